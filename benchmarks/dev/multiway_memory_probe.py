"""Peak memory and time of a default fit whose root splits a K-level categorical column K ways
(500 rows, the class from a numeric column): python3 multiway_memory_probe.py K"""
import numpy as np, pandas as pd, dpforest, resource, time, sys, warnings
warnings.simplefilter("ignore")
from dpforest import Schema
K, n = int(sys.argv[1]), 500
rng = np.random.default_rng(0); cats = [f"z{i:05d}" for i in range(K)]
X = pd.DataFrame({"zip": rng.choice(cats, n), "x1": rng.uniform(0, 100, n)})
y = np.where(rng.random(n) < 1/(1+np.exp(-(X.x1-50)/10)), "yes", "no")
s = Schema.from_dataframe(X, classes=["no","yes"], bounds={"x1": (0,100)}, categories={"zip": cats})
r0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
m = dpforest.DPForestClassifier(epsilon=1.0, schema=s, progress=False, random_state=0).fit(X, y)
print(K, "fit s", round(time.perf_counter()-t, 2), "peak RSS MB", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024, "before", r0//1024, "depth", m.max_depth_, m.trees_[0].n_nodes)
