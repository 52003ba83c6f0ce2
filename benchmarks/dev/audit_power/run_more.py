import sys, time, warnings
warnings.simplefilter("ignore")
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import pandas as pd
import brokenmod as b
from run_broken import go, rows
which = sys.argv[1]
if which == "m1":
    for C in (b.DefaultX30, b.DefaultX100):
        go(C.__name__, C(epsilon=1.0, n_estimators=3, max_depth=2, leaf_release="counts"), 400)
    for can in ("single-class", "class-flip", "insert-at-front"):
        go("DefaultX10", b.DefaultX10(epsilon=1.0, n_estimators=3, max_depth=2, leaf_release="counts"), 800, canary=can)
    go("DefaultX10", b.DefaultX10(epsilon=1.0, n_estimators=3, max_depth=2, leaf_release="counts"), 2000)
elif which == "m2":
    for runs in (1200, 2000):
        go("RDTX2", b.RDTX2(epsilon=1.0, n_estimators=3, max_depth=2), runs)
    go("RDTX2 claim2", b.RDTX2(epsilon=2.0, n_estimators=3, max_depth=2), 2000, eps=2.0)
pd.DataFrame(rows).to_csv(f"more_{which}.csv", index=False)
