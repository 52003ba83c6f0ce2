"""dpforest: differentially private random forests that fit like scikit-learn estimators.

Every estimator needs a public :class:`Schema` (bounds, categories, classes declared by the user),
reads raw records only through :class:`dpforest.data.PrivateData`, and carries a ``ledger_`` of
every charged query whose composed ``epsilon`` equals the budget granted.
"""

from .schema import Categorical, Numeric, Schema, SchemaError
from .privacy.ledger import Ledger
from .forests.diffprfs import DiffPRFsClassifier
from .forests.rfdp_oob import RFDPOOBClassifier
from .forests.snr import SNRForestClassifier
from .forests.private_rdt import PrivateRDTClassifier
from .forests.crfsdp import CRFsDPClassifier
from .forests.dprf import DPRFClassifier
from .forests.oob_budget import OOBBudgetForestClassifier
from .forests.default import DPForestClassifier

__all__ = ["Schema", "Numeric", "Categorical", "SchemaError", "Ledger",
           "DiffPRFsClassifier", "RFDPOOBClassifier", "SNRForestClassifier", "PrivateRDTClassifier", "CRFsDPClassifier",
           "DPRFClassifier", "OOBBudgetForestClassifier", "DPForestClassifier"]
__version__ = "0.1.0"
