"""Run the second batch's diagnose.py (refits of chosen cells with the default's parameters
varied) on this batch's tables (or UNSEEN_TABLES's): python diagnose.py KEY:EPS [KEY:EPS ...]
Extra variants: DIAG_SPLITS=binary,mixed (categorical_split); DIAG_DEPTHS / DIAG_TREES as there."""
import os, runpy, sys
HERE = os.path.dirname(os.path.abspath(__file__))
# the batch whose tables.py is read: this one, or the folder UNSEEN_TABLES names (later
# batches run this script on theirs, as run_grid.sh reads their tables)
sys.path.insert(0, os.environ.get("UNSEEN_TABLES", HERE))
import tables  # noqa: E402  -- that batch's module, found by batch 2's `import tables`

SECOND = os.path.join(HERE, "..", "unseen_wheels2", "diagnose.py")
src = open(SECOND).read()
extra = "".join(
    f'VARIANTS["categorical_split={s}"] = dict(categorical_split="{s}")\n'
    for s in os.environ.get("DIAG_SPLITS", "").split(",") if s)
src = src.replace("\n\ndef acc(", "\n" + extra + "\n\ndef acc(", 1)
sys.argv = [SECOND] + sys.argv[1:]
exec(compile(src, SECOND, "exec"), {"__name__": "__main__", "__file__": SECOND})
