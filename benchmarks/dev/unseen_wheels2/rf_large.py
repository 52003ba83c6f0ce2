"""Non-private RF on cd_mortgages_fetter (the harness skips 'slow' methods above 100,000 training
rows; this lifts that flag only).  python rf_large.py SEEDS OUT.csv"""
import os, sys, csv, dataclasses
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dpforest.benchmarks import harness
import tables
seeds, out = int(sys.argv[1]), sys.argv[2]
m = dataclasses.replace(harness.METHODS["sklearn-rf"], slow=False)
ds = tables.cd_mortgages()
df = harness.run([m], [ds.name], [1.0], seeds, loaded={ds.name: ds}, progress=False)
df.to_csv(out, index=False)
print(df[["dataset", "method", "seed", "accuracy", "majority", "fit_seconds"]].to_string())
