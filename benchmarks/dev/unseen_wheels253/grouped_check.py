"""Batch 253's side check (not the record): brown_para_genre15 with the 500 texts kept whole.
The grid's stratified 70/30 split puts paragraphs of one text on both sides; here three splits
put about 30 % of each genre's files (whole texts) in the test part (public randomness, seeds
0-2), and the harness fits the same methods once per split (its seed 0: the split is fixed as an
"official" one, so only the learners' noise follows the harness seed).  Writes one CSV row per fit.
Usage: UNSEEN_DIR=... PYTHONPATH=<export>/src python3 grouped_check.py OUT.csv"""
import os
import re
import runpy
import sys
from dataclasses import replace

import numpy as np
import pandas as pd

from dpforest.benchmarks import harness

HERE = os.path.dirname(os.path.abspath(__file__))
T = runpy.run_path(os.path.join(HERE, "tables.py"))
ds = T["brown_para_genre15"]()

# the file of each row, by the same walk and the same filter as tables.py's _paragraphs
files = []
for f in sorted(T["BASE"].glob("c[a-r][0-9][0-9]")):
    for block in re.split(r"\n\s*\n", f.read_text(encoding="latin-1")):
        sents = [ln.strip() for ln in block.split("\n") if ln.strip()]
        if sents and sum(len(s.split()) for s in sents) >= T["MIN_TOKENS"]:
            files.append(f.name)
files = pd.Series(files)
assert len(files) == len(ds.y)
assert (files.str[1].map(T["GENRES"]) == ds.y).all()

loaded = {}
for split in range(3):
    rng = np.random.default_rng(1000 + split)
    test_files = set()
    for g, fs in files.groupby(files.str[1]):
        u = sorted(fs.unique())
        k = max(1, int(round(0.3 * len(u))))
        test_files.update(rng.choice(u, size=k, replace=False))
    te = files.isin(test_files).to_numpy()
    name = f"brown_para_genre15_files{split}"
    loaded[name] = replace(ds, name=name, X=ds.X[~te].reset_index(drop=True),
                           y=ds.y[~te].reset_index(drop=True),
                           X_test=ds.X[te].reset_index(drop=True),
                           y_test=ds.y[te].reset_index(drop=True), split=f"whole files {split}")
    print(f"{name}: train {int((~te).sum())}, test {int(te.sum())} rows, "
          f"{len(test_files)} test files", flush=True)

res = harness.run(["default", "snr", "private-rdt", "boosting", "sklearn-rf"], list(loaded),
                  [0.1, 0.5, 1.0, 2.0], 1, loaded=loaded, progress=False)
res.to_csv(sys.argv[1], index=False)
tab = res.pivot_table(index="epsilon", columns="method", values="accuracy", aggfunc="mean")
print(tab.round(3).to_string())
print("non-private forest:", res[res.method == "sklearn-rf"].accuracy.round(3).tolist())
print("majority:", res.groupby("dataset").majority.first().round(3).tolist())
print("errors:", int(res.error.notna().sum() - (res.error.astype(str) == "").sum()))
