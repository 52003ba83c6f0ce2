"""The first sheet of an .xlsx workbook as a DataFrame of strings, read with the standard
library's zipfile and xml.etree (openpyxl is not needed): the reader batches 33 and 34 share,
imported by path (``runpy.run_path``) as they import the first batch's conventions.  Batch 30
keeps its own all-sheets variant, as its recorded grid ran it."""
from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pandas as pd

_XNS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_XREL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"


def first_sheet(path):
    """The first sheet of an .xlsx workbook as a DataFrame of strings, its first row the header:
    the shared strings, inline strings and values of each cell, by its column letters (batch
    30's reader, first sheet only, empty rows left out)."""
    z = zipfile.ZipFile(io.BytesIO(Path(path).read_bytes()))
    shared = []
    if "xl/sharedStrings.xml" in z.namelist():
        for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall(f"{_XNS}si"):
            shared.append("".join(t.text or "" for t in si.iter(f"{_XNS}t")))
    rels = {r.get("Id"): r.get("Target")
            for r in ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))}
    sh = ET.fromstring(z.read("xl/workbook.xml")).find(f"{_XNS}sheets")[0]
    target = rels[sh.get(_XREL)].lstrip("/")
    target = target if target.startswith("xl/") else "xl/" + target
    rows = []
    for row in ET.fromstring(z.read(target)).find(f"{_XNS}sheetData"):
        r = {}
        for c in row:
            col = 0
            for ch in re.match(r"[A-Z]+", c.get("r")).group(0):
                col = col * 26 + ord(ch) - 64
            v = c.find(f"{_XNS}v")
            if c.get("t") == "inlineStr":
                r[col - 1] = "".join(t.text or "" for t in c.iter(f"{_XNS}t"))
            elif v is not None:
                r[col - 1] = shared[int(v.text)] if c.get("t") == "s" else v.text
        rows.append(r)
    w = max(max(r) for r in rows if r) + 1
    return pd.DataFrame([[r.get(i) for i in range(w)] for r in rows[1:] if r],
                        columns=[rows[0].get(i, f"col{i}") for i in range(w)])
