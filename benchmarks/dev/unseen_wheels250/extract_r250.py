"""Batch 250: the `mgus2` data of Debian bookworm's r-cran-survival 3.5-3-1 (extracted with
dpkg-deb -x; nothing installed), written as one CSV that tables.py reads.  Read with the shared
unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r250.py SURVIVAL_DIR OUT_DIR

Only `mgus2` is asked for (data_sets(..., ["mgus2"])): reading all of survival's lazy-load
objects stops on one rdata cannot parse (ValueError), not needed here.
- survival `mgus2` ("Monoclonal gammopathy data", Mayo Clinic, Kyle et al. 2002): 1,384 rows,
  11 columns, written unchanged to mgus2.csv.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

pkg, out = Path(sys.argv[1]), Path(sys.argv[2])
df = pd.DataFrame(r_package_data.data_sets(pkg, ["mgus2"])["mgus2"]).reset_index(drop=True)
df.to_csv(out / "mgus2.csv", index=False, na_rep="NA")
print(f"mgus2: {df.shape}; columns {list(df.columns)}")
print(f"missing per column {df.isna().sum().to_dict()}; duplicated rows {int(df.duplicated().sum())}; "
      f"duplicated id {int(df['id'].duplicated().sum())}")
print("sex", df["sex"].value_counts().to_dict())
print("dxyr", df["dxyr"].min(), "-", df["dxyr"].max())
print(df[["age", "hgb", "creat", "mspike", "ptime", "futime"]].describe().round(2).to_string())
print(df.groupby("sex")[["age", "hgb", "creat", "mspike"]].median().to_string())
