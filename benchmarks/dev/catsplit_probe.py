"""The default against fixed ``categorical_split`` settings on one outside batch's table (a quick
look, not a rule's record): each setting fitted on the batch grid's own splits (the
harness's `datasets.split`, seeds 0..S-1), R noise draws each, mean accuracy ± SE over the
fits.  Needs the batch's data fetched (its run_all.sh, or benchmarks/dev/unseen_fetch_all.sh)
in /tmp/unseenN.

    python3 benchmarks/dev/catsplit_probe.py BATCH TABLE [--eps 0.5,1,2] [--splits 10]
        [--draws 2] [--settings auto,mixed]

A setting is a ``categorical_split`` value, or one with ``+perlevel`` (plain multiway
candidates scored by their gain per level, the dev switch ``_multiway_per_level``) or
``+nullpen`` (their counts lowered by the expected excess on unrelated classes,
``_multiway_null_penalty``).
"""
import argparse
import os
import sys
import warnings
from pathlib import Path

import numpy as np

import dpforest
from dpforest.benchmarks import datasets as bd

ap = argparse.ArgumentParser()
ap.add_argument("batch")
ap.add_argument("table")
ap.add_argument("--eps", default="0.5,1,2")
ap.add_argument("--splits", type=int, default=10)
ap.add_argument("--draws", type=int, default=2)
ap.add_argument("--settings", default="auto,mixed")
a = ap.parse_args()
warnings.filterwarnings("ignore")
sys.path.insert(0, str(Path(__file__).resolve().parent / f"unseen_wheels{a.batch}"))
os.chdir(os.environ.get("UNSEEN_DIR", f"/tmp/unseen{a.batch}"))
import tables  # noqa: E402  (the batch's loader, found through the path above)

ds = tables.load_all([a.table])[a.table]
res = {}
for eps in (float(e) for e in a.eps.split(",")):
    for seed in range(a.splits):
        Xtr, ytr, Xte, yte = bd.split(ds, seed)     # the batch grid's split for this seed
        for setting in a.settings.split(","):
            for _ in range(a.draws):
                split, _, dev = setting.partition("+")
                m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema,
                                                categorical_split=split, progress=False)
                if dev == "perlevel":   # a candidate: plain multiway scored by gain per level
                    m._multiway_per_level = True
                if dev == "nullpen":    # a candidate: k-way counts less their expected null excess
                    m._multiway_null_penalty = True
                m.fit(Xtr, ytr)
                res.setdefault((eps, setting), []).append(float((m.predict(Xte) == np.asarray(yte)).mean()))
for (eps, setting), v in sorted(res.items()):
    print(f"{a.table} eps={eps:g} {setting:9s} {np.mean(v):.4f} ± {np.std(v, ddof=1) / np.sqrt(len(v)):.4f} "
          f"({len(v)} fits)")
