"""Sampler costs against OpenDP's Python binding, same process.

* Discrete Laplace: OpenDP's ``make_laplace`` on an integer vector (the mechanism dpforest used to
  call) against dpforest's exact compiled sampler, in µs per released count.
* Split selection: OpenDP's ``make_noisy_max`` (exponential noise), one call per node as dpforest
  used to make, against the exact permute-and-flip sampler drawing every node in one call, in µs
  per node (Gini-like scores, monotone, ε = 1).

    PYTHONPATH=src python3 benchmarks/bench_sampler.py [--counts 1000000] [--nodes 3000]
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
    ap.add_argument("--nodes", type=int, default=3000)
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
    selection(args.nodes)


def selection(n_nodes: int) -> None:
    """µs per node of one split selection, OpenDP call per node vs one exact-sampler call."""
    print(f"\n{n_nodes:,} nodes; µs per node (best of 3)")
    print(f"{'selection sampler':44s} {'cands':>5s} {'µs/node':>9s} {'speed-up':>9s}")
    rng = np.random.default_rng(0)
    for n_cand in (30, 300):
        scores = -np.abs(rng.normal(size=(n_nodes, n_cand))) * 50.0
        meas = mech._noisy_max(1.0, 2.0, True)
        t = time.perf_counter()
        for row in scores[:500]:
            meas(np.ascontiguousarray(row - row.max()))
        t_od = (time.perf_counter() - t) / 500
        print(f"{'OpenDP make_noisy_max, one call per node':44s} {n_cand:5d} {t_od * 1e6:9.1f} {1.0:9.1f}")
        ptr = np.arange(n_nodes + 1) * n_cand
        flat, eps = scores.ravel(), np.ones(n_nodes)
        mech.select_many(flat, ptr, eps, 2.0, monotone=True)
        best = np.inf
        for _ in range(3):
            t = time.perf_counter()
            mech.select_many(flat, ptr, eps, 2.0, monotone=True)
            best = min(best, time.perf_counter() - t)
        print(f"{'dpforest permute-and-flip, all nodes at once':44s} {n_cand:5d} {best / n_nodes * 1e6:9.1f} "
              f"{t_od / (best / n_nodes):9.1f}")


if __name__ == "__main__":
    main()
