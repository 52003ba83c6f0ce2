"""Loaders for the real-data benchmark sets, each with a *documented* public schema.

Every loader returns a :class:`Dataset` whose :class:`~dpforest.schema.Schema` is written down
here as constants taken from the data set's documentation (UCI ``.names`` files, the shared
``SOURCE.md`` notes, published feature definitions) or from stated domain knowledge.  No bound,
category set or class set is ever computed from the data values (no ``min``/``max``/``unique``):
a domain read from the data would leak records (docs/privacy.md, "Public metadata only").
The loaders only *check* that the data fit the declared schema when you call
``schema.encode``.

Data location
-------------
Files are looked up at ``<data folder>/<folder>/<file>``; the folder names are ``adult``,
``mushroom``, ``internet_ads``, ``parkinsons_speech`` and ``epileptic_seizure``.  The data folder
is :func:`default_data_dir`'s: the ``data_dir`` argument, else the environment variable
``DPFOREST_DATA``, else a ``shared/datasets`` folder beside a checkout of the repository (an
editable install; never for an installed wheel).  The same resolver serves ``dpforest
benchmark`` (:mod:`dpforest.benchmarks.datasets`) and ``reproduce`` / ``compare`` (these
loaders), so the three find the same files.  Without the argument or the variable, files
downloaded earlier into ``~/.cache/dpforest/<folder>/`` are used too (after the checkout's
folder).  With ``download=True`` missing files are fetched from their public source into
``<data_dir or $DPFOREST_DATA or ~/.cache/dpforest>/<folder>/`` (never into a checkout's shared
folder, which may be read-only).
"""

from __future__ import annotations

import io
import os
import re
import shutil
import urllib.request
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric, Schema

__all__ = [
    "Dataset",
    "load_adult",
    "load_mushroom",
    "load_internet_ads",
    "load_parkinsons_speech",
    "load_epileptic_seizure",
    "DATA_ENV_VAR",
    "default_data_dir",
    "data_search_path",
]

DATA_ENV_VAR = "DPFOREST_DATA"
_CACHE_DIR = Path("~/.cache/dpforest")
_UCI = "https://archive.ics.uci.edu/ml/machine-learning-databases"


@dataclass(frozen=True, eq=False)
class Dataset:
    """A loaded data set and its public schema.

    ``X`` has one column per schema feature, named and ordered as in ``schema``; ``y`` holds the
    labels (values in ``schema.classes``).  ``X_test``/``y_test`` are the official test split if
    the data set has one, else ``None``.  ``description`` says where the data and the domain come
    from.
    """

    X: pd.DataFrame
    y: pd.Series
    schema: Schema
    X_test: pd.DataFrame | None = None
    y_test: pd.Series | None = None
    name: str = ""
    description: str = ""


# ----------------------------------------------------------------------------- file location
def _checkout_data_dir() -> Path | None:
    """``shared/datasets`` beside a checkout of the repository holding this file (the folder
    dpforest's own ``pyproject.toml`` sits in), or None.  Only the first ``pyproject.toml``
    above this file counts, and only dpforest's, outside ``site-packages``: an installed copy
    inside another project (a virtual environment in it) must not read that project's
    neighbouring folders as dpforest's data."""
    here = Path(__file__).resolve()
    if "site-packages" in here.parts or "dist-packages" in here.parts:
        return None
    for parent in here.parents:
        project = parent / "pyproject.toml"
        if not project.is_file():
            continue
        try:
            ours = re.search(r"""^\s*name\s*=\s*["']dpforest["']""",
                             project.read_text(encoding="utf-8", errors="replace"),
                             re.MULTILINE) is not None
        except OSError:
            return None
        cand = parent.parent / "shared" / "datasets"
        return cand if ours and cand.is_dir() else None
    return None


