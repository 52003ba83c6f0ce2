"""The empirical privacy audit: its confidence bounds, its neighbours, every estimator passes at
ε = 1, and it flags a broken (noiseless) control and a genuinely weaker ε.

The privacy noise comes from OpenDP's unseeded sampler, so audits cannot be seeded; an honest
estimator fails an audit with probability ≤ α by construction, so the pass tests use a small α
(``PASS_ALPHA``), and a noiseless control is separated perfectly every time.
"""

import math
import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.base import clone

import dpforest as d
from dpforest.audit import (CANARIES, NoiselessControl, audit, audit_dataset, audit_estimator,
                            audit_table, clopper_pearson, epsilon_lower_bound, neighbours)
from dpforest.experiments.registry import ALGORITHMS
from dpforest.cli import main

RUNS = 60  # per data set; 30 evaluation runs each, enough for the control to reach ε_lb ≈ 2
#: α of the audits an honest estimator must pass.  Some mechanisms are nearly tight for the
#: audit's best statistic (the SNR forest's leaf count at ε = 1: ε̂ ≈ 0.98-1.09 over 1,000-4,000
#: runs), so at α = 0.05 an honest estimator failed about one suite run in ten.  At 0.001 a run
#: of ~15 such audits fails falsely with probability ≤ 1.5 %, and ≤ 1.5 × 10⁻⁵ with a failed
#: audit run once more (:func:`_honest_audit`); a noiseless estimator is still flagged
#: (perfect separation of 30 runs gives ε_lb ≈ 1.24 > 1, tested below).
PASS_ALPHA = 0.001


def _honest_audit(*args, **kwargs):
    """``audit(...)`` of an estimator that must pass, run again once with fresh noise where the
    first run fails: an honest estimator fails a run with probability at most α (the noise is
    unseeded; a nearly tight mechanism comes close to α), so a false failure of the test then
    needs two failed runs (≤ α² = 10⁻⁶ a test, against ≤ 1.5 % a suite run of one), while a
    gross leak -- what these tests look for, and what the noiseless controls below show the
    audit flags in every run -- fails both."""
    res = audit(*args, **kwargs)
    return res if res.passed else audit(*args, **kwargs)


def _perfect_lb(n, alpha):
    """ε_lb of a test that separates n runs on each side perfectly: TPR_lo = (α/2)^(1/n)."""
    t = (alpha / 2) ** (1 / n)
    return math.log(t / (1 - t))


# ----------------------------------------------------------------------------- the bounds
def test_clopper_pearson_closed_forms_and_definition():
    a = 0.05
    for n in (1, 7, 50, 400):
        assert clopper_pearson(n, n, a, "lower") == pytest.approx(a ** (1 / n), rel=1e-9)
        assert clopper_pearson(0, n, a, "upper") == pytest.approx(1 - a ** (1 / n), rel=1e-9)
        assert clopper_pearson(0, n, a, "lower") == 0 and clopper_pearson(n, n, a, "upper") == 1
    # defining property with exact binomial tails: P(Bin(n, p_lo) >= k) = a, P(Bin(n, p_hi) <= k) = a
    for n, k in ((20, 3), (50, 25), (200, 190), (13, 1)):
        lo, hi = clopper_pearson(k, n, a, "lower"), clopper_pearson(k, n, a, "upper")
        tail_ge = sum(math.comb(n, j) * lo ** j * (1 - lo) ** (n - j) for j in range(k, n + 1))
        tail_le = sum(math.comb(n, j) * hi ** j * (1 - hi) ** (n - j) for j in range(0, k + 1))
        assert tail_ge == pytest.approx(a, rel=1e-6) and tail_le == pytest.approx(a, rel=1e-6)
        assert lo < k / n < hi


def test_clopper_pearson_matches_scipy_exact_interval():
    stats = pytest.importorskip("scipy.stats")
    for n, k in ((30, 0), (30, 4), (100, 50), (100, 99), (1000, 17)):
        ci = stats.binomtest(k, n).proportion_ci(confidence_level=0.9, method="exact")
        assert clopper_pearson(k, n, 0.05, "lower") == pytest.approx(ci.low, abs=1e-9)
        assert clopper_pearson(k, n, 0.05, "upper") == pytest.approx(ci.high, abs=1e-9)
    with pytest.raises(ValueError):
        clopper_pearson(5, 4, 0.05, "lower")
    with pytest.raises(ValueError):
        clopper_pearson(1, 4, 0.05, "middle")


