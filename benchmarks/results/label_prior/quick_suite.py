import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../dev"))
from dpforest.benchmarks import harness, datasets as bd
from dpforest.benchmarks.harness import Method
import variants_labelprior as V
eps=[float(e) for e in sys.argv[1].split(",")]; seeds=int(sys.argv[2]); methods=sys.argv[3].split(","); names=sys.argv[4].split(",")
ms=[Method(m, V.VARIANTS[m], private=True, dp_kind="pure ε", encoding="raw") for m in methods]
df=harness.run(ms, names, eps, seeds, progress=False)
df.to_csv(sys.argv[5], index=False)
print(df.groupby(["dataset","epsilon","method"])["accuracy"].agg(["mean","sem"]).unstack("method").round(3).to_string())
