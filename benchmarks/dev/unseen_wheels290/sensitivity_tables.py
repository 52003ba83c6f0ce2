"""Sensitivity look (not of record): batch 290's mp_fe3fe2_ref24 without the sparsely reported
columns Pb, CoO, NiO, MnO (their presence points at one or a few studies)."""
import runpy
B = runpy.run_path("/tmp/export290/benchmarks/dev/unseen_wheels290/tables.py")
_finish = B["_finish"]


def mp_fe3fe2_ref24_nosparse():
    X, y = B["_studies"](20)
    X = X.drop(columns=["Pb", "CoO", "NiO", "MnO"])
    return _finish("mp_fe3fe2_ref24_nosparse", X, y, source=B["SRC"], what="sensitivity variant")


LOADERS = {"mp_fe3fe2_ref24_nosparse": mp_fe3fe2_ref24_nosparse}


def load_all(names=None):
    return B["_FIRST"]["load_all"](names, LOADERS)
