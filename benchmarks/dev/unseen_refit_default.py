"""Today's default on every outside batch's tables: method ``default`` refitted at HEAD on the
tables each ``benchmarks/results/unseen_wheelsN/results.csv`` holds, ε 0.1 / 0.5 / 1 / 2, seeds
0-2, through the harness exactly as the batches' ``run_bench.py`` fits them
(``harness.run(['default'], [name], EPS, [0, 1, 2], loaded={name: ds})``: the same stratified
70/30 splits as the recorded peer rows; the script checks n_train / n_test against them).

    # data first: benchmarks/dev/unseen_fetch_all.sh 1-94   (into /tmp/unseenN)
    mkdir -p /tmp/export_refit && git archive HEAD | tar -x -C /tmp/export_refit
    PYTHONPATH=/tmp/export_refit/src python3 benchmarks/dev/unseen_refit_default.py map 1-94
    PYTHONPATH=/tmp/export_refit/src python3 benchmarks/dev/unseen_refit_default.py run [JOBS]
    python3 benchmarks/dev/unseen_refit_default.py summary > benchmarks/results/unseen_refit/summary.txt

``map`` finds, for each batch, the loader of its tables.py (read from the export's
benchmarks/dev, with UNSEEN_DIR=/tmp/unseenN, as mwpath/scripts/affected.py's wheel_loaders
does) that returns each recorded dataset name (a loader's key is not always its table's name);
it writes ``tables_map.csv`` (batch, dataset, key, rows, seconds, error).  ``run`` fits every
mapped table, smallest recorded n_train first (a partial run covers most batches), one job per
table in JOBS worker processes (default 2), and appends rows to ``rows.csv`` (a ``batch`` column
before the harness's columns; resumable: fits already there are skipped).  Outputs go to
benchmarks/results/unseen_refit/ (REFIT_OUT).  Threads are pinned to 1 per process.
``summary`` compares, on the same (batch, table, ε) cells, the recorded default with today's
(benchmarks/dev/unseen_pooled.py's cells, with and without ``default_rows``).

A candidate rule is fitted the same way, on the same tables and splits, by naming a variant of
a variants file (``VARIANTS`` of benchmarks/dev/variants_*.py, as ``variant_eval.py`` reads
them); its rows go to ``rows_NAME.csv`` and ``compare`` pairs them with today's default by
(batch, table, ε, seed) -- separate fits, so each difference carries both fits' noise:

    REFIT_VARIANTS=benchmarks/dev/variants_offset.py REFIT_VARIANT=off7 \
        PYTHONPATH=/tmp/export_refit/src python3 benchmarks/dev/unseen_refit_default.py run
    python3 benchmarks/dev/unseen_refit_default.py compare off7

Once run, a variant's accuracies are kept as one column of ``variants_accuracy.csv`` (batch,
table, ε, seed, n_train and one accuracy column a variant; ``keep NAME`` moves them there and
deletes ``rows_NAME.csv``); ``compare`` reads either.
"""
from __future__ import annotations

import os

