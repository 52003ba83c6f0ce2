"""PNG plots of an experiment summary (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import numpy as np

from .grids import SWEEP_LABELS
from .registry import ALGORITHMS, display_name, split_accounting


def _fmt_value(x, v):
    from .runner import _fmt_value as f

    return f(x, v)

__all__ = ["plot_experiment"]

_REFERENCE_STYLE = {"sklearn-rf": dict(color="black", linestyle="--"),
                    "diffprivlib": dict(color="tab:brown", marker="s", linestyle="-."),
                    "majority": dict(color="grey", linestyle=":")}


def _color(algo: str) -> str:
    """A fixed colour per algorithm, the same in every figure (its paper-accounting twin too)."""
    names = list(ALGORITHMS)
    algo = split_accounting(algo)[0]
    return f"C{names.index(algo) % 10}" if algo in names else "C9"


def _style(algo: str) -> dict:
    if algo in _REFERENCE_STYLE:
        return _REFERENCE_STYLE[algo]
    if split_accounting(algo)[1] == "paper":      # the paper's accounting: same colour, dashed
        return dict(marker="s", color=_color(algo), linestyle="--", markerfacecolor="none")
    return dict(marker="o", color=_color(algo))


#: how far apart the forests' lines of one panel are drawn at each swept value, as a share of
#: the narrowest gap between swept values (in decades, on a log axis): lines that coincide --
#: forests that all sit at the majority rate -- stay visible side by side instead of hiding one
#: another.  The non-private reference lines keep their place.
DODGE = 0.08


def _dodged(x: np.ndarray, k: int, n_lines: int, values, log: bool) -> np.ndarray:
    """``x`` moved for line ``k`` of ``n_lines``, centred on the swept values (position dodge);
    the axis ticks stay at the values themselves."""
    if n_lines < 2:
        return x
    offset = (k - (n_lines - 1) / 2) / (n_lines - 1)          # in [-0.5, 0.5]
    v = np.unique(np.asarray(values, dtype=float))
    if log:
        step = np.diff(np.log10(v)).min() if len(v) > 1 else 1.0
        return x * 10 ** (DODGE * step * offset)
    step = np.diff(v).min() if len(v) > 1 else 1.0
    return x + DODGE * step * offset


def _honest_title(title: str, shown: set) -> str:
    """The experiment title without references that have no line in the plot (e.g. diffprivlib
    when it is not installed), saying what is missing instead."""
    for ref in _REFERENCE_STYLE:
        if ref not in shown and f" vs {ref}" in title:
            title = title.replace(f" vs {ref}", "") + f" ({ref} not available)"
    return title


def plot_experiment(exp, summary, out_dir) -> list[Path]:
    """One PNG per sweep for the headline metric and one for fit time; returns the paths.

    ε sweeps use a logarithmic x axis (ε values span orders of magnitude and accuracy changes
    with log ε), ticks at the swept values."""
    return _plot(exp, summary, out_dir)


def _plot(exp, summary, out_dir) -> list[Path]:
    # figures made without pyplot: writing a PNG switches no backend (a notebook that calls
    # this keeps showing its own plots) and keeps no figure open
    from matplotlib.figure import Figure

    out_dir = Path(out_dir)
    metric = exp.metric
    mlabel = {"accuracy": "accuracy", "f1": "macro-F1"}[metric]
    paths = []
    title = _honest_title(exp.title, set(summary["algorithm"]))
    for sw in exp.sweeps:
        part = summary[summary["sweep"] == sw.name]
        datasets = [d for d in exp.datasets if d in set(part["dataset"])]
        if not datasets:
            continue
        for what, col, ylabel in ((metric, f"{metric}_mean", f"test {mlabel}"),
                                  ("time", "fit_time_mean", "fit time (s)")):
            fig = Figure(figsize=(max(6.4, 4.8 * len(datasets)), 4.2))
            axes = fig.subplots(1, len(datasets), squeeze=False)
            for ax, ds in zip(axes[0], datasets):
                sub = part[part["dataset"] == ds]
                lines = [algo for algo in sw.algorithms + sw.reference
                         if not sub[sub["algorithm"] == algo].empty and not (what == "time" and algo == "majority")]
                forests = [algo for algo in lines if algo not in sw.reference]
                for algo in lines:
                    a = sub[sub["algorithm"] == algo].sort_values("value")
                    x = a["value"].to_numpy(dtype=float)
                    if algo in forests:
                        x = _dodged(x, forests.index(algo), len(forests), sw.values, sw.x == "epsilon")
                    y = a[col].to_numpy(dtype=float)
                    sd = a[col.replace("_mean", "_sd")].to_numpy(dtype=float)
                    # one repeat has no spread: no error bars (nor their glyph in the legend)
                    ax.errorbar(x, y, yerr=sd if np.nan_to_num(sd).any() else None, capsize=3,
                                label=display_name(algo), **_style(algo))
                if sw.x == "epsilon":
                    ax.set_xscale("log")
                ax.set_xticks([float(v) for v in sw.values])
                ax.set_xticklabels([_fmt_value(sw.x, v) for v in sw.values])
                ax.minorticks_off()
                if what == "time":
                    ax.set_yscale("log")
                ax.set_xlabel(SWEEP_LABELS.get(sw.x, sw.x)
                              + (" (log scale)" if sw.x == "epsilon" else ""))
                ax.set_ylabel(ylabel)
                ax.set_title(ds)
                ax.grid(alpha=0.3)
            _finish(fig, axes, f"{title}: {ylabel} against {SWEEP_LABELS.get(sw.x, sw.x)}")
            suffix = "" if what != "time" else "_time"
            path = out_dir / f"{exp.paper}_{sw.name}{suffix}.png"
            fig.savefig(path, dpi=110)
            paths.append(path)
    acc = plot_accounting(exp, summary, out_dir)
    return paths + ([acc] if acc else [])


def _finish(fig, axes, title):
    """One legend for all panels, below them, so no line is hidden; a wrapped title."""
    handles = {}
    for ax in axes.ravel():
        for h, lab in zip(*ax.get_legend_handles_labels()):
            handles.setdefault(lab, h)
    # as many legend columns as the figure's width holds (about 2.4 inches each)
    ncol = max(1, min(len(handles), int(fig.get_figwidth() // 2.4)))
    fig.legend(list(handles.values()), list(handles), loc="lower center", ncol=ncol, fontsize=8,
               frameon=False)
    fig.suptitle(textwrap.fill(title, 90), fontsize=10)
    rows = (len(handles) - 1) // ncol + 1
    fig.tight_layout(rect=(0, (0.03 + 0.03 * rows) * 4.2 / fig.get_figheight(), 1, 1))


def plot_accounting(exp, summary, out_dir):
    """``<paper>_accounting.png``: the headline metric of the ε sweep against the *stated* ε
    (top row) and against the *true* composed ε of each line's ledger (bottom row), both
    accountings beside the default forest.  An infinite true ε is drawn at a marked "∞" position
    right of the largest finite one."""
    from matplotlib.figure import Figure

    if "true_epsilon" not in summary:
        return None
    part = summary[summary["x"] == "epsilon"]
    if part.empty or not part["algorithm"].str.endswith("@paper").any():
        return None
    sw = next(s for s in exp.sweeps if s.x == "epsilon")
    datasets = [d for d in exp.datasets if d in set(part["dataset"])]
    metric = exp.metric
    col = f"{metric}_mean"
    te = part["true_epsilon"].to_numpy(dtype=float)
    finite = np.concatenate([te[np.isfinite(te)], np.asarray(sw.values, dtype=float)])
    inf_at = float(finite.max()) * 10
    fig = Figure(figsize=(max(6.4, 4.8 * len(datasets)), 7.6))
    axes = fig.subplots(2, len(datasets), squeeze=False)
    for j, ds in enumerate(datasets):
        sub = part[part["dataset"] == ds]
        for row, xlabel in enumerate(("stated ε", "true composed ε (ledger)")):
            ax = axes[row, j]
            forests = [algo for algo in sw.algorithms if not sub[sub["algorithm"] == algo].empty]
            for algo in sw.algorithms + sw.reference:
                a = sub[sub["algorithm"] == algo].sort_values("value")
                if a.empty:
                    continue
                x = a["value"].to_numpy(dtype=float)
                if algo in forests:
                    x = _dodged(x, forests.index(algo), len(forests), sw.values, True)
                if row == 1 and algo not in _REFERENCE_STYLE:
                    x = np.where(np.isinf(a["true_epsilon"]), inf_at, a["true_epsilon"])
                ax.errorbar(x, a[col], yerr=a[col.replace("_mean", "_sd")], capsize=3,
                            label=display_name(algo), **_style(algo))
            ax.set_xscale("log")
            if row == 0:
                ax.set_xticks([float(v) for v in sw.values])
                ax.set_xticklabels([f"{v:g}" for v in sw.values])
                ax.minorticks_off()
            elif np.isinf(sub["true_epsilon"]).any():
                ax.axvline(inf_at, color="grey", lw=0.5)
                ax.text(inf_at, ax.get_ylim()[1], "∞ ", va="top", ha="right", fontsize=11)
            ax.set_xlabel(xlabel)
            ax.set_ylabel(f"test {'macro-F1' if metric == 'f1' else 'accuracy'}")
            ax.set_title(ds)
            ax.grid(alpha=0.3)
    _finish(fig, axes, f"{exp.title}: stated ε (top) and true ε (bottom), sound accounting "
                       f"(solid) and the paper's (dashed)")
    path = out_dir / f"{exp.paper}_accounting.png"
    fig.savefig(path, dpi=110)
    return path
