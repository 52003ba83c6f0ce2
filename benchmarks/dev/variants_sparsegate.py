"""A narrower public gate on plain multiway growth: mixed growth where the largest categorical
domain is a many-level code with fewer than m records per level by the noisy size.

    cd benchmarks/dev
    python3 variants_sparsegate.py wide --limit 400 > ../results/sparsegate/wide_tables.txt
    SPARSEGATE_LOG=../results/sparsegate/auto/gate_log.csv \\
    python3 auto_tables.py --limit 400 --only $(cut -d' ' -f1 ../results/sparsegate/wide_tables.txt | paste -sd,) \\
        --variants variants_sparsegate.py --methods cur,gate16,gate8 --epsilons 0.1,0.5,2 --seeds 3 \\
        --jobs 2 --out ../results/sparsegate/auto
    python3 paired_diff.py ../results/sparsegate/auto/rows.csv --ref cur
    python3 variants_sparsegate.py touched ../results/sparsegate/auto     # fits the gate changed
    SPARSEGATE_LOG=../results/sparsegate/walk/gate_log.csv \\
    python3 variants_sparsegate.py walk --splits 6 --epsilons 0.5,1,2 --out ../results/sparsegate/walk

``gate<m>``: where the rule picks plain multiway growth, it picks mixed growth instead when the
largest categorical domain k is at least 8 (:data:`SPARSE_SPLIT_MIN_BRANCHES`) and n̂ / k < m,
n̂ the per-tree noisy size the depth rule was given (the default grows one tree).  Public: the
schema and the charged n̂ -- the same test SparseSplitWarning applies to a released root split,
moved before growth.  (``rec16`` of variants_mwrecords.py tests n̂ against the most leaves of
the whole tree instead, which also catches small factors at depth.)

Each gate fit appends one line to ``$SPARSEGATE_LOG`` (default: ../results/sparsegate/
gate_log.csv): the schema's fingerprint, ε, seed, k, n̂, depth, the rule's split and the gate's.
"""
import hashlib
import os
import sys
from pathlib import Path

import numpy as np

import dpforest as d
import dpforest.forests.default as D

sys.path.insert(0, str(Path(__file__).resolve().parent))
from variants_mwcap import _SeesNoisyN  # noqa: E402

_HERE = Path(__file__).resolve().parent
_DEFAULT_LOG = _HERE.parent / "results" / "sparsegate" / "gate_log.csv"


def fingerprint(schema) -> str:
    """A table's schema as a short hash (feature names and domains, classes)."""
    s = schema if isinstance(schema, d.Schema) else d.Schema.from_dict(schema)
    key = repr([(f.name, f.kind, getattr(f, "categories", None)) for f in s.features]) + \
        repr(list(s.classes))
    return hashlib.sha1(key.encode()).hexdigest()[:12]


def largest_domain(schema) -> int:
    cat = [f.n_codes(schema.n_bins) for f in schema.features if f.kind == "categorical"]
    return max(cat) if cat else 0


def _log(line: str) -> None:
    path = Path(os.environ.get("SPARSEGATE_LOG", str(_DEFAULT_LOG)))
    path.parent.mkdir(parents=True, exist_ok=True)
    new = not path.exists()
    with open(path, "a") as fh:       # one short write per fit: O_APPEND keeps lines whole
        fh.write(("fingerprint,variant,epsilon,seed,k,n_hat,depth,rule,gated\n" if new else "")
                 + line + "\n")


def _gate_rule(m):
    class _Gate(_SeesNoisyN):
        def _rules(self, n):
            split_rule = D.auto_categorical_split
            est = self

            def split(schema, depth, *rest, **kw):
                s = split_rule(schema, depth, *rest, **kw)
                k = largest_domain(schema)
                out = s
                if s == "multiway" and np.isfinite(n()) and \
                        k >= D.SPARSE_SPLIT_MIN_BRANCHES and n() / k < m:
                    out = "mixed"
                _log(f"{est._fp},gate{m},{est.epsilon},{est.random_state},{k},{n():.1f},"
                     f"{depth},{s},{out}")
                return out

            return {"auto_categorical_split": split}

    def make(e, s, r):
        est = _Gate(epsilon=e, schema=s, random_state=r, progress=False)
        est._fp = fingerprint(s)
        return est

    return make


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "gate16": _gate_rule(16),
    "gate8": _gate_rule(8),
}


# ---------------------------------------------------------------- command line (not the variants)
def _wide(limit):
    """The automatic tables with a categorical feature of >= 8 codes (the only ones a gate can
    touch): 'package/item k n_rows'."""
    import auto_tables as A
    for spec in A.tables(limit):
        ds = A.load(*spec)
        k = largest_domain(ds.schema)
        if k >= D.SPARSE_SPLIT_MIN_BRANCHES:
            print(f"{spec[0]}/{spec[1]} {k} {len(ds.y)} {fingerprint(ds.schema)}", flush=True)


