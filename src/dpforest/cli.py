"""The ``dpforest`` command line (see docs/cli.md).

Subcommands: ``demo``, ``schema-template``, ``fit``, ``predict``, ``evaluate``, ``reproduce``,
``compare``, ``benchmark``, ``algorithms``.  Exit status 0 on success, 2 on a user error (bad schema file,
missing column, wrong target, unreadable model...), with a one-line ``dpforest: error: ...``
message on stderr and no output file written; 4 when a privacy budget has too little left for
the release (``fit --budget``, ``evaluate --budget``, ``budget --spend``), also one line and
nothing written; 1 on an unexpected internal error.

The public schema always comes from a schema file (or, for ``demo`` and ``reproduce``, from
documented constants): the CLI never reads a bound, category or class from the data.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import re
import sys
from pathlib import Path

from ._cli.common import (DEFAULT_CSV_FORMAT, EXIT_BUDGET_EXHAUSTED, PLACEHOLDER,
                          BudgetExhaustedError, CLIError)
from ._cli.csv_reading import (ONE_RECORD_PER_LINE, _check_csv_format, _csv_format_from_args,
                               _data_file, _opener, decodes_line_by_line,
                               _expanded_drop, _file_columns, _has_marks, _line_ending,
                               _every_value_marked, _look_alike_hint, _marked_floats,
                               _only_booleans, _other_separator_hint, _read_frame, absent_column,
                               _WholeFileNeeded, _WIDE_FIRST_LINE_SEEN, read_csv)
from ._cli.csv_reading import _marked_numbers  # noqa: F401  (tests read it here)
from ._cli.csv_reading import (_FILTERED_TEXT, _SEPARATOR_ONLY_SEEN,  # noqa: F401  (tests
                               _has_separator_only_line, _quote_state,  # read them here)
                               _without_comment_lines)
from ._cli.benchmark_command import cmd_benchmark
from ._cli.benchmark_command import (MAX_BENCHMARK_SEEDS, _csv_name,  # noqa: F401  (tests read
                                     _default_benchmark_out)          # them here)
from ._cli.file_kinds import wrong_kind
from ._cli.outputs import _named_output, _refuse_overwrite, _release_claims
from ._cli.outputs import _claim_output  # noqa: F401  (tests read it here)
from ._cli.schema_files import (_ALL_EMPTY_HINT, _EMPTY_CELLS_HINT, _NO_RECORDS_HINT, _add_hint,
                                _drop_whole_number_hint, _identifier_hint, _identifier_name_hint,
                                _looks_like_a_value, _na_words_hint,
                                _names_recur_as_values,
                                _text_column_hint, load_schema_file, schema_template)
from .per_group import MODEL_FILE_PATTERNS, GroupModels, group_file_names, model_files
from .per_group import group_file_name as _group_file_name  # noqa: F401  (tests read it here)
from .per_group import group_words as _group_words
from .text_values import PANDAS_NA_MARKERS

__all__ = ["main", "CLIError", "load_schema_file", "schema_template"]


class _Once(argparse.Action):
    """An option that may be given once: a second ``--budget FILE`` was dropped without a word
    (argparse keeps the last), and a statement read one of two budget files."""

    def __call__(self, parser, namespace, values, option_string=None):
        if getattr(namespace, self.dest, None) is not None:
            parser.error(f"{option_string} given twice: it takes one file")
        setattr(namespace, self.dest, values)



def _number_arg(text: str) -> float:
    """A number option (``--epsilon 0.5``): as ``float`` reads it, and for a decimal comma
    (``0,5``, as a European shell user types it) the fix, not argparse's bare "invalid float
    value"."""
    try:
        return float(text)
    except ValueError:
        if re.fullmatch(r"\s*[-+]?\d*,\d+\s*", text):
            raise argparse.ArgumentTypeError(
                f"{text!r} is not a number here: write {text.strip().replace(',', '.')} (the "
                f"command line takes a decimal point, whatever the data file's decimal "
                f"mark)") from None
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None

# ----------------------------------------------------------------------------- checks of the records
def _conformed(schema, X, a):
    """``X`` made readable by the schema with ``--conform`` (values beyond a bound read as the
    bound, unknown categories as missing where the column allows them); as it is without."""
    from .schema import SchemaError

    loose = bool(getattr(a, "loose_text", False))     # (main refuses it without --conform)
    if not getattr(a, "conform", False):
        return X
    if getattr(a, "budget", None) is not None:
        # under a budget no value refuses a release: each record conformed on its own, silently,
        # and one no code can stand for is left out later with the others that do not fit
        return schema._conformed(X, warn=False, strict=False, loose_text=loose)
    fitting = getattr(a, "func", None) in (cmd_fit, cmd_split)
    private = fitting or getattr(a, "epsilon", None) is not None   # fit or split, or evaluate --epsilon
    try:
        # on private records (training records, or test records released with --epsilon) the
        # whole-column warnings would be a release about them, printed beside the noisy
        # output: each record is conformed on its own, silently
        return schema.conform(X, warn=not private, loose_text=loose)
    except SchemaError as e:
        # the command line's words: the schema file's key, its option, and no model yet when
        # fitting
        msg = str(e).replace("allow_missing=True", '"allow_missing": true')
        msg = msg.replace("conform(..., loose_text=True) reads them as those",
                          "--loose-text reads them as those")
        if fitting:
            msg = msg.replace(" and refit", "")
        whose = "the schema" if fitting else "the model's schema"
        raise CLIError(f"cannot conform the data to {whose}: {msg}") from None


_CONFORM_HELP = ("read a value beyond a bound as the bound and an unknown category as a missing "
                 "value (in columns that allow them), and leave out records whose label is "
                 "missing, instead of refusing the file")
_LOOSE_TEXT_HELP = ("with --conform: read a text value that is not a declared category but "
                    "differs from one only in case or surrounding spaces ('Basic ' for 'basic'), "
                    "or writes it another way ('2.0' for 2, 'TRUE' for true), as that category "
                    "instead of as missing (each record on its own: no privacy cost)")


def _labelled(X, y, a):
    """``X`` and ``y`` without the records whose label is missing, with ``--conform`` (as R's
    na.omit on the target): each record left out by its own label alone, so a fit's guarantee
    covers the file as given; nothing says how many.  As they are without ``--conform``."""
    import pandas as pd

    if not getattr(a, "conform", False) or y is None:
        return X, y
    keep = ~pd.isna(pd.Series(y, copy=False)).to_numpy()
    if keep.all():
        return X, y
    return X[keep], y[keep]


#: what to do about missing values a column does not allow, fitting from a file
_MISSING_IN_FILE = ('set "allow_missing": true in its entry, or fill them in the file with a '
                    'public constant first (an imputed statistic such as a median is read from '
                    'the records outside the privacy budget)')
#: the same, predicting with or evaluating a model (allowing them needs a new fit)
_MISSING_IN_MODEL = ('this model was fitted on a schema without missing values there: fill them '
                     'in the file with a public constant, or leave those records out; a model '
                     'that takes them needs a new fit with "allow_missing": true in the '
                     'column\'s entry, which spends a privacy budget again')


#: the schema's advice for non-numeric values, on number marks, and the command line's
#: (which also names the thousands mark and the options that declare both)
_CLI_MARKS_ADVICE = ("nor is 1,5 or 1.000,5 unless the file's decimal mark (--decimal, or "
                     "\"decimal\" in the schema file) or thousands mark (--thousands, "
                     "\"thousands\") is declared; a space between thousands (1 000,5) is a "
                     "thousands mark too, often a no-break one in spreadsheet exports: "
                     "\"thousands\": \"\\u00a0\" (dpforest schema-template names the one a "
                     "column uses); nor is an amount or a share written with its sign ($12.50, "
                     "12%) unless --amount-signs (\"amount_signs\": true) is declared")


#: the library's advice in Python's words -> the command line's (a walkthrough was told to
#: "fit with criterion='gini'" and of warnings.simplefilter by a command)
_COMMAND_WORDS = (
    (re.compile(r"criterion='gini'"), "--criterion gini"),
    (re.compile(r"leaf_release='counts'"), "--leaf-release counts"),
    (re.compile(r"a shallow max_depth such as (\d+)"), r"a shallow --max-depth such as \1"),
    (re.compile(r"max_features=None gives"), "--max-features all gives"),
    (re.compile(r"\(max_features='?([\w.]+)'?\)"), r"(--max-features \1)"),
    (re.compile(r"with n_estimators=(\d+) each"), r"with --n-estimators \1 each"),
    (re.compile(r"^max_features=(\S+) is more than"), r"--max-features \1 is more than"),
    (re.compile(r"'sqrt', 'log2' or None \(all features\)"), "sqrt, log2 or all"),
    (re.compile(r"save_model writes a JSON model file"), "the model file is JSON"),
    (re.compile(r"\(n_samples=N\)"), "(--n-samples N)"),
    (re.compile(r"pass positive= to name the class"), "pass --positive CLASS to name the class"),
    # each command is a process of its own: "once a minute" and Python's filters do not apply
    (re.compile(r"\s*Said at most once a minute per estimator class \(once per model under "
                r"warnings\.simplefilter\('always'\)\)\."), ""),
)


def _in_command_words(text: str) -> str:
    """A library warning's advice in the command line's words (:data:`_COMMAND_WORDS`)."""
    for pattern, words in _COMMAND_WORDS:
        text = pattern.sub(words, text)
    return text


def _check_against_schema(schema, X, y=None, fmt=None, conform_hint=False, target=None,
                          skip_hint=False, model_use="predict on"):
    """Validate values before anything is fitted or written (clear message, exit 2).

    The message names the column and the kind of problem, never record values or counts; the
    data owner sees those with `dpforest schema-check`.  For a file read without a header row
    (``fmt``, the declared layout) it also suggests the layout: there a wrong separator shows
    only as values that do not fit (a short record reads its missing fields as missing).
    ``conform_hint`` True: the schema is a fitted model's, so its own advice to change the schema
    becomes the model's fixed domain (``model_use``: what --conform would let the command do
    with such records, "predict on" or "evaluate on"); ``skip_hint`` (predict) also names
    --skip-invalid."""
    from .schema import (CHECK_ADVICE, MISSING_ADVICE, NUMBER_MARKS_ADVICE, OutOfDomainError,
                         SchemaError, fitted_model_advice)

    try:
        schema.encode(X)
        if y is not None:
            schema.encode_labels(y)
    except SchemaError as e:
        # a fitted model's schema (conform_hint True) is not one being declared
        msg = fitted_model_advice(str(e)) if conform_hint is True else str(e)
        # the schema's advice in the schema file's terms (the Python API's keyword is a JSON key)
        msg = (msg.replace(MISSING_ADVICE, _MISSING_IN_MODEL if conform_hint is True else
                              _MISSING_IN_FILE)
               .replace("build the Schema with out_of_bounds='clip'",
                              'set "out_of_bounds": "clip" in the schema file')
               .replace("make those NaN and declare allow_missing=True",
                        'leave those cells empty and set "allow_missing": true for the column')
               .replace(NUMBER_MARKS_ADVICE, _CLI_MARKS_ADVICE)
               .replace(". " + CHECK_ADVICE, "")         # the command line names schema-check
               .replace("\n", "; "))
        if target is not None:      # the API's "y" is the file's target column here
            msg = re.sub(r"(^|; )y has ", lambda m: f"{m.group(1)}the target column {target!r} has ", msg)
            # other spellings of a declared class ('Yes', 'no ') are mapped, not declared
            msg = msg.replace(
                "declare every class in the schema",
                "declare every class in the schema, or map the file's other spellings of a "
                "declared one to it with the schema file's \"label_map\" (e.g. "
                "{\"Yes\": \"yes\", \"NO \": \"no\"}: labels are matched exactly, "
                "--conform --loose-text reads feature texts only)", 1)
        # the CSV reader reads categories and labels as text and gives each text its declared
        # value (a "1" is the category 1, "1" the string "1"): the API's notes that a number is
        # not its string, either way round, cannot apply here, and repeated on every column they
        # buried the problems
        msg = re.sub(r" \(the (categories|classes) are declared as (strings|numbers): [^)]*\)", "", msg)
        # the file reader keeps a declared category as itself, so the API's note on texts
        # pandas reads as missing does not apply: such a cell here is empty
        msg = re.sub(r"\.  The declared categor(y|ies) .*? reads a declared category as itself\)",
                     "", msg)
        # the API's advice for a frame's texts; a file's markers are the layout's to declare
        msg = msg.replace("a text such as 'NA', 'nan' or '' is not read as missing: replace it "
                          "with None or NaN (X.replace({'NA': None, 'nan': None, '': None}))",
                          "a text that marks a missing value other than pandas' own (empty, NA, "
                          "NaN, null, ...), such as '?' or 'n/a', is missing only when declared: "
                          '"na_values" in the schema file, or --na-values TEXT')
        if "missing labels" in msg:
            # a label the CSV reader took for a missing-value marker (None, NA, null, ...)
            msg += (" (empty fields and texts such as NA, None or null read as missing, unless a "
                    "declared class is spelled so: check 'classes' against the file's labels; "
                    "--conform leaves records without a label out)")
        if "not one of the schema's classes" in msg and all(
                isinstance(c, (int, float)) and not isinstance(c, bool) for c in schema.classes):
            # from the declared classes alone: numeric classes are where a measurement (a
            # regression target) is most often given to a classifier
            msg += (" (dpforest classifies: a measured target such as a price or a length needs "
                    "binning into the declared classes first, at public cut points, e.g. "
                    "pd.cut(y, [public edges], labels=classes))")
        # the columns refused for unknown categories (all of them where the error does not say)
        unknown = {c for c, kind in getattr(e, "problems", ()) or ()
                   if "outside the declared categor" in str(kind)} or set(schema.feature_names)
        if "outside the declared categories" in msg and any(
                isinstance(c, str) and not c.isascii()
                for f in schema.features if f.name in unknown
                for c in (getattr(f, "categories", None) or ())):
            # from the declared categories alone: accented ones ('Rhône') read from a file in
            # another encoding than the one declared come out as other text
            declared = (fmt or {}).get("encoding")
            msg += (f" (the schema declares categories with accented or non-Latin letters "
                    f"there: check that the file is "
                    + (f"{declared} text, as declared," if declared else
                       "UTF-8 text (or declare its encoding)")
                    + " and the categories' spelling, accents included)")
        layout = ("; the file is read without a header row: check the separator and 'columns' "
                  "too" if fmt is not None and fmt.get("header") is False else "")
        if conform_hint and isinstance(e, OutOfDomainError) and e.conformable:
            what = f"{model_use} such records with this model" if conform_hint is True else \
                f"{conform_hint} such records"
            layout += (f"; to {what}, pass --conform: values beyond a bound are read as the "
                       f"bound, unknown categories as missing values (in columns that allow them)")

        if conform_hint and "outside the declared categories" in msg:
            # a SAS export pads texts ('Nord    ') and other tools change their case: the fix
            # is this flag, which the refusal did not name (a walkthrough)
            layout += ("; --conform --loose-text reads a category written in another case or "
                       "with blanks around it ('nord ', 'NORD') as the declared one")
        if skip_hint:
            layout += ("; to predict the rows that fit and leave the others out, pass "
                       "--skip-invalid (their prediction is empty, a 'problem' column says why)")
        raise CLIError(f"the data does not fit the schema: {msg}{layout} (the data owner can list "
                       f"the offending values with `dpforest schema-check`)") from None


def _check_epsilons(values, flag: str) -> None:
    """Every ε of ``flag`` positive, finite and in the range the noise sampler supports, or the
    refusal.  A value that is no privacy budget at all (0, -1, inf, nan) is told so, as Python's
    ``epsilon must be a positive finite number`` tells it: the sampler's range read as if 0
    were merely too small."""
    from .forests.base import EPSILON_RANGE

    bad = [e for e in values or () if not (e > 0 and math.isfinite(e))]   # NaN fails e > 0
    if bad:
        what = "positive finite numbers" if flag.endswith("s") else "a positive finite number"
        raise CLIError(f"{flag} must be {what}, got {bad[0]:g}")
    lo, hi = EPSILON_RANGE
    if any(not (lo <= e <= hi) for e in values or ()):
        raise CLIError(f"{flag} values must be between {lo:g} and {hi:g} (the range the exact "
                       f"noise sampler supports)")


def _check_counts(a) -> None:
    """--n-estimators and --repeats >= 1, --max-depth >= 0, where the command has and was
    given them (argparse has already made them ints)."""
    for flag, attr, low in (("--n-estimators", "n_estimators", 1), ("--max-depth", "max_depth", 0),
                            ("--repeats", "repeats", 1)):
        if getattr(a, attr, None) is not None and getattr(a, attr) < low:
            raise CLIError(f"{flag} must be >= {low}")


# ----------------------------------------------------------------------------- commands
def _bounds_patterns(specs) -> list[tuple[str, float, float]]:
    """``--bounds PATTERN=LO,HI`` options as (pattern, lower, upper), refused with a message
    when malformed (checked before the data file is read)."""
    out = []
    for spec in specs or ():
        pattern, sep, pair = str(spec).rpartition("=")
        parts = pair.split(",")
        try:
            lo, hi = (float(v) for v in parts) if len(parts) == 2 else (None, None)
        except ValueError:
            lo = hi = None
        if not sep or not pattern or lo is None or not (math.isfinite(lo) and math.isfinite(hi)) \
                or not lo < hi:
            raise CLIError(f"--bounds {spec!r}: write PATTERN=LO,HI with finite numbers LO < HI, "
                           f"e.g. --bounds 'ENSG*=0,20'")
        out.append((pattern, lo, hi))
    return out


def cmd_schema_template(a) -> int:
    patterns = _bounds_patterns(getattr(a, "bounds", None))
    out = _named_output(a.output, "schema", "schema.json")
    _refuse_overwrite(out, a.force, a=a)
    path = _data_file(a.data)
    fmt = _csv_format_from_args(a, DEFAULT_CSV_FORMAT)
    # the stages named as they start, as fit's are (a 2.5 M-row file took 19 s without a word)
    with _Stages(a, ("reading the CSV", "drafting the types and hints")) as stages:
        return _schema_template(a, patterns, out, path, fmt, stages)


