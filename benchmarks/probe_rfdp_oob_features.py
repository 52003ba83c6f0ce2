r"""RFDP_OOB on internet_ads with a near-unlimited budget: is ε the only limit?

Sound accounting, d = 5, split 0 of the runner (stratified 70/30); macro-F1 of (t = 100, f = √F
features per tree: the paper's setting), (t = 10, all features) and (t = 1, all features), beside
the non-private scikit-learn RandomForest on the same codes in the same process.

    DPFOREST_DATA=/path/to/datasets python3 benchmarks/probe_rfdp_oob_features.py \
        | tee benchmarks/results/papers/probe_rfdp_oob_features.txt
"""

import warnings

from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import f1_score

import dpforest as d
from dpforest.experiments.runner import _splits, load_dataset

# a near-unlimited epsilon is the probe's question, not a slip; the fits share the one X
for quiet in (d.WeakEpsilonWarning, d.SameRecordsWarning):
    warnings.filterwarnings("ignore", category=quiet)

ds = load_dataset("internet_ads")
Xtr, ytr, Xte, yte = _splits(ds, 0)
s = ds.schema
yi = s.encode_labels(yte)
rf = RandomForestClassifier(100, max_depth=5, random_state=0).fit(s.encode(Xtr), s.encode_labels(ytr))
f_rf = f1_score(yi, rf.predict(s.encode(Xte)), average="macro")
print(f"non-private RandomForest (t=100, d=5): macro-F1 {f_rf:.3f}")
for eps, t, f in [(1e4, 100, "sqrt"), (1e4, 10, None), (100.0, 1, None)]:
    m = d.RFDPOOBClassifier(eps, s, n_estimators=t, max_depth=5, max_features=f, random_state=0,
                            progress=False).fit(Xtr, ytr)
    f1 = f1_score(yi, m.predict_proba(Xte).argmax(1), average="macro")
    print(f"RFDP_OOB eps={eps:g} t={t} max_features={f}: macro-F1 {f1:.3f} "
          f"(ratio to RF {f1 / f_rf:.2f}; eps per tree {eps / t:g})")
