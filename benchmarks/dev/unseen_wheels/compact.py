"""Compact per-dataset table from cells.csv written by analyze.py: python compact.py RESULTS.csv"""
import os as _os
HERE = _os.path.dirname(_os.path.abspath(__file__))
#: where run_all.sh downloads the wheels and writes results (UNSEEN_DIR)
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen")
import sys, subprocess
import pandas as pd
# the tables module: this batch's, or another batch's folder (UNSEEN_TABLES)
sys.path.insert(0, _os.environ.get("UNSEEN_TABLES", HERE))
res = sys.argv[1]
subprocess.run([sys.executable, _os.path.join(HERE, "analyze.py"), res], capture_output=True)
c = pd.read_csv(_os.path.join(BASE, "cells.csv"))
r = pd.read_csv(res)
import tables
PC = {}
for f in tables.LOADERS.values():
    d = f(); PC[d.name] = (d.X.shape[1], d.schema.n_classes)
short = {"snr": "SNR", "private-rdt": "RDT", "boosting": "Boost", "dp-ebm": "EBM"}
print("| data set | n | p | C | maj | ε=0.1 def / best-other | ε=0.5 | ε=1 | ε=2 | RF(100) |")
print("|---|---|---|---|---|---|---|---|---|---|")
for ds, g in c.groupby("dataset", sort=False):
    d = r[r.dataset == ds].iloc[0]
    cells = []
    for _, x in g.sort_values("eps").iterrows():
        mark = "" if x.within else " ✗"
        cells.append(f"{x.default:.3f}±{x.default_se:.3f} / {x.best_acc:.3f}±{x.best_se:.3f} {short[x.best]}{mark}")
    rf = r[(r.dataset == ds) & (r.method == "sklearn-rf")].accuracy.dropna()
    # (the harness skips the non-private forest past 100,000 training rows: no column then)
    ceiling = f"{rf.mean():.3f}±{rf.std(ddof=1)/len(rf)**.5:.3f}" if len(rf) > 1 else \
        (f"{rf.mean():.3f}" if len(rf) else "— (skipped)")
    print(f"| {ds} | {d.n_train + d.n_test} | {PC[ds][0]} | {PC[ds][1]} | {g.maj.iloc[0]:.3f} | " + " | ".join(cells)
          + f" | {ceiling} |")
