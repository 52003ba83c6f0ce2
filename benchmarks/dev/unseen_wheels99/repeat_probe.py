"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  Monsters come in families that share a stat-block
pattern and a name word ("Young / Adult / Ancient Red Dragon", "Aarakocra Aeromancer /
Skirmisher / Spelljammer", "... Zombie", "... Golem"), so the harness's stratified 70 / 30 split
can put a test monster beside its family in training.  Groups: the name's first word and its last
word (case folded).  Spells: the same groups on the spell's name ("Conjure ...", "Mordenkainen's
...", "... Ward").

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen99 by
default): ``python3 benchmarks/dev/unseen_wheels99/repeat_probe.py``.  Scikit-learn only; for each
table prints the forest's accuracy on one stratified split (seed 0) and on splits that hold whole
groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the majority rate of each and the
share of test rows whose group has rows in training; then how many rows share their feature row
with another row."""
import glob
import json
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds, groups):
    X = pd.get_dummies(ds.X).to_numpy(dtype=float)
    y = ds.y.to_numpy()
    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(X, y, tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    for what, g in groups.items():
        print(f"  {len(np.unique(g))} {what}")
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f"
                  % fit(X, y, tr, te, seed) + f", {len(te)} test rows", flush=True)
    k = pd.util.hash_pandas_object(ds.X, index=False).to_numpy()
    n = pd.Series(k).value_counts()
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; {int(n[n > 1].sum())} rows in "
          f"{int((n > 1).sum())} repeated rows")
    df = pd.DataFrame({"k": k, "y": y})
    mixed = df.groupby("k").y.nunique()
    print(f"  repeated feature rows with more than one class: {int((mixed > 1).sum())}")


def groups(names):
    w = names.str.lower().str.replace(r"[^a-z' ]", " ", regex=True).str.split()
    return {"first words": w.str[0].to_numpy(), "last words": w.str[-1].to_numpy()}


mnames = pd.Series([m["name"] for m in tables._ext_monsters()])
ds = tables.load_all(["dnd_monster_type"])["dnd_monster_type"]
assert len(mnames) == len(ds.y)
probe(ds, groups(mnames))
snames = pd.Series([json.load(open(f))["name"] for f in
                    sorted(glob.glob(str(tables.DATA / "spells" / "*.json")))])
ds = tables.load_all(["dnd_spell_school"])["dnd_spell_school"]
assert len(snames) == len(ds.y)
probe(ds, groups(snames))
