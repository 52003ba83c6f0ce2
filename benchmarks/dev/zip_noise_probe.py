"""A noise zip-like column of K levels beside a numeric column that carries the class, n rows,
eps 1, 6 fits, for the variants of variants_mwrecords.py: python3 zip_noise_probe.py K n"""
import sys; sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import numpy as np, pandas as pd, warnings
warnings.simplefilter("ignore")
from dpforest import Schema
import variants_mwrecords as V
K, n = int(sys.argv[1]), int(sys.argv[2])
for name, mk in V.VARIANTS.items():
    accs=[]; roots=""
    for seed in range(6):
        rng = np.random.default_rng(seed); cats = [f"z{i:05d}" for i in range(K)]
        def make(n):
            X = pd.DataFrame({"zip": rng.choice(cats, n), "x1": rng.uniform(0, 100, n)})
            y = np.where(rng.random(n) < 1/(1+np.exp(-(X.x1-50)/10)), "yes", "no")
            return X, y
        X, y = make(n); Xt, yt = make(5000)
        s = Schema.from_dataframe(X, classes=["no","yes"], bounds={"x1": (0,100)}, categories={"zip": cats})
        m = mk(1.0, s, seed).fit(X, y)
        accs.append(m.score(Xt, yt)); roots += m.schema_.feature_names[m.trees_[0].feature[0]][:1] if m.trees_[0].feature[0]>=0 else "-"
    print(K, n, name, round(np.mean(accs),3), roots)
