"""One contract for every dpforest estimator: bad input -> clear error, fitted model unchanged;
ledger total == ε; scikit-learn cloning; probabilities sum to one."""

import copy

import numpy as np
import pandas as pd
import pytest
from sklearn.base import clone

import dpforest as d

ESTIMATORS = [d.DPForestClassifier, d.DiffPRFsClassifier, d.RFDPOOBClassifier, d.OOBBudgetForestClassifier,
              d.DPRFClassifier, d.SNRForestClassifier, d.PrivateRDTClassifier, d.CRFsDPClassifier]


def _small(cls, eps, schema):
    params = cls(eps, schema).get_params()
    kw = {k: v for k, v in dict(n_estimators=4, max_depth=3, random_state=0, progress=False).items()
          if k in params}
    return cls(eps, schema, **kw)


def _state(m):
    return {k: copy.deepcopy(v) for k, v in vars(m).items() if k.endswith("_")}


def _with(X, y, **changes):
    Xb, yb = X.copy(), y.copy()
    for col, v in changes.items():
        Xb.loc[0, col] = v
    return Xb, yb


@pytest.mark.parametrize("cls", ESTIMATORS, ids=lambda c: c.__name__)
def test_contract(cls, mixed):
    X, y, s = mixed
    m = _small(cls, 1.0, s).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)
    proba = m.predict_proba(X.iloc[:40])
    assert proba.shape == (40, 3) and np.allclose(proba.sum(1), 1)
    assert set(m.predict(X.iloc[:40])) <= set(s.classes)
    before = _state(m)
    trees = m.trees_

    bad_fits = [
        (_with(X, y, age=np.nan), "missing"),
        (_with(X, y, age=np.inf), "infinite"),
        (_with(X, y, age=1e6), "bounds"),
        (_with(X, y, color="purple"), "categories"),
        ((X, y.replace("red", "crimson")), "not one of"),
        ((X.iloc[:, :3], y), "lacks schema columns"),
    ]
    for (Xb, yb), msg in bad_fits:
        with pytest.raises(ValueError, match=msg):
            m.fit(Xb, yb)
    for eps in (0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="epsilon"):
            clone(m).set_params(epsilon=eps).fit(X, y)
    with pytest.raises(ValueError, match="features"):
        m.predict(X.to_numpy()[:, :3])
    with pytest.raises(ValueError, match="categories"):
        m.predict(_with(X, y, color="purple")[0])
    with pytest.raises(ValueError, match="missing"):
        m.predict_proba(_with(X, y, age=np.nan)[0])

    after = _state(m)
    assert m.trees_ is trees
    assert after.keys() == before.keys()
    assert len(m.ledger_) == len(before["ledger_"])
    np.testing.assert_array_equal(m.predict_proba(X.iloc[:40]), proba)
    c = clone(m)
    assert c.get_params() == m.get_params() and not hasattr(c, "ledger_")
