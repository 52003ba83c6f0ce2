"""Randomised Dask check (development tool): configurations of the crash hunt (pandas input),
fitted noiselessly in memory and on a 3-partition Dask frame, must give the same probabilities
(the OOB budget forest's permutation importances included: the Dask door permutes over all
partitions, so with the same seeded generators it draws the in-memory permutations), and predict / score on the Dask frame must match the in-memory ones.  python3 benchmarks/dev/dask_hunt.py SEED SECONDS [processes]

With ``processes`` every other Dask fit runs on a pool of two worker processes (the door and its
tasks are pickled, as on a distributed cluster)."""
import contextlib, json, os, sys, time, warnings
from concurrent.futures import ProcessPoolExecutor
import numpy as np, pandas as pd
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import crash_hunt as H
import dpforest
import dask
import dask.dataframe as dd
from dpforest.privacy.mechanisms import _noiseless


def main():
    warnings.simplefilter("ignore")
    if sys.argv[3:] not in ([], ["processes"]):
        sys.exit(f"usage: dask_hunt.py SEED SECONDS [processes] (got {' '.join(sys.argv[3:])!r}: "
                 f"without 'processes' every fit runs on the threaded scheduler)")
    pool = ProcessPoolExecutor(2) if sys.argv[3:4] == ["processes"] else None
    rng = np.random.default_rng(int(sys.argv[1]))
    budget = float(sys.argv[2]); t0 = time.time(); n = ok = skip = 0; fails = {}; per = {}
    while time.time() - t0 < budget:
        cfg = H.random_config(rng, n); n += 1
        if cfg["input"] != "pandas" or cfg["n_rows"] < 2 or cfg.get("corrupt") or len(cfg["features"]) > 30:
            skip += 1; continue
        if cfg["label_container"] not in ("series", "ndarray", "list"):
            skip += 1; continue
        try:
            X, y = H.gen_table(cfg, cfg["n_rows"], cfg["data_seed"])
            schema = H.build_schema(cfg, X)
            y = pd.Series(np.asarray(y, dtype=object) if not isinstance(y, pd.Series) else y.values, name="y")
            X = X.reset_index(drop=True)
            params = {k: v for k, v in cfg["params"].items() if k != "n_jobs"}
            cls = getattr(dpforest, cfg["estimator"])
            try:
                with _noiseless():
                    mem = cls(epsilon=cfg["epsilon"], schema=schema, **params).fit(X, y)
            except ValueError:
                skip += 1; continue
            Xd, yd = dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3)
            on_pool = pool is not None and ok % 2 == 1
            with _noiseless(), (dask.config.set(scheduler="processes", pool=pool) if on_pool
                                else contextlib.nullcontext()):
                dsk = cls(epsilon=cfg["epsilon"], schema=schema, **params).fit(Xd, yd)
            a, b = mem.predict_proba(X), dsk.predict_proba(X)
            if not np.allclose(a, b):
                raise AssertionError(f"proba differs by {np.abs(a - b).max():.3g}")
            if not np.allclose(dsk.predict_proba(Xd), b):
                raise AssertionError("predict_proba(Xd) != predict_proba(X)")
            if abs(dsk.score(Xd, yd) - dsk.score(X, y)) > 1e-12:
                raise AssertionError("score(Xd, yd) != score(X, y)")
            ok += 1; per[cfg['estimator']] = per.get(cfg['estimator'], 0) + 1
        except Exception as e:  # noqa
            k = (cfg["estimator"], type(e).__name__, str(e).splitlines()[0][:150] if str(e) else "")
            if k not in fails:
                fails[k] = cfg
                print("FAIL", k, file=sys.stderr)
    print(f"{n} configs drawn, {ok} compared, {skip} skipped, {len(fails)} distinct failures")
    print("compared per estimator:", ", ".join(f"{k} {v}" for k, v in sorted(per.items())))
    for k, c in fails.items():
        print(k); print(json.dumps(c)[:3000])


if __name__ == "__main__":
    main()
