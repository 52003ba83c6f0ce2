"""An estimator of one's own on dpforest's door (docs/extending.md): what the library's tools
do with one that has no trees, overrides predict_proba, spends the wrong epsilon, or puts a
record outside its cells."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest.forests.base import DPForestBase


def _data(n=300, seed=0):
    rng = np.random.default_rng(seed)
    X = pd.DataFrame({"a": rng.uniform(0, 1, n)})
    y = np.where(X["a"] > 0.5, "hi", "lo")
    return X, y, d.Schema([d.Numeric("a", 0, 1)], classes=["hi", "lo"])


class _Prior(DPForestBase):
    """The noisy class shares alone: one query of the whole epsilon (or ``share`` of it)."""

    def __init__(self, epsilon=1.0, schema=None, share=1.0, cells=None, random_state=None):
        self.epsilon, self.schema, self.share, self.cells = epsilon, schema, share, cells
        self.random_state = random_state

    def _fit_private(self, data, schema, epsilon, rng):
        C = schema.n_classes
        cell = self.cells or (lambda x, y: y)
        counts = data.noisy_record_cells(None, cell, C, epsilon * self.share, what="class counts")
        p = np.clip(counts, 0, None) + 1.0
        return {"prior_": p / p.sum()}

    def _proba(self, X):
        return np.tile(self.prior_, (len(self._encode(X)), 1))


#: a module of one's own holding ``Prior`` (the class above, importable by the commands)
_PRIOR_MODULE = (
    "import numpy as np\n"
    "from dpforest.forests.base import DPForestBase\n\n"
    "class Prior(DPForestBase):\n"
    "    def __init__(self, epsilon=1.0, schema=None, random_state=None):\n"
    "        self.epsilon, self.schema, self.random_state = epsilon, schema, random_state\n"
    "    def _fit_private(self, data, schema, epsilon, rng):\n"
    "        c = data.noisy_record_cells(None, lambda x, y: y, schema.n_classes, epsilon)\n"
    "        p = np.clip(c, 0, None) + 1.0\n"
    "        return {'prior_': p / p.sum()}\n"
    "    def _proba(self, X):\n"
    "        return np.tile(self.prior_, (len(self._encode(X)), 1))\n")


class _PublicProba(_Prior):
    """Overrides the public predict_proba, as scikit-learn has it, instead of _proba."""

    _proba = DPForestBase._proba

    def predict_proba(self, X):
        n = len(self._encode(X))
        out = np.zeros((n, 2))
        out[:, list(self.classes_).index("lo")] = 1.0      # always "lo", in classes_ order
        return out


def test_a_model_without_trees_works_with_the_ledger_statement_and_audit():
    from dpforest.audit import NoiselessControl, audit
    from dpforest.statement import release_statement

    X, y, s = _data()
    m = _Prior(1.0, s, random_state=0).fit(X, y)
    assert m.ledger_.epsilon == 1.0 and not hasattr(m, "trees_")
    assert release_statement(m)["guarantee"]["epsilon"] == 1.0
    # (α = 1e-6: an honest release fails an audit at α up to a share α of the runs, and the
    # noise is unseeded; what this checks is that the audit runs on a model without trees)
    res = audit(_Prior(1.0), n_runs=40, alpha=1e-6, progress=False)
    assert res.verdict in ("pass", "inconclusive")
    # leaf counts of a model with no trees take one value on every run: never a "pass"
    flat = audit(_Prior(1.0), n_runs=40, statistics=("leaf_count",), progress=False)
    assert flat.constant_statistic and flat.verdict == "inconclusive"
    ctl = audit(NoiselessControl(_Prior(1.0)), n_runs=40, statistics=("leaf_count",), progress=False)
    assert ctl.verdict == "inconclusive"


def test_predict_follows_an_overridden_predict_proba():
    """predict read _proba (the trees), so an estimator that overrode predict_proba crashed in
    the packed forest of its empty trees."""
    X, y, s = _data()
    m = _PublicProba(1.0, s).fit(X, y)
    assert (m.predict(X) == "lo").all() and m.score(X, y) == pytest.approx(np.mean(y == "lo"))


def test_spending_less_than_granted_names_the_estimator_not_an_internal_error():
    X, y, s = _data()
    with pytest.raises(RuntimeError, match=r"_Prior\._fit_private must book exactly the epsilon"):
        _Prior(1.0, s, share=0.9).fit(X, y)


def test_a_record_outside_the_cells_counts_nowhere_instead_of_refusing_the_fit():
    """An out-of-range cell raised after the query was charged, and only when some record
    landed there: a data-dependent refusal.  Such records now count in no cell."""
    X, y, s = _data()
    spill = _Prior(1.0, s, cells=lambda x, yy: np.where(x[:, 0] >= x[:, 0].max(), 99, yy))
    with warnings.catch_warnings():
        warnings.simplefilter("error")               # and nothing is said about it either
        m = spill.fit(X, y)
    assert m.ledger_.epsilon == 1.0

    # fails, changes length or gives a fraction only where some record has a code the public
    # trial chunk (each feature's first and last code) does not hold
    def rare(x):
        return (x[:, 0] > 25) & (x[:, 0] < 31)

    def picky(x, yy):
        if len(x) > 1 and rare(x).any():
            raise IndexError(f"code {int(x[:, 0].max())} out of range")
        return np.where(x[:, 0] > 28, np.nan, yy)

    for cells in (picky, lambda x, yy: yy[~rare(x)], lambda x, yy: yy + 0.5 * rare(x)):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert _Prior(1.0, s, cells=cells).fit(X, y).ledger_.epsilon == 1.0
    # what the records cannot change is checked before the charge
    from dpforest.data import PrivateData

    door = PrivateData(X, y, s, epsilon=1.0)
    with pytest.raises(ValueError, match="n_cells must be a whole number"):
        door.noisy_record_cells(None, lambda x, yy: yy, 2.5, 0.5)
    narrow = d.Schema([d.Numeric("a", 0, 0.5)], classes=["hi", "lo"])
    with pytest.raises(ValueError, match="the door's features, bounds"):
        door.noisy_record_cells(narrow, lambda x, yy: yy, 2, 0.5)
    with pytest.raises(ValueError, match="more than the 134,217,728 cells"):
        door.noisy_record_cells(None, lambda x, yy: yy, 10 ** 10, 0.5)
    # and so is cell_of itself, on made-up records: a bug that fails on every record (numpy
    # 2 has no np.int), a wrong shape or fractions emptied every cell without a word
    # the trial's codes are the grid's: a finer grid than the door's own reaches code 999
    seen = []

    def record(x, yy):
        seen.append(int(x[:, 0].max()))
        return yy

    fine = d.Schema([d.Numeric("a", 0, 1, n_bins=1000)], classes=["hi", "lo"])
    door.noisy_record_cells(fine, record, 2, 0.25)
    assert seen[0] == 999 and door.ledger.epsilon == 0.25
    door = PrivateData(X, y, s, epsilon=1.0)
    for broken, says in ((lambda x, yy: x[:, 0].astype(np.int), "failed on a public trial chunk"),
                         (lambda x, yy: yy[:1], "one cell per record"),
                         (lambda x, yy: yy + 0.7, "whole-number cells")):
        with pytest.raises(ValueError, match=says):
            door.noisy_record_cells(None, broken, 2, 0.5)
    assert door.ledger.epsilon == 0


def test_the_audit_reads_statistics_of_ones_own():
    """Only the built-in statistics (leaf counts, the canary's probability...) could be read:
    what an estimator of one's own releases (here its class shares) could not be audited."""
    from dpforest.audit import NoiselessControl, audit

    def share(model, canary):
        return model.prior_[0]

    res = audit(_Prior(1.0), n_runs=60, statistics=(share,), alpha=0.001, progress=False)
    assert res.statistic == "share" and res.verdict in ("pass", "inconclusive")
    # without noise the class share moves with the canary's record: the control fails on it
    ctl = audit(NoiselessControl(_Prior(1.0)), n_runs=60, statistics=(share,), progress=False)
    assert ctl.statistic == "share" and ctl.verdict == "FAIL"
    with pytest.raises(ValueError, match="statistics must be"):
        audit(_Prior(1.0), n_runs=8, statistics=("nope",), progress=False)
    with pytest.raises(ValueError, match="__name__ of its own"):
        audit(_Prior(1.0), n_runs=8, statistics=(share, share), progress=False)


def test_dpforest_audit_takes_an_estimator_of_ones_own_as_module_colon_class(tmp_path, monkeypatch,
                                                                               capsys):
    from dpforest.cli import main

    (tmp_path / "myest.py").write_text(_PRIOR_MODULE)
    monkeypatch.chdir(tmp_path)
    assert main(["audit", "--estimator", "myest:Prior", "--runs", "20", "--no-progress"]) == 0
    out = capsys.readouterr()
    assert "myest:Prior outlier" in out.out and "myest:Prior eps=1 outlier" in out.err
    # Prior keeps its noisy prior_ (used by predict_proba): named as a value the statistics
    # do not read themselves; one that keeps an exact maximum beside it passed every canary
    # with no word
    assert "not read the fitted attribute prior_ itself" in out.err
    (tmp_path / "leaky.py").write_text(
        _PRIOR_MODULE.replace("return {'prior_': p / p.sum()}",
                              "return {'prior_': p / p.sum(), 'top_': float(data._codes.max())}"))
    assert main(["audit", "--estimator", "leaky:Prior", "--runs", "8", "--no-progress"]) == 0
    assert "fitted attributes prior_, top_ itself" in capsys.readouterr().err
    # kept in a list, a dict or a text, too (a flag or None is no value)
    (tmp_path / "kept.py").write_text(
        _PRIOR_MODULE.replace("return {'prior_': p / p.sum()}",
                              "return {'prior_': p / p.sum(), 'a_': [1.5], 'b_': {'k': 2}, "
                              "'c_': 'x', 'd_': True, 'e_': None}"))
    assert main(["audit", "--estimator", "kept:Prior", "--runs", "8", "--no-progress"]) == 0
    assert "fitted attributes a_, b_, c_, prior_ itself" in capsys.readouterr().err
    assert main(["audit", "--estimator", "myest:Missing", "--runs", "8"]) == 2
    assert "cannot import Missing from myest (AttributeError)" in capsys.readouterr().err
    assert main(["audit", "--estimator", "nonsense", "--runs", "8"]) == 2
    assert "MODULE:CLASS" in capsys.readouterr().err


def test_the_commands_read_a_model_file_of_ones_own_only_with_register(tmp_path, monkeypatch,
                                                                        capsys):
    """show / predict / evaluate refused every model file of an estimator of one's own (their
    process registers nothing); ``--register MODULE:CLASS`` imports and registers the class the
    user names.  The file's own naming never imports anything."""
    import dpforest.io as dio
    from dpforest.cli import main

    monkeypatch.setattr(dio, "_REGISTERED", {})
    (tmp_path / "myprior.py").write_text(_PRIOR_MODULE)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    import myprior

    X, y, s = _data()
    dio.register_estimator(myprior.Prior)
    dio.save_model(myprior.Prior(1.0, s, random_state=0).fit(X, y), tmp_path / "p.json")
    X.assign(label=y).to_csv(tmp_path / "d.csv", index=False)
    monkeypatch.setattr(dio, "_REGISTERED", {})             # the command's own process
    assert main(["show", "p.json"]) == 2
    assert "--register MODULE:CLASS" in capsys.readouterr().err
    assert not dio._REGISTERED                              # nothing imported by the file's say
    assert main(["show", "p.json", "--register", "myprior:Prior"]) == 0
    assert "Prior" in capsys.readouterr().out
    monkeypatch.setattr(dio, "_REGISTERED", {})
    assert main(["predict", "p.json", "d.csv", "--target", "label", "--register",
                 "myprior:Prior", "-o", "out.csv"]) == 0
    assert len(pd.read_csv(tmp_path / "out.csv")) == len(X)
    monkeypatch.setattr(dio, "_REGISTERED", {})
    assert main(["evaluate", "p.json", "d.csv", "--target", "label", "--register",
                 "myprior:Prior"]) == 0
    capsys.readouterr()
    # what --register refuses, naming the option and the kind of problem
    for spec, said in (("myprior:Nope", "cannot import Nope from myprior (AttributeError)"),
                       ("myprior", "MODULE:CLASS"), ("pandas:DataFrame", "subclass")):
        monkeypatch.setattr(dio, "_REGISTERED", {})
        assert main(["show", "p.json", "--register", spec]) == 2
        assert said in capsys.readouterr().err
    # dpforest fit takes it as benchmark and audit do: --algorithm MODULE:CLASS, its file read
    # back with --register (fit refused the name; the other commands took it)
    schema = tmp_path / "s.json"
    dio.save_schema(s, schema, target="label")
    monkeypatch.setattr(dio, "_REGISTERED", {})
    assert main(["fit", "d.csv", "--schema", str(schema), "--epsilon", "0.5", "--algorithm",
                 "myprior:Prior", "--no-progress", "-o", "own.json"]) == 0
    out = capsys.readouterr().out
    assert "epsilon spent = 0.5 of 0.5" in out and "--register myprior:Prior" in out
    monkeypatch.setattr(dio, "_REGISTERED", {})
    assert main(["show", "own.json", "--register", "myprior:Prior"]) == 0
    capsys.readouterr()
    (tmp_path / "clash.py").write_text(_PRIOR_MODULE.replace("class Prior(", "class DPRFClassifier("))
    for spec, said in (("myprior:Nope", "cannot import Nope"), ("pandas:DataFrame", "no dpforest "
                                                                                    "estimator"),
                       ("clash:DPRFClassifier", "is the name of a dpforest estimator")):
        assert main(["fit", "d.csv", "--schema", str(schema), "--epsilon", "0.5", "--algorithm",
                     spec, "-o", "x.json"]) == 2
        assert said in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


def test_a_registered_estimator_of_ones_own_round_trips_through_a_model_file(tmp_path, monkeypatch):
    """save_model took dpforest's nine estimators only: an estimator of one's own could be
    pickled but got no checksummed file.  Registered in the process, it is written and read
    back with the same checks of its ledger; a process that did not register it refuses the
    file (a file never brings code)."""
    import json

    import dpforest.io as dio

    monkeypatch.setattr(dio, "_REGISTERED", {})
    X, y, s = _data()
    m = _Prior(1.0, s, random_state=0).fit(X, y)
    with pytest.raises(TypeError, match="register_estimator"):
        dio.save_model(m, tmp_path / "p.json")
    assert dio.register_estimator(_Prior) is _Prior
    path = dio.save_model(m, tmp_path / "p.json")
    back = dio.load_model(path)
    assert type(back) is _Prior and np.array_equal(back.prior_, m.prior_)
    assert back.ledger_.epsilon == 1.0 and (back.predict(X) == m.predict(X)).all()
    # an edited epsilon is refused as for dpforest's own
    doc = json.loads(path.read_text())
    doc["payload"]["params"]["epsilon"] = 0.1
    doc["sha256"] = __import__("hashlib").sha256(dio._canonical(doc["payload"])).hexdigest()
    (tmp_path / "q.json").write_text(json.dumps(doc))
    with pytest.raises(dio.ModelFileError, match="edited"):
        dio.load_model(tmp_path / "q.json")
    # another process, without the registration
    monkeypatch.setattr(dio, "_REGISTERED", {})
    with pytest.raises(dio.ModelFileError, match="registers that class with dpforest.io.register_estimator"):
        dio.load_model(path)
    # what cannot be registered
    with pytest.raises(TypeError, match="subclass"):
        dio.register_estimator(dict)
    with pytest.raises(ValueError, match="name of a dpforest estimator"):
        dio.register_estimator(type("DPForestClassifier", (DPForestBase,), {}))
    dio.register_estimator(_Prior)
    with pytest.raises(ValueError, match="registered already"):
        dio.register_estimator(type("_Prior", (DPForestBase,), {}))


def test_evaluation_and_selection_refuse_a_predict_proba_only_override_before_any_charge():
    """Private evaluation booked epsilon and then failed on the missing trees: it reads _proba
    on encoded records, which such a class does not define.  Both tools now refuse it first."""
    from dpforest.evaluation import private_confusion_matrix
    from dpforest.model_selection import PrivateModelSelector

    X, y, s = _data()
    m = _PublicProba(1.0, s).fit(X, y)
    budget = d.PrivacyBudget(total=2)
    with pytest.raises(TypeError, match="override _proba instead"):
        budget.evaluate(private_confusion_matrix, m, X, y, epsilon=0.5)
    assert budget.spent == 0
    sel = PrivateModelSelector([_PublicProba(1.0), _Prior(1.0)], epsilon=1.0, schema=s)
    with pytest.raises(TypeError, match="override _proba instead"):
        sel.fit(X, y)


def test_a_statistic_of_ones_own_is_read_alike_in_the_audit_and_its_control():
    """A statistic NaN on the control's exact fits read as 'separates' (NaN != NaN), and one
    that raised only there left the control unknown: either turned 'inconclusive' into
    'pass'."""
    from dpforest.audit import audit

    def always_nan(model, canary):
        return float("nan")

    res = audit(_Prior(1.0), n_runs=20, statistics=(always_nan,), progress=False)
    assert res.constant_statistic and res.verdict == "inconclusive"
    from dpforest.audit import _own_reading

    assert _own_reading(always_nan, _Prior(1.0), None) == _own_reading(always_nan, _Prior(1.0), None)

    calls = {"n": 0}

    def breaks_late(model, canary):
        calls["n"] += 1
        if calls["n"] > 40:                    # after the audit's own 40 fits: the control's
            raise ZeroDivisionError("late")
        return model.prior_[0]

    with pytest.raises(RuntimeError, match="failed on the noiseless control's fit"):
        audit(_Prior(1.0), n_runs=20, statistics=(breaks_late,), progress=False)


def test_a_subclass_that_keeps_a_forests_proba_but_overrides_predict_proba_is_refused():
    """A forest subclass whose predict_proba says 'no' everywhere kept the forest's _proba:
    predict, private evaluation and selection read the trees, not what it serves."""
    from dpforest.evaluation import private_confusion_matrix

    class AlwaysLo(d.DPForestClassifier):
        def predict_proba(self, X):
            out = np.zeros((len(X), 2))
            out[:, list(self.classes_).index("lo")] = 1.0
            return out

    X, y, s = _data()
    m = AlwaysLo(1.0, s, progress=False).fit(X, y)
    assert (m.predict(X) == "lo").all()
    budget = d.PrivacyBudget(total=2)
    with pytest.raises(TypeError, match="override _proba instead"):
        budget.evaluate(private_confusion_matrix, m, X, y, epsilon=0.5)
    assert budget.spent == 0
    # dpforest's own estimators are untouched by the rule
    assert not d.DPForestClassifier(1.0, s)._overrides_predict_proba_only()
    assert not d.SNRForestClassifier(1.0, s)._overrides_predict_proba_only()


def test_a_class_registered_from_the_main_script_is_warned_and_a_misnamed_file_says_why(
        tmp_path, monkeypatch):
    import dpforest.io as dio
    from dpforest.exceptions import InputWarning

    monkeypatch.setattr(dio, "_REGISTERED", {})
    Main = type("MainPrior", (_Prior,), {"__module__": "__main__"})
    with pytest.warns(InputWarning, match="defined in the main script"):
        dio.register_estimator(Main)
    X, y, s = _data()
    path = dio.save_model(Main(1.0, s).fit(X, y), tmp_path / "m.json")
    monkeypatch.setattr(dio, "_REGISTERED", {})
    Mod = type("MainPrior", (_Prior,), {"__module__": "nbmod"})
    dio.register_estimator(Mod)
    with pytest.raises(dio.ModelFileError, match="'nbmod:MainPrior', a class of that name from "
                                                 "another module"):
        dio.load_model(path)
