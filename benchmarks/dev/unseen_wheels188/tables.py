"""Batch 188's tables: from Debian's packaged R libraries (bookworm): r-cran-alakazam 1.2.1-1
(R alakazam 1.2.1, AGPL-3) and r-cran-kutils 1.70+dfsg-2 (R kutils 1.70, GPL-2), read with the
shared benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- airr_isotype4 -- alakazam::ExampleDb ("A small example database subset from Laserson and
  Vigneault et al, 2014", PNAS 111:4928-33: antibody repertoires around an influenza
  vaccination): the heavy-chain isotype (c_call IGHM / IGHG / IGHA / IGHD) of a B-cell receptor
  sequence, from its V / D / J gene calls (first call, allele dropped), junction length, N/P
  lengths (np1, np2), duplicate count, sample time (-1h / +7d), productive, and the number of
  nucleotide differences between the observed sequence and its germline (D-masked; positions
  where both are A/C/G/T): 1,999 rows, 4 classes.  Dropped: sequence_id, clone_id
  (identifiers; clone_id is the near-repeat group), the sequences and junction (strings),
  v_call (the genotyped call is kept), rev_comp (constant).
- nls_smoker2003 -- kutils::natlongsurv (US National Longitudinal Survey, Original Cohort
  Young Women 1968-2003, BLS; codebook natlongsurv.cdb.txt in the package): does she currently
  smoke cigarettes (R7289200, 2003; the 2,780 rows with a yes / no answer), from the 1968,
  1991 and 2003 answers listed in the help page.  NLS nonresponse codes (-1 refusal, -2 don't
  know, -3 invalid skip, -4 valid skip, -5 non-interview; IQ 999 "school nonresponse"; region 9
  "should be treated as an invalid skip") are set missing.  Dropped: R0000100 (identifier),
  R1303400 (not in the help page's list), R6502300, R6553600, R7337600 (over 95 % skips).
  Bounds: IQ 40-160 and wages 0-150,001 (topcode) from the codebook; the rest by convention.
Reserves, each used only if the table it stands for fails the pre-check:
- nls_marital5 (for the first) -- natlongsurv current marital status 2003 (R6516200: married /
  widowed / divorced / separated / never married; 2,859 rows), same columns with the smoking
  answer kept and the husband's education (R6520300, asked of married women: restates
  married) dropped.
- nls_volunteer (for the second) -- natlongsurv unpaid volunteer work in the past year 2003
  (R7344700; 2,747 rows), same columns as nls_smoker2003 plus the smoking answer.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen188")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


# --------------------------------------------------------------------------- alakazam
def _gene(calls):
    """First call of an IMGT call string ("Homsap IGHV3-49*03 F,Homsap ..."), allele dropped."""
    return calls.astype(object).map(
        lambda v: None if pd.isna(v) else
        str(v).split(",")[0].replace("Homsap ", "").split("*")[0].strip())


def _mutations(obs, germ):
    out = np.zeros(len(obs))
    for i, (a, b) in enumerate(zip(obs, germ)):
        out[i] = sum(1 for x, g in zip(str(a), str(b)) if x in "ACGT" and g in "ACGT" and x != g)
    return out


def airr_table():
    """ExampleDb's rows with this batch's feature columns, the target and the clone id."""
    d = _data("alakazam", "ExampleDb").reset_index(drop=True)
    X = pd.DataFrame({
        "v_gene": _gene(d.v_call_genotyped), "d_gene": _gene(d.d_call),
        "j_gene": _gene(d.j_call),
        "junction_length": d.junction_length.astype(float),
        "np1_length": d.np1_length.astype(float), "np2_length": d.np2_length.astype(float),
        "duplicate_count": d.duplicate_count.astype(float),
        "sample_id": d.sample_id.astype(object),
        "productive": d.productive.astype(object).map(
            lambda v: None if pd.isna(v) else ("TRUE" if bool(v) else "FALSE")),
        "mutations": _mutations(d.sequence_alignment, d.germline_alignment_d_mask),
    })
    return X, d.c_call.astype(str), d.clone_id.to_numpy()


def airr_isotype4():
    X, y, _ = airr_table()
    # levels: the genes / values that occur (ExampleDb stores character columns, not factors)
    decl = [Categorical(c, sorted(X[c].dropna().unique()))
            for c in ["v_gene", "d_gene", "j_gene"]]
    decl += [Categorical("sample_id", ["-1h", "+7d"]), Categorical("productive", ["FALSE", "TRUE"])]
    return _finish("airr_isotype4", X, y, declared=decl,
                   source="Debian r-cran-alakazam 1.2.1-1, alakazam::ExampleDb (subset of "
                   "Laserson & Vigneault et al. 2014 PNAS)",
                   what="Heavy-chain isotype (IGHM/IGHG/IGHA/IGHD) from gene calls, junction "
                   "and N/P lengths, duplicate count, sample time, productive, mutation count; "
                   "gene levels and numeric ranges from the data (convention).  Dropped: "
                   "sequence_id, clone_id, sequences, junction, v_call, rev_comp.")


# --------------------------------------------------------------------------- kutils
_NLS_CAT = {"R0003300": ["1", "2", "3", "4", "5", "6"],        # marital status 1968
            "R6516200": ["1", "3", "4", "5", "6"],             # marital status 2003
            "R7610300": ["0", "1"]}                            # region 2003: South 1
_NLS_DROP = ["R0000100", "R1303400", "R6502300", "R6553600", "R7337600"]
_NLS_DOC = [Numeric("R0060300", 40, 160), Numeric("R7312300", 0, 150001)]


def _nls(name, target, what, drop=()):
    d = _data("kutils", "natlongsurv").reset_index(drop=True)
    d = d.astype(float)                           # Int32 with no NA; codes below
    d = d.where(d >= 0)                           # NLS nonresponse codes -1 .. -5
    d.loc[d.R0060300 == 999, "R0060300"] = np.nan   # IQ: school nonresponse
    d.loc[d.R7610300 == 9, "R7610300"] = np.nan     # region: "treated as an invalid skip"
    y = d[target]
    ok = y.notna().to_numpy()
    d, y = d[ok].reset_index(drop=True), y[ok].reset_index(drop=True)
    X = d.drop(columns=_NLS_DROP + [target] + list(drop))
    for c in _NLS_CAT:
        if c in X:
            X[c] = X[c].map(lambda v: None if pd.isna(v) else str(int(v))).astype(object)
    decl = [Categorical(c, lv) for c, lv in _NLS_CAT.items() if c in X] + _NLS_DOC
    return _finish(name, X, y.map(lambda v: str(int(v))), declared=decl,
                   source="Debian r-cran-kutils 1.70+dfsg-2, kutils::natlongsurv (NLS "
                   "Original Cohort Young Women 1968-2003, BLS)",
                   what=what + "  NLS nonresponse codes set missing; IQ 40-160 and wages "
                   "0-150001 from the codebook, the rest by convention.  Dropped: R0000100, "
                   "R1303400, R6502300, R6553600, R7337600.")


def nls_smoker2003():
    return _nls("nls_smoker2003", "R7289200", "Currently smokes cigarettes, 2003 (1 yes).")


def nls_marital5():
    return _nls("nls_marital5", "R6516200", "Current marital status, 2003 (5 codes); "
                "husband's education R6520300 dropped.", drop=("R6520300",))


def nls_volunteer():
    return _nls("nls_volunteer", "R7344700", "Unpaid volunteer work in the past year, 2003.")


LOADERS = {f.__name__: f for f in [airr_isotype4, nls_smoker2003, nls_marital5, nls_volunteer]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
