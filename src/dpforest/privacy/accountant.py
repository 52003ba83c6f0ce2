"""A privacy budget across releases: what every model and evaluation about one data set spent.

Each fitted model's ``ledger_`` composes the queries of *that* fit, and its total equals the
``epsilon`` it was given.  Budgets add up over everything released about the same records
(sequential composition): two models fitted at ε = 1 on the same data are together an ε = 2
release, though each ledger says 1.  :class:`PrivacyBudget` keeps that sum for one data set:
a total granted once, a list of releases, and a refusal -- before any record is read -- of a
fit that would take the sum past the total.

It is explicit, not a hidden global default: a fit spends from a budget only through
:meth:`PrivacyBudget.fit` (or :meth:`PrivacyBudget.fit_per_person`, or
:meth:`PrivacyBudget.fit_per_group`), or when its result is booked with
:meth:`PrivacyBudget.spend`.  With a ``path`` the budget lives in a JSON file that
every process working on the data set opens (``PrivacyBudget.open``; ``dpforest budget`` and
``dpforest fit --budget`` on the command line), re-read under a file lock before each check,
so two notebooks or two runs of a script cannot both spend the last of it.

Composition here is the basic theorem for pure ε-DP (Dwork & Roth 2014, Thm. 3.14): the ε of
releases about the same records add.  Releases about *disjoint* records (a training set and a
separate test set) compose in parallel: keep one budget per set of records.  One model per
group of a declared categorical feature (:meth:`PrivacyBudget.fit_per_group`) is such a
partition within one budget: each record is in one group, and the set is booked at ε once.
"""

from __future__ import annotations

import contextlib
import contextvars
import datetime as _dt
import decimal
import json
import math
import numbers
import os
import stat
import tempfile
import threading
import warnings

from .._stack import user_stacklevel
from .._warning_control import about
from ..foreign_arguments import ForeignArgumentsMixin
from ..exceptions import AccountingWarning, DPForestError
from .ledger import BudgetExceededError
from ..contributions import _no_id_column, check_person
from .record_filter import (_check_id_indexes, _dask_rows, _filtered, _kept_rows, _per_row_params,
                            _rows)


def _warn_misaligned_indexes(X, y) -> None:
    """The forests' pairing warning on the caller's own X and y where both are pandas objects
    (imported late, as the forests import this module).  Given only where the caller may see
    the records -- a fit under a budget without a schema -- never under a pinned schema or in
    a budget's evaluation (the plain ``private_confusion_matrix`` / ``private_roc`` warn as a
    plain fit does: the caller's own records): whether two indexes differ follows their
    labels, and an index is often a record's id, so the warning told a test set whose ids run
    0..n-1 from one with an id outside, and an empty set from one record, at no ε."""
    from ..forests.base import _warn_misaligned_indexes as warn

    warn(X, y)

__all__ = ["PrivacyBudget", "BudgetExceededError", "BudgetFileError"]


class BudgetFileError(DPForestError, ValueError):
    """A budget file that is not one, or is damaged: refused rather than read as less spent."""

FORMAT = "dpforest-privacy-budget"
#: the version a file is written as: 1, or 2 where a release links several models
#: (:meth:`PrivacyBudget.fit_per_group`), which versions before 0.6.12 cannot read -- they
#: match a release by its ``model`` key alone and would take such a release for one that
#: names no model, and vouch for any model named against it
VERSION = 1
GROUP_VERSION = 2
READABLE_VERSIONS = (VERSION, GROUP_VERSION)
UNITS = ("record", "person")
_KEYS = ("format", "version", "name", "unit", "total", "schema", "releases", "dpforest_version")
#: a budget file larger than this is no budget file (a data file passed by mistake)
MAX_BUDGET_BYTES = 64 * 1024 * 1024
_REL_TOL = 1e-9     # float sums of budgets that are equal on paper (0.1 + 0.2 vs 0.3)

# one process's threads: a check and the reservation it allows happen together
_THREAD_LOCK = threading.RLock()
#: ``evaluate``'s ``y`` when left out (a model passed first shifts the arguments by one)
_NOT_GIVEN = object()

# set while PrivacyBudget.fit runs a fit: the door (PrivateData) marks it when it reads records,
# so a fit that fails before reading any gives its reservation back, and one that fails after
# keeps it booked (what it read may have left through the failure)
_DOOR_WATCH: contextvars.ContextVar[list | None] = contextvars.ContextVar("dpforest_door_watch",
                                                                         default=None)


#: set while a pinned budget fits Dask collections: the analyst's own graph (a CSV read, their
#: steps, the record filter) is computed inside the fit, so from the Dask door's first task on
#: a failure can depend on a record -- it keeps the fit's reservation and says one fixed thing
_PINNED_DASK: contextvars.ContextVar[bool] = contextvars.ContextVar("dpforest_pinned_dask",
                                                                    default=False)

#: the message of any failure of a pinned Dask fit once its door has started computing
PINNED_DASK_FAILED = (
    "this fit of Dask collections under a pinned schema failed while its records were read or "
    "processed (a value Dask could not read, a step of the graph that failed on a record, a "
    "lost worker, memory, ...).  Under a pin no reason is given, since one could answer a "
    "question about the records, and the fit's epsilon stays booked.  The data owner finds "
    "the cause with Schema.check or by computing the frame")


def pinned_dask_fit() -> bool:
    """Whether a pinned budget's fit of Dask collections is running (see :data:`_PINNED_DASK`)."""
    return _PINNED_DASK.get()


def budget_running() -> bool:
    """Whether this fit runs inside :meth:`PrivacyBudget.fit` (which books it)."""
    return _DOOR_WATCH.get() is not None


def note_records_read(door) -> None:
    """Called by the door when it takes records: marks the running :meth:`PrivacyBudget.fit`
    (and keeps the door, whose ledger :meth:`PrivacyBudget.evaluate` sums)."""
    watch = _DOOR_WATCH.get()
    if watch is not None:
        watch.append(door)


def _real_path(path) -> str:
    """The file a budget path names, links resolved (a second name of the same file must not
    be a second budget: the lock and the replace act on this one), and refused where the file
    has several hard links (a replace would split them into two budgets)."""
    real = os.path.realpath(os.fspath(path))
    if os.path.isdir(real):             # (a folder has several links too: said as what it is)
        raise ValueError(f"{os.fspath(path)!r} is a folder: a budget is a file, name one (in "
                         f"that folder or elsewhere)")
    if os.path.exists(real) and os.stat(real).st_nlink > 1:
        raise ValueError(f"{os.fspath(path)!r} has several hard links: a budget file must have "
                         f"one name (each would become a budget of its own when written)")
    return real


def _check_budget_path(path: str) -> str:
    if path.endswith(".lock"):
        raise ValueError(f"{path!r} is a budget's lock file name: name the budget file itself")
    return path


def _warn_unlocked() -> None:
    try:
        import fcntl  # noqa: F401
    except ImportError:
        import warnings

        warnings.warn("no file lock on this system (POSIX only): do not share a budget file "
                      "between processes that may spend at the same time", RuntimeWarning,
                      stacklevel=3)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _who() -> dict:
    """Who books a release (for the reader: the account, the machine, the process, the
    library version); public facts about the analyst, none about the records."""
    import getpass
    import socket

    try:
        user = getpass.getuser()
    except Exception:       # noqa: BLE001  no login name (a container's numeric user)
        user = str(os.getuid()) if hasattr(os, "getuid") else "?"
    return {"by": f"{user}@{socket.gethostname()}", "pid": os.getpid(),
            "dpforest": _dpforest_version()}


def _dpforest_version() -> str:
    import dpforest

    return dpforest.__version__


def _written_since_pins(d: dict, releases: list) -> bool:
    """Whether a budget file was last written by a version that pins schemas, all of which
    write the ``schema`` key: it says so (``dpforest_version``, written since 0.6.52), or one
    of its releases was booked by such a version (each release names its version since pins
    came, and a later write rewrites the whole file).  A file of a version before pins has
    neither -- nor has one that a version from 0.5.0 to 0.6.51 made and nothing has booked
    in yet, which therefore still opens unpinned without the key."""
    return "dpforest_version" in d or any("dpforest" in r for r in releases)


def _gone(release: dict) -> bool:
    """Whether a 'running' release's process is known to have ended (same machine only)."""
    import socket

    by, pid = release.get("by", ""), release.get("pid")
    if release.get("status") != "running" or not by.endswith("@" + socket.gethostname()):
        return False
    return process_ended(pid)


def process_ended(pid) -> bool:
    """Whether process ``pid`` of this machine is known to have ended (False where unknown:
    not a process id, no permission to ask, or Windows, where ``os.kill(pid, 0)`` would end
    the process instead of asking)."""
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0 or os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OSError):
        return False
    return False


def _json_epsilon(eps: float):
    return "inf" if math.isinf(eps) else eps


#: the status of a fit whose model the command line could not write (its ε stays booked)
UNSAVED = "fitted, model file not written"


def _link(model) -> dict:
    """``{"model": fingerprint, "content": digest}`` of a fitted dpforest model a release
    books, else ``{}``: the budget's link from a release to the model it was (a release
    statement reads both: the fit by its fingerprint, what it released by the digest).  A
    list of models (:meth:`PrivacyBudget.fit_per_group`: one release, several models) links
    each, ``{"models": [fingerprint, ...], "contents": [digest or None, ...]}``, the two lists
    paired by position."""
    from ..fingerprint import content_digest, model_fingerprint

    from sklearn.pipeline import Pipeline

    if isinstance(model, list):
        # a model without a fingerprint is left out of the link: a statement then counts its
        # epsilon again (more, never less)
        links = [k for k in (_link(m) for m in model) if k.get("model")]
        if not links:
            return {}
        return {"models": [k["model"] for k in links],
                "contents": [k.get("content") for k in links]}
    if isinstance(model, Pipeline) and model.steps:
        # a pipeline's release is its final step's model (whose statement is read)
        model = model.steps[-1][1]
    fp = model_fingerprint(model) if model is not None else None
    if fp is None and getattr(model, "best_estimator_", None) is not None:
        # a model selection: its release is the model it chose (whose statement is read)
        model = model.best_estimator_
        fp = model_fingerprint(model)
    if fp is None:
        return {}
    content = content_digest(model)
    return {"model": fp, **({} if content is None else {"content": content})}


