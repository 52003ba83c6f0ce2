import numpy as np, pandas as pd, warnings, time
from gen import make, MCC, COUNTRIES
from dpforest import Schema
def schema_for(X):
    return Schema.from_dataframe(X, classes=["fraud", "legit"],
        bounds={"amount": (0, 50000), "hour": (0, 23), "card_age_days": (0, 3650)},
        categories={"mcc": MCC, "country": COUNTRIES},
        allow_missing=["card_age_days", "country"], integer=["hour", "card_age_days"])
def recall_at_k(y, s, k):
    idx = np.argsort(-s)[:k]; return y[idx].sum() / y.sum()
def metrics(y01, s, name=""):
    from sklearn.metrics import roc_auc_score, average_precision_score
    n = len(y01)
    return dict(name=name, auc=roc_auc_score(y01, s), ap=average_precision_score(y01, s),
                r_at_1pct=recall_at_k(y01, s, n//100), r_at_5pct=recall_at_k(y01, s, n//20),
                n_distinct=len(np.unique(s)))
