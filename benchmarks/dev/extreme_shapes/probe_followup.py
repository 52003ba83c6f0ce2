"""Follow-up probes on the cases flagged by run.py.  python3 probe_followup.py [part ...]
parts: grid xor auc manyclass tiny.  Output to stdout (saved in benchmarks/results/extreme_shapes/followup.txt)."""
import os
import sys
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import StratifiedShuffleSplit

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
OUT = os.environ.get("EXTREME_SHAPES_OUT", "benchmarks/results/extreme_shapes")  # noqa: E402
import cases  # noqa: E402
from cases import CASES  # noqa: E402

import dpforest  # noqa: E402
from dpforest import DPForestClassifier, Schema  # noqa: E402
from dpforest.inspection import export_text  # noqa: E402

warnings.simplefilter("ignore")


def split(y, seed):
    return next(StratifiedShuffleSplit(1, test_size=0.3, random_state=seed).split(np.zeros(len(y)), y))


def acc(m, X, y):
    return float((np.asarray(m.predict(X)) == y).mean())


def part_grid():
    print("=== grid: narrow_bound / lognormal thresholds (split 0, eps=1)")
    for name in ("narrow_bound", "lognormal"):
        X, y, schema, _ = CASES[name]()
        tr, te = split(y, 0)
        m = DPForestClassifier(epsilon=1.0, schema=schema, random_state=0, progress=False).fit(X.iloc[tr], y[tr])
        print(name, "acc", acc(m, X.iloc[te], y[te]), "depth", m.max_depth_)
        print(export_text(m, show_counts=False, max_depth=3))
    print("=== narrow_bound: declared bound width vs eps (6 splits, mean acc)")
    X, y, _, _ = CASES["narrow_bound"]()
    for hi in (1.0, 10.0, 1000.0):
        schema = Schema.from_dataframe(X, classes=[0, 1], bounds={k: (0.0, hi) for k in X})
        row = []
        for eps in (0.1, 0.5, 1.0, 2.0):
            a = [acc(DPForestClassifier(epsilon=eps, schema=schema, random_state=s, progress=False)
                     .fit(X.iloc[tr], y[tr]), X.iloc[te], y[te]) for s in range(6) for tr, te in [split(y, s)]]
            row.append(f"{np.mean(a):.3f}")
        print(f"bound [0,{hi:g}]: " + " / ".join(row) + "  (eps 0.1/0.5/1/2)")
    print("=== narrow_bound with 45 extra noise columns in [0,1] (50 cols, all declared [0,1000])")
    rng = np.random.default_rng(60)
    Xw = pd.concat([X, pd.DataFrame({f"w{i}": rng.random(len(X)) for i in range(45)})], axis=1)
    for hi in (1.0, 1000.0):
        schema = Schema.from_dataframe(Xw, classes=[0, 1], bounds={k: (0.0, hi) for k in Xw})
        row = []
        for eps in (0.5, 2.0, 5.0):
            a = [acc(DPForestClassifier(epsilon=eps, schema=schema, random_state=s, progress=False)
                     .fit(Xw.iloc[tr], y[tr]), Xw.iloc[te], y[te]) for s in range(3) for tr, te in [split(y, s)]]
            row.append(f"{np.mean(a):.3f}")
        print(f"50 cols bound [0,{hi:g}]: " + " / ".join(row) + "  (eps 0.5/2/5, 3 splits)")


