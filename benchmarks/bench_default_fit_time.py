"""Fit time of DPForestClassifier with its defaults (only ε and the schema given) on Adult against
scikit-learn's RandomForestClassifier(n_estimators=100, max_depth=5) in the same process; then
the same on two many-class suite tables (letters_syn, 26 classes; diamonds, 5 classes), where
the default's look-ahead utility (the top-m count) scores the lower levels, beside the
two-class rule (``criterion='gini-max'``) it replaced there; last a generated two-class table
(20,000 rows, 8 numeric features) whose trees score the level above the last by the
finished-subtree count (a pairwise table per node), beside the same default without it.

    DPFOREST_DATA=/path/to/datasets python3 benchmarks/bench_default_fit_time.py [--repeats 3]

scikit-learn gets the data one-hot encoded outside its timed region; dpforest's encoding is
inside its fit.  Best of ``--repeats`` for each.
"""

from __future__ import annotations

import argparse
import os
import warnings

import pandas as pd
from sklearn.ensemble import RandomForestClassifier

import dpforest as d
from dpforest.datasets import load_adult

from bench_fit import timed as best_time  # best-of-k wall time (same directory)

# a timing refits the same estimator on the same records: the repeated-fit notice is about
# privacy budgets, not about this measurement
warnings.simplefilter("ignore", d.RepeatedFitWarning)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=3)
    a = ap.parse_args()
    ds = load_adult(os.environ.get("DPFOREST_DATA"))
    Xoh = pd.get_dummies(ds.X, dummy_na=True).astype(float).fillna(0.0)
    sk = best_time(lambda: RandomForestClassifier(100, max_depth=5, random_state=0).fit(Xoh, ds.y), a.repeats)
    print(f"Adult: n={len(ds.X)}; best of {a.repeats}")
    print(f"{'estimator':40s} {'fit s':>7s} {'ratio':>7s}")
    print(f"{'sklearn RandomForest(100, depth 5)':40s} {sk:7.2f} {1.0:7.2f}")
    for eps in (0.1, 1.0, 2.0):
        t = best_time(lambda: d.DPForestClassifier(eps, ds.schema, random_state=0, progress=False)
                      .fit(ds.X, ds.y), a.repeats)
        print(f"{f'DPForestClassifier(eps={eps:g}) defaults':40s} {t:7.2f} {t / sk:7.2f}")
    many_class(a.repeats)
    finished_subtree(a.repeats)


def finished_subtree(repeats):
    import numpy as np
    from sklearn.datasets import make_classification

    X, y = make_classification(20000, 8, n_informative=6, random_state=0)
    X = pd.DataFrame(np.clip(X, -10, 10), columns=[f"x{j}" for j in range(8)])
    schema = d.Schema([d.Numeric(c, -10, 10) for c in X.columns], [0, 1])
    sk = best_time(lambda: RandomForestClassifier(100, max_depth=5, random_state=0).fit(X, y), repeats)

    class Without(d.DPForestClassifier):
        _finished_subtree = False
    print(f"\ngenerated: n={len(X)}, 8 numeric features, 2 classes; best of {repeats}")
    print(f"{'estimator':40s} {'fit s':>7s} {'ratio':>7s}")
    print(f"{'sklearn RandomForest(100, depth 5)':40s} {sk:7.2f} {1.0:7.2f}")
    for eps in (1.0, 2.0):
        for name, cls in (("defaults", d.DPForestClassifier), ("without subtree", Without)):
            m = cls(eps, schema, random_state=0, progress=False)
            t = best_time(lambda: m.fit(X, y), repeats)
            used = m.ledger_.to_frame().mechanism.str.contains("subtree/").any()
            print(f"{f'DPForestClassifier(eps={eps:g}) {name}':40s} {t:7.2f} {t / sk:7.2f}"
                  + ("   (depth %d, subtree level used)" % m.max_depth_ if used else ""))


def many_class(repeats):
    from dpforest.benchmarks import datasets as bd
    for name in ("letters_syn", "diamonds"):
        ds = bd.load(name)
        X, y = bd.split(ds, 0)[:2]
        Xoh = pd.get_dummies(X, dummy_na=True).astype(float).fillna(0.0)
        sk = best_time(lambda: RandomForestClassifier(100, max_depth=5, random_state=0).fit(Xoh, y), repeats)
        print(f"\n{name}: n_train={len(X)}, {ds.schema.n_classes} classes; best of {repeats}")
        print(f"{'estimator':40s} {'fit s':>7s} {'ratio':>7s}")
        print(f"{'sklearn RandomForest(100, depth 5)':40s} {sk:7.2f} {1.0:7.2f}")
        for crit in ("gini-topm", "gini-max"):
            t = best_time(lambda: d.DPForestClassifier(1.0, ds.schema, criterion=crit, random_state=0,
                                                       progress=False).fit(X, y), repeats)
            print(f"{f'DPForestClassifier(eps=1, {crit})':40s} {t:7.2f} {t / sk:7.2f}")


if __name__ == "__main__":
    main()
