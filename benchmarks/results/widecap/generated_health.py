"""A generated admissions table with a 2,500-code and a 300-code column: ROC AUC and accuracy of
the default without and with the wide-column cap, and without the two columns.

    python3 benchmarks/results/widecap/generated_health.py 0.5,2 6
"""
import sys, warnings; warnings.simplefilter("ignore")
import numpy as np, pandas as pd
from sklearn.metrics import roc_auc_score
import dpforest as d
class Capped(d.DPForestClassifier):
    pass
class Uncapped(d.DPForestClassifier):
    _feature_mass_cap = 0.0

rng = np.random.default_rng(0)
def table(n):
    codes = [f"C{i:04d}" for i in range(2500)]
    used = rng.choice(2500, 956, replace=False)
    p = 1 / np.arange(1, 957) ** 1.1; p /= p.sum()
    diag = np.array(codes)[used[rng.choice(956, n, p=p)]]
    chap = np.array([int(c[1:]) % 25 for c in diag])
    post = rng.integers(0, 300, n)
    X = pd.DataFrame({"age": rng.integers(18, 100, n), "sex": rng.choice(["F", "M"], n),
                      "post": [f"P{v:03d}" for v in post], "diag": diag,
                      "lab1": rng.normal(0, 1, n), "lab2": rng.normal(0, 1, n), "lab3": rng.normal(0, 1, n),
                      "los": rng.integers(1, 60, n), "prior": rng.poisson(1, n)})
    z = (0.03 * (X.age - 60) + 0.5 * X.lab1 + 0.3 * X.prior + 0.03 * X.los + 0.6 * (chap < 5)
         + 0.3 * (post % 7 == 0) - 2.6 + rng.normal(0, 1, n))
    y = (z > 0).astype(int)
    return X, y
X, y = table(14000)
print("positive rate", y.mean())
sch = d.Schema([d.Numeric("age", 0, 120), d.Categorical("sex", ["F", "M"]),
                d.Categorical("post", [f"P{v:03d}" for v in range(300)]),
                d.Categorical("diag", [f"C{i:04d}" for i in range(2500)]),
                d.Numeric("lab1", -5, 5), d.Numeric("lab2", -5, 5), d.Numeric("lab3", -5, 5),
                d.Numeric("los", 0, 365), d.Numeric("prior", 0, 30)], classes=[0, 1])
Xtr, Xte, ytr, yte = X[:9000], X[9000:], y[:9000], y[9000:]
narrow = sch.drop(["post", "diag"])
for eps in [float(a) for a in sys.argv[1].split(",")]:
    for name, make, cols in (("uncapped", lambda: Uncapped(eps, sch, progress=False), list(X.columns)),
                             ("capped", lambda: d.DPForestClassifier(eps, sch, progress=False), list(X.columns)),
                             ("no wide cols", lambda: d.DPForestClassifier(eps, narrow, progress=False),
                              narrow.feature_names)):
        aucs, accs = [], []
        for r in range(int(sys.argv[2])):
            m = make().fit(Xtr[cols], ytr)
            p = m.predict_proba(Xte[cols])[:, 1]
            aucs.append(roc_auc_score(yte, p)); accs.append((m.predict(Xte[cols]) == yte).mean())
        print(f"eps {eps} {name:13s} AUC {np.mean(aucs):.3f} ± {np.std(aucs)/np.sqrt(len(aucs)):.3f}  acc {np.mean(accs):.3f}", flush=True)
