"""Paired development runs for *post-processing* candidates of the default forest's leaves.

    python3 benchmarks/dev/postproc_eval.py SETS --seeds 24 [--jobs 2] --out DIR
    python3 benchmarks/dev/postproc_eval.py auto --seeds 6 --epsilons 0.1,0.5,2 --out DIR
        (the automatic tables of auto_tables.py, ``--limit 400``: 382 tables)
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref default
    python3 benchmarks/dev/variant_eval.py SETS x PEERS --rows DIR/rows.csv   (x: any variants file
        whose VARIANTS names the rules below, e.g. this file)

A leaf rule only reads the released noisy counts, so it costs no privacy and needs no refit:
each (data set, ε, split) is fitted *once* and every rule predicts from that same fit.  The
paired differences then measure the rule alone, without the fit-to-fit privacy noise that
dominates comparisons of separately fitted variants.  Rows have the harness's columns (one per
rule, ``method`` = the rule's name), so ``paired_diff.py`` and ``variant_eval.py --rows`` judge
them like any other variant.

Rules (``RULES``): ``default`` -- the leaf's clipped, normalised counts (uniform when none is
positive), each raised by the leaf's noise scale (the library's); ``prior`` -- the same total
raise (C × the noise scale) shared by the class prior of the released counts (the root's pooled
raw counts, clipped) instead of equally (in models whose leaves released counts; label
leaves are left as they are); ``prior-mix`` -- the same total
raise shared half equally, half by that prior, so every class keeps at least half of its
uniform floor; ``empty`` -- a leaf with no positive count takes its nearest ancestor's pooled
counts (the sum of the raw noisy counts of the leaves below it); ``size-k`` -- a leaf whose
noisy total is below k noise standard deviations of that total takes the nearest ancestor whose
pooled total clears the same test (the root always qualifies); ``size-kc`` -- the same test
with each leaf's own noise scale (1/ε of its counts) and only in models whose leaves released
counts (``leaf_release_ == 'counts'``; label leaves are left as they are); ``min-Nc`` -- a count
leaf whose noisy total is below N records takes the nearest ancestor whose pooled noisy total
reaches N (a leaf of a few records whose local majority the selection found rarely carries to
new records), in count-leaf models only.

    python3 benchmarks/dev/postproc_eval.py outside 1-227 --seeds 3 --out DIR
        (every table of outside batches FIRST-LAST that ``unseen_refit_default.py map`` found,
        REFIT_EXPORT and REFIT_OUT as that script's: the same tables and stratified splits)

The default predicts from :meth:`FlatTree.smoothed_leaf_proba` (same argmax as the clipped
counts), so the rules replace that table.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
import warnings
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest import DPForestClassifier
from dpforest.benchmarks import datasets as bd
from dpforest.benchmarks.holdout import HOLDOUT

sys.path.insert(0, str(Path(__file__).resolve().parent))     # auto_tables, its sibling


def _family(tree):
    """Parent of every node, each node's pooled raw counts, the number of leaves below it and
    the variance of its pooled total (a leaf's C counts, discrete Laplace of scale 1/ε_own:
    about 2/ε_own² each)."""
    n = tree.n_nodes
    parent = np.full(n, -1)
    for i in np.flatnonzero(tree.child_start >= 0):
        k = int(tree.n_children(i))
        parent[tree.child_start[i]:tree.child_start[i] + k] = i
    raw = np.where(tree.is_leaf[:, None], np.nan_to_num(tree.counts, nan=0.0), 0.0)
    leaves = tree.is_leaf.astype(float)
    own = tree.own_epsilon()
    var = np.where(tree.is_leaf & (own > 0), 2.0 * raw.shape[1] / np.where(own > 0, own, 1.0) ** 2, 0.0)
    for i in range(n - 1, 0, -1):       # children are stored after their parents
        p = parent[i]
        if p >= 0:
            raw[p] += raw[i]
            leaves[p] += leaves[i]
            var[p] += var[i]
    return parent, raw, leaves, var


def _proba(c):
    c = np.clip(c, 0, None)
    t = c.sum()
    return c / t if t > 0 else np.full(len(c), 1.0 / len(c))


def rule_table(model, tree, rule: str) -> np.ndarray:
    base = tree.smoothed_leaf_proba()
    counts_only = rule.endswith("c") or rule.startswith(("prior", "parent"))
    if rule == "default" or (counts_only and getattr(model, "leaf_release_", "counts") != "counts"):
        # a label leaf's row is a pseudo-count on its class (label_leaf_counts), not a count:
        # the count rules leave it as it is
        return base
    parent, raw, leaves, var = _family(tree)
    C = raw.shape[1]
    if rule in ("parent", "parent-mix"):
        # the same total raise (C/ε_own) shared by the leaf's parent's pooled released counts
        # (its siblings' and its own raw noisy counts), not equally: a leaf within its noise
        # leans toward its neighbourhood's class, not toward the first class or the root's
        own = tree.own_epsilon()
        alpha = np.where(own > 0, 1.0 / np.where(own > 0, own, 1.0), 0.0)
        out = base.copy()
        counted = tree.is_leaf & ~np.isnan(tree.counts).any(1)
        for leaf in np.flatnonzero(counted):
            p = parent[leaf] if parent[leaf] >= 0 else leaf
            prior = _proba(raw[p])
            if rule == "parent-mix":
                prior = 0.5 * prior + 0.5 / C
            out[leaf] = _proba(np.clip(tree.counts[leaf], 0, None) + alpha[leaf] * C * prior)
        return out
    if rule in ("prior", "prior-mix"):
        # each count leaf's noise-scale smoothing (C/ε_own in all) shared by the class prior
        # of the released counts (the root's pooled raw counts, clipped), not equally; the
        # mix keeps half of the uniform share, so a class the prior nearly omits keeps a floor
        prior = _proba(raw[0])
        if rule == "prior-mix":
            prior = 0.5 * prior + 0.5 / C
        own = tree.own_epsilon()
        alpha = np.where(own > 0, 1.0 / np.where(own > 0, own, 1.0), 0.0)
        out = base.copy()
        counted = tree.is_leaf & ~np.isnan(tree.counts).any(1)
        for leaf in np.flatnonzero(counted):
            out[leaf] = _proba(np.clip(tree.counts[leaf], 0, None) + alpha[leaf] * C * prior)
        return out
    eps_tree = model.epsilon * (1.0 - model.size_share)
    b = 1.0 / (model.leaf_share_ * eps_tree)          # leaf-count noise scale
    out = base.copy()
    for leaf in np.flatnonzero(tree.is_leaf):
        node = leaf
        if rule == "empty":
            while np.clip(raw[node], 0, None).sum() <= 0 and parent[node] >= 0:
                node = parent[node]
        elif rule.startswith("min-") and rule.endswith("c"):
            need = float(rule[4:-1])
            while parent[node] >= 0 and raw[node].sum() < need:
                node = parent[node]
        elif rule.startswith("size-") and rule.endswith("c"):
            k = float(rule[5:-1])
            while parent[node] >= 0 and raw[node].sum() < k * math.sqrt(var[node]):
                node = parent[node]
        elif rule.startswith("size-"):
            k = float(rule[5:])
            while parent[node] >= 0 and raw[node].sum() < k * math.sqrt(2 * C * leaves[node]) * b:
                node = parent[node]
        else:
            raise ValueError(rule)
        out[leaf] = _proba(raw[node])
    return out


RULES = ("default", "prior", "prior-mix", "parent", "parent-mix", "empty", "size-1", "size-0.5c",
         "size-1c", "size-2c", "min-8c", "min-16c", "min-32c")
VARIANTS = {r: None for r in RULES}     # names only, for variant_eval.py --rows


def _fit_rows(ds, eps, seed):
    """The default fitted once on ``ds``'s split ``seed`` at ``eps``; every rule's row."""
    split = bd.split(ds, seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        t0 = time.perf_counter()
        m = DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed, progress=False)
        m.fit(split[0], split[1])
        secs = time.perf_counter() - t0
    return _rows(ds, split, m, eps, seed, secs)


def _job(args):
    ds_name, eps, seed = args
    return _fit_rows(bd.load(ds_name), eps, seed)


def _auto_job(args):
    """One fit of an automatic table (``auto_tables.tables``), every rule predicting from it."""
    from auto_tables import fit_default_on_split
    spec, eps, seed = args
    t0 = time.perf_counter()
    ds, split, m = fit_default_on_split(spec, eps, seed)
    return _rows(ds, split, m, eps, seed, time.perf_counter() - t0)


def _outside_job(args):
    """Every (ε, split) fit of one outside table, every rule predicting from each fit."""
    b, key, epsilons, seeds = args
    import unseen_refit_default as U
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ds = U.load(b, key)
    return [dict(r, batch=b) for seed in seeds for eps in epsilons for r in _fit_rows(ds, eps, seed)]


def _outside_main(argv):
    import unseen_refit_default as U
    p = argparse.ArgumentParser()
    p.add_argument("batches", help="FIRST-LAST")
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--epsilons", default="0.1,0.5,1,2")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", default="/tmp/postproc_outside")
    a = p.parse_args(argv)
    lo, hi = (int(x) for x in a.batches.split("-"))
    mp = U.mapped_tables()
    mp = mp[mp.batch.between(lo, hi)].sort_values("rows")
    eps = [float(e) for e in a.epsilons.split(",")]
    jobs = [(int(r.batch), r.key, eps, list(range(a.seeds))) for r in mp.itertuples()]
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rows, t0 = [], time.time()
    with ProcessPoolExecutor(a.jobs) as ex:
        for i, rs in enumerate(ex.map(_outside_job, jobs), 1):
            rows += rs
            if i % 50 == 0 or i == len(jobs):
                print(f"[{i}/{len(jobs)} {time.time() - t0:.0f}s]", file=sys.stderr, flush=True)
    df = pd.DataFrame(rows)
    df.to_csv(out / "rows.csv", index=False)
    print(df.groupby(["method", "epsilon"]).accuracy.mean().unstack().round(4).to_string(),
          file=sys.stderr)


def _rows(ds, split, m, eps, seed, secs):
    Xtr, ytr, Xte, yte = split
    schema = ds.schema
    ytr_i, yte_i = schema.encode_labels(ytr), schema.encode_labels(yte)
    top = int(np.bincount(ytr_i, minlength=schema.n_classes).argmax())
    base = dict(dataset=ds.name, epsilon=eps, seed=seed, majority=float(np.mean(yte_i == top)),
                private=True, dp_kind="pure", is_default=True, n_train=len(Xtr), n_test=len(Xte),
                note="", error="", domain_source=ds.domain_source,
                n_classes=schema.n_classes)
    rows = []
    if getattr(m, "regime_", "greedy") != "greedy":
        raise RuntimeError("post-processing rules are written for the greedy regime")
    trees = m.trees_
    for rule in RULES:
        tables = [rule_table(m, t, rule) for t in trees]
        for t, tab in zip(trees, tables):
            t.smoothed_leaf_proba = (lambda tab=tab: tab)
        proba = m._proba(Xte)                          # the schema's class order
        pred = schema.encode_labels(m.predict(Xte))
        for t in trees:
            del t.smoothed_leaf_proba
        p_true = np.clip(proba[np.arange(len(yte_i)), yte_i], 1e-15, 1.0)
        rows.append(dict(base, method=rule, accuracy=float(np.mean(pred == yte_i)),
                         log_loss=float(-np.mean(np.log(p_true))),
                         mean_p_minority=float(proba[:, np.arange(proba.shape[1]) != top].sum(1).mean()),
                         leaf_release=getattr(m, "leaf_release_", ""),
                         fit_seconds=secs, epsilon_spent=float(m.ledger_.epsilon),
                         n_pred_classes=int(len(np.unique(pred)))))
    return rows


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "auto":
        from auto_tables import paired_main
        return paired_main(_auto_job, "/tmp/postproc_auto", argv[1:])
    if argv and argv[0] == "outside":
        return _outside_main(argv[1:])
    p = argparse.ArgumentParser()
    p.add_argument("datasets")
    p.add_argument("--seeds", type=int, default=24)
    p.add_argument("--epsilons", default="0.1,0.5,1,2")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", default="/tmp/postproc_eval")
    a = p.parse_args(argv)
    from dpforest.benchmarks.fresh import FRESH
    groups = {"suite": list(bd.SUITE), "holdout": list(HOLDOUT), "fresh": list(FRESH)}
    names = [n for g in a.datasets.split(",") for n in groups.get(g, [g])]
    jobs = [(d, float(e), s) for d in names for s in range(a.seeds) for e in a.epsilons.split(",")]
    with ProcessPoolExecutor(a.jobs) as ex:
        rows = [r for rs in ex.map(_job, jobs, chunksize=4) for r in rs]
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    df = pd.DataFrame(rows)
    df.to_csv(out / "rows.csv", index=False)
    print(df.groupby(["method", "epsilon"]).accuracy.mean().unstack().round(4).to_string(),
          file=sys.stderr)


if __name__ == "__main__":
    main()
