"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  Many CSL styles are written from a template style (a rel="template"
link) and copy its settings, so the harness's stratified 70 / 30 split can put a test style beside
training styles of its own template, or with the very same settings vector.  Groups: the template
(else the style itself), and the exact settings vector.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen164 by
default): ``python3 benchmarks/dev/unseen_wheels164/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("csl_field5", "csl_note_vs_authordate_hum"):
    ds = tables.load_all([name])[name]
    tmpl, sett = tables.keys_of(name)
    assert len(tmpl) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"template": np.array(tmpl), "settings": np.array(sett)})
