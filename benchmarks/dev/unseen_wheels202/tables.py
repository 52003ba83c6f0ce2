"""Batch 202's tables, from Debian bookworm packages other than R's (fetched with `apt-get
download PKG=VERSION` and extracted with `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed):
- weka 3.6.14-3 (usr/share/doc/weka/examples/breast-cancer.arff): the Ljubljana breast-cancer
  data ("This breast cancer domain was obtained from the University Medical Centre, Institute of
  Oncology, Ljubljana, Yugoslavia.  Thanks go to M. Zwitter and M. Soklic for providing the
  data", the ARFF's header; UCI, donated 11 July 1988), 286 patients.
- gretl-data 2022c-1 (usr/share/gretl/data/misc/keane.gdt): "Employment and schooling history
  for a sample of men for the years 1981 to 1987; a subset from Keane and Wolpin (1997), "The
  Career Decisions of Young Men", Journal of Political Economy, 105, 473-522" (its description),
  12,723 person-years of 1,881 men.
- octave-statistics 1.5.3-2 (datasets/arrhythmia.mat, Octave's binary format, read by
  `_octave_binary` below): "Cardiac arrhythmia data from the UCI machine learning repository"
  (its Description), 452 patients, 279 columns (a reserve).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen202/CHOICE):
- weka_breast_recurrence2 -- recurrence events or none, from age, tumour size and involved
  nodes (each the lower bound of the ARFF's interval; bounds from the declared intervals),
  degree of malignancy (1-3), menopause, node caps, breast, breast quadrant and irradiation
  (categories as declared; node-caps 8 and breast-quad 1 missing, kept missing).  Nothing
  dropped.
- gretl_keane_choice5 -- the year's choice (school / home / white collar / blue collar / serv)
  from year, years of schooling, experience in white collar, blue collar and services (at the
  start of the year) and black (0/1); the 58 rows without a choice left out.  Dropped: id,
  numyrs (years in sample), wage, lwage, manuf, enroll, employ, status (restate or follow from
  the choice), attrit (next year), exper, expersq (sums and squares of the experience columns).
Reserves, each used only if the table it stands for fails the pre-check:
- oct_arrhythmia2 (for the first) -- no arrhythmia (class 1) against arrhythmia (classes 2-15)
  from the 279 columns (ranges by convention, missing kept missing); the 22 unclassified cases
  (class 16) left out.
- gretl_keane_status3 (for the second) -- status school / home / work, same rows and columns.
"""
from __future__ import annotations

import gzip
import io
import os as _os
import re
import runpy
import struct
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen202")) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]

WEKA = BASE / "usr/share/doc/weka/examples"
GRETL = BASE / "usr/share/gretl/data/misc"
OCTAVE = BASE / "usr/share/octave/packages/statistics-1.5.3/datasets"

BC_SRC = ("Debian weka 3.6.14-3, examples/breast-cancer.arff (Ljubljana Institute of Oncology "
          "breast-cancer data, Zwitter & Soklic; UCI 1988; 286 patients)")
KW_SRC = ("Debian gretl-data 2022c-1, data/misc/keane.gdt (Keane & Wolpin 1997, The Career "
          "Decisions of Young Men; 1,881 men, 1981-1987)")
AR_SRC = ("Debian octave-statistics 1.5.3-2, datasets/arrhythmia.mat (UCI Arrhythmia, Guvenir "
          "et al.; 452 patients)")


# --------------------------------------------------------------------------- weka
def _arff(path):
    """A small ARFF reader for nominal attributes (weka's examples): names, declared levels,
    rows as strings with '?' read as missing."""
    names, levels, rows, data = [], {}, [], False
    for line in Path(path).read_text(encoding="latin-1").splitlines():
        s = line.strip()
        if not s or s.startswith("%"):
            continue
        if data:
            rows.append([v.strip().strip("'") for v in s.split(",")])
            continue
        low = s.lower()
        if low.startswith("@attribute"):
            m = re.match(r"@attribute\s+('[^']+'|\S+)\s+\{(.*)\}\s*$", s, re.I)
            name = m.group(1).strip("'")
            names.append(name)
            levels[name] = [v.strip().strip("'") for v in m.group(2).split(",")]
        elif low.startswith("@data"):
            data = True
    df = pd.DataFrame(rows, columns=names).replace({"?": None})
    for c in names:
        bad = set(df[c].dropna()) - set(levels[c])
        assert not bad, (c, bad)
    return df, levels


def _low(v):
    return None if v is None else float(v.split("-")[0])


