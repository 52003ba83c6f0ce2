"""Batch 120's tables: restriction enzymes of REBASE, from one wheel: biopython 1.88 (Biopython
License Agreement, BSD-style).  Its Bio/Restriction/Restriction_Dictionary.py ("automatically
generated ... Used REBASE emboss files version 404 (2024)") holds rest_dict (1,088 enzymes: the
recognition site, cut positions, overhang, suppliers), suppliers (15 vendors) and typedict (each
enzyme's flags: Palindromic / NonPalindromic, OneCut / TwoCuts / NoCut, Ov5 / Ov3 / Blunt /
Unknown, Defined / Ambiguous / NotDefined, Meth_Dep / Meth_Undep, Commercially_available /
Not_available).

Candidates (fixed before the pre-check; README):
- rebase_overhang -- whether an enzyme that leaves a sticky end leaves a 5' or a 3' overhang
  (typedict Ov5 / Ov3; blunt cutters and enzymes of unknown cut left out): 617 rows, 2 classes.
Reserve, used only if the first fails the pre-check:
- rebase_meth_dep -- whether a commercially available enzyme is methylation-sensitive
  (typedict Meth_Dep / Meth_Undep): 623 rows, 2 classes.
No table of 10,000-40,000 rows is in this wheel (README).

Columns: first, second, third, second_last, last (the recognition site's IUPAC letters there),
site_kind (exact: A/C/G/T only; degenerate: other IUPAC letters but no N; interrupted: holds an
N), palindromic, cuts (OneCut / TwoCuts), genus_initial (the name's first letter: the source
organism's genus), numeral (the name's Roman numeral: I, II, III, IV+; "other" for a mutant
name), methylation and commercial (first table only), overhang (Ov5 / Ov3 / Blunt / Unknown;
reserve only), and the numbers site_len, n_definite (A/C/G/T letters), n_gc (G/C letters),
n_suppliers.  Dropped: the name and REBASE id / uri (identifiers), the cut positions (fst5,
fst3, scd5, scd3, charac), ovhg and ovhgseq (they state the overhang), compsite (the site as a
regex), freq (4 ** definite letters: restates n_definite), and the constants opt_temp (37),
inact_temp (65), substrat (DNA), dna / results (None).
Bounds: the suite's convention (full-data range treated as public) for every column; nothing is
documented about them.  The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex/bio (run_all.sh); nothing is installed or imported from it: the file is run
with runpy (plain dict literals) -- no Bio import.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen120")
FILE = Path(BASE) / "ex" / "bio" / "Bio" / "Restriction" / "Restriction_Dictionary.py"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("biopython 1.88 wheel Bio/Restriction/Restriction_Dictionary.py (REBASE emboss files "
        "version 404)")


@lru_cache(None)
def _enzymes():
    d = runpy.run_path(str(FILE))
    flags = {}
    for _, (bases, names) in d["typedict"].items():
        for n in names:
            assert n not in flags
            flags[n] = set(bases)
    nsup = {}
    for code, (_, names) in d["suppliers"].items():
        for n in names:
            nsup[n] = nsup.get(n, 0) + 1
    rows = []
    for name, v in d["rest_dict"].items():
        f = flags[name]
        site = v["site"]
        m = re.search(r"([IVX]+)$", name)
        num = m.group(1) if m else "other"
        kind = ("interrupted" if "N" in site else
                "exact" if set(site) <= set("ACGT") else "degenerate")
        rows.append({
            "name": name,
            "first": site[0], "second": site[1] if len(site) > 1 else None,
            "third": site[2] if len(site) > 2 else None,
            "second_last": site[-2] if len(site) > 1 else None, "last": site[-1],
            "site_kind": kind,
            "palindromic": "yes" if "Palindromic" in f else "no",
            "cuts": "TwoCuts" if "TwoCuts" in f else ("OneCut" if "OneCut" in f else "NoCut"),
            "genus_initial": name[0],
            "numeral": num if num in ("I", "II", "III", "other") else "IV+",
            "methylation": "dependent" if "Meth_Dep" in f else "independent",
            "commercial": "yes" if "Commercially_available" in f else "no",
            "overhang": next(o for o in ("Ov5", "Ov3", "Blunt", "Unknown") if o in f),
            "site_len": len(site),
            "n_definite": sum(c in "ACGT" for c in site),
            "n_gc": sum(c in "GC" for c in site),
            "n_suppliers": nsup.get(name, 0),
        })
    return pd.DataFrame(rows)


def rebase_overhang():
    df = _enzymes()
    df = df[df["overhang"].isin(["Ov5", "Ov3"])].copy()
    y = df.pop("overhang").map({"Ov5": "5prime", "Ov3": "3prime"})
    X = df.drop(columns=["name"])
    return _finish("rebase_overhang", X, y, source=_SRC,
                   what="Whether a restriction enzyme that leaves a sticky end leaves a 5' or a "
                        "3' overhang (REBASE flags Ov5 / Ov3), from its recognition site, source "
                        "genus, methylation sensitivity and availability.  Dropped: name, id, cut "
                        "positions, ovhg / ovhgseq, compsite, freq, constants")


def rebase_meth_dep():
    df = _enzymes()
    df = df[df["commercial"] == "yes"].copy()
    y = df.pop("methylation").map({"dependent": "meth_dep", "independent": "meth_undep"})
    X = df.drop(columns=["name", "commercial"])
    return _finish("rebase_meth_dep", X, y, source=_SRC,
                   what="Whether a commercially available restriction enzyme is methylation-"
                        "sensitive (REBASE flags Meth_Dep / Meth_Undep), from its recognition "
                        "site, overhang, source genus and suppliers.  Dropped: name, id, cut "
                        "positions, ovhg / ovhgseq, compsite, freq, constants")


LOADERS = {f.__name__: f for f in [rebase_overhang, rebase_meth_dep]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
