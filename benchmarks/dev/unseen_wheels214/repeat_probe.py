"""Near-repeats in batch 214's tables: how much of the non-private forest's accuracy comes from test
rows whose group also has rows in training.
- ifct_food_group13: group = the food's scientific name (varieties of one species: rice, amaranth
  seed black / pale brown, ...), or, where IFCT gives none, the food name before its first comma.
- gfonts_category5: group = the family name's first word (superfamilies such as Noto, Playwrite,
  IBM Plex, Roboto, Source, M PLUS, whose members share their designers' settings).
Also the equal feature rows and how many carry more than one class (class_conflicts).

Run after run_all.sh extracted the tarballs (tables.py reads them under UNSEEN_DIR,
/tmp/unseen214 by default): ``python3 benchmarks/dev/unseen_wheels214/repeat_probe.py``.
Scikit-learn only: prints :func:`grouped_probe.probe`'s figures
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import json
import os
import sys

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "ifct_food_group13"
ds = tables.load_all([name])[name]
d = pd.read_csv(tables.BASE / "ifct" / "package" / "index.csv")
d.columns = [c.split("; ")[-1] for c in d.columns]
n = d["grup"].value_counts()
d = d[d["grup"].isin(n[n >= 14].index)].reset_index(drop=True)   # the loader's rows, in order
assert list(d["grup"]) == list(ds.y)
scie = d["scie"].fillna("").str.strip().str.lower()
food = d["name"].str.split(",").str[0].str.strip().str.lower()
species = np.where(scie != "", scie, "name:" + food)
probe(ds, class_conflicts=True, groups={"species": species})

name = "gfonts_category5"
ds = tables.load_all([name])[name]
api = json.loads((tables.BASE / "gfm" / "package" / "data" / "api-response.json")
                 .read_text(encoding="utf-8"))
first = np.array([a["family"].split()[0] for a in api])
print("  largest first-word groups:",
      pd.Series(first).value_counts().head(6).to_dict())
probe(ds, class_conflicts=True, groups={"first_word": first})
