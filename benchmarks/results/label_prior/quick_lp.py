"""quick paired check of label-prior variants on outside-batch tables.
usage: UNSEEN_TABLES=dir UNSEEN_DIR=dir python3 quick_lp.py OUT.csv EPS SEEDS METHODS NAME [NAME...]"""
import os, sys, csv
sys.path.insert(0, os.environ["UNSEEN_TABLES"]); sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../dev"))
import tables
from dpforest.benchmarks import harness
from dpforest.benchmarks.harness import Method
import variants_labelprior as V
out, eps, seeds, methods = sys.argv[1], [float(e) for e in sys.argv[2].split(",")], int(sys.argv[3]), sys.argv[4].split(",")
names = sys.argv[5:]
loaded = tables.load_all(names)
ms = [Method(m, V.VARIANTS[m], private=True, dp_kind="pure ε", encoding="raw") for m in methods]
df = harness.run(ms, list(loaded), eps, seeds, loaded=loaded, progress=False)
df.to_csv(out, index=False)
g = df.groupby(["dataset", "epsilon", "method"])["accuracy"].agg(["mean", "sem"]).unstack("method")
print(g.round(3).to_string())
