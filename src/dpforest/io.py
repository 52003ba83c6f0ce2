"""Save and load fitted dpforest models in a safe, inspectable format (never pickle).

A model file is one JSON document (gzip-compressed when the path ends in ``.gz``)::

    {"format": "dpforest-model", "version": 2, "sha256": "<hex>", "payload": {...}}

``payload`` holds the estimator class name (checked on load against an allow-list of
dpforest's estimators and the classes of one's own this process registered with
:func:`register_estimator`), the ``get_params()`` its fit used (the schema as ``Schema.to_dict``; not
those set since: :func:`dpforest.forests.base.fitted_params`), the fitted trees
(``FlatTree.to_dict``: JSON lists, or for trees of more than 4,096 nodes the per-node arrays as
``{"__packed__": "<base64 of little-endian int64 / float64>", "dtype", "shape"}``, whose length
is checked against its shape), tree weights and every other fitted attribute a dpforest fit
sets (names ending in ``_``, :data:`MODEL_FILE_ATTRIBUTES`; one added to a model by hand is
refused by the saver and the loader, since nothing accounts for what it holds),
the schema and the privacy ledger.  ``sha256`` is the digest of the canonical JSON encoding of
``payload`` (sorted keys, no spaces), so a corrupted, truncated or edited file is refused.
The saver writes that encoding verbatim between the document's other keys, so the loader
checks the digest on the file's own payload bytes where the document has the saver's layout
(no second, file-sized encoding in memory), and on a re-encoding of the parsed payload otherwise.

Loading never executes code from the file: it only builds numbers, strings, lists, numpy arrays,
:class:`~dpforest.schema.Schema`, :class:`~dpforest.privacy.ledger.Ledger` and
:class:`~dpforest.tree.model.FlatTree` values, and instantiates one of the allow-listed classes.

Values JSON has no type for are written as tagged objects, each read back as the same type and
value: ``{"__tuple__": [...]}``, ``{"__ndarray__": [...], "dtype": ..., "shape": ...}``,
``{"__items__": [[key, value], ...]}`` (a dict whose keys are not plain strings), and -- for
category and class values of a schema -- ``{"__date__": "2020-01-31"}``,
``{"__datetime__": "2020-01-31T12:00:00+02:00"}`` (naive or with a fixed UTC offset),
``{"__timestamp__": "...", "unit": "ns", "tz": "Europe/Paris"}`` (``pd.Timestamp``),
``{"__time__": "12:00:00"}``, ``{"__decimal__": "1.10"}`` and ``{"__bytes__": "<base64>"}``.
Numpy scalars are written as Python numbers.  The schema (category values and classes included)
goes through the same encoding.
Floats are written with Python's shortest round-trip repr, so a loaded model gives bit-identical
``predict_proba``.  Unreleased counts are NaN, written as the JSON extension token ``NaN``
(Python's ``json`` reads it; strict parsers need ``allow_nan``).

The checksum detects accidents and naive edits; it is not a signature (anyone can recompute it).
So the loader also cross-checks the file's privacy records (:func:`_check_accounts`,
:func:`_check_tree_epsilon`): the ledger's composed ε must lie within its budget, equal the
recorded ``epsilon_spent``, a second copy of the ledger where the file holds one (files of
versions before 0.6.8) and the ε the estimator's parameters
spend (or, on a model selection's chosen model, which says so, be more: its ledger is the
whole selection's);
and no tree may record more ε than the ledger composes -- each tree's largest per-node ε (the
path total of its queries, :attr:`FlatTree.epsilon`, and its counts' ε) at most the ledger's ε,
and where the ledger names no disjoint partition (the trees read the same records, so their ε
adds up) the trees' largest per-node ε summed over the trees at most the ledger's ε too (both
with a relative tolerance of 1e-9 for rounding).  An edit that rescales the ledger, ``epsilon``
and ``epsilon_spent`` to show a smaller ε than the trees were grown with is therefore refused.
These are consistency checks, not proof: an editor who also rescales every tree's per-node ε
arrays (and ``count_epsilon``), or rewrites the ledger's entries into other scopes, and
recomputes the checksum still gets a file that loads and reads a smaller ε.  Only a file from
a trusted source, or one the reader refits, vouches for its ε.

Every way a file can be unusable -- truncated, corrupted (also inside the gzip stream), another
format or version, edited, holding a key the saver does not write (at the top, in
``payload``, among the fitted attributes -- :data:`MODEL_FILE_ATTRIBUTES` --, in the ledger, a
tree or a tagged value), nested deeper than any model file is, or decompressing to more than
``max_bytes`` (a "zip bomb") -- raises :class:`ModelFileError`; the loader never lets a
``zlib.error``, ``RecursionError`` or ``MemoryError`` through and never inflates more than
``max_bytes``.  A file it accepts that another dpforest version wrote (``payload`` keeps the
writer's ``dpforest_version``) loads with an :class:`InconsistentVersionWarning` naming both
versions, as scikit-learn warns when unpickling an estimator of another version.

The optional fitted attribute ``csv_format_`` (written by the ``dpforest fit`` command) keeps the
input conventions of the schema file -- separator, missing-value markers, header, comment
character, label map -- so ``dpforest predict``/``evaluate`` read new files exactly as ``fit``
read the training file.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import datetime
import decimal
import errno
import functools
import gzip
import hashlib
import importlib
import io as _stdio
import json
import math
import numbers
import os
import pkgutil
import re
import secrets
import stat
import sys
import warnings
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from .exceptions import DPForestError, DPForestWarning, InputWarning
from .privacy.ledger import Ledger
from .schema import Schema
from .tree.model import FlatTree

if TYPE_CHECKING:                    # for annotations only: loaded lazily, as in the functions
    from .forests.base import DPForestBase

__all__ = ["save_model", "load_model", "dumps_model", "loads_model", "load_schema", "save_schema",
           "ModelFileError",
           "InconsistentVersionWarning", "FORMAT_NAME", "FORMAT_VERSION", "ESTIMATOR_CLASSES",
           "estimator_class", "register_estimator"]

FORMAT_NAME = "dpforest-model"
FORMAT_VERSION = 2
#: versions this loader reads: 1 wrote one route row per tree node and every array as a JSON
#: list; 2 writes each distinct route row once (``route_of``) and packs the per-node arrays of
#: trees past ``PACK_NODES`` nodes (both read back identically)
READABLE_VERSIONS = (1, 2)
# Largest (decompressed) model file load_model reads by default: far above any forest dpforest
# grows (a 1000-tree depth-10 forest is ~100 MB of JSON) and small enough to refuse a zip bomb.
MAX_MODEL_BYTES = 1 << 30
# Deepest JSON nesting a genuine model file has is ~6; refuse anything much deeper before
# Python's recursive JSON parser can hit its recursion limit.
MAX_NESTING = 64

# The only classes a model file may name.  Resolved lazily by name (some are added over time).
ESTIMATOR_CLASSES = (
    "DPForestClassifier",
    "DiffPRFsClassifier",
    "RFDPOOBClassifier",
    "OOBBudgetForestClassifier",
    "DPRFClassifier",
    "SNRForestClassifier",
    "PrivateRDTClassifier",
    "CRFsDPClassifier",
    "DPBoostingClassifier",
)


class ModelFileError(DPForestError, ValueError):
    """A model file is unreadable, corrupted, tampered with or incompatible."""


class InconsistentVersionWarning(DPForestWarning):
    """:func:`load_model` read a file written by another dpforest version than the installed one.

    The file passed every check and loaded.  From a release at or after
    :data:`PREDICTS_AS_WRITTEN_SINCE` (each release since records that it loads and predicts
    the files of the one before the same) it says so and that no refit is needed; from an
    older or unknown one, the estimator's code may have changed so that the model predicts
    differently or fails later, and it says to refit with the installed version to be sure --
    a new release, which spends a privacy budget again on the records (saving the loaded model
    again only silences the warning); from a later one, which version to install.  Like
    scikit-learn's warning of the same name, it keeps both versions: ``original_version`` (the
    file's, ``None`` if it records none) and ``current_version`` (the installed
    ``dpforest.__version__``), and the file's ``path`` (``None`` for a pickle: unpickling a
    dpforest estimator, with ``pickle`` or ``joblib``, warns the same way).  It is not a
    subclass of scikit-learn's: that one is about scikit-learn's version, this one about
    dpforest's, so a filter that silences one leaves the other (a pickle written under other
    versions of both can raise both).
    """

    def __init__(self, *, path, original_version, current_version):
        self.path = None if path is None else str(path)
        self.original_version = original_version
        self.current_version = current_version
        what = "a pickled dpforest model" if path is None else f"model file {self.path!r}"
        if _newer(original_version, current_version):
            # whoever serves it has no records to refit on: the fix is the writer's version,
            # said from its parsed numbers only (the file's text is anyone's: quoted into a
            # command, it could carry a shell command of its own)
            release = ".".join(map(str, _release(original_version)))
            advice = (f"install dpforest {release} or later to serve it (pip install "
                      f"'dpforest>={release}'); refitting is the data owner's, a new release "
                      f"that spends a privacy budget again")
        elif _predicts_as_written(original_version):
            # every release since then records in CHANGELOG.md that the files of the one
            # before load and predict the same: a refit would spend budget for nothing
            super().__init__(
                f"{what} was written by {_writer(original_version)}; this is dpforest "
                f"{current_version}. It loaded and predicts as it did: every release since "
                f"{PREDICTS_AS_WRITTEN_SINCE} records (CHANGELOG.md) that the files of the one "
                f"before load and predict the same, so it need not be refitted (a refit is a "
                f"new release that spends a privacy budget again); saving it again records "
                f"this version")
            return
        else:
            advice = (f"refit it with dpforest {current_version} to be sure, a new release that "
                      f"spends a privacy budget again on the records (saving the loaded model "
                      f"again only silences this warning)")
        super().__init__(
            f"{what} was written by {_writer(original_version)}; this is dpforest "
            f"{current_version}. It loaded, but the model may predict differently or break: "
            f"{advice}")


#: the oldest release whose model files and pickles this one loads and predicts as written:
#: from it on, each release's CHANGELOG.md entry says the files of the one before "load and
#: predict the same" (0.2.0's up to 1e-10 in a probability).  Moved up whenever a release
#: changes what a saved model predicts.
PREDICTS_AS_WRITTEN_SINCE = "0.3.0"


def _predicts_as_written(version) -> bool:
    """Whether a file of release ``version`` (older than this one) predicts as written here."""
    got, since = _release(version), _release(PREDICTS_AS_WRITTEN_SINCE)
    return got is not None and got >= since and isinstance(version, str) \
        and re.fullmatch(r"[0-9]+(\.[0-9]+)*", version) is not None


#: names of pickles (joblib.dump, pickle.dump) that load_model tells apart from model files
PICKLE_SUFFIXES = frozenset({".pkl", ".pickle", ".joblib", ".sav", ".pck"})


def _release(version) -> tuple[int, ...] | None:
    """``'0.6.2'`` -> (0, 6, 2); ``None`` for a version that does not start with ASCII digits,
    or whose parts are too long to be a release (an edited file's 5,000 nines: Python refuses
    to convert more than 4,300 digits)."""
    found = re.match(r"([0-9]{1,18}(?:\.[0-9]{1,18})*)(?![0-9])", str(version)) \
        if version is not None and not isinstance(version, (bool, float)) else None
    return tuple(int(p) for p in found.group(1).split(".")) if found else None


def _newer(version, than) -> bool:
    """Whether release ``version`` is later than ``than`` (their leading numbers compared)."""
    a, b = _release(version), _release(than)
    return a is not None and b is not None and a > b


def printable(text) -> str:
    """``text`` with control characters shown as escapes (``\x1b``, ``\n``): names and
    versions read from a file go into messages and terminal output, where an escape sequence
    could repaint lines (hide a ledger line, add a fake one)."""
    text = str(text)
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _writer(version) -> str:
    """``dpforest 0.2.0``, the writer of a model file that records ``version``."""
    return "an unknown dpforest version" if version is None else f"dpforest {printable(version)}"


#: the fitted attributes (names ending in ``_``) each of dpforest's estimators sets: a model
#: file holds these and nothing else, since an attribute added to a fitted model (a note, the
#: training rows' probabilities, a sample of the rows) would be written, loaded and copied on
#: with the model while no privacy account covers it.  ``save_model`` holds a model to its own
#: class's names; the loader to the names of every class (:data:`MODEL_FILE_ATTRIBUTES`: a file
#: an earlier version wrote may hold a name its class no longer sets).  The ledger and the
#: schema are the payload's own keys.  Estimators of one's own (:func:`register_estimator`)
#: keep their own attributes.
FITTED_ATTRIBUTES = {
    "DPForestClassifier": frozenset({
        "categorical_split_", "epsilon_tree_", "leaf_release_", "leaf_share_", "max_depth_",
        "min_support_", "n_estimators_", "n_nodes_", "n_pruned_", "n_pruned_per_tree_",
        "n_records_", "noisy_n_", "regime_", "root_features_", "snr_info_"}),
    "SNRForestClassifier": frozenset({
        "epsilon_tree_", "min_support_", "n_estimators_", "n_nodes_", "n_pruned_",
        "n_pruned_per_tree_", "n_records_", "root_features_", "snr_info_", "tau_uncapped_"}),
    "PrivateRDTClassifier": frozenset({"depth_", "epsilon_tree_", "n_capped_"}),
    "DPBoostingClassifier": frozenset({"depth_", "epsilon_round_", "l2_", "n_estimators_",
                                       "noisy_n_"}),
    "DPRFClassifier": frozenset({"feature_sets_", "layer_budgets_", "n_max_", "sensitivity_"}),
    "DiffPRFsClassifier": frozenset({"feature_sets_"}),
    "CRFsDPClassifier": frozenset({"feature_sets_", "n_pruned_", "tree_partition_",
                                   "validation_accuracy_", "validation_partition_"}),
    "RFDPOOBClassifier": frozenset({"feature_sets_", "feature_weights_", "important_features_",
                                    "n_prefit_", "non_important_features_", "oob_error_"}),
    "OOBBudgetForestClassifier": frozenset({
        "best_features_", "feature_sets_", "feature_weights_", "final_epsilon_",
        "oob_feature_importances_", "pruned_features_", "removable_features_",
        "scout_oob_error_", "scout_tree_weights_", "scouting_epsilon_", "split_budgets_",
        "tree_budgets_", "tree_feature_order_"}),
}

#: the fitted attributes every estimator may hold: scikit-learn's input attributes, the trees,
#: the fit's random name and version, and what dpforest sets on a fitted model after its fit
#: (a selection's chosen model: its own fit's ledger and the selection's ε; a rows-per-person
#: bound; the ``dpforest fit`` command's reading conventions of the schema file; the group a
#: per-group fit's model was fitted on)
COMMON_FITTED_ATTRIBUTES = frozenset({
    "classes_", "constant_", "feature_names_in_", "fit_id_", "fitted_with_version_",
    "n_features_in_", "trees_", "tree_weights_", "fit_ledger_", "selection_epsilon_",
    "person_bound_", "csv_format_", "group_", "target_name_"})

#: every fitted attribute name a model file may hold (the loader's list)
MODEL_FILE_ATTRIBUTES = COMMON_FITTED_ATTRIBUTES.union(*FITTED_ATTRIBUTES.values())

#: estimator classes of one's own this process allows in model files (name -> class), added by
#: :func:`register_estimator`: a file can only name a class the loading program chose to trust
_REGISTERED: dict[str, type] = {}


def register_estimator(cls):
    """Allow model files of ``cls``, an estimator of one's own (a subclass of
    :class:`~dpforest.forests.base.DPForestBase`, docs/extending.md), in this process:
    :func:`save_model` writes its fitted attributes (arrays, numbers, strings and lists or dicts
    of them) with its ledger and schema, and :func:`load_model` rebuilds it -- in a process that
    registered the same class; a file never brings code of its own.  Returns ``cls`` (usable as
    a class decorator).  The loader checks what it can of any model (the checksum, the ledger
    against ``epsilon``, the schema); the trees' checks apply where the model has trees."""
    from .forests.base import DPForestBase

    if not (isinstance(cls, type) and issubclass(cls, DPForestBase)):
        raise TypeError("register_estimator takes a subclass of dpforest.forests.base.DPForestBase")
    name = cls.__name__
    if not (name.isascii() and name.isidentifier()):
        # a look-alike of a dpforest name (Cyrillic letters) would read as dpforest's own in
        # every statement and listing
        raise ValueError(f"a registered class needs a plain ASCII name, got {name!r}")
    if name in ESTIMATOR_CLASSES:
        raise ValueError(f"{name!r} is the name of a dpforest estimator: give your class another")
    key = _registered_key(cls)
    if cls.__module__ == "__main__":
        warnings.warn(f"{name} is defined in the main script: its model files name "
                      f"'__main__:{cls.__qualname__}', which a program that imports the class "
                      f"from a module cannot read; define it in a module of its own",
                      InputWarning, stacklevel=2)
    if _REGISTERED.get(key, cls) is not cls:
        raise ValueError(f"another class {key!r} is registered already")
    _REGISTERED[key] = cls
    return cls


