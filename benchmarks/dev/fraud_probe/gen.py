import numpy as np, pandas as pd
MCC = [f"m{i:03d}" for i in range(300)]
COUNTRIES = [f"C{i:02d}" for i in range(50)]
def make(n, seed=0, base_rate=-6.3):
    rng = np.random.default_rng(seed)
    mcc_p = rng.dirichlet(np.full(300, 0.3)); mcc = rng.choice(300, n, p=mcc_p)
    ctry_p = rng.dirichlet(np.full(50, 0.5)); ctry = rng.choice(50, n, p=ctry_p)
    amount = np.round(np.exp(rng.normal(3.5, 1.3, n)), 2); amount = np.minimum(amount, 50000)
    hour = rng.choice(24, n, p=np.r_[np.full(6, .01), np.full(18, (1-.06)/18)])
    card_age = rng.exponential(600, n).astype(int).clip(0, 3650)
    online = rng.random(n) < 0.35
    foreign = rng.random(n) < 0.1
    chip = rng.random(n) < 0.7
    risky_mcc = np.zeros(300); risky_mcc[rng.choice(300, 15, replace=False)] = 2.5
    risky_ctry = np.zeros(50); risky_ctry[rng.choice(50, 5, replace=False)] = 1.2
    logit = (base_rate + 0.9*np.log1p(amount/50) + risky_mcc[mcc] + risky_ctry[ctry]
             + 2.0*((hour <= 4)) + 2.0*(card_age < 30) + 0.6*online + 0.5*foreign - 0.6*chip)
    y = rng.random(n) < 1/(1+np.exp(-logit))
    X = pd.DataFrame({"amount": amount, "mcc": np.array(MCC)[mcc], "country": np.array(COUNTRIES)[ctry],
        "hour": hour, "card_age_days": card_age.astype(float), "online": online, "foreign": foreign, "chip": chip})
    # missing values
    X.loc[rng.random(n) < 0.03, "card_age_days"] = np.nan
    X["country"] = X["country"].astype(object); X.loc[rng.random(n) < 0.02, "country"] = None
    return X, np.where(y, "fraud", "legit")
if __name__ == "__main__":
    for n in (20000, 100000, 500000):
        X, y = make(n)
        print(n, (y=="fraud").mean())
