"""PrivateModelSelector's private comparison: ``release`` ('winner': one monotone
permute-and-flip; 'scores': K noisy losses) and ``scoring`` ('error', 'brier'), and the door
methods behind them (:meth:`PrivateData.private_best_model`, :meth:`PrivateData.noisy_loss_sums`).
More selector tests (parts, grids, integer labels) are in test_newcomer.py."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.base import clone
from sklearn.exceptions import NotFittedError

import dpforest as d
from dpforest.data import PrivateData
from dpforest.model_selection import PrivateModelSelector
from dpforest.privacy.mechanisms import _noiseless

from conftest import make_mixed

COMBOS = [(r, s) for r in ("winner", "scores") for s in ("error", "brier")]


def _validation_entries(sel):
    return [e for e in sel.ledger_.entries if e.scope.partition == "validation"]


@pytest.mark.parametrize("refit_share", [0.0, 0.3])
@pytest.mark.parametrize("release,scoring", COMBOS)
def test_ledger_spends_the_declared_total_for_every_option(release, scoring, refit_share):
    X, y, schema = make_mixed(1500, seed=3)
    cands = [d.DPForestClassifier(max_depth=k, progress=False) for k in (1, 3, 5)]
    sel = PrivateModelSelector(cands, 0.7, schema, release=release, scoring=scoring,
                               refit_share=refit_share, random_state=0).fit(X, y)
    assert sel.ledger_.epsilon == pytest.approx(0.7, rel=1e-9)
    assert sel.best_estimator_.ledger_ is sel.ledger_
    eps_sel = 0.7 * (1 - refit_share)
    val = _validation_entries(sel)
    if release == "winner":
        # exactly one selection entry at the whole selection budget; nothing else released
        assert len(val) == 1 and val[0].epsilon == pytest.approx(eps_sel)
        assert "permute-and-flip (" in val[0].mechanism
        assert f"Δ={1 if scoring == 'error' else 2}, monotone" in val[0].mechanism
        assert sel.noisy_scores_ is None and sel.noisy_errors_ is None
    else:
        assert len(val) == 3 and all(e.epsilon == pytest.approx(eps_sel / 3) for e in val)
        assert all("discrete Laplace" in e.mechanism for e in val)
        assert len(sel.noisy_scores_) == 3 and np.isfinite(sel.noisy_scores_).all()
        assert sel.best_index_ == int(np.argmin(sel.noisy_scores_))
        if scoring == "error":
            assert sel.noisy_errors_ is sel.noisy_scores_
        else:
            assert sel.noisy_errors_ is None
    assert sel.best_index_ in (0, 1, 2)


def test_scores_release_is_the_old_behaviour():
    """``release='scores'`` (error): K noisy error counts, each discrete Laplace at ε/K through
    the door's ``noisy_loss_sums``, argmin; under the test-only noiseless mode the counts are exact and
    'winner' picks the same candidate (the selection's noiseless pick is the first maximum of
    minus the counts, as argmin's is the first minimum)."""
    X, y, schema = make_mixed(3000, seed=1)

    def cands():
        return [d.DPForestClassifier(max_depth=k, random_state=0, progress=False) for k in (1, 2, 4)]

    sel = PrivateModelSelector(cands(), 1.0, schema, release="scores", random_state=0).fit(X, y)
    assert sel.noisy_errors_.shape == (3,)
    assert [e.what for e in _validation_entries(sel)] == [f"validation (misclassified, model {k})"
                                                           for k in range(3)]
    # one entry a model, on the validation part's records (not labelled as trees), adding up
    assert {e.scope.describe() for e in _validation_entries(sel)} == {"partition validation"}
    assert sum(e.epsilon for e in _validation_entries(sel)) == pytest.approx(1.0)
    assert sel.ledger_.epsilon == pytest.approx(1.0)
    assert [e.mechanism for e in _validation_entries(sel)] == ["discrete Laplace"] * 3
    with _noiseless():
        old = PrivateModelSelector(cands(), 1.0, schema, release="scores", random_state=0).fit(X, y)
        new = PrivateModelSelector(cands(), 1.0, schema, random_state=0).fit(X, y)
    errs = old.noisy_errors_
    assert errs[0] > 50 and errs[0] > errs.min()          # depth 1 cannot fit this problem
    assert np.array_equal(errs, np.round(errs))           # exact counts
    assert old.best_index_ == new.best_index_ == int(np.argmin(errs))


@pytest.mark.parametrize("field,value", [("release", "all"), ("release", None), ("release", ["winner"]),
                                         ("scoring", "log_loss"), ("scoring", 1)])
def test_bad_release_or_scoring_raises_and_changes_nothing(field, value):
    X, y, schema = make_mixed(300, seed=2)
    cands = [d.DPForestClassifier(max_depth=k, progress=False) for k in (1, 2)]
    sel = PrivateModelSelector(cands, 1.0, schema, random_state=0, **{field: value})
    message = {"release": "release must be 'winner' or 'scores', got ",
               "scoring": "scoring must be 'error' or 'brier', got "}[field]
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        sel.fit(X, y)
    with pytest.raises(NotFittedError):
        sel.predict(X)
    assert not hasattr(sel, "best_index_") and not hasattr(sel, "ledger_")
    # a fitted selector given a bad value keeps its fitted state
    good = PrivateModelSelector(cands, 1.0, schema, release="scores", random_state=0).fit(X, y)
    before = (good.best_index_, good.noisy_scores_, good.ledger_, good.best_estimator_)
    good.set_params(**{field: value})
    with pytest.raises(ValueError, match=field):
        good.fit(X, y)
    after = (good.best_index_, good.noisy_scores_, good.ledger_, good.best_estimator_)
    assert all(a is b for a, b in zip(after, before))


def _door_spy(monkeypatch) -> list:
    """A list that gets an item each time a door (PrivateData) is opened."""
    opened = []
    orig = PrivateData.__init__

    def spy(self, *a, **k):
        opened.append(1)
        orig(self, *a, **k)
    monkeypatch.setattr(PrivateData, "__init__", spy)
    return opened


def test_a_candidate_whose_papers_accounting_spends_more_is_refused_before_any_record_is_read(
        monkeypatch):
    """A candidate with its paper's own accounting composes more than the share a selection
    gives it (DPRF: (0.01 + 0.99 t) x its epsilon): its fit read the records, then exceeded the
    share, so the selection spent its epsilon on an outcome certain from public settings.
    Refused first now, before a door opens; a sound candidate of the same forest runs."""
    X, y, schema = make_mixed(300, seed=2)
    opened = _door_spy(monkeypatch)
    paper = d.DPRFClassifier(accounting="paper", n_estimators=3, max_depth=2, progress=False)
    sel = PrivateModelSelector([paper, d.DPForestClassifier(max_depth=2, progress=False)], 1.0,
                               schema, random_state=0)
    with pytest.raises(ValueError, match=r"candidate 0 \(DPRFClassifier\) uses its paper's own "
                                         r"accounting, whose recipe composes epsilon 2\.98"):
        sel.fit(X, y)
    assert opened == [] and not hasattr(sel, "ledger_")
    sound = clone(paper).set_params(accounting="sound")
    sel = PrivateModelSelector([sound, d.DPForestClassifier(max_depth=2, progress=False)], 1.0,
                               schema, random_state=0).fit(X, y)
    assert opened and sel.ledger_.epsilon == pytest.approx(1.0)


def test_a_candidate_whose_own_settings_cannot_fit_is_refused_before_any_record_is_read(
        monkeypatch):
    """A candidate whose settings its own fit refuses before reading (300 complete trees of
    depth 12; boosting rounds at too little epsilon each) failed only once the selection's door
    had read the records: a budget booked the selection's epsilon for nothing.  Refused first
    now, at the share it would be fitted with (the refit's too), the candidate named."""
    X, y, schema = make_mixed(300, seed=2)
    opened = _door_spy(monkeypatch)
    small = d.DPForestClassifier(max_depth=2, progress=False)
    cases = [([small, d.DPForestClassifier(n_estimators=300, max_depth=12, progress=False)], 0.3,
              0.0, r"candidate 1 \(DPForestClassifier\) at the epsilon=0\.3 it would be fitted "
                   r"with: max_depth=12 grows 300 complete tree"),
             ([d.DPBoostingClassifier(progress=False), small], 7e-6, 0.0,
              r"candidate 0 \(DPBoostingClassifier\) at the epsilon=7e-06 .* too little budget"),
             ([small, d.DPBoostingClassifier(progress=False)], 6e-5, 0.1,     # its refit's share
              r"candidate 1 \(DPBoostingClassifier\) at the epsilon=6e-06 ")]
    budget = d.PrivacyBudget(total=1)
    for cands, eps, refit, match in cases:
        sel = PrivateModelSelector(cands, eps, schema, refit_share=refit, random_state=0)
        with pytest.raises(ValueError, match=match) as info:
            budget.fit(sel, X, y)
        assert "refused before any record was read" in str(info.value)
        assert opened == [] and not hasattr(sel, "ledger_") and budget.spent == 0


def test_winner_picks_the_clearly_better_candidate():
    """ε = 5, a depth-1 forest (~0.82 accuracy on this problem) against a depth-4 one (~1.0), the
    better one put first in half of the runs: 20 runs with unseeded (OS) noise, the monotone
    selection must pick the better one in nearly all (its gap is ~150 validation errors against
    noise of scale 1/ε)."""
    X, y, schema = make_mixed(3000, seed=1)
    right = 0
    for seed in range(20):
        cands = [d.DPForestClassifier(max_depth=1, progress=False),
                 d.DPForestClassifier(max_depth=4, progress=False)]
        good = 1
        if seed % 2:
            cands, good = cands[::-1], 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            sel = PrivateModelSelector(cands, 5.0, schema, random_state=seed).fit(X, y)
        right += sel.best_index_ == good
    assert right >= 17


def _rare_class_problem(n=4000, seed=0):
    """Two classes, one rare (~9 %): P(rare | x = 1) = 0.35, P(rare | x = 0) = 0.02, so the best
    classifier predicts 'common' everywhere, like a constant one: the error counts cannot tell
    them apart, the Brier loss can."""
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 2, n)
    y = np.where(rng.random(n) < np.where(x == 1, 0.35, 0.02), "rare", "common")
    X = pd.DataFrame({"x": x.astype(str), "z": rng.uniform(0, 1, n)})
    schema = d.Schema([d.Categorical("x", ["0", "1"]), d.Numeric("z", 0, 1)], classes=["common", "rare"])
    return X, pd.Series(y, name="y"), schema


