import numpy as np, pandas as pd
key = ["dataset", "epsilon", "seed"]
nj = pd.read_csv("rows_nj.csv")
a = pd.concat([pd.read_csv("rows_prio.csv"), pd.read_csv("rows_rest.csv")])
A = a.pivot_table(index=key, columns="method", values="accuracy")
N = nj.pivot_table(index=key, columns="method", values="accuracy")
W = N.join(A, how="inner")
W = W.join(nj[nj.method == "snrnj"].set_index(key).gate_fired.rename("fired_nj"))
W = W.join(a[a.method == "cur"].set_index(key).largest if "largest" in a else a[a.method == "cur"].set_index(key).n_train.rename("n_train"))
m = lambda d: f"{d.mean():+.4f} ± {d.std(ddof=1)/np.sqrt(len(d)):.4f} (n={len(d)})"
print("MECHANISM CHECK on the n_train·eps < 50 cells (132 cells; same splits as run A, fresh noise):")
print("  snr   - cur   (joint labels on, run A):          ", m(W.snr - W.cur))
print("  snrnj - curnj (joint split+label draw off, both):", m(W.snrnj - W.curnj), f" snrnj gate fires {W.fired_nj.mean():.2f}")
print("  cur   - curnj (value of the joint draw to plain multiway, same splits, independent runs):", m(W.cur - W.curnj))
print("  snr   - snrnj:", m(W.snr - W.snrnj))
const = pd.concat([a[a.method.isin(['cur','snr'])].merge(W.reset_index()[key], on=key), nj]).assign(c=lambda d: d.n_pred_classes == 1).groupby("method").c.agg(["sum", "count"])
print("  one-class fits on these splits:", const.to_dict("index"))
