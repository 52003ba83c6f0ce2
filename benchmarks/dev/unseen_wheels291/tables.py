"""Batch 291's tables, from one package of the npm registry (fetched with `npm pack
@moj-bichard7-developers/bichard7-next-data@2.0.414`, checked against the registry's
dist.integrity, extracted with tar under UNSEEN_DIR/ex/b7: nothing is installed or run from the
package):
- @moj-bichard7-developers/bichard7-next-data 2.0.414 (UK Ministry of Justice, MIT; "The
  standing data for Bichard", github.com/ministryofjustice/bichard7-next-data):
  data/offence-code.json, the Criminal Justice System (CJS) standard offence list (30,356
  offence codes with offenceCategory, homeOfficeClassification, notifiableToHo,
  recordableOnPnc, offenceTitle); data/offence-category.json names the categories.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen291/CHOICE):
- cjs_offence_category -- an offence's mode-of-trial category (the data's offenceCategory: CE
  Either Way, CS Summary Non-motoring, CM Summary Motoring, CI Indictable), for offences with
  a statute code (two letters + two digits), from: recordable on the PNC, notifiable to the
  Home Office, the Home Office classification's first digit ("none" for 000/00), the code's
  two year digits, the code's length, the title's length in words / characters, whether the
  title is in capitals and nine keyword flags on the title.  Dropped: the code, description
  (repeats the code), the Act's letters, the full Home Office classification, the title text.
Reserve, used only if the chosen table fails the pre-check (not run unless needed):
- cjs_recordable -- the same rows, target recordableOnPnc, columns the same minus recordable,
  plus the offence category.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen291"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

OFFENCES = BASE / "ex/b7/package/data/offence-code.json"
SRC = ("npm @moj-bichard7-developers/bichard7-next-data 2.0.414, data/offence-code.json "
       "(UK CJS standard offence list, 30,356 codes)")
CLASSES = ["CE", "CS", "CM", "CI"]
KEYWORDS = {
    "kw_motoring": r"vehicle|driv|motor|road|parking|licence|speed|highway|traffic",
    "kw_fail": r"fail",
    "kw_attempt": r"attempt",
    "kw_conspire": r"conspir",
    "kw_intent": r"intent|knowing|dishonest|fraudulent",
    "kw_violence": r"assault|wound|kill|murder|manslaughter|rape|robbery|firearm|explosive|weapon",
    "kw_drugs": r"drug|cannabis|cocaine|heroin|controlled",
    "kw_sexual": r"sexual|indecent|child",
    "kw_regulatory": r"\bEC\b|european|regulation",
}


@lru_cache(None)
def _offences():
    with open(OFFENCES, encoding="utf-8") as f:
        df = pd.DataFrame(json.load(f))
    assert len(df) == 30356, len(df)
    df = df[df["offenceCategory"].isin(CLASSES)
            & df["cjsCode"].str.match(r"^[A-Z]{2}\d{2}")].reset_index(drop=True)
    yn = {True: "yes", False: "no"}
    title = df["offenceTitle"].fillna("").str.strip()
    ho = df["homeOfficeClassification"]
    assert ho.str.match(r"^\d{3}/\d{2}$").all()
    X = pd.DataFrame({
        "recordable": df["recordableOnPnc"].map(yn),
        "notifiable": df["notifiableToHo"].map(yn),
        "ho_group": ho.str[0].where(ho != "000/00", "none"),
        "act_yy": df["cjsCode"].str[2:4].astype(int).astype(float),
        "code_len": df["cjsCode"].str.len().astype(float),
        "title_words": title.str.split().str.len().fillna(0).astype(float),
        "title_chars": title.str.len().astype(float),
        "title_upper": (title.str.isupper()).map(yn),
    })
    for k, pat in KEYWORDS.items():
        X[k] = title.str.contains(pat, case=False, regex=True).map(yn)
    return X, df["offenceCategory"].astype(str), df["recordableOnPnc"].map(yn)


def cjs_offence_category():
    X, y, _ = _offences()
    return _finish("cjs_offence_category", X.copy(), y, declared=[Numeric("act_yy", 0, 99)],
                   source=SRC,
                   what="An offence's mode-of-trial category (offenceCategory: CE either way, CS "
                        "summary non-motoring, CM summary motoring, CI indictable), statute-coded "
                        "offences only, from recordable / notifiable flags, the Home Office "
                        "classification's first digit, the code's year digits and length, the "
                        "title's length, capitals and nine keyword flags.  act_yy 0-99 by its "
                        "definition; the rest by convention.")


def cjs_recordable():
    X, cat, rec = _offences()
    X = X.drop(columns=["recordable"]).copy()
    X["offence_category"] = cat.values
    return _finish("cjs_recordable", X, rec, declared=[Numeric("act_yy", 0, 99)], source=SRC,
                   what="Whether an offence is recordable on the PNC, from the same columns "
                        "plus its category.  act_yy 0-99; the rest by convention.")


LOADERS = {f.__name__: f for f in [cjs_offence_category, cjs_recordable]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
