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
text columns coded as integers: prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py; groups: scripts (not for the emoji, all of the
Common script), blocks, names' first words, then equal feature rows; with each held-out split's
test classes), then how many rows are in blocks and scripts of one class."""
import os
import sys

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import coded, probe  # noqa: E402  (shared by the batches)


for ds, rows in [(tables.ucd_char_era(), tables._char_rows()),
                 (tables.ucd_emoji_era(), tables._emoji_rows())]:
    assert len(rows) == len(ds.y)
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    groups = {"scripts": rows["sc"].to_numpy(), "blocks": rows["blk"].to_numpy(),
              "names' first words": rows["na"].str.split().str[0].to_numpy(),
              "equal feature rows": key}
    if len(np.unique(groups["scripts"])) < 2:      # every emoji is of the Common script
        del groups["scripts"]
    probe(ds, groups, X=coded(ds.X), test_classes=True, repeats="equal feature rows")
    for what in [w for w in ("blocks", "scripts") if w in groups]:
        m = pd.DataFrame({"k": groups[what], "y": ds.y.to_numpy()})
        m = m.groupby("k")["y"].agg(["size", "nunique"])
        print(f"  {what}: {len(m)}; {int(m[m['nunique'] == 1]['size'].sum())} rows in "
              f"{int((m['nunique'] == 1).sum())} {what} of one class")