def linked_fingerprints(release: dict) -> list:
    """The fingerprints of the models a budget's release links: its ``"model"`` and every one
    of its ``"models"`` (a per-group fit's), none for a release that links no model."""
    fps = [release["model"]] if release.get("model") is not None else []
    models = release.get("models")
    return fps + (list(models) if isinstance(models, list) else [])


def linked_content(release: dict, fingerprint: str):
    """The content digest a release records beside ``fingerprint`` (None: none recorded)."""
    if release.get("model") == fingerprint:
        return release.get("content")
    models, contents = release.get("models"), release.get("contents")
    if isinstance(models, list) and fingerprint in models and isinstance(contents, list):
        # (one digest per model: _link writes it so, and the reader refuses other lengths)
        return contents[models.index(fingerprint)]
    return None


def _check_link_lists(release: dict) -> None:
    """A release's ``"models"`` and ``"contents"`` (a per-group fit's link) as the budget
    writes them: a list of fingerprints, and a list as long of digests (or None); else the
    file is damaged (a text in their place would match any fingerprint it contains)."""
    if "models" not in release and "contents" not in release:
        return
    models, contents = release.get("models"), release.get("contents")
    if not isinstance(models, list) or not models \
            or not all(isinstance(m, str) and m for m in models) or len(set(models)) != len(models):
        raise ValueError("a release whose models are not a list of distinct fingerprints")
    # one digest (or None) per model, always written: a list left short or out would read as
    # links recorded before digests were, whose content no statement checks
    if not isinstance(contents, list) or len(contents) != len(models) \
            or not all(c is None or isinstance(c, str) for c in contents):
        raise ValueError("a release whose contents are not one digest per model")
    if "model" in release or "content" in release:
        raise ValueError("a release that links one model and a list of them")


def say_if_nearly_all_left_out(model) -> None:
    """After a fit under a pinned schema: where the model's released noisy size (``noisy_n_``)
    is below one noise standard deviation of its query, say that either the records are few
    against that noise or the filter left out nearly every record (a price given as the
    target of a classifier, tags joined into one label: no record fits the declared classes),
    a fit that spent its ε on next to nothing.  One standard deviation, not three: a small
    table at a small ε reads within three of 0 as a rule, and was told its records were
    dropped.  Read from the released size and its query's ε alone (both public), never from
    the records."""
    import warnings

    from .._stack import user_stacklevel
    from ..exceptions import InputWarning

    # a list of models (a per-group fit's): their sizes summed against the sum's noise, so
    # that an empty group, a normal part of a partition, says nothing alone
    from ..forests.base import released_size

    sizes = [released_size(m) for m in (model if isinstance(model, list) else [model])]
    if not sizes or any(v is None for v in sizes):
        return
    n = math.fsum(v[0] for v in sizes)
    sd = math.sqrt(math.fsum(v[1] for v in sizes))
    if n < sd:
        warnings.warn(
            f"this fit's released noisy size (noisy_n_ = {n:.0f}) is below one standard "
            f"deviation ({sd:.0f}) of its noise: either the records are few against the noise "
            f"at this epsilon, or the pinned schema left out nearly every record (labels that "
            f"are none of the declared classes -- a measured target such as a price, several "
            f"tags joined into one label -- or columns of another layout), and the fit spent "
            f"its epsilon on next to nothing.  The data owner checks the data with "
            f"schema.check(X, y) (dpforest schema-check)", InputWarning,
            stacklevel=user_stacklevel())


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


class BudgetFigure(float):
    """A budget's figure (``total``, ``spent``, ``remaining``): a plain float, which says, when
    called as diffprivlib's accountant's methods are (``acc.remaining()``, ``acc.total()``),
    what to write instead -- Python's own "'float' object is not callable" did not."""

    _NAME = "figure"

    def __call__(self, *args, **kwargs):
        if args or kwargs:
            # called with arguments, it is not a diffprivlib habit: pandas calls what is
            # callable in assign(x=budget.remaining) or where(cond, budget.remaining)
            return float(self)
        said = {"total": "budget.total is the budget's limit, a number, not a method; "
                         "diffprivlib's acc.total() (what was spent) is budget.spent here",
                "spent": "budget.spent is a number, not a method: write budget.spent",
                "remaining": "budget.remaining is a number, not a method: write budget.remaining "
                             "(diffprivlib's acc.remaining())"}
        raise TypeError(said.get(self._NAME, "this figure is a number, not a method"))

    def __reduce__(self):
        return float, (float(self),)          # pickled, copied and saved as the plain float


def _figure(name: str, value):
    """``value`` as the :class:`BudgetFigure` named ``name`` (None stays None)."""
    if value is None:
        return None
    out = BudgetFigure(value)
    out._NAME = name
    return out


def _check_total(total):
    if total is None:
        return None
    if isinstance(total, bool) or not isinstance(total, numbers.Real) \
            or not math.isfinite(total) or total <= 0:
        raise ValueError(f"total must be a finite number > 0 (or None: no limit, only a "
                         f"record), got {total!r}")
    return _figure("total", float(total))


def float_hint(value, accepts) -> str:
    """``" (float(epsilon) converts it)"`` where ``value``, a text or a ``Decimal``, converts
    to a float that ``accepts`` takes, else ``""``: "got '1.0'" read as if 1.0 were refused,
    and a hint for ``'inf'``, ``'0'`` or ``'nan'`` only led to a second refusal."""
    if not isinstance(value, (str, decimal.Decimal)):
        return ""
    try:
        converted = float(value)
    except ValueError:
        return ""
    return " (float(epsilon) converts it)" if accepts(converted) else ""


def _check_epsilon(epsilon, what: str = "epsilon") -> float:
    if isinstance(epsilon, bool) or not isinstance(epsilon, numbers.Real):
        # the type named, and the conversion where it would be taken (the estimators' own
        # check says it so too)
        convert = float_hint(epsilon, lambda e: not math.isnan(e) and e > 0)
        raise ValueError(f"{what} must be a number > 0 (an int or a float), got a "
                         f"{type(epsilon).__name__}: {epsilon!r}{convert}")
    if math.isnan(epsilon) or epsilon <= 0:
        raise ValueError(f"{what} must be a number > 0, got {epsilon!r}")
    return float(epsilon)


def _is_dpforest(estimator) -> bool:
    from ..forests.base import DPForestBase
    from ..model_selection import PrivateModelSelector

    return isinstance(estimator, (DPForestBase, PrivateModelSelector))


def _is_search(estimator) -> bool:
    """A scikit-learn search or cross-validating wrapper (GridSearchCV, RandomizedSearchCV, the
    halving searches, CalibratedClassifierCV, RFECV): an estimator with ``cv`` among its
    parameters that wraps another (``estimator``, ``param_grid`` or
    ``param_distributions``)."""
    try:
        params = estimator.get_params(deep=False)
    except Exception:                                    # not a scikit-learn estimator
        return False
    return "cv" in params and ("estimator" in params or "param_grid" in params
                               or "param_distributions" in params)


def _schema_features(step) -> list:
    """The feature names of the schema ``step`` (or, a selector without one of its own, its
    first candidate) declares; none where it declares none (the fit refuses that itself)."""
    schemas = [_params(step).get("schema")]
    schemas += [_params(c).get("schema") for c in getattr(step, "candidates", None) or ()]
    sch = next((x for x in schemas if x is not None), None)
    if isinstance(sch, dict):
        return [f.get("name") for f in sch.get("features", ()) if isinstance(f, dict)]
    return list(getattr(sch, "feature_names", ()))


def _private_step(estimator):
    """The dpforest estimator that spends: ``estimator`` itself, or the last step of a Pipeline
    whose other steps learn nothing from the records (what such a step learns -- means, scales,
    categories -- would ship with the pipeline exactly, outside any ε, so a budget refuses it)."""
    from sklearn.pipeline import Pipeline

    from ..forests.base import _learning_step_text, _learns

    if isinstance(estimator, Pipeline):
        learning = [_learning_step_text(name, step) for name, step in estimator.steps[:-1]
                    if _learns(step)]
        if learning:
            raise ValueError(
                f"a budget books epsilon-DP releases, and the Pipeline's step"
                f"{'s' * (len(learning) > 1)} {', '.join(learning)} learn"
                f"{'s' * (len(learning) == 1)} from the records without noise (what they learn "
                f"ships with the pipeline, and a step that makes its columns from the values it "
                f"meets, pd.get_dummies, tells by them which values occur, outside any "
                f"epsilon): fit the dpforest estimator "
                f"on the columns as they are (it takes mixed columns and missing values), or a "
                f"pipeline of transforms with public constants only")
        estimator = estimator.steps[-1][1]
    if _is_search(estimator):
        raise TypeError(
            f"a budget books one release per fit, and {type(estimator).__name__} fits its "
            f"candidates several times on overlapping records (each fit spends its epsilon "
            f"again, and the scores read raw held-out records): choose among candidates with "
            f"budget.fit(PrivateModelSelector(candidates, epsilon, schema), X, y), which spends "
            f"the one epsilon it is given (docs/model_selection.md)")
    if not _is_dpforest(estimator):
        raise TypeError(f"a budget fits dpforest's estimators (or a Pipeline ending in one), "
                        f"got {type(estimator).__name__}: another estimator's epsilon, if it "
                        f"has one, is not a privacy budget")
    return estimator


def _refuse_run_ledger(ledger, name: str) -> None:
    tool = getattr(ledger, "fitted_in", None)
    if tool:
        raise ValueError(
            f"this {name} is one fit of {tool}, which fits estimators several times on "
            f"overlapping records: book the whole run (budget.spend(k x epsilon, what=...), k "
            f"its fits per record), or choose models with PrivateModelSelector through "
            f"budget.fit")


def _objects(estimator) -> list:
    """The estimator and, for a Pipeline, its steps: what a fit changes in place."""
    steps = getattr(estimator, "steps", None) or []
    return [estimator] + [step for _, step in steps if hasattr(step, "__dict__")]


def _params(estimator) -> dict:
    try:
        return estimator.get_params(deep=False)
    except Exception:   # not an estimator at all
        return {}


