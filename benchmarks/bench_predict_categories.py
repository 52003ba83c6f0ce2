"""One-row and 2,000-row prediction with a categorical column of many declared categories
(65,535 by default, the most a column may declare), beside scikit-learn in the same process:
RandomForestClassifier(100 trees, depth 5) behind an OrdinalEncoder of the same categories
(what a scikit-learn user serves), and the same forest on the integer codes already made (its
floor: no text to look up).  Fitted on 50,000 records of which 5,000 categories occur, plus
one numeric column.

    python3 benchmarks/bench_predict_categories.py [--categories 65535] [--repeats 100]

Each figure is the mean of ``--repeats`` calls after five warm-up calls.  A categorical
column's values are looked up in the declared categories' index, which is built once per
feature object (it was built and hashed on every call).
"""

from __future__ import annotations

import argparse
import time
import warnings

import numpy as np
import pandas as pd
from sklearn.compose import make_column_transformer
from sklearn.ensemble import RandomForestClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OrdinalEncoder

import dpforest as d


def per_call(fn, repeats: int) -> float:
    for _ in range(5):
        fn()
    t = time.perf_counter()
    for _ in range(repeats):
        fn()
    return (time.perf_counter() - t) / repeats


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--categories", type=int, default=65535)
    ap.add_argument("--repeats", type=int, default=100)
    a = ap.parse_args()
    warnings.simplefilter("ignore")
    rng = np.random.default_rng(0)
    cats = [f"c{i}" for i in range(a.categories)]
    n = 50_000
    X = pd.DataFrame({"z": rng.choice(cats[:5000], n), "x": rng.random(n)})
    y = ((X["x"] > 0.5) ^ (X["z"].str.len() > 4)).astype(int)
    schema = d.Schema([d.Categorical("z", cats), d.Numeric("x", 0, 1)], classes=[0, 1])
    enc = OrdinalEncoder(categories=[cats], handle_unknown="use_encoded_value", unknown_value=-1)
    sk = make_pipeline(make_column_transformer((enc, ["z"]), remainder="passthrough"),
                       RandomForestClassifier(100, max_depth=5, random_state=0, n_jobs=1)).fit(X, y)
    codes = np.column_stack([pd.Index(cats).get_indexer(X["z"]), X["x"]])
    sk_codes = RandomForestClassifier(100, max_depth=5, random_state=0, n_jobs=1).fit(codes, y)
    print(f"predict with a {a.categories:,}-category column, n_jobs=1, mean of {a.repeats} calls")
    print(f"{'model':>22} {'rows':>6} {'dpforest ms':>12} {'sk+encoder ms':>14} {'ratio':>6} "
          f"{'sk on codes ms':>15} {'ratio':>6}")
    for cls in (d.DPForestClassifier, d.SNRForestClassifier, d.PrivateRDTClassifier):
        m = cls(1.0, schema, progress=False, n_jobs=1).fit(X, y)
        for rows in (1, 2000):
            Xr, cr = X.iloc[:rows], codes[:rows]
            ours = per_call(lambda: m.predict_proba(Xr), a.repeats) * 1e3
            theirs = per_call(lambda: sk.predict_proba(Xr), a.repeats) * 1e3
            floor = per_call(lambda: sk_codes.predict_proba(cr), a.repeats) * 1e3
            print(f"{cls.__name__:>22} {rows:>6,} {ours:>12.2f} {theirs:>14.2f} "
                  f"{ours / theirs:>6.2f} {floor:>15.2f} {ours / floor:>6.2f}", flush=True)


if __name__ == "__main__":
    main()