def _touched(folder):
    """Per table and ε: fits where a gate changed the growth (from the log and wide_tables.txt)."""
    import pandas as pd
    folder = Path(folder)
    log = pd.read_csv(folder / "gate_log.csv")
    names, fp = {}, {}
    wide = folder.parent / "wide_tables.txt"
    if wide.exists():
        for line in wide.read_text().split("\n"):
            if line.strip():
                p = line.split()
                names[p[3]] = p[0]
                fp[p[0]] = p[3]
    log["dataset"] = log.fingerprint.map(names).fillna(log.fingerprint)
    log["changed"] = log.rule != log.gated
    print(f"{log.dataset.nunique()} tables, {len(log)} gate fits logged")
    for v, g in log.groupby("variant"):
        ch = g[g.changed]
        print(f"{v}: growth changed in {len(ch)} of {len(g)} fits, on {ch.dataset.nunique()} tables; "
              f"rule said multiway in {int((g.rule == 'multiway').sum())} fits")
        if len(ch):
            t = ch.groupby(["dataset", "epsilon"]).size().unstack("epsilon").fillna(0).astype(int)
            kk = g.groupby("dataset").k.first()
            nn = g.groupby("dataset").n_hat.median()
            t["k"] = kk.loc[t.index]
            t["median_n_hat"] = nn.loc[t.index].round(0)
            print(t.to_string())
    rows = folder / "rows.csv"
    if not rows.exists():
        return
    # the paired differences on the fits a gate changed (rpart/solder and survival/solder share
    # a schema, so their log lines cannot be told apart: a fit counts as changed if either's did)
    r = pd.read_csv(rows)
    r["fingerprint"] = r.dataset.map(fp)
    wide_r = r.pivot_table(index=["dataset", "fingerprint", "epsilon", "seed"], columns="method",
                           values="accuracy").reset_index()
    for v, g in log.groupby("variant"):
        ch = g.groupby(["fingerprint", "epsilon", "seed"]).changed.any().rename("changed").reset_index()
        j = wide_r.merge(ch, on=["fingerprint", "epsilon", "seed"], how="left")
        j["changed"] = j.changed.fillna(False).astype(bool)
        j["diff"] = j[v] - j["cur"]
        c, u = j[j.changed], j[~j.changed]
        se = lambda x: x.std(ddof=1) / max(len(x), 1) ** 0.5    # noqa: E731
        print(f"\n{v} - cur on the fits it changed: {c['diff'].mean():+.4f} ± {se(c['diff']):.4f} "
              f"({len(c)} fits, {c.dataset.nunique()} tables); on the others: "
              f"{u['diff'].mean():+.4f} ± {se(u['diff']):.4f} ({len(u)} fits)")
        for e, ge in c.groupby("epsilon"):
            print(f"  eps {e:g}: {ge['diff'].mean():+.4f} ± {se(ge['diff']):.4f} ({len(ge)} fits)")
        per = c.groupby("dataset")["diff"].agg(["mean", "size"]).sort_values("mean")
        print("  per table (changed fits only): " +
              ", ".join(f"{i} {m:+.3f} ({n})" for i, (m, n) in per.iterrows()))


WALK = [  # (package, item, target, dropped columns)
    ("modeldata", "Sacramento", "type", ()),
    ("ggplot2", "mpg", "cyl", ()),
    ("vcd", "Baseball", "league86", ("name1", "name2", "league87")),
]


def _walk_dataset(package, item, target, drop):
    """The walkthrough's tables: every other numeric column with two or more values, every other
    factor with 2-100 levels (so Sacramento's 68-level zip and mpg's 38-level model stay;
    Baseball's player names go, and next season's league that restates the target), with
    auto_tables' benchmark-convention schema."""
    import auto_tables as A
    import pandas as pd
    df = A.load_quietly(package, item).drop(columns=list(drop))
    num, cat = [], []
    for c in df.columns:
        if c == target:
            continue
        s = df[c]
        if A._is_factor(s):
            if 2 <= s.nunique() <= 100:
                cat.append(c)
        elif pd.api.types.is_numeric_dtype(s) and s.nunique() >= 2:
            num.append(c)
    return A.frame_dataset(df, f"{package}/{item}", target, num, cat)


def _walk(splits, epsilons, out):
    import warnings

    import pandas as pd
    from dpforest.benchmarks import datasets as bd
    rows = []
    for spec in WALK:
        ds = _walk_dataset(*spec)
        for eps in epsilons:
            for seed in range(splits):
                Xtr, ytr, Xte, yte = bd.split(ds, seed)
                for v, make in VARIANTS.items():
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        m = make(eps, ds.schema, seed).fit(Xtr, ytr)
                    t = m.trees_[0]
                    root = m.schema_.feature_names[int(t.feature[0])] if t.feature[0] >= 0 else "-"
                    rows.append(dict(dataset=ds.name, method=v, epsilon=eps, seed=seed,
                                     accuracy=float(np.mean(m.predict(Xte) == np.asarray(yte))),
                                     majority=float(np.mean(np.asarray(yte) == pd.Series(ytr).mode()[0])),
                                     split=getattr(m, "categorical_split_", "?"), depth=getattr(m, "max_depth_", -1), root=root,
                                     n_train=len(ytr), k=largest_domain(ds.schema)))
        print(ds.name, "done", flush=True)
    df = pd.DataFrame(rows)
    Path(out).mkdir(parents=True, exist_ok=True)
    df.to_csv(Path(out) / "rows.csv", index=False)
    t = df.groupby(["dataset", "epsilon", "method"]).accuracy.mean().unstack("method")
    t["majority"] = df.groupby(["dataset", "epsilon"]).majority.mean()
    print(t.round(3).to_string())
    print(df.groupby(["dataset", "epsilon", "method"]).root.agg(lambda r: " ".join(r)).unstack("method").to_string())


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser()
    p.add_argument("what", choices=("wide", "touched", "walk"))
    p.add_argument("folder", nargs="?")
    p.add_argument("--limit", type=int, default=400)
    p.add_argument("--splits", type=int, default=6)
    p.add_argument("--epsilons", default="0.5,1,2")
    p.add_argument("--out", default=str(_HERE.parent / "results" / "sparsegate" / "walk"))
    a = p.parse_args()
    if a.what == "wide":
        _wide(a.limit)
    elif a.what == "touched":
        _touched(a.folder)
    else:
        _walk(a.splits, [float(e) for e in a.epsilons.split(",")], a.out)
