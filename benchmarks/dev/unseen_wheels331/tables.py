"""Batch 331's tables, from one package of the npm registry (fetched with `npm pack
ideogram@1.53.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/ideo: nothing is installed or run from the package):
- ideogram 1.53.0 (Eric Weitz, "Chromosome visualization for the web"; CC0-1.0): its "Gene Leads"
  cache dist/data/cache/variants/homo-sapiens-variants.tsv.gz, which its header describes as "a
  compact representation of data from https://ftp.ncbi.nlm.nih.gov/pub/clinvar/vcf_GRCh38/
  clinvar_20241215.vcf.gz", filtered to variants with a clinical significance of at least
  Likely_pathogenic and a review status of at least "criteria_provided,_multiple_submitters,
  _no_conflicts": NCBI ClinVar's public archive of variant interpretations (72,582 variants).
  The value codes are keyed in homo-sapiens-variants.tsv.li.gz (its "# Keys:" lines).

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen331/CHOICE):
- clinvar_snv_consequence6 -- ClinVar's molecular consequence (MC, a Sequence Ontology term) of a
  pathogenic / likely pathogenic single-nucleotide variant on chromosomes 1-22, X, Y with exactly
  one consequence listed: missense, nonsense, splice donor, splice acceptor, intron, synonymous
  (the six with >= 100 such variants), from the base change, clinical significance, review
  status, allele origin, ExAC allele frequency, number of linked diseases, whether it has a dbSNP
  rs id, and the chromosome.  No position, ids, disease ids or gene.
- clinvar_snv_significance3 (reserve) -- the same rows' clinical significance (Pathogenic /
  Likely_pathogenic / Pathogenic/Likely_pathogenic) with the consequence as a column instead.
"""
from __future__ import annotations

import gzip
import json
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen331"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]

VAR = BASE / "ex/ideo/package/dist/data/cache/variants"
SRC = ("npm ideogram 1.53.0, dist/data/cache/variants/homo-sapiens-variants.tsv.gz (NCBI ClinVar "
       "GRCh38 release 2024-12-15, P/LP variants with multi-submitter or better review)")
COLS = ["CHROM", "POS", "ID", "REF", "ALT", "DISEASE_IDS", "AF_EXAC", "CLNREVSTAT", "CLNSIG",
        "CLNVC", "MC", "ORIGIN", "RS"]
CHROMS = [str(i) for i in range(1, 23)] + ["X", "Y"]
BASES = ("A", "C", "G", "T")
MC6 = ["missense_variant", "nonsense", "splice_donor_variant", "splice_acceptor_variant",
       "intron_variant", "synonymous_variant"]
# ClinVar's ORIGIN is a bit field (VCF header: 0 unknown, 1 germline, 2 somatic, 4 inherited,
# 8 paternal, 16 maternal, 32 de-novo, 64 biparental, 128 uniparental, 256 not-tested,
# 512 tested-inconclusive, 1073741824 other); the flags below are read from it.
ORIGIN_BITS = {"germline": 1, "somatic": 2, "inherited": 4, "paternal": 8, "maternal": 16,
               "de_novo": 32, "biparental": 64}


def _keys():
    keys = {}
    with gzip.open(VAR / "homo-sapiens-variants.tsv.li.gz", "rt", encoding="utf-8") as f:
        for line in f:
            m = re.match(r"# (\w+) = (\[.*\])\s*$", line)
            if m:
                keys[m.group(1)] = json.loads(m.group(2))
    return keys


def _snvs():
    keys = _keys()
    rows = []
    with gzip.open(VAR / "homo-sapiens-variants.tsv.gz", "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            r = line.rstrip("\n").split("\t")
            rows.append(r + [""] * (len(COLS) - len(r)))
    d = pd.DataFrame(rows, columns=COLS)
    assert len(d) == 72582, len(d)
    vt = keys["variant_types"]
    d["vtype"] = d["CLNVC"].map(lambda v: vt[int(v)])
    d = d[(d["vtype"] == "single_nucleotide_variant") & d["CHROM"].isin(CHROMS)]
    d = d[(d["MC"] != "") & ~d["MC"].str.contains(",")]
    mcs = [s.split("|")[1] for s in keys["molecular_consequences"]]
    sig = keys["clinical_significances"]
    rev = keys["clinical_review_statuses"]
    out = pd.DataFrame({
        "consequence": d["MC"].map(lambda v: mcs[int(v)]),
        "significance": d["CLNSIG"].map(lambda v: sig[int(v)]),
        "ref": d["REF"], "alt": d["ALT"],
        "review_status": d["CLNREVSTAT"].map(lambda v: rev[int(v)]),
        "chrom": d["CHROM"],
        "af_exac": pd.to_numeric(d["AF_EXAC"], errors="coerce").astype(float),
        "n_diseases": d["DISEASE_IDS"].map(lambda v: float(len(v.split(","))) if v else 0.0),
        "has_rs": d["RS"].map(lambda v: "yes" if v else "no"),
    })
    orig = pd.to_numeric(d["ORIGIN"], errors="coerce").fillna(0).astype(int)
    for k, b in ORIGIN_BITS.items():
        out["origin_" + k] = (orig & b).map(lambda v: "yes" if v else "no")
    return out.reset_index(drop=True)


def _declared(X, extra=()):
    decl = [Categorical("ref", BASES), Categorical("alt", BASES),
            Categorical("chrom", tuple(CHROMS)),
            Categorical("review_status", tuple(_keys()["clinical_review_statuses"])),
            Numeric("af_exac", 0.0, 1.0, allow_missing=True)]
    decl += [Categorical("origin_" + k, ("no", "yes")) for k in ORIGIN_BITS]
    decl += [Categorical("has_rs", ("no", "yes"))]
    return decl + list(extra)


def clinvar_snv_consequence6():
    d = _snvs()
    d = d[d["consequence"].isin(MC6)]
    y = d.pop("consequence")
    decl = _declared(d, [Categorical("significance", tuple(_keys()["clinical_significances"]))])
    return _finish("clinvar_snv_consequence6", d, y, declared=decl, source=SRC,
                   what="The molecular consequence ClinVar gives a pathogenic / likely pathogenic "
                        "single-nucleotide variant (6 Sequence Ontology terms with >= 100 "
                        "variants; variants with one consequence only) from its base change, "
                        "clinical significance, review status, allele origin flags, ExAC "
                        "frequency, number of linked diseases, dbSNP id present, chromosome.  "
                        "No position, ids, disease ids or gene.  Bases, chromosomes, codes and "
                        "frequency range from ClinVar's VCF / the package's keys; n_diseases by "
                        "convention (full-data range treated as public).")


def clinvar_snv_significance3():
    d = _snvs()
    d = d[d["consequence"].isin(MC6)]
    y = d.pop("significance")
    decl = _declared(d, [Categorical("consequence", tuple(MC6))])
    return _finish("clinvar_snv_significance3", d, y, declared=decl, source=SRC,
                   what="ClinVar's clinical significance (P / LP / P-LP) of the same variants, "
                        "from their consequence and the other columns.")


LOADERS = {f.__name__: f for f in [clinvar_snv_consequence6, clinvar_snv_significance3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
