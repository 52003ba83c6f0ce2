import sys
import numpy as np, pandas as pd
pd.set_option("display.width", 250); pd.set_option("display.max_rows", 500); pd.set_option("display.max_colwidth", 40)
files = sys.argv[1:]
r = pd.concat([pd.read_csv(f).assign(cellset=("proxy" if "prio" in f else "noise-band")) for f in files], ignore_index=True)
aff = pd.read_csv("/tmp/mwsnr/affected_all.csv")
key = ["dataset", "epsilon", "seed"]
acc = r.pivot_table(index=key, columns="method", values="accuracy")
meta = r[r.method == "cur"].set_index(key)[["group", "n_train", "cellset", "majority"]]
fired = r[r.method.isin(["snr", "snr2"])].pivot_table(index=key, columns="method", values="gate_fired", aggfunc="first")
split = r.pivot_table(index=key, columns="method", values="categorical_split", aggfunc="first")
W = meta.join(acc).join(fired.add_suffix("_fired")).join(split.add_suffix("_split"))
W = W.reset_index()
capd = r[r.method == "cap"].set_index(key).max_depth
W = W.join(capd.rename("cap_depth"), on=key)
largest = aff.groupby("dataset").largest.first()
W["largest"] = W.dataset.map(largest)
# cap's gate fired: mixed growth where the rule at its own depth would have said multiway
W["cap_fired"] = W.cap_split.eq("mixed") & (W.largest.clip(lower=2).astype(float) ** W.cap_depth <= 2 ** 16)
W["neps"] = W.n_train * W.epsilon
W["band"] = pd.cut(W.neps, [0, 50, 200, 1000, np.inf], labels=["n·eps<50", "50-200", "200-1000", ">=1000"], right=False)
out = []
def p(*a):
    out.append(" ".join(str(x) for x in a))
def ms(d):
    d = d.dropna()
    return f"{d.mean():+.4f} ± {d.std(ddof=1) / np.sqrt(max(len(d), 1)):.4f} (n={len(d)})" if len(d) > 1 else f"{d.mean():+.4f} (n={len(d)})"
V = ["snr", "snr2", "cap"]
def table(df, by, title):
    p(f"\n-- {title}")
    rows = []
    for k, g in df.groupby(by, observed=True):
        rows.append({by if isinstance(by, str) else "/".join(by): k, "cells": g.groupby(["dataset", "epsilon"]).ngroups,
                     **{f"{v}-cur": ms(g[v] - g["cur"]) for v in V},
                     "fires snr/snr2/cap": f"{g.snr_fired.mean():.2f}/{g.snr2_fired.mean():.2f}/{g.cap_fired.mean():.2f}"})
    p(pd.DataFrame(rows).to_string(index=False))
for cs, D in [("ALL CELLS RUN", W), ("PROXY CELLS (a gate fires at the true n, + the named tables' 4 eps)", W[W.cellset == "proxy"]),
              ("NOISE-BAND CELLS (a gate fires only for n-hat within ±2 sd of n)", W[W.cellset == "noise-band"])]:
    p(f"\n================ {cs}: {D.groupby(['dataset','epsilon']).ngroups} (table, eps) cells, {D.dataset.nunique()} tables, {len(D)} paired splits")
    p("overall:", "; ".join(f"{v}-cur {ms(D[v] - D['cur'])}" for v in V))
    table(D, "epsilon", "per eps")
    table(D, "band", "per n_train·eps band")
    table(D, "group", "per group")
