"""Paired variant − cur differences of run.py's rows: overall, by n·ε band, by ε, by group, per
cell and per table (largest gains and losses), Adult's means per ε, how often each selector picked
the random candidate, fit times relative to cur, ledger checks.
    python3 analyze.py ROWS.csv[,ROWS2.csv]"""
import sys
import numpy as np, pandas as pd

CANDS = ("choice0", "choice_half", "random")
BANDS = [3000, 10000, 30000, np.inf]
BLAB = ["3k-10k", "10k-30k", ">=30k"]


def se(s):
    return s.std(ddof=1) / np.sqrt(len(s)) if len(s) > 1 else np.nan


def fmt(s):
    return f"{s.mean():+.4f} ± {se(s):.4f} (n={len(s)})" if len(s) else "—"


def cellfmt(s):
    """mean of cell means ± SE over cells"""
    return f"{s.mean():+.4f} ± {se(s):.4f} ({len(s)} cells)"


def main(rows):
    r = pd.concat([pd.read_csv(f) for f in rows.split(",")], ignore_index=True)
    out = []
    err = r[r.error.notna() & (r.error != "")]
    out.append(f"rows {len(r)}, errors {len(err)}" + (": " + "; ".join(
        f"{x.dataset} {x.epsilon:g} {x.method}: {x.error}" for x in err.head(10).itertuples()) if len(err) else ""))
    r = r[r.error.isna() | (r.error == "")]
    bad = r[~r.ledger_ok.astype(bool)]
    out.append(f"ledger_.epsilon == epsilon: {int(r.ledger_ok.astype(bool).sum())} / {len(r)} fits"
               + (f"; NOT on {len(bad)}" if len(bad) else ""))
    key = ["group", "key", "epsilon"]
    acc = r.pivot_table(index=key + ["seed"], columns="method", values="accuracy")
    meta = r.groupby(key).agg(dataset=("dataset", "first"), n_train=("n_train", "first"))
    cells = acc.reset_index()[key].drop_duplicates()
    out.append(f"{len(cells)} cells, {acc.reset_index().dataset.nunique() if 'dataset' in acc else meta.dataset.nunique()} tables, "
               f"fits per method: " + ", ".join(f"{m} {int(acc[m].notna().sum())}" for m in acc.columns))
    out.append("")
    for v in CANDS:
        if v not in acc:
            continue
        d = (acc[v] - acc["cur"]).dropna().rename("diff").reset_index().merge(meta.reset_index(), on=key)
        d["band"] = pd.cut(d.n_train * d.epsilon, BANDS, labels=BLAB, right=False)
        d["grp"] = d.group.replace({"suite": "curated", "holdout": "curated", "fresh": "curated",
                                     "wheels46": "outside", "wheels47": "outside"})
        cell = d.groupby(key).agg(dataset=("dataset", "first"), band=("band", "first"), grp=("grp", "first"),
                                  diff=("diff", "mean"),
                                  se=("diff", se), n=("diff", "size"))
        out.append(f"== {v} − cur: {len(cell)} cells, {len(d)} paired fits")
        out.append(f"  pooled fits {fmt(d['diff'])}; mean of cell means {cellfmt(cell['diff'])}; "
                   f"ahead / behind on {int((d['diff'] > 0).sum())} / {int((d['diff'] < 0).sum())} fits")
        for name, col in (("n·ε band", "band"), ("epsilon", "epsilon"), ("group", "grp")):
            t = d.groupby(col, observed=True)["diff"]
            tc = cell.reset_index().groupby(col, observed=True)["diff"]
            out.append(f"  by {name} (fits): " + "; ".join(f"{k}: {g.mean():+.4f} ± {se(g):.4f} ({len(g)})" for k, g in t))
            out.append(f"  by {name} (cell means): " + "; ".join(f"{k}: {g.mean():+.4f} ± {se(g):.4f} ({len(g)})" for k, g in tc))
        better = cell[cell["diff"] > 2 * cell.se]
        worse = cell[cell["diff"] < -2 * cell.se]
        out.append(f"  cells better / worse by > 2 SE: {len(better)} / {len(worse)}")
        s = cell.sort_values("diff")
        out.append("  largest cell losses: " + ", ".join(f"{x.dataset} {e:g} {x['diff']:+.3f}±{x.se:.3f}"
                                                       for (g, k, e), x in s.head(8).iterrows()))
        out.append("  largest cell gains:  " + ", ".join(f"{x.dataset} {e:g} {x['diff']:+.3f}±{x.se:.3f}"
                                                       for (g, k, e), x in s.tail(8)[::-1].iterrows()))
        tab = d.groupby("dataset")["diff"].agg(["mean", se, "size"]).sort_values("mean")
        out.append("  by table, most lost: " + ", ".join(f"{k} {x['mean']:+.3f}±{x['se']:.3f} ({int(x['size'])})" for k, x in tab.head(6).iterrows()))
        out.append("  by table, most won:  " + ", ".join(f"{k} {x['mean']:+.3f}±{x['se']:.3f} ({int(x['size'])})" for k, x in tab.tail(6)[::-1].iterrows()))
        out.append(f"  tables ahead / behind (mean over their fits): {int((tab['mean'] > 0).sum())} / {int((tab['mean'] < 0).sum())} of {len(tab)}")
        out.append("")
    # named tables per ε
    for nm in ("adult", "mastercard_bin_credit", "morton_word_recalled"):
        sub = r[r.dataset == nm]
        if not len(sub):
            continue
        out.append(f"{nm}: mean accuracy per ε (fits per method)" + (
            " [targets 0.825 / 0.84 / 0.845 / 0.85]" if nm == "adult" else ""))
        for e, g in sub.groupby("epsilon"):
            m = g.groupby("method").accuracy.agg(["mean", "size"])
            w = g.pivot_table(index="seed", columns="method", values="accuracy")
            out.append(f"  ε {e:g}: " + ", ".join(f"{k} {m.loc[k, 'mean']:.4f}" + (
                f" ({(w[k] - w['cur']).mean():+.4f} ± {se(w[k] - w['cur']):.4f})" if k != "cur" else f" (n={int(m.loc[k, 'size'])})")
                for k in ["cur", *CANDS] if k in m.index))
        out.append("")
    # pick rates
    sel = r[r.method.isin(["choice0", "choice_half"])].copy()
    sel["band"] = pd.cut(sel.n_train * sel.epsilon, BANDS, labels=BLAB, right=False)
    out.append("share of fits where the selector picked the random candidate:")
    for v, g in sel.groupby("method"):
        out.append(f"  {v}: {g.picked.mean():.3f} ({int(g.picked.sum())} / {len(g)}); by band "
                   + "; ".join(f"{k}: {x.picked.mean():.3f}" for k, x in g.groupby("band", observed=True))
                   + "; by ε " + "; ".join(f"{k:g}: {x.picked.mean():.3f}" for k, x in g.groupby("epsilon")))
        pt = g.groupby("dataset").picked.mean().sort_values(ascending=False)
        out.append(f"    tables picking random most: " + ", ".join(f"{k} {x:.2f}" for k, x in pt.head(8).items()))
    # was the pick right?  random − cur on the cells, against the pick rate
    if "random" in acc:
        rc = (acc["random"] - acc["cur"]).groupby(level=key).mean().rename("random_gain")
        pk = sel.groupby(key + ["method"]).picked.mean().unstack("method")
        j = pk.join(rc, how="inner")
        for v in ("choice0", "choice_half"):
            if v in j:
                out.append(f"  {v}: pick rate on cells where random alone beats cur by > 1 pt: "
                           f"{j.loc[j.random_gain > 0.01, v].mean():.3f} ({int((j.random_gain > 0.01).sum())} cells); "
                           f"where it loses by > 1 pt: {j.loc[j.random_gain < -0.01, v].mean():.3f} "
                           f"({int((j.random_gain < -0.01).sum())} cells)")
    out.append("")
    # fit times
    ft = r.pivot_table(index=key + ["seed"], columns="method", values="fit_seconds")
    out.append("fit time relative to cur: total seconds ratio; median of per-fit ratios")
    for v in CANDS:
        if v in ft:
            ok = ft[[v, "cur"]].dropna()
            out.append(f"  {v}: {ok[v].sum() / ok['cur'].sum():.2f}; {(ok[v] / ok['cur']).median():.2f} "
                       f"(cur total {ok['cur'].sum():.0f} s, {v} {ok[v].sum():.0f} s)")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
