"""The same forests on a Dask DataFrame: identical releases, identical ledger."""

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.privacy.mechanisms import _noiseless

dd = pytest.importorskip("dask.dataframe")

CLASSES = [d.DiffPRFsClassifier, d.RFDPOOBClassifier, d.SNRForestClassifier, d.DPBoostingClassifier]


@pytest.mark.parametrize("cls", CLASSES)
def test_dask_matches_in_memory_without_noise(cls, mixed):
    X, y, s = mixed
    kw = {k: v for k, v in dict(n_estimators=6, max_depth=3, random_state=0, progress=False).items()
          if k in cls(1.0, s).get_params()}
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
    with _noiseless():
        mem = cls(2.0, s, **kw).fit(X, y)
        dsk = cls(2.0, s, **kw).fit(Xd, yd)
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))
    for a, b in zip(mem.trees_, dsk.trees_):
        np.testing.assert_array_equal(a.feature, b.feature)
        np.testing.assert_allclose(np.nan_to_num(a.counts), np.nan_to_num(b.counts))
    assert len(mem.ledger_) == len(dsk.ledger_)
    assert list(dsk.feature_names_in_) == list(X.columns)


def test_dask_default_matches_in_memory_with_the_finished_subtree_level(mixed):
    """The default's level above the last one reads a pairwise table per node: the Dask door's
    sum of its partitions' tables must give the same tree as the in-memory door."""
    X, y, s = mixed
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
    with _noiseless():
        mem = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(X, y)
        dsk = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(Xd, yd)
    assert mem.ledger_.to_frame().mechanism.str.contains("subtree/").any()
    np.testing.assert_array_equal(mem.trees_[0].feature, dsk.trees_[0].feature)
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))


def test_dask_counts_a_large_level_a_range_of_nodes_at_a_time(mixed, monkeypatch):
    """A level histogram past the Dask door's block size (a many-class schema's deep levels)
    is summed a range of nodes at a time, each range one round over the partitions: the same
    counts, so the same noiseless tree, as the in-memory door's whole table."""
    from dpforest.dask_data import DaskPrivateData

    X, y, s = mixed
    kw = dict(max_depth=5, leaf_release="counts", random_state=0, progress=False)
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
    with _noiseless():
        mem = d.DPForestClassifier(2.0, s, **kw).fit(X, y)
    ranges = []
    own = DaskPrivateData._feature_hist_range
    from dpforest import data as data_mod

    monkeypatch.setattr(DaskPrivateData, "_hist_block_cells", 64)      # a few nodes a range
    monkeypatch.setattr(data_mod, "SCORE_CELLS", 256)                  # and several a level
    monkeypatch.setattr(DaskPrivateData, "_feature_hist_range",
                        lambda self, fr, lo, hi: ranges.append((lo, hi)) or own(self, fr, lo, hi))
    with _noiseless():
        dsk = d.DPForestClassifier(2.0, s, **kw).fit(Xd, yd)
    assert len(ranges) > 4 and all(hi > lo for lo, hi in ranges)
    np.testing.assert_array_equal(mem.trees_[0].feature, dsk.trees_[0].feature)
    np.testing.assert_array_equal(np.nan_to_num(mem.trees_[0].counts), np.nan_to_num(dsk.trees_[0].counts))
    assert mem.trees_[0].n_nodes > 15


def test_dask_fit_is_private_and_validates(mixed):
    X, y, s = mixed
    Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
    m = d.DiffPRFsClassifier(4.0, s, n_estimators=5, random_state=0, progress=False).fit(Xd, yd)
    assert m.ledger_.epsilon == pytest.approx(4.0)
    # above the majority rate (0.4855) by a margin: 4,000 in-memory fits scored 0.81 ± 0.03,
    # one of them 0.571, so the better of two fits is read (below 0.6 about once in 10^7
    # runs; a door that mixed records and labels up scores about 0.49 in both)
    again = d.DiffPRFsClassifier(4.0, s, n_estimators=5, random_state=0, progress=False).fit(Xd, yd)
    assert max(m.score(X, y), again.score(X, y)) > 0.6
    bad = X.copy()
    bad.loc[3, "color"] = "purple"
    with pytest.raises(ValueError, match="categories"):
        d.DiffPRFsClassifier(1.0, s).fit(dd.from_pandas(bad, npartitions=2), dd.from_pandas(y, npartitions=2))
    # a single class is not refused (that refusal would release the data): tests/test_privacy_edges.py


def test_dask_adaptive_grid_maps_every_partition(mixed):
    # the adaptive grid's histogram sums the partitions and its code map reaches each of them:
    # without noise the Dask fit equals the in-memory one
    X, y, s = mixed
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
    kw = dict(numeric_grid="adaptive", n_samples=1e6, max_depth=3, random_state=0, progress=False)
    with _noiseless():
        mem = d.DPForestClassifier(5.0, s, **kw).fit(X, y)
        dsk = d.DPForestClassifier(5.0, s, **kw).fit(Xd, yd)
    assert mem.schema_ == dsk.schema_
    assert mem.ledger_.to_frame()["what"].str.startswith("numeric grid").any()
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))


def test_dask_string_conversion_of_object_columns_matches_in_memory(mixed):
    # Dask turns object columns into strings when it builds a frame (dataframe.convert-string):
    # a bool column with missing values, integer codes and integer labels stored as objects
    import pandas as pd

    X, y, _ = mixed
    X = X.assign(flag=X["flag"].astype(object), code=(X.index % 3 + 1).astype(object))
    X.loc[::7, "flag"] = None
    y = pd.Series(np.where(y == "old", 1, 0).astype(object), name="y")
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"age": (0, 100), "income": (0, 100)},
                                categories={"color": ["red", "green", "blue", "yellow"],
                                            "flag": [False, True], "code": [1, 2, 3]},
                                allow_missing=["income", "flag"])
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
    with _noiseless():
        mem = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(X, y)
        dsk = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(Xd, yd)
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))
    assert list(dsk.classes_) == [0, 1]
    # predicting and scoring on the converted Dask frame itself match too
    np.testing.assert_allclose(dsk.predict_proba(Xd), dsk.predict_proba(X))
    assert dsk.score(Xd, yd) == pytest.approx(dsk.score(X, y))


def test_dask_reencoding_matches_text_back_as_the_first_encoding_does(mixed):
    """A second encoding of a Dask door's columns on a finer grid (a selector's candidate, a
    query on another grid) read Dask's text without matching it back to the declared values:
    a bool column with missing values (text once Dask builds the frame) was refused there,
    after the set-up had accepted it, by whether some record held a value."""
    from dpforest.dask_data import DaskPrivateData
    from dpforest.data import PrivateData

    X, y, _ = mixed
    X = X.assign(flag=X["flag"].astype(object))
    X.loc[::5, "flag"] = None
    s = d.Schema.from_dataframe(X, classes=["old", "red", "other"],
                                bounds={"age": (0, 100), "income": (0, 100)},
                                categories={"color": ["red", "green", "blue", "yellow"],
                                            "flag": [True, False]},
                                allow_missing=["income", "flag"])
    door = DaskPrivateData(dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3), s, 1.0)
    mem = PrivateData(X, y, s, 1.0)
    every = list(range(s.n_features))
    door.reencode(s, every)
    mem.reencode(s, every)
    flag = s.feature_names.index("flag")
    np.testing.assert_array_equal(np.concatenate(door._map(lambda p: p._codes[:, flag])),
                                  mem._codes[:, flag])


def test_dask_record_cells_are_summed_over_the_partitions(mixed):
    """noisy_record_cells (the door's query for an estimator of one's own) read the in-memory
    door's record arrays, which a Dask door does not hold: it failed after the charge, and
    only where a record was there to read (no record: noisy zeros).  Its exact counts now add
    up the partitions', equal to the in-memory door's."""
    from dpforest.dask_data import DaskPrivateData
    from dpforest.data import PrivateData

    X, y, s = mixed

    def by_class(codes, labels):
        return labels

    door = DaskPrivateData(dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3), s, 1.0)
    mem = PrivateData(X, y, s, 1.0)
    np.testing.assert_array_equal(door._record_cell_hist(by_class, 3),
                                  mem._record_cell_hist(by_class, 3))
    assert door._record_cell_hist(by_class, 3).sum() == len(X)
    one = DaskPrivateData(dd.from_pandas(X.iloc[:1], npartitions=1),
                          dd.from_pandas(y.iloc[:1], npartitions=1), s, 1.0)
    assert one.noisy_record_cells(None, by_class, 3, 1.0).shape == (3,)
    assert one.ledger.epsilon == pytest.approx(1.0)


def test_sample_weight_beside_a_dask_X_runs_no_graph_outside_the_door(mixed):
    """A sample_weight (even the number 1) made fit take len(X) of a Dask frame, which ran the
    caller's graph outside the door: an error raised in it quoted a record's value there,
    where the door's reading of the same graph keeps it unquoted.  A Dask sample_weight is
    refused by its type, before anything is read."""
    X, y, s = mixed

    def boom(p):                        # the analyst's graph, failing on one record's value
        if (p["age"] > 70).any():
            raise ValueError(f"bad age {p['age'].max()!r}")
        return p

    Xd = dd.from_pandas(X, npartitions=2).map_partitions(boom, meta=X.iloc[:0])
    yd = dd.from_pandas(y, npartitions=2)
    assert (X["age"] > 70).any()
    for weight in (None, 1.0, np.ones(len(X))):
        with pytest.raises(d.SchemaError) as e:
            d.DPForestClassifier(1.0, s, progress=False).fit(Xd, yd, sample_weight=weight)
        assert "bad age" not in str(e.value) and "not quoted" in str(e.value)
    with pytest.raises(TypeError, match="not a Dask collection"):
        d.DPForestClassifier(1.0, s, progress=False).fit(
            dd.from_pandas(X, npartitions=2), yd, sample_weight=dd.from_pandas(y.map(lambda v: 1.0), npartitions=2))


def test_dask_text_forms_that_would_merge_are_refused_before_reading(mixed):
    # declared 1 and "1" both arrive as the text "1" once Dask converts the column: refused by
    # name instead of silently merging the two categories, from the schema alone: whether the
    # column arrives as text follows a dtype pandas infers from the records (an integer column
    # was fitted, the same with one valid "x" record refused)
    import pandas as pd

    X, y, s0 = mixed
    s = d.Schema(list(s0.features) + [d.Categorical("code", [1, 2, "1", "x"])], s0.classes)
    whole = X.assign(code=pd.Series(np.array([1, 2])[X.index % 2]))
    one_text = whole.astype({"code": object})
    one_text.loc[one_text.index[0], "code"] = "x"
    for frame in (whole, one_text, X.assign(code=pd.Series(
            np.array([1, "1", "x"], dtype=object)[X.index % 3], dtype=object))):
        Xd, yd = dd.from_pandas(frame, npartitions=2), dd.from_pandas(y, npartitions=2)
        with pytest.raises(ValueError, match="column 'code': two of its declared categories have "
                                             "the same text form"):
            d.DPForestClassifier(1.0, s, progress=False).fit(Xd, yd)
    clash = d.Schema(s0.features, [0, 1, "1"])
    with pytest.raises(ValueError, match="two of the declared classes have the same text form"):
        d.DPForestClassifier(1.0, clash, progress=False).fit(dd.from_pandas(X, npartitions=2),
                                                             dd.from_pandas(y, npartitions=2))
    # predicting releases nothing private: a model fitted in memory predicts on a Dask frame
    # whose column kept its type, and is refused only where the column arrives as text
    mem = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(whole, y)
    np.testing.assert_array_equal(mem.predict(dd.from_pandas(whole, npartitions=2)), mem.predict(whole))
    with pytest.raises(ValueError, match="convert-string"):
        mem.predict(dd.from_pandas(one_text, npartitions=2))


def test_dask_X_needs_a_dask_y_and_the_selector_needs_memory(mixed):
    X, y, s = mixed
    Xd = dd.from_pandas(X, npartitions=2)
    with pytest.raises(ValueError, match="Dask Series"):
        d.DiffPRFsClassifier(1.0, s, n_estimators=2, progress=False).fit(Xd, y)
    with pytest.raises(ValueError, match="X must be a Dask DataFrame"):
        d.DiffPRFsClassifier(1.0, s, n_estimators=2, progress=False).fit(X, dd.from_pandas(y, npartitions=2))
    # a Dask Series as X: the in-memory path's 2-d message, in fit and in predict
    col = Xd[s.feature_names[0]]
    with pytest.raises(d.SchemaError, match="Expected a 2-dimensional container but got a Dask Series"):
        d.DiffPRFsClassifier(1.0, s, n_estimators=2, progress=False).fit(col, dd.from_pandas(y, npartitions=2))
    m = d.DiffPRFsClassifier(1.0, s, n_estimators=2, progress=False).fit(X, y)
    with pytest.raises(d.SchemaError, match="Expected a 2-dimensional container"):
        m.predict(col)
    from dpforest.model_selection import PrivateModelSelector

    sel = PrivateModelSelector([d.DiffPRFsClassifier(1.0, s, n_estimators=2, progress=False),
                                d.DPForestClassifier(1.0, s, progress=False)], epsilon=1.0, schema=s)
    with pytest.raises(TypeError, match="in-memory"):
        sel.fit(Xd, dd.from_pandas(y, npartitions=2))


