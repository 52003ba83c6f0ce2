"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  MetaLig keeps one row per unique ligand graph (with hydrogens and bond
orders), but the same heavy-atom skeleton recurs in several rows (protonation states, bond-order
readings, hydrogens), and ligands cut out of one CSD complex sit in the same table, so the
harness's stratified 70 / 30 split can put a test row beside training rows of its own skeleton
or complex.  Groups: the heavy-atom graph hash, and the first CSD complex (refcode).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen147 by
default): ``python3 benchmarks/dev/unseen_wheels147/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("metalig_group9_metal", "metalig_3d_anionic"):
    ds = tables.load_all([name])[name]
    skel, cplx = tables.keys_of(name)
    assert len(skel) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"skeleton": np.array(skel), "complex": np.array(cplx)})
