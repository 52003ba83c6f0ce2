"""Private feature screening for wide tables (a prototype; docs/default_forest.md has no such rule).

    python3 benchmarks/dev/variant_eval.py internet_ads,digits,caravan,parkinsons_speech \\
        benchmarks/dev/variants_screen.py benchmarks/results/suite/results.csv --out DIR
    python3 benchmarks/dev/auto_tables.py --variants benchmarks/dev/variants_screen.py \\
        --methods cur,screen8,screen16 --epsilons 0.1,0.5,2 --seeds 3 --only ... --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref cur

The default grows one greedy tree whose every split is a permute-and-flip draw over all M
candidate splits (features x thresholds); the draw's shortfall grows like (2Δ/ε)·ln M and the
depth rule scales n̂·ε by 6/ln M.  On a wide table most features carry nothing.

``screen<k>``: where the public schema has more than 2k features, spend a share s = 0.1 of ε
choosing k features by k sequential permute-and-flip draws without replacement, each at ε·s/k on
all records, each over the features not yet chosen, a feature scored by its best root split's
Gini utility (the default's base criterion, Δ = 2, monotone: the maximum over a feature's
candidates of utilities that each move by at most Δ, all in the same direction when a record is
added, moves by at most Δ in that direction too).  The candidates are the door's own public
candidate table at the root (binary splits: thresholds, one category against the rest), scored
by the door's own histogram and scorer code (``PrivateData._feature_hist`` /
``_candidate_scores``) and drawn by the library's sampler (``mechanisms.select_many``); each
draw is booked in the door's ledger (Scope(): all records).  The default is then fitted with
ε·(1 − s) on the k chosen columns under the schema restricted to them.  The k draws compose
sequentially to ε·s, so the whole fit is ε-DP; the chosen columns depend on the records only
through the noisy draws.  The estimator's ``ledger_`` is the door's ledger extended by the
inner fit's entries (one fit: the screening entries read all records, the forest's are
tree/node-scoped), and its composed total is checked to equal ε.

``oracle<k>`` (NOT PRIVATE, a diagnostic ceiling only): the k features of largest *exact* best
root-split utility, the whole ε to the forest; its ledger books the exact read at ε = ∞.
"""
import math

import numpy as np

import dpforest as d
from dpforest.data import PrivateData
from dpforest.forests.base import tree_samples
from dpforest.privacy import mechanisms as mech
from dpforest.privacy.ledger import Ledger, Scope
from dpforest.tree.scorers import get_scorer

from module_patch import schema_like


def feature_utilities(door, scorer):
    """Best root-split utility per feature (−inf where a feature offers no candidate: public)."""
    F = door.schema.n_features
    fr = door.open_root(tree_samples(1, "none", 1.0), np.arange(F)[None, :])
    valid = door.candidate_table(fr, "binary")
    hist = door._feature_hist(fr)
    scores = door._candidate_scores(hist, scorer, valid)        # (1, F, 2K+1)
    return scores[0].max(axis=1)


def oracle_screen(door, k, criterion="gini"):
    """NOT PRIVATE (a diagnostic ceiling): the k features of the largest exact best-root-split
    utility, booked in the ledger as an exact read (ε = ∞, so no fit of it claims privacy)."""
    util = feature_utilities(door, get_scorer(criterion))
    door.ledger.charge("feature screening (exact, NOT PRIVATE)", math.inf, Scope(), "none (exact)",
                       exact=True)
    order = [j for j in np.argsort(-util, kind="stable") if np.isfinite(util[j])]
    return sorted(int(j) for j in order[:k])


def screen(door, k, epsilon, seed, criterion="gini"):
    """Indices of k features drawn without replacement, each draw at ``epsilon / k``, booked
    in ``door.ledger``."""
    scorer = get_scorer(criterion)
    util = feature_utilities(door, scorer)
    left = [j for j in range(len(util)) if np.isfinite(util[j])]   # public: candidate table
    k = min(k, len(left))
    rng = np.random.default_rng(seed)
    chosen = []
    for i in range(k):
        e = epsilon / k
        # charged before the draw reads anything (as the door's own releases are)
        door.ledger.charge(f"feature screening draw {i + 1}/{k}", e, Scope(),
                           f"permute-and-flip ({scorer.name} best root split per feature, "
                           f"Δ={float(scorer.sensitivity):.4g}, monotone)")
        if len(left) == 1:
            pick = 0
        else:
            u = util[left]
            pick = int(mech.select_many(u, np.array([0, len(u)]), np.array([e]),
                                        scorer.sensitivity, rng, monotone=bool(scorer.monotone))[0])
        chosen.append(left.pop(pick))
    return sorted(chosen)


class Screened:
    def __init__(self, epsilon, schema, seed, k, share=0.1, criterion="gini", oracle=False):
        self.epsilon, self.schema, self.seed = epsilon, schema, seed
        self.k, self.share, self.criterion, self.oracle = k, share, criterion, oracle

    def fit(self, X, y):
        F = self.schema.n_features
        self.screened_ = F > 2 * self.k
        if not self.screened_:
            self.cols = list(X.columns)
            self.m = d.DPForestClassifier(epsilon=self.epsilon, schema=self.schema,
                                          random_state=self.seed, progress=False).fit(X, y)
            self.ledger_ = self.m.ledger_
            self.classes_ = self.m.classes_
            return self
        door = PrivateData(X, y, self.schema, self.epsilon, self.seed)
        if self.oracle:     # diagnostic: exact screening, the whole ε to the forest
            eps_s = 0.0
            idx = oracle_screen(door, self.k, self.criterion)
        else:
            eps_s = self.share * self.epsilon
            idx = screen(door, self.k, eps_s, self.seed, self.criterion)
        feats = [self.schema.features[j] for j in idx]
        self.cols = [f.name for f in feats]
        self.chosen_ = self.cols
        sub = schema_like(self.schema, feats)
        self.m = d.DPForestClassifier(epsilon=self.epsilon - eps_s, schema=sub,
                                      random_state=self.seed, progress=False).fit(X[self.cols], y)
        led = Ledger(self.epsilon)
        led.extend(door.ledger.entries)
        led.extend(self.m.ledger_.entries)
        if not self.oracle:
            led.check()
        self.ledger_ = led
        self.classes_ = self.m.classes_
        return self

    def predict(self, X):
        return self.m.predict(X[self.cols])

    def predict_proba(self, X):
        return self.m.predict_proba(X[self.cols])


VARIANTS = {
    "cur": lambda e, s, r: d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "screen8": lambda e, s, r: Screened(e, s, r, 8),
    "screen16": lambda e, s, r: Screened(e, s, r, 16),
    # NOT PRIVATE diagnostics (ledger reports ε = ∞): the ceiling of screening with exact choices
    "oracle8": lambda e, s, r: Screened(e, s, r, 8, oracle=True),
    "oracle16": lambda e, s, r: Screened(e, s, r, 16, oracle=True),
}
