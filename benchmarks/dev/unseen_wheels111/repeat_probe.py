"""How much of the non-private forest's accuracy on the chamber table comes from near-repeats: a
VOC ship sails many voyages (outward and homeward), mostly for one chamber, and every voyage of a
ship repeats its tonnage, year built, yard and type, so the harness's stratified 70 / 30 split
puts most test voyages beside training voyages of the same ship.  Group: the ship's name (DAS
`ship_name`; a few names were borne by two ships, which only makes the grouping coarser).  The
ship table (fluit / jacht) has one row per ship: no group to probe.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen111 by
default): ``python3 benchmarks/dev/unseen_wheels111/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("voc_voyage_chamber",):
    ds = tables.load_all([name])[name]
    g = tables.groups_of(name)
    assert len(g) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"ship name": g})