def _schema_template(a, patterns, out, path, fmt, stages) -> int:
    """The reading and drafting of :func:`cmd_schema_template`, each stage begun on ``stages``."""
    import fnmatch

    import numpy as np
    import pandas as pd

    # dtypes need pandas' parser; only names and dtypes leave this function
    frame = _read_frame(path, fmt)
    stages.next()
    # columns whose header field is empty (a trailing separator): no feature, left out as the
    # other commands leave them out
    unnamed = [c for c in frame.attrs.get("empty_header", ()) if c != a.target]
    # an empty first header field is how R's write.csv writes its row names (a header fact)
    row_names = bool(unnamed) and len(frame.columns) > 0 and str(frame.columns[0]) in unnamed
    frame = frame.drop(columns=unnamed)
    if a.target is not None and a.target not in map(str, frame.columns):
        hint = _other_separator_hint(frame.columns, fmt) + \
            _look_alike_hint(a.target, frame.columns, fmt)
        raise CLIError(f"target column {a.target!r} is not in {str(path)!r}"
                       + (f" ({hint[2:]})" if hint else ""))
    if fmt["header"] and fmt["columns"] is None and not a.header:
        # a file without a header row has its first record read as the names, and the template
        # would carry that record into the public schema: names that look like values (numbers,
        # dates) need the user to say which the first line is
        names = [str(c) for c in frame.columns]
        # pandas renames a repeated name 'p' to 'p.1': a header rarely repeats itself, a record
        # (two columns holding 'p') often does
        stems = [re.fullmatch(r"(.+)\.\d+", n) for n in names]
        repeated = any(m is not None and m.group(1) in names for m in stems)
        if repeated or any(_looks_like_a_value(n, fmt) for n in names) or \
                _names_recur_as_values(frame):
            # no count of such names: the line may be a record
            raise CLIError(f"the first line of {str(path)!r} has names that look like values "
                           f"(numbers, amounts, dates, a name repeated, or a name that is also "
                           f"a value of its own column), as a record's would: pass "
                           f"--header if that line is the header, or --no-header --columns "
                           f"NAME,... if the file has none (nothing was written)")
    dtypes = list(frame.dtypes)
    if _has_marks(fmt):
        # pandas read the numbers by English conventions, fit reads them in the declared marks
        # (1.000 is 1.0 to pandas, no number under decimal ',' alone): a column pandas read as
        # numbers is drafted by its texts as fit will read them, so that one fit refuses is
        # text here, with the hint of the mark it lacks
        # (the features': fit reads the target's labels otherwise)
        read = [c for i, c in enumerate(frame.columns)
                if dtypes[i].kind in "iuf" and str(c) != a.target]
        if read:
            # those columns as text, read as the frame was (the same names, the same rows; the
            # frame's read refused a row with a field too many, which usecols would pass):
            # every column's text, for these few, held 35 MB more on 500,000 rows of 12
            texts = _read_frame(path, fmt, dtype=str, usecols=read)
            for c in read:
                if not _every_value_marked(texts[c], fmt):
                    frame[c] = texts[c]
            del texts
            dtypes = list(frame.dtypes)
        # pandas did not see the marks: a text column whose every value is a number in them
        # is numeric (whole numbers stay an integer guess only when pandas read them so).  A
        # column of true / false only (a boolean column with empty cells, which pandas reads
        # as objects) stays the boolean category it is without the marks
        for i, c in enumerate(frame.columns):
            if not pd.api.types.is_numeric_dtype(dtypes[i]) and frame[c].notna().any() \
                    and not _only_booleans(frame[c]):
                if _every_value_marked(frame[c], fmt):
                    dtypes[i] = np.dtype(float)
    tpl = schema_template(list(frame.columns), dtypes, a.target, fmt)
    # --bounds: the owner's public ranges for columns named alike (a wide table's thousands of
    # gene columns), matched by name only
    filled, unused = 0, []
    for pattern, lo, hi in patterns:
        hits = 0
        for f in tpl["features"]:
            if f["type"] == "numeric" and PLACEHOLDER in str(f["lower"]) and \
                    fnmatch.fnmatchcase(f["name"], pattern):
                f["lower"], f["upper"] = lo, hi
                hits += 1
        filled += hits
        if not hits:
            unused.append(pattern)
    # text columns of amounts ($12.50), shares (56.7%), numbers with an undeclared thousands
    # mark or dates: say why they came out categorical (a data-owner hint read from the values,
    # like the dtypes: the template is checked before it is shared)
    hints = {str(c): h for i, c in enumerate(frame.columns)
             if not pd.api.types.is_numeric_dtype(dtypes[i])
             and (h := _text_column_hint(frame[c], fmt)) is not None}
    for f in tpl["features"]:
        if f["name"] in hints:
            f["_hint"] = hints[f["name"]]
    # identifier-like columns and columns with empty cells: allow_missing stays false, as
    # integer does (a flag copied from the records would reach the model unchecked); the hint
    # asks whether a value can be missing in the population.  Columns of numbers or dates read
    # as text (hinted above) are measurements, not ids
    feats = {f["name"]: f for f in tpl["features"]}
    n_id = n_empty = 0
    partly_empty = []
    # a header and no record: nothing to read a type, an id or an empty cell from (every column
    # came out 'empty' and the note said to check its empty cells)
    no_records = len(frame) == 0
    for c in frame.columns:
        f = feats.get(str(c))
        if f is None:
            continue
        if no_records:
            f["_hint"] = _NO_RECORDS_HINT
            continue
        col = frame[c]
        if f["type"] != "numeric" or pd.api.types.is_numeric_dtype(col.dtype):
            values = col
        else:                                    # numbers in the layout's marks, read as text
            values = _marked_floats(col, fmt)
        if f["type"] == "numeric":
            _drop_whole_number_hint(f, values)
        # (the name's hint also beside a text column's: '00012345 or 123,456 read as text is
        # still an id by its name)
        if (h := (None if str(c) in hints else _identifier_hint(values, f["type"] == "numeric"))
                or _identifier_name_hint(str(c))):
            _add_hint(f, h, first=True)
            n_id += 1
        if col.isna().all():
            f["_hint"] = _ALL_EMPTY_HINT             # the type hints above guessed from nothing
            n_empty += 1
        elif col.isna().any():
            if f["type"] == "categorical" and col.dtype == object and \
                    all(isinstance(v, (bool, np.bool_)) for v in col.dropna().unique()):
                # R's logical column with NA (TRUE / FALSE / NA): pandas reads it as objects,
                # its values public by their type as a boolean column's are
                f["categories"] = [False, True]
            _add_hint(f, _EMPTY_CELLS_HINT)
            n_empty += 1
            if f["type"] == "categorical":
                partly_empty.append(c)
    # pandas' own markers read as missing include words a column can hold as a value (R's level
    # 'None', 'NA' for North America): the hint says which of those words made the empty cells
    # (the data owner's tool, as the hints above; a declared category is read as itself)
    if partly_empty and fmt["default_na"]:
        raw = _read_frame(path, {**fmt, "default_na": False, "na_values": []}, dtype=str,
                          usecols=partly_empty)
        for c in partly_empty:
            words = sorted({str(v).strip() for v in raw[c][frame[c].isna()].dropna()}
                           & (PANDAS_NA_MARKERS - {""}))
            if words:
                _add_hint(feats[str(c)], _na_words_hint(words))
        del raw
    del frame
    # UTF-8, names as written ("Région", not "R\\u00e9gion"); load_schema_file reads UTF-8
    out.write_text(json.dumps(tpl, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    n_num = sum(f["type"] == "numeric" for f in tpl["features"])
    n_whole = sum("read as whole numbers" in f.get("_hint", "") for f in tpl["features"])
    codes = (f" {n_whole} of the numeric columns hold whole numbers: if any are codes of "
             f"categories, make them categorical; if whole by definition, set integer: true "
             f"(see their '_hint')." if n_whole else "")
    # counts of columns only, as for the whole numbers above
    flagged = " and ".join(w for w in (f"{n_id} column(s) that look like identifiers" if n_id
                                       else "", f"{n_empty} column(s) with empty cells (allow_"
                                       f"missing is false)" if n_empty else "") if w)
    codes += f" Check {flagged}: see their '_hint'." if flagged else ""
    if no_records:
        codes += (" The file has a header and no record: every column's type is a guess "
                  "(see their '_hint').")
    left = (f" Left out {len(unnamed)} column(s) whose header field is empty ("
            + ("the first: R's row names, as write.csv writes them?"
               + (" the others: a trailing separator?" if len(unnamed) > 1 else "")
               if row_names else "a trailing separator?")
            + "), which every command ignores." if unnamed else "")
    if patterns:
        left += (f" --bounds filled the bounds of {filled} numeric column(s)"
                 + (f"; no numeric column left unfilled matched {', '.join(map(repr, unused))}"
                    if unused else "") + ".")
    n_feat = len(tpl["features"])
    stages.close()        # (the bar off the terminal before the report is printed)
    print(f"wrote {out}: {n_feat} feature{'s' * (n_feat != 1)} ({n_num} numeric). Fill in every "
          f"'<FILL IN ...>' from public documentation, then run `dpforest fit`.{codes}{left}")
    # the column types, the '_hint' notes and the counts above are read from the records: the
    # data owner's tool, as schema-check is, and said so
    print("dpforest: note: schema-template is the data owner's tool: the column types, the "
          "'_hint' notes and the counts it prints are read from the records (not private); "
          "remove every '_hint' before the schema file is shared", file=sys.stderr)
    return 0


def cmd_fit(a) -> int:
    from .experiments.registry import ALGORITHMS, default_algorithm, get_class, make_estimator
    from .io import save_model

    _check_epsilons([a.epsilon], "--epsilon")
    algo = a.algorithm or default_algorithm()
    own = None
    if ":" in algo:
        # an estimator of one's own, as benchmark and audit take it (docs/extending.md): the
        # commands that read its model file need --register MODULE:CLASS
        own = _import_own_class(algo, "--algorithm")
        from .forests.base import DPForestBase

        if not (isinstance(own, type) and issubclass(own, DPForestBase)):
            raise CLIError(f"--algorithm {algo!r} is no dpforest estimator (a subclass of "
                           f"dpforest.forests.base.DPForestBase, docs/extending.md)")
        _register_class(own, algo, "--algorithm")      # its model file is written below
    elif algo not in ALGORITHMS:
        raise CLIError(f"unknown --algorithm {algo!r}; choose one of {', '.join(ALGORITHMS)}, "
                       f"or MODULE:CLASS for an estimator of your own")
    elif get_class(algo) is None:
        raise CLIError(f"algorithm {algo!r} is not available in this installation "
                       f"(see `dpforest algorithms`)")
    cls = own if own is not None else get_class(algo)
    if getattr(a, "note", None) is not None and not a.budget:
        raise CLIError("--note is a line for a budget's log: it needs --budget FILE")
    group = getattr(a, "per_group", None)
    if group is not None and (a.person is not None or a.max_rows_per_person is not None):
        raise CLIError("--per-group fits per record only (PrivacyBudget.fit_per_group): it "
                       "does not take --person / --max-rows-per-person, since one person's rows "
                       "can fall in several groups, which are then not disjoint per person")
    out = _named_output(a.output, "model", "model.json" if group is None else "models/")
    schema, target, fmt = load_schema_file(a.schema)    # a missing schema file is said first
    if group is None:
        _refuse_overwrite(out, a.force, a=a)
    else:
        # every file named from the schema file alone, each refused before anything is read
        outs = _group_outputs(a, schema, a.target or target)
    fmt = _csv_format_from_args(a, fmt)
    # under a budget that pins the schema the file is read (its header included) only with the
    # layout stored in the budget: decided before anything of the data file is read
    budget = _open_budget(a.budget) if getattr(a, "budget", None) is not None else None
    fmt = _pinned_layout(a, budget, fmt)
    pinned = budget is not None and budget.schema is not None
    if group is None and budget is not None and a.force and _booked_here(out, budget):
        # replacing a model booked here loses a released model, never its epsilon
        print(f"dpforest: note: {str(out)!r} is the model of a release this budget booked: "
              f"--force replaces the file, and both fits count in the budget", file=sys.stderr)
    if group is not None and budget is not None and budget.unit == "person":
        raise CLIError(f"the budget {a.budget} counts epsilon per person, and --per-group fits "
                       f"per record only (one person's rows can fall in several groups)")
    target = _chosen_target(a.target, target, "the schema file's")
    if not target:
        raise CLIError("name the label column with --target COL (or 'target' in the schema file)")
    person, per_person = getattr(a, "person", None), getattr(a, "max_rows_per_person", None)
    if (person is None) != (per_person is None):
        raise CLIError("--person and --max-rows-per-person go together: the id column and the "
                       "public bound on rows kept per person")
    drop = list(a.drop or ()) + ([person] if person is not None else [])
    epsilon = a.epsilon
    if person is not None:
        epsilon = _row_epsilon_arg(a.epsilon, per_person)
        if person == target or person in schema.feature_names:
            raise CLIError(f"--person column {person!r} is the target or a declared feature; the "
                           f"id column must be neither")
    with _pinned_reading(pinned, a.data):
        # as the file names them ("id,notes" is two columns unless one is named so): the model
        # keeps the names predict and evaluate drop
        columns = [str(c) for c in _file_columns(_data_file(a.data), fmt)]
        drop = _expanded_drop(drop, columns)
        if person is not None and person not in columns:
            raise absent_column("--person", person, columns, a.data, fmt, schema.feature_names,
                                target)
    if a.categorical_split == "auto" and cls().get_params().get(
            "categorical_split") not in (None, "auto"):
        # said before the file is read: the paper forests take binary, multiway or mixed
        raise CLIError(f"--categorical-split auto is the default forest's rule; {algo} takes "
                       f"binary, multiway or mixed")
    features = None if a.max_features is None else _max_features_value(a.max_features)
    if a.n_samples is not None and not (math.isfinite(a.n_samples) and a.n_samples >= 1):
        raise CLIError(f"--n-samples must be the number of training records, a number >= 1, "
                       f"got {a.n_samples!r}")
    given = dict(n_estimators=a.n_estimators, max_depth=a.max_depth, leaf_release=a.leaf_release,
                 categorical_split=a.categorical_split, criterion=a.criterion,
                 max_features=features, n_samples=a.n_samples)
    made = dict(given, max_features=None if features == EVERY_FEATURE else features)
    if own is None:
        model = make_estimator(algo, epsilon, schema, random_state=a.random_state,
                               progress=_progress(a), **made)
    else:
        model = _own_made(own, epsilon, schema, random_state=a.random_state,
                          progress=_progress(a), **made)
    if features == EVERY_FEATURE and "max_features" in model.get_params():
        model.set_params(max_features=None)     # (a parameter of None is left at its default)
    ignored = [k for k, v in given.items() if v is not None and k not in model.get_params()]
    if ignored:
        # the algorithm sets these by its own rules: say so rather than drop them in silence
        print(f"dpforest: warning: {', '.join('--' + k.replace('_', '-') for k in ignored)} "
              f"{'does' if len(ignored) == 1 else 'do'} not apply to {algo} "
              f"({type(model).__name__}) and {'is' if len(ignored) == 1 else 'are'} ignored",
              file=sys.stderr)
    planned = _fit_budget(a, budget, model, algo, person is not None)
    with _Stages(a, ("reading the CSV", "checking it against the schema")) as stages:
        with _pinned_reading(pinned, a.data):
            X, y = read_csv(a.data, schema, target, fmt=fmt, require_target=True, drop=drop)
        stages.next()
        # --conform reads each record on its own (a function of that record alone), so the
        # fit's guarantee covers the file as given
        X = _conformed(schema, X, a)
        X, y = _labelled(X, y, a)
        if not pinned:
            _check_against_schema(schema, X, y, fmt, target=target, conform_hint="fit on")
    keep = None
    if pinned:
        # a budget that pins the schema refuses no value: each record that does not fit it is
        # left out on its own, and nothing says which or how many (a refusal naming columns
        # would answer questions about the records for free; the data owner checks the file
        # with `dpforest schema-check`) -- before the rows per person are drawn, as
        # PrivacyBudget.fit_per_person does, so that no left-out row takes a person's place
        from .privacy.record_filter import _rows, _valid_records

        # (read=False: the reader has read each value by the file's layout already -- its
        # missing-value markers among them -- so the records are judged as the fit reads them)
        keep = _valid_records(schema, X, y, read=False)
        if person is None:
            X, y = _rows(X, keep), _rows(y, keep)
        # one fixed line on every pinned fit (never depending on what was left out), so the
        # owner knows that a file with invalid records still fits
        print("dpforest: note: this budget pins the schema, so records that do not fit it are "
              "left out silently (none is refused, and nothing says which or how many); "
              "check the file first with dpforest schema-check", file=sys.stderr)
    if person is not None:
        X, y = _bounded_per_person(a.data, fmt, person, X, y, per_person, keep=keep)
    if group is not None:
        return _fit_per_group(a, budget, model, algo, own, X, y, outs, planned, pinned,
                              _saved_layout(fmt, target=target, drop=drop))

    def fit():
        from ._warning_control import muted
        from .forests.base import WeakEpsilonWarning

        try:
            # its note is printed below the summary, where a data owner reads it
            with muted(WeakEpsilonWarning):
                model.fit(X, y)
        except (ValueError, TypeError) as e:
            raise CLIError(f"fit failed: {_in_command_words(str(e))}") from None
        if pinned:
            from .privacy.accountant import say_if_nearly_all_left_out

            say_if_nearly_all_left_out(model)
        if person is not None:
            from .contributions import record_person_bound

            # public parameters (the id column's name, the bound, the budget): show and evaluate
            # state the guarantee per person beside the ledger's per-row epsilon, as for a model
            # fitted with dpforest.contributions.fit_per_person (never below the bound times the
            # ledger's epsilon: a paper accounting's ledger can read more than the row epsilon)
            record_person_bound(model, person, per_person, a.epsilon)
        # the file layout travels with the model: predict/evaluate read test files the same
        # way (set here, inside the booked run, so that the budget's digest of what the model
        # releases is the saved file's)
        model.csv_format_ = _saved_layout(fmt, target=target, drop=drop)

    if budget is None:
        fit()
    else:
        # reserved, then booked at what the model spent (given back if the fit fails before
        # the door reads a record)
        # the model file's name beside the data's: the log says which file the release is
        _booked_run(a, budget, planned, f"dpforest fit {algo} on {Path(a.data).name} -> "
                    f"{Path(out).name}", fit, lambda: budget._epsilon_of(model)[0],
                    "Nothing was fitted.", note=a.note, model=model)
    try:
        save_model(model, out)
    except OSError as e:
        _mark_unsaved(budget, model)
        # a full disk, a folder changed during the fit: the records were read, so say that the
        # epsilon was spent (a retry spends it again), not only what the system said
        raise CLIError(f"the fitted model could not be saved ({e}); its epsilon "
                       f"{model.ledger_.epsilon:g} was spent all the same"
                       + (f" and stays booked in {a.budget}" if budget is not None else "")
                       + ": fix what stopped the write (space, the folder, the stream) before "
                       "fitting again") from None
    # no record count here, nor the fit's wall time, which grows with it: the training size is
    # private (the ledger lists any noisy size query), and this summary is what gets pasted
    # with a person bound the headline is the guarantee per person (what --epsilon gave), the
    # ledger's per-row figures after it
    per_person = (model.person_bound_ or {}).get("person_epsilon") if person is not None else None
    print(f"fitted {type(model).__name__} ({algo}); "
          + (f"epsilon spent = {per_person:.6g} per person ({model.ledger_.epsilon:.6g} of "
             f"{epsilon:g} per kept row, the noise's; one row added or removed: "
             f"{2 * model.ledger_.epsilon:.6g})" if isinstance(per_person, (int, float)) else
             f"epsilon spent = {model.ledger_.epsilon:.6g} of {epsilon:g}"
             + (" per row" if person is not None else "")))
    if person is not None:
        print(_person_line(model.person_bound_, epsilon))
    if pinned:
        _say_noisy_size(model, person is not None)
    print(_ledger_text(model.ledger_))
    print(f"model saved to {out}"
          + (f" (read it with --register {algo}: a model file names no module to import)"
             if own is not None else ""))
    _fit_footer(a, budget)
    return 0


def _group_outputs(a, schema, target) -> list:
    """``(category, path)`` of every model ``fit --per-group COL`` writes, in the schema's
    order (None: the missing values, where COL allows them), from the schema file and the
    command line alone; COL and each file refused before anything is read.  ``-o`` is a
    pattern with ``{group}`` (each file in a folder that exists) or else a folder, made when
    the models are saved, holding ``NAME.json`` for each (:func:`_group_file_name`)."""
    from .schema import Categorical

    col, given = a.per_group, str(a.output)
    if col == target:
        raise CLIError(f"--per-group {col!r} is the target column: the groups are the declared "
                       f"categories of a feature")
    if col not in schema.feature_names:
        import difflib

        # the schema file's names are public: the one meant, where one is spelled close to it
        # (only categorical ones: a numeric feature cannot group)
        groupable = [f.name for f in schema.features if f.kind == "categorical"]
        close = difflib.get_close_matches(col, groupable, n=1, cutoff=0.6) or \
            [n for n in groupable if n.casefold() == col.casefold()]
        raise CLIError(f"--per-group {col!r} is not a feature the schema file declares: the "
                       f"groups are the declared categories of one of its categorical features"
                       + (f" (did you mean {close[0]!r}?)" if close else ""))
    feature = schema.features[schema.feature_names.index(col)]
    if not isinstance(feature, Categorical):
        kind = feature.to_dict()["type"]
        raise CLIError(f"--per-group {col!r} is {kind} in the schema file: the groups are the "
                       f"declared categories of a categorical feature ("
                       + ("declare it categorical, with its levels as categories, to fit a model "
                          "per level" if kind == "ordinal" else
                          "cut a numeric column into declared categories of a column of its own")
                       + ")")
    keys, names = zip(*group_file_names(feature))
    pattern = "{group}" in given
    if pattern:
        if not given.endswith(tuple(p.lstrip("*") for p in MODEL_FILE_PATTERNS)):
            # a set is served from its folder, read as its *.json and *.json.gz files: files
            # named otherwise would be written, booked, and then never found
            raise CLIError(f"-o {given!r}: a --per-group pattern names model files, which end "
                           f"in .json or .json.gz (the set is read back as the folder's *.json "
                           f"and *.json.gz files), such as -o 'model-{{group}}.json'")
        paths = [Path(given.replace("{group}", n)) for n in names]
    else:
        folder = Path(given)
        if folder.suffix.lower() in (".json", ".gz"):
            raise CLIError(f"-o {given!r}: with --per-group, -o names a folder (one model file "
                           f"per group in it) or a pattern with {{group}} in it, such as -o "
                           f"'model-{{group}}.json'; a name ending in {folder.suffix} reads as "
                           f"one file")
        # the folder, or the nearest of its parents that exists, must be a folder (it is made
        # with the files, after the fit: a failure then would lose models already booked)
        up = folder
        while not (up.exists() or up.is_symlink()) and up != up.parent:
            up = up.parent
        if not up.is_dir():
            raise CLIError(f"-o {given!r}: {str(up)!r} is not a folder")
        paths = [folder / f"{n}.json" for n in names]
    for path in paths:
        if path.is_dir():
            raise CLIError(f"{str(path)!r} is a folder, not a model file")
        _refuse_overwrite(path, a.force, parent_must_exist=pattern, a=a)
    return list(zip(keys, paths))


def _fit_per_group(a, budget, model, algo: str, own, X, y, outs: list, planned, pinned: bool,
                   layout: dict) -> int:
    """``fit --per-group COL``: :meth:`PrivacyBudget.fit_per_group` of ``model`` on the
    records as ``fit`` reads them (under a pinned budget, the records that fit the schema),
    each group's model saved to its file in ``outs``, and the set stated at the ε of one fit.

    The grouping is fit_per_group's, on an in-memory budget without a limit (its booking, the
    most any group's ledger composed, is the set's ε); with ``--budget`` that whole call runs
    inside the file's own reservation (:func:`_booked_run`, checked before any record is
    read), and the file books it as one release linking every model.  (The file's own
    ``fit_per_group`` would book the models before the command could add the CSV layout they
    carry, ``csv_format_``, to them: the release's digests would then name models other than
    the saved files.)  Nothing is printed of the records: no count, no word of which groups
    were empty (each is fitted all the same)."""
    from ._warning_control import muted
    from .forests.base import WeakEpsilonWarning
    from .io import save_models_together
    from .privacy.accountant import PrivacyBudget, say_if_nearly_all_left_out

    models, read, spent = [], [], []

    def run():
        inner = PrivacyBudget(None)
        try:
            # its note is printed below the summary, where a data owner reads it
            with muted(WeakEpsilonWarning):
                fitted = inner.fit_per_group(model, X, y, by=a.per_group)
        except BaseException as e:
            if inner.releases:        # kept booked there: a group's fit had read records
                read.append(True)
            if isinstance(e, (ValueError, TypeError)):
                raise CLIError(f"fit failed: {_in_command_words(str(e))}") from None
            raise
        read.append(True)
        if pinned:
            say_if_nearly_all_left_out(list(fitted.values()))
        for m in fitted.values():
            # the file layout travels with each model (set before the budget file digests it)
            m.csv_format_ = layout
        models.extend(fitted.values())
        spent.append(inner.spent)

    if budget is None:
        run()
    else:
        _booked_run(a, budget, planned, f"dpforest fit {algo} per group of {a.per_group!r} on "
                    f"{Path(a.data).name} -> {Path(a.output).name} ({len(outs)} groups, "
                    f"parallel)", run, lambda: spent[0], "Nothing was fitted.", note=a.note,
                    model=models, watch=read)
    # the folders made here (each missing one, deepest first), removed again if nothing is saved
    from .io import SavedThenInterrupted

    made = sorted({f for _, p in outs for f in (p.parent, *p.parent.parents) if not f.exists()},
                  key=lambda f: len(f.parts), reverse=True)
    booked = (f"the fit stays booked in {a.budget} (its epsilon was spent: the records were "
              f"read)" if budget is not None else "its epsilon was spent (the records were read)")
    try:
        for folder in reversed(made):
            folder.mkdir(exist_ok=True)
        # the set whole or not at all: a failure or a Ctrl-C while the files are written
        # leaves none of them (a partial set would serve some groups' records only) and an
        # earlier set under --force as it was
        save_models_together([(m, path) for (_, path), m in zip(outs, models)])
    except SavedThenInterrupted:
        print(f"dpforest: interrupted once the {len(models)} model files were saved (the set "
              f"is whole: {str(Path(a.output))!r}); {booked}", file=sys.stderr)
        return 130
    except BaseException as e:
        for folder in made:
            with contextlib.suppress(OSError):
                folder.rmdir()          # made here and left empty
        _mark_unsaved(budget, models)   # none of the set was saved
        if isinstance(e, KeyboardInterrupt):
            print(f"dpforest: interrupted while the {len(models)} model files were written: "
                  f"none was saved (a per-group set is saved whole or not at all); {booked}",
                  file=sys.stderr)
            return 130
        if isinstance(e, (OSError, ValueError)):
            raise CLIError(f"the {len(models)} fitted models could not be saved ({e}): none "
                           f"was saved (a per-group set is saved whole or not at all); "
                           f"{booked}") from None
        raise
    print(f"fitted {len(models)} {type(model).__name__} models ({algo}), one per declared "
          f"category of {a.per_group!r}" + (" and one for its missing values"
                                             if outs[-1][0] is None else "")
          + f"; epsilon spent = {spent[0]:.6g} of {a.epsilon:g} for the whole set: each record "
          f"is in one group and read by that group's fit only, so the models together protect "
          f"it at one fit's epsilon (parallel composition), not one epsilon per group")
    for key, path in outs:
        print(f"  {'missing values' if key is None else repr(key)}: {path}")
    print("each model's ledger and group: dpforest show FILE"
          + (f" --register {algo} (a model file names no module to import)"
             if own is not None else ""))
    _fit_footer(a, budget)
    return 0


#: words of a column name that say it may identify a person (its name: the caller's
#: argument, public; words split at separators and camel case: PatientID, patient_id, pid)
_ID_WORDS = frozenset({"id", "ids", "pid", "uid", "patient", "person", "member", "customer",
                       "client", "user", "subject", "participant", "student", "employee",
                       "household"})


def _id_like(name) -> bool:
    words = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", str(name))
    return any(w.lower() in _ID_WORDS for w in words)


def _say_noisy_size(model, per_person: bool = False) -> None:
    """Under a budget that pins the schema, where the fit released a noisy size (its
    ``noisy_n_``, already in the model file): that size, so that a file whose records the
    schema mostly did not accept -- an Excel re-save in another encoding, every currency sign
    unreadable -- is seen at once (a walkthrough's fit read about 73 of some 4,600 records and
    said nothing).  The released figure and its noise only: no count of what was left out."""
    from .forests.base import released_size

    size = released_size(model)
    if size is None:
        return
    n, var = size
    # with --person the fit reads the rows kept per person (at most K each), fewer by design
    print(f"the fit read about {max(n, 0):.0f} records by its noisy size (noisy_n_, released with "
          f"the model; noise sd {math.sqrt(var):.0f}): "
          + ("the rows kept per person (at most --max-rows-per-person each) among those the "
             "pinned schema accepted" if per_person else
             "if the file holds far more, the pinned schema left most of them out -- check it "
             "with dpforest schema-check"))


def _fit_footer(a, budget) -> None:
    """The end of ``fit``'s summary: the budget's state (or that no budget keeps the sum), a
    word on a dropped column named like a person's id where no --person bound was given, and
    a note on a large ``--epsilon``."""
    if budget is not None:
        print(f"budget {a.budget}: {_budget_line(budget)}")
    else:
        # each command is its own process, so no fit can tell that another read these records
        print("dpforest: note: booked in no budget: every fit on these records adds its "
              "epsilon (fit again, and they have paid twice); `dpforest budget FILE --create "
              "--total E` and --budget FILE keep the sum and refuse past it", file=sys.stderr)
    # (--drop id,notes names two columns: the note names the id-like one, not the list)
    ids = [p for c in (getattr(a, "drop", None) or ()) for p in
           (q.strip() for q in str(c).split(",")) if p and _id_like(p)]
    if ids and getattr(a, "person", None) is None:
        print(f"dpforest: note: if {ids[0]!r} identifies a person with several rows, fit with "
              f"--person {ids[0]} --max-rows-per-person K: without it the guarantee is per "
              f"row, and a person with k rows is protected at k x epsilon", file=sys.stderr)
    if a.epsilon >= WEAK_EPSILON:
        # from the parameter alone: a data owner reading the summary should not miss it
        print(f"dpforest: note: epsilon {a.epsilon:g} bounds what the model tells about any one "
              f"record only by a factor e^{a.epsilon:g} (over 22,000 from epsilon 10): little "
              f"protection; see docs/epsilon.md", file=sys.stderr)


def _open_budget(path):
    """``PrivacyBudget.open(path)``, its problems as command-line errors."""
    from .privacy.accountant import PrivacyBudget

    try:
        return PrivacyBudget.open(path)
    except FileNotFoundError:
        raise CLIError(f"no budget file {str(path)!r}: make one with `dpforest budget "
                       f"{path} --create --total EPSILON`") from None
    except ValueError as e:
        # a model or schema file given as the budget: said so
        raise CLIError(wrong_kind(path, "budget") or str(e)) from None
    except OSError as e:
        raise CLIError(str(e)) from None


#: command-line options that change how a CSV file is read (argparse's names)
_LAYOUT_OPTIONS = ("sep", "na_values", "no_header", "header", "decimal", "thousands", "encoding",
                   "no_default_na", "columns", "comment", "amount_signs")


def _reading_options_given(a) -> list[str]:
    """The layout options given on the command line: how the analyst would read the file,
    which a budget refuses where it fixes the reading.  (--conform is not one: under a budget
    it reads each record on its own and never refuses, :func:`_conformed`.)"""
    return ["--" + o.replace("_", "-") for o in _LAYOUT_OPTIONS
            if getattr(a, o, None) not in (None, False, [], ())]


def _pinned_layout(a, budget, fmt: dict) -> dict:
    """``fmt``, or -- under a ``--budget`` with a pinned schema -- the layout stored in the
    budget when it was made, read one record per line (:func:`_one_record_per_line`).  The
    analyst's own reading options (any layout option, another schema file's layout, --conform)
    are refused before the data file is opened: read another way, a refusal to read a line or
    a column found in the header would answer questions about the records, at no ε.  (The
    budget is opened once, by the caller: a file switched between two opens must not pair an
    unpinned read with a pinned booking.)"""
    if budget is None or budget.schema is None:
        return fmt
    layout = budget._extra.get("csv_layout")
    if layout is None:
        raise CLIError(f"the budget {a.budget} pins a schema but no file layout (it was made in "
                       f"Python): fit through budget.fit in Python, or make the budget with "
                       f"`dpforest budget FILE --create --schema SCHEMA.json`")
    given = _reading_options_given(a)
    if given:
        raise CLIError(f"the budget {a.budget} pins the schema and its file's layout: the file is "
                       f"read as that schema file said: remove {', '.join(given)} (records that "
                       f"do not fit are left out; --conform is allowed, each record on its own)")
    return {**layout, **_one_record_per_line(a.data, layout.get("encoding"))}


def _one_record_per_line(path, encoding) -> dict:
    """The layout key that reads ``path`` one record per line (:data:`ONE_RECORD_PER_LINE`),
    as a budget that pins the schema reads it: a line that does not parse (an unclosed quote,
    a field too many, a byte that is not text) is left out on its own, as a record that does
    not fit the schema is, instead of refusing the file.  An archive only pandas opens (.zst,
    .tar) cannot be read line by line, nor a text in an ``encoding`` whose lines do not
    decode on their own (UTF-16, UTF-7, ISO-2022-JP: :func:`decodes_line_by_line`): refused
    from the file's name or the layout alone, before the file is opened."""
    if _opener(path) is None:
        raise CLIError(f"{str(path)!r}: a budget that pins the schema reads the file one record "
                       f"per line, which this archive format does not allow here; decompress "
                       f"it first (or use .gz, .bz2, .xz or .zip)")
    _refuse_line_unsafe_encoding(encoding, "the layout the budget sets")
    return {ONE_RECORD_PER_LINE: True}


def _refuse_line_unsafe_encoding(encoding, whose: str) -> None:
    """Refuse an encoding a file cannot be read one record per line in
    (:func:`decodes_line_by_line`), from its name alone."""
    if not decodes_line_by_line(encoding):
        raise CLIError(f"{whose} declares encoding {encoding!r}, in which one record's bytes can "
                       f"change how the lines after it decode (an odd byte in UTF-16, an open "
                       f"shift in ISO-2022, a '+' in UTF-7), so a file in it cannot be read one "
                       f"record per line, as a pinned fit and every evaluate --budget read "
                       f"theirs: convert the file to UTF-8 and "
                       f"declare 'utf-8' (or one of the single- or double-byte code pages such "
                       f"as cp1252, latin-1, cp932, gb18030, big5).  Nothing was read.")


def _saved_layout(fmt: dict, **more) -> dict:
    """``fmt`` as a model carries it, with ``more`` (target, drop): without
    :data:`ONE_RECORD_PER_LINE`, which says how this run read its file, no layout option a
    model file may hold (predict and evaluate read new files their own way); ``amount_signs``
    only where set (a key 0.6.46 and earlier do not know: their model files are read by every
    version, a layout that needs the option by those that have it)."""
    return {**{k: v for k, v in fmt.items() if k != ONE_RECORD_PER_LINE
               and not (k == "amount_signs" and not v)}, **more}


@contextlib.contextmanager
def _pinned_reading(pinned: bool, path):
    """Under a budget that sets the file's layout (a pinned ``fit --budget``, any ``evaluate
    --budget``), every refusal to read the data file -- whatever the reason: a header without
    the target or the --person column, a header that does not parse -- is one fixed message, so
    the refusal answers one question about the header (does it follow the layout?), not which
    of them failed.  The owner's ``schema-check`` says which.  The records themselves never
    refuse there: such a file is read one record per line (:func:`_one_record_per_line`), a
    line that does not parse left out on its own."""
    if not pinned:
        yield
        return
    try:
        yield
    except CLIError:
        raise CLIError(f"cannot read {str(path)!r} with the layout the budget sets (its schema "
                       f"file's, or the plain one): the file does not follow it somewhere, which "
                       f"is said this one way whatever the reason; the data owner's `dpforest "
                       f"schema-check` says what.  (Common causes: a column the schema does "
                       f"not declare, such as an id kept by `dpforest split`: pass --drop COL "
                       f"for it; a column the command needs that the file lacks, such as the "
                       f"target column for fit and evaluate.)  Nothing was booked.") from None


def _mark_unsaved(budget, model) -> None:
    """The budget's log says the fit of ``model`` (or of a per-group list) was never written to
    a file (its epsilon stays booked); a budget file that cannot be written now leaves the
    release as booked, the error about the model file being the one to report."""
    if budget is None:
        return
    with contextlib.suppress(Exception):
        budget._mark_unsaved(model)


def _booked_run(a, budget, planned: float, what: str, run, booked, tail: str,
                note: str | None = None, model=None, watch: list | None = None):
    """``run()`` reserved in ``budget`` (checked again, under the file's lock) and booked at
    ``booked()`` (:meth:`PrivacyBudget._run`, with ``note`` for its log, ``model``, the
    fitted model the release links to, or a list of them, and ``watch``, a list ``run()``
    adds to once it has read records, so that a failure after keeps the reservation), its
    problems as command-line errors."""
    from .privacy.accountant import BudgetExceededError, BudgetFileError

    def guarded():
        try:
            return run()
        except BudgetExceededError as e:
            # a model's own ledger refusing a query past its epsilon: an internal error, as
            # without --budget, never read below as the budget file's refusal (exit status 4
            # tells a scheduled job to stop)
            raise RuntimeError(f"the release overran its own epsilon: {e}") from e

    try:
        return budget._run(planned, what, guarded, booked, tail=tail, note=note, model=model,
                           watch=watch)
    except BudgetExceededError as e:    # another process spent it since the first check
        raise BudgetExhaustedError(str(e)) from None
    except BudgetFileError as e:        # the budget file damaged meanwhile
        raise CLIError(f"--budget {a.budget}: {e}") from None


def _budget_plan(a, budget, per_person: bool, person_total, row_eps: float, what: str,
                 tail: str) -> float:
    """What a release spends in ``budget``'s unit (:func:`person_release_cost` with
    ``--person``), checked against what is left before any record is read."""
    from .privacy.accountant import BudgetExceededError, person_release_cost

    if budget.unit == "person" and not per_person:
        raise CLIError(f"the budget {a.budget} counts epsilon per person: pass --person and "
                       f"--max-rows-per-person (a person with k records pays k x epsilon)")
    planned = (person_release_cost(budget.unit, person_total, row_eps) if per_person
               else row_eps)
    try:
        budget.check(planned, what)
    except BudgetExceededError as e:
        raise BudgetExhaustedError(f"{e} {tail}") from None
    return planned


def _fit_budget(a, budget, model, algo: str, per_person: bool):
    """What this fit will spend in ``budget``'s unit (None without a budget), checked before
    any record is read."""
    from .privacy.accountant import _planned_epsilon

    if budget is None:
        return None
    try:
        budget._check_schema(model)
    except ValueError as e:
        raise CLIError(f"--schema {a.schema}: {e}") from None
    # a paper's own accounting can spend more than --epsilon: its recipe says so from the
    # public parameters alone
    spent_row = _planned_epsilon(model)
    person_total = (max(float(a.epsilon), a.max_rows_per_person * spent_row) if per_person
                    else None)
    return _budget_plan(a, budget, per_person, person_total, spent_row, f"this fit ({algo})",
                        "Nothing was read or fitted.")


def _budget_line(budget) -> str:
    if budget.total is None:
        return f"{budget.spent:g} spent per {budget.unit}, no limit set"
    return f"{budget.spent:g} of {budget.total:g} spent per {budget.unit}, {budget.remaining:g} left"


def cmd_budget(a) -> int:
    """Make, show or book into a privacy-budget file (dpforest.PrivacyBudget): the ε granted
    for one data set and every release spent from it."""
    from .privacy.accountant import BudgetExceededError, PrivacyBudget

    if a.create:
        if a.spend is not None:
            raise CLIError("--create makes an empty budget: book a release with --spend afterwards")
        if a.schema_out is not None:
            raise CLIError("--schema-out writes the schema an existing budget pins (--schema "
                           "with --create pins one)")
        if (a.total is None) == (not a.no_limit):
            raise CLIError("--create needs the total granted, --total EPSILON (or --no-limit for "
                           "a budget that only records what is spent)")
        pinned = layout = None
        if a.schema is not None:
            pinned, _, layout = load_schema_file(a.schema)
            # the budget's files are read one record per line: an encoding that cannot be is
            # said when the budget is made, not at its first fit
            _refuse_line_unsafe_encoding((layout or {}).get("encoding"),
                                         f"the schema file {a.schema}")
        try:
            budget = PrivacyBudget(a.total, unit=a.unit, path=a.file, name=a.name, schema=pinned,
                                   _layout=None if layout is None else
                                   json.loads(json.dumps(layout, default=str)))
        except FileExistsError:
            raise CLIError(f"{a.file} exists: a new budget never overwrites one (show it with "
                           f"`dpforest budget {a.file}`)") from None
        except (ValueError, TypeError) as e:
            # the option the message is about (the library names its argument first), and
            # the library's "None" in the command line's words
            said = str(e).replace("(or None: no limit, only a record)",
                                  "(or --no-limit: a budget that only records what is spent)")
            if repr(str(a.file)) in said or "lock file name" in said:   # the path, not an option
                raise CLIError(said) from None
            option = next((f"--{w}" for w in ("total", "unit", "name") if said.startswith(w)),
                          "--total / --unit / --name")
            raise CLIError(f"{option}: {said}") from None
        if pinned is not None:
            # said when it can still be changed: every pinned read uses this layout, and the
            # layout options are refused on the command line from now on
            lay = layout or {}
            print(f"dpforest: note: this budget reads every data file one way: separator "
                  f"{lay.get('sep', ',')!r}, decimal mark {lay.get('decimal', '.')!r}, "
                  f"encoding {lay.get('encoding') or 'utf-8'} (the schema file's layout; "
                  f"--sep, --decimal, --encoding ... are refused with --budget).  To read "
                  f"files of another layout, set it in the schema file and make the budget "
                  f"again", file=sys.stderr)
    else:
        if a.total is not None or a.name is not None or a.unit != "record" or a.no_limit \
                or a.schema is not None:
            raise CLIError("--total, --no-limit, --unit, --name and --schema describe a new "
                           "budget: pass --create (an existing budget's total is not changed "
                           "from the command line)")
        budget = _open_budget(a.file)
        if a.schema_out is not None:
            if a.spend is not None:
                raise CLIError("--schema-out writes the pinned schema; book a release (--spend) "
                               "in a run of its own")
            return _write_pinned_schema(a, budget)
        if a.spend is not None:
            if not a.what:
                raise CLIError("--spend needs --what TEXT: what was released (the log is read by "
                               "whoever checks the budget)")
            try:
                budget.spend(a.spend, a.what)
            except BudgetExceededError as e:
                raise BudgetExhaustedError(str(e)) from None
            except ValueError as e:
                raise CLIError(f"--spend: {e}") from None
    over = budget.over
    if a.json:
        from .privacy.accountant import _json_epsilon

        print(json.dumps({"file": str(a.file), "name": budget.name, "unit": budget.unit,
                          "total": budget.total, "spent": _json_epsilon(budget.spent),
                          "remaining": None if budget.total is None else
                          round(budget.remaining, 12),
                          "over_budget": over, "schema_digest": (budget.schema or {}).get("digest"),
                          "releases": [{**r, "epsilon": _json_epsilon(r["epsilon"])}
                                       for r in budget.releases]}, indent=1))
    else:
        print(budget.report())
    # an auditor's script can test it: more booked than the total (a total lowered by hand)
    return 3 if over else 0


def _write_pinned_schema(a, budget) -> int:
    """``dpforest budget FILE --schema-out SCHEMA.json``: the schema the budget pins, with the
    file layout it stores, as a schema file ``fit --budget FILE`` takes (the data owner's
    public declaration: nothing of the records).  Refused where the budget pins none."""
    if budget.schema is None:
        raise CLIError(f"the budget {a.file} pins no schema: fit with any schema file")
    out = Path(a.schema_out)
    _refuse_overwrite(out, a.force, a=a)
    doc = dict(budget.schema["declaration"])
    layout = budget._extra.get("csv_layout") or {}
    doc.update({k: v for k, v in layout.items()
                if k in DEFAULT_CSV_FORMAT and v != DEFAULT_CSV_FORMAT[k]})
    out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}: the schema the budget {a.file} pins (digest "
          f"{budget.schema['digest'][:8]}) and its file layout; name the label column with "
          f"--target when you fit (the budget does not record it)")
    return 0


def _row_epsilon_arg(epsilon: float, max_rows: int) -> float:
    """The ε per row for ``--epsilon`` and ``--max-rows-per-person`` (fit and evaluate alike),
    or the refusal naming the option."""
    from .contributions import row_epsilon

    try:
        per_row = row_epsilon(epsilon, max_rows)
    except ValueError as e:
        raise CLIError(f"--max-rows-per-person: {e}") from None
    _check_epsilons([per_row], "--epsilon / --max-rows-per-person (the epsilon per row)")
    return per_row


def _person_ids(path, fmt, person, whole=True, option="--person", expected=(), target=None):
    """The file's ``person`` column read as text, row for row as ``read_csv`` reads the
    records (ids are compared as written: '7' and '7.0' are two people).  ``whole=False``: the
    caller has read the file whole with ``read_csv`` already, which refused a row with a field
    too many (a read of some columns passes it), so that only this column is read.  A column
    the file lacks is refused as every option's column is (:func:`absent_column`: ``option``
    named, the header's closest other name offered where ``expected``, the schema's features,
    are all in it)."""
    frame = _read_frame(_data_file(path), fmt, dtype={person: str},
                        usecols=None if whole else [person])
    frame.columns = [str(c) for c in frame.columns]
    if person not in frame.columns:
        raise absent_column(option, person, frame.columns, path, fmt, expected, target)
    return frame[person].to_numpy(dtype=object)


def _ids_of(ids, X):
    """The ids of ``X``'s records: X's index holds their positions in the file (read_csv's),
    also after ``--conform`` left out unlabelled records (:func:`_labelled`)."""
    import numpy as np

    return ids[np.asarray(X.index, dtype=np.intp)]


def _bounded_per_person(path, fmt, person, X, y, max_rows, keep=None):
    """``(X, y)`` with at most ``max_rows`` rows per value of the file's ``person`` column
    (:func:`dpforest.contributions.bound_rows_per_person`), the ids read as text, row for row
    as ``read_csv`` read the records.  ``keep`` (a budget that pins the schema): the rows to
    keep before the bound, and rows without an id are left out too, each on its own, instead
    of refusing the file."""
    from .contributions import bound_rows_per_person

    ids = _ids_of(_person_ids(path, fmt, person), X)
    if keep is not None:
        from .privacy.record_filter import _rows, _usable_ids

        have = keep & _usable_ids(ids)
        X, y, ids = _rows(X, have), _rows(y, have), ids[have]
    try:
        kept_X, kept_y = bound_rows_per_person(X, y, ids, max_rows)
    except ValueError as e:     # missing ids, or lengths that disagree: no value, no count
        raise CLIError(f"--person column {person!r}: {e}") from None
    return kept_X, kept_y


def cmd_split(a) -> int:
    """Write a CSV's records into a training file and a test file, each record's side decided by
    a keyed hash of the public seed and the record itself (or its --group id):
    :func:`dpforest.model_selection.train_test_split`, so a fit on one file and a private
    evaluation on the other compose in parallel.  A data-owner step: it reads and writes the
    records, releasing nothing (no count is printed)."""
    schema, target, fmt = load_schema_file(a.schema)
    fmt = _csv_format_from_args(a, fmt)
    target = _chosen_target(a.target, target, "the schema file's")
    if not target:
        raise CLIError("name the label column with --target COL (or 'target' in the schema file)")
    if not 0 < a.test_size < 1:
        raise CLIError(f"--test-size must be a share in (0, 1) (each record's chance of going to "
                       f"the test file), got {a.test_size:g}")
    outs = [Path(a.train), Path(a.test)]
    if outs[0].resolve() == outs[1].resolve() or Path(a.data).resolve() in [o.resolve() for o in outs]:
        raise CLIError("--train, --test and the data file must be three different files")
    for o in outs:
        _refuse_overwrite(o, a.force, a=a)
    group = a.group
    drop = list(a.drop or ())
    if group is not None:
        if group == target or group in schema.feature_names:
            raise CLIError(f"--group column {group!r} is the target or a declared feature; the "
                           f"id column must be neither")
        columns = [str(c) for c in _file_columns(_data_file(a.data), fmt)]
        if group not in columns:
            raise absent_column("--group", group, columns, a.data, fmt, schema.feature_names,
                                target)
    # the stages named as they start (a 2.5 M-row file took half a minute without a word);
    # their names only: a count of records would be a statistic of the file
    with _Stages(a, ("reading the CSV", "checking it against the schema",
                     "reading the records as written", "writing the two parts")) as stages:
        return _split_in_stages(a, schema, fmt, target, outs, group, drop, stages)


def _raw_text_frame(data, fmt):
    """The records as the file spells them (every field as text: "007" stays "007", an empty
    field stays empty), read row for row as ``read_csv`` read them."""
    return _read_frame(_data_file(data), fmt, dtype=str,
                       na={c: set() for c in _file_columns(data, fmt)})


def _split_in_stages(a, schema, fmt, target, outs, group, drop, stages) -> int:
    """The reading, checking and writing of :func:`cmd_split`, each stage begun on ``stages``."""
    import pandas as pd

    from .io import write_bytes_atomically
    from .model_selection import train_test_split

    X, y = read_csv(a.data, schema, target, fmt=fmt, require_target=True, drop=drop,
                    drop_if_present=[group] if group is not None else ())
    stages.next()
    X = _conformed(schema, X, a)
    # positions in the file, kept through --conform's leaving out of unlabelled records: the
    # parts are written from the file's own rows at these positions
    X, y = _labelled(X.reset_index(drop=True), y.reset_index(drop=True), a)
    _check_against_schema(schema, X, y, fmt, target=target, conform_hint="fit on")
    ids = None if group is None else _ids_of(_person_ids(a.data, fmt, group, whole=False,
                                                         option="--group"), X)
    frame = None
    if ids is None and (getattr(a, "conform", False) or drop):
        # conformed, lines that differ in the file (ages 150 and 300 read as the bound 100, two
        # unknown categories as missing) would be copies of one record, their sides ranked by
        # position, so one added line could move another; so would lines that differ only in
        # a --drop column, which the parts still hold (a later reading of that column would see
        # one added line move many): each line is keyed by its own text as the file spells it
        # (and its rank among identical lines), as a group of its own
        frame = _raw_text_frame(a.data, fmt)
        text = frame.iloc[X.index].fillna("").astype(str)
        # (no record left: pandas' agg of no rows gives a frame, not the Series of lines)
        line = text.agg("\x1f".join, axis=1) if len(text) else pd.Series([], dtype=object)
        ids = (line + "\x1e" + line.groupby(line).cumcount().astype(str)).to_numpy(dtype=object)
    if a.random_state is None:
        import secrets

        # drawn, and printed below: the split can be repeated, and a nested split given another
        a.random_state = secrets.randbits(31)
    try:
        parts = train_test_split(X, y, schema=schema,
                                 test_size=a.test_size, groups=ids, random_state=a.random_state)
    except ValueError as e:       # missing group ids: no value, no count
        raise CLIError(f"--group column {group!r}: {e}") from None
    # the parts' row positions only from here: the records as read for the check go before
    # the text of every field is read (the command's largest frame)
    rows = (parts[0].index, parts[1].index)
    del X, y, ids, parts
    stages.next()
    if frame is None:
        frame = _raw_text_frame(a.data, fmt)
    stages.next()
    sep = fmt["sep"] if len(fmt["sep"]) == 1 else ","
    enc = fmt.get("encoding") or "utf-8"
    # the first line's ending where it is the header (layout); without a header that line is
    # a record, whose ending would reach the other part's file: "\n" then
    eol = _line_ending(_data_file(a.data)) if fmt.get("header", True) else "\n"
    # a header field that is empty in the file (R's row-name column, Excel's trailing ';;')
    # stays empty, not pandas' 'Unnamed: 0', which no schema names: the parts read as the file
    blank = set(frame.attrs.get("empty_header", ()))
    frame.columns = ["" if c in blank else c for c in frame.columns]
    for part, out in zip(rows, outs):
        try:
            blob = frame.iloc[part].to_csv(None, index=False, sep=sep, lineterminator=eol,
                                           header=bool(fmt["header"])).encode(enc)
        except UnicodeEncodeError:
            raise CLIError(f"the records cannot be written in encoding {enc!r}") from None
        write_bytes_atomically(out, blob, like=_data_file(a.data))
    whose = "record's" if group is None else f"{group!r} group's"
    stages.close()        # (the bar off the terminal before the report is printed)
    print(f"wrote the training records to {str(outs[0])!r} and the test records to "
          f"{str(outs[1])!r}, each {whose} side decided by itself and the seed "
          f"{a.random_state} (--random-state {a.random_state} repeats it; split a part again "
          f"with another seed; --test-size {a.test_size:g}; no counts printed: they are "
          f"statistics of the records)")
    return 0


def cmd_schema_check(a) -> int:
    """Data-owner tool: list every value of DATA that does not fit the schema (NOT private)."""
    from .io import ModelFileError, load_model
    from .schema import Schema

    drop, stored = list(a.drop or ()), []
    try:
        # a model file works too: whoever holds only the model checks a file against its
        # schema and reads it with the layout the fit kept (its dropped columns included)
        model = load_model(a.schema)
    except (ModelFileError, OSError):
        schema, target, fmt = load_schema_file(a.schema)
    else:
        declared = getattr(model, "schema", None)
        schema = declared if isinstance(declared, Schema) else model.schema_
        fmt = dict(getattr(model, "csv_format_", None) or DEFAULT_CSV_FORMAT)
        target = fmt.pop("target", None)
        fmt.pop("person_bound", None)
        stored = [c for c in fmt.pop("drop", None) or () if c not in drop]
    fmt = _csv_format_from_args(a, fmt)
    target = _chosen_target(a.target, target, "the schema's")
    X, y = read_csv(a.data, schema, target, fmt=fmt, require_target=a.target is not None,
                    drop=drop, drop_if_present=stored, name_extra=True)
    report = schema.check(X, y)
    print(report, flush=True)
    if X.attrs.get("left_out_unnamed"):
        # left out by every command, as schema-template says: said here too, so a file whose
        # header lost a name is not read as checked whole
        print(f"left out {X.attrs['left_out_unnamed']} column(s) whose header field is empty "
              f"(a trailing separator, or R's row names?): no command reads them", flush=True)
    if target is not None and y is None:
        # a file without the schema's target passes as records to predict, but fit refuses
        # it: said, so that "the data fit the schema" is not read as "ready for fit"
        print(f"no target column {target!r} in the file: its labels were not checked "
              f"(predict reads such a file; fit needs the column, or --target COL)", flush=True)
    # on a line of its own: in a terminal stderr would continue the report's last line
    print("\n(this report reads the raw records and is not differentially private: keep it with "
          "the data)", file=sys.stderr)
    return 0 if report.ok else 1


#: --sha256 of the commands that load a model file
_SHA256_HELP = ("the sha256 the model file's bytes must have (64 hex digits: `sha256sum FILE`, "
                "or the 'file sha256' line of `dpforest show` where the model was made; not the "
                "\"sha256\" field inside the file, a checksum of its payload): another file, "
                "or one edited since, is refused before it is read")


#: the model argument of predict and evaluate
_MODEL_OR_SET_HELP = ("a model file, or the folder of a per-group set (fit --per-group COL -o "
                      "FOLDER/): each record is then predicted by its own group's model")

#: --register of the commands that load a model file
_REGISTER_HELP = ("an estimator class of your own (docs/extending.md) whose model files this "
                  "command may read: MODULE:CLASS, the module importable from the working "
                  "directory; repeatable.  A model file never names code to import: only this "
                  "option does")


def _load(path, sha256: str | None = None, register=None):
    import warnings

    from .io import ModelFileError, load_model

    if sha256 is not None and not re.fullmatch(r"[0-9a-fA-F]{64}", sha256):
        raise CLIError("--sha256 takes the model file's hash as 64 hexadecimal digits (the "
                       "sha256 of its bytes, as `sha256sum FILE` and dpforest show print it)")
    _register_own(register)
    try:
        with warnings.catch_warnings():
            # said below in the command line's own words
            warnings.filterwarnings("ignore", message=".*NOISELESS test mode")
            model = load_model(path, sha256=sha256)
    except FileNotFoundError:
        raise CLIError(f"model file {str(path)!r} not found") from None
    except ModelFileError as e:
        # a schema or budget file given as the model: said so (dpforest's own files only)
        raise CLIError(wrong_kind(path, "model") or str(e)) from None
    except OSError as e:
        raise CLIError(str(e)) from None
    if getattr(model.ledger_, "noiseless", False):
        # a test-mode model carries no privacy noise: whoever uses it must be told
        print(f"dpforest: warning: {str(path)!r} was fitted in the NOISELESS test mode: it is "
              f"NOT private, whatever its epsilon reads", file=sys.stderr)
    return model


def _load_model_arg(a):
    """The model ``predict`` and ``evaluate`` serve: one model file, or a folder of one
    per-group set (``fit --per-group COL -o FOLDER/``), served as one model that predicts each
    record with its own group's model (:class:`_GroupSet`)."""
    sha256, register = getattr(a, "sha256", None), getattr(a, "register", None)
    if not Path(a.model).is_dir():
        return _load(a.model, sha256, register)
    if sha256 is not None:
        raise CLIError(f"--sha256 checks one model file; {str(a.model)!r} is a folder of "
                       f"models: check each file's hash (dpforest show FILE prints it) and give "
                       f"the folder without --sha256")
    return _GroupSet.load(a.model, register)


class _GroupSet(GroupModels):
    """The models of one per-group set, from a folder, served as one model: the Python API's
    :class:`dpforest.GroupModels` (each record predicted by its own group's model, the set
    checked when loaded from public facts only), read with the command's own loader (its
    warnings per file, ``--register``), each file's hash kept as it was loaded (compared again
    when a private evaluation reports them), its refusals said as command-line errors.  Adds
    what ``predict`` and ``evaluate`` read of a model beside GroupModels' own: ``group_``
    (what a private evaluation's facts report of the set), ``name``, ``files``, ``models``
    (in the files' order), ``digests``, and ``_sorted_proba``."""

    @classmethod
    def load(cls, folder, register=None) -> "_GroupSet":
        files = model_files(folder)
        if not files:
            raise CLIError(f"{str(folder)!r} is a folder holding no model file (*.json, "
                           f"*.json.gz): give a model file, or the folder `dpforest fit "
                           f"--per-group COL -o FOLDER/` wrote")
        # each file's hash as it is loaded: compared again when a private evaluation reports it
        digests = {f.name: _file_sha256(f) for f in files}
        models = [_load(f, None, register) for f in files]
        s = cls._from_members(models, [f.name for f in files], folder=folder, files=files,
                              models=models, digests=digests)
        # what a private evaluation's facts report of the model's group: the set's column
        s.group_ = {"column": s.column, "groups": len(models)}
        return s

    def _refuse(self, why: str, names) -> None:
        raise CLIError(f"{str(self.folder)!r} is not one per-group set: {why} "
                       f"({', '.join(names)}); serve it file by file")

    def _no_model(self, category) -> None:
        raise CLIError(
            f"{str(self.folder)!r} holds no model of the group "
            f"{_group_words(self.column, category)}, and records of "
            f"that group are given: their model file is not in the folder (fit the set "
            f"again, or leave those records out). Nothing was written.")

    @property
    def _by_code(self) -> dict:
        return self._routing().by_code

    @property
    def _names(self) -> dict:
        return self._routing().names

    def _sorted_proba(self, X):
        import numpy as np

        return self._routed(X, lambda m, part: _probabilities(m, part, False),
                            np.zeros((len(X), len(self.classes_))))

    @property
    def name(self) -> str:
        kinds = sorted({type(m).__name__ for m in self.models})
        return f"per-group set of {'/'.join(kinds)}"


def _model_name(model) -> str:
    """The model's name in an evaluation's output: its class, or a per-group set's."""
    return model.name if isinstance(model, _GroupSet) else type(model).__name__


#: from this epsilon on, ``dpforest fit`` notes that the guarantee is weak (e^10 > 22,000);
#: forests.base.WEAK_EPSILON's value, kept here so that the command line starts without
#: importing the estimators
WEAK_EPSILON = 10.0

#: declared categories listed per column by ``dpforest show`` (all with --all)
SHOW_CATEGORIES = 30


def _declared_number(v) -> str:
    """A declared bound or cut in full, as the release statement writes it (30, 1000000,
    140015.49): %g's six digits would print 140015.49 as 140015, hiding the decimals that show
    a bound copied from a record."""
    from .statement import declared_text

    return declared_text(float(v))


def _selection_refitted(ledger) -> bool:
    """Whether a model selection's ledger (a chosen model's ``ledger_``) books a refit of the
    winner: by the records its entries read, not by their wording.  The selection books each
    candidate's fit on its own part (``train k``) and the comparison on the validation part;
    the refit alone reads all the records, an entry without a partition
    (:mod:`dpforest.model_selection`, step 4), as saved model files of every version hold it."""
    return any(e.scope.partition is None for e in ledger.entries)


def cmd_show(a) -> int:
    """What a model file holds, for whoever checks it: estimator, ε and its ledger, the
    schema's columns and domains (with the grid cuts the fit bought with charged queries), the
    trees' size; reads no data."""
    from .io import printable
    from .privacy.ledger import run_caveat
    from .schema import _boolean_categories

    if Path(a.model).is_dir():
        return _show_set(a)
    model = _load(a.model, getattr(a, "sha256", None), getattr(a, "register", None))
    led = model.ledger_
    writer = getattr(model, "_written_by", None)
    budget_file, disclose = getattr(a, "budget", None), getattr(a, "disclose", None)
    booked, not_booked = getattr(a, "booked_as", None), getattr(a, "not_booked", False)
    if (booked is not None or not_booked) and not budget_file:
        raise CLIError("--booked-as and --not-booked go with --budget")
    if booked is not None and (not_booked or booked < 1):
        raise CLIError("--booked-as takes a release's number from 1 (not with --not-booked)")
    if getattr(a, "json", False) and getattr(a, "markdown", False):
        # one statement a call: the Markdown one was dropped without a word
        raise CLIError("--json and --markdown each print the release statement: give one of them")
    if (getattr(a, "json", False) or getattr(a, "markdown", False)) and any(
            getattr(a, k, None) is not None for k in ("tree", "plot_tree", "tree_depth")):
        raise CLIError("--tree, --plot-tree and --tree-depth go without --json and --markdown")
    if getattr(a, "json", False) or getattr(a, "markdown", False):
        from .statement import release_statement, statement_markdown

        budget = _open_budget(budget_file) if budget_file else None
        if booked is not None and booked > len(budget.releases):
            # (the statement's own refusal counts releases from 0, as booked_as= does)
            raise CLIError(f"--booked-as {booked}: the budget has {len(budget.releases)} "
                           f"release{'s' * (len(budget.releases) != 1)}")
        try:
            statement = release_statement(
                model, a.model, budget=budget,
                disclosures=disclose or (),
                booked_as=False if not_booked else None if booked is None else booked - 1)
        except (ValueError, TypeError) as e:
            # the statement counts releases from 0 (booked_as=), the option from 1
            raise CLIError(re.sub(r"budget\.releases\[(\d+)\]",
                                  lambda g: f"release {int(g.group(1)) + 1}", str(e))) from None
        print(json.dumps(statement, ensure_ascii=True) if a.json else
              statement_markdown(statement, queries=a.ledger), end="\n" if a.json else "")
        return 0
    if budget_file or disclose:
        raise CLIError("--budget and --disclose go with --json or --markdown (the release "
                       "statement)")
    tree, picture = _tree_view(a, model)
    print(f"{type(model).__name__} (epsilon parameter {model.epsilon:g}; written by "
          f"{'an unknown dpforest version' if writer is None else 'dpforest ' + printable(writer)})")
    if getattr(model, "accounting", None) == "paper" and \
            led.epsilon > float(model.epsilon) * (1 + 1e-9):
        # the ledger's figure is the true one, but a checker must know it is not the parameter
        hyp = getattr(model, "_paper_accounting_hypothesised", False)
        print(f"fitted with accounting='paper': {'our hypothesised reading of ' if hyp else ''}"
              f"its paper's own accounting, reproduced for comparison; the ledger below "
              f"composes the epsilon it truly spent ({led.epsilon:.6g}), not the epsilon "
              f"parameter")
    caveat = run_caveat(getattr(led, "fitted_in", None))
    if caveat is not None:
        # before the ledger's figures, which a checker would otherwise read as the guarantee
        print(f"NOT A GUARANTEE OF WHAT WAS RELEASED: {printable(caveat)}")
    if getattr(model, "selection_epsilon_", None) is not None:
        # (without a refit, refit_share=0, the parameter is the share a candidate was fitted
        # with: "the refit's share" named a fit that never ran)
        refit = _selection_refitted(led)
        print("the model a private model selection chose: its ledger is the whole selection's "
              f"(candidates, comparison{', refit' if refit else ''}), so it can read more than "
              f"the epsilon parameter, which is "
              + ("the refit's share" if refit else "the share each candidate was fitted with "
                 "(no refit)"))
    group = getattr(model, "group_", None)
    if group is not None:
        # a per-group fit's model describes its group's records only; that it was booked with
        # the other groups' models at one epsilon is the budget's to say, not the file's (a
        # file can claim a group it was not fitted on: the budget's statement checks it)
        cat = group["category"]
        print(f"fitted on one group only, as the file records: the records whose "
              f"{printable(group['column'])!r} is "
              + ("missing" if cat is None else repr(printable(cat)) if isinstance(cat, str)
                 else printable(cat))
              + " (a model of PrivacyBudget.fit_per_group, which books the groups' models "
                "together at one epsilon; the release statement with --budget shows whether "
                "this one was; serve it for that group only)")
    # the unit of the guarantee, which the ledger cannot show, first: the ledger's figures
    # below are per row, and a checker must not take them for a guarantee per person
    bound = _person_bound(model)
    if bound is not None:
        print(_person_line(bound, led.epsilon) + "; the ledger below is the noise's epsilon per "
              "kept row, and per record (a row added or removed) the guarantee is twice it, "
              f"{2 * float(led.epsilon):.6g}: one more row can push out another kept row of its "
              "person")
    else:
        print(f"unit: one row (record) of the training file; a person with k rows is protected "
              f"at k x {led.epsilon:.6g} (no rows-per-person bound was recorded with this model; "
              f"docs/privacy.md, 'Rows, not people')")
    # names and query labels come from the file: control characters shown, not obeyed
    print("\n".join(printable(line) for line in led.report().splitlines()))
    if getattr(a, "ledger", False):
        # every charged query (the summary above groups them by kind): what a checker adds up
        # along one record's path to see the composed figure
        print(f"every charged query ({len(led.entries)}; queries on disjoint records compose "
              f"in parallel, so the column sums to more than the composed epsilon):")
        _print_queries(led)
        own = getattr(model, "fit_ledger_", None)
        if own is not None:
            # a selected model: its trees' own queries, booked above as one entry of the fit
            print(f"the chosen model's own fit, booked above as one entry (composed epsilon "
                  f"{own.epsilon!r}; records: those that fit read), every charged query "
                  f"({len(own.entries)}):")
            _print_queries(own)
    # sizes the user declared public: the fit spent nothing on them, so a checker must know
    # they were given, and that the file holds them as given
    params = model.get_params(deep=False)
    for name, what in (("n_samples", "the number of training records"),
                       ("n_max", "a bound on the number of records")):
        v = params.get(name)
        if v is not None:
            print(f"declared public: {name} = {printable(v)} ({what}, given by whoever fitted "
                  f"as public, not a noisy release: no epsilon was spent on it, and the file "
                  f"holds it as given -- if it is the training file's exact size, that size is "
                  f"released; docs/epsilon.md, 'What is not protected')")
    sch = model.schema_
    print(f"schema: {sch.n_features} feature{'s' * (sch.n_features != 1)}, classes "
          f"{list(sch.classes)}")
    declared = getattr(model, "schema", None)
    from .schema import reads_numbers

    regridded = False
    for f in sch.features:
        if reads_numbers(f):
            extra = ""
            if declared is not None and f.name in declared.feature_names:
                own = declared.features[declared.feature_names.index(f.name)]
                used, given = f.edges(sch.n_bins), own.edges(declared.n_bins)
                if used.tolist() != given.tolist():
                    # edges() are interior cuts; the grid may differ by the estimator's own
                    # public rules (its bin count, multi-scale cuts) or by charged histograms
                    extra = (f"; the fit's grid has {len(used)} cuts, the declared one "
                             f"{len(given)} (*)")
                    regridded = True
            cuts = getattr(own if declared is not None and f.name in declared.feature_names
                           else f, "cuts", None)
            # declared cut points are schema values a checker should see, like categories
            listed = (f"; declared cuts [{', '.join(_declared_number(c) for c in cuts)}]"
                      if cuts is not None and len(cuts) else "")
            whole = (", whole numbers (each stored cut c is used as floor(c) + 0.5, between "
                     "two of them)" if getattr(f, "integer", False) else "")
            print(f"  {printable(f.name)}: numeric [{_declared_number(f.lower)}, "
                  f"{_declared_number(f.upper)}]{whole}"
                  f"{', missing allowed' if f.allow_missing else ''}{listed}{extra}")
        else:
            # every declared category shown (up to SHOW_CATEGORIES): the checker can then see
            # that none is a value copied from a record
            # json.dumps escapes only controls below U+0020: C1 controls (U+009B is an 8-bit
            # CSI), bidi overrides and line separators from the file go through printable too
            cats = [printable(json.dumps(c, ensure_ascii=False, default=str)) for c in f.categories]
            more = (f", ... and {len(cats) - SHOW_CATEGORIES} more (dpforest show --all)"
                    if len(cats) > SHOW_CATEGORIES and not getattr(a, "all", False) else "")
            listed = cats if getattr(a, "all", False) else cats[:SHOW_CATEGORIES]
            # a True/False column named as the schema's own summary names it
            kind = ("ordinal, {} declared levels, lowest first" if f.kind == "numeric" else
                    "boolean, {} declared categories" if _boolean_categories(f) else
                    "categorical, {} declared categories").format(len(f.categories))
            print(f"  {printable(f.name)}: {kind}"
                  f"{', missing allowed' if f.allow_missing else ''}: [{', '.join(listed)}{more}]")
    if regridded:
        # said once, not on each of a wide table's refined columns
        print("  (*) the fit's grid follows the estimator's public grid rules, and charged "
              "histograms where the ledger lists them")
    layout = dict(getattr(model, "csv_format_", None) or {})
    if layout:
        # the user's own words, stored for predict/evaluate; shown so that a checker can see
        # that none is a record's value (a label_map key copied from a misspelt label, say)
        shown = {k: v for k, v in layout.items()
                 if k in ("target", "drop") or v != DEFAULT_CSV_FORMAT.get(k, v)}
        print("CSV layout kept for predict/evaluate (text written by the user: check that no "
              "value is a record's): " + (", ".join(
                  f"{k} {printable(json.dumps(v, ensure_ascii=False))}"
                  for k, v in shown.items()) or "the defaults"))
    trees = getattr(model, "trees_", [])
    one = (" (the default forest grows one tree on all records unless n_estimators is set: at "
           "a fixed epsilon one tree with the whole budget beats several that share it; "
           "docs/default_forest.md)" if len(trees) == 1 and type(model).__name__ == "DPForestClassifier"
           else "")
    nodes = sum(int(t.n_nodes) for t in trees)
    print(f"trees: {len(trees)}, {nodes} node{'s' * (nodes != 1)} in all{one}")
    if getattr(model, "leaf_release_", None) == "label":
        # predict_proba's LabelProbabilityWarning, which `dpforest predict` does not repeat
        from .forests.base import label_proba_words

        gives = label_proba_words(len(sch.classes), len(trees))
        print(f"note: the leaves released their class alone (leaf_release_='label'): {gives} "
              f"(fit with --leaf-release counts for graded probabilities)")
    rare = model._rare_classes() if hasattr(model, "_rare_classes") else []
    if rare:
        # predict_proba's RareClassWarning, which `dpforest predict` does not repeat on every
        # call: it is about the model, not the records scored
        from .forests.base import rare_class_share

        print(f"note: class{'es' * (len(rare) > 1)} "
              f"{', '.join(repr(printable(str(c))) for c in rare)} hold"
              f"{'s' * (len(rare) == 1)} under {rare_class_share(len(sch.classes)):.1%} of the "
              f"records by the released leaf counts: the probabilities may rank "
              f"{'them' if len(rare) > 1 else 'it'} little better than chance (judge by ROC "
              f"AUC: dpforest evaluate --epsilon)")
    print("The file's sha256 covers its payload (estimator, parameters, trees, schema, ledger); "
          "it detects corruption, not a deliberate edit: the ledger above is what the file says, "
          "not a proof (docs/privacy.md, 'For output checkers'); keep the file's own hash where "
          "the checker can compare it.")
    digest = _file_sha256(a.model)
    if digest is not None:
        print(f"file sha256 (of the file's bytes, as read now): {digest}")
    if getattr(a, "tree", None) is not None:
        from .inspection import export_text

        print(f"\ntree {tree} (inspection.export_text; thresholds from the public grid, leaves' "
              f"counts as released):")
        # category names and classes come from the file: shown, never obeyed by the terminal
        print("\n".join(printable(line) for line in export_text(
            model, tree, max_depth=getattr(a, "tree_depth", None)).splitlines()))
    if picture is not None:
        from .inspection import plot_tree

        plot_tree(model, tree, max_depth="auto" if a.tree_depth is None else a.tree_depth,
                  path=picture)
        print(f"wrote {picture} (tree {tree})", file=sys.stderr)
    return 0


def _show_set(a) -> int:
    """``dpforest show FOLDER``: the folder of one per-group set (checked as ``predict``
    checks it), then each of its model files as ``show FILE`` describes it.  The options about
    one model's file (its hash, its release statement, a tree) go with a file."""
    from .io import printable

    single = [f"--{k.replace('_', '-')}" for k in ("sha256", "json", "markdown", "budget",
                                                   "disclose", "booked_as", "not_booked",
                                                   "tree", "plot_tree", "tree_depth")
              if getattr(a, k, None) is not None and getattr(a, k) is not False]
    if single:
        raise CLIError(f"{str(a.model)!r} is a folder of models: {', '.join(single)} "
                       f"go{'es' * (len(single) == 1)} with one model file (dpforest show "
                       f"FOLDER/FILE)")
    models = _GroupSet.load(a.model, getattr(a, "register", None))
    print(f"{str(a.model)!r}: a per-group set of {len(models.files)} model"
          f"{'s' * (len(models.files) != 1)}, one per group of the column "
          f"{printable(str(models.column))!r}; each file below (predict and evaluate serve the "
          f"folder as one model)")
    lacking = models.lacking()
    if lacking:
        # the declared groups (public: the schema's categories) without a file here
        print(f"incomplete: no model file of the group{'s' * (len(lacking) != 1)} "
              + ", ".join(printable(_group_words(models.column, c)) for c in lacking)
              + f" ({len(lacking)} of {len(lacking) + len(models.files)} declared): predict "
              f"refuses records of {'these groups' if len(lacking) != 1 else 'that group'} "
              f"and evaluate refuses the folder (a fit --per-group that was stopped while "
              f"saving can leave such a folder: fit the set again, with --force)")
    for f in models.files:
        print(f"\n== {f.name} ==")
        cmd_show(argparse.Namespace(**{**vars(a), "model": str(f)}))
    return 0


#: image files ``show --plot-tree`` writes (matplotlib reads the format from the suffix)
TREE_PICTURE_SUFFIXES = (".png", ".svg", ".pdf", ".jpg", ".jpeg")


def _tree_view(a, model) -> tuple[int, Path | None]:
    """The tree ``show --tree`` / ``--plot-tree`` are about and the picture's path, checked
    before anything is printed or written: a tree the model has, an image suffix matplotlib
    writes, an output that may be written (as every command's, --force to overwrite)."""
    tree, picture = getattr(a, "tree", None), getattr(a, "plot_tree", None)
    depth = getattr(a, "tree_depth", None)
    if tree is None and picture is None:
        if depth is not None:
            raise CLIError("--tree-depth goes with --tree or --plot-tree")
        return 0, None
    if depth is not None and depth < 0:
        raise CLIError(f"--tree-depth must be 0 or more, got {depth}")
    n = len(getattr(model, "trees_", []))
    k = 0 if tree is None else tree
    if not 0 <= k < n:
        raise CLIError(f"--tree {k}: the model has {n} tree{'s' * (n != 1)}, numbered from 0")
    if picture is not None:
        picture = Path(picture)
        if picture.suffix.lower() not in TREE_PICTURE_SUFFIXES:
            raise CLIError(f"--plot-tree writes an image: give a file name ending in "
                           f"{', '.join(TREE_PICTURE_SUFFIXES)}")
        from .inspection import _pyplot

        try:
            _pyplot()
        except ImportError as e:
            raise CLIError(str(e)) from None
        _refuse_overwrite(picture, getattr(a, "force", False), a=a)
    return k, picture


def _print_queries(led) -> None:
    """Every charged query of ``led``, one line each, every digit of its ε (a checker adds one
    record's path up to the composed figure); labels from the file shown, not obeyed."""
    import pandas as pd

    from .io import printable

    frame = led.to_frame()[["what", "epsilon", "mechanism", "records"]]
    frame["epsilon"] = [repr(float(e)) for e in frame["epsilon"]]
    with pd.option_context("display.max_rows", None, "display.width", 200,
                           "display.max_colwidth", 80):
        print("\n".join(printable(line) for line in frame.to_string(index=False).splitlines()))


def _person_bound(model) -> dict | None:
    """The model's recorded rows-per-person bound (:func:`dpforest.contributions.person_bound`)."""
    from .contributions import person_bound

    return person_bound(model)


def _person_line(bound: dict, row_epsilon: float, whose: str = "") -> str:
    """The guarantee per person of a model fitted with --person / --max-rows-per-person;
    ``whose`` names it where another release is reported beside it (an evaluation's)."""
    from .io import printable

    k, eps = bound.get("max_rows"), bound.get("person_epsilon")
    # read from a model file (load_model checks it is k x the ledger's epsilon); shown as written
    eps = f"{eps:g}" if isinstance(eps, (int, float)) and not isinstance(eps, bool) else printable(eps)
    column = bound.get("column")
    where = (f"column {printable(column)!r}" if column is not None else
             "ids given in code, not a column")
    return (f"{whose}per person: at most {printable(k)} row{'s' * (k != 1)} each ({where}), so the "
            f"guarantee per person is {printable(k)} x {row_epsilon:.6g} = {eps} (group privacy; "
            f"the ledger counts kept rows)")


def _chosen_target(given, declared, whose: str):
    """The label column: ``--target`` where given, else the one ``whose`` file declares; a note
    where both are given and differ (a schema file's "division" beside --target Division was
    overridden without a word)."""
    if given and declared and str(given) != str(declared):
        print(f"dpforest: note: the label column is --target {given!r}, not {whose} target "
              f"{declared!r}", file=sys.stderr)
    return given or declared


#: the baselines the papers compare against: no paper of their own to reproduce
_BASELINES = ("diffprfs", "crfsdp", "private-rdt")


def _paper_hint(name: str) -> str:
    """The hint after an unknown paper's name: the paper it spells another way (rfdp_oob,
    RFDP_OOB), or, for a baseline, where it runs."""
    from .experiments.grids import PAPERS

    spelt = name.strip().lower().replace("_", "-")
    if spelt in PAPERS:
        return f" (did you mean {spelt!r}?)"
    if spelt in _BASELINES or spelt.replace("-", "") in (b.replace("-", "") for b in _BASELINES):
        return ("; the baselines (DiffPRFs, CRFsDP, Private-RDT) have no paper of their own: "
                "they run beside the papers' forests (DiffPRFs and CRFsDP in the rfdp-oob "
                "grid, DiffPRFs in the oob-budget and dprf grids, Private-RDT in the snr "
                "grid), in dpforest compare, and in dpforest benchmark --methods diffprfs "
                "crfsdp private-rdt")
    return ""


def _model_csv_format(model, a):
    """(format, target, drop options): the model's saved CSV layout, overridden by command-line
    options.  Columns dropped at fit time are dropped where present; ``--drop`` given now must
    name columns of the file."""
    saved = dict(getattr(model, "csv_format_", None) or {})
    target = _chosen_target(a.target, saved.pop("target", None), "the model's")
    saved.pop("person_bound", None)
    stored = list(saved.pop("drop", None) or ())
    # columns dropped at fit time stay dropped where present; --drop given now adds columns
    # that must be in the file
    drop = {"drop_if_present": [c for c in stored if c not in (a.drop or ())]}
    if a.drop:
        drop["drop"] = list(a.drop)
    return _csv_format_from_args(a, saved), target, drop


def _stage_bar(a, total, name, delay=0):
    """A command's own progress bar of ``total`` steps, named ``dpforest: NAME``, shown as the
    fit's own bars are (a terminal, not a log; off with --no-progress)."""
    from .forests.base import progress_bar

    # shown at once: the first stage is one long step, which a delayed bar would not show
    # until it had ended
    return progress_bar(total, f"dpforest: {name}", _progress(a), delay=delay)


class _Stages:
    """A progress bar over a command's stages (reading a large CSV and checking it took most of
    a 5 M-row fit without any bar); each stage named as it starts.  A context manager: the bar
    is closed when the block ends, also on a refusal, so that the message is not printed under
    a bar still drawn (``close`` may come earlier too, before a report is printed)."""

    def __init__(self, a, names, total=None, delay=0):
        self.names, self.done = list(names), 0
        self.bar = _stage_bar(a, len(self.names) if total is None else total, self.names[0],
                              delay)

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    def next(self):
        self.done += 1
        self.bar.update(1)
        if self.done < len(self.names):
            self.bar.set_description(f"dpforest: {self.names[self.done]}")

    def close(self):
        self.bar.close()


class _FileStage(_Stages):
    """One stage that reads a file a chunk at a time, its bar counting the file's bytes on disk
    as the reader gets through them (:meth:`reached`): the number of records is not known in
    advance, the file's size is.  Bytes, not chunks: a count of chunks would be a count of
    records."""

    def __init__(self, a, name, path):
        self.size, self.at = Path(path).stat().st_size, 0
        # tqdm's unit settings are set once the bar is made (progress_bar takes none): a delay
        # of a hair keeps tqdm from drawing it before, as a bare count, and refresh draws it
        super().__init__(a, [name], total=self.size, delay=1e-9)
        self.bar.unit, self.bar.unit_scale, self.bar.unit_divisor = "B", True, 1024
        getattr(self.bar, "refresh", lambda: None)()

    def reached(self, position) -> None:
        """The reader is ``position`` bytes into the file on disk (None: it cannot say, and the
        bar stays where it is)."""
        if position is None:
            return
        position = min(int(position), self.size)
        if position > self.at:
            self.bar.update(position - self.at)
            self.at = position


def _progress(a):
    """Progress bars only on a terminal (never tqdm frames in a log file), off with --no-progress."""
    return False if getattr(a, "no_progress", False) else "auto"


#: a data file larger than this on disk is predicted a chunk of records at a time
PREDICT_STREAM_BYTES = 64 << 20
#: records per chunk when a large file is predicted in chunks
PREDICT_CHUNK_ROWS = 200_000


def cmd_predict(a) -> int:
    """``dpforest predict``: without predict_proba's RareClassWarning and
    LabelProbabilityWarning, which describe the model, not the records scored, and gave a
    serving loop of one-record calls their paragraphs of training advice every time
    (``dpforest show`` prints them as notes)."""
    from ._warning_control import muted
    from .forests.base import LabelProbabilityWarning, RareClassWarning

    with muted(RareClassWarning, LabelProbabilityWarning):
        return _predict_command(a)


def _predict_command(a) -> int:
    # the model and the output checked first: nothing of standard input is read (or kept on
    # disk) for a command that is then refused; a folder: one per-group set, each record
    # predicted by its group's model
    model = _load_model_arg(a)
    if a.output == "-":                # the usual spelling of standard output
        a.output = None
    if a.output:
        _refuse_overwrite(a.output, a.force, a=a)
    elif sys.stdout is None:
        # the shell closed it (>&-): said before any record is read, not as a traceback after
        raise CLIError("standard output is closed, and the predictions go there without -o: "
                       "name a file with -o FILE")
    if a.data != "-":
        return _predict_file(a, model)
    return _predict_stdin(a, model)


def _predict_stdin(a, model) -> int:
    """``predict MODEL -``: the CSV is read more than once, so it is kept for the length of the
    command in a file only this user can read, in a folder of its own, removed after -- also
    when the command is ended by SIGTERM or SIGHUP (a SIGKILL leaves it: nothing can run then).
    Messages name it ``<stdin>``, not the temporary path."""
    import shutil
    import signal
    import tempfile

    def ended(signum, frame):
        raise SystemExit(128 + signum)

    handled = [sig for sig in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None))
               if sig is not None]
    before = {}
    try:
        for sig in handled:
            before[sig] = signal.signal(sig, ended)
    except ValueError:            # not the main thread: signals cannot be caught there
        before = {}
    folder = tempfile.mkdtemp(prefix="dpforest-stdin-")
    try:
        head = sys.stdin.buffer.read(2)
        # gzip by its magic bytes: the reader decompresses by the file name's suffix
        a.data = str(Path(folder) / ("stdin.csv.gz" if head == b"\x1f\x8b" else "stdin.csv"))
        with open(a.data, "wb") as fh:
            fh.write(head)
            shutil.copyfileobj(sys.stdin.buffer, fh)
        try:
            return _predict_file(a, model)
        except CLIError as e:
            raise CLIError(str(e).replace(repr(a.data), "<stdin>").replace(a.data, "<stdin>")) \
                from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        for sig, handler in before.items():
            signal.signal(sig, handler)


