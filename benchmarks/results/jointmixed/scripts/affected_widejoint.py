"""Cells where ``widejoint`` (benchmarks/dev/variants_jointmixed.py: plain multiway label trees
draw their last splits and labels together even where some column has more than 4,096
labellings, that column's k-way split left out of the draw, as mixed growth does) can act: a
dry fit at the true training n as n̂ grows plain multiway label trees (n·ε_tree below the gate)
that split, then label today.  python3 affected_widejoint.py GROUP OUT.csv [FIRST-LAST]"""
import warnings
from affected_jm import EPS, main, row
from affected_k import dry
from dpforest.benchmarks import datasets as bd
from dpforest.forests import default as D
warnings.simplefilter("ignore")


def cells(group, ds, key):
    cats = [f.n_codes(ds.schema.n_bins) for f in ds.schema.features if f.kind == "categorical"]
    if not cats or D.joint_labels_apply(ds.schema, "multiway"):
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        if len(Xtr) * eps >= 2 * D.LABEL_LEAVES_BELOW:
            continue
        r = dry(ds, Xtr, ytr, eps)
        if r.get("split") == "multiway" and r.get("depth") and r["n_eps"] is not None \
                and r["n_eps"] < D.LABEL_LEAVES_BELOW:
            out.append(row(group, ds, key, Xtr, eps, r, cats))
    return out


if __name__ == "__main__":
    main(cells)
