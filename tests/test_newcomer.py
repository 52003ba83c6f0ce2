"""What a new user trips over: input checks with scikit-learn's messages, score, sample_weight,
constant models, private model selection, Schema.from_dataframe, the ledger report, and the
command-line path on Adult's raw files."""

from __future__ import annotations

import json
import re
import warnings

import numpy as np
import pandas as pd
import pytest
import scipy.sparse as sp

import dpforest as d
from dpforest.forests.base import ConstantModelWarning
from dpforest.model_selection import PrivateModelSelector

from conftest import SHARED, make_mixed


@pytest.fixture(scope="module")
def num():
    rng = np.random.default_rng(3)
    X = rng.uniform(0, 1, (400, 3))
    y = (X[:, 0] > 0.5).astype(int)
    schema = d.Schema([d.Numeric(f"x{j}", 0, 1) for j in range(3)], classes=[0, 1])
    return X, y, schema


def _est(schema, **kw):
    return d.DiffPRFsClassifier(1.0, schema, n_estimators=4, max_depth=2, random_state=0,
                                progress=False, **kw)


@pytest.mark.parametrize("case, exc, match", [
    ("sparse", TypeError, "Sparse data was passed"),
    ("complex", ValueError, "Complex data not supported"),
    ("y_none", ValueError, "requires y to be passed, but the target y is None"),
    ("continuous", ValueError, "Unknown label type: continuous"),
    ("1d", ValueError, "Reshape your data"),
])
def test_fit_input_checks_use_sklearn_messages(num, case, exc, match):
    X, y, schema = num
    est = _est(schema).fit(X, y)
    before = [t.counts.copy() for t in est.trees_]
    args = {"sparse": (sp.csr_matrix(X), y), "complex": (X + 1j, y),
            "y_none": (X, None), "continuous": (X, y + 0.5), "empty": (X[:0], y[:0]),
            "1d": (X[:, 0], y)}[case]
    with pytest.raises(exc, match=match):
        est.fit(*args)
    # nothing changed
    assert all(np.array_equal(a, t.counts) for a, t in zip(before, est.trees_))


def test_small_or_empty_data_is_not_refused_for_its_size(num):
    # a refusal that depends on n would tell neighbouring data sets apart: 0 and 1 records fit
    X, y, schema = num
    for k in (0, 1):
        est = _est(schema).fit(X[:k], y[:k])
        assert est.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


def test_predict_checks(num):
    X, y, schema = num
    est = _est(schema).fit(X, y)
    with pytest.raises(ValueError, match="X has a different number of columns than the 3 "
                                         "DiffPRFsClassifier was fitted on"):
        est.predict(X[:, :2])
    # a transposed batch: its width is its number of records, which the message must not tell
    with pytest.raises(ValueError) as e:
        est.predict(X[:7].T)
    assert "7" not in str(e.value)
    with pytest.raises(TypeError, match="Sparse data"):
        est.predict(sp.csr_matrix(X))


def test_sparse_input_from_a_one_hot_encoder_points_to_a_categorical_column():
    # OneHotEncoder's output is sparse by default: the message names the way without an encoder
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import OneHotEncoder
    rng = np.random.default_rng(4)
    X = pd.DataFrame({"c": rng.choice(["a", "b", "z"], 200)})
    y = (X["c"] == "a").astype(int).to_numpy()
    schema = d.Schema([d.Numeric(f"f{j}", 0, 1) for j in range(3)], classes=[0, 1])
    pipe = make_pipeline(OneHotEncoder(), d.DPForestClassifier(1.0, schema, random_state=0))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(TypeError, match="Sparse data was passed") as e:
            pipe.fit(X, y)
    assert "declare that column Categorical" in str(e.value)
    assert not hasattr(pipe[-1], "ledger_")          # nothing fitted


def test_score_refuses_undeclared_labels(num):
    X, y, schema = num
    est = _est(schema).fit(X, y)
    assert 0 <= est.score(X, y) <= 1
    with pytest.raises(ValueError, match="not one of the schema's classes"):
        est.score(X, np.where(y == 1, 7, 0))


def test_sample_weight(num):
    X, y, schema = num
    est = _est(schema)
    est.fit(X, y, sample_weight=None)
    est.fit(X, y, sample_weight=np.ones(len(y)))  # ones: the same as none
    est.fit(X, y, sample_weight=1)                 # one number for all, as scikit-learn reads it
    with pytest.raises(ValueError, match="sample_weight is not supported"):
        est.fit(X, y, sample_weight=2.0)
    # each weight is judged on its own (a weight is part of its record): weights of 2, and a
    # single 0, are refused however the other records are weighted -- "all equal" would let
    # one record's weight decide whether the others' are accepted
    for w in (np.full(len(y), 2.0), np.r_[np.ones(len(y) - 1), 0.0], np.zeros(len(y))):
        with pytest.raises(ValueError, match="sample_weight is not supported"):
            est.fit(X, y, sample_weight=w)
    with pytest.raises(ValueError, match="sample_weight is not supported.*sensitivity"):
        est.fit(X, y, sample_weight=np.arange(len(y), dtype=float) + 1)
    with pytest.raises(ValueError, match="one weight per sample"):
        est.fit(X, y, sample_weight=np.ones(len(y) + 1))
    # scikit-learn utilities that pass weights get the clear error, not a TypeError
    from sklearn.model_selection import cross_val_score
    with pytest.raises(ValueError, match="sample_weight"):
        cross_val_score(est, X, y, cv=2, params={"sample_weight": np.arange(len(y)) + 1.0},
                        error_score="raise")


def test_constant_model_warns_and_flags(num):
    X, y, schema = num
    # the default forest takes max_depth=0 (one leaf per tree); the papers' forests refuse it
    one_leaf = d.DPForestClassifier(1.0, schema, n_estimators=1, max_depth=0, random_state=0,
                                    progress=False)
    # asked for: the warning says the one leaf is the parameter's doing, not the data's
    with pytest.warns(ConstantModelWarning, match="every input: max_depth=0 makes one leaf") as rec:
        one_leaf.fit(X, y)
    assert not any("More epsilon" in str(w.message) for w in rec)
    assert one_leaf.constant_ is True
    assert len(set(one_leaf.predict(X))) == 1
    # a tree whose leaves all name one class (one class in the data, noise off): the warning
    # blames budget or signal; with count leaves it says the probabilities can still rank (a
    # rare class); label leaves carry no ranking, and their warning does not say so
    from dpforest.privacy.mechanisms import _noiseless

    one_class = np.full(len(y), y[0])
    with _noiseless(), pytest.warns(ConstantModelWarning,
                                    match="every input.*More epsilon, more records.*judge it by ROC AUC"):
        d.DPForestClassifier(1.0, schema, max_depth=2, leaf_release="counts", progress=False).fit(X, one_class)
    with _noiseless(), pytest.warns(ConstantModelWarning) as rec:
        d.DPForestClassifier(1.0, schema, max_depth=2, leaf_release="label", progress=False).fit(X, one_class)
    assert not any("ROC AUC" in str(w.message) for w in rec)
    with warnings.catch_warnings():
        warnings.simplefilter("error", ConstantModelWarning)
        good = d.DiffPRFsClassifier(8.0, schema, n_estimators=4, max_depth=2, max_features=None,
                                    random_state=0, progress=False).fit(X, y)
    assert good.constant_ is False and len(set(good.predict(X))) == 2


def test_a_vote_of_many_trees_that_never_changes_is_flagged():
    """100 trees whose leaves disagree can still vote one class everywhere: the leaf test cannot
    see it, the probe points over the public domain do (and say so)."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 2000), "b": rng.choice(["u", "v", "w"], 2000)})
    y = np.where((X.a > 0.5) & (X.b != "w"), "pos", "neg")
    s = d.Schema([d.Numeric("a", 0, 1), d.Categorical("b", ["u", "v", "w"])], classes=["neg", "pos"])
    with pytest.warns(ConstantModelWarning, match="predicts the class 'neg'"):
        m = d.DiffPRFsClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    # the probe's verdict on its own (the leaves of 100 noisy trees nearly always disagree,
    # and then the warning says so: "at every one of 4,096 points")
    assert m.constant_ and m._probe_constant(m._domain_probes()) == s.classes.index("neg")
    fresh = pd.DataFrame({"a": rng.uniform(0, 1, 20000), "b": rng.choice(["u", "v", "w"], 20000)})
    assert len(set(m.predict(fresh))) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error", ConstantModelWarning)
        good = d.DiffPRFsClassifier(20.0, s, n_estimators=10, random_state=0, progress=False).fit(X, y)
    assert not good.constant_ and len(set(good.predict(fresh))) == 2


@pytest.mark.parametrize("refit_share", [0.0, 0.4])
def test_private_model_selection_spends_the_declared_total(refit_share):
    X, y, schema = make_mixed(3000, seed=4)
    cands = [d.DiffPRFsClassifier(n_estimators=6, max_depth=k, progress=False) for k in (1, 3)]
    sel = PrivateModelSelector(cands, epsilon=0.8, schema=schema, refit_share=refit_share,
                               random_state=1).fit(X, y)
    assert sel.ledger_.epsilon == pytest.approx(0.8, rel=1e-9)
    assert sel.best_estimator_.ledger_ is sel.ledger_
    # the default release='winner' releases the index only (tests/test_model_selection.py)
    assert sel.best_index_ in (0, 1) and sel.noisy_errors_ is None
    fits = [led.epsilon for led in sel.candidate_ledgers_]
    assert fits[:2] == pytest.approx([0.8 * (1 - refit_share)] * 2)
    if refit_share:
        assert fits[2] == pytest.approx(0.8 * refit_share)
    assert sel.predict(X.iloc[:5]).shape == (5,)


def test_private_model_selection_parts_keyed_by_record_not_position():
    """Inserting a record at the front moves no other record to another part (the parts must be
    a function of each record alone for parallel composition); empty data is not refused."""
    X, y, schema = make_mixed(600, seed=6)
    cands = [d.DiffPRFsClassifier(n_estimators=2, max_depth=k, progress=False) for k in (1, 2)]
    seen = []

    def spy(self, X_, y_, *a, **k):
        seen.append(len(y_))
        return orig(self, X_, y_, *a, **k)

    orig = d.DiffPRFsClassifier.fit
    parts = []
    for Xd, yd in ((X, y), (pd.concat([X.iloc[[5]], X]), pd.concat([y.iloc[[5]], y]))):
        d.DiffPRFsClassifier.fit = spy
        try:
            seen.clear()
            PrivateModelSelector(cands, epsilon=1.0, schema=schema, random_state=3).fit(Xd, yd)
        finally:
            d.DiffPRFsClassifier.fit = orig
        parts.append(list(seen))
    # the duplicate of record 5 joins exactly one part; every other part keeps its size
    diff = np.array(parts[1]) - np.array(parts[0])
    assert sorted(diff) in ([0, 1], [0, 0])
    sel = PrivateModelSelector(cands, epsilon=1.0, schema=schema, random_state=3).fit(X.iloc[:0], y.iloc[:0])
    assert sel.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


def test_private_model_selection_picks_the_clearly_better_candidate():
    """A depth-0 forest (one noisy leaf: majority class) against a real one, on plenty of data:
    the noisy error counts must prefer the real one (fixed partition seed; noise scale 2/eps=2
    against an error gap of hundreds)."""
    X, y, schema = make_mixed(6000, seed=5)
    cands = [d.DPForestClassifier(n_estimators=1, max_depth=0, progress=False),
             d.DiffPRFsClassifier(n_estimators=8, max_depth=4, max_features=None, progress=False)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConstantModelWarning)
        sel = PrivateModelSelector(cands, epsilon=2.0, schema=schema, release="scores",
                                   random_state=0).fit(X, y)
    assert sel.best_index_ == 1
    assert sel.noisy_errors_[0] - sel.noisy_errors_[1] > 100


@pytest.mark.parametrize("release", ["winner", "scores"])
def test_private_model_selection_scores_each_candidate_on_its_own_grid(monkeypatch, release):
    """The default forest refines the schema's numeric grid (its ``schema_``): the validation
    records must reach each candidate encoded as its own predict encodes them (both releases
    count the errors through the door's ``_error_counts``)."""
    from dpforest.data import PrivateData

    X, y, schema = make_mixed(3000, seed=2)
    seen = []
    real = PrivateData._error_counts

    def spy(door, samples, predict_fn, *a, **kw):
        seen.append((predict_fn(0, door._codes), door._raw))
        return real(door, samples, predict_fn, *a, **kw)

    monkeypatch.setattr(PrivateData, "_error_counts", spy)
    cands = [d.DPForestClassifier(max_depth=6, progress=False),
             d.DiffPRFsClassifier(n_estimators=3, max_depth=3, progress=False)]
    sel = PrivateModelSelector(cands, epsilon=20.0, schema=schema, release=release,
                               random_state=0).fit(X, y)
    assert len(seen) == 2 and len(sel.candidates_) == 2
    assert sel.candidates_[0].schema_ != schema          # the refined grid: the case at stake
    for est, (pred, raw) in zip(sel.candidates_, seen):
        np.testing.assert_array_equal(pred, est._proba(raw).argmax(1))


def test_private_model_selection_integer_labels():
    """Integer class labels (scikit-learn's bundled data sets) pass every candidate's checks."""
    from sklearn.datasets import load_iris
    b = load_iris(as_frame=True)
    schema = d.Schema.from_dataframe(b.data, classes=[0, 1, 2], bounds={c: (0.0, 8.0) for c in b.data})
    cands = [d.DPForestClassifier(progress=False), d.DPForestClassifier(progress=False, regime="random")]
    sel = PrivateModelSelector(cands, epsilon=1.0, schema=schema, random_state=0).fit(b.data, b.target)
    assert sel.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)
    assert set(sel.predict(b.data)) <= {0, 1, 2} and sel.predict_proba(b.data).shape == (150, 3)


