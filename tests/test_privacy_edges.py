"""Privacy edges: no data-dependent refusal, position-free sampling draws, pure-ε IG_GR past n_max,
validation messages that leak nothing, the owner's Schema.check, uncharged single-candidate nodes
and criteria refused at validation."""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.model_selection import PrivateModelSelector
from dpforest.data import PrivateData, TreeSample
from dpforest.privacy.mechanisms import _noiseless
from dpforest.tree.ig_gr import IGGRScorer

from conftest import make_mixed

ALL = [d.DPForestClassifier, d.DiffPRFsClassifier, d.RFDPOOBClassifier, d.DPRFClassifier,
       d.CRFsDPClassifier, d.SNRForestClassifier, d.PrivateRDTClassifier, d.OOBBudgetForestClassifier]


def _small(cls, s, **extra):
    kw = {k: v for k, v in dict(n_estimators=3, max_depth=3, random_state=0, progress=False).items()
          if k in cls(1.0, s).get_params()}
    return cls(1.0, s, **{**kw, **extra})


# ---------------------------------------------------------------------------- no refusal from data
@pytest.mark.parametrize("cls", ALL, ids=lambda c: c.__name__)
def test_single_class_and_empty_data_fit_and_spend_exactly_epsilon(cls):
    """D = 60 records of one class vs D + 1 record of another: both fit (a refusal of one of them
    would release which one it is).  Empty data fit too: n is private, n = 0 included."""
    X, y, s = make_mixed(300)
    one = (y == "old").to_numpy().copy()
    one[np.flatnonzero(one)[60:]] = False
    plus = one.copy()
    plus[np.flatnonzero(~one)[0]] = True
    for XX, yy in [(X[one], y[one]), (X[plus], y[plus]), (X.iloc[:0], y.iloc[:0])]:
        m = _small(cls, s).fit(XX, yy)
        assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-12)
        assert set(m.predict(X.iloc[:20])) <= set(s.classes)
        assert list(m.classes_) == sorted(s.classes)     # scikit-learn's order


def test_no_records_are_not_refused_in_any_input_form(tmp_path):
    """Zero records fit wherever one record does: as a plain list, with uniform sample weights,
    and through the CLI from a headerless CSV file that is empty."""
    import json

    from dpforest.cli import main

    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("color", ["r", "g"])], classes=["no", "yes"])
    for X, y, w in (([], [], None), ([[33.0, "r"]], ["yes"], None),
                    (np.empty((0, 2), dtype=object), [], np.ones(0)),
                    (np.array([[33.0, "r"]], dtype=object), ["yes"], np.ones(1))):
        m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y, sample_weight=w)
        assert m.ledger_.epsilon == 1.0
    doc = {**s.to_dict(), "target": "label", "header": False, "columns": ["age", "color", "label"]}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "n0.csv").write_text("")
    (tmp_path / "n1.csv").write_text("33,r,yes\n")
    for name in ("n0", "n1"):
        assert main(["fit", str(tmp_path / f"{name}.csv"), "--schema", str(tmp_path / "s.json"),
                     "--epsilon", "1", "--no-progress", "-o", str(tmp_path / f"{name}.json")]) == 0


def test_single_class_is_not_refused_on_dask():
    dd = pytest.importorskip("dask.dataframe")
    X, y, s = make_mixed(300)
    keep = (y == "red").to_numpy()
    for XX, yy in [(X[keep], y[keep]), (X.iloc[:0], y.iloc[:0])]:
        Xd, yd = dd.from_pandas(XX, npartitions=2), dd.from_pandas(yy, npartitions=2)
        m = d.DiffPRFsClassifier(1.0, s, n_estimators=3, random_state=0, progress=False).fit(Xd, yd)
        assert m.ledger_.epsilon == 1.0


# ---------------------------------------------------------------------------- position-free draws
_SAMPLES = [TreeSample(k, None, 1, "inbag") for k in range(4)] + \
           [TreeSample(k, k % 3, 3, None) for k in range(3)]