def part_xor():
    print("=== cat_xor: 12 fits on each of 3 splits, default and variants")
    X, y, schema, _ = CASES["cat_xor"]()
    variants = {"default": {}, "max_depth=2": {"max_depth": 2}, "regime=random": {"regime": "random"},
                "categorical_split=multiway": {"categorical_split": "multiway"}}
    for eps in (0.1, 0.5, 1.0, 2.0):
        for vn, kw in variants.items():
            accs, roots, ab = [], [], 0
            for s in range(3):
                tr, te = split(y, s)
                for r in range(12):
                    m = DPForestClassifier(epsilon=eps, schema=schema, random_state=100 * s + r,
                                           progress=False, **kw).fit(X.iloc[tr], y[tr])
                    accs.append(acc(m, X.iloc[te], y[te]))
                    if m.regime_ == "greedy":
                        f = m.trees_[0].feature
                        roots.append(X.columns[f[0]] if f[0] >= 0 else "leaf")
            accs = np.array(accs)
            rc = pd.Series(roots).value_counts().to_dict() if roots else {}
            ra = sum(v for k, v in rc.items() if k in ("a", "b"))
            print(f"eps={eps:g} {vn:28s} acc {accs.mean():.3f} ± {accs.std(ddof=1) / np.sqrt(len(accs)):.3f} "
                  f"(<0.6 in {int((accs < 0.6).sum())}/36; >0.85 in {int((accs > 0.85).sum())}/36) "
                  f"depth {m.max_depth_} cat {m.categorical_split_} root on a/b {ra}/{len(roots)}")


def part_auc():
    print("=== imbalance: ROC AUC of predict_proba (6 splits, mean)")
    meths = ["DPForestClassifier", "SNRForestClassifier", "PrivateRDTClassifier", "DPBoostingClassifier",
             "CRFsDPClassifier"]
    for name in ("imb99_n5k", "imb95_n5k", "imb99_n50k", "imb95_n50k"):
        X, y, schema, Xrf = CASES[name]()
        rf = []
        res = {(e, m): [] for e in (0.1, 0.5, 1.0, 2.0) for m in meths}
        for s in range(6):
            tr, te = split(y, s)
            rf.append(roc_auc_score(y[te], RandomForestClassifier(100, random_state=s, n_jobs=1)
                                    .fit(Xrf.iloc[tr], y[tr]).predict_proba(Xrf.iloc[te])[:, 1]))
            for e in (0.1, 0.5, 1.0, 2.0):
                for mn in meths:
                    m = getattr(dpforest, mn)(epsilon=e, schema=schema, random_state=s,
                                              progress=False).fit(X.iloc[tr], y[tr])
                    p = m.predict_proba(X.iloc[te])[:, 1]
                    res[(e, mn)].append(roc_auc_score(y[te], p) if len(np.unique(p)) > 1 else 0.5)
        print(f"{name}: RF AUC {np.mean(rf):.3f}")
        for e in (0.1, 0.5, 1.0, 2.0):
            print(f"  eps={e:g} " + "  ".join(f"{mn[:8]} {np.mean(res[(e, mn)]):.3f}" for mn in meths))


def part_manyclass():
    print("=== c50_n2k / tiny150_c6: the default and its own options (6 splits, mean acc ± SE)")
    for name, eps_list in (("c50_n2k", (0.5, 1.0)), ("tiny150_c6", (0.1, 0.5)), ("c20_n2k", (0.1,))):
        X, y, schema, _ = CASES[name]()
        for eps in eps_list:
            for vn, kw in (("default", {}), ("leaf_release=label", {"leaf_release": "label"}),
                           ("regime=random", {"regime": "random"}), ("SNR", None)):
                a, npc = [], []
                for s in range(6):
                    tr, te = split(y, s)
                    cls = dpforest.SNRForestClassifier if kw is None else DPForestClassifier
                    m = cls(epsilon=eps, schema=schema, random_state=s, progress=False, **(kw or {})).fit(X.iloc[tr], y[tr])
                    a.append(acc(m, X.iloc[te], y[te]))
                    npc.append(len(np.unique(m.predict(X.iloc[te]))))
                print(f"{name} eps={eps:g} {vn:20s} {np.mean(a):.3f} ± {np.std(a, ddof=1) / np.sqrt(6):.3f}"
                      f"  distinct predicted classes {np.mean(npc):.1f}")


PARTS = {"grid": part_grid, "xor": part_xor, "auc": part_auc, "manyclass": part_manyclass}
for p in sys.argv[1:] or list(PARTS):
    PARTS[p]()
    sys.stdout.flush()
