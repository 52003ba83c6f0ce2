"""A per-group set of models served as one model.

:meth:`dpforest.PrivacyBudget.fit_per_group` fits one model per declared category of a
categorical feature (and one for its missing values, where the feature allows them).  The set
it returns, :class:`GroupModels`, is the dict ``category -> model`` it always was, and also
serves the set as one model: each record is predicted by the model of its own group (its
value of the group column, as the schema encodes it), so no model sees another group's
records.  The command line's ``predict FOLDER`` and ``evaluate FOLDER`` read a folder of such
a set through the same class, and :meth:`GroupModels.save` writes the files ``dpforest fit
--per-group COL -o FOLDER/`` writes.

Everything checked here is public: the models (their ``group_``, schema, grids, CSV layout)
and the file names.  No message names a record's value or says which groups occur in the
records given, except the one a non-private prediction must give: a record of a group whose
model is not in the set cannot be predicted (a private evaluation refuses such a set before
it reads any record).
"""

from __future__ import annotations

import contextlib

import re
from pathlib import Path

# numpy is imported where it is used: the command line imports this module at start, and
# starts without numpy, pandas or scikit-learn

__all__ = ["GroupModels", "group_file_name"]

#: the files a saved set's folder holds (save_model's plain and gzip-compressed JSON)
MODEL_FILE_PATTERNS = ("*.json", "*.json.gz")


def group_file_name(index: int, category, width: int) -> str:
    """The name a per-group model's file takes for a declared category: its position in the
    schema's list (from 0, zero-padded to ``width`` digits), then its text made safe for any
    file system (accents dropped; anything but ASCII letters, digits, '.', '_' and '-' made
    '_', so other scripts' letters are dropped; at most 40 characters), e.g. ``0-north`` or
    ``12-Rhone_Alpes``, and ``0`` for 東京; ``missing`` for the group of
    missing values.  The position alone tells every name apart, so two categories that read
    alike once made safe, or one spelled 'missing', never share a file.  From the schema alone
    (public): never from the records."""
    import unicodedata

    if category is None:
        return "missing"
    text = unicodedata.normalize("NFKD", str(category)).encode("ascii", "ignore").decode()
    text = re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("._-")[:40].rstrip("._-")
    return f"{index:0{width}d}" + (f"-{text}" if text else "")


def group_file_names(feature) -> list:
    """``(category, file name without extension)`` of every group of the categorical
    ``feature``, in the schema's order (None: its missing values, where it allows them)."""
    keys = list(feature.categories) + ([None] if feature.allow_missing else [])
    width = len(str(len(feature.categories) - 1))          # the last position's digits
    return [(k, group_file_name(i, k, width)) for i, k in enumerate(keys)]


def group_words(column, category) -> str:
    """A group as messages name it: the column and a declared category (public)."""
    return f"{column}={category!r}" if category is not None else f"{column} missing"


def model_files(folder) -> list:
    """The model files of a folder (``*.json``, ``*.json.gz``), sorted by name: a saved set's
    names begin with their group's position, so this is the schema's order."""
    return sorted({f for pattern in MODEL_FILE_PATTERNS for f in Path(folder).glob(pattern)
                   if f.is_file()})


def declared_digest(model):
    """The digest of the schema a model was given (its ``schema`` parameter), or None."""
    from .schema import Schema

    declared = model.get_params().get("schema")
    if isinstance(declared, dict):
        declared = Schema.from_dict(declared)
    return declared.digest() if isinstance(declared, Schema) else None


def without_grids(schema) -> dict:
    """A fitted schema's declaration without its numeric grids (cuts, bins), which each fit
    refines from its own records: what a per-group set's models must share."""
    d = schema.to_dict()
    d["features"] = [{k: v for k, v in f.items() if k not in ("cuts", "n_bins")}
                     if f.get("type") == "numeric" else f for f in d["features"]]
    return d


