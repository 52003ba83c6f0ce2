"""PNG plots of an experiment summary (matplotlib, Agg backend: no display needed).

A point whose every fit was a constant classifier (the cells marked † in the tables) is ringed
in the metric plots, with a legend entry saying so: a figure of such points is flat at a
constant's score, and without the ring it gave no sign why."""

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

_REFERENCE_STYLE = {"sklearn-rf": dict(color="black", linestyle="--", marker="x"),
                    "diffprivlib": dict(color="tab:brown", marker="<", linestyle="-."),
                    "majority": dict(color="grey", linestyle=":", marker="+", markersize=8)}

#: one marker shape per forest, the same in every figure, none shared with another forest or a
#: reference line; a paper-accounting twin draws its forest's shape hollow and larger, dashed
_MARKERS = "o^vDPX*hp>d"


def _color(algo: str) -> str:
    """A fixed colour per algorithm, the same in every figure (its paper-accounting twin too)."""
    names = list(ALGORITHMS)
    algo = split_accounting(algo)[0]
    return f"C{names.index(algo) % 10}" if algo in names else "C9"


def _marker(algo: str) -> str:
    names = list(ALGORITHMS)
    algo = split_accounting(algo)[0]
    return _MARKERS[names.index(algo) % len(_MARKERS)] if algo in names else "s"


def _style(algo: str) -> dict:
    if algo in _REFERENCE_STYLE:
        return _REFERENCE_STYLE[algo]
    if split_accounting(algo)[1] == "paper":      # the paper's accounting: same colour, dashed
        return dict(marker=_marker(algo), color=_color(algo), linestyle="--",
                    markerfacecolor="none", markersize=10)
    return dict(marker=_marker(algo), color=_color(algo))


#: vertical distance, in points (not data units), between lines of one panel that pass through
#: the same value at some swept point: each such line is drawn this much above or below the
#: ones before it (+1, -1, +2, ... steps), the reference lines (ceiling, floor) staying in place,
#: so that a forest at the majority rate shows beside the floor instead of under it.  Only the
#: drawing moves; every number in the CSVs and tables is the measured one, and the legend says so.
OFFSET_PT = 2.0

#: the legend's note on the offsets (shown only in a figure where some line was moved)
OFFSET_NOTE = f"lines through equal values drawn {OFFSET_PT:g} pt apart (values unchanged)"

#: the legend's entry for the rings around constant cells (shown only where some point is one)
RING_NOTE = "ringed: a constant classifier on every fit († in the tables)"

#: the ring drawn around such a point: larger than every line's own marker (the hollow twins'
#: too, so a ring is never read as a paper-accounting point), thin and black
RING_STYLE = dict(marker="o", markersize=15, markerfacecolor="none", markeredgecolor="black",
                  markeredgewidth=1.1, linestyle="none")


def _constant_mask(a, algo: str) -> np.ndarray:
    """Per row of summary rows ``a``, whether the cell is a constant classifier (the runner's
    rule, as the tables' †)."""
    from .runner import is_constant

    return np.array([is_constant(r, algo) for _, r in a.iterrows()], dtype=bool)


def _offset_steps(lines) -> list[int]:
    """For ``lines`` in drawing order, each a ``(x, y)`` pair of equal-length sequences, the
    vertical step of each: 0 for a line that shares no (x, y) point with an earlier one, else
    the next of +1, -1, +2, -2, ... after the steps taken so far by the lines it meets."""
    steps, seen = [], []
    order = [0] + [s for k in range(1, len(lines) + 1) for s in (k, -k)]
    for x, y in lines:
        pts = {(float(f"{float(a):.9g}"), round(float(b), 9)) for a, b in zip(x, y) if np.isfinite(b)}
        taken = {st for (p, st) in seen if p & pts}
        steps.append(next(o for o in order if o not in taken) if taken else 0)
        seen.append((pts, steps[-1]))
    return steps


def _shifted(ax, fig, step: int):
    """A transform drawing data ``step``·OFFSET_PT points higher (None: unmoved)."""
    if not step:
        return None
    from matplotlib.transforms import offset_copy

    return offset_copy(ax.transData, fig=fig, x=0, y=step * OFFSET_PT, units="points")