def test_brier_prefers_good_probabilities_to_a_constant_model():
    X, y, schema = _rare_class_problem()

    def cands():   # a constant model first: one hard-voting tree of depth 1, whose leaves all
        # hold more 'common' than 'rare' records (P(rare | x) <= 0.35), so probability 1 on 'common'
        return [d.DiffPRFsClassifier(n_estimators=1, max_depth=1, max_features=None, progress=False),
                d.DPForestClassifier(max_depth=2, progress=False)]

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with _noiseless():
            err = PrivateModelSelector(cands(), 5.0, schema, release="scores", random_state=0).fit(X, y)
            brier = PrivateModelSelector(cands(), 5.0, schema, release="scores", scoring="brier",
                                         random_state=0).fit(X, y)
            winner = PrivateModelSelector(cands(), 5.0, schema, scoring="brier", random_state=0).fit(X, y)
        # the error counts tie (both predict 'common' everywhere): the first one wins
        assert err.noisy_errors_[0] == err.noisy_errors_[1] and err.best_index_ == 0
        # the constant model loses 2 per rare record, the forest's probabilities much less
        assert brier.noisy_scores_[0] > brier.noisy_scores_[1] + 50 and brier.best_index_ == 1
        assert winner.best_index_ == 1
        picks = [PrivateModelSelector(cands(), 5.0, schema, scoring="brier", random_state=s).fit(X, y).best_index_
                 for s in range(5)]
    assert picks == [1] * 5


