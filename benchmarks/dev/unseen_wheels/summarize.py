"""Per-cell summary of a results CSV (grid or 10-split refit): the default against the best other
DP method by mean accuracy, gap with unpaired and paired SE, splits ahead / behind, n_train * eps;
counts within one SE and best-in; ledger check (pure-eps fits: epsilon_spent == epsilon);
warnings by method; fits under the majority rate.
``python3 summarize.py results_refit_10.csv``"""
import sys

import numpy as np
import pandas as pd

d = pd.read_csv(sys.argv[1])
dp = d[d.private.astype(bool)]
rows = []
for (t, e), g in dp.groupby(["dataset", "epsilon"]):
    a = g.pivot_table(index="seed", columns="method", values="accuracy")
    n = len(a)
    m = a.mean()
    others = m.drop("default")
    b = others.idxmax()
    gap = m["default"] - m[b]
    se_u = np.sqrt(a["default"].var(ddof=1) / n + a[b].var(ddof=1) / n)
    se_p = (a["default"] - a[b]).std(ddof=1) / np.sqrt(n)
    ntr = int(g.n_train.iloc[0])
    rows.append(dict(table=t, eps=e, default=m["default"], sd_se=a["default"].std(ddof=1) / np.sqrt(n),
                     best=b, best_acc=m[b], gap=gap, se=se_u, se_paired=se_p,
                     ahead=int((a["default"] > a[b]).sum()), behind=int((a["default"] < a[b]).sum()),
                     n_eps=ntr * e, within=gap >= -se_u, maj=g.majority.iloc[0]))
r = pd.DataFrame(rows)
pd.set_option("display.width", 200)
print(r.round(4).to_string(index=False))
print(f"within one SE {int(r.within.sum())} / {len(r)}; best in {int((r.gap >= 0).sum())}; "
      f"mean gap {r.gap.mean():+.4f}, median {r.gap.median():+.4f}")
pure = dp[dp.dp_kind.astype(str).str.startswith("pure")]
ok = np.isclose(pure.epsilon_spent, pure.epsilon)
print(f"ledger: {int(ok.sum())} / {len(pure)} pure-eps fits spend exactly eps; "
      f"other DP fits {len(dp) - len(pure)} ({dp[~dp.index.isin(pure.index)].dp_kind.unique()})")
print("errors:", int(d.error.notna().sum()))
w = d[d.warnings.notna()]
print("warnings:")
print(w.groupby(["method", "dataset", "epsilon", "warnings"]).size().to_string())
print("DP fits under the majority rate, by method:")
print(dp[dp.accuracy < dp.majority].groupby(["method", "dataset", "epsilon"]).size().to_string())
df = d[d.method == "default"]
print("default predicted classes (min-max) by table, eps:")
print(df.groupby(["dataset", "epsilon"]).n_pred_classes.agg(["min", "max"]).to_string())
