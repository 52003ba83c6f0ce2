"""Data-adaptive numeric grids (``numeric_grid='adaptive'``): a charged histogram over each
numeric feature's public grid, then extra cuts where the records are."""
import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.privacy.mechanisms import _noiseless
from dpforest.forests.default import coarse_code_maps
from dpforest.tree.grids import allocate_cuts, multiscale_cuts, octave_ladder, complete_whole_number_grid


def test_allocation_follows_the_mass():
    ce = np.array([1.0, 2.0, 3.0])
    fe = np.union1d(np.linspace(0, 4, 33)[1:-1], ce)          # 8 fine parts per interval
    one = allocate_cuts(ce, fe, [0, 100, 0, 0], 5)
    extra = np.setdiff1d(one, ce)
    assert len(extra) == 5 and np.all((extra > 1) & (extra < 2))
    # shares by noisy mass (negatives count as zero), at most the interval's fine cuts
    two = np.setdiff1d(allocate_cuts(ce, fe, [-5, 300, 100, 0], 4), ce)
    assert np.sum((two > 1) & (two < 2)) == 3 and np.sum((two > 2) & (two < 3)) == 1
    assert len(np.setdiff1d(allocate_cuts(ce, fe, [0, 1e6, 0, 0], 50), ce)) == 7
    # nothing to read: the public grid
    np.testing.assert_array_equal(allocate_cuts(ce, fe, [-1, -3, 0, -2], 10), ce)


def test_octave_ladder_continues_the_multiscale_grid_near_zero():
    s = multiscale_cuts(d.Schema([d.Numeric("big", 0, 1e8), d.Numeric("signed", -8, 8),
                                  d.Numeric("far", 4, 9)], classes=[0, 1]))
    for f in s.features:
        e = f.edges(32)
        deep = octave_ladder(e, f.lower, f.upper, 20)
        assert np.all(np.isin(e, deep))
        if f.name == "far":                       # 0 outside the bounds: nothing added
            np.testing.assert_array_equal(deep, e)
            continue
        pos = e[e > 0].min()
        np.testing.assert_array_equal(np.setdiff1d(deep[deep > 0], e), np.sort(pos * 2.0 ** -np.arange(1, 21)))
        if f.name == "signed":                    # and the mirrored ladder below 0
            neg = e[e < 0].max()
            np.testing.assert_array_equal(np.sort(np.setdiff1d(deep[deep < 0], e)),
                                          np.sort(neg * 2.0 ** -np.arange(1, 21)))
        else:
            assert deep.min() > 0
    np.testing.assert_array_equal(octave_ladder([0.5], 0, 1, 0), [0.5])


def test_adaptive_grid_follows_records_below_the_public_ladder(monkeypatch):
    # a quantity declared on [0, 1e8] whose records sit around 1 (the public ladder stops near
    # 2.4e4): only the continued ladder (GRID_OCTAVES, 0 = without it) lets the histogram place
    # cuts there, and the finer cuts pay off; the ledger is unchanged (one histogram per
    # feature, 5 % of ε)
    import dpforest.forests.default as D
    def table(n, seed):
        r = np.random.default_rng(seed)
        X = pd.DataFrame({"v": r.lognormal(0, 1, n), "z": r.uniform(0, 1, n)})
        return X, (X["v"] > 1.5).astype(int)
    X, y = table(20000, 0)
    Xt, yt = table(5000, 1)
    s = d.Schema([d.Numeric("v", 0, 1e8), d.Numeric("z", 0, 1)], classes=[0, 1])
    fit = lambda: d.DPForestClassifier(2.0, s, random_state=0, progress=False).fit(X, y)
    deep = fit()                                    # the default continues the ladder
    monkeypatch.setattr(D, "GRID_OCTAVES", 0)
    public = fit()
    near = lambda m: np.sum(m.schema_.features[0].edges(32) < 100)
    assert near(public) <= 1 and near(deep) >= 5
    assert deep.score(Xt, yt) > public.score(Xt, yt) + 0.1
    led = deep.ledger_.to_frame()
    assert led["what"].str.startswith("numeric grid").sum() == 2 and deep.ledger_.epsilon == 2.0


