"""Batch 217's tables, from Debian bookworm's r-cran-mlr 2.19.1+dfsg-1, r-bioc-noiseq 2.42.0-1 and
r-cran-metadat 1.2-0-2 (`apt-get download PACKAGE=VERSION`, md5 checked, `dpkg-deb -x` under
UNSEEN_DIR/ex: nothing is installed).  The data are read once by extract_r217.py into
ecuador.csv, marioni.csv and mccurdy.csv.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen217/CHOICE):
- ecuador_landslide -- mlr `spatial.task`: J. Muenchow's Ecuador landslide data (Muenchow,
  Brenning & Richter 2012), 751 landslide / non-landslide points in the Andes of southern
  Ecuador.  Target: slides (TRUE / FALSE).  Columns: dem, slope, hcurv, vcurv, carea, cslope,
  distroad, distdeforest, distslidespast; log.carea (restates carea) dropped.  Bounds by convention.
- marioni_biotype -- NOISeq `Marioni` (Marioni et al. 2008): 5,088 genes on human chromosomes
  1-4.  Target: biotype in Ensembl's biotype groups (protein_coding incl. IG_*_gene and
  polymorphic_pseudogene; pseudogene; short_ncRNA = snRNA, snoRNA, misc_RNA, rRNA, miRNA;
  long_ncRNA = lincRNA, processed_transcript, antisense, non_coding).  Columns: length, GC, Chr
  (categorical), GeneStart, GeneEnd, the 10 lane counts; the gene id dropped.  Bounds by convention.
Reserve, used only if a table fails the pre-check:
- mccurdy20_test -- metadat `dat.mccurdy2020` (McCurdy et al. 2020): generation-effect
  effect sizes.  Target: memory_test (3); the 44 rows without it dropped.  Columns: condition,
  yi, ni, stimuli and 15 study-design moderators (missing = "missing"); identifiers and vi dropped.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen217"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

GROUP = {
    "protein_coding": "protein_coding", "IG_C_gene": "protein_coding",
    "IG_J_gene": "protein_coding", "IG_V_gene": "protein_coding",
    "polymorphic_pseudogene": "protein_coding",
    "pseudogene": "pseudogene",
    "snRNA": "short_ncRNA", "snoRNA": "short_ncRNA", "misc_RNA": "short_ncRNA",
    "rRNA": "short_ncRNA", "miRNA": "short_ncRNA",
    "lincRNA": "long_ncRNA", "processed_transcript": "long_ncRNA", "antisense": "long_ncRNA",
    "non_coding": "long_ncRNA",
}


def ecuador_landslide():
    df = pd.read_csv(BASE / "ecuador.csv")
    assert df.shape == (751, 11), df.shape
    y = df.pop("slides").astype(str).str.upper()
    df = df.drop(columns=["log.carea"])
    return _finish("ecuador_landslide", df, y,
                   source="Debian r-cran-mlr 2.19.1+dfsg-1, spatial.task (J. Muenchow's Ecuador "
                          "landslide data, Muenchow, Brenning & Richter 2012)",
                   what="Landslide (TRUE / FALSE). dem, slope, hcurv, vcurv, carea, cslope, "
                        "distroad, distdeforest, distslidespast; log.carea dropped; bounds by "
                        "convention.")


def marioni_biotype():
    df = pd.read_csv(BASE / "marioni.csv")
    assert df.shape == (5088, 17), df.shape
    b = df.pop("biotype")
    assert set(b) <= set(GROUP), set(b) - set(GROUP)
    y = b.map(GROUP)
    df = df.drop(columns=["gene"])
    df["Chr"] = df["Chr"].astype(str)
    return _finish("marioni_biotype", df, y,
                   source="Debian r-bioc-noiseq 2.42.0-1, Marioni (Marioni et al. 2008, RNA-seq "
                          "of kidney and liver; genes on chromosomes 1-4)",
                   what="Ensembl biotype group (4). length, GC, Chr, GeneStart, GeneEnd, 10 lane "
                        "counts; bounds by convention.")


def mccurdy20_test():
    df = pd.read_csv(BASE / "mccurdy.csv")
    assert df.shape == (1653, 26), df.shape
    df = df[df["memory_test"].notna()]
    y = df.pop("memory_test")
    df = df.drop(columns=["article", "experiment", "sample", "id", "pairing", "vi"])
    for c in df.columns:
        if c not in ("yi", "ni", "stimuli"):
            df[c] = df[c].fillna("missing").astype(str)
    return _finish("mccurdy20_test", df, y,
                   source="Debian r-cran-metadat 1.2-0-2, dat.mccurdy2020 (McCurdy et al. 2020, "
                          "generation-effect meta-analysis)",
                   what="Memory test (3). condition, yi, ni, stimuli and 15 design moderators; "
                        "identifiers and vi dropped; bounds by convention.")


LOADERS = {f.__name__: f for f in [ecuador_landslide, marioni_biotype, mccurdy20_test]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
