"""Which of dpforest's own JSON files a file is, for the message when one is given where
another is wanted (a schema file as the model, a model file as the schema, a budget file as
either).  Only dpforest's own documents are named: a model or budget file by its 'format'
value, a schema file by reading as a valid schema.  A file that is none of them, a records
file given by mistake among them, gets no hint, so the hint says nothing about its content."""

from __future__ import annotations

import json
from pathlib import Path

#: larger files are not opened to tell their kind (no schema or budget file is that large; a
#: model file is told by its opening bytes)
MAX_BYTES = 64 << 20

_WHERE = {"model": "a dpforest model file (predict, evaluate and show read it; schema-check "
                   "takes it as --schema)",
          "budget": "a privacy-budget file (give it to --budget)",
          "schema": "a schema file (give it to --schema)",
          "data": "a CSV data file (the records the command reads)"}


def kind_by_format(doc) -> str | None:
    """'model' or 'budget' for a parsed JSON object whose 'format' is dpforest's, else None."""
    from ..io import FORMAT_NAME
    from ..privacy.accountant import FORMAT as BUDGET_FORMAT

    if not isinstance(doc, dict):
        return None
    return {FORMAT_NAME: "model", BUDGET_FORMAT: "budget"}.get(doc.get("format"))


def dpforest_file_kind(path) -> str | None:
    """'model', 'budget' or 'schema' for dpforest's own JSON files, else None."""
    from ..io import _HEAD
    from ..schema import Schema

    try:
        p = Path(path)
        if not p.is_file():
            return None
        with open(p, "rb") as f:
            head = f.read(len(_HEAD))
        if head == _HEAD:
            return "model"          # as dpforest writes them: told without reading the rest
        if p.stat().st_size > MAX_BYTES:
            return None
        doc = json.loads(p.read_bytes().decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError, MemoryError):
        return None
    if not isinstance(doc, dict):
        return None
    kind = kind_by_format(doc)
    if kind is not None:
        return kind
    if isinstance(doc.get("features"), list):
        try:
            Schema.from_dict(doc)
        except Exception:           # any refusal: not a schema dpforest would read
            return None
        return "schema"
    return None


def wrong_kind(path, wanted: str, kind: str | None = None) -> str:
    """"'FILE' is a schema file (give it to --schema), not a model file" where ``path`` is
    another of dpforest's files than ``wanted`` ('model', 'budget' or 'schema'); '' else."""
    kind = kind if kind is not None else dpforest_file_kind(path)
    if kind is None or kind == wanted:
        return ""
    return f"{str(path)!r} is {_WHERE[kind]}, not {_WHERE[wanted].split(' (')[0]}"
