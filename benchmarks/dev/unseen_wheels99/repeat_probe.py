"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  Monsters come in families that share a stat-block
pattern and a name word ("Young / Adult / Ancient Red Dragon", "Aarakocra Aeromancer /
Skirmisher / Spelljammer", "... Zombie", "... Golem"), so the harness's stratified 70 / 30 split
can put a test monster beside its family in training.  Groups: the name's first word and its last
word (case folded).  Spells: the same groups on the spell's name ("Conjure ...", "Mordenkainen's
...", "... Ward").

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen99 by
default): ``python3 benchmarks/dev/unseen_wheels99/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import glob
import json
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


def groups(names):
    w = names.str.lower().str.replace(r"[^a-z' ]", " ", regex=True).str.split()
    return {"first words": w.str[0].to_numpy(), "last words": w.str[-1].to_numpy()}


mnames = pd.Series([m["name"] for m in tables._ext_monsters()])
ds = tables.load_all(["dnd_monster_type"])["dnd_monster_type"]
assert len(mnames) == len(ds.y)
probe(ds, class_conflicts=True, groups=groups(mnames))
snames = pd.Series([json.load(open(f))["name"] for f in
                    sorted(glob.glob(str(tables.DATA / "spells" / "*.json")))])
ds = tables.load_all(["dnd_spell_school"])["dnd_spell_school"]
assert len(snames) == len(ds.y)
probe(ds, class_conflicts=True, groups=groups(snames))
