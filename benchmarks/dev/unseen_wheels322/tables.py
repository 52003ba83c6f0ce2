"""Batch 322's table, from one Debian bookworm package other than R's (`apt-get download` of a
pinned version, md5 checked, `dpkg-deb -x` into UNSEEN_DIR/ex: nothing is installed or run from it).
- kicad-symbols 6.0.10-1 ("Schematic symbols for KiCad's Eeschema"; the KiCad library team,
  kicad.github.io/symbols, CC-BY-SA-4.0 with the KiCad libraries exception):
  usr/share/kicad/symbols/*.kicad_sym, 209 symbol libraries (S-expression text), one `symbol`
  entry per part (its properties -- Reference, Value, Footprint, Datasheet, ki_keywords,
  ki_description, ki_fp_filters -- its drawing and its pins with electrical type, length, name,
  number).  Read with a small S-expression tokenizer below (standard library only).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen322/CHOICE):
- kicad_sym_family24 -- one row per base symbol (one that draws its own pins: no `extends`) with
  a datasheet link (Datasheet not empty and not "~"), of the (up to 25) largest library families with
  >= 60 such symbols, the family being the library file name up to its first "_" (MCU, Regulator,
  Interface, 74xx, Sensor, ...).  Left out before counting: the `power` (power-flag symbols),
  `Connector` (mostly enumerated generic pin rows) and `Device` (generic passives) families,
  Graphic / Mechanical / Simulation / pspice (not parts), and the MCU_ST_* libraries (STM32
  parts generated from ST's CubeMX database, the source batch 320's modm-devices table came from).
  Target: the family.  Columns: pin counts by electrical type, units, hidden pins, distinct
  pin names, mean pin length, number of symbols derived from it, the body rectangle's size, the
  number of drawing primitives of each kind, whether pin numbers / names are hidden.
Reserve, used only if the table fails the pre-check:
- kicad_sym_family12 -- the same, the 12 largest families only.
"""
from __future__ import annotations

import collections
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen322"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SYMDIR = BASE / "ex/usr/share/kicad/symbols"
SRC = ("kicad-symbols 6.0.10-1 (Debian bookworm), usr/share/kicad/symbols/*.kicad_sym (KiCad "
       "schematic symbol libraries: one entry per electronic part)")
WHAT = ("  Columns: n_pins and n_<type> for each pin electrical type (input, output, "
        "bidirectional, tri_state, passive, power_in, power_out, open_collector, open_emitter, "
        "no_connect, other), n_units, n_hidden_pins, n_pin_names (distinct), pin_len_mean, "
        "n_derived (symbols that extend it), body_w / body_h (largest rectangle, mm), n_rect / "
        "n_poly / n_circle / n_arc / n_text (drawing primitives); pin_numbers_hidden, "
        "pin_names_hidden (categorical).  Numeric bounds by convention (full-data range treated "
        "as public).  Not used: the symbol's name, value, reference designator, footprint and "
        "footprint filters, keywords, description, datasheet URL and library name (identifiers "
        "or restating the target).")
EXCLUDED = {"power", "Connector", "Device", "Graphic", "Mechanical", "Simulation", "pspice"}
TYPES = ["input", "output", "bidirectional", "tri_state", "passive", "power_in", "power_out",
         "open_collector", "open_emitter", "no_connect"]
_TOK = re.compile(r'\(|\)|"(?:[^"\\]|\\.)*"|[^\s()"]+')


def _parse(text):
    stack = [[]]
    for m in _TOK.finditer(text):
        t = m.group(0)
        if t == "(":
            stack.append([])
        elif t == ")":
            x = stack.pop()
            stack[-1].append(x)
        else:
            stack[-1].append(t[1:-1] if t.startswith('"') else t)
    return stack[0][0]


def _kids(node, head):
    return [g for g in node if isinstance(g, list) and g and g[0] == head]


