"""How much of the non-private forest's accuracy on this batch's table comes from near-repeats of
a test bout's monkey in training.  Each of the 23 monkeys has many bouts (5-171), and a monkey's
technique preference is stable, so the harness's stratified 70 / 30 split puts most test bouts
beside training bouts of the same monkey.  Group: the monkey (the file's `mono`, dropped from the
features).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen123 by
default): ``python3 benchmarks/dev/unseen_wheels123/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for the table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("capuchin_technique3",):
    ds = tables.load_all([name])[name]
    raw = tables.rows_of(name)
    assert len(raw) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"monkey": raw["mono"].to_numpy()})
