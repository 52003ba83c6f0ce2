"""Sixty-fourth batch of unseen tables for judging dpforest's default: geodesy and surveying (the
registry of map projections -- projected coordinate reference systems -- that PROJ ships), from
one PyPI package whose wheel ships the data (no earlier batch used it):

- pyproj 3.7.2 (Python interface to PROJ, the cartographic projections and coordinate
  transformations library; a wheel, `pip download --no-deps pyproj==3.7.2`, the build for this
  machine's CPython 3.11 on manylinux_2_28 x86_64; MIT; the newest release the index serves):
  its wheel ships pyproj/proj_dir/share/proj/proj.db, PROJ's SQLite database of coordinate
  reference systems and operations -- the EPSG Geodetic Parameter Dataset (maintained by IOGP's
  Geodesy Subcommittee from the definitions of national mapping and surveying agencies), ESRI's
  own definitions, IGNF's and IAU's -- with, for every projected CRS, its base geodetic CRS
  (datum, ellipsoid), its coordinate system (axes, unit, orientation), its map-projection
  conversion (method and parameters) and its usage (area of use as a latitude/longitude box,
  scope).

Candidates (README: the pre-check's order): epsg_projection_method -- the map-projection method
of an EPSG projected CRS (Transverse Mercator, Lambert Conic Conformal 2SP, Lambert Conic
Conformal 1SP, or another method), from its EPSG code, its area of use (south, north, west and
east bounds, their height and width), its scope, whether it is deprecated, its axis unit and the
orientation of its first axis, the ellipsoid of its base geodetic CRS (semi-major axis, inverse
flattening), the base datum's publication year, the base geodetic CRS's type and deprecation, the
number of projected CRSs on the same conversion and on the same base geodetic CRS: the 5,636
projected CRSs of EPSG, 4 classes; esri_projection_method -- the same question for ESRI's 920
current (not deprecated) projected CRSs defined by a conversion record (the 145 defined only by a
WKT string and ESRI's 1,151 deprecated entries dropped; scope, first-axis orientation and base
CRS type dropped, one level each), 4 classes.  No record is shared: a CRS belongs to one
authority.
Reserves, each kept only if the table it stands for fails: epsg_projected_unit (the axis unit --
metre, US survey foot, foot, other -- of the same 5,636 EPSG CRSs, from the same columns less the
unit and with the method; for the first) and esri_projected_unit (the same for the 920 ESRI CRSs;
for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: proj.db is read
with Python's sqlite3 and pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  A datum without a publication date keeps it missing; so does a CRS without an area of
use (14 of EPSG's).  The ellipsoid's semi-major axis is converted to metres.
"""
from __future__ import annotations

import os as _os
import runpy
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen64")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "pyproj" / "pyproj" / "proj_dir" / "share" / "proj" / "proj.db"
_SOURCE = ("pyproj 3.7.2 pyproj/proj_dir/share/proj/proj.db (PROJ's database of coordinate "
           "reference systems: the EPSG Geodetic Parameter Dataset and ESRI's, IGNF's and IAU's "
           "definitions; 10,186 projected CRSs with their base geodetic CRS, coordinate system, "
           "map-projection conversion and area of use)")
_METHODS = {"Transverse Mercator": "transverse_mercator",
            "Lambert Conic Conformal (2SP)": "lambert_conic_conformal_2sp",
            "Lambert Conic Conformal (1SP)": "lambert_conic_conformal_1sp"}
_UNITS = {"metre": "metre", "US survey foot": "us_survey_foot", "foot": "foot"}
_TOP_SCOPES = 15     # scopes outside the 15 commonest over EPSG's and ESRI's projected CRSs: 'other'

_SQL = """
select p.auth_name, p.code, p.deprecated, p.conversion_auth_name conv_auth,
       p.conversion_code conv_code, p.geodetic_crs_auth_name g_auth, p.geodetic_crs_code g_code,
       m.name method, un.name unit, ax.orientation orientation,
       e.south_lat, e.north_lat, e.west_lon, e.east_lon, s.scope,
       el.semi_major_axis, el.semi_minor_axis, el.inv_flattening, eu.conv_factor el_factor,
       d.publication_date,
       g.type g_type, g.deprecated g_deprecated
from projected_crs p
left join conversion_table t on t.auth_name = p.conversion_auth_name and t.code = p.conversion_code
left join conversion_method m on m.auth_name = t.method_auth_name and m.code = t.method_code
left join axis ax on ax.coordinate_system_auth_name = p.coordinate_system_auth_name
     and ax.coordinate_system_code = p.coordinate_system_code and ax.coordinate_system_order = 1
left join unit_of_measure un on un.auth_name = ax.uom_auth_name and un.code = ax.uom_code
left join geodetic_crs g on g.auth_name = p.geodetic_crs_auth_name and g.code = p.geodetic_crs_code
left join geodetic_datum d on d.auth_name = g.datum_auth_name and d.code = g.datum_code
left join ellipsoid el on el.auth_name = d.ellipsoid_auth_name and el.code = d.ellipsoid_code
left join unit_of_measure eu on eu.auth_name = el.uom_auth_name and eu.code = el.uom_code
left join (select object_auth_name, object_code, min(extent_auth_name || ':' || extent_code) ek,
                  min(scope_auth_name || ':' || scope_code) sk
           from usage where object_table_name = 'projected_crs'
           group by object_auth_name, object_code) us
     on us.object_auth_name = p.auth_name and us.object_code = p.code
left join extent e on e.auth_name || ':' || e.code = us.ek
left join scope s on s.auth_name || ':' || s.code = us.sk
where p.auth_name in ('EPSG', 'ESRI')
"""