def _registered_key(cls) -> str:
    """How a model file names a registered class: its module and qualified name (two classes
    of one name in two modules are two classes)."""
    return f"{cls.__module__}:{cls.__qualname__}"


def estimator_class(name: str):
    """The dpforest estimator class called ``name``: a class name of :data:`ESTIMATOR_CLASSES`
    (``"DPForestClassifier"``), or, for a class registered with :func:`register_estimator` in
    this process, its ``"module:qualname"`` as a model file names it (``"mymodule:MyForest"``;
    a registered class is not found by its bare name, which two modules could share).

    Looks in the top-level ``dpforest`` namespace, then in the modules of ``dpforest.forests``.
    Raises :class:`ModelFileError` for names outside the allow-list or not importable.
    """
    if name in _REGISTERED:
        return _REGISTERED[name]
    if isinstance(name, str) and ":" in name:
        # an estimator of one's own: its module and class, public words of the file's writer
        same = [k for k in _REGISTERED if k.split(":", 1)[1] == name.split(":", 1)[1]]
        raise ModelFileError(
            f"the file holds an estimator of one's own, {printable(name)!r}: only a Python "
            f"program that registers that class with dpforest.io.register_estimator can read it "
            f"(a dpforest command, given --register MODULE:CLASS for a class you trust: the file's "
            f"naming of a class is no reason to import it)"
            + (f"; this program registered {', '.join(map(repr, same))}, a class of that name "
               f"from another module" if same else ""))
    if name not in ESTIMATOR_CLASSES:
        raise ModelFileError(
            f"unknown estimator class {name!r}; a model file may only name one of "
            f"{', '.join(ESTIMATOR_CLASSES)}, or a class of one's own that this program "
            f"registered with dpforest.io.register_estimator")
    import dpforest
    from .forests.base import DPForestBase

    cls = getattr(dpforest, name, None)
    if cls is None:
        import dpforest.forests as pkg

        cls = getattr(pkg, name, None)
        if cls is None:
            for mod in pkgutil.iter_modules(pkg.__path__):
                try:
                    m = importlib.import_module(f"dpforest.forests.{mod.name}")
                except Exception:  # a colleague's module mid-edit must not break loading others
                    continue
                cls = getattr(m, name, None)
                if cls is not None:
                    break
    if not (isinstance(cls, type) and issubclass(cls, DPForestBase)):
        raise ModelFileError(
            f"estimator class {name!r} is not available in this dpforest installation "
            f"(version {getattr(dpforest, '__version__', '?')}); upgrade dpforest to load it")
    return cls


# ----------------------------------------------------------------------------- encoding
def _enc_scalar(v, where: str):
    """Tagged form of a date/time, Decimal or bytes value (schema categories and classes may be
    any hashable value), or None for other types.  The tag is checked to decode to the same
    type and value, so a value that would not round-trip exactly is refused, never altered."""
    t = type(v)
    if t is pd.Timestamp:
        tag = {"__timestamp__": (v if v.tz is None else v.tz_convert("UTC").tz_localize(None)).isoformat(),
               "unit": v.unit, "tz": None if v.tz is None else str(v.tz)}
    elif t is datetime.datetime:
        tag = {"__datetime__": v.isoformat()}
    elif t is datetime.date:
        tag = {"__date__": v.isoformat()}
    elif t is datetime.time:
        tag = {"__time__": v.isoformat()}
    elif t is decimal.Decimal:
        tag = {"__decimal__": str(v)}
    elif isinstance(v, bytes):               # bytes and numpy.bytes_
        v = bytes(v)
        tag = {"__bytes__": base64.b64encode(v).decode("ascii")}
    else:
        return None
    try:
        back = _dec_scalar(tag)
        same = type(back) is type(v) and back == v and str(getattr(back, "tzinfo", None)) == str(
            getattr(v, "tzinfo", None))
    except Exception:  # noqa: BLE001 -- e.g. a time zone pandas cannot name
        same = False
    if not same:
        # (no value in the message: only its type)
        raise TypeError(f"{where}: a {type(v).__name__} value that cannot be saved exactly in a "
                        f"model file (a datetime must be naive or carry a fixed UTC offset; use "
                        f"pd.Timestamp for a named time zone)")
    return tag


_SCALAR_TAGS = ("__timestamp__", "__datetime__", "__date__", "__time__", "__decimal__", "__bytes__")


@functools.lru_cache(maxsize=1)
def _zone_names() -> frozenset:
    import zoneinfo

    return frozenset(zoneinfo.available_timezones())


def _time_zone(name) -> str:
    """A model file's time zone, read only as a name of the system's zone list or a fixed
    offset as a timestamp writes it (``UTC``, ``UTC+01:00``): any other text went to pandas,
    which let ``dateutil/...`` names open files (and say whether one exists)."""
    name = str(name)
    if name in _zone_names() or re.fullmatch(r"UTC(?:[+-]\d{2}:\d{2})?", name):
        return name
    raise ModelFileError("a timestamp of the model file names a time zone the loader does not "
                         "read (a zone name or a fixed offset such as UTC+01:00)")


def _dec_scalar(v: dict):
    """Inverse of :func:`_enc_scalar` (strings parsed by the standard library / pandas only)."""
    if "__timestamp__" in v:
        ts = pd.Timestamp(str(v["__timestamp__"]))
        if v.get("unit"):
            ts = ts.as_unit(str(v["unit"]))
        return ts if v.get("tz") is None else ts.tz_localize("UTC").tz_convert(_time_zone(v["tz"]))
    if "__datetime__" in v:
        return datetime.datetime.fromisoformat(str(v["__datetime__"]))
    if "__date__" in v:
        return datetime.date.fromisoformat(str(v["__date__"]))
    if "__time__" in v:
        return datetime.time.fromisoformat(str(v["__time__"]))
    if "__decimal__" in v:
        return decimal.Decimal(str(v["__decimal__"]))
    if "__bytes__" in v:
        try:
            return base64.b64decode(str(v["__bytes__"]).encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError) as e:
            raise ModelFileError(f"malformed bytes value in the model file ({e})") from e
    raise ModelFileError("unknown tagged value in the model file")


