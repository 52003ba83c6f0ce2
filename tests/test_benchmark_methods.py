"""`dpforest benchmark`'s judging of one-seed cells, and `--methods MODULE:CLASS` (an estimator of
one's own on the command line)."""

import sys
import textwrap
import uuid

import numpy as np
import pandas as pd
import pytest

from dpforest.benchmarks import harness, report
from dpforest.cli import main


# ----------------------------------------------------------------------------- one-seed cells
class _Rarest:
    """Predicts the training split's least frequent class (a constant below the majority rate)."""

    def fit(self, X, y):
        counts = np.bincount(np.asarray(y, dtype=int))
        self.c_ = int(np.argmin(np.where(counts > 0, counts, counts.max() + 1)))
        return self

    def predict(self, X):
        return np.full(len(X), self.c_)


def _flat(epsilon, schema, seed):
    from sklearn.dummy import DummyClassifier

    return DummyClassifier(strategy="most_frequent")


def _rarest(epsilon, schema, seed):
    return _Rarest()


def _forest(epsilon, schema, seed):
    from sklearn.ensemble import RandomForestClassifier

    return RandomForestClassifier(n_estimators=10, random_state=seed, n_jobs=1)


# stand-ins declared pure epsilon (the summary's arithmetic only reads their scores): the judged
# method predicts the majority class, so which method is ahead is known before the fits
_JUDGED = harness.Method("flat", _flat, dp_kind=harness.PURE, encoding="ordinal",
                         is_default=True)
_PEERS = {"ahead": ("wine", harness.Method("rarest", _rarest, dp_kind=harness.PURE,
                                           encoding="ordinal")),
          "behind": ("iris", harness.Method("forest", _forest, dp_kind=harness.PURE,
                                            encoding="ordinal")),
          "tied": ("iris", harness.Method("flat2", _flat, dp_kind=harness.PURE,
                                          encoding="ordinal"))}


def _frame(seeds):
    """One cell per case: the judged method ahead of its peer (wine: majority class against the
    rarest), behind it (iris: majority class against a forest) and tied at the majority rate."""
    parts = []
    for case, (ds, peer) in _PEERS.items():
        df = harness.run([_JUDGED, peer], [ds], [1.0], seeds, progress=False, notes=[])
        assert (df["error"].fillna("") == "").all(), df["error"]
        parts.append(df.assign(dataset=case))
    return pd.concat(parts, ignore_index=True)


def test_one_seed_cells_are_undecided_ahead_or_behind_and_two_seed_verdicts_stand():
    # one seed: no standard error, so no verdict whichever method is ahead (a one-split lead,
    # or a tie at the majority rate, was counted as "within one SE")
    s = report.summary(_frame(1))
    g = s["gaps"].set_index("dataset")
    assert g.loc["ahead", "gap"] > 0 and g.loc["behind", "gap"] < 0
    assert g.loc["tied", "gap"] == 0
    assert list(g["within_1se"]) == ["n/a (1 seed)"] * 3
    assert not g["only_at_equality"].any()
    assert report.within_counts(s["gaps"]) == (0, 3)
    text = report.summary_markdown(s)
    # every cell one seed: said so, not "within one SE in 0 of 3" (read as three losses)
    assert "in 0 of 3" not in text
    assert ("every one of the 3 (data set, ε) cells has one seed, so none is judged") in text
    assert "the default is ahead or level in 2 of them" in text

    # two seeds: the verdicts as before, the criterion's own arithmetic
    df = _frame(2)
    s = report.summary(df)
    g = s["gaps"].set_index("dataset")
    agg = report.aggregate(df).set_index(["dataset", "method"])
    for case, (_, peer) in _PEERS.items():
        me, other = agg.loc[(case, "flat")], agg.loc[(case, peer.name)]
        gap = me["mean"] - other["mean"]
        se = np.sqrt(me["sd"] ** 2 / me["n"] + other["sd"] ** 2 / other["n"])
        assert g.loc[case, "gap"] == pytest.approx(gap) and g.loc[case, "se"] == pytest.approx(se)
        want = gap >= -report.TIE_TOLERANCE or -gap <= se + report.TIE_TOLERANCE
        assert g.loc[case, "within_1se"] is want or g.loc[case, "within_1se"] == want
        assert isinstance(g.loc[case, "within_1se"], (bool, np.bool_))
    assert [bool(g.loc[c, "within_1se"]) for c in ("ahead", "behind", "tied")] == \
        [True, False, True]
    assert report.within_counts(s["gaps"]) == (2, 0)
    text = report.summary_markdown(s)
    assert "within one SE in 2 of 3 (data set, ε) cells." in text and "undecided" not in text


