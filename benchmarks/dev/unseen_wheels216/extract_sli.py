"""Batch 216: turn earthlib 1.1.0's full spectral library (earthlib/data/spectra.sli, an ENVI
spectral library: float32 little-endian, 7,261 spectra x 180 bands, header spectra.sli.hdr; and
spectra.csv, the metadata, one row per spectrum in the same order) into one CSV: the metadata
columns followed by the 180 reflectance bands w0400 ... w2450 (names = wavelength in nm, read from
the header).  numpy / pandas only (no earthlib or spectral import).  The rows are matched by
position, as earthlib's own reader does; the header's and the CSV's names are compared and any
difference is printed.

    python3 extract_sli.py EX_DIR/earthlib/data OUT.csv
"""
import re
import sys

import numpy as np
import pandas as pd

src, out = sys.argv[1], sys.argv[2]
hdr = open(f"{src}/spectra.sli.hdr").read()
field = lambda k: re.search(k + r"\s*=\s*\{([^}]*)\}", hdr).group(1)
val = lambda k: re.search(r"^" + k + r"\s*=\s*(\S+)", hdr, re.M).group(1)
n, p = int(val("lines")), int(val("samples"))
assert val("data type") == "4" and val("byte order") == "0", "expected float32 little-endian"
wl = [float(w) for w in field("wavelength").split(",")]
names = [s.strip() for s in field("spectra names").split(",")]
a = np.fromfile(f"{src}/spectra.sli", "<f4")
assert a.size == n * p and len(wl) == p and len(names) == n, (a.size, n, p, len(wl), len(names))
a = a.reshape(n, p)
meta = pd.read_csv(f"{src}/spectra.csv")
assert len(meta) == n, len(meta)
diff = [(i, names[i], meta.NAME[i]) for i in range(n) if names[i] != meta.NAME[i]]
print(f"library {n} spectra x {p} bands, {wl[0]}-{wl[-1]} um, reflectance {a.min():.4f}-{a.max():.4f}, "
      f"NaN {int(np.isnan(a).sum())}; header vs CSV name differences: {diff}")
cols = [f"w{round(w * 1000):04d}" for w in wl]
df = pd.concat([meta, pd.DataFrame(a, columns=cols)], axis=1)
df.to_csv(out, index=False)
print(f"wrote {out} {df.shape}")
