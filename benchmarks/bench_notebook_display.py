"""What a notebook pays to show a fitted forest: ``feature_importances_`` and scikit-learn's HTML
view (``_repr_html_``, whose "fitted attributes" table reads every public property) of a
Private-RDT forest beside scikit-learn's RandomForestClassifier with as many trees, fitted on
the same records (scikit-learn's breast-cancer data) and timed in the same process.

    python3 benchmarks/bench_notebook_display.py [--trees 50 200 500]

The first importances call of a fitted dpforest model walks every tree (which leaves some code
reaches, which subtrees hold more than noise); later calls return the kept result.
"""

from __future__ import annotations

import argparse
import time
import warnings

from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import RandomForestClassifier

from dpforest import PrivateRDTClassifier, SameRecordsWarning, Schema


def timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--trees", type=int, nargs="+", default=[50, 200, 500])
    a = ap.parse_args()
    # each size fits two models on the one public table (one timed per view)
    warnings.filterwarnings("ignore", category=SameRecordsWarning)
    X, y = load_breast_cancer(return_X_y=True, as_frame=True)
    # benchmark convention: 1.5 x the full-data maximum treated as public (a timing run)
    schema = Schema.from_dataframe(X, classes=[0, 1],
                                   bounds={c: (0.0, float(X[c].max()) * 1.5) for c in X})
    print("first feature_importances_ and first HTML view after a fit (seconds)")
    print(f"{'trees':>6} {'dpforest imp':>13} {'html':>7} {'sklearn imp':>12} {'html':>7} "
          f"{'ratio (html)':>13}")
    for t in a.trees:
        m = PrivateRDTClassifier(epsilon=1.0, schema=schema, n_estimators=t, random_state=0,
                                 progress=False).fit(X, y)
        imp = timed(lambda: m.feature_importances_)
        m2 = PrivateRDTClassifier(epsilon=1.0, schema=schema, n_estimators=t, random_state=0,
                                  progress=False).fit(X, y)
        html = timed(m2._repr_html_)
        rf = RandomForestClassifier(n_estimators=t, max_depth=10, random_state=0).fit(X, y)
        rf_imp = timed(lambda: rf.feature_importances_)
        rf2 = RandomForestClassifier(n_estimators=t, max_depth=10, random_state=0).fit(X, y)
        rf_html = timed(rf2._repr_html_)
        print(f"{t:>6} {imp:>13.3f} {html:>7.3f} {rf_imp:>12.3f} {rf_html:>7.3f} "
              f"{html / rf_html:>12.1f}x")


if __name__ == "__main__":
    main()
