"""Batch 248's tables, from one package of the npm registry (fetched with `npm pack
gametime-db@1.0.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/gt: nothing is installed or run from the package):
- gametime-db 1.0.0 (Matthew Bauer, MIT; "A database of retro video games used by gametime"):
  data/dat/<system>.dat are No-Intro DAT files ("no-intro | www.no-intro.org", clrmamepro
  format: one `game ( name ... rom ( name ... size ... crc ... ) )` entry per verified
  cartridge dump, the name carrying No-Intro's region / language / revision tags);
  data/metadat/releaseyear|developer/<system>.dat are libretro-database metadata entries keyed
  by the same game names.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen248/CHOICE):
- retro_platform7 -- which of 7 cartridge systems (NES, SNES, N64, Genesis, GB, GBC, GBA) a
  dump is filed under, from its ROM size, release year, region / language / revision /
  unlicensed tags and developer; rows: every dump whose name has a releaseyear entry.
Reserve, used only if the chosen table fails the pre-check:
- retro_region3 -- the same rows with exactly one of the region tags Japan / USA / Europe:
  that region, from the system and the other columns.
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
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen248")) / "ex" / "gt" / "package" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm gametime-db 1.0.0, data/dat (No-Intro DATs) and data/metadat/releaseyear, "
       "developer (libretro-database) of 7 cartridge systems")
SYSTEMS = {"NES": "Nintendo - Nintendo Entertainment System",
           "SNES": "Nintendo - Super Nintendo Entertainment System",
           "N64": "Nintendo - Nintendo 64",
           "Genesis": "Sega - Mega Drive - Genesis",
           "GB": "Nintendo - Game Boy",
           "GBC": "Nintendo - Game Boy Color",
           "GBA": "Nintendo - Game Boy Advance"}
_GAME = re.compile(r"^game \($(.*?)^\)$", re.S | re.M)
_NAME = re.compile(r'^\s*name "(.*?)"\s*$', re.M)
_REGIONS = {"USA", "Europe", "Japan", "World", "Germany", "France", "Spain", "Italy", "Korea",
            "Brazil", "Australia", "Asia", "Sweden", "Netherlands", "China", "Taiwan", "Canada",
            "Hong Kong", "Scandinavia", "Russia", "UK", "Denmark", "Finland", "Norway"}
_LANG = re.compile(r"^(?:[A-Z][a-z](?:-[A-Za-z]+)?)(?:,[A-Z][a-z](?:-[A-Za-z]+)?)*$")
N_DEV = 24


def _entries(path):
    return _GAME.findall(path.read_text(encoding="latin-1"))


def _meta(kind, system):
    out = {}
    for g in _entries(BASE / "metadat" / kind / f"{SYSTEMS[system]}.dat"):
        n = _NAME.search(g)
        v = re.search(kind + r'\s+"?([^"\n]*)"?\s*$', g, re.M)
        if n and v:
            out[n.group(1)] = v.group(1).strip()
    return out


def _tags(name):
    return re.findall(r"\(([^()]*)\)", name)


@lru_cache(None)
def _rows():
    rows = []
    for system in SYSTEMS:
        yr, dev = _meta("releaseyear", system), _meta("developer", system)
        for g in _entries(BASE / "dat" / f"{SYSTEMS[system]}.dat"):
            name = _NAME.search(g).group(1)
            m = re.search(r"rom \( name .*? size (\d+) crc", g)
            if m is None or name not in yr or not yr[name].isdigit():
                continue
            size = int(m.group(1))
            if system == "NES" and size % 1024 == 16:
                size -= 16                     # the iNES file header, not part of the ROM
            tags = _tags(name)
            regs = set()
            if tags:
                regs = {r.strip() for r in tags[0].split(",")}
            langs = next((t for t in tags[1:] if _LANG.match(t.replace(" ", ""))), "")
            rows.append({
                "system": system,
                "rom_kb": size / 1024.0,
                "release_year": float(yr[name]),
                "reg_usa": "1" if "USA" in regs else "0",
                "reg_europe": "1" if "Europe" in regs else "0",
                "reg_japan": "1" if "Japan" in regs else "0",
                "reg_other": "1" if regs - {"USA", "Europe", "Japan"} else "0",
                "n_langs": float(len(langs.split(","))) if langs else 0.0,
                "rev": "1" if any(t.startswith("Rev") or re.match(r"v\d", t) for t in tags) else "0",
                "unl": "1" if "Unl" in tags else "0",
                "developer": dev.get(name) or None,
                "_regs": frozenset(regs),
            })
    d = pd.DataFrame(rows)
    top = d["developer"].value_counts().index[:N_DEV]
    d["developer"] = d["developer"].where(d["developer"].isin(top) | d["developer"].isna(), "other")
    return d


COLS = ["rom_kb", "release_year", "reg_usa", "reg_europe", "reg_japan", "reg_other", "n_langs",
        "rev", "unl", "developer"]


def retro_platform7():
    d = _rows()
    X = d[COLS].copy()
    return _finish("retro_platform7", X, d["system"], source=SRC,
                   what="Which cartridge system (NES, SNES, N64, Genesis, GB, GBC, GBA) a verified "
                   "dump is filed under, from its ROM size in KiB (NES without the iNES header), "
                   "release year, No-Intro region tags (USA / Europe / Japan / other, 0/1), "
                   "language count, revision and unlicensed tags, and developer (24 most "
                   "frequent, else other).  No names, hashes or serials.  Ranges and levels by "
                   "convention (full-data range / observed levels treated as public).")


def retro_region3():
    d = _rows()
    one = d["_regs"].map(lambda r: len(r) == 1 and next(iter(r)) in ("USA", "Europe", "Japan"))
    d = d[one]
    y = d["_regs"].map(lambda r: next(iter(r)))
    X = d[["system", "rom_kb", "release_year", "n_langs", "rev", "unl", "developer"]].copy()
    return _finish("retro_region3", X, y, source=SRC,
                   what="A single-region dump's region (Japan / USA / Europe) from its system, ROM "
                   "size, release year, language count, revision / unlicensed tags and "
                   "developer.  Ranges and levels by convention.")


LOADERS = {f.__name__: f for f in [retro_platform7, retro_region3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