def test_private_model_selection_bad_params():
    X, y, schema = make_mixed(200)
    with pytest.raises(ValueError, match="candidates"):
        PrivateModelSelector([], 1.0, schema).fit(X, y)
    with pytest.raises(ValueError, match="validation_share"):
        PrivateModelSelector([d.DiffPRFsClassifier()], 1.0, schema, validation_share=1.0).fit(X, y)
    # the schema may be left out when every candidate carries the same one, not otherwise
    cands = [d.DiffPRFsClassifier(schema=schema, n_estimators=2, max_depth=2),
             d.PrivateRDTClassifier(schema=schema, n_estimators=2, max_depth=2)]
    sel = PrivateModelSelector(cands, 1.0, random_state=0).fit(X, y)
    assert sel.schema is None and sel.ledger_.epsilon == 1.0
    assert sel.best_estimator_.schema_.feature_names == schema.feature_names
    assert set(sel.predict(X)) <= set(schema.classes)
    with pytest.raises(TypeError, match="left out when every candidate carries the same one"):
        PrivateModelSelector(cands[:1] + [d.PrivateRDTClassifier()], 1.0).fit(X, y)
    with pytest.raises(TypeError, match="save its best_estimator_"):
        d.save_model(sel, "never-written.json")


def test_from_dataframe_cuts_categorical_dtype_and_int_names():
    X = pd.DataFrame({0: [1.0, 7.0], 1: pd.Categorical(["a", "b"], categories=["a", "b", "c"]),
                      "z": [0, 5]})
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={0: (0, 10), "z": (0, 10)},
                                cuts={"z": [1, 2, 5]}, allow_missing=[0])
    f0, f1, fz = s.features
    assert (f0.name, f0.allow_missing) == ("0", True)
    assert f1.categories == ("a", "b", "c")  # the dtype's declared categories, "c" unseen
    assert fz.cuts == (1.0, 2.0, 5.0)
    assert s.encode(X).tolist() == [[4, 0, 0], [23, 1, 3]]
    with pytest.raises(d.SchemaError, match=r"bounds=\{'z'"):
        d.Schema.from_dataframe(X, classes=[0, 1], bounds={0: (0, 10)})
    with pytest.raises(d.SchemaError, match="not in the frame: 5"):
        d.Schema.from_dataframe(X, classes=[0, 1], bounds={5: (0, 1)})


def test_ledger_report_puts_the_guarantee_first(num):
    X, y, schema = num
    led = _est(schema).fit(X, y).ledger_
    text = led.report()
    assert text.splitlines()[0].startswith("privacy ledger: composed epsilon = 1 ")
    assert "delta = 0" in text.splitlines()[0]
    kinds = led.by_kind()
    assert all(0 < e <= led.epsilon * (1 + 1e-9) for _, e in kinds.values())
    # the raw sums exceed the guarantee (parallel composition) -- which is why they are not shown
    assert sum(led.booked_sums().values()) > led.epsilon
    with pytest.warns(FutureWarning, match="by_kind"):
        assert led.summary() == led.booked_sums()      # the old name, deprecated
    # a paper's own accounting that reads records without noise states no guarantee at all
    paper = d.SNRForestClassifier(1.0, schema, accounting="paper", random_state=0, progress=False)
    first = paper.fit(X, y).ledger_.report().splitlines()[0]
    assert "composed epsilon = inf" in first and "guarantee: none" in first and "delta = 0" not in first


