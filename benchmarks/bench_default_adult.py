"""Adult (official split): the default forest's accuracy over repeated fits at each ε.

    DPFOREST_DATA=/path/to/datasets python3 benchmarks/bench_default_adult.py [--fits 10]
        [--epsilons 0.1,0.5,1,2] [--numeric-grid adaptive]

``DPForestClassifier(epsilon, schema)`` with nothing else set (``random_state`` = fit index;
the privacy noise is never seeded).  Prints mean ± sd of test accuracy, the median fit time and
checks that every fit's ledger totals ε.  Output of the last run:
benchmarks/results/default_adult.txt.
"""

from __future__ import annotations

import argparse
import os
import time
import warnings

import numpy as np

import dpforest as d
from dpforest.datasets import load_adult


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--fits", type=int, default=10)
    ap.add_argument("--epsilons", default="0.1,0.5,1,2")
    ap.add_argument("--numeric-grid", default="adaptive", choices=["adaptive", "multiscale", "uniform"])
    a = ap.parse_args(argv)
    warnings.simplefilter("ignore")
    ds = load_adult(os.environ.get("DPFOREST_DATA"))
    print(f"Adult, official split ({len(ds.X)} train / {len(ds.X_test)} test), {a.fits} fits, "
          f"numeric_grid={a.numeric_grid}")
    print("epsilon  accuracy mean ± sd   median fit s")
    for e in (float(x) for x in a.epsilons.split(",")):
        acc, secs = [], []
        for seed in range(a.fits):
            t0 = time.perf_counter()
            m = d.DPForestClassifier(e, ds.schema, random_state=seed, progress=False,
                                     numeric_grid=a.numeric_grid).fit(ds.X, ds.y)
            secs.append(time.perf_counter() - t0)
            assert abs(m.ledger_.epsilon - e) <= 1e-9 * e, "ledger total differs from epsilon"
            acc.append(float(np.mean(np.asarray(m.predict(ds.X_test)) == np.asarray(ds.y_test))))
        print(f"{e:7g}  {np.mean(acc):.4f} ± {np.std(acc, ddof=1) if len(acc) > 1 else 0.0:.4f}      {np.median(secs):.3f}",
              flush=True)


if __name__ == "__main__":
    main()