def _planned_epsilon(estimator, epsilon=None) -> float:
    """What fitting ``estimator`` will spend per record, from its public parameters alone: its
    ``epsilon`` (or the ``epsilon`` it will be given), or more where a paper's own accounting
    spends more than it is given."""
    eps = _check_epsilon(_params(estimator)["epsilon"] if epsilon is None else epsilon,
                         f"{type(estimator).__name__}'s epsilon")
    recipe = getattr(estimator, "_recipe_epsilon", None)
    return float(recipe(eps)) if callable(recipe) else eps


def _group_feature(schema, by):
    """(index, feature) of the declared categorical feature ``by`` a per-group fit cuts the
    records by; anything else is refused by name (public: the schema alone)."""
    from ..schema import Categorical

    if not isinstance(by, str):
        raise ValueError(f"by must name a categorical feature of the estimator's schema, got "
                         f"{type(by).__name__}")
    if by not in schema.feature_names:
        raise ValueError(f"by={by!r} is not a feature of the estimator's schema: the groups "
                         f"are the declared categories of one of its categorical features")
    j = schema.feature_names.index(by)
    feature = schema.features[j]
    if not isinstance(feature, Categorical):
        kind = "an ordinal" if hasattr(feature, "levels") else "a numeric"
        raise ValueError(f"by={by!r} is {kind} feature: the groups of a per-group fit are the "
                         f"declared categories of a Categorical feature (cut a numeric one "
                         f"into declared categories of a column of its own)")
    return j, feature


def person_release_cost(unit: str, person_epsilon: float, row_epsilon: float) -> float:
    """What a release made with at most k rows a person (each row at ``row_epsilon``, the
    person at ``person_epsilon``, at least k × ``row_epsilon``) costs in a budget's ``unit``:
    the person's ε per person; per record twice the row ε -- the rows kept of each person are
    drawn, so one more record can push out another kept row of its person, and two rows
    change.  That holds at k = 1 too, where it is twice the person's ε: the person-level
    guarantee covers adding or removing a whole person, not a change among one person's rows
    (a person with one kept row of two is a mixture whose likelihood ratio reaches
    (1 + e^(2ε)) / 2 > e^ε)."""
    return person_epsilon if unit == "person" else 2 * row_epsilon


#: PrivacyBudget's total when none was given (None is a total: no limit)
_NO_TOTAL = object()


def _say_unbooked_fit_of(X, y) -> None:
    """Warn (once per X or y object) when a fit outside any budget was given this very X, or
    this very y, before in this process (a Pipeline's forest is given a transformed X but the
    caller's y): its ε is on no budget, so the budget now reads less than these records have
    spent.  From object identities alone, never contents; a copy is not compared."""
    from ..forests.base import unbooked_fit_of

    found = unbooked_fit_of(X, y)
    if found is not None:
        name, which = found
        this = "this X (the very object) was" if which == "X" else \
            "this y (the very object, fitted there beside another X than this one: a pipeline's " \
            "transformed X, other columns or rows of it) was"
        warnings.warn(
            f"{this} given to a {name}'s fit outside any budget before in "
            f"this process: that fit spent its epsilon on these records too, and no budget "
            f"counts it, so this budget reads less than they have spent.  Book it "
            f"(budget.spend(model), before publishing it) or, if it is not released, say so in "
            f"the release's note.", AccountingWarning, stacklevel=user_stacklevel())


class _PinnedMismatch(ValueError):
    """A budget file's pinned declaration that does not match its digest."""


def _declared_digest(pinned: dict) -> str | None:
    """The digest of a budget file's pinned declaration as :meth:`Schema.digest` computes it,
    or None where the declaration cannot be read as a schema."""
    from ..schema import Schema

    try:
        with warnings.catch_warnings():
            # read again on every refresh: the declaration's own notices were said at creation
            warnings.simplefilter("ignore")
            return Schema.from_dict(pinned["declaration"]).digest()
    except Exception:           # noqa: BLE001  any unreadable declaration: damaged
        return None


def _declaration_differences(pinned: dict, schema, most: int = 4) -> str:
    """Where a schema's declaration differs from a pinned one, in words ("'income': another
    upper than the pinned 50000"): the column, the key and the pinned value, the data owner's
    public declaration, only.  The estimator's own values are never quoted: a schema built in
    Python with ``Schema.from_dataframe`` can take a column's categories from the records (a
    pandas Categorical's), which a message must not show; the user can read their own schema.
    '' where nothing can be told (not a schema)."""
    try:
        mine = schema.to_dict()
    except Exception:
        return ""
    said = []
    theirs = {f.get("name"): f for f in pinned.get("features", [])}
    ours = {f.get("name"): f for f in mine.get("features", [])}
    # every one listed, then cut below with the rest: "and 2 more" for 26 more undercounted
    for name in [n for n in theirs if n not in ours]:
        said.append(f"{name!r} pinned, not declared here")
    if any(n not in theirs for n in ours):
        # not named, nor counted: after one-hot encoding or a pivot, column names (and how
        # many there are) can be record values
        said.append("features declared here that the pinned schema lacks")
    for name in [n for n in theirs if n in ours]:
        a, b = theirs[name], ours[name]
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                said.append(f"{name!r}: another {key} than the pinned {a.get(key)!r}")
    for key in sorted((set(pinned) | set(mine)) - {"features"}):
        if pinned.get(key) != mine.get(key):
            said.append(f"another {key} than the pinned {pinned.get(key)!r}")
    if [f.get("name") for f in pinned.get("features", [])] != \
            [f.get("name") for f in mine.get("features", [])] and not said:
        said.append("the features in another order")
    more = len(said) - most
    return "; ".join(said[:most]) + (f"; and {more} more" if more > 0 else "")