def _enc(v, where: str):
    """A JSON-able, tagged representation of a parameter / fitted attribute value."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, np.bool_):
        return bool(v)
    if isinstance(v, numbers.Integral):
        return int(v)
    if isinstance(v, numbers.Real):
        return float(v)
    tagged = _enc_scalar(v, where)
    if tagged is not None:
        return tagged
    if isinstance(v, Schema):
        return {"__schema__": _enc(v.to_dict(), where)}
    if isinstance(v, Ledger):
        return {"__ledger__": v.to_dict()}
    if isinstance(v, FlatTree):
        return {"__flattree__": v.to_dict()}
    if isinstance(v, np.ndarray):
        if v.dtype.kind in "biuf":
            return {"__ndarray__": v.ravel().tolist(), "dtype": v.dtype.str, "shape": list(v.shape)}
        if v.dtype.kind in "OUS":
            return {"__ndarray__": [_enc(x, where) for x in v.ravel().tolist()], "dtype": "object"
                    if v.dtype.kind == "O" else v.dtype.str, "shape": list(v.shape)}
        raise TypeError(f"{where}: numpy arrays of dtype {v.dtype} cannot be saved")
    if isinstance(v, tuple):
        return {"__tuple__": [_enc(x, where) for x in v]}
    if isinstance(v, list):
        return [_enc(x, where) for x in v]
    if isinstance(v, dict):
        if all(isinstance(k, str) and not k.startswith("__") for k in v):
            return {k: _enc(x, where) for k, x in v.items()}
        return {"__items__": [[_enc(k, where), _enc(x, where)] for k, x in v.items()]}
    raise TypeError(f"{where}: values of type {type(v).__name__} cannot be saved in a model file")


#: the keys a tagged value holds (:func:`_enc`, :func:`_enc_scalar`): a key beside them is
#: refused, not dropped, so that a file cannot carry text no reader of its values sees
_TAG_KEYS = {"__schema__": {"__schema__"}, "__ledger__": {"__ledger__"},
             "__flattree__": {"__flattree__"}, "__ndarray__": {"__ndarray__", "dtype", "shape"},
             "__tuple__": {"__tuple__"}, "__items__": {"__items__"},
             "__timestamp__": {"__timestamp__", "unit", "tz"}, "__datetime__": {"__datetime__"},
             "__date__": {"__date__"}, "__time__": {"__time__"}, "__decimal__": {"__decimal__"},
             "__bytes__": {"__bytes__"}}


def _dec(v):
    if isinstance(v, list):
        return [_dec(x) for x in v]
    if not isinstance(v, dict):
        return v
    tags = [k for k in v if isinstance(k, str) and k.startswith("__")]
    if tags:
        # _enc writes a dict whose keys start with "__" as __items__, so any such key is a tag
        if len(tags) > 1 or tags[0] not in _TAG_KEYS or not set(v) <= _TAG_KEYS[tags[0]]:
            raise ModelFileError("a tagged value in the model file holds keys no dpforest "
                                 "version writes")
    if "__schema__" in v:
        return Schema.from_dict(_dec(v["__schema__"]))
    if "__ledger__" in v:
        return Ledger.from_dict(v["__ledger__"])
    if "__flattree__" in v:
        return FlatTree.from_dict(v["__flattree__"])
    if "__ndarray__" in v:
        dtype = np.dtype(object) if v["dtype"] == "object" else np.dtype(v["dtype"])
        if dtype.kind not in "biufOUS":
            raise ModelFileError(f"array dtype {v['dtype']!r} is not allowed in a model file")
        data = v["__ndarray__"] if dtype.kind in "biuf" else [_dec(x) for x in v["__ndarray__"]]
        if dtype.kind in "US":
            # text as wide as its longest entry, not as the file's dtype says: a declared
            # '<U100000000' would take 400 MB a row however short the texts
            arr = np.array(data, dtype=dtype.kind) if len(data) else np.empty(0, dtype=dtype.kind)
        else:
            arr = np.empty(len(data), dtype=dtype)
            arr[:] = data
        return arr.reshape(v["shape"])
    if "__tuple__" in v:
        return tuple(_dec(x) for x in v["__tuple__"])
    if "__items__" in v:
        return {_hashable(_dec(k)): _dec(x) for k, x in v["__items__"]}
    if any(t in v for t in _SCALAR_TAGS):
        return _dec_scalar(v)
    return {k: _dec(x) for k, x in v.items()}


def _hashable(k):
    return tuple(_hashable(x) for x in k) if isinstance(k, list) else k


def _canonical(payload) -> bytes:
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


#: the saved document's text before its payload and the pattern of its text after it
_HEAD = b'{"format":%s,"payload":' % json.dumps(FORMAT_NAME).encode()
_TAIL = re.compile(rb',"sha256":"([0-9a-f]{64})","version":([0-9]{1,9})\}\Z')


# ----------------------------------------------------------------------------- public API
#: file name endings that promise a pickle, which :func:`save_model` does not write
PICKLE_SUFFIXES = (".pkl", ".pickle", ".joblib", ".pk", ".sav")
#: file name endings that promise a table, which a model file is not
TABLE_SUFFIXES = (".csv", ".tsv", ".parquet", ".xlsx", ".xls")


def save_model(model, path):
    """Write a fitted dpforest estimator to ``path`` (JSON; gzip if the name ends in ``.gz``).

    The file is written atomically (temporary file in the same folder, then rename), so a failure
    leaves no partial file behind; a stream such as ``/dev/stdout`` or a FIFO is written into
    directly (:func:`is_stream_path`).  Returns the path.

    ``path`` may also be a binary file object open for writing (anything with ``.write``: an
    ``open(..., "wb")`` file, ``io.BytesIO``, a socket's or an object store's upload stream):
    the same bytes go into it (gzip-compressed if the object's ``name`` ends in ``.gz``), written
    where it stands, and it is left open and returned.  A failure partway can leave part of a
    document in it (nothing a loader accepts: the checksum comes last); for a blob use
    :func:`dumps_model`, whose bytes are these.

    Like ``open(path, "w")``, ``pickle`` and ``joblib.dump``, an existing file at ``path`` is
    overwritten without asking (the ``dpforest fit`` command refuses unless ``--force``).

    Permissions follow ``open()`` too: a new file gets ``0o666`` less the umask (``0o644``
    under the usual umask ``022``; the kernel applies the umask, or the folder's default ACL,
    when the file is created, so the process umask is never changed), and an overwritten file
    keeps its permission bits (the temporary file is private while it is written and gets the
    old file's bits just before the rename).  Unlike ``open()``, the rename makes a new file:
    its owner is the writer, and other hard links to the old file keep the old contents.

    The file records the parameters the model was fitted with: where ``set_params`` changed
    them since the fit, it says so (a ``SettingsWarning``) and still records the fit's, since the
    trees and the ledger are that fit's; a refit uses the new ones (and spends a budget again).

    A model carrying a fitted attribute (a name ending in ``_``) its class's fit does not set
    (:data:`FITTED_ATTRIBUTES`) -- one added by hand, a note or a few training rows -- is
    refused with a ``ValueError`` naming the attribute, before anything is written: a model
    file holds what the fit released and nothing else.

    A missing (or unwritable) folder raises the ``OSError`` ``open()`` would
    (``FileNotFoundError``, ``PermissionError``, ...), naming ``path`` and its folder, never the
    temporary file.
    """
    if hasattr(path, "write"):
        if isinstance(path, _stdio.TextIOBase):
            raise TypeError("save_model writes bytes: open the file in binary mode ('wb'), not "
                            "text mode")
        name = getattr(path, "name", None)
        payload = _model_payload(model, "save_model")
        # a GzipFile is named after its .gz file but compresses already: not twice
        _write_document(payload, path, isinstance(name, (str, bytes, os.PathLike))
                        and os.fsdecode(name).endswith(".gz") and not isinstance(path, gzip.GzipFile))
        return path
    payload = _model_payload(model, "save_model")
    path = Path(path)
    if path.suffix.lower() in PICKLE_SUFFIXES:
        # a name that promises a pickle: pickle.load of it would fail far from here
        warnings.warn(f"save_model writes a JSON model file (checksummed; loading it runs no "
                      f"code), not a pickle, whatever the name: read {path.name!r} with "
                      f"dpforest.load_model, or name it {path.stem + '.json'!r} (.json.gz to "
                      f"compress) to say what it holds", InputWarning, stacklevel=2)
    elif path.suffix.lower() in TABLE_SUFFIXES or (
            path.suffix.lower() == ".gz" and Path(path.stem).suffix.lower() in TABLE_SUFFIXES):
        # a model written as model.csv (a walkthrough) reads as a table to whoever opens it,
        # and beside the data files a swapped argument is one slip away
        stem = path.name[:-len("".join(path.suffixes[-2:]))] if path.suffix.lower() == ".gz" \
            else path.stem
        warnings.warn(f"save_model writes a JSON model file, not a table, whatever the name: "
                      f"name it {stem + '.json'!r} (.json.gz to compress) to say what it "
                      f"holds", InputWarning, stacklevel=2)
    with _atomically(path) as raw_fh:
        _write_document(payload, raw_fh, path.suffix == ".gz")
    return path


class SavedThenInterrupted(KeyboardInterrupt):
    """A Ctrl-C that arrived while :func:`save_models_together` put its files in place, raised
    once all of them were: the set was saved whole (``paths``), then the program stopped."""

    def __init__(self, paths):
        super().__init__()
        self.paths = list(paths)


def save_models_together(pairs) -> list:
    """Write each ``(model, path)`` of ``pairs`` as :func:`save_model` would, all of them or
    none: every file is first written whole under a hidden temporary name next to its path;
    only when all are written are they put in place, one after another, each file already at
    a path moved aside first, and Ctrl-C held back until the last.  A failure or an interrupt
    on the way -- a full disk, an unwritable folder, a refused model, a rename the system
    refuses, a second Ctrl-C -- removes the new files and moves the old ones back, so a set
    of models that belong together (a per-group set) is never left on disk in part, nor two
    sets' files mixed.  Only a crash, or a signal other than Ctrl-C that ends the program
    (``kill``), while the files are put in place can.  A Ctrl-C held back is raised once the
    set is in place, as :class:`SavedThenInterrupted` (a ``KeyboardInterrupt`` naming the
    paths), or given to the program's own SIGINT handler if it has one.  Paths only: a stream
    or file object goes to :func:`save_model`.  Returns the paths."""
    pairs = [(m, Path(p)) for m, p in pairs]
    streams = [str(p) for _, p in pairs if is_stream_path(p)]
    if streams:
        raise ValueError(f"{streams[0]!r} is a stream, not a file: a set of models is saved to "
                         f"files (each stream with save_model)")
    # every model checked (and its warnings given) before any file is made
    payloads = [_model_payload(m, "save_model") for m, _ in pairs]
    staged, placed = [], []
    try:
        for payload, (_, path) in zip(payloads, pairs):
            fd, tmp, keep_mode = _create_temp(path)
            staged.append((tmp, path))
            with os.fdopen(fd, "wb") as fh:
                # through the descriptor, not the name: in a shared folder another user could
                # put a link in the temporary file's place before a chmod by name
                if keep_mode is not None:
                    _set_mode(fh.fileno(), tmp, keep_mode)
                _write_document(payload, fh, path.suffix == ".gz")
        try:
            with _interrupt_held():
                for tmp, path in staged:
                    aside = None
                    if os.path.lexists(path):
                        aside = _free_name(path, "old")
                        os.replace(path, aside)
                    placed.append((path, aside))
                    os.replace(tmp, path)
        except KeyboardInterrupt:
            if len(placed) == len(staged) and not any(
                    os.path.lexists(tmp) for tmp, _ in staged):
                for _, aside in placed:           # the set is in place: the old files go
                    if aside is not None:
                        Path(aside).unlink(missing_ok=True)
                placed = []
                raise SavedThenInterrupted([p for _, p in pairs]) from None
            raise
        for _, aside in placed:
            if aside is not None:
                Path(aside).unlink(missing_ok=True)
        placed = []
    finally:
        # on any failure: the files put in place taken out again, the old ones moved back
        for path, aside in reversed(placed):
            try:
                if aside is not None:
                    os.replace(aside, path)
                else:
                    path.unlink(missing_ok=True)
            except OSError:
                pass
        for tmp, _ in staged:
            Path(tmp).unlink(missing_ok=True)
    return [p for _, p in pairs]


def _free_name(path: Path, what: str) -> Path:
    """A hidden name next to ``path`` that no file has (for the file moved aside)."""
    for aside in _hidden_names(path, f"{what}-"):
        if not os.path.lexists(aside):
            return aside
    raise _no_free_name(path)


def _hidden_names(path: Path, tag: str = ""):
    """Random hidden names ``.NAME.TAGtoken`` next to ``path``, a hundred at most: the
    temporary files of :func:`_create_temp` and the files moved aside by
    :func:`save_models_together` (the caller takes the first one free)."""
    for _ in range(100):
        yield path.parent / f".{path.name}.{tag}{secrets.token_hex(4)}"


def _no_free_name(path: Path) -> FileExistsError:
    return FileExistsError(errno.EEXIST, "no free temporary file name next to it", str(path))


@contextlib.contextmanager
def _interrupt_held():
    """Hold back Ctrl-C (SIGINT) until the block ends, then deliver it as it would have been
    (Python's KeyboardInterrupt, or the program's own handler; nothing where it was ignored):
    the few renames that put a set in place are not cut in two.  A second Ctrl-C is
    delivered at once (the block's caller undoes its work).  Outside the main thread (where
    no handler can be set), or where the handler was set outside Python, the block simply
    runs."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    try:
        previous = signal.getsignal(signal.SIGINT)
    except (ValueError, OSError):
        previous = None
    if previous is None:
        yield
        return
    caught = []

    def hold(signum, frame):
        caught.append(signum)
        if len(caught) > 1:                # a second Ctrl-C: the user means it, now
            signal.signal(signal.SIGINT, previous)
            signal.raise_signal(signal.SIGINT)

    try:
        signal.signal(signal.SIGINT, hold)
    except (ValueError, OSError):          # no signals here (an embedded interpreter)
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if len(caught) == 1:
        signal.raise_signal(signal.SIGINT)  # delivered now as it would have been


def dumps_model(model, *, compress: bool = False) -> bytes:
    """The bytes :func:`save_model` writes for ``model``: a model file as a ``bytes`` object,
    for a database column, an object store or a message, read back by :func:`loads_model`.

    Byte for byte the file ``save_model(model, "model.json")`` writes (with ``compress=True``,
    the one ``save_model(model, "model.json.gz")`` writes: gzip with no name and no time stamp),
    so the same model gives the same bytes and the same ``hashlib.sha256`` whichever way it is
    saved.  Refuses, and warns about, what :func:`save_model` does."""
    payload = _model_payload(model, "dumps_model")
    buf = _stdio.BytesIO()
    _write_document(payload, buf, bool(compress))
    return buf.getvalue()


def _write_document(payload: dict, raw_fh, gz: bool) -> None:
    """Write the model document around ``payload`` into the binary handle ``raw_fh`` (through
    a deterministic gzip stream if ``gz``): the one encoding every way of saving shares."""
    # level 9: 12x the time for 10 % less
    fh = gzip.GzipFile(fileobj=raw_fh, mode="wb", compresslevel=6, mtime=0, filename="") \
        if gz else raw_fh
    try:
        fh.write(_HEAD)
        digest = hashlib.sha256()
        # the payload's canonical text, written piece by piece as it is encoded (a large
        # forest's whole text is never held), around it the document's other keys in
        # their sorted order
        _write_canonical(payload, lambda b: (digest.update(b), fh.write(b)))
        fh.write(b',"sha256":"%s","version":%d}' % (digest.hexdigest().encode(), FORMAT_VERSION))
    finally:
        if fh is not raw_fh:
            fh.close()


def _model_payload(model, caller: str, strict: bool = True) -> dict:
    """The payload a model file holds for ``model``, refusing what is not a fitted dpforest
    estimator (``caller``: the public function, named in the refusal) and, where ``strict``, a
    model carrying a fitted attribute its class does not set (not ``strict``: such attributes
    are kept, so that a digest of the model differs from the one its fit released)."""
    import dpforest

    name = type(model).__name__
    own = _REGISTERED.get(_registered_key(type(model))) is type(model)
    if not own and (name not in ESTIMATOR_CLASSES or estimator_class(name) is not type(model)):
        from sklearn.pipeline import Pipeline

        from .forests.base import DPForestBase

        hint = ("; save its best_estimator_, whose ledger_ is the selection's whole ledger"
                if hasattr(model, "best_estimator_") or name == "PrivateModelSelector" else
                "; save its final step (pipe[-1]) and rebuild the public steps around it, or "
                "pickle the pipeline (joblib.dump; load pickles only from sources you trust)"
                if isinstance(model, Pipeline) else
                "; an estimator of your own: dpforest.io.register_estimator(its class) first"
                if isinstance(model, DPForestBase) else "")
        raise TypeError(f"{caller} saves dpforest estimators ({', '.join(ESTIMATOR_CLASSES)}), "
                        f"got {type(model).__module__}.{name}{hint}")
    if not hasattr(model, "ledger_") or not (own or hasattr(model, "trees_")):
        from sklearn.exceptions import NotFittedError    # (a ValueError, as predict's is)

        raise NotFittedError(f"this {name} is not fitted yet: call fit(X, y) before {caller}")
    allowed = COMMON_FITTED_ATTRIBUTES | FITTED_ATTRIBUTES.get(name, frozenset())
    # a public name is a parameter (scikit-learn's convention) or, ending in "_", a fitted
    # attribute; any other (a note set by hand) would be dropped silently, as joblib keeps it
    params = set(type(model)._get_param_names()) if hasattr(type(model), "_get_param_names") else set()
    added = [] if own else sorted(k for k in vars(model) if not k.startswith("_")
                                  and k not in allowed | params | {"ledger_", "schema_"})
    if added and strict:
        # (the names are the caller's code, never a value; shown with escapes all the same)
        shown = [repr(printable(k)) for k in added[:5]]
        raise ValueError(
            f"{caller}: this {name} has {'an attribute' if len(added) == 1 else 'attributes'} "
            f"no dpforest fit sets and no parameter ({', '.join(shown)}"
            f"{', ...' if len(added) > 5 else ''}): a model file holds what the fit released "
            f"and nothing else, since an attribute added to a model could carry anything, "
            f"training records included, with no privacy account covering it.  Delete it "
            f"(delattr(model, {shown[0]})) before saving, and keep such notes beside the file.")
    # the parameters the fit used, not those set since (set_params(epsilon=2) after a fit at 1
    # wrote a file its own loader refused, set_params(max_depth=2) one that misdescribed its
    # trees): a model file describes the released model
    from .forests.base import fitted_params, warn_params_changed

    used, changed = fitted_params(model)
    warn_params_changed(model, changed, "the file records")
    # a generator object is not data, and the fit is done anyway: saved as None (before it is
    # encoded, which refuses such objects)
    params = {k: _enc(None if k == "random_state" and isinstance(v, (np.random.Generator,
                                                                     np.random.RandomState))
                      else v, f"parameter {k!r}")
              for k, v in used.items()
              if not _added_at_default(name, k, v)}
    fitted = {}
    for k, v in vars(model).items():
        # the ledger and the schema are written once, as the payload's own "ledger" and
        # "schema" (a second copy of a ledger of one entry per node took half of a many-tree
        # forest's file and of its load time); files that hold both still load, and their two
        # ledgers are still compared
        if k.endswith("_") and not k.startswith("_") and k not in ("ledger_", "schema_"):
            # a forest's trees are encoded one at a time as they are written
            fitted[k] = (_Lazy(v, f"fitted attribute {k!r}") if isinstance(v, list) and v
                         and all(isinstance(t, FlatTree) for t in v) else _enc(v, f"fitted attribute {k!r}"))
    payload = {
        "estimator": _registered_key(type(model)) if own else name,
        "dpforest_version": getattr(dpforest, "__version__", None),
        "params": params,
        "fitted": fitted,
        "schema": _enc(model.schema_.to_dict(), "schema"),
        "ledger": model.ledger_.to_dict(),
        "epsilon_spent": float(model.ledger_.epsilon),
    }
    if getattr(model, "_fitted_in_other_order", False):
        # the fit's frame had its columns in another order than the schema (the user's code,
        # not a record): kept so that an unnamed array after loading is warned about too.
        # Written only when true, so a file without it still reads in older versions
        payload["fitted_in_other_order"] = True
    return payload


#: a process's streams by name: /dev/stdout (a link to /proc/self/fd/1, and through it to
#: wherever the shell sent the output, a regular file included), /dev/stderr, /dev/fd/N,
#: /proc/<self or pid>/fd/N; the groups give the process's own descriptor number
_STREAM_NAME = re.compile(r"/dev/(stdout|stderr|stdin)|/dev/fd/(\d+)|/proc/(?:self|thread-self)/fd/(\d+)"
                          r"|/proc/\d+/fd/\d+")


def _stream_match(path):
    """The match of ``path``'s name, or of the target of a link at it, against
    :data:`_STREAM_NAME` (None if neither names a stream)."""
    path = Path(path)
    names = [os.path.abspath(path)]
    if path.is_symlink():
        try:
            names.append(os.path.join(os.path.dirname(names[0]), os.readlink(path)))
        except OSError:
            pass
    for n in names:
        m = _STREAM_NAME.fullmatch(os.path.normpath(n))
        if m:
            return m
    return None


def _own_descriptor(path) -> int | None:
    """The descriptor number a stream name denotes (``/dev/stdout`` 1, ``/dev/fd/N`` and
    ``/proc/self/fd/N`` N, also through a link), else None."""
    m = _stream_match(path)
    if m is None or not any(m.groups()):
        return None
    return {"stdin": 0, "stdout": 1, "stderr": 2}[m.group(1)] if m.group(1) else int(m.group(2) or m.group(3))


def is_stream_path(path) -> bool:
    """Does ``path`` name a stream rather than a file: an existing device, pipe or socket
    (``/dev/null``, a FIFO), or one of the process's own streams by name (``/dev/stdout``,
    ``/dev/fd/N``, ``/proc/self/fd/N``), directly or through a link?  Such a path is written
    into, never replaced: renaming a file onto it would replace the device or link, and the
    output would never reach its reader.  (A regular file elsewhere, ``/dev/shm`` included, is
    a file.)"""
    try:
        st = os.stat(path)
    except OSError:
        st = None
    if st is not None and not (stat.S_ISREG(st.st_mode) or stat.S_ISDIR(st.st_mode)):
        return True
    return _stream_match(path) is not None


@contextlib.contextmanager
def _atomically(path: Path, cap: int = 0o777):
    """A binary file handle whose contents replace ``path`` once the block ends without an
    error: a new file next to it (:func:`_create_temp`), renamed onto it; on any error it is
    removed and ``path`` is left as it was.  A stream (:func:`is_stream_path`) is opened and
    written directly instead (it has no contents to keep)."""
    if is_stream_path(path):
        own = _own_descriptor(path)
        if own is not None:
            # one of the process's own streams: written through its open descriptor, as the
            # shell opened it (`>> log` appends; reopening the name would truncate the file)
            sys.stdout.flush()
            try:
                dup = os.dup(own)
            except OSError as e:
                raise OSError(e.errno, f"descriptor {own} is not open", str(path)) from None
            with os.fdopen(dup, "wb") as fh:
                yield fh
            return
        with open(path, "ab") as fh:      # a device or pipe: nothing to truncate
            yield fh
        return
    fd, tmp, keep_mode = _create_temp(path, cap)
    try:
        with os.fdopen(fd, "wb") as fh:
            # through the descriptor, not the name (a link put in its place meanwhile)
            if keep_mode is not None:
                _set_mode(fh.fileno(), tmp, keep_mode & cap)
            yield fh
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes_atomically(path, blob: bytes, like=None) -> Path:
    """Write ``blob`` to ``path`` as :func:`save_model` writes a model: a new file next to it,
    renamed onto it when whole.  A full disk or an interrupt leaves no truncated file (whose
    last line could read as valid), and a symbolic link at ``path`` is replaced, not followed
    -- unless it leads to a stream (``/dev/stdout``, a FIFO: :func:`is_stream_path`), which is
    written into.  ``like``: the file ``blob``'s records come from; the new file is made no
    more readable than it (a 0600 data file's split or predictions stay 0600)."""
    path = Path(path)
    cap = 0o777
    if like is not None and not hasattr(like, "read"):
        try:
            cap = stat.S_IMODE(os.stat(like).st_mode) & 0o777
        except OSError:
            pass
    with _atomically(path, cap) as fh:
        fh.write(blob)
    return path


#: flags of the temporary file save_model writes (those of ``tempfile.mkstemp``)
_TEMP_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


def _set_mode(fd: int, path, mode: int) -> None:
    """Permission bits through the open descriptor (a link put in the file's place meanwhile
    keeps its target's), for model and budget files; by name where the system has no
    ``fchmod`` (Windows before Python 3.13, whose modes are a read-only flag)."""
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)
    else:                                   # pragma: no cover - Windows
        os.chmod(path, mode)


def _create_temp(path: Path, cap: int = 0o777):
    """A new hidden file next to ``path`` for :func:`save_model` to write and rename onto it:
    ``(fd, temp path, mode to give it before the rename or None)``.

    ``tempfile.mkstemp`` makes every file mode 0600; this creates it the way ``open(path, "w")``
    creates a file (mode 0666, less the umask, applied by the kernel), or -- when ``path``
    exists -- private (0600) until it gets the existing file's permission bits (set through
    its descriptor before anything is written), so the new contents are never more readable
    than the file they replace.  Errors name ``path``."""
    folder = path.parent
    try:
        keep_mode = stat.S_IMODE(os.stat(path).st_mode) & 0o777
    except FileNotFoundError:
        keep_mode = None
    except NotADirectoryError:       # a file where a folder should be: os.open says so below
        keep_mode = None
    else:
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "Is a directory (cannot save a model file "
                                    "over it)", str(path))
    for tmp in _hidden_names(path):
        try:
            fd = os.open(tmp, _TEMP_FLAGS, (0o666 if keep_mode is None else 0o600) & cap)
        except FileExistsError:
            continue
        except OSError as e:
            if e.errno is None:
                raise
            if isinstance(e, FileNotFoundError) and not folder.is_dir():
                why = f"the folder {str(folder)!r} to save the model file in does not exist"
            elif isinstance(e, NotADirectoryError):
                why = f"{str(folder)!r} (or a folder above it) is a file, not a folder"
            else:
                why = f"{e.strerror} (writing a file in the folder {str(folder)!r})"
            raise OSError(e.errno, why, str(path)) from None  # FileNotFoundError etc. by errno
        return fd, tmp, keep_mode
    raise _no_free_name(path)