@pytest.mark.skipif(not (SHARED / "adult" / "adult.test").is_file(), reason="Adult data absent")
def test_newcomer_path_on_adults_raw_files(tmp_path, capsys):
    """schema-template -> fit -> predict -> evaluate on the raw UCI files: no header, ', '
    separators, '?' markers, a comment line and '.'-suffixed labels in the test file."""
    from dpforest.cli import main
    from dpforest.datasets import _adult_schema

    raw = SHARED / "adult"
    declared = _adult_schema()  # the public domains, copied from adult.names
    cols = ",".join(declared.feature_names + ["income"])
    schema_file, model = tmp_path / "schema.json", tmp_path / "adult.json.gz"
    assert main(["schema-template", str(raw / "adult.data"), "--no-header", "--columns", cols,
                 "--target", "income", "--na-values", "?", "--comment", "|",
                 "-o", str(schema_file)]) == 0
    doc = json.loads(schema_file.read_text())
    assert doc["header"] is False and doc["na_values"] == ["?"] and doc["comment"] == "|"
    filled = declared.to_dict()  # the user fills the placeholders from adult.names
    doc.update(features=filled["features"], classes=filled["classes"],
               label_map={">50K.": ">50K", "<=50K.": "<=50K"})
    schema_file.write_text(json.dumps(doc))
    assert main(["fit", str(raw / "adult.data"), "--schema", str(schema_file), "--epsilon", "1",
                 "--no-progress", "-o", str(model)]) == 0
    assert main(["predict", str(model), str(raw / "adult.test"), "-o", str(tmp_path / "p.csv")]) == 0
    assert main(["evaluate", str(model), str(raw / "adult.test"), "--json"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["n"] == 16281 and res["epsilon"] == pytest.approx(1.0)
    # the majority class is 0.764; the default reaches 0.852 ± 0.002 at eps 1 (10 fits)
    assert res["accuracy"] > 0.82


def test_plot_titles_name_only_what_is_drawn():
    from dpforest.experiments.plots import _honest_title

    t = "dpforest vs scikit-learn RandomForest vs diffprivlib"
    assert _honest_title(t, {"sklearn-rf", "default"}) == \
        "dpforest vs scikit-learn RandomForest (diffprivlib not available)"
    assert _honest_title(t, {"sklearn-rf", "diffprivlib"}) == t


@pytest.mark.parametrize("missing", [None, np.nan])
@pytest.mark.parametrize("kind", ["text array", "text series", "numbers"])
def test_missing_labels_get_a_plain_error_and_change_nothing(num, missing, kind):
    # scikit-learn's own target check fails on None among strings with a TypeError about sorting;
    # the error names the kind of problem only (no row, no count)
    X, y, schema = num
    est = _est(schema).fit(X, y)
    before = [t.counts.copy() for t in est.trees_]
    if kind == "numbers":
        yy, s = np.where(np.arange(len(y)) == 7, np.nan, y.astype(float)), schema
    else:
        s = d.Schema(schema.features, classes=["a", "b"])
        yy = np.where(y == 1, "a", "b").astype(object)
        yy[7] = missing
        yy = pd.Series(yy) if kind == "text series" else yy
    with pytest.raises(d.SchemaError, match=r"^y has missing labels; drop or fix those records$"):
        (est if s is schema else _est(s)).fit(X, yy)
    assert all(np.array_equal(a, t.counts) for a, t in zip(before, est.trees_))


def test_submodules_written_as_dotted_paths_resolve_after_import_dpforest():
    # the docs write dpforest.inspection.export_text, dpforest.io.save_model, ...: a fresh
    # interpreter with only `import dpforest` must resolve them
    import subprocess
    import sys

    code = ("import dpforest; print(dpforest.inspection.export_text.__name__, "
            "dpforest.model_selection.PrivateModelSelector.__name__, dpforest.io.load_model.__name__, "
            "dpforest.datasets.load_adult.__name__, dpforest.audit.__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["export_text", "PrivateModelSelector", "load_model", "load_adult",
                                  "dpforest.audit"]
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        d.nope


def test_sklearn_model_selection_fits_warn_that_epsilon_repeats():
    """cross_val_score / GridSearchCV spend epsilon once per fit on overlapping records: their
    fits warn (RepeatedFitWarning, decided from the call stack only); a plain fit and the
    private selector do not."""
    from sklearn.model_selection import GridSearchCV, cross_val_score

    X, y, s = make_mixed(300)
    est = d.DiffPRFsClassifier(1.0, s, n_estimators=3, random_state=0, progress=False)
    with pytest.warns(d.RepeatedFitWarning, match="PrivateModelSelector") as rec:
        cross_val_score(est, X, y, cv=3)
    # once per run, although scikit-learn resets Python's once-per-line record for every fit
    assert sum(issubclass(w.category, d.RepeatedFitWarning) for w in rec) == 1
    assert "19 x epsilon" in str(rec[0].message) and "(k - 1) x epsilon" in str(rec[0].message)
    # a cross-validation function's own count, from its arguments
    from sklearn.model_selection import learning_curve, permutation_test_score
    with pytest.warns(d.RepeatedFitWarning, match=r"this call: 3 training sizes x 2 training "
                                                  r"folds = 6 x epsilon"):
        learning_curve(est, X, y, cv=3, train_sizes=[0.3, 0.6, 1.0])
    with pytest.warns(d.RepeatedFitWarning, match=r"this call: 3 runs \(2 label permutations "
                                                  r"and the unpermuted one\) x 1 training fold = 3"):
        permutation_test_score(est, X, y, n_permutations=2, cv=2)
    # a validation curve over epsilon itself: the record pays the values' sum per fold, not
    # their count (it said 6 x epsilon for 0.1, 1 and 10 over 2 folds: 22.2)
    from sklearn.model_selection import validation_curve
    fresh = d.DiffPRFsClassifier(1.0, s, n_estimators=3, random_state=0, progress=False)
    with pytest.warns(d.RepeatedFitWarning, match=r"this call varies epsilon: 3 parameter values "
                                                  r"summing to 11\.1 x 2 training folds = 22\.2; "
                                                  r"and epsilon is the privacy guarantee"):
        validation_curve(fresh, X, y, param_name="epsilon", param_range=[0.1, 1, 10], cv=3)
    # splitters that are not k-fold: a record can be in every training set, so n_splits is the
    # bound ("up to"); repeated k-fold is n_repeats x (k - 1), not n_splits - 1
    from sklearn.model_selection import RepeatedStratifiedKFold, ShuffleSplit, TimeSeriesSplit
    for cv, spend in ((ShuffleSplit(4, test_size=0.3, random_state=0),
                       "up to 4 training sets (ShuffleSplit: they can share a record) = up to 4 x"),
                      (TimeSeriesSplit(3), "up to 3 training sets (TimeSeriesSplit"),
                      ([(np.arange(200), np.arange(200, 300))] * 3,
                       "up to 3 training sets (a list of splits"),
                      (RepeatedStratifiedKFold(n_splits=3, n_repeats=2, random_state=0),
                       "2 repeats x 2 training folds = 4 x epsilon")):
        with pytest.warns(d.RepeatedFitWarning, match=re.escape(f"this call: {spend}")):
            cross_val_score(est, X, y, cv=cv)
    with pytest.warns(d.RepeatedFitWarning, match=re.escape(
            "this search: 2 candidates x up to 3 training sets (ShuffleSplit: they can share a "
            "record) + the refit = up to 7 x epsilon")):
        GridSearchCV(est, {"max_depth": [1, 2]}, cv=ShuffleSplit(3, random_state=0)).fit(X, y)
    # the held-out scores are exact: the message says no division of epsilon makes them private
    assert "are exact, without noise" in str(rec[0].message)
    # self-training refits on its own pseudo-labels of the same records
    from sklearn.semi_supervised import SelfTrainingClassifier
    Xn = pd.DataFrame({"a": np.linspace(0, 1, 300)})
    y_part = (Xn["a"].to_numpy() > 0.5).astype(int)
    y_part[::3] = -1                                      # unlabelled
    s_num = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    with pytest.warns(d.RepeatedFitWarning, match="semi_supervised"):
        SelfTrainingClassifier(d.DiffPRFsClassifier(1.0, s_num, n_estimators=3, random_state=0,
                                                    progress=False), max_iter=2).fit(Xn, y_part)
    # a threshold tuner or calibrator counts its own folds and its fit on all records
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.model_selection import TunedThresholdClassifierCV
    # a clean threshold at a large epsilon: the tuner refuses a constant model outright
    est_n = d.DPForestClassifier(20.0, s_num, random_state=0, progress=False)
    y_num = (Xn["a"].to_numpy() > 0.5).astype(int)
    for tool, spend in ((TunedThresholdClassifierCV(est_n, cv=5), "4 training folds + the fit on "
                                                                  "all records = 5 x epsilon"),
                        (CalibratedClassifierCV(est_n, cv=3), "2 training folds = 2 x epsilon"),
                        (CalibratedClassifierCV(est_n, cv=3, ensemble=False),
                         "2 training folds + the fit on all records = 3 x epsilon")):
        # these tools fit inside their own helper frames, which read as parallel workers: such
        # warnings come once a minute per (module, class), and another test may have just
        # used that minute
        from dpforest.forests import base as forest_base
        forest_base._WORKER_WARNED.clear()
        with pytest.warns(d.RepeatedFitWarning, match=re.escape(f"this call: {spend}")):
            tool.fit(Xn, y_num)
    # SelectFromModel fits its estimator once: no warning
    from sklearn.feature_selection import SelectFromModel
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.RepeatedFitWarning)
        SelectFromModel(est).fit(X, y)
    # the same estimator object in a second call spends epsilon again: it warns again
    with pytest.warns(d.RepeatedFitWarning) as rec:
        cross_val_score(est, X, y, cv=2)
        cross_val_score(est, X, y, cv=2)
    assert sum(issubclass(w.category, d.RepeatedFitWarning) for w in rec) == 2
    # ... and so does a second fit of the same search object, whose refit does not warn apart
    search = GridSearchCV(est, {"max_depth": [1, 2]}, cv=2)
    with pytest.warns(d.RepeatedFitWarning) as rec:
        search.fit(X, y)
        search.fit(X, y)
    assert sum(issubclass(w.category, d.RepeatedFitWarning) for w in rec) == 2
    with pytest.warns(d.RepeatedFitWarning, match="sklearn.model_selection") as rec:
        GridSearchCV(est, {"max_depth": [1, 2]}, cv=2).fit(X, y)
        GridSearchCV(est, {"max_depth": [1, 2]}, cv=2).fit(X, y)   # another search: warns again
    assert sum(issubclass(w.category, d.RepeatedFitWarning) for w in rec) == 2
    # a search's own count, from its public settings: 2 candidates x 1 training fold + refit
    assert "(this search: 2 candidates x 1 training fold + the refit = 3 x epsilon)" in str(rec[0].message)
    from sklearn.model_selection import RandomizedSearchCV
    with pytest.warns(d.RepeatedFitWarning, match=r"this search: 2 candidates x 3 training folds = "
                                                  r"6 x epsilon\)"):
        RandomizedSearchCV(est, {"max_depth": [1, 2, 3]}, n_iter=2, cv=4, refit=False,
                           random_state=0).fit(X, y)
    # epsilon searched itself: the candidates' sum, not "k x epsilon"
    with pytest.warns(d.RepeatedFitWarning, match=r"this search varies epsilon: 2 candidates "
                                                  r"summing to 5\.1 x 2 training folds = 10\.2 "
                                                  r"\+ the refit \(up to 5\); and epsilon is "
                                                  r"the privacy guarantee, chosen before the "
                                                  r"data are seen, not a setting to tune"):
        GridSearchCV(est, {"epsilon": [0.1, 5.0]}, cv=3).fit(X, y)
    with pytest.warns(d.RepeatedFitWarning, match=r"draws epsilon itself"):
        RandomizedSearchCV(est, {"epsilon": [0.5, 1.0]}, n_iter=2, cv=2, random_state=0).fit(X, y)
    # parallel fits get a clone each: a worker warns once a minute per estimator class, not once
    # per fit (a 3 x 3 grid with cv=3 and n_jobs=2 warned 28 times)
    from joblib import parallel_backend

    from dpforest.forests import base as fb
    fb._WORKER_WARNED.clear()
    with parallel_backend("threading"), warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        GridSearchCV(est, {"max_depth": [1, 2, 3], "n_estimators": [2, 3, 4]}, cv=3, n_jobs=2).fit(X, y)
    assert 1 <= sum(issubclass(w.category, d.RepeatedFitWarning) for w in rec) <= 2
    # a search run one fit after another in a thread of the user's own (a web server's request
    # thread) is one run, like on the main thread: two searches warn twice, not once a minute
    import threading

    fb._WORKER_WARNED.clear()
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        for _ in range(2):
            t = threading.Thread(target=lambda: GridSearchCV(est, {"max_depth": [1, 2]}, cv=2).fit(X, y))
            t.start()
            t.join()
    assert sum(issubclass(w.category, d.RepeatedFitWarning) for w in rec) == 2
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.multiclass import OneVsRestClassifier
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    with pytest.warns(d.RepeatedFitWarning, match="sklearn.calibration"):
        CalibratedClassifierCV(est, cv=2).fit(X, y)
    # a multi-class wrapper or a stack says what it fits and what each record gets
    members = d.DiffPRFsClassifier(1.0, d.Schema(s.features, [0, 1, 2]), n_estimators=3,
                                   progress=False)
    with pytest.warns(d.RepeatedFitWarning, match=r"OneVsRestClassifier, which fits one member "
                                                  r"per class.*\(number of classes\) x epsilon "
                                                  r"\(with two classes, scikit-learn fits one "
                                                  r"member: 1 x epsilon\)"):
        wrapper = OneVsRestClassifier(members).fit(X, y)
    assert len(wrapper.estimators_) == len(np.unique(y)) == 3
    two = np.isin(y, np.unique(y)[:2])                 # two classes: one member, as it says
    with pytest.warns(d.RepeatedFitWarning, match=r"with two classes, scikit-learn fits one"):
        assert len(OneVsRestClassifier(members).fit(X[two], y[two]).estimators_) == 1
    from sklearn.ensemble import StackingClassifier
    from sklearn.linear_model import LogisticRegression

    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        StackingClassifier([("f", members)], final_estimator=LogisticRegression(), cv=4).fit(X, y)
    said = [str(w.message) for w in rec if issubclass(w.category, d.RepeatedFitWarning)]
    assert len(said) == 1 and "3 training folds + the fit on all records = 4 x epsilon" in said[0]
    assert "the stack is not" in said[0]
    # cv as an iterator of splits is the stack's to use: counting it must not use it up
    from sklearn.model_selection import KFold

    folds = iter(list(KFold(3).split(X)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        StackingClassifier([("f", members)], final_estimator=LogisticRegression(),
                           cv=folds).fit(X, y)
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.RepeatedFitWarning)
        warnings.simplefilter("ignore", ConstantModelWarning)
        est.fit(X, y)
        # one fit: silent (a fresh copy: fitting est itself again is a second release, which
        # warns)
        from sklearn.base import clone as sklearn_clone

        make_pipeline(FunctionTransformer(None), sklearn_clone(est)).fit(X, y)
        PrivateModelSelector([est, est], 1.0, s, random_state=0).fit(X, y)


def test_nested_sklearn_tools_warn_once_and_say_their_counts_multiply():
    """A tool inside another (a calibrator in a grid search, a vote in cross_val_score) fits
    its estimator once per fold of each layer: the warning says the layers' fits multiply
    (the outer tool's count alone is a lower bound) and comes once per run, not again for the
    inner tool's own Parallel in the outer refit."""
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.ensemble import VotingClassifier
    from sklearn.model_selection import GridSearchCV, cross_val_score

    X, y, s = make_mixed(300)
    # a vote fits its members on the labels coded 0..C-1 (sorted): declared so
    y = y.map({"old": 0, "other": 1, "red": 2})
    s = d.Schema(list(s.features), classes=[0, 1, 2])

    def forest():
        return d.DPForestClassifier(1.0, s, max_depth=2, random_state=0, progress=False)

    from dpforest.forests import base as forest_base
    forest_base._WORKER_WARNED.clear()
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        GridSearchCV(CalibratedClassifierCV(forest(), cv=3), {"estimator__max_depth": [1, 2]},
                     cv=3).fit(X, y)
    said = [str(w.message) for w in rec if issubclass(w.category, d.RepeatedFitWarning)]
    assert len(said) == 1, said
    assert "(this search: 2 candidates x 2 training folds + the refit = 5 x epsilon)" in said[0]
    assert "this fit runs inside CalibratedClassifierCV inside GridSearchCV: the layers' fits " \
           "multiply" in said[0]
    with pytest.warns(d.RepeatedFitWarning, match=re.escape(
            "epsilon=2 release about every record (this fit runs inside VotingClassifier inside "
            "cross_val_score: the layers' fits multiply")):
        cross_val_score(VotingClassifier([("a", forest()), ("b", forest())], voting="soft"),
                        X, y, cv=3)
    # the same nested run again warns again (a new run), still once
    search = GridSearchCV(CalibratedClassifierCV(forest(), cv=3),
                          {"estimator__max_depth": [1, 2]}, cv=3)
    for _ in range(2):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            search.fit(X, y)
        said = [str(w.message) for w in rec if issubclass(w.category, d.RepeatedFitWarning)]
        assert len(said) == 1 and "layers' fits multiply" in said[0]
    # one tool alone: no such note, also where the tool cross-validates inside itself
    from sklearn.calibration import CalibratedClassifierCV as Cal
    for run in (lambda: cross_val_score(forest(), X, y, cv=3),
                lambda: Cal(forest(), cv=3, ensemble=False).fit(X, y)):
        forest_base._WORKER_WARNED.clear()
        with pytest.warns(d.RepeatedFitWarning) as rec:
            run()
        assert not any("layers' fits multiply" in str(w.message) for w in rec)


def test_output_code_classifier_count_is_said_rounded_down_as_scikit_learn_rounds():
    """OutputCodeClassifier fits int(code_size x classes) members: the warning's rule matches
    the members it fits (1.5 x 3 classes: 4)."""
    from sklearn.multiclass import OutputCodeClassifier

    X, y, s = make_mixed(300)
    y = y.map({"old": 0, "other": 1, "red": 2})
    s01 = d.Schema(list(s.features), classes=[0, 1])
    with pytest.warns(d.RepeatedFitWarning, match=r"code_size=1\.5 x the number of classes, "
                                                  r"rounded down\)"):
        occ = OutputCodeClassifier(d.DPForestClassifier(1.0, s01, max_depth=2, progress=False),
                                   code_size=1.5, random_state=0).fit(X, y)
    assert len(occ.estimators_) == int(1.5 * 3)


def test_classifier_chain_refusal_says_what_a_chain_adds_not_feature_selection_advice():
    """A chain adds the earlier targets' predictions as columns: its refusal says so and
    advises one estimator per target, not the feature selectors' public-column advice."""
    from sklearn.multioutput import ClassifierChain

    X = pd.DataFrame({"a": np.linspace(0, 1, 200), "b": np.linspace(1, 0, 200)})
    Y = np.c_[(X["a"] > 0.5).astype(int), (X["b"] > 0.3).astype(int)]
    s01 = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    with pytest.raises(d.SchemaError, match="ClassifierChain fits each member on X's columns "
                                            "plus the earlier targets' predictions") as e:
        ClassifierChain(d.DPForestClassifier(1.0, s01, progress=False)).fit(X, Y)
    assert "Choose columns from public knowledge" not in str(e.value)


def test_columns_in_another_order_than_the_schema():
    """A frame's columns are matched to the schema by name, in any order; the model's features
    (importances, an array's columns at predict, schema_) take the fitted frame's order, as
    scikit-learn's do, and so do its feature names -- zip(feature_names_in_,
    feature_importances_) names them right, and SelectFromModel keeps the frame's columns."""
    from sklearn.feature_selection import SelectFromModel

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"inc": rng.uniform(0, 200, 3000), "age": rng.uniform(0, 200, 3000)})
    y = np.where(X["age"] > 100, "yes", "no")
    s = d.Schema([d.Numeric("inc", 0, 200), d.Numeric("age", 0, 200)], classes=["no", "yes"])
    m = d.DPForestClassifier(2.0, s, random_state=0, progress=False).fit(X[["age", "inc"]], y)
    assert list(m.feature_names_in_) == ["age", "inc"] == m.schema_.feature_names
    assert s.feature_names == ["inc", "age"]                 # the declared schema is untouched
    imp = dict(zip(m.feature_names_in_, m.feature_importances_))
    assert imp["age"] > 0.5 > imp["inc"]
    want = m.predict(X)
    assert (want == y).mean() > 0.9
    assert np.array_equal(m.predict(X[["age", "inc"]]), want)   # either order at predict
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)          # "X does not have valid feature names"
        # an array in the fitted frame's order
        assert np.array_equal(m.predict(X[["age", "inc"]].to_numpy()), want)
    sfm = SelectFromModel(d.DPForestClassifier(2.0, s, random_state=0, progress=False),
                          threshold=-np.inf, max_features=1).fit(X[["age", "inc"]], y)
    assert list(sfm.get_feature_names_out()) == ["age"]
    assert np.array_equal(sfm.transform(X[["age", "inc"]]), X[["age"]].to_numpy())
    # scikit-learn's messages for a missing or extra column still apply
    with pytest.raises(ValueError, match="age"):
        m.predict(X[["inc"]])


