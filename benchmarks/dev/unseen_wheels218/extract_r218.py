"""Batch 218: the data of Debian bookworm's r-cran-plyr 1.8.8-1 and r-bioc-rots 1.26.0-1 (extracted
with dpkg-deb -x; nothing installed), written as CSVs that tables.py reads.  Both are read with the
shared unseen_wheels/r_package_data.py (rdata).

    python3 extract_r218.py PLYR_DIR ROTS_DIR OUT_DIR

- plyr `baseball` (lazy-load data base) -> baseball.csv, unchanged (21,699 x 22).  The league of
  the 65 lines of 1871-1875 is an empty string in the stored data (the National Association).
- ROTS `upsSpikeIn` (lazy-load data base; a numeric matrix, 736 proteins x 6 samples) -> ups.csv,
  with the row names (protein ids) as column `protein`.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

plyr, rots, out = (Path(a) for a in sys.argv[1:4])

bb = pd.DataFrame(r_package_data.data_set(plyr, "baseball")).reset_index(drop=True)
bb.to_csv(out / "baseball.csv", index=False)
lg = bb["lg"].astype(object).map(repr)
print(f"baseball: {bb.shape}; lg {lg.value_counts().to_dict()}; players {bb['id'].nunique()}; "
      f"teams {bb['team'].nunique()}; years {bb['year'].min()}-{bb['year'].max()}; "
      f"missing per column {({c: int(v) for c, v in bb.isna().sum().items() if v})}")

up = r_package_data.data_set(rots, "upsSpikeIn")
up = pd.DataFrame(up)
up.index = up.index.astype(str)
up = up.rename_axis("protein").reset_index()
up.to_csv(out / "ups.csv", index=False)
print(f"upsSpikeIn: {up.shape}; ids unique {up['protein'].is_unique}; "
      f"'ups' suffix {int(up['protein'].str.endswith('ups').sum())}; missing {int(up.isna().sum().sum())}")
