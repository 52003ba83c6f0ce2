"""Batch 140's tables: the EDAM bioinformatics ontology, from one wheel: edam-ontology 1.25.3
(MIT package; EDAM itself CC BY-SA 4.0).  Its edam_ontology/EDAM.tsv (3,473 rows) is EDAM 1.25:
one row a concept (topic, operation, data, identifier, format) with label, synonyms, definition,
parents, release it was created in, and curation annotations.

Candidates (targets, classes and columns fixed before the pre-check; README):
- edam_branch -- which branch a non-obsolete EDAM concept belongs to: data, identifier, format,
  operation or topic (5 classes; identifier = a data concept in the "identifiers" subset),
  2,359 rows.
- edam_topic_obsolete -- whether an EDAM topic concept has been made obsolete (2 classes),
  448 rows.
Columns: numeric lengths of the preferred label and definition (characters, words), counts of
exact / narrow / broad / related synonyms, of database cross-references, of parents (branch
table only), the release the concept was created in (beta12orEarlier = 0, beta13 = 0.5, 1.x = x);
categorical presence of documentation, regular expression, file extension, debtag mark (no / yes).
Dropped: Class ID, label and definition text (identifiers), parent IRIs and the inSubset
annotation (restate the branch); for the topic table also the parent count, replacedBy, consider,
Obsolete since, deprecation and notRecommended annotations, Old parent (post-outcome: written
when a concept is made obsolete).  Bounds: the suite's convention (full-data range treated as
public); the no / yes levels declared.
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen140")
TSV = Path(BASE) / "ex" / "edam" / "edam_ontology" / "EDAM.tsv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "edam-ontology 1.25.3 wheel edam_ontology/EDAM.tsv (EDAM 1.25 bioinformatics ontology)"
O = "http://www.geneontology.org/formats/oboInOwl#"


@lru_cache(None)
def _raw():
    with open(TSV) as fh:
        return pd.read_csv(fh, sep="\t", low_memory=False)


def _n(s):
    return s.fillna("").map(lambda v: 0 if v == "" else len(str(v).split("|")))


def _yn(s):
    return s.notna().map({True: "yes", False: "no"})


def _era(v):
    if v == "beta12orEarlier" or pd.isna(v):
        return 0.0
    if v == "beta13":
        return 0.5
    return float(v.split(".")[1])


def _features(d, parents=True):
    X = pd.DataFrame({
        "label_chars": d["Preferred Label"].str.len(),
        "label_words": d["Preferred Label"].str.split().str.len(),
        "def_chars": d["Definitions"].fillna("").str.len(),
        "def_words": d["Definitions"].fillna("").str.split().str.len(),
        "n_exact_syn": _n(d[O + "hasExactSynonym"]),
        "n_narrow_syn": _n(d[O + "hasNarrowSynonym"]),
        "n_broad_syn": _n(d[O + "hasBroadSynonym"]),
        "n_related_syn": _n(d[O + "hasRelatedSynonym"]),
        "n_dbxref": _n(d[O + "hasDbXref"]),
        "created": d["Created in"].map(_era),
        "has_doc": _yn(d["Documentation"]),
        "has_regex": _yn(d["Regular expression"]),
        "has_file_ext": _yn(d["File extension"]),
        "debtag": _yn(d["isdebtag"]),
    })
    if parents:
        X.insert(10, "n_parents", _n(d["Parents"]))
    return X.reset_index(drop=True)


_DECL = [Categorical(c, ["no", "yes"]) for c in ["has_doc", "has_regex", "has_file_ext", "debtag"]]


def _branch_y(d):
    kind = d["Class ID"].str.extract(r"edamontology.org/([a-z]+)_")[0]
    sub = d[O + "inSubset"].fillna("")
    return kind.where(~((kind == "data") & sub.str.contains("identifiers")), "identifier")


def edam_branch():
    d = _raw()
    d = d[~d.Obsolete.astype(bool) & d["Class ID"].str.contains(
        r"edamontology.org/(?:data|format|operation|topic)_")].reset_index(drop=True)
    return _finish("edam_branch", _features(d), _branch_y(d).reset_index(drop=True),
                   declared=_DECL, source=_SRC,
                   what="Which branch (data, identifier, format, operation, topic) a "
                        "non-obsolete EDAM concept belongs to.  Dropped: Class ID, label and "
                        "definition text, parent IRIs, inSubset")


def edam_topic_obsolete():
    d = _raw()
    d = d[d["Class ID"].str.contains("/topic_")].reset_index(drop=True)
    y = d.Obsolete.astype(bool).map({True: "obsolete", False: "current"})
    return _finish("edam_topic_obsolete", _features(d, parents=False), y,
                   declared=_DECL, source=_SRC,
                   what="Whether an EDAM topic is obsolete.  Dropped: Class ID, texts, parents, "
                        "replacedBy, consider, Obsolete since, deprecation / notRecommended, "
                        "Old parent")


LOADERS = {f.__name__: f for f in [edam_branch, edam_topic_obsolete]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
