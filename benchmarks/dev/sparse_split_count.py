"""How often the default's SparseSplitWarning fires on curated tables (docs/default_forest.md,
"Records per leaf instead of leaves").

    DPFOREST_DATA=../shared/datasets python3 benchmarks/dev/sparse_split_count.py \\
        mushroom,mpg,smoking,males,car,titanic,olive,cps1985,carseats,salaries,heating,mode,hawks,auto,fishing,college,wage

Fits the default at ε = 0.1 / 0.5 / 1 / 2 on 3 splits of each table and prints, per cell, in
which splits the warning fired and the column it named.
"""
import re
import sys
import warnings

import dpforest as d
from dpforest.benchmarks import datasets as B


def main():
    fired = total = 0
    for name in sys.argv[1].split(","):
        ds = B.load(name)
        for eps in (0.1, 0.5, 1.0, 2.0):
            cell = []
            for seed in range(3):
                X, y, _, _ = B.split(ds, seed)
                with warnings.catch_warnings(record=True) as rec:
                    warnings.simplefilter("always")
                    d.DPForestClassifier(eps, ds.schema, random_state=seed, progress=False).fit(X, y)
                named = [re.search(r"root on '([^']*)'", str(r.message)).group(1) for r in rec
                         if issubclass(r.category, d.SparseSplitWarning)]
                cell.append(named[0] if named else "-")
                fired += bool(named)
                total += 1
            print(f"{name:12s} eps={eps:<4g} {' '.join(cell)}", flush=True)
    print(f"fired in {fired} of {total} fits")


if __name__ == "__main__":
    main()
