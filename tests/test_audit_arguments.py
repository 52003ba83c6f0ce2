"""The audit's arguments are checked before any fit, and its failures say what failed.

A wrong argument used to surface as Python's or numpy's own error (``'<' not supported``, an
``_ArrayMemoryError`` for a huge ``n_runs``), or only after every one of the 2 · n_runs fits
had failed ("every fit ... failed"); a statistic of one's own or a model that raised while
being read escaped raw from the middle of the loop.  Each audit here is a few fits at most.
"""

import math

import numpy as np
import pytest

import dpforest as d
from dpforest.audit import (MAX_RECORDS, MAX_RUNS, _epsilon_hat, audit, audit_dataset,
                            audit_estimator, clopper_pearson, epsilon_lower_bound)
from dpforest.cli import main

RUNS = 4  # the fewest the audit takes: these tests read its arguments and errors, not verdicts


class _CountedFits(d.DPForestClassifier):
    """The default forest, counting its fits (on the class: the audit fits clones)."""

    fits = 0

    def fit(self, X, y, **kw):
        type(self).fits += 1
        return super().fit(X, y, **kw)


@pytest.fixture
def counted():
    _CountedFits.fits = 0
    yield _CountedFits
    _CountedFits.fits = 0


def _refused_before_any_fit(counted, error, match, **kw):
    est = kw.pop("estimator", None) or counted(n_estimators=1, max_depth=1)
    with pytest.raises(error, match=match):
        audit(est, **{"n_runs": RUNS, "progress": False, **kw})
    assert counted.fits == 0


# ----------------------------------------------------------------------------- sizes
@pytest.mark.parametrize("kw, match", [
    (dict(n_runs=10 ** 12), r"^n_runs must be an integer from 4 to 1,000,000"),
    (dict(n_runs=MAX_RUNS + 1), r"^n_runs must be an integer from 4 to 1,000,000"),
    (dict(n_records=10 ** 10), r"^n_records must be an integer from 2 to 10,000,000"),
    (dict(n_records=MAX_RECORDS + 1), r"^n_records must be an integer from 2 to 10,000,000"),
])
def test_huge_sizes_are_refused_before_any_work(counted, kw, match):
    """numpy's _ArrayMemoryError came from allocating the per-run arrays (n_runs) or D itself
    (n_records): refused, naming the argument and its range, before anything is made."""
    _refused_before_any_fit(counted, ValueError, match, **kw)


def test_the_data_set_refuses_a_huge_or_non_integer_size():
    for n in (10 ** 10, "abc", None, 1, 2.5, True):
        with pytest.raises(ValueError, match=r"^n_records must be an integer from 2"):
            audit_dataset(n)
    assert len(audit_dataset(2)[0]) == 2


# ----------------------------------------------------------------------------- types, values
@pytest.mark.parametrize("kw, match", [
    (dict(alpha="0.05"), r"^alpha must be a number in \(0, 1\), got '0.05' \(a str\)"),
    (dict(alpha=None), r"^alpha must be a number in \(0, 1\), got None"),
    (dict(alpha=np.array([0.1, 0.2])), r"^alpha must be a number in \(0, 1\)"),
    (dict(alpha=float("nan")), r"^alpha must be a number in \(0, 1\)"),
    (dict(alpha=True), r"^alpha must be a number in \(0, 1\)"),
    (dict(epsilon="1"), r"^epsilon must be a positive finite number.*got a str"),
    (dict(epsilon=True), r"^epsilon must be a positive finite number.*got a bool"),
    (dict(epsilon=float("inf")), r"^epsilon must be a positive finite number"),
    (dict(n_records="abc"), r"^n_records must be an integer from 2"),
    (dict(n_records=None), r"^n_records must be an integer from 2"),
    (dict(n_records=100.0), r"^n_records must be an integer from 2"),
    (dict(n_runs=True), r"^n_runs must be an integer from 4"),
    (dict(statistics=None), r"^statistics must be a non-empty sequence"),
    (dict(statistics=5), r"^statistics must be a non-empty sequence"),
    (dict(canary=None), r"^canary must be one of"),
    (dict(random_state=-1), r"^random_state must be None, a non-negative integer"),
    (dict(random_state="x"), r"^random_state must be None, a non-negative integer"),
    (dict(random_state=1.5), r"^random_state must be None, a non-negative integer"),
    (dict(random_state=True), r"^random_state must be None, a non-negative integer"),
])
def test_a_wrong_argument_is_named_before_any_fit(counted, kw, match):
    """Python's own errors ('<' not supported, int() of 'abc', 'NoneType' object is not
    iterable), or a RuntimeError after every fit had failed on it (epsilon=True,
    random_state=-1): now a ValueError naming the argument, and no fit made."""
    _refused_before_any_fit(counted, ValueError, match, **kw)


