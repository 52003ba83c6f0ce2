"""Why the default misses: the outside batches' missed cells refitted under today's default.

    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 python3 benchmarks/dev/miss_patterns.py fit      # ~6 min
    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 python3 benchmarks/dev/miss_patterns.py census   # ~4 min
    OMP_NUM_THREADS=1 NUMBA_NUM_THREADS=1 python3 benchmarks/dev/miss_patterns.py probe    # ~1 min
    python3 benchmarks/dev/miss_patterns.py summary       # tables.md, per_cell.csv

A diagnostic, not a tuning run.  The cells of batches 22-42 (the only batches whose downloaded
files are still on this machine, ``/tmp/unseenNN``) are judged exactly as
``benchmarks/dev/unseen_pooled.py`` judges them (its ``cells()``, from each batch's first record,
3 splits): a *miss* is a cell where the default is behind the best other DP method by more than
the standard error of the difference.  Every miss, and as the control group an equal number of
cells the default *won* (best of all DP methods, ``gap >= 0``; a random sample, ``CONTROL_SEED``),
is refitted:

* ``cells.csv``: split seed 0 (``dpforest.benchmarks.datasets.split(ds, 0)``), the default
  ``DPForestClassifier(epsilon, schema, random_state=s, progress=False)`` for s = 0, 1, 2, one row
  per fit: the table's shape, n·ε, the fitted rule (``regime_``, ``max_depth_``,
  ``categorical_split_``, ``leaf_release_``, ``n_estimators_``, ``constant_``, leaves, the root
  split), the default's test accuracy, the cell's winner (its best other DP method in the batch's
  run; for a control cell the runner-up) fitted through the harness's own ``_fit_one`` on the
  same split with the same seed, and the majority rate;
* ``splits.csv``: the cell judged again as the batch judged it, over splits 0-2 (split seed =
  fit seed, as the harness does), and over splits 0-9 as the batches' 10-split refits do, the
  default against that same winner only (not against every peer: the judgement can only be
  kinder than the batch's);
* ``census.csv`` (``census``): every cell of the batches, missed or not, the default alone on
  split 0 (fit seeds 0-2): how often each pattern occurs where the batches saw no miss;
* ``probe.csv`` (``probe``): hypothesis H1's counterfactual, ``categorical_split='mixed'``
  against the default over splits 0-9 on the cells of H1's public precondition;
* ``tables.md`` and ``per_cell.csv`` (``summary``): the cross-tabs, the hypotheses as rules with
  the cells each touches, a depth-2 tree on the census.  ``summary.md`` is written by hand from
  them.

The recorded run used a clean ``git archive`` export of the commit (``PYTHONPATH=<export>/src``)
so that uncommitted edits in the working tree could not reach the fits.

The default's privacy noise is never seeded (``random_state`` seeds only data-independent
choices, none in a one-tree fit), so the fits are independent draws and a rerun gives other
numbers; the same goes for DP-EBM (``random_state=None`` in the harness).

One process, one thread.  Tables are loaded once each through their batch's ``tables.py``
(``UNSEEN_DIR=/tmp/unseenNN``).  DP-EBM (interpret) is fitted as the harness fits it (its noise
is unseeded, ``random_state=None``, as in the batches).
"""
from __future__ import annotations

import os