def _draw_lines(fig, ax, entries, stated: bool = True) -> bool:
    """Draw ``entries`` -- (algo, x drawn, x as swept, y, sd[, constant]) -- with error bars,
    reference lines first (kept in place), each forest through a value already drawn moved by
    :func:`_offset_steps`, a ring (:data:`RING_STYLE`) around each point whose ``constant`` is
    true; returns whether some line was moved.  ``stated``: a paper accounting's line is drawn
    at its stated ε, which its legend entry says (the accounting plot draws the true ε too)."""
    # offsets decided with the reference lines first (they stay put), drawn in the given order
    # (the legend's)
    first = sorted(range(len(entries)), key=lambda i: entries[i][0] not in _REFERENCE_STYLE)
    ordered = _offset_steps([(entries[i][2], entries[i][3]) for i in first])
    steps = [0] * len(entries)
    for i, st in zip(first, ordered):
        steps[i] = st
    moved = False
    for entry, step in zip(entries, steps):
        algo, x, _, y, sd = entry[:5]
        const = np.asarray(entry[5], dtype=bool) if len(entry) > 5 else None
        if algo in _REFERENCE_STYLE:
            step = 0
        kw = dict(_style(algo))
        tr = _shifted(ax, fig, step)
        if tr is not None:
            kw["transform"] = tr
            moved = True
            # a line drawn with a shifted transform does not enter the axes' data limits by
            # itself: its points (and error bars) are added so the view still holds them
            err = np.nan_to_num(np.asarray(sd, dtype=float))
            pts = np.column_stack([np.r_[x, x], np.r_[np.asarray(y) - err, np.asarray(y) + err]])
            ax.update_datalim(pts[np.isfinite(pts).all(1)])
        # one repeat has no spread: no error bars (nor their glyph in the legend)
        # a paper accounting's line sits at the epsilon its paper states; what it truly spent
        # (2.97 for a stated 0.1, or infinite) is in the tables: said in the legend too, so a
        # figure copied alone does not repeat the paper's claim
        label = display_name(algo) + ("\n(at its stated ε; true ε in the table)"
                                      if stated and split_accounting(algo)[1] == "paper" else "")
        ax.errorbar(x, y, yerr=sd if np.nan_to_num(sd).any() else None, capsize=3,
                    label=label, **kw)
        if const is not None and const.any():
            # drawn whole over the axes' edge (a point at the lowest value, or the last one
            # dodged right, had its ring cut in half by the frame)
            ring = dict(RING_STYLE, zorder=4, label="_constant", clip_on=False)
            if tr is not None:
                ring["transform"] = tr
            ax.plot(np.asarray(x, dtype=float)[const], np.asarray(y, dtype=float)[const], **ring)
    if moved:
        ax.autoscale_view()
    return moved


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


