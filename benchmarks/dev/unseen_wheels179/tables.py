"""Batch 179's tables: from Debian bookworm's packaged R libraries (``r-cran-*`` .deb files,
extracted with ``dpkg-deb -x`` under UNSEEN_DIR/ex/<debian name>), read with the shared
``r_package_data.py`` (PyPI ``rdata`` 1.1.0).

Candidates (targets, classes and columns fixed before the pre-check; README):
- rh_marital -- modelr 0.1.10 ``heights`` (NLSY79 respondents as of 2012, U.S. Bureau of Labor
  Statistics): marital status single / married / separated / divorced / widowed (5 classes,
  7,006 rows) from height, weight, age, sex, education, AFQT percentile.  Dropped: income (the
  help page: "The top two percent of values were averaged and that average was used to replace
  all values in the top range" -- a substituted value, so not used as a feature).
- sc_type -- strucchange 1.5-3 ``scPublications`` (835 structural-change papers, ISI Web of
  Science): is the journal an econometrics or a statistics journal (2 classes) from the year,
  volume, first page, number of pages and number of authors.  Dropped: author, title
  (identifiers), journal (restates the target), issue (free text), epage (kept as n_pages).
Reserves, each used only if the table it stands for fails the pre-check:
- sf_resolution (for rh_marital) -- RgoogleMaps 1.4.5.3 ``incidents`` (5,000 random San
  Francisco police incidents of 2012): resolution none / arrest_booked / arrest_cited / other
  (4 classes) from category, day of week, district, longitude, latitude, time of day.
- sf_violent (for sc_type; 5,000 rows, over the asked 2,000) -- the same rows: the violent flag
  from day of week, district, longitude, latitude, time of day (resolution dropped: it follows
  the incident; category / description dropped: they define the flag).
Bounds: rh_marital's age 47-56 from the help page ("Age, in years, between 47 and 56"); every
other numeric column by the suite's convention (full-data range treated as public).  Declared
categorical levels are the R factors' levels.
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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen179")
EX = Path(BASE) / "ex"
_SHARED = str(Path(HERE).parent / "unseen_wheels")
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_set  # noqa: E402

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


def _pkg(deb, rname):
    return EX / deb / "usr/lib/R/site-library" / rname


@lru_cache(None)
def _heights():
    return data_set(_pkg("r-cran-modelr", "modelr"), "heights")


@lru_cache(None)
def _scpub():
    return data_set(_pkg("r-cran-strucchange", "strucchange"), "scPublications")


@lru_cache(None)
def _incidents():
    return data_set(_pkg("r-cran-rgooglemaps", "RgoogleMaps"), "incidents")


def _num(s):
    return pd.to_numeric(s, errors="coerce").astype(float)


def rh_marital():
    d = _heights().reset_index(drop=True)
    y = d["marital"].astype(str)
    X = pd.DataFrame({
        "height": _num(d.height), "weight": _num(d.weight), "age": _num(d.age),
        "sex": d.sex.astype(object), "education": _num(d.education), "afqt": _num(d.afqt)})
    decl = [Numeric("age", 47, 56), Categorical("sex", list(d.sex.cat.categories))]
    return _finish("rh_marital", X, y, declared=decl,
                   source="r-cran-modelr 0.1.10 heights (NLSY79, 2012)",
                   what="Marital status (5 R factor levels). Dropped: income (top-coded by "
                        "averaging). age 47-56 from the help page; rest by convention.")


def sc_type():
    d = _scpub().reset_index(drop=True)
    y = d["type"].astype(str)
    X = pd.DataFrame({
        "year": _num(d.year), "volume": _num(d.volume), "bpage": _num(d.bpage),
        "n_pages": _num(d.epage) - _num(d.bpage) + 1,
        "n_authors": d.author.astype(str).map(lambda a: len([p for p in a.split(",")
                                                              if p.strip()])).astype(float)})
    return _finish("sc_type", X, y, source="r-cran-strucchange 1.5-3 scPublications "
                   "(ISI Web of Science)",
                   what="Econometrics vs statistics journal. Dropped: author, title, journal, "
                        "issue. Bounds by convention.")


_RES = {"NONE": "none", "ARREST, BOOKED": "arrest_booked", "ARREST, CITED": "arrest_cited"}
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _inc_X(d, with_category):
    X = pd.DataFrame({"DayOfWeek": d.DayOfWeek.astype(str), "PdDistrict": d.PdDistrict.astype(str),
                      "lon": _num(d.lon), "lat": _num(d.lat), "TimeOfDay": _num(d.TimeOfDay)})
    if with_category:
        X.insert(0, "Category", d.Category.astype(str))
    return X


def sf_resolution():
    d = _incidents().reset_index(drop=True)
    y = d.Resolution.astype(str).map(lambda r: _RES.get(r, "other"))
    return _finish("sf_resolution", _inc_X(d, True), y,
                   declared=[Categorical("DayOfWeek", _DAYS)],
                   source="r-cran-rgooglemaps 1.4.5.3 incidents (SF crime 2012, 5,000 rows)",
                   what="Resolution none/arrest_booked/arrest_cited/other. Dropped: incident "
                        "number, description, date, time, address, census block, violent.")


def sf_violent():
    d = _incidents().reset_index(drop=True)
    y = d.violent.astype(str).map({"TRUE": "violent", "FALSE": "not_violent"})
    return _finish("sf_violent", _inc_X(d, False), y,
                   declared=[Categorical("DayOfWeek", _DAYS)],
                   source="r-cran-rgooglemaps 1.4.5.3 incidents (SF crime 2012, 5,000 rows)",
                   what="Violent flag. Dropped: category, description, resolution, ids.")


LOADERS = {f.__name__: f for f in [rh_marital, sc_type, sf_resolution, sf_violent]}


def keys_of(name):
    """Group keys (no model): none of these tables has a natural group of rows."""
    return [str(i) for i in range(len(LOADERS[name]().X))]


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)