def default_data_dir(data_dir=None) -> Path | None:
    """The data folder the loaders read: ``data_dir``, else ``$DPFOREST_DATA``, else
    ``shared/datasets`` beside a checkout of the repository, else None.

    One resolver for every reader of the UCI files (these loaders, so ``reproduce`` and
    ``compare``, and the benchmark suite's Adult, Mushroom, Internet Ads and Parkinson's): two
    rules made ``benchmark`` find Adult in a checkout where ``reproduce`` said none of its data
    sets could be loaded."""
    if data_dir is not None:
        return Path(data_dir).expanduser()
    env = os.environ.get(DATA_ENV_VAR)
    if env:
        return Path(env).expanduser()
    return _checkout_data_dir()


def data_search_path(data_dir=None) -> list[Path]:
    """The folders searched for ``<folder>/<file>``, in order: :func:`default_data_dir`'s, then,
    when neither ``data_dir`` nor ``$DPFOREST_DATA`` is given, the download cache
    ``~/.cache/dpforest`` (files an earlier ``download=True`` fetched there)."""
    base = default_data_dir(data_dir)
    out = [base] if base is not None else []
    if data_dir is None and not os.environ.get(DATA_ENV_VAR):
        out.append(_CACHE_DIR.expanduser())
    return out


def _find(folder: str, groups: Sequence[Sequence[str]], data_dir, download: bool,
          downloads: Sequence[tuple[str, Sequence[str]]]) -> Path:
    """Return the directory ``<base>/<folder>`` that holds one file of every group.

    ``groups``: for each needed file, the acceptable alternative names (e.g. ``ad.data`` or the
    zip that contains it).  ``downloads``: ``(file name, [url, mirror, ...])`` fetched when the
    files are missing and ``download=True``.
    """
    def complete(d: Path) -> bool:
        return all(any((d / f).is_file() for f in alts) for alts in groups)

    candidates = [d / folder for d in data_search_path(data_dir)]
    for d in candidates:
        if complete(d):
            return d
    if download:
        # the argument's or the variable's folder, else the cache: a checkout's shared folder
        # is read, never written (it may be read-only)
        explicit = data_dir is not None or bool(os.environ.get(DATA_ENV_VAR))
        target = (default_data_dir(data_dir) if explicit else _CACHE_DIR.expanduser()) / folder
        for fname, urls in downloads:
            if not (target / fname).is_file():
                _download(urls, target / fname)
        if complete(target):
            return target
        raise FileNotFoundError(f"downloaded files for {folder!r} are incomplete in {target}")
    wanted = ", ".join(" or ".join(alts) for alts in groups)
    where = " / ".join(str(d) for d in candidates) or "(no data directory given)"
    raise FileNotFoundError(
        f"data set {folder!r} not found: need {wanted} in {where}. Put the files into "
        f"<dir>/{folder}/ and set the environment variable {DATA_ENV_VAR}=<dir> (or pass "
        f"data_dir=<dir> in Python, --data-dir <dir> on the command line), or fetch them from "
        f"the public source with download=True (--download)."
    )


