"""How much of tcgabl_purity_type21's non-private accuracy the missingness pattern alone gives:
scikit-learn's forest on the four is-missing flags only, the harness's three splits."""
import os, sys
sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables
from dpforest.benchmarks import datasets as bd
from sklearn.ensemble import RandomForestClassifier
ds = tables.load_all(["tcgabl_purity_type21"])["tcgabl_purity_type21"]
for s in range(3):
    Xtr, ytr, Xte, yte = bd.split(ds, s)
    m = RandomForestClassifier(100, random_state=s, n_jobs=1)
    full = m.fit(Xtr, ytr).score(Xte, yte)
    flags = m.fit(Xtr.isna(), ytr).score(Xte.isna(), yte)
    print(f"seed {s}: forest on the values {full:.3f}; on the missing flags only {flags:.3f}; "
          f"rows with any missing in test {Xte.isna().any(axis=1).mean():.3f}")
