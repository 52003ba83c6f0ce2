"""Follow-ups: (1) DPBoosting on the additive tables; (2) quakes eps trend; (3) Forbes / bfi at more seeds."""
import warnings, numpy as np, pandas as pd, sys, time
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import tables
from sklearn.model_selection import train_test_split
from dpforest import DPForestClassifier, DPBoostingClassifier
warnings.simplefilter("ignore")

def runs(key, eps_list, seeds, makers):
    name, X, y, schema, _ = tables.load(key)
    out = []
    for seed in seeds:
        Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, stratify=y, random_state=seed)
        maj = (yte == ytr.value_counts().idxmax()).mean()
        for eps in eps_list:
            for mname, mk in makers.items():
                t0 = time.perf_counter()
                m = mk(eps, schema, seed).fit(Xtr, ytr)
                p = m.predict(Xte)
                out.append(dict(table=name, method=mname, eps=eps, seed=seed, acc=np.mean(p == yte),
                                majority=maj, n_pred=len(np.unique(p)), sec=time.perf_counter() - t0))
    return out

D = lambda e, s, r: DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
B = lambda e, s, r: DPBoostingClassifier(epsilon=e, schema=s, random_state=r, progress=False)
B1 = lambda e, s, r: DPBoostingClassifier(epsilon=e, schema=s, random_state=r, progress=False, max_depth=1)
rows = []
rows += runs("gen_hastie", [0.1, 1, 5], range(5), {"boosting": B, "boosting-d1": B1})
rows += runs("bfi", [0.1, 1, 5], range(5), {"boosting": B, "boosting-d1": B1})
rows += runs("quakes", [0.5, 1, 2, 5, 10, 50], range(20), {"default": D})
rows += runs("forbes", [0.1, 0.3], range(20), {"default": D})
rows += runs("bfi", [1, 5, 20], range(5, 20), {"default": D})
d = pd.DataFrame(rows)
d.to_csv("benchmarks/results/unseen_rdatasets20/followup.csv", index=False)
g = d.groupby(["table", "method", "eps"]).agg(acc=("acc", "mean"), se=("acc", lambda s: s.std(ddof=1) / len(s) ** .5),
                                             maj=("majority", "mean"), n=("acc", "size"), sec=("sec", "mean"))
print(g.round(4).to_string())