for _v in ("OMP_NUM_THREADS", "NUMBA_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import csv  # noqa: E402
import functools  # noqa: E402
import importlib.util  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402
import warnings  # noqa: E402
from concurrent.futures import ProcessPoolExecutor, as_completed  # noqa: E402
from pathlib import Path  # noqa: E402

import pandas as pd  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EXPORT = Path(os.environ.get("REFIT_EXPORT", "/tmp/export_refit"))
DEV = EXPORT / "benchmarks" / "dev"          # the batches' tables.py as HEAD has them
OUT = Path(os.environ.get("REFIT_OUT", ROOT / "benchmarks/results/unseen_refit"))
EPS = [0.1, 0.5, 1.0, 2.0]
SEEDS = [0, 1, 2]


def batch_dir(b: int) -> str:
    return "unseen_wheels" if b == 1 else f"unseen_wheels{b}"


def recorded(first=1, last=94) -> pd.DataFrame:
    """The recorded rows (every method, seeds 0-2) of batches first..last, with a batch column."""
    out = []
    for b in range(first, last + 1):
        f = ROOT / "benchmarks/results" / batch_dir(b) / "results.csv"
        if f.exists():
            r = pd.read_csv(f)
            r = r[r.seed.isin(SEEDS)].copy()
            r.insert(0, "batch", b)
            out.append(r)
    return pd.concat(out, ignore_index=True)


def tables_module(b: int):
    """Batch b's tables.py (HEAD's copy), imported with UNSEEN_DIR=/tmp/unseen{b}."""
    os.environ["UNSEEN_DIR"] = f"/tmp/unseen{b}"
    d = DEV / batch_dir(b)
    spec = importlib.util.spec_from_file_location(f"tables{b}", d / "tables.py")
    mod = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(d))
    try:
        spec.loader.exec_module(mod)
    finally:
        sys.path.remove(str(d))
    return mod


def map_batch(b: int, names: list[str]) -> list[dict]:
    """For batch b: which loader gives each recorded table name (loaders whose key is the name
    first, then those whose key the name contains, then the rest; stops when all are found)."""
    warnings.simplefilter("ignore")
    rows, found = [], {}
    try:
        mod = tables_module(b)
    except Exception as e:
        return [dict(batch=b, dataset=n, key="", rows=None, seconds=None,
                     error=f"import tables.py: {type(e).__name__}: {str(e)[:200]}") for n in names]
    keys = list(mod.LOADERS)
    order = ([k for k in keys if k in names]
             + [k for k in keys if k not in names and any(k in n for n in names)]
             + [k for k in keys if k not in names and not any(k in n for n in names)])
    errors = {}
    for k in order:
        if set(found) >= set(names):
            break
        os.environ["UNSEEN_DIR"] = f"/tmp/unseen{b}"
        t0 = time.time()
        try:
            ds = mod.LOADERS[k]()
        except Exception as e:
            errors[k] = f"{type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}"
            continue
        if ds.name in names and ds.name not in found:
            found[ds.name] = dict(batch=b, dataset=ds.name, key=k, rows=len(ds.X),
                                  seconds=round(time.time() - t0, 2), error="")
    for n in names:
        if n in found:
            rows.append(found[n])
        else:
            # the loader most likely meant (its key in the name), else every failure
            why = [f"{k}: {e}" for k, e in errors.items() if k in n] or \
                [f"{k}: {e}" for k, e in errors.items()]
            rows.append(dict(batch=b, dataset=n, key="", rows=None, seconds=None,
                             error=("; ".join(why) or "no loader returns this name")[:400]))
    return rows


@functools.lru_cache(maxsize=1)
def load(b: int, key: str):
    mod = tables_module(b)
    os.environ["UNSEEN_DIR"] = f"/tmp/unseen{b}"
    return mod.LOADERS[key]()


#: a candidate rule instead of the default: REFIT_VARIANT names one of REFIT_VARIANTS' VARIANTS
VARIANT = os.environ.get("REFIT_VARIANT") or None


def _method():
    """The method fitted: ``'default'``, or the variant as a harness Method judged as the
    default."""
    if VARIANT is None:
        return "default"
    from dpforest.benchmarks import harness
    sys.path.insert(0, str(ROOT / "benchmarks/dev"))
    from variant_eval import load_variants
    make = load_variants(os.environ["REFIT_VARIANTS"])[VARIANT]
    return harness.Method(VARIANT, make, is_default=True)


def rows_file() -> Path:
    return OUT / ("rows.csv" if VARIANT is None else f"rows_{VARIANT}.csv")


