"""SNR forest — Fletcher & Islam, "A Differentially Private Random Decision Forest using Reliable
Signal-to-Noise Ratios", AI 2015, LNCS 9457:192-203 (docs/algorithms/snr.md).

What the paper says (seed text) and what the authors' reference code (``SNR_DP_Forest.py``)
pins down:

* **Parameters from ε, |D| and the domains.**  θ = √2·|C| / ε_tree (the minimum support for which
  the signal exceeds the Laplace noise), ε_tree = β/τ.  τ starts at k (the number of
  attributes); while the estimated support at depth k/2, ``n / δ^(k/2)`` (δ = mean domain size),
  exceeds θ(τ), τ += 1; then while θ(τ) > n/δ² and τ > 1, τ −= 1 and the largest-domain attribute
  leaves the set of allowed root attributes, the depth-2 support being re-estimated as
  ``n / (δ · δ′)`` with δ′ the mean domain without it.  (:func:`snr_parameters`.)
* **Random trees that read no data.**  Tree t gets a distinct root attribute from the allowed set
  (refilled with all attributes when exhausted); every other node splits on a random unused
  attribute, one child per value; a node is a leaf when no attribute is left or its estimated
  support n/∏(domains on its path) ≤ θ.
* **Leaves**: noisy class counts, ε_tree per tree (leaves partition the records).  Internal node
  counts are sums of their leaves' counts (signal averaging, Eq. 2) and a node with L leaves and
  summed count S has SNR = ε·L·S / (√(2L)·|C|) (Eq. 3).  Nodes with SNR ≤ 1 or S < 1 are pruned,
  except the root's children.
* **Prediction**: walk the record down (stop at a pruned child; move up while a node is empty) and
  take the most confident node (largest majority fraction) on that root path.  Across trees each
  class gets its highest confidence; the argmax wins, ties broken by the class's mean confidence.

Reconstructed / our choices (docs/algorithms/snr.md):

* **n is private.**  The reference code assumes a public |D|.  Unless the user declares
  ``n_samples``, we spend ``size_share``·ε on one noisy count of the records (discrete Laplace,
  :meth:`PrivateData.noisy_total`); τ and θ are computed from that noisy n, and the trees share
  the remaining (1 − size_share)·ε.
* Noise is discrete Laplace (OpenDP) instead of numpy's Laplace; like the reference, released
  counts are clipped at 0 (post-processing).
* Numeric attributes are cut into ``n_bins`` equal-width bins over their *public* bounds (the
  reference code handles categorical data only); categorical attributes are used natively; a
  declared missing value is one more domain value.
* Two data-independent safety caps the reference code lacks: ``max_estimators`` bounds the
  τ-increasing loop (it is unbounded in the reference and runs to millions of trees at huge ε
  on small domains), and ``max_leaves`` bounds a tree's size (see
  :mod:`dpforest.tree.random_trees`).  Neither binds in the paper's regime.
* Ties in majority fraction along a path go to the deepest node (the reference's stable sort);
  cross-tree ties are resolved by adding 1e-9 × mean confidence, so ``predict`` is exactly the
  argmax of ``predict_proba``.

Privacy: the only raw-data accesses are the optional noisy size (size_share·ε, all records) and
one noisy histogram over the leaves of each of the τ trees (ε_tree each, all records; leaves are
disjoint so a record is in exactly one count per tree).  Sequential composition over the trees
and the size query gives size_share·ε + τ·ε_tree = ε.  Everything else (τ, θ, structure, sums,
SNR, pruning, prediction) is computed from public metadata and released values.

``accounting='paper'``: the paper and its reference code treat |D| as public and give the trees
the whole β.  The exact size is read through the door and booked at ε = ∞ (``ledger_.epsilon``
is ∞: not ε-DP for any finite ε unless |D| really is public, which ``n_samples`` declares).
"""

from __future__ import annotations

import math
import numbers
import warnings
import weakref

import numpy as np

