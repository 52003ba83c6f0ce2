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

__version__ = "0.6.33"

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

        hint = f"; {OTHER_NAMES[name]}" if name in OTHER_NAMES else ""
        raise AttributeError(f"module 'dpforest' has no attribute {name!r}{hint}")
    value = getattr(importlib.import_module(mod, __name__), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__():
    # the public names (tab completion), not this module's own imports (annotations, importlib)
    own = {n for n in globals() if n.startswith("__")}
    return sorted(own | set(_LAZY) | set(_SUBMODULES))