def test_door_private_best_model_releases_only_an_index():
    X, y, schema = _rare_class_problem(600, seed=1)
    door = PrivateData(X, y, schema, 1.0)
    labels = door._y.astype(int)
    truth = (lambda c: np.eye(2)[labels])          # a perfect model (test only: it reads y)
    const = (lambda c: np.tile([0.9, 0.1], (len(c), 1)))
    wild = (lambda c: np.full((len(c), 2), np.nan))
    models = [(None, const), (None, truth), (None, wild)]
    with _noiseless():
        assert door.private_best_model(models, 1.0, "brier") == 1
        assert door.private_best_model(models, 1.0, "error") == 1
        sums = door.noisy_loss_sums(models, 0.5)
    Q = PrivateData.BRIER_RESOLUTION
    n_rare = int(labels.sum())
    expected_const = (n_rare * round(1.62 * Q) + (600 - n_rare) * round(0.02 * Q)) / Q
    # a NaN model's records each count the largest loss, 2: the sensitivity bound holds
    assert sums.tolist() == [pytest.approx(expected_const), 0.0, 2.0 * 600]
    pick = door.private_best_model(models, 1.0, "brier")
    assert type(pick) is int and pick in (0, 1, 2)
    whats = [(e.epsilon, e.mechanism) for e in door.ledger.entries]
    assert whats[0] == (1.0, "permute-and-flip (brier loss, Δ=2, monotone)")
    assert whats[1] == (1.0, "permute-and-flip (error loss, Δ=1, monotone)")
    assert [w[0] for w in whats[2:5]] == [0.5] * 3 and "sensitivity 131072/65536" in whats[2][1]
    with pytest.raises(ValueError, match="scoring must be 'error' or 'brier'"):
        door.private_best_model(models, 1.0, "auc")
    assert len(door.ledger.entries) == 6          # the refused call charged nothing


def test_door_hands_the_mechanisms_the_scoring_sensitivity(monkeypatch):
    """The sampler and the noise get the loss's sensitivity, not only the ledger's text: 2 for
    the Brier loss (2·2^16 grid steps for the released sums), 1 for errors, always monotone."""
    import dpforest.data as door_module
    seen = []
    real_select, real_counts = door_module.mech.select, door_module.mech.noisy_counts
    monkeypatch.setattr(door_module.mech, "select",
                        lambda s, e, sens, rng=None, monotone=False:
                        seen.append(("select", sens, monotone)) or real_select(s, e, sens, rng, monotone))
    monkeypatch.setattr(door_module.mech, "noisy_counts",
                        lambda c, e, sens=1: seen.append(("counts", sens)) or real_counts(c, e, sens))
    X, y, schema = _rare_class_problem(300, seed=2)
    door = PrivateData(X, y, schema, 1.0)
    models = [(None, lambda c: np.tile([0.9, 0.1], (len(c), 1))),
              (None, lambda c: np.tile([0.5, 0.5], (len(c), 1)))]
    door.private_best_model(models, 1.0, "brier")
    door.private_best_model(models, 1.0, "error")
    door.noisy_loss_sums(models, 0.5)
    assert seen == [("select", 2, True), ("select", 1, True),
                    ("counts", 2 * PrivateData.BRIER_RESOLUTION)]


def test_a_model_without_a_grid_is_scored_on_the_doors_own():
    """``None`` as a model's grid is the grid the door was on when called, even after an
    earlier model of the same call made it encode the records on a finer one."""
    X, y, schema = make_mixed(800, seed=4)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fine = d.DPForestClassifier(1.0, schema, random_state=0, progress=False).fit(X, y)
        coarse = d.DPForestClassifier(5.0, schema, random_state=0, progress=False,
                                      numeric_grid="uniform").fit(X, y)
    # a model on the schema's own grid that is not constant, so the grid it reads matters
    assert fine.schema_ != schema and coarse.schema_ == schema and not coarse.constant_
    alone = PrivateData(X, np.asarray(y), schema, 1.0)._model_loss_sums(
        [(None, coarse._proba_from_codes)], "error")
    after = PrivateData(X, np.asarray(y), schema, 1.0)._model_loss_sums(
        [(fine.schema_, fine._proba_from_codes), (None, coarse._proba_from_codes)], "error")
    assert after[1] == alone[0]


def test_dask_door_sums_match_the_in_memory_door():
    dd = pytest.importorskip("dask.dataframe")
    from dpforest.dask_data import DaskPrivateData

    X, y, schema = _rare_class_problem(900, seed=2)
    m = d.DiffPRFsClassifier(3.0, schema, n_estimators=3, max_depth=2, progress=False).fit(X, y)
    models = [(m.schema_, m._proba_from_codes), (None, lambda c: np.tile([0.8, 0.2], (len(c), 1)))]
    mem = PrivateData(X, y, schema, 1.0)
    dsk = DaskPrivateData(dd.from_pandas(X, npartitions=3), dd.from_pandas(y, npartitions=3), schema, 1.0)
    for scoring in ("error", "brier"):
        assert mem._model_loss_sums(models, scoring).tolist() == dsk._model_loss_sums(models, scoring).tolist()


