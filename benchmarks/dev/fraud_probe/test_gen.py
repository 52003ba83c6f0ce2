"""gen.make's tables of one world share one fraud formula, whatever their size and record seed:
rank_500k.py and effn.py train on make(500000, seed=2) and score make(100000, seed=3), so a
formula that followed the seed made their ROC AUC measure transfer to other risky merchants.

    python3 -m pytest benchmarks/dev/fraud_probe/test_gen.py -q -p no:cacheprovider
"""
import numpy as np
import pandas as pd

from gen import make

BASE_RATE = -4.0      # frauds common enough that 50,000 rows show which merchants are risky


def risky_lift(train, test):
    """Fraud rate in `test` at the merchants `train` shows as risky (over 3x its fraud rate on
    50+ records), over the rate elsewhere: about e^2.5 / dilution (~5) when the two tables share
    the risky merchants, about 1 when they do not."""
    (Xa, ya), (Xb, yb) = train, test
    by_mcc = pd.Series(ya == "fraud").groupby(Xa["mcc"].values).agg(["mean", "size"])
    risky = by_mcc.index[(by_mcc["size"] >= 50) & (by_mcc["mean"] > 3 * np.mean(ya == "fraud"))]
    at_risky, fraud = Xb["mcc"].isin(risky).values, yb == "fraud"
    return fraud[at_risky].mean() / fraud[~at_risky].mean()


def top_merchants(X, k=10):
    """The k most frequent merchant codes: the table's merchant shares, seen from its records."""
    return set(X["mcc"].value_counts().index[:k])


def test_train_and_test_tables_share_the_formula():
    # the scripts' seeds and unequal sizes: the formula must not follow either
    train, test = make(50000, seed=2, base_rate=BASE_RATE), make(20000, seed=3, base_rate=BASE_RATE)
    assert risky_lift(train, test) > 4
    assert len(top_merchants(train[0]) & top_merchants(test[0])) >= 8


def test_world_sets_the_formula_and_seed_the_records():
    train = make(50000, seed=2, base_rate=BASE_RATE, world=1)
    other = make(20000, seed=3, base_rate=BASE_RATE, world=0)
    same = make(20000, seed=3, base_rate=BASE_RATE, world=1)
    assert risky_lift(train, other) < 2.5 < 4 < risky_lift(train, same)
    assert len(top_merchants(train[0]) & top_merchants(other[0])) <= 3
    # the records follow the seed alone: one seed, one table; another seed, other records
    X2, y2 = make(1000, seed=2, world=1)
    pd.testing.assert_frame_equal(X2, make(1000, seed=2, world=1)[0])
    assert not X2["amount"].equals(make(1000, seed=4, world=1)[0]["amount"])
