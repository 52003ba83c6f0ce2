"""Keyword arguments of other DP libraries, refused with what to write instead.

Users who come from IBM diffprivlib write ``RandomForestClassifier(epsilon=1, bounds=(lo, hi),
classes=[0, 1], accountant=acc)``; Python's own refusal ("got an unexpected keyword argument
'bounds'") does not say that dpforest takes the same public facts in one ``schema``.  An
estimator's ``__new__`` runs before ``__init__`` sees the arguments, so it can refuse them with
that advice and leave ``__init__``'s signature -- which scikit-learn reads for ``get_params``
and ``clone`` -- exactly as declared.  The check reads argument *names* only: no record, no
value is in the message.
"""

from __future__ import annotations

import difflib
import inspect
import warnings

import numpy as np

from .exceptions import SettingsWarning

__all__ = ["ForeignArgumentsMixin", "ForeignParamsMixin", "foreign_argument_message"]

_SCHEMA = ("dpforest takes the public bounds and the class list in one schema: "
           "schema=Schema.from_bounds(lower, upper, classes=[...]) for an array's columns, or "
           "Schema.from_dataframe(X, bounds={column: (lower, upper)}, categories=..., "
           "classes=[...]) for a DataFrame (from dpforest import Schema); take the bounds and "
           "classes from documentation, never from the records")

#: diffprivlib's (and similar libraries') argument names, with what dpforest takes instead
ADVICE = {
    "bounds": _SCHEMA,
    "classes": _SCHEMA,
    "accountant": ("dpforest has no global accountant: each fitted model's ledger_ composes its "
                   "own queries, and dpforest.PrivacyBudget adds up several releases about the "
                   "same records (budget = PrivacyBudget(total); budget.fit(model, X, y))"),
    "data_norm": ("dpforest's forests read no norm: the schema's per-column bounds "
                  "(schema=...) are what limits each record's influence"),
    "delta": ("dpforest is pure epsilon-DP (delta = 0) throughout: give epsilon alone"),
    "rho": ("dpforest is pure epsilon-DP: give epsilon alone (no zCDP rho)"),
}

_WEIGHTS = ("a class weight is a weight on every record of the class, as sample_weight is: "
            "a record counted w times multiplies the sensitivity of every count by w, so "
            "weights would silently break the epsilon guarantee; for a rare class, choose a "
            "threshold on predict_proba (scikit-learn's FixedThresholdClassifier around "
            "FrozenEstimator(model)), or rebalance by dropping majority records")
ADVICE["class_weight"] = _WEIGHTS

_SKLEARN_TREE = ("a scikit-learn forest setting dpforest does not take: a DP tree cannot stop "
                 "or prune on record counts outside its budget, so the default sets its depth "
                 "and leaf budget from epsilon and a noisy size (max_depth, n_estimators and "
                 "leaf_share where an estimator offers them)")
#: scikit-learn forest settings with reasons of their own
ADVICE.update({
    "warm_start": ("a scikit-learn forest setting dpforest does not take: trees added to a "
                   "fitted forest would spend epsilon again on the same records; set "
                   "n_estimators (where an estimator offers it) and fit once"),
    "oob_score": ("a scikit-learn forest setting dpforest does not take: an out-of-bag score "
                  "reads the training records exactly, outside the budget; score on held-out "
                  "records (dpforest.evaluation.private_confusion_matrix where they are "
                  "private)"),
    "bootstrap": ("a scikit-learn forest setting dpforest does not take: a bootstrap sample "
                  "draws records with replacement, and a record drawn k times counts k times, "
                  "k x epsilon; dpforest's forests split the records into disjoint parts or "
                  "share the budget among trees instead"),
    "max_samples": ("a scikit-learn forest setting dpforest does not take: its trees read "
                    "every record (or disjoint parts of them), each under its share of "
                    "epsilon; a subsample of the records is yours to draw before the fit"),
    "max_features": ("a scikit-learn forest setting dpforest does not take: each split is a "
                     "private choice among every feature's public candidates (the random-tree "
                     "forests draw their features at random by their own rules); to leave "
                     "features out, leave them out of the schema and X"),
    "verbose": ("a scikit-learn setting dpforest does not take: progress=True shows a "
                "progress bar on long fits"),
    "monotonic_cst": ("a scikit-learn setting dpforest does not take: no estimator here holds "
                      "its predictions monotone in a feature; a depth-1 DPBoostingClassifier is "
                      "additive, and dpforest.inspection.additive_terms (or plot_additive_terms) "
                      "shows each feature's shape to check it"),
})
#: interpret's DPExplainableBoostingClassifier settings (a walkthrough porting from DP-EBM got
#: only "not a parameter"), with what dpforest takes instead
_EBM_TYPES = ("dpforest reads each column's kind from the schema: Schema.from_dataframe(X, "
              "bounds={column: (lower, upper)}, categories={column: [...]}, "
              "ordinal={column: [...]}, classes=[...]) -- numeric where bounds are given, "
              "categorical where categories are (from documentation, never from the records)")
