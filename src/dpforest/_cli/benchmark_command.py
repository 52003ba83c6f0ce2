"""``dpforest benchmark``: the public benchmark suite run from the command line (fits through
:mod:`dpforest.benchmarks.harness`, every fit checkpointed to ``OUT/results.partial.csv`` as it
ends, outputs written by :mod:`dpforest.benchmarks.report`), a CSV of one's own benchmarked
beside it, and earlier results re-rendered."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from .common import CLIError
from .csv_reading import read_csv
from .schema_files import load_schema_file


def _cli():
    """The command line's module, for the checks every command shares (imported when the
    command runs: it imports this module itself)."""
    from .. import cli

    return cli


def _csv_name(path) -> str:
    """A ``--csv`` file's name without its extension, a compressed one's too ("iris.csv.gz" ->
    "iris", so that the suite-name check and the folder name see "iris")."""
    name = Path(path).name
    for suffix in (".gz", ".bz2", ".xz", ".zip", ".zst"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
            break
    return Path(name).stem


def _own_benchmark_set(a, bd):
    """(name, BenchDataset) of ``--csv`` read with ``--schema``: the file name (without its
    extension) names it; the schema file's layout and target apply, ``--target`` overrides."""
    if not (a.csv and a.schema):
        raise CLIError("benchmarking your own data needs both --csv FILE and --schema JSON")
    if a.from_csv:
        raise CLIError("--csv fits your data; --from-csv only re-renders results: choose one")
    schema, target, fmt = load_schema_file(a.schema)
    target = a.target or target
    if not target:
        raise CLIError("name the label column of --csv with --target COL (or 'target' in the "
                       "schema file)")
    X, y = read_csv(a.csv, schema, target, fmt=fmt, require_target=True,
                    drop=list(getattr(a, "drop", None) or ()))
    _cli()._check_against_schema(schema, X, y, fmt, target=target)
    name = _csv_name(a.csv)
    if name in bd.known():
        # results are keyed by name: a file called wine.csv would mix with the suite's wine
        # (its rows merged, its majority rate averaged with theirs)
        raise CLIError(f"--csv file {Path(a.csv).name!r} has the name of a benchmark data set "
                       f"({name!r}); rename the file (results are keyed by name)")
    return name, bd.BenchDataset(
        name, X, y, schema, f"declared in {Path(a.schema).name}",
        f"{Path(a.csv).name}, target {target!r}")


