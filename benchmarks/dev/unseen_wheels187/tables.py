"""Batch 187's tables: from Debian's packaged R libraries (bookworm): r-cran-rrcov 1.7-2-1 (R rrcov
1.7-2, GPL >= 3), r-cran-msm 1.7-1 (R msm 1.7, GPL >= 2) and, for the reserves, r-cran-openmx
2.21.1+dfsg-1 (R OpenMx 2.21.1, Apache 2.0), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- fruit_cultivar3 -- rrcov::fruit (Colin Greensill, Central Queensland University; Hubert & Van
  Driessen 2004): the cultivar (D / M / HA) of a cantaloupe from its near-infrared spectrum, 256
  wavelengths: 1,096 rows, 3 classes.  No column dropped.
- cav_any -- msm::cav (Papworth Hospital heart transplant recipients; Sharples et al. 2003): is
  there cardiac allograft vasculopathy (state 2 mild/moderate or 3 severe, vs 1 none) at an
  angiogram, from recipient age, years since transplant, donor age, sex, primary diagnosis and
  cumulative acute rejection episodes: the 1,973 angiogram rows (firstobs 0, state 1-3; the
  transplant-day rows, firstobs 1, and the death rows, state 4, dropped), 2 classes.  Dropped:
  PTNUM (identifier; the repeat probe's group), statemax (maximum state so far: holds the
  target), firstobs (constant after the filter), state (the target).
Reserves, each used only if the table it stands for fails the pre-check:
- twin_zygosity5 (for the first) -- OpenMx::twinData (Australian twin register questionnaire,
  Martin & Jardine 1986; 3,808 pairs): MZFF / MZMM / DZFF / DZMM / DZOS from both twins'
  heights, weights and raw BMI, age and cohort.  Dropped: fam (identifier), zyg (restates
  zygosity and cohort), part (undocumented), bmi1 / bmi2 (7 log of htwt1 / htwt2: recodings),
  age1 / age2 (copies of age).
- twin_mz (for the second) -- the same rows and columns: MZ vs DZ pair.
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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen187")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


def _levels(col):
    return [str(c) for c in col.cat.categories]


def fruit_cultivar3():
    d = _data("rrcov", "fruit").reset_index(drop=True)
    y = d["cultivar"].astype(str)
    X = d.drop(columns=["cultivar"]).astype(float)
    return _finish("fruit_cultivar3", X, y, source="Debian r-cran-rrcov 1.7-2-1, rrcov::fruit "
                   "(cantaloupe NIR spectra, Colin Greensill, Central Queensland University)",
                   what="Cultivar (D / M / HA) from 256 spectral values; ranges by convention.")


def _cav_rows():
    d = _data("msm", "cav")
    return d[(d.firstobs == 0) & d.state.isin([1, 2, 3])].reset_index(drop=True)


def cav_any():
    d = _cav_rows()
    y = d.state.map(lambda s: "CAV" if s >= 2 else "none")
    X = pd.DataFrame({
        "age": d.age.astype(float), "years": d.years.astype(float),
        "dage": d.dage.astype(float), "cumrej": d.cumrej.astype(float),
        "sex": d.sex.map({0: "male", 1: "female"}).astype(object),
        "pdiag": d.pdiag.astype(object).where(d.pdiag.notna(), None),
    })
    decl = [Categorical("sex", ["male", "female"]),
            Categorical("pdiag", _levels(_data("msm", "cav").pdiag))]
    return _finish("cav_any", X, y, declared=decl,
                   source="Debian r-cran-msm 1.7-1, msm::cav (Papworth Hospital heart "
                   "transplant angiograms, Sharples et al. 2003)",
                   what="Any CAV (state 2-3 vs 1) at an angiogram.  Dropped: PTNUM, statemax, "
                   "firstobs; transplant-day and death rows.")


_TWIN_NUM = ["age", "wt1", "wt2", "ht1", "ht2", "htwt1", "htwt2"]


def _twin(name, y_of, what):
    d = _data("OpenMx", "twinData").reset_index(drop=True)
    X = pd.DataFrame({c: d[c].astype(float) for c in _TWIN_NUM})
    X["cohort"] = d.cohort.astype(object)
    y = y_of(d.zygosity.astype(str))
    return _finish(name, X, y, declared=[Categorical("cohort", ["younger", "older"])],
                   source="Debian r-cran-openmx 2.21.1+dfsg-1, OpenMx::twinData (Australian twin "
                   "register, Martin & Jardine 1986)",
                   what=what + "  Dropped: fam, zyg, part, bmi1/2, age1/2.")


def twin_zygosity5():
    return _twin("twin_zygosity5", lambda z: z, "Zygosity and sex pairing (5).")


def twin_mz():
    return _twin("twin_mz", lambda z: z.str[:2], "MZ vs DZ pair.")


LOADERS = {f.__name__: f for f in [fruit_cultivar3, cav_any, twin_zygosity5, twin_mz]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
