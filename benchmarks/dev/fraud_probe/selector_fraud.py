"""PrivateModelSelector on a rare class: docs/model_selection.md's "On a new user's 1 % fraud table"
paragraph, re-measured on a generated table of the walkthrough's shape.

    cd benchmarks/dev/fraud_probe && python3 selector_fraud.py > selector_fraud.out

The walkthrough's own table was not kept, so this one comes from ``gen.make`` (about 1 % fraud):
21,000 training rows and 100,000 test rows cut from one generated table (both follow world 0's
fraud formula: ``gen.make`` draws the risky merchant codes and countries from its ``world``, the
records from its seed).
Four candidates ``DPForestClassifier(max_depth=d)``, d in 2, 4, 6, 8 (the walkthrough did not
record its four), ``scoring='brier'``, ``validation_share=0.3``, RUNS selector fits a cell with
split seeds 0..RUNS-1, at ε = 1 and 3, without and with ``refit_share=0.3``; beside them the
default forest fitted on all the training records.  Reported: each candidate's test ROC AUC for
the fraud class (range over runs), how often the Brier choice is the candidate with the best
test Brier, and the mean test AUC of the chosen model and of the default; a non-private
HistGradientBoostingClassifier on the same rows shows how much signal the table holds.  The
privacy noise is unseeded: a rerun differs within the spread shown.
"""
import os
import sys
import time
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import metrics, schema_for  # noqa: E402
from gen import COUNTRIES, MCC, make  # noqa: E402

from dpforest import DPForestClassifier  # noqa: E402
from dpforest.model_selection import PrivateModelSelector  # noqa: E402

N_TRAIN, N_TEST, BASE_RATE, SEED = 21_000, 100_000, -6.2, 0   # 206 frauds in training
DEPTHS = (2, 4, 6, 8)
RUNS = 32
EPSILONS = (1.0, 3.0)


def brier(model, X, y):
    """Mean multi-class Brier loss per record (the selector's 'brier' loss, unrounded)."""
    p = model.predict_proba(X)
    onehot = (y[:, None] == np.asarray(model.classes_)[None, :]).astype(float)
    return float(((p - onehot) ** 2).sum(1).mean())


def auc(model, X, y01):
    """Test ROC AUC of the fraud class's probability."""
    col = list(model.classes_).index("fraud")
    return metrics(y01, model.predict_proba(X)[:, col])["auc"]


def selector_runs(X, y, Xte, yte, schema, eps, refit_share):
    """Per run: each candidate's test AUC and Brier, the chosen index, the chosen model's AUC."""
    yte01 = (yte == "fraud").astype(int)
    out = []
    for run in range(RUNS):
        cands = [DPForestClassifier(max_depth=d, progress=False) for d in DEPTHS]
        sel = PrivateModelSelector(cands, eps, schema, scoring="brier", validation_share=0.3,
                                   refit_share=refit_share, random_state=run).fit(X, y)
        assert abs(sel.ledger_.epsilon - eps) < 1e-9
        out.append(dict(aucs=[auc(c, Xte, yte01) for c in sel.candidates_],
                        briers=[brier(c, Xte, yte) for c in sel.candidates_],
                        chosen=sel.best_index_, chosen_auc=auc(sel.best_estimator_, Xte, yte01)))
    return out


def nonprivate_auc(X, y, Xte, yte01):
    """A non-private reference: scikit-learn's HistGradientBoosting on the category codes."""
    import pandas as pd
    from sklearn.ensemble import HistGradientBoostingClassifier

    def codes(frame):
        frame = frame.copy()
        for col, cats in (("mcc", MCC), ("country", COUNTRIES)):
            frame[col] = pd.Categorical(frame[col], categories=cats).codes
        return frame.astype(float).fillna(-1)

    hgb = HistGradientBoostingClassifier(random_state=0).fit(codes(X), y)
    return metrics(yte01, hgb.predict_proba(codes(Xte))[:, list(hgb.classes_).index("fraud")])["auc"]


def report(label, runs):
    aucs = np.array([r["aucs"] for r in runs])
    best_brier = sum(r["chosen"] == int(np.argmin(r["briers"])) for r in runs)
    chosen = np.array([r["chosen_auc"] for r in runs])
    picks = np.bincount([r["chosen"] for r in runs], minlength=len(DEPTHS))
    print(f"  {label}: candidates' test AUC {aucs.min():.3f}-{aucs.max():.3f} "
          f"(means by depth {', '.join(f'd={d} {m:.3f}' for d, m in zip(DEPTHS, aucs.mean(0)))}); "
          f"Brier choice = best test Brier in {best_brier}/{len(runs)}; picks by depth "
          f"{dict(zip(DEPTHS, picks.tolist()))}; chosen model's AUC {chosen.mean():.3f} "
          f"± {chosen.std(ddof=1) / len(chosen) ** 0.5:.3f} (range {chosen.min():.3f}-{chosen.max():.3f})")


def main():
    warnings.simplefilter("ignore")
    Xall, yall = make(N_TRAIN + N_TEST, seed=SEED, base_rate=BASE_RATE)
    X, y = Xall.iloc[:N_TRAIN].reset_index(drop=True), yall[:N_TRAIN]
    Xte, yte = Xall.iloc[N_TRAIN:].reset_index(drop=True), yall[N_TRAIN:]
    schema = schema_for(X)
    frauds = int((y == "fraud").sum())
    print(f"generated table: {N_TRAIN} training rows, {frauds} frauds ({frauds / N_TRAIN:.2%}); "
          f"{N_TEST} test rows, {int((yte == 'fraud').sum())} frauds; each candidate's part holds "
          f"about {frauds * 0.7 / len(DEPTHS):.0f} frauds")
    yte01 = (yte == "fraud").astype(int)
    print(f"non-private reference (HistGradientBoostingClassifier): AUC {nonprivate_auc(X, y, Xte, yte01):.3f}")
    for eps in EPSILONS:
        t = time.time()
        print(f"eps = {eps:g}")
        report("no refit", selector_runs(X, y, Xte, yte, schema, eps, 0.0))
        report("refit_share=0.3", selector_runs(X, y, Xte, yte, schema, eps, 0.3))
        default = [auc(DPForestClassifier(eps, schema, progress=False).fit(X, y), Xte, yte01)
                   for _ in range(RUNS)]
        print(f"  one default forest on all the training records: AUC {np.mean(default):.3f} "
              f"± {np.std(default, ddof=1) / RUNS ** 0.5:.3f} (range {min(default):.3f}-{max(default):.3f}, "
              f"{RUNS} fits)  [{time.time() - t:.0f} s]")


if __name__ == "__main__":
    main()
