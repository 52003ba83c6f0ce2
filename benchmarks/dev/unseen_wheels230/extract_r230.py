"""Batch 230: modeldata's `grants` (and the set-aside `credit_data`) from Debian bookworm's r-cran-modeldata 1.1.0-1
(extracted with dpkg-deb -x; nothing installed), written as one CSV that tables.py reads.  Read
with the shared unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r230.py MODELDATA_DIR OUT_DIR

- modeldata `credit_data` (lazy-load data base data/Rdata.rdb, help topic "credit_data"):
  4,454 credit applications (Status good / bad and 13 applicant and loan columns), "from the
  website of Dr. Lluis A. Belanche Munoz by way of a github repository of Dr. Gaston Sanchez"
  (github.com/gastonstat/CreditScoring).  Written unchanged (NA as "NA") to credit_data.csv.
  NOT NEW: the project's src/dpforest/benchmarks/fresh.py uses it ("credit"); set aside.
- modeldata `grants` (help topic "grants"): University of Melbourne grant applications 2005-2008
  (a 2011 Kaggle competition; Kuhn and Johnson 2013).  grants_other (8,190) and grants_test (518)
  are stacked, with their origin as `part`, and written to grants.csv with the columns tables.py
  uses (the ~1,450 one-hot / percentage columns are left out).
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

src, out = Path(sys.argv[1]), Path(sys.argv[2])
df = pd.DataFrame(r_package_data.data_set(src, "credit_data")).reset_index(drop=True)
assert df.shape == (4454, 14), df.shape
df.to_csv(out / "credit_data.csv", index=False, na_rep="NA")
print(f"credit_data: {df.shape}; Status {df['Status'].value_counts().to_dict()}; "
      f"missing per column {({c: int(v) for c, v in df.isna().sum().items() if v})}; "
      f"duplicated rows {int(df.duplicated().sum())}")

KEEP = (["class"] + [f"num_{r}" for r in ["ci", "dr", "ea", "eci", "hv", "ps", "sr", "sci", "unk"]]
        + [f"{w}_{r}" for r in ["ci", "dr", "eci", "ps", "hv", "sr"] for w in ["success", "unsuccess"]]
        + ["astar_total", "a_total", "b_total", "c_total", "all_pub", "num_people", "sponsor_code",
           "contract_value_band", "category_code", "month", "weekday"])
parts = []
for name in ["grants_other", "grants_test"]:
    g = pd.DataFrame(r_package_data.data_set(src, name)).reset_index(drop=True)
    assert g.shape[1] == 1503, g.shape
    parts.append(g[KEEP].assign(part=name))
gr = pd.concat(parts, ignore_index=True)
assert gr.shape == (8708, len(KEEP) + 1), gr.shape
gr.to_csv(out / "grants.csv", index=False, na_rep="NA")
print(f"grants: {gr.shape}; class {gr['class'].value_counts().to_dict()}; per part "
      f"{gr['part'].value_counts().to_dict()}; missing {int(gr.isna().sum().sum())}; "
      f"duplicated rows (without part) {int(gr.drop(columns='part').duplicated().sum())}")
