"""Log-loss of the default's probabilities with and without the noise-scale smoothing, on the
same fits (docs/default_forest.md, "Probabilities").

    DPFOREST_DATA=/path/to/datasets python3 benchmarks/dev/logloss_smoothing.py

For every fit, ``clipped`` is the leaf's clipped noisy counts normalised (the earlier rule),
``a × 1/ε`` raises each count by a times the leaf's noise scale (a = 1 is the default's
``predict_proba``).  Accuracy is the same for all of them (one tree: the argmax is kept).
"""
import warnings

import numpy as np
from sklearn.metrics import accuracy_score, log_loss

import dpforest as d
from dpforest.benchmarks import datasets as bd
from dpforest.forests.base import class_order

SETS = ["breast_cancer", "titanic", "penguins", "wine", "biopsy", "chile", "arrests", "default", "adult"]


def main():
    warnings.simplefilter("ignore")
    res = {}
    for name in SETS:
        ds = bd.load(name)
        for eps in (0.1, 0.5, 2.0):
            for seed in range(3):
                Xtr, ytr, Xte, yte = bd.split(ds, seed)
                m = d.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed,
                                         progress=False).fit(Xtr, ytr)
                if m.regime_ != "greedy":
                    continue
                t = m.trees_[0]
                leaf = t.apply(m._encode(Xte))
                c = t.clipped_counts()[leaf]
                own = t.own_epsilon()[leaf]
                order = class_order(m.schema_.classes)
                for label, a in (("clipped", 0.0), ("0.5 x 1/eps", 0.5), ("1 x 1/eps (default)", 1.0),
                                 ("2 x 1/eps", 2.0)):
                    q = c + a / own[:, None]
                    tot = q.sum(1, keepdims=True)
                    P = np.where(tot > 0, q / np.where(tot > 0, tot, 1), 1.0 / q.shape[1])[:, order]
                    res.setdefault(label, []).append(
                        (log_loss(yte, P, labels=m.classes_), accuracy_score(yte, m.classes_[P.argmax(1)])))
    for label, v in res.items():
        v = np.array(v)
        print(f"{label:22s} log-loss mean {v[:, 0].mean():.3f} median {np.median(v[:, 0]):.3f} "
              f"accuracy {v[:, 1].mean():.4f} ({len(v)} fits)")


if __name__ == "__main__":
    main()