def _crs():
    """EPSG's and ESRI's projected CRSs, one row each, with the counts of their conversion and
    base geodetic CRS (over EPSG's and ESRI's projected CRSs)."""
    con = sqlite3.connect(f"file:{_FILE}?mode=ro", uri=True)
    try:
        d = pd.read_sql(_SQL, con)
    finally:
        con.close()
    if d.duplicated(["auth_name", "code"]).any():
        raise ValueError("a projected CRS joined to two rows")
    d["crs_on_conversion"] = d.groupby(["conv_auth", "conv_code"])["code"].transform("size")
    d["crs_on_base_crs"] = d.groupby(["g_auth", "g_code"])["code"].transform("size")
    top = d["scope"].value_counts().index[:_TOP_SCOPES]
    d["scope"] = d["scope"].where(d["scope"].isin(top), "other")
    return d


def _orientation(v):
    if v is None or (isinstance(v, float) and np.isnan(v)):
        return None
    return "polar" if "along" in v else v


def _table(name: str, auth: str, target: str, note: str):
    d = _crs()
    d = d[d["auth_name"] == auth]
    if auth == "ESRI":
        d = d[(d["deprecated"] == 0) & d["method"].notna()]
    d = d.reset_index(drop=True)
    method = d["method"].map(lambda v: _METHODS.get(v, "other"))
    unit = d["unit"].map(lambda v: _UNITS.get(v, "other"))
    X = pd.DataFrame(index=d.index)
    X["code"] = d["code"].astype(int).astype(float)
    X["south_lat"] = d["south_lat"].astype(float)
    X["north_lat"] = d["north_lat"].astype(float)
    X["west_lon"] = d["west_lon"].astype(float)
    X["east_lon"] = d["east_lon"].astype(float)
    X["extent_height"] = X["north_lat"] - X["south_lat"]
    X["extent_width"] = (X["east_lon"] - X["west_lon"]) % 360.0
    # the ellipsoid in metres (some are given in feet); a sphere's inverse flattening is 0 (PROJ's
    # convention, ESRI's entry), and one given by its semi-minor axis has it computed from both
    a = d["semi_major_axis"].astype(float)
    b = d["semi_minor_axis"].astype(float)
    X["semi_major_axis"] = a * d["el_factor"].astype(float)
    inv_f = d["inv_flattening"].astype(float)
    from_b = np.where(a == b, 0.0, a / (a - b))
    X["inv_flattening"] = inv_f.where(inv_f.notna(), pd.Series(from_b, index=d.index))
    X["datum_year"] = pd.to_numeric(d["publication_date"].astype(str).str[:4], errors="coerce")
    X["crs_on_conversion"] = d["crs_on_conversion"].astype(float)
    X["crs_on_base_crs"] = d["crs_on_base_crs"].astype(float)
    if auth == "EPSG":
        X["deprecated"] = d["deprecated"].map({0: "no", 1: "yes"}).astype(object)
        X["scope"] = d["scope"].astype(object)
    if auth == "EPSG":     # ESRI's: one level each (east; geographic 2D)
        X["orientation"] = d["orientation"].map(_orientation).astype(object)
        X["base_crs_type"] = d["g_type"].astype(object)
    X["base_crs_deprecated"] = d["g_deprecated"].map({0: "no", 1: "yes"}).astype(object)
    if target == "method":
        X["unit"] = unit.astype(object)
        y = method
        q = ("The map-projection method of a projected coordinate reference system -- "
             "Transverse Mercator, Lambert Conic Conformal (2SP), Lambert Conic Conformal (1SP) "
             "or another method -- ")
    else:
        X["method"] = method.astype(object)
        y = unit
        q = ("The unit of a projected coordinate reference system's axes -- metre, US survey "
             "foot, (international) foot or another -- ")
    what = (q + "from its code, its area of use (south, north, west and east bounds; height and "
            "width), " + ("its scope (the 15 commonest, else 'other'), whether it is deprecated, "
                          if auth == "EPSG" else "") +
            ("the orientation of its first axis, " if auth == "EPSG" else "") +
            ("its axis unit, " if target == "method" else "its projection method, ") +
            "the semi-major axis (in metres) and inverse flattening of its base datum's "
            "ellipsoid, the datum's publication year, the base geodetic CRS's " +
            ("type and " if auth == "EPSG" else "") + "deprecation, and the "
            "numbers of projected CRSs on the same conversion and on the same base geodetic CRS "
            "(over EPSG's and ESRI's).  " + note + "  Dropped: the CRS's and conversion's names "
            "and codes, the conversion's parameters (they name the method), the authority (one "
            "level).")
    return _finish(name, X, y, source=_SOURCE, what=what)


def epsg_projection_method():
    return _table("epsg_projection_method", "EPSG", "method",
                  "The 5,636 projected CRSs of the EPSG dataset (deprecated ones included).")


def esri_projection_method():
    return _table("esri_projection_method", "ESRI", "method",
                  "ESRI's 920 current projected CRSs defined by a conversion record (scope, "
                  "first-axis orientation and base CRS type dropped: one level each).")


def epsg_projected_unit():
    return _table("epsg_projected_unit", "EPSG", "unit",
                  "The 5,636 projected CRSs of the EPSG dataset (deprecated ones included).")


def esri_projected_unit():
    return _table("esri_projected_unit", "ESRI", "unit",
                  "ESRI's 920 current projected CRSs defined by a conversion record (scope, "
                  "first-axis orientation and base CRS type dropped: one level each).")


LOADERS = {f.__name__: f for f in [epsg_projection_method, esri_projection_method,
                                   epsg_projected_unit, esri_projected_unit]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