def _memberships(door, samples=_SAMPLES):
    """Per sample, the boolean membership of every record of ``door`` (in record order)."""
    out = []
    for s in samples:
        m = np.zeros(len(door._y), bool)
        m[door._records_of(s)] = True
        out.append(m)
    return np.array(out)


def _front_neighbour():
    X, y, s = make_mixed(400, seed=3)
    r = make_mixed(5, seed=99)[0].iloc[[0]], make_mixed(5, seed=99)[1].iloc[[0]]
    return X, y, pd.concat([r[0], X], ignore_index=True), pd.concat([r[1], y], ignore_index=True), s


def test_insert_one_record_at_front_leaves_every_other_draw_unchanged():
    X, y, X2, y2, s = _front_neighbour()
    a = _memberships(PrivateData(X, y, s, 1.0, seed=1234))
    b = _memberships(PrivateData(X2, y2, s, 1.0, seed=1234))
    np.testing.assert_array_equal(b[:, 1:], a)                # every old record: same draws
    # a copy of an existing record inserted at the front: the copies are interchangeable, so the
    # sample of D + r is D's plus at most one copy of r (the multiset of drawn records)
    X3, y3 = pd.concat([X.iloc[[7]], X], ignore_index=True), pd.concat([y.iloc[[7]], y], ignore_index=True)
    c = _memberships(PrivateData(X3, y3, s, 1.0, seed=1234))
    door = PrivateData(X3, y3, s, 1.0, seed=1234)
    same = (door._codes == door._codes[0]).all(1) & (door._y == door._y[0])
    np.testing.assert_array_equal(c[:, 1:][:, ~same[1:]], a[:, ~same[1:]])
    assert (c[:, same].sum(1) - a[:, same[1:]].sum(1) >= 0).all() and (c[:, same].sum(1) - a[:, same[1:]].sum(1) <= 1).all()
    # copies are drawn independently, not all-or-nothing
    X4, y4 = pd.concat([X.iloc[[7]]] * 200, ignore_index=True), pd.concat([y.iloc[[7]]] * 200, ignore_index=True)
    assert 0.4 < _memberships(PrivateData(X4, y4, s, 1.0, seed=1234))[:4].mean() < 0.85
    assert 0.3 < a[:4].mean() < 0.9 and len(np.unique(a[4:].argmax(0))) == 3   # real draws
    # the seed still matters: another random_state gives other draws
    assert (_memberships(PrivateData(X, y, s, 1.0, seed=99)) != a).mean() > 0.2


def test_door_assigns_parts_by_record_content_not_position():
    # the model selector's parts come from the door: a record inserted at the front moves no
    # other record to another part, the shares hold in expectation, the seed matters
    X, y, X2, y2, s = _front_neighbour()
    a = PrivateData(X, y, s, 1.0).assign_parts(77, [0.3, 0.35, 0.35])
    b = PrivateData(X2, y2, s, 1.0).assign_parts(77, [0.3, 0.35, 0.35])
    np.testing.assert_array_equal(b[1:], a)
    share = np.bincount(a, minlength=3) / len(a)
    assert np.allclose(share, [0.3, 0.35, 0.35], atol=0.1) and set(np.unique(a)) == {0, 1, 2}
    assert (PrivateData(X, y, s, 1.0).assign_parts(78, [0.3, 0.35, 0.35]) != a).mean() > 0.3
    with pytest.raises(ValueError, match="shares"):
        PrivateData(X, y, s, 1.0).assign_parts(1, [])


