"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  In attack_actor_campaign every row of one actor (group
or campaign) shares the actor's columns (source_techniques, source_aliases, source_software) and
its class, so the harness's stratified 70 / 30 split puts most test rows beside training rows of
the same actor; rows of one technique share its columns.  In attack_technique_stage a
sub-technique usually shares its parent's tactic (so its stage) and platforms.  Groups: the actor
and the technique for the first table; the parent technique (a technique with its
sub-techniques) for the second.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen96 by
default): ``python3 benchmarks/dev/unseen_wheels96/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


# the actor table's source and target per row, recomputed with the loader's own filter
a, rel = tables._techniques()
ent = {x["stix_id"] for x in tables._active(tables._load("software", "software"))
       + tables._active(tables._load("groups-campaigns", "groups_campaigns"))}
src, tgt = [], []
for r in rel:
    k = r["source_ref"].split("--")[0]
    if r["relationship_type"] == "uses" and k in ("intrusion-set", "campaign") \
            and r["target_ref"] in a and r["source_ref"] in ent:
        src.append(r["source_ref"])
        tgt.append(r["target_ref"])
ds = tables.attack_actor_campaign()
assert len(src) == len(ds.y)
probe(ds, {"actors": np.array(src), "techniques": np.array(tgt)})
# the stage table's parent technique per row (T1234.001 -> T1234), in the loader's order
par = np.array([t["external_id"].split(".")[0] for t in a.values()])
ds = tables.attack_technique_stage()
assert len(par) == len(ds.y)
probe(ds, {"parent techniques": par})
