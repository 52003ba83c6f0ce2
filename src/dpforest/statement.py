"""A fitted model's release statement: what a release board signs off, from the model alone.

:func:`release_statement` gives it as a JSON-ready dict (``dpforest show --json``): the
guarantee (pure ε-DP, δ = 0, its unit and neighbouring relation), everything declared public
(the schema, a public size, the parameters, the CSV layout), the ledger (composed ε, each kind of
query with the most any one record paid for it, every charged query) and, for a model file, the
sha256 of its bytes.  :func:`statement_markdown` renders one as Markdown for a report or a model
card (``dpforest show --markdown``).  Both read the released model only (its parameters, schema,
ledger and tree sizes): no record, and no budget is spent.

A model's ledger speaks for that model alone, but a paper's statement must also say what else
came from the same records: ε adds up over every release about them (two models at ε = 1 are an
ε = 2 release), and a method chosen by a non-private look at them is a disclosure no ε covers.
So both functions take, optionally, the :class:`~dpforest.PrivacyBudget` the releases were
booked in (listed, with the composed total and the total with this model) and the data owner's
own ``disclosures`` (printed as given, marked as theirs).  Neither reads a record: a budget
holds ε figures, times and the owner's labels only.
"""
from __future__ import annotations

import hashlib
import json
import math
import numbers
from pathlib import Path

from .fingerprint import content_digest, model_fingerprint
from .privacy.accountant import linked_content, linked_fingerprints

__all__ = ["release_statement", "statement_markdown"]

FORMAT = "dpforest-release-statement"
#: 2 added ``ledger.by_kind`` (each kind of query: count, the most any one record paid); 3 added
#: ``guarantee.fitted_in`` and ``guarantee.caveat`` (one fit of a scikit-learn search).  The
#: optional ``privacy_budget`` and ``owner_disclosures`` keys appear only when asked for, so a
#: statement made without them is the same as before they existed (still version 3)
VERSION = 3


def _file_sha256(path) -> str | None:
    """The sha256 of a file's bytes (None when it cannot be read)."""
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return None


def _checked_model_file(model, path) -> str | None:
    """The sha256 of the model file ``path``, after checking that it holds ``model`` (the
    fingerprint of its fit: estimator, ``fit_id_`` and ledger): the hash of any file named
    was put in the statement -- another model's file, the test data's CSV -- and a new name,
    read as where to write the statement, gave none without a word.  Models fitted before
    fingerprints existed cannot be checked so: their file's hash is given as before."""
    import warnings

    from .fingerprint import model_fingerprint
    from .io import ModelFileError, load_model

    what = ("path names the model file the statement is about (as save_model wrote it), not "
            "where to write the statement: the statement is the dict returned (json.dump it, "
            "or statement_markdown for text)")
    p = Path(path)
    if not p.is_file():
        raise FileNotFoundError(f"no model file {p.name!r}: {what}")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")         # (an older file's version notice)
            saved = load_model(p)
    except (ModelFileError, OSError, ValueError, TypeError):
        raise ValueError(f"{p.name!r} is not a dpforest model file: {what}") from None
    mine, theirs = model_fingerprint(model), model_fingerprint(saved)
    if mine is not None and theirs is not None and mine != theirs:
        raise ValueError(f"{p.name!r} holds another model than the one the statement is "
                         f"about (another fit: its fit_id_ or ledger differs): name this "
                         f"model's own file, or none")
    return _file_sha256(p)


