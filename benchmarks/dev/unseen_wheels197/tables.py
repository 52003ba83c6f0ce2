"""Batch 197's tables: from Debian's packaged R libraries (bookworm): r-cran-intervals
0.15.2-1+b1 (R intervals 0.15.2, Artistic-2.0) and r-cran-survminer 0.4.9+dfsg-1 (R survminer
0.4.9, GPL-2), read with the shared benchmarks/dev/unseen_wheels/r_package_data.py from the
extracted .deb under UNSEEN_DIR (ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- intervals_sgd_type4 -- intervals::sgd (Saccharomyces Genome Database, Fall 2007
  saccharomyces_cerevisiae.gff, a subset of its chromosome features): a feature's type (CDS /
  ORF / intron / five_prime_UTR_intron) from its chromosome, start, stop, strand and its length
  (stop - start + 1, derived): 13,863 rows, 4 classes.  Dropped: SGDID, feature_name,
  parent_feature_name (identifiers; feature_name is empty on CDS rows only, the parent's name
  names the ORF a CDS / intron belongs to: both restate the type).
- survminer_myeloma_1q21 -- survminer::myeloma (GEO GSE4581, multiple myeloma patients): copy
  number of chromosome 1q21 (2 / 3 / 4+ copies) from the patient's molecular subgroup and six
  genes' expression: the 186 rows with a status, 3 classes.  Dropped: event, time (follow-up,
  post-outcome), treatment (one level, TT2, on every row).
Reserves, each used only if the table it stands for fails the pre-check:
- intervals_sgd_noncds3 (for the first) -- the same without the CDS rows (each CDS lies inside
  its ORF, most share its coordinates exactly): ORF / intron / five_prime_UTR_intron, 6,942
  rows, 3 classes.
- survminer_myeloma_1q21amp2 (for the second) -- 1q21 amplified (3 or 4+ copies) or not
  (2 copies), same rows and columns: 186 rows, 2 classes.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen197")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


def _levels(col):
    return [str(c) for c in col.cat.categories]


def _sgd(name, keep_cds, what):
    d = _data("intervals", "sgd").reset_index(drop=True)
    if not keep_cds:
        d = d[d["type"].astype(str) != "CDS"].reset_index(drop=True)
    X = pd.DataFrame({
        "chr": d["chr"].astype(object), "strand": d["strand"].astype(object),
        "start": d["start"].astype(float) + 0.0, "stop": d["stop"].astype(float) + 0.0,
        "length": (d["stop"] - d["start"] + 1).astype(float),
    })
    y = d["type"].astype(str)
    decl = [Categorical("chr", _levels(d["chr"])), Categorical("strand", _levels(d["strand"]))]
    return _finish(name, X, y, declared=decl,
                   source="Debian r-cran-intervals 0.15.2-1+b1, intervals::sgd (Saccharomyces "
                   "Genome Database, Fall 2007 GFF)",
                   what=what + "  Dropped: SGDID, feature_name, parent_feature_name.  "
                   "start / stop / length ranges by convention.")


def intervals_sgd_type4():
    return _sgd("intervals_sgd_type4", True,
                "Feature type (CDS / ORF / intron / 5' UTR intron) from chromosome, strand, "
                "start, stop, length.")


def intervals_sgd_noncds3():
    return _sgd("intervals_sgd_noncds3", False,
                "Feature type (ORF / intron / 5' UTR intron; CDS rows left out) from "
                "chromosome, strand, start, stop, length.")


_GENES = ["CCND1", "CRIM1", "DEPDC1", "IRF4", "TP53", "WHSC1"]


def _myeloma(name, target_of, what):
    d = _data("survminer", "myeloma").reset_index(drop=True)
    ok = d["chr1q21_status"].notna().to_numpy()
    d = d[ok].reset_index(drop=True)
    y = target_of(d["chr1q21_status"].astype(str))
    X = pd.DataFrame({"molecular_group": d["molecular_group"].astype(object),
                      **{g: d[g].astype(float) + 0.0 for g in _GENES}})
    decl = [Categorical("molecular_group", _levels(d["molecular_group"]))]
    return _finish(name, X, y, declared=decl,
                   source="Debian r-cran-survminer 0.4.9+dfsg-1, survminer::myeloma (GEO "
                   "GSE4581, multiple myeloma)",
                   what=what + "  Rows with a 1q21 status only.  Dropped: event, time "
                   "(follow-up), treatment (one level).  Expression ranges by convention.")


def survminer_myeloma_1q21():
    return _myeloma("survminer_myeloma_1q21", lambda s: s,
                    "Chromosome 1q21 copy number (2 / 3 / 4+) from molecular group and six "
                    "genes' expression.")


def survminer_myeloma_1q21amp2():
    return _myeloma("survminer_myeloma_1q21amp2",
                    lambda s: s.map(lambda v: "normal" if v == "2 copies" else "amplified"),
                    "Chromosome 1q21 amplified (3 or 4+ copies) or not, from molecular group "
                    "and six genes' expression.")


LOADERS = {f.__name__: f for f in [intervals_sgd_type4, survminer_myeloma_1q21,
                                   intervals_sgd_noncds3, survminer_myeloma_1q21amp2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