def test_candidate_forms_and_budget_shares_are_checked_before_any_record_is_read():
    X, y, schema = make_mixed(300, seed=5)
    gen = (c for c in [d.DPForestClassifier(max_depth=2, progress=False)])
    with pytest.raises(TypeError, match="candidates must be a list"):
        PrivateModelSelector(gen, 1.0, schema).fit(X, y)
    with pytest.raises(TypeError, match=r"pass DPForestClassifier\(\)"):
        PrivateModelSelector([d.DPForestClassifier], 1.0, schema).fit(X, y)
    one = [d.DPForestClassifier(max_depth=2, progress=False)]
    sel = PrivateModelSelector(one, 1.0, schema, refit_share=0.999999999)
    with pytest.raises(ValueError, match="refit_share=1 leaves 1e-09 for the candidates' fits"):
        sel.fit(X, y)
    assert not hasattr(sel, "best_estimator_")
    four = [d.DPForestClassifier(max_depth=k, progress=False) for k in (1, 2, 3, 4)]
    with pytest.raises(ValueError, match="release='scores' leaves 5e-07 for each released score"):
        PrivateModelSelector(four, 2e-6, schema, release="scores").fit(X, y)


def test_a_declared_public_size_is_scaled_to_each_candidates_part():
    X, y, schema = make_mixed(600, seed=6)
    cands = [d.DPForestClassifier(max_depth=2, n_samples=600, progress=False),
             d.DPForestClassifier(max_depth=3, progress=False)]
    sel = PrivateModelSelector(cands, 1.0, schema, validation_share=0.4, refit_share=0.3,
                               random_state=0).fit(X, y)
    assert sel.candidates_[0].n_samples == 180 and sel.candidates_[1].n_samples is None
    assert cands[0].n_samples == 600                   # the user's candidate is left as it was
    if sel.best_index_ == 0:                           # the refit on all records keeps it
        assert sel.best_estimator_.n_samples == 600


def test_one_constant_model_warning_in_the_selectors_terms():
    """Candidates' own verdicts (each quoting its share of the budget) are replaced by one
    about the chosen model, naming the declared epsilon."""
    X, y, schema = make_mixed(400, seed=7)
    y = np.full(len(X), schema.classes[0], dtype=object)     # one class: every model constant
    cands = [d.DPForestClassifier(max_depth=k, progress=False) for k in (1, 2, 3)]
    with _noiseless(), warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        sel = PrivateModelSelector(cands, 0.8, schema, refit_share=0.25, random_state=0).fit(X, y)
    const = [w for w in got if issubclass(w.category, d.ConstantModelWarning)]
    assert len(const) == 1 and "PrivateModelSelector (epsilon=0.8)" in str(const[0].message)
    assert "refitted on all records with epsilon=0.2" in str(const[0].message)
    assert const[0].filename == __file__ and sel.best_estimator_.constant_


def test_candidate_parameters_are_nested_like_a_pipelines():
    """get_params(deep=True) lists candidates__<i>__<name>; set_params sets them on that
    candidate; a bad index or name is a ValueError naming the form (it was an AttributeError
    about a list)."""
    a, b = d.DPForestClassifier(max_depth=2), d.DPForestClassifier(max_depth=4)
    sel = PrivateModelSelector([a, b], epsilon=1.0, schema=None)
    params = sel.get_params(deep=True)
    assert params["candidates__1__max_depth"] == 4 and "candidates__0__epsilon" in params
    assert "candidates__0__max_depth" not in sel.get_params(deep=False)
    assert sel.set_params(candidates__0__max_depth=3, validation_share=0.4) is sel
    assert a.max_depth == 3 and b.max_depth == 4 and sel.validation_share == 0.4
    for bad in ("candidates__2__max_depth", "candidates__x__max_depth", "candidates__0"):
        with pytest.raises(ValueError, match="candidates__<index>__<name>"):
            sel.set_params(**{bad: 1})
    with pytest.raises(ValueError, match="Invalid parameter"):
        sel.set_params(candidates__0__no_such=1)
    # a bad key changes nothing, not even the candidates named before it
    for bad in ({"candidates__0__max_depth": 7, "no_such": 1},
                {"candidates__0__max_depth": 7, "candidates__3__max_depth": 8},
                {"candidates__0__max_depth": 7, "candidates__²__max_depth": 8},
                {"validation_share": 0.2, "candidates__5__max_depth": 8}):
        with pytest.raises(ValueError):
            sel.set_params(**bad)
        assert a.max_depth == 3 and sel.validation_share == 0.4
    # a new list and its nested keys together: the keys refer to the new list (as a Pipeline)
    c0, c1 = d.DPForestClassifier(max_depth=5), d.DPForestClassifier(max_depth=6)
    sel.set_params(candidates=[c0, c1], candidates__0__max_depth=9)
    assert sel.candidates[0] is c0 and c0.max_depth == 9 and a.max_depth == 3
    clone(sel)          # cloning still copies the list and its candidates


