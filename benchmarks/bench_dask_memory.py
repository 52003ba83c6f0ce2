"""Peak memory of a Dask fit against the partition count, with the pandas fit as reference.

    python3 benchmarks/bench_dask_memory.py [--rows 3000000] [--partitions 4 16 64]
        [--epsilon 2] [--threads 2] [--schedulers threads cluster] [--no-pandas] [--noiseless]

Data: ``make_classification`` (8 numeric features clipped to ±10, 3 classes), the default
forest (``DPForestClassifier``) with a declared schema of ±10 bounds.  Each configuration runs
in a fresh subprocess: the frame is built, the model is first fitted on 2,000 rows (imports,
compiled kernels), then the process's peak RSS is reset (Linux ``/proc/self/clear_refs``) and
the fit runs; ``peak`` is the peak RSS during the fit (with the threaded scheduler the workers
are this process), ``extra`` what the fit added over the RSS before it.  ``pandas`` fits the
same frame in memory.  With ``--schedulers ... cluster`` the Dask fits (also) run on a ``LocalCluster`` of
``--threads`` worker processes (one thread each; the frame is persisted on the workers first);
``peak`` is then the largest worker's peak RSS and ``driver`` the driver's.  The fitted trees'
probabilities on a fixed grid are hashed (``digest``); the noise is drawn from fresh entropy,
so only with ``--noiseless`` (a test switch: no privacy noise, NOT a private model) are the
digests of runs, partition counts and builds comparable -- they must then all be equal.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import time
import warnings

import numpy as np


from bench_memory import _status   # this script's directory is on sys.path when it runs


def _reset_peak() -> None:
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def _data(rows: int):
    import pandas as pd
    from sklearn.datasets import make_classification

    import dpforest as d

    X, y = make_classification(rows, 8, n_informative=6, n_classes=3, random_state=0)
    X = pd.DataFrame(np.clip(X, -10, 10), columns=[f"x{j}" for j in range(8)])
    schema = d.Schema([d.Numeric(c, -10, 10) for c in X.columns], [0, 1, 2])
    return X, pd.Series(y, name="y"), schema


def _digest(model) -> str:
    """A hash of the fitted model's probabilities on a fixed grid of points (equal builds, equal
    digest)."""
    import pandas as pd

    g = np.random.default_rng(1).uniform(-4, 4, (2000, 8))
    p = model.predict_proba(pd.DataFrame(g, columns=[f"x{j}" for j in range(8)]))
    return hashlib.sha256(np.ascontiguousarray(p).tobytes()).hexdigest()[:12]


def child(kind: str, rows: int, parts: int, eps: float, threads: int, noiseless: bool) -> dict:
    import contextlib

    import dask
    import dask.dataframe as dd

    import dpforest as d

    warnings.simplefilter("ignore")
    X, y, schema = _data(rows)
    make = lambda: d.DPForestClassifier(eps, schema, random_state=0, progress=False)  # noqa: E731
    client = cluster = None
    if kind == "cluster":
        from dask.distributed import Client, LocalCluster

        cluster = LocalCluster(n_workers=threads, threads_per_worker=1, processes=True,
                               dashboard_address=None, memory_limit=0)
        client = Client(cluster)
    else:
        dask.config.set(scheduler="threads", num_workers=threads)
    if kind == "pandas":
        Xf, yf = X, y
        make().fit(X.iloc[:2000], y.iloc[:2000])
    else:
        df = dd.from_pandas(X.assign(y=y), npartitions=parts)
        if client is not None:
            df = df.persist()
        Xf, yf = df.drop(columns="y"), df["y"]
        small = dd.from_pandas(X.iloc[:2000].assign(y=y.iloc[:2000]), npartitions=2)
        make().fit(small.drop(columns="y"), small["y"])
    if client is not None:
        client.run(_reset_peak)
    from dpforest.privacy.mechanisms import _noiseless

    base = _status("VmRSS")
    _reset_peak()
    t = time.perf_counter()
    with _noiseless() if noiseless else contextlib.nullcontext():
        m = make().fit(Xf, yf)
    t = time.perf_counter() - t
    peak = _status("VmHWM")
    out = dict(kind=kind, rows=rows, parts=parts, seconds=t, peak=peak, extra=peak - base,
               depth=int(m.max_depth_), digest=_digest(m))
    if client is not None:
        workers = client.run(lambda: _status("VmHWM"))
        out.update(driver=peak, peak=max(workers.values()), extra=None)
        client.close()
        cluster.close()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=3_000_000)
    ap.add_argument("--partitions", type=int, nargs="+", default=[4, 16, 64])
    ap.add_argument("--epsilon", type=float, default=2.0)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--schedulers", nargs="+", default=["threads"], choices=["threads", "cluster"],
                    help="Dask's threaded scheduler and/or a LocalCluster of worker processes")
    ap.add_argument("--no-pandas", action="store_true")
    ap.add_argument("--noiseless", action="store_true", help="no privacy noise (comparable digests)")
    ap.add_argument("--child", nargs=2, metavar=("KIND", "PARTS"))
    a = ap.parse_args()
    if a.child:
        print(json.dumps(child(a.child[0], a.rows, int(a.child[1]), a.epsilon, a.threads, a.noiseless)))
        return
    runs = ([] if a.no_pandas else [("pandas", 1)]) + [(k, p) for k in a.schedulers for p in a.partitions]
    print(f"default forest, eps={a.epsilon:g}, {a.rows:,} rows x 8 numeric features, 3 classes; "
          f"{a.threads} threads / workers" + ("; NOISELESS" if a.noiseless else ""))
    print(f"{'run':8s} {'parts':>5s} {'fit s':>7s} {'peak MB':>8s} {'extra MB':>9s} {'vs pandas':>9s} "
          f"{'depth':>5s}  digest", flush=True)
    ref = None
    for kind, parts in runs:
        cmd = [sys.executable, __file__, "--child", kind, str(parts), "--rows", str(a.rows),
               "--epsilon", str(a.epsilon), "--threads", str(a.threads)] + (["--noiseless"] if a.noiseless else [])
        out = subprocess.run(cmd, capture_output=True, text=True)
        if out.returncode != 0:
            print(f"{kind:8s} {parts:5d} failed: {out.stderr.strip().splitlines()[-1:]}", flush=True)
            continue
        r = json.loads(out.stdout.strip().splitlines()[-1])
        ref = r["peak"] if kind == "pandas" else ref
        ratio = f"{r['peak'] / ref:8.2f}x" if ref else f"{'':9s}"
        extra = f"{r['extra'] / 2**20:9.0f}" if r["extra"] is not None else f"{'':9s}"
        tail = f"  driver {r['driver'] / 2**20:.0f} MB" if "driver" in r else ""
        print(f"{kind:8s} {parts if kind != 'pandas' else '-':>5} {r['seconds']:7.1f} {r['peak'] / 2**20:8.0f} "
              f"{extra} {ratio} {r['depth']:5d}  {r['digest']}{tail}", flush=True)


if __name__ == "__main__":
    main()
