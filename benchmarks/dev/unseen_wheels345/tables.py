"""Batch 345's table, from one package of the npm registry (fetched with `npm pack
devtools-protocol@0.0.1734725`, checked against the registry's dist.integrity, extracted with tar
under UNSEEN_DIR/ex/devtools: nothing is installed or run from the package):
- devtools-protocol 0.0.1734725 (BSD-3-Clause, the Chromium authors; "The Chrome DevTools
  Protocol JSON"): json/browser_protocol.json and json/js_protocol.json, the protocol's machine
  description as Chromium publishes it (59 domains; their commands, events and types).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen345/CHOICE):
- cdp_message_kind2 -- one row per protocol message (command or event) of every domain of both
  files: is it a command (client -> browser) or an event (browser -> client), from its
  parameters (counts by optional / experimental / deprecated / JSON type / $ref / enum), its own
  experimental and deprecated flags, its domain's experimental / deprecated flags, the length
  of its description and the file it is in.  Not used: the name and description text, the
  domain name, `returns` (only commands have it), `redirect` (commands only).
Reserve, used only if the candidate fails the pre-check:
- cdp_param_type6 -- one row per parameter of a command or an event: its JSON type (string,
  integer, boolean, number, array, or a $ref / object), from its optional / experimental /
  deprecated flags, description length, position and number of siblings, whether it belongs to
  an event, and the message's and domain's experimental flags.  Not used: names, text, enum.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen345"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

JDIR = BASE / "ex/devtools/package/json"
FILES = ["browser_protocol.json", "js_protocol.json"]
SRC = ("npm devtools-protocol 0.0.1734725, json/browser_protocol.json + js_protocol.json "
       "(the Chrome DevTools Protocol as Chromium publishes it, BSD-3-Clause)")
TYPES = ["string", "integer", "boolean", "number", "array", "object", "any"]


def _domains():
    out = []
    for i, f in enumerate(FILES):
        with open(JDIR / f, encoding="utf-8") as fh:
            for d in json.load(fh)["domains"]:
                out.append((i, d))
    assert len(out) == 59, len(out)
    return out


def _ptype(p):
    return "ref" if "$ref" in p else p.get("type", "none")


def cdp_message_kind2():
    rows, y = [], []
    for fi, d in _domains():
        for kind in ("commands", "events"):
            for m in d.get(kind, []):
                ps = m.get("parameters", [])
                r = {
                    "n_params": len(ps),
                    "n_optional": sum(bool(p.get("optional")) for p in ps),
                    "n_param_experimental": sum(bool(p.get("experimental")) for p in ps),
                    "n_param_deprecated": sum(bool(p.get("deprecated")) for p in ps),
                    "n_ref": sum("$ref" in p for p in ps),
                    "n_enum": sum("enum" in p for p in ps),
                    "experimental": int(bool(m.get("experimental"))),
                    "deprecated": int(bool(m.get("deprecated"))),
                    "dom_experimental": int(bool(d.get("experimental"))),
                    "dom_deprecated": int(bool(d.get("deprecated"))),
                    "desc_len": len(m.get("description", "")),
                    "js_file": fi,
                }
                for t in TYPES:
                    r[f"n_{t}"] = sum(p.get("type") == t and "$ref" not in p for p in ps)
                rows.append(r)
                y.append("command" if kind == "commands" else "event")
    X = pd.DataFrame(rows)
    assert len(X) == 909, len(X)
    return _finish("cdp_message_kind2", X, pd.Series(y), source=SRC,
                   what="Is a Chrome DevTools Protocol message a command or an event, from its "
                        "parameters' counts by flag and JSON type, its own and its domain's "
                        "experimental / deprecated flags, its description's length and its "
                        "file.  Bounds by the suite's convention (full-data range public).")


def cdp_param_type6():
    rows, y = [], []
    for fi, d in _domains():
        for kind in ("commands", "events"):
            for m in d.get(kind, []):
                ps = m.get("parameters", [])
                for j, p in enumerate(ps):
                    t = _ptype(p)
                    t = "ref_or_object" if t in ("ref", "object") else t
                    if t not in ("string", "integer", "boolean", "number", "array",
                                 "ref_or_object"):
                        continue
                    rows.append({
                        "optional": int(bool(p.get("optional"))),
                        "experimental": int(bool(p.get("experimental"))),
                        "deprecated": int(bool(p.get("deprecated"))),
                        "desc_len": len(p.get("description", "")),
                        "position": j, "n_siblings": len(ps) - 1,
                        "is_event": int(kind == "events"),
                        "msg_experimental": int(bool(m.get("experimental"))),
                        "dom_experimental": int(bool(d.get("experimental"))),
                        "js_file": fi,
                    })
                    y.append(t)
    return _finish("cdp_param_type6", pd.DataFrame(rows), pd.Series(y), source=SRC,
                   what="JSON type of a Chrome DevTools Protocol parameter from its flags, "
                        "description length, position and message / domain context.  Bounds "
                        "by the suite's convention (full-data range public).")


LOADERS = {f.__name__: f for f in [cdp_message_kind2, cdp_param_type6]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
