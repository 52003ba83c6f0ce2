"""The constant-model check's probe points (``dpforest.tree.probes``): a feature of many codes is
walked one node at a time, and that walk must draw the points from the same distribution as the
per-code walk used for narrow features."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.tree import probes


def _fitted(cls):
    rng = np.random.default_rng(1)
    n = 4000
    levels = [f"c{i}" for i in range(30)]
    # ten common levels, twenty rare: the probes must put more points on the common ones
    z = rng.choice(levels, n, p=np.r_[np.full(10, 0.07), np.full(20, 0.3 / 20)])
    X = pd.DataFrame({"a": rng.uniform(0, 10, n), "z": z})
    y = np.where((X["a"] > 5) ^ (pd.Series(z).str.len() > 2), "p", "n")
    s = d.Schema([d.Numeric("a", 0, 10), d.Categorical("z", levels)], classes=["n", "p"])
    return cls(2.0, s, random_state=0, progress=False).fit(X, y)


def _histograms(model, wide, monkeypatch):
    monkeypatch.setattr(probes, "WIDE_FEATURE", wide)
    nc = model.schema_.n_codes()
    pts = np.concatenate([probes.mass_probes(model.trees_, nc, 512, seed=k) for k in range(40)])
    return (np.bincount(pts[:, 1], minlength=30) / len(pts),
            np.histogram(pts[:, 0], bins=10, range=(0, nc[0]))[0] / len(pts))


@pytest.mark.parametrize("cls", [d.DPForestClassifier, d.DPRFClassifier])
def test_wide_feature_walk_draws_as_the_per_code_walk(cls, monkeypatch):
    model = _fitted(cls)
    narrow = _histograms(model, 10**9, monkeypatch)     # every feature walked per code
    wide = _histograms(model, 0, monkeypatch)           # every feature walked per node
    # 20,480 points a side: each share's difference is held to six of its binomial standard
    # errors (0.012 for all 40 bins came within 1.5 SD of the largest difference's spread,
    # 0.0050 ± 0.0015 up to 0.0098 over 120 runs: about 1 run in 10,000 failed); a walk that
    # ignored the released counts, uniform over z, is off by 0.03 on its common levels
    for a, b in zip(narrow, wide):
        se = np.sqrt(2 * a * (1 - a) / 20480)
        assert (np.abs(a - b) < 6 * se + 1e-3).all(), np.abs(a - b).max()
    if cls is d.DPForestClassifier:
        # its tree splits z level by level: the walk follows the released counts, so the common
        # levels get more points than the rare (uniform over z would give them the same: a
        # ratio of 1).  The forest's noise is not seeded: 25 fits gave 4.74-4.86, and one clean
        # CI run in about ten 1.95, a fit whose tree split z less; 1.5 still fails a uniform walk
        assert wide[0][:10].mean() > 1.5 * wide[0][10:].mean()


@pytest.mark.parametrize("wide", [0, 10**9])
def test_points_stay_in_their_leaves(wide, monkeypatch):
    """Every point of the wide walk, and of the per-code walk that steps all narrow features of
    a tree level at once (here a numeric and a 30-level column side by side, the narrower
    padded), lies, in every walked tree, in a leaf with some released mass (the walk never
    steps into a child its narrowed codes cannot reach)."""
    model = _fitted(d.DPRFClassifier)
    monkeypatch.setattr(probes, "WIDE_FEATURE", wide)
    pts = probes.mass_probes(model.trees_, model.schema_.n_codes(), 512, seed=3)
    assert pts.shape == (512, 2)
    assert (pts >= 0).all() and (pts < model.schema_.n_codes()).all()
    # the mean over the walked trees: one tree alone reached 0.81 (the forest's noise is not
    # seeded; a per-tree 0.95 failed about 1 run in 400), the mean at least 0.981 in 1,667 fits
    shares = [(probes._subtree_mass(t)[t.apply(pts)] > 0).mean()
              for t in model.trees_[:probes.MAX_TREES]]
    assert np.mean(shares) > 0.95, shares


def test_a_level_of_several_narrow_features_draws_as_the_per_node_walk(monkeypatch):
    """Random trees split one level on several features of different code counts; the per-code
    walk steps them together, each point's row padded to the widest.  Each feature's codes
    must come out distributed as the per-node walk (which steps one feature and node at a
    time, no padding) draws them: a padded code drawn, or one feature's allowed codes read
    for another's, would tilt the histograms."""
    rng = np.random.default_rng(2)
    n = 3000
    cats = {f"k{m}": [f"v{i}" for i in range(m)] for m in (3, 5, 9)}
    X = pd.DataFrame({name: rng.choice(levels, n, p=np.r_[0.5, np.full(m - 1, 0.5 / (m - 1))])
                      for (name, levels), m in zip(cats.items(), (3, 5, 9))})
    X["a"] = rng.uniform(0, 1, n) ** 2
    y = np.where((X["a"] > 0.25) ^ (X["k5"] == "v0"), "p", "n")
    s = d.Schema([d.Categorical(name, levels) for name, levels in cats.items()] + [d.Numeric("a", 0, 1)],
                 classes=["n", "p"])
    model = d.SNRForestClassifier(2.0, s, random_state=0, progress=False).fit(X, y)
    mixed = sum(len(set(t.feature[(t.depth == k) & (t.feature >= 0)].tolist())) > 1
                for t in model.trees_[:probes.MAX_TREES] for k in range(t.max_depth + 1))
    assert mixed > 0          # the batched step under test ran
    nc = model.schema_.n_codes()

    def shares(wide):
        monkeypatch.setattr(probes, "WIDE_FEATURE", wide)
        pts = np.concatenate([probes.mass_probes(model.trees_, nc, 512, seed=k) for k in range(40)])
        assert (pts >= 0).all() and (pts < nc).all()
        return [np.bincount(pts[:, j], minlength=int(nc[j])) / len(pts) for j in range(len(nc))]

    for a, b in zip(shares(10**9), shares(0)):
        se = np.sqrt(2 * a * (1 - a) / 20480)
        assert (np.abs(a - b) < 6 * se + 1e-3).all(), np.abs(a - b).max()
