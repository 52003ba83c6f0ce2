"""How much of the non-private forest's accuracy on this batch's two tables comes from
near-repeats of a test allele in training.  Natural groups: for hla_locus_ab the allele group
(the first field of the name, e.g. HLA-A*02: alleles of one group differ at few residues), held
out whole; for hla_a_group, whose target is the allele group, the identical contact residues
(alleles with the same 34-residue pseudo-sequence), held out whole (GroupShuffleSplit), against the
stratified split; and the repeated feature rows with the classes they carry.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen117 by
default): ``python3 benchmarks/dev/unseen_wheels117/repeat_probe.py``.  Scikit-learn only: prints
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

ds = tables.load_all(["hla_locus_ab"])["hla_locus_ab"]
grp = np.array([a.split(":")[0] for a in tables.ids_of("hla_locus_ab")])
probe(ds, class_conflicts=True, groups={"same allele group": grp})

ds = tables.load_all(["hla_a_group"])["hla_a_group"]
same = np.array(["".join(str(v) for v in r) for r in ds.X[tables.COLS].to_numpy()])
probe(ds, class_conflicts=True, groups={"same contact residues": same})
