"""Kernel speed: the per-level histogram pass against a plain ``np.bincount`` over the same codes,
and ``Schema.encode`` throughput, on Adult replicated to ``--rows`` rows (same process, ratios).

    PYTHONPATH=src python3 benchmarks/bench_speed.py [--rows 1000000] [--data-dir DIR]

The histogram pass builds the (node, feature, code, class) table of one level for ``--trees``
in-bag samples over all features; the reference is ``np.bincount`` of the same uint8 codes of the
same (record, feature) cells, the least work any pass must do.  Encoding is timed on the frame as
loaded (arrow strings) and with its text columns as pandas categoricals.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pandas as pd

from dpforest import _kernels, _parallel
from dpforest import data as dpdata
from dpforest.data import PrivateData
from dpforest.datasets import load_adult
from dpforest.forests.base import tree_samples

from bench_fit import timed  # noqa: E402  (scripts run from benchmarks/)


def best(fn, repeats=3):
    return timed(fn, repeats)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--trees", type=int, default=10)
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args()
    ds = load_adult(args.data_dir)
    reps = -(-args.rows // len(ds.y))
    X = pd.concat([ds.X] * reps, ignore_index=True).iloc[:args.rows]
    y = pd.concat([ds.y] * reps, ignore_index=True).iloc[:args.rows]
    Xcat = X.copy()
    for c in Xcat.columns:
        if not pd.api.types.is_numeric_dtype(Xcat[c]):
            Xcat[c] = Xcat[c].astype("category")
    print(f"Adult x{reps}: {len(y):,} rows, {X.shape[1]} features; best of 3")

    data = PrivateData(X, y, ds.schema, 1.0, seed=1)
    F = ds.schema.n_features
    samples = tree_samples(args.trees, "bootstrap", 0.632)
    # the pass over kept (record, node) pairs is what this measures: keep them whatever their size
    dpdata.LEAN_MIN_BYTES = 1 << 40
    fr = data.open_root(samples, np.tile(np.arange(F), (args.trees, 1)))
    cells = len(fr._pair_rec) * F
    codes_cells = data._codes[fr._pair_rec]            # the same cells, gathered once, untimed
    t_ref = best(lambda: np.bincount(codes_cells.ravel(), minlength=256))
    print(f"{'pass':40s} {'s':>8s} {'ns/cell':>8s} {'ratio':>7s}")
    print(f"{'np.bincount over the same uint8 codes':40s} {t_ref:8.3f} {t_ref / cells * 1e9:8.2f} {1.0:7.2f}")
    for n_jobs in (1, 2):
        with _parallel.using(n_jobs):
            data._feature_hist(fr)                      # compile / warm
            t = best(lambda: data._feature_hist(fr))
        print(f"{'level histogram pass, n_jobs=%d' % n_jobs:40s} {t:8.3f} {t / cells * 1e9:8.2f} {t / t_ref:7.2f}")

    print()
    print(f"{'encode':40s} {'s':>8s} {'M values/s':>10s}")
    ds.schema.encode(X.iloc[:1000])
    for name, frame in (("Schema.encode, text as arrow strings", X), ("Schema.encode, text as categoricals", Xcat)):
        t = best(lambda: ds.schema.encode(frame))
        print(f"{name:40s} {t:8.3f} {frame.size / t / 1e6:10.1f}")
    num = X.select_dtypes("number")
    from dpforest.schema import Schema
    sub = Schema([ds.schema.features[ds.schema.feature_names.index(c)] for c in num.columns], ds.schema.classes,
                 n_bins=ds.schema.n_bins)
    t = best(lambda: sub.encode(num))
    print(f"{'Schema.encode, numeric columns only':40s} {t:8.3f} {num.size / t / 1e6:10.1f}")
    # the binning alone against numpy's searchsorted over the same public edges (same process)
    cols = [(f.edges(sub.n_bins), num[f.name].to_numpy(dtype=float)) for f in sub.features]
    t_np = best(lambda: [np.searchsorted(e, v, side="right") for e, v in cols])
    t_bin = best(lambda: [_kernels.bin_codes(e, v) for e, v in cols])
    print(f"{'np.searchsorted, numeric columns':40s} {t_np:8.3f} {num.size / t_np / 1e6:10.1f}")
    print(f"{'compiled binning, numeric columns':40s} {t_bin:8.3f} {num.size / t_bin / 1e6:10.1f}"
          f"   {t_bin / t_np:.2f}x numpy")
    cat = Xcat.select_dtypes("category")
    sub = Schema([ds.schema.features[ds.schema.feature_names.index(c)] for c in cat.columns], ds.schema.classes,
                 n_bins=ds.schema.n_bins)
    t = best(lambda: sub.encode(cat))
    print(f"{'Schema.encode, categorical columns only':40s} {t:8.3f} {cat.size / t / 1e6:10.1f}")


if __name__ == "__main__":
    main()