def fit_table(b: int, key: str, name: str, todo: list[tuple[float, int]]) -> list[dict]:
    """The default (or the variant) on one table: harness.run as run_bench.py calls it, only
    the missing fits."""
    from dpforest.benchmarks import harness
    warnings.simplefilter("ignore")
    t0 = time.time()
    ds = load(b, key)
    load_s = time.time() - t0
    method = _method()
    mname = method if isinstance(method, str) else method.name
    want = {harness.result_key(name, mname, e, s) for e, s in todo}
    skip = {harness.result_key(name, mname, e, s) for e in EPS for s in SEEDS} - want
    notes: list[str] = []
    rows = harness.run([method], [name], EPS, SEEDS, loaded={name: ds}, skip=skip,
                       notes=notes, progress=False).to_dict("records")
    for r in rows:
        r["batch"] = b
        r["load_seconds"] = round(load_s, 2)
    if not rows:
        rows = [dict(batch=b, dataset=name, method=mname, epsilon=float("nan"), seed=-1,
                     error="no rows: " + "; ".join(notes))]
    return rows


def main_map(first: int, last: int, jobs: int) -> None:
    rec = recorded(first, last)
    names = rec.groupby("batch").dataset.unique()
    out = []
    with ProcessPoolExecutor(jobs) as ex:
        futs = {ex.submit(map_batch, b, list(n)): b for b, n in names.items()}
        for f in as_completed(futs):
            try:
                rs = f.result()
            except Exception as e:
                rs = [dict(batch=futs[f], dataset=n, key="", error=f"worker: {e}")
                      for n in names[futs[f]]]
            out += rs
            bad = [r["dataset"] for r in rs if r.get("error")]
            print(f"batch {futs[f]}: {len(rs) - len(bad)}/{len(rs)} mapped"
                  + (f"; missing {bad}" if bad else ""), flush=True)
    OUT.mkdir(parents=True, exist_ok=True)
    m = pd.DataFrame(out).sort_values(["batch", "dataset"])
    f = OUT / "tables_map.csv"
    if f.exists():     # a partial re-map replaces only its batches
        old = pd.read_csv(f)
        m = pd.concat([old[~old.batch.isin(m.batch)], m]).sort_values(["batch", "dataset"])
    m.to_csv(f, index=False)
    print(f"{int((m.error.isna() | (m.error.astype(str) == '')).sum())} / {len(m)} tables mapped -> {f}")


def mapped_tables() -> pd.DataFrame:
    """The rows of ``OUT/tables_map.csv`` whose table a loader was found for (no error)."""
    m = pd.read_csv(OUT / "tables_map.csv")
    return m[m.error.isna() | (m.error.astype(str) == "")]


def main_run(jobs: int) -> None:
    from dpforest.benchmarks import harness
    import dpforest
    if not str(Path(dpforest.__file__).resolve()).startswith(str(EXPORT.resolve())):
        sys.exit(f"dpforest imported from {dpforest.__file__}, not {EXPORT}: set PYTHONPATH")
    m = mapped_tables()
    rec = recorded()
    size = rec[rec.method == "default"].groupby(["batch", "dataset"]).n_train.max()
    rows_f = rows_file()
    cols = ["batch"] + harness.COLUMNS + ["load_seconds"]
    done = set()
    if rows_f.exists():
        old = pd.read_csv(rows_f)
        done = {(int(r.batch), r.dataset, f"{float(r.epsilon):g}", int(r.seed))
                for r in old.itertuples() if r.seed >= 0}
    jobs_l = []
    for r in m.itertuples():
        todo = [(e, s) for e in EPS for s in SEEDS
                if (int(r.batch), r.dataset, f"{e:g}", s) not in done]
        if todo:
            jobs_l.append((int(size.get((r.batch, r.dataset), r.rows)), int(r.batch), r.key,
                           r.dataset, todo))
    jobs_l.sort()
    print(f"{len(jobs_l)} tables to fit ({sum(len(j[4]) for j in jobs_l)} fits), "
          f"{jobs} processes; dpforest from {dpforest.__file__}", flush=True)
    new = not rows_f.exists()
    fh = open(rows_f, "a", newline="")
    w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
    if new:
        w.writeheader()
    t0 = time.time()
    with ProcessPoolExecutor(jobs) as ex:
        futs = {ex.submit(fit_table, b, k, n, todo): (b, n, sz) for sz, b, k, n, todo in jobs_l}
        for i, f in enumerate(as_completed(futs), 1):
            b, n, sz = futs[f]
            try:
                rows = f.result()
            except Exception:
                rows = [dict(batch=b, dataset=n, method=VARIANT or "default", seed=-1,
                             error="worker: " + traceback.format_exc().splitlines()[-1][:300])]
            for r in rows:
                w.writerow(r)
            fh.flush()
            errs = sum(bool(r.get("error")) for r in rows)
            print(f"[{i}/{len(jobs_l)} {time.time() - t0:6.0f}s] batch {b} {n} n_train={sz}: "
                  f"{len(rows)} rows{f', {errs} errors' if errs else ''}", flush=True)
    fh.close()
    print(f"done in {time.time() - t0:.0f}s")


