"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  spiflash merges twelve tools' chip tables, so one chip (one part name)
can stand in several records (spi_vendor5: one per tool that lists it; flashrom_tested: a part
listed once, but sibling parts share one flashrom entry's geometry), and the harness's stratified
70 / 30 split can put a test row beside training rows of its own chip.  Group: the part name
(upper case).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen168 by
default): ``python3 benchmarks/dev/unseen_wheels168/repeat_probe.py``.  Scikit-learn only: prints
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

for name in ("spi_vendor5", "flashrom_tested"):
    ds = tables.load_all([name])[name]
    chip = tables.keys_of(name)
    assert len(chip) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"chip": np.array(chip)})