def test_insert_one_record_at_front_on_dask_matches_and_is_unchanged():
    dd = pytest.importorskip("dask.dataframe")
    X, y, X2, y2, s = _front_neighbour()
    from dpforest.dask_data import DaskPrivateData

    def dask_memberships(XX, yy):
        door = DaskPrivateData(dd.from_pandas(XX, npartitions=3), dd.from_pandas(yy, npartitions=3), s, 1.0, 1234)
        return np.concatenate(door._map(_memberships), axis=1)

    a, b = dask_memberships(X, y), dask_memberships(X2, y2)
    np.testing.assert_array_equal(a, _memberships(PrivateData(X, y, s, 1.0, seed=1234)))  # = in memory
    np.testing.assert_array_equal(b[:, 1:], a)
    # many copies spread over the partitions: ranks count the copies of earlier partitions first
    Xc, yc = pd.concat([X.iloc[:5]] * 40, ignore_index=True), pd.concat([y.iloc[:5]] * 40, ignore_index=True)
    np.testing.assert_array_equal(dask_memberships(Xc, yc), _memberships(PrivateData(Xc, yc, s, 1.0, seed=1234)))


def _coarse_copies(n=600, front=True):
    """n records whose values differ but share one code of the schema's 32-bin grid (and a label),
    100 of another class, and the same data with one more such record at the front (or end)."""
    rng = np.random.default_rng(5)
    s = d.Schema([d.Numeric("x", 0, 100), d.Categorical("c", ["u", "v"])], classes=["a", "b"])
    X = pd.DataFrame({"x": np.r_[rng.uniform(0, 3.1, n), np.full(100, 50.0)],
                      "c": ["u"] * (n + 100)})
    y = pd.Series(["a"] * n + ["b"] * 100)
    r = pd.DataFrame({"x": [1.0], "c": ["u"]})
    X2 = pd.concat([r, X] if front else [X, r], ignore_index=True)
    y2 = pd.concat([pd.Series(["a"]), y] if front else [y, pd.Series(["a"])], ignore_index=True)
    return X, y, X2, y2, s


def test_records_sharing_codes_but_not_values_are_not_copies():
    """A fit may read its records again on a finer grid (the adaptive grid), and the model
    selector hands raw records to its candidates, so records with equal codes but different
    values are not interchangeable: inserting one record ahead of them must not move them to
    other draws.  (Keyed by codes, every later one moved to the next rank's draw: about half of
    the 600 changed part.)"""
    X, y, X2, y2, s = _coarse_copies()
    a = _memberships(PrivateData(X, y, s, 1.0, seed=1234))
    b = _memberships(PrivateData(X2, y2, s, 1.0, seed=1234))
    np.testing.assert_array_equal(b[:, 1:], a)
    parts = [PrivateData(XX, yy, s, 1.0).assign_parts(77, [0.3, 0.35, 0.35]) for XX, yy in ((X, y), (X2, y2))]
    np.testing.assert_array_equal(parts[1][1:], parts[0])
    # and the finer grid a default forest buys sees the same records in each partition
    m = [d.DPForestClassifier(2.0, s, n_estimators=2, random_state=0, progress=False) for _ in range(2)]
    with _noiseless():
        trees = [mm.fit(XX, yy).trees_ for mm, (XX, yy) in zip(m, ((X, y), (X.iloc[::-1], y.iloc[::-1])))]
    for ta, tb in zip(*trees):               # row order is not content: the same trees
        np.testing.assert_array_equal(ta.feature, tb.feature)
        np.testing.assert_array_equal(np.nan_to_num(ta.counts), np.nan_to_num(tb.counts))


def test_records_sharing_codes_but_not_values_on_dask():
    dd = pytest.importorskip("dask.dataframe")
    from dpforest.dask_data import DaskPrivateData

    X, y, X2, y2, s = _coarse_copies(300)

    def dask_memberships(XX, yy):
        door = DaskPrivateData(dd.from_pandas(XX, npartitions=3), dd.from_pandas(yy, npartitions=3), s, 1.0, 1234)
        return np.concatenate(door._map(_memberships), axis=1)

    a = dask_memberships(X, y)
    np.testing.assert_array_equal(a, _memberships(PrivateData(X, y, s, 1.0, seed=1234)))
    np.testing.assert_array_equal(dask_memberships(X2, y2)[:, 1:], a)


