"""Guards for budget and composition mutations the rest of the suite let through (a second
mutation-testing round, on the ε splits, the grower, the ledger's composition and the door).

Each test names the slip it catches: a one- or two-line change a developer could make by
mistake that keeps every fit's own check ``ledger_.epsilon == epsilon`` green while the release
is not what the ledger books -- scopes the ledger composes in parallel reading overlapping
records, an error count read on another tree's records, a size drawn with less noise than its
entry names, a composition rule that forgets some entries or some paths, a public rule (depth,
leaf share, leaf release, the adaptive grid's gate) fed the true record count instead of the
released one.  The fit's check cannot see these: the ledger composes the scopes and ε it is
told, so the tests look at what the door really did -- which records each scope read (a spy on
its one sampling primitive, :meth:`PrivateData._records_of`), which ε and Δ each released
value's noise had (a spy on the sampler) -- or compute a composition by hand, or make the door
release a size far from the true one.  All are deterministic.
"""

from __future__ import annotations

import math
import re
from itertools import combinations

import numpy as np
import pytest

import dpforest as d
from dpforest.data import PrivateData, TreeSample
from dpforest.privacy import mechanisms as mech
from dpforest.privacy.ledger import Ledger, Scope
from dpforest.privacy.mechanisms import _noiseless

# the door charges and draws the size as always but hands the caller another value (far from
# the true size, 2,000): every rule must follow what the door released
from test_mutation_guards import _release_instead


# ---------------------------------------------------------------- which records each scope read
def _spy_records(monkeypatch) -> list:
    """Every record set the door's sampling primitive hands out, as (TreeSample, frozenset)."""
    seen, real = [], PrivateData._records_of

    def spy(self, s):
        r = real(self, s)
        seen.append((s, frozenset(np.asarray(r).tolist())))
        return r

    monkeypatch.setattr(PrivateData, "_records_of", spy)
    return seen


def _check_scopes_match_records(seen, n) -> None:
    """What parallel composition in the ledger assumes of the records read: scopes in different
    partitions read disjoint records; one tree's in-bag and out-of-bag scopes read disjoint
    records; a scope (partition, tree, bag) reads one record set whenever it is asked."""
    by_scope: dict = {}
    for s, r in seen:
        assert r <= frozenset(range(n))
        key = (s.partition, s.tree if s.bag is not None else None, s.bag)
        assert by_scope.setdefault(key, r) == r, f"scope {key} read two different record sets"
    parts: dict = {}
    for (p, _, _), r in by_scope.items():
        if p is not None:
            parts[p] = parts.get(p, frozenset()) | r
    for p, q in combinations(sorted(parts, key=str), 2):
        assert not parts[p] & parts[q], f"partitions {p!r} and {q!r} share records"
    for (p, t, bag), r in by_scope.items():
        if bag == "inbag" and (p, t, "oob") in by_scope:
            assert not r & by_scope[(p, t, "oob")], f"tree {t}'s in-bag and OOB records overlap"


FORESTS = {
    "default-partitions": lambda s: d.DPForestClassifier(2.0, s, n_estimators=3, max_depth=2,
                                                          random_state=0, progress=False),
    "crfsdp": lambda s: d.CRFsDPClassifier(2.0, s, n_estimators=3, max_depth=2, random_state=0,
                                           progress=False),
    "crfsdp-shared-parts": lambda s: d.CRFsDPClassifier(2.0, s, n_estimators=4, max_depth=2,
                                                        n_partitions=3, random_state=0,
                                                        progress=False),
    "diffprfs-partition": lambda s: d.DiffPRFsClassifier(2.0, s, n_estimators=3, max_depth=2,
                                                         sampling="partition", random_state=0,
                                                         progress=False),
    "oob-budget-partition": lambda s: d.OOBBudgetForestClassifier(2.0, s, n_estimators=3, n_scouts=3,
                                                                  max_depth=2, scouting="partition",
                                                                  random_state=0, progress=False),
    "rfdp-oob": lambda s: d.RFDPOOBClassifier(2.0, s, n_estimators=4, max_depth=2, inbag_rate=0.8,
                                              random_state=0, progress=False),
}


