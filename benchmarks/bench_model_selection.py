"""How well PrivateModelSelector's private comparison picks: release='scores' vs 'winner', and
scoring='error' vs 'brier' (docs/model_selection.md).

For every data set, epsilon and seed the selector is fitted once (split seed = selector
``random_state`` = the seed; candidates ``DPForestClassifier(max_depth=d)`` for d in 1, 3, 6;
``validation_share=0.3``, no refit).  The candidates' noise comes from the operating system's
secure source and is never seeded, so two fits with the same ``random_state`` differ; to compare
the arms on *identical* candidates, the benchmark keeps the fitted candidates and the selector's
validation door (by wrapping ``dpforest.model_selection._compare``, the selector's own comparison
step) and reruns that step ``--reps`` times per arm: each rerun draws fresh selection noise on the
same candidates and validation records, so only the selection differs between the arms.

Reported per (data set, epsilon), over seeds x reps:

* ``pick best``: share of picks that are a candidate with the best test accuracy among the K fitted
  ones (ties: any of them counts); ``acc``: mean test accuracy of the chosen candidate;
  ``oracle``/``uniform``: the best candidate's and the average candidate's test accuracy;
  ``d acc``: winner minus scores, mean over seeds +- its standard error.
* for scoring: mean test Brier (per record, sum over classes) and log loss of the chosen candidate
  (release='winner' for both; 'scores'+'brier' for reference).

Runs on one process (``n_jobs=1``).  ``python benchmarks/bench_model_selection.py`` writes
``benchmarks/results/model_selection.txt``.
"""

from __future__ import annotations

import argparse
import time
import warnings
from pathlib import Path

import numpy as np
from sklearn.metrics import log_loss

import dpforest as d
import dpforest.model_selection as ms
from dpforest.benchmarks import datasets as bd

ARMS = [("scores", "error"), ("winner", "error"), ("scores", "brier"), ("winner", "brier")]
DEPTHS = (1, 3, 6)


def candidate_metrics(fitted, Xte, yte):
    """Test accuracy, Brier (mean per record) and log loss of each fitted candidate."""
    acc, brier, ll = [], [], []
    for est in fitted:
        p = est.predict_proba(Xte)
        onehot = (np.asarray(yte)[:, None] == np.asarray(est.classes_)[None, :]).astype(float)
        acc.append(float((np.asarray(est.classes_)[p.argmax(1)] == np.asarray(yte)).mean()))
        brier.append(float(((p - onehot) ** 2).sum(1).mean()))
        ll.append(float(log_loss(yte, p, labels=est.classes_)))
    return np.array(acc), np.array(brier), np.array(ll)


def one_fit(ds, eps, seed):
    """(validation door, fitted candidates) of one selector fit on seed's split, and the test set."""
    Xtr, ytr, Xte, yte = bd.split(ds, seed)
    seen = {}
    real = ms._compare

    def spy(door, fitted, epsilon, release, scoring):
        seen.update(door=door, fitted=fitted, epsilon=epsilon)
        return real(door, fitted, epsilon, release, scoring)

    ms._compare = spy
    try:
        cands = [d.DPForestClassifier(max_depth=k, n_jobs=1, progress=False) for k in DEPTHS]
        sel = ms.PrivateModelSelector(cands, eps, ds.schema, validation_share=0.3, random_state=seed)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            sel.fit(Xtr, ytr)
    finally:
        ms._compare = real
    assert sel.ledger_.epsilon == eps and seen["epsilon"] == eps
    return seen["door"], seen["fitted"], Xte, yte


