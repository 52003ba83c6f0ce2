"""Batch 218's tables, from Debian bookworm's r-cran-plyr 1.8.8-1 and r-bioc-rots 1.26.0-1
(`apt-get download PACKAGE=VERSION`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is
installed).  The data are read once by extract_r218.py into baseball.csv and ups.csv.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen218/CHOICE):
- baseball_league -- plyr `baseball`: yearly batting records of the 1,228 major-league players with
  more than 15 seasons, 1871-2007 (baseball-databank.org), 21,699 lines.  Target: lg (NL, AL, AA,
  FL, PL, UA; the empty code of 1871-1875, the National Association, as "NA_assoc").  Columns:
  year, stint, g, ab, r, h, X2b, X3b, hr, rbi, sb, cs, bb, so, ibb, hbp, sh, sf, gidp (missing
  where the data have it); id and team dropped.  Bounds by convention.
Reserve, used only if the first choice fails the pre-check:
- cptac_ups_spike -- ROTS `upsSpikeIn` (CPTAC Technology Assessment, Study 6): 736 proteins,
  spiked UPS1 human protein (id ends in "ups") or yeast background.  Columns A1-A3, C1-C3.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen218"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

BB_COLS = ["year", "stint", "g", "ab", "r", "h", "X2b", "X3b", "hr", "rbi", "sb", "cs", "bb", "so",
           "ibb", "hbp", "sh", "sf", "gidp"]


def baseball_league():
    df = pd.read_csv(BASE / "baseball.csv", keep_default_na=False, na_values={c: [""] for c in BB_COLS})
    assert df.shape == (21699, 22), df.shape
    y = df.pop("lg").astype(str).replace({"": "NA_assoc"})
    assert set(y) == {"NL", "AL", "AA", "FL", "PL", "UA", "NA_assoc"}, set(y)
    X = df[BB_COLS].astype(float)
    return _finish("baseball_league", X, y,
                   source="Debian r-cran-plyr 1.8.8-1, baseball (yearly batting records of the "
                          "major-league players with more than 15 seasons, 1871-2007, "
                          "baseball-databank.org)",
                   what="League (7: NL, AL, AA, FL, PL, UA, NA_assoc). year, stint and 17 batting "
                        "counts; id and team dropped; bounds by convention.")


def cptac_ups_spike():
    df = pd.read_csv(BASE / "ups.csv")
    assert df.shape == (736, 7), df.shape
    p = df.pop("protein").astype(str)
    y = p.str.endswith("ups").map({True: "UPS1_spike", False: "yeast"})
    return _finish("cptac_ups_spike", df, y,
                   source="Debian r-bioc-rots 1.26.0-1, upsSpikeIn (CPTAC Technology Assessment, "
                          "Study 6: UPS1 spiked into a yeast proteome, groups A and C)",
                   what="Spiked UPS1 protein or yeast background (2). A1-A3, C1-C3; protein id "
                        "dropped; bounds by convention.")


LOADERS = {f.__name__: f for f in [baseball_league, cptac_ups_spike]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
