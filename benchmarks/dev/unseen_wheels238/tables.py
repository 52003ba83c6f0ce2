"""Batch 238's tables, from one npm package (`npm pack` of a pinned version, checked against the
registry's dist.integrity, extracted with tar under UNSEEN_DIR/ex: nothing is installed and
nothing is run from the package).
- @devicefarmer/stf-device-db 1.4.0 (CC-BY-SA-4.0): dist/devices-latest.json, "a JSON-based
  database of smartphones, tablets and wearables" (497 devices, mainly models sold in the
  Japanese market; sources per its README: ULTRAZONE's Japanese smartphone database, with
  permission, and official press releases): carrier, maker, OS, CPU, memory, storage, display,
  release date.

Chosen (target, classes and columns fixed before the pre-check, /tmp/unseen238/CHOICE):
- stf_carrier4 -- the device's carrier as the data gives it: DoCoMo / au / Softbank / other,
  from release year, CPU cores and clock, display size and resolution, RAM, storage, OS major
  version (numeric), OS type and maker (categorical).  Rows without a carrier dropped.
Reserve, used only if that table fails the pre-check:
- stf_maker9 -- the maker (the 9 makers with >= 25 devices), from the same numeric columns plus
  OS type and carrier group.
Not used: name.id / name.long / name.product (identifiers, model codes that encode the carrier),
carrier.code (restates the carrier), maker.code (restates the maker), cpu.name (free text),
flags.* (nearly all missing).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen238"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DEV = BASE / "ex/stf/package/dist/devices-latest.json"
SRC = "@devicefarmer/stf-device-db 1.4.0 (npm), dist/devices-latest.json (devices sold mainly in Japan)"
WHAT = ("  Numeric (suite convention, full-data range treated as public): year (release year), "
        "cpu_cores, cpu_freq (GHz), display_w, display_h (pixels), display_s (inches), ram_mb, "
        "rom_mb, os_major.")
NUM = ["year", "cpu_cores", "cpu_freq", "display_w", "display_h", "display_s", "ram_mb",
       "rom_mb", "os_major"]
BIG3 = {"DoCoMo": "DoCoMo", "\u30c9\u30b3\u30e2": "DoCoMo", "au": "au", "Softbank": "Softbank"}
MAKERS9 = ["SHARP", "Samsung", "Sony mobile", "Fujitsu", "LG", "Apple", "KYOCERA", "HTC", "Huawei"]


def _devices():
    raw = json.load(open(DEV))
    df = pd.json_normalize(list(raw.values()))
    assert len(df) == 497, len(df)
    out = pd.DataFrame({
        "year": pd.to_datetime(df["date"]).dt.year.astype(float),
        "cpu_cores": df["cpu.cores"].astype(float),
        "cpu_freq": pd.to_numeric(df["cpu.freq"], errors="raise").astype(float),
        "display_w": df["display.w"].astype(float),
        "display_h": df["display.h"].astype(float),
        "display_s": df["display.s"].astype(float),
        "ram_mb": df["memory.ram"].astype(float),
        "rom_mb": df["memory.rom"].astype(float),
        "os_major": df["os.ver"].astype(str).str.extract(r"^(\d+)")[0].astype(float),
    })
    assert not out.isna().any().any(), out.isna().sum()
    out["os_type"] = df["os.type"].fillna("unknown").astype(str)
    mk = df["maker.name"].fillna("").astype(str).replace({"SAMSUNG": "Samsung"})
    out["maker_full"] = mk.where(mk != "", "unknown")
    car = df["carrier.name"]
    out["carrier_raw"] = car
    out["carrier4"] = car.map(lambda v: None if pd.isna(v) else BIG3.get(v, "other"))
    return out


def stf_carrier4():
    df = _devices()
    df = df[df["carrier4"].notna()].reset_index(drop=True)
    top = df["maker_full"].value_counts().index[:8]
    maker = df["maker_full"].where(df["maker_full"].isin(top), "other")
    X = df[NUM].join(pd.DataFrame({"os_type": df["os_type"], "maker": maker}))
    return _finish("stf_carrier4", X, df["carrier4"], source=SRC,
                   what="The device's carrier (DoCoMo / au / Softbank / other)." + WHAT
                   + "  Categorical: os_type, maker (8 most frequent, rest 'other').")


def stf_maker9():
    df = _devices()
    df = df[df["maker_full"].isin(MAKERS9)].reset_index(drop=True)
    X = df[NUM].join(pd.DataFrame({"os_type": df["os_type"],
                                   "carrier": df["carrier4"].fillna("unknown")}))
    return _finish("stf_maker9", X, df["maker_full"], source=SRC,
                   what="The device's maker (9 makers with >= 25 devices)." + WHAT
                   + "  Categorical: os_type, carrier (4 groups, missing 'unknown').")


LOADERS = {f.__name__: f for f in [stf_carrier4, stf_maker9]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
