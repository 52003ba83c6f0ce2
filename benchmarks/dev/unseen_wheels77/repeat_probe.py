"""How much of the non-private forest's accuracy on this batch's two tables comes from having
records of the same play (or scene) in training.  A play's group is the label of every speech
and scene in it, and a play has its own manner (its share of prose, of rhyme, of thou, its
speech lengths), so the harness's stratified 70 / 30 split puts every test speech beside
training speeches of its play and scene, and every test scene beside other scenes of its play.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen77 by
default): ``python3 benchmarks/dev/unseen_wheels77/repeat_probe.py``.  Scikit-learn only (every
column is numeric); for each table prints the forest's accuracy on one stratified split (seed 0)
and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2:
scenes and plays for the speeches, plays for the scenes), the majority rate of each and the
share of test rows whose group has rows in training; then leave-one-play-out over the 38 plays
(the accuracy over all rows, each predicted by a forest that saw no row of its play, against the
majority rate of the same folds); then the exact repeats (rows equal in every kept column) with
the same and with different classes."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def probe(ds, groups):
    X = ds.X.to_numpy(dtype=float)
    y = ds.y.to_numpy()

    def fit(tr, te, seed, g):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top), np.mean(np.isin(g[te], g[tr]))

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows")
    for what, g in groups.items():
        print(f"  stratified split (seed 0): RF %.3f, majority %.3f, test rows whose {what} is "
              "in training %.3f" % fit(tr, te, 0, g))
    for what, g in groups.items():
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"  whole {what}s held out ({len(np.unique(g))} {what}s, seed {seed}): "
                  "RF %.3f, majority %.3f, test rows whose group is in training %.3f"
                  % fit(tr, te, seed, g))
    play = groups["play"]
    hit = top_hit = 0
    for p in np.unique(play):
        te, tr = idx[play == p], idx[play != p]
        m = RandomForestClassifier(100, random_state=0, n_jobs=1).fit(X[tr], y[tr])
        hit += int((m.predict(X[te]) == y[te]).sum())
        top_hit += int((y[te] == pd.Series(y[tr]).value_counts().index[0]).sum())
    print(f"  leave-one-play-out ({len(np.unique(play))} folds): RF {hit / len(y):.3f}, "
          f"majority {top_hit / len(y):.3f}")
    full = ds.X.assign(_y=ds.y)
    dup = full[full.duplicated(list(ds.X.columns), keep=False)]
    same = full.duplicated(keep=False).sum()
    print(f"  exact repeats in every kept column: {len(dup)} rows, "
          f"{int(same)} of them with the same class")


# the speeches, in the loader's order: their play and scene
sp = [s for s in tables._speeches() if s["is_scene"] and len(s["lines"]) >= 4]
probe(tables.shakespeare_speech_genre(),
      {"play": np.array([s["play"] for s in sp]),
       "scene": np.array([f"{s['play']}/{s['unit']}" for s in sp])})

# the scenes, in the loader's order (groupby play and unit, unsorted): their play
sc = pd.DataFrame([s for s in tables._speeches() if s["is_scene"]])
keys = list(sc.groupby(["play", "unit"], sort=False).groups)
probe(tables.shakespeare_scene_genre(), {"play": np.array([k[0] for k in keys])})