def test_dask_parquet_frame_and_its_label_column_pair_up(mixed, tmp_path):
    # read back from parquet, the label column alone is packed into fewer partitions than the
    # whole frame once each graph is optimised; the door pairs the expressions' partitions
    pytest.importorskip("pyarrow")
    X, y, s = mixed
    dd.from_pandas(X.assign(label=y), npartitions=4).to_parquet(tmp_path / "t")
    df = dd.read_parquet(tmp_path / "t")
    Xd, yd = df.drop(columns="label"), df["label"]
    with _noiseless():
        mem = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(X, y)
        dsk = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(Xd, yd)
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(Xd))


def test_the_readmes_lazy_prediction_passes_empty_partitions_by(mixed):
    """README's lazy prediction column (`predict_partitions`), on a filtered frame whose first
    partitions are empty (a filter or an empty parquet file makes them): the predictions of
    the rows there, in order; an empty partition gave predict an empty batch, refused."""
    from dpforest.dask_data import predict_partitions

    X, y, s = mixed
    model = d.DPForestClassifier(2.0, s, max_depth=2, random_state=0, progress=False).fit(X, y)
    order = X.sort_values("age").index
    Xd = dd.from_pandas(X.loc[order], npartitions=4, sort=False)
    kept = Xd[Xd["age"] > X["age"].quantile(0.6)]
    assert 0 in kept.map_partitions(len).compute().tolist()
    lazy = predict_partitions(model, kept)
    rows = X.loc[order][X.loc[order]["age"] > X["age"].quantile(0.6)]
    assert lazy.compute().astype(object).tolist() == list(model.predict(rows))


def test_predict_partitions_reads_partitions_as_the_frame_and_passes_empty_ones_by(tmp_path):
    """dpforest.dask_data.predict_partitions: a lazy prediction column (and probability frame)
    equal to the eager predict, where Dask turned a True/False column with gaps and object
    integer codes into text (handed to predict as they are, such partitions were refused as
    undeclared categories: the README's map_partitions recipe failed there), an all-empty
    filter giving an empty result, and a clear refusal of data in memory."""
    from dpforest.dask_data import predict_partitions

    rng = np.random.default_rng(0)
    n = 3000
    flag = pd.Series(rng.random(n) < 0.4, dtype=object)
    flag[::37] = None
    X = pd.DataFrame({"x": rng.random(n), "flag": flag,
                      "code": pd.Series(rng.choice([1, 2, 3], n), dtype=object)})
    for classes, y in ((["no", "yes"], pd.Series(np.where(X["x"] + 0.3 * (flag == True) > 0.7,
                                                            "yes", "no"))),
                       ([0, 1, 2], pd.Series((X["x"] * 3).astype(int).clip(0, 2)))):
        s = d.Schema.from_dataframe(X, classes=classes, bounds={"x": (0, 1)},
                                    categories={"flag": [False, True], "code": [1, 2, 3]},
                                    allow_missing=["flag"])
        Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
        assert str(Xd.dtypes["flag"]).startswith("string")      # what Dask makes of it
        m = d.DPForestClassifier(2.0, s, max_depth=3, random_state=0, progress=False).fit(Xd, yd)
        lazy = predict_partitions(m, Xd)
        assert lazy.name == "prediction"
        out = lazy.compute()
        assert out.astype(object).tolist() == list(m.predict(X))
        lazy_proba = predict_partitions(m, Xd, proba=True)
        proba = lazy_proba.compute()
        # named as the command line's --proba names them: text, which parquet requires (the
        # classes 0, 1, 2 as names failed to_parquet)
        assert list(proba.columns) == [f"proba_{c}" for c in classes]
        np.testing.assert_allclose(proba.to_numpy(), m.predict_proba(X))
        lazy_proba.to_parquet(tmp_path / f"proba_{len(classes)}")
        np.testing.assert_allclose(
            pd.read_parquet(tmp_path / f"proba_{len(classes)}").to_numpy(), m.predict_proba(X))
        assert len(predict_partitions(m, Xd[Xd["x"] > 2]).compute()) == 0
    with pytest.raises(TypeError, match="takes a Dask DataFrame.*call model.predict"):
        predict_partitions(m, X)


def test_dask_text_matching_finds_integer_column_labels(mixed):
    # the schema names columns by their text: a frame whose column labels are integers (0, 1,
    # ...) holding object-typed codes must be matched by text like one with string labels
    import pandas as pd

    X, y, _ = mixed
    X = pd.DataFrame({0: X["age"], 1: (X.index % 3 + 1).astype(object)})
    s = d.Schema([d.Numeric("0", 0, 100), d.Categorical("1", [1, 2, 3])], classes=sorted(set(y)))
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
    with _noiseless():
        mem = d.DPForestClassifier(2.0, s, max_depth=2, random_state=0, progress=False).fit(X, y)
        dsk = d.DPForestClassifier(2.0, s, max_depth=2, random_state=0, progress=False).fit(Xd, yd)
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(Xd))


def test_dask_fit_on_worker_processes_matches_in_memory(mixed):
    """Worker processes get the door pickled into their tasks (a multi-process or distributed
    scheduler): its state must pickle at every stage of growth, and the fit must equal the
    in-memory one."""
    import pickle
    from concurrent.futures import ProcessPoolExecutor

    import dask

    X, y, s = mixed
    Xd, yd = dd.from_pandas(X, npartitions=2), dd.from_pandas(y, npartitions=2)
    with _noiseless():
        mem = d.DiffPRFsClassifier(2.0, s, n_estimators=4, max_depth=3, random_state=0, progress=False).fit(X, y)
        # one pool for the whole fit (the workers import dpforest once)
        with ProcessPoolExecutor(2) as pool, dask.config.set(scheduler="processes", pool=pool):
            dsk = d.DiffPRFsClassifier(2.0, s, n_estimators=4, max_depth=3, random_state=0,
                                       progress=False).fit(Xd, yd)
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))
    # an in-memory door that has answered a count query pickles too
    from dpforest.data import PrivateData, TreeSample

    door = PrivateData(X, y, s, 1.0)
    fr = door.open_root([TreeSample(tree=0)], np.arange(s.n_features)[None, :])
    door.class_counts(fr, np.array([0.5]))
    assert pickle.loads(pickle.dumps(door)).class_counts(fr, np.array([0.5])).shape == (1, s.n_classes)


def test_dask_tasks_carry_the_query_not_the_data(mixed, monkeypatch):
    """What a per-partition task pickles (its function and the public schema) must not grow with
    the data: on a multi-process or distributed scheduler it is shipped with every task of every
    query, so a task that carried the driver's door would ship every partition each time (it
    did: 8.8 MB a task at 200,000 rows)."""
    import cloudpickle
    import pandas as pd

    from dpforest import dask_data

    sizes = []
    orig = dask_data.DaskPrivateData._partition_tasks

    def spy(self, fn, own=None, fr=None, public=None):
        # a frontier's query function as made from its split log, or an error count's from its
        # model (on a local scheduler, here)
        made = fn if fr is None and public is None else fn(fr.log) if fr is not None else fn(public.value)
        sizes.append(len(cloudpickle.dumps((made, self.schema))))
        return orig(self, fn, own, fr, public)

    monkeypatch.setattr(dask_data.DaskPrivateData, "_partition_tasks", spy)
    X, y, s = mixed
    worst = []
    for copies in (1, 20):          # the same records, 20 times as many of them
        Xk, yk = pd.concat([X] * copies, ignore_index=True), pd.concat([y] * copies, ignore_index=True)
        sizes.clear()
        d.DiffPRFsClassifier(1.0, s, n_estimators=3, max_depth=3, random_state=0,
                             progress=False).fit(dd.from_pandas(Xk, npartitions=3),
                                                 dd.from_pandas(yk, npartitions=3))
        worst.append(max(sizes))
    assert worst[1] < 1.5 * worst[0] + 10_000, worst


@pytest.mark.parametrize("kept", [False, True], ids=["replayed", "kept"])
def test_dask_distributed_cluster_fits_like_in_memory(mixed, monkeypatch, kept):
    """The documented recipe: a dask.distributed cluster of worker processes (a LocalCluster here)
    fits the same model as the in-memory door and charges the same ledger, with frontier
    memberships replayed in each task (small partitions) or persisted on the workers."""
    distributed = pytest.importorskip("distributed")
    from dpforest import dask_data

    if kept:
        monkeypatch.setattr(dask_data, "FRONT_MIN_RECORDS", 1)
    X, y, s = mixed
    df = X.assign(label=y)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster):
        ddf = dd.from_pandas(df, npartitions=4).persist()
        Xd, yd = ddf.drop(columns="label"), ddf["label"]
        with _noiseless():
            for cls, kw in [(d.DPForestClassifier, dict(max_depth=3)),
                            (d.DiffPRFsClassifier, dict(n_estimators=4, max_depth=3)),
                            # its permuted counts: gathered, permuted on the driver, counted on workers
                            (d.OOBBudgetForestClassifier, dict(n_estimators=3, max_depth=2)),
                            # their models (random trees; the rounds so far) scattered to the workers
                            (d.SNRForestClassifier, {}), (d.DPBoostingClassifier, {})]:
                mem = cls(2.0, s, random_state=0, progress=False, **kw).fit(X, y)
                dsk = cls(2.0, s, random_state=0, progress=False, **kw).fit(Xd, yd)
                np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(Xd))
                assert len(mem.ledger_) == len(dsk.ledger_)
                assert dsk.ledger_.epsilon == pytest.approx(2.0)


def test_dask_split_log_is_scattered_once_not_sent_with_every_query(mixed, monkeypatch):
    """On a distributed cluster a frontier's split log (each level's step holds a nodes × codes
    table: 31-36 MiB over a tree past a 2,000-category split, and distributed warned "Sending
    large graph" at every query of every deeper level) is scattered to the workers once a step
    and named by key in each query's graph.  Embedded (the old way, ``_scattered_log`` giving
    None) each frontier query's graph grows by the log's bytes from the first level to the
    last; scattered they grow by a small fraction of it (the frontier's public paths and slots),
    each step is scattered once, and the fit equals the threaded scheduler's (predictions and
    ledger), with memberships persisted or replayed.  The schema (its 1,500 categories) is
    scattered too, once a fit and once the grid the fit recodes to: no query's graph holds it."""
    distributed = pytest.importorskip("distributed")
    import cloudpickle
    import dask
    from dask.utils import parse_bytes

    from dpforest import dask_data

    X, y, s = mixed
    # 1,500 declared categories: every step's table is nodes × 1,500 codes, whichever
    # feature the nodes split on
    colors = ["red", "green", "blue", "yellow"] + [f"c{i}" for i in range(1496)]
    s = d.Schema.from_dataframe(X, classes=s.classes, bounds={"age": (0, 100), "income": (0, 100)},
                                categories={"color": colors}, allow_missing=["income"])
    kw = dict(max_depth=6, random_state=0, progress=False)
    with _noiseless(), dask.config.set(scheduler="threads"):
        local = d.DPForestClassifier(8.0, s, **kw).fit(dd.from_pandas(X, npartitions=4),
                                                      dd.from_pandas(y, npartitions=4))
    state = dict(scatter=True, caught=None, logs=[], scattered=[], schemas=[])
    orig_log, orig_scatter = dask_data.DaskPrivateData._scattered_log, distributed.Client.scatter
    # distributed's warning is this test's measure of each graph's size: a fit's own
    # computations do not give it (its size follows the records), so its line is put back here
    import contextlib

    monkeypatch.setattr(dask_data, "_no_graph_size_warning", contextlib.nullcontext)

    def graphs_sent():
        return [parse_bytes(str(w.message).split("size ", 1)[1].split(".\n")[0])
                for w in state["caught"] if "large graph" in str(w.message)]

    def spy_log(self, fr):       # at each frontier query: the graphs sent so far, the log's bytes
        state["logs"].append((len(graphs_sent()), sum(a.nbytes for step in fr.log for a in step
                                                      if isinstance(a, np.ndarray))))
        return orig_log(self, fr) if state["scatter"] else None

    def spy_scatter(self, data, *a, **k):
        # the log's steps, and apart the schemas
        state["scattered"].extend(x for x in data if not isinstance(x, d.Schema))
        state["schemas"].extend(x for x in data if isinstance(x, d.Schema))
        return orig_scatter(self, data, *a, **k)

    monkeypatch.setattr(dask_data.DaskPrivateData, "_scattered_log", spy_log)
    monkeypatch.setattr(distributed.Client, "scatter", spy_scatter)

    def fit(Xd, yd):
        """The fit, its log's bytes, and the serialized sizes of the graphs its frontier queries
        sent (read from distributed's warning)."""
        state["logs"], state["scattered"], state["schemas"] = [], [], []
        with dask.config.set({"distributed.admin.large-graph-warning-threshold": "1B"}), \
                pytest.warns(UserWarning) as state["caught"], _noiseless():
            model = d.DPForestClassifier(8.0, s, **kw).fit(Xd, yd)
        return model, state["logs"][-1][1], graphs_sent()[state["logs"][0][0]:]

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster):
        ddf = dd.from_pandas(X.assign(label=y), npartitions=4).persist()
        Xd, yd = ddf.drop(columns="label"), ddf["label"]
        for kept in (True, False):
            monkeypatch.setattr(dask_data, "FRONT_MIN_RECORDS", 1 if kept else 10 ** 9)
            model, log, sizes = fit(Xd, yd)
            assert log > 150_000 and max(sizes) - sizes[0] < log / 10, (log, sizes)
            steps = state["scattered"]
            assert len({id(step) for step in steps}) == len(steps) >= 5    # each step once
            # the declared schema and the fit's grid (recoded): each once
            schemas = state["schemas"]
            assert 1 <= len({id(x) for x in schemas}) == len(schemas) <= 2, schemas
            assert max(sizes) < len(cloudpickle.dumps(s)), sizes
            np.testing.assert_array_equal(local.predict_proba(X), model.predict_proba(X))
            pd.testing.assert_frame_equal(local.ledger_.to_frame(), model.ledger_.to_frame())
        state["scatter"] = False                 # the old way: the log in each query's graph
        model, log, sizes = fit(Xd, yd)
        assert max(sizes) - sizes[0] > log * 0.9 and not state["scattered"], (log, sizes)
        np.testing.assert_array_equal(local.predict_proba(X), model.predict_proba(X))