def _predict_file(a, model) -> int:
    fmt, target, drop = _model_csv_format(model, a)
    if any(not c.strip() for k in (a.keep or ()) for c in k.split(",")):
        # R's write.csv heads its row names with "": pandas names such a column 'Unnamed: 0'
        raise CLIError("--keep names an empty column ('' or a stray comma): a header cell left empty (the row names "
                       "R's write.csv writes first) is read as 'Unnamed: N', N its position "
                       "from 0: --keep 'Unnamed: 0' keeps R's row names")
    keep = list(dict.fromkeys(c.strip() for k in (a.keep or ()) for c in k.split(",")))
    # a kept column that is not a feature (an identifier) is copied, not read as a feature
    extra = [c for c in keep if c not in model.schema_.feature_names and c != target]
    drop = {**drop, "drop_if_present": list(drop.get("drop_if_present", ())) + extra}
    layout = _prediction_layout(model, fmt)
    texts = None
    # a large file a chunk at a time (memory flat in its size); --conform's warnings describe
    # whole columns, so it reads the whole file
    if not getattr(a, "conform", False) and _data_file(a.data).stat().st_size > PREDICT_STREAM_BYTES:
        try:
            texts, skipped = _predict_in_chunks(model, a, fmt, target, drop, keep, layout)
        except _WholeFileNeeded:
            texts = None      # read whole below, where a refusal names every column at fault
    if texts is None:
        with _Stages(a, ("reading the CSV", "checking it against the schema", "predicting",
                         "writing")) as stages:
            X, _ = read_csv(a.data, model.schema_, target, fmt=fmt, refuse_spanning=False,
                            **drop)
            stages.next()
            X = _conformed(model.schema_, X, a)
            if not getattr(a, "skip_invalid", False):
                _check_against_schema(model.schema_, X, fmt=fmt, conform_hint=True,
                                      skip_hint=True)
            stages.next()
            frame = _kept_frame(a, fmt, keep) if keep else None
            out, skipped = _prediction_table(model, X, a, keep, frame)
            stages.next()
            texts = [out.to_csv(None, **layout)]
    if skipped:
        # whether, not how many: the file tells the rest
        print("some rows do not fit the model's schema: their prediction is empty and the "
              "'problem' column says why", file=sys.stderr)
    if a.output:
        enc = fmt.get("encoding") or "utf-8"
        try:
            # encoded whole before the file is opened: a text the encoding lacks (a class
            # label, a --keep value) leaves no half-written file, and the codec's message,
            # which quotes the text, is not shown
            blob = b"".join(t.encode(enc) for t in texts)
        except UnicodeEncodeError:
            raise CLIError(f"the predictions cannot be written in encoding {enc!r}: a class "
                           f"label or a --keep column holds a character it lacks (write "
                           f"UTF-8 with --encoding utf-8)") from None
        from .io import write_bytes_atomically

        # whole or not at all (a stream: written into), no more readable than the records
        write_bytes_atomically(a.output, blob, like=_data_file(a.data))
        # no count: a log line travels further than the file it describes
        print(f"wrote the predictions to {a.output}", file=sys.stderr)
    else:
        # main() lets stdout escape what its encoding cannot spell, so that a status line
        # never fails; the predictions must not be rewritten that way (an id escaped as
        # \u0141... joins back to no record): checked whole before the first byte is written
        enc = getattr(sys.stdout, "encoding", None) or "utf-8"
        try:
            for t in texts:
                t.encode(enc)
        except (UnicodeEncodeError, LookupError):
            raise CLIError(f"the predictions cannot be written to standard output in its "
                           f"encoding {enc!r}: a class label or a --keep column holds a "
                           f"character it lacks.  Write them to a file with -o FILE (UTF-8 "
                           f"unless --encoding says otherwise), or set PYTHONIOENCODING=utf-8") \
                from None
        for t in texts:
            sys.stdout.write(t)
    return 0


