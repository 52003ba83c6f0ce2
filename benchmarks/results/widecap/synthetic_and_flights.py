import sys, warnings; warnings.simplefilter("ignore")
import numpy as np, pandas as pd
import dpforest as d
from dpforest.benchmarks import datasets as B
"""Paired accuracy of the default without and with the wide-column cap: generated codes that
carry the class (``synth``), the suite's flights (``flights``).

    python3 benchmarks/results/widecap/synthetic_and_flights.py synth > synth.txt
    DPFOREST_DATA=... python3 benchmarks/results/widecap/synthetic_and_flights.py flights > flights.txt
"""


class Cap(d.DPForestClassifier):
    _feature_mass_cap = 64.0


class Uncapped(d.DPForestClassifier):
    _feature_mass_cap = 0.0
def run(name, X, y, Xte, yte, schema, eps, reps):
    diffs = []
    acc = {"cur": [], "cap": []}
    for r in range(reps):
        a = Uncapped(eps, schema, progress=False, random_state=r).fit(X, y).score(Xte, yte)
        b = Cap(eps, schema, progress=False, random_state=r).fit(X, y).score(Xte, yte)
        acc["cur"].append(a); acc["cap"].append(b); diffs.append(b - a)
    print(f"{name:22s} eps {eps:<4} cur {np.mean(acc['cur']):.4f} cap {np.mean(acc['cap']):.4f} diff {np.mean(diffs):+.4f} ± {np.std(diffs)/np.sqrt(len(diffs)):.4f}", flush=True)
which = sys.argv[1]
if which == "flights":
    ds = B.load("flights")
    for eps in (0.1, 0.5, 1, 2):
        for seed in range(3):
            Xtr, ytr, Xte, yte = B.split(ds, seed)
            run(f"flights s{seed}", Xtr, ytr, Xte, yte, ds.schema, eps, 2)
else:
    rng = np.random.default_rng(1)
    for k_levels, strength in ((200, 1.0), (500, 1.0), (200, 0.3)):
        n = 6000
        eff = rng.normal(0, strength, k_levels)
        code = rng.integers(0, k_levels, n)
        X = pd.DataFrame({"code": [f"c{v}" for v in code], "x1": rng.normal(0, 1, n),
                          "x2": rng.normal(0, 1, n), "x3": rng.uniform(0, 1, n)})
        y = (eff[code] + 0.8 * X.x1 + rng.normal(0, 1, n) > 0).astype(int)
        s = d.Schema([d.Categorical("code", [f"c{v}" for v in range(k_levels)]), d.Numeric("x1", -5, 5),
                      d.Numeric("x2", -5, 5), d.Numeric("x3", 0, 1)], classes=[0, 1])
        for eps in (0.1, 0.5, 1, 2):
            run(f"code{k_levels} str{strength}", X[:4200], y[:4200], X[4200:], y[4200:], s, eps, 8)
