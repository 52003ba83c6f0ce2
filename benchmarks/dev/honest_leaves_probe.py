"""Honest leaves, measured for docs/default_forest.md ("Honest leaves", not adopted).

    python3 benchmarks/dev/honest_leaves_probe.py arrests,caravan,...,diamonds 3 OUT.csv

Development only.  Where the default releases counts (greedy regime), the tree's structure is
grown by the default on one part of the training records (``h50``: a half; ``h67s``: two
thirds, with leaf_share 0.02 so the structure gets nearly all of epsilon; ``h50s``: a half, the
same share) and its leaves count the other part with the full epsilon (the parts are disjoint:
parallel composition).  A leaf predicts the argmax of those counts (the first part's counts
break ties).  Paired against the default on the same split.  The parts are drawn here with a
seeded generator, not from record content: enough for a measurement, not a private fit."""
import sys, warnings, numpy as np, pandas as pd
warnings.simplefilter("ignore")
import dpforest as d
from dpforest.privacy import mechanisms as mech
from dpforest.benchmarks import datasets as B
from concurrent.futures import ProcessPoolExecutor

def take(X, mask):
    idx = np.flatnonzero(mask)
    return X.iloc[idx] if hasattr(X, "iloc") else X[idx]

def honest(Xtr, ytr, yi, Xte, s, eps, seed, frac, ls):
    rng = np.random.default_rng(1000 + seed)
    half = rng.uniform(size=len(Xtr)) < frac
    kw = dict(leaf_release="counts") if ls is None else dict(leaf_release="counts", leaf_share=ls)
    A = d.DPForestClassifier(eps, s, random_state=seed, progress=False, **kw).fit(take(Xtr, half), take(ytr, half))
    t = A.trees_[0]
    C = s.n_classes
    leafB = A.apply(take(Xtr, ~half))[:, 0]
    hist = np.zeros((t.n_nodes, C), dtype=np.int64)
    np.add.at(hist, (leafB, yi[~half]), 1)
    leaves = np.flatnonzero(t.is_leaf)
    cB = np.zeros((t.n_nodes, C)); cB[leaves] = mech.noisy_counts(hist[leaves], eps).astype(float)
    cA = np.nan_to_num(t.counts, nan=0.0)
    lt = A.apply(Xte)[:, 0]
    score = np.clip(cB[lt], 0, None) + 1e-6 * np.clip(cA[lt], 0, None)
    return score.argmax(1)

def job(args):
    name, eps, seed = args
    ds = B.load(name)
    Xtr, ytr, Xte, yte = B.split(ds, seed)
    s = ds.schema
    yi = s.encode_labels(ytr); yti = s.encode_labels(yte)
    top = np.bincount(yi, minlength=s.n_classes).argmax()
    m = d.DPForestClassifier(eps, s, random_state=seed, progress=False).fit(Xtr, ytr)
    row = dict(dataset=name, epsilon=eps, seed=seed, majority=float(np.mean(yti == top)), release=m.leaf_release_,
               cur=float(np.mean(s.encode_labels(m.predict(Xte)) == yti)))
    if m.leaf_release_ != "counts" or getattr(m, "regime_", "greedy") != "greedy":
        for v in ("h50", "h50s", "h67s"):
            row[v] = row["cur"]
        return row
    for v, frac, ls in (("h50", 0.5, None), ("h50s", 0.5, 0.02), ("h67s", 2 / 3, 0.02)):
        row[v] = float(np.mean(honest(Xtr, ytr, yi, Xte, s, eps, seed, frac, ls) == yti))
    return row

if __name__ == "__main__":
    names = sys.argv[1].split(","); seeds = int(sys.argv[2])
    jobs = [(n, e, sd) for n in names for e in (0.1, 0.5, 1.0, 2.0) for sd in range(seeds)]
    with ProcessPoolExecutor(2) as ex:
        rows = list(ex.map(job, jobs))
    df = pd.DataFrame(rows); df.to_csv(sys.argv[3], index=False)
    vs = ["h50", "h50s", "h67s"]
    g = df.groupby(["dataset", "epsilon"])[["cur"] + vs + ["majority"]].mean().round(4)
    print(g.to_string())
    for v in vs:
        dd = df[v] - df.cur
        print(v, round(dd.mean(), 4), "+-", round(dd.std() / np.sqrt(len(df)), 4), "| counts cells only:",
              round(dd[df.release == "counts"].mean(), 4), "n", int((df.release == "counts").sum()))
