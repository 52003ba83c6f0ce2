"""Leaves that release only their class (permute-and-flip on their counts)."""

import math

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.forests.default import LABEL_LEAVES_BELOW, auto_leaf_release
from dpforest.inspection import export_text
from dpforest.io import load_model, save_model
from dpforest.privacy import mechanisms as mech
from dpforest.privacy.mechanisms import _noiseless

LABEL = "permute-and-flip (class counts, Δ=1, monotone)"
# the default with every leaf's class drawn on its own (no joint split-and-label draw), so the
# label-leaf release itself is what these tests see
LabelOnly = type("LabelOnly", (d.DPForestClassifier,), {"_joint_labels": False})


def test_label_error_rate_is_permute_and_flip_at_the_monotone_scale():
    # counts (g, 0) at ε: the wrong class comes out with probability e^(-εg)/2 = 0.184 here.
    # A Laplace histogram's argmax would give e^(-εg)(1 + εg/2)/2 = 0.276, and the
    # non-monotone scale 2/ε e^(-εg/2)/2 = 0.303: the tolerance separates all three.
    eps, g, n = 0.1, 10.0, 4000
    scores = np.tile([g, 0.0], n)
    picks = mech.select_many(scores, np.arange(n + 1) * 2, np.full(n, eps), 1, monotone=True)
    wrong = float(np.mean(picks == 1))
    assert abs(wrong - 0.5 * math.exp(-eps * g)) < 0.03, wrong


def test_auto_rule_gates_on_noisy_size_times_epsilon():
    assert auto_leaf_release(LABEL_LEAVES_BELOW / 2 - 1, 2.0) == "label"
    assert auto_leaf_release(LABEL_LEAVES_BELOW / 2 + 1, 2.0) == "counts"
    assert auto_leaf_release(-50.0, 0.1) == "label"     # a noisy size can be negative


@pytest.mark.parametrize("n_public, expected", [(200, "label"), (5000, "counts")])
def test_default_chooses_by_declared_size_and_books_every_release(mixed, n_public, expected):
    X, y, s = mixed
    m = LabelOnly(0.5, s, n_samples=n_public, random_state=0, progress=False).fit(X, y)
    assert m.leaf_release_ == expected
    frame = m.ledger_.to_frame()
    assert math.isclose(m.ledger_.epsilon, 0.5, rel_tol=1e-9)
    labels = frame[frame.mechanism == LABEL]
    if expected == "label":
        leaves = m.trees_[0].is_leaf
        assert len(labels) == int(leaves.sum())
        assert not (frame.what == "leaf class counts").any()
        # each label's ε is the leaf's own (path total minus its parent's)
        np.testing.assert_allclose(np.sort(labels.epsilon.to_numpy()),
                                   np.sort(m.trees_[0].own_epsilon()[leaves]))
    else:
        assert labels.empty and (frame.what == "leaf class counts").any()


def test_label_leaves_predict_their_class_with_the_halfway_probability(mixed):
    X, y, s = mixed
    m = LabelOnly(1.0, s, leaf_release="label", random_state=0, progress=False).fit(X, y)
    C = s.n_classes
    proba = m.predict_proba(X)
    np.testing.assert_allclose(proba.max(1), (C + 1) / (2 * C))
    np.testing.assert_allclose(np.sort(proba, 1)[:, :-1], 1 / (2 * C))
    np.testing.assert_array_equal(m.predict(X), m.classes_[proba.argmax(1)])
    leaf_rows = np.nan_to_num(m.trees_[0].counts[m.trees_[0].is_leaf])
    assert ((leaf_rows > 0).sum(1) == 1).all()        # one class per leaf, nothing else released
    assert "(released label)" in export_text(m) and "noisy counts" not in export_text(m)


def test_without_noise_labels_and_counts_give_the_same_tree_and_predictions(mixed):
    X, y, s = mixed
    kw = dict(n_samples=len(X), random_state=3, progress=False)
    with _noiseless():
        lab = LabelOnly(2.0, s, leaf_release="label", **kw).fit(X, y)
        # (count leaves also offer "no split" at max-count levels: not here, same growth)
        cnt = type("Plain", (LabelOnly,), {"_stop_bonus": 0.0})(2.0, s, leaf_release="counts", **kw).fit(X, y)
    np.testing.assert_array_equal(lab.trees_[0].feature, cnt.trees_[0].feature)
    np.testing.assert_array_equal(lab.predict(X), cnt.predict(X))
    assert lab.score(X, y) > 0.8


