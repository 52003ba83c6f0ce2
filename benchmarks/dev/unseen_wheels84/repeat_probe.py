"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test food in training.  Branded products come in families: one brand's
flavours and sizes share a label (often the same nutrients per 100 g), and USDA's SR Legacy
lists one food raw, cooked, canned, frozen and so on ("Beans, snap, green, raw" next to
"..., cooked, boiled").  Three kinds of group: the food's name before its first comma (for
branded products mostly the brand or product line, for SR Legacy the food: "Beans", "Apples"),
the name's first word, and, as in the earlier batches, equal feature rows (missing values
equal).  The harness's stratified 70 / 30 split puts most test foods beside training foods of
the same group.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen84 by
default): ``python3 benchmarks/dev/unseen_wheels84/repeat_probe.py``.  Scikit-learn only (the
missing values filled with -1, a value no nutrient takes): prints :func:`grouped_probe.probe`'s
figures for each table (benchmarks/dev/unseen_wheels/grouped_probe.py; with each held-out
split's test classes)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import key, probe  # noqa: E402  (shared by the batches)


d = tables._all()
for ds, dtype, groups in ((tables.fdc_drink_kind(), "branded_food", tables._DRINK),
                          (tables.fdc_plant_group(), "sr_legacy_food", tables._PLANT)):
    names = d[(d["data_type"] == dtype) & d["food_category"].isin(list(groups))]["foodName"]
    names = names.fillna("").astype(str).str.upper().reset_index(drop=True)
    assert len(names) == len(ds.y)
    probe(ds, {"name before the first comma": names.str.split(",").str[0].str.strip().to_numpy(),
               "name's first word": names.str.split().str[0].fillna("").to_numpy(),
               "equal feature rows": key(ds.X)},  # NaN == NaN
          X=np.nan_to_num(ds.X.to_numpy(dtype=float), nan=-1.0), test_classes=True,
          repeats="equal feature rows")
