"""Run default vs dpforest peers vs DP-EBM vs majority vs sklearn RF on the unseen tables.

python3 run.py --tables insteval,tv16 --eps 0.1,1,5 --seeds 0-4 --out raw.csv
Each (table, seed) is one job; rows are appended to --out as they finish."""
import argparse, time, warnings, sys, os, traceback
from concurrent.futures import ProcessPoolExecutor, as_completed
import numpy as np, pandas as pd
from threadpoolctl import threadpool_limits
from sklearn.model_selection import train_test_split
from sklearn.metrics import f1_score, balanced_accuracy_score

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables
from dpforest.benchmarks import harness

DP = {"default": "DPForestClassifier", "snr": "SNRForestClassifier",
      "private-rdt": "PrivateRDTClassifier", "diffprfs": "DiffPRFsClassifier"}


def fit_score(kind, est, Xtr, ytr_fit, Xte, yte_i, schema, encoding):
    t0 = time.perf_counter()
    with warnings.catch_warnings(record=True) as w, threadpool_limits(1):
        warnings.simplefilter("always")
        est.fit(Xtr, ytr_fit)
        fit_s = time.perf_counter() - t0
        pred = np.asarray(est.predict(Xte))
    pred_i = schema.encode_labels(pred) if encoding == "raw" else pred.astype(int)
    msgs = sorted({f"{x.category.__name__}: {str(x.message).splitlines()[0][:140]}" for x in w})
    const = getattr(est, "constant_", None)
    return pred_i, fit_s, msgs, const


def job(key, seed, eps_list, methods):
    name, X, y, schema, note = tables.load(key)
    Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.3, stratify=y, random_state=seed)
    ytr_i, yte_i = schema.encode_labels(ytr), schema.encode_labels(yte)
    C = schema.n_classes
    maj = int(np.bincount(ytr_i, minlength=C).argmax())
    base = dict(table=name, seed=seed, n_train=len(Xtr), n_classes=C,
                majority=float(np.mean(yte_i == maj)),
                majority_f1=f1_score(yte_i, np.full_like(yte_i, maj), average="macro",
                                     labels=np.unique(yte_i)))
    rows = []
    enc_cache = {}

    def enc(kind):
        if kind not in enc_cache:
            enc_cache[kind] = (harness.encode(Xtr, schema, kind), harness.encode(Xte, schema, kind))
        return enc_cache[kind]

    def one(method, eps, make, encoding):
        row = dict(base, method=method, epsilon=eps)
        try:
            if encoding == "raw":
                a, b, fy = Xtr, Xte, ytr
            else:
                a, b = enc(encoding); fy = ytr_i
            pred_i, fs, msgs, const = fit_score(method, make(), a, fy, b, yte_i, schema, encoding)
            row.update(accuracy=float(np.mean(pred_i == yte_i)),
                       macro_f1=f1_score(yte_i, pred_i, average="macro", labels=np.unique(yte_i)),
                       bal_acc=balanced_accuracy_score(yte_i, pred_i),
                       n_pred_classes=int(len(np.unique(pred_i))), fit_seconds=fs,
                       constant_attr=const, warnings=" | ".join(msgs), error="")
        except Exception as e:
            row.update(error=f"{type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}",
                       warnings="")
        rows.append(row)

    from sklearn.ensemble import RandomForestClassifier
    if "sklearn-rf" in methods:
        one("sklearn-rf", np.nan, lambda: RandomForestClassifier(n_estimators=100, random_state=seed, n_jobs=1),
            "ordinal_imputed")
    for eps in eps_list:
        for m in methods:
            if m in DP:
                import dpforest
                cls = getattr(dpforest, DP[m])
                one(m, eps, lambda: cls(epsilon=eps, schema=schema, random_state=seed, progress=False), "raw")
            elif m == "dp-ebm" and C == 2:
                one(m, eps, lambda: harness._dp_ebm(eps, schema, seed), "frame")
    return rows


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tables", default=",".join(tables.LOADERS))
    p.add_argument("--eps", default="0.1,1,5")
    p.add_argument("--seeds", default="0-4")
    p.add_argument("--methods", default="sklearn-rf,default,snr,private-rdt,diffprfs,dp-ebm")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", default="benchmarks/results/unseen_rdatasets20/raw.csv")
    a = p.parse_args()
    lo, hi = map(int, a.seeds.split("-")) if "-" in a.seeds else (int(a.seeds), int(a.seeds))
    eps = [float(e) for e in a.eps.split(",")]
    methods = a.methods.split(",")
    jobs = [(k, s) for k in a.tables.split(",") for s in range(lo, hi + 1)]
    with ProcessPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(job, k, s, eps, methods): (k, s) for k, s in jobs}
        for f in as_completed(futs):
            try:
                rows = f.result()
            except Exception:
                print("JOB FAILED", futs[f], traceback.format_exc(), file=sys.stderr); continue
            df = pd.DataFrame(rows)
            df.to_csv(a.out, mode="a", header=not os.path.exists(a.out), index=False)
            g = df.groupby("method").agg(acc=("accuracy", "mean"), sec=("fit_seconds", "sum"))
            print(futs[f], "maj=%.3f" % rows[0]["majority"], g.round(3).to_dict(), flush=True)


if __name__ == "__main__":
    main()
