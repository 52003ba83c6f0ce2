"""A max_depth=1 multiway fit on a K-level column that carries the class, beside F numeric
columns: peak memory of the children's reachable-code table (python3 multiway_reach_probe.py K n F)."""
import numpy as np, pandas as pd, dpforest, resource, time, sys, warnings
warnings.simplefilter("ignore")
from dpforest import Schema
K, n, F = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0); cats = [f"z{i:05d}" for i in range(K)]
X = pd.DataFrame(rng.random((n, F)), columns=[f"x{i}" for i in range(F)]); X["zip"] = rng.choice(cats, n)
y = np.where(X["zip"].str[-1].astype(int) % 2 == 0, "yes", "no")
s = Schema.from_dataframe(X, classes=["no","yes"], bounds={f"x{i}": (0,1) for i in range(F)}, categories={"zip": cats})
t = time.perf_counter()
m = dpforest.DPForestClassifier(epsilon=1.0, schema=s, progress=False, random_state=0, categorical_split="multiway", max_depth=1).fit(X, y)
print(K, n, F, "fit s", round(time.perf_counter()-t, 2), "peak RSS MB", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024, m.trees_[0].n_nodes)
