"""PrivateData: the one door to raw records (docs/architecture.md).

It holds the encoded records and labels, answers count / histogram / selection queries about
*sets of tree nodes*, adds the noise itself (OpenDP, :mod:`dpforest.privacy.mechanisms`) and books
every answer in its :class:`~dpforest.privacy.ledger.Ledger`.  Algorithms only ever receive noisy
values or the index chosen by a private selection; routing records down a tree uses only the
tree's public (already released) splits.

Everything is vectorised across all nodes of a level of all trees of a batch: one ``bincount``
pass per feature slot builds every histogram of the level.
"""

from __future__ import annotations

import math
import os
import weakref
from dataclasses import dataclass, field

import numpy as np

from . import _kernels, _parallel
from .privacy import mechanisms as mech
from .privacy.ledger import Ledger, Scope
from .privacy.accountant import note_records_read
from .privacy.sampling import (DEFAULT_INBAG_RATE, content_hashes, inbag_mask, occurrence_rank, partition_of,
                               record_keys, uniform01)
from .schema import Schema, SchemaError, code_dtype
from .tree.scorers import (FinishedSubtreeScorer, GiniScorer, MaxScorer, Scorer, TopCountScorer,
                           gain_per_level, mixed_null_offset, multiway_utility,
                           node_class_counts, null_excess, split_levels)

__all__ = ["PrivateData", "TreeSample", "Frontier", "ModelScores"]


def _index_dtype(n: int):
    """Smallest signed dtype holding indices below ``n`` (record and node ids of a level)."""
    return np.int32 if n < 2 ** 31 else np.int64


def _class_dtype(n_classes: int):
    """The type a door holds its records' class indices in: the smallest that holds them (a
    few classes: one byte per record).  A Dask door's partitions hold theirs in the same."""
    return np.int8 if n_classes <= 127 else np.int64


@dataclass(frozen=True)
class TreeSample:
    """Which records a tree reads: a partition (or all) and, optionally, its in-bag draw.

    ``bag='inbag'`` keeps records whose Bernoulli(``rate``) indicator is on; ``bag='oob'`` the
    others; ``bag=None`` all records of the partition.
    """

    tree: int
    partition: int | None = None
    n_partitions: int = 1
    bag: str | None = "inbag"
    rate: float = DEFAULT_INBAG_RATE
    partition_stream: int = 0

    def scope(self, node: tuple = (), bag: str | None | bool = False) -> Scope:
        b = self.bag if bag is False else bag
        return Scope(self.partition, self.tree, b, tuple(node))


@dataclass
class Frontier:
    """The open nodes of a level: which tree each belongs to, its path, its feature slots.

    ``pairs_*`` arrays are private state held by PrivateData and never handed to algorithms.
    """

    samples: list[TreeSample]
    node_tree: np.ndarray            # (m,) index into samples
    paths: list[tuple]               # (m,) node paths from each tree's root
    features: np.ndarray             # (m, S) feature indices usable at each node (-1 = none)
    _pair_rec: np.ndarray = field(repr=False, default=None)
    _pair_node: np.ndarray = field(repr=False, default=None)

    @property
    def size(self) -> int:
        return len(self.paths)


@dataclass
class _LeanFrontier(Frontier):
    """A frontier that stores no (record, node) pairs: each sample's records as a packed bit
    mask (n/8 bytes per tree) plus the log of released splits.  Where it fits in
    ``LEAN_STORE_BYTES`` it also keeps each member's current node (2 or 4 bytes a member instead
    of a pair's 6-8), routed one level at each advance, and passes read the pairs from it;
    otherwise every pass re-derives them block by block by replaying the log (compiled routing),
    so memory stays O(block × trees) at the cost of a walk from the root each pass."""

    _bits: np.ndarray = field(repr=False, default=None)      # (T, ceil(n/8)) uint8
    _log: tuple = field(repr=False, default=())              # ((feature, child table), ...)
    _store: "_MemberStore | None" = field(repr=False, default=None)
    _block: int = 0                                          # records per block of a pass

    def _current_store(self) -> np.ndarray | None:
        """The member store's nodes if they are this frontier's: a store is routed in place, so
        a frontier it has since been advanced past (or a copy of one) replays its log instead."""
        st = self._store
        return st.nodes if st is not None and st.level == len(self._log) else None


@dataclass(eq=False)
class _MemberStore:
    """Each in-bag record's node (pass order: blocks of records, within a block tree by tree,
    within a tree record by record) at level ``level`` of the frontier's released log."""

    nodes: np.ndarray
    level: int


def _pack(records: np.ndarray, n: int) -> np.ndarray:
    """Sorted record indices below ``n`` as a packed bit mask."""
    mask = np.zeros(n, dtype=bool)
    mask[records] = True
    return np.packbits(mask)


# the frontier goes lean only above this many records
LEAN_BLOCK = 1 << 16
# (record, node) pairs per block of a lean pass: the block's records are LEAN_PAIRS / trees
LEAN_PAIRS = 1 << 20
# pairs are kept when they take at most max(LEAN_MIN_BYTES, LEAN_DATA_FACTOR × the encoded
# records' size); beyond that the frontier goes lean
LEAN_MIN_BYTES = 32 << 20
LEAN_DATA_FACTOR = 1
# a lean frontier keeps each member's node (2-4 bytes) while the store takes at most
# max(LEAN_STORE_BYTES, LEAN_DATA_FACTOR × the encoded records' size): a pass then reads the pairs
# instead of walking every member from the root through all released levels, which at depth 5
# took three quarters of a 100-tree fit on 500,000 rows
LEAN_STORE_BYTES = 256 << 20
# records per block of the sampler draws (in-bag masks, partitions)
KEY_BLOCK = 1 << 16
# split candidates scored per block of nodes (bounds the scorers' temporaries to a few MB)
SCORE_CELLS = 1 << 17
# ... and (slot, code, class) histogram cells per block: the scorers' cumulative counts are
# float copies of the block's histogram, which at a thousand classes is 500 times a
# two-class one's (a 100-node block of 20 slots held 264 MB of counts and several such copies)
SCORE_HIST_CELLS = 1 << 20

#: most (node, slot, code) cells whose candidate pruning (:func:`_dividing`) is computed at once
DIVIDING_CELLS = 1 << 22

#: most cells (int32: 128 MB) of one level histogram (nodes x slots x codes x classes) built at
#: a time; a level of more is counted a range of nodes at a time, each range one more pass over
#: the level's records
LEVEL_HIST_CELLS = 1 << 25
# a level is scored by the finished-subtree utility only while its nodes' pairwise tables
# (nodes × slots² × codes² × classes cells) stay within this many cells (public sizes): the
# scoring's work is proportional to them (at the bound, a few tenths of a second a fit)
SUBTREE_MAX_CELLS = 1 << 26
# the pairwise tables are built and scored this many cells at a time (16 MB of int32 counts)
SUBTREE_BLOCK_CELLS = 1 << 22


def _flat_candidates(scores: np.ndarray, valid3: np.ndarray):
    """A block of nodes' offered candidates: their scores flattened in node order, each node's
    start in them (``ptr``) and their flat candidate indices (each node's public candidate set,
    never a data-made one, in row order)."""
    m = len(valid3)
    row, cand = np.nonzero(valid3.reshape(m, -1))
    ptr = np.r_[0, np.cumsum(np.bincount(row, minlength=m))]
    return scores.reshape(m, -1)[row, cand], ptr, cand


def _with_stop(flat, ptr, cand, hist, eps, bonus, offered=None):
    """A block's candidates (:func:`_flat_candidates`) with one more per node, "no split"
    (flat index -1), scored as the node's largest class count plus ``bonus``·ln(M)/ε for its M
    offered splits (:meth:`PrivateData.select_splits`); ``hist``: the block's (m, S, K, C)
    level table.  ``offered``: each node's M where its candidates' prior weights differ (a
    capped wide column counts as the candidates it weighs, :meth:`PrivateData._capped_mass`;
    public), else the number of candidates."""
    m = len(ptr) - 1
    offered = np.diff(ptr) if offered is None else np.asarray(offered, dtype=float)
    stop = node_class_counts(hist).max(1) + bonus * np.log(np.maximum(offered, 2)) / eps
    at = ptr[1:]                                  # each node's stop goes after its splits
    flat = np.insert(flat.astype(float), at, stop)
    cand = np.insert(cand, at, -1)
    return flat, ptr + np.arange(m + 1), cand


def _code_dtype(schema: Schema):
    """The code table's dtype for ``schema`` (as :meth:`Schema.encode` makes it)."""
    return code_dtype(int(schema.n_codes().max()))


def _mapped(codes: np.ndarray, tables: dict, schema: Schema) -> np.ndarray:
    """A copy of ``codes`` with feature j's codes mapped through the public lookup
    ``tables[j]``, in ``schema``'s code dtype."""
    out = codes.copy()
    for j, t in tables.items():
        out[:, j] = np.asarray(t)[codes[:, j]]
    return out.astype(_code_dtype(schema), copy=False)


def _with_columns(codes: np.ndarray, new: np.ndarray, features, schema: Schema) -> np.ndarray:
    """A copy of ``codes`` with the columns ``features`` replaced by ``new``, in ``schema``'s
    code dtype."""
    out = codes.astype(_code_dtype(schema))
    out[:, list(features)] = new
    return out


