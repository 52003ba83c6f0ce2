"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.
- Materials Project Wyckoff patterns: every row is a distinct (space group, atoms in the cell,
  Wyckoff-site combination), but one site combination (the `wps` string, e.g. `0-3`) recurs in
  many space groups and atom counts, and the features read only the combination and the counts.
  Groups: the `wps` string (all rows with that combination held out together), the atoms in the
  cell, and equal feature rows.
- Putirka's clinopyroxene-liquid experiments: a study runs one starting composition at several
  pressures and temperatures, so near-equal liquids and clinopyroxenes recur.  The file has no
  study or reference column; groups: the liquid's composition rounded to whole wt % (SiO2,
  Al2O3, FeOt, MgO, CaO, Na2O) and, coarser, to steps of 3 wt %, the clinopyroxene's
  composition rounded to whole wt %, and equal feature rows.
The harness's stratified 70 / 30 split puts most test rows beside training rows of the same
group.

Run after run_all.sh unzipped the wheels (tables.py reads them under UNSEEN_DIR, /tmp/unseen90 by
default): ``python3 benchmarks/dev/unseen_wheels90/repeat_probe.py``.  Scikit-learn only (every
column is numeric): prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py; with each held-out split's test classes)."""
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import key, probe  # noqa: E402  (shared by the batches)


# Materials Project Wyckoff patterns (the same row order as the file)
raw = pd.read_csv(tables._PX / "spg_num_wps_mp.csv")
ds = tables.mp_wyckoff_system()
assert len(raw) == len(ds.y)
probe(ds, {"Wyckoff-site combinations": raw["wps"].astype(str).to_numpy(),
           "atom counts": raw["n_atoms"].to_numpy(),
           "equal feature rows": key(ds.X)},
      X=ds.X.to_numpy(dtype=float), test_classes=True, repeats="equal feature rows")

# Putirka's clinopyroxene-liquid experiments
ds = tables.cpx_liq_pressure()
main = ["SiO2", "Al2O3", "FeOt", "MgO", "CaO", "Na2O"]
liq = key(ds.X[[f"{c}_Liq" for c in main]].round(0))
coarse = key((ds.X[[f"{c}_Liq" for c in main]] / 3).round(0))
cpx = key(ds.X[[f"{c}_Cpx" for c in main]].round(0))
probe(ds, {"liquids (whole wt pct)": liq, "liquids (3 wt pct steps)": coarse,
           "clinopyroxenes (whole wt pct)": cpx, "equal feature rows": key(ds.X)},
      X=ds.X.to_numpy(dtype=float), test_classes=True, repeats="equal feature rows")
