"""Batch 346's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- nnpdf-data 4.1.5 (the NNPDF collaboration's "commondata"): published particle-physics
  measurements (deep-inelastic scattering, Drell-Yan, jets, top, photons ...), one folder per
  data set with metadata.yaml (arXiv / iNSPIRE / HEPData references, nnpdf31_process,
  experiment) and, per observable, kinematics_*.yaml (bins) and data_*.yaml (central values).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen346/CHOICE):
- nnpdf_process -- one row per data point with exactly three kinematic variables: the set's
  process (nnpdf31_process) from the three kinematic mids (k1, k2, k3, in the file's order), the
  central value and log10 |value|.  Projections / pseudo-data (EIC, EICC, ATHENA, NNPDF sets)
  are dropped; classes with fewer than 30 rows are dropped.
Reserve, used only if the table fails the pre-check:
- nnpdf_experiment -- the same rows, target the experiment (ATLAS, CMS, LHCb, H1, ZEUS, HERACOMB,
  NMC, SLAC, BCDMS as given; classes with < 30 rows dropped).
"""
from __future__ import annotations

import glob
import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import yaml

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen346"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CD = BASE / "ex/nnpdf/nnpdf_data/commondata"
SRC = ("nnpdf-data 4.1.5 wheel, nnpdf_data/commondata (NNPDF collaboration's implementation of "
       "published particle-physics measurements, with arXiv/HEPData references)")
WHAT = ("  Columns: k1, k2, k3, the mid values of the data point's three kinematic variables in "
        "the file's order; value, the measured central value; log_abs_value, log10 |value| "
        "(numeric; bounds by convention: full-data range treated as public).  Not used: set, "
        "observable and variable names, experiment / process_type, uncertainties, bin edges.")
_L = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DROP_PREFIX = ("ATHENA", "EIC", "EICC", "NNPDF")


def _points():
    rows = []
    for md in sorted(glob.glob(str(CD / "*" / "metadata.yaml"))):
        d = yaml.load(open(md), Loader=_L)
        D = _os.path.dirname(md)
        nm = d.get("nnpdf_metadata") or {}
        name = d["setname"]
        if name.split("_")[0] in _DROP_PREFIX or nm.get("experiment") in ("EIC", "EICC"):
            continue
        for ob in d.get("implemented_observables") or []:
            kf = (ob.get("kinematics") or {}).get("file")
            dc = ob.get("data_central")
            if not kf or not dc or not _os.path.exists(f"{D}/{kf}") or not _os.path.exists(f"{D}/{dc}"):
                continue
            bins = yaml.load(open(f"{D}/{kf}"), Loader=_L)["bins"]
            vals = yaml.load(open(f"{D}/{dc}"), Loader=_L)["data_central"]
            if len(bins) != len(vals):
                continue
            for b, v in zip(bins, vals):
                if len(b) != 3:
                    continue
                k = [b[var].get("mid") for var in b]
                rows.append(dict(set=name, process=nm.get("nnpdf31_process"),
                                 experiment=nm.get("experiment"), k1=k[0], k2=k[1], k3=k[2],
                                 value=v))
    t = pd.DataFrame(rows)
    for c in ("k1", "k2", "k3", "value"):
        t[c] = pd.to_numeric(t[c], errors="coerce")
    t = t.dropna(subset=["k1", "k2", "k3", "value"]).reset_index(drop=True)
    t["log_abs_value"] = np.log10(t["value"].abs().clip(lower=1e-12))
    return t


COLS = ["k1", "k2", "k3", "value", "log_abs_value"]


def _keep(t, col):
    t = t[t[col].notna()]
    n = t[col].value_counts()
    return t[t[col].isin(n.index[n >= 30])]


def nnpdf_process():
    t = _keep(_points(), "process")
    return _finish("nnpdf_process", t[COLS].astype(float), t["process"], source=SRC,
                   what="Which process (nnpdf31_process) a measured data point belongs to." + WHAT)


def nnpdf_experiment():
    t = _points()
    t = t[t["experiment"].isin(["ATLAS", "CMS", "LHCb", "H1", "ZEUS", "HERACOMB", "NMC", "SLAC",
                                "BCDMS"])]
    t = _keep(t, "experiment")
    return _finish("nnpdf_experiment", t[COLS].astype(float), t["experiment"], source=SRC,
                   what="Which experiment measured a data point." + WHAT)


LOADERS = {f.__name__: f for f in [nnpdf_process, nnpdf_experiment]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
