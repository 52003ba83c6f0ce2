"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  Every World Port Index row is one port, so there are no repeated
records by construction; but neighbouring ports of one country share its customs regime and
listing practice.  Groups: the country (port of entry: a held-out country is unseen) and the
Index's region within the United States (harbour size).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen127 by
default): ``python3 benchmarks/dev/unseen_wheels127/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name, label in (("wpi_port_of_entry", "country"), ("wpi_us_harbor_size", "region")):
    ds = tables.load_all([name])[name]
    g = tables.groups(name)
    assert len(g) == len(ds.y)
    probe(ds, class_conflicts=True, test_classes=True, groups={label: g})
