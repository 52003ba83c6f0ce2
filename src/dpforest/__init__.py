"""dpforest: differentially private random forests that fit like scikit-learn estimators.

Every estimator needs a public :class:`Schema` (bounds, categories, classes declared by the user),
reads raw records only through :class:`dpforest.data.PrivateData`, and carries a ``ledger_`` of
every charged query whose composed ``epsilon`` equals the budget granted.

Names are imported on first use (PEP 562), so ``import dpforest`` and ``dpforest --version``
do not load scikit-learn, pandas or OpenDP until an estimator is needed.
"""

from __future__ import annotations

import importlib

from . import exceptions as _exceptions

__version__ = "0.6.58"

# public name -> module that defines it
_LAZY = {
    "Schema": ".schema", "Numeric": ".schema", "Categorical": ".schema", "Ordinal": ".schema",
    "Ledger": ".privacy.ledger", "PrivacyBudget": ".privacy.accountant",
    "DiffPRFsClassifier": ".forests.diffprfs",
    "RFDPOOBClassifier": ".forests.rfdp_oob",
    "SNRForestClassifier": ".forests.snr",
    "PrivateRDTClassifier": ".forests.private_rdt",
    "CRFsDPClassifier": ".forests.crfsdp",
    "DPRFClassifier": ".forests.dprf",
    "OOBBudgetForestClassifier": ".forests.oob_budget",
    "DPForestClassifier": ".forests.default",
    "DPBoostingClassifier": ".forests.boosting",
    "PrivateModelSelector": ".model_selection",
    "GroupModels": ".per_group",
    "save_model": ".io", "load_model": ".io",
    "dumps_model": ".io", "loads_model": ".io",
}
# every warning and error, from the one list dpforest.exceptions keeps (a module that imports
# nothing else): each name -> the module that defines it
_LAZY.update({name: _exceptions._ELSEWHERE.get(name, ".exceptions") for name in _exceptions.AT_TOP})

__all__ = list(_LAZY)

# submodules the documentation writes as dotted paths (``dpforest.inspection.export_text``)
_SUBMODULES = ("audit", "benchmarks", "contributions", "dask_data", "datasets", "evaluation", "exceptions",
               "experiments",
               "inspection", "io",
               "model_selection", "rebalance", "schema", "statement", "data", "privacy", "forests",
               "tree", "cli")


def __getattr__(name: str):
    mod = _LAZY.get(name)
    if mod is None:
        if name in _SUBMODULES:
            return importlib.import_module("." + name, __name__)  # binds itself as an attribute
        from .foreign_arguments import OTHER_NAMES

        if name not in OTHER_NAMES:
            raise AttributeError(f"module 'dpforest' has no attribute {name!r}")
        import sys

        if _importing_from(sys._getframe(1)):
            # `from dpforest import BudgetAccountant`: Python turns an AttributeError raised
            # here into a bare "cannot import name" and drops the hint; an ImportError passes
            raise ImportError(f"cannot import name {name!r} from 'dpforest'; {OTHER_NAMES[name]}",
                              name="dpforest")
        raise AttributeError(f"module 'dpforest' has no attribute {name!r}; {OTHER_NAMES[name]}")
    value = getattr(importlib.import_module(mod, __name__), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def _importing_from(frame) -> bool:
    """Whether ``frame`` is executing a ``from dpforest import name`` statement (its current
    instruction an IMPORT_FROM), where a missing name is an ImportError; ``dpforest.name`` and
    ``hasattr`` keep their AttributeError."""
    import dis

    try:
        return frame.f_code.co_code[frame.f_lasti] == dis.opmap["IMPORT_FROM"]
    except (AttributeError, IndexError, KeyError):
        return False


def __dir__():
    # the public names (tab completion), not this module's own imports (annotations, importlib)
    own = {n for n in globals() if n.startswith("__")}
    return sorted(own | set(_LAZY) | set(_SUBMODULES))
