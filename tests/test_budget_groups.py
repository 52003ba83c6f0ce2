"""PrivacyBudget.fit_per_group: one model per declared group of a categorical feature, booked
once (the groups are disjoint, so the fits compose in parallel) and linked to every group's
model, so that a release statement of any one of them finds it booked."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pandas as pd
import pytest
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import FunctionTransformer

import dpforest as d
from dpforest import BudgetExceededError, PrivacyBudget
from dpforest.exceptions import AccountingWarning, InputWarning, SchemaError
from dpforest.privacy.accountant import BudgetFileError
from dpforest.privacy.mechanisms import _noiseless
from dpforest.statement import release_statement


def _schema(allow_missing=False):
    return d.Schema([d.Numeric("age", 0, 100),
                     d.Categorical("sex", ["f", "m", "x"], allow_missing=allow_missing),
                     d.Ordinal("grade", ["low", "mid", "high"])],
                    classes=["a", "b"])


def _data(n=300, seed=0, missing=0):
    """Records of groups 'f' and 'm' only ('x' is declared, absent): every 'f' record is
    labelled 'a', every 'm' record 'b'; ``missing`` records of 'm' have no sex."""
    rng = np.random.default_rng(seed)
    sex = rng.choice(["f", "m"], n).astype(object)
    y = pd.Series(np.where(sex == "f", "a", "b"), name="y")
    sex[np.flatnonzero(sex == "m")[:missing]] = None
    X = pd.DataFrame({"age": rng.uniform(0, 100, n), "sex": sex,
                      "grade": rng.choice(["low", "mid", "high"], n)})
    return X, y


def _est(schema, eps=1.0):
    return d.DPForestClassifier(eps, schema, random_state=0, progress=False, n_estimators=2,
                                max_depth=2)


def test_every_declared_group_is_fitted_and_the_set_costs_epsilon_once(monkeypatch):
    X, y = _data()
    schema = _schema()
    budget = PrivacyBudget(1.0)
    given = []
    real = d.DPForestClassifier.fit

    def spy(self, X, y, *a, **k):
        given.append((id(self), len(X), len(y)))
        return real(self, X, y, *a, **k)

    monkeypatch.setattr(d.DPForestClassifier, "fit", spy)
    est = _est(schema)
    models = budget.fit_per_group(est, X, y, by="sex", note="per sex")
    # every declared category, in declared order, the absent 'x' included
    assert list(models) == ["f", "m", "x"]
    assert all(m.ledger_.epsilon == 1.0 for m in models.values())
    # three clones, each fitted once, the estimator itself not at all; the empty group on
    # zero rows
    assert [g[0] for g in given] == [id(m) for m in models.values()]
    assert not hasattr(est, "ledger_")
    assert [g[1:] for g in given] == [((X.sex == "f").sum(),) * 2, ((X.sex == "m").sum(),) * 2,
                                      (0, 0)]
    assert budget.spent == 1.0                 # once, not 3 x 1.0
    (r,) = budget.releases
    assert r["status"] == "released" and r["epsilon"] == 1.0 and r["note"] == "per sex"
    assert r["what"] == "DPForestClassifier per group of 'sex' (3 groups, parallel)"
    assert len(r["models"]) == len(r["contents"]) == 3 and "model" not in r
    # a second set on this budget is refused from the public epsilons alone, before any
    # record is read (X and y are not even tables)
    with pytest.raises(BudgetExceededError, match="per group of 'sex'"):
        budget.fit_per_group(_est(schema), None, None, by="sex")
    assert budget.releases == [r]


def test_each_group_model_saw_only_its_groups_records():
    X, y = _data()
    schema = _schema()
    with _noiseless():
        models = PrivacyBudget(1.0).fit_per_group(_est(schema), X, y, by="sex")
        # without noise each group's model is the plain fit on that group's records alone
        for key in ("f", "m"):
            rows = (X.sex == key).to_numpy()
            assert models[key].noisy_n_ == rows.sum()
            plain = _est(schema).fit(X[rows].reset_index(drop=True),
                                     y[rows].reset_index(drop=True))
            np.testing.assert_array_equal(models[key].predict_proba(X), plain.predict_proba(X))
        assert models["x"].noisy_n_ == 0
    # every 'f' record is labelled 'a' and every 'm' record 'b': each model predicts its own
    assert set(models["f"].predict(X[X.sex == "f"])) == {"a"}
    assert set(models["m"].predict(X[X.sex == "m"])) == {"b"}


def test_missing_values_are_a_group_of_their_own_where_allowed():
    X, y = _data(missing=40)
    schema = _schema(allow_missing=True)
    assert schema.missing_code()[1] == 3
    with _noiseless():
        models = PrivacyBudget(1.0).fit_per_group(_est(schema), X, y, by="sex")
    assert list(models) == ["f", "m", "x", None]
    assert models[None].noisy_n_ == 40
    assert models["m"].noisy_n_ == (X.sex == "m").sum()
    assert set(models[None].predict(X[X.sex.isna()])) == {"b"}
    # a numpy X reads the columns in the schema's order, and groups alike
    with _noiseless():
        arrays = PrivacyBudget(1.0).fit_per_group(_est(schema), X.to_numpy(object),
                                                  y.to_numpy(), by="sex")
    assert {k: m.noisy_n_ for k, m in arrays.items()} == \
        {k: m.noisy_n_ for k, m in models.items()}


def test_refusals_come_before_anything_is_reserved_or_read():
    schema = _schema()
    budget = PrivacyBudget(5.0)
    # X and y are not tables: each refusal comes from the arguments and the schema alone
    for by, match in [("age", "numeric feature"), ("grade", "ordinal feature"),
                      ("height", "not a feature"), (1, "must name a categorical")]:
        with pytest.raises(ValueError, match=match):
            budget.fit_per_group(_est(schema), None, None, by=by)
    with pytest.raises(TypeError, match="not a Pipeline"):
        budget.fit_per_group(Pipeline([("id", FunctionTransformer()), ("m", _est(schema))]),
                             None, None, by="sex")
    with pytest.raises(TypeError, match="dpforest's estimators"):
        from sklearn.tree import DecisionTreeClassifier

        budget.fit_per_group(DecisionTreeClassifier(), None, None, by="sex")
    assert budget.releases == [] and budget.spent == 0
    per_person = PrivacyBudget(5.0, unit="person")
    with pytest.raises(ValueError, match="fit_per_person"):
        per_person.fit_per_group(_est(schema), None, None, by="sex")
    assert per_person.releases == []
    # a pinned budget refuses another declaration first
    pinned = PrivacyBudget(5.0, schema=_schema(allow_missing=True))
    with pytest.raises(ValueError, match="pins the schema"):
        pinned.fit_per_group(_est(schema), None, None, by="sex")
    assert pinned.releases == []


def test_unpinned_a_bad_record_refuses_the_call_and_gives_the_reservation_back():
    """Whichever group holds it: a bad value in a column other than the grouping one was judged
    only inside its group's fit, so in the second group it refused after the first group's fit
    had read records, and the booked reservation told which group held it."""
    for group in ("f", "m"):
        X, y = _data()
        X.loc[X.index[X["sex"] == group][0], "age"] = 1000.0      # outside the declared bounds
        budget = PrivacyBudget(1.0)
        with pytest.raises(SchemaError, match="column 'age'"):
            budget.fit_per_group(_est(_schema()), X, y, by="sex")
        assert budget.releases == [] and budget.spent == 0


def test_a_pinned_budget_leaves_a_bad_record_out_silently():
    X, y = _data()
    X.loc[7, "age"] = 1000.0          # outside the declared bounds
    X.loc[8, "sex"] = "q"             # not a declared category
    schema = _schema()
    budget = PrivacyBudget(1.0, schema=schema)
    with _noiseless(), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        models = budget.fit_per_group(_est(schema), X, y, by="sex")
    # the one fixed notice of a pinned budget, never which or how many
    said = [str(w.message) for w in caught if issubclass(w.category, InputWarning)]
    assert any("left out silently" in m for m in said)
    assert not any("left out nearly every record" in m for m in said)
    kept = np.ones(len(X), dtype=bool)
    kept[[7, 8]] = False
    for key in ("f", "m"):
        assert models[key].noisy_n_ == ((X.sex == key).to_numpy() & kept).sum()
    assert budget.spent == 1.0


def test_a_failure_after_a_group_read_records_stays_booked(monkeypatch):
    X, y = _data()
    budget = PrivacyBudget(1.0)
    calls = []
    real = d.DPForestClassifier._fit_private

    def second_fails(self, *a, **k):
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("mid-fit failure")
        return real(self, *a, **k)

    monkeypatch.setattr(d.DPForestClassifier, "_fit_private", second_fails)
    with pytest.raises(RuntimeError, match="mid-fit failure"):
        budget.fit_per_group(_est(_schema()), X, y, by="sex")
    (r,) = budget.releases
    assert r["status"] == "failed after reading records" and r["epsilon"] == 1.0
    assert "models" not in r


def test_a_statement_of_any_group_model_finds_the_one_release():
    X, y = _data()
    schema = _schema()
    budget = PrivacyBudget(3.0)
    models = budget.fit_per_group(_est(schema), X, y, by="sex")
    for m in models.values():
        b = release_statement(m, budget=budget)["privacy_budget"]
        assert b["this_model"] == {"epsilon": 1.0, "booked": True, "matched": "linked"}
        assert b["composed_epsilon"] == 1.0 and b["epsilon_with_this_model"] == 1.0
        assert [r["this_model"] for r in b["releases"]] == [True]
        # named by its index it is accepted too
        assert release_statement(m, budget=budget, booked_as=0)["privacy_budget"][
            "this_model"]["matched"] == "linked"
    # a model fitted outside the budget is not taken for a group's
    other = _est(schema).fit(X, y)
    b = release_statement(other, budget=budget)["privacy_budget"]
    assert b["this_model"]["booked"] is False and b["epsilon_with_this_model"] == 2.0
    with pytest.raises(ValueError, match="another model's fingerprint"):
        release_statement(other, budget=budget, booked_as=0)
    # a group's model booked again is said (and counted again: more, never less)
    with pytest.warns(AccountingWarning, match="booked already"):
        budget.spend(models["m"])
    assert budget.spent == 2.0


def test_the_budget_file_keeps_the_link(tmp_path):
    X, y = _data(missing=10)
    schema = _schema(allow_missing=True)
    path = tmp_path / "budget.json"
    budget = PrivacyBudget(2.0, path=path, schema=schema)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", InputWarning)
        models = budget.fit_per_group(_est(schema), X, y, by="sex")
    again = PrivacyBudget.open(path)
    (r,) = again.releases
    assert r == budget.releases[0] and len(r["models"]) == 4
    assert again.spent == 1.0 and again.remaining == 1.0
    for m in models.values():
        b = release_statement(m, budget=str(path))["privacy_budget"]
        assert b["this_model"]["matched"] == "linked" and b["epsilon_with_this_model"] == 1.0
    # written back by a later spend, the link is kept
    again.spend(0.5, "a count")
    assert PrivacyBudget.open(path).releases[0]["models"] == r["models"]
    # a link that is not a list of fingerprints is a damaged file, not a looser match
    d_ = json.loads(path.read_text())
    d_["releases"][0]["models"] = r["models"][0]
    path.write_text(json.dumps(d_))
    with pytest.raises(BudgetFileError, match="damaged"):
        PrivacyBudget.open(path)
    # nor is one left short or out, a fingerprint listed twice, or one model beside the list
    # (an edit that made one release vouch for any number of unbooked fits)
    for edit in (lambda rel: rel.update(contents=r["contents"][:2]),
                 lambda rel: rel.pop("contents"),
                 lambda rel: rel.update(models=r["models"][:1] * 4),
                 lambda rel: rel.update(model=r["models"][0])):
        d_["releases"][0] = dict(r)
        edit(d_["releases"][0])
        path.write_text(json.dumps(d_))
        with pytest.raises(BudgetFileError, match="damaged"):
            PrivacyBudget.open(path)


def test_a_file_with_a_group_release_is_one_earlier_versions_refuse(tmp_path):
    """Versions before 0.6.12 match a release by its single model key: read by one of them, a
    per-group release would name no model and vouch for any model named against it.  Such a
    file is written as version 2, which they refuse ('this dpforest reads version 1'); a file
    without one stays version 1, readable by them as before; version 3 is refused here."""
    X, y = _data()
    schema = _schema()
    plain, grouped = tmp_path / "plain.json", tmp_path / "grouped.json"
    PrivacyBudget(2.0, path=plain).fit(_est(schema), X, y)
    PrivacyBudget(2.0, path=grouped).fit_per_group(_est(schema), X, y, by="sex")
    assert json.loads(plain.read_text())["version"] == 1
    assert json.loads(grouped.read_text())["version"] == 2
    assert PrivacyBudget.open(grouped).spent == 1.0
    doc = json.loads(grouped.read_text())
    for bad in (3, True, "2"):
        doc["version"] = bad
        grouped.write_text(json.dumps(doc))
        with pytest.raises(BudgetFileError, match="reads versions 1, 2"):
            PrivacyBudget.open(grouped)


def test_a_group_model_edited_after_booking_is_not_vouched_for():
    X, y = _data()
    schema = _schema()
    budget = PrivacyBudget(1.0)
    models = budget.fit_per_group(_est(schema), X, y, by="sex")
    m = models["f"]
    m.noisy_n_ = m.noisy_n_ + 1000              # what it releases now differs from what was booked
    with pytest.raises(ValueError, match="differs from what was booked"):
        release_statement(m, budget=budget)
    # the others are still linked
    assert release_statement(models["m"], budget=budget)["privacy_budget"]["this_model"][
        "matched"] == "linked"


def test_a_group_model_says_its_group_in_files_show_and_statements(tmp_path, capsys):
    """A per-group model read as a whole-table one would be served to every group: each says
    its group (group_: the column and a declared category, public), kept by its model file,
    checked when loaded, printed by `dpforest show` and named by its release statement.  A
    size declared public for the whole table (n_samples) would size every group's model as the
    whole table: refused before anything is reserved."""
    from dpforest.cli import main
    from dpforest.io import ModelFileError, load_model, save_model
    from dpforest.statement import statement_markdown

    X, y = _data(missing=10)
    schema = _schema(allow_missing=True)
    budget = PrivacyBudget(2.0)
    with pytest.raises(ValueError, match="declares n_samples"):
        budget.fit_per_group(d.DPForestClassifier(1.0, schema, n_samples=300, progress=False),
                             X, y, by="sex")
    assert budget.releases == []
    models = budget.fit_per_group(_est(schema), X, y, by="sex")
    assert models["f"].group_ == {"column": "sex", "category": "f"}
    assert models[None].group_ == {"column": "sex", "category": None}
    path = save_model(models["m"], tmp_path / "m.json")
    assert load_model(path).group_ == {"column": "sex", "category": "m"}
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "fitted on one group only, as the file records: the records whose 'sex' is 'm'" in out
    st = release_statement(models[None], budget=budget)
    assert st["declared_public"]["group"] == {"column": "sex", "category": None}
    assert "the group whose 'sex' is missing only" in statement_markdown(st)
    # a plain refit is a whole-table model again
    whole = models["f"].fit(X, y)
    assert not hasattr(whole, "group_")
    # an edited group (a category the schema does not declare) is refused by name
    doc = json.loads(path.read_text())
    doc["payload"]["fitted"]["group_"]["category"] = "q"
    import hashlib

    from dpforest.io import _canonical

    doc["sha256"] = hashlib.sha256(_canonical(doc["payload"])).hexdigest()
    path.write_text(json.dumps(doc))
    with pytest.raises(ModelFileError, match="group_ is not"):
        load_model(path)


def test_a_model_selection_per_group_says_its_group_on_the_chosen_model():
    """With a PrivateModelSelector as the estimator, each group's release is the model it
    chose: that model (the one saved and stated) says its group too, and a candidate's
    n_samples (the whole table's size) is refused as the estimator's own is."""
    from dpforest.model_selection import PrivateModelSelector

    X, y = _data()
    schema = _schema()
    grid = [d.DPForestClassifier(max_depth=k, progress=False) for k in (1, 2)]
    budget = PrivacyBudget(2.0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        models = budget.fit_per_group(PrivateModelSelector(grid, 1.0, schema, random_state=0),
                                      X, y, by="sex")
    for key, sel in models.items():
        assert sel.best_estimator_.group_ == {"column": "sex", "category": key}
    st = release_statement(models["f"].best_estimator_, budget=budget)
    assert st["privacy_budget"]["this_model"]["matched"] == "linked"
    assert st["declared_public"]["group"] == {"column": "sex", "category": "f"}
    # refitted on the whole table, the selector is no group's model any more
    again = models["f"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        again.fit(X, y)
    assert not hasattr(again, "group_") and not hasattr(again.best_estimator_, "group_")
    with pytest.raises(ValueError, match="or a candidate of it\\) declares n_samples"):
        budget.fit_per_group(PrivateModelSelector(
            [d.DPForestClassifier(max_depth=1, n_samples=300, progress=False)], 1.0, schema),
            X, y, by="sex")
    assert budget.spent == 1.0


def test_each_groups_notices_say_which_group_they_are_about():
    """A walkthrough's fit_per_group gave four identical notices (a constant model, a small
    budget) naming no group.  Each dpforest warning given inside a group's fit now ends with
    the group (the column's name and a declared category: public), and a once-a-minute notice
    is given once per group; a message-pattern filter still matches; outside fit_per_group
    nothing is added."""
    from dpforest.exceptions import SmallBudgetWarning

    X, y = _data(n=300)
    schema = _schema(allow_missing=True)
    est = d.DPForestClassifier(0.05, schema, random_state=0, progress=False)
    with _noiseless(), warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("default")
        PrivacyBudget(1.0).fit_per_group(est, X, y, by="sex")
    small = [str(w.message) for w in got if issubclass(w.category, SmallBudgetWarning)]
    ends = sorted(m[m.rindex("["):] for m in small)
    assert ends == sorted(["[the model of group sex='f']", "[the model of group sex='m']",
                           "[the model of group sex='x']", "[the model of group sex missing]"])
    assert all(m.startswith("DPForestClassifier") or "noisy" in m for m in small)
    with _noiseless(), warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("default")
        warnings.filterwarnings("ignore", category=SmallBudgetWarning,
                                message=small[0][:30])
        PrivacyBudget(1.0).fit_per_group(est, X, y, by="sex")
    assert not [w for w in got if issubclass(w.category, SmallBudgetWarning)]
    from dpforest.forests import base
    base._NOTICE_LAST.clear()
    with _noiseless(), warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("default")
        d.DPForestClassifier(0.05, schema, random_state=0, progress=False).fit(X, y)
    alone = [str(w.message) for w in got if issubclass(w.category, SmallBudgetWarning)]
    assert alone and not any("[the model of group" in m for m in alone)


def test_group_models_know_the_callers_records_as_their_training_records():
    """A group's model remembered the group's internal copy as its training records, so score
    and scikit-learn's inspection tools on the caller's very X and y said nothing; each group
    model now takes the caller's objects for that check (identities only)."""
    X, y = _data(n=300)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        models = PrivacyBudget(None).fit_per_group(_est(_schema()), X, y, by="sex")
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        models["f"].score(X, y)
        models["m"].score(X.copy(), y.copy())
    said = [str(w.message) for w in got if issubclass(w.category, d.exceptions.EvaluationWarning)]
    assert len(said) == 1 and "very X or y object" in said[0]


def test_a_group_model_says_so_when_given_records_of_other_groups():
    """A group's model predicted every group's records without a word (the docs' "serve it
    for that group only" was enforced nowhere): an InputWarning once per model names its group
    (public) and no count; its own group's records, alone, say nothing; a model file keeps it."""
    from dpforest.exceptions import InputWarning
    from dpforest.io import load_model, save_model

    X, y = _data(n=300, missing=20)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        models = PrivacyBudget(None).fit_per_group(_est(_schema(True)), X, y, by="sex")

    def said(m, XX):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            m.predict(XX)
        return [str(w.message) for w in got if issubclass(w.category, InputWarning)
                and "records of other groups" in str(w.message)]

    f = models["f"]
    assert said(f, X[X.sex == "f"]) == []
    (msg,) = said(f, X)
    assert "model of group sex='f'" in msg and str(len(X)) not in msg
    assert said(f, X) == []                                  # once per model
    assert said(models[None], X[X.sex.isna()]) == []
    assert len(said(models[None], X.head(50))) == 1          # 'missing' group, others given
    import tempfile, os
    with tempfile.TemporaryDirectory() as tmp:
        save_model(models["m"], os.path.join(tmp, "m.json"))
        loaded = load_model(os.path.join(tmp, "m.json"))
    assert said(loaded, X[X.sex == "m"]) == [] and len(said(loaded, X)) == 1
    # a private evaluation's test records are private: whether one of another group is among
    # them is never said
    from dpforest.evaluation import private_confusion_matrix

    with tempfile.TemporaryDirectory() as tmp:
        save_model(models["f"], os.path.join(tmp, "f.json"))
        fresh = load_model(os.path.join(tmp, "f.json"))
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        private_confusion_matrix(fresh, X, y, epsilon=1.0)
    assert not [w for w in got if "other groups" in str(w.message)]


def _shops(k=100, n=1500, seed=0, first=None):
    """A table whose 'shop' column declares ``k`` shops (about 15 records a shop), labels at
    random, or 'a' exactly in the first shop (which holds ``first`` of the records)."""
    cats = [f"s{i:03d}" for i in range(k)]
    schema = d.Schema([d.Numeric("x", 0, 1), d.Categorical("shop", cats)], classes=["a", "b"])
    rng = np.random.default_rng(seed)
    p = None if first is None else [first] + [(1 - first) / (k - 1)] * (k - 1)
    X = pd.DataFrame({"x": rng.random(n), "shop": rng.choice(cats, n, p=p)})
    y = pd.Series(rng.choice(["a", "b"], n) if first is None
                  else np.where(X.shop == cats[0], "a", "b"), name="y")
    return schema, X, y


def test_no_group_model_calls_the_group_column_an_identifier():
    # each group's records all hold the group's category, so the column's 100 declared shops
    # look like an identifier's levels to each group's small noisy size: advice to drop the
    # column the groups are cut by cannot be taken (it was given once per group)
    schema, X, y = _shops()
    with warnings.catch_warnings(record=True) as caught, _noiseless():
        warnings.simplefilter("always")
        PrivacyBudget(1.0).fit_per_group(d.DPForestClassifier(1.0, schema, progress=False),
                                         X, y, by="shop")
    assert not [w for w in caught if "'shop'" in str(w.message)]
    # the same column in a whole-table model of one shop's few records is still advised on
    one = (X.shop == "s000").to_numpy()
    with pytest.warns(d.IdentifierColumnWarning, match="'shop' declares many categories"), \
            _noiseless():
        d.DPForestClassifier(1.0, schema, progress=False).fit(X[one], y[one])


def test_no_group_model_advises_on_a_root_split_of_the_group_column():
    from dpforest._warning_control import about
    from dpforest.forests.base import SparseSplitWarning

    schema, X, y = _shops(first=0.3)
    with _noiseless():
        m = d.DPForestClassifier(1.0, schema, progress=False,
                                 categorical_split="binary").fit(X, y)
    assert schema.feature_names[int(m.trees_[0].feature[0])] == "shop"
    with pytest.warns(SparseSplitWarning, match="one category of 'shop'"):
        m._advise_after_fit()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with about("the model of group shop='s000'", group_column="shop"):
            m._advise_after_fit()


def test_y_a_column_of_x_is_said_of_the_callers_frame_not_each_groups_copy():
    X, y = _data()
    X = X.assign(label=y)
    schema = d.Schema([*_schema().features, d.Categorical("label", ["a", "b"])],
                      classes=["a", "b"])
    with pytest.warns(InputWarning, match="y is named 'label', as a column of X"), _noiseless():
        PrivacyBudget(1.0).fit_per_group(_est(schema), X, X["label"], by="sex")


def test_no_group_model_advises_a_coarser_group_column_when_it_is_too_wide():
    # a group column too wide for the rule's depth is left out of the splits (it is constant
    # in a group's records anyway): no advice to declare it coarser, which cannot be taken
    from dpforest._warning_control import about
    from dpforest.forests.base import SparseSplitWarning

    cats = [f"z{i:05d}" for i in range(30_000)]
    schema = d.Schema([d.Numeric("x", 0, 1), d.Categorical("zip", cats)], classes=["a", "b"])
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"x": rng.random(300), "zip": rng.choice(cats[:50], 300)})
    y = np.where(X.x > 0.5, "a", "b")

    def model():
        return d.DPForestClassifier(5.0, schema, n_samples=10 ** 7, progress=False)

    with pytest.warns(SparseSplitWarning, match="leaves 'zip' out of its splits"):
        model().fit(X, y)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with about("the model of group zip='z00001'", group_column="zip"):
            model().fit(X, y)
    assert not [w for w in caught if "leaves 'zip' out" in str(w.message)]
