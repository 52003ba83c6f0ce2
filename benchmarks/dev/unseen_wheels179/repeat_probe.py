"""Near-repeats in this batch's two tables (non-private, scikit-learn only; the shared
grouped_probe.probe's figures for each table).
- sf_resolution: the police data hold one row per offence, so one incident (IncidntNum) can have
  several rows, which share place, time and, mostly, the resolution; 50 incident numbers have
  two rows among the 5,000.  Group: the incident number.
- sc_type: the papers of one journal share its type (the target) and, within a year, its volume
  number; the group probe holds whole journals out.  Group: the journal (not a feature).
Run after run_all.sh extracted the .deb files (tables.py reads them under UNSEEN_DIR,
/tmp/unseen179 by default): ``python3 benchmarks/dev/unseen_wheels179/repeat_probe.py``."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["sf_resolution"])["sf_resolution"]
inc = tables._incidents().reset_index(drop=True).IncidntNum.astype(str).to_numpy()
assert len(inc) == len(ds.y)
probe(ds, class_conflicts=True, groups={"incident number": inc})

ds = tables.load_all(["sc_type"])["sc_type"]
jr = tables._scpub().reset_index(drop=True).journal.astype(str).to_numpy()
assert len(jr) == len(ds.y)
probe(ds, class_conflicts=True, groups={"journal": np.array(jr)})
