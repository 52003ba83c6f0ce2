"""The estimators: :class:`~dpforest.forests.default.DPForestClassifier` (the recommended one),
the papers' forests (DiffPRFs, DPRF, RFDP_OOB, the OOB budget forest, CRFsDP, Private-RDT, the
SNR forest) and DP boosting, one module each, on the shared scikit-learn plumbing of
:mod:`dpforest.forests.base` (input checks, ``fit``/``predict``, the ledger check).  Each
module's docstring cites the paper it implements and says what had to be reconstructed; the
classes are importable from :mod:`dpforest` directly.
"""