# where the gate actually fired (the snr fit's own n-hat); cur's fit is independent of that draw
p("\n================ FITS WHERE THE VARIANT'S GATE FIRED (its own n-hat), paired with cur on the same split")
for v in ["snr", "snr2"]:
    F = W[W[f"{v}_fired"] == True]
    p(f"{v}: {ms(F[v] - F['cur'])}; fired in {len(F)}/{len(W)} paired splits ({F.groupby(['dataset','epsilon']).ngroups} cells, {F.dataset.nunique()} tables)")
    for k, g in F.groupby("epsilon"):
        p(f"   eps {k}: {ms(g[v] - g['cur'])}")
    for k, g in F.groupby("group"):
        p(f"   {k}: {ms(g[v] - g['cur'])}")
    for k, g in F.groupby("band", observed=True):
        p(f"   {k}: {ms(g[v] - g['cur'])}")
F = W[W.cap_fired]
p(f"cap: {ms(F['cap'] - F['cur'])}; fired in {len(F)}/{len(W)} paired splits ({F.groupby(['dataset','epsilon']).ngroups} cells, {F.dataset.nunique()} tables)")
for k, g in F.groupby("epsilon"):
    p(f"   eps {k}: {ms(g['cap'] - g['cur'])}")
# per table
p("\n================ PER TABLE (mean over eps cells run; diff vs cur)")
T = W.groupby(["group", "dataset"]).apply(lambda g: pd.Series({
    "n_train": g.n_train.iloc[0], "eps": ",".join(f"{e:g}" for e in sorted(g.epsilon.unique())), "splits": len(g),
    "cur": g.cur.mean(), **{f"{v}-cur": (g[v] - g.cur).mean() for v in V},
    "se(snr)": (g.snr - g.cur).std(ddof=1) / np.sqrt(len(g)), "snr_fire": g.snr_fired.mean(), "cap_fire": g.cap_fired.mean()}), include_groups=False).reset_index()
p("most lost (snr-cur):"); p(T.sort_values("snr-cur").head(15).round(4).to_string(index=False))
p("most won (snr-cur):"); p(T.sort_values("snr-cur", ascending=False).head(15).round(4).to_string(index=False))
# named tables per eps
p("\n================ NAMED TABLES, per eps (mean accuracy; diffs vs cur ± SE; snr/snr2 gate firing rate)")
pat = "smoking|^mpg$|^car$|mushroom|birthwt|vcd/Baseball|Swahili|hearthstone|gibraltar|nuclides"
N = W[W.dataset.str.contains(pat)]
rows = []
for (ds, e), g in N.groupby(["dataset", "epsilon"]):
    rows.append({"dataset": ds, "eps": e, "splits": len(g), "majority": round(g.majority.mean(), 3), "cur": round(g.cur.mean(), 3),
                 **{f"{v}-cur": f"{(g[v]-g.cur).mean():+.3f}±{(g[v]-g.cur).std(ddof=1)/np.sqrt(len(g)):.3f}" for v in V},
                 "fires snr/snr2/cap": f"{g.snr_fired.mean():.2f}/{g.snr2_fired.mean():.2f}/{g.cap_fired.mean():.2f}"})
p(pd.DataFrame(rows).to_string(index=False))
# constant fits
p("\n================ CONSTANT (ONE-CLASS) FITS per variant (n_pred_classes == 1 on the test set)")
c = r.assign(const=r.n_pred_classes == 1).groupby(["cellset", "method"]).const.agg(["sum", "count"])
p(c.to_string())
c2 = r.assign(const=r.n_pred_classes == 1).groupby(["epsilon", "method"]).const.sum().unstack()
p(c2.to_string())
ww = r.assign(cmw=r.warnings.astype(object).fillna("").str.contains("ConstantModelWarning"), ssw=r.warnings.astype(object).fillna("").str.contains("SparseSplitWarning"))
p("ConstantModelWarning / SparseSplitWarning fits per variant:")
p(ww.groupby("method")[["cmw", "ssw"]].sum().to_string())
errs = r[r.error.notna() & (r.error.astype(object) != "")]
p(f"\nfit errors: {len(errs)}")
print("\n".join(out))
W.to_csv("/tmp/mwsnr/wide.csv", index=False)
T.to_csv("/tmp/mwsnr/per_table.csv", index=False)