def test_epsilon_lower_bound():
    assert float(epsilon_lower_bound(100, 100, 0, 100, 0.05)) == pytest.approx(_perfect_lb(100, 0.05))
    assert float(epsilon_lower_bound(30, 100, 30, 100)) == 0.0          # no separation: no evidence
    # both directions use the same bounds: swapping the test's roles gives the same bound
    assert float(epsilon_lower_bound(90, 100, 40, 100)) == pytest.approx(
        float(epsilon_lower_bound(60, 100, 10, 100)))
    # more runs at the same rates give a larger (tighter) bound
    lbs = [float(epsilon_lower_bound(0.6 * n, n, 0.1 * n, n)) for n in (50, 200, 1000)]
    assert 0 < lbs[0] < lbs[1] < lbs[2] < math.log(6)


# ----------------------------------------------------------------------------- neighbours
@pytest.mark.parametrize("canary", CANARIES)
def test_neighbours_differ_by_the_canary(canary):
    X0, y0, X1, y1, cx, cy, schema = neighbours(canary, 40)
    assert len(X1) == len(X0) + 1 and len(y1) == len(y0) + 1
    at = 0 if canary == "insert-at-front" else len(X0)
    rest = X1.drop(index=at).reset_index(drop=True)
    pd.testing.assert_frame_equal(rest, X0)
    assert list(y1.drop(index=at)) == list(y0)
    assert X1.iloc[at].tolist() == cx.iloc[0].tolist() and y1.iloc[at] == cy.iloc[0]
    schema.encode(X1), schema.encode_labels(y1)              # both fit the public schema
    if canary == "single-class":
        assert set(y0) == {"no"} and cy.iloc[0] == "yes"
    if canary == "class-flip":
        assert cx.iloc[0].tolist() == X0.iloc[0].tolist() and cy.iloc[0] != y0.iloc[0]


def test_bad_arguments():
    est = d.PrivateRDTClassifier(n_estimators=1)
    for kw in (dict(canary="nope"), dict(n_runs=3), dict(n_runs=10.0), dict(alpha=1.0),
               dict(statistics=("proba", "nope")), dict(epsilon=0.0)):
        with pytest.raises(ValueError):
            audit(est, progress=False, **kw)
    with pytest.raises(ValueError, match="unknown estimator"):
        audit_estimator("nope")


# ----------------------------------------------------------------------------- the audits
@pytest.mark.parametrize("name", list(ALGORITHMS))
def test_every_estimator_passes_at_epsilon_1(name):
    """Each estimator passes the distinguishing audit at ε = 1.  With this many runs the test
    detects only gross leaks (near-noiseless releases, data-dependent refusals): it is not a
    check of any noise scale, which the door-level distribution tests make
    (tests/test_door_noise.py, tests/test_sampler.py)."""
    res = _honest_audit(audit_estimator(name, 1.0), canary="outlier", n_runs=RUNS,
                        alpha=PASS_ALPHA, progress=False)
    assert res.epsilon == 1.0 and res.runs == RUNS and res.n_eval == RUNS - RUNS // 2
    assert res.refused == (0, 0)
    assert 0 <= res.epsilon_lb <= res.epsilon and res.passed, res
    # the audit's small forests release something a record moves once the noise is off: the
    # pass is evidence (the default forest at its own settings would not be: below)
    assert res.control_separates is True, res
    assert res.verdict == ("pass" if res.max_detectable > res.epsilon else "inconclusive")


def test_label_leaves_are_audited_where_a_record_moves_a_label():
    """The default forest's label leaves (its own leaf_release at the audit's size): the
    class-flip canary moves a leaf's class, so the audit has power there and passes.  Depth 3:
    at depth 2 the trees of a third of the audit's 100 records split on age alone, whose leaves
    are too large for one flipped label to move (the noiseless control would not separate)."""
    est = d.DPForestClassifier(n_estimators=3, max_depth=3, leaf_release="label")
    res = _honest_audit(est, canary="class-flip", epsilon=1.0, n_runs=RUNS, alpha=PASS_ALPHA,
                        progress=False)
    assert res.control_separates is True and res.passed, res


