"""Private-RDT — Jagannathan, Pillaipakkamnatt & Wright, "A Practical Differentially Private
Random Decision Tree Classifier" (ICDM Workshops 2009; Trans. Data Privacy 5:273-295, 2012);
docs/algorithms/private_rdt.md, the baseline of the SNR forest (Fletcher & Islam 2015).

The algorithm: τ random decision trees (about 10) whose structure is drawn without looking at
the data -- every internal node splits on a random attribute not yet used on its path, one
child per value, down to depth k/2 (k attributes, the depth Fan et al. recommend for random
decision trees).  Every tree reads all records; its leaves partition them, so the noisy class
counts of all its leaves cost ε/τ (parallel composition across leaves, sequential across
trees).  A record is classified by summing, class by class, the noisy counts of the leaves it
reaches in every tree and taking the largest sum.

Reconstructed / our choices (docs/algorithms/private_rdt.md):

* Numeric attributes are cut into ``n_bins`` equal-width bins on their public bounds and split
  multiway like categorical ones (the papers discretise continuous attributes as well).
* Noise is OpenDP's discrete Laplace with scale τ/ε.
* A depth-k/2 multiway tree can have more leaves than memory holds (Mushroom: ~5^11), so a
  public ``max_leaves`` cap (default 8192) stops expansion (random frontier order) once reached;
  the cap is data-independent, so it costs no privacy.  ``n_capped_`` counts the trees it cut.
  Each leaf costs one OpenDP sample per class (~15 µs each), which is what sets the default.
* ``predict_proba`` normalises the summed counts after clipping them at 0; when every class sum
  is ≤ 0 the raw argmax gets all the mass, so ``predict`` is always the argmax of the raw sums.

Privacy: τ charged histograms over all records, ε/τ each → ε in total; the structures are public
random choices.
"""

from __future__ import annotations

import numbers

import numpy as np

from ..data import TreeSample
from ..tree.random_trees import build_random_tree, leaf_index, set_leaf_values
from .base import (DPForestBase, ImpurityImportancesMixin, by_row_blocks, progress_bar,
                   warn_depth_above_features)
from ..schema import rebinned_schema

__all__ = ["PrivateRDTClassifier"]


