"""DiffPRFs (Mu, Ding, Song, Lu, J. on Communications 37:175-182, 2016), docs/algorithms/diffprfs.md.

t trees, ε_tree = ε/t (trees over the same records compose sequentially), each on its own in-bag
sample (independent Bernoulli draws, docs/privacy.md) with a random subset of ``max_features``
features.  At each internal node a selection mechanism picks the split attribute *and* split point
jointly over all candidates (no pre-discretisation beyond the public candidate grid); stop at
``max_depth`` or when the noisy count per class falls below √2/ε_count; leaves release noisy class
counts; majority vote.

Reconstructed (the paper's per-level split is not given): every one of the d+1 levels gets
ε_tree/(d+1); an internal level's share is split ``count_share`` : 1−count_share between the node's
noisy class counts (the stopping test) and the split selection (:class:`EqualPerLevel`).  A node
that stops early spends the rest of its path's budget on its leaf counts.  Selection is
permute-and-flip (never worse than the paper's exponential mechanism).
"""

from __future__ import annotations

import numpy as np

from ..tree.grower import EqualPerLevel, GrowthPlan, grow_trees, noisy_count_stop
from ..tree.scorers import get_scorer
from .base import DPForestBase, ImpurityImportancesMixin, progress_bar, resolve_max_features, tree_samples

__all__ = ["DiffPRFsClassifier"]


def random_feature_sets(rng, n_trees: int, n_features: int, f: int) -> np.ndarray:
    """(n_trees, f) feature indices, a uniform random subset per tree (data-independent)."""
    return np.stack([rng.choice(n_features, size=f, replace=False) for _ in range(n_trees)])


class DiffPRFsClassifier(ImpurityImportancesMixin, DPForestBase):
    """Differentially private random forest of Mu et al. (2016).

    Mu, Ding, Song & Lu, Journal on Communications 37:175-182, 2016; what the paper leaves
    open is reconstructed as the module docstring and docs/algorithms/diffprfs.md say.

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0).
    schema : :class:`dpforest.Schema`
        The public schema (bounds, categories, classes); required.
    n_estimators : int, default=100
        Number of trees t.
    max_depth : int, default=5
        Maximum depth d >= 1 (root at depth 0, leaves at most at depth d).
    max_features : {'sqrt', 'log2'}, int, float or None, default='sqrt'
        Features per tree, drawn once per tree (public randomness).
    criterion : {'gini', 'max', 'info_gain'}, default='gini'
        Split utility: 'gini' (Δ=2), 'max' (Δ=1) or 'info_gain' (needs ``n_max``; 'entropy'
        is another name for it).
    count_share : float in [0, 1), default=0.5
        Share of each internal level's ε spent on the node's noisy class counts (the stopping
        test); 0 spends it all on the split selection and never stops early.
    sampling : {'bootstrap', 'partition', 'none'}, default='bootstrap'
        Which records each tree reads.  'bootstrap': a Bernoulli in-bag sample per tree, ε/t
        each (trees sharing records compose sequentially).  'partition': disjoint partitions,
        the full ε each (parallel composition).  'none': every tree reads all records, ε/t
        each (sequential composition, as for 'bootstrap').
    inbag_rate : float in (0, 1], default=1 − 1/e
        Bernoulli rate q of the in-bag draw (used by ``sampling='bootstrap'`` only).
    categorical_split : {'binary', 'multiway', 'mixed'}, default='binary'
        'binary' (one category vs the rest), 'multiway' (one child per category) or
        'mixed' (both offered to each node's split selection; a multiway split takes one
        level of ``max_depth``).
    n_max : float or None, default=None
        Public upper bound on the number of records in a node, used only by
        ``criterion='info_gain'`` (ignored otherwise); with None, 'info_gain' is refused.
        Declare it like the schema's bounds, from public knowledge and never from the
        records.  Privacy holds for any value: the utility's sensitivity is
        log2(n_max + 1) + 1/ln 2, so a larger bound adds (logarithmically) more noise, and a
        node of more than ``n_max`` records is scored on an entropy continued linearly past
        the bound (less exact), not refused.
    random_state : int, RandomState, Generator or None, default=None
        Seeds every data-independent random choice (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    n_jobs : int or None, default=None
        Threads for the histogram passes, the noise sampler and prediction (scikit-learn's
        meaning: None = 1, -1 = all cores); results do not depend on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The t trees; their leaves hold the released noisy class counts.
    tree_weights_ : ndarray of shape (n_estimators,)
        All ones: a plain majority vote of the trees' leaf labels.
    feature_sets_ : ndarray of shape (n_estimators, n_features_per_tree)
        The feature indices (schema order) each tree may split on.
    feature_importances_ : ndarray of shape (n_features_in_,)
        Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query; ``ledger_.epsilon == epsilon``.
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with (the declared one, in the fitted frame's
        column order).
    classes_, n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_
        With ``constant_``, ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest
        sets them, :class:`~dpforest.forests.base.DPForestBase` says what each holds.
    """

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators=100, max_depth=5,
                 max_features="sqrt", criterion="gini", count_share=0.5, sampling="bootstrap",
                 inbag_rate=1 - np.exp(-1), categorical_split="binary", n_max=None,
                 random_state=None, progress="auto", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.max_depth = max_depth
        self.max_features = max_features
        self.criterion = criterion
        self.count_share = count_share
        self.sampling = sampling
        self.inbag_rate = inbag_rate
        self.categorical_split = categorical_split
        self.n_max = n_max
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs

    def _validate_params_extra(self, schema):
        if not 0 <= self.count_share < 1:
            raise ValueError(f"count_share must be in [0, 1), got {self.count_share}")
        resolve_max_features(self.max_features, schema.n_features)
        get_scorer(self.criterion, self.n_max)        # as _plan builds it, before any read
        tree_samples(1, self.sampling, self.inbag_rate)

    def _plan(self, stop=True):
        return GrowthPlan(self.max_depth, get_scorer(self.criterion, self.n_max),
                          EqualPerLevel(self.count_share),
                          noisy_count_stop() if stop and self.count_share > 0 else None,
                          None, self.categorical_split)

    def _fit_private(self, data, schema, epsilon, rng):
        t = self.n_estimators
        f = resolve_max_features(self.max_features, schema.n_features)
        samples = tree_samples(t, self.sampling, self.inbag_rate)
        eps_tree = np.full(t, epsilon if self.sampling == "partition" else epsilon / t)
        feats = random_feature_sets(rng, t, schema.n_features, f)
        bar = progress_bar(self.max_depth + 1, "DiffPRFs levels", self.progress)
        trees = grow_trees(data, samples, feats, eps_tree, self._plan(), rng, lambda d: bar.update())
        bar.close()
        return {"trees_": trees, "tree_weights_": np.ones(t), "feature_sets_": feats}
