"""Batch 108's tables: chess opening nomenclature -- the OCN-1 catalogue of named chess opening
lines that one pure-Python wheel ships: ocn-chess 1.2.1 ("Open Chess Naming", Club d'Escacs
Figueres; code MIT, catalogue CC-BY-4.0), ocn/data/ocn-1.csv (5,899 entries: slug, canonical
name, legacy ECO code, parent, moves, flags, notes) and ocn/data/ocn-1.positions.tsv (the same
lines' move lists in SAN and the FEN of the position each line reaches).  Each row is one named
opening line (a real line of the chess opening literature, e.g. "French Exchange, Monte Carlo
Variation"); the target is the catalogue curators' style flag for it.

Candidates (fixed before the pre-check; README):
- ocn_italian_gambit -- Italian Game lines (family C.Ita: 1.e4 e5 2.Nf3 Nc6 3.Bc4 ...): 243
  lines, 2 classes: flagged a gambit or not.  Numeric columns only.
- ocn_open_games_style -- the Open Games (family C: 1.e4 e5), lines with a style flag: 3
  classes gambit / sharp / closed (a flag holding 'gambit' is gambit, else one holding 'sharp'
  is sharp); with the 2nd and 3rd moves as categorical columns.
Reserves, each used only if the table it stands for fails the pre-check:
- ocn_french_gambit (for the first) -- French Defence lines (B.Fre), gambit or not: 254 lines.
- ocn_flank_style (for the second) -- the Flank Openings (family A), 3 classes as above.
Lines with no flag (360) or an 'endgame' flag (11) are dropped.

Columns, from the SAN move list and the final FEN only: plies; for white and for black (w_ /
b_): captures, checks, castled (0/1), pawn, knight, bishop, rook, queen and king moves (castling
not counted as a king move), material on the board (pawn 1, knight / bishop 3, rook 5, queen 9)
and pawns left; material_diff (white minus black).  Categorical tables add move3, move4, move5
(the SAN of plies 3-5, 'none' past the line's end).  Dropped: the slug and its parent (slug
tokens abbreviate names such as 'KGm', King's Gambit), the canonical name, aliases, notes (they
say 'Gambit' in words), the legacy ECO code, attributions and transpositions.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/ocn
(run_all.sh); nothing is installed or imported from it: the files are read with pandas.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen108")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "ocn" / "ocn" / "data"
_SRC = ("ocn-chess 1.2.1 wheel ocn/data/ocn-1.csv + ocn-1.positions.tsv (OCN-1 chess opening "
        "catalogue, Club d'Escacs Figueres, CC-BY-4.0)")
_VAL = {"p": 1, "n": 3, "b": 3, "r": 5, "q": 9, "k": 0}


@lru_cache(None)
def _lines():
    c = pd.read_csv(_DATA / "ocn-1.csv", dtype=str)
    p = pd.read_csv(_DATA / "ocn-1.positions.tsv", sep="\t", dtype=str)
    f = c[["ocn1", "flags"]].merge(p[["ocn1", "san", "fen"]], on="ocn1", how="inner")
    fl = f["flags"].fillna("")
    f["style"] = fl.map(lambda s: "gambit" if "gambit" in s else
                        ("sharp" if "sharp" in s else ("closed" if s == "closed" else None)))
    return f[f["style"].notna()].reset_index(drop=True)


def _strip(t):
    return re.sub(r"^\d+\.+", "", t)


def _features(f, categorical):
    rows = []
    for san, fen in zip(f.san, f.fen):
        mv = [_strip(t) for t in str(san).split()]
        mv = [m for m in mv if m]
        r = {"plies": len(mv)}
        for side, sel in (("w", mv[0::2]), ("b", mv[1::2])):
            r[side + "_captures"] = sum("x" in m for m in sel)
            r[side + "_checks"] = sum(("+" in m) or ("#" in m) for m in sel)
            r[side + "_castled"] = int(any(m.startswith("O-O") for m in sel))
            for name, lead in (("knight", "N"), ("bishop", "B"), ("rook", "R"), ("queen", "Q"),
                               ("king", "K")):
                r[f"{side}_{name}_moves"] = sum(m.startswith(lead) for m in sel)
            r[side + "_pawn_moves"] = sum(m[:1].islower() for m in sel)
        board = str(fen).split()[0]
        r["w_material"] = sum(_VAL[ch.lower()] for ch in board if ch.isalpha() and ch.isupper())
        r["b_material"] = sum(_VAL[ch] for ch in board if ch.isalpha() and ch.islower())
        r["w_pawns"] = board.count("P")
        r["b_pawns"] = board.count("p")
        r["material_diff"] = r["w_material"] - r["b_material"]
        if categorical:
            for i in (2, 3, 4):
                r[f"move{i + 1}"] = mv[i] if len(mv) > i else "none"
        rows.append(r)
    return pd.DataFrame(rows)


def _table(name, mask, what, categorical, two_class):
    f = _lines()
    f = f[mask(f)].reset_index(drop=True)
    y = f["style"]
    if two_class:
        y = (y == "gambit").map({True: "gambit", False: "not_gambit"})
    return _finish(name, _features(f, categorical), y, what=what, source=_SRC)


_WHAT = (" of a named chess opening line (OCN-1 catalogue flags), from its moves' counts and "
         "the material on the board at its end. Dropped: slug, names, aliases, notes, ECO code")


def ocn_italian_gambit():
    return _table("ocn_italian_gambit", lambda f: f.ocn1.str.split(".").str[1] == "Ita",
                  "Gambit or not (Italian Game lines)" + _WHAT, False, True)


def ocn_open_games_style():
    return _table("ocn_open_games_style", lambda f: f.ocn1.str.split(".").str[0] == "C",
                  "Style gambit / sharp / closed (Open Games, 1.e4 e5)" + _WHAT +
                  "; plies 3-5 as categorical columns", True, False)


def ocn_french_gambit():
    return _table("ocn_french_gambit", lambda f: f.ocn1.str.split(".").str[1] == "Fre",
                  "Gambit or not (French Defence lines)" + _WHAT, False, True)


def ocn_flank_style():
    return _table("ocn_flank_style", lambda f: f.ocn1.str.split(".").str[0] == "A",
                  "Style gambit / sharp / closed (Flank Openings)" + _WHAT +
                  "; plies 3-5 as categorical columns", True, False)


LOADERS = {f.__name__: f for f in [ocn_italian_gambit, ocn_open_games_style, ocn_french_gambit,
                                   ocn_flank_style]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=34, source_width=70)