def test_a_pass_without_power_is_inconclusive():
    """The default forest as users fit it, at the audit's 100 records and ε = 1, is a stump whose
    leaves release only labels: one record moves nothing even with the noise off, so both it and
    its noiseless control 'passed'.  The audit now compares noiseless fits of D and D' and calls
    such a result inconclusive; with 1,000 records the leaves release counts and it is a pass."""
    weak = _honest_audit(d.DPForestClassifier(), canary="outlier", epsilon=1.0, n_runs=40,
                         alpha=PASS_ALPHA, progress=False)
    assert weak.passed and weak.control_separates is False and weak.verdict == "inconclusive"
    control = audit(NoiselessControl(d.DPForestClassifier()), canary="outlier", epsilon=1.0,
                    n_runs=40, progress=False)
    assert control.verdict == "inconclusive" and control.to_dict()["control_separates"] is False
    # at the other pass tests' level (an honest fit fails at alpha = 0.05 up to 5 % of runs);
    # 60 runs keep the power to separate at that level (40 reach a bound of about 0.77 < 1)
    strong = _honest_audit(d.DPForestClassifier(), canary="outlier", epsilon=1.0, n_runs=60,
                           n_records=1000, alpha=PASS_ALPHA, progress=False)
    assert strong.control_separates is True and strong.verdict == "pass", strong
    # a generator as random_state, as scikit-learn takes it: the check draws its own seeds
    # (it crashed at the end of the audit, losing every fit)
    gen = audit(d.DPForestClassifier(), canary="outlier", epsilon=1.0, n_runs=8,
                random_state=np.random.RandomState(0), progress=False)
    assert gen.control_separates is False and gen.verdict == "inconclusive"


class _Jumbled(d.DPForestClassifier):
    """Releases probabilities drawn by a generator of its own, unseeded: nothing the canary
    moves, yet two noiseless fits never agree."""

    def _proba(self, X):
        p = super()._proba(X)
        return np.random.default_rng().dirichlet(np.ones(p.shape[1]), len(p))


def test_a_noiseless_control_whose_fits_differ_on_the_same_records_is_inconclusive():
    """Randomness outside the seed and the noise made the noiseless fits of D and D' differ,
    so the control 'separated' them and a model of junk passed.  The fit on D is repeated with
    its seed first: one that differs from itself separates nothing."""
    junk = audit(_Jumbled(), canary="outlier", epsilon=1.0, n_runs=8, n_records=1000,
                 progress=False)
    assert junk.control_separates is False and junk.verdict == "inconclusive", junk
    honest = audit(d.DPForestClassifier(), canary="outlier", epsilon=1.0, n_runs=8,
                   n_records=1000, progress=False)
    assert honest.control_separates is True


def test_too_few_runs_to_show_a_violation_is_inconclusive_not_a_pass():
    """A noiseless control at a claimed ε of 5 with 20 runs: even perfect separation of D and D'
    gives a lower bound near 0.8, so the audit cannot tell a pass from a fail -- it says so."""
    res = audit(audit_estimator("control", 5.0), canary="outlier", n_runs=20, progress=False)
    assert res.passed and res.max_detectable < 5 and res.verdict == "inconclusive", res
    assert res.epsilon_lb == pytest.approx(res.max_detectable)          # it did separate them all
    strong = audit(audit_estimator("control", 1.0), canary="outlier", n_runs=60, progress=False)
    assert strong.verdict == "FAIL" and strong.max_detectable > 1.0


def test_class_flip_canary_passes():
    res = _honest_audit(audit_estimator("default", 1.0), canary="class-flip", n_runs=RUNS,
                        alpha=PASS_ALPHA, progress=False)
    assert res.passed and res.epsilon_lb <= 1.0, res


@pytest.mark.parametrize("canary", ["outlier", "class-flip"])
def test_noiseless_control_is_flagged(canary):
    ctrl = NoiselessControl(d.PrivateRDTClassifier(n_estimators=2))
    res = audit(ctrl, canary=canary, epsilon=1.0, n_runs=RUNS, progress=False)
    # exact counts separate D from D' every time: the largest bound these runs allow
    assert res.tpr == 1.0 and res.fpr == 0.0
    assert res.epsilon_lb == pytest.approx(_perfect_lb(res.n_eval, 0.05))
    assert res.epsilon_lb > 1.0 and not res.passed
    assert res.estimator == "NoiselessControl(PrivateRDTClassifier)"
    # the pass tests' smaller α still flags it
    strict = audit(ctrl, canary=canary, epsilon=1.0, n_runs=RUNS, alpha=PASS_ALPHA, progress=False)
    assert strict.epsilon_lb == pytest.approx(_perfect_lb(strict.n_eval, PASS_ALPHA))
    assert strict.epsilon_lb > 1.0 and not strict.passed


