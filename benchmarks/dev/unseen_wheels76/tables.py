"""Seventy-sixth batch of unseen tables for judging dpforest's default: carbohydrate chemistry
(the structures of glycans -- sugar chains -- and the organisms they were reported from), from
one PyPI package whose wheel ships the data (no earlier batch used it):

- glycowork 1.11.0 ("The Python package for glycan data science"; `pip download --no-deps
  glycowork==1.11.0`, a pure-Python wheel; MIT, the data files inside the wheel under the same
  licence; the Bojar lab's curated glycan collection, SugarBase, each glycan-organism record
  taken from the literature with its reference): its wheel ships
  glycowork/glycan_data/v12_df_species.csv: 39,476 rows, one for each (glycan, species) record:
  the glycan's structure as an IUPAC-condensed string (e.g. "Neu5Ac(a2-3)Gal(b1-4)GlcNAc"), the
  species and its taxonomy (genus, family, order, class, phylum, kingdom, domain), the
  reference and the NCBI taxon id; 23,745 distinct glycans.  Also v12_sugarbase.json.xz (the
  same glycans and more, with each glycan's type -- N-linked, O-linked, free, lipid-linked,
  repeating unit -- and its tissue and disease records: used only by the first reserve),
  v12_glycan_binding.csv (lectin array measurements: not used), glycan_motifs.csv and
  lectin_specificity.json (definitions: not used) and 64 glycomics / glycoproteomics study
  tables (a few dozen samples each: not used).

Candidates (README: the pre-check's order):
- gw_glycan_kingdom -- which kind of organism a glycan was reported from -- animals, bacteria,
  plants, protists, viruses, archaea -- from its structure: the counts of its residues by
  monosaccharide, of its substituents (sulfate, phosphate, methyl, O-acetyl, other), of its
  linkages by anomer (alpha, beta, unknown) and by the position they join (2, 3, 4, 6), its
  branches and uncertain (floating) parts, its size, and its reducing-end residue and whether
  that is an alditol: the 21,318 distinct glycans recorded from one kingdom only, other than
  fungi (the fungi's glycans are the second table's), 6 classes.
- gw_fungal_glycan_class -- which class of fungi a glycan was reported from -- Saccharomycetes
  (budding yeasts), Agaricomycetes (mushrooms), Eurotiomycetes (Aspergillus, Penicillium),
  Sordariomycetes, Tremellomycetes (Cryptococcus) -- from the same structure columns: the 1,442
  distinct glycans recorded from fungi only and from one fungal class only, in the five classes
  with the most glycans (255 glycans of 16 smaller classes dropped), 5 classes.
  No record is shared: the first leaves out every glycan recorded from fungi, the second keeps
  only glycans recorded from fungi alone.
Dropped: the species and every taxonomy column (the label is read from them), the reference
and the taxon id; the glycan string itself (an identifier: it is read only into the counts).
Derived, stated in the README: every feature (parsed from the glycan string by the rules in
_features); the kingdom groups (Animalia with the file's 29 "Metazoa" glycans; protists:
Excavata, Protista, Chromista, Amoebozoa, Heterokontophyta; viruses: Riboviria,
Orthornavirae, Pararnavirae, Bamfordvirae, Shotokuvirae, Trapavirae, Heunggongvirae, Virus;
archaea: Euryarchaeota, Proteoarchaeota, Crenarchaeota).
Reserves, each kept only if the table it stands for fails: gw_glycan_type (the type of the
first table's glycans that SugarBase types -- N-linked, O-linked, repeating unit, free,
lipid-linked -- from the same structure columns; 13,539 glycans; for the first) and
gw_fungal_glycan_phylum (the second table's 1,442 glycans, Ascomycota against Basidiomycota;
for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read here as CSV and JSON text.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import json
import lzma
import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen76")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "glycowork" / "glycowork" / "glycan_data"
_SPECIES = _DATA / "v12_df_species.csv"
_SUGARBASE = _DATA / "v12_sugarbase.json.xz"
_SRC = ("glycowork 1.11.0 glycowork/glycan_data/v12_df_species.csv (SugarBase glycan-species "
        "records from the literature; MIT)")

_KINGDOM = {"Animalia": "animals", "Metazoa": "animals", "Bacteria": "bacteria",
            "Plantae": "plants",
            "Excavata": "protists", "Protista": "protists", "Chromista": "protists",
            "Amoebozoa": "protists", "Heterokontophyta": "protists",
            "Riboviria": "viruses", "Orthornavirae": "viruses", "Pararnavirae": "viruses",
            "Bamfordvirae": "viruses", "Shotokuvirae": "viruses", "Trapavirae": "viruses",
            "Heunggongvirae": "viruses", "Virus": "viruses",
            "Euryarchaeota": "archaea", "Proteoarchaeota": "archaea", "Crenarchaeota": "archaea",
            "Fungi": "fungi"}

# the monosaccharides counted one by one (the 21 most frequent in the file, and the heptoses);
# any other residue counts as "other"
_BASES = ["GlcNAc", "Man", "Gal", "Glc", "Fuc", "GalNAc", "Neu5Ac", "Rha", "Xyl", "GlcA", "Kdo",
          "GlcN", "Galf", "GalA", "Araf", "Neu5Gc", "FucNAc", "QuiNAc", "Ara", "ManNAc", "Fruf",
          "Hep"]
_LINK = re.compile(r"\(([ab?]?)([0-9?]*)-([0-9?/]*)\)")
_SPLIT = re.compile(r"\([ab?]?[0-9?]*-[0-9?/]*\)|[\[\]{}]")
_BASE = re.compile(r"^(?:[0-9,]*-?Anhydro-|[DL]-)?([0-9]*d?[A-Z][a-z]+(?:NAc|NGc|N|A|5Ac|5Gc)?)")


def _residue(r):
    """(base monosaccharide, substituent suffix) of one residue token."""
    r = r[:-3] if r.endswith("-ol") else r
    for hep in ("LDManHep", "DDManHep"):
        if r.startswith(hep):
            return "Hep", r[len(hep):]
    m = _BASE.match(r)
    if not m:
        return "other", ""
    return m.group(1), r[m.end():]


def _features(g):
    """The structure columns of one IUPAC-condensed glycan string."""
    res = [t for t in _SPLIT.split(g) if t]
    f = {"n_residues": len(res), "n_branches": g.count("["), "n_uncertain": g.count("{")}
    links = _LINK.findall(g)
    f["n_alpha"] = sum(a == "a" for a, _, _ in links)
    f["n_beta"] = sum(a == "b" for a, _, _ in links)
    f["n_anomer_unknown"] = sum(a not in ("a", "b") for a, _, _ in links)
    for p in "2346":
        f[f"n_to_{p}"] = sum(t == p for _, _, t in links)
    counts = dict.fromkeys(_BASES + ["other"], 0)
    mods = {"sulfate": 0, "phosphate": 0, "methyl": 0, "oacetyl": 0, "other_subst": 0}
    for t in res:
        b, suf = _residue(t)
        counts[b if b in counts else "other"] += 1
        s = suf
        mods["sulfate"] += len(re.findall(r"S(?![a-z])", s))
        mods["phosphate"] += s.count("P")
        mods["methyl"] += s.count("Me")
        mods["oacetyl"] += len(re.findall(r"Ac", s))
        rest = re.sub(r"S(?![a-z])|P|Me|Ac|[0-9,?O]", "", s)
        mods["other_subst"] += bool(rest)
    f.update({f"n_{k}": v for k, v in counts.items()})
    f.update({f"n_{k}": v for k, v in mods.items()})
    last, _ = _residue(res[-1]) if res else ("other", "")
    f["reducing_end"] = last if last in _BASES else "other"
    f["alditol"] = int(g.endswith("-ol"))
    return f


def _X(glycans):
    X = pd.DataFrame([_features(g) for g in glycans])
    X["reducing_end"] = X["reducing_end"].astype(object)
    return X


@lru_cache(maxsize=None)
def _species():
    d = pd.read_csv(_SPECIES)
    d["kgroup"] = d["Kingdom"].map(_KINGDOM)
    assert d["kgroup"].notna().all()
    return d


@lru_cache(maxsize=None)
def _kingdom_rows():
    """One row per glycan recorded from one kingdom group only, fungi left out."""
    d = _species()
    k = d.groupby("glycan")["kgroup"].nunique()
    one = d[d["glycan"].isin(k[k == 1].index) & (d["kgroup"] != "fungi")]
    return one.drop_duplicates("glycan").reset_index(drop=True)


_FUNGAL_CLASSES = ["Saccharomycetes", "Agaricomycetes", "Eurotiomycetes", "Sordariomycetes",
                   "Tremellomycetes"]


@lru_cache(maxsize=None)
def _fungal_rows():
    """One row per glycan recorded from fungi only and from one fungal class only, in the five
    classes with the most such glycans."""
    d = _species()
    k = d.groupby("glycan")["kgroup"].nunique()
    f = d[d["glycan"].isin(k[k == 1].index) & (d["kgroup"] == "fungi")]
    c = f.groupby("glycan")["Class"].nunique()
    f = f[f["glycan"].isin(c[c == 1].index)].drop_duplicates("glycan")
    return f[f["Class"].isin(_FUNGAL_CLASSES)].reset_index(drop=True)


def gw_glycan_kingdom():
    d = _kingdom_rows()
    what = ("Which kind of organism a glycan was reported from (animals, bacteria, plants, "
            "protists, viruses, archaea) from its structure: residue counts by monosaccharide, "
            "substituent counts, linkage counts by anomer and position, branches, uncertain "
            "parts, size, reducing-end residue and alditol flag, parsed from its IUPAC string; "
            "distinct glycans recorded from one kingdom only, fungi left out.  Dropped: the "
            "species and taxonomy, reference, taxon id and the string itself")
    return _finish("gw_glycan_kingdom", _X(d["glycan"]), d["kgroup"], what=what, source=_SRC)


def gw_fungal_glycan_class():
    d = _fungal_rows()
    what = ("Which class of fungi a glycan was reported from (Saccharomycetes, Agaricomycetes, "
            "Eurotiomycetes, Sordariomycetes, Tremellomycetes) from the same structure columns; "
            "distinct glycans recorded from fungi only and one fungal class only.  Dropped: the "
            "species and taxonomy, reference, taxon id and the string itself")
    return _finish("gw_fungal_glycan_class", _X(d["glycan"]), d["Class"], what=what,
                   source=_SRC)


def gw_glycan_type():
    d = _kingdom_rows()
    j = json.load(lzma.open(_SUGARBASE))
    s = pd.DataFrame(j["data"], columns=j["columns"])
    t = pd.Series([v["value"] for v in s["glycan_type"]],
                  index=[v["value"] for v in s["glycan"]])
    t = t[~t.index.duplicated()]
    y = d["glycan"].map(t)
    d, y = d[y.notna()].reset_index(drop=True), y[y.notna()].reset_index(drop=True)
    what = ("A glycan's type in SugarBase (N-linked, O-linked, repeating unit, free, "
            "lipid-linked) from the same structure columns; the first table's glycans that "
            "SugarBase types")
    return _finish("gw_glycan_type", _X(d["glycan"]), y, what=what,
                   source=_SRC + " and v12_sugarbase.json.xz")


def gw_fungal_glycan_phylum():
    d = _fungal_rows()
    what = ("Whether a fungal glycan was reported from Ascomycota or Basidiomycota, from the "
            "same structure columns; the second table's glycans")
    return _finish("gw_fungal_glycan_phylum", _X(d["glycan"]), d["Phylum"], what=what,
                   source=_SRC)


LOADERS = {f.__name__: f for f in [gw_glycan_kingdom, gw_fungal_glycan_class,
                                   gw_glycan_type, gw_fungal_glycan_phylum]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
