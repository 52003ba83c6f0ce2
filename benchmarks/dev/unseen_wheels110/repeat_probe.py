"""How much of the non-private forest's accuracy on this batch's table comes from having
near-repeats of a test row in training.  In the non-orientable cusped census many manifolds share
a volume (the census lists different manifolds of equal volume one by one), and a manifold and
its same-volume partners are often triangulated with the same number of tetrahedra, so a test
manifold whose partner is in training is a near-repeat.  Groups: the volume rounded to 6
decimals (the whole group held out).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen110 by
default): ``python3 benchmarks/dev/unseen_wheels110/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

ds = tables.load_all(["snappy_nonor_tets"])["snappy_nonor_tets"]
probe(ds, class_conflicts=True, groups={"volumes": ds.X["volume"].round(6).to_numpy()})
