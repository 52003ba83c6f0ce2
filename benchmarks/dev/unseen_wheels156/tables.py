"""Batch 156's tables: nuclear-astrophysics reaction rates, from one wheel: pynucastro 3.1.0
(BSD-3-Clause).  Its pynucastro/data/reaclib_default2_20250330 (82,225 rate sets) is a snapshot of
the JINA REACLIB database (reaclib.jinaweb.org, "default2" library of 2025-03-30) in REACLIB v2
text format: per set a chapter line, a header line (up to six nuclei, a 4-character label naming
the rate's source, the resonance flag n / r / w / s / blank, the reverse flag v, the Q value in
MeV) and two lines holding the seven fit coefficients a0..a6 of
lambda = exp(a0 + a1/T9 + a2/T9^(1/3) + a3 T9^(1/3) + a4 T9 + a5 T9^(5/3) + a6 ln T9).

Candidates (targets, classes and columns fixed before the pre-check; README):
- rl_weak_measured_vs_theory -- chapter 1 (one nucleus -> one nucleus: beta decays and electron
  captures): is a weak rate from the measured-half-life compilations "wc07" / "wc12" / "wc17"
  ("measured") or from the theoretical Moeller et al. QRPA rates "mo92" / "mo97" / "mo03"
  ("theory"); the other chapter-1 labels (bqa+, bhi+, bet+, bex+, btyk, "  ec") dropped.
- rl_cp_evaluation -- which of four charged-particle rate evaluations a rate set comes from:
  il10 (Iliadis et al. 2010), cf88 (Caughlan & Fowler 1988), nacr (NACRE 1999), wies
  (Wiescher et al.): 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- rl_ch2_resonant (for the first) -- chapter 2 (one nucleus -> two) sets flagged resonant (r)
  vs non-resonant (n or blank); weak (w) and fission (s) sets dropped.
- rl_cp_evaluation3 (for the second) -- without wies: 3 classes.
Columns (all tables): for the heaviest (by A, then Z) input nucleus ("in_") and heaviest output
nucleus ("out_"): numeric Z, A, N; categorical Z parity and N parity (even / odd); numeric
n_in, n_out (numbers of input / output nuclei, from the chapter), categorical chapter (levels
1-11 as REACLIB documents them), categorical light_in (lightest input nucleus when there are two
or more inputs: n, p, d, t, he3, he4, other; "none" with one input), categorical flag
(resonance flag: n, r, w, s, as documented; blank read as n), categorical reverse (v / none),
numeric Q, numeric a0..a6.  For rl_weak_measured_vs_theory: Z / N parities, the direction
(categorical: Z up = beta-minus, Z down = beta-plus / EC, same) instead of light_in, and only a0
of the coefficients (a1..a6 dropped: whether a weak rate is temperature dependent is the form the
source gives it, restating the source); chapter, n_in, n_out, flag dropped there (constant).
Dropped everywhere: the label (the target or its source), nucleus names (identifiers).  Bounds:
the suite's convention (full-data range treated as public) for numeric columns; levels of chapter,
flag, reverse, parities, direction and light_in declared.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen156")
LIB = Path(BASE) / "ex" / "pynucastro" / "pynucastro" / "data" / "reaclib_default2_20250330"
ELEM = Path(BASE) / "ex" / "pynucastro" / "pynucastro" / "nucdata" / "elements.py"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "pynucastro 3.1.0 wheel pynucastro/data/reaclib_default2_20250330 (JINA REACLIB snapshot)"
_NIO = {1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (2, 1), 5: (2, 2), 6: (2, 3), 7: (2, 4),
        8: (3, 1), 9: (3, 2), 10: (4, 2), 11: (1, 4)}
_SPECIAL = {"n": (0, 1), "p": (1, 1), "d": (1, 2), "t": (1, 3)}


@lru_cache(None)
def _ztab():
    with open(ELEM) as fh:
        txt = fh.read()
    return {a: int(z) for a, z in re.findall(r"'(\w+)':\s*Element\('\w+',\s*'[\w ]+',\s*(\d+)\)", txt)}


def _za(name):
    if name in _SPECIAL:
        return _SPECIAL[name]
    m = re.match(r"([a-z]+)[^0-9]*(\d+)", name)
    el, a = m.group(1), int(m.group(2))
    return _ztab()[el], a


@lru_cache(None)
def _raw():
    with open(LIB) as fh:
        L = fh.read().split("\n")
    rows = []
    i = 0
    while i + 3 < len(L):
        ch = int(L[i].strip())
        h = L[i + 1]
        nuc = [h[5 + 5 * k:10 + 5 * k].strip() for k in range(6)]
        nuc = [x for x in nuc if x]
        nin, nout = _NIO[ch]
        a = [float(L[i + 2][13 * k:13 * k + 13]) for k in range(4)] + \
            [float(L[i + 3][13 * k:13 * k + 13]) for k in range(3)]
        ins = sorted((_za(x)[1], _za(x)[0], x) for x in nuc[:nin])
        outs = sorted((_za(x)[1], _za(x)[0], x) for x in nuc[nin:nin + nout])
        r = {"chapter": str(ch), "label": h[43:47].strip(), "flag": h[47].strip() or "n",
             "reverse": "v" if h[48] == "v" else "none", "Q": float(h[52:64]),
             "n_in": nin, "n_out": nout}
        for p, side in (("in_", ins), ("out_", outs)):
            A, Z, _ = side[-1]
            r.update({p + "Z": Z, p + "A": A, p + "N": A - Z,
                      p + "Zpar": "even" if Z % 2 == 0 else "odd",
                      p + "Npar": "even" if (A - Z) % 2 == 0 else "odd"})
        lt = ins[0][2] if nin > 1 else "none"
        lt = {"he4": "he4", "he3": "he3"}.get(lt, lt)
        r["light_in"] = lt if lt in ("none", "n", "p", "d", "t", "he3", "he4") else "other"
        r.update({f"a{k}": a[k] for k in range(7)})
        rows.append(r)
        i += 4
    return pd.DataFrame(rows)


_PAR = ["even", "odd"]
_NUCCOLS = ["in_Z", "in_A", "in_N", "in_Zpar", "in_Npar", "out_Z", "out_A", "out_N", "out_Zpar",
            "out_Npar"]
_DECL_NUC = [Categorical(c, _PAR) for c in ["in_Zpar", "in_Npar", "out_Zpar", "out_Npar"]]


def rl_weak_measured_vs_theory():
    d = _raw()
    d = d[(d.chapter == "1")]
    grp = d.label.map(lambda s: "measured" if s in ("wc07", "wc12", "wc17")
                      else "theory" if s in ("mo92", "mo97", "mo03") else None)
    keep = grp.notna()
    d, grp = d[keep], grp[keep]
    X = d[_NUCCOLS + ["reverse", "Q", "a0"]].copy()
    dz = d.out_Z - d.in_Z
    X["direction"] = dz.map(lambda v: "beta_minus" if v > 0 else "beta_plus_ec" if v < 0
                            else "same")
    decl = _DECL_NUC + [Categorical("reverse", ["none", "v"]),
                        Categorical("direction", ["beta_minus", "beta_plus_ec", "same"])]
    return _finish("rl_weak_measured_vs_theory", X, grp, declared=decl, source=_SRC,
                   what="Chapter-1 weak rates: measured-half-life compilation (wc07/wc12/wc17) "
                        "or Moeller QRPA theory (mo92/mo97/mo03).  Dropped: label, nucleus "
                        "names, a1..a6, chapter / flag (constant)")


_ALL = _NUCCOLS + ["chapter", "n_in", "n_out", "light_in", "flag", "reverse", "Q"] + \
    [f"a{k}" for k in range(7)]
_DECL_ALL = _DECL_NUC + [Categorical("chapter", [str(k) for k in range(1, 12)]),
                         Categorical("flag", ["n", "r", "w", "s"]),
                         Categorical("reverse", ["none", "v"]),
                         Categorical("light_in", ["none", "n", "p", "d", "t", "he3", "he4",
                                                  "other"])]


def _cp(name, labels):
    d = _raw()
    d = d[d.label.isin(labels)]
    return _finish(name, d[_ALL].copy(), d.label, declared=_DECL_ALL, source=_SRC,
                   what="Which evaluation (" + ", ".join(labels) + ") a rate set comes from.  "
                        "Dropped: label (the target), nucleus names")


def rl_cp_evaluation():
    return _cp("rl_cp_evaluation", ["il10", "cf88", "nacr", "wies"])


def rl_cp_evaluation3():
    return _cp("rl_cp_evaluation3", ["il10", "cf88", "nacr"])


def rl_ch2_resonant():
    d = _raw()
    d = d[(d.chapter == "2") & d.flag.isin(["n", "r"])]
    cols = [c for c in _ALL if c not in ("flag", "chapter", "n_in", "n_out", "light_in")]
    decl = [f for f in _DECL_ALL if f.name in cols]
    return _finish("rl_ch2_resonant", d[cols].copy(),
                   d.flag.map({"r": "resonant", "n": "nonresonant"}), declared=decl,
                   source=_SRC, what="Chapter-2 rate set flagged resonant or non-resonant.  "
                                     "Dropped: label, flag (the target), nucleus names")


def keys_of(name):
    """Group key for repeat_probe.py (no model): the reaction's input nucleus (in_Z, in_A)."""
    ds = LOADERS[name]()
    X = ds.X
    return (X.in_Z.astype(str) + "-" + X.in_A.astype(str)).tolist()


LOADERS = {f.__name__: f for f in [rl_weak_measured_vs_theory, rl_cp_evaluation,
                                   rl_ch2_resonant, rl_cp_evaluation3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
