"""Cells where ``gatejoint`` (benchmarks/dev/variants_jointmixed.py: the signal-to-noise gate on
plain multiway growth also where the multiway joint draw applies, below the label-leaf gate)
can act: a dry fit at the true training n as n̂ grows plain multiway label trees that the gate
would send to mixed growth.  python3 affected_gate.py GROUP OUT.csv [FIRST-LAST] (as affected_jm.py)"""
import warnings
from affected_jm import EPS, main, row
from affected_k import dry
from dpforest.benchmarks import datasets as bd
from dpforest.forests import default as D
warnings.simplefilter("ignore")


def cells(group, ds, key):
    cats = [f.n_codes(ds.schema.n_bins) for f in ds.schema.features if f.kind == "categorical"]
    if not cats or max(cats) < 3:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        if len(Xtr) * eps >= 2 * D.LABEL_LEAVES_BELOW:
            continue
        r = dry(ds, Xtr, ytr, eps)
        if r.get("split") != "multiway" or not r.get("depth") or r["n_eps"] is None \
                or r["n_eps"] >= D.LABEL_LEAVES_BELOW:
            continue
        if D.auto_categorical_split(ds.schema, r["depth"], True, r["n_eps"],
                                    joint_keeps_multiway=False) == "multiway":
            continue
        out.append(row(group, ds, key, Xtr, eps, r, cats, leaves=r["leaves"]))
    return out


if __name__ == "__main__":
    main(cells)
