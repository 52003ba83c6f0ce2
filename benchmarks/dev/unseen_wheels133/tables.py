"""Batch 133's tables: chromatin insulator binding sites in Drosophila -- which insulator protein
binds a site, and in which cell line a site was found -- from one wheel: pybedtools 0.12.1 (MIT;
"Wrapper around BEDTools for bioinformatics work").  Its test data folder
pybedtools/test/data/ holds eight BED files `<protein>_<cells>_Bushey_2009.bed`, each headed
`track name="<protein>, <cells> cells, Corces (2009)"`: the ChIP-chip binding sites of four
insulator proteins (BEAF-32, CTCF, CP190, Su(Hw)) in two D. melanogaster cell lines (Kc and
Mbn2), from Bushey, Ramos and Corces, "Three subclasses of a Drosophila insulator show distinct
and cell type-specific genomic distributions", Genes Dev 23:1338 (2009); dm3 coordinates.  Each
row is one binding site (chrom, start, end); the columns describe where it lies and what lies
near it.

Candidates (fixed before the pre-check; README):
- ins_protein_kc_chr2 -- which protein (BEAF-32, CTCF or Su(Hw); 3 classes) a Kc-cell site on
  chromosome 2 (arms chr2L, chr2R) belongs to.  CP190 (the cofactor shared by all three) and
  the Mbn2 sites are not rows: they enter only as neighbours (columns below).
- ins_cell_line -- in which cell line (Kc or Mbn2; 2 classes) a site of any of the four
  proteins, on any arm, was found: every row of the eight files.
Reserves, each used only if the table it stands for fails the pre-check:
- ins_protein_mbn2_chr2 (for the first) -- as the first with the cell lines swapped.
- ins_is_cp190 (for the second) -- every row of the eight files: CP190 or one of the other three.

Columns.  Position: `arm` (categorical; the dm3 arms, as pybedtools' genome_registry.py lists
them: chr2L, chr2R, chr3L, chr3R, chr4, chrX -- the chromosome-2 tables declare chr2L, chr2R),
`pos_mb` (midpoint, Mb), `pos_frac` (midpoint / the arm's dm3 length), `width` (end - start, bp).
Neighbourhood, computed on the table's own rows whatever their class (never from the label):
`n_near_10kb` (other rows with a midpoint within 10 kb), `dist_nearest_kb` (kb to the nearest other
row's midpoint).  Protein tables only: `cp190_overlap` (CP190 sites of the same cell line that
overlap the site), `cp190_dist_kb` (kb to the nearest such CP190 midpoint), `other_cell_overlap`
(sites of any of the four proteins in the other cell line that overlap it).  ins_cell_line only:
`protein` (categorical, 4 levels), `n_overlap_same_protein` (other sites of the same protein,
either cell line, that overlap it -- symmetric, it cannot tell which cell line a row is from),
`n_overlap_other_protein` (overlapping sites of the other three proteins, either cell line).
ins_is_cp190 only: `cells` (categorical Kc / Mbn2), `n_overlap_all` (overlapping other sites of any
protein, either cell line).  Dropped: the exact coordinates (start, end: the midpoint and width
keep them) and the file / track name (the target).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/pybedtools
(run_all.sh); nothing is installed or imported from it: the BED files are read with pandas.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen133")
DATA = Path(BASE) / "ex" / "pybedtools" / "pybedtools" / "test" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("pybedtools 0.12.1 wheel pybedtools/test/data/*_Bushey_2009.bed (insulator ChIP-chip "
        "sites, Bushey, Ramos & Corces 2009, dm3)")

# dm3 arm lengths, from the wheel's pybedtools/genome_registry.py (dm3)
ARMS = {"chr2L": 23011544, "chr2R": 21146708, "chr3L": 24543557, "chr3R": 27905053,
        "chr4": 1351857, "chrX": 22422827}
PROTEINS = {"BEAF": "BEAF-32", "CTCF": "CTCF", "Cp190": "CP190", "SuHw": "Su(Hw)"}
CELLS = ("Kc", "Mbn2")


@lru_cache(None)
def _sites():
    """Every row of the eight files: chrom, start, end, protein, cells."""
    parts = []
    for p, pname in PROTEINS.items():
        for c in CELLS:
            with open(DATA / f"{p}_{c}_Bushey_2009.bed") as fh:
                rows = [ln.split("\t")[:3] for ln in fh
                        if ln.strip() and not ln.startswith("track")]
            d = pd.DataFrame(rows, columns=["chrom", "start", "end"])
            d[["start", "end"]] = d[["start", "end"]].astype(int)
            d["protein"], d["cells"] = pname, c
            parts.append(d)
    return pd.concat(parts, ignore_index=True)


def _near(mid_a, chrom_a, mid_b, chrom_b, exclude_self):
    """For each a: count of b within 10 kb and distance (kb) to the nearest b (same arm)."""
    n = np.zeros(len(mid_a), dtype=int)
    dist = np.full(len(mid_a), np.nan)
    for ch in np.unique(chrom_a):
        ia = np.where(chrom_a == ch)[0]
        b = np.sort(mid_b[chrom_b == ch])
        m = mid_a[ia]
        lo = np.searchsorted(b, m - 10000, side="left")
        hi = np.searchsorted(b, m + 10000, side="right")
        n[ia] = hi - lo - (1 if exclude_self else 0)
        if exclude_self:   # the row itself is b[k]; its nearest other is b[k - 1] or b[k + 1]
            k = np.searchsorted(b, m, side="left")
            left = np.where(k - 1 >= 0, m - b[np.maximum(k - 1, 0)], np.inf)
            right = np.where(k + 1 < len(b), b[np.minimum(k + 1, len(b) - 1)] - m, np.inf)
            d = np.minimum(left, right)
        else:
            k = np.searchsorted(b, m)
            left = np.where(k - 1 >= 0, m - b[np.maximum(k - 1, 0)], np.inf)
            right = np.where(k < len(b), b[np.minimum(k, len(b) - 1)] - m, np.inf)
            d = np.minimum(left, right)
        dist[ia] = np.where(np.isfinite(d), d / 1000.0, np.nan)
    return n, dist


def _overlaps(a, b, exclude_self):
    """For each interval of a: how many intervals of b overlap it (same arm)."""
    out = np.zeros(len(a), dtype=int)
    for ch in a.chrom.unique():
        ia = np.where(a.chrom.values == ch)[0]
        bb = b[b.chrom == ch]
        bs, be = np.sort(bb.start.values), np.sort(bb.end.values)
        s, e = a.start.values[ia], a.end.values[ia]
        # b overlaps a  <=>  b.start < a.end and b.end > a.start
        out[ia] = np.searchsorted(bs, e, side="left") - np.searchsorted(be, s, side="right")
    return out - (1 if exclude_self else 0)


def _position(d):
    mid = ((d.start + d.end) // 2).values
    return pd.DataFrame({"arm": d.chrom.values,
                         "pos_mb": np.round(mid / 1e6, 6),
                         "pos_frac": np.round(mid / d.chrom.map(ARMS).values, 6),
                         "width": (d.end - d.start).values}), mid


def _neigh(X, d, mid):
    n, dist = _near(mid, d.chrom.values, mid, d.chrom.values, exclude_self=True)
    X["n_near_10kb"] = n
    X["dist_nearest_kb"] = np.round(dist, 3)
    return X


_DECL_POS = [Numeric("pos_frac", 0.0, 1.0), Numeric("pos_mb", 0.0, max(ARMS.values()) / 1e6)]


def _protein_table(name, cells):
    s = _sites()
    other = CELLS[1 - CELLS.index(cells)]
    d = s[(s.cells == cells) & (s.protein != "CP190") & s.chrom.isin(["chr2L", "chr2R"])]
    d = d.reset_index(drop=True)
    X, mid = _position(d)
    X = _neigh(X, d, mid)
    cp = s[(s.cells == cells) & (s.protein == "CP190")]
    X["cp190_overlap"] = _overlaps(d, cp, exclude_self=False)
    cpmid = ((cp.start + cp.end) // 2).values
    X["cp190_dist_kb"] = np.round(_near(mid, d.chrom.values, cpmid, cp.chrom.values,
                                        exclude_self=False)[1], 3)
    X["other_cell_overlap"] = _overlaps(d, s[s.cells == other], exclude_self=False)
    decl = [Categorical("arm", ["chr2L", "chr2R"])] + _DECL_POS
    return _finish(name, X, d.protein, declared=decl, source=_SRC,
                   what=f"Which insulator protein (BEAF-32, CTCF, Su(Hw)) a {cells}-cell binding "
                        "site on chromosome 2 belongs to.  Dropped: exact coordinates, track name")


def ins_protein_kc_chr2():
    return _protein_table("ins_protein_kc_chr2", "Kc")


def ins_protein_mbn2_chr2():
    return _protein_table("ins_protein_mbn2_chr2", "Mbn2")


def ins_cell_line():
    d = _sites()
    X, mid = _position(d)
    X = _neigh(X, d, mid)
    X.insert(0, "protein", d.protein.values)
    same = np.zeros(len(d), dtype=int)
    allv = _overlaps(d, d, exclude_self=True)
    for p in d.protein.unique():
        i = np.where(d.protein.values == p)[0]
        same[i] = _overlaps(d.iloc[i], d.iloc[i], exclude_self=True)
    X["n_overlap_same_protein"] = same
    X["n_overlap_other_protein"] = allv - same
    decl = [Categorical("arm", list(ARMS)), Categorical("protein", list(PROTEINS.values()))] \
        + _DECL_POS
    return _finish("ins_cell_line", X, d.cells, declared=decl, source=_SRC,
                   what="In which cell line (Kc or Mbn2) an insulator binding site of any of four "
                        "proteins was found.  Dropped: exact coordinates, track name")


def ins_is_cp190():
    d = _sites()
    X, mid = _position(d)
    X = _neigh(X, d, mid)
    X.insert(0, "cells", d.cells.values)
    X["n_overlap_all"] = _overlaps(d, d, exclude_self=True)
    y = (d.protein == "CP190").map({True: "CP190", False: "other"})
    decl = [Categorical("arm", list(ARMS)), Categorical("cells", list(CELLS))] + _DECL_POS
    return _finish("ins_is_cp190", X, y, declared=decl, source=_SRC,
                   what="Whether an insulator binding site is CP190's or one of BEAF-32, CTCF, "
                        "Su(Hw)'s.  Dropped: exact coordinates, track name")


def loci_of(name):
    """Genomic groups for repeat_probe.py (no model): each row's 10-kb and 100-kb bin."""
    s = _sites()
    if name == "ins_cell_line":
        d = s
    else:
        cells = "Kc" if name == "ins_protein_kc_chr2" else "Mbn2"
        d = s[(s.cells == cells) & (s.protein != "CP190") & s.chrom.isin(["chr2L", "chr2R"])]
    mid = ((d.start + d.end) // 2).values
    ch = d.chrom.values
    return ([f"{c}:{m // 10000}" for c, m in zip(ch, mid)],
            [f"{c}:{m // 100000}" for c, m in zip(ch, mid)])


LOADERS = {f.__name__: f for f in [ins_protein_kc_chr2, ins_cell_line, ins_protein_mbn2_chr2,
                                   ins_is_cp190]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
