"""Dask steps that order their rows anew at every computation (a sort, a shuffle, a hash join,
groupby().apply): dpforest reads a frame's partitions more than once, so such a frame is
refused from its expression, before any task runs, and accepted once persisted.  And a fit's
own Dask configuration leaves the process's ``distributed`` section as it found it."""

import subprocess
import sys

import numpy as np
import pandas as pd
import pytest

import dpforest as d

dd = pytest.importorskip("dask.dataframe")


def _frame(n=2000, parts=4, seed=0):
    rng = np.random.default_rng(seed)
    df = pd.DataFrame({"a": rng.integers(0, 5, n).astype(float), "b": rng.random(n)})
    df["label"] = np.where(df.b > 0.5, "p", "q")
    s = d.Schema([d.Numeric("a", 0, 4), d.Numeric("b", 0, 1)], classes=["p", "q"])
    return dd.from_pandas(df, npartitions=parts), s


def _tasks(call):
    from dask.callbacks import Callback

    n = []
    with Callback(pretask=lambda key, dsk, state: n.append(key)):
        try:
            call()
        except d.SchemaError as e:
            return len(n), str(e)
    return len(n), None


@pytest.mark.parametrize("step, word", [
    (lambda df: df.sort_values("a"), "sort_values"),
    (lambda df: df.shuffle("a"), "shuffle"),
    (lambda df: df.set_index("a").reset_index(), "set_index"),
    (lambda df: df.merge(dd.from_pandas(pd.DataFrame({"a": np.arange(5.0), "z": 1.0}), npartitions=2),
                         on="a").drop(columns="z"), "merge / join"),
])
def test_a_fit_refuses_a_reordering_step_before_any_task_and_takes_it_persisted(step, word):
    df, s = _frame()
    out = step(df)
    m = d.DPForestClassifier(epsilon=1.0, schema=s, random_state=0)
    n, said = _tasks(lambda: m.fit(out.drop(columns="label"), out["label"]))
    assert said is not None and f"X is computed through a {word} step" in said and "persist" in said
    assert n == 0 and not hasattr(m, "ledger_")
    kept = out.persist()
    m.fit(kept.drop(columns="label"), kept["label"])
    assert m.ledger_.epsilon == 1.0


def test_steps_that_keep_their_order_are_accepted():
    df, s = _frame()
    one = dd.from_pandas(pd.DataFrame({"a": np.arange(5.0), "z": 1.0}), npartitions=1)
    for out in (df.merge(one, on="a").drop(columns="z"), df.repartition(npartitions=2),
                df.sample(frac=0.5, random_state=1), df[df.b > 0.1]):
        d.DPForestClassifier(epsilon=1.0, schema=s, random_state=0).fit(out.drop(columns="label"), out["label"])


def test_score_refuses_a_shuffled_frame_and_scores_it_persisted():
    df, s = _frame()
    m = d.DPForestClassifier(epsilon=2.0, schema=s, random_state=0).fit(df.drop(columns="label"), df["label"])
    out = df.sort_values("a")
    with pytest.raises(d.SchemaError, match="X is computed through a sort_values step"):
        m.score(out.drop(columns="label"), out["label"])
    kept = out.persist()
    expect = m.score(kept.drop(columns="label").compute(), kept["label"].compute())
    assert m.score(kept.drop(columns="label"), kept["label"]) == expect


def test_a_split_refuses_shuffled_groups():
    from dpforest.model_selection import train_test_split

    df, s = _frame()
    ids = df.assign(g=(df.b * 50).astype(int)).shuffle("a")["g"]
    with pytest.raises(d.SchemaError, match="groups is computed through a shuffle step"):
        train_test_split(df.drop(columns="label"), df["label"], schema=s, groups=ids)


