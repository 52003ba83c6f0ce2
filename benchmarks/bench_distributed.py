"""Fit time on a dask.distributed cluster of worker processes against Dask's threaded scheduler,
same process, same partitions.

    python3 benchmarks/bench_distributed.py [--rows 200000] [--partitions 8] [--workers 2]

Each forest is fitted twice per scheduler and the second fit is reported (the first pays for
the workers' imports and compiled-kernel loads).  On a cluster every query is a round of tasks:
each task pickles its query and the public schema (never the driver's door, which references
every partition), runs on the worker holding its partition and sends back a histogram, so the
cost on top of the threaded scheduler is about one scheduler round trip per query.  Needs
``dask[distributed]``.
"""
from __future__ import annotations

import argparse
import time
import warnings

import numpy as np
import pandas as pd


def _table(n: int):
    import dpforest as d

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"age": rng.integers(17, 90, n), "job": rng.choice(list("abcd"), n),
                      "score": rng.uniform(0, 1, n)})
    flip = rng.uniform(size=n) < 0.1
    y = np.where(((X.age > 40) & (X.score > 0.3)) ^ flip, "yes", "no")
    s = d.Schema.from_dataframe(X, classes=["no", "yes"], bounds={"age": (0, 100), "score": (0, 1)},
                                categories={"job": list("abcde")})
    return X.assign(label=y), s


def _forests():
    import dpforest as d

    return [("DPForestClassifier (default)", d.DPForestClassifier, {}),
            ("DiffPRFs(10, 4)", d.DiffPRFsClassifier, dict(n_estimators=10, max_depth=4)),
            ("RFDP_OOB(10)", d.RFDPOOBClassifier, dict(n_estimators=10)),
            ("OOBBudget(20 + 20)", d.OOBBudgetForestClassifier, {}),
            ("SNRForestClassifier", d.SNRForestClassifier, {}),
            ("DPBoostingClassifier", d.DPBoostingClassifier, {})]


def _fit_times(ddf, schema) -> dict:
    Xd, yd = ddf.drop(columns="label"), ddf["label"]
    out = {}
    for name, cls, kw in _forests():
        for _ in range(2):
            t = time.perf_counter()
            m = cls(epsilon=1.0, schema=schema, random_state=0, progress=False, **kw).fit(Xd, yd)
            out[name] = (time.perf_counter() - t, m.ledger_.epsilon)
    return out


def main(argv=None) -> None:
    import dask
    import dask.dataframe as dd
    from dask.distributed import Client, LocalCluster

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rows", type=int, default=200_000)
    p.add_argument("--partitions", type=int, default=8)
    p.add_argument("--workers", type=int, default=2)
    a = p.parse_args(argv)
    warnings.simplefilter("ignore")
    df, schema = _table(a.rows)
    with dask.config.set(scheduler="threads"):
        threads = _fit_times(dd.from_pandas(df, npartitions=a.partitions), schema)
    with LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster):
        cluster_times = _fit_times(dd.from_pandas(df, npartitions=a.partitions).persist(), schema)
    print(f"fit on {a.rows:,} rows, {a.partitions} partitions; threads: {a.workers} threads, "
          f"cluster: LocalCluster of {a.workers} worker processes")
    print(f"{'model':30s} {'threads s':>10s} {'cluster s':>10s} {'ratio':>7s}  ledger ε")
    for name in threads:
        (tt, e1), (tc, e2) = threads[name], cluster_times[name]
        print(f"{name:30s} {tt:10.2f} {tc:10.2f} {tc / tt:6.2f}x  {e1:g} / {e2:g}")


if __name__ == "__main__":
    main()
