"""A Dask user's trial: a frame lacking a column refused before any task (as in memory), the
Dask Array hint leading to a fit that works, and private evaluations refusing Dask records
before any notice about them."""

import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.privacy.mechanisms import _noiseless

dd = pytest.importorskip("dask.dataframe")


def _table(n=400, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.random(n), "b": rng.random(n)})
    y = pd.Series(np.where(X.a + X.b > 1, "p", "q"), name="label")
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1)], classes=["p", "q"])
    return X, y, s


class _TaskCount:
    """The number of tasks the local Dask schedulers start while in use."""

    def __enter__(self):
        from dask.callbacks import Callback

        self.n = 0
        self._cb = Callback(pretask=lambda key, dsk, state: setattr(self, "n", self.n + 1))
        self._cb.__enter__()
        return self

    def __exit__(self, *exc):
        self._cb.__exit__(*exc)


def _refusal(call) -> str:
    with pytest.raises(d.SchemaError) as info:
        call()
    return str(info.value)


def test_a_dask_frame_lacking_a_column_is_refused_before_any_task_as_in_memory():
    """The trial: a missing column was found by running every partition's task (each failure
    logged by the workers), at fit and at predict; it is now judged on the frame's column
    names, with the in-memory message of each call."""
    from dpforest.dask_data import predict_partitions

    X, y, s = _table()
    Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
    make = lambda: d.DPForestClassifier(1.0, s, random_state=0, progress=False)  # noqa: E731
    with _TaskCount() as tasks:
        said = _refusal(lambda: make().fit(Xd.drop(columns="b"), yd))
    assert said == _refusal(lambda: make().fit(X.drop(columns="b"), y))
    assert "lacks schema columns ['b']" in said and tasks.n == 0
    m = make().fit(X, y)
    for lacking, extra in ((Xd.drop(columns="b"), X.drop(columns="b")),
                           (Xd.assign(c=1.0), X.assign(c=1.0))):
        with _TaskCount() as tasks:
            for call in (m.predict, m.predict_proba, lambda Z: m.score(Z, yd)):
                assert _refusal(lambda: call(lacking)) == _refusal(lambda: m.predict(extra))
            assert _refusal(lambda: predict_partitions(m, lacking)) == _refusal(
                lambda: m.predict(extra))
        assert tasks.n == 0
    # the frame with its columns (in any order) still predicts as the pandas one
    np.testing.assert_array_equal(m.predict(Xd[["b", "a"]]), m.predict(X))


def test_the_dask_array_refusal_leads_to_a_fit_that_pairs_x_and_y():
    """``fit(X_array, y)`` sent the user to ``from_dask_array(X, columns=[...])``, whose
    partitions need not be y's ("X and y have different numbers of partitions"); the refusal
    now says how to give y the same row chunks, and doing so fits as in memory."""
    import dask.array as da

    X, y, s = _table()
    Xa = da.from_array(X.to_numpy(), chunks=(100, 2))          # 4 chunks
    yd = dd.from_pandas(y, npartitions=3)                      # 3 partitions
    make = lambda: d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False)  # noqa: E731
    said = _refusal(lambda: make().fit(Xa, yd))
    assert "dask.dataframe.from_dask_array(X, columns=[...])" in said
    assert "y.rechunk({0: X.chunks[0]})" in said and "y.to_dask_array() first" in said
    assert ".compute_chunk_sizes()" in said
    Xf = dd.from_dask_array(Xa, columns=s.feature_names)
    with pytest.raises(d.SchemaError, match="different numbers of partitions"):
        make().fit(Xf, yd)                                     # the old hint's dead end
    ya = yd.to_dask_array().compute_chunk_sizes()
    with _noiseless():
        dsk = make().fit(Xf, ya.rechunk({0: Xa.chunks[0]}))
        mem = make().fit(X, y)
    np.testing.assert_allclose(dsk.predict_proba(X), mem.predict_proba(X))
    # predicting has no y: its refusal says nothing of one
    said = _refusal(lambda: mem.predict(Xa))
    assert "from_dask_array(X, columns=[...])" in said and "rechunk" not in said


