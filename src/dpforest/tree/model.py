"""Flat-array fitted trees with vectorised prediction.

A node is (feature, route row, child_start): a record at an internal node goes to child
``child_start + route_rows[route_of[node], code of feature]``.  A route row over integer codes
expresses a numeric threshold, a one-vs-rest categorical split and a multiway split alike.  A
tree keeps each distinct row once (``route_rows``) and each node's index into them
(``route_of``): a row is as wide as the schema's widest feature, and a forest of a million nodes
on a schema with a 500-level column would otherwise hold a gigabyte of mostly repeated rows
(random trees of a feature all share its identity row; thresholds repeat across nodes).  Leaves
hold noisy class counts.  Nothing here touches training records: predicting is post-processing.
"""

from __future__ import annotations

import base64
import binascii
import math
from dataclasses import dataclass

import numpy as np

from .._jit import njit

__all__ = ["FlatTree", "TreeVotes", "stack_apply", "PackedForest"]


@njit(cache=True, nogil=True)
def _apply_kernel(feature, rows, row_of, child_start, codes, out):
    """Walk every record from the root to its leaf (compiled; holds no GIL).  A code outside
    the rows (codes of another schema: a caller's mistake) is refused, not read past."""
    width = rows.shape[1]
    for i in range(codes.shape[0]):
        node = 0
        f = feature[0]
        while f >= 0:
            c = codes[i, f]
            if c < 0 or c >= width:
                raise ValueError("codes outside the tree's route rows: encode with the model's schema_")
            node = child_start[node] + rows[row_of[node], c]
            f = feature[node]
        out[i] = node


@njit(cache=True, nogil=True, forceinline=True)
def _step(feature, rows, row_of, child_start, codes, r, node, j, code_j):
    """Record r's next node below ``node``, feature j's code read as ``code_j``."""
    f = feature[node]
    code = codes[r, f]
    if f == j:
        code = code_j
    return child_start[node] + rows[row_of[node], code]


@njit(cache=True, nogil=True)
def _error_kernel(feature, rows, row_of, child_start, label, depth, codes, y, rec, j, column):
    """Number of records ``rec[i]`` whose leaf's class is not ``y[rec[i]]``, feature ``j`` read
    from ``column[i]`` instead of the record (j < 0: nothing replaced).

    Four records walk side by side: a walk is a chain of dependent loads, and four independent
    chains let the CPU overlap them (a third faster than one walk at a time).  The tree comes
    from :class:`TreeVotes`, whose leaves lead to themselves, so every walk is ``depth`` steps."""
    n = rec.shape[0]
    errs = 0
    for i in range(0, n, 4):
        # a last block of fewer than four repeats its last record (counted once)
        i1, i2, i3 = min(i + 1, n - 1), min(i + 2, n - 1), min(i + 3, n - 1)
        r0, r1, r2, r3 = rec[i], rec[i1], rec[i2], rec[i3]
        c0 = c1 = c2 = c3 = 0
        if j >= 0:
            c0, c1, c2, c3 = column[i], column[i1], column[i2], column[i3]
        a = b = c = d = np.int64(0)     # (typed: a literal 0 compiled a second _step)
        for _ in range(depth):
            a = _step(feature, rows, row_of, child_start, codes, r0, a, j, c0)
            b = _step(feature, rows, row_of, child_start, codes, r1, b, j, c1)
            c = _step(feature, rows, row_of, child_start, codes, r2, c, j, c2)
            d = _step(feature, rows, row_of, child_start, codes, r3, d, j, c3)
        errs += (label[a] != y[r0]) + (i + 1 < n and label[b] != y[r1]) \
            + (i + 2 < n and label[c] != y[r2]) + (i + 3 < n and label[d] != y[r3])
    return errs


#: rows a packed forest's kernels walk through one tree before the next (a tile's rows and
#: classes stay in cache while each tree's arrays are read once per tile)
_TILE = 1024


