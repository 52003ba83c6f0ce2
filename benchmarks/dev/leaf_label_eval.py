"""How much accuracy do the leaves' labels lose to the histogram's noise?  (A simulation.)

    python3 benchmarks/dev/leaf_label_eval.py --limit 400 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref hist

A leaf releases a noisy class histogram (Laplace noise of scale 1/ε_leaf on every count) and
predicts its argmax.  For the label alone, a report-noisy-max with one-sided (exponential) noise,
i.e. permute-and-flip, is the better ε_leaf-DP release: class counts are monotone (adding a record
raises one count), so it may use ε/Δ, and a class behind by g records is named with probability
at most e^(−εg)/2 where the histogram's argmax names it with e^(−εg)(1 + εg/2)/2.

This development script measures the size of that gap on the fitted default's own trees: for each
(table, ε, split) it fits the default once, recounts every leaf's classes from the training
records (outside the door: a *simulation*, never library code), and labels the leaves three ways
with fresh numpy noise at each leaf's own ε: ``hist`` (Laplace histogram, argmax of the clipped
counts: what the library does, re-drawn), ``pf`` (permute-and-flip on the counts), ``pf85`` /
``pf70`` (permute-and-flip on 85 / 70 % of the leaf's ε, the rest left for a histogram that
would give the probabilities) and ``exact`` (no noise: the ceiling).  ``released`` is the fitted model's own prediction.
"""
from __future__ import annotations


import numpy as np

from auto_tables import fit_default_on_split, paired_main


def permute_and_flip(u: np.ndarray, eps: float, rng) -> int:
    """McKenna & Sheldon (2020), monotone utility of sensitivity 1."""
    top = u.max()
    for r in rng.permutation(len(u)):
        if rng.random() <= np.exp(eps * (u[r] - top)):
            return int(r)
    raise AssertionError("unreachable: the top candidate is always accepted")


def leaf_labels(counts: np.ndarray, eps: np.ndarray, how: str, rng) -> np.ndarray:
    out = np.zeros(len(counts), dtype=int)
    for i, (c, e) in enumerate(zip(counts, eps)):
        if how == "exact":
            out[i] = int(c.argmax())
        elif how == "hist":
            noisy = np.clip(c + rng.laplace(0.0, 1.0 / e, len(c)), 0, None)
            out[i] = int(noisy.argmax())
        elif how.startswith("pf"):     # "pf" or "pfNN": permute-and-flip at NN % of the leaf's ε
            share = float(how[2:]) / 100 if len(how) > 2 else 1.0
            out[i] = permute_and_flip(c, share * e, rng)
    return out


HOWS = ("hist", "pf", "pf85", "pf70", "exact")


def _job(args):
    spec, eps, seed = args
    # the histogram release is the baseline ("released"), whatever the default's rule picks
    ds, (Xtr, ytr, Xte, yte), m = fit_default_on_split(spec, eps, seed, leaf_release="counts")
    if len(m.trees_) != 1:
        return []
    tree = m.trees_[0]
    sch = m.schema_
    C = sch.n_classes
    ytr_i, yte_i = sch.encode_labels(ytr), sch.encode_labels(yte)
    leaf_tr, leaf_te = tree.apply(sch.encode(Xtr)), tree.apply(sch.encode(Xte))
    leaves = np.flatnonzero(tree.is_leaf)
    counts = np.zeros((tree.n_nodes, C))
    np.add.at(counts, (leaf_tr, ytr_i), 1.0)
    own = tree.own_epsilon()
    rng = np.random.default_rng([seed, int(eps * 1000), 7])
    base = dict(dataset=ds.name, epsilon=eps, seed=seed, n_train=len(Xtr), error="",
                n_classes=C, depth=int(tree.max_depth))
    rows = [dict(base, method="released",
                 accuracy=float(np.mean(sch.encode_labels(m.predict(Xte)) == yte_i)))]
    for how in HOWS:
        lab = np.zeros(tree.n_nodes, dtype=int)
        lab[leaves] = leaf_labels(counts[leaves], own[leaves], how, rng)
        rows.append(dict(base, method=how, accuracy=float(np.mean(lab[leaf_te] == yte_i))))
    return rows


def main(argv=None):
    paired_main(_job, "/tmp/leaf_labels", argv)


if __name__ == "__main__":
    main()
