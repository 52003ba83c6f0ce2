"""Every outside batch pooled: where the default wins and loses on tables nobody tuned it on.

    python3 benchmarks/dev/unseen_pooled.py > benchmarks/results/unseen_pooled.md
    python3 benchmarks/dev/unseen_pooled.py --splits 10 > benchmarks/results/unseen_pooled_10.md

Reads each batch's first record, ``benchmarks/results/unseen_wheels*/results.csv`` (3 stratified
70/30 splits, seeds 0-2, ε ∈ {0.1, 0.5, 1, 2}; the 10-split refits are left out so that every
cell is judged alike), and judges every (table, ε) cell as the batches' ``analyze.py`` does:
the default against the best other DP method of that batch's run (SNR forest, Private-RDT, DP
boosting, and DP-EBM on two-class tables), "within" when the default is ahead or behind by no
more than the standard error of the difference.  Each batch ran the default of its day, so a
cell of an early batch reads an earlier version (each batch's README names its commit).  n·ε is
the training rows times ε (the true size, not the default's noisy one).
"""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[2]
DP = ["default", "snr", "private-rdt", "boosting", "dp-ebm"]


def _batch(path: Path) -> int:
    m = re.search(r"unseen_wheels(\d*)$", path.parent.name)
    return int(m.group(1) or 1)


def _ten_split_files() -> list[Path]:
    """Each batch's 10-split record: ``results_refit_10.csv``, else ``results_10seeds.csv``
    (the first batches' name); batches with neither are skipped."""
    files = []
    for d in sorted((ROOT / "benchmarks/results").glob("unseen_wheels*"), key=lambda p: _batch(p / "x")):
        for name in ("results_refit_10.csv", "results_10seeds.csv"):
            if (d / name).exists():
                files.append(d / name)
                break
    return files


def cells(default_rows=None, ten=False) -> pd.DataFrame:
    """One row per (batch, table, ε) cell.  ``default_rows`` (optional: a CSV path or a frame
    with a ``batch`` column and the harness's result columns, e.g. a refit of the default at a
    later commit) replaces each batch's recorded ``default`` rows by its rows for that batch; a
    table of a batch it holds no row for is left out (the frame's ``attrs["left_out"]`` counts
    those tables and the cells they had).  ``ten``: judge each cell on its batch's 10-split
    record instead (:func:`_ten_split_files`; every seed there, the cells it holds)."""
    out = []
    files = (_ten_split_files() if ten else
             sorted((ROOT / "benchmarks/results").glob("unseen_wheels*/results.csv"), key=_batch))
    if default_rows is not None:
        new = pd.read_csv(default_rows) if not isinstance(default_rows, pd.DataFrame) else default_rows
        new = new[new.method == "default"]
        held = set(zip(new.batch.astype(int), new.dataset))
        left_tables, left_cells = 0, 0
    for f in files:
        r = pd.read_csv(f)
        if default_rows is not None:
            b = _batch(f)
            missing = [ds for ds in r.dataset.unique() if (b, ds) not in held]
            gone = r[r.dataset.isin(missing) & r.seed.isin([0, 1, 2])]
            left_tables += len(missing)
            left_cells += gone[gone.method == "default"].groupby(["dataset", "epsilon"]).ngroups
            mine = new[new.batch == b].drop(columns="batch")
            r = pd.concat([r[(r.method != "default") & ~r.dataset.isin(missing)],
                           mine[[c for c in mine.columns if c in r.columns]]], ignore_index=True)
        first_seeds = True if ten else r.seed.isin([0, 1, 2])      # a 10-split record: every seed
        r = r[first_seeds & r.method.isin(DP) & (r.error.isna() | (r.error == ""))]
        classes = r.groupby("dataset").n_pred_classes.max()
        for (ds, e), d in r.groupby(["dataset", "epsilon"], sort=False):
            acc = {m: d[d.method == m].accuracy.to_numpy(float) for m in DP if (d.method == m).any()}
            if "default" not in acc or len(acc) < 2:
                continue
            mean = {m: a.mean() for m, a in acc.items()}
            se = {m: a.std(ddof=1) / np.sqrt(len(a)) if len(a) > 1 else np.nan for m, a in acc.items()}
            best = max((m for m in mean if m != "default"), key=mean.get)
            gap = mean["default"] - mean[best]
            n = int(d.n_train.iloc[0])
            out.append(dict(batch=_batch(f), dataset=ds, epsilon=e, n_train=n, n_eps=n * e,
                            classes=int(classes[ds]), majority=d.majority.mean(),
                            default=mean["default"], best=best, best_acc=mean[best], gap=gap,
                            within=bool(gap >= 0 or abs(gap) <= np.hypot(se["default"], se[best])),
                            below_majority=bool(mean["default"] < d.majority.mean() - 0.01),
                            # the best other method within a point of the majority rate: a
                            # table without signal at this budget (limit (1) of the docs)
                            won_at_majority=bool(abs(mean[best] - d.majority.mean()) <= 0.01)))
    c = pd.DataFrame(out)
    if default_rows is not None:
        c.attrs["left_out"] = (left_tables, left_cells)
    return c


