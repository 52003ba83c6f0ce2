"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  NIST lists one level per J of a term: the J levels of one term (a
fine-structure multiplet) share the ion, configuration and term, hence the target of both tables,
and lie close in energy; the stratified 70 / 30 split can put a test level beside training levels
of its own term.  Groups: the ion (element + stage), and the ion + configuration + term.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen157 by
default): ``python3 benchmarks/dev/unseen_wheels157/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("asd_term_L_ga_zr", "asd_parity_light"):
    ds = tables.load_all([name])[name]
    ion, term = tables.keys_of(name)
    assert len(ion) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"ion": np.array(ion), "term": np.array(term)})
