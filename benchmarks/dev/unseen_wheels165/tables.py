"""Batch 165's tables: the DICOM data dictionary, from one wheel: pydicom 3.0.2 (MIT).  Its
pydicom/_dicom_dict.py is the standard data dictionary of DICOM PS3.6 (5,091 tags: tag, VR, VM,
name, retired flag, keyword), and pydicom/_private_dict.py the private tags of device vendors as
the GDCM project's private dictionary lists them (449 private creators, 10,545 tags).

Candidates (targets, classes and columns fixed before the pre-check; README):
- dicom_tag_retired -- whether a standard DICOM attribute is retired (423) or current (4,668):
  5,091 rows, 2 classes.
- dicom_private_vendor -- which vendor's private creator defines a private tag: TOSHIBA (all
  TOSHIBA* creators), MMCPrivate, SPI-P (all SPI-P* creators, Siemens-Philips Standard
  Product Interconnect), ELSCINT1, Applicare (all Applicare/* creators): 5 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- dicom_tag_multivalued (for the first) -- whether a standard attribute's VM allows more than one
  value (VM other than "1"), from the same columns without VM: 5,091 rows.
- dicom_private_vendor4 (for the second) -- without Applicare: 4 classes.
Columns, standard table: numeric group, element (the tag's two 16-bit halves; documented bounds
0-65535), name_words (words in the attribute name), kw_len (keyword length); categorical vr (value
representation, levels as PS3.5 lists them plus the dictionary's "X or Y" forms), vm (value
multiplicity, levels as they occur), group_hi (the group's first hex digit, 16 levels declared).
Private table: numeric group (0-65535), elem (element's low byte, 0-255), name_words; categorical
vr, vm, group_hi, unknown (no / yes: the tag's name is "Unknown").  Dropped: the tag as one
number, names and keywords (identifiers), the creator string (the target), the retired flag in
the private table (always empty).  One private tag's VR is spelt "OB_OW" (GDCM's spelling); the
loader writes it "OB or OW", the standard dictionary's spelling (fixed after the first grid run
stopped on it: README).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen165")
PKG = Path(BASE) / "ex" / "pydicom" / "pydicom"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "pydicom 3.0.2 wheel pydicom/_dicom_dict.py and _private_dict.py (DICOM data dictionary)"

VRS = ["AE", "AS", "AT", "CS", "DA", "DS", "DT", "FD", "FL", "IS", "LO", "LT", "OB", "OD", "OF",
       "OL", "OV", "OW", "PN", "SH", "SL", "SQ", "SS", "ST", "SV", "TM", "UC", "UI", "UL", "UN",
       "UR", "US", "UT", "UV", "US or SS", "OB or OW", "US or OW", "US or SS or OW", "NONE"]
HEX = list("0123456789ABCDEF")


def _mod(fname):
    ns = {}
    with open(PKG / fname) as fh:
        exec(compile(fh.read(), fname, "exec"), ns)  # plain dict literals
    return ns


@lru_cache(None)
def _std():
    d = _mod("_dicom_dict.py")["DicomDictionary"]
    rows = [dict(tag=t, vr=v[0], vm=v[1], name=v[2], retired=v[3], kw=v[4]) for t, v in d.items()]
    return pd.DataFrame(rows)


_VENDORS = [("TOSHIBA", "TOSHIBA"), ("MMCPrivate", "MMCPrivate"), ("SPI-P", "SPI-P"),
            ("ELSCINT1", "ELSCINT1"), ("Applicare", "Applicare")]


@lru_cache(None)
def _priv():
    d = _mod("_private_dict.py")["private_dictionaries"]
    rows = []
    for cr, tags in d.items():
        lab = next((l for p, l in _VENDORS if cr.startswith(p)), None)
        if lab is None:
            continue
        for t, v in tags.items():
            rows.append(dict(creator=cr, vendor=lab, tag=t, vr=v[0], vm=v[1], name=v[2]))
    return pd.DataFrame(rows)


def _std_X(d, with_vm=True):
    X = pd.DataFrame({"group": d.tag // 65536, "element": d.tag % 65536,
                      "name_words": d.name.str.split().str.len(), "kw_len": d.kw.str.len(),
                      "vr": d.vr, "group_hi": (d.tag // 65536).map(lambda g: f"{g:04X}"[0])})
    if with_vm:
        X["vm"] = d.vm
    decl = [Numeric("group", 0, 65535), Numeric("element", 0, 65535), Categorical("vr", VRS),
            Categorical("group_hi", HEX)]
    return X, decl


def dicom_tag_retired():
    d = _std()
    X, decl = _std_X(d)
    return _finish("dicom_tag_retired", X, d.retired.map({"": "current", "Retired": "retired"}),
                   declared=decl, source=_SRC,
                   what="Whether a standard DICOM attribute is retired.  Dropped: tag, name, "
                        "keyword")


def dicom_tag_multivalued():
    d = _std()
    X, decl = _std_X(d, with_vm=False)
    return _finish("dicom_tag_multivalued", X, (d.vm != "1").map({True: "multi", False: "single"}),
                   declared=decl, source=_SRC,
                   what="Whether a standard attribute's VM allows more than one value.  Dropped: "
                        "tag, name, keyword, vm (the target)")


def _pmake(name, vendors, what):
    d = _priv()
    d = d[d.vendor.isin(vendors)].reset_index(drop=True)
    g = d.tag.str[:4].map(lambda s: int(s, 16))
    X = pd.DataFrame({"group": g, "elem": d.tag.str[6:8].map(lambda s: int(s, 16)),
                      "name_words": d.name.str.split().str.len(),
                      "vr": d.vr.replace({"OB_OW": "OB or OW"}), "vm": d.vm,
                      "group_hi": d.tag.str[0].str.upper(),
                      "unknown": (d.name.str.strip().str.lower() == "unknown").map(
                          {True: "yes", False: "no"})})
    decl = [Numeric("group", 0, 65535), Numeric("elem", 0, 255), Categorical("vr", VRS),
            Categorical("group_hi", HEX), Categorical("unknown", ["no", "yes"])]
    return _finish(name, X, d.vendor, declared=decl, source=_SRC,
                   what=what + "  Dropped: creator string, tag, name")


def dicom_private_vendor():
    return _pmake("dicom_private_vendor", [l for _, l in _VENDORS],
                  "Which of five vendors' private creators defines a private DICOM tag.")


def dicom_private_vendor4():
    return _pmake("dicom_private_vendor4", [l for _, l in _VENDORS[:4]],
                  "Which of four vendors' private creators defines a private DICOM tag.")


def keys_of(name):
    """Group keys for repeat_probe.py: a private tag's creator (private tables only)."""
    d = _priv()
    v = [l for _, l in _VENDORS] if name == "dicom_private_vendor" else \
        [l for _, l in _VENDORS[:4]]
    return d[d.vendor.isin(v)].creator.tolist()


LOADERS = {f.__name__: f for f in [dicom_tag_retired, dicom_private_vendor,
                                   dicom_tag_multivalued, dicom_private_vendor4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
