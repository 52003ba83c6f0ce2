"""Per-tree record sampling that keeps count sensitivity at 1 (docs/privacy.md).

A literal bootstrap repeats records, and a record drawn k times raises every count's sensitivity
to k.  Instead each (tree, record) pair gets an independent Bernoulli(q) in-bag indicator; the
rest of the records are that tree's out-of-bag (OOB) sample.  In-bag and OOB are disjoint, so
training on one and scoring on the other compose in parallel.

Disjoint-partition mode: record r belongs to partition ``h(seed, r) mod k``; each tree (or group)
gets one partition and parallel composition gives each the full ε.

**What a draw is keyed by.**  Every draw is a pure function of ``(seed, stream, key(r))`` where
``key(r)`` (:func:`record_keys`) mixes a 64-bit hash of the record's *own* content -- the label
and, per feature, the value itself (a numeric value's float64 bits, a category's code in the public
schema), not its code on a grid -- with its *occurrence rank*: how many records with identical
content come before it.  It never depends on the record's position among other records.  So
adding or removing one record r changes no draw of any record whose content differs from r's:
with a fixed ``random_state`` the samples of neighbouring data sets D and D + r differ by r alone
(a position key would shift every later record's draw: inserting one record at the front
re-draws them all, which an observer of the released model can tell apart).  Among the m copies
of r's content, D holds the draws of ranks 0..m−1 and D + r those of ranks 0..m: the copies are
interchangeable, so D + r's sample is D's sample plus at most one copy of r.  Counts keep
sensitivity 1, and each record's partition is a function of that record (and its copies) alone,
the condition for parallel composition.

*Copies* must be records that no later computation can tell apart.  That is why the content is
the values and not the codes of the first grid: a fit may encode its records again on a finer
grid (the adaptive numeric grid), and the model selector hands the raw records of each part to
its candidates.  Records that share codes on a coarse grid but differ in value would rank as
copies of each other, and adding one record ahead of them would move every later one to the
next rank's draw -- hundreds of records changing part at once.  Ranks are therefore counted
among records whose content is *verified* equal, not merely hash-equal
(:func:`occurrence_rank`): two distinct records whose hashes collide keep separate ranks.

Without the rank, copies would share one draw, so a data set of a few distinct records would bag
(or partition) them all-or-nothing; with it, copies are drawn independently.  The draws are
counter-based (SplitMix64 finaliser over the mixed key): nothing is materialised, they are
reproducible from ``random_state``, and a data partition (Dask) computes its records' draws
itself, given how many copies of each of its records earlier partitions hold (matched there by a
128-bit content hash: :func:`content_hashes`).
"""

from __future__ import annotations

import numpy as np
from numba import uint64

from .._jit import njit

__all__ = ["uniform01", "content_hashes", "occurrence_rank", "record_keys", "inbag_mask", "partition_of",
           "DEFAULT_INBAG_RATE"]

#: P(a record is among a bootstrap sample's distinct records) = 1 - (1 - 1/n)^n -> 1 - 1/e
DEFAULT_INBAG_RATE = 1.0 - np.exp(-1.0)

_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def _splitmix64(z: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):
        z = z + _GOLDEN
        z = (z ^ (z >> np.uint64(30))) * _M1
        z = (z ^ (z >> np.uint64(27))) * _M2
        return z ^ (z >> np.uint64(31))


@njit(cache=True, nogil=True)
def _mix(z):
    """SplitMix64's finaliser on one uint64 (wrapping arithmetic), as :func:`_splitmix64`."""
    z = z + uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> uint64(30))) * uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> uint64(27))) * uint64(0x94D049BB133111EB)
    return z ^ (z >> uint64(31))


@njit(cache=True, nogil=True)
def _hash_start(labels, h1, h2, pair):
    for i in range(labels.shape[0]):
        lab = uint64(labels[i])
        h1[i] = _mix(lab ^ uint64(0xD1B54A32D192ED03))
        if pair:
            h2[i] = _mix(_mix(lab ^ uint64(0x8CB92BA72F3D8DD7)) + uint64(0x94D049BB133111EB))


@njit(cache=True, nogil=True)
def _hash_step(words, column, h1, h2, pair):
    """Fold one feature's words into both hashes: the first chain takes the word itself, the
    second a word mixed with the column's own constant, so the two are not functions of each
    other."""
    salt = _mix(uint64(column) + uint64(0x632BE59BD9B4E019))
    for i in range(words.shape[0]):
        w = uint64(words[i])
        h1[i] = _mix(h1[i] ^ w)
        if pair:
            h2[i] = _mix(h2[i] + _mix(w ^ salt))