def test_a_private_selector_in_front_says_the_schema_must_declare_what_it_keeps():
    """A pipeline whose selector fits a DP model of its own chooses the next estimator's
    columns during the fit: the warning says that schema must declare exactly those (the fit
    is refused otherwise) and how to declare them, before the width refusal comes."""
    from sklearn.feature_selection import SelectFromModel
    from sklearn.pipeline import make_pipeline

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.uniform(0, 100, 400), "inc": rng.uniform(0, 1, 400)})
    y = (X["age"] > 50).astype(int)
    s = d.Schema([d.Numeric("age", 0, 100), d.Numeric("inc", 0, 1)], classes=[0, 1])
    pipe = make_pipeline(SelectFromModel(d.DPForestClassifier(2.0, s, progress=False),
                                         threshold=-np.inf, max_features=1),
                         d.DPForestClassifier(1.0, s, progress=False))
    with pytest.warns(d.RepeatedFitWarning, match="schema must declare exactly the columns it "
                                                  "keeps: the fit is refused otherwise"):
        with pytest.raises(d.SchemaError, match="different number of columns"):
            pipe.fit(X, y)


def test_mixed_column_name_types_are_refused_at_fit():
    """scikit-learn refuses int and str column names together at fit; so does the forest, before
    anything is fitted (it used to fit and then fail at every predict)."""
    X = pd.DataFrame({"age": [30.0, 40.0], 3: ["a", "b"]})
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("3", ["a", "b"])], classes=[0, 1])
    est = d.DPForestClassifier(1.0, s, progress=False)
    with pytest.raises(TypeError, match="string names"):
        est.fit(X, [0, 1])
    assert not hasattr(est, "ledger_")
    X.columns = X.columns.astype(str)
    assert est.fit(X, [0, 1]).predict(X).shape == (2,)


def test_a_forest_constant_where_its_counts_put_the_records_is_flagged():
    """The trees split the declared domain far beyond the records (a in [0, 10] of [0, 100]);
    leaves no record reached vote for the first class, the records' leaves for theirs.  Points
    spread over the domain see both classes; the records -- and points drawn where the released
    counts place them -- see one.  That is judged only where the counts give another class a
    real share of the records (a rare class could be predicted where it lies and still fall
    between the probes)."""
    from dpforest.privacy.mechanisms import _noiseless
    from dpforest.tree.probes import class_shares, mass_probes

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 10, 3000), "b": rng.uniform(0, 100, 3000)})
    s = d.Schema([d.Numeric("a", 0, 100), d.Numeric("b", 0, 100)], classes=["neg", "pos"])
    with _noiseless(), warnings.catch_warnings():
        warnings.simplefilter("error", ConstantModelWarning)
        m = d.DPRFClassifier(1.0, s, random_state=0, progress=False).fit(X, np.full(3000, "pos"))
    # single-class records: "neg" has no share, so the records are not judged
    assert not m.constant_ and m._probe_constant(m._domain_probes()) is None
    assert set(m.predict(X)) == {"pos"}
    probes = mass_probes(m.trees_, m.schema_.n_codes(), 512)
    a_code_10 = int(m.schema_.encode(pd.DataFrame({"a": [10.0], "b": [0.0]}))[0, 0])
    assert len(probes) == 512 and (probes[:, 0] <= a_code_10).mean() > 0.95   # where the records are
    # the records' leaves also hold "neg", a quarter of their "pos" (a test-only edit of the
    # released counts): "neg" now has a fifth of the records, is predicted nowhere they are
    for t in m.trees_:
        held = t.is_leaf & (np.nan_to_num(t.counts[:, 1]) > 0)
        t.counts[held, 0] = 0.25 * t.counts[held, 1]
    assert class_shares(m.trees_)[0] == pytest.approx(0.2)
    assert m._constant_verdict() == (s.classes.index("pos"), "records")
    # records spread over the domain with two classes: not flagged
    X2 = pd.DataFrame({"a": rng.uniform(0, 100, 3000), "b": rng.uniform(0, 100, 3000)})
    y2 = np.where(X2["a"] > 50, "pos", "neg")
    with _noiseless(), warnings.catch_warnings():
        warnings.simplefilter("error", ConstantModelWarning)
        m2 = d.DPRFClassifier(1.0, s, random_state=0, progress=False).fit(X2, y2)
    assert not m2.constant_ and set(m2.predict(X2)) == {"neg", "pos"}


def test_the_default_constant_check_reads_the_class_predict_gives_a_leaf():
    """A count leaf whose noisy counts are all 0 or below takes the tree's pooled leaves' class
    (the default's smoothing), and the constant check must read that class, not the raw
    counts' argmax (the least negative class), nor the uniform vote's first class it once gave
    (test-only edits of the released counts).  Private-RDT keeps the raw argmax in its own
    predictions, and its check still does."""
    rng = np.random.default_rng(5)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 3000)})
    y = np.where(X.a > 0.5, "yes", "no")
    for classes in (["no", "yes"], ["yes", "no"]):       # declared order does not matter
        s = d.Schema([d.Numeric("a", 0, 1)], classes=classes)
        col = {c: classes.index(c) for c in classes}
        # the edits need three leaves that records reach; the noise (never seeded) can stop a
        # branch early or put a threshold at a bound, leaving fewer (a few fits in a hundred)
        for _ in range(20):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ConstantModelWarning)
                m = d.DPForestClassifier(epsilon=2.0, schema=s, random_state=0, progress=False,
                                         leaf_release="counts", max_depth=2,
                                         n_samples=3000).fit(X, y)
            t = m.trees_[0]
            leaves = np.flatnonzero(t.is_leaf)
            reached = t.apply(m._encode(X))
            if sum((reached == leaf).any() for leaf in leaves) >= 3:
                break
        else:
            pytest.fail("20 fits in a row left fewer than three leaves reached by records")
        emptied, flipped = sorted(leaves, key=lambda leaf: -(reached == leaf).sum())[:2]
        counts = np.zeros(2)
        counts[col["yes"]] = 5.0
        t.counts[leaves] = counts                          # every leaf 'yes' ...
        t.counts[flipped, :] = counts[::-1] * 1.4          # ... but one 'no' (7 counts)
        empty = np.zeros(2)
        empty[col["no"]], empty[col["yes"]] = -1.0, -3.0   # raw argmax: 'no'
        t.counts[emptied] = empty
        rows = reached == emptied
        assert rows.any() and (reached == flipped).any()
        # the pooled leaves count 'yes' 5 x (leaves - 2) against 'no' 7 (never a tie)
        pooled = "yes" if 5 * (len(leaves) - 2) > 7 else "no"
        assert set(m.predict(X[rows])) == {pooled}
        assert set(m.predict(X)) == {"yes", "no"} and m._constant_verdict()[0] is None
    # Private-RDT: the raw argmax, in its predictions and its check alike
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["no", "yes"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConstantModelWarning)
        m = d.PrivateRDTClassifier(epsilon=2.0, schema=s, random_state=0, progress=False,
                                   n_estimators=1, max_depth=1).fit(X, y)
    t = m.trees_[0]
    leaves = np.flatnonzero(t.is_leaf)
    t.counts[leaves] = [0.0, 5.0]
    t.counts[leaves[0]] = [-3.0, -1.0]
    assert (t.apply(m._encode(X)) == leaves[0]).any()
    assert len(set(m.predict(X))) == 1 and m._constant_verdict()[0] is not None


def test_zero_feature_messages_quote_the_rows_given_only_at_predict(num):
    """The container checks run on stand-in rows; at predict scikit-learn's message quoted their
    shape ("shape=(2, 0)"), not the rows passed, which are quoted now (data to predict on are not
    the training records).  Fitting compares the width with the schema's instead, as for any
    other width: a transposed X of no records has no columns, and its refusal must read as one
    of a record or more does (n is private)."""
    X, y, schema = num
    m = _est(schema).fit(X, y)
    with pytest.raises(ValueError, match=r"0 feature\(s\) \(shape=\(400, 0\)\)"):
        m.predict(X[:, :0])
    with pytest.raises(ValueError, match="X has a different number of columns than the 3 the schema") as e:
        _est(schema).fit(X[:, :0], y)
    assert "400" not in str(e.value)


def test_fixed_threshold_fits_once_without_a_repeated_fit_warning_and_weights_advice():
    """scikit-learn's FixedThresholdClassifier fits its estimator once: no RepeatedFitWarning
    (its module also holds the cross-validating tools, which do warn); the sample_weight refusal
    steers away from duplicating records (oversampling multiplies epsilon) toward a threshold."""
    sk = pytest.importorskip("sklearn.model_selection")
    if not hasattr(sk, "FixedThresholdClassifier"):
        pytest.skip("scikit-learn < 1.5")
    X, y, s = make_mixed(300)
    y = np.where(np.asarray(y) == "old", "old", "young")          # two classes
    s = d.Schema(s.features, ["old", "young"])
    est = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
    classes = ["old", "young"]
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.RepeatedFitWarning)
        sk.FixedThresholdClassifier(est, threshold=0.3, pos_label=classes[-1]).fit(X, y)
    with pytest.warns(d.RepeatedFitWarning):
        sk.TunedThresholdClassifierCV(est, cv=2).fit(X, y)
    with pytest.raises(ValueError, match="threshold on predict_proba.*oversampling") as e:
        est.fit(X, y, sample_weight=np.r_[np.full(len(y) - 1, 1.0), 3.0])
    assert "resample" not in str(e.value)


def test_a_wrapper_refitting_an_already_fitted_model_is_warned_with_the_call_to_write():
    """FixedThresholdClassifier(model).fit and SelectFromModel(model).fit clone an already
    fitted dpforest model and fit the clone on the records: a second release, and the wrapper
    then uses the clone.  Warned with the call that keeps the fitted model (FrozenEstimator,
    prefit=True); those calls, and a wrapper around an unfitted model, say nothing."""
    sk = pytest.importorskip("sklearn.model_selection")
    frozen = pytest.importorskip("sklearn.frozen")
    from sklearn.feature_selection import SelectFromModel

    X, y, s = make_mixed(300)
    y = np.where(np.asarray(y) == "old", "old", "young")
    s = d.Schema(s.features, ["old", "young"])
    fitted = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    for wrapper, advice in ((sk.FixedThresholdClassifier(fitted, threshold=0.3),
                             r"FixedThresholdClassifier\(FrozenEstimator\(model\), \.\.\.\)"),
                            (SelectFromModel(fitted), r"SelectFromModel\(model, prefit=True\)")):
        with pytest.warns(d.RepeatedFitWarning, match="already fitted DPForestClassifier.*" + advice):
            wrapper.fit(X, y)
    quiet = (sk.FixedThresholdClassifier(frozen.FrozenEstimator(fitted), threshold=0.3),
             sk.FixedThresholdClassifier(d.DPForestClassifier(1.0, s, progress=False)),
             SelectFromModel(fitted, prefit=True))
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.RepeatedFitWarning)
        for wrapper in quiet:
            wrapper.fit(X, y)


