"""Batch 174's tables, from two of Debian bookworm's packaged R libraries (the .deb extracted
under UNSEEN_DIR/ex, read with the shared r_package_data.py; nothing of R is run):
- r-cran-survey 4.1-1-1 (R survey 4.1-1, GPL-2 | GPL-3): apipop, the California Academic
  Performance Index for all 6194 schools with at least 100 students (1999 and 2000).
- r-cran-sampling 2.9-2 (R sampling 2.9, GPL >= 2): swissmunicipalities (Swiss Federal
  Statistical Office, the 2896 municipalities in 2003) and belgianmunicipalities (reserve).

Candidates (targets, classes and columns fixed before the pre-check; README):
- api_schwide -- did a school meet its school-wide API growth target (sch.wide Yes / No),
  2 classes, 6194 rows.  Columns: school type stype (E/M/H, the R factor's levels), 1999 API
  (api99), pcttest, meals, ell, mobility, acs.k3, acs.46, acs.core, pct.resp, not.hsg, hsg,
  some.col, col.grad, grad.sch, avg.ed, full, emer, enroll, api.stu.  Dropped: cds, name, sname,
  snum, dname, dnum, cname, cnum (identifiers / district and county codes), flag (all missing),
  api00 and growth (the 2000 outcome: sch.wide is growth >= target), target (a function of api99,
  and the threshold of the outcome), comp.imp, both, awards (post-outcome: decided with sch.wide),
  yr.rnd (mis-coded in apipop: level "Yes" never occurs, 5320 of 6194 missing).
- swiss_region7 -- a municipality's Swiss region (REG 1-7, 7 classes, 2896 rows) from its areas
  (HApoly, Surfacesbois, Surfacescult, Alp, Airbat, Airind) and population / household counts.
  Dropped: CT (canton: nested in the region, restates it), COM (number), Nom (name).
Reserves, each used only if the table it stands for fails the pre-check:
- api_compimp (for api_schwide) -- met the Comparable Improvement target (comp.imp), same columns.
- belgian_province9 (for swiss_region7) -- a Belgian municipality's province (9 classes, 589 rows)
  from its 2003/2004 population counts and 2001 income figures.  Dropped: Commune (name), INS and
  Arrondiss (codes nested in the province: they restate it).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen174")
EX = Path(BASE) / "ex"
SHARED = str(Path(HERE).parent / "unseen_wheels")
if SHARED not in sys.path:
    sys.path.insert(0, SHARED)
from r_package_data import data_sets  # noqa: E402

_FIRST = runpy.run_path(str(Path(SHARED) / "tables.py"))
_finish = _FIRST["_finish"]


def _pkg(deb, name):
    return EX / deb / "usr" / "lib" / "R" / "site-library" / name


@lru_cache(None)
def _survey():
    return data_sets(_pkg("r-cran-survey", "survey"))


@lru_cache(None)
def _sampling():
    return data_sets(_pkg("r-cran-sampling", "sampling"))


_API_SRC = ("Debian r-cran-survey 4.1-1-1, survey::apipop (California Academic Performance "
            "Index 1999-2000, all schools with >= 100 students)")
# help page ("percentage of ...", "percent ..."): 0-100
_PCT = ["pcttest", "meals", "ell", "mobility", "pct.resp", "not.hsg", "hsg", "some.col",
        "col.grad", "grad.sch", "full", "emer"]
_API_DROP = ["cds", "name", "sname", "snum", "dname", "dnum", "cname", "cnum", "flag", "api00",
             "growth", "target", "sch.wide", "comp.imp", "both", "awards", "yr.rnd"]


def _api(name, target, what):
    d = _survey()["apipop"].copy()
    y = d[target].astype(str)
    X = d.drop(columns=_API_DROP)
    for c in X.columns:
        if c != "stype":
            X[c] = X[c].astype("float64")
    X["stype"] = X["stype"].astype(str)
    decl = [Categorical("stype", ["E", "H", "M"])] + [Numeric(c, 0.0, 100.0) for c in _PCT]
    return _finish(name, X, y, declared=decl, source=_API_SRC,
                   what=what + "  Dropped: identifiers, district/county codes, flag, api00, "
                   "growth, target, comp.imp/both/awards/sch.wide (outcomes), yr.rnd (mis-coded)")


def api_schwide():
    return _api("api_schwide", "sch.wide", "Did the school meet its school-wide growth target.")


def api_compimp():
    return _api("api_compimp", "comp.imp", "Did the school meet its Comparable Improvement target.")


def swiss_region7():
    d = _sampling()["swissmunicipalities"].copy()
    y = d["REG"].astype(int).astype(str)
    X = d.drop(columns=["CT", "REG", "COM", "Nom"]).astype("float64")
    return _finish("swiss_region7", X, y, source="Debian r-cran-sampling 2.9-2, "
                   "sampling::swissmunicipalities (Swiss Federal Statistical Office, 2003)",
                   what="A municipality's Swiss region (7) from areas and population counts.  "
                   "Dropped: CT (canton, nested in region), COM, Nom")


def belgian_province9():
    d = _sampling()["belgianmunicipalities"].copy()
    y = d["Province"].astype(int).astype(str)
    X = d.drop(columns=["Commune", "INS", "Province", "Arrondiss"]).astype("float64")
    return _finish("belgian_province9", X, y, source="Debian r-cran-sampling 2.9-2, "
                   "sampling::belgianmunicipalities (Statbel, 2003/2004 population, 2001 income)",
                   what="A Belgian municipality's province (9).  Dropped: Commune, INS, Arrondiss")


LOADERS = {f.__name__: f for f in [api_schwide, swiss_region7, api_compimp, belgian_province9]}


def keys_of(name):
    """Group keys for the near-repeat probe: a school's district (dnum) for the api tables, a
    municipality's canton (CT) for swiss_region7, its arrondissement for belgian_province9."""
    if name.startswith("api_"):
        return _survey()["apipop"]["dnum"].astype(int).tolist()
    if name == "swiss_region7":
        return _sampling()["swissmunicipalities"]["CT"].astype(int).tolist()
    return _sampling()["belgianmunicipalities"]["Arrondiss"].astype(int).tolist()


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=18, source_width=70)