@njit(cache=True, nogil=True)
def _forest_sum_kernel(feature, rows, row_of, child_start, table, codes, out):
    """``out[i] += table[t, leaf_t(i)]`` over the trees t of a packed forest.  Rows are taken
    ``_TILE`` at a time and each tile walks one tree after another, so a tree's arrays stay in
    cache for the tile (row by row, every row walked every tree: a 100-tree depth-12 forest was
    cache-bound).  Each row still adds its trees in tree order, so the sums do not depend on the
    tiling or on how the caller chunks the rows."""
    T = feature.shape[0]
    C = table.shape[2]
    n = codes.shape[0]
    for lo in range(0, n, _TILE):
        hi = min(n, lo + _TILE)
        for t in range(T):
            for i in range(lo, hi):
                node = 0
                f = feature[t, 0]
                while f >= 0:
                    node = child_start[t, node] + rows[t, row_of[t, node], codes[i, f]]
                    f = feature[t, node]
                for c in range(C):
                    out[i, c] += table[t, node, c]


@njit(cache=True, nogil=True)
def _forest_sum_dense_kernel(feature, route, child_start, table, codes, out):
    """:func:`_forest_sum_kernel` over per-node route rows ``route[t, node]`` (one load less a
    step: the packed form of forests whose per-node table is small)."""
    T = feature.shape[0]
    C = table.shape[2]
    n = codes.shape[0]
    for lo in range(0, n, _TILE):
        hi = min(n, lo + _TILE)
        for t in range(T):
            for i in range(lo, hi):
                node = 0
                f = feature[t, 0]
                while f >= 0:
                    node = child_start[t, node] + route[t, node, codes[i, f]]
                    f = feature[t, node]
                for c in range(C):
                    out[i, c] += table[t, node, c]


#: a packed forest keeps per-node route rows (the faster walk) up to this many cells (uint16,
#: 128 MB), and the distinct rows with an index per node beyond
PACKED_DENSE_CELLS = 1 << 26

#: most route cells (uint16, 1 GiB) one tree of a model file may expand to (:meth:`FlatTree.from_dict`)
MAX_ROUTE_CELLS = 1 << 29


