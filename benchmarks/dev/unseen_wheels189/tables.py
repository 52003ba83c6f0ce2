"""Batch 189's tables: from Debian's packaged R libraries (bookworm): r-cran-lmertest 3.1-3-2 (R
lmerTest 3.1-3, GPL >= 2) and r-cran-discriminer 0.1-29-3 (R DiscriMiner 0.1-29, GPL-3); reserves
from r-cran-afex 1.2-1-1 (R afex 1.2-1, GPL >= 2) and r-cran-deal 1:1.2-42-1 (R deal 1.2-42,
GPL >= 2).  Read with the shared benchmarks/dev/unseen_wheels/r_package_data.py from the
extracted .deb under UNSEEN_DIR (ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- lmertest_carrots_pref7 -- lmerTest::carrots (Per Bruun Brockhoff, Royal Veterinary and
  Agricultural University, Denmark: 103 Danish consumers each scoring 12 carrot products,
  harvested autumn 1996, tested March 1997): the consumer's preference score (1-7), from the
  consumer's background (Frequency, Gender, Age, Homesize, Work, Income), the consumer's own
  sweetness / bitterness / crispness scores of the product, the product and the sensory panel's
  two PCA scores of the product (sens1, sens2): 1,233 rows with a preference, 7 classes.
  Dropped: Consumer (identifier; the near-repeat probe's group).
- discriminer_insurance_claims -- DiscriMiner::insurance (Belgian car-insurance customers, 1992;
  Saporta & Niang 2006): claims "bad" vs "good", from nine categorical customer / vehicle /
  contract columns: 1,106 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- afex_ks2013_response5 (for the first) -- afex::ks2013.3 (Klauer & Singmann 2013, Exp. 3, 60
  participants x 24 syllogisms): the liking rating of a conclusion (5 values), from the
  between-subjects condition, validity, believability and content number; id dropped.
- deal_ksl_hyp (for the second) -- deal::ksl (Danish 70-year-olds, 1967 and 1984): hypertension
  (Hyp 1 / 2) from FEV, cholesterol, log BMI, smoking, alcohol, work, sex, survey year.
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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen189")
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


def _cats(d, X, cols):
    for c in cols:
        X[c] = d[c].astype(object).where(d[c].notna(), None).map(
            lambda v: None if v is None else str(v))
    return [Categorical(c, _levels(d[c])) for c in cols]


_CARROT_CAT = ["Frequency", "Gender", "Age", "Homesize", "Work", "Income", "Product"]


def carrots_rows():
    """The carrots rows the loader keeps (a preference score present), in order."""
    d = _data("lmerTest", "carrots").reset_index(drop=True)
    return d[d.Preference.notna().to_numpy()].reset_index(drop=True)


def lmertest_carrots_pref7():
    d = carrots_rows()
    y = d.Preference.astype(int).astype(str)
    X = pd.DataFrame(index=d.index)
    decl = _cats(d, X, _CARROT_CAT)
    for c in ["Sweetness", "Bitter", "Crisp"]:          # seven-point scales (help page)
        X[c] = d[c].astype(float)
        decl.append(Numeric(c, 1, 7))
    X["sens1"], X["sens2"] = d.sens1.astype(float), d.sens2.astype(float)   # convention
    return _finish("lmertest_carrots_pref7", X, y, declared=decl,
                   source="Debian r-cran-lmertest 3.1-3-2, lmerTest::carrots (Brockhoff, "
                   "KVL Denmark: 103 consumers x 12 carrot products, 1997)",
                   what="Consumer's preference score (1-7) from consumer background, own "
                   "sweetness / bitterness / crispness scores, product and sensory PCA scores "
                   "(sens1, sens2 by convention).  Dropped: Consumer (identifier); 3 rows "
                   "without a preference.")


def discriminer_insurance_claims():
    d = _data("DiscriMiner", "insurance").reset_index(drop=True)
    y = d.Claims.astype(str)
    X = pd.DataFrame(index=d.index)
    decl = _cats(d, X, [c for c in d.columns if c != "Claims"])
    return _finish("discriminer_insurance_claims", X, y, declared=decl,
                   source="Debian r-cran-discriminer 0.1-29-3, DiscriMiner::insurance "
                   "(Belgian car-insurance customers 1992; Saporta & Niang 2006)",
                   what="Claims bad vs good from nine categorical customer / vehicle / "
                   "contract columns (levels: the R factors').")


def afex_ks2013_response5():
    d = _data("afex", "ks2013.3").reset_index(drop=True)
    y = d.response.astype(int).astype(str)
    X = pd.DataFrame(index=d.index)
    decl = _cats(d, X, ["condition", "validity", "believability", "content"])
    return _finish("afex_ks2013_response5", X, y, declared=decl,
                   source="Debian r-cran-afex 1.2-1-1, afex::ks2013.3 (Klauer & Singmann "
                   "2013, Exp. 3)",
                   what="Liking rating of a syllogism's conclusion from condition, validity, "
                   "believability, content.  Dropped: id.")


def deal_ksl_hyp():
    d = _data("deal", "ksl").reset_index(drop=True)
    y = d.Hyp.astype(int).astype(str)
    X = pd.DataFrame(index=d.index)
    for c in ["FEV", "Kol", "logBMI"]:
        X[c] = d[c].astype(float)
    decl = _cats(d, X, ["Smok", "Alc", "Work", "Sex", "Year"])
    return _finish("deal_ksl_hyp", X, y, declared=decl,
                   source="Debian r-cran-deal 1:1.2-42-1, deal::ksl (Danish 70-year-olds, "
                   "1967 / 1984)",
                   what="Hypertension (1 / 2) from FEV, cholesterol, log BMI (convention) and "
                   "smoking, alcohol, work, sex, survey year.")


LOADERS = {f.__name__: f for f in [lmertest_carrots_pref7, discriminer_insurance_claims,
                                   afex_ks2013_response5, deal_ksl_hyp]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