@pytest.mark.parametrize("own", [-1, float("inf"), None, "1", True])
def test_the_estimators_own_invalid_epsilon_is_named_before_any_fit(counted, own):
    """With audit's epsilon None the claim is the estimator's own: -1 or inf failed every fit,
    None raised float()'s TypeError after them."""
    est = counted(n_estimators=1, max_depth=1)
    est.epsilon = own
    _refused_before_any_fit(counted, ValueError, r"^the estimator's own epsilon.*audit\(epsilon",
                            estimator=est)
    # a valid claim of the audit's own replaces it
    est.epsilon = own
    assert audit(est, n_runs=RUNS, epsilon=1.0, progress=False).epsilon == 1.0


def test_an_estimator_class_is_refused_with_what_to_pass(counted):
    _refused_before_any_fit(counted, TypeError,
                            r"^estimator must be an estimator instance, got the class "
                            r"_CountedFits: pass _CountedFits\(\.\.\.\)", estimator=counted)
    from dpforest.audit import NoiselessControl
    _refused_before_any_fit(counted, TypeError, r"estimator must be an estimator instance",
                            estimator=NoiselessControl(counted))


def test_the_random_states_the_audit_takes():
    """None, an integer >= 0 (numpy's too), a numpy RandomState or Generator: a generator is
    copied into every fit as it is (a fixed seed), and the caller's is not advanced."""
    est = audit_estimator("default", 1.0, n_estimators=1, max_depth=1)
    for rs in (None, 0, np.int64(3), np.random.RandomState(0)):
        assert audit(est, n_runs=RUNS, random_state=rs, progress=False).runs == RUNS
    g = np.random.default_rng(0)
    before = g.bit_generator.state
    assert audit(est, n_runs=RUNS, random_state=g, progress=False).runs == RUNS
    assert g.bit_generator.state == before


def test_the_command_line_refuses_a_negative_random_state_before_fitting(capsys, monkeypatch):
    """``dpforest audit --random-state -1`` fitted 2 x --runs times before saying "every fit
    ... failed"; it is refused in one line before anything is made."""
    import sklearn.base

    fits = []
    real_clone = sklearn.base.clone
    monkeypatch.setattr("dpforest.audit.clone", lambda e, **kw: fits.append(1) or real_clone(e, **kw))
    rc = main(["audit", "--random-state", "-1", "--runs", "4", "--no-progress"])
    err = capsys.readouterr().err
    assert rc == 2 and "--random-state must be" in err and "every fit" not in err, err
    assert fits == []          # refused before any estimator is made


# ----------------------------------------------------------------------------- statistics
def test_the_point_estimate_of_a_backwards_test_is_minus_infinity():
    """TPR = 0, FPR = 1: log(0/1) in both terms; nan_to_num made it -1.797e308."""
    assert _epsilon_hat([0], 5, [5], 5)[0] == -math.inf
    assert _epsilon_hat([5], 5, [0], 5)[0] == math.inf          # a perfect test
    assert _epsilon_hat([0], 5, [0], 5)[0] == 0.0               # 0/0 and log(1/1)
    assert _epsilon_hat([3], 6, [3], 6)[0] == 0.0


