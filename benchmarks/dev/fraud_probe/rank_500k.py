import os, sys; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import *
from dpforest import DPForestClassifier, DPBoostingClassifier
from dpforest.rebalance import subsample_classes, undo_subsampling
from sklearn.ensemble import HistGradientBoostingClassifier
# training rows: 500,000 unless given (python3 rank_500k.py 100000 > rank_100k.out); the
# fraud formula's base log-odds -6.5 (0.9 % positives) unless given second (-5.65: 1.9 %)
N_TRAIN = int(sys.argv[1]) if len(sys.argv) > 1 else 500000
BASE_RATE = float(sys.argv[2]) if len(sys.argv) > 2 else -6.5
X, y = make(N_TRAIN, seed=2, base_rate=BASE_RATE)
schema = schema_for(X)
Xte, yte = make(100000, seed=3, base_rate=BASE_RATE); yte01=(yte=="fraud").astype(int)
print("train pos", (y=="fraud").sum())
warnings.simplefilter("ignore")
rows=[]
def run(name, eps, mk, sub=None, reps=2):
    for r in range(reps):
        Xf, yf = (X, y) if sub is None else subsample_classes(X, y, {"legit": sub}, classes=schema.classes)
        t=time.time(); m = mk(eps).fit(Xf, yf); ft=time.time()-t
        p = m.predict_proba(Xte)
        if sub: p = undo_subsampling(p, m.classes_, {"legit": sub})
        d = metrics(yte01, p[:,0], name); d.update(eps=eps, fit_s=ft, depth=getattr(m,'max_depth_',None)); rows.append(d)
for eps in (0.5, 1, 5):
    run("default", eps, lambda e: DPForestClassifier(e, schema))
    run("gini d4 counts", eps, lambda e: DPForestClassifier(e, schema, criterion="gini", max_depth=4, leaf_release="counts"))
    run("gini d6 counts", eps, lambda e: DPForestClassifier(e, schema, criterion="gini", max_depth=6, leaf_release="counts"))
    run("sub0.05", eps, lambda e: DPForestClassifier(e, schema), sub=0.05)
    run("8 trees", eps, lambda e: DPForestClassifier(e, schema, n_estimators=8, random_state=0))
    run("boost", eps, lambda e: DPBoostingClassifier(e, schema))
df = pd.DataFrame(rows)
print(df.groupby(["eps","name"])[["auc","ap","r_at_1pct","r_at_5pct","n_distinct","fit_s","depth"]].mean().round(3).to_string())
Xo = X.copy(); Xto = Xte.copy()
for c,cats in (("mcc",MCC),("country",COUNTRIES)):
    Xo[c]=pd.Categorical(Xo[c],categories=cats).codes; Xto[c]=pd.Categorical(Xto[c],categories=cats).codes
t=time.time(); h=HistGradientBoostingClassifier(random_state=0).fit(Xo.fillna(-1), y); print("HGB fit", round(time.time()-t,1), metrics(yte01, h.predict_proba(Xto.fillna(-1))[:,0]))
