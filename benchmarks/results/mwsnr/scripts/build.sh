set -e
cd /tmp/mwsnr
OUT=/work/main/benchmarks/results/mwsnr
mkdir -p $OUT
python3 - <<'PY'
import pandas as pd, os
fs = [("rows_prio.csv", "proxy", "A"), ("rows_prio2.csv", "proxy", "B"), ("rows_rest.csv", "noise-band", "A")]
r = pd.concat([pd.read_csv(f).assign(cellset=c, run=k) for f, c, k in fs if os.path.exists(f)], ignore_index=True)
r.to_csv("/work/main/benchmarks/results/mwsnr/rows.csv", index=False)
if os.path.exists("rows_probe_prio.csv"):
    p = pd.concat([pd.read_csv(f).assign(cellset=c) for f, c in [("rows_probe_prio.csv", "proxy"), ("rows_probe_rest.csv", "noise-band")] if os.path.exists(f)], ignore_index=True)
    p.to_csv("/work/main/benchmarks/results/mwsnr/rows_probe_snrc.csv", index=False)
a = pd.read_csv("affected_all.csv")
a.drop(columns=["spec"]).to_csv("/work/main/benchmarks/results/mwsnr/affected.csv", index=False)
PY
