"""Paired candidate − cur differences of run.py's rows, per candidate: overall, by ε, by n·ε band,
by group, on the cells where the candidate acts at the true n (affected_snr.py) and where it does
not, on the fits where it acted under the fit's own noisy n̂, cells better / worse by > 2 SE, the
largest gains and losses, and the suite's cells.
    python3 analyze.py ROWS.csv[,ROWS2.csv] CELLS.csv"""
import sys
import numpy as np, pandas as pd

CANDS = ("snr_nojoint", "snr_all")
BANDS = [0, 100, 300, 1000, 3000, np.inf]
BLAB = ["<100", "100-300", "300-1k", "1k-3k", ">=3k"]


def se(s):
    return s.std(ddof=1) / np.sqrt(len(s)) if len(s) > 1 else np.nan


def fmt(s):
    return f"{s.mean():+.4f} ± {se(s):.4f} (n={len(s)})" if len(s) else "—"


def main(rows, cells):
    r = pd.concat([pd.read_csv(f) for f in rows.split(",")], ignore_index=True)
    r = r[r.error.isna() | (r.error == "")]
    c = pd.read_csv(cells)
    key = ["group", "key", "epsilon"]
    acc = r.pivot_table(index=key + ["seed"], columns="method", values="accuracy")
    acted = r[r.method != "cur"].pivot_table(index=key + ["seed"], columns="method",
                                             values="acted", aggfunc="first")
    meta = c.set_index(key)[["dataset", "n_train", "cellset", "acts_snr_nojoint", "acts_snr_all", "joint_mw",
                             "depth_rule", "k", "n_eps"]]
    out = []
    for v in CANDS:
        if v not in acc:
            continue
        d = (acc[v] - acc["cur"]).dropna().rename("diff").reset_index()
        d = d.merge(meta.reset_index(), on=key, how="left")
        d["acted"] = [bool(acted.loc[tuple(x), v]) if tuple(x) in acted.index else np.nan
                      for x in d[key + ["seed"]].itertuples(index=False)]
        d["band"] = pd.cut(d.n_train * d.epsilon, BANDS, labels=BLAB, right=False)
        d["grp"] = d.group.str.replace(r"wheels\d+", "darfur", regex=True).replace(
            {"suite": "curated", "holdout": "curated", "fresh": "curated"})
        acts = d[f"acts_{v}"].astype(bool)
        cell = d.groupby(key).agg(dataset=("dataset", "first"), diff=("diff", "mean"), se=("diff", se),
                                  n=("diff", "size"), acts=(f"acts_{v}", "first"),
                                  acted=("acted", "mean"))
        cm = cell["diff"]
        out.append(f"== {v} − cur: all {cell.shape[0]} cells, {len(d)} paired fits")
        out.append(f"  pooled fits {fmt(d['diff'])}; mean of cell means {cm.mean():+.4f} ± {se(cm):.4f}")
        out.append(f"  cells where it acts at the true n: {fmt(d.loc[acts, 'diff'])} "
                   f"[{int(cell.acts.astype(bool).sum())} cells]; where it does not: {fmt(d.loc[~acts, 'diff'])}")
        out.append(f"  fits where it acted (own noisy n̂): {fmt(d.loc[d.acted == True, 'diff'])}; "
                   f"did not act: {fmt(d.loc[d.acted == False, 'diff'])}")
        out.append(f"  no-candidate-acts sample: {fmt(d.loc[d.cellset == 'noact', 'diff'])}")
        d["kband"] = pd.cut(d.k, [0, 5, 10, 30, np.inf], labels=["k<=4", "5-9", "10-29", ">=30"], right=False)
        d["depth_rule"] = d.depth_rule.astype("Int64")
        for name, col in (("epsilon", "epsilon"), ("n·ε band", "band"), ("group", "grp"),
                          ("largest domain k", "kband"), ("rule depth", "depth_rule"), ("joint draw on plain multiway", "joint_mw")):
            t = d.groupby(col, observed=True)["diff"]
            ta = d[acts].groupby(col, observed=True)["diff"]
            out.append(f"  by {name}: " + "; ".join(f"{k}: {g.mean():+.4f} ± {se(g):.4f} ({len(g)})" for k, g in t))
            out.append(f"    (acting cells) " + "; ".join(f"{k}: {g.mean():+.4f} ± {se(g):.4f} ({len(g)})" for k, g in ta))
        better = cell[cell["diff"] > 2 * cell.se]
        worse = cell[cell["diff"] < -2 * cell.se]
        out.append(f"  cells better / worse by > 2 SE: {len(better)} / {len(worse)}")
        for lab, t in (("better", better), ("worse", worse)):
            if len(t):
                out.append(f"    {lab}: " + ", ".join(f"{x.dataset} {e:g} {x['diff']:+.3f}±{x.se:.3f}"
                                                     for (g, k, e), x in t.sort_values("diff").iterrows()))
        s = cell.sort_values("diff")
        out.append("  largest losses: " + ", ".join(f"{x.dataset} {e:g} {x['diff']:+.3f}±{x.se:.3f}"
                                                    for (g, k, e), x in s.head(8).iterrows()))
        out.append("  largest gains:  " + ", ".join(f"{x.dataset} {e:g} {x['diff']:+.3f}±{x.se:.3f}"
                                                    for (g, k, e), x in s.tail(8)[::-1].iterrows()))
        tab = d.groupby("dataset")["diff"].agg(["mean", "size"]).sort_values("mean")
        out.append("  by table, most lost: " + ", ".join(f"{k} {x['mean']:+.3f}" for k, x in tab.head(5).iterrows()))
        out.append("  by table, most won:  " + ", ".join(f"{k} {x['mean']:+.3f}" for k, x in tab.tail(5)[::-1].iterrows()))
        suite = cell.reset_index()
        suite = suite[suite.group == "suite"]
        if len(suite):
            out.append("  suite cells: " + ", ".join(f"{x.dataset} {x.epsilon:g} {x['diff']:+.4f}±{x.se:.4f}"
                                                     f"{' (acts)' if x.acts else ''}" for _, x in suite.iterrows()))
        out.append("")
    # below the majority rate and one-class fits
    maj = r.pivot_table(index=key + ["seed"], columns="method", values="majority").iloc[:, 0]
    ncls = r.pivot_table(index=key + ["seed"], columns="method", values="n_pred_classes")
    low = {m: int((acc[m] < maj.loc[acc.index] - 0.01).sum()) for m in acc.columns}
    one = {m: int((ncls[m] == 1).sum()) for m in ncls.columns}
    out.append("fits > 1 pt below the majority rate: " + ", ".join(f"{m} {v}" for m, v in low.items()))
    out.append("one-class fits: " + ", ".join(f"{m} {v}" for m, v in one.items()))
    flags = c.set_index(key)
    for v in CANDS:
        if v not in acc:
            continue
        idx = [i for i in acc.index if bool(flags.loc[i[:3], f"acts_{v}"])]
        a, n1, mj = acc.loc[idx], ncls.loc[idx], maj.loc[idx]
        out.append(f"  on {v}'s acting cells ({len(idx)} paired fits): > 1 pt below majority: cur "
                   f"{int((a['cur'] < mj - 0.01).sum())}, {v} {int((a[v] < mj - 0.01).sum())}; one-class: "
                   f"cur {int((n1['cur'] == 1).sum())}, {v} {int((n1[v] == 1).sum())}; mean accuracy cur "
                   f"{a['cur'].mean():.4f}, {v} {a[v].mean():.4f}, majority {mj.mean():.4f}")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
