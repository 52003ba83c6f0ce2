"""A privacy budget across releases: what every model and evaluation about one data set spent.

Each fitted model's ``ledger_`` composes the queries of *that* fit, and its total equals the
``epsilon`` it was given.  Budgets add up over everything released about the same records
(sequential composition): two models fitted at ε = 1 on the same data are together an ε = 2
release, though each ledger says 1.  :class:`PrivacyBudget` keeps that sum for one data set:
a total granted once, a list of releases, and a refusal -- before any record is read -- of a
fit that would take the sum past the total.

It is explicit, not a hidden global default: a fit spends from a budget only through
:meth:`PrivacyBudget.fit` (or :meth:`PrivacyBudget.fit_per_person`), or when its result is
booked with :meth:`PrivacyBudget.spend`.  With a ``path`` the budget lives in a JSON file that
every process working on the data set opens (``PrivacyBudget.open``; ``dpforest budget`` and
``dpforest fit --budget`` on the command line), re-read under a file lock before each check,
so two notebooks or two runs of a script cannot both spend the last of it.

Composition here is the basic theorem for pure ε-DP (Dwork & Roth 2014, Thm. 3.14): the ε of
releases about the same records add.  Releases about *disjoint* records (a training set and a
separate test set) compose in parallel: keep one budget per set of records.
"""

from __future__ import annotations

import contextlib
import contextvars
import datetime as _dt
import json
import math
import numbers
import os
import tempfile
import threading

from .ledger import BudgetExceededError

__all__ = ["PrivacyBudget", "BudgetExceededError", "BudgetFileError"]


class BudgetFileError(ValueError):
    """A budget file that is not one, or is damaged: refused rather than read as less spent."""

FORMAT = "dpforest-privacy-budget"
VERSION = 1
UNITS = ("record", "person")
_REL_TOL = 1e-9     # float sums of budgets that are equal on paper (0.1 + 0.2 vs 0.3)

# one process's threads: a check and the reservation it allows happen together
_THREAD_LOCK = threading.RLock()

# set while PrivacyBudget.fit runs a fit: the door (PrivateData) marks it when it reads records,
# so a fit that fails before reading any gives its reservation back, and one that fails after
# keeps it booked (what it read may have left through the failure)
_DOOR_WATCH: contextvars.ContextVar[list | None] = contextvars.ContextVar("dpforest_door_watch",
                                                                         default=None)


def budget_running() -> bool:
    """Whether this fit runs inside :meth:`PrivacyBudget.fit` (which books it)."""
    return _DOOR_WATCH.get() is not None


def note_records_read() -> None:
    """Called by the door when it takes records: marks the running :meth:`PrivacyBudget.fit`."""
    watch = _DOOR_WATCH.get()
    if watch is not None:
        watch.append(True)


def _real_path(path) -> str:
    """The file a budget path names, links resolved (a second name of the same file must not
    be a second budget: the lock and the replace act on this one), and refused where the file
    has several hard links (a replace would split them into two budgets)."""
    real = os.path.realpath(os.fspath(path))
    if os.path.exists(real) and os.stat(real).st_nlink > 1:
        raise ValueError(f"{os.fspath(path)!r} has several hard links: a budget file must have "
                         f"one name (each would become a budget of its own when written)")
    return real


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _json_epsilon(eps: float):
    return "inf" if math.isinf(eps) else eps


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


def _check_total(total):
    if total is None:
        return None
    if isinstance(total, bool) or not isinstance(total, numbers.Real) \
            or not math.isfinite(total) or total <= 0:
        raise ValueError(f"total must be a finite number > 0 (or None: no limit, only a "
                         f"record), got {total!r}")
    return float(total)


def _check_epsilon(epsilon, what: str = "epsilon") -> float:
    if isinstance(epsilon, bool) or not isinstance(epsilon, numbers.Real) or math.isnan(epsilon) \
            or epsilon <= 0:
        raise ValueError(f"{what} must be a number > 0, got {epsilon!r}")
    return float(epsilon)


