"""How often each DP method of a benchmark record predicts one class, by ε, among its fits
below an n·ε line (training records × ε): the figures the README quotes for the paper forests.

    python3 benchmarks/dev/constant_fits.py benchmarks/results/suite_all/results.csv \\
        --below 30000 > benchmarks/results/suite_all/constant_fits.txt
"""
import argparse

import pandas as pd


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("results", help="a results.csv written by dpforest benchmark")
    ap.add_argument("--below", type=float, default=30000,
                    help="keep fits whose training records x epsilon is below this")
    a = ap.parse_args(argv)
    r = pd.read_csv(a.results)
    r = r[(r["private"] == True) & r["error"].isna()].copy()     # noqa: E712  a bool column
    r = r[r["n_train"] * r["epsilon"] < a.below]
    r["one_class"] = r["n_pred_classes"] == 1
    by_eps = r.groupby(["method", "epsilon"])["one_class"].mean().unstack()
    by_eps.columns = [f"eps {e:g}" for e in by_eps.columns]
    by_eps.insert(0, "all", r.groupby("method")["one_class"].mean())
    by_eps.insert(0, "fits", r.groupby("method").size())
    print(f"{a.results}: DP fits with n_train * epsilon < {a.below:g} ({r['dataset'].nunique()} "
          f"data sets); share of fits predicting one class")
    print(by_eps.to_string(float_format=lambda v: f"{v:.2f}"))


if __name__ == "__main__":
    main()
