"""Guards for slips in the mechanisms themselves that the rest of the suite let through (a
mutation-testing round on the samplers, the noise wrappers, the scorers and kernels, and the
default forest's label, joint and "no split" draws).

Each test names the slip it catches: a one- or two-line change a developer could make by
mistake that leaves every fit looking right while the release is not the mechanism the ledger
names -- the OpenDP fallback told a general utility is monotone (half its noise), a candidate
set that depends on which codes the records hold, a kernel that counts records of another
node.  Most are deterministic (spies on the mechanism's arguments, exact counts against a
brute-force enumeration); the one statistical test compares a selection rate with its closed
form at 6 binomial standard errors.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.data import PrivateData, TreeSample
from dpforest.privacy import mechanisms as mech
from dpforest.tree.scorers import FinishedSubtreeScorer, GiniScorer, MaxScorer, TopCountScorer

Z = 6.0


# ---------------------------------------------------------------- the OpenDP fallback
def test_opendp_fallback_keeps_a_general_utilitys_doubled_scale(monkeypatch):
    """Where the exact sampler's integer range does not reach (scores near 2^61 grid steps, or
    a tiny ε), OpenDP samples the selection; a utility that is not monotone (IG_GR) must keep
    the 2Δ/ε scale there (mutation: ``_select_opendp`` builds its measurement with
    ``monotone=True``, half the noise, while OpenDP's own map -- at that metric -- still
    certifies it).  Checked by a spy on every measurement the fallback builds, and by the rate:
    two candidates g = 2 apart at Δ = 1, ε = 1 give the better one with 1 − e^(−g/2)/2 = 0.816
    at the general scale, 0.932 at the monotone one; over 3000 draws the 6-SE band (±0.042)
    holds 0.816 and is 0.074 from 0.932."""
    built, real = [], mech._noisy_max

    def spy(epsilon, sensitivity, monotone, scale=None):
        built.append(bool(monotone))
        return real(epsilon, sensitivity, monotone, scale)

    monkeypatch.setattr(mech, "_noisy_max", spy)
    # scores beyond the grid's integer range: OpenDP draws this one
    assert mech.select(np.array([0.0, 1e19, 1e19 - 4096.0]), 100.0, 1.0, monotone=False) == 1
    assert built and not any(built)
    # every selection forced through the fallback: the general rate
    monkeypatch.setattr(mech, "_pf_params", lambda *args: None)
    n, g = 3000, 2.0
    picks = mech.select_many(np.tile([0.0, g], n), np.arange(n + 1) * 2, np.full(n, 1.0), 1.0,
                             monotone=False)
    p = 1 - math.exp(-g / 2) / 2
    assert abs(picks.mean() - p) < Z * math.sqrt(p * (1 - p) / n), (picks.mean(), p)
    assert not any(built)


# ---------------------------------------------------------------- public candidate sets
def _door(full: bool) -> PrivateData:
    """A 3-class door on a numeric column (8 public bins) and a 4-category column.  ``full``:
    records in every bin, category and class; else only in the two middle bins, one category
    and two classes (the same public schema, so the same public candidates)."""
    rng = np.random.default_rng(5)
    n = 240
    if full:
        x = rng.uniform(0, 8, n)
        c = rng.choice(list("abcd"), n)
    else:
        x = rng.uniform(3, 5, n)
        c = np.full(n, "b")
    y = rng.integers(0, 3 if full else 2, n)
    s = d.Schema([d.Numeric("x", 0, 8, n_bins=8), d.Categorical("c", list("abcd"))], classes=[0, 1, 2])
    return PrivateData(pd.DataFrame({"x": x, "c": c}), y, s, 1e9)


def _roots(door: PrivateData, m: int):
    samples = [TreeSample(k, None, 1, None) for k in range(m)]
    return door.open_root(samples, np.tile(np.arange(door.schema.n_features), (m, 1)))


def _offered_sizes(monkeypatch, door: PrivateData, query) -> list:
    """The number of candidates of every group ``query(door, frontier)`` hands to the sampler."""
    sizes, real = [], mech.select_many

    def spy(scores, ptr, *args, **kwargs):
        sizes.extend(np.diff(np.asarray(ptr)).tolist())
        return real(scores, ptr, *args, **kwargs)

    monkeypatch.setattr(mech, "select_many", spy)
    query(door, _roots(door, 2))
    monkeypatch.setattr(mech, "select_many", real)
    return sizes


@pytest.mark.parametrize("query", [
    pytest.param(lambda door, fr: door.select_splits(fr, np.full(2, 1.0), MaxScorer(), stop_bonus=1.0), id="max+stop"),
    pytest.param(lambda door, fr: door.select_splits(fr, np.full(2, 1.0), GiniScorer()), id="gini"),
    pytest.param(lambda door, fr: door.select_splits(fr, np.full(2, 1.0), TopCountScorer(2)), id="top2"),
    pytest.param(lambda door, fr: door.select_splits(fr, np.full(2, 1.0), FinishedSubtreeScorer(MaxScorer())),
                 id="subtree"),
    pytest.param(lambda door, fr: door.select_splits(fr, np.full(2, 1.0), MaxScorer(), "multiway"), id="multiway"),
    pytest.param(lambda door, fr: door.select_splits_with_labels(fr, np.full(2, 1.0)), id="joint"),
    pytest.param(lambda door, fr: door.class_labels(fr, np.full(2, 1.0)), id="labels"),
])
def test_the_candidates_offered_do_not_depend_on_the_records(monkeypatch, query):
    """Every draw offers the same candidates for any data set of the public schema: splits whose
    child would be empty, codes no record holds and classes with no record stay in (mutation: a
    threshold or category whose side holds no record dropped from the split draw, or from the
    joint draw's (split, labelling) pairs -- the number of candidates, and which of them can be
    drawn, would then tell which codes occur).  Same groups, same sizes, on a door holding
    every code and one holding two bins, one category and two classes."""
    full = _offered_sizes(monkeypatch, _door(True), query)
    sparse = _offered_sizes(monkeypatch, _door(False), query)
    assert full and full == sparse


# ---------------------------------------------------------------- count kernels
def test_pairwise_table_counts_only_the_nodes_asked_for():
    """The finished-subtree utility's pairwise table of a block of nodes counts each node's own
    records and nothing else: nodes without a row (``row`` = −1) are skipped (mutation: the
    skip dropped, so those records land in the last row -- numba wraps the index -- and a
    node's utility reads its neighbours' records, which parallel composition across the
    level's nodes does not cover).  Exact counts against a direct tally."""
    from dpforest import _kernels

    rng = np.random.default_rng(3)
    n, K, C = 60, 3, 2
    codes = rng.integers(0, K, size=(n, 2)).astype(np.int8)
    y = rng.integers(0, C, n).astype(np.int8)
    node = (np.arange(n) % 3).astype(np.int64)            # three nodes, interleaved
    feats = np.tile([0, 1], (3, 1))
    for row in ([-1, 0, -1], [0, -1, 1], [1, 0, -1]):
        row = np.array(row)
        got = _kernels.pair_hist(codes, y, [(np.arange(n), node)], feats, row, int(row.max()) + 1, K, C)
        for nd in np.flatnonzero(row >= 0):
            want = np.zeros((2, K, 2, K, C), dtype=np.int64)
            for r in np.flatnonzero(node == nd):
                for a in range(2):
                    for b in range(2):
                        want[a, codes[r, a], b, codes[r, b], y[r]] += 1
            np.testing.assert_array_equal(got[row[nd]], want)


@pytest.mark.parametrize("C", [3, 5, 9])
def test_top_m_count_scorer_sums_exactly_the_m_largest_counts(C):
    """:class:`TopCountScorer` (the look-ahead levels' utility, and mixed growth's k-way
    candidates through ``multiway_utility``) sums each child's m largest class counts, as the
    compiled kernel does (mutation: the numpy scorer's slice off by one, m − 1 or m + 1 counts
    -- still Δ = 1 and monotone, so no sensitivity check sees it, but the k-way candidates are
    then scored against binary ones on another scale).  Exact, against a full sort."""
    from dpforest import _kernels

    rng = np.random.default_rng(C)
    h = rng.integers(0, 30, size=(6, 4, C)).astype(float)       # 6 candidates, 4 children
    for m in range(1, C + 1):
        want = np.sort(h, axis=-1)[..., C - m:].sum((-1, -2))
        np.testing.assert_array_equal(TopCountScorer(m)(h), want)
    np.testing.assert_array_equal(TopCountScorer(1)(h), MaxScorer()(h))
    # the numpy scorer and the compiled kernel agree on binary candidates
    hist = rng.integers(0, 30, size=(2, 2, 4, C)).astype(float)
    v = np.ones((2, 2, 4), dtype=bool)
    out = np.full((2, 2, 8), np.nan)
    for m in range(1, C):
        _kernels.binary_scores(hist, v, v, out, "top", m)
        total = hist.sum(2)
        one = hist[:, :, 1]
        kids = np.stack([one, total - one], axis=-2)            # category 1 against the rest
        np.testing.assert_array_equal(out[:, :, 4 + 1], TopCountScorer(m)(kids))
