"""Batch 148's tables: registries of life-science databases, from one wheel: bioregistry 0.15.6
(biopragmatics Bioregistry; code MIT, registry data CC0-1.0, aggregated external data under their
original licences).  Two of its bundled files:

- bioregistry/data/bioregistry.json: the curated Bioregistry, 2,937 identifier namespaces
  (ontologies, databases, vocabularies), each with its metadata and its mappings to other
  registries (OBO Foundry, OLS, BioPortal, MIRIAM, FAIRsharing, ...).  1,173 carry a licence.
- bioregistry/external/integbio/processed.json: Bioregistry's processed snapshot of the Integbio
  Database Catalog (NBDC, Japan), 2,161 life-science databases with their data types
  (the catalog's controlled "data type" keywords), status (active / inactive), PubMed / DOI
  references, short names and FAIRsharing cross-references.

Candidates (targets, classes and columns fixed before the pre-check; README):
- brg_namespace_licence -- a Bioregistry namespace's licence, 7 classes: CC-BY-4.0, CC0 / public
  domain (CC0-1.0, public-domain, PDDL-1.0), CC-BY-3.0 (with CC-BY-3.0-IGO), MIT, CC-BY-SA
  (3.0, 4.0), Apache / BSD (Apache-2.0, Apache, BSD-3-Clause), non-commercial (every CC-BY-NC*).
  Other licences (URLs, bare "CC", CC-BY-1.0/2.0, ND, ODC, GPL, W3C, ...) dropped.
- ib_jp_db_active -- whether an Integbio-catalogued database hosted under a .jp host name is
  active or inactive (2 classes).
Reserves, each used only if the table it stands for fails the pre-check:
- brg_namespace_licence6 (for the first) -- the same without the non-commercial class (6 classes).
- ib_fairsharing_db_active (for the second) -- the same target for the Integbio databases that
  FAIRsharing cross-references (any host).
Columns.  Licence tables: numeric n_pubs, first_pub_year (missing when no publication year),
n_keywords, n_synonyms, n_mappings (how many other registries map the namespace); categorical
(no / yes) has_pattern, has_uri_format, has_example, dl_owl, dl_obo, dl_json, has_contact,
has_logo, part_of (part_of or part_of_database set), in_obofoundry, in_ols, in_bioportal,
in_miriam, in_fairsharing, in_lov; repo_host (none / github / gitlab / other).  Dropped: prefix,
name, description, homepage and every URL (identifiers, free text), contributor / reviewer (the
Bioregistry curators), the licence (the target), deprecated (8 rows).
Integbio tables: the 12 commonest catalog data types as no / yes flags (dt_...), numeric
n_datatypes (of all 33), n_pubmed, desc_len (characters of the description); categorical
has_doi, has_short_name, in_fairsharing (no / yes), host_kind (ac.jp / go.jp / or.jp / other.jp
for the first table; for the reserve jp / org / gov / edu / com / other).  Dropped: the NBDC
record id (identifier), name, homepage URL (identifier; whether it is https is left out too: an
inactive database's URL is not migrated, so the scheme follows the outcome), description text.
Declared levels: every no / yes flag, repo_host and host_kind; the numeric columns by the
suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlparse

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen148")
PKG = Path(BASE) / "ex" / "bioregistry" / "bioregistry"
BR = PKG / "data" / "bioregistry.json"
IB = PKG / "external" / "integbio" / "processed.json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_BR = "bioregistry 0.15.6 wheel bioregistry/data/bioregistry.json (curated Bioregistry, CC0)"
_SRC_IB = ("bioregistry 0.15.6 wheel bioregistry/external/integbio/processed.json (Integbio "
           "Database Catalog snapshot)")
YN = ["no", "yes"]

LICENCE = {"CC-BY-4.0": "CC-BY-4.0",
           "CC0-1.0": "CC0/public", "public-domain": "CC0/public", "PDDL-1.0": "CC0/public",
           "CC-BY-3.0": "CC-BY-3.0", "CC-BY-3.0-IGO": "CC-BY-3.0",
           "MIT": "MIT",
           "CC-BY-SA-3.0": "CC-BY-SA", "CC-BY-SA-4.0": "CC-BY-SA",
           "Apache-2.0": "Apache/BSD", "Apache": "Apache/BSD", "BSD-3-Clause": "Apache/BSD"}
IB_TYPES = ["Sequence", "Genome/Gene", "Protein", "Organism", "Health/Disease",
            "Bibliography/Documents", "Interaction/Pathway", "Expression", "Image/Movie",
            "cDNA/EST", "Genetic variation", "3D structure"]


@lru_cache(None)
def _br():
    with open(BR) as fh:
        return json.load(fh)


@lru_cache(None)
def _ib():
    with open(IB) as fh:
        return json.load(fh)


def _lic(s):
    if s in LICENCE:
        return LICENCE[s]
    if s.startswith("CC-BY-NC"):
        return "non-commercial"
    return None


def _yn(b):
    return "yes" if b else "no"


def _repo(u):
    if not u:
        return "none"
    h = (urlparse(u).hostname or "").lower()
    if h.endswith("github.com"):
        return "github"
    if "gitlab" in h:
        return "gitlab"
    return "other"


def _licence_rows(classes):
    rows, y = [], []
    for k, v in sorted(_br().items()):
        lab = _lic(v.get("license") or "")
        if lab is None or lab not in classes or v.get("deprecated"):
            continue
        m = v.get("mappings") or {}
        years = [p.get("year") for p in v.get("publications") or [] if p.get("year")]
        rows.append({
            "n_pubs": len(v.get("publications") or []),
            "first_pub_year": min(years) if years else None,
            "n_keywords": len(v.get("keywords") or []),
            "n_synonyms": len(v.get("synonyms") or []),
            "n_mappings": len(m),
            "has_pattern": _yn(v.get("pattern")), "has_uri_format": _yn(v.get("uri_format")),
            "has_example": _yn(v.get("example")), "dl_owl": _yn(v.get("download_owl")),
            "dl_obo": _yn(v.get("download_obo")), "dl_json": _yn(v.get("download_json")),
            "has_contact": _yn(v.get("contact")), "has_logo": _yn(v.get("logo")),
            "part_of": _yn(v.get("part_of") or v.get("part_of_database")),
            "in_obofoundry": _yn("obofoundry" in m), "in_ols": _yn("ols" in m),
            "in_bioportal": _yn("bioportal" in m), "in_miriam": _yn("miriam" in m),
            "in_fairsharing": _yn("fairsharing" in m), "in_lov": _yn("lov" in m),
            "repo_host": _repo(v.get("repository"))})
        y.append(lab)
    X = pd.DataFrame(rows)
    X["first_pub_year"] = X["first_pub_year"].astype(float)
    return X, pd.Series(y)


_FLAGS_BR = ["has_pattern", "has_uri_format", "has_example", "dl_owl", "dl_obo", "dl_json",
             "has_contact", "has_logo", "part_of", "in_obofoundry", "in_ols", "in_bioportal",
             "in_miriam", "in_fairsharing", "in_lov"]
_CL7 = ["CC-BY-4.0", "CC0/public", "CC-BY-3.0", "MIT", "CC-BY-SA", "Apache/BSD",
        "non-commercial"]


def _licence(name, classes, what):
    X, y = _licence_rows(classes)
    decl = [Categorical(c, YN) for c in _FLAGS_BR] + \
        [Categorical("repo_host", ["none", "github", "gitlab", "other"])]
    return _finish(name, X, y, declared=decl, source=_SRC_BR,
                   what=what + "  Dropped: prefix, names, URLs, free text, curators")


def brg_namespace_licence():
    return _licence("brg_namespace_licence", _CL7,
                    "A Bioregistry namespace's licence (7 groups) from its registry footprint.")


def brg_namespace_licence6():
    return _licence("brg_namespace_licence6", _CL7[:6],
                    "A Bioregistry namespace's licence (6 groups, no non-commercial class).")


def _host(u):
    return (urlparse(u or "").hostname or "").lower()


def _jp_kind(h):
    for s in ("ac.jp", "go.jp", "or.jp"):
        if h.endswith("." + s):
            return s
    return "other.jp"


def _tld_kind(h):
    t = h.rsplit(".", 1)[-1] if h else ""
    return t if t in ("jp", "org", "gov", "edu", "com") else "other"


def _ib_rows(keep, kind):
    rows, y, ids = [], [], []
    for k, v in sorted(_ib().items()):
        if v.get("status") not in ("active", "inactive"):
            continue
        h = _host(v.get("homepage"))
        if not keep(v, h):
            continue
        kw = set(v.get("keywords") or [])
        pubs = v.get("publications") or []
        r = {"dt_" + t.split("/")[0].replace(" ", "_").lower(): _yn(t in kw) for t in IB_TYPES}
        r.update({"n_datatypes": len(kw),
                  "n_pubmed": sum(1 for p in pubs if p.get("pubmed")),
                  "desc_len": len(v.get("description") or ""),
                  "has_doi": _yn(any(p.get("doi") for p in pubs)),
                  "has_short_name": _yn(v.get("short_names")),
                  "in_fairsharing": _yn("fairsharing" in (v.get("xrefs") or {})),
                  "host_kind": kind(h)})
        rows.append(r)
        y.append(v["status"])
        ids.append((k, h))
    return pd.DataFrame(rows), pd.Series(y), ids


def _ib_table(name, keep, kind, levels, what):
    X, y, _ = _ib_rows(keep, kind)
    flags = [c for c in X.columns if c.startswith("dt_")] + \
        ["has_doi", "has_short_name", "in_fairsharing"]
    decl = [Categorical(c, YN) for c in flags] + [Categorical("host_kind", levels)]
    return _finish(name, X, y, declared=decl, source=_SRC_IB,
                   what=what + "  Dropped: NBDC id, name, URL (and its scheme), description text")


def _keep_jp(v, h):
    return h.endswith(".jp")


def _keep_fs(v, h):
    return "fairsharing" in (v.get("xrefs") or {})


def ib_jp_db_active():
    return _ib_table("ib_jp_db_active", _keep_jp, _jp_kind,
                     ["ac.jp", "go.jp", "or.jp", "other.jp"],
                     "Is a .jp-hosted Integbio-catalogued database active or inactive.")


def ib_fairsharing_db_active():
    return _ib_table("ib_fairsharing_db_active", _keep_fs, _tld_kind,
                     ["jp", "org", "gov", "edu", "com", "other"],
                     "Is a FAIRsharing-listed Integbio database active or inactive.")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): for a licence table, each namespace's source
    repository (its own prefix when it has none) and its parent (part_of / part_of_database, else
    its own prefix); for an Integbio table, each row's host name."""
    if name.startswith("brg_"):
        cl = _CL7 if name == "brg_namespace_licence" else _CL7[:6]
        repo, parent = [], []
        for k, v in sorted(_br().items()):
            lab = _lic(v.get("license") or "")
            if lab is None or lab not in cl or v.get("deprecated"):
                continue
            repo.append(v.get("repository") or k)
            parent.append(v.get("part_of") or v.get("part_of_database") or k)
        return repo, parent
    keep = {"ib_jp_db_active": _keep_jp, "ib_fairsharing_db_active": _keep_fs}[name]
    _, _, ids = _ib_rows(keep, _tld_kind)
    return [h for _, h in ids]


LOADERS = {f.__name__: f for f in [brg_namespace_licence, ib_jp_db_active,
                                   brg_namespace_licence6, ib_fairsharing_db_active]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
