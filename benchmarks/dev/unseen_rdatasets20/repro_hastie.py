import warnings, numpy as np, pandas as pd
from sklearn.datasets import make_hastie_10_2
from sklearn.model_selection import train_test_split
from dpforest import DPForestClassifier, DPBoostingClassifier, Schema, Numeric
from interpret.privacy import DPExplainableBoostingClassifier
warnings.simplefilter("ignore")
X, y = make_hastie_10_2(n_samples=12000, random_state=3)
X = pd.DataFrame(X, columns=[f"x{i}" for i in range(10)]); y = np.where(y > 0, "pos", "neg")
s = Schema([Numeric(c, -6, 6) for c in X], ["neg", "pos"], out_of_bounds="clip")
Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=.3, stratify=y, random_state=0)
for eps in (1, 5):
    d = DPForestClassifier(epsilon=eps, schema=s, progress=False).fit(Xtr, ytr).score(Xte, yte)
    b = DPBoostingClassifier(epsilon=eps, schema=s, progress=False).fit(Xtr, ytr).score(Xte, yte)
    e = DPExplainableBoostingClassifier(epsilon=eps, delta=1e-5, privacy_bounds={c: (-6, 6) for c in X},
                                        n_jobs=1).fit(Xtr.clip(-6, 6), ytr).score(Xte.clip(-6, 6), yte)
    print(f"eps={eps}: default {d:.3f}  DPBoosting {b:.3f}  DP-EBM {e:.3f}")