def _doomed_scatters(distributed, monkeypatch, cluster, n_doomed):
    """``n_doomed`` of ``cluster``'s (in-process) workers, each in turn the only holder of what
    is scattered, and ``lose()`` closing the current one without handing its data on, as if it
    died: the active memory manager may leave one replica of broadcast data, and Dask cannot
    recompute scattered data.  Once none is left, scatters are the door's own (broadcast)."""
    doomed = list(cluster.workers.values())[:n_doomed]
    orig = distributed.Client.scatter

    def scatter(self, data, *a, **k):
        if doomed:
            k.update(workers=[doomed[0].address], broadcast=False)
        return orig(self, data, *a, **k)

    def lose():
        worker = doomed.pop(0)
        cluster.sync(worker.close)

    monkeypatch.setattr(distributed.Client, "scatter", scatter)
    return lose


def test_dask_query_recovers_once_from_a_lost_worker_holding_scattered_data(mixed, monkeypatch):
    """A worker holding the fit's scattered split log and schema (at a deeper level, memberships
    kept), or an OOB budget forest's scattered scouts (its permuted error counts), leaves while
    a query reads them: distributed cancels the query (they cannot be recomputed), the door
    scatters them again, replays the memberships from the log and computes the query once
    more.  Nothing of the cancelled attempt was released or charged: the fits equal the
    threaded scheduler's, predictions and ledger, and each query is charged once."""
    distributed = pytest.importorskip("distributed")
    import dask

    from dpforest import dask_data

    monkeypatch.setattr(dask_data, "FRONT_MIN_RECORDS", 1)
    X, y, s = mixed
    fits = [(d.DPForestClassifier, dict(max_depth=4), "_scattered_log", 3),
            (d.OOBBudgetForestClassifier, dict(n_estimators=3, max_depth=2), "_scattered_public", 1)]
    with _noiseless(), dask.config.set(scheduler="threads"):
        local = [cls(2.0, s, random_state=0, progress=False, **kw).fit(
            dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)) for cls, kw, _, _ in fits]
    recovered = []
    orig_forget = dask_data.DaskPrivateData._forget_lost

    def forget(self, fr, public):
        recovered.append(orig_forget(self, fr, public))
        return recovered[-1]

    monkeypatch.setattr(dask_data.DaskPrivateData, "_forget_lost", forget)
    with distributed.LocalCluster(n_workers=3, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, distributed.Client(cluster):
        lose = _doomed_scatters(distributed, monkeypatch, cluster, 2)
        ddf = dd.from_pandas(X.assign(label=y), npartitions=4).persist()
        Xd, yd = ddf.drop(columns="label"), ddf["label"]
        for (cls, kw, hook, at), mem in zip(fits, local):
            orig, calls = getattr(dask_data.DaskPrivateData, hook), []

            def spy(self, arg, orig=orig, at=at, calls=calls):
                out = orig(self, arg)          # the futures the query's graph will name
                calls.append(1)
                if len(calls) == at:
                    lose()
                return out

            monkeypatch.setattr(dask_data.DaskPrivateData, hook, spy)
            recovered.clear()
            with _noiseless():
                model = cls(2.0, s, random_state=0, progress=False, **kw).fit(Xd, yd)
            assert recovered == [True], recovered           # one query cancelled, made again
            np.testing.assert_array_equal(mem.predict_proba(X), model.predict_proba(X))
            pd.testing.assert_frame_equal(mem.ledger_.to_frame(), model.ledger_.to_frame())
            monkeypatch.setattr(dask_data.DaskPrivateData, hook, orig)


def test_dask_query_lost_twice_fails_with_a_message_that_quotes_nothing(mixed, monkeypatch):
    """Lost again once scattered anew, the query fails with an error saying so (not "a
    partition of X or y could not be read"), quoting no value or count; a cancellation with
    nothing of the fit's lost is said to be one."""
    distributed = pytest.importorskip("distributed")
    import dask

    from dpforest import dask_data

    X, y, s = mixed
    orig = dask_data.DaskPrivateData._scattered_log
    with distributed.LocalCluster(n_workers=3, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, distributed.Client(cluster):
        lose = _doomed_scatters(distributed, monkeypatch, cluster, 2)
        calls = []

        def spy(self, fr):
            out = orig(self, fr)
            calls.append(1)
            if len(calls) in (2, 3):         # the query at the second level, and its retry
                lose()
            return out

        monkeypatch.setattr(dask_data.DaskPrivateData, "_scattered_log", spy)
        Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
        with pytest.raises(RuntimeError, match="^a Dask worker holding the fit's public split "
                                               "tables .* was lost, and again") as e:
            d.DPForestClassifier(2.0, s, max_depth=4, random_state=0, progress=False).fit(Xd, yd)
        assert len(calls) == 3 and e.value.__context__ is None and e.value.__cause__ is None
        assert not any(ch.isdigit() for ch in str(e.value)), str(e.value)
        # a computation cancelled by the user: nothing of a fit lost, no retry (a task that
        # cannot have finished before the cancel: a quick one could, and then computed fine)
        import time

        future = dask.delayed(time.sleep)(3).persist()
        distributed.default_client().cancel(distributed.futures_of(future))
        with pytest.raises(RuntimeError, match="^a Dask task was cancelled"):
            dask_data._compute(future)


def test_dask_query_is_one_task_shared_by_the_partitions(mixed, monkeypatch):
    """A query's function (which holds the split log, growing with the tree) is one task that
    every partition's task depends on, so a cluster ships it once a worker: each partition's own
    task is a small reference to it, whatever the tree's size."""
    import cloudpickle

    from dpforest import dask_data

    captured = []
    orig = dask_data.DaskPrivateData._partition_tasks

    def spy(self, fn, own=None, fr=None, public=None):
        tasks = orig(self, fn, own, fr, public)
        captured.append(tasks)
        return tasks

    monkeypatch.setattr(dask_data.DaskPrivateData, "_partition_tasks", spy)
    X, y, s = mixed
    d.DPForestClassifier(1.0, s, max_depth=5, random_state=0, progress=False).fit(
        dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4))

    def func(t):        # a graph's task: a tuple (function, *args) or, since dask 2024.12, a Task
        task = dict(t.__dask_graph__().layers[t.__dask_layers__()[0]])[t.key]
        return getattr(task, "func", None) or task[0]

    assert len(captured) >= 5          # the size, the grid histograms and every level's tables
    for ts in captured:
        assert len(ts) == 4 and all(func(t) is dask_data._on_partition for t in ts)
        graphs = [t.__dask_graph__() for t in ts]
        own = [len(cloudpickle.dumps(dict(g.layers[t.__dask_layers__()[0]]))) for g, t in zip(graphs, ts)]
        shared = [{k for k in g.layers if k.startswith("_query")} for g in graphs]
        assert max(own) < 2048, own
        # one query task shared by every partition's task (two at a frontier's first query:
        # its memberships are made in the same graph, by a query of their own)
        assert all(g == shared[0] for g in shared) and 1 <= len(shared[0]) <= 2, shared


@pytest.mark.parametrize("mode", ["kept", "lean", "small"])
def test_dask_partitions_route_each_level_once(mixed, monkeypatch, mode):
    """With large partitions a partition's membership of a frontier is persisted at its first
    query and routed one level on for the next: each partition advances once a level (a replay
    of the whole log at every query advanced ~depth²/2 times a query).  A lean partition (bit
    masks: not kept across queries) and small partitions replay instead.  Either way the fit
    is the in-memory one."""
    import dask

    from dpforest import data as data_mod
    from dpforest import dask_data

    lean = mode == "lean"
    if mode != "small":   # these 2,000 records count as large partitions
        monkeypatch.setattr(dask_data, "FRONT_MIN_RECORDS", 1)
    if lean:      # every partition's frontier goes lean (its pairs exceed a zero budget)
        monkeypatch.setattr(data_mod, "LEAN_MIN_BYTES", 0)
        monkeypatch.setattr(data_mod, "LEAN_DATA_FACTOR", 0)
        monkeypatch.setattr(data_mod, "LEAN_BLOCK", 8)
    calls = {"advance": 0, "replay": 0}
    advance, replay = data_mod.PrivateData._advance_routed, dask_data._replay

    def count_advance(self, *a, **k):
        calls["advance"] += 1
        return advance(self, *a, **k)

    def count_replay(door, fr):
        calls["replay"] += 1
        return replay(door, fr)

    X, y, s = mixed
    P, depth = 4, 5
    kw = dict(max_depth=depth, leaf_share=0.2, random_state=0, progress=False)
    with _noiseless():
        mem = d.DPForestClassifier(2.0, s, **kw).fit(X, y)
        monkeypatch.setattr(data_mod.PrivateData, "_advance_routed", count_advance)
        monkeypatch.setattr(dask_data, "_replay", count_replay)
        with dask.config.set(scheduler="threads"):
            dsk = d.DPForestClassifier(2.0, s, **kw).fit(dd.from_pandas(X, npartitions=P),
                                                         dd.from_pandas(y, npartitions=P))
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))
    if mode != "kept":
        assert calls["replay"] >= P * depth
    else:
        assert calls["replay"] == 0 and 0 < calls["advance"] <= P * depth, calls


def test_dask_partition_tables_are_added_up_before_the_driver(mixed, monkeypatch):
    """A query's per-partition tables are added in groups by tasks of their own (on the workers,
    on a cluster): the driver receives at most ``SUM_FAN_IN`` partial sums however many
    partitions there are, and the total equals the in-memory table."""
    import dask

    from dpforest.dask_data import SUM_FAN_IN, _group_sums

    results = []
    orig = dask.compute

    def spy(*args, **kw):
        out = orig(*args, **kw)
        results.append(out)
        return out

    X, y, s = mixed
    Xd, yd = dd.from_pandas(X, npartitions=20), dd.from_pandas(y, npartitions=20)
    assert Xd.npartitions > SUM_FAN_IN
    monkeypatch.setattr(dask, "compute", spy)
    with _noiseless():
        dsk = d.DiffPRFsClassifier(2.0, s, n_estimators=3, max_depth=3, random_state=0,
                                   progress=False).fit(Xd, yd)
    monkeypatch.undo()
    with _noiseless():
        mem = d.DiffPRFsClassifier(2.0, s, n_estimators=3, max_depth=3, random_state=0,
                                   progress=False).fit(X, y)
    tables = [r for r in results if r and all(isinstance(t, np.ndarray) for t in r)]
    assert len(tables) >= 4 and max(len(r) for r in tables) <= SUM_FAN_IN
    for a, b in zip(mem.trees_, dsk.trees_):
        np.testing.assert_array_equal(a.feature, b.feature)
        np.testing.assert_array_equal(np.nan_to_num(a.counts), np.nan_to_num(b.counts))
    # groups fixed by position: 100 results -> 13 sums -> 2 for the driver, adding to the total
    parts = [dask.delayed(np.full)(2, k) for k in range(100)]
    sums = _group_sums(parts, np.int64)
    assert len(sums) == 2 and sum(orig(*sums)).tolist() == [4950, 4950]


