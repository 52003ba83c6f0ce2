"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test compound in training.  The CRC organic table lists a parent compound's
many derivatives under its name ("Benzene, 1-chloro-", "Benzene, 1,2-dichloro-"...), and the
inorganic table one element's fluoride, chloride, bromide, iodide, oxide and sulfide, often in
several oxidation states and hydrates.  Three kinds of group for the organics: the name before
its first comma (the parent: "Benzene", "Acetic acid"), the name's first word, and, as in the
earlier batches, equal feature rows (missing values equal); for the salts: the cation's element
(every salt of one element held out together, so its level is unseen in training) and equal
feature rows.  The harness's stratified 70 / 30 split puts most test compounds beside training
compounds of the same group.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen85 by
default): ``python3 benchmarks/dev/unseen_wheels85/repeat_probe.py``.  Scikit-learn only (the
missing values filled with -1e9, a value no property takes; the cation coded by its atomic
number): prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py; with each held-out split's test classes)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import key, probe  # noqa: E402  (shared by the batches)


def filled(X):
    return np.nan_to_num(X.to_numpy(dtype=float), nan=-1e9)


o = tables._organic()
ds = tables.crc_organic_family()
names = o["Name"].fillna("").astype(str).str.strip()
assert len(names) == len(ds.y)
probe(ds, {"name before the first comma":
           names.str.split(",").str[0].str.strip().str.lower().to_numpy(),
           "name's first word": names.str.split().str[0].fillna("").str.lower().to_numpy(),
           "equal feature rows": key(ds.X)},   # NaN == NaN
      X=filled(ds.X), test_classes=True, repeats="equal feature rows")

s = tables._salts()
ds = tables.crc_inorganic_anion()
assert len(s) == len(ds.y)
Xn = ds.X.copy()
Xn["cation"] = Xn["cation"].map(tables._Z).astype(float)
probe(ds, {"cation's element": s["cation"].to_numpy(), "equal feature rows": key(ds.X)},
      X=filled(Xn), test_classes=True, repeats="equal feature rows")
