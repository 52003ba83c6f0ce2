"""Batch 185's tables: from two of Debian's packaged R libraries (bookworm), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME):
- r-cran-seqinr 4.2-23-1 (seqinr 4.2-23, GPL (>= 2)): gcO2, the genomic G+C content of 551
  bacteria (genus, species) and whether they are aerobic or anaerobic (Naya et al. 2002,
  Journal of Molecular Evolution 55:260-264; imported into seqinr by J.R. Lobry, 2016).
- r-cran-bradleyterry2 1.1-2-2 (BradleyTerry2 1.1-2, GPL (>= 2)): football, the English Premier
  League results of 2008/9 to 2012/13 (1,900 games; soccernet.espn.go.com, 2013), and icehockey,
  the NCAA men's Division I ice hockey regular season 2009-10 (1,083 games; collegehockeystats.net).

Candidates (targets, classes and columns fixed before the pre-check; README):
- gco2_aerobic -- Aerobic / Anaerobic from GC (percent G+C; convention range) and Genus
  (categorical, the R factor's 199 levels); species dropped (identifier within a genus).
- epl_result3 -- the home team's result (home_win / draw / away_win) from season (5 levels),
  home and away team (the factor's 29 levels each).
Reserves, each used only if the table it stands for fails the pre-check:
- hockey_visitor_win (for gco2_aerobic) -- did the visitor win (vs draw / loss).
- hockey_result3 (for epl_result3) -- visitor win / draw / loss.
  Columns: day (days since 2009-10-08, the first game), visitor, opponent (58 levels each),
  conference (7 levels), home_ice (no / yes); v_goals and o_goals dropped (they restate the result).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen185")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared reader)

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


@lru_cache(None)
def _gco2():
    return data_set(str(LIB / "seqinr"), "gcO2")


@lru_cache(None)
def _football():
    return data_set(str(LIB / "BradleyTerry2"), "football")


@lru_cache(None)
def _hockey():
    return data_set(str(LIB / "BradleyTerry2"), "icehockey")


def _levels(s):
    return [str(c) for c in s.cat.categories]


def gco2_aerobic():
    d = _gco2().reset_index(drop=True)
    y = d["aerobiosis"].astype(str)
    X = pd.DataFrame({"GC": d["GC"].astype(float), "Genus": d["Genus"].astype(str)})
    return _finish("gco2_aerobic", X, y, declared=[Categorical("Genus", _levels(d["Genus"]))],
                   source="Debian r-cran-seqinr 4.2-23-1, seqinr::gcO2 (Naya et al. 2002)",
                   what="Aerobic/anaerobic bacterium from genomic GC% and genus; species dropped.")


def epl_result3():
    d = _football().reset_index(drop=True)
    y = d["result"].map({1.0: "home_win", 0.0: "draw", -1.0: "away_win"})
    X = pd.DataFrame({c: d[c].astype(str) for c in ("season", "home", "away")})
    decl = [Categorical(c, _levels(d[c])) for c in ("season", "home", "away")]
    return _finish("epl_result3", X, y, declared=decl,
                   source="Debian r-cran-bradleyterry2 1.1-2-2, BradleyTerry2::football (EPL)",
                   what="Home team's result (win/draw/loss) from season, home and away team.")


def _hockey_X():
    d = _hockey().reset_index(drop=True)
    day = (pd.to_datetime(d["date"].astype(int).astype(str), format="%Y%m%d")
           - pd.Timestamp("2009-10-08")).dt.days.astype(float)
    X = pd.DataFrame({"day": day, "visitor": d["visitor"].astype(str),
                      "opponent": d["opponent"].astype(str),
                      "conference": d["conference"].astype(str),
                      "home_ice": d["home.ice"].map({True: "yes", False: "no"})})
    decl = [Categorical("visitor", _levels(d["visitor"])),
            Categorical("opponent", _levels(d["opponent"])),
            Categorical("conference", _levels(d["conference"])),
            Categorical("home_ice", ["no", "yes"])]
    return d, X, decl


_HSRC = "Debian r-cran-bradleyterry2 1.1-2-2, BradleyTerry2::icehockey (NCAA 2009-10)"


def hockey_visitor_win():
    d, X, decl = _hockey_X()
    y = d["result"].map(lambda r: "visitor_win" if r == 1.0 else "not_win")
    return _finish("hockey_visitor_win", X, y, declared=decl, source=_HSRC,
                   what="Did the visitor win; goals dropped.")


def hockey_result3():
    d, X, decl = _hockey_X()
    y = d["result"].map({1.0: "visitor_win", 0.5: "draw", 0.0: "visitor_loss"})
    return _finish("hockey_result3", X, y, declared=decl, source=_HSRC,
                   what="Visitor win/draw/loss; goals dropped.")


LOADERS = {f.__name__: f for f in [gco2_aerobic, epl_result3, hockey_visitor_win,
                                   hockey_result3]}


def genus_of(name):
    """Group keys for the near-repeat probe (no model): gcO2's genus."""
    return _gco2()["Genus"].astype(str).tolist()


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=20, source_width=70)