@pytest.mark.parametrize("k, n", [(float("nan"), 5), (1.5, 5), ([1, float("nan")], 5),
                                  ([0, 2.5], 5), (1, 5.5), (1, float("nan")), (1, 0),
                                  ("a", 5), (6, 5), (-1, 5)])
def test_clopper_pearson_refuses_nan_and_fractions(k, n):
    """NaN or a fraction of a success returned a bound (or NaN) though a ValueError was
    promised."""
    for side in ("lower", "upper"):
        with pytest.raises(ValueError, match=r"^(k|n|k and n) must be (a )?whole numbers?"):
            clopper_pearson(k, n, 0.05, side)


def test_clopper_pearson_still_takes_whole_numbers_of_any_type():
    assert float(clopper_pearson(3.0, 10.0, 0.05, "lower")) == pytest.approx(
        float(clopper_pearson(3, 10, 0.05, "lower")))
    assert clopper_pearson(np.array([0, 5, 10]), np.int64(10), 0.05, "upper").shape == (3,)
    assert float(epsilon_lower_bound(np.array([30]), 30, np.array([0]), 30)[0]) > 1
    with pytest.raises(ValueError, match="alpha"):
        clopper_pearson(1, 5, "0.05", "lower")


# ----------------------------------------------------------------------------- the loop
class _ClasslessFit(d.DPForestClassifier):
    """A model whose classes_ lose the canary's class (as classes read from the records
    would)."""

    def fit(self, X, y, **kw):
        super().fit(X, y, **kw)
        self.classes_ = np.array(["no"])
        return self


class _UnreadableFit(d.DPForestClassifier):
    """A model whose predict_proba raises."""

    def predict_proba(self, X):
        raise AttributeError("no probabilities here")


def test_a_statistic_that_raises_mid_run_is_named():
    """A KeyError from the caller's own statistic escaped raw from the loop."""
    calls = []

    def flaky(model, canary):
        calls.append(1)
        if len(calls) == 3:
            return {}["missing"]
        return 0.0

    with pytest.raises(RuntimeError, match=r"^the statistic 'flaky' failed \(run 2 of "
                                           r"DPForestClassifier on D\): KeyError") as e:
        audit(audit_estimator("default", 1.0, 1, 1), n_runs=RUNS, statistics=("proba", flaky),
              progress=False)
    assert isinstance(e.value.__cause__, KeyError)


def test_a_model_whose_classes_lack_the_canarys_class_is_named():
    """ValueError "'yes' is not in list" escaped raw from the loop."""
    with pytest.raises(RuntimeError, match=r"classes_ \['no'\] lack the canary's class 'yes' "
                                           r"\(run 1 of _ClasslessFit on D\)"):
        audit(_ClasslessFit(n_estimators=1, max_depth=1), n_runs=RUNS, progress=False)


def test_a_model_that_cannot_be_read_is_named_with_its_cause():
    with pytest.raises(RuntimeError, match=r"^reading the fitted model failed \(run 1 of "
                                           r"_UnreadableFit on D\): AttributeError: no "
                                           r"probabilities") as e:
        audit(_UnreadableFit(n_estimators=1, max_depth=1), n_runs=RUNS, progress=False)
    assert isinstance(e.value.__cause__, AttributeError)


@pytest.mark.parametrize("args, said", [
    (["--random-state", "-1"], "--random-state must be a whole number >= 0, got -1"),
    (["--runs", "10000000"], "--runs <= 1,000,000"),
    (["--records", "100000000"], "--records <= 10,000,000"),
])
def test_the_command_line_refuses_the_limits_in_one_line(capsys, args, said):
    from dpforest.cli import main

    assert main(["audit", "--runs", "4", *args]) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err
