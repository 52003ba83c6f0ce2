"""Whole-number columns (``Numeric(integer=True)``): the grid offers only cuts between two whole
numbers, declared like the bounds and never read from the data."""
import json

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.inspection import export_text
from dpforest.io import load_model, save_model
from dpforest.schema import SchemaError, SchemaTypeError


def test_cuts_move_to_half_integers_and_repeats_go():
    f = d.Numeric("score", 1, 10, integer=True)
    np.testing.assert_array_equal(f.edges(32), np.arange(1.5, 10, 1.0))
    # declared cuts: 2.2 and 2.9 both separate {<=2} from {>=3}; 9.99 -> 9.5
    g = d.Numeric("n", 0, 10, cuts=[0.3, 2.2, 2.9, 9.99], integer=True)
    np.testing.assert_array_equal(g.edges(32), [0.5, 2.5, 9.5])
    # a fractional column is left alone
    np.testing.assert_array_equal(d.Numeric("x", 0, 1, n_bins=4).edges(32), [0.25, 0.5, 0.75])


def test_bounds_off_the_integers_and_an_empty_grid():
    # (2.7, 3.4) holds the single whole number 3: no cut separates anything, one code
    f = d.Numeric("k", 2.7, 3.4, integer=True)
    assert len(f.edges(32)) == 0 and f.n_codes(32) == 1
    s = d.Schema([f, d.Numeric("x", 0, 1)], classes=[0, 1])
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(
        pd.DataFrame({"k": [3.0] * 20, "x": np.linspace(0, 1, 20)}), [0, 1] * 10)
    assert m.ledger_.epsilon == 1.0


def test_the_default_refines_declared_cuts_without_repeats():
    # the cut-grid rule refines 9 half-integer cuts of a 1-10 score to ~100 intervals; declared
    # integer, the fitted grid keeps the 9 distinct ones
    cuts = [k + 0.5 for k in range(1, 10)]
    X = pd.DataFrame({"v": np.tile(np.arange(1, 11), 30)})
    y = (X["v"] > 5).astype(int)
    plain = d.Schema([d.Numeric("v", 1, 10, cuts=cuts)], classes=[0, 1])
    whole = d.Schema([d.Numeric("v", 1, 10, cuts=cuts, integer=True)], classes=[0, 1])
    a = d.DPForestClassifier(2.0, plain, random_state=0, progress=False).fit(X, y)
    b = d.DPForestClassifier(2.0, whole, random_state=0, progress=False).fit(X, y)
    assert len(a.schema_.features[0].edges(32)) > 50
    np.testing.assert_array_equal(b.schema_.features[0].edges(32), cuts)
    # every threshold export_text shows is a half-integer
    shown = [float(t.split("< ")[1]) for t in export_text(b).splitlines() if "< " in t]
    assert shown and all(v % 1 == 0.5 for v in shown)


def test_values_are_never_checked_against_the_declaration():
    # 2.7 in a column declared integer is binned with 3 (its half-integer interval): refusing
    # it would tell that such a record exists
    s = d.Schema([d.Numeric("k", 0, 5, integer=True)], classes=[0, 1])
    codes = s.encode(pd.DataFrame({"k": [2.0, 2.7, 3.0, 3.4]}))[:, 0]
    assert codes[1] == codes[2] == codes[3] != codes[0]


def test_from_dataframe_declaration_forms():
    X = pd.DataFrame({"age": [30, 40], "w": [0.5, 1.5], "job": ["a", "b"]})
    kw = dict(classes=[0, 1], bounds={"age": (0, 120), "w": (0, 2)}, categories={"job": ["a", "b"]})
    s = d.Schema.from_dataframe(X, integer=["age"], **kw)
    assert [getattr(f, "integer", None) for f in s.features] == [True, False, None]
    assert d.Schema.from_dataframe(X, integer="age", **kw) == s
    assert not any(getattr(f, "integer", False) for f in d.Schema.from_dataframe(X, **kw).features)
    with pytest.raises(SchemaTypeError, match="not True"):
        d.Schema.from_dataframe(X, integer=True, **kw)
    with pytest.raises(SchemaError, match="not numeric.*job"):
        d.Schema.from_dataframe(X, integer=["job"], **kw)
    with pytest.raises(SchemaError, match="not in the frame"):
        d.Schema.from_dataframe(X, integer=["nope"], **kw)
    with pytest.raises(SchemaTypeError, match="integer must be True or False"):
        d.Numeric("age", 0, 120, integer="yes")


def test_declaration_survives_schema_files_and_model_files(tmp_path):
    s = d.Schema([d.Numeric("k", 0, 20, integer=True), d.Numeric("x", 0, 1)], classes=["a", "b"])
    doc = json.loads(json.dumps(s.to_dict()))
    assert d.Schema.from_dict(doc) == s
    # files written before the field existed load as fractional columns; a non-boolean is refused
    del doc["features"][0]["integer"]
    assert not d.Schema.from_dict(doc).features[0].integer
    doc["features"][0]["integer"] = "yes"
    with pytest.raises(SchemaTypeError, match="integer must be True or False"):
        d.Schema.from_dict(doc)
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"k": rng.integers(0, 21, 200), "x": rng.uniform(0, 1, 200)})
    y = np.where(X["k"] > 10, "a", "b")
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(X, y)
    save_model(m, tmp_path / "m.json.gz")
    back = load_model(tmp_path / "m.json.gz")
    assert back.schema_.features[0].integer
    np.testing.assert_array_equal(back.predict_proba(X), m.predict_proba(X))


@pytest.mark.parametrize("bounds", [(0, 120), (0, 10 ** 6), (-50, 50), (18, 90)])
def test_adaptive_grid_on_whole_numbers_around_zero(bounds):
    """The adaptive grid continues the octave ladder below the point closest to 0; on a
    whole-number column those points (0.47, 0.23, ...) fall on one half-integer cut, and the
    histogram's intervals must be read as the column encodes them (a fit used to fail with a
    shape mismatch there).  The fit spends its histogram, equals ε, and keeps whole-number cuts."""
    rng = np.random.default_rng(0)
    lo, hi = bounds
    X = pd.DataFrame({"n": rng.integers(max(lo, 0), min(hi, 100), 3000)})
    y = (X["n"] > 40).astype(int)
    s = d.Schema([d.Numeric("n", lo, hi, integer=True)], classes=[0, 1])
    m = d.DPForestClassifier(5.0, s, random_state=0, progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(5.0, rel=1e-12)
    assert "numeric grid histogram (n)" in set(m.ledger_.to_frame()["what"])
    cuts = m.schema_.features[0].edges(32)
    np.testing.assert_array_equal(cuts, np.floor(cuts) + 0.5)
    assert m.score(X, y) > 0.9
