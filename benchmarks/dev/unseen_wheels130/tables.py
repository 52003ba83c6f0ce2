"""Batch 130's tables, from one wheel: llnl-ssapy-data 0.1.5 (MIT; "Packaged data resources for
SSAPy and SSAPy Toolkit", Lawrence Livermore National Laboratory).  Two of its data files:
- ssapy_data/data/propulsion/thrust_curves/solid_motor_pd/thrustcurve_org/index.csv: 596
  public-domain (licence "PD") simulator files of commercial hobby / high-power rocket motors
  imported from ThrustCurve.org (sources.json: retrieved 2026-08-22), one row a simulator file
  (RASP or RockSim) of a motor with the motor's catalogue data and figures of its sampled curve;
  426 motors (motor_id), source "cert" (certification data, 407), "user" (153), "mfr" (36).
- ssapy_data/data/bright_stars.csv: the HYG Database (astronexus, CC BY-SA 4.0) trimmed to stars
  brighter than magnitude 7.5 (25,571 rows: ra, dec, mag, pmra, pmdec, ci, spect, proper).

Candidates (targets, classes and columns fixed before the pre-check; README):
- tc_motor_type -- a simulator file's motor type: reload (380), SU = single use (173), hybrid
  (43): 596 rows, 3 classes.  Columns: numeric diameter_mm, length_mm, burn_time_s,
  avg_thrust_n, total_impulse_ns (catalogue), sample_count, sampled_duration_s,
  sampled_avg_thrust_n, sampled_peak_thrust_n, sampled_total_impulse_ns (the file's curve);
  categorical impulse_class (A-O, the letters that occur; each letter doubles the total
  impulse), format (RASP / RockSim), source (cert / user / mfr).  Dropped: paths, motor_id,
  simfile_id (identifiers), manufacturer / manufacturer_abbrev (the maker, whose product lines
  are one type: Estes single use, Hypertek hybrid), designation and common_name (the motor's
  name, whose letters code the propellant and often the type), max_thrust_n (missing in 64 rows;
  sampled_peak_thrust_n kept), license (PD in all), info_url / data_url.
- hyg_spectral_class -- a naked-eye star's (mag <= 6.0) spectral letter (O-M) and luminosity
  group (giant: I-III; dwarf: IV-V), the first luminosity class written in `spect`; stars
  whose `spect` carries no luminosity class are left out, as are the Sun and the 82 rows
  without a colour index; classes with fewer than 30 stars dropped (O giants 14, O dwarfs 9,
  M dwarfs 2): 4,460 rows, 11 classes.  Columns: numeric ra, dec (degrees), mag, pmra, pmdec
  (mas/yr), ci (B-V colour index).  Dropped: spect (the target's source), proper (names).
Reserves, each used only if the table it stands for fails the pre-check:
- tc_motor_type2 (for the first) -- reload vs single use, hybrids left out: 553 rows, 2 classes.
- hyg_spectral_class_mag65 (for the second) -- the same with mag <= 6.5: 7,441 rows, 11 classes.
Bounds: ra 0-360 and dec -90-90 degrees (their definitions); everything else by the suite's
convention (full-data range treated as public).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/ssapy
(run_all.sh); nothing is installed or imported from it.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen130")
DATA = Path(BASE) / "ex" / "ssapy" / "ssapy_data" / "data"
MOTORS = DATA / "propulsion/thrust_curves/solid_motor_pd/thrustcurve_org/index.csv"
STARS = DATA / "bright_stars.csv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC_M = ("llnl-ssapy-data 0.1.5 wheel ssapy_data/data/propulsion/thrust_curves/solid_motor_pd/"
          "thrustcurve_org/index.csv (ThrustCurve.org public-domain motor simulator files)")
_SRC_S = ("llnl-ssapy-data 0.1.5 wheel ssapy_data/data/bright_stars.csv (HYG Database, "
          "CC BY-SA 4.0, trimmed to mag < 7.5)")

_MNUM = ["diameter_mm", "length_mm", "burn_time_s", "avg_thrust_n", "total_impulse_ns",
         "sample_count", "sampled_duration_s", "sampled_avg_thrust_n", "sampled_peak_thrust_n",
         "sampled_total_impulse_ns"]
_LETTERS = list("ABCDEFGHIJKLMNO")


def _motors():
    with open(MOTORS, encoding="utf-8") as fh:
        m = pd.read_csv(fh)
    X = m[_MNUM].astype(float).copy()
    X["impulse_class"] = m.impulse_class.astype(str)
    X["format"] = m.format.astype(str)
    X["source"] = m.source.astype(str)
    return X, m.type.astype(str), m.motor_id.astype(str)


_MDECL = [Categorical("impulse_class", _LETTERS), Categorical("format", ["RASP", "RockSim"]),
          Categorical("source", ["cert", "user", "mfr"])]


def tc_motor_type():
    X, y, _ = _motors()
    return _finish("tc_motor_type", X, y, declared=_MDECL, source=_SRC_M,
                   what="A hobby rocket motor simulator file's motor type (reload, single use, "
                        "hybrid) from its catalogue size / impulse / thrust and curve figures.  "
                        "Dropped: ids, maker, motor name, max_thrust_n, licence, urls")


def tc_motor_type2():
    X, y, _ = _motors()
    keep = (y != "hybrid").values
    return _finish("tc_motor_type2", X[keep], y[keep], declared=_MDECL, source=_SRC_M,
                   what="As tc_motor_type, reload vs single use (hybrids left out)")


_LUM = re.compile(r"^([OBAFGKM])[0-9.]*\s*(Iab|Ia|Ib|III|II|IV|V|I)?")


def _lum_class(sp):
    m = _LUM.match(sp)
    if not m or not m.group(2):
        return None
    return m.group(1) + ("_giant" if m.group(2) in ("I", "Ia", "Iab", "Ib", "II", "III")
                         else "_dwarf")


def _stars(cut):
    with open(STARS, encoding="utf-8") as fh:
        s = pd.read_csv(fh)
    s = s[(s.proper.fillna("") != "Sol") & s.ci.notna() & s.spect.notna() & (s.mag <= cut)]
    y = s.spect.map(_lum_class)
    s, y = s[y.notna()], y[y.notna()]
    vc = y.value_counts()
    keep = y.isin(vc[vc >= 30].index)
    X = s.loc[keep, ["ra", "dec", "mag", "pmra", "pmdec", "ci"]].astype(float)
    return X, y[keep]


_SDECL = [Numeric("ra", 0, 360), Numeric("dec", -90, 90)]


def hyg_spectral_class():
    X, y = _stars(6.0)
    return _finish("hyg_spectral_class", X, y, declared=_SDECL, source=_SRC_S,
                   what="A naked-eye star's (mag <= 6) spectral letter and luminosity group "
                        "(giant I-III / dwarf IV-V) from position, magnitude, proper motion and "
                        "B-V colour; classes under 30 stars dropped.  Dropped: spect, proper")


def hyg_spectral_class_mag65():
    X, y = _stars(6.5)
    return _finish("hyg_spectral_class_mag65", X, y, declared=_SDECL, source=_SRC_S,
                   what="As hyg_spectral_class with mag <= 6.5")


def motor_groups():
    """The motor of each row of tc_motor_type, for repeat_probe.py."""
    return _motors()[2].tolist()


LOADERS = {f.__name__: f for f in [tc_motor_type, hyg_spectral_class, tc_motor_type2,
                                   hyg_spectral_class_mag65]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
