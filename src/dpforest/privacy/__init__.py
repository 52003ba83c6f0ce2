"""The privacy machinery beneath the estimators: exact samplers on a cryptographically secure
source (discrete Laplace, :mod:`~dpforest.privacy.exact_laplace`; permute-and-flip,
:mod:`~dpforest.privacy.exact_select`), the mechanisms built on them
(:mod:`~dpforest.privacy.mechanisms`), per-tree record sampling that keeps a count's
sensitivity at 1 (:mod:`~dpforest.privacy.sampling`) and the ledger that books every charged
query and composes the ε of any one record (:mod:`~dpforest.privacy.ledger`).
"""
