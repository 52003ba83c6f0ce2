"""Paired fits of ``cur`` and ``path`` (benchmarks/dev/variants_mwpath.py) on the cells whose
growth the rule changes.  python3 run.py CELLS.csv OUT.csv SEEDS [SEED0]
(CELLS: affected.py's rows with changed = True).  Another variants file and its methods:
VARIANTS_FILE=benchmarks/dev/variants_catorder.py METHODS=cur,ordered2 python3 run.py ..."""
import functools, os, sys, warnings
from concurrent.futures import ProcessPoolExecutor
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np, pandas as pd
from affected import DEV, wheel_loaders  # noqa: F401  (DEV on sys.path)
from dpforest.benchmarks import datasets as bd, harness
from variant_eval import load_variants

NAMES = tuple(os.environ.get("METHODS", "cur,path").split(","))
VFILE = os.environ.get("VARIANTS_FILE", "variants_mwpath.py")
_V, STASH = {}, {}


@functools.lru_cache(maxsize=4)
def load(group, key):
    if group == "automatic":
        import auto_tables as A
        return A.load(*eval(key))
    if group == "curated":
        return bd.load(key)
    batch = int(group.removeprefix("wheels"))      # only that batch's loaders are read
    return next(f for g, k, f in wheel_loaders(batch, batch) if (g, k) == (group, key))()


def method(v):
    if not _V:
        _V.update(load_variants(VFILE if os.path.isabs(VFILE) else f"{DEV}/{os.path.basename(VFILE)}"))

    def fac(e, s, r):
        STASH["est"] = _V[v](e, s, r)
        return STASH["est"]
    return harness.Method(v, fac, is_default=True)


def job(args):
    group, key, eps, seeds = args
    warnings.simplefilter("ignore")
    ds = load(group, key)
    rows = []
    for seed in seeds:
        split = bd.split(ds, seed)
        for v in NAMES:
            row = harness._fit_one(method(v), ds.name, ds.schema, split, eps, seed)
            est = STASH.get("est")
            row.update(group=group, key=key, split=getattr(est, "categorical_split_", np.nan),
                       depth=getattr(est, "max_depth_", np.nan))
            rows.append(row)
    return rows


if __name__ == "__main__":
    cells = pd.read_csv(sys.argv[1])
    n_seeds, seed0 = int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 0
    jobs = [(r.group, r.key, float(r.epsilon), list(range(seed0, seed0 + n_seeds)))
            for r in cells.itertuples()]
    out = []
    with ProcessPoolExecutor(2) as ex:
        for i, rs in enumerate(ex.map(job, jobs, chunksize=1)):
            out += rs
            pd.DataFrame(out).to_csv(sys.argv[2], index=False)
            print(i + 1, "/", len(jobs), flush=True)
