"""accounting='paper': each paper's forest run with its paper's own budget split, through the same
door; the ledger reports the TRUE composed ε of that recipe (derived by hand below), never less."""

import math

import numpy as np
import pytest

import dpforest as d
from dpforest.privacy.ledger import Ledger

SMALL = dict(random_state=0, progress=False)


def _finite_part(ledger) -> float:
    """Composed ε of the noisy releases only (the exact, ε = ∞ entries left out)."""
    led = Ledger()
    led.extend(e for e in ledger.entries if math.isfinite(e.epsilon))
    return led.epsilon


def _exact(ledger):
    return [e for e in ledger.entries if math.isinf(e.epsilon)]


# ---------------------------------------------------------------- DPRF: ε′ per tree, not ε′/t
@pytest.mark.parametrize("eps,t", [(1.0, 4), (0.5, 3)])
def test_dprf_paper_spends_t_times_the_tree_budget(mixed, eps, t):
    X, y, s = mixed
    m = d.DPRFClassifier(eps, s, n_estimators=t, max_depth=3, accounting="paper", **SMALL).fit(X, y)
    # by hand, for n_max=None with in-bag (bootstrap) samples: ε_n = 0.01·ε on the noisy
    # node-size bound, then every tree gets ε′ = 0.99·ε, so (0.01 + 0.99·t)·ε.  With a public
    # n_max it is t·ε, with sampling='partition' exactly ε (the next test)
    true = 0.01 * eps + t * 0.99 * eps
    assert m.ledger_.epsilon == pytest.approx(true, rel=1e-9)
    assert m.ledger_.epsilon > eps
    sound = d.DPRFClassifier(eps, s, n_estimators=t, max_depth=3, **SMALL).fit(X, y)
    assert sound.ledger_.epsilon == pytest.approx(eps, rel=1e-9)
    assert m.layer_budgets_.sum() == pytest.approx(t * sound.layer_budgets_.sum(), rel=1e-9)


def test_dprf_paper_public_bound_and_partition(mixed):
    X, y, s = mixed
    m = d.DPRFClassifier(1.0, s, n_estimators=5, max_depth=2, n_max=10_000, accounting="paper",
                         **SMALL).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(5.0, rel=1e-9)          # 5 trees × ε, no size query
    # disjoint partitions: the paper's ε per tree is sound (parallel composition)
    p = d.DPRFClassifier(1.0, s, n_estimators=5, max_depth=2, sampling="partition",
                         accounting="paper", **SMALL).fit(X, y)
    assert p.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


# ---------------------------------------------------------------- OOB budget: scouting on top
@pytest.mark.parametrize("share", [0.2, 0.5])
def test_oob_budget_paper_charges_scouting_on_top(mixed, share):
    X, y, s = mixed
    kw = dict(n_estimators=4, n_scouts=3, max_depth=3, scout_share=share, **SMALL)
    m = d.OOBBudgetForestClassifier(2.0, s, accounting="paper", **kw).fit(X, y)
    assert m.final_epsilon_ == pytest.approx(2.0)
    assert m.tree_budgets_.sum() == pytest.approx(2.0)
    assert m.ledger_.epsilon == pytest.approx((1 + share) * 2.0, rel=1e-9)
    sound = d.OOBBudgetForestClassifier(2.0, s, **kw).fit(X, y)
    assert sound.ledger_.epsilon == pytest.approx(2.0, rel=1e-9)
    assert sound.final_epsilon_ == pytest.approx((1 - share) * 2.0)


def test_oob_budget_paper_partition_is_sound(mixed):
    X, y, s = mixed
    m = d.OOBBudgetForestClassifier(1.0, s, n_estimators=3, max_depth=2, scouting="partition",
                                    accounting="paper", **SMALL).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


# ---------------------------------------------------------------- exact reads: ε = ∞
def test_rfdp_oob_paper_exact_oob_size(mixed):
    X, y, s = mixed
    t = 4
    m = d.RFDPOOBClassifier(1.0, s, n_estimators=t, max_depth=3, accounting="paper", **SMALL).fit(X, y)
    assert m.ledger_.epsilon == math.inf and m.ledger_.epsilon > 1.0
    exact = _exact(m.ledger_)
    assert len(exact) == t and all(e.scope.bag == "oob" for e in exact)
    assert all("exact" in e.what for e in exact)
    # apart from the exact sizes the paper's split is its stated ε: ε/t per tree on the in-bag
    # side, ε/t on the OOB misclassified count (disjoint records), t trees in sequence
    assert _finite_part(m.ledger_) == pytest.approx(1.0, rel=1e-9)
    miss = [e for e in m.ledger_.entries if "misclassified" in e.what]
    assert [e.epsilon for e in miss] == pytest.approx([1.0 / t] * t)
    sound = d.RFDPOOBClassifier(1.0, s, n_estimators=t, max_depth=3, **SMALL).fit(X, y)
    assert sound.ledger_.epsilon == pytest.approx(1.0, rel=1e-9) and not _exact(sound.ledger_)


