"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test name in training.  Three kinds: the same name (Icelandic place names
repeat -- many a Hvalvík, Grænavatn or Stóri-Hóll -- and a repeated name is mostly of one kind),
the same ending (a name's last part is its generic word -- -fjall, -vatn, -foss, -vík, -hreppur,
-sýsla -- so the last three letters stand in for it) and the same place (the rows carry their
point, and features of one kind cluster: a glacier's names, a fjord's coves; blocks of 0.5
degrees of latitude by 1 degree of longitude, about 55 by 48 km, stand in for a neighbourhood);
and, as in the earlier batches, equal feature rows.  The harness's stratified 70 / 30 split puts
most test names beside training names of the same ending and the same block.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen80 by
default): ``python3 benchmarks/dev/unseen_wheels80/repeat_probe.py``.  Scikit-learn only, the
text columns coded as integers: prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py; groups: names, endings, map blocks, then equal
feature rows; with each held-out split's test classes), then how many names repeat and how many
rows share their name with a row of another class."""
import os
import sys

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import coded, probe  # noqa: E402  (shared by the batches)


natural = tables._natural(("medium", "large"))[0]      # is_feature_kind's rows
admin = tables._admin()                                # is_admin_kind's rows
for ds, rows in [(tables.is_feature_kind(), natural), (tables.is_admin_kind(), admin)]:
    assert len(rows) == len(ds.y)
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    names = rows["nafn"].str.lower().to_numpy()
    ending = rows["nafn"].str.lower().str[-3:].to_numpy()
    block = (np.floor(rows["lat_wgs84"] / 0.5).astype(int).astype(str) + ","
             + np.floor(rows["long_wgs84"] / 1.0).astype(int).astype(str)).to_numpy()
    probe(ds, {"names": names, "endings (last 3 letters)": ending,
               "map blocks (0.5 x 1 degree)": block, "equal feature rows": key},
          X=coded(ds.X), test_classes=True, repeats="equal feature rows")
    m = pd.DataFrame({"k": names, "y": ds.y.to_numpy()}).groupby("k")["y"].agg(["size", "nunique"])
    print(f"  names: {len(m)} distinct; {int(m[m['size'] > 1]['size'].sum())} rows in "
          f"{int((m['size'] > 1).sum())} repeated names, {int(m[m['nunique'] > 1]['size'].sum())}"
          f" rows in {int((m['nunique'] > 1).sum())} with more than one class")
