"""Batch 239's tables, from Debian bookworm's r-cran-pammtools 0.5.8-1 (`apt-get download
r-cran-pammtools=0.5.8-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
The data are read once by extract_r239.py into patient.csv.

pammtools' `patient` ("Survival data of critically ill ICU patients"; full data at
https://github.com/adibender/elra-biostats): 2,000 ICU patients, year of ICU admission
(2007-2011), ICU id, patient id, 30-day survival time and death indicator, hospital survival
time, gender, age, admission category, APACHE II score, BMI, diagnosis group.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen239/CHOICE):
- pammtools_patient_admcat -- AdmCatID, the admission category (Medical / Surgical Emergency /
  Surgical Elective), from Year, Gender, DiagID2 (categorical), Age, ApacheIIScore, BMI.  Not
  used: CombinedID (patient id), CombinedicuID (ICU id), Survdays, PatientDied, survhosp
  (outcomes after admission).
Reserve, used only if that table fails the pre-check:
- pammtools_patient_diag -- DiagID2, the diagnosis group (9), from Year, Gender, AdmCatID
  (categorical), Age, ApacheIIScore, BMI; same columns not used.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen239"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-pammtools 0.5.8-1, patient (survival data of 2,000 critically ill ICU "
       "patients, admissions 2007-2011)")
NUM = ["Age", "ApacheIIScore", "BMI"]


def _patient():
    df = pd.read_csv(BASE / "patient.csv", keep_default_na=False, na_values=["NA"])
    assert df.shape == (2000, 12), df.shape
    df["Year"] = df["Year"].astype(str)
    for c in NUM:
        df[c] = df[c].astype(float)
    return df


def pammtools_patient_admcat():
    df = _patient()
    y = df["AdmCatID"]
    X = df[["Year", "Gender", "DiagID2"] + NUM]
    return _finish("pammtools_patient_admcat", X, y, source=SRC,
                   what="AdmCatID, the admission category (3). Year, Gender, DiagID2 "
                        "(categorical), Age, ApacheIIScore, BMI; not used: patient and ICU ids, "
                        "Survdays, PatientDied, survhosp (outcomes); bounds by convention.")


def pammtools_patient_diag():
    df = _patient()
    y = df["DiagID2"]
    X = df[["Year", "Gender", "AdmCatID"] + NUM]
    return _finish("pammtools_patient_diag", X, y, source=SRC,
                   what="DiagID2, the diagnosis group (9). Year, Gender, AdmCatID "
                        "(categorical), Age, ApacheIIScore, BMI; not used: patient and ICU ids, "
                        "Survdays, PatientDied, survhosp (outcomes); bounds by convention.")


LOADERS = {f.__name__: f for f in [pammtools_patient_admcat, pammtools_patient_diag]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
