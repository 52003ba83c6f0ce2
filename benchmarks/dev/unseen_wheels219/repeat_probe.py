"""Batch 219's near-repeat (time) probe.  Both tables are time series, so a random stratified
split puts the neighbours in time of most test rows (the hour before and after; the day before
and after) in training.  Groups:
- aqeval_no2_hourband4: the day (1,095; a day holds all four hour bands) and the calendar month
  (36 year-months);
- nmmaps_chicago_season4: the year-month (168; the target is made from the month, so a group
  never has two classes) and the year (14).
The shared grouped_probe.probe (non-private forest on a stratified split and on 3 splits holding
whole groups out), then, on the same 3 group-held-out splits, the default, the SNR forest,
Private-RDT and DP boosting at eps 0.5 and 2 (one draw each) against the training majority
class's rate.

    UNSEEN_DIR=/tmp/unseen219 UNSEEN_TABLES=<this folder> python3 repeat_probe.py
"""
import os
import runpy
import sys
import time
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.model_selection import GroupShuffleSplit

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402

HERE = Path(os.environ["UNSEEN_TABLES"])
probe = runpy.run_path(str(HERE.parent / "unseen_wheels" / "grouped_probe.py"))["probe"]
print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)

aq = tables._aq()
nm = tables._nm()
groups = {"aqeval_no2_hourband4": {"days": aq["date"].dt.strftime("%Y-%m-%d").to_numpy(),
                                   "year-months": aq["date"].dt.strftime("%Y-%m").to_numpy()},
          "nmmaps_chicago_season4": {"year-months": (nm["year"].astype(str) + "-"
                                                     + nm["month"].astype(str)).to_numpy(),
                                     "years": nm["year"].astype(str).to_numpy()}}
PEERS = (("default", "DPForestClassifier"), ("snr", "SNRForestClassifier"),
         ("private-rdt", "PrivateRDTClassifier"), ("boosting", "DPBoostingClassifier"))
for name, g in groups.items():
    ds = tables.load_all([name])[name]
    probe(ds, g, test_classes=False)
    y = ds.y.to_numpy()
    for what, lab in g.items():
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(ds.X, y, lab))
            top = pd.Series(y[tr]).value_counts().index[0]
            out = []
            for eps in (0.5, 2.0):
                for short, cls in PEERS:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        m = getattr(dpforest, cls)(epsilon=eps, schema=ds.schema, random_state=seed,
                                                   progress=False).fit(ds.X.iloc[tr], y[tr])
                    acc = float(np.mean(np.asarray(m.predict(ds.X.iloc[te])) == y[te]))
                    out.append(f"{short} {acc:.3f}")
                out[-len(PEERS)] = f"eps {eps:g}: " + out[-len(PEERS)]
            print(f"    {what} held out (seed {seed}), DP: " + ", ".join(out)
                  + f"; majority {np.mean(y[te] == top):.3f}, {len(te)} test rows", flush=True)
