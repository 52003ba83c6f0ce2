"""Batch 199's tables: Debian bookworm's `r-other-*` packages hold no usable table (README), so
both come from Debian's packaged Bioconductor data that batch 198 downloaded and did not use:
r-bioc-tcgabiolinks 2.25.3+dfsg-1 (R TCGAbiolinks 2.25.3, GPL >= 3) and
r-bioc-hsmmsinglecell 1.18.0-1 (R HSMMSingleCell 1.18.0, Artistic-2.0), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- tcgabl_purity_type21 -- TCGAbiolinks::Tumor.purity (Aran et al. 2015, Nat Commun 6:8971):
  9,364 TCGA tumour samples, the cancer type (21 TCGA cohorts) from four tumour-purity
  estimates: ESTIMATE (expression), LUMP (methylation), IHC (pathology slides), CPE (their
  consensus).  Stored as text with decimal commas and "NaN"; parsed to numbers, "NaN" kept as
  missing.  Dropped: Sample.ID (TCGA barcode: identifier) and ABSOLUTE (the help page: "estimations
  were available for only 11 cancer types" -- its presence restates part of the target).
- hsmm_hours4 -- HSMMSingleCell (Trapnell et al. 2014): 271 single human skeletal muscle
  myoblasts, the time point after the switch to differentiation medium (0 / 24 / 48 / 72 h) from
  the log2(FPKM + 1) of 300 genes: the 300 of 47,192 with the largest variance of log2(FPKM + 1)
  over all 271 cells (chosen without the labels; the package's `use_for_ordering` flag, a
  label-aware choice, is not used).  Dropped: Library, Well (identifiers; the library's plate
  restates the time point), Media (GM at 0 h, DM after: restates the target), Pseudotime and State
  (Monocle's ordering of the same expression), Mapped.Fragments (sequencing depth: technical).
Reserves, each used only if the table it stands for fails the pre-check:
- tcgabl_purity_abs11 (for the first) -- the same columns, only the 11 cancer types with an
  ABSOLUTE estimate (BLCA BRCA COAD GBM HNSC KIRC LUAD LUSC OV READ UCEC): 6,094 rows, 11 classes.
- hsmm_media2 (for the second) -- the same rows and genes, growth medium (0 h) against
  differentiation medium (24-72 h): 271 rows, 2 classes.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen199")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)

ESTIMATES = ["ESTIMATE", "LUMP", "IHC", "CPE"]
ABSOLUTE11 = ("BLCA", "BRCA", "COAD", "GBM", "HNSC", "KIRC", "LUAD", "LUSC", "OV", "READ", "UCEC")


@lru_cache(None)
def _purity():
    tp = data_set(SITE / "TCGAbiolinks", "Tumor.purity").reset_index(drop=True)
    X = pd.DataFrame({c: pd.to_numeric(tp[c].astype(str).str.replace(",", ".", regex=False),
                                       errors="coerce") for c in ESTIMATES})
    # every stored value is a number in [0, 1] or the text "NaN"
    bad = tp[ESTIMATES].astype(str).ne("NaN") & X.isna()
    assert not bad.any().any()
    return X + 0.0, tp["Cancer.type"].astype(str), tp["Sample.ID"].astype(str)


def _pur(name, types, what):
    X, y, _ = _purity()
    ok = y.isin(types).to_numpy()
    return _finish(name, X[ok], y[ok],
                   source="Debian r-bioc-tcgabiolinks 2.25.3+dfsg-1, TCGAbiolinks::Tumor.purity "
                   "(Aran et al. 2015, TCGA)",
                   what=what + "  Dropped: Sample.ID (barcode), ABSOLUTE (available for 11 "
                   "types only).  Estimates are 0-1 by the help page; ranges by convention.")


def tcgabl_purity_type21():
    _, y, _ = _purity()
    return _pur("tcgabl_purity_type21", tuple(sorted(y.unique())),
                "TCGA cancer type (21 cohorts) from four tumour-purity estimates.")


def tcgabl_purity_abs11():
    return _pur("tcgabl_purity_abs11", ABSOLUTE11,
                "TCGA cancer type (the 11 cohorts with ABSOLUTE) from four tumour-purity "
                "estimates.")


@lru_cache(None)
def _hsmm():
    ss = data_set(SITE / "HSMMSingleCell", "HSMM_sample_sheet")
    ex = data_set(SITE / "HSMMSingleCell", "HSMM_expr_matrix")
    ann = data_set(SITE / "HSMMSingleCell", "HSMM_gene_annotation")
    cells = [str(c) for c in ex.coords[ex.dims[1]].values]
    genes = [str(g) for g in ex.coords[ex.dims[0]].values]
    assert cells == [str(i) for i in ss.index] and genes == [str(i) for i in ann.index]
    lg = np.log2(np.asarray(ex.values, dtype=float) + 1.0)          # genes x cells
    top = np.sort(np.argsort(-lg.var(axis=1), kind="stable")[:300])  # label-free choice
    short = ann["gene_short_name"].astype(str).to_numpy()
    cols = [f"{short[i]}_{genes[i].split('.')[0]}" for i in top]
    X = pd.DataFrame(lg[top].T, columns=cols) + 0.0
    return X, ss.reset_index(drop=True)


def _hs(name, target_of, what):
    X, ss = _hsmm()
    y = target_of(ss["Hours"].astype(int))
    return _finish(name, X, y,
                   source="Debian r-bioc-hsmmsinglecell 1.18.0-1, HSMMSingleCell (Trapnell et al. "
                   "2014, single-cell RNA-seq of differentiating myoblasts)",
                   what=what + "  Genes: the 300 of 47,192 with the largest variance of "
                   "log2(FPKM+1), label-free.  Dropped: Library, Well, Media, Pseudotime, State, "
                   "Mapped.Fragments.  Ranges by convention.")


def hsmm_hours4():
    return _hs("hsmm_hours4", lambda h: h.map(lambda v: f"{v:02d}h"),
               "Hours after the switch to differentiation medium (0/24/48/72) from 300 genes.")


def hsmm_media2():
    return _hs("hsmm_media2", lambda h: h.map(lambda v: "GM_0h" if v == 0 else "DM_24_72h"),
               "Growth (0 h) or differentiation medium (24-72 h) from 300 genes.")


LOADERS = {f.__name__: f for f in [tcgabl_purity_type21, hsmm_hours4,
                                   tcgabl_purity_abs11, hsmm_media2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
