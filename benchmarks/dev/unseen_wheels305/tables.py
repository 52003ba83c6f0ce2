"""Batch 305's table, from one Debian bookworm package (`apt-get download nmap-common=7.93+dfsg1-1`,
md5 checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed or run).
- nmap-common 7.93+dfsg1-1 (Nmap's architecture-independent data files):
  usr/share/nmap/nmap-os-db, Nmap's OS-detection database: 5,678 reference fingerprints, each
  the responses of one real device's TCP/IP stack to Nmap's 16 OS-detection probes (tests SEQ,
  OPS, WIN, ECN, T1-T7, U1, IE), submitted by users and integrated by the Nmap project, with
  one or more `Class vendor | OS family | OS generation | device type` lines and CPE names.
  A test value may be a range (`FA-104`) or alternatives (`I|RD`); the parser takes the FIRST
  alternative and, of a range, its LOWER end (hex values are read as hex, as the Nmap book
  documents them).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen305/CHOICE):
- nmap_device_type -- one row per fingerprint whose Class lines all give one device type: that
  device type (the types with >= 30 such fingerprints), from its probe responses (below).
Reserve, used only if the table fails the pre-check:
- nmap_device_type_tcp -- the same rows and target from the TCP columns only (SEQ, OPS, WIN,
  ECN, T1-T7), without the UDP (U1) and ICMP (IE) columns.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen305"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DB = BASE / "ex/usr/share/nmap/nmap-os-db"
SRC = "Debian nmap-common 7.93+dfsg1-1, usr/share/nmap/nmap-os-db (Nmap OS fingerprints)"
# documented ranges: IP TTL 0..255, TCP window / MSS / IP length 16-bit, TCP window scale 0..14
DECL = [Numeric("ttl_guess", 0, 255), Numeric("w1", 0, 65535), Numeric("o1_mss", 0, 65535),
        Numeric("u1_ipl", 0, 65535, allow_missing=True), Numeric("t4_w", 0, 65535,
                                                                 allow_missing=True)]
CAT_TESTS = {  # (test, attribute) -> column, categorical (first alternative as written)
    ("SEQ", "TI"): "seq_ti", ("SEQ", "CI"): "seq_ci", ("SEQ", "II"): "seq_ii",
    ("SEQ", "SS"): "seq_ss", ("SEQ", "TS"): "seq_ts",
    ("ECN", "R"): "ecn_r", ("ECN", "DF"): "ecn_df", ("ECN", "CC"): "ecn_cc",
    ("T1", "DF"): "t1_df", ("T1", "F"): "t1_f", ("T1", "A"): "t1_a",
    ("T4", "F"): "t4_f", ("T5", "F"): "t5_f", ("T5", "A"): "t5_a",
    ("U1", "RIPCK"): "u1_ripck", ("U1", "RUCK"): "u1_ruck", ("U1", "RID"): "u1_rid",
    ("IE", "DFI"): "ie_dfi", ("IE", "CD"): "ie_cd",
}
HEX_TESTS = {("SEQ", "SP"): "seq_sp", ("SEQ", "ISR"): "seq_isr", ("WIN", "W1"): "w1",
             ("T4", "W"): "t4_w", ("U1", "IPL"): "u1_ipl"}
RESP = ["ECN", "T1", "T2", "T3", "T4", "T5", "T6", "T7", "U1", "IE"]
UDP_ICMP = {"u1_ripck", "u1_ruck", "u1_rid", "ie_dfi", "ie_cd", "u1_ipl", "r_U1", "r_IE"}


def _first(v):
    v = v.split("|")[0]
    return v


def _hex_low(v):
    v = _first(v).split("-")[0]
    try:
        return float(int(v, 16))
    except ValueError:
        return float("nan")


def _parse():
    rows, cur = [], None
    for line in open(DB, encoding="latin-1"):
        line = line.rstrip("\n")
        if line.startswith("Fingerprint "):
            cur = {"classes": [], "tests": {}}
            rows.append(cur)
        elif cur is None or not line or line.startswith("#"):
            continue
        elif line.startswith("Class "):
            cur["classes"].append(line.split("|")[-1].strip())
        else:
            m = re.match(r"^([A-Z0-9]+)\((.*)\)$", line)
            if m:
                cur["tests"][m.group(1)] = dict(
                    kv.split("=", 1) for kv in m.group(2).split("%") if "=" in kv)
    out = []
    for r in rows:
        if not r["classes"] or len(set(r["classes"])) != 1:
            continue
        t = r["tests"]
        rec = {"device": r["classes"][0]}
        for (tn, a), col in CAT_TESTS.items():
            v = t.get(tn, {}).get(a)
            rec[col] = None if v is None else (_first(v) or "empty")
        for (tn, a), col in HEX_TESTS.items():
            v = t.get(tn, {}).get(a)
            rec[col] = float("nan") if v is None else _hex_low(v)
        for tn in RESP:
            rec[f"r_{tn}"] = "absent" if tn not in t else t[tn].get("R", "Y")[:1] or "Y"
        tg = next((t[tn]["TG"] for tn in ["T1", "ECN", "T3", "T4", "T5", "T6", "T7", "U1", "IE"]
                   if tn in t and "TG" in t[tn]), None)
        rec["ttl_guess"] = _hex_low(tg) if tg else float("nan")
        o1 = _first(t.get("OPS", {}).get("O1", ""))
        mss = re.search(r"M([0-9A-F]+)", o1)
        ws = re.search(r"W([0-9A-F]+)", o1)
        rec["o1_mss"] = float(int(mss.group(1), 16)) if mss else float("nan")
        rec["o1_wscale"] = float(int(ws.group(1), 16)) if ws else -1.0
        rec["o1_sack"] = "yes" if "S" in o1 else "no"
        rec["o1_ts"] = (re.search(r"T[01]{2}", o1) or [None])[0] or "none"
        rec["o1_nops"] = float(o1.count("N"))
        rec["o1_len"] = float(len(re.findall(r"[A-Z]", o1)))
        out.append(rec)
    return pd.DataFrame(out)


def _table(name, drop=()):
    d = _parse()
    vc = d["device"].value_counts()
    d = d[d["device"].map(vc) >= 30].reset_index(drop=True)
    y = d.pop("device")
    X = d.drop(columns=[c for c in d.columns if c in drop])
    for c in X.columns:
        if not pd.api.types.is_numeric_dtype(X[c]):
            v = X[c].fillna("absent").astype(str)
            # values under 10 rows (mostly one device's checksum or IP ID, hex) pooled: they
            # would nearly identify a product
            X[c] = v.where(v.map(v.value_counts()) >= 10, "other")
    decl = [f for f in DECL if f.name in X.columns]
    return _finish(name, X, y, declared=decl, source=SRC,
                   what="Which device type (the fingerprint's Class lines) from the device's "
                   "TCP/IP probe responses.  Columns: Nmap test attributes (first alternative; "
                   "lower end of a range; hex read as hex): seq_*, ecn_*, t1_*, t4_*, t5_*, "
                   "u1_*, ie_* (categorical, 'absent' when the test or attribute is missing, "
                   "values under 10 rows pooled as 'other'), "
                   "r_<test> (responded Y/N, or absent), seq_sp, seq_isr (numeric, convention), "
                   "w1, t4_w, u1_ipl, ttl_guess (the first TG found), o1_mss (numeric, "
                   "documented 16-bit / 8-bit ranges), o1_wscale (-1 if none), o1_sack, o1_ts, "
                   "o1_nops, o1_len (the first SYN probe's TCP options).  Not used: the "
                   "fingerprint's name, vendor, OS family / generation and CPE (they identify "
                   "the product and restate the target).")


def nmap_device_type():
    return _table("nmap_device_type")


def nmap_device_type_tcp():
    return _table("nmap_device_type_tcp", drop=UDP_ICMP)


LOADERS = {f.__name__: f for f in [nmap_device_type, nmap_device_type_tcp]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