@pytest.mark.parametrize("missing", [False, True])
def test_code_maps_equal_encoding_on_the_new_grid(missing):
    rng = np.random.default_rng(0)
    fine = np.sort(rng.uniform(0, 10, 40))
    new = np.sort(rng.choice(fine, 12, replace=False))
    v = rng.uniform(0, 10, 2000)
    v[:40] = fine                              # values exactly on the cut points too
    f_fine = d.Numeric("x", 0, 10, cuts=fine, allow_missing=missing)
    f_new = d.Numeric("x", 0, 10, cuts=new, allow_missing=missing)
    col = pd.DataFrame({"x": np.r_[v, np.nan] if missing else v})
    s_fine, s_new = d.Schema([f_fine], classes=[0, 1]), d.Schema([f_new], classes=[0, 1])
    fine_codes = s_fine.encode(col)[:, 0]
    new_codes = s_new.encode(col)[:, 0]
    np.testing.assert_array_equal(coarse_code_maps(s_fine, s_new)[0][fine_codes], new_codes)


def _concentrated(n, seed=0):
    # all the action inside [0.45, 0.55] of a feature declared on [0, 1]: the public 32-bin grid
    # has three cuts there, none at the label's threshold 0.51
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"x": rng.uniform(0.45, 0.55, n), "z": rng.uniform(0, 1, n)})
    y = (X["x"] > 0.51).astype(int)
    s = d.Schema([d.Numeric("x", 0, 1), d.Numeric("z", 0, 1)], classes=[0, 1])
    return X, y, s


def test_adaptive_grid_puts_cuts_where_the_records_are():
    X, y, s = _concentrated(20000)
    m = d.DPForestClassifier(2.0, s, numeric_grid="adaptive", random_state=0, progress=False).fit(X, y)
    pub = d.DPForestClassifier(2.0, s, numeric_grid="multiscale", random_state=0, progress=False).fit(X, y)
    inside = lambda sch: np.sum((sch.features[0].edges(32) > 0.45) & (sch.features[0].edges(32) < 0.55))
    assert inside(pub.schema_) <= 4 and inside(m.schema_) >= 20
    # public cuts where the histogram reads no records are dropped: exactly so without noise
    # (every cut below 0.4 and above 0.6, and no point of the continued ladder); with noise a
    # public bound stays when either neighbour reads positive, so the 19 + 12 public cuts there
    # keep about three in four: 22.8 ± 3.2 of 31 over 3,300 fits, all 31 in 2 of them.  So the
    # fewest of three fits is compared (all three keeping all 31: about 1 run in 10^9; a grid
    # that never drops a public cut keeps 31 in each).  Only the public cuts are counted: a
    # positive noisy count can also draw one of the extra cuts into an empty interval (about 1
    # fit in 100), which is the allocation's noise, not a kept public cut
    pub_e = pub.schema_.features[0].edges(32)
    empty = lambda sch: np.sum(np.isin(e := sch.features[0].edges(32), pub_e) & (np.abs(e - 0.5) > 0.1))
    with _noiseless():
        exact = d.DPForestClassifier(2.0, s, random_state=0, progress=False).fit(X, y)
    assert empty(pub.schema_) == 31 and empty(exact.schema_) == 0
    again = [d.DPForestClassifier(2.0, s, numeric_grid="adaptive", random_state=0,
                                  progress=False).fit(X, y) for _ in range(2)]
    assert min(empty(f.schema_) for f in [m, *again]) < empty(pub.schema_)
    # the histograms are charged: 5 % of ε, one entry per feature, and the total is still ε
    led = m.ledger_.to_frame()
    grid = led[led["what"].str.startswith("numeric grid histogram")]
    assert len(grid) == 2 and grid["epsilon"].sum() == pytest.approx(0.1)
    assert m.ledger_.epsilon == 2.0
    # predict encodes with the fitted grid; the finer cut pays off
    Xt, yt, _ = _concentrated(5000, seed=1)
    assert m.score(Xt, yt) > pub.score(Xt, yt) + 0.02


def test_complete_whole_number_grids_are_not_adapted():
    # a 1-10 score declared integer already has every cut between two whole numbers: the fine
    # grid adds none, so no histogram is spent on it and the other feature's share is larger
    sch = d.Schema([d.Numeric("score", 1, 10, integer=True), d.Numeric("age", 17, 90, integer=True),
                    d.Numeric("x", 0, 1)], classes=[0, 1])
    assert [complete_whole_number_grid(f, 32) for f in sch.features] == [True, False, False]
    assert complete_whole_number_grid(d.Numeric("kids", 0, 5, integer=True), 32)
    assert not complete_whole_number_grid(d.Numeric("kids", 0, 5, integer=True, n_bins=3), 32)
    r = np.random.default_rng(0)
    X = pd.DataFrame({"score": r.integers(1, 11, 20000), "x": r.uniform(0, 1, 20000)})
    y = ((X.score > 5) ^ (X.x > 0.5)).astype(int)
    s = d.Schema([d.Numeric("score", 1, 10, integer=True), d.Numeric("x", 0, 1)], classes=[0, 1])

    class Every(d.DPForestClassifier):
        _adapt_only_refinable = False

    for cls, charged in ((d.DPForestClassifier, {"x"}), (Every, {"score", "x"})):
        m = cls(2.0, s, random_state=0, progress=False).fit(X, y)
        led = m.ledger_.to_frame()
        grid = led[led["what"].str.startswith("numeric grid histogram")]
        assert {w.split("(")[1].rstrip(")") for w in grid["what"]} == charged
        assert grid["epsilon"].sum() == pytest.approx(0.1) and m.ledger_.epsilon == 2.0
        # the score's grid is the same whole-number grid either way
        np.testing.assert_array_equal(m.schema_.features[0].edges(32), np.arange(1.5, 10, 1.0))


