"""Batch 217: the data of Debian bookworm's r-cran-mlr 2.19.1+dfsg-1, r-bioc-noiseq 2.42.0-1 and
r-cran-metadat 1.2-0-2 (extracted with dpkg-deb -x; nothing installed), written as CSVs that
tables.py reads.  All three are read with the shared unseen_wheels/r_package_data.py (rdata).

    python3 extract_r217.py MLR_DIR NOISEQ_DIR METADAT_DIR OUT_DIR

- mlr `spatial.task` -> ecuador.csv.  An mlr task keeps its data frame in an environment, which R's
  lazy-load data base stores apart from the object (a persistent reference "env::N" in the
  object, the environment itself under the index's `references`).  rdata cannot follow the
  reference, so the environment named in the object's serialization is read directly: its
  `bindings$data` is the task's data frame (751 x 11), written unchanged.
- NOISeq `Marioni` (data/Marioni.RData) -> marioni.csv: mycounts (5088 x 10), mylength, mygc,
  mychroms (Chr, GeneStart, GeneEnd) and mybiotypes, joined on the Ensembl gene id (the names of
  each vector; rdata drops the names of a character vector, so mybiotypes' names are read from
  the parse tree).
- metadat `dat.mccurdy2020` (lazy-load data base) -> mccurdy.csv, unchanged.
"""
import gzip
import re
import sys
import zlib
from pathlib import Path

import numpy as np
import pandas as pd
import rdata

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

mlr, noiseq, metadat, out = (Path(a) for a in sys.argv[1:5])

# --- mlr spatial.task: follow the persistent environment reference by hand
dd = mlr / "data"
rdx = (dd / "Rdata.rdx").read_bytes()
idx = r_package_data._convert(gzip.decompress(rdx) if rdx[:2] == b"\x1f\x8b" else zlib.decompress(rdx[4:]))
comp = int(np.asarray(idx["compressed"]).ravel()[0])
rdb = (dd / "Rdata.rdb").read_bytes()
o, n = (int(v) for v in idx["variables"]["spatial.task"])
raw = r_package_data._inflate(rdb[o:o + n], comp)
envs = sorted(set(m.decode() for m in re.findall(rb"env::\d+", raw)))
print(f"spatial.task refers to {envs}")
frames = []
for e in envs:
    o, n = (int(v) for v in idx["references"][e])
    env = r_package_data._convert(r_package_data._inflate(rdb[o:o + n], comp))
    if "data" in env["bindings"]:
        frames.append((e, env["bindings"]["data"]))
assert len(frames) == 1, [e for e, _ in frames]
e, ec = frames[0]
ec = pd.DataFrame(ec).reset_index(drop=True)
ec.to_csv(out / "ecuador.csv", index=False)
print(f"spatial.task ({e}): {ec.shape}; slides {ec['slides'].value_counts().to_dict()}; "
      f"missing {int(ec.isna().sum().sum())}; duplicated rows {int(ec.duplicated().sum())}")

# --- NOISeq Marioni
f = noiseq / "data" / "Marioni.RData"
conv = rdata.read_rda(str(f))
node = rdata.parser.parse_file(str(f)).object
bt = None
while node is not None and node.info.type.name == "LIST":
    if node.tag.value.value == b"mybiotypes":
        v = node.value[0]
        assert v.attributes.tag.value.value == b"names"
        bt = pd.Series([c.value.decode() for c in v.value],
                       index=[c.value.decode() for c in v.attributes.value[0].value])
        break
    node = node.value[1]
assert bt is not None and (np.asarray(conv["mybiotypes"]).astype(str) == bt.values).all()
counts = pd.DataFrame(conv["mycounts"])
gid = counts.index.astype(str)


def named(x):
    return pd.Series(np.asarray(x), index=np.asarray(x.coords["dim_0"].values).astype(str))


ma = pd.DataFrame({"gene": gid})
ma["length"] = named(conv["mylength"]).reindex(gid).values
ma["GC"] = named(conv["mygc"]).reindex(gid).values
ch = pd.DataFrame(conv["mychroms"])
ch.index = ch.index.astype(str)
for c in ["Chr", "GeneStart", "GeneEnd"]:
    ma[c] = ch[c].reindex(gid).values
for c in counts.columns:
    ma[c] = counts[c].values
ma["biotype"] = bt.reindex(gid).values
assert not ma.isna().any().any(), ma.isna().sum()
assert len(set(gid)) == len(gid) == 5088
ma.to_csv(out / "marioni.csv", index=False)
print(f"Marioni: {ma.shape}; biotype {ma['biotype'].value_counts().to_dict()}; "
      f"Chr {ma['Chr'].value_counts().to_dict()}; ids equal across the five objects: "
      f"{set(bt.index) == set(gid) == set(ch.index) == set(named(conv['mylength']).index)}")

# --- metadat dat.mccurdy2020
mc = pd.DataFrame(r_package_data.data_set(metadat, "dat.mccurdy2020")).reset_index(drop=True)
mc.to_csv(out / "mccurdy.csv", index=False)
print(f"dat.mccurdy2020: {mc.shape}; memory_test "
      f"{mc['memory_test'].value_counts(dropna=False).to_dict()}; articles {mc['article'].nunique()}")