def union_grid(schema, models, refuse):
    """(a schema whose numeric grids hold every cut of every model's grid, {id(model): {j:
    lookup}}): a record encoded by the union schema is read by each model through ``lookup``
    (union code -> the model's own code: a union interval lies inside exactly one of the
    model's, its cuts being among the union's), so a private evaluation encodes the records
    once and each group's model reads them as its own predict would.  Public facts only (the
    models' grids).  ``refuse(why)`` raises where the grids cannot be read as one."""
    import numpy as np

    from .schema import Schema

    d = schema.to_dict()
    edges = {}
    for j, f in enumerate(schema.features):
        if f.kind != "numeric":
            continue
        own = [np.asarray(m.schema_.features[j].edges(m.schema_.n_bins), dtype=float)
               for m in models]
        if all(len(e) == len(own[0]) and np.array_equal(e, own[0]) for e in own):
            continue
        union = np.unique(np.concatenate(own))
        d["features"][j] = {**d["features"][j], "cuts": union.tolist(), "n_bins": None}
        edges[j] = (union, own)
    if not edges:
        return schema, {}
    try:
        joined = Schema.from_dict(d)
    except Exception:       # noqa: BLE001  said in the set's own words below
        joined = None
    if joined is None:
        refuse("their numeric grids cannot be read as one")
    maps = {}
    for j, (union, own) in edges.items():
        f = joined.features[j]
        if not np.array_equal(np.asarray(f.edges(joined.n_bins), dtype=float), union):
            refuse(f"their grids of {f.name!r} cannot be read as one")
        am = int(f.allow_missing)
        for m, e in zip(models, own):
            if not np.isin(e, union).all():
                refuse(f"their grids of {f.name!r} cannot be read as one")
            lookup = np.empty(len(union) + 1 + am, dtype=np.int64)
            if am:
                lookup[0] = 0                       # the missing code stays missing
            lower = np.concatenate([[-np.inf], union])   # each union interval's lower edge
            lookup[am:] = am + np.searchsorted(e, lower, side="right")
            maps.setdefault(id(m), {})[j] = lookup
    return joined, maps


def _in_memory(data, does: str) -> None:
    """A per-group set reads its records in memory: a Dask collection is refused with what to
    do (its type only, nothing of its contents)."""
    from .schema import is_dask_collection

    if is_dask_collection(data):
        raise TypeError(f"a per-group set (GroupModels) {does} data in memory: compute the Dask "
                        f"collection first (.compute(), or one partition at a time)")


