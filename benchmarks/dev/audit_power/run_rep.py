import sys, warnings
warnings.simplefilter("ignore")
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import pandas as pd
import brokenmod as b
from run_broken import go, rows
mk = lambda: b.DefaultX10(epsilon=1.0, n_estimators=3, max_depth=2, leaf_release="counts")
for runs, reps in ((100, 5), (400, 5), (800, 3)):
    for i in range(reps):
        go(f"DefaultX10 rep{i}", mk(), runs)
pd.DataFrame(rows).to_csv("rep.csv", index=False)
