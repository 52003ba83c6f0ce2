"""Batch 191's tables: from Debian's packaged R libraries (bookworm): r-cran-matching 4.10-8-1
(R Matching 4.10-8, GPL-3), r-cran-rtdists 0.11-5-1 (R rtdists 0.11-5, GPL >= 3) and r-cran-afex
1.2-1-1 (R afex 1.2-1, GPL >= 2), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- matching_ggi_voted98 -- Matching::GerberGreenImai (Gerber & Green 2000's New Haven
  get-out-the-vote field experiment, the data Imai 2005 used): did the person vote in 1998
  (VOTED98), 10,829 rows, 2 classes.  Kept: PERSONS, WARD (categorical, the R factor's levels),
  QUESTION, PHONEGRP, APPEAL, AGE, MAJORPTY, VOTE96.0, VOTE96.1, NEW, PHN.C.  Dropped: MAILGRP,
  PERSNGRP, CONTACT, MAILINGS, MAILCALL, DIS.MC (constant in this file; DIS.MC the placeholder
  99), PHNSCRPT (script read: APPEAL among the contacted), DIS.PHN (PHN.C with 99 for "not
  contacted"), PHNTRT1/2, PHN.C1/2, phone (recodes of PHONEGRP / PHN.C), AGE2 (age squared).
- rtdists_speedacc_freq6 -- rtdists::speed_acc (Wagenmakers, Ratcliff, Gomez & McKoon 2008,
  Exp. 1, lexical decision): the stimulus's frequency class (high / low / very_low frequency
  word, nw_high / nw_low / nw_very_low non-words derived from them), 6 classes, from the
  instruction (condition), block number, the response (word / nonword / error) and the response
  time.  Row rule (fixed before the pre-check): participants 1-5 (by id), 8,482 rows.  Dropped:
  id (participant), stim (item identifier, nested in the class), stim_cat (word / non-word:
  restates half the class), censor (derived from response and rt).
Reserves, each used only if the table it stands for fails the pre-check:
- rtdists_rr98_light (for the first) -- rtdists::rr98 (Ratcliff & Rouder 1998, Exp. 1,
  brightness discrimination): the response light vs dark, 24,358 rows, from session, block,
  trial, instruction, source, strength (0-32, help page) and rt.  Dropped: id (participant),
  response_num (restates), correct (source == response: restates given source), outlier (of rt).
- afex_fhch2010_length3 (for the second) -- afex::fhch2010 (Freeman, Heathcote, Chalmers &
  Hockley 2010): the stimulus length (4 / 5 / 6 letters), the lexical-decision task's 7,358 rows,
  from stimulus, density, frequency, rt and correct.  Dropped: id, item (identifier, restates
  the length), task (constant after the row rule), log_rt (recode of rt).
Float columns are passed through `+ 0.0` (R's NA_real_ is a signalling NaN; batch 175).
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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen191")
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


def _num(s):
    return s.astype(float) + 0.0


def _cat(s):
    return s.astype(object).where(s.notna(), None).map(lambda v: None if v is None else str(v))


_GGI_NUM = ["PERSONS", "QUESTION", "PHONEGRP", "APPEAL", "AGE", "MAJORPTY", "VOTE96.0",
            "VOTE96.1", "NEW", "PHN.C"]


def matching_ggi_voted98():
    d = _data("Matching", "GerberGreenImai").reset_index(drop=True)
    y = d["VOTED98"].astype(int).map({0: "no", 1: "yes"})
    X = pd.DataFrame({c: _num(d[c]) for c in _GGI_NUM})
    X.insert(1, "WARD", _cat(d["WARD"]))
    decl = [Categorical("WARD", _levels(d["WARD"]))]
    return _finish("matching_ggi_voted98", X, y, declared=decl,
                   source="Debian r-cran-matching 4.10-8-1, Matching::GerberGreenImai (Gerber & "
                   "Green 2000 New Haven GOTV experiment, Imai 2005)",
                   what="Voted in 1998, from household size, ward, treatment assignment, phone "
                   "contact, age, party, 1996 turnout; numeric ranges by convention.  Dropped: "
                   "constant columns, DIS.MC/DIS.PHN (99 codes), PHNSCRPT, PHNTRT*, PHN.C1/2, "
                   "phone, AGE2.")


def rtdists_speedacc_freq6():
    d = _data("rtdists", "speed_acc")
    d = d[d["id"].astype(str).astype(int) <= 5].reset_index(drop=True)
    y = d["frequency"].astype(str)
    X = pd.DataFrame({"condition": _cat(d["condition"]),
                      "block": _num(d["block"].astype(str).astype(int)),
                      "response": _cat(d["response"]), "rt": _num(d["rt"])})
    decl = [Categorical("condition", _levels(d["condition"])),
            Categorical("response", _levels(d["response"]))]
    return _finish("rtdists_speedacc_freq6", X, y, declared=decl,
                   source="Debian r-cran-rtdists 0.11-5-1, rtdists::speed_acc (Wagenmakers, "
                   "Ratcliff, Gomez & McKoon 2008, Exp. 1; participants 1-5)",
                   what="Stimulus frequency class (6) from instruction, block, response, rt; "
                   "block and rt ranges by convention.  Dropped: id, stim, stim_cat, censor.")


def rtdists_rr98_light():
    d = _data("rtdists", "rr98").reset_index(drop=True)
    y = d["response"].astype(str)
    X = pd.DataFrame({"session": _num(d["session"]), "block": _num(d["block"]),
                      "trial": _num(d["trial"]), "instruction": _cat(d["instruction"]),
                      "source": _cat(d["source"]), "strength": _num(d["strength"]),
                      "rt": _num(d["rt"])})
    decl = [Categorical("instruction", _levels(d["instruction"])),
            Categorical("source", _levels(d["source"])), Numeric("strength", 0, 32)]
    return _finish("rtdists_rr98_light", X, y, declared=decl,
                   source="Debian r-cran-rtdists 0.11-5-1, rtdists::rr98 (Ratcliff & Rouder "
                   "1998, Exp. 1)", what="Response light vs dark from session, block, trial, "
                   "instruction, source, strength (0-32, help page), rt.  Dropped: id, "
                   "response_num, correct, outlier.")


def afex_fhch2010_length3():
    d = _data("afex", "fhch2010")
    d = d[d["task"].astype(str) == "lexdec"].reset_index(drop=True)
    y = d["length"].astype(str)
    X = pd.DataFrame({c: _cat(d[c]) for c in ["stimulus", "density", "frequency"]})
    X["rt"] = _num(d["rt"])
    X["correct"] = _cat(d["correct"].astype(object))
    decl = [Categorical(c, _levels(d[c])) for c in ["stimulus", "density", "frequency"]]
    decl.append(Categorical("correct", ["False", "True"]))
    return _finish("afex_fhch2010_length3", X, y, declared=decl,
                   source="Debian r-cran-afex 1.2-1-1, afex::fhch2010 (Freeman, Heathcote, "
                   "Chalmers & Hockley 2010; lexical-decision task)",
                   what="Stimulus length (4/5/6) from stimulus, density, frequency, rt, "
                   "correct.  Dropped: id, item, task, log_rt.")


LOADERS = {f.__name__: f for f in [matching_ggi_voted98, rtdists_speedacc_freq6,
                                   rtdists_rr98_light, afex_fhch2010_length3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
