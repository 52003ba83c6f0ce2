"""Mixed growth offers a k-way split only where k is at most the node's planned records
(docs/default_forest.md, "More branches than records").

    VARIANTS_FILE=variants_branchcap.py METHODS=cur,cap \\
        python3 benchmarks/results/mwpath/scripts/run.py CELLS.csv rows.csv 6

``cap`` (``_multiway_branch_cap = 1``): in mixed growth a k-way candidate is offered at a
node only where k ≤ n̂_tree over the number of ways its path divided the records (a k-way split
dividing them k ways; the first form, before bbab5e1c, read 2^(levels its path used)), and the
finished-subtree look-ahead fits a child's k-way split only within the child's share (public:
the schema's domain size and the noisy size; ``PrivateData._offered(max_branches=...)``): with more branches than records
most are empty, the split's in-sample count is pure by construction, and the test records that
reach an empty branch get a class drawn on noise (a 32-level car name took the root of
mtcars' 22-record tree in 18 of 20 fits at ε = 5).  ``cap2`` (``= 2``): k ≤ half that (two
records a branch on average).  ``off`` (``= 0``): no cap.  ``cur``: the default of the day
(the cap since 0.6.45).
"""
import dpforest as d

VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "off": lambda e, s, r: type("NoBranchCap", (d.DPForestClassifier,), {"_multiway_branch_cap": 0})(
        epsilon=e, schema=s, random_state=r, progress=False),
    "cap": lambda e, s, r: type("BranchCap", (d.DPForestClassifier,), {"_multiway_branch_cap": 1})(
        epsilon=e, schema=s, random_state=r, progress=False),
    "cap2": lambda e, s, r: type("BranchCap2", (d.DPForestClassifier,), {"_multiway_branch_cap": 2})(
        epsilon=e, schema=s, random_state=r, progress=False),
}