class _Routing:
    """What serving a checked set needs, worked out once from its models (public facts):
    the group column and its position ``j``, the union-grid ``schema``, each model's code
    lookups ``maps``, ``by_code`` (group code -> model), ``names`` (every declared group's
    code -> category, None for the missing values) and ``categories`` (id(model) -> its
    group's category)."""

    def __init__(self, models, labels, refuse, holder: str = "the folder"):
        from .forests.base import group_code

        def refuse_all(why):
            refuse(why, labels)

        groups = [getattr(m, "group_", None) for m in models]
        plain = [n for n, g in zip(labels, groups) if not isinstance(g, dict)]
        if plain:
            # (a set's model fitted again by its own fit, in place: a whole-table model now)
            again = ("; a model fitted again by its own fit (models[category].fit(X, y)) is no "
                     "group's model: fit the set again with budget.fit_per_group"
                     if holder == "the set" else "")
            refuse(f"{holder} holds model(s) not fitted on one group (no group_){again}", plain)
        columns: dict = {}
        for n, g in zip(labels, groups):
            columns.setdefault(g.get("column"), []).append(n)
        if len(columns) > 1:
            refuse("its models are of groups of different columns", [
                f"{c!r}: {', '.join(n)}" for c, n in columns.items()])
        # the forest that predicts for each model (a PrivateModelSelector's winner): its schema,
        # grids and encoded-record probabilities are what the set reads
        inners = [getattr(m, "best_estimator_", m) for m in models]
        first = inners[0]
        # one declared schema (the groups' fits each refine its numeric grids from their own
        # records, so the fitted schemas differ there: read through the union of the grids)
        odd = [n for n, m in zip(labels[1:], inners[1:])
               if declared_digest(m) != declared_digest(first)
               or without_grids(m.schema_) != without_grids(first.schema_)]
        if odd:
            refuse(f"these models' schema differs from {labels[0]}'s", odd)
        layout = getattr(models[0], "csv_format_", None)
        odd = [n for n, m in zip(labels[1:], models[1:])
               if getattr(m, "csv_format_", None) != layout]
        if odd:
            refuse(f"these models' CSV layout differs from {labels[0]}'s", odd)
        (self.column,) = columns
        self.schema, self.maps = union_grid(first.schema_, inners, refuse_all)
        if self.column not in self.schema.feature_names:
            refuse_all(f"the group column {self.column!r} is not a feature of the models' schema")
        self.j = self.schema.feature_names.index(self.column)
        feature = self.schema.features[self.j]
        self.names = dict(enumerate(getattr(feature, "categories", None) or ()))
        missing = int(self.schema.missing_code()[self.j])
        if missing >= 0:
            self.names[missing] = None
        self.by_code, self.inner, self.labels, self.categories = {}, {}, {}, {}
        for n, g, m, inner in zip(labels, groups, models, inners):
            category = g.get("category")
            code = group_code(self.schema, self.j, category)
            if code < 0:
                refuse(f"a model's group is not a declared category of {self.column!r}", [n])
            if code in self.by_code:
                refuse(f"two models of the group {group_words(self.column, category)}",
                       [self.labels[code], n])
            self.by_code[code], self.inner[code], self.labels[code] = m, inner, n
            self.categories[id(m)] = category
        self.layout, self.classes = layout, first.classes_