class PrivacyBudget(ForeignArgumentsMixin):
    """The ε granted for one data set, and every release spent from it.

    Parameters
    ----------
    total : float or None
        The ε the data owner grants for everything released about these records.  None: no
        limit (the budget only records what was spent).
    unit : {'record', 'person'}, default='record'
        What the ε protects: one record (row), or one person with several rows (then only
        :meth:`fit_per_person` fits, and models must carry a per-person bound).
    path : str or path-like, optional
        A new JSON file to keep the budget in (refused if it exists: open an existing budget
        with :meth:`open`, so a log is never overwritten).  Without it the budget lives in
        this object only.
    name : str, optional
        What the data set is, for the reader ("patients 2024").
    schema : Schema, optional
        The data owner's schema, pinned: a fit with another declaration is refused before it
        reads a record, and no value refuses a fit (records that do not fit are left out one
        by one, silently: every such fit gives one fixed ``InputWarning`` saying so, never
        which or how many).  Pin it wherever the budget guards the records from whoever spends
        it: unpinned, a fit whose records do not fit its declaration is refused at no ε, so
        trying one bound after another finds a record's value for free.

    Attributes
    ----------
    spent : float
        The sum of the releases' ε (sequential composition).
    remaining : float
        ``total - spent`` (∞ without a total).
    releases : list of dict
        One per release, oldest first: ``what``, ``epsilon``, ``status`` (``'released'``,
        ``'running'`` while a fit holds its reservation, ``'failed after reading records'``,
        ``'fitted, model file not written'`` where ``dpforest fit`` could not save the model),
        ``at`` (UTC time), ``by`` (account@machine), ``pid``, ``dpforest`` (version),
        ``note`` where one was given and, where the release is a fitted model (:meth:`fit`,
        :meth:`fit_per_person`, :meth:`spend` of a model, ``dpforest fit --budget``), ``model``:
        its :func:`~dpforest.fingerprint.model_fingerprint`, by which a release statement finds
        the model's own release (and ``content``, the digest of what it released); a release of
        several models (:meth:`fit_per_group`) has ``models`` and ``contents`` instead, one
        fingerprint and one digest per model.

    Examples
    --------
    >>> budget = PrivacyBudget(total=2.0, name="patients", schema=schema)  # doctest: +SKIP
    >>> budget.fit(DPForestClassifier(epsilon=1, schema=schema), X, y)   # doctest: +SKIP
    >>> budget.remaining                                              # doctest: +SKIP
    1.0
    >>> budget.fit(DPForestClassifier(epsilon=1.5, schema=schema), X, y)  # doctest: +SKIP
    BudgetExceededError: this release (DPForestClassifier) would spend epsilon=1.5 per record;
    1 of the budget's 2 is left (1 spent by 1 release of 'patients'). Nothing was read or fitted.
    """

    #: diffprivlib's BudgetAccountant(epsilon=..., delta=...) and its spent_budget habits
    _foreign_advice = {
        "epsilon": "a budget's epsilon is its total: PrivacyBudget(total=3.0) (total=None "
                   "records releases with no limit)",
        "spent_budget": "a budget's releases are booked by its own fit / spend calls "
                        "(budget.spend(epsilon, what=...) for a release made elsewhere)",
        "slack": "dpforest is pure epsilon-DP: a budget has a total epsilon and no delta slack",
    }

    #: diffprivlib's BudgetAccountant attributes read from a budget: what dpforest has instead
    _foreign_attributes = {
        "spent_budget": "budget.spent is the epsilon spent so far (a property, a float) and "
                        "budget.releases the releases, oldest first",
        "epsilon": "budget.total is the total epsilon (a property; diffprivlib's total() is "
                   "what was spent, here budget.spent)",
        "delta": "dpforest is pure epsilon-DP: every release has delta = 0",
        "slack": "dpforest is pure epsilon-DP: a budget has a total epsilon and no delta slack",
        "set_default": "dpforest has no default budget: book a fit with budget.fit(model, X, y)",
        "pop_default": "dpforest has no default budget: book a fit with budget.fit(model, X, y)",
        "load_default": "dpforest has no default budget: book a fit with budget.fit(model, X, y)",
    }

    def __enter__(self):
        # diffprivlib's `with accountant:` made it the default for the block; Python's own
        # refusal ("does not support the context manager protocol") named no way on
        raise TypeError(f"a {type(self).__name__} is not a context manager: dpforest has no "
                        f"default budget (diffprivlib's `with accountant:` set one); book each "
                        f"release with budget.fit(model, X, y), budget.evaluate(...) or "
                        f"budget.spend(...)")

    def __exit__(self, *exc):
        return False

    def __getattr__(self, name):
        # only reached for names the budget lacks; pickling and copying probe dunder names
        advice = type(self)._foreign_attributes.get(name)
        if advice is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r} "
                             f"(diffprivlib's accountant has it): {advice}")

    def __init__(self, total=_NO_TOTAL, *, unit: str = "record", path=None,
                 name: str | None = None, schema=None, _layout: dict | None = None):
        if total is _NO_TOTAL:
            # PrivacyBudget(path="budget.json") meant to open a file: Python's own message
            # named only a missing argument
            raise TypeError(
                "PrivacyBudget(...) makes a new budget and needs total= (the epsilon granted, "
                "or None for no limit)" + ("; to open an existing budget file, use "
                                           "PrivacyBudget.open(path)" if path is not None else ""))
        if unit not in UNITS:
            raise ValueError(f"unit must be one of {UNITS}, got {unit!r}")
        if name is not None and not isinstance(name, str):
            raise TypeError(f"name must be a string, got {type(name).__name__}")
        from ..schema import Schema

        if schema is not None and not isinstance(schema, Schema):
            raise TypeError(f"schema must be a dpforest Schema (the declaration every fit must "
                            f"use), got {type(schema).__name__}")
        self.total = _check_total(total)
        self.unit = unit
        self.name = name
        self.schema = (None if schema is None else
                       {"digest": schema.digest(), "declaration": schema.to_dict()})
        self._releases: list[dict] = []
        # (the command line's CSV layout of the pinned schema file: `dpforest fit --budget`
        # reads a file only as that layout says)
        self._extra: dict = {} if _layout is None else {"csv_layout": _layout}
        # an in-memory budget belongs to this process: a forked child would spend a copy
        self._pid = os.getpid()
        self.path = None if path is None else _check_budget_path(_real_path(path))
        if self.path is not None and not os.path.isdir(os.path.dirname(self.path) or "."):
            # a new budget's folder (opening one in a missing folder says "no budget file")
            raise ValueError(f"the folder of the budget file {os.fspath(path)!r} does not "
                             f"exist; create it first")
        if self.path is not None and self.schema is not None and \
                _declared_digest(json.loads(json.dumps(self.schema))) != self.schema["digest"]:
            # refused now, not when the file is opened again (as damaged)
            raise ValueError("this schema cannot be pinned in a budget file: its declaration "
                             "does not read back from the file as the same schema (categories "
                             "given as tuples, say: declare them as plain values)")
        if self.path is not None:
            _warn_unlocked()
            with self._locked():
                self._write(create=True)

    # ------------------------------------------------------------------ file
    @classmethod
    def open(cls, path) -> "PrivacyBudget":
        """The budget kept in ``path`` (made by ``PrivacyBudget(total, path=...)`` or
        ``dpforest budget FILE --create``); every later spend is written back to it."""
        budget = cls.__new__(cls)
        budget.path = _check_budget_path(_real_path(path))
        if not os.path.exists(budget.path):
            raise FileNotFoundError(f"no budget file {os.fspath(path)!r}")
        _warn_unlocked()
        # read without the lock: a write replaces the file in one step, so any read sees a
        # whole version (and an auditor with read access only can open it)
        budget._read()
        return budget

    def refresh(self) -> "PrivacyBudget":
        """Re-read a file's budget (what other processes spent since); every figure and
        report of a file's budget does this first.  Returns the budget."""
        if self.path is not None:
            self._read()
        return self

    def __reduce__(self):
        # a copy in another process (joblib, multiprocessing, Dask) would spend the whole
        # total again on its own: an in-memory budget is not copied, a file's is its path
        if self.path is None:
            raise TypeError("an in-memory PrivacyBudget cannot be copied or sent to another "
                            "process (each copy would spend the total again): give it a file, "
                            "PrivacyBudget(total, path=...), and open it there by its path")
        return (PrivacyBudget.open, (self.path,))

    def __copy__(self):
        self.__reduce__()                   # (an in-memory budget: refused)
        return PrivacyBudget.open(self.path)

    def __deepcopy__(self, memo):
        return self.__copy__()

    @contextlib.contextmanager
    def _locked(self):
        """An exclusive lock on the budget file's lock file while it is read and written (POSIX;
        elsewhere the file is still replaced atomically, but two processes are not serialised)."""
        with _THREAD_LOCK:
            if self.path is None:
                yield
                return
            try:
                import fcntl
            except ImportError:     # Windows
                yield
                return
            lock_path = self.path + ".lock"
            # the lock file takes the budget file's permissions (a group that may write the
            # budget may lock it), set when this process makes it
            mode = os.stat(self.path).st_mode & 0o666 if os.path.exists(self.path) else 0o666
            # never through a link, nor onto anything but a plain file of one name: in a shared
            # folder another member could put a link to a file of the spender's there, whose
            # permissions the fchmod below would then set
            try:
                fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK,
                             mode)
            except OSError as e:
                raise BudgetFileError(f"{lock_path} (the budget's lock file) could not be opened "
                                      f"as a plain file ({os.strerror(e.errno)}): remove it "
                                      f"if it is a link or not a file") from None
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1:
                os.close(fd)
                raise BudgetFileError(f"{lock_path} (the budget's lock file) is not a plain "
                                      f"file of one name: remove it")
            with os.fdopen(fd, "r+") as lock:
                with contextlib.suppress(OSError):
                    if info.st_uid == os.getuid() and hasattr(os, "fchmod"):
                        os.fchmod(fd, mode)
                fcntl.flock(lock, fcntl.LOCK_EX)
                try:
                    yield
                finally:
                    fcntl.flock(lock, fcntl.LOCK_UN)

    def _read(self) -> None:
        # one fixed message for anything that is not a budget file: a data file passed by
        # mistake must not have its bytes or layout quoted back (a decoder's or JSON parser's
        # reason says where a byte sits and what the file starts with)
        not_budget = BudgetFileError(f"{self.path} is not a dpforest privacy budget")
        from .._plain_file import FileTooLargeError, NotPlainFileError, read_plain_file

        try:
            raw = read_plain_file(self.path, MAX_BUDGET_BYTES)
        except (NotPlainFileError, FileTooLargeError):
            raise not_budget from None
        # a repeated key refused as in model files (the model loader's object hook)
        from ..io import _DuplicateKey, _unique_keys

        try:
            d = json.loads(raw.decode("utf-8"), object_pairs_hook=_unique_keys)
        except _DuplicateKey:
            # json keeps a repeated key's last value: '"releases": []' appended to a spent
            # budget read as nothing spent, the real releases still there for a reader
            # that takes the first
            raise BudgetFileError(f"{self.path} is a damaged privacy budget (a key repeats): it "
                                  f"is refused rather than read as less spent than it "
                                  f"records") from None
        except (ValueError, RecursionError):
            # (ValueError: JSON's own errors, a file that is not UTF-8, and a number of more
            # digits than Python reads)
            raise BudgetFileError(f"{self.path} is not a dpforest privacy budget (not valid "
                                  f"JSON: another kind of file, or a budget cut short or "
                                  f"edited out of shape)") from None
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise BudgetFileError(f"{self.path} is not a dpforest privacy budget (format {FORMAT!r})")
        if d.get("version") not in READABLE_VERSIONS or isinstance(d.get("version"), bool):
            raise BudgetFileError(f"{self.path} is a budget file of version {d.get('version')!r}; "
                                  f"this dpforest reads versions "
                                  f"{', '.join(map(str, READABLE_VERSIONS))}")
        try:
            total = _check_total(d["total"])
            unit = d["unit"]
            if unit not in UNITS:
                raise ValueError(f"unit {unit!r}")
            if not isinstance(d["releases"], list) or \
                    not all(isinstance(r, dict) for r in d["releases"]):
                raise ValueError("its releases are not a list of release records")
            releases = [dict(r) for r in d["releases"]]
            pinned = d.get("schema")
            if pinned is None and "csv_layout" in d:
                # the command line's layout is written with a pin only: a pin deleted by hand
                # would fit unpinned, and refuse a record at no epsilon where the pin left it out
                raise _PinnedMismatch("a pinned schema's CSV layout without the pinned schema")
            if "schema" not in d and _written_since_pins(d, releases):
                # every version that pins writes the key (null when unpinned): its absence is a
                # pin deleted by hand, which would let fits be judged by any schema
                raise _PinnedMismatch("the 'schema' key, which every version since pins "
                                      "writes, is missing; if the budget is meant to pin no "
                                      "schema, its data owner writes \"schema\": null")
            if pinned is not None and not (isinstance(pinned, dict)
                                           and isinstance(pinned.get("digest"), str)):
                raise ValueError("schema without a digest")
            if pinned is not None and _declared_digest(pinned) != pinned["digest"]:
                # an edited bound or category would pin another schema under the old digest
                raise _PinnedMismatch("its pinned schema's declaration does not match its digest")
            for r in releases:
                r["epsilon"] = _check_epsilon(math.inf if r["epsilon"] == "inf" else r["epsilon"],
                                              "a release's epsilon")
                if not isinstance(r.get("what"), str) or not isinstance(r.get("status"), str):
                    raise ValueError("a release without what / status")
                _check_link_lists(r)
        except (KeyError, TypeError, ValueError, OverflowError) as e:
            why = ("rather than let fits be judged by a schema its data owner did not pin"
                   if isinstance(e, _PinnedMismatch) else
                   "rather than read as less spent than it records")
            said = f"the key {e.args[0]!r} is missing" if isinstance(e, KeyError) and e.args else e
            raise BudgetFileError(f"{self.path} is a damaged privacy budget ({said}): it is refused "
                                  f"{why}") from None
        self.total, self.unit, self.name, self._releases = (_figure("total", total), unit,
                                                            d.get("name"), releases)
        self.schema = pinned
        # keys a data owner added (who granted it, until when) are kept through every write
        self._extra = {k: v for k, v in d.items() if k not in _KEYS}

    def _write(self, create: bool = False) -> None:
        """The budget written to a new file beside ``path``, flushed to disk, then put in
        place in one step: ``os.replace`` over the old one, or -- ``create`` -- ``os.link``,
        which fails if a file of that name appeared meanwhile (never overwritten)."""
        if self.path is None:
            return
        version = GROUP_VERSION if any("models" in r for r in self._releases) else VERSION
        d = {**self._extra, "format": FORMAT, "version": version, "name": self.name,
             "unit": self.unit, "total": self.total, "schema": self.schema,
             "releases": [{**r, "epsilon": _json_epsilon(r["epsilon"])} for r in self._releases],
             "dpforest_version": _dpforest_version()}
        folder = os.path.dirname(self.path)
        fd, tmp = tempfile.mkstemp(prefix=".budget-", dir=folder)
        try:
            # readable as a file made by open() would be (mkstemp makes it owner-only), so a
            # budget several people share stays readable to them after anyone writes it; set
            # through the descriptor (by name, a link put in the file's place meanwhile would
            # have had its target's permissions changed)
            from ..io import _set_mode

            mode = os.stat(self.path).st_mode & 0o777 if not create else 0o666 & ~_umask()
            _set_mode(fd, tmp, mode)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(d, f, indent=1, allow_nan=False)
                f.write("\n")
                f.flush()
                os.fsync(f.fileno())
            if create:
                try:
                    os.link(tmp, self.path)
                except FileExistsError:
                    # (a notebook cell run again: said how to reopen the file, never
                    # reopened here, since the total given now may not be the file's)
                    raise FileExistsError(
                        f"{self.path} exists, and PrivacyBudget(total, path=...) makes a new "
                        f"budget file (it never overwrites one): reopen the existing budget, "
                        f"with its own total and every release it records, by "
                        f"PrivacyBudget.open({self.path!r}).  For a cell run again: p = "
                        f"{self.path!r}; budget = PrivacyBudget.open(p) if os.path.exists(p) "
                        f"else PrivacyBudget(total=..., path=p) (a total given again is not "
                        f"applied to an existing file)") from None
                os.remove(tmp)
            else:
                os.replace(tmp, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.remove(tmp)
            raise

    @contextlib.contextmanager
    def _transaction(self):
        """The file's latest state under the lock, written back afterwards."""
        if self.path is None and getattr(self, "_pid", os.getpid()) != os.getpid():
            raise RuntimeError("this in-memory PrivacyBudget was made in another process (a "
                               "fork copies it, and each copy would spend the total again): "
                               "give it a file, PrivacyBudget(total, path=...)")
        with self._locked():
            if self.path is not None:
                self._read()
            yield
            self._write()

    # ------------------------------------------------------------------ figures
    @property
    def releases(self) -> list[dict]:
        """The releases, oldest first (a file's as it is now)."""
        self.refresh()
        return [dict(r) for r in self._releases]

    def _linking(self, fingerprint) -> list[int]:
        """The positions of the releases (as last read) that link the model of
        ``fingerprint`` (none for None): where a model was booked already."""
        if not fingerprint:
            return []
        return [i for i, r in enumerate(self._releases) if fingerprint in linked_fingerprints(r)]

    @property
    def spent(self) -> float:
        """The sum of the releases' ε (a file's as it is now)."""
        self.refresh()
        return _figure("spent", self._spent())

    @property
    def remaining(self) -> float:
        """What is left of the total (∞ without one; 0 when over it).  A property, a float:
        diffprivlib's accountant has a method, ``remaining()``, which here is
        ``budget.remaining`` (calling it says so: :class:`BudgetFigure`).  A float difference (2 − 1.1 is 0.8999999999999999): compare it with
        :func:`math.isclose`; the budget's own checks allow for such sums."""
        self.refresh()
        return _figure("remaining", self._remaining())

    def _spent(self) -> float:
        return math.fsum(r["epsilon"] for r in self._releases)

    def _remaining(self) -> float:
        if self.total is None:
            return math.inf
        return max(self.total - self._spent(), 0.0)

    @property
    def over(self) -> bool:
        """Whether more than the total is booked (a total lowered by hand in the file, or a
        release booked at ∞ on an unlimited budget that was later given a total)."""
        self.refresh()
        return self._over()

    def _over(self) -> bool:
        spent = self._spent()
        return self.total is not None and spent > self.total and not math.isclose(
            spent, self.total, rel_tol=_REL_TOL)

    def _refuse_above(self, epsilon: float, what: str,
                      tail: str = "Nothing was read or fitted.") -> None:
        if self.total is None:
            return
        after = self._spent() + epsilon
        if after > self.total and not math.isclose(after, self.total, rel_tol=_REL_TOL):
            why = (" (an infinite epsilon: no privacy at all, which no finite budget covers; "
                   "a paper's own accounting that reads an exact count spends one)"
                   if math.isinf(epsilon) else "")
            n = len(self._releases)
            # ten digits: '1 of the budget's 1 is left (1e-07 spent)' read as a contradiction
            raise BudgetExceededError(
                f"{what} would spend epsilon={epsilon:.10g} per {self.unit}{why}; "
                f"{self._remaining():.10g} of the budget's {self.total:.10g} is left "
                f"({self._spent():.10g} spent by {n} release{'s' * (n != 1)}"
                f"{' of ' + repr(self.name) if self.name else ''})." + (f" {tail}" if tail else ""),
                requested=float(epsilon), spent=float(self._spent()), total=float(self.total),
                unit=self.unit)

    def check(self, epsilon, what: str = "this release") -> bool:
        """True if ``epsilon`` more fits in what is left; else raise
        :class:`BudgetExceededError` (diffprivlib's ``check`` answers the same way).  ``what``
        names the release in that refusal; a number there is diffprivlib's delta, which a pure
        ε-DP budget has none of: refused as :meth:`spend` refuses it."""
        if what is None:            # (as spend takes it)
            what = "this release"
        if not isinstance(what, str):
            raise TypeError(f"what must be a string naming the release, got "
                            f"{type(what).__name__} (this budget is pure epsilon-DP: there is "
                            f"no delta to pass, as diffprivlib's check(epsilon, delta) takes)")
        eps = _check_epsilon(epsilon)
        self.refresh()
        self._refuse_above(eps, what, "")
        return True

    # ------------------------------------------------------------------ spending
    def spend(self, release, what: str | None = None, *, note: str | None = None) -> float:
        """Book a release made outside :meth:`fit`; returns the ε booked.

        ``release`` is an ε (then ``what`` is required: the log is read by whoever checks the
        budget), a fitted dpforest estimator or selector, or a Pipeline ending in one (its
        ``ledger_.epsilon``; a per-person budget reads its ``person_bound_``), a ``Ledger``
        (one of ε per kept row of a person bound costs twice that per record, as its model),
        or a private evaluation (``dpforest.evaluation.NoisyConfusion`` / ``NoisyROC``: its
        ``epsilon``, per test record or, with a person bound, per person).  Book a release
        *before* publishing it (or run it through :meth:`evaluate`, which reserves first): a
        refused spend raises :class:`BudgetExceededError` and books nothing.  A model fitted
        inside a search or cross-validation is refused: the search spent several fits.
        """
        if what is not None and not isinstance(what, str):
            raise TypeError(f"what must be a string saying what was released, got "
                            f"{type(what).__name__} (this budget is pure epsilon-DP: there is "
                            f"no delta to pass)")
        eps, default_what = self._epsilon_of(release)
        if what is None and default_what is None:
            raise TypeError("spend(epsilon, what): say what was released (the log is read by "
                            "whoever checks the budget)")
        # the caller's own words are quoted in a refusal ("booking 'too much' would spend"),
        # the release's own description is not
        said = default_what if what is None else repr(what)
        what = default_what if what is None else what
        link = _link(release)
        with self._transaction():
            self._refuse_above(eps, f"booking {said}", "Nothing was booked: do not publish it.")
            again = [i + 1 for i in self._linking(link.get("model"))]
            if again:
                # booked all the same (counting a release twice over-states the spend, never
                # under-states it); said first, so that this warning raised as an error books
                # nothing, as every refused spend
                warnings.warn(
                    f"this {type(release).__name__} was booked already (release "
                    f"{', '.join(map(str, again))} of this budget records its fingerprint): "
                    f"it is now counted again.  A model fitted through budget.fit is booked by "
                    f"that fit; book a model once.", AccountingWarning,
                    stacklevel=user_stacklevel())
            self._releases.append({**self._entry(what, eps, "released", note), **link})
        from ..forests.base import note_booked

        steps = getattr(release, "steps", None)
        note_booked(steps[-1][1] if steps else release)
        return eps

    def _entry(self, what: str, eps: float, status: str, note) -> dict:
        if note is not None and not isinstance(note, str):
            raise TypeError(f"note must be a string, got {type(note).__name__}")
        return {"what": what, "epsilon": eps, "status": status, "at": _now(), **_who(),
                **({"note": note} if note else {})}

    def _epsilon_of(self, release) -> tuple[float, str | None]:
        from .ledger import Ledger

        if isinstance(release, numbers.Real) and not isinstance(release, bool):
            return _check_epsilon(release), None
        if isinstance(release, Ledger):
            if self.unit == "person":
                raise ValueError("this budget counts epsilon per person and a Ledger counts "
                                 "rows: book the model (with its person bound) instead")
            _refuse_run_ledger(release, "Ledger")
            eps = float(release.epsilon)
            if getattr(release, "per_kept_row", False):
                # ε per kept row of a person-bounded release: per record it costs twice that
                # (one more record can push out another kept row), as its model books
                eps = person_release_cost("record", float(release.person_epsilon or 0.0), eps)
            return _check_epsilon(eps), "a release (its Ledger)"
        steps = getattr(release, "steps", None)
        if steps and hasattr(steps[-1][1], "ledger_"):
            release = steps[-1][1]
        _refuse_run_ledger(getattr(release, "ledger_", None), type(release).__name__)
        # a model's bound where it records one (files of earlier versions kept it in their CSV
        # layout: read as show and load_model read it), or an evaluation's
        if hasattr(release, "ledger_"):
            from ..contributions import person_bound

            bound = person_bound(release)
        else:
            bound = getattr(release, "person_bound", None)
        name = type(release).__name__
        if hasattr(release, "ledger_") or hasattr(release, "ledger"):
            ledger = getattr(release, "ledger_", None) or release.ledger
            per_record = float(ledger.epsilon)
            if self.unit == "person":
                if not bound:
                    raise ValueError(
                        f"this budget counts epsilon per person, and the {name} was fitted on "
                        f"rows: a person with k rows paid k x {per_record:g}. Fit with "
                        f"fit_per_person (it bounds the rows a person has), or spend "
                        f"k x epsilon yourself")
                return _check_epsilon(float(bound["person_epsilon"])), f"{name} (per person)"
            if bound:
                per_record = person_release_cost("record", float(bound["person_epsilon"]),
                                                 per_record)
            return _check_epsilon(per_record), name
        if _is_dpforest(release) or (steps and _is_dpforest(steps[-1][1])):
            # a dpforest estimator (or a Pipeline ending in one) that has not been fitted yet
            raise TypeError(f"spend books what a fitted model spent, and this {name} is not "
                            f"fitted: book it after fit (or fit it through budget.fit, which "
                            f"books it)")
        raise TypeError(f"spend takes an epsilon, a fitted dpforest estimator, a Ledger or a "
                        f"private evaluation, got {name}")

    def _check_schema(self, step) -> None:
        """A budget that pins a schema fits only with that declaration (an analyst who could
        vary the bounds could read record values from which declarations the data fit)."""
        if self.schema is None:
            return
        schemas = [_params(step).get("schema")]
        schemas += [_params(c).get("schema") for c in getattr(step, "candidates", None) or ()]
        for sch in schemas:
            if sch is None:
                continue
            if not hasattr(sch, "digest") or sch.digest() != self.schema["digest"]:
                differs = _declaration_differences(self.schema["declaration"], sch)
                raise ValueError(
                    f"this budget pins the schema its data owner declared (digest "
                    f"{self.schema['digest'][:8]}), and the {type(step).__name__} has another"
                    + (f" ({differs})" if differs else "") + ": fit with the pinned one "
                    "(PrivacyBudget.pinned_schema(); on the command line, `dpforest budget "
                    "FILE --schema-out SCHEMA.json` writes it as a schema file)")

    def _filter_schema(self, step):
        """The schema a pinned budget judges records by: the estimator's own (checked equal to
        the pinned one by :meth:`_check_schema`), or the pinned one where the estimator
        declares none itself (a selector whose candidates carry it)."""
        own = getattr(step, "schema", None)
        return own if own is not None else self.pinned_schema()

    def pinned_schema(self):
        """The schema the budget pins (None if it pins none)."""
        from ..schema import Schema

        self.refresh()
        return None if self.schema is None else Schema.from_dict(self.schema["declaration"])

    def fit(self, estimator, X, y=None, *, note: str | None = None, conform: bool = False,
            **fit_params):
        """``estimator.fit(X, y, **fit_params)``, spent from this budget.

        The fit's ε (its ``epsilon``, or what a paper's own accounting spends) is checked
        against what is left and reserved before any record is read; refused, nothing is read
        and nothing changes.  Once fitted, the model's composed ``ledger_.epsilon`` is booked.
        A fit refused by its input gives its reservation back; one that fails once the door
        holds the records keeps it booked.  ``note``: a line for the log (what it is for).
        ``conform`` (a budget that pins the schema, in-memory data): each record first read as
        a fitted model reads new ones (:meth:`~dpforest.schema.Schema.conform`, record by
        record, never refusing: a number beyond a bound at the bound, a value outside a
        declared set missing where the column allows it), as ``dpforest fit --conform`` reads
        a file; ``schema.conform(X)`` called first refuses a record it cannot repair, which
        under a pinned schema would tell of that record.  Returns the fitted estimator.
        """
        if conform is not False and conform is not True:
            raise TypeError(f"conform must be True or False, got {conform!r}")
        if conform and self.schema is None:
            raise ValueError("conform=True reads records under the budget's pinned schema: this "
                             "budget pins none (without one, fit on schema.conform(X, warn=False): "
                             "its warnings name what it repaired, which tells of single "
                             "records)")
        if self.unit == "person":
            raise ValueError("this budget counts epsilon per person: fit with "
                             "budget.fit_per_person(estimator, X, y, person=..., max_rows=..., "
                             "person_epsilon=...)")
        step = _private_step(estimator)
        self._check_schema(step)
        planned = _planned_epsilon(step)
        what = type(step).__name__ + ("" if step is estimator else f" in a {type(estimator).__name__}")
        _say_unbooked_fit_of(X, y)
        if self.schema is not None:
            self._refuse_unfilterable(estimator, step, X)
            from ..dask_data import is_dask_collection as _is_dask
            if conform and _is_dask(X):
                # public: the container's kind; refused before anything is reserved
                raise ValueError("conform=True is for in-memory data (a Dask fit leaves out "
                                 "the records the schema does not accept)")

            def fit():
                # under a pinned schema no value refuses the fit: a record that does not fit
                # it is left out, each on its own (refusals would name columns for free); said
                # once the budget has room for the fit, before any record is read
                self._say_records_left_out()
                from ..dask_data import is_dask_collection

                if is_dask_collection(X):
                    if fit_params:
                        raise TypeError("a pinned budget's fit of Dask collections takes no "
                                        "fit parameters")
                    # lazy; public refusals only
                    kept = _dask_rows(self._filter_schema(step), X, y)
                    token = _PINNED_DASK.set(True)
                    try:
                        out = estimator.fit(*kept)
                    finally:
                        _PINNED_DASK.reset(token)
                    say_if_nearly_all_left_out(step)
                    return out
                # a missing group id or a weight other than 1 leaves its record out too; the
                # groups' pairing with X checked first, by the objects alone (no label of either
                # index read: :func:`_check_id_indexes`), the kept rows handed on with fresh
                # indexes (the fit's own check must not see which rows were left out; no X / y
                # pairing warning under the pin: :func:`_warn_misaligned_indexes`)
                _check_id_indexes(X, by_identity=True, groups=fit_params.get("groups"))
                Xc, yc, keep = _filtered(self._filter_schema(step), X, y, params=fit_params,
                                         conform=conform)
                out = estimator.fit(_kept_rows(Xc, keep), _kept_rows(yc, keep),
                                    **_per_row_params(fit_params, keep))
                # the caller's own X and y, not the kept rows' copies, are what an evaluation,
                # score or an inspection tool would be handed again (a private evaluation
                # of the training records was not told so under a pin)
                from ..forests.base import _remember_training_objects

                _remember_training_objects(step, X, y)
                say_if_nearly_all_left_out(step)
                return out
        else:
            def fit():
                if step is not estimator:
                    # a Pipeline's steps before the forest run on the records before its door
                    # does, so from their first call on a failure can depend on a record (a
                    # step refusing one value, its message quoting it): the reservation stays
                    # booked from there, as after the door.  The forest's own settings are
                    # checked first, as its fit checks them before reading, so a slip in them
                    # still spends nothing
                    step._checked_settings()
                    note_records_read(None)
                return estimator.fit(X, y, **fit_params)
        return self._run(planned, what, fit, lambda: float(step.ledger_.epsilon),
                         _objects(estimator), note=note, model=step)

    def _say_records_left_out(self) -> None:
        """One fixed warning, at the first fit of this budget object under its pinned schema,
        before any record is read: the record filter leaves out what does not fit without a
        word (a count or a column would tell of the records), so an analyst in Python learns
        here, as ``dpforest fit --budget`` says on its own line, that the owner's
        ``Schema.check`` is the way to know.  Once per object (a lesson of three fits said it
        three times); whether it is said depends on the object alone, never on the records."""
        import warnings

        from .._stack import user_stacklevel
        from ..exceptions import InputWarning

        if getattr(self, "_said_left_out", False):
            return
        self._said_left_out = True
        warnings.warn(
            "this budget pins the schema, so records that do not fit it are left out silently "
            "(none is refused, and nothing says which or how many): the data owner checks the "
            "data first with schema.check(X, y) (on the command line, dpforest schema-check "
            "DATA.csv --schema SCHEMA.json)", InputWarning, stacklevel=user_stacklevel())

    def _refuse_unfilterable(self, estimator, step, X) -> None:
        """Where the pinned schema cannot pick out the records that fit it (public facts)."""
        if step is not estimator:
            raise TypeError("a budget that pins a schema fits the dpforest estimator itself (the "
                            "records it leaves out are judged by that schema, which describes "
                            "the columns as the estimator sees them), not a Pipeline")

    def fit_per_person(self, estimator, X, y, *, person, max_rows: int, person_epsilon: float,
                       note: str | None = None):
        """:func:`dpforest.contributions.fit_per_person`, spent from this budget in its unit:
        ``person_epsilon`` on a per-person budget; on a per-record one twice the ε per row
        (the rows kept of a person are drawn, so one more record can push out another kept
        row and two rows change: :func:`person_release_cost`)."""
        from ..contributions import fit_per_person, row_epsilon
        from ..dask_data import is_dask_collection

        if any(is_dask_collection(v) for v in (X, y, person)):
            # said from the types alone, before the budget or the records are touched (a
            # pinned budget's record filter would otherwise be the one to refuse, naming itself)
            raise TypeError("fit_per_person works on data in memory (it bounds each person's "
                            "rows there): compute the Dask collections first")
        step = _private_step(estimator)
        self._check_schema(step)
        check_person(X, person, _schema_features(step))
        # (row_epsilon checks both arguments first)
        spent_row = _planned_epsilon(step, row_epsilon(person_epsilon, max_rows))
        planned = person_release_cost(self.unit, max(float(person_epsilon), max_rows * spent_row),
                                      spent_row)
        _say_unbooked_fit_of(X, y)

        def booked():
            return self._epsilon_of(step)[0]

        def fit():
            if self.schema is None:
                return fit_per_person(estimator, X, y, person=person, max_rows=max_rows,
                                      person_epsilon=person_epsilon)
            self._say_records_left_out()
            _check_id_indexes(X, by_identity=True, person=person)
            Xc, yc, keep = _filtered(self._filter_schema(step), X, y, person)
            ids = person if isinstance(person, str) else _kept_rows(person, keep)
            out = fit_per_person(estimator, _kept_rows(Xc, keep), _kept_rows(yc, keep),
                                 person=ids, max_rows=max_rows, person_epsilon=person_epsilon)
            say_if_nearly_all_left_out(step)
            return out

        if self.schema is not None:
            self._refuse_unfilterable(estimator, step, X)
        return self._run(planned, f"{type(step).__name__} per person", fit, booked,
                         _objects(estimator), note=note, model=step)

    def fit_per_group(self, estimator, X, y, *, by: str, note: str | None = None) -> dict:
        """One clone of ``estimator`` fitted on each group of records cut by the categorical
        feature ``by``, booked as one release at the ε of one fit (parallel composition).

        Groups cut by one attribute of each record are disjoint: each record is in exactly one
        of them and is read by that group's fit only, so the set of per-group models protects
        every record at the ε of one fit, not at one ε per group (a second ``budget.fit`` per
        group would book each again).  The ε (the estimator's ``epsilon``, or what a paper's
        own accounting spends) is checked against what is left and reserved once, before any
        record is read, and the release is booked at the most any group's model composed
        (``ledger_.epsilon``), linked to every group's model, so that a release statement of
        any one of them finds it booked.

        The groups are the feature's **declared** categories, in the schema's order, plus
        ``None`` for missing values where the feature allows them -- never the values found in
        the records, since which groups occur is itself a fact about the records.  A group
        that no record falls in is fitted on zero rows (a model of noise alone, as any fit of
        no records), not skipped or refused.  Each record's group is its own value of ``by``,
        encoded by the estimator's schema (:meth:`~dpforest.schema.Schema.encode`).

        Parameters
        ----------
        estimator : dpforest estimator (unfitted)
            The estimator itself, with a schema that declares ``by`` (a Pipeline is refused:
            the groups are read from the columns as the estimator sees them).  It is not
            fitted: each group's model is ``sklearn.base.clone(estimator)``.
        X : DataFrame or 2-d array
            The training records, in memory (Dask collections are refused).
        y : array-like of shape (n_samples,)
            Their labels.
        by : str
            The name of a :class:`~dpforest.schema.Categorical` feature of the estimator's
            schema (a numeric or ordinal feature, or a name the schema does not declare, is
            refused before anything is reserved or read).
        note : str, optional
            A line for the log (what the models are for).

        Returns
        -------
        GroupModels
            A dict: each declared category of ``by`` (and ``None`` where it allows missing
            values) -> that group's fitted model, in the schema's order.  It also serves the
            set as one model (:class:`dpforest.GroupModels`): ``predict(X)`` and
            ``predict_proba(X)`` route each record to its own group's model, ``save(folder)``
            writes the files ``dpforest predict FOLDER`` reads, and the private evaluations
            take it like one model.

        Notes
        -----
        As :meth:`fit`: without a pinned schema, a record that does not fit the estimator's
        schema refuses the whole call (the estimator's own ``SchemaError``) and gives the
        reservation back; under a pinned schema such records are left out, each on its own and
        without a word, before the rest are grouped.  A failure once a group's fit has read
        records keeps the reservation booked, and no model is returned.  Only a per-record
        budget fits per group (a per-person budget takes :meth:`fit_per_person`).

        Examples
        --------
        >>> models = budget.fit_per_group(DPForestClassifier(1.0, schema), X, y,
        ...                               by="sex")                      # doctest: +SKIP
        >>> list(models)                                                 # doctest: +SKIP
        ['female', 'male']
        >>> models.predict(X_new)          # each record by its group's model  # doctest: +SKIP
        >>> budget.spent                                                 # doctest: +SKIP
        1.0
        """
        from sklearn.base import clone
        from sklearn.pipeline import Pipeline

        from ..dask_data import is_dask_collection

        # every refusal below is of the arguments' types and the public schema, before the
        # budget reserves anything or any record is read
        if self.unit == "person":
            raise ValueError("this budget counts epsilon per person: fit_per_group fits rows; "
                             "fit per person with budget.fit_per_person(estimator, X, y, "
                             "person=..., max_rows=..., person_epsilon=...)")
        if any(is_dask_collection(v) for v in (X, y)):
            raise TypeError("fit_per_group works on data in memory (it cuts the records into "
                            "their groups there): compute the Dask collections first")
        if isinstance(estimator, Pipeline):
            raise TypeError("fit_per_group fits the dpforest estimator itself (its groups are "
                            "read by the estimator's schema, which describes the columns as "
                            "the estimator sees them), not a Pipeline")
        step = _private_step(estimator)
        self._check_schema(step)
        schema = self._group_schema(step)
        j, feature = _group_feature(schema, by)
        if any(_params(e).get("n_samples") is not None
               for e in [step, *(getattr(step, "candidates", None) or ())]):
            # a size declared public for the whole table would size every group's model as the
            # whole table (its depth and leaf share) and be stated as each group's public count
            raise ValueError(
                f"fit_per_group: the {type(step).__name__} (or a candidate of it) declares "
                f"n_samples (the whole table's size, as public): no group has that many "
                f"records, and how many each "
                f"has is not public.  Leave n_samples=None, so that each group's fit releases "
                f"its own noisy size")
        planned = _planned_epsilon(step)
        # the groups: every declared category, then the missing code where it is allowed
        # (codes 0 .. K-1, and K: Schema.missing_code)
        keys = list(feature.categories) + ([None] if feature.allow_missing else [])
        what = f"{type(step).__name__} per group of {by!r} ({len(keys)} groups, parallel)"
        _say_unbooked_fit_of(X, y)
        # y a column of the caller's X that the schema declares a feature (the usual slip):
        # said once here, for the caller's X and y; each group's fit, handed copies of its
        # rows under the same names, does not say it again
        from ..forests.base import _warn_target_among_features, label_warning_said

        _warn_target_among_features(schema, X, y)
        fitted: list = []

        def fit():
            from ..forests.base import _remember_training_objects
            from ..schema import as_pandas

            # the caller's own X and y checked for their pairing (the groups' rows go on with
            # fresh indexes, paired by position)
            if self.schema is None:
                _warn_misaligned_indexes(X, y)
                # every record judged first, in every column, as the estimator's door would
                # encode it: a record that does not fit refuses the whole call before any
                # group's fit reads one (judging only the grouping column let a bad value
                # elsewhere refuse inside its group's fit, after the groups before it had read
                # records and booked the reservation: the log then told which group held it)
                codes = schema.encode(as_pandas(X))[:, j]
                from .record_filter import _label_column

                labels = _label_column(y)
                schema.encode_labels(labels)
                if len(labels) != len(codes):
                    from ..schema import SchemaError

                    raise SchemaError("X and y have different numbers of rows")
                Xk, yk = X, y
            else:
                # under a pinned schema no value refuses the fit: a record that does not fit
                # it is left out, each on its own, before the rest are grouped
                self._say_records_left_out()
                Xc, yc, keep = _filtered(self._filter_schema(step), X, y)
                Xk, yk = _kept_rows(Xc, keep), _kept_rows(yc, keep)
                codes = schema.encode(as_pandas(Xk), features=[j])[:, 0]
            models = {}
            for code, key in enumerate(keys):
                rows = codes == code
                model = clone(estimator)
                # each group's notices (a constant model, a small budget) say which group's
                # model they are about: the column's name and a declared category, public
                with about(f"the model of group {by}={key!r}" if key is not None
                           else f"the model of group {by} missing", group_column=by), \
                        label_warning_said():
                    model.fit(_kept_rows(Xk, rows), _kept_rows(yk, rows))
                # which records it describes, kept by model files and shown by `dpforest show`
                # (a group's model read as a whole-table one would be served to every group);
                # public: the column's name and a declared category
                # (a model selection's release is the model it chose: that one says it too)
                for m in (model, getattr(model, "best_estimator_", None)):
                    if m is not None:
                        m.group_ = {"column": by, "category": key}
                        # the caller's own X and y, not the group's copy, are what score
                        # and scikit-learn's inspection tools would be handed again
                        _remember_training_objects(m, X, y)
                models[key] = model
            fitted.extend(models.values())
            if self.schema is not None:
                say_if_nearly_all_left_out(fitted)
            return models

        def booked():
            return max(float(m.ledger_.epsilon) for m in fitted)

        from ..per_group import GroupModels

        # the dict it always was (category -> model), which also serves the set as one model
        return GroupModels._of_fit(self._run(planned, what, fit, booked, _objects(estimator),
                                             note=note, model=fitted))

    def _group_schema(self, step):
        """The schema that declares a per-group fit's groups: the estimator's own, else the
        pinned one, else its candidates' (a selector that declares none itself)."""
        from ..schema import Schema

        sch = _params(step).get("schema")
        if sch is None and self.schema is not None:
            sch = self.pinned_schema()
        if sch is None:
            sch = next((_params(c).get("schema") for c in getattr(step, "candidates", None) or ()
                        if _params(c).get("schema") is not None), None)
        if isinstance(sch, dict):
            sch = Schema.from_dict(sch)
        if not isinstance(sch, Schema):
            raise ValueError(f"fit_per_group reads the groups from the estimator's schema, and "
                             f"the {type(step).__name__} has none: give it schema=...")
        return sch

    def evaluate(self, function, model, X, y=_NOT_GIVEN, *, note: str | None = None,
                 out_of_domain: str = "conform", **kwargs):
        """``function(model, X, y, **kwargs)`` -- a private evaluation such as
        :func:`dpforest.evaluation.private_confusion_matrix` or ``private_roc`` -- reserved
        before it runs and booked before its result is handed back (booking its result with
        :meth:`spend` afterwards would hand the numbers over first).  Its ``epsilon`` is per
        test record, or per test person with ``person`` and ``max_rows`` (a per-person budget
        needs them).  Keep the test records' budget apart from the training records' only if
        they are disjoint records (docs/epsilon.md).

        No test record's value refuses the release (a refusal would tell of that record
        without noise).  ``out_of_domain``: ``'conform'`` (default) reads each test record as
        the fitted model reads new records, :meth:`~dpforest.schema.Schema.conform` record by
        record -- a number beyond a bound at the bound, a value outside a declared set missing
        where the feature allows missing values -- so the figures describe the model as it
        predicts in use; ``'drop'`` leaves such records out instead.  Either way a record that
        still does not fit (a value outside a set with no missing code, text in a numeric
        column, a label that is not a class) is left out, each on its own and without a word:
        the figures then describe the other records (check the test file with
        ``schema.check`` first, the data owner's tool, so that none is left out unseen).
        ``model`` may be a fitted Pipeline ending in a dpforest model: the records go through
        its steps first, as its predict runs them, and are judged as its last step reads them."""
        from ..dask_data import is_dask_collection
        from ..evaluation import private_confusion_matrix, private_roc

        if function not in (private_confusion_matrix, private_roc) and hasattr(function, "predict"):
            # budget.evaluate(model, X, y, epsilon=...): the evaluation to run comes first
            raise TypeError("budget.evaluate takes the private evaluation to run first: "
                            "budget.evaluate(private_confusion_matrix, model, X, y, epsilon=...) "
                            "(or private_roc), both from dpforest.evaluation")
        if y is _NOT_GIVEN:
            raise TypeError("budget.evaluate(function, model, X, y, epsilon=...) needs the test "
                            "labels y")
        if function not in (private_confusion_matrix, private_roc):
            raise TypeError("budget.evaluate runs dpforest's private evaluations "
                            "(dpforest.evaluation.private_confusion_matrix or private_roc): "
                            "another function's releases it could not count (book those with "
                            "spend, before publishing them)")

        eps = _check_epsilon(kwargs.get("epsilon"), "epsilon")
        person = kwargs.get("person")
        if self.unit == "person" and person is None:
            raise ValueError("this budget counts epsilon per person: pass person= and "
                             "max_rows= (a person with k test records pays k x epsilon)")
        if self.unit == "record" and person is not None:
            from ..contributions import row_epsilon

            eps = person_release_cost("record", eps, row_epsilon(eps, kwargs.get("max_rows")))
        if is_dask_collection(X):
            raise TypeError("budget.evaluate takes in-memory test records (pandas, numpy)")
        if out_of_domain not in ("conform", "drop"):
            raise ValueError(f"out_of_domain must be 'conform' or 'drop', got {out_of_domain!r}")
        if person is not None:
            # before the reservation (said as the evaluation says it: a feature dropped as an
            # id column would have been refused as a column X lacks)
            from sklearn.pipeline import Pipeline

            from ..evaluation import _fitted_model, _unwrap_threshold

            check_person(X, person, _fitted_model(_unwrap_threshold(
                model[-1] if isinstance(model, Pipeline) else model)[0]).schema_.feature_names)
        got, doors = [], []

        def run():
            # no value refuses the release: a test record the model's schema does not accept
            # is left out, each on its own (a refusal would name columns for free)
            from sklearn.pipeline import Pipeline

            from ..evaluation import _fitted_model, _through_pipeline_each, _unwrap_threshold

            # a Pipeline's steps first, as its predict runs them (each record on its own), so
            # that the records are judged as its last step reads them; a record a step cannot
            # transform is left out on its own (a refusal would tell of it at no epsilon).  The
            # test records are private with or without a pin: no pairing warning either
            _check_id_indexes(X, by_identity=True, person=person)
            target, Xin, pin, yin = model, X, person, y
            if isinstance(model, Pipeline):
                target, Xin, pin, ok = _through_pipeline_each(model, X, person)
                yin = _rows(y, ok)
            if isinstance(pin, str):
                # X's id column, as the evaluation itself takes it: the ids apart, and the
                # records judged on the schema's columns (the column is no feature)
                from ..schema import as_pandas

                frame = as_pandas(Xin)
                if not hasattr(frame, "columns") or pin not in frame.columns:
                    raise _no_id_column(pin)       # (a Pipeline's steps dropped it)
                pin, Xin = frame[pin], frame.drop(columns=[pin])
            # the evaluation below is handed the kept rows' copies: whether these are the
            # model's training objects is told here, of the caller's own (identities only)
            from ..evaluation import _note_training_records

            _note_training_records(model, X, y, function.__name__)
            # the schema of the forest that predicts: a selector's winner, a threshold
            # wrapper's model (their own refusals, by type, come from _fitted_model)
            Xc, yc, keep = _filtered(_fitted_model(_unwrap_threshold(target)[0]).schema_, Xin, yin,
                                     pin, conform=out_of_domain == "conform")
            kw = dict(kwargs)
            if pin is not None and not isinstance(pin, str):
                kw["person"] = _kept_rows(pin, keep)
            # (the doors it opens are noted in _run's watch, `doors`: a failure after one read
            # records keeps the reservation, and booked() sums their ledgers; the kept rows go
            # on with fresh indexes, the caller's X and y having been checked for their pairing)
            out = function(target, _kept_rows(Xc, keep), _kept_rows(yc, keep), **kw)
            got.append(out)
            return out

        def booked():
            # what every door the call opened composed (two evaluations in one call book two)
            opened = [d for d in doors if d is not None]
            if self.unit == "person":
                return max(eps, len(opened) * float(got[0].person_bound["person_epsilon"]))
            return max(eps, math.fsum(float(d.ledger.epsilon) for d in opened))

        what = function.__name__ + ("" if kwargs.get("by") is None else f" by {kwargs['by']}")
        return self._run(eps, what, run, booked, note=note,
                         tail="Nothing was computed.", watch=doors)

    def _run(self, planned: float, what: str, fit, booked, objects=(),
             tail: str = "Nothing was read or fitted.", note: str | None = None,
             watch: list | None = None, model=None):
        """Reserve ``planned``, run ``fit()``, book ``booked()``.  The reservation is given
        back only if the fit failed before the door took any record; if booking the outcome
        fails (the file was removed or damaged meanwhile), the ``objects`` the fit changed in
        place are put back as they were, so no unbooked model is left in the caller's hands.
        ``watch``: the list the doors opened during ``fit()`` are noted in (the caller's, to
        read them in ``booked()``).  ``model``: the fitted model the release is, whose
        :func:`~dpforest.fingerprint.model_fingerprint` the release records (``"model"``), so
        a release statement names this model's release and no other's; a list (filled by
        ``fit()``): the models one release is, each recorded (``"models"``, :func:`_link`)."""
        with self._transaction():
            self._refuse_above(planned, f"this release ({what})", tail)
            entry = self._entry(what, planned, "running", note)
            self._releases.append(entry)
        before = [(o, dict(o.__dict__)) for o in objects]
        watch = [] if watch is None else watch
        token = _DOOR_WATCH.set(watch)
        try:
            result = fit()
        except BaseException:
            _DOOR_WATCH.reset(token)
            self._settle(entry, None if not watch else planned, "failed after reading records")
            raise
        _DOOR_WATCH.reset(token)
        try:
            # the ledger's composed ε (equal to the plan for every sound accounting; never
            # booked below the plan: the reservation was what the check allowed)
            self._settle(entry, max(planned, booked()), "released", _link(model))
        except BaseException:
            for o, state in before:
                o.__dict__.clear()
                o.__dict__.update(state)
            raise
        return result

    def _mark_unsaved(self, model) -> None:
        """Say in the log that the release linked to ``model`` (or to a list of models, one
        release) was fitted but never written to a file: its status becomes :data:`UNSAVED`.
        Its ε stays booked (the records were read), and a release statement, which covers only
        ``'released'`` models, no longer names a model file nobody can hold."""
        link = _link(model)
        fps = set(link.get("models", [])) | ({link["model"]} if link.get("model") else set())
        if not fps:
            return
        with self._transaction():
            for i, r in enumerate(self._releases):
                if r.get("status") == "released" and (r.get("model") in fps or
                                                      fps & set(r.get("models") or ())):
                    self._releases[i] = {**r, "status": UNSAVED}

    def _settle(self, entry: dict, epsilon: float | None, status: str,
                link: dict | None = None) -> None:
        """Replace the running reservation ``entry`` (found by its time and what, in the file's
        latest state) by its outcome; ``epsilon`` None removes it.  ``link``: keys the outcome
        adds (the fitted model's fingerprint)."""
        link = link or {}
        with self._transaction():
            for i, r in enumerate(self._releases):
                if r.get("status") == "running" and r["what"] == entry["what"] \
                        and r["at"] == entry["at"] and r["epsilon"] == entry["epsilon"] \
                        and r.get("pid") == entry["pid"] and r.get("by") == entry["by"]:
                    if epsilon is None:
                        del self._releases[i]
                    else:
                        self._releases[i] = {**r, "epsilon": epsilon, "status": status, **link}
                    return
            # the reservation is gone from the file (edited by hand): book the outcome anew
            if epsilon is not None:
                self._releases.append({**entry, "epsilon": epsilon, "status": status, **link})

    # ------------------------------------------------------------------ reading
    def to_frame(self):
        """One row per release: what, epsilon, status, at, by (account@machine), note; a
        ``'running'`` release whose process has ended (killed mid-fit: still counted, as
        :meth:`report` says) has the status ``'running (process ended)'``."""
        import pandas as pd

        self.refresh()
        rows = [{**r, "status": "running (process ended)"} if r.get("status") == "running"
                and _gone(r) else r for r in self._releases]
        return pd.DataFrame(rows, columns=["what", "epsilon", "status", "at", "by", "note"])

    def report(self) -> str:
        """The budget in words: total, spent, left, and each release (who, when, what)."""
        self.refresh()
        spent, over = self._spent(), self._over()
        head = (f"Privacy budget{' for ' + repr(self.name) if self.name else ''} "
                f"(epsilon per {self.unit}, releases about the same "
                f"{'people' if self.unit == 'person' else 'records'} add up): "
                + (f"{spent:g} of {self.total:g} spent, {self._remaining():g} left"
                   if self.total is not None else f"{spent:g} spent, no limit set")
                + ("  ** OVER BUDGET: more is booked than the total **" if over else ""))
        lines = [head]
        if self.schema is not None:
            lines.append(f"  pins the schema with digest {self.schema['digest'][:8]}")
        from ..io import printable

        for r in self._releases:
            status = "" if r["status"] == "released" else f"  [{r['status']}" + (
                f": process {r.get('pid')} has ended; still counted" if _gone(r) else "") + "]"
            # texts given by users (a note, a file name) with their control characters shown
            # as escapes: a line break in one must not print as another release's line
            lines.append(f"  {printable(r['at'])}  {r['epsilon']:g}  {printable(r['what'])}"
                         + (f"  by {printable(r['by'])}" if r.get("by") else "")
                         + (f"  -- {printable(r['note'])}" if r.get("note") else "") + status)
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        import html

        return f"<pre>{html.escape(self.report())}</pre>"

    def __repr__(self) -> str:
        self.refresh()
        total = "None" if self.total is None else f"{self.total:g}"
        return (f"PrivacyBudget(total={total}, spent={self._spent():g}, "
                f"remaining={self._remaining():g}, releases={len(self._releases)}, "
                f"unit={self.unit!r}"
                + (f", name={self.name!r}" if self.name else "")
                + (f", path={self.path!r}" if self.path else "") + ")")
