"""Batch 236: latticeExtra's `ancestry` from Debian bookworm's r-cran-latticeextra 0.6-30-1
(extracted with dpkg-deb -x; nothing installed), written as one CSV that tables.py reads.  Read
with the shared unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r236.py LATTICEEXTRA_DIR OUT_DIR

- `ancestry` (lazy-load data base; help "Modal ancestry by County according to US 2000 Census"):
  3,219 US counties, county key ("state,county"), population and the three most frequently
  reported ancestries (top, second, third), from the Census Bureau's Summary File 3.  Written
  unchanged (the county key as a column) to ancestry.csv.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

lx, out = Path(sys.argv[1]), Path(sys.argv[2])
a = pd.DataFrame(r_package_data.data_set(lx, "ancestry")).reset_index(drop=True)
for c in ["county", "top", "second", "third"]:
    a[c] = a[c].astype(str)
a.to_csv(out / "ancestry.csv", index=False)
print(f"ancestry: {a.shape}; columns {list(a.columns)}; missing {int(a.isna().sum().sum())}; "
      f"duplicated county keys {int(a['county'].duplicated().sum())}; "
      f"states {a['county'].str.split(',').str[0].nunique()}; top levels {a['top'].nunique()}; "
      f"population {int(a['population'].min())}-{int(a['population'].max())}")
print("top:", a["top"].value_counts().to_dict())
