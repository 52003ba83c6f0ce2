"""Batch 255, post-hoc probe (NOT of record; run after the grid and refit): how much of
fr_commune_region13 rests on the EPCI columns (epci_pop / epci_members nearly name a commune's
EPCI, and an EPCI lies in one region, with its communes on both sides of a split)?  The same 3
grid splits (seeds 0-2): scikit-learn's RandomForestClassifier(100) on the harness's
ordinal_imputed encoding, and the default at eps 1, with all columns and without the three
epci_* columns.  Usage: UNSEEN_TABLES=<batch dir> python3 epci_key_probe.py"""
import os, sys
import numpy as np
sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables
import dpforest
from dpforest import DPForestClassifier
from dpforest.benchmarks import datasets as bench_datasets
from dpforest.benchmarks.harness import encode
from sklearn.ensemble import RandomForestClassifier

ds = tables.load_all(["fr_commune_region13"])["fr_commune_region13"]
EPCI = ["epci_type", "epci_members", "epci_pop"]
print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}")
s = ds.schema
s2 = s.drop(EPCI)
for seed in (0, 1, 2):
    Xtr, ytr, Xte, yte = bench_datasets.split(ds, seed)
    ytr_i, yte_i = s.encode_labels(ytr), s.encode_labels(yte)
    out = []
    for label, sch, cols in (("all", s, list(Xtr.columns)),
                             ("no_epci", s2, [c for c in Xtr.columns if c not in EPCI])):
        rf = RandomForestClassifier(n_estimators=100, random_state=seed, n_jobs=1)
        rf.fit(encode(Xtr[cols], sch, "ordinal_imputed"), ytr_i)
        a_rf = float(np.mean(rf.predict(encode(Xte[cols], sch, "ordinal_imputed")) == yte_i))
        m = DPForestClassifier(epsilon=1.0, schema=sch, random_state=seed).fit(Xtr[cols], ytr)
        a_d = float(np.mean(np.asarray(m.predict(Xte[cols])) == np.asarray(yte)))
        out.append(f"{label}: rf {a_rf:.3f} default(eps 1) {a_d:.3f}")
    print(f"seed {seed}: " + "; ".join(out), flush=True)
