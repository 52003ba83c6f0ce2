"""Where the default loses on md_team_sport (run by hand after the grid, never used to choose
anything): the default and the SNR forest on the same 10 harness splits of the table with its
columns cut down -- as in the grid (sex, age, height, weight, NOC), without the NOC (a
categorical of 200-odd national committees), and the NOC alone with sex.
    UNSEEN_DIR=/tmp/unseen8 nice -n 10 python3 team_sport_probe.py > team_sport_probe.log"""
import os
import sys

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import tables  # noqa: E402
from dpforest.benchmarks import harness  # noqa: E402

base = tables.md_team_sport()
variants = {"all5": ["sex", "age", "height", "weight", "noc"],
            "no_noc": ["sex", "age", "height", "weight"],
            "sex_noc": ["sex", "noc"]}
loaded = {}
for tag, cols in variants.items():
    ds = tables._finish(f"team_sport_{tag}", base.X[cols].copy(), base.y.copy(),
                        source="probe", what=f"md_team_sport, columns {cols}")
    loaded[ds.name] = ds
    print(ds.name, ds.X.shape, "noc levels:", base.X["noc"].nunique(), flush=True)
rows = []
harness.run(["default", "snr"], list(loaded), [0.5, 1.0, 2.0], 10, loaded=loaded,
            on_row=rows.append, progress=False)
df = pd.DataFrame(rows)
g = df.groupby(["dataset", "method", "epsilon"]).accuracy
out = pd.DataFrame({"mean": g.mean(), "se": g.std(ddof=1) / g.count() ** 0.5}).round(3)
print(out.unstack("method").to_string())
