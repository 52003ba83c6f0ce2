"""Scale-out: fit on a lazily built Dask DataFrame of Adult replicated to 1 M, 3 M and 10 M rows.

    PYTHONPATH=src python3 benchmarks/bench_scale.py [--sizes 1000000 3000000 10000000] [--n-jobs 2]

The script writes parquet partitions of ``--part-rows`` rows to a temporary directory, then for
each size reads the first partitions lazily (one ``pd.read_parquet`` task per file) and fits the
default forest, DPRF (a data-dependent paper forest) and the OOB budget forest (whose
permutation importances gather a column of codes on the driver) with Dask's local threaded
scheduler.
Reported: wall time, the driver's peak RSS during the fit (Linux ``VmHWM`` after a reset; with
the threaded scheduler the workers are the driver process), and the log-log growth exponent of
time against rows.  Needs ``pip install "dpforest[dask]"`` (dask + pyarrow).
"""

from __future__ import annotations

import argparse
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np
import pandas as pd

import dpforest
from dpforest.datasets import load_adult

from bench_memory import _status  # noqa: E402  (scripts run from benchmarks/)


def main():
    import dask
    import dask.dataframe as dd

    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[1_000_000, 3_000_000, 10_000_000])
    ap.add_argument("--part-rows", type=int, default=500_000)
    ap.add_argument("--n-jobs", type=int, default=2, help="threads of the local Dask scheduler")
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--models", nargs="+", default=None, help="subset of models (name prefixes)")
    args = ap.parse_args()
    # a timing: DPRF at its paper's settings predicts one class on Adult at epsilon 1
    # (results/oob_budget_dprf.txt), replicated rows or not
    warnings.filterwarnings("ignore", category=dpforest.ConstantModelWarning)
    ds = load_adult(args.data_dir)
    frame = ds.X.copy()
    frame["__label__"] = ds.y.to_numpy()
    models = {
        "DPForestClassifier (default)": lambda: dpforest.DPForestClassifier(1.0, ds.schema, random_state=0,
                                                                            progress=False),
        "DPRFClassifier (10 trees, depth 5)": lambda: dpforest.DPRFClassifier(1.0, ds.schema, random_state=0,
                                                                              progress=False),
        # its scouts' permutation importances gather one column of codes per query on the driver
        "OOBBudgetForestClassifier (20 + 20 trees)": lambda: dpforest.OOBBudgetForestClassifier(
            1.0, ds.schema, random_state=0, progress=False),
    }
    if args.models:
        models = {k: v for k, v in models.items() if any(k.startswith(m) for m in args.models)}
    dask.config.set(scheduler="threads", num_workers=args.n_jobs)
    with tempfile.TemporaryDirectory() as tmp:
        n_parts = -(-max(args.sizes) // args.part_rows)
        files = []
        for i in range(n_parts):
            take = (np.arange(args.part_rows) + i * args.part_rows) % len(frame)
            f = Path(tmp) / f"part-{i:04d}.parquet"
            frame.iloc[take].reset_index(drop=True).to_parquet(f, index=False)
            files.append(str(f))
        print(f"{n_parts} parquet partitions of {args.part_rows:,} rows in {tmp}; local threads={args.n_jobs}")
        print(f"{'model':42s} {'rows':>11s} {'fit s':>8s} {'peak RSS MB':>12s}", flush=True)
        res = {}
        for name, make in models.items():
            for rows in args.sizes:
                k = -(-rows // args.part_rows)
                # one lazy partition per file (read_parquet may regroup a column projection's
                # partitions differently from the frame's; the door needs X and y alike)
                df = dd.from_delayed([dask.delayed(pd.read_parquet)(f) for f in files[:k]], meta=frame.iloc[:0])
                X, y = df.drop(columns="__label__"), df["__label__"]
                with open("/proc/self/clear_refs", "w") as fh:
                    fh.write("5")
                t = time.perf_counter()
                make().fit(X, y)
                t = time.perf_counter() - t
                peak = _status("VmHWM")
                res.setdefault(name, []).append((k * args.part_rows, t, peak))
                print(f"{name:42s} {k * args.part_rows:11,d} {t:8.1f} {peak / 2**20:12.0f}", flush=True)
        print()
        for name, rs in res.items():
            if len(rs) >= 2:
                slope = np.polyfit(np.log([r[0] for r in rs]), np.log([r[1] for r in rs]), 1)[0]
                print(f"{name:42s} time ∝ rows^{slope:.2f}")


if __name__ == "__main__":
    main()