def test_dask_level_tables_travel_as_their_nonzero_cells_and_add_up_exactly(mixed, monkeypatch):
    """A partition's level table (and a partial sum) sized by the level but mostly empty travels
    as its non-zero cells; the sums are exact whatever mix of compact and full tables is added,
    the parts are never written to, float sums keep their left-to-right order, and the fits
    equal the in-memory ones (tables compacted from any size here, so the small test data
    takes the path the deep levels of a large fit take)."""
    import dask

    from dpforest import dask_data
    from dpforest.dask_data import _add_all, _compact, _group_sums, _Sparse

    rng = np.random.default_rng(0)
    monkeypatch.setattr(dask_data, "COMPACT_MIN_CELLS", 0)
    for trial in range(60):
        shape = (int(rng.integers(1, 30)), 3, int(rng.integers(1, 50)))
        fill = [0.0, 0.01, 0.1, 0.9][trial % 4]
        parts = [np.where(rng.random(shape) < fill, rng.integers(0, 9, shape), 0).astype(np.int32)
                 for _ in range(int(rng.integers(1, 12)))]
        copies = [p.copy() for p in parts]
        want = np.stack(parts).astype(np.int64).sum(0)
        packed = [_compact(p) for p in parts]
        if fill <= 0.01:
            assert all(isinstance(p, _Sparse) for p in packed)
        for dtype in (np.int64, np.int32, None):
            got = _add_all(packed, dtype)
            assert got.dtype == np.dtype(dtype or np.int32)
            np.testing.assert_array_equal(got, want)
        sums = _group_sums([dask.delayed(_compact)(p) for p in parts], np.int32, fan_in=3, compact=True)
        assert len(sums) <= 3
        np.testing.assert_array_equal(_add_all(list(dask.compute(*sums)), np.int32), want)
        for p, c in zip(parts, copies):
            np.testing.assert_array_equal(p, c)
    floats = [rng.normal(size=(50, 3)) for _ in range(9)]
    left_to_right = floats[0]
    for f in floats[1:]:
        left_to_right = left_to_right + f
    assert np.array_equal(_add_all(floats), left_to_right)

    compacted, counted = [], []
    orig, orig_cells = dask_data._compact, dask_data._kernels.feature_cells

    def spy(table):
        out = orig(table)
        compacted.append(isinstance(out, _Sparse))
        return out

    def spy_cells(*args, **kw):
        counted.append(1)
        return orig_cells(*args, **kw)

    monkeypatch.setattr(dask_data, "_compact", spy)
    monkeypatch.setattr(dask_data._kernels, "feature_cells", spy_cells)
    X, y, s = mixed
    Xd, yd = dd.from_pandas(X, npartitions=20), dd.from_pandas(y, npartitions=20)
    for cls, kw in ((d.DPForestClassifier, dict(max_depth=4)),
                    (d.DiffPRFsClassifier, dict(n_estimators=3, max_depth=4))):
        with _noiseless():
            mem = cls(2.0, s, random_state=0, progress=False, **kw).fit(X, y)
            dsk = cls(2.0, s, random_state=0, progress=False, **kw).fit(Xd, yd)
        for a, b in zip(mem.trees_, dsk.trees_):
            np.testing.assert_array_equal(a.feature, b.feature)
            np.testing.assert_array_equal(np.nan_to_num(a.counts), np.nan_to_num(b.counts))
        np.testing.assert_array_equal(mem.predict_proba(X), dsk.predict_proba(X))
    assert any(compacted) and counted      # both ways to the non-zero cells were taken


def test_level_cells_counted_or_merged_directly_equal_the_compacted_tables():
    """A partition's non-zero cells counted without building its table, and partial sums of
    compact tables merged cell by cell, are exactly what compacting the full tables gives
    (random frontiers, lean blocks and repeated positions; empty and full tables)."""
    from dpforest import _kernels, dask_data
    from dpforest.dask_data import _add_all, _compact, _from_cells, _Sparse, _sum_task

    rng = np.random.default_rng(3)
    for trial in range(40):
        n, n_feat, K, C = int(rng.integers(0, 300)), int(rng.integers(1, 6)), int(rng.integers(1, 9)), \
            int(rng.integers(1, 5))
        m, S = int(rng.integers(1, 40)), int(rng.integers(1, 4))
        codes = rng.integers(0, K, (n, n_feat)).astype(np.int16)
        y = rng.integers(0, C, n).astype(np.int8)
        features = np.where(rng.random((m, S)) < 0.2, -1, rng.integers(0, n_feat, (m, S)))
        blocks = [(rng.integers(0, max(n, 1), k).astype(np.int32), rng.integers(0, m, k).astype(np.int32))
                  for k in rng.integers(0, 200, int(rng.integers(1, 4)))] if n else [(np.zeros(0, np.int32),) * 2]
        for dtype in (np.int32, np.int64):
            want = _kernels.feature_hist(codes, y, blocks, features, K, C, dtype)
            index, values = _kernels.feature_cells(codes, y, blocks, features, K, C, dtype)
            np.testing.assert_array_equal(index, np.flatnonzero(want))
            np.testing.assert_array_equal(values, want.reshape(-1)[index])
            assert values.dtype == dtype
            for min_cells in (0, 1 << 16):
                dask_data.COMPACT_MIN_CELLS, saved = min_cells, dask_data.COMPACT_MIN_CELLS
                try:
                    got, ref = _from_cells(want.shape, index, values), _compact(want)
                    assert type(got) is type(ref)
                    for a, b in ((got, ref),) if isinstance(got, np.ndarray) else \
                            ((got.index, ref.index), (got.values, ref.values)):
                        np.testing.assert_array_equal(a, b)
                        assert a.dtype == b.dtype
                    parts = [_compact(np.where(rng.random(want.shape) < f, want, 0).astype(dtype))
                             for f in rng.random(int(rng.integers(2, 6)))]
                    merged = _sum_task(parts, np.int32, compact=True)
                    total = _add_all(parts, np.int32)
                    np.testing.assert_array_equal(_add_all([merged], np.int32), total)
                    assert isinstance(merged, _Sparse) == isinstance(_compact(total), _Sparse)
                finally:
                    dask_data.COMPACT_MIN_CELLS = saved


def test_copy_offsets_count_earlier_copies_of_each_record():
    """A record's rank among identical records is global: in each partition, each distinct
    content hash is offset by its copies in the partitions before (checked against the
    definition on random lists with hashes shared across partitions, and empty partitions).
    Only the non-zero offsets go back to the partitions (positions among their distinct hashes,
    and values)."""
    from dpforest.dask_data import _copy_offsets

    rng = np.random.default_rng(0)
    for trial in range(300):
        # 1-d hashes, or (h1, h2) pairs of few values: pairs sharing h1 but not h2 included
        pairs = trial % 2 == 1
        pool = (rng.integers(0, 3, size=(int(rng.integers(1, 9)), 2)).astype(np.uint64) if pairs
                else rng.integers(0, 2 ** 64, size=int(rng.integers(1, 30)), dtype=np.uint64))
        counts = []
        for _ in range(int(rng.integers(1, 8))):
            k = int(rng.integers(0, len(pool) + 1))
            u = (np.unique(pool[rng.integers(0, len(pool), size=k)], axis=0) if k
                 else pool[:0])
            counts.append((u, rng.integers(1, 5, size=len(u))))
        got = _copy_offsets(counts)
        for p, ((u, _), (where, values)) in enumerate(zip(counts, got)):
            assert values.dtype == np.uint64 and (values > 0).all()
            off = np.zeros(len(u), dtype=np.uint64)
            off[where] = values

            def match(uu, h):
                return (uu == h).reshape(len(uu), -1).all(1) if len(uu) else np.zeros(0, bool)
            want = [sum(int(c[match(uu, h)].sum()) for uu, c in counts[:p]) for h in u]
            assert off.tolist() == want
    # the lists are merged as they come: one not strictly increasing is refused, never misread
    for bad in (np.array([3, 1], np.uint64), np.array([[1, 2], [1, 2]], np.uint64)):
        with pytest.raises(ValueError, match="increasing"):
            _copy_offsets([(np.zeros((1,) + bad.shape[1:], np.uint64), np.ones(1, np.int64)),
                           (bad, np.ones(2, np.int64))])


def test_dask_setup_ticks_the_progress_bar_and_changes_nothing(mixed, monkeypatch):
    """With ``progress`` on, the Dask door's set-up shows on a bar of its own: a tick a
    partition encoded, one for the driver's ranking of copies, one a partition keyed, under
    a description naming the step.  The fit is the one without the bar, and with ``progress``
    off no bar is made for the set-up."""
    from dpforest.forests import base

    real, bars = base.progress_bar, []

    class Bar:
        disable = False

        def __init__(self, total, desc):
            self.total, self.descs, self.ticks, self.drawn = total, [desc], 0, []

        def update(self, n=1):
            self.ticks += n

        def refresh(self):             # tqdm's forced redraw, recorded at the count it shows
            self.drawn.append(self.ticks)

        @property
        def n(self):                   # tqdm's count of steps done
            return self.ticks

        def set_description(self, desc=None, refresh=True):
            self.descs.append(desc)

        def close(self):
            pass

    def spy(total, desc, enabled):
        if not desc.startswith("Dask set-up"):
            return real(total, desc, enabled)
        bars.append(Bar(total, desc) if enabled is True else real(total, desc, enabled))
        return bars[-1]

    monkeypatch.setattr(base, "progress_bar", spy)   # the door reads it from base when it starts
    X, y, s = mixed
    Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
    fit = lambda progress: d.DiffPRFsClassifier(2.0, s, n_estimators=3, max_depth=3, random_state=0,  # noqa: E731
                                                progress=progress).fit(Xd, yd)
    with _noiseless():
        shown, quiet = fit(True), fit(False)
    assert len(bars) == 2 and not isinstance(bars[1], Bar)
    # three stages, whatever the partition count (which follows the file's bytes, so a bar
    # counting partitions told a neighbouring data set's size)
    assert bars[0].ticks == bars[0].total == 3
    # each stage's end is drawn, the last at the full count: tqdm draws at most every 0.1 s, and
    # the keying's last ticks were counted but never shown (the bar closed at 9 of 17)
    assert bars[0].drawn == [1, 3]
    assert bars[0].descs == ["Dask set-up: encoding partitions", "Dask set-up: ranking copies",
                             "Dask set-up: keying partitions"]
    np.testing.assert_array_equal(shown.predict_proba(X), quiet.predict_proba(X))


def test_dask_set_up_bar_draws_each_stage_end_even_when_every_tick_arrived():
    """The end of a stage is drawn whether or not the scheduler's ticks reached it: a bar whose
    ticks all arrived within tqdm's redraw interval was left showing an earlier count."""
    from dpforest.dask_data import _catch_up

    class Bar:
        disable, n, drawn = False, 0, 0

        def update(self, k=1):
            self.n += k

        def refresh(self):
            self.drawn += 1

    full, short, off = Bar(), Bar(), Bar()
    full.n, short.n, off.disable = 9, 5, True
    for b in (full, short, off):
        _catch_up(b, 9)
    assert (full.n, full.drawn) == (9, 1) and (short.n, short.drawn) == (9, 1)
    assert (off.n, off.drawn) == (0, 0)


def test_dask_bagging_with_duplicate_records_across_partitions_matches_in_memory(mixed):
    """Identical records spread over partitions draw their bootstrap weights by global rank, as
    in memory (the offsets above at work)."""
    import pandas as pd

    X, y, s = mixed
    Xk = pd.concat([X.iloc[:300]] * 5, ignore_index=True)       # every record 5 times
    yk = pd.concat([y.iloc[:300]] * 5, ignore_index=True)
    Xd, yd = dd.from_pandas(Xk, npartitions=6), dd.from_pandas(yk, npartitions=6)
    with _noiseless():
        mem = d.DiffPRFsClassifier(2.0, s, n_estimators=4, max_depth=3, random_state=0,
                                   progress=False).fit(Xk, yk)
        dsk = d.DiffPRFsClassifier(2.0, s, n_estimators=4, max_depth=3, random_state=0,
                                   progress=False).fit(Xd, yd)
    for a, b in zip(mem.trees_, dsk.trees_):
        np.testing.assert_array_equal(a.feature, b.feature)
        np.testing.assert_array_equal(np.nan_to_num(a.counts), np.nan_to_num(b.counts))


def test_dask_complex_and_date_columns_are_named_like_pandas():
    """A Dask DataFrame's dtypes are metadata: a complex column is refused by name (it used to
    fit with the imaginary parts dropped) and a date column is named (it was refused as
    'outside the declared bounds'), at fit and at predict, without computing anything."""
    y = pd.Series([0, 1] * 10)
    dates = pd.DataFrame({"when": pd.to_datetime(["2020-01-01", None] * 10), "x": np.linspace(0, 1, 20)})
    cplx = pd.DataFrame({"when": np.array([1 + 1j, 2 + 0j] * 10), "x": np.linspace(0, 1, 20)})
    s = d.Schema([d.Numeric("when", 0, 3, allow_missing=True), d.Numeric("x", 0, 3)], classes=[0, 1])
    m = d.DPForestClassifier(1.0, s, random_state=0, progress=False).fit(
        pd.DataFrame({"when": [1.0, 2.0], "x": [0.5, 0.5]}), [0, 1])
    for X, words in ((dates, "column 'when' holds dates or times"),
                     (cplx, "Complex data not supported: column 'when'")):
        dX = dd.from_pandas(X, npartitions=2)
        with pytest.raises(d.SchemaError, match=words):
            d.DPForestClassifier(1.0, s).fit(dX, dd.from_pandas(y, npartitions=2))
        with pytest.raises(d.SchemaError, match=words):
            m.predict(dX)