class _LabelledKeys:
    """The (flat candidate index, number of children, labelling) of each utility that
    :func:`_labelled_candidates` returns, decoded on demand: a node's pairs number up to 2^21,
    and materialising three int64 keys for each took most of the draw's time."""

    def __init__(self, C: int):
        self.C = C
        self.C2 = C * C
        self.starts: list[int] = []       # first utility of each segment
        self.segs: list[tuple] = []       # ('binary', candidates) or ('multi', candidate, k, C^k)
        self.size = 0
        self.kept: np.ndarray | None = None   # positions kept by keep(), None: all

    def add_binary(self, cand: np.ndarray) -> None:
        self.starts.append(self.size)
        self.segs.append(("binary", np.asarray(cand)))
        self.size += len(cand) * self.C2

    def add_multiway(self, cand: int, n_children: int, n_labellings: int) -> None:
        self.starts.append(self.size)
        self.segs.append(("multi", int(cand), int(n_children), int(n_labellings)))
        self.size += n_labellings

    def __len__(self) -> int:
        return self.size if self.kept is None else len(self.kept)

    def split_candidates(self) -> tuple[np.ndarray, np.ndarray]:
        """(each split's flat candidate index, once, in the utilities' order; how many
        utilities -- its labellings -- each has before :meth:`keep`): ``np.repeat`` of a value
        per split by the second gives one per utility."""
        splits = [np.asarray(seg[1]) if seg[0] == "binary" else np.array([seg[1]])
                  for seg in self.segs]
        counts = [np.full(len(seg[1]), self.C2) if seg[0] == "binary" else np.array([seg[3]])
                  for seg in self.segs]
        if not splits:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        return np.concatenate(splits).astype(np.int64), np.concatenate(counts).astype(np.int64)

    def constant_class(self) -> np.ndarray:
        """Per utility, the class every child of its labelling gets, or -1 where the children
        get different classes.  A binary labelling a + C·b is constant when a = b; a k-way one
        when all k base-C digits are equal: L = a·(C^k − 1)/(C − 1)."""
        # a node's pairs number up to 2^21: the narrowest type that holds a class
        out = np.full(self.size, -1, dtype=np.int16 if self.C < 2 ** 15 else np.int64)
        for start, seg in zip(self.starts, self.segs):
            if seg[0] == "binary":
                n = len(seg[1])
                pos = start + (np.arange(n)[:, None] * self.C2 + np.arange(self.C) * (self.C + 1)).ravel()
                out[pos] = np.tile(np.arange(self.C), n)
            else:
                rep = sum(self.C ** i for i in range(seg[2]))      # (C^k − 1)/(C − 1)
                out[start + np.arange(self.C) * rep] = np.arange(self.C)
        return out

    def keep(self, mask: np.ndarray) -> None:
        """Keep only the utilities where ``mask`` holds (positions then count among those)."""
        self.kept = np.flatnonzero(mask)

    def __array__(self, dtype=None, copy=None):
        """All keys as an (N, 3) array (for inspection and development variants)."""
        out = self._all_keys()
        if self.kept is not None:
            out = out[self.kept]
        return out.astype(dtype) if dtype is not None else out

    def _all_keys(self) -> np.ndarray:
        parts = []
        for seg in self.segs:
            if seg[0] == "binary":
                n = len(seg[1])
                parts.append(np.stack([np.repeat(seg[1], self.C2), np.full(n * self.C2, 2),
                                       np.tile(np.arange(self.C2), n)], 1))
            else:
                every = np.arange(seg[3])
                parts.append(np.stack([np.full(len(every), seg[1]), np.full(len(every), seg[2]), every], 1))
        return np.concatenate(parts) if parts else np.zeros((0, 3), dtype=np.int64)

    def __getitem__(self, p: int) -> tuple[int, int, int]:
        if self.kept is not None:
            p = int(self.kept[p])
        j = int(np.searchsorted(self.starts, p, side="right")) - 1
        i = int(p) - self.starts[j]
        seg = self.segs[j]
        if seg[0] == "binary":
            return int(seg[1][i // self.C2]), 2, i % self.C2
        return seg[1], seg[2], i


def _same_domain(a: Schema, b: Schema) -> bool:
    """Whether two schemas declare the same features (names, kinds, bounds, categories,
    missing values) and classes: grids of one domain, which encode the same records."""
    def decl(s):
        return ([(f.name, f.kind, getattr(f, "lower", None), getattr(f, "upper", None),
                  tuple(getattr(f, "categories", None) or ()), f.allow_missing)
                 for f in s.features], list(s.classes))
    return decl(a) == decl(b)


#: most cells of :meth:`PrivateData.noisy_record_cells` (1 GiB of int64 counts)
MAX_RECORD_CELLS = 1 << 27


def _trial_cells(cell_of, schema: Schema) -> None:
    """Run ``cell_of`` once on a public chunk -- one made-up record per class, every feature at
    its first and then its last code -- before any record is read or ε charged, and refuse it
    where it fails there, returns another shape than one cell a record, or returns a cell that
    is neither a whole number nor NaN: a bug that would otherwise put every record in no cell,
    silently (:func:`_record_cells` must stay silent on the records themselves).  The chunk is
    built from the schema alone, so the refusal tells nothing of the records."""
    C = max(int(schema.n_classes), 1)
    last = np.maximum(np.asarray(schema.n_codes(), dtype=np.int64) - 1, 0)
    # the code type the records are read in on this grid (a finer grid than the door's own
    # needs a wider one)
    codes = np.vstack([np.zeros((C, len(last)), dtype=np.int64),
                       np.tile(last, (C, 1))]).astype(_code_dtype(schema))
    y = np.tile(np.arange(C, dtype=np.int64), 2)
    try:
        with np.errstate(all="ignore"):
            cells = np.asarray(cell_of(codes, y), dtype=float)
    except Exception as e:  # noqa: BLE001  the caller's function, on made-up records
        raise ValueError(f"cell_of failed on a public trial chunk of made-up records (each "
                         f"feature's first and last code, one record per class), before any "
                         f"record was read or epsilon charged: {type(e).__name__}: {e}") from e
    if cells.shape != y.shape:
        raise ValueError(f"cell_of must return one cell per record: on a public trial chunk of "
                         f"{len(y)} made-up records it returned shape {cells.shape}")
    whole = np.isnan(cells) | (np.isfinite(cells) & (cells == np.floor(cells)))
    if not whole.all():
        raise ValueError("cell_of must return whole-number cells (or NaN for no cell): on a "
                         "public trial chunk of made-up records it returned fractions or "
                         "infinities")


def _record_cells(cell_of, codes, y, n_cells: int) -> np.ndarray:
    """The in-range cells of one chunk of records (:meth:`PrivateData.noisy_record_cells`),
    each record's cell depending on that record alone.  ``cell_of`` runs on the whole chunk;
    where it fails or returns another shape there (an error, a length that follows the
    records), it runs record by record instead, and a record whose call fails, or whose cell
    is not a whole number in ``0 .. n_cells - 1`` (NaN, a fraction, out of range), counts in no
    cell.  Nothing it raises or warns leaves here: that would tell which records exist.  (The
    record-by-record pass is slower, so the query's duration can still tell that some call
    failed, as a fit's duration tells the size of its data: a ``cell_of`` should not fail.)"""
    from ._warning_control import filtered

    def cells_of(c, yy):
        with filtered(), np.errstate(all="ignore"):
            out = np.asarray(cell_of(c, yy), dtype=float)
        return out

    try:
        cells = cells_of(codes, y)
        if cells.shape != y.shape:
            raise ValueError
    except Exception:  # noqa: BLE001  the caller's function failing on some record
        cells = np.full(len(y), np.nan)
        for i in range(len(y)):
            try:
                one = cells_of(codes[i:i + 1], y[i:i + 1])
                cells[i] = one[0] if one.shape == (1,) else np.nan
            except Exception:  # noqa: BLE001  that record counts in no cell
                cells[i] = np.nan
    ok = np.isfinite(cells) & (cells >= 0) & (cells < n_cells) & (cells == np.floor(cells))
    return cells[ok].astype(np.int64)


def _labelled_candidates(hist: np.ndarray, valid: np.ndarray, n_codes: np.ndarray, max_labellings: int,
                         constant_margin: float = 0.0, class_margin: np.ndarray | None = None):
    """Every (split, labelling of its children) of one node, for
    :meth:`PrivateData.select_splits_with_labels`.

    ``hist`` (S, K, C): the node's records per slot, code and class; ``valid`` (S, 2K+1): its
    public candidates; ``n_codes`` (S,): each slot's feature's codes.  A labelling of k children
    is a number L < C^k whose base-C digit i is the class of child i.  Returns the utilities (N,)
    (records the labelling classifies right, as floats) and their keys (:class:`_LabelledKeys`:
    ``keys[i]`` is (flat candidate index, number of children, labelling) of utility i).

    A labelling that gives every child the same class c classifies like no split: "predict c
    here", whatever the split.  Each such constant labelling is offered *once* per node, with
    the first candidate split in the order enumerated here (thresholds of every slot, then
    one-vs-rest categories, then multiway splits; public).  Offered with every split, "predict c" would carry a prior
    weight of M (the number of candidate splits) that no data put there, and its strength would
    follow the public grid's size: a finer grid would make constant leaves likelier
    (docs/default_forest.md, "Label leaves").
    """
    S, K, C = hist.shape
    total = hist.sum(1)                                       # (S, C)
    width = 2 * K + 1
    utils, keys = [], _LabelledKeys(C)

    def binary(s_idx, cand, first):                         # children (first, total - first)
        second = total[s_idx] - first
        # labelling L = a + C·b (child 0 class a, child 1 class b): second[b] + first[a]
        u = second[:, :, None].astype(float) + first[:, None, :]
        if class_margin is not None:
            u = u + (class_margin[None, :] + class_margin[:, None])[None]
        utils.append(u.ravel())
        keys.add_binary(cand)

    s_idx, t = np.nonzero(valid[:, :K])                      # threshold t: codes <= t left
    if len(s_idx):
        binary(s_idx, s_idx * width + t, np.cumsum(hist, axis=1)[s_idx, t])
    s_idx, c = np.nonzero(valid[:, K:2 * K])                 # category c is child 0
    if len(s_idx):
        binary(s_idx, s_idx * width + K + c, hist[s_idx, c])
    for s in np.flatnonzero(valid[:, 2 * K]):                # multiway: one child per code
        nc = int(n_codes[s])
        if C ** nc > max_labellings:
            raise ValueError(f"a multiway split of {nc} children has too many labellings")
        every = np.arange(C ** nc)
        digits = (every[:, None] // C ** np.arange(nc)) % C   # (C^nc, nc)
        um = hist[s, np.arange(nc), digits].sum(1).astype(float)
        if class_margin is not None:
            um = um + class_margin[digits].sum(1)
        utils.append(um)
        keys.add_multiway(s * width + 2 * K, nc, len(every))
    u = np.concatenate(utils)
    const = keys.constant_class()
    # each class's constant labelling once: the first position it occurs at
    seen = np.flatnonzero(const >= 0)
    _, first = np.unique(const[seen], return_index=True)
    mask = const < 0
    mask[seen[first]] = True
    if not mask.all():
        keys.keep(mask)
        u = u[mask]
    if constant_margin > 0:
        # "predict c here" raised by constant_margin x ln(N / C) for the node's N labellings
        # that name two classes and its C constant ones (public: the candidate set's shape):
        # where no split classifies more records right, the constants together hold about
        # half the draw (a margin in the utility's own unit, records, once divided by ε)
        is_const = const[mask] >= 0
        n_const = int(is_const.sum())
        if n_const and len(u) > 2 * n_const:
            u = u + is_const * (constant_margin * math.log((len(u) - n_const) / n_const))
    return u, keys


class _LevelRows:
    """A level histogram's rows (m, S, K, C) for the nodes asked, in increasing order: the
    whole table, built once when first asked, where it fits the door's block size
    (:meth:`PrivateData._hist_block_nodes`); else a range of nodes at a time from the first
    node asked, at least a block of nodes (each range one more pass over the level's records:
    the whole table of a user's depth-16 tree, or of a many-class schema's deep level, took
    gigabytes).  The same counts either way."""

    def __init__(self, door: "PrivateData", fr: Frontier):
        self.door, self.fr = door, fr
        self.block = door._hist_block_nodes(fr)
        self.table, self.first = None, 0

    def rows(self, nodes) -> np.ndarray:
        nodes = np.asarray(nodes, dtype=np.int64)
        if self.block is None:
            if self.table is None:
                self.table = self.door._feature_hist(self.fr)
            return self.table[nodes]
        lo, hi = int(nodes[0]), int(nodes[-1]) + 1
        if self.table is None or lo < self.first or hi > self.first + len(self.table):
            # the previous range's table let go first: at a thousand classes each is hundreds
            # of megabytes, and the two lived side by side while the next one was counted
            self.table = None
            self.first = lo
            self.table = self.door._feature_hist_range(
                self.fr, lo, min(self.fr.size, max(lo + self.block, hi)))
        if hi - lo == len(nodes) and bool(np.all(np.diff(nodes) == 1)):
            # consecutive nodes (the usual block): a view, no copy, read-only since the table
            # serves the next block too
            view = self.table[lo - self.first:hi - self.first]
            view.flags.writeable = False
            return view
        return self.table[nodes - self.first]


def _dividing(reachable: np.ndarray, K: int) -> np.ndarray:
    """Candidates (m, S, 2K+1) that split a node's reachable codes ``reachable (m, S, K)`` into
    two non-empty, distinct parts (the public pruning of :meth:`PrivateData.candidate_table`)."""
    reach = np.asarray(reachable, dtype=bool)
    # a count of reachable codes never exceeds K: the smallest integer type that holds it keeps
    # this (nodes x slots x codes) table a quarter of an int64 one on wide deep levels
    cum = np.cumsum(reach, axis=-1, dtype=np.int16 if K < 2 ** 15 else np.int32)
    total = cum[..., -1:]
    out = np.empty(reach.shape[:-1] + (2 * K + 1,), dtype=bool)
    # threshold t: some reachable code on each side; one threshold per distinct partition
    out[..., :K] = reach & (cum < total)
    # "== c": c reachable and something else too; with exactly two reachable codes "== a" and
    # "== b" are the same partition, so only the first is kept
    out[..., K:2 * K] = reach & (total >= 2) & ~((total == 2) & (cum == 2))
    out[..., 2 * K] = total[..., 0] >= 2
    return out


#: records per chunk of the boosting passes (a chunk's codes and (chunk × C) scores in memory)
GRADIENT_CHUNK = 1 << 18


class ModelScores:
    """A public additive model, trees with a score table per node, as the ``scores_fn`` of
    :meth:`PrivateData.noisy_leaf_gradients`: ``scores(codes)`` sums every tree's table at each
    record's leaf.  Built from released values only; :meth:`add` appends a tree."""

    def __init__(self, n_classes: int, trees=(), tables=()):
        self.n_classes = int(n_classes)
        self.trees, self.tables = list(trees), list(tables)

    def add(self, tree, table) -> None:
        self.trees.append(tree)
        self.tables.append(np.asarray(table, dtype=float))

    def __call__(self, codes: np.ndarray) -> np.ndarray:
        from .tree.model import PackedForest

        out = np.zeros((len(codes), self.n_classes))
        if self.trees:
            PackedForest(self.trees, self.tables).accumulate(codes, out)
        return out


class _DoorScores(ModelScores):
    """:class:`ModelScores` whose every record's running score the door keeps (private state,
    like a frontier's record pairs): :meth:`add` routes the records through the new tree once,
    so round r of boosting reads one tree, not r.  Memory: one float64 per record and class."""

    def __init__(self, door: "PrivateData", n_classes: int, trees=(), tables=()):
        super().__init__(n_classes, trees, tables)
        self._door = door
        self._scores = np.zeros((door._n_records(), self.n_classes))
        door._accumulate_scores(self._scores, self.trees, self.tables)

    def add(self, tree, table) -> None:
        super().add(tree, table)
        self._door._accumulate_scores(self._scores, [tree], self.tables[-1:])


def _noisy(counts: np.ndarray, epsilon: np.ndarray, sensitivity: np.ndarray) -> np.ndarray:
    """``counts[i]`` + discrete Laplace noise of scale sensitivity[i]/epsilon[i] (NaN where
    epsilon[i] = 0: not released); one independent draw each, one sampler call per sensitivity."""
    out = np.full(len(counts), np.nan)
    for sv in np.unique(sensitivity):
        on = (sensitivity == sv) & (epsilon > 0)
        groups = [np.flatnonzero(on & (epsilon == e)) for e in np.unique(epsilon[on])]
        noisy = mech.noisy_counts_many([counts[g] for g in groups], [epsilon[g[0]] for g in groups], int(sv))
        for g, vals in zip(groups, noisy):
            out[g] = vals
    return out



def _canonical_id(v):
    """A group id in a form that ids equal under ``==`` share, read from that id alone:
    numbers (bool, int, float, Decimal, Fraction, numpy scalars, long doubles) as exact
    fractions, complex numbers as two, timestamps (numpy's datetime64 too, which numpy would
    compare equal to an integer) as UTC nanoseconds with whether they carry a time zone (a naive
    and an aware one never compare equal), durations as nanoseconds, tuples and frozensets
    element by element, text and bytes as themselves; any other object by its type and
    ``repr``."""
    import datetime
    import decimal
    import fractions
    import numbers

    import pandas as pd

    if isinstance(v, (np.datetime64, np.timedelta64)):   # (.item() gives an int for ns)
        if np.isnat(v):
            return ("o", type(v).__name__, "NaT")
        try:
            v = pd.Timestamp(v) if isinstance(v, np.datetime64) else pd.Timedelta(v)
        except (OverflowError, ValueError):     # out of pandas' range or unit: as stored
            # (the conversion's message would quote the value)
            return ("M8" if isinstance(v, np.datetime64) else "m8", np.datetime_data(v.dtype)[0],
                    int(v.astype(np.int64)))
    elif isinstance(v, np.complexfloating):
        return _canonical_id(v.real) if v.imag == 0 else ("c", _canonical_id(v.real),
                                                          _canonical_id(v.imag))
    elif isinstance(v, np.floating) and not isinstance(v, (np.float16, np.float32, np.float64)):
        v = v.as_integer_ratio() if np.isfinite(v) else float(v)   # a long double, exactly
        if isinstance(v, tuple):
            f = fractions.Fraction(*v)
            return ("n", f.numerator, f.denominator)
    elif isinstance(v, np.generic):
        v = v.item()
    if isinstance(v, complex):
        if v.imag != 0:
            return ("c", _canonical_id(v.real), _canonical_id(v.imag))
        v = v.real
    if isinstance(v, decimal.Decimal) and v.is_finite() and not v.is_zero() and \
            abs(v.adjusted()) > 4000:
        # beyond any float, and a Fraction of it would expand 10**exponent digits: its exact
        # decimal form, trailing zeros moved into the exponent (only an equal Decimal, or an
        # integer of thousands of digits, equals it; normalize() can overflow the context)
        sign, digits, exp = v.as_tuple()
        text = "".join(map(str, digits))
        kept = text.rstrip("0")
        return ("d", sign, kept, exp + len(text) - len(kept))
    if isinstance(v, (numbers.Rational, float, decimal.Decimal)):
        try:
            f = fractions.Fraction(v)
        except (ValueError, OverflowError):         # infinities
            return ("n", str(float(v)))
        return ("n", f.numerator, f.denominator)
    if isinstance(v, str):
        return ("s", v)
    if isinstance(v, bytes):
        return ("b", v)
    if isinstance(v, tuple):
        return ("t",) + tuple(_canonical_id(x) for x in v)
    if isinstance(v, frozenset):
        return ("f",) + tuple(sorted((_canonical_id(x) for x in v), key=repr))
    if isinstance(v, datetime.datetime):
        try:
            stamp = pd.Timestamp(v)
            return ("ts", stamp.value, stamp.tz is None)
        except (OverflowError, ValueError):          # before 1677 or after 2262 in nanoseconds
            aware = v.tzinfo is not None and v.utcoffset() is not None
            if aware:                                # one instant in any zone: its UTC form
                try:
                    v = v.astimezone(datetime.timezone.utc).replace(tzinfo=None)
                except (OverflowError, ValueError):
                    pass
            return ("dt", v.replace(tzinfo=None).isoformat(), not aware)
    if isinstance(v, datetime.timedelta):
        try:
            return ("td", pd.Timedelta(v).value)
        except (OverflowError, ValueError):
            return ("tdx", v.days, v.seconds, v.microseconds)
    return ("o", type(v).__name__, repr(v))


def _key_text(key) -> str:
    """``repr(key)``, also where it holds a whole number beyond Python's digit limit for
    converting integers to text (``10**5000``: a ValueError that one such id made of a whole
    selector fit): read then without the limit, so every id has its text and those within the
    limit keep theirs (and their seeds' splits)."""
    import sys

    try:
        return repr(key)
    except ValueError:
        limit = sys.get_int_max_str_digits()
        sys.set_int_max_str_digits(0)
        try:
            return repr(key)
        finally:
            sys.set_int_max_str_digits(limit)


def _keyed_unit(seed: int, key) -> float:
    """A uniform draw in [0, 1) from ``seed`` and one canonical id (a keyed hash)."""
    import hashlib

    digest = hashlib.blake2b(_key_text(key).encode(), digest_size=8,
                             key=(int(seed) % (1 << 64)).to_bytes(8, "little")).digest()
    return int.from_bytes(digest, "little") / 2.0 ** 64


class SecretBits:
    """Random bits from the operating system's cryptographic generator (``os.urandom``), with
    the two ``numpy.random.Generator`` methods :func:`dpforest._kernels.shuffled` draws from.

    The source of the secret permutations behind a permuted out-of-bag count: their sensitivity
    argument (2, not n) holds only if the permutation is uniform and unknown to whoever sees the
    release, so it comes from the same kind of source as the noise, not from a seedable
    generator whose state could be recovered."""

    def integers(self, low, high, size, dtype=np.uint64):
        if low != 0 or high != 1 << 64 or np.dtype(dtype) != np.uint64:
            raise ValueError("SecretBits draws whole 64-bit words only")
        return np.frombuffer(bytearray(os.urandom(8 * int(size))), dtype=np.uint64)

    def uniform(self, n: int) -> np.ndarray:
        """``n`` uniform draws in [0, 1), each from 53 of these bits (exact as a float)."""
        return (self.integers(0, 1 << 64, n) >> np.uint64(11)).astype(float) * 2.0 ** -53

    def permutation(self, n: int) -> np.ndarray:
        """A uniform permutation of range(n): a Fisher-Yates shuffle on these bits (past 2^32
        records, where ``shuffled`` asks for this, a numpy generator seeded with 256 bits of
        this source)."""
        from ._kernels import shuffled

        return shuffled(np.arange(int(n)), self) if n < 1 << 32 else np.random.default_rng(
            int.from_bytes(os.urandom(32), "little")).permutation(int(n))


class PrivateData:
    """Encoded private records behind a charging query interface.

    Parameters
    ----------
    X, y : the raw data; validated and encoded through ``schema`` (errors raised before anything
        is released).
    schema : the public :class:`~dpforest.schema.Schema`.
    epsilon : the budget granted; every charge is booked in ``self.ledger``.
    seed : key of the counter-based samplers (in-bag draws, partitions).  Each record's draws
        are keyed by the seed and the record's own content
        (:func:`dpforest.privacy.sampling.record_keys`), never by its position, so a
        neighbouring data set leaves the other records' draws unchanged.
    """

    #: (weak reference to a frontier, its exact class table): see :meth:`_class_hist_of`
    _last_class_hist = None

    def __getstate__(self):
        # a door is pickled into the tasks of a multi-process Dask scheduler: the class-table
        # cache (a weak reference) is not part of its state
        state = self.__dict__.copy()
        state.pop("_last_class_hist", None)
        return state

    def __init__(self, X, y, schema: Schema, epsilon: float, seed: int = 0):
        if not isinstance(schema, Schema):
            raise SchemaError("a dpforest.Schema is required (public bounds, categories, classes)")
        codes = schema.encode(X)
        labels = schema.encode_labels(y)
        if len(labels) != len(codes):
            # the lengths are private: say what is wrong, not the numbers
            raise SchemaError("X and y have different numbers of rows")
        self._codes = codes
        # the raw records stay behind the door only to be encoded again on a finer public grid
        # (an adaptive numeric grid); nothing outside reads them
        self._raw = X
        # class indices in the smallest integer type (a few classes: one byte per record)
        self._y = labels.astype(_class_dtype(schema.n_classes), copy=False)
        # keyed by the records' values, not their codes: a finer grid bought later (reencode)
        # must not tell apart records the keys ranked as copies (privacy/sampling.py)
        word = schema.content_words(X, codes)
        hashes = content_hashes(labels, word, schema.n_features, pair=False)
        self._key = record_keys(hashes[0], occurrence_rank(labels, word, schema.n_features, hashes[0],
                                                           rows=codes, covered=np.flatnonzero(~schema.is_numeric())))
        self._init_public(schema, epsilon, seed)

    def _init_public(self, schema: Schema, epsilon: float | None, seed: int) -> None:
        """Public state: schema-derived shapes, the sampler key and a fresh ledger."""
        self.seed = int(seed)
        self.ledger = Ledger(epsilon)
        self.ledger.noiseless = mech.is_noiseless()
        self._set_schema(schema)
        # the door holds records now: a PrivacyBudget.fit running this fit books its ε even if
        # the fit fails after this point
        note_records_read(self)

    def _set_schema(self, schema: Schema) -> None:
        self.schema = schema
        self.n_classes = schema.n_classes
        self.n_codes = schema.n_codes()
        self.is_numeric = schema.is_numeric()
        self.max_codes = int(self.n_codes.max())

    # ------------------------------------------------------------------ grids
    def _code_hist(self, feature: int) -> np.ndarray:
        """Records per code of one feature (raw; only ever released with noise)."""
        return np.bincount(self._codes[:, feature], minlength=int(self.n_codes[feature]))

    def noisy_code_counts(self, features, groups, epsilon: float, what: str = "numeric grid histogram"):
        """Noisy record counts per group of codes of each feature in ``features``: feature j's
        codes are pooled by the public lookup ``groups[j]`` (code -> group).  Each histogram
        costs ``epsilon / len(features)`` on all records (every record is counted once in each,
        so they compose sequentially to ``epsilon``).  Returns one float array per feature."""
        feats = [int(j) for j in features]
        if not feats:
            return []
        e = float(epsilon) / len(feats)
        # groups[j] has one entry per code of feature j
        hists = [np.bincount(np.asarray(groups[j]), weights=self._code_hist(j),
                             minlength=int(np.max(groups[j])) + 1).astype(np.int64) for j in feats]
        noisy = mech.noisy_counts_many(hists, [e] * len(hists))
        for j in feats:
            self.ledger.charge(f"{what} ({self.schema.features[j].name})", e, Scope(), "discrete Laplace")
        return [np.asarray(v, dtype=float) for v in noisy]

    def reencode(self, schema: Schema, features) -> None:
        """Encode the columns ``features`` of the records again on ``schema``, a public grid
        with the same features and bounds (a finer one for those columns:
        :func:`dpforest.tree.grids.adaptive_fine_schema`); the other columns and the records'
        sampler keys are kept.  Releases nothing."""
        self._codes = _with_columns(self._codes, schema.encode(self._raw, features), features, schema)
        self._set_schema(schema)

    def recode(self, tables: dict, schema: Schema) -> None:
        """Map feature j's codes through the public lookup ``tables[j]`` and adopt ``schema``,
        which must encode every raw value to the mapped code (a coarser grid whose cut points
        are among the current ones: :func:`dpforest.tree.grids.coarse_code_maps`).  Reads
        no record for anything but the mapping itself and releases nothing."""
        self._codes = _mapped(self._codes, tables, schema)
        self._set_schema(schema)

    # ------------------------------------------------------------------ sampling
    def _records_of(self, s: TreeSample) -> np.ndarray:
        """Sorted indices (smallest index dtype) of the records sample ``s`` reads.  The draws are
        made block by block: over all records at once, the hashing's uint64 and float64
        temporaries took several times the encoded data."""
        n = len(self._y)
        out = []
        for lo in range(0, n, KEY_BLOCK):
            key = self._key[lo:lo + KEY_BLOCK]
            keep = np.ones(len(key), dtype=bool)
            if s.partition is not None:
                keep &= partition_of(self.seed, key, s.n_partitions, s.partition_stream) == s.partition
            if s.bag is not None:
                inb = inbag_mask(self.seed, s.tree, key, s.rate)
                keep &= inb if s.bag == "inbag" else ~inb
            out.append((lo + np.flatnonzero(keep)).astype(_index_dtype(n)))
        return np.concatenate(out) if out else np.zeros(0, _index_dtype(n))

    def open_root(self, samples: list[TreeSample], features: np.ndarray) -> Frontier:
        """Start growth: one root node per tree sample, with its feature slots (m, S)."""
        features = np.asarray(features, dtype=np.int64)
        n = self._n_records()
        # (record, node) pairs in the smallest index dtypes: 8 bytes a pair instead of 16
        rdt, ndt = _index_dtype(n), _index_dtype(len(samples))
        budget = max(LEAN_MIN_BYTES, LEAN_DATA_FACTOR * (self._codes.nbytes + self._y.nbytes))
        recs, n_pairs, bits = [], 0, None
        for k, s in enumerate(samples):
            r = self._records_of(s).astype(rdt, copy=False)
            n_pairs += len(r)
            if bits is None and n_pairs * 8 > budget and n > LEAN_BLOCK:
                # too many pairs to hold: switch to packed masks, one tree at a time
                bits = np.zeros((len(samples), (n + 7) // 8), dtype=np.uint8)
                for j, rj in enumerate(recs):
                    bits[j] = _pack(rj, n)
                recs = []
            if bits is not None:
                bits[k] = _pack(r, n)
            else:
                recs.append(r)
        if bits is not None:
            block = self._lean_block(len(samples))
            dt = _kernels.store_dtype(len(samples))
            store = (_MemberStore(_kernels.lean_store(bits, n, block, dt), 0)
                     if self._store_fits(n_pairs, dt) else None)
            return _LeanFrontier(list(samples), np.arange(len(samples)), [() for _ in samples], features,
                                 None, None, bits, (), store, block)
        nodes = np.repeat(np.arange(len(recs), dtype=ndt), [len(r) for r in recs])
        return Frontier(list(samples), np.arange(len(samples)), [() for _ in samples], features,
                        np.concatenate(recs) if recs else np.zeros(0, rdt), nodes)

    def _pairs(self, fr: Frontier):
        """The frontier's (record, node) pairs: all at once, or block by block in lean mode."""
        if not isinstance(fr, _LeanFrontier):
            yield fr._pair_rec, fr._pair_node
            return
        n = self._n_records()
        rdt, ndt = _index_dtype(n), _index_dtype(max(len(fr.samples), fr.size))
        block = fr._block
        rec_buf = np.empty(min(n, block) * len(fr.samples), dtype=rdt)
        node_buf = np.empty(len(rec_buf), dtype=ndt)
        nodes = fr._current_store()
        if nodes is not None:
            pos = 0
            for lo in range(0, n, block):
                cnt, pos = _kernels.lean_store_pairs(fr._bits, lo, min(n, lo + block), nodes, pos,
                                                     rec_buf, node_buf)
                yield rec_buf[:cnt], node_buf[:cnt]
            return
        tables = _kernels.lean_tables(fr._log)
        for lo in range(0, n, block):
            cnt = _kernels.lean_pairs(fr._bits, lo, min(n, lo + block), self._codes, tables, rec_buf, node_buf)
            # views of reused buffers: every consumer is done with a block before the next
            yield rec_buf[:cnt], node_buf[:cnt]

    @staticmethod
    def _lean_block(n_trees: int) -> int:
        """Records per block of a lean pass: at most LEAN_PAIRS pairs (records × trees), so the
        pass's buffers are a few MB, reused (a multiple of 8: whole bytes of the masks)."""
        return max(8, LEAN_PAIRS // max(n_trees, 1) // 8 * 8)

    def _store_fits(self, n_members: int, dtype, held: int = 0) -> bool:
        """Whether a lean frontier keeps its member store (the choice changes time and memory,
        never a release); ``held``: bytes of the store it replaces that are alive meanwhile (a
        store widened to 4 bytes)."""
        budget = max(LEAN_STORE_BYTES, LEAN_DATA_FACTOR * (self._codes.nbytes + self._y.nbytes))
        return n_members * np.dtype(dtype).itemsize + held <= budget

    # ------------------------------------------------------------------ counts
    def _class_hist(self, fr: Frontier) -> np.ndarray:
        return _kernels.class_hist(self._y, self._pairs(fr), fr.size, self.n_classes)

    def _class_hist_of(self, fr: Frontier) -> np.ndarray:
        """:meth:`_class_hist`, kept for the last frontier asked: a level may release its nodes'
        counts and then those of the nodes that became leaves, and the second release then
        costs no pass over the records.  The exact table is door-internal state, never handed
        out (read-only; each release draws and charges its own noise)."""
        last = self._last_class_hist
        if last is not None and last[0]() is fr:
            return last[1]
        hist = self._class_hist(fr)
        hist.setflags(write=False)
        self._last_class_hist = (weakref.ref(fr), hist)
        return hist

    def _charge_nodes(self, fr: Frontier, nodes, eps: np.ndarray, what: str, mechanism: str,
                      bag: str | None | bool = False) -> None:
        """One ledger entry per frontier node in ``nodes``, on that node's records (nodes of a
        frontier are disjoint: parallel composition across them, sequential along a path)."""
        for k in nodes:
            s = fr.samples[fr.node_tree[k]]
            self.ledger.charge(what, eps[k], s.scope(fr.paths[k], bag), mechanism)

    def class_counts(self, fr: Frontier, epsilon: np.ndarray, what: str = "node class counts",
                     bag: str | None | bool = False) -> np.ndarray:
        """Noisy class counts of every frontier node; node k costs ``epsilon[k]`` (0 = skip).

        Nodes of one frontier hold disjoint records, so the ledger books one entry per node with
        its path; composition is parallel across siblings and sequential along a path.
        """
        eps = np.broadcast_to(np.asarray(epsilon, dtype=float), (fr.size,))
        hist = self._class_hist_of(fr)
        out = np.full(hist.shape, np.nan)
        groups = [np.flatnonzero(eps == e) for e in np.unique(eps[eps > 0])]
        # every budget group of the level in one sampler call
        noisy = mech.noisy_counts_many([hist[sel] for sel in groups], [eps[sel[0]] for sel in groups])
        for sel, vals in zip(groups, noisy):
            out[sel] = vals
            self._charge_nodes(fr, sel, eps, what, "discrete Laplace", bag)
        return out

    def class_labels(self, fr: Frontier, epsilon: np.ndarray, what: str = "leaf class label",
                     bag: str | None | bool = False, class_margin: np.ndarray | None = None) -> np.ndarray:
        """One class per frontier node, drawn by permute-and-flip on the node's class counts;
        node k costs ``epsilon[k]`` (0 = skip).  Returns one-hot rows (NaN where skipped).

        The counts are a monotone utility of sensitivity 1 (adding a record raises one count,
        removing it lowers one), so report-noisy-max with exponential noise at scale 1/ε is
        ε-DP (McKenna & Sheldon 2020; Ding et al. 2021).  A class g records behind the top is
        named with probability at most e^(−εg)/2, where the argmax of a Laplace histogram at the
        same ε names it with e^(−εg)(1 + εg/2)/2: for the label alone this release is sharper
        than :meth:`class_counts`.  Nodes of one frontier hold disjoint records (parallel
        composition), booked one entry per node as :meth:`class_counts` does.
        """
        eps = np.broadcast_to(np.asarray(epsilon, dtype=float), (fr.size,))
        hist = self._class_hist_of(fr)
        out = np.full(hist.shape, np.nan)
        sel = np.flatnonzero(eps > 0)
        if len(sel):
            C = hist.shape[1]
            # every node of the level in one call of the exact sampler
            u = hist[sel].astype(float)
            if class_margin is not None:
                u = u + class_margin[None, :] / eps[sel][:, None]
            labels = mech.select_many(u.ravel(), np.arange(len(sel) + 1) * C,
                                      eps[sel], 1, monotone=True)
            out[sel] = 0.0
            out[sel, labels] = 1.0
            self._charge_nodes(fr, sel, eps, what, "permute-and-flip (class counts, Δ=1, monotone)", bag)
        return out

    #: most labellings (C^k for a k-way split) :meth:`select_splits_with_labels` enumerates per split
    JOINT_MAX_LABELLINGS = 4096
    #: (split, labelling) pairs held at once across a level's nodes before they are drawn
    JOINT_BLOCK_PAIRS = 1 << 22

    def select_splits_with_labels(self, fr: Frontier, epsilon: np.ndarray,
                                  categorical_split: str = "binary", reachable: np.ndarray | None = None,
                                  what: str = "split and leaf labels",
                                  levels_left: np.ndarray | None = None,
                                  constant_bonus: float = 0.0,
                                  class_margin: np.ndarray | None = None,
                                  first_half: np.ndarray | None = None,
                                  max_branches: np.ndarray | None = None,
                                  feature_mass_cap: float = 0.0):
        """One draw per frontier node of a split *and* the class of each of its children (the
        children are then leaves that release nothing more).

        ``feature_mass_cap``: as in :meth:`select_splits`, over each split's labellings (the
        "predict c here" labellings, offered once per node whatever the split, are not
        lowered).

        Candidates are (split, labelling) pairs: every valid split of :meth:`candidate_table`
        with every assignment of a class to each of its children.  The utility is the number of
        the node's records that labelling classifies right.  Adding or removing a record moves
        it by 0 or 1 for every candidate, all the same way, so permute-and-flip at scale 1/ε is
        ε-DP (monotone, Δ = 1) and the whole draw costs ``epsilon[k]`` on node k.  Max-count
        split selection followed by per-child label draws spends the same ε in three parts;
        here it goes to one draw, which also weighs a wrong label by the records it misclassifies.

        In ``'mixed'`` mode ``levels_left`` limits the k-way candidates as in
        :meth:`select_splits`.  k-way candidates with more than :attr:`JOINT_MAX_LABELLINGS`
        labellings (C^k) are not offered (public: k and C; the default's plain multiway trees
        call this only where no column has that many).  Nodes with ε = 0 or no valid candidate
        get -1.
        Returns (flat candidate index into ``(S, 2K+1)`` per node, labels ``(m, K)`` per child
        slot (-1 beyond the split's children), charged mask).
        """
        eps = np.broadcast_to(np.asarray(epsilon, dtype=float), (fr.size,))
        valid, _ = self._offered(fr, categorical_split, levels_left, reachable, first_half,
                                 max_branches)
        if categorical_split in ("mixed", "multiway"):      # public: each slot's domain and C
            few = np.array([self.n_classes ** int(k) <= self.JOINT_MAX_LABELLINGS for k in self.n_codes])
            valid[:, :, -1] &= few[np.where(fr.features >= 0, fr.features, 0)]
        K = self.max_codes
        out = np.full(fr.size, -1, dtype=np.int64)
        labels = np.full((fr.size, K), -1, dtype=np.int64)
        todo = (eps > 0) & valid.reshape(fr.size, -1).any(1)
        if not todo.any():
            return out, labels, todo
        # the level histogram (its count type, int32: sums below are taken in int64)
        level = _LevelRows(self, fr)
        nodes = np.flatnonzero(todo)
        block: list[tuple] = []           # (node, utilities, keys) awaiting their draws

        def draw():
            # one permute-and-flip per node (independent draws), a block of nodes at a time:
            # each node's pairs are bounded, a level's many nodes together are not
            ptr = np.cumsum([0] + [len(u) for _, u, _ in block])
            pick = mech.select_many(np.concatenate([u for _, u, _ in block]), ptr,
                                    eps[[k for k, _, _ in block]], 1, monotone=True)
            for (k, _, key), p in zip(block, pick):
                cand, n_child, code = key[p]
                out[k] = cand
                labels[k, :n_child] = (code // self.n_classes ** np.arange(n_child)) % self.n_classes
            block.clear()

        held = 0
        # the nodes where a column could have more candidates than the cap (public: the
        # schema's kinds and domains): elsewhere no offset is built (a review: building them
        # for every pair made the joint draw 2-4 times slower on tables it never touches)
        wide_node = self._cappable(fr.features, feature_mass_cap).any(1) \
            if feature_mass_cap > 0 else np.zeros(fr.size, dtype=bool)
        for k in nodes:
            u, key = _labelled_candidates(level.rows([k])[0], valid[k],
                                          self.n_codes[np.maximum(fr.features[k], 0)],
                                          self.JOINT_MAX_LABELLINGS,
                                          constant_bonus / float(eps[k]) if constant_bonus > 0 else 0.0,
                                          None if class_margin is None else class_margin / float(eps[k]))
            if feature_mass_cap > 0 and len(u) and wide_node[k]:
                # each split once (its labellings share its offset), spread over its pairs
                splits, repeats = key.split_candidates()
                off = np.repeat(self._mass_offset(fr, np.full(len(splits), k), splits,
                                                  np.full(len(splits), 1.0 / float(eps[k])),
                                                  feature_mass_cap), repeats)
                if key.kept is not None:
                    off = off[key.kept]
                constant = key.constant_class()
                off[(constant if key.kept is None else constant[key.kept]) >= 0] = 0.0
                u = np.asarray(u, dtype=float) + off
            block.append((k, u, key))
            held += len(u)
            if held >= self.JOINT_BLOCK_PAIRS:
                draw()
                held = 0
        if block:
            draw()
        self._charge_nodes(fr, nodes, eps, what, "permute-and-flip (split and labels, Δ=1, monotone)")
        return out, labels, todo

    def noisy_total(self, epsilon: float, what: str = "dataset size") -> float:
        """Noisy number of records (charged on all records)."""
        self.ledger.charge(what, epsilon, Scope(), "discrete Laplace")
        return float(mech.noisy_counts(np.array([self._n_records()]), epsilon)[0])

    def exact_total(self, what: str = "dataset size (exact)") -> float:
        """The exact number of records, booked at ε = ∞ (only for a paper's own accounting that
        treats the size as public; the ledger then reports the true, infinite ε)."""
        self.ledger.charge(what, math.inf, Scope(), "none (exact)", exact=True)
        return float(self._n_records())

    # ------------------------------------------------------------------ split selection
    def _feature_hist(self, fr: Frontier) -> np.ndarray:
        """Histogram (m, S, K, C): records of node m with feature slot s at code k, class c
        (one compiled pass over the level's records, on ``n_jobs`` threads)."""
        return _kernels.feature_hist(self._codes, self._y, self._pairs(fr), fr.features, self.max_codes,
                                     self.n_classes, self._count_dtype())

    #: most cells of a level histogram this door builds at once (:meth:`_hist_block_nodes`;
    #: None: :data:`LEVEL_HIST_CELLS`)
    _hist_block_cells: int | None = None

    def _hist_block_nodes(self, fr: Frontier) -> int | None:
        """Nodes of the level histogram built at a time where the whole table would exceed
        :attr:`_hist_block_cells` (None: the whole level at once)."""
        limit = self._hist_block_cells or LEVEL_HIST_CELLS
        per_node = fr.features.shape[1] * self.max_codes * self.n_classes
        if fr.size * per_node <= limit:
            return None
        return max(1, limit // per_node)

    def _range_pairs(self, fr: Frontier, lo: int, hi: int):
        """The level's (records, node) pairs of nodes ``lo:hi``, nodes counted from ``lo``."""
        for rec, node in self._pairs(fr):
            keep = (node >= lo) & (node < hi)
            yield rec[keep], (node[keep] - lo).astype(node.dtype, copy=False)

    def _feature_hist_range(self, fr: Frontier, lo: int, hi: int) -> np.ndarray:
        """Rows ``lo:hi`` of :meth:`_feature_hist` (the same counts), from the level's pairs of
        those nodes only."""
        return _kernels.feature_hist(self._codes, self._y, self._range_pairs(fr, lo, hi),
                                     fr.features[lo:hi], self.max_codes, self.n_classes,
                                     self._count_dtype())

    def _count_dtype(self):
        """Integer type of the level tables: int32 halves the largest one (no count exceeds the
        number of records) unless there are 2^31 records or more."""
        return np.int32 if self._n_records() < 2 ** 31 else np.int64

    def candidate_table(self, fr: Frontier, categorical_split: str = "binary",
                        reachable: np.ndarray | None = None):
        """Public description of every split candidate (no data read).

        Returns ``valid (m, S, 2K+1)``: candidate ``t < K`` of a numeric slot is the threshold
        "code < t+1 goes left" (t = 0..K_j−2); candidate ``K + c`` of a categorical slot is
        "code == c vs the rest" (binary mode); candidate ``2K`` is the multiway split on every
        code (multiway mode, categorical slots only).

        ``reachable (m, S, K)``, optional, marks the codes of each slot's feature that a record
        can still have at the node, given the splits above it (public: the released structure).
        A candidate that sends every reachable code to one side cannot divide the node, so it
        is dropped, and of several candidates that divide the reachable codes the same way only
        one is kept (a threshold is kept at the largest reachable code it sends left).
        """
        m, S = fr.features.shape
        K = self.max_codes
        f = fr.features
        has = f >= 0
        fj = np.where(has, f, 0)
        nc = self.n_codes[fj]
        num = self.is_numeric[fj] & has
        cat = ~self.is_numeric[fj] & has
        if categorical_split not in ("binary", "multiway", "mixed"):
            raise ValueError("categorical_split must be 'binary', 'multiway' or 'mixed'")
        t = np.arange(K)
        valid = np.zeros((m, S, 2 * K + 1), dtype=bool)
        # a block of nodes at a time: the temporaries are several (m, S, K) tables, which at a
        # deep level of a user-set depth took more than a gigabyte
        step = max(1, DIVIDING_CELLS // max(1, S * K))
        for a in range(0, m, step):
            b = slice(a, a + step)
            nc_b, num_b, cat_b, v = nc[b], num[b], cat[b], valid[b]
            v[:, :, :K] = num_b[..., None] & (t < nc_b[..., None] - 1)
            if categorical_split in ("binary", "mixed") and cat_b.any():
                # with two codes "==0" and "==1" are the same split: keep one so it is not favoured
                v[:, :, K:2 * K] = cat_b[..., None] & (t < nc_b[..., None]) & ~((nc_b[..., None] == 2) & (t == 1))
            if categorical_split == "multiway":
                v[:, :, 2 * K] = cat_b & (nc_b >= 2)
            elif categorical_split == "mixed":      # a 2-way "multiway" split is the one-vs-rest one
                v[:, :, 2 * K] = cat_b & (nc_b >= 3)
            if reachable is not None:
                v &= _dividing(reachable[b], K)
                if categorical_split == "mixed":    # two reachable codes: the one-vs-rest split
                    v[:, :, 2 * K] &= np.count_nonzero(reachable[b], axis=-1) >= 3
        return valid

    def _candidate_scores(self, hist: np.ndarray, scorer: Scorer, valid: np.ndarray,
                          multiway_levels: np.ndarray | None = None,
                          per_level: np.ndarray | None = None) -> np.ndarray:
        """Utility of every valid candidate (−inf elsewhere); only valid cells are scored, so the
        padding of short features up to the longest one costs nothing.

        ``multiway_levels`` (mixed mode; (m, S), public): a k-way split, which the grower counts
        as L = ⌈log2 k⌉ of the tree's levels, is scored by
        :func:`~dpforest.tree.scorers.multiway_utility` (on look-ahead levels the count its
        finished subtree could classify right, else its gain per level: same Δ, same
        monotonicity).  ``per_level`` (plain multiway growth, (m, S), public): a k-way
        split's gain per level, :func:`~dpforest.tree.scorers.gain_per_level`.
        """
        m, S, K, C = hist.shape
        scores = np.full((m, S, 2 * K + 1), -np.inf)
        v_thr, v_ovr = valid[:, :, :K], valid[:, :, K:2 * K]
        compiled = {GiniScorer: "gini", MaxScorer: "max", TopCountScorer: "top"}.get(type(scorer))
        if compiled is not None:
            # compiled, same arithmetic (exact integer sums, one rounded division per child):
            # the numpy form below spent most of a fit's time on its temporaries
            _kernels.binary_scores(hist, np.ascontiguousarray(v_thr), np.ascontiguousarray(v_ovr), scores,
                                   compiled, getattr(scorer, "m", 1))
            v_thr = v_ovr = v_thr[:0]
        # the node totals only where the numpy forms below need them: at a deep level the sum
        # over every node's padded cells was much of the level's time
        total = hist.sum(2) if v_thr.any() or v_ovr.any() else None           # (m,S,C)
        if v_thr.any():                     # threshold t: codes <= t left, the rest right
            i, j, t = np.nonzero(v_thr)
            left = np.cumsum(hist, axis=2)[i, j, t]
            scores[i, j, t] = scorer(np.stack([left, total[i, j] - left], axis=1))
        if v_ovr.any():                     # one category vs the rest
            i, j, c = np.nonzero(v_ovr)
            one = hist[i, j, c]
            scores[i, j, K + c] = scorer(np.stack([one, total[i, j] - one], axis=1))
        if valid[:, :, 2 * K].any():        # multiway: one child per code
            i, j = np.nonzero(valid[:, :, 2 * K])
            if multiway_levels is not None:
                scores[i, j, 2 * K] = multiway_utility(scorer, hist[i, j], multiway_levels[i, j])
            elif per_level is not None:
                scores[i, j, 2 * K] = gain_per_level(scorer, hist[i, j], per_level[i, j])
            else:
                scores[i, j, 2 * K] = scorer(hist[i, j])
        return scores

    def select_splits(self, fr: Frontier, epsilon: np.ndarray, scorer: Scorer,
                      categorical_split: str = "binary", rng: np.random.Generator | None = None,
                      what: str = "split selection", return_charged: bool = False,
                      levels_left: np.ndarray | None = None, reachable: np.ndarray | None = None,
                      stop_bonus: float = 0.0, first_half: np.ndarray | None = None,
                      children_full_levels: bool = False, multiway_per_level: bool = False,
                      null_n: np.ndarray | None = None, max_branches: np.ndarray | None = None,
                      feature_mass_cap: float = 0.0):
        """Choose one split per frontier node by permute-and-flip over all candidates.

        ``feature_mass_cap`` > 0: a categorical feature with more valid candidates at a node
        than that holds only that many candidates' share of the draw's prior mass
        (:meth:`_mass_offset`; public offsets, so Δ and monotonicity carry over).

        ``reachable`` (optional, public): each node's reachable codes per feature slot, which
        drops the candidates that cannot divide the node (:meth:`candidate_table`).

        ``scorer`` is one :class:`Scorer` for every node, or a sequence of one per frontier node
        (a utility that depends on the node's public levels left, in mixed growth).

        In ``'mixed'`` mode a k-way categorical split uses ⌈log2 k⌉ of the tree's levels: it is
        offered only where the node's public ``levels_left`` (default: unlimited) holds them,
        and scored by its gain per level, or on look-ahead levels by its finished subtree's count
        (:meth:`_candidate_scores`).  At the nodes where ``first_half`` (m,) is set (public: no
        multiway split on the path yet) it uses ⌈L/2⌉ of them instead (:meth:`_offered`);
        ``children_full_levels`` keeps the finished-subtree look-ahead fitting a child's k-way
        split by all L (:meth:`_subtree_block`).

        In ``'multiway'`` mode with ``multiway_per_level`` a k-way split still uses one level,
        but it is scored by its gain per level, u_node + (u − u_node)/L with L = ⌈log2 k⌉
        (:func:`~dpforest.tree.scorers.gain_per_level`; on the finished-subtree level u_node is
        the node's largest class count): an in-sample count grows with the number of children
        whether or not the code carries signal, and L is public.  Δ and monotonicity carry over.

        ``null_n`` (plain multiway growth, each node's planned number of records, public: from
        the noisy size): on the max-count and finished-subtree levels a k-way candidate's count
        is lowered by what its k (finished subtree: 2k) leaves would earn over a binary split's
        2 (4) on classes unrelated to the features
        (:func:`~dpforest.tree.scorers.null_excess`); a public offset per candidate, so Δ and
        monotonicity carry over.

        Node k costs ``epsilon[k]`` when it has two or more valid candidates.  A node with exactly
        one valid candidate gets it without a draw and without a charge: the candidate table is
        public (:meth:`candidate_table`), so the output is a constant and reads no record (its ε
        stays on the path, for the node's leaves).  Nodes with ε = 0 or no valid candidate get -1.
        With ``stop_bonus`` b > 0, nodes scored by the max-count utility (:class:`MaxScorer`)
        draw one more candidate, "no split" (returned as -1: the node becomes a leaf), scored
        as the node's largest class count plus b·ln(M)/ε for its M offered splits.  That score
        moves by 0 or 1 when a record is added, the same way as every split's max-count, so
        the draw stays monotone with Δ = 1 and costs the same ε.  It is the split's own unit:
        a split scores the records its children's majorities classify right, the stop those
        the node's majority does, plus a public margin (where every split only ties the node
        -- no signal -- the stop is drawn with probability about 1/(1 + M^(1-b))).
        Returns the flat candidate index into ``(S, 2K+1)`` per node, and with
        ``return_charged`` also the boolean mask of the nodes that were charged.
        """
        eps = np.broadcast_to(np.asarray(epsilon, dtype=float), (fr.size,))
        if max_branches is not None:
            max_branches = np.broadcast_to(np.asarray(max_branches, float), (fr.size,))
        valid, levels = self._offered(fr, categorical_split, levels_left, reachable, first_half,
                                      max_branches)
        per_level = None
        if multiway_per_level and categorical_split == "multiway":      # public: domain sizes
            per_level = split_levels(self._slot_domains(fr.features))
        valid = valid.reshape(fr.size, -1)
        n_valid = valid.sum(1)
        out = np.full(fr.size, -1, dtype=np.int64)
        single = (eps > 0) & (n_valid == 1)
        out[single] = valid[single].argmax(1)
        todo = (eps > 0) & (n_valid >= 2)
        if todo.any():
            valid3 = valid.reshape(fr.size, *fr.features.shape[1:], -1)
            nodes = np.flatnonzero(todo)
            per_node = list(scorer) if isinstance(scorer, (list, tuple)) else [scorer] * fr.size
            # nodes sharing a scorer are scored together (one group unless the utility varies)
            groups: dict[int, list[int]] = {}
            for k in nodes.tolist():
                groups.setdefault(id(per_node[k]), []).append(k)
            # score a bounded block of nodes at a time: the scorers' temporaries are several times
            # the candidate table, which at a deep level is far larger than the data itself
            step = max(1, min(SCORE_CELLS // valid.shape[1],
                              SCORE_HIST_CELLS // (fr.features.shape[1] * self.max_codes
                                                   * self.n_classes)))
            level = _LevelRows(self, fr)
            used = {}
            for members in groups.values():
                sc, members = per_node[members[0]], np.asarray(members, dtype=np.int64)
                exact = isinstance(sc, FinishedSubtreeScorer)
                if exact and not self._subtree_affordable(fr):
                    sc, exact = sc.base, False  # the level's count utility: same Δ, same monotonicity
                size = self._subtree_block_nodes(fr) if exact else step
                # "no split" joins the max-count draws only (the finished-subtree level keeps its own)
                stops = stop_bonus > 0 and not exact and isinstance(sc, MaxScorer)
                for lo in range(0, len(members), size):
                    part = members[lo:lo + size]
                    if not exact:
                        hist = level.rows(part)
                        flat, ptr, cand = self._block_scores(
                            hist, valid3[part], sc, None if levels is None else levels[part],
                            None if per_level is None else per_level[part])
                        if null_n is not None and categorical_split == "multiway" \
                                and isinstance(sc, MaxScorer):
                            flat = self._null_offset(fr, part, flat, ptr, cand, null_n, 1)
                        elif null_n is not None and categorical_split == "mixed" \
                                and isinstance(sc, (MaxScorer, TopCountScorer)):
                            flat = self._null_offset_mixed(fr, part, flat, ptr, cand, null_n, sc,
                                                           levels[part])
                        offered = None
                        if feature_mass_cap > 0:
                            flat, offered = self._capped_mass(fr, part, flat, ptr, cand, eps, sc,
                                                              feature_mass_cap)
                        if stops:
                            flat, ptr, cand = _with_stop(flat, ptr, cand, hist, eps[part],
                                                         stop_bonus, offered)
                    else:
                        flat, ptr, cand = self._subtree_block(
                            fr, self._pair_hist(fr, part), part, valid3[part],
                            None if levels is None else levels[part],
                            (None if levels_left is None
                             else np.broadcast_to(levels_left, (fr.size,))[part]),
                            children_full_levels,
                            None if per_level is None else per_level[part],
                            None if max_branches is None else max_branches[part])
                        if null_n is not None and categorical_split == "multiway":
                            flat = self._null_offset(fr, part, flat, ptr, cand, null_n, 2)
                        elif null_n is not None and categorical_split == "mixed":
                            flat = self._null_offset_mixed(fr, part, flat, ptr, cand, null_n, None,
                                                           levels[part])
                        if feature_mass_cap > 0:
                            flat, _ = self._capped_mass(fr, part, flat, ptr, cand, eps, sc,
                                                        feature_mass_cap)
                    pick = mech.select_many(flat, ptr, eps[part], sc.sensitivity, rng,
                                            monotone=getattr(sc, "monotone", False))
                    out[part] = cand[ptr[:-1] + pick]
                # the ledger names the utility, its sensitivity and whether it is monotone, so
                # that each entry's noise scale (Δ/ε monotone, else 2Δ/ε) can be read off it
                label = (f"{sc.name}{'+stop' if stops else ''}, Δ={float(sc.sensitivity):.4g}"
                         f"{', monotone' if getattr(sc, 'monotone', False) else ''}")
                used.update(dict.fromkeys(members.tolist(), label))
            for k in nodes:
                s = fr.samples[fr.node_tree[k]]
                self.ledger.charge(what, eps[k], s.scope(fr.paths[k]), f"permute-and-flip ({used[k]})")
        return (out, todo) if return_charged else out

    def _capped_mass(self, fr: Frontier, part, flat, ptr, cand, eps, scorer, cap):
        """(a block's flat scores with :meth:`_mass_offset` added, each node's candidates'
        summed prior weight): ``scorer`` is the draw's utility, whose Δ and monotonicity set
        the noise scale.  The summed weight is the M that the stop candidate's margin ln(M)/ε
        reads: a capped column counts as the candidates it weighs (a review: counted as all
        of them, the margin grew with the column it was meant to discount, and a node beside
        a 2,000-code column drew "no split" 96 % of the time where it should about half)."""
        node = np.repeat(np.asarray(part), np.diff(ptr))
        scale = float(scorer.sensitivity) * (1.0 if getattr(scorer, "monotone", False) else 2.0) \
            / np.asarray(eps, dtype=float)[node]
        off = self._mass_offset(fr, node, np.asarray(cand), scale, cap)
        weight = np.exp(off / scale)
        summed = np.add.reduceat(weight, np.asarray(ptr[:-1])) if len(weight) else weight
        return np.asarray(flat, dtype=float) + off, summed

    def _cappable(self, feat: np.ndarray, cap: float) -> np.ndarray:
        """Where feature indices ``feat`` (-1: none) are categorical columns that can offer more
        than ``cap`` candidates: a column of n codes offers at most 2n + 1 (public)."""
        f = np.maximum(feat, 0)
        return (feat >= 0) & ~np.asarray(self.is_numeric)[f] & (self.n_codes[f] * 2 + 1 > cap)

    def _mass_offset(self, fr: Frontier, node: np.ndarray, cand: np.ndarray, scale: np.ndarray,
                     cap: float) -> np.ndarray:
        """Public score offsets that cap a categorical feature's share of a draw's prior mass
        at ``cap`` candidates: a feature whose K valid candidates at a node number more than
        ``cap`` has each lowered by ``scale``·ln(K/cap), ``scale`` the draw's noise scale in
        utility units (Δ/ε monotone, 2Δ/ε otherwise), so that together they weigh what
        ``cap`` candidates of equal utility would (a base measure; the utilities' Δ and
        monotonicity are unchanged).  ``node``, ``cand`` (flat candidate index into
        (S, 2K+1)) and ``scale`` per entry, each (node, candidate) once.  Public: the schema's
        kinds and the candidate table."""
        per = 2 * self.max_codes + 1
        slot = cand // per
        cat = self._cappable(fr.features[node, slot], cap)
        out = np.zeros(len(cand))
        if not cat.any():
            return out
        key = node[cat] * fr.features.shape[1] + slot[cat]
        _, inverse, counts = np.unique(key, return_inverse=True, return_counts=True)
        k = counts[inverse].astype(float)
        at = np.flatnonzero(cat)[k > cap]
        out[at] = -np.asarray(scale, dtype=float)[at] * np.log(k[k > cap] / cap)
        return out

    def _null_offset(self, fr: Frontier, part, flat, ptr, cand, null_n, below):
        """A block's flat scores with each k-way candidate lowered by
        null_excess(k·below) − null_excess(2·below) at its node's planned size ``null_n``
        (``below``: leaves per child the utility counts, 1 on a max-count level, 2 on the
        finished-subtree one).  Public: codes, classes, planned sizes."""
        per = 2 * self.max_codes + 1
        multi = cand % per == per - 1
        if not multi.any():
            return flat
        node = np.repeat(np.asarray(part), np.diff(ptr))
        feat = fr.features[node[multi], cand[multi] // per]
        k = self.n_codes[feat].astype(float)
        n = np.broadcast_to(np.asarray(null_n, dtype=float), (fr.size,))[node[multi]]
        flat = np.asarray(flat, dtype=float).copy()
        flat[multi] -= (null_excess(k * below, n, self.n_classes)
                        - null_excess(2.0 * below, n, self.n_classes))
        return flat

    def _null_offset_mixed(self, fr: Frontier, part, flat, ptr, cand, null_n, scorer, levels):
        """Mixed growth's form of :meth:`_null_offset` (a measured alternative): each k-way
        candidate lowered by :func:`~dpforest.tree.scorers.mixed_null_offset` at its node's
        planned size ``null_n`` -- on a max-count or top-m level (``scorer``) by its slot's
        ``levels``, on the finished-subtree level (``scorer`` None) as k leaves against four.
        Public: domains, levels, classes and planned sizes, so Δ and monotonicity carry over."""
        per = 2 * self.max_codes + 1
        multi = cand % per == per - 1
        if not multi.any():
            return flat
        local = np.repeat(np.arange(len(part)), np.diff(ptr))[multi]
        slot = cand[multi] // per
        node = np.asarray(part)[local]
        k = self.n_codes[fr.features[node, slot]]
        n = np.broadcast_to(np.asarray(null_n, dtype=float), (fr.size,))[node]
        m = None if scorer is None else (scorer.m if isinstance(scorer, TopCountScorer) else 1)
        flat = np.asarray(flat, dtype=float).copy()
        flat[multi] -= mixed_null_offset(k, np.asarray(levels)[local, slot], n, self.n_classes, m)
        return flat

    def _slot_domains(self, features: np.ndarray) -> np.ndarray:
        """Each feature slot's domain size (its number of codes; a slot without a feature, -1,
        reads feature 0's), the k of its k-way split.  Public: the schema."""
        return self.n_codes[np.where(features >= 0, features, 0)]

    def _offered(self, fr: Frontier, categorical_split, levels_left, reachable, first_half=None,
                 max_branches=None):
        """The candidates each node is offered, ``(m, S, 2K+1)``, and in mixed mode the levels a
        slot's multiway split uses (else None): L = ⌈log2 k⌉, or ⌈L/2⌉ at the nodes where
        ``first_half`` (m,) is set (a path's first multiway split, charged half its levels).
        With ``max_branches`` (m,) (mixed mode: each node's planned number of records, from the
        noisy size) a k-way split is offered only where k is at most that: with more branches
        than records most of them are empty, so its in-sample count is pure by construction and
        it names the class of the test records that reach its branches by noise alone.
        Public: schema, noisy size and released structure only."""
        valid = self.candidate_table(fr, categorical_split, reachable)
        levels = None
        if categorical_split == "mixed":        # public: each slot's domain size
            k = self._slot_domains(fr.features)
            if max_branches is not None:
                valid[:, :, -1] &= k <= np.broadcast_to(np.asarray(max_branches, float),
                                                        (fr.size,))[:, None]
            levels = split_levels(k).astype(float)
            if first_half is not None:
                halve = np.asarray(first_half, bool)[:, None]
                levels = np.where(halve, np.ceil(levels / 2), levels)
            if levels_left is not None:         # a split may not use more levels than remain
                valid[:, :, -1] &= levels <= np.asarray(levels_left, float)[:, None]
        return valid, levels

    def random_splits(self, fr: Frontier, categorical_split: str = "binary",
                      rng: np.random.Generator | None = None, levels_left: np.ndarray | None = None,
                      reachable: np.ndarray | None = None,
                      first_half: np.ndarray | None = None,
                      max_branches: np.ndarray | None = None) -> np.ndarray:
        """One split per node drawn uniformly from its offered candidates (as
        :meth:`select_splits`), -1 where there is none.  Reads no record and charges nothing:
        the candidates are public and the draw uses only ``rng``'s public randomness."""
        rng = np.random.default_rng() if rng is None else rng
        valid = self._offered(fr, categorical_split, levels_left, reachable,
                              first_half, max_branches)[0].reshape(fr.size, -1)
        n_valid = valid.sum(1)
        out = np.full(fr.size, -1, dtype=np.int64)
        has = n_valid > 0
        if has.any():
            pick = np.floor(rng.random(int(has.sum())) * n_valid[has]).astype(np.int64)
            # the pick-th offered candidate of each node: cumulative count of offered ones
            cum = np.cumsum(valid[has], axis=1)
            out[has] = (cum <= pick[:, None]).sum(1)
        return out

    def _subtree_affordable(self, fr: Frontier) -> bool:
        """Whether a level scores its splits by the finished-subtree utility (public: frontier
        size, slots, codes, classes)."""
        return fr.size * self._subtree_cells(fr) <= SUBTREE_MAX_CELLS

    def _subtree_cells(self, fr: Frontier) -> int:
        """Cells of one node's pairwise table (public: slots, codes, classes)."""
        S = fr.features.shape[1]
        return S * S * self.max_codes ** 2 * self.n_classes

    def _subtree_block_nodes(self, fr: Frontier) -> int:
        """Nodes whose pairwise tables are built together (one pass over the level's records)."""
        return max(1, SUBTREE_BLOCK_CELLS // self._subtree_cells(fr))

    def _pair_hist(self, fr: Frontier, nodes) -> np.ndarray:
        """Pairwise tables (len(nodes), S, K, S, K, C) of frontier ``nodes``: records with code k
        on slot a, code l on slot b and class c (:func:`~dpforest.tree.scorers.finished_subtree_scores`)."""
        row = np.full(fr.size, -1, dtype=np.int64)
        row[np.asarray(nodes, dtype=np.int64)] = np.arange(len(nodes))
        return _kernels.pair_hist(self._codes, self._y, self._pairs(fr), fr.features, row, len(nodes),
                                  self.max_codes, self.n_classes, self._count_dtype())

    def _subtree_block(self, fr: Frontier, pairs, part, valid3, levels=None, levels_left=None,
                       children_full_levels=False, per_level=None, max_branches=None):
        """:meth:`_block_scores` for the finished-subtree utility, from the nodes' pairwise tables.

        Mixed growth (``levels``: each slot's k-way split's levels; ``levels_left``: each node's,
        slack included): a k-way candidate uses the level its children would split in, so they
        are leaves, and a child of a one-level candidate may split k ways only within the one
        level it has left (public: domains and the released structure).  With
        ``children_full_levels`` a child's k-way split fits by all its L = ⌈log2 k⌉ levels
        even where the node's own first multiway split is offered by ⌈L/2⌉ (``levels``): the
        next level divides that split's gain by its levels, and the look-ahead would count it
        whole.

        ``per_level`` (plain multiway growth, (m, S) levels L = ⌈log2 k⌉, public): each k-way
        candidate's count u becomes u_node + (u − u_node)/L, u_node the node's largest class
        count (both move by 0 or 1 the same way when a record is added: Δ = 1, monotone).

        ``max_branches`` (mixed growth, each node's planned records, :meth:`_offered`): a child
        of a binary candidate holds half of them, so the look-ahead fits its k-way split only
        where k is at most that half, as the next level would offer it."""
        m = len(part)
        feats = fr.features[part]
        is_num = self.is_numeric[np.where(feats >= 0, feats, 0)] & (feats >= 0)
        child = valid3
        if levels is not None:
            child = valid3.copy()
            left = np.full(m, np.inf) if levels_left is None else np.asarray(levels_left, float)
            k = self._slot_domains(feats)
            fit = split_levels(k) if children_full_levels else levels
            child[:, :, -1] &= fit <= (left - 1.0)[:, None]
            if max_branches is not None:
                child[:, :, -1] &= k <= (np.asarray(max_branches, float) / 2.0)[:, None]
        # compiled (GIL-free, a node a task on n_jobs threads); the same utilities as
        # tree.scorers.finished_subtree_scores (tests check it)
        scores = np.stack(_parallel.parallel_map(
            lambda i: _kernels.subtree_scores(pairs[i], valid3[i], is_num[i], child[i], levels is not None),
            range(m)))
        if per_level is not None and valid3[:, :, -1].any():
            # the node's class counts from its level table, read off a slot that holds a feature
            slot = np.argmax(feats >= 0, axis=1)
            node = node_class_counts(pairs[np.arange(m), slot].sum(1)).max(-1).astype(float)[:, None]
            u = scores[:, :, -1]
            scores[:, :, -1] = np.where(valid3[:, :, -1], node + (u - node) / per_level, u)
        return _flat_candidates(scores, valid3)

    def _block_scores(self, hist, valid3, scorer: Scorer, multiway_levels=None, per_level=None):
        """A block of nodes' valid candidates: their scores flattened in node order, each node's
        start in them (``ptr``) and their flat candidate indices."""
        return _flat_candidates(self._candidate_scores(hist, scorer, valid3, multiway_levels, per_level),
                                valid3)

    # ------------------------------------------------------------------ routing (public splits)
    def advance(self, fr: Frontier, feature: np.ndarray, route: np.ndarray,
                child_index: np.ndarray, new_paths: list[tuple], new_node_tree: np.ndarray,
                new_features: np.ndarray) -> Frontier:
        """Move records to the next level using released splits only.

        ``feature[k]`` / ``route[k, code]`` (child slot) describe node k's split; ``child_index[k,
        slot]`` is the child's index in the new frontier (-1: node k is a leaf, records retire).
        """
        return self._advance_routed(fr, feature, _kernels.child_table(route, child_index), new_paths,
                                    new_node_tree, new_features)

    def _advance_routed(self, fr: Frontier, feature: np.ndarray, nxt: np.ndarray, new_paths: list[tuple],
                        new_node_tree: np.ndarray, new_features: np.ndarray) -> Frontier:
        """:meth:`advance` with the released splits as each node's feature and code -> next
        node table (:func:`~dpforest._kernels.child_table`, public), which a replay of the
        splits computes once for every partition."""
        if isinstance(fr, _LeanFrontier):        # log the public split; pairs are replayed later
            store, nodes = fr._store, fr._current_store()
            if nodes is None:
                store = None
            else:                                # route the members one level, in place
                dt = _kernels.store_dtype(len(new_node_tree))
                held = nodes.nbytes if np.dtype(dt) != nodes.dtype else 0
                if self._store_fits(len(nodes), dt, held):
                    store.nodes = _kernels.lean_store_advance(fr._bits, self._n_records(), fr._block,
                                                              self._codes, nodes, feature, nxt, dt)
                    store.level += 1             # ``fr`` and its copies now replay their log
                else:
                    store = None
            return _LeanFrontier(fr.samples, new_node_tree, new_paths, new_features, None, None, fr._bits,
                                 fr._log + ((feature, nxt),), store, fr._block)
        rec, node = fr._pair_rec, fr._pair_node
        if _index_dtype(len(new_node_tree)) != node.dtype:    # (2^31 nodes: never in practice)
            node = node.astype(_index_dtype(len(new_node_tree)))
        # the pairs are routed in place: ``fr`` is consumed (growth never reads a frontier twice)
        k = _kernels.route_in_place(self._codes, node, rec, feature, nxt)
        return Frontier(fr.samples, new_node_tree, new_paths, new_features, rec[:k], node[:k])

    # ------------------------------------------------------------------ evaluation queries
    def noisy_error_counts(self, samples: list[TreeSample], predict_fn, epsilon_errors, epsilon_size,
                           bag: str = "oob", permute_feature=None, rng=None, what="OOB error",
                           sensitivity: int | None = None):
        """One query per entry of ``samples``: noisy (#misclassified, #records) of that sample's
        ``bag`` records.

        ``predict_fn(k, codes) -> class indices`` is the public model of query k (a
        :class:`~dpforest.tree.model.TreeVotes` is counted in compiled code).  With
        ``permute_feature`` the feature column is permuted among those records first (permutation
        importance).  Each query reads only its sample's ``bag`` records.  ``epsilon_errors``,
        ``epsilon_size`` (0: size not released, ∞: exact), ``permute_feature`` (None or -1: none),
        ``rng`` and ``what`` are each one value for every query or a sequence with one per query,
        so a whole batch of queries is one call: the counts run on ``n_jobs`` threads.

        Sensitivity of the misclassified count: 1 without permutation; 2 with ``permute_feature``
        (default when ``sensitivity`` is None): adding a record r also hands r's value of the
        permuted column to one other record (couple the permutations of n and n+1 records by
        inserting r into one cycle), so two predictions can change.  That coupling argument needs
        the permutation to be secret: ``rng`` is refused outside the test-only noiseless mode
        (fresh OS entropy there), as is a ``sensitivity`` below 2 for a permuted column.
        Consecutive queries on one sample run in order on one thread, so a seeded generator they
        share gives the same permutations whatever ``n_jobs``.
        """
        n = len(samples)

        def each(v):                       # one value for every query, or one per query
            return list(v) if isinstance(v, (list, tuple, np.ndarray)) else [v] * n

        eps_err, eps_size = np.asarray(each(epsilon_errors), float), np.asarray(each(epsilon_size), float)
        permute = np.array([-1 if j is None else int(j) for j in each(permute_feature)], dtype=np.int64)
        sens = np.where(permute >= 0, 2, 1) if sensitivity is None else np.full(n, int(sensitivity))
        # the Δ = 2 coupling holds for a secret uniform permutation only: a caller's seeded
        # generator (replayable on a neighbouring data set) or Δ = 1 would under-charge it
        if (sens[permute >= 0] < 2).any():
            raise ValueError("a permuted column's misclassified count has sensitivity 2: "
                             "pass sensitivity=None (or at least 2) with permute_feature")
        if not mech.is_noiseless() and any(r is not None for r in each(rng)):
            raise ValueError("rng is for the test-only noiseless mode: a permutation drawn from "
                             "a known seed is not secret, and its count's sensitivity is then "
                             "unbounded; leave rng None (fresh OS entropy)")
        whats = each(what)
        errs, sizes = self._error_counts(samples, predict_fn, bag, permute, each(rng))
        for k, s in enumerate(samples):
            self.ledger.charge(whats[k] + " (misclassified)", eps_err[k], s.scope((), bag),
                               "discrete Laplace" + (f" (sensitivity {sens[k]})" if sens[k] != 1 else ""))
            if math.isinf(eps_size[k]):     # a paper's exact size: booked at ε = ∞
                self.ledger.charge(whats[k] + " (size, exact)", eps_size[k], s.scope((), bag),
                                   "none (exact)", exact=True)
            elif eps_size[k] > 0:
                self.ledger.charge(whats[k] + " (size)", eps_size[k], s.scope((), bag), "discrete Laplace")
        noisy_sizes = _noisy(sizes, np.where(np.isinf(eps_size), 0.0, eps_size), np.ones(n, np.int64))
        exact = np.isinf(eps_size)
        noisy_sizes[exact] = sizes[exact]
        return _noisy(errs, eps_err, sens), noisy_sizes

    #: fixed-point resolution of a record's Brier loss in :meth:`private_best_model` and
    #: :meth:`noisy_loss_sums`: each loss is rounded to a multiple of 1/Q, so the sums are exact
    #: integers (in units of 1/Q) and one record moves a sum by at most 2Q units
    BRIER_RESOLUTION = 1 << 16

    #: per scoring rule of :meth:`private_best_model`: a record's largest loss (the sensitivity of
    #: a sum over records) and the loss's unit (a sum of ``s`` units is ``s / unit`` records' loss)
    _SCORINGS = {"error": (1, 1), "brier": (2, BRIER_RESOLUTION)}

    @classmethod
    def _scoring(cls, scoring: str) -> tuple[int, int]:
        """(sensitivity, unit) of a scoring rule (:attr:`_SCORINGS`), or a ValueError."""
        if scoring not in cls._SCORINGS:
            raise ValueError(f"scoring must be 'error' or 'brier', got {scoring!r}")
        return cls._SCORINGS[scoring]

    def _model_loss_sums(self, models, scoring: str) -> np.ndarray:
        """Exact loss summed over all this door's records, one int64 per public model (raw:
        consumed by :meth:`private_best_model` and :meth:`noisy_loss_sums`, never returned).

        ``models[k] = (schema, proba_fn)``: ``proba_fn(codes) -> (n, C)`` class probabilities in
        the schema's class order, for records encoded on ``schema`` (a public grid with the
        door's features and bounds: a candidate's ``schema_``; None: the door's own).  The door
        encodes its records again on it first (:meth:`reencode`, which releases nothing).
        ``scoring``: ``"error"`` counts records whose argmax is not their label; ``"brier"`` sums
        round(Q · Σ_c (p_c − 1[y = c])²), each record's term clipped to [0, 2Q]
        (:meth:`_brier_sum`)."""
        self._scoring(scoring)
        every = list(range(self.schema.n_features))
        base = self.schema            # None: this grid, even after an earlier model re-encoded
        out = np.zeros(len(models), dtype=np.int64)
        for k, (schema, proba_fn) in enumerate(models):
            grid = base if schema is None else schema
            if grid != self.schema:
                self.reencode(grid, every)
            if scoring == "error":
                errs, _ = self._error_counts([TreeSample(k, None, 1, None)],
                                             lambda _, codes, f=proba_fn: np.asarray(f(codes)).argmax(1),
                                             None, np.array([-1]), [None])
                out[k] = int(errs[0])
            else:
                out[k] = self._brier_sum(proba_fn, self.BRIER_RESOLUTION)
        return out

    def private_best_model(self, models, epsilon: float, scoring: str = "error",
                           what: str = "best model") -> int:
        """Index of the public model with the smallest loss on all this door's records, chosen by
        one ε-DP permute-and-flip selection (McKenna & Sheldon 2020); the index is the only
        thing released (no loss, no record count).

        ``models[k] = (schema, proba_fn)``: ``proba_fn(codes) -> (n, C)`` class probabilities
        in the schema's class order for records encoded on ``schema`` (a grid of the door's
        features, bounds and classes, such as a fitted model's ``schema_``; None: the door's
        own).  ``scoring``: the number of misclassified records (``"error"``, Δ = 1) or the sum
        of the records' multi-class Brier losses (``"brier"``, each in [0, 2] and rounded to a
        multiple of 2^-16: Δ = 2).  The utility of model k is minus its loss.  The models are
        public and fixed: fitted on other records, or built only from what this door has
        already released (adaptive composition; their own queries are on the ledger),
        so adding a record adds its own loss, ≥ 0, to every model's sum and removing one takes
        it away: every utility moves the same way by at most Δ.  The utility is *monotone*, and
        one permute-and-flip at scale Δ/ε is ε-DP (:func:`dpforest.privacy.mechanisms.select`
        with ``monotone=True``; the exact sampler floors scores to its grid and calibrates to
        Δ + 2^-16).  Charges ``epsilon`` once, on all of the door's records, even for one model.
        """
        sens, unit = self._scoring(scoring)
        mech._check_eps(epsilon)
        # charged before any record is read: a model that fails on them has still been asked
        self.ledger.charge(f"{what} ({scoring}, {len(models)} models)", epsilon, Scope(),
                           f"permute-and-flip ({scoring} loss, Δ={sens}, monotone)")
        sums = self._model_loss_sums(models, scoring)
        # -sums/unit is exact (a multiple of 2^-16 below 2^53): the sampler's grid floor adds nothing
        return mech.select(-sums.astype(float) / unit, epsilon, sens, monotone=True)

    def noisy_loss_sums(self, models, epsilon_each: float, scoring: str = "brier",
                        what: str = "models' loss") -> np.ndarray:
        """Each public model's summed loss on all this door's records with discrete Laplace
        noise, ``epsilon_each`` per model, one ledger entry per model (they read the same
        records: sequential composition).  ``models[k] = (schema, proba_fn)`` as in
        :meth:`private_best_model`: ``proba_fn(codes) -> (n, C)`` class probabilities in the
        schema's class order for records encoded on ``schema`` (None: the door's own grid).

        ``"error"``: the number of misclassified records, sensitivity 1 (the release of
        :meth:`noisy_error_counts` without a size).  ``"brier"``: each record's loss is rounded to
        a multiple of 1/Q (Q = :attr:`BRIER_RESOLUTION`) and clipped to [0, 2], so a sum is an
        integer count of 1/Q steps that one record moves by at most 2Q: sensitivity 2Q (scale
        2Q/ε in steps, 2/ε in loss units).  Returned in loss units."""
        sens, unit = self._scoring(scoring)
        steps = sens * unit
        mechanism = "discrete Laplace" if steps == 1 else f"discrete Laplace (sensitivity {steps}/{unit})"
        loss = "misclassified" if scoring == "error" else "Brier loss"
        for k in range(len(models)):    # charged before any record is read
            # entries without a tree scope add up (sequential composition), one a model
            self.ledger.charge(f"{what} ({loss}, model {k})", epsilon_each, Scope(), mechanism)
        sums = self._model_loss_sums(models, scoring)
        return mech.noisy_counts(sums, epsilon_each, steps).astype(float) / unit

    def noisy_record_cells(self, schema: Schema | None, cell_of, n_cells: int, epsilon: float,
                           what: str = "record cells") -> np.ndarray:
        """Every record of this door put in one public cell, the cells' counts released with
        discrete Laplace noise: a histogram of ``cell_of(codes, y)`` over the records.

        ``cell_of(codes, y) -> cell indices`` is a public function of one record at a time (its
        codes on ``schema``, its class index), such as a public model's prediction beside the
        label (a confusion matrix: ``y·C + prediction``) or the bin of its score (a ROC
        histogram); ``schema`` None is the door's own grid, another one is encoded again,
        releasing nothing, and stays the door's grid for later queries (pass ``schema``
        explicitly to every call that needs a particular one).  Each record lands in at most
        one cell, so adding or removing one record moves one count by at most one: L1
        sensitivity 1, and all cells together are released at ``epsilon`` (the Laplace
        mechanism on the histogram; parallel composition over the cells' disjoint records).
        Charged once, on all the door's records, before any record is read.  No record count
        leaves the door except as the noisy sum of the cells.

        This is the door's general query for an estimator of one's own (docs/extending.md):
        ``cell_of`` must read each record on its own (no state kept across calls, nothing
        released through it).  A record whose cell is not a whole number in ``0 .. n_cells - 1``,
        or on which ``cell_of`` fails, counts in no cell, silently: refusing or warning would
        say, for free, that some record lands there.  ``n_cells`` and ``schema`` (the door's
        features, bounds, categories and classes; only its grid may differ) are checked before
        the charge, and so is ``cell_of`` itself, on a public trial chunk of made-up records
        (one per class, every feature at its first, then its last code): where it fails there,
        returns another shape than one cell a record or returns fractions, the query is
        refused (a bug that would otherwise put every record in no cell, silently)."""
        mech._check_eps(epsilon)
        # every refusal before the charge and before any record is read: from here on nothing
        # the records do can raise (a refusal would tell, for free, that some record did it)
        if isinstance(n_cells, bool) or not isinstance(n_cells, (int, np.integer)) or n_cells < 1:
            raise ValueError(f"n_cells must be a whole number >= 1, got {n_cells!r}")
        n_cells = int(n_cells)
        if n_cells > MAX_RECORD_CELLS:
            # the histogram is held whole: refused before the charge, not by a MemoryError after
            raise ValueError(f"n_cells={n_cells:,} is more than the {MAX_RECORD_CELLS:,} cells "
                             f"a histogram here holds (8 bytes a cell)")
        grid = self.schema if schema is None else schema
        if grid != self.schema and not _same_domain(grid, self.schema):
            # another grid over the same bounds, categories and classes encodes every record
            # (a narrower domain would refuse the records outside it, one by one)
            raise ValueError("schema must declare the door's features, bounds, categories and "
                             "classes (another grid of them only)")
        _trial_cells(cell_of, grid)
        self.ledger.charge(f"{what} ({n_cells} counts)", epsilon, Scope(), "discrete Laplace")
        if grid != self.schema:
            self.reencode(grid, list(range(self.schema.n_features)))
        hist = np.asarray(self._record_cell_hist(cell_of, n_cells), dtype=np.int64)
        return mech.noisy_counts(hist, epsilon, 1).astype(np.int64)

    def _record_cell_hist(self, cell_of, n_cells: int) -> np.ndarray:
        """The exact counts of :meth:`noisy_record_cells` (int64, one per cell); a Dask door
        adds up its partitions' (a method of its own, so no query reads an attribute only the
        in-memory door holds)."""
        hist = np.zeros(n_cells, dtype=np.int64)
        for a in range(0, self._n_records(), GRADIENT_CHUNK):   # bounded memory: chunk by chunk
            y = self._y[a:a + GRADIENT_CHUNK].astype(np.int64)
            hist += np.bincount(_record_cells(cell_of, self._codes[a:a + GRADIENT_CHUNK], y,
                                              n_cells), minlength=n_cells)
        return hist

    def noisy_leaf_counts(self, samples: list[TreeSample], apply_fn, n_leaves: list[int],
                          epsilon: list[float], bag: str | None | bool = False,
                          what: str = "leaf class counts") -> list[np.ndarray]:
        """Noisy class counts per leaf of a data-independent tree (leaves partition records).

        ``apply_fn(k, codes) -> leaf index`` is tree k's public routing.  Charges ``epsilon[k]``
        once per tree (leaves are disjoint: parallel composition).
        """
        # the exact histograms are this door's own: noised in place, then each made float in
        # turn (the trees' counts, not three copies of them: 1,000 classes x 8,192 leaves x
        # 10 trees are 655 MB a copy)
        out = mech.noisy_counts_many(self._leaf_hists(samples, apply_fn, n_leaves, bag),
                                     list(epsilon[:len(samples)]), overwrite=True)
        for k in range(len(out)):
            out[k] = out[k].astype(float)
        for k, s in enumerate(samples):
            b = s.bag if bag is False else bag
            self.ledger.charge(what, epsilon[k], s.scope((), b), "discrete Laplace")
        return out

    #: fixed-point resolution of :meth:`noisy_leaf_gradients` (a record's gradient is summed in
    #: units of 1/Q; exact integers, so the discrete Laplace sampler applies)
    GRADIENT_RESOLUTION = 1 << 16

    def noisy_leaf_gradients(self, sample: TreeSample, apply_fn, n_leaves: int, scores_fn,
                             epsilon: float, what: str = "leaf gradient and hessian sums"):
        """Noisy per-leaf sums of the softmax cross-entropy gradient and diagonal hessian of a
        public model, over the leaves of a data-independent tree (boosting with DP leaves).

        ``scores_fn(codes) -> (n, C)`` is the public model built so far (raw scores from released
        values only); ``apply_fn(codes) -> leaf index`` the new tree's public routing.  For a
        record with label y and model probabilities p = softmax(scores):

        * gradient g = onehot(y) − p, with ‖g‖₁ = 2(1 − p_y) ≤ 2;
        * hessian diagonal h = p ⊙ (1 − p), with ‖h‖₁ = 1 − Σ p_k² ≤ 1.

        Each is rounded to a multiple of 1/Q (Q = :attr:`GRADIENT_RESOLUTION`), which moves each of
        the 2C coordinates by at most 1/(2Q): a record's integer vector Q·(g, h) has L1 norm at
        most 3Q + C, which is the sensitivity (one record is in one leaf; add/remove-one
        neighbours).  The door computes g and h itself from the labels it holds, so no caller
        function can exceed that bound.  One discrete Laplace release of scale (3Q + C)/ε over
        the (leaves × 2C) table, charged ``epsilon`` on all records of ``sample``.

        Returns ``(G, H)``, each (n_leaves, C), in units of records.
        """
        C, Q = self.n_classes, self.GRADIENT_RESOLUTION
        sums = self._leaf_gradient_sums(sample, apply_fn, int(n_leaves), scores_fn, Q)
        sens = 3 * Q + C
        noisy = mech.noisy_counts(sums, epsilon, sens).astype(float) / Q
        self.ledger.charge(what, epsilon, sample.scope((), None),
                           f"discrete Laplace (sensitivity {sens}/{Q})")
        return noisy[:, :C], noisy[:, C:]

    def model_scores(self, n_classes: int, trees=(), tables=()) -> ModelScores:
        """A :class:`ModelScores` for :meth:`noisy_leaf_gradients` that this door caches per record
        (nothing is released or charged: the scores are a public model applied to the records
        inside the door).  A Dask door returns the plain, recomputing form."""
        return _DoorScores(self, n_classes, trees, tables)

    def assign_parts(self, seed: int, shares) -> np.ndarray:
        """Part of every record (in input order) among ``len(shares)`` disjoint parts, part k
        taking a ``shares[k]`` share in expectation: public randomness keyed by ``seed`` and each
        record's own content and rank among identical copies, never its row position.

        Adding or removing one record moves no other record to another part, which is what
        parallel composition over the parts needs (``PrivateModelSelector``).  Nothing is
        released and nothing is charged: the caller uses the parts to route raw rows to fits
        that each charge their own door.
        """
        w = np.asarray(shares, dtype=float)
        if w.ndim != 1 or len(w) == 0 or not (w >= 0).all() or not w.sum() > 0:
            raise ValueError("shares must be a non-empty vector of non-negative weights")
        edges = np.cumsum(w / w.sum())[:-1]
        return np.searchsorted(edges, uniform01(int(seed), 0, self._key), side="right").astype(np.int64)

    def assign_group_parts(self, seed: int, shares, ids) -> np.ndarray:
        """Part of every record when all records of a group (``ids``: one group id per record,
        in input order) go to one part, part k taking a ``shares[k]`` share of the groups in
        expectation.  Each record's part is a keyed hash of ``seed`` and its *own* id's
        canonical form (:func:`_canonical_id`: ids equal under ``==``, such as 1, 1.0, True,
        Decimal(1) or (1,) and (1.0,), hash alike), never of other records, their order or a
        representative picked among them: adding or removing one record moves no other record
        to another part, as :meth:`assign_parts` guarantees.  The ids are raw data read here,
        in the door; nothing is released and nothing is charged."""
        w = np.asarray(shares, dtype=float)
        if w.ndim != 1 or len(w) == 0 or not (w >= 0).all() or not w.sum() > 0:
            raise ValueError("shares must be a non-empty vector of non-negative weights")
        memo: dict = {}

        def unit(v):
            key = _canonical_id(v)
            got = memo.get(key)
            if got is None:
                got = memo[key] = _keyed_unit(seed, key)
            return got

        units = np.fromiter((unit(v) for v in ids), dtype=float, count=len(ids))
        return np.searchsorted(np.cumsum(w / w.sum())[:-1], units, side="right").astype(np.int64)

    # ------------------------------------------------------------------ raw-record primitives
    # Every read of raw records happens in one of the methods below (and _class_hist,
    # _feature_hist, open_root, advance, _n_records).  They return exact statistics to the
    # charging methods above only; a Dask-backed door overrides exactly these.
    def _n_records(self) -> int:
        return len(self._y)

    def _sample_records(self, s: TreeSample, bag) -> np.ndarray:
        b = s.bag if bag is False else bag
        return self._records_of(TreeSample(s.tree, s.partition, s.n_partitions, b, s.rate, s.partition_stream))

    @staticmethod
    def _record_set(s: TreeSample, bag) -> tuple:
        """What decides the records :meth:`_sample_records` returns: the tree's id matters only
        through an in-bag draw (every tree's ``bag=None`` query on one partition reads the same
        records)."""
        b = s.bag if bag is False else bag
        return (s.partition, s.n_partitions, s.partition_stream) + (() if b is None else (s.tree, b, s.rate))

    @classmethod
    def _record_set_starts(cls, samples, bag) -> list[int]:
        """Where each run of consecutive queries on one record set starts (and ``len(samples)``
        last): such a run reads its records once and its permutations come from one generator."""
        sets = [cls._record_set(s, bag) for s in samples]
        return [k for k in range(len(samples)) if k == 0 or sets[k] != sets[k - 1]] + [len(samples)]

    @staticmethod
    def _permutation_stream(rngs, k, secret):
        """(bit source for query k's permutation, the run's secret source): ``rngs[k]`` when
        given (tests), else the operating system's cryptographic generator (:class:`SecretBits`),
        shared by the run's queries."""
        if rngs[k] is not None:
            return rngs[k], secret
        secret = secret or SecretBits()
        return secret, secret

    def _error_counts(self, samples, predict_fn, bag, permute, rngs, columns=None, span=None):
        """Exact (#misclassified, #records) per query: sample k's ``bag`` records under
        ``predict_fn``'s model k, feature ``permute[k]`` (-1: none) permuted among them by
        ``rngs[k]`` (``rngs`` None or an entry None: a generator on fresh OS entropy).

        Consecutive queries on one record set are one task, its records drawn once and its queries
        run in order; tasks run on ``n_jobs`` threads (the compiled count releases the GIL).

        A Dask partition's door is handed its share of permutations drawn over all partitions
        (:meth:`DaskPrivateData._error_counts`): ``columns[k]`` is query k's permuted column for
        this door's records of the set, in their order, and ``span = (lo, hi)`` limits the
        counts to queries lo..hi-1 (the others count (0, 0))."""
        n = len(samples)
        rngs = [None] * n if rngs is None else rngs
        lo, hi = (0, n) if span is None else span
        starts = self._record_set_starts(samples, bag)
        tasks = [t for t in range(len(starts) - 1) if starts[t] < hi and starts[t + 1] > lo]

        def task(t):
            r = self._sample_records(samples[starts[t]], bag)
            secret = None                      # one OS-entropy generator for the task's queries
            out = []
            for k in range(max(starts[t], lo), min(starts[t + 1], hi)):
                column, j = None, int(permute[k])
                if j >= 0 and columns is not None:
                    column = columns[k]
                elif j >= 0 and len(r):
                    rng, secret = self._permutation_stream(rngs, k, secret)
                    column = _kernels.shuffled(self._codes[r, j], rng)
                out.append((k,) + self._error_count(predict_fn, k, r, j, column))
            return out

        counts = np.zeros((n, 2), dtype=np.int64)
        for part in _parallel.parallel_map(task, tasks):
            for k, errors, size in part:
                counts[k] = errors, size
        return counts[:, 0], counts[:, 1]

    def _error_count(self, predict_fn, k, r, j, column) -> tuple[int, int]:
        """(#misclassified, #records) of records ``r`` under model k, with feature j's codes
        replaced by ``column`` (already permuted among ``r``; None: nothing replaced)."""
        if hasattr(predict_fn, "errors"):
            return predict_fn.errors(k, self._codes, self._y, r, j, column), len(r)
        codes = self._codes[r]
        if column is not None:
            codes[:, j] = column
        return (int((predict_fn(k, codes) != self._y[r]).sum()) if len(r) else 0), len(r)

    def _brier_sum(self, proba_fn, Q: int) -> int:
        """Σ over all records of round(Q · Σ_c (p_c − 1[y = c])²) for the public model
        ``proba_fn(codes) -> (n, C)`` (see :meth:`noisy_loss_sums`).  Each record's term is
        clipped to [0, 2Q] and a non-finite one counts 2Q, so the sensitivity 2Q holds whatever
        the function returns."""
        C = self.n_classes
        total = 0
        for a in range(0, self._n_records(), GRADIENT_CHUNK):   # bounded memory: (chunk × C) floats
            y = self._y[a:a + GRADIENT_CHUNK].astype(np.int64)
            d = np.array(proba_fn(self._codes[a:a + GRADIENT_CHUNK]), dtype=float)
            if d.shape != (len(y), C):
                raise ValueError("internal: a public model of the wrong shape")
            d[np.arange(len(y)), y] -= 1.0
            with np.errstate(over="ignore", invalid="ignore"):
                loss = (d * d).sum(1)
            loss = np.where(np.isfinite(loss), np.clip(loss, 0.0, 2.0), 2.0)
            total += int(np.rint(loss * Q).astype(np.int64).sum())
        return total

    def _leaf_gradient_sums(self, sample, apply_fn, n_leaves: int, scores_fn, Q: int) -> np.ndarray:
        """Exact per-leaf sums of round(Q·g) and round(Q·h) (see :meth:`noisy_leaf_gradients`):
        an int64 (n_leaves, 2C) table."""
        C = self.n_classes
        r = self._sample_records(sample, None)
        out = np.zeros((n_leaves, 2 * C), dtype=np.int64)
        for a in range(0, len(r), GRADIENT_CHUNK):       # bounded memory: (chunk × C) floats
            rr = r[a:a + GRADIENT_CHUNK]
            codes = self._codes[rr]
            cached = getattr(scores_fn, "_door", None) is self
            s = scores_fn._scores[rr] if cached else np.asarray(scores_fn(codes), dtype=float)
            leaf = np.asarray(apply_fn(codes), dtype=np.int64)
            if s.shape != (len(rr), C) or (len(leaf) and not 0 <= leaf.min() <= leaf.max() < n_leaves):
                raise ValueError("internal: a public model or routing of the wrong shape")
            # the kernel reads a non-finite score as 0, so the bound holds whatever the model
            # function returns (a NaN would make p NaN and the rounded sums unbounded)
            _kernels.gradient_sums(s, self._y[rr], leaf, Q, out)
        return out

    def _accumulate_scores(self, scores: np.ndarray, trees, tables) -> None:
        """``scores`` (every record's, door-private) ``+= Σ_t tables[t][leaf of the record]``:
        one compiled pass over the public trees (:class:`PackedForest`)."""
        from .tree.model import PackedForest

        if trees:
            forest = PackedForest(list(trees), list(tables))
            for a in range(0, len(scores), GRADIENT_CHUNK):
                forest.accumulate(self._codes[a:a + GRADIENT_CHUNK], scores[a:a + GRADIENT_CHUNK])

    def _leaf_hists(self, samples, apply_fn, n_leaves, bag) -> list[np.ndarray]:
        """Exact class histogram per leaf of each sample's data-independent tree."""
        C = self.n_classes
        out = []
        for k, s in enumerate(samples):
            r = self._sample_records(s, bag)
            leaf = np.asarray(apply_fn(k, self._codes[r]), dtype=np.int64)
            out.append(np.bincount(leaf * C + self._y[r], minlength=n_leaves[k] * C).reshape(n_leaves[k], C))
        return out