def test_label_leaves_survive_a_model_file(mixed, tmp_path):
    X, y, s = mixed
    m = d.DPForestClassifier(0.5, s, leaf_release="label", random_state=0, progress=False).fit(X, y)
    back = load_model(save_model(m, tmp_path / "m.json"))
    assert back.leaf_release_ == "label"
    np.testing.assert_allclose(back.predict_proba(X), m.predict_proba(X))


@pytest.mark.parametrize("bad", ["labels", None, 1])
def test_leaf_release_is_validated(mixed, bad):
    X, y, s = mixed
    with pytest.raises(ValueError, match="leaf_release must be one of"):
        d.DPForestClassifier(1.0, s, leaf_release=bad).fit(X, y)


def test_dask_door_releases_the_same_labels(mixed):
    dd = pytest.importorskip("dask.dataframe")
    X, y, s = mixed
    kw = dict(leaf_release="label", n_samples=len(X), random_state=0, progress=False)
    with _noiseless():
        mem = d.DPForestClassifier(1.0, s, **kw).fit(X, y)
        dsk = d.DPForestClassifier(1.0, s, **kw).fit(dd.from_pandas(X, npartitions=3),
                                                      dd.from_pandas(y, npartitions=3))
    np.testing.assert_allclose(np.nan_to_num(mem.trees_[0].counts), np.nan_to_num(dsk.trees_[0].counts))
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))


def test_several_partition_trees_vote_with_label_leaves(mixed):
    X, y, s = mixed
    m = LabelOnly(1.0, s, n_estimators=3, leaf_release="label", random_state=0,
                             progress=False).fit(X, y)
    assert math.isclose(m.ledger_.epsilon, 1.0, rel_tol=1e-9)
    frame = m.ledger_.to_frame()
    assert (frame.mechanism == LABEL).sum() == sum(int(t.is_leaf.sum()) for t in m.trees_)
    np.testing.assert_array_equal(m.predict(X), m.classes_[m.predict_proba(X).argmax(1)])


def test_random_regime_keeps_its_counts(mixed):
    X, y, s = mixed
    m = d.DPForestClassifier(0.5, s, regime="random", random_state=0, progress=False).fit(X, y)
    assert m.leaf_release_ == "counts" and not (m.ledger_.to_frame().mechanism == LABEL).any()


