"""Tables, plots and the judging summary of a benchmark run (the frame from
:func:`dpforest.benchmarks.harness.run`).

* :func:`markdown_tables` -- per data set, methods as rows and ε as columns, mean ± sd over
  seeds; the best DP method of each column in bold; non-private methods in a separate block.
* :func:`plot_dataset` -- accuracy against ε (log axis), error bars = sd over seeds.
* :func:`summary` -- per (data set, ε) the default's gap to the best other DP method and whether
  it is within one standard error; the median "gap closure" at ε = 1; cells where the default is
  a constant predictor while another DP method beats the majority rate by more than one point.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd

__all__ = ["aggregate", "markdown_tables", "summary", "summary_markdown", "plot_dataset",
           "write_outputs"]


def aggregate(df: pd.DataFrame) -> pd.DataFrame:
    """Mean, sd, n, majority rate and constant-predictor count per (data set, method, ε)."""
    ok = df[df["error"].fillna("") == ""].copy()
    ok["eps_key"] = ok["epsilon"].fillna(-1.0)  # non-private rows: one key for "any ε"
    ok["constant"] = ok["n_pred_classes"] == 1
    g = ok.groupby(["dataset", "method", "eps_key"], sort=False)
    out = g.agg(mean=("accuracy", "mean"), sd=("accuracy", "std"), n=("accuracy", "size"),
                majority=("majority", "mean"), private=("private", "first"),
                is_default=("is_default", "first"), constant=("constant", "sum"),
                fit_seconds=("fit_seconds", "mean")).reset_index()
    out["epsilon"] = out["eps_key"].where(out["eps_key"] >= 0)
    return out.drop(columns="eps_key")


def _cell(mean, sd, n, bold=False) -> str:
    if not np.isfinite(mean):
        return "—"
    s = f"{mean:.3f}" + (f" ± {sd:.3f}" if n > 1 and np.isfinite(sd) else "")
    return f"**{s}**" if bold else s


def markdown_tables(df: pd.DataFrame, domain_source: dict | None = None) -> str:
    """One Markdown table per data set (methods × ε), best DP mean per column in bold."""
    agg = aggregate(df)
    eps = sorted(df.loc[df["private"], "epsilon"].dropna().unique())
    parts = []
    for ds in pd.unique(df["dataset"]):
        a = agg[agg["dataset"] == ds]
        if a.empty:
            continue
        info = df[df["dataset"] == ds].iloc[0]
        src = (domain_source or {}).get(ds, "")
        parts.append(f"### {ds}\n\n{int(info['n_train']):,} train / {int(info['n_test']):,} test "
                     f"rows; majority rate {a['majority'].mean():.3f}"
                     + (f"; domain: {src}" if src else "") + "\n")
        head = "| method | " + " | ".join(f"ε = {e:g}" for e in eps) + " |"
        parts += [head, "|---|" + "---|" * len(eps)]
        priv = a[a["private"]]
        best = {e: priv.loc[priv["epsilon"] == e, "mean"].max() for e in eps}
        for m in pd.unique(priv["method"]):
            r = priv[priv["method"] == m].set_index("epsilon")
            name = f"{m} (default)" if bool(r["is_default"].iloc[0]) else m
            cells = [_cell(r.at[e, "mean"], r.at[e, "sd"], r.at[e, "n"],
                           bold=np.isclose(r.at[e, "mean"], best[e]))
                     if e in r.index else "—" for e in eps]
            parts.append(f"| {name} | " + " | ".join(cells) + " |")
        nonp = a[~a["private"]]
        if len(nonp):
            parts.append(f"| *non-private (any ε)* |" + " |" * len(eps))
            for _, r in nonp.iterrows():
                parts.append(f"| {r['method']} | " + _cell(r["mean"], r["sd"], r["n"])
                             + " |" * len(eps))
        errs = df[(df["dataset"] == ds) & (df["error"].fillna("") != "")]
        for (m, e), g in errs.groupby(["method", "error"]):
            parts.append(f"\n{m}: failed {len(g)}× — `{e}`")
        parts.append("")
    return "\n".join(parts)


def summary(df: pd.DataFrame, default: str | None = None) -> dict:
    """Judging figures for the default method (see module docstring).

    Returns ``{"gaps": DataFrame, "closure": DataFrame, "closure_median": float,
    "closure_eps": float, "constant_cells": DataFrame}``."""
    agg = aggregate(df)
    if default is None:
        d = agg.loc[agg["is_default"].astype(bool), "method"]
        default = d.iloc[0] if len(d) else None
    gaps, const = [], []
    priv = agg[agg["private"]]
    for (ds, e), g in priv.groupby(["dataset", "epsilon"], sort=False):
        me = g[g["method"] == default]
        others = g[g["method"] != default]
        if me.empty or others.empty:
            continue
        me, best = me.iloc[0], others.loc[others["mean"].idxmax()]
        se = math.sqrt((me["sd"] ** 2 / me["n"] if me["n"] > 1 else np.nan)
                       + (best["sd"] ** 2 / best["n"] if best["n"] > 1 else np.nan))
        gap = me["mean"] - best["mean"]
        gaps.append(dict(dataset=ds, epsilon=e, default=me["mean"], best_other=best["method"],
                         best_other_acc=best["mean"], gap=gap, se=se,
                         within_1se=True if gap >= 0 else
                         (bool(-gap <= se) if np.isfinite(se) else "n/a (1 seed)")))
        beats = g[(g["method"] != default) & (g["mean"] > g["majority"] + 0.01)]
        if me["constant"] > 0 and len(beats):
            b = beats.loc[beats["mean"].idxmax()]
            const.append(dict(dataset=ds, epsilon=e, constant_seeds=f"{int(me['constant'])}/"
                              f"{int(me['n'])}", majority=me["majority"], default=me["mean"],
                              best_other=b["method"], best_other_acc=b["mean"]))
    gaps = pd.DataFrame(gaps)
    eps_all = sorted(priv["epsilon"].unique())
    closure_eps = min(eps_all, key=lambda e: abs(math.log(e))) if eps_all else np.nan
    rows = []
    for ds, g in agg.groupby("dataset", sort=False):
        me = g[(g["method"] == default) & (g["epsilon"] == closure_eps)]
        rf = g[g["method"] == "sklearn-rf"]
        if rf.empty:
            rf = g[g["method"] == "sklearn-rf-d5"]
        if me.empty or rf.empty:
            continue
        maj = me["majority"].iloc[0]
        denom = rf["mean"].iloc[0] - maj
        rows.append(dict(dataset=ds, default=me["mean"].iloc[0], majority=maj,
                         ceiling=rf["method"].iloc[0], ceiling_acc=rf["mean"].iloc[0],
                         closure=(me["mean"].iloc[0] - maj) / denom if denom > 0.005 else np.nan))
    closure = pd.DataFrame(rows)
    med = float(closure["closure"].median()) if len(closure) else np.nan
    return dict(gaps=gaps, closure=closure, closure_median=med, closure_eps=closure_eps,
                constant_cells=pd.DataFrame(const), default=default)


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


def summary_markdown(s: dict) -> str:
    g = s["gaps"]
    out = [f"Default method: `{s['default']}`.\n"]
    if len(g):
        n_ok = int(g["within_1se"].fillna(False).astype(bool).sum())
        out.append(f"**Default vs the best other DP method** (gap = default − best other; "
                   f"within 1 SE: gap ≥ 0 or |gap| ≤ the standard error of the difference of "
                   f"means; needs ≥ 2 seeds): the default is at least as good or within one "
                   f"SE in {n_ok} of {len(g)} (data set, ε) cells.\n")
        out.append(_md(g))
    c = s["closure"]
    out.append(f"**Gap closure at ε = {s['closure_eps']:g}**: (default − majority) / "
               f"(non-private ceiling − majority) per data set; median over data sets = "
               f"{s['closure_median']:.3f}" + ("" if len(c) else " (no data)") + ".\n")
    out.append(_md(c))
    out.append("**Cells where the default predicts a single class** (in ≥ 1 seed) while "
               "another DP method beats the majority rate by more than 1 point:\n")
    out.append(_md(s["constant_cells"]))
    return "\n".join(out)


def plot_dataset(df: pd.DataFrame, dataset: str, path, domain_source: str = "") -> bool:
    """Accuracy against ε for one data set (PNG); False if matplotlib is missing."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    a = aggregate(df[df["dataset"] == dataset])
    if a.empty:
        return False
    fig, ax = plt.subplots(figsize=(7.5, 4.8))
    priv = a[a["private"]]
    for m, g in priv.groupby("method", sort=False):
        g = g.sort_values("epsilon")
        d = bool(g["is_default"].iloc[0])
        ax.errorbar(g["epsilon"], g["mean"], yerr=g["sd"].fillna(0), marker="o", capsize=3,
                    lw=2.6 if d else 1.2, zorder=3 if d else 2,
                    label=f"{m} (default)" if d else m)
    styles = iter([":", "-.", "--", (0, (1, 3))])
    for _, r in a[~a["private"]].iterrows():
        ax.axhline(r["mean"], color="grey", ls=next(styles, "--"), lw=1,
                   label=f"{r['method']} (non-private)")
    ax.axhline(a["majority"].mean(), color="black", lw=1, label="majority class")
    ax.set_xscale("log")
    ax.set_xlabel("ε (log scale)")
    ax.set_ylabel("test accuracy")
    n = int(df.loc[df["dataset"] == dataset, "seed"].nunique())
    ax.set_title(f"{dataset}: test accuracy vs ε, mean ± sd over {n} seed(s)"
                 + (f"\ndomain: {domain_source}" if domain_source else ""), fontsize=9)
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def write_outputs(df: pd.DataFrame, out_dir, notes=(), title="dpforest benchmark") -> dict:
    """Write results.csv, tables.md, summary.md and one PNG per data set into ``out_dir``."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    src = df.attrs.get("domain_source", {})
    df.to_csv(out / "results.csv", index=False)
    tables = markdown_tables(df, src)
    s = summary(df)
    (out / "tables.md").write_text(f"# {title}: accuracy tables\n\n{tables}\n")
    notes_md = "\n".join(f"- {n}" for n in dict.fromkeys(notes)) or "(none)"
    (out / "summary.md").write_text(f"# {title}: summary\n\n{summary_markdown(s)}\n"
                                    f"## Skipped\n\n{notes_md}\n")
    pngs = []
    for ds in pd.unique(df["dataset"]):
        p = out / f"{ds}.png"
        if plot_dataset(df, ds, p, src.get(ds, "")):
            pngs.append(p)
    return dict(csv=out / "results.csv", tables=out / "tables.md", summary=out / "summary.md",
                pngs=pngs, summary_data=s, tables_text=tables, notes_text=notes_md)