class GroupModels(dict):
    """A per-group set of fitted models, ``category -> model``, served as one model.

    What :meth:`dpforest.PrivacyBudget.fit_per_group` returns: a dict (each declared category
    of the group column, and None for its missing values where the column allows them, ->
    that group's model, in the schema's order) that also predicts like one model.  Each record
    is predicted by the model of its own group, so each model is only ever asked about its own
    group's records, as it was fitted.

    A record whose group value is missing goes to the None model; a value outside the declared
    categories is refused as any model refuses it (:class:`~dpforest.schema.OutOfDomainError`,
    naming the column, never the value; ``set.schema_.conform(X)`` reads unknown categories as
    missing values where the column allows them).  ``score(X, y)`` is the accuracy of those
    predictions (not private, as a model's ``score``).  The records are read in memory (a Dask
    collection is refused); an empty batch gives an empty result, and a warning every group's
    model gives of the batch is said once.  A model of the set fitted again by its own ``fit`` is no group's
    model: the set then refuses to serve it.  The inspection helpers and release statements
    read one model: give them one group's, ``models['north']``.

    Parameters
    ----------
    models : dict
        ``category -> fitted model``, as :meth:`dpforest.PrivacyBudget.fit_per_group` builds it
        (positional only; the set is meant to be made by that method or loaded with
        :meth:`load`, not assembled by hand).

    The private evaluations take the set like one model:
    ``private_confusion_matrix(models, X_test, y_test, epsilon=...)`` (and
    ``budget.evaluate``) count each test record through its own group's model, a function of
    that record and the released models alone, at the ε given once.  ``private_roc`` is
    refused: its score bins are one model's.

    Attributes
    ----------
    column : str
        The group column.
    schema_ : Schema
        The models' schema, its numeric grids the union of theirs (each group's fit may refine
        its grids from its own records; each model reads its own codes of it).
    classes_ : ndarray
        The classes, as every model of the set has them.
    ledger_ : Ledger
        The largest training ledger of the set: each training record was read by one model
        only (parallel composition), so this is what the set spent on any one of them.
    fit_id_ : str
        A name of this set of fits, from its models' ``fit_id_`` (for the repeated-release
        notices and a budget's log).
    csv_format_ : dict or None
        The CSV layout its models were fitted from on the command line (their common one), for
        ``dpforest predict`` and ``evaluate``; None for models fitted in Python.

    Examples
    --------
    >>> models = budget.fit_per_group(DPForestClassifier(1.0, schema), X, y,
    ...                               by="region")                  # doctest: +SKIP
    >>> models.predict(X_new)                                       # doctest: +SKIP
    >>> models.save("by_region/")                                   # doctest: +SKIP
    >>> GroupModels.load("by_region/")                              # doctest: +SKIP
    """

    def __init__(self, models=(), /):
        super().__init__(models)
        if self:
            self._routing()             # checked now, so a bad set is refused where it is made

    @classmethod
    def _of_fit(cls, models: dict) -> "GroupModels":
        """fit_per_group's models as a set, checked when first used rather than here: the
        models are booked by then, and a check failing here would lose them."""
        obj = cls.__new__(cls)
        dict.update(obj, models)
        return obj

    # ------------------------------------------------------------------ checks and routing

    def _member_labels(self) -> list:
        """How messages name each model: its file where it was loaded from one, else its group
        (the column and its key: public)."""
        files = self.__dict__.get("_file_names", {}) if self._as_loaded() else {}
        return [files.get(id(m)) or f"[{k!r}]" for k, m in self.items()]

    def _as_loaded(self) -> bool:
        """Whether the set is still the folder it was loaded from (so a message may blame the
        folder and name its files): not once a member was fitted again in place, replaced,
        added or removed -- then the set in memory is at fault, not the files."""
        if self.__dict__.get("folder") is None:
            return False
        loaded = self.__dict__.get("_loaded_state")
        return loaded is None or self._same_state(loaded, self._state())

    def _holder(self) -> str:
        return "the folder" if self._as_loaded() else "the set"

    def _where(self) -> str:
        folder = self.__dict__.get("folder")
        return f"{str(folder)!r} is" if self._as_loaded() else "these models are"

    def _refuse(self, why: str, names) -> None:
        """A set that is not one per-group set, in the Python API's words."""
        raise ValueError(f"{self._where()} not one per-group set: {why} ({', '.join(names)})")

    def _no_model(self, category) -> None:
        """Records of a group without a model here were given to predict (a prediction is not
        private: naming the column and the declared category is what it must say)."""
        raise ValueError(f"this per-group set holds no model of the group "
                         f"{group_words(self.column, category)}, and records of that group are "
                         f"given: predict them with a set that has it, or leave them out")

    def _state(self) -> tuple:
        """What the checked routing was worked out from: each entry's key, its model, the
        forest that predicts for it, and what a fit replaces (its ``group_``, the forest's
        fitted schema and trees, each ``fit_id_``).  A member refitted in place keeps its
        identity but not these, so it is checked again (a refit drops ``group_``: the set is
        then refused).  Held by the cache, so no object compared here can be freed and its
        ``id`` reused."""
        state = []
        for k, m in self.items():
            inner = getattr(m, "best_estimator_", m)
            group = getattr(m, "group_", None)
            # (objects compared by identity; the key, a copy of group_ and the fit names by
            # value, so that group_ edited in place is seen too)
            state.append(((m, inner, getattr(inner, "schema_", None),
                           getattr(inner, "trees_", None)),
                          (k, dict(group) if isinstance(group, dict) else group,
                           getattr(m, "fit_id_", None), getattr(inner, "fit_id_", None))))
        return tuple(state)

    @staticmethod
    def _same_state(a: tuple, b: tuple) -> bool:
        return len(a) == len(b) and all(
            all(p is q for p, q in zip(x[0], y[0])) and x[1] == y[1] for x, y in zip(a, b))

    def _routing(self) -> _Routing:
        """The checked routing of the set as it holds now (worked out again if its entries
        changed since, a dict can be edited, or a model of it was fitted again in place)."""
        key = self._state()
        cached = self.__dict__.get("_cache")
        if cached is not None and self._same_state(cached[0], key):
            return cached[1]
        if not self:
            raise ValueError("this per-group set holds no model")
        routing = _Routing(list(self.values()), self._member_labels(), self._refuse,
                           self._holder())
        wrong = [f"[{k!r}]" for k, m in self.items() if routing.categories[id(m)] != k]
        if wrong:
            self._refuse("each model must be under its own group's category (its group_)", wrong)
        self.__dict__["_cache"] = (key, routing)
        return routing

    @classmethod
    def _from_members(cls, members, labels, /, **attrs):
        """A set of the models ``members`` (in any order), checked, each named by ``labels``
        in messages, its entries in the schema's order; ``attrs`` set on it first (a folder
        for messages)."""
        obj = cls.__new__(cls)
        obj.__dict__.update(attrs)
        routing = _Routing(list(members), list(labels), obj._refuse, obj._holder())
        for code in sorted(routing.by_code):
            m = routing.by_code[code]
            dict.__setitem__(obj, routing.categories[id(m)], m)
        obj.__dict__["_file_names"] = {id(m): n for m, n in zip(members, labels)}
        obj.__dict__["_cache"] = (obj._state(), routing)
        obj.__dict__["_loaded_state"] = obj._state()
        return obj

    # ------------------------------------------------------------------ public facts

    @property
    def column(self) -> str:
        return self._routing().column

    @property
    def schema_(self):
        return self._routing().schema

    @property
    def classes_(self):
        return self._routing().classes

    @property
    def csv_format_(self):
        return self._routing().layout

    @property
    def ledger_(self):
        return max((m.ledger_ for m in self.values()), key=lambda led: float(led.epsilon))

    @property
    def fit_id_(self):
        """A name of this set of fits (from its models' ``fit_id_``, random names their fits
        drew), so that releases of one set combine and releases of two sets do not; None
        where a model has none."""
        ids = [getattr(m, "fit_id_", None) for m in self.values()]
        if any(i is None for i in ids):
            return None
        import hashlib

        return "set-" + hashlib.sha256("\n".join(sorted(map(str, ids))).encode()).hexdigest()[:32]

    def lacking(self) -> list:
        """The declared groups (categories, None: missing values) without a model here."""
        r = self._routing()
        return [c for k, c in r.names.items() if k not in r.by_code]

    def __repr__(self) -> str:
        try:
            r = self._routing()
        except ValueError:
            return f"{type(self).__name__}({dict.__repr__(self)})"
        kinds = "/".join(sorted({type(m).__name__ for m in self.values()}))
        lacking = len(r.names) - len(r.by_code)
        return (f"{type(self).__name__}(column={r.column!r}, {len(self)} {kinds} model"
                f"{'s' * (len(self) != 1)}" + (f", {lacking} group(s) without a model"
                                               if lacking else "") + ")")

    # ------------------------------------------------------------------ prediction

    def _routed(self, X, each, out):
        """``out`` with each group's rows of ``X`` set to ``each(model, those rows)``; a record
        of a group without a model here is refused (:meth:`_no_model`)."""
        import numpy as np

        from .privacy.record_filter import _rows
        from .schema import as_pandas

        import warnings

        r = self._routing()
        _in_memory(X, "predicts")
        X = as_pandas(X)
        if not len(X):
            return out           # nothing to route (a single model refuses an empty batch)
        codes = r.schema.encode(X, features=[r.j])[:, 0]
        # each member warns of the same batch alike (an array without the fitted column
        # names: one warning per group): caught, then each said once, after every group ran
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            for code in np.unique(codes):
                model = r.by_code.get(int(code))
                if model is None:
                    self._no_model(r.names.get(int(code)))
                rows = codes == code
                out[rows] = each(model, _rows(X, rows))
        said = set()
        for w in caught:
            if (w.category, str(w.message)) not in said:
                said.add((w.category, str(w.message)))
                warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
        return out

    def predict_proba(self, X):
        """Class probabilities (columns in ``classes_`` order), each record's from its own
        group's model."""
        import numpy as np

        return self._routed(X, lambda m, part: m.predict_proba(part),
                            np.zeros((len(X), len(self.classes_))))

    def predict(self, X):
        """The class each record's own group's model predicts."""
        import numpy as np

        return self._routed(X, lambda m, part: m.predict(part),
                            np.empty(len(X), dtype=np.asarray(self.classes_).dtype))

    def score(self, X, y, sample_weight=None):
        """Mean accuracy of :meth:`predict` on (X, y), each record predicted by its own
        group's model; every label must be one of the declared classes (as a model's
        ``score``: a label outside ``classes_`` is refused, not counted as wrong).  Not a
        private query: it reads exactly the records you pass.  Given the very X or y object
        :meth:`~dpforest.PrivacyBudget.fit_per_group` fitted the set on, it warns once
        (:class:`~dpforest.exceptions.EvaluationWarning`): a training accuracy, outside ε.

        Parameters
        ----------
        X : DataFrame or 2-d array
            Records to classify, in memory.
        y : array-like of shape (n_samples,)
            Their true labels, each one of ``classes_``.
        sample_weight : array-like of shape (n_samples,) or float, default=None
            Weights of the rows in the mean; finite.

        Returns
        -------
        float
            The (weighted) share of rows whose predicted class is their label.
        """
        import warnings

        import numpy as np
        from sklearn.metrics import accuracy_score

        from ._stack import user_stacklevel
        from .exceptions import EvaluationWarning
        from .forests.base import (_called_by_sklearn_tool, _same_length,
                                   _warn_misaligned_indexes, _weights_as_numbers,
                                   given_to_its_fit)
        from .schema import as_pandas

        r = self._routing()
        _in_memory(X, "scores")
        _in_memory(y, "scores")
        if not _called_by_sklearn_tool():
            # the caller's own test records and labels, paired by position
            _warn_misaligned_indexes(as_pandas(X), as_pandas(y, "y"))
            # each model remembers the X and y objects fit_per_group was given (identities)
            if (any(given_to_its_fit(m, X, y) for m in self.values())
                    and not self.__dict__.get("_warned_training_score")):
                self.__dict__["_warned_training_score"] = True
                warnings.warn(
                    "score is given the very X or y object this per-group set was fitted on: "
                    "a training accuracy, an exact function of those records that epsilon "
                    "does not cover (yours to look at, not to publish), and an optimistic "
                    "one.  For a figure to publish, score held-out records with "
                    "dpforest.evaluation.private_confusion_matrix (said once per set).",
                    EvaluationWarning, stacklevel=user_stacklevel())
        first = next(iter(r.inner.values()))
        truth = r.schema.encode_labels(first._check_labels(as_pandas(y, "y"), r.schema))
        pred = r.schema.encode_labels(self.predict(X))
        if sample_weight is not None:
            sample_weight = _weights_as_numbers(sample_weight)
            if sample_weight.ndim == 0:      # one weight for every row
                sample_weight = np.full(len(pred), float(sample_weight))
        _same_length(truth, pred, sample_weight)
        if sample_weight is not None and not np.isfinite(sample_weight).all():
            raise ValueError("sample_weight must be finite numbers (no NaN or infinity)")
        return float(accuracy_score(truth, pred, sample_weight=sample_weight))

    # ------------------------------------------------------------------ files

    def save(self, folder, *, overwrite: bool = False):
        """Write each model to ``folder`` (made if needed) under the names ``dpforest fit
        --per-group COL -o FOLDER/`` gives them (``0-north.json``, ..., ``missing.json``),
        so that ``dpforest predict FOLDER`` and ``dpforest evaluate FOLDER`` serve it and
        :meth:`load` reads it back.  A folder already holding model files is refused unless
        ``overwrite`` (and even then any model file that is not one of this set's names: the
        folder would no longer be one set).  The files are written whole or not at all (a
        failure or a Ctrl-C midway leaves the folder as it was).  Returns the paths written."""
        from .io import save_models_together

        r = self._routing()
        names = dict(group_file_names(r.schema.features[r.j]))
        folder = Path(folder)
        if folder.exists() and not folder.is_dir():
            raise ValueError(f"{str(folder)!r} is not a folder: save writes one model file per "
                             f"group into a folder")
        paths = {k: folder / f"{names[k]}.json" for k in self}
        there = model_files(folder) if folder.is_dir() else []
        others = [f.name for f in there if f not in paths.values()]
        if others or (there and not overwrite):
            raise FileExistsError(
                f"{str(folder)!r} already holds model files ({', '.join(f.name for f in there)})"
                + (": pass overwrite=True to replace this set's own files" if not others else
                   ": a folder read as a per-group set must hold that set's files only; save "
                   "into an empty folder"))
        made = not folder.exists()
        folder.mkdir(parents=True, exist_ok=True)
        try:
            # all the files or none: a failure or a Ctrl-C midway leaves no partial set
            return save_models_together([(m, paths[k]) for k, m in self.items()])
        except BaseException as e:
            from .io import SavedThenInterrupted

            if made and not isinstance(e, SavedThenInterrupted):
                with contextlib.suppress(OSError):
                    folder.rmdir()              # made here, left as it was: not there
            raise

    @classmethod
    def load(cls, folder) -> "GroupModels":
        """The set a folder holds (written by :meth:`save` or ``dpforest fit --per-group COL
        -o FOLDER/``), checked from public facts: every file a model of a group (``group_``),
        all of one column, one declared schema and one CSV layout, each group once.  A folder
        lacking some groups' files loads (its records of those groups cannot be predicted, and
        a private evaluation refuses it); ``ValueError`` names the files at fault."""
        from .io import load_model

        folder = Path(folder)
        if not folder.is_dir():
            raise ValueError(f"{str(folder)!r} is not a folder: GroupModels.load reads the "
                             f"folder a per-group set was saved to (a single model file loads "
                             f"with dpforest.load_model)")
        files = model_files(folder)
        if not files:
            raise ValueError(f"{str(folder)!r} is a folder holding no model file (*.json, "
                             f"*.json.gz): give the folder GroupModels.save or `dpforest fit "
                             f"--per-group COL -o FOLDER/` wrote")
        return cls._from_members([load_model(f) for f in files], [f.name for f in files],
                                 folder=folder)

    # ------------------------------------------------------------------ private evaluation
    # what dpforest.evaluation reads of a dpforest model

    def _check_private_evaluation(self, caller: str = "private evaluation") -> None:
        """Refused before any record is read: a set lacking a declared group's model (a test
        record of that group could neither be counted, its cell would tell of it, nor refused,
        the refusal would say such a record exists)."""
        lacking = self.lacking()
        if lacking:
            raise ValueError(f"{caller}: this per-group set lacks the model of group(s) "
                             f"{', '.join(group_words(self.column, c) for c in lacking)}: an "
                             f"evaluation of a per-group set needs every declared group's model "
                             f"(the test records of any group may be there). Nothing was read.")

    def _proba_from_codes(self, codes):
        """Each encoded record's probabilities (schema class order) from its own group's model,
        handed the record's codes as that model's own grid reads them: a function of the
        record and the released models alone."""
        import numpy as np

        r = self._routing()
        out = np.zeros((len(codes), len(r.classes)))
        groups = codes[:, r.j]
        for code, model in r.inner.items():
            rows = groups == code
            if rows.any():
                mine = codes[rows]
                maps = r.maps.get(id(model), {})
                if maps:
                    # the set's codes (the union grid) as this model's own grid reads them
                    mine = mine.copy()
                    for j, lookup in maps.items():
                        mine[:, j] = lookup[mine[:, j]]
                out[rows] = model._proba_from_codes(mine)
        return out

    def _overrides_predict_proba_only(self) -> bool:
        return any(m._overrides_predict_proba_only() for m in self._routing().inner.values())

    def _check_container(self, X, *, fitting: bool):
        return next(iter(self._routing().inner.values()))._check_container(X, fitting=fitting)

    def _check_labels(self, y, schema):
        return next(iter(self._routing().inner.values()))._check_labels(y, schema)
