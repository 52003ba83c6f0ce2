"""Batch 184's tables: data sets of Debian's packaged R libraries (bookworm), read from the
extracted .deb files with the shared reader ``unseen_wheels/r_package_data.py`` (PyPI ``rdata``):
r-cran-publish 2023.01.17-1 (R Publish 2023.01.17, GPL (>= 2)), r-cran-pec 2022.05.04-1 (R pec
2022.05.04, GPL (>= 2)), r-cran-epicalc 2.15.1.0-5 (R epicalc 2.15.1.0, GPL (>= 2)).

Candidates (targets, classes and columns fixed before the pre-check; README):
- pub_diabetes -- Publish's ``Diabetes`` (Dr John Schorling's 403 African Americans of central
  Virginia screened for diabetes; Willems et al. 1997): diabetes by the help page's rule,
  glycosolated hemoglobin > 7.0 (diabetes / no_diabetes), the 390 rows with glyhb: 2 classes.
- pub_frame3 -- the same data set: body frame (small / medium / large), the 391 rows with a
  frame: 3 classes (glyhb is a feature here).
Reserves, each used only if the table it stands for fails the pre-check:
- cost_death (for the first) -- pec's ``cost`` (Copenhagen Stroke Study, 518 patients): died
  during follow-up (status 1) vs censored (0), from the admission covariates: 2 classes.
- hw_intense3 (for the second) -- epicalc's ``HW93`` (1993 hookworm survey, 637 people):
  intensity of infection (0 / 1-1,999 / 2,000+ eggs per gram) from age and shoe wearing:
  3 classes.
Dropped: identifiers (id); glyhb in pub_diabetes (defines the target); height.europe,
weight.europe, BMI, AgeGroups (restate height, weight, age); time in cost_death (follow-up);
epg (restates hw_intense3's target) and agegr (restates age) in hw_intense3; the target.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
SHARED = str(Path(HERE).parent / "unseen_wheels")
if SHARED not in sys.path:
    sys.path.insert(0, SHARED)
from r_package_data import data_set  # noqa: E402

BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen184")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(SHARED) / "tables.py"))
_finish = _FIRST["_finish"]


@lru_cache(None)
def _get(pkg, name):
    return data_set(LIB / pkg, name)


def _num(d):
    d = d.copy()
    for c in d.columns:
        if str(d[c].dtype) != "category":
            d[c] = d[c].astype("float64")
    return d


_DIAB_SRC = ("r-cran-publish 2023.01.17-1 data Diabetes (J. Schorling, Univ. of Virginia; "
             "Willems et al. 1997)")
_DIAB_DROP = ["id", "height.europe", "weight.europe", "BMI", "AgeGroups"]
_DIAB_DECL = [Categorical("location", ["Buckingham", "Louisa"]),
              Categorical("gender", ["female", "male"]),
              Categorical("frame", ["large", "medium", "small"])]


def _diab():
    return _num(_get("Publish", "Diabetes").drop(columns=_DIAB_DROP))


def pub_diabetes():
    d = _diab()
    d = d[d.glyhb.notna()].reset_index(drop=True)
    y = d.pop("glyhb").map(lambda v: "diabetes" if v > 7.0 else "no_diabetes")
    return _finish("pub_diabetes", d, y, declared=_DIAB_DECL, source=_DIAB_SRC,
                   what="Diabetes by glycosolated hemoglobin > 7.0 (help page's rule). Numeric "
                   "columns by convention.  Dropped: id, glyhb, height/weight.europe, BMI, "
                   "AgeGroups.")


def pub_frame3():
    d = _diab()
    d = d[d.frame.notna()].reset_index(drop=True)
    y = d.pop("frame")
    return _finish("pub_frame3", d, y, declared=_DIAB_DECL[:2], source=_DIAB_SRC,
                   what="Body frame (small/medium/large). Numeric columns by convention.  "
                   "Dropped: id, height/weight.europe, BMI, AgeGroups.")


def cost_death():
    d = _num(_get("pec", "cost")).reset_index(drop=True)
    y = d.pop("status").map(lambda v: "died" if v == 1 else "censored")
    d = d.drop(columns=["time"])
    decl = [Numeric("strokeScore", 0, 58), Categorical("sex", ["female", "male"])] + [
        Categorical(c, ["no", "yes"]) for c in ["hypTen", "ihd", "prevStroke", "othDisease",
                                               "alcohol", "diabetes", "smoke", "atrialFib",
                                               "hemor"]]
    return _finish("cost_death", d, y, declared=decl,
                   source="r-cran-pec 2022.05.04-1 data cost (Copenhagen Stroke Study)",
                   what="Died during follow-up (status 1) vs censored. strokeScore 0-58 from the "
                   "help page; age, cholest by convention.  Dropped: time (follow-up).")


def hw_intense3():
    d = _num(_get("epicalc", "HW93")).reset_index(drop=True)
    y = d.pop("intense")
    d = d.drop(columns=["id", "epg", "agegr"])
    return _finish("hw_intense3", d, y, declared=[Categorical("shoes", ["no", "yes"])],
                   source="r-cran-epicalc 2.15.1.0-5 data HW93 (1993 hookworm survey)",
                   what="Infection intensity (0 / 1-1,999 / 2,000+ epg) from age and shoe "
                   "wearing; age by convention.  Dropped: id, epg, agegr.")


LOADERS = {f.__name__: f for f in [pub_diabetes, pub_frame3, cost_death, hw_intense3]}


def keys_of(name):
    """Group keys (no model): one row a person; no natural group."""
    return [str(i) for i in range(len(LOADERS[name]().X))]


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)
