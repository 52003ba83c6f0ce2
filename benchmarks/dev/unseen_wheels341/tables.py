"""Batch 341's table, from one package of the npm registry (fetched with `npm pack
aws-sdk@2.1693.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/awssdk: nothing is installed or run from the package):
- aws-sdk 2.1693.0 (AWS SDK for JavaScript v2, Apache-2.0): apis/*.min.json, the published API
  models of the AWS services (one per service and API version), and apis/*.paginators.json.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen341/CHOICE):
- aws_rest_method5 -- an operation's HTTP method as its service model gives it (POST, GET,
  DELETE, PUT, PATCH; absent = POST, the model's default), over every operation of the services
  using the REST protocols (rest-json, rest-xml), latest API version of each service, HEAD (3
  operations) dropped; from the shape of its request URI, its input members by location, its
  output, its response code, whether it is paginated, and the service's API year.
- aws_rest_method5_core (reserve) -- the same without response_code, paginated, in_idem_token.
Dropped: the operation name (its verb restates the method), member names, the service (an
identifier), the 'idempotent' trait (implied by PUT / DELETE: restates the target).
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen341"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

APIS = BASE / "ex/awssdk/package/apis"
SRC = ("npm aws-sdk 2.1693.0, apis/*.min.json and *.paginators.json (AWS's published service "
       "API models; REST-protocol services, latest API version each)")


def _shape(d, s):
    """The structure an operation's input / output names (inline or by reference)."""
    if not s:
        return {}
    while "shape" in s and "members" not in s:
        s = d["shapes"][s["shape"]]
    return s


def _rows():
    latest = {}
    for f in sorted(APIS.glob("*.min.json")):
        with open(f, encoding="utf-8") as fh:
            d = json.load(fh)
        m = d["metadata"]
        if m.get("protocol") not in ("rest-json", "rest-xml"):
            continue
        sid = m.get("serviceId") or m["endpointPrefix"]
        if sid not in latest or m["apiVersion"] > latest[sid][0]:
            latest[sid] = (m["apiVersion"], f, d)
    rows, y = [], []
    for sid in sorted(latest):
        ver, f, d = latest[sid]
        pag = f.with_name(f.name.replace(".min.json", ".paginators.json"))
        paged = set()
        if pag.exists():
            with open(pag, encoding="utf-8") as fh:
                paged = set(json.load(fh).get("pagination", {}))
        for name, op in d["operations"].items():
            h = op.get("http", {})
            method = h.get("method", "POST")
            if method == "HEAD":
                continue
            uri = h.get("requestUri", "/")
            path = uri.split("?", 1)[0]
            segs = [s for s in path.split("/") if s]
            inp = _shape(d, op.get("input"))
            out = _shape(d, op.get("output"))
            im = inp.get("members", {})
            om = out.get("members", {})
            loc = [mm.get("location") for mm in im.values()]
            rows.append({
                "protocol": d["metadata"]["protocol"],
                "response_code": str(h.get("responseCode", "none")),
                "uri_segments": float(len(segs)),
                "uri_params": float(len(re.findall(r"\{[^}]+\}", path))),
                "uri_ends_param": "yes" if segs and segs[-1].startswith("{") else "no",
                "uri_query_literal": "yes" if "?" in uri else "no",
                "n_in_uri": float(sum(x == "uri" for x in loc)),
                "n_in_query": float(sum(x == "querystring" for x in loc)),
                "n_in_header": float(sum(x in ("header", "headers") for x in loc)),
                "n_in_body": float(sum(x is None for x in loc)),
                "n_in_required": float(len(inp.get("required", []))),
                "in_payload": "yes" if "payload" in inp else "no",
                "in_idem_token": "yes" if any(mm.get("idempotencyToken") for mm in im.values())
                                 else "no",
                "n_out": float(len(om)),
                "n_out_header": float(sum(mm.get("location") in ("header", "headers")
                                          for mm in om.values())),
                "out_payload": "yes" if "payload" in out else "no",
                "paginated": "yes" if name in paged else "no",
                "has_host_prefix": "yes" if "endpoint" in op else "no",
                "deprecated": "yes" if op.get("deprecated") else "no",
                "api_year": float(ver[:4]),
            })
            y.append(method)
    return pd.DataFrame(rows), pd.Series(y)


def aws_rest_method5():
    X, y = _rows()
    return _finish("aws_rest_method5", X, y, source=SRC,
                   what="An AWS API operation's HTTP method (POST / GET / DELETE / PUT / PATCH) "
                        "from its request-URI shape, input members by location, output, "
                        "response code, pagination and the service's API year.  No operation, "
                        "member or service names.  Ranges and codes by convention (full-data "
                        "range treated as public).")


def aws_rest_method5_core():
    X, y = _rows()
    X = X.drop(columns=["response_code", "paginated", "in_idem_token"])
    return _finish("aws_rest_method5_core", X, y, source=SRC,
                   what="As aws_rest_method5 without response_code, paginated and "
                        "in_idem_token.  Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [aws_rest_method5, aws_rest_method5_core]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
