"""How bins='auto' of dpforest.evaluation.private_roc reads a model's AUC, against 20 equal
bins, 50 log-spaced edges and 'model', on 100,000 test records (20 releases each).

    python3 benchmarks/dev/roc_auto_bins.py [--releases 20]

Three models of docs/evaluation.md's table: a rare class (about 1.5 % positives) under one
count-leaf tree of many scores, a balanced class under one such tree, and 30 label-leaf trees.
Prints per model and binning: the mean binned AUC ± sd over the releases, the mean tied share
of (positive, other) pairs, and the model's exact AUC on the same records.
"""
from __future__ import annotations

import argparse
import warnings

import numpy as np
import pandas as pd
from sklearn.metrics import roc_auc_score

import dpforest as d
from dpforest.evaluation import private_roc


def table(n, rare, seed):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 1, n), "b": rng.uniform(0, 1, n),
                      "c": rng.choice(list("pqrs"), n), "e": rng.normal(0, 1, n)})
    z = 1.4 * X.a + 0.8 * X.b + 0.5 * (X.c == "p") + 0.3 * X.e.clip(-3, 3)
    logit = (-6.2 if rare else -1.5) + 1.5 * z
    y = np.where(rng.random(n) < 1 / (1 + np.exp(-logit)), "yes", "no")
    schema = d.Schema([d.Numeric("a", 0, 1), d.Numeric("b", 0, 1),
                       d.Categorical("c", list("pqrs")), d.Numeric("e", -4, 4)],
                      classes=["no", "yes"], out_of_bounds="clip")
    return X, pd.Series(y), schema


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--releases", type=int, default=20)
    args = ap.parse_args()
    warnings.simplefilter("ignore")
    models = [("rare class, one count-leaf tree", True, dict(epsilon=2.0, max_depth=8), 1.0),
              ("same", True, dict(epsilon=2.0, max_depth=8), 0.1),
              ("balanced, one count-leaf tree", False, dict(epsilon=2.0, max_depth=8), 0.1),
              ("balanced, 30 label-leaf trees", False,
               dict(epsilon=2.0, n_estimators=30, leaf_release="label"), 0.1)]
    binnings = [("20 equal", 20), ("50 log", np.geomspace(1e-4, 1, 50)), ("model", "model"),
                ("auto", "auto")]
    print(f"| model | ε | exact AUC | scores | " + " | ".join(b for b, _ in binnings) + " |")
    print("|---|---|---|---|" + "---|" * len(binnings))
    for k, (name, rare, params, eps) in enumerate(models):
        X, y, schema = table(200_000, rare, seed=k // 2)
        Xtr, ytr, Xte, yte = X[:100_000], y[:100_000], X[100_000:], y[100_000:]
        m = d.DPForestClassifier(schema=schema, progress=False, random_state=0,
                                 leaf_release=params.pop("leaf_release", "counts"),
                                 **params).fit(Xtr, ytr)
        s = m.predict_proba(Xte)[:, 1]
        cells = []
        for label, bins in binnings:
            try:
                rocs = [private_roc(m, Xte, yte, epsilon=eps, positive="yes", bins=bins)
                        for _ in range(args.releases)]
            except ValueError:
                cells.append("refused")
                continue
            auc = np.array([r.auc for r in rocs])
            tied = np.nanmean([r.tied_share for r in rocs])
            extra = f" ({rocs[0].bin_rule}, {rocs[0].bins} bins)" if label == "auto" else ""
            cells.append(f"{np.nanmean(auc):.3f} ± {np.nanstd(auc):.3f}, tied {tied:.2f}{extra}")
        print(f"| {name} ({100 * (yte == 'yes').mean():.1f} % positives) | {eps:g} | "
              f"{roc_auc_score(yte == 'yes', s):.3f} | {len(np.unique(s))} | "
              + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
