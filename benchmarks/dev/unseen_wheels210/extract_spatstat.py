"""Batch 210: three point patterns of Debian bookworm's r-cran-spatstat.data 3.0-0-1 (extracted
with dpkg-deb -x; nothing installed) written as CSVs that tables.py reads.  The objects are read
from the package's lazy-load data base (data/Rdata.rdx / Rdata.rdb) with the shared
unseen_wheels/r_package_data.py (rdata 1.1.0).  Each spatstat `ppp` object is a list holding the
coordinates x, y, the marks (a factor or a data frame) and the observation window; the window's
xrange / yrange are written to windows.csv (tables.py declares them as the public bounds).

    python3 extract_spatstat.py PACKAGE_DIR OUT_DIR
"""
import os
import sys
import warnings

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen_wheels"))
from r_package_data import lazy_load  # noqa: E402

pkg, out = sys.argv[1], sys.argv[2]
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    objs = lazy_load(os.path.join(pkg, "data"), {"btb", "stonetools", "lansing"})
wins = []
for name, cols in [("btb", ("easting", "northing")), ("stonetools", ("x", "y")),
                   ("lansing", ("x", "y"))]:
    o = objs[name]
    df = pd.DataFrame({cols[0]: np.asarray(o["x"], float), cols[1]: np.asarray(o["y"], float)})
    m = o["marks"]
    if isinstance(m, pd.DataFrame):
        for c in m.columns:
            df[str(c)] = m[c].astype(str).to_numpy() if str(m[c].dtype) == "category" \
                else m[c].to_numpy()
    else:
        df["species"] = pd.Series(m).astype(str).to_numpy()
    assert len(df) == int(np.asarray(o["n"])[0]), (name, len(df))
    w = o["window"]
    wins.append((name, *map(float, np.asarray(w["xrange"])), *map(float, np.asarray(w["yrange"]))))
    path = os.path.join(out, f"{name}.csv")
    df.to_csv(path, index=False)
    print(f"{name}: {df.shape[0]} rows, columns {list(df.columns)}; window x {wins[-1][1:3]} "
          f"y {wins[-1][3:5]} -> {path}")
    for c in df.columns[2:]:
        if not pd.api.types.is_float_dtype(df[c]):
            print(f"  {c}: {df[c].value_counts().sort_index().to_dict()}")
        else:
            print(f"  {c}: min {df[c].min()} max {df[c].max()}")
pd.DataFrame(wins, columns=["object", "xmin", "xmax", "ymin", "ymax"]).to_csv(
    os.path.join(out, "windows.csv"), index=False)
