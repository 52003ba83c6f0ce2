"""Batch 136's tables: Internet number resources, from one wheel: ip-country-search 1.0.1 (MIT;
Manu Mathew).  Its ip_country_search/static/csv/{afrinic,apnic,arin,lacnic,ripencc}.csv are the
five Regional Internet Registries' "delegated-extended" statistics files of 14-17 June 2019
(pipe-separated: registry|cc|type|start|value|date|status|opaque-id), one line a delegated block
of IPv4 / IPv6 addresses or of AS numbers.

Candidates (targets, classes and columns fixed before the pre-check; README):
- rir_ripe_fi_v4_status -- RIPE NCC's IPv4 records for Finland (FI): is the block "allocated"
  (to a Local Internet Registry, provider-aggregatable) or "assigned" (provider-independent, to
  an end user)?  957 rows, 2 classes.
- rir_lacnic_v4_country4 -- LACNIC's IPv4 records (allocated / assigned) of Argentina, Mexico,
  Chile and Colombia: which country holds the block?  4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- rir_ripe_be_v4_status (for the first) -- the same for Belgium (BE), 815 rows.
- rir_afrinic_v4_country5 (for the second) -- AFRINIC's IPv4 records of South Africa, Nigeria,
  Kenya, Egypt and Tanzania: which country, 5 classes.
Columns: numeric oct1, oct2, oct3 (the first three octets of the block's first address; IPv4
defines them as 0-255), size_log2 (log2 of the number of addresses, the "value" field), year,
month (1-12) and weekday (0-6, Monday 0) of the record's date; categorical aligned (yes / no:
the start address is a multiple of the block size, i.e. the block is one CIDR prefix); the
country tables add categorical status (allocated / assigned, the two values the RIR statistics
exchange format lists for delegated space).  Dropped: registry, type (constant), country code
(the target, or constant), the raw start address (kept as octets; the fourth octet is 0 on
nearly every line), the raw date string and the opaque-id (the holder's identifier; used only as
the group key of repeat_probe.py).  Only lines with status allocated / assigned are kept
(available / reserved space has no holder).  Bounds: documented for the octets (0-255), month
(1-12) and weekday (0-6); year and size_log2 by the suite's convention (full-data range treated
as public).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen136")
CSV = Path(BASE) / "ex" / "ipcs" / "ip_country_search" / "static" / "csv"
RIRS = ("afrinic", "apnic", "arin", "lacnic", "ripencc")
COLS = ["rir", "cc", "type", "start", "value", "date", "status", "opaque_id"]

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("ip-country-search 1.0.1 wheel ip_country_search/static/csv/<rir>.csv "
        "(RIR delegated-extended statistics, June 2019)")


@lru_cache(None)
def _raw(rir):
    rows = []
    with open(CSV / f"{rir}.csv") as fh:
        for line in fh:
            r = line.rstrip("\n").split("|")
            if len(r) >= 7 and r[0] == rir and r[1] != "*" and r[2] in ("ipv4", "ipv6", "asn"):
                rows.append((r + [""] * 8)[:8])
    return pd.DataFrame(rows, columns=COLS)


def _v4(rir, ccs):
    d = _raw(rir)
    d = d[(d.type == "ipv4") & d.status.isin(["allocated", "assigned"]) & d.cc.isin(ccs)]
    return d.reset_index(drop=True)


def _features(d, with_status):
    o = d.start.str.split(".", expand=True).astype(int)
    size = d.value.astype(int)
    start = o[0] * 2 ** 24 + o[1] * 2 ** 16 + o[2] * 2 ** 8 + o[3]
    dt = pd.to_datetime(d.date, format="%Y%m%d", errors="coerce")
    X = pd.DataFrame({"oct1": o[0], "oct2": o[1], "oct3": o[2],
                      "size_log2": np.log2(size.astype(float)).round(4),
                      "year": dt.dt.year.astype(float), "month": dt.dt.month.astype(float),
                      "weekday": dt.dt.day_of_week.astype(float),
                      "aligned": np.where(start % size == 0, "yes", "no")})
    decl = [Numeric("oct1", 0, 255), Numeric("oct2", 0, 255), Numeric("oct3", 0, 255),
            Numeric("month", 1, 12), Numeric("weekday", 0, 6),
            Categorical("aligned", ["no", "yes"])]
    if with_status:
        X["status"] = d.status.values
        decl.append(Categorical("status", ["allocated", "assigned"]))
    return X, decl


def _status(name, rir, cc):
    d = _v4(rir, [cc])
    X, decl = _features(d, with_status=False)
    return _finish(name, X, d.status, declared=decl, source=_SRC,
                   what=f"{rir} IPv4 records of {cc}: allocated (PA, to an LIR) or assigned (PI)."
                        "  Dropped: registry, type, cc, start string, date string, opaque-id")


def _country(name, rir, ccs):
    d = _v4(rir, ccs)
    X, decl = _features(d, with_status=True)
    return _finish(name, X, d.cc, declared=decl, source=_SRC,
                   what=f"Which country ({', '.join(ccs)}) holds a {rir} IPv4 block."
                        "  Dropped: registry, type, start string, date string, opaque-id")


def rir_ripe_fi_v4_status():
    return _status("rir_ripe_fi_v4_status", "ripencc", "FI")


def rir_ripe_be_v4_status():
    return _status("rir_ripe_be_v4_status", "ripencc", "BE")


def rir_lacnic_v4_country4():
    return _country("rir_lacnic_v4_country4", "lacnic", ["AR", "MX", "CL", "CO"])


def rir_afrinic_v4_country5():
    return _country("rir_afrinic_v4_country5", "afrinic", ["ZA", "NG", "KE", "EG", "TZ"])


_SPEC = {"rir_ripe_fi_v4_status": ("ripencc", ["FI"]),
         "rir_ripe_be_v4_status": ("ripencc", ["BE"]),
         "rir_lacnic_v4_country4": ("lacnic", ["AR", "MX", "CL", "CO"]),
         "rir_afrinic_v4_country5": ("afrinic", ["ZA", "NG", "KE", "EG", "TZ"])}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's holder (opaque-id) and date."""
    rir, ccs = _SPEC[name]
    d = _v4(rir, ccs)
    return d.opaque_id.tolist(), (d.opaque_id + "|" + d.date).tolist()


LOADERS = {f.__name__: f for f in [rir_ripe_fi_v4_status, rir_lacnic_v4_country4,
                                   rir_ripe_be_v4_status, rir_afrinic_v4_country5]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