for _v in ("OMP_NUM_THREADS", "NUMBA_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import importlib.util
import math
import sys
import time
import warnings
from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = ROOT / "benchmarks/results/miss_patterns"
sys.path.insert(0, str(HERE))

import unseen_pooled  # noqa: E402  (the pooled judgement, reused as is)

BATCHES = range(22, 43)
SEEDS = (0, 1, 2)
#: the splits of the second judgement (split seed = fit seed): 0-2 as the batches, 0-9 as their refits
JUDGE_SPLITS = tuple(range(10))
CONTROL_SEED = 0
#: tables skipped for time (none needed: every fit of these batches took under 10 s)
SKIP: set[str] = set()


def chosen_cells() -> pd.DataFrame:
    c = unseen_pooled.cells()
    c = c[c.batch.isin(BATCHES)].reset_index(drop=True)
    miss = c[~c.within].assign(group="miss")
    won = c[c.gap >= 0]
    ctrl = won.sample(n=min(len(miss), len(won)), random_state=CONTROL_SEED).assign(group="control")
    out = pd.concat([miss, ctrl], ignore_index=True)
    return out[~out.dataset.isin(SKIP)]


def _tables_module(batch: int):
    os.environ["UNSEEN_DIR"] = f"/tmp/unseen{batch}"
    folder = HERE / f"unseen_wheels{batch}"
    sys.path.insert(0, str(folder))
    spec = importlib.util.spec_from_file_location(f"tables{batch}", folder / "tables.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _tree_shape(model) -> dict:
    """Leaves and the root split of the fitted default (the first tree's root)."""
    trees = [getattr(t, "tree", t) for t in model.trees_]
    sch = model.schema_
    t0 = trees[0]
    f = int(t0.feature[0])
    root = dict(root_feature="", root_kind="leaf", root_children=1, root_domain=np.nan,
                root_multiway=False)
    if f >= 0:
        feat = sch.features[f]
        kids = int(t0.n_children(np.array([0]))[0])
        cat = feat.kind == "categorical"
        root.update(root_feature=feat.name, root_kind=feat.kind, root_children=kids,
                    root_domain=len(feat.categories) if cat else np.nan,
                    root_multiway=bool(cat and kids > 2))
    return dict(n_leaves=float(np.mean([t.is_leaf.sum() for t in trees])),
                depth_reached=int(max(t.max_depth for t in trees)), **root)


def _schema_shape(schema) -> dict:
    cats = [len(f.categories) for f in schema.features if f.kind == "categorical"]
    return dict(n_features=schema.n_features, n_numeric=schema.n_features - len(cats),
                n_categorical=len(cats), largest_domain=max(cats) if cats else 0,
                sum_domains=sum(cats))


def _fit_default(schema, data, eps, seed) -> tuple[dict, object]:
    from threadpoolctl import threadpool_limits

    import dpforest
    from dpforest._warning_control import muted
    from dpforest.forests.base import SameRecordsWarning

    Xtr, ytr, Xte, yte = data
    m = dpforest.DPForestClassifier(epsilon=eps, schema=schema, random_state=seed, progress=False)
    seen = {}
    t0 = time.perf_counter()
    with warnings.catch_warnings(), threadpool_limits(1):
        warnings.simplefilter("always")
        warnings.showwarning = lambda msg, cat, *a, **k: seen.setdefault(cat.__name__, None)
        with muted(SameRecordsWarning):
            m.fit(Xtr, ytr)
        pred = m.predict(Xte)
    yte_i, pred_i = schema.encode_labels(yte), schema.encode_labels(pred)
    row = dict(default_acc=float(np.mean(pred_i == yte_i)), default_seconds=time.perf_counter() - t0,
               regime=m.regime_, max_depth=int(m.max_depth_), categorical_split=m.categorical_split_,
               leaf_release=m.leaf_release_, n_estimators=int(m.n_estimators_),
               noisy_n=float(m.noisy_n_), leaf_share=float(getattr(m, "leaf_share_", np.nan)),
               constant=bool(getattr(m, "constant_", False)),
               default_pred_classes=int(len(np.unique(pred_i))),
               default_warnings=";".join(seen), **_tree_shape(m))
    return row, m


def _fit_peer(method_name, ds_name, schema, data, eps, seed) -> dict:
    from dpforest.benchmarks import harness

    r = harness._fit_one(harness.METHODS[method_name], ds_name, schema, data, eps, seed)
    return dict(peer_acc=r["accuracy"], majority=r["majority"], peer_error=r["error"])


def _nonprivate(batches) -> dict:
    """The batch's non-private forest (sklearn-rf, 3 splits) per table, from its results.csv."""
    out = {}
    for b in batches:
        r = pd.read_csv(ROOT / f"benchmarks/results/unseen_wheels{b}/results.csv")
        r = r[r.seed.isin(SEEDS) & (r.method == "sklearn-rf")]
        out.update({(b, k): v for k, v in r.groupby("dataset").accuracy.mean().items()})
    return out


def _run(cells: pd.DataFrame, peers: bool, dest: str, limit_minutes: float) -> None:
    """Every cell of ``cells`` refitted (see the module docstring); ``peers``: the winner too,
    and the 3-split judgement (splits.csv).  Rows written after each table."""
    from dpforest.benchmarks import datasets as bd

    OUT.mkdir(parents=True, exist_ok=True)
    nonpriv = _nonprivate(cells.batch.unique())
    rows, split_rows = [], []
    t_start = time.time()
    for (batch, name), group in cells.groupby(["batch", "dataset"], sort=True):
        if time.time() - t_start > limit_minutes * 60:
            print(f"time limit: b{batch} {name} and the tables after it skipped", flush=True)
            break
        t0 = time.time()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ds = _tables_module(batch).LOADERS[name]()
        shape = _schema_shape(ds.schema)
        splits = {s: bd.split(ds, s) for s in (JUDGE_SPLITS if peers else (0,))}
        load_s = time.time() - t0
        for cell in group.itertuples():
            eps = float(cell.epsilon)
            base = dict(group=cell.group, batch=batch, dataset=name, epsilon=eps,
                        n_train=len(splits[0][0]), classes=ds.schema.n_classes, **shape,
                        n_eps=len(splits[0][0]) * eps, winner=cell.best,
                        batch_within=cell.within, batch_default=cell.default,
                        batch_winner=cell.best_acc, batch_gap=cell.gap,
                        batch_majority=cell.majority,
                        nonprivate_rf=nonpriv.get((batch, name), np.nan))
            for s in SEEDS:
                d, _ = _fit_default(ds.schema, splits[0], eps, s)
                p = _fit_peer(cell.best, name, ds.schema, splits[0], eps, s) if peers else {}
                rows.append(dict(**base, seed=s, **d, **p))
                if peers and s == 0:
                    acc00 = (d["default_acc"], p["peer_acc"])
            if not peers:
                continue
            # the batch's own judgement again: split seed = fit seed, as the harness fits
            for s in JUDGE_SPLITS:
                acc_d, acc_p = acc00 if s == 0 else (
                    _fit_default(ds.schema, splits[s], eps, s)[0]["default_acc"],
                    _fit_peer(cell.best, name, ds.schema, splits[s], eps, s)["peer_acc"])
                split_rows.append(dict(group=cell.group, batch=batch, dataset=name, epsilon=eps,
                                       winner=cell.best, split=s, default_acc=acc_d,
                                       peer_acc=acc_p))
        print(f"b{batch} {name:28s} n={len(splits[0][0]):6d} cells={len(group)} load={load_s:5.1f}s "
              f"all={time.time() - t0:6.1f}s total={time.time() - t_start:6.0f}s", flush=True)
        pd.DataFrame(rows).to_csv(OUT / dest, index=False)
        if peers:
            pd.DataFrame(split_rows).to_csv(OUT / "splits.csv", index=False)
    print(f"done in {time.time() - t_start:.0f}s", flush=True)


def fit(limit_minutes: float = 30.0) -> None:
    cells = chosen_cells()
    print(f"{(cells.group == 'miss').sum()} misses, {(cells.group == 'control').sum()} controls",
          flush=True)
    _run(cells, peers=True, dest="cells.csv", limit_minutes=limit_minutes)


def census(limit_minutes: float = 20.0) -> None:
    """Every cell of the batches, the default alone (split 0, fit seeds 0-2): how often each
    hypothesis's pattern occurs where the batches did not see a miss (census.csv)."""
    c = unseen_pooled.cells()
    c = c[c.batch.isin(BATCHES)].reset_index(drop=True)
    c["group"] = np.where(c.within, "not missed", "miss")
    _run(c, peers=False, dest="census.csv", limit_minutes=limit_minutes)


def probe(n_splits: int = 10) -> None:
    """H1's mechanism on the census cells its public precondition touches (plain multiway growth
    in any fit, a column of >= 10 levels, n*eps < 1,000; H1 itself, a wide root drawn, is a
    subset): over splits 0-9 (fit seed = split seed), the default as it is
    against the same fit with ``categorical_split='mixed'`` (every other rule left 'auto'),
    each fit's leaf release and root split recorded (probe.csv).  A counterfactual to explain
    the pattern, not a proposed setting."""
    import dpforest
    from dpforest.benchmarks import datasets as bd

    cen = features(pd.read_csv(OUT / "census.csv"))
    cells = cen[HYPOTHESES[H1_PUBLIC](cen)]
    rows = []
    for (batch, name), group in cells.groupby(["batch", "dataset"]):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ds = _tables_module(batch).LOADERS[name]()
        for s in range(n_splits):
            data = bd.split(ds, s)
            for cell in group.itertuples():
                for variant in ("auto", "mixed"):
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        m = dpforest.DPForestClassifier(epsilon=cell.epsilon, schema=ds.schema,
                                                        random_state=s, progress=False,
                                                        categorical_split=variant)
                        m.fit(data[0], data[1])
                        pred = m.predict(data[2])
                    sh = _tree_shape(m)
                    rows.append(dict(group=cell.group, batch=batch, dataset=name,
                                     epsilon=cell.epsilon, split=s, variant=variant,
                                     majority=cell.majority,
                                     acc=float(np.mean(ds.schema.encode_labels(pred)
                                                       == ds.schema.encode_labels(data[3]))),
                                     leaf_release=m.leaf_release_, categorical_split=m.categorical_split_,
                                     max_depth=int(m.max_depth_), n_leaves=sh["n_leaves"],
                                     root_multiway=sh["root_multiway"], root_domain=sh["root_domain"]))
        print(f"b{batch} {name} done", flush=True)
    p = pd.DataFrame(rows)
    p.to_csv(OUT / "probe.csv", index=False)
    print(_probe_table(p))


def _probe_table(p: pd.DataFrame) -> pd.DataFrame:
    """Per cell: the default and the 'mixed' counterfactual over the splits, the paired gap and
    its SE, and how many of the default's fits drew a >= 10-level multiway root."""
    keys = ["group", "batch", "dataset", "epsilon"]
    a = p[p.variant == "auto"].set_index(keys + ["split"])
    b = p[p.variant == "mixed"].set_index(keys + ["split"])
    d = (b.acc - a.acc).groupby(level=keys)
    wide = (a.root_multiway & (a.root_domain >= 10)).groupby(level=keys).sum()
    return pd.DataFrame({"default": a.acc.groupby(level=keys).mean(),
                         "mixed": b.acc.groupby(level=keys).mean(),
                         "mixed - default": d.mean(), "paired SE": d.std(ddof=1) / np.sqrt(d.size()),
                         "wide-root fits": wide, "label fits": (a.leaf_release == "label").groupby(level=keys).sum(),
                         "majority": a.majority.groupby(level=keys).first()}).round(3).reset_index()


# ----------------------------------------------------------------------------- the summary
def _judge(d: pd.DataFrame) -> pd.Series:
    """unseen_pooled's rule on one cell's fits: mean gap, 'miss' when behind by more than the
    SE of the difference (the two means' SEs combined, as the batches do); the paired SE too."""
    x, y = d.default_acc.to_numpy(float), d.peer_acc.to_numpy(float)
    gap = x.mean() - y.mean()
    se = math.hypot(x.std(ddof=1) / math.sqrt(len(x)), y.std(ddof=1) / math.sqrt(len(y)))
    return pd.Series(dict(gap=gap, se=se, paired_se=(x - y).std(ddof=1) / math.sqrt(len(x)),
                          miss=bool(gap < 0 and abs(gap) > se)))


KEYS = ["group", "batch", "dataset", "epsilon"]


def features(rows: pd.DataFrame) -> pd.DataFrame:
    """One row per cell from its fits (cells.csv or census.csv): the table's shape, the batch's
    verdict, and the default's fitted rule over the 3 fits."""
    rows = rows.assign(mw10=rows.root_multiway & (rows.root_domain >= 10),
                       label=rows.leaf_release == "label")
    g = rows.groupby(KEYS, sort=False)
    mode = lambda s: s.mode().iloc[0]
    f = g.agg(n_train=("n_train", "first"), classes=("classes", "first"),
              n_numeric=("n_numeric", "first"), n_categorical=("n_categorical", "first"),
              largest_domain=("largest_domain", "first"), n_eps=("n_eps", "first"),
              winner=("winner", "first"), batch_gap=("batch_gap", "first"),
              batch_winner=("batch_winner", "first"), majority=("batch_majority", "first"),
              nonprivate_rf=("nonprivate_rf", "first"),
              regime=("regime", mode), depth=("max_depth", "median"),
              depths=("max_depth", lambda s: "/".join(str(v) for v in sorted(set(s)))),
              split=("categorical_split", mode),
              splits=("categorical_split", lambda s: "/".join(sorted(set(s)))),
              leaf_release=("leaf_release", mode), label_fits=("label", "sum"),
              leaves=("n_leaves", "mean"), root_cat_fits=("root_kind", lambda s: (s == "categorical").sum()),
              mw10_fits=("mw10", "sum"), root_domain=("root_domain", "max"),
              constant_fits=("constant", "sum"), default_acc=("default_acc", "mean"),
              default_min=("default_acc", "min"))
    f["mw10"] = f.mw10_fits > 0
    f["peer_at_majority"] = f.batch_winner - f.majority <= 0.01
    f["below_majority"] = f.default_acc < f.majority - 0.01
    f["n_eps_band"] = pd.cut(f.n_eps, [0, 30, 100, 300, 1_000, 3_000, np.inf],
                             labels=["< 30", "30-100", "100-300", "300-1k", "1k-3k", ">= 3k"])
    f["class_band"] = pd.cut(f.classes, [0, 2, 3, 5, np.inf], labels=["2", "3", "4-5", "6+"])
    return f.reset_index()


H1_PUBLIC = "H1' its public precondition: plain multiway growth, a >= 10-level column, n*eps < 1,000"

#: the hypotheses, each a rule on a cell's public shape and the default's fitted rule (the
#: fourth reads the batch's peers: a diagnostic, not something the default could read)
HYPOTHESES = {
    "H1 many-level multiway root at n*eps < 1,000":
        lambda f: f.mw10 & (f.n_eps < 1_000),
    "H1' its public precondition: plain multiway growth, a >= 10-level column, n*eps < 1,000":
        lambda f: f.splits.str.contains("multiway") & (f.largest_domain >= 10) & (f.n_eps < 1_000),
    "H2 two classes, n*eps >= 2,000 (additive peers' ground)":
        lambda f: (f.classes == 2) & (f.n_eps >= 2_000),
    "H2' all-categorical, every domain <= 5, n*eps >= 2,000":
        lambda f: (f.n_numeric == 0) & (f.largest_domain <= 5) & (f.n_eps >= 2_000),
    "H3 >= 5 classes, n*eps < 100 (class-floor tree of label leaves)":
        lambda f: (f.classes >= 5) & (f.n_eps < 100),
    "H4 best peer within 1 point of the majority rate":
        lambda f: f.peer_at_majority,
    "H5 depth <= 2, numeric columns only, n*eps >= 100":
        lambda f: (f.depth <= 2) & (f.n_categorical == 0) & (f.n_eps >= 100),
}


def _md(t: pd.DataFrame, index: bool = True) -> str:
    return unseen_pooled._markdown(t, index=index)


def _cell_name(r) -> str:
    return f"{r.dataset} {r.epsilon:g}"


def summary() -> None:
    rows = pd.read_csv(OUT / "cells.csv")
    splits = pd.read_csv(OUT / "splits.csv")
    census_rows = pd.read_csv(OUT / "census.csv")
    f = features(rows).set_index(KEYS)
    f = f.join(rows.groupby(KEYS, sort=False).apply(_judge).add_suffix("_s0"))
    f = f.join(splits[splits.split < 3].groupby(KEYS, sort=False).apply(_judge).add_suffix("_3"))
    f = f.join(splits.groupby(KEYS, sort=False).apply(_judge).add_suffix("_10")).reset_index()
    f["peer_acc_s0"] = rows.groupby(KEYS, sort=False).peer_acc.mean().to_numpy()
    f.round(4).to_csv(OUT / "per_cell.csv", index=False)
    cen = features(census_rows)
    m, k = f[f.group == "miss"], f[f.group == "control"]
    nm = cen[cen.group == "not missed"]
    out = [f"# Tables of the miss diagnostic (generated by `benchmarks/dev/miss_patterns.py summary`)\n",
           f"{len(m)} misses and {len(k)} controls (cells.csv, splits.csv); {len(cen)} cells of "
           f"batches 22-42 in the census ({len(nm)} not missed by the batches).\n"]
    for lab, col in [("split 0, fit seeds 0-2", "miss_s0"), ("splits 0-2 (the batches' judgement)", "miss_3"),
                     ("splits 0-9", "miss_10")]:
        out.append(f"- still a miss, {lab}: **{int(m[col].sum())} of {len(m)}**; controls now missed: "
                   f"{int(k[col].sum())}")
    votes = m[["miss_s0", "miss_3", "miss_10"]].sum(axis=1)
    out.append(f"- misses under all three: {int((votes == 3).sum())}; under none: {int((votes == 0).sum())}\n")
    cols = ["batch", "dataset", "epsilon", "n_train", "classes", "n_eps", "winner", "batch_gap",
            "gap_s0", "se_s0", "gap_3", "se_3", "gap_10", "paired_se_10", "miss_s0", "miss_3",
            "miss_10", "depths", "splits", "leaf_release", "root_cat_fits", "mw10_fits",
            "root_domain", "constant_fits", "majority", "default_acc", "peer_acc_s0", "nonprivate_rf"]
    out.append("## The misses (gaps: the default minus the batch's winner)\n\n"
               + _md(m[cols].round(3), index=False) + "\n")
    out.append("## The controls\n\n" + _md(k[cols].round(3), index=False) + "\n")
    # cross-tabs: the batch's misses, those still missing over 10 splits, the controls, and the
    # census's cells the batches did not miss (the default's fits of the census, split 0)
    out.append("## Misses against controls\n\nColumns: the 20 batch misses; those still missed "
               "over splits 0-9; the 20 controls; every census cell the batches did not miss.\n")
    groups = {"misses": m, "still (10 splits)": m[m.miss_10], "controls": k, "census not missed": nm}
    for col, lab in [("regime", "regime (mode of 3 fits)"), ("depth", "max_depth_ (median of 3)"),
                     ("split", "categorical_split_ (mode)"), ("leaf_release", "leaf_release_ (mode)"),
                     ("mw10", "root multiway on >= 10 levels (any of 3 fits)"),
                     ("n_eps_band", "n*eps"), ("class_band", "classes"),
                     ("below_majority", "default > 1 pt below the majority rate (mean of 3)"),
                     ("peer_at_majority", "batch's best peer within 1 pt of majority")]:
        t = pd.DataFrame({g: d[col].value_counts() for g, d in groups.items()}).fillna(0).astype(int)
        t.index.name = lab
        out.append(f"### {lab}\n\n" + _md(t) + "\n")
    # hypotheses: support among the misses and how many other cells each rule touches
    hyp = []
    for name, rule in HYPOTHESES.items():
        hm, hk, hn = m[rule(m)], k[rule(k)], nm[rule(nm)]
        hyp.append({"hypothesis": name, "misses": len(hm),
                    "of which still missed (10 splits)": int(hm.miss_10.sum()),
                    "controls (of 20)": len(hk),
                    f"census not missed (of {len(nm)})": len(hn),
                    "share of census cells it touches that were missed":
                        f"{len(cen[rule(cen) & (cen.group == 'miss')])}/{int(rule(cen).sum())}",
                    "miss cells": ", ".join(_cell_name(r) + ("*" if r.miss_10 else "")
                                            for r in hm.itertuples()),
                    "control cells": ", ".join(_cell_name(r) for r in hk.itertuples())})
    out.append("## Hypotheses as rules (* = still missed over 10 splits)\n\n"
               + _md(pd.DataFrame(hyp), index=False) + "\n")
    for name, rule in HYPOTHESES.items():
        hn = nm[rule(nm)]
        if 0 < len(hn) <= 12:
            out.append(f"- {name}, census cells not missed: "
                       + ", ".join(f"{_cell_name(r)} (gap {r.batch_gap:+.3f})" for r in hn.itertuples()))
    out.append("")
    if (OUT / "probe.csv").exists():
        t = _probe_table(pd.read_csv(OUT / "probe.csv"))
        wide = t["wide-root fits"] > 0
        out.append("## H1 probed: the default against `categorical_split='mixed'` on H1' cells "
                   "(splits 0-9, paired)\n\n" + _md(t, index=False) + "\n\n"
                   f"Mean mixed - default: {t['mixed - default'].mean():+.4f} over {len(t)} cells; "
                   f"{t.loc[wide, 'mixed - default'].mean():+.4f} on the {int(wide.sum())} where a "
                   f"default fit drew a >= 10-level multiway root, "
                   f"{t.loc[~wide, 'mixed - default'].mean():+.4f} on the other {int((~wide).sum())}; "
                   f"cells worse by more than 2 paired SEs: "
                   f"{int((t['mixed - default'] < -2 * t['paired SE']).sum())}, better: "
                   f"{int((t['mixed - default'] > 2 * t['paired SE']).sum())}.\n")
    # a shallow tree on the census: which public features separate the batches' misses
    from sklearn.tree import DecisionTreeClassifier, export_text

    X = pd.DataFrame({"log10_n_eps": np.log10(cen.n_eps), "classes": cen.classes,
                      "n_categorical": cen.n_categorical, "n_numeric": cen.n_numeric,
                      "largest_domain": cen.largest_domain, "depth": cen.depth,
                      "label_leaves": (cen.leaf_release == "label").astype(int),
                      "mw10": cen.mw10.astype(int)})
    y = (cen.group == "miss").to_numpy()
    texts = []
    for extra in (False, True):
        Xe = X.assign(peer_at_majority=cen.peer_at_majority.astype(int)) if extra else X
        tree = DecisionTreeClassifier(max_depth=2, min_samples_leaf=5, class_weight="balanced",
                                      random_state=0).fit(Xe, y)
        text = export_text(tree, feature_names=list(Xe.columns), decimals=2)
        if text in texts:
            out.append("With the batch's best peer within 1 pt of majority as a feature too: the "
                       "same tree.\n")
            continue
        texts.append(text)
        leaf = tree.apply(Xe)
        counts = pd.crosstab(leaf, np.where(y, "miss", "not missed"))
        members = pd.Series([", ".join(_cell_name(r) for r in cen[(leaf == lf) & y].itertuples())
                             for lf in counts.index], index=counts.index, name="its misses")
        out.append(f"## A depth-2 tree on the census ({'with' if extra else 'without'} the peers' "
                   f"majority tie; {len(cen)} cells, misses weighted up, at least 5 cells a leaf)"
                   f"\n\n```\n" + text + "```\n\n"
                   + _md(counts.join(members).rename_axis("leaf")) + "\n")
    (OUT / "tables.md").write_text("\n".join(out))
    print("\n".join(out))


if __name__ == "__main__":
    {"fit": fit, "census": census, "probe": probe, "summary": summary}[sys.argv[1] if len(sys.argv) > 1 else "fit"]()