from .._stack import user_stacklevel
from .._jit import njit
from ..exceptions import SettingsWarning
from ..data import TreeSample
from ..schema import rebinned_schema
from ..tree.model import parents
from ..tree.random_trees import build_random_tree, leaf_index, subtree_sums
from .base import (DPForestBase, ImpurityImportancesMixin, by_row_blocks, check_accounting,
                   check_share_budget, progress_bar)

__all__ = ["SNRForestClassifier", "snr_parameters", "grow_snr_forest"]


def min_support(n_classes: int, eps_tree: float, snr: float = 1.0) -> float:
    """θ = √2·|C|/ε_tree (Fletcher & Islam 2015, §"Our Algorithm"), scaled by the target SNR."""
    return math.sqrt(2.0) * n_classes / eps_tree * snr


def snr_parameters(n: float, domains, n_classes: int, epsilon: float, snr: float = 1.0,
                   max_estimators: int | None = None):
    """τ, θ and the allowed root attributes from the SNR rules (reference code of Fletcher & Islam 2015).

    Returns ``(tau, theta, allowed)`` where ``allowed`` is a boolean mask of the attributes that
    may be a root (the largest-domain attributes are dropped while τ decreases).
    """
    domains = np.asarray(domains, dtype=float)
    k = len(domains)
    n = max(float(n), 1.0)
    avg = float(domains.mean())
    tau = k
    # estimated support at depth k/2, in log space: avg^(k/2) overflows for hundreds of features
    deep_support = math.exp(math.log(n) - (k / 2.0) * math.log(max(avg, 1.0)))
    cap = max_estimators if max_estimators is not None else np.inf
    while deep_support > min_support(n_classes, epsilon / tau, snr) and tau < cap:
        tau += 1
    tau = int(min(tau, cap))
    allowed = np.ones(k, dtype=bool)
    shallow_support = n / avg ** 2                  # estimated support at depth 2
    while min_support(n_classes, epsilon / tau, snr) > shallow_support and tau > 1:
        tau -= 1
        if allowed.sum() > 1:
            # drop the largest-domain attribute still allowed; the mean over the attributes
            # allowed before dropping times the mean without it re-estimates depth-2 support
            idx = np.flatnonzero(allowed)
            big = idx[np.argmax(domains[idx])]
            before = float(domains[allowed].mean())
            allowed[big] = False
            shallow_support = n / (before * float(domains[allowed].mean()))
    return tau, min_support(n_classes, epsilon / tau, snr), allowed


def _remap_routes(tree, code_maps, n_fine: int):
    """Route table over *fine* codes for a tree built on coarse domains: a record with fine code
    c of feature f takes the child of its coarse code ``code_maps[f][c]`` (public maps)."""
    # the route of a node depends on its feature alone: one row per feature (row 0: leaves)
    rows = np.zeros((len(code_maps) + 1, n_fine), dtype=np.uint16)
    for f, m in enumerate(code_maps):
        rows[f + 1, :len(m)] = m
    tree.route_rows, tree.route_of = rows, np.asarray(tree.feature, dtype=np.int64) + 1


#: how far the notice of a binding max_estimators follows the paper's τ rule (public inputs)
UNCAPPED_TAU_LIMIT = 1_000_000

#: most leaf class counts a forest releases (trees × leaves × classes; 256 MB of noisy counts):
#: a tree's leaf cap is lowered to fit where many trees and classes meet a large n (public)
MAX_LEAF_CELLS = 1 << 25