def _prediction_layout(model, fmt: dict) -> dict:
    """``to_csv``'s options for the predictions: written as the input is read (a file with ';'
    between fields and 1,5 numbers gets predictions and probabilities in the same layout, which
    its spreadsheet opens in columns)."""
    sep = fmt["sep"]
    sep = sep if len(sep) == 1 else sep.strip() if len(sep.strip()) == 1 else ","
    layout = dict(index=False, sep=sep, decimal=fmt.get("decimal") or ".")
    if any(isinstance(c, str) and c != c.strip() for c in model.classes_):
        # a class with leading or trailing blanks is read back as written only when quoted
        # (a CSV reader skips blanks after a separator): every text quoted, numbers not --
        # except with a decimal ',', where pandas writes the probabilities as text, quoted
        # too (read back as numbers with that decimal mark)
        import csv

        layout["quoting"] = csv.QUOTE_NONNUMERIC
    return layout


def _kept_frame(a, fmt: dict, keep: list, chunksize=None):
    """The file's fields as text, as the file spells them (identifiers: "007" stays "007"), for
    ``--keep``: the whole frame, or with ``chunksize`` an iterator of its chunks.  Data to
    predict on are not the training records, so nothing here is private."""
    have = [str(c) for c in _file_columns(a.data, fmt)]
    absent = [c for c in keep if c not in have]
    if absent:
        raise CLIError(f"--keep column(s) {absent} not in {str(a.data)!r}")
    # only the kept columns: every field read as text cost more than the records' own read
    return _read_frame(_data_file(a.data), fmt, dtype=str, na={c: set() for c in have},
                       chunksize=chunksize, usecols=[c for c in have if c in keep])


