"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  A lens has many distortion entries (one per calibrated
focal length: a zoom 3-20, a prime one), and they share the lens's columns (crop factor, counts,
ranges) and its class; lenses come in near-twins (one design sold for several mounts or under
two names, compact cameras of one line sharing a lens).  Groups: for the distortion entries,
the lens (all its entries held out together) and equal lens columns (the lens-level columns
only: crop factor, aspect ratio, type, mounts, counts, ranges); for both tables, equal feature
rows.  The harness's stratified 70 / 30 split puts most test entries beside training entries of
the same lens.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen89 by
default): ``python3 benchmarks/dev/unseen_wheels89/repeat_probe.py``.  Scikit-learn only
(categorical columns coded as integers): prints :func:`grouped_probe.probe`'s figures for each
table (benchmarks/dev/unseen_wheels/grouped_probe.py; with each held-out split's test
classes)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import coded, key, probe  # noqa: E402  (shared by the batches)


LENS_COLS = ["cropfactor", "aspect_ratio", "lens_type", "n_mounts", "n_distortion", "n_tca",
             "n_vignetting", "focal_min", "focal_max", "vig_aperture_min", "vig_aperture_max",
             "n_vig_distances"]

# distortion entries (the same row order as tables._distortion_rows)
f = tables._distortion_rows()
ds = tables.lensfun_distortion_system()
assert len(f) == len(ds.y) and (f["_system"].to_numpy() == ds.y.to_numpy()).all()
probe(ds, {"lens": f["_lens"].to_numpy(),
           "equal lens columns": key(ds.X[LENS_COLS]),
           "equal feature rows": key(ds.X)},
      X=coded(ds.X), test_classes=True, repeats="equal feature rows")

# lenses
f = tables._lens_rows()
ds = tables.lensfun_lens_maker()
assert len(f) == len(ds.y) and (f["_maker"].to_numpy() == ds.y.to_numpy()).all()
probe(ds, {"equal feature rows": key(ds.X)},
      X=coded(ds.X), test_classes=True, repeats="equal feature rows")
