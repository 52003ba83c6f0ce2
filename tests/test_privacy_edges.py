"""Privacy edges: no data-dependent refusal, position-free sampling draws, pure-ε IG_GR past n_max,
validation messages that leak nothing, the owner's Schema.check, uncharged single-candidate nodes
and criteria refused at validation."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from dpforest.tree.ig_gr import IGGRScorer


# ---------------------------------------------------------------------------- IG_GR Δu for all data
def _worst_add_one(sc, tables):
    """Largest |u(D′) − u(D)| over every table and every one-record addition (removal is the
    same pair read backwards)."""
    u = sc(tables)
    K, C = tables.shape[-2:]
    worst = 0.0
    for j, c in itertools.product(range(K), range(C)):
        t2 = tables.copy()
        t2[:, j, c] += 1
        worst = max(worst, float(np.abs(sc(t2) - u).max()))
    return worst


@pytest.mark.parametrize("n_max, K, C, floor, top", [
    (3, 2, 2, 0.5, 7), (2.5, 2, 2, 0.2, 8), (3, 3, 2, 0.5, 4), (2, 2, 3, 0.3, 4), (4, 2, 2, 0.05, 9),
])
def test_ig_gr_sensitivity_exhaustive_small_tables_past_n_max(n_max, K, C, floor, top):
    """Every K×C table with cells 0..top (node sizes up to several times n_max, a non-integer
    n_max like a noisy one included): Δu holds exactly, not only below n_max."""
    sc = IGGRScorer(n_max, C, K, floor)
    tables = np.array(list(itertools.product(range(top + 1), repeat=K * C)), float).reshape(-1, K, C)
    assert (tables.sum((-1, -2)) > 2 * n_max).mean() > 0.5      # most tables are past the bound
    worst = _worst_add_one(sc, tables)
    assert worst <= sc.sensitivity + 1e-9
    assert worst > 0.05 * sc.sensitivity                          # the search found real changes


def test_ig_gr_sensitivity_random_large_tables_beyond_n_max():
    """Random tables whose cells straddle n_max (log-uniform from 0 to 100·n_max): the old
    un-continued utility breaks Δu there, the continued one never does."""
    rng = np.random.default_rng(7)
    for n_max, K, C, floor in [(50, 2, 2, 0.5), (1000.3, 2, 2, 0.5), (200, 4, 3, 0.3), (30, 3, 2, 0.1)]:
        sc = IGGRScorer(n_max, C, K, floor)
        cells = np.floor(np.exp(rng.uniform(0, np.log(100 * n_max), size=(20000, K, C)))) - 1
        cells[rng.random(20000) < 0.3, 0] = 0                     # lopsided splits
        cells[rng.random((20000, K, C)) < 0.1] = 0
        worst = _worst_add_one(sc, cells)
        assert worst <= sc.sensitivity + 1e-9, (n_max, K, C, floor, worst, sc.sensitivity)
        assert worst > 0.2 * sc.sensitivity
    # a huge pure node next to an empty child: without the continuation (a bound no node reaches)
    # one record moves the utility by about twice the Δu declared for n_max = 50
    sc, uncontinued = IGGRScorer(50, 2, 2, 0.5), IGGRScorer(1e12, 2, 2, 0.5)
    big = np.array([[[0, 0], [0, 1e8]]])
    assert _worst_add_one(uncontinued, big) > 1.5 * sc.sensitivity
    assert _worst_add_one(sc, big) <= sc.sensitivity


def test_ig_gr_exact_below_n_max_and_flattened_beyond():
    """Below n_max the utility is exactly N·IG/max(SI, σ); far beyond it it carries less signal."""
    ch = np.array([[[30, 10], [5, 55]]], float)
    N, p = 100, np.array([35, 65]) / 100
    H = -(p * np.log2(p)).sum()
    hc = sum(c.sum() / N * -(c / c.sum() * np.log2(c / c.sum())).sum() for c in ch[0])
    si = -sum(c.sum() / N * np.log2(c.sum() / N) for c in ch[0])
    assert np.isclose(IGGRScorer(100, 2, 2, 0.5)(ch)[0], N * (H - hc) / max(si, 0.5))
    assert IGGRScorer(4, 2, 2, 0.5)(ch)[0] < N * (H - hc) / max(si, 0.5)
