"""The hospital walkthrough's readmissions: the default with and without the wide-column cap.

    python3 benchmarks/results/widecap/hospital/gen_data.py          # work/admissions.csv
    python3 benchmarks/results/widecap/hospital/auc_capped.py 6 1.0   # fits, epsilon per person
"""
import os, sys, warnings
warnings.simplefilter("ignore")
HERE = os.path.dirname(os.path.abspath(__file__))
__file__ = os.path.join(HERE, "workflow_cells.py")
exec(open(__file__).read().replace("print(schema)", ""))
from sklearn.metrics import roc_auc_score


class Uncapped(d.DPForestClassifier):
    _feature_mass_cap = 0.0


REPS, EPS = int(sys.argv[1]), float(sys.argv[2])
for name, make in (("uncapped", lambda s: Uncapped(schema=s, progress=False)),
                   ("capped", lambda s: d.DPForestClassifier(schema=s, progress=False))):
    aucs, accs = [], []
    for r in range(REPS):
        m = fit_per_person(make(schema), X_tr, y_tr, person="patient_id", max_rows=2, person_epsilon=EPS)
        Xte = X_te.drop(columns=["patient_id"])
        p = m.predict_proba(Xte)[:, list(m.classes_).index("yes")]
        aucs.append(roc_auc_score(y_te == "yes", p)); accs.append((m.predict(Xte) == y_te).mean())
    print(f"eps={EPS} {name:9s} AUC {np.mean(aucs):.3f} ± {np.std(aucs) / np.sqrt(REPS):.3f} "
          f"acc {np.mean(accs):.3f}", flush=True)