@njit(cache=True, nogil=True)
def _rank_kernel(order, same, offset, out):
    """out[order[i]] = offset + how many records of its run of equal content come before it
    (``same[i]``: sorted record i has the content of sorted record i − 1)."""
    start = 0
    for i in range(order.shape[0]):
        if not same[i]:
            start = i
        r = order[i]
        out[r] = uint64(i - start) + offset[r]


@njit(cache=True, nogil=True)
def _same_kernel(order, h, same):
    """same[i] = sorted record i has the hash of sorted record i − 1 (no sorted copy)."""
    for i in range(1, order.shape[0]):
        same[i] = h[order[i]] == h[order[i - 1]]


@njit(cache=True, nogil=True)
def _differ_kernel(order, same, words, differ):
    """differ[i] |= sorted record i, hash-equal to sorted record i − 1, has another word: one
    pass a feature, no gathered copies."""
    for i in range(1, order.shape[0]):
        if same[i] and words[order[i]] != words[order[i - 1]]:
            differ[i] = True


@njit(cache=True, nogil=True)
def _differ_rows_kernel(order, same, rows, differ):
    """As :func:`_differ_kernel` for whole rows of a 2-d array (one cache line a record)."""
    for i in range(1, order.shape[0]):
        if same[i] and not differ[i]:
            a, b = order[i], order[i - 1]
            for k in range(rows.shape[1]):
                if rows[a, k] != rows[b, k]:
                    differ[i] = True
                    break


@njit(cache=True, nogil=True)
def _key_kernel(h, rank, out):
    for i in range(h.shape[0]):
        out[i] = _mix(h[i] ^ _mix(rank[i] ^ uint64(0x632BE59BD9B4E019)))


def content_hashes(labels: np.ndarray, word, n_columns: int,
                   pair: bool = True) -> tuple[np.ndarray, np.ndarray | None]:
    """Two 64-bit hashes of each record's own content: its label (n,) and ``word(j)`` (n,)
    unsigned integers for each feature j < ``n_columns``
    (:meth:`dpforest.schema.Schema.content_words`).

    Chained SplitMix64 over the label and the features in schema order, column by column (one
    feature's words in memory at a time); they depend on nothing but the record itself (identical
    records share them).  The first keys the draws (:func:`record_keys`); the pair, 128 bits, is
    what a Dask partition's copies are matched by across partitions (``pair=False``: the
    first alone, ``(h1, None)``, all an in-memory door needs)."""
    labels = np.asarray(labels)
    h1 = np.empty(len(labels), dtype=np.uint64)
    h2 = np.empty(len(labels) if pair else 1, dtype=np.uint64)
    _hash_start(labels, h1, h2, pair)
    for j in range(int(n_columns)):
        _hash_step(word(j), j, h1, h2, pair)
    return h1, (h2 if pair else None)


def _pair_order(h1: np.ndarray, h2: np.ndarray) -> np.ndarray:
    """A stable sort by (h1, h2): records of equal hashes keep their order.  One sort by h1
    suffices unless two records share h1 but not h2 (a 64-bit collision), then two."""
    o = np.argsort(h1, kind="stable")
    s1 = h1[o]
    tie = np.flatnonzero(s1[1:] == s1[:-1])
    if tie.size and (h2[o[tie]] != h2[o[tie + 1]]).any():
        o = np.argsort(h2, kind="stable")
        o = o[np.argsort(h1[o], kind="stable")]
    return o


def occurrence_rank(labels: np.ndarray, word, n_columns: int, h1: np.ndarray | None = None,
                    offset: np.ndarray | None = None, rows: np.ndarray | None = None,
                    covered=()) -> np.ndarray:
    """For each record, how many records with identical content (label and every feature's word)
    come before it in the given order, plus ``offset`` (copies in earlier data partitions).

    Records are grouped by their content hash (``h1``: the first of :func:`content_hashes`),
    and every pair of hash-equal neighbours is then compared word by word: content is
    verified, never assumed from a hash.  Distinct records whose hashes collide (found only by
    that check) are ordered by their words, each content keeping its own ranks.  ``rows``: an
    optional (n, k) array compared row by row in one pass (the encoded codes: equal values have
    equal codes, and a categorical feature's word *is* its code), so the features in
    ``covered`` need no pass of their own.  Returns uint64 ranks."""
    labels = np.asarray(labels)
    h1 = content_hashes(labels, word, n_columns)[0] if h1 is None else np.asarray(h1)
    n = len(labels)
    order = np.argsort(h1, kind="stable")
    same = np.zeros(n, dtype=bool)
    _same_kernel(order, h1, same)
    # the passes below run whether or not two records share a hash: skipping them when none
    # does made whether their kernels compiled (a cold cache's notice, the first fit's time) tell
    # whether the data hold a duplicated record
    differ = np.zeros(n, dtype=bool)
    _differ_kernel(order, same, labels, differ)
    if rows is not None:
        _differ_rows_kernel(order, same, rows, differ)
    skip = set(int(j) for j in covered) if rows is not None else set()
    for j in range(int(n_columns)):
        if j not in skip:
            _differ_kernel(order, same, np.asarray(word(j)), differ)
    if differ.any():
        _separate_collisions(order, same, np.flatnonzero(differ), labels, word, n_columns)
    off = np.zeros(1, dtype=np.uint64) if offset is None else np.asarray(offset, dtype=np.uint64)
    rank = np.empty(n, dtype=np.uint64)
    _rank_kernel(order, same, np.broadcast_to(off, (n,)), rank)
    return rank


