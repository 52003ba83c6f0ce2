"""Minimal .xlsx reader (zipfile + ElementTree; no openpyxl): first worksheet -> DataFrame."""
import re, zipfile
import xml.etree.ElementTree as ET
import pandas as pd
NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
def _col(ref):
    s = re.match(r"[A-Z]+", ref).group(0); n = 0
    for ch in s: n = n * 26 + ord(ch) - 64
    return n - 1
def read_first_sheet(path, sheet="xl/worksheets/sheet1.xml"):
    z = zipfile.ZipFile(path)
    ss = []
    if "xl/sharedStrings.xml" in z.namelist():
        for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall("m:si", NS):
            ss.append("".join(t.text or "" for t in si.iter("{%s}t" % NS["m"])))
    rows = []
    for r in ET.fromstring(z.read(sheet)).iter("{%s}row" % NS["m"]):
        d = {}
        for c in r.findall("m:c", NS):
            v = c.find("m:v", NS); t = c.get("t")
            if t == "inlineStr":
                val = "".join(x.text or "" for x in c.iter("{%s}t" % NS["m"]))
            elif v is None: continue
            elif t == "s": val = ss[int(v.text)]
            else: val = v.text
            d[_col(c.get("r"))] = val
        rows.append(d)
    w = max(max(d) for d in rows if d) + 1
    m = [[d.get(i) for i in range(w)] for d in rows]
    return pd.DataFrame(m[1:], columns=m[0])
