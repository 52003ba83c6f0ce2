"""Batch 212: turn tensorly 0.10.0's Indian Pines files (tensorly/datasets/data/
Indian_pines_corrected.npy, 145 x 145 x 200 uint16, and Indian_pines_gt.npy, 145 x 145 labels
0-16) into one CSV of the labelled pixels (label 0 = unlabelled is dropped): row, col, label and
the 200 corrected bands b000..b199, with the band wavelengths (nm) taken from tensorly's
load_indian_pines() and written as a second CSV.  numpy only (no tensorly import).

    python3 extract_npy.py EX_DIR/tensorly/datasets OUT_PREFIX
"""
import re
import sys

import numpy as np
import pandas as pd

src, out = sys.argv[1], sys.argv[2]
img = np.load(f"{src}/data/Indian_pines_corrected.npy")
gt = np.load(f"{src}/data/Indian_pines_gt.npy")
print(f"image {img.shape} {img.dtype} range {img.min()}-{img.max()}; gt {gt.shape} "
      f"counts {np.bincount(gt.ravel()).tolist()}")
code = open(f"{src}/data_imports.py").read()
i = code.index("def load_indian_pines")
seg = code[i:code.index("\ndef ", i + 10)]
wl = [float(w) for w in re.findall(r"^\s+([0-9]+\.[0-9]+),?$", seg, re.M)]
assert len(wl) == img.shape[2] == 200, len(wl)
r, c = np.nonzero(gt)
df = pd.DataFrame({"row": r, "col": c, "label": gt[r, c]})
bands = pd.DataFrame(img[r, c, :], columns=[f"b{k:03d}" for k in range(200)])
df = pd.concat([df, bands], axis=1)
df.to_csv(f"{out}.csv", index=False)
pd.DataFrame({"band": [f"b{k:03d}" for k in range(200)], "nm": wl}).to_csv(f"{out}_nm.csv", index=False)
print(f"wrote {out}.csv {df.shape} and {out}_nm.csv ({len(wl)} wavelengths, {wl[0]}-{wl[-1]} nm)")