class _Lazy(list):
    """A list of trees whose encodings :func:`_write_canonical` makes one at a time."""

    def __init__(self, items, where: str):
        super().__init__(items)
        self.where = where


def _write_canonical(v, emit, depth: int = 0) -> None:
    """Emit the bytes of :func:`_canonical` ``(v)`` in pieces: objects and lists near the top are
    written member by member (the canonical text is compositional: sorted keys, no spaces), a
    :class:`_Lazy` list's trees each encoded just before it is written."""
    if isinstance(v, _Lazy):
        emit(b"[")
        for i, t in enumerate(v):
            if i:
                emit(b",")
            emit(_canonical(_enc(t, v.where)))
        emit(b"]")
    elif depth < 2 and isinstance(v, dict):
        emit(b"{")
        for i, k in enumerate(sorted(v)):
            emit((b"," if i else b"") + json.dumps(k, ensure_ascii=True).encode() + b":")
            _write_canonical(v[k], emit, depth + 1)
        emit(b"}")
    else:
        emit(_canonical(v))


def _read_bounded(path: Path, max_bytes: int, where: str, sha256: str | None = None) -> bytes:
    """The file's bytes, gunzipped if it is gzip, never more than ``max_bytes`` of either.
    Only a regular file, checked through the descriptor that reads it
    (:func:`~dpforest._plain_file.read_plain_file`): a pipe would block until a writer came,
    and a device (``/dev/zero``) reports size 0 and never ends.  ``sha256``: the hash the
    file's bytes on disk must have (checked before anything is decompressed or parsed; a file
    refused so is read no further than its embedded ``"sha256"`` field, to say whether that
    was the value given)."""
    from ._plain_file import FileTooLargeError, NotPlainFileError, read_plain_file

    try:
        raw = read_plain_file(path, max_bytes)
    except NotPlainFileError as e:
        folder = (" (a folder of one model per group, as GroupModels.save or `dpforest fit "
                  "--per-group` write, is read with dpforest.GroupModels.load(folder))"
                  if e.is_dir else "")
        raise ModelFileError(f"{where} is not a regular file (a pipe, device or folder); a model "
                             f"file is read from disk{folder}") from None
    except FileTooLargeError:           # refused before reading (the same words as a read one)
        raise _too_big(where, max_bytes) from None
    return _checked_bytes(raw, max_bytes, where, sha256)


def _read_stream(fh, max_bytes: int, where: str, sha256: str | None = None) -> bytes:
    """:func:`_read_bounded` for a binary file object: its bytes from where it stands, read
    no further than ``max_bytes`` + 1 (more is refused without reading the rest)."""
    if isinstance(fh, _stdio.TextIOBase):
        raise TypeError("load_model reads bytes: open the file in binary mode ('rb'), not text mode")
    parts, total = [], 0
    while total <= max_bytes:
        part = fh.read(max_bytes + 1 - total)
        if not isinstance(part, (bytes, bytearray, memoryview)):
            if part is None:            # a non-blocking stream with nothing ready yet
                raise ModelFileError(f"{where} has no data ready (a non-blocking stream); read "
                                     f"it whole and use loads_model")
            raise TypeError(f"load_model reads bytes: the file object's read() returned "
                            f"{type(part).__name__}, not bytes (open it in binary mode)")
        if not part:
            break
        parts.append(bytes(part))
        total += len(part)
    return _checked_bytes(b"".join(parts), max_bytes, where, sha256)


def _too_big(where: str, max_bytes: int) -> ModelFileError:
    return ModelFileError(f"{where} is larger than max_bytes={max_bytes}; not a dpforest model "
                          f"this loader accepts (raise max_bytes if you trust the file)")


