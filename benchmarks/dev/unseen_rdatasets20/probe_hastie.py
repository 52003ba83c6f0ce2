"""Why the default trails DP-EBM on make_hastie_10_2 (and is the gap architectural?)."""
import warnings, numpy as np, pandas as pd, sys
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import tables
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier
from dpforest import DPForestClassifier
warnings.simplefilter("ignore")
name, X, y, schema, _ = tables.load(sys.argv[1] if len(sys.argv) > 1 else "gen_hastie")
rows = []
for seed in range(3):
    Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, stratify=y, random_state=seed)
    for eps in (1.0, 5.0):
        for kw in ({}, {"max_depth": 8}, {"max_depth": 10}, {"n_estimators": 10}, {"n_estimators": 10, "max_depth": 6}):
            m = DPForestClassifier(epsilon=eps, schema=schema, random_state=seed, progress=False, **kw).fit(Xtr, ytr)
            depth = [e.get_depth() if hasattr(e, "get_depth") else None for e in getattr(m, "estimators_", [])][:1]
            rows.append(dict(seed=seed, eps=eps, cfg=str(kw), acc=np.mean(m.predict(Xte) == yte),
                             n_trees=len(getattr(m, "estimators_", [1])),
                             leaves=len(np.unique(m.apply(Xte)[:, 0])) if hasattr(m, "apply") else None))
    for dpt in (3, 4, 5, 6, 8, None):
        t = DecisionTreeClassifier(max_depth=dpt, random_state=seed).fit(Xtr, ytr)
        rows.append(dict(seed=seed, eps=np.nan, cfg=f"sklearn tree depth {dpt}", acc=t.score(Xte, yte)))
d = pd.DataFrame(rows)
print(d.groupby(["cfg", "eps"], dropna=False)[["acc", "leaves", "n_trees"]].mean().round(3).to_string())