def _separate_collisions(order, same, where, labels, word, n_columns) -> None:
    """Hash-equal runs holding distinct contents (sorted positions ``where`` differ from their
    predecessor): each such run is re-sorted stably by its full content and ``same`` is set from
    word equality.  In place; it takes a 64-bit hash collision between distinct records, so
    it practically never runs (the tests force it)."""
    run = np.cumsum(~same)                       # run id of each sorted position
    bad = np.isin(run, np.unique(run[where]))
    idx = np.flatnonzero(bad)
    rows = order[idx]
    content = np.column_stack([labels[rows].astype(np.int64).view(np.uint64)]
                              + [np.asarray(word(j))[rows].astype(np.uint64) for j in range(int(n_columns))])
    for r in np.unique(run[idx]):
        k = np.flatnonzero(run[idx] == r)        # one run: contiguous sorted positions
        sub = np.lexsort(content[k].T[::-1])     # stable; first column most significant
        order[idx[k]] = rows[k][sub]
        c = content[k][sub]
        same[idx[k][1:]] = (c[1:] == c[:-1]).all(1)


def record_keys(h1: np.ndarray, rank: np.ndarray) -> np.ndarray:
    """64-bit sampler key of each record: its content hash ``h1`` (:func:`content_hashes`) mixed
    with its occurrence rank among identical records (:func:`occurrence_rank`; module
    docstring).  Distinct copies of one record get independent draws; adding or removing a
    record changes no draw of a record with other content."""
    out = np.empty(len(h1), dtype=np.uint64)
    _key_kernel(np.asarray(h1, dtype=np.uint64), np.asarray(rank, dtype=np.uint64), out)
    return out


def uniform01(seed: int, stream: int, index: np.ndarray) -> np.ndarray:
    """Deterministic uniforms in [0, 1) keyed by (seed, stream, record key); vectorised over the
    keys (``index``: :func:`record_keys`, or any uint64 counter)."""
    index = np.asarray(index, dtype=np.uint64)
    with np.errstate(over="ignore"):
        key = _splitmix64(np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ _splitmix64(
            np.uint64(stream & 0xFFFFFFFFFFFFFFFF) + np.uint64(0x632BE59BD9B4E019)))
    out = np.empty(len(index), dtype=np.float64)
    _uniform_kernel(index, key, out)
    return out


@njit(cache=True, nogil=True)
def _uniform_kernel(index, key, out):
    """out[i] = the top 53 bits of SplitMix64(index[i] ^ key) as a float in [0, 1): compiled, as
    the numpy form made five full-length temporaries per draw (each tree's in-bag mask)."""
    for i in range(index.shape[0]):
        out[i] = float(_mix(index[i] ^ key) >> uint64(11)) * (1.0 / 9007199254740992.0)


def inbag_mask(seed: int, tree: int, index: np.ndarray, rate: float = DEFAULT_INBAG_RATE) -> np.ndarray:
    """Boolean in-bag indicator for ``tree`` of the records with keys ``index`` (Bernoulli(rate),
    independent across distinct keys and trees)."""
    if not 0.0 < rate <= 1.0:
        raise ValueError(f"in-bag rate must be in (0, 1], got {rate}")
    return uniform01(seed, 2 * tree + 1, index) < rate


def partition_of(seed: int, index: np.ndarray, n_partitions: int, stream: int = 0) -> np.ndarray:
    """Partition id in [0, n_partitions) of the records with keys ``index`` (uniform; a function
    of each record alone)."""
    u = uniform01(seed, -2 - 2 * stream, index)
    return np.minimum((u * n_partitions).astype(np.int64), n_partitions - 1)
