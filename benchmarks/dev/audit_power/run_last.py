import sys, warnings
warnings.simplefilter("ignore")
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import brokenmod as b
from run_broken import go, rows, first_class_share
if sys.argv[1] == "nb":
    go("NBHalf", b.NBHalf(epsilon=1.0), 2000)
    go("NBHalf+share", b.NBHalf(epsilon=1.0), 2000, stats=("proba", first_class_share))
else:
    go("DefaultX2", b.DefaultX2(epsilon=1.0, n_estimators=3, max_depth=2, leaf_release="counts"), 2000)