def _probabilities(model, X, written: bool):
    """``model.predict_proba(X)``, whose notice about a label-leaf model's probabilities (they
    rank records by predicted class alone: ``LabelProbabilityWarning``) is said only where they
    are ``written`` (--proba): without it the prediction alone is written, their argmax, which
    ``predict`` gives alike, and a cron job's log got a paragraph about columns it never had.
    ``_sorted_proba`` is the same figures without the notice (the one ``predict`` reads), so
    a later --proba in the same process is still told."""
    if written:
        return model.predict_proba(X)
    quiet = getattr(model, "_sorted_proba", None)
    if quiet is not None:
        return quiet(X)
    import warnings

    from .forests.base import LabelProbabilityWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LabelProbabilityWarning)
        return model.predict_proba(X)


def _prediction_table(model, X, a, keep: list, frame):
    """The output rows for the records ``X`` (and ``frame``, the same records' fields as text,
    for ``--keep``): the kept columns, the prediction, with ``--skip-invalid`` the problem of
    each record the schema refuses (column and kind, no value; those records get an empty
    prediction and probabilities), with ``--proba`` one column per class.  Returns the table and
    whether a record was skipped."""
    import numpy as np
    import pandas as pd

    from .forests.base import PROBA_DECIMALS, proba_column_names

    skip = getattr(a, "skip_invalid", False)
    skipped = False
    if skip:
        # records to predict are not the training records: nothing here is charged
        problem = model.schema_.row_problems(X).to_numpy()
        ok = problem == ""
        skipped = not ok.all()
        X = X.iloc[ok]
    # a file of no records (a batch with nothing new) gets an output of no rows, with its header
    proba = _probabilities(model, X, a.proba) if len(X) else np.zeros((0, len(model.classes_)))
    out = pd.DataFrame({"prediction": model.classes_[proba.argmax(1)]})
    if skip:
        full = np.full((len(ok), proba.shape[1]), np.nan)
        full[ok] = proba
        proba = full
        labels = np.full(len(ok), None, dtype=object)
        labels[ok] = out["prediction"].to_numpy(dtype=object)
        out = pd.DataFrame({"prediction": labels, "problem": problem})
    if keep:
        frame.columns = [str(c) for c in frame.columns]
        absent = [c for c in keep if c not in frame.columns]
        if absent:
            raise CLIError(f"--keep column(s) {absent} not in {str(a.data)!r}")
        clash = [c for c in keep if c == "prediction" or (a.proba and c.startswith("proba_"))
                 or (skip and c == "problem")]
        if clash:
            raise CLIError(f"--keep column(s) {clash} would clash with the output's own columns")
        out = pd.concat([frame[keep].reset_index(drop=True), out], axis=1)
    if a.proba:
        # one frame of every class's column, joined once (a column at a time warned pandas'
        # PerformanceWarning for each class past 100)
        # at 12 decimals, far below any noise in them: a row renormalised to sum to 1 was
        # written at up to 18 digits beside rows of 12 (a float's shortest form)
        cols = pd.DataFrame(np.round(proba, PROBA_DECIMALS),
                            columns=proba_column_names(list(model.classes_)))
        out = pd.concat([out, cols], axis=1)
    if a.escape_formulas:
        out = _formulas_escaped(out)
    return out, skipped


def _predict_in_chunks(model, a, fmt: dict, target, drop: dict, keep: list, layout: dict):
    """:func:`cmd_predict` on :data:`PREDICT_CHUNK_ROWS` records at a time: the predictions'
    CSV texts (a header on the first) and whether a record was skipped.  What a chunk cannot
    settle on its own -- a record the schema refuses without ``--skip-invalid``, whose refusal
    must name every column at fault in the file, or a numeral past float range -- raises
    :class:`_WholeFileNeeded`, and the caller reads the whole file."""
    from .schema import SchemaError

    # the bar advances by the bytes of the file read (the whole file's stages: by name only)
    with _FileStage(a, "reading and predicting in chunks", _data_file(a.data)) as stage:
        chunks = read_csv(a.data, model.schema_, target, fmt=fmt, chunksize=PREDICT_CHUNK_ROWS,
                          on_chunk=stage.reached, refuse_spanning=False, **drop)
        kept = _kept_frame(a, fmt, keep, chunksize=PREDICT_CHUNK_ROWS) if keep else None
        texts, skipped = [], False
        for X, _ in chunks:
            frame = next(kept) if keep else None
            try:
                out, some = _prediction_table(model, X, a, keep, frame)
            except SchemaError:
                raise _WholeFileNeeded() from None
            skipped |= some
            texts.append(out.to_csv(None, header=not texts, **layout))
    if not texts:
        raise _WholeFileNeeded()
    return texts, skipped


#: a text cell starting with one of these is read as a formula by spreadsheets
_FORMULA_MARKS = ("=", "+", "-", "@", "\t", "\r")


def _formulas_escaped(frame):
    """``frame`` with every text cell (and column name) that a spreadsheet would read as a
    formula prefixed with ``'`` (OWASP's advice for CSV injection); numbers are left as they
    are.  For predictions from a model or a file from elsewhere opened in a spreadsheet."""
    def esc(v):
        return "'" + v if isinstance(v, str) and v.startswith(_FORMULA_MARKS) else v

    out = frame.copy()
    for c in out.columns:
        if out[c].dtype == object or str(out[c].dtype) in ("string", "str"):
            out[c] = out[c].map(esc)
    out.columns = [esc(str(c)) for c in out.columns]
    return out


def _booked_in(budget, model) -> bool:
    """Whether ``budget`` links a release to ``model`` (its fingerprint, as the budget's own
    link reads it: a Pipeline's final step, a selection's chosen model), or, for a per-group
    set read from a folder, to any of its models (a per-group fit links each group's)."""
    from .privacy.accountant import _link

    models = model.models if isinstance(model, _GroupSet) else [model]
    models = [m for m in models if hasattr(m, "ledger_") or hasattr(m, "steps")]
    if not models:
        return False
    budget.refresh()                        # the file read once, whatever the set's size
    return any(budget._linking(_link(m).get("model")) for m in models)


def _booked_here(path, budget) -> bool:
    """Whether the model file at ``path`` is one whose release ``budget`` links (False for a
    file that is no model or cannot be read)."""
    import warnings

    from .io import load_model

    if not Path(path).is_file():
        return False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            model = load_model(path)
    except Exception:                       # noqa: BLE001  not a model file: nothing to say
        return False
    return _booked_in(budget, model)


def _note_training_budget(budget, model) -> None:
    """Say where an evaluation is booked in the budget that booked the model's own fit: right
    where the test records are the training ones' people too, but a test set of other people
    has a budget of its own (they paid nothing for the fit), and booked here it spends the
    training records' total.  From the budget's links and the model's fingerprint only."""
    if _booked_in(budget, model):
        print("dpforest: note: this budget booked the model's own fit: if the test file holds "
              "other people than the training file (as a split gives), book the evaluation in "
              "a budget of the test records' own (`dpforest budget test.budget.json --create "
              "...`); booked here it spends the training records' total", file=sys.stderr)


def cmd_evaluate(a) -> int:
    import numpy as np

    from .experiments.metrics import scores

    # the hash an output checker compares with the submitted file, taken of the file as it is
    # loaded: compared again when it is reported, so a file replaced meanwhile is refused
    a.model_sha256 = _file_sha256(a.model) if getattr(a, "epsilon", None) is not None else None
    model = _load_model_arg(a)
    if isinstance(model, _GroupSet):
        _check_set_evaluation(a, model)
    fmt, target, drop = _model_csv_format(model, a)
    if not target:
        # `dpforest fit` records its label column in the model (csv_format_); a model fitted
        # in Python (save_model) has none to default to
        raise CLIError("this model was fitted in Python, not by `dpforest fit`, and records no "
                       "label column: name the label column of the data with --target COL"
                       if not (getattr(model, "csv_format_", None) or {}) else
                       "this model file records no label column: name the label column of the "
                       "data with --target COL")
    private = getattr(a, "epsilon", None) is not None
    if private:
        _check_epsilons([a.epsilon], "--epsilon")
    elif getattr(a, "release", None) is not None:
        raise CLIError("--release chooses what --epsilon releases: pass --epsilon E with it "
                       "(without --epsilon, evaluate prints exact scores)")
    _check_release_options(a, model, private, fmt.get("label_map"))
    person, per_person = getattr(a, "person", None), getattr(a, "max_rows_per_person", None)
    if (person is None) != (per_person is None):
        raise CLIError("--person and --max-rows-per-person go together: the test file's id "
                       "column and the public bound on records counted per person")
    if person is not None:
        if not private:
            raise CLIError("--person bounds what --epsilon releases per test person: pass "
                           "--epsilon E with it (exact scores protect no one)")
        if person == target or person in model.schema_.feature_names:
            raise CLIError(f"--person column {person!r} is the target or a feature of the model")
        _row_epsilon_arg(a.epsilon, per_person)     # as fit checks it: a bound leaving too little
        # the id column is no feature: dropped where present (a model fitted with --person
        # drops it already); its ids are read row for row as the records
        drop = {**drop, "drop_if_present": list(drop.get("drop_if_present", ())) + [person]}
    a.test_budget = _evaluate_budget(a, private, person is not None)
    if a.test_budget is not None:
        fmt = _budgeted_test_layout(a, a.test_budget, fmt)
        _note_training_budget(a.test_budget, model)
    # booked in a budget, every refusal to read the test file is one fixed message (its
    # layout is the budget's or the plain one, which the caller cannot choose)
    with _pinned_reading(a.test_budget is not None, a.data):
        a.test_ids = None if person is None else _person_ids(
            a.data, fmt, person, expected=model.schema_.feature_names, target=target)
        X, y = read_csv(a.data, model.schema_, target, fmt=fmt, require_target=True, **drop)
    if fmt.get("label_map"):
        # the mapping comes from the model file: whoever vets a model by its score should see
        # that the file also decided how the test labels were read
        from .io import printable

        print(f"dpforest: note: the model file's label_map was applied to the test labels: "
              f"{printable(json.dumps(fmt['label_map'], ensure_ascii=False))}", file=sys.stderr)
    X = _conformed(model.schema_, X, a)
    X, y = _labelled(X, y, a)
    if a.test_ids is not None:
        a.test_ids = _ids_of(a.test_ids, X)
    if len(X) == 0 and not private:
        # (with --epsilon an empty file is released like any other: noise alone)
        raise CLIError(f"{str(a.data)!r} has no records to evaluate on")
    if private and a.test_budget is not None:
        # booked in a budget: no value refuses the release; each test record is read as the
        # model reads new ones (--out-of-domain conform, the default, as budget.evaluate), and
        # one the model's schema still does not accept is left out on its own, and nothing
        # says which or how many
        from .privacy.record_filter import _kept, _rows

        if (getattr(a, "out_of_domain", None) or "conform") == "conform":
            X = model.schema_._conformed(X, warn=False, strict=False,
                                         loose_text=bool(getattr(a, "loose_text", False)))

        # (read=False: judged as read by the file's layout, as the evaluation reads them)
        keep = _kept(model.schema_, X, y, a.test_ids, read=False)
        X, y = _rows(X, keep), _rows(y, keep)
        if a.test_ids is not None:
            a.test_ids = _rows(a.test_ids, keep)
    else:
        _check_against_schema(model.schema_, X, y, fmt, conform_hint=True, target=target,
                              model_use="evaluate on")
    if private:
        return _evaluate_privately(model, X, y, a)
    labels = np.asarray(model.schema_.encode_labels(y))
    s = scores(labels, model.schema_.encode_labels(model.predict(X)), model.schema_.n_classes)
    bound = _person_bound(model)
    # the baseline beside the accuracy, as the private release gives it (exact here, as the
    # scores are): an accuracy at the majority rate looks fine to a reader who does not know it
    majority = float(np.bincount(labels, minlength=model.schema_.n_classes).max() / len(labels))
    res = {"private": False, "model": _model_name(model), "n": int(len(y)), **s,
           "majority_rate": majority,
           "epsilon": float(model.ledger_.epsilon), "epsilon_unit": _row_unit(bound),
           **({} if bound is None else
              {"epsilon_per_record": 2 * float(model.ledger_.epsilon)}),
           "model_person_bound": bound, "model_group": _model_group(model),
           **_ranking_scores(model, X, y, getattr(a, "positive", None))}
    if a.json:
        print(json.dumps(res))
    else:
        ranking = ("" if "roc_auc" not in res else
                   f"; scoring {res['positive']!r}: ROC AUC {res['roc_auc']:.4f}, average "
                   f"precision {res['average_precision']:.4f}")
        if "roc_auc" in res and getattr(a, "positive", None) is None:
            # the second class in sorted order is scored by default (scikit-learn's
            # convention); where that is the common one, its average precision near its share
            # says nothing of how the rare class is found (a walkthrough's 0.988 on a 98 %
            # class, 0.041 for the 2 % one)
            shares = np.bincount(labels, minlength=model.schema_.n_classes) / max(len(labels), 1)
            at = list(model.schema_.classes).index(res["positive"]) \
                if res["positive"] in list(model.schema_.classes) else None
            if at is not None and shares[at] > 0.5:
                ranking += (" (the most common class here, scored as the second in sorted "
                            "order: --positive CLASS scores another, and a rare class's "
                            "average precision says how well it is found)")
        headline = _model_epsilon_text((bound or {}).get("person_epsilon"), res["epsilon"]) \
            + _of_group(res["model_group"])
        print(f"{res['model']} ({headline}) on {res['n']} "
              f"record{'s' * (res['n'] != 1)}: "
              f"accuracy {s['accuracy']:.4f} (predicting the most common class alone: "
              f"{majority:.4f}), macro-F1 {s['f1']:.4f}{ranking}")
        if s["accuracy"] <= majority + 0.005:
            # (a model at the majority rate reads as a fine accuracy on an imbalanced table)
            auc = ("" if "roc_auc" not in res else
                   f" its ROC AUC ({res['roc_auc']:.4f}; 0.5 is chance) says whether it ranks "
                   f"the classes at all;")
            print(f"this model does no better than predicting the most common class:{auc} a "
                  f"larger epsilon or more training records, a --threshold for a rare class, "
                  f"or fewer columns (less selection noise) may help (docs/things_to_know.md, "
                  f"on a rare class)")
        if bound is not None:
            print(_person_line(bound, model.ledger_.epsilon, "the model, on its training records, "))
    # epsilon protects the training records; these figures are exact statistics of DATA: said
    # beside them on standard output (a report built from it carried them without the caveat),
    # on standard error under --json, whose "private": false says it
    print(f"note: the record count, the scores and the majority rate are exact statistics of "
          f"{str(a.data)!r}, not "
          f"differentially private: share them as you would share that file's statistics "
          f"(--epsilon E releases noisy ones)", file=sys.stderr if a.json else sys.stdout)
    return 0


def _ranking_scores(model, X, y, positive=None) -> dict:
    """Exact ROC AUC and average precision of the model's probability of ``positive`` against
    the other classes (two classes: default the greater, scikit-learn's reading of ``[:, 1]``;
    more: only for a named ``positive``) where ``y`` holds both it and another class; {}
    otherwise.  The accuracy says little of a rare class, which a model can rank without ever
    predicting it."""
    import numpy as np
    from sklearn.metrics import average_precision_score, roc_auc_score

    classes = list(model.classes_)
    if len(classes) != 2 and positive is None:
        return {}
    k = 1 if positive is None else classes.index(positive)
    truth = np.asarray(model.schema_.encode_labels(y)) == model.schema_.encode_labels(
        np.asarray([classes[k]], dtype=object))[0]
    if truth.all() or not truth.any():
        return {}
    score = model.predict_proba(X)[:, k]
    return {"positive": classes[k].item() if hasattr(classes[k], "item") else classes[k],
            "roc_auc": float(roc_auc_score(truth, score)),
            "average_precision": float(average_precision_score(truth, score))}


def _check_release_options(a, model, private: bool, label_map: dict | None = None) -> None:
    """--bins, --positive and --threshold: which release each goes with, and their values read
    for the model (all public: the arguments and the model's classes), before any record."""
    bins, positive, threshold = (getattr(a, k, None) for k in ("bins", "positive", "threshold"))
    roc = getattr(a, "release", None) == "roc"
    if (bins is not None or threshold is not None) and not private:
        given = " and ".join(o for o, v in (("--bins", bins), ("--threshold", threshold))
                             if v is not None)
        raise CLIError(f"{given} shape{'s' * (' and ' not in given)} what --epsilon releases: "
                       f"pass --epsilon E with {'them' if ' and ' in given else 'it'}")
    if bins is not None and not roc:
        raise CLIError("--bins sets the score bins of --release roc")
    if threshold is not None and roc:
        raise CLIError("--threshold sets how predictions are counted in a matrix or accuracy "
                       "release; --release roc counts every score bin instead")
    rate = getattr(a, "rate", None)
    if rate is not None and not (private and roc):
        raise CLIError("--rate reads a threshold from a ROC release: pass --epsilon E "
                       "--release roc with it")
    if rate is not None and not 0 < rate <= 1:
        raise CLIError(f"--rate must be a share in (0, 1], got {rate:g}")
    if positive is not None and private and not roc and threshold is None:
        raise CLIError("--positive goes with --threshold (or --release roc): without a threshold "
                       "the most probable class is counted")
    if positive is not None:
        match = [c for c in model.classes_ if str(c) == positive]
        spelled = (label_map or {}).get(positive)
        if not match and spelled is not None:
            # the file's spelling of a class (the model file's label_map: Y -> 1), as the
            # test labels are read: the class it maps to
            match = [c for c in model.classes_ if str(c) == str(spelled)]
        if not match:
            raise CLIError(f"--positive {positive!r} is not one of the model's classes "
                           f"{[str(c) for c in model.classes_]}"
                           + (f" nor a spelling its label_map reads as one "
                              f"({sorted(map(str, label_map))})" if label_map else ""))
        a.positive = match[0]
    if bins is not None:
        a.bins = _roc_bins(bins)
    by = getattr(a, "by", None)
    if by is not None:
        if not private:
            raise CLIError("--by splits what --epsilon releases into groups: pass --epsilon E "
                           "with it")
        if roc:
            raise CLIError("--by goes with a matrix or accuracy release; a ROC release's score "
                           "bins are one model's over all records")
        schema = model.schema_
        f = schema.features[schema.feature_names.index(by)] if by in schema.feature_names else None
        if f is None or f.kind != "categorical":
            raise CLIError(f"--by {by!r} is not a categorical feature of the model (the groups "
                           f"are a categorical column's declared categories)")


def _roc_bins(text: str):
    """--bins as private_roc's ``bins``: a whole number, 'model', 'log:N' (N edges from 1e-4 to
    1, log-spaced) or comma-separated edges."""
    import numpy as np

    text = text.strip()
    if text in ("model", "auto"):
        return text
    try:
        if text.startswith("log:"):
            n = int(text[4:])
            if n < 2:
                raise ValueError
            return np.geomspace(1e-4, 1, n)
        if "," in text:
            return [float(v) for v in text.split(",")]
        return int(text)
    except ValueError:
        raise CLIError(f"--bins {text!r}: give a whole number of bins, 'model', 'log:N' (N >= 2) "
                       f"or comma-separated edges in [0, 1]") from None