def test_groups_keep_each_group_in_one_part():
    """With groups, every row of a group lands in one part (no candidate is validated on rows
    of people it was trained on); each row's part comes from the seed and its own id, so adding
    a row moves no other row -- even when its id equals others' under == in another type (True
    and 1, Decimal(3) and 3, (1.0,) and (1,)), which picking a representative among equal ids
    made depend on the rows' order; the ledger is the same ε; bad groups are refused without
    numbers."""
    import decimal

    rng = np.random.default_rng(0)
    ids = np.repeat(np.arange(300), rng.integers(1, 6, 300))
    X = pd.DataFrame({"a": rng.uniform(0, 1, len(ids))}, index=np.arange(len(ids)) * 10)
    y = (X["a"] > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])
    shares = [0.3, 0.35, 0.35]

    def parts(group_ids, seed=7):
        door = PrivateData(pd.DataFrame({"a": np.zeros(len(group_ids))}), np.zeros(len(group_ids), int), s, 1.0)
        flat = np.empty(len(group_ids), dtype=object)      # tuple ids stay one id each
        flat[:] = list(group_ids)
        return door.assign_group_parts(seed, shares, flat)

    part = parts(ids)
    assert (pd.Series(part).groupby(ids).nunique() == 1).all() and set(part) == {0, 1, 2}
    seen = np.bincount(part[np.unique(ids, return_index=True)[1]], minlength=3) / 300
    assert np.allclose(seen, shares, atol=0.1)
    np.testing.assert_array_equal(parts(list(ids) + [1000, 1000])[:len(ids)], part)   # no row moved
    for seed in range(40):
        base = parts([1, 1, 1, 3, 3, (1,), (1,)], seed)
        for first in (True, decimal.Decimal(1), 1.0, np.int64(1)):
            grown = parts([first, 1, 1, 1, 3, 3, (1,), (1,)], seed)
            np.testing.assert_array_equal(grown[1:], base)
            assert grown[0] == base[0]                     # equal ids: one group
        assert parts([(1.0,), (1,), (np.int64(1),)], seed).tolist() == [base[5]] * 3
    sel = PrivateModelSelector([d.DPForestClassifier(progress=False),
                                d.DiffPRFsClassifier(n_estimators=2, max_depth=2, progress=False)],
                               1.0, s, random_state=0).fit(X, y, groups=pd.Series(ids, index=X.index))
    assert sel.ledger_.epsilon == pytest.approx(1.0)
    with pytest.raises(ValueError, match="same number of rows"):
        sel.fit(X, y, groups=ids[:-1])
    with pytest.raises(ValueError, match="index is not X's"):
        sel.fit(X, y, groups=pd.Series(ids))
    with pytest.raises(ValueError, match="missing ids"):
        sel.fit(X, y, groups=pd.Series(ids, index=X.index).astype(object).where(ids != 3, None))
    big = pd.Series(ids, index=X.index).astype(object)
    big.iloc[0] = 10 ** 400                                # no OverflowError
    sel.fit(X, y, groups=big)


def test_the_same_candidate_twice_is_pointed_out():
    """Two candidates of one class with the same settings (epsilon, schema and progress aside,
    which the selector sets) halve each other's records for no choice: said, naming their
    positions; another setting or another class is no duplicate."""
    X, y, schema = make_mixed(300, seed=4)
    twice = [d.DPForestClassifier(max_depth=2, progress=False),
             d.DPForestClassifier(max_depth=2, epsilon=3.0, progress=True),
             d.DPForestClassifier(max_depth=3, progress=False)]
    with pytest.warns(UserWarning, match="candidates 0 and 1 are the same DPForestClassifier") as rec:
        PrivateModelSelector(twice, 1.0, schema, random_state=0).fit(X, y)
    assert sum("same settings" in str(r.message) for r in rec) == 1
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        PrivateModelSelector([d.DPForestClassifier(max_depth=2, progress=False),
                              d.PrivateRDTClassifier(progress=False)], 1.0, schema,
                             random_state=0).fit(X, y)
    assert not any("same settings" in str(r.message) for r in rec)


def test_one_candidate_warns_that_there_is_nothing_to_choose():
    X, y, schema = make_mixed(300, seed=4)
    with pytest.warns(UserWarning, match="one candidate: there is nothing to choose"):
        sel = PrivateModelSelector([d.DPForestClassifier(progress=False)], 1.0, schema,
                                   random_state=0).fit(X, y)
    assert sel.ledger_.epsilon == 1.0
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)      # two candidates: no such warning
        warnings.filterwarnings("ignore", category=d.ConstantModelWarning)
        PrivateModelSelector([d.DPForestClassifier(progress=False),
                              d.DPForestClassifier(max_depth=1, progress=False)], 1.0, schema,
                             random_state=0).fit(X, y)


def test_many_candidates_or_their_own_epsilon_are_said_and_part_leaf_sizes_are_not():
    X, y, schema = make_mixed(600, seed=5)
    grid = [d.DPForestClassifier(max_depth=k, progress=False) for k in (1, 2, 3, 4, 5)]
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        PrivateModelSelector(grid, 1.0, schema, random_state=0).fit(X, y)
    texts = [str(w.message) for w in rec]
    assert any(t.startswith("5 candidates: each is fitted on its own part, about 1/5") for t in texts)
    # a candidate's leaves are those of its part: no per-candidate leaf-size warning
    assert not any("a leaf holds about" in t for t in texts)
    with pytest.warns(UserWarning, match="not a setting to tune"):
        PrivateModelSelector([d.DPForestClassifier(epsilon=2.0, progress=False),
                              d.DPForestClassifier(epsilon=0.5, progress=False)], 1.0, schema,
                             random_state=0).fit(X, y)
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)         # four: within the advice
        warnings.filterwarnings("ignore", category=d.ConstantModelWarning)
        PrivateModelSelector(grid[:4], 1.0, schema, random_state=0).fit(X, y)


def test_a_search_around_the_selector_names_the_selector():
    """GridSearchCV around a PrivateModelSelector: the repeated-fit warning names the selector
    (it said the candidate's class and advised the selector the user was already using)."""
    from sklearn.model_selection import GridSearchCV

    X, y, schema = make_mixed(300)
    sel = PrivateModelSelector([d.DPForestClassifier(max_depth=1), d.DPForestClassifier(max_depth=2)],
                               epsilon=1.0, schema=schema, random_state=0)
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        GridSearchCV(sel, {"validation_share": [0.2, 0.3]}, cv=2).fit(X, y)
    said = [str(w.message) for w in rec if issubclass(w.category, d.RepeatedFitWarning)]
    assert said and all(m.startswith("PrivateModelSelector.fit (fitting its DPForestClassifier "
                                      "candidates)") for m in said)
    assert all("use dpforest.model_selection.PrivateModelSelector" not in m for m in said)


# ----------------------------------------------------------------------------- train_test_split
def _content(X, y):
    """The multiset of a part's records (values and label), as sorted tuples."""
    frame = pd.concat([X.reset_index(drop=True), pd.Series(np.asarray(y, dtype=object),
                                                           name="__y__")], axis=1)
    return sorted(map(repr, frame.itertuples(index=False, name=None)))