def test_oob_budget_forest_on_dask_permutes_over_all_partitions():
    """The OOB budget forest's scouting permutes a column among all of a tree's OOB records.
    Drawn within each partition, a column sorted across partitions would hardly move (an
    importance near 0 where memory reads about 0.3).  The Dask door permutes over all
    partitions, so the fit -- importances, trees, ledger -- is the in-memory one, bit for bit
    without noise, on rows sorted by the informative column and cut in 20 partitions."""
    rng = np.random.default_rng(0)
    n = 2000
    X = pd.DataFrame({"x": rng.uniform(0, 1, n), "z": rng.uniform(0, 1, n), "c": rng.choice(list("abc"), n)})
    y = pd.Series((X.x.to_numpy() > 0.5) ^ (rng.uniform(size=n) < 0.1)).astype(int)
    order = np.argsort(X.x.to_numpy())
    X, y = X.iloc[order].reset_index(drop=True), y.iloc[order].reset_index(drop=True)
    s = d.Schema([d.Numeric("x", 0, 1), d.Numeric("z", 0, 1), d.Categorical("c", list("abc"))], classes=[0, 1])
    kw = dict(n_estimators=4, max_depth=3, max_features=1.0, random_state=0, progress=False)
    with _noiseless():
        mem = d.OOBBudgetForestClassifier(2.0, s, **kw).fit(X, y)
        dsk = d.OOBBudgetForestClassifier(2.0, s, **kw).fit(dd.from_pandas(X, npartitions=20),
                                                            dd.from_pandas(y, npartitions=20))
    np.testing.assert_array_equal(mem.oob_feature_importances_, dsk.oob_feature_importances_)
    assert mem.oob_feature_importances_[0] > 0.2
    np.testing.assert_array_equal(mem.tree_feature_order_, dsk.tree_feature_order_)
    np.testing.assert_allclose(mem.predict_proba(X), dsk.predict_proba(X))
    assert mem.ledger_.to_frame().equals(dsk.ledger_.to_frame())
    # with noise: the ledger still totals epsilon and x still reads as the important column
    # (its lead over the next column, one fit: 0.31 ± 0.07 over 4,000 in-memory fits, down to
    # 0.014; the mean of two fits' importances is read, so a lead at or below 0 is a broken
    # door, which reads x near 0, and not the noise)
    noisy = [d.OOBBudgetForestClassifier(2.0, s, **kw).fit(dd.from_pandas(X, npartitions=20),
                                                           dd.from_pandas(y, npartitions=20))
             for _ in range(2)]
    assert all(f.ledger_.epsilon == pytest.approx(2.0) for f in noisy)
    mean = np.mean([f.oob_feature_importances_ for f in noisy], axis=0)
    assert int(np.argmax(mean)) == 0 and mean[0] > max(mean[1:])


def test_schema_tools_take_a_dask_frame_without_gathering_it():
    """Schema.check runs partition by partition and merges the reports (the same report as on
    the pandas frame); Schema.conform returns a lazy Dask frame that computes to the pandas
    result; Schema.from_dataframe reads a Dask frame's metadata, and a Dask categorical with
    unknown categories needs them declared (its placeholder is not a category)."""
    X = pd.DataFrame({"a": [1.0, 5.0, np.nan, 20.0] * 5, "c": ["x", "y", "zz", "x"] * 5})
    y = pd.Series(["p", "q", "r", "p"] * 5)
    s = d.Schema([d.Numeric("a", 0, 10), d.Categorical("c", ["x", "y"], allow_missing=True)],
                 classes=["p", "q"])
    Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
    mem, dsk = s.check(X, y), s.check(Xd, yd)
    assert str(mem) == str(dsk) and dsk.n_records == 20 and len(dsk.problems) == 4
    assert s.check(Xd).n_records == 20 and len(s.check(Xd).problems) == 3
    lazy = s.conform(Xd)
    assert type(lazy).__module__.split(".")[0] in ("dask", "dask_expr")    # (dask_expr: Dask < 2025.1)
    pd.testing.assert_frame_equal(lazy.compute(), s.conform(X))
    with pytest.raises(d.SchemaError, match="lacks schema columns"):
        s.conform(Xd[["a"]])
    built = d.Schema.from_dataframe(Xd, classes=["p", "q"], bounds={"a": (0, 10)}, categories={"c": ["x", "y"]})
    assert built.feature_names == ["a", "c"]
    with pytest.raises(d.SchemaError, match="categorical columns need categories: \\['c'\\]"):
        d.Schema.from_dataframe(Xd.astype({"c": "category"}), classes=["p", "q"], bounds={"a": (0, 10)})


def test_schema_check_on_dask_reads_values_dask_turned_to_text_as_a_fit_does():
    """Dask turns object columns into text (a bool column with missing values, integer codes
    held as objects, object-typed integer labels): the fit matches them back to the declared
    values, and the data owner's check, which every Dask refusal names, now does too (it
    reported each as outside the domain)."""
    X = pd.DataFrame({"flag": pd.Series([True, False, None, True] * 5, dtype=object),
                      "code": pd.Series([1, 2, 3, 1] * 5, dtype=object),
                      "num": np.linspace(0.1, 0.9, 20)})
    y = pd.Series([0, 1, 0, 1] * 5, dtype=object)
    s = d.Schema([d.Categorical("flag", [False, True], allow_missing=True),
                  d.Categorical("code", [1, 2, 3]), d.Numeric("num", 0, 1)], classes=[0, 1])
    mem = s.check(X, y)
    assert not mem.problems
    for parts in (1, 3):
        dsk = s.check(dd.from_pandas(X, npartitions=parts), dd.from_pandas(y, npartitions=parts))
        assert str(dsk) == str(mem) and not dsk.problems


def test_a_pinned_dask_fit_refused_from_the_schema_alone_spends_nothing(mixed):
    """Two declared categories with one text form are refused from the schema alone, before
    a pinned budget counts the records as read: nothing is booked (it kept the fit's epsilon)."""
    X, y, s0 = mixed
    s = d.Schema([d.Categorical("color", ["red", "green", "blue", 1, "1"])]
                 + [f for f in s0.features if f.name != "color"], s0.classes)
    b = d.PrivacyBudget(total=3.0, schema=s)
    with pytest.raises(d.SchemaError, match="same text form"):
        # (one frame's columns: a pinned budget pairs collections by their form alone)
        both = dd.from_pandas(X.assign(label=np.asarray(y)), npartitions=2)
        b.fit(d.DPForestClassifier(1.0, s, progress=False), both.drop(columns=["label"]),
              both["label"])
    assert b.remaining == 3.0 and len(b.releases) == 0


def test_schema_check_on_dask_decides_the_bounds_note_on_the_whole_table():
    """The note on bounds met exactly by the smallest and largest value was decided per
    partition: a partition whose own extremes were the bounds noted it beside values beyond
    them elsewhere, and ends in two partitions went unnoted.  Now the same notes as pandas."""
    X = pd.DataFrame({"a": np.r_[np.linspace(0, 1, 50), np.linspace(0, 2, 50)],
                      "b": np.r_[np.linspace(0, 0.5, 50), np.linspace(0.5, 1, 50)],
                      "k": np.r_[np.zeros(50), np.ones(50)]})          # a flag: no note
    s = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1), d.Numeric("k", 0, 1)], classes=[0, 1])
    mem = s.check(X)
    for parts in (2, 3, 7):
        dsk = s.check(dd.from_pandas(X, npartitions=parts))
        assert str(dsk) == str(mem)
        assert [n["column"] for n in dsk.notes] == ["b"] and dsk.notes[0]["count"] == 2
    assert [p["column"] for p in mem.problems] == ["a"]


def test_dask_array_x_is_named_and_predict_on_dask_gives_the_conform_hint():
    """A Dask Array as X is refused as what it is (it said 'X must be 2-dimensional, got a 1-d
    array'); predicting on a Dask frame with values beyond a bound gives the same hint to
    Schema.conform as on pandas."""
    X = pd.DataFrame({"a": np.linspace(0, 1, 200), "c": ["x", "y"] * 100})
    y = pd.Series(["p", "q"] * 100)
    s = d.Schema([d.Numeric("a", 0, 1), d.Categorical("c", ["x", "y"])], classes=["p", "q"])
    Xd, yd = dd.from_pandas(X, npartitions=4), dd.from_pandas(y, npartitions=4)
    with pytest.raises(d.SchemaError, match="a Dask X must be a Dask DataFrame .* got a Dask Array"):
        d.DPForestClassifier(1.0, s, progress=False).fit(Xd.to_dask_array(lengths=True), yd)
    import dask.array as da

    with pytest.raises(d.SchemaError, match="y is a Dask Array: its chunks must match"):
        d.DPForestClassifier(1.0, s, progress=False).fit(Xd, da.from_array(y.to_numpy(), chunks=100))
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, y)
    bad = X.assign(a=X.a * 3)
    for data in (bad, dd.from_pandas(bad, npartitions=2)):
        with pytest.raises(d.SchemaError, match=r"outside the declared bounds .* model\.schema_\.conform\(X\)"):
            m.predict(data)
    assert len(m.predict(s.conform(dd.from_pandas(bad, npartitions=2)))) == 200
    # conform's own refusal (an unknown category where the column allows no missing value),
    # raised when the lazily conformed frame is read, does not point back to conform
    unknown = dd.from_pandas(X.assign(c=["x", "zzz"] * 100), npartitions=2)
    with pytest.raises(d.SchemaError, match="no code can stand for them") as info:
        m.predict(s.conform(unknown))
    assert "pass model.schema_.conform" not in str(info.value) and "zzz" not in str(info.value)


def test_dask_csv_read_failure_quotes_nothing_and_read_dtypes_reads_it(tmp_path):
    """dd.read_csv guesses a column's dtype from the file's first block; a later value valid
    under the schema (30.5 among whole numbers) or a text value fails its partition's read,
    and Dask's message names the column and can quote the value.  The fit refuses with a
    SchemaError that quotes neither and carries no chained context; read with the schema's
    read_dtypes, the valid file fits."""
    rng = np.random.default_rng(0)
    n = 400
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("cat", ["a", "b"])], classes=["x", "y"])
    for last, valid in ((30.5, True), ("SECRETzq", False)):
        df = pd.DataFrame({"age": rng.integers(0, 100, n).astype(object),
                           "cat": rng.choice(["a", "b"], n), "label": rng.choice(["x", "y"], n)})
        df.loc[n - 1, "age"] = last
        path = tmp_path / "data.csv"
        df.to_csv(path, index=False)
        X = dd.read_csv(path, blocksize=1000)
        assert X.npartitions > 1
        with pytest.raises(d.SchemaError, match="could not be read or processed") as e:
            d.DPForestClassifier(epsilon=1.0, schema=s, random_state=0).fit(X.drop(columns="label"), X["label"])
        assert e.value.__context__ is None and e.value.__cause__ is None
        assert "SECRET" not in str(e.value) and "30.5" not in str(e.value) and "'age'" not in str(e.value)
        assert "dd.read_csv" in str(e.value)          # the CSV hint, for a graph that reads one
        X = dd.read_csv(path, blocksize=1000, dtype=s.read_dtypes(target="label"))
        est = d.DPForestClassifier(epsilon=1.0, schema=s, random_state=0)
        if valid:
            assert est.fit(X.drop(columns="label"), X["label"]).ledger_.epsilon == pytest.approx(1.0)
        else:       # a text in a numeric column is not a number however it is read
            with pytest.raises(d.SchemaError) as e:
                est.fit(X.drop(columns="label"), X["label"])
            assert "SECRET" not in str(e.value)
    assert s.read_dtypes() == {"age": "float64", "cat": "object"}


@pytest.mark.parametrize("last", [True, "True", " false ", 10 ** 400, "-" + "1" * 400],
                         ids=["bool", "text-true", "text-false", "int-1e400", "numeral-neg"])
def test_dask_numeric_object_columns_read_as_in_memory(last):
    """Dask's string conversion turns an object column's Python True into the text 'True' and
    10**400 into its digits: both paths read a boolean (or its text, as the command line
    does) as 1 / 0 and a numeral beyond float range as beyond the bounds (it was refused as
    non-numeric, or as infinite, on Dask only)."""
    n = 60
    X = pd.DataFrame({"num": pd.Series([1.5] * (n - 1) + [last], dtype=object)})
    y = pd.Series(np.arange(n) % 2)
    for out_of_bounds in ("error", "clip"):
        s = d.Schema([d.Numeric("num", 0, 2)], classes=[0, 1], out_of_bounds=out_of_bounds)
        Xd, yd = dd.from_pandas(X, npartitions=2), dd.from_pandas(y, npartitions=2)
        if (isinstance(last, int) and not isinstance(last, bool)) or str(last).startswith("-"):
            if out_of_bounds == "error":
                for frame, labels in ((X, y), (Xd, yd)):
                    with pytest.raises(d.SchemaError, match="outside the declared bounds"):
                        d.DPForestClassifier(1.0, s, random_state=0).fit(frame, labels)
                continue
        with _noiseless():
            mem = d.DPForestClassifier(1.0, s, random_state=0).fit(X, y)
            dsk = d.DPForestClassifier(1.0, s, random_state=0).fit(Xd, yd)
        np.testing.assert_array_equal(mem.predict_proba(X), dsk.predict_proba(X))