def test_score_reads_weights_as_fit_does_without_quoting_them(num):
    """Scoring weights are records' values too: a weight that is not a number is refused in
    fit's words, never with scikit-learn's message that prints the array."""
    X, y, schema = num
    est = _est(schema).fit(X, y)
    n = len(y)
    for w in (np.r_[1j, np.ones(n - 1)], np.r_[["SECRET"], np.ones(n - 1).astype(str)].astype(object)):
        with pytest.raises(ValueError, match="could not be read as a number") as e:
            est.score(X, y, sample_weight=w)
        assert "SECRET" not in str(e.value) and "1.+0.j" not in str(e.value)
    with pytest.raises(ValueError, match="finite"):
        est.score(X, y, sample_weight=np.r_[np.nan, np.ones(n - 1)])
    w = np.r_[np.full(n // 2, 3.0), np.ones(n - n // 2)]
    from sklearn.metrics import accuracy_score
    assert est.score(X, y, sample_weight=w) == pytest.approx(
        accuracy_score(y, est.predict(X), sample_weight=w))


def test_ragged_rows_get_one_message_at_fit_and_predict(num):
    X, y, schema = num
    est = _est(schema).fit(X, y)
    rag = X.tolist()
    rag[5] = [0.5]
    msgs = []
    for call in (lambda: _est(schema).fit(rag, y), lambda: est.predict(rag)):
        with pytest.raises(ValueError) as e:
            call()
        msgs.append(str(e.value))
    assert msgs[0] == msgs[1] and "different lengths" in msgs[0]


def test_frame_after_an_array_fit_is_read_by_the_schemas_names_without_sklearns_warning(num):
    X, y, schema = num
    est = _est(schema).fit(X, y)
    frame = pd.DataFrame(X, columns=schema.feature_names)[schema.feature_names[::-1]]
    with warnings.catch_warnings():
        warnings.simplefilter("error")            # "fitted without feature names" would raise
        np.testing.assert_array_equal(est.predict_proba(frame), est.predict_proba(X))


def test_conform_is_offered_only_where_it_can_read_the_records():
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "c": rng.choice(["x", "y"], 200)})
    y = (X["a"] > 0.5).astype(int)
    schema = d.Schema([d.Numeric("a", 0, 1), d.Categorical("c", ["x", "y"])], classes=[0, 1])
    est = _est(schema).fit(X, y)
    with pytest.raises(ValueError, match="conform") as e:
        est.predict(X.assign(a=5.0))
    with pytest.raises(ValueError, match="outside the declared categories") as e:
        est.predict(X.assign(c="z"))     # no missing code to read 'z' as
    assert "conform" not in str(e.value)
    # the decision is the error's type and flag, not its wording: Schema.encode raises an
    # OutOfDomainError that says whether conform can read the records; other problems are plain
    with pytest.raises(d.OutOfDomainError) as e:
        schema.encode(X.assign(a=np.inf))
    assert e.value.conformable
    with pytest.raises(d.OutOfDomainError) as e:
        schema.encode(X.assign(c="z", a=5.0))          # one problem conform cannot read
    assert not e.value.conformable and "'a'" in str(e.value) and "'c'" in str(e.value)
    with pytest.raises(d.OutOfDomainError) as e:
        schema.conform(X.assign(c="z"))                 # conform's own refusal
    assert not e.value.conformable
    with pytest.raises(d.SchemaError) as e:
        schema.encode(X.assign(a=np.nan))               # missing, not beyond the domain
    assert not isinstance(e.value, d.OutOfDomainError)
    # beyond the domain beside a problem conform does not fix: not conformable
    with pytest.raises(d.OutOfDomainError) as e:
        schema.encode(X.assign(a=np.where(np.arange(len(X)) == 0, np.nan, 5.0)))
    assert not e.value.conformable
    with pytest.raises(d.OutOfDomainError) as e:
        est.predict(X.assign(a=np.where(np.arange(len(X)) == 0, np.nan, 5.0)))
    assert "conform" not in str(e.value)
    open_cats = d.Schema([d.Numeric("a", 0, 1), d.Categorical("c", ["x", "y"], allow_missing=True)],
                         classes=[0, 1])
    with pytest.raises(d.OutOfDomainError) as e:
        open_cats.encode(X.assign(c="z"))
    assert e.value.conformable
    # the flag survives a round trip through pickle (a Dask worker sends errors back so)
    import pickle

    back = pickle.loads(pickle.dumps(d.OutOfDomainError("m", conformable=False)))
    assert type(back) is d.OutOfDomainError and str(back) == "m" and not back.conformable


def test_selector_says_when_a_candidates_own_epsilon_or_schema_is_not_used(num):
    X, y, schema = num
    other = d.Schema([d.Numeric(f"x{j}", 0, 2) for j in range(3)], classes=[0, 1])
    sel = PrivateModelSelector([d.DPForestClassifier(epsilon=5, schema=other), d.DPForestClassifier()],
                               epsilon=1.0, schema=schema)
    with pytest.warns(UserWarning, match=r"candidate 0 \(DPForestClassifier\) was given "
                                         r"epsilon=5 and a schema other") as rec:
        # the notice of a constant winner names its candidate too: the noise decides it, not
        # the settings under test (0 fits in 40 here)
        warnings.simplefilter("ignore", ConstantModelWarning)
        sel.fit(X, y)
    assert not any("candidate 1" in str(w.message) for w in rec)
    assert sel.best_estimator_.ledger_.epsilon <= 1.0 + 1e-9


def test_boosting_n_estimators_message_names_auto(num):
    X, y, schema = num
    with pytest.raises(ValueError, match="'auto' or an integer >= 1"):
        d.DPBoostingClassifier(1.0, schema, n_estimators=2.5).fit(X, y)


def test_an_array_after_a_frame_in_another_column_order_is_read_in_its_order(tmp_path):
    """Fitted on a frame whose columns come in another order than the schema's, the model takes
    the frame's order: that frame's .to_numpy() is read column for column (only scikit-learn's
    own "no valid feature names" warning), also after a round trip through a model file.  A
    model file written when the model kept the schema's order (its key says so) still warns,
    naming the way out."""
    import warnings

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300), "b": rng.uniform(0, 1, 300)})
    y = (X.a > 0.5).astype(int)
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1), "b": (0, 1)})
    for k, frame in enumerate((X[["b", "a"]], X)):
        m = d.DPForestClassifier(5.0, s, random_state=0).fit(frame, y)
        assert list(m.feature_names_in_) == list(frame.columns)
        want = m.predict(X)
        for model in (m, d.load_model(d.save_model(m, tmp_path / f"m{k}.json"))):
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                assert np.array_equal(model.predict(frame.to_numpy()), want)
            assert not any("not the column order" in str(x.message) for x in w)
    # a model that kept the schema's order, as files of earlier versions record
    m = d.DPForestClassifier(5.0, s, random_state=0).fit(X, y)
    m._fitted_in_other_order = True
    old = d.load_model(d.save_model(m, tmp_path / "old.json"))
    with pytest.warns(UserWarning, match="not the column order of the frame"):
        old.predict(X.to_numpy())


def test_progress_auto_shows_on_a_terminal_or_in_a_notebook(monkeypatch):
    """``progress='auto'`` shows the bar where someone watches: a terminal, or a Jupyter kernel
    (whose stderr is no terminal); not in a redirected log.  True / False decide alone."""
    import sys
    import types

    from dpforest.forests import base as fb

    class _Pipe:
        def isatty(self):
            return False

    monkeypatch.setattr(sys, "stderr", _Pipe())
    monkeypatch.delitem(sys.modules, "IPython", raising=False)
    assert fb.show_progress("auto") is False
    assert fb.show_progress(True) is True and fb.show_progress(False) is False

    class ZMQInteractiveShell:          # the class name IPython's kernel shell has
        pass

    fake = types.ModuleType("IPython")
    fake.get_ipython = lambda: ZMQInteractiveShell()
    monkeypatch.setitem(sys.modules, "IPython", fake)
    assert fb.show_progress("auto") is True
    fake.get_ipython = lambda: None       # IPython imported, but no kernel (a plain script)
    assert fb.show_progress("auto") is False