ADVICE.update({
    "privacy_bounds": ("DP-EBM's privacy_bounds are the schema's bounds here: "
                       "schema=Schema.from_dataframe(X, bounds={column: (lower, upper)}, "
                       "classes=[...]) (from documentation, never from the records)"),
    "feature_types": _EBM_TYPES,
    "feature_names": ("the schema names the columns: Schema.from_dataframe(X, ...) takes a "
                      "DataFrame's names, Schema.from_bounds(..., names=[...]) an array's"),
    "max_bins": ("DPBoostingClassifier(n_bins=...) sets its equal-width bins (default 8): "
                 "more bins split each round's leaf noise over more cells and measured worse "
                 "(a walkthrough: ROC AUC 0.880 at 8 bins, 0.788 at 32)"),
    "interactions": ("DPBoostingClassifier is additive at max_depth=1 (its default); "
                     "max_depth=2 lets each round's trees pair features, and the default "
                     "DPForestClassifier's tree splits on several features along a path"),
    "max_rounds": ("DPBoostingClassifier(n_estimators=...) sets its boosting rounds (default "
                   "'auto', from epsilon and the noisy size)"),
    "outer_bags": ("dpforest draws no bags of the records: each bag would spend epsilon again "
                   "on the records it holds"),
    "bin_budget_frac": ("dpforest spends no share of epsilon on bins: the schema's public grid "
                        "(and, in the default forest, a noisy histogram it books in ledger_) "
                        "places the cuts"),
    "composition": ("dpforest is pure epsilon-DP and composes its queries' epsilons by "
                    "addition (parallel over disjoint records); model.ledger_ shows how"),
})
#: scikit-learn tree settings: not typos of dpforest's parameters, so no "did you mean"
for _name in ("min_samples_leaf", "min_samples_split", "min_weight_fraction_leaf",
              "max_leaf_nodes", "min_impurity_decrease", "ccp_alpha"):
    ADVICE.setdefault(_name, _SKLEARN_TREE)

#: how close an unknown name must be to a parameter for "did you mean" (difflib's ratio): a
#: lower cutoff offered n_samples for min_samples_leaf, whose meanings differ entirely
CLOSE_MATCH = 0.75


def foreign_argument_message(cls, names, advice: dict | None = None) -> str | None:
    """The TypeError message for keyword ``names`` that ``cls.__init__`` does not take, or None
    when it takes them all.  Names of other libraries get their dpforest equivalent, any other
    unknown name scikit-learn's list of valid parameters and the closest one."""
    accepted = [p for p in inspect.signature(cls.__init__).parameters if p != "self"]
    unknown = [n for n in names if n not in accepted]
    params = [p for p in accepted if not p.startswith("_")]     # the ones users are shown
    if not unknown:
        return None
    grouped: dict[str, list[str]] = {}      # one advice, with every name it answers
    for name in unknown:
        known = {**ADVICE, **(advice or {})}.get(name)
        if known is not None:
            grouped.setdefault(known, []).append(name)
        else:
            close = difflib.get_close_matches(name, params, n=1, cutoff=CLOSE_MATCH)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            grouped.setdefault(f"not a parameter of {cls.__name__}.{hint}", []).append(name)
    lines = [", ".join(f"{n}=" for n in names) + f": {text}" + ("" if text.endswith((".", "?")) else ".")
             for text, names in grouped.items()]
    listed = ", ".join(sorted(set(unknown)))
    return (f"{cls.__name__}() got unexpected keyword argument(s) {listed}. "
            + " ".join(lines)
            + f" Valid parameters are: {sorted(params)}.")


