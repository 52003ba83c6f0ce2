"""Coverage of dpforest.evaluation's intervals, by simulation.

    python3 benchmarks/dev/private_evaluation_coverage.py [--reps 2000]

A known population confusion matrix P (C classes, accuracy a spread evenly over the classes,
for recall one class five times rarer than the others) gives test sets of n records
(multinomial), each released as ``private_confusion_matrix`` releases it (discrete Laplace of
scale 1/ε per count; simulated with NumPy here: a model of the release, not a mechanism).
Printed: how often the nominal 95 % interval holds the population figure
(``population=True``) or the test set's own (``population=False``), and how often the
accuracy was not estimable (its point estimate NaN), and the coverage among the releases
that were estimable (a selection: where the noise pushed the total up); the same for recall, balanced
accuracy and the ROC AUC's intervals -- for the AUC also how often the interval holds its own
point estimate, and a rare class (1 % positives among 100,000 records, 98 % of the scores
below 0.05) at 20, 200 and 1,000 bins, where the binned AUC depends on the bins.
"""
from __future__ import annotations

import argparse
import math

import numpy as np

from dpforest.evaluation import NoisyConfusion, NoisyROC, simulated_release
from dpforest.privacy.ledger import Ledger


def _release(counts, eps, rng):
    return simulated_release(counts, eps, rng)


def accuracy_coverage(C, acc, n, eps, release, reps, rng, population=True):
    P = np.full((C, C), (1 - acc) / (C * (C - 1)))
    np.fill_diagonal(P, acc / C)
    hit = unread = hit_read = 0
    for _ in range(reps):
        M = rng.multinomial(n, P.ravel()).reshape(C, C)
        truth = acc if population else np.trace(M) / n
        counts = M if release == "matrix" else np.array([np.trace(M), n - np.trace(M)])
        ev = NoisyConfusion(_release(counts, eps, rng), np.arange(C), release, eps, Ledger(eps))
        lo, hi = ev.accuracy_interval(0.95, population=population)
        hit += lo <= truth <= hi
        unread += not ev.estimable
        hit_read += ev.estimable and lo <= truth <= hi
    read = reps - unread
    return hit / reps, unread / reps, (hit_read / read if read else float("nan"))


def recall_coverage(C, n, eps, reps, rng, n_boot=400, sparse=False):
    """Errors spread over every other class, or (``sparse``) each class confused with its
    neighbour only, which leaves C² − 2C cells empty (their noise must not read as records)."""
    P = np.full((C, C), 0.2 / (C - 1) / C)
    if sparse:
        P = np.zeros((C, C))
        for k in range(C):
            P[k, (k + 1) % C] = 0.1 / C
    np.fill_diagonal(P, (0.9 if sparse else 0.8) / C)
    P[0] *= 0.2                                     # one class five times rarer
    P /= P.sum()
    recall = np.diag(P) / P.sum(1)
    hit, hit_bal = np.zeros(C), 0
    for _ in range(reps):
        M = rng.multinomial(n, P.ravel()).reshape(C, C)
        ev = NoisyConfusion(_release(M, eps, rng), np.arange(C), "matrix", eps, Ledger(eps))
        iv = ev.interval("recall", n_boot=n_boot, random_state=int(rng.integers(1 << 30)))
        hit += (iv[:, 0] <= recall) & (recall <= iv[:, 1])
        lo, hi = ev.interval("balanced_accuracy", n_boot=n_boot,
                             random_state=int(rng.integers(1 << 30)))
        hit_bal += lo <= recall.mean() <= hi
    return hit / reps, hit_bal / reps