@pytest.mark.parametrize("name", sorted(FORESTS))
def test_parallel_scopes_read_disjoint_records(mixed, monkeypatch, name):
    """Each forest whose ledger composes in parallel -- over disjoint partitions (the default
    forest's n_estimators > 1, CRFsDP's trees and validation part, DiffPRFs' partition
    sampling, the OOB budget forest's scouting part) or over one tree's in-bag and out-of-bag
    records (RFDP_OOB's error counts) -- reads disjoint records under those scopes (mutations:
    the door's partition test ``==`` made ``<=``; the OOB budget forest's scouts drawn from a
    one-part split while booked as part 0 of two; CRFsDP's validation part drawn from a split
    into P + 1 parts; an in-bag draw that ignores the sample's rate).  The ledger composes the
    scopes it is told and the fit's ``ledger_.epsilon == epsilon`` holds for every one of these
    slips, so only the records can tell."""
    X, y, schema = mixed
    seen = _spy_records(monkeypatch)
    m = FORESTS[name](schema).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(2.0, rel=1e-9)
    parts = {s.partition for s, _ in seen} - {None}
    bags = {s.bag for s, _ in seen}
    assert len(parts) >= 2 or {"inbag", "oob"} <= bags   # the test saw a parallel composition
    _check_scopes_match_records(seen, len(X))


# ---------------------------------------------------------------- each query on its own records
def test_error_counts_read_each_trees_own_out_of_bag_records(mixed):
    """A batch of OOB error queries counts query k on tree k's own out-of-bag records, which the
    ledger composes in parallel with tree k's in-bag growth (mutation: the door's run-of-queries
    key ``_record_set`` without the tree id, so every tree's query counts tree 0's out-of-bag
    records -- which overlap tree k's in-bag ones -- while each is booked on its own tree).
    Counts made noiselessly; a model that depends on k tells which query read which records."""
    X, y, schema = mixed
    door = PrivateData(X, y, schema, 10.0, seed=5)
    samples = [TreeSample(k, None, 1, "inbag", 0.5) for k in range(6)]
    yk = door._y.astype(np.int64)
    # model k says class (k mod 3) for every record: its errors are the OOB records of another class
    predict = lambda k, codes: np.full(len(codes), k % 3, np.int64)  # noqa: E731
    with _noiseless():
        errs, sizes = door.noisy_error_counts(samples, predict, 1.0, 1.0, bag="oob")
    for k, s in enumerate(samples):
        oob = door._records_of(TreeSample(k, None, 1, "oob", 0.5))
        assert sizes[k] == len(oob)
        assert errs[k] == int((yk[oob] != k % 3).sum())
    assert len(set(sizes.tolist())) > 1                  # the trees' OOB sets differ here


def _spy_count_draws(monkeypatch) -> list:
    """Every value the discrete Laplace sampler releases, as (ε, Δ) of its noise."""
    used, real = [], mech.noisy_counts_many

    def spy(counts, epsilons, sensitivity=1, **kw):
        for c, e in zip(counts, epsilons):
            used.extend([(round(float(e), 12), int(sensitivity))] * np.asarray(c).size)
        return real(counts, epsilons, sensitivity, **kw)

    monkeypatch.setattr(mech, "noisy_counts_many", spy)
    return used


