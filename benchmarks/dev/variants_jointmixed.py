"""The joint split-and-label draw in mixed growth (docs/default_forest.md, "Label leaves").

    python3 benchmarks/dev/auto_tables.py --limit 400 --levels 9-30 --min-share 0.02 \\
        --variants benchmarks/dev/variants_jointmixed.py --methods cur,jointmixed --epsilons 0.1,0.5,2 --seeds 12 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur
    # on the cells where it acts (benchmarks/results/jointmixed/README.md):
    VARIANTS_FILE=variants_jointmixed.py METHODS=cur,jointmixed \\
        python3 benchmarks/results/mwpath/scripts/run.py CELLS.csv rows.csv 6

In mixed growth a k-way split uses ⌈log2 k⌉ levels, so nodes reach their last level on their
own path at different level indices.  ``jointmixed`` (``_joint_mixed = True``): every node with
one level left draws its split and its children's classes together (k-way candidates with more
than 4,096 labellings left out of that draw); ``apart`` (``_joint_mixed = False``): mixed-growth
label trees split, then label.  ``cur``: the default of the day -- ``apart`` until 0.6.36 (the
runs above paired it with ``jointmixed``: a tie on the 50 many-class tables, +0.027 ± 0.002 on
the 404 cells where the draw acts), ``jointmixed`` since 0.6.37 (JOINT_MIXED).
``gatejoint`` (``_joint_keeps_multiway = False``): with mixed trees drawing jointly too, the
signal-to-noise gate on plain multiway growth also holds below the label-leaf gate where the
multiway joint draw applies (``auto_categorical_split``; cells: scripts/affected_gate.py).
``mixnull`` (``_mixed_null_penalty = True``): mixed growth's k-way candidates scored less their
null excess over a binary candidate's, as plain multiway ones are since 0.6.36
(``PrivateData._null_offset_mixed``; cells: scripts/affected_mixnull.py).
``widejoint`` (``_joint_wide_multiway = True``): plain multiway label trees draw their last
splits and labels together whatever their domains, a column with more than 4,096 labellings
left out of the draw (``joint_labels_apply``; cells: scripts/affected_widejoint.py).
"""
import dpforest as d

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "jointmixed": lambda e, s, r: type("JointMixed", (d.DPForestClassifier,), {"_joint_mixed": True})(
        epsilon=e, schema=s, random_state=r, progress=False),
    "gatejoint": lambda e, s, r: type("GateJoint", (d.DPForestClassifier,), {"_joint_keeps_multiway": False})(
        epsilon=e, schema=s, random_state=r, progress=False),
    "mixnull": lambda e, s, r: type("MixNull", (d.DPForestClassifier,), {"_mixed_null_penalty": True})(
        epsilon=e, schema=s, random_state=r, progress=False),
    "widejoint": lambda e, s, r: type("WideJoint", (d.DPForestClassifier,), {"_joint_wide_multiway": True})(
        epsilon=e, schema=s, random_state=r, progress=False),
    "apart": lambda e, s, r: type("SplitThenLabel", (d.DPForestClassifier,), {"_joint_mixed": False})(
        epsilon=e, schema=s, random_state=r, progress=False),
}
