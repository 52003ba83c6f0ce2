"""Messages a newcomer meets when scikit-learn's tools or habits meet a DP model: each says
what happened in the caller's terms and the way on, and none quotes a record."""
from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.ensemble import AdaBoostClassifier
from sklearn.feature_selection import RFE

import dpforest as d
from dpforest.model_selection import train_test_split


@pytest.fixture(scope="module")
def small():
    rng = np.random.default_rng(3)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "b": rng.uniform(0, 1, 200)})
    y = np.where(X.a > 0.5, "yes", "no")
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=["no", "yes"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = d.DPForestClassifier(1.0, s, progress=False).fit(X, y)
    return X, y, s, m


def test_score_on_an_undeclared_label_says_what_to_do_with_the_rows(small):
    X, y, s, m = small
    y2 = y.astype(object)
    y2[0] = "secret-label"
    with pytest.raises(d.SchemaError) as e:
        m.score(X, y2)
    msg = str(e.value)
    assert "map those labels to declared classes, or drop their rows" in msg
    assert "declare every class" not in msg and "secret-label" not in msg
    # the fit's advice stays the fit's
    with pytest.raises(d.SchemaError, match="declare every class in the schema"):
        d.DPForestClassifier(1.0, s, progress=False).fit(X, y2)


def test_a_column_selecting_wrapper_is_named_on_the_width_refusal(small):
    X, y, s, _ = small
    with pytest.raises(d.SchemaError, match=r"RFE fits its estimator on other columns than X's"):
        RFE(d.DPForestClassifier(1.0, s, progress=False), n_features_to_select=1).fit(
            X.to_numpy(), y)
    with pytest.raises(d.SchemaError) as e:        # the caller's own narrow array: no wrapper
        d.DPForestClassifier(1.0, s, progress=False).fit(X.to_numpy()[:, :1], y)
    assert "fits its estimator on other columns" not in str(e.value)


def test_adaboost_is_named_as_the_one_passing_weights(small):
    X, y, s, _ = small
    with pytest.raises(ValueError, match=r"^AdaBoostClassifier passes sample weights .*"
                                         r"DPBoostingClassifier.*sample_weight is not supported"):
        AdaBoostClassifier(d.DPForestClassifier(1.0, s, progress=False)).fit(X, y)
    with pytest.raises(ValueError, match=r"^sample_weight is not supported"):
        d.DPForestClassifier(1.0, s, progress=False).fit(X, y, sample_weight=np.full(len(y), 2.0))


def test_load_model_on_a_folder_points_to_group_models(small, tmp_path):
    with pytest.raises(d.io.ModelFileError, match=r"GroupModels\.load\(folder\)"):
        d.load_model(tmp_path)


def test_train_test_split_takes_train_size_and_refuses_shuffle_and_more_arrays(small):
    X, y, s, _ = small
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        a = train_test_split(X, y, schema=s, random_state=5)
        b = train_test_split(X, y, schema=s, random_state=5, train_size=0.75)
        c = train_test_split(X, y, schema=s, random_state=5, test_size=0.5)
    assert a[1].index.equals(b[1].index) and not a[1].index.equals(c[1].index)
    with pytest.raises(ValueError, match="must sum to 1"):
        train_test_split(X, y, schema=s, test_size=0.2, train_size=0.7)
    with pytest.raises(ValueError, match="train_size must be a share"):
        train_test_split(X, y, schema=s, train_size=150)
    with pytest.raises(ValueError, match="shuffle is not offered"):
        train_test_split(X, y, schema=s, shuffle=False)
    with pytest.raises(TypeError, match=r"takes X and y only \(got 3 arrays\)"):
        train_test_split(X, y, np.ones(len(y)), schema=s)


def test_a_duration_column_is_told_its_own_conversion():
    X = pd.DataFrame({"t": pd.to_timedelta([1, 2, 3], unit="h"), "x": [1.0, 2.0, 3.0]})
    with pytest.raises(d.SchemaError, match=r"a duration \(timedelta\) in a unit of its own, "
                                            r"X\[col\]\.dt\.total_seconds\(\)"):
        d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 5)})
    X = X.assign(t=pd.to_datetime(["2020-01-01"] * 3))
    with pytest.raises(d.SchemaError) as e:
        d.Schema.from_dataframe(X, classes=[0, 1], bounds={"x": (0, 5)})
    assert "a duration (timedelta) in a unit" not in str(e.value)
