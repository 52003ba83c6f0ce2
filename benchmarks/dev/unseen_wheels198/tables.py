"""Batch 198's tables: from Debian bookworm's packaged Bioconductor libraries:
r-bioc-tcgabiolinksgui.data 1.18.0+dfsg-1 (R TCGAbiolinksGUI.data 1.18.0, GPL-3) and
r-bioc-destiny 3.12.0-1 (R destiny 3.12.0, GPL-3), read with the shared
benchmarks/dev/unseen_wheels/r_package_data.py (and, for the caret model objects, PyPI rdata's
parser directly) from the extracted .deb under UNSEEN_DIR (ex/usr/lib/R/site-library/NAME).

Candidates (targets, classes and columns fixed before the pre-check; README):
- tcgagui_glioma_lgm6 -- TCGAbiolinksGUI.data::glioma.idh.model, a caret random forest whose
  `trainingData` element is the table: 880 TCGA gliomas (LGG and GBM), 1,205 DNA methylation
  probes (beta values) and the pan-glioma methylation cluster LGm1-LGm6 (Ceccarelli et al. 2016,
  Cell): 880 rows, 6 classes.  Dropped: the row names (TCGA patient barcodes: identifiers).
- destiny_guo_stage6 -- destiny::guo_norm (Guo et al. 2010, Dev Cell: single-cell qPCR of mouse
  embryos): the embryo's cell stage (2 / 4 / 8 / 16 / 32 / 64 cells) from 48 genes' normalised
  Ct values: 428 rows, 6 classes.  Dropped: Cell (the cell's name, e.g. "2C 1.1": stage, embryo
  and cell number -- restates the target and identifies the embryo).
Reserves, each used only if the table it stands for fails the pre-check:
- tcgagui_glioma_idh2 (for the first) -- the same rows and probes, LGm1-LGm3 (IDH-mutant
  clusters) against LGm4-LGm6 (IDH-wildtype): 880 rows, 2 classes.
- destiny_guo_late3 (for the second) -- the 16-, 32- and 64-cell stages only, same columns:
  343 rows, 3 classes.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
import warnings
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen198")
SITE = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
sys.path.insert(0, str(Path(HERE).parent / "unseen_wheels"))
from r_package_data import data_set  # noqa: E402  (shared by the batches)


@lru_cache(None)
def _glioma():
    """glioma.idh.model's `trainingData` (the whole caret object does not convert: its
    functions' source references stop rdata), parsed and converted on its own."""
    import rdata

    raw = rdata.parser.parse_file(str(SITE / "TCGAbiolinksGUI.data" / "data" /
                                      "glioma.idh.model.rda"), extension="rda")
    model = raw.object.value[0]
    names = [x.value.decode() for x in model.attributes.value[0].value]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return rdata.conversion.convert(model.value[names.index("trainingData")])


def _lgm(name, target_of, what):
    d = _glioma().reset_index(drop=True)
    y = target_of(d[".outcome"].astype(str))
    X = d.drop(columns=".outcome").astype(float) + 0.0
    return _finish(name, X, y,
                   source="Debian r-bioc-tcgabiolinksgui.data 1.18.0+dfsg-1, "
                   "TCGAbiolinksGUI.data::glioma.idh.model$trainingData (TCGA gliomas, "
                   "Ceccarelli et al. 2016)",
                   what=what + "  Dropped: TCGA barcodes (row names).  Probe ranges by "
                   "convention.")


def tcgagui_glioma_lgm6():
    return _lgm("tcgagui_glioma_lgm6", lambda s: s,
                "Pan-glioma methylation cluster LGm1-LGm6 from 1,205 methylation probes.")


def tcgagui_glioma_idh2():
    return _lgm("tcgagui_glioma_idh2",
                lambda s: s.map(lambda v: "IDHmut" if v in ("LGm1", "LGm2", "LGm3") else "IDHwt"),
                "IDH-mutant (LGm1-3) or IDH-wildtype (LGm4-6) methylation cluster from 1,205 "
                "methylation probes.")


def _guo(name, stages, what):
    g = data_set(SITE / "destiny", "guo_norm")
    ph = g.phenoData.data
    ex = g.assayData.maps[0]["exprs"]
    # the expression matrix's cells are the phenotype table's rows, in the same order
    assert [str(c) for c in ex.coords[ex.dims[1]].values] == [str(i) for i in ph.index]
    ph = ph.reset_index(drop=True)
    X = pd.DataFrame(ex.values.T, columns=[str(c) for c in ex.coords[ex.dims[0]].values])
    X = X.astype(float) + 0.0
    st = ph["num_cells"].astype(int)
    ok = st.isin(stages).to_numpy()
    y = st[ok].map(lambda v: f"{v:02d}cells")
    return _finish(name, X[ok], y,
                   source="Debian r-bioc-destiny 3.12.0-1, destiny::guo_norm (Guo et al. 2010, "
                   "mouse embryo single-cell qPCR)",
                   what=what + "  Dropped: Cell (name: stage, embryo, cell).  Ct ranges by "
                   "convention.")


def destiny_guo_stage6():
    return _guo("destiny_guo_stage6", (2, 4, 8, 16, 32, 64),
                "Embryo cell stage (2-64 cells) from 48 genes' normalised Ct values.")


def destiny_guo_late3():
    return _guo("destiny_guo_late3", (16, 32, 64),
                "Embryo cell stage (16 / 32 / 64 cells) from 48 genes' normalised Ct values.")


LOADERS = {f.__name__: f for f in [tcgagui_glioma_lgm6, destiny_guo_stage6,
                                   tcgagui_glioma_idh2, destiny_guo_late3]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