def test_refusals_of_a_wrong_shape_carry_no_context_quoting_records():
    """scikit-learn's 'Expected 2D array' message prints the array it is given: the error
    raised in its place carries no context (``__context__``), so code that walks the chain
    finds no record either, at predict as at fit."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "b": rng.uniform(0, 1, 200)})
    y = (X["a"] > 0.5).astype(int)
    schema = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    est = _est(schema).fit(X, y)
    record = np.array([0.1234567, 0.7654321])
    calls = (est.predict, est.predict_proba, est.apply, lambda Z: est.score(Z, [0, 1]),
             lambda Z: _est(schema).fit(Z, [0, 1]))
    for bad in (record, float(record[0]), record.tolist()):
        for call in calls:
            with pytest.raises(ValueError) as e:
                call(bad)
            chain, err = [], e.value
            while err is not None:
                chain.append(str(err))
                err = err.__cause__ or err.__context__
            assert len(chain) == 1 and "0.123" not in chain[0], chain
    with pytest.raises(ValueError) as e:
        _est(schema).fit(X, y, sample_weight=["w0.1234567"] * 200)
    assert e.value.__context__ is None and "0.123" not in str(e.value)


def test_a_meta_estimators_relabelled_targets_are_explained():
    """VotingClassifier hands its members labels 0..C-1, OneVsRestClassifier 0/1: a member
    whose schema declares the original labels is refused with the schema's message plus what
    the meta-estimator passed (decided from the call stack only)."""
    from sklearn.ensemble import VotingClassifier
    from sklearn.multiclass import OneVsRestClassifier

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 150)})
    y = np.repeat([1, 2, 3], 50)
    schema = d.Schema([d.Numeric("a", 0, 1)], classes=[1, 2, 3])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(d.SchemaError, match=r"not one of the schema's classes[\s\S]*"
                                                r"VotingClassifier fits each member on the labels "
                                                r"re-encoded as 0\.\.C-1"):
            VotingClassifier([("f", _est(schema))]).fit(X, y)
        with pytest.raises(d.SchemaError, match=r"OneVsRestClassifier fits each member on 0/1"):
            OneVsRestClassifier(_est(schema)).fit(X, y)
        from sklearn.ensemble import BaggingClassifier
        with pytest.raises(d.SchemaError, match=r"BaggingClassifier fits each member on the "
                                                r"labels re-encoded as 0\.\.C-1"):
            BaggingClassifier(_est(schema), n_estimators=2, bootstrap=False).fit(X, y)
        # the schema that matches what they pass fits
        VotingClassifier([("f", _est(schema.__class__(schema.features, classes=[0, 1, 2])))]).fit(X, y)
        # bagging with bootstrap draws records with replacement (k copies: k x epsilon): refused
        # with metadata routing off (where it passes the draw as weights) and on (where it
        # passes duplicated rows); without bootstrap its subsample is refused as weights with
        # routing off, with a message that says so, and fits with routing on
        import sklearn
        s012 = schema.__class__(schema.features, classes=[0, 1, 2])
        for routing in (False, True):
            with sklearn.config_context(enable_metadata_routing=routing):
                for jobs in (1, 2):         # 2: members fitted in joblib workers
                    with pytest.raises(ValueError, match=r"cannot be a member of "
                                                         r"BaggingClassifier\(bootstrap=True\)"):
                        BaggingClassifier(_est(s012), n_estimators=2, n_jobs=jobs).fit(X, y)
                sub = BaggingClassifier(_est(s012), n_estimators=2, bootstrap=False,
                                        max_samples=0.5)
                if routing:
                    assert len(sub.fit(X, y).estimators_) == 2
                    # a member that requests the weights gets the subsample as weights again:
                    # the advice is to leave them unrequested (routing is already on)
                    asks = BaggingClassifier(_est(s012).set_fit_request(sample_weight=True),
                                             n_estimators=2, bootstrap=False, max_samples=0.5)
                    with pytest.raises(ValueError, match=r"sample_weight other than 1(.|\n)*"
                                                         r"Leave the member's sample_weight "
                                                         r"unrequested") as e:
                        asks.fit(X, y, sample_weight=np.ones(len(y)))
                    assert "Turn on" not in str(e.value)
                else:
                    with pytest.raises(ValueError, match=r"its subsample as 0 for the records "
                                                         r"left out(.|\n)*Turn on scikit-learn's "
                                                         r"metadata routing"):
                        sub.fit(X, y)
        # cross_val_predict re-encodes for probabilities (CalibratedClassifierCV with
        # ensemble=False through it), not for plain predictions
        from sklearn.calibration import CalibratedClassifierCV
        from sklearn.model_selection import cross_val_predict
        with pytest.raises(d.SchemaError, match=r"cross_val_predict fits each member on the labels "
                                                r"re-encoded as 0\.\.C-1 when method is 'predict_proba'"):
            cross_val_predict(_est(schema), X, y, cv=2, method="predict_proba")
        with pytest.raises(d.SchemaError, match=r"cross_val_predict fits each member(.|\n)*"
                                                r"refused before reading any record, so it "
                                                r"spent nothing"):
            CalibratedClassifierCV(_est(schema), cv=2, ensemble=False).fit(X, y)
        assert len(cross_val_predict(_est(schema), X, y, cv=2)) == len(y)
        # the private selector's own label check says the same (it refused with the bare
        # label message, no cause and no remedy)
        from dpforest.model_selection import PrivateModelSelector
        sel = PrivateModelSelector([_est(None), _est(None).set_params(max_depth=2)],
                                   epsilon=1.0, schema=schema)
        with pytest.raises(d.SchemaError, match=r"cross_val_predict fits each member on the labels "
                                                r"re-encoded as 0\.\.C-1(.|\n)*spent nothing"):
            cross_val_predict(sel, X, y, cv=2, method="predict_proba")
        # the hint's remedy fits
        codes = pd.Categorical(y, categories=schema.classes).codes
        coded = schema.__class__(schema.features, classes=[0, 1, 2])
        assert cross_val_predict(_est(coded), X, codes, cv=2, method="predict_proba").shape == (150, 3)
    # a plain fit's refusal has no such line
    with pytest.raises(d.SchemaError) as e:
        _est(schema).fit(X, y + 10)
    assert "fits each member" not in str(e.value)


def test_settings_the_random_regime_ignores_are_named():
    """regime='random' with a fixed number of trees grows greedy trees, and its SNR forest
    ignores max_depth / leaf_share / categorical_split: each is said, not done in silence."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300)})
    y = (X["a"] > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    with pytest.warns(UserWarning, match="n_estimators=3 the fit grows that many greedy trees"):
        m = d.DPForestClassifier(1.0, s, regime="random", n_estimators=3, progress=False).fit(X, y)
    assert m.regime_ == "greedy"
    with pytest.warns(UserWarning, match="max_depth, leaf_share do not apply"):
        m = d.DPForestClassifier(1.0, s, regime="random", max_depth=3, leaf_share=0.2,
                                 progress=False).fit(X, y)
    assert m.regime_ == "random"
    with warnings.catch_warnings():
        # only the warning under test (a small fit may also warn that it is constant)
        warnings.filterwarnings("error", message="regime='random'")
        d.DPForestClassifier(1.0, s, regime="random", progress=False).fit(X, y)
        d.DPForestClassifier(1.0, s, n_estimators=2, max_depth=2, progress=False).fit(X, y)


def test_a_fit_at_a_large_epsilon_says_the_guarantee_is_weak():
    """From epsilon 10 on a fit says (from the parameter alone) that the bound e^epsilon is
    little protection, as the command line's fit notes it; below 10, nothing."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200)})
    y = (X["a"] > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    for eps, said in ((50.0, True), (10.0, True), (9.5, False)):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            d.DPForestClassifier(eps, s, progress=False).fit(X, y)
        weak = [w for w in rec if issubclass(w.category, d.exceptions.WeakEpsilonWarning)]
        assert bool(weak) == said, (eps, [str(w.message) for w in rec])
        if said:
            assert f"e^{eps:g}" in str(weak[0].message) and weak[0].filename == __file__


def test_an_encoder_given_its_categories_is_still_named_and_told_why():
    """An encoder given its categories, or a vectorizer given its vocabulary, still learns from
    the records (the column's dtype, whether a ColumnTransformer's output is sparse, what to
    fail or warn on: each can follow one record), so it is named like any learning step, with
    what it still learns; left to learn its categories it is named as before."""
    from sklearn.compose import ColumnTransformer
    from sklearn.feature_extraction.text import CountVectorizer, TfidfVectorizer
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import OneHotEncoder, OrdinalEncoder

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"c": rng.choice(["a", "b", "c"], 200),
                      "t": rng.choice(["xa yb", "yb zc"], 200)})
    y = (X["c"] == "a").astype(int)
    cats = [["a", "b", "c"]]

    def pipe(step, column, names):
        s = d.Schema([d.Numeric(n, 0, 3) for n in names], classes=[0, 1])
        ct = ColumnTransformer([("e", step, column)], sparse_threshold=0,
                               verbose_feature_names_out=False)
        if isinstance(column, list):          # vectorizers give arrays (no set_output)
            ct.set_output(transform="pandas")
        return make_pipeline(ct, _est(s))

    steps = [(OneHotEncoder(categories=cats, handle_unknown="ignore", sparse_output=False),
              ["c"], ["c_a", "c_b", "c_c"], True),
             (OrdinalEncoder(categories=cats, handle_unknown="use_encoded_value",
                             unknown_value=-1), ["c"], ["c"], True),
             (CountVectorizer(vocabulary=["xa", "yb", "zc"]), "t", ["xa", "yb", "zc"], True),
             (TfidfVectorizer(vocabulary=["xa", "yb", "zc"], use_idf=False), "t",
              ["xa", "yb", "zc"], True),
             (OneHotEncoder(sparse_output=False), ["c"], ["c_a", "c_b", "c_c"], False),
             (CountVectorizer(), "t", ["xa", "yb", "zc"], False)]
    for step, column, names, given in steps:
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            try:
                pipe(step, column, names).fit(X, y)
            except (ValueError, d.SchemaError):
                pass                    # another column naming than the schema's: not under test
        said = [str(w.message) for w in rec if issubclass(w.category, d.NonPrivateStepWarning)]
        assert said, step
        assert ("still takes the column's dtype" in said[0]) == given, said


def test_a_pipeline_step_that_learns_from_the_records_is_named():
    """A fitted preprocessing step in front of a forest keeps what it learned outside the
    ledger: the fit warns once per pipeline, naming the step; steps that learn nothing
    (FunctionTransformer, passthrough columns) do not warn."""
    from sklearn.compose import ColumnTransformer
    from sklearn.impute import SimpleImputer
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "b": rng.uniform(0, 1, 200)})
    y = (X["a"] > 0.5).astype(int).rename("label")
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    pipe = make_pipeline(SimpleImputer().set_output(transform="pandas"), _est(s))
    with pytest.warns(d.NonPrivateStepWarning, match=r"step 'simpleimputer' \(SimpleImputer\) "
                                                     r"that learns from the same records") as rec:
        pipe.fit(X, y)
    said = [w for w in rec if issubclass(w.category, d.NonPrivateStepWarning)]
    # pointed at this line (pipe.fit), not inside scikit-learn's Pipeline
    assert said[0].filename == __file__
    assert "out_of_bounds='clip'" not in str(said[0].message)
    # a clipping schema: a rescaling step's output is clipped without a refusal -- said
    clip = d.Schema(s.features, classes=[0, 1], out_of_bounds="clip")
    from sklearn.preprocessing import StandardScaler as _Scaler
    with pytest.warns(d.NonPrivateStepWarning, match=r"This schema clips values beyond its "
                                                     r"bounds \(out_of_bounds='clip'\), so a step "
                                                     r"that rescales"):
        make_pipeline(_Scaler().set_output(transform="pandas"), _est(clip)).fit(X, y)
    with warnings.catch_warnings():
        # only the warning under test (a 4-tree DiffPRFs fit may also warn that it is constant)
        warnings.simplefilter("error", d.NonPrivateStepWarning)
        pipe.fit(X, y)                                   # once per pipeline
        columns = ColumnTransformer([("p", "passthrough", ["a"]), ("f", FunctionTransformer(), ["b"])],
                                    verbose_feature_names_out=False).set_output(transform="pandas")
        make_pipeline(FunctionTransformer(), columns, _est(s)).fit(X, y)
        _est(s).fit(X, y)
    # a feature selector around a dpforest model learns privately, but at that model's epsilon,
    # spent again: said as such (not as a step that learns without noise)
    from sklearn.feature_selection import SelectFromModel
    select = SelectFromModel(_est(s)).set_output(transform="pandas")
    with pytest.warns(d.RepeatedFitWarning, match=r"'selectfrommodel' \(SelectFromModel of "
                                                  r"DiffPRFsClassifier\) that fits a DP model of "
                                                  r"its own") as rec:
        try:
            make_pipeline(select, _est(s)).fit(X, y)
        except d.SchemaError:
            pass                        # the selector dropped a column the schema declares
    assert not any(issubclass(w.category, d.NonPrivateStepWarning) for w in rec)
    # the same ColumnTransformer with array output (the default): its passthrough column comes
    # first, so the forest would read 'a' as 'b' by position -- warned, naming the step
    arrays = ColumnTransformer([("f", FunctionTransformer(), ["b"])], remainder="passthrough")
    with pytest.warns(UserWarning, match=r"array without column names from the Pipeline's "
                                         r"ColumnTransformer 'columntransformer'"):
        make_pipeline(arrays, _est(s)).fit(X, y)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        # (a 4-tree DiffPRFs fit on 200 rows is sometimes constant by the noise: not under test)
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        warnings.filterwarnings("ignore", message=".*released leaf counts show no records")
        _est(s).fit(X.to_numpy(), y)                     # an array outside a pipeline: no warning
        # a public fill written as a function learns nothing from the records
        fill = FunctionTransformer(lambda F: F.fillna({"a": 0.5, "b": 0.5}))
        make_pipeline(fill, _est(s)).fit(X, y)
    # a constant SimpleImputer still learns: which columns are all missing (dropped by default),
    # and the records' dtype, which picks its fill when none is given (0 or "missing_value")
    for learning in (SimpleImputer(strategy="constant", fill_value=0.5),
                     SimpleImputer(strategy="constant", keep_empty_features=True)):
        with pytest.warns(d.NonPrivateStepWarning, match="SimpleImputer learns from the records"):
            make_pipeline(learning.set_output(transform="pandas"), _est(s)).fit(X, y)
    # a scaler in front makes valid records look out of bounds: the refusal names the step
    from sklearn.preprocessing import StandardScaler

    wide = pd.DataFrame({"a": rng.uniform(0, 1, 200) * 0.5 + 0.5, "b": rng.uniform(0, 1, 200)})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(d.OutOfDomainError, match=r"X comes out of the pipeline's step "
                                                     r"'standardscaler' \(StandardScaler\)") as e:
            make_pipeline(StandardScaler().set_output(transform="pandas"), _est(s)).fit(wide, y)
    assert str(e.value).startswith("X comes out of the pipeline")      # the cause first
    with pytest.raises(d.OutOfDomainError) as e:
        _est(s).fit(wide.assign(a=-1.0), y)
    assert "pipeline" not in str(e.value)
    # a step that learns nothing but changes the units (a rescaling in a ColumnTransformer) is named
    # too: the bounds are read in its output's units, which the refusal alone did not say
    from sklearn.compose import ColumnTransformer
    from sklearn.pipeline import Pipeline as Pipe

    logs = ColumnTransformer([("times3", FunctionTransformer(lambda F: F * 3.0), ["a"])],
                             remainder="passthrough", verbose_feature_names_out=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(d.OutOfDomainError, match=r"X comes out of the pipeline's step "
                                                     r"'ct': the schema's bounds") as e:
            Pipe([("ct", logs.set_output(transform="pandas")), ("m", _est(s))]).fit(wide, y)
    assert "column 'a'" in str(e.value) and e.value.problems
    # the same step giving an unnamed array moves 'a' behind the remainder: the refusal said
    # only "declare the bounds in the step's units" first (a new user's trial), where the
    # likely cause, said by a warning before it, is the columns' new places
    moving = ColumnTransformer([("keep", "passthrough", ["b"])], remainder="passthrough")
    wider = wide.assign(b=wide["b"] * 5.0)           # 'b' outside [0, 1]; read as 'a' it is
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(d.OutOfDomainError) as e:
            Pipe([("ct", moving), ("m", _est(s))]).fit(wider, y)
    assert str(e.value).startswith("X comes out of the pipeline's ColumnTransformer 'ct' as an "
                                   "array without column names")
    assert "most likely columns in another place" in str(e.value) and e.value.problems
    # the forest one level down: in a nested pipeline, behind a wrapper that fits a clone of
    # it, and learning steps at two levels (named in the order they ran)
    from sklearn.model_selection import FixedThresholdClassifier
    from sklearn.pipeline import Pipeline

    def scaler():
        return StandardScaler().set_output(transform="pandas")

    calm = d.Schema([d.Numeric("a", -10, 10), d.Numeric("b", -10, 10)], classes=[0, 1])
    for nested, named in ((Pipeline([("prep", scaler()), ("m", Pipeline([("dp", _est(calm))]))]),
                           r"step 'prep' \(StandardScaler\) that"),
                          (make_pipeline(scaler(), FixedThresholdClassifier(_est(calm))),
                           r"step 'standardscaler' \(StandardScaler\) that"),
                          (Pipeline([("one", scaler()), ("m", Pipeline([("two", scaler()),
                                                                        ("dp", _est(calm))]))]),
                           r"steps 'one' \(StandardScaler\), 'two' \(StandardScaler\) that")):
        with pytest.warns(d.NonPrivateStepWarning, match=named):
            nested.fit(X, y)
    # a forest in a non-final step (Pipeline.fit and Pipeline._fit both on the stack): each
    # step in front named once
    from sklearn.feature_selection import SelectFromModel
    from sklearn.linear_model import LogisticRegression

    with pytest.warns(d.NonPrivateStepWarning, match=r"behind step 'mm' \(StandardScaler\) that") as rec:
        Pipeline([("mm", scaler()), ("sel", SelectFromModel(_est(calm), threshold=-1)),
                  ("lr", LogisticRegression())]).fit(X, y)
    assert all(str(r.message).count("'mm'") == 1 for r in rec
               if issubclass(r.category, d.NonPrivateStepWarning))
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.NonPrivateStepWarning)
        make_pipeline(FunctionTransformer(), Pipeline([("dp", _est(s))])).fit(X, y)
    # a search refits clones of the pipeline: one warning for the search, not one per fit
    from sklearn.model_selection import GridSearchCV

    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        GridSearchCV(pipe, {"diffprfsclassifier__max_depth": [1, 2]}, cv=2).fit(X, y)
    assert sum(issubclass(w.category, d.NonPrivateStepWarning) for w in rec) == 1


def test_the_package_lists_its_public_names_only():
    """dir(dpforest) (tab completion) gives the public names and submodules, not the module's
    own imports."""
    names = dir(d)
    assert {"DPForestClassifier", "Schema", "OutOfDomainError", "NonPrivateStepWarning",
            "inspection", "__version__"} <= set(names)
    assert "annotations" not in names and "importlib" not in names
    assert all(hasattr(d, n) for n in d.__all__)


def test_a_printed_estimator_always_shows_its_budget():
    """scikit-learn's repr lists changed parameters only; epsilon is listed even at its
    default, where it was left out."""
    assert repr(d.DPForestClassifier()) == "DPForestClassifier(epsilon=1.0)"
    assert repr(d.DPForestClassifier(random_state=0)).startswith("DPForestClassifier(epsilon=1.0, ")
    assert repr(d.DPForestClassifier(epsilon=0.5)).count("epsilon=") == 1
    # values equal to the default but printed by scikit-learn (its repr differs): still once
    for eps in (1, np.float64(1.0)):
        assert repr(d.DPForestClassifier(epsilon=eps)).count("epsilon=") == 1
    # changed parameters are listed alphabetically: epsilon once, wherever it falls
    assert repr(d.DPForestClassifier(epsilon=0.5, criterion="entropy")).count("epsilon=") == 1
    assert repr(d.DPForestClassifier(criterion="entropy")).count("epsilon=1.0") == 1
    assert repr(d.PrivateModelSelector([d.DPForestClassifier()])).startswith(
        "PrivateModelSelector(epsilon=1.0, ")


@pytest.mark.parametrize("cls", [d.DPForestClassifier, d.DiffPRFsClassifier, d.PrivateRDTClassifier,
                                 d.DPBoostingClassifier])
def test_other_libraries_arguments_are_refused_with_what_to_write_instead(cls):
    # a diffprivlib habit: bounds= and classes= are one schema, accountant= a PrivacyBudget
    with pytest.raises(TypeError, match=r"bounds=, classes=: .*Schema\.from_bounds") as err:
        cls(epsilon=1.0, bounds=([0.0], [1.0]), classes=[0, 1])
    assert "Valid parameters are" in str(err.value) and "'schema'" in str(err.value)
    with pytest.raises(TypeError, match=r"accountant=: .*PrivacyBudget"):
        cls(epsilon=1.0, accountant=object())
    # a typo gets scikit-learn's parameter list and the closest name
    with pytest.raises(TypeError, match=r"max_dept=: not a parameter.*Did you mean 'max_depth'"):
        cls(epsilon=1.0, max_dept=3)


def test_refusing_other_arguments_leaves_signature_clone_and_pickle_alone():
    import inspect
    import pickle

    from sklearn.base import clone

    est = d.DPForestClassifier(2.0, max_depth=3, random_state=1)
    assert "kwargs" not in inspect.signature(d.DPForestClassifier).parameters
    assert clone(est).get_params() == est.get_params()
    assert pickle.loads(pickle.dumps(est)).get_params() == est.get_params()
    with pytest.raises(TypeError, match="accountant=: .*PrivacyBudget"):
        PrivateModelSelector([est], epsilon=1.0, accountant=None)


def test_sklearn_settings_and_typos_get_advice_not_far_fetched_matches():
    with pytest.raises(TypeError, match=r"min_samples_leaf=: a scikit-learn forest setting") as err:
        d.DPForestClassifier(epsilon=1.0, min_samples_leaf=5)
    assert "Did you mean" not in str(err.value)           # not n_samples: another meaning
    with pytest.raises(TypeError, match=r"n_estimator=: .*Did you mean 'n_estimators'"):
        d.DPForestClassifier(epsilon=1.0, n_estimator=5)
    with pytest.raises(TypeError, match=r"zzz=: not a parameter") as err:
        d.DPForestClassifier(epsilon=1.0, zzz=5)
    assert "Did you mean" not in str(err.value)
    # a class weight is a per-record weight: said as such, not as a pruning setting
    with pytest.raises(TypeError, match=r"class_weight=: a class weight is a weight on every "
                                        r"record.*FixedThresholdClassifier") as err:
        d.DPForestClassifier(epsilon=1.0, class_weight="balanced")
    assert "prune" not in str(err.value)
    # forest settings that are not about stopping get their own reasons (a walkthrough read
    # "cannot stop or prune" for warm_start, oob_score, bootstrap and max_features)
    for name, value, reason in (("warm_start", True, "spend epsilon again"),
                                ("oob_score", True, "reads the training records exactly"),
                                ("bootstrap", True, "counts k times"),
                                ("max_features", "sqrt", "private choice among every feature"),
                                ("verbose", 1, "progress=True"),
                                ("monotonic_cst", [1], "additive_terms")):
        with pytest.raises(TypeError, match=f"{name}=: .*{reason}") as err:
            d.DPForestClassifier(epsilon=1.0, **{name: value})
        assert "prune" not in str(err.value)


def test_set_params_gives_the_same_advice_as_the_constructor():
    """set_params(class_weight=...) got scikit-learn's bare 'Invalid parameter'; another
    library's name now gets the constructor's advice (a ValueError, as scikit-learn's), and
    valid or unknown names behave as scikit-learn's."""
    est = d.DPForestClassifier(1.0)
    for name, said in (("class_weight", "a class weight is a weight on every record"),
                       ("min_samples_leaf", "a scikit-learn forest setting"),
                       ("bounds", r"Schema\.from_bounds")):
        with pytest.raises(ValueError, match=rf"Invalid parameter '{name}' for estimator "
                                             rf"DPForestClassifier: .*{said}.*Valid parameters"):
            est.set_params(**{name: 1})
    with pytest.raises(ValueError, match="Invalid parameter 'accountant'.*PrivacyBudget"):
        PrivateModelSelector([est], epsilon=1.0).set_params(accountant=None)
    with pytest.raises(ValueError, match="Invalid parameter 'zzz'"):
        est.set_params(zzz=1)
    assert est.set_params(max_depth=3).max_depth == 3 and est.get_params()["epsilon"] == 1.0
    assert not hasattr(d.PrivacyBudget(1.0), "set_params")     # not an estimator


def test_a_diffprivlib_style_first_argument_is_said_to_be_epsilon():
    with pytest.warns(UserWarning, match=r"first argument is epsilon.*diffprivlib.*epsilon=10"):
        est = d.DPForestClassifier(10)
    assert est.epsilon == 10
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        d.DPForestClassifier(epsilon=10)          # by keyword: meant
        d.DPForestClassifier(2)                   # a small budget by position: no habit
        d.DPForestClassifier(0.5)


def test_budget_and_module_name_advice_for_diffprivlib_habits():
    with pytest.raises(TypeError, match=r"epsilon=: a budget's epsilon is its total"):
        d.PrivacyBudget(epsilon=3.0)
    with pytest.raises(AttributeError, match=r"'RandomForestClassifier'; dpforest's forest is DPForestClassifier"):
        d.RandomForestClassifier                  # noqa: B018
    with pytest.raises(AttributeError, match=r"'BudgetAccountant'; dpforest's is PrivacyBudget"):
        d.BudgetAccountant                        # noqa: B018
    with pytest.raises(AttributeError, match=r"no attribute 'nothing_like_this'$"):
        d.nothing_like_this                       # noqa: B018
    # the form a migrant writes: Python turned the hint's AttributeError into a bare ImportError
    with pytest.raises(ImportError, match=r"'BudgetAccountant' from 'dpforest'; dpforest's is PrivacyBudget"):
        exec("from dpforest import BudgetAccountant")
    with pytest.raises(ImportError, match=r"cannot import name 'nothing_like_this'"):
        exec("from dpforest import nothing_like_this")
    assert not hasattr(d, "GaussianNB")           # hasattr still sees an AttributeError
    # the accountant's attributes, read from a budget
    budget = d.PrivacyBudget(total=3.0)
    for name, said in (("spent_budget", r"budget.spent is the epsilon spent"),
                       ("epsilon", r"budget.total is the total epsilon"),
                       ("delta", r"dpforest is pure epsilon-DP"), ("set_default", r"dpforest has no default budget")):
        with pytest.raises(AttributeError, match=rf"no attribute '{name}' \(diffprivlib's accountant has it\): {said}"):
            getattr(budget, name)
    with pytest.raises(AttributeError, match=r"no attribute 'other'$"):
        budget.other                              # noqa: B018
    # bounds=(lower, upper) where the schema goes; an (epsilon, delta) pair where epsilon goes
    X, y = np.random.default_rng(0).random((40, 2)), np.arange(40) % 2
    with pytest.raises(d.SchemaError, match=r"got tuple; for diffprivlib's bounds=\(lower, upper\) "
                                            r"write schema=Schema.from_bounds\(\(lower, upper\)"):
        d.DPForestClassifier(1.0, schema=(np.zeros(2), np.ones(2))).fit(X, y)
    with pytest.raises(ValueError, match=r"got a pair \(1.0, 1e-05\): dpforest is pure epsilon-DP"):
        d.DPForestClassifier(epsilon=(1.0, 1e-5), schema=d.Schema.from_bounds(0, 1, n_features=2,
                                                                              classes=[0, 1])).fit(X, y)


def test_a_budget_refuses_a_search_pointing_to_the_private_selector(num):
    from sklearn.model_selection import GridSearchCV

    X, y, schema = num
    budget = d.PrivacyBudget(2.0)
    search = GridSearchCV(d.DPForestClassifier(0.5, schema), {"max_depth": [1, 2]}, cv=2)
    with pytest.raises(TypeError, match=r"GridSearchCV fits its candidates several times.*PrivateModelSelector"):
        budget.fit(search, X, y)
    assert budget.spent == 0.0 and not hasattr(search, "best_estimator_")


def test_a_float32_epsilon_is_booked_as_given_and_its_model_file_loads(num, tmp_path):
    # the value given, exactly (a float32 0.3 is 0.30000001...): the saved parameter, the
    # ledger and a budget agree, so the file's account check passes
    from dpforest.io import load_model, save_model

    X, y, schema = num
    eps = np.float32(0.3)
    budget = d.PrivacyBudget(None)
    m = budget.fit(d.DPForestClassifier(epsilon=eps, schema=schema, progress=False), X, y)
    assert m.ledger_.epsilon == pytest.approx(float(eps), abs=1e-15) and budget.spent == float(eps)
    save_model(m, tmp_path / "m.dpf")
    assert load_model(tmp_path / "m.dpf").ledger_.epsilon == m.ledger_.epsilon


def test_predict_proba_of_label_leaves_says_so_once_and_predict_never(num, monkeypatch):
    from dpforest.forests import base

    X, y, schema = num
    monkeypatch.setattr(base, "_NOTICE_LAST", {})
    label = d.DPForestClassifier(0.5, schema, leaf_release="label", progress=False).fit(X, y)
    counts = d.DPForestClassifier(0.5, schema, leaf_release="counts", progress=False).fit(X, y)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        label.predict(X)
        counts.predict_proba(X)
        assert not [w for w in caught if issubclass(w.category, d.LabelProbabilityWarning)]
        proba = label.predict_proba(X)
        label.predict_proba(X)
        label.predict_log_proba(X)
    said = [w for w in caught if issubclass(w.category, d.LabelProbabilityWarning)]
    assert len(said) == 1 and "leaf_release='counts'" in str(said[0].message)
    assert said[0].filename == __file__           # points at the caller
    assert np.allclose(proba.max(1), 3 / 4)       # what it says: (C + 1)/(2C) on the class


def test_a_vote_of_dp_members_is_said_to_sum_their_epsilons(num):
    from sklearn.ensemble import VotingClassifier
    from sklearn.linear_model import LogisticRegression

    X, y, schema = num

    def said(extra):
        vote = VotingClassifier([("a", d.DPForestClassifier(1.0, schema, progress=False)),
                                 ("b", d.DPForestClassifier(2.0, schema, progress=False))] + extra)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            vote.fit(X, y)
        return [str(w.message) for w in caught if issubclass(w.category, d.RepeatedFitWarning)]

    def said_plain(extra):
        vote = VotingClassifier([("a", d.DPForestClassifier(1.0, schema, progress=False))] + extra)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            vote.fit(X, y)
        return [str(w.message) for w in caught
                if issubclass(w.category, d.NonPrivateStepWarning)]

    msgs = said([])
    assert len(msgs) == 1 and "epsilon=3 release" in msgs[0] and "grid search" not in msgs[0]
    # a member without an epsilon: no privacy at all, said as a non-private step (the category
    # users are not told to silence on public data), not as a repeated fit
    assert said([("lr", LogisticRegression())]) == []
    msgs = said_plain([("b", d.DPForestClassifier(2.0, schema, progress=False)),
                       ("lr", LogisticRegression())])
    assert len(msgs) == 1 and "not differentially private at all" in msgs[0]
    # the member without an epsilon is named first, and no epsilon is claimed for the vote
    assert "member 'lr' has no epsilon" in msgs[0] and "epsilon=3" not in msgs[0]
    # what members compose, not their epsilon parameters: a paper's accounting, a pipeline
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import FunctionTransformer

    paper = d.DPRFClassifier(1.0, schema, accounting="paper", n_estimators=10, progress=False)
    vote = VotingClassifier([("p", paper), ("q", make_pipeline(
        FunctionTransformer(), d.DPForestClassifier(1.0, schema, progress=False)))])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        vote.fit(X, y)
    msgs = [str(w.message) for w in caught if "members once" in str(w.message)]
    total = paper._recipe_epsilon(1.0) + 1.0
    assert len(msgs) == 1 and f"epsilon={total:g} release" in msgs[0] and "at all" not in msgs[0]


def test_the_positional_epsilon_notice_is_only_for_estimators_that_take_epsilon_first(num):
    X, y, schema = num
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        # the selector's epsilon comes second: no diffprivlib habit to point at
        PrivateModelSelector([d.DPForestClassifier(epsilon=1.0, schema=schema)], 10, schema)


def test_a_column_name_given_as_y_is_explained_without_quoting_it(num):
    X, y, schema = num
    with pytest.raises(ValueError, match=r"y is a single string, not the labels.*X\.drop") as e:
        d.DPForestClassifier(1.0, schema).fit(X, "SECRETzq")
    assert "SECRET" not in str(e.value)


def test_a_learning_step_inside_a_column_transformer_is_named_inside_it():
    """The warning and a budget's refusal name the part that learns (an imputer inside a
    ColumnTransformer inside a Pipeline step), not only the step around it."""
    from sklearn.compose import ColumnTransformer
    from sklearn.impute import SimpleImputer
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import FunctionTransformer

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "b": rng.uniform(0, 1, 200)})
    y = (X["a"] > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=[0, 1])
    same = dict(feature_names_out="one-to-one")
    prep = ColumnTransformer([("num", Pipeline([("keep", FunctionTransformer(**same)),
                                                ("impute", SimpleImputer())]), ["a"]),
                              ("same", FunctionTransformer(**same), ["b"])],
                             verbose_feature_names_out=False).set_output(transform="pandas")
    pipe = Pipeline([("prep", prep), ("dp", _est(s))])
    named = r"'prep' \(ColumnTransformer: 'num' \(Pipeline: 'impute' \(SimpleImputer\)\)\)"
    with pytest.warns(d.NonPrivateStepWarning, match=named):
        pipe.fit(X, y)
    budget = d.PrivacyBudget(2.0)
    with pytest.raises(ValueError, match=named):
        budget.fit(pipe, X, y)
    assert budget.spent == 0


