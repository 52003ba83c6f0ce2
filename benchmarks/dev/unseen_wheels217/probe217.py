"""Batch 217's probe of its two misses (3-split grid): ecuador_landslide at eps 1 (the default
0.659 against SNR's 0.676, -0.016 +- 0.012, n*eps 525) and eps 2 (0.667 against Private-RDT's
0.680, -0.013 +- 0.004, n*eps 1050); the majority rate is 0.664.  Both cells are within one SE on
the 10-split refit.  The default, SNR and Private-RDT refitted with fresh privacy draws
(dpforest's noise is not seeded by random_state) on the grid's splits, built as the harness
builds them (harness.METHODS[name].factory):
  A. splits 0-2, 10 draws each (the grid's cells);
  B. splits 0-9, 3 draws each (the refit's splits).
Mean +- SE over all draws, sd of one fit, per-split means, the paired default - peer difference
over split means, the share of fits under the majority rate and of constant fits.

    UNSEEN_DIR=/tmp/unseen217 UNSEEN_TABLES=<this folder> python3 -W ignore probe217.py
"""
import os
import sys
import time
import warnings

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402
from dpforest.benchmarks import harness  # noqa: E402

warnings.simplefilter("ignore")
print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["ecuador_landslide"])["ecuador_landslide"]
METHODS = ("default", "snr", "private-rdt")
for eps in (1.0, 2.0):
    for part, splits, draws in (("A", range(3), 10), ("B", range(10), 3)):
        print(f"## eps {eps}, part {part}: splits {splits.start}-{splits.stop - 1}, "
              f"{draws} draws each", flush=True)
        out = {}
        for name in METHODS:
            per, allacc, under, const, maj = [], [], 0, 0, []
            for s in splits:
                Xtr, ytr, Xte, yte = bd.split(ds, s)
                vals, cnt = np.unique(np.asarray(ytr), return_counts=True)
                m_rate = float(np.mean(np.asarray(yte) == vals[cnt.argmax()]))
                maj.append(m_rate)
                a = []
                for _ in range(draws):
                    m = harness.METHODS[name].factory(eps, ds.schema, s)
                    m.fit(Xtr, ytr)
                    p = np.asarray(m.predict(Xte))
                    acc = float(np.mean(p == np.asarray(yte)))
                    a.append(acc)
                    under += acc < m_rate - 1e-9
                    const += len(set(p)) == 1
                per.append(np.mean(a))
                allacc += a
            out[name] = np.array(per)
            print(f"{name:12s} {len(allacc)} fits: mean {np.mean(allacc):.3f} ± "
                  f"{np.std(allacc, ddof=1) / np.sqrt(len(allacc)):.3f}, sd of one fit "
                  f"{np.std(allacc, ddof=1):.3f}; per-split means "
                  f"{', '.join(f'{v:.3f}' for v in per)}; under the majority rate "
                  f"{under}/{len(allacc)}; constant {const}/{len(allacc)}; majority "
                  f"{np.mean(maj):.3f}", flush=True)
        for peer in METHODS[1:]:
            d = out["default"] - out[peer]
            print(f"default - {peer}, paired over {len(d)} split means: {d.mean():+.3f} ± "
                  f"{d.std(ddof=1) / np.sqrt(len(d)):.3f}", flush=True)
