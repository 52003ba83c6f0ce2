"""Paired fits of cur / snr / snr2 / cap on the affected (table, eps) cells.
python3 run.py CELLS.csv OUT.csv [VARIANTS.py NAME,NAME...]  (CELLS: group, dataset, key,
epsilon, seeds; the two probes: variants_nj.py curnj,snrnj and variants_probe.py cur,snrc)"""
import functools, pickle, sys, warnings
from concurrent.futures import ProcessPoolExecutor
sys.path.insert(0, "/work/main/benchmarks/dev"); sys.path.insert(0, "/work/main/benchmarks/dev/unseen_wheels3")
import numpy as np, pandas as pd
from dpforest.benchmarks import datasets as bd, harness
from variant_eval import load_variants

VFILE = sys.argv[3] if len(sys.argv) > 3 else "/work/main/benchmarks/dev/variants_mwsnr.py"
NAMES = sys.argv[4].split(",") if len(sys.argv) > 4 else ["cur", "snr", "snr2", "cap"]
_V = {}
STASH = {}

@functools.lru_cache(maxsize=4)
def load(group, key):
    if group == "automatic":
        import auto_tables as A
        return A.load(*eval(key))
    if group == "curated":
        return bd.load(key)
    import tables as U
    return U.LOADERS[key]()

def method(v):
    if not _V:
        _V.update(load_variants(VFILE))
    def fac(e, s, r):
        est = _V[v](e, s, r)
        STASH["est"] = est
        return est
    return harness.Method(v, fac, is_default=True)

def job(args):
    group, key, eps, seeds = args
    warnings.simplefilter("ignore")
    ds = load(group, key)
    rows = []
    for seed in seeds:
        split = bd.split(ds, seed)
        for v in NAMES:
            STASH.clear()
            row = harness._fit_one(method(v), ds.name, ds.schema, split, eps, seed)
            est = STASH.get("est")
            row.update(group=group, key=key)
            for a in ("categorical_split_", "max_depth_", "noisy_n_", "gate_fired_", "gate_leaves_", "gate_n_eps_", "regime_", "leaf_release_"):
                row[a.rstrip("_")] = getattr(est, a, np.nan)
            if v == "cap":
                row["gate_fired"] = np.nan   # _Capped does not record; derived later
            rows.append(row)
    return rows

if __name__ == "__main__":
    cells = pd.read_csv(sys.argv[1])
    jobs = [(r.group, r.key, float(r.epsilon), list(range(int(getattr(r, 'seed0', 0)), int(getattr(r, 'seed0', 0)) + int(r.seeds)))) for r in cells.itertuples()]
    out = []
    with ProcessPoolExecutor(2) as ex:
        for i, rs in enumerate(ex.map(job, jobs, chunksize=1)):
            out += rs
            if i % 20 == 19 or i == len(jobs) - 1:
                pd.DataFrame(out).to_csv(sys.argv[2], index=False)
                print(i + 1, "/", len(jobs), flush=True)
