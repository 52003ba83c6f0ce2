"""Batch 211, second probe (after probe211.log showed the microbov_breed cells moving a lot
between privacy draws): the default and the SNR forest on microbov_breed with 5 fresh privacy
draws on each split -- eps 0.1 on splits 0-9 (the 10-split refit's miss) and eps 0.5 on splits
0-2 (the 3-split grid's miss).  Mean +- SE over all draws, and the SE of the per-split means
(what the refit's one-draw-per-split SE estimates without the draw-to-draw part).

    UNSEEN_DIR=/tmp/unseen211 UNSEEN_TABLES=<this folder> python3 -W ignore probe211_draws.py
"""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["microbov_breed"])["microbov_breed"]
DRAWS = 5
for eps, splits in ((0.1, range(10)), (0.5, range(3))):
    out = {}
    for label, cls in (("default", dpforest.DPForestClassifier),
                       ("snr", dpforest.SNRForestClassifier)):
        per, allacc = [], []
        for s in splits:
            Xtr, ytr, Xte, yte = bd.split(ds, s)
            a = []
            for _ in range(DRAWS):
                m = cls(epsilon=eps, schema=ds.schema, random_state=s, progress=False).fit(Xtr, ytr)
                a.append(float(np.mean(np.asarray(m.predict(Xte)) == np.asarray(yte))))
            per.append(np.mean(a))
            allacc += a
        out[label] = np.array(per)
        sd = np.std(allacc, ddof=1)
        print(f"eps {eps:<4} {label:8s} {len(allacc)} fits: mean {np.mean(allacc):.3f}, sd of one "
              f"fit {sd:.3f}; per-split means {', '.join(f'{v:.3f}' for v in per)} (SE "
              f"{np.std(per, ddof=1) / np.sqrt(len(per)):.3f})", flush=True)
    d = out["default"] - out["snr"]
    print(f"eps {eps:<4} default - snr, paired over {len(d)} split means: {d.mean():+.3f} ± "
          f"{d.std(ddof=1) / np.sqrt(len(d)):.3f}", flush=True)
