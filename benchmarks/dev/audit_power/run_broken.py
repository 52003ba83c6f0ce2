import sys, time, warnings, json
warnings.simplefilter("ignore")
import numpy as np, pandas as pd
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import brokenmod as b
from dpforest.audit import audit, NoiselessControl

def first_class_share(model, canary):
    return float(np.exp(model.log_prior_[0]))

rows = []
def go(label, est, runs, canary="outlier", stats=None, eps=1.0):
    kw = {} if stats is None else {"statistics": stats}
    t = time.time()
    r = audit(est, canary=canary, n_runs=runs, epsilon=eps, random_state=0, progress=False, **kw)
    d = r.to_dict(); d["label"] = label; d["wall"] = round(time.time() - t, 1)
    rows.append(d)
    print(f"{label:28s} {canary:15s} runs={runs:5d} stat={r.statistic}{r.direction}{r.threshold:.4g} "
          f"tpr={r.tpr:.3f} fpr={r.fpr:.3f} lb={r.epsilon_lb:.3f} hat={r.epsilon_hat:.3f} "
          f"cap={r.max_detectable:.2f} {r.verdict} sep={r.control_separates} {d['wall']}s", flush=True)

which = sys.argv[1] if __name__ == "__main__" else None
if which == "nb":
    for runs in (100, 400):
        for C in (b.DPNaiveBayes, b.NBHalf, b.NBTenth, b.NBExact):
            go(C.__name__, C(epsilon=1.0), runs)
            go(C.__name__ + "+share", C(epsilon=1.0), runs, stats=("proba", first_class_share))
elif which == "forest":
    for runs in (100, 400, 800):
        for C, kw in ((b.DefaultX10, {"leaf_release": "counts"}), (b.DefaultX2, {"leaf_release": "counts"}),
                      (b.RDTX10, {}), (b.RDTX2, {})):
            go(C.__name__, C(epsilon=1.0, n_estimators=3, max_depth=2, **kw), runs)
pd.DataFrame(rows).to_csv(f"broken_{which}.csv", index=False)
