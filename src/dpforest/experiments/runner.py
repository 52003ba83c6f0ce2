"""Run an :class:`~dpforest.experiments.grids.Experiment`: fits, scores, CSV, PNG and Markdown.

Every dataset split is public randomness (the official test split when there is one, else a
stratified 70/30 split seeded by the repeat number).  Every learner sees the same split and the
same public schema: dpforest estimators get the raw frame and encode it with the schema; the
non-private scikit-learn RandomForest and diffprivlib get the schema's integer codes (numeric
features binned on the public grid), with the codes' public range as diffprivlib's bounds.

Outputs in ``out_dir``: ``raw.csv`` (one row per fit), ``summary.csv`` (mean, sd, n per grid
point), ``<paper>_<sweep>.png`` (headline metric against the swept parameter, one line per
algorithm, one panel per dataset), ``<paper>_<sweep>_time.png`` (fit time) and ``summary.md``.

Every dpforest fit also records ``true_epsilon``, its ledger's composed ε: the stated ε under the
sound accounting, the recipe's true ε (possibly ∞) for a paper's forest run with its paper's own
accounting (``<algo>@paper``); with those, ``<paper>_accounting.png`` plots the headline metric
against the stated and against the true ε.

A cell whose every fit predicted one class for every test record is a constant classifier: † in
the tables, a ringed point in the plots, and counted in one line the run prints last (a grid of
such cells draws a flat figure that, without it, gave no sign why).  ``summary.md`` also gives
each of the paper's claims a verdict from this run's means and standard errors
(:func:`claim_verdicts`), or says it is not checked automatically.
"""

from __future__ import annotations

import functools
import inspect
import re
import time
import warnings
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd

from .grids import SWEEP_LABELS, Experiment
from .metrics import scores
from .registry import (ALGORITHMS, NON_PRIVATE, PAPER_SUFFIX, display_name, get_class,
                       make_estimator, split_accounting)
from .._warning_control import muted
from ..forests.base import ONE_CLASS_RELEASED, ConstantModelWarning, SameRecordsWarning, progress_bar


__all__ = ["run_experiment", "load_dataset", "LOADERS", "constant_cells", "constant_cells_line",
           "claim_verdicts"]


@functools.lru_cache(maxsize=None)
def _takes(algo: str, param: str) -> bool:
    """Whether the forest ``algo`` (a paper-accounting twin: its forest) has the parameter
    ``param`` (public: the class's signature, as scikit-learn's ``get_params`` reads it);
    non-private references take their own."""
    if algo in NON_PRIVATE or split_accounting(algo)[0] not in ALGORITHMS:
        return True         # (a peer library's model: the grid passes it what it takes)
    cls = get_class(algo)
    return cls is None or param in inspect.signature(cls).parameters

#: the non-private RandomForest ceiling's number of trees where the grid fixes none (the SNR
#: grid, whose forests choose their own): scikit-learn's default; its depth is then unlimited
RF_DEFAULT_TREES = 100

LOADERS = {
    "adult": "load_adult", "mushroom": "load_mushroom", "internet_ads": "load_internet_ads",
    "parkinsons_speech": "load_parkinsons_speech", "epileptic_seizure": "load_epileptic_seizure",
}


def load_dataset(name: str, data_dir=None, download: bool = False):
    """``name``'s loader in :mod:`dpforest.datasets`, whose one data-folder resolver
    (``data_dir``, else ``$DPFOREST_DATA``, else ``shared/datasets`` beside a checkout, then
    the download cache) ``dpforest benchmark`` uses too."""
    from .. import datasets

    if name not in LOADERS:
        raise KeyError(f"unknown dataset {name!r}; choose from {', '.join(LOADERS)}")
    return getattr(datasets, LOADERS[name])(data_dir, download=download)


def _splits(ds, repeat: int):
    if ds.X_test is not None:
        return ds.X, ds.y, ds.X_test, ds.y_test
    from sklearn.model_selection import train_test_split

    Xtr, Xte, ytr, yte = train_test_split(ds.X, ds.y, test_size=0.3, stratify=ds.y,
                                          random_state=repeat)
    return Xtr, ytr, Xte, yte


