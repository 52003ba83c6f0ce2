"""Batch 265's tables, from one package of the npm registry (fetched with `npm pack
@neaps/tide-database@0.6.20260220`, checked against the registry's dist.integrity, extracted with
tar under UNSEEN_DIR/ex/tide: nothing is installed or run from the package).
- @neaps/tide-database 0.6.20260220 ("A public database of tide harmonics", openwatersio/
  tide-database): this version bundles every station record as a JavaScript object literal in
  dist/index.js (`var i={name:...,harmonic_constituents:[{name:`M2`,amplitude:..,phase:..}...]}`,
  then `T$e=Object.assign({"./ticon/<id>.json":<var>, ...})`).  The small reader below parses
  those literals in Python (no JavaScript is executed); pandas builds the table.
  Records used: TICON-4 (tidal constants from GESLA-4 sea-level records, seanoe.org/data/00980/
  109129; 3,008 reference stations, 50 constituents each).  NOAA records are not used.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen265/CHOICE):
- ticon_continent5 -- which continent (the record's own `continent` field; classes with >= 30
  rows) a tide gauge is on, from the amplitude (m) and Greenwich phase (degrees) of 12
  constituents (M2 S2 N2 K2 K1 O1 P1 Q1 M4 MS4 SA SSA).  One row per gauge location: records
  sorted by id, the first at each (lat, lon) rounded to 2 decimals kept.
  Dropped: name, id (provider + country code), country, region, timezone, coordinates, source,
  licence, disclaimers, epoch, datums, chart datum, the other 38 constituents.
Reserve, used only if the chosen table fails the pre-check:
- ticon_europe_country8 -- the same for European gauges, target `country` (the 8 countries with
  the most rows).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen265"))
JS = BASE / "ex" / "tide" / "package" / "dist" / "index.js"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

SRC = ("npm @neaps/tide-database 0.6.20260220, dist/index.js station literals, TICON-4 records "
       "(tidal constants from GESLA-4 sea-level records)")
CONST = ("M2", "S2", "N2", "K2", "K1", "O1", "P1", "Q1", "M4", "MS4", "SA", "SSA")
WHAT = ("  Columns: amp_<c> (m) and pha_<c> (Greenwich phase, degrees) for c in "
        + " ".join(CONST) + "; phases declared [0, 360] (documented unit), amplitudes by "
        "convention (full-data range treated as public).  One row per gauge location (the first "
        "record by id at each lat/lon rounded to 2 decimals).  Not used: name, id, country, region, "
        "timezone, coordinates, source, licence, disclaimers, epoch, datums, chart datum.")

# --- a reader for the bundle's object literals (values, arrays, objects, `!0`, `void 0`, refs)
NUM = re.compile(r'-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?')
IDENT = re.compile(r'[A-Za-z_$][\w$]*')


class P:
    def __init__(self, s, i=0):
        self.s, self.i = s, i

    def ws(self):
        while self.s[self.i] in ' \n\t\r':
            self.i += 1

    def val(self):
        self.ws(); c = self.s[self.i]
        if c == '{':
            return self.obj()
        if c == '[':
            self.i += 1; out = []
            while True:
                self.ws()
                if self.s[self.i] == ']':
                    self.i += 1; return out
                out.append(self.val()); self.ws()
                if self.s[self.i] == ',':
                    self.i += 1
        if c in '`"\'':
            j = self.i + 1; buf = []
            while self.s[j] != c:
                if self.s[j] == '\\':
                    buf.append(self.s[j:j + 2]); j += 2; continue
                if c == '`' and self.s[j] == '$' and self.s[j + 1] == '{':
                    raise ValueError('template expression at %d' % j)
                buf.append(self.s[j]); j += 1
            self.i = j + 1
            return ''.join(buf)
        if c == '!':
            self.i += 2; return self.s[self.i - 1] == '0'
        m = NUM.match(self.s, self.i)
        if m:
            self.i = m.end(); return float(m.group())
        m = IDENT.match(self.s, self.i)
        if m:
            self.i = m.end(); w = m.group()
            if w == 'void':
                self.ws(); self.i += 1; return None
            return {'null': None, 'true': True, 'false': False}.get(w, ('REF', w))
        raise ValueError('bad char %r at %d' % (c, self.i))

    def obj(self):
        self.i += 1; out = {}
        while True:
            self.ws()
            if self.s[self.i] == '}':
                self.i += 1; return out
            if self.s[self.i] in '"\'`':
                k = self.val()
            else:
                m = IDENT.match(self.s, self.i) or NUM.match(self.s, self.i)
                k = m.group(); self.i = m.end()
            self.ws()
            if self.s[self.i] == ':':
                self.i += 1; out[k] = self.val()
            else:
                out[k] = ('REF', k)   # shorthand
            self.ws()
            if self.s[self.i] == ',':
                self.i += 1


def _js_stations(path):
    s = open(path, encoding='utf-8').read()
    p = P(s, s.index('var ') + 4)
    env = {}
    while True:
        m = IDENT.match(s, p.i); name = m.group(); p.i = m.end()
        assert s[p.i] == '=', (name, s[p.i:p.i + 40])
        p.i += 1; env[name] = p.val()
        if s[p.i] == ',':
            p.i += 1; continue
        break
    j = s.index('T$e=Object.assign(') + len('T$e=Object.assign(')
    mp = P(s, j).obj()

    def res(v):
        if isinstance(v, tuple):
            return res(env[v[1]])
        if isinstance(v, dict):
            return {k: res(x) for k, x in v.items()}
        if isinstance(v, list):
            return [res(x) for x in v]
        return v
    return {k: res(v) for k, v in mp.items()}



@lru_cache(None)
def _ticon():
    st = _js_stations(JS)
    assert len(st) == 6386, len(st)
    rows = []
    for key in sorted(k for k in st if k.startswith("./ticon/")):
        v = st[key]
        assert v["source"]["name"] == "TICON-4" and v["type"] == "reference", key
        hc = {h["name"]: h for h in v["harmonic_constituents"]}
        r = {"id": key, "continent": v["continent"], "country": v["country"],
             "loc": (round(v["latitude"], 2), round(v["longitude"], 2))}
        for c in CONST:
            r[f"amp_{c}"] = float(hc[c]["amplitude"])
            r[f"pha_{c}"] = float(hc[c]["phase"])
        rows.append(r)
    d = pd.DataFrame(rows)
    assert len(d) == 3008, len(d)
    d = d.drop_duplicates("loc", keep="first").reset_index(drop=True)
    return d


def _cols():
    return [f"{p}_{c}" for c in CONST for p in ("amp", "pha")]


def _decl(X):
    ph = [c for c in X.columns if c.startswith("pha_")]
    assert ((X[ph] >= 0) & (X[ph] <= 360)).all().all()
    return [Numeric(c, 0.0, 360.0) for c in ph]


def ticon_continent5():
    d = _ticon()
    n = d["continent"].value_counts()
    d = d[d["continent"].isin(n.index[n >= 30])]
    X = d[_cols()].reset_index(drop=True)
    return _finish("ticon_continent5", X, d["continent"], declared=_decl(X), source=SRC,
                   what="A tide gauge's continent (the record's continent field, classes with "
                   ">= 30 rows) from its tidal constants." + WHAT)


def ticon_europe_country8():
    d = _ticon()
    d = d[d["continent"] == "Europe"]
    top = d["country"].value_counts().index[:8]
    d = d[d["country"].isin(top)]
    X = d[_cols()].reset_index(drop=True)
    return _finish("ticon_europe_country8", X, d["country"], declared=_decl(X), source=SRC,
                   what="A European tide gauge's country (the 8 with the most rows) from its "
                   "tidal constants." + WHAT)


LOADERS = {f.__name__: f for f in [ticon_continent5, ticon_europe_country8]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
