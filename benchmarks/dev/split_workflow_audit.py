"""Does a training / test split keep a fit on its training part epsilon-DP for the whole table?

The distinguishing test behind docs/evaluation.md ("People with several test records"): D holds
100 patients, one row each; D' adds one patient, whose id sorts first, as the last row.  Each
side is split (30 % test, by patient), a DPForestClassifier(epsilon=1) with one leaf (its noisy
class counts) is fitted on the training part, and its probability of 'yes' is read.  D's labels
are chosen by an adversary who knows the split: 'yes' on exactly the rows that the added patient
moves out of the training part.

* scikit-learn's GroupShuffleSplit(random_state=0) re-draws its permutation when a patient is
  added, so many other rows change sides and the fit's counts move by far more than one record.
* dpforest.model_selection.train_test_split keys each patient's side by a hash of the public
  seed and the patient's id: no other row moves, and the adversary has nothing to label.

Usage: python3 benchmarks/dev/split_workflow_audit.py [--runs 300]
"""
import argparse
import warnings

import numpy as np
import pandas as pd
from sklearn.model_selection import GroupShuffleSplit

from dpforest import DPForestClassifier, Schema
from dpforest.audit import epsilon_lower_bound
from dpforest.model_selection import train_test_split

warnings.simplefilter("ignore")
N = 100
SCHEMA = Schema.from_bounds([0.0], [1.0], classes=["no", "yes"])


def sklearn_train(ids):
    return np.sort(next(GroupShuffleSplit(test_size=0.3, random_state=0).split(
        np.zeros(len(ids)), groups=ids))[0])


def dpforest_train(ids):
    X = pd.DataFrame({"0": np.full(len(ids), 0.5)})
    y = pd.Series(["no"] * len(ids))
    # the id alone decides: X and y are the same for every row here
    tr = train_test_split(X, y, schema=SCHEMA, test_size=0.3, random_state=0, groups=ids)[0]
    return np.sort(tr.index.to_numpy())


def run(split, runs):
    ids = np.array([f"P{i:03d}" for i in range(N)], dtype=object)
    ids2 = np.r_[ids, np.array(["P000a"], dtype=object)]        # sorts right after the first
    tr1, tr2 = set(split(ids)), set(split(ids2)) - {N}
    moved = sorted(tr1 - tr2)
    y = np.array(["no"] * N, dtype=object)
    y[moved] = "yes"                                            # the adversary's labels
    X = np.full((N, 1), 0.5)
    sides = ((X, y, ids), (np.full((N + 1, 1), 0.5), np.r_[y, ["no"]], ids2))

    def fit(Xs, ys, g):
        tr = split(g)
        m = DPForestClassifier(epsilon=1.0, schema=SCHEMA, max_depth=0, leaf_release="counts",
                               progress=False).fit(Xs[tr], ys[tr])
        return m.predict_proba(np.array([[0.5]]))[0, list(m.classes_).index("yes")]

    a = np.array([fit(*sides[0]) for _ in range(runs)])
    b = np.array([fit(*sides[1]) for _ in range(runs)])
    thr = (a.mean() + b.mean()) / 2
    direction = 1 if a.mean() >= b.mean() else -1
    tp = int((direction * a >= direction * thr).sum())
    fp = int((direction * b >= direction * thr).sum())
    lb = float(epsilon_lower_bound(np.array([tp]), runs, np.array([fp]), runs, 0.05)[0])
    return len(moved), len(tr2 - tr1), tp / runs, fp / runs, lb


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=300)
    a = ap.parse_args()
    print(f"D: {N} patients, one row each; D' adds one; DPForestClassifier(epsilon=1), one leaf; "
          f"{a.runs} fits a side; threshold test on P(yes)")
    print(f"{'split':<40} {'rows out':>8} {'rows in':>8} {'TPR':>6} {'FPR':>6} {'eps_lb':>7}")
    for name, split in (("sklearn GroupShuffleSplit(random_state=0)", sklearn_train),
                        ("dpforest train_test_split(groups=)", dpforest_train)):
        out, inn, tpr, fpr, lb = run(split, a.runs)
        print(f"{name:<40} {out:>8} {inn:>8} {tpr:>6.3f} {fpr:>6.3f} {lb:>7.2f}")
    print("(the threshold is set on the same runs, so eps_lb is optimistic for the adversary; "
          "for dpforest's split no other row moves and the adversary has nothing to label)")


if __name__ == "__main__":
    main()
