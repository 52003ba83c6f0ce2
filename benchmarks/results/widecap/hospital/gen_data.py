import os
"""Generate a realistic admissions table: ~20,000 admissions of 8,000 patients."""
import numpy as np, pandas as pd, string, sys

def make(seed=0):
    rng = np.random.default_rng(seed)
    n_pat = 8000
    k = 1 + rng.negative_binomial(1, 0.4, n_pat)           # admissions per patient, mean ~2.5
    k = np.minimum(k, 40)
    pid = np.repeat(np.arange(n_pat), k)
    n = len(pid)
    # patient-level
    age0 = np.clip(rng.normal(62, 18, n_pat), 18, 102).round()
    sex = rng.choice(["F", "M"], n_pat, p=[0.52, 0.48])
    pcs = [f"{a}{b}{d}" for a in "ABCDEFGHKLMNPRS" for b in "ABCDE" for d in range(4)]  # 300 areas
    pw = rng.dirichlet(np.full(len(pcs), 0.7))
    pc = rng.choice(pcs, n_pat, p=pw)
    frail = rng.normal(0, 1, n_pat)
    # ICD-10 3-char codes; 1,000 used, zipf frequency
    allcodes = [f"{L}{i:02d}" for L in string.ascii_uppercase if L != "U" for i in range(100)]
    used = rng.choice(allcodes, 1000, replace=False)
    zw = 1 / np.arange(1, 1001) ** 1.1; zw /= zw.sum()
    diag = rng.choice(used, n, p=zw)
    # admission-level
    start = pd.Timestamp("2019-01-01")
    admit = start + pd.to_timedelta(rng.integers(0, 5 * 365, n), unit="D")
    df = pd.DataFrame({"patient_id": [f"H{p:06d}" for p in pid], "admitted": admit})
    los = np.clip(np.round(rng.gamma(1.6, 3.0, n) * np.exp(0.2 * frail[pid])), 0, 120).astype(int)
    df["discharged"] = df["admitted"] + pd.to_timedelta(los, unit="D")
    df["age"] = age0[pid]
    df["sex"] = sex[pid]
    df["postcode_area"] = pc[pid]
    df["diagnosis"] = diag
    df["length_of_stay"] = los
    creat = rng.lognormal(np.log(85) + 0.25 * frail[pid], 0.35, n)     # umol/L
    hb = rng.normal(130 - 6 * frail[pid], 16, n)                          # g/L
    na = rng.normal(139, 4, n)
    crp = rng.lognormal(2.0 + 0.3 * frail[pid], 1.1, n)
    for name, arr, miss in [("creatinine", creat, 0.12), ("haemoglobin", hb, 0.10),
                            ("sodium", na, 0.15), ("crp", crp, 0.35)]:
        arr = arr.round(1)
        u = rng.uniform(size=n)
        arr[u < miss] = np.nan
        arr[(u >= miss) & (u < miss + 0.02)] = -999.0   # sentinel: "sample haemolysed / not done"
        df[name] = arr
    df = df.sort_values(["patient_id", "admitted"]).reset_index(drop=True)
    df["prior_admissions"] = df.groupby("patient_id").cumcount()
    chap = df["diagnosis"].str[0]
    c = np.where(df.creatinine > 0, df.creatinine, 85)
    h = np.where(df.haemoglobin > 0, df.haemoglobin, 130)
    risk = (-2.55 + 0.025 * (df.age - 62) + 0.06 * np.minimum(df.length_of_stay, 30)
            + 0.30 * np.minimum(df.prior_admissions, 5) + 0.9 * (c > 130) - 0.02 * (h - 130)
            + 0.8 * chap.isin(["I", "J", "N"]) + 0.4 * frail[df.patient_id.str[1:].astype(int)])
    p = 1 / (1 + np.exp(-risk))
    # calibrate to ~12 %
    from scipy.optimize import brentq
    off = brentq(lambda o: (1 / (1 + np.exp(-(risk + o)))).mean() - 0.12, -5, 5)
    p = 1 / (1 + np.exp(-(risk + off)))
    df["readmitted_30d"] = np.where(rng.uniform(size=n) < p, "yes", "no")
    df["ward_notes"] = rng.choice(["stable", "", "review by consultant", "pt declined"], n)
    return df, allcodes, pcs

if __name__ == "__main__":
    df, allcodes, pcs = make()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "work")
    os.makedirs(out, exist_ok=True)
    df.to_csv(os.path.join(out, "admissions.csv"), index=False)
    print(df.shape, df.patient_id.nunique(), (df.readmitted_30d == "yes").mean())
    print(df.head())
    print(df.diagnosis.value_counts().describe())