def _benchmark_fit(a, out, harness, report, methods, dsets, eps, seeds, notes, loaded=None):
    """Fit the grid; every row is appended to ``results.partial.csv`` as it ends, so an
    interrupted run loses nothing.  ``--merge``/``--resume`` fold earlier results in.
    Returns (all rows, the number of fits this run made)."""
    import csv

    if out.exists() and not out.is_dir():
        raise CLIError(f"--out {str(out)!r} is a file, not a folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CLIError(f"--out folder {str(out)!r} cannot be created ({e.strerror or e})") from None
    final, partial = out / "results.csv", out / "results.partial.csv"
    if final.is_file() and not (a.resume or a.merge or a.force):
        # an earlier run's results (the suite's recorded ones, with the default --out) are not
        # replaced without being asked
        raise CLIError(f"{str(final)!r} holds an earlier run's results: pass --merge to keep "
                       f"its rows, --resume to also skip the fits it holds, --force to replace "
                       f"it, or another --out")
    holds = _holds_rows(partial)
    if holds and not (a.resume or a.force):
        # an interrupted run's fits: opened for writing, they would be lost
        raise CLIError(f"{str(partial)!r} holds an interrupted run's fits: pass --resume to "
                       f"keep them and skip those fits, --force to discard them, or another --out")
    earlier = [p for p in ((final, partial) if a.resume else (final,) if a.merge else ())
               if p.is_file() and (p is final or holds)]
    try:
        old, old_notes = report.read_results(earlier) if earlier else (None, [])
    except ValueError as e:
        raise CLIError(f"{e}: --merge and --resume fold earlier results in; pass --force to "
                       f"start over, or another --out") from None
    if old is not None:
        for n in old.attrs.get("cut_short", ()):
            print(f"note: {n}" + (" (fitted again)" if a.resume else ""), file=sys.stderr)
    notes += old_notes
    skip = None
    if a.resume and old is not None:  # failed fits are retried
        ok = old[old["error"] == ""]
        skip = {harness.result_key(*k) for k in
                zip(ok["dataset"], ok["method"], ok["epsilon"], ok["seed"])}
    if a.resume and holds:
        with open(partial, newline="") as fh:
            header = next(csv.reader(fh), [])
        if header != harness.COLUMNS or old.attrs.get("cut_short"):
            # checkpointed by a version with other columns, or a row cut short at its end:
            # rewritten in today's columns, whole rows only, first, so the rows appended
            # below line up with their header and start on a line of their own
            report._read_csv(partial).to_csv(partial, index=False)
    with open(partial, "a" if a.resume and holds else "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=harness.COLUMNS)
        if fh.tell() == 0:
            w.writeheader()

        def checkpoint(row):
            w.writerow(row)
            fh.flush()

        df = harness.run(methods, dsets, eps, seeds, jobs=a.jobs, notes=notes, skip=skip,
                         on_row=checkpoint, progress=False if a.no_progress else "auto",
                         loaded=loaded)
    n_new = len(df)
    df = report.merge_results(old, df) if old is not None else df
    # (removed by cmd_benchmark once every output is written: a run stopped while writing
    # them keeps its fits there, as the message on an interruption says)
    return df, n_new


def _holds_rows(partial: Path) -> bool:
    """``results.partial.csv`` holds a fit beyond its header (a run stopped before its first
    fit ended leaves the header alone: nothing to resume or lose)."""
    if not partial.is_file():
        return False
    with open(partial, "rb") as fh:
        lines = fh.read(1 << 16).splitlines()
    return len([ln for ln in lines if ln.strip()]) > 1


def _default_benchmark_out(a, dsets) -> str:
    """Where a run writes without ``--out``: the project's record folder only for the whole
    suite; a quick, own-CSV or hand-picked run gets a folder of its own in the working directory
    (the record's folder refuses it without --merge / --force); a re-rendering of one results
    file writes beside it (of several, ``cmd_benchmark`` asks for --out)."""
    if a.from_csv:
        return str(Path(a.from_csv.split(",")[0]).parent)
    if a.csv:       # (before --quick: an own table's rows never go to the suite's quick folder)
        return f"dpforest-benchmark-{_csv_name(a.csv)}"
    if a.quick:
        return "dpforest-benchmark-quick"
    whole = not a.datasets or list(a.datasets) == ["suite"]
    if whole and not (a.methods or a.epsilons or a.seeds is not None):
        return "benchmarks/results/suite"
    return "dpforest-benchmark"


class _OwnBenchmarkFactory:
    """The factory of a ``benchmark --methods MODULE:CLASS`` entry: ``CLASS(epsilon=,
    schema=)`` as a dpforest estimator is made, with ``random_state=seed`` and
    ``progress=False`` where the class takes them (docs/extending.md's ``harness.Method``).
    Pickled for a ``--jobs`` worker by its MODULE:CLASS alone: the worker imports the class
    again (from the working directory, which it shares), never unpickles a class."""

    def __init__(self, spec: str, cls):
        self.spec, self._cls = spec, cls

    def __getstate__(self):
        return {"spec": self.spec}

    def __setstate__(self, state):
        self.spec, self._cls = state["spec"], None

    def __call__(self, epsilon, schema, seed):
        if self._cls is None:
            self._cls = _cli()._import_own_class(self.spec, "--methods")
        return _cli()._own_made(self._cls, epsilon, schema, random_state=seed, progress=False)


def _own_benchmark_methods(entries, harness) -> dict:
    """``{entry: Method}`` of the ``--methods`` entries given as MODULE:CLASS (an estimator of
    one's own, its module importable from the working directory as for ``audit --estimator``):
    private, declared pure epsilon (the contract of docs/extending.md; its spent epsilon read
    from its ledger where it has one), the raw frame and labels as dpforest's forests take
    them, named MODULE:CLASS in every table.  An entry that does not import, or whose class
    cannot be made with ``epsilon=`` and ``schema=`` and read with ``get_params``, is refused
    in one line."""
    own = {}
    for spec in entries:
        if ":" not in spec or spec in harness.METHODS:
            continue
        cls = _cli()._import_own_class(spec, "--methods")
        name = spec.partition(":")[2]
        try:
            cls(epsilon=1.0, schema=None).get_params()
        except Exception as e:  # noqa: BLE001  the user's class: say what went wrong, briefly
            raise CLIError(f"--methods {spec!r}: {name}(epsilon=1, schema=None) failed "
                           f"({type(e).__name__}); it must take epsilon and schema and follow "
                           f"scikit-learn's get_params") from None
        own[spec] = harness.Method(spec, _OwnBenchmarkFactory(spec, cls), private=True,
                                   dp_kind=harness.PURE, encoding="raw",
                                   note="your own estimator (--methods MODULE:CLASS), "
                                        "declared pure epsilon")
    return own


#: ``benchmark --seeds``' largest value (splits a cell)
MAX_BENCHMARK_SEEDS = 10_000


def cmd_benchmark(a) -> int:
    """Run the public benchmark suite (dpforest.benchmarks) and write CSV, Markdown and PNGs."""
    from ..benchmarks import datasets as bd, harness, report

    def names(got, known, what):
        bad = [t for t in got if t not in known]
        if bad or not got:
            raise CLIError(f"unknown {what} {bad or got!r}; choose from {', '.join(known)}")
        return got

    if a.docs:
        # the page is written over whatever file --docs names (the project's own page is
        # regenerated so), but never over one of the run's inputs
        inputs = [a.csv, a.schema] + (a.from_csv.split(",") if a.from_csv else [])
        if any(i and os.path.realpath(i) == os.path.realpath(a.docs) for i in inputs):
            raise CLIError(f"--docs {a.docs!r} is one of the run's own inputs (--csv, --schema "
                           f"or --from-csv): write the page elsewhere")
    if a.from_csv:
        # a re-rendering fits nothing: a fitting option would be ignored without a word
        fitting = [o for o, given in (("--datasets", a.datasets), ("--methods", a.methods),
                                      ("--epsilons", a.epsilons), ("--seeds", a.seeds is not None),
                                      ("--quick", a.quick), ("--jobs", a.jobs != 1),
                                      ("--merge", a.merge), ("--resume", a.resume),
                                      ("--csv", a.csv), ("--schema", a.schema),
                                      ("--target", a.target)) if given]
        if fitting:
            raise CLIError(f"--from-csv re-renders earlier results and fits nothing: "
                           f"{', '.join(fitting)} would be ignored; leave "
                           f"{'them' if len(fitting) > 1 else 'it'} out (or run the fits "
                           f"without --from-csv)")
    q = harness.QUICK if a.quick else {}
    from ..benchmarks.fresh import FRESH
    from ..benchmarks.holdout import HOLDOUT

    groups = {"suite": list(bd.SUITE), "holdout": list(HOLDOUT), "fresh": list(FRESH)}
    if a.datasets and len(a.datasets) == 1 and a.datasets[0] in groups:
        dsets = groups[a.datasets[0]]
    elif a.datasets and any(d in groups for d in a.datasets):
        raise CLIError(f"--datasets {','.join(a.datasets)}: "
                       f"{', '.join(repr(d) for d in a.datasets if d in groups)} names a group "
                       f"of data sets, which is given alone (--datasets suite); or list the "
                       f"data sets themselves")
    else:
        dsets = names(a.datasets, bd.known(), "dataset(s)") if a.datasets else \
            list(q.get("datasets", bd.SUITE))
    # a MODULE:CLASS entry is an estimator of the user's own; any other name must be registered
    bad = [m for m in a.methods or () if ":" not in m and m not in harness.METHODS]
    if bad:
        raise CLIError(f"unknown method(s) {bad!r}; choose from {', '.join(harness.METHODS)}, "
                       f"or MODULE:CLASS for an estimator of your own")
    own = _own_benchmark_methods(a.methods or (), harness)
    methods = list(a.methods) if a.methods else list(q.get("methods", harness.METHODS))
    eps = a.epsilons if a.epsilons else list(q.get("epsilons", (0.1, 0.5, 1.0, 2.0)))
    if not eps:
        raise CLIError("--epsilons must be positive finite numbers")
    # as every command that takes epsilon refuses it (a budget outside the sampler's range
    # failed every private cell instead, each with its own error row)
    _cli()._check_epsilons(eps, "--epsilons")
    # a name or budget given twice would fit the same cells twice (and read as spread over seeds)
    dsets, methods, eps = (list(dict.fromkeys(v)) for v in (dsets, methods, eps))
    loaded = {}
    if a.csv or a.schema or a.target:
        name, ds = _own_benchmark_set(a, bd)
        loaded[name] = ds
        dsets = [name] + ([d for d in dsets if d != name] if a.datasets else [])
    seeds = a.seeds if a.seeds is not None else q.get("seeds", 3)
    if seeds < 1 or a.jobs < 1:
        raise CLIError("--seeds and --jobs must be >= 1")
    if seeds > MAX_BENCHMARK_SEEDS:
        raise CLIError(f"--seeds {seeds}: at most {MAX_BENCHMARK_SEEDS:,} splits a cell (each "
                       f"is a fit of every method at every epsilon)")
    cores = os.cpu_count() or 1
    if a.jobs > cores:
        # more worker processes than cores only share them, each holding its own copy of the
        # data (a hundred thousand asked for started workers until the machine stalled)
        print(f"note: --jobs {a.jobs} is more than this machine's {cores} core(s): running "
              f"{cores}", file=sys.stderr)
        a.jobs = cores
    for name, ds in loaded.items():
        _check_benchmark_splits(name, ds, seeds, bd)
    if a.default and not (a.from_csv or a.merge or a.resume) and a.default not in methods:
        # checked again on the rows (a merged or re-rendered file may hold it), but a plain
        # run can refuse before its fits
        raise CLIError(f"--default {a.default!r} is not among the methods of this run "
                       f"({', '.join(methods)})")
    notes: list[str] = []
    t0 = time.perf_counter()
    if a.from_csv and not a.out and len(a.from_csv.split(",")) > 1:
        # beside the first file, the merged rows would replace that file's own
        raise CLIError("--from-csv with several files needs --out DIR (the folder for the "
                       "merged results, tables and plots)")
    out = Path(a.out or _default_benchmark_out(a, dsets))
    a.resolved_out = out          # for the interruption's message, which names the real file
    if a.from_csv:  # re-render earlier results, no fitting
        paths = [Path(p) for p in a.from_csv.split(",")]
        for p in paths:
            if not p.is_file():
                raise CLIError(f"results file {str(p)!r} not found")
        try:
            df, notes = report.read_results(paths)
        except ValueError as e:
            raise CLIError(str(e)) from None
        n_new = 0
        final = out / "results.csv"
        if final.is_file() and not a.force and \
                not any(p.resolve() == final.resolve() for p in paths):
            # re-rendering into a folder that holds other results would replace them
            raise CLIError(f"{str(final)!r} holds other results than --from-csv's: pass --force "
                           f"to replace them with the re-rendered ones, or another --out")
    else:
        if a.csv:
            _check_csv_inputs(a, out, next(iter(loaded)))
        df, n_new = _benchmark_fit(a, out, harness, report, [own.get(m, m) for m in methods],
                                   dsets, eps, seeds, notes, loaded)
    for n in dict.fromkeys(notes):
        print(f"note: {n}", file=sys.stderr)
    if df.empty:
        raise CLIError("nothing was fitted (see the notes above) and no earlier results to show")
    try:
        # several methods marked the default (rows merged from runs of one's own), or a
        # --default without rows: no tables judging the wrong method
        report.default_method(df, a.default)
    except ValueError as e:
        kept = ""
        if n_new:   # this run's fits are not lost: the rows are written for a re-rendering
            df.to_csv(out / "results.csv", index=False)
            (out / "results.partial.csv").unlink(missing_ok=True)
            kept = (f" (the {len(df)} rows are in {str(out / 'results.csv')!r}: re-render them "
                    f"with --from-csv and --default NAME)")
        raise CLIError(f"{e}{kept}") from None
    # the command as typed (quoted where a shell needs it): what repeats or cites the run
    import shlex

    # (the files, which are what gets shared, open with report.OWN_DATA_CAVEAT where a data
    # set is the user's own)
    res = report.write_outputs(df, out, notes, default=a.default, metric=a.metric,
                               command=shlex.join(["dpforest"] + [str(w) for w in a.argv_]))
    if not a.from_csv:
        # every output written: the checkpoint's fits are all in results.csv now
        (out / "results.partial.csv").unlink(missing_ok=True)
    if a.docs:
        page = report.write_docs(df, notes, a.docs, out, default=a.default)
        print(f"wrote {page}")
    s = res["summary_data"]
    print(f"{n_new} fit{'s' * (n_new != 1)} in {time.perf_counter() - t0:.0f} s"
          + (f" ({len(df)} row{'s' * (len(df) != 1)} in the results)" if len(df) != n_new else "")
          + f"; {int((df['error'].fillna('') != '').sum())} failed")
    closure = s["closure_median"]
    cl = s["closure"]
    n_cl = int(cl["closure"].notna().sum()) if len(cl) else 0
    if closure == closure:
        why = f"{closure:.3f}"
    elif len(cl):
        # the rows are there, but on no data set does the ceiling clear the majority rate
        why = ("not computed (the non-private forest is not above the majority rate by 0.005 "
               "on any data set here, so there is no gap to close: a rare class, or no signal; "
               "judge such a table by ROC AUC)")
    else:
        why = ("not computed (it needs a non-private forest's rows: add sklearn-rf or "
               "sklearn-rf-d5 to --methods)")
    if s["default"] is None:
        print("no default method in this run (none of its methods is marked the default): no "
              "gaps or gap closure judged; choose one with --default NAME")
    else:
        over_sets = (f"median over {n_cl} data set{'s' * (n_cl != 1)} with that eps and a "
                     f"non-private forest" if n_cl else "no data set has that eps and a "
                     "non-private forest")
        print(f"gap closure of {s['default']} at eps={s['closure_eps']:g} ({over_sets}): {why}")
    over = s["overspent"]
    if len(over):
        print(f"{len(over)} cell(s) of {', '.join(dict.fromkeys(over['method']))} spent more than "
              f"their eps (marked in the tables, left out of the judging)")
    print(f"wrote {res['csv']}, {res['cells']}, {res['tables']}, {res['summary']} and "
          f"{len(res['pngs'])} PNGs")
    import importlib.util

    if not res["pngs"] and importlib.util.find_spec("matplotlib") is None:
        print("note: no plots: matplotlib is not installed (pip install 'dpforest[plot]')",
              file=sys.stderr)
    own_sets = report.own_datasets(df)
    if own_sets:
        print("(these results read your records directly and are not differentially private: "
              "exact sizes, majority rates and accuracies of your table, fit times, and the "
              "file's size and modification time in OUT/inputs.json; share "
              "them as you would the table's own statistics.  Choosing a method or an epsilon "
              "from them and then fitting on the same file spends privacy that model's ledger "
              "does not count: say so in its release statement, `dpforest show MODEL "
              "--markdown --disclose TEXT`)", file=sys.stderr)
        # the fewest splits of any cell (data set, method, epsilon) of one's own table: a
        # merged file can hold more for one method than for the others
        own = df[df["dataset"].isin(own_sets) & df["error"].fillna("").astype(str).eq("")]
        n_splits = int(own.groupby(["dataset", "method", "epsilon"], dropna=False)["seed"]
                       .nunique().min()) if len(own) else 0
        if 0 < n_splits < 10:
            # the privacy noise is never seeded: on a table of a few thousand rows a method's
            # accuracy moves by several points between fits, which a few splits cannot average
            print(f"note: {n_splits} split{'s' * (n_splits != 1)} a cell: the privacy noise "
                  f"moves each fit's accuracy, so methods a few points apart are often not "
                  f"told apart; before choosing by these figures, run --seeds 10 or more",
                  file=sys.stderr)
    return 0


#: the first lines of every Markdown file a benchmark of the user's own file writes
def _check_benchmark_splits(name: str, ds, seeds: int, bd) -> None:
    """Refuse, before any fit or file, a table of one's own that the harness cannot split into
    its stratified 70/30 parts (scikit-learn refuses a class of one record, or a table too small
    for a test part): said as the kind of problem, never the class or the counts."""
    for seed in range(seeds):
        try:
            bd.split(ds, seed)
        except ValueError:
            raise CLIError(f"{name!r} cannot be split into the benchmark's stratified 70/30 "
                           f"training and test parts: it holds too few records, or a class with "
                           f"a single record (each class it holds needs at least two, one on each "
                           f"side); the benchmark compares methods on held-out records") from None


def _check_csv_inputs(a, out: Path, name: str) -> None:
    """Refuse to merge into ``out`` the rows of a ``--csv`` file or schema other than those its
    earlier rows were fitted on (results are keyed by the file's name: a changed file under the
    same name would mix two tables in one row of the report); record them otherwise
    (``OUT/inputs.json``).  The data file is known by its size and modification time, never by
    a hash of its bytes: a hash would let whoever holds the folder test guesses of any record,
    of dropped columns too, against it.  The schema (public) by its sha256."""
    record = out / "inputs.json"
    st = Path(a.csv).stat()
    now = {"csv_size": int(st.st_size), "csv_mtime_ns": int(st.st_mtime_ns),
           "schema_sha256": _cli()._file_sha256(a.schema),
           "drop": sorted(str(d) for d in (getattr(a, "drop", None) or ()))}
    try:
        seen = json.loads(record.read_text()) if record.is_file() else {}
    except (OSError, ValueError):
        seen = {}
    if (a.merge or a.resume) and name in seen and seen[name] != now:
        raise CLIError(f"{str(out)!r} holds results for {name!r} fitted on another version of the "
                       f"file (its size or modification time differs), its schema or --drop: use "
                       f"another --out, or --force to start over")
    if ((out / "results.csv").is_file() or (out / "results.partial.csv").is_file()) and not (
            a.merge or a.resume or a.force):
        return                        # the run is refused next, before any fit: nothing recorded
    seen[name] = now
    out.mkdir(parents=True, exist_ok=True)
    record.write_text(json.dumps(seen, indent=1, sort_keys=True) + "\n")
