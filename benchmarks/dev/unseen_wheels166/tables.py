"""Batch 166's tables: network-management standards, from one wheel: pysnmp-mibs 0.1.6 (BSD;
"A collection of IETF & IANA MIBs pre-compiled for PySNMP", Ilya Etingof).  Its 274 modules
(pysnmp_mibs/*.py, compiled by pysmi 0.0.7 from the MIB texts at mibs.snmplabs.com) define the
managed objects of the published SNMP MIBs (IF-MIB, BGP4-MIB, ADSL-LINE-MIB, ...).  One row: one
accessible object-type definition (a ``MibScalar`` or ``MibTableColumn`` line with a MAX-ACCESS;
not-accessible index columns carry none and are not rows); an OID defined by more than one module
(an object restated by a later MIB version) is kept once, in the first module in file-name order.

Candidates (targets, classes and columns fixed before the pre-check; README):
- snmp_scalar_writable -- a scalar object's MAX-ACCESS: read-only or read-write (2 classes).
- snmp_column_access -- a table column's MAX-ACCESS: read-only, read-write or read-create
  (3 classes).
Reserves, each used only if the table it stands for fails the pre-check:
- snmp_column_write_kind (for the first) -- a writable column: read-write or read-create.
- snmp_object_access (for the second) -- scalars and columns: read-only / read-write /
  read-create (accessible-for-notify and the one read-create scalar dropped), with `kind`.
Columns: numeric depth (OID arcs), arc_last, arc_parent (the last two arcs), n_named (named
values of an enumeration / BITS, 0 if none), name_len (descriptor length), n_siblings (accessible
objects under the same parent OID), module_size (accessible objects the module defines);
categorical syntax (the object's SYNTAX type or textual convention when among the 20 commonest
of the whole file set, else "other": a data-derived level list), subtree (the SMI registration
subtree, RFC 2578: mib-2, transmission (mib-2.10), experimental, enterprises, snmpV2, other),
constraint (none / range / size / enum: the subtype restriction), has_units, has_default
(a DEFVAL).  Dropped: the descriptor (identifier), the module name (kept only as the
near-repeat group), the full OID (identifier; its last two arcs and depth kept), descriptions.
"""
from __future__ import annotations

import glob
import os as _os
import re
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen166")
MIBS = Path(BASE) / "ex" / "pysnmp_mibs" / "pysnmp_mibs"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "pysnmp-mibs 0.1.6 wheel pysnmp_mibs/*.py (IETF & IANA MIBs compiled for PySNMP)"
_PAT = re.compile(r'^(\w+) = (MibScalar|MibTableColumn)\(\(([\d, ]+)\), (.*)'
                  r'\.setMaxAccess\("(\w+)"\)')
_ACC = {"readonly": "read-only", "readwrite": "read-write", "readcreate": "read-create",
        "accessiblefornotify": "accessible-for-notify"}
SUBTREES = ["mib-2", "transmission", "experimental", "enterprises", "snmpV2", "other"]


def _subtree(oid):
    s = ".".join(map(str, oid))
    if s.startswith("1.3.6.1.2.1.10."):
        return "transmission"
    for pre, name in [("1.3.6.1.2.1.", "mib-2"), ("1.3.6.1.3.", "experimental"),
                      ("1.3.6.1.4.1.", "enterprises"), ("1.3.6.1.6.", "snmpV2")]:
        if s.startswith(pre):
            return name
    return "other"


def _constraint(syn):
    if "namedValues" in syn or "SingleValueConstraint" in syn:
        return "enum"
    if "ValueSizeConstraint" in syn:
        return "size"
    if "ValueRangeConstraint" in syn:
        return "range"
    return "none"


