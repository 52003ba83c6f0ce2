"""How much of the non-private forest's accuracy on this batch's two tables comes from having
rows of the same group in training.
- ISO 3166-2 subdivisions: a country registers its subdivisions under one or two types, so the
  country column nearly names the type.  Groups: the country (all its subdivisions held out
  together: the forest then meets an unseen country level) and equal feature rows.
- CLDR territory-language pairs: a territory's languages share its language policy, and a
  language recurs across territories.  Groups: the territory (dropped from the features, but
  its rows share the territory counts), the language (base code) and equal feature rows.
The harness's stratified 70 / 30 split puts most test rows beside training rows of the same
group.

Run after run_all.sh unzipped the wheels (tables.py reads them under UNSEEN_DIR, /tmp/unseen91 by
default): ``python3 benchmarks/dev/unseen_wheels91/repeat_probe.py``.  Scikit-learn only, on
the harness's `ordinal_imputed` encoding: prints :func:`grouped_probe.probe`'s figures for each
table (benchmarks/dev/unseen_wheels/grouped_probe.py; with each held-out split's test
classes)."""
import os
import sys

import numpy as np
from dpforest.benchmarks.harness import encode

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import key, probe  # noqa: E402  (shared by the batches)


def ordinal(ds):
    return np.asarray(encode(ds.X, ds.schema, "ordinal_imputed"), dtype=float)


ds = tables.iso_subdivision_type()
probe(ds, {"countries": ds.X["country"].astype(str).to_numpy(),
           "equal feature rows": key(ds.X)},
      X=ordinal(ds), test_classes=True, repeats="equal feature rows")

d, _ = tables._pairs()
ds = tables.cldr_language_status()
assert len(d) == len(ds.y)
probe(ds, {"territories": d["territory"].to_numpy(), "languages": d["lang"].to_numpy(),
           "equal feature rows": key(ds.X)},
      X=ordinal(ds), test_classes=True, repeats="equal feature rows")
