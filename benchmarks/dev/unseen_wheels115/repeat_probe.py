"""How much of the non-private forest's accuracy on prn_energy_continent comes from near-repeats:
each country appears once a year (1965-2019), and a country's energy mix changes slowly, so the
harness's stratified 70 / 30 split puts a test country-year beside training rows of the same
country.  Group: the country (OWID's Entity).  prn_rotation_concrete has no natural group in
the file (no robot run or series id), so it is not probed.

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen115 by
default): ``python3 benchmarks/dev/unseen_wheels115/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures (benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "prn_energy_continent"
ds = tables.load_all([name])[name]
country = tables.countries_of(name)
assert len(country) == len(ds.y)
probe(ds, class_conflicts=True, groups={"country": country})