def _widen_single_value(ax, values, log: bool) -> None:
    """A sweep of one value (a ``--tiny`` run): the axis around it spans a decade (log) or the
    value's size (linear) instead of the dodged markers alone, which autoscaling spread over
    the whole width as if each line had been fitted at another value."""
    v = np.unique(np.asarray(values, dtype=float))
    if len(v) != 1 or not np.isfinite(v[0]):
        return
    if log and v[0] > 0:
        ax.set_xlim(v[0] / 10 ** 0.5, v[0] * 10 ** 0.5)
    else:
        half = max(abs(v[0]), 1.0)
        ax.set_xlim(v[0] - half, v[0] + half)


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
            moved = ringed = False
            fig = Figure(figsize=(max(6.4, 4.8 * len(datasets)), 4.2))
            axes = fig.subplots(1, len(datasets), squeeze=False)
            for ax, ds in zip(axes[0], datasets):
                sub = part[part["dataset"] == ds]
                lines = [algo for algo in sw.algorithms + sw.reference
                         if not sub[sub["algorithm"] == algo].empty and not (what == "time" and algo == "majority")]
                forests = [algo for algo in lines if algo not in sw.reference]
                entries = []
                for algo in lines:
                    a = sub[sub["algorithm"] == algo].sort_values("value")
                    swept = a["value"].to_numpy(dtype=float)
                    x = swept
                    if algo in forests:
                        x = _dodged(x, forests.index(algo), len(forests), sw.values, sw.x == "epsilon")
                    y = a[col].to_numpy(dtype=float)
                    sd = a[col.replace("_mean", "_sd")].to_numpy(dtype=float)
                    # a constant classifier's fit time is a real time: rings on the metric only
                    const = (_constant_mask(a, algo) if what != "time"
                             else np.zeros(len(a), dtype=bool))
                    ringed = ringed or bool(const.any())
                    entries.append((algo, x, swept, y, sd, const))
                moved = _draw_lines(fig, ax, entries) or moved
                if sw.x == "epsilon":
                    ax.set_xscale("log")
                ax.set_xticks([float(v) for v in sw.values])
                ax.set_xticklabels([_fmt_value(sw.x, v) for v in sw.values])
                ax.minorticks_off()
                _widen_single_value(ax, sw.values, log=sw.x == "epsilon")
                if what == "time":
                    ax.set_yscale("log")
                ax.set_xlabel(SWEEP_LABELS.get(sw.x, sw.x)
                              + (" (log scale)" if sw.x == "epsilon" else ""))
                ax.set_ylabel(ylabel)
                ax.set_title(ds)
                ax.grid(alpha=0.3)
            _finish(fig, axes, f"{title}: {ylabel} against {SWEEP_LABELS.get(sw.x, sw.x)}",
                    OFFSET_NOTE if moved else "", rings=ringed)
            suffix = "" if what != "time" else "_time"
            path = out_dir / f"{exp.paper}_{sw.name}{suffix}.png"
            fig.savefig(path, dpi=110)
            paths.append(path)
    acc = plot_accounting(exp, summary, out_dir)
    return paths + ([acc] if acc else [])


