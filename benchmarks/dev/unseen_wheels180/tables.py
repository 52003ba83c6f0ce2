"""Batch 180's tables: from Debian bookworm's packaged R libraries (r-cran-*.deb, extracted with
``dpkg-deb -x`` under UNSEEN_DIR/ex; run_all.sh downloads and extracts them), read with the shared
``r_package_data.py`` (PyPI ``rdata`` 1.1.0).

Candidates (targets, classes and columns fixed before the pre-check; README):
- gss_marital5 -- forcats 1.0.0 ``gss_cat`` ("A sample of categorical variables from the General
  Social survey", 2000-2014, downloaded from gssdataexplorer.norc.org): marital status, 5 classes
  (Never married / Separated / Divorced / Widowed / Married; the 17 "No answer" rows dropped),
  21,466 rows.  Columns: year (categorical, the 8 survey years), age (numeric, 18-89: the help
  page's top-code 89; 18 the data's minimum, the GSS's adult universe), tvhours (numeric, 0-24
  hours a day), race, rincome, partyid, relig, denom (categorical, declared with the R factors'
  levels; "Not applicable" of race and relig never occurs).
- efc_employed -- ggeffects 1.2.0 ``efc`` ("Sample dataset from the EUROFAMCARE project", an
  SPSS data set of family carers of older people): is the carer employed (c175empl 1 / 0), the
  902 rows where it is known, 2 classes.  Columns: the carer's age, sex, education (c172code)
  and hours of care a week (c12hour); the elder's age, sex, dependency (e42dep), Barthel index
  (barthtot), care level (n4pstu); the carer's relation to the elder (``relation``: the factor
  grp's 8 levels, the labels of e15relat); the nine COPE-index items c82cop1-c90cop9 (1-4); the
  scores neg_c_7, pos_v_4, quol_5; resttotn, tot_sc_e (counts of services used).
Reserves, each used only if the table it stands for fails the pre-check:
- gss_party8 (for the first) -- partyid, the 8 answers other than "No answer" / "Don't know"
  (21,327 rows); marital a feature.
- efc_carer_sex (for the second) -- the carer's sex (c161sex; 901 rows); c175empl a feature.
Dropped: negc7d (neg_c_7 dichotomised: restates it), nur_pst (n4pstu without its 0: restates
it), e15relat (coded as relation), efc's grp under its own name; the target.
Bounds: the suite's convention (full-data range treated as public) for efc's numeric columns
(its help page gives no codes or ranges), named in domain_source.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen180")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_SHARED = str(Path(HERE).parent / "unseen_wheels")
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_set  # noqa: E402  (shared reader)

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_GSS = ("Debian r-cran-forcats 1.0.0-1, forcats gss_cat (General Social Survey 2000-2014 "
            "sample, gssdataexplorer.norc.org)")
_SRC_EFC = ("Debian r-cran-ggeffects 1.2.0+dfsg-1, ggeffects efc (EUROFAMCARE family-carer "
            "sample, SPSS data)")


@lru_cache(None)
def _gss():
    return data_set(LIB / "forcats", "gss_cat")


def _levels(s):
    return [str(v) for v in s.cat.categories]


def _gss_make(name, target, drop_levels, what):
    g = _gss()
    g = g[~g[target].astype(str).isin(drop_levels)].reset_index(drop=True)
    y = g[target].astype(str)
    X = g.drop(columns=[target]).copy()
    for c in X.columns:
        if hasattr(X[c], "cat"):
            X[c] = X[c].astype(object).map(lambda v: None if v is None or v != v else str(v))
    X["year"] = X["year"].map(lambda v: str(int(v)))
    decl = [Categorical("year", [str(y_) for y_ in range(2000, 2015, 2)]),
            Numeric("age", 18, 89), Numeric("tvhours", 0, 24)]
    decl += [Categorical(c, _levels(g[c])) for c in
             ("marital", "race", "rincome", "partyid", "relig", "denom") if c in X.columns]
    return _finish(name, X, y, declared=decl, source=_SRC_GSS,
                   what=what + " age 18-89 (help page top-code 89; 18 the data minimum), "
                   "tvhours 0-24 hours a day, year the survey years; factor levels as in R.")


def gss_marital5():
    return _gss_make("gss_marital5", "marital", ["No answer"],
                     "Marital status, 5 classes (17 'No answer' rows dropped).")


def gss_party8():
    return _gss_make("gss_party8", "partyid", ["No answer", "Don't know"],
                     "Party affiliation, 8 classes ('No answer' / 'Don't know' rows dropped).")


@lru_cache(None)
def _efc():
    d = data_set(LIB / "ggeffects", "efc").copy()
    d["relation"] = d.pop("grp").astype(object).map(lambda v: None if v != v else str(v))
    return d.drop(columns=["negc7d", "nur_pst", "e15relat"])


_EFC_CODES = {"c161sex": "carer_sex", "e16sex": "elder_sex", "c172code": "carer_educ"}


def _efc_make(name, target, labels, what):
    d = _efc()
    d = d[d[target].notna()].reset_index(drop=True)
    y = d[target].map(lambda v: labels[int(v)])
    X = d.drop(columns=[target]).rename(columns=_EFC_CODES)
    for c in ("carer_sex", "elder_sex", "carer_educ", "c175empl"):
        if c in X.columns:
            X[c] = X[c].map(lambda v: None if v != v else str(int(v)))
    rel = Categorical("relation", _levels(data_set(LIB / "ggeffects", "efc")["grp"]))
    return _finish(name, X, y, declared=[rel], source=_SRC_EFC,
                   what=what + " Dropped negc7d, nur_pst (restate neg_c_7, n4pstu); relation = "
                   "grp's levels.")


def efc_employed():
    return _efc_make("efc_employed", "c175empl", {0: "not_employed", 1: "employed"},
                     "Is the family carer employed (c175empl).")


def efc_carer_sex():
    return _efc_make("efc_carer_sex", "c161sex", {1: "code1", 2: "code2"},
                     "The family carer's sex (c161sex codes 1 / 2; the help page gives no labels).")


LOADERS = {f.__name__: f for f in [gss_marital5, efc_employed, gss_party8, efc_carer_sex]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)
