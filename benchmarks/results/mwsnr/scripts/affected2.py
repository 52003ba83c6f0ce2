"""Which (table, eps) cells the snr / snr2 / cap gates can change: the rule's depth and split
computed with the true training n as a proxy for n̂ (dry fit: stops at the split rule)."""
import math, pickle, sys, time, warnings
sys.path.insert(0, "/work/main/benchmarks/dev"); sys.path.insert(0, "/work/main/benchmarks/dev/unseen_wheels3")
import numpy as np, pandas as pd
import dpforest as d, dpforest.forests.default as D
from module_patch import patched
from variants_mwcap import multiway_max_leaves
from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks.fresh import FRESH
from dpforest.benchmarks.holdout import HOLDOUT
import auto_tables as A
warnings.simplefilter("ignore")
EPS = [0.1, 0.5, 1.0, 2.0]
SIZE_SHARE = d.DPForestClassifier().size_share

class Stop(Exception):
    pass

def dry(ds, Xtr, ytr, eps, n):
    rec = {}
    depth_rule, split_rule = D.auto_depth, D.auto_categorical_split
    def depth(nn, e, *r, **k):
        e2 = e - SIZE_SHARE * eps           # n_samples given: the size query's share not taken
        rec.update(n=float(nn), eps_tree=e2)
        rec["depth"] = depth_rule(nn, e2, *r, **k)
        return rec["depth"]
    def split(schema, dep, *r, **k):
        rec["split"] = split_rule(schema, dep, *r, **k)
        rec["leaves"] = multiway_max_leaves(schema, dep)
        raise Stop
    m = d.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=0, progress=False, n_samples=n)
    with patched(D, auto_depth=depth, auto_categorical_split=split):
        try:
            m.fit(Xtr, ytr)
        except Stop:
            pass
    return rec

def cells(group, ds):
    sch = ds.schema
    cats = [f.n_codes(sch.n_bins) for f in sch.features if f.kind == "categorical"]
    if not cats:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    n = len(Xtr)
    out = []
    for eps in EPS:
        sd0 = math.sqrt(2) / (SIZE_SHARE * eps)
        anyf = {"cap": False, "snr": False, "snr2": False}
        for nh in (max(n - 2 * sd0, 1.0), n + 2 * sd0):
            q = dry(ds, Xtr, ytr, eps, nh)
            if q.get("split") == "multiway":
                qe = q["n"] * q["eps_tree"]
                anyf["cap"] |= q["leaves"] > q["n"]; anyf["snr"] |= q["leaves"] > qe; anyf["snr2"] |= 2 * q["leaves"] > qe
        r = dry(ds, Xtr, ytr, eps, n)
        if "split" not in r:
            continue
        ne = r["n"] * r["eps_tree"]
        mw = r["split"] == "multiway"
        sd = math.sqrt(2) / (SIZE_SHARE * eps)      # discrete Laplace sd of n-hat, approx
        out.append(dict(group=group, dataset=ds.name, n_train=n, n_cat=len(cats), largest=max(cats),
                        n_features=sch.n_features, n_classes=sch.n_classes, epsilon=eps, depth=r["depth"],
                        split=r["split"], leaves=r["leaves"], n_eps=ne, eps_tree=r["eps_tree"],
                        cap=mw and r["leaves"] > n, snr=mw and r["leaves"] > ne, snr2=mw and 2 * r["leaves"] > ne,
                        nhat_sd=sd, cap_2sd=anyf['cap'], snr_2sd=anyf['snr'], snr2_2sd=anyf['snr2']))
    return out

rows = []
which = sys.argv[1] if len(sys.argv) > 1 else "all"
t0 = time.time()
if which in ("all", "unseen3"):
    import tables as U
    for k, f in U.LOADERS.items():
        try:
            rows += cells("unseen3", f())
        except Exception as e:
            print("ERR", k, e, file=sys.stderr)
    print("unseen3 done", time.time() - t0, flush=True)
if which in ("all", "curated"):
    for g, names in (("suite", bd.SUITE), ("holdout", HOLDOUT), ("fresh", FRESH)):
        for nm in names:
            if nm in ("synthetic_1m", "flights"):
                continue
            try:
                rows += [dict(r, group="curated", sub=g) for r in cells("curated", bd.load(nm))]
            except Exception as e:
                print("ERR", nm, repr(e)[:200], file=sys.stderr)
            print(nm, time.time() - t0, flush=True)
if which in ("all", "auto"):
    specs = pickle.load(open("/tmp/mwsnr/specs.pkl", "rb"))
    for s in specs:
        if not s[4]:
            continue
        try:
            rows += [dict(r, spec=repr(s)) for r in cells("automatic", A.load(*s))]
        except Exception as e:
            print("ERR", s[:2], repr(e)[:200], file=sys.stderr)
    print("auto done", time.time() - t0, flush=True)
pd.DataFrame(rows).to_csv(f"/tmp/mwsnr/affected2_{which}.csv", index=False)
