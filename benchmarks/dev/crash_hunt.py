"""Randomised crash hunt over dpforest's estimators (development tool, not a benchmark).

Generates many small random tables and public schemas (numeric columns with tiny / huge /
negative / straddling / near-equal bounds, whole-number columns, missing values, categorical
columns with 1-500 declared levels, boolean columns, 1-200 columns, 0-5000 rows, 2-40 classes of
int / str / bool / float labels, pandas or numpy input), fits every estimator dpforest exports with
a fixed ``random_state`` and random documented parameters, and checks:

* ``fit`` succeeds (any exception on data valid under the schema is a failure: the README
  promises that valid data are never refused), within a time limit;
* ``classes_`` is the declared class set in sorted order;
* ``ledger_.epsilon`` equals the ε given (``math.isclose``);
* ``predict`` / ``predict_proba`` / ``apply`` have the right shapes, probabilities are finite,
  non-negative, rows sum to 1, ``predict`` is the argmax of ``predict_proba``;
* a pickle and a ``dpforest.io`` save/load round trip give identical probabilities;
* warnings other than ``ConstantModelWarning`` are recorded (as a separate kind).

Every configuration is a JSON-able dict from which the data are regenerated, so a failure can be
replayed::

    python benchmarks/dev/crash_hunt.py                       # the hunt (time-budgeted)
    python benchmarks/dev/crash_hunt.py --budget 60 --seed 3  # a shorter / other hunt
    python benchmarks/dev/crash_hunt.py --replay '<config json>'   # one config, full traceback

The summary lists, per distinct failure (stage, exception type, message first line with digits
masked, innermost dpforest frame), its count and the smallest configuration that showed it.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import math
import os
import pickle
import re
import resource
import signal
import sys
import tempfile
import time
import traceback
import warnings
from collections import defaultdict

import numpy as np
import pandas as pd

import dpforest
from dpforest import Categorical, CategoriesFromDtypeWarning, Numeric, Ordinal, Schema
from dpforest.forests.base import ConstantModelWarning

ESTIMATORS = [n for n in dpforest.__all__ if n.endswith("Classifier")]
FIT_TIMEOUT = 90          # seconds per configuration (SIGALRM: interrupts Python code)
SLOW_FIT = float(os.environ.get("DPFOREST_HUNT_SLOW", 20.0))   # a slower fit is reported as "slow"

# ----------------------------------------------------------------------------- configurations
ROWS = [0, 1, 2, 5, 30, 300, 5000]
ROW_W = [1, 2, 2, 3, 4, 4, 1.5]
CLASSES = [1, 2, 3, 10, 40]            # 1: two declared, one present
CLASS_W = [1.5, 4, 2, 1.5, 0.7]
LABEL_TYPES = ["int", "str", "bool", "float", "npint"]
NUM_BOUNDS = {                         # (lo, hi)
    "unit": (0.0, 1.0),
    "tiny": (0.0, 1e-9),
    "huge": (-1e12, 1e12),
    "hugepos": (0.0, 1e12),
    "negative": (-1000.0, -5.0),
    "straddle": (-3.0, 7.0),
    "equalish": (5.0, 5.0 + 1e-9),
    "equalish_big": (1e6, 1e6 + 1e-6),
    "count": (0, 10),
    "int_neg": (-50, -1),
    "wide_small_data": (0.0, 1e8),
    "near_float_max": (-1e300, 1e300),
    "ulp": (1.0, float(np.nextafter(1.0, 2.0))),          # no float strictly inside
    "ulp_ts": (1.7e18, float(np.nextafter(1.7e18, 2e18))),  # a ns timestamp, 256 apart
    "subnormal": (0.0, 5e-324),
    "two_ulp": (1.0, float(np.nextafter(np.nextafter(1.0, 2.0), 2.0))),
}
RARE_BOUNDS = ("ulp", "ulp_ts", "subnormal", "two_ulp", "near_float_max")
CAT_LEVELS = [1, 2, 3, 50, 500]
CAT_LEVEL_W = [1, 3, 2, 1.5, 0.5]


def _choice(rng, items, w=None):
    if w is None:
        return items[int(rng.integers(len(items)))]
    p = np.asarray(w, float) / np.sum(w)
    return items[int(rng.choice(len(items), p=p))]


def random_feature(rng, j: int) -> dict:
    kind = _choice(rng, ["num", "cat", "bool"], [6, 3, 1])
    miss = bool(rng.random() < 0.25)
    spec = {"name": f"f{j}", "kind": kind, "missing": miss,
            "miss_frac": float(_choice(rng, [0.0, 0.1, 0.5, 1.0], [1, 3, 1, 0.5])) if miss else 0.0}
    if kind == "num":
        names = list(NUM_BOUNDS)
        b = _choice(rng, names, [0.25 if n in RARE_BOUNDS else 1.0 for n in names])
        spec["bounds"] = b
        spec["integer"] = bool(rng.random() < (0.7 if b in ("count", "int_neg") else 0.2))
        spec["dist"] = _choice(rng, ["uniform", "edges", "point", "lowcorner", "ints"], [4, 1, 1, 1.5, 1])
        spec["n_bins"] = _choice(rng, [None, 2, 3, 7, 32, 200], [6, 1, 1, 1, 1, 0.5])
        spec["cuts"] = bool(rng.random() < 0.1)
        spec["clip_outside"] = bool(rng.random() < 0.1)   # data outside bounds (schema clips)
    elif kind == "cat":
        k = _choice(rng, CAT_LEVELS, CAT_LEVEL_W)
        spec["levels"] = k
        spec["used"] = int(rng.integers(1, k + 1)) if rng.random() < 0.5 else k
        spec["cat_type"] = _choice(rng, ["str", "int", "float", "mixed", "bool"] if k <= 2
                                   else ["str", "int", "float", "mixed"])
        spec["dtype"] = _choice(rng, ["object", "category"])
        # declared ordinal (its levels split by their order; an ordered pandas dtype)
        spec["ordinal"] = bool(k >= 2 and rng.random() < 0.3)
    else:
        spec["dtype"] = _choice(rng, ["bool", "boolean", "object"])
    return spec


def random_config(rng, idx: int) -> dict:
    est = _choice(rng, ESTIMATORS, [6 if n == "DPForestClassifier" else 1 for n in ESTIMATORS])
    n_rows = _choice(rng, ROWS, ROW_W)
    n_feat = _choice(rng, [1, 2, 3, 5, 8, 20, 200], [3, 3, 3, 3, 2, 1, 0.5])
    if n_feat == 200 and n_rows > 300:
        n_rows = 300
    feats = [random_feature(rng, j) for j in range(n_feat)]
    if n_feat > 20:                      # keep wide tables cheap: no 500-level columns
        for f in feats:
            if f["kind"] == "cat" and f["levels"] > 50:
                f["levels"], f["used"] = 50, min(f["used"], 50)
    nc = _choice(rng, CLASSES, CLASS_W)
    ltype = _choice(rng, LABEL_TYPES)
    if ltype == "bool" and nc > 2:
        ltype = "int"
    cfg = {
        "idx": idx, "estimator": est, "n_rows": n_rows, "features": feats,
        "n_classes": nc, "label_type": ltype,
        "class_order": _choice(rng, ["sorted", "reversed", "shuffled"]),
        "label_container": _choice(rng, ["list", "ndarray", "series"]),
        "signal": bool(rng.random() < 0.6),
        "input": _choice(rng, ["pandas", "numpy"], [3, 1]),
        "int_colnames": bool(rng.random() < 0.1),
        "schema_via": _choice(rng, ["from_dataframe", "direct"]),
        "out_of_bounds": "clip" if any(f.get("clip_outside") for f in feats) else
        _choice(rng, ["error", "clip"], [4, 1]),
        "schema_n_bins": _choice(rng, [32, 2, 8, 100], [5, 1, 1, 1]),
        "epsilon": float(10 ** rng.uniform(-4, 4)) if rng.random() < 0.8 else
        float(_choice(rng, [1e-6, 1e-4, 1e-3, 0.1, 1.0, 10.0, 1e4, 1e6], [0.3, 1, 1, 1, 1, 1, 1, 0.3])),
        "corrupt": _choice(rng, [None] + CORRUPTIONS, [12] + [1] * len(CORRUPTIONS)),
        "data_seed": int(rng.integers(2 ** 31)),
        "params": random_params(rng, est, n_rows),
    }
    return cfg


def random_params(rng, est: str, n_rows: int) -> dict:
    p: dict = {"random_state": int(rng.integers(1000)), "progress": False}
    if rng.random() < 0.1:
        p["n_jobs"] = 2
    if est == "DPForestClassifier":
        p["leaf_release"] = _choice(rng, ["auto", "counts", "label"])
        p["categorical_split"] = _choice(rng, ["auto", "binary", "multiway", "mixed"])
        p["regime"] = _choice(rng, ["greedy", "random", "auto"], [3, 1, 1])
        p["numeric_grid"] = _choice(rng, ["adaptive", "multiscale", "uniform"])
        p["criterion"] = _choice(rng, ["gini-topm", "gini-max", "gini", "max"])
        p["n_estimators"] = _choice(rng, ["auto", 1, 2, 5], [4, 1, 1, 1])
        p["max_depth"] = _choice(rng, ["auto", 0, 1, 2, 4, 7], [5, 1, 1, 1, 1, 0.5])
        if rng.random() < 0.25:
            p["n_samples"] = _choice(rng, [max(n_rows, 1), 1, 10 ** 6])
        if rng.random() < 0.15:
            p["leaf_share"] = float(_choice(rng, [1e-4, 0.05, 0.3, 0.9, 0.9999]))
        if rng.random() < 0.1:
            p["cut_resolution"] = int(_choice(rng, [1, 7, 1000]))
        if rng.random() < 0.1:
            p["growth_ratio"] = float(_choice(rng, [1e-3, 0.5, 1.0, 3.0, 1e3]))
        if rng.random() < 0.1:
            p["size_share"] = float(_choice(rng, [1e-3, 0.5, 0.9, 0.95, 0.97]))
    elif est == "DPBoostingClassifier":
        p["n_estimators"] = _choice(rng, ["auto", 1, 3, 10])
        p["max_depth"] = _choice(rng, [1, 2])
        p["n_bins"] = _choice(rng, [2, 8, 32])
    elif est == "SNRForestClassifier":
        p["max_estimators"] = int(_choice(rng, [1, 3, 20]))
        p["n_bins"] = int(_choice(rng, [2, 8, 16]))
        if rng.random() < 0.3:
            p["n_samples"] = max(n_rows, 1)
    elif est == "PrivateRDTClassifier":
        p["n_estimators"] = int(_choice(rng, [1, 3, 10]))
        p["max_depth"] = _choice(rng, [None, 1, 3, 6])
        p["n_bins"] = int(_choice(rng, [2, 8]))
    elif est == "CRFsDPClassifier":
        p["n_estimators"] = int(_choice(rng, [1, 3, 8]))
        p["max_depth"] = int(_choice(rng, [1, 2, 4]))
    else:   # DiffPRFs, RFDPOOB, DPRF, OOBBudget
        p["n_estimators"] = int(_choice(rng, [1, 2, 5, 10] if est != "OOBBudgetForestClassifier"
                                        else [2, 5, 8]))
        p["max_depth"] = int(_choice(rng, [0, 1, 3, 5]) if est in ("DiffPRFsClassifier", "DPRFClassifier")
                             else _choice(rng, [1, 3, 5]))
        p["categorical_split"] = _choice(rng, ["binary", "multiway"])
    return p


# ----------------------------------------------------------------------------- data generation
def class_values(cfg) -> list:
    nc = max(cfg["n_classes"], 2)
    t = cfg["label_type"]
    if t == "int":
        vals = list(range(nc))
    elif t == "npint":
        vals = [np.int64(3 * i - 5) for i in range(nc)]
    elif t == "str":
        vals = [f"cls_{i}" for i in range(nc)]
    elif t == "bool":
        vals = [False, True]
    else:
        vals = [0.5 + 1.25 * i for i in range(nc)]
    order = cfg["class_order"]
    if order == "reversed":
        vals = vals[::-1]
    elif order == "shuffled":
        r = np.random.default_rng(cfg["data_seed"] + 7)
        vals = [vals[i] for i in r.permutation(len(vals))]
    return vals


def category_values(spec) -> list:
    k, t = spec["levels"], spec["cat_type"]
    if t == "str":
        return [f"L{i}" for i in range(k)]
    if t == "int":
        return [10 * i - 7 for i in range(k)]
    if t == "float":
        return [0.25 * i - 1.0 for i in range(k)]
    if t == "bool":
        return [True, False][:k]
    return [f"L{i}" if i % 2 else i for i in range(k)]        # mixed str / int


def numeric_bounds(spec):
    lo, hi = NUM_BOUNDS[spec["bounds"]]
    return lo, hi


def gen_numeric(spec, n, r, out_of_bounds):
    lo, hi = numeric_bounds(spec)
    dist = spec["dist"]
    if dist == "uniform":
        v = lo + (r.random(n) * (hi / 2 - lo / 2)) * 2 if abs(hi) > 1e299 else r.uniform(lo, hi, n)
    elif dist == "edges":
        v = np.where(r.random(n) < 0.5, lo, hi).astype(float)
    elif dist == "point":
        v = np.full(n, lo + (hi - lo) / 3 if math.isfinite(hi - lo) else 0.0)
    elif dist == "lowcorner":         # records far below the declared range's scale
        v = np.clip(lo + np.abs(r.normal(0, 1, n)) * min(1.0, (hi / 2 - lo / 2) * 1e-6), lo, hi)
    else:                             # whole numbers inside the bounds
        a, b = math.ceil(lo), math.floor(hi)
        v = r.integers(a, b + 1, n).astype(float) if a <= b and abs(a) < 2 ** 62 and abs(b) < 2 ** 62 \
            else np.full(n, lo)
    if spec.get("integer") and dist != "ints":
        with np.errstate(invalid="ignore"):
            w = np.round(v)
        ok = (w >= lo) & (w <= hi)
        v = np.where(ok, w, v)            # non-whole values are allowed (binned, not refused)
    if spec.get("clip_outside") and out_of_bounds == "clip" and n:
        span = (hi - lo) if math.isfinite(hi - lo) else 1.0
        m = r.random(n) < 0.2
        v = np.where(m, np.where(r.random(n) < 0.5, lo - span, hi + span), v)
    return v.astype(float)


def gen_labels(cfg, X_first, n, r):
    classes = class_values(cfg)
    present = classes[:1] if cfg["n_classes"] == 1 else classes
    if n == 0:
        idx = np.zeros(0, dtype=np.int64)
    elif cfg["signal"] and X_first is not None:
        # labels follow the first column's rank (plus 10 % noise)
        order = np.argsort(np.argsort(X_first, kind="stable"), kind="stable")
        idx = (order * len(present) // max(n, 1)).astype(np.int64)
        flip = r.random(n) < 0.1
        idx[flip] = r.integers(0, len(present), int(flip.sum()))
    else:
        idx = r.integers(0, len(present), n)
    lab = [present[i] for i in idx]
    cont = cfg["label_container"]
    if cont == "list":
        return lab
    if cfg["label_type"] in ("str",):
        arr = np.asarray(lab, dtype=object)
    elif cfg["label_type"] == "bool":
        arr = np.asarray(lab, dtype=bool)
    elif cfg["label_type"] == "float":
        arr = np.asarray(lab, dtype=float)
    else:
        arr = np.asarray(lab, dtype=np.int64)
    return pd.Series(arr, name="y") if cont == "series" else arr


def gen_table(cfg, n, seed):
    """(X as DataFrame or ndarray, y, first column's ranking values) for ``n`` rows."""
    r = np.random.default_rng(seed)
    cols, first = {}, None
    for j, f in enumerate(cfg["features"]):
        if f["kind"] == "num":
            v = gen_numeric(f, n, r, cfg["out_of_bounds"])
            key = v.copy()
            if f["missing"] and n:
                v[r.random(n) < f["miss_frac"]] = np.nan
            col = pd.Series(v)
            if f.get("integer") and not np.isnan(v).any() and np.all(v == np.round(v)) and \
                    np.all(np.abs(v) < 2 ** 62) and r.random() < 0.5:
                col = col.astype(np.int64)
        elif f["kind"] == "cat":
            cats = category_values(f)
            pick = r.integers(0, f["used"], n)
            key = pick.astype(float)
            vals = np.empty(n, dtype=object)
            vals[:] = [cats[i] for i in pick]
            if f["missing"] and n:
                vals[r.random(n) < f["miss_frac"]] = None
            if f["dtype"] == "category":
                col = pd.Series(pd.Categorical(vals, categories=cats, ordered=f.get("ordinal", False)))
            else:
                col = pd.Series(vals, dtype=object)
        else:
            b = r.random(n) < 0.5
            key = b.astype(float)
            if f["missing"] and n:
                m = r.random(n) < f["miss_frac"]
                vals = np.empty(n, dtype=object)
                vals[:] = list(b)
                vals[m] = None
                col = pd.Series(pd.array(vals, dtype="boolean")) if f["dtype"] == "boolean" \
                    else pd.Series(vals, dtype=object)
            else:
                col = pd.Series(b, dtype="boolean" if f["dtype"] == "boolean" else
                                (bool if f["dtype"] == "bool" else object))
        cols[f["name"]] = col
        if j == 0:
            first = key
    X = pd.DataFrame(cols) if cols else pd.DataFrame(index=range(n))
    if cfg["int_colnames"]:
        X.columns = list(range(X.shape[1]))
    y = gen_labels(cfg, first, n, r)
    if cfg["input"] == "numpy":
        X = X.to_numpy(dtype=object) if any(dt == object or isinstance(dt, (pd.CategoricalDtype, pd.BooleanDtype))
                                            for dt in X.dtypes) else X.to_numpy(dtype=float)
        if X.dtype == object:
            X = np.where(pd.isna(X), None, X) if X.size else X
    return X, y


def build_schema(cfg, X):
    classes = class_values(cfg)
    kw = {"out_of_bounds": cfg["out_of_bounds"], "n_bins": cfg["schema_n_bins"]}
    if cfg["schema_via"] == "from_dataframe" and isinstance(X, pd.DataFrame):
        bounds, categories, cuts, miss, integer, ordinal = {}, {}, {}, [], [], {}
        for j, f in enumerate(cfg["features"]):
            name = X.columns[j]
            if f["missing"]:
                miss.append(name)
            if f["kind"] == "num":
                bounds[name] = numeric_bounds(f)
                if f.get("integer"):
                    integer.append(name)
                if f.get("cuts"):
                    cuts[name] = _cuts(f)
            elif f["kind"] == "cat":
                if f["dtype"] != "category":
                    (ordinal if f.get("ordinal") else categories)[name] = category_values(f)
            elif f["dtype"] == "object" or (f["dtype"] == "bool" and f["missing"]):
                categories[name] = [False, True]      # an object column (None among bools)
        with warnings.catch_warnings():
            # its category dtypes are built from the declared lists: public by construction
            warnings.simplefilter("ignore", CategoriesFromDtypeWarning)
            s = Schema.from_dataframe(X, classes=classes, bounds=bounds, categories=categories,
                                      allow_missing=miss, cuts=cuts, integer=integer,
                                      ordinal=ordinal, **kw)
        # per-feature n_bins are not a from_dataframe argument: set them like the direct path
        feats = [Numeric(ft.name, ft.lower, ft.upper, f.get("n_bins") if not ft.cuts else None, ft.cuts,
                         ft.allow_missing, ft.integer) if ft.kind == "numeric" and
                 not isinstance(ft, Ordinal) else ft
                 for ft, f in zip(s.features, cfg["features"])]
        return Schema(feats, s.classes, **kw)
    feats = []
    for j, f in enumerate(cfg["features"]):
        name = str(X.columns[j]) if isinstance(X, pd.DataFrame) else f["name"]
        if f["kind"] == "num":
            lo, hi = numeric_bounds(f)
            feats.append(Numeric(name, lo, hi, None if f.get("cuts") else f.get("n_bins"),
                                 _cuts(f) if f.get("cuts") else None, f["missing"], f["integer"]))
        elif f["kind"] == "cat":
            feats.append((Ordinal if f.get("ordinal") else Categorical)(name, category_values(f),
                                                                        f["missing"]))
        else:
            feats.append(Categorical(name, [False, True], f["missing"]))
    return Schema(feats, classes, **kw)


def _cuts(f):
    lo, hi = numeric_bounds(f)
    t = np.array([0.1, 0.5, 0.9])
    c = sorted(set(float(x) for x in lo * (1 - t) + hi * t if lo < x < hi))
    return c or None


# ----------------------------------------------------------------------------- invalid input
# Each corruption makes the data invalid under the schema.  fit must refuse it with a
# SchemaError / ValueError whose message names no record value (the sentinels below) and no
# count (K_BAD offending rows, n rows), and must leave an already fitted model unchanged.
CORRUPTIONS = ["oob", "undeclared_cat", "nan", "inf", "bad_label", "missing_label",
               "string_in_numeric", "predict_extra_col"]
K_BAD = 13
SENT_NUM = 987654.321
SENT_STR = "ZZSECRET"


def corrupt(cfg, X, y, r):
    """(X', y', sentinels, what) with K_BAD (or all, if fewer) rows made invalid, or None when
    the table offers no column for this corruption."""
    kind, n = cfg["corrupt"], len(X)
    feats = cfg["features"]
    k = min(K_BAD, n)
    if n == 0 or kind == "predict_extra_col":
        return None
    rows = np.sort(r.choice(n, k, replace=False))
    Xc = X.copy()
    if isinstance(Xc, np.ndarray) and kind in ("undeclared_cat", "string_in_numeric"):
        Xc = Xc.astype(object)

    def setcol(j, vals):
        nonlocal Xc
        if isinstance(Xc, pd.DataFrame):
            col = Xc.iloc[:, j]
            if isinstance(col.dtype, (pd.CategoricalDtype, pd.BooleanDtype)) or (
                    isinstance(vals, str) and col.dtype != object) or col.dtype.kind in "iub":
                col = col.astype(object)
            col = col.copy()
            col.iloc[rows] = vals
            Xc[Xc.columns[j]] = col
        else:
            Xc[rows, j] = vals

    sentinels = []
    if kind in ("oob", "nan", "inf", "string_in_numeric"):
        cand = [j for j, f in enumerate(feats) if f["kind"] == "num"]
        if kind == "oob":
            cand = [j for j in cand if cfg["out_of_bounds"] == "error"
                    and abs(NUM_BOUNDS[feats[j]["bounds"]][1]) < 1e15]
        if kind == "nan":
            cand = [j for j in cand if not feats[j]["missing"]]
        if not cand:
            return None
        j = cand[int(r.integers(len(cand)))]
        if kind == "oob":
            v = NUM_BOUNDS[feats[j]["bounds"]][1] + SENT_NUM
            sentinels = [repr(float(v)), f"{v:g}", f"{v:.6g}", str(v)]
        elif kind == "nan":
            v = np.nan
        elif kind == "inf":
            v = np.inf
        else:
            v, sentinels = SENT_STR, [SENT_STR]
        setcol(j, v)
        return Xc, y, sentinels, f"{kind} in {feats[j]['name']}"
    if kind == "undeclared_cat":
        cand = [j for j, f in enumerate(feats) if f["kind"] in ("cat", "bool")]
        if not cand:
            return None
        j = cand[int(r.integers(len(cand)))]
        setcol(j, SENT_STR)
        return Xc, y, [SENT_STR], f"undeclared category in {feats[j]['name']}"
    yl = list(np.asarray(y, dtype=object))
    if kind == "bad_label":
        t = cfg["label_type"]
        v = SENT_STR if t == "str" else (SENT_NUM if t == "float" else 987654)
        sentinels = [str(v)]
    else:
        v = None if cfg["label_type"] in ("str", "bool") else np.nan
    for i in rows:
        yl[i] = v
    return Xc, yl, sentinels, kind


def check_refusal(cfg, model, X_test, proba_before, r, X, y):
    """The corruption test: refused, clean message, model unchanged."""
    n = len(X)
    if cfg["corrupt"] == "predict_extra_col":
        if isinstance(X_test, pd.DataFrame):
            Xe = X_test.copy()
            Xe["zz_extra"] = 1.0
        else:
            Xe = np.column_stack([np.asarray(X_test, dtype=object), np.ones(len(X_test))])
        try:
            model.predict(Xe)
        except (ValueError, TypeError) as e:
            _message_ok(str(e), [], n, None)
            return True
        raise Failure("refusal", "predict with an extra column was accepted")
    got = corrupt(cfg, X, y, r)
    if got is None:
        return False
    Xc, yc, sentinels, what = got
    k = min(K_BAD, n)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            model.fit(Xc, yc)
    except (ValueError, TypeError) as e:     # SchemaError is a ValueError (and maybe TypeError)
        _message_ok(str(e), sentinels, n, k if k == K_BAD else None)
        if not np.array_equal(model.predict_proba(X_test), proba_before):
            raise Failure("refusal", f"a refused fit ({what}) changed the fitted model")
        return True
    raise Failure("refusal", f"invalid input accepted by fit: {what}")


def _message_ok(msg, sentinels, n, k):
    for s in sentinels:
        if s and s in msg:
            raise Failure("leak", f"error message shows a record value: {msg.splitlines()[0][:160]}")
    # declared (public) lists -- classes, bounds -- and column names may hold any number
    bare = re.sub(r"\[[^\]]*\]|'[^']*'", "", msg)
    for cnt in ([k] if k else []) + ([n] if n >= 30 else []):
        if re.search(rf"(?<![\w.]){cnt}(?![\w.])", bare):
            raise Failure("leak", f"error message shows a count ({cnt}): {msg.splitlines()[0][:160]}")


# ----------------------------------------------------------------------------- one run
class Failure(Exception):
    def __init__(self, stage, msg):
        super().__init__(f"{stage}: {msg}")
        self.stage, self.msg = stage, msg


def _alarm(signum, frame):
    raise TimeoutError(f"configuration exceeded {FIT_TIMEOUT}s")


def check_model(cfg, model, schema, X_test, eps, stage_times):
    C = schema.n_classes
    declared = class_values(cfg)
    want = sorted(declared)
    got = list(model.classes_)
    if len(got) != len(want) or any(not (a == b and type(_py(a)) == type(_py(b))) for a, b in zip(got, want)):
        raise Failure("classes_", f"classes_ {got!r} != sorted declared {want!r}")
    led = float(model.ledger_.epsilon)
    if not math.isclose(led, eps, rel_tol=1e-9):
        raise Failure("ledger", f"ledger_.epsilon {led!r} != epsilon {eps!r}")
    n = len(X_test)
    proba = model.predict_proba(X_test)
    if proba.shape != (n, C):
        raise Failure("predict_proba", f"shape {proba.shape} != {(n, C)}")
    if not np.all(np.isfinite(proba)):
        raise Failure("predict_proba", "non-finite probabilities")
    if (proba < -1e-12).any():
        raise Failure("predict_proba", "negative probabilities")
    if not np.allclose(proba.sum(1), 1.0, atol=1e-9):
        raise Failure("predict_proba", "rows do not sum to 1")
    pred = model.predict(X_test)
    if np.shape(pred) != (n,):
        raise Failure("predict", f"shape {np.shape(pred)} != {(n,)}")
    if not all(any(p == c and type(_py(p)) == type(_py(c)) for c in got) for p in pred[:50]):
        raise Failure("predict", "predicted label not among classes_ (or wrong type)")
    am = np.asarray(model.classes_)[proba.argmax(1)]
    if not all(a == b for a, b in zip(am, pred)):
        raise Failure("predict", "predict != classes_[argmax(predict_proba)]")
    lp = model.predict_log_proba(X_test)
    if lp.shape != (n, C):
        raise Failure("predict_log_proba", f"shape {lp.shape}")
    leaves = model.apply(X_test)
    T = len(model.trees_)
    if np.shape(leaves) != (n, T):
        raise Failure("apply", f"shape {np.shape(leaves)} != {(n, T)}")
    for k, tree in enumerate(model.trees_):
        col = np.asarray(leaves)[:, k]
        if len(col) and ((col < 0).any() or (col >= tree.n_nodes).any() or not tree.is_leaf[col].all()):
            raise Failure("apply", f"tree {k}: apply() gives a non-leaf / out-of-range node")
    # pickle round trip
    m2 = pickle.loads(pickle.dumps(model))
    if not np.array_equal(m2.predict_proba(X_test), proba):
        raise Failure("pickle", "predict_proba differs after pickle round trip")
    # dpforest.io round trip
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "m.json.gz")
        dpforest.save_model(model, path)
        m3 = dpforest.load_model(path)
    p3 = m3.predict_proba(X_test)
    if not np.array_equal(p3, proba):
        raise Failure("io", "predict_proba differs after save_model/load_model")
    if not all(a == b for a, b in zip(m3.predict(X_test), pred)):
        raise Failure("io", "predict differs after save_model/load_model")
    if not math.isclose(float(m3.ledger_.epsilon), led, rel_tol=1e-12):
        raise Failure("io", "ledger epsilon differs after load")


