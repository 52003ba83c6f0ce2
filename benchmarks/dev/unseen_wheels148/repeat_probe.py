"""How much of the non-private forest's accuracy on this batch's licence table comes from
near-repeats of a test row in training.  Families of namespaces come from one source: the SWEET
ontologies (225 namespaces) share one GitHub repository, as do The World Avatar's and the Crop
Ontology's, and a family usually shares one licence and one registry footprint, so the harness's
stratified 70 / 30 split can put a test row beside training rows of its own family.  Groups: the
namespace's source repository (its own prefix when none is listed), and its parent namespace
(part_of / part_of_database, else its own prefix).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen148 by
default): ``python3 benchmarks/dev/unseen_wheels148/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

for name in ("brg_namespace_licence",):
    ds = tables.load_all([name])[name]
    repo, parent = tables.keys_of(name)
    assert len(repo) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"repository": np.array(repo), "parent": np.array(parent)})
