"""Batch 204's tables, from Debian bookworm's `kstars-data` 5:3.6.2-2 (the KStars desktop
planetarium's data; fetched with `apt-get download kstars-data=5:3.6.2-2` and extracted with
`dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).  Its solar-system object lists are JSON
answers of NASA/JPL's Small-Body Database, each opening with
{"signature":{"source":"NASA/JPL SBDB (Small-Body DataBase) Query API","version":"1.0"},
 "fields":[...],"data":[...]}:
- usr/share/kstars/asteroids.dat: 7,099 asteroids (fields full_name, neo, H, G, diameter, extent,
  albedo, rot_per, orbit_id, epoch_mjd, e, a, q, i, om, w, ma, per_y, moid, class).
- usr/share/kstars/comets.dat: 3,768 comets (fields full_name, epoch.mjd, q, e, i, w, om, tp,
  orbit_id, neo, M1, M2, diameter, extent, albedo, rot_per, per.y, moid, H, G, class).
`class` is JPL's orbit class (https://ssd.jpl.nasa.gov/sb/orbit_classes.html): for asteroids
MBA main belt, OMB outer main belt, TJN Jupiter trojan, CEN centaur, TNO trans-Neptunian object
(and MCA Mars-crosser, AMO Amor, IMB inner main belt, AST unclassified); for comets JFc
Jupiter-family, HTC Halley-type, ETc Encke-type, CTc Chiron-type, COM other long-period,
PAR parabolic, HYP hyperbolic, JFC Jupiter-family by the Tisserand parameter.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen204/CHOICE):
- kstars_asteroid_class5 -- the orbit class (TNO, MBA, TJN, OMB, CEN; the 10 rows of MCA, AMO,
  IMB and AST dropped) from absolute magnitude H, diameter, albedo, rotation period (physical)
  and eccentricity e and inclination i.  Dropped: a, q, per_y, moid (the orbit's size, which
  defines the class), neo (restates the class), the name, orbit_id, epoch, the angles om, w, ma,
  G and extent (98-100 % missing).
- kstars_comet_class6 -- the orbit class (PAR, JFc, COM, HYP, HTC, ETc; CTc 17 and JFC 16
  dropped) from perihelion distance q, inclination i, the magnitude parameters M1 (total) and M2
  (nuclear) and the orbit epoch's year.  Dropped: e and per.y (they define the class), moid,
  tp (perihelion time), w, om, the name, orbit_id, neo, and diameter, albedo, rot_per, extent,
  H, G (95-100 % missing).
Reserves, each used only if the table it stands for fails the pre-check:
- kstars_asteroid_tno2 -- TNO or not, same rows and columns.
- kstars_comet_open2 -- open orbit (PAR, HYP) or closed (JFc, COM, HTC, ETc), same rows and
  columns.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen204")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

KS = BASE / "usr/share/kstars"

AST_SRC = ("Debian kstars-data 5:3.6.2-2, kstars/asteroids.dat (NASA/JPL SBDB Query API answer: "
           "7,099 asteroids with physical and orbital fields and JPL's orbit class)")
COM_SRC = ("Debian kstars-data 5:3.6.2-2, kstars/comets.dat (NASA/JPL SBDB Query API answer: "
           "3,768 comets with orbital elements, magnitude parameters and JPL's orbit class)")


def _sbdb(fname):
    d = json.loads((KS / fname).read_text())
    assert d["signature"]["source"].startswith("NASA/JPL SBDB"), d["signature"]
    return pd.DataFrame(d["data"], columns=d["fields"])


def _num(s):
    return pd.to_numeric(s, errors="coerce").astype(float) + 0.0


AST_KEEP = ["TNO", "MBA", "TJN", "OMB", "CEN"]


def _asteroids():
    d = _sbdb("asteroids.dat")
    assert len(d) == 7099, len(d)
    d = d[d["class"].isin(AST_KEEP)].reset_index(drop=True)
    X = pd.DataFrame({c: _num(d[c]) for c in ["H", "diameter", "albedo", "rot_per", "e", "i"]})
    return X, d["class"]


AST_DECL = [Numeric("albedo", 0.0, 1.0), Numeric("e", 0.0, 1.0), Numeric("i", 0.0, 180.0)]
AST_WHAT = ("  Columns: H, diameter, rot_per (ranges by convention), albedo (0-1), e (0-1), "
            "i (0-180 degrees), missing kept missing.  Dropped: a, q, per_y, moid, neo, name, "
            "orbit_id, epoch, om, w, ma, G, extent.")


def kstars_asteroid_class5():
    X, y = _asteroids()
    return _finish("kstars_asteroid_class5", X, y, declared=AST_DECL, source=AST_SRC,
                   what="JPL orbit class (5 classes)." + AST_WHAT)


def kstars_asteroid_tno2():
    X, y = _asteroids()
    return _finish("kstars_asteroid_tno2", X, y.map(lambda c: "TNO" if c == "TNO" else "other"),
                   declared=AST_DECL, source=AST_SRC, what="TNO or not." + AST_WHAT)


COM_KEEP = ["PAR", "JFc", "COM", "HYP", "HTC", "ETc"]


def _comets():
    d = _sbdb("comets.dat")
    assert len(d) == 3768, len(d)
    d = d[d["class"].isin(COM_KEEP)].reset_index(drop=True)
    X = pd.DataFrame({"q": _num(d["q"]), "i": _num(d["i"]), "M1": _num(d["M1"]),
                      "M2": _num(d["M2"]),
                      "epoch_year": (1858.8767 + _num(d["epoch.mjd"]) / 365.25).round(2)})
    return X, d["class"]


COM_DECL = [Numeric("i", 0.0, 180.0)]
COM_WHAT = ("  Columns: q, M1, M2, epoch_year (ranges by convention), i (0-180 degrees), missing "
            "kept missing.  Dropped: e, per.y, moid, tp, w, om, name, orbit_id, neo, diameter, "
            "albedo, rot_per, extent, H, G.")


def kstars_comet_class6():
    X, y = _comets()
    return _finish("kstars_comet_class6", X, y, declared=COM_DECL, source=COM_SRC,
                   what="JPL comet orbit class (6 classes)." + COM_WHAT)


def kstars_comet_open2():
    X, y = _comets()
    return _finish("kstars_comet_open2", X,
                   y.map(lambda c: "open" if c in ("PAR", "HYP") else "closed"),
                   declared=COM_DECL, source=COM_SRC,
                   what="Open (parabolic, hyperbolic) or closed orbit." + COM_WHAT)


LOADERS = {f.__name__: f for f in [kstars_asteroid_class5, kstars_comet_class6,
                                   kstars_asteroid_tno2, kstars_comet_open2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
