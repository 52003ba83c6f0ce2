"""Paired differences of two variants' rows from benchmarks/results/mwpath/scripts/run.py:
overall, per cell, by ε, and the cells that move most.
    python3 benchmarks/dev/paired_cells.py ROWS.csv REF VARIANT"""
import sys, numpy as np, pandas as pd
r = pd.read_csv(sys.argv[1])
a, b = sys.argv[2], sys.argv[3]
p = r.pivot_table(index=["group", "key", "epsilon", "seed"], columns="method", values="accuracy")
d = (p[b] - p[a]).dropna()
print(f"{b} - {a}: {d.mean():+.4f} ± {d.std(ddof=1)/np.sqrt(len(d)):.4f} over {len(d)} paired fits")
c = d.groupby(level=[0, 1, 2]).agg(["mean", "sem", "count"])
print(f"cells {len(c)}; better by > 2 SE {(c['mean'] > 2*c['sem']).sum()}, worse {(c['mean'] < -2*c['sem']).sum()}")
print(d.groupby(level=2).agg(["mean", "sem", "count"]).round(4))
print(c.sort_values("mean").head(8).round(4)); print(c.sort_values("mean").tail(8).round(4))
