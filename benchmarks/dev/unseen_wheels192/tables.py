"""Batch 192's tables: from Debian's packaged R libraries (bookworm): r-cran-lubridate
1.9.2+dfsg-1 (R lubridate 1.9.2, GPL >= 2) and, for a reserve, r-cran-jomo 2.7-4-1
(R jomo 2.7-4, GPL-2), read with the shared benchmarks/dev/unseen_wheels/r_package_data.py from
the extracted .deb under UNSEEN_DIR (ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- lakers_shot_type6 -- lubridate::lakers (play-by-play of every Los Angeles Lakers game of the
  2008-2009 NBA season, "originally taken from www.basketballgeek.com/data/"): every shot
  (etype "shot", both teams, 13,108 rows), its kind grouped from the 49 recorded `type` strings
  into 6 classes: 3pt (type "3pt"), jump (every other type with "jump"/"jumper"/"bank"/"fade away"
  and no "hook": two-point jump shots and bank shots), layup (every "layup"), dunk (every "dunk"),
  hook (every "hook", incl. "jump hook", "bank hook"), tip; from where and when it was taken:
  x, y (court location), period, seconds left in the period (from the clock "MM:SS"),
  game_type (home / away), shooter's team Lakers or not, opponent.  Dropped: result and points
  (what followed the shot; points also restates 3pt), player (hundreds of names), date (the
  game), etype (constant).
- lakers_lal_made -- the same play-by-play, the Lakers' own shots (team LAL, 6,611 rows): made
  vs missed, from x, y, the shot's type (49-string `type`, categorical), period, seconds left,
  game_type, opponent and player (the Lakers' shooter).  Dropped: points (restates made),
  date (the game; the near-repeat group), team/etype (constant).
Reserve, used only if lakers_lal_made fails the pre-check:
- jomo_jsp_behaviour -- jomo::JSPmiss (Junior School Project, Mortimore et al. 1988, via
  R2MLwiN jspmix1, "a partially observed version"): behaviour rated in the bottom quarter vs
  upper, from sex, fluent (0-2, categorical), ravens (0-40, help page), english (0-100, help
  page): 1,119 pupils.  Dropped: school, id (identifiers), cons (constant).
The lakers columns are character vectors (not R factors): their categorical levels are the
values that occur, and every lakers bound is the suite's convention (the help page gives none).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen192")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


def _shot_kind(t):
    if t == "3pt":
        return "3pt"
    if "dunk" in t:
        return "dunk"
    if "layup" in t:
        return "layup"
    if "hook" in t:
        return "hook"
    if t == "tip":
        return "tip"
    if "jump" in t or "bank" in t or "fade away" in t:
        return "jump"
    return None


def _shots():
    d = _data("lubridate", "lakers")
    s = d[d.etype.astype(str) == "shot"].reset_index(drop=True)
    mm = s.time.astype(str).str.split(":", expand=True)
    out = pd.DataFrame({
        "x": s.x.astype(float), "y": s.y.astype(float), "period": s.period.astype(float),
        "seconds_left": mm[0].astype(float) * 60 + mm[1].astype(float),
        "game_type": s.game_type.astype(str).astype(object),
        "opponent": s.opponent.astype(str).astype(object),
    })
    return s, out


_SRC = ("Debian r-cran-lubridate 1.9.2+dfsg-1, lubridate::lakers (Lakers 2008-09 "
        "play-by-play, basketballgeek.com)")


def lakers_shot_type6():
    s, X = _shots()
    X["lakers_shooting"] = (s.team.astype(str) == "LAL").map({True: "LAL", False: "opp"})
    y = s.type.astype(str).map(_shot_kind)
    assert y.notna().all()
    return _finish("lakers_shot_type6", X, y, source=_SRC,
                   what="Kind of shot (3pt / jump / layup / dunk / hook / tip, grouped from "
                   "type) from location, period, clock, home/away, team, opponent.  Dropped: "
                   "result, points, player, date.")


def lakers_lal_made():
    s, X = _shots()
    lal = (s.team.astype(str) == "LAL").to_numpy()
    s, X = s[lal].reset_index(drop=True), X[lal].reset_index(drop=True)
    X["shot_type"] = s.type.astype(str).astype(object)
    X["player"] = s.player.astype(str).astype(object)
    y = s.result.astype(str)
    return _finish("lakers_lal_made", X, y, source=_SRC,
                   what="Lakers' shot made / missed from location, type, period, clock, "
                   "home/away, opponent, shooter.  Dropped: points, date.")


def jomo_jsp_behaviour():
    d = _data("jomo", "JSPmiss").reset_index(drop=True)
    y = d.behaviour.astype(str)
    X = pd.DataFrame({"sex": d.sex.astype(float),
                      "fluent": d.fluent.astype(object).where(d.fluent.notna(), None)
                      .map(lambda v: None if v is None else str(v)),
                      "ravens": d.ravens.astype(float) + 0.0,
                      "english": d.english.astype(float) + 0.0})
    decl = [Numeric("sex", 0, 1), Numeric("ravens", 0, 40), Numeric("english", 0, 100),
            Categorical("fluent", [str(c) for c in d.fluent.cat.categories])]
    return _finish("jomo_jsp_behaviour", X, y, declared=decl,
                   source="Debian r-cran-jomo 2.7-4-1, jomo::JSPmiss (Junior School Project)",
                   what="Behaviour bottom quarter vs upper from sex, fluency, Ravens, English. "
                   "Dropped: school, id, cons.")


LOADERS = {f.__name__: f for f in [lakers_shot_type6, lakers_lal_made, jomo_jsp_behaviour]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