def test_adaptive_grid_is_free_where_the_histogram_cannot_be_read():
    X, y, s = _concentrated(300)
    m = d.DPForestClassifier(0.5, s, numeric_grid="adaptive", random_state=0, progress=False).fit(X, y)
    pub = d.DPForestClassifier(0.5, s, numeric_grid="multiscale", random_state=0, progress=False).fit(X, y)
    assert not m.ledger_.to_frame()["what"].str.startswith("numeric grid").any()
    for a, b in zip(m.schema_.features, pub.schema_.features):
        np.testing.assert_array_equal(a.edges(32), b.edges(32))
    assert m.ledger_.epsilon == 0.5


def test_pooled_histograms_open_the_gate_with_fewer_runs(monkeypatch):
    # GRID_MIN_RUNS below 64 (a measured alternative, not the default): where the public
    # intervals (about 45 here) cannot be read one by one, the histogram pools them into as
    # many runs as n̂·ε_grid affords (600 · 0.1 / 2 features = 30 at SNR 1), still 5 % of ε
    import dpforest.forests.default as D
    X, y, s = _concentrated(600)
    fit = lambda: d.DPForestClassifier(2.0, s, random_state=0, progress=False, n_samples=600).fit(X, y)
    is_grid = lambda m: m.ledger_.to_frame()["what"].str.startswith("numeric grid")
    closed = fit()
    assert not is_grid(closed).any()
    monkeypatch.setattr(D, "GRID_MIN_RUNS", 8)
    pooled = fit()
    monkeypatch.setattr(D, "GRID_MIN_SNR", 4.0)     # 7 runs affordable: below 8, closed again
    assert not is_grid(fit()).any()
    led = pooled.ledger_.to_frame()
    assert is_grid(pooled).sum() == 2 and led[is_grid(pooled)]["epsilon"].sum() == pytest.approx(0.1)
    assert pooled.ledger_.epsilon == 2.0
    inside = lambda sch: np.sum((sch.features[0].edges(32) > 0.45) & (sch.features[0].edges(32) < 0.55))
    assert inside(pooled.schema_) > inside(closed.schema_)


def test_declared_grids_and_categories_are_kept(mixed):
    # features with declared cuts or n_bins keep their grid; categorical columns are untouched
    X, y, s = mixed
    m = d.DPForestClassifier(50.0, s, numeric_grid="adaptive", n_samples=1e6, random_state=0,
                             progress=False).fit(X, y)
    for f, g in zip(s.features, m.schema_.features):
        if f.kind != "numeric":
            assert g == f
        elif f.cuts is not None or f.n_bins is not None:
            assert len(g.edges(32)) >= len(f.edges(32))
    assert m.ledger_.epsilon == 50.0


def test_noiseless_adaptive_tree_matches_encoding_with_the_final_grid():
    # the door's mapped codes equal a fresh encoding on the fitted grid: a noiseless tree on
    # the fitted schema (public grid = the chosen cuts) makes the same predictions
    X, y, s = _concentrated(4000)
    with _noiseless():
        m = d.DPForestClassifier(2.0, s, numeric_grid="adaptive", max_depth=3, leaf_share=0.2,
                                 n_samples=4000, random_state=0, progress=False).fit(X, y)
        again = d.DPForestClassifier(2.0, m.schema_, numeric_grid="uniform", cut_resolution=1,
                                     max_depth=3, leaf_share=0.2, n_samples=4000, random_state=0,
                                     progress=False).fit(X, y)
    # the same tree and leaf counts (the probabilities differ by the smoothing only: the
    # adaptive fit's leaves had ε_grid less to spend, so a larger noise scale)
    ta, tb = m.trees_[0], again.trees_[0]
    np.testing.assert_array_equal(ta.feature, tb.feature)
    np.testing.assert_array_equal(ta.counts, tb.counts)
    np.testing.assert_array_equal(ta.leaf_proba()[ta.apply(m._encode(X))],
                                  tb.leaf_proba()[tb.apply(again._encode(X))])
    np.testing.assert_array_equal(m.predict(X), again.predict(X))


