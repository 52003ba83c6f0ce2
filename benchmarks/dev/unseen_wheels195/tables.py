"""Batch 195's tables: three RESERVES of earlier batches (pre-checked there, non-private only, and
not needed), never fitted with the default before.  Data sets of Debian bookworm's packaged R
libraries, read from the extracted .deb files under UNSEEN_DIR/ex (dpkg-deb -x of all three into
one ex/, so ex/usr/lib/R/site-library/NAME) with the shared r_package_data.py (PyPI rdata 1.1.0).

The three loaders and their schemas are COPIED UNCHANGED (function bodies verbatim, with the
helpers they call) from:
- twin_zygosity5 -- batch 187's benchmarks/dev/unseen_wheels187/tables.py (sha256 of the file
  as committed, 2bd378bf: b9096d10e0c3ce940a011fd8773363fabb3ed621f6920bcc86d8745f60b9c3c0).
  r-cran-openmx 2.21.1+dfsg-1 (R OpenMx 2.21.1, Apache 2.0) twinData (Australian twin register
  questionnaire, Martin & Jardine 1986; 3,808 pairs): MZFF / MZMM / DZFF / DZMM / DZOS from both
  twins' heights, weights and raw BMI, age and cohort.  Dropped: fam (identifier), zyg (restates
  zygosity and cohort), part (undocumented), bmi1 / bmi2 (log recodings of htwt1 / htwt2),
  age1 / age2 (copies of age).  (_TWIN_NUM and _twin are 187's helpers.)
- rtdists_rr98_light -- batch 191's benchmarks/dev/unseen_wheels191/tables.py (sha256 of the
  file as committed, e5e2a00d: 09bbceff9336893be0e7ef0f11ea2e783ccfa4107fc85114a680a54a4c298292).
  r-cran-rtdists 0.11-5-1 (R rtdists 0.11-5, GPL >= 3) rr98 (Ratcliff & Rouder 1998, Exp. 1,
  brightness discrimination): the response light vs dark, 24,358 rows, from session, block,
  trial, instruction, source, strength (0-32, help page) and rt.  Dropped: id (participant),
  response_num (restates), correct (source == response: restates given source), outlier (of
  rt).  (_num and _cat are 191's helpers: float columns + 0.0, R's NA_real_ being a signalling
  NaN.)
- kernlab_musk -- batch 190's benchmarks/dev/unseen_wheels190/tables.py (sha256 of the file as
  committed, 781d0606: df511a18361678209d8bfaf95cf7af6553c6a5b7866990ae9cb1670c9fd16813).
  r-cran-kernlab 0.9-32-1 (R kernlab 0.9-32, GPL-2) musk (UCI Musk, version 1: 476 conformations
  of 92 molecules, 166 shape features): musk vs non-musk.  No molecule key in the package's copy.
Bounds: the suite's convention (full-data range treated as public) except where a loader
declares one (rr98's strength 0-32).  The readers _data and _levels are identical in all three
sources (one extraction layout, ex/usr/lib/R/site-library).
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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen195")
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


# --- copied unchanged from batch 187's tables.py ---
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


# --- copied unchanged from batch 191's tables.py ---
def _num(s):
    return s.astype(float) + 0.0


def _cat(s):
    return s.astype(object).where(s.notna(), None).map(lambda v: None if v is None else str(v))


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


# --- copied unchanged from batch 190's tables.py ---
def kernlab_musk():
    d = _data("kernlab", "musk").reset_index(drop=True)
    y = d.pop("Class").astype(str).map({"0": "non_musk", "1": "musk"})
    X = d.astype(float)
    return _finish("kernlab_musk", X, y, source="Debian r-cran-kernlab 0.9-32-1, kernlab::musk "
                   "(UCI Musk 1)", what="Musk vs non-musk from 166 conformation features.")


LOADERS = {f.__name__: f for f in [twin_zygosity5, rtdists_rr98_light, kernlab_musk]}


def keys_of(name):
    """Group keys for a near-repeat probe: twinData's fam (a family: one row a pair, so each key
    occurs once) and rr98's id (participant: 3 participants) are the only candidate keys; musk has
    no molecule key in the package's copy (batch 190).  Returns rr98's participant id, else None."""
    if name == "rtdists_rr98_light":
        return _data("rtdists", "rr98").reset_index(drop=True)["id"].astype(str).tolist()
    return None


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
