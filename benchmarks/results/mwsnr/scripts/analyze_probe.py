import numpy as np, pandas as pd
pd.set_option("display.width", 250)
r = pd.concat([pd.read_csv(f).assign(cellset=c) for f, c in [("rows_probe_prio.csv", "proxy"), ("rows_probe_rest.csv", "noise-band")]], ignore_index=True)
key = ["dataset", "epsilon", "seed"]
W = r.pivot_table(index=key, columns="method", values="accuracy").join(r[r.method == "cur"].set_index(key)[["group", "n_train", "cellset"]])
W = W.join(r[r.method == "snrc"].set_index(key).gate_fired.rename("fired")).reset_index()
W["d"] = W.snrc - W.cur
W["band"] = pd.cut(W.n_train * W.epsilon, [0, 50, 200, 1000, np.inf], labels=["n·eps<50", "50-200", "200-1000", ">=1000"], right=False)
f = lambda g: f"{g.d.mean():+.4f} ± {g.d.std(ddof=1)/np.sqrt(len(g)):.4f} (n={len(g)}, fires {g.fired.mean():.2f})"
print("PROBE snrc (snr's gate only where n̂·ε_tree >= LABEL_LEAVES_BELOW = 300, i.e. counts leaves) - cur, its own paired run (run A splits)")
print("all:", f(W))
for c in ["cellset", "epsilon", "band", "group"]:
    for k, g in W.groupby(c, observed=True):
        print(f"  {c} {k}: {f(g)}")
F = W[W.fired == True]
print("where fired:", f(F))
pat = "smoking|^mpg$|^car$|mushroom|birthwt|vcd/Baseball|Swahili|hearthstone|gibraltar|nuclides"
N = W[W.dataset.str.contains(pat)]
print(N.groupby(["dataset", "epsilon"]).apply(lambda g: f(g), include_groups=False).to_string())
T = W.groupby("dataset").apply(lambda g: pd.Series({"d": g.d.mean(), "fired": g.fired.mean(), "n": len(g)}), include_groups=False)
print("most moved:", T[T.fired > 0].sort_values("d").round(4).to_string())
print("constant fits:", r.assign(c=r.n_pred_classes == 1).groupby("method").c.sum().to_dict())
