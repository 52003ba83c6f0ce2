"""What the constant-model warning says of the class it predicts: a rare class's advice
(rank by predict_proba) where that may be a useful model, and "worse than the commoner class"
where the model's own released counts show the class it predicts to be the smaller."""
import warnings

import numpy as np
import pandas as pd

import dpforest as d
from dpforest.tree.probes import commoner_class
from dpforest.privacy.mechanisms import _noiseless


def _fitted(n=400, share_a=0.9):
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.uniform(0, 1, n)})
    y = np.where(rng.uniform(0, 1, n) < share_a, "a", "b")
    s = d.Schema([d.Numeric("x", 0, 1)], classes=["a", "b"])
    with _noiseless(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = d.DPForestClassifier(5.0, s, max_depth=2, leaf_release="counts",
                                 progress=False).fit(X, y)
    return m, s


def _said(model, schema, cls) -> str:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model._warn_constant(schema, cls, "for every record", 5.0)
    said = [str(w.message) for w in caught if issubclass(w.category, d.ConstantModelWarning)]
    assert len(said) == 1
    return said[0]


def test_a_constant_minority_prediction_is_called_worse_than_the_commoner_class():
    m, s = _fitted()
    assert commoner_class(m.trees_, 1) == 0        # 'a' reads far above 'b'
    assert commoner_class(m.trees_, 0) is None
    minority = _said(m, s, 1)
    assert "not the commonest in its own released counts" in minority
    assert "always predicting 'a' would likely score better" in minority
    assert "On a rare class" not in minority
    majority = _said(m, s, 0)
    assert "On a rare class one predicted class everywhere" in majority
    assert "not the commonest" not in majority


def test_classes_within_their_noise_are_not_called_commoner():
    m, s = _fitted(share_a=0.5)
    assert commoner_class(m.trees_, 0) is None
    assert commoner_class(m.trees_, 1) is None
    # counts within two noise sds of each other: no claim either way
    for t in m.trees_:
        counts = np.asarray(t.counts, dtype=float)
        counts[t.is_leaf, 0] = counts[t.is_leaf, 1] + 1
        t.counts = counts
    assert commoner_class(m.trees_, 1) is None
