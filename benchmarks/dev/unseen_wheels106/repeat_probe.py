"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  ICD-10-PCS lists every combination of a procedure's
axes as its own code: one root operation on one body part comes with several approaches,
devices and qualifiers, and usually one procedure class, so the harness's stratified 70 / 30
split puts most test codes beside their siblings in training.  Groups: the code stem (the first
4 characters: section, body system, root operation, body part -- all the approaches, devices
and qualifiers of one procedure on one body part together) and the root operation (section +
body system + character 3: every code of one operation together).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen106 by
default): ``python3 benchmarks/dev/unseen_wheels106/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

f = tables._codes()
for name, mask in (("icd10pcs_obstetrics_class", lambda f: f.code.str[0] == "1"),
                   ("icd10pcs_regions_class", lambda f: f.code.str[:2].isin(["0W", "0X", "0Y"]))):
    ds = tables.load_all([name])[name]
    sub = f[mask(f)].reset_index(drop=True)
    assert len(sub) == len(ds.y) and (sub.pc.map(tables._NAMES).to_numpy() == ds.y.to_numpy()).all()
    probe(ds, class_conflicts=True, groups={"code stems": sub.code.str[:4].to_numpy(),
                                            "root operations": sub.code.str[:3].to_numpy()})