def _checked_bytes(raw: bytes, max_bytes: int, where: str, sha256: str | None = None) -> bytes:
    """A model file's bytes ``raw`` (as read, at most ``max_bytes`` + 1 of them) checked
    against ``max_bytes`` and ``sha256`` and gunzipped if gzip, never to more than
    ``max_bytes``: what every way of loading does to the bytes before they are parsed."""
    if len(raw) > max_bytes:
        raise _too_big(where, max_bytes)
    if sha256 is not None:
        found = hashlib.sha256(raw).hexdigest()
        if found != sha256.lower():
            # not the file's own hash: a data file given by mistake would have it shown
            raise ModelFileError(_hash_refusal(where, sha256.lower(), raw, max_bytes))
    if raw[:2] != b"\x1f\x8b":
        return raw
    # zlib (not gzip.decompress) so the output can be capped: max_length stops a bomb early
    d = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = d.decompress(raw, max_bytes)
        if d.unconsumed_tail:
            raise ModelFileError(f"{where} decompresses to more than max_bytes={max_bytes} "
                                 f"(a decompression bomb or not a dpforest model)")
        out += d.flush()
    except zlib.error:
        # not zlib's detail, not even as the cause: which fault it names depends on the bytes
        out = None
    if out is None:
        raise ModelFileError(f"{where} is a damaged gzip file")
    if not d.eof:
        raise ModelFileError(f"{where} is a truncated gzip file")
    if d.unused_data:
        raise ModelFileError(f"{where} has trailing bytes after its gzip stream (damaged file)")
    return out


#: where the hash to give comes from, said in every refusal of a file by its sha256
_BYTES_HASH = ("the hash expected is the sha256 of the file's bytes as written (`sha256sum "
               "FILE`, hashlib.sha256 of its bytes, the 'file sha256' line of `dpforest show` "
               "where the model was made)")


def _hash_refusal(where: str, given: str, raw: bytes, max_bytes: int) -> str:
    """Why a file is refused by the hash ``given``: which hash is expected, and -- where
    ``given`` is the file's own embedded ``"sha256"`` field, the checksum of its payload that
    whoever opens the file sees -- exactly that (users passed it, and were told they had
    another file or an edited copy).  The file's byte hash is never said: a data file given
    by mistake would have it shown (and with it a test of guessed contents)."""
    if _embedded_checksum(raw, max_bytes) == given:
        return (f"{where}: {given} is the file's embedded \"sha256\" field, a checksum of its "
                f"payload (written inside the file; it catches accidents only), not the hash "
                f"of the file; {_BYTES_HASH}")
    return (f"{where} is not the file expected: its sha256 differs from {given} (another "
            f"file, or a copy edited since the hash was kept); {_BYTES_HASH}, not the "
            f"\"sha256\" field inside a model file, a checksum of its payload")


#: bytes of a gzip-compressed model decompressed at a time when its embedded checksum is read
_GZIP_STEP = 1 << 20


def _embedded_checksum(raw: bytes, max_bytes: int) -> str | None:
    """The ``"sha256"`` field at the end of a model document as the saver writes it (``raw``
    plain or gzip-compressed), else None.  Only the field is read, by its fixed form at the
    very end: nothing is parsed, and a gzip stream is decompressed a step at a time keeping
    only its last bytes, never more than ``max_bytes`` of it (a bomb stops there)."""
    if raw[:2] != b"\x1f\x8b":
        m = _TAIL.search(raw, max(0, len(raw) - 128))
        return None if m is None else m.group(1).decode()
    d, tail, total, data = zlib.decompressobj(16 + zlib.MAX_WBITS), b"", 0, raw
    try:
        while data and not d.eof:
            out = d.decompress(data, _GZIP_STEP)
            data = d.unconsumed_tail
            total += len(out)
            if total > max_bytes:
                return None
            tail = (tail + out)[-128:]
        tail = (tail + d.flush())[-128:]
    except zlib.error:
        return None
    m = _TAIL.search(tail)
    return None if m is None else m.group(1).decode()


#: characters of a model text scanned at a time by :func:`_nesting_depth` (its arrays are
#: a few bytes per character, so a whole 1 GB text at once would need tens of GB)
_NESTING_CHUNK = 1 << 22


def _nesting_depth(text: str) -> int:
    """Deepest bracket nesting of a JSON text (brackets inside strings are skipped), scanned
    ``_NESTING_CHUNK`` characters at a time so memory stays a small multiple of the text."""
    # strings cannot contain unescaped quotes, so removing them leaves only structural brackets
    # (the unrolled form: a run of plain characters at a time, 25x faster on long strings);
    # a string left open runs to the end in one match: were it to fail, the search would
    # start again after each escaped quote and scan to the end every time (a crafted text of
    # 160 KB took 73 s), and an open string is invalid JSON, refused by the parser next
    # (an escape takes any next character, a line break too: with '.' a backslash before one
    # made the match fail, and the search restart, again)
    bare = re.sub(r'"[^"\\]*(?:\\[\s\S][^"\\]*)*(?:"|\\?\Z)', '""', text).encode("ascii", "replace")
    depth = deepest = 0
    for start in range(0, len(bare), _NESTING_CHUNK):
        b = np.frombuffer(bare, dtype=np.uint8, count=min(_NESTING_CHUNK, len(bare) - start),
                          offset=start)
        step = ((b == ord("[")) | (b == ord("{"))).astype(np.int8) \
            - ((b == ord("]")) | (b == ord("}"))).astype(np.int8)
        run = depth + np.cumsum(step, dtype=np.int64)
        deepest = max(deepest, int(run.max()))
        depth = int(run[-1])
    return deepest


def _check_fit_settings(model, where, own_version: bool = True) -> None:
    """The parameters a model file carries on to predict and to ``dpforest show``, as a fit
    checks them: ε a number in range, the schema parameter a schema, ``n_jobs``,
    ``progress`` and ``random_state`` as a fit accepts them (an edited file loaded, then failed
    at its first prediction or in ``show`` with Python's own errors), and, in a file of this
    version, every other parameter by the estimator's own checks before a fit reads a record
    (an edited ``max_depth`` of "deep" loaded and ``show`` printed it).  A file of another
    version keeps the settings its own version's fit accepted (an older fit took
    ``sum_unclipped=0``): they are not judged by this version's checks."""
    from sklearn.utils import check_random_state

    from ._parallel import check_n_jobs
    from ._warning_control import filtered, muted
    from .forests.base import check_epsilon, check_progress

    def check_schema(schema):
        if not isinstance(schema, (Schema, dict)):
            raise TypeError("not a schema")

    checks = {"epsilon": check_epsilon, "schema": check_schema, "n_jobs": check_n_jobs,
              "progress": check_progress, "random_state": check_random_state}
    for name, check in checks.items():
        if not hasattr(model, name):
            continue
        try:
            check(getattr(model, name))
        except (ValueError, TypeError):
            raise ModelFileError(f"{where}: its parameter {name} is not one a fit accepts; the "
                                 f"file was edited") from None
    settings = getattr(model, "_checked_settings", None)
    if settings is None or not own_version:
        return
    try:
        # a fit's notices are not the loader's to give (muted, and any other code's dropped
        # in this thread only: the process's warning filters are left alone); a notice that a
        # caller's "error" filter raises is a notice, not a refusal
        with muted(Warning), filtered():
            settings()
    except Warning:
        pass
    except (ValueError, TypeError, DPForestError) as e:
        raise ModelFileError(f"{where}: its parameters are not ones a fit accepts "
                             f"({printable(e)}); the file was edited") from None


def _check_tree(t: FlatTree, n_codes: np.ndarray, n_classes: int, k: int) -> None:
    """Refuse a tree whose arrays are inconsistent (predict would index out of range): among
    others, a route row narrower than its feature's codes (``n_codes``, from the schema)."""
    n, rows, of = t.n_nodes, t.route_rows, t.route_of
    flat = all(np.ndim(a) == 1 for a in (t.feature, t.child_start, t.depth, t.epsilon))
    ok = (flat and n >= 1 and rows.ndim == 2 and len(rows) >= 1 and of.shape == (n,) and len(t.child_start) == n
          and t.counts.shape == (n, n_classes) and len(t.depth) == n and len(t.epsilon) == n
          and bool(np.all((t.feature >= -1) & (t.feature < len(n_codes))))
          and bool(np.all((of >= 0) & (of < len(rows)))))
    if ok:
        inner = t.feature >= 0
        ok = not inner.any() or rows.shape[1] >= int(n_codes[t.feature[inner]].max())
        # ... and no wider than the schema's widest feature, as written: a wider declared
        # route_width only makes predict allocate (per node, per tree) for codes that cannot occur
        ok = ok and rows.shape[1] <= max(int(n_codes.max()) if len(n_codes) else 1, 1)
    if ok:
        # every child slot of a node's row lies after the node and inside the tree: check the
        # extremes per row.  "After the node" makes every walk end: a slot leading back to the
        # node or an ancestor would loop predict's compiled walk for ever (it runs without the
        # GIL, so not even Ctrl-C stops it)
        lo, hi = rows.min(1).astype(np.int64), rows.max(1).astype(np.int64)
        lo, hi = lo[of[inner]], hi[of[inner]]          # the rows inner nodes route by
        start = np.asarray(t.child_start, dtype=np.int64)[inner]
        # each term inside (-n, n) first: a start near 2**63 wrapped the sum round to a small
        # number that passed, and predict's compiled walk then read outside its arrays
        ok = bool(np.all((start >= 0) & (start < n)) and np.all((lo > -n) & (hi < n)))
        ok = ok and bool(np.all(start + lo > np.flatnonzero(inner)) and np.all(start + hi < n))
        ok = ok and bool(np.all(t.depth >= 0))
        ce = t.count_epsilon
        # each leaf's noise scale is 1/ε: a NaN, negative or infinite ε -- or a positive one
        # whose inverse overflows (1e-320) -- would make predict_proba's smoothing NaN; so
        # would counts that are not finite
        with np.errstate(divide="ignore", over="ignore"):
            ok = ok and (ce is None or (ce.shape == (n,) and bool(np.all(
                np.isfinite(ce) & (ce >= 0) & ((ce == 0) | np.isfinite(1.0 / np.where(ce > 0, ce, 1.0)))))))
        # (NaN is a label leaf's "no count"; nan_to_num would have made an infinity finite)
        ok = ok and bool(np.all(np.isfinite(t.counts) | np.isnan(t.counts)))
        # ... but every leaf released something (counts, or a label's one-hot row): a leaf of
        # NaN alone -- an internal node made a leaf -- predicted all-zero probabilities
        ok = ok and not bool(np.any((t.feature < 0) & np.isnan(t.counts).all(1)))
    if not ok:
        raise ModelFileError(f"tree {k} of the model file has inconsistent arrays")


class _DuplicateKey(ValueError):
    """A JSON object of a model or budget file names a key twice."""


def _unique_keys(pairs: list) -> dict:
    """``json.loads``' object hook for model and budget files: the object as a dict, refused
    where a key repeats (:class:`_DuplicateKey`)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        raise _DuplicateKey("a key repeats")
    return out


def opens_as_json_object(raw: bytes) -> bool:
    """Does ``raw`` open as a JSON object does ('{' then '"' or '}'; blanks and a UTF-8 byte
    order mark allowed)?  A data file given in its place does not, whatever its records hold,
    so the refusal it gets says nothing about them."""
    return re.match(rb"(\xef\xbb\xbf)?[ \t\r\n]*\{[ \t\r\n]*[\"}]", raw[:4096]) is not None


def _payload_digest_in_place(raw: bytes) -> str | None:
    """The sha256 of the payload's bytes as the file holds them, where the document has the
    saver's layout (``_HEAD`` + payload + ``_TAIL``, and its checksum matches them), else None.
    The digest is taken on a view of ``raw``: no copy of a large forest's text."""
    if not raw.startswith(_HEAD):
        return None
    m = _TAIL.search(raw, max(len(_HEAD), len(raw) - 128))
    if m is None:
        return None
    digest = hashlib.sha256(memoryview(raw)[len(_HEAD):m.start()]).hexdigest()
    return digest if digest == m.group(1).decode() else None


def _same_epsilon(a, b) -> bool:
    a, b = float(a), float(b)
    return a == b or (math.isfinite(a) and math.isfinite(b) and math.isclose(a, b, rel_tol=1e-9))


def _check_votes(model, where) -> None:
    """At least one tree, and one finite, non-negative vote weight per tree, as ``fit`` leaves
    them: a NaN weight made every prediction the first class and every probability empty, a
    negative one every probability 0.5, both with exit status 0."""
    if len(model.trees_) == 0:
        raise ModelFileError(f"{where}: it holds no trees")
    if not hasattr(model, "tree_weights_"):
        return
    # (present as null: no fit writes that, and predict then failed with a TypeError)
    w = model.tree_weights_
    w = np.asarray(w) if w is not None else np.asarray(None)
    if w.shape != (len(model.trees_),) or w.dtype.kind not in "biuf" or \
            not bool(np.all(np.isfinite(w) & (w >= 0))):
        raise ModelFileError(f"{where}: tree_weights_ must hold one finite, non-negative weight "
                             f"per tree; the file was edited")


def _check_snr_info(model, where) -> None:
    """An SNR forest's per-tree records (``snr_info_``, the random regime's too) as its fit
    writes them: one dict per tree with ``removed`` (a boolean per node: the pruned nodes
    predict walks around), ``snr`` (a number per node) and ``capped``.  An edited list loaded
    and then failed at the first prediction with Python's own errors, or, a mask of one entry,
    broadcast over the tree and changed every prediction without a word."""
    if getattr(model, "snr_info_", None) is None:
        return

    def as_written(entry, n_nodes) -> bool:
        # (``snr`` and ``capped`` are what the fit saw, kept for the reader: an earlier
        # version's file may lack them; predict reads ``removed`` alone)
        if not (isinstance(entry, dict) and "removed" in entry
                and set(entry) <= {"removed", "snr", "capped"}):
            return False
        removed, snr = entry["removed"], entry.get("snr")
        return (isinstance(removed, np.ndarray) and removed.dtype == np.bool_
                and removed.shape == (n_nodes,)
                and (snr is None or isinstance(snr, np.ndarray) and snr.dtype.kind in "iuf"
                     and snr.shape == (n_nodes,))
                and isinstance(entry.get("capped", False), bool))

    info = model.snr_info_
    if not (isinstance(info, list) and len(info) == len(model.trees_)
            and all(as_written(e, t.n_nodes) for t, e in zip(model.trees_, info))):
        raise ModelFileError(f"{where}: snr_info_ must hold, for each tree, its pruned nodes "
                             f"and their signal-to-noise ratios, as a fit writes them; the file "
                             f"was edited")


