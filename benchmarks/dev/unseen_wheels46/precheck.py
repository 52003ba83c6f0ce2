"""Non-private pre-check of candidate tables (rebuilt for batch 46 from batches 44/45's READMEs:
their /tmp copies are gone).  For each table named on the command line: scikit-learn's
RandomForestClassifier(n_estimators=100) on the harness's own `ordinal_imputed` encoding, 3
stratified 70/30 splits with seeds 100-102 (not the grid's 0-2), scored on the test split against
the test accuracy of the training majority class.  Keep rule (stated in the log header before
this runs): gain >= +2.0 points over the majority rate with every split above the majority rate.
Usage: UNSEEN_TABLES=<batch dir> python3 precheck.py NAME [NAME...]"""
import os, sys, time
import numpy as np
sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables
import dpforest
from dpforest.benchmarks import datasets as bench_datasets
from dpforest.benchmarks.harness import encode
from sklearn.ensemble import RandomForestClassifier

SEEDS = (100, 101, 102)
print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; tables {tables.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)
print(f"{'table':24s} {'n':>7s} {'C':>3s} {'majority':>9s} {'rf (3 splits)':>26s} {'mean':>6s} "
      f"{'gain':>7s}  verdict", flush=True)
for name in sys.argv[1:]:
    ds = tables.load_all([name])[name]
    accs, majs = [], []
    for seed in SEEDS:
        Xtr, ytr, Xte, yte = bench_datasets.split(ds, seed)
        s = ds.schema
        ytr_i, yte_i = s.encode_labels(ytr), s.encode_labels(yte)
        top = int(np.bincount(ytr_i, minlength=s.n_classes).argmax())
        majs.append(float(np.mean(yte_i == top)))
        rf = RandomForestClassifier(n_estimators=100, random_state=seed, n_jobs=1)
        rf.fit(encode(Xtr, s, "ordinal_imputed"), ytr_i)
        accs.append(float(np.mean(rf.predict(encode(Xte, s, "ordinal_imputed")) == yte_i)))
    gain = 100 * (np.mean(accs) - np.mean(majs))
    every = all(a > m for a, m in zip(accs, majs))
    ok = gain >= 2.0 and every
    why = [] if ok else ([f"gain {gain:+.1f} under +2.0"] if gain < 2.0 else []) + \
        ([] if every else ["a split at or below the majority rate"])
    print(f"{name:24s} {len(ds.y):7d} {ds.schema.n_classes:3d} {np.mean(majs):9.3f} "
          f"{', '.join(f'{a:.3f}' for a in accs):>26s} {np.mean(accs):6.3f} {gain:+7.1f}  "
          f"{'keep' if ok else 'FAIL (' + '; '.join(why) + ')'}"
          f"   [split majority rates {', '.join(f'{m:.3f}' for m in majs)}]", flush=True)
