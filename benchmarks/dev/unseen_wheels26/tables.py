"""Twenty-sixth batch of unseen tables for judging dpforest's default: small classification
tables of numeric measurements from the wheel of one PyPI package that no earlier batch, group or
wheel_tables.py used: tensorly 0.10.0, a tensor-decomposition library whose wheel ships the
COVID-19 systems-serology data of Zohar et al. (2020, Cell) as Tan et al. (2021, Mol. Syst. Biol.)
arranged them: 438 serum samples x 6 SARS-CoV-2 antigens x 11 antibody isotypes and Fc receptors,
with each sample's patient status.  The brief asked for 2-3 packages; the other candidates had
no documented class, no class at all, or too few rows (see the README).  The wheel is fetched into
$UNSEEN_DIR/wheels with `pip download --no-deps` and unpacked into $UNSEEN_DIR/ex/tensorly (see
run_all.sh).  Nothing is installed: the tensor is read with numpy, the labels from the loader's
source text (tensorly/datasets/data_imports.py) with the standard library's ast.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index (checked by name
and title against the index ExampleDatasets 0.1.1 ships) and none is a scikit-learn data set.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  The 66 measurements are the package's transformed values (no
unit, no documented range), so every column is bounded by the suite's convention (the loaded
range treated as public).  The two tables are questions about the same samples (the severity table a subset).
"""
from __future__ import annotations

import ast
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen26")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_TL = EX / "tensorly" / "tensorly" / "datasets"
_SOURCE = ("tensorly 0.10.0 tensorly/datasets/data/COVID19_data.npy with the sample, antigen and "
           "receptor labels of load_covid19_serology (tensorly/datasets/data_imports.py): "
           "systems serology of 438 serum samples (Zohar et al. 2020, as arranged by Tan et al. "
           "2021), 6 SARS-CoV-2 antigens x 11 isotypes and Fc receptors")


def _labels(name):
    """A list literal assigned in load_covid19_serology, read from the loader's source text."""
    src = (_TL / "data_imports.py").read_text()
    body = src[src.index("def load_covid19_serology"):]
    for node in ast.walk(ast.parse(body.split("\ndef ")[0])):
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
            v = node.value
            if isinstance(v, ast.Call):                       # np.array([...], dtype=object)
                v = v.args[0]
            return ast.literal_eval(v)
    raise KeyError(name)


def _serology():
    t = np.load(_TL / "data" / "COVID19_data.npy")              # (438, 6, 11)
    ant, rec = _labels("antigenLabels"), _labels("receptorLabels")
    cols = [f"{a}_{r}".replace(" ", "") for a in ant for r in rec]
    X = pd.DataFrame(t.reshape(t.shape[0], -1), columns=cols)
    y = pd.Series(_labels("sampleLabels"), name="status")
    return X, y


_NOTE = ("66 numeric columns, one per antigen (S, RBD, N, S1, S2, S1 trimer) and isotype or Fc "
         "receptor (IgG1-3, IgA1-2, IgM, FcRalpha, FcR2A, FcR2B, FcR3A, FcR3B), as tensorly ships "
         "them (transformed values); bounds by convention.  Samples, not patients: the package "
         "does not say which samples share a patient.")


def covid_serology_status():
    X, y = _serology()
    return _finish("covid_serology_status", X, y, source=_SOURCE,
                   what="A serum sample's patient status (negative, mild, moderate, severe, "
                        "deceased) from its antibody measurements.  " + _NOTE)


def covid_serology_severity():
    X, y = _serology()
    keep = y.isin(["Mild", "Moderate", "Severe"])
    y = y[keep].map(lambda v: "mild or moderate" if v in ("Mild", "Moderate") else "severe")
    return _finish("covid_serology_severity", X[keep], y, source=_SOURCE,
                   what="Among surviving COVID-19 patients' samples, severe against mild or "
                        "moderate disease (the 7 mild samples joined to moderate); negative "
                        "controls and deceased patients dropped.  " + _NOTE)


# (a third target, deceased against surviving patients' samples, failed the non-private
# pre-check: +1.4 points over a majority rate of 0.817; its loader was removed, see the README)
LOADERS = {f.__name__: f for f in [covid_serology_status, covid_serology_severity]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