def test_the_fit_keeps_the_distributed_config_section():
    pytest.importorskip("distributed")
    # a fresh process, distributed not yet imported: the block used to create the section,
    # a shuffle's lowering imported distributed into it, and leaving deleted it all
    code = (
        "import sys, dask\n"
        "from dpforest.dask_data import _no_graph_size_warning\n"
        "assert 'distributed' not in sys.modules\n"
        "with _no_graph_size_warning():\n"
        "    import distributed\n"
        "assert 'distributed' in dask.config.config, 'section deleted'\n"
        "with _no_graph_size_warning():\n"
        "    assert dask.config.get('distributed.admin.large-graph-warning-threshold') == 2 ** 62\n"
        "assert dask.config.get('distributed.admin.large-graph-warning-threshold') != 2 ** 62\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-2000:]


def _probing(pdf, guess):
    """An analyst's step that fails only where a record's b passes ``guess``."""
    def probe(p):
        if (p["b"] > guess).any():
            raise ValueError("boom")
        return p
    return probe


@pytest.mark.parametrize("last", [lambda df: df.sort_values("a"),
                                  lambda df: df.repartition(partition_size="20kB")])
def test_a_pinned_budget_refuses_before_running_the_analyst_s_graph(last):
    """Under a pinned budget a sort's (or a repartition by size's) partition count was
    computed -- the analyst's graph run -- before the refusal, so whether a step failing on a
    record failed was told at no ε: both guesses must meet the same refusal, no task run."""
    from dask.callbacks import Callback

    df, s = _frame()
    pdf = df.compute()
    outcomes = []
    for guess in (0.5, 2.0):
        out = last(dd.from_pandas(pdf, npartitions=4).map_partitions(_probing(pdf, guess), meta=pdf.iloc[:0]))
        b = d.PrivacyBudget(10.0, schema=s)
        ran = []
        with Callback(pretask=lambda key, dsk, state: ran.append(key)):
            with pytest.raises(Exception) as info:
                b.fit(d.DPForestClassifier(epsilon=1.0, schema=s, progress=False),
                      out.drop(columns="label"), out["label"])
        outcomes.append((len(ran), type(info.value).__name__, str(info.value)[:60], b.spent))
    assert outcomes[0] == outcomes[1], outcomes
    assert outcomes[0][0] == 0 and outcomes[0][3] == 0.0 and "boom" not in outcomes[0][2], outcomes


@pytest.mark.parametrize("step", [
    lambda df, one: df.merge(one, on="a", how="right"),
    lambda df, one: df.merge(one, on="a", how="outer"),
    lambda df, one: one.merge(df, on="a", how="left"),
    lambda df, one: df.assign(s=df.groupby("a").b.shift(1).fillna(0.0)),
    lambda df, one: df.assign(b=df.groupby("a").b.ffill()),
    lambda df, one: df.groupby("label").agg({"a": "max", "b": "max"}, split_out=2).reset_index(),
    lambda df, one: df.groupby("label").agg({"a": "max", "b": "max"}, split_out=True).reset_index(),
])
def test_steps_a_review_found_reordering_are_refused(step):
    df, s = _frame()
    one = dd.from_pandas(pd.DataFrame({"a": np.arange(5.0), "z": 1.0}), npartitions=1)
    out = step(df, one)
    out = out[[c for c in ("a", "b", "label") if c in out.columns]]
    with pytest.raises(d.SchemaError, match="X is computed through a"):
        d.DPForestClassifier(epsilon=1.0, schema=s).fit(out.drop(columns="label"), out["label"])


def test_a_merge_made_partition_by_partition_is_accepted():
    """With a one-partition side on the side Dask broadcasts -- an in-memory frame, or a group
    aggregate merged back (a common feature step) -- and an as-of merge: their rows keep
    their order (a review measured each)."""
    df, s = _frame()
    one = dd.from_pandas(pd.DataFrame({"a": np.arange(5.0), "z": 1.0}), npartitions=1)
    means = df.groupby("a").b.mean().rename("z").reset_index()
    ids = dd.from_pandas(pd.DataFrame({"a": np.arange(5.0), "z": 1.0}), npartitions=2)
    for out in (df.merge(one, on="a", how="left"), df.merge(one, on="a"), one.merge(df, on="a", how="right"),
                df.merge(means, on="a", how="left"),
                dd.merge_asof(df.sort_values("a").persist(), ids, on="a")):
        out = out[["a", "b", "label"]]
        d.DPForestClassifier(epsilon=1.0, schema=s).fit(out.drop(columns="label"), out["label"])