def _evaluate_privately(model, X, y, a) -> int:
    """``evaluate --epsilon``: the model's predictions on the file's records counted with
    discrete Laplace noise (:func:`dpforest.evaluation.private_confusion_matrix`), so what is
    printed is ε-DP for those records; no exact count is printed."""
    import pandas as pd

    from .evaluation import private_confusion_matrix

    if a.release == "roc":
        return _evaluate_roc_privately(model, X, y, a)
    at = ({} if getattr(a, "threshold", None) is None else
          {"threshold": a.threshold, "positive": getattr(a, "positive", None)})
    by = {} if getattr(a, "by", None) is None else {"by": a.by}
    try:
        ev = _per_test_person(a, lambda **bound: private_confusion_matrix(
            model, X, y, epsilon=a.epsilon, release=a.release or "matrix", **at, **by, **bound))
    except ValueError as e:
        if not at or "threshold" not in str(e):
            raise
        raise CLIError(f"--threshold: {e}") from None
    if by:
        return _print_grouped(model, ev, a)
    res = {**_private_release_facts(model, a), **ev.to_dict()}
    if a.json:
        print(json.dumps(res))
    else:
        print(f"{res['model']} ({_training_epsilon(res)}): " + ev.summary())
        bound = _person_bound(model)
        if bound is not None:
            # the model's, not this evaluation's (its own guarantee closes the report)
            print(_person_line(bound, model.ledger_.epsilon, "the model, on its training records, "))
        with pd.option_context("display.width", 120, "display.max_columns", 30):
            if ev.release == "matrix":
                from .io import printable

                table = ev.to_frame()
                # class names come from the model file: escapes shown, not obeyed
                table.index = [printable(c) for c in table.index]
                table.columns = [printable(c) for c in table.columns]
                table.index.name, table.columns.name = "true", "predicted"
                print("noisy confusion matrix (rows: true class, columns: predicted):\n"
                      + table.to_string())
                per_class = pd.DataFrame({"recall": ev.recall(), "precision": ev.precision()},
                                         index=table.index)
                # a NaN read as a number gone wrong (27 classes of a few test records each)
                bal = (f"balanced accuracy {ev.balanced_accuracy:.4f}"
                       if math.isfinite(ev.balanced_accuracy) else
                       "balanced accuracy not estimable: some classes' counts are mostly noise")
                # (a precision's predicted column, or a recall's true row, whose noisy total
                # is mostly noise: a bare NaN read as a number gone wrong)
                nan = ("; NaN below: not estimable, that class's noisy row (recall) or column "
                       "(precision) total is mostly noise -- give more epsilon or test records"
                       if per_class.isna().to_numpy().any() else "")
                print(f"{bal}; per class (noisier than the accuracy: intervals from "
                      f"NoisyConfusion.interval in Python{nan}):\n"
                      + per_class.round(4).to_string())
            else:
                print("noisy counts:\n" + ev.to_frame().to_string())
        _print_private_footer(a, "one discrete Laplace count per cell; counts can be negative")
    _note_weak_test_epsilon(a.epsilon, per_person=getattr(a, "test_ids", None) is not None)
    return 0


def _print_grouped(model, grouped, a) -> int:
    """``evaluate --epsilon --by COL``: every declared group's release (one query at
    --epsilon over the disjoint groups), as JSON (each group's ``to_dict``) or as a table of
    each group's noisy size and accuracy with its interval, and for two-class models the
    greater class's recall and false-positive rate."""
    import pandas as pd

    from .forests.base import _plain
    from .io import printable

    facts = _private_release_facts(model, a)
    if a.json:
        # by_epsilon: per test record (per kept record with a person bound, whose
        # person_epsilon is the guarantee per person)
        print(json.dumps({**facts, "by": grouped.column, "by_epsilon": grouped.ledger.epsilon,
                          **({"by_person_bound": grouped.person_bound}
                             if grouped.person_bound else {}),
                          "groups": [{"group": None if g is None else _plain(g), **part.to_dict()}
                                     for g, part in grouped.items()]}))
        _note_weak_test_epsilon(a.epsilon, per_person=grouped.person_bound is not None)
        return 0
    frame = grouped.to_frame()
    # a noisy size is a whole count: printed without a decimal (634, not 634.0)
    table = pd.DataFrame({"n": frame["n"].round(0).astype("Int64"), "accuracy": frame["accuracy"],
                          "95% interval": [f"{lo:.3f}-{hi:.3f}" for lo, hi in
                                           zip(frame["low"], frame["high"])]})
    first = next(iter(grouped.values()), None)
    if first is not None and len(first.classes) == 2 and first.release == "matrix":
        # (a positive class of 0 or False is a class: not read as "none given")
        pos = first.classes[1] if getattr(a, "positive", None) is None else a.positive
        tpr, fpr = grouped.to_frame("recall", cls=pos), grouped.to_frame("fpr", cls=pos)
        table[f"recall {printable(pos)}"] = tpr["recall"]
        table["fpr"] = fpr["fpr"]
    table.index = ["(missing)" if g is None else printable(g) for g in frame.index]
    table.index.name = printable(grouped.column)
    b = grouped.person_bound
    # with a rows-per-person bound the people are bounded across the whole test file first,
    # then grouped: a person's kept records, in whatever groups, pay --epsilon once together
    paid = (f"epsilon {a.epsilon:g} per test person (each person's kept records, in whatever "
            f"groups, pay it once together)" if b else
            f"epsilon {a.epsilon:g} per test record (the groups are disjoint, so each record "
            f"pays it once)")
    print(f"{facts['model']} ({_training_epsilon(facts)}): one release per declared "
          f"{printable(grouped.column)!r} group, in one query at {paid}; NaN: not estimable "
          f"(a group's counts are mostly noise)")
    with pd.option_context("display.width", 120, "display.max_columns", 30):
        print(table.round(4).to_string())
    _print_private_footer(a, "one discrete Laplace count per cell and group; counts can be negative")
    _note_weak_test_epsilon(a.epsilon, per_person=b is not None)
    return 0


def _file_sha256(path) -> str | None:
    """The sha256 of a file's bytes (None when it cannot be read: ``_load`` says why)."""
    from .statement import _file_sha256 as file_sha256

    return file_sha256(path)


def _model_epsilon_text(person_epsilon, row_epsilon: float) -> str:
    """The model's guarantee in an evaluation's headline: per person first where the model was
    fitted with a rows-per-person bound (as ``fit`` prints it), else per row."""
    if isinstance(person_epsilon, (int, float)) and not isinstance(person_epsilon, bool):
        # the ledger's figure is the noise's per kept row, not a guarantee per row (one row
        # added can push out a kept one: twice it), so it is named as the ledger names it
        return f"epsilon {person_epsilon:.6g} per person, {row_epsilon:.6g} per kept row"
    return f"epsilon {row_epsilon:.6g}"


def _training_epsilon(res: dict) -> str:
    """:func:`_model_epsilon_text` of a private evaluation's facts, naming the records."""
    text = _model_epsilon_text(res.get("model_person_epsilon"), res["model_epsilon"])
    return text + (", on its training records" if "per person" in text
                   else " on its training records") + _of_group(res.get("model_group"))


def _of_group(group) -> str:
    """' of group sex='f'' for a per-group model's ``group_`` (public: a column's name and a
    declared category), a folder's set in its words, '' for a whole-table model."""
    if not group:
        return ""
    if "groups" in group:                   # a folder's per-group set (predict / evaluate FOLDER)
        return _set_words(group)
    return f" of group {_group_words(group.get('column'), group.get('category'))}"


def _private_release_facts(model, a) -> dict:
    """What an output checker needs beside a private evaluation's own ``to_dict`` (test ε,
    unit, mechanism, counts, figures): which model file (its sha256, to compare with the file
    submitted), its budget, and the training side's rows-per-person bound where recorded."""
    bound = _person_bound(model)
    if isinstance(model, _GroupSet):
        digest, files = None, {f.name: _file_sha256(f) for f in model.files}
        if files != model.digests:
            raise CLIError(f"a model file of {str(a.model)!r} changed while it was evaluated: "
                           f"run again")
    else:
        digest, files = _file_sha256(a.model), None
    if getattr(a, "model_sha256", digest) != digest:
        raise CLIError(f"model file {str(a.model)!r} changed while it was evaluated: run again")
    return {"model": _model_name(model),
            "model_file_sha256": digest,
            # a per-group set: each file's sha256 by name
            **({} if files is None else {"model_files_sha256": files}),
            "model_epsilon": float(model.ledger_.epsilon),
            # the unit of model_epsilon, and the per-person figure beside it where a bound was
            # recorded (show --json's guarantee.epsilon), so that no one adds mixed units
            "model_epsilon_unit": _row_unit(bound),
            **({} if bound is None else
               {"model_epsilon_per_record": 2 * float(model.ledger_.epsilon)}),
            "model_person_epsilon": None if bound is None else bound.get("person_epsilon"),
            "model_person_bound": bound,
            # a per-group model's group (a column's name and a declared category): its figures
            # describe that group's model, whatever records the test file holds
            "model_group": _model_group(model)}


def _set_words(group: dict) -> str:
    """A per-group set in an evaluation's headline: its column and number of groups (public:
    the folder's files), and that each record was predicted by its own group's model."""
    k = group.get("groups")
    return (f"; a per-group set: one model per group of {group.get('column')!r}, {k} "
            f"group{'s' * (k != 1)}, each record predicted by its group's model")


def _check_set_evaluation(a, model) -> None:
    """``evaluate FOLDER``: what a per-group set can release, checked from public facts before
    any record is read.  Every declared group must have its model: a test record of a group
    without one could neither be counted (its cell would say something of it) nor refused
    (a refusal would say that such a record exists)."""
    lacking = model.lacking()
    if lacking:
        raise CLIError(f"{str(a.model)!r} lacks the model of group(s) "
                       f"{', '.join(_group_words(model.column, c) for c in lacking)}: an "
                       f"evaluation of a per-group set needs every declared group's model "
                       f"file (the test records of any group may be there). Nothing was read.")
    if getattr(a, "release", None) == "roc":
        raise CLIError("--release roc reads one model's score bins: evaluate a per-group "
                       "set's files one by one for it, or release its matrix or accuracy")
    a.model_set_size = len(model.models)


def _model_group(model) -> dict | None:
    """``model.group_`` (fit_per_group's, fit --per-group's) as the file records it, or None."""
    group = getattr(model, "group_", None)
    return dict(group) if isinstance(group, dict) else None


def _print_private_footer(a, how: str) -> None:
    """What a private evaluation's figures guarantee, and for whom: each test record (a person
    with k rows in the test file is protected at k times the budget).  Without --budget, that
    each run is a release of its own whose epsilon adds to the earlier runs' (the Python API's
    RepeatedReleaseWarning; a command cannot see the runs before it)."""
    if getattr(a, "budget", None) is None:
        adds = (f"; each run of this command is a new release of these records and the epsilons "
                f"add up (two runs: 2 x {a.epsilon:g}): book them with --budget FILE, which "
                f"keeps the sum and refuses past a total")
    else:
        adds = ""
    if getattr(a, "test_ids", None) is not None:
        k = a.max_rows_per_person
        print(f"these figures are epsilon = {a.epsilon:g} differentially private for each person "
              f"of {str(a.data)!r} (column {a.person!r}; at most {k} record{'s' * (k != 1)} of "
              f"each counted, drawn at random, at {a.epsilon / k:g} per kept record; {how}){adds}")
        return
    print(f"these figures are epsilon = {a.epsilon:g} differentially private for each record of "
          f"{str(a.data)!r} ({how}); a person with k rows there is protected at k x "
          f"{a.epsilon:g} (--person COL --max-rows-per-person K counts at most K of each){adds}")


def _note_weak_test_epsilon(epsilon: float, per_person: bool = False) -> None:
    """From the parameter alone, as ``fit`` notes it: a large ε on the test records protects
    them little."""
    if epsilon >= WEAK_EPSILON:
        who = "test person" if per_person else "test record"
        print(f"dpforest: note: epsilon {epsilon:g} bounds what these figures tell about any "
              f"one {who} only by a factor e^{epsilon:g}: little protection; see "
              f"docs/epsilon.md", file=sys.stderr)


def _per_test_person(a, release):
    """``release(**bound)`` with the test file's rows-per-person bound where --person is given
    (the release then names the id column), plain otherwise; with ``--budget``, reserved in it
    before the release is computed and booked before anything of it is printed."""
    def run():
        if getattr(a, "test_ids", None) is None:
            return release()
        try:
            out = release(person=a.test_ids, max_rows=a.max_rows_per_person)
        except ValueError as e:     # missing ids, ids of mixed kinds, a bound too large: no value
            raise CLIError(f"--person column {a.person!r}: {e}") from None
        # (a release by group: every group's figures carry the one bound)
        for part in (out.values() if isinstance(out, dict) else (out,)):
            part.person_bound["column"] = a.person
        return out

    budget = getattr(a, "test_budget", None)
    if budget is None:
        return run()
    got = []
    return _booked_run(a, budget, a.test_budget_planned, _evaluation_log_line(a),
                       lambda: got.append(run()) or got[0],
                       lambda: budget._epsilon_of(got[0])[0], "Nothing was computed.")


#: hex digits of the model file's sha256 in a budget log's line (git's short form is 7-12): enough
#: to tell a month's model files apart; the whole hash is in evaluate --json
_LOG_SHA256_DIGITS = 12


def _evaluation_log_line(a) -> str:
    """The budget log's line for ``evaluate --budget``: which model file was scored (its name
    and the short sha256 of its bytes, as taken when it was loaded) on which test file, as a
    fit's line names the model it wrote -- a month's log of bare "evaluate on DATA" lines did
    not say which model each release was spent on.  Public facts only: file names and the
    released model's hash, no test record."""
    digest = getattr(a, "model_sha256", None)
    model = Path(a.model).name + (f" (sha256 {digest[:_LOG_SHA256_DIGITS]})" if digest else
                                  f" (per-group set of {a.model_set_size} models)"
                                  if getattr(a, "model_set_size", None) else "")
    # the option with its value, as typed: a bare "--epsilon" read as a flag left out of a line
    by = "" if getattr(a, "by", None) is None else f" --by {a.by}"
    return f"dpforest evaluate {model} --epsilon {float(a.epsilon):g}{by} on {Path(a.data).name}"


def _evaluate_budget(a, private: bool, per_person: bool):
    """The budget ``evaluate --budget`` names (the test records' own), checked against
    ``--epsilon`` before the test file is read; None without ``--budget``."""
    ood = getattr(a, "out_of_domain", None)
    if getattr(a, "budget", None) is None:
        if ood is not None:
            raise CLIError("--out-of-domain says how a budgeted evaluation reads test records: "
                           "it applies with --budget only (without it, a record outside the "
                           "schema is refused, or read as the model reads new ones with "
                           "--conform)")
        return None
    if ood == "drop" and getattr(a, "conform", False):
        raise CLIError("--out-of-domain drop leaves out the records --conform would read at a "
                       "bound or as missing: give one of them")
    if not private:
        raise CLIError("--budget books what --epsilon releases: pass --epsilon E with it "
                       "(exact scores are not a private release a budget can count)")
    overrides = _reading_options_given(a)
    if overrides:
        # read as the model file says: an option of the analyst's own would turn a refusal to
        # read the file into an answer about its lines
        raise CLIError(f"--budget reads the test file with the layout the model file and the "
                       f"budget say, not options given here: remove {', '.join(overrides)}")
    budget = _open_budget(a.budget)
    row_eps = (_row_epsilon_arg(a.epsilon, a.max_rows_per_person) if per_person
               else float(a.epsilon))
    a.test_budget_planned = _budget_plan(a, budget, per_person, float(a.epsilon), row_eps,
                                         "this evaluation", "Nothing was read.")
    # the budget's own log names the files its fits read: a test file of such a name is most
    # likely training records (an output checker cannot tell from the figures); file names only
    fitted_on = f" on {Path(a.data).name} -> "
    if any(r["what"].startswith("dpforest fit ") and fitted_on in r["what"]
           for r in budget.releases if r["status"] == "released"):
        print(f"dpforest: warning: this budget booked a fit on a file named "
              f"{Path(a.data).name!r}: if these are that fit's training records, the figures "
              f"are a training score (optimistic) at a second epsilon on them, not a test "
              f"score; evaluate on records the model did not see (dpforest split)",
              file=sys.stderr)
    return budget


#: options of a model file's CSV format that say what its labels mean, not how a file's bytes
#: are read (kept under ``evaluate --budget``)
_LABEL_OPTIONS = ("label_map",)


def _budgeted_test_layout(a, budget, fmt: dict) -> dict:
    """How ``evaluate --budget`` reads the test file: with the layout the budget stores (its
    owner's schema file's, ``dpforest budget FILE --create --schema``), else the plain layout
    (UTF-8, comma, a header row) -- never the model file's own, which whoever made the model
    chose: an encoding or separator picked to fail on some text would make reading the test
    file answer a question about its records, refused before anything is booked.  A model
    whose layout differs is refused before the file is opened.  The label mapping stays the
    model's (it says what the labels mean).  The file is read one record per line
    (:func:`_one_record_per_line`): a line that does not parse is left out."""
    stored = budget._extra.get("csv_layout")
    owner = {k: v for k, v in (stored or {}).items() if k not in ("target", "drop", "person_bound")}
    owner = {k: v for k, v in _check_csv_format(owner, "budget").items() if k not in _LABEL_OPTIONS}
    labels = {k: fmt[k] for k in _LABEL_OPTIONS if k in fmt}
    model_layout = {k: v for k, v in _check_csv_format(fmt, "model").items()
                    if k not in _LABEL_OPTIONS}
    if model_layout != owner:
        where = ("the layout the budget stores" if stored is not None else
                 "the plain layout (UTF-8, comma-separated, a header row): the budget stores none")
        differ = sorted(set(model_layout) ^ set(owner) | {k for k in set(model_layout) & set(owner)
                                                             if model_layout[k] != owner[k]})
        raise CLIError(f"--budget reads the test file with {where}, not the model file's own "
                       f"layout, which differs from it ({', '.join(differ)}): a layout chosen by "
                       f"whoever made the model could make reading the test records answer "
                       f"questions about them.  Make the budget with the test file's layout, "
                       f"`dpforest budget FILE --create --total E --schema SCHEMA.json`. "
                       f"Nothing was read.")
    # the test records are private whether or not the budget pins a schema: a malformed line is
    # left out on its own either way, never a refusal that answers for one record
    return {**owner, **labels, **_one_record_per_line(a.data, owner.get("encoding"))}


def _evaluate_roc_privately(model, X, y, a) -> int:
    """``evaluate --epsilon E --release roc``: the ROC AUC of a two-class model from noisy
    counts per score bin and class (:func:`dpforest.evaluation.private_roc`); with ``--rate``,
    the threshold :meth:`~dpforest.evaluation.NoisyROC.threshold_at_rate` reads from it."""
    from ._warning_control import filtered
    from .evaluation import private_roc
    from .exceptions import EvaluationWarning

    if len(model.classes_) != 2 and getattr(a, "positive", None) is None:
        raise CLIError("--release roc of a model of more than two classes scores one class "
                       "against the rest: name it with --positive CLASS")
    shape = {k: v for k, v in (("bins", getattr(a, "bins", None)),
                               ("positive", getattr(a, "positive", None))) if v is not None}
    try:
        roc = _per_test_person(a, lambda **bound: private_roc(model, X, y, epsilon=a.epsilon,
                                                              **shape, **bound))
    except ValueError as e:
        if "bins" not in shape or "bin" not in str(e):
            raise
        raise CLIError(f"--bins: {e}") from None
    res = {**_private_release_facts(model, a), **roc.to_dict()}
    rate = getattr(a, "rate", None)
    if rate is not None:
        # post-processing of the release just made (no further epsilon); its warning for an
        # infinite threshold is said below in the command's own words
        with filtered(category=EvaluationWarning):
            point = roc.threshold_at_rate(rate)
        res["rate"] = rate
        res["operating_point"] = {k: (None if isinstance(v, float) and not math.isfinite(v)
                                      else v) for k, v in point.items()}
    lo, hi = res["interval_95"]
    positive = res["positive"]
    if a.json:
        print(json.dumps(res))
    else:
        head = (f"ROC AUC of the binned scores {roc.auc:.4f} (95% interval {lo:.4f}-{hi:.4f}: "
                f"privacy noise and test-set sampling)" if roc.estimable else
                "ROC AUC not estimable: the noisy counts are mostly noise (give more epsilon or "
                "test records)")
        print(f"{res['model']} ({_training_epsilon(res)}), scoring {positive!r}: {head}")
        if rate is not None:
            if math.isfinite(point["threshold"]):
                prec = ("not readable" if not math.isfinite(point["precision"])
                        else f"{point['precision']:.4f}")
                print(f"flag at most {rate:g} of the records: predict {positive!r} where its "
                      f"probability is at least {point['threshold']:g} (noisy: flags "
                      f"{point['flagged_share']:.4f} of these records, recall "
                      f"{point['tpr']:.4f}, false-positive rate {point['fpr']:.4f}, precision "
                      f"{prec}; read on the records it was chosen on, so a little optimistic)")
            else:
                print(f"flag at most {rate:g} of the records: no public threshold can be read (the "
                      f"top score bin alone holds more, or the counts are mostly noise); "
                      f"release with finer --bins, or more epsilon or test records")
        _print_private_footer(a, f"2 x {roc.bins} noisy counts per score bin and class")
    _note_weak_test_epsilon(a.epsilon, per_person=getattr(a, "test_ids", None) is not None)
    return 0


def _row_unit(bound) -> str:
    """The unit of a model's ledger ε in an evaluation's JSON: a training row, or, where the
    fit kept at most k rows a person (``bound``), a kept row -- the noise's ε, half the
    guarantee per row added or removed, since one more row can push out another kept row."""
    return "training row" if bound is None else "kept training row"


def _ledger_text(ledger) -> str:
    return ledger.report()


def cmd_demo(a) -> int:
    from .experiments.demo import run_demo

    _check_epsilons(a.epsilons, "--epsilons")
    _check_counts(a)
    return run_demo(epsilons=a.epsilons, n_estimators=a.n_estimators, max_depth=a.max_depth,
                    repeats=a.repeats, progress=_progress(a))


def _check_exp_args(a):
    from .experiments.runner import LOADERS

    for d in a.datasets or ():
        if d not in LOADERS:
            raise CLIError(f"unknown dataset {d!r}; choose from {', '.join(LOADERS)}")
    _check_counts(a)


def _experiment_out(a, default: str) -> Path:
    """``reproduce`` / ``compare``'s output folder, refused before any fit when it holds an
    earlier run's results (``raw.csv`` / ``summary.csv``) and ``--force`` is not given: the
    run would replace them all (as ``benchmark`` refuses)."""
    out = Path(a.out or default)
    if out.exists() and not out.is_dir():
        raise CLIError(f"--out {str(out)!r} is a file, not a folder")
    if getattr(a, "tiny", False) and getattr(a, "quick", False):
        raise CLIError("--tiny and --quick are two grids: give one")
    held = [f for f in ("raw.csv", "summary.csv") if (out / f).is_file()]
    if held and not a.force:
        raise CLIError(f"{str(out)!r} holds an earlier run's results ({', '.join(held)}): pass "
                       f"--force to replace them, or another --out")
    return out


def cmd_reproduce(a) -> int:
    from .experiments.grids import PAPERS, experiment
    from .experiments.runner import run_experiment

    if a.paper is None:
        given = _options_given(a, "reproduce")
        if given:
            # options without a paper: listing the papers and exiting 0 read as a run done
            swallowed = [n for n in (a.datasets or ()) if n in PAPERS]
            raise CLIError(
                f"no paper named: {', '.join(given)} run{'s' * (len(given) == 1)} a paper's "
                f"grid, named first: dpforest reproduce PAPER [options] (papers: "
                f"{', '.join(PAPERS)}; dpforest reproduce alone lists them)"
                + (f"; --datasets takes several names, so {swallowed[0]!r} was read as a data "
                   f"set: put the paper first" if swallowed else ""))
        _list_reproductions()
        return 0
    if a.paper not in PAPERS:
        raise CLIError(f"unknown paper {a.paper!r}; choose one of {', '.join(PAPERS)}"
                       + _paper_hint(str(a.paper)))
    _check_exp_args(a)
    out = _experiment_out(a, f"results/{a.paper}")
    size = "tiny" if a.tiny else "quick" if a.quick else "full"
    fixed = _reproduce_overrides(a)
    try:
        exp = experiment(a.paper, size, datasets=a.datasets, accounting=a.accounting, fixed=fixed)
    except ValueError as e:          # a setting no forest of the grid takes: refused, as typed
        raise CLIError(str(e)) from None
    run_experiment(exp, out_dir=out, repeats=a.repeats,
                   data_dir=a.data_dir, progress=_progress(a), download=a.download)
    return 0


def _options_given(a, command: str) -> list[str]:
    """The options of ``command`` given on this command line (each as ``--name``): those whose
    value differs from the parser's default."""
    defaults = vars(build_parser().parse_args([command]))
    return [f"--{k.replace('_', '-')}" for k, v in vars(a).items()
            if k not in ("paper", "func", "command") and k in defaults and v != defaults[k]]


def _list_reproductions() -> None:
    """The papers ``reproduce`` runs: name, source, data sets and sweeps (the full grids)."""
    from .experiments.grids import PAPERS, experiment

    print("dpforest reproduce PAPER [--tiny | --quick] runs one of:\n")
    for paper in PAPERS:
        exp = experiment(paper, "full")
        print(f"  {paper:<11} {exp.title}")
        print(f"  {'':<11} data sets: {', '.join(exp.datasets)}")
        swept = ", ".join(dict.fromkeys(sw.x for sw in exp.sweeps))
        forests = ", ".join(dict.fromkeys(a for sw in exp.sweeps for a in sw.algorithms))
        print(f"  {'':<11} sweeps: {swept}; metric: {exp.metric}; forests: {forests}")
        if exp.figures_source:
            # values of unverified source are not called the paper's; a paper's own figures
            # print only beside cells run at its settings, which the quick grids seldom are
            what = ("reference values (not the paper's own: source unverified)"
                    if "unverified" in (exp.figures_label or "") else "the paper's figures")
            print(f"  {'':<11} {what} beside the cells run at the paper's settings (the "
                  f"full grid's; a quick grid may have none): "
                  f"{exp.figures_source.split(':')[0]}")
        print()
    print("--tiny checks that a paper runs (seconds), --quick a small grid (15-90 s, up to "
          "about 3 minutes with --accounting paper), none the full grid; docs/cli.md, "
          "'reproduce', and docs/results.md say what each output is.")


