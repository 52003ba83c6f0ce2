"""Algorithm names used by the CLI and the experiment runner, resolved lazily.

Some estimators are added over time; :func:`get_class` returns ``None`` for one that is not
importable (yet), so callers can report it as unavailable instead of crashing.
"""

from __future__ import annotations

from ..io import ModelFileError, estimator_class

__all__ = ["ALGORITHMS", "PAPER_NAMES", "PAPER_SUFFIX", "get_class", "available", "make_estimator",
           "split_accounting", "display_name"]

#: an algorithm name ending in this suffix is the paper's forest run with its paper's own accounting
PAPER_SUFFIX = "@paper"

# algorithm name -> estimator class name
ALGORITHMS = {
    "default": "DPForestClassifier",
    "diffprfs": "DiffPRFsClassifier",
    "rfdp-oob": "RFDPOOBClassifier",
    "oob-budget": "OOBBudgetForestClassifier",
    "dprf": "DPRFClassifier",
    "snr": "SNRForestClassifier",
    "private-rdt": "PrivateRDTClassifier",
    "crfsdp": "CRFsDPClassifier",
    "boosting": "DPBoostingClassifier",
}

# display names for tables and plots
PAPER_NAMES = {
    "default": "dpforest default", "diffprfs": "DiffPRFs", "rfdp-oob": "RFDP_OOB",
    "oob-budget": "OOB budget (Li 2022)", "dprf": "DPRF", "snr": "SNR forest",
    "private-rdt": "Private-RDT", "crfsdp": "CRFsDP", "boosting": "DP boosting (random trees)",
    "sklearn-rf": "RandomForest (non-private)",
    "diffprivlib": "diffprivlib RF", "majority": "majority class (non-private)",
}


#: the grids' non-private references: no ledger, so no accounting in the raw table
NON_PRIVATE = frozenset({"sklearn-rf", "majority"})


def split_accounting(name: str) -> tuple[str, str]:
    """``'dprf@paper'`` -> ``('dprf', 'paper')``; ``'dprf'`` -> ``('dprf', 'sound')``."""
    if name.endswith(PAPER_SUFFIX):
        return name[:-len(PAPER_SUFFIX)], "paper"
    return name, "sound"


#: algorithms whose ``accounting='paper'`` is our reading of a split the paper does not state
#: (DPRF's copy gives no per-tree split): labelled so wherever a twin is named
HYPOTHESISED_ACCOUNTING = frozenset({"dprf"})


def display_name(name: str) -> str:
    base, acc = split_accounting(name)
    label = PAPER_NAMES.get(base, base)
    if acc != "paper":
        return label
    return (f"{label} (our reading of the paper's accounting)" if base in HYPOTHESISED_ACCOUNTING
            else f"{label} (paper's accounting)")


def get_class(name: str):
    """The estimator class of algorithm ``name`` (a key of :data:`ALGORITHMS`, optionally with
    the :data:`PAPER_SUFFIX`), or None."""
    name = split_accounting(name)[0]
    if name not in ALGORITHMS:
        raise KeyError(f"unknown algorithm {name!r}; choose one of {', '.join(ALGORITHMS)}")
    try:
        return estimator_class(ALGORITHMS[name])
    except (ModelFileError, ImportError, AttributeError):
        return None


def available() -> dict[str, bool]:
    return {k: get_class(k) is not None for k in ALGORITHMS}


def default_algorithm() -> str:
    """'default' once DPForestClassifier exists, else 'diffprfs'."""
    return "default" if get_class("default") is not None else "diffprfs"


def make_estimator(name: str, epsilon: float, schema, **params):
    """Instantiate algorithm ``name`` passing only the parameters its class accepts.

    ``params`` with value None are dropped; a parameter the class lacks (e.g. ``max_depth`` for
    the SNR forest, whose depth is data-size driven) is silently skipped.
    """
    cls = get_class(name)
    name, accounting = split_accounting(name)
    if cls is None:
        raise ImportError(f"algorithm {name!r} ({ALGORITHMS[name]}) is not available in this "
                          f"dpforest installation")
    accepted = set(cls().get_params(deep=False))
    kw = {k: v for k, v in params.items() if v is not None and k in accepted}
    if accounting == "paper":
        if "accounting" not in accepted:
            raise ValueError(f"{name!r} has no paper accounting (only the four papers' forests do)")
        kw["accounting"] = "paper"
    return cls(epsilon=epsilon, schema=schema, **kw)
