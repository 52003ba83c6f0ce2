"""Batch 222: the data of Debian bookworm's r-cran-tcr 2.3.2+ds-1 (extracted with dpkg-deb -x;
nothing installed), written as one CSV that tables.py reads.  Read with the shared
unseen_wheels/r_package_data.py (rdata 1.1.0).

    python3 extract_r222.py TCR_DIR OUT_DIR

- tcR `twb` (data/twb.rda, help topic "twinsdata"): a list of 4 data frames, Subj.A-D, the
  10,000 most abundant T-cell receptor beta-chain clonesets of each sample, 16 columns each.
  They are stacked, with the list's name as `subject`, into twb.csv (40,000 x 17), unchanged
  otherwise.
"""
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "unseen_wheels"))
import r_package_data  # noqa: E402

tcr, out = Path(sys.argv[1]), Path(sys.argv[2])
twb = r_package_data.data_set(tcr, "twb")
assert list(twb) == ["Subj.A", "Subj.B", "Subj.C", "Subj.D"], list(twb)
df = pd.concat([pd.DataFrame(f).reset_index(drop=True).assign(subject=k) for k, f in twb.items()],
               ignore_index=True)
df.to_csv(out / "twb.csv", index=False, na_rep="NA")
print(f"twb: {df.shape}; per subject {df['subject'].value_counts().sort_index().to_dict()}; "
      f"J.gene {df['J.gene'].nunique()} levels; missing outside Umi columns "
      f"{int(df.drop(columns=['Umi.count', 'Umi.proportion']).isna().sum().sum())}; "
      f"duplicated rows {int(df.duplicated().sum())}")
