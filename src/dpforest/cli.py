"""The ``dpforest`` command line (see docs/cli.md).

Subcommands: ``demo``, ``schema-template``, ``fit``, ``predict``, ``evaluate``, ``reproduce``,
``compare``, ``benchmark``, ``algorithms``.  Exit status 0 on success, 2 on a user error (bad schema file,
missing column, wrong target, unreadable model...), with a one-line ``dpforest: error: ...``
message on stderr and no output file written; 1 on an unexpected internal error.

The public schema always comes from a schema file (or, for ``demo`` and ``reproduce``, from
documented constants): the CLI never reads a bound, category or class from the data.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

__all__ = ["main", "CLIError", "load_schema_file", "schema_template"]

PLACEHOLDER = "<FILL IN"


class CLIError(Exception):
    """A user error: printed as one message, exit status 2."""


# ----------------------------------------------------------------------------- schema files
def schema_template(columns, dtypes, target=None) -> dict:
    """A schema-file template from column names and dtypes only (no value is read).

    Numeric columns get placeholder bounds, other columns placeholder categories (boolean
    columns get ``[false, true]``, public by their type), the classes a placeholder.
    """
    import pandas as pd

    feats = []
    for col, dt in zip(columns, dtypes):
        name = str(col)
        if name == target:
            continue
        if pd.api.types.is_bool_dtype(dt):
            feats.append({"name": name, "type": "categorical", "categories": [False, True],
                          "allow_missing": False})
        elif pd.api.types.is_numeric_dtype(dt):
            feats.append({"name": name, "type": "numeric",
                          "lower": f"{PLACEHOLDER}: public lower bound (number)>",
                          "upper": f"{PLACEHOLDER}: public upper bound (number)>",
                          "n_bins": None, "allow_missing": False})
        else:
            feats.append({"name": name, "type": "categorical",
                          "categories": [f"{PLACEHOLDER}: every possible value, as in the CSV>"],
                          "allow_missing": False})
    return {
        "_help": ("dpforest schema file. Replace every '<FILL IN ...>' with public knowledge "
                  "(documentation, code books, regulations) -- never with values computed from "
                  "the data. Numeric: lower/upper bounds (n_bins: candidate bins, default "
                  "'n_bins' below; or 'cuts': explicit cut points). Categorical: the full list "
                  "of possible values. allow_missing: true gives missing values their own code. "
                  "classes: all class labels of the target column (strings unless the column is "
                  "numeric). na_values: extra CSV missing-value markers such as '?'. "
                  "See docs/cli.md."),
        "target": target if target is not None else f"{PLACEHOLDER}: name of the label column>",
        "classes": [f"{PLACEHOLDER}: every class label>"],
        "features": feats,
        "out_of_bounds": "error",
        "n_bins": 32,
        "na_values": [],
    }


def _placeholders(obj, path="") -> list[str]:
    if isinstance(obj, str):
        return [path or "<root>"] if PLACEHOLDER.lower() in obj.lower() else []
    if isinstance(obj, dict):
        out = []
        for k, v in obj.items():
            if k == "_help":
                continue
            out += _placeholders(v, f"{path}.{k}" if path else str(k))
        return out
    if isinstance(obj, list):
        out = []
        for i, v in enumerate(obj):
            label = f"{path}[{v['name']!r}]" if isinstance(v, dict) and "name" in v else f"{path}[{i}]"
            out += _placeholders(v, label)
        return out
    return []


def load_schema_file(path) -> tuple:
    """Read a schema file: returns (Schema, target or None, na_values list)."""
    from .schema import Schema, SchemaError

    path = Path(path)
    try:
        doc = json.loads(path.read_text())
    except FileNotFoundError:
        raise CLIError(f"schema file {str(path)!r} not found") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise CLIError(f"schema file {str(path)!r} is not valid JSON: {e}") from None
    if not isinstance(doc, dict):
        raise CLIError(f"schema file {str(path)!r} must hold a JSON object")
    todo = _placeholders(doc)
    if todo:
        shown = ", ".join(todo[:8]) + (f" and {len(todo) - 8} more" if len(todo) > 8 else "")
        raise CLIError(
            f"schema file {str(path)!r} still has {len(todo)} unfilled '<FILL IN ...>' "
            f"placeholder(s): {shown}. Fill them from public documentation (never from the data) "
            f"-- see docs/cli.md")
    if not isinstance(doc.get("features"), list):
        raise CLIError(f"schema file {str(path)!r} lacks a 'features' list")
    try:
        schema = Schema.from_dict(doc)
    except (SchemaError, ValueError, TypeError) as e:
        raise CLIError(f"schema file {str(path)!r} is invalid: {e}") from None
    target = doc.get("target")
    na = doc.get("na_values") or []
    if not isinstance(na, list) or not all(isinstance(v, str) for v in na):
        raise CLIError(f"schema file {str(path)!r}: na_values must be a list of strings")
    return schema, target, na


# ----------------------------------------------------------------------------- CSV reading
def read_csv(path, schema, target=None, *, sep=",", na_values=(), require_target=False,
             drop=()):
    """Read ``path`` and return (X with exactly the schema's columns, y or None).

    Categorical columns whose declared categories are all strings, and a target whose classes are
    all strings, are read as text, so a code like ``"01"`` is not turned into the number 1.
    """
    import pandas as pd

    path = Path(path)
    if not path.is_file():
        raise CLIError(f"data file {str(path)!r} not found")
    as_text = {f.name: str for f in schema.features
               if f.kind == "categorical" and all(isinstance(c, str) for c in f.categories)}
    if target is not None and all(isinstance(c, str) for c in schema.classes):
        as_text[target] = str
    try:
        header = pd.read_csv(path, sep=sep, nrows=0, skipinitialspace=True)
        cols = [str(c) for c in header.columns]
        df = pd.read_csv(path, sep=sep, skipinitialspace=True,
                         dtype={k: v for k, v in as_text.items() if k in cols},
                         na_values=list(na_values) or None, low_memory=False)
    except (pd.errors.ParserError, pd.errors.EmptyDataError, UnicodeDecodeError, OSError) as e:
        raise CLIError(f"cannot read {str(path)!r} as CSV: {e}") from None
    df.columns = [str(c) for c in df.columns]
    y = None
    if target is not None:
        if target in df.columns:
            y = df.pop(target)
        elif require_target:
            raise CLIError(f"target column {target!r} is not in {str(path)!r} "
                           f"(columns: {', '.join(list(df.columns)[:20])})")
    if target is not None and target in schema.feature_names:
        raise CLIError(f"target column {target!r} is also declared as a feature in the schema")
    for c in drop:
        if c not in df.columns:
            raise CLIError(f"--drop column {c!r} is not in {str(path)!r}")
    df = df.drop(columns=list(drop))
    missing = [n for n in schema.feature_names if n not in df.columns]
    if missing:
        raise CLIError(f"{str(path)!r} lacks the schema's column(s) {missing}"
                       + (f" (is the target {target!r} right?)" if target else ""))
    extra = [c for c in df.columns if c not in schema.feature_names]
    if extra:
        raise CLIError(f"{str(path)!r} has columns not in the schema: {extra[:10]}; declare them "
                       f"in the schema file or pass --drop COL for each")
    return df[schema.feature_names], y


def _check_against_schema(schema, X, y=None):
    """Validate values before anything is fitted or written (clear message, exit 2)."""
    from .schema import SchemaError

    try:
        schema.encode(X)
        if y is not None:
            schema.encode_labels(y)
    except SchemaError as e:
        raise CLIError(f"the data does not fit the schema: {e}") from None


def _refuse_overwrite(path, force):
    if path is not None and Path(path).exists() and not force:
        raise CLIError(f"{str(path)!r} exists; pass --force to overwrite it")


# ----------------------------------------------------------------------------- commands
def cmd_schema_template(a) -> int:
    import pandas as pd

    out = Path(a.output)
    _refuse_overwrite(out, a.force)
    path = Path(a.data)
    if not path.is_file():
        raise CLIError(f"data file {str(path)!r} not found")
    try:
        # dtypes need pandas' parser; only names and dtypes leave this function
        frame = pd.read_csv(path, sep=a.sep, skipinitialspace=True, low_memory=False)
    except (pd.errors.ParserError, pd.errors.EmptyDataError, UnicodeDecodeError, OSError) as e:
        raise CLIError(f"cannot read {str(path)!r} as CSV: {e}") from None
    if a.target is not None and a.target not in map(str, frame.columns):
        raise CLIError(f"target column {a.target!r} is not in {str(path)!r}")
    tpl = schema_template(list(frame.columns), list(frame.dtypes), a.target)
    del frame
    out.write_text(json.dumps(tpl, indent=2) + "\n")
    n_num = sum(f["type"] == "numeric" for f in tpl["features"])
    print(f"wrote {out}: {len(tpl['features'])} features ({n_num} numeric). Fill in every "
          f"'<FILL IN ...>' from public documentation, then run `dpforest fit`.")
    return 0


def cmd_fit(a) -> int:
    from .experiments.registry import ALGORITHMS, default_algorithm, get_class, make_estimator
    from .io import save_model

    if not (a.epsilon > 0 and math.isfinite(a.epsilon)):
        raise CLIError(f"--epsilon must be a positive finite number, got {a.epsilon}")
    algo = a.algorithm or default_algorithm()
    if algo not in ALGORITHMS:
        raise CLIError(f"unknown --algorithm {algo!r}; choose one of {', '.join(ALGORITHMS)}")
    if get_class(algo) is None:
        raise CLIError(f"algorithm {algo!r} is not available in this installation "
                       f"(see `dpforest algorithms`)")
    out = Path(a.output)
    _refuse_overwrite(out, a.force)
    schema, target, na = load_schema_file(a.schema)
    target = a.target or target
    if not target:
        raise CLIError("name the label column with --target COL (or 'target' in the schema file)")
    X, y = read_csv(a.data, schema, target, sep=a.sep, na_values=na, require_target=True,
                    drop=a.drop or ())
    _check_against_schema(schema, X, y)
    model = make_estimator(algo, a.epsilon, schema, n_estimators=a.n_estimators,
                           max_depth=a.max_depth, random_state=a.random_state,
                           progress=not a.no_progress)
    t0 = time.perf_counter()
    try:
        model.fit(X, y)
    except (ValueError, TypeError) as e:
        raise CLIError(f"fit failed: {e}") from None
    dt = time.perf_counter() - t0
    save_model(model, out)
    print(f"fitted {type(model).__name__} ({algo}) on {len(X)} records in {dt:.2f} s; "
          f"epsilon spent = {model.ledger_.epsilon:.6g} of {a.epsilon:g}")
    print(_ledger_text(model.ledger_))
    print(f"model saved to {out}")
    return 0


def _load(path):
    from .io import ModelFileError, load_model

    try:
        return load_model(path)
    except FileNotFoundError:
        raise CLIError(f"model file {str(path)!r} not found") from None
    except (ModelFileError, OSError) as e:
        raise CLIError(str(e)) from None


def cmd_predict(a) -> int:
    import pandas as pd

    model = _load(a.model)
    if a.output:
        _refuse_overwrite(a.output, a.force)
    X, _ = read_csv(a.data, model.schema_, a.target, sep=a.sep, drop=a.drop or ())
    _check_against_schema(model.schema_, X)
    proba = model.predict_proba(X)
    out = pd.DataFrame({"prediction": model.classes_[proba.argmax(1)]})
    if a.proba:
        for k, c in enumerate(model.classes_):
            out[f"proba_{c}"] = proba[:, k]
    if a.output:
        out.to_csv(a.output, index=False)
        print(f"wrote {len(out)} predictions to {a.output}", file=sys.stderr)
    else:
        out.to_csv(sys.stdout, index=False)
    return 0


def cmd_evaluate(a) -> int:
    from .experiments.metrics import scores

    model = _load(a.model)
    X, y = read_csv(a.data, model.schema_, a.target, sep=a.sep, require_target=True,
                    drop=a.drop or ())
    _check_against_schema(model.schema_, X, y)
    s = scores(model.schema_.encode_labels(y), model.predict_proba(X).argmax(1),
               model.schema_.n_classes)
    res = {"model": type(model).__name__, "n": int(len(y)), **s,
           "epsilon": float(model.ledger_.epsilon)}
    if a.json:
        print(json.dumps(res))
    else:
        print(f"{res['model']} (epsilon {res['epsilon']:.6g}) on {res['n']} records: "
              f"accuracy {s['accuracy']:.4f}, macro-F1 {s['f1']:.4f}")
    return 0


def _ledger_text(ledger) -> str:
    lines = [f"privacy ledger: composed epsilon = {ledger.epsilon:.6g}"
             f" (budget {ledger.budget}), {len(ledger.entries)} charged queries"]
    for what, eps in sorted(ledger.summary().items()):
        lines.append(f"  {what:<28s} sum of per-query epsilon {eps:.6g}")
    lines.append("  (sums are for reading; the guarantee is the composed epsilon above, "
                 "parallel over disjoint records)")
    return "\n".join(lines)


def cmd_demo(a) -> int:
    from .experiments.demo import run_demo

    return run_demo(epsilons=a.epsilons, n_estimators=a.n_estimators, max_depth=a.max_depth,
                    repeats=a.repeats, progress=not a.no_progress)


def _check_exp_args(a):
    from .experiments.runner import LOADERS

    for d in a.datasets or ():
        if d not in LOADERS:
            raise CLIError(f"unknown dataset {d!r}; choose from {', '.join(LOADERS)}")
    if a.repeats is not None and a.repeats < 1:
        raise CLIError("--repeats must be >= 1")


def cmd_reproduce(a) -> int:
    from .experiments.grids import PAPERS, experiment
    from .experiments.runner import run_experiment

    if a.paper not in PAPERS:
        raise CLIError(f"unknown paper {a.paper!r}; choose one of {', '.join(PAPERS)}")
    _check_exp_args(a)
    size = "tiny" if a.tiny else "quick" if a.quick else "full"
    exp = experiment(a.paper, size, datasets=a.datasets)
    run_experiment(exp, out_dir=Path(a.out or f"results/{a.paper}"), repeats=a.repeats,
                   data_dir=a.data_dir, progress=not a.no_progress)
    return 0


def cmd_compare(a) -> int:
    from .experiments.grids import compare_experiment
    from .experiments.runner import run_experiment

    _check_exp_args(a)
    size = "tiny" if a.tiny else "quick" if a.quick else "full"
    exp = compare_experiment(size, datasets=a.datasets, epsilons=a.epsilons,
                             algorithms=a.algorithms)
    run_experiment(exp, out_dir=Path(a.out or "results/compare"), repeats=a.repeats,
                   data_dir=a.data_dir, progress=not a.no_progress)
    return 0


def cmd_algorithms(a) -> int:
    from .experiments.registry import ALGORITHMS, PAPER_NAMES, available, default_algorithm

    av = available()
    for k, cls in ALGORITHMS.items():
        print(f"{k:<12s} {cls:<28s} {PAPER_NAMES[k]:<24s} "
              f"{'available' if av[k] else 'not available'}")
    print(f"default --algorithm: {default_algorithm()}")
    return 0


def _benchmark_fit(a, out, harness, report, methods, dsets, eps, seeds, notes):
    """Fit the grid; every row is appended to ``results.partial.csv`` as it ends, so an
    interrupted run loses nothing.  ``--merge``/``--resume`` fold earlier results in."""
    import csv

    out.mkdir(parents=True, exist_ok=True)
    final, partial = out / "results.csv", out / "results.partial.csv"
    earlier = [p for p in ((final, partial) if a.resume else (final,) if a.merge else ())
               if p.is_file()]
    old, old_notes = report.read_results(earlier) if earlier else (None, [])
    notes += old_notes
    skip = None
    if a.resume and old is not None:  # failed fits are retried
        ok = old[old["error"] == ""]
        skip = {harness.result_key(*k) for k in
                zip(ok["dataset"], ok["method"], ok["epsilon"], ok["seed"])}
    with open(partial, "a" if a.resume else "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=harness.COLUMNS)
        if fh.tell() == 0:
            w.writeheader()

        def checkpoint(row):
            w.writerow(row)
            fh.flush()

        df = harness.run(methods, dsets, eps, seeds, jobs=a.jobs, notes=notes, skip=skip,
                         on_row=checkpoint, progress=False if a.no_progress else "auto")
    df = report.merge_results(old, df) if old is not None else df
    partial.unlink()  # write_outputs writes results.csv next
    return df


def cmd_benchmark(a) -> int:
    """Run the public benchmark suite (dpforest.benchmarks) and write CSV, Markdown and PNGs."""
    from .benchmarks import datasets as bd, harness, report

    def names(text, known, what):
        got = [t.strip() for t in text.split(",") if t.strip()]
        bad = [t for t in got if t not in known]
        if bad or not got:
            raise CLIError(f"unknown {what} {bad or text!r}; choose from {', '.join(known)}")
        return got

    q = harness.QUICK if a.quick else {}
    dsets = names(a.datasets, bd.SUITE, "dataset(s)") if a.datasets else \
        list(q.get("datasets", bd.SUITE))
    methods = names(a.methods, harness.METHODS, "method(s)") if a.methods else \
        list(q.get("methods", harness.METHODS))
    try:
        eps = [float(e) for e in a.epsilons.split(",")] if a.epsilons else \
            list(q.get("epsilons", (0.1, 0.5, 1.0, 2.0)))
    except ValueError:
        raise CLIError(f"--epsilons must be comma-separated numbers, got {a.epsilons!r}") from None
    if not eps or not all(e > 0 and math.isfinite(e) for e in eps):
        raise CLIError("--epsilons must be positive finite numbers")
    seeds = a.seeds if a.seeds is not None else q.get("seeds", 3)
    if seeds < 1 or a.jobs < 1:
        raise CLIError("--seeds and --jobs must be >= 1")
    notes: list[str] = []
    t0 = time.perf_counter()
    out = Path(a.out or "benchmarks/results/suite")
    if a.from_csv:  # re-render earlier results, no fitting
        paths = [Path(p) for p in a.from_csv.split(",")]
        for p in paths:
            if not p.is_file():
                raise CLIError(f"results file {str(p)!r} not found")
        df, notes = report.read_results(paths)
    else:
        df = _benchmark_fit(a, out, harness, report, methods, dsets, eps, seeds, notes)
    for n in dict.fromkeys(notes):
        print(f"note: {n}", file=sys.stderr)
    res = report.write_outputs(df, out, notes)
    if a.docs:
        print(f"wrote {report.write_docs(df, notes, a.docs, out)}")
    s = res["summary_data"]
    print(f"{len(df)} fits in {time.perf_counter() - t0:.0f} s; "
          f"{int((df['error'].fillna('') != '').sum())} failed")
    print(f"gap closure of {s['default']} at eps={s['closure_eps']:g} (median over data sets): "
          f"{s['closure_median']:.3f}")
    print(f"wrote {res['csv']}, {res['tables']}, {res['summary']} and {len(res['pngs'])} PNGs")
    return 0


# ----------------------------------------------------------------------------- parser
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="dpforest",
        description="Differentially private random forests. See docs/cli.md.")
    from . import __version__

    p.add_argument("--version", action="version", version=f"dpforest {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    def csv_opts(q):
        q.add_argument("--sep", default=",", help="CSV field separator (default ',')")
        q.add_argument("--drop", action="append", metavar="COL",
                       help="ignore this CSV column (repeatable), e.g. an id column")

    q = sub.add_parser("demo", help="fit the default forest on scikit-learn's breast-cancer data")
    q.add_argument("--epsilons", type=float, nargs="+", default=[0.1, 0.5, 1.0, 5.0])
    q.add_argument("--n-estimators", type=int, help="default: the estimator's default")
    q.add_argument("--max-depth", type=int, help="default: the estimator's default")
    q.add_argument("--repeats", type=int, default=3)
    q.add_argument("--no-progress", action="store_true")
    q.set_defaults(func=cmd_demo)

    q = sub.add_parser("schema-template", help="write a schema file to fill in (names+dtypes only)")
    q.add_argument("data", help="CSV file with a header row")
    q.add_argument("--target", help="label column")
    q.add_argument("-o", "--output", required=True, help="schema file to write (JSON)")
    q.add_argument("--sep", default=",")
    q.add_argument("--force", action="store_true", help="overwrite an existing file")
    q.set_defaults(func=cmd_schema_template)

    q = sub.add_parser("fit", help="fit a DP forest on a CSV file and save the model")
    q.add_argument("data")
    q.add_argument("--target", help="label column (default: 'target' in the schema file)")
    q.add_argument("--schema", required=True, help="schema file (see schema-template)")
    q.add_argument("--epsilon", type=float, required=True, help="total privacy budget")
    q.add_argument("--algorithm", help="algorithm name (default: 'default'; see `dpforest algorithms`)")
    q.add_argument("--n-estimators", type=int)
    q.add_argument("--max-depth", type=int)
    q.add_argument("--random-state", type=int)
    q.add_argument("-o", "--output", required=True, help="model file (JSON; .gz to compress)")
    q.add_argument("--force", action="store_true", help="overwrite an existing model file")
    q.add_argument("--no-progress", action="store_true")
    csv_opts(q)
    q.set_defaults(func=cmd_fit)

    q = sub.add_parser("predict", help="predict with a saved model")
    q.add_argument("model")
    q.add_argument("data")
    q.add_argument("-o", "--output", help="CSV to write (default: stdout)")
    q.add_argument("--target", help="label column to ignore if present")
    q.add_argument("--proba", action="store_true", help="add one probability column per class")
    q.add_argument("--force", action="store_true")
    csv_opts(q)
    q.set_defaults(func=cmd_predict)

    q = sub.add_parser("evaluate", help="accuracy and macro-F1 of a saved model on labelled data")
    q.add_argument("model")
    q.add_argument("data")
    q.add_argument("--target", required=True)
    q.add_argument("--json", action="store_true")
    csv_opts(q)
    q.set_defaults(func=cmd_evaluate)

    def exp_opts(q):
        q.add_argument("--quick", action="store_true", help="small grid (a couple of minutes)")
        q.add_argument("--tiny", action="store_true", help=argparse.SUPPRESS)
        q.add_argument("--repeats", type=int, default=None, help="runs per grid point")
        q.add_argument("--data-dir", help="datasets folder (default: $DPFOREST_DATA)")
        q.add_argument("--out", help="output folder for CSV, PNG and Markdown")
        q.add_argument("--datasets", nargs="+", help="restrict to these datasets")
        q.add_argument("--no-progress", action="store_true")

    q = sub.add_parser("reproduce", help="run a paper's experiment grid")
    q.add_argument("paper", help="rfdp-oob, oob-budget, dprf or snr")
    exp_opts(q)
    q.set_defaults(func=cmd_reproduce)

    q = sub.add_parser("compare", help="our forests beside scikit-learn RF and diffprivlib")
    exp_opts(q)
    q.add_argument("--epsilons", type=float, nargs="+")
    q.add_argument("--algorithms", nargs="+", help="dpforest algorithm names to include")
    q.set_defaults(func=cmd_compare)

    q = sub.add_parser("benchmark", help="public benchmark suite: many data sets, all methods")
    q.add_argument("--quick", action="store_true", help="small grid (a few minutes)")
    q.add_argument("--datasets", help="comma-separated suite data sets (default: all)")
    q.add_argument("--methods", help="comma-separated method names (default: all)")
    q.add_argument("--epsilons", help="comma-separated budgets (default: 0.1,0.5,1,2)")
    q.add_argument("--seeds", type=int, help="seeds per grid point (default: 3)")
    q.add_argument("--out", help="output folder (default: benchmarks/results/suite)")
    q.add_argument("--jobs", type=int, default=1, help="parallel fits (default: 1)")
    q.add_argument("--from-csv", metavar="CSV[,CSV]",
                   help="re-render tables/plots/summary from earlier results.csv files")
    q.add_argument("--docs", metavar="MD", help="also write a Markdown page (docs/benchmarks.md)")
    q.add_argument("--merge", action="store_true",
                   help="keep the rows of OUT/results.csv that this run does not refit")
    q.add_argument("--resume", action="store_true",
                   help="as --merge, and skip fits already recorded there or in an interrupted "
                        "run's OUT/results.partial.csv")
    q.add_argument("--no-progress", action="store_true")
    q.set_defaults(func=cmd_benchmark)

    q = sub.add_parser("algorithms", help="list algorithm names and availability")
    q.set_defaults(func=cmd_algorithms)
    return p


def main(argv=None) -> int:
    parser = build_parser()
    try:
        a = parser.parse_args(argv)
    except SystemExit as e:  # argparse: usage errors exit 2, --help/--version 0
        return int(e.code or 0)
    from .io import ModelFileError
    from .schema import SchemaError

    try:
        return int(a.func(a) or 0)
    except (CLIError, SchemaError, ModelFileError, FileNotFoundError) as e:
        print(f"dpforest: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except OSError as e:  # file system: unwritable output folder, a file where a folder goes...
        print(f"dpforest: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("dpforest: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