def _py(v):
    return v.item() if isinstance(v, np.generic) else v


def run_config(cfg) -> dict:
    """Run one configuration; returns {'status': 'ok'|'fail'|..., ...}."""
    out = {"status": "ok", "warnings": []}
    t0 = time.perf_counter()
    stage = "build"
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(FIT_TIMEOUT)
    try:
        X, y = gen_table(cfg, cfg["n_rows"], cfg["data_seed"])
        stage = "schema"
        schema = build_schema(cfg, X)
        n_test = 7 if cfg["n_rows"] == 0 else min(cfg["n_rows"], 50)
        X_test, _ = gen_table({**cfg, "signal": False}, n_test, cfg["data_seed"] + 1)
        cls = getattr(dpforest, cfg["estimator"])
        params = dict(cfg["params"])
        model = cls(epsilon=cfg["epsilon"], schema=schema, **params)
        stage = "fit"
        with warnings.catch_warnings(record=True) as wl:
            warnings.simplefilter("always")
            tf = time.perf_counter()
            model.fit(X, y)
            out["fit_s"] = time.perf_counter() - tf
            stage = "check"
            check_model(cfg, model, schema, X_test, cfg["epsilon"], out)
            if cfg.get("corrupt"):
                stage = "refusal"
                out["refusal_tested"] = check_refusal(
                    cfg, model, X_test, model.predict_proba(X_test),
                    np.random.default_rng(cfg["data_seed"] + 2), X, y)
            if cfg["n_rows"] > 0:
                stage = "check-train"
                p = model.predict_proba(X)
                if p.shape != (len(X), schema.n_classes) or not np.all(np.isfinite(p)):
                    raise Failure("predict_proba-train", f"bad shape/values {p.shape}")
        for w in wl:
            if issubclass(w.category, ConstantModelWarning):
                continue
            out["warnings"].append((w.category.__name__, str(w.message).splitlines()[0][:160],
                                    f"{os.path.relpath(w.filename)}:{w.lineno}"))
        if out.get("fit_s", 0) > SLOW_FIT:
            out["status"] = "slow"
            out["key"] = ("slow", "fit", f"fit took > {SLOW_FIT:.0f}s", "")
    except Failure as e:
        out["status"] = "fail"
        out["key"] = ("check", e.stage, e.msg.splitlines()[0][:200], "")
    except BaseException as e:  # noqa: BLE001
        if isinstance(e, KeyboardInterrupt):
            raise
        out["status"] = "fail" if stage not in ("build", "schema") else "harness"
        tb = traceback.extract_tb(e.__traceback__)
        lib = [fr for fr in tb if f"{os.sep}dpforest{os.sep}" in fr.filename and "crash_hunt" not in fr.filename]
        where = f"{_short_path(lib[-1].filename)}:{lib[-1].lineno} ({lib[-1].name})" if lib else \
            (f"{_short_path(tb[-1].filename)}:{tb[-1].lineno}" if tb else "?")
        if stage == "fit" and isinstance(e, ValueError) and any(fr.name.startswith("_validate") for fr in lib):
            # a documented refusal of the drawn *parameters* (public: raised before any record
            # is read, naming the parameter), not a failure on valid data
            out["status"] = "param-refusal"
        first = (str(e).splitlines() or [""])[0][:200]
        out["key"] = (type(e).__name__, stage, re.sub(r"[-+]?\d[\d.]*(?:e[-+]?\d+)?", "#", first), where)
        out["message"] = str(e)[:600]
        out["tb"] = traceback.format_exception(type(e), e, e.__traceback__)
    finally:
        signal.alarm(0)
    out["total_s"] = time.perf_counter() - t0
    return out