def _check_accounts(model, payload, where) -> None:
    """The file's privacy records must agree with each other, as ``fit`` leaves them: the
    ledger's composed ε equal to its budget, to the recorded ``epsilon_spent`` and to the
    ε the estimator's recipe spends at its ``epsilon`` (the paper accountings' true ε
    included) -- or, on a model selection's chosen model (``selection_epsilon_``, equal to
    its ledger: the whole selection's), more than that -- and a second copy of the ledger among
    the fitted attributes, where a file of a version before 0.6.8 holds one, equal to it.  A
    file whose ledger alone was edited and re-hashed is refused here; one whose ledger,
    ``epsilon`` and ``epsilon_spent`` were all rescaled together (so that its ε reads smaller
    than what its trees were grown with) agrees with itself, and is refused by
    :func:`_check_tree_epsilon`, which compares the trees' own per-node ε with the ledger
    (run once the trees' arrays are checked).  Neither refuses an editor who rescales the
    trees' ε arrays as well: the checksum is not a signature."""
    led = model.ledger_
    if not all(e.epsilon >= 0 for e in led.entries):     # (NaN compares False too)
        # fit never books a negative or NaN charge, which would hide others in the sum (an
        # infinite one is a paper accounting's exact count: it only raises the total)
        raise ModelFileError(f"{where}: its ledger has a negative or NaN charge; the file was "
                             f"edited")
    spent = led.epsilon
    if led.budget is not None and spent > float(led.budget) * (1 + 1e-9):
        raise ModelFileError(f"{where}: its ledger composes epsilon {spent:g}, above its own "
                             f"budget {float(led.budget):g}; the file was edited")
    if led.budget is not None and not led.noiseless and not _same_epsilon(float(led.budget), spent):
        # a fit grants its ledger the ε its recipe spends and checks that it spent exactly
        # that: a budget left over is an edit, which `show` would print as "(budget 100)"
        raise ModelFileError(f"{where}: its ledger composes epsilon {spent:g}, below its own "
                             f"budget {float(led.budget):g}, which every fit spends whole; the "
                             f"file was edited")
    declared = {name: getattr(model, name, None) for name in ("n_samples", "n_public", "n_max")}
    declared = [name for name, v in declared.items() if v is not None and not isinstance(v, str)]
    if declared and any(str(e.what).startswith("dataset size") for e in led.entries):
        # a fit given a public size spends nothing on a noisy one: a file with both would have
        # `show` print the size as declared public beside the ledger's noisy count of it
        raise ModelFileError(f"{where}: its parameters declare a public size ({declared[0]}) "
                             f"while its ledger holds a noisy dataset size; the file was edited")
    if "epsilon_spent" in payload and not _same_epsilon(_dec(payload["epsilon_spent"]), spent):
        raise ModelFileError(f"{where}: epsilon_spent disagrees with its ledger; the file was edited")
    recipe = getattr(model, "_recipe_epsilon", None)
    if recipe is not None and getattr(model, "epsilon", None) is not None:
        want = recipe(float(model.epsilon))
        # a model selection's chosen model carries the selection's whole ledger, which after
        # a refit reads more than its epsilon (the refit's share) spends: it says so
        # (selection_epsilon_, equal to its ledger), and only then may the two differ, in
        # that direction only
        chosen = getattr(model, "selection_epsilon_", None)
        parts = {e.scope.partition for e in led.entries}
        if chosen is not None and (isinstance(chosen, bool) or not isinstance(chosen, (int, float))
                                   or not _same_epsilon(chosen, spent) or "validation" not in parts
                                   or not any(str(p).startswith("train ") for p in parts)):
            # a selection's ledger holds its candidates' parts and the validation part
            raise ModelFileError(f"{where}: selection_epsilon_ disagrees with its ledger; the "
                                 f"file was edited")
        agrees = _same_epsilon(want, spent) or (chosen is not None and spent > want)
        if not agrees and not led.noiseless:
            raise ModelFileError(f"{where}: its ledger composes epsilon {spent:g}, not the "
                                 f"{want:g} its parameters spend; the file was edited")
        own = getattr(model, "fit_ledger_", None)
        if own is not None and (chosen is None or not isinstance(own, Ledger) or not (
                _same_epsilon(own.epsilon, want) or led.noiseless)):
            # a selected model's own fit: the queries of its trees, at its epsilon
            raise ModelFileError(f"{where}: fit_ledger_ disagrees with the model's epsilon; the "
                                 f"file was edited")
    stated = led.stated
    own_eps = getattr(model, "epsilon", None)
    if stated is not None and (own_eps is None or isinstance(own_eps, bool)
                               or not isinstance(own_eps, (int, float))
                               or not _same_epsilon(stated, float(own_eps))):
        # fit records the epsilon it was given beside a paper recipe's larger total: a stated
        # figure that is not the model's own epsilon is an edit (show and the release
        # statement would print it as what the user asked for)
        raise ModelFileError(f"{where}: its ledger's stated epsilon is not the model's epsilon; the "
                             f"file was edited")
    copy = payload.get("fitted", {}).get("ledger_")
    if copy is not None:
        copy = _dec(copy)
        if not isinstance(copy, Ledger) or copy.to_dict() != led.to_dict():
            raise ModelFileError(f"{where}: its two copies of the ledger differ; the file was edited")


#: relative slack of :func:`_check_tree_epsilon`: the trees' and the ledger's ε are the same
#: float shares added in other orders, so they can differ by a few units in the last place
TREE_EPSILON_RTOL = 1e-9


def _tree_spend(t: FlatTree) -> float:
    """The most ε tree ``t`` records spending on any one of its records: the largest per-node ε
    (:attr:`FlatTree.epsilon` is the path total of every query a node's records paid for,
    root to node; random trees record 0 at their free split nodes and the leaf counts' ε at
    the leaves) and the largest counts' ε (:attr:`FlatTree.count_epsilon`, never above its
    node's path total as ``fit`` writes it)."""
    top = float(np.max(t.epsilon, initial=0.0))
    if t.count_epsilon is not None:
        top = max(top, float(np.max(t.count_epsilon, initial=0.0)))
    return top


#: length of ``fit_id_`` as every fit writes it (``secrets.token_hex(16)``)
FIT_ID_HEX = 32


def _check_common_values(model, where, own_version: bool = True) -> None:
    """The common fitted attributes other than the trees, ledger and bounds, as a fit and the
    ``dpforest fit`` command write them: ``constant_`` a boolean, ``fit_id_`` a hexadecimal
    text (the fit's random name), ``fitted_with_version_`` a text, ``n_features_in_`` a whole
    number, ``feature_names_in_`` that many texts, ``csv_format_`` a layout as ``dpforest fit``
    writes it (:func:`_check_csv_layout`).  A file whose checksum was recomputed
    after an edit could hold anything there, which the booking registry, ``dpforest show`` and
    scikit-learn's input checks would each trip over later and elsewhere."""
    def bad(name, what):
        return ModelFileError(f"{where}: {name} is not {what}; the file was edited")

    v = getattr(model, "constant_", None)
    if v is not None and not isinstance(v, bool):
        raise bad("constant_", "true or false")
    # the file holds the class list twice: in the schema the model was fitted with (its
    # parameters) and in the one it predicts with (schema_), which every fit copies from it;
    # the leaves' counts are read in schema_'s order, so a file whose copies disagree would
    # load and name the wrong class for every record
    given = getattr(model, "schema", None)
    if isinstance(given, Schema) and list(given.classes) != list(model.schema_.classes):
        raise ModelFileError(f"{where}: its two copies of the class list (the schema in its "
                             f"parameters and the fitted schema_) disagree in their classes or "
                             f"their order; the file was edited")
    if isinstance(given, Schema) and given.out_of_bounds != model.schema_.out_of_bounds:
        # what predict does with a value beyond the bounds (refuse or clip), which `dpforest
        # show` reads from the parameters' copy and predict from schema_
        raise ModelFileError(f"{where}: its two copies of the schema (in its parameters and "
                             f"the fitted schema_) disagree in out_of_bounds; the file was "
                             f"edited")
    if isinstance(given, Schema):
        # likewise each column's public description: a fit may give schema_ finer numeric
        # grids or its columns in the frame's order, never another kind, bounds, missing-value
        # rule or category list (a category order edited in one copy re-codes the column)
        fitted = {f.name: f for f in model.schema_.features}
        for f in given.features:
            g = fitted.get(f.name)
            same = g is not None and f.kind == g.kind and type(f) is type(g) \
                and bool(getattr(f, "allow_missing", False)) == bool(getattr(g, "allow_missing", False)) \
                and (list(f.categories) == list(g.categories) if f.kind == "categorical" else
                     (f.lower, f.upper) == (g.lower, g.upper)) \
                and list(getattr(f, "levels", ())) == list(getattr(g, "levels", ())) \
                and bool(getattr(f, "integer", False)) == bool(getattr(g, "integer", False))
            if not same or len(fitted) != len(given.features):
                raise ModelFileError(f"{where}: its two copies of the column {printable(f.name)!r} "
                                     f"(in the schema in its parameters and in the fitted "
                                     f"schema_) disagree; the file was edited")
    v = getattr(model, "fit_id_", None)
    if v is not None and not (isinstance(v, str) and len(v) == FIT_ID_HEX
                              and all(ch in "0123456789abcdef" for ch in v)):
        # every version writes 16 random bytes: any other length is room for text of the
        # editor's, which the loader cannot tell from randomness
        raise bad("fit_id_", f"a fit's random name ({FIT_ID_HEX} hexadecimal digits)")
    v = getattr(model, "fitted_with_version_", None)
    if v is not None and not (isinstance(v, str) and len(v) <= 64):
        raise bad("fitted_with_version_", "a version text")
    n = getattr(model, "n_features_in_", None)
    if hasattr(model, "n_features_in_") and (
            isinstance(n, bool) or not isinstance(n, numbers.Integral)
            or n != model.schema_.n_features):
        # (null, or another width than the schema's: every predict was then refused)
        raise bad("n_features_in_", "the schema's number of features")
    names = getattr(model, "feature_names_in_", None)
    if hasattr(model, "feature_names_in_"):
        arr = np.asarray(names, dtype=object)
        if arr.ndim != 1 or not all(isinstance(x, str) for x in arr) or \
                (n is not None and len(arr) != n) or \
                sorted(arr.tolist()) != sorted(model.schema_.feature_names):
            raise bad("feature_names_in_", "the schema's feature names, one per input feature")
    v = getattr(model, "leaf_release_", None)
    if hasattr(model, "leaf_release_") and not isinstance(v, str):
        raise bad("leaf_release_", "a leaf release's name")
    _check_fit_settings(model, where, own_version)
    from .forests.base import TARGET_NAME_MAX

    v = getattr(model, "target_name_", None)
    if v is not None and not (isinstance(v, str) and 0 < len(v) <= TARGET_NAME_MAX
                              and v not in model.schema_.feature_names):
        raise bad("target_name_", "the name of the target's column (no feature's)")
    v = getattr(model, "csv_format_", None)
    if v is not None:
        _check_csv_layout(model, v, bad)
    v = getattr(model, "group_", None)
    if v is not None:
        # a per-group fit's group: a categorical feature of the model's schema and one of its
        # declared categories (None: its missing values, where it allows them)
        names = model.schema_.feature_names
        f = (model.schema_.features[names.index(v["column"])]
             if isinstance(v, dict) and set(v) == {"column", "category"}
             and isinstance(v["column"], str) and v["column"] in names else None)
        cats = list(getattr(f, "categories", None) or ()) + ([None] if getattr(f, "allow_missing", False) else [])
        if f is None or getattr(f, "kind", None) != "categorical" or not any(
                v["category"] is c or (type(v["category"]) is type(c) and v["category"] == c)
                for c in cats):
            raise bad("group_", "a group of a per-group fit (a categorical column of its schema "
                      "and one of its declared categories)")


#: keys ``dpforest fit`` writes in a model's ``csv_format_`` besides the CSV options
#: (``person_bound``: files of versions before the bound became ``person_bound_``)
CSV_LAYOUT_MODEL_KEYS = ("target", "drop", "person_bound")


