"""Batch 210's tables, from Debian bookworm's r-cran-spatstat.data 3.0-0-1 (`apt-get download
r-cran-spatstat.data=3.0-0-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is
installed).  The package's point patterns are read once by extract_spatstat.py (the shared
r_package_data.py, rdata 1.1.0) into CSVs plus windows.csv (each pattern's observation window,
which the package documents and which tables.py declares as the coordinates' public bounds).

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen210/CHOICE):
- btb_spoligotype -- `btb`: 873 farm locations in Cornwall, UK, where bovine tuberculosis was
  detected in 1989-2002 (Diggle, Zheng & Durr 2005; data supplied by P. Diggle, collected with
  the State Veterinary Service, spoligotyped at the Veterinary Laboratories Agency, Weybridge).
  Target: the spoligotype (4 levels: 9, 12, 15, 20).  Columns: easting, northing (km; declared
  as the package's window), year (declared 1989-2002, the documented factor levels).
- olduvai_stonetools -- `stonetools`: 4,745 finds surveyed at David's Site, Olduvai Gorge,
  Tanzania, a layer about 1.85 million years old (Diez-Martin et al. 2021).  Target: TYPE (BONE
  3,563 / LITHIC 1,182).  Columns: x, y (metres; declared as the package's window) and Z (the
  vertical position, metres; full-data range by convention).
Reserve, used only if a table fails the pre-check:
- lansing_species -- `lansing`: 2,251 trees in Lansing Woods, Clinton County, Michigan (Gerrard
  1969), 6 species; x, y in the unit square (declared [0, 1]; 924 feet per unit).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen210"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "Debian r-cran-spatstat.data 3.0-0-1"


def _read(name, n):
    df = pd.read_csv(BASE / f"{name}.csv")
    assert len(df) == n, (name, df.shape)
    w = pd.read_csv(BASE / "windows.csv").set_index("object").loc[name]
    return df, w


def btb_spoligotype():
    df, w = _read("btb", 873)
    y = df.pop("spoligotype")
    decl = [Numeric("easting", w.xmin, w.xmax), Numeric("northing", w.ymin, w.ymax),
            Numeric("year", 1989, 2002)]
    return _finish("btb_spoligotype", df, y, declared=decl,
                   source=SRC + ", btb (Cornwall bovine TB farms 1989-2002; Diggle et al. 2005)",
                   what="Spoligotype (4). easting/northing declared as the package's window "
                        "(km), year 1989-2002.")


def olduvai_stonetools():
    df, w = _read("stonetools", 4745)
    y = df.pop("TYPE")
    decl = [Numeric("x", w.xmin, w.xmax), Numeric("y", w.ymin, w.ymax)]
    return _finish("olduvai_stonetools", df, y, declared=decl,
                   source=SRC + ", stonetools (David's Site, Olduvai Gorge; Diez-Martin et al. "
                                "2021)",
                   what="BONE / LITHIC. x, y declared as the package's window (m); Z by "
                        "convention.")


def lansing_species():
    df, _ = _read("lansing", 2251)
    y = df.pop("species")
    decl = [Numeric("x", 0.0, 1.0), Numeric("y", 0.0, 1.0)]
    return _finish("lansing_species", df, y, declared=decl,
                   source=SRC + ", lansing (Lansing Woods, Michigan; Gerrard 1969)",
                   what="Tree species (6). x, y declared [0, 1] (unit square).")


LOADERS = {f.__name__: f for f in [btb_spoligotype, olduvai_stonetools, lansing_species]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
