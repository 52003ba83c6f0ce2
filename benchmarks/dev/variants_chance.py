"""A chance-gain correction of multiway candidates' scores (measured; results in
benchmarks/results/chance/).

A k-way split of a node scores higher than a binary one on data with no signal: each child's
sample class counts deviate from the node's by chance, and both utilities reward deviations.
Under independence of the split and the class (multinomial children, class shares p):

* count-weighted Gini, u = Σ_j Σ_c n_jc²/n_j − N: the expected gain over the unsplit node is
  (k − 1)·G, G = 1 − Σ p_c² ≤ 1 − 1/C, whatever the node's size;
* max-count, u = Σ_j max_c n_jc: about κ_C·(√(k·n) − √n) for a node of n records split in k
  equal children, κ_C = E[max of C standard normals]/√C (balanced classes: the largest).

``chance`` subtracts from each multiway candidate the part of that expectation beyond a binary
split's (which every binary candidate shares, so it changes no binary comparison): (k − 2)·(1 −
1/C) on Gini levels, κ_C·√n·(√k − √2) on max-count and top-count levels, with n = n̂ / (nodes
of the level), k the codes the node can still reach.  Public: n̂ (released), the level's node
count, the schema and the released structure; a public shift per candidate keeps each
utility's sensitivity and monotonicity.  In mixed growth the shift is divided by the split's
levels, as its gain is (gain per level).  Not applied to the finished-subtree level nor to the
label-leaf last level (their own scoring paths).

    VARIANTS_FILE=variants_chance.py METHODS=cur,chance python3 \\
        benchmarks/results/mwpath/scripts/run.py benchmarks/results/catorder/cells.csv OUT 3
"""
import math

import numpy as np

import dpforest as d
import dpforest.data as DD
from dpforest.tree.scorers import GiniScorer, MaxScorer, TopCountScorer
from module_patch import patched

_STATE = {}

# E[max of C iid standard normals]
_EMAX = {2: 0.5642, 3: 0.8463, 4: 1.0294, 5: 1.1630, 6: 1.2672, 7: 1.3522, 8: 1.4236, 9: 1.4850,
         10: 1.5388}


def _kappa(C: int) -> float:
    e = _EMAX.get(C) or math.sqrt(2 * math.log(C))
    return e / math.sqrt(C)


_orig_total = DD.PrivateData.noisy_total
_orig_offered = DD.PrivateData._offered
_orig_rows = DD._LevelRows.rows
_orig_block = DD.PrivateData._block_scores


def _total(self, epsilon, what="dataset size"):
    v = _orig_total(self, epsilon, what)
    if "dataset size" in what:
        _STATE["n_hat"] = v
    return v


def _offered(self, fr, categorical_split, levels_left, reachable):
    valid, levels = _orig_offered(self, fr, categorical_split, levels_left, reachable)
    feats = np.where(fr.features >= 0, fr.features, 0)
    k = (np.count_nonzero(reachable, axis=-1) if reachable is not None
         else self.n_codes[feats]).astype(float)
    _STATE["k"], _STATE["m"] = k, fr.size
    return valid, levels


def _rows(self, nodes):
    _STATE["part"] = np.asarray(nodes)
    return _orig_rows(self, nodes)


def _block(self, hist, valid3, scorer, multiway_levels=None):
    scores = self._candidate_scores(hist, scorer, valid3, multiway_levels)
    lam = _STATE.get("lam", 1.0)
    n_hat = _STATE.get("n_hat", float("nan"))
    mw = scores[:, :, -1]
    fin = np.isfinite(mw)
    if fin.any() and lam > 0 and "part" in _STATE:
        k = _STATE["k"][_STATE["part"]]
        C = self.n_classes
        if isinstance(scorer, GiniScorer):
            pen = (k - 2.0) * (1.0 - 1.0 / C)
        elif isinstance(scorer, (MaxScorer, TopCountScorer)) and math.isfinite(n_hat):
            n = max(n_hat, 1.0) / max(_STATE["m"], 1)
            pen = _kappa(C) * math.sqrt(n) * (np.sqrt(np.maximum(k, 2.0)) - math.sqrt(2.0))
        else:
            pen = np.zeros_like(k)
        pen = np.maximum(pen, 0.0) * lam
        if multiway_levels is not None:
            pen = pen / np.asarray(multiway_levels, dtype=float)
        mw[fin] -= np.broadcast_to(pen, mw.shape)[fin]
    return DD._flat_candidates(scores, valid3)


def _variant(lam):
    class _Chance(d.DPForestClassifier):
        def _fit_private(self, *a, **kw):
            _STATE.clear()
            _STATE["lam"] = lam
            with patched(DD.PrivateData, noisy_total=_total, _offered=_offered,
                         _block_scores=_block), patched(DD._LevelRows, rows=_rows):
                return super()._fit_private(*a, **kw)
    return lambda e, s, r: _Chance(epsilon=e, schema=s, random_state=r, progress=False)


VARIANTS = {"cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r,
                                                          progress=False),
            "chance": _variant(1.0), "chance_half": _variant(0.5)}
