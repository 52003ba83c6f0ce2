"""Batch 145's tables: web platforms, from one wheel: maigret 0.6.6 (MIT; Soxoj's OSINT tool that
checks a username on thousands of websites).  Its maigret/resources/data.json is the curated
database of 5,897 real websites with public user profiles: each site's main address (urlMain),
its profile-URL template or the forum / wiki software ("engine") whose template it follows, how
a missing profile shows (checkType: HTTP status code, a message in the page, a redirect), tags
(topics and country codes), Alexa rank where recorded, and a disabled flag.

Candidates (targets, classes and columns fixed before the pre-check; README):
- mg_forum_engine -- which software a site with an engine runs: Discourse, uCoz, MediaWiki,
  XenForo, phpBB, Lemmy, vBulletin, Mastodon, or other (Flarum, Vanilla, WordPress, the
  generic engine404 / engineRedirect checks, op.gg): 3,424 sites, 9 classes.
- mg_check_method -- how a site without an engine answers for a missing profile, HTTP status code
  or a message in the page, for the sites tagged with a country other than Russia: 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- mg_site_topic (for the first) -- the topic of a site that carries exactly one of eight topic
  tags (social, wiki, gaming, tech, hobby, business, coding, education): 2,240 rows, 8 classes.
- mg_check_method_ru (for the second) -- the same target for the sites tagged Russia.
Columns: from urlMain: tld (last label; the 25 commonest of the whole file, else "other": a
data-derived level list), n_labels (host labels), host_first (first host label: www, forum,
forums, community, wiki, else other; host words that name the software itself -- discourse,
lemmy, mastodon -- are "other"), has_path, https; from the tags: country (the first country tag
among the 20 commonest of the file, "none", or "other"), yes/no flags for the commonest topic
tags, n_tags; alexa_log10 (log10 Alexa rank, missing where none), disabled, protection.
mg_check_method(_ru) add, from the profile-URL template: url_style (subdomain, at, user,
profile, members, query, root, other), url_depth, same_host, url_probe, regex_check.
Dropped: the site name and every username (identifiers); the presence / absence strings,
errors, headers and request settings (the check's own configuration: they restate the check
method); for the engine table the url template (the engine supplies it) and the tags lemmy,
mastodon and wiki (they name the software); for the topic table the topic tags themselves.
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
from collections import Counter
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlparse

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen145")
JSON = Path(BASE) / "ex" / "maigret" / "maigret" / "resources" / "data.json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "maigret 0.6.6 wheel maigret/resources/data.json (curated database of websites)"

COUNTRIES = {"ru", "de", "ua", "us", "fr", "pl", "gb", "cn", "jp", "ca", "tr", "nl", "pk", "br",
             "it", "fi", "vn", "au", "es", "in", "ir", "cz", "by", "kr", "kz", "il", "id",
             "se", "gr", "ro", "hu", "at", "ch", "pt", "mx", "ar", "dk", "no", "be", "lt",
             "lv", "ee", "bg", "rs", "hr", "sk", "si", "th", "my", "sg", "ph", "tw", "hk",
             "eu", "global", "bd", "eg", "sa", "ae", "ng", "za", "nz", "ie", "cl", "co", "pe",
             "ve", "md", "am", "ge", "az", "uz", "kg", "tj", "tm", "mn", "lk", "np", "af"}
TOPICS = ["forum", "discussion", "social", "tech", "gaming", "coding", "education", "hobby",
          "business", "apps", "blog", "music", "video", "news", "streaming", "art"]
TOPIC8 = ["social", "wiki", "gaming", "tech", "hobby", "business", "coding", "education"]
ENGINE = {"DiscourseJson": "Discourse", "Discourse": "Discourse", "uCoz": "uCoz",
          "XenForo": "XenForo", "vBulletin": "vBulletin", "Lemmy": "Lemmy",
          "Mastodon": "Mastodon", "phpBB": "phpBB", "phpBB/Search": "phpBB",
          "phpBB2/Search": "phpBB", "MediaWiki": "MediaWiki", "MediaWikiJson": "MediaWiki",
          "MediaWikiJson/w": "MediaWiki", "MediaWikiJson/wiki": "MediaWiki",
          "MediaWikiJson/mediawiki": "MediaWiki"}


@lru_cache(None)
def _sites():
    with open(JSON, encoding="utf-8") as fh:
        return json.load(fh)["sites"]


def _host(u):
    return (urlparse(u).hostname or "").lower()


@lru_cache(None)
def _common():
    s = _sites()
    tld = Counter(_host(v.get("urlMain") or v.get("url") or "").rsplit(".", 1)[-1]
                  for v in s.values())
    cc = Counter(t for v in s.values() for t in v.get("tags", []) if t in COUNTRIES)
    return tuple(k for k, _ in tld.most_common(25)), tuple(k for k, _ in cc.most_common(20))


def _url_style(t):
    p = urlparse(t.replace("{username}", "USERNAME"))
    host, path, q = (p.hostname or "").lower(), p.path.lower(), p.query
    if "username" in host:
        return "subdomain"
    if "USERNAME" in q:
        return "query"
    if "/@username" in path:
        return "at"
    segs = [x for x in path.split("/") if x]
    if segs and segs[0] == "username":
        return "root"
    head = segs[0] if segs else ""
    if head in ("user", "users", "u"):
        return "user"
    if head in ("profile", "profiles", "people", "id"):
        return "profile"
    if head in ("member", "members", "author", "authors"):
        return "members"
    return "other"


def _base_cols(v, drop_tags=()):
    top_tld, top_cc = _common()
    main = v.get("urlMain") or v.get("url") or ""
    h = _host(main)
    labels = [x for x in h.split(".") if x]
    tld = labels[-1] if labels else ""
    first = labels[0] if len(labels) > 2 else "none"
    tags = [t for t in v.get("tags", []) if t not in drop_tags]
    ctry = [t for t in tags if t in COUNTRIES]
    r = {"tld": tld if tld in top_tld else "other",
         "n_labels": len(labels),
         "host_first": first if first in ("www", "forum", "forums", "community", "wiki", "none")
         else "other",
         "has_path": "yes" if urlparse(main).path.strip("/") else "no",
         "https": "yes" if main.startswith("https") else "no",
         "country": (ctry[0] if ctry[0] in top_cc else "other") if ctry else "none"}
    for t in TOPICS:
        if t not in drop_tags:
            r["tag_" + t] = "yes" if t in tags else "no"
    r["n_tags"] = len(tags)
    a = v.get("alexaRank")
    r["alexa_log10"] = math.log10(a) if isinstance(a, int) and a > 0 else float("nan")
    r["disabled"] = "yes" if v.get("disabled") else "no"
    r["protection"] = "yes" if v.get("protection") else "no"
    return r


def _yesno(cols):
    return [Categorical(c, ["no", "yes"]) for c in cols]


def _decl(X):
    yn = [c for c in X.columns if c.startswith("tag_")] + [
        c for c in ("has_path", "https", "disabled", "protection", "same_host", "url_probe",
                    "regex_check") if c in X.columns]
    d = _yesno(yn) + [Categorical("host_first", ["www", "forum", "forums", "community", "wiki",
                                                 "other", "none"])]
    if "url_style" in X.columns:
        d.append(Categorical("url_style", ["subdomain", "query", "at", "root", "user",
                                           "profile", "members", "other"]))
    return d


def mg_forum_engine():
    rows, y = [], []
    for v in _sites().values():
        e = v.get("engine")
        if not e:
            continue
        rows.append(_base_cols(v, drop_tags=("lemmy", "mastodon", "wiki")))
        y.append(ENGINE.get(e, "other"))
    X = pd.DataFrame(rows)
    return _finish("mg_forum_engine", X, pd.Series(y), declared=_decl(X), source=_SRC,
                   what="Which forum / wiki software (engine) a site runs.  Dropped: site name, "
                        "usernames, check strings, url template, tags lemmy/mastodon/wiki")


def _check(name, ru):
    rows, y = [], []
    for v in _sites().values():
        if v.get("engine") or v.get("checkType") not in ("status_code", "message"):
            continue
        tags = v.get("tags", [])
        ctry = [t for t in tags if t in COUNTRIES]
        if ru != ("ru" in tags) or (not ru and not ctry):
            continue
        r = _base_cols(v)
        t = v.get("url", "")
        r["url_style"] = _url_style(t)
        r["url_depth"] = len([x for x in urlparse(t).path.split("/") if x])
        r["same_host"] = "yes" if _host(t) == _host(v.get("urlMain") or t) else "no"
        r["url_probe"] = "yes" if v.get("urlProbe") else "no"
        r["regex_check"] = "yes" if v.get("regexCheck") else "no"
        rows.append(r)
        y.append(v["checkType"])
    X = pd.DataFrame(rows)
    return _finish(name, X, pd.Series(y), declared=_decl(X), source=_SRC,
                   what="How a site answers for a missing profile (HTTP status code or a message "
                        "in the page).  Dropped: site name, usernames, presence / absence strings, "
                        "errors, headers, request settings")


def mg_check_method():
    return _check("mg_check_method", ru=False)


def mg_check_method_ru():
    return _check("mg_check_method_ru", ru=True)


def mg_site_topic():
    rows, y = [], []
    for v in _sites().values():
        t = [x for x in v.get("tags", []) if x in TOPIC8]
        if len(t) != 1:
            continue
        rows.append(_base_cols(v, drop_tags=tuple(TOPIC8)))
        y.append(t[0])
    X = pd.DataFrame(rows)
    return _finish("mg_site_topic", X, pd.Series(y), declared=_decl(X), source=_SRC,
                   what="A site's topic (one of eight topic tags).  Dropped: site name, "
                        "usernames, check strings, url template, the topic tags")


LOADERS = {f.__name__: f for f in [mg_forum_engine, mg_check_method, mg_site_topic,
                                   mg_check_method_ru]}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's registered domain (last two host
    labels of urlMain), in the loaders' row order."""
    out = []
    for v in _sites().values():
        keep = False
        if name == "mg_forum_engine":
            keep = bool(v.get("engine"))
        elif name in ("mg_check_method", "mg_check_method_ru"):
            tags = v.get("tags", [])
            keep = (not v.get("engine") and v.get("checkType") in ("status_code", "message")
                    and (("ru" in tags) if name.endswith("_ru")
                         else ("ru" not in tags and any(t in COUNTRIES for t in tags))))
        elif name == "mg_site_topic":
            keep = len([x for x in v.get("tags", []) if x in TOPIC8]) == 1
        if keep:
            h = _host(v.get("urlMain") or v.get("url") or "")
            out.append(".".join(h.split(".")[-2:]))
    return out


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=22, source_width=70)
