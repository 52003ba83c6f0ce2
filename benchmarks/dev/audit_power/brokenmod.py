"""Deliberately broken estimators for measuring the audit's power (docs/audit.md, "What a pass
shows").  NOT private: each leaks on purpose; never use one on data."""
import numpy as np
from dpforest.forests.base import DPForestBase
from dpforest import DPForestClassifier, PrivateRDTClassifier


class DPNaiveBayes(DPForestBase):
    """docs/extending.md's worked example; LEAK scales the released noise down (1 = honest,
    0 = exact counts).  The queries are still booked at epsilon (the ledger looks right)."""
    LEAK = 1.0

    def __init__(self, epsilon=1.0, schema=None, prior_share=0.1, alpha=1.0, random_state=None):
        self.epsilon = epsilon
        self.schema = schema
        self.prior_share = prior_share
        self.alpha = alpha
        self.random_state = random_state

    def _fit_private(self, data, schema, epsilon, rng):
        C, codes = schema.n_classes, schema.n_codes()
        e_prior = epsilon * self.prior_share
        e_feature = (epsilon - e_prior) / schema.n_features
        prior = data.noisy_record_cells(None, lambda x, y: y, C, e_prior, what="NB class counts")
        tables = []
        for j, k in enumerate(codes):
            k = int(k)
            counts = data.noisy_record_cells(
                None, lambda x, y, j=j, k=k: y * k + x[:, j].astype(np.int64), C * k, e_feature,
                what=f"NB counts of {schema.feature_names[j]}")
            tables.append(counts.reshape(C, k).astype(float))
        if self.LEAK != 1.0:
            # BROKEN: reach past the door, release exact counts + Laplace at LEAK x the scale
            g = np.random.default_rng()
            x, y = np.asarray(data._codes), np.asarray(data._y).astype(np.int64)
            prior = np.bincount(y, minlength=C) + self.LEAK * g.laplace(0, 1 / e_prior, C)
            tables = []
            for j, k in enumerate(codes):
                k = int(k)
                exact = np.bincount(y * k + x[:, j].astype(np.int64), minlength=C * k)
                tables.append((exact + self.LEAK * g.laplace(0, 1 / e_feature, C * k)).reshape(C, k))
        prior = np.clip(prior, 0, None) + self.alpha
        log_lik = [np.log((np.clip(t, 0, None) + self.alpha)
                          / (np.clip(t, 0, None) + self.alpha).sum(1, keepdims=True)) for t in tables]
        return {"log_prior_": np.log(prior / prior.sum()), "log_lik_": log_lik}

    def _proba(self, X):
        x = self._encode(X)
        score = np.tile(self.log_prior_, (len(x), 1))
        for j, table in enumerate(self.log_lik_):
            score += table[:, x[:, j].astype(np.int64)].T
        score -= score.max(1, keepdims=True)
        p = np.exp(score)
        return p / p.sum(1, keepdims=True)


class NBExact(DPNaiveBayes):
    LEAK = 0.0


class NBTenth(DPNaiveBayes):
    LEAK = 0.1


class NBHalf(DPNaiveBayes):
    LEAK = 0.5


def _leaky(base, factor):
    class Leaky(base):
        """Fits at FACTOR x epsilon while claiming epsilon (noise scale / FACTOR)."""
        FACTOR = factor

        def fit(self, X, y, *args, **kw):
            eps = self.epsilon
            self.epsilon = eps * self.FACTOR
            try:
                return super().fit(X, y, *args, **kw)
            finally:
                self.epsilon = eps
    Leaky.__name__ = Leaky.__qualname__ = f"{base.__name__}x{factor}"
    return Leaky


DefaultX10 = _leaky(DPForestClassifier, 10)
DefaultX2 = _leaky(DPForestClassifier, 2)
RDTX10 = _leaky(PrivateRDTClassifier, 10)
RDTX2 = _leaky(PrivateRDTClassifier, 2)

DefaultX100 = _leaky(DPForestClassifier, 100)
DefaultX30 = _leaky(DPForestClassifier, 30)


class BlindNB(DPNaiveBayes):
    """Honest queries booked, but the model released is random junk that never reflects the
    canary: no test can have power.  (Private, trivially.)"""
    def _fit_private(self, data, schema, epsilon, rng):
        data.noisy_record_cells(None, lambda x, y: y, schema.n_classes, epsilon, what="junk")
        g = np.random.default_rng()
        return {"log_prior_": np.log(np.full(schema.n_classes, 1 / schema.n_classes)),
                "log_lik_": [np.log(g.dirichlet(np.ones(int(k)), schema.n_classes)) for k in schema.n_codes()]}


class BlindNBSeeded(BlindNB):
    def _fit_private(self, data, schema, epsilon, rng):
        data.noisy_record_cells(None, lambda x, y: y, schema.n_classes, epsilon, what="junk")
        return {"log_prior_": np.log(np.full(schema.n_classes, 1 / schema.n_classes)),
                "log_lik_": [np.log(rng.dirichlet(np.ones(int(k)), schema.n_classes)) for k in schema.n_codes()]}
