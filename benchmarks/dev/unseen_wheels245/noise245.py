"""Batch 245's fresh-noise look at holiday_type5 (batch 233's noise233.py, with the table and eps
as arguments): pools every 10-split run's fits at one eps (the refit of record, its full repeat
and the eps-0.1-only repeats, all on the same splits 0-9; the DP noise is not seeded by the split,
so each run is a fresh draw).  Prints, per method, the mean over all draws, and the default's
paired gap to each peer: per split the mean over draws, then mean and SE over the 10 splits.

    python3 noise245.py TABLE EPS CSV [CSV ...]
"""
import sys

import numpy as np
import pandas as pd

table, eps, files = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
df = pd.concat([pd.read_csv(f).assign(run=i) for i, f in enumerate(files)], ignore_index=True)
df = df[(df["dataset"] == table) & (np.isclose(df["epsilon"], eps))]
per = df.groupby(["method", "seed"])["accuracy"].mean().unstack("method")
draws = df.groupby("method")["run"].nunique().to_dict()
maj = df["majority"].iloc[0]
print(f"{table} eps {eps:g}: {len(files)} runs; draws per method {draws}; majority {maj:.3f}")
for m in per.columns:
    sub = df[df["method"] == m]
    print(f"  {m:12s} mean {sub['accuracy'].mean():.4f} over {len(sub)} fits; under majority "
          f"{int((sub['accuracy'] < maj - 1e-9).sum())}; errors {int(sub['error'].notna().sum())}")
for m in per.columns:
    if m == "default":
        continue
    d = per["default"] - per[m]
    print(f"  default - {m:12s} {d.mean():+.4f} +/- {d.std(ddof=1) / np.sqrt(len(d)):.4f} "
          f"(paired over {len(d)} splits; ahead on {int((d > 0).sum())}, behind on {int((d < 0).sum())})")
c = df[df["method"] == "default"]
print(f"  default predicts one class on {int((c['n_pred_classes'] == 1).sum())} of {len(c)} fits")
