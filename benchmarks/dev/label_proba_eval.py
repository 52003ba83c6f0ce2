"""What label leaves cost predict_proba: accuracy, log-loss and ROC AUC, label against counts.

    DPFOREST_DATA=../shared/datasets python3 benchmarks/dev/label_proba_eval.py [--seeds 3]

The sets of docs/default_forest.md's "Probabilities" measurement, ε = 0.1 / 0.5 / 2, each split
fitted once per release (``leaf_release='label'`` / ``'counts'``; fresh privacy noise each).
"""
import argparse
import warnings

import numpy as np
import pandas as pd
from sklearn.metrics import log_loss, roc_auc_score

import dpforest as d
from dpforest.benchmarks import datasets as bd

SETS = ("breast_cancer", "titanic", "penguins", "wine", "biopsy", "chile", "arrests", "default", "adult")


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--epsilons", default="0.1,0.5,2")
    a = p.parse_args(argv)
    rows = []
    for name in SETS:
        ds = bd.load(name)
        for seed in range(a.seeds):
            Xtr, ytr, Xte, yte = bd.split(ds, seed)
            for eps in map(float, a.epsilons.split(",")):
                for release in ("counts", "label"):
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        m = d.DPForestClassifier(eps, ds.schema, leaf_release=release,
                                                 random_state=seed, progress=False).fit(Xtr, ytr)
                    proba = m.predict_proba(Xte)
                    y = np.asarray(yte)
                    auc = (roc_auc_score(y == m.classes_[1], proba[:, 1]) if len(m.classes_) == 2
                           else roc_auc_score(y, proba, multi_class="ovr", labels=m.classes_))
                    rows.append(dict(dataset=name, epsilon=eps, seed=seed, release=release,
                                     n_eps=len(Xtr) * eps,
                                     accuracy=float(np.mean(m.predict(Xte) == y)),
                                     log_loss=log_loss(y, proba, labels=m.classes_), auc=auc))
    df = pd.DataFrame(rows)
    small = df[df.n_eps < 1000]       # where the rule picks labels
    for title, part in (("all cells", df), ("cells with n·ε < 1,000", small)):
        print(f"{title}: {part.groupby(['dataset', 'epsilon', 'seed']).ngroups} fits per release")
        print(part.groupby("release")[["accuracy", "log_loss", "auc"]].agg(["mean", "median"]).round(3).to_string())


if __name__ == "__main__":
    main()