def test_error_and_size_counts_draw_noise_at_the_booked_epsilon_and_sensitivity(mixed, monkeypatch):
    """Each OOB error query releases two numbers, its misclassified count and its size, each with
    noise at the ε and Δ its ledger entry names (mutations: the sizes drawn at 2·ε_size; a
    permuted column's count drawn at Δ = 1 while booked at Δ = 2).  Every query gets its own ε
    here, so the (ε, Δ) of the noise of every released value must equal, as a multiset, what
    the ledger booked: one value per misclassified entry, one per size entry."""
    X, y, schema = mixed
    door = PrivateData(X, y, schema, 1e9, seed=2)
    used = _spy_count_draws(monkeypatch)
    samples = [TreeSample(k, None, 1, "inbag", 0.5) for k in range(6)]
    eps_err = [0.1 * (k + 1) for k in range(6)]
    eps_size = [0.03 * (k + 1) for k in range(6)]
    permute = [None, 0, None, 1, 2, None]
    predict = lambda k, codes: np.zeros(len(codes), np.int64)  # noqa: E731
    door.noisy_error_counts(samples, predict, eps_err, eps_size, bag="oob", permute_feature=permute)
    booked = []
    for e in door.ledger.entries:
        sens = re.search(r"sensitivity (\d+)", e.mechanism)
        booked.append((round(e.epsilon, 12), int(sens.group(1)) if sens else 1))
    assert len(booked) == 12
    assert sorted(used) == sorted(booked)


# ---------------------------------------------------------------- the ledger's composition
def test_tree_cost_adds_whole_sample_entries_to_the_in_bag_path():
    """A tree's entries on its whole sample (``bag=None``) add to its in-bag path as to its
    out-of-bag one (mutation: the in-bag branch composed without them,
    ``max(path(inbag), path(both + oob))``).  Hand-derived: whole-sample counts 0.3 at the root,
    in-bag selection 0.5 at the root and 0.2 at node (1,), an out-of-bag count 0.1: in-bag path
    0.3 + 0.5 + 0.2 = 1.0, out-of-bag 0.4; the mutation says 0.7."""
    led = Ledger()
    led.charge("counts", 0.3, Scope(None, 0, None, ()))
    led.charge("split", 0.5, Scope(None, 0, "inbag", ()))
    led.charge("split", 0.2, Scope(None, 0, "inbag", (1,)))
    led.charge("oob", 0.1, Scope(None, 0, "oob", ()))
    assert math.isclose(led.epsilon, 1.0, rel_tol=1e-12)


def test_worst_path_is_the_most_expensive_path_not_the_last():
    """The ledger's tree cost is the largest root-to-leaf sum over *every* path (mutation:
    ``best = total(path)``, the last path visited, which is right whenever every path spends
    the tree's whole ε -- as the grower's do -- and wrong otherwise).  Root 0.5; node (0,) 0.4,
    node (1,) 0.1; then node (1, 0) 0.05 deepest: the worst path is 0.9 along (0,), the last
    visited, (1, 0), costs 0.65."""
    led = Ledger()
    for what, eps, node in [("root", 0.5, ()), ("left", 0.4, (0,)), ("right", 0.1, (1,)),
                            ("right-left", 0.05, (1, 0))]:
        led.charge(what, eps, Scope(0, 0, "inbag", node))
    assert math.isclose(led.epsilon, 0.9, rel_tol=1e-12)
    # next to a cheaper partition the worse part counts, plus a query on all records
    led.charge("other part", 0.2, Scope(1, 0, "inbag", ()))
    led.charge("size", 0.05, Scope())
    assert math.isclose(led.epsilon, 0.95, rel_tol=1e-12)


# ---------------------------------------------------------------- the default forest's public rules
@pytest.mark.parametrize("released", [200, 200_000])
def test_default_forest_shape_comes_from_the_released_size(mixed, monkeypatch, released):
    """The default forest's depth, leaf share and leaf release are functions of the released n̂,
    ε_tree and the schema (mutation: ``n_tree`` taken from the door's true record count, so the
    model's shape is an un-noised function of n that the ledger does not book).  The released
    sizes are chosen so that the true n = 2,000 gives another depth (4) and another leaf
    release (counts, not labels, at 200).  The multi-scale grid, so that ε_tree = 0.97·ε."""
    from dpforest.forests.default import (_branching, auto_depth, auto_leaf_release,
                                          auto_leaf_share, max_auto_depth, n_split_candidates)

    X, y, schema = mixed
    drawn = _release_instead(monkeypatch, released)
    m = d.DPForestClassifier(1.0, schema, numeric_grid="multiscale", random_state=0,
                             progress=False).fit(X, y)
    assert len(drawn) == 1 and m.noisy_n_ == released
    eps_tree = 1.0 * (1 - 0.03)
    s = m.schema_
    depth = auto_depth(released, eps_tree, n_split_candidates(s), schema.n_classes, max_auto_depth(s, 1))
    assert m.max_depth_ == depth
    assert m.leaf_share_ == pytest.approx(auto_leaf_share(released, eps_tree, depth,
                                                          _branching(s, m.categorical_split_)))
    assert m.leaf_release_ == auto_leaf_release(released, eps_tree)
    # the true n would show in the depth and, at 200, in the leaves' release
    assert auto_depth(len(X), eps_tree, n_split_candidates(s), schema.n_classes,
                      max_auto_depth(s, 1)) != depth
    assert released > 300 or auto_leaf_release(len(X), eps_tree) != m.leaf_release_
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


