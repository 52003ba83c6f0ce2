"""Batch 211's tables, from Debian bookworm's r-cran-psychotree 0.16-0-1 (`apt-get download
r-cran-psychotree=0.16-0-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is
installed), with the reserve from r-cran-sparr 2.2-17-1.  The data are read once by
extract_psychotree.py (rdata 1.1.0) into spisa.csv, evs.csv, fmd.csv and fmd_window.csv.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen211/CHOICE):
- spisa_gender -- `SPISA`: 1,075 university students in Bavaria who took questionnaire 20 of
  SPIEGEL's online general-knowledge quiz "Studentenpisa" (2009; Trepte & Verbeet 2010; Strobl,
  Kopf & Zeileis 2015).  Target: gender.  Columns: the 45 items q1-q45 (wrong / correct, declared
  [0, 1]), age (convention), semester (1..10, '>10' as 11; declared [1, 11]), elite (no / yes,
  declared), spon (use of SPIEGEL Online, 7 ordered levels as 0..6; declared [0, 6]).
- evs_first_goal -- `EuropeanValuesStudy`: 3,584 respondents of the 1999 European Values Study in
  32 countries (a 10% sample per country, Vermunt 2003).  Target: the goal chosen as most
  important of Inglehart's four (order, decisions, prices, freedom).  Columns: country, gender,
  marital, employment, occupation (categorical, convention), birthyear, eduage (convention),
  income (deciles, declared [1, 10]).  Dropped: the paired comparisons (the target's source) and
  country2 (country groups from a latent class model of these same answers).
Added after the pre-check (CHOICE addendum), when evs_first_goal and the reserve had failed:
- microbov_breed -- Debian r-cran-adegenet 2.1.10-1, `microbov`: 704 cattle of 15 breeds (Africa,
  France) genotyped at 30 FAO microsatellites (Laloe et al. 2007).  Target: breed.  Columns: per
  locus the two allele sizes (bp, smaller first), declared [smallest, largest] of the locus's
  documented allele list; missing where the genotype is missing.
Reserve, used only if a table fails the pre-check:
- cumbria_fmd_case -- sparr's `fmd`: 410 farms infected in Cumbria's 2001 foot-and-mouth
  epidemic and 1,866 uninfected farms (jittered and thinned); x, y declared as the window.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen211"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "Debian r-cran-psychotree 0.16-0-1"


def spisa_gender():
    df = pd.read_csv(BASE / "spisa.csv")
    assert df.shape == (1075, 50), df.shape
    y = df.pop("gender")
    decl = [Numeric(f"q{i}", 0, 1) for i in range(1, 46)] + [
        Numeric("semester", 1, 11), Categorical("elite", ["no", "yes"]), Numeric("spon", 0, 6)]
    return _finish("spisa_gender", df, y, declared=decl,
                   source=SRC + ", SPISA (SPIEGEL Studentenpisa 2009, Bavarian students; "
                                "Trepte & Verbeet 2010)",
                   what="Gender. 45 quiz items declared [0, 1], semester [1, 11], elite no/yes, "
                        "spon [0, 6]; age by convention.")


def evs_first_goal():
    df = pd.read_csv(BASE / "evs.csv")
    assert len(df) == 3584, df.shape
    y = df.pop("first_goal")
    df = df[["country", "gender", "marital", "employment", "occupation", "birthyear", "eduage",
             "income"]]
    decl = [Numeric("income", 1, 10, allow_missing=True)]
    return _finish("evs_first_goal", df, y, declared=decl,
                   source=SRC + ", EuropeanValuesStudy (EVS 1999, 32 countries; Vermunt 2003)",
                   what="Most important of four goals (Inglehart). income declared [1, 10]; the "
                        "others by convention; paircomp and country2 dropped.")


def cumbria_fmd_case():
    df = pd.read_csv(BASE / "fmd.csv")
    assert len(df) == 2276, df.shape
    w = pd.read_csv(BASE / "fmd_window.csv").iloc[0]
    y = df.pop("case")
    df = df[["x", "y"]]
    decl = [Numeric("x", w.xmin, w.xmax), Numeric("y", w.ymin, w.ymax)]
    return _finish("cumbria_fmd_case", df, y, declared=decl,
                   source="Debian r-cran-sparr 2.2-17-1, fmd (Cumbria foot-and-mouth 2001; "
                          "jittered and thinned)",
                   what="Infected / uninfected farm. x, y declared as the package's window (km).")


def microbov_breed():
    df = pd.read_csv(BASE / "microbov.csv")
    assert df.shape == (704, 63), df.shape
    y = df.pop("breed")
    df = df.drop(columns=["coun", "spe"])
    rng = pd.read_csv(BASE / "microbov_alleles.csv")
    decl = []
    for r in rng.itertuples():
        for a in ("a1", "a2"):
            c = f"{r.locus}_{a}"
            decl.append(Numeric(c, float(r.min), float(r.max),
                                allow_missing=bool(df[c].isna().any())))
    return _finish("microbov_breed", df, y, declared=decl,
                   source="Debian r-cran-adegenet 2.1.10-1, microbov (15 cattle breeds, 30 "
                          "microsatellites; Laloe et al. 2007)",
                   what="Breed (15). Per locus two allele sizes (bp), declared as the locus's "
                        "documented allele range.")


LOADERS = {f.__name__: f for f in [spisa_gender, evs_first_goal, cumbria_fmd_case,
                                   microbov_breed]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