@pytest.mark.parametrize("release", ["private_confusion_matrix", "private_roc"])
def test_private_evaluations_refuse_dask_records_before_any_notice(release):
    """The trial: private_confusion_matrix on the Dask X and y of the fit warned that these were
    the training records, then refused them as Dask data; a second call also counted a repeated
    release that never happened.  Refused first, with no warning."""
    from dpforest import evaluation

    X, y, s = _table()
    Xd, yd = dd.from_pandas(X, npartitions=2), dd.from_pandas(y, npartitions=2)
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(Xd, yd)
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        for given in ((Xd, yd), (Xd, yd), (X, yd)):
            with pytest.raises(TypeError, match=f"{release} takes in-memory data"):
                getattr(evaluation, release)(m, *given, epsilon=0.5)
    assert [str(w.message) for w in seen] == []


def test_a_pinned_read_of_decimal_commas_rewritten_per_value_equals_memory(tmp_path):
    """Read as text (the pinned budget's requirement), a decimal comma or thousands mark is no
    number: every record of such a column was left out, and the fit spent its ε on nothing.
    docs/dask.md's per-value rewrite, as text, gives the in-memory fit of the same file."""
    rng = np.random.default_rng(0)
    x = (rng.uniform(0, 10, 300) * 1000).round(1)
    df = pd.DataFrame({"x": x, "y": np.where(x > 5000, "hi", "lo")})
    path = tmp_path / "marks.csv"
    df.to_csv(path, sep=";", decimal=",", index=False)
    # thousands marks too, as a European spreadsheet writes them
    text = path.read_text().splitlines()
    body = [f"{float(v.replace(',', '.')):,.1f}".replace(",", "_").replace(".", ",").replace("_", ".")
            + ";" + lab for v, lab in (line.split(";") for line in text[1:])]
    path.write_text("\n".join([text[0]] + body) + "\n")
    schema = d.Schema([d.Numeric("x", 0, 10000)], classes=["hi", "lo"])
    mem = pd.read_csv(path, sep=";", decimal=",", thousands=".")
    assert np.allclose(mem["x"], x)
    with _noiseless():
        want = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(
            mem[["x"]], mem["y"]).predict_proba(mem[["x"]])
    for rewrite in (False, True):
        ddf = dd.read_csv(path, sep=";", dtype=object, blocksize=2000)
        if rewrite:
            ddf["x"] = ddf["x"].str.replace(".", "", regex=False).str.replace(",", ".", regex=False)
        budget = d.PrivacyBudget(2.0, schema=schema)
        with _noiseless(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = budget.fit(d.DPForestClassifier(1.0, schema, random_state=0, progress=False),
                           ddf[["x"]], ddf["y"])
        assert budget.spent == 1.0
        same = np.array_equal(m.predict_proba(mem[["x"]]), want)
        assert same == rewrite          # read as written, the marks leave every record out
    # the marks given to a text read (which ignores them) are refused before anything is read
    # or booked, with the rewrite as the remedy
    budget = d.PrivacyBudget(2.0, schema=schema)
    # (the remedy follows the marks given: an English thousands comma is removed, not made a
    # decimal point)
    for marks, remedy in (({"decimal": ","}, ".str.replace(',', '.', regex=False) ("),
                          ({"thousands": ","}, ".str.replace(',', '', regex=False) ("),
                          ({"decimal": ",", "thousands": "."},
                           ".str.replace('.', '', regex=False).str.replace(',', '.', regex=False)")):
        ddf = dd.read_csv(path, sep=";", dtype=object, **marks)
        with pytest.raises(ValueError, match=r"dd.read_csv ignores (decimal|thousands)(.|\n)*"
                                             r"rewrite each numeric column c per value") as e:
            budget.fit(d.DPForestClassifier(1.0, schema, progress=False), ddf[["x"]], ddf["y"])
        assert "ddf[c] = ddf[c]" + remedy in str(e.value)
    assert budget.spent == 0
