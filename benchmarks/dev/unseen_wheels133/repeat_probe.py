"""How much of the non-private forest's accuracy on this batch's table comes from near-repeats of a
test site in training.  Binding sites of different proteins cluster at one locus (BEAF-32, CTCF
and Su(Hw) sites side by side, a shared CP190 partner), so the harness's stratified 70 / 30 split
can put a test site beside training sites of its own locus.  Groups: the site's 10-kb and 100-kb
bin of its arm.  Also run on ins_cell_line, the two-class table that failed the pre-check, to
show what sank it (a site found in both cell lines is a twin with the other label).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen133 by
default): ``python3 benchmarks/dev/unseen_wheels133/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("ins_protein_kc_chr2", "ins_cell_line"):
    ds = tables.load_all([name])[name]
    b10, b100 = tables.loci_of(name)
    assert len(b10) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"10-kb bin": np.array(b10), "100-kb bin": np.array(b100)})
