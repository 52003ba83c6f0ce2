"""Batch 255's tables, from one package of the npm registry (fetched with `npm pack
@etalab/decoupage-administratif@6.0.0`, checked against the registry's dist.integrity, extracted
with tar under UNSEEN_DIR/ex/dec: nothing is installed or run from the package):
- @etalab/decoupage-administratif 6.0.0 (Etalab / data.gouv.fr, "Données concernant le
  découpage administratif français"; data under the Licence Ouverte): data/communes.json (INSEE's
  Code Officiel Géographique with INSEE's legal populations and La Poste's postcodes) and
  data/epci.json (the EPCIs, groupings of communes, with their members).

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen255/CHOICE):
- fr_commune_region13 -- a current metropolitan commune's region (13 classes), from its legal
  population, number of postcodes, INSEE name-article code (typeLiaison), the shape of its
  name (length, word count, Saint-, -sur-, -en-, -lès-, last letter, last two / first two
  letters) and its EPCI's type, member count and population.  Dropped: code, siren,
  departement, arrondissement, codesPostaux (codes nested in the region), the name itself.
Reserve, used only if the chosen table fails the pre-check:
- fr_epci_type -- an EPCI's type (CC / CA / CU / METRO) from its members and populations.
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = (Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen255")) / "ex" / "dec" / "package"
        / "data")

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = ("npm @etalab/decoupage-administratif 6.0.0, data/communes.json and data/epci.json "
       "(INSEE Code Officiel Géographique, legal populations; DGCL EPCIs)")


def _top(s, k=30):
    keep = set(s.value_counts().index[:k])
    return s.where(s.isin(keep), "other")


@lru_cache(None)
def _epci():
    with open(BASE / "epci.json", encoding="utf-8") as f:
        return json.load(f)


@lru_cache(None)
def _communes():
    with open(BASE / "communes.json", encoding="utf-8") as f:
        c = pd.DataFrame(json.load(f))
    c = c[(c["type"] == "commune-actuelle") & (c["zone"] == "metro")].reset_index(drop=True)
    assert (c["rangChefLieu"].fillna(0) == 0).all()
    of = {}
    for e in _epci():
        for m in e["membres"]:
            of[m["code"]] = e
    nom = c["nom"].astype(str)
    low = nom.str.lower()
    words = nom.map(lambda s: len([w for w in re.split(r"[\s\-'’]+", s) if w]))
    X = pd.DataFrame({
        "population": c["population"].astype("float64"),
        "n_postcodes": c["codesPostaux"].map(lambda v: float(len(v) if isinstance(v, list) else 0)),
        "typeLiaison": c["typeLiaison"].map(lambda v: str(int(v))),
        "name_len": nom.str.len().astype("float64"),
        "n_words": words.astype("float64"),
        "starts_saint": low.str.match(r"^(saint|sainte)[\s\-]").map(lambda b: "1" if b else "0"),
        "has_sur": low.str.contains("-sur-", regex=False).map(lambda b: "1" if b else "0"),
        "has_en": low.str.contains("-en-", regex=False).map(lambda b: "1" if b else "0"),
        "has_les": low.str.contains(r"-l[eè][sz]-", regex=True).map(lambda b: "1" if b else "0"),
        "last1": low.str[-1:],
        "last2": _top(low.str[-2:]),
        "first2": _top(low.str[:2]),
        "epci_type": c["code"].map(lambda k: of[k]["type"] if k in of else "none"),
        "epci_members": c["code"].map(lambda k: float(len(of[k]["membres"])) if k in of else 0.0),
        "epci_pop": c["code"].map(lambda k: float(of[k]["populationMunicipale"]) if k in of
                                  else float("nan")),
    })
    if not X["epci_pop"].isna().any():
        X["epci_pop"] = X["epci_pop"].astype("float64")
    else:
        X["epci_pop"] = X["epci_pop"].fillna(X["population"])
    y = c["region"].astype(str)
    assert len(X) == 34746 and y.nunique() == 13, (len(X), y.nunique())
    return X, y


def fr_commune_region13():
    X, y = _communes()
    return _finish("fr_commune_region13", X.copy(), y, source=SRC,
                   what="A current metropolitan French commune's region (13) from its legal "
                   "population, postcode count, INSEE name-article code, name shape (length, "
                   "words, Saint-/-sur-/-en-/-lès-, last letter, last two and first two letters, "
                   "30 most frequent kept) and its EPCI's type, member count and population.  "
                   "No code, siren, departement, arrondissement, postcodes or name.  Ranges and "
                   "codes by convention.")


def fr_epci_type():
    rows, y = [], []
    for e in _epci():
        pops = [float(m.get("populationMunicipale") or 0) for m in e["membres"]]
        rows.append({"n_members": float(len(pops)),
                     "populationTotale": float(e["populationTotale"]),
                     "populationMunicipale": float(e["populationMunicipale"]),
                     "modeFinancement": str(e.get("modeFinancement")),
                     "largest_share": max(pops) / max(sum(pops), 1.0),
                     "largest_pop": max(pops)})
        y.append(e["type"])
    return _finish("fr_epci_type", pd.DataFrame(rows), pd.Series(y), source=SRC,
                   what="An EPCI's type (CC/CA/CU/METRO) from its member count, populations, "
                   "financing mode and largest member.  Ranges by convention.")


LOADERS = {f.__name__: f for f in [fr_commune_region13, fr_epci_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
