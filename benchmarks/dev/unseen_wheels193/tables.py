"""Batch 193's tables: two RESERVES of earlier batches (pre-checked there, non-private only, and
not needed), never fitted with the default before.  Data sets of Debian bookworm's packaged R
libraries, read from the extracted .deb files under UNSEEN_DIR/ex (dpkg-deb -x of both into one
ex/, so ex/usr/lib/R/site-library/NAME) with the shared r_package_data.py (PyPI rdata 1.1.0).

The two loaders and their schemas are COPIED UNCHANGED (function bodies verbatim) from:
- belgian_province9 -- batch 174's benchmarks/dev/unseen_wheels174/tables.py (sha256 of the file
  as committed, 6533add0: 2bd8b9b987f107158f63c7a358e226b1e722691a11417df837639c94998c659a).
  r-cran-sampling 2.9-2 (R sampling 2.9, GPL >= 2) belgianmunicipalities (Statbel: the Belgian
  population of 1 July 2004 against 1 July 2003, municipal incomes at the end of 2001): a
  municipality's province (9 classes, 589 rows) from its population counts and income figures.
  Dropped: Commune (name), INS and Arrondiss (codes nested in the province: they restate it).
- sm_aircraft3 -- batch 182's benchmarks/dev/unseen_wheels182/tables.py (sha256 of the file as
  committed, 148c561d: bb589447c88c3bb3494c835bc68b6d2cf833fee6072a2346d79936c85a4ab7e8).
  r-cran-sm 2.2-5.7.1-1 (R sm 2.2-5.7.1, GPL >= 2) aircraft (Saviotti 1996): the period (1-3) of
  an aircraft design from power, span, length, weight, speed, range; Yr dropped (it restates
  the period); 709 rows, 3 classes.
Only the small readers differ from the sources (one extraction layout here): _sampling() (174's
name) and _get() (182's name) both read ex/usr/lib/R/site-library; keys_of is 174's for the
Belgian table (arrondissement) and None (182's) for aircraft.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen193")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"
SHARED = str(Path(HERE).parent / "unseen_wheels")
if SHARED not in sys.path:
    sys.path.insert(0, SHARED)
from r_package_data import data_set, data_sets  # noqa: E402

_FIRST = runpy.run_path(str(Path(SHARED) / "tables.py"))
_finish = _FIRST["_finish"]


@lru_cache(None)
def _sampling():
    return data_sets(LIB / "sampling")


@lru_cache(None)
def _get(pkg, name):
    return data_set(str(LIB / pkg), name)


# --- copied unchanged from batch 174's tables.py ---
def belgian_province9():
    d = _sampling()["belgianmunicipalities"].copy()
    y = d["Province"].astype(int).astype(str)
    X = d.drop(columns=["Commune", "INS", "Province", "Arrondiss"]).astype("float64")
    return _finish("belgian_province9", X, y, source="Debian r-cran-sampling 2.9-2, "
                   "sampling::belgianmunicipalities (Statbel, 2003/2004 population, 2001 income)",
                   what="A Belgian municipality's province (9).  Dropped: Commune, INS, Arrondiss")


# --- copied unchanged from batch 182's tables.py ---
def sm_aircraft3():
    d = _get("sm", "aircraft").copy().reset_index(drop=True)
    y = d.pop("Period").astype(int).astype(str)
    X = d.drop(columns=["Yr"]).astype(float)
    return _finish("sm_aircraft3", X, y, source="sm 2.2-5.7.1 aircraft (Saviotti 1996)",
                   what="Period (1-3) of an aircraft design from its characteristics; Yr dropped.")


LOADERS = {f.__name__: f for f in [belgian_province9, sm_aircraft3]}


def keys_of(name):
    """Group keys for the near-repeat probe: a municipality's arrondissement (Arrondiss, nested
    in the province) for belgian_province9 (batch 174's); none for sm_aircraft3 (batch 182's)."""
    if name == "belgian_province9":
        return _sampling()["belgianmunicipalities"]["Arrondiss"].astype(int).tolist()
    return None


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=20, source_width=70)