def _is_dpforest(estimator) -> bool:
    from ..forests.base import DPForestBase
    from ..model_selection import PrivateModelSelector

    return isinstance(estimator, (DPForestBase, PrivateModelSelector))


def _private_step(estimator):
    """The dpforest estimator that spends: ``estimator`` itself, or the last step of a Pipeline
    whose other steps learn nothing from the records (what such a step learns -- means, scales,
    categories -- would ship with the pipeline exactly, outside any ε, so a budget refuses it)."""
    from sklearn.pipeline import Pipeline

    from ..forests.base import _learns

    if isinstance(estimator, Pipeline):
        learning = [name for name, step in estimator.steps[:-1] if _learns(step)]
        if learning:
            raise ValueError(
                f"a budget books epsilon-DP releases, and the Pipeline's step"
                f"{'s' * (len(learning) > 1)} {', '.join(map(repr, learning))} learn"
                f"{'s' * (len(learning) == 1)} from the records without noise (what they learn "
                f"ships with the pipeline, outside any epsilon): fit the dpforest estimator "
                f"on the columns as they are (it takes mixed columns and missing values), or a "
                f"pipeline of transforms with public constants only")
        estimator = estimator.steps[-1][1]
    if not _is_dpforest(estimator):
        raise TypeError(f"a budget fits dpforest's estimators (or a Pipeline ending in one), "
                        f"got {type(estimator).__name__}: another estimator's epsilon, if it "
                        f"has one, is not a privacy budget")
    return estimator


def _objects(estimator) -> list:
    """The estimator and, for a Pipeline, its steps: what a fit changes in place."""
    steps = getattr(estimator, "steps", None) or []
    return [estimator] + [step for _, step in steps if hasattr(step, "__dict__")]


def _params(estimator) -> dict:
    try:
        return estimator.get_params(deep=False)
    except Exception:   # not an estimator at all
        return {}


def _planned_epsilon(estimator) -> float:
    """What fitting ``estimator`` will spend per record, from its public parameters alone: its
    ``epsilon``, or more where a paper's own accounting spends more than it is given."""
    eps = _check_epsilon(_params(estimator)["epsilon"], f"{type(estimator).__name__}'s epsilon")
    recipe = getattr(estimator, "_recipe_epsilon", None)
    return float(recipe(eps)) if callable(recipe) else eps