@pytest.mark.parametrize("where", ["front", "middle", "end"])
def test_train_test_split_moves_no_other_record_when_one_is_added(where):
    """Each record's side is a function of the seed and the record alone: adding one record
    anywhere (also a copy of an existing one) leaves every other record on its side, which a
    seeded split by position does not (the property parallel composition over the two parts
    needs)."""
    from sklearn.model_selection import train_test_split as sk_split

    from dpforest.model_selection import train_test_split

    X, y, schema = make_mixed(400)
    at = {"front": 0, "middle": 200, "end": 400}[where]
    for new in (X.iloc[[7]], X.iloc[[7]].assign(age=33.0)):          # a copy, and a new record
        X2 = pd.concat([X.iloc[:at], new, X.iloc[at:]], ignore_index=True)
        y2 = pd.concat([y.iloc[:at], y.iloc[[7]], y.iloc[at:]], ignore_index=True)
        for seed in (0, 1):
            a = train_test_split(X, y, schema=schema, test_size=0.3, random_state=seed)
            b = train_test_split(X2, y2, schema=schema, test_size=0.3, random_state=seed)
            tr_a, te_a, tr_b, te_b = (_content(a[0], a[2]), _content(a[1], a[3]),
                                      _content(b[0], b[2]), _content(b[1], b[3]))
            # one part gained exactly the new record, the other is unchanged
            grown = [(s, t) for s, t in ((tr_a, tr_b), (te_a, te_b)) if len(t) == len(s) + 1]
            same = [(s, t) for s, t in ((tr_a, tr_b), (te_a, te_b)) if s == t]
            assert len(grown) == 1 and len(same) == 1
            s, t = grown[0]
            assert not (set(s) - set(t))
    # the contrast: scikit-learn's seeded split moves many other records
    i1, _ = sk_split(np.arange(400), test_size=0.3, random_state=0)
    i2, _ = sk_split(np.arange(401), test_size=0.3, random_state=0)
    assert len(set(i1) - set(i2)) > 20


def test_train_test_split_shares_groups_types_and_refusals():
    from dpforest.model_selection import train_test_split

    X, y, schema = make_mixed(3000)
    Xtr, Xte, ytr, yte = train_test_split(X, y, schema=schema, test_size=0.2, random_state=3)
    # binomial part sizes: 600 expected, sd 22
    assert abs(len(Xte) - 600) < 5 * 22 and len(Xtr) + len(Xte) == 3000
    assert list(Xtr.index) == sorted(Xtr.index) and set(Xtr.index).isdisjoint(Xte.index)
    assert (ytr.index == Xtr.index).all() and type(Xte) is pd.DataFrame and type(yte) is pd.Series
    # the same seed, the same split; another seed, another
    again = train_test_split(X, y, schema=schema, test_size=0.2, random_state=3)
    assert list(again[1].index) == list(Xte.index)
    assert list(train_test_split(X, y, schema=schema, test_size=0.2, random_state=4)[1].index) \
        != list(Xte.index)
    # a group's rows stay together, and its side depends on its id alone
    ids = np.arange(3000) % 700
    g = train_test_split(X, y, schema=schema, test_size=0.3, random_state=3, groups=ids)
    assert set(ids[g[0].index]).isdisjoint(ids[g[1].index])
    half = train_test_split(X.iloc[:1500], y.iloc[:1500], schema=schema, test_size=0.3,
                            random_state=3, groups=ids[:1500])
    assert set(ids[half[1].index]) <= set(ids[g[1].index])
    # numpy in, numpy out
    Xa, _, ya, _ = train_test_split(X.to_numpy(dtype=object), y.to_numpy(), schema=schema,
                                    random_state=0)
    assert isinstance(Xa, np.ndarray) and isinstance(ya, np.ndarray) and len(Xa) == len(ya)
    for bad in (0, 1, 1.5, True, "0.3"):
        with pytest.raises(ValueError, match="test_size must be a share"):
            train_test_split(X, y, schema=schema, test_size=bad)
    with pytest.raises(ValueError, match="stratify is not offered"):
        train_test_split(X, y, schema=schema, stratify=y)
    with pytest.raises(TypeError, match="random_state must be an int"):
        train_test_split(X, y, schema=schema, random_state=np.random.default_rng(0))
    # a record the schema refuses: the column and the kind of problem, no value
    worse = X.copy()
    worse.loc[5, "age"] = 1e9
    with pytest.raises(d.SchemaError, match="'age'") as e:
        train_test_split(worse, y, schema=schema, random_state=0)
    assert "1000000000" not in str(e.value) and "1e+09" not in str(e.value)