def test_occurrence_rank_verifies_content_when_hashes_collide():
    """Ranks count earlier records of identical content; hash-equal records of different content
    (here every hash forced equal) keep separate ranks."""
    from dpforest.privacy.sampling import content_hashes, occurrence_rank

    rng = np.random.default_rng(0)
    for _ in range(50):
        n, F = int(rng.integers(1, 60)), int(rng.integers(0, 4))
        words = rng.integers(0, 3, size=(n, F)).astype(np.uint64)
        labels = rng.integers(0, 2, size=n).astype(np.int8)
        content = [tuple(w) + (l,) for w, l in zip(words.tolist(), labels.tolist())]
        want = [content[:i].count(c) for i, c in enumerate(content)]
        word = lambda j: words[:, j]
        for h1 in (None, np.zeros(n, np.uint64), content_hashes(labels, word, F)[0]):
            assert occurrence_rank(labels, word, F, h1).tolist() == want
            # the same with the words compared row by row (as the door passes its codes)
            assert occurrence_rank(labels, word, F, h1, rows=words, covered=range(F)).tolist() == want
            half = words[:, : F // 2]
            assert occurrence_rank(labels, word, F, h1, rows=half, covered=range(F // 2)).tolist() == want
        off = rng.integers(0, 5, size=n).astype(np.uint64)
        assert (occurrence_rank(labels, word, F, offset=off) - off).tolist() == want


def test_content_words_separate_values_a_finer_grid_could_separate():
    s = d.Schema([d.Numeric("x", 0, 10, allow_missing=True), d.Categorical("c", ["u", "v"])],
                 classes=[0, 1])
    X = pd.DataFrame({"x": [1.0, 1.0 + 1e-9, 0.0, -0.0, np.nan, float("nan"), 1.0],
                      "c": ["u", "u", "v", "v", "u", "u", "u"]})
    word = s.content_words(X, s.encode(X))
    x, c = word(0), word(1)
    assert x[0] == x[6] and x[0] != x[1] and x[2] == x[3] and x[4] == x[5] and x[4] != x[2]
    assert c.tolist() == [0, 0, 1, 1, 0, 0, 0]
    # a numeric column given as text is parsed as the encoder parses it: the same words
    Xt = X.assign(x=X["x"].map(lambda v: None if v != v else repr(v)))
    np.testing.assert_array_equal(s.content_words(Xt, s.encode(Xt))(0), x)


# ---------------------------------------------------------------------------- validation messages
@pytest.mark.parametrize("kind", ["text Series", "object array", "integer array"])
def test_valid_data_raise_no_warning_that_depends_on_the_records(kind):
    """scikit-learn's target check warns when the distinct labels exceed half the records; on
    valid data (labels in the declared class set) that would say whether n < 2 x (classes
    present).  30 records of 26 declared classes: the only warnings a fit may give are the
    constant-model one and the notice that the counts show one class alone, which read
    released counts only, and the small-budget one, which reads the released size only."""
    import string
    import warnings

    classes = list(string.ascii_lowercase)
    X = pd.DataFrame({"a": np.linspace(0, 1, 30)})
    labels = classes + classes[:4]
    y = {"text Series": pd.Series(labels), "object array": np.array(labels, dtype=object),
         "integer array": np.arange(30) % 26}[kind]
    declared = list(range(26)) if kind == "integer array" else classes
    schema = d.Schema.from_dataframe(X, classes=declared, bounds={"a": (0, 1)})
    for cls in (d.DPForestClassifier, d.SNRForestClassifier):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            warnings.simplefilter("ignore", d.ConstantModelWarning)
            warnings.simplefilter("ignore", d.SmallBudgetWarning)
            warnings.filterwarnings("ignore", "[^ ]+ released leaf counts show no records",
                                    d.InputWarning)
            cls(epsilon=1.0, schema=schema, random_state=0).fit(X, y)


def test_validation_errors_show_no_values_or_counts_and_schema_check_does():
    X, y, s = make_mixed(300)
    bad = X.copy()
    bad.loc[[3, 5, 8, 13, 21, 34, 55], "color"] = "zzz_secret"
    bad2 = X.copy()
    bad2.loc[[2], "age"] = 123.4567
    for data, col in ((bad, "'color'"), (bad2, "'age'")):
        for fit in (lambda: d.DPForestClassifier(1.0, s, random_state=0).fit(data, y),
                    lambda: s.encode(data)):
            with pytest.raises(ValueError) as e:
                fit()
            msg = str(e.value)
            assert "zzz_secret" not in msg and "123.45" not in msg and "7" not in msg and "300" not in msg
            assert col in msg
    bad.loc[[2], "age"] = 123.4567
    ybad = y.copy()
    ybad.iloc[[1, 2]] = "zzz_label"
    with pytest.raises(ValueError) as e:
        d.DPForestClassifier(1.0, s, random_state=0).fit(X, ybad)
    assert "zzz_label" not in str(e.value) and "2 " not in str(e.value)

    rep = s.check(bad, ybad)
    assert not rep.ok and s.check(X, y).ok
    f = rep.to_frame().set_index("column")
    assert f.loc["color", "count"] == 7 and "'zzz_secret'" in f.loc["color", "examples"]
    assert f.loc["age", "count"] == 1 and "123.4567" in str(f.loc["age", "examples"])
    assert "zzz_label" in str(rep)


# ---------------------------------------------------------------------------- single candidate
def test_single_candidate_nodes_are_not_charged_and_leaves_get_their_epsilon():
    """One binary feature: every node has exactly one (public) candidate, so no selection is
    drawn or charged; each path's ε goes to the leaf counts and the ledger still equals ε."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"b": rng.choice(["u", "v"], 400)})
    y = np.where(X["b"] == "u", "p", "q")
    s = d.Schema([d.Categorical("b", ["u", "v"])], classes=["p", "q"])
    for cls in (d.DiffPRFsClassifier, d.DPRFClassifier, d.CRFsDPClassifier):
        m = _small(cls, s, max_features=None).fit(X, y)
        whats = {e.what for e in m.ledger_.entries}
        assert not any("selection" in w for w in whats), (cls.__name__, whats)
        assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-12) and m.ledger_.epsilon <= 1.0
        with _noiseless():      # without noise the trees do split on the one candidate
            kw = {"stop_factor": None} if cls is d.DPRFClassifier else {}   # no count-based stop
            assert all(tr.feature[0] == 0 for tr in _small(cls, s, max_features=None, **kw).fit(X, y).trees_)
    # control: two binary features give two candidates per node, and those nodes are charged
    X["c"] = rng.choice(["u", "v"], 400)
    s2 = d.Schema([d.Categorical("b", ["u", "v"]), d.Categorical("c", ["u", "v"])], classes=["p", "q"])
    m = _small(d.DiffPRFsClassifier, s2, max_features=None).fit(X, y)
    assert any("selection" in e.what for e in m.ledger_.entries)


# ---------------------------------------------------------------------------- criteria
@pytest.mark.parametrize("crit", ["info_gain", "entropy", "nonsense"])
def test_crfsdp_refuses_unsupported_criteria_at_validation(crit):
    X, y, s = make_mixed(100)
    with pytest.raises(ValueError, match="supports criterion 'gini' or 'max'"):
        d.CRFsDPClassifier(1.0, s, criterion=crit).fit(X, y)
    for ok in ("gini", "max"):
        assert d.CRFsDPClassifier(1.0, s, criterion=ok, n_estimators=2, progress=False).fit(X, y).ledger_.epsilon == 1.0


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


def test_malformed_input_messages_do_not_quote_the_number_of_records():
    """scikit-learn's and numpy's own messages quote shapes whose first entry is n (private);
    the fit's refusals keep the kind of problem and drop the count."""
    s = d.Schema([d.Numeric("x", 0, 10)], classes=[0, 1])
    X = pd.DataFrame({"x": np.arange(37) % 10})
    m = d.DPForestClassifier(1.0, s, progress=False)
    sel = PrivateModelSelector([d.DPForestClassifier(progress=False)], 1.0, s)
    for fit, kind in ((lambda: m.fit(X, np.zeros((37, 2), int)), "1d array.*one model per target column"),
                      (lambda: m.fit(X, np.zeros((1, 37), int)), "1d array.*one model per target column"),
                      (lambda: m.fit([[1.0]] * 36 + [[1.0, 2.0]], np.zeros(37, int)), "inhomogeneous"),
                      (lambda: m.fit(X, np.zeros(37, int), sample_weight=np.ones(36)), "one weight per sample"),
                      # scikit-learn prints a 1-d X over several lines: every value, so n too
                      (lambda: m.fit(list(np.arange(37) % 10 + 0.25), np.zeros(37, int)), "Expected 2D array"),
                      (lambda: sel.fit([[1.0]] * 36 + [[1.0, 2.0]], np.zeros(37, int)), "inhomogeneous"),
                      (lambda: sel.fit(list(np.arange(37) % 10 + 0.25), np.zeros(37, int)), "Expected 2D array")):
        with pytest.raises(ValueError, match=kind) as e:
            fit()
        assert "37" not in str(e.value) and "36" not in str(e.value) and "25" not in str(e.value)
    # values containing "]" (the printed array's own closing bracket) and unreadable weights
    c = d.Schema([d.Categorical("a", ["a]b", "secret", "x"])], classes=[0, 1])
    for fit in (lambda: d.DPForestClassifier(1.0, c, progress=False).fit(["a]b", "secret", "x"], [0, 1, 0]),
                lambda: PrivateModelSelector([d.DPForestClassifier(progress=False)], 1.0, c).fit(
                    np.array(["a]b", "secret", "x"], dtype=object), [0, 1, 0]),
                lambda: m.fit(X, np.zeros(37, int), sample_weight=[1.0] * 36 + ["secret"]),
                lambda: m.fit(X, np.zeros(37, int), sample_weight=[1.0] * 36 + [[1.0, 2.0]])):
        with pytest.raises(ValueError) as e:
            fit()
        assert "secret" not in str(e.value) and "37" not in str(e.value) and "b'" not in str(e.value)


def test_selector_reads_mixed_type_labels_like_the_estimators():
    """Labels given as a list of mixed types keep each label's type in the private selector as
    in a plain fit: numpy alone turns [0, ..., "other"] into strings, so the record labelled
    "other" made every 0 unreadable and the whole fit was refused."""
    s = d.Schema([d.Numeric("age", 0, 100)], classes=[0, "other"])
    X = [[float(i % 80)] for i in range(60)]
    y = [0] * 60
    for XX, yy in ((X, y), (X + [[99.0]], y + ["other"])):
        sel = PrivateModelSelector([d.DPForestClassifier(max_depth=1, progress=False),
                                    d.DPForestClassifier(max_depth=2, progress=False)], 1.0, s,
                                   random_state=0).fit(XX, yy)
        assert sel.ledger_.epsilon == pytest.approx(1.0)
        assert set(sel.best_estimator_.predict(X[:5])) <= {0, "other"}


def test_selections_are_calibrated_above_the_float_slack(monkeypatch):
    """Every selection's sampler is calibrated to Δ + FLOAT_SLACK (then + one grid step for the
    floor): a utility computed in float64 can move a rounding error the 'wrong' way."""
    from dpforest.privacy import mechanisms as mech

    seen = []
    real = mech._pf_params

    def spy(epsilon, sensitivity, monotone):
        seen.append(sensitivity)
        return real(epsilon, sensitivity, monotone)

    monkeypatch.setattr(mech, "_pf_params", spy)
    mech.select_many(np.array([3.0, 1.0, 2.0]), [0, 3], [1.0], 2.0, monotone=True)
    assert seen == [2.0 + mech.FLOAT_SLACK] and mech.FLOAT_SLACK == 2.0 ** -16
    # the certified sensitivity covers the slack and the floor's step
    grid, _, _, (eps, sens, monotone, scale) = real(1.0, 2.0 + mech.FLOAT_SLACK, True)
    assert sens >= 2.0 + 2.0 ** -16 + 2.0 ** -grid and monotone and sens / float(scale) <= eps
