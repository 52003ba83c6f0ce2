"""Batch 109's tables: civil time-keeping -- the IANA time zone database (tz / zoneinfo) as the
tzdata 2026.6 wheel ships it (Python's first-party zoneinfo data package; the wheel is Apache-2.0,
the tz data public domain).  Its tzdata/zoneinfo/<Area>/<City> files are compiled TZif files (the
"slim" form: every recorded clock change up to the zone's last rule change, then a POSIX TZ
footer); zone.tab / zone1970.tab list the zones with a country code and coordinates.  The records
are history: the dates on which governments changed their clocks (standard offset, daylight
saving time), as the tz project compiled them from laws, decrees and newspapers.

Candidates (fixed before the pre-check; README):
- tz_dst_transition -- one row per clock change (TZif transition) dated 1970-1999 (UTC) in a zone
  of zone1970.tab: does the clock go INTO daylight saving time (the new local time type has
  isdst = 1) or not (into standard time, or a change of standard offset): 2 classes.
- tz_zone_area -- one row per line of zone.tab (a country's zone), Antarctica / Arctic left out:
  the zone's area (Africa, America, Asia, Atlantic, Australia, Europe, Indian, Pacific), read from
  its clock history only: 8 classes.
Reserve, used only if the first fails the pre-check:
- tz_dst_transition8009 -- as the first, transitions dated 1980-2009.

Columns.  Transitions: year, month, day, weekday (categorical), week_of_month (1-5 by day),
last_week (day within the month's last 7), local_hour (wall-clock time before the change, hours),
utc_hour, lat / lon (the zone's principal location, zone1970.tab), area (the zone name's first
part, categorical), country (zone1970.tab's first country code, categorical).  Dropped: the
offsets before and after, the abbreviations and the isdst flag before (they tell the answer:
"EDT", an offset rising by an hour), the zone name.
Zones: lmt_offset_min (local mean time, the first record), first_change_year, n_changes,
n_changes_since_1970, n_dst_changes, last_change_year, n_offsets, n_abbrevs, max_dst_min (largest
DST step), std_offset_now_min, dst_now (the footer has a DST rule), dst_start_month (its start
month, 0 if none), odd_offset (current standard offset not a whole hour), numeric_abbrev_now
(current abbreviation is numeric, like "+04").  Dropped: the zone's name, country code,
coordinates and comment (they name the place).
Nothing is installed or imported from the wheel: the TZif files are read with struct.
"""
from __future__ import annotations

import datetime as _dt
import os as _os
import re
import runpy
import struct
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen109")
Z = Path(BASE) / "ex" / "tzdata" / "tzdata" / "zoneinfo"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = "tzdata 2026.6 wheel tzdata/zoneinfo (IANA tz database, TZif files and zone tables)"
_EPOCH = _dt.datetime(1970, 1, 1)


@lru_cache(None)
def _tzif(zone):
    """(transition times, type index per transition, [(utoff, isdst, abbr)], footer) from the
    version-2 (64-bit) part of a TZif file."""
    b = (Z / zone).read_bytes()

    def hdr(o):
        return struct.unpack(">6l", b[o + 20:o + 44])
    isut, isstd, leap, tc, ty, ch = hdr(0)
    o = 44 + tc * 4 + tc + ty * 6 + ch + leap * 8 + isstd + isut
    isut, isstd, leap, tc, ty, ch = hdr(o)
    o += 44
    times = struct.unpack(f">{tc}q", b[o:o + 8 * tc])
    o += 8 * tc
    idx = list(b[o:o + tc])
    o += tc
    raw = [struct.unpack(">lBB", b[o + 6 * i:o + 6 * i + 6]) for i in range(ty)]
    o += 6 * ty
    ab = b[o:o + ch]
    tt = [(u, d, ab[a:ab.index(b"\0", a)].decode()) for u, d, a in raw]
    foot = b.rstrip(b"\n").rsplit(b"\n", 1)[-1].decode()
    return times, idx, tt, foot


def _tab(name):
    out = []
    for line in (Z / name).read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        f = line.split("\t")
        m = re.match(r"([+-]\d{2})(\d{2})(\d{2})?([+-]\d{3})(\d{2})(\d{2})?$", f[1])
        la = int(m.group(1)) + (1 if m.group(1)[0] == "+" else -1) * int(m.group(2)) / 60
        lo = int(m.group(4)) + (1 if m.group(4)[0] == "+" else -1) * int(m.group(5)) / 60
        out.append((f[0].split(",")[0], round(la, 2), round(lo, 2), f[2]))
    return out


