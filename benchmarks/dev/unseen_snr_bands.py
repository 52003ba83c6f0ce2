"""The default minus the SNR forest on the outside batches, by n·ε per class.

    python3 benchmarks/dev/unseen_snr_bands.py            # every batch
    python3 benchmarks/dev/unseen_snr_bands.py --upto 72  # batches 1-72 only
    python3 benchmarks/dev/unseen_snr_bands.py --by-columns   # below n·ε 300, by the columns

Prints the table behind docs/default_forest.md's "Honest limits" sentence on the SNR forest
("the default minus the SNR forest is ... below 5 (... cells) ... from 50 (... cells)").

Reads each batch's first record, ``benchmarks/results/unseen_wheels*/results.csv`` (3 splits,
seeds 0-2, errors left out), as ``unseen_pooled.py`` does.  A cell is a (table, ε) in which both
the default and the SNR forest ran; its difference is the default's 3-split mean accuracy minus
the SNR forest's.  n·ε per class is the training rows times ε over the table's class count, the
count being the most classes any method predicted on the table over its 3 splits, the
non-private forest included (``n_pred_classes``; ``unseen_pooled.py`` takes the DP methods only,
which can count fewer).  Bands include their lower bound: < 5, 5-10, 10-15, 15-50 and ≥ 50
(the docs quote all but 15-50).  Each band gives its cells, the mean difference with its
standard error over cells (sample SD / √cells), and the default's and the SNR forest's mean
distance from the majority rate.  The cells below 10 per class are also counted, with how many
have the default more than a point below the majority rate (the ``SmallBudgetWarning`` figure).

``--by-columns`` asks whether the table's shape says where random trees win at small n·ε:
the cells below n·ε = 300 (the true n·ε, as ``unseen_pooled.py`` bands it) by numeric column
count (0-4, 5-9, 10-19, 20 or more) and by whether any column is categorical, read from each
batch's ``tables.log`` (its ``p=`` columns and ``cat=`` categorical ones; tables without a log
line are left out of that table only).

Checked: batches 1-70 give 39 / 39 / 53 / 1,032 cells, −0.012 / +0.032 / +0.072 / +0.074 (the
figures of commit 47111f5a), batches 1-72 give 39 / 40 / 54 / 1,045, −0.012 / +0.036 / +0.066 /
+0.075 (commit 4ed16cc2).
"""
from __future__ import annotations

import argparse
import re
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[2]
DP = ["default", "snr", "private-rdt", "boosting", "dp-ebm"]
BANDS = [(0, 5, "< 5"), (5, 10, "5-10"), (10, 15, "10-15"), (15, 50, "15-50"), (50, np.inf, "≥ 50")]


def _batch(path: Path) -> int:
    m = re.search(r"unseen_wheels(\d*)$", path.parent.name)
    return int(m.group(1) or 1)


def cells(upto: int | None = None) -> pd.DataFrame:
    out = []
    for f in sorted((ROOT / "benchmarks/results").glob("unseen_wheels*/results.csv"), key=_batch):
        b = _batch(f)
        if upto is not None and b > upto:
            continue
        r = pd.read_csv(f)
        r = r[r.seed.isin([0, 1, 2]) & (r.error.isna() | (r.error == ""))]
        classes = r.groupby("dataset").n_pred_classes.max()      # the non-private forest too
        r = r[r.method.isin(DP)]
        for (ds, e), d in r.groupby(["dataset", "epsilon"], sort=False):
            acc = {m: d[d.method == m].accuracy.to_numpy(float) for m in ("default", "snr")}
            if not all(len(a) for a in acc.values()):
                continue
            n = int(d.n_train.iloc[0])
            maj = d.majority.mean()
            out.append(dict(batch=b, dataset=ds, epsilon=e, n_eps=n * e, classes=int(classes[ds]),
                            per_class=n * e / int(classes[ds]), majority=maj,
                            default=acc["default"].mean(), snr=acc["snr"].mean(),
                            diff=acc["default"].mean() - acc["snr"].mean(),
                            below_majority=bool(acc["default"].mean() < maj - 0.01)))
    return pd.DataFrame(out)


def _columns() -> dict[str, tuple[int, int]]:
    """Each table's (columns, categorical columns) from the batches' ``tables.log`` lines."""
    out = {}
    for f in (ROOT / "benchmarks/results").glob("unseen_wheels*/tables.log"):
        for line in f.read_text(encoding="utf-8", errors="replace").splitlines():
            m = re.match(r"(\S+)\s+n=\s*\d+ p=\s*(\d+) C=.*?\bcat=(\d+)", line)
            if m:
                out[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    return out


def by_columns(c: pd.DataFrame) -> None:
    """The small-n·ε cells' default − SNR by numeric column count and categorical columns."""
    cols = _columns()
    c = c[(c.n_eps < 300) & c.dataset.isin(cols)].copy()
    c["numeric"] = [cols[d][0] - cols[d][1] for d in c.dataset]
    c["kind"] = np.where([cols[d][1] > 0 for d in c.dataset], "some categorical", "all numeric")
    c["band"] = pd.cut(c.numeric, [-1, 4, 9, 19, np.inf], labels=["0-4", "5-9", "10-19", "≥ 20"])
    print(f"\nBelow n·ε 300, {len(c)} cells with a tables.log line:\n")
    print("| columns | numeric | cells | default − SNR | ± SE |")
    print("|---|---|---|---|---|")
    for (kind, band), d in c.groupby(["kind", "band"], observed=True):
        se = d["diff"].std(ddof=1) / np.sqrt(len(d)) if len(d) > 1 else np.nan
        print(f"| {kind} | {band} | {len(d)} | {d['diff'].mean():+.3f} | {se:.3f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--upto", type=int, default=None, help="read batches 1..UPTO only")
    ap.add_argument("--by-columns", action="store_true",
                    help="also the cells below n·ε 300 by numeric column count")
    a = ap.parse_args()
    c = cells(a.upto)
    print(f"{c.batch.nunique()} batches, {c.dataset.nunique()} tables, {len(c)} cells with the "
          "default and the SNR forest\n")
    print("| n·ε per class | cells | default − SNR | ± SE | default − majority | SNR − majority |")
    print("|---|---|---|---|---|---|")
    for lo, hi, label in BANDS:
        d = c[(c.per_class >= lo) & (c.per_class < hi)]
        se = d["diff"].std(ddof=1) / np.sqrt(len(d)) if len(d) > 1 else np.nan
        print(f"| {label} | {len(d):,} | {d['diff'].mean():+.3f} | {se:.3f} | "
              f"{(d.default - d.majority).mean():+.3f} | {(d.snr - d.majority).mean():+.3f} |")
    low = c[c.per_class < 10]
    print(f"\nBelow 10 per class: {len(low)} cells, the default more than a point below the "
          f"majority rate in {int(low.below_majority.sum())}, {(low.default - low.majority).mean():+.3f} "
          f"from it on average; the other {len(c) - len(low):,} cells: "
          f"{int(c.below_majority.sum() - low.below_majority.sum())}.")
    if a.by_columns:
        by_columns(c)


if __name__ == "__main__":
    main()
