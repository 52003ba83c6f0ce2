"""Settings that cannot run are refused before the door opens: nothing read, nothing booked.

Each case below was refused only after ``PrivateData`` had read the records (a budget kept the
failed fit's ε), or ran with a value its docs do not allow; for an invalid ``categorical_split``
of the paper forests, whether the fit was refused at all followed the records and the noise
(the growth checked it only where a node offered a categorical candidate).
"""
import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.model_selection import PrivateModelSelector


@pytest.fixture()
def data():
    rng = np.random.default_rng(0)
    n = 200
    X = pd.DataFrame({"a": rng.uniform(0, 10, n), "b": rng.uniform(-5, 5, n),
                      "c": rng.choice(list("xyz"), n)})
    y = rng.choice(["p", "q", "r"], n)
    s = d.Schema([d.Numeric("a", 0, 10), d.Numeric("b", -5, 5), d.Categorical("c", ("x", "y", "z"))],
                 classes=["p", "q", "r"])
    return X, y, s


@pytest.fixture()
def door_never_opens(monkeypatch):
    from dpforest import data as door

    def opened(*args, **kwargs):
        raise AssertionError("the door opened: a refusal came after the records were read")

    monkeypatch.setattr(door.PrivateData, "__init__", opened)


CASES = [
    (d.DPRFClassifier, dict(categorical_split="bogus"), "categorical_split must be"),
    (d.DiffPRFsClassifier, dict(categorical_split="gini"), "categorical_split must be"),
    (d.RFDPOOBClassifier, dict(categorical_split=None), "categorical_split must be"),
    (d.OOBBudgetForestClassifier, dict(categorical_split=0), "categorical_split must be"),
    (d.RFDPOOBClassifier, dict(outlier_sigma="2"), "outlier_sigma must be a finite number"),
    (d.RFDPOOBClassifier, dict(outlier_sigma=float("nan")), "outlier_sigma must be a finite number"),
    (d.OOBBudgetForestClassifier, dict(rfs_sigma=[1]), "rfs_sigma must be a finite number"),
    (d.OOBBudgetForestClassifier, dict(pfs_sigma="1"), "pfs_sigma must be a finite number"),
    (d.DPRFClassifier, dict(stop_factor="x"), "stop_factor must be a finite number >= 0"),
    (d.DPRFClassifier, dict(stop_factor=-1.0), "stop_factor must be a finite number >= 0"),
    (d.DPForestClassifier, dict(n_samples=float("inf")), "n_samples must be None or a public"),
    (d.RFDPOOBClassifier, dict(criterion="info_gain", n_max=float("inf")), "n_max must be a finite"),
    (d.DPRFClassifier, dict(n_max=float("inf")), "n_max must be a finite"),
    (d.RFDPOOBClassifier, dict(criterion="info_gain", n_max="bogus"), "n_max must be a finite"),
    (d.OOBBudgetForestClassifier, dict(n_scouts=10 ** 9), "n_scouts=1000000000 trees"),
    (d.OOBBudgetForestClassifier, dict(n_scouts=float("inf")), "n_scouts must be a positive integer"),
    (d.SNRForestClassifier, dict(sum_unclipped="bogus"), "sum_unclipped must be True or False"),
    # (2.0 ** depth overflowed past 1023: an OverflowError, exit 1 with a traceback on the
    # command line)
    (d.DPForestClassifier, dict(max_depth=10 ** 6), "max_depth=1000000 grows 1 complete tree"),
]


@pytest.mark.parametrize("cls, kwargs, said", CASES,
                         ids=[f"{c.__name__}-{next(iter(k))}" for c, k, _ in CASES])
def test_a_setting_that_cannot_run_is_refused_before_the_door_opens(cls, kwargs, said, data,
                                                                     door_never_opens):
    X, y, s = data
    budget = d.PrivacyBudget(10.0)
    with pytest.raises(ValueError, match=said):
        budget.fit(cls(2.0, s, random_state=0, progress=False, **kwargs), X, y)
    assert budget.spent == 0 and not budget.releases


@pytest.mark.parametrize("candidates, kwargs, kind, said", [
    (lambda s: [d.RFDPOOBClassifier(n_estimators=3, categorical_split="bogus"),
                d.DPForestClassifier()], {}, ValueError, "categorical_split must be"),
    (lambda s: [d.DPForestClassifier(n_samples=float("inf")), d.DPForestClassifier(max_depth=2)],
     {}, ValueError, "n_samples must be None or a public"),
    (lambda s: [PrivateModelSelector([d.DPForestClassifier()]), d.DPForestClassifier()],
     {}, TypeError, "cannot be a PrivateModelSelector itself"),
    (lambda s: [d.DPForestClassifier(), d.DPForestClassifier(max_depth=2)],
     {"validation_share": "0.3"}, ValueError, r"validation_share must be a number in \(0, 1\)"),
    (lambda s: [d.DPForestClassifier(), d.DPForestClassifier(max_depth=2)],
     {"refit_share": float("nan")}, ValueError, r"refit_share must be a number in \[0, 1\)"),
])
def test_a_selector_refuses_a_candidate_that_cannot_run_before_the_door_opens(
        candidates, kwargs, kind, said, data, door_never_opens):
    X, y, s = data
    budget = d.PrivacyBudget(10.0)
    with pytest.raises(kind, match=said):
        budget.fit(PrivateModelSelector(candidates(s), epsilon=2.0, schema=s, **kwargs), X, y)
    assert budget.spent == 0 and not budget.releases


def test_the_values_still_allowed_fit(data):
    """The checks refuse only what could not run: the documented values fit, ledger equal to ε."""
    X, y, s = data
    for est in (d.DPRFClassifier(2.0, s, n_estimators=3, categorical_split="multiway", stop_factor=None),
                d.RFDPOOBClassifier(2.0, s, n_estimators=4, outlier_sigma=1.5, criterion="info_gain",
                                    n_max=500),
                d.OOBBudgetForestClassifier(2.0, s, n_estimators=3, n_scouts=2, rfs_sigma=1, pfs_sigma=0.5),
                d.SNRForestClassifier(2.0, s, sum_unclipped=np.True_),
                # n_max is read by the information-gain criteria only: ignored by another
                d.DiffPRFsClassifier(2.0, s, n_estimators=3, criterion="gini", n_max=0.5),
                d.DPRFClassifier(2.0, s, n_estimators=3, criterion="gini", n_max=float("inf")),
                d.DPForestClassifier(2.0, s, n_samples=200.0)):
        est.set_params(progress=False, random_state=0)
        assert est.fit(X, y).ledger_.epsilon == pytest.approx(2.0), type(est).__name__
