"""Dev: aggregation rules for the default's random regime (SNR max-confidence vs shrunk averages)."""
import sys, numpy as np, pandas as pd
import quick_suite as q
import dpforest as d
from dpforest.forests.snr import SNRForestClassifier

def deepest_counts(m, t, codes):
    tr = m.trees_[t]; removed = m.snr_info_[t]["removed"]; S = tr.counts.sum(1)
    n = len(codes); node = np.zeros(n, dtype=np.int64); active = np.full(n, tr.feature[0] >= 0)
    while active.any():
        idx = np.flatnonzero(active); nd = node[idx]
        child = tr.child_start[nd] + tr.route_rows[tr.route_of[nd], codes[idx, tr.feature[nd]].astype(np.int64)]
        ok = ~removed[child] & (S[child] >= 1)
        active[idx[~ok]] = False
        node[idx[ok]] = child[ok]
        active[idx[ok]] = tr.feature[child[ok]] >= 0
    return tr.counts[node], tr.counts[0]

def make_proba(kind, mult):
    def proba(self, X):
        if self.regime_ != "random":
            return d.DPForestClassifier.__mro__[1].predict_proba(self, X)
        if kind == "snr":
            return SNRForestClassifier.predict_proba(self, X)
        codes = self._encode(X); C = len(self.classes_); out = 0
        m = mult * C * np.sqrt(2) / self.epsilon_tree_
        for t in range(len(self.trees_)):
            c, r = deepest_counts(self, t, codes)
            pr = r / max(r.sum(), 1e-12)
            out = out + (c + m * pr) / (c.sum(1, keepdims=True) + m)
        return out / len(self.trees_)
    return proba

variants = {"snr": ("snr", 0), "avg1": ("avg", 1.0)}
def f_for(kind, mult):
    cls = type(f"D_{kind}{mult}", (d.DPForestClassifier,), {"predict_proba": make_proba(kind, mult)})
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)
names = sys.argv[1].split(",")
eps = [float(x) for x in sys.argv[2].split(",")]
df, tab = q.run({k: f_for(*v) for k, v in variants.items()}, names, eps, seeds=tuple(range(int(sys.argv[3]))))
pd.set_option("display.width", 200); print(tab.round(3))
