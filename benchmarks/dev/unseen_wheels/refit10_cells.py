"""Per-cell table of the 10-split refit (results_refit_10.csv): the default's mean +- SE, the best
other DP method by mean, the gap with its unpaired and paired SE, splits ahead / behind, n*eps
(training rows x eps), fits under the majority rate.  python3 refit10_cells.py [csv]"""
import sys
import numpy as np
import pandas as pd
d = pd.read_csv(sys.argv[1] if len(sys.argv) > 1 else "results_refit_10.csv")
se = lambda s: s.std(ddof=1) / np.sqrt(len(s))
rows = []
for (ds, eps), g in d.groupby(["dataset", "epsilon"]):
    a = g.pivot_table(index="seed", columns="method", values="accuracy")
    dfl = a.pop("default")
    best = a.mean().idxmax()
    diff = dfl - a[best]
    use = np.sqrt(se(dfl) ** 2 + se(a[best]) ** 2)
    ntr = int(g.n_train.iloc[0])
    rows.append(dict(table=ds, eps=eps, default=f"{dfl.mean():.3f} ± {se(dfl):.3f}",
                     best=f"{best} {a[best].mean():.3f}", gap=round(diff.mean(), 4),
                     se_unpaired=round(use, 4), se_paired=round(se(diff), 4),
                     within=diff.mean() >= -use, ahead=int((diff > 0).sum()),
                     behind=int((diff < 0).sum()), n_eps=round(ntr * eps),
                     default_const=int((g[g.method == "default"].n_pred_classes == 1).sum())))
r = pd.DataFrame(rows)
print(r.to_string(index=False))
print(f"\nwithin one SE {int(r.within.sum())} / {len(r)}; best in {int((r.gap >= 0).sum())}; "
      f"mean gap {r.gap.mean():+.4f} (median {r.gap.median():+.4f})")
p = d[d.private]
pure = p[p.dp_kind == "pure ε"]
print(f"pure-eps fits {len(pure)}, ledger == eps {int(np.isclose(pure.epsilon_spent, pure.epsilon).sum())}; "
      f"(eps, delta) fits {int((p.dp_kind != 'pure ε').sum())}; errors {int(d.error.notna().sum())}")
print("fits under the majority rate:", (d[d.accuracy < d.majority - 1e-12].groupby("method").size()).to_dict())
w = d.dropna(subset=["warnings"])
w = w.assign(warnings=w.warnings.astype(str))   # no warning at all: pandas reads the column as float
print("warnings (method, table, eps: fits):")
for k, n in w.assign(w=w.warnings.str.split(";")).explode("w").assign(
        w=lambda x: x.w.str.strip().str.split(":").str[0]).groupby(
        ["method", "w", "dataset", "epsilon"]).size().items():
    print("  ", k, n)
