import sys, time, warnings, numpy as np, pandas as pd
from sklearn.metrics import roc_auc_score, accuracy_score
import dpforest as d
from dpforest.contributions import bound_rows_per_person, row_epsilon
from gen import make, DIAG
warnings.simplefilter("ignore")

df = make(int(sys.argv[2]) if len(sys.argv) > 2 else 10000, seed=0)
feats = ["age", "sex", "diag", "los", "prior_visits"]
schema = d.Schema.from_dataframe(df[feats], classes=[0, 1],
    bounds={"age": (18, 100), "los": (1, 60), "prior_visits": (0, 29)},
    categories={"sex": ["F", "M"]}, integer=["age", "los", "prior_visits"])
rng = np.random.default_rng(1)
pats = df.patient_id.unique()
test_p = set(rng.choice(pats, int(0.3 * len(pats)), replace=False))
te = df.patient_id.isin(test_p)
tr_df, te_df = df[~te], df[te]
Xtr, ytr, idtr = tr_df[feats], tr_df.readmit, tr_df.patient_id
Xte, yte = te_df[feats], te_df.readmit
print("train rows", len(tr_df), "patients", idtr.nunique(), "test rows", len(te_df), flush=True)

def ev(m):
    p = m.predict_proba(Xte)[:, list(m.classes_).index(1)]
    return accuracy_score(yte, m.predict(Xte)), roc_auc_score(yte, p)

from sklearn.ensemble import RandomForestClassifier
Xoh = pd.get_dummies(df[feats], columns=["sex", "diag"]).astype(float)
rf = RandomForestClassifier(200, min_samples_leaf=20, n_jobs=1, random_state=0).fit(Xoh[~te], ytr)
print("nonprivate RF acc %.4f auc %.4f" % (accuracy_score(yte, rf.predict(Xoh[te])), roc_auc_score(yte, rf.predict_proba(Xoh[te])[:, 1])))
print("majority rate %.4f" % max(yte.mean(), 1 - yte.mean()))

R = int(sys.argv[1]) if len(sys.argv) > 1 else 5
rows = []
for eps in [0.5, 1, 2]:
    for k in ["naive", 1, 2, 4, 8]:
        for r in range(R):
            t = time.time()
            if k == "naive":
                m = d.DPForestClassifier(eps, schema, progress=False).fit(Xtr, ytr); nk = len(Xtr)
            else:
                Xk, yk = bound_rows_per_person(Xtr, ytr, idtr, k)
                m = d.DPForestClassifier(row_epsilon(eps, k), schema, progress=False).fit(Xk, yk); nk = len(Xk)
            a, auc = ev(m)
            rows.append(dict(eps=eps, k=k, rep=r, acc=a, auc=auc, n=nk, led=m.ledger_.epsilon, t=time.time() - t))
        sub = pd.DataFrame(rows).query("eps==@eps and k==@k")
        print(eps, k, "n=%d" % sub.n.mean(), "acc %.4f±%.4f auc %.4f±%.4f ledger %.4g  %.2fs" % (sub.acc.mean(), sub.acc.std(), sub.auc.mean(), sub.auc.std(), sub.led.iloc[0], sub.t.mean()), flush=True)
pd.DataFrame(rows).to_csv(f"results_R{R}_{len(df)}.csv", index=False)
