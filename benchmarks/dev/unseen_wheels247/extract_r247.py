"""Batch 247: the `cec2007` data of Debian bookworm's r-cran-emoa 0.5-0.1-1+b1 (extracted with
dpkg-deb -x; nothing installed), written as one CSV that tables.py reads.  Read with the shared
unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r247.py EMOA_DIR OUT_DIR

- emoa `cec2007` ("CEC 2007 multiobjective optimization competition results"): 912 rows,
  11 columns, written unchanged to cec2007.csv.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

pkg, out = Path(sys.argv[1]), Path(sys.argv[2])
df = pd.DataFrame(r_package_data.data_sets(pkg, ["cec2007"])["cec2007"]).reset_index(drop=True)
df.to_csv(out / "cec2007.csv", index=False, na_rep="NA")
print(f"cec2007: {df.shape}; columns {list(df.columns)}")
print(f"missing {int(df.isna().sum().sum())}; duplicated rows {int(df.duplicated().sum())}; "
      f"problems (fun x d x n x metric) {df.groupby(['fun', 'd', 'n', 'metric'], observed=True).ngroups}; "
      f"pdef values {df['pdef'].nunique()}")
for c in ["algo", "fun", "d", "n", "metric"]:
    print(c, df[c].value_counts().sort_index().to_dict())
print(df[["best", "median", "worst", "mean", "std"]].describe().to_string())
print("rows with best < worst:", int((df["best"] < df["worst"]).sum()),
      "; median outside [worst, best]:", int(((df["median"] > df["best"]) | (df["median"] < df["worst"])).sum()))
