"""Batch 267's table, from one package of the npm registry (fetched with `npm pack
cwe-sdk@1.1.19`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/cwe: nothing is installed or run from the package):
- cwe-sdk 1.1.19 (OWASP, Apache-2.0, github.com/owasp/cwe-sdk-javascript): raw/cwe-archive.xml,
  MITRE's Common Weakness Enumeration list, version 4.15 (2024-07-16), 964 <Weakness> entries
  (ID, Name, Abstraction, Structure, Status; Description, Related_Weaknesses,
  Applicable_Platforms, Common_Consequences, Potential_Mitigations, Observed_Examples ...).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen267/CHOICE):
- cwe_abstraction3 -- a weakness's Abstraction (Base / Variant / Class) for every weakness not
  Deprecated / Obsolete (Pillar, 10 rows, and Compound, 7 rows, dropped), from counts of its
  relations, platforms, consequences, mitigations, examples, references, text lengths, its
  submission year and schema-coded flags.  Dropped: ID, the texts, Mapping_Notes (states the
  abstraction level), Structure, related-weakness IDs, memberships, CAPEC IDs, taxonomy names.
Reserve, used only if the table fails the pre-check:
- cwe_status2 -- the same rows less the Stable ones: Status Draft vs Incomplete, with status
  replaced by abstraction among the columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen267")) / "ex" / "cwe" / "package" / "raw"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

NS = "{http://cwe.mitre.org/cwe-7}"
SRC = "npm cwe-sdk 1.1.19, raw/cwe-archive.xml (MITRE CWE 4.15)"
WHAT = ("  Columns: word counts of name / description / extended description; related-weakness "
        "counts by nature (ChildOf, PeerOf, CanPrecede, CanFollow, CanAlsoBe, Requires); counts "
        "of platforms, modes of introduction, consequences, mitigations, detection methods, "
        "examples, observed CVE examples, references, taxonomy mappings, CAPEC patterns, "
        "alternate terms, notes, ordinalities, affected resources, functional areas; submission "
        "year; number of modifications (numeric, bounds by convention: full-data range treated "
        "as public); likelihood of exploit, language-agnostic, introduction phase and scope "
        "flags (categorical, codes from the CWE schema).")


def _words(e):
    return float(len(" ".join(e.itertext()).split())) if e is not None else 0.0


def _n(w, path):
    return float(len(w.findall(path)))


@lru_cache(None)
def _rows():
    root = ET.parse(BASE / "cwe-archive.xml").getroot()
    assert root.get("Version") == "4.15", root.get("Version")
    rows = []
    for w in root.find(NS + "Weaknesses").findall(NS + "Weakness"):
        rels = [r.get("Nature") for r in w.findall(f"{NS}Related_Weaknesses/{NS}Related_Weakness")]
        ap = w.find(NS + "Applicable_Platforms")
        langs = ap.findall(NS + "Language") if ap is not None else []
        phases = [m.findtext(NS + "Phase") for m in
                  w.findall(f"{NS}Modes_Of_Introduction/{NS}Introduction")]
        scopes = {s.text for s in w.findall(f"{NS}Common_Consequences/{NS}Consequence/{NS}Scope")}
        sub = w.findtext(f"{NS}Content_History/{NS}Submission/{NS}Submission_Date")
        r = {
            "abstraction": w.get("Abstraction"), "status": w.get("Status"),
            "structure": w.get("Structure"),
            "name_words": float(len(w.get("Name").split())),
            "desc_words": _words(w.find(NS + "Description")),
            "ext_desc_words": _words(w.find(NS + "Extended_Description")),
        }
        for nat in ("ChildOf", "PeerOf", "CanPrecede", "CanFollow", "CanAlsoBe", "Requires"):
            r["n_" + nat.lower()] = float(rels.count(nat))
        r["n_languages"] = float(len(langs))
        for k, tag in (("n_technologies", "Technology"), ("n_os", "Operating_System"),
                       ("n_arch", "Architecture")):
            r[k] = float(len(ap.findall(NS + tag))) if ap is not None else 0.0
        r["n_intro_modes"] = float(len(phases))
        r["n_consequences"] = _n(w, f"{NS}Common_Consequences/{NS}Consequence")
        r["n_mitigations"] = _n(w, f"{NS}Potential_Mitigations/{NS}Mitigation")
        r["n_detections"] = _n(w, f"{NS}Detection_Methods/{NS}Detection_Method")
        r["n_demo_examples"] = _n(w, f"{NS}Demonstrative_Examples/{NS}Demonstrative_Example")
        r["n_observed_examples"] = _n(w, f"{NS}Observed_Examples/{NS}Observed_Example")
        r["n_references"] = _n(w, f"{NS}References/{NS}Reference")
        r["n_taxonomy_mappings"] = _n(w, f"{NS}Taxonomy_Mappings/{NS}Taxonomy_Mapping")
        r["n_attack_patterns"] = _n(w, f"{NS}Related_Attack_Patterns/{NS}Related_Attack_Pattern")
        r["n_alt_terms"] = _n(w, f"{NS}Alternate_Terms/{NS}Alternate_Term")
        r["n_notes"] = _n(w, f"{NS}Notes/{NS}Note")
        r["n_ordinalities"] = _n(w, f"{NS}Weakness_Ordinalities/{NS}Weakness_Ordinality")
        r["n_affected_resources"] = _n(w, f"{NS}Affected_Resources/{NS}Affected_Resource")
        r["n_functional_areas"] = _n(w, f"{NS}Functional_Areas/{NS}Functional_Area")
        r["submission_year"] = float(sub[:4]) if sub else float("nan")
        r["n_modifications"] = _n(w, f"{NS}Content_History/{NS}Modification")
        r["likelihood"] = w.findtext(NS + "Likelihood_Of_Exploit") or "none"
        r["lang_agnostic"] = "1" if any(x.get("Class") == "Not Language-Specific"
                                        for x in langs) else "0"
        r["intro_design"] = "1" if "Architecture and Design" in phases else "0"
        r["intro_impl"] = "1" if "Implementation" in phases else "0"
        for k, s in (("scope_conf", "Confidentiality"), ("scope_integ", "Integrity"),
                     ("scope_avail", "Availability"), ("scope_access", "Access Control")):
            r[k] = "1" if s in scopes else "0"
        rows.append(r)
    d = pd.DataFrame(rows)
    assert len(d) == 964, len(d)
    d = d[~d["status"].isin(["Deprecated", "Obsolete"])
          & d["abstraction"].isin(["Base", "Variant", "Class"])].reset_index(drop=True)
    assert (d["structure"] == "Simple").all()
    return d.drop(columns=["structure"])


def cwe_abstraction3():
    d = _rows().copy()
    y = d.pop("abstraction")
    return _finish("cwe_abstraction3", d, y, source=SRC,
                   what="A CWE weakness's abstraction level (Base / Variant / Class)." + WHAT +
                   "  status (Draft / Incomplete / Stable) categorical.")


def cwe_status2():
    d = _rows().copy()
    d = d[d["status"] != "Stable"].reset_index(drop=True)
    y = d.pop("status")
    return _finish("cwe_status2", d, y, source=SRC,
                   what="A CWE weakness's status (Draft / Incomplete)." + WHAT +
                   "  abstraction (Base / Variant / Class) categorical.")


LOADERS = {f.__name__: f for f in [cwe_abstraction3, cwe_status2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
