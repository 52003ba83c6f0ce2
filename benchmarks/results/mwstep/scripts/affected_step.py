"""The (table, ε) cells whose growth a step-down variant of benchmarks/dev/variants_mwstep.py
changes: a dry fit (mwpath's affected.dry, true training n as n̂) with the default's rules and
with each variant's.  python3 affected_step.py GROUP OUT.csv  (GROUP: auto, curated, wheels;
wheels reads BATCHES=FIRST-LAST, each batch's data under /tmp/unseenN)."""
import os, sys, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "mwpath", "scripts"))
import pandas as pd
from affected import EPS, collect, dry
from dpforest.benchmarks import datasets as bd
from variants_mwstep import step_rules

STEPS = {"step1": (1, True), "step2": (2, True), "step1all": (1, False)}


def cells(group, ds, key):
    sch = ds.schema
    cats = [f.n_codes(sch.n_bins) for f in sch.features if f.kind == "categorical"]
    if not cats or max(cats) < 3:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        a = dry(ds, Xtr, ytr, eps, len(Xtr), {})
        if a.get("split") != "mixed":
            continue
        row = dict(group=group, dataset=ds.name, key=key, n_train=len(Xtr), n_cat=len(cats),
                   largest=max(cats), n_features=sch.n_features, n_classes=sch.n_classes,
                   epsilon=eps, split_cur=a["split"], depth_cur=a.get("depth"))
        changed = False
        for name, (k, counts_only) in STEPS.items():
            # step_rules captures the rules in force when it is called: the default's here
            b = dry(ds, Xtr, ytr, eps, len(Xtr), step_rules(k, counts_only))
            row[f"split_{name}"], row[f"depth_{name}"] = b.get("split"), b.get("depth")
            changed |= (b.get("split"), b.get("depth")) != (a["split"], a.get("depth"))
        row["changed"] = changed
        out.append(row)
    return out


if __name__ == "__main__":
    which, dest = sys.argv[1], sys.argv[2]
    lo, hi = map(int, os.environ.get("BATCHES", "3-96").split("-"))
    t0 = time.time()
    pd.DataFrame(collect(which, cells, (lo, hi))).to_csv(dest, index=False)
    print(which, "done", round(time.time() - t0), "s", flush=True)
