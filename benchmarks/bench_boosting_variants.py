"""The figures of docs/algorithms/boosting.md that no other benchmark prints.

    python3 benchmarks/bench_boosting_variants.py adult [--fits 10]    # the page's Adult example
    python3 benchmarks/bench_boosting_variants.py wide [--fits 5]      # 200 columns, 5 informative
    python3 benchmarks/bench_boosting_variants.py paired ROWS.csv [--ref cur]
    python3 benchmarks/bench_boosting_variants.py peers ROWS.csv [--methods b8r10,bauto]

``adult``: ``DPBoostingClassifier(1.0, schema)`` on Adult's official training split (the page's
``load_adult`` example, ``$DPFOREST_DATA``), scored on the official test split; per fit the
automatic round count and the test accuracy.  The fits' privacy noise is never seeded, so
``--fits`` repeats the example.

``wide``: the wide-table case of the page's "Rounds" item, rebuilt (the walkthrough that first
measured it kept no script): ``make_classification`` with 200 numeric columns of which 5 are
informative, 20,000 training and 10,000 test rows, declared bounds ±10 (values clipped), ε = 1;
the automatic rounds against the default forest, one data draw per fit.

``paired`` and ``peers`` summarise the rows of ``benchmarks/dev/auto_tables.py`` runs (its
``--out DIR``'s rows.csv), which print no n·ε bands and no comparison with recorded peers:

* ``paired``: each method minus ``--ref`` on the same (table, ε, split), mean ± its standard
  error over the paired fits, overall, per ε and per n·ε band (training rows × ε);
* ``peers``: each of ``--methods`` minus each peer's kept rows on the same 382 tables and
  splits (``benchmarks/results/auto_tables`` and ``auto_tables_unseen``, ε 0.5 and 2).
"""
from __future__ import annotations

import argparse
import time
import warnings
from pathlib import Path

import numpy as np
import pandas as pd

import dpforest as d

RESULTS = Path(__file__).parent / "results"
PEER_ROWS = [RESULTS / "auto_tables" / "rows.csv", RESULTS / "auto_tables_unseen" / "rows.csv"]
PEERS = {"private-rdt": "Private-RDT", "dprf": "DPRF", "snr": "the SNR forest",
         "dp-ebm": "DP-EBM (binary tables only)"}
# the page's n·ε bands: upper edges, the last band open
BANDS = [(0, 100, "<= 100"), (100, 1_000, "100-1,000"), (1_000, 5_000, "1,000-5,000"),
         (5_000, 20_000, "5,000-20,000"), (20_000, np.inf, "> 20,000")]
KEY = ["dataset", "epsilon", "seed"]


def _mean_se(x) -> str:
    """'+m ± se (n)' of paired differences: the standard error, not the spread, because every
    pair shares its split and only the methods differ."""
    x = pd.Series(x).dropna()
    se = x.std(ddof=1) / np.sqrt(len(x)) if len(x) > 1 else float("nan")
    return f"{x.mean():+.4f} ± {se:.4f} ({len(x)})"


def _band(n_eps: pd.Series) -> pd.Series:
    """Each fit's n·ε band label (a band holds n·ε in (low, high])."""
    out = pd.Series("", index=n_eps.index)
    for lo, hi, name in BANDS:
        out[(n_eps > lo) & (n_eps <= hi)] = name
    return out


def paired(rows: pd.DataFrame, ref: str) -> str:
    """Every method minus ``ref``, overall, per ε and per n·ε band."""
    wide = rows.pivot_table(index=KEY, columns="method", values="accuracy")
    n_eps = rows.groupby(KEY).n_train.first().reindex(wide.index) * wide.index.get_level_values("epsilon")
    band = _band(n_eps)
    out = [f"paired against {ref}: mean difference ± its standard error (paired fits)"]
    for m in [c for c in wide.columns if c != ref]:
        diff = wide[m] - wide[ref]
        out.append(f"{m} - {ref}: {_mean_se(diff)}")
        for e, g in diff.groupby(level="epsilon"):
            out.append(f"    eps {e:g}: {_mean_se(g)}")
        for _, _, name in BANDS:
            out.append(f"    n*eps {name:>12}: {_mean_se(diff[band.values == name])}")
    return "\n".join(out)