def _finish(fig, axes, title, note="", rings=False):
    """One legend for all panels, below them, so no line is hidden; a wrapped title; with
    ``rings``, :data:`RING_NOTE` beside a ring; ``note`` (e.g. :data:`OFFSET_NOTE`, or a list
    of such lines) as last legend entries without a line."""
    from matplotlib.lines import Line2D

    handles = {}
    for ax in axes.ravel():
        for h, lab in zip(*ax.get_legend_handles_labels()):
            handles.setdefault(lab, h)
    if rings:
        handles[RING_NOTE] = Line2D([], [], **dict(RING_STYLE, markersize=10))
    for line in [note] if isinstance(note, str) else note:
        if line:
            handles[line] = Line2D([], [], linestyle="none")
    # as many legend columns as the figure's width holds: about 2.4 inches each, wider for
    # long labels (about 0.065 inch a character at font size 8) so none is cut at the edges
    longest = max((len(str(lab)) for lab in handles), default=0)
    ncol = max(1, min(len(handles), int(fig.get_figwidth() // max(2.4, 0.065 * longest + 0.5))))
    legend = fig.legend(list(handles.values()), list(handles), loc="lower center", ncol=ncol,
                        fontsize=8, frameon=False)
    fig.suptitle(textwrap.fill(title, 90), fontsize=10)
    # the panels above the legend's measured height: an estimate per legend row let six rows
    # cover the x-axis labels of a short figure
    fig.draw_without_rendering()
    bottom = legend.get_window_extent().height / fig.bbox.height + 0.01
    fig.tight_layout(rect=(0, min(bottom, 0.6), 1, 1))


#: the legend's entry for the fan of points at ∞ (shown only where two or more share it)
INFINITY_NOTE = "at ∞: points spread left to right in order of their stated ε"


def _spread_at_infinity(true_eps, inf_at):
    """``true_eps`` (in the order of the stated ε) with each infinite value put at ``inf_at``
    or, when several are infinite, fanned over a third of a decade either side of it, in order: drawn
    at one x they made a single column in which no point could be told from another (which
    stated ε it came from, hence the line's shape, was lost)."""
    out = np.asarray(true_eps, dtype=float).copy()
    inf = np.isinf(out)
    k = int(inf.sum())
    if k:
        out[inf] = inf_at * 10.0 ** np.linspace(-0.35, 0.35, k) if k > 1 else inf_at
    return out


def plot_accounting(exp, summary, out_dir):
    """``<paper>_accounting.png``: the headline metric of the ε sweep against the *stated* ε
    (top row) and against the *true* composed ε of each line's ledger (bottom row), both
    accountings beside the default forest.  An infinite true ε is drawn at a tick labelled "∞",
    a decade right of the largest finite one, past a dotted line; several infinite points of a
    line are fanned about that tick in order of their stated ε (:func:`_spread_at_infinity`)."""
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
    moved = ringed = fanned = False
    for j, ds in enumerate(datasets):
        sub = part[part["dataset"] == ds]
        for row, xlabel in enumerate(("stated ε", "true composed ε (ledger)")):
            ax = axes[row, j]
            forests = [algo for algo in sw.algorithms if not sub[sub["algorithm"] == algo].empty]
            entries = []
            for algo in sw.algorithms + sw.reference:
                a = sub[sub["algorithm"] == algo].sort_values("value")
                if a.empty:
                    continue
                x = a["value"].to_numpy(dtype=float)
                if algo in forests:
                    x = _dodged(x, forests.index(algo), len(forests), sw.values, True)
                if row == 1 and algo not in _REFERENCE_STYLE:
                    x = _spread_at_infinity(a["true_epsilon"].to_numpy(dtype=float), inf_at)
                    fanned = fanned or int(np.isinf(a["true_epsilon"]).sum()) > 1
                # lines meet where they pass through the same value at the same x (before the
                # dodge): the stated ε on top, the true ε below
                at = x if row == 1 and algo not in _REFERENCE_STYLE else a["value"].to_numpy(dtype=float)
                const = _constant_mask(a, algo)
                ringed = ringed or bool(const.any())
                entries.append((algo, x, at, a[col].to_numpy(dtype=float),
                                a[col.replace("_mean", "_sd")].to_numpy(dtype=float), const))
            moved = _draw_lines(fig, ax, entries, stated=False) or moved
            ax.set_xscale("log")
            if row == 0:
                ax.set_xticks([float(v) for v in sw.values])
                ax.set_xticklabels([f"{v:g}" for v in sw.values])
                ax.minorticks_off()
            elif np.isinf(sub["true_epsilon"]).any():
                # ∞ is a tick of its own, labelled, past a gap: at a decade with an automatic
                # label it read as "true ε = 10"; no automatic tick lies beyond the finite ones
                ax.axvline(inf_at, color="grey", lw=0.5, ls=":")
                lo = ax.get_xlim()[0]
                top = float(finite.max())
                decades = sorted({10.0 ** k for k in range(int(np.floor(np.log10(lo))),
                                                            int(np.ceil(np.log10(top))) + 1)
                                  if lo <= 10.0 ** k <= top * (1 + 1e-9)}
                                 | {float(v) for v in sw.values if lo <= v <= top * (1 + 1e-9)})
                ax.set_xticks(decades + [inf_at])
                ax.set_xticklabels([f"{v:g}" for v in decades] + ["∞"])
                ax.minorticks_off()
            ax.set_xlabel(xlabel)
            ax.set_ylabel(f"test {'macro-F1' if metric == 'f1' else 'accuracy'}")
            ax.set_title(ds)
            ax.grid(alpha=0.3)
    from .registry import HYPOTHESISED_ACCOUNTING

    whose = ("our reading of the paper's (dashed)" if exp.paper in HYPOTHESISED_ACCOUNTING
             else "the paper's (dashed)")
    _finish(fig, axes, f"{exp.title}: stated ε (top) and true ε (bottom), sound accounting "
                       f"(solid) and {whose}",
            [n for n, on in ((OFFSET_NOTE, moved), (INFINITY_NOTE, fanned)) if on], rings=ringed)
    path = out_dir / f"{exp.paper}_accounting.png"
    fig.savefig(path, dpi=110)
    return path
