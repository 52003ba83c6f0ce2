"""Batch 254: the `stoxxListing` data of Debian bookworm's r-cran-fimport 4021.86-1 (Rmetrics
fImport; extracted with dpkg-deb -x, nothing installed), written as one CSV that tables.py reads.
Read with the shared unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r254.py FIMPORT_DIR OUT_DIR

fImport's help topic `provider-listings` ("Provider Listing of Symbols and Descriptions"):
stoxxListing is the "Listing of STOXX Indices" (symbol, ISIN, description, region,
classification, currency, price/return type, start date): 2,328 rows, written unchanged.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

pkg, out = Path(sys.argv[1]), Path(sys.argv[2])
df = pd.DataFrame(r_package_data.data_sets(pkg, ["stoxxListing"])["stoxxListing"]).reset_index(drop=True)
df = df.astype(str)
df.to_csv(out / "stoxx.csv", index=False)
print(f"stoxxListing: {df.shape}; columns {list(df.columns)}")
print(f"empty per column {(df == '').sum().to_dict()}; duplicated rows {int(df.duplicated().sum())}; "
      f"duplicated Symbol {int(df['Symbol'].duplicated().sum())}; duplicated Description "
      f"{int(df['Description'].duplicated().sum())}")
for c in ["Region", "Classification", "Curr", "Type"]:
    print(c, df[c].value_counts().to_dict())
start = pd.to_datetime(df["Start"], format="%d-%b-%y")
print("Start", start.min().date(), "to", start.max().date(), "; years", start.dt.year.value_counts().sort_index().to_dict())
print("Description examples:", df["Description"].sample(8, random_state=0).tolist())
