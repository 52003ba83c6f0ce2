"""Batch 301's tables, from one Debian bookworm package (`apt-get download` of the pinned version,
md5 checked against the archive's MD5sum, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex:
nothing is installed; nothing from the package is run).
- scid-spell-data 202104-1 (GPL-2.0-or-later; Franz Nagl, Heinz van Saanen, Uwe Klimmek; from
  sourceforge.net/projects/scid/files/Player Data): usr/share/scid/data/spelling.ssp, Scid's
  spelling file "with the FIDE ratings APR-2021": one unindented line per player (380,415
  players), `Name #TITLE COUNTRY[/COUNTRY...] [ELO] BIRTH[--DEATH] [flags]`, flags `w` (woman) and
  `i` (listed by FIDE as inactive), then indented `%Bio` notes (FIDE ID, title year, ...) and
  `=` alternative spellings.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen301/CHOICE):
- scid_fide_open_title -- players holding an open FIDE title in the April 2021 list (title
  field exactly GM, IM, FM or CM, upper case): which title (4 classes), from the bracketed
  rating, birth year, woman flag, inactive flag and current federation (the last listed; the 40
  commonest in the table, others "other").
Reserve, used only if the table fails the pre-check:
- scid_fide_women_title -- the same for the women's titles (WGM, WIM, WFM, WCM), without the
  woman flag (constant there).
Rows with no rating ("....") or an estimated one ("*", historical players), or no usable birth
year (0000, ????, one digit), are dropped.  Not used: the name, FIDE ID and %Bio notes
(identifiers; the title year is post-outcome), the alternative spellings, the full birth date, the number of
federations (1 on all but a handful of rows).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen301"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SSP = BASE / "ex/usr/share/scid/data/spelling.ssp"
SRC = ("scid-spell-data 202104-1 (Debian), usr/share/scid/data/spelling.ssp (Scid player "
       "file with the FIDE rating list of April 2021)")
WHAT = ("  Columns: elo (the bracketed FIDE rating), birth_year (numeric, bounds by "
        "convention: full-data range treated as public); fed (current federation, 40 commonest "
        "else 'other'), inactive (the file's i flag){w} (categorical).  Not used: name, FIDE ID, "
        "%Bio notes (title year: post-outcome), alternative spellings, full birth date, the "
        "number of federations (1 on all but a handful of rows).")
_LINE = re.compile(r"^(\S+)\s+(\S*)\s*\[([^\]]*)\]\s*(\S*)\s*(\S*)\s*$")


def _players():
    rows = []
    in_players = False
    with open(SSP, encoding="latin-1") as fh:
        for line in fh:
            if line.startswith("@PLAYER"):
                in_players = True
                continue
            if line.startswith("@SITE"):
                break
            if not in_players or line[:1] in (" ", "\t", "#", "\n") or "#" not in line:
                continue
            m = _LINE.match(line.split("#", 1)[1].strip())
            if not m:
                continue
            rows.append(m.groups())
    d = pd.DataFrame(rows, columns=["title", "feds", "elo", "birth", "flags"])
    assert len(d) > 370000, len(d)
    return d


def _table(titles, woman_col):
    d = _players()
    d = d[d["title"].isin(titles)].copy()
    d = d[d["elo"].str.fullmatch(r"\d{3,4}")]
    d["birth_year"] = pd.to_numeric(d["birth"].str[:4].where(d["birth"].str.match(r"\d{4}")),
                                    errors="coerce")
    d = d[d["birth_year"].notna() & (d["birth_year"] > 0)]
    d["elo"] = d["elo"].astype(float)
    d["birth_year"] = d["birth_year"].astype(float)
    feds = d["feds"].str.split("/")
    cur = feds.str[-1]
    top = cur.value_counts().index[:40]
    d["fed"] = cur.where(cur.isin(top), "other")
    d["inactive"] = d["flags"].str.contains("i").map({True: "yes", False: "no"})
    d["woman"] = d["flags"].str.contains("w").map({True: "yes", False: "no"})
    cols = ["elo", "birth_year", "fed", "inactive"] + (["woman"] if woman_col else [])
    return d[cols].reset_index(drop=True), d["title"].reset_index(drop=True)


def scid_fide_open_title():
    X, y = _table(["GM", "IM", "FM", "CM"], True)
    return _finish("scid_fide_open_title", X, y, source=SRC,
                   what="Which open FIDE title (GM, IM, FM, CM) a titled player holds."
                   + WHAT.format(w=", woman (the file's w flag)"))


def scid_fide_women_title():
    X, y = _table(["WGM", "WIM", "WFM", "WCM"], False)
    return _finish("scid_fide_women_title", X, y, source=SRC,
                   what="Which women's FIDE title (WGM, WIM, WFM, WCM) a player holds."
                   + WHAT.format(w=""))


LOADERS = {f.__name__: f for f in [scid_fide_open_title, scid_fide_women_title]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
