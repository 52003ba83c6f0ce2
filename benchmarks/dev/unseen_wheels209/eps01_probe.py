"""Batch 209's probe of its one miss (pbmc68k_bulk10, eps 0.1, 3-split grid only): the default
refitted at eps 0.1 on the grid's splits 0-9 (bd.split), 3 fresh privacy draws per split (the
noise is not seeded by random_state), recording test accuracy, the majority rate, the tree depth,
the classes it predicts, the share of test rows it puts in the majority class (Dendritic) and
whether that class is among its predictions, and the text of any warning it raises.

    UNSEEN_DIR=/tmp/unseen209 UNSEEN_TABLES=<this folder> python3 eps01_probe.py
"""
import os
import sys
import time
import warnings

import numpy as np
from sklearn.metrics import balanced_accuracy_score

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
ds = tables.load_all(["pbmc68k_bulk10"])["pbmc68k_bulk10"]
MAJ = "Dendritic"
rows, texts = [], set()
for s in range(10):
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    yte = np.asarray(yte)
    maj = float(np.mean(yte == MAJ))
    for draw in range(3):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            m = dpforest.DPForestClassifier(epsilon=0.1, schema=ds.schema, random_state=s,
                                            progress=False).fit(Xtr, ytr)
        for x in w:
            texts.add(f"{x.category.__name__}: {x.message}")
        pred = np.asarray(m.predict(Xte))
        acc = float(np.mean(pred == yte))
        bal = balanced_accuracy_score(yte, pred)
        share = float(np.mean(pred == MAJ))
        cls = sorted(set(pred))
        rows.append((acc, maj, len(cls), share, MAJ in cls, bal))
        print(f"split {s} draw {draw}: acc {acc:.3f} maj {maj:.3f} bal {bal:.3f} depth "
              f"{getattr(m, 'max_depth_', '?')} classes {len(cls)} predicted-Dendritic share "
              f"{share:.2f} [{', '.join(c[:12] for c in cls)}]", flush=True)
a = np.array(rows, dtype=float)
has = a[:, 4] == 1
se = a[:, 0].std(ddof=1) / np.sqrt(len(a))
print(f"fits {len(a)}; mean acc {a[:, 0].mean():.4f} +- {se:.4f} vs majority {a[:, 1].mean():.4f}; "
      f"sd {a[:, 0].std(ddof=1):.3f}; fits under the majority rate {int((a[:, 0] < a[:, 1]).sum())}")
print(f"fits predicting Dendritic {int(has.sum())}: mean acc {a[has, 0].mean():.4f}; "
      f"fits not predicting it {int((~has).sum())}: mean acc "
      f"{a[~has, 0].mean() if (~has).any() else float('nan'):.4f}")
print(f"corr(acc, predicted-Dendritic share) {np.corrcoef(a[:, 0], a[:, 3])[0, 1]:.2f}; "
      f"mean balanced accuracy {a[:, 5].mean():.3f} (chance 0.100)")
for t in sorted(texts):
    print("warning:", t[:400])
