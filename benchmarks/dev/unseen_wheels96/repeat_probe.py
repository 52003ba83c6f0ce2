"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  In attack_actor_campaign every row of one actor (group
or campaign) shares the actor's columns (source_techniques, source_aliases, source_software) and
its class, so the harness's stratified 70 / 30 split puts most test rows beside training rows of
the same actor; rows of one technique share its columns.  In attack_technique_stage a
sub-technique usually shares its parent's tactic (so its stage) and platforms.  Groups: the actor
and the technique for the first table; the parent technique (a technique with its
sub-techniques) for the second.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen96 by
default): ``python3 benchmarks/dev/unseen_wheels96/repeat_probe.py``.  Scikit-learn only; for each
table prints the forest's accuracy on one stratified split (seed 0) and on splits that hold whole
groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the majority rate of each and the
share of test rows whose group has rows in training; then how many rows share their feature row
with another row."""
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


# the actor table's source and target per row, recomputed with the loader's own filter
a, rel = tables._techniques()
ent = {x["stix_id"] for x in tables._active(tables._load("software", "software"))
       + tables._active(tables._load("groups-campaigns", "groups_campaigns"))}
src, tgt = [], []
for r in rel:
    k = r["source_ref"].split("--")[0]
    if r["relationship_type"] == "uses" and k in ("intrusion-set", "campaign") \
            and r["target_ref"] in a and r["source_ref"] in ent:
        src.append(r["source_ref"])
        tgt.append(r["target_ref"])
ds = tables.attack_actor_campaign()
assert len(src) == len(ds.y)
probe(ds, {"actors": np.array(src), "techniques": np.array(tgt)})
# the stage table's parent technique per row (T1234.001 -> T1234), in the loader's order
par = np.array([t["external_id"].split(".")[0] for t in a.values()])
ds = tables.attack_technique_stage()
assert len(par) == len(ds.y)
probe(ds, {"parent techniques": par})
