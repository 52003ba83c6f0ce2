"""Seventy-fifth batch of unseen tables for judging dpforest's default: weather (hourly surface
observations of two US weather stations, as NREL's Typical Meteorological Year files hold them),
from one PyPI package whose wheel ships the data (no earlier batch used these files):

- pvlib 0.16.1 ("A set of functions and classes for simulating the performance of photovoltaic
  energy systems"; `pip download --no-deps pvlib==0.16.1`, a pure-Python wheel; BSD-3-Clause for
  the code; the weather files are NREL's public Typical Meteorological Year data sets, TMY3
  (National Solar Radiation Data Base 1991-2005 update) and TMY2 (NSRDB 1961-1990), shipped as
  pvlib's example and test inputs): its wheel ships under pvlib/data/
  - 723170TYA.CSV: the TMY3 year of Greensboro Piedmont Triad International Airport, North
    Carolina (USAF 723170; 36.10 N, 79.95 W, 273 m), 8,760 hourly rows, each month taken whole
    from one year of 1980-2003; 71 columns: date and hour, modelled solar radiation and
    illuminance, and the observed total and opaque sky cover (tenths), dry-bulb and dew-point
    temperature, relative humidity, station pressure, wind direction and speed, visibility,
    ceiling height, and modelled precipitable water, aerosol depth and albedo, each with a
    source flag and an uncertainty code;
  - 12839.tm2: the TMY2 year of Miami International Airport, Florida (WBAN 12839; 25.80 N,
    80.27 W, 2 m), 8,760 hourly fixed-width records, each month taken whole from one year of
    1961-1990; the same fields and a ten-digit present-weather code (thunderstorm, rain,
    drizzle, snow, ..., fog, haze), with source and uncertainty flags;
  - 703165TY.csv (Sand Point, Alaska: its sky cover is estimated on 69 % of hours; not used),
    the CEC / Sandia module and inverter libraries (batch 4 used the modules), spectra and
    turbidity grids (not used).

Candidates (README: the pre-check's order):
- tmy3_greensboro_sky_cover -- how much of the sky is covered at an observed hour at
  Greensboro -- clear (0 tenths), few (1-2), scattered (3-5), broken (6-9), overcast (10) --
  from the month, hour, dry-bulb and dew-point temperature, relative humidity, station pressure,
  wind direction and speed and visibility: the 6,624 hours whose sky cover was observed
  (source flag A; the 348 interpolated hours, flag B, and the 1,788 modelled or filled hours,
  flag E, dropped), 5 classes.
- tmy2_miami_day_weather -- what weather a day at Miami had -- a thunderstorm (any hour with
  the first present-weather element set), rain or drizzle without thunder, or neither -- from
  the month and the day's summaries of the hourly observations: dry-bulb minimum, maximum and
  mean, dew-point mean, relative humidity mean and maximum, pressure mean and range, wind-speed
  mean and maximum, the mean wind vector's two components, total and opaque sky cover mean,
  visibility minimum and mean: the 365 days of the TMY2 year, 3 classes.
  No record is shared: the first uses Greensboro's file, the second Miami's.
Dropped: the date's year (a TMY month is one year's month, so the year names the month's
source, not the weather), the solar radiation and illuminance columns (modelled from the sky
cover by NREL's METSTAT model: they would restate the first label), the opaque sky cover and
ceiling height (the cloud observation itself), the modelled precipitable water, aerosol depth
and albedo, the precipitation columns (TMY3: empty at Greensboro), snow depth and days since
snowfall, every source and uncertainty flag, and in the second table the present-weather code
itself (the label is read from it).  Derived, stated in the README: the sky-cover classes
(tenths binned at the usual reporting steps), the day's weather class, the daily summaries.
Reserves, each kept only if the table it stands for fails: tmy2_miami_sky_cover (Miami's hourly
sky cover, its 7,768 observed hours (flag A), the same classes and columns; for the first; it
shares its hours with the second table's days) and tmy3_greensboro_day_sky (Greensboro's day by
its mean sky cover -- clear under 2 tenths, partly cloudy 2-5, mostly cloudy 5-8, overcast 8 or
more -- from the same daily summaries, without the sky cover; for the second; it shares its hours
with the first table).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read here as text (the TMY2 record layout is NREL's, as pvlib's reader spells it).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen75")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "pvlib" / "pvlib" / "data"
_SRC3 = "pvlib 0.16.1 pvlib/data/723170TYA.CSV (NREL TMY3, Greensboro NC)"
_SRC2 = "pvlib 0.16.1 pvlib/data/12839.tm2 (NREL TMY2, Miami FL)"

# TMY2's fixed-width record (NREL's TMY2 manual; the widths as pvlib's read_tmy2 spells them)
_TM2_WIDTHS = [2, 2, 2, 2, 4, 4, 4, 1, 1, 4, 1, 1, 4, 1, 1, 4, 1, 1, 4, 1, 1, 4, 1, 1, 4, 1, 1,
               2, 1, 1, 2, 1, 1, 4, 1, 1, 4, 1, 1, 3, 1, 1, 4, 1, 1, 3, 1, 1, 3, 1, 1, 4, 1, 1,
               5, 1, 1, 10, 3, 1, 1, 3, 1, 1, 3, 1, 1, 2, 1, 1]
_TM2_COLS = ("year month day hour ETR ETRN GHI GHIs GHIu DNI DNIs DNIu DHI DHIs DHIu GHil GHils "
             "GHilu DNil DNils DNilu DHil DHils DHilu Zlum Zlums Zlumu TotCld TotCldSource "
             "TotCldu OpqCld OpqClds OpqCldu DryBulb DryBulbs DryBulbu DewPoint DewPoints "
             "DewPointu RHum RHums RHumu Pressure Pressures Pressureu Wdir Wdirs Wdiru Wspd "
             "Wspds Wspdu Hvis HvisSource Hvisu CeilHgt CeilHgts CeilHgtu PresentWeather Pwat "
             "Pwats Pwatu AOD AODs AODu SnowDepth SnowDepths SnowDepthu LastSnow LastSnows "
             "LastSnowu").split()


@lru_cache(maxsize=None)
def _greensboro():
    d = pd.read_csv(_DATA / "723170TYA.CSV", skiprows=1)
    h = pd.DataFrame({
        "month": d["Date (MM/DD/YYYY)"].str[:2].astype(int),
        "day": d["Date (MM/DD/YYYY)"].str[3:5].astype(int),
        "hour": d["Time (HH:MM)"].str[:2].astype(int),
        "sky_cover": d["TotCld (tenths)"].astype(float),
        "opaque_cover": d["OpqCld (tenths)"].astype(float),
        "sky_source": d["TotCld source"],
        "dry_bulb": d["Dry-bulb (C)"].astype(float),
        "dew_point": d["Dew-point (C)"].astype(float),
        "rel_humidity": d["RHum (%)"].astype(float),
        "pressure": d["Pressure (mbar)"].astype(float),
        "wind_dir": d["Wdir (degrees)"].astype(float),
        "wind_speed": d["Wspd (m/s)"].astype(float),
        "visibility_km": d["Hvis (m)"].astype(float) / 1000,
    })
    return h


@lru_cache(maxsize=None)
def _miami():
    rows = []
    for line in (_DATA / "12839.tm2").read_text().splitlines()[1:]:
        s, pos, r = line[1:], 0, []
        for w in _TM2_WIDTHS:
            r.append(s[pos:pos + w])
            pos += w
        rows.append(r)
    d = pd.DataFrame(rows, columns=_TM2_COLS)
    h = pd.DataFrame({
        "month": d["month"].astype(int), "day": d["day"].astype(int),
        "hour": d["hour"].astype(int),
        "sky_cover": d["TotCld"].astype(float), "opaque_cover": d["OpqCld"].astype(float),
        "sky_source": d["TotCldSource"],
        "dry_bulb": d["DryBulb"].astype(float) / 10, "dew_point": d["DewPoint"].astype(float) / 10,
        "rel_humidity": d["RHum"].astype(float), "pressure": d["Pressure"].astype(float),
        "wind_dir": d["Wdir"].astype(float), "wind_speed": d["Wspd"].astype(float) / 10,
        "visibility_km": d["Hvis"].astype(float) / 10,
        "present_weather": d["PresentWeather"],
    })
    # TMY2 writes unlimited visibility as 7777 (tenths of km): the observers' 'unlimited'
    h.loc[h["visibility_km"] > 700, "visibility_km"] = np.nan
    return h


_HOURLY = ["month", "hour", "dry_bulb", "dew_point", "rel_humidity", "pressure", "wind_dir",
           "wind_speed", "visibility_km"]


def _sky_class(tenths):
    return pd.cut(tenths, [-1, 0, 2, 5, 9, 10],
                  labels=["clear", "few", "scattered", "broken", "overcast"]).astype(str)


def _hourly_sky(h, name, src, where):
    h = h[h["sky_source"] == "A"].reset_index(drop=True)
    y = _sky_class(h["sky_cover"])
    X = h[_HOURLY].copy()
    what = (f"How much of the sky is covered at an observed hour at {where} (clear 0 tenths, "
            "few 1-2, scattered 3-5, broken 6-9, overcast 10) from the month, hour, dry-bulb "
            "and dew-point temperature, relative humidity, station pressure, wind direction and "
            "speed and visibility; only hours whose sky cover was observed (source flag A).  "
            "Dropped: the year, the modelled solar radiation and illuminance, the opaque sky "
            "cover and ceiling height, modelled water vapour, aerosol and albedo, all flags")
    return _finish(name, X, y, what=what, source=src)


def tmy3_greensboro_sky_cover():
    return _hourly_sky(_greensboro(), "tmy3_greensboro_sky_cover", _SRC3,
                       "Greensboro, North Carolina (TMY3)")


def tmy2_miami_sky_cover():
    return _hourly_sky(_miami(), "tmy2_miami_sky_cover", _SRC2, "Miami, Florida (TMY2)")


def _daily(h):
    rad = np.deg2rad(h["wind_dir"])
    h = h.assign(wind_u=h["wind_speed"] * np.sin(rad), wind_v=h["wind_speed"] * np.cos(rad))
    g = h.groupby(["month", "day"], sort=True)
    X = pd.DataFrame({
        "month": g["month"].first(),
        "temp_min": g["dry_bulb"].min(), "temp_max": g["dry_bulb"].max(),
        "temp_mean": g["dry_bulb"].mean(), "dew_point_mean": g["dew_point"].mean(),
        "rh_mean": g["rel_humidity"].mean(), "rh_max": g["rel_humidity"].max(),
        "pressure_mean": g["pressure"].mean(),
        "pressure_range": g["pressure"].max() - g["pressure"].min(),
        "wind_mean": g["wind_speed"].mean(), "wind_max": g["wind_speed"].max(),
        "wind_u_mean": g["wind_u"].mean(), "wind_v_mean": g["wind_v"].mean(),
    })
    return g, X


def tmy2_miami_day_weather():
    h = _miami()
    pw = h["present_weather"]
    h = h.assign(thunder=pw.str[1] != "9",
                 rain=(pw.str[2] != "9") | (pw.str[3] != "9"))
    g, X = _daily(h)
    X["sky_cover_mean"] = g["sky_cover"].mean()
    X["opaque_cover_mean"] = g["opaque_cover"].mean()
    X["visibility_min"] = g["visibility_km"].min()
    X["visibility_mean"] = g["visibility_km"].mean()
    thunder, rain = g["thunder"].any(), g["rain"].any()
    y = pd.Series(np.where(thunder, "thunderstorm", np.where(rain, "rain", "dry")),
                  index=X.index)
    what = ("What weather a day at Miami had (TMY2): a thunderstorm at any hour, rain or "
            "drizzle without thunder, or neither, from the month and the day's summaries of "
            "the hourly observations (temperature min / max / mean, dew point, humidity mean "
            "and max, pressure mean and range, wind speed mean and max, mean wind vector, total "
            "and opaque sky cover mean, visibility min and mean; unlimited visibility missing).  "
            "Dropped: the present-weather code (the label), the year, the modelled radiation, "
            "water vapour and aerosol, the ceiling height, all flags")
    return _finish("tmy2_miami_day_weather", X.reset_index(drop=True),
                   y.reset_index(drop=True), what=what, source=_SRC2)


def tmy3_greensboro_day_sky():
    h = _greensboro()
    g, X = _daily(h)
    X["visibility_min"] = g["visibility_km"].min()
    X["visibility_mean"] = g["visibility_km"].mean()
    m = g["sky_cover"].mean()
    y = pd.cut(m, [-1, 2, 5, 8, 10.5], right=False,
               labels=["clear", "partly cloudy", "mostly cloudy", "overcast"]).astype(str)
    what = ("A day at Greensboro (TMY3) by its mean sky cover (clear under 2 tenths, partly "
            "cloudy 2-5, mostly cloudy 5-8, overcast 8 or more) from the month and the day's "
            "summaries of temperature, dew point, humidity, pressure, wind and visibility.  "
            "Dropped: the sky cover, opaque cover and ceiling, the modelled radiation, flags")
    return _finish("tmy3_greensboro_day_sky", X.reset_index(drop=True),
                   y.reset_index(drop=True), what=what, source=_SRC3)


LOADERS = {f.__name__: f for f in [tmy3_greensboro_sky_cover, tmy2_miami_day_weather,
                                   tmy2_miami_sky_cover, tmy3_greensboro_day_sky]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
