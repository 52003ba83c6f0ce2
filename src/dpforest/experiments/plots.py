"""PNG plots of an experiment summary (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import numpy as np

from .grids import SWEEP_LABELS
from .registry import ALGORITHMS, PAPER_NAMES


def _fmt_value(x, v):
    from .runner import _fmt_value as f

    return f(x, v)

__all__ = ["plot_experiment"]

_REFERENCE_STYLE = {"sklearn-rf": dict(color="black", linestyle="--"),
                    "diffprivlib": dict(color="tab:brown", marker="s", linestyle="-."),
                    "majority": dict(color="grey", linestyle=":")}


def _color(algo: str) -> str:
    """A fixed colour per algorithm, the same in every figure."""
    names = list(ALGORITHMS)
    return f"C{names.index(algo) % 10}" if algo in names else "C9"


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
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

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
            fig, axes = plt.subplots(1, len(datasets),
                                     figsize=(max(6.4, 4.8 * len(datasets)), 4.2), squeeze=False)
            for ax, ds in zip(axes[0], datasets):
                sub = part[part["dataset"] == ds]
                for k, algo in enumerate(sw.algorithms + sw.reference):
                    a = sub[sub["algorithm"] == algo].sort_values("value")
                    if a.empty or (what == "time" and algo == "majority"):
                        continue
                    x = a["value"].to_numpy(dtype=float)
                    y = a[col].to_numpy(dtype=float)
                    sd = a[col.replace("_mean", "_sd")].to_numpy(dtype=float)
                    style = _REFERENCE_STYLE.get(algo, dict(marker="o", color=_color(algo)))
                    ax.errorbar(x, y, yerr=sd, capsize=3, label=PAPER_NAMES.get(algo, algo),
                                **style)
                if sw.x == "epsilon":
                    ax.set_xscale("log")
                ax.set_xticks([float(v) for v in sw.values])
                ax.set_xticklabels([_fmt_value(sw.x, v) for v in sw.values])
                ax.minorticks_off()
                if what == "time":
                    ax.set_yscale("log")
                ax.set_xlabel(SWEEP_LABELS.get(sw.x, sw.x))
                ax.set_ylabel(ylabel)
                ax.set_title(ds)
                ax.grid(alpha=0.3)
            # one legend for all panels, below them, so no line is hidden
            handles = {}
            for ax in axes[0]:
                for h, lab in zip(*ax.get_legend_handles_labels()):
                    handles.setdefault(lab, h)
            fig.legend(list(handles.values()), list(handles), loc="lower center",
                       ncol=min(len(handles), 4), fontsize=8, frameon=False)
            fig.suptitle(textwrap.fill(f"{title}: {ylabel} against "
                                       f"{SWEEP_LABELS.get(sw.x, sw.x)}", 90), fontsize=10)
            fig.tight_layout(rect=(0, 0.06 + 0.04 * ((len(handles) - 1) // 4), 1, 1))
            suffix = "" if what != "time" else "_time"
            path = out_dir / f"{exp.paper}_{sw.name}{suffix}.png"
            fig.savefig(path, dpi=110)
            plt.close(fig)
            paths.append(path)
    return paths