def _download(urls: Sequence[str], dest: Path) -> None:
    """Fetch the first URL that works into ``dest`` (atomically, via a ``.part`` file)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".part")
    errors = []
    for url in urls:
        try:
            with urllib.request.urlopen(url, timeout=120) as r, open(tmp, "wb") as f:
                shutil.copyfileobj(r, f)
            os.replace(tmp, dest)
            return
        except OSError as e:  # URLError and HTTPError are OSErrors
            errors.append(f"{url}: {e}")
            tmp.unlink(missing_ok=True)
    raise FileNotFoundError(f"could not download {dest.name}: " + "; ".join(errors))


# ----------------------------------------------------------------------------- Adult
_ADULT_CATEGORIES = {  # adult.names, "Attribute Information" (verbatim order)
    "workclass": ("Private", "Self-emp-not-inc", "Self-emp-inc", "Federal-gov", "Local-gov",
                  "State-gov", "Without-pay", "Never-worked"),
    "education": ("Bachelors", "Some-college", "11th", "HS-grad", "Prof-school", "Assoc-acdm",
                  "Assoc-voc", "9th", "7th-8th", "12th", "Masters", "1st-4th", "10th",
                  "Doctorate", "5th-6th", "Preschool"),
    "marital-status": ("Married-civ-spouse", "Divorced", "Never-married", "Separated", "Widowed",
                       "Married-spouse-absent", "Married-AF-spouse"),
    "occupation": ("Tech-support", "Craft-repair", "Other-service", "Sales", "Exec-managerial",
                   "Prof-specialty", "Handlers-cleaners", "Machine-op-inspct", "Adm-clerical",
                   "Farming-fishing", "Transport-moving", "Priv-house-serv", "Protective-serv",
                   "Armed-Forces"),
    "relationship": ("Wife", "Own-child", "Husband", "Not-in-family", "Other-relative",
                     "Unmarried"),
    "race": ("White", "Asian-Pac-Islander", "Amer-Indian-Eskimo", "Other", "Black"),
    "sex": ("Female", "Male"),
    "native-country": ("United-States", "Cambodia", "England", "Puerto-Rico", "Canada", "Germany",
                       "Outlying-US(Guam-USVI-etc)", "India", "Japan", "Greece", "South", "China",
                       "Cuba", "Iran", "Honduras", "Philippines", "Italy", "Poland", "Jamaica",
                       "Vietnam", "Mexico", "Portugal", "Ireland", "France", "Dominican-Republic",
                       "Laos", "Ecuador", "Taiwan", "Haiti", "Columbia", "Hungary", "Guatemala",
                       "Nicaragua", "Scotland", "Thailand", "Yugoslavia", "El-Salvador",
                       "Trinadad&Tobago", "Peru", "Hong", "Holand-Netherlands"),
}
# Public cut points for the (mostly zero) capital columns: 0 vs. non-zero, then a 1-2-5 series
# of round dollar amounts.  Data-independent; equal-width bins over [0, 99999] would merge every
# realistic amount into the first bin.
_CAPITAL_CUTS = (0.5, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000)


def _adult_schema() -> Schema:
    c = _ADULT_CATEGORIES
    features = [
        # Extraction rule in adult.names: AAGE>16 -> 17; the CPS public files top-code age at 90.
        Numeric("age", 17, 90),
        Categorical("workclass", c["workclass"], allow_missing=True),  # '?' per adult.names
        # Final sampling weight; extraction rule AFNLWGT>1, no documented maximum: generous
        # round domain-knowledge bound on CPS person weights (project convention).
        Numeric("fnlwgt", 0, 2.0e6),
        Categorical("education", c["education"]),
        # Integer code of the 16 documented education levels.
        Numeric("education-num", 1, 16),
        Categorical("marital-status", c["marital-status"]),
        Categorical("occupation", c["occupation"], allow_missing=True),
        Categorical("relationship", c["relationship"]),
        Categorical("race", c["race"]),
        Categorical("sex", c["sex"]),
        # 99999 is the CPS top-code of the (5-digit) capital-income fields.
        Numeric("capital-gain", 0, 99999, cuts=_CAPITAL_CUTS),
        # No documented top-code: same 5-digit field width as capital-gain.
        Numeric("capital-loss", 0, 99999, cuts=_CAPITAL_CUTS),
        # Extraction rule HRSWK>0 -> 1; CPS top-codes usual weekly hours at 99.
        Numeric("hours-per-week", 1, 99),
        Categorical("native-country", c["native-country"], allow_missing=True),
    ]
    return Schema(features, classes=["<=50K", ">50K"])  # adult.names: ">50K, <=50K"


def load_adult(data_dir=None, download: bool = False) -> Dataset:
    """UCI Adult (Census Income 1994): 32,561 training + 16,281 official test records.

    Files: ``adult/adult.data`` (train -> ``X``/``y``) and ``adult/adult.test`` (official test
    split -> ``X_test``/``y_test``).  Labels are ``'<=50K'``/``'>50K'`` in both splits (the
    test file's trailing ``.`` is removed).  ``?`` becomes NaN; it occurs only in workclass,
    occupation and native-country, which are declared ``allow_missing=True``.

    Domain sources (never the data): the 8 category sets and the class set are copied from
    ``adult.names`` ("Attribute Information").  Numeric bounds: age [17, 90] (extraction rule
    ``AAGE>16`` in adult.names; CPS top-code 90), hours-per-week [1, 99] (rule ``HRSWK>0``; CPS
    top-code 99), capital-gain/-loss [0, 99999] (CPS 5-digit top-code; with public 1-2-5 cut
    points), education-num [1, 16] (one code per documented education level), fnlwgt
    [0, 2e6] (a round, generous bound on a CPS sampling weight; no documented maximum).
    """
    d = _find("adult", [["adult.data"], ["adult.test"]], data_dir, download,
              [(f, [f"{_UCI}/adult/{f}"]) for f in ("adult.data", "adult.test", "adult.names")])
    schema = _adult_schema()
    cols = schema.feature_names + ["income"]

    def read(path: Path, skip: int):
        df = pd.read_csv(path, header=None, names=cols, skiprows=skip, sep=",",
                         skipinitialspace=True, na_values=["?"], keep_default_na=False)
        y = df.pop("income").str.strip().str.rstrip(".")
        return df, y

    X, y = read(d / "adult.data", 0)
    X_test, y_test = read(d / "adult.test", 1)  # first line is "|1x3 Cross validator"
    return Dataset(X, y, schema, X_test, y_test, name="adult",
                   description="UCI Adult (Kohavi & Becker, 1996). Categories and classes from "
                               "adult.names; numeric bounds from the extraction rules in "
                               "adult.names and CPS top-codes (see load_adult docstring).")


# ----------------------------------------------------------------------------- Mushroom
_MUSHROOM_CATEGORIES = {  # agaricus-lepiota.names, "Attribute Information" (codes, in order)
    "cap-shape": "bcxfks",                  # bell conical convex flat knobbed sunken
    "cap-surface": "fgys",                  # fibrous grooves scaly smooth
    "cap-color": "nbcgrpuewy",              # brown buff cinnamon gray green pink purple red white yellow
    "bruises": "tf",                        # bruises no
    "odor": "alcyfmnps",                    # almond anise creosote fishy foul musty none pungent spicy
    "gill-attachment": "adfn",              # attached descending free notched
    "gill-spacing": "cwd",                  # close crowded distant
    "gill-size": "bn",                      # broad narrow
    "gill-color": "knbhgropuewy",           # black brown buff chocolate gray green orange pink purple red white yellow
    "stalk-shape": "et",                    # enlarging tapering
    "stalk-root": "bcuezr",                 # bulbous club cup equal rhizomorphs rooted (missing=?)
    "stalk-surface-above-ring": "fyks",     # fibrous scaly silky smooth
    "stalk-surface-below-ring": "fyks",
    "stalk-color-above-ring": "nbcgopewy",  # brown buff cinnamon gray orange pink red white yellow
    "stalk-color-below-ring": "nbcgopewy",
    "veil-type": "pu",                      # partial universal (only 'p' occurs in the data)
    "veil-color": "nowy",                   # brown orange white yellow
    "ring-number": "not",                   # none one two
    "ring-type": "ceflnpsz",                # cobwebby evanescent flaring large none pendant sheathing zone
    "spore-print-color": "knbhrouwy",       # black brown buff chocolate green orange purple white yellow
    "population": "acnsvy",                 # abundant clustered numerous scattered several solitary
    "habitat": "glmpuwd",                   # grasses leaves meadows paths urban waste woods
}


def _mushroom_schema() -> Schema:
    features = [Categorical(name, tuple(codes), allow_missing=(name == "stalk-root"))
                for name, codes in _MUSHROOM_CATEGORIES.items()]
    return Schema(features, classes=["e", "p"])  # edible=e, poisonous=p


def load_mushroom(data_dir=None, download: bool = False) -> Dataset:
    """UCI Mushroom (Agaricus and Lepiota): 8,124 records, 22 categorical features.

    File: ``mushroom/agaricus-lepiota.data`` (no header, label in the first column, ``e``/``p``).
    ``?`` in stalk-root becomes NaN (declared ``allow_missing=True``; the names file lists
    ``missing=?`` for it only).

    Domain sources (never the data): every category set and the class set are the single-letter
    codes listed in ``agaricus-lepiota.names`` ("Attribute Information"), written as constants
    here.  ``veil-type`` is constant (``p``) in the data but keeps its documented domain
    ``{p, u}``; other features likewise list documented codes that never occur (e.g.
    stalk-root ``u``/``z``).
    """
    d = _find("mushroom", [["agaricus-lepiota.data"]], data_dir, download,
              [(f, [f"{_UCI}/mushroom/{f}"])
               for f in ("agaricus-lepiota.data", "agaricus-lepiota.names")])
    schema = _mushroom_schema()
    df = pd.read_csv(d / "agaricus-lepiota.data", header=None,
                     names=["class"] + schema.feature_names, dtype=str,
                     na_values=["?"], keep_default_na=False)
    y = df.pop("class")
    return Dataset(df, y, schema, name="mushroom",
                   description="UCI Mushroom (Schlimmer, 1987; Audubon field guide 1981). "
                               "Category codes and classes from agaricus-lepiota.names.")


# ----------------------------------------------------------------------------- Internet ads
# Pixel sizes of inline images on 1998 web pages: no documented range; [0, 1024] px is the width
# of the largest common display of the time (1024x768), generous for inline images.
_AD_PIXELS = (0.0, 1024.0)
# aratio = width / height, so within [1/1024, 1024] under the bounds above.  Public log-spaced
# cut points (powers of sqrt(2)) instead of equal-width bins, which would lump every usual ratio
# into one bin.
_AD_ARATIO_CUTS = tuple(2.0 ** (k / 2) for k in range(-19, 20))


def _read_ad_names(text: str) -> list[str]:
    """Feature names from ad.names (``name: type.`` lines; ``|`` starts a comment)."""
    names = []
    for line in text.splitlines():
        line = line.split("|", 1)[0].strip()
        if ":" in line:
            names.append(line.rsplit(":", 1)[0].strip())
    return names


def load_internet_ads(data_dir=None, download: bool = False) -> Dataset:
    """UCI Internet Advertisements (Kushmerick, 1998): 3,279 records, 1,558 features.

    Files: ``internet_ads/ad.data`` and ``internet_ads/ad.names`` (or the UCI archive
    ``internet_ads/ad-dataset.zip`` holding both).  Labels are ``'ad'``/``'nonad'`` (the
    file's trailing ``.`` removed).  Space-padded ``?`` becomes NaN; it occurs in height,
    width, aratio and local, which are declared ``allow_missing=True``.

    Domain sources (never the data): feature names, the binary ``0,1`` domain of ``local`` and of
    the 1,554 term features, and the classes come from ``ad.names`` / ``ad.DOCUMENTATION``
    (binary features are encoded as numeric [0, 1] with 2 bins).  height and width (pixels) have
    no documented range: [0, 1024] from domain knowledge (1998 displays).  aratio = width/height
    is then within [0, 1024]; it uses public log-spaced cut points (powers of sqrt 2).
    """
    d = _find("internet_ads", [["ad.data", "ad-dataset.zip"], ["ad.names", "ad-dataset.zip"]],
              data_dir, download,
              [("ad-dataset.zip", [f"{_UCI}/internet_ads/ad-dataset.zip"])])

    def open_member(name: str) -> bytes:
        if (d / name).is_file():
            return (d / name).read_bytes()
        with zipfile.ZipFile(d / "ad-dataset.zip") as z:
            return z.read(name)

    names = _read_ad_names(open_member("ad.names").decode("latin-1"))  # has a stray 0xAE byte
    if len(names) != 1558 or names[:4] != ["height", "width", "aratio", "local"]:
        raise ValueError(f"ad.names does not list the 1,558 documented features ({len(names)})")
    features = [Numeric("height", *_AD_PIXELS, allow_missing=True),
                Numeric("width", *_AD_PIXELS, allow_missing=True),
                Numeric("aratio", *_AD_PIXELS, cuts=_AD_ARATIO_CUTS, allow_missing=True),
                Numeric("local", 0, 1, n_bins=2, allow_missing=True)]
    features += [Numeric(n, 0, 1, n_bins=2) for n in names[4:]]
    schema = Schema(features, classes=["ad", "nonad"])  # ad.names: "ad, nonad | classes."

    df = pd.read_csv(io.BytesIO(open_member("ad.data")), header=None,
                     names=names + ["class"], skipinitialspace=True, na_values=["?"],
                     keep_default_na=False, low_memory=False)
    y = df.pop("class").str.strip().str.rstrip(".")
    return Dataset(df, y, schema, name="internet_ads",
                   description="UCI Internet Advertisements (Kushmerick, 1999). Names, binary "
                               "domains and classes from ad.names; pixel bounds from domain "
                               "knowledge (see load_internet_ads docstring).")


# ----------------------------------------------------------------------------- Parkinson's
# The 750 acoustic features (Sakar et al., 2019: jitter/shimmer fractions, dB levels, Hz
# formants, MFCCs, wavelet and TQWT energies/entropies/TKEO statistics) have no documented
# ranges and their scales span many orders of magnitude.  Instead of per-feature bounds we use
# one public, data-independent "signed 1-2-5 logarithmic" grid: cut points 0 and
# +-{1, 2, 5} x 10^k for k = -6..12, inside bounds +-1e13.  Values beyond the bounds are clipped
# (out_of_bounds="clip"); with this grid clipping only moves a value within the outermost bin,
# so it changes no code.
_PD_EXPONENTS = range(-6, 13)
_PD_POS = tuple(m * 10.0 ** k for k in _PD_EXPONENTS for m in (1, 2, 5))
_PD_CUTS = tuple(-v for v in reversed(_PD_POS)) + (0.0,) + _PD_POS
_PD_BOUND = 1e13


def _pd_speech_schema(names: Sequence[str]) -> Schema:
    features = []
    for n in names:
        if n == "gender":  # 0/1 indicator (documented binary)
            features.append(Numeric(n, 0, 1, n_bins=2))
        else:
            features.append(Numeric(n, -_PD_BOUND, _PD_BOUND, cuts=_PD_CUTS))
    return Schema(features, classes=["PD", "control"], out_of_bounds="clip")


def load_parkinsons_speech(data_dir=None, download: bool = False) -> Dataset:
    """Parkinson's disease speech features (Sakar et al., 2019), one row per subject.

    File: ``parkinsons_speech/pd_speech.csv.gz`` (or ``pd_speech.csv``): R
    ``modeldata::pd_speech``, 252 subjects (the 3 recordings of the 756-row UCI file averaged),
    751 numeric features and the label column ``class`` (``'PD'``/``'control'``).  A leading
    row-name column (as in the Rdatasets CSV) is dropped.

    Domain sources (never the data): feature names are the file's header (metadata); ``gender``
    is a documented 0/1 indicator; the other 750 features have no documented ranges, so they all
    share one public signed logarithmic grid (cuts 0, +-{1,2,5}e-6 .. +-{1,2,5}e12) inside wide
    bounds +-1e13, and the schema uses ``out_of_bounds="clip"``.  Classes per the modeldata
    documentation.
    """
    d = _find("parkinsons_speech", [["pd_speech.csv.gz", "pd_speech.csv"]], data_dir, download,
              [("pd_speech.csv",
                ["https://vincentarelbundock.github.io/Rdatasets/csv/modeldata/pd_speech.csv"])])
    path = d / "pd_speech.csv.gz"
    if not path.is_file():
        path = d / "pd_speech.csv"
    df = pd.read_csv(path)  # compression inferred from the suffix
    first = str(df.columns[0])
    if first in ("rownames", "") or first.startswith("Unnamed"):
        df = df.drop(columns=df.columns[0])
    if "class" not in df.columns or df.shape[1] != 752:
        raise ValueError(f"{path}: expected 751 features and a 'class' column, got "
                         f"{df.shape[1]} columns")
    y = df.pop("class")
    schema = _pd_speech_schema(list(df.columns))
    return Dataset(df, y, schema, name="parkinsons_speech",
                   description="Parkinson's speech features (Sakar et al., 2019) as R "
                               "modeldata::pd_speech (per subject). Bounds: a public signed "
                               "log grid with clipping, not from the data.")


# ----------------------------------------------------------------------------- Epileptic seizure
# Bonn EEG data (Andrzejak et al., 2001) behind the UCI set: recorded with 12-bit A/D
# conversion, so every sample is a signed 12-bit integer in [-2048, 2047].
_EEG_BOUNDS = (-2048, 2047)
_EEG_N = 178


def load_epileptic_seizure(data_dir=None, download: bool = False,
                           binary: bool = True) -> Dataset:
    """UCI Epileptic Seizure Recognition: 11,500 one-second EEG chunks x 178 samples.

    File: ``epileptic_seizure/data.csv`` (header; first column an unnamed chunk id such as
    ``X21.V1.791``, dropped; then ``X1``..``X178``; then ``y`` in 1..5, 1 = seizure activity).
    ``binary=True``: label 1 if ``y == 1`` else 0, classes ``[0, 1]``; ``binary=False``: the
    labels 1..5, classes ``[1, 2, 3, 4, 5]``.

    Domain sources (never the data): X1..X178 are EEG samples of the Bonn recordings
    (Andrzejak et al., 2001), digitised with 12-bit A/D conversion -> bounds [-2048, 2047];
    classes from the UCI description.  Note for privacy accounting: the 23 chunks of one
    recording (and several recordings of one person) are separate rows, so record-level DP here
    does not protect a patient.
    """
    d = _find("epileptic_seizure", [["data.csv"]], data_dir, download,
              [("data.csv", [f"{_UCI}/00388/data.csv",
                             "https://web.archive.org/web/20200318000445/"
                             f"{_UCI.replace('https', 'http')}/00388/data.csv"])])
    df = pd.read_csv(d / "data.csv")
    names = [f"X{i}" for i in range(1, _EEG_N + 1)]
    missing = [c for c in names + ["y"] if c not in df.columns]
    if missing:
        raise ValueError(f"{d / 'data.csv'}: missing columns {missing[:5]}")
    X = df[names].copy()
    y5 = df["y"].astype(np.int64)
    if binary:
        y, classes = (y5 == 1).astype(np.int64), [0, 1]
    else:
        y, classes = y5, [1, 2, 3, 4, 5]
    schema = Schema([Numeric(n, *_EEG_BOUNDS) for n in names], classes=classes)
    return Dataset(X, y.rename("y"), schema, name="epileptic_seizure",
                   description="UCI Epileptic Seizure Recognition (Andrzejak et al., 2001 Bonn "
                               "EEG). Bounds: 12-bit A/D range; classes from the UCI page.")
