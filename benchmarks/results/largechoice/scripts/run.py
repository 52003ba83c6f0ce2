"""Paired fits of cur, choice0, choice_half and random (benchmarks/dev/variants_largechoice.py) on
the cells of CELLS.csv, one process, through the harness's own ``_fit_one`` on the harness's splits
(split seed = fit seed; Adult's official split every seed).  Each row adds the fit's composed
ledger ε (``ledger_eps``; checked equal to ε) and, for the selectors, the chosen candidate
(``picked``: 0 greedy, 1 random).
    python3 run.py CELLS.csv OUT.csv SEEDS [SEED0] [--budget SECONDS]
CELLS: cells.py rows (group, key, epsilon); an optional ``methods`` column limits the methods.
The output is rewritten after every cell, so an interrupted run keeps its finished cells."""
import math, os, sys, time, warnings
import numpy as np, pandas as pd
import common as C
from dpforest.benchmarks import datasets as bd, harness
from variant_eval import load_variants

METHODS = tuple(os.environ.get("METHODS", "cur,choice0,choice_half,random").split(","))
_V, STASH = {}, {}


def method(v):
    if not _V:
        _V.update(load_variants(f"{C.DEV}/variants_largechoice.py"))

    def fac(e, s, r):
        STASH["est"] = _V[v](e, s, r)
        return STASH["est"]
    return harness.Method(v, fac, is_default=True)


def job(group, key, eps, seeds, methods):
    warnings.simplefilter("ignore")
    ds = C.load(group, key)
    rows = []
    for seed in seeds:
        split = bd.split(ds, seed)
        for v in methods:
            STASH.clear()
            row = harness._fit_one(method(v), ds.name, ds.schema, split, eps, seed)
            est = STASH.get("est")
            led = getattr(getattr(est, "ledger_", None), "epsilon", np.nan)
            row.update(group=group, key=key, ledger_eps=led,
                       ledger_ok=bool(math.isclose(led, eps, rel_tol=1e-9)) if led == led else False,
                       picked=getattr(est, "best_index_", np.nan))
            if not row["error"] and not row["ledger_ok"]:
                print("LEDGER", ds.name, eps, seed, v, led, flush=True)
            rows.append(row)
    return rows


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    budget = float(sys.argv[sys.argv.index("--budget") + 1]) if "--budget" in sys.argv else np.inf
    if "--budget" in sys.argv:
        args.remove(sys.argv[sys.argv.index("--budget") + 1])
    cells = pd.read_csv(args[0])
    n_seeds, seed0 = int(args[2]), int(args[3]) if len(args) > 3 else 0
    out, t0 = [], time.time()
    for i, r in enumerate(cells.itertuples()):
        if time.time() - t0 > budget:
            print("budget spent: stopped before cell", i + 1, "of", len(cells), flush=True)
            break
        ms = METHODS if "methods" not in cells or pd.isna(r.methods) else tuple(r.methods.split(","))
        try:
            out += job(r.group, r.key, float(r.epsilon), list(range(seed0, seed0 + n_seeds)), ms)
        except Exception as e:
            print("ERR", r.group, str(r.key)[:60], r.epsilon, repr(e)[:200], flush=True)
            continue
        pd.DataFrame(out).to_csv(args[1], index=False)
        print(i + 1, "/", len(cells), r.dataset, r.epsilon, round(time.time() - t0), "s", flush=True)
