"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test glyph in training.  A font family draws one character in several faces
(STIX regular / bold / italic / bold italic; Computer Modern roman / bold / italic / sans /
typewriter share the character set of the text fonts), so a stratified split puts most test
glyphs beside training glyphs of the same character in another face: the forest may learn how the
faces differ on one character rather than what a face looks like.  Groups: the glyph name (the
same character across faces; the tables drop it, this probe reads it again from the fonts in the
loaders' order), and, as in the earlier batches, equal feature rows.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen83 by
default): ``python3 benchmarks/dev/unseen_wheels83/repeat_probe.py``.  Scikit-learn only; for
each table prints the forest's accuracy on one stratified split (seed 0) and on splits that hold
whole groups out (GroupShuffleSplit, 30 % of the groups, seeds 0-2), the majority rate of each
and the share of test rows whose group has rows in training; then how many rows share their
feature row with another row."""
import logging
import os
import sys
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def names(files):
    """The glyph names of the rows the loaders keep, in their order."""
    from fontTools.ttLib import TTFont
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    out = []
    for fname in files:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            f = TTFont(str(tables._TTF / fname))
        glyf = f["glyf"]
        for n in f.getGlyphOrder():
            g = glyf[n]
            if g.numberOfContours == 0 or len(g.getCoordinates(glyf)[0]) == 0:
                continue
            out.append(n)
    return np.array(out)


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds, groups):
    X = ds.X.to_numpy(dtype=float)
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
                  % fit(X, y, tr, te, seed)
                  + f", {len(te)} test rows, test classes "
                  + str(pd.Series(y[te]).value_counts().to_dict()), flush=True)
    n = pd.DataFrame({"k": groups["equal feature rows"], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  equal feature rows: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")


for ds, files in ((tables.stix_glyph_style(), tables._STIX), (tables.cm_glyph_font(), tables._CM)):
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    g = names(files)
    assert len(g) == len(ds.y)
    probe(ds, {"glyph names (the same character across faces)": g, "equal feature rows": key})
