"""Batch 168's tables: serial (SPI) flash memory chips, from one wheel: spiflash 0.0.post251
(Apache-2.0).  Its spiflash/data/records.json (4,955 records) merges the chip tables of flashrom,
flashprog, Linux, U-Boot, Dediprog, IMSProg, Rockchip, MediaTek, OpenOCD, openFPGALoader, QEMU and
Zephyr (data/sources.json names each source's repository and commit): one record is one chip as
one source lists it (JEDEC id, name, vendor, size, page size, erase geometry, opcodes, features,
supply voltage, flashrom's test status).  A column no record of a table gives (all missing) is
left out of that table.

Candidates (targets, classes and columns fixed before the pre-check; README):
- spi_vendor5 -- a record's manufacturer: GigaDevice, Macronix (spiflash's "Macronix" and
  "Macronix_MXIC"), Winbond, ISSI, Spansion; all sources; 5 classes.
- flashrom_tested -- flashrom's own records: is the chip marked tested (TEST_OK_*) or
  TEST_UNTESTED; 2 classes (records with another status form are left out).
Reserves, each used only if the table it stands for fails the pre-check:
- spi_vendor6 (for the first) -- the same with XMC added: 6 classes.
- flashrom_flashprog_tested (for the second) -- flashrom's and flashprog's records together.
Columns: categorical type (nor / nand), id_method, quad (any 1-1-4 / 1-4-4 / 4-4-4 read or
program opcode), dual (any 1-1-2 / 1-2-2 opcode), op4b (any 4-byte-address opcode), mode4b (the
first 4-byte mode listed, else "none"), lock, qpi, otp_feat (feature flags), protect (a
protection-bit map given), qe_reg (quad-enable register, "none" when none is given); numeric
log2_size, page_size, n_erasers, log2_min_erase, log2_max_erase, n_ops, supply_mv, v_min, v_max,
otp_size.  In spi_vendor* the seven yes/no flags (quad ... protect) are coded 0 / 1 as numeric
columns (mostly numeric: 15 numeric, 5 categorical with source).  spi_vendor* add categorical source (the tool whose table gives the record);
flashrom_* add categorical vendor (the 15 commonest in the table's rows, else "other").
Dropped: id, legacy_ids, ext_id (the JEDEC id's first byte is the manufacturer code: restates the
vendor), name and notes (identifiers / free text naming the part), file, line, via, flags
(tool-specific strings, some naming the vendor), sfdp (13 records), and the target.  Missing values
stay missing (a source that does not give a field).  Bounds and levels: the suite's convention
(full-data range treated as public); levels of the yes/no columns and type declared.
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen168")
JSON = Path(BASE) / "ex" / "spiflash" / "spiflash" / "data" / "records.json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "spiflash 0.0.post251 wheel spiflash/data/records.json (SPI flash chips merged from 12 tools)"
_YN = ["no", "yes"]


@lru_cache(None)
def _raw():
    with open(JSON) as fh:
        return json.load(fh)["records"]


def _yn(b):
    return "yes" if b else "no"


def _row(r):
    ops = [o["op"] for o in (r["opcodes"] or [])]
    blocks = [b[0] for e in (r["erasers"] or []) for b in (e.get("blocks") or [])]
    volt = r["voltage"] or [None, None]
    qe = r["quad_enable"]
    return {
        "type": r["type"],
        "id_method": r["id_method"] if r["id_method"] else "none",
        "log2_size": math.log2(r["size"]) if r["size"] else None,
        "page_size": r["page_size"],
        "n_erasers": len(r["erasers"] or []),
        "log2_min_erase": math.log2(min(blocks)) if blocks else None,
        "log2_max_erase": math.log2(max(blocks)) if blocks else None,
        "n_ops": len(ops),
        "quad": _yn(any(s in o for o in ops for s in ("1_1_4", "1_4_4", "4_4_4"))),
        "dual": _yn(any(s in o for o in ops for s in ("1_1_2", "1_2_2"))),
        "op4b": _yn(any(o.endswith("_4B") for o in ops)),
        "mode4b": r["four_byte_modes"][0] if r["four_byte_modes"] else "none",
        "supply_mv": r["supply_mv"],
        "v_min": volt[0],
        "v_max": volt[1],
        "lock": _yn("lock" in (r["features"] or [])),
        "qpi": _yn("qpi" in (r["features"] or [])),
        "otp_feat": _yn("otp" in (r["features"] or [])),
        "otp_size": (r["otp"] or {}).get("size"),
        "protect": _yn(bool(r["protection"])),
        "qe_reg": (qe.get("register", "none") if isinstance(qe, dict) else "none"),
    }


def _frame(recs):
    X = pd.DataFrame([_row(r) for r in recs])
    for c in ["page_size", "supply_mv", "v_min", "v_max", "otp_size", "log2_size",
              "log2_min_erase", "log2_max_erase"]:
        X[c] = pd.to_numeric(X[c], errors="coerce").astype(float)
    return X.dropna(axis=1, how="all")  # a field no record of the table gives


_FLAGS = ["quad", "dual", "op4b", "lock", "qpi", "otp_feat", "protect"]
_DECL = [Categorical(c, _YN) for c in _FLAGS] + [Categorical("type", ["nand", "nor"])]
_VMAP = {"GigaDevice": "GigaDevice", "Macronix": "Macronix", "Macronix_MXIC": "Macronix",
         "Winbond": "Winbond", "ISSI": "ISSI", "Spansion": "Spansion", "XMC": "XMC"}


def _vendor(name, keep, what):
    recs = [r for r in _raw() if _VMAP.get(r["vendor"]) in keep]
    X = _frame(recs)
    X.insert(0, "source", [r["source"] for r in recs])
    for c in _FLAGS:  # the vendor tables code the seven yes/no flags as 0 / 1 numbers
        X[c] = (X[c] == "yes").astype(int)
    y = pd.Series([_VMAP[r["vendor"]] for r in recs])
    return _finish(name, X, y, declared=[Categorical("type", ["nand", "nor"])], source=_SRC,
                   what=what + "  Dropped: JEDEC id, name, notes, flags, file/line, via, sfdp")


def spi_vendor5():
    return _vendor("spi_vendor5", {"GigaDevice", "Macronix", "Winbond", "ISSI", "Spansion"},
                   "A chip record's manufacturer (5 vendors).")


def spi_vendor6():
    return _vendor("spi_vendor6", {"GigaDevice", "Macronix", "Winbond", "ISSI", "Spansion", "XMC"},
                   "A chip record's manufacturer (6 vendors).")


def _tested_recs(sources):
    out = []
    for r in _raw():
        t = r["tested"]
        if r["source"] in sources and isinstance(t, str) and (
                t.startswith("TEST_OK") or t == "TEST_UNTESTED"):
            out.append(r)
    return out


def _tested(name, sources, what):
    recs = _tested_recs(sources)
    X = _frame(recs)
    v = pd.Series([r["vendor"] or "unknown" for r in recs])
    top = set(v.value_counts().index[:15])
    X.insert(0, "vendor", v.where(v.isin(top), "other"))
    if len(sources) > 1:
        X.insert(0, "source", [r["source"] for r in recs])
    y = pd.Series(["untested" if r["tested"] == "TEST_UNTESTED" else "tested" for r in recs])
    return _finish(name, X, y, declared=_DECL, source=_SRC,
                   what=what + "  Dropped: JEDEC id, name, notes, flags, file/line, via, sfdp")


def flashrom_tested():
    return _tested("flashrom_tested", ("flashrom",),
                   "Does flashrom mark a chip as tested (TEST_OK_*) or untested.")


def flashrom_flashprog_tested():
    return _tested("flashrom_flashprog_tested", ("flashrom", "flashprog"),
                   "Does flashrom / flashprog mark a chip as tested or untested.")


def keys_of(name):
    """Group key for repeat_probe.py (no model): each record's chip name (upper case)."""
    if name.startswith("spi_vendor"):
        keep = {"spi_vendor5": {"GigaDevice", "Macronix", "Winbond", "ISSI", "Spansion"},
                "spi_vendor6": {"GigaDevice", "Macronix", "Winbond", "ISSI", "Spansion",
                                "XMC"}}[name]
        recs = [r for r in _raw() if _VMAP.get(r["vendor"]) in keep]
    else:
        recs = _tested_recs(("flashrom",) if name == "flashrom_tested"
                            else ("flashrom", "flashprog"))
    return [str(r["name"]).upper() for r in recs]


LOADERS = {f.__name__: f for f in [spi_vendor5, flashrom_tested, spi_vendor6,
                                   flashrom_flashprog_tested]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
