"""Batch 310's table, from one Debian bookworm package (`apt-get download` of the pinned version,
md5 checked against the archive's MD5sum, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex:
nothing is installed; nothing from the package is run).
- pychess 1.0.3-1 (GPL-3+): usr/share/pychess/learn/puzzles/*.olv, the "Puzzles by <composer>"
  collections pychess's Learn panel credits to yacpdb.org (Yet Another Chess Problem Database;
  perspectives/learn/PuzzlesPanel.py): 14 files, one per composer (Alekhine, Baird, Benko, Bron,
  Cheron, Dawson, Horwitz, Kubbel, Lasker, Loyd, Mansfield, Reti, Troicki, Vukcevich), 6,122
  YAML documents, each one published chess problem or study: authors, source (where it was
  published), source-id, date, distinction (award), algebraic (white / black pieces and their
  squares), stipulation (#2, h#3, s#2, + for a win study, = for a draw study ...), solution,
  keywords, comments, twins, options.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen310/CHOICE):
- yacpdb_composer -- which composer (the file; 13 classes: Alekhine's file has 9 problems and
  is dropped) composed a problem, for problems with exactly one author, from the publication
  year, the stipulation's kind and length, the award, the piece counts of each side and the two
  kings' squares.
Reserve, used only if the table fails the pre-check:
- yacpdb_stip_kind -- the same rows: the stipulation's kind (direct mate, win study, draw study,
  helpmate, selfmate, other) from the year, award, piece counts and kings' squares (no composer).
Not used: source and source-id (where it was published and the database id: the source is
often a composer's own collection, a group nested in a class; the id is an identifier),
solution, keywords, comments (text written after / about the solution), twins and options
(rare), the names of the authors (they restate the target).
"""
from __future__ import annotations

import glob
import os as _os
import re
import runpy
import sys
from datetime import date
from pathlib import Path

import pandas as pd
import yaml

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen310"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

PUZ = BASE / "ex/usr/share/pychess/learn/puzzles"
SRC = ("pychess 1.0.3-1 (Debian), usr/share/pychess/learn/puzzles/*.olv (yacpdb.org chess "
       "problems of 14 composers)")
WHAT = ("  Columns: year (publication year; numeric, bounds by convention: full-data range "
        "treated as public), stip_moves (the stipulation's move count, 0 for studies; "
        "convention), w_Q w_R w_B w_S w_P / b_Q b_R b_B b_S b_P (piece counts per side; bounds "
        "from the rules of chess: pawns 0-8, queens 0-9, rooks / bishops / knights 0-10), "
        "w_other / b_other (fairy pieces; convention), wk_file wk_rank bk_file bk_rank (the kings' "
        "squares, 1-8 by the rules), stip_kind{k}, award (prize / hm / comm / special / none) "
        "(categorical, convention).  Not used: source, source-id, solution, keywords, comments, "
        "twins, options, authors.")
_PIECE = re.compile(r"^([KQRBSP])([a-h])([1-8])$")


def _year(v):
    if isinstance(v, int):
        return float(v)
    if isinstance(v, date):
        return float(v.year)
    m = re.search(r"(1[5-9]\d\d|20\d\d)", str(v)) if v is not None else None
    return float(m.group(1)) if m else float("nan")


def _stip(s):
    s = str(s).strip()
    if s in ("+", "="):
        return ("win study" if s == "+" else "draw study"), 0.0
    m = re.fullmatch(r"(h#|s#|r#|#)\s*(\d+(?:\.5)?)", s)
    if not m:
        return "other", float("nan")
    kind = {"#": "direct mate", "h#": "helpmate", "s#": "selfmate", "r#": "reflexmate"}[m.group(1)]
    return kind, float(m.group(2))


def _award(d):
    if d is None:
        return "none"
    d = str(d).lower()
    if "prize" in d or "priz" in d:
        return "prize"
    if "hm" in d or "hon" in d:
        return "hm"
    if "comm" in d:
        return "comm"
    return "special"


def _problems():
    rows = []
    files = sorted(glob.glob(str(PUZ / "*.olv")))
    assert len(files) == 14, files
    for f in files:
        composer = Path(f).stem
        with open(f, encoding="utf-8") as fh:
            docs = [d for d in fh.read().split("\n---") if d.strip()]
        for d in docs:
            try:
                y = yaml.safe_load(d.strip().lstrip("-").strip())
            except yaml.YAMLError:
                continue
            if not isinstance(y, dict) or len(y.get("authors") or []) != 1:
                continue
            alg = y.get("algebraic") or {}
            r = {"composer": composer, "year": _year(y.get("date"))}
            r["stip_kind"], r["stip_moves"] = _stip(y.get("stipulation"))
            r["award"] = _award(y.get("distinction"))
            for side, p in (("white", "w"), ("black", "b")):
                cnt = dict.fromkeys("QRBSP", 0)
                other = 0
                kf = kr = float("nan")
                for pc in alg.get(side) or []:
                    m = _PIECE.match(str(pc).strip())
                    if not m:
                        other += 1
                    elif m.group(1) == "K":
                        kf, kr = float("abcdefgh".index(m.group(2)) + 1), float(m.group(3))
                    else:
                        cnt[m.group(1)] += 1
                for k, v in cnt.items():
                    r[f"{p}_{k}"] = float(v)
                r[f"{p}_other"] = float(other)
                r[f"{p}k_file"], r[f"{p}k_rank"] = kf, kr
            rows.append(r)
    d = pd.DataFrame(rows)
    assert len(d) > 6000, len(d)
    return d[d["composer"] != "alekhine"].reset_index(drop=True)


_NUM = (["year", "stip_moves"] + [f"{p}_{k}" for p in "wb" for k in "QRBSP"]
        + ["w_other", "b_other", "wk_file", "wk_rank", "bk_file", "bk_rank"])


def _declared():
    lim = {"Q": 9, "R": 10, "B": 10, "S": 10, "P": 8}
    decl = [Numeric(f"{p}_{k}", 0, v) for p in "wb" for k, v in lim.items()]
    decl += [Numeric(c, 1, 8) for c in ("wk_file", "wk_rank", "bk_file", "bk_rank")]
    return decl


def yacpdb_composer():
    d = _problems()
    X = d[_NUM + ["stip_kind", "award"]]
    return _finish("yacpdb_composer", X, d["composer"], declared=_declared(), source=SRC,
                   what="Which composer (13), from one published chess problem." + WHAT.format(
                       k=" (direct mate, helpmate, selfmate, reflexmate, win study, draw study, "
                         "other)"))


def yacpdb_stip_kind():
    d = _problems()
    X = d[[c for c in _NUM if c != "stip_moves"] + ["award"]]
    return _finish("yacpdb_stip_kind", X, d["stip_kind"], declared=_declared(), source=SRC,
                   what="The stipulation's kind, from one published chess problem (no "
                        "composer, no stip_moves)." + WHAT.format(k=" (the target here)"))


LOADERS = {f.__name__: f for f in [yacpdb_composer, yacpdb_stip_kind]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
