"""Batch 182's tables: data sets of Debian's packaged R libraries (bookworm), read from the
extracted .deb files under UNSEEN_DIR/ex with the shared r_package_data.py (PyPI rdata 1.1.0).

Candidates (targets, classes and columns fixed before the pre-check; README):
- vg_marital4 -- VGAM 1.1-7 (r-cran-vgam 1.1-7-1, GPL-3) marital.nz: a man's marital status
  (Divorced/Separated, Married/Partnered, Single, Widowed) from age and ethnicity; 6,053 rows,
  4 classes.  A self-administered questionnaire of a large New Zealand workforce study
  (1992-3) plus retirees (Clinical Trials Research Unit, University of Auckland).  ethnicity is
  declared with the R factor's levels (European, Maori, Other, Polynesian); only European
  occurs (the help page: "Only Europeans are included in the data set").
- gnm_house2001 -- gnm 1.1-2 (r-cran-gnm 1.1-2-1, GPL-2 | GPL-3) House2001: a US
  representative's party (D / R) from the 20 roll calls of the 2001 House selected by Americans
  for Democratic Action (ADA 2002); the 3 members of party I (2) and N (1) dropped: 436 rows,
  2 classes.  Votes coded 0 / 1 as in ADA (2002), missing = no vote recorded.
Reserves, each used only if the table it stands for fails the pre-check:
- sm_aircraft3 (for the first) -- sm 2.2-5.7.1 aircraft: the period (1-3) of an aircraft
  design from power, span, length, weight, speed, range (Saviotti 1996); Yr dropped (it
  restates the period); 709 rows, 3 classes.
- vg_waitakere_kauri (for the second) -- VGAM waitakere: is Kauri (agaaus) present at a site of
  the Waitakere Ranges, from altitude and the other 16 species' presence; 579 rows, 2 classes.
Dropped: row names (representatives' names; identifiers), House2001 rows of party I / N,
aircraft's Yr; the target.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen182")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


@lru_cache(None)
def _get(pkg, name):
    return data_set(str(LIB / pkg), name)


def vg_marital4():
    d = _get("VGAM", "marital.nz").copy().reset_index(drop=True)
    y = d.pop("mstatus").astype(str)
    X = d[["age", "ethnicity"]].copy()
    X["ethnicity"] = X["ethnicity"].astype(str)
    decl = [Categorical("ethnicity", ["European", "Maori", "Other", "Polynesian"])]
    return _finish("vg_marital4", X, y, declared=decl,
                   source="VGAM 1.1-7 (r-cran-vgam 1.1-7-1) marital.nz (NZ workforce study 1992-3)",
                   what="Marital status (4 classes) from age and ethnicity.")


_VOTES_NOTE = "votes 0/1 as coded by ADA (2002)"


def gnm_house2001():
    d = _get("gnm", "House2001").copy()
    d = d[d.party.astype(str).isin(["D", "R"])].reset_index(drop=True)
    y = d.pop("party").astype(str)
    X = d.astype(float)
    decl = [Numeric(c, 0.0, 1.0, allow_missing=bool(X[c].isna().any())) for c in X.columns]
    return _finish("gnm_house2001", X, y, declared=decl,
                   source="gnm 1.1-2 (r-cran-gnm 1.1-2-1) House2001 (ADA 2002 roll calls)",
                   what="Party D/R of a 2001 US representative from 20 roll calls ("
                   + _VOTES_NOTE + "); I/N members dropped; names dropped.")


def sm_aircraft3():
    d = _get("sm", "aircraft").copy().reset_index(drop=True)
    y = d.pop("Period").astype(int).astype(str)
    X = d.drop(columns=["Yr"]).astype(float)
    return _finish("sm_aircraft3", X, y, source="sm 2.2-5.7.1 aircraft (Saviotti 1996)",
                   what="Period (1-3) of an aircraft design from its characteristics; Yr dropped.")


def vg_waitakere_kauri():
    d = _get("VGAM", "waitakere").copy().reset_index(drop=True).astype(float)
    y = d.pop("agaaus").map({0.0: "absent", 1.0: "present"})
    decl = [Numeric(c, 0.0, 1.0) for c in d.columns if c != "altitude"]
    return _finish("vg_waitakere_kauri", d, y, declared=decl,
                   source="VGAM 1.1-7 waitakere (Waitakere Ranges sites, N. Mitchell)",
                   what="Kauri presence at a 200 m^2 site from altitude and 16 species' presence.")


LOADERS = {f.__name__: f for f in [vg_marital4, gnm_house2001, sm_aircraft3, vg_waitakere_kauri]}


def keys_of(name):
    """Group keys (no model): none of these tables has a natural group."""
    return None


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=20, source_width=70)