def test_a_calibrator_fitted_on_records_around_a_frozen_model_is_pointed_out():
    """CalibratedClassifierCV around a FrozenEstimator never fits the model (no repeated-fit
    notice), but its calibrator learns those records' labels exactly: said once per calibrator,
    and a plain predict_proba says nothing."""
    frozen = pytest.importorskip("sklearn.frozen")
    from sklearn.calibration import CalibratedClassifierCV

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.random(1500)})
    y = (X.a + rng.normal(0, 0.3, 1500) > 0.5).astype(int).to_numpy()
    m = d.DPForestClassifier(1.0, d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1]),
                             random_state=0, progress=False).fit(X, y)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        cal = CalibratedClassifierCV(frozen.FrozenEstimator(m), method="isotonic").fit(X, y)
        cal.fit(X, y)                     # the same calibrator again: said once
        m.predict_proba(X)
    said = [str(w.message) for w in rec if issubclass(w.category, d.NonPrivateStepWarning)]
    assert len(said) == 1 and "not differentially private for those records" in said[0]
    assert "isotonic calibrator stores their class shares" in said[0]
    # a sigmoid calibrator is said as one; a threshold tuned on the records is a step of the
    # same kind (it said nothing: a walkthrough's threshold came from its test records)
    from sklearn.metrics import f1_score, make_scorer
    from sklearn.model_selection import TunedThresholdClassifierCV

    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        CalibratedClassifierCV(frozen.FrozenEstimator(m), method="sigmoid").fit(X, y)
        tuned = TunedThresholdClassifierCV(frozen.FrozenEstimator(m),
                                           scoring=make_scorer(f1_score)).fit(X, y)
    said = [str(w.message) for w in rec if issubclass(w.category, d.NonPrivateStepWarning)]
    assert len(said) == 2 and "sigmoid calibrator fits two numbers" in said[0]
    assert said[1].startswith("TunedThresholdClassifierCV is choosing its decision threshold")
    assert "private_roc" in said[1] and 0 <= tuned.best_threshold_ <= 1


