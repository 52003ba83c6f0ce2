"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  The OCN-1 catalogue is a tree: a line's sub-lines
extend its moves by a ply or two and mostly keep its style flag (a gambit's sub-lines are
gambits), so the harness's stratified 70 / 30 split puts most test lines beside their parent or
siblings in training.  Groups: the variation (the slug's first 3 tokens, e.g. C.Ita.Evg: a
variation with all its sub-lines) and, on the Open Games, the opening (first 2 tokens, e.g.
C.Ita: the Italian Game with all its variations).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen108 by
default): ``python3 benchmarks/dev/unseen_wheels108/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

f = tables._lines()
tok = f.ocn1.str.split(".")
for name, mask, two in (("ocn_italian_gambit", tok.str[1] == "Ita", True),
                        ("ocn_open_games_style", tok.str[0] == "C", False)):
    ds = tables.load_all([name])[name]
    sub = f[mask].reset_index(drop=True)
    y = sub["style"]
    if two:
        y = (y == "gambit").map({True: "gambit", False: "not_gambit"})
    assert len(sub) == len(ds.y) and (y.to_numpy() == ds.y.to_numpy()).all()
    slug = sub.ocn1.str.split(".")
    groups = {"variations": slug.str[:3].str.join(".").to_numpy()}
    if not two:
        groups["openings"] = slug.str[:2].str.join(".").to_numpy()
    probe(ds, class_conflicts=True, groups=groups)