def test_the_chosen_models_own_fit_ledger_is_kept_saved_and_listed(tmp_path, capsys):
    """The chosen model carries the ledger of the fit that built its trees (``fit_ledger_``:
    the refit's at refit_share, else the candidate's), which the selection's ledger books as one
    entry; it is saved with the model, checked against the model's epsilon on load (an edited
    copy is refused), and listed by ``dpforest show --ledger`` and ``--json``."""
    import gzip
    import hashlib
    import json

    from dpforest.cli import main
    from dpforest.io import ModelFileError

    X, y, schema = make_mixed(1200)
    sel = PrivateModelSelector([d.DPForestClassifier(schema=schema),
                                d.DiffPRFsClassifier(schema=schema, n_estimators=4, max_depth=3)],
                               epsilon=1.0, schema=schema, refit_share=0.3, random_state=0).fit(X, y)
    m = sel.best_estimator_
    assert m.fit_ledger_ is sel.candidate_ledgers_[-1]
    assert m.fit_ledger_.epsilon == pytest.approx(0.3) and m.ledger_.epsilon == pytest.approx(1.0)
    refit = [e for e in m.ledger_.entries if e.what.startswith("refit")]
    assert len(refit) == 1 and refit[0].epsilon == pytest.approx(m.fit_ledger_.epsilon)
    path = tmp_path / "chosen.json"
    d.save_model(m, path)
    back = d.load_model(path)
    assert back.fit_ledger_.to_dict() == m.fit_ledger_.to_dict()
    assert main(["show", str(path), "--ledger"]) == 0
    out = capsys.readouterr().out
    # (its leaves release counts or, near the label-leaf gate, labels: whichever its queries are)
    assert "the chosen model's own fit" in out
    assert all(e.what in out for e in m.fit_ledger_.entries)
    assert main(["show", str(path), "--json"]) == 0
    queries = json.loads(capsys.readouterr().out)["ledger"]["chosen_fit_queries"]
    assert len(queries) == len(m.fit_ledger_.entries)
    # an edited copy (every query's epsilon halved), re-hashed: refused
    doc = json.loads(path.read_text())
    for e in doc["payload"]["fitted"]["fit_ledger_"]["__ledger__"]["entries"]:
        e[1] = e[1] / 2
    from dpforest.io import _canonical
    doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    path.write_text(json.dumps(doc))
    with pytest.raises(ModelFileError, match="fit_ledger_ disagrees"):
        d.load_model(path)


def test_a_pipeline_candidate_is_told_what_to_pass_instead(mixed):
    from sklearn.pipeline import Pipeline

    X, y, schema = mixed
    pipe = Pipeline([("dp", d.DPForestClassifier())])
    sel = d.PrivateModelSelector([pipe, d.DPForestClassifier()], epsilon=1.0, schema=schema)
    with pytest.raises(TypeError, match=r"got Pipeline: .*final dpforest step \(pipe\[-1\]\)"):
        sel.fit(X, y)
    assert not hasattr(sel, "best_estimator_")
    with pytest.raises(TypeError, match=r"got dict$"):
        d.PrivateModelSelector([{}], epsilon=1.0, schema=schema).fit(X, y)


def test_split_groups_given_as_a_column_still_in_X_read_as_its_name():
    """groups=X['patient_id'] with the id still a column of X was refused as a column not in
    the schema; it is read as groups='patient_id' (the id kept in both parts)."""
    from dpforest.model_selection import train_test_split

    X, y, schema = make_mixed(1200)
    X = X.assign(patient_id=np.arange(1200) % 300)
    by_series = train_test_split(X, y, schema=schema, random_state=2, groups=X["patient_id"])
    by_name = train_test_split(X, y, schema=schema, random_state=2, groups="patient_id")
    for a, b in zip(by_series, by_name):
        assert list(a.index) == list(b.index)
    assert "patient_id" in by_series[0].columns
    assert set(by_series[0].patient_id).isdisjoint(by_series[1].patient_id)
    # another series of that name with X's index (a copy, the column transformed) is read as
    # the column set to it: the split follows the series and both parts carry it, so no person
    # of the parts' own column is on both sides.  It used to be refused by whether it shared
    # X's memory, which pandas' copy-on-write decides by the values (a transform that changed
    # no record's id shares it: whether the split ran followed whether some record held 7)
    for ids in (X["patient_id"].copy(), X["patient_id"] // 2,
                X["patient_id"].where(X["patient_id"] != 7, -7),
                X["patient_id"].where(X["patient_id"] != 7000, -7)):
        tr, te, _, _ = train_test_split(X, y, schema=schema, random_state=2, groups=ids)
        assert list(tr.patient_id) == list(ids[tr.index]) and list(te.patient_id) == list(ids[te.index])
        assert set(tr.patient_id).isdisjoint(te.patient_id)
        assert list(tr.columns) == list(X.columns)
    # one without X's index (its rows would meet X's by label or by position): refused, alike
    # whatever its values and however many rows
    for ids in (X["patient_id"].reset_index(drop=True),
                pd.Series(np.arange(1200) % 300, name="patient_id")):
        with pytest.raises(ValueError, match="without X's own index"):
            train_test_split(X, y, schema=schema, random_state=2, groups=ids)
    twice = pd.concat([X, X[["patient_id"]]], axis=1)       # two columns of that name
    with pytest.raises(ValueError, match="X has several columns of that name"):
        train_test_split(twice, y, schema=schema, random_state=2, groups=X["patient_id"])
    empty = X.iloc[:0]
    for ids in (empty["patient_id"], empty["patient_id"].copy()):
        parts = train_test_split(empty, y[:0], schema=schema, random_state=2, groups=ids)
        assert all(len(p) == 0 for p in parts)


