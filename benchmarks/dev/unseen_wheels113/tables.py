"""Batch 113's tables: metabolites -- the compounds of the KEGG and BiGG namespaces with their
thermodynamic data -- from one wheel: equilibrator-cache-data 0.1.0 (MIT; "Bundled mini compound
cache and accession index for equilibrator-cache", Elad Noor).  Its
equilibrator_cache_data/mini_compounds.sqlite is eQuilibrator's compound cache cut to "every
compound in the KEGG and BiGG namespaces (~41k of ~694k), with their thermodynamic data and all
their synonyms": per compound the elemental composition (atom_bag), mass, acid dissociation
constants (pKa), microspecies (charge, protons, Mg2+ bound, is_major at pH 7) and cross-references
to 13 registries; and 1,289 measured Mg2+ dissociation constants (the magnesium table).

Candidates (fixed before the pre-check; README):
- eq_in_seed -- whether a compound has a ModelSEED (seed) accession: 2 classes, all compounds
  with a composition.
- eq_mg_charge -- the 464 compounds with Mg2+ dissociation constants: the charge of the
  compound's major microspecies at pH 7, binned (>= -1, -2, -3, <= -4): 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- eq_in_bigg (for the first) -- whether a compound has a BiGG metabolite accession.
- eq_mg_charge3 (for the second) -- as eq_mg_charge with 3 bins (>= -1, -2, <= -3).

Columns (compound): mass, n_atoms, count_C, count_H, count_N, count_O, count_P, count_S,
n_other (atoms of other elements; charge 'e-' not counted), n_elements, n_pka (number of
dissociation constants), pka_min, pka_max (missing when none), n_microspecies.  The Mg table
adds n_mg_const, logk_mg_max, logk_mg_mean, mg_protons_max (the most protons of a species whose
Mg2+ constant is listed).  Dropped: identifiers, InChI / SMILES / synonyms, the group vector,
every registry accession (the targets' own registry among them), and for eq_mg_charge the
microspecies' charges and protons and the pKa columns (the charge at pH 7 follows from them).
For eq_in_seed / eq_in_bigg the major microspecies' charge is kept (charge_ph7).
The wheel is unzipped into $UNSEEN_DIR/ex/equilibrator_cache_data (run_all.sh); the sqlite file
is read with sqlite3, its pickled blobs with an unpickler that refuses every global.
"""
from __future__ import annotations

import io
import os as _os
import pickle
import runpy
import sqlite3
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen113")
DB = (Path(BASE) / "ex" / "equilibrator_cache_data" / "equilibrator_cache_data"
      / "mini_compounds.sqlite")

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = "equilibrator-cache-data 0.1.0 wheel equilibrator_cache_data/mini_compounds.sqlite"


class _Plain(pickle.Unpickler):
    def find_class(self, module, name):  # only builtin containers and numbers are allowed
        raise pickle.UnpicklingError(f"global {module}.{name} refused")


def _load(b):
    return None if b is None else _Plain(io.BytesIO(b)).load()


@lru_cache(None)
def _compounds():
    con = sqlite3.connect(f"file:{DB}?mode=ro", uri=True)
    c = pd.read_sql("select id, mass, atom_bag, dissociation_constants from compounds", con)
    reg = pd.read_sql("select ci.compound_id, r.namespace from compound_identifiers ci join "
                      "registries r on r.id = ci.registry_id", con).drop_duplicates()
    ms = pd.read_sql("select compound_id, charge, number_protons, is_major from "
                     "compound_microspecies where number_magnesiums = 0", con)
    mg = pd.read_sql("select * from magnesium_dissociation_constant", con)
    con.close()
    rows = []
    for cid, mass, ab, dc in c.itertuples(index=False):
        bag = _load(ab)
        if not bag or mass is None:
            continue
        bag = {k: v for k, v in bag.items() if k != "e-"}
        pk = _load(dc) or []
        r = {"id": cid, "mass": mass, "n_atoms": sum(bag.values())}
        for e in "CHNOPS":
            r[f"count_{e}"] = bag.get(e, 0)
        r["n_other"] = sum(v for k, v in bag.items() if k not in set("CHNOPS"))
        r["n_elements"] = len(bag)
        r["n_pka"] = len(pk)
        r["pka_min"] = min(pk) if pk else np.nan
        r["pka_max"] = max(pk) if pk else np.nan
        rows.append(r)
    d = pd.DataFrame(rows).set_index("id")
    d["n_microspecies"] = ms.groupby("compound_id").size().reindex(d.index).fillna(0).astype(int)
    maj = ms[ms.is_major == 1].drop_duplicates("compound_id").set_index("compound_id")
    d["charge_ph7"] = maj["charge"].reindex(d.index)
    ns = reg.groupby("compound_id").namespace.apply(set)
    d["_ns"] = ns.reindex(d.index)
    g = mg.groupby("compound_id")
    m = pd.DataFrame({"n_mg_const": g.size(),
                      "logk_mg_max": g.dissociation_constant.max(),
                      "logk_mg_mean": g.dissociation_constant.mean(),
                      "mg_protons_max": g.number_protons.max()})
    return d, m


