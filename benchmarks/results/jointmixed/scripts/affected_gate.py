"""Cells where ``gatejoint`` (benchmarks/dev/variants_jointmixed.py: the signal-to-noise gate on
plain multiway growth also where the multiway joint draw applies, below the label-leaf gate)
can act: a dry fit at the true training n as n̂ grows plain multiway label trees that the gate
would send to mixed growth.  python3 affected_gate.py GROUP OUT.csv [FIRST-LAST] (as affected_jm.py)"""
import warnings
from affected_jm import main, scan
from dpforest.forests import default as D
warnings.simplefilter("ignore")


def _keep(ds, r):
    return (r["split"] == "multiway" and r["n_eps"] < D.LABEL_LEAVES_BELOW
            and D.auto_categorical_split(ds.schema, r["depth"], True, r["n_eps"],
                                         joint_keeps_multiway=False) != "multiway")


def cells(group, ds, key):
    return scan(group, ds, key, _keep, min_codes=3, more=lambda r: dict(leaves=r["leaves"]))


if __name__ == "__main__":
    main(cells)
