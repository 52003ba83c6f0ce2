"""Batch 203's tables, from the data folder of Debian bookworm's `ggobi` 2.1.11-2+b2 (fetched with
`apt-get download ggobi=2.1.11-2+b2` and extracted with `dpkg-deb -x` under UNSEEN_DIR/ex:
nothing is installed).  Each data set is shipped as a CSV and as GGobi XML; the XML carries its
<description>, quoted here:
- usr/share/ggobi/data/Shipman.csv: "This data was taken from the web site
  http://www.the-shipman-inquiry.org.uk, which describes an investigation into the convicted
  murderer Dr. Harold Shipman. ... The records are ordered by time.  A number of cases (a few
  hundred?) were excluded from consideration: patients of Shipman's who had remained alive and
  well for some time after his last visit, ... So these are all cases where Shipman could not be
  quickly excluded from consideration. ... This material is protected by Crown copyright."
  508 deaths, 1974-1998.
- usr/share/ggobi/data/tao.csv: "This is a subset of data taken from the NOAA web site
  http://www.pmel.noaa.gov/tao/. The data is generated from recording instruments on a grid of
  buoys laid out over the Pacific Ocean.  The grid was setup to monitor El Nino and La Nina
  events. This subset contains measurements from 5 locations (0deg/110W, 2S/110W, 0deg/95W,
  2S/95W,5S/95W) and two time points Nov-Jan 1993 (normal), 1997 (El Nino). There are missing
  values in this data set."  736 daily records (92 a site and year; 5S/95W has 1997 only).
- (usr/share/ggobi/data/roos.csv, Andrews & Herzberg's kangaroo skulls, was chosen first and
  withdrawn before any scoring: 3 of its 151 rows are the "historical skulls" of unknown species,
  and 148 rows remain.)

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen203/CHOICE):
- ggobi_shipman_cause5 -- the Inquiry's decision (`cause`: natural death, unlawful killing,
  suspicion of unlawful killing, insufficient evidence for decision, conviction) from age, year,
  month (1-12, declared) and place of death (categorical, levels as in the data).  Dropped: the
  row name, id (time order), julian.date (the date again).
- ggobi_tao_site5 -- the buoy site (0/110W, 2S/110W, 0/95W, 2S/95W, 5S/95W) from year
  (categorical 1993 / 1997) and sea surface temperature, air temperature, humidity, zonal and
  meridional wind (ranges by convention, missing kept missing).  Dropped: the row name,
  Latitude, Longitude (they are the class).
Reserves, each used only if the table it stands for fails the pre-check:
- ggobi_shipman_killed2 -- unlawful killing, conviction or suspicion of unlawful killing against
  natural death or insufficient evidence; same columns.
- ggobi_tao_year2 -- 1993 (normal) or 1997 (El Nino) from the site (categorical) and the five
  measurements.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen203")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]

GGOBI = BASE / "usr/share/ggobi/data"

SH_SRC = ("Debian ggobi 2.1.11-2+b2, data/Shipman.csv (deaths among Dr Harold Shipman's patients "
          "from the Shipman Inquiry's web site; 508 deaths, 1974-1998; Crown copyright)")
TAO_SRC = ("Debian ggobi 2.1.11-2+b2, data/tao.csv (NOAA PMEL TAO buoy array, 5 equatorial Pacific "
           "sites, daily, Nov-Jan 1993 and 1997; 736 records)")

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _shipman():
    d = pd.read_csv(GGOBI / "Shipman.csv")
    assert len(d) == 508, len(d)
    month = d["month"].str.strip().map({m: i + 1 for i, m in enumerate(MONTHS)})
    assert month.notna().all()
    X = pd.DataFrame({"age": d["age"].astype(float), "year": d["year"].astype(float),
                      "month": month.astype(float), "place": d["place"].str.strip()})
    return X, d["cause"].str.strip()


SH_WHAT = ("  Columns: age, year (ranges by convention), month (declared 1-12), place "
           "(categorical, the data's 10 levels).  Dropped: row name, id, julian.date.")


def ggobi_shipman_cause5():
    X, cause = _shipman()
    y = cause.map({"Natural death": "natural", "Unlawful killing": "unlawful",
                   "Suspicion of Unlawful killing": "suspicion",
                   "Insufficient evidence for decision": "insufficient",
                   "Conviction": "conviction"})
    assert y.notna().all()
    return _finish("ggobi_shipman_cause5", X, y, declared=[Numeric("month", 1, 12)],
                   source=SH_SRC, what="The Inquiry's decision on each death (5 classes)."
                   + SH_WHAT)


def ggobi_shipman_killed2():
    X, cause = _shipman()
    y = cause.map(lambda c: "killed" if c in ("Unlawful killing", "Conviction",
                                              "Suspicion of Unlawful killing") else "not")
    return _finish("ggobi_shipman_killed2", X, y, declared=[Numeric("month", 1, 12)],
                   source=SH_SRC, what="Unlawful killing, conviction or suspicion against "
                   "natural death or insufficient evidence." + SH_WHAT)


TAO_MEAS = {"Sea.Surface.Temp": "sst", "Air.Temp": "air_temp", "Humidity": "humidity",
            "UWind": "uwind", "VWind": "vwind"}


def _tao():
    d = pd.read_csv(GGOBI / "tao.csv")
    assert len(d) == 736, len(d)
    X = d[list(TAO_MEAS)].rename(columns=TAO_MEAS).astype(float) + 0.0
    site = (d["Latitude"].astype(int).map(lambda v: f"{-v}S" if v < 0 else "0") + "_"
            + d["Longitude"].astype(int).map(lambda v: f"{-v}W"))
    return d, X, site


TAO_WHAT = ("  Measurements: sea surface temperature, air temperature, humidity, zonal and "
            "meridional wind (ranges by convention, missing kept missing).  Dropped: row name, "
            "Latitude, Longitude.")


def ggobi_tao_site5():
    d, X, site = _tao()
    X.insert(0, "year", d["Year"].astype(int).astype(str))
    return _finish("ggobi_tao_site5", X, site, declared=[Categorical("year", ("1993", "1997"))],
                   source=TAO_SRC, what="The buoy site (5 classes) from the year (categorical) "
                   "and five measurements." + TAO_WHAT)


def ggobi_tao_year2():
    d, X, site = _tao()
    X.insert(0, "site", site)
    return _finish("ggobi_tao_year2", X, d["Year"].astype(int).astype(str),
                   declared=[Categorical("site", tuple(sorted(site.unique())))],
                   source=TAO_SRC, what="1993 (normal) or 1997 (El Nino) from the site "
                   "(categorical) and five measurements." + TAO_WHAT)


LOADERS = {f.__name__: f for f in [ggobi_shipman_cause5, ggobi_tao_site5,
                                   ggobi_shipman_killed2, ggobi_tao_year2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
