"""Sixty-sixth batch of unseen tables for judging dpforest's default: software licensing (the
licence catalogue a licence scanner ships), from one PyPI package whose wheel ships the data (no
earlier batch used it):

- scancode-toolkit 32.5.0 (nexB's / AboutCode's scanner for licences, copyrights and package
  manifests; `pip download --no-deps scancode-toolkit==32.5.0`, a wheel with no compiled code
  tagged for CPython 3.11; Apache-2.0, its licence data CC-BY-4.0): its wheel ships the
  LicenseDB it matches against, one text file per record with a YAML front matter --
  - licensedcode/data/licenses/*.LICENSE: 2,615 licences, each with its key, names, owner,
    ScanCode's licence category (Permissive, Copyleft, Copyleft Limited, Proprietary Free,
    Commercial, ...), SPDX and OSI keys, URLs, notes and the licence's text;
  - licensedcode/data/rules/*.RULE: 36,472 detection rules, each a snippet of real licence text
    or notice found in code, with the licence expression it detects, the kind of snippet it is
    (a full licence text, a notice, a reference, a tag, an intro, a clue, or a false positive)
    and its matching settings (relevance, minimum coverage, continuity, required phrases,
    referenced file names, ignorable URLs and copyrights).

Candidates (README: the pre-check's order):
- scancode_rule_kind -- the kind of a detection rule (notice, reference, text, tag, intro, clue:
  the rule's own is_license_* flag) from its text's size (characters, lines, words), its
  required-phrase marks, its matching settings (relevance, minimum coverage, continuous,
  required phrase), whether it has notes, the numbers of referenced file names and of ignorable
  URLs, copyrights, holders, emails and authors, its licence expression's shape (number of
  licence keys, AND / OR / WITH) and the category of its expression's first licence: the 33,800
  rules that are not deprecated and not false positives (a false positive has no expression),
  6 classes;
- spdx_license_category -- ScanCode's category of a licence that SPDX lists (its SPDX key is not
  a LicenseRef-scancode key; not deprecated, not an exception): Permissive, Copyleft Limited,
  Copyleft, Source-available, Public Domain, Free Restricted (the categories with at least 15
  such licences) from its text's size, its URL fields, whether it has an OSI key, a homepage,
  notes, a FAQ URL, a standard notice, other SPDX keys and a minimum coverage, its ignorable
  copyrights, holders, authors, emails and URLs, its owner's number of licences and the numbers
  of its rules by kind: 660 licences, 6 classes.
Reserves, each kept only if the table it stands for fails: scancode_rule_license_category (the
category of the licence a rule detects, for the rules whose expression is one licence key, from
the same rule columns less the category; for the first) and scancode_deprecated_rule_kind (the
kind of a deprecated rule, the kinds with at least 15 such rules, from the same rule columns;
for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the .LICENSE
and .RULE files are read as text (their front matter with PyYAML, already on the machine).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  A setting a rule or licence does not state (relevance, minimum coverage) is kept
missing.  Dropped everywhere: keys, names, owners' names, notes' text, URLs themselves and the
texts themselves (only their sizes are kept).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd
import yaml

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen66")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "scancode_toolkit" / "licensedcode" / "data"
_SOURCE_RULES = ("scancode-toolkit 32.5.0 licensedcode/data/rules/*.RULE (ScanCode LicenseDB's "
                 "licence detection rules: snippets of licence texts and notices found in code, "
                 "each with the licence expression it detects, its kind and matching settings)")
_SOURCE_LIC = ("scancode-toolkit 32.5.0 licensedcode/data/licenses/*.LICENSE (ScanCode "
               "LicenseDB's licences: category, SPDX and OSI keys, URLs, notes and text)")
_FM = re.compile(r"\A---\n(.*?)\n---(?:\n|\Z)(.*)\Z", re.S)
_KINDS = ["is_license_text", "is_license_notice", "is_license_reference", "is_license_tag",
          "is_license_intro", "is_license_clue", "is_false_positive"]


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _read(path):
    m = _FM.match(open(path, encoding="utf-8").read())
    return yaml.load(m.group(1), Loader=_LOADER), m.group(2)


def _n(meta, key):
    v = meta.get(key)
    return float(len(v)) if isinstance(v, list) else 0.0


def _yes(v):
    return "yes" if v else "no"


@lru_cache(maxsize=None)
def _licenses():
    rows = []
    for p in sorted((_DIR / "licenses").glob("*.LICENSE")):
        meta, text = _read(p)
        meta["_text"] = text
        rows.append(meta)
    return rows


@lru_cache(maxsize=None)
def _rules():
    rows = []
    for p in sorted((_DIR / "rules").glob("*.RULE")):
        meta, text = _read(p)
        kinds = [k for k in _KINDS if meta.get(k)]
        assert len(kinds) == 1, p
        meta["_kind"] = kinds[0].replace("is_license_", "").replace("is_", "")
        meta["_text"] = text
        rows.append(meta)
    return rows


def _text_cols(X, texts):
    X["text_chars"] = [float(len(t)) for t in texts]
    X["text_lines"] = [float(len(t.splitlines())) for t in texts]
    X["text_words"] = [float(len(t.split())) for t in texts]


def _rule_frame(rows, category=True):
    cat_of = {m["key"]: m["category"] for m in _licenses()}
    X = pd.DataFrame(index=range(len(rows)))
    texts = [r["_text"] for r in rows]
    _text_cols(X, texts)
    X["required_phrase_marks"] = [float(t.count("{{")) for t in texts]
    X["relevance"] = pd.to_numeric(pd.Series([r.get("relevance") for r in rows]),
                                   errors="coerce").astype(float)
    X["minimum_coverage"] = pd.to_numeric(pd.Series([r.get("minimum_coverage") for r in rows]),
                                          errors="coerce").astype(float)
    X["referenced_filenames"] = [_n(r, "referenced_filenames") for r in rows]
    for f in ["urls", "copyrights", "holders", "emails", "authors"]:
        X["ignorable_" + f] = [_n(r, "ignorable_" + f) for r in rows]
    exprs = [r.get("license_expression") or "" for r in rows]
    keys = [re.findall(r"[\w.+-]+", e.lower()) for e in exprs]
    keys = [[k for k in ks if k not in ("and", "or", "with")] for ks in keys]
    X["expression_keys"] = [float(len(ks)) for ks in keys]
    X["is_continuous"] = [_yes(r.get("is_continuous")) for r in rows]
    X["is_required_phrase"] = [_yes(r.get("is_required_phrase")) for r in rows]
    X["has_notes"] = [_yes("notes" in r) for r in rows]
    X["expression_and"] = [_yes(re.search(r"\band\b", e, re.I)) for e in exprs]
    X["expression_or"] = [_yes(re.search(r"\bor\b", e, re.I)) for e in exprs]
    X["expression_with"] = [_yes(re.search(r"\bwith\b", e, re.I)) for e in exprs]
    if category:
        X["first_license_category"] = [cat_of.get(ks[0]) if ks else None for ks in keys]
    for c in X.columns:
        if X[c].dtype == object:
            X[c] = X[c].astype(object)
    return X, keys


def scancode_rule_kind():
    rows = [r for r in _rules() if not r.get("is_deprecated") and r["_kind"] != "false_positive"]
    X, _ = _rule_frame(rows)
    y = pd.Series([r["_kind"] for r in rows])
    what = ("The kind of a licence detection rule (its own is_license_* flag: text, notice, "
            "reference, tag, intro, clue) from its text's size (characters, lines, words), its "
            "required-phrase marks, relevance and minimum coverage (missing when the rule states "
            "none), the numbers of referenced file names and of ignorable URLs, copyrights, "
            "holders, emails and authors, whether it is continuous, a required phrase, has "
            "notes, its licence expression's number of keys and whether it joins them with AND, "
            "OR, WITH, and the ScanCode category of its expression's first licence: the rules "
            "that are not deprecated and not false positives.  Dropped: the rule's file name, "
            "text, expression's keys, notes' text and ignorable values themselves.")
    return _finish("scancode_rule_kind", X, y, source=_SOURCE_RULES, what=what)


def scancode_deprecated_rule_kind():
    rows = [r for r in _rules() if r.get("is_deprecated")]
    counts = pd.Series([r["_kind"] for r in rows]).value_counts()
    rows = [r for r in rows if counts[r["_kind"]] >= 15]
    X, _ = _rule_frame(rows)
    y = pd.Series([r["_kind"] for r in rows])
    what = ("The kind of a deprecated licence detection rule (kinds with at least 15 such rules) "
            "from the same columns as scancode_rule_kind.  Dropped: as there, and replaced_by.")
    return _finish("scancode_deprecated_rule_kind", X, y, source=_SOURCE_RULES, what=what)


def scancode_rule_license_category():
    cat_of = {m["key"]: m["category"] for m in _licenses()}
    rows = [r for r in _rules() if not r.get("is_deprecated") and r["_kind"] != "false_positive"]
    X, keys = _rule_frame(rows, category=False)
    y = pd.Series([cat_of.get(ks[0]) if len(ks) == 1 else None for ks in keys])
    X["kind"] = [r["_kind"] for r in rows]
    keep = y.notna() & y.map(y.value_counts()).ge(200)
    X, y = X[keep.values].reset_index(drop=True), y[keep].reset_index(drop=True)
    X = X.drop(columns=["expression_keys", "expression_and", "expression_or", "expression_with"])
    what = ("The ScanCode category of the licence a rule detects (rules whose expression is one "
            "licence key; categories with at least 200 such rules) from the rule's columns as in "
            "scancode_rule_kind less the expression's shape and category, with the rule's kind.")
    return _finish("scancode_rule_license_category", X, y, source=_SOURCE_RULES, what=what)


def spdx_license_category():
    lic = _licenses()
    rules = _rules()
    owners = pd.Series([m.get("owner") for m in lic]).value_counts()
    by_kind = {}
    for r in rules:
        e = (r.get("license_expression") or "").strip()
        by_kind.setdefault(e, {}).setdefault(r["_kind"], 0)
        by_kind[e][r["_kind"]] += 1
    rows = [m for m in lic
            if m.get("spdx_license_key") and not m["spdx_license_key"].startswith("LicenseRef")
            and not m.get("is_deprecated") and not m.get("is_exception")]
    counts = pd.Series([m["category"] for m in rows]).value_counts()
    rows = [m for m in rows if counts[m["category"]] >= 15]
    X = pd.DataFrame(index=range(len(rows)))
    _text_cols(X, [m["_text"] for m in rows])
    for f in ["text_urls", "other_urls", "ignorable_urls", "ignorable_copyrights",
              "ignorable_holders", "ignorable_authors", "ignorable_emails",
              "other_spdx_license_keys"]:
        X[f] = [_n(m, f) for m in rows]
    X["minimum_coverage"] = pd.to_numeric(pd.Series([m.get("minimum_coverage") for m in rows]),
                                          errors="coerce").astype(float)
    X["owner_licenses"] = [float(owners.get(m.get("owner"), 0)) for m in rows]
    for k in ["text", "notice", "reference", "tag"]:
        X["rules_" + k] = [float(by_kind.get(m["key"], {}).get(k, 0)) for m in rows]
    X["osi_key"] = [_yes(m.get("osi_license_key")) for m in rows]
    X["homepage"] = [_yes(m.get("homepage_url")) for m in rows]
    X["has_notes"] = [_yes(m.get("notes")) for m in rows]
    X["faq_url"] = [_yes(m.get("faq_url")) for m in rows]
    X["standard_notice"] = [_yes(m.get("standard_notice")) for m in rows]
    y = pd.Series([m["category"] for m in rows])
    what = ("ScanCode's category of a licence that SPDX lists (an SPDX key that is not "
            "LicenseRef-; not deprecated, not an exception; the categories with at least 15 such "
            "licences) from its text's size (characters, lines, words), the numbers of its text "
            "URLs, other URLs, ignorable URLs, copyrights, holders, authors and emails and other "
            "SPDX keys, its minimum coverage (missing when none is stated), its owner's number "
            "of licences in the catalogue, the numbers of rules detecting it alone by kind "
            "(text, notice, reference, tag), and whether it has an OSI key, a homepage, notes, "
            "a FAQ URL, a standard notice.  Dropped: its key, names, owner's name, SPDX and OSI "
            "keys themselves, notes' text, URLs and text.")
    return _finish("spdx_license_category", X, y, source=_SOURCE_LIC, what=what)


LOADERS = {f.__name__: f for f in [scancode_rule_kind, spdx_license_category,
                                   scancode_rule_license_category, scancode_deprecated_rule_kind]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
