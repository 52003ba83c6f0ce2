import numpy as np, pandas as pd
MCC = [f"m{i:03d}" for i in range(300)]
COUNTRIES = [f"C{i:02d}" for i in range(50)]
def world_of(world=0):
    """The table's structure: merchant-code and country shares, and which 15 merchant codes and 5
    countries are risky (with the logit they add).  Drawn from its own stream, keyed by `world`
    alone, so tables of any size and record seed drawn from one world share one fraud formula
    (a train and a test table must, or their ROC AUC measures transfer to another formula).  The
    spawn key keeps this stream apart from the records' default_rng(seed) when world == seed."""
    rng = np.random.default_rng(np.random.SeedSequence(world, spawn_key=(1,)))
    mcc_p = rng.dirichlet(np.full(300, 0.3)); ctry_p = rng.dirichlet(np.full(50, 0.5))
    risky_mcc = np.zeros(300); risky_mcc[rng.choice(300, 15, replace=False)] = 2.5
    risky_ctry = np.zeros(50); risky_ctry[rng.choice(50, 5, replace=False)] = 1.2
    return mcc_p, ctry_p, risky_mcc, risky_ctry
def make(n, seed=0, base_rate=-6.3, world=0):
    """n records of world `world` (see world_of), drawn from default_rng(seed)."""
    mcc_p, ctry_p, risky_mcc, risky_ctry = world_of(world)
    rng = np.random.default_rng(seed)
    mcc = rng.choice(300, n, p=mcc_p)
    ctry = rng.choice(50, n, p=ctry_p)
    amount = np.round(np.exp(rng.normal(3.5, 1.3, n)), 2); amount = np.minimum(amount, 50000)
    hour = rng.choice(24, n, p=np.r_[np.full(6, .01), np.full(18, (1-.06)/18)])
    card_age = rng.exponential(600, n).astype(int).clip(0, 3650)
    online = rng.random(n) < 0.35
    foreign = rng.random(n) < 0.1
    chip = rng.random(n) < 0.7
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