def test_snr_paper_exact_size(mixed):
    X, y, s = mixed
    m = d.SNRForestClassifier(1.0, s, accounting="paper", **SMALL).fit(X, y)
    assert m.ledger_.epsilon == math.inf
    assert len(_exact(m.ledger_)) == 1
    assert m.n_records_ == len(X)                       # the exact size, read through the door
    assert m.epsilon_tree_ * m.n_estimators_ == pytest.approx(1.0)   # the trees get all of β
    assert _finite_part(m.ledger_) == pytest.approx(1.0, rel=1e-9)
    # a user-declared public size makes the paper's recipe sound
    p = d.SNRForestClassifier(1.0, s, n_samples=len(X), accounting="paper", **SMALL).fit(X, y)
    assert p.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)


# ---------------------------------------------------------------- defaults and bad values
CLASSES = [d.RFDPOOBClassifier, d.OOBBudgetForestClassifier, d.DPRFClassifier, d.SNRForestClassifier]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_default_is_sound_and_bad_value_refused(cls, mixed):
    X, y, s = mixed
    assert cls(1.0, s).get_params()["accounting"] == "sound"
    kw = {k: v for k, v in dict(n_estimators=3, max_depth=2).items() if k in cls().get_params()}
    m = cls(1.0, s, **kw, **SMALL).fit(X, y)
    assert m.ledger_.epsilon == pytest.approx(1.0, rel=1e-9)
    before = (m.ledger_, list(m.trees_))
    for bad in ("Paper", "loose", None, 1):
        with pytest.raises(ValueError, match="accounting"):
            m.set_params(accounting=bad).fit(X, y)
        assert m.ledger_ is before[0] and m.trees_ == before[1]
    m.set_params(accounting="sound")


def test_paper_model_round_trips_with_infinite_ledger(mixed, tmp_path):
    from dpforest.io import load_model, save_model

    X, y, s = mixed
    m = d.RFDPOOBClassifier(1.0, s, n_estimators=3, max_depth=2, accounting="paper", **SMALL).fit(X, y)
    path = tmp_path / "m.dpf"
    save_model(m, path)
    back = load_model(path)
    assert back.ledger_.epsilon == math.inf
    assert np.array_equal(back.predict(X.iloc[:50]), m.predict(X.iloc[:50]))


def test_ledger_frame_keeps_partition_and_tree_whole(mixed):
    """The size query reads all records (no partition, no tree); the others name theirs: the
    columns stay whole numbers with missing values (they came out as floats, 0.0, 1.0), and
    the frame's per-query epsilons are the entries'."""
    X, y, s = mixed
    m = d.DPForestClassifier(2.0, s, n_estimators=3, random_state=0, progress=False).fit(X, y)
    f = m.ledger_.to_frame()
    assert str(f["tree"].dtype) == "Int64" and str(f["partition"].dtype) == "Int64"
    assert f["tree"].isna().any() and set(f["tree"].dropna()) == {0, 1, 2}
    np.testing.assert_allclose(f["epsilon"], [e.epsilon for e in m.ledger_.entries])
    assert list(Ledger(1.0).to_frame().columns) == list(f.columns)


def test_a_papers_accounting_says_at_fit_that_its_ledger_composes_more(mixed, monkeypatch):
    import warnings

    from dpforest.forests import base

    X, y, schema = mixed
    monkeypatch.setattr(base, "_NOTICE_LAST", {})

    def said(**kw):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            m = d.DPRFClassifier(1.0, schema, n_estimators=3, random_state=0, **kw).fit(X, y)
        # (DPRF's is "our hypothesised reading of its paper's accounting": the paper states
        # no per-tree split)
        return m, [str(w.message) for w in caught if "paper's accounting (accounting=" in
                   str(w.message) or "own accounting" in str(w.message)]

    m, msgs = said(accounting="paper")
    assert len(msgs) == 1 and f"epsilon={m.ledger_.epsilon:g}" in msgs[0] and m.ledger_.epsilon > 1
    assert "our hypothesised reading of its paper's accounting" in msgs[0]
    monkeypatch.setattr(base, "_NOTICE_LAST", {})
    assert not said()[1]                          # sound accounting: the epsilon given


def test_a_scope_says_which_records_a_query_read_narrowest_first():
    # a node's query reads that node's records: the words must not read as "all records"
    from dpforest.privacy.ledger import Scope

    assert Scope().describe() == "all records"
    assert Scope(partition=1).describe() == "partition 1"
    assert Scope(tree=0).describe() == "tree 0's records (of all records)"
    assert Scope(tree=3, bag="inbag", node=(0, 1)).describe() == \
        "node 0/1 of tree 3's inbag records (of all records)"
    assert Scope(partition=2, tree=1, node=(0,)).describe() == "node 0 of tree 1's records (of partition 2)"


