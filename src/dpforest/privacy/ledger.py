"""The privacy ledger: every charged query, which records it read, and the composed ε.

Each :class:`Entry` records one release (or one batch of releases over *disjoint* records that
each cost the same ε, e.g. the noisy leaf counts of one node) together with its :class:`Scope`,
the set of records it read:

* ``partition`` -- a disjoint partition of the data set (``None``: all records);
* ``tree``      -- one tree's sample inside that partition (``None``: no tree restriction);
* ``bag``       -- ``"inbag"`` or ``"oob"`` of that tree (``None``: both);
* ``node``      -- a path of child indices from the tree's root (``()``: the root, i.e. all of
  the tree's sampled records). A node's records are split among its children.

Composition (:meth:`Ledger.epsilon`) returns the worst-case ε of any single record -- the
quantity that add/remove-one differential privacy is about -- using

* parallel composition across records that cannot be together in one scope (different
  partitions; in-bag vs out-of-bag of one tree; sibling nodes of one tree), and
* sequential composition (sum) along everything one record can be part of (a root-to-leaf path,
  several trees drawn from the same records, global queries).

Per-record membership in the in-bag samples of different trees is independent, so a record can
be in-bag for every tree: the worst case sums over trees.  This is exact for the structures
dpforest builds and an upper bound otherwise.
"""

from __future__ import annotations

import math
import textwrap
import unicodedata
import warnings
from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from typing import Iterable

from ..exceptions import DPForestError

__all__ = ["Scope", "Entry", "Ledger", "BudgetExceededError", "run_caveat"]


class BudgetExceededError(DPForestError, RuntimeError):
    """A query would make the composed ε exceed the budget the user granted.

    For a program that reacts without reading the message: ``requested`` (the ε the refused
    release asked for, or a ledger's composed ε), ``spent`` (ε already spent, where a budget
    keeps count), ``total`` (the budget) and ``remaining`` (``total - spent``, at least 0);
    ``None`` where the refusal does not know it.  ``unit`` is what each ε is per (``'record'``
    or ``'person'``).  All are the user's own figures, no data."""

    def __init__(self, message: str = "", *, requested=None, spent=None, total=None, unit=None):
        super().__init__(message)
        self.requested, self.spent, self.total, self.unit = requested, spent, total, unit

    @property
    def remaining(self):
        if self.total is None or self.spent is None:
            return None
        return max(self.total - self.spent, 0.0)

    def __reduce__(self):
        # the figures survive pickling (a worker process's refusal read in the parent)
        return type(self), self.args, self.__dict__


def _kind_figures(values: list[float]) -> list[str]:
    """The per-kind ε of :meth:`Ledger.report` as texts with one number of decimals: four, or
    more where the smallest would show fewer than two significant digits.  One number of
    decimals lines the column up at the point, so a reader can add it up and check it against
    the total ("4.284 / 0.5657 / 0.15", four significant digits each, did not)."""
    finite = [v for v in values if math.isfinite(v) and v > 0]
    places = 4 if not finite else min(max(4, 1 - math.floor(math.log10(min(finite)))), 12)
    return [f"{v:.{places}f}" if math.isfinite(v) else f"{v}" for v in values]


