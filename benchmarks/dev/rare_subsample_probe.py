"""Ranking a rare class: the default on all records, with 25 % of the negatives (subsampled
without replacement), with four trees on disjoint partitions, and both.

Generated tables with 3.2 % positives (make_classification, 10 features, bounds ±10), one
table per seed, stratified 70/30; prints mean ROC AUC, average precision and the number of
distinct probabilities, and each variant's paired AUC difference against "all".

    python3 benchmarks/dev/rare_subsample_probe.py ROWS EPSILON SEEDS    # e.g. 20000 1 10
"""
import sys
import warnings

import numpy as np
import pandas as pd
from sklearn.datasets import make_classification
from sklearn.metrics import average_precision_score, roc_auc_score
from sklearn.model_selection import train_test_split

import dpforest as d


def main(n: int, eps: float, seeds: int) -> None:
    warnings.simplefilter("ignore")
    rows = []
    for seed in range(seeds):
        X, y = make_classification(n_samples=n, n_features=10, n_informative=5, weights=[0.968],
                                   flip_y=0.01, random_state=100 + seed)
        X = pd.DataFrame(np.clip(X, -10, 10), columns=[f"x{i}" for i in range(10)])
        s = d.Schema([d.Numeric(c, -10, 10) for c in X.columns], classes=[0, 1])
        Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, stratify=y, random_state=seed)
        # each negative kept or dropped on its own: a per-record rule, no privacy cost
        keep = (ytr == 1) | (np.random.default_rng(seed).random(len(ytr)) < 0.25)
        variants = {"all": (Xtr, ytr, {}), "neg25": (Xtr[keep], ytr[keep], {}),
                    "T4": (Xtr, ytr, {"n_estimators": 4}),
                    "neg25T4": (Xtr[keep], ytr[keep], {"n_estimators": 4})}
        for name, (Xf, yf, kw) in variants.items():
            m = d.DPForestClassifier(epsilon=eps, schema=s, progress=False, **kw).fit(Xf, yf)
            p = m.predict_proba(Xte)[:, list(m.classes_).index(1)]
            rows.append(dict(seed=seed, v=name, auc=roc_auc_score(yte, p),
                             ap=average_precision_score(yte, p), distinct=len(np.unique(p))))
    r = pd.DataFrame(rows)
    print(r.groupby("v")[["auc", "ap", "distinct"]].mean().round(3))
    piv = r.pivot(index="seed", columns="v", values="auc")
    for v in ("neg25", "T4", "neg25T4"):
        diff = piv[v] - piv["all"]
        print(f"{v} - all AUC: {diff.mean():+.3f} ± {diff.std() / np.sqrt(len(diff)):.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]))
