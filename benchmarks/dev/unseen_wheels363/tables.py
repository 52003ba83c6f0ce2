"""Batch 363's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- soundscapy 0.8.5 (BSD-3-Clause, Andrew Mitchell): soundscapy/data/ISD v1.0 Data.csv, the
  International Soundscape Database v1.0 (Mitchell, Oberman, Aletta, Erfanian, Kachlicka et al.,
  Zenodo, doi:10.5281/zenodo.6331810, cited in soundscapy/databases/isd.py): on-site ISO/TS
  12913-2 questionnaire responses with binaural recordings, 3,589 rows at 26 urban public spaces.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen363/CHOICE):
- isd_location_eu -- one row per response at the 15 European locations with >= 60 responses:
  which location (15 classes), from the respondent's sound-source dominance (ssi01-04), the
  eight perceived affective qualities (PAQs), the overall soundscape items (sss01-05), the WHO-5
  well-being items and gender / education / ethnicity / occupation.  No acoustic column (one
  recording per group of respondents), no time, no language.
Reserve, used only if the table fails the pre-check:
- isd_use_eu -- the same rows with use00 present: what the respondent was doing there (Staying,
  PassingThrough, Leaving, Arriving), the same columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen363"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

ISD = BASE / "ex/soundscapy/soundscapy/data/ISD v1.0 Data.csv"
SRC = ("soundscapy 0.8.5 wheel, data/ISD v1.0 Data.csv (International Soundscape Database v1.0, "
       "Mitchell et al., Zenodo 10.5281/zenodo.6331810)")
EU = ["CamdenTown", "EustonTap", "MarchmontGarden", "PancrasLock", "RegentsParkFields",
      "RegentsParkJapan", "RussellSq", "StPaulsCross", "StPaulsRow", "TateModern",
      "TorringtonSq", "SanMarco", "CampoPrincipe", "CarloV", "Noorderplantsoen"]
SSI = ["ssi01", "ssi02", "ssi03", "ssi04"]
PAQ = ["pleasant", "chaotic", "vibrant", "uneventful", "calm", "annoying", "eventful",
       "monotonous"]
SSS = ["sss01", "sss02", "sss03", "sss04", "sss05"]
WHO = ["who01", "who02", "who03", "who04", "who05"]
CAT = ["gen00", "edu00", "eth00", "occ00"]
# Declared bounds: PAQs 1-5 (soundscapy surveys/processing.py, val_range=(1, 5)); the other
# ISO/TS 12913-2 Method A items five-point 1-5; WHO-5 items 0-5 (the WHO-5 index's scale).
DECL = ([Numeric(c, 1, 5) for c in SSI + PAQ + SSS] + [Numeric(c, 0, 5) for c in WHO])
WHAT = ("  Columns: ssi01-04, the 8 PAQs, sss01-05 (1-5) and who01-05 (0-5), declared bounds; "
        "gen00, edu00, eth00, occ00 categorical (convention).  Not used: coordinates, ids, "
        "times, language / survey version, acoustic metrics (one recording per group), "
        "WHO_Sum, age00 / misc03 / use00 / uni00 (asked in some sessions only), free text.")


def _eu():
    d = pd.read_csv(ISD)
    assert d.shape == (3589, 142), d.shape
    d = d[d["LocationID"].isin(EU)].reset_index(drop=True)
    X = d[SSI + PAQ + SSS + WHO].astype(float).join(d[CAT].astype(object))
    return d, X


def isd_location_eu():
    d, X = _eu()
    return _finish("isd_location_eu", X, d["LocationID"], declared=DECL, source=SRC,
                   what="Which European survey location (15), from one response." + WHAT)


def isd_use_eu():
    d, X = _eu()
    keep = d["use00"].notna().to_numpy()
    return _finish("isd_use_eu", X[keep], d.loc[keep, "use00"], declared=DECL, source=SRC,
                   what="What the respondent was doing there (4), from one response." + WHAT)


LOADERS = {f.__name__: f for f in [isd_location_eu, isd_use_eu]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
