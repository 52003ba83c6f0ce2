"""Peak memory and time of one fit at several sizes (Adult replicated), each case in a fresh
subprocess, against scikit-learn's RandomForest(100 trees, depth 5).  Each model is first
fitted on 2,000 rows so library loading and kernel compilation are not counted.

    PYTHONPATH=src python3 benchmarks/bench_memory.py [--sizes 50000 200000 1000000 5000000]
        [--cases DPForestClassifier 'DiffPRFs(100,5)' 'DiffPRFs(100,5) replay' ...]

Per case: the input frame is built first (text columns as pandas categoricals), then the peak
resident set is reset (Linux ``/proc/self/clear_refs``) and the fit runs; ``peak`` is the
process's peak RSS during the fit, ``extra`` what the fit added over the RSS before it, and
``extra/enc`` that extra over the size of the encoded data (codes + labels + record ids), and
``table`` the widest level's histogram (nodes x features x codes x classes, int32), the part of
the peak that grows with the tree rather than the data.  The last lines give the log-log slope
of time and extra memory against rows.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

import numpy as np

CASES = ["DPForestClassifier", "DiffPRFs(100,5)", "PrivateRDTClassifier", "sklearn RF(100,5)"]
# the cases whose fit builds level histograms (the random trees of Private-RDT read none)
GREEDY = ("DPForestClassifier", "DiffPRFs(100,5)", "DiffPRFs(100,5) replay")


def _status(key: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1]) * 1024
    raise KeyError(key)


def child(case: str, rows: int, data_dir: str | None) -> None:
    import pandas as pd

    import dpforest
    from dpforest.datasets import load_adult

    ds = load_adult(data_dir)
    X = ds.X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            X[c] = X[c].astype("category")
    take = np.arange(rows) % len(ds.y)
    X, y = X.iloc[take].reset_index(drop=True), ds.y.iloc[take].reset_index(drop=True)
    if case.startswith("sklearn"):
        from sklearn.ensemble import RandomForestClassifier

        X = pd.get_dummies(X, dtype=np.float32)
        model = RandomForestClassifier(n_estimators=100, max_depth=5, random_state=0, n_jobs=1)
    elif case.startswith("DiffPRFs"):
        if case.endswith("replay"):
            # the lean frontier without its member store: every pass walks each in-bag record
            # from the root through the released levels (the only lean mode before the store)
            import dpforest.data

            dpforest.data.LEAN_STORE_BYTES = 0
        model = dpforest.DiffPRFsClassifier(1.0, ds.schema, n_estimators=100, max_depth=5, random_state=0,
                                            progress=False)
    else:
        model = getattr(dpforest, case)(1.0, ds.schema, random_state=0, progress=False)
    # warm up (imports, compiled kernels) on a small slice so the peak is the fit's own
    model.fit(X.iloc[:2000], y.iloc[:2000])
    base = _status("VmRSS")
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")                                   # reset the peak RSS to the current RSS
    t = time.perf_counter()
    model.fit(X, y)
    t = time.perf_counter() - t
    peak = _status("VmHWM")
    enc = rows * (X.shape[1] if not case.startswith("sklearn") else ds.X.shape[1]) + 16 * rows
    print(json.dumps(dict(case=case, rows=rows, seconds=t, peak=peak, extra=peak - base, encoded=enc,
                          table=_level_table(model, ds.schema) if case in GREEDY else 0)))


def _level_table(model, schema) -> int:
    """Bytes of the widest level's histogram, nodes x features x codes x classes int32 counts:
    the O(nodes x features x bins) term, read off the fitted trees' public structure."""
    trees = getattr(model, "trees_", None)
    if not trees or not hasattr(trees[0], "depth"):
        return 0
    depths = np.concatenate([tr.depth for tr in trees])       # a level's frontier: its nodes
    widest = int(np.bincount(depths).max()) if len(depths) else 0
    return widest * schema.n_features * int(schema.n_codes().max()) * schema.n_classes * 4


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[50_000, 200_000, 1_000_000, 5_000_000])
    ap.add_argument("--cases", nargs="+", default=CASES)
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--child", nargs=2)
    args = ap.parse_args()
    if args.child:
        return child(args.child[0], int(args.child[1]), args.data_dir)
    print(f"{'case':26s} {'rows':>9s} {'fit s':>8s} {'peak MB':>8s} {'extra MB':>9s} {'extra/enc':>9s} "
          f"{'table MB':>9s}", flush=True)
    res = {}
    for case in args.cases:
        for rows in args.sizes:
            cmd = [sys.executable, __file__, "--child", case, str(rows)]
            if args.data_dir:
                cmd += ["--data-dir", args.data_dir]
            out = subprocess.run(cmd, capture_output=True, text=True)
            if out.returncode != 0:
                print(f"{case:26s} {rows:9d} failed: {out.stderr.strip().splitlines()[-1:]}", flush=True)
                continue
            r = json.loads(out.stdout.strip().splitlines()[-1])
            res.setdefault(case, []).append(r)
            print(f"{case:26s} {rows:9d} {r['seconds']:8.2f} {r['peak'] / 2**20:8.0f} {r['extra'] / 2**20:9.0f} "
                  f"{r['extra'] / r['encoded']:9.2f} {r.get('table', 0) / 2**20:9.1f}", flush=True)
    print()
    for case, rs in res.items():
        if len(rs) >= 2:
            n = np.log([r["rows"] for r in rs])
            st = np.polyfit(n, np.log([r["seconds"] for r in rs]), 1)[0]
            sm = np.polyfit(n, np.log([max(r["extra"], 1) for r in rs]), 1)[0]
            print(f"{case:26s} log-log slope: time {st:.2f}, extra memory {sm:.2f}")


if __name__ == "__main__":
    main()
