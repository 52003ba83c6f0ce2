"""Cells where the joint split-and-label draw in mixed growth (benchmarks/dev/variants_jointmixed.py,
``_joint_mixed``) can act: a dry fit at the true training n as n̂ (mwsnr3's affected_k.dry)
picks mixed growth, and n·ε_tree is below the label-leaf gate (the leaves release labels).
python3 affected_jm.py GROUP OUT.csv [FIRST-LAST]   (GROUP: auto, curated, wheels; as
perlevel/scripts/affected_pl.py: wheels ranges 2-219 and 221-LAST, auto needs /tmp/mwsnr/specs.pkl)"""
import sys, time, warnings
sys.path.insert(0, "/work/main/benchmarks/results/mwpath/scripts")
sys.path.insert(0, "/work/main/benchmarks/results/mwsnr3/scripts")
import pandas as pd
from affected import collect
from affected_k import dry
from dpforest.benchmarks import datasets as bd
from dpforest.forests import default as D
warnings.simplefilter("ignore")
EPS = [0.1, 0.5, 1.0, 2.0]


def scan(group, ds, key, keep, min_codes=1, label_only=True, more=None):
    """The cells of one table whose dry fit ``keep(ds, r)`` accepts (``r``: the dry fit's split,
    n·ε_tree, depth, leaves), over tables with a categorical column of ``min_codes`` or more
    codes; ``label_only``: cells that can pass the label-leaf gate only.  ``more(r)``: extra
    columns for a row."""
    cats = [f.n_codes(ds.schema.n_bins) for f in ds.schema.features if f.kind == "categorical"]
    if not cats or max(cats) < min_codes:
        return []
    Xtr, ytr, _, _ = bd.split(ds, 0)
    out = []
    for eps in EPS:
        if label_only and len(Xtr) * eps >= 2 * D.LABEL_LEAVES_BELOW:
            continue
        r = dry(ds, Xtr, ytr, eps)
        if r.get("depth") and r["n_eps"] is not None and keep(ds, r):
            out.append(row(group, ds, key, Xtr, eps, r, cats, **(more(r) if more else {})))
    return out


def cells(group, ds, key):
    return scan(group, ds, key, lambda ds, r: r["split"] == "mixed" and r["n_eps"] < D.LABEL_LEAVES_BELOW)


def main(cells_of):
    """python3 SCRIPT GROUP OUT.csv [FIRST-LAST]: ``cells_of``'s rows for every table of GROUP."""
    which, dest = sys.argv[1], sys.argv[2]
    lo, hi = (int(x) for x in (sys.argv[3] if len(sys.argv) > 3 else "2-219").split("-"))
    t0 = time.time()
    rows = collect(which, cells_of, (lo, hi))
    pd.DataFrame(rows).to_csv(dest, index=False)
    print(len(rows), "cells", round(time.time() - t0), "s", file=sys.stderr)


def row(group, ds, key, Xtr, eps, r, cats, **more):
    """One acting cell's row: the table, ε and the dry fit's facts."""
    return dict(group=group, dataset=ds.name, key=key, epsilon=eps, n_train=len(Xtr),
                depth=r["depth"], n_eps=r["n_eps"], largest=max(cats),
                n_classes=ds.schema.n_classes, **more)


if __name__ == "__main__":
    main(cells)
