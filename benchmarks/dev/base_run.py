import sys, numpy as np, pandas as pd
import quick_suite as q
import dpforest as d
from sklearn.ensemble import RandomForestClassifier
from sklearn.preprocessing import OrdinalEncoder

class NP:
    def __init__(self, schema): self.schema=schema
    def fit(self, X, y):
        self.cols=[c for c in X.columns if not pd.api.types.is_numeric_dtype(X[c])]
        self.enc=OrdinalEncoder(handle_unknown="use_encoded_value", unknown_value=-1, encoded_missing_value=-2).fit(X[self.cols].astype(str)) if self.cols else None
        self.rf=RandomForestClassifier(100, random_state=0, n_jobs=1).fit(self._t(X), y); return self
    def _t(self, X):
        X=X.copy()
        if self.cols: X[self.cols]=self.enc.transform(X[self.cols].astype(str))
        return X.astype(float).fillna(-999)
    def predict(self, X): return self.rf.predict(self._t(X))

methods = {
 "default": lambda e,s,r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
 "prdt": lambda e,s,r: d.PrivateRDTClassifier(epsilon=e, schema=s, random_state=r, progress=False),
 "snr": lambda e,s,r: d.SNRForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
 "rf": lambda e,s,r: NP(s),
}
names = sys.argv[1].split(",")
df, tab = q.run(methods, names, [0.1, 0.5, 1, 2], seeds=(0,1))
df.to_csv(f"/tmp/base_{sys.argv[2]}.csv")
pd.set_option("display.width", 200)
print(tab.round(3)); print(df.groupby(["data"]).maj.mean().round(3))