def _pct(k, n):
    return f"{k}/{n} ({k / n:.0%})" if n else "0/0"


def recorded_src(batches, commit: str) -> dict:
    """Per batch: "same" when the commit its run3.log names (``# HEAD ...``, no ``# dirty`` src
    line) has the same src/ tree as ``commit``, "differs", or "unknown" (no such line)."""
    import subprocess
    out = {}
    for b in batches:
        d = ROOT / "benchmarks/results" / batch_dir(b)
        logs = [d / "run3.log"] + sorted(d.glob("run*.log"))
        head, dirty = None, False
        for f in logs:
            if f.exists():
                lines = f.read_text(errors="replace").splitlines()[:5]
                hs = [x.split()[2] for x in lines if x.startswith("# HEAD ")]
                if hs:
                    head, dirty = hs[0], any(x.startswith("# dirty") for x in lines)
                    break
        if head is None or commit == "?":
            out[b] = "unknown"
        else:
            same = subprocess.run(["git", "-C", str(ROOT), "diff", "--quiet", head, commit, "--",
                                   "src"]).returncode == 0
            out[b] = "same" if same and not dirty else "differs"
    return out


def main_summary() -> None:
    import numpy as np
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from unseen_pooled import cells
    rows_f = OUT / "rows.csv"
    today = cells(rows_f)
    # the batches this refit looked at (tables_map.csv): a later batch still running elsewhere
    # is not counted
    looked = set(pd.read_csv(OUT / "tables_map.csv").batch)
    rec = cells()
    rec = rec[rec.batch.isin(looked)]
    lt = int(pd.read_csv(OUT / "tables_map.csv").error.notna().sum())
    lc = len(rec) - len(today[today.batch.isin(looked)])
    key = ["batch", "dataset", "epsilon"]
    c = rec.merge(today[key + ["default", "best", "best_acc", "gap", "within"]], on=key,
                  suffixes=("_rec", "_today"))
    new = pd.read_csv(rows_f)
    commit = (EXPORT / "COMMIT").read_text().strip() if (EXPORT / "COMMIT").exists() else "?"
    print(f"Today's default (HEAD {commit}) against the recorded default, on the same cells")
    print(f"(rows: {rows_f.relative_to(ROOT) if rows_f.is_relative_to(ROOT) else rows_f}; "
          f"{len(new)} fit rows, {int((new.error.notna() & (new.error.astype(str) != '')).sum())} "
          f"with an error)")
    print(f"recorded cells: {len(rec)} over {rec.batch.nunique()} batches; refitted tables cover "
          f"{len(today[today.batch.isin(looked)])} cells; {lt} recorded tables failed to load and "
          f"{lc} recorded cells have no refit cell (left out); "
          f"cells compared: {len(c)} ({c.dataset.nunique()} tables, {c.batch.nunique()} batches)")
    n = len(c)
    d = c.default_today - c.default_rec
    print("                       recorded            today")
    print(f"within 1 SE (or best)  {_pct(int(c.within_rec.sum()), n):18s}  "
          f"{_pct(int(c.within_today.sum()), n)}")
    print(f"best in                {_pct(int((c.gap_rec >= 0).sum()), n):18s}  "
          f"{_pct(int((c.gap_today >= 0).sum()), n)}")
    print(f"mean gap to best peer  {c.gap_rec.mean():+.4f}             {c.gap_today.mean():+.4f}")
    print(f"median gap             {c.gap_rec.median():+.4f}             {c.gap_today.median():+.4f}")
    fixed = int((~c.within_rec & c.within_today).sum())
    broke = int((c.within_rec & ~c.within_today).sum())
    print(f"\nrecorded misses now within: {fixed} of {int((~c.within_rec).sum())}; "
          f"recorded passes now missed: {broke} of {int(c.within_rec.sum())}")
    print(f"mean accuracy today - recorded: {d.mean():+.4f} +- {d.std(ddof=1) / np.sqrt(n):.4f} "
          f"(SE over {n} cells); median {d.median():+.4f}; today higher in {int((d > 1e-12).sum())}, "
          f"lower in {int((d < -1e-12).sum())}, equal in {int((abs(d) <= 1e-12).sum())}")
    per_table = d.groupby([c.batch, c.dataset]).mean()
    print(f"  the same by table (a table's 4 eps cells share its splits, so they are not "
          f"independent): {per_table.mean():+.4f} +- "
          f"{per_table.std(ddof=1) / np.sqrt(len(per_table)):.4f} (SE over {len(per_table)} "
          f"tables); higher on {int((per_table > 1e-12).sum())}, lower on "
          f"{int((per_table < -1e-12).sum())}\n")

    def table(by, label):
        g = c.assign(diff=d, fixed=~c.within_rec & c.within_today,
                     broke=c.within_rec & ~c.within_today).groupby(by, observed=True)
        t = pd.DataFrame({"cells": g.size(), "within rec": g.within_rec.sum(),
                          "within today": g.within_today.sum(),
                          "best rec": g.gap_rec.apply(lambda x: int((x >= 0).sum())),
                          "best today": g.gap_today.apply(lambda x: int((x >= 0).sum())),
                          "gap rec": g.gap_rec.mean().map("{:+.3f}".format),
                          "gap today": g.gap_today.mean().map("{:+.3f}".format),
                          "fixed": g.fixed.sum(), "new miss": g.broke.sum(),
                          "acc diff": g["diff"].mean().map("{:+.4f}".format),
                          "SE": g["diff"].apply(lambda x: x.std(ddof=1) / np.sqrt(len(x))
                                                if len(x) > 1 else np.nan).map("{:.4f}".format)})
        t.index.name = label
        print(f"By {label}:\n{t.to_string()}\n")
    table("epsilon", "eps")
    src = recorded_src(sorted(c.batch.unique()), commit)
    print("Recorded at a commit whose src/ equals HEAD's (so today's refit differs by the\n"
          "fits' own noise only: the default's noise comes from a secure source, not from the seed)\n"
          "or at one that differs (unknown: batches 1-7, whose logs name no commit):")
    table(c.batch.map(src), "recorded src")
    bands = pd.cut(c.n_eps, [0, 30, 100, 300, 1_000, 3_000, np.inf],
                   labels=["< 30", "30-100", "100-300", "300-1,000", "1,000-3,000", ">= 3,000"])
    table(bands, "n*eps")
    table(pd.cut(c.batch, [0, 10, 20, 40, 60, 80, 94]), "batch")
    cols = ["batch", "dataset", "epsilon", "n_train", "default_rec", "default_today", "best_rec",
            "best_acc_rec"]
    for name, m in [("Recorded misses now within", ~c.within_rec & c.within_today),
                    ("Recorded passes now missed", c.within_rec & ~c.within_today)]:
        print(f"{name}:\n{c[m][cols].round(3).to_string(index=False) if m.any() else '(none)'}\n")