def test_grid_histograms_carry_the_booked_noise():
    # 2 features at eps 0.4 in all: each histogram is released at 0.2, discrete Laplace of
    # scale 1/0.2 = 5 (variance 2·5² ≈ 50); 400 releases of 4 counts each.  A missing or halved
    # noise scale falls far outside the band, and the ledger books 0.2 per feature.
    from dpforest.data import PrivateData
    X, y, s = _concentrated(500)
    groups = {0: np.minimum(np.arange(s.features[0].n_codes(32)), 3),
              1: np.minimum(np.arange(s.features[1].n_codes(32)), 3)}
    door = PrivateData(X, y, s, 1e6)
    exact = [np.bincount(groups[j][door._codes[:, j]], minlength=4) for j in (0, 1)]
    draws = np.array([np.concatenate(door.noisy_code_counts([0, 1], groups, 0.4))
                      - np.concatenate(exact) for _ in range(400)])
    assert 0.75 < draws.var() / 50 < 1.3
    # 6 standard errors of the mean of 3,200 draws (0.125 each): the noise is unseeded, and 0.5
    # (4 SEs) failed 64 in 10^6 simulated runs of this check, 0.75 none
    assert abs(draws.mean()) < 0.75
    led = door.ledger.to_frame()
    assert len(led) == 800 and np.allclose(led["epsilon"], 0.2)


def test_random_regime_and_no_size_query_keep_the_public_grid():
    # random trees split on an 8-bin public grid, and without n̂ the gate cannot be judged:
    # neither spends ε on the grid histogram
    X, y, s = _concentrated(20000)
    for kw in (dict(regime="random"), dict(max_depth=4, leaf_share=0.2)):
        m = d.DPForestClassifier(2.0, s, random_state=0, progress=False, **kw).fit(X, y)
        assert not m.ledger_.to_frame()["what"].str.startswith("numeric grid").any(), kw
        assert m.ledger_.epsilon == 2.0


def test_a_repeated_declaration_gets_its_grids_once_and_each_column_its_own_name():
    """Wide schemas repeat one declaration thousands of times: grids are computed once per
    public grid (bounds with their types, bins, cuts, whole numbers) and shared read-only; the
    schema built from them equals the one built column by column."""
    import dataclasses

    import dpforest as d
    from dpforest.tree.grids import multiscale_cuts, with_cuts

    feats = [d.Numeric(f"w{i}", 0, 100, integer=True) for i in range(3)] + \
        [d.Numeric("v", 0, 100), d.Numeric("u", 0.0, 100.0, integer=True),
         d.Categorical("c", ["a", "b"])]
    s = d.Schema(feats, classes=[0, 1])
    e = s.features[0].edges(32)
    assert e is s.features[1].edges(32) and not e.flags.writeable
    with pytest.raises(ValueError):
        e[0] = 1.0
    # a float bound is another key (its own grid object), with the same points here
    assert s.features[4].edges(32) is not e
    np.testing.assert_array_equal(s.features[4].edges(32), e)
    assert not np.array_equal(s.features[3].edges(32), e)       # not whole numbers
    ms = multiscale_cuts(s)
    assert [f.name for f in ms.features] == [f.name for f in feats]
    by_hand = [dataclasses.replace(f, cuts=g.cuts) if f.kind == "numeric" else f
               for f, g in zip(feats, ms.features)]
    assert list(ms.features) == by_hand
    assert ms.features[0].cuts == ms.features[2].cuts != ms.features[3].cuts
    # cuts given by name still differ per column
    own = with_cuts(s, lambda f: {"w0": [10.0], "w1": [20.0]}.get(f.name))
    assert own.features[0].cuts == (10.0,) and own.features[1].cuts == (20.0,)
    assert own.features[2].cuts is None and own.features[0].name == "w0"



def test_a_cut_at_minus_zero_is_the_cut_at_zero():
    """-0.0 and 0.0 are one cut (and one grid key): a grid cached for one is not handed to the
    other with the other sign."""
    import dpforest as d

    neg, pos = d.Numeric("a", -1, 1, cuts=(-0.0,)), d.Numeric("b", -1, 1, cuts=(0.0,))
    assert neg.grid_key() == pos.grid_key()
    assert str(neg.cuts[0]) == "0.0" and str(neg.edges(32)[0]) == "0.0" == str(pos.edges(32)[0])
