"""Near-repeats in batch 204's two tables: how much of the non-private forest's accuracy comes
from test rows whose group also has rows in training.
- kstars_comet_class6: fragments of one comet are separate rows with nearly the same orbit
  (73P/Schwassmann-Wachmann 3-B, -C, ...; C/1996 B2-A ...), and the SOHO / LASCO sungrazers
  (Kreutz group) are hundreds of near-identical parabolic orbits.  Two groupings: the designation
  with any fragment suffix removed, and the discoverer or survey named in parentheses (periodic
  comets: their number), which holds whole surveys (SOHO, LINEAR, ...) out.
- kstars_asteroid_class5: no family column.  The group is the year of the provisional
  designation in parentheses (the discovery year: A801 -> 1801; rows without one: "none"), which
  asks whether bodies found in one year (one survey's campaign) are alike.

Run after run_all.sh extracted the .deb (tables.py reads it under UNSEEN_DIR, /tmp/unseen204 by
default): ``python3 benchmarks/dev/unseen_wheels204/repeat_probe.py``.  Scikit-learn only:
prints :func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


def comet_names():
    d = tables._sbdb("comets.dat")
    d = d[d["class"].isin(tables.COM_KEEP)].reset_index(drop=True)
    return d["full_name"].str.strip().to_numpy()


def stem(n):
    m = re.match(r"^(\d+[PD])", n)                      # numbered periodic comet: its number
    if m:
        return m.group(1)
    m = re.match(r"^([A-Z]/-?\d+ [A-Z]+\d*)", n)        # C/1996 B2-A -> C/1996 B2
    return m.group(1) if m else n


def finder(n):
    m = re.search(r"\(([^)]*)\)\s*$", n)
    if m:
        return re.sub(r"-[A-Z]$", "", m.group(1).strip())
    return stem(n)


name = "kstars_comet_class6"
ds = tables.load_all([name])[name]
names = comet_names()
assert len(names) == len(ds.y)
probe(ds, class_conflicts=True,
      groups={"designation without fragment suffix": np.array([stem(n) for n in names]),
              "discoverer / survey in parentheses": np.array([finder(n) for n in names])})

name = "kstars_asteroid_class5"
ds = tables.load_all([name])[name]
d = tables._sbdb("asteroids.dat")
d = d[d["class"].isin(tables.AST_KEEP)].reset_index(drop=True)
assert len(d) == len(ds.y)


def disc_year(n):
    m = re.search(r"\((A?)(\d{3,4})\s", n)
    if not m:
        return "none"
    return str(1000 + int(m.group(2))) if m.group(1) else m.group(2)


probe(ds, class_conflicts=True,
      groups={"year of the provisional designation": np.array([disc_year(n)
                                                               for n in d["full_name"]])})
