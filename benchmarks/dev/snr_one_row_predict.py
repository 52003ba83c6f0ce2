"""One-row predict_proba of the SNR forest (30 trees, ~140,000 nodes on 100,000 x 30 generated
rows at epsilon 1) against scikit-learn RandomForest(100, depth 5) in the same process, best of
3 over 200 calls.  `python3 benchmarks/dev/snr_one_row_predict.py`"""
import time, warnings, numpy as np, pandas as pd
import dpforest as d
from sklearn.datasets import make_classification
from sklearn.ensemble import RandomForestClassifier
warnings.simplefilter("ignore")
X, y = make_classification(100_000, 30, n_informative=10, random_state=0)
cols = [f"f{i}" for i in range(30)]
Xd = pd.DataFrame(X, columns=cols)
s = d.Schema([d.Numeric(c, float(X[:, i].min()) - 1, float(X[:, i].max()) + 1) for i, c in enumerate(cols)], classes=[0, 1])
m = d.SNRForestClassifier(1.0, s, progress=False).fit(Xd, y)
rf = RandomForestClassifier(100, max_depth=5, n_jobs=1, random_state=0).fit(X, y)
rows = [Xd.iloc[[i]] for i in range(200)]
P1 = m.predict_proba(Xd.iloc[:1000])
for name, f in (("snr", lambda r: m.predict_proba(r)), ("sklearn RF(100,d5)", lambda r: rf.predict_proba(r.to_numpy()))):
    f(rows[0]); best = []
    for rep in range(3):
        t = time.perf_counter(); [f(r) for r in rows]; best.append((time.perf_counter() - t) / len(rows) * 1000)
    print(f"{name}: {min(best):.2f} ms per one-row predict_proba")
import pickle
m2 = pickle.loads(pickle.dumps(m)); assert np.array_equal(m2.predict_proba(Xd.iloc[:1000]), P1)
print("pickle ok, nodes", sum(len(t.counts) for t in m.trees_))
