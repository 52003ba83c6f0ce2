"""Why the harness's non-private forest (100 fully grown trees) scores 0.59 on the X-Plane navaid
table while the DP default reaches 0.69-0.70: co-sited navaids of different kinds.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen70 by
default): ``python3 benchmarks/dev/unseen_wheels70/navaid_nonprivate_probe.py``.  One stratified
70 / 30 split (seed 0), scikit-learn only; prints each forest's accuracy and the share of test
navaids at a training navaid's position (latitude and longitude to 4 decimals), and of those
only at positions of navaids of other kinds."""
import os
import sys

import numpy as np
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)

d = tables._navaids()
d = d[d["kind"] != "marker"].reset_index(drop=True)
y = d.pop("kind").to_numpy()
X = d.to_numpy()
Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, random_state=0, stratify=y)
for depth, leaf in [(None, 1), (None, 20), (5, 1), (8, 1), (12, 1)]:
    m = RandomForestClassifier(100, max_depth=depth, min_samples_leaf=leaf, random_state=0,
                               n_jobs=1).fit(Xtr, ytr)
    print(f"RF(100, max_depth={depth}, min_samples_leaf={leaf}): {m.score(Xte, yte):.3f}")

kinds_at = {}
for pos, k in zip(map(tuple, np.round(Xtr[:, :2], 4)), ytr):
    kinds_at.setdefault(pos, set()).add(k)
test_pos = list(map(tuple, np.round(Xte[:, :2], 4)))
shared = np.mean([p in kinds_at for p in test_pos])
other = np.mean([p in kinds_at and k not in kinds_at[p] for p, k in zip(test_pos, yte)])
print(f"test navaids at a training navaid's position: {shared:.3f}; "
      f"only at other kinds': {other:.3f}")
