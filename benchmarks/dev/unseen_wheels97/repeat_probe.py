"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  Place names repeat within a country (the same name for
several places: "Nowa Wies", "Lhota", "Sint-Niklaas" / "Sint-..." families), and two places with
the same name have the same feature row (every column is taken from the name), so the harness's
stratified 70 / 30 split can put a test place beside training places of the same name.  Groups:
the exact name, and the name's first word (case folded: "Nowa", "Sint", "Stara", ...).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen97 by
default): ``python3 benchmarks/dev/unseen_wheels97/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


raw = tables._raw()
for name, mask in (("rg_name_country_central",
                    raw.cc.isin(["PL", "CZ", "SK", "HU", "HR", "SI", "AT"])),
                   ("rg_name_region_belgium",
                    (raw.cc == "BE") & raw.admin1.isin(["Flanders", "Wallonia"]))):
    names = raw[mask].name.reset_index(drop=True)
    ds = tables.load_all([name])[name]
    assert len(names) == len(ds.y)
    probe(ds, class_conflicts=True, groups={"names": names.to_numpy(),
               "first words": names.str.lower().str.split(r"[ \-]").str[0].to_numpy()})
