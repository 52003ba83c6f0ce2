"""Guards for privacy mutations in the releases around a model that the rest of the suite let
through (a mutation-testing round on private evaluation, model selection, per-group sets,
per-person bounds, rebalancing and the pinned budget's record filter).

Each test names the slip it catches: a one- or two-line change a developer could make by
mistake that leaves the ledger looking right while the release is not what it books -- a
selection drawn at another ε than the one charged, K noisy scores of the same records booked
as if they read disjoint records, a per-group set reporting its least spending member, a
group's side that follows the other records' ids, a record's fate decided by another record's
weight.  All are deterministic: spies on the door's calls to the mechanisms (comparing the ε
and Δ a draw used with what the ledger booked), exact checks of which side every record takes
when one record is added, and a noiseless fit compared with the fit of its neighbour.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest

import dpforest as d
import dpforest.data as door_module
from dpforest.data import PrivateData

from conftest import make_mixed


def _mixed_door(n: int = 300, seed: int = 1) -> PrivateData:
    X, y, schema = make_mixed(n=n, seed=seed)
    return PrivateData(X, np.asarray(y), schema, 1e9)


def _public_models(C: int = 3):
    """Two public models in the schema's class order: fixed probability rows."""
    return [(None, lambda c: np.tile(np.eye(C)[0] * 0.8 + 0.2 / C, (len(c), 1))),
            (None, lambda c: np.tile(np.full(C, 1.0 / C), (len(c), 1)))]


def _delta_of(mechanism: str) -> float:
    """The sensitivity a ledger entry's mechanism text names (``Δ=2``), 1 where it names none."""
    m = re.search(r"Δ=([0-9.]+)", mechanism)
    return float(m.group(1)) if m else 1.0


# ---------------------------------------------------------------- the door's selection queries
@pytest.mark.parametrize("scoring", ["error", "brier"])
def test_best_model_draw_uses_the_booked_epsilon_and_sensitivity(monkeypatch, scoring):
    """:meth:`PrivateData.private_best_model` hands permute-and-flip the ε it books, with the
    sensitivity and monotonicity its entry names (mutation: ``mech.select(..., 2 * epsilon,
    ...)``, half the noise of the selection the ledger books at ε; the existing check of the
    sampler's arguments reads the sensitivity only)."""
    seen = []
    real = door_module.mech.select

    def spy(scores, epsilon, sensitivity, rng=None, monotone=False):
        seen.append((float(epsilon), float(sensitivity), bool(monotone)))
        return real(scores, epsilon, sensitivity, rng, monotone)

    monkeypatch.setattr(door_module.mech, "select", spy)
    door = _mixed_door()
    door.private_best_model(_public_models(), 0.37, scoring)
    (entry,) = door.ledger.entries
    assert seen == [(entry.epsilon, _delta_of(entry.mechanism), True)]
    assert entry.epsilon == 0.37 and "monotone" in entry.mechanism
    assert door.ledger.epsilon == pytest.approx(0.37, rel=1e-12)


@pytest.mark.parametrize("scoring", ["error", "brier"])
def test_k_noisy_loss_sums_of_the_same_records_compose_in_sequence(monkeypatch, scoring):
    """:meth:`PrivateData.noisy_loss_sums` releases K sums over the *same* records: its ledger
    composes them to K·ε_each, each noised at ε_each (mutation: each model's charge scoped as
    a partition of its own, ``Scope(f"model {k}")``, so the door's ledger reads ε_each as if
    the K sums read disjoint records; the selector re-scopes the entries and hides it, a
    caller of the door's query (docs/extending.md) does not)."""
    seen = []
    real = door_module.mech.noisy_counts

    def spy(counts, epsilon, sensitivity=1):
        seen.append((len(np.atleast_1d(counts)), float(epsilon)))
        return real(counts, epsilon, sensitivity)

    monkeypatch.setattr(door_module.mech, "noisy_counts", spy)
    door = _mixed_door()
    models = _public_models() + _public_models()[:1]          # K = 3
    door.noisy_loss_sums(models, 0.25, scoring)
    assert seen == [(3, 0.25)]
    assert [e.epsilon for e in door.ledger.entries] == [0.25] * 3
    assert door.ledger.epsilon == pytest.approx(0.75, rel=1e-12)


