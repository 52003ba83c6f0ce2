"""Cells where ``mixnull`` (benchmarks/dev/variants_jointmixed.py: mixed growth's k-way
candidates less their null excess, ``_mixed_null_penalty``) can act: a dry fit at the true
training n as n̂ (mwsnr3's affected_k.dry) grows mixed trees and a categorical column has three
or more codes.  python3 affected_mixnull.py GROUP OUT.csv [FIRST-LAST] (as affected_jm.py)"""
import warnings
from affected_jm import main, scan
warnings.simplefilter("ignore")


def cells(group, ds, key):
    return scan(group, ds, key, lambda ds, r: r["split"] == "mixed", min_codes=3, label_only=False)


if __name__ == "__main__":
    main(cells)
