"""Discrete Laplace sampler cost: OpenDP's ``make_laplace`` on an integer vector (the mechanism
dpforest used to call) against dpforest's exact compiled sampler, in µs per released count.

    PYTHONPATH=src python3 benchmarks/bench_sampler.py [--counts 1000000]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import opendp.prelude as dp

from dpforest import _parallel
from dpforest.privacy import mechanisms as mech

dp.enable_features("contrib")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--counts", type=int, default=1_000_000)
    args = ap.parse_args()
    n = args.counts
    counts = np.full(n, 100, dtype=np.int64)
    print(f"{n:,} counts; µs per count (best of 3)")
    print(f"{'sampler':44s} {'eps':>5s} {'µs/count':>9s} {'speed-up':>9s}")
    for eps in (1.0, 0.01):
        meas = dp.m.make_laplace(dp.vector_domain(dp.atom_domain(T=int)), dp.l1_distance(T=int), scale=1 / eps)
        m_od = min(n, 200_000)                         # OpenDP is slow: time a slice
        t = time.perf_counter()
        meas(counts[:m_od].tolist())
        t_od = (time.perf_counter() - t) / m_od
        print(f"{'OpenDP make_laplace (list in, list out)':44s} {eps:5g} {t_od * 1e6:9.3f} {1.0:9.1f}")
        for n_jobs in (1, 2):
            mech._PARALLEL_MIN = 1 << 16
            with _parallel.using(n_jobs):
                mech.noisy_counts(counts[:1000], eps)
                best = np.inf
                for _ in range(3):
                    t = time.perf_counter()
                    mech.noisy_counts(counts, eps)
                    best = min(best, time.perf_counter() - t)
            print(f"{'dpforest exact sampler, n_jobs=%d' % n_jobs:44s} {eps:5g} {best / n * 1e6:9.3f} {t_od / (best / n):9.1f}")


if __name__ == "__main__":
    main()