@pytest.mark.parametrize("released, adapts", [(200, False), (200_000, True)])
def test_adaptive_grid_gate_reads_the_released_size(mixed, monkeypatch, released, adapts):
    """``numeric_grid='adaptive'`` buys its ε_grid histograms only where n̂·ε_grid affords them,
    judged on the released n̂ (mutation: the gate's ``afford`` from the door's true count --
    2,000 records, which afford them -- so whether ε_grid is spent, and the tree's share with
    it, is an un-noised function of n)."""
    X, y, schema = mixed
    _release_instead(monkeypatch, released)
    m = d.DPForestClassifier(1.0, schema, numeric_grid="adaptive", random_state=0,
                             progress=False).fit(X, y)
    grid = m.ledger_.to_frame().what.str.startswith("numeric grid histogram")
    assert grid.any() == adapts
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


# ---------------------------------------------------------------- every sampling mode's split
@pytest.mark.parametrize("sampling, per_tree", [("bootstrap", 0.5), ("partition", 2.0), ("none", 0.5)])
def test_diffprfs_tree_budget_for_each_sampling_mode(mixed, sampling, per_tree):
    """DiffPRFs gives each tree ε/t where the trees share records (bootstrap draws, or every
    tree on all records with ``sampling='none'``) and the whole ε on disjoint partitions
    (mutation: ε per tree for every mode but bootstrap, which the fit's own check refuses
    with a RuntimeError on ``'none'`` -- a mode no other test fitted).  Four trees, ε = 2."""
    X, y, schema = mixed
    m = d.DiffPRFsClassifier(2.0, schema, n_estimators=4, max_depth=2, sampling=sampling,
                             random_state=0, progress=False).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(2.0, rel=1e-9)
    assert len(m.trees_) == 4
    for t in m.trees_:                                   # the path spend at the leaves
        assert t.epsilon.max() == pytest.approx(per_tree, rel=1e-9)


def test_a_budget_figure_called_as_diffprivlib_s_methods_says_what_to_write():
    """diffprivlib's accountant has remaining() and total() (what was spent); here they are
    numbers, and calling one said only "'float' object is not callable"."""
    import pickle

    import dpforest as d

    b = d.PrivacyBudget(total=3)
    assert b.total == 3.0 and b.remaining == 3.0 and b.spent == 0.0
    with pytest.raises(TypeError, match=r"write budget\.remaining \(diffprivlib's acc\.remaining\(\)\)"):
        b.remaining()
    with pytest.raises(TypeError, match=r"acc\.total\(\) \(what was spent\) is budget\.spent"):
        b.total()
    with pytest.raises(TypeError, match=r"write budget\.spent"):
        b.spent()
    # still plain numbers wherever they go, pandas' callables included (it calls them with
    # the frame: a review found assign(rem=budget.remaining) raising the advice)
    assert type(pickle.loads(pickle.dumps(b.remaining))) is float and b.remaining + 1 == 4.0
    import pandas as pd

    assert pd.DataFrame({"x": [1]}).assign(rem=b.remaining)["rem"].tolist() == [3.0]
    assert pd.Series([1.0, 2.0]).where([True, False], b.remaining).tolist() == [1.0, 3.0]
    assert d.PrivacyBudget(total=None).total is None