class PrivacyBudget:
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

    Attributes
    ----------
    spent : float
        The sum of the releases' ε (sequential composition).
    remaining : float
        ``total - spent`` (∞ without a total).
    releases : list of dict
        One per release, oldest first: ``what``, ``epsilon``, ``status`` (``'released'``,
        ``'running'`` while a fit holds its reservation, ``'failed after reading records'``),
        ``at`` (UTC time).

    Examples
    --------
    >>> budget = PrivacyBudget(total=2.0, name="patients")          # doctest: +SKIP
    >>> budget.fit(DPForestClassifier(epsilon=1, schema=schema), X, y)   # doctest: +SKIP
    >>> budget.remaining                                              # doctest: +SKIP
    1.0
    >>> budget.fit(DPForestClassifier(epsilon=1.5, schema=schema), X, y)  # doctest: +SKIP
    BudgetExceededError: this fit would spend epsilon=1.5; 1 of the budget's 2 is left ...
    """

    def __init__(self, total, *, unit: str = "record", path=None, name: str | None = None):
        if unit not in UNITS:
            raise ValueError(f"unit must be one of {UNITS}, got {unit!r}")
        if name is not None and not isinstance(name, str):
            raise TypeError(f"name must be a string, got {type(name).__name__}")
        self.total = _check_total(total)
        self.unit = unit
        self.name = name
        self.releases: list[dict] = []
        self.path = None if path is None else _real_path(path)
        if self.path is not None:
            with self._locked():
                self._write(create=True)

    # ------------------------------------------------------------------ file
    @classmethod
    def open(cls, path) -> "PrivacyBudget":
        """The budget kept in ``path`` (made by ``PrivacyBudget(total, path=...)`` or
        ``dpforest budget FILE --create``); every later spend is written back to it."""
        budget = cls.__new__(cls)
        budget.path = _real_path(path)
        if not os.path.exists(budget.path):
            raise FileNotFoundError(f"no budget file {os.fspath(path)!r}")
        with budget._locked():
            budget._read()
        return budget

    def __reduce__(self):
        # a copy in another process (joblib, multiprocessing, Dask) would spend the whole
        # total again on its own: an in-memory budget is not copied, a file's is its path
        if self.path is None:
            raise TypeError("an in-memory PrivacyBudget cannot be copied or sent to another "
                            "process (each copy would spend the total again): give it a file, "
                            "PrivacyBudget(total, path=...), and open it there by its path")
        return (PrivacyBudget.open, (self.path,))

    def __copy__(self):
        return self.__reduce__()[0](*self.__reduce__()[1])

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
            with open(self.path + ".lock", "a") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                try:
                    yield
                finally:
                    fcntl.flock(lock, fcntl.LOCK_UN)

    def _read(self) -> None:
        try:
            with open(self.path, encoding="utf-8") as f:
                d = json.load(f)
        except json.JSONDecodeError as e:
            raise BudgetFileError(f"{self.path} is not a dpforest privacy budget (not JSON: "
                                  f"{e.msg})") from None
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise BudgetFileError(f"{self.path} is not a dpforest privacy budget (format {FORMAT!r})")
        if d.get("version") != VERSION:
            raise BudgetFileError(f"{self.path} is a budget file of version {d.get('version')!r}; "
                                  f"this dpforest reads version {VERSION}")
        try:
            total = _check_total(d["total"])
            unit = d["unit"]
            if unit not in UNITS:
                raise ValueError(f"unit {unit!r}")
            releases = [dict(r) for r in d["releases"]]
            for r in releases:
                r["epsilon"] = _check_epsilon(math.inf if r["epsilon"] == "inf" else r["epsilon"],
                                              "a release's epsilon")
                if not isinstance(r.get("what"), str) or not isinstance(r.get("status"), str):
                    raise ValueError("a release without what / status")
        except (KeyError, TypeError, ValueError) as e:
            raise BudgetFileError(f"{self.path} is a damaged privacy budget ({e}): it is refused "
                                  f"rather than read as less spent than it records") from None
        self.total, self.unit, self.name, self.releases = total, unit, d.get("name"), releases

    def _write(self, create: bool = False) -> None:
        """The budget written to a new file beside ``path``, flushed to disk, then put in
        place in one step: ``os.replace`` over the old one, or -- ``create`` -- ``os.link``,
        which fails if a file of that name appeared meanwhile (never overwritten)."""
        if self.path is None:
            return
        d = {"format": FORMAT, "version": VERSION, "name": self.name, "unit": self.unit,
             "total": self.total, "releases": [{**r, "epsilon": _json_epsilon(r["epsilon"])}
                                               for r in self.releases]}
        folder = os.path.dirname(self.path)
        fd, tmp = tempfile.mkstemp(prefix=".budget-", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(d, f, indent=1, allow_nan=False)
                f.write("\n")
                f.flush()
                os.fsync(f.fileno())
            # readable as a file made by open() would be (mkstemp makes it owner-only), so a
            # budget several people share stays readable to them after anyone writes it
            mode = os.stat(self.path).st_mode & 0o777 if not create else 0o666 & ~_umask()
            os.chmod(tmp, mode)
            if create:
                try:
                    os.link(tmp, self.path)
                except FileExistsError:
                    raise FileExistsError(
                        f"{self.path} exists: open an existing budget with "
                        f"PrivacyBudget.open(path) (a new one never overwrites it)") from None
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
        with self._locked():
            if self.path is not None:
                self._read()
            yield
            self._write()

    # ------------------------------------------------------------------ figures
    @property
    def spent(self) -> float:
        return math.fsum(r["epsilon"] for r in self.releases)

    @property
    def remaining(self) -> float:
        if self.total is None:
            return math.inf
        return max(self.total - self.spent, 0.0)

    def _refuse_above(self, epsilon: float, what: str,
                      tail: str = "Nothing was read or fitted.") -> None:
        if self.total is None:
            return
        after = self.spent + epsilon
        if after > self.total and not math.isclose(after, self.total, rel_tol=_REL_TOL):
            raise BudgetExceededError(
                f"{what} would spend epsilon={epsilon:g} per {self.unit}; {self.remaining:g} of "
                f"the budget's {self.total:g} is left ({self.spent:g} spent by "
                f"{len(self.releases)} release{'s' * (len(self.releases) != 1)}"
                f"{' of ' + repr(self.name) if self.name else ''})." + (f" {tail}" if tail else ""))

    def check(self, epsilon, what: str = "this release") -> None:
        """Raise :class:`BudgetExceededError` if ``epsilon`` more would exceed the total."""
        eps = _check_epsilon(epsilon)
        with self._locked():
            if self.path is not None:
                self._read()
            self._refuse_above(eps, what, "")

    # ------------------------------------------------------------------ spending
    def spend(self, release, what: str | None = None) -> float:
        """Book a release made outside :meth:`fit`; returns the ε booked.

        ``release`` is an ε, a fitted dpforest estimator or selector (its ``ledger_.epsilon``;
        a per-person budget reads its ``person_bound_``), or a private evaluation
        (``dpforest.evaluation.NoisyConfusion``: its ``epsilon``, per test record or, with a
        person bound, per person).  Book a release *before* publishing it: a refused spend
        raises :class:`BudgetExceededError` and books nothing.
        """
        eps, default_what = self._epsilon_of(release)
        what = default_what if what is None else str(what)
        with self._transaction():
            self._refuse_above(eps, f"booking {what}",
                               "Nothing was booked: do not publish it.")
            self.releases.append({"what": what, "epsilon": eps, "status": "released", "at": _now()})
        return eps

    def _epsilon_of(self, release) -> tuple[float, str]:
        if isinstance(release, numbers.Real) and not isinstance(release, bool):
            return _check_epsilon(release), "a release"
        bound = getattr(release, "person_bound_", None) or getattr(release, "person_bound", None)
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
            return _check_epsilon(per_record), name
        raise TypeError(f"spend takes an epsilon, a fitted dpforest estimator or a private "
                        f"evaluation, got {name}")

    def fit(self, estimator, X, y=None, **fit_params):
        """``estimator.fit(X, y, **fit_params)``, spent from this budget.

        The fit's ε (its ``epsilon``, or what a paper's own accounting spends) is checked
        against what is left and reserved before any record is read; refused, nothing is read
        and nothing changes.  Once fitted, the model's composed ``ledger_.epsilon`` is booked.
        A fit that fails keeps its reservation booked if it had read records through the door,
        and gives it back if it failed before.  Returns the fitted estimator.
        """
        if self.unit == "person":
            raise ValueError("this budget counts epsilon per person: fit with "
                             "budget.fit_per_person(estimator, X, y, person=..., max_rows=..., "
                             "person_epsilon=...)")
        step = _private_step(estimator)
        planned = _planned_epsilon(step)
        what = type(step).__name__ + ("" if step is estimator else f" in a {type(estimator).__name__}")
        return self._run(planned, what, lambda: estimator.fit(X, y, **fit_params),
                         lambda: float(step.ledger_.epsilon), _objects(estimator))

    def fit_per_person(self, estimator, X, y, *, person, max_rows: int, person_epsilon: float):
        """:func:`dpforest.contributions.fit_per_person`, spent from this budget in its unit:
        ``person_epsilon`` on a per-person budget, the ε per row on a per-record one."""
        from ..contributions import fit_per_person, row_epsilon

        step = _private_step(estimator)
        per_row = row_epsilon(person_epsilon, max_rows)        # checks both arguments first
        recipe = getattr(step, "_recipe_epsilon", None)
        spent_row = float(recipe(per_row)) if callable(recipe) else per_row
        planned = (max(float(person_epsilon), max_rows * spent_row) if self.unit == "person"
                   else spent_row)

        def booked():
            return (float(step.person_bound_["person_epsilon"]) if self.unit == "person"
                    else float(step.ledger_.epsilon))

        return self._run(planned, f"{type(step).__name__} per person",
                         lambda: fit_per_person(estimator, X, y, person=person, max_rows=max_rows,
                                                person_epsilon=person_epsilon), booked,
                         _objects(estimator))

    def _run(self, planned: float, what: str, fit, booked, objects=(),
             tail: str = "Nothing was read or fitted."):
        """Reserve ``planned``, run ``fit()``, book ``booked()``.  The reservation is given
        back only if the fit failed before the door took any record; if booking the outcome
        fails (the file was removed or damaged meanwhile), the ``objects`` the fit changed in
        place are put back as they were, so no unbooked model is left in the caller's hands."""
        with self._transaction():
            self._refuse_above(planned, f"this fit ({what})", tail)
            entry = {"what": what, "epsilon": planned, "status": "running", "at": _now()}
            self.releases.append(entry)
        before = [(o, dict(o.__dict__)) for o in objects]
        watch: list = []
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
            self._settle(entry, max(planned, booked()), "released")
        except BaseException:
            for o, state in before:
                o.__dict__.clear()
                o.__dict__.update(state)
            raise
        return result

    def _settle(self, entry: dict, epsilon: float | None, status: str) -> None:
        """Replace the running reservation ``entry`` (found by its time and what, in the file's
        latest state) by its outcome; ``epsilon`` None removes it."""
        with self._transaction():
            for i, r in enumerate(self.releases):
                if r.get("status") == "running" and r["what"] == entry["what"] \
                        and r["at"] == entry["at"] and r["epsilon"] == entry["epsilon"]:
                    if epsilon is None:
                        del self.releases[i]
                    else:
                        self.releases[i] = {**r, "epsilon": epsilon, "status": status}
                    return
            # the reservation is gone from the file (edited by hand): book the outcome anew
            if epsilon is not None:
                self.releases.append({**entry, "epsilon": epsilon, "status": status})

    # ------------------------------------------------------------------ reading
    def to_frame(self):
        """One row per release: what, epsilon, status, at."""
        import pandas as pd

        return pd.DataFrame(self.releases, columns=["what", "epsilon", "status", "at"])

    def report(self) -> str:
        """The budget in words: total, spent, left, and each release."""
        head = (f"Privacy budget{' for ' + repr(self.name) if self.name else ''} "
                f"(epsilon per {self.unit}, releases about the same records add up): "
                + (f"{self.spent:g} of {self.total:g} spent, {self.remaining:g} left"
                   if self.total is not None else f"{self.spent:g} spent, no limit set"))
        lines = [head]
        lines += [f"  {r['at']}  {r['epsilon']:g}  {r['what']}"
                  + ("" if r["status"] == "released" else f"  [{r['status']}]")
                  for r in self.releases]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        import html

        return f"<pre>{html.escape(self.report())}</pre>"

    def __repr__(self) -> str:
        total = "None" if self.total is None else f"{self.total:g}"
        return (f"PrivacyBudget(total={total}, spent={self.spent:g}, remaining={self.remaining:g}, "
                f"releases={len(self.releases)}, unit={self.unit!r}"
                + (f", name={self.name!r}" if self.name else "")
                + (f", path={self.path!r}" if self.path else "") + ")")
