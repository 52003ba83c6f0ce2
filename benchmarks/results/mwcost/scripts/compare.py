"""Paired B − A per cell and pooled (mean ± SE over paired splits), A's rows and B's rows from
separate runs on the same splits (run.py's seeds).
    python3 compare.py A_ROWS.csv[,...] B_ROWS.csv[,...] [A B]   (methods, default half1 half1s)
Prints the cells beyond 2 SE or 0.02 either way, then the pooled figures and by eps."""
import sys
import numpy as np, pandas as pd


def se(s):
    return s.std(ddof=1) / np.sqrt(len(s)) if len(s) > 1 else np.nan


def main(a_files, b_files, a="half1", b="half1s"):
    ra = pd.concat([pd.read_csv(f) for f in a_files.split(",")], ignore_index=True)
    rb = pd.concat([pd.read_csv(f) for f in b_files.split(",")], ignore_index=True)
    r = pd.concat([ra[ra.method == a], rb[rb.method == b]])
    p = r.pivot_table(index=["group", "dataset", "epsilon", "seed"], columns="method",
                      values="accuracy").dropna()
    p["diff"] = p[b] - p[a]
    cell = p.groupby(["group", "dataset", "epsilon"]).agg(
        a=(a, "mean"), b=(b, "mean"), diff=("diff", "mean"), se=("diff", se), n=("diff", "size"))
    big = cell[(cell["diff"].abs() > 2 * cell.se) | (cell["diff"].abs() > 0.02)]
    print(big.round(4).to_string())
    print(f"cells {len(cell)}; pooled {p['diff'].mean():+.4f} ± {se(p['diff']):.4f} (n={len(p)}); "
          f"cells better / worse by > 2 SE {int((cell['diff'] > 2 * cell.se).sum())} / "
          f"{int((cell['diff'] < -2 * cell.se).sum())}")
    print(p.reset_index().groupby("epsilon")["diff"].agg(["mean", se, "size"]).round(4).to_string())


if __name__ == "__main__":
    main(*sys.argv[1:])
