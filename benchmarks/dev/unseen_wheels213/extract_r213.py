"""Batch 213: the data of Debian bookworm's r-cran-kohonen 3.0.11+dfsg-1 and r-cran-zelig 5.1.7-3
(both extracted with dpkg-deb -x; nothing installed), written as CSVs that tables.py reads.

    python3 extract_r213.py KOHONEN_DIR ZELIG_DIR OUT_DIR

- kohonen `yeast` (data/yeast.rda, a list; read with the shared unseen_wheels/r_package_data.py and
  rdata 1.1.0) -> yeast.csv: gene (the ORF name), the 77 log-ratio time points of the six
  experiments (alpha, cdc15, cdc28, elu, cln, clb; column names as stored), class (5 phases).
- Zelig `mexico` and `turnout` (data/*.tab.gz, whitespace-separated text with a header) ->
  mexico.csv and turnout.csv, unchanged apart from the row names.
"""
import sys
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

koh, zel, out = (Path(a) for a in sys.argv[1:4])

y = r_package_data.data_set(koh, "yeast")
parts = []
genes = None
for k in ["alpha", "cdc15", "cdc28", "elu", "cln", "clb"]:
    a = y[k]
    g = [str(v) for v in a.coords["dim_0"].values]
    assert genes is None or g == genes
    genes = g
    cols = [str(v) for v in a.coords["dim_1"].values]
    parts.append(pd.DataFrame(np.asarray(a, float), columns=cols))
df = pd.concat(parts, axis=1)
assert df.columns.is_unique and df.shape == (800, 77), df.shape
df.insert(0, "gene", genes)
df["class"] = pd.Series(np.asarray(y["class"]).astype(object)).astype(str)
df.to_csv(out / "yeast.csv", index=False)
print(f"yeast: {df.shape}; class {df['class'].value_counts().to_dict()}; missing cells "
      f"{int(df.isna().sum().sum())} in {int(df.isna().any(axis=1).sum())} genes; range "
      f"{np.nanmin(df.iloc[:, 1:78].values):.2f}..{np.nanmax(df.iloc[:, 1:78].values):.2f}")

for name in ["mexico", "turnout"]:
    t = pd.read_csv(zel / "data" / f"{name}.tab.gz", sep=r"\s+")
    t.to_csv(out / f"{name}.csv", index=False)
    print(f"{name}: {t.shape}; missing {int(t.isna().sum().sum())}")
