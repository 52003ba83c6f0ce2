import sys, json, numpy as np, pandas as pd
import quick_suite as q
import dpforest as d
import dpforest.forests.default as D
names = sys.argv[1].split(",")
variants = json.loads(sys.argv[2])   # name -> {const: value}
def make(cfg):
    def f(e, s, r):
        for k, v in cfg.items():
            setattr(D, k, v)
        return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
    return f
methods = {k: make(v) for k, v in variants.items()}
seeds = tuple(range(int(sys.argv[3]) if len(sys.argv) > 3 else 2))
df, tab = q.run(methods, names, [0.1, 0.5, 1, 2], seeds=seeds)
df.to_csv(f"/tmp/var_{sys.argv[4] if len(sys.argv)>4 else 'x'}.csv")
pd.set_option("display.width", 200)
print(tab.round(3))
