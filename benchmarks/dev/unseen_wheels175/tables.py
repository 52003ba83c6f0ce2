"""Batch 175's tables: from Debian's packaged R libraries (bookworm): r-cran-mnp 3.1-3-1 (R MNP
3.1-3, GPL >= 2) and r-cran-vim 6.2.2+dfsg-1 (R VIM 6.2.2, GPL >= 2), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py from the extracted .deb under UNSEEN_DIR
(ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- mnp_detergent6 -- MNP::detergent (Chintagunta & Prasad 1998, JBES 16(1): household scanner
  panel): the laundry detergent brand a household chose (All / EraPlus / Solo / Surf / Tide /
  Wisk), from the six brands' prices at that purchase: 2,657 rows, 6 classes.
- vim_colic_surgical -- VIM::colic (UCI Horse Colic, McLeish & Cecile, University of Guelph;
  the 300-row training set): was the horse's lesion surgical ("retrospectively, was the problem
  (lesion) surgical?"), from the clinical examination at admission: 300 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- vim_collisions_borough5 (for the first) -- VIM::collisions (NYPD motor-vehicle collisions,
  NYC Open Data, 20-31 December 2018): the borough of a collision (5 classes; the 2,481 rows
  with no borough dropped), from hour and day, injury / death counts, the first vehicle's
  contributing factor and the number of vehicles; place columns (zip code, latitude, longitude,
  street names) dropped as they restate the borough, unique.key an identifier.
- vim_colic_lived (for the second) -- colic outcome lived vs died / euthanized (299 rows with
  an outcome), same examination columns plus surgery; surgical_lesion and lesion types dropped.
colic columns: numeric temp_rectal, pulse, respiratory_rate, pain, peristalsis,
abdominal_distension, nasogastric_tube, nasogastric_reflux (1-3, help page), nasogastric_reflux_PH
(0-14, help page), rectal_examination, abdomen (1-5, help page), cell_volume, protein,
abdominocentesis_appearance, abdomcentesis_protein (the package stores these codes as numbers;
kept numeric, range by convention where the help page gives none); categorical temp_extreme,
pulse_peripheral, capillayr_refill_time, mucous_membranes_col (declared: the R factors' levels).
Dropped: hospitalID (identifier), outcome (post-outcome), surgery (the treatment decided on the
lesion; restates the target), lesion_type1-3 (the lesion's site/type/subtype code: restates
it), cp_data (pathology data present: follows the case), temp_extreme_ordered /
temp_extreme_num (recode temp_extreme), mucous_membranes_group (recodes mucous_membranes_col),
age (the package's factor has the single level "adult"; the 24 young horses are NA there: a
broken column, not the data).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen175")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _data(pkg, name):
    return data_set(SITE / pkg, name)


def _levels(col):
    return [str(c) for c in col.cat.categories]


def mnp_detergent6():
    d = _data("MNP", "detergent").copy()
    y = d.pop("choice").astype(str)
    return _finish("mnp_detergent6", d, y, source="Debian r-cran-mnp 3.1-3-1, MNP::detergent "
                   "(Chintagunta & Prasad 1998 scanner panel)",
                   what="Detergent brand chosen (6 brands) from the six brands' prices; "
                   "price ranges by convention.")


_COLIC_NUM_DOC = [Numeric("nasogastric_reflux", 1, 3), Numeric("nasogastric_reflux_PH", 0, 14),
                  Numeric("abdomen", 1, 5)]
_COLIC_CAT = ["temp_extreme", "pulse_peripheral", "capillayr_refill_time",
              "mucous_membranes_col"]
_COLIC_DROP = ["hospitalID", "outcome", "surgery", "lesion_type1", "lesion_type2",
               "lesion_type3", "cp_data", "temp_extreme_ordered", "temp_extreme_num",
               "mucous_membranes_group", "age", "surgical_lesion"]


def _colic(name, what, target_of, keep=()):
    d = _data("VIM", "colic").reset_index(drop=True)
    y = target_of(d)
    ok = y.notna().to_numpy()
    d, y = d[ok].reset_index(drop=True), y[ok].astype(str).reset_index(drop=True)
    X = d.drop(columns=[c for c in _COLIC_DROP if c not in keep])
    for c in X.columns:
        if c not in _COLIC_CAT and c not in keep:
            X[c] = X[c].astype(float)
    for c in _COLIC_CAT + list(keep):
        X[c] = X[c].astype(object).where(X[c].notna(), None)
    decl = [Categorical(c, _levels(d[c])) for c in _COLIC_CAT + list(keep)] + _COLIC_NUM_DOC
    return _finish(name, X, y, declared=decl,
                   source="Debian r-cran-vim 6.2.2+dfsg-1, VIM::colic (UCI Horse Colic, "
                   "McLeish & Cecile, Guelph)", what=what + "  Dropped: hospitalID, outcome, "
                   "surgery (kept in vim_colic_lived), surgical_lesion, lesion types, cp_data, "
                   "recodings, age (broken factor).")


def vim_colic_surgical():
    return _colic("vim_colic_surgical", "Was the lesion surgical (retrospectively).",
                  lambda d: d.surgical_lesion.astype(object))


def vim_colic_lived():
    return _colic("vim_colic_lived", "Did the horse live (vs died / euthanized).",
                  lambda d: d.outcome.astype(object).map(
                      lambda v: None if pd.isna(v) else ("lived" if v == "lived"
                                                         else "not_lived")),
                  keep=("surgery",))


def vim_collisions_borough5():
    d = _data("VIM", "collisions").reset_index(drop=True)
    d = d[d.borough.astype(str).str.strip() != ""].reset_index(drop=True)
    t = pd.to_datetime(d["date"], unit="s")            # UTC, as stored
    X = pd.DataFrame({
        "hour_utc": t.dt.hour.astype(float), "day": t.dt.day.astype(float),
        **{c: d[c].astype(float) for c in d.columns if c.startswith("number.of.")},
        "n_vehicles": d[[f"vehicle.type.code.{i}" for i in range(1, 6)]].notna().sum(axis=1)
        .astype(float),
        "factor1": d["contributing.factor.vehicle.1"].astype(object)
        .where(d["contributing.factor.vehicle.1"].notna(), None),
    })
    y = d.borough.astype(str).str.strip()
    decl = [Categorical("factor1", _levels(d["contributing.factor.vehicle.1"]))]
    return _finish("vim_collisions_borough5", X, y, declared=decl,
                   source="Debian r-cran-vim 6.2.2+dfsg-1, VIM::collisions (NYPD collisions, "
                   "NYC Open Data, 20-31 Dec 2018)",
                   what="Borough of a collision (5) from time, injury counts, first factor, "
                   "vehicles.  Dropped: zip, latitude, longitude, streets, unique.key.")


LOADERS = {f.__name__: f for f in [mnp_detergent6, vim_colic_surgical,
                                   vim_collisions_borough5, vim_colic_lived]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
