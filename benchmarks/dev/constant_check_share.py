"""Share of a fit spent in the constant-model check (``_constant_verdict``: predicting public
probe points), for the forests of many trees, on generated tables of the shapes where a speed
survey found it heaviest: wide numeric, many-level categorical, many classes.

    python3 benchmarks/dev/constant_check_share.py [--repeats 3]

Prints per (table, forest) the fit's wall time, the check's time (re-run alone on the fitted
model, best of ``--repeats``) and its share of the fit.
"""

from __future__ import annotations

import argparse
import time
import warnings

import numpy as np
import pandas as pd

import dpforest as d

warnings.simplefilter("ignore")


def tables():
    rng = np.random.default_rng(0)
    n = 5000
    X = rng.random((n, 200))
    y = (X[:, 0] + X[:, 1] + rng.normal(0, 0.3, n) > 1).astype(int)
    yield "wide 200 numeric", X, y, d.Schema([d.Numeric(f"x{i}", 0.0, 1.0) for i in range(200)], classes=[0, 1])
    levels = [f"L{i}" for i in range(300)]
    Xc = pd.DataFrame({f"c{j}": pd.Categorical(rng.choice(levels, n), categories=levels) for j in range(10)})
    yc = (Xc["c0"].cat.codes.to_numpy() % 2 ^ (rng.random(n) < 0.2)).astype(int)
    yield "10 x 300-level categorical", Xc, yc, d.Schema([d.Categorical(f"c{j}", levels) for j in range(10)],
                                                         classes=[0, 1])
    k = 500
    Xk = rng.random((20000, 20))
    z = Xk[:, :5] @ np.array([1.0, -0.8, 0.6, 0.4, -0.3]) + rng.normal(0, 0.15, 20000)
    yk = np.searchsorted(np.quantile(z, np.linspace(0, 1, k + 1)[1:-1]), z).astype(np.int64)
    yield "500 classes", Xk, yk, d.Schema([d.Numeric(f"x{i}", 0.0, 1.0) for i in range(20)], classes=list(range(k)))


def best(fn, repeats):
    out = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return min(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=3)
    a = ap.parse_args()
    print(f"{'table':28s} {'forest':22s} {'fit s':>7s} {'check s':>8s} {'share':>6s}")
    for name, X, y, schema in tables():
        for est in (d.SNRForestClassifier, d.PrivateRDTClassifier, d.DPForestClassifier):
            m = est(epsilon=1.0, schema=schema, random_state=0)
            m.fit(X, y)                                  # compile / warm
            t_fit = best(lambda: m.fit(X, y), a.repeats)
            t_chk = best(m._constant_verdict, a.repeats)
            print(f"{name:28s} {est.__name__:22s} {t_fit:7.3f} {t_chk:8.3f} {t_chk / t_fit:6.2f}")


if __name__ == "__main__":
    main()