def test_a_search_s_notice_points_at_the_search_line():
    """A search fits through scikit-learn and joblib: its notice names the user's
    search.fit line, not a line inside either library."""
    from sklearn.model_selection import GridSearchCV

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300)})
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["n", "y"])
    with pytest.warns(d.RepeatedFitWarning) as rec:
        GridSearchCV(d.DPForestClassifier(1.0, s, progress=False), {"max_depth": [1, 2]},
                     cv=2).fit(X, np.where(X.a > 0.5, "y", "n"))
    said = [w for w in rec if issubclass(w.category, d.RepeatedFitWarning)]
    assert said and all(w.filename == __file__ for w in said)


def test_a_constant_vote_of_feature_subsets_names_max_features():
    """A forest whose trees each read a few features (DPRF's max_features='sqrt': 2 of 8) can
    vote the common class at any size; its constant-model warning blamed only the noise and
    asked for more epsilon or records.  It names the subset; a forest whose trees read every
    feature does not."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame(rng.uniform(0, 1, (400, 8)), columns=[f"x{i}" for i in range(8)])
    y = np.array(["p"] * 400)
    s = d.Schema([d.Numeric(c, 0, 1) for c in X.columns], classes=["p", "q"])
    with pytest.warns(d.ConstantModelWarning, match=r"Each tree here reads 2 of the 8 features "
                                                    r"\(max_features='sqrt'\)"):
        d.DPRFClassifier(epsilon=1.0, schema=s, random_state=0, progress=False).fit(X, y)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        d.DPRFClassifier(epsilon=1.0, schema=s, random_state=0, progress=False,
                         max_features=None).fit(X, y)
    said = [str(r.message) for r in rec if issubclass(r.category, d.ConstantModelWarning)]
    assert said and not any("Each tree here reads" in m for m in said)


def test_a_constant_vote_of_many_trees_names_the_tree_count_first():
    """DiffPRFs' 100 trees on a small table: ROC AUC 0.99, yet constant, and the warning
    pointed to max_features (which changed nothing) where 10 trees fix it.  It names the tree
    count, before the feature subsets; a forest of a few trees does not."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame(rng.uniform(0, 1, (400, 8)), columns=[f"x{i}" for i in range(8)])
    y = np.array(["p"] * 400)
    s = d.Schema([d.Numeric(c, 0, 1) for c in X.columns], classes=["p", "q"])

    from dpforest.privacy.mechanisms import _noiseless

    def said(**kw):
        # noiselessly: the warning's wording is what is tested (with fresh noise the five-tree
        # fit gave no warning once in a full run; 0 of 300 fits alone did so)
        with warnings.catch_warnings(record=True) as rec, _noiseless():
            warnings.simplefilter("always")
            d.DiffPRFsClassifier(epsilon=1.0, schema=s, random_state=0, **kw).fit(X, y)
        return [str(r.message) for r in rec if issubclass(r.category, d.ConstantModelWarning)]

    (msg,) = said(n_estimators=100)
    assert "Its 100 trees each get a share of that epsilon or of the records: with " \
           "n_estimators=10 each would get 10 times more" in msg
    assert msg.index("Its 100 trees") < msg.index("Each tree here reads")
    few = said(n_estimators=5)
    assert few and not any("trees each get a share" in m for m in few)


def test_a_frame_still_holding_the_target_is_refused_naming_the_target():
    """R's habit: the whole data frame as X, its target column included.  The refusal of X's
    undeclared columns cannot quote their names (they can be record values); y's own name is
    the caller's label, so the refusal names it and the way to drop it.  Nothing is read."""
    rng = np.random.default_rng(0)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["no", "yes"])
    X = pd.DataFrame({"a": rng.uniform(0, 1, 60), "Class": ["no", "yes"] * 30})
    m = d.DPForestClassifier(1.0, s, progress=False)
    with pytest.raises(d.SchemaError, match=r"X still holds the target's column 'Class' "
                                            r"\(y's name\).*X.drop\(columns=\['Class'\]\)"):
        m.fit(X, X["Class"])
    assert not hasattr(m, "ledger_")
    # another undeclared column is refused as before, unnamed; the target dropped, it fits
    with pytest.raises(d.SchemaError, match="not named here"):
        m.fit(X.assign(extra=1.0), X["Class"].rename("label"))
    assert m.fit(X.drop(columns=["Class"]), X["Class"]).ledger_.epsilon == pytest.approx(1.0)


def test_predict_on_a_frame_still_holding_the_target_names_it(tmp_path):
    """The same habit at predict: the fitted model keeps y's name (``target_name_``, in its
    model file too) and its refusal of X's columns names that one column, while other
    undeclared columns stay unnamed; a label-less y keeps no name, and a refit clears it."""
    rng = np.random.default_rng(1)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["no", "yes"])
    X = pd.DataFrame({"a": rng.uniform(0, 1, 60), "Class": ["no", "yes"] * 30})
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X[["a"]], X["Class"])
    assert m.target_name_ == "Class"
    with pytest.raises(d.SchemaError, match=r"X still holds the target's column 'Class' "
                                            r"\(y's name at fit\)") as e:
        m.predict(X)
    assert "not named here" not in str(e.value)
    with pytest.raises(d.SchemaError) as e:
        m.predict(X.assign(secret_value=1.0))
    assert "'Class'" in str(e.value) and "other columns not seen at fit (not named here" in str(e.value)
    assert "secret_value" not in str(e.value)
    path = tmp_path / "m.dpf"
    d.save_model(m, path)
    loaded = d.load_model(path)
    assert loaded.target_name_ == "Class"
    with pytest.raises(d.SchemaError, match="target's column 'Class'"):
        loaded.predict(X)
    assert list(loaded.predict(X[["a"]])) == list(m.predict(X[["a"]]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m.fit(X[["a"]], X["Class"].to_numpy())
    assert not hasattr(m, "target_name_")
    with pytest.raises(d.SchemaError, match="not named here"):
        m.predict(X)


def test_dp_ebm_argument_names_are_told_what_dpforest_takes_instead():
    """A walkthrough porting from interpret's DPExplainableBoostingClassifier got only "not a
    parameter" for privacy_bounds, feature_types, max_bins and the like; each now names the
    schema's or the estimator's own setting, on the estimators and on Schema.from_dataframe."""
    for name, value, says in (("privacy_bounds", {"a": (0, 1)}, "schema's bounds"),
                              ("feature_types", ["continuous"], "reads each column's kind"),
                              ("max_bins", 32, "n_bins"),
                              ("interactions", 10, "max_depth=2"),
                              ("max_rounds", 100, "n_estimators"),
                              ("outer_bags", 8, "no bags"),
                              ("composition", "gdp", "pure epsilon-DP")):
        for cls in (d.DPForestClassifier, d.DPBoostingClassifier):
            with pytest.raises(TypeError, match=says):
                cls(epsilon=1.0, **{name: value})
    X = pd.DataFrame({"a": [0.5, 0.7]})
    with pytest.raises(TypeError, match=r"privacy_bounds are bounds=\{column: \(lower, upper\)\}"):
        d.Schema.from_dataframe(X, privacy_bounds={"a": (0, 1)}, classes=[0, 1])
    with pytest.raises(TypeError, match="feature_types are read from what is declared"):
        d.Schema.from_dataframe(X, feature_types=["continuous"], classes=[0, 1])
