"""Collects the runs into benchmarks/results/mwlevels/: rows.csv (every fit, trimmed columns,
``run`` A / B / C), cells_all.csv (the dry fits of every table with a categorical column),
cells.csv (the cells run) and summary.txt (analyze.py on A, B, A+B and the suite cells).
    python3 build.py /tmp/mwlv"""
import contextlib, io, os, sys
import pandas as pd
import analyze

SRC = sys.argv[1]
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEEP = ["run", "group", "dataset", "epsilon", "seed", "method", "accuracy", "majority",
        "n_pred_classes", "n_train", "split", "depth", "leaf_release", "lv_acted", "fit_seconds",
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
                             ("Run B (splits 6-17)", "_run_B.csv", "cells_run.csv"),
                             ("Runs A + B pooled (splits 0-17)", "_run_A.csv,_run_B.csv", "cells_run.csv"),
                             ("Run C: the suite's acting cells (splits 18-41)", "_run_C.csv", "cells_suite.csv")):
        if all(os.path.exists(f"{SRC}/{x}") and len(pd.read_csv(f"{SRC}/{x}")) for x in files.split(",")):
            print(f"######## {label}\n")
            analyze.main(",".join(f"{SRC}/{x}" for x in files.split(",")), f"{SRC}/{cf}")
            print()
open(f"{OUT}/analysis.txt", "w").write(buf.getvalue())
print(len(rows), "rows;", len(cells), "cells")