class PrivateRDTClassifier(ImpurityImportancesMixin, DPForestBase):
    """Private random decision trees of Jagannathan et al. (2009/2012).

    Jagannathan, Pillaipakkamnatt & Wright, "A Practical Differentially Private Random Decision
    Tree Classifier", ICDM Workshops 2009 and Transactions on Data Privacy 5:273-295, 2012.
    The structures are drawn without reading the data; each tree's leaves release noisy class
    counts at ε/τ, and a record's class is the argmax of its leaves' counts summed over the
    trees (module docstring).

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget ε (> 0).
    schema : :class:`dpforest.Schema`
        The public schema; required.
    n_estimators : int, default=10
        Number of trees τ (the paper: 10).
    max_depth : int or None, default=None
        Depth of every tree; ``None`` = k/2 for k features (rounded down, at least 1).  A
        random tree uses each of the k features at most once on a path, so a depth above k is
        lowered to k with a ``SettingsWarning``.
    n_bins : int or None, default=8
        Public equal-width bins per numeric feature lacking its own (``None``: the schema's
        default).
    max_leaves : int, default=8192
        Public cap on the leaves of one tree (at least 2); expansion stops, in random frontier
        order, once reached.
    random_state : int, RandomState, Generator or None, default=None
        Seeds the random structures (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    n_jobs : int or None, default=None
        Threads for encoding the records and for the noise sampler (its random trees count
        their leaves and predict in one pass each; scikit-learn's meaning: None = 1, -1 = all
        cores); results do not depend on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The τ random trees; their leaves hold the released noisy class counts.
    tree_weights_ : ndarray of shape (n_estimators,)
        All ones (prediction sums the trees' counts, unweighted).
    depth_ : int
        The depth every tree was grown to (``max_depth``, or k/2, at most k).
    epsilon_tree_ : float
        ε of one tree's leaf counts, ε/τ.
    n_capped_ : int
        Number of trees whose growth ``max_leaves`` cut short.
    feature_importances_ : ndarray of shape (n_features_in_,)
        Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query (τ leaf histograms); ``ledger_.epsilon == epsilon``.
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with: the declared one with ``n_bins`` applied.
    classes_, n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_
        With ``constant_``, ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest
        sets them, :class:`~dpforest.forests.base.DPForestBase` says what each holds.
    """

    # said on plot_importances: deep random trees end in leaves of a few records each, whose
    # noisy counts are mostly noise, so few splits stand out of noise and chance and those that
    # do are little evidence (8 columns, 5 with a weak effect, 5,000 records, 3 fits: all 0 at
    # ε 1 and 4, one useless column with 0.58 at ε 0.5; before the importances' chance term the
    # shares stayed near equal, the 3 useless columns keeping 0.33-0.41)
    _importance_caveat = ("random deep trees, leaves near their noise: few splits stand out,\n"
                          "and those that do are little evidence (see permutation importance)")

    _voting = "soft"

    def __init__(self, epsilon=1.0, schema=None, *, n_estimators=10, max_depth=None, n_bins=8,
                 max_leaves=8192, random_state=None, progress="auto", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_estimators = n_estimators
        self.max_depth = max_depth
        self.n_bins = n_bins
        self.max_leaves = max_leaves
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs

    def _validate_common(self):
        saved = self.max_depth
        try:
            # the base check wants an int; None means k/2 here
            if saved is None:
                self.max_depth = 1
            eps, schema = super()._validate_common()
        finally:
            self.max_depth = saved
        nb = self.n_bins
        if saved is not None and saved < 1:
            raise ValueError(f"max_depth must be >= 1 or None, got {saved!r}")
        # every node draws an attribute not yet used on its path
        warn_depth_above_features(saved, schema.n_features, "random decision tree")
        ml = self.max_leaves
        if isinstance(ml, bool) or not isinstance(ml, numbers.Integral) or ml < 2:
            raise ValueError(f"max_leaves must be an integer >= 2, got {ml!r}")
        return eps, rebinned_schema(schema, nb)

    def _fit_private(self, data, schema, epsilon, rng):
        tau = int(self.n_estimators)
        k = schema.n_features
        depth = int(self.max_depth) if self.max_depth is not None else max(1, k // 2)
        depth = min(depth, k)
        domains = schema.n_codes()
        stop = lambda d, support: d >= depth  # noqa: E731
        bar = progress_bar(tau, "Private-RDT trees", self.progress)
        built = []
        for _ in range(tau):
            built.append(build_random_tree(rng, domains, None, None, stop, 1.0, self.max_leaves))
            bar.update()
        bar.close()
        trees = [b.tree for b in built]
        ids = [leaf_index(t) for t in trees]
        eps_tree = epsilon / tau
        noisy = data.noisy_leaf_counts(
            [TreeSample(t, None, 1, None) for t in range(tau)],
            lambda j, codes: ids[j][0][trees[j].apply(codes)], [i[1] for i in ids],
            [eps_tree] * tau, what="Private-RDT leaf class counts")
        for t, tr in enumerate(trees):
            set_leaf_values(tr, noisy[t], ids[t][0])
            noisy[t] = None     # each tree's released table freed once copied into the tree
            # path totals: the random structure spent nothing, each leaf's counts ε_tree
            tr.epsilon[:] = np.where(tr.feature < 0, eps_tree, 0.0)
        return {"trees_": trees, "tree_weights_": np.ones(tau), "depth_": depth,
                "epsilon_tree_": eps_tree, "n_capped_": int(sum(b.capped for b in built))}

    def _proba(self, X) -> np.ndarray:
        """Summed noisy leaf counts over the trees (Jagannathan et al.), clipped and normalised;
        a block of rows at a time (:func:`~dpforest.forests.base.by_row_blocks`)."""
        return by_row_blocks(self._encode(X), self.schema_.n_classes, self._block_proba)

    def _block_proba(self, codes) -> np.ndarray:
        total = sum(tr.counts[tr.apply(codes)] for tr in self.trees_)
        pos = np.clip(total, 0, None)
        tot = pos.sum(1, keepdims=True)
        proba = np.where(tot > 0, pos / np.where(tot > 0, tot, 1), 0.0)
        none = tot[:, 0] <= 0
        proba[none, total[none].argmax(1)] = 1.0
        return proba
