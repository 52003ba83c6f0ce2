import sys, numpy as np, pandas as pd
import quick_suite as q
import dpforest as d
names = sys.argv[1].split(",")
methods = {f"d{k}": (lambda k: lambda e,s,r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False, max_depth=k))(k) for k in [1,2,3,4,6]}
methods["auto"] = lambda e,s,r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)
df, tab = q.run(methods, names, [0.1, 0.5, 1, 2], seeds=(0,1))
pd.set_option("display.width", 200)
print(tab.round(3))
