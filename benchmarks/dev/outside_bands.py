"""Where the default leads and trails on the outside tables, by n·ε and class count.

Pairs each fit of the default's 0.6.47 refit (`benchmarks/results/unseen_refit_0647/rows.csv`)
with each recorded peer's fit on the same (batch, table, ε, split) of the batches' records
(`benchmarks/results/unseen_wheels*/results.csv`, seeds 0-2), and prints the mean difference
default − peer (SE over the paired fits) per band of n·ε (training records × ε) and number of
classes, then the median gap closure (default − majority) / (non-private forest − majority)
per band, over cells where the forest is more than 2 points above the majority rate.

    python3 benchmarks/dev/outside_bands.py > benchmarks/results/unseen_refit_0647/bands.txt
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
from unseen_pooled import ROOT, _batch  # noqa: E402

PEERS = ["snr", "private-rdt", "boosting", "dp-ebm"]
N_EPS = [0, 30, 100, 300, 1_000, 3_000, 10_000, np.inf]
N_EPS_LABELS = ["< 30", "30-100", "100-300", "300-1,000", "1,000-3,000", "3,000-10,000",
                ">= 10,000"]
CLASSES = [0, 2, 3, 5, 8, 100]
CLASS_LABELS = ["2", "3", "4-5", "6-8", "9+"]


def rows() -> pd.DataFrame:
    """Every DP fit and non-private forest of seeds 0-2, the default's from the 0.6.47 refit."""
    refit = pd.read_csv(ROOT / "benchmarks/results/unseen_refit_0647/rows.csv")
    refit = refit[refit.method == "default"]
    out = []
    for f in sorted((ROOT / "benchmarks/results").glob("unseen_wheels*/results.csv"), key=_batch):
        b = _batch(f)
        mine = refit[refit.batch == b]
        if mine.empty:
            continue
        r = pd.read_csv(f)
        r = r[r.seed.isin([0, 1, 2]) & (r.error.isna() | (r.error == ""))]
        r = pd.concat([r[r.method != "default"], mine[[c for c in mine.columns if c in r.columns]]])
        r["classes"] = r.dataset.map(r.groupby("dataset").n_pred_classes.max())
        r["batch"] = b
        out.append(r)
    return pd.concat(out, ignore_index=True)


def main() -> None:
    R = rows()
    key = ["batch", "dataset", "epsilon", "seed"]
    P = R[R.method.isin(PEERS + ["default"])].pivot_table(index=key + ["classes", "n_train"],
                                                          columns="method", values="accuracy")
    P = P.reset_index()
    P["n·ε"] = pd.cut(P.n_train * P.epsilon, N_EPS, labels=N_EPS_LABELS, right=False)
    P["classes "] = pd.cut(P.classes, CLASSES, labels=CLASS_LABELS)
    print(f"{len(P):,} default fits on {P.groupby(['batch', 'dataset']).ngroups} outside tables "
          f"(0.6.47 refit), paired with each peer's recorded fit on the same split and ε\n")
    for peer in PEERS:
        d = (P["default"] - P[peer]).rename("d")
        g = pd.concat([P[["n·ε", "classes "]], d], axis=1).dropna().groupby(
            ["n·ε", "classes "], observed=True).d
        t = g.mean().map("{:+.3f}".format) + " ± " + g.sem().map("{:.3f}".format) \
            + " (" + g.size().astype(str) + ")"
        print(f"default − {peer}: mean ± SE (fits)\n{t.unstack().fillna('').to_string()}\n")
    # closure per cell: means over the cell's splits
    cell = R.groupby(["batch", "dataset", "epsilon", "method"]).agg(
        acc=("accuracy", "mean"), majority=("majority", "mean"), n=("n_train", "first"),
        classes=("classes", "first")).reset_index()
    # (the non-private forest's rows have no ε: taken per table)
    forest = R[R.method == "sklearn-rf"].groupby(["batch", "dataset"]).accuracy.mean().rename("rf")
    c = cell[cell.method == "default"].join(forest, on=["batch", "dataset"])
    c = c[c.rf - c.majority > 0.02]
    c["closure"] = (c.acc - c.majority) / (c.rf - c.majority)
    c["n·ε"] = pd.cut(c.n * c.epsilon, N_EPS, labels=N_EPS_LABELS, right=False)
    c["classes "] = pd.cut(c.classes, CLASSES, labels=CLASS_LABELS)
    g = c.groupby(["n·ε", "classes "], observed=True).closure
    t = g.median().map("{:.2f}".format) + " (" + g.size().astype(str) + ")"
    print("median gap closure of the default, (default − majority) / (non-private forest − "
          "majority), cells where the forest is > 2 points above the majority rate (cells)\n"
          f"{t.unstack().fillna('').to_string()}")
    print(f"\nall such cells: median {c.closure.median():.2f} over {len(c)}; by n·ε: "
          + ", ".join(f"{k} {v:.2f}" for k, v in c.groupby('n·ε', observed=True).closure.median().items()))


if __name__ == "__main__":
    main()