def compact_routes(route: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(distinct rows, each node's row index) of a per-node route table (n_nodes, width)."""
    route = np.asarray(route, dtype=np.uint16)
    if len(route) == 0:
        return np.zeros((1, route.shape[1]), np.uint16), np.zeros(0, np.int64)
    rows, of = np.unique(route, axis=0, return_inverse=True)
    return np.ascontiguousarray(rows), of.reshape(-1).astype(np.int64)


#: a tree of more nodes than this writes its per-node arrays to a model file packed (base64 of
#: their little-endian bytes) instead of as JSON lists: a list number costs a Python object
#: (about 40 bytes) to load, so a forest of millions of nodes needed gigabytes and half a minute
PACK_NODES = 4096
#: the array types a packed field may hold (:func:`unpack_array`)
PACKED_DTYPES = ("<i8", "<f8")


def pack_array(a: np.ndarray) -> dict:
    """``{"__packed__": base64, "dtype", "shape"}`` of a numeric array (little-endian)."""
    a = np.ascontiguousarray(a, dtype=np.dtype("<f8") if a.dtype.kind == "f" else np.dtype("<i8"))
    return {"__packed__": base64.b64encode(a.tobytes()).decode("ascii"), "dtype": a.dtype.str,
            "shape": list(a.shape)}


def unpack_array(v, dtype) -> np.ndarray:
    """An array field of a model file's tree: a JSON list, or :func:`pack_array`'s form (its
    type and shape checked against its bytes before any array is built)."""
    if not isinstance(v, dict):
        return np.asarray(v, dtype=dtype)
    shape = v.get("shape")
    # a tree's arrays have one or two dimensions (pack_array writes no other)
    if v.get("dtype") not in PACKED_DTYPES or not isinstance(shape, list) or \
            not 1 <= len(shape) <= 2 or \
            not all(isinstance(k, int) and not isinstance(k, bool) and k >= 0 for k in shape):
        raise ValueError("malformed packed array")
    try:
        raw = base64.b64decode(str(v.get("__packed__", "")).encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError) as e:
        raise ValueError("malformed packed array") from e
    # each side checked against the bytes before they are multiplied: a shape of many
    # thousand-digit numbers made the product itself take minutes
    if any(k > len(raw) // 8 for k in shape) or len(raw) != math.prod(shape) * 8:
        raise ValueError("packed array length does not match its shape")
    return np.frombuffer(raw, dtype=v["dtype"]).reshape(shape).astype(dtype)


def _child_slots(route: np.ndarray) -> np.ndarray:
    """A model file's route entries as child slots, refused outside 0..65,535 (a slot below 0
    would lead back up the tree; unsigned 16 bits could not hold it, nor one past a feature's
    2^16 codes)."""
    if route.size and (route.min() < 0 or route.max() > np.iinfo(np.uint16).max):
        raise ValueError("inconsistent route rows: child slots outside 0..65535")
    return route.astype(np.uint16)


@dataclass
class FlatTree:
    """A fitted tree as flat arrays.  ``route_rows`` holds each distinct route row once (width:
    the schema's largest code count) and ``route_of`` each node's row; built from a per-node
    table (``route_of`` left None) the rows are made distinct on construction."""

    feature: np.ndarray       # (n_nodes,) int, -1 at leaves
    route_rows: np.ndarray    # (n_rows, max_codes) uint16 child slot per code (a feature has at most 2^16 codes), each row once
    child_start: np.ndarray   # (n_nodes,) int, -1 at leaves
    counts: np.ndarray        # (n_nodes, n_classes) float noisy counts (NaN where not released)
    depth: np.ndarray         # (n_nodes,) int
    epsilon: np.ndarray       # (n_nodes,) ε spent at the node (all queries on its records)
    route_of: np.ndarray | None = None   # (n_nodes,) int row of route_rows each node uses
    # (n_nodes,) ε of each node's released counts (0 where none), where the grower recorded it:
    # a leaf that drew "no split" spent part of its own ε on that draw, so the path arithmetic
    # of :meth:`own_epsilon` would overstate its counts' ε.  None: trees built otherwise, and
    # model files written before it was kept (their leaves read :meth:`own_epsilon`)
    count_epsilon: np.ndarray | None = None

    def __post_init__(self):
        if self.route_of is None:
            self.route_rows, self.route_of = compact_routes(self.route_rows)
        else:
            self.route_rows = np.ascontiguousarray(self.route_rows, dtype=np.uint16)
            self.route_of = np.asarray(self.route_of, dtype=np.int64)
        if self.count_epsilon is not None:
            self.count_epsilon = np.asarray(self.count_epsilon, dtype=float)

    def node_route(self, node) -> np.ndarray:
        """Route row(s) of ``node`` (an index or an array of them): child slot per code."""
        return self.route_rows[self.route_of[node]]

    def n_children(self, nodes=None) -> np.ndarray:
        """Children of each node (of ``nodes``); a leaf's row is zero, so it reads 1: mask them."""
        per_row = self.route_rows.max(1).astype(np.int64) + 1
        return per_row[self.route_of if nodes is None else self.route_of[nodes]]

    def dense_route(self) -> np.ndarray:
        """The per-node table (n_nodes, width): n_nodes × width cells, for small trees only."""
        return self.route_rows[self.route_of]

    @property
    def n_nodes(self) -> int:
        return len(self.feature)

    @property
    def is_leaf(self) -> np.ndarray:
        return self.feature < 0

    @property
    def max_depth(self) -> int:
        return int(self.depth.max()) if self.n_nodes else 0

    def apply(self, codes: np.ndarray) -> np.ndarray:
        """Leaf index of every record (codes: encoded records, shape (n, n_features))."""
        codes = np.ascontiguousarray(codes)
        out = np.empty(len(codes), dtype=np.int64)
        if len(codes):
            _apply_kernel(np.ascontiguousarray(self.feature, dtype=np.int64), self.route_rows, self.route_of,
                          np.ascontiguousarray(self.child_start, dtype=np.int64), codes, out)
        return out

    def clipped_counts(self) -> np.ndarray:
        """Released counts per node clipped at 0 (0 where a node released none)."""
        return np.clip(np.nan_to_num(np.asarray(self.counts, dtype=float), nan=0.0), 0, None)

    def leaf_proba(self) -> np.ndarray:
        """Class distribution per node from noisy counts (clipped at 0; uniform if empty)."""
        c = self.clipped_counts()
        tot = c.sum(1, keepdims=True)
        k = c.shape[1]
        return np.where(tot > 0, c / np.where(tot > 0, tot, 1), 1.0 / k)

    def own_epsilon(self) -> np.ndarray:
        """ε of each node's own queries: its path total minus its parent's (public: the
        released structure and budget schedule).  A leaf's own ε includes the "no split" draw
        that ended it where it drew one; :meth:`counts_epsilon` is its counts' share."""
        parent = parents(self)
        eps = np.asarray(self.epsilon, dtype=float)
        return eps - np.where(parent >= 0, eps[np.maximum(parent, 0)], 0.0)

    def counts_epsilon(self) -> np.ndarray:
        """ε of each node's released counts, so 1/ε is their noise scale: as the grower
        recorded it (``count_epsilon``; counts combined from two queries by inverse-variance
        weighting have the ε whose variance is theirs, √(ε₁² + ε₂²)), else :meth:`own_epsilon`
        (exact for leaves that drew no "no split", as every leaf of the trees built without it)."""
        if self.count_epsilon is not None:
            return self.count_epsilon
        return self.own_epsilon()

    def smoothed_leaf_proba(self) -> np.ndarray:
        """Class distribution per node with every clipped count raised by the node's noise
        scale 1/ε (the ε of its counts, :meth:`counts_epsilon`): a class whose noisy count
        clipped to 0 keeps the share the noise could have hidden, instead of probability 0.
        A leaf whose every count clipped to 0 says nothing of its own: it gets the tree's
        leaves pooled (their clipped counts summed, raised by its own noise scale, so its
        argmax is the tree's most counted class) instead of a uniform distribution, whose
        argmax was the first class in sorted order -- often a rare, costly label.  Otherwise each node's ordering of
        classes, and so its argmax, is that of :meth:`leaf_proba`.  Post-processing."""
        c = self.clipped_counts()
        own = self.counts_epsilon()
        alpha = np.where(own > 0, 1.0 / np.where(own > 0, own, 1.0), 0.0)[:, None]
        q = c + alpha
        tot = q.sum(1, keepdims=True)
        out = np.where(tot > 0, q / np.where(tot > 0, tot, 1), 1.0 / c.shape[1])
        empty = self.pooled_leaves(c)
        if empty.any():
            # raised by the leaf's own noise scale as any leaf's counts (no class at 0 where
            # the leaf has one; a leaf without released counts keeps the pool as is)
            p = c[self.is_leaf & ~empty].sum(0)[None, :] + alpha[empty]
            out[empty] = p / p.sum(1, keepdims=True)
        return out

    def pooled_leaves(self, clipped: np.ndarray | None = None) -> np.ndarray:
        """Per node, whether :meth:`smoothed_leaf_proba` gives it the tree's leaves pooled: a
        leaf whose every clipped count is 0, in a tree where some leaf's is not."""
        c = self.clipped_counts() if clipped is None else clipped
        empty = self.is_leaf & ~(c > 0).any(1)
        if not (c[self.is_leaf & ~empty] > 0).any():
            return np.zeros_like(empty)
        return empty

    def to_dict(self) -> dict:
        """Plain lists for a model file: the distinct route rows (``route``), each node's row
        (``route_of``) and the rows' width (``route_width``).  Each row is written up to its
        last non-zero entry: a row is as wide as the widest feature of the schema, while a node
        uses only its own feature's codes, so a schema with one wide categorical column would
        otherwise write mostly zeros.  Lossless: :meth:`from_dict` pads the rows back.  A tree
        of more than :data:`PACK_NODES` nodes writes its per-node arrays packed
        (:func:`pack_array`); smaller ones stay readable lists."""
        packed = self.n_nodes > PACK_NODES
        keys = ("feature", "child_start", "counts", "depth", "epsilon", "route_of") + \
            (("count_epsilon",) if self.count_epsilon is not None else ())
        d = {k: pack_array(getattr(self, k)) if packed else getattr(self, k).tolist() for k in keys}
        route = self.route_rows
        nz = route != 0
        # entries up to the last non-zero one of each row (0 for an all-zero row)
        keep = np.where(nz.any(1), route.shape[1] - np.argmax(nz[:, ::-1], axis=1), 0)
        d["route"] = [row[:k].tolist() for row, k in zip(route, keep)]
        d["route_width"] = int(route.shape[1])
        return d

    @staticmethod
    def _route_table(d: dict) -> np.ndarray:
        """The route rows of a model file's tree: full rows, or rows cut after their last
        non-zero entry with ``route_width`` (:meth:`to_dict`).  Files written before
        ``route_of`` hold one row per node."""
        if "route_width" not in d:
            return _child_slots(np.asarray(d["route"], dtype=np.int64))
        width, rows = int(d["route_width"]), d["route"]
        if width < 0 or not isinstance(rows, list) or \
                any(not isinstance(r, list) or len(r) > width for r in rows):
            raise ValueError("route rows longer than route_width")
        for r in rows:
            _child_slots(np.asarray(r, dtype=np.int64))
        if len(rows) * width > MAX_ROUTE_CELLS:
            # a short file must not claim a table that inflates past what a model file may
            raise ValueError("route table larger than a model file may describe")
        out = np.zeros((len(rows), width), dtype=np.uint16)
        for i, r in enumerate(rows):
            out[i, :len(r)] = r
        return out

    @classmethod
    def from_dict(cls, d: dict) -> "FlatTree":
        extra = set(d) - {"feature", "child_start", "counts", "depth", "epsilon", "route",
                          "route_of", "route_width", "count_epsilon"}
        if extra:
            # refused, not dropped: a model file must not carry text its readers never see
            raise ValueError(f"a tree holds {len(extra)} key(s) no dpforest version writes")
        of, ce = d.get("route_of"), d.get("count_epsilon")
        feature = unpack_array(d["feature"], np.int64)
        return cls(
            feature, cls._route_table(d), unpack_array(d["child_start"], np.int64),
            unpack_array(d["counts"], float).reshape(len(feature), -1),
            unpack_array(d["depth"], np.int64), unpack_array(d["epsilon"], float),
            None if of is None else unpack_array(of, np.int64),
            None if ce is None else unpack_array(ce, float),
        )


def parents(tree: FlatTree) -> np.ndarray:
    """Parent of every node (-1 at the root), from the public structure."""
    par = np.full(tree.n_nodes, -1, dtype=np.int64)
    inner = np.flatnonzero(tree.feature >= 0)
    if len(inner) == 0:
        return par
    nc = tree.n_children(inner)
    first = np.repeat(np.cumsum(nc) - nc, nc)
    child = np.repeat(tree.child_start[inner], nc) + np.arange(int(nc.sum())) - first
    par[child] = np.repeat(inner, nc)
    return par


def stack_apply(trees: list[FlatTree], codes: np.ndarray, values: list[np.ndarray]) -> np.ndarray:
    """For each tree, the per-leaf ``values[t]`` (n_nodes, k) at each record's leaf: (T, n, k)."""
    return np.stack([v[t.apply(codes)] for t, v in zip(trees, values)])


class _Pack:
    """Trees padded into common arrays so one compiled pass walks every tree for a row chunk."""

    def __init__(self, trees: list[FlatTree], tables: list[np.ndarray]):
        T = len(trees)
        N = max(t.n_nodes for t in trees)
        R = max(len(t.route_rows) for t in trees)
        K = max(t.route_rows.shape[1] for t in trees)
        C = tables[0].shape[1]
        self.feature = np.full((T, N), -1, dtype=np.int64)
        self.child_start = np.full((T, N), -1, dtype=np.int64)
        # per-node rows when they are few (one load less a step), else distinct rows + index
        self.dense = T * N * K <= PACKED_DENSE_CELLS
        self.rows = np.zeros((T, N, K) if self.dense else (T, R, K), dtype=np.uint16)
        self.row_of = np.zeros((T, N), dtype=np.int64)
        self.table = np.zeros((T, N, C), dtype=float)
        for t, (tr, tab) in enumerate(zip(trees, tables)):
            n, w = tr.n_nodes, tr.route_rows.shape[1]
            self.feature[t, :n] = tr.feature
            self.child_start[t, :n] = tr.child_start
            if self.dense:
                self.rows[t, :n, :w] = tr.dense_route()
            else:
                self.rows[t, :len(tr.route_rows), :w] = tr.route_rows
                self.row_of[t, :n] = tr.route_of
            self.table[t, :n] = tab

    def accumulate(self, codes: np.ndarray, out: np.ndarray) -> None:
        if self.dense:
            _forest_sum_dense_kernel(self.feature, self.rows, self.child_start, self.table, codes, out)
        else:
            _forest_sum_kernel(self.feature, self.rows, self.row_of, self.child_start, self.table,
                               codes, out)


def _size_groups(sizes: list[int]) -> list[list[int]]:
    """Tree indices in groups whose padding (every tree padded to its group's largest) at most
    doubles the group's own size, ordered by size; one group when the sizes are close.

    Padding all trees to the largest one costs trees x largest: a forest of 1,000 small trees
    beside one of 200,000 nodes (a crafted model file, or a user's unlimited depth on uneven
    data) would ask for gigabytes, where groups ask for about twice the trees' own size."""
    order = sorted(range(len(sizes)), key=lambda i: sizes[i])
    if not order or len(sizes) * max(sizes) <= 2 * sum(sizes) + 4096:
        return [list(range(len(sizes)))]
    groups, cur, cur_sum = [], [], 0
    for i in reversed(order):                     # largest first: each group's largest leads
        if cur and (len(cur) + 1) * sizes[cur[0]] > 2 * (cur_sum + sizes[i]) + 4096:
            groups.append(cur)
            cur, cur_sum = [], 0
        cur.append(i)
        cur_sum += sizes[i]
    groups.append(cur)
    return groups


class PackedForest:
    """Trees padded into common arrays so one compiled pass walks every tree for a row chunk.

    ``tables[t]`` (n_nodes_t, C) is the value tree t contributes at each leaf (already weighted);
    :meth:`accumulate` adds, for every record, the values of the leaves it reaches.  Trees of
    very different sizes are packed in groups of similar size (:func:`_size_groups`), so memory
    is O(Σ_t nodes_t × classes + distinct route rows × codes) for the model, never trees x the
    largest tree, plus the caller's (rows × classes) output.
    """

    def __init__(self, trees: list[FlatTree], tables: list[np.ndarray]):
        groups = _size_groups([max(t.n_nodes, len(t.route_rows)) * max(t.route_rows.shape[1], 1)
                               + t.n_nodes * tables[k].shape[1] for k, t in enumerate(trees)])
        self.packs = [_Pack([trees[i] for i in g], [tables[i] for i in g]) for g in groups]

    def accumulate(self, codes: np.ndarray, out: np.ndarray) -> None:
        """``out (n, C) += Σ_t table_t[leaf_t(codes)]`` (compiled, GIL-free)."""
        if not len(codes):
            return
        codes = np.ascontiguousarray(codes)
        for pack in self.packs:
            pack.accumulate(codes, out)


class TreeVotes:
    """Released trees as the ``predict_fn`` of :meth:`dpforest.data.PrivateData.noisy_error_counts`.

    ``votes(k, codes)`` is tree k's class for each record (the argmax of its leaf's noisy counts).
    :meth:`errors` counts tree k's misclassified records in one compiled, GIL-free pass; the data
    door uses it instead of materialising the predictions, and for permutation importance
    instead of a copy of the records with one column permuted.
    """

    def __init__(self, trees: list[FlatTree]):
        # per model: the released tree (predictions go through its own compiled ``apply``) and
        # its walkable form for the error kernel
        self._trees = [(t, self._walkable(t)) for t in trees]

    @staticmethod
    def _walkable(t: FlatTree) -> tuple:
        """(feature, route rows, row of each node, child_start, class, depth) with every leaf
        leading to itself (it reads column 0 and an all-zero row, appended), so a walk of
        ``depth`` steps from the root ends at the record's leaf."""
        leaf = t.feature < 0
        rows = np.vstack([t.route_rows, np.zeros((1, t.route_rows.shape[1]), np.uint16)])
        row_of = np.where(leaf, len(t.route_rows), t.route_of).astype(np.int64)
        return (np.where(leaf, 0, t.feature).astype(np.int64), rows, row_of,
                np.where(leaf, np.arange(t.n_nodes), t.child_start).astype(np.int64),
                np.nan_to_num(t.counts, nan=-np.inf).argmax(1), int(t.depth.max()) if t.n_nodes else 0)

    def take(self, which) -> "TreeVotes":
        """The trees ``which`` (indices, repeats allowed) as a new TreeVotes: model k of the result
        is tree ``which[k]`` (a batch of queries, several on one tree)."""
        out = TreeVotes([])
        out._trees = [self._trees[i] for i in which]
        return out

    def __call__(self, k: int, codes: np.ndarray) -> np.ndarray:
        tree, walk = self._trees[k]
        return walk[4][tree.apply(codes)]

    def errors(self, k: int, codes: np.ndarray, y: np.ndarray, rec: np.ndarray, permuted: int = -1,
               column: np.ndarray | None = None) -> int:
        """#records ``rec`` (rows of ``codes``/``y``) that tree k misclassifies; with ``permuted``
        = j ≥ 0, record ``rec[i]``'s feature j is read as ``column[i]``."""
        if permuted < 0 or column is None:
            permuted, column = -1, np.zeros(0, codes.dtype)
        return int(_error_kernel(*self._trees[k][1], codes, y, rec, permuted, column))
