"""Why three paper-reproduction lines fall below the majority rate as the budget grows
(docs/results.md, "SNR forest" section): the SNR forest on Internet Ads at β = 2 and on PDC,
and Private-RDT on PDC at small β.

For each (data set, forest, β) it fits on stratified 70/30 splits (sound accounting: the size
is noisy) and prints the mean accuracy with its standard error, the share of test records given
the majority class, the number of SNR trees τ and their depth.  ``--unclipped`` sums the SNR
leaves' noisy counts before clipping (``sum_unclipped=True``), the unbiased variant; ``--nodes``
(Internet Ads) looks inside the nodes that decided a wrong minority prediction: their exact
training records against their noisy sum.

    python3 benchmarks/dev/snr_decline.py --data ads --forest snr --betas 0.5,1,2,4,100 --splits 10
    python3 benchmarks/dev/snr_decline.py --data ads --forest snr --betas 1,2,4 --splits 10 --unclipped
    python3 benchmarks/dev/snr_decline.py --data ads --forest snr --betas 2 --splits 6 --nodes
    python3 benchmarks/dev/snr_decline.py --data pdc --forest snr --betas 0.1,0.5,1,2,100 --splits 30
    python3 benchmarks/dev/snr_decline.py --data pdc --forest rdt --betas 0.1,0.25,0.5,1,2 --splits 10

DPFOREST_DATA (or --data-dir) points at the folder holding the data sets.
"""

from __future__ import annotations

import argparse
import os
import warnings

import numpy as np
from sklearn.model_selection import train_test_split

from dpforest.datasets import load_internet_ads, load_parkinsons_speech
from dpforest.forests.private_rdt import PrivateRDTClassifier
from dpforest.forests.snr import SNRForestClassifier, _most_confident_kernel
from dpforest.tree.model import parents

LOADERS = {"ads": load_internet_ads, "pdc": load_parkinsons_speech}


def most_confident_nodes(model, t: int, codes: np.ndarray):
    """Each record's deciding node in tree t and that node's class fractions (the forest's own
    walk, :meth:`SNRForestClassifier._tree_confidence`, keeping the node index)."""
    tr = model.trees_[t]
    removed = np.ascontiguousarray(model.snr_info_[t]["removed"], dtype=np.bool_)
    S = tr.counts.sum(1)
    frac = np.where(S[:, None] > 0, tr.counts / np.where(S > 0, S, 1)[:, None], 0.0)
    conf = np.ascontiguousarray(np.where(S >= 1, frac.max(1), -1.0), dtype=np.float64)
    best = np.zeros(len(codes), dtype=np.int64)
    _most_confident_kernel(np.ascontiguousarray(tr.feature, dtype=np.int64), tr.route_rows,
                           tr.route_of, np.ascontiguousarray(tr.child_start, dtype=np.int64),
                           ~removed & (S >= 1), conf, np.ascontiguousarray(codes), best)
    return best, frac


def node_members(tree, codes: np.ndarray) -> np.ndarray:
    """(n_nodes, n) membership: record r passes through node k (exact, for the diagnosis only)."""
    par = parents(tree)
    leaf = tree.apply(codes)
    inside = np.zeros((tree.n_nodes, len(codes)), dtype=bool)
    node = leaf.copy()
    alive = np.ones(len(codes), dtype=bool)
    while alive.any():
        inside[node[alive], np.flatnonzero(alive)] = True
        node = np.where(alive, par[node], -1)
        alive = node >= 0
    return inside


def diagnose_nodes(model, Xtr, ytr, Xte, majority):
    """For the records the forest wrongly gives a minority class: the exact training records in
    the node whose confidence won that class's maximum over the trees, and its noisy sum."""
    ctr, cte = model._encode(Xtr), model._encode(Xte)
    classes = list(model.classes_)
    y_idx = np.asarray([classes.index(v) for v in ytr])
    pred = model.predict(Xte)
    out = []
    for c, cls in enumerate(classes):
        if cls == majority:
            continue
        top = np.full(len(cte), -1.0)
        node = np.zeros(len(cte), dtype=np.int64)
        tree = np.zeros(len(cte), dtype=np.int64)
        for t in range(len(model.trees_)):
            best, frac = most_confident_nodes(model, t, cte)
            mc = frac[best, c]
            up = mc > top
            top[up], node[up], tree[up] = mc[up], best[up], t
        members = {}
        for i in np.flatnonzero(pred == cls):
            tr = model.trees_[tree[i]]
            if tree[i] not in members:
                members[tree[i]] = node_members(tr, ctr)
            inside = members[tree[i]][node[i]]
            out.append((top[i], tr.counts[node[i]].sum(), inside.sum(), (y_idx[inside] == c).sum()))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", choices=sorted(LOADERS), required=True)
    ap.add_argument("--forest", choices=["snr", "rdt"], default="snr")
    ap.add_argument("--betas", default="0.5,1,2")
    ap.add_argument("--splits", type=int, default=10)
    ap.add_argument("--unclipped", action="store_true")
    ap.add_argument("--nodes", action="store_true")
    ap.add_argument("--data-dir", default=os.environ.get("DPFOREST_DATA", "../shared/datasets"))
    args = ap.parse_args()
    warnings.simplefilter("ignore")
    d = LOADERS[args.data](args.data_dir)
    X, y = d.X, d.y
    majority = y.mode()[0]
    print(f"{d.name}: n {len(y)}, p {X.shape[1]}, majority rate {(y == majority).mean():.3f}")
    for beta in [float(b) for b in args.betas.split(",")]:
        acc, share, taus, depth, diag = [], [], [], [], []
        for seed in range(args.splits):
            Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, stratify=y, random_state=seed)
            if args.forest == "snr":
                m = SNRForestClassifier(beta, d.schema, random_state=seed,
                                        sum_unclipped=args.unclipped).fit(Xtr, ytr)
                taus.append(m.n_estimators_)
                depth.append(np.mean([t.max_depth for t in m.trees_]))
                if args.nodes:
                    diag += diagnose_nodes(m, Xtr, ytr, Xte, majority)
            else:
                m = PrivateRDTClassifier(beta, d.schema, random_state=seed).fit(Xtr, ytr)
            p = m.predict(Xte)
            acc.append(float((p == yte).mean()))
            share.append(float((p == majority).mean()))
        a = np.asarray(acc)
        line = (f"beta {beta:g}: accuracy {a.mean():.3f} +- {a.std(ddof=1) / np.sqrt(len(a)):.3f} "
                f"(sd {a.std(ddof=1):.3f}); majority class predicted for {np.mean(share):.1%} of test records")
        if taus:
            line += f"; tau {np.mean(taus):.1f}; tree depth {np.mean(depth):.2f}"
        print(line, flush=True)
        if diag:
            dg = np.asarray(diag, dtype=float)
            print(f"  {len(dg)} minority predictions: winning confidence median {np.median(dg[:, 0]):.2f}; "
                  f"the node's noisy sum median {np.median(dg[:, 1]):.0f}, exact records median "
                  f"{np.median(dg[:, 2]):.0f} (of the predicted class {np.median(dg[:, 3]):.0f})")


if __name__ == "__main__":
    main()
