"""Batch 329's tables, from one package of the npm registry (fetched with `npm pack
@kaoto/camel-catalog@0.10.4`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/kaoto: nothing is installed or run from the package):
- @kaoto/camel-catalog 0.10.4 (KaotoIO/camel-catalog, Apache-2.0): the Apache Camel project's
  catalogue of components as Kaoto bundles it, dist/camel-catalog/<runtime>/<version>/
  camel-catalog-aggregate-components-*.json (one record per component, with its option lists).

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen329/CHOICE):
- camel_component_label11 -- a Camel component's first catalogue label (camel-main 4.22.1; the 11
  labels with >= 10 components) from its release of first appearance, support level, flags and
  option counts.  No names, scheme, syntax, description, Java type or artifact.
- camel_quarkus_support2 (reserve) -- Camel Quarkus 3.36.0's support level of a component
  (Stable = native mode supported / Preview), from the same columns plus the first label.
"""
from __future__ import annotations

import glob
import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen329"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CAT = BASE / "ex/kaoto/package/dist/camel-catalog"
SRC = ("npm @kaoto/camel-catalog 0.10.4, dist/camel-catalog/{}/{}/"
       "camel-catalog-aggregate-components-*.json (Apache Camel's component catalogue)")
LABELS11 = ["cloud", "database", "messaging", "ai", "core", "container", "cache",
            "transformation", "file", "iot", "http"]


def _components(runtime, version):
    files = glob.glob(str(CAT / runtime / version / "camel-catalog-aggregate-components-*.json"))
    assert len(files) == 1, files
    with open(files[0], encoding="utf-8") as f:
        return json.load(f)


def _version(v):
    parts = (v or "").split(".")
    try:
        return float(parts[0]) + float(parts[1]) / 100.0
    except (IndexError, ValueError):
        return float("nan")


def _rows(d):
    rows = []
    for rec in d.values():
        c = rec["component"]
        props = list((rec.get("properties") or {}).values())
        cprops = list((rec.get("componentProperties") or {}).values())
        allp = props + cprops
        yn = lambda b: "yes" if b else "no"  # noqa: E731
        rows.append({
            "label_first": (c.get("label") or "").split(",")[0].strip(),
            "support": c.get("supportLevel"),
            "first_version": _version(c.get("firstVersion")),
            "support_level": c.get("supportLevel"),
            "deprecated": yn(c.get("deprecated")),
            "async": yn(c.get("async")),
            "api": yn(c.get("api")),
            "consumer_only": yn(c.get("consumerOnly")),
            "producer_only": yn(c.get("producerOnly")),
            "lenient_properties": yn(c.get("lenientProperties")),
            "browsable": yn(c.get("browsable")),
            "remote": yn(c.get("remote")),
            "extends_scheme": yn(c.get("extendsScheme")),
            "n_component_options": float(len(cprops)),
            "n_path_params": float(sum(p.get("kind") == "path" for p in props)),
            "n_endpoint_params": float(sum(p.get("kind") == "parameter" for p in props)),
            "n_headers": float(len(rec.get("headers") or {})),
            "n_producer_options": float(sum("producer" in (p.get("group") or "") for p in props)),
            "n_consumer_options": float(sum("consumer" in (p.get("group") or "") for p in props)),
            "n_security_options": float(sum((p.get("group") or "") == "security" for p in allp)),
            "n_scheduler_options": float(sum((p.get("group") or "") == "scheduler" for p in props)),
            "n_secret_options": float(sum(bool(p.get("secret")) for p in allp)),
            "n_required_options": float(sum(bool(p.get("required")) for p in allp)),
        })
    return pd.DataFrame(rows)


def camel_component_label11():
    d = _rows(_components("camel-main", "4.22.1"))
    assert len(d) == 401, len(d)
    d = d[d["label_first"].isin(LABELS11)]
    y = d.pop("label_first")
    X = d.drop(columns=["support"])
    return _finish("camel_component_label11", X, y, source=SRC.format("camel-main", "4.22.1"),
                   what="A Camel component's first catalogue label (11 labels with >= 10 "
                        "components) from its first release, support level, flags and option "
                        "counts.  No names, scheme, syntax, description or Java type.  Ranges and "
                        "codes by convention (full-data range treated as public).")


def camel_quarkus_support2():
    d = _rows(_components("camel-quarkus", "3.36.0"))
    assert len(d) == 324, len(d)
    y = d.pop("support")
    X = d.drop(columns=["support_level"])
    return _finish("camel_quarkus_support2", X, y, source=SRC.format("camel-quarkus", "3.36.0"),
                   what="Camel Quarkus's support level of a component (Stable / Preview) from its "
                        "first label, first release, flags and option counts.  nativeSupported "
                        "(restates it), names and text dropped.  Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [camel_component_label11, camel_quarkus_support2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