def _reproduce_overrides(a) -> dict:
    """``--n-estimators`` / ``--max-features`` as grid parameters, checked before anything runs."""
    fixed = {}
    t = getattr(a, "n_estimators", None)
    if t is not None:
        if t < 1:
            raise CLIError(f"--n-estimators must be a whole number of trees >= 1, got {t}")
        fixed["n_estimators"] = t
    f = getattr(a, "max_features", None)
    if f is not None:
        fixed["max_features"] = _max_features_value(f, every=False)
    return fixed


#: ``--max-features all``: every feature, the estimators' ``max_features=None``
EVERY_FEATURE = "all"


def _max_features_value(f: str, every: bool = True):
    """``--max-features``'s text as the estimators' value: 'sqrt', 'log2', a whole number of
    features >= 1, a share in (0, 1], or (``every``) 'all', returned as :data:`EVERY_FEATURE`
    (the caller sets ``max_features=None``, which a parameter of None would leave unset)."""
    word = f.strip().lower()
    if word in ("sqrt", "log2") or (every and word == EVERY_FEATURE):
        return word
    try:
        v = float(f)
    except ValueError:
        v = float("nan")
    if v.is_integer() and v >= 1 and "." not in f:
        return int(v)
    if 0 < v <= 1:
        return v
    alt = ", or 'all'" if every else ""
    raise CLIError(f"--max-features must be 'sqrt', 'log2', a whole number >= 1 or a share in "
                   f"(0, 1]{alt}, got {f!r}")


def cmd_compare(a) -> int:
    from .experiments.grids import compare_experiment
    from .experiments.registry import ALGORITHMS
    from .experiments.runner import run_experiment

    _check_exp_args(a)
    _check_epsilons(a.epsilons, "--epsilons")
    for nm in a.algorithms or ():
        if nm not in ALGORITHMS:
            raise CLIError(f"unknown --algorithms {nm!r}; choose from {', '.join(ALGORITHMS)}")
    out = _experiment_out(a, "results/compare")
    size = "tiny" if a.tiny else "quick" if a.quick else "full"
    exp = compare_experiment(size, datasets=a.datasets, epsilons=a.epsilons,
                             algorithms=a.algorithms)
    run_experiment(exp, out_dir=out, repeats=a.repeats,
                   data_dir=a.data_dir, progress=_progress(a), download=a.download)
    return 0


def cmd_algorithms(a) -> int:
    from .experiments.registry import ALGORITHMS, PAPER_NAMES, available, default_algorithm

    av = available()
    # columns as wide as their longest entry (a fixed 24 ran "DP boosting (random trees)" into
    # the next column)
    wk, wc, wp = (max(map(len, col)) for col in (ALGORITHMS, ALGORITHMS.values(),
                                                  (PAPER_NAMES[k] for k in ALGORITHMS)))
    for k, cls in ALGORITHMS.items():
        print(f"{k:<{wk}s}  {cls:<{wc}s}  {PAPER_NAMES[k]:<{wp}s}  "
              f"{'available' if av[k] else 'not available'}")
    print(f"`dpforest fit` without --algorithm uses {default_algorithm()!r} "
          f"({ALGORITHMS[default_algorithm()]})")
    return 0


def _import_own_class(spec: str, flag: str):
    """The class ``MODULE:CLASS`` names (its module importable from the working directory, as
    ``python -m`` finds it), for ``flag`` (the option that named it, for messages).  Only ever
    a name the user typed: a model file never chooses what is imported."""
    import importlib

    module, _, name = spec.partition(":")
    if not module or not name:
        raise CLIError(f"{flag} {spec!r}: give an estimator of your own as MODULE:CLASS")
    here = str(Path.cwd())
    sys.path.insert(0, here)                  # as python -m does: the working directory first
    failed = None
    try:
        cls = getattr(importlib.import_module(module), name)
    except Exception as e:  # noqa: BLE001  the user's module: its type only, no traceback
        failed = type(e).__name__
    finally:
        sys.path.remove(here)
    if failed is not None:
        raise CLIError(f"{flag} {spec!r}: cannot import {name} from {module} ({failed})")
    return cls


def _register_own(specs) -> None:
    """``--register MODULE:CLASS`` of the commands that load a model file: each class imported
    and registered (:func:`dpforest.io.register_estimator`) before the file is read, so the
    command reads model files of those estimators of one's own (docs/extending.md)."""
    for spec in specs or ():
        _register_class(_import_own_class(spec, "--register"), spec, "--register")


def _register_class(cls, spec: str, flag: str):
    """``cls`` registered (:func:`dpforest.io.register_estimator`), its refusal a command-line
    error naming ``flag`` and ``spec``; returns ``cls``."""
    from .io import register_estimator

    try:
        register_estimator(cls)
    except (TypeError, ValueError) as e:
        raise CLIError(f"{flag} {spec!r}: {e}") from None
    return cls


def _own_made(cls, epsilon, schema=None, **params):
    """``cls(epsilon=, schema=)``, an estimator of one's own made as a dpforest estimator is,
    with those of ``params`` it takes (and that are not None) set: the one way ``fit
    --algorithm``, ``audit --estimator`` and ``benchmark --methods`` make one."""
    est = cls(epsilon=epsilon, schema=schema)
    taken = est.get_params()
    extra = {k: v for k, v in params.items() if v is not None and k in taken}
    return est.set_params(**extra) if extra else est


def _own_estimator(spec: str, eps: float, n_estimators: int, max_depth: int):
    """``MODULE:CLASS`` (a module importable from the working directory) made with
    ``epsilon=eps`` and, where it takes them, the audit's tree count and depth."""
    cls = _import_own_class(spec, "--estimator")
    name = spec.partition(":")[2]
    try:
        return _own_made(cls, eps, n_estimators=n_estimators, max_depth=max_depth)
    except Exception as e:  # noqa: BLE001  the user's class: say what went wrong, briefly
        raise CLIError(f"--estimator {spec!r}: {name}(epsilon={eps:g}) failed "
                       f"({type(e).__name__}); it must take epsilon and schema and follow "
                       f"scikit-learn's get_params") from None


def cmd_audit(a) -> int:
    """Empirical privacy audit (docs/audit.md): table on stdout, CSV + one PNG per row in --out."""
    from .audit import CANARIES, MAX_RECORDS, MAX_RUNS, audit, audit_estimator, unread_attributes
    from .experiments.registry import ALGORITHMS

    names = list(ALGORITHMS) + ["control"] if "all" in a.estimator else a.estimator
    for nm in names:
        if nm != "control" and nm not in ALGORITHMS and ":" not in nm:
            raise CLIError(f"unknown --estimator {nm!r}; choose from {', '.join(ALGORITHMS)}, "
                           f"control, all, or MODULE:CLASS for an estimator of your own")
    for c in a.canary:
        if c not in CANARIES:
            raise CLIError(f"unknown --canary {c!r}; choose from {', '.join(CANARIES)}")
    _check_epsilons(a.epsilon, "--epsilon")
    if not (4 <= a.runs <= MAX_RUNS and 2 <= a.records <= MAX_RECORDS and 0 < a.alpha < 1):
        raise CLIError(f"need 4 <= --runs <= {MAX_RUNS:,}, 2 <= --records <= {MAX_RECORDS:,} "
                       f"and 0 < --alpha < 1")
    if a.random_state is not None and a.random_state < 0:
        raise CLIError(f"--random-state must be a whole number >= 0, got {a.random_state}")
    _check_counts(a)
    out = Path(a.out) if a.out else None
    if out is not None:
        if out.exists() and not out.is_dir():
            raise CLIError(f"--out {str(out)!r} is a file, not a folder")
        _refuse_overwrite(out / "audit.csv", a.force, parent_must_exist=False, a=a)
    import pandas as pd

    rows, results, failed_rows = [], [], 0
    for eps in a.epsilon:
        for nm in names:
            est = (_own_estimator(nm, eps, a.n_estimators, a.max_depth) if ":" in nm else
                   audit_estimator(nm, eps, a.n_estimators, a.max_depth))
            if ":" in nm and eps == a.epsilon[0]:
                # an estimator of one's own can keep values the statistics never read (an exact
                # maximum in a fitted attribute passed every canary): named, once
                unread = unread_attributes(est, eps, a.records)
                if unread:
                    print(f"{nm}: the audit reads what predict_proba and leaf counts show; it does "
                          f"not read the fitted attribute{'s' * (len(unread) > 1)} "
                          f"{', '.join(unread)} itself: a value kept there and not used by "
                          f"predict_proba goes unaudited (audit it from Python with "
                          f"statistics=..., docs/audit.md)", file=sys.stderr)
            for c in a.canary:
                try:
                    res = audit(est, canary=c, n_runs=a.runs, alpha=a.alpha, n_records=a.records,
                                random_state=a.random_state, progress=_progress(a))
                except RuntimeError as e:
                    # every fit of this row failed (settings its fit refuses, such as
                    # --max-depth 0 for a forest that needs a split): said in one line, the
                    # other rows kept (a traceback lost the rows already audited)
                    print(f"dpforest: error: {nm} eps={eps:g} {c}: {e}", file=sys.stderr)
                    failed_rows += 1
                    continue
                res.estimator = nm
                rows.append(res.to_dict())
                results.append(res)
                more = ((f" (no violation found: a pass is no proof of privacy.  "
                         f"{res.max_detectable:.3f} is the most these runs could show, against "
                         f"a release with no noise at all; against a smaller violation the "
                         f"power is far lower -- docs/audit.md, 'What a pass shows')")
                        if res.verdict == "pass" else
                        (f" (its own ledger composed epsilon={res.ledger_epsilon:g}, more than "
                         f"the {eps:g} claimed)" if res.ledger_over_claim else "")
                        if res.verdict != "inconclusive" else
                        " (with its noise switched off it releases the same model from D and D', "
                        "or another one each time from the same records: no test can tell them "
                        "apart here; try another --canary or more --records)"
                        if res.control_separates is False else
                        " (the statistic read took one value on every run: this model releases "
                        "nothing the audit's statistics read; audit it from Python with "
                        "statistics= of your own)" if res.constant_statistic else
                        f" (these runs can show at most epsilon_lb={res.max_detectable:.3f}: "
                        f"raise --runs)")
                print(f"{nm} eps={eps:g} {c}: epsilon_lb={res.epsilon_lb:.3f} {res.verdict}{more}",
                      file=sys.stderr)
    if not rows:
        raise CLIError(f"no audit row could be made: every fit of the {failed_rows} row(s) "
                       f"failed (see the errors above)")
    table = pd.DataFrame(rows)
    print(table.to_string(index=False, float_format=lambda v: f"{v:.4g}"))
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        table.to_csv(out / "audit.csv", index=False)
        from .inspection import _pyplot

        plt = _pyplot()
        for res in results:
            # (MODULE:CLASS's colon is no file-name character everywhere)
            stem = str(res.estimator).replace(":", ".")
            axes = res.plot(path=out / f"audit_{stem}_{res.canary}_eps{res.epsilon:g}.png")
            # one figure per estimator x canary x epsilon: closed once written (pyplot keeps
            # every open figure, and warns past 20)
            plt.close(axes[0].figure)
        print(f"wrote {out / 'audit.csv'} and {len(results)} PNG trade-off plots", file=sys.stderr)
    if a.strict and (table["verdict"] == "FAIL").any():
        return 3
    return 2 if failed_rows else 0


# ----------------------------------------------------------------------------- parser
def _listed(convert=str):
    """An argparse action for a list option given space- or comma-separated (``0.5 1`` or
    ``0.5,1``, or both): every command takes its lists the same way."""
    class Listed(argparse.Action):
        def __call__(self, parser, namespace, values, option_string=None):
            out = []
            for token in (t.strip() for v in values for t in str(v).split(",")):
                if token:
                    try:
                        out.append(convert(token))
                    except ValueError:
                        parser.error(f"argument {option_string}: invalid value {token!r}")
            if not out:
                # an empty value ('' from an unset shell variable) read as "not given" would
                # run every default in its place (the whole benchmark suite)
                parser.error(f"argument {option_string}: give at least one value")
            # the option given twice lists both (the second used to replace the first silently)
            given = vars(namespace).setdefault("_listed_given", set())
            if self.dest in given:
                out = list(getattr(namespace, self.dest)) + out
            given.add(self.dest)
            setattr(namespace, self.dest, out)
    return Listed


#: the exit statuses of the commands that book into a budget, for their --help: a scheduled job
#: reads them (docs/cli.md lists every command's)
_BUDGET_EXITS = ("exit status: 0 done; 2 an input error (bad file, option or argument); {over}"
                 + f"{EXIT_BUDGET_EXHAUSTED} the budget has too little left for this release "
                 "(nothing released or booked: stop scheduling it until more epsilon is "
                 "granted); 1 an internal error")


#: help for the arguments several commands share, where a command gives none of its own
_SHARED_HELP = {
    "data": "CSV file (its header row names the columns, unless the schema file says otherwise)",
    "model": "a model file written by dpforest fit (or save_model)",
    "n_estimators": "number of trees (default: the algorithm's own; the default forest chooses)",
    "max_depth": "tree depth (default: the algorithm's own; the default forest chooses)",
    "no_progress": "no progress bar (shown on a terminal only)",
    "force": "overwrite existing output files",
    "json": "print the result as JSON instead of a table",
}