def _plain(v):
    """A parameter's value as JSON can hold it (non-finite floats and objects as text)."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, numbers.Number):
        f = float(v)
        return v if isinstance(v, numbers.Integral) else (f if math.isfinite(f) else str(f))
    return repr(v)


def _figure(x: float) -> str:
    """An epsilon in a sentence: the number, or "infinite" (a paper accounting's exact count)."""
    v = _finite(x)
    return "infinite" if v is None else f"{v:g}"


def _epsilon_cell(v) -> str:
    """A statement's epsilon figure as a Markdown cell: a non-finite one (None in the JSON: a
    paper accounting's exact count) reads "infinite", not a blank."""
    return "infinite" if v is None else _cell(v)


def _finite(x: float):
    return float(x) if math.isfinite(x) else None


def query_list(led) -> list[dict]:
    """``led``'s charged queries as JSON-ready dicts: what, ε, mechanism, the records it read."""
    frame = led.to_frame()[["what", "epsilon", "mechanism", "records"]]
    # ∞ (a paper accounting's exact read) as None, as every other epsilon of the statement:
    # json would write a bare Infinity, which strict JSON readers refuse
    return [{**r, "epsilon": _finite(float(r["epsilon"]))} for r in frame.to_dict("records")]


def _open_budget(budget):
    """A :class:`~dpforest.PrivacyBudget`, or the one kept in a budget file (opened as
    :meth:`PrivacyBudget.open` opens it everywhere else: read, never written)."""
    import os

    from .privacy.accountant import PrivacyBudget

    if isinstance(budget, PrivacyBudget):
        return budget
    if isinstance(budget, (str, os.PathLike)):
        return PrivacyBudget.open(budget)
    raise TypeError(f"budget must be a dpforest.PrivacyBudget or the path of its file, got "
                    f"{type(budget).__name__}")


def _owner_lines(disclosures) -> list[str]:
    """The data owner's disclosures as a list of strings (one string is one disclosure; an empty
    one is refused, since a blank line in the section would read as a statement made)."""
    lines = [disclosures] if isinstance(disclosures, str) else list(disclosures)
    for line in lines:
        if not isinstance(line, str):
            raise TypeError(f"each disclosure must be a string (the data owner's words, printed "
                            f"as given), got {type(line).__name__}")
        if not line.strip():
            raise ValueError("a disclosure is empty: give each as a line of text")
    return lines


#: how a statement placed the model among a budget's releases (``this_model.matched``)
MATCHED = {
    "named": "named by whoever made this statement (booked_as=, --booked-as): the budget "
             "records no fingerprint that shows it",
    "linked": "the release that records this model's fingerprint (the budget booked this very "
              "model)",
    "unlinked": "no release records this model's fingerprint; releases booked as this "
                "estimator (or its model file) at its epsilon without one (booked by an earlier "
                "dpforest, or by number) may be this model's, but nothing shows it, so its "
                "epsilon is added to the budget's (name its release to count it once)",
    "none found": "no release records this model's fingerprint or is booked as this estimator "
                  "(or its model file) at its epsilon, so its epsilon is added to the budget's",
    "no fingerprint": "this model has no fingerprint (fitted before dpforest 0.6.5, which first "
                      "named each fit), so no release can be shown to be its own: its epsilon "
                      "is added to the budget's (name its release to count it once)",
    "not booked": "not booked in this budget, as the data owner says, so its epsilon is added "
                  "to the budget's",
}


def _covers(release: dict, cost: float) -> bool:
    """Whether a release's ε is at least a model's: a booking below it would make the total
    read less than was released, so none is taken as the model's."""
    return release["epsilon"] >= cost or math.isclose(release["epsilon"], cost, rel_tol=1e-9)


#: why a release that records this fit's fingerprint is not this model's
_EDITED = ("what this model releases (its trees, counts or ledger) differs from what was "
           "booked: the model was changed after its fit was booked")


def _same_content(release: dict, digest, fingerprint) -> bool:
    """Whether a release booked what the model releases: the fingerprint names the fit, the
    content digest what it released (a model whose trees or counts were edited after the
    booking keeps the fit's fingerprint); a release booked before digests were recorded has
    none and is taken as it.  A release of several models (a per-group fit's ``models`` and
    ``contents``) is compared on the digest recorded beside this model's fingerprint."""
    return linked_content(release, fingerprint) in (None, digest)


def _booking(model, path, releases: list, cost: float, booked_as, unit: str):
    """Which of the budget's ``releases`` booked this model: ``(indices, matched)``, one index,
    several (copies of one fit booked twice), or none (its ε is added), and a key of
    :data:`MATCHED`.  Without ``booked_as`` the model's release is the one that records its
    :func:`~dpforest.fingerprint.model_fingerprint` (written when the budget booked it); with
    none, the model is taken as not booked, which can only make the total read more than was
    released, never less."""
    n = len(releases)
    fp = model_fingerprint(model)
    if booked_as is False:
        return [], "not booked"
    if booked_as is not None:
        if isinstance(booked_as, bool) or not isinstance(booked_as, numbers.Integral):
            raise TypeError(f"booked_as must be the index of this model's release in "
                            f"budget.releases, False (not booked there) or None (found by its "
                            f"estimator and epsilon), got {booked_as!r}")
        if not -n <= booked_as < n:
            raise ValueError(f"booked_as={booked_as}: the budget has {n} release"
                             f"{'s' * (n != 1)}")
        i = int(booked_as) % n
        r = releases[i]
        fps = linked_fingerprints(r)
        if fps and fp not in fps:
            # a release that names its model by fingerprint is that model's (or, a per-group
            # fit's, those models'): naming it for another (an unbooked second fit) stated the
            # budget's total without this one
            raise ValueError(f"budget.releases[{i}] ({r['what']!r}) records another model's "
                             f"fingerprint: it booked another fit, not this model; a "
                             f"statement names only a release that records no fingerprint")
        if fps and not _same_content(r, content_digest(model), fp):
            raise ValueError(f"budget.releases[{i}] booked this fit, but {_EDITED}")
        if _is_evaluation(r):
            # a private evaluation spent its epsilon on test records: no fit's release
            raise ValueError(f"budget.releases[{i}] ({r['what']!r}) is a private evaluation, "
                             f"not a fit: a model cannot be named as it")
        if r["status"] != "released" or not _covers(r, cost):
            raise ValueError(f"budget.releases[{i}] ({r['what']!r}, epsilon "
                             f"{r['epsilon']:g}, {r['status']}) cannot be this model's, whose "
                             f"release costs epsilon {cost:g} per {unit}")
        return [i], ("linked" if fps else "named")
    # the link the budget wrote when it booked the model (budget.fit, fit_per_person,
    # fit_per_group -- one release linking every group's model --, spend of a model, dpforest
    # fit --budget): this model's release and no other's (a budget file is the owner's log,
    # not signed, so an edited one can still misstate what it holds)
    linked = [i for i, r in enumerate(releases)
              if fp is not None and fp in linked_fingerprints(r) and r["status"] == "released"
              and _covers(r, cost)]
    if linked:
        content = content_digest(model)
        same = [i for i in linked if _same_content(releases[i], content, fp)]
        if not same:
            raise ValueError(f"the budget booked this fit (its fingerprint), but {_EDITED}, "
                             f"and no statement can vouch for it")
        return same, "linked"
    # a release booked as this estimator at its ε without a link (an earlier dpforest, a spend
    # of a number) may be this model's or another's: a match by name and ε alone took an
    # unbooked model for a booked one and stated a total below what was released, so such a
    # release is said, never counted as this model's
    name = type(model).__name__
    tail = None if path is None else f"-> {Path(path).name}"
    alike = [i for i, r in enumerate(releases)
             if r["status"] == "released" and "model" not in r and "models" not in r
             and math.isclose(r["epsilon"], cost, rel_tol=1e-9)
             and (r["what"] == name or r["what"].startswith(name + " ")
                  or (tail is not None and r["what"].endswith(tail)))]
    if fp is None:
        return [], "no fingerprint"
    return [], ("unlinked" if alike else "none found")


#: how a private evaluation is booked: the Python functions' names (PrivacyBudget.evaluate)
#: and the command line's log line (evaluate --budget)
_EVALUATIONS = ("private_confusion_matrix", "private_roc")


def _is_evaluation(release: dict) -> bool:
    """Whether a budget's release is a private evaluation: booked under its function's name,
    with `` by <column>`` for a release by group (``private_confusion_matrix by ethnicity``:
    read as a fit, it added the test records' ε to the training records' total), or by the
    command line."""
    what = str(release.get("what", ""))
    return what in _EVALUATIONS or what.startswith(tuple(f"{e} by " for e in _EVALUATIONS)) \
        or what.startswith("dpforest evaluate ")


def budget_section(model, budget, path=None, booked_as=None) -> dict:
    """What else was released from the model's records, from the budget they were booked in:
    each release (what, ε, status, time, the owner's note; ``this_model`` on this model's, or
    on each it may be), the budget's composed ε and granted total, and everything released
    from the records with this model -- its ε added only where it is not among the releases
    already (no double count).  ``this_model``: its ε in the budget's unit, whether it is
    booked there, and how that was decided (``matched``, a key of :data:`MATCHED`)."""
    budget = _open_budget(budget)
    releases = budget.releases          # the file's as it is now (each figure below from it)
    try:
        # what this model's release costs in the budget's unit, as the budget books it
        cost = float(budget._epsilon_of(model)[0])
    except ValueError as e:
        raise ValueError(f"this model's release cannot be placed in the budget: {e}") from None
    mine, matched = _booking(model, path, releases, cost, booked_as, budget.unit)
    spent_on = [r for r in releases if r["status"] == "released"]
    if not mine and booked_as is None and spent_on and all(_is_evaluation(r) for r in spent_on):
        # a test records' budget (every release an evaluation): its records are not this
        # model's training records, so adding the model's epsilon to it stated a total
        # ("over its grant") about records that paid no such sum
        raise ValueError(
            "this budget holds private evaluations only: it is a test records' budget, not the "
            "one this model's fit was booked in, and a release statement's budget is about the "
            "training records.  Give the training records' budget (or none), and state the "
            "evaluation as a disclosure of your own (disclosures=[...], dpforest show "
            "--disclose TEXT): on test records disjoint from the training ones it adds nothing "
            "to the training records' epsilon.  If it is the training records' own budget and "
            "this model was fitted without booking, say so with booked_as=False "
            "(dpforest show --not-booked)")
    # (the budget's own sums, of the state just read: releases refreshed it)
    spent = budget._spent()
    return {
        "name": budget.name, "unit": budget.unit, "total": _plain(budget.total),
        # the owner's labels and ε figures only (not who booked them: an account and machine)
        "releases": [{"what": r["what"], "epsilon": _plain(r["epsilon"]), "status": r["status"],
                      "at": r.get("at"), **({"note": r["note"]} if r.get("note") else {}),
                      "this_model": k in mine} for k, r in enumerate(releases)],
        "composed_epsilon": _plain(spent),
        "this_model": {"epsilon": _plain(cost), "booked": bool(mine), "matched": matched},
        "epsilon_with_this_model": _plain(spent if mine else spent + cost),
        "over_total": budget._over()}


def _refuse_group_set(model, what: str) -> None:
    """A per-group set (:class:`~dpforest.GroupModels`) is several released models, each with
    its own ledger, file and fingerprint: refused with how to state each of them."""
    from .per_group import GroupModels

    if isinstance(model, GroupModels):
        raise TypeError(
            f"{what} states one released model, and a per-group set (GroupModels) holds one "
            f"model per group, each with its own ledger: state each group's model, "
            f"{{category: {what}(m) for category, m in models.items()}} (each training record "
            f"was read by its own group's model only, so the set spent on any one record the "
            f"largest of their epsilons, models.ledger_.epsilon)")


def release_statement(model, path=None, *, budget=None, disclosures=(),
                      booked_as=None) -> dict:
    """The release statement of a fitted dpforest model (a dict, JSON-ready).

    Parameters
    ----------
    model : fitted dpforest estimator
        Fitted in this process or read by :func:`dpforest.load_model` (or a fitted Pipeline
        ending in one: the statement is then its final step's, and
        ``pipeline_steps_before`` names the steps before it, which are outside its ledger).
        The statement gives the parameters it was fitted with (a ``UserWarning`` where
        ``set_params`` changed them since).
    path : str or path-like, optional
        The model file the statement is about: its name and the sha256 of its bytes are
        included (``None`` without a file).
    budget : PrivacyBudget or str or path-like, optional
        The budget the releases about the same records were booked in (or its file, opened
        read-only as :meth:`PrivacyBudget.open` opens it): the model's ledger speaks for the
        model alone, and ε adds up over every release about the same records.  Adds
        ``privacy_budget`` (see :func:`budget_section`).
    disclosures : str or sequence of str, optional
        The data owner's own statements about what else was done with the records that no
        ε covers -- "the method was chosen by a non-private benchmark on these records" --,
        kept as given under ``owner_disclosures``: dpforest neither makes nor checks them.
    booked_as : int or False, optional
        With ``budget``: the index in ``budget.releases`` of the release that booked this model,
        or False if it was not booked there.  None (default): the release that records this
        model's fingerprint (:mod:`dpforest.fingerprint`; written when ``budget.fit``,
        ``fit_per_person``, ``spend(model)`` or ``dpforest fit --budget`` booked it), else not
        booked (its ε is added: more, never less; releases booked alike without a
        fingerprint, by an earlier dpforest or by number, are said to be possible matches).
        The statement says how it decided (``this_model.matched``).

    Returns
    -------
    dict
        ``format``, ``version``, ``file``, ``file_sha256``, ``estimator``, ``written_by`` (the
        dpforest version that wrote the file), ``fitted_with`` (the one that fitted the model;
        None before versions were kept with the fit), ``guarantee`` (``kind``, ``fitted_in`` and ``caveat`` -- for one fit of a
        scikit-learn search or cross-validation, whose ledger is not the guarantee of what was
        released, the tool and why, else None --, ``epsilon``, ``epsilon_per_row``, ``delta`` 0,
        ``neighbouring``, ``unit``, ``person_bound``, ``noiseless_test_mode``; with a
        rows-per-person bound ``epsilon_per_record``, twice the noise's ε per kept row),
        ``declared_public`` (``schema``, ``n_samples``, ``n_max``, ``parameters``,
        ``csv_layout``), ``ledger`` (``composed_epsilon``, ``budget``, ``by_kind``,
        ``queries``, ``chosen_fit_queries``), ``trees``, ``nodes``; ``privacy_budget`` only
        with ``budget`` and ``owner_disclosures`` only with ``disclosures`` (a statement
        without them has exactly the keys it had before they existed).
    """
    from sklearn.utils.validation import check_is_fitted

    from .contributions import person_bound
    from .io import _enc

    from .forests.base import fitted_params, warn_params_changed
    from .privacy.ledger import run_caveat

    from sklearn.pipeline import Pipeline

    # checked before anything is read, so a mistaken argument costs nothing
    owner = _owner_lines(disclosures)
    if budget is None and booked_as is not None:
        raise TypeError("booked_as says which of a budget's releases is this model's: pass the "
                        "budget too")
    # a fitted Pipeline ending in a dpforest estimator: the statement is its final step's (the
    # steps before it are named, being outside the ledger)
    from .forests.base import _learning_step_text, _learns

    before, learning = [], []
    while isinstance(model, Pipeline) and model.steps:     # a Pipeline within one, too
        before += [name for name, _ in model.steps[:-1]]
        learning += [_learning_step_text(name, step) for name, step in model.steps[:-1]
                     if _learns(step)]
        model = model.steps[-1][1]
    _refuse_group_set(model, "release_statement")
    # the ledger is what the statement reads (an estimator of one's own need not have trees)
    check_is_fitted(model, "ledger_")
    led = model.ledger_
    bound = person_bound(model)
    person_eps = None if bound is None else _finite(float(bound["person_epsilon"]))
    # the parameters of the fit that released this model, not those set since
    params, changed = fitted_params(model)
    warn_params_changed(model, changed, "the statement records")
    eps = float(led.epsilon)
    schema = params["schema"] if params.get("schema") is not None else model.schema_
    if isinstance(schema, dict):
        from .schema import Schema

        schema = Schema.from_dict(schema)
    # one fit of a scikit-learn search: its ledger is no guarantee of what was released
    tool = getattr(led, "fitted_in", None)
    caveat = run_caveat(tool)
    if learning and caveat is None:
        # what such a step learned (a mean, the categories seen) ships with the pipeline,
        # exactly: the forest's ledger is not the guarantee of the pipeline as released
        caveat = (f"the Pipeline's step{'s' * (len(learning) > 1)} {', '.join(learning)} "
                  f"learn{'s' * (len(learning) == 1)} from the records without noise, and what "
                  f"{'they' if len(learning) > 1 else 'it'} learned is released with the "
                  f"pipeline: the forest's ledger is not the guarantee of the pipeline")
    # a noiseless fit's ledger reads as the ε it was asked for, but nothing was noised: the
    # guarantee is none, said where a board's form reads it (kind, epsilon), not only above it
    noiseless = bool(led.noiseless)
    kind = ("none (noiseless test mode: nothing was noised)" if noiseless else
            "none for this model alone (one fit of a scikit-learn search or cross-validation)"
            if caveat is not None and tool == "sklearn.model_selection" else
            "none for this model alone (one fit of a scikit-learn tool that fits several times)"
            if caveat is not None and tool else
            "none for the pipeline as released (a step before the forest learns from the "
            "records without noise)" if learning else
            "pure epsilon-DP" if math.isfinite(eps) else "none (a paper's own accounting)")
    statement = {
        "format": FORMAT, "version": VERSION,
        # the file's name only: a statement is filed with a release board, and the folder a
        # model was read from can name a user or a project
        "file": None if path is None else Path(path).name,
        "file_sha256": None if path is None else _checked_model_file(model, path),
        "estimator": type(model).__name__,
        "written_by": getattr(model, "_written_by", None),
        # None for a model fitted before versions were kept with the fit
        "fitted_with": getattr(model, "fitted_with_version_", None),
        "guarantee": {
            "kind": kind,
            # the scikit-learn tool this model is one fit of (None: a fit of its own), and why
            # its ledger is then not the guarantee of what was released
            "fitted_in": tool or None,
            "caveat": caveat,
            # per unit: a person's bound where one was recorded, else the ledger's, per row
            "epsilon": (None if noiseless else person_eps
                        if bound is not None else _finite(eps)),
            "epsilon_per_row": _finite(eps),
            # with a rows-per-person bound the kept rows are drawn, so one more row can push
            # out another: the guarantee per row added or removed is twice the noise's epsilon
            **({"epsilon_per_record": _finite(2 * eps)} if bound is not None else {}),
            "delta": 0,
            # (the number itself: the attribute's path read as an assumption about the data,
            # where the fit enforces the cap)
            "neighbouring": ("none: no guarantee holds" if noiseless
                             else f"one person's rows added or removed (the fit keeps at most "
                             f"{_plain(bound.get('max_rows'))} of each person's rows, drawn at "
                             f"random, whatever the data hold); a changed person: 2 x epsilon; "
                             f"one row added or removed: {_figure(2 * eps)}, twice the "
                             f"noise's epsilon per kept row (a new row can push out a kept row "
                             f"of its person)" if bound is not None else
                             "one record (row) added or removed; a changed record: 2 x epsilon"),
            "unit": "person" if bound is not None else "row",
            "person_bound": (None if bound is None else
                             {**bound, "person_epsilon": person_eps}),
            "noiseless_test_mode": noiseless},
        "declared_public": {
            "schema": _enc(schema.to_dict(), "schema"),
            "n_samples": _plain(params.get("n_samples")), "n_max": _plain(params.get("n_max")),
            "parameters": {k: _plain(v) for k, v in params.items() if k != "schema"},
            "csv_layout": _enc(dict(getattr(model, "csv_format_", None) or {}), "layout"),
            # a per-group fit's model: the group of records it describes (a declared category)
            "group": (None if getattr(model, "group_", None) is None else
                      {"column": model.group_["column"],
                       "category": _plain(model.group_["category"])})},
        "ledger": {
            "composed_epsilon": _finite(eps),
            "budget": _plain(led.budget),
            # a paper's own accounting: the epsilon the estimator was given, beside the total
            # its recipe composes (the budget above)
            **({"stated_epsilon": led.stated} if getattr(led, "stated", None) is not None else {}),
            # the most any one record paid for each kind (need not add up to the composed ε)
            "by_kind": [{"what": what, "queries": n, "epsilon": _finite(e)}
                        for what, (n, e) in led.by_kind().items()],
            "queries": query_list(led),
            # a selected model's own fit (booked in queries as one entry), query by query
            "chosen_fit_queries": (None if getattr(model, "fit_ledger_", None) is None
                                   else query_list(model.fit_ledger_))},
        "trees": len(getattr(model, "trees_", [])),
        "nodes": int(sum(int(t.n_nodes) for t in getattr(model, "trees_", []))),
        # the steps of a Pipeline before the model: outside this statement's ledger
        **({"pipeline_steps_before": before} if before else {}),
    }
    if budget is not None:
        # the other releases about the same records (the budget holds ε figures and labels)
        statement["privacy_budget"] = budget_section(model, budget, path, booked_as)
    if owner:
        statement["owner_disclosures"] = owner
    return statement


def _size_read(queries) -> str:
    """How the fit learned its record count where none was declared, from its ledger's
    "dataset size" queries: a charged noisy count, an exact read (a paper's own accounting,
    whose model may keep that exact figure), or none."""
    def exact(q):
        try:
            e = float(q.get("epsilon"))
        except (TypeError, ValueError):         # (a statement read back from JSON text)
            e = math.inf
        return "exact" in str(q.get("mechanism", "")) or not math.isfinite(e)

    sizes = [q for q in queries if str(q.get("what", "")).startswith("dataset size")]
    if any(exact(q) for q in sizes):
        return ("none declared: the size was read exactly, without noise (a paper's own "
                "accounting; the file may hold that exact count)")
    if sizes:
        return "none (the size is a charged noisy query)"
    return "none (no size was read)"


def _cell(v) -> str:
    """A value for one Markdown line or table cell: every line break (``\\r``, U+2028, ...) and
    control character made a space, and the characters Markdown reads (``\\ | ` < > * _ #``)
    escaped, so a crafted feature name or class label cannot start a line or a heading of its
    own in the statement."""
    text = "" if v is None else (f"{v:.6g}" if isinstance(v, float) else str(v))
    text = " ".join(text.splitlines())
    text = "".join(" " if (ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0) else ch for ch in text)
    return "".join("\\" + ch if ch in "\\|`<>*_#[]" else ch for ch in text)


CARD_CATEGORIES = 30       # categories listed per feature, as ``dpforest show`` lists them


def declared_text(v) -> str:
    """A declared value in full (a float as Python writes it back: 1234567.891, not 1.23457e+06,
    and 30, not 30.0, for a cut declared as 30): a checker compares the card's values, and
    ``dpforest show``'s, with the documentation's, digit for digit."""
    if isinstance(v, float) and v.is_integer() and abs(v) < 1e16:
        return str(int(v))
    return repr(v) if isinstance(v, float) else str(v)


def _declared(v) -> str:
    """:func:`declared_text` for a Markdown cell."""
    return _cell(declared_text(v))


def _domain(f: dict) -> str:
    """A declared feature's domain for the card: its bounds and grid, or its categories (up to
    :data:`CARD_CATEGORIES`; a checker reads them to see that none was copied from a record)."""
    if f.get("type") == "numeric":
        text = f"[{_declared(f.get('lower'))}, {_declared(f.get('upper'))}]"
        if f.get("cuts"):
            text += f"; declared cuts {', '.join(_declared(c) for c in f['cuts'])}"
        elif f.get("n_bins"):
            text += f"; {_cell(f['n_bins'])} bins"
        return text
    values = f.get("categories", f.get("levels")) or []
    # texts quoted (as `dpforest show` lists them): "retired, pension" is one category, and
    # "01" a text, not the number 1
    shown = ", ".join(_cell(json.dumps(v, ensure_ascii=False)) if isinstance(v, str)
                      else _declared(v) for v in values[:CARD_CATEGORIES])
    more = (f", ... and {len(values) - CARD_CATEGORIES} more (the statement's JSON lists all)"
            if len(values) > CARD_CATEGORIES else "")
    order = "levels, lowest first" if f.get("type") == "ordinal" else "categories"
    return f"{len(values)} {order}: {shown}{more}"


#: neighbouring features declared alike that the card's table shows as one row
CARD_RUN = 4


def _feature_table(feats: list) -> list[str]:
    """One row per declared feature (type, domain, missing allowed, whole numbers): what the
    data owner declared public, for a reviewer to check against the data's documentation.
    :data:`CARD_RUN` or more neighbouring features declared alike (5,000 gene columns of one
    range) are one row naming the first and the last and how many: a card of 5,000 rows
    was unreadable, and the statement's JSON lists every one."""
    rows = ["", "| feature | type | declared domain | missing allowed | whole numbers |",
            "|---|---|---|---|---|"]

    def cells(f):
        return (_cell(f.get("type")), _domain(f), "yes" if f.get("allow_missing") else "no",
                "yes" if f.get("integer") else ("no" if f.get("type") == "numeric" else ""))

    i = 0
    while i < len(feats):
        same = cells(feats[i])
        j = i + 1
        while j < len(feats) and cells(feats[j]) == same:
            j += 1
        name = _cell(feats[i].get("name"))
        if j - i >= CARD_RUN:
            name = (f"{name} ... {_cell(feats[j - 1].get('name'))} ({j - i:,} features, "
                    f"each declared so)")
        else:
            j = i + 1
        rows.append(f"| {name} | {' | '.join(same)} |")
        i = j
    return rows


class MarkdownText(str):
    """A ``str`` that a notebook renders as Markdown (``_repr_markdown_``); everywhere else it is
    the plain text it holds."""

    def _repr_markdown_(self) -> str:
        return str(self)


def _budget_markdown(b: dict) -> list[str]:
    """The statement's section on the other releases from the same records: each release (this
    model's marked), the budget's composed ε and granted total, and everything released with
    this model -- the figure a paper states beside the model's own ε."""
    unit = _cell(b["unit"])
    lines = ["", "## Other releases from the same records", "",
             f"From the privacy budget{' ' + _cell(repr(b['name'])) if b.get('name') else ''} "
             f"the releases about these records were booked in (epsilon per {unit}; the "
             f"epsilon of releases about the same records add up):", "",
             "| # | release | epsilon | status | booked at | note |",
             "|---|---|---|---|---|---|"]
    mark = (" **(this model)**" if sum(r["this_model"] for r in b["releases"]) == 1
            else " **(this model, or another so marked)**")
    lines += [f"| {k} | {_cell(r['what'])}{mark if r['this_model'] else ''} | "
              f"{_cell(r['epsilon'])} | {_cell(r['status'])} | {_cell(r.get('at'))} | "
              f"{_cell(r.get('note'))} |" for k, r in enumerate(b["releases"], 1)]
    n = len(b["releases"])
    lines += ["", f"Composed epsilon of the budget's {n} release{'s' * (n != 1)}: "
              f"{_cell(b['composed_epsilon'])} per {unit}"
              + (f", of a granted total of {_cell(b['total'])}" if b.get("total") is not None
                 else " (no total granted)") + "."]
    if b.get("over_total"):
        lines += ["", "**More is booked than the granted total.**"]
    me = b["this_model"]
    where = [str(k) for k, r in enumerate(b["releases"], 1) if r["this_model"]]
    why = _cell(MATCHED.get(me["matched"], me["matched"]))
    if len(where) == 1:
        lines += ["", f"This model is release {where[0]}: {why}."]
    elif where:
        lines += ["", f"This model is one of releases {', '.join(where[:-1])} and {where[-1]}: "
                      f"{why}."]
    else:
        lines += ["", f"This model's release (epsilon {_cell(me['epsilon'])} per {unit}) is not "
                      f"among them: {why}.  The sum below reads the budget as the one of this "
                      f"model's training records; a budget of other records (a test set's "
                      f"releases) adds nothing to them, and its sum with this model's epsilon "
                      f"does not apply."]

    lines += ["", f"**Everything released from these records, this model included: epsilon "
                  f"{_cell(b['epsilon_with_this_model'])} per {unit}.**"]
    with_me, total = b.get("epsilon_with_this_model"), b.get("total")
    if isinstance(with_me, (int, float)) and isinstance(total, (int, float)) \
            and with_me > total * (1 + 1e-12) and not b.get("over_total"):
        # a model that was not booked (fitted outside the budget) takes the records past what
        # was granted: said beside the figure, not left to the reader's sum
        lines += ["", f"**That is more than the budget's granted total of {_cell(total)}: "
                      f"this model was not booked in it, and releasing it exceeds the grant.**"]
    return lines


def _disclosures_markdown(owner: list) -> list[str]:
    """The data owner's disclosures, one item each, under a heading that says whose they are."""
    return (["", "## Disclosures by the data owner", "",
             "Statements the data owner added, as given (line breaks as spaces, Markdown "
             "characters escaped): dpforest neither made nor checked them.", ""]
            + [f"- {_cell(line)}" for line in owner])


def _layout_line(layout: dict) -> list[str]:
    """The CSV layout a model file keeps for ``predict`` / ``evaluate`` (``dpforest fit``'s
    ``csv_format_``) as one line of the declared-public list, its keys that differ from the
    defaults and the label column and dropped ones, as ``dpforest show`` lists them: text the
    user wrote (a ``label_map`` key copied from a misspelt label is a record's spelling), so a
    checker must see it; nothing where the model came from Python."""
    if not layout:
        return []
    import json

    from .cli import DEFAULT_CSV_FORMAT

    shown = {k: v for k, v in layout.items()
             if k in ("target", "drop") or v != DEFAULT_CSV_FORMAT.get(k, v)}
    return ["- CSV layout kept in the model file for predict and evaluate (text written by the "
            "user, not protected by epsilon: check that no value is a record's): "
            + (_cell(", ".join(f"{k} {json.dumps(v, ensure_ascii=False)}" for k, v in shown.items()))
               or "the defaults")]


def _person_column_note(bound) -> str:
    """What the file cannot show: that the ids the fit was given identify people (the fitter's
    word).  Names their column where the fit was given one (a column name, or a named Series)."""
    if bound is None:
        return ""
    col = bound.get("column")
    where = (f"column {_cell(repr(col))}" if col is not None else "ids given as an unnamed array")
    return (f" ({where}, as the fit was told: that it identifies people, one id per person, is "
            f"the fitter's word, not checked from the data)")


def statement_markdown(statement, queries: bool = False, *, budget=None, disclosures=(),
                       booked_as=None) -> str:
    """A release statement (:func:`release_statement`'s dict, or a fitted model) as Markdown:
    the guarantee, what was declared public, each kind of query with the most any one record
    paid for it, and with ``queries`` every charged query.  ``budget``, ``disclosures`` and
    ``booked_as`` as for :func:`release_statement`, with a model (a dict carries its own):
    the other releases from the same records and the owner's disclosures get sections of their
    own, and a line under the guarantee points to them, since its ε is this model's alone."""
    # (a per-group set is a dict too: told apart first)
    _refuse_group_set(statement, "statement_markdown")
    if isinstance(statement, dict):
        if budget is not None or booked_as is not None or _owner_lines(disclosures):
            raise TypeError("a statement dict holds what it was made with: pass budget, "
                            "disclosures and booked_as to release_statement, or pass the model")
        s = statement
    else:
        s = release_statement(statement, budget=budget, disclosures=disclosures,
                              booked_as=booked_as)
    g, pub, led = s["guarantee"], s["declared_public"], s["ledger"]
    lines = [f"# Release statement: {s['estimator']}", ""]
    if s.get("file"):
        lines += [f"Model file {_cell(s['file'])}, sha256 {_cell(s.get('file_sha256'))}"
                  + (f", written by dpforest {_cell(s['written_by'])}" if s.get("written_by") else "")
                  + (f", fitted by dpforest {_cell(s['fitted_with'])}"
                     if s.get("fitted_with") and s.get("fitted_with") != s.get("written_by") else "")
                  + ".", ""]
    if g.get("noiseless_test_mode"):
        lines += ["**NOISELESS test mode: NOT private, whatever epsilon reads.**", ""]
    if g.get("caveat"):
        lines += [f"**Not a guarantee of what was released: {_cell(g['caveat'])}.**", ""]
    if s.get("pipeline_steps_before"):
        lines += [f"The final step of a Pipeline; its steps before it "
                  f"({_cell(', '.join(map(str, s['pipeline_steps_before'])))}) are outside this "
                  f"ledger: one that learns from the records (a scaler, an imputer, an encoder "
                  f"fitted on them) keeps what it learned without noise.", ""]
    lines += ["## Guarantee", "", "| | |", "|---|---|",
              f"| kind | {_cell(g['kind'])} |", f"| epsilon | {_cell(g['epsilon'])} |",
              f"| delta | {g['delta']} |",
              f"| unit | {_cell(g['unit'])}{_person_column_note(g.get('person_bound'))} |",
              f"| neighbouring data sets | {_cell(g['neighbouring'])} |"]
    grp = s.get("declared_public", {}).get("group")
    if grp is not None:
        cat = grp.get("category")
        lines += [f"| records | the group whose {_cell(repr(grp.get('column')))} is "
                  f"{'missing' if cat is None else _cell(repr(cat))} only, as the model records "
                  f"(a per-group fit's model; whether it was booked with the other groups' "
                  f"models at this epsilon is the privacy budget's to show) |"]
    if g.get("person_bound") is not None:
        lines += [f"| epsilon per kept row (the noise's) | {_epsilon_cell(g['epsilon_per_row'])} |",
                  f"| epsilon per record added or removed | "
                  f"{_epsilon_cell(g.get('epsilon_per_record'))} |",
                  f"| rows per person (public bound) | {_cell(g['person_bound'].get('max_rows'))} |"]
    b, owner = s.get("privacy_budget"), s.get("owner_disclosures")
    if b is not None:
        # the guarantee above is this model's alone: the figure for the records is beside it
        lines += ["", f"This epsilon is this model's alone.  Everything released from the same "
                      f"records, this model included: epsilon "
                      f"{_cell(b['epsilon_with_this_model'])} per {_cell(b['unit'])} (Other "
                      f"releases from the same records, below)."]
    if owner:
        lines += ["", "The data owner adds statements of their own (Disclosures by the data "
                      "owner, below)."]
    schema = pub["schema"]
    feats = schema.get("features", [])
    # a selection's chosen model lists its own fit's queries apart: the noisy size its rules
    # read is among those
    asked = list(led["queries"]) + list(led.get("chosen_fit_queries") or [])
    lines += ["", "## Declared public (not protected by epsilon)", "",
              f"- schema: {len(feats)} feature(s) "
              f"({', '.join(_cell(f.get('name')) for f in feats[:20])}"
              f"{', ...' if len(feats) > 20 else ''}), classes "
              f"{_cell(', '.join(map(str, schema.get('classes', []))))}; every bound, category and "
              f"class is a declaration, public by assumption (it must not come from the records)",
              f"- a public record count: {_cell(pub['n_samples']) or _size_read(asked)}",
              "- parameters: " + ", ".join(f"{k}={'None' if v is None else _cell(v)}"
                                           for k, v in pub["parameters"].items())]
    lines += _layout_line(pub.get("csv_layout") or {})
    lines += _feature_table(feats)
    # with a rows-per-person bound the ledger's unit is a kept row: "record" above means a
    # row added or removed, which costs twice as much
    unit = "kept row" if g.get("person_bound") is not None else "record"
    lines += ["", "## What spent epsilon", "",
              f"Composed epsilon (the most any one {unit} paid): {_epsilon_cell(led['composed_epsilon'])}"
              + (f" of a budget of {_cell(led['budget'])}" if led.get("budget") is not None else "")
              # a paper's own accounting: the ε the user gave, beside the larger total its
              # recipe composes (a budget of inf read as if that had been granted)
              + (f"; the estimator was given epsilon {_cell(led['stated_epsilon'])}, which the "
                 f"paper's own accounting spends past" if led.get("stated_epsilon") is not None
                 else "")
              + ".", "", f"| kind of query | queries | most any one {unit} paid |", "|---|---|---|"]
    lines += [f"| {_cell(k['what'])} | {k['queries']} | {_epsilon_cell(k['epsilon'])} |"
              for k in led["by_kind"]]
    lines += ["", f"Each kind's figure is the most any one {unit} paid for it; the kinds add up "
                  f"to more than the composed epsilon where they charge different records "
                  f"(queries on disjoint records compose in parallel: a {unit} pays only for "
                  f"those it is part of), so the composed figure above is the guarantee."]
    if queries:
        lines += ["", "| query | epsilon | mechanism | records read |", "|---|---|---|---|"]
        lines += [f"| {_cell(q['what'])} | {_epsilon_cell(q['epsilon'])} | {_cell(q['mechanism'])} | "
                  f"{_cell(q['records'])} |" for q in led["queries"]]
    lines += ["", f"{s['trees']} tree(s), {s['nodes']} node(s)."]
    if b is not None:
        lines += _budget_markdown(b)
    if owner:
        lines += _disclosures_markdown(owner)
    # a str (it prints, writes and compares as text) that a notebook cell shows rendered
    return MarkdownText("\n".join(lines) + "\n")
