"""Batch 214: does the default's lead on gfonts_category5 survive when whole font superfamilies are
held out?  repeat_probe.log shows that holding out the family name's first word (Noto 213,
Playwrite 102, ...) puts the non-private forest at 0.41-0.48 against a majority of 0.40-0.44.
Here the default, the SNR forest, Private-RDT and DP boosting (dpforest's classes, as the
harness builds them: epsilon, schema, random_state) are fitted on the same three group-held-out
splits (GroupShuffleSplit, 30 % of the groups, seeds 0-2), 2 privacy draws each, at eps 0.1, 0.5,
1, 2; and scikit-learn's forest (100 trees) as the non-private reference.  Mean over the 6 fits
and the split majority rates.

    UNSEEN_DIR=/tmp/unseen214 python3 -W ignore group_dp_probe.py
"""
import json
import os
import sys
import time

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402
import dpforest  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["gfonts_category5"])["gfonts_category5"]
api = json.loads((tables.BASE / "gfm" / "package" / "data" / "api-response.json")
                 .read_text(encoding="utf-8"))
g = np.array([a["family"].split()[0] for a in api])
X, y = ds.X, ds.y.to_numpy()
splits = [next(GroupShuffleSplit(1, test_size=0.3, random_state=s).split(X, y, g))
          for s in range(3)]
maj, rf = [], []
for s, (tr, te) in enumerate(splits):
    top = pd.Series(y[tr]).value_counts().index[0]
    maj.append(np.mean(y[te] == top))
    Xd = pd.get_dummies(X).to_numpy(dtype=float)
    Xd = np.nan_to_num(Xd, nan=-1.0)
    rf.append(RandomForestClassifier(100, random_state=s, n_jobs=1).fit(Xd[tr], y[tr])
              .score(Xd[te], y[te]))
print(f"majority {np.mean(maj):.3f} ({', '.join(f'{v:.3f}' for v in maj)}); non-private forest "
      f"{np.mean(rf):.3f} ({', '.join(f'{v:.3f}' for v in rf)})", flush=True)
CLS = [("default", "DPForestClassifier"), ("snr", "SNRForestClassifier"),
       ("private-rdt", "PrivateRDTClassifier"), ("boosting", "DPBoostingClassifier")]
for eps in (0.1, 0.5, 1.0, 2.0):
    line = []
    for name, cls in CLS:
        acc = []
        for s, (tr, te) in enumerate(splits):
            for _ in range(2):
                m = getattr(dpforest, cls)(epsilon=eps, schema=ds.schema, random_state=s)
                m.fit(X.iloc[tr], y[tr])
                acc.append(float(np.mean(np.asarray(m.predict(X.iloc[te])) == y[te])))
        line.append(f"{name} {np.mean(acc):.3f} ± {np.std(acc, ddof=1) / np.sqrt(len(acc)):.3f}")
    print(f"eps {eps}: " + "; ".join(line), flush=True)
