"""Choosing a stump's split and its two labels in one draw: how much would it gain?  (A simulation.)

    python3 benchmarks/dev/joint_stump_eval.py --limit 400 --seeds 6 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref two-stage

Below the label gate a two-class tree is mostly a stump: the split is drawn by permute-and-flip
on max-count (the records its two children would classify right) at (1 − leaf share)·ε_tree,
then each child's label by permute-and-flip at leaf share·ε_tree.  Max-count already scores a
split by its best labels, so the split and the labels could be one draw: candidates (split,
left label, right label), utility = the records that labelling classifies right (monotone,
Δ = 1), all of ε_tree on it.  Four times the candidates, one draw instead of three.

A simulation outside the door, never library code: for every two-class table whose fitted
default is a stump (n̂·ε_tree < 300), the candidate splits are rebuilt from the fitted grid
(thresholds of numeric codes, one-vs-rest categories; no multiway splits) and counted on the
training records, and both mechanisms are sampled (report-noisy-max with exponential noise at
scale 1/ε, which is permute-and-flip) ``--draws`` times on the same counts.
"""
from __future__ import annotations

import numpy as np

from auto_tables import fit_default_on_split, paired_main


def candidates(schema, codes, y):
    """(left-child class counts (m, 2), right-child counts (m, 2), route(codes) -> goes right)."""
    lefts, rights, routes = [], [], []
    total = np.bincount(y, minlength=2)
    for j, f in enumerate(schema.features):
        k = f.n_codes(schema.n_bins)
        h = np.zeros((k, 2))
        np.add.at(h, (codes[:, j], y), 1.0)
        if f.kind == "numeric":
            cum = np.cumsum(h, 0)[:-1]                 # code <= t goes left
            for t in range(k - 1):
                lefts.append(cum[t])
                routes.append((j, "thr", t))
        else:
            for c in range(k):
                lefts.append(h[c])                     # code == c goes left
                routes.append((j, "ovr", c))
    lefts = np.array(lefts)
    return lefts, total[None, :] - lefts, routes


def _rnm(u, eps, rng):
    return int(np.argmax(u + rng.exponential(1.0 / eps, u.shape)))


def _job(args):
    spec, eps, seed = args
    ds, (Xtr, ytr, Xte, yte), m = fit_default_on_split(spec, eps, seed, leaf_release="counts")
    sch = m.schema_
    if sch.n_classes != 2 or m.max_depth_ != 1 or m.noisy_n_ * eps >= 300:
        return []
    ytr_i, yte_i = sch.encode_labels(ytr), sch.encode_labels(yte)
    ctr, cte = sch.encode(Xtr), sch.encode(Xte)
    L, R, routes = candidates(sch, ctr, ytr_i)
    eps_tree = eps * (1 - m.size_share)
    ls = m.leaf_share_
    rng = np.random.default_rng([seed, int(eps * 1000), 11])
    # joint candidates: (split, left label a, right label b), utility L[a] + R[b]
    joint = np.stack([L[:, a] + R[:, b] for a in (0, 1) for b in (0, 1)], 1)     # (m, 4)
    maxcount = L.max(1) + R.max(1)
    acc = {"two-stage": [], "joint": []}
    for _ in range(DRAWS):
        s = _rnm(maxcount, (1 - ls) * eps_tree, rng)
        labs = (_rnm(L[s], ls * eps_tree, rng), _rnm(R[s], ls * eps_tree, rng))
        acc["two-stage"].append(_accuracy(routes[s], labs, cte, yte_i))
        i = _rnm(joint.ravel(), eps_tree, rng)
        s, ab = divmod(i, 4)
        acc["joint"].append(_accuracy(routes[s], divmod(ab, 2), cte, yte_i))
    base = dict(dataset=ds.name, epsilon=eps, seed=seed, n_train=len(Xtr), error="", n_classes=2)
    # the fitted default itself (histogram leaves), to check the rebuilt candidates' level
    acc["library-counts"] = [float(np.mean(sch.encode_labels(m.predict(Xte)) == yte_i))]
    return [dict(base, method=k, accuracy=float(np.mean(v))) for k, v in acc.items()]


def _accuracy(route, labels, codes, y):
    j, kind, t = route
    right = codes[:, j] > t if kind == "thr" else codes[:, j] != t
    pred = np.where(right, labels[1], labels[0])
    return float(np.mean(pred == y))


DRAWS = 20


def main(argv=None):
    paired_main(_job, "/tmp/joint_stump", argv)


if __name__ == "__main__":
    main()
