"""Cells where ``widejoint`` (benchmarks/dev/variants_jointmixed.py: plain multiway label trees
draw their last splits and labels together even where some column has more than 4,096
labellings, that column's k-way split left out of the draw, as mixed growth does) can act: a
dry fit at the true training n as n̂ grows plain multiway label trees (n·ε_tree below the gate)
that split, then label today.  python3 affected_widejoint.py GROUP OUT.csv [FIRST-LAST]"""
import warnings
from affected_jm import main, scan
from dpforest.forests import default as D
warnings.simplefilter("ignore")


def cells(group, ds, key):
    if D.joint_labels_apply(ds.schema, "multiway"):
        return []
    return scan(group, ds, key, lambda ds, r: r["split"] == "multiway" and r["n_eps"] < D.LABEL_LEAVES_BELOW)


if __name__ == "__main__":
    main(cells)
