"""Near-repeats in batch 208's bcd_area9: how much of the non-private forest's accuracy comes from
test rows whose group also has rows in training.  Group: each feature's `source_file` in MDN's
data (api/Attr.json, css/properties/align-items.json, ...: one interface, property, element or
built-in object with its sub-features, which often share their parent's support history).
Also the equal feature rows and how many carry more than one class (class_conflicts).  For
ling_language_type4 only the equal feature rows (no natural group).

Run after run_all.sh extracted the tarballs (tables.py reads them under UNSEEN_DIR,
/tmp/unseen208 by default): ``python3 benchmarks/dev/unseen_wheels208/repeat_probe.py``.
Scikit-learn only: prints :func:`grouped_probe.probe`'s figures
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "bcd_area9"
ds = tables.load_all([name])[name]
data = json.loads((tables.BASE / "bcd" / "package" / "data.json").read_text(encoding="utf-8"))
entries = []
for area in tables.AREAS:            # the loader's own order
    tables._compat_rows(data[area], area, entries)
assert [a for a, _ in entries] == list(ds.y)
source = np.array([c.get("source_file", "?") for _, c in entries])
probe(ds, class_conflicts=True, groups={"source_file": source})

name = "ling_language_type4"
ds = tables.load_all([name])[name]
probe(ds, class_conflicts=True, groups={"language": np.arange(len(ds.y))})
