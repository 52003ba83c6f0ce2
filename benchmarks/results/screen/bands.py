# per-band / applied-only paired differences: python3 benchmarks/results/screen/bands.py ROWS.csv ... (rows of a screen run, optionally concatenated with oracle/rows_*.csv)
import pandas as pd, numpy as np, sys
for f in sys.argv[1:]:
    r = pd.read_csv(f)
    if "n_features" not in r:
        nf = {"internet_ads":1558,"digits":64,"caravan":85,"parkinsons_speech":751}
        r["n_features"] = r.dataset.map(nf)
    key = ["dataset","epsilon","seed"]
    w = r.pivot_table(index=key, columns="method", values="accuracy")
    meta = r[r.method=="cur"].set_index(key)[["n_train","n_features"]]
    w = w.join(meta)
    w["neps"] = w.n_train * w.index.get_level_values("epsilon")
    w["band"] = pd.cut(w["neps"], [0,100,300,1000,3000,1e4,1e9], labels=["<100","100-300","300-1k","1k-3k","3k-10k",">10k"])
    print("==", f)
    for v, k in [(c, int(c.lstrip("screnoacl"))) for c in ("screen8","screen16","oracle8","oracle16") if c in w]:
        d = w[w.n_features > 2*k]
        diff = d[v]-d["cur"]
        print(f"  {v} where applied (F>{2*k}): {diff.mean():+.4f} ± {diff.sem():.4f} ({len(diff)} fits, {d.index.get_level_values(0).nunique()} tables); not applied: "
              f"{(w[w.n_features<=2*k][v]-w[w.n_features<=2*k]['cur']).mean():+.4f} ({(w.n_features<=2*k).sum()} fits)")
        g = diff.groupby(d.band, observed=True).agg(["mean","sem","count"])
        print("   by n*eps:", "; ".join(f"{b} {x['mean']:+.4f}±{x['sem']:.4f} (n={int(x['count'])})" for b, x in g.iterrows()))
        ge = diff.groupby(level="epsilon").agg(["mean","sem","count"])
        print("   by eps:", "; ".join(f"{b} {x['mean']:+.4f}±{x['sem']:.4f} (n={int(x['count'])})" for b, x in ge.iterrows()))
        per = diff.groupby(level="dataset").mean().sort_values()
        print("   lost:", ", ".join(f"{a} {b:+.3f}" for a,b in per.head(4).items()), "| won:", ", ".join(f"{a} {b:+.3f}" for a,b in per.tail(4)[::-1].items()))
