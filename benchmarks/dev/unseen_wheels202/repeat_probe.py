"""Near-repeats in batch 202's two tables: how much of the non-private forest's accuracy comes
from test rows whose group also has rows in training.
- gretl_keane_choice5: the man (keane.gdt's `id`: 1,881 men with up to 7 person-years each).
  His experience columns carry his earlier choices, and choices persist from year to year.
- oct_arrhythmia2: one row per patient; no identifier.  The group is the patient's age, sex,
  height and weight together (a repeated recording of one patient would share them).

Run after run_all.sh extracted the .debs (tables.py reads them under UNSEEN_DIR, /tmp/unseen202
by default): ``python3 benchmarks/dev/unseen_wheels202/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "gretl_keane_choice5"
ds = tables.load_all([name])[name]
man = tables._keane()["id"].astype(int).to_numpy()   # the loader's rows, in order
assert len(man) == len(ds.y)
probe(ds, class_conflicts=True, groups={"man": man})

name = "oct_arrhythmia2"
ds = tables.load_all([name])[name]
demo = ds.X.iloc[:, :4].astype(str).agg("|".join, axis=1).to_numpy()
assert list(ds.X.columns[:4]) == ["Age, years", "Sex (0=male, 1=female)", "Height, cm",
                                  "Weight, kg"]
probe(ds, class_conflicts=True, groups={"age, sex, height and weight": demo})