def run(datasets, epsilons, seeds, reps, big_seeds):
    rows = []
    for name in datasets:
        ds = bd.load(name)
        n_seeds = big_seeds if ds.n_rows > 20000 else seeds
        for eps in epsilons:
            t0 = time.time()
            # per seed: per arm, the mean over reps of (hit, acc, brier, log loss)
            per_seed = {arm: [] for arm in ARMS}
            oracle, uniform, oracle_brier = [], [], []
            for seed in range(n_seeds):
                door, fitted, Xte, yte = one_fit(ds, eps, seed)
                acc, brier, ll = candidate_metrics(fitted, Xte, yte)
                oracle.append(acc.max())
                uniform.append(acc.mean())
                oracle_brier.append(brier.min())
                for release, scoring in ARMS:
                    picks = np.array([ms._compare(door, fitted, eps, release, scoring)[0] for _ in range(reps)])
                    per_seed[(release, scoring)].append(
                        [np.mean(acc[picks] == acc.max()), acc[picks].mean(), brier[picks].mean(), ll[picks].mean()])
            res = {arm: np.array(v) for arm, v in per_seed.items()}
            diff = res[("winner", "error")][:, 1] - res[("scores", "error")][:, 1]
            rows.append(dict(name=name, eps=eps, seeds=n_seeds, res=res, oracle=np.mean(oracle),
                             uniform=np.mean(uniform), oracle_brier=np.mean(oracle_brier),
                             dacc=diff.mean(), dacc_se=diff.std(ddof=1) / np.sqrt(len(diff)),
                             secs=time.time() - t0))
            print(f"  {name} eps={eps}: {time.time() - t0:.0f} s", flush=True)
    return rows


def table(rows, reps) -> str:
    out = []
    out.append("PrivateModelSelector: release='scores' (K noisy error counts at eps/K each, argmin) vs "
               "'winner' (one monotone permute-and-flip at eps)")
    out.append(f"candidates DPForestClassifier(max_depth=d), d in {DEPTHS}; validation_share=0.3; no refit; "
               f"each row: seeds x {reps} selection draws on the same fitted candidates")
    out.append("")
    h = (f"{'data set':<14}{'eps':>5}{'seeds':>6} | {'pick best':^15} | {'acc of chosen':^15} | "
         f"{'d acc (w-s)':^16} | {'oracle':>6} {'uniform':>7}")
    out.append(h)
    out.append(f"{'':<25} | {'scores':>7}{'winner':>8} | {'scores':>7}{'winner':>8} | {'':16} |")
    out.append("-" * len(h))
    for r in rows:
        s, w = r["res"][("scores", "error")].mean(0), r["res"][("winner", "error")].mean(0)
        out.append(f"{r['name']:<14}{r['eps']:>5g}{r['seeds']:>6} | {s[0]:>7.2f}{w[0]:>8.2f} | "
                   f"{s[1]:>7.3f}{w[1]:>8.3f} | {r['dacc']:>+8.3f} +-{r['dacc_se']:.3f} | "
                   f"{r['oracle']:>6.3f} {r['uniform']:>7.3f}")
    out.append("")
    out.append("scoring='error' vs 'brier' (test Brier per record and log loss of the chosen candidate; "
               "lower is better)")
    h = (f"{'data set':<14}{'eps':>5} | {'Brier':^31} | {'log loss':^23} | {'acc of chosen':^15}")
    out.append(h)
    out.append(f"{'':<19} | {'err/win':>8}{'brier/win':>10}{'brier/sc':>9}{'best':>7} | "
               f"{'err/win':>8}{'brier/win':>10}{'':5} | {'err/win':>7}{'brier/win':>10}")
    out.append("-" * len(h))
    for r in rows:
        e, b, bs = (r["res"][a].mean(0) for a in (("winner", "error"), ("winner", "brier"), ("scores", "brier")))
        out.append(f"{r['name']:<14}{r['eps']:>5g} | {e[2]:>8.4f}{b[2]:>10.4f}{bs[2]:>9.4f} {r['oracle_brier']:.4f} | "
                   f"{e[3]:>8.3f}{b[3]:>10.3f}{'':5} | {e[1]:>7.3f}{b[1]:>10.3f}")
    out.append("(err/win = scoring='error', release='winner'; brier/win, brier/sc = scoring='brier' with "
               "'winner' / 'scores'; best = the lowest candidate Brier, on average)")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--datasets", nargs="+", default=["breast_cancer", "wine", "default", "adult"])
    ap.add_argument("--eps", nargs="+", type=float, default=[0.1, 0.5, 1.0, 2.0])
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--big-seeds", type=int, default=20, help="seeds for sets over 20,000 records")
    ap.add_argument("--reps", type=int, default=25, help="selection draws per fit and arm")
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "model_selection.txt"))
    a = ap.parse_args()
    t0 = time.time()
    rows = run(a.datasets, a.eps, a.seeds, a.reps, a.big_seeds)
    text = table(rows, a.reps) + f"\n\n(total {time.time() - t0:.0f} s, one process; dpforest {d.__version__})\n"
    print(text)
    if a.out:
        Path(a.out).write_text(text)


if __name__ == "__main__":
    main()
