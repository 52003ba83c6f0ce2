"""Fit time and peak memory of DPForestClassifier with its defaults on generated tables of many
classes (50,000 rows, 20 numeric features; the class is a noisy linear score cut at its
quantiles), against scikit-learn's RandomForestClassifier(n_estimators, max_depth=5) in the same
process.  Many classes are where the default's look-ahead levels score every candidate by the
sum of each child's m largest class counts (the top-m count): a full sort of the C counts per
child made one tree take a minute at a thousand classes.

    python3 benchmarks/bench_many_classes.py [--classes 200 1000] [--epsilon 1] [--repeats 2]
        [--sk-trees 10] [--estimator default|rdt|snr]

``--estimator rdt`` / ``snr`` fit Private-RDT / the SNR forest with their defaults instead of
the default forest (the depth column then shows the trees' depth); run each estimator in its
own process, since the peak-memory column only grows.

scikit-learn's forest of ``--sk-trees`` trees is timed and its time scaled to 100 trees (a
100-tree forest at 1,000 classes takes about two minutes here); the ratio is dpforest's time
over that.  Peak memory is the process's resident high-water mark after each fit (it only
grows, so read it across the lines in order).  Best of ``--repeats`` for each time.
"""

from __future__ import annotations

import argparse
import resource
import warnings

import numpy as np
from sklearn.ensemble import RandomForestClassifier

import dpforest as d

from bench_fit import timed as best  # best-of-k wall time (same directory)

# a timing refits the same estimator on the same records: the repeated-fit notice is about
# privacy budgets, not about this measurement
warnings.simplefilter("ignore", d.RepeatedFitWarning)


def table(n: int, p: int, k: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    X = rng.random((n, p))
    z = X[:, :5] @ np.array([1.0, -0.8, 0.6, 0.4, -0.3]) + rng.normal(0, 0.15, n)
    y = np.searchsorted(np.quantile(z, np.linspace(0, 1, k + 1)[1:-1]), z).astype(np.int64)
    schema = d.Schema([d.Numeric(f"x{i}", 0.0, 1.0) for i in range(p)], classes=list(range(k)))
    return X, y, schema


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--classes", type=int, nargs="+", default=[200, 1000])
    ap.add_argument("--epsilon", type=float, default=1.0)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--sk-trees", type=int, default=10)
    ap.add_argument("--estimator", choices=["default", "rdt", "snr"], default="default")
    a = ap.parse_args()
    # numba's kernels compiled (or read from their cache) before anything is timed
    Xw, yw, sw = table(2000, 20, 3)
    make = {"default": d.DPForestClassifier, "rdt": d.PrivateRDTClassifier,
            "snr": d.SNRForestClassifier}[a.estimator]
    make(a.epsilon, sw, progress=False).fit(Xw, yw)
    print(f"{'classes':>7}  {'dpforest s':>10}  {'depth':>5}  {'sklearn s (x100)':>16}  "
          f"{'ratio':>6}  {'peak RSS MB':>11}")
    for k in a.classes:
        X, y, schema = table(50_000, 20, k)
        models = []
        # the previous repeat's model let go before the next fit (at a thousand classes a
        # Private-RDT model is 0.7 GB, which the peak column would count twice)
        dp = best(lambda: (models.clear(),
                           models.append(make(a.epsilon, schema, progress=False).fit(X, y))),
                  a.repeats)
        sk = best(lambda: RandomForestClassifier(a.sk_trees, max_depth=5, random_state=0,
                                                 n_jobs=1).fit(X, y), a.repeats) * 100 / a.sk_trees
        depth = getattr(models[-1], "max_depth_", getattr(models[-1], "depth_", "-"))
        print(f"{k:>7}  {dp:>10.2f}  {depth!s:>5}  {sk:>16.1f}  {dp / sk:>6.3f}  "
              f"{peak_mb():>11.0f}", flush=True)


if __name__ == "__main__":
    main()
