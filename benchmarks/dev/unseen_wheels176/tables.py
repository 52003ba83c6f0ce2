"""Batch 176's tables: medical studies, from Debian's packaged R libraries (bookworm):
r-cran-epitools 1:0.5-10.1-2 (R epitools 0.5-10.1, GPL (>= 2)), r-cran-publish 2023.01.17-1
(R Publish 2023.01.17, GPL (>= 2)) and r-cran-epi 2.47-1 (R Epi 2.47, GPL-2).  Read with the
shared r_package_data.py (benchmarks/dev/unseen_wheels/) from the extracted .deb files under
UNSEEN_DIR (ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- wcgs_chd -- epitools::wcgs, the Western Collaborative Group Study (3,154 California men aged
  39-59, 1960-61): a coronary heart disease event (chd69) from the baseline measurements,
  2 classes.  Dropped: id, typechd (the CHD event's type: restates the target), time169
  (follow-up time), dibpat0 (behpat0 dichotomised: restates a kept column).
- trace_smoking3 -- Publish::traceR, the TRACE trial (1,749 patients with large myocardial
  infarctions, trandolapril vs placebo): smoking never / prior / current from the baseline
  measurements, 3 classes (6 rows without smoking left out).  Dropped: observationTime, dead
  (follow-up and outcome).
Reserves, each used only if the table it stands for fails the pre-check:
- wcgs_arcus (for wcgs_chd) -- corneal arcus at baseline (arcus0) from the other baseline
  columns (chd69, typechd, time169 also dropped: outcomes after baseline); 3,152 rows.
- diet_job3 (for trace_smoking3) -- Epi::diet (Morris' MRC diet survey, 337 men): occupation
  driver / conductor / bank worker from the 7-day weighed diet, height, weight, age at entry,
  month of survey.  Dropped: id, dates, years at risk, fail / chd (outcomes), energy.grp
  (restates energy).
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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen176")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_SHARED = str(Path(HERE).parent / "unseen_wheels")
_FIRST = runpy.run_path(str(Path(_SHARED) / "tables.py"))
_finish = _FIRST["_finish"]
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_set  # noqa: E402  (shared by the batches)


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


_WCGS_SRC = "Debian r-cran-epitools 1:0.5-10.1-2, epitools::wcgs (Western Collaborative Group Study)"


def _wcgs():
    d = _num(_get("epitools", "wcgs"))
    d["behpat0"] = _codes(d["behpat0"])
    d["arcus0"] = _codes(d["arcus0"])
    return d


_WCGS_DECL = [Categorical("behpat0", ["1", "2", "3", "4"]), Categorical("arcus0", ["0", "1"])]


def wcgs_chd():
    d = _wcgs()
    y = d.chd69.map({0.0: "none", 1.0: "chd"})
    X = d.drop(columns=["id", "chd69", "typechd", "time169", "dibpat0"])
    return _finish("wcgs_chd", X, y, declared=_WCGS_DECL, source=_WCGS_SRC,
                   what="Coronary heart disease event (chd69) from baseline measurements.  "
                   "Dropped: id, typechd, time169, dibpat0")


def wcgs_arcus():
    d = _wcgs()
    d = d[d.arcus0.notna()]
    y = d.arcus0.map({"0": "none", "1": "arcus"})
    X = d.drop(columns=["id", "arcus0", "chd69", "typechd", "time169", "dibpat0"])
    return _finish("wcgs_arcus", X, y, declared=_WCGS_DECL[:1], source=_WCGS_SRC,
                   what="Corneal arcus at baseline (arcus0) from the other baseline "
                   "measurements.  Dropped: id, chd69, typechd, time169, dibpat0")


def trace_smoking3():
    d = _num(_get("Publish", "traceR"))
    d = d[d.smoking.notna()]
    y = d.smoking.astype(str)
    d["sex"] = _codes(d["sex"])
    d["treatment"] = d.treatment.astype(str)
    X = d.drop(columns=["smoking", "observationTime", "dead"])
    decl = [Numeric("wallMotionIndex", 0, 2), Categorical("sex", ["0", "1"]),
            Categorical("treatment", ["placebo", "trandolapril"])]
    return _finish("trace_smoking3", X, y, declared=decl,
                   source="Debian r-cran-publish 2023.01.17-1, Publish::traceR (TRACE trial)",
                   what="Smoking never/prior/current from baseline measurements.  "
                   "Dropped: observationTime, dead")


def diet_job3():
    d = _num(_get("Epi", "diet"))
    d["age"] = (d.doe - d.dob) / 365.25
    y = d.job.astype(str)
    X = d[["age", "month", "energy", "height", "weight", "fat", "fibre"]]
    return _finish("diet_job3", X, y, declared=[Numeric("month", 1, 12)],
                   source="Debian r-cran-epi 2.47-1, Epi::diet (MRC diet and CHD study)",
                   what="Occupation (driver/conductor/bank worker) from diet, body size, age.  "
                   "Dropped: id, dates, y, fail, chd, energy.grp")


LOADERS = {f.__name__: f for f in [wcgs_chd, trace_smoking3, wcgs_arcus, diet_job3]}


def keys_of(name):
    """Group keys (no model): one row is one person; no natural group."""
    return None


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)
