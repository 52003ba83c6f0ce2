"""Batch 247's tables, from Debian bookworm's r-cran-emoa 0.5-0.1-1+b1 (`apt-get download
r-cran-emoa=0.5-0.1-1+b1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
The data are read once by extract_r247.py into cec2007.csv.

emoa's `cec2007` ("CEC 2007 multiobjective optimization competition results"): "the hypervolume
and R2 indicator results of the 8 different algorithms that took part in the CEC 2007
multiobjective optimization benchmark"; one row per (algorithm, benchmark function, objective
dimension d, number of function evaluations n, indicator); best / median / worst / mean / std of
the indicator over the algorithm's runs; pdef an id of the (fun, d, n, metric) combination.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen247/CHOICE):
- emoa_cec2007_algo -- algo, the algorithm (8 classes, 114 rows each), from fun, d, n, metric
  (categorical) and best, median, worst, mean, std (numeric; bounds by convention).  Not used:
  pdef (an id restating fun x d x n x metric).
Reserve, used only if that table fails the pre-check (r-cran-etm 1.1.1-1, data/abortion.txt.gz):
- etm_abortion_cause -- cause (1 induced abortion, 2 live birth, 3 spontaneous abortion), from
  group (categorical) and entry (numeric).  Not used: id, exit (the week the pregnancy ended: the
  time of the outcome).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen247"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-emoa 0.5-0.1-1+b1, cec2007 (CEC 2007 multiobjective optimization "
       "competition results: 8 algorithms, hypervolume and R2 indicators)")
NUM = ["best", "median", "worst", "mean", "std"]


def emoa_cec2007_algo():
    df = pd.read_csv(BASE / "cec2007.csv", keep_default_na=False, na_values=["NA"])
    assert df.shape == (912, 11), df.shape
    for c in ["fun", "d", "n", "metric"]:
        df[c] = df[c].astype(str)
    for c in NUM:
        df[c] = df[c].astype(float)
    y = df["algo"]
    X = df[["fun", "d", "n", "metric"] + NUM]
    return _finish("emoa_cec2007_algo", X, y, source=SRC,
                   what="algo, the competing algorithm (8). fun, d, n, metric (categorical), "
                        "best, median, worst, mean, std (numeric); not used: pdef (an id of "
                        "fun x d x n x metric); bounds by convention.")


def etm_abortion_cause():
    df = pd.read_csv(BASE / "ex/usr/lib/R/site-library/etm/data/abortion.txt.gz", sep=r"\s+")
    assert df.shape == (1186, 5), df.shape
    y = df["cause"].map({1: "induced", 2: "live_birth", 3: "spontaneous"})
    X = pd.DataFrame({"group": df["group"].map({0: "control", 1: "exposed"}),
                      "entry": df["entry"].astype(float)})
    return _finish("etm_abortion_cause", X, y,
                   source="Debian r-cran-etm 1.1.1-1, abortion (1,186 pregnancies)",
                   what="cause (3). group (categorical), entry (numeric); not used: id, exit "
                        "(the time of the outcome); bounds by convention.")


LOADERS = {f.__name__: f for f in [emoa_cec2007_algo, etm_abortion_cause]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
