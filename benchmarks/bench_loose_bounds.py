"""How the default's numeric grid copes with generous declared bounds.

    python3 benchmarks/bench_loose_bounds.py [--datasets spam7,creditcard,...] [--factor 9]
        [--seeds 6] [--epsilons 0.5,2]

Every numeric column without declared cut points gets its declared range widened ``factor``
times (upper bound raised by factor·range; a negative lower bound lowered by as much), as a
user who declares "income ≤ 10^7" for data that never exceeds 10^6 would.  The default is
fitted with ``numeric_grid='uniform'`` (equal-width grid alone) and ``'multiscale'`` (the
default: plus one cut per octave of |x|) on the same splits, with the benchmark's schema as
declared and with the widened one; the figures are mean test accuracy over seeds and data sets,
with the ratio multiscale / uniform.
"""

from __future__ import annotations

import argparse
import dataclasses
import warnings

import numpy as np

import dpforest as d
from dpforest.benchmarks import datasets as bd
from dpforest.schema import Schema

SETS = "spam7,creditcard,college,hmda,wage,pima,smoking,benefits,hi"


def widened(schema: Schema, factor: float) -> Schema:
    feats = []
    for f in schema.features:
        if f.kind == "numeric" and f.cuts is None:
            r = f.upper - f.lower
            f = dataclasses.replace(f, upper=f.upper + factor * r,
                                    lower=f.lower if f.lower >= 0 else f.lower - factor * r)
        feats.append(f)
    return Schema(feats, schema.classes, out_of_bounds=schema.out_of_bounds, n_bins=schema.n_bins)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", default=SETS)
    ap.add_argument("--factor", type=float, default=9.0)
    ap.add_argument("--seeds", type=int, default=6)
    ap.add_argument("--epsilons", default="0.5,2")
    a = ap.parse_args(argv)
    warnings.simplefilter("ignore")
    eps = [float(e) for e in a.epsilons.split(",")]
    total = {}
    print(f"{'data set':12s} {'eps':>4s}  bounds    uniform  multiscale  ratio")
    for name in a.datasets.split(","):
        ds = bd.load(name)
        for label, schema in (("declared", ds.schema), (f"x{a.factor + 1:g}", widened(ds.schema, a.factor))):
            for e in eps:
                acc = {g: [] for g in ("uniform", "multiscale")}
                for seed in range(a.seeds):
                    Xtr, ytr, Xte, yte = bd.split(ds, seed)
                    for g in acc:
                        m = d.DPForestClassifier(e, schema, numeric_grid=g, random_state=seed,
                                                 progress=False).fit(Xtr, ytr)
                        acc[g].append(float(np.mean(np.asarray(m.predict(Xte)) == np.asarray(yte))))
                u, m_ = np.mean(acc["uniform"]), np.mean(acc["multiscale"])
                total.setdefault(label, []).append((u, m_))
                print(f"{name:12s} {e:4g}  {label:8s}  {u:.3f}    {m_:.3f}      {m_ / u:.3f}", flush=True)
    for label, v in total.items():
        u, m_ = np.mean(v, axis=0)
        print(f"mean over data sets and eps, bounds {label}: uniform {u:.4f}, multiscale {m_:.4f} "
              f"(ratio {m_ / u:.3f})")


if __name__ == "__main__":
    main()