def describe(name: str, t: pd.DataFrame) -> None:
    """Print a pool of :func:`cells` in a few lines: cells within one SE, best, by ε, the weak
    regimes (n·ε below 30; six or more classes below n·ε 100), who won the misses and how many
    of them a method within a point of the majority rate won (a refit's comparison scripts)."""
    print(f"{name}: {int(t.within.sum())} of {len(t)} within, best {int((t.gap >= 0).sum())}, "
          f"tables {t.dataset.nunique()}, batches {t.batch.nunique()}; by eps "
          + " / ".join(str(int(v)) for v in t.groupby("epsilon").within.sum())
          + f"; mean gap {t.gap.mean():+.4f}")
    s = t[t.n_eps < 30]
    print("   n*eps<30:", int(s.within.sum()), "of", len(s), "below maj", int(s.below_majority.sum()))
    s = t[(t.n_eps < 100) & (t.classes >= 6)]
    print("   6+ classes n*eps<100:", int(s.within.sum()), "of", len(s))
    print("   misses by winner:", t[~t.within].best.value_counts().to_dict())
    m = t[~t.within]
    tie = m[(m.best_acc - m.majority).abs() <= 0.01]
    print(f"   {len(tie)} of {len(m)} misses won within a point of the majority rate")


def _markdown(t: pd.DataFrame, index: bool = True) -> str:
    """A frame as a Markdown table (pandas' own needs the optional tabulate)."""
    t = t.reset_index() if index else t
    rows = [[str(v) for v in r] for r in t.itertuples(index=False)]
    head = [str(c) for c in t.columns]
    return "\n".join(["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
                     + ["| " + " | ".join(r) + " |" for r in rows])


def _table(c: pd.DataFrame, by, label: str) -> str:
    g = c.groupby(by, observed=True)
    t = pd.DataFrame({"cells": g.size(), "within 1 SE": g.within.sum(),
                      "share": g.within.mean().map("{:.0%}".format),
                      "mean gap": g.gap.mean().map("{:+.3f}".format),
                      "default > 1 pt below majority": g.below_majority.sum()})
    t.index.name = label
    return _markdown(t)


def _ten_intro(c: pd.DataFrame) -> str:
    """How the 10-split judgement was made, and how it moves the cells both records hold."""
    three = cells().set_index(["batch", "dataset", "epsilon"])
    both = c.set_index(["batch", "dataset", "epsilon"]).join(
        three[["within"]].rename(columns={"within": "within_3"}), how="inner")
    held = int((~both.within & ~both.within_3).sum())
    files = _ten_split_files()
    none = sorted(set(three.index.get_level_values("batch")) - {_batch(f) for f in files})
    fewer = []          # batches whose 10-split record lacks a DP peer their 3-split record ran
    for f in files:
        ten_m = set(pd.read_csv(f, usecols=["method"]).method) & set(DP)
        first = set(pd.read_csv(f.parent / "results.csv", usecols=["method"]).method) & set(DP)
        if first - ten_m:
            fewer.append(f"{_batch(f)} ({', '.join(sorted(first - ten_m))})")
    return ("**This page judges each cell on its batch's 10-split record instead** (made by "
            "`python3 benchmarks/dev/unseen_pooled.py --splits 10`): `results_refit_10.csv` "
            "(`results_10seeds.csv` in the first batches), seeds 0-9, the default and the peers "
            "that refit ran (a peer of the 3-split record is missing from the 10-split one in "
            f"batches {', '.join(fewer) or 'none'}), each batch on the library code of its own "
            "record.  Some batches refitted only some tables, and "
            f"{len(none)} ({', '.join(map(str, none))}) have no such record, so "
            f"{len(c)} of the {len(three)} cells are here.  Of the {len(both)} cells both records "
            f"judge: {int((both.within & both.within_3).sum())} within one SE on both, "
            f"{int((both.within & ~both.within_3).sum())} missed over 3 splits but within over 10, "
            f"{int((~both.within & both.within_3).sum())} within over 3 but missed over 10, and "
            f"{held} missed on both.\n")


def main(argv=None) -> None:
    import argparse
    ap = argparse.ArgumentParser(description="Every outside batch pooled.")
    ap.add_argument("--default-rows", metavar="FILE",
                    help="a CSV of default rows with a batch column (a refit at another commit): "
                         "it replaces each batch's recorded default rows; tables it lacks are "
                         "left out")
    ap.add_argument("--splits", type=int, choices=(3, 10), default=3,
                    help="judge the cells on each batch's first record (3 splits, the default) "
                         "or on its 10-split record, where it has one")
    args = ap.parse_args(argv)
    ten = args.splits == 10
    if ten and args.default_rows is not None:
        ap.error("--default-rows replaces the 3-split records only")
    c = cells(args.default_rows, ten=ten)
    print("# The default on the outside batches, pooled" + (" over 10 splits" if ten else "") + "\n")
    print(__doc__.split("\n\n", 2)[2].strip().replace("``", "`") + "\n")
    if ten:
        print(_ten_intro(c))
    elif args.default_rows is None:
        print("Made by `python3 benchmarks/dev/unseen_pooled.py`.\n")
    else:
        lt, lc = c.attrs["left_out"]
        print(f"Made by `python3 benchmarks/dev/unseen_pooled.py --default-rows "
              f"{args.default_rows}`: the default's rows are those of that file, not the "
              f"batches' own records (the peers' rows are the recorded ones, same splits); "
              f"{lt} tables ({lc} recorded cells) with no row there are left out.\n")
    print(f"**{int(c.within.sum())} of {len(c)}** cells best or within one SE "
          f"({c.within.mean():.0%}); best in {int((c.gap >= 0).sum())}; mean gap "
          f"{c.gap.mean():+.3f} (median {c.gap.median():+.3f}); {c.dataset.nunique()} tables from "
          f"{c.batch.nunique()} batches.\n")
    print("## By ε\n\n" + _table(c, "epsilon", "ε") + "\n")
    bands = pd.cut(c.n_eps, [0, 30, 100, 300, 1_000, 3_000, np.inf],
                   labels=["< 30", "30-100", "100-300", "300-1,000", "1,000-3,000", "≥ 3,000"])
    print("## By n·ε (training rows × ε)\n\n" + _table(c, bands, "n·ε") + "\n")
    kinds = pd.cut(c.classes, [0, 2, 3, 5, 8, np.inf], labels=["2", "3", "4-5", "6-8", "9+"])
    print("## By class count\n\n" + _table(c, kinds, "classes") + "\n")
    small = c[c.n_eps < 100]
    print("## n·ε below 100, by class count\n\n"
          + _table(small, pd.cut(small.classes, [0, 2, 3, 5, np.inf], labels=["2", "3", "4-5", "6+"]),
                   "classes") + "\n")
    lost = c[~c.within]
    print("## Cells missed, by the method that won them\n")
    print(_markdown(lost.groupby("best").size().rename("cells missed").to_frame()) + "\n")
    print("## The twenty widest misses\n")
    cols = ["batch", "dataset", "epsilon", "n_train", "classes", "default", "best", "best_acc", "majority"]
    print(_markdown(lost.sort_values("gap").head(20)[cols].round(3), index=False))


if __name__ == "__main__":
    main()
