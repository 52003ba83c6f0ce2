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

__all__ = ["ForeignArgumentsMixin", "foreign_argument_message"]

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


def foreign_argument_message(cls, names) -> str | None:
    """The TypeError message for keyword ``names`` that ``cls.__init__`` does not take, or None
    when it takes them all.  Names of other libraries get their dpforest equivalent, any other
    unknown name scikit-learn's list of valid parameters and the closest one."""
    params = [p for p in inspect.signature(cls.__init__).parameters if p != "self"]
    unknown = [n for n in names if n not in params]
    if not unknown:
        return None
    advice: dict[str, list[str]] = {}       # one advice, with every name it answers
    for name in unknown:
        if name in ADVICE:
            advice.setdefault(ADVICE[name], []).append(name)
        else:
            close = difflib.get_close_matches(name, params, n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            advice.setdefault(f"not a parameter of {cls.__name__}.{hint}", []).append(name)
    lines = [", ".join(f"{n}=" for n in names) + f": {text}" + ("" if text.endswith((".", "?")) else ".")
             for text, names in advice.items()]
    listed = ", ".join(sorted(set(unknown)))
    return (f"{cls.__name__}() got unexpected keyword argument(s) {listed}. "
            + " ".join(lines)
            + f" Valid parameters are: {sorted(params)}.")


class ForeignArgumentsMixin:
    """Refuses keyword arguments ``__init__`` does not take before ``__init__`` runs, with the
    advice of :func:`foreign_argument_message` (a TypeError, as Python's own refusal)."""

    def __new__(cls, *args, **kwargs):
        if kwargs:
            message = foreign_argument_message(cls, kwargs)
            if message is not None:
                raise TypeError(message)
        return super().__new__(cls)