# ----------------------------------------------------------------------------- MODULE:CLASS
_OWN = '''
import numpy as np


class FirstClass:
    """Predicts the schema's first class (reads no record: trivially private)."""

    def __init__(self, epsilon=1.0, schema=None, random_state=None):
        self.epsilon = epsilon
        self.schema = schema
        self.random_state = random_state

    def get_params(self, deep=True):
        return {"epsilon": self.epsilon, "schema": self.schema,
                "random_state": self.random_state}

    def set_params(self, **params):
        for k, v in params.items():
            setattr(self, k, v)
        return self

    def fit(self, X, y):
        assert self.epsilon > 0 and self.schema is not None
        self.seen_ = (self.epsilon, self.random_state)
        return self

    def predict(self, X):
        return np.array([self.schema.classes[0]] * len(X), dtype=object)
'''


@pytest.fixture
def own_module(tmp_path, monkeypatch):
    name = f"own_bench_{uuid.uuid4().hex[:8]}"
    (tmp_path / f"{name}.py").write_text(textwrap.dedent(_OWN))
    monkeypatch.syspath_prepend(str(tmp_path))
    yield name
    sys.modules.pop(name, None)


def test_methods_take_an_estimator_of_ones_own_as_module_class(tmp_path, own_module, capsys):
    out = tmp_path / "res"
    spec = f"{own_module}:FirstClass"
    assert main(["benchmark", "--datasets", "iris", "--methods", f"default,{spec}",
                 "--epsilons", "1", "--seeds", "1", "--out", str(out), "--no-progress"]) == 0
    df, _ = report.read_results([out / "results.csv"])
    mine = df[df["method"] == spec]
    assert len(mine) == 1 and set(df["method"]) == {"default", spec}
    r = mine.iloc[0]
    assert r["epsilon"] == 1.0 and bool(r["private"]) and r["dp_kind"] == harness.PURE
    assert pd.isna(r["error"]) or r["error"] == ""
    assert r["accuracy"] == pytest.approx(1 / 3, abs=0.02)          # iris: one class of three
    assert spec in (out / "tables.md").read_text()
    # judged beside the default, as the best other DP method
    assert report.summary(df)["gaps"]["best_other"].tolist() == [spec]
    capsys.readouterr()


def test_a_bad_module_class_entry_is_one_clear_line(tmp_path, own_module, capsys):
    out = tmp_path / "res"
    base = ["benchmark", "--datasets", "iris", "--epsilons", "1", "--seeds", "1", "--out",
            str(out), "--no-progress"]
    for entry, why in ((f"no_such_module_{uuid.uuid4().hex[:8]}:X", "ModuleNotFoundError"),
                       (f"{own_module}:NoSuchClass", "AttributeError")):
        assert main(base + ["--methods", f"default,{entry}"]) == 2
        err = capsys.readouterr().err
        assert f"--methods {entry!r}: cannot import" in err and why in err
        assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    # a name that is not MODULE:CLASS: the registry's error, as before
    assert main(base + ["--methods", "default,defualt"]) == 2
    err = capsys.readouterr().err
    assert "unknown method(s) ['defualt']" in err and "Traceback" not in err
    assert not (out / "results.csv").exists()