def test_the_noiseless_control_warns_outside_audit_only():
    """Fitted by hand it says it is not private (on real data it would publish exact
    counts); audit's own fits of it stay quiet."""
    from dpforest.audit import NoiselessFitWarning

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300)})
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["n", "y"])
    ctrl = NoiselessControl(d.PrivateRDTClassifier(1.0, s, n_estimators=2, progress=False))
    with pytest.warns(NoiselessFitWarning, match="not differentially private at any epsilon"):
        ctrl.fit(X, np.where(X.a > 0.5, "y", "n"))
    with warnings.catch_warnings():
        warnings.simplefilter("error", NoiselessFitWarning)
        audit(NoiselessControl(d.PrivateRDTClassifier(n_estimators=2)), canary="outlier",
              epsilon=1.0, n_runs=6, progress=False)


def test_detects_a_genuinely_larger_epsilon():
    """Power against a real, noisy mechanism: one Private-RDT tree at ε = 6 is flagged against
    a claim of 1 (its ε_lb exceeds 1) but never against its true ε."""
    res = audit(d.PrivateRDTClassifier(n_estimators=1), canary="outlier", epsilon=6.0,
                n_runs=RUNS, progress=False)
    assert 1.0 < res.epsilon_lb <= 6.0, res


def test_single_class_neighbour_passes():
    res = _honest_audit(audit_estimator("private-rdt", 1.0), canary="single-class", n_runs=RUNS,
                        alpha=PASS_ALPHA, progress=False)
    assert res.refused == (0, 0) and res.passed, res


def test_insert_at_front_neighbour_passes():
    est = d.DPRFClassifier(n_estimators=1, max_depth=1)
    res = _honest_audit(est, canary="insert-at-front", n_runs=100, alpha=PASS_ALPHA, progress=False)
    assert res.passed, res


class _RefusesOneClass(d.PrivateRDTClassifier):
    """A stand-in for a leaky estimator: it refuses data of a single class (dpforest's own
    estimators never refuse on data, so the audit's refusal scoring needs a stub to be tested)."""

    error = ValueError

    def fit(self, X, y, sample_weight=None):
        if len(set(np.asarray(y).tolist())) < 2:
            raise self.error("refused: a single class")
        return super().fit(X, y, sample_weight)


class _FailsOnOneClass(_RefusesOneClass):
    """The same leak through an error of another type (a crash is public output too)."""

    error = ZeroDivisionError


def test_refusal_is_scored_not_raised():
    """A fit refusing D (any ValueError) is public output: the audit scores it instead of
    crashing, the counts add up, and a refusal of D alone is a perfect distinguisher."""
    # 32 runs: with 8, the evaluation half's few fitted D' could all score below the
    # threshold the other half chose (tpr 0), about once in twenty suite runs
    res = audit(_RefusesOneClass(n_estimators=1), canary="single-class", n_runs=32, progress=False)
    assert res.refused == (32, 0)
    # every refused D scores below any fitted D': no false positive, an unbounded estimate
    assert res.fpr == 0.0 and res.tpr > 0 and np.isinf(res.epsilon_hat)
    # an error of any other type is scored the same way, not raised
    assert audit(_FailsOnOneClass(n_estimators=1), canary="single-class", n_runs=8,
                 progress=False).refused == (8, 0)
    # the library's own estimator on the same canary refuses neither side
    assert audit(d.PrivateRDTClassifier(n_estimators=1), canary="single-class", n_runs=8,
                 progress=False).refused == (0, 0)


def test_result_table_and_plot(tmp_path):
    table = audit_table({"rdt": d.PrivateRDTClassifier(n_estimators=1),
                         "ctrl": NoiselessControl(d.PrivateRDTClassifier(n_estimators=1))},
                        canaries=("outlier",), n_runs=8, progress=False)
    assert list(table["estimator"]) == ["rdt", "ctrl"]
    assert {"runs", "statistic", "threshold", "tpr", "fpr", "epsilon_lb", "epsilon_hat",
            "epsilon", "passed"} <= set(table.columns)
    res = table.attrs["results"][1]
    fpr, fnr = res.tradeoff()
    assert (fpr[0], fnr[0]) == (1.0, 0.0) and (fpr[-1], fnr[-1]) == (0.0, 1.0)
    assert np.all(np.diff(fpr) <= 0) and np.all(np.diff(fnr) >= 0)
    pytest.importorskip("matplotlib")
    out = tmp_path / "t.png"
    axes = res.plot(path=out)
    assert out.stat().st_size > 1000
    assert len(axes) == 2 and axes[0].figure is axes[1].figure
    assert [a.get_title() for a in axes][0] == "linear"
    # the verdict's own test is marked, with the confidence box around its rates
    for a in axes:
        marked = [ln for ln in a.get_lines() if ln.get_label().startswith("chosen test")]
        assert len(marked) == 1 and len(a.patches) == 1
        box = a.patches[0]
        x, y = marked[0].get_xdata()[0], marked[0].get_ydata()[0]
        assert box.get_x() <= x <= box.get_x() + box.get_width()
        assert box.get_y() <= y <= box.get_y() + box.get_height()


