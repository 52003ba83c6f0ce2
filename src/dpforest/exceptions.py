"""Every warning and error dpforest raises, importable from one place (as ``sklearn.exceptions``).

A program that embeds dpforest can filter all of its notices by category, without matching
message text (which names the caller's line, not dpforest's module, so a ``module=`` filter
never matches)::

    warnings.filterwarnings("ignore", category=dpforest.exceptions.SettingsWarning)

and catch all of its refusals with one ``except DPForestError``, while each error keeps its
built-in base (``SchemaError`` is a ``ValueError``, ``BudgetExceededError`` a
``RuntimeError``), so code written against those keeps working.

The hierarchy::

    DPForestWarning (UserWarning)
        SettingsWarning          a parameter ignored, capped, changed since the fit, or ill
                                 suited to this size and epsilon
            LeafNoiseWarning     the leaves the settings give hold fewer records than their noise
            SmallBudgetWarning   the noisy size times epsilon is below 10 per class: the
                                 default's fits there often score below the majority rate
            WeakEpsilonWarning   a fit at epsilon 10 or more: little protection
        AccountingWarning        a ledger that composes another epsilon than the one given
        InputWarning             something in X, y or the schema worth a look (column order,
                                 ordered categoricals, spellings, values a model file cannot hold)
            ConformWarning       what Schema.conform cannot repair
        EvaluationWarning        a private evaluation whose figure means less than it seems
        BenchmarkWarning         a benchmark run left a data set or a method out
        ConstantModelWarning, LabelProbabilityWarning, RareClassWarning, SparseSplitWarning,
        IdentifierColumnWarning, RepeatedFitWarning (SameRecordsWarning: another estimator's
        fit on the very same X object; RepeatedReleaseWarning: test records released again by a
        private evaluation), NonPrivateStepWarning, CategoriesFromDtypeWarning, InconsistentVersionWarning, NoiselessFitWarning
    DPForestError (Exception)
        SchemaError (also ValueError), OutOfDomainError, SchemaTypeError (also TypeError),
        ModelFileError (also ValueError), BudgetExceededError (also RuntimeError),
        BudgetFileError (also ValueError), WorkerLostError, WorkersPausedError (also
        RuntimeError)

The classes defined elsewhere are loaded on first use (``dpforest.exceptions.SchemaError``
imports :mod:`dpforest.schema`), so importing this module loads nothing else.
"""

from __future__ import annotations

import importlib


class DPForestWarning(UserWarning):
    """Base class of every warning dpforest gives.

    Made inside a :func:`dpforest._warning_control.about` block (a budget's
    ``fit_per_group`` fits one model per group), its text ends with what the block says the
    warning is about, in brackets; a text that starts the same is still matched by a
    ``warnings`` filter's message pattern."""

    def __init__(self, *args):
        from ._warning_control import about_text

        about = about_text()
        if about and args and isinstance(args[0], str) and not args[0].endswith(f"[{about}]"):
            args = (f"{args[0]} [{about}]",) + args[1:]
        super().__init__(*args)


class SettingsWarning(DPForestWarning):
    """A parameter is ignored, capped, changed since the fit, or ill suited to the data's
    (noisy) size and epsilon."""


class LeafNoiseWarning(SettingsWarning):
    """The trees the settings give have leaves whose expected record count is below the
    noise in their counts: their classes are mostly noise."""


class SmallBudgetWarning(SettingsWarning):
    """The released size times ε is below ten records per class: on the outside tables the
    project checked, the default forest's fits at such sizes scored below the majority rate (a
    constant model's accuracy) in about half the (table, ε) cells.  From the noisy size, ε and
    the class count alone."""


class AccountingWarning(DPForestWarning):
    """A ledger composes another epsilon than the one given (a paper's accounting, a
    per-person bound above the guarantee asked for)."""


class InputWarning(DPForestWarning):
    """Something in X, y or the schema worth a look: column order, ordered categoricals,
    spellings that differ only in blanks or Unicode form, values a model file cannot hold."""


class ConformWarning(InputWarning):
    """:meth:`Schema.conform` met values it cannot repair (text in a numeric column, a
    category outside the declared ones): encode and predict will refuse them."""


class EvaluationWarning(DPForestWarning):
    """A private evaluation whose figure means less than it seems (mostly noise, or a
    threshold applied to a class the caller may not mean)."""


class BenchmarkWarning(DPForestWarning):
    """A benchmark run (:func:`dpforest.benchmarks.harness.run`) left a data set or a method
    out: its data or package is absent here, or it does not take the task."""


class DPForestError(Exception):
    """Base class of every error dpforest raises on purpose (each also keeps its built-in
    base: ``ValueError``, ``TypeError`` or ``RuntimeError``)."""


# classes defined beside the code that raises them: loaded on first use
_ELSEWHERE = {
    "ConstantModelWarning": ".forests.base", "LabelProbabilityWarning": ".forests.base",
    "RareClassWarning": ".forests.base",
    "SparseSplitWarning": ".forests.base", "IdentifierColumnWarning": ".forests.base",
    "RepeatedFitWarning": ".forests.base", "SameRecordsWarning": ".forests.base",
    "RepeatedReleaseWarning": ".forests.base", "WeakEpsilonWarning": ".forests.base",
    "NonPrivateStepWarning": ".forests.base",
    "CategoriesFromDtypeWarning": ".schema", "InconsistentVersionWarning": ".io",
    "NoiselessFitWarning": ".audit",
    "SchemaError": ".schema", "OutOfDomainError": ".schema", "SchemaTypeError": ".schema",
    "ModelFileError": ".io", "BudgetExceededError": ".privacy.ledger",
    "BudgetFileError": ".privacy.accountant",
    "WorkerLostError": ".dask_data", "WorkersPausedError": ".dask_data",
}

#: the classes this module defines
_OWN = ("DPForestWarning", "SettingsWarning", "LeafNoiseWarning", "SmallBudgetWarning", "AccountingWarning",
        "InputWarning", "ConformWarning", "EvaluationWarning", "BenchmarkWarning",
        "DPForestError")
#: the classes ``dpforest`` itself also exports (the Dask errors need the extra: only here)
AT_TOP = tuple(n for n in (*_OWN, *_ELSEWHERE) if not n.startswith("Worker"))

__all__ = [*_OWN, *_ELSEWHERE]


def __getattr__(name: str):
    mod = _ELSEWHERE.get(name)
    if mod is None:
        raise AttributeError(f"module 'dpforest.exceptions' has no attribute {name!r}")
    value = getattr(importlib.import_module(mod, "dpforest"), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(__all__) | {n for n in globals() if n.startswith("__")})
