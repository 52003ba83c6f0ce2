"""Dev: shrink the default's greedy leaves toward the tree's summed (root) distribution."""
import sys, numpy as np, pandas as pd
import quick_suite as q
import dpforest as d
from dpforest.forests.base import DPForestBase

def make(mult):
    def _leaf_tables(self):
        if mult == 0:
            return DPForestBase._leaf_tables(self)
        out = []
        for tr in self.trees_:
            c = np.clip(np.nan_to_num(tr.counts, nan=0.0), 0, None)
            leaf = tr.feature < 0
            prior = c[leaf].sum(0); prior = prior / max(prior.sum(), 1e-12)
            C = c.shape[1]
            m = mult * C * np.sqrt(2) / np.maximum(tr.epsilon, 1e-12)
            out.append((c + m[:, None] * prior) / (c.sum(1, keepdims=True) + m[:, None]))
        return out
    cls = type(f"D{mult}", (d.DPForestClassifier,), {"_leaf_tables": _leaf_tables})
    return lambda e, s, r: cls(epsilon=e, schema=s, random_state=r, progress=False)
mults = [float(x) for x in sys.argv[3].split(",")]
df, tab = q.run({f"m{m:g}": make(m) for m in mults}, sys.argv[1].split(","),
                [float(x) for x in sys.argv[2].split(",")], seeds=tuple(range(int(sys.argv[4]))))
pd.set_option("display.width", 200); print(tab.round(4))
