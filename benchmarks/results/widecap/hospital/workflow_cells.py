"""The data scientist's notebook, as a script. Cells marked with '# %%'."""
import sys, time, os, warnings, string
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
T0 = time.time()
def tick(label, t=[time.time()]):
    now = time.time(); print(f"[time] {label}: {now - t[0]:.2f}s", flush=True); t[0] = now

warnings.simplefilter("always")
import numpy as np, pandas as pd
import dpforest as d
from dpforest.contributions import fit_per_person
from dpforest.model_selection import train_test_split
tick("imports")
W = os.path.join(os.path.dirname(os.path.abspath(__file__)), "work")
# %% 1 raw table
raw = pd.read_csv(f"{W}/admissions.csv", dtype={"patient_id": str, "postcode_area": str, "diagnosis": str},
                  parse_dates=["admitted", "discharged"], keep_default_na=False, na_values=[""])
raw["ward_notes"] = raw["ward_notes"].fillna("")
print(raw.dtypes)
tick("read csv")
# %% 2 public preprocessing
LABS = {"creatinine": (0, 2000), "haemoglobin": (0, 250), "sodium": (90, 200), "crp": (0, 1000)}
def prepare(df):
    out = pd.DataFrame(index=df.index)
    out["admit_day"] = (df["admitted"] - pd.Timestamp("2019-01-01")).dt.days
    out["length_of_stay"] = df["length_of_stay"]
    out["age"] = df["age"]
    out["sex"] = df["sex"]
    out["postcode_area"] = df["postcode_area"]
    out["diagnosis"] = df["diagnosis"]
    out["diag_chapter"] = df["diagnosis"].str[0]
    for c in LABS:
        out[c] = df[c].where(df[c] != -999)     # sentinel -> missing
    out["prior_admissions"] = df["prior_admissions"]
    return out
X = prepare(raw); y = raw["readmitted_30d"]
tick("prepare")
# %% 3 schema -- public: ICD-10 3-character list, the postcode-area list, lab reporting ranges
ICD3 = [f"{L}{i:02d}" for L in string.ascii_uppercase if L != "U" for i in range(100)]
PC = [f"{a}{b}{dd}" for a in "ABCDEFGHKLMNPRS" for b in "ABCDE" for dd in range(4)]
schema = d.Schema([
    d.Numeric("admit_day", 0, 5 * 366, integer=True),
    d.Numeric("length_of_stay", 0, 365, integer=True),
    d.Numeric("age", 18, 110, integer=True),
    d.Categorical("sex", ["F", "M"]),
    d.Categorical("postcode_area", PC),
    d.Categorical("diagnosis", ICD3),
    d.Categorical("diag_chapter", sorted(set(c[0] for c in ICD3))),
    *[d.Numeric(c, lo, hi, allow_missing=True) for c, (lo, hi) in LABS.items()],
    d.Numeric("prior_admissions", 0, 100, integer=True),
], classes=["no", "yes"])
print(schema)
tick("schema")
# %% 4 split by patient
data = X.assign(patient_id=raw["patient_id"])
X_tr, X_te, y_tr, y_te = train_test_split(data, y, schema=schema, groups="patient_id",
                                          test_size=0.3, random_state=0)
print("train rows", len(X_tr), "test rows", len(X_te))
tick("split")
