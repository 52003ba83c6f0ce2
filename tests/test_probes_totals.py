"""The probes' released leaf totals (``dpforest.tree.probes``): a leaf's noisy counts are summed,
then the sum clipped at 0.  Clipping each class's count first counted the noise of every empty
class as records (on 20 classes a greedy tree's totals read about 1.2 times its records), and
walked the probe points into leaves that hold none."""

from __future__ import annotations

import numpy as np

from dpforest.tree import probes
from dpforest.tree.model import FlatTree

C = 20


def _stump(left, right) -> FlatTree:
    """A root splitting feature 0 (two codes) into two leaves with the noisy counts ``left``
    (code 0) and ``right`` (code 1); the root released none (NaN), as a grown tree's inner
    nodes."""
    route = np.zeros((3, 2), dtype=np.int64)
    route[0] = [0, 1]
    counts = np.vstack([np.full(C, np.nan), left, right])
    return FlatTree(np.array([0, -1, -1]), route, np.array([1, -1, -1]), counts,
                    np.array([0, 1, 1]), np.ones(3))


# a leaf of 60 records of one class, its 19 empty classes drawn negative; a leaf of no record
# whose noise came out mostly positive but sums below 0
HELD = np.r_[60.0, np.full(C - 1, -2.0)]              # raw sum 22
EMPTY = np.r_[np.full(C - 1, 3.0), -60.0]             # raw sum -3, clipped per class 57


def test_a_leaf_total_is_its_raw_noisy_counts_summed_then_clipped():
    t = _stump(HELD, EMPTY)
    totals = probes._released_totals(t)
    # old: 60 and 57 (each count clipped at 0 first)
    np.testing.assert_allclose(totals[1:], [22.0, 0.0])
    np.testing.assert_allclose(probes._subtree_mass(t), [22.0, 22.0, 0.0])


def test_a_not_released_count_adds_nothing_to_the_total():
    """A NaN count reads 0, as before; a tree whose leaves released no count has no totals
    (walked uniformly)."""
    t = _stump(np.r_[10.0, np.nan, np.full(C - 2, -0.25)], np.r_[np.nan, 5.0, np.full(C - 2, 0.5)])
    np.testing.assert_allclose(probes._released_totals(t)[1:], [5.5, 14.0])
    blank = _stump(np.full(C, np.nan), np.full(C, np.nan))
    assert probes._released_totals(blank) is None
    np.testing.assert_allclose(probes._subtree_mass(blank), [2.0, 1.0, 1.0])


def test_the_probe_points_go_where_the_summed_counts_put_the_records():
    """Every point lands in the leaf that holds the records: by the per-class clipped totals
    (60 against 57) the empty leaf drew about half of them."""
    t = _stump(HELD, EMPTY)
    pts = probes.mass_probes([t], np.array([2]), 512, seed=0)
    assert len(pts) == 512
    assert (pts[:, 0] == 0).all(), np.bincount(pts[:, 0], minlength=2)