def grow_snr_forest(data, domains, n_classes: int, n: float, eps_trees: float, rng, *,
                    snr_threshold: float = 1.0, max_estimators: int = 100, max_leaves: int = 65536,
                    sum_unclipped: bool = False, progress="auto", code_maps=None,
                    report_uncapped: bool = True) -> dict:
    """Grow, count and prune an SNR forest (Fletcher & Islam 2015) through the door ``data``.

    ``n`` is a released (noisy) or public dataset size; ``eps_trees`` the budget of the trees.
    ``domains`` are the public domain sizes the random structures split on; with ``code_maps``
    (one public fine-code -> coarse-code map per feature) the door's records are encoded on a
    finer grid than the structures use, and routes are translated (used by DPForestClassifier).
    Returns the fitted attributes of :class:`SNRForestClassifier`.
    """
    domains = np.asarray(domains)
    C = int(n_classes)
    tau, theta, allowed = snr_parameters(n, domains, C, eps_trees, snr_threshold, max_estimators)
    eps_tree = eps_trees / tau
    # 100 trees of 65,536 leaves and 40 classes would be 262 M noisy counts (2 GB): the leaf cap
    # shrinks to keep the forest's counts under MAX_LEAF_CELLS (public: τ, C, the parameter)
    max_leaves = int(min(max_leaves, max(MAX_LEAF_CELLS // (tau * C), 2)))
    # the SNR rule's leaf test uses θ at the final ε_tree (reference: min_support in the tree)
    stop = lambda depth, support: support <= theta  # noqa: E731

    roots, pool = [], list(np.flatnonzero(allowed))
    for _ in range(tau):
        if not pool:
            pool = list(range(len(domains)))
        r = int(pool.pop(int(rng.integers(len(pool)))))
        roots.append(r)

    bar = progress_bar(tau, "SNR trees", progress)
    built = []
    for t in range(tau):
        built.append(build_random_tree(rng, domains, roots[t], None, stop, n, max_leaves))
        bar.update()
    bar.close()
    trees = [b.tree for b in built]
    if code_maps is not None:
        n_fine = max(len(m) for m in code_maps)
        for tr in trees:
            _remap_routes(tr, code_maps, n_fine)
    leaf_ids = [leaf_index(tr) for tr in trees]
    samples = [TreeSample(t, None, 1, None) for t in range(tau)]
    noisy = data.noisy_leaf_counts(
        samples, lambda k, codes: leaf_ids[k][0][trees[k].apply(codes)],
        [li[1] for li in leaf_ids], [eps_tree] * tau, what="SNR leaf class counts")
    pruned_total, pruned, nodes, info = 0, [], [], []
    for t, tr in enumerate(trees):
        par = parents(tr)
        leaf_vals = np.zeros((tr.n_nodes, C))
        is_leaf = tr.feature < 0
        raw = noisy[t][leaf_ids[t][0][is_leaf]]
        noisy[t] = None         # each tree's released table freed once read
        # clipping at 0 is post-processing (reference code: max(0, count + noise)); summing
        # the unclipped counts first keeps the internal sums unbiased (signal averaging)
        leaf_vals[is_leaf] = raw if sum_unclipped else np.clip(raw, 0, None)
        counts = np.clip(subtree_sums(tr, par, leaf_vals), 0, None)
        n_leaf = subtree_sums(tr, par, is_leaf[:, None].astype(float))[:, 0]
        S = counts.sum(1)
        # Eq. 3: SNR = ε·L·S / (√(2L)·|C|)
        snr = eps_tree * n_leaf * S / (np.sqrt(2.0 * n_leaf) * C)
        fail = ((snr <= snr_threshold) | (S < 1)) & (tr.depth >= 2)
        removed = fail.copy()
        for d in range(2, tr.max_depth + 1):
            at = np.flatnonzero(tr.depth == d)
            removed[at] |= removed[par[at]]
        tr.counts = counts
        # path totals: the random structure spent nothing, each leaf's counts ε_tree (so the
        # leaves' noise scale can be read back, as for the greedy trees)
        tr.epsilon = np.where(is_leaf, eps_tree, 0.0)
        info.append({"removed": removed, "snr": snr, "capped": built[t].capped})
        pruned.append(int(removed.sum()))
        nodes.append(tr.n_nodes)
        pruned_total += int(removed.sum())
    # the paper's rule without the cap, where the cap bound (for the estimator's notice)
    wanted = (snr_parameters(n, domains, C, eps_trees, snr_threshold, UNCAPPED_TAU_LIMIT)[0]
              if report_uncapped and max_estimators is not None and tau >= max_estimators
              else tau)
    return {"trees_": trees, "snr_info_": info, "n_estimators_": tau, "min_support_": theta,
            "tau_uncapped_": int(wanted),
            "epsilon_tree_": eps_tree, "n_records_": n, "n_pruned_": pruned_total,
            "n_pruned_per_tree_": np.asarray(pruned), "n_nodes_": np.asarray(nodes),
            "root_features_": np.asarray(roots)}


def _unset(value) -> bool:
    """Whether a deprecated parameter was left at its ``"deprecated"`` placeholder."""
    return isinstance(value, str) and value == "deprecated"


class SNRForestClassifier(ImpurityImportancesMixin, DPForestBase):
    """Differentially private random decision forest with reliable SNRs (Fletcher & Islam 2015).

    Fletcher & Islam, "A Differentially Private Random Decision Forest using Reliable
    Signal-to-Noise Ratios", AI 2015, LNCS 9457:192-203: data-independent random trees whose
    number τ and minimum support θ follow from ε, the (noisy) data size and the domains; leaves
    release noisy class counts, nodes whose SNR (Eq. 3) does not exceed 1 are pruned, and a record
    takes the most confident node on its path (module docstring, docs/algorithms/snr.md).

    Parameters
    ----------
    epsilon : float, default=1.0
        Total privacy budget β (> 0).
    schema : :class:`dpforest.Schema`
        The public schema; required.
    n_bins : int or None, default=8
        Public equal-width bins per numeric feature (on its declared bounds) for features
        without their own ``n_bins``/``cuts``; ``None`` keeps the schema's default.
    n_samples : float or None, default=None
        A dataset size the user declares public (e.g. published); ``None`` spends
        ``size_share``·ε on a noisy count instead.  The same name as the default forest's
        public size.
    n_public : float or None
        Deprecated name of ``n_samples`` (a ``FutureWarning``; passing both raises).
    size_share : float in (0, 1), default=0.05
        Share of ε for the noisy dataset size when ``n_samples`` is None.
    snr_threshold : float > 0, default=1.0
        The SNR a node must exceed to survive pruning and the multiplier of θ (the reference
        code's ``SNR_MULTIPLIER``, 1 in the paper).
    sum_unclipped : bool, default=False
        ``True`` sums the leaves' *unclipped* noisy counts into internal nodes (unbiased) and
        clips afterwards.  ``False`` is the reference code: every leaf is clipped first.  The
        clipped noise of empty leaves pulls a node toward the uniform distribution, which on
        Mushroom protects the max-confidence vote from spurious "pure" nodes and measured
        better (docs/algorithms/snr.md).
    max_estimators : int, default=100
        Cap on τ (the reference code's τ-increasing loop is unbounded).
    max_leaves : int, default=65536
        Public cap on the leaves of one tree (lowered, where τ trees × C classes would pass
        2^25 leaf counts in all, to 2^25 / (τ·C): a memory bound, public).
    random_state : int, RandomState, Generator or None, default=None
        Seeds the random tree structures (not the privacy noise).
    progress : bool or 'auto', default='auto'
        Show a progress bar ('auto': on a terminal or in a Jupyter notebook, unless the
        environment sets DPFOREST_PROGRESS=0; a bar shows once a fit has run for a second).
    accounting : {'sound', 'paper'}, default='sound'
        'sound', or 'paper': the exact |D|, booked at ε = ∞ (see the module docstring).
    n_jobs : int or None, default=None
        Threads for encoding the records and for the noise sampler (its random trees count
        their leaves and predict in one pass each; scikit-learn's meaning: None = 1, -1 = all
        cores); results do not depend on it.

    Attributes
    ----------
    trees_ : list of :class:`~dpforest.tree.model.FlatTree`
        The τ random trees; a node's counts are the sums of its leaves' released noisy counts,
        clipped at 0.  There is no ``tree_weights_``: the trees combine by the paper's
        max-confidence rule.
    n_estimators_ : int
        τ, the number of trees chosen.
    tau_uncapped_ : int
        The τ the paper's rule asks for before ``max_estimators`` caps it (equal to
        ``n_estimators_`` where the cap did not bind); a fit warns where it is larger.
    min_support_ : float
        θ, the minimum support.
    epsilon_tree_ : float
        ε of one tree's leaf counts.
    n_records_ : float
        The dataset size used for τ and θ (noisy unless ``n_samples`` was given; exact under
        ``accounting='paper'``).
    n_pruned_ : int
        Total number of nodes pruned.
    n_pruned_per_tree_ : ndarray of shape (n_estimators_,)
        Nodes pruned per tree.
    n_nodes_ : ndarray of shape (n_estimators_,)
        Nodes per tree (pruned ones included).
    root_features_ : ndarray of shape (n_estimators_,)
        Index (schema order) of every tree's root feature.
    snr_info_ : list of dict
        Per tree, ``'removed'`` (boolean mask of the pruned nodes), ``'snr'`` (every node's
        SNR, Eq. 3) and ``'capped'`` (whether ``max_leaves`` cut its growth).
    feature_importances_ : ndarray of shape (n_features_in_,)
        Mean decrease in Gini impurity per feature, from the released noisy counts
        (:func:`dpforest.inspection.impurity_importances`).
    ledger_ : :class:`~dpforest.privacy.ledger.Ledger`
        Every charged query; ``ledger_.epsilon`` is ε (∞ with ``accounting='paper'`` and no
        ``n_samples``).
    schema_ : :class:`~dpforest.schema.Schema`
        The schema the model encodes records with (``n_bins`` applied).
    classes_, n_classes_, n_outputs_, n_features_in_, feature_names_in_, target_name_
        With ``constant_``, ``fit_id_`` and ``fitted_with_version_``: as every dpforest forest
        sets them, :class:`~dpforest.forests.base.DPForestBase` says what each holds.
    """

    # its leaves keep their counts clipped at 0 (signal averaging stores them so): the
    # importances sum those, having no raw counts (inspection.impurity_importances)
    _leaf_counts_clipped = True


    def __init__(self, epsilon=1.0, schema=None, *, n_bins=8, n_samples=None,
                 n_public="deprecated", size_share=0.05, snr_threshold=1.0, sum_unclipped=False,
                 max_estimators=100, max_leaves=65536, random_state=None, progress="auto",
                 accounting="sound", n_jobs=None):
        self.epsilon = epsilon
        self.schema = schema
        self.n_bins = n_bins
        self.n_samples = n_samples
        self.n_public = n_public
        self.size_share = size_share
        self.snr_threshold = snr_threshold
        self.sum_unclipped = sum_unclipped
        self.max_estimators = max_estimators
        self.max_leaves = max_leaves
        self.random_state = random_state
        self.progress = progress
        self.n_jobs = n_jobs
        self.accounting = accounting

    def _public_size(self):
        """The declared public size: ``n_samples``, or the deprecated ``n_public`` in its place."""
        return self.n_samples if _unset(self.n_public) else self.n_public

    def _recipe_epsilon(self, epsilon):
        return math.inf if self.accounting == "paper" and self._public_size() is None else epsilon

    # ------------------------------------------------------------------ validation
    def _validate_common(self):
        eps, schema = super()._validate_common()
        return eps, rebinned_schema(schema, self.n_bins)

    def _validate_params_extra(self, schema):
        check_accounting(self.accounting)
        if not isinstance(self.sum_unclipped, (bool, np.bool_)):
            raise ValueError(f"sum_unclipped must be True or False, got {self.sum_unclipped!r}")
        if not _unset(self.n_public):
            if self.n_samples is not None:
                raise ValueError("pass the public dataset size as n_samples only: n_public is its "
                                 "deprecated name")
            warnings.warn("SNRForestClassifier's n_public was renamed n_samples (the default "
                          "forest's name for a public dataset size); n_public will be removed in "
                          "a future release",
                          FutureWarning, stacklevel=user_stacklevel())
        name = "n_samples" if _unset(self.n_public) else "n_public"
        size = self._public_size()
        if size is not None:
            if isinstance(size, bool) or not isinstance(size, numbers.Real) \
                    or not size >= 1 or not math.isfinite(size):
                raise ValueError(f"{name} must be a positive number or None, got {size!r}")
        elif not 0 < self.size_share < 1:
            raise ValueError(f"size_share must be in (0, 1) when n_samples is None, got {self.size_share!r}")
        else:
            check_share_budget("size_share", self.size_share, self.epsilon)
        if not (isinstance(self.snr_threshold, numbers.Real) and self.snr_threshold > 0):
            raise ValueError(f"snr_threshold must be positive, got {self.snr_threshold!r}")
        for name in ("max_estimators", "max_leaves"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, numbers.Integral) or v < (1 if name == "max_estimators" else 2):
                raise ValueError(f"{name} must be a positive integer, got {v!r}")

    # ------------------------------------------------------------------ fit
    def _advise_after_fit(self) -> None:
        """Where ``max_estimators`` cut the paper's τ rule short, say so: fewer trees, each with
        more ε, than the paper's rule asks for changes what the forest reproduces (Internet
        Ads: τ ≈ 390 asked for at ε = 2, 100 fitted).  From the released or public size and
        the schema alone."""
        from .base import once_a_minute

        wanted = getattr(self, "tau_uncapped_", None)
        if wanted is None or wanted <= self.n_estimators_:
            return
        # at most once a minute per class: a paper's reproduction fits many such forests
        if once_a_minute("tree cap", type(self), SettingsWarning):
            asks = (f"more than {UNCAPPED_TAU_LIMIT:,}" if wanted >= UNCAPPED_TAU_LIMIT
                    else str(wanted))
            warnings.warn(
                f"the SNR rule (Fletcher & Islam 2015) asks for {asks} trees here; "
                f"max_estimators={self.max_estimators} capped it at {self.n_estimators_} (each "
                f"tree then gets more of epsilon than the paper's rule gives it).  To follow "
                f"the paper, fit SNRForestClassifier(max_estimators={wanted}, ...) in Python "
                f"(the command line keeps the cap), at about "
                f"{wanted / self.n_estimators_:.0f}x this forest's time and memory; the cap is "
                f"a memory and time bound, not part of the paper.", SettingsWarning,
                stacklevel=user_stacklevel())

    def _fit_private(self, data, schema, epsilon, rng):
        size = self._public_size()
        if size is None and self.accounting == "paper":
            eps_size, n = 0.0, max(data.exact_total("dataset size (exact, as the paper)"), 1.0)
        elif size is None:
            eps_size = self.size_share * epsilon
            n = max(data.noisy_total(eps_size, "dataset size (for tau/theta)"), 1.0)
        else:
            eps_size = 0.0
            n = float(size)
        return grow_snr_forest(data, schema.n_codes(), schema.n_classes, n, epsilon - eps_size, rng,
                               snr_threshold=self.snr_threshold, max_estimators=self.max_estimators,
                               max_leaves=self.max_leaves, sum_unclipped=self.sum_unclipped,
                               progress=self.progress)

    # ------------------------------------------------------------------ predict
    def _node_tables(self, t: int) -> tuple:
        """Tree t's per-node tables for prediction (each node's noisy total, confidence, open
        children, the walk's arrays): post-processing of the released counts, kept for the
        fit they were read from (its ledger_ object is new on every fit and load), so that a
        predict call walks the trees without re-reading every node (one-row calls on 30
        trees of 140,000 nodes spent 11 of their 16 ms here).  About 17 bytes a node at any
        class count: the class fractions are read at the nodes a call reaches.  Kept beside
        the model (:data:`_NODE_TABLES`), not in it: predict leaves the estimator's
        ``__dict__`` as it was (scikit-learn's check), and a pickle carries none."""
        ledger = getattr(self, "ledger_", None)
        cached = _NODE_TABLES.get(self)
        if cached is None or cached[0] is not ledger or ledger is None:
            cached = (ledger, {})
            _NODE_TABLES[self] = cached
        tables = cached[1].get(t)
        if tables is None:
            tr = self.trees_[t]
            removed = np.ascontiguousarray(self.snr_info_[t]["removed"], dtype=np.bool_)
            counts = tr.counts
            S = counts.sum(1)
            with np.errstate(invalid="ignore", divide="ignore"):
                frac = np.where(S[:, None] > 0, counts / np.where(S > 0, S, 1)[:, None], 0.0)
            conf = np.ascontiguousarray(np.where(S >= 1, frac.max(1), -1.0), dtype=np.float64)
            # a pruned child ends the walk at its parent; an empty child (S < 1) moves back
            # up, i.e. also ends at the parent (ancestors' sums are never smaller)
            open_child = ~removed & (S >= 1)
            tables = (S, conf, open_child, np.ascontiguousarray(tr.feature, dtype=np.int64),
                      np.ascontiguousarray(tr.child_start, dtype=np.int64))
            cached[1][t] = tables
        return tables

    def _tree_confidence(self, t: int, codes: np.ndarray) -> np.ndarray:
        """(n, C) class fractions of the most confident node on each record's path in tree t."""
        tr = self.trees_[t]
        S, conf, open_child, feature, child_start = self._node_tables(t)
        best = np.zeros(len(codes), dtype=np.int64)
        if len(codes):
            _most_confident_kernel(feature, tr.route_rows, tr.route_of, child_start,
                                   open_child, conf, np.ascontiguousarray(codes), best)
        total = S[best]
        with np.errstate(invalid="ignore", divide="ignore"):
            out = np.where(total[:, None] > 0,
                           tr.counts[best] / np.where(total > 0, total, 1)[:, None], 0.0)
        out[conf[best] < 0] = 0.0         # an empty root gives no opinion
        return out

    def _proba(self, X) -> np.ndarray:
        """Cross-tree rule (docs/algorithms/snr.md): per class its highest confidence over the trees,
        ties broken by the mean confidence (added with weight 1e-9); normalised to sum to 1.
        A block of rows at a time (:func:`~dpforest.forests.base.by_row_blocks`)."""
        return by_row_blocks(self._encode(X), self.schema_.n_classes, self._block_proba)

    def _block_proba(self, codes) -> np.ndarray:
        """:meth:`_proba` of one block of rows.  The maximum and the sum over trees are kept as
        running (rows, C) tables, tree by tree in order (the order numpy's reduction over a
        stacked (T, n, C) array adds in), so memory does not grow with the number of trees."""
        top = total = None
        for t in range(len(self.trees_)):
            conf = self._tree_confidence(t, codes)
            if top is None:
                top, total = conf, conf.copy()
            else:
                np.maximum(top, conf, out=top)
                total += conf
        score = top + 1e-9 * (total / len(self.trees_))
        tot = score.sum(1, keepdims=True)
        return np.where(tot > 0, score / np.where(tot > 0, tot, 1), 1.0 / score.shape[1])


#: per fitted model, (the ledger_ its tables were read from, tree index -> tables):
#: :meth:`SNRForestClassifier._node_tables`; gone with the model
_NODE_TABLES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


@njit(cache=True, nogil=True)
def _most_confident_kernel(feature, rows, row_of, child_start, open_child, conf, codes, best):
    """For each record, the most confident node on its path (compiled; SNR forest, the paper's
    prediction rule): the walk goes down while the next node is open (not pruned, a positive
    noisy sum), and a node at least as confident as the best so far replaces it (ties go to the
    deeper node, as the reference's stable sort of a bottom-up list does)."""
    width = rows.shape[1]
    for i in range(codes.shape[0]):
        node = 0
        b = 0
        b_conf = conf[0]
        while feature[node] >= 0:
            c = codes[i, feature[node]]
            if c < 0 or c >= width:
                raise ValueError("codes outside the tree's route rows: encode with the model's schema_")
            child = child_start[node] + rows[row_of[node], c]
            if not open_child[child]:
                break
            node = child
            if conf[child] >= b_conf:
                b = child
                b_conf = conf[child]
        best[i] = b
