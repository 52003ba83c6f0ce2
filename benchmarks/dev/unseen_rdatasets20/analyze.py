import pandas as pd, numpy as np, sys
d = pd.read_csv(sys.argv[1] if len(sys.argv) > 1 else "raw.csv")
d["warnings"] = d.warnings.fillna("")
se = lambda s: s.std(ddof=1) / np.sqrt(len(s))
rf = d[d.method == "sklearn-rf"].groupby("table").accuracy.mean()
rff1 = d[d.method == "sklearn-rf"].groupby("table").macro_f1.mean()
dp = d[d.method != "sklearn-rf"]
out = []
for (t, e), g in dp.groupby(["table", "epsilon"]):
    piv = g.pivot_table(index="seed", columns="method", values="accuracy")
    f1 = g.pivot_table(index="seed", columns="method", values="macro_f1")
    npc = g.pivot_table(index="seed", columns="method", values="n_pred_classes")
    others = [c for c in piv.columns if c != "default"]
    best = piv[others].mean().idxmax()
    diff = piv["default"] - piv[best]
    bestf1 = f1[others].mean().idxmax()
    out.append(dict(table=t, eps=e, C=int(g.n_classes.iloc[0]), n_train=int(g.n_train.iloc[0]),
                    default=piv["default"].mean(), d_se=se(piv["default"]),
                    best_other=best, other=piv[best].mean(), o_se=se(piv[best]),
                    diff=diff.mean(), diff_se=se(diff),
                    majority=g.majority.mean(), rf=rf[t],
                    def_f1=f1["default"].mean(), best_f1_other=bestf1, other_f1=f1[bestf1].mean(),
                    maj_f1=g.majority_f1.mean(), rf_f1=rff1[t],
                    def_const=int((npc["default"] == 1).sum()),
                    def_sec=g[g.method == "default"].fit_seconds.mean()))
o = pd.DataFrame(out)
o["behind2se"] = o["diff"] < -2 * o.diff_se.clip(lower=1e-9)
o["below_maj"] = o.default < o.majority - 0.005
pd.set_option("display.width", 250)
print(o.round(3).to_string(index=False))
o.to_csv("summary.csv", index=False)
