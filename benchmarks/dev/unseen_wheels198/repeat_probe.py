"""Near-repeats in batch 198's two tables: how much of the non-private forest's accuracy comes
from test rows whose group also has rows in training.
- destiny_guo_stage6: the embryo (destiny::guo_norm's Cell name "16C 3.7" is stage, embryo 3,
  cell 7; the group is the name without its cell number: 42 embryos).  The stage is constant
  within an embryo, so the stratified split puts cells of most test embryos in training.
- tcgagui_glioma_lgm6: one row per patient (unique TCGA barcodes); the group is the barcode's
  tissue source site (its second field, "TCGA-02-0001" -> "02"), the centre that sent the sample.

Run after run_all.sh extracted the .debs (tables.py reads them under UNSEEN_DIR, /tmp/unseen198
by default): ``python3 benchmarks/dev/unseen_wheels198/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "destiny_guo_stage6"
ds = tables.load_all([name])[name]
cell = tables.data_set(tables.SITE / "destiny", "guo_norm").phenoData.data["Cell"].astype(str)
embryo = cell.str.rsplit(".", n=1).str[0].to_numpy()   # every stage is kept: rows in order
assert len(embryo) == len(ds.y)
probe(ds, class_conflicts=True, groups={"embryo": embryo})

name = "tcgagui_glioma_lgm6"
ds = tables.load_all([name])[name]
site = np.array([b.split("-")[1] for b in tables._glioma().index.astype(str)])
assert len(site) == len(ds.y)
probe(ds, class_conflicts=True, groups={"tissue source site": site})