def _check_csv_layout(model, layout, bad) -> None:
    """``csv_format_`` as ``dpforest fit`` writes it: the CSV options (checked as the command
    line checks them), the label column's name, the dropped columns' names, and in older files
    the rows-per-person bound (checked with ``person_bound_``); the header's column names are
    the model's columns, its label and the dropped ones, and ``label_map`` maps label texts to
    declared classes.  Any other key is refused like any key no version writes: it would load,
    travel with the model and show only in ``show --json``."""
    from ._cli.common import DEFAULT_CSV_FORMAT, CLIError
    from ._cli.csv_reading import _check_csv_format

    if not (isinstance(layout, dict) and all(isinstance(k, str) for k in layout)):
        raise bad("csv_format_", "a CSV layout (a mapping of option names)")
    unknown = set(layout) - set(DEFAULT_CSV_FORMAT) - set(CSV_LAYOUT_MODEL_KEYS)
    if unknown:
        raise bad("csv_format_", "a CSV layout as dpforest writes it (it holds a key no version "
                                 "writes)")
    target, drop = layout.get("target"), layout.get("drop")
    if target is not None and not isinstance(target, str):
        raise bad("csv_format_", "a CSV layout (its target is not a column name)")
    if drop is not None and not (isinstance(drop, list) and all(isinstance(c, str) for c in drop)):
        raise bad("csv_format_", "a CSV layout (its drop is not a list of column names)")
    try:
        options = _check_csv_format({k: w for k, w in layout.items() if k in DEFAULT_CSV_FORMAT},
                                    "csv_format_")
    except CLIError:
        raise bad("csv_format_", "a CSV layout the command line accepts") from None
    names = set(model.schema_.feature_names) | set(drop or ()) | {target}
    if options["columns"] is not None and not set(options["columns"]) <= names:
        raise bad("csv_format_", "a CSV layout (its columns are not the model's columns, its "
                                 "label and the dropped ones)")
    classes = list(model.schema_.classes)
    if any(c not in classes for c in options["label_map"].values()):
        raise bad("csv_format_", "a CSV layout (its label_map names a class the schema does "
                                 "not declare)")


def _check_person_bound(model, where) -> None:
    """A recorded rows-per-person bound (``person_bound_``, or the CSV layout's copy in files
    of earlier versions: :func:`dpforest.contributions.person_bound`) must be as
    :func:`~dpforest.contributions.fit_per_person` and ``dpforest fit --person`` write it: a
    whole number of rows >= 1 and a guarantee per person of that many times the ledger's ε
    (group privacy; within rounding).  Only that arithmetic can be checked: ``max_rows`` itself
    is taken on trust (an edit of both that stays consistent loads), like the ledger."""
    from .contributions import _check_max_rows, person_bound

    raw = getattr(model, "person_bound_", None)
    if raw is not None and not isinstance(raw, dict):
        raise ModelFileError(f"{where}: person_bound_ is not a record of a rows-per-person bound; "
                             f"the file was edited")
    bound = person_bound(model)
    if bound is None:
        return
    k, eps = bound.get("max_rows"), bound.get("person_epsilon")
    try:
        _check_max_rows(k)          # a whole number >= 1, as fit takes it
        whole = True
    except ValueError:
        whole = False
    if set(bound) != {"column", "max_rows", "person_epsilon"} or not whole or \
            isinstance(eps, bool) or not isinstance(eps, (int, float)) or not eps > 0:
        raise ModelFileError(f"{where}: its rows-per-person bound is malformed; the file was edited")
    spent = k * float(model.ledger_.epsilon)
    if not _same_epsilon(spent, eps):
        # fit records max_rows x the ledger's epsilon (the person_epsilon asked for, of which
        # the row epsilon is the share rounded down): a stated figure that is not that product
        # is an edit, and show would print false arithmetic
        raise ModelFileError(f"{where}: its rows-per-person bound states epsilon {float(eps):g} per "
                             f"person, not {k} rows x the ledger's {model.ledger_.epsilon:g}; the "
                             f"file was edited")


def _check_tree_epsilon(model, where) -> None:
    """No tree may record more ε than the ledger composes: a file whose ledger, ``epsilon``
    and ``epsilon_spent`` were edited down together (re-hashed, so :func:`_check_accounts`
    finds them consistent) while its trees still record the ε they were grown with.

    Two bounds, each true of every file ``fit`` writes (relative slack
    :data:`TREE_EPSILON_RTOL`):

    * every tree's :func:`_tree_spend` is at most the ledger's ε.  A tree's path totals are the
      ε its queries booked under its own scope (the grower adds each charged count query,
      selection and leaf release to the path as the data door books it; the random-tree
      forests and boosting record the one leaf release each tree or round books), and the
      ledger's ε is at least any one tree's worst path, whatever the partitions, bootstraps
      or paper accounting (a paper's ledger holds the true composed ε, ∞ for an exact read);
    * where no ledger entry names a partition (no disjoint parts of the data: every tree read
      all records or a bootstrap draw of them), the trees' spends *summed* are at most the
      ledger's ε: the ledger composes trees on shared records sequentially, each saved tree
      under its own tree id, plus every untreed query; so does every file of a forest whose
      recipe never names a partition (:data:`_SHARED_RECORDS`), whatever its entries say.
      Forests on disjoint partitions (and a model selector's chosen model, whose ledger folds
      each fit into one entry of its part) name partitions and get the first bound only.

    The tree is named by its index; the message holds ε figures only, no data.
    """
    spent = float(model.ledger_.epsilon)
    bound = spent * (1 + TREE_EPSILON_RTOL)
    spends = []
    for k, t in enumerate(model.trees_):
        if not bool(np.all(np.asarray(t.epsilon, dtype=float) >= 0)):   # (NaN compares False)
            raise ModelFileError(f"{where}: tree {k} records a negative or NaN epsilon; the file "
                                 f"was edited")
        spends.append(_tree_spend(t))
        if spends[-1] > bound:
            raise ModelFileError(
                f"{where}: tree {k} records more epsilon ({spends[-1]:g}) than its ledger "
                f"composes ({spent:g}): the ledger was edited down, or the tree up; the file was "
                f"edited")
    shared = not any(e.scope.partition is not None for e in model.ledger_.entries) or (
        # a forest whose recipe never names a partition (its trees share their records) keeps
        # the summed bound whatever its entries say: one zero-epsilon entry naming a partition,
        # added to a ledger scaled down with the parameters, switched it off
        type(model).__name__ in _SHARED_RECORDS and type(model).__module__.startswith("dpforest.")
        and "partition" not in (getattr(model, "sampling", None), getattr(model, "scouting", None))
        and getattr(model, "selection_epsilon_", None) is None)
    if shared and math.fsum(spends) > bound:
        raise ModelFileError(
            f"{where}: its trees record more epsilon ({math.fsum(spends):g} summed over its "
            f"{len(spends)} trees, which share their records) than its ledger composes "
            f"({spent:g}): the ledger was edited down, or the trees up; the file was edited")


#: dpforest's forests whose fits book no query under a partition unless their ``sampling`` or
#: ``scouting`` is ``'partition'`` (otherwise every tree reads all the records or a bootstrap
#: draw of them), so the trees' summed spends bound their ledger's epsilon in every such file
#: fit writes (a model selection's chosen model excepted: its ledger folds each candidate's
#: fit into one entry of its part).  The default forest on disjoint partitions
#: (n_estimators > 1) and CRFsDP name partitions.
_SHARED_RECORDS = frozenset({"DPRFClassifier", "PrivateRDTClassifier", "DiffPRFsClassifier",
                             "RFDPOOBClassifier", "OOBBudgetForestClassifier",
                             "SNRForestClassifier", "DPBoostingClassifier"})

#: the keys of a model file's document and of its payload, as :func:`save_model` writes them
_DOCUMENT_KEYS = frozenset({"format", "version", "sha256", "payload"})
#: parameters renamed since files were first written: (class name, old name) -> new name
_RENAMED = {("SNRForestClassifier", "n_public"): "n_samples"}


def _renamed(params: dict, cls) -> dict:
    """``params`` of a file written before a parameter's rename, under the current names (a
    renamed parameter's value moves to its new name, so a refit of the loaded model neither
    warns nor sees both names)."""
    for (owner, old), new in _RENAMED.items():
        if cls.__name__ == owner and old in params and new not in params:
            params[new] = params.pop(old)
    return params


_PAYLOAD_KEYS = frozenset({"estimator", "dpforest_version", "params", "fitted", "schema", "ledger",
                           "epsilon_spent", "fitted_in_other_order"})


def load_schema(path) -> Schema:
    """The :class:`~dpforest.schema.Schema` of a command-line schema file (``dpforest
    schema-template``'s JSON, filled in), for the same schema in Python: its features, classes
    and options, without the file's ``target`` and CSV layout keys (which only the command line
    reads).  Raises ``ValueError`` for a missing, unreadable or invalid file or one with a
    ``<FILL IN ...>`` left, with the command line's message."""
    from .cli import CLIError, load_schema_file

    try:
        return load_schema_file(path)[0]
    except CLIError as e:            # raised outside the handler: the message is the error
        message = str(e)
    raise ValueError(message)


def save_schema(schema: Schema, path, *, target=None, **csv_layout) -> Path:
    """Write ``schema`` as a command-line schema file (the JSON ``dpforest schema-template``
    writes, filled in), for ``dpforest fit`` / ``predict`` / ``evaluate --schema``, and for
    :func:`load_schema`, which reads the same schema back.

    Parameters
    ----------
    schema : Schema
        The public schema, as built in Python.
    path : str or path-like
        The file to write (atomically, as :func:`save_model` writes a model; an existing file
        is overwritten, like ``open(path, "w")``).
    target : str, optional
        The label column of the CSV files the command line will read (else its ``--target``).
    **csv_layout
        How those files are written, under the schema file's own keys (``sep``, ``na_values``,
        ``default_na``, ``header``, ``columns``, ``comment``, ``decimal``, ``thousands``,
        ``encoding``, ``label_map``), checked as the command line checks them; keys left at
        the command line's defaults are not written.

    Returns the path.  Nothing is read from any data: the file holds the schema's declared
    features, classes and options only.  Raises ``ValueError`` for an unknown or invalid
    layout key or a schema a JSON file cannot hold (a class or category JSON cannot write
    back as itself), ``TypeError`` for a ``schema`` that is not a :class:`Schema`, before
    anything is written.
    """
    from .cli import CLIError, DEFAULT_CSV_FORMAT, _check_csv_format

    if not isinstance(schema, Schema):
        raise TypeError(f"save_schema writes a dpforest Schema, got {type(schema).__name__}")
    unknown = sorted(set(csv_layout) - set(DEFAULT_CSV_FORMAT))
    if unknown:
        raise ValueError(f"save_schema: unknown layout key(s) {', '.join(map(repr, unknown))}; "
                         f"the schema file's layout keys are {', '.join(DEFAULT_CSV_FORMAT)}")
    if target is not None and not isinstance(target, str):
        raise ValueError("save_schema: target must be the label column's name (a string)")
    try:
        _check_csv_format(dict(csv_layout), "save_schema")
    except CLIError as e:
        raise ValueError(str(e)) from None
    doc = schema.to_dict()
    if target is not None:
        if target in schema.feature_names:
            raise ValueError(f"save_schema: target {target!r} is also a feature of the schema")
        doc["target"] = target
    doc.update({k: v for k, v in csv_layout.items() if v != DEFAULT_CSV_FORMAT[k]})
    text = json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        back = Schema.from_dict(json.loads(text))
    except (ValueError, TypeError) as e:
        raise ValueError(f"save_schema: this schema cannot be written as a schema file ({e})") \
            from None
    if back.to_dict() != schema.to_dict():
        # a class or category JSON turns into another value (a tuple into a list, a numpy
        # scalar's type): the command line would read another schema
        raise ValueError("save_schema: this schema does not read back as itself from JSON (a "
                         "class or category that JSON cannot hold as it is, such as a tuple); "
                         "declare them as strings or numbers")
    return write_bytes_atomically(path, text.encode("utf-8"))


#: parameters added after model files were first written, with their defaults: left out of a
#: file while at that default, so that versions without them still read it (the loader gives
#: a parameter missing from the file its default)
ADDED_PARAMETERS = {
    "RFDPOOBClassifier": {"feature_weight_mean": "splits", "unsplit_features": "zero"},
}


def _added_at_default(estimator: str, param: str, value) -> bool:
    added = ADDED_PARAMETERS.get(estimator, {})
    return param in added and isinstance(value, str) and value == added[param]


def load_model(path, *, max_bytes: int = MAX_MODEL_BYTES, sha256: str | None = None) -> DPForestBase:
    """Read a model written by :func:`save_model`; refuses anything it cannot vouch for.

    Parameters
    ----------
    path : str, path-like or binary file object
        The model file (gzip-compressed or plain JSON), or a file object open for reading
        bytes (anything with ``.read``: ``open(..., "rb")``, ``io.BytesIO``, a download
        stream), read from where it stands and left open; no more than ``max_bytes`` + 1 bytes
        of it are read.  A model held as ``bytes`` loads with :func:`loads_model`.
    max_bytes : int, default=MAX_MODEL_BYTES
        The largest file accepted, in bytes, both on disk and after decompression (default
        ``dpforest.io.MAX_MODEL_BYTES`` = 2^30 bytes, 1 GiB); raise it for a larger model you
        trust.
    sha256 : str or None, default=None
        The hash (64 hexadecimal digits) the file's bytes must have (``sha256sum FILE``), as
        ``dpforest show`` prints it where the model was made: a file that differs is refused
        before it is parsed.  Not the file's own ``"sha256"`` field, the checksum of its
        payload inside the file, which catches accidents; only a hash kept apart from the file
        catches a file replaced or edited whole.

    Returns
    -------
    estimator
        The fitted estimator of the class the file names, with its parameters, fitted
        attributes, ``schema_``, ``classes_`` and ``ledger_`` as saved.

    Raises
    ------
    ModelFileError
        (a ``ValueError``) for an unreadable, truncated, corrupted, edited (checksum
        mismatch, or privacy records that disagree: a ledger composing less ε than its
        parameters spend or its trees record), too deeply nested, too large (more than
        ``max_bytes`` on disk or after decompression) or incompatible file (other format,
        newer version, unknown estimator class, parameters the class does not have), or one
        whose bytes do not have the ``sha256`` given.
    FileNotFoundError
        For a missing path.

    Notes
    -----
    A file that passes these checks but was written by another dpforest version (its
    ``dpforest_version``) loads with an :class:`InconsistentVersionWarning` naming both
    versions; a refused file raises without it (the error names the writer's version when
    it differs).  Silence it with
    ``warnings.simplefilter("ignore", dpforest.io.InconsistentVersionWarning)``.
    """
    sha256 = _check_sha256_argument(sha256)
    if hasattr(path, "read"):
        # a file object: named by its name where it has one (an open file's path), as a path is
        name = getattr(path, "name", None)
        name = os.fsdecode(name) if isinstance(name, (str, bytes, os.PathLike)) else None
        where = f"model file {name!r}" if name is not None else "the model file object"
        raw = _read_stream(path, int(max_bytes), where, sha256)
        return _load_raw(raw, where, name, "<file object>" if name is None else name)
    path = Path(path)
    where = f"model file {str(path)!r}"
    raw = _read_bounded(path, int(max_bytes), where, sha256)
    return _load_raw(raw, where, str(path), path)