# ---------------------------------------------------------------- one draw for split and labels
@pytest.mark.parametrize("C", [2, 3])
def test_labelled_candidates_score_every_labelling_by_the_records_it_gets_right(C):
    from dpforest.data import _labelled_candidates
    K = 3
    rng = np.random.default_rng(C)
    hist = rng.integers(0, 9, size=(2, K, C))
    hist[1, 2] = 0                                       # slot 1: a categorical of 2 codes
    valid = np.zeros((2, 2 * K + 1), bool)
    valid[0, [0, 1]] = True                              # thresholds after code 0 and code 1
    valid[1, K + 0] = True                               # category 0 against the rest
    valid[1, 2 * K] = True                               # multiway
    u, keys = _labelled_candidates(hist, valid, np.array([3, 2]), 4096)
    width = 2 * K + 1
    for (cand, n_child, code), util in zip(keys, u):
        s, c = divmod(int(cand), width)
        if c < K:
            children = [hist[s, :c + 1].sum(0), hist[s, c + 1:].sum(0)]
        elif c < 2 * K:
            one = hist[s, c - K]
            children = [one, hist[s].sum(0) - one]
        else:
            children = list(hist[s, :2])
        assert n_child == len(children)
        assert util == sum(ch[(code // C ** i) % C] for i, ch in enumerate(children))
    # two thresholds, one category, C^2 multiway: 4·C^2 pairs, less the constant labellings
    # ("predict c here") of every split but the first, which are the same classifiers
    assert len(u) == 4 * C * C - 3 * C
    ks = np.asarray(keys)
    assert ks.shape == (len(u), 3)
    digits = (ks[:, 2:3] // C ** np.arange(3)) % C
    const = np.array([len(set(d[:n])) == 1 for d, n in zip(digits, ks[:, 1])])
    assert const.sum() == C and (ks[const, 0] == ks[0, 0]).all()
    assert sorted(digits[const, 0]) == list(range(C))
    assert [keys[i] for i in range(len(u))] == [tuple(r) for r in ks.tolist()]
    with pytest.raises(ValueError, match="too many labellings"):
        _labelled_candidates(hist, valid, np.array([3, 13]), 4096)
    # a margin (measured, not the default's): the constants raised by margin x ln(N / C), the
    # other labellings unchanged, in the same order
    raised, keys2 = _labelled_candidates(hist, valid, np.array([3, 2]), 4096, constant_margin=2.0)
    assert np.array_equal(np.asarray(keys2), ks)
    assert np.allclose(raised[const] - u[const], 2.0 * np.log((len(u) - C) / C))
    assert np.array_equal(raised[~const], u[~const])
    # a class margin (measured, not the default's): each child's class adds its margin
    beta = rng.normal(size=C)
    leaned, keys3 = _labelled_candidates(hist, valid, np.array([3, 2]), 4096, class_margin=beta)
    assert np.array_equal(np.asarray(keys3), ks)
    lean = np.array([beta[digits[i, :n]].sum() for i, n in enumerate(ks[:, 1])])
    assert np.allclose(leaned - u, lean)


def test_a_constant_margin_makes_the_joint_draw_say_predict_c_where_no_split_helps(mixed):
    """The measured hook (``_constant_bonus``, 0 by default): with a large margin a label stump
    on 100 records whose labels no column explains names one class on both sides (its margin,
    thousands of records, leaves a two-class labelling a chance below 1e-50); without it, at
    n·ε = 5 the draw is near uniform and about half the stumps name both classes (20 fits all
    constant: about 4e-8).  The ledger is the same."""
    X, _, s = mixed
    X = X.iloc[:100]
    y = np.random.default_rng(1).choice(list(s.classes[:2]), size=len(X), p=[0.8, 0.2])
    s2 = d.Schema(list(s.features), list(s.classes[:2]))
    margin = type("Margin", (d.DPForestClassifier,), {"_constant_bonus": 50.0})
    named = {}
    for est in (margin, d.DPForestClassifier):
        named[est] = []
        for seed in range(20):
            m = est(0.05, s2, n_samples=100, max_depth=1, random_state=seed, progress=False).fit(X, y)
            assert m.ledger_.epsilon == 0.05
            named[est].append(len(np.unique(m.predict(X))))
    assert named[margin] == [1] * 20
    assert max(named[d.DPForestClassifier]) == 2
    for bad in (float("inf"), float("nan"), -1.0):           # refused, not skipped or failing late
        odd = type("Odd", (d.DPForestClassifier,), {"_constant_bonus": bad})
        with pytest.raises(ValueError, match="constant_bonus must be a finite number"):
            odd(0.05, s2, n_samples=100, max_depth=1, progress=False).fit(X, y)


def test_a_class_prior_leans_every_label_draw_toward_the_common_class(mixed):
    """The measured hook (``_label_prior_share``, 0 by default): a share of the tree's ε
    releases the root's class histogram (booked on every record) and every label draw adds
    strength·ln(p̂(c)/max p̂)/ε to class c.  300 records, the rarer class (about 26 %) where
    age > 68: at n·ε = 150 the label tree finds it (about a quarter of the records predicted
    rare in every fit); with an overwhelming prior every leaf names the common class.  The
    ledger totals ε either way."""
    X, _, s = mixed
    X = X.iloc[:300]
    y = np.where(X.age > 68, s.classes[1], s.classes[0])
    s2 = d.Schema(list(s.features), list(s.classes[:2]))
    prior = type("Prior", (d.DPForestClassifier,), {"_label_prior_share": 0.5,
                                                    "_label_prior_strength": 1000.0})
    common = {}
    for est in (prior, d.DPForestClassifier):
        common[est] = []
        for seed in range(10):
            m = est(0.5, s2, n_samples=300, max_depth=2, random_state=seed, progress=False).fit(X, y)
            assert m.leaf_release_ == "label"
            assert math.isclose(m.ledger_.epsilon, 0.5, rel_tol=1e-9)
            frame = m.ledger_.to_frame()
            assert (frame.what == "class prior (label draws)").sum() == (est is prior)
            common[est].append(float(np.mean(m.predict(X) == s.classes[0])))
    assert min(common[prior]) == 1.0, common
    assert max(common[d.DPForestClassifier]) < 0.9, common


def test_two_class_label_stump_is_one_draw_with_the_whole_tree_budget(mixed):
    X, y, s = mixed
    y2 = np.where(np.asarray(y) == s.classes[0], s.classes[0], s.classes[1])
    s2 = d.Schema(list(s.features), list(s.classes[:2]))
    m = d.DPForestClassifier(0.5, s2, n_samples=200, max_depth=1, random_state=0,
                             progress=False).fit(X, y2)
    frame = m.ledger_.to_frame()
    joint = frame[frame.mechanism == "permute-and-flip (split and labels, Δ=1, monotone)"]
    assert len(joint) == 1 and math.isclose(joint.epsilon.iloc[0], 0.5, rel_tol=1e-9)
    assert set(frame.mechanism) == {"permute-and-flip (split and labels, Δ=1, monotone)"}  # public size
    np.testing.assert_allclose(m.predict_proba(X).max(1), 0.75)
    with _noiseless():
        one = d.DPForestClassifier(2.0, s2, n_samples=len(X), leaf_release="label", max_depth=1,
                                   random_state=0, progress=False).fit(X, y2)
        two = type("TwoStage", (d.DPForestClassifier,), {"_joint_labels": False})(
            2.0, s2, n_samples=len(X), leaf_release="label", max_depth=1, random_state=0,
            progress=False).fit(X, y2)
    # both pick a split with the most records right under its best labels
    assert one.score(X, y2) == pytest.approx(two.score(X, y2))
    # and a split's best labelling never classifies fewer records right than the majority class
    majority = max(np.mean(y2 == c) for c in s2.classes)
    assert one.score(X, y2) >= majority - 1e-12


def test_joint_draw_is_only_offered_where_its_labellings_stay_few():
    from dpforest.forests.default import joint_labels_apply
    few = d.Schema([d.Categorical("a", tuple("abc")), d.Numeric("x", 0, 1)], ["n", "y"])
    many = d.Schema([d.Categorical("a", tuple("abcdefghijklmn")), d.Numeric("x", 0, 1)], ["n", "y"])
    three = d.Schema([d.Categorical("a", tuple("abcdefgh")), d.Numeric("x", 0, 1)], ["a", "b", "c"])
    nine = d.Schema([d.Numeric("x", 0, 1)], list("abcdefghi"))
    # 100 classes: 10^4 labellings of each of 255 thresholds is past the per-node memory bound
    wide = d.Schema([d.Numeric("x", 0, 1, n_bins=256)], [f"c{i}" for i in range(100)])
    narrow = d.Schema([d.Numeric("x", 0, 1, n_bins=128)], [f"c{i}" for i in range(100)])
    assert joint_labels_apply(few, "multiway") and joint_labels_apply(many, "binary")
    assert not joint_labels_apply(many, "multiway")
    # mixed growth: only as the measured alternative (drawn per node, too-wide k-way candidates
    # left out of the draw)
    assert joint_labels_apply(many, "mixed", mixed=True) and not joint_labels_apply(many, "mixed")
    assert joint_labels_apply(three, "binary") and not joint_labels_apply(three, "multiway")  # 3^8
    assert joint_labels_apply(nine, "binary") and joint_labels_apply(narrow, "binary")
    assert not joint_labels_apply(wide, "binary")


def test_multi_class_label_tree_books_its_last_level_as_joint_draws(mixed):
    X, y, s = mixed
    assert s.n_classes >= 3
    m = d.DPForestClassifier(1.0, s, n_samples=100, leaf_release="label", max_depth=2,
                             random_state=0, progress=False).fit(X, y)
    frame = m.ledger_.to_frame()
    joint = frame[frame.mechanism == "permute-and-flip (split and labels, Δ=1, monotone)"]
    assert len(joint) >= 1 and math.isclose(m.ledger_.epsilon, 1.0, rel_tol=1e-9)
    proba = m.predict_proba(X)
    C = s.n_classes
    np.testing.assert_allclose(proba.max(1), (C + 1) / (2 * C))
    np.testing.assert_array_equal(m.predict(X), m.classes_[proba.argmax(1)])


def test_mixed_growth_joint_draw_books_every_path_once():
    """The default (``JOINT_MIXED``): in mixed growth each node with one level left on its own
    path draws its split and its children's classes at once, whatever its level index; k-way
    candidates with more than 4,096 labellings are left out of that draw.  ``_joint_mixed =
    False`` splits, then labels."""
    rng = np.random.default_rng(3)
    codes = [f"k{i:02d}" for i in range(20)]
    n = 400
    X = pd.DataFrame({"code": rng.choice(codes, n), "x": rng.random(n)})
    y = np.where(X["x"] > 0.5, "a", np.where(X["code"] < "k10", "b", "c"))
    s = d.Schema([d.Categorical("code", tuple(codes)), d.Numeric("x", 0, 1)], ["a", "b", "c"])
    from dpforest.forests.default import JOINT_MIXED
    assert JOINT_MIXED and d.DPForestClassifier._joint_mixed
    cls = d.DPForestClassifier
    apart = type("SplitThenLabel", (d.DPForestClassifier,), {"_joint_mixed": False})
    joint = []
    # a noisy root may take the 20-way split, whose children are leaves with no level left:
    # then no node draws jointly, so several fits (each checked) must show at least one that does
    for seed in range(5):
        m = cls(0.5, s, n_samples=n, max_depth=4, categorical_split="mixed", leaf_release="label",
                random_state=seed, progress=False).fit(X, y)
        frame = m.ledger_.to_frame()
        joint.append(bool((frame.mechanism == "permute-and-flip (split and labels, Δ=1, monotone)").any()))
        assert math.isclose(m.ledger_.epsilon, 0.5, rel_tol=1e-9)
        # every leaf carries a class (drawn with its parent or on its own), never an empty row
        proba = m.predict_proba(X)
        np.testing.assert_allclose(proba.max(1), (3 + 1) / (2 * 3))
    assert any(joint), joint
    # without noise it classifies the data as well as the split-then-label tree
    from dpforest.privacy.mechanisms import _noiseless
    with _noiseless():
        a = cls(0.5, s, n_samples=n, max_depth=4, categorical_split="mixed", leaf_release="label",
                random_state=0, progress=False).fit(X, y)
        b = apart(0.5, s, n_samples=n, max_depth=4, categorical_split="mixed",
                  leaf_release="label", random_state=0, progress=False).fit(X, y)
        assert not (b.ledger_.to_frame().mechanism
                    == "permute-and-flip (split and labels, Δ=1, monotone)").any()
    assert a.score(X, y) >= b.score(X, y) - 1e-12 and a.score(X, y) > 0.75


def test_wide_plain_multiway_joint_draw_alternative_leaves_the_wide_column_out():
    """The measured alternative ``_joint_wide_multiway``: a plain multiway label tree whose
    widest column has more than 4,096 labellings (2^20 here) still draws its last splits and
    labels together, that column's 20-way split left out of the draw; the default splits, then
    labels.  Every ledger sums to ε."""
    from dpforest.forests.default import joint_labels_apply
    rng = np.random.default_rng(1)
    codes = [f"c{i:02d}" for i in range(20)]
    n = 400
    X = pd.DataFrame({"code": rng.choice(codes, n), "x": rng.random(n), "g": rng.choice(list("abc"), n)})
    y = np.where((X["x"] > 0.5) ^ (X["g"] == "a"), "p", "q")
    s = d.Schema([d.Categorical("code", tuple(codes)), d.Numeric("x", 0, 1),
                  d.Categorical("g", tuple("abc"))], ["p", "q"])
    assert not joint_labels_apply(s, "multiway")
    assert joint_labels_apply(s, "multiway", wide_multiway=True)
    wide = type("WideJoint", (d.DPForestClassifier,), {"_joint_wide_multiway": True})
    mech = "permute-and-flip (split and labels, Δ=1, monotone)"
    for cls, drawn in ((d.DPForestClassifier, False), (wide, True)):
        m = cls(0.5, s, max_depth=2, categorical_split="multiway", leaf_release="label",
                random_state=0, progress=False).fit(X, y)
        frame = m.ledger_.to_frame()
        assert bool((frame.mechanism == mech).any()) is drawn
        assert math.isclose(m.ledger_.epsilon, 0.5, rel_tol=1e-9)
        if drawn:                               # no node of the last level splits on the code
            t = m.trees_[0]
            last = t.feature[(t.depth == 1) & (t.feature >= 0)]
            assert len(last) >= 1
            assert all(m.schema_.features[int(f)].name != "code" for f in last)


def test_joint_draw_in_node_blocks_gives_the_same_tree(monkeypatch):
    # a level's (split, labelling) pairs are drawn a block of nodes at a time (memory): without
    # noise, blocks of any size pick what one block picks
    from dpforest.data import PrivateData
    from dpforest.privacy.mechanisms import _noiseless

    rng = np.random.default_rng(4)
    X = pd.DataFrame(rng.uniform(0, 1, (120, 4)), columns=list("abcd"))
    y = np.array(list("pqrs"))[(X["a"] > 0.5).to_numpy() * 2 + (X["b"] > 0.5).to_numpy()]
    s = d.Schema([d.Numeric(c, 0, 1) for c in "abcd"], classes=list("pqrs"))
    with _noiseless():
        one = d.DPForestClassifier(1.0, s, n_estimators=3, leaf_release="label", random_state=0,
                                   progress=False).fit(X, y)
        monkeypatch.setattr(PrivateData, "JOINT_BLOCK_PAIRS", 1)
        many = d.DPForestClassifier(1.0, s, n_estimators=3, leaf_release="label", random_state=0,
                                    progress=False).fit(X, y)
    assert one.ledger_.to_frame()["what"].str.contains("split and leaf labels").any()
    np.testing.assert_array_equal(one.predict_proba(X), many.predict_proba(X))


def test_the_label_probability_notice_is_said_every_time_under_always():
    """Said at most once a minute per class by default (a cross-validation scores a clone
    per fold), but every time where the user's filters ask for every warning."""
    import warnings

    from dpforest.forests.base import LabelProbabilityWarning

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300)})
    y = np.where(X.a > 0.5, "y", "n")
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["n", "y"])
    seen = []
    for _ in range(3):
        m = d.DPForestClassifier(0.5, s, leaf_release="label", progress=False).fit(X, y)
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            m.predict_proba(X)
        seen.append(sum(issubclass(w.category, LabelProbabilityWarning) for w in rec))
    assert seen == [1, 1, 1]
    # a filter that shows every one but picks by module (not the user's blanket 'always'):
    # the notice's own throttle holds, once a minute for the class, whatever the models
    with warnings.catch_warnings(record=True) as rec:
        warnings.filterwarnings("always", category=LabelProbabilityWarning, module=".*")
        for _ in range(3):
            d.DPForestClassifier(0.5, s, leaf_release="label", progress=False).fit(X, y).predict_proba(X)
    assert sum(issubclass(w.category, LabelProbabilityWarning) for w in rec) <= 1
    # one tree: each leaf's fixed share; several: a vote share, graded across records
    for trees, said in ((1, "ranks records by predicted class alone"),
                        (5, "share of its 5 trees' votes")):
        m = d.DPForestClassifier(0.5, s, leaf_release="label", n_estimators=trees,
                                 progress=False).fit(X, y)
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            m.predict_proba(X)
        text = [str(w.message) for w in rec if issubclass(w.category, LabelProbabilityWarning)]
        assert len(text) == 1 and said in text[0], text
