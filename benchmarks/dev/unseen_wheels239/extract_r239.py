"""Batch 239: the `patient` data of Debian bookworm's r-cran-pammtools 0.5.8-1 (extracted with
dpkg-deb -x; nothing installed), written as one CSV that tables.py reads.  Read with the shared
unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r239.py PAMMTOOLS_DIR OUT_DIR

Only `patient` is read (data_sets(..., ["patient"])): another object of the package's lazy-load
data base (not needed here) makes rdata stop ("247 is not a valid RObjectType").
- pammtools `patient` ("Survival data of critically ill ICU patients"): 2,000 rows, 12 columns,
  written unchanged to patient.csv.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

pkg, out = Path(sys.argv[1]), Path(sys.argv[2])
df = pd.DataFrame(r_package_data.data_sets(pkg, ["patient"])["patient"]).reset_index(drop=True)
df.to_csv(out / "patient.csv", index=False, na_rep="NA")
print(f"patient: {df.shape}; columns {list(df.columns)}")
print(f"missing per column {df.isna().sum().to_dict()}; duplicated rows {int(df.duplicated().sum())}; "
      f"duplicated CombinedID {int(df['CombinedID'].duplicated().sum())}; "
      f"ICUs {df['CombinedicuID'].nunique()}")
for c in ["AdmCatID", "DiagID2", "Gender", "Year"]:
    print(c, df[c].value_counts().to_dict())
print(df[["Age", "ApacheIIScore", "BMI", "Survdays", "survhosp"]].describe().round(2).to_string())
