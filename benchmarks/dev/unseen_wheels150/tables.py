"""Batch 150's tables: human genome cytogenetics and assembly structure, from one wheel: bioutils
0.6.2 (Apache-2.0; biocommons).  Its bioutils/_data/cytobands/ucsc-hg38.json.gz is UCSC's hg38
cytoBand table (chromosome -> band -> [start, end, Giemsa stain]); its
bioutils/_data/assemblies/*.json.gz are NCBI GRC assembly reports (NCBI33 ... GRCh38.p14,
CHM1, T2T-CHM13v2.0): one entry a sequence (accessions, length, role, assembly unit).

Candidates (targets, classes and columns fixed before the pre-check; README):
- hg38_band_stain -- a cytoband's Giemsa stain class, gneg / gpos25 / gpos50 / gpos75 / gpos100
  (5 classes; bands stained acen, gvar or stalk dropped).
- grc_unplaced_vs_other -- whether a non-chromosome sequence of the human assembly reports
  (distinct GenBank accession over all 30 reports) is an unplaced scaffold or another role
  (unlocalized scaffold, alt-scaffold, fix- or novel-patch): 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- hg38_band_stain3 (for the first) -- gneg / light (gpos25, gpos50) / dark (gpos75, gpos100).
- grc_placed_vs_unplaced (for the second) -- Primary Assembly only: unplaced or unlocalized.
Columns.  Bands: chrom (1-22, X, Y; declared), arm (p / q; declared), start_mb, len_mb,
rel_pos (band midpoint / chromosome length), cen_dist_mb (midpoint's distance to the
centromere, the acen bands' boundary), region, band, sub (the digits of the band name, sub 0
when none), chrom_len_mb.  Dropped: band name (identifier), end (start + length), stain (target).
Sequences: log10_len, acc_prefix (first two letters of the GenBank accession), acc_version,
has_refseq (yes / no), rel_eq (relationship "=" yes / no), n_reports (reports listing it),
first_report, last_report (order of the reports by assembly date), n_aliases.  Dropped:
accessions and name (identifiers; names such as chr1_..._random restate the role), aliases,
assembly unit (restates the role: PATCHES, ALT_REF_LOCI_n), role (target).  Bounds: the suite's
convention (full-data range treated as public) except chrom and arm (declared levels).
"""
from __future__ import annotations

import gzip
import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen150")
DATA = Path(BASE) / "ex" / "bioutils" / "bioutils" / "_data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC_B = "bioutils 0.6.2 wheel bioutils/_data/cytobands/ucsc-hg38.json.gz (UCSC hg38 cytoBand)"
_SRC_S = "bioutils 0.6.2 wheel bioutils/_data/assemblies/*.json.gz (NCBI GRC assembly reports)"
CHROMS = [str(i) for i in range(1, 23)] + ["X", "Y"]


def _load(p):
    with gzip.open(p, "rt") as fh:
        return json.load(fh)


@lru_cache(None)
def _bands():
    d = _load(DATA / "cytobands" / "ucsc-hg38.json.gz")
    rows = []
    for ch, bands in d.items():
        if ch not in CHROMS:
            continue
        clen = max(v[1] for v in bands.values())
        cen = max(v[1] for k, v in bands.items() if v[2] == "acen" and k.startswith("p"))
        for name, (s, e, st) in bands.items():
            num = name[1:]
            main, _, sub = num.partition(".")
            mid = (s + e) / 2
            rows.append({"chrom": ch, "arm": name[0], "start_mb": s / 1e6,
                         "len_mb": (e - s) / 1e6, "rel_pos": mid / clen,
                         "cen_dist_mb": abs(mid - cen) / 1e6, "region": int(main[0]),
                         "band": int(main[1:] or 0), "sub": int(sub or 0),
                         "chrom_len_mb": clen / 1e6, "stain": st, "key": ch + name})
    return pd.DataFrame(rows)


