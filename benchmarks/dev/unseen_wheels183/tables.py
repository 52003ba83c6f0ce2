"""Batch 183's tables: data sets of Debian's packaged R libraries (bookworm), read from the
extracted .deb files with the shared r_package_data.py (PyPI rdata 1.1.0).

Candidates (targets, classes and columns fixed before the pre-check; README):
- students_sex -- Kernelheaping::students (r-cran-kernelheaping 2.3.0-1; "Student0405", data
  collected 2004-2005 from students in statistics classes at a large state university in the
  northeastern US; Utts & Heckard, Mind on Statistics): the student's sex (Female / Male) from
  GPA, ReligImp, MissClass, Seat, PartyDays, StudyHrs: 690 rows, 2 classes.
- msqr_film4 -- psychTools::msqR (r-cran-psychtools 2.2.9-1; Motivational State Questionnaire,
  Revelle's Personality, Motivation and Cognition lab, Northwestern): which of four film clips
  (1 Frontline, 2 Halloween, 3 Serengeti, 4 Parenthood) a participant was shown, from the 75
  mood ratings (0-3) and the other columns; rows: the help page's own film subset (studies with
  a film, measurement occasions 1 and 2): 1,532 rows, 4 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- satact_gender (for the first) -- psychTools::sat.act: gender (1 male, 2 female) from
  education (0-5), age, ACT, SATV, SATQ: 700 rows, 2 classes.
- univbct_marital (for the second) -- multilevel::univbct (Bliese & Ployhart 2002, US Army job
  satisfaction): marital status (1 single, 2 married, 3 separated, 4 divorced, 5 other), one row
  per soldier (TIME 0; the three occasions' JOBSAT / COMMIT / READY as columns): 495 rows.
Dropped: identifiers (msqR id, study; univbct BTN, SUBNUM; the stacked TIME / JSAT / COMMIT /
READY copies), the target.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen183")
LIB = Path(BASE) / "ex" / "usr" / "lib" / "R" / "site-library"

_SHARED = str(Path(HERE).parent / "unseen_wheels")
if _SHARED not in sys.path:
    sys.path.insert(0, _SHARED)
from r_package_data import data_set  # noqa: E402  (shared by the batches)

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


@lru_cache(None)
def _data(pkg, name):
    return data_set(str(LIB / pkg), name)


def students_sex():
    d = _data("Kernelheaping", "students").copy().reset_index(drop=True)
    y = d.pop("Sex").astype(str)
    for c in ["MissClass", "PartyDays", "StudyHrs"]:
        d[c] = d[c].astype("float64")
    decl = [Categorical("ReligImp", ["Fairly", "Not", "Very"]),
            Categorical("Seat", ["Back", "Front", "Middle"])]
    decl = [Categorical(f.name, [str(v) for v in _data("Kernelheaping", "students")[f.name]
                                 .cat.categories]) for f in decl]
    return _finish("students_sex", d, y, declared=decl,
                   source="r-cran-kernelheaping 2.3.0-1 Kernelheaping::students (Student0405, "
                   "Utts & Heckard)",
                   what="Student's sex. Factor levels declared as R's; numeric by convention.")


_MOOD_LAST = "scornful"


def msqr_film4():
    d = _data("psychTools", "msqR")
    d = d[d.film.notna() & (d.time < 3)].copy().reset_index(drop=True)
    y = d.pop("film").map(lambda v: {1: "Frontline", 2: "Halloween", 3: "Serengeti",
                                     4: "Parenthood"}[int(v)])
    X = d.drop(columns=["id", "study"])
    items = list(X.columns[:list(X.columns).index(_MOOD_LAST) + 1])
    decl = [Numeric(c, 0, 3) for c in items]
    for c, levels in [("drug", {1: "placebo", 2: "caffeine"}), ("gender", {1: "male", 2: "female"}),
                      ("form", {1: "msq", 2: "msqR"})]:
        X[c] = X[c].map(lambda v, L=levels: None if v != v else L[int(v)])
        decl.append(Categorical(c, list(levels.values())))
    return _finish("msqr_film4", X, y, declared=decl,
                   source="r-cran-psychtools 2.2.9-1 psychTools::msqR (MSQ, Revelle lab)",
                   what="Film shown (4 clips). Mood items 0-3 from the help page; drug, gender, "
                   "form codes from the help page; EPI scales, TOD, time by convention.")


def satact_gender():
    d = _data("psychTools", "sat.act").copy().reset_index(drop=True)
    y = d.pop("gender").map(lambda v: {1: "male", 2: "female"}[int(v)])
    d = d.astype("float64")
    decl = [Numeric("education", 0, 5), Numeric("ACT", 1, 36), Numeric("SATV", 200, 800),
            Numeric("SATQ", 200, 800)]
    return _finish("satact_gender", d, y, declared=decl,
                   source="r-cran-psychtools 2.2.9-1 psychTools::sat.act",
                   what="Gender. Score ranges from the help page; age by convention.")


def univbct_marital():
    d = _data("multilevel", "univbct")
    d = d[d.TIME == 0].copy().reset_index(drop=True)
    d = d[d.MARITAL.notna()].reset_index(drop=True)
    y = d.pop("MARITAL").map(lambda v: {1: "single", 2: "married", 3: "separated",
                                        4: "divorced", 5: "other"}[int(v)])
    X = d.drop(columns=["BTN", "SUBNUM", "TIME", "JSAT", "COMMIT", "READY"])
    X["GENDER"] = X.GENDER.map(lambda v: None if v != v else {1: "male", 2: "female"}[int(v)])
    decl = [Categorical("GENDER", ["male", "female"]),
            Categorical("COMPANY", [str(c) for c in _data("multilevel", "univbct")
                                    .COMPANY.cat.categories])]
    return _finish("univbct_marital", X, y, declared=decl,
                   source="r-cran-multilevel 2.7-1 multilevel::univbct (Bliese & Ployhart 2002)",
                   what="Marital status, one row per soldier. Codes from the help page.")


LOADERS = {f.__name__: f for f in [students_sex, msqr_film4, satact_gender, univbct_marital]}


def keys_of(name):
    """Group keys (no model): msqR's person (study, id: occasions 1 and 2 of one participant)."""
    if name == "msqr_film4":
        d = _data("psychTools", "msqR")
        d = d[d.film.notna() & (d.time < 3)].reset_index(drop=True)
        return (d.study.astype(str) + ":" + d.id.astype(int).astype(str)).tolist()
    return list(range(len(LOADERS[name]().y)))


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=16, source_width=70)
