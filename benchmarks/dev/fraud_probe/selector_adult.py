"""docs/model_selection.md's Adult example of PrivateModelSelector, re-measured (it had no kept
script; it sits beside the fraud table's selector probe, selector_fraud.py).

    DPFOREST_DATA=/work/shared/datasets python3 benchmarks/dev/fraud_probe/selector_adult.py \
        > benchmarks/dev/fraud_probe/selector_adult.out

Adult's official split (32,561 training / 16,281 test records), ε = 1, candidates
``DPForestClassifier(max_depth=d)`` for d in 2, 4, 8, ``random_state=0`` (the selector's: the
public assignment of records to parts), ``validation_share=0.3``, ``release='scores'`` (so the
noisy validation errors can be shown), without and with ``refit_share=0.5``; RUNS fits each,
and as many fits of the default forest on all the training records.  The privacy noise is
unseeded, so every run differs: the doc quotes the first run and the spread.
"""
import time
import warnings

import numpy as np

from dpforest import DPForestClassifier
from dpforest.benchmarks import datasets as bd
from dpforest.model_selection import PrivateModelSelector

EPSILON = 1.0
DEPTHS = (2, 4, 8)
RUNS = 20


def accuracy(model, X, y):
    return float(np.mean(model.predict(X) == np.asarray(y)))


def selector_line(Xtr, ytr, Xte, yte, schema, refit_share):
    """One selector fit: the chosen depth, its noisy validation errors, ε spent, test accuracy."""
    cands = [DPForestClassifier(max_depth=d, progress=False) for d in DEPTHS]
    sel = PrivateModelSelector(cands, EPSILON, schema, validation_share=0.3, release="scores",
                               refit_share=refit_share, random_state=0).fit(Xtr, ytr)
    acc = accuracy(sel, Xte, yte)
    errors = [int(round(e)) for e in sel.noisy_errors_]
    print(f"  chose d = {DEPTHS[sel.best_index_]}, noisy errors {errors}, "
          f"ledger_.epsilon = {sel.ledger_.epsilon:g}, test accuracy {acc:.3f}")
    return DEPTHS[sel.best_index_], acc


def main():
    warnings.simplefilter("ignore")
    ds = bd.load("adult")
    Xtr, ytr, Xte, yte = bd.split(ds, 0)
    print(f"adult: {len(ytr)} training, {len(yte)} test records; about {round(0.3 * len(ytr))} "
          f"validation records")
    for refit_share in (0.0, 0.5):
        t = time.time()
        print(f"refit_share = {refit_share:g}:")
        runs = [selector_line(Xtr, ytr, Xte, yte, ds.schema, refit_share) for _ in range(RUNS)]
        accs = [acc for _, acc in runs]
        picks = {d: sum(chosen == d for chosen, _ in runs) for d in DEPTHS}
        print(f"  picks by depth {picks}; mean test accuracy {np.mean(accs):.4f} "
              f"(range {min(accs):.3f}-{max(accs):.3f}) [{time.time() - t:.0f} s]")
    accs = [accuracy(DPForestClassifier(EPSILON, ds.schema, progress=False).fit(Xtr, ytr), Xte, yte)
            for _ in range(RUNS)]
    print(f"the default forest on all the training records, {RUNS} fits: mean test accuracy "
          f"{np.mean(accs):.4f} (range {min(accs):.3f}-{max(accs):.3f})")


if __name__ == "__main__":
    main()
