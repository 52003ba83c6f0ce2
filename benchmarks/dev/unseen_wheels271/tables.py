"""Batch 271's tables, from one package of the npm registry (fetched with `npm pack
all-the-public-replicate-models@1.352.0`, checked against the registry's dist.integrity,
extracted with tar under UNSEEN_DIR/ex/rep: nothing is installed or run from the package):
- all-the-public-replicate-models 1.352.0 ("Metadata for all the public models on Replicate",
  github.com/replicate/all-the-public-replicate-models, built daily by its GitHub workflow from
  Replicate's public models API): models.json, 3,808 public models with owner, name,
  description, run_count, github/paper/licence/weights URLs, created_at and the latest
  version's Cog version and OpenAPI schema (its Input and Output components).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen271/CHOICE):
- replicate_output_kind5 -- what a model returns, read from its latest version's OpenAPI
  `Output` schema (5 kinds: file = one uri string, files = array of uris (list or iterator),
  text = one plain string, text_stream = array of strings (iterator or list), structured =
  object / $ref / array of objects, arrays or numbers / a number), from its INPUT schema only
  (counts of inputs by type, required count, bounded count, a few input-name flags), its
  log10 run count, which URLs it lists, its Cog version, creation year and description length.
  One row per distinct input interface (the sorted set of input names): models with the same
  interface (e.g. the 1,043 FLUX fine-tunes sharing one trainer's schema) collapse to the one
  with the most runs, so no group of copies is nested inside a class.  Models without an
  Output schema or with untyped array items are dropped.
  Dropped: url, owner, name, description text, cover image, default_example (holds the
  output), the version id and the Output schema itself.
Reserve, used only if the chosen table fails the pre-check:
- replicate_has_github2 -- whether the model lists a github_url, on the same rows and columns
  (less has_github).
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen271")) / "ex" / "rep" / "package"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm all-the-public-replicate-models 1.352.0, models.json (metadata of Replicate's "
       "public models from its API)")
KIND = {"string_uri": "file", "array_uri": "files", "array_uri_iter": "files",
        "string_text": "text", "array_string_iter": "text_stream", "array_string": "text_stream",
        "object": "structured", "ref": "structured", "array_object": "structured",
        "array_array": "structured", "array_array_iter": "structured",
        "array_number": "structured", "number": "structured", "integer": "structured"}
FLAGS = {"in_prompt": ("prompt",), "in_image": ("image", "img"), "in_audio": ("audio",),
         "in_video": ("video",), "in_seed": ("seed",), "in_text": ("text",),
         "in_llm": ("max_tokens", "max_new_tokens", "temperature", "top_p")}


def _schemas(m):
    lv = m.get("latest_version") or {}
    return ((lv.get("openapi_schema") or {}).get("components") or {}).get("schemas") or {}


def _outtype(m):
    o = _schemas(m).get("Output")
    if o is None:
        return None
    t = o.get("type")
    if t == "array":
        it = o.get("items", {})
        return ("array_" + (it.get("format") or it.get("type") or "?")
                + ("_iter" if o.get("x-cog-array-type") == "iterator" else ""))
    if t == "string":
        return "string_" + (o.get("format") or "text")
    if t:
        return str(t)
    return "ref" if ("$ref" in json.dumps(o) or "allOf" in o) else "?"


def _row(m):
    s = _schemas(m)
    inp = s.get("Input") or {}
    p = inp.get("properties") or {}
    r = {"n_inputs": float(len(p)), "n_required": float(len(inp.get("required") or [])),
         "n_uri": 0.0, "n_string": 0.0, "n_integer": 0.0, "n_number": 0.0, "n_boolean": 0.0,
         "n_enum": 0.0, "n_bounded": 0.0}
    for v in p.values():
        t = v.get("type")
        if t == "string":
            r["n_uri" if v.get("format") == "uri" else "n_string"] += 1
        elif t in ("integer", "number", "boolean"):
            r["n_" + t] += 1
        elif "allOf" in v or "$ref" in v or "enum" in v:
            r["n_enum"] += 1
        if "minimum" in v or "maximum" in v:
            r["n_bounded"] += 1
    names = [k.lower() for k in p]
    for f, keys in FLAGS.items():
        r[f] = "1" if any(any(k in n for k in keys) for n in names) else "0"
    r["log10_runs"] = math.log10(1 + float(m.get("run_count") or 0))
    for u in ("github", "paper", "license", "weights"):
        r["has_" + u] = "1" if m.get(u + "_url") else "0"
    cv = (m.get("latest_version") or {}).get("cog_version") or ""
    r["cog"] = ".".join(cv.split(".")[:2]) if cv else "none"
    r["created_year"] = float(str(m.get("created_at") or "")[:4] or "nan")
    r["desc_words"] = float(len((m.get("description") or "").split()))
    return r


@lru_cache(None)
def _rows():
    d = json.load(open(BASE / "models.json", encoding="utf-8"))
    assert len(d) == 3808, len(d)
    best = {}
    for m in d:
        k = KIND.get(_outtype(m))
        if k is None:
            continue
        sig = tuple(sorted((_schemas(m).get("Input") or {}).get("properties") or {}))
        if sig not in best or (m.get("run_count") or 0) > (best[sig].get("run_count") or 0):
            best[sig] = m
    ms = sorted(best.values(), key=lambda m: m["url"])
    X = pd.DataFrame([_row(m) for m in ms])
    vc = X["cog"].value_counts()
    X["cog"] = X["cog"].where(X["cog"].map(vc) >= 20, "other")
    y = pd.Series([KIND[_outtype(m)] for m in ms])
    gh = pd.Series(["yes" if m.get("github_url") else "no" for m in ms])
    return X, y, gh


def replicate_output_kind5():
    X, y, _ = _rows()
    return _finish("replicate_output_kind5", X.copy(), y, source=SRC,
                   what="What a Replicate model returns (its latest version's Output schema, 5 "
                   "kinds) from its Input schema (counts by type, required, bounded, name flags), "
                   "log10 run count, listed URLs, Cog version, creation year and description "
                   "length; one row per distinct input interface.  Ranges and codes by "
                   "convention.")


def replicate_has_github2():
    X, _, gh = _rows()
    return _finish("replicate_has_github2", X.drop(columns=["has_github"]), gh, source=SRC,
                   what="Whether a Replicate model lists a GitHub URL, from the same columns "
                   "(less has_github).  Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [replicate_output_kind5, replicate_has_github2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
