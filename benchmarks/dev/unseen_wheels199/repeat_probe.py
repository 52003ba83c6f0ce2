"""Near-repeats in batch 199's two tables: how much of the non-private forest's accuracy comes
from test rows whose group also has rows in training.
- tcgabl_purity_type21: one row per TCGA sample, but 9,364 samples come from 9,220 patients (a
  primary tumour and a metastasis or recurrence of the same patient); groups: the patient (the
  barcode's first 12 characters, "TCGA-OR-A5J1") and the tissue source site (its second field,
  "OR"), the centre that sent the sample.
- hsmm_hours4: one row per cell (271 distinct libraries); the only grouping in the data is the
  C1 capture chip, which is the time point itself (one chip per time point: the help page), so
  no group can be held out without holding out a class; the probe gives the cell as its group
  (the stratified split's figures and the equal-feature-rows line).

Run after run_all.sh extracted the .debs (tables.py reads them under UNSEEN_DIR, /tmp/unseen199
by default): ``python3 benchmarks/dev/unseen_wheels199/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "tcgabl_purity_type21"
ds = tables.load_all([name])[name]
_, _, sid = tables._purity()          # every cancer type is kept: rows in order
assert len(sid) == len(ds.y)
patient = sid.str[:12].to_numpy()
site = sid.str.split("-").str[1].to_numpy()
probe(ds, class_conflicts=True, groups={"patient": patient, "tissue source site": site})

name = "hsmm_hours4"
ds = tables.load_all([name])[name]
_, ss = tables._hsmm()
cell = ss["Library"].astype(str).to_numpy()
assert len(cell) == len(ds.y) and len(set(cell)) == len(cell)
probe(ds, class_conflicts=True, groups={"cell": cell})
