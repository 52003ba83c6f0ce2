"""Batch 225's tables, from Debian bookworm's r-cran-janeaustenr 1.0.0-1 (`apt-get download
r-cran-janeaustenr=1.0.0-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
extract_r225.py reads the six novels once and cuts them into paragraphs (austen_paragraphs.csv).

janeaustenr (Julia Silge, MIT): the Project Gutenberg texts of Jane Austen's six completed novels
(Sense and Sensibility, Pride and Prejudice, Mansfield Park, Emma, Northanger Abbey, Persuasion),
"divided into elements of up to about 70 characters each".  A row is one paragraph (front matter,
chapter / volume headings and paragraphs without a lower-case letter dropped): 9,973 rows.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen225/CHOICE):
- austen_para_novel -- the novel the paragraph comes from (6 classes), from 14 counts computed
  from the paragraph's text (words, mean word length, sentences, commas, semicolons, colons,
  dashes "--", exclamation and question marks, double quotes, apostrophes, underscores (the
  transcription's italics marks), parentheses, capitalised words) and starts_dquote (0/1).
  Not used: the text, the paragraph index (position; restates the book's length).
Reserve, used only if that table fails the pre-check:
- austen_para_posthumous -- Northanger Abbey or Persuasion (published after Austen's death,
  December 1817) against the four published in her lifetime: 2 classes, the same columns.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen225"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("Debian r-cran-janeaustenr 1.0.0-1 (Jane Austen's six novels, Project Gutenberg texts), "
       "one row per paragraph")
WHAT = ("  Columns: 14 counts from the paragraph's text (numeric; bounds by the suite's convention, "
        "the full-data range treated as public) and starts_dquote (0/1); not used: the text, the "
        "paragraph index.")
COUNTS = {"n_commas": ",", "n_semicolons": ";", "n_colons": ":", "n_dashes": "--",
          "n_exclaims": "!", "n_questions": "?", "n_dquotes": '"', "n_apostrophes": "'",
          "n_underscores": "_", "n_parens": "("}


def _paragraphs():
    df = pd.read_csv(BASE / "austen_paragraphs.csv")
    assert df.shape == (9973, 3), df.shape
    t = df["text"].astype(str)
    words = t.str.split()
    X = pd.DataFrame({"n_words": words.str.len().astype(float)})
    letters = t.str.count(r"[A-Za-z]")
    X["mean_word_len"] = (letters / X["n_words"]).astype(float)
    X["n_sentences"] = t.str.count(r"[.!?]+").astype(float)
    for c, ch in COUNTS.items():
        X[c] = t.str.count(re.escape(ch)).astype(float)
    X["n_capwords"] = t.str.count(r"(?<![A-Za-z'])[A-Z][a-z]").astype(float)
    X["starts_dquote"] = t.str.startswith('"').astype(int).astype(str)
    return df, X


def austen_para_novel():
    df, X = _paragraphs()
    return _finish("austen_para_novel", X, df["book"], source=SRC,
                   what="The novel the paragraph comes from (6)." + WHAT)


def austen_para_posthumous():
    df, X = _paragraphs()
    y = df["book"].isin(["northangerabbey", "persuasion"]).map(
        {True: "posthumous (NA, P)", False: "lifetime (SS, PP, MP, E)"})
    return _finish("austen_para_posthumous", X, y, source=SRC,
                   what="Published after Austen's death (Northanger Abbey, Persuasion) or not." + WHAT)


LOADERS = {f.__name__: f for f in [austen_para_novel, austen_para_posthumous]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
