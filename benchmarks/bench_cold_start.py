"""Cold start: the first fit in a new process on a machine whose numba cache is empty (a fresh
install), against the same fit with the cache warm and against scikit-learn's random forest.

Each run is its own Python process with its own ``NUMBA_CACHE_DIR`` (empty for a cold run, the
cold run's for a warm one), timing, inside that process: the imports, then five ``DPForestClassifier(epsilon).fit`` of
the breast-cancer table (scikit-learn's bundled copy, bounds from its documentation; ε = 0.1,
0.5, 1, 2, 5, so that several growth paths are compiled), then the same five again, then
scikit-learn's ``RandomForestClassifier(100, max_depth=5)`` on the same table.  numba compiles the library's
kernels on the first fit and keeps them in the cache, so only a machine's first fit pays.

Usage: ``python3 benchmarks/bench_cold_start.py [RUNS]`` (3 by default); prints one line per
run and the medians, with the first fit's ratio to scikit-learn's fit in the same process.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile

CHILD = r"""
import json, time
t0 = time.perf_counter()
from sklearn.ensemble import RandomForestClassifier
from dpforest import DPForestClassifier
from dpforest.benchmarks.datasets import load
t1 = time.perf_counter()
ds = load("breast_cancer")
X, y = ds.X, ds.y

def fits():
    # five budgets, so that the kernels of several growth paths (label and count leaves, the
    # finished-subtree level) are compiled, whichever the noisy size picks
    t = time.perf_counter()
    for eps in (0.1, 0.5, 1.0, 2.0, 5.0):
        DPForestClassifier(epsilon=eps, schema=ds.schema, progress=False).fit(X, y)
    return time.perf_counter() - t

first, again = fits(), fits()
t4 = time.perf_counter()
RandomForestClassifier(100, max_depth=5, random_state=0).fit(X, y)
t5 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "first_fit": first, "second_fit": again,
                  "sklearn_rf": t5 - t4}))
"""


def run(cache: str) -> dict:
    env = {**os.environ, "NUMBA_CACHE_DIR": cache, "PYTHONWARNINGS": "ignore"}
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(runs: int = 3) -> None:
    cold, warm = [], []
    for r in range(runs):
        with tempfile.TemporaryDirectory() as cache:
            cold.append(run(cache))
            warm.append(run(cache))
        for kind, t in (("cold", cold[-1]), ("warm", warm[-1])):
            print(f"run {r + 1} {kind}: import {t['import']:.2f} s, first five fits "
                  f"{t['first_fit']:.2f} s, the five again {t['second_fit']:.3f} s, sklearn "
                  f"RF(100, depth 5) {t['sklearn_rf']:.3f} s")
    for kind, ts in (("cold (empty numba cache)", cold), ("warm (cache filled)", warm)):
        first = statistics.median(t["first_fit"] for t in ts)
        rf = statistics.median(t["sklearn_rf"] for t in ts)
        second = statistics.median(t["second_fit"] for t in ts)
        print(f"median {kind}: first five fits {first:.2f} s ({first / (5 * rf):.1f}x five fits "
              f"of scikit-learn's RF, {rf:.3f} s each), the five again {second:.3f} s "
              f"({second / (5 * rf):.2f}x); compiling and loading kernels: {first - second:.2f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
