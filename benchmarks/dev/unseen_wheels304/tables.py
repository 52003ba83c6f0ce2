"""Batch 304's tables, from one Debian package (`apt-get download` of the pinned version, md5
checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed or run).
- libncarg-data 6.6.2.dfsg.1-1 (source package ncl: NCAR Command Language / NCAR Graphics example
  data, Debian bookworm): usr/share/ncarg/data/cdf/950318_sao.cdf, a netCDF-3 file ("Surface
  converted data", "Surface converted file from WXP decoders", filetime 18 MAR 95) of hourly
  surface-airways (SAO) and METAR reports: 2,196 report slots (1,624 station ids) x 24 hours,
  1995-03-17 23:45 to 1995-03-18 22:45 UTC; per report temperature, dew point, pressures, wind,
  visibility, present weather (WMO table 4677), cloud layers.  Read with scipy.io.netcdf_file.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen304/CHOICE):
- ncl_sao_wx9 -- one row per (report slot, hour) with a present-weather code 1..99: its WMO 4677
  decade (9 classes) from the report's other measurements.
Reserve, used only if the table fails the pre-check:
- ncl_sao_cover -- station-hours whose first cloud-cover code is a digit: that code.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen304"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SAO = BASE / "ex/usr/share/ncarg/data/cdf/950318_sao.cdf"
SRC = ("libncarg-data 6.6.2.dfsg.1-1 (Debian, source ncl), data/cdf/950318_sao.cdf (hourly "
       "SAO/METAR surface reports, 18 March 1995, WXP decoders)")
# plausibility limits fixed in CHOICE before any fit; outside them (or -9999 fill) -> missing
LIMITS = {"T": (-60, 50), "TD": (-70, 40), "PSL": (900, 1090), "ALTIM": (900, 1090),
          "SPD": (0, 75), "GUST": (0, 100), "DIR": (0, 360), "VIS": (0, 200),
          "ZCL1": (0, 15000)}
DECADE = {0: "0x_haze_smoke", 1: "1x_mist_lightning", 3: "3x_blowing_snow", 4: "4x_fog",
          5: "5x_drizzle", 6: "6x_rain", 7: "7x_snow", 8: "8x_showers", 9: "9x_thunder"}
WHAT = ("  Columns: T, TD, PSL, ALTIM, SPD, GUST, DIR, VIS, ZCL1 (first cloud base), hour "
        "(numeric; values outside plausibility limits set missing; bounds by convention: "
        "full-data range treated as public)%s.  Not used: id, region, lat, lon, elev (locate "
        "the station), cloudtype, layers 2-4, remarks.")


def _reports():
    from scipy.io import netcdf_file
    f = netcdf_file(str(SAO), "r", mmap=False)
    v = f.variables
    n, h = v["T"].shape
    assert (n, h) == (2196, 24), (n, h)
    d = pd.DataFrame({"slot": np.repeat(np.arange(n), h), "hour": np.tile(np.arange(h), n)})
    for k in ["T", "TD", "PSL", "ALTIM", "SPD", "GUST", "DIR", "VIS"]:
        d[k] = np.asarray(v[k][:], dtype=float).ravel()
    d["ZCL1"] = np.asarray(v["ZCL"][:, :, 0], dtype=float).ravel()
    d["CC1"] = [c.decode("ascii", "replace") for c in np.asarray(v["CC"][:, :, 0]).ravel()]
    d["WX1"] = np.asarray(v["WX"][:, :, 0]).astype(int).ravel()
    f.close()
    for k, (lo, hi) in LIMITS.items():
        d.loc[(d[k] < lo) | (d[k] > hi), k] = np.nan
    d["CC1"] = d["CC1"].where(d["CC1"] != "", None)
    d["hour"] = d["hour"].astype(float)
    return d


NUM = ["T", "TD", "PSL", "ALTIM", "SPD", "GUST", "DIR", "VIS"]


def ncl_sao_wx9():
    d = _reports()
    d = d[(d["WX1"] >= 1) & (d["WX1"] <= 99)]
    y = (d["WX1"] // 10).map(DECADE)
    X = d[NUM + ["ZCL1", "hour", "CC1"]]
    return _finish("ncl_sao_wx9", X, y, source=SRC,
                   what="Present-weather group (WMO 4677 decade) of an hourly report with "
                        "weather." + WHAT % "; CC1 (first layer's cloud-cover code, categorical)")


def ncl_sao_cover():
    d = _reports()
    d = d[d["CC1"].isin(list("0123456789")) & (d["WX1"] >= 0)]
    y = d["CC1"]
    wx = (d["WX1"] // 10).map(DECADE).where(d["WX1"] > 0, "none")
    X = d[NUM + ["hour"]].assign(wx=wx.values)
    return _finish("ncl_sao_cover", X, y, source=SRC,
                   what="First cloud layer's cover code of an hourly report." +
                        WHAT % "; wx (WMO 4677 decade or none, categorical)")


LOADERS = {f.__name__: f for f in [ncl_sao_wx9, ncl_sao_cover]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