def auc_coverage(n_pos, n_neg, eps, reps, rng, bins=20, n_boot=400, scores=((2, 3), (3, 2))):
    """Scores: negatives' bins from Beta(2, 3) mass, positives' from Beta(3, 2) (or the
    ``scores`` given), on ``bins`` equal bins; the population AUC from the bin probabilities
    (ties halved), as NoisyROC counts.  Returns the coverage, the share not estimable, the
    share of estimable releases whose interval holds their own estimate, the truth."""
    from scipy.stats import beta

    edges = np.linspace(0, 1, bins + 1)
    pn, pp = np.diff(beta(*scores[0]).cdf(edges)), np.diff(beta(*scores[1]).cdf(edges))
    truth = float((pp * (np.concatenate([[0], np.cumsum(pn)[:-1]]) + pn / 2)).sum())
    hit = unread = own = 0
    for _ in range(reps):
        counts = np.stack([rng.multinomial(n_neg, pn), rng.multinomial(n_pos, pp)])
        roc = NoisyROC(_release(counts, eps, rng), 1, eps, Ledger(eps))
        lo, hi = roc.interval(n_boot=n_boot, random_state=int(rng.integers(1 << 30)))
        hit += lo <= truth <= hi
        unread += not roc.estimable
        own += roc.estimable and lo <= roc.auc <= hi
    read = reps - unread
    return hit / reps, unread / reps, (own / read if read else float("nan")), truth


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=2000)
    a = ap.parse_args(argv)
    rng = np.random.default_rng(2)
    print("accuracy, 95 % intervals: C, accuracy, n, eps, release -> coverage population / "
          "test set, share not estimable, population coverage among the estimable releases")
    for C, acc, n, eps, rel in [(2, 0.985, 30, 5, "matrix"), (2, 0.985, 100, 5, "matrix"),
                                (2, 0.985, 1000, 5, "matrix"), (2, 0.8, 200, 1, "matrix"),
                                (10, 0.84, 100, 0.2, "matrix"), (10, 0.84, 100, 0.2, "accuracy"),
                                (10, 0.95, 30, 1, "matrix"), (2, 0.7, 1000, 0.1, "accuracy"),
                                # a large n·ε, where the test set's own interval is narrow
                                (2, 0.85, 16281, 1, "matrix"), (2, 0.85, 16281, 2, "accuracy")]:
        pop, unread, pop_read = accuracy_coverage(C, acc, n, eps, rel, a.reps, rng)
        fixed, _, _ = accuracy_coverage(C, acc, n, eps, rel, a.reps, rng, population=False)
        print(f"  {C:2d} {acc:.3f} {n:5d} {eps:4g} {rel:8s} -> {pop:.3f} / {fixed:.3f}, "
              f"{unread:.2f}, {pop_read:.3f}")
    print("recall (test inversion, population), 95 %: C, n, eps, errors -> per-class min / mean, "
          "balanced")
    for C, n, eps, sparse in [(2, 200, 1.0, False), (2, 60, 0.5, False), (5, 500, 1.0, False),
                              (10, 1000, 1.0, False), (10, 300, 0.5, False),
                              (10, 1000, 0.5, True), (10, 2000, 1.0, True)]:
        per_class, bal = recall_coverage(C, n, eps, max(a.reps // 10, 50), rng, sparse=sparse)
        print(f"  {C:2d} {n:5d} {eps:4g} {'one neighbour' if sparse else 'spread':13s} -> "
              f"{per_class.min():.2f} / {per_class.mean():.2f}, {bal:.3f}")
    print("ROC AUC (population), 95 %: positives, negatives, eps, bins -> coverage, share not "
          "estimable, share of estimable intervals holding their own estimate (binned "
          "population AUC)")
    for n_pos, n_neg, eps in [(50, 150, 1.0), (200, 800, 0.5), (30, 300, 1.0), (500, 500, 0.1)]:
        cov, unread, own, truth = auc_coverage(n_pos, n_neg, eps, max(a.reps // 10, 50), rng)
        print(f"  {n_pos:5d} {n_neg:6d} {eps:4g} {20:5d} -> {cov:.3f}, {unread:.2f}, {own:.3f} "
              f"({truth:.3f})")
    print("ROC AUC, a rare class: 1 % positives, negatives' scores Beta(0.6, 80), positives' "
          "Beta(0.9, 60) (99 % of the scores below 0.05), equal bins")
    for eps in (1.0, 0.2):
        for bins in (20, 200, 1000):
            cov, unread, own, truth = auc_coverage(1000, 99000, eps, max(a.reps // 10, 50), rng,
                                                   bins=bins, scores=((0.6, 80), (0.9, 60)))
            print(f"  {1000:5d} {99000:6d} {eps:4g} {bins:5d} -> {cov:.3f}, {unread:.2f}, "
                  f"{own:.3f} ({truth:.3f})")

    print("ROC AUC near 1: negatives' and positives' score distributions as given, "
          "20 equal bins (where the estimate is within z sd of 1 the interval is the normal one "
          "on the AUC's scale, cut at 1)")
    sharp, near = ((1, 12), (12, 1)), ((1, 4), (4, 1))
    for sc, n, eps in ((sharp, 450, 0.5), (sharp, 450, 2.0), (sharp, 100, 1.0),
                       (near, 450, 0.5), (near, 100, 1.0)):
        cov, unread, own, truth = auc_coverage(n, n, eps, max(a.reps // 4, 50), rng, scores=sc)
        print(f"  Beta{sc[0]} / Beta{sc[1]} {n:5d} {n:6d} {eps:4g} {20:5d} -> {cov:.3f}, "
              f"{unread:.2f}, {own:.3f} ({truth:.4f})")

if __name__ == "__main__":
    main()