def _short_path(p):
    i = p.find(f"{os.sep}dpforest{os.sep}")
    return p[i + 1:] if i >= 0 else os.path.relpath(p)


def config_size(cfg) -> float:
    return cfg["n_rows"] * len(cfg["features"]) + 10 * len(cfg["features"]) + cfg["n_classes"]


# ----------------------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=480.0, help="seconds of hunting (default 480)")
    ap.add_argument("--max-configs", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--replay", help="one configuration (JSON) to run with a full traceback")
    ap.add_argument("--log", default=None, help="write every failing configuration here (JSON lines)")
    args = ap.parse_args()

    try:  # a runaway allocation should raise MemoryError, not take the machine down
        resource.setrlimit(resource.RLIMIT_AS, (6 << 30, resource.RLIM_INFINITY))
    except (ValueError, OSError):
        pass
    faulthandler.enable()

    if args.replay:
        cfg = json.loads(args.replay)
        res = run_config(cfg)
        print(json.dumps({k: v for k, v in res.items() if k != "tb"}, default=str, indent=1))
        if "tb" in res:
            print("".join(res["tb"]))
        return

    rng = np.random.default_rng(args.seed)
    fails = defaultdict(list)          # key -> [(size, cfg, res)]
    warns = defaultdict(list)
    status = defaultdict(int)
    per_est = defaultdict(lambda: [0, 0])
    fit_times = []
    log = open(args.log, "w") if args.log else None
    start = time.time()
    i = 0
    while i < args.max_configs and time.time() - start < args.budget:
        cfg = random_config(rng, i)
        i += 1
        # a watchdog for hangs in compiled code that SIGALRM cannot interrupt
        faulthandler.dump_traceback_later(FIT_TIMEOUT * 3, exit=False)
        res = run_config(cfg)
        faulthandler.cancel_dump_traceback_later()
        status[res["status"]] += 1
        if res.get("refusal_tested"):
            status["invalid-input refusals checked"] += 1
        per_est[cfg["estimator"]][0] += 1
        if "fit_s" in res:
            fit_times.append((res["fit_s"], cfg["idx"]))
        if res["status"] not in ("ok", "param-refusal"):
            per_est[cfg["estimator"]][1] += 1
            fails[res["key"]].append((config_size(cfg), cfg, res))
            if log:
                log.write(json.dumps({"key": res["key"], "cfg": cfg, "message": res.get("message")},
                                     default=str) + "\n")
                log.flush()
        for w in res["warnings"]:
            warns[w].append((config_size(cfg), cfg))
    elapsed = time.time() - start

    print(f"\n=== crash hunt: {i} configurations in {elapsed:.0f}s (seed {args.seed}) ===")
    print("status:", dict(status))
    print("per estimator (tried, failed or slow):", {k: tuple(v) for k, v in sorted(per_est.items())})
    if fit_times:
        ft = sorted(fit_times)
        print(f"fit time median {ft[len(ft) // 2][0]:.3f}s, max {ft[-1][0]:.2f}s (config {ft[-1][1]})")
    print(f"\n--- {len(fails)} distinct failures ---")
    for key, lst in sorted(fails.items(), key=lambda kv: -len(kv[1])):
        lst.sort(key=lambda t: t[0])
        size, cfg, res = lst[0]
        ests = sorted({c["estimator"] for _, c, _ in lst})
        print(f"\n[{len(lst)}x] {key[0]} at {key[1]}: {key[2]}")
        print(f"    where: {key[3]}")
        print(f"    estimators: {', '.join(ests)}")
        if res.get("message"):
            print(f"    message (smallest config): {res['message'].splitlines()[0][:300]}")
        print(f"    minimal config: {json.dumps(cfg, default=str)}")
    if warns:
        print(f"\n--- {len(warns)} distinct warnings (other than ConstantModelWarning) ---")
        for w, lst in sorted(warns.items(), key=lambda kv: -len(kv[1])):
            lst.sort(key=lambda t: t[0])
            print(f"[{len(lst)}x] {w[0]}: {w[1]}  ({w[2]})")
            print(f"    minimal config: {json.dumps(lst[0][1], default=str)}")
    if log:
        log.close()


if __name__ == "__main__":
    main()