class ForeignArgumentsMixin:
    """Refuses keyword arguments ``__init__`` does not take before ``__init__`` runs, with the
    advice of :func:`foreign_argument_message` (a TypeError, as Python's own refusal)."""

    #: advice for this class's own foreign names (merged over :data:`ADVICE`)
    _foreign_advice: dict = {}
    #: said after a parameter given both by position and by keyword (another API's order)
    _positional_advice: str = ""

    def __new__(cls, *args, **kwargs):
        if kwargs:
            message = foreign_argument_message(cls, kwargs, cls._foreign_advice)
            if message is not None:
                raise TypeError(message)
        if args and _leading_parameters(cls, 1) == ["epsilon"]:
            # (only where epsilon comes first, as diffprivlib's n_estimators does)
            if "epsilon" in kwargs:
                # diffprivlib's RandomForestClassifier(10, epsilon=1.0): Python refuses it as
                # "multiple values for argument 'epsilon'", after a warning about an epsilon of
                # 10 that is never used; said once, with the habit named
                raise TypeError(
                    f"{cls.__name__}() got epsilon twice, by position ({args[0]!r}) and by "
                    f"keyword: its first argument is epsilon (diffprivlib's forest takes "
                    f"n_estimators first); write n_estimators=... for a number of trees")
            _warn_positional_count(cls, args)
        # (only both kinds can name one parameter twice: a clone passes keywords alone)
        lead = _leading_parameters(cls, len(args), positional=True) if args and kwargs else []
        twice = [n for n in lead if n in kwargs]
        if twice:
            # Python's own "got multiple values for argument" names no order; a habit of
            # another API (GridSearchCV's grid by position) is named where a class has one
            raise TypeError(f"{cls.__name__}() got {twice[0]} twice, by position and by keyword: "
                            f"its arguments by position are {', '.join(lead)}"
                            + cls._positional_advice)
        return super().__new__(cls)


class ForeignParamsMixin(ForeignArgumentsMixin):
    """:class:`ForeignArgumentsMixin` for scikit-learn estimators: ``set_params`` gives another
    library's parameter name the constructor's advice too."""

    def set_params(self, **params):
        """scikit-learn's ``set_params``, with :data:`ADVICE` for another library's parameter
        name (``set_params(class_weight=...)``, ``bounds=``) where scikit-learn would only say
        that it is not valid."""
        valid = self.get_params(deep=False)
        advice = {**ADVICE, **self._foreign_advice}
        for key in params:
            name = key.partition("__")[0]
            if name not in valid and name in advice:
                text = advice[name]
                raise ValueError(f"Invalid parameter {name!r} for estimator "
                                 f"{type(self).__name__}: {text}"
                                 + ("" if text.endswith((".", "?")) else ".")
                                 + f" Valid parameters are: {sorted(valid)}.")
        return super().set_params(**params)


def _leading_parameters(cls, k: int, positional: bool = False) -> list[str]:
    """The first ``k`` parameters of ``cls.__init__`` (``positional``: of those that can be
    given by position)."""
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return [n for n, p in inspect.signature(cls.__init__).parameters.items()
            if n != "self" and (not positional or p.kind in kinds)][:k]


#: other DP libraries' class names, with what dpforest offers instead (``dpforest.X``)
OTHER_NAMES = {
    "RandomForestClassifier": "dpforest's forest is DPForestClassifier (the papers' forests and "
                              "diffprivlib-like random trees: DiffPRFsClassifier, "
                              "PrivateRDTClassifier, ...)",
    "DecisionTreeClassifier": "dpforest's tree is DPForestClassifier (one tree by default)",
    "BudgetAccountant": "dpforest's is PrivacyBudget (explicit: budget.fit(model, X, y))",
    "LogisticRegression": "dpforest has tree models only (DPForestClassifier, DPBoostingClassifier)",
    "GaussianNB": "dpforest has tree models only (DPForestClassifier, DPBoostingClassifier)",
    "DPExplainableBoostingClassifier": "dpforest's boosted model is DPBoostingClassifier "
                                       "(pure epsilon-DP)",
}


def _warn_positional_count(cls, args) -> None:
    """diffprivlib's ``RandomForestClassifier(10, ...)`` means ten trees; here the first
    argument is epsilon.  A whole number of 10 or more given by position is far more likely
    that habit than a budget, so it is said once (by keyword, any epsilon is taken as given)."""
    eps = args[0]
    if isinstance(eps, (int, np.integer)) and not isinstance(eps, bool) and eps >= 10:
        warnings.warn(
            f"{cls.__name__}'s first argument is epsilon, the privacy budget (diffprivlib's "
            f"forest takes n_estimators first): epsilon={int(eps)} was given by position, a "
            f"weak guarantee; write epsilon=... by keyword to say it is meant, and "
            f"n_estimators=... for a number of trees", SettingsWarning, stacklevel=3)