def test_cli_audit(tmp_path, capsys):
    out = tmp_path / "aud"
    # 30 runs per data set: the control's perfect separation gives ε_lb ≈ 1.3 > 1
    assert main(["audit", "--estimator", "private-rdt", "control", "--runs", "30", "--out", str(out),
                 "--no-progress", "--n-estimators", "1", "--strict"]) == 3   # the control fails
    table = pd.read_csv(out / "audit.csv")
    assert list(table["estimator"]) == ["private-rdt", "control"] and not table["passed"].iloc[1]
    assert len(list(out.glob("*.png"))) == 2
    said = capsys.readouterr()
    assert "epsilon_lb" in said.out
    # a pass says it is no proof, and how far these runs could have looked
    if table["verdict"].iloc[0] == "pass":
        assert "a pass is no proof of privacy" in said.err
    assert main(["audit", "--estimator", "nope", "--runs", "8"]) == 2
    assert main(["audit", "--runs", "8", "--out", str(out), "--no-progress"]) == 2  # no overwrite
    # the noiseless control at a claim its runs cannot refute: inconclusive, and its table row
    # says no pass (it read True beside "inconclusive"); --strict fails on FAIL rows only
    capsys.readouterr()
    assert main(["audit", "--estimator", "control", "--epsilon", "5", "--runs", "20", "--out",
                 str(tmp_path / "weak"), "--no-progress", "--n-estimators", "1", "--strict"]) == 0
    weak = pd.read_csv(tmp_path / "weak" / "audit.csv")
    assert weak["verdict"].tolist() == ["inconclusive"] and weak["passed"].isna().all()


def test_many_class_canary_passes_and_exercises_the_look_ahead():
    """Five classes, a depth-2 default tree: its root is scored by the finished subtree's count
    (each child's best next split, which the top-2 count bounds: two leaves below, five
    classes), read from a pairwise table; the canary brings the class no record of D has."""
    est = audit_estimator("default", 1.0)
    X0, y0, X1, y1, cx, cy, schema = neighbours("many-class", 100)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        used = set(clone(est).set_params(schema=schema).fit(X1, y1).ledger_.to_frame().mechanism)
    assert "permute-and-flip (subtree/top2, Δ=1, monotone)" in used
    res = _honest_audit(est, canary="many-class", n_runs=RUNS, alpha=PASS_ALPHA, progress=False)
    assert res.refused == (0, 0) and res.passed and res.epsilon_lb <= 1.0, res
    # the control releases counts: a noiseless label would show the canary only where it flips one
    ctrl = audit(NoiselessControl(clone(est).set_params(leaf_release="counts")), canary="many-class",
                 epsilon=1.0, n_runs=RUNS, progress=False)
    assert ctrl.epsilon_lb > 1.0 and not ctrl.passed, ctrl


def test_adaptive_grid_canary_audits_the_grid_histogram():
    """The default forest's adaptive grid reads the records through a charged histogram; the
    canary sits alone above 80 on a schema the grid may refine, and the audit declares a public
    n large enough that the histogram is bought.  Judged on the fitted grid alone, the default
    passes and the noiseless control (exact histograms) is flagged."""
    est = audit_estimator("default", 1.0)
    X0, y0, X1, y1, cx, cy, schema = neighbours("adaptive-grid", 100)
    assert all(f.n_bins is None for f in schema.features if f.kind == "numeric")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", d.ConstantModelWarning)
        fitted = clone(est).set_params(schema=schema, n_samples=10 ** 6).fit(X1, y1)
    assert fitted.ledger_.to_frame()["what"].str.startswith("numeric grid histogram").any()
    res = _honest_audit(est, canary="adaptive-grid", n_runs=RUNS, alpha=PASS_ALPHA,
                        statistics=("grid",), progress=False)
    assert res.refused == (0, 0) and res.passed and res.epsilon_lb <= 1.0, res
    ctrl = audit(NoiselessControl(est), canary="adaptive-grid", epsilon=1.0, n_runs=RUNS,
                 statistics=("grid",), progress=False)
    assert ctrl.epsilon_lb > 1.0 and not ctrl.passed, ctrl


