"""Batch 233: the `wnv` data of Debian bookworm's r-cran-epitools 1:0.5-10.1-2 (extracted with
dpkg-deb -x; nothing installed), written as one CSV that tables.py reads.  Read with the shared
unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r233.py EPITOOLS_DIR OUT_DIR

- epitools `wnv` (help title: "West Nile Virus human cases reported in California, USA, as of
  December 14, 2004"; source: "California Department of Health Services"): 766 cases x 8
  columns (id, county, age, sex, syndrome, date.onset, date.tested, death), written unchanged.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

pkg, out = Path(sys.argv[1]), Path(sys.argv[2])
w = r_package_data.data_set(pkg, "wnv")
w.to_csv(out / "wnv.csv", index=False, na_rep="NA")
print(f"wnv: {w.shape}; syndrome {w['syndrome'].value_counts().to_dict()}; "
      f"missing {w.isna().sum()[w.isna().sum() > 0].to_dict()}; duplicated rows (without id) "
      f"{int(w.drop(columns=['id']).duplicated().sum())}")
