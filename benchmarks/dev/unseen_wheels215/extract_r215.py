"""Batch 215: the data of Debian bookworm's r-cran-ggridges 0.5.4-1, r-cran-bdgraph 2.72+dfsg-1 and
r-cran-glmmtmb 1.1.5+dfsg-4 (extracted with dpkg-deb -x; nothing installed), written as CSVs that
tables.py reads.  All three are read with the shared unseen_wheels/r_package_data.py (rdata).

    python3 extract_r215.py GGRIDGES_DIR BDGRAPH_DIR GLMMTMB_DIR OUT_DIR

- ggridges `lincoln_weather` (lazy-load database) -> lincoln.csv, unchanged (24 columns).
- BDgraph `surveyData` (data/surveyData.RData, a 1002 x 7 numeric matrix) -> survey.csv with the
  matrix's column names.
- glmmTMB `Owls` (lazy-load database) -> owls.csv, unchanged.
"""
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

gg, bd, tmb, out = (Path(a) for a in sys.argv[1:5])

lw = r_package_data.data_set(gg, "lincoln_weather")
lw = pd.DataFrame(lw).reset_index(drop=True)
lw.to_csv(out / "lincoln.csv", index=False)
print(f"lincoln_weather: {lw.shape}; Month {lw['Month'].value_counts().to_dict()}; "
      f"missing cells {int(lw.isna().sum().sum())} (Events {int(lw['Events'].isna().sum())})")

s = r_package_data.data_set(bd, "surveyData")
sv = pd.DataFrame(np.asarray(s, float), columns=[str(c) for c in s.coords["dim_1"].values])
sv.to_csv(out / "survey.csv", index=False)
print(f"surveyData: {sv.shape}; degree {sv['degree'].value_counts(dropna=False).to_dict()}; "
      f"missing per column {sv.isna().sum().to_dict()}")

ow = pd.DataFrame(r_package_data.data_set(tmb, "Owls")).reset_index(drop=True)
ow.to_csv(out / "owls.csv", index=False)
print(f"Owls: {ow.shape}; FoodTreatment {ow['FoodTreatment'].value_counts().to_dict()}; "
      f"nests {ow['Nest'].nunique()}; missing {int(ow.isna().sum().sum())}")