def loads_model(data, *, max_bytes: int = MAX_MODEL_BYTES, sha256: str | None = None) -> DPForestBase:
    """Read a model from the bytes :func:`dumps_model` or :func:`save_model` wrote (plain or
    gzip-compressed JSON): :func:`load_model` for a model kept as a blob.

    ``data`` is ``bytes``, ``bytearray`` or ``memoryview``; ``max_bytes`` and ``sha256`` mean
    what they mean in :func:`load_model` (``sha256``: of these bytes), and every check of
    :func:`load_model` is made, with the same :class:`ModelFileError` for bytes that are not a
    model.  Bytes have no name, so a pickle (``pickle.dumps``) is refused as any other bytes that
    are not a model are, in one message whatever they hold (a file's pickle is told by its
    name, never by its bytes, for the same reason: a data record given by mistake must not
    shape the message).  A model written by another dpforest version warns as a file does, its
    :class:`InconsistentVersionWarning` ``path`` being ``"<bytes>"``."""
    sha256 = _check_sha256_argument(sha256)
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"loads_model reads bytes (what dumps_model returns), got "
                        f"{type(data).__name__}; for a file's path or a file object use load_model")
    data = bytes(data)
    where = "the bytes object given"
    return _load_raw(_checked_bytes(data, int(max_bytes), where, sha256), where, None, "<bytes>")


def _check_sha256_argument(sha256) -> str | None:
    """The expected hash as 64 hexadecimal digits: blanks around it (a line read from a file)
    and a ``sha256sum`` line's file name after it are left out; anything else is refused."""
    if sha256 is None:
        return None
    if isinstance(sha256, str):
        m = re.fullmatch(r"\s*([0-9a-fA-F]{64})(?:[ \t]+\*?\S.*?)?\s*", sha256)
        if m is not None:
            return m.group(1)
    raise ValueError("sha256 must be the file's hash as 64 hexadecimal digits (hashlib's "
                     "hexdigest, as dpforest show prints it)")


#: a parse that failed before giving a document
_NOT_PARSED = object()


def _load_raw(raw: bytes, where: str, name: str | None, label) -> DPForestBase:
    """The model in a file's bytes ``raw`` (size, hash and gzip already seen to by
    :func:`_checked_bytes`), every check of :func:`load_model` made.  ``where``: how messages
    name the source; ``name``: its file name, the only thing a pickle is told by (None for
    bytes); ``label``: the ``path`` an :class:`InconsistentVersionWarning` carries."""
    import dpforest

    if raw.startswith(b"\xef\xbb\xbf"):
        # a UTF-8 byte order mark, which an editor can add when it saves the file: not part of
        # the document (JSON forbids it, and dpforest never writes one)
        raw = raw[3:]
    verified = _payload_digest_in_place(raw)
    if not opens_as_json_object(raw):
        if name is not None and os.path.splitext(name)[1].lower() in PICKLE_SUFFIXES:
            # told by the file's name (public), never by its bytes: a data file given by
            # mistake must get one message whatever its first record holds
            raise ModelFileError(f"{where} is named as a pickle, not a dpforest model file: "
                                 f"load it with joblib.load or pickle.load, and only from a "
                                 f"source you trust (a pickle runs code as it loads)")
        if name is None:
            # bytes have no name to tell a pickle by, and their content must not choose the
            # message: one for every blob that does not open as a model document
            raise ModelFileError(f"{where} is not a dpforest model file (not a JSON object: "
                                 f"empty, a pickle, a data file or damaged bytes?); a pickle loads "
                                 f"with pickle.loads, only from a source you trust")
        # a data file given by mistake: one message whatever its records hold (not whether
        # they are UTF-8, nor the parser's position in the first of them, nor whether there are
        # any: an empty file gets it too, so the message names that cause among the others)
        # (a pickle among the causes named: one saved under a model file's name, .json.gz,
        # was told it might be empty or a data file only)
        raise ModelFileError(f"{where} is not a dpforest model (not a JSON object; is it empty, "
                             f"a data file, or a pickle -- which loads with joblib.load or "
                             f"pickle.load, only from a source you trust?)")
    # a document that does not open as dpforest writes its files (the public header) may be a
    # JSON data file given by mistake: then one message whatever its records hold, not which
    # of the checks below its content fails first (nor any of its values)
    ours = raw[:len(_HEAD)] == _HEAD
    other = (f"{where} is not a dpforest model file (a JSON object that does not open as "
             f"dpforest's model files do: a data file?)")
    # for a document not in dpforest's form every refusal below is raised outside the
    # handler: no __cause__ or __context__ (a decoder's error holds the whole document, a
    # parser's its position in the first record)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        if ours:
            raise ModelFileError(f"{where} is not a dpforest model (not UTF-8 text, possibly "
                                 f"corrupted)") from e
        text = None
    if text is None:
        raise ModelFileError(other)
    del raw          # the bytes, the text and the parsed document of a large forest are each
    if _nesting_depth(text) > MAX_NESTING:
        raise ModelFileError(f"{where} is nested deeper than {MAX_NESTING} levels; not a "
                             f"dpforest model" if ours else other)
    doc = _NOT_PARSED
    try:
        doc = json.loads(text, object_pairs_hook=_unique_keys)
    except _DuplicateKey:
        # json.loads keeps the last copy silently: a checker whose parser keeps the first (or
        # who reads the file) would see another ledger than the one loaded
        if ours:
            raise ModelFileError(f"{where} names a key twice in one JSON object: refused, "
                                 f"since readers disagree on which copy counts (not a file "
                                 f"dpforest wrote)") from None
    except MemoryError:
        # a small file can hold millions of empty objects: Python's objects for them take
        # tens of times the text (a 300 MB document of {} exhausted 3 GB)
        raise ModelFileError(f"{where} is too large to load in this process's memory (a "
                             f"document of that many values is no model dpforest wrote; pass "
                             f"a smaller max_bytes to refuse such files earlier)") from None
    except (json.JSONDecodeError, RecursionError, ValueError) as e:
        # no parser position: for a data file given by mistake it measures the first record
        if ours:
            raise ModelFileError(f"{where} is not a dpforest model (not valid JSON, possibly "
                                 f"truncated or corrupted)") from e
    if doc is _NOT_PARSED:
        raise ModelFileError(other)
    del text         # hundreds of MB: keep one of them at a time
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
        # never the field's value: a data file's "format" could be any of its records' text
        raise ModelFileError(f"{where} is not a dpforest model file (its 'format' is not "
                             f"{FORMAT_NAME!r})" if ours else other)
    # the writer's version, unchecked yet, only to say so in a refusal (a newer writer's file
    # is best read by upgrading, not by editing it)
    claimed = doc.get("payload", {}).get("dpforest_version") if isinstance(doc.get("payload"), dict) else None
    newer = ("" if not isinstance(claimed, str) or claimed == dpforest.__version__ else
             f" (it says it was written by {_writer(claimed)}; this is dpforest {dpforest.__version__}: "
             f"read it with that version or a later one)")
    version = doc.get("version")
    if version not in READABLE_VERSIONS or isinstance(version, bool):
        raise ModelFileError(f"{where} has format version {version!r}; this dpforest reads "
                             f"versions {', '.join(map(str, READABLE_VERSIONS))}{newer}")
    payload = doc.get("payload")
    if not isinstance(payload, dict) or not isinstance(doc.get("sha256"), str):
        raise ModelFileError(f"{where} lacks its payload or checksum")
    # only the keys the saver writes: a key outside the payload is not covered by the checksum,
    # one inside it is read by nothing, and either is a file edited by hand
    extra = sorted(set(doc) - _DOCUMENT_KEYS) + sorted(f"payload.{k}" for k in
                                                        set(payload) - _PAYLOAD_KEYS)
    if extra:
        raise ModelFileError(f"{where} holds keys a dpforest model file does not have "
                             f"({', '.join(map(repr, extra[:5]))}): edited by hand, not a "
                             f"dpforest model, or written by another version{newer}")
    if verified is not None and verified == doc["sha256"]:
        digest = verified            # the saver's bytes, checked where they lie in the file
    else:
        try:
            digest = hashlib.sha256(_canonical(payload)).hexdigest()
        except (ValueError, TypeError, RecursionError) as e:
            raise ModelFileError(f"{where} has a malformed payload ({type(e).__name__})") from e
    if digest != doc["sha256"]:
        raise ModelFileError(f"{where} failed its sha256 check: the file was corrupted or edited")
    saved_version = payload.get("dpforest_version")
    current_version = getattr(dpforest, "__version__", None)
    other_version = ("" if saved_version == current_version else
                     f" (written by {_writer(saved_version)}; this is dpforest {current_version})")
    try:
        cls = estimator_class(payload["estimator"])
        params = _renamed({k: _dec(v) for k, v in payload["params"].items()}, cls)
        unknown = set(params) - set(cls().get_params(deep=False))
        if unknown:
            raise ModelFileError(f"{where}: {cls.__name__} has no parameters {sorted(unknown)}"
                                 + (other_version or " (saved by another dpforest version?)"))
        model = cls(**params)
        # the file's parameters are those of the fit (save_model writes fitted_params): kept as
        # the fit's, so that set_params on the loaded model and saving it again keep them too
        model._fit_params = dict(model.get_params(deep=False))
        own = payload["estimator"] in _REGISTERED
        for k, v in payload["fitted"].items():
            if not (k.endswith("_") and not k.startswith("_")):
                raise ModelFileError(f"{where}: {printable(k)!r} is not a fitted attribute name")
            if not own and k not in MODEL_FILE_ATTRIBUTES | {"ledger_", "schema_"}:
                raise ModelFileError(
                    f"{where}: holds a fitted attribute {printable(k)!r} that no dpforest "
                    f"version writes (a model file holds what a fit released and nothing else)"
                    + (other_version or ""))
            setattr(model, k, _dec(v))
        model.schema_ = Schema.from_dict(_dec(payload["schema"]))
        # classes_ follows scikit-learn's sorted order (files written before that held the
        # declared order; predict_proba's columns are re-derived from the schema either way)
        from .forests.base import sorted_classes
        model.classes_ = sorted_classes(model.schema_.classes)
        model.ledger_ = Ledger.from_dict(payload["ledger"])
        if payload.get("fitted_in_other_order", False) is not False:
            if payload["fitted_in_other_order"] is not True:
                raise ModelFileError(f"{where}: fitted_in_other_order is not a boolean")
            model._fitted_in_other_order = True
        _check_accounts(model, payload, where)
        _check_common_values(model, where, own_version=not other_version)
        _check_person_bound(model, where)
        # the ledger's report words its ε per kept row where the rows were bounded per person
        from .contributions import person_bound

        model.ledger_.bound_per_person(person_bound(model))
        if not (payload["estimator"] in _REGISTERED and not hasattr(model, "trees_")
                and not any(issubclass(cls, estimator_class(b)) for b in ESTIMATOR_CLASSES)):
            # (an estimator of one's own need not have trees: the checks above are all it gets)
            if not isinstance(model.trees_, list) or not all(isinstance(t, FlatTree) for t in model.trees_):
                raise ModelFileError(f"{where}: trees_ is not a list of trees")
            for k, t in enumerate(model.trees_):
                _check_tree(t, np.asarray(model.schema_.n_codes()), model.schema_.n_classes, k)
            _check_tree_epsilon(model, where)
            _check_votes(model, where)
            _check_snr_info(model, where)
    except ModelFileError as e:
        if not other_version or other_version in str(e):
            raise
        raise ModelFileError(f"{e}{other_version}") from e
    except ImportError:
        # a dependency missing from this installation (opendp, scipy), not a bad file
        raise
    except Exception as e:  # noqa: BLE001 -- any failure to rebuild the payload is a bad file
        # (the checksum passed, so this is a deliberately edited file or another version's)
        # the library's message can quote the file's text (pandas quotes a bad date): shown
        # with escapes, as every text from the file is
        raise ModelFileError(f"{where} has a malformed payload ({type(e).__name__}: "
                             f"{printable(e)}){other_version}") from e
    if other_version:
        # stacklevel 3: the caller of load_model / loads_model
        warnings.warn(InconsistentVersionWarning(path=label, original_version=saved_version,
                                                 current_version=current_version), stacklevel=3)
    if model.ledger_.noiseless:
        # a server loading the file in Python is told as `dpforest show` tells its reader
        from .exceptions import AccountingWarning

        warnings.warn(
            f"{where} holds a model fitted in NOISELESS test mode: its counts and choices carry "
            f"no noise, so it is NOT differentially private whatever its ledger reads; never "
            f"publish or serve it.", AccountingWarning, stacklevel=3)
    # for `dpforest show` (not a fitted attribute: saving the model again records the installed
    # version, as the file it writes is that version's)
    model._written_by = saved_version if isinstance(saved_version, str) else None
    return model
