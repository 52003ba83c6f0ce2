"""Batch 242: two data sets of Debian bookworm's r-cran-dslabs 0.7.4-1 (extracted with dpkg-deb -x;
nothing installed), written as CSVs that tables.py reads.  Read with the shared
unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r242.py DSLABS_DIR OUT_DIR

- `polls_us_election_2016` ("Fivethirtyeight 2016 Poll Data"): 4,208 polls x 15 columns, written
  unchanged to polls_us_election_2016.csv (dates as days since 1970-01-01, as rdata returns them).
- `trump_tweets` ("All tweets from Donald Trump's twitter account from 2009 to 2017"): 20,761 x 8,
  written unchanged to trump_tweets.csv (created_at as seconds since 1970-01-01 UTC); the reserve.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

pkg, out = Path(sys.argv[1]), Path(sys.argv[2])
names = ["polls_us_election_2016", "trump_tweets"]
d = r_package_data.data_sets(pkg, names)
for n in names:
    df = pd.DataFrame(d[n]).reset_index(drop=True)
    df.to_csv(out / f"{n}.csv", index=False, na_rep="NA")
    print(f"{n}: {df.shape}; columns {list(df.columns)}")
    print(f"  missing per column {df.isna().sum().to_dict()}; duplicated rows {int(df.duplicated().sum())}")
p = pd.DataFrame(d["polls_us_election_2016"])
print("population", p["population"].value_counts().to_dict())
print("grade", p["grade"].astype(str).value_counts().to_dict())
print("states", p["state"].nunique(), "pollsters", p["pollster"].nunique())
print("enddate", pd.to_datetime(p["enddate"], unit="D").min(), "..", pd.to_datetime(p["enddate"], unit="D").max())
print(p[["samplesize", "rawpoll_clinton", "rawpoll_trump", "rawpoll_johnson"]].describe().round(2).to_string())
t = pd.DataFrame(d["trump_tweets"])
ts = pd.to_datetime(t["created_at"], unit="s")
print("tweets by year", ts.dt.year.value_counts().sort_index().to_dict())
print("sources", t["source"].value_counts().head(12).to_dict())