def test_an_audits_own_fits_say_nothing_of_rare_classes_or_label_leaves(monkeypatch):
    """The audit's hundreds of fits on its made-up data: their predict_proba notices (a rare
    class, label leaves) were printed between the audit's verdicts, read as the user's.  Here
    every class counts as rare, so each fit's predict_proba would say it."""
    from dpforest.exceptions import LabelProbabilityWarning, RareClassWarning
    from dpforest.forests import base

    monkeypatch.setattr(base, "RARE_CLASS_SHARE", 1.01)
    monkeypatch.setattr(base, "RARE_CLASS_OF_EVEN", 9.0)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")          # once per model, not once a minute
        audit(audit_estimator("default", 1.0), canary="single-class", n_runs=8, progress=False)
    assert not [w for w in rec if issubclass(w.category, (RareClassWarning, LabelProbabilityWarning))]
    # nor its fits' small budget (its 100 made-up records of 2 classes at epsilon 0.1: a noisy
    # size times epsilon near 10, below the line of 20): said outside an audit, never inside one
    from dpforest.exceptions import SmallBudgetWarning

    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        audit(audit_estimator("default", 0.1), canary="single-class", n_runs=8, progress=False)
    assert not [w for w in rec if issubclass(w.category, SmallBudgetWarning)]
    Xs, ys, ss = audit_dataset(100)
    with pytest.warns(SmallBudgetWarning):
        d.DPForestClassifier(0.1, ss, n_samples=100, random_state=0).fit(Xs, ys)
    # outside an audit the same model says it
    X, y, schema = audit_dataset(100)
    m = d.DPForestClassifier(1.0, schema, random_state=0).fit(X, y)
    with pytest.warns((RareClassWarning, LabelProbabilityWarning)):
        m.predict_proba(X.head(2))


def test_auditing_a_scikit_learn_model_says_what_the_audit_takes():
    """A teacher's non-private baseline, RandomForestClassifier, failed in set_params with
    scikit-learn's "Invalid parameter 'schema'": the audit says it takes dpforest estimators
    and names the noiseless control as the leaky reference, before any fit."""
    from sklearn.ensemble import RandomForestClassifier

    with pytest.raises(TypeError, match=r"audit takes a dpforest estimator.*NoiselessControl"):
        audit(RandomForestClassifier(n_estimators=3), n_runs=8, progress=False)


def test_the_command_line_keeps_the_rows_of_an_audit_whose_other_row_cannot_fit(capsys):
    """--max-depth 0 is refused by DPRF's own fit, after every run: the traceback lost the
    default forest's finished row.  Now that row's error is one line, the others are kept,
    and the exit status is 2; with no row left, one error line."""
    rc = main(["audit", "--estimator", "dprf", "default", "--max-depth", "0", "--runs", "4",
               "--no-progress"])
    out = capsys.readouterr()
    assert rc == 2 and "dpforest: error: dprf eps=1 outlier: every fit of DPRFClassifier failed" \
        in out.err and "Traceback" not in out.err
    assert "default" in out.out and "dprf" not in out.out.split("\n", 1)[1]
    assert main(["audit", "--estimator", "dprf", "--max-depth", "0", "--runs", "4",
                 "--no-progress"]) == 2
    assert "no audit row could be made" in capsys.readouterr().err


class _FittedAtTenTimes(d.DPForestClassifier):
    """Fits at 10 × the ε its parameter claims (its ledger says so): a leak the outlier canary
    passes at a few hundred runs."""

    def fit(self, X, y, **kw):
        claimed = self.epsilon
        self.epsilon = claimed * 10
        try:
            return super().fit(X, y, **kw)
        finally:
            self.epsilon = claimed


def test_a_fit_whose_own_ledger_composes_more_than_the_claim_fails():
    res = audit(_FittedAtTenTimes(), canary="outlier", epsilon=1.0, n_runs=8, progress=False)
    assert res.ledger_epsilon == pytest.approx(10.0) and res.verdict == "FAIL"
    assert res.to_dict()["ledger_epsilon"] == pytest.approx(10.0)
    honest = audit(d.DPForestClassifier(), canary="outlier", epsilon=1.0, n_runs=8,
                   progress=False)
    assert honest.ledger_epsilon == pytest.approx(1.0) and honest.verdict != "FAIL"