# ---------------------------------------------------------------- per-group sets
def _group_member(eps: float, category, X, y, schema):
    """A tiny model of group ``color=category`` fitted at ``eps`` (on that group's rows)."""
    rows = (X["color"] == category).to_numpy()
    m = d.DiffPRFsClassifier(epsilon=eps, schema=schema, n_estimators=2, max_depth=2,
                             random_state=0, progress=False).fit(X[rows], y[rows])
    m.group_ = {"column": "color", "category": category}
    return m


def test_a_per_group_sets_ledger_is_its_most_spending_member():
    """A set's ``ledger_`` is what it spent on any one training record: each record is read by
    its own group's model only, so the *largest* member ledger (parallel composition), which
    ``dpforest evaluate FOLDER`` states and ``budget.spend(set)`` books (mutation: ``min``
    instead of ``max`` in ``GroupModels.ledger_``: a set whose members were fitted at
    different ε -- a folder assembled from two fits -- reads and books the smallest)."""
    X, y, schema = make_mixed(n=400, seed=5)
    eps = {"red": 0.5, "green": 2.0, "blue": 1.0, "yellow": 0.25}
    models = d.GroupModels({c: _group_member(e, c, X, y, schema) for c, e in eps.items()})
    assert models.ledger_.epsilon == pytest.approx(2.0, rel=1e-9)
    budget = d.PrivacyBudget(total=None)
    assert budget.spend(models) == pytest.approx(2.0, rel=1e-9)


# ---------------------------------------------------------------- parts keyed by a record's own id
def test_a_new_group_moves_no_other_group_to_the_other_side():
    """``train_test_split(groups=...)`` (and the selector's ``fit(groups=...)``, through the
    same ``_group_ids``/``assign_group_parts``) decides each group's side by its own id:
    adding one record of a new person whose id sorts before every other moves no other
    record (mutation: the ids replaced by their ranks among the ids present,
    ``np.unique(ids, return_inverse=True)[1]``, so a new smallest id renumbers every group
    and re-draws its side; the suite's check removed records whose ids stayed present)."""
    X, y, schema = make_mixed(n=600, seed=7)
    ids = pd.Series([f"p{i % 150:03d}" for i in range(len(X))], index=X.index)
    new_X = X.iloc[:1].set_axis([-1])
    Xn, yn = pd.concat([new_X, X]), pd.concat([y.iloc[:1].set_axis([-1]), y])
    idn = pd.concat([pd.Series(["a-new-person"], index=[-1]), ids])
    _, te, _, _ = d.model_selection.train_test_split(X, y, schema=schema, groups=ids,
                                                     test_size=0.3, random_state=11)
    _, te_n, _, _ = d.model_selection.train_test_split(Xn, yn, schema=schema, groups=idn,
                                                       test_size=0.3, random_state=11)
    assert 0 < len(te) < len(X)
    assert set(te_n.index) - {-1} == set(te.index)


# ---------------------------------------------------------------- the pinned budget's filter
def test_a_weight_is_judged_by_itself_not_against_the_first_record():
    """Under a pinned schema a record whose weight is not 1 is left out on its own (mutation:
    each weight compared with the *first* record's, ``float(v) == float(vals[0])``: one record
    of weight 2 put in front keeps itself and leaves out every other record, and the fit then
    refuses the weight -- the other records' fate decided by one record).  The neighbour with
    that record in front is fitted, noiselessly, exactly as the table without it."""
    from dpforest.privacy.mechanisms import _noiseless
    from dpforest.privacy.record_filter import _unit_weights

    assert list(_unit_weights([2.0, 1, 1.0, 3])) == [False, True, True, False]
    X, y, schema = make_mixed(n=300, seed=8)
    Xn = pd.concat([X.iloc[:1], X], ignore_index=True)
    yn = pd.concat([y.iloc[:1], y], ignore_index=True)

    def model():
        return d.DiffPRFsClassifier(epsilon=1.0, schema=schema, n_estimators=2, max_depth=2,
                                    random_state=0, progress=False)

    with _noiseless():
        pinned = d.PrivacyBudget(5.0, schema=schema).fit(
            model(), Xn, yn, sample_weight=np.r_[2.0, np.ones(len(X))])
        plain = model().fit(X, y)
    np.testing.assert_array_equal(pinned.predict_proba(X), plain.predict_proba(X))