def _symbols():
    files = sorted(SYMDIR.glob("*.kicad_sym"))
    assert len(files) == 209, len(files)
    rows, derived = [], collections.Counter()
    for f in files:
        lib = f.name[:-len(".kicad_sym")]
        for s in _kids(_parse(f.read_text(encoding="utf-8")), "symbol"):
            ext = _kids(s, "extends")
            if ext:
                derived[(lib, ext[0][1])] += 1
                continue
            props = {p[1]: p[2] for p in _kids(s, "property")}
            pins, units, prim = [], set(), collections.Counter()
            rect = (0.0, 0.0)
            for sub in _kids(s, "symbol"):
                unit = sub[1].rsplit("_", 2)[-2]
                for g in sub[2:]:
                    if not isinstance(g, list):
                        continue
                    if g[0] == "pin":
                        pins.append(g)
                        if unit != "0":
                            units.add(unit)
                    elif g[0] in ("rectangle", "polyline", "circle", "arc", "text"):
                        prim[g[0]] += 1
                        if g[0] == "rectangle":
                            (x1, y1), (x2, y2) = [tuple(map(float, _kids(g, k)[0][1:3]))
                                                  for k in ("start", "end")]
                            w, h = abs(x2 - x1), abs(y2 - y1)
                            if w * h > rect[0] * rect[1]:
                                rect = (w, h)
            tc = collections.Counter(p[1] for p in pins)
            r = {"lib": lib, "name": s[1], "datasheet": props.get("Datasheet", ""),
                 "n_pins": len(pins)}
            for t in TYPES:
                r[f"n_{t}"] = tc.get(t, 0)
            r["n_other"] = len(pins) - sum(tc.get(t, 0) for t in TYPES)
            r["n_units"] = max(1, len(units))
            r["n_hidden_pins"] = sum("hide" in p for p in pins)
            r["n_pin_names"] = len({_kids(p, "name")[0][1] for p in pins if _kids(p, "name")})
            lens = [float(_kids(p, "length")[0][1]) for p in pins if _kids(p, "length")]
            r["pin_len_mean"] = sum(lens) / len(lens) if lens else 0.0
            r["body_w"], r["body_h"] = rect
            for k in ("rectangle", "polyline", "circle", "arc", "text"):
                r["n_" + {"rectangle": "rect", "polyline": "poly"}.get(k, k)] = prim.get(k, 0)
            r["pin_numbers_hidden"] = "yes" if any(
                "hide" in g for g in _kids(s, "pin_numbers")) else "no"
            r["pin_names_hidden"] = "yes" if any("hide" in g for g in _kids(s, "pin_names")) else "no"
            rows.append(r)
    d = pd.DataFrame(rows)
    d["n_derived"] = [derived.get((a, b), 0) for a, b in zip(d["lib"], d["name"])]
    d["family"] = d["lib"].str.split("_").str[0]
    keep = (~d["family"].isin(EXCLUDED) & ~d["lib"].str.startswith("MCU_ST_")
            & ~d["datasheet"].str.strip().isin(["", "~"]))
    return d[keep].reset_index(drop=True)


COLS = (["n_pins"] + [f"n_{t}" for t in TYPES] + ["n_other", "n_units", "n_hidden_pins",
        "n_pin_names", "pin_len_mean", "n_derived", "body_w", "body_h", "n_rect", "n_poly",
        "n_circle", "n_arc", "n_text", "pin_numbers_hidden", "pin_names_hidden"])


def _family(k):
    d = _symbols()
    vc = d["family"].value_counts()
    fams = list(vc[vc >= 60].index[:k])
    d = d[d["family"].isin(fams)].reset_index(drop=True)
    X = d[COLS].copy()
    for c in COLS[:-2]:
        X[c] = X[c].astype(float)
    return X, d["family"]


def kicad_sym_family24():
    X, y = _family(25)   # 24 families reach 60 symbols
    return _finish("kicad_sym_family24", X, y, source=SRC,
                   what="Which library family (MCU, Regulator, Interface, ...) a part's "
                        "schematic symbol belongs to, 24 families." + WHAT)


def kicad_sym_family12():
    X, y = _family(12)
    return _finish("kicad_sym_family12", X, y, source=SRC,
                   what="Which library family a part's schematic symbol belongs to, the 12 "
                        "largest families." + WHAT)


LOADERS = {f.__name__: f for f in [kicad_sym_family24, kicad_sym_family12]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
