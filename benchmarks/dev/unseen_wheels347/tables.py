"""Batch 347's tables, from one package of the npm registry (fetched with `npm pack
ifsc@2.0.50`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/ifsc: nothing is installed or run from the package):
- ifsc 2.0.50 (Razorpay's IFSC toolset, MIT, github.com/razorpay/ifsc): src/banks.json (1,346
  Indian banks with their type, NPCI flags, a listed IFSC, MICR and IIN), src/IFSC.json (branch
  numbers per bank code, from RBI's IFSC list), src/sublet.json and src/custom-sublets.json
  (sub-member branches: a sponsor bank's IFSC mapped to the bank using it).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen347/CHOICE):
- ifsc_bank_type9 -- a bank's type as banks.json gives it (O-UCB, DCCB, RRB, S-UCB, SCB,
  Foreign, PSB, Private, SFB; LAB and PB, with 2 and 6 banks, dropped), from its NPCI flags
  (ach_credit, ach_debit, apbs, nach_debit, upi), which fields are filled, whether it is a direct
  member (its IFSC starts with its own code), its sponsor's type, the MICR's city code, the IIN
  series and its branch counts.  Dropped: code, name, full IFSC / sponsor prefix, the MICR's bank
  and branch digits, the full IIN (identifiers, or names restating the type), imps (1 bank).
- ifsc_bank_group4 (reserve) -- the same columns on all 1,346 banks, the type grouped into
  commercial / RRB / rural co-operative / urban co-operative.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from collections import Counter
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen347"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PKG = BASE / "ex/ifsc/package/src"
SRC = ("npm ifsc 2.0.50 (Razorpay), src/banks.json (1,346 Indian banks: type, NPCI flags, "
       "IFSC/MICR/IIN) + IFSC.json, sublet.json, custom-sublets.json branch counts")
GROUP4 = {"PSB": "commercial", "Private": "commercial", "Foreign": "commercial",
          "SFB": "commercial", "PB": "commercial", "LAB": "commercial", "RRB": "RRB",
          "SCB": "rural_coop", "DCCB": "rural_coop", "S-UCB": "urban_coop", "O-UCB": "urban_coop"}


def _load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _banks():
    banks = _load(PKG / "banks.json")
    ifsc = _load(PKG / "IFSC.json")
    sub = Counter(_load(PKG / "sublet.json").values())
    sub.update(_load(PKG / "custom-sublets.json").values())
    assert len(banks) == 1346, len(banks)
    iin3 = Counter((b["iin"] or "")[:3] for b in banks.values() if b["iin"])
    rows = []
    for code, b in banks.items():
        pre = (b["ifsc"] or "")[:4]
        if not b["ifsc"]:
            sponsor = "none"
        elif pre == code:
            sponsor = "self"
        elif pre in banks:
            sponsor = banks[pre]["type"]
        else:
            sponsor = "unlisted"
        i3 = (b["iin"] or "")[:3]
        rows.append({
            "ach_credit": float(bool(b["ach_credit"])),
            "ach_debit": float(bool(b["ach_debit"])),
            "apbs": float(bool(b["apbs"])),
            "nach_debit": float(bool(b["nach_debit"])),
            "upi": float(bool(b.get("upi"))),
            "has_ifsc": float(bool(b["ifsc"])),
            "has_micr": float(bool(b["micr"])),
            "has_iin": float(bool(b["iin"])),
            "direct_member": float(pre == code),
            "sponsor_type": sponsor,
            "micr_city": float(int(b["micr"][:3])) if b["micr"] else -1.0,
            "iin_series": ("none" if not i3 else i3 if iin3[i3] >= 5 else "other"),
            "n_own_branches": float(len(ifsc.get(code, []))),
            "n_sublet_branches": float(sub.get(code, 0)),
            "_type": b["type"],
        })
    return pd.DataFrame(rows)


WHAT = ("A bank's {t}, from its NPCI flags (ACH credit/debit, APBS, NACH debit, UPI), which of "
        "IFSC/MICR/IIN are filled, direct membership, its sponsor bank's type, the MICR city "
        "code, the IIN series and its own / sublet branch counts.  No code, name, full IFSC, "
        "MICR bank digits or IIN.  Ranges and codes by convention (full-data range treated as "
        "public).")


def ifsc_bank_type9():
    d = _banks()
    d = d[~d["_type"].isin(["LAB", "PB"])].reset_index(drop=True)
    assert len(d) == 1338, len(d)
    y = d.pop("_type").astype(str)
    return _finish("ifsc_bank_type9", d, y, source=SRC,
                   what=WHAT.format(t="type as banks.json gives it (9 types with >= 10 banks)"))


def ifsc_bank_group4():
    d = _banks()
    y = d.pop("_type").map(GROUP4).astype(str)
    return _finish("ifsc_bank_group4", d, y, source=SRC,
                   what=WHAT.format(t="type grouped (commercial / RRB / rural co-op / urban co-op)"))


LOADERS = {f.__name__: f for f in [ifsc_bank_type9, ifsc_bank_group4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
