"""Batch 170's tables: writing systems, from one wheel: hyperglot 0.8.2 (Apache-2.0; Rosetta
Type's Hyperglot database of languages' orthographies).  Its hyperglot/data/*.yaml (806 files,
one a language, named by ISO 639-3 code) give a language's name, speakers (and the year of that
figure), status (living / historical / constructed; absent in 270 files), the curators' validity
(draft / preliminary / verified), sources, contributors, and its orthographies (script, status,
base / auxiliary characters, combining marks, numerals, punctuation).

Candidates (targets, classes and columns fixed before the pre-check; README):
- hg_verified -- is a language entry marked "verified" (vs draft / preliminary): the 800 files
  with an orthography, 2 classes.
- hg_script4 -- the script of a language's first orthography: Latin / Cyrillic / Arabic /
  other: 800 rows, 4 classes (the script is not a feature of this table).
Reserves, each used only if the table it stands for fails the pre-check:
- hg_living (for the first) -- status living vs historical / constructed: the 531 files with
  a status and an orthography, 2 classes.
- hg_validity3 (for the second) -- validity draft / preliminary / verified: 800 rows, 3 classes.
Columns: numeric log_speakers (log10(1 + speakers)), speakers_date (year), n_orth (number of
orthographies), n_base, n_upper (uppercase letters among the base characters), n_aux, n_marks,
n_punct (characters listed); categorical status (living / historical / constructed, declared;
absent = missing), numerals (default / listed / none), orth_status (the first orthography's
status), macro (no / yes: the entry "includes" other languages); validity (declared; not in
hg_verified / hg_validity3) and script (Latin / Cyrillic / Arabic / other; not in hg_script4).
Dropped: ISO code, name, autonym, preferred_name (identifiers), sources, contributors, reviewers,
notes (the curation record: they can follow from the validity decision), the characters
themselves (they restate the script), the target.
"""
from __future__ import annotations

import glob
import math
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd
import yaml

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen170")
DATA = Path(BASE) / "ex" / "hyperglot" / "hyperglot" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "hyperglot 0.8.2 wheel hyperglot/data/*.yaml (Hyperglot language / orthography database)"


def _n(s):
    return len(str(s).split()) if s else 0


@lru_cache(None)
def _raw():
    rows = []
    for f in sorted(glob.glob(str(DATA / "*.yaml"))):
        with open(f, encoding="utf-8") as fh:
            d = yaml.safe_load(fh)
        orths = d.get("orthographies") or []
        if not orths:
            continue
        o = orths[0]
        base = str(o.get("base") or "").split()
        sp = d.get("speakers")
        script = o.get("script")
        rows.append({
            "code": Path(f).stem,
            "log_speakers": math.log10(1 + sp) if isinstance(sp, (int, float)) else None,
            "speakers_date": d.get("speakers_date") if isinstance(d.get("speakers_date"), int)
            else None,
            "n_orth": len(orths),
            "n_base": len(base),
            "n_upper": sum(1 for c in base if c != c.lower()),
            "n_aux": _n(o.get("auxiliary")),
            "n_marks": _n(o.get("marks")),
            "n_punct": _n(o.get("punctuation")),
            "status": d.get("status"),
            "numerals": "none" if o.get("numerals") is None else
            ("default" if str(o.get("numerals")).strip() == "<default>" else "listed"),
            "orth_status": str(o.get("status")),
            "macro": "yes" if d.get("includes") else "no",
            "validity": d.get("validity"),
            "script": script if script in ("Latin", "Cyrillic", "Arabic") else "other",
        })
    return pd.DataFrame(rows)


_STATUS = Categorical("status", ["living", "historical", "constructed"])
_VALID = Categorical("validity", ["draft", "preliminary", "verified"])
_SCRIPT = Categorical("script", ["Latin", "Cyrillic", "Arabic", "other"])
_DECL = [Categorical("numerals", ["default", "listed", "none"]),
         Categorical("macro", ["no", "yes"])]


def _make(name, d, target, what, drop=()):
    d = d.reset_index(drop=True)
    y = d[target]
    X = d.drop(columns=["code", target, *drop])
    decl = [f for f in [_STATUS, _VALID, _SCRIPT] + _DECL if f.name in X.columns]
    return _finish(name, X, y, declared=decl, source=_SRC,
                   what=what + "  Dropped: ISO code, names, sources, contributors, notes, "
                   "the characters themselves")


def hg_verified():
    d = _raw().copy()
    d["verified"] = d.validity.map(lambda v: "verified" if v == "verified" else "not_verified")
    return _make("hg_verified", d, "verified", "Is a language entry's validity 'verified'.",
                 drop=("validity",))


def hg_script4():
    return _make("hg_script4", _raw(), "script",
                 "Script of a language's first orthography (Latin/Cyrillic/Arabic/other).")


def hg_living():
    d = _raw()
    d = d[d.status.notna()]
    d = d.assign(living=d.status.map(lambda s: "living" if s == "living" else "not_living"))
    return _make("hg_living", d, "living", "Is a language living (vs historical/constructed).",
                 drop=("status",))


def hg_validity3():
    return _make("hg_validity3", _raw(), "validity",
                 "A language entry's validity (draft/preliminary/verified).")


LOADERS = {f.__name__: f for f in [hg_verified, hg_script4, hg_living, hg_validity3]}


def keys_of(name):
    """Group keys (no model): the ISO code's first letter is no natural group; none used."""
    return _raw().code.tolist()


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)