def test_dask_errors_inside_tasks_are_replaced_whatever_their_class():
    """A task's MemoryError (numpy's gives the array's shape) and an exception that does not
    derive from Exception are replaced too; the schema's own refusals pass through."""
    import dask

    from dpforest.dask_data import _compute

    class Odd(BaseException):
        pass

    def raise_(e):
        raise e

    for err, kind in ((MemoryError("Unable to allocate for an array with shape (37,)"), MemoryError),
                      (Odd("record value SECRETzq"), d.SchemaError),
                      (ValueError("invalid literal: 'SECRETzq'"), d.SchemaError)):
        with pytest.raises(kind) as e:
            _compute(dask.delayed(raise_)(err))
        assert "SECRET" not in str(e.value) and "37" not in str(e.value)
        assert e.value.__context__ is None
    with pytest.raises(d.SchemaError, match="^column 'x': kept"):
        _compute(dask.delayed(raise_)(d.SchemaError("column 'x': kept")))


def test_a_task_that_kills_its_workers_is_named_without_its_message():
    """distributed's KilledWorker (a task that took down its workers, most often a memory
    limit) gets its own advice, not "could not be read", and quotes nothing."""
    from dpforest.dask_data import _unquoted

    class KilledWorker(Exception):          # distributed's is matched by its class name
        pass

    def boom():
        raise KilledWorker("task ('read-csv-SECRET', 0) marked as failed because 3 workers died")

    from dpforest.dask_data import WorkersKilledError

    with pytest.raises(WorkersKilledError, match="took down the workers") as e:
        _unquoted(boom)
    assert isinstance(e.value, RuntimeError)        # as it was raised before
    assert "SECRET" not in str(e.value) and e.value.__context__ is None


def test_a_failed_scatter_raises_one_message():
    """A worker leaving (or a client.restart()) while the fit scatters its public tables made
    distributed raise a bare KeyError naming the worker, or a closed-comm error: one message
    now, a RuntimeError that says nothing was released or charged."""
    from dpforest import dask_data

    class Leaving:
        def scatter(self, values, broadcast, hash):
            raise KeyError("tcp://127.0.0.1:33919")

    with pytest.raises(RuntimeError, match=r"scattering the fit's public tables .* failed "
                                           r"\(KeyError\).*Nothing was released or charged") as e:
        dask_data._scattered_to_all(Leaving(), object())
    assert "33919" not in str(e.value) and e.value.__context__ is None


def test_dask_fit_on_paused_workers_fails_instead_of_waiting(mixed, monkeypatch):
    """Workers paused by their memory limit start no task, and Dask waits for them without
    end; the fit gives up after PAUSED_PATIENCE seconds with an error that says why and what
    to do, and the estimator keeps its earlier fit.  A cluster that is not paused is unaffected
    (the same fit, and the earlier one, run through the same watch)."""
    distributed = pytest.importorskip("distributed")
    from dpforest import dask_data

    X, y, s = mixed
    monkeypatch.setattr(dask_data, "PAUSED_PATIENCE", 2.0)
    monkeypatch.setattr(dask_data, "_PAUSE_POLL", 0.25)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, distributed.Client(cluster):
        ddf = dd.from_pandas(X.assign(label=y), npartitions=2)
        model = d.DPForestClassifier(2.0, s, random_state=0, progress=False)
        model.fit(ddf.drop(columns="label"), ddf["label"])
        before = model.predict_proba(X)
    # an in-process worker measures the whole test process, far above 50 MB: paused at its
    # memory monitor's first look (waited for, so that no task runs before it)
    import time

    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  memory_limit="50MB", dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        deadline = time.monotonic() + 30
        while not dask_data._all_paused(client) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert dask_data._all_paused(client)
        ddf = dd.from_pandas(X.assign(label=y), npartitions=2)
        with pytest.raises(dask_data.WorkersPausedError,
                           match="every Dask worker was paused for 2 s.*more memory"):
            model.fit(ddf.drop(columns="label"), ddf["label"])
        # the progress bar's wait for the persisted partitions is watched too (it hung)
        with pytest.raises(dask_data.WorkersPausedError):
            d.DPForestClassifier(2.0, s, random_state=0, progress=True).fit(
                ddf.drop(columns="label"), ddf["label"])
        # still paused (the memory monitor's next look, on a loaded machine, can lag: waited for)
        deadline = time.monotonic() + 30
        while not dask_data._all_paused(client) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert dask_data._all_paused(client)
    np.testing.assert_array_equal(model.predict_proba(X), before)


def test_dask_watched_compute_fails_fast_and_releases_its_futures():
    """A failing task raises at once (waiting for every task took as long as the slowest), and
    the computation's futures are released whether it fails or not (a failed task's error held
    them, and the other tasks' results stayed on the workers); nested structures are computed
    as dask.compute computes them."""
    distributed = pytest.importorskip("distributed")
    import time

    import dask

    from dpforest import dask_data

    def boom(x):
        raise ValueError("boom")

    def slow(x, t):
        time.sleep(t)
        return x

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        start = time.monotonic()
        with pytest.raises(ValueError, match="boom"):
            dask_data._watched_compute(dask.delayed(boom)(1), dask.delayed(slow)(2, 6))
        assert time.monotonic() - start < 4
        import gc

        gc.collect()
        assert not client.refcount
        assert dask_data._watched_compute(dask.delayed(slow)(3, 0), 7) == (3, 7)
        assert dask_data._watched_compute([dask.delayed(slow)(1, 0)]) == ([1],)
        gc.collect()
        assert not client.refcount


def test_an_asynchronous_client_is_refused_as_such(mixed):
    """An asynchronous client cannot run dpforest's synchronous computations: said before
    anything runs, as a TypeError about the client, not as a SchemaError about the data."""
    distributed = pytest.importorskip("distributed")
    import asyncio

    X, y, s = mixed
    ddf = dd.from_pandas(X.assign(label=y), npartitions=2)

    async def fit():
        async with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                            dashboard_address=None, asynchronous=True) as cluster:
            async with distributed.Client(cluster, asynchronous=True):
                model = d.DPForestClassifier(1.0, s, random_state=0, progress=False)
                with pytest.raises(TypeError, match="asynchronous Dask client"):
                    model.fit(ddf.drop(columns="label"), ddf["label"])
                assert not hasattr(model, "ledger_")

    asyncio.run(fit())



def test_a_failure_of_the_users_own_step_gets_no_csv_hint_and_a_lost_worker_a_public_error():
    from dpforest.dask_data import WorkerLostError, _Cancelled, _LOST

    rng = np.random.default_rng(0)
    s = d.Schema([d.Numeric("age", 0, 100)], classes=["x", "y"])
    X = dd.from_pandas(pd.DataFrame({"age": rng.uniform(0, 100, 200)}), npartitions=4)
    y = dd.from_pandas(pd.Series(rng.choice(["x", "y"], 200), name="label"), npartitions=4)

    def raiser(part):
        if len(part) and part["age"].iloc[0] >= 0:
            raise ValueError("SECRETzq")
        return part

    with pytest.raises(d.SchemaError, match="could not be read or processed") as e:
        d.DPForestClassifier(1.0, s, random_state=0).fit(X.map_partitions(raiser, meta=X._meta), y)
    assert "read_csv" not in str(e.value) and "SECRET" not in str(e.value)
    # the way to the detail: the data owner's check, which names the column
    assert "Schema.check(X, y) on the Dask frame" in str(e.value)
    assert _Cancelled is WorkerLostError and issubclass(WorkerLostError, RuntimeError)
    assert "PrivacyBudget keeps this fit's epsilon booked" in _LOST


def test_dask_leaves_a_depth_capping_column_out_as_in_memory():
    """The default's step that recodes a column whose 60,000 codes alone cap the depth runs on
    the Dask door too (its recode on every partition): the same depth, the same model."""
    import warnings

    zips = [f"{i:05d}" for i in range(60_000)]
    wide = d.Schema([d.Numeric(f"x{i}", 0, 1) for i in range(12)] + [d.Categorical("zip", zips)],
                    classes=list(range(12)))
    rng = np.random.default_rng(1)
    n = 6000
    X = pd.DataFrame({f"x{i}": rng.uniform(0, 1, n) for i in range(12)})
    X["zip"] = rng.choice(zips, n)
    y = pd.Series(np.minimum((X["x0"] * 12).astype(int), 11))
    fit = lambda a, b: d.DPForestClassifier(20.0, wide, n_samples=n, random_state=0,  # noqa: E731
                                            progress=False).fit(a, b)
    with _noiseless(), warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        mem = fit(X, y)
        dsk = fit(dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3))
    assert sum("leaves 'zip' out of its splits" in str(w.message) for w in said) == 2
    assert mem.max_depth_ == dsk.max_depth_ == 8
    np.testing.assert_array_equal(mem.predict_proba(X), dsk.predict_proba(X))


