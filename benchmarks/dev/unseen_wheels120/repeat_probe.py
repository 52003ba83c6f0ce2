"""How much of the non-private forest's accuracy on rebase_overhang comes from near-repeats of a
test enzyme in training.  Isoschizomers -- enzymes from different organisms that recognise the
same site -- sit in REBASE side by side and usually cut it the same way, so the harness's
stratified 70 / 30 split can put a test enzyme beside training enzymes of its own site.  Groups:
the recognition site itself, and the site with its degenerate letters collapsed to N (so that
GGNCC and GGWCC, say, fall together).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen120 by
default): ``python3 benchmarks/dev/unseen_wheels120/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["rebase_overhang"])["rebase_overhang"]
names = tables._enzymes()
sites = tables.runpy.run_path(str(tables.FILE))["rest_dict"]
sub = names[names["overhang"].isin(["Ov5", "Ov3"])]
site = np.array([sites[n]["site"] for n in sub["name"]])
assert len(site) == len(ds.y)
probe(ds, class_conflicts=True,
      groups={"recognition site": site,
              "site, degenerate letters as N": np.array([re.sub(r"[^ACGT]", "N", s)
                                                         for s in site])})
