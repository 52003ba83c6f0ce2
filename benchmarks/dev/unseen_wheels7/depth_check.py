"""The default's planned depth / trees per table and ε on split 0, and max_auto_depth (the cap),
under whichever dpforest is imported (run with PYTHONPATH=<an archived src> to compare versions)."""
import sys, warnings
warnings.simplefilter("ignore")
import os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables, dpforest
from dpforest.benchmarks.datasets import split
from dpforest.forests import default as D
for k, f in tables.LOADERS.items():
    ds = f()
    out = []
    for e in (0.1, 0.5, 1, 2):
        s = split(ds, 0)
        Xtr, ytr = s[0], s[1]
        m = dpforest.DPForestClassifier(epsilon=e, schema=ds.schema, random_state=0).fit(Xtr, ytr)
        out.append(f"{m.max_depth_}/{m.n_estimators_}")
    print(f"{ds.name:28s} cap={D.max_auto_depth(ds.schema)} depth/T at eps .1 .5 1 2: {out}", flush=True)