def _band_table(name, mapping, what):
    d = _bands()
    d = d[d.stain.isin(mapping)].reset_index(drop=True)
    y = d.stain.map(mapping)
    X = d.drop(columns=["stain", "key"])
    decl = [Categorical("chrom", CHROMS), Categorical("arm", ["p", "q"])]
    return _finish(name, X, y, declared=decl, source=_SRC_B,
                   what=what + "  Dropped: band name, end, stain")


def hg38_band_stain():
    return _band_table("hg38_band_stain", {s: s for s in
                                           ["gneg", "gpos25", "gpos50", "gpos75", "gpos100"]},
                       "A cytoband's Giemsa stain class (5).")


def hg38_band_stain3():
    return _band_table("hg38_band_stain3", {"gneg": "gneg", "gpos25": "light", "gpos50": "light",
                                            "gpos75": "dark", "gpos100": "dark"},
                       "A cytoband's Giemsa stain: negative, light or dark.")


@lru_cache(None)
def _reports():
    out = []
    for p in (DATA / "assemblies").glob("*.json.gz"):
        a = _load(p)
        out.append((a["date"], a["name"], a["sequences"]))
    return sorted(out)


@lru_cache(None)
def _seqs():
    rep = _reports()
    seen = {}
    for i, (_, _, seqs) in enumerate(rep):
        for s in seqs:
            k = s.get("genbank_ac") or s["name"]
            r = seen.setdefault(k, {"s": s, "reps": []})
            r["reps"].append(i)
            r["s"] = s
    rows = []
    for k, r in seen.items():
        s = r["s"]
        if s["sequence_role"] == "assembled-molecule":
            continue
        ac = s.get("genbank_ac") or ""
        rows.append({"log10_len": np.log10(s["length"]), "acc_prefix": ac[:2] or "none",
                     "acc_version": int(ac.split(".")[1]) if "." in ac else 0,
                     "has_refseq": "yes" if s.get("refseq_ac") else "no",
                     "rel_eq": "yes" if s.get("relationship") == "=" else "no",
                     "n_reports": len(r["reps"]), "first_report": min(r["reps"]),
                     "last_report": max(r["reps"]), "n_aliases": len(s.get("aliases") or []),
                     "role": s["sequence_role"], "unit": s.get("assembly_unit"),
                     "key": k, "name": s["name"]})
    return pd.DataFrame(rows)


def _seq_table(name, d, y, what):
    X = d.drop(columns=["role", "unit", "key", "name"]).reset_index(drop=True)
    decl = [Categorical("has_refseq", ["no", "yes"]), Categorical("rel_eq", ["no", "yes"])]
    return _finish(name, X, y.reset_index(drop=True), declared=decl, source=_SRC_S,
                   what=what + "  Dropped: accessions, name, aliases, assembly unit, role")


def grc_unplaced_vs_other():
    d = _seqs()
    y = d.role.map(lambda r: "unplaced" if r == "unplaced-scaffold" else "other")
    return _seq_table("grc_unplaced_vs_other", d, y,
                      "Whether a non-chromosome assembly sequence is an unplaced scaffold.")


def grc_placed_vs_unplaced():
    d = _seqs()
    d = d[d.role.isin(["unplaced-scaffold", "unlocalized-scaffold"])]
    return _seq_table("grc_placed_vs_unplaced", d, d.role,
                      "Unplaced or unlocalized scaffold (Primary Assembly sequences).")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): bands' chromosome; a sequence's GenBank
    accession without its version (one scaffold's successive versions)."""
    if name.startswith("hg38"):
        return _bands()[lambda d: d.stain.isin(["gneg", "gpos25", "gpos50", "gpos75",
                                                "gpos100"])].chrom.tolist()
    d = _seqs()
    if name == "grc_placed_vs_unplaced":
        d = d[d.role.isin(["unplaced-scaffold", "unlocalized-scaffold"])]
    return d.key.str.split(".").str[0].tolist()


LOADERS = {f.__name__: f for f in [hg38_band_stain, grc_unplaced_vs_other, hg38_band_stain3,
                                   grc_placed_vs_unplaced]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