def _transitions(y0, y1):
    rows, labels = [], []
    for cc, la, lo, zone in _tab("zone1970.tab"):
        times, idx, tt, _ = _tzif(zone)
        for k, t in enumerate(times):
            u = _EPOCH + _dt.timedelta(seconds=t)
            if not (y0 <= u.year <= y1):
                continue
            prev = tt[idx[k - 1]] if k else tt[0]
            loc = u + _dt.timedelta(seconds=prev[0])   # wall clock before the change
            d = loc.day
            ndays = ((loc.replace(day=28) + _dt.timedelta(days=4)).replace(day=1)
                     - _dt.timedelta(days=1)).day
            rows.append({"year": loc.year, "month": loc.month, "day": d,
                         "weekday": loc.strftime("%a"), "week_of_month": (d - 1) // 7 + 1,
                         "last_week": int(d > ndays - 7),
                         "local_hour": round(loc.hour + loc.minute / 60, 3),
                         "utc_hour": round(u.hour + u.minute / 60, 3),
                         "lat": la, "lon": lo, "area": zone.split("/")[0], "country": cc})
            labels.append("into_dst" if tt[idx[k]][1] else "not_dst")
    return pd.DataFrame(rows), pd.Series(labels)


_FOOT = re.compile(r"(<[^>]+>|[A-Za-z]+)([-+]?[\d:]+)(?:(<[^>]+>|[A-Za-z]+)([-+]?[\d:]+)?"
                   r"(?:,M(\d+)\.\d\.\d(?:/[-+]?[\d:]+)?,M\d+.*)?)?$")


def _hours(s):
    sign = -1 if s.startswith("-") else 1
    p = [int(x) for x in s.lstrip("+-").split(":")] + [0, 0]
    return sign * (p[0] * 60 + p[1])


AREAS = ("Africa", "America", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific")


def _zone_rows():
    rows, labels, zones = [], [], []
    for cc, la, lo, zone in _tab("zone.tab"):
        area = zone.split("/")[0]
        if area not in AREAS:
            continue
        times, idx, tt, foot = _tzif(zone)
        m = _FOOT.match(foot)
        years = [(_EPOCH + _dt.timedelta(seconds=t)).year for t in times]
        std_now = -_hours(m.group(2))            # POSIX offsets are west-positive
        dsts = [tt[idx[k]][0] - tt[idx[k - 1]][0] for k in range(1, len(times))
                if tt[idx[k]][1] and not tt[idx[k - 1]][1]]
        rows.append({"lmt_offset_min": round(tt[0][0] / 60, 1),
                     "first_change_year": years[0] if years else 2100,
                     "n_changes": len(times),
                     "n_changes_since_1970": sum(y >= 1970 for y in years),
                     "n_dst_changes": sum(tt[i][1] for i in idx),
                     "last_change_year": years[-1] if years else 1800,
                     "n_offsets": len({tt[i][0] for i in idx} | {tt[0][0]}),
                     "n_abbrevs": len({tt[i][2] for i in idx}),
                     "max_dst_min": max(dsts) / 60 if dsts else 0,
                     "std_offset_now_min": std_now,
                     "dst_now": int(m.group(3) is not None),
                     "dst_start_month": int(m.group(5)) if m.group(5) else 0,
                     "odd_offset": int(std_now % 60 != 0),
                     "numeric_abbrev_now": int(m.group(1).startswith("<"))})
        labels.append(area)
        zones.append(zone)
    return pd.DataFrame(rows), pd.Series(labels), zones


def tz_dst_transition():
    X, y = _transitions(1970, 1999)
    return _finish("tz_dst_transition", X, y, source=_SRC,
                   what="Whether a recorded clock change of 1970-1999 goes into daylight saving "
                        "time, from its date, wall-clock hour and the zone's place.  Dropped: "
                        "offsets, abbreviations, the isdst flag before, the zone name")


def tz_dst_transition8009():
    X, y = _transitions(1980, 2009)
    return _finish("tz_dst_transition8009", X, y, source=_SRC,
                   what="As tz_dst_transition, clock changes dated 1980-2009")


def tz_zone_area():
    X, y, _ = _zone_rows()
    return _finish("tz_zone_area", X, y, source=_SRC,
                   what="The area (8 classes) of a zone.tab zone from its clock history.  "
                        "Dropped: name, country code, coordinates, comment")


def zone_groups(name):
    """Per row: the zone (transitions) or the TZif file's content (zones; links are copies)."""
    if name == "tz_zone_area":
        import hashlib
        return [hashlib.md5((Z / z).read_bytes()).hexdigest() for z in _zone_rows()[2]]
    y0, y1 = {"tz_dst_transition": (1970, 1999), "tz_dst_transition8009": (1980, 2009)}[name]
    out = []
    for cc, la, lo, zone in _tab("zone1970.tab"):
        times = _tzif(zone)[0]
        out += [zone for t in times
                if y0 <= (_EPOCH + _dt.timedelta(seconds=t)).year <= y1]
    return out


LOADERS = {f.__name__: f for f in [tz_dst_transition, tz_zone_area, tz_dst_transition8009]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