#: every measured variant's accuracies, one column each (``keep``)
VARIANTS_KEPT = "variants_accuracy.csv"


def main_keep(variant: str) -> None:
    """Move a finished variant's accuracies into :data:`VARIANTS_KEPT` and delete its rows."""
    key = ["batch", "dataset", "epsilon", "seed"]
    f = OUT / f"rows_{variant}.csv"
    v = pd.read_csv(f)
    v = v[(v.seed >= 0) & v.error.isna()][key + ["accuracy"]].rename(columns={"accuracy": variant})
    kept = OUT / VARIANTS_KEPT
    w = (pd.read_csv(kept) if kept.exists()
         else pd.read_csv(OUT / "rows.csv")[key + ["n_train"]])
    w = w.drop(columns=[variant], errors="ignore").merge(v, on=key, how="left")
    w.to_csv(kept, index=False)
    f.unlink()


def main_compare(variant: str) -> None:
    """The variant's rows against today's default, paired by (batch, table, ε, seed)."""
    key = ["batch", "dataset", "epsilon", "seed"]
    a = pd.read_csv(OUT / "rows.csv")
    a = a[(a.seed >= 0) & a.error.isna()]
    f = OUT / f"rows_{variant}.csv"
    if f.exists():
        v = pd.read_csv(f)
        v = v[(v.seed >= 0) & v.error.isna()][key + ["accuracy"]]
    else:                                      # kept: one column of variants_accuracy.csv
        v = pd.read_csv(OUT / VARIANTS_KEPT)[key + [variant]].rename(
            columns={variant: "accuracy"}).dropna()
    p = a.merge(v, on=key, suffixes=("_cur", "_var"))
    p["diff"] = p.accuracy_var - p.accuracy_cur
    p["n_eps"] = p.n_train * p.epsilon
    cell = p.groupby(["batch", "dataset", "epsilon"])["diff"].agg(["mean", "std", "size"])

    def line(d, label):
        se = d.std(ddof=1) / len(d) ** 0.5 if len(d) > 1 else float("nan")
        return f"{label:>14s}  {d.mean():+.4f} ± {se:.4f}  ({len(d)} fits)"
    print(f"{variant} − today's default, paired by split over {len(p)} fits, "
          f"{len(cell)} cells, {p.dataset.nunique()} tables")
    print(line(p["diff"], "all"))
    for e, d in p.groupby("epsilon"):
        print(line(d["diff"], f"ε = {e:g}"))
    bands = pd.cut(p.n_eps, [0, 30, 100, 300, 1000, 3000, float("inf")], right=False)
    for bnd, d in p.groupby(bands, observed=True):
        print(line(d["diff"], f"n·ε {bnd.left:g}-{bnd.right:g}"))
    se = cell["std"] / cell["size"] ** 0.5
    print(f"cells better / worse by more than 2 SE: {int((cell['mean'] > 2 * se).sum())} / "
          f"{int((cell['mean'] < -2 * se).sum())}")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "run"
    if cmd == "map":
        lo, hi = (int(x) for x in (sys.argv[2] if len(sys.argv) > 2 else "1-94").split("-"))
        main_map(lo, hi, int(sys.argv[3]) if len(sys.argv) > 3 else 2)
    elif cmd == "run":
        main_run(int(sys.argv[2]) if len(sys.argv) > 2 else 2)
    elif cmd == "summary":
        main_summary()
    elif cmd == "compare" and len(sys.argv) > 2:
        main_compare(sys.argv[2])
    elif cmd == "keep" and len(sys.argv) > 2:
        main_keep(sys.argv[2])
    else:
        sys.exit(__doc__)
