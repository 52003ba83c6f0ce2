"""Batch 131's tables: cell-cell communication, from one wheel: liana 1.10.0 (BSD-3-Clause; the
saezlab LIANA ligand-receptor framework).  Its liana/resource/omni_resource.csv (35,356 rows) is
the OmniPath collection of curated ligand-receptor resources: one row a (ligand, receptor) pair
as a named resource lists it (UniProt ids, gene symbols; complexes joined by "_").

Candidates (targets, classes and columns fixed before the pre-check; README):
- lr_cellinker_vs_celltalkdb -- which of two curated resources, CellLinker (3,700) or CellTalkDB
  (3,392), lists a ligand-receptor row: 7,092 rows, 2 classes.
- lr_small_resources -- which of four small resources lists a row: iCellNet (738), Guide to
  Pharmacology (665), HPMR (595), Kirouac 2010 (152): 2,150 rows, 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- lr_lrdb_vs_italk (for the first) -- LRdb (3,228) or iTALK (2,566): 5,794 rows.
- lr_small_resources3 (for the second) -- without iCellNet: 1,412 rows, 3 classes.
Columns (the same for all): for the ligand (src_) and the receptor (tgt_) gene symbol:
categorical l1 (first character), fam (first three characters of the first subunit when that
prefix is among the 40 commonest prefixes of the whole file's symbols, else "other"), kind
(single / complex: a "_"-joined complex); numeric n_sub (subunits), len (first subunit's symbol
length); and categorical same_fam (no / yes): 7 categorical, 4 numeric columns.  Dropped: the row number, UniProt ids and full gene symbols
(identifiers), the resource (the target).  Levels of kind and same_fam declared; the rest by the suite's
convention (full-data range treated as public; the fam levels are the 40 commonest prefixes of
the whole file, a data-derived level list, stated in the README).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen131")
CSV = Path(BASE) / "ex" / "liana" / "liana" / "resource" / "omni_resource.csv"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "liana 1.10.0 wheel liana/resource/omni_resource.csv (OmniPath ligand-receptor resources)"


@lru_cache(None)
def _raw():
    with open(CSV) as fh:
        return pd.read_csv(fh, index_col=0)


@lru_cache(None)
def _top():
    d = _raw()
    s = pd.concat([d.source_genesymbol, d.target_genesymbol]).str.split("_").str[0].str[:3]
    return tuple(s.value_counts().index[:40])


def _side(sym, p):
    top = set(_top())
    first = sym.str.split("_").str[0]
    pre = first.str[:3]
    return pd.DataFrame({p + "l1": first.str[0].str.upper(),
                         p + "fam": pre.where(pre.isin(top), "other"),
                         p + "kind": sym.str.contains("_").map({True: "complex",
                                                                 False: "single"}),
                         p + "n_sub": sym.str.count("_") + 1,
                         p + "len": first.str.len()})


def _make(name, res, what):
    d = _raw()
    d = d[d.resource.isin(res)].reset_index(drop=True)
    X = pd.concat([_side(d.source_genesymbol, "src_"), _side(d.target_genesymbol, "tgt_")], axis=1)
    X["same_fam"] = (X.src_fam == X.tgt_fam).map({True: "yes", False: "no"})
    decl = [Categorical(c, ["single", "complex"]) for c in ["src_kind", "tgt_kind"]] + \
        [Categorical("same_fam", ["no", "yes"])]
    return _finish(name, X, d.resource, declared=decl, source=_SRC,
                   what=what + "  Dropped: row number, UniProt ids, gene symbols")


def lr_cellinker_vs_celltalkdb():
    return _make("lr_cellinker_vs_celltalkdb", ["cellinker", "celltalkdb"],
                 "Which resource (CellLinker or CellTalkDB) lists a ligand-receptor row.")


def lr_small_resources():
    return _make("lr_small_resources", ["icellnet", "guide2pharma", "hpmr", "kirouac2010"],
                 "Which of four small resources lists a ligand-receptor row.")


def lr_lrdb_vs_italk():
    return _make("lr_lrdb_vs_italk", ["lrdb", "italk"],
                 "Which resource (LRdb or iTALK) lists a ligand-receptor row.")


def lr_small_resources3():
    return _make("lr_small_resources3", ["guide2pharma", "hpmr", "kirouac2010"],
                 "Which of three small resources lists a ligand-receptor row.")


_RES = {"lr_cellinker_vs_celltalkdb": ["cellinker", "celltalkdb"],
        "lr_small_resources": ["icellnet", "guide2pharma", "hpmr", "kirouac2010"],
        "lr_lrdb_vs_italk": ["lrdb", "italk"],
        "lr_small_resources3": ["guide2pharma", "hpmr", "kirouac2010"]}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's ligand symbol and its pair."""
    d = _raw()
    d = d[d.resource.isin(_RES[name])]
    return (d.source_genesymbol.tolist(),
            (d.source_genesymbol + "|" + d.target_genesymbol).tolist())


LOADERS = {f.__name__: f for f in [lr_cellinker_vs_celltalkdb, lr_small_resources,
                                   lr_lrdb_vs_italk, lr_small_resources3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
