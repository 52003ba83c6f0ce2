"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  Grid branches repeat: parallel circuits between the same
two buses have equal parameters, and the branches at one bus share its load / voltage columns;
the Polish case's 6 zones (the from bus's) are natural groups too (the RTE case has one zone).
Groups: the unordered bus pair (a corridor), the from bus and, on the Polish table, the zone.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen101 by
default): ``python3 benchmarks/dev/unseen_wheels101/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


for name, case, lines_only in (("matpower_pl_line_kv", "case3375wp", True),
                               ("matpower_rte_trafo", "case6515rte", False)):
    _, _, trafo, zone, br = tables._case(case)
    keep = ~trafo if lines_only else trafo | True
    br = br[keep].reset_index(drop=True)
    ds = tables.load_all([name])[name]
    assert len(br) == len(ds.y)
    groups = {"corridors": (br[["f", "t"]].min(axis=1).astype(int).astype(str) + "-"
                            + br[["f", "t"]].max(axis=1).astype(int).astype(str)).to_numpy(),
              "from buses": br.f.astype(int).to_numpy()}
    if len(set(zone[keep])) > 1:        # the Polish case's 6 zones; the RTE case has one
        groups["zones"] = zone[keep]
    probe(ds, class_conflicts=True, groups=groups)
