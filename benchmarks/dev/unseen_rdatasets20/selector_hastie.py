import warnings, numpy as np, pandas as pd
warnings.simplefilter("ignore")
from sklearn.datasets import make_hastie_10_2
from sklearn.model_selection import train_test_split
import dpforest as d
from dpforest.model_selection import PrivateModelSelector
X, y = make_hastie_10_2(n_samples=12000, random_state=0)
X = pd.DataFrame(X, columns=[f"x{i}" for i in range(10)]); y = y.astype(int)
s = d.Schema.from_bounds([-5]*10, [5]*10, classes=[-1, 1], feature_names=list(X.columns), out_of_bounds="clip")
res = {"default": [], "boost": [], "sel": []}
for seed in range(5):
    Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, random_state=seed, stratify=y)
    res["default"].append(d.DPForestClassifier(1.0, s, progress=False).fit(Xtr, ytr).score(Xte, yte))
    res["boost"].append(d.DPBoostingClassifier(1.0, s, progress=False).fit(Xtr, ytr).score(Xte, yte))
    sel = PrivateModelSelector([d.DPForestClassifier(progress=False), d.DPBoostingClassifier(progress=False)], 1.0, s).fit(Xtr, ytr)
    res["sel"].append(sel.score(Xte, yte))
for k, v in res.items(): print(k, f"{np.mean(v):.3f} ± {np.std(v)/np.sqrt(len(v)):.3f}")
