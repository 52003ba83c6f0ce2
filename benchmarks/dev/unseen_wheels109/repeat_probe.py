"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats.
Clock changes: one zone's changes follow its rules year after year (the same month, weekday and hour
each spring and autumn), and zones of one country or region share rules, so the harness's stratified
70 / 30 split puts a test change beside training changes of its own zone.  Groups: the zone, and its
country (zone1970.tab's first code).  Zones: zone.tab lists a country's zone even when it is a link
to another country's (Europe/Vaduz is Europe/Zurich), so identical rows sit in the table; groups:
the TZif file's content (md5).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen109 by
default): ``python3 benchmarks/dev/unseen_wheels109/repeat_probe.py``.  Scikit-learn only: prints
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

ds = tables.load_all(["tz_dst_transition"])["tz_dst_transition"]
zones = np.array(tables.zone_groups("tz_dst_transition"))
assert len(zones) == len(ds.y)
probe(ds, class_conflicts=True,
      groups={"zone": zones, "country": np.asarray(ds.X["country"]).astype(str)})
ds = tables.load_all(["tz_zone_area"])["tz_zone_area"]
files = np.array(tables.zone_groups("tz_zone_area"))
assert len(files) == len(ds.y)
probe(ds, class_conflicts=True, groups={"TZif content": files})
