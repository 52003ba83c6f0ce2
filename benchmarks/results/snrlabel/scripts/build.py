"""Collects the runs into benchmarks/results/snrlabel/: rows.csv (every fit, trimmed columns,
``run`` A / B / C), cells_all.csv (the dry fits of every table with a categorical column),
cells.csv (the cells run; ``cellset`` acts / noact / darfur / suite) and analysis.txt (analyze.py on
A, B, A + B and the suite run C, then the Darfur table per ε).
    python3 build.py /tmp/snrlabel"""
import contextlib, io, os, sys
import numpy as np, pandas as pd
import analyze

SRC = sys.argv[1]
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEEP = ["run", "group", "dataset", "epsilon", "seed", "method", "accuracy", "majority",
        "n_pred_classes", "n_train", "split", "depth", "leaf_release", "acted", "fit_seconds",
        "epsilon_spent", "error"]
runs = [("A", "rows_A.csv"), ("B", "rows_B.csv"), ("C", "rows_C.csv")]
rows = pd.concat([pd.read_csv(f"{SRC}/{f}").assign(run=k) for k, f in runs if os.path.exists(f"{SRC}/{f}")],
                 ignore_index=True)
rows[KEEP].to_csv(f"{OUT}/rows.csv", index=False, float_format="%.6g")
cells = pd.concat([pd.read_csv(f"{SRC}/cells_run.csv"), pd.read_csv(f"{SRC}/cells_suite.csv")],
                  ignore_index=True).drop_duplicates(["group", "key", "epsilon", "cellset"])
cells.to_csv(f"{OUT}/cells.csv", index=False)
pd.read_csv(f"{SRC}/cells_all.csv").to_csv(f"{OUT}/cells_all.csv", index=False)
for k, f in runs:
    rows[rows.run == k].to_csv(f"{SRC}/_run_{k}.csv", index=False)
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    for label, files, cf in (("Run A (splits 0-5)", "_run_A.csv", "cells_run.csv"),
                             ("Run B (splits 6-23)", "_run_B.csv", "cells_run.csv"),
                             ("Runs A + B pooled (splits 0-23)", "_run_A.csv,_run_B.csv", "cells_run.csv"),
                             ("Run C: the suite's acting cell (splits 24-47)", "_run_C.csv", "cells_suite.csv")):
        if all(os.path.exists(f"{SRC}/{x}") and len(pd.read_csv(f"{SRC}/{x}")) for x in files.split(",")):
            print(f"######## {label}\n")
            analyze.main(",".join(f"{SRC}/{x}" for x in files.split(",")), f"{SRC}/{cf}")
            print()
    print("######## The Darfur would-vote table (runs A + B, splits 0-23), per ε")
    dar = rows[(rows.dataset == "darfur_would_vote") & rows.run.isin(["A", "B"])]
    w = dar.pivot_table(index=["epsilon", "seed"], columns="method", values="accuracy")
    mj = dar.groupby("epsilon").majority.mean()
    for e, g in w.groupby(level="epsilon"):
        line = [f"ε {e:g}: {len(g)} splits, majority {mj[e]:.3f}, cur {g['cur'].mean():.4f}"]
        for v in analyze.CANDS:
            dd = g[v] - g["cur"]
            line.append(f"{v} {g[v].mean():.4f} (diff {dd.mean():+.4f} ± {dd.std(ddof=1) / np.sqrt(len(dd)):.4f}, "
                        f"ahead / behind on {int((dd > 0).sum())} / {int((dd < 0).sum())})")
        sub = dar[dar.epsilon == e]
        low = {m: int((s.accuracy < s.majority - 0.01).sum()) for m, s in sub.groupby("method")}
        acted = {m: int((s.acted.astype(str) == "True").sum()) for m, s in sub.groupby("method") if m != "cur"}
        spl = {m: "/".join(f"{k}:{v}" for k, v in s.split.value_counts().items()) for m, s in sub.groupby("method")}
        print("  " + "; ".join(line))
        print(f"    below majority by > 1 pt: {low}; acted: {acted}; splits: {spl}")
open(f"{OUT}/analysis.txt", "w").write(buf.getvalue())
print(len(rows), "rows;", len(cells), "cells")