def test_valid_rows_and_row_problems_of_a_dask_frame_are_lazy_series():
    """A serving batch held in Dask: valid_rows and row_problems answer lazily, partition by
    partition, the same rows as in memory (they refused the frame outright); a layout problem
    is refused at once, by name."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.uniform(0, 120, 60), "c": rng.choice(["a", "b", "zz"], 60)})
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("c", ["a", "b"])], classes=[0, 1])
    Xd = dd.from_pandas(X, npartitions=3)
    ok = s.valid_rows(Xd)
    assert isinstance(ok, dd.Series) and not ok.dtype == object
    pd.testing.assert_series_equal(ok.compute(), pd.Series(s.valid_rows(X), index=X.index),
                                   check_names=False)
    assert 0 < int(ok.sum().compute()) < len(X)
    pd.testing.assert_frame_equal(Xd[ok].compute(), X[s.valid_rows(X)], check_dtype=False)
    pd.testing.assert_series_equal(s.row_problems(Xd).compute(), s.row_problems(X), check_names=False)
    empty = Xd[Xd["age"] > 1000]                   # every partition empty
    assert s.valid_rows(empty).compute().tolist() == []
    with pytest.raises(d.SchemaError, match="'c'"):
        s.valid_rows(Xd.drop(columns="c"))


def test_dask_valid_rows_and_conform_read_declared_codes_that_dask_made_text():
    """Dask turns object columns into text: integer codes and booleans held as objects arrive
    as '1' or 'True'.  valid_rows, row_problems and conform read them as predict does (they
    judged every row invalid, and one text record turned a whole integer column so)."""
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("lvl", [1, 2, 3]),
                  d.Categorical("flag", [False, True])], classes=[0, 1])
    X = pd.DataFrame({"age": [20.0, 30.0, 40.0, 50.0], "lvl": pd.Series([1, 2, 3, 1], dtype=object),
                      "flag": pd.Series([True, False, True, False], dtype=object)})
    for frame, expected in ((X, [True] * 4), (X.assign(lvl=pd.Series([1, 2, 3, "zz"], dtype=object)),
                                              [True, True, True, False])):
        Xd = dd.from_pandas(frame, npartitions=2)
        assert s.valid_rows(frame).tolist() == expected
        assert s.valid_rows(Xd).compute().tolist() == expected
        assert s.row_problems(Xd).compute().tolist() == s.row_problems(frame).tolist()
        if all(expected):
            assert s.conform(Xd, warn=False).compute()["lvl"].tolist() == [1, 2, 3, 1]


def test_one_text_record_leaves_no_float_held_code_out_on_dask():
    """Whole-number codes held as floats (a column with missing values): one text record turned
    the column into objects, Dask into text '1.0', which matched no declared 1, so a pinned
    budget's Dask fit left out every other record with a value (an audit: 1,043 of 3,001 kept).
    Each text is now read on its own as the command line reads it."""
    from dpforest.privacy.record_filter import _dask_rows, _valid_records

    rng = np.random.default_rng(0)
    n = 600
    grade = rng.choice([1.0, 2.0, 3.0, np.nan], n)
    s = d.Schema([d.Numeric("age", 0, 100), d.Categorical("grade", [1, 2, 3], allow_missing=True)],
                 classes=[0, 1])
    X = pd.DataFrame({"age": rng.uniform(0, 100, n), "grade": grade})
    y = pd.Series(rng.integers(0, 2, n))
    X1 = pd.concat([X, pd.DataFrame({"age": [50.0], "grade": ["x"]})], ignore_index=True)
    y1 = pd.concat([y, pd.Series([0])], ignore_index=True)
    for frame, labels in ((X, y), (X1, y1)):
        expected = _valid_records(s, frame, labels)
        both = dd.from_pandas(frame.assign(label=np.asarray(labels)), npartitions=3)
        Xd, yd = both.drop(columns=["label"]), both["label"]
        assert s.valid_rows(Xd).compute().tolist() == list(expected)
        assert len(_dask_rows(s, Xd, yd)[0].compute()) == int(expected.sum())
    assert int(_valid_records(s, X1, y1).sum()) == n          # only the text record left out


def test_pinned_dask_fit_with_one_complex_record_leaves_out_itself_only():
    """One complex value in a pandas frame made the Dask collection's column complex, which
    the door refused by its metadata (naming the column): one record refused a pinned budget's
    Dask fit.  Read as the in-memory filter reads it, the fit goes on without that record, and
    a frame without it gives the same fit (noise aside: the same records are kept)."""
    rng = np.random.default_rng(4)
    n = 400
    X = pd.DataFrame({"score": rng.uniform(0, 1, n), "g": rng.choice(["a", "b"], n)})
    y = pd.Series(np.where(X["score"] > 0.5, "yes", "no"), name="label")
    schema = d.Schema([d.Numeric("score", 0, 1), d.Categorical("g", ["a", "b"])],
                      classes=["no", "yes"])
    X2 = pd.concat([X, pd.DataFrame({"score": [0.5 + 1j], "g": ["a"]})], ignore_index=True)
    y2 = pd.concat([y, pd.Series(["yes"], name="label")], ignore_index=True)
    assert X2["score"].dtype.kind == "c"
    df = dd.from_pandas(X2.assign(label=y2), npartitions=2)
    budget = d.PrivacyBudget(10.0, schema=schema)
    with _noiseless():
        m = budget.fit(d.DPForestClassifier(1.0, schema, progress=False, random_state=0),
                       df.drop(columns="label"), df["label"])
        ref = d.DPForestClassifier(1.0, schema, progress=False, random_state=0).fit(X, y)
    assert budget.spent == 1.0
    assert np.array_equal(m.predict(X), ref.predict(X))


def test_pinned_dask_fit_reads_a_csv_only_as_text(tmp_path):
    """dd.read_csv casts each block to the dtypes it guessed from the file's first block: one
    "maybe" in a column guessed boolean turned its block's every "False" into True, so one
    record changed how others were read under a pinned budget.  Such a read (and one declaring
    a numeric or boolean dtype) is refused from the graph's structure and the caller's dtype=,
    before anything is read or booked; read as text (dtype=object, or a dict of object and
    string dtypes, also after the graph is optimised), the invalid record is left out alone
    and the fit equals the in-memory fit of the valid records."""
    rng = np.random.default_rng(7)
    n = 300
    X = pd.DataFrame({"score": rng.uniform(0, 1, n).round(3), "flag": rng.random(n) < 0.5})
    y = pd.Series(np.where(X["score"] + 0.3 * X["flag"] > 0.6, "yes", "no"), name="label")
    schema = d.Schema([d.Numeric("score", 0, 1), d.Categorical("flag", [False, True])],
                      classes=["no", "yes"])
    odd = pd.DataFrame({"score": [0.9], "flag": ["maybe"], "label": ["yes"]})
    for name, frame in (("D", X.assign(label=y)),
                        ("D1", pd.concat([X.assign(label=y).iloc[:200], odd,
                                          X.assign(label=y).iloc[200:]], ignore_index=True))):
        frame.to_csv(tmp_path / f"{name}.csv", index=False)

    def fit(name, **kw):
        df = dd.read_csv(tmp_path / f"{name}.csv", blocksize=1500, **kw)
        budget = d.PrivacyBudget(10.0, schema=schema)
        with _noiseless():
            m = budget.fit(d.DPForestClassifier(1.0, schema, progress=False, random_state=0,
                                                max_depth=3), df.drop(columns="label"), df["label"])
        return m, budget

    # (a categorical dtype holds objects too, but reads each field as one of its categories)
    for kw in ({}, {"dtype": schema.read_dtypes(target="label")}, {"dtype": {"score": object}},
               {"dtype": {"score": object, "flag": pd.CategoricalDtype([False, True]),
                          "label": object}}):
        with pytest.raises(ValueError, match="reads a CSV file through Dask only as text") as e:
            fit("D1", **kw)
        assert "maybe" not in str(e.value)
    refusing = d.PrivacyBudget(10.0, schema=schema)
    guessed = dd.read_csv(tmp_path / "D.csv", blocksize=1500)
    with pytest.raises(ValueError, match="only as text"):
        refusing.fit(d.DPForestClassifier(1.0, schema, progress=False),
                     guessed.drop(columns="label"), guessed["label"])
    assert refusing.spent == 0
    with _noiseless():
        ref = d.DPForestClassifier(1.0, schema, progress=False, random_state=0,
                                   max_depth=3).fit(X, y)
    grid = pd.DataFrame({"score": np.linspace(0, 1, 50), "flag": [False, True] * 25})
    for kw in ({"dtype": object}, {"dtype": {"score": object, "flag": "string", "label": object}}):
        (a, spent_a), (b, spent_b) = fit("D", **kw), fit("D1", **kw)
        assert spent_a.spent == spent_b.spent == 1.0
        assert np.array_equal(a.predict_proba(grid), b.predict_proba(grid))
        assert np.array_equal(a.predict_proba(grid), ref.predict_proba(grid))
    from dpforest.privacy.record_filter import _csv_read_with_guessed_types

    guessed = dd.read_csv(tmp_path / "D.csv")
    assert _csv_read_with_guessed_types(guessed[["score", "flag"]].optimize())
    assert not _csv_read_with_guessed_types(
        dd.read_csv(tmp_path / "D.csv", dtype=object)[["score", "flag"]].optimize())


@pytest.mark.parametrize("extra", [{"flag": "True"}, {"flag": "yes"}, {"label": "1"}])
def test_pinned_dask_fit_reads_a_kept_text_record_as_it_was_judged(extra):
    """The filter read a text "True" (or label "1") as True (1) and kept its record, but the
    Dask fit then got the partition as given and failed on the text: one record refused the
    fit.  The partitions the fit reads are now the ones the filter judged."""
    import dask

    rng = np.random.default_rng(5)
    n = 200
    X = pd.DataFrame({"age": rng.integers(17, 90, n), "flag": rng.random(n) < .5})
    y = pd.Series(rng.integers(0, 2, n), name="label")
    schema = d.Schema([d.Numeric("age", 0, 120), d.Categorical("flag", [False, True])],
                      classes=[0, 1])
    row = {"age": 40, "flag": True, "label": 1, **extra}
    full = pd.concat([X.assign(label=y), pd.DataFrame([row])], ignore_index=True)
    with dask.config.set({"dataframe.convert-string": False}):
        df = dd.from_pandas(full, npartitions=2)
        budget = d.PrivacyBudget(10.0, schema=schema)
        m = budget.fit(d.DPForestClassifier(1.0, schema, progress=False, random_state=0),
                       df.drop(columns="label"), df["label"])
    assert budget.spent == 1.0 and hasattr(m, "trees_")


@pytest.mark.parametrize("where", ["feature", "label"])
def test_pinned_dask_fit_keeps_a_missing_text_value_dask_holds_as_na(where):
    """Dask reads object columns as its string type, so a missing text is pd.NA, whose == is
    ambiguous: the pinned filter failed on it and refused (with epsilon booked) a Dask fit the
    same frame in memory passed.  A missing value the schema allows is kept, a missing label
    left out, and the fit equals the in-memory one (noise aside)."""
    rng = np.random.default_rng(6)
    n = 400
    X = pd.DataFrame({"x": rng.uniform(0, 1, n), "city": rng.choice(["a", "b"], n).astype(object)})
    y = pd.Series(np.where(X.x > .5, "yes", "no"), name="label").astype(object)
    if where == "feature":
        X.loc[3, "city"] = None
    else:
        y[5] = None
    schema = d.Schema([d.Numeric("x", 0, 1), d.Categorical("city", ["a", "b"], allow_missing=True)],
                      classes=["no", "yes"])
    df = dd.from_pandas(X.assign(label=y), npartitions=2)
    budget, ref_budget = d.PrivacyBudget(10.0, schema=schema), d.PrivacyBudget(10.0, schema=schema)
    with _noiseless():
        m = budget.fit(d.DPForestClassifier(1.0, schema, progress=False, random_state=0),
                       df.drop(columns="label"), df["label"])
        ref = ref_budget.fit(d.DPForestClassifier(1.0, schema, progress=False, random_state=0),
                             X, y)
    assert budget.spent == 1.0
    assert np.array_equal(m.predict(X), ref.predict(X))


def test_a_dask_y_of_one_column_is_read_as_it_and_a_wider_one_refused_as_in_memory():
    """A column vector (a Dask array of shape (n, 1), or a one-column frame) is its one column,
    as numpy's is (with scikit-learn's DataConversionWarning); a wider y gets the in-memory
    "y should be a 1d array" (its labels were read as undeclared classes)."""
    import warnings

    from sklearn.exceptions import DataConversionWarning

    da = pytest.importorskip("dask.array")
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.random(600)})
    y = (X.x > .5).astype(int).to_numpy()
    s = d.Schema([d.Numeric("x", 0, 1)], classes=[0, 1])
    Xd = dd.from_pandas(X, npartitions=3)
    chunks = tuple(len(p) for p in np.array_split(np.arange(600), 3))
    for one in (da.from_array(y.reshape(-1, 1), chunks=(chunks, 1)),
                dd.from_pandas(pd.DataFrame({"a": y}), npartitions=3)):
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            m = d.DPForestClassifier(1.0, s, progress=False).fit(Xd, one)
        assert m.ledger_.epsilon == pytest.approx(1.0)
        assert any(issubclass(w.category, DataConversionWarning) for w in seen)
    for wide in (da.from_array(np.c_[y, y], chunks=(chunks, 2)),
                 dd.from_pandas(pd.DataFrame({"a": y, "b": y}), npartitions=3)):
        with pytest.raises(ValueError, match="y should be a 1d array"):
            d.DPForestClassifier(1.0, s, progress=False).fit(Xd, wide)


def test_a_dask_frame_still_holding_the_target_is_refused_naming_it():
    """As in memory: fit names y's column left in X, and predict the fit's label (Dask's
    refusals left it among X's unnamed extra columns)."""
    rng = np.random.default_rng(1)
    X = pd.DataFrame({"x": rng.random(400)})
    y = pd.Series(np.where(X.x > .5, "yes", "no"), name="label")
    s = d.Schema([d.Numeric("x", 0, 1)], classes=["no", "yes"])
    df = dd.from_pandas(X.assign(label=y), npartitions=2)
    with pytest.raises(d.SchemaError, match=r"X still holds the target's column 'label' \(y's name\)"):
        d.DPForestClassifier(1.0, s, progress=False).fit(df, df["label"])
    m = d.DPForestClassifier(1.0, s, progress=False).fit(df.drop(columns="label"), df["label"])
    assert m.target_name_ == "label"
    with pytest.raises(d.SchemaError, match=r"target's column 'label' \(y's name at fit\)"):
        m.predict(df)
    assert len(m.predict(df.drop(columns="label"))) == 400


def test_score_on_a_dask_frame_of_empty_partitions_says_x_is_empty():
    rng = np.random.default_rng(2)
    X = pd.DataFrame({"x": rng.random(300)})
    y = pd.Series(np.where(X.x > .5, "yes", "no"), name="y")
    s = d.Schema([d.Numeric("x", 0, 1)], classes=["no", "yes"])
    m = d.DPForestClassifier(1.0, s, progress=False).fit(X, y)
    df = dd.from_pandas(X.assign(y=y), npartitions=2)
    none = df[df.x > 2]                      # every partition empty
    assert len(m.predict(none.drop(columns="y"))) == 0
    with pytest.raises(d.SchemaError, match="X is empty: score needs at least one record"):
        m.score(none.drop(columns="y"), none["y"])


def test_schema_from_a_dask_frame_of_unknown_categories_says_dask_left_them_unknown(tmp_path):
    pytest.importorskip("pyarrow")
    pd.DataFrame({"job": pd.Categorical(["a", "b", "a"]), "x": [1.0, 2.0, 3.0]}).to_parquet(
        tmp_path / "t.parquet")
    df = dd.read_parquet(tmp_path / "t.parquet")
    with pytest.raises(d.SchemaError, match=r"Dask left the categories of \['job'\] unknown"):
        d.Schema.from_dataframe(df, classes=[0, 1], bounds={"x": (0, 5)})
    with pytest.raises(d.SchemaError) as e:           # a pandas frame's text column: not said
        d.Schema.from_dataframe(pd.DataFrame({"job": ["a"], "x": [1.0]}), classes=[0, 1],
                                bounds={"x": (0, 5)})
    assert "Dask left" not in str(e.value)


def test_x_and_y_partitioned_unalike_are_refused_without_their_counts():
    """dd.read_csv cuts a file into partitions by its size in bytes, which its records set: the
    refusal quoted both partition counts, figures one record more could change."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 60)})
    y = pd.Series(np.where(X["a"] > 0.5, "p", "q"))
    s = d.Schema([d.Numeric("a", 0, 1)], classes=["p", "q"])
    with pytest.raises(d.SchemaError, match="X and y have different numbers of partitions; "
                                            "partition them alike") as info:
        d.DPForestClassifier(1.0, s, progress=False).fit(dd.from_pandas(X, npartitions=3),
                                                         dd.from_pandas(y, npartitions=1))
    assert not any(ch.isdigit() for ch in str(info.value).split(";")[0])


def test_a_fit_on_a_cluster_shows_no_large_graph_warning_whose_size_follows_the_records(mixed):
    """distributed warns "Sending large graph of size ..." where a graph passes a threshold:
    the fit's own graphs carry the keyed offsets and an OOB-budget forest's permuted slices,
    whose size grows with the records, so one record more could cross the line and the size
    printed was a count of records.  The fit's computations do not show it; the caller's own
    computations still do (the threshold here is a byte)."""
    distributed = pytest.importorskip("distributed")
    import warnings

    import dask

    X, y, s = mixed
    with dask.config.set({"distributed.admin.large-graph-warning-threshold": "1B"}), \
            distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                     dashboard_address=None) as cluster, distributed.Client(cluster):
        Xd = dd.from_pandas(X, npartitions=2)
        yd = dd.from_pandas(pd.Series(np.asarray(y), index=X.index, name="label"), npartitions=2)
        Xd, yd = dask.persist(Xd, yd)
        for cls in (d.DPForestClassifier, d.OOBBudgetForestClassifier):
            with warnings.catch_warnings(record=True) as rec:
                warnings.simplefilter("always")
                cls(1.0, s, random_state=0, progress=False).fit(Xd, yd)
            assert not [w for w in rec if "large graph" in str(w.message)], cls.__name__
            # not given at all: a caller's "error" filter made it a failed fit, by the records
            with warnings.catch_warnings():
                warnings.filterwarnings("error", message="Sending large graph")
                cls(1.0, s, random_state=0, progress=False).fit(Xd, yd)
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            (Xd.iloc[:, :1] + 0).sum().compute()
        assert [w for w in rec if "large graph" in str(w.message)]


def test_a_warning_raised_as_an_error_inside_dask_is_said_to_be_one():
    """Under -W error a Dask reader's own deprecation notice (pandas 3's in Dask's parquet
    reader) failed the fit as "a partition of X or y could not be read", sending the user to
    the data: the refusal now says the exception is a warning category raised by a filter."""
    import warnings

    import pandas as pd

    X = pd.DataFrame({"a": np.random.default_rng(0).random(200)})
    y = pd.Series((X["a"] > 0.5).astype(int), name="label")
    s = d.Schema.from_dataframe(X, classes=[0, 1], bounds={"a": (0, 1)})

    def noisy(part):
        warnings.warn("a library's notice", DeprecationWarning)
        return part

    Xd = dd.from_pandas(X, npartitions=2).map_partitions(noisy, meta=X.iloc[:0])
    yd = dd.from_pandas(y, npartitions=2)
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        with pytest.raises(d.SchemaError, match=r"DeprecationWarning inside Dask.*DeprecationWarning "
                                                r"is a warning category, raised as an error by a "
                                                r"warnings filter") as e:
            d.DPForestClassifier(1.0, s, progress=False).fit(Xd, yd)
    assert "a library's notice" not in str(e.value)
    # a plain failure inside a task is not called a warning
    def broken(part):
        raise ValueError("a record's value")

    with pytest.raises(d.SchemaError, match=r"ValueError inside Dask") as e:
        d.DPForestClassifier(1.0, s, progress=False).fit(
            dd.from_pandas(X, npartitions=2).map_partitions(broken, meta=X.iloc[:0]), yd)
    assert "warning category" not in str(e.value) and "a record's value" not in str(e.value)


def test_probability_columns_never_share_a_name():
    """proba_<class> for every class (the command line's names, and predict_partitions'):
    classes that print alike (1 and "1", True and "True") gave two columns of one name, which
    to_parquet refuses; those are named by their repr."""
    from dpforest.forests.base import proba_column_names

    assert proba_column_names(["no", "yes"]) == ["proba_no", "proba_yes"]
    assert proba_column_names([1, "1", 2]) == ["proba_1", "proba_'1'", "proba_2"]
    for classes in ([1, "1"], [True, "True", 0], [1.0, "1.0"]):
        names = proba_column_names(classes)
        assert len(set(names)) == len(classes), names


def test_x_and_y_from_two_text_files_are_refused_by_the_graphs_alone(tmp_path):
    """Dask cuts a text file into partitions by its bytes, so X and y read from two CSV files
    need not pair up within partitions: one longer record moved a cut, and the fit then failed
    on the partitions' lengths (free, or after a pinned budget booked its epsilon) where its
    neighbour fitted -- or paired wrong labels silently.  Refused from which reads the graphs
    share, before any record is read, with the same words on both neighbours; one frame's
    columns, or one file read twice alike, still fit."""
    import warnings

    schema = d.Schema([d.Categorical("f", ("x", "long_category_value"))], classes=["a", "b"])
    base = [("x", "a" if i % 2 else "b") for i in range(1400)]
    said = []
    for tag, rows in (("D", base), ("D1", base[:10] + [("long_category_value", "a")] + base[10:])):
        pd.DataFrame({"f": [r[0] for r in rows]}).to_csv(tmp_path / f"X{tag}.csv", index=False)
        pd.DataFrame({"l": [r[1] for r in rows]}).to_csv(tmp_path / f"y{tag}.csv", index=False)
        Xd = dd.read_csv(tmp_path / f"X{tag}.csv", dtype=object, blocksize=1000)
        yd = dd.read_csv(tmp_path / f"y{tag}.csv", dtype=object, blocksize=1000)["l"]
        for pin in (schema, None):
            budget = d.PrivacyBudget(10, schema=pin)
            with pytest.raises(d.SchemaError, match="come from different reads") as e:
                budget.fit(d.DPForestClassifier(1.0, schema, random_state=0, progress=False),
                           Xd, yd)
            assert budget.spent == 0
            said.append(str(e.value))
    assert len(set(said)) == 1
    # one frame read once, or the same file read twice alike: fitted
    pd.DataFrame({"f": [r[0] for r in base], "l": [r[1] for r in base]}).to_csv(
        tmp_path / "both.csv", index=False)
    frame = dd.read_csv(tmp_path / "both.csv", dtype=object, blocksize=1000)
    again = dd.read_csv(tmp_path / "both.csv", dtype=object, blocksize=1000)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for X, y in ((frame[["f"]], frame["l"]), (frame[["f"]], again["l"])):
            m = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
            assert m.ledger_.epsilon == pytest.approx(1.0)


def test_a_dask_fit_says_when_partitions_pair_rows_of_other_indexes():
    """The in-memory fit warns when X's and y's indexes differ (paired by position, not by
    index); a Dask fit of labels reordered within their partitions fitted silently and scored
    0.59 against the true labels.  Each partition now compares its indexes on its worker and
    only a flag reaches the driver: the same warning, and none for aligned collections."""
    import warnings

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.random(4000)}, index=pd.RangeIndex(4000, name="id"))
    y = pd.Series(X["x"] > 0.5, name="late")
    s = d.Schema.from_dataframe(X, classes=[False, True], bounds={"x": (0, 1)})
    Xd = dd.from_pandas(X, npartitions=4)
    shuffled = dd.from_pandas(y, npartitions=4).map_partitions(lambda p: p.sort_values())

    def pairing(yd):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            d.DPForestClassifier(1.0, schema=s, random_state=0, progress=False).fit(Xd, yd)
        return [str(x.message) for x in w if "indexes differ" in str(x.message)]

    told = pairing(shuffled)
    assert len(told) == 1 and "Dask collections" in told[0]
    assert pairing(dd.from_pandas(y, npartitions=4)) == []


def test_a_file_without_a_declared_column_is_named_as_the_likely_cause(tmp_path):
    """A parquet folder one of whose files lacks a declared column: the fit's fixed message
    pointed to Schema.check, which then stopped on Dask's bare KeyError.  Both now say that a
    file most likely lacks a declared column (the check, the owner's own tool, quotes Dask's
    message; the fit still quotes nothing)."""
    pytest.importorskip("pyarrow")
    rng = np.random.default_rng(0)
    for i in range(3):
        df = pd.DataFrame({"distance": rng.random(200) * 100, "weight": rng.random(200) * 50,
                           "late": rng.random(200) < 0.3})
        (df.drop(columns=["weight"]) if i == 2 else df).to_parquet(tmp_path / f"p{i}.parquet",
                                                                  index=False)
    frame = dd.read_parquet(str(tmp_path))
    X, y = frame[["distance", "weight"]], frame["late"]
    s = d.Schema.from_dataframe(X, classes=[False, True],
                                bounds={"distance": (0, 100), "weight": (0, 50)})
    with pytest.raises(d.SchemaError, match="a file of the frame lacks a column") as e:
        d.DPForestClassifier(1.0, schema=s, progress=False).fit(X, y)
    assert "weight" not in str(e.value)
    with pytest.raises(d.SchemaError, match="lacks a column the schema declares") as e:
        s.check(X, y)
    assert "weight" in str(e.value)


def test_json_reads_and_an_array_beside_a_text_read_are_refused_too(tmp_path):
    """An audit of the separate-reads refusal: dd.read_json cuts by bytes too (its keys are
    not named read-csv), and a Dask Array y beside a CSV read cannot be traced to it -- both
    were fitted or refused by one record's length.  Refused from the graphs; one frame's
    columns and in-memory collections still pass."""
    from dpforest.dask_data import _refuse_separate_text_reads

    pd.DataFrame({"a": np.arange(300.0)}).to_json(tmp_path / "X.jsonl", orient="records",
                                                  lines=True)
    pd.DataFrame({"y": np.arange(300) % 2}).to_json(tmp_path / "y.jsonl", orient="records",
                                                    lines=True)
    pd.DataFrame({"a": np.arange(300.0), "y": np.arange(300) % 2}).to_csv(tmp_path / "d.csv",
                                                                         index=False)
    Xj = dd.read_json(tmp_path / "X.jsonl", lines=True, blocksize=500)
    yj = dd.read_json(tmp_path / "y.jsonl", lines=True, blocksize=500)["y"]
    with pytest.raises(d.SchemaError, match="come from different reads"):
        _refuse_separate_text_reads(Xj, yj)
    frame = dd.read_csv(tmp_path / "d.csv", blocksize=500)
    with pytest.raises(d.SchemaError, match="y is a Dask Array beside an X read from a text"):
        _refuse_separate_text_reads(frame[["a"]], frame["y"].to_dask_array(lengths=True))
    _refuse_separate_text_reads(frame[["a"]], frame["y"])
    import dask.array as da

    Xp = dd.from_pandas(pd.DataFrame({"a": np.arange(10.0)}), npartitions=2)
    _refuse_separate_text_reads(Xp, dd.from_pandas(pd.Series(np.arange(10) % 2), npartitions=2))
    _refuse_separate_text_reads(Xp, da.from_array(np.arange(10) % 2, chunks=5))
    # persisted apart, two text reads no longer show where they came from: a pinned budget
    # refuses any pair it cannot trace to one read unless both come from memory (an audit
    # persisted the two CSVs above and was back at its one-record bit after booking)
    import dask

    Xc = dd.read_csv(tmp_path / "d.csv", blocksize=500)[["a"]]
    yc = dd.read_csv(tmp_path / "d.csv", usecols=["y"], blocksize=500)["y"]
    Xs, ys = dask.persist(Xc, yc)
    _refuse_separate_text_reads(Xs, ys)                      # a plain fit: the caller's records
    with pytest.raises(d.SchemaError, match="collections persisted apart"):
        _refuse_separate_text_reads(Xs, ys, pinned=True)
    persisted = frame.persist()
    _refuse_separate_text_reads(persisted[["a"]], persisted["y"], pinned=True)
    # in memory under a pin: only one frame's columns.  Two from_pandas collections were cut
    # apart after booking once an id repeated (two reviews: sort=True cuts by each index's
    # values, and sort=False too where an index is monotonic; two calls' cut parameters need
    # not agree)
    Xm = pd.DataFrame({"a": np.arange(10.0)}, index=np.r_[0:9, 4])       # an id repeats
    ym = pd.Series(np.arange(10) % 2)
    for sort in (True, False):
        with pytest.raises(d.SchemaError, match="not column selections of one frame"):
            _refuse_separate_text_reads(dd.from_pandas(Xm, npartitions=2, sort=sort),
                                        dd.from_pandas(ym, npartitions=2, sort=sort),
                                        pinned=True)
    both = dd.from_pandas(Xm.assign(y=ym.to_numpy()), npartitions=2)
    _refuse_separate_text_reads(both[["a"]], both["y"], pinned=True)
    # a row filter or a sort on one side of an in-memory frame: refused too
    with pytest.raises(d.SchemaError, match="not column selections of one frame"):
        _refuse_separate_text_reads(both[both.a < 5][["a"]], both["y"], pinned=True)
    with pytest.raises(d.SchemaError, match="not column selections of one frame"):
        _refuse_separate_text_reads(both[["a"]].sort_values("a"), both["y"], pinned=True)
    # a merge or a filter on one side only: not the columns of one frame
    merged = frame.merge(frame[["a"]].assign(z=1.0), on="a")
    with pytest.raises(d.SchemaError, match="not column selections of one frame"):
        _refuse_separate_text_reads(merged[["a", "z"]], frame["y"], pinned=True)
    with pytest.raises(d.SchemaError, match="not column selections of one frame"):
        _refuse_separate_text_reads(frame[frame.a > 3][["a"]], frame["y"], pinned=True)