def weka_breast_recurrence2():
    df, lv = _arff(WEKA / "breast-cancer.arff")
    y = df.pop("Class")
    X = pd.DataFrame({
        "age": df["age"].map(_low), "tumor_size": df["tumor-size"].map(_low),
        "inv_nodes": df["inv-nodes"].map(_low), "deg_malig": df["deg-malig"].astype(float),
        "menopause": df["menopause"], "node_caps": df["node-caps"], "breast": df["breast"],
        "breast_quad": df["breast-quad"], "irradiat": df["irradiat"]})
    decl = [Numeric("age", 10, 90), Numeric("tumor_size", 0, 55), Numeric("inv_nodes", 0, 36),
            Numeric("deg_malig", 1, 3)]
    for c, a in [("menopause", "menopause"), ("node_caps", "node-caps"), ("breast", "breast"),
                 ("breast_quad", "breast-quad"), ("irradiat", "irradiat")]:
        decl.append(Categorical(c, tuple(lv[a])))
    return _finish("weka_breast_recurrence2", X, y, declared=decl, source=BC_SRC,
                   what="Recurrence events or none from age, tumour size and involved nodes "
                        "(lower bounds of the declared intervals), degree of malignancy and "
                        "five categorical columns; all ranges and levels as the ARFF declares "
                        "them.")


# --------------------------------------------------------------------------- gretl
@lru_cache(None)
def _keane():
    t = gzip.open(GRETL / "keane.gdt").read().decode("utf-8")
    names = re.findall(r'<variable name="([^"]+)"', t)
    obs = re.findall(r"<obs>([^<]*)</obs>", t)
    d = pd.read_csv(io.StringIO("\n".join(o.strip() for o in obs)), sep=" ", header=None,
                    names=names, na_values=["NA"])
    assert len(d) == 12723 and len(names) == 18
    return d[d["choice"].notna()].reset_index(drop=True)


KW_COLS = ["year", "educ", "expwc", "expbc", "expser", "black"]


def _kw(name, target, what):
    d = _keane()
    X = d[KW_COLS].astype(float) + 0.0
    return _finish(name, X, target(d), source=KW_SRC,
                   what=what + "  Columns: year, educ, expwc, expbc, expser, black; ranges by "
                   "convention.  Dropped: id, numyrs, wage, lwage, manuf, enroll, employ, "
                   "status, attrit, exper, expersq; the 58 rows without a choice.")


def gretl_keane_choice5():
    m = {1: "school", 2: "home", 3: "white_collar", 4: "blue_collar", 5: "serv"}
    return _kw("gretl_keane_choice5", lambda d: d["choice"].astype(int).map(m),
               "The year's choice (school, home, white collar, blue collar, serv).")


def gretl_keane_status3():
    m = {1: "school", 2: "home", 3: "work"}
    return _kw("gretl_keane_status3", lambda d: d["status"].astype(int).map(m),
               "The year's status (school, home, work).")


# --------------------------------------------------------------------------- octave
def _octave_binary(path):
    """Variables of an Octave binary (little-endian) .mat file: double matrices, char matrices
    (as lists of row strings) and cells of those."""
    b = Path(path).read_bytes()
    assert b[:10] == b"Octave-1-L", b[:10]
    p = 11

    def i32():
        nonlocal p
        v = struct.unpack_from("<i", b, p)[0]
        p += 4
        return v

    def raw(n):
        nonlocal p
        v = b[p:p + n]
        p += n
        return v

    def dims():
        nd = i32()
        assert nd < 0
        return [i32() for _ in range(-nd)]

    def value():
        nonlocal p
        assert b[p] == 255
        p += 1
        kind = raw(i32()).decode()
        if kind == "matrix":
            dm = dims()
            assert b[p] == 7      # LS_DOUBLE
            p += 1
            n = int(np.prod(dm))
            a = np.frombuffer(b, "<f8", n, p)
            p += 8 * n
            return a.reshape(dm, order="F")
        if kind in ("sq_string", "string"):
            dm = dims()
            n = int(np.prod(dm))
            a = np.frombuffer(b, "S1", n, p).reshape(dm, order="F")
            p += n
            return [b"".join(r).decode("latin-1") for r in a]
        if kind == "cell":
            dm = dims()
            out = []
            for _ in range(int(np.prod(dm))):
                raw(i32())
                raw(i32())
                p += 1
                out.append(value())
            return out
        raise ValueError(kind)

    out = {}
    while p < len(b):
        name = raw(i32()).decode()
        raw(i32())
        p += 1
        out[name] = value()
    return out


def oct_arrhythmia2():
    d = _octave_binary(OCTAVE / "arrhythmia.mat")
    names = [v[0].strip() if isinstance(v, list) else str(v).strip() for v in d["VarNames"]]
    X = pd.DataFrame(d["X"], columns=names) + 0.0
    y = pd.Series(d["Y"].ravel().astype(int))
    keep = (y != 16).to_numpy()
    y = y[keep].map(lambda v: "normal" if v == 1 else "arrhythmia")
    return _finish("oct_arrhythmia2", X[keep], y, source=AR_SRC,
                   what="No arrhythmia (class 1) or arrhythmia (classes 2-15) from 279 ECG and "
                        "patient columns; ranges by convention, missing kept missing; the 22 "
                        "unclassified cases (class 16) left out.")


LOADERS = {f.__name__: f for f in [weka_breast_recurrence2, gretl_keane_choice5,
                                   oct_arrhythmia2, gretl_keane_status3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