def test_a_papers_accounting_ledger_says_the_stated_epsilon_not_a_granted_budget(tmp_path):
    """A paper's own accounting composes more than the epsilon given; its ledger printed
    'budget=inf' as if that had been granted.  It names the stated epsilon and the recipe's
    total, in the ledger, its report, the release statement and a model file."""
    from dpforest import DPRFClassifier, load_model, save_model
    from dpforest.statement import release_statement

    import warnings

    import numpy as np
    import pandas as pd

    from dpforest import Numeric, Schema

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300), "b": rng.uniform(0, 1, 300)})
    y = np.where(X["a"] > 0.5, "yes", "no")
    schema = Schema([Numeric("a", 0, 1), Numeric("b", 0, 1)], classes=["no", "yes"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = DPRFClassifier(1.0, schema, accounting="paper", n_estimators=3, random_state=0).fit(X, y)
        sound = DPRFClassifier(1.0, schema, n_estimators=3, random_state=0).fit(X, y)
    led = m.ledger_
    assert led.stated == 1.0 and led.epsilon > 1.0 and "budget=" not in repr(led)
    assert "stated epsilon=1" in repr(led) and "the estimator's epsilon=1" in led.report()
    assert sound.ledger_.stated is None and "budget=1, " in repr(sound.ledger_)
    save_model(m, tmp_path / "m.json")
    assert load_model(tmp_path / "m.json").ledger_.stated == 1.0
    assert release_statement(m)["ledger"]["stated_epsilon"] == 1.0
    assert "stated_epsilon" not in release_statement(sound)["ledger"]


def test_a_model_file_whose_stated_epsilon_was_edited_is_refused(tmp_path):
    """The stated epsilon a paper's ledger carries must be the model's own epsilon: a file
    whose two ledger copies were edited to state a smaller one (and re-hashed) would have show
    and the release statement print it as what the user asked for."""
    import hashlib
    import json
    import warnings

    import numpy as np
    import pandas as pd

    from dpforest import DPRFClassifier, ModelFileError, Numeric, Schema, load_model, save_model
    from dpforest.io import _canonical

    rng = np.random.default_rng(1)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 200), "b": rng.uniform(0, 1, 200)})
    y = np.where(X["a"] > 0.5, 1, 0)
    schema = Schema([Numeric("a", 0, 1), Numeric("b", 0, 1)], classes=[0, 1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        m = DPRFClassifier(1.0, schema, accounting="paper", n_estimators=2, random_state=0).fit(X, y)
    path = save_model(m, tmp_path / "m.json")
    assert load_model(path).ledger_.stated == 1.0          # the honest file loads

    def rewrite(value):
        doc = json.loads(path.read_text())
        doc["payload"]["ledger"]["stated_epsilon"] = value
        doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
        out = tmp_path / f"edited_{value}.json"
        out.write_text(json.dumps(doc))
        return out

    with pytest.raises(ModelFileError, match="stated epsilon is not the model's epsilon"):
        load_model(rewrite(0.1))
    assert load_model(rewrite(1.0)).ledger_.stated == 1.0   # the same value re-written loads


def test_the_exact_count_notice_offers_n_samples_only_where_the_estimator_takes_it():
    """A paper accounting that reads an exact count composes epsilon = inf; the notice offered
    'a public n_samples makes that count public' to RFDP_OOB too, which has no such parameter
    (its exact count is each tree's out-of-bag size); the SNR forest, which takes it, keeps the
    advice."""
    import numpy as np
    import pandas as pd

    from dpforest import Numeric, RFDPOOBClassifier, Schema, SNRForestClassifier
    from dpforest.exceptions import AccountingWarning

    rng = np.random.default_rng(0)
    X = pd.DataFrame({"a": rng.uniform(0, 1, 300), "b": rng.uniform(0, 1, 300)})
    y = np.where(X["a"] > 0.5, "yes", "no")
    schema = Schema([Numeric("a", 0, 1), Numeric("b", 0, 1)], classes=["no", "yes"])
    for est, offered in ((RFDPOOBClassifier(1.0, schema, accounting="paper", n_estimators=4,
                                            random_state=0, progress=False), False),
                         (SNRForestClassifier(1.0, schema, accounting="paper", random_state=0,
                                              progress=False), True)):
        with pytest.warns(AccountingWarning, match="it reads an exact count") as rec:
            est.fit(X, y)
        said = " ".join(str(w.message) for w in rec if issubclass(w.category, AccountingWarning))
        assert ("a public n_samples" in said) == offered, said
