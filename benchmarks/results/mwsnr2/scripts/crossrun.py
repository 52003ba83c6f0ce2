"""Per-cell snrc - cur across the runs on the 17 cells where the gate can act with count leaves."""
import sys; sys.argv = ["x"]
exec(open("/tmp/mwsnr2/analyze2.py").read().split("if __name__")[0])
import pandas as pd
runs = {"run1 (0-23)": "/work/main/benchmarks/results/mwsnr/rows_probe_snrc.csv.gz", "run2 (100+)": "/tmp/mwsnr2/rows_main.csv",
        "named (200+)": "/tmp/mwsnr2/rows_named.csv", "run3 (300-347)": "/tmp/mwsnr2/rows_acts.csv"}
cells = pd.read_csv("/tmp/mwsnr2/cand.csv").set_index(["dataset", "epsilon"]).index
out = {}
allw = []
for k, p in runs.items():
    W = wide(pd.read_csv(p)); W = W[W.set_index(["dataset", "epsilon"]).index.isin(cells)]
    allw.append(W.assign(run=k))
    out[k] = W.groupby(["dataset", "epsilon"]).apply(lambda g: f"{g.d.mean():+.4f}±{g.d.std(ddof=1)/np.sqrt(len(g)):.4f} f{g.fired.mean():.2f} n{len(g)}", include_groups=False)
print(pd.DataFrame(out).to_string())
A = pd.concat(allw, ignore_index=True)
P = A.groupby(["dataset", "epsilon"]).apply(lambda g: pd.Series({"d_all": g.d.mean(), "se": g.d.std(ddof=1) / np.sqrt(len(g)), "d_fired": g[g.fired].d.mean(), "fired": g.fired.mean(), "n": len(g)}), include_groups=False)
print("\nall runs pooled on these cells, sorted:"); print(P.sort_values("d_all").round(4).to_string())
print("\nall runs pooled, these cells:", f(A), "| where fired:", f(A[A.fired]))
