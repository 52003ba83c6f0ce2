"""Batch 216's near-repeat probe.  Both tables hold several spectra of one thing:
- earthlib_urban_material15: the Santa Barbara names are "<code>.<number>-" (e.g.
  "fsctmg.028-"), and the spectra of one code share a material and a site (LAT / LON); groups:
  the code (the NAME before the dot) and the site (29 sites);
- earthlib_soil_latzone: the ICRAF-ISRIC spectra are horizons of soil profiles; groups: the site
  (LAT / LON, 604; the target is made from LAT, so a site never has two classes).
The shared grouped_probe.probe (non-private forest on a stratified split and on 3 splits
holding whole groups out), then, on the same 3 group-held-out splits, the default and the SNR
forest at eps 1 and 2 (one draw each) against the training majority class's rate.

    UNSEEN_DIR=/tmp/unseen216 UNSEEN_TABLES=<this folder> python3 repeat_probe.py
"""
import os
import runpy
import sys
import time
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.model_selection import GroupShuffleSplit

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402

HERE = Path(os.environ["UNSEEN_TABLES"])
probe = runpy.run_path(str(HERE.parent / "unseen_wheels" / "grouped_probe.py"))["probe"]
print(f"# dpforest {dpforest.__version__} from {dpforest.__file__}; "
      f"{time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}", flush=True)


def site(df):
    return (df["LAT"].round(4).astype(str) + "," + df["LON"].round(4).astype(str)).to_numpy()


raw = {"earthlib_urban_material15": tables._urban(15), "earthlib_soil_latzone": tables._soil()}
groups = {"earthlib_urban_material15": {
              "codes": raw["earthlib_urban_material15"]["NAME"].str.split(".").str[0].to_numpy(),
              "sites": site(raw["earthlib_urban_material15"])},
          "earthlib_soil_latzone": {"sites": site(raw["earthlib_soil_latzone"])}}
for name, g in groups.items():
    ds = tables.load_all([name])[name]
    assert len(ds.y) == len(raw[name])
    probe(ds, g, test_classes=False)
    y = ds.y.to_numpy()
    for what, lab in g.items():
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(ds.X, y, lab))
            top = pd.Series(y[tr]).value_counts().index[0]
            out = []
            for cls in ("DPForestClassifier", "SNRForestClassifier"):
                for eps in (1.0, 2.0):
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        m = getattr(dpforest, cls)(epsilon=eps, schema=ds.schema, random_state=seed,
                                                   progress=False).fit(ds.X.iloc[tr], y[tr])
                    acc = float(np.mean(np.asarray(m.predict(ds.X.iloc[te])) == y[te]))
                    out.append(f"{'default' if cls.startswith('DPF') else 'snr'} eps {eps:g} {acc:.3f}")
            print(f"    {what} held out (seed {seed}), DP: " + ", ".join(out)
                  + f"; majority {np.mean(y[te] == top):.3f}, {len(te)} test rows", flush=True)
