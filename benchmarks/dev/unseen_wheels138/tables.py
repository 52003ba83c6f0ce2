"""Batch 138's tables: Mandarin Chinese tones, from one wheel: pypinyin 0.55.0 (MIT; mozillazg's
hanzi-to-pinyin library).  Its pypinyin/pinyin_dict.json (41,923 characters: code point -> the
character's pinyin readings, tone-marked, the first the main one) is mozillazg's pinyin-data
(Unihan kHanyuPinyin / kXHC1983 / kMandarin and other dictionary readings); its
pypinyin/phrases_dict.json (47,111 words and idioms -> each character's reading in the word) is
phrase-pinyin-data (readings from published dictionaries, e.g. CC-CEDICT).

Candidates (targets, classes and columns fixed before the pre-check; README):
- zh_char_tone -- the tone (1-4) of a character's main reading, for the 5,172 CJK Unified
  Ideographs (U+4E00-9FFF) that occur in some word of phrases_dict and whose main reading has a
  tone (the 23 neutral-tone ones dropped): 4 classes.
  Columns: categorical initial (as spelled: b p m f d t n l g k h j q x zh ch sh r z c s, y, w,
  or none), final (the rest of the toneless syllable, ü written v; data-derived level list),
  coda (none / i / u / n / ng / r, from the final), readings (1 / 2 / 3 / 4+: how many readings
  the character has), poly_kind (single / tone_only: all readings the same syllable, other
  tones / other_syllable); numeric n_words (words of phrases_dict holding the character),
  first_share (share of those words that begin with it), cp_offset (code point - 0x4E00: the
  block is ordered by Kangxi radical, then strokes).  Dropped: the character and its readings'
  spelling with tone marks (the target), its readings in the words (they carry its tone).
- zh_zhong_chong -- which reading 重 has in a word of phrases_dict: zhòng ("heavy") or chóng
  ("again, layer"): 464 occurrences, 2 classes.
  Columns: categorical pos (first / middle / last in the word), for the previous (p_) and next
  (n_) character: initial, final, tone (the neighbour's main reading's tone 1-4 or 5 neutral,
  from pinyin_dict, not its reading in the word; "none" at the word's edge); numeric length
  (characters in the word).  Dropped: the word (an identifier), the readings in the word.
Reserves, each used only if the table it stands for fails the pre-check:
- zh_rare_char_tone (for the first) -- the same target and columns less the word columns, for
  the CJK Extension A block (U+3400-4DBF) characters with a toned main reading (cp_offset from
  0x3400).
- zh_zhang_chang (for the second) -- 长: cháng ("long") or zhǎng ("grow, elder"), 551
  occurrences, the same columns.
Levels of initial, coda, readings, poly_kind, pos and tone declared (the pinyin scheme); final
levels and numeric bounds by the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import unicodedata
from collections import Counter
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen138")
PKG = Path(BASE) / "ex" / "pypinyin" / "pypinyin"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("pypinyin 0.55.0 wheel pypinyin/pinyin_dict.json (pinyin-data) and "
        "pypinyin/phrases_dict.json (phrase-pinyin-data)")

INITIALS = ["b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x",
            "zh", "ch", "sh", "r", "z", "c", "s", "y", "w", "none"]
CODAS = ["none", "i", "u", "n", "ng", "r"]
_MARKS = {"\u0304": 1, "\u0301": 2, "\u030c": 3, "\u0300": 4}


@lru_cache(None)
def _chars():
    with open(PKG / "pinyin_dict.json", encoding="utf8") as fh:
        return {int(k): v.split(",") for k, v in json.load(fh).items()}


@lru_cache(None)
def _words():
    with open(PKG / "phrases_dict.json", encoding="utf8") as fh:
        return json.load(fh)


def _split(syl):
    """(toneless syllable with ü as v, tone 1-4 or 5)."""
    s = unicodedata.normalize("NFD", syl)
    tone = next((t for m, t in _MARKS.items() if m in s), 5)
    s = "".join(ch for ch in s if ch not in _MARKS).replace("u\u0308", "v")
    return unicodedata.normalize("NFC", s).replace("ü", "v"), tone


def _parts(plain):
    ini = next((i for i in ("zh", "ch", "sh") if plain.startswith(i)), None)
    if ini is None:
        ini = plain[0] if plain[:1] in INITIALS else "none"
        if plain[:1] == "n" and plain in ("n", "ng"):   # the syllabic nasals
            ini = "none"
    fin = plain[len(ini):] if ini != "none" else plain
    coda = ("ng" if fin.endswith("ng") else "n" if fin.endswith("n") else
            "r" if fin.endswith("r") else "i" if fin.endswith("i") else
            "u" if fin.endswith(("u", "o")) and fin not in ("o",) else "none")
    return ini, fin or "none", coda


def _char_frame(cps, with_words, base):
    rows, ys = [], []
    wc, first = Counter(), Counter()
    if with_words:
        for w in _words():
            for c in set(w):
                wc[c] += 1
            first[w[0]] += 1
    d = _chars()
    for cp in cps:
        reads = [_split(r) for r in d[cp]]
        plain, tone = reads[0]
        if tone == 5:
            continue
        ini, fin, coda = _parts(plain)
        sylls = {p for p, _ in reads}
        r = {"initial": ini, "final": fin, "coda": coda,
             "readings": str(len(reads)) if len(reads) < 4 else "4+",
             "poly_kind": ("single" if len(reads) == 1 else
                           "tone_only" if len(sylls) == 1 else "other_syllable")}
        if with_words:
            c = chr(cp)
            r["n_words"] = wc[c]
            r["first_share"] = first[c] / wc[c]
        r["cp_offset"] = cp - base
        rows.append(r)
        ys.append(str(tone))
    return pd.DataFrame(rows), pd.Series(ys)


def _char_decl():
    return [Categorical("initial", INITIALS), Categorical("coda", CODAS),
            Categorical("readings", ["1", "2", "3", "4+"]),
            Categorical("poly_kind", ["single", "tone_only", "other_syllable"])]


def zh_char_tone():
    inw = {ord(c) for w in _words() for c in w}
    cps = sorted(cp for cp in _chars() if 0x4E00 <= cp <= 0x9FFF and cp in inw)
    X, y = _char_frame(cps, True, 0x4E00)
    return _finish("zh_char_tone", X, y, declared=_char_decl(), source=_SRC,
                   what="The tone (1-4) of a common character's main reading.  Dropped: the "
                        "character, its tone-marked readings, its readings in words")


def zh_rare_char_tone():
    cps = sorted(cp for cp in _chars() if 0x3400 <= cp <= 0x4DBF)
    X, y = _char_frame(cps, False, 0x3400)
    return _finish("zh_rare_char_tone", X, y, declared=_char_decl(), source=_SRC,
                   what="The tone (1-4) of an Extension A character's main reading.  Dropped: "
                        "the character, its tone-marked readings")


def _occurrences(ch, keep):
    d = _chars()
    rows, ys, groups = [], [], []

    def side(c, p):
        if c is None or ord(c) not in d:
            return {p + "initial": "none", p + "final": "none", p + "tone": "none"}
        plain, tone = _split(d[ord(c)][0])
        ini, fin, _ = _parts(plain)
        return {p + "initial": ini, p + "final": fin, p + "tone": str(tone)}

    for w, rd in _words().items():
        for i, c in enumerate(w):
            if c != ch or i >= len(rd):
                continue
            reading = rd[i][0]
            if reading not in keep:
                continue
            r = {"pos": "first" if i == 0 else "last" if i == len(w) - 1 else "middle",
                 "length": len(w)}
            r.update(side(w[i - 1] if i > 0 else None, "p_"))
            r.update(side(w[i + 1] if i + 1 < len(w) else None, "n_"))
            rows.append(r)
            ys.append(keep[reading])
            groups.append(w[max(i - 1, 0):i + 2])
    return pd.DataFrame(rows), pd.Series(ys), groups


def _occ_decl():
    tones = ["1", "2", "3", "4", "5", "none"]
    return [Categorical("pos", ["first", "middle", "last"])] + \
        [Categorical(p + "initial", INITIALS) for p in ("p_", "n_")] + \
        [Categorical(p + "tone", tones) for p in ("p_", "n_")]


_OCC = {"zh_zhong_chong": ("重", {"zhòng": "zhong4_heavy", "chóng": "chong2_again"}),
        "zh_zhang_chang": ("长", {"cháng": "chang2_long", "zhǎng": "zhang3_grow"})}


def _occ_table(name):
    ch, keep = _OCC[name]
    X, y, _ = _occurrences(ch, keep)
    return _finish(name, X, y, declared=_occ_decl(), source=_SRC,
                   what=f"Which reading {ch} has in a word.  Dropped: the word, its readings")


def zh_zhong_chong():
    return _occ_table("zh_zhong_chong")


def zh_zhang_chang():
    return _occ_table("zh_zhang_chang")


def keys_of(name):
    """Group keys for repeat_probe.py (no model)."""
    if name in _OCC:
        ch, keep = _OCC[name]
        return _occurrences(ch, keep)[2]
    ds = LOADERS[name]()
    return (ds.X.initial + ds.X.final).tolist()   # the toneless syllable (homophones)


LOADERS = {f.__name__: f for f in [zh_char_tone, zh_zhong_chong, zh_rare_char_tone,
                                   zh_zhang_chang]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=20, source_width=70)
