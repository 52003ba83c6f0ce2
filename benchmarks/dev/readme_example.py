"""The README's first example, fitted again and again: the accuracy range its comment quotes.

Runs the README's first Python block up to the fit (the data, the schema, the split), then fits
the default at ε = 1 on the same training part ``--fits`` times (the privacy noise is never
seeded, so the fits differ) and scikit-learn's non-private RandomForestClassifier(max_depth=5)
on the same rows (categories one-hot encoded).

    python3 benchmarks/dev/readme_example.py --fits 20 > benchmarks/results/readme_example.txt
"""
import argparse
import re
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier

import dpforest

README = Path(__file__).resolve().parents[2] / "README.md"


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--fits", type=int, default=20)
    a = ap.parse_args(argv)
    block = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S).group(1)
    setup = block.split("\nmodel = DPForestClassifier")[0]
    ns: dict = {}
    exec(compile(setup, str(README), "exec"), ns)           # the README's own data and split
    X_train, X_new, y_train, y_new, schema = (ns[k] for k in ("X_train", "X_new", "y_train",
                                                               "y_new", "schema"))
    warnings.simplefilter("ignore")
    acc = [dpforest.DPForestClassifier(epsilon=1.0, schema=schema, random_state=0, progress=False)
           .fit(X_train, y_train).score(X_new, y_new) for _ in range(a.fits)]
    both = pd.get_dummies(pd.concat([X_train, X_new]), columns=["job"])
    rf = RandomForestClassifier(max_depth=5, random_state=0).fit(both[:len(X_train)], y_train)
    print(f"dpforest {dpforest.__version__}: README's first example, the default at epsilon 1, "
          f"{a.fits} fits on its training part ({len(X_train)} records; {len(X_new)} to test)")
    print(f"  accuracy min {min(acc):.3f}, median {np.median(acc):.3f}, max {max(acc):.3f}, "
          f"mean {np.mean(acc):.3f} ± {np.std(acc, ddof=1) / np.sqrt(len(acc)):.3f} (SE)")
    print(f"  scikit-learn RandomForestClassifier(max_depth=5), non-private: "
          f"{rf.score(both[len(X_train):], y_new):.3f}")


if __name__ == "__main__":
    main()
