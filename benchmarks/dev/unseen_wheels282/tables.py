"""Batch 282's tables, from one package of the npm registry (fetched with `npm pack
@socialgouv/legi-data@2.513.0`, checked against the registry's dist.integrity, extracted with tar
under UNSEEN_DIR/ex/legi: nothing is installed or run from the package):
- @socialgouv/legi-data 2.513.0 (SocialGouv, the French social ministries' digital team;
  Apache-2.0; "daily extractions of the codes of law of the LEGI database from the
  legifrance.gouv.fr API"): data/LEGITEXT000006072050.json, the Code du travail as a tree of
  sections and articles (11,545 articles), each with its number, text and versions.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen282/CHOICE):
- legi_travail_article_kind -- the kind of a Code du travail article, the letter its number
  carries (L legislative / R decree in Conseil d'Etat / D simple decree), from the article's own
  text (length, words, paragraphs, digits, references to L / R / D articles, 11 cue-word
  counts), its number of versions, its current version's start year, whether it has an
  editorial note, and the code's part (1-8, the number's first digit).  Dropped: the number,
  ids, the modifying texts (their nature restates the class), the section path (the tree's
  Partie legislative / reglementaire restates the class), the state and end date.
Reserve, used only if the chosen table fails the pre-check (not implemented unless needed):
- legi_css_article_kind -- the same from the Code de la securite sociale.
"""
from __future__ import annotations

import datetime
import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen282"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

TRAVAIL = BASE / "ex/legi/package/data/LEGITEXT000006072050.json"
SRC = ("npm @socialgouv/legi-data 2.513.0, data/LEGITEXT000006072050.json (Code du travail, "
       "DILA LEGI database via Legifrance)")
CUES = {"decret": r"d[ée]cret", "arrete": r"arr[êe]t[ée]", "ministre": r"ministre",
        "prefet": r"pr[ée]fet", "autorite_adm": r"autorit[ée] administrative",
        "penal": r"amende|puni", "euros": r"euros?\b", "employeur": r"employeur",
        "salarie": r"salari[ée]", "peut": r"\bpeu(?:t|vent)\b", "mentionne": r"mentionn[ée]"}
REF = {k: re.compile(r"\b" + k + r"\.\s?\d") for k in "LRD"}
WORD = re.compile(r"\w+")


def _articles(path):
    with open(path, encoding="utf-8") as f:
        code = json.load(f)
    out = []

    def walk(n):
        if n.get("type") == "article":
            out.append(n["data"])
            return
        for ch in n.get("children", []):
            walk(ch)
    walk(code)
    return out


@lru_cache(None)
def _travail():
    arts = _articles(TRAVAIL)
    assert len(arts) == 11545, len(arts)
    rows, y = [], []
    for a in arts:
        num = (a.get("num") or "").strip().replace("*", "")   # R* (Conseil des ministres) -> R
        if not num or num[0] not in "LRD" or not num[1:2].isdigit():
            continue   # the 10 annexes
        t = a.get("texte") or ""
        low = t.lower()
        words = WORD.findall(t)
        paras = [p for p in re.split(r"</p>", a.get("texteHtml") or "")
                 if re.sub(r"<[^>]+>|\s", "", p)]
        r = {"n_chars": float(len(t)), "n_words": float(len(words)),
             "mean_word_len": round(sum(map(len, words)) / max(len(words), 1), 3),
             "n_paras": float(len(paras)), "n_digits": float(sum(c.isdigit() for c in t))}
        for k, rx in REF.items():
            r["n_ref_" + k] = float(len(rx.findall(t)))
        for k, pat in CUES.items():
            r[k] = float(len(re.findall(pat, low)))
        r["n_versions"] = float(len(a.get("articleVersions") or []))
        r["start_year"] = float(datetime.datetime.fromtimestamp(
            a["dateDebut"] / 1000, datetime.timezone.utc).year)
        r["has_nota"] = "yes" if (a.get("nota") or "").strip() else "no"
        r["part"] = num[1]
        rows.append(r)
        y.append(num[0])
    X, y = pd.DataFrame(rows), pd.Series(y)
    assert len(X) == 11535 and y.nunique() == 3, (len(X), y.value_counts())
    return X, y


def legi_travail_article_kind():
    X, y = _travail()
    return _finish("legi_travail_article_kind", X.copy(), y, source=SRC,
                   what="The kind of a Code du travail article, the letter of its number (L "
                        "legislative / R decree in Conseil d'Etat / D simple decree), from its "
                        "own text (chars, words, mean word length, paragraphs, digits, "
                        "references to L / R / D articles, 11 cue-word counts), its number of "
                        "versions, its current version's start year, whether it has a note, "
                        "and the code's part (1-8).  No number, ids, modifying texts or "
                        "section path.  Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [legi_travail_article_kind]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
