"""Batch 194's tables: three RESERVES of earlier batches (pre-checked there, non-private only, and
not needed; the default had never been fitted on them), from Debian's packaged R libraries
(bookworm), read with the shared benchmarks/dev/unseen_wheels/r_package_data.py (PyPI rdata 1.1.0)
from the extracted .deb files under UNSEEN_DIR (ex/usr/lib/R/site-library/NAME).

The loaders and their schemas are COPIED UNCHANGED (function bodies, helpers, source strings)
from the source batches' tables.py as committed (sha256 of each whole source file at HEAD
02fcb17c, equal to the working tree):
- univbct_marital -- batch 183 (benchmarks/dev/unseen_wheels183/tables.py, sha256
  6b7f9d6fc2765eddf3f7a26ad0dac8e024fa94be77062a708aa38e901c4d319b): multilevel::univbct
  (r-cran-multilevel 2.7-1; Bliese & Ployhart 2002, US Army job satisfaction): marital status
  (1 single, 2 married, 3 separated, 4 divorced, 5 other), one row per soldier (TIME 0; the three
  occasions' JOBSAT / COMMIT / READY as columns).  Dropped: BTN, SUBNUM, TIME, JSAT, COMMIT,
  READY.  Uses batch 183's _data helper.
- diet_job3 -- batch 176 (benchmarks/dev/unseen_wheels176/tables.py, sha256
  a991d330c0f90f17b4d6789a37fe9677d6f53840cb6dbaa4ff93a81d960cc43d): Epi::diet (r-cran-epi
  2.47-1; Morris' MRC diet survey, 337 men): occupation driver / conductor / bank worker from
  the 7-day weighed diet, height, weight, age at entry, month of survey.  Dropped: id, dates,
  years at risk, fail / chd (outcomes), energy.grp.  Uses batch 176's _get and _num helpers.
- wesdr1_insl -- batch 177 (benchmarks/dev/unseen_wheels177/tables.py, sha256
  f77dfd683257e3dec63eaf4227547f180d49393dedf65a2fd410883479a4be57): gss::wesdr1
  (r-cran-gss 2.2-3-2; Wisconsin Epidemiological Study of Diabetic Retinopathy): insulin usage
  from age, dur, gly (numeric, convention), upro, ret1, ret2 (categorical, the factor's levels
  declared): 2049 rows, 2 classes.  Uses batch 177's _get, _levels and _SRC_WE.
Only the module frame (imports, LIB under this batch's UNSEEN_DIR, LOADERS, keys_of) is new.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen194")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_SHARED = str(Path(HERE).parent / "unseen_wheels")
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_set  # noqa: E402  (shared by the batches)

_FIRST = runpy.run_path(str(Path(_SHARED) / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_WE = ("Debian r-cran-gss 2.2-3-2, gss::{name} (Wisconsin Epidemiological Study of Diabetic "
           "Retinopathy)")


# ---- batch 183's helper (as committed) ----
@lru_cache(None)
def _data(pkg, name):
    return data_set(str(LIB / pkg), name)


# ---- batch 176's helpers (as committed) ----
@lru_cache(None)
def _get(pkg, name):
    return data_set(LIB / pkg, name)


def _codes(s):
    """A numeric code column as strings (missing stays missing)."""
    return s.astype(object).where(s.notna(), None).map(
        lambda v: None if v is None else str(int(v)))


def _num(d):
    d = d.copy()
    for c in d.columns:
        if pd.api.types.is_numeric_dtype(d[c]):
            d[c] = d[c].astype("float64")
    return d



# ---- batch 177's helper (as committed) ----
def _levels(d, cols):
    return [Categorical(c, [str(v) for v in d[c].cat.categories]) for c in cols]



# ---- batch 183's loader ----
def univbct_marital():
    d = _data("multilevel", "univbct")
    d = d[d.TIME == 0].copy().reset_index(drop=True)
    d = d[d.MARITAL.notna()].reset_index(drop=True)
    y = d.pop("MARITAL").map(lambda v: {1: "single", 2: "married", 3: "separated",
                                        4: "divorced", 5: "other"}[int(v)])
    X = d.drop(columns=["BTN", "SUBNUM", "TIME", "JSAT", "COMMIT", "READY"])
    X["GENDER"] = X.GENDER.map(lambda v: None if v != v else {1: "male", 2: "female"}[int(v)])
    decl = [Categorical("GENDER", ["male", "female"]),
            Categorical("COMPANY", [str(c) for c in _data("multilevel", "univbct")
                                    .COMPANY.cat.categories])]
    return _finish("univbct_marital", X, y, declared=decl,
                   source="r-cran-multilevel 2.7-1 multilevel::univbct (Bliese & Ployhart 2002)",
                   what="Marital status, one row per soldier. Codes from the help page.")



# ---- batch 176's loader ----
def diet_job3():
    d = _num(_get("Epi", "diet"))
    d["age"] = (d.doe - d.dob) / 365.25
    y = d.job.astype(str)
    X = d[["age", "month", "energy", "height", "weight", "fat", "fibre"]]
    return _finish("diet_job3", X, y, declared=[Numeric("month", 1, 12)],
                   source="Debian r-cran-epi 2.47-1, Epi::diet (MRC diet and CHD study)",
                   what="Occupation (driver/conductor/bank worker) from diet, body size, age.  "
                   "Dropped: id, dates, y, fail, chd, energy.grp")



# ---- batch 177's loader ----
def wesdr1_insl():
    d = _get("gss", "wesdr1").reset_index(drop=True)
    decl = _levels(d, ["upro", "ret1", "ret2"])
    y = d.insl.astype(str).map({"0": "no_insulin", "1": "insulin"})
    X = d.drop(columns=["insl"])
    for c in ["upro", "ret1", "ret2"]:
        X[c] = X[c].astype(object)
    return _finish("wesdr1_insl", X, y, declared=decl, source=_SRC_WE.format(name="wesdr1"),
                   what="Insulin usage from age, duration, HbA1c, urine protein and the "
                   "retinopathy stage of each eye.")


LOADERS = {f.__name__: f for f in [univbct_marital, diet_job3, wesdr1_insl]}


def keys_of(name):
    """Group keys (no model), as the source batches gave them: one row per soldier / man /
    patient; no natural group key in the loaders' rows (COMPANY, a soldier's unit, is a
    feature)."""
    return list(range(len(LOADERS[name]().y)))


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)
