"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test row in training.  One registrant (CIK) can list several tickers (share classes,
preferred shares, units and warrants) on one exchange, and several XBRL concepts are mapped to
one standard tag, so the harness's stratified 70 / 30 split can put a test row beside training
rows of its own registrant or standard tag.  Groups: the CIK (tickers), the standard tag
(concepts).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen153 by
default): ``python3 benchmarks/dev/unseen_wheels153/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name, g in (("sec_ticker_nasdaq_vs_nyse", "cik"), ("gaap_bs_section", "standard_tag")):
    ds = tables.load_all([name])[name]
    keys = tables.keys_of(name)
    assert len(keys) == len(ds.y)
    probe(ds, class_conflicts=True, groups={g: np.array(keys)})
