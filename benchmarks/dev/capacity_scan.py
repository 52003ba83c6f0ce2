"""Dev: is one tree's shape the limit on a large table?  The default at the rule's depth and
deeper, and on disjoint partitions (docs/default_forest.md, "Honest limits", kind (3)).

    DPFOREST_DATA=../shared/datasets python3 benchmarks/dev/capacity_scan.py diamonds 2 --deeper 1,2,3,4 --trees 2,4,8,16 --seeds 2
"""
import argparse
import os
import warnings

import numpy as np

import dpforest as d
from dpforest.benchmarks import datasets as bd


def main():
    p = argparse.ArgumentParser()
    p.add_argument("dataset")
    p.add_argument("epsilon", type=float)
    p.add_argument("--deeper", default="", help="levels beyond the rule's depth, e.g. 1,2,3")
    p.add_argument("--trees", default="", help="partition tree counts, e.g. 2,4,8")
    p.add_argument("--seeds", type=int, default=2)
    a = p.parse_args()
    warnings.simplefilter("ignore")
    ds = bd.load(a.dataset)
    ints = lambda s: [int(x) for x in s.split(",") if x]
    res = {}
    for seed in range(a.seeds):
        Xtr, ytr, Xte, yte = bd.split(ds, seed)
        fit = lambda **kw: d.DPForestClassifier(a.epsilon, ds.schema, random_state=seed, progress=False,
                                                **kw).fit(Xtr, ytr)
        rule = fit()
        res.setdefault("rule", []).append(rule.score(Xte, yte))
        for e in ints(a.deeper):
            res.setdefault(f"depth+{e}", []).append(fit(max_depth=rule.max_depth_ + e).score(Xte, yte))
        for t in ints(a.trees):
            res.setdefault(f"{t} trees", []).append(fit(n_estimators=t).score(Xte, yte))
        print(f"split {seed} (rule depth {rule.max_depth_}):", {k: round(v[-1], 4) for k, v in res.items()}, flush=True)
    print(a.dataset, a.epsilon, {k: round(float(np.mean(v)), 4) for k, v in res.items()})


if __name__ == "__main__":
    main()