_COLS = ["mass", "n_atoms", "count_C", "count_H", "count_N", "count_O", "count_P", "count_S",
         "n_other", "n_elements", "n_pka", "pka_min", "pka_max", "n_microspecies"]


def _registry(name, ns, what):
    d, _ = _compounds()
    d = d[d["_ns"].notna()]
    y = d["_ns"].map(lambda s: "yes" if ns in s else "no")
    X = d[_COLS + ["charge_ph7"]]
    return _finish(name, X, y, what=what, source=_SRC)


def eq_in_seed():
    return _registry("eq_in_seed", "seed",
                     "Whether a KEGG / BiGG compound has a ModelSEED accession, from its "
                     "composition, pKa values and charge at pH 7.  Dropped: identifiers, "
                     "structure strings, every registry accession")


def eq_in_bigg():
    return _registry("eq_in_bigg", "bigg.metabolite",
                     "Whether a KEGG / BiGG compound has a BiGG metabolite accession, from its "
                     "composition, pKa values and charge at pH 7.  Dropped: identifiers, "
                     "structure strings, every registry accession")


def _charge_bin(q):
    return ">=-1" if q >= -1 else ("-2" if q == -2 else ("-3" if q == -3 else "<=-4"))


def eq_mg_charge():
    d, m = _compounds()
    j = d.join(m, how="inner")
    j = j[j["charge_ph7"].notna()]
    y = j["charge_ph7"].map(_charge_bin)
    X = j[["mass", "n_atoms", "count_C", "count_H", "count_N", "count_O", "count_P", "count_S",
           "n_other", "n_elements", "n_mg_const", "logk_mg_max", "logk_mg_mean",
           "mg_protons_max"]]
    return _finish("eq_mg_charge", X, y,
                   what="The charge at pH 7 (4 bins) of a compound with measured Mg2+ "
                        "dissociation constants, from its composition and those constants.  "
                        "Dropped: identifiers, pKa values, microspecies", source=_SRC)


def eq_mg_charge3():
    d, m = _compounds()
    j = d.join(m, how="inner")
    j = j[j["charge_ph7"].notna()]
    y = j["charge_ph7"].map(lambda q: ">=-1" if q >= -1 else ("-2" if q == -2 else "<=-3"))
    X = j[["mass", "n_atoms", "count_C", "count_H", "count_N", "count_O", "count_P", "count_S",
           "n_other", "n_elements", "n_mg_const", "logk_mg_max", "logk_mg_mean",
           "mg_protons_max"]]
    return _finish("eq_mg_charge3", X, y,
                   what="The charge at pH 7 (3 bins) of a compound with measured Mg2+ "
                        "dissociation constants, from its composition and those constants.  "
                        "Dropped: identifiers, pKa values, microspecies", source=_SRC)


def ids_of(name):
    """Compound ids (row order), for near-repeat checks."""
    d, m = _compounds()
    if name in ("eq_mg_charge", "eq_mg_charge3"):
        j = d.join(m, how="inner")
        return list(j[j["charge_ph7"].notna()].index)
    return list(d[d["_ns"].notna()].index)


LOADERS = {f.__name__: f for f in [eq_in_seed, eq_mg_charge, eq_in_bigg, eq_mg_charge3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
