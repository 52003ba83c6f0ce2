import numpy as np, pandas as pd
DIAG = ["cardio", "resp", "neuro", "gi", "renal", "onco", "trauma", "other"]
DIAG_EFF = dict(cardio=.4, resp=.3, neuro=.0, gi=-.1, renal=.6, onco=.8, trauma=-.5, other=-.3)

def make(n_patients=10000, seed=0):
    rng = np.random.default_rng(seed)
    u = rng.normal(0, 1.0, n_patients)                     # patient frailty (random effect)
    lam = np.exp(-0.2 + 0.5 * u)                           # frailer patients visit more
    nvis = np.minimum(1 + rng.poisson(lam), 30)            # 1..30, most 1-3
    heavy = rng.random(n_patients) < 0.01                  # a few very frequent visitors
    nvis[heavy] = rng.integers(10, 31, heavy.sum())
    pid = np.repeat(np.arange(n_patients), nvis)
    age0 = rng.integers(18, 90, n_patients)
    sex = rng.choice(["F", "M"], n_patients)
    prior = np.concatenate([np.arange(k) for k in nvis])
    n = len(pid)
    age = np.minimum(age0[pid] + prior // 2, 100)
    diag = rng.choice(DIAG, n, p=[.2, .15, .1, .15, .08, .07, .1, .15])
    los = np.clip(np.round(rng.lognormal(1.3 + 0.2 * u[pid], 0.7)), 1, 60).astype(int)
    logit = (-1.6 + 0.025 * (age - 60) + np.vectorize(DIAG_EFF.get)(diag) + 0.05 * (los - 4)
             + 0.12 * np.minimum(prior, 10) + 0.2 * (sex[pid] == "M") + 1.0 * u[pid])
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
    return pd.DataFrame({"patient_id": [f"P{p:06d}" for p in pid], "age": age, "sex": sex[pid],
                         "diag": pd.Categorical(diag, categories=DIAG), "los": los,
                         "prior_visits": prior, "readmit": y})

if __name__ == "__main__":
    df = make()
    print(len(df), df.patient_id.nunique(), df.readmit.mean())
    print(df.groupby("patient_id").size().value_counts().sort_index().to_dict())
    print(df.head())
