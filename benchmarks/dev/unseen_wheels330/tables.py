"""Batch 330's tables, from one package of the npm registry (fetched with `npm pack
@leximpact/socio-fiscal-openfisca-json@0.0.435`, checked against the registry's dist.integrity,
extracted with tar under UNSEEN_DIR/ex/lexi: nothing is installed or run from the package):
- @leximpact/socio-fiscal-openfisca-json 0.0.435 (LexImpact, Assemblee nationale; AGPL-3.0):
  "JSON & YAML data extracted from OpenFisca-France with Indirect Taxation source code
  (parameters, variables, etc)".  raw_processed_parameters.json is OpenFisca-France's tree of
  legislation parameters (French tax and benefit law: amounts, rates, thresholds and scales, each
  with its dated values since it was introduced, the legal references and Official Journal
  dates); variables_summaries.json lists the model's variables.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen330/CHOICE):
- ofr_param_branch7 -- the branch of French tax-benefit legislation a parameter belongs to (the
  tree's top level: prestations_sociales, impot_revenu, prelevements_sociaux,
  imposition_indirecte, taxation_indirecte, taxation_capital, chomage: the 7 with >= 100
  parameters) from the shape of its legal history: how many dated values, first / last year,
  the months its values change on, whether it has ended, its unit, last value's magnitude,
  references, notes, Official Journal dates, scale brackets.  No name, path, depth in the tree,
  description or text.
- ofr_variable_entity4 (reserve) -- the entity an OpenFisca-France variable is defined on
  (individu / famille / foyer_fiscal / menage) from its value type, period, unit, number of
  referring variables, cerfa field, code length.
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
import sys
from collections import Counter
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen330"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

PKG = BASE / "ex/lexi/package"
SRC = ("npm @leximpact/socio-fiscal-openfisca-json 0.0.435, {} (OpenFisca-France legislation "
       "parameters as LexImpact extracts them)")
BRANCH7 = ["prestations_sociales", "impot_revenu", "prelevements_sociaux", "imposition_indirecte",
           "taxation_indirecte", "taxation_capital", "chomage"]
UNITS = ["currency", "/1", "year", "month"]
# currency_next_year (income-tax amounts in next year's euros: an income-tax convention, 250 / 250
# rows in one branch) is read as currency; amounts in multiples of a reference (BMAF, SMIC, RSA,
# PSS, a quotient-familial part) are pooled as reference_amount.
REF_UNITS = ("BMAF", "smic", "RSA", "PSS", "part_quotient_familial")
SKIP = {"metadata", "values", "brackets", "description", "documentation", "file_path", "name"}


def _leaves(node, top, out):
    if not isinstance(node, dict):
        return
    if isinstance(node.get("values"), dict):
        out.append((top, "value", node))
        return
    if isinstance(node.get("brackets"), list):
        out.append((top, "scale", node))
        return
    for k, v in node.items():
        if k not in SKIP and isinstance(v, dict):
            _leaves(v, top, out)


def _val(x):
    return x.get("value") if isinstance(x, dict) else x


def _mag(v):
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return float("nan")
    return math.copysign(math.log10(1.0 + abs(v)), v)


def _row(kind, node):
    meta = node.get("metadata") or {}
    if kind == "value":
        hist = node["values"]
        dates = sorted(hist)
        last = _val(hist[dates[-1]]) if dates else None
        nb = 0
    else:
        brackets = node["brackets"]
        nb = len(brackets)
        dates, lasts = set(), []
        for b in brackets:
            for part in ("rate", "threshold", "amount", "base"):
                h = b.get(part) if isinstance(b, dict) else None
                if isinstance(h, dict) and h:
                    dates.update(h)
                    if part in ("rate", "threshold"):
                        lasts.append(_val(h[sorted(h)[-1]]))
        dates = sorted(dates)
        nums = [v for v in lasts if isinstance(v, (int, float)) and not isinstance(v, bool)]
        last = max(nums, key=abs) if nums else (None if all(v is None for v in lasts) else lasts[-1])
    dates = [d for d in dates if isinstance(d, str) and len(d) >= 10 and d[:4].isdigit()]
    years = [int(d[:4]) for d in dates]
    months = [int(d[5:7]) for d in dates]
    refs = meta.get("reference") or {}
    nref = sum(len(v) if isinstance(v, list) else 1 for v in refs.values()) if isinstance(refs, dict) else 0
    notes = meta.get("notes") or {}
    ojd = meta.get("official_journal_date") or {}
    lvsv = meta.get("last_value_still_valid_on")
    unit = meta.get("unit")
    unit = None if unit is None else str(unit)
    if unit == "currency_next_year":
        unit = "currency"
    if unit is None:
        unit = "none"
    elif unit.startswith(REF_UNITS):
        unit = "reference_amount"
    elif unit not in UNITS:
        unit = "other"
    if last is None:
        vkind = "ended"
    elif isinstance(last, bool):
        vkind = "bool"
    elif isinstance(last, (int, float)):
        vkind = "number"
    else:
        vkind = "other"
    mc = Counter(months).most_common(1)
    return {
        "kind": kind,
        "unit": unit,
        "last_value_kind": vkind,
        "n_dates": float(len(dates)),
        "first_year": float(min(years)) if years else float("nan"),
        "last_year": float(max(years)) if years else float("nan"),
        "first_month": float(months[years.index(min(years))]) if years else float("nan"),
        "modal_month": float(mc[0][0]) if mc else float("nan"),
        "share_jan1": (sum(d[5:10] == "01-01" for d in dates) / len(dates)) if dates else float("nan"),
        "last_value_log": _mag(last),
        "n_brackets": float(nb),
        "n_references": float(nref),
        "n_notes": float(len(notes)) if isinstance(notes, dict) else 0.0,
        "n_journal_dates": float(len(ojd)) if isinstance(ojd, dict) else 0.0,
        "has_documentation": "yes" if node.get("documentation") else "no",
        "checked_year": float(str(lvsv)[:4]) if lvsv and str(lvsv)[:4].isdigit() else float("nan"),
    }


def _params():
    with open(PKG / "raw_processed_parameters.json", encoding="utf-8") as f:
        tree = json.load(f)
    out = []
    for top, v in tree.items():
        if isinstance(v, dict):
            _leaves(v, top, out)
    rows = []
    for top, kind, node in out:
        r = _row(kind, node)
        r["branch"] = top
        rows.append(r)
    return pd.DataFrame(rows)


def ofr_param_branch7():
    d = _params()
    assert len(d) == 3382, len(d)
    d = d[d["branch"].isin(BRANCH7)]
    y = d.pop("branch")
    return _finish("ofr_param_branch7", d, y, source=SRC.format("raw_processed_parameters.json"),
                   what="The branch of French tax-benefit legislation a parameter sits in (7 "
                        "top-level branches with >= 100 parameters) from the shape of its legal "
                        "history (dates, months of change, ended or not, unit, magnitude, "
                        "references, notes, Official Journal dates, scale brackets).  No name, "
                        "path, description or text.  Ranges and codes by convention (full-data "
                        "range treated as public).")


def ofr_variable_entity4():
    with open(PKG / "variables_summaries.json", encoding="utf-8") as f:
        v = json.load(f)
    rows = []
    for rec in v.values():
        rows.append({
            "entity": rec.get("entity"),
            "value_type": str(rec.get("value_type")),
            "definition_period": str(rec.get("definition_period")),
            "unit": str(rec.get("unit")),
            "n_referring": float(len(rec.get("referring_variables") or [])),
            "has_cerfa": "yes" if rec.get("cerfa_field") else "no",
            "code_lines": float((rec.get("stop_line_number") or 0) - (rec.get("start_line_number") or 0)),
        })
    d = pd.DataFrame(rows)
    d = d[d["entity"].isin(["individu", "famille", "foyer_fiscal", "menage"])]
    y = d.pop("entity")
    return _finish("ofr_variable_entity4", d, y, source=SRC.format("variables_summaries.json"),
                   what="The entity an OpenFisca-France variable is defined on, from its value "
                        "type, period, unit, referring variables, cerfa field and code length.  "
                        "Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [ofr_param_branch7, ofr_variable_entity4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
