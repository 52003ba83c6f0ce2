"""Development loop: judge candidate defaults against recorded peer results, as the suite does.

    python3 benchmarks/dev/variant_eval.py DATASETS VARIANTS.py PEERS.csv[,PEERS2.csv] \
        [--seeds 3] [--epsilons 0.1,0.5,1,2] [--jobs 2] [--out DIR]

DATASETS: comma-separated names, or ``suite`` / ``holdout`` / ``fresh``.  VARIANTS.py defines
``VARIANTS = {name: factory(epsilon, schema, seed) -> estimator}``.  Each variant is fitted on
the harness's own splits (:func:`dpforest.benchmarks.harness._fit_one`), then judged with the
suite's own :func:`dpforest.benchmarks.report.summary` as if it were the default, against every
other private method in the peers' CSVs (their own ``default`` rows are dropped).
"""
from __future__ import annotations

import argparse
import runpy
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pandas as pd

from dpforest.benchmarks import datasets as bd, harness, report
from dpforest.benchmarks.fresh import FRESH
from dpforest.benchmarks.holdout import HOLDOUT


def _names(text):
    return {"suite": list(bd.SUITE), "holdout": list(HOLDOUT), "fresh": list(FRESH)}.get(text) or text.split(",")


_VARIANTS = {}


def load_variants(vfile):
    """``VARIANTS`` of a variants file; the file may import its sibling modules (module_patch)."""
    folder = str(Path(vfile).resolve().parent)
    if folder not in sys.path:
        sys.path.insert(0, folder)
    return runpy.run_path(vfile)["VARIANTS"]


def _job(args):
    vfile, vname, ds_name, eps, seed = args
    if vfile not in _VARIANTS:
        _VARIANTS[vfile] = load_variants(vfile)
    ds = bd.load(ds_name)
    # a variant is a DPForestClassifier setting: pure ε, declared so the summary judges it
    # (left out, its rows were "privacy not declared" and the summary refused them)
    m = harness.Method(vname, _VARIANTS[vfile][vname], dp_kind=harness.PURE, is_default=True)
    row = harness._fit_one(m, ds_name, ds.schema, bd.split(ds, seed), eps, seed)
    row["domain_source"] = ds.domain_source
    return row


def judge(rows: pd.DataFrame, peers: pd.DataFrame, variant: str) -> dict:
    mine = rows[rows["method"] == variant].copy()
    mine["method"], mine["is_default"] = "default", True
    others = peers[(peers["method"] != "default") & peers["dataset"].isin(mine["dataset"])].copy()
    others["is_default"] = False
    s = report.summary(pd.concat([others, mine], ignore_index=True), "default")
    return s


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("datasets")
    p.add_argument("variants")
    p.add_argument("peers")
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--epsilons", default="0.1,0.5,1,2")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", default="", help="comma-separated variant names")
    p.add_argument("--out", default="/tmp/variant_eval")
    p.add_argument("--rows", default="", help="judge these recorded rows instead of fitting")
    a = p.parse_args(argv)
    names = _names(a.datasets)
    eps = [float(e) for e in a.epsilons.split(",")]
    vfile = str(Path(a.variants).resolve())
    variants = list(load_variants(vfile))
    if a.only:
        variants = [v for v in variants if v in a.only.split(",")]
    jobs = [(vfile, v, d, e, s) for d in names for s in range(a.seeds) for e in eps
            for v in variants]
    if a.rows:
        rows = pd.concat([pd.read_csv(f) for f in a.rows.split(",")], ignore_index=True)
        rows = rows[rows["method"].isin(variants) & rows["dataset"].isin(names)]
    else:
        with ProcessPoolExecutor(a.jobs) as ex:
            rows = pd.DataFrame(list(ex.map(_job, jobs, chunksize=2)))
        out = Path(a.out)
        out.mkdir(parents=True, exist_ok=True)
        rows.to_csv(out / "rows.csv", index=False)
    peers = pd.concat([pd.read_csv(f) for f in a.peers.split(",")], ignore_index=True)
    pd.set_option("display.width", 220)
    pd.set_option("display.max_rows", 400)
    bad = rows[rows["error"].fillna("") != ""]
    if len(bad):
        print(bad[["dataset", "method", "epsilon", "error"]].to_string(), file=sys.stderr)
    tab = rows.groupby(["dataset", "epsilon", "method"]).accuracy.mean().unstack("method")
    print(tab.round(3).to_string())
    for v in variants:
        s = judge(rows, peers, v)
        g = s["gaps"]
        if g.empty:
            print(f"\n== {v}: no peer results for these data sets")
            continue
        ok = g["within_1se"].map(lambda x: x is True).sum()
        loss = g.loc[g["gap"] < 0, "gap"].sum()
        print(f"\n== {v}: within 1 SE {ok}/{len(g)}; sum of negative gaps {loss:.3f}; "
              f"median closure at ε=1 {s['closure_median']:.3f}; constant cells "
              f"{len(s['constant_cells'])}; fit s mean {rows[rows.method == v].fit_seconds.mean():.2f}")
        lose = g[g["within_1se"].map(lambda x: x is not True)]
        if len(lose):
            print(lose[["dataset", "epsilon", "default", "best_other", "best_other_acc", "gap",
                        "se"]].round(3).to_string(index=False))
        if len(s["constant_cells"]):
            print(s["constant_cells"].to_string(index=False))


if __name__ == "__main__":
    main()
