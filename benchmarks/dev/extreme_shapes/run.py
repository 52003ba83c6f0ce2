"""Run the shape probe.  python3 run.py WORKER NWORKERS [case ...]
Writes benchmarks/results/extreme_shapes/rows_W.csv (one row per fit) and benchmarks/results/extreme_shapes/warn_W.jsonl (warnings)."""
from __future__ import annotations

import json
import os
import sys
import time
import traceback
import warnings

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import balanced_accuracy_score
from sklearn.model_selection import StratifiedShuffleSplit

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
OUT = os.environ.get("EXTREME_SHAPES_OUT", "benchmarks/results/extreme_shapes")  # noqa: E402
from cases import CASES  # noqa: E402

import dpforest  # noqa: E402

EPS = (0.1, 0.5, 1.0, 2.0)
SEEDS = range(6)
DP = ["DPForestClassifier", "SNRForestClassifier", "PrivateRDTClassifier", "DPBoostingClassifier",
      "DiffPRFsClassifier", "CRFsDPClassifier", "DPRFClassifier", "RFDPOOBClassifier",
      "OOBBudgetForestClassifier"]
# rough cost order, for splitting cases between workers
COST = {"p2000_n10k": 10, "p500_n10k": 6, "imb99_n50k": 5, "imb95_n50k": 5, "c50_n20k": 4,
        "c20_n20k": 4, "p2000_n1k": 3}

COLS = ["case", "seed", "eps", "method", "acc", "bacc", "maj", "fit_s", "n_train", "n_pred_classes",
        "const", "ledger_eps", "ledger_ok", "max_depth_", "leaf_share_", "categorical_split_",
        "leaf_release_", "regime_", "n_estimators_", "noisy_n_", "root", "used", "n_leaves", "error"]


def tree_info(m, cols):
    try:
        t = m.trees_[0]
        feats = t.feature
        used = sorted({cols[f] for f in feats if f >= 0})
        root = cols[feats[0]] if feats[0] >= 0 else "(leaf)"
        return dict(root=root, used="|".join(used[:12]), n_leaves=int((feats < 0).sum()))
    except Exception as e:  # noqa: BLE001
        return dict(root=f"?{e}", used="", n_leaves=-1)


def main():
    w, nw = int(sys.argv[1]), int(sys.argv[2])
    names = sys.argv[3:] or list(CASES)
    order = sorted(names, key=lambda c: -COST.get(c, 1))
    mine = [c for i, c in enumerate(order) if i % nw == w]
    os.makedirs(OUT, exist_ok=True)
    rows_path, warn_path = f"{OUT}/rows_{w}.csv", f"{OUT}/warn_{w}.jsonl"
    first = not os.path.exists(rows_path)
    wf = open(warn_path, "a")
    for case in mine:
        X, y, schema, Xrf = CASES[case]()
        cols = list(X.columns)
        y = np.asarray(y)
        maj_all = []
        rows = []
        for seed in SEEDS:
            sss = StratifiedShuffleSplit(n_splits=1, test_size=0.3, random_state=seed)
            tr, te = next(sss.split(np.zeros(len(y)), y))
            Xtr, Xte, ytr, yte = X.iloc[tr], X.iloc[te], y[tr], y[te]
            vals, cnt = np.unique(ytr, return_counts=True)
            maj_cls = vals[cnt.argmax()]
            maj = float((yte == maj_cls).mean())
            t = time.perf_counter()
            rf = RandomForestClassifier(100, n_jobs=1, random_state=seed).fit(Xrf.iloc[tr], ytr)
            prf = rf.predict(Xrf.iloc[te])
            rows.append(dict(case=case, seed=seed, eps=np.nan, method="sklearn-rf",
                             acc=float((prf == yte).mean()), bacc=balanced_accuracy_score(yte, prf),
                             maj=maj, fit_s=time.perf_counter() - t, n_train=len(tr)))
            for eps in EPS:
                for mname in DP:
                    cls = getattr(dpforest, mname)
                    row = dict(case=case, seed=seed, eps=eps, method=mname, maj=maj, n_train=len(tr))
                    with warnings.catch_warnings(record=True) as caught:
                        warnings.simplefilter("always")
                        t = time.perf_counter()
                        try:
                            m = cls(epsilon=eps, schema=schema, random_state=seed,
                                    progress=False).fit(Xtr, ytr)
                            row["fit_s"] = time.perf_counter() - t
                            p = m.predict(Xte)
                            row["acc"] = float((np.asarray(p) == yte).mean())
                            row["bacc"] = balanced_accuracy_score(yte, p)
                            row["n_pred_classes"] = int(len(np.unique(p)))
                            row["const"] = bool(len(np.unique(p)) == 1)
                            le = float(m.ledger_.epsilon)
                            row["ledger_eps"] = le
                            row["ledger_ok"] = bool(abs(le - eps) <= 1e-9 * max(1, eps))
                            if mname == "DPForestClassifier":
                                for a in ("max_depth_", "leaf_share_", "categorical_split_",
                                          "leaf_release_", "regime_", "n_estimators_", "noisy_n_"):
                                    row[a] = getattr(m, a, None)
                                if getattr(m, "regime_", "greedy") == "greedy":
                                    row.update(tree_info(m, cols))
                        except Exception as e:  # noqa: BLE001
                            row["fit_s"] = time.perf_counter() - t
                            row["error"] = f"{type(e).__name__}: {e}"[:400]
                            traceback.print_exc()
                    for c in caught:
                        wf.write(json.dumps(dict(case=case, seed=seed, eps=eps, method=mname,
                                                 category=c.category.__name__,
                                                 message=str(c.message)[:600])) + "\n")
                    rows.append(row)
            print(f"[w{w}] {case} seed {seed} done", flush=True)
        df = pd.DataFrame(rows).reindex(columns=COLS)
        df.to_csv(rows_path, mode="a", header=first, index=False)
        first = False
        wf.flush()
    wf.close()


if __name__ == "__main__":
    main()
