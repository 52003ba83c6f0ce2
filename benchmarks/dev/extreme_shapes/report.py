"""Summarise benchmarks/results/extreme_shapes/rows_*.csv and warn_*.jsonl into benchmarks/results/extreme_shapes/report.md"""
import glob
import json
import os
import sys

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
OUT = os.environ.get("EXTREME_SHAPES_OUT", "benchmarks/results/extreme_shapes")  # noqa: E402
from cases import CASES  # noqa: E402

SHORT = {"DPForestClassifier": "default", "SNRForestClassifier": "SNR", "PrivateRDTClassifier": "PrivRDT",
         "DPBoostingClassifier": "Boost", "DiffPRFsClassifier": "DiffPRFs", "CRFsDPClassifier": "CRFsDP",
         "DPRFClassifier": "DPRF", "RFDPOOBClassifier": "RFDP_OOB", "OOBBudgetForestClassifier": "OOBBudget"}

d = pd.concat([pd.read_csv(f) for f in sorted(glob.glob(OUT + "/rows_*.csv"))], ignore_index=True)
d["m"] = d.method.map(SHORT).fillna(d.method)
order = [c for c in CASES if c in set(d.case)]
out = []
P = out.append

# (1) errors, slow fits, ledgers
dp = d[d.method != "sklearn-rf"]
P("## Errors / slow fits / ledger\n")
err = dp[dp.error.notna()]
P(f"fits: {len(dp)} DP fits, {len(err)} raised")
for _, r in err.iterrows():
    P(f"- ERROR {r.case} eps={r.eps} seed={r.seed} {r.m}: {r.error}")
bad = dp[(dp.error.isna()) & (dp.ledger_ok != True)]  # noqa: E712
P(f"ledger total != epsilon: {len(bad)} fits")
for _, r in bad.iterrows():
    P(f"- LEDGER {r.case} eps={r.eps} seed={r.seed} {r.m}: {r.ledger_eps}")
df_ = dp[dp.method == "DPForestClassifier"]
P(f"default fit time: median {df_.fit_s.median():.3f}s, max {df_.fit_s.max():.2f}s "
  f"({df_.loc[df_.fit_s.idxmax(), 'case']} eps={df_.loc[df_.fit_s.idxmax(), 'eps']})")
slow = dp[dp.fit_s > 60]
P(f"fits > 60 s: {len(slow)}")
P("slowest fit per method: " + ", ".join(f"{SHORT[k]} {v:.1f}s" for k, v in dp.groupby('method').fit_s.max().items()))
P("")

# warnings
W = []
for f in sorted(glob.glob(OUT + "/warn_*.jsonl")):
    W += [json.loads(line) for line in open(f)]
W = pd.DataFrame(W)
if len(W):
    W["m"] = W.method.map(SHORT)
    P("## Warnings of the default (category: cases, count)\n")
    wd = W[W.m == "default"]
    for cat, g in wd.groupby("category"):
        P(f"- {cat} ({len(g)} fits): " + ", ".join(f"{c}@{sorted(set(gg.eps))}" for c, gg in g.groupby("case")))
    P("\nDistinct default warning messages (first 400 chars, with one case):")
    wd2 = wd.assign(key=wd.message.str.replace(r"[0-9][0-9.,e+-]*", "#", regex=True).str[:160])
    for k, g in wd2.groupby(["category", "key"]):
        r = g.iloc[0]
        P(f"- [{r.category}] x{len(g)} e.g. {r.case} eps={r.eps}: {r.message[:400]}")
    P("\nWarnings by method and category (counts):")
    P(W.groupby(["m", "category"]).size().unstack(fill_value=0).to_string())
    P("")

# (2) table
P("## Per case x epsilon\n")
P("default = mean ± SE over 6 splits; best other = best mean among the 8 other dpforest DP methods; "
  "diff = paired mean(default - best other) ± SE; const = splits (of 6) where the default predicts one class; "
  "depth = default's max_depth_ (mode); leaf = leaf_release_/categorical_split_ of the first split\n")
P("| case | n_tr | eps | default | best other | diff | maj | RF | const | depth | leaf/cat | flag |")
P("|---|---|---|---|---|---|---|---|---|---|---|---|")
flags = []
for case in order:
    g = d[d.case == case]
    rf = g[g.method == "sklearn-rf"].acc.mean()
    maj = g[g.method == "sklearn-rf"].maj.mean()
    ntr = int(g.n_train.iloc[0])
    for eps in sorted(g.eps.dropna().unique()):
        ge = g[g.eps == eps]
        piv = ge.pivot_table(index="seed", columns="m", values="acc")
        if "default" not in piv:
            continue
        dfa = piv["default"]
        others = piv.drop(columns="default")
        best = others.mean().idxmax()
        diff = dfa - others[best]
        k = len(dfa)
        se_d = dfa.std(ddof=1) / np.sqrt(k)
        se_diff = diff.std(ddof=1) / np.sqrt(k)
        gd = ge[ge.m == "default"]
        const = int(gd.const.sum())
        depth = gd.max_depth_.mode().iloc[0] if gd.max_depth_.notna().any() else np.nan
        depths = sorted(set(gd.max_depth_.dropna().astype(int)))
        lr = f"{gd.leaf_release_.iloc[0]}/{gd.categorical_split_.iloc[0]}"
        flag = ""
        if diff.mean() < -2 * se_diff and diff.mean() < 0:
            flag = "TRAILS"
            flags.append((case, eps))
        P(f"| {case} | {ntr} | {eps:g} | {dfa.mean():.3f} ± {se_d:.3f} | {best} {others[best].mean():.3f} | "
          f"{diff.mean():+.3f} ± {se_diff:.3f} | {maj:.3f} | {rf:.3f} | {const}/6 | "
          f"{'/'.join(map(str, depths))} | {lr} | {flag} |")
P("")
P(f"cells where the default trails the best other DP method by > 2 paired SE: {len(flags)}")
for c, e in flags:
    P(f"- {c} eps={e:g}")

# balanced accuracy for the imbalanced cases
P("\n## Balanced accuracy, imbalanced cases (mean over 6 splits)\n")
imb = d[d.case.str.startswith("imb")]
if len(imb):
    t = imb.pivot_table(index=["case", "eps"], columns="m", values="bacc", aggfunc="mean")
    P(t.round(3).to_string())
    rfb = imb[imb.method == "sklearn-rf"].groupby("case").bacc.mean()
    P("\nRF balanced acc: " + ", ".join(f"{k} {v:.3f}" for k, v in rfb.items()))

# default internals
P("\n## Default internals (root feature, leaves, noisy n) per case x eps\n")
gd = d[d.m == "default"]
for case in order:
    for eps in sorted(gd[gd.case == case].eps.unique()):
        x = gd[(gd.case == case) & (gd.eps == eps)]
        roots = x.root.value_counts().to_dict()
        P(f"- {case} eps={eps:g}: depth {sorted(set(x.max_depth_.dropna().astype(int)))}, leaf_share "
          f"{sorted(set(x.leaf_share_.round(3)))}, leaves {sorted(set(x.n_leaves.dropna().astype(int)))}, "
          f"release {sorted(set(x.leaf_release_.dropna()))}, cat {sorted(set(x.categorical_split_.dropna()))}, "
          f"roots {roots}")

open(OUT + "/report.md", "w").write("\n".join(out) + "\n")
print("\n".join(out))
