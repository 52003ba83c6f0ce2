"""Summaries of this batch's grid and 10-split refit (results.csv, results_refit_10.csv): per cell
the default's mean ± SE, the best other DP method, the gap with its unpaired and paired SE, how
many paired splits the default is ahead / behind, n*eps (training rows), warnings, ledger check
(epsilon_spent == epsilon for every private fit), fits under the majority rate and classes
predicted.  Usage: python3 refit_summary.py RESULTS.csv"""
import sys
import numpy as np
import pandas as pd

d = pd.read_csv(sys.argv[1])
print(f"# {sys.argv[1]}: {len(d)} rows; errors {int(d['error'].notna().sum())}")
p = d[d["private"]]
bad = p[~np.isclose(p["epsilon_spent"], p["epsilon"])]
print(f"# ledger: {len(p)} private fits, epsilon_spent != epsilon on {len(bad)}")
w = d[d["warnings"].notna() & (d["warnings"].astype(str) != "")]
print("# warnings by method:", w.groupby("method").size().to_dict())
for (ds_, m), g in w.groupby(["dataset", "method"]):
    print(f"#   {ds_} {m}: " + "; ".join(sorted(set(str(x)[:80] for x in g["warnings"]))))
n_in, best_in, gaps = 0, 0, []
for (ds_, eps), g in d.groupby(["dataset", "epsilon"]):
    a = g.pivot_table(index="seed", columns="method", values="accuracy")
    de = a["default"]
    others = a.drop(columns=["default"]).mean().sort_values(ascending=False)
    b = others.index[0]
    gap = de.mean() - a[b].mean()
    se_u = np.sqrt(de.var(ddof=1) / len(de) + a[b].var(ddof=1) / len(a[b]))
    diff = de - a[b]
    se_p = diff.std(ddof=1) / np.sqrt(len(diff))
    within = gap >= -se_u
    n_in += within
    best_in += gap >= 0
    gaps.append(gap)
    dg = g[g["method"] == "default"]
    ntr = int(dg["n_train"].iloc[0])
    under = int((dg["accuracy"] < dg["majority"]).sum())
    print(f"{ds_:18s} eps={eps:<4} default {de.mean():.3f}±{de.std(ddof=1)/np.sqrt(len(de)):.3f} "
          f"best other {b} {a[b].mean():.3f} gap {gap:+.3f} (unpaired SE {se_u:.3f}; paired "
          f"{se_p:.3f}) ahead/behind {int((diff > 0).sum())}/{int((diff < 0).sum())} "
          f"n*eps {ntr * eps:,.0f} maj {dg['majority'].mean():.3f} default<maj {under}/{len(dg)} "
          f"classes predicted {dg['n_pred_classes'].min()}-{dg['n_pred_classes'].max()} "
          f"{'within' if within else 'MISS'}")
print(f"# within one SE {n_in} / {len(gaps)}, best in {best_in}; mean gap {np.mean(gaps):+.3f}, "
      f"median {np.median(gaps):+.3f}")
