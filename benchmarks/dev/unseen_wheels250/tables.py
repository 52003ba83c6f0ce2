"""Batch 250's table, from Debian bookworm's r-cran-survival 3.5-3-1 (`apt-get download
r-cran-survival=3.5-3-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
The data are read once by extract_r250.py into mgus2.csv.

survival's `mgus2` ("Monoclonal gammopathy data"): natural history of 1,341 (documented; 1,384
rows in the file) sequential Mayo Clinic patients with monoclonal gammopathy of undetermined
significance, enrolment through 1994, follow-up through 1999 (Kyle, Therneau, Rajkumar et al.,
NEJM 2002; data courtesy of Dr. Robert Kyle): id, age, sex, dxyr, hgb, creat, mspike, ptime,
pstat, futime, death.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen250/CHOICE):
- survival_mgus2_sex -- sex (F / M) from age, dxyr, hgb, creat, mspike (numeric; missing values
  kept).  Not used: id (identifier), ptime, pstat, futime, death (follow-up and outcomes).
Reserve, named in CHOICE (plm's Produc, region from the state economic series), not needed unless
that table fails the pre-check; no loader is written for it unless it is.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen250"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-survival 3.5-3-1, mgus2 (Mayo Clinic MGUS patients, Kyle et al. 2002; "
       "1,384 rows)")
NUM = ["age", "dxyr", "hgb", "creat", "mspike"]


def survival_mgus2_sex():
    df = pd.read_csv(BASE / "mgus2.csv", keep_default_na=False, na_values=["NA"])
    assert df.shape == (1384, 11), df.shape
    y = df["sex"]
    X = df[NUM].astype(float)
    return _finish("survival_mgus2_sex", X, y, source=SRC,
                   what="sex (F / M). age, dxyr, hgb, creat, mspike (numeric, missing values "
                        "kept); not used: id, ptime, pstat, futime, death (follow-up and "
                        "outcomes); bounds by convention (full-data range treated as public).")


LOADERS = {f.__name__: f for f in [survival_mgus2_sex]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
