"""Which (table, eps) cells the path-wise multiway rule changes: the rule's split and depth for
the default and for ``path`` (benchmarks/dev/variants_mwpath.py), each from a dry fit with the
true training n as n̂ (stops where the leaf share is sized, after the split rule and the depth
cap).  python3 affected.py GROUP OUT.csv   (GROUP: auto, curated, wheels)"""
import importlib.util, math, os, pickle, sys, time, warnings
DEV = "/work/main/benchmarks/dev"
sys.path.insert(0, DEV)
import pandas as pd
import dpforest as d, dpforest.forests.default as D
from module_patch import patched
from variants_mwpath import path_split, path_depth_cap
from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks.fresh import FRESH
from dpforest.benchmarks.holdout import HOLDOUT
warnings.simplefilter("ignore")
EPS = [0.1, 0.5, 1.0, 2.0]


class Stop(Exception):
    pass


def dry(ds, Xtr, ytr, eps, n, rules):
    rec = {}
    split_rule = rules.get("auto_categorical_split", D.auto_categorical_split)

    def split(schema, dep, *r, **k):
        rec["split"] = split_rule(schema, dep, *r, **k)
        return rec["split"]

    def share(nn, e, dep, *r, **k):
        rec["depth"] = dep
        raise Stop

    m = d.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=0, progress=False, n_samples=n)
    with patched(D, **{**rules, "auto_categorical_split": split, "auto_leaf_share": share}):
        try:
            m.fit(Xtr, ytr)
        except Stop:
            pass
    return rec


def cells(group, ds, key):
    sch = ds.schema
    cats = [f.n_codes(sch.n_bins) for f in sch.features if f.kind == "categorical"]
    if not cats:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        a = dry(ds, Xtr, ytr, eps, len(Xtr), {})
        b = dry(ds, Xtr, ytr, eps, len(Xtr), {"auto_categorical_split": path_split,
                                              "multiway_depth_cap": path_depth_cap})
        if "split" not in a:
            continue
        out.append(dict(group=group, dataset=ds.name, key=key, n_train=len(Xtr), n_cat=len(cats),
                        largest=max(cats), n_features=sch.n_features, n_classes=sch.n_classes,
                        epsilon=eps, split_cur=a["split"], depth_cur=a.get("depth"),
                        split_path=b["split"], depth_path=b.get("depth"),
                        changed=(a["split"], a.get("depth")) != (b["split"], b.get("depth"))))
    return out


def wheel_loaders(first=3, last=96):
    for i in range(first, last + 1):       # the outside batches with a tables.py of loaders
        os.environ["UNSEEN_DIR"] = f"/tmp/unseen{i}"
        spec = importlib.util.spec_from_file_location(f"tables{i}", f"{DEV}/unseen_wheels{i}/tables.py")
        mod = importlib.util.module_from_spec(spec)
        sys.path.insert(0, f"{DEV}/unseen_wheels{i}")
        spec.loader.exec_module(mod)
        for k, f in mod.LOADERS.items():
            yield f"wheels{i}", k, f


def collect(which, cells_of, batches=(3, 96)):
    """Every table of group ``which`` (wheels: outside ``batches`` = (first, last); curated,
    auto) through ``cells_of(group, dataset, key)``, errors reported and skipped; the rows."""
    rows = []
    if which == "wheels":
        for g, k, f in wheel_loaders(*batches):
            try:
                rows += cells_of(g, f(), k)
            except Exception as e:
                print("ERR", g, k, repr(e)[:200], file=sys.stderr)
    if which == "curated":
        for g, names in (("suite", bd.SUITE), ("holdout", HOLDOUT), ("fresh", FRESH)):
            for nm in names:
                if nm in ("synthetic_1m", "flights"):
                    continue
                try:
                    rows += cells_of("curated", bd.load(nm), nm)
                except Exception as e:
                    print("ERR", nm, repr(e)[:200], file=sys.stderr)
    if which == "auto":
        import auto_tables as A
        for s in pickle.load(open("/tmp/mwsnr/specs.pkl", "rb")):
            if not s[4]:
                continue
            try:
                rows += cells_of("automatic", A.load(*s), repr(s))
            except Exception as e:
                print("ERR", s[:2], repr(e)[:200], file=sys.stderr)
    return rows


if __name__ == "__main__":
    which, dest = sys.argv[1], sys.argv[2]
    t0 = time.time()
    pd.DataFrame(collect(which, cells)).to_csv(dest, index=False)
    print(which, "done", round(time.time() - t0), "s", flush=True)
