"""How much of the non-private forest's accuracy on this batch's two tables comes from rows that
share a natural group with training rows.  biofam: respondents of one household (idhous; 416 of
its 1,582 households hold two or more of the 2,000 respondents, whose family-life states may
move together).  Patent cities: cities of one country (the continent is
the country's, so a held-out country's cities must be placed from their patent levels alone).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen114 by
default): ``python3 benchmarks/dev/unseen_wheels114/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("seq_biofam_sex", "seq_patent_continent"):
    ds = tables.load_all([name])[name]
    groups = tables.groups_of(name)
    assert all(len(g) == len(ds.y) for g in groups.values())
    probe(ds, class_conflicts=True, groups=groups)
