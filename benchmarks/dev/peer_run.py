import sys, numpy as np, pandas as pd
import quick_suite as q
import dpforest as d
names = sys.argv[1].split(","); ms = sys.argv[2].split(",")
allm = {"rdt": lambda e, s, r: d.PrivateRDTClassifier(epsilon=e, schema=s, random_state=r, progress=False),
        "snr": lambda e, s, r: d.SNRForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
        "default": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)}
df, tab = q.run({m: allm[m] for m in ms}, names, [0.1, 0.5, 1, 2], seeds=tuple(range(int(sys.argv[3]))))
pd.set_option("display.width", 200); print(tab.round(3))