def _default_help(parser: argparse.ArgumentParser) -> None:
    """Give every argument of every command without a help text the shared one for its name
    (a bare ``data`` or ``--force`` showed nothing in ``COMMAND --help``)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                _default_help(sub)
        elif action.help is None and action.dest in _SHARED_HELP:
            action.help = _SHARED_HELP[action.dest]


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="dpforest",
        description="Differentially private random forests. Each command's options: dpforest "
                    "COMMAND --help (docs/cli.md in dpforest's source tree is the whole guide).",
        # the commands' order of use, which the alphabet-free list below does not tell
        epilog="A data owner's steps, in order: schema-template DATA (a schema file to fill "
               "from public documentation) -> schema-check (the records against it; shows "
               "values: for the data owner only) -> split (a training and a test file) -> "
               "budget FILE --create --total E -> fit --budget FILE -> show MODEL --markdown "
               "(the release statement) -> evaluate --epsilon (a private score on the test "
               "file) -> predict.  To try it first: dpforest demo.")
    from . import __version__

    p.add_argument("--version", action="version", version=f"dpforest {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    def layout_opts(q, saved=None):
        # ``saved``: whose CSV layout applies when an option is not given (a schema file's or a
        # model's); None for a command that reads no saved layout
        fallback = f"{saved}, else " if saved else ""
        q.add_argument("--sep", help=f"CSV field separator, e.g. ';' (tab or '\\t': a tab; "
                                     f"default: {fallback}',')")
        q.add_argument("--na-values", action="append", metavar="TEXT",
                       help=f"missing-value marker such as '?' (repeatable; "
                            f"{'added to ' + saved + ' markers' if saved else 'default: none'})")
        head = q.add_mutually_exclusive_group()
        head.add_argument("--no-header", action="store_true",
                          help="the file has no header row (name the fields with --columns)")
        head.add_argument("--header", action="store_true",
                          help="the file has a header row (the default; overrides a saved "
                               "'header': false)")
        q.add_argument("--no-default-na", action="store_true",
                       help="only --na-values and empty cells mark missing values, not pandas' "
                            "NA, N/A, NaN, null, None... (in any column; a declared category or "
                            "class spelled 'NA' is read as itself without this)")
        q.add_argument("--columns", metavar="A,B,...",
                       help="comma-separated names of every field, in file order")
        q.add_argument("--comment", metavar="CHAR", help="skip lines starting with CHAR")
        q.add_argument("--decimal", metavar="CHAR",
                       help=f"decimal mark of numbers, e.g. ',' for 1,5 (default: {fallback}'.')")
        q.add_argument("--encoding", metavar="NAME",
                       help=f"the file's text encoding, e.g. cp1252 (default: {fallback}UTF-8)")
        q.add_argument("--thousands", metavar="CHAR",
                       help=f"digit-group mark inside numbers, e.g. '.' for 1.234,5 (default: "
                            f"{saved + ', else none' if saved else 'none'})")
        q.add_argument("--amount-signs", action="store_true",
                       help="numbers may carry a currency sign in front ($ € £ ¥) or a per cent "
                            "sign behind, both dropped: '$1,234.50' reads as 1234.5 (with "
                            "--thousands ','), '12%%' as 12 (declare its bounds 0-100)"
                            + (f" (default: {saved}, else off)" if saved else ""))

    def csv_opts(q, saved="the model's", drop_note=""):
        layout_opts(q, saved)
        # only a model file keeps dropped columns (a schema file has no 'drop' key)
        q.add_argument("--drop", action="append", metavar="COL",
                       help="ignore this CSV column (repeatable, or a comma-separated list of "
                            "the file's columns), e.g. an id column"
                            + ("; added to the model's own" if saved == "the model's" else "")
                            + drop_note)

    q = sub.add_parser("demo", help="fit the default forest on scikit-learn's breast-cancer data")
    q.add_argument("--epsilons", nargs="+", action=_listed(float), default=[0.1, 0.5, 1.0, 5.0],
                   help="privacy budgets to fit at, one table row each (default: 0.1 0.5 1 5)")
    q.add_argument("--n-estimators", type=int, help="default: the estimator's default")
    q.add_argument("--max-depth", type=int, help="default: the estimator's default")
    q.add_argument("--repeats", type=int, default=5,
                   help="fits per budget, for the mean and sd: each fit draws new noise on its "
                        "own 70/30 split, the same splits for every budget (default: 5)")
    q.add_argument("--no-progress", action="store_true", help="no progress bar")
    q.set_defaults(func=cmd_demo)

    q = sub.add_parser("schema-template", help="data owner: write a schema file to fill in (its "
                                               "types and hints are read from the records: not "
                                               "private)")
    q.add_argument("data", help="CSV file; its header row names the columns (a file without "
                                "one needs --no-header --columns NAME,...)")
    q.add_argument("--target", help="label column")
    q.add_argument("-o", "--output", required=True, help="schema file to write (JSON)")
    q.add_argument("--bounds", action="append", default=[], metavar="PATTERN=LO,HI",
                   help="public bounds for the numeric columns whose names match a shell-style "
                        "PATTERN, e.g. 'ENSG*=0,20' for thousands of gene columns of one "
                        "documented range (repeatable; the first matching pattern wins)")
    layout_opts(q)
    q.add_argument("--force", action="store_true", help="overwrite an existing file")
    q.add_argument("--no-progress", action="store_true",
                   help="no progress bar (shown on a terminal only)")
    q.set_defaults(func=cmd_schema_template)

    q = sub.add_parser("schema-check", help="data owner only (NOT private): list the values of a "
                       "CSV file that do not fit a schema, with counts and examples")
    q.add_argument("data", help="CSV file, laid out as the schema file says (a header row "
                                "unless it says otherwise or --no-header is given)")
    q.add_argument("--schema", required=True, help="schema file (see schema-template), or a "
                                                   "model file: its schema and CSV layout")
    q.add_argument("--target", help="label column (default: 'target' in the schema file)")
    csv_opts(q, "the schema file's")
    q.set_defaults(func=cmd_schema_check)

    q = sub.add_parser("split", help="data owner: write a CSV's records into a training and a "
                                     "test file, each record's side decided by the record alone "
                                     "(so a fit and a private evaluation compose in parallel)")
    q.add_argument("data")
    q.add_argument("--schema", required=True, help="schema file (see schema-template)")
    q.add_argument("--target", help="label column (default: 'target' in the schema file)")
    q.add_argument("--train", required=True, help="CSV file to write the training records to")
    q.add_argument("--test", required=True, help="CSV file to write the test records to")
    q.add_argument("--test-size", type=_number_arg, default=0.25,
                   help="each record's (or group's) chance of going to the test file "
                        "(default 0.25; the sizes are random, not a fixed count)")
    q.add_argument("--group", metavar="COL",
                   help="id column (a patient): all rows of an id go to the same file, decided "
                        "by the id alone; the column is kept in both files")
    q.add_argument("--random-state", type=int, default=None,
                   help="the public seed, fixed before the data are looked at; another one for "
                        "each split of the same records (the same seed sends each record the "
                        "same way again). Default: one drawn from the operating system, printed")
    q.add_argument("--force", action="store_true", help="overwrite existing output files")
    q.add_argument("--conform", action="store_true", help=_CONFORM_HELP)
    q.add_argument("--loose-text", action="store_true", help=_LOOSE_TEXT_HELP)
    q.add_argument("--no-progress", action="store_true",
                   help="no progress bar (shown on a terminal only)")
    csv_opts(q, "the schema file's",
             drop_note="; the two parts still hold it (they keep every column of the "
                       "file as written): give the same --drop to fit, evaluate and predict")
    q.set_defaults(func=cmd_split)

    q = sub.add_parser("fit", help="fit a DP forest on a CSV file and save the model",
                       epilog=_BUDGET_EXITS.format(over=""))
    q.add_argument("data")
    q.add_argument("--target", help="label column (default: 'target' in the schema file)")
    q.add_argument("--schema", required=True, help="schema file (see schema-template)")
    q.add_argument("--epsilon", type=_number_arg, required=True, help="total privacy budget")
    q.add_argument("--algorithm", help="algorithm name (default: 'default'; see `dpforest "
                                       "algorithms`), or MODULE:CLASS for an estimator of your "
                                       "own (docs/extending.md)")
    q.add_argument("--n-estimators", type=int)
    q.add_argument("--max-depth", type=int)
    q.add_argument("--max-features",
                   help="features drawn per tree or node, for forests that take it: sqrt, log2, "
                        "a whole number, a share in (0, 1], or all")
    q.add_argument("--n-samples", type=_number_arg,
                   help="the number of training records where it is public (a published "
                        "study's): the default and SNR forests then read it as given instead "
                        "of spending epsilon on a noisy count; the model file records it as "
                        "declared, and if it is the file's exact size, that size is released")
    q.add_argument("--leaf-release", choices=("auto", "counts", "label"),
                   help="default forest: what its leaves release (counts keeps graded probabilities)")
    q.add_argument("--criterion",
                   help="how splits are scored, for forests that take it: the default forest's "
                        "gini-topm (its default), gini-max, gini or max ('gini' with "
                        "--leaf-release counts and a shallow --max-depth such as 4 ranks a rare "
                        "class better, as RareClassWarning says); DPRF's ig_gr, gini, info_gain "
                        "or max; gini or max for DiffPRFs, CRFsDP and RFDP_OOB")
    q.add_argument("--categorical-split", choices=("auto", "binary", "multiway", "mixed"),
                   help="how categorical columns split (forests that take it): 'mixed' counts a "
                        "k-way split as log2(k) levels, the remedy for an identifier-like code "
                        "(zip, store id) that takes the root")
    q.add_argument("--random-state", type=int,
                   help="seed of the public random choices (feature subsets, bags, random "
                        "splits); never of the privacy noise, so two fits with one seed differ")
    q.add_argument("-o", "--output", required=True,
                   help="model file (JSON; .gz to compress); with --per-group a folder or a "
                        "pattern with {group}")
    q.add_argument("--force", action="store_true", help="overwrite an existing model file")
    q.add_argument("--no-progress", action="store_true")
    q.add_argument("--conform", action="store_true",
                   help=_CONFORM_HELP + " (each record on its own: no privacy cost)")
    q.add_argument("--loose-text", action="store_true", help=_LOOSE_TEXT_HELP)
    q.add_argument("--per-group", metavar="COL",
                   help="one model per declared category of the schema file's categorical "
                        "feature COL (and one for its missing values, where it allows them), "
                        "each fitted on its group's records only and the set spending one "
                        "fit's epsilon (the groups are disjoint); -o names a folder (made if "
                        "missing: FOLDER/0-CATEGORY.json, ..., FOLDER/missing.json) or a "
                        "pattern such as 'model-{group}.json.gz'")
    q.add_argument("--person", metavar="COL",
                   help="id column of the people the rows belong to (visits, transactions): "
                        "with --max-rows-per-person K, each person keeps at most K rows, drawn "
                        "at random, and the fit spends epsilon / K per row, so that --epsilon "
                        "is the guarantee per person; the column is not a feature")
    q.add_argument("--max-rows-per-person", type=int, metavar="K",
                   help="the public bound K on rows kept per person (from how the data were "
                        "collected, never from the data); needs --person")
    q.add_argument("--budget", metavar="FILE", action=_Once,
                   help="a privacy-budget file (`dpforest budget FILE --create --total E`): the "
                        "fit is refused before any record is read if it would spend more than "
                        "the file has left, and is booked in it")
    q.add_argument("--note", metavar="TEXT",
                   help="with --budget: a line for the budget's log beside the release (what "
                        "the model is for); the model file's name is logged with it")
    csv_opts(q, "the schema file's")
    q.set_defaults(func=cmd_fit)

    q = sub.add_parser("budget", help="make, show or book into a privacy-budget file: the "
                                      "epsilon granted for one data set and every release "
                                      "spent from it",
                       epilog=_BUDGET_EXITS.format(over="3 the file books more than its total; "))
    q.add_argument("file", help="the privacy-budget file (JSON) to make, show or book into")
    q.add_argument("--create", action="store_true", help="make a new budget file (never overwrites)")
    q.add_argument("--total", type=_number_arg, help="with --create: the epsilon granted")
    q.add_argument("--unit", choices=("record", "person"), default="record",
                   help="with --create: epsilon per record (row) or per person")
    q.add_argument("--name", help="with --create: what the data set is")
    q.add_argument("--no-limit", action="store_true",
                   help="with --create: no total, only a record of what is spent")
    q.add_argument("--schema", metavar="SCHEMA.json",
                   help="with --create: pin the data owner's schema; fits booked in this "
                        "budget must use exactly this declaration (an analyst who could vary "
                        "the bounds could read record values from which declarations the data "
                        "fit)")
    q.add_argument("--spend", type=_number_arg, metavar="EPSILON",
                   help="book a release made elsewhere (refused if it would exceed the total)")
    q.add_argument("--what", help="with --spend: what was released")
    q.add_argument("--schema-out", metavar="SCHEMA.json",
                   help="write the schema the budget pins, with its file layout, as a schema "
                        "file for fit --budget (the data owner's declaration, nothing of the "
                        "records)")
    q.add_argument("--force", action="store_true", help="with --schema-out: overwrite the file")
    q.add_argument("--json", action="store_true", help="the budget as JSON")
    q.set_defaults(func=cmd_budget)

    q = sub.add_parser("predict", help="predict with a saved model")
    q.add_argument("model", help=_MODEL_OR_SET_HELP)
    q.add_argument("--sha256", metavar="HEX", help=_SHA256_HELP)
    q.add_argument("--register", metavar="MODULE:CLASS", action="append", help=_REGISTER_HELP)
    q.add_argument("data", help="CSV file ('-': standard input)")
    q.add_argument("-o", "--output", help="CSV to write (default: stdout)")
    q.add_argument("--target", help="label column to ignore if present")
    q.add_argument("--proba", action="store_true", help="add one probability column per class")
    q.add_argument("--escape-formulas", action="store_true",
                   help="prefix ' to text cells starting with = + - @ (a class label or a --keep "
                        "value a spreadsheet would run as a formula)")
    q.add_argument("--keep", metavar="COL[,COL...]", action="append",
                   help="copy these input columns (an identifier, say) into the output, first, "
                        "as the file spells them (repeatable)")
    q.add_argument("--conform", action="store_true",
                   help="read a value beyond a bound as the bound and an unknown category as a "
                        "missing value (in columns that allow them), instead of refusing the "
                        "file; every row is predicted (a label column is not read)")
    q.add_argument("--loose-text", action="store_true", help=_LOOSE_TEXT_HELP)
    q.add_argument("--skip-invalid", action="store_true",
                   help="predict the rows the model's schema accepts and leave the others' "
                        "prediction (and probabilities) empty, with a 'problem' column saying "
                        "why (column and kind of problem), instead of refusing the whole file")
    q.add_argument("--force", action="store_true")
    q.add_argument("--no-progress", action="store_true",
                   help="no progress bar (shown on a terminal only)")
    csv_opts(q)
    q.set_defaults(func=cmd_predict)

    q = sub.add_parser("show", help="what a model file holds: estimator, epsilon and its ledger, "
                                    "schema, trees (for an output checker; reads no data)")
    q.add_argument("model", help="a model file written by dpforest fit, or the folder of a "
                                 "per-group set (each of its files is shown)")
    q.add_argument("--sha256", metavar="HEX", help=_SHA256_HELP)
    q.add_argument("--register", metavar="MODULE:CLASS", action="append", help=_REGISTER_HELP)
    q.add_argument("--all", action="store_true",
                   help=f"list every declared category (default: the first {SHOW_CATEGORIES} per column)")
    q.add_argument("--ledger", action="store_true",
                   help="list every charged query (its epsilon, mechanism and the records it read), "
                        "not only the summary per kind of query")
    q.add_argument("--json", action="store_true",
                   help="one JSON release statement instead: the guarantee (epsilon, delta 0, "
                        "unit, neighbouring), everything declared public (schema, public size, "
                        "parameters, CSV layout), every charged query, the file's sha256")
    q.add_argument("--markdown", action="store_true",
                   help="the release statement as Markdown, for a report or a model card (with "
                        "--ledger: every charged query too)")
    q.add_argument("--budget", metavar="FILE", action=_Once,
                   help="with --json or --markdown: the privacy-budget file the releases about "
                        "the same records were booked in (read, never written): the statement "
                        "lists them and states the epsilon of everything released from the "
                        "records, this model included")
    q.add_argument("--booked-as", type=int, metavar="N",
                   help="with --budget: the release that booked this model, numbered from 1 as "
                        "the statement's table numbers them (default: the release that records "
                        "this model's fingerprint, as the budget books a fitted model; without "
                        "one the model's epsilon is added, and the statement says how)")
    q.add_argument("--not-booked", action="store_true",
                   help="with --budget: this model was not booked in that budget (its epsilon "
                        "is added to the budget's)")
    q.add_argument("--disclose", metavar="TEXT", action="append",
                   help="with --json or --markdown: a statement of the data owner's, printed as "
                        "given in a section marked as theirs (e.g. 'the method was chosen by a "
                        "non-private benchmark on these records'); repeatable")
    q.add_argument("--tree", type=int, metavar="N",
                   help="also print tree N (from 0) as text: each split's condition on the "
                        "public grid, each leaf's class and noisy counts (inspection.export_text)")
    q.add_argument("--plot-tree", metavar="IMAGE",
                   help="draw tree N (--tree, default 0) into this image file (.png, .svg, "
                        ".pdf, .jpg; as inspection.plot_tree, 3 levels unless --tree-depth; "
                        "needs matplotlib)")
    q.add_argument("--tree-depth", type=int, metavar="D",
                   help="with --tree or --plot-tree: show at most D levels (a deeper subtree "
                        "is summarised by its depth)")
    q.add_argument("--force", action="store_true",
                   help="with --plot-tree: overwrite an existing image file")
    q.set_defaults(func=cmd_show)

    q = sub.add_parser("evaluate", help="accuracy, macro-F1 (two classes: ROC AUC, average precision) of a saved model on labelled data "
                                            "(exact; with --epsilon, noisy and private)",
                       epilog=_BUDGET_EXITS.format(over=""))
    q.add_argument("model", help=_MODEL_OR_SET_HELP)
    q.add_argument("--sha256", metavar="HEX", help=_SHA256_HELP)
    q.add_argument("--register", metavar="MODULE:CLASS", action="append", help=_REGISTER_HELP)
    q.add_argument("data")
    q.add_argument("--target", help="label column (default: the one `dpforest fit` recorded in "
                                    "the model; required for a model fitted in Python)")
    q.add_argument("--json", action="store_true")
    q.add_argument("--conform", action="store_true", help=_CONFORM_HELP)
    q.add_argument("--loose-text", action="store_true", help=_LOOSE_TEXT_HELP)
    # (evaluate draws no progress bar; taken as fit and predict take it, so that a script
    # passing it to every command does not fail here)
    q.add_argument("--no-progress", action="store_true",
                   help="accepted as fit and predict take it (evaluate shows no progress bar)")
    q.add_argument("--epsilon", type=_number_arg, default=None,
                   help="spend this budget on the test records and print noisy counts instead of "
                        "exact scores (epsilon-DP for them: for test records as private as the "
                        "training ones)")
    q.add_argument("--out-of-domain", choices=["conform", "drop"], default=None,
                   help="with --budget: read a test value beyond a bound as the bound and one "
                        "outside a declared set as missing where allowed, each record on its own "
                        "(conform, the default, as the model reads new records), or leave such "
                        "records out (drop); records that still do not fit are left out either "
                        "way, without a word")
    q.add_argument("--release", choices=["matrix", "accuracy", "roc"], default=None,
                   help="with --epsilon: the whole confusion matrix (default), right / wrong "
                        "counts only (a sharper accuracy with many classes), or counts per "
                        "score bin and class for the ROC AUC (two-class models, or the --positive "
                        "class of many against the rest)")
    q.add_argument("--person", metavar="COL",
                   help="with --epsilon: the test file's person id column; at most "
                        "--max-rows-per-person records of each person are counted, and --epsilon "
                        "is then the guarantee per test person")
    q.add_argument("--max-rows-per-person", type=int, metavar="K",
                   help="with --person: the public bound on test records counted per person")
    q.add_argument("--by", metavar="COL",
                   help="with --epsilon (matrix or accuracy release): one release per declared "
                        "category of this categorical column of the model (accuracy, and for "
                        "two classes recall and false-positive rate, per group), all in one "
                        "query at --epsilon: the groups are disjoint, so each record pays it once "
                        "(with --person: each person's kept records, in whatever groups, pay "
                        "it once together)")
    q.add_argument("--bins", metavar="BINS",
                   help="with --release roc: the score bins, public: a number of equal bins of "
                        "[0, 1] (up to 1000), 'auto' (the default: 'model' where the model can "
                        "output at most 20 scores, else up to 20 bins of about equal mass where the "
                        "model's released counts place the records), 'model' (one bin per score the model "
                        "can output), 'log:N' (N log-spaced edges from 1e-4 to 1, for a rare "
                        "class whose scores crowd near 0) or comma-separated edges in [0, 1]; "
                        "the AUC is that of the binned scores")
    q.add_argument("--positive", metavar="CLASS",
                   help="the class scored against the rest (the exact ROC AUC and average "
                        "precision; with --epsilon, --release roc) or predicted at --threshold; "
                        "default, for two classes, the greater of the model's classes")
    q.add_argument("--rate", type=_number_arg, metavar="R",
                   help="with --epsilon and --release roc: also print the public threshold that "
                        "flags at most this share of the records (0 < R <= 1: an alert or "
                        "approval rate) with its noisy recall, false-positive rate and "
                        "precision, read from the same release")
    q.add_argument("--threshold", type=_number_arg, metavar="T",
                   help="with --epsilon (matrix or accuracy release), two-class models: "
                        "predict --positive where its probability is at least this public "
                        "threshold (0 < T < 1) instead of the most probable class, which may "
                        "never name a rare class")
    csv_opts(q)
    q.add_argument("--budget", metavar="FILE", action=_Once,
                   help="with --epsilon: the test records' privacy-budget file (`dpforest budget "
                        "FILE --create --total E`): refused before the file is read if --epsilon "
                        "is more than it has left, and booked in it")
    q.set_defaults(func=cmd_evaluate)

    def exp_opts(q, quick_help):
        q.add_argument("--quick", action="store_true", help=quick_help)
        q.add_argument("--tiny", action="store_true",
                       help="the smallest grid (seconds): checks the set-up end to end; its "
                            "figures are too few to read anything from")
        q.add_argument("--repeats", type=int, default=None, help="runs per grid point")
        q.add_argument("--data-dir", help="datasets folder (default: $DPFOREST_DATA, else "
                                          "shared/datasets beside a checkout, then the "
                                          "loaders' cache ~/.cache/dpforest)")
        q.add_argument("--download", action="store_true",
                       help="fetch missing data sets from their public UCI source (into "
                            "--data-dir, else $DPFOREST_DATA, else the loaders' cache; never "
                            "into a checkout's shared folder)")
        q.add_argument("--out", help="output folder for CSV, PNG and Markdown")
        q.add_argument("--force", action="store_true",
                       help="replace the results of an earlier run in --out (refused without it)")
        q.add_argument("--datasets", nargs="+", action=_listed(), help="restrict to these datasets")
        q.add_argument("--no-progress", action="store_true")

    q = sub.add_parser("reproduce", help="run a paper's experiment grid",
                       description="Run a paper's experiment grid.  Without --quick the full "
                                   "grids take 2-9 minutes on 2 cores with --accounting paper "
                                   "(rfdp-oob the longest: about 45 s a repeat, 10 repeats by "
                                   "default; the others 5; --repeats N for fewer); --quick runs a small grid in "
                                   "15-90 s a paper on an idle 2-core machine (several times "
                                   "that on a busy one; up to about 3 min with --accounting "
                                   "paper).  Write to a folder of your own with "
                                   "--out DIR.")
    q.add_argument("paper", nargs="?", default=None,
                   help="rfdp-oob, oob-budget, dprf or snr (none: list them, with their data "
                        "sets and what each grid sweeps)")
    exp_opts(q, "small grid (15-90 s a paper on an idle 2-core machine, several times that on "
                "a busy one; --accounting paper takes longest).  It checks that the recipe runs "
                "and shows how it behaves at small budgets (RFDP_OOB's and DPRF's grids are "
                "mostly constant classifiers under sound accounting); the papers' trends need "
                "the full grid")
    q.add_argument("--accounting", choices=("sound", "paper"), default="sound",
                   help="'paper': also run the paper's forest with the paper's own privacy "
                        "accounting and report the true composed epsilon of that recipe")
    q.add_argument("--n-estimators", type=int, default=None, metavar="T",
                   help="the number of trees in every sweep that does not vary it, instead of "
                        "the grid's (dprf and oob-budget fix 100, which neither paper states: "
                        "their estimators' defaults are 10 and 20)")
    q.add_argument("--max-features", default=None, metavar="F",
                   help="features per tree in every sweep, for the forests that take it: "
                        "'sqrt', 'log2', a whole number or a share in (0, 1] (oob-budget's "
                        "default is half the features; its benchmark's paper setting is sqrt)")
    q.set_defaults(func=cmd_reproduce)

    q = sub.add_parser("compare", help="our forests beside scikit-learn RF and diffprivlib "
                                       "(where it imports)",
                       description="The papers' comparison grid: dpforest's forests beside "
                                   "scikit-learn's forest and diffprivlib's (where it imports: "
                                   "not with scikit-learn 1.9; the summary notes its absence) "
                                   "on the papers' data "
                                   "sets (macro-F1 and accuracy, raw.csv and summary.csv).  To "
                                   "compare methods on the public suite or on a CSV file of your "
                                   "own, with the peers, standard errors and every score, use "
                                   "`dpforest benchmark` (--csv FILE --schema JSON).")
    exp_opts(q, "small grid (a few data sets and budgets, about a minute on 2 cores)")
    q.add_argument("--epsilons", nargs="+", action=_listed(float),
                   help="privacy budgets (default: the grid's)")
    q.add_argument("--algorithms", nargs="+", action=_listed(), help="dpforest algorithm names to include")
    q.set_defaults(func=cmd_compare)

    q = sub.add_parser("audit", help="empirical privacy audit: distinguish D from D + a canary",
                       description="Fits each estimator many times on two neighbouring data sets "
                                   "of the audit's own (a fixed, generated 100-record D, and D "
                                   "with one canary record added; not your data) and tries to "
                                   "tell from the released models which one each came from.  "
                                   "FAIL: an epsilon violation shown; pass: none found by these "
                                   "runs (not a proof of privacy); inconclusive: these runs could "
                                   "not have shown one.  docs/audit.md")
    q.add_argument("--estimator", nargs="+", action=_listed(), default=["default"],
                   help="algorithm name(s), 'control' (noise switched off: must FAIL), 'all', "
                        "or MODULE:CLASS, an estimator of your own importable from the working "
                        "directory (docs/extending.md)")
    q.add_argument("--epsilon", nargs="+", action=_listed(float), default=[1.0], help="claimed epsilon(s)")
    q.add_argument("--runs", type=int, default=400, help="fits on each of D and D' (default 400)")
    q.add_argument("--canary", nargs="+", action=_listed(), default=["outlier"],
                   help="outlier, class-flip, single-class, insert-at-front, many-class, adaptive-grid")
    q.add_argument("--alpha", type=_number_arg, default=0.05, help="1 - confidence of epsilon_lb")
    q.add_argument("--records", type=int, default=100, help="records in D (default 100)")
    q.add_argument("--n-estimators", type=int, default=3, help="trees per fit (default 3)")
    q.add_argument("--max-depth", type=int, default=2, help="tree depth where settable (default 2)")
    q.add_argument("--random-state", type=int, default=0, help="fixed structure seed (default 0)")
    q.add_argument("--out", help="folder for audit.csv and the trade-off PNGs")
    q.add_argument("--force", action="store_true", help="overwrite an existing audit.csv")
    q.add_argument("--strict", action="store_true", help="exit status 3 if any audit fails")
    q.add_argument("--no-progress", action="store_true")
    q.set_defaults(func=cmd_audit)

    q = sub.add_parser("benchmark", help="public benchmark suite: many data sets, all methods")
    q.add_argument("--quick", action="store_true",
                   help="small grid: 6 data sets, 5 methods, 2 epsilons, one split (under a minute)")
    q.add_argument("--datasets", nargs="+", action=_listed(), help="data sets (comma- or space-separated), or 'suite' (the default), "
                   "'holdout' (the held-out group the default was checked on) or 'fresh' (a "
                   "group recorded once, on which no rule of the default was chosen)")
    q.add_argument("--methods", nargs="+", action=_listed(),
                   help="method names (default: all): the nine dpforest forests (dpforest "
                        "algorithms), sklearn-rf, sklearn-rf-d5, sklearn-hgb, diffprivlib-rf, "
                        "diffprivlib-lr, diffprivlib-nb, dp-ebm, dp-ebm-ovr (DP-EBM one-vs-rest on "
                        "three or more classes), or MODULE:CLASS, an estimator of your own "
                        "importable from the working directory (made with epsilon= and schema=, "
                        "taken as pure epsilon, named MODULE:CLASS in the tables; "
                        "docs/extending.md)")
    q.add_argument("--epsilons", nargs="+", action=_listed(float), help="budgets (default: 0.1,0.5,1,2)")
    q.add_argument("--seeds", type=int, help="seeds per grid point (default: 3)")
    q.add_argument("--out", help="output folder (default: benchmarks/results/suite for the whole "
                                 "suite, the project's record; dpforest-benchmark-NAME for "
                                 "--csv NAME.csv, with or without --quick; "
                                 "dpforest-benchmark-quick for --quick; the "
                                 "file's folder for one --from-csv file, else dpforest-benchmark)")
    q.add_argument("--jobs", type=int, default=1,
                   help="parallel fits in worker processes (default: 1; on a 2-core machine "
                        "one process is often faster: each worker loads the data and compiles "
                        "or loads the kernels)")
    q.add_argument("--metric", default="accuracy",
                   choices=("accuracy", "macro_f1", "balanced_accuracy", "roc_auc"),
                   help="the score tables.md and the plots show (default: accuracy; every score "
                        "is in results.csv, and cells.csv has each cell's mean, sd, standard "
                        "error and n; the summary judges accuracy)")
    q.add_argument("--from-csv", metavar="CSV[,CSV]",
                   help="re-render tables/plots/summary from earlier results.csv files (without "
                        "--out: beside the one file given; several need --out)")
    q.add_argument("--default", metavar="NAME",
                   help="the method the summary judges against the others (default: the one "
                        "marked the default, the built-in 'default' forest)")
    q.add_argument("--docs", metavar="MD", help="also write a Markdown page (docs/benchmarks.md)")
    q.add_argument("--merge", action="store_true",
                   help="keep the rows of OUT/results.csv that this run does not refit")
    q.add_argument("--resume", action="store_true",
                   help="as --merge, and skip fits already recorded there or in an interrupted "
                        "run's OUT/results.partial.csv")
    q.add_argument("--force", action="store_true",
                   help="replace an existing OUT/results.csv (without --merge / --resume, an "
                        "existing one is refused)")
    q.add_argument("--csv", metavar="FILE",
                   help="benchmark your own CSV file (named by its file name), read with "
                        "--schema and split 70/30 as the suite's sets are: alone, or beside the "
                        "suite's sets named by --datasets")
    q.add_argument("--schema", metavar="JSON",
                   help="the public schema file of --csv (its layout and 'target' apply)")
    q.add_argument("--target", metavar="COL", help="label column of --csv (default: the schema file's)")
    q.add_argument("--drop", metavar="COL[,COL...]", action="append",
                   help="a column of --csv to leave out (an identifier, say), as fit --drop "
                        "(repeatable)")
    q.add_argument("--no-progress", action="store_true")
    q.set_defaults(func=cmd_benchmark)

    q = sub.add_parser("algorithms", help="list algorithm names and availability")
    q.set_defaults(func=cmd_algorithms)
    _default_help(p)
    return p


#: command names other tools use, with this command line's way of doing it
_COMMAND_HINTS = {
    "statement": "a release statement is 'dpforest show MODEL --markdown' (or --json)",
    "train": "a model is fitted with 'dpforest fit DATA --schema S --epsilon E -o MODEL'",
    "score": "'dpforest evaluate MODEL DATA' scores a model (with --epsilon, privately)",
    "check": "'dpforest schema-check DATA --schema S' checks a data file",
    "template": "'dpforest schema-template DATA -o SCHEMA' drafts a schema file",
    "inspect": "'dpforest show MODEL' describes a model file",
}


def main(argv=None) -> int:
    """The command line: ``dpforest COMMAND ...``; returns the exit status."""
    # a stream whose encoding cannot spell a character (a Windows console or file redirected
    # in cp1252, a C locale) writes it escaped instead of failing: a command's last line (the
    # model saved, with a check mark; an epsilon) raised after its release was made and booked,
    # and exit 1 invited a retry that spends epsilon again
    restore = []
    for stream in (sys.stdout, sys.stderr):
        errors = getattr(stream, "errors", None)
        if hasattr(stream, "reconfigure") and errors not in ("backslashreplace", None):
            try:
                stream.reconfigure(errors="backslashreplace")
                restore.append((stream, errors))
            except (ValueError, OSError, AttributeError):
                pass
    try:
        return _main(argv)
    except KeyboardInterrupt:
        # Ctrl-C before the command proper ran (while the library loads): nothing was read,
        # fitted or booked; said as any interrupt is, not as a traceback
        print("dpforest: interrupted", file=sys.stderr)
        return 130
    finally:
        _release_claims()
        for stream, errors in restore:
            try:
                stream.reconfigure(errors=errors)
            except (ValueError, OSError, AttributeError):
                pass


def _main(argv=None) -> int:
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    if words and words[0] in _COMMAND_HINTS:
        try:
            parser.error(f"argument COMMAND: invalid choice: {words[0]!r}: "
                         f"{_COMMAND_HINTS[words[0]]}")
        except SystemExit as e:
            return int(e.code or 0)
    try:
        a, extra = parser.parse_known_args(argv)
        if extra:
            # the command's own usage, not the top level's (which listed only COMMAND), and the
            # option meant where one is spelled close to it (--label for --target)
            sub = next((act.choices.get(getattr(a, "command", None)) for act in parser._actions
                        if isinstance(act, argparse._SubParsersAction)), None) or parser
            import difflib

            options = [o for act in sub._actions for o in act.option_strings
                       if o not in ("-h", "--help")]
            close = [m for x in extra if x.startswith("-")
                     for m in difflib.get_close_matches(x.split("=")[0], options, n=1, cutoff=0.7)]
            sub.error(f"unrecognized arguments: {' '.join(extra)}"
                      + (f" (did you mean {', '.join(close)}?)" if close else ""))
    except SystemExit as e:  # argparse: usage errors exit 2, --help/--version 0
        return int(e.code or 0)
    if getattr(a, "loose_text", False) and not getattr(a, "conform", False):
        # said before any file is read (a large file to predict is read a chunk at a time,
        # never through --conform's reading, and would take the option silently)
        print("dpforest: error: --loose-text is a way of --conform to read text: add --conform",
              file=sys.stderr)
        return 2
    # the words the command was given (a benchmark's provenance records them)
    a.argv_ = list(sys.argv[1:] if argv is None else argv)
    import warnings

    def show(message, category, filename, lineno, file=None, line=None):
        # the library's own advice reads as a message, not as a Python source listing (also a
        # warning pointed at its caller, which here is the command line's own code)
        own = str(filename).startswith(str(Path(__file__).resolve().parent))
        if own or issubclass(category, _loaded("ConstantModelWarning",
                                               "InconsistentVersionWarning")):
            # the Python tool's name in the command line's words (the advice is the schema
            # module's: in a message only where that module was loaded)
            schema = sys.modules.get(__package__ + ".schema")
            text = str(message) if schema is None else str(message).replace(
                schema.CONFORM_CHECK_ADVICE, "dpforest schema-check lists them")
            print(f"dpforest: warning: {_in_command_words(text)}", file=sys.stderr)
        else:
            default_show(message, category, filename, lineno, file, line)
    default_show = warnings.showwarning
    try:
        with warnings.catch_warnings():
            warnings.showwarning = show
            return int(a.func(a) or 0)
    except BudgetExhaustedError as e:   # before CLIError, its base: a code of its own
        print(f"dpforest: error: {e}", file=sys.stderr)
        return EXIT_BUDGET_EXHAUSTED
    except (CLIError, FileNotFoundError) as e:
        print(f"dpforest: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except OSError as e:  # file system: unwritable output folder, a file where a folder goes...
        # (before ValueError: io.UnsupportedOperation is both)
        print(f"dpforest: error: {e}", file=sys.stderr)
        return 2
    except ValueError as e:
        if not isinstance(e, _loaded("SchemaError", "ModelFileError")):
            raise
        print(f"dpforest: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        partial = (str(Path(a.resolved_out) / "results.partial.csv")
                   if getattr(a, "resolved_out", None) is not None else "OUT/results.partial.csv")
        resume = (f" (a benchmark's finished fits are in {partial}: the same command with "
                  f"--resume keeps them)" if a.command == "benchmark" and not a.from_csv else "")
        print(f"dpforest: interrupted{resume}", file=sys.stderr)
        return 130
    finally:
        _forget_files()


def _loaded(*names: str) -> tuple:
    """The classes ``names`` (of :data:`dpforest.exceptions._ELSEWHERE`) whose modules a
    command has loaded: one whose module was never imported cannot have been raised or
    warned, and importing them all up front loaded scikit-learn and the kernels for every
    command (2.5-3 s for `dpforest budget FILE`, which reads one JSON file)."""
    from .exceptions import _ELSEWHERE

    # (this package's own modules, under whatever name it was imported)
    return tuple(getattr(m, n) for n in names
                 if (m := sys.modules.get(__package__ + _ELSEWHERE[n])) is not None)


def _forget_files() -> None:
    """Drop what a command kept of its files (the line filter's text holds every record; the
    scan's answer too): they serve that one command's repeated reads, never a later command,
    which could otherwise be handed another file's records under an equal path, size and time."""
    _FILTERED_TEXT.clear()
    _SEPARATOR_ONLY_SEEN.clear()
    _WIDE_FIRST_LINE_SEEN.clear()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
