"""Batch 186's tables: from Debian's packaged R libraries (bookworm): r-cran-mice 3.15.0-1 (R mice
3.15.0, GPL >= 2), r-cran-rstanarm 2.21.3-2 (R rstanarm 2.21.3, GPL >= 3) and, for a reserve,
r-cran-bayesm 3.1-5+dfsg-1 (R bayesm 3.1-5, GPL >= 2), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- brandsma_den4 -- mice::brandsma (Brandsma & Knuver 1989; Snijders & Bosker's multilevel book
  data, MLbook_2nded_total_4106-99.sav): the denomination code (1-4, "Denomination
  classification 1-4 - at school level") of the school of 3,857 Dutch grade-8 pupils (the 249
  with no code dropped), from the pupil's verbal and performal IQ, sex, SES, minority member,
  number of repeated groups, language and arithmetic scores (pre and post).  Dropped: sch
  (school number) and pup (pupil id), identifiers; ssi (school SES indicator), a school-level
  attribute that would name the school.
- kidiq_mom_hs -- rstanarm::kidiq (Gelman & Hill 2007; a subsample of the National Longitudinal
  Survey of Youth): does the mother have a high-school degree, from the child's IQ score, the
  mother's IQ and age: 434 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- brandsma_rpg3 (for the first) -- the pupil's number of repeated groups (0 / 1 / 2; 13 rows
  with none dropped) from iqv, iqp, sex, ses, min, lpr, apr, den, ssi; the post scores lpo / apo
  (measured at the end of the year, after) and the identifiers dropped.
- scotch_chivas (for the second) -- bayesm::Scotch (Simmons survey; Edwards & Allenby 2003):
  did the respondent drink Chivas Regal in the last year, from the other 20 brand flags (0/1,
  help page): 2,218 rows (over the asked 2,000).
Bounds: min 0/1, rpg 0-2, den 1-4 and the Scotch flags 0/1 from the help pages; every other
column the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen186")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


def _float(d):
    return d.astype("float64")


def brandsma_den4():
    d = _data("mice", "brandsma").reset_index(drop=True)
    d = d[d.den.notna()].reset_index(drop=True)
    y = d.den.astype(int).astype(str)
    X = _float(d[["iqv", "iqp", "sex", "ses", "min", "rpg", "lpr", "lpo", "apr", "apo"]])
    decl = [Numeric("min", 0, 1), Numeric("rpg", 0, 2)]
    return _finish("brandsma_den4", X, y, declared=decl,
                   source="Debian r-cran-mice 3.15.0-1, mice::brandsma (Brandsma & Knuver "
                   "1989; Snijders & Bosker 2012)",
                   what="Denomination code (1-4) of the pupil's school from pupil-level IQ, "
                   "SES, sex, minority, repeats, language / arithmetic scores.  Dropped: sch, "
                   "pup (identifiers), ssi (school-level attribute).")


def brandsma_rpg3():
    d = _data("mice", "brandsma").reset_index(drop=True)
    d = d[d.rpg.notna()].reset_index(drop=True)
    y = d.rpg.astype(int).astype(str)
    X = _float(d[["iqv", "iqp", "sex", "ses", "min", "lpr", "apr", "den", "ssi"]])
    decl = [Numeric("min", 0, 1), Numeric("den", 1, 4)]
    return _finish("brandsma_rpg3", X, y, declared=decl,
                   source="Debian r-cran-mice 3.15.0-1, mice::brandsma (Brandsma & Knuver "
                   "1989; Snijders & Bosker 2012)",
                   what="Number of repeated groups (0/1/2) from IQ, SES, sex, minority, pre "
                   "scores, school denomination and SES.  Dropped: sch, pup, lpo, apo.")


def kidiq_mom_hs():
    d = _data("rstanarm", "kidiq").reset_index(drop=True)
    y = d.mom_hs.astype(int).map({0: "no_hs", 1: "hs"})
    X = _float(d[["kid_score", "mom_iq", "mom_age"]])
    return _finish("kidiq_mom_hs", X, y,
                   source="Debian r-cran-rstanarm 2.21.3-2, rstanarm::kidiq (Gelman & Hill "
                   "2007; NLSY subsample)",
                   what="Mother has a high-school degree, from the child's IQ score and the "
                   "mother's IQ and age; ranges by convention.")


def scotch_chivas():
    d = _float(_data("bayesm", "Scotch").reset_index(drop=True))
    y = d.pop("Chivas.Regal").astype(int).map({0: "no", 1: "yes"})
    decl = [Numeric(c, 0, 1) for c in d.columns]
    return _finish("scotch_chivas", d, y, declared=decl,
                   source="Debian r-cran-bayesm 3.1-5+dfsg-1, bayesm::Scotch (Simmons survey; "
                   "Edwards & Allenby 2003)",
                   what="Drank Chivas Regal in the last year, from the other 20 brand flags.")


LOADERS = {f.__name__: f for f in [brandsma_den4, kidiq_mom_hs, brandsma_rpg3, scotch_chivas]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