def peers(rows: pd.DataFrame, methods) -> str:
    """Each method minus each peer's kept rows, paired on (table, ε, split)."""
    kept = pd.concat([pd.read_csv(f) for f in PEER_ROWS], ignore_index=True)
    kept = kept[kept.method.isin(PEERS)].pivot_table(index=KEY, columns="method", values="accuracy")
    mine = rows.pivot_table(index=KEY, columns="method", values="accuracy")
    out = ["against the peers' kept rows (" + ", ".join(str(f.relative_to(RESULTS.parent.parent)) for f in PEER_ROWS)
           + "), same tables and splits, eps 0.5 / 2: mean difference ± standard error (paired fits)"]
    for m in methods:
        for p, name in PEERS.items():
            both = pd.concat([mine[m], kept[p]], axis=1, join="inner").dropna()
            out.append(f"{m} - {name}: {_mean_se(both.iloc[:, 0] - both.iloc[:, 1])}")
    return "\n".join(out)


def adult(fits: int) -> str:
    """The page's example fit, repeated: automatic rounds and official-test accuracy."""
    from dpforest.datasets import load_adult

    ds = load_adult()
    out = ["Adult, official split (32,561 train / 16,281 test), DPBoostingClassifier(1.0, schema, "
           "random_state=k), n_estimators='auto'"]
    acc, rounds = [], []
    for k in range(fits):
        t0 = time.time()
        m = d.DPBoostingClassifier(1.0, ds.schema, random_state=k, progress=False).fit(ds.X, ds.y)
        acc.append(float((m.predict(ds.X_test) == ds.y_test).mean()))
        rounds.append(m.n_estimators_)
        out.append(f"  fit {k}: {m.n_estimators_} rounds, test accuracy {acc[-1]:.4f} ({time.time() - t0:.1f} s)")
    out.append(f"mean accuracy {np.mean(acc):.4f} ± sd {np.std(acc, ddof=1):.4f}; rounds "
               f"{min(rounds)}-{max(rounds)}")
    return "\n".join(out)


def _wide_data(seed: int):
    """20,000 + 10,000 rows of 200 numeric columns, 5 informative, 2 classes, clipped to ±10."""
    from sklearn.datasets import make_classification

    X, y = make_classification(30_000, 200, n_informative=5, n_redundant=0, random_state=seed)
    X = pd.DataFrame(np.clip(X, -10, 10), columns=[f"x{j}" for j in range(200)])
    schema = d.Schema([d.Numeric(c, -10, 10) for c in X.columns], classes=[0, 1])
    return X[:20_000], y[:20_000], X[20_000:], y[20_000:], schema


def wide(fits: int) -> str:
    """Automatic boosting rounds against the default forest where few of many columns matter."""
    out = ["make_classification(30,000, 200 features, n_informative=5, n_redundant=0, "
           "random_state=k): 20,000 train / 10,000 test, bounds ±10, eps 1"]
    res = {"boosting": [], "default": []}
    for k in range(fits):
        Xtr, ytr, Xte, yte, schema = _wide_data(k)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # the fit's "features lead no round" warning
            b = d.DPBoostingClassifier(1.0, schema, random_state=k, progress=False).fit(Xtr, ytr)
            f = d.DPForestClassifier(1.0, schema, random_state=k, progress=False).fit(Xtr, ytr)
        res["boosting"].append(float((b.predict(Xte) == yte).mean()))
        res["default"].append(float((f.predict(Xte) == yte).mean()))
        out.append(f"  fit {k}: boosting {b.n_estimators_} rounds {res['boosting'][-1]:.4f}; "
                   f"default forest {res['default'][-1]:.4f}")
    for name, v in res.items():
        out.append(f"{name}: mean {np.mean(v):.4f} ± sd {np.std(v, ddof=1):.4f}")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("what", choices=("adult", "wide", "paired", "peers"))
    ap.add_argument("rows", nargs="?", help="an auto_tables.py rows.csv (paired, peers)")
    ap.add_argument("--fits", type=int, default=None)
    ap.add_argument("--ref", default="cur")
    ap.add_argument("--methods", default="b8r10,bauto")
    a = ap.parse_args()
    # repeated fits on one public X are the point here, not another release of private records
    warnings.filterwarnings("ignore", category=d.SameRecordsWarning)
    if a.what == "adult":
        print(adult(a.fits or 10))
    elif a.what == "wide":
        print(wide(a.fits or 5))
    elif a.what == "paired":
        print(paired(pd.read_csv(a.rows), a.ref))
    else:
        print(peers(pd.read_csv(a.rows), a.methods.split(",")))


if __name__ == "__main__":
    main()
