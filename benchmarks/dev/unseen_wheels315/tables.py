"""Batch 315's table, from one Debian bookworm package (`apt-get download
osinfo-db=0.20221130-2`, md5 checked, extracted with `dpkg-deb -x` under UNSEEN_DIR/ex:
nothing is installed or run).
- osinfo-db 0.20221130-2 (libosinfo's database of operating systems, hypervisors and devices):
  usr/share/osinfo/os/<vendor domain>/*.xml, one file per operating-system release (800 files
  under 48 vendor folders): release and end-of-life dates, minimum / recommended resources,
  installation media, trees, cloud images, variants, devices.

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen315/CHOICE):
- osinfo_vendor15 -- one row per release in the 15 vendor folders holding >= 20 releases: the
  vendor folder, from the release's dates, resources and catalogue-entry counts.
Reserve, used only if the table fails the pre-check:
- osinfo_family3 -- linux / BSD / other for every release with a family, same columns.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen315"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

OSDIR = BASE / "ex/usr/share/osinfo/os"
SRC = ("Debian osinfo-db 0.20221130-2, usr/share/osinfo/os/*/*.xml (libosinfo's catalogue of "
       "operating-system releases)")
VENDORS15 = ["redhat.com", "dragonflybsd.org", "freebsd.org", "fedoraproject.org", "suse.com",
             "oracle.com", "ubuntu.com", "scientificlinux.org", "mandriva.com", "microsoft.com",
             "centos.org", "openbsd.org", "netbsd.org", "opensuse.org", "altlinux.org"]
BSD = {"dragonflybsd", "freebsd", "openbsd", "netbsd"}
COLS = ["release_year", "eol_year", "min_cpu_mhz", "min_ram_mb", "min_storage_gb", "rec_ram_mb",
        "rec_storage_gb", "n_cpus_min", "n_resources", "n_media", "n_media_live",
        "n_media_installer_script_false", "n_tree", "n_image", "n_variant", "n_arch",
        "n_devices", "has_codename", "has_upgrades", "has_derives_from", "has_clones",
        "has_installer", "has_eol", "release_status"]


def _year(s):
    """'2020-04-23' -> 2020.31 (fractional year); None -> NaN."""
    if not s:
        return float("nan")
    y, m, d = (int(v) for v in s.strip().split("-"))
    return y + (m - 1) / 12.0 + (d - 1) / 365.0


def _num(el, path, scale):
    v = el.findtext(path) if el is not None else None
    return float(v) / scale if v not in (None, "") else float("nan")


def _release(f):
    o = ET.parse(f).getroot().find("os")
    res = o.findall("resources")
    r0 = res[0] if res else None
    mn = r0.find("minimum") if r0 is not None else None
    rc = r0.find("recommended") if r0 is not None else None
    media = o.findall("media")
    arches = {e.get("arch") for tag in ("media", "tree", "image", "resources")
              for e in o.findall(tag) if e.get("arch") not in (None, "all")}
    dev = o.find("devices")
    return {
        "vendor_dir": f.parent.name, "family": o.findtext("family"),
        "release_year": _year(o.findtext("release-date")),
        "eol_year": _year(o.findtext("eol-date")),
        "min_cpu_mhz": _num(mn, "cpu", 1e6), "min_ram_mb": _num(mn, "ram", 2 ** 20),
        "min_storage_gb": _num(mn, "storage", 2 ** 30), "rec_ram_mb": _num(rc, "ram", 2 ** 20),
        "rec_storage_gb": _num(rc, "storage", 2 ** 30), "n_cpus_min": _num(mn, "n-cpus", 1),
        "n_resources": float(len(res)), "n_media": float(len(media)),
        "n_media_live": float(sum(m.get("live") == "true" for m in media)),
        "n_media_installer_script_false": float(sum(m.get("installer-script") == "false"
                                                    for m in media)),
        "n_tree": float(len(o.findall("tree"))), "n_image": float(len(o.findall("image"))),
        "n_variant": float(len(o.findall("variant"))), "n_arch": float(len(arches)),
        "n_devices": float(len(dev.findall("device")) if dev is not None else 0),
        "has_codename": float(o.find("codename") is not None),
        "has_upgrades": float(o.find("upgrades") is not None),
        "has_derives_from": float(o.find("derives-from") is not None),
        "has_clones": float(o.find("clones") is not None),
        "has_installer": float(o.find("installer") is not None),
        "has_eol": float(o.find("eol-date") is not None),
        "release_status": o.findtext("release-status") or "released",
    }


def _all():
    return pd.DataFrame([_release(f) for f in sorted(OSDIR.glob("*/*.xml"))])


WHAT_COLS = ("release_year / eol_year (fractional years of release-date / eol-date; missing when "
             "absent), the first <resources> block's minimum cpu (MHz), ram (MB), storage (GB), "
             "n-cpus and recommended ram, storage (missing when absent), counts of resources "
             "blocks, media, live media, media with installer-script=false, trees, cloud images, "
             "variants, distinct architectures and devices, flags (codename, upgrades, "
             "derives-from, clones, installer, eol-date present) and release_status "
             "(categorical).  Bounds: convention.  Not used: vendor, name, distro, family, "
             "short-id, id, version and codename text, media URLs / volume ids / kernel paths "
             "(identifiers or restating the vendor; a version nearly identifies a release line "
             "nested in a vendor).")


def osinfo_vendor15():
    d = _all()
    d = d[d["vendor_dir"].isin(VENDORS15)].reset_index(drop=True)
    y = d.pop("vendor_dir")
    return _finish("osinfo_vendor15", d[COLS], y, source=SRC,
                   what="Which of the 15 vendor folders holding >= 20 releases an operating-"
                        "system release is filed under, from " + WHAT_COLS)


def osinfo_family3():
    d = _all()
    d = d[d["family"].notna()].reset_index(drop=True)
    y = d["family"].map(lambda f: "linux" if f == "linux" else ("bsd" if f in BSD else "other"))
    return _finish("osinfo_family3", d[COLS], y, source=SRC,
                   what="An operating-system release's family (linux / BSD / other), from "
                        + WHAT_COLS)


LOADERS = {f.__name__: f for f in [osinfo_vendor15, osinfo_family3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