def _diffprivlib():
    """diffprivlib's RandomForestClassifier, or (None, reason)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from diffprivlib.models import RandomForestClassifier
        return RandomForestClassifier, ""
    except Exception as e:  # not installed, or broken against this scikit-learn
        return None, f"{type(e).__name__}: {e}"


class _Task:
    __slots__ = ("sweep", "value", "algo", "params")

    def __init__(self, sweep, value, algo, params):
        self.sweep, self.value, self.algo, self.params = sweep, value, algo, params


def _tasks(exp: Experiment, notes: list[str]):
    out = []
    for sw in exp.sweeps:
        for algo in sw.algorithms + sw.reference:
            if split_accounting(algo)[0] in ALGORITHMS and get_class(algo) is None:
                msg = f"{display_name(algo)} ({algo}) is not available yet: skipped"
                if msg not in notes:
                    notes.append(msg)
                continue
            if algo == "diffprivlib":
                cls, why = _diffprivlib()
                if cls is None:
                    msg = f"diffprivlib unavailable ({why[:160]})"
                    if msg not in notes:
                        notes.append(msg)
                    continue
            for v in sw.values:
                params = dict(sw.fixed)
                params[sw.x] = v
                out.append(_Task(sw, v, algo, params))
    return out


def _fit_one(task: _Task, schema, Xtr, ytr, Xte, yte_idx, codes, seed):
    """Fit one learner; returns (accuracy, f1, fit seconds, ε its ledger composed or NaN,
    whether it predicted one class for every test record, the single-class F1 of RFDP_OOB's
    Eq. 11 with the training split's majority class positive, the same with its minority class
    positive; both NaN unless there are two classes)."""
    p = task.params
    C = schema.n_classes
    true_eps = np.nan
    if task.algo == "majority":
        t0 = time.perf_counter()
        top = int(np.bincount(codes[1], minlength=C).argmax())
        dt = time.perf_counter() - t0
        pred = np.full(len(yte_idx), top)
    elif task.algo == "sklearn-rf":
        from sklearn.ensemble import RandomForestClassifier

        m = RandomForestClassifier(n_estimators=int(p.get("n_estimators") or RF_DEFAULT_TREES),
                                   max_depth=p.get("max_depth"), random_state=seed, n_jobs=1)
        t0 = time.perf_counter()
        m.fit(codes[0], codes[1])
        dt = time.perf_counter() - t0
        pred = m.predict(codes[2])
    elif task.algo == "diffprivlib":
        cls, _ = _diffprivlib()
        hi = (schema.n_codes() - 1).astype(float)
        # never the repeat's seed: diffprivlib's random_state also fixes its privacy noise,
        # which must be drawn fresh (as dpforest's is; the benchmark harness does the same)
        kw = dict(n_estimators=int(p.get("n_estimators") or 10), epsilon=float(p["epsilon"]),
                  bounds=(np.zeros_like(hi), hi), classes=list(range(C)),
                  random_state=None)
        if p.get("max_depth") is not None:
            kw["max_depth"] = int(p["max_depth"])
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            m = cls(**kw)
            t0 = time.perf_counter()
            m.fit(codes[0].astype(float), codes[1])  # integer labels
            dt = time.perf_counter() - t0
            pred = np.asarray(m.predict(codes[2].astype(float)), dtype=np.int64)
    else:
        # the default forest tunes itself from (ε, schema, noisy n): the grid's trees/depth are
        # the papers' knobs, so it gets only ε and appears as its own reference line
        grid = {} if task.algo == "default" else {k: v for k, v in p.items() if k != "epsilon"}
        m = make_estimator(task.algo, float(p["epsilon"]), schema, random_state=seed,
                           progress=False, **grid)
        t0 = time.perf_counter()
        with warnings.catch_warnings():
            # a constant model is marked † in the tables (single_class), not warned per fit;
            # nor a model whose released counts show one class alone, whose advice (check the
            # labels given to fit) speaks to a user's own data, not to a reproduction's
            warnings.simplefilter("ignore", ConstantModelWarning)
            warnings.filterwarnings("ignore", message=".*" + re.escape(ONE_CLASS_RELEASED))
            # a reproduction fits every method of its grid on each split: public data
            with muted(SameRecordsWarning):
                m.fit(Xtr, ytr)
        dt = time.perf_counter() - t0
        pred = schema.encode_labels(m.predict(Xte))
        true_eps = float(m.ledger_.epsilon)
    majority = int(np.bincount(codes[1], minlength=C).argmax())
    s = scores(yte_idx, pred, C, majority=majority)
    return (s["accuracy"], s["f1"], dt, true_eps, bool(len(np.unique(pred)) == 1),
            s["f1_majority"], s["f1_minority"])


def run_experiment(exp: Experiment, out_dir, repeats=None, data_dir=None, progress="auto",
                   plots=True, verbose=True, download: bool = False) -> pd.DataFrame:
    """Run every sweep of ``exp`` on every available dataset; write outputs; return the summary."""
    out_dir = Path(out_dir)
    repeats = int(repeats or exp.repeats)
    if repeats < 1:
        raise ValueError("repeats must be >= 1")
    notes = list(exp.notes)
    tasks = _tasks(exp, notes)
    data, why = {}, []
    for name in exp.datasets:
        try:
            data[name] = load_dataset(name, data_dir, download=download)
        except (FileNotFoundError, OSError, ValueError, EOFError, zipfile.BadZipFile) as e:
            # the whole first line: a cut one ended mid-word ("set the enviro)")
            notes.append(f"dataset {name} not found: skipped ({str(e).splitlines()[0]})")
            why.append(str(e).splitlines()[0])
    if not data:
        # each loader's own message names the UCI files it needs and where it looked
        raise FileNotFoundError(
            f"none of the datasets {exp.datasets} could be loaded.  They are public UCI files, "
            f"read from <dir>/<data set>/ with --data-dir <dir> or DPFOREST_DATA=<dir>, or "
            f"fetched there (or, with neither, into the loaders' cache) with --download:\n"
            + "\n".join(f"  {w}" for w in why))
    out_dir.mkdir(parents=True, exist_ok=True)
    total = len(tasks) * len(data) * repeats
    bar = _bar(total, f"reproduce {exp.paper}", progress)
    rows = []
    # (data set, algorithm) pairs already fitted once: the first fit of a method in a process
    # also compiles or loads its numba kernels (0.4-5 s against 0.03 s after), which made the
    # grid's first cell of every method look slow and its time plots fall with epsilon
    warmed = set()
    notes.append("fit times exclude compilation: each method is fitted once, untimed and "
                 "discarded, on each data set's first split before its timed fits")
    try:   # closed however the run ends (an interrupted bar spoils a notebook's later bars)
        for name, ds in data.items():
            schema = ds.schema
            for r in range(repeats):
                Xtr, ytr, Xte, yte = _splits(ds, r)
                yte_idx = schema.encode_labels(yte)
                codes = (schema.encode(Xtr), schema.encode_labels(ytr), schema.encode(Xte))
                rf_cache = {}
                for task in tasks:
                    key = None
                    if task.algo in ("sklearn-rf", "majority"):
                        # RF and the majority class ignore ε: fit once per (trees, depth) and reuse across ε values
                        key = (task.algo, task.sweep.name, task.params.get("n_estimators"),
                               task.params.get("max_depth"))
                    elif task.algo == "default":
                        # the default forest gets only ε (see _fit_one): one fit per ε and repeat
                        # serves every sweep value that shares it (its flat line in t and d)
                        key = (task.algo, task.params.get("epsilon"))
                    reused = key is not None and key in rf_cache
                    try:
                        if reused:
                            acc, f1, dt, true_eps, single, f1_maj, f1_min = rf_cache[key]
                        else:
                            if (name, task.algo) not in warmed:
                                warmed.add((name, task.algo))
                                try:
                                    _fit_one(task, schema, Xtr, ytr, Xte, yte_idx, codes,
                                             seed=1000 * r + 17)
                                except Exception:
                                    # the warm-up only compiles: the timed fit below runs
                                    # anyway and records its own outcome, failure included
                                    pass
                            acc, f1, dt, true_eps, single, f1_maj, f1_min = _fit_one(
                                task, schema, Xtr, ytr, Xte, yte_idx, codes, seed=1000 * r + 17)
                            if key is not None:
                                rf_cache[key] = (acc, f1, dt, true_eps, single, f1_maj, f1_min)
                        status = "ok"
                    except Exception as e:  # one failing learner must not sink the grid
                        acc = f1 = dt = true_eps = f1_maj = f1_min = np.nan
                        single = False
                        status = f"{type(e).__name__}: {str(e)[:200]}"
                        msg = f"{task.algo} failed on {name} ({task.sweep.x}={task.value}): {status}"
                        if msg not in notes:
                            notes.append(msg)
                    # the default forest is given ε alone (_fit_one): the grid's trees, depth
                    # and prefit share were never its settings, and a row that named them
                    # read as a fit of those settings (empty: it chose its own)
                    # (likewise a setting the forest's class has no parameter for: the SNR
                    # forest chooses its own trees and depth from n and ε)
                    own = task.algo == "default"
                    rows.append({
                        "paper": exp.paper, "dataset": name, "sweep": task.sweep.name,
                        "x": task.sweep.x, "value": task.value, "algorithm": task.algo,
                        "repeat": r, "epsilon": task.params.get("epsilon"),
                        **{k: (None if own or not _takes(task.algo, k) else task.params.get(k))
                           for k in ("n_estimators", "max_depth", "prefit_fraction")},
                        # a non-private reference has no accounting (empty, as its true ε)
                        "accounting": (None if task.algo in NON_PRIVATE
                                       else split_accounting(task.algo)[1]),
                        "true_epsilon": true_eps,
                        "accuracy": acc, "f1": f1,
                        # RFDP_OOB's Eq. 11: one class's F1, the training majority or minority
                        # class positive (NaN on more than two classes)
                        "f1_majority": f1_maj, "f1_minority": f1_min,
                        "fit_time": dt, "single_class": single,
                        "status": status,
                        # a row served by an earlier fit (the same ε and repeat): its figures are
                        # that fit's, repeated for the sweep value
                        "reused_fit": reused,
                    })
                    bar.update()
    finally:
        bar.close()
    raw = pd.DataFrame(rows)
    raw.to_csv(out_dir / "raw.csv", index=False)
    summary = summarise(raw)
    summary.to_csv(out_dir / "summary.csv", index=False)
    figures = []
    if plots:
        try:
            import matplotlib  # noqa: F401  (an optional dependency: the [plot] extra)
        except ImportError:
            notes = list(notes) + ["No plots: matplotlib is not installed "
                                   "(`pip install \"dpforest[plot]\"`)."]
        else:
            from .plots import plot_experiment

            figures = plot_experiment(exp, summary, out_dir)
    md = markdown_report(exp, summary, list(notes) + _ledger_note(raw), figures, repeats, list(data))
    (out_dir / "summary.md").write_text(md)
    if verbose:
        print(md)
        print(f"\nwrote {out_dir / 'raw.csv'}, {out_dir / 'summary.csv'}, "
              f"{out_dir / 'summary.md'} and {len(figures)} PNG plots")
        # last, where it is read: a flat figure of constant classifiers otherwise gives no sign
        line = constant_cells_line(exp, summary)
        if line:
            print(line)
    return summary


def summarise(raw: pd.DataFrame) -> pd.DataFrame:
    ok = raw[raw["status"] == "ok"]
    keys = ["paper", "dataset", "sweep", "x", "value", "algorithm"]
    g = ok.groupby(keys, sort=False)
    extra = {}
    for c in ("f1_majority", "f1_minority"):     # absent from raw.csv files written before them
        if c in ok:
            extra[f"{c}_mean"], extra[f"{c}_sd"] = (c, "mean"), (c, "std")
    out = g.agg(accuracy_mean=("accuracy", "mean"), accuracy_sd=("accuracy", "std"),
                f1_mean=("f1", "mean"), f1_sd=("f1", "std"), **extra,
                fit_time_mean=("fit_time", "mean"), fit_time_sd=("fit_time", "std"),
                true_epsilon=("true_epsilon", "max"), n=("accuracy", "size"),
                single_class=("single_class", "sum")).reset_index()
    for c in ("accuracy_sd", "f1_sd", "fit_time_sd"):
        out[c] = out[c].fillna(0.0)
    return out


def _fmt_value(x, v):
    if x == "prefit_fraction":
        from fractions import Fraction

        return str(Fraction(v).limit_denominator(12))
    return f"{v:g}" if isinstance(v, float) else str(v)


def is_constant(r, algo: str | None = None) -> bool:
    """Whether every fit of summary row ``r`` predicted one class for every test record: a
    constant classifier, whatever its score (the majority line never counts: it is constant by
    definition).  False for summaries written before the ``single_class`` column."""
    algo = r["algorithm"] if algo is None else algo
    return bool(algo != "majority" and "single_class" in r and r["single_class"] == r["n"])


def constant_cells(summary) -> tuple[int, int, dict]:
    """(constant cells, cells, {algorithm: (constant, cells)} for the algorithms with one) over
    the private learners' cells (one per data set, sweep, value and algorithm; the non-private
    references left out)."""
    if summary.empty or "single_class" not in summary:
        return 0, 0, {}
    part = summary[~summary["algorithm"].isin(NON_PRIVATE)]
    const = np.array([is_constant(r) for _, r in part.iterrows()], dtype=bool)
    by = {}
    for algo in dict.fromkeys(part["algorithm"]):
        mask = (part["algorithm"] == algo).to_numpy()
        if const[mask].any():
            by[algo] = (int(const[mask].sum()), int(mask.sum()))
    return int(const.sum()), len(part), by


def _has_paper_twin(algo: str) -> bool:
    """Whether the forest ``algo`` takes ``accounting='paper'`` (the four papers' forests)."""
    from .registry import get_class

    cls = get_class(algo)
    return cls is not None and "accounting" in cls().get_params(deep=False)


def constant_cells_line(exp, summary) -> str:
    """The line the run prints last when some cell is a constant classifier: how many, whose,
    why their points are flat, and (for a paper's grid run with the sound accounting alone,
    where a constant forest has a paper-accounting twin) the flag that runs the paper's own
    recipe beside them; empty when there is none."""
    k, m, by = constant_cells(summary)
    if not k:
        return ""
    whose = ", ".join(f"{display_name(a)} {c} of {n}" for a, (c, n) in by.items())
    twins = [a for a in by if _has_paper_twin(a)]
    # the twins' claim is RFDP_OOB's, measured (its twin books the exact OOB size at an
    # infinite epsilon and is constant in every quick-grid cell and 28 of the full grid's
    # 30); a grid whose constant cells are other forests' (Private-RDT in the SNR grid: no
    # twin) is not told it
    cause = ("the budget for some, our reconstruction of the recipe for others, whose "
             "paper-accounting twins stay constant at a far larger ε" if "rfdp-oob" in by
             else "the budget for some, our reconstruction of the recipe for others")
    line = (f"{k} of {m} cells of the private learners are constant classifiers on every fit "
            f"({whose}; † in summary.md, ringed in the plots): at this grid's settings these "
            f"recipes predict one class on these data, so those points sit at a constant's "
            f"score whatever the swept value (docs/results.md gives the cause per paper: "
            f"{cause})")
    if twins and exp.paper != "compare" and getattr(exp, "accounting", "sound") != "paper":
        line += (f"; `dpforest reproduce {exp.paper} --accounting paper` shows the paper's own "
                 f"recipe (and its true ε) beside them")
    return line + "."


def _cell(r, metric: str, algo: str) -> tuple[str, bool]:
    """One table cell's score as every table of the report prints it: the mean, ``± sd`` where
    more than one run measured a spread, and † where every fit of the cell predicted one class
    for every test record (the majority line never: it is constant by definition).  Returns
    (text, whether it is marked)."""
    single = is_constant(r, algo)
    # one run measures no spread: no "± 0.000" that reads as a measured zero
    spread = f" ± {r[f'{metric}_sd']:.3f}" if r.get("n", 2) > 1 else ""
    return f"{r[f'{metric}_mean']:.3f}{spread}{' †' if single else ''}", single


def _same_setting(figure, setting: dict) -> bool:
    """Whether a paper's figure was reported for this cell's setting (every parameter it names
    has the cell's value)."""
    for k, v in figure.setting:
        have = setting.get(k)
        if isinstance(v, float) or isinstance(have, float):
            if not isinstance(have, (int, float)) or not np.isclose(float(have), float(v)):
                return False
        elif have != v:
            return False
    return True


def _paper_figure(exp, sweep, dataset: str, algo: str, value):
    """The paper's own figure for ``algo`` on ``dataset`` at this sweep value, or None."""
    setting = {**sweep.fixed, sweep.x: value}
    for f in getattr(exp, "paper_figures", ()):
        if f.algorithm == algo and f.dataset == dataset and _same_setting(f, setting):
            return f.value
    return None


def _fmt_figure(v: float) -> str:
    """A paper's figure as papers print them: at least two decimals (0.90, 0.975)."""
    return f"{v:.2f}" if round(v, 2) == v else f"{v:g}"


def _ceiling_note(sw) -> str:
    """The non-private RandomForest ceiling's trees and depth in this sweep, as ``_fit_one``
    fits it: the grid's t and d where the grid fixes them, else scikit-learn's defaults."""
    t, d = sw.fixed.get("n_estimators"), sw.fixed.get("max_depth")
    trees = ("the row's number of trees" if sw.x == "n_estimators" else f"{t} trees" if t
             else f"{RF_DEFAULT_TREES} trees (scikit-learn's default; the grid fixes none)")
    depth = ("the row's depth" if sw.x == "max_depth" else f"depth {d}" if d is not None
             else "unlimited depth (scikit-learn's default; the grid fixes none)")
    return (f"Ceiling: {display_name('sklearn-rf')}, {trees}, {depth}, on the schema's codes "
            f"(a reference at the grid's settings, not a bound: a forest that chooses its own "
            f"trees and depth, as dpforest's default, can pass it).")


def markdown_report(exp, summary, notes, figures, repeats, datasets) -> str:
    m = exp.metric
    label = {"accuracy": "accuracy", "f1": "macro-F1"}[m]
    flag = " --accounting paper" if getattr(exp, "accounting", "sound") == "paper" else ""
    lines = [f"# {exp.title}: `dpforest reproduce {exp.paper}{flag}`"
             if exp.paper != "compare" else f"# {exp.title}: `dpforest compare`", ""]
    from .. import __version__

    lines.append(f"Grid: {exp.size}; {repeats} repeat(s) per point; cells are mean ± sd of "
                 f"{label} on the test split (the mean alone where one run measured no "
                 f"spread); datasets: {', '.join(datasets)}.")
    lines.append(f"dpforest {__version__}. Repeat r uses split seed r (the official split where "
                 f"there is one) and learner random_state 1000·r + 17; the privacy noise comes "
                 f"from the operating system's entropy and is never seeded (diffprivlib, whose "
                 f"random_state would fix it, gets None), so a rerun agrees "
                 f"within the noise, not digit for digit.")
    # said up front, not only in the notes: which privacy accounting every cell below used
    compare = exp.paper == "compare"
    lines.append("Accounting: sound for every method as usual (each DP fit's ledger composes "
                 "exactly the ε of its cell), with the paper's forest run again under the "
                 "paper's accounting as we read it (`--accounting paper`: those rows are "
                 "marked so, each cell's true ε beside it where the method spends more than "
                 "it states)" if flag else
                 "Accounting: sound (every DP fit's ledger composes exactly the ε of its cell"
                 + ("; `dpforest reproduce PAPER --accounting paper` runs a paper's own "
                    "accounting beside it)." if compare else
                    "; `--accounting paper` adds the paper's own accounting beside it)."))
    lines.append("A comparison of every forest on common ground, with no paper's claims to "
                 "judge; the papers' grids are `dpforest reproduce PAPER`." if compare else
                 "The papers' published figures beside ours, with the verdict on each claim: "
                 "docs/results.md in dpforest's source tree.")
    if exp.claims:
        lines += ["", claims_heading(exp)]
    lines += claim_verdicts(exp, summary, datasets)
    marked = shown_figures = False
    for sw in exp.sweeps:
        fixed = ", ".join(f"{k}={_fmt_value(k, v)}" for k, v in sw.fixed.items() if k != sw.x)
        about = "; ".join(p for p in (fixed, getattr(sw, "note", "")) if p)
        lines += ["", f"## {label} against {SWEEP_LABELS.get(sw.x, sw.x)}"
                  + (f" ({about})" if about else "")]
        if "sklearn-rf" in sw.reference:
            lines += ["", _ceiling_note(sw)]
        if "default" in sw.algorithms + sw.reference and sw.x != "epsilon":
            # its rows leave them empty in raw.csv; the heading's settings are the papers'
            lines += ["", f"{display_name('default')} is given ε alone and chooses its own trees "
                          f"and depth: its line is flat in {SWEEP_LABELS.get(sw.x, sw.x)} (one "
                          f"fit per ε and repeat, repeated for every value), and the settings in "
                          f"this heading are not its own."]
        lost_by = {}        # forest -> the heading's settings it has no parameter for
        for a in sw.algorithms + sw.reference:
            lost = [k for k in ("n_estimators", "max_depth") if k in sw.fixed and not _takes(a, k)]
            if a != "default" and lost:
                lost_by.setdefault(split_accounting(a)[0], lost)
        for a, lost in lost_by.items():
            lines += ["", f"{display_name(a)} has no {' or '.join(lost)} setting: it chooses its "
                          f"own from the data's size and ε, so "
                          f"{'these' if len(lost) > 1 else 'this'} in the heading "
                          f"{'are' if len(lost) > 1 else 'is'} not its own (empty in raw.csv)."]
        for ds in datasets:
            sub = summary[(summary["sweep"] == sw.name) & (summary["dataset"] == ds)]
            if sub.empty:
                continue
            algos = [a for a in sw.algorithms + sw.reference if a in set(sub["algorithm"])]
            # a column of the paper's own figures right after the forest it reports (and after
            # its paper-accounting twin), only where some cell of this table has the paper's setting
            columns = []
            for a in algos:
                columns.append((a, False))
                base, accounting = split_accounting(a)
                if accounting == "sound" and base + PAPER_SUFFIX in algos:
                    continue                 # after its twin
                if any(_paper_figure(exp, sw, ds, base, v) is not None for v in sw.values):
                    columns.append((base, True))
            lines += ["", f"**{ds}** ({label}; fit time in s)", "",
                      "| " + SWEEP_LABELS.get(sw.x, sw.x) + " | "
                      + " | ".join(f"{display_name(a)} ({exp.figures_label})" if paper
                                   else display_name(a)
                                   for a, paper in columns) + " |",
                      "|---" * (len(columns) + 1) + "|"]
            for v in sw.values:
                cells = []
                for a, paper in columns:
                    if paper:
                        fig = _paper_figure(exp, sw, ds, a, v)
                        shown_figures = shown_figures or fig is not None
                        cells.append("–" if fig is None else _fmt_figure(fig))
                        continue
                    r = sub[(sub["algorithm"] == a) & (sub["value"] == v)]
                    if r.empty:
                        cells.append("–")
                    else:
                        r = r.iloc[0]
                        true = (f", true ε {fmt_epsilon(r['true_epsilon'])}"
                                if a.endswith("@paper") and "true_epsilon" in r else "")
                        score, single = _cell(r, m, a)
                        marked = marked or single
                        cells.append(f"{score} ({r['fit_time_mean']:.2f} s{true})")
                lines.append(f"| {_fmt_value(sw.x, v)} | " + " | ".join(cells) + " |")
    if shown_figures and getattr(exp, "figures_source", ""):
        lines += ["", f"The columns \"({exp.figures_label})\": {exp.figures_source}"]
    table, marked_there = _true_epsilon_table(exp, summary, datasets)
    k, m, _ = constant_cells(summary)
    if marked or marked_there:
        lines += ["", "† every fit of the cell predicted one class for every test record: a "
                  + ("constant classifier, whatever its score"
                     if exp.paper == "compare" else
                     "constant classifier, however its score compares with the paper's")
                  + (f" ({k} of the private learners' {m} cells)." if k else ".")]
    lines += table
    lines += _single_class_f1_table(exp, summary, datasets)
    if figures:
        lines += ["", "## Figures", ""] + [f"![{Path(f).stem}]({Path(f).name})" for f in figures]
        if k:
            lines += ["", "Ringed points: a constant classifier on every fit (the cells marked † "
                          "in the tables; fit-time plots are not ringed)."]
    if notes:
        lines += ["", "## Notes", ""] + [f"- {n}" for n in notes]
    return "\n".join(lines) + "\n"


def claims_heading(exp) -> str:
    """The report's line of the claims its verdicts check: the paper's own, or, where the copy
    of the paper we hold is partial (``claims_read``), our reading of it beside what the copy
    does say, quoted."""
    if exp.claims_read:
        return (f"Claims checked (our reading of the paper, which in the copy we hold states "
                f"only {exp.claims_read}): {exp.claims}")
    return f"Paper's claims: {exp.claims}"


#: Student t's two-sided 95 % quantile by degrees of freedom (1-30; beyond, 1.96): two cells
#: must be apart by this many standard errors of the difference, at Welch's degrees of
#: freedom, for a verdict.  A flat 2 SE let two repeats a cell decide: their SE is itself
#: a guess (the quick grids' verdicts flipped between identical runs), and t at 1-2 degrees
#: of freedom is 4.3-12.7.  A rough rule on few repeats, not a test
T_975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
         2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
         2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def clear_margin(df: float) -> float:
    """How many standard errors of a difference with ``df`` degrees of freedom a verdict
    needs: t's 95 % two-sided quantile at ⌊df⌋ (rounded down: the larger margin)."""
    k = int(np.floor(df))
    return T_975[max(k, 1) - 1] if k <= len(T_975) else 1.96


_WHY = {"constant": "a constant classifier where the claim needs the higher score",
        "noise": "within the t margin of the standard error",
        "one": "one repeat: no standard error",
        "flat": "neither cell's repeats differed: no standard error",
        "missing": "a cell not run or failed"}


#: the swept parameters as a verdict names a cell ("ε = 0.5")
_SHORT = {"epsilon": "ε", "max_depth": "d", "n_estimators": "t", "prefit_fraction": "t′/t"}


def _claim_cells(summary, sweep: str, ds: str, algo: str) -> dict:
    sub = summary[(summary["sweep"] == sweep) & (summary["dataset"] == ds)
                  & (summary["algorithm"] == algo)]
    return {float(r["value"]): r for _, r in sub.iterrows()}


def _at(cells: dict, v):
    """The row at swept value ``v`` (matched within float rounding: 1/3 read back from a CSV)."""
    return next((r for k, r in cells.items() if np.isclose(k, float(v))), None)


def _compare(hi, lo, col: str, timing: bool) -> str:
    """Whether ``hi``'s mean is above ``lo``'s by more than :func:`clear_margin` standard
    errors of the difference at Welch's degrees of freedom (``"yes"``), below by as much
    (``"no"``), or neither: ``"noise"``,
    ``"one"`` (a cell of one repeat: no standard error), ``"flat"`` (neither cell's repeats
    differed: no spread measured), ``"missing"`` or ``"constant"`` (``hi`` a constant
    classifier at or above ``lo``: a constant's score above another's tells nothing of the
    recipe; one below it is judged as any cell; ``lo`` may be one, a learner clearly above a constant
    is a finding)."""
    if hi is None or lo is None:
        return "missing"
    d = float(hi[f"{col}_mean"]) - float(lo[f"{col}_mean"])
    # a constant at or above another score tells nothing of the recipe; a constant below it
    # is judged as any cell is (it goes against the claim as far as the margin allows)
    if not timing and is_constant(hi) and d >= 0:
        return "constant"
    if min(hi["n"], lo["n"]) < 2:
        return "one"
    sd_hi, sd_lo = float(hi[f"{col}_sd"]), float(lo[f"{col}_sd"])
    if sd_hi == 0 and sd_lo == 0:
        # neither cell's repeats differed (two repeats of a constant, or of one fit's test
        # score): no spread was measured, and a zero standard error would clear any gap
        return "flat"
    # a cell whose repeats all scored alike (a constant classifier at the majority rate, on
    # two repeats) has measured no spread, not shown it has none: it borrows the other cell's,
    # else a rise of a third of a point over it passed as clear on the other cell's SE alone
    if sd_lo == 0:
        sd_lo = sd_hi
    elif sd_hi == 0:
        sd_hi = sd_lo
    a, b = sd_hi ** 2 / hi["n"], sd_lo ** 2 / lo["n"]
    se = np.sqrt(a + b)
    # Welch-Satterthwaite: two repeats a cell give 1-2 degrees of freedom
    df = (a + b) ** 2 / (a ** 2 / (hi["n"] - 1) + b ** 2 / (lo["n"] - 1)) if a + b > 0 else 1.0
    margin = clear_margin(df) * se
    if d > 0 and d > margin:
        return "yes"
    if d < 0 and -d > margin:
        return "no"
    return "noise"


def _fig(r, col: str) -> str:
    """A cell's mean and standard error as a verdict quotes them."""
    se = float(r[f"{col}_sd"]) / np.sqrt(r["n"]) if r["n"] > 1 else float("nan")
    fmt = (lambda v: f"{v:.3g} s") if col == "fit_time" else (lambda v: f"{v:.3f}")
    return fmt(float(r[f"{col}_mean"])) + ("" if np.isnan(se) else f" (SE {fmt(se)})")


def _verdict(claim, exp, summary, ds: str, algo: str) -> str:
    """One data set's verdict on ``claim`` for the line ``algo``: "**supported**", "**not
    supported**" or "**inconclusive**", with the comparison that decided it or why none did."""
    sw = next((s for s in exp.sweeps if s.name == claim.sweep), None)
    col = claim.metric or exp.metric
    timing = col == "fit_time"
    if sw is None:
        return "not checkable on this grid (no such sweep)"
    x = sw.x
    cells = _claim_cells(summary, sw.name, ds, algo)
    def where(v) -> str:
        return f"{_SHORT.get(x, x)} = {_fmt_value(x, v)}"

    values = sorted(cells)
    pairs = []                 # (row the claim wants higher, row it wants lower, their labels)
    if claim.check in ("grows", "rises", "peak", "lowest") and len(values) < 2:
        return "**inconclusive** (fewer than two swept values ran)"
    if claim.check == "grows":
        pairs = [(cells[values[-1]], cells[values[0]], where(values[-1]), where(values[0]))]
    elif claim.check == "rises":
        pairs = [(cells[v], cells[values[0]], where(v), where(values[0])) for v in values[1:]]
    elif claim.check in ("peak", "lowest"):
        at = _at(cells, claim.at)
        if at is None:
            return f"not checkable on this grid ({where(claim.at)} not run)"
        others = [v for v in values if not np.isclose(v, claim.at)]
        pairs = ([(at, cells[v], where(claim.at), where(v)) for v in others]
                 if claim.check == "peak" else
                 [(cells[v], at, where(v), where(claim.at)) for v in others])
    elif claim.check == "above":
        for o in claim.others:
            theirs = _claim_cells(summary, sw.name, ds, o)
            pairs += [(_at(cells, v), _at(theirs, v), f"{display_name(algo)} at {where(v)}",
                       f"{display_name(o)}") for v in (float(u) for u in sw.values)]
    elif claim.check == "floor":
        if not values:
            return "**inconclusive** (" + _WHY["missing"] + ")"
        v0 = values[0]
        floor = _at(_claim_cells(summary, sw.name, ds, "majority"), v0)
        mine = _compare(cells[v0], floor, col, timing)
        if mine == "constant":
            # the one check a constant decides: a classifier that predicts one class is not
            # "useful", whichever class it predicts
            return f"**not supported** (a constant classifier at {where(v0)}: not useful)"
        if mine == "no":
            return (f"**not supported** ({display_name(algo)} {_fig(cells[v0], col)} at {where(v0)}, "
                    f"not above the majority class's {_fig(floor, col)})")
        if mine != "yes":
            return f"**inconclusive** ({display_name(algo)} against the majority class: {_WHY[mine]})"
        at_v0 = {o: _at(_claim_cells(summary, sw.name, ds, o), v0) for o in claim.others}
        theirs = [(o, _compare(at_v0[o], floor, col, timing)) for o in claim.others]
        above = [o for o, t in theirs if t == "yes"]
        if above:
            return (f"**not supported** ({display_name(algo)} is above the majority class at "
                    f"{where(v0)}, but so is {', '.join(display_name(o) for o in above)})")
        unsure = [o for o, t in theirs if t in ("one", "missing")]
        if unsure:
            return f"**inconclusive** ({', '.join(display_name(o) for o in unsure)}: " \
                   f"{_WHY[dict(theirs)[unsure[0]]]})"
        # another method within noise of the majority class has not been shown to fall to it:
        # it has where the claimed forest is clearly above it (Private-RDT at 0.780 beside an
        # SNR forest at 0.779 and a majority rate of 0.764 was counted as fallen)
        level = [o for o, t in theirs if t in ("noise", "flat")
                 and _compare(cells[v0], at_v0[o], col, timing) != "yes"]
        if level:
            how = dict(theirs)[level[0]]
            near = ("within the t margin of" if how == "noise" else
                    "not told apart (no spread measured) from")
            return (f"**inconclusive** ({', '.join(display_name(o) for o in level)} "
                    f"{_fig(at_v0[level[0]], col)} at {where(v0)}: {near} the majority "
                    f"class's {_fig(floor, col)}, and not clearly below "
                    f"{display_name(algo)}'s {_fig(cells[v0], col)})")
        return (f"**supported** ({display_name(algo)} {_fig(cells[v0], col)} against the majority "
                f"class's {_fig(floor, col)} at {where(v0)}; "
                f"{', '.join(display_name(o) for o in claim.others)} not above it, nor level "
                f"with {display_name(algo)})")
    else:
        return "not checked automatically"
    outcomes = [(_compare(hi, lo, col, timing), hi, lo, a, b) for hi, lo, a, b in pairs]
    kinds = [o[0] for o in outcomes]

    def said(o):
        _, hi, lo, a, b = o
        return f"{_fig(hi, col)} at {a} against {_fig(lo, col)} at {b}" if claim.check != "above" \
            else f"{a}: {_fig(hi, col)} against {b}'s {_fig(lo, col)}"

    if claim.check == "rises":
        if "yes" in kinds:
            return f"**supported** ({said(outcomes[kinds.index('yes')])})"
        if all(k == "no" for k in kinds):
            return f"**not supported** ({said(outcomes[0])})"
    else:
        if "no" in kinds:
            return f"**not supported** ({said(outcomes[kinds.index('no')])})"
        if all(k == "yes" for k in kinds):
            return "**supported** (" + (said(outcomes[0]) if len(outcomes) == 1
                                        else f"all {len(outcomes)} comparisons") + ")"
    undecided = [k for k in kinds if k not in ("yes", "no")]
    why = list(dict.fromkeys(undecided))
    if len(why) == 1:
        return f"**inconclusive** ({_WHY[why[0]]})"
    # several comparisons, each undecided for its own reason: each reason says how many it
    # is (joined bare, "no standard error; within the t margin of the standard error" read
    # as two reasons for one comparison, which contradict each other)
    return "**inconclusive** (" + "; ".join(
        f"{_WHY[k]}, in {undecided.count(k)} of {len(kinds)} comparisons" for k in why) + ")"


def claim_verdicts(exp, summary, datasets) -> list[str]:
    """The report's section on the paper's claims: for each of ``exp.claim_checks`` a verdict
    per data set of the run, for the paper's forest and (where the run has it) its
    paper-accounting twin -- *supported* where every comparison the claim needs goes its way by
    more than Student t's 95 % margin of the difference's standard error (SE = sd/√n of each
    cell, Welch's degrees of freedom: :func:`clear_margin`),
    *not supported* where one goes the other way by as much, else *inconclusive* -- or "not
    checked automatically" and why.  Computed from the summary, the tables' own figures:
    without it a report of constant classifiers stated the paper's claims with no word on
    whether the run supports them."""
    checks = getattr(exp, "claim_checks", None)
    if not checks or summary.empty:
        return []
    heading = "The claims checked" if getattr(exp, "claims_read", "") else "The paper's claims"
    lines = ["", f"## {heading} against this run", "",
             "Verdicts from this run's cells, per data set: *supported* where every comparison "
             "the claim needs goes its way by more than Student t's two-sided 95 % margin "
             "of the difference's standard error (SE = sd/√n of each cell, Welch's degrees "
             "of freedom: 4.3-12.7 SE with two repeats a cell, about 2 with ten; a cell "
             "whose repeats all scored alike takes the other cell's sd), *not supported* "
             "where one goes the other way by as much, else *inconclusive* (within that "
             "noise, a constant classifier "
             "where the claim needs the higher score, or one repeat; a claim that a forest "
             "stays useful is refuted by a constant classifier).  A rough rule on few "
             "repeats, not a test of significance; the tables below hold the numbers.", ""]
    for c in checks:
        if not c.check:
            lines.append(f"- {c.text}: not checked automatically ({c.why_not}).")
            continue
        sw = next((s for s in exp.sweeps if s.name == c.sweep), None)
        lines_for = [c.algorithm]
        if sw is not None and c.algorithm + PAPER_SUFFIX in sw.algorithms:
            lines_for.append(c.algorithm + PAPER_SUFFIX)
        parts = []
        for algo in lines_for:
            said: dict = {}                   # data sets that share a verdict are named together
            for ds in datasets:
                said.setdefault(_verdict(c, exp, summary, ds, algo), []).append(ds)
            per = "; ".join(f"{', '.join(ds)}: {v}" for v, ds in said.items())
            parts.append(per if len(lines_for) == 1 else f"{display_name(algo)}: {per}")
        lines.append(f"- {c.text}: " + " / ".join(parts) + ".")
    return lines


def _ledger_note(raw: pd.DataFrame) -> list[str]:
    """One line on the sound fits' ledgers: whether each composed exactly its stated ε (the
    ``true_epsilon`` column of raw.csv; paper-accounting fits have their own table)."""
    if raw.empty or "true_epsilon" not in raw:
        return []
    sound = raw[(raw["accounting"] == "sound") & raw["true_epsilon"].notna() & raw["epsilon"].notna()]
    if sound.empty:
        return []
    if "reused_fit" in sound:
        # rows repeating an earlier fit's figures (the default forest: one fit per ε and repeat
        # serves every sweep value) are not fits of their own
        sound = sound[~sound["reused_fit"].astype(bool)]
    stated = sound["epsilon"].astype(float)
    off = ~np.isclose(sound["true_epsilon"].astype(float), stated, rtol=1e-9, atol=0.0)
    if not off.any():
        return [f"Privacy ledgers: each of the {len(sound)} dpforest fits under the sound "
                f"accounting composed exactly its stated ε (`ledger_.epsilon`, column "
                f"`true_epsilon` of raw.csv; rows marked `reused_fit` repeat an earlier fit's "
                f"figures for another sweep value and are not counted)."]
    return [f"Privacy ledgers: {int(off.sum())} of the {len(sound)} dpforest fits under the "
            f"sound accounting composed an ε other than the stated one (column `true_epsilon` "
            f"of raw.csv)."]


def fmt_epsilon(e) -> str:
    return "∞" if np.isinf(e) else f"{e:.4g}"


def _true_epsilon_table(exp, summary, datasets) -> tuple[list[str], bool]:
    """Stated ε against the true composed ε of each accounting (ε sweep, @paper lines only);
    its score cells are formatted as the sweep tables' (:func:`_cell`).  Returns (lines,
    whether a cell is marked †)."""
    if "true_epsilon" not in summary or not summary["algorithm"].str.endswith("@paper").any():
        return [], False
    sub = summary[(summary["x"] == "epsilon") & summary["algorithm"].str.endswith("@paper")]
    if sub.empty:
        return [], False
    label = {"accuracy": "accuracy", "f1": "macro-F1"}[exp.metric]
    from .registry import HYPOTHESISED_ACCOUNTING

    whose = ("our reading of the paper's accounting" if exp.paper in HYPOTHESISED_ACCOUNTING
             else "the paper's accounting")
    lines = ["", f"## {whose[0].upper() + whose[1:]}: stated ε, true ε and {label}", "",
             f"| dataset | stated ε | true ε of {whose} as run | " + label
             + " (sound, true ε = stated) | " + label + f" ({whose.replace('the ', '', 1)}) |",
             "|---|---|---|---|---|"]
    m = exp.metric
    marked = False
    for ds in datasets:
        for _, r in sub[sub["dataset"] == ds].sort_values("value").iterrows():
            base = split_accounting(r["algorithm"])[0]
            sound = summary[(summary["dataset"] == ds) & (summary["sweep"] == r["sweep"])
                            & (summary["value"] == r["value"]) & (summary["algorithm"] == base)]
            s, s_single = _cell(sound.iloc[0], m, base) if len(sound) else ("–", False)
            p, p_single = _cell(r, m, r["algorithm"])
            marked = marked or s_single or p_single
            lines.append(f"| {ds} | {r['value']:g} | {fmt_epsilon(r['true_epsilon'])} | {s} | {p} |")
    return lines, marked


def _single_class_f1_table(exp, summary, datasets) -> list[str]:
    """For an F1 experiment (RFDP_OOB's): the ε sweep's macro-F1 beside the paper's Eq. 11 F1
    (2PR/(P+R) of one class), with the training split's majority class positive and with its
    minority class positive, for every line of the sweep, so that the paper's single-class
    figure is read against the right number (a constant majority classifier scores 2p/(1+p) on
    the first).  Empty where there is no such column (more than two classes, older files)."""
    if exp.metric != "f1" or "f1_majority_mean" not in summary:
        return []
    sw = next((s for s in exp.sweeps if s.x == "epsilon"), None)
    if sw is None:
        return []
    part = summary[(summary["sweep"] == sw.name) & summary["f1_majority_mean"].notna()]
    if part.empty:
        return []
    fixed = ", ".join(f"{k}={_fmt_value(k, v)}" for k, v in sw.fixed.items() if k != sw.x)
    # the paper's own figures, for reading against: their setting, which the cells may not share
    reported = "; ".join(f"{f.dataset} {f.value:g}" for f in exp.paper_figures
                         if f.dataset in datasets)
    setting = (", ".join(f"{k}={_fmt_value(k, v)}" for k, v in exp.paper_figures[0].setting)
               if reported else "")
    lines = ["", "## Macro-F1 beside this run's single-class F1 (the paper's Eq. 11)", "",
             "The paper's F1 (its Eq. 11, 2PR/(P+R)) is the F1 of one class; it does not say "
             "which class is positive.  Every figure below is this run's"
             + (f"; the paper reports {reported} (its setting: {setting})" if reported else "")
             + ".  Each cell: macro-F1 (the tables above) / Eq. 11 F1 with "
             f"the training split's majority class positive / Eq. 11 F1 with its minority class "
             f"positive; ε sweep ({fixed}), mean over the repeats.  With the majority class "
             f"positive a constant majority classifier (the \"majority class\" row) already "
             f"scores 2p/(1+p), p the majority's test share."]
    for ds in datasets:
        sub = part[part["dataset"] == ds]
        if sub.empty:
            continue
        algos = [a for a in sw.algorithms + sw.reference if a in set(sub["algorithm"])]
        lines += ["", f"**{ds}** (macro-F1 / Eq. 11 F1, majority positive / Eq. 11 F1, minority "
                      f"positive)", "",
                  "| algorithm | " + " | ".join(f"ε = {_fmt_value('epsilon', v)}" for v in sw.values)
                  + " |", "|---" * (len(sw.values) + 1) + "|"]
        for a in algos:
            cells = []
            for v in sw.values:
                r = sub[(sub["algorithm"] == a) & (sub["value"] == v)]
                cells.append("–" if r.empty else
                             f"{r.iloc[0]['f1_mean']:.3f} / {r.iloc[0]['f1_majority_mean']:.3f} / "
                             f"{r.iloc[0]['f1_minority_mean']:.3f}")
            lines.append(f"| {display_name(a)} | " + " | ".join(cells) + " |")
        figs = [(v, _paper_figure(exp, sw, ds, split_accounting(a)[0], v)) for a in sw.algorithms
                for v in sw.values]
        figs = sorted({(v, f) for v, f in figs if f is not None})
        if figs:
            lines += ["", "Paper's figure (Eq. 11 F1, positive class not stated): "
                      + "; ".join(f"{_fmt_figure(f)} at ε = {_fmt_value('epsilon', v)}"
                                  for v, f in figs) + "."]
    return lines


def _bar(total, desc, progress):
    # "auto": a bar only on a terminal, never tqdm frames in a log file
    return progress_bar(total, desc, progress if progress == "auto" else bool(progress))