def test_train_test_split_of_polars_gives_frames_and_takes_a_named_id_column():
    """A polars frame's parts were numpy arrays: a model fitted on one read its columns in the
    schema's order (here b, a), learning the signal on the wrong column at chance accuracy;
    groups='pid' failed with polars' own TypeError.  Now pandas parts, columns by name."""
    pl = pytest.importorskip("polars")
    from dpforest.model_selection import train_test_split

    rng = np.random.default_rng(0)
    n = 4000
    a, b = rng.uniform(0, 1, n), rng.uniform(0, 1, n)
    X = pl.DataFrame({"a": a, "b": b, "pid": np.arange(n) // 2})
    y = pl.Series("y", (a > 0.5).astype(int))
    s = d.Schema([d.Numeric("b", 0, 1), d.Numeric("a", 0, 1)], classes=[0, 1])
    Xtr, Xte, ytr, yte = train_test_split(X.select(["a", "b"]), y, schema=s, test_size=0.3,
                                          random_state=0)
    assert isinstance(Xtr, pd.DataFrame) and list(Xtr.columns) == ["a", "b"]
    assert isinstance(ytr, pd.Series) and len(Xtr) + len(Xte) == n
    m = d.DPForestClassifier(2.0, schema=s, random_state=0).fit(Xtr, ytr)
    assert m.score(Xte, yte) > 0.9 and list(m.feature_names_in_) == ["a", "b"]
    # the same split as pandas input gives
    ptr = train_test_split(X.select(["a", "b"]).to_pandas(), y.to_pandas(), schema=s,
                           test_size=0.3, random_state=0)[0]
    pd.testing.assert_frame_equal(Xtr, ptr)
    Xtr, Xte, _, _ = train_test_split(X, y, schema=s, groups="pid", random_state=0)
    assert "pid" in Xtr.columns and not set(Xtr["pid"]) & set(Xte["pid"])


@pytest.mark.same_records
def test_a_selector_gives_the_repeated_release_notices_a_forest_gives():
    """A selector fitted a second time, a forest fitted on an X a selector was given, and a
    selector fitted on an X a forest was given: each another release about the same records,
    said as a forest's fit says it (its candidates fit parts of X, so their own notices never
    saw the caller's X).  Identities only: a copy of X is quiet."""
    import warnings

    from dpforest.forests.base import RepeatedFitWarning, SameRecordsWarning

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 600)})
    y = (X["a"] > 0.5).astype(int)
    s = d.Schema([d.Numeric("a", 0, 1)], classes=[0, 1])

    def selector():
        return PrivateModelSelector([d.DPForestClassifier(max_depth=2),
                                     d.DPForestClassifier(max_depth=4)], epsilon=1.0, schema=s,
                                    random_state=0)

    def said(fit):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            fit()
        return [w.category for w in rec if issubclass(w.category, RepeatedFitWarning)]

    sel = selector()
    assert said(lambda: sel.fit(X, y)) == []
    assert said(lambda: sel.fit(X, y)) == [RepeatedFitWarning]
    assert said(lambda: d.DPForestClassifier(1.0, s, progress=False).fit(X, y)) == \
        [SameRecordsWarning]
    X2 = X.copy()
    assert said(lambda: d.DPForestClassifier(1.0, s, progress=False).fit(X2, y)) == []
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        selector().fit(X2, y)
    texts = [str(w.message) for w in rec if w.category is SameRecordsWarning]
    # a selector is told to run one selector for every candidate, not to use a selector
    assert len(texts) == 1 and "one PrivateModelSelector with every candidate" in texts[0]
    X2 = X.copy()
    assert said(lambda: d.DPForestClassifier(1.0, s, progress=False).fit(X2, y)) == []
    assert said(lambda: d.DPForestClassifier(1.0, s, progress=False).fit(X2, y)) == \
        [SameRecordsWarning]
    assert said(lambda: selector().fit(X2.copy(), y)) == []
    # a winner refitted on the caller's X is the selector's own fit: nothing said of it, and
    # the next estimator on that X is told of the selector
    X3 = X.copy()
    refit = PrivateModelSelector([d.DPForestClassifier(max_depth=2),
                                  d.DPForestClassifier(max_depth=4)], epsilon=1.0, schema=s,
                                 refit_share=0.3, random_state=0)
    assert said(lambda: refit.fit(X3, y)) == []
    assert said(lambda: d.DPForestClassifier(1.0, s, progress=False).fit(X3, y)) == \
        [SameRecordsWarning]
    # booked with spend, a selector's fit no longer reads as unbooked to a budget's fit
    # (a y of its own: the y above was given to the unbooked fits above, which a budget says)
    X4, y4 = X.copy(), y.copy()
    booked = selector().fit(X4, y4)
    budget = d.PrivacyBudget(5.0)
    budget.spend(booked)
    with warnings.catch_warnings():
        warnings.simplefilter("error", d.exceptions.AccountingWarning)
        budget.fit(d.DPForestClassifier(1.0, s, progress=False), X4, y4)
    with pytest.warns(d.exceptions.AccountingWarning, match="this y"):
        budget.fit(d.DPForestClassifier(1.0, s, progress=False), X4.copy(), y)


@pytest.mark.parametrize("refit_share", [0.0, 0.3])
def test_the_chosen_model_keeps_ys_name_as_a_plain_fit_does(refit_share):
    """The candidates are fitted on arrays of the selector's parts; y's name is read before
    that, so the selector and its winner carry ``target_name_`` and a frame still holding the
    target is refused naming it, as a plain fit's model does.  A label-less y keeps no name."""
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.random(400)})
    y = pd.Series(np.where(X.x > .5, "yes", "no"), name="outcome")
    s = d.Schema([d.Numeric("x", 0, 1)], classes=["no", "yes"])
    sel = PrivateModelSelector([d.DPForestClassifier(max_depth=k, progress=False) for k in (1, 2)],
                               epsilon=1.0, schema=s, refit_share=refit_share)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sel.fit(X, y)
    assert sel.target_name_ == "outcome" and sel.best_estimator_.target_name_ == "outcome"
    with pytest.raises(d.SchemaError, match=r"X still holds the target's column 'outcome'"):
        sel.predict(X.assign(outcome=y))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sel.fit(X, y.to_numpy())
    assert not hasattr(sel, "target_name_") and not hasattr(sel.best_estimator_, "target_name_")


def test_complex_values_in_a_declared_column_are_named_by_the_selector():
    # the selector checked its input with its first candidate, which has no schema of its own,
    # so a complex value in a declared column was said to be in "a column the schema does not
    # declare"; it names the column now, as a plain fit does (nothing read, nothing spent)
    X, y, schema = make_mixed(200, seed=5)
    Xc = X.assign(age=X["age"].astype(complex))
    sel = PrivateModelSelector([d.DPForestClassifier(progress=False)], epsilon=1.0, schema=schema)
    with pytest.raises(d.SchemaError, match="column 'age' has dtype complex128") as e:
        sel.fit(Xc, y)
    assert "does not declare" not in str(e.value) and not hasattr(sel, "ledger_")
