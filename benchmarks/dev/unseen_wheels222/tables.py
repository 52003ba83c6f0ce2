"""Batch 222's tables, from Debian bookworm's r-cran-tcr 2.3.2+ds-1 (`apt-get download
r-cran-tcr=2.3.2+ds-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
The data are read once by extract_r222.py into twb.csv.

tcR's `twb` ("twinsdata"): the 10,000 most abundant T-cell receptor beta-chain clonesets of each
of 4 samples (Subj.A-D) of a twins repertoire study (link http://labcfg.ibch.ru/tcr.html), 40,000
rows: read count and proportion, CDR3 nucleotide and amino-acid sequence, V / J / D segment
calls, positions of the V end, J start and D ends in the CDR3, VD / DJ / total insertions.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen222/CHOICE):
- tcr_twb_jgene -- J.gene, the beta-chain J segment (13 classes), from V.gene, D.gene, subject
  (categorical), the CDR3 nucleotide length, V.end, J.start, D5.end, D3.end, VD / DJ / total
  insertions and Read.proportion.  Not used: the CDR3 sequences (their 3' end is the J segment's
  germline sequence), the Umi columns (all missing), Read.count (restates Read.proportion times
  the sample's depth).
Reserve, used only if that table fails the pre-check:
- tcr_twb_subject -- subject (Subj.A-D), from V.gene, J.gene, D.gene and the same numeric
  columns without Read.count / Read.proportion (sample markers through depth and the top-10,000 cut).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen222"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-tcr 2.3.2+ds-1, twb (tcR's twins data: T-cell receptor beta-chain "
       "clonesets, 10,000 per sample, 4 samples)")
NUM = ["cdr3_nt_len", "V.end", "J.start", "D5.end", "D3.end", "VD.insertions", "DJ.insertions",
       "Total.insertions"]


def _twb():
    df = pd.read_csv(BASE / "twb.csv", keep_default_na=False, na_values=["NA"])
    assert df.shape == (40000, 17), df.shape
    assert df["Umi.count"].isna().all() and df["Umi.proportion"].isna().all()
    df["cdr3_nt_len"] = df["CDR3.nucleotide.sequence"].str.len().astype(float)
    df["D.gene"] = df["D.gene"].astype(str).replace({"": "none"})
    for c in NUM + ["Read.proportion"]:
        df[c] = df[c].astype(float)
    return df


def tcr_twb_jgene():
    df = _twb()
    y = df["J.gene"]
    X = df[["V.gene", "D.gene", "subject"] + NUM + ["Read.proportion"]]
    return _finish("tcr_twb_jgene", X, y, source=SRC,
                   what="J.gene, the beta-chain J segment (13). V.gene, D.gene, subject "
                        "(categorical), CDR3 nucleotide length, V.end, J.start, D5.end, D3.end, "
                        "VD / DJ / total insertions, Read.proportion; not used: CDR3 sequences "
                        "(restate J), Umi columns (missing), Read.count; bounds by convention.")


def tcr_twb_subject():
    df = _twb()
    y = df["subject"]
    X = df[["V.gene", "J.gene", "D.gene"] + NUM]
    return _finish("tcr_twb_subject", X, y, source=SRC,
                   what="subject, the sample (4). V.gene, J.gene, D.gene (categorical), CDR3 "
                        "nucleotide length, V.end, J.start, D5.end, D3.end, VD / DJ / total "
                        "insertions; not used: CDR3 sequences, Umi columns, Read.count and "
                        "Read.proportion (sample markers); bounds by convention.")


LOADERS = {f.__name__: f for f in [tcr_twb_jgene, tcr_twb_subject]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