def _display_width(text: str) -> int:
    """How many columns ``text`` takes in a terminal: two for a wide or full-width character
    (CJK letters, unicodedata.east_asian_width 'W' / 'F'), none for a combining mark (the
    accent of an NFD 'é'), one for any other -- so that report columns line up."""
    return sum(0 if unicodedata.combining(ch) else
               2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


@dataclass(frozen=True)
class Scope:
    """The set of records one charged query read (see the module docstring).

    Two entries whose scopes cannot hold the same record -- different partitions, in-bag and
    out-of-bag of one tree, sibling nodes -- compose in parallel; otherwise their ε add up.

    Parameters
    ----------
    partition : int, str or None, default=None
        A disjoint partition of the data set (model selection names its parts, ``"train 0"``,
        ``"validation"``); None: all records.
    tree : int or None, default=None
        One tree's sample inside that partition; None: no tree restriction.
    bag : {'inbag', 'oob'} or None, default=None
        The tree's in-bag or out-of-bag records; None: both.
    node : tuple of int, default=()
        A path of child indices from the tree's root; ``()`` is the root, all of the tree's
        sampled records.  Needs ``tree``.

    Raises
    ------
    ValueError
        For another ``bag``, or a ``node`` without a ``tree``.
    """

    partition: int | str | None = None
    tree: int | None = None
    bag: str | None = None
    node: tuple[int, ...] = ()

    def __post_init__(self):
        if self.bag not in (None, "inbag", "oob"):
            raise ValueError(f"bag must be None, 'inbag' or 'oob', got {self.bag!r}")
        if self.node and self.tree is None:
            raise ValueError("a node scope needs a tree")

    def describe(self) -> str:
        """The records the query read, in words, narrowest first: ``"all records"``,
        ``"partition 1"``, ``"tree 3's inbag records (of all records)"``, ``"node 0/1 of tree
        3's inbag records (of partition 1)"`` -- a node's query reads that node's records only."""
        whole = "all records" if self.partition is None else f"partition {self.partition}"
        if self.tree is None:
            return whole
        tree = f"tree {self.tree}'s {self.bag + ' ' if self.bag else ''}records (of {whole})"
        return f"node {'/'.join(map(str, self.node))} of {tree}" if self.node else tree


@dataclass(frozen=True)
class Entry:
    """One booked release: a query, or a batch of queries over disjoint records that each cost
    the same ε (the noisy leaf counts of one node, say).

    Parameters
    ----------
    what : str
        The kind of query (``"leaf class counts"``); :meth:`Ledger.by_kind` groups by it.
    epsilon : float
        The ε it spent (∞ for an exact read booked by a paper's own accounting).
    scope : Scope
        The records it read.
    mechanism : str, default=""
        The mechanism that released it (for the reader; composition ignores it).
    """

    what: str
    epsilon: float
    scope: Scope
    mechanism: str = ""


def _worst_path(entries: list[Entry]) -> float:
    """Max over root-to-leaf paths of the summed ε of entries on that path (one tree, one bag)."""
    at: dict[tuple, float] = defaultdict(float)
    for e in entries:
        at[e.scope.node] += e.epsilon
    # each path's total from its parent's, root first: the same additions, in the same order, as
    # summing every prefix of every path (which cost O(paths x depth) dictionary look-ups)
    down: dict[tuple, float] = {}

    def total(path):
        if path not in down:
            down[path] = (total(path[:-1]) if path else 0) + at.get(path, 0.0)
        return down[path]

    best = 0.0
    for path in sorted(at, key=len):
        best = max(best, total(path))
    return best


def _tree_cost(entries: list[Entry]) -> float:
    both = [e for e in entries if e.scope.bag is None]
    inbag = [e for e in entries if e.scope.bag == "inbag"]
    oob = [e for e in entries if e.scope.bag == "oob"]
    if not inbag and not oob:
        return _worst_path(both)
    return max(_worst_path(both + inbag), _worst_path(both + oob))


def _group_cost(entries: list[Entry]) -> float:
    """Worst-case ε inside one partition (or the whole data): untreed + Σ over trees."""
    untreed = sum(e.epsilon for e in entries if e.scope.tree is None)
    by_tree: dict[int, list[Entry]] = defaultdict(list)
    for e in entries:
        if e.scope.tree is not None:
            by_tree[e.scope.tree].append(e)
    return untreed + sum(_tree_cost(v) for v in by_tree.values())


def query_kind(what: str) -> str:
    """The kind of a query from its description, which :meth:`Ledger.report` groups by: the
    description itself, except for the kinds asked once per feature (:data:`PER_FEATURE`),
    whose ``[COLUMN]`` is dropped ("scout VIM (Eq. 6-8) [age] (size)" is of the kind
    "scout VIM (Eq. 6-8) (size)").  Only those prefixes are read, so a column whose name
    holds brackets is never cut elsewhere."""
    for prefix in PER_FEATURE:
        if what.startswith(prefix + " ["):
            rest = what[len(prefix) + 2:]
            # the column runs to the last "]" (the door appends " (size)" and the like)
            end = rest.rfind("]")
            return prefix + rest[end + 1:] if end >= 0 else what
    return what


#: descriptions of queries asked once per feature, written "PREFIX [COLUMN]..."
PER_FEATURE = ("scout VIM (Eq. 6-8)",)


#: the scikit-learn tools whose fits a ledger's ``fitted_in`` names (``forests.base.run_tool``:
#: the public module of a tool that fits estimators several times on overlapping records), in
#: words, with what each computes from the records besides its fits
RUN_TOOLS = {
    "sklearn.model_selection": ("a scikit-learn search or cross-validation (GridSearchCV, "
                                "cross_val_score, ...)",
                                "the search's other fits and its choice (the scores, the chosen "
                                "parameters)"),
    "sklearn.calibration": ("a scikit-learn calibration (CalibratedClassifierCV)",
                            "its other fits and the calibrator it fits on held-out records"),
    "sklearn.multiclass": ("a scikit-learn multiclass wrapper (OneVsRestClassifier, "
                           "OneVsOneClassifier, OutputCodeClassifier)",
                           "its other fits and the classes it reads from the labels"),
    "sklearn.multioutput": ("a scikit-learn multi-output wrapper (MultiOutputClassifier, "
                            "ClassifierChain)",
                            "its other fits and what it computes from the records around them"),
    "sklearn.ensemble": ("a scikit-learn ensemble (bagging, stacking, voting)",
                         "its other fits and what it fits on their outputs (a stacking's final "
                         "estimator)"),
    "sklearn.feature_selection": ("a scikit-learn feature selection (RFE, RFECV, "
                                  "SequentialFeatureSelector)",
                                  "its other fits and its choice of features (scores on "
                                  "held-out records)"),
    "sklearn.semi_supervised": ("a scikit-learn self-training (SelfTrainingClassifier)",
                                "its other fits and the pseudo-labels it chooses"),
}


def _run_tool(tool: str) -> tuple[str, str]:
    """(what the tool is, what of it reads the records besides this fit), in the words
    :func:`run_caveat` and a ledger's ``repr`` both use; a name this version does not know
    (a file of a later one) in general words."""
    return RUN_TOOLS.get(tool, ("a scikit-learn tool that fits estimators several times on "
                                "overlapping records",
                                "its other fits and what it computes from the records around "
                                "them"))


def run_caveat(tool: str | None) -> str | None:
    """What a ledger's ``fitted_in`` means for its guarantee, in words (None for a fit of its
    own): the model is one fit of several that a scikit-learn tool made on overlapping records,
    and what the tool computed besides read the same records without noise, so the ledger is
    not the guarantee of what was released.  Said wherever a ledger's ε is shown as a guarantee
    (:meth:`Ledger.report`, ``repr``, :func:`dpforest.statement.release_statement`, ``dpforest
    show``).  ``tool`` comes from a model file too: an unknown name is quoted as it is (callers
    that print it to a terminal escape it)."""
    if not tool:
        return None
    what, besides = _run_tool(tool)
    run = "search" if tool == "sklearn.model_selection" else "run"
    return (f"this model was fitted inside {what} ({tool}): {besides} read the same records, "
            f"without noise, so this model's ledger is not the guarantee of what was released "
            f"-- the total is at least the sum of the epsilons of every fit of the {run}, and "
            + ("the choice itself is not differentially private" if run == "search" else
               "what the run computes without noise is not differentially private"))


class Ledger:
    """Books charged queries and composes them into the worst-case ε of any record.

    Parameters
    ----------
    budget : float or None, default=None
        The ε the user granted; a total above it is refused (checked lazily: the composed
        total is recomputed and compared on :meth:`check`).  None: no budget.

    Attributes
    ----------
    budget : float or None
        As given.
    entries : list of Entry
        The booked releases, in order.
    noiseless : bool
        True in the test-only noiseless mode (no noise was added: the fit is NOT private).
    fitted_in : str or None
        The scikit-learn tool (a search, a cross-validation) of which this fit is one of
        several on overlapping records; None for a fit of its own.  Kept in model files;
        :meth:`dpforest.PrivacyBudget.spend` refuses to book such a ledger as the whole
        release.
    per_kept_row : bool
        True when the fit read at most a public number of rows a person, drawn from the
        records first (:func:`dpforest.contributions.fit_per_person`, ``dpforest fit --person``): ε is then
        the noise's per kept row, the guarantee is the model's ε per person
        (``person_bound_``), and per record (a row added or removed, which can push out
        another kept row of its person) it is twice ε.  Set from ``person_bound_``, which the
        model file keeps.
    """

    #: (a class default too: a ledger pickled before the attribute existed reads False)
    per_kept_row = False
    #: with ``per_kept_row``: the model's ε per person (``person_bound_``), which the report
    #: states as a number (None: not known to the ledger, the report names the attribute)
    person_epsilon = None
    #: the ``epsilon`` the estimator was given, where its recipe composes another (a paper's own
    #: accounting, whose total is ``budget``); None where they agree.  Printed instead of the
    #: budget, which would otherwise read as if that total had been granted.  Kept in model files.
    stated = None

    def __init__(self, budget: float | None = None):
        self.budget = budget
        self.entries: list[Entry] = []
        self.noiseless = False
        # the scikit-learn tool (a search, a cross-validation) whose one fit this is, if any:
        # such a ledger is not the whole release, and a PrivacyBudget refuses to book it so
        self.fitted_in: str | None = None
        self.per_kept_row = False

    def bound_per_person(self, bound: dict | None) -> None:
        """Word this ledger's ε per kept row of the rows-per-person ``bound`` (a model's
        ``person_bound_``), stating its ``person_epsilon`` as the guarantee; None: no such
        bound, the ledger's ε is per row."""
        self.per_kept_row = bound is not None
        self.person_epsilon = None if bound is None else bound.get("person_epsilon")

    def charge(self, what: str, epsilon: float, scope: Scope = Scope(), mechanism: str = "",
               exact: bool = False) -> None:
        """Book one release.  ``exact=True`` books an un-noised release at ε = ∞: only a
        paper-accounting recipe that reads an exact statistic asks for it, so that the composed
        ε honestly becomes infinite instead of silently leaving the read out."""
        epsilon = math.inf if exact else float(epsilon)
        if not (epsilon > 0 and (exact or math.isfinite(epsilon))):
            raise ValueError(f"a charged query needs a positive finite epsilon, got {epsilon}")
        self.entries.append(Entry(what, epsilon, scope, mechanism))

    def extend(self, entries: Iterable[Entry]) -> None:
        """Book entries charged elsewhere in the same fit (a sub-recipe's ledger).  Not for
        adding up several fitted models: each model's node scopes are disjoint only within that
        model, so another model's entries would compose in parallel with them and understate
        the total; the ε of models released about the same records add up (docs/epsilon.md)."""
        self.entries.extend(entries)

    #: Relative difference from the budget that is floating-point rounding, not spending.
    ROUNDING = 1e-12

    @property
    def epsilon(self) -> float:
        """Worst-case ε over single records (parallel across disjoint scopes, sum otherwise).

        Recipes split ε into float shares (ε·w, ε/T, ...), each rounded to the nearest double,
        so their sum can miss the budget by a few units in the last place either way (1 ± 7e-16
        for ε = 1).  A total within :attr:`ROUNDING` (relative) of the budget is that rounding
        and is reported as the budget itself; any larger difference is reported as composed
        (and :meth:`check` refuses a total above the budget).
        """
        groups: dict[object, list[Entry]] = defaultdict(list)
        for e in self.entries:
            groups[e.scope.partition].append(e)
        whole = _group_cost(groups.pop(None, []))
        total = whole + max((_group_cost(v) for v in groups.values()), default=0.0)
        if (self.budget is not None and math.isfinite(total)
                and abs(total - self.budget) <= self.ROUNDING * self.budget):
            return float(self.budget)
        return total

    def check(self) -> float:
        """The composed ε (:attr:`epsilon`), after checking it against the budget.

        Returns
        -------
        float
            The composed worst-case ε of any single record.

        Raises
        ------
        BudgetExceededError
            If a budget is set and the composed ε exceeds it by more than a relative 1e-9
            (floating-point rounding of the recipes' shares).
        """
        eps = self.epsilon
        if self.budget is not None and eps > self.budget * (1 + 1e-9):
            raise BudgetExceededError(
                f"composed epsilon {eps:.6g} exceeds the granted budget {self.budget:.6g}",
                requested=float(eps), total=float(self.budget))
        return eps

    def __len__(self) -> int:
        return len(self.entries)

    def booked_sums(self) -> dict[str, float]:
        """Raw sum of ε booked per kind of query -- NOT a guarantee: queries on disjoint records
        (sibling nodes, partitions) are added up here although no record pays for both (an
        ε = 2 fit can book 12.5 on its split selections).  Use :meth:`by_kind` /
        :meth:`report` for per-record figures."""
        out: dict[str, float] = defaultdict(float)
        for e in self.entries:
            out[e.what] += e.epsilon
        return dict(out)

    def summary(self) -> dict[str, float]:
        """Deprecated name of :meth:`booked_sums` (its sums read as a privacy cost, which they
        are not); use :meth:`by_kind` for what each kind of query cost any one record."""
        warnings.warn("Ledger.summary() is deprecated: its sums add up queries on disjoint records "
                      "and are not a privacy cost. Use by_kind() for the per-record cost of each kind "
                      "of query, or booked_sums() for the same raw sums", FutureWarning, stacklevel=2)
        return self.booked_sums()

    def by_kind(self) -> dict[str, tuple[int, float]]:
        """Per kind of query: (number of charged queries, composed ε of those queries alone).
        A query asked once per feature is of one kind whatever the feature (:func:`query_kind`:
        "scout VIM (Eq. 6-8) [age] (size)" is of the kind "scout VIM (Eq. 6-8) (size)"),
        so one kind asked once per feature is one line; :meth:`to_frame` keeps the detail.

        The composed ε of a kind is the most any single record paid for that kind -- the same
        worst-case composition as :attr:`epsilon`, restricted to its entries.  The kinds'
        values need not add up to :attr:`epsilon` (different records can be the worst case for
        different kinds); each is at most :attr:`epsilon`.
        """
        groups: dict[str, list[Entry]] = defaultdict(list)
        for e in self.entries:
            groups[query_kind(e.what)].append(e)
        out = {}
        for what, entries in groups.items():
            sub = Ledger()
            sub.entries = entries
            out[what] = (len(entries), sub.epsilon)
        return out

    def report(self) -> str:
        """Human-readable summary: the guarantee (composed ε) first, then what spent it."""
        flag = "  ** NOISELESS test mode: NOT private **\n" if self.noiseless else ""
        budget = ("" if self.budget is None else f" (budget {self.budget:.6g})"
                  if self.stated is None else
                  f" (the estimator's epsilon={self.stated:.6g}; its recipe's own accounting "
                  f"composes {self.budget:.6g})")
        # per row: a person with k rows is protected at k times it (the unit lives on the model)
        standing = self._standing()
        if standing == "one fit":
            # one fit of a search: its ε is this fit's share, and the search's choice is exact
            guarantee = f"NOT the guarantee: {run_caveat(self.fitted_in)}"
        elif standing == "none":
            guarantee = ("the guarantee: none: a query read the records without noise (a "
                         "paper's own accounting, reproduced for comparison)")
        elif standing == "per kept row":
            # not a guarantee per record: one more row can push out another kept row
            per_person = self._person_figure(".6g", "")
            guarantee = (f"the noise's epsilon per kept row of a rows-per-person bound, not the "
                         f"guarantee: that is the model's epsilon per person, "
                         f"{per_person + ' ' if per_person else ''}(person_bound_), "
                         f"and per record (a row added or removed) {2 * self.epsilon:.6g}, twice "
                         f"this")
        else:
            guarantee = "the guarantee: pure epsilon-DP (delta = 0) for each record (row)"
        # a kind names a column of the schema: a line break in the name would otherwise start
        # a line of its own in the report (one that could read as a ledger line), so a kind
        # with a character that is not printable is quoted with escapes, as the tree's text
        # quotes such a name (and one with a backslash, which would read as such an escape)
        kinds = sorted(((what if what.isprintable() and "\\" not in what else repr(what), v)
                        for what, v in self.by_kind().items()), key=lambda kv: -kv[1][1])
        shown = _kind_figures([eps for _, (_, eps) in kinds])
        rounded = " (rounded)" if self._rounding_shows(kinds, shown) else ""
        lines = [f"{flag}privacy ledger: composed epsilon = {self.epsilon:.6g}{budget} -- "
                 f"{guarantee}, from {len(self.entries)} charged queries.",
                 f"Per kind of query{rounded}, the most any one record paid for it (parallel "
                 "composition over disjoint records, sums along what one record is part of; the "
                 "kinds add up to more than the total where they charge different records):"]
        # the name column as wide as the longest name (a long one pushed its ε out of line),
        # measured on screen: a feature name in CJK letters takes two columns a letter
        width = max([40] + [_display_width(what) for what, _ in kinds])
        column = max([9] + [len(text) for text in shown])
        for (what, (n, _)), text in zip(kinds, shown):
            pad = " " * (width - _display_width(what))
            lines.append(f"  {what}{pad} {text:>{column}}   ({n} quer{'y' if n == 1 else 'ies'})")
        return "\n".join(lines)

    def _rounding_shows(self, kinds, shown) -> bool:
        """Whether the per-kind figures of :meth:`report` add up to the total exactly but their
        ``shown`` (rounded) texts do not: the report then says "(rounded)", lest a reader take
        three kinds of 0.3333 against a total of 1 for a missing 0.0001.  Kinds that charge
        different records add up to more than the total by design, which the report's heading
        says already."""
        values = [eps for _, (_, eps) in kinds]
        total = self.epsilon
        if not values or not math.isfinite(total) or not all(map(math.isfinite, values)):
            return False
        if not math.isclose(math.fsum(values), total, rel_tol=1e-9):
            return False
        places = len(shown[0].partition(".")[2])
        return sum(Decimal(text) for text in shown) != Decimal(f"{total:.{places}f}")

    def plot(self, ax=None, top: int = 15, path=None):
        """The ledger as a picture: one bar per kind of query (:meth:`by_kind`: the most any one
        record paid for it, the ``top`` largest), and a line at the composed ε, the guarantee.
        Bars can reach past the line together (different records are the worst case for
        different kinds), never one alone.  Returns the matplotlib Axes; saves the figure
        where ``path`` is given.  Reads the ledger only."""
        from ..inspection import _finish_axes, _pyplot

        kinds = sorted(self.by_kind().items(), key=lambda kv: -kv[1][1])[:max(int(top), 1)]
        own = ax is None
        if own:
            ax = _pyplot().subplots(figsize=(8, 0.5 * len(kinds) + 1.9))[1]
        # wrapped: a long kind ("dataset size (noisy node-size bound n_max)") pushed the axes
        # right until the title and the axis label ran past the figure's edge in a figure the
        # caller saves (a notebook's tight crop hid it)
        names = [textwrap.fill(f"{what} ({n} quer{'y' if n == 1 else 'ies'})", 30)
                 for what, (n, _) in kinds][::-1]
        values = [eps for _, (_, eps) in kinds][::-1]
        # a kind that read the records without noise (a paper's own accounting) has no finite
        # cost: drawn to the axis' end, hatched, and the title says there is no guarantee
        finite = [v for v in values if math.isfinite(v)]
        end = 1.08 * max(finite + [self.epsilon if math.isfinite(self.epsilon) else 0.0, 1e-12])
        bars = ax.barh(names, [v if math.isfinite(v) else end for v in values], color="tab:blue")
        for bar, v in zip(bars, values):
            if not math.isfinite(v):
                bar.set_hatch("//")
                bar.set_facecolor("tab:red")
        total = self.epsilon
        if not math.isfinite(total):
            ax.set_xlim(0, end)
        else:
            # said in the title, not a legend: a legend inside the axes covered the end of a
            # bar that reaches the line (one kind of query spends all of epsilon)
            ax.axvline(total, color="black", linestyle="--", linewidth=1)
            ax.set_xlim(0, 1.08 * max([total] + [eps for _, (_, eps) in kinds]))
        # the line is the guarantee only where report() says so: per kept row of a person
        # bound, or one fit of a search, it is not (its words, shortened, under the title)
        standing = self._standing(finite_first=False)
        if standing == "one fit":
            line = "\ndashed line: the composed epsilon of ONE FIT of a search, NOT the guarantee"
        elif standing == "per kept row":
            figure = self._person_figure(".4g", "")
            per_person = f"{figure} per person" if figure else "see person_bound_"
            line = (f"\ndashed line: the composed epsilon per kept row, not the guarantee: "
                    f"{per_person}, {2 * total:.4g} per record")
        else:
            line = "\ndashed line: the composed epsilon, the guarantee"
        ax.set_xlabel("epsilon per kept row (the most any one kept row paid, per kind)"
                      if self.per_kept_row else
                      "epsilon per record (the most any one record paid, per kind)")
        ax.set_title(f"privacy ledger: epsilon = {total:.4g} from {len(self.entries)} charged "
                     f"quer{'y' if len(self.entries) == 1 else 'ies'}"
                     + ("  (NOISELESS test mode: NOT private)" if self.noiseless else "")
                     + (line if math.isfinite(total) else "")
                     + ("" if math.isfinite(total) else
                        "\nno guarantee: a query (red) read the records without noise"))
        return _finish_axes(ax, own, path)

    def to_frame(self):
        """All entries as a pandas DataFrame (one row per charged query).

        Its ``epsilon`` column is each query's own ε: queries on disjoint records (sibling
        nodes, partitions, trees on disjoint parts) compose in parallel, so the column's sum
        exceeds the guarantee; ``epsilon`` (the attribute) is the composed total."""
        import pandas as pd

        frame = pd.DataFrame(
            [
                {"what": e.what, "epsilon": e.epsilon, "mechanism": e.mechanism,
                 "partition": e.scope.partition, "tree": e.scope.tree, "bag": e.scope.bag,
                 "node": "/".join(map(str, e.scope.node)), "records": e.scope.describe()}
                for e in self.entries
            ],
            columns=["what", "epsilon", "mechanism", "partition", "tree", "bag", "node", "records"],
        )
        # partition and tree numbers stay whole where some queries read all records (missing
        # there, which made a float column print 0.0, 1.0)
        import numbers

        for c in ("partition", "tree"):
            values = [getattr(e.scope, c) for e in self.entries]
            if None in values and all(v is None or isinstance(v, numbers.Integral) for v in values):
                frame[c] = pd.array(values, dtype="Int64")
        return frame

    def to_dict(self) -> dict:
        """The ledger as plain JSON-ready values (model files store it so).

        Returns
        -------
        dict
            ``{"budget": ..., "noiseless": ..., "entries": [...]}``, each entry a list
            ``[what, epsilon, mechanism, partition, tree, bag, node]`` with ``node`` a list of
            child indices; also ``"stated_epsilon"`` (:attr:`stated`) and ``"fitted_in"``
            where they are set.  :meth:`from_dict` reads it back.  A person-bounded
            model's wording of its ε per kept row (:meth:`bound_per_person`) is not kept here:
            it is the model's, which ``load_model`` sets again from the model's bound; a bare
            ledger read back from this dict reads per row, so book the model (or its release),
            not such a ledger, into a budget.
        """
        return {
            "budget": self.budget,
            "noiseless": self.noiseless,
            **({"stated_epsilon": self.stated} if self.stated is not None else {}),
            **({"fitted_in": self.fitted_in} if self.fitted_in else {}),
            "entries": [
                [e.what, e.epsilon, e.mechanism, e.scope.partition, e.scope.tree, e.scope.bag,
                 list(e.scope.node)]
                for e in self.entries
            ],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "Ledger":
        """The ledger :meth:`to_dict` wrote.

        Parameters
        ----------
        d : dict
            As :meth:`to_dict` returns it; ``budget`` and ``noiseless`` may be missing (None
            and False).

        Returns
        -------
        Ledger
            A ledger with the same budget, flag and entries (each ε as a float, each node
            path as a tuple).
        """
        extra = set(d) - {"budget", "noiseless", "stated_epsilon", "fitted_in", "entries"}
        if extra:
            # refused, not dropped: a model file must not carry text its readers never see
            raise ValueError(f"a ledger holds {len(extra)} key(s) no dpforest version writes")
        led = cls(d.get("budget"))
        flag = d.get("noiseless", False)
        if not isinstance(flag, bool):
            # a text "false" is true to bool(): the flag is read as written, or refused
            raise ValueError(f"a ledger's noiseless flag must be true or false, got a "
                             f"{type(flag).__name__}")
        led.noiseless = flag
        tool = d.get("fitted_in")
        if tool is not None and not isinstance(tool, str):
            raise ValueError(f"a ledger's fitted_in must be text, got a {type(tool).__name__}")
        led.fitted_in = tool
        stated = d.get("stated_epsilon")
        if stated is not None:
            if isinstance(stated, bool) or not isinstance(stated, (int, float)) or not stated > 0:
                raise ValueError("a ledger's stated_epsilon must be a positive number")
            led.stated = float(stated)
        for what, eps, mech, part, tree, bag, node in d["entries"]:
            if not isinstance(what, str) or not isinstance(mech, str):
                # the report groups queries by their text: another type failed there, later
                raise ValueError("a ledger entry's query and mechanism must be text")
            led.entries.append(Entry(what, float(eps), Scope(part, tree, bag, tuple(node)), mech))
        return led

    def __repr__(self) -> str:
        flag = " NOISELESS (test mode, NOT private)" if self.noiseless else ""
        if self._standing() == "one fit":
            # a ledger printed alone reads as a certificate: its being one fit of a search is
            # part of what it says (the tool named as report() names it)
            what = _run_tool(self.fitted_in)[0]
            flag += (f" ONE FIT of {self.fitted_in} (fitted inside {what}: not the guarantee of "
                     f"what was released; report())")
        unit = ""
        if self.per_kept_row:
            # the guarantee is per person: a per-row figure alone, pasted from a repr, would
            # understate a person's loss by the rows kept a person (a paper's accounting too)
            person = self._person_figure(".6g", "see the model's person_bound_")
            unit, flag = " per kept row", f" (the guarantee: epsilon={person} per person){flag}"
        if self.stated is not None:
            # the recipe's own total is the budget the ledger checks, not one anybody granted
            return (f"Ledger(epsilon={self.epsilon:.6g}{unit}, stated epsilon={self.stated:.6g} "
                    f"(its recipe's own accounting composes {self.budget:.6g}), "
                    f"{len(self.entries)} charged quer{'y' if len(self.entries) == 1 else 'ies'})"
                    f"{flag}")
        # as epsilon is written ("budget=1.0" stood beside "epsilon=1")
        budget = "None" if self.budget is None else f"{float(self.budget):.6g}"
        return (f"Ledger(epsilon={self.epsilon:.6g}{unit}, budget={budget}, "
                f"{len(self.entries)} charged quer{'y' if len(self.entries) == 1 else 'ies'}){flag}")

    def _standing(self, finite_first: bool = True) -> str:
        """What the composed ε is, the one answer :meth:`report`, :meth:`plot` and ``repr``
        each word at their own length: ``"one fit"`` (of a scikit-learn tool that fits several
        times: not the guarantee, :func:`run_caveat`), ``"none"`` (a query read the records
        without noise: no guarantee; ``finite_first=False`` leaves it to the caller, as the
        plot draws it apart), ``"per kept row"`` (a rows-per-person bound's noise: the
        guarantee is per person) or ``"per record"`` (the guarantee)."""
        if run_caveat(self.fitted_in) is not None:
            return "one fit"
        if finite_first and not math.isfinite(self.epsilon):
            return "none"
        return "per kept row" if self.per_kept_row else "per record"

    def _person_figure(self, spec: str, missing: str) -> str:
        """The model's ε per person (a rows-per-person bound's guarantee) written with format
        ``spec``, or ``missing`` where the ledger does not hold it."""
        pe = self.person_epsilon
        if isinstance(pe, bool) or not isinstance(pe, (int, float)):
            return missing
        return format(float(pe), spec)

    def _repr_html_(self) -> str:
        """A notebook's view: :meth:`report` (the composed ε first, then per kind of query the
        most any one record paid), as preformatted text."""
        import html

        return f"<pre>{html.escape(self.report())}</pre>"