@lru_cache(None)
def _raw():
    rows, seen = [], set()
    for f in sorted(glob.glob(str(MIBS / "*.py"))):
        mod = _os.path.basename(f)[:-3]
        with open(f) as fh:
            for line in fh:
                m = _PAT.match(line.rstrip("\n"))
                if not m:
                    continue
                name, kind, oid, syn, acc = m.groups()
                oid = tuple(int(a) for a in oid.replace(" ", "").split(",") if a)
                if oid in seen:
                    continue
                seen.add(oid)
                base = re.match(r"(\w+)", syn).group(1)
                nv = syn.split("namedValues=NamedValues(")
                n_named = len(re.findall(r'\("[^"]*", -?\d+\)', nv[1].split(")),")[0] + "),"))\
                    if len(nv) > 1 else 0
                rows.append(dict(module=mod, name=name, kind=kind, oid=oid, access=_ACC[acc],
                                 syntax_raw=base, n_named=n_named, constraint=_constraint(syn),
                                 has_units="yes" if ".setUnits(" in syn else "no",
                                 has_default="yes" if re.search(r"\.clone\((?!namedValues)", syn)
                                 else "no"))
    d = pd.DataFrame(rows)
    d["depth"] = d.oid.map(len)
    d["arc_last"] = d.oid.map(lambda o: o[-1])
    d["arc_parent"] = d.oid.map(lambda o: o[-2])
    d["name_len"] = d.name.str.len()
    par = d.oid.map(lambda o: o[:-1])
    d["n_siblings"] = par.map(par.value_counts())
    d["module_size"] = d.module.map(d.module.value_counts())
    d["subtree"] = d.oid.map(_subtree)
    top = set(d.syntax_raw.value_counts().index[:20])
    d["syntax"] = d.syntax_raw.where(d.syntax_raw.isin(top), "other")
    return d


_NUM = ["depth", "arc_last", "arc_parent", "n_named", "name_len", "n_siblings", "module_size"]
_CAT = ["syntax", "subtree", "constraint", "has_units", "has_default"]


def _make(name, kinds, classes, what, with_kind=False):
    d = _raw()
    d = d[d.kind.isin(kinds) & d.access.isin(classes)].reset_index(drop=True)
    cols = _NUM + _CAT + (["kind"] if with_kind else [])
    X = d[cols].copy()
    decl = [Categorical("subtree", SUBTREES),
            Categorical("constraint", ["none", "range", "size", "enum"]),
            Categorical("has_units", ["no", "yes"]), Categorical("has_default", ["no", "yes"])]
    if with_kind:
        decl.append(Categorical("kind", ["MibScalar", "MibTableColumn"]))
    return _finish(name, X, d.access, declared=decl, source=_SRC,
                   what=what + "  Dropped: descriptor, module, full OID, descriptions")


def snmp_scalar_writable():
    return _make("snmp_scalar_writable", ["MibScalar"], ["read-only", "read-write"],
                 "A scalar MIB object's MAX-ACCESS: read-only or read-write.")


def snmp_column_access():
    return _make("snmp_column_access", ["MibTableColumn"],
                 ["read-only", "read-write", "read-create"],
                 "A table column's MAX-ACCESS: read-only, read-write or read-create.")


def snmp_column_write_kind():
    return _make("snmp_column_write_kind", ["MibTableColumn"], ["read-write", "read-create"],
                 "A writable table column's MAX-ACCESS: read-write or read-create.")


def snmp_object_access():
    return _make("snmp_object_access", ["MibScalar", "MibTableColumn"],
                 ["read-only", "read-write", "read-create"],
                 "A MIB object's MAX-ACCESS: read-only, read-write or read-create.",
                 with_kind=True)


_SPEC = {"snmp_scalar_writable": (["MibScalar"], ["read-only", "read-write"]),
         "snmp_column_access": (["MibTableColumn"], ["read-only", "read-write", "read-create"]),
         "snmp_column_write_kind": (["MibTableColumn"], ["read-write", "read-create"]),
         "snmp_object_access": (["MibScalar", "MibTableColumn"],
                                ["read-only", "read-write", "read-create"])}


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's MIB module and its parent OID
    (the table row or scalar group the object sits in)."""
    kinds, classes = _SPEC[name]
    d = _raw()
    d = d[d.kind.isin(kinds) & d.access.isin(classes)]
    return (d.module.tolist(), d.oid.map(lambda o: ".".join(map(str, o[:-1]))).tolist())


LOADERS = {f.__name__: f for f in [snmp_scalar_writable, snmp_column_access,
                                   snmp_column_write_kind, snmp_object_access]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
