"""Reading a CSV file as its schema declares it: the layout (separator, decimal and thousands
marks, missing-value markers, comment lines, encodings, compressed or zipped files) and its
check, and refusals of files that are not such a table.  Messages name the column and the kind
of problem, never a value."""

from __future__ import annotations

import contextlib
import functools
import io
import lzma
import re
import warnings
import zlib
from itertools import repeat
from pathlib import Path

from ..text_values import PANDAS_NA_MARKERS
from ..text_values import text_reader as _text_reader
from .common import DEFAULT_CSV_FORMAT, CLIError


#: the key a layout carries under a budget that pins the schema (set by the command line's
#: ``_pinned_layout``; no layout option: never validated, saved or shown): the file is read one
#: record per line, each line judged on its own (:class:`_OneRecordPerLine`), and a byte that
#: is not text in the encoding is read as U+FFFD, so that no record makes the file unreadable
ONE_RECORD_PER_LINE = "_one_record_per_line"


def _one_per_line(fmt) -> bool:
    """Whether ``fmt`` is read one record per line (:data:`ONE_RECORD_PER_LINE`)."""
    return bool((fmt or {}).get(ONE_RECORD_PER_LINE))


def _text_errors(fmt) -> str | None:
    """How the file's text is decoded under ``fmt``: a byte that is not text in the encoding
    read as U+FFFD one record per line (a value that then fits no schema, its record left out
    on its own), refused otherwise (None: Python's strict default)."""
    return "replace" if _one_per_line(fmt) else None


#: texts in many scripts whose encodings' prefixes :func:`decodes_line_by_line` tries before a
#: line break: a shift into a double-byte mode left open (ISO-2022) must not outlast its line
_SCRIPT_SAMPLES = "é€ÿЖ日本語ｶﾅ한국어中文ąß"


@functools.lru_cache(maxsize=None)
def decodes_line_by_line(encoding) -> bool:
    """Whether text in ``encoding`` (None: UTF-8) decodes each line on its own: the line
    breaks \\n and \\r are their ASCII bytes, and no byte or unfinished sequence before a break
    -- an odd byte, a lead byte, a shift or escape left open -- takes the break or the next
    line into its own decoding, nor decodes to a break itself.  A file read one record per
    line (:data:`ONE_RECORD_PER_LINE`) is decoded whole with bytes that are not text read as
    U+FFFD; in an encoding without this property one record's bytes could change how the
    records after it decode (UTF-16 after an odd byte, ISO-2022-JP after an open shift, UTF-7
    after a '+': every later record lost, or one line read as two).  A property of the
    declared encoding alone, tried on every one- and two-byte prefix and on every prefix of
    texts in several scripts."""
    enc = encoding or "utf-8"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")    # unicode_escape's invalid-escape warnings
            # ASCII reads as itself, escapes too (raw_unicode_escape reads \\u000a as a break)
            for ascii_ in (bytes(range(128)), rb"\u000a\U0000000a\x0a\n+AAo-"):
                if ascii_.decode(enc) != ascii_.decode("ascii"):
                    return False
            others = [b for b in range(256) if b not in (10, 13)]
            prefixes = [bytes([b]) for b in others] + [
                bytes([b1, b2]) for b1 in others if b1 >= 128 for b2 in others]
            coded = _SCRIPT_SAMPLES.encode(enc, errors="ignore")
            prefixes += [coded[:i] for i in range(1, len(coded) + 1)]
            for brk in ("\n", "\r"):
                after = (brk + "x").encode("ascii")
                for pre in prefixes:
                    text = (pre + after).decode(enc, "replace")
                    if not text.endswith(brk + "x") or text.count("\n") + text.count("\r") != 1:
                        return False
    except (UnicodeError, LookupError, TypeError, ValueError):
        return False
    return True


def _check_csv_format(fmt: dict, where: str) -> dict:
    """Validate the CSV-layout keys; returns them completed with the defaults."""
    out = {**DEFAULT_CSV_FORMAT, **{k: v for k, v in fmt.items() if v is not None}}
    if not isinstance(out["sep"], str) or not out["sep"]:
        raise CLIError(f"{where}: sep must be a non-empty string")
    if out["sep"] == "\\t" or out["sep"].lower() == "tab":
        # the two characters backslash-t, as pandas users type it (a shell passes them as
        # they are), and the word: a tab
        out["sep"] = "\t"
    na = out["na_values"]
    if not isinstance(na, list) or not all(isinstance(v, str) for v in na):
        raise CLIError(f"{where}: na_values must be a list of strings")
    if not isinstance(out["header"], bool):
        raise CLIError(f"{where}: header must be true or false")
    if not isinstance(out["default_na"], bool):
        raise CLIError(f"{where}: default_na must be true or false")
    cols = out["columns"]
    if cols is not None and (not isinstance(cols, list) or not all(isinstance(c, str) for c in cols)
                             or len(set(cols)) != len(cols) or not cols):
        raise CLIError(f"{where}: columns must be a list of distinct column names")
    if not out["header"] and cols is None:
        raise CLIError(f"{where}: a file without a header row needs 'columns' (every field's "
                       f"name, in file order), e.g. --columns age,workclass,...")
    com = out["comment"]
    if com is not None and (not isinstance(com, str) or len(com) != 1):
        raise CLIError(f"{where}: comment must be a single character")
    if not isinstance(out["amount_signs"], bool):
        raise CLIError(f"{where}: amount_signs must be true or false")
    if out["amount_signs"]:
        for key in ("decimal", "thousands"):
            if out[key] is not None and out[key] in "$€£¥%":
                raise CLIError(f"{where}: {key} {out[key]!r} is one of the signs amount_signs "
                               f"drops ($ € £ ¥ %): declare another mark, or no amount_signs")
    for key in ("decimal", "thousands"):
        mark = out[key]
        if mark is not None and (not isinstance(mark, str) or len(mark) != 1 or mark.isalnum()
                                 or mark in "-+"):
            raise CLIError(f"{where}: {key} must be a single mark such as ',' or '.' (not a "
                           f"letter, digit or sign)")
    enc = out["encoding"]
    if isinstance(enc, str) and enc.strip().lower().replace("_", "-") in ("utf-8-bom", "utf8-bom"):
        # R's fileEncoding name for UTF-8 with a byte-order mark; Python calls it utf-8-sig
        enc = out["encoding"] = "utf-8-sig"
    if enc is not None:
        try:
            if not isinstance(enc, str):
                raise LookupError
            "a".encode(enc)          # a codec of texts (not 'rot13' or 'hex', which are not)
        except (LookupError, UnicodeError):      # 'undefined' is a codec that refuses all
            ansi = (" (Windows' 'ANSI' is the system's code page, in Western Europe and the "
                    "Americas usually cp1252)" if isinstance(enc, str) and enc.strip().lower() == "ansi"
                    else "")
            raise CLIError(f"{where}: encoding {enc!r} is not a text encoding Python knows (e.g. "
                           f"'utf-8', 'cp1252', 'latin-1'){ansi}") from None
    if out["decimal"] is None:
        raise CLIError(f"{where}: decimal must be a single mark such as ',' or '.'")
    if out["decimal"] == out["thousands"]:
        raise CLIError(f"{where}: decimal and thousands must be different marks")
    # a thousands mark equal to the separator is the US spreadsheet export ("1,234" quoted in
    # a comma-separated file): quoted numbers keep their mark, and an unquoted one splits its
    # record into more fields than the header, which is refused.  A decimal mark equal to the
    # separator has no such export (decimal-comma locales separate with ';')
    if out["decimal"] == out["sep"]:
        raise CLIError(f"{where}: decimal {out['decimal']!r} is also the field separator; a "
                       f"file whose numbers are written 1,5 separates its fields with another "
                       f"mark (often ';': --sep ';')")
    lm = out["label_map"]
    if not isinstance(lm, dict) or not all(isinstance(k, str) for k in lm):
        raise CLIError(f"{where}: label_map must be an object mapping label text to a class")
    return out


def _csv_format_from_args(a, base: dict) -> dict:
    """``base`` (schema file or model) overridden by the command line's CSV options."""
    fmt = dict(base)
    if getattr(a, "sep", None) is not None:
        fmt["sep"] = a.sep
    if getattr(a, "na_values", None):
        # added to the saved markers (a model's, a schema file's), never replacing them: a
        # prediction file has the training file's markers and perhaps more
        fmt["na_values"] = list(dict.fromkeys(list(fmt.get("na_values") or ()) + list(a.na_values)))
    if getattr(a, "no_header", False):
        fmt["header"] = False
    if getattr(a, "header", False):
        fmt["header"] = True
    if getattr(a, "decimal", None) is not None:
        fmt["decimal"] = a.decimal
    if getattr(a, "thousands", None) is not None:
        fmt["thousands"] = a.thousands
    if getattr(a, "amount_signs", False):
        fmt["amount_signs"] = True
    if getattr(a, "encoding", None) is not None:
        fmt["encoding"] = a.encoding
    if getattr(a, "no_default_na", False):
        fmt["default_na"] = False
    if getattr(a, "columns", None):
        fmt["columns"] = [c.strip() for c in a.columns.split(",")]
    if getattr(a, "comment", None) is not None:
        fmt["comment"] = a.comment
    return _check_csv_format(fmt, "command line")


def _has_marks(fmt: dict) -> bool:
    """Whether the layout declares number marks other than pandas' own ('.' and none), or
    amounts' signs."""
    return (fmt.get("decimal") or ".") != "." or fmt.get("thousands") is not None \
        or bool(fmt.get("amount_signs"))


class _NotANumber:
    """A text that is no number in the declared marks, kept for the schema to refuse as
    non-numeric (as a plain text, the schema would read '1.5' by English conventions under a
    declared decimal ','); shown as the text itself by the data owner's ``schema-check``."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text

    def __repr__(self) -> str:
        return repr(self.text)

    __str__ = lambda self: self.text          # noqa: E731 -- the text, where one is printed
    __hash__ = lambda self: hash(self.text)   # noqa: E731

    def __eq__(self, other) -> bool:
        return isinstance(other, _NotANumber) and other.text == self.text


#: the currency signs an amount may carry in front under the layout's ``amount_signs``
AMOUNT_CURRENCY = "[$€£¥]"


def _number_pattern(fmt: dict) -> str:
    """The regular expression of a number in the layout's marks (see :func:`_marked_numbers`)."""
    d = re.escape(fmt.get("decimal") or ".")
    t = fmt.get("thousands")
    # ASCII digits only ([0-9], not \d, which also takes '٣' or '１', texts float() may not read)
    # with the mark, a first group of 1-3 digits not starting with 0 (0.912 is no number
    # under thousands '.': read as 912 it would be a silent misreading), then groups of three
    whole = rf"([1-9][0-9]{{0,2}}({re.escape(t)}[0-9]{{3}})+|[0-9]+)" if t else r"[0-9]+"
    # one group around the alternation: some pandas string types implement fullmatch as
    # ^pattern$, which would anchor only its first and last alternatives
    number = rf"({whole}({d}[0-9]*)?|{d}[0-9]+)([eE][+-]?[0-9]+)?"
    if fmt.get("amount_signs"):
        # an amount or a share: a currency sign before the number (and before or after its
        # sign: -$5, $-5) or behind it (12,00 €), or a per cent sign behind it; blanks between
        # (one sign: in front or behind, not both)
        cur = rf"{AMOUNT_CURRENCY}\s*"
        return (rf"(?:(?:{cur}[+-]?|[+-]?{cur}){number}"
                rf"|[+-]?{number}(?:\s*(?:%|{AMOUNT_CURRENCY}))?"
                rf"|[+-]?(?i:inf|infinity))")
    return rf"(?:[+-]?{number}|[+-]?(?i:inf|infinity))"


def _all_marked_numbers(texts, fmt: dict) -> bool:
    """Whether every text of ``texts`` (an object Series of stripped strings) is a number in the
    layout's marks, or ``true`` / ``false``: :func:`_marked_numbers`' verdict without reading
    the values (the template's hints ask this of whole text columns).  Tested text by text with
    Python's ``re``, as pandas' string methods test an object Series, stopping at the first
    text that is neither: a column of names or codes is answered by its first value."""
    return next(_unmarked_texts(texts, fmt), None) is None


def _unmarked_texts(texts, fmt: dict):
    """The texts of ``texts`` (stripped strings) that are neither a number in the layout's
    marks nor ``true`` / ``false`` (any case), yielded one at a time as they are met: the one
    test behind :func:`_all_marked_numbers` and the template's few-other-texts hints."""
    number = re.compile(_number_pattern(fmt))
    return (t for t in texts if number.fullmatch(t) is None and t.lower() not in ("true", "false"))


def _only_booleans(col) -> bool:
    """Whether every present value of ``col`` is a boolean or the text ``true`` / ``false``
    (any case): a boolean column, which pandas reads as objects when a cell is empty."""
    import numpy as np

    values = col.dropna().unique()
    return len(values) > 0 and all(
        isinstance(v, (bool, np.bool_)) or (isinstance(v, str) and v.strip().lower() in
                                             ("true", "false")) for v in values)


def _marked_numbers(col, fmt: dict):
    """A column of texts read as numbers in the layout's marks, each text on its own:
    (the column, with every text that is such a number -- or ``true`` / ``false``, 1 / 0 --
    replaced by its value and every other text wrapped (:class:`_NotANumber`) for the schema
    to refuse as non-numeric; whether every present text was a number).

    A number is an optional sign, digits (with a ``thousands`` mark: a first group of one to
    three digits not starting with 0, then groups of three, 1.234.567), an optional ``decimal``
    mark and digits, an optional exponent; blanks around it are ignored.  So under decimal ','
    and thousands '.', 1.234,5 is 1234.5 while 1.5, 0.912 and the date 16.12.2023 are not
    numbers."""
    import numpy as np
    import pandas as pd

    t = fmt.get("thousands")
    text = col.astype(object)
    present = text.notna().to_numpy()
    stripped = pd.Series([v.strip() if isinstance(v, str) else v for v in text], index=col.index,
                         dtype=object)
    is_text = np.array([isinstance(v, str) for v in stripped], dtype=bool)
    ok = np.zeros(len(text), dtype=bool)
    # written into an object array, then one Series: pandas' element-wise iloc assignment took
    # most of schema-template's 25 s on a 200,000-row file of text codes
    out = text.to_numpy(dtype=object, copy=True)
    if is_text.any():
        s = stripped[is_text].astype(str)
        good, words = _number_texts(s, fmt)
        plain = s[good]
        if fmt.get("amount_signs"):
            # the signs dropped, blanks between them and the digits too ("$ 12.50", "12 %")
            plain = plain.str.replace(rf"{AMOUNT_CURRENCY}|%|\s", "", regex=True)
        if t:
            plain = plain.str.replace(t, "", regex=False)
        plain = plain.str.replace(fmt.get("decimal") or ".", ".", regex=False)
        idx = np.flatnonzero(is_text)
        # float() text by text: no limit on digits (pandas' integer parsing stops at 4,300 and
        # overflows past 2**64, so how it read one long number depended on the others); a
        # numeral past float range reads as the largest float of its sign, as the schema reads
        # such a text or integer (beyond the bounds: refused or clipped), 'inf' as inf.  The
        # texts as a list: iterating the Arrow-backed Series converts them one by one, which
        # took more time than reading them
        from ..schema import numeral_value

        out[idx[good]] = [numeral_value(w) for w in plain.tolist()]
        for word, value in (("true", 1.0), ("false", 0.0)):
            hit = words[word]
            out[idx[hit]] = value
            good = good | hit
        ok[idx] = good
        source = text.to_numpy(dtype=object)
        wrapped = np.empty(int((~good).sum()), dtype=object)
        wrapped[:] = [_NotANumber(source[i]) for i in idx[~good]]
        out[idx[~good]] = wrapped
    # values pandas gave as numbers (a column of missing fields, say) are numbers already
    ok |= present & ~is_text
    return pd.Series(out, index=col.index, dtype=object, name=col.name), bool(ok[present].all())


def _number_texts(s, fmt: dict):
    """How :func:`_marked_numbers` tests the stripped texts ``s`` (a Series of ``str``): which
    are numbers in the layout's marks, and, by word, which of the others are ``true`` /
    ``false`` (any case)."""
    good = s.str.fullmatch(_number_pattern(fmt)).to_numpy()
    low = s.str.lower().to_numpy()
    return good, {word: ~good & (low == word) for word in ("true", "false")}


def _every_value_marked(col, fmt: dict) -> bool:
    """``_marked_numbers(col, fmt)[1]`` without the values: whether every present value of
    ``col`` is a number in the layout's marks, ``true`` / ``false``, or a value pandas read as
    a number.  Each text is tested on its own, so its distinct texts decide it, stopping at
    the first that is neither: it answers a column of names, codes or dates (the template
    asks this of every text column, and reading a 500,000-row column's values took a second
    each)."""
    # (as a list: iterating an Arrow-backed array converts its texts one by one, 9 times slower)
    return _all_marked_numbers(
        [v.strip() for v in col.dropna().unique().tolist() if isinstance(v, str)], fmt)


def _marked_floats(col, fmt: dict):
    """``_marked_numbers(col, fmt)[0].astype(float)`` for a column of numbers in the layout's
    marks (:func:`_every_value_marked`), each distinct text read once and its value spread
    over its rows: a column of prices or scores repeats most of its texts."""
    import numpy as np
    import pandas as pd

    codes, distinct = pd.factorize(col, use_na_sentinel=True)
    read = _marked_numbers(pd.Series(distinct, dtype=object), fmt)[0].astype(float).to_numpy()
    # code -1: a missing value
    return pd.Series(np.append(read, np.nan)[codes], index=col.index, name=col.name)


def _read_frame(path, fmt: dict, dtype=None, nrows=None, na=None, detail=False, chunksize=None,
                usecols=None, on_chunk=None):
    """pandas.read_csv with the file layout ``fmt`` (header or given names, comments, markers).
    With ``chunksize``: an iterator of frames of that many records each, read as the whole
    file would be (the same checks first, the same refusals while reading), calling
    ``on_chunk`` after each with how far into the file the read has come
    (:func:`_disk_position`).

    The ``decimal`` and ``thousands`` marks are not pandas': a column pandas reads with them
    falls back to text as a whole when one record is not such a number, and the fallback reads
    the others by English conventions -- one record would change how all are read.  Numbers in
    a declared layout are read value by value instead (:func:`_marked_numbers`).

    ``na``: the missing-value markers of every column by name (:func:`_column_markers`), in
    place of ``fmt``'s markers for all columns alike.  ``detail``: a file that cannot be read
    is refused with pandas' own words too (line numbers, field counts: the data owner's
    ``schema-check`` only).

    Read one record per line (:data:`ONE_RECORD_PER_LINE`) no record refuses the file: each
    line is judged on its own by the line filter (:class:`_OneRecordPerLine`), pandas leaves
    out a line with a field too many wherever it sits, and a byte that is not text in the
    encoding is read as U+FFFD; the header (layout, not a record) may still refuse."""
    import pandas as pd

    if fmt.get("header", True) is not False and not fmt.get("columns") and \
            not hasattr(path, "read"):
        # the first line is the header's place: Excel's separator hint there is layout
        _refuse_excel_separator_line(path)

    name = path
    per_line = _one_per_line(fmt)
    if na is not None:
        kw = dict(na_values={c: sorted(m) for c, m in na.items()}, keep_default_na=False)
    else:
        markers = list(fmt["na_values"]) + ([] if fmt["default_na"] else [""])
        kw = dict(na_values=markers or None, keep_default_na=fmt["default_na"])
    # index_col=False: pandas would otherwise take the first column as the index when the first
    # record has one field more than the header -- one record reshaping how all are read
    # a separator of several characters is text, not a pattern: pandas would read it as a
    # regular expression, and one from a model or schema file could take exponential time
    sep = fmt["sep"] if len(fmt["sep"]) == 1 else re.escape(fmt["sep"])
    kw.update(sep=sep, skipinitialspace=True, low_memory=False, nrows=nrows, index_col=False)
    if chunksize is not None:
        kw["chunksize"] = int(chunksize)
    # the records' read only (the layout checks below read every field of the first line):
    # columns the caller knows the file has
    use = {} if usecols is None else {"usecols": list(usecols)}
    if fmt.get("encoding"):
        kw["encoding"] = fmt["encoding"]
    engine = {} if len(fmt["sep"]) == 1 else {"engine": "python"}
    kw.update(engine)
    if engine:
        kw.pop("low_memory")
    if per_line:
        # the filter has left out every line with a field too many already: pandas' own rule
        # behind it, for a line further down (it reads a first record's extra field otherwise)
        kw.update(on_bad_lines="skip", encoding_errors="replace")

    if not hasattr(path, "read") and Path(str(path)).suffix.lower() == ".zip":
        _zip_member(path)            # pandas' rule for a .zip, checked before either reader
    if not hasattr(path, "read") and not (per_line and not fmt["header"]):
        # (one record per line without a header, the first line is a record, left out by the
        # line filter if it has more fields than 'columns' names, never refused)
        _refuse_wide_first_line(path, fmt, name)
    if not hasattr(path, "read") and fmt["header"]:
        # without a header row the opening bytes begin the first record: refusing on them would
        # make one record's refusal depend on whether another record stands before it
        _refuse_byte_order_mark(path, fmt, name)
    if engine and fmt["header"] and not per_line and not hasattr(path, "read"):
        _refuse_long_first_record(path, fmt, name)
    try:
        with warnings.catch_warnings():
            # with index_col=False pandas drops a first record's extra field with a warning but
            # refuses one further down: both are refused, wherever the record sits
            warnings.simplefilter("error", pd.errors.ParserWarning)
            blank = None if hasattr(path, "read") or not _has_separator_only_line(path, fmt) \
                else _separator_only_line(fmt["sep"])
            # without a header the file's byte-order mark opens the first record's line, and
            # the reader drops it there: a U+FEFF opening a later record's line is dropped too,
            # before pandas reads the line, so that a record reads alike wherever it stands
            marks = not fmt["header"] and not hasattr(path, "read") and _has_inner_marks(path, fmt)
            if fmt["comment"] is not None or blank is not None or per_line or marks:
                # pandas' own ``comment`` cuts every line at the character, inside values too
                # ("b#2" would be read as "b"); only whole lines that start with it are comments.
                # A line of separators only (Excel's empty row, ';;;;;') is a blank line, which
                # pandas skips: each line judged on its own, outside quoted fields
                lines = ((bool(fmt["header"]), None if fmt["header"] else len(fmt["columns"]))
                         if per_line else None)
                path = _without_comment_lines(path, fmt["comment"], fmt.get("encoding"),
                                              sep=kw.get("sep"), blank=blank,
                                              raw_sep=fmt["sep"], lines=lines, marks=marks)
            if fmt["header"]:
                if fmt["columns"] is None:
                    empty = _refuse_repeated_header(path, {k: v for k, v in kw.items() if k != "chunksize"}, name,
                                                   detail)
                    frame = pd.read_csv(path, dtype=dtype, **kw, **use)
                    if use:
                        empty = []      # (positions in the whole header: not this frame's)
                    if chunksize is not None:
                        return _chunks(frame, path, fmt, name, detail, empty, on_chunk)
                    # the names pandas gave the header's empty fields ('Unnamed: 6' after a
                    # trailing separator): header facts, for read_csv and the template to drop
                    frame.attrs["empty_header"] = [str(frame.columns[i]) for i in empty
                                                   if i < frame.shape[1]]
                    return frame
                # the given names replace the header's as the file is read, so that the dtypes and
                # markers, keyed by those names, apply
                width = len(pd.read_csv(path, **{**kw, "nrows": 0, "na_values": None,
                                                  "keep_default_na": False, "chunksize": None}).columns)
                if width != len(fmt["columns"]):
                    raise CLIError(f"{str(name)!r} has {width} column{'s' * (width != 1)} but "
                                   f"'columns' names {len(fmt['columns'])}")
                if hasattr(path, "seek"):
                    path.seek(0)
                frame = pd.read_csv(path, header=0, names=fmt["columns"], dtype=dtype, **kw, **use)
                return frame if chunksize is None else _chunks(frame, path, fmt, name, detail,
                                                               on_chunk=on_chunk)
            names = fmt["columns"]
            try:
                # only the field count is looked at: no markers (the names are not set yet)
                first = pd.read_csv(path, header=None, dtype=str, **{**kw, "nrows": 1, "na_values": None,
                                                                     "keep_default_na": False,
                                                                     "chunksize": None})
            except pd.errors.EmptyDataError:
                # no records at all: zero rows of the declared columns (n = 0 is data like any
                # other; refusing it where one record is accepted would tell the two apart)
                # (dtype: one type for every column, or one per column)
                frame = pd.DataFrame({c: pd.Series(dtype=object if (
                    dtype if not isinstance(dtype, dict) else dtype.get(c)) is str else float)
                                      for c in names})
                return frame if chunksize is None else iter([frame])
            if first.shape[1] > len(names):
                # the first line is a record: say what is wrong, not its field count, in the
                # same words wherever the record sits (first line or further down); a shorter
                # record reads its missing fields as missing values, here as further down
                raise CLIError(f"cannot read {str(name)!r} as CSV: {_field_count(fmt)}")
            if hasattr(path, "seek"):
                path.seek(0)
            frame = pd.read_csv(path, header=None, names=names, dtype=dtype, **kw, **use)
            return frame if chunksize is None else _chunks(frame, path, fmt, name, detail,
                                                           on_chunk=on_chunk)
    except _read_errors() as e:
        if isinstance(e, CLIError):
            raise
        raise _unreadable(e, path, fmt, name, detail) from None


def _chunks(reader, path, fmt: dict, name, detail: bool, empty=None, on_chunk=None):
    """The frames of a chunked ``pd.read_csv`` (``reader``), read under :func:`_read_frame`'s
    rules: a parser warning is an error, and a record that cannot be read is refused in its
    words wherever the chunk holding it falls.  ``empty``: the header's empty fields, marked
    on each frame as :func:`_read_frame` marks the whole one.  ``on_chunk``: called after each
    frame is read with :func:`_disk_position` of the reader."""
    import pandas as pd

    with reader:
        while True:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("error", pd.errors.ParserWarning)
                    frame = next(reader)
            except StopIteration:
                return
            except _read_errors() as e:
                if isinstance(e, CLIError):
                    raise
                raise _unreadable(e, path, fmt, name, detail) from None
            if empty is not None:
                frame.attrs["empty_header"] = [str(frame.columns[i]) for i in empty
                                               if i < frame.shape[1]]
            if on_chunk is not None:
                on_chunk(_disk_position(reader))
            yield frame


def _disk_position(reader) -> int | None:
    """How many bytes of the file on disk a chunked ``pd.read_csv`` has read (its read-ahead
    included): the position of the file under its text and decompression layers -- the
    compressed one for a .gz, the file's own under the comment-line filter -- for a progress
    bar whose total is the file's size.  None where no such file is reached (a .bz2, .xz or
    .zip, which hide theirs): then no position is claimed.  A position, never a count of
    records; read from the reader's handle, which pandas does not document, so anything
    unexpected there is None too."""
    import gzip

    handle = getattr(getattr(reader, "handles", None), "handle", None)
    for _ in range(8):                  # a few layers at most: text, filter, decompression
        if isinstance(handle, (io.BufferedReader, io.FileIO)):
            try:
                return int(handle.tell())
            except (OSError, ValueError):
                return None
        if isinstance(handle, _FilteredText):
            handle = handle._file
        elif isinstance(handle, gzip.GzipFile):
            handle = handle.fileobj
        else:
            # a text layer: io.TextIOWrapper's, or pandas' own wrappers of a text stream
            handle = getattr(handle, "buffer", None)
    return None


def _read_errors():
    import pandas as pd

    # UnicodeError, not only UnicodeDecodeError: 'utf-16' on a file without a byte-order mark
    # raises the base class (up to Python 3.12)
    # EOFError, zlib.error, LZMAError: a compressed file cut short or damaged in transfer
    return (pd.errors.ParserError, pd.errors.EmptyDataError, UnicodeError, OSError,
            ValueError, pd.errors.ParserWarning, EOFError, zlib.error, lzma.LZMAError)


def _unreadable(e: Exception, path, fmt: dict, name, detail: bool) -> "CLIError":
    """The refusal of a file pandas could not read (its own words only with ``detail``)."""
    more = f" [{type(e).__name__}: {str(e).strip()}]" if detail else ""
    # (schema-check, which gives pandas' own words, is not pointed to itself)
    kind = None if hasattr(path, "read") else _binary_table_kind(path)
    workbook = kind is not None and ("Excel" in kind or "workbook" in kind)
    problem = _csv_problem(e, fmt) if kind is None else (
        f"it is {kind}; the command line reads CSV files (plain or compressed, such as "
        f".csv.gz): write it as CSV ("
        + ("in Excel, 'Save as' with the type 'CSV UTF-8'; in pandas, "
           "pd.read_excel(path).to_csv(out, index=False), which needs openpyxl for .xlsx"
           if workbook else
           "in pandas, pd.read_feather(path).to_csv(out, index=False); in polars, "
           "pl.read_ipc(path).write_csv(out)" if "Arrow" in kind else
           "in pandas, pd.read_parquet(path).to_csv(out, index=False); in polars, "
           "pl.read_parquet(path).write_csv(out)" if "Parquet" in kind else
           "in pandas, pd.read_sql or the like, then .to_csv(out, index=False)" if "SQLite" in kind else
           "in pandas, read it with the reader of its format, then .to_csv(out, index=False)")
        + "), or use the Python API, which takes a DataFrame of any origin")
    if detail:
        problem = problem.replace(_POINTER, "")
    return CLIError(f"cannot read {str(name)!r} as CSV: {problem}{more}")


#: the most fields a CSV's first line may hold (pandas builds an object per column before any
#: check: a 17 MB header of 2,000,000 names took more than 5 GB)
MAX_CSV_COLUMNS = 100_000


#: how much of a file's text :func:`_refuse_wide_first_line` reads, and in what steps it reads
#: an uncompressed file's first line
_WIDE_LINE_TEXT, _WIDE_LINE_STEP = 1 << 24, 1 << 16

#: (file, its size and time, encoding, separator) -> whether its first line is too wide
_WIDE_FIRST_LINE_SEEN: dict = {}


def _refuse_wide_first_line(path, fmt: dict, name) -> None:
    """Refuse a file whose first line has more than :data:`MAX_CSV_COLUMNS` fields, counted
    from its separators in the first 16 MB before pandas reads it.  A line of records'
    values can be that wide too (no header): the message quotes nothing of it.  The answer
    is remembered for the file as it is, since a command reads the file several times."""
    if _opener(path) is None:
        return                       # an archive pandas alone reads
    try:
        key = _file_identity(Path(path).stat(), path) + (fmt.get("encoding"), fmt["sep"],
                                                         _text_errors(fmt))
    except (OSError, TypeError):
        key = None
    if key is not None and key in _WIDE_FIRST_LINE_SEEN:
        wide = _WIDE_FIRST_LINE_SEEN[key]
    else:
        wide = _first_line_too_wide(path, fmt)
        if key is not None:
            _WIDE_FIRST_LINE_SEEN.clear()
            _WIDE_FIRST_LINE_SEEN[key] = wide
    if wide and not fmt.get("header", True):
        # the first line is a record: refused in the words a record with too many fields gets
        # further down, so that they do not say whether another record stands before it
        raise CLIError(f"cannot read {str(name)!r} as CSV: {_field_count(fmt)}")
    if wide:
        raise CLIError(f"the first line of {str(name)!r} has more than {MAX_CSV_COLUMNS:,} "
                       f"fields: no schema has that many columns (check the separator and the "
                       f"file; nothing was written)")


def _refuse_long_first_record(path, fmt: dict, name) -> None:
    """A separator of several characters (pandas' Python engine) and a header: refuse the file
    when its first record's line has more fields than the header's.  That engine drops an
    empty extra field of the first record without the warning the C engine gives, and refuses
    one in any later record, so the refusal would follow whether another record stands before
    it.  That engine honours no quotes: lines are counted as they stand, and the lines the
    reader passes over are passed over here by the reader's own rules, before the header as
    after it: comment lines, lines pandas skips as blank, and lines of separators only (which
    the reader's filter drops: counted here, such a line would be a first record that refuses
    the file, or not, by whether a record stands before it)."""
    if _opener(path) is None:
        return                       # an archive pandas alone reads
    sep, raw = re.escape(fmt["sep"]), fmt["sep"]
    comment = fmt.get("comment")
    separators_only = _separator_only_line(raw)
    header = None
    try:
        with _open_text(path, fmt.get("encoding"), _text_errors(fmt)) as f:
            for line in f:
                body = line.rstrip("\r\n")
                if comment is not None and body.startswith(comment):
                    continue
                if _skipped_as_blank(body, sep, raw) or separators_only.fullmatch(body):
                    continue
                if header is None:
                    header = _line_fields(body, sep, raw)
                    continue
                if _line_fields(body, sep, raw) > header:
                    raise CLIError(f"cannot read {str(name)!r} as CSV: {_field_count(fmt)}")
                return
    except (OSError, UnicodeError, LookupError, EOFError):
        return                       # the reader's own refusal says what is wrong


def _first_line_too_wide(path, fmt: dict) -> bool:
    """Whether the first line in the first 16 MB of the file's text has more than
    :data:`MAX_CSV_COLUMNS` fields; False where that text cannot be read (the reader's own
    refusal says what is wrong).  An uncompressed file's first line is read alone, in steps,
    and a line of fewer fields passed: the whole 16 MB read passed it too, whether or not
    the text after it decodes.  Any other file, or a wider or unended line, is judged on the
    whole 16 MB read, which may also meet damaged compressed data or text that does not
    decode."""
    sep, errors = fmt["sep"], _text_errors(fmt)
    try:
        if _opener(path) is open:
            with _open_text(path, fmt.get("encoding"), errors) as f:
                fields = _first_line_fields(f, sep)
            if fields is not None and fields <= MAX_CSV_COLUMNS:
                return False
        with _open_text(path, fmt.get("encoding"), errors) as f:
            head = f.read(_WIDE_LINE_TEXT)
    except (OSError, UnicodeError, LookupError, EOFError):
        return False
    cut = min((i for i in (head.find("\n"), head.find("\r")) if i >= 0), default=len(head))
    return head.count(sep, 0, cut) + 1 > MAX_CSV_COLUMNS


def _first_line_fields(f, sep: str) -> int | None:
    """How many fields (separators plus one) the first line of the text file ``f`` has, read
    up to its first line break; None where no line break is within the first
    ``_WIDE_LINE_TEXT`` characters."""
    parts, size = [], 0
    while size < _WIDE_LINE_TEXT:
        chunk = f.read(min(_WIDE_LINE_STEP, _WIDE_LINE_TEXT - size))
        if not chunk:
            return None
        ends = [i for i in (chunk.find("\n"), chunk.find("\r")) if i >= 0]
        parts.append(chunk)
        if ends:
            # joined before counting: a separator of several characters may straddle steps
            return "".join(parts).count(sep, 0, size + min(ends)) + 1
        size += len(chunk)
    return None


def _refuse_repeated_header(path, kw: dict, name, detail: bool = False) -> list[int]:
    """Refuse a header that names a column twice: pandas would read the second as ``age.1``,
    so a message would call it an extra column, and dropping that would silently keep the
    first.  The name is not quoted (the line may be a record: a file without a header) except
    with ``detail``, the data owner's check, which names what it finds.  Returns the positions
    of the header's empty fields (a trailing separator leaves one),
    which are no names and so never repeat one."""
    import pandas as pd

    try:
        head = pd.read_csv(path, header=None, dtype=str, **{**kw, "nrows": 1, "na_values": None,
                                                             "keep_default_na": False})
    except pd.errors.EmptyDataError:
        return []
    finally:
        if hasattr(path, "seek"):
            path.seek(0)
    names = [str(c).strip() if isinstance(c, str) else "" for c in head.iloc[0]] if len(head) else []
    empty = [i for i, n in enumerate(names) if not n]
    names = [n for n in names if n]
    if len(set(names)) < len(names):
        # not named: a first line that repeats itself is as likely a record as a header
        twice = sorted({n for n in names if names.count(n) > 1})
        which = f" ({', '.join(map(repr, twice))})" if detail else ""
        raise CLIError(f"the first line of {str(name)!r} names a column more than once{which}: "
                       f"if it is the header, rename or remove the repeated column, or name "
                       f"every field anew as it is read, --columns NAME,... (which replaces "
                       f"the header); if the file has no header, pass --no-header --columns "
                       f"NAME,... (nothing was "
                       f"written){'' if detail else '; dpforest schema-check names it'}")
    return empty


#: a CSV whose records do not all have the fields the header (or ``columns``) names
_FIELD_COUNT = ("some rows have a different number of fields than the header or 'columns' names "
                "(check the separator and 'columns'; a title or comment row above the header "
                "is skipped with --comment '#' where it starts with that mark, else delete it)")


def _field_count(fmt: dict | None) -> str:
    """:data:`_FIELD_COUNT`, with the usual cause named where the file is read with commas: a
    semicolon-separated export with decimal commas ('1,5;a'), whose numbers the comma splits
    in two (a walkthrough's health export).  Fixed text: the layout the user declared only."""
    if (fmt or {}).get("sep", ",") != ",":
        return _FIELD_COUNT
    return (_FIELD_COUNT[:-1] + "; a file separated by semicolons, as European exports with "
            "decimal commas are, is read with --sep ';' --decimal ',')")


#: a quote left open, or a value over several lines (which an open quote makes of the lines up
#: to a later record's quote): one refusal for both, so that its words do not follow what the
#: later records hold
#: the open-quote refusal's pointer to the owner's check (left out in that check itself)
_POINTER = "; dpforest schema-check names the column"
_OPEN_QUOTE = ("a quoted field is not closed, or a value spans lines and is not a declared value "
               "(a text written over several lines by a spreadsheet, a note or an address, is "
               "read only once its newlines are removed -- in pandas, "
               "df[col].str.replace(r'[\\r\\n]+', ' ', regex=True) -- or its column is taken "
               f"out of the file{_POINTER})")


def _spanning(values) -> set:
    """The declared values among ``values`` that hold a line break."""
    return {v for v in values if isinstance(v, str) and ("\n" in v or "\r" in v)}


def _refuse_spanning_values(df, path, schema, target, detail: bool = False) -> None:
    """Refuse a file one of whose cells holds a line break and is not a declared value (a
    numeric column, a categorical column or target, or a column the schema does not read: a
    free-text column left out with --drop, where an open quote would swallow the records up
    to a later record's quote as one note; in a column some of whose declared values span
    lines, the merged text of an open quote is none of them, and --conform would read it as a
    missing value).
    A quote left open in one record is closed by pandas at a later record's quote, the lines
    between read as one field: refused as a quote never closed is, with the same words
    (:data:`_OPEN_QUOTE`), whatever the later records hold; --conform would otherwise read the
    merged text as a record.  Only whether such a cell exists is said, never where -- but
    with ``detail`` (``dpforest schema-check``, the data owner's tool, which names what it
    finds) the column and the record's position, which a walkthrough's owner could not find
    in an Excel export whose note column held line breaks."""
    import numpy as np
    import pandas as pd

    # the declared values that span lines, by column: the only such values a file may hold
    allowed = {f.name: _spanning(f.categories) for f in schema.features
               if f.kind == "categorical" and _spanning(f.categories)}
    if target is not None and _spanning(schema.classes):
        allowed[target] = _spanning(schema.classes)
    # every column, those left out too: an open quote in a dropped note column merges the
    # records up to a later record's quote into one, which would then be read without a word
    for c in df.columns:
        col = df[c]
        if pd.api.types.is_numeric_dtype(col.dtype) or pd.api.types.is_bool_dtype(col.dtype):
            continue
        # (the values as text: numbers among them hold no line break)
        text = col.astype("string")
        span = text.str.contains("[\r\n]", regex=True, na=False)
        if c in allowed:
            span &= ~text.isin(allowed[c]).fillna(False).astype(bool)
        if span.any():
            # (the owner's check names where: the same words otherwise, as an open quote's)
            where = (f": column {c!r}, record {int(np.flatnonzero(span.to_numpy())[0]) + 1} of "
                     f"those read (counting from 1)" if detail else "")
            words = _OPEN_QUOTE.replace(_POINTER, "") if detail else _OPEN_QUOTE
            raise CLIError(f"cannot read {str(path)!r} as CSV: {words}{where}")


def _csv_problem(e: Exception, fmt: dict | None = None) -> str:
    """The kind of problem a CSV read met, without the record positions, field counts or bytes
    that pandas' own messages quote (they describe the private file)."""
    import pandas as pd

    text = str(e)
    # 'utf-16' / 'utf-32' on a file without a byte-order mark: Python up to 3.12 raises the base
    # UnicodeError, 3.13 a UnicodeDecodeError ("Stream does not start with BOM")
    if isinstance(e, UnicodeError) and "BOM" in text:
        return ("it does not start with the byte-order mark that 'utf-16' / 'utf-32' read its "
                "byte order from: name the order, e.g. --encoding utf-16-le (Windows), or check "
                "that the file is UTF-16 at all")
    if isinstance(e, UnicodeError):
        enc = (fmt or {}).get("encoding")
        if enc:
            return f"it is not {enc} text (check the declared encoding)"
        return ("it is not UTF-8 text (declare its encoding, e.g. --encoding cp1252 for a "
                "Windows or Excel export in Western Europe, --encoding cp932 for one in Japan "
                "(Shift-JIS), or convert it to UTF-8)")
    if isinstance(e, pd.errors.EmptyDataError):
        return "it holds no columns"
    if isinstance(e, pd.errors.ParserError):
        if "EOF inside string" in text:
            return _OPEN_QUOTE
        # before the quote test: the Python engine's field-count message mentions quotes
        if "fields" in text:
            return _field_count(fmt)
        if "quote" in text.lower():
            return _OPEN_QUOTE
        return "its rows do not follow the declared layout (separator, quoting, header)"
    if isinstance(e, OSError):
        return f"the file cannot be opened ({type(e).__name__})"
    if isinstance(e, EOFError):
        return ("the compressed file ends before its end-of-stream mark (cut short, as by an "
                "interrupted copy or download: fetch or compress it again)")
    if isinstance(e, (zlib.error, lzma.LZMAError)):
        return f"its compressed data are damaged ({type(e).__name__}: fetch or compress it again)"
    if isinstance(e, pd.errors.ParserWarning):    # a first record longer than the header
        return _field_count(fmt)
    return "its rows do not follow the declared layout (separator, quoting, header)"


def _open_text(path, encoding=None, errors=None):
    """``path`` opened as text in ``encoding`` (UTF-8 with or without a byte-order mark when
    none is declared), line ends kept; decompressed for .gz, .bz2 and .xz, as pandas reads them.
    ``errors``: how bytes that are not text in it are decoded (:func:`_text_errors`)."""
    import codecs

    enc = encoding if encoding and codecs.lookup(encoding).name != "utf-8" else "utf-8-sig"
    opener = _opener(path)
    if opener is None:
        raise CLIError(f"{str(path)!r}: comment lines are read line by line, which this archive "
                       f"format does not allow here; decompress it first (or use .gz, .bz2, .xz "
                       f"or .zip)")
    return opener(path, "rt", encoding=enc, newline="", errors=errors)


def _separator_only_line(sep: str):
    """A line of separators only, blanks between them (Excel's empty row: ';;;;;').  A
    separator of blanks only: that many blanks or more, the same lines without the nested
    repeat, whose backtracking took time exponential in the blanks that open a line (40 and
    an 'x': hours, one record stalling the read)."""
    if not sep.strip(" "):
        return re.compile(f" {{{len(sep)},}}")
    return re.compile(rf"[ ]*(?:{re.escape(sep)}[ ]*)+")


def _file_identity(st, path) -> tuple:
    """A file as the command's caches know it: resolved path, inode, change and modification
    times, size (``st`` its ``stat``); the caches last one command (:func:`_forget_files`)."""
    return (str(Path(path).resolve()), st.st_ino, st.st_ctime_ns, st.st_mtime_ns, st.st_size)


#: (file, its size and time, encoding, separator) -> whether a line of separators only is in it
_SEPARATOR_ONLY_SEEN: dict = {}


def _has_separator_only_line(path, fmt: dict) -> bool:
    """Whether some line of the file consists of separators only, read in chunks (a quick test
    before the line-by-line filter, which also follows quoted fields); remembered for the
    file as it is, since a command reads the file several times."""
    try:
        st = Path(path).stat()
    except (OSError, TypeError):
        return False
    if _opener(path) is None:
        return False          # an archive pandas alone reads: its lines are not filtered
    key = _file_identity(st, path) + (fmt.get("encoding"), fmt["sep"], _text_errors(fmt))
    if key not in _SEPARATOR_ONLY_SEEN:
        line = _separator_only_line(fmt["sep"]).pattern
        # lines end at \r, \n or \r\n, as the filter (and pandas) split them: a file of
        # old Mac line ends has no \n at all, and a scan that missed its rows would let one
        # record's multi-line value decide whether the filter runs.  Anchored on the line
        # break itself, so the search skips every other character quickly (8 times faster
        # than a look-behind tried at each position)
        pattern = re.compile(rf"(?:\A|[\r\n]){line}(?=[\r\n]|\Z)")
        # such a line starts with a blank or a separator: a chunk where no line does (most
        # files: every record's first field filled) is passed by substring tests, five times
        # faster than the regex, which stops at every line break
        starts = tuple(brk + c for brk in "\r\n" for c in (" ", fmt["sep"]))
        found, tail = False, ""
        with _open_text(path, fmt.get("encoding"), _text_errors(fmt)) as f:
            while not found:
                chunk = f.read(1 << 22)
                text = tail + chunk
                cut = len(text) if not chunk else max(text.rfind("\n"), text.rfind("\r")) + 1
                if text.startswith((" ", fmt["sep"])) or any(c in text for c in starts):
                    found = bool(pattern.search(text, 0, cut))
                tail = text[cut:]
                if not chunk:
                    break
        _SEPARATOR_ONLY_SEEN.clear()
        _SEPARATOR_ONLY_SEEN[key] = found
    return _SEPARATOR_ONLY_SEEN[key]


def _without_comment_lines(path, char: str | None, encoding=None, sep=None, blank=None,
                           raw_sep=None, lines=None, marks=False):
    """The text of ``path`` without the lines that start with ``char`` (and, with ``blank``,
    a pattern, the lines it matches whole: separators only), as a file object.  A
    line inside a quoted field (a value spanning lines) is part of that value, never a comment:
    whether a file reads must not depend on what a record's value holds.  Whether a field is
    open is followed as the CSV reader follows it (:func:`_quote_state`): a quote opens a field
    only at the field's start, so a quote inside an unquoted value (u"x) opens nothing.
    ``sep`` is the separator as the CSV reader takes it (escaped where it is several
    characters), ``raw_sep`` as the file has it (the first character a line of separators
    only can start with after blanks; None: every line is tried against ``blank``).

    ``lines``: read one record per line (:data:`ONE_RECORD_PER_LINE`), (whether the file has a
    header line, the records' field count where it has none): no value spans lines, each line
    is judged on its own by :class:`_OneRecordPerLine`, and bytes that are not text in the
    encoding are read as U+FFFD.  ``marks``: a U+FEFF that opens a line outside a quoted
    field is dropped (a file without a header, :func:`_has_inner_marks`)."""
    try:
        st = Path(path).stat()
        key = _file_identity(st, path) + (char, encoding, sep,
                                          None if blank is None else blank.pattern, lines, marks)
    except (OSError, TypeError):
        st, key = None, None
    if st is not None and st.st_size > FILTER_IN_MEMORY_BYTES:
        # a large file is filtered as it is read, never held whole: predict reads such a file
        # in chunks so that its memory stays flat, and one Excel empty row made it hold the
        # whole text (1.2 GB against 0.7 GB for 2.5 million records)
        return _FilteredText(path, char, encoding, sep, blank, raw_sep, lines, marks)
    if key is None or key not in _FILTERED_TEXT:
        with _FilteredText(path, char, encoding, sep, blank, raw_sep, lines, marks) as f:
            text = f.read()
        if key is None:
            return io.StringIO(text)
        # a command reads its file several times (layout checks, then the records): the
        # filtered text of the last file is kept, as the scan's answer is
        _FILTERED_TEXT.clear()
        _FILTERED_TEXT[key] = text
    return io.StringIO(_FILTERED_TEXT[key])


def _has_inner_marks(path, fmt: dict) -> bool:
    """Whether a U+FEFF opens a line of the file's text (read as the reader reads it, the
    opening byte-order mark passed over): after a line break, or a second mark at the very
    start; such a line is read as :func:`_without_comment_lines` reads it with ``marks``.  False for an archive the reader
    alone opens, or text that cannot be read (the reader's own refusal says so)."""
    if _opener(path) is None:
        return False
    try:
        key = _file_identity(Path(path).stat(), path) + (fmt.get("encoding"), _text_errors(fmt))
    except (OSError, TypeError):
        key = None
    if key is not None and key in _INNER_MARKS_SEEN:
        return _INNER_MARKS_SEEN[key]
    found = _scan_inner_marks(path, fmt)
    if key is not None:
        # a command reads its file several times: remembered for the file as it is
        _INNER_MARKS_SEEN.clear()
        _INNER_MARKS_SEEN[key] = found
    return found


#: (file, its size and time, encoding) -> whether a U+FEFF opens one of its lines
_INNER_MARKS_SEEN: dict = {}


def _scan_inner_marks(path, fmt: dict) -> bool:
    """:func:`_has_inner_marks`'s read of the file's text, in chunks."""
    try:
        with _open_text(path, fmt.get("encoding"), _text_errors(fmt)) as f:
            last = ""
            while True:
                chunk = f.read(1 << 20)
                if not chunk:
                    return False
                text = last + chunk
                # (a second mark at the very start, after the file's own, opens a line too)
                if "\n\ufeff" in text or "\r\ufeff" in text or (not last and text[:1] == "\ufeff"):
                    return True
                last = text[-1:]
    except (OSError, UnicodeError, LookupError, EOFError, CLIError):
        return False


#: (file, its size and time, the filter's settings) -> the file's text without the filtered
#: lines; one file at a time
_FILTERED_TEXT: dict = {}

#: files larger than this (on disk) are filtered as they are read rather than held filtered in
#: memory: the size above which ``predict`` reads a file in chunks
FILTER_IN_MEMORY_BYTES = 64 << 20


class _FilteredText(io.TextIOBase):
    """The text of ``path`` without the lines :func:`_without_comment_lines` leaves out, read
    a block of lines at a time as the reader asks for text (``read(size)``, ``readline``,
    iteration).  It can go back to the start only (``seek(0)``: the file is opened again),
    which is all the CSV reads ask of it; it closes the file at the end of the text."""

    #: characters of lines read at a time
    BLOCK = 1 << 20

    def __init__(self, path, char, encoding, sep, blank, raw_sep=None, lines=None, marks=False):
        self._how = (path, char, encoding, sep, blank)
        self._marks = marks
        # one record per line: (sep, raw_sep, header, width) of each pass's line rule
        self._lines = None if lines is None else (sep, raw_sep, *lines)
        # a line can be left out only if it starts with the comment character, or (a line of
        # separators only) with a blank or the separator's first character: the exact tests
        # run on those lines alone
        heads = ((char,) if char is not None else ()) + (
            (" ", raw_sep[0]) if blank is not None and isinstance(raw_sep, str) and raw_sep else
            ("",) if blank is not None else ())
        self._heads = heads
        self._closed = _closed_fields_line(sep)
        self._file = None
        self._start()

    def _start(self):
        if self._file is not None:
            self._file.close()
        self._file = _open_text(self._how[0], self._how[2],
                                None if self._lines is None else "replace")
        self._quoted, self._pending, self._mark_quoted = False, "", False
        # afresh on every pass: the header is read again after seek(0)
        self._rule = None if self._lines is None else _OneRecordPerLine(*self._lines)

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def seek(self, offset, whence=0):
        if offset != 0 or whence != 0:
            raise io.UnsupportedOperation("a filtered CSV text goes back to its start only")
        self._checkClosed()
        self._start()
        return 0

    def _dropped(self, line: str) -> bool:
        _, char, _, _, blank = self._how
        return ((char is not None and line.startswith(char)) or
                (blank is not None and blank.fullmatch(line.rstrip("\r\n")) is not None))

    def _fill(self) -> bool:
        """Add the next block's kept lines to the pending text; False at the end (the file
        then closed)."""
        block = self._block()
        if block is None:
            return False
        self._pending += block
        return True

    def _block(self) -> str | None:
        """The kept lines of the next block of the file that keeps any; None at the end (the
        file then closed)."""
        heads = self._heads
        while not self._file.closed:
            lines = self._file.readlines(self.BLOCK)
            if not lines:
                self._file.close()
                return None
            if self._marks:
                lines = self._unmarked(lines)
            if self._rule is not None:
                # one record per line: a comment or blank line is one wherever it sits (no
                # quoted field reaches it), then the line rule judges each of the others
                kept = self._rule.kept(lines if not heads else [
                    line for line in lines if not (line.startswith(heads) and self._dropped(line))])
            elif not heads:
                kept = lines
            elif not self._quoted and not any('"' in line for line in lines):
                # no quote in the block: no value spans lines, each line judged on its own
                kept = [line for line in lines
                        if not (line.startswith(heads) and self._dropped(line))]
            else:
                kept, quoted, sep, closed = [], self._quoted, self._how[3], self._closed
                for line in lines:
                    if not quoted and line.startswith(heads) and self._dropped(line):
                        continue
                    kept.append(line)
                    quoted = _open_after(line, quoted, sep, closed)
                self._quoted = quoted
            if kept:
                return "".join(kept)
        return None

    def _unmarked(self, lines: list) -> list:
        """``lines`` with a U+FEFF that opens a line outside a quoted field dropped, the quote
        state followed as the reader follows it from the dropped mark on (read one record per
        line, every line starts outside quotes)."""
        if self._rule is not None:
            return [line[1:] if line.startswith("\ufeff") else line for line in lines]
        out, quoted, sep, closed = [], self._mark_quoted, self._how[3], self._closed
        for line in lines:
            if not quoted and line.startswith("\ufeff"):
                line = line[1:]
            out.append(line)
            quoted = _open_after(line, quoted, sep, closed)
        self._mark_quoted = quoted
        return out

    def read(self, size=-1) -> str:
        self._checkClosed()
        if size is None or size < 0:
            # the blocks joined once: added one by one to the pending text, each copied it
            # whole (a second of a 57 MB file's read)
            parts, self._pending = [self._pending], ""
            while (block := self._block()) is not None:
                parts.append(block)
            return "".join(parts)
        while len(self._pending) < size and self._fill():
            pass
        text, self._pending = self._pending[:size], self._pending[size:]
        return text

    def readline(self, size=-1) -> str:
        """The next line, its end kept: at \\n, \\r\\n or a lone \\r, as the file is split
        into lines (``newline=''``)."""
        self._checkClosed()
        while True:
            brk = _LINE_BREAK.search(self._pending)
            # a \r last in the pending text may be the first half of \r\n
            if brk is not None and (brk.end() < len(self._pending) or brk.group() != "\r"):
                end = brk.end()
                break
            if not self._fill():
                end = len(self._pending)
                break
        if size is not None and 0 <= size < end:
            end = size
        line, self._pending = self._pending[:end], self._pending[end:]
        return line

    def close(self):
        if self._file is not None:
            self._file.close()
        super().close()


_LINE_BREAK = re.compile("\r\n|\r|\n")


class _OneRecordPerLine:
    """The lines a file read one record per line keeps (:data:`ONE_RECORD_PER_LINE`: under a
    budget that pins the schema), each judged on its own, so that no record makes the file
    unreadable or changes how another is read:

    * a line that, read from outside a quoted field, ends inside one (an unclosed quote, or a
      value written over several lines) is left out, and the next line is read afresh from
      outside quotes: each line of such a value is left out or read on its own;
    * a line with more fields than the header (or ``columns``) is left out, wherever it sits
      (a separator ending the line counts: it opens an empty field): pandas leaves out such a
      line further down, but reads a first record's extra field otherwise (as the index, or
      with ``index_col=False`` dropped, every later record then read at the first one's
      width);
    * the header line is layout, not a record: one that leaves a quoted field open is refused;
    * a line ending in a lone \\r ends in \\n instead (a lone \\r is a line break here as
      in the file, and no kept line ends inside a quoted field, so nothing else changes):
      under a separator of several characters pandas' Python engine, which splits a text held
      in memory at \\n only, took the next record into such a line (``junk\\r``), and after
      a lone \\r its C engine reads a separator that opens the next line as opening an empty
      field too -- under a blank separator a first record opening with a blank then had a
      field too many, which refused the file;
    * a record that opens the text (no header: after a comment line, say, or a second
      byte-order mark) and starts with U+FEFF follows a blank line, so that it is read with the
      U+FEFF as a character, as anywhere else: pandas skips one that opens its text and reads
      a quote after it as opening a field (never closed, it took the next records with it or
      refused the file), and its Python engine refused such a field.

    ``sep``: the separator as the CSV reader takes it, ``raw_sep`` as the file has it;
    ``header``: whether the file's first line (after blank lines) is its header, else
    ``width`` the records' field count (``columns``)."""

    def __init__(self, sep, raw_sep, header: bool, width):
        self._sep, self._raw = sep, raw_sep
        self._closed = _closed_fields_line(sep)
        self._header, self._width = header, width
        self._opening = not header          # the next kept line opens the text: a record

    def kept(self, lines: list) -> list:
        """The lines of ``lines`` (the next ones of the file) that are read."""
        if not self._header and not any('"' in line for line in lines) and (
                max(map(str.count, lines, repeat(self._raw)), default=0) < self._width):
            # no quote, and no line with as many separators as fields (most blocks): each line
            # is one record of at most the width, as it stands
            kept = lines
        else:
            kept = [out for out in map(self._line, lines) if out is not None]
        kept = [line[:-1] + "\n" if line.endswith("\r") else line for line in kept]
        if self._opening and kept:
            self._opening = False
            if kept[0].startswith("\ufeff"):
                kept = ["\n", *kept]
        return kept

    def _line(self, line: str) -> str | None:
        """``line`` as it is read, or None where it is left out."""
        if self._header:
            return self._header_line(line)
        if '"' in line and self._open_at_end(line):
            return None
        body = line.rstrip("\r\n")
        if body.count(self._raw) < self._width:
            return line         # at most one field per separator: quoted ones only lower it
        return line if _line_fields(body, self._sep, self._raw) <= self._width else None

    def _open_at_end(self, line: str) -> bool:
        """Whether ``line``, read from outside a quoted field, ends inside one."""
        return _open_after(line, False, self._sep, self._closed)

    def _header_line(self, line: str) -> str:
        """``line`` while the header is still to come: a line pandas skips as blank, or the
        header, whose field count is the records' width."""
        body = line.rstrip("\r\n")
        if _skipped_as_blank(body, self._sep, self._raw):
            return line
        if '"' in line and self._open_at_end(line):
            raise CLIError("the header line leaves a quoted field open: read one record per "
                           "line, a line is never continued by the next, the header's neither")
        self._header, self._width = False, _line_fields(body, self._sep, self._raw)
        return line


def _line_fields(body: str, sep, raw_sep: str) -> int:
    """How many fields the CSV reader reads on ``body``, a line without its line break that
    starts and ends outside quoted fields: one more than its separators outside quoted
    fields, a blank at a field's start being skipped (so a run of blanks separates once where
    the separator is a blank).  A separator of several characters is read by pandas' Python
    engine, which honours no quotes and splits each line with its white space stripped at
    both ends (``line.strip()``): a trailing "; " is then no separator, as further down."""
    if len(raw_sep) > 1:
        return body.strip().count(raw_sep) + 1
    if '"' not in body and raw_sep != " ":
        return body.count(raw_sep) + 1
    return _quote_walk(body, False, sep)[1] + 1


def _skipped_as_blank(body: str, sep, raw_sep: str) -> bool:
    """Whether the CSV reader skips the line ``body`` as blank: an empty line, and some of
    blanks and tabs only (pandas' rule for those, which depends on the separator, is asked of
    pandas itself)."""
    if body.strip(" \t"):
        return False
    if not body:
        return True
    import pandas as pd

    engine = "python" if len(raw_sep) > 1 else "c"
    try:
        pd.read_csv(io.StringIO(body + "\n"), header=None, sep=sep, skipinitialspace=True,
                    dtype=str, engine=engine)
    except pd.errors.EmptyDataError:
        return True
    return False


def _open_after(line: str, quoted: bool, sep, closed) -> bool:
    """:func:`_quote_state` of ``line``, with ``closed`` (:func:`_closed_fields_line` of
    ``sep``, or None) as a quick answer: a line starting outside quoted fields that it matches
    whole leaves none open (most quoted files: every field quoted), and the walk is 20 times
    slower."""
    if quoted or closed is None or closed.fullmatch(line) is None:
        return _quote_state(line, quoted, sep)
    return False


def _closed_fields_line(sep):
    """A pattern that a line starting outside a quoted field matches whole only if it also
    ends outside one, as :func:`_quote_state` reads it: fields separated by the one-character
    ``sep``, each unquoted (a quote after its first character is a character of the value)
    or opened by a quote after blanks and closed on the line ("" an escaped quote; the
    possessive repeat never reads an escaped quote as a close).  None for other separators."""
    if not isinstance(sep, str) or len(sep) != 1 or sep in ' "\r\n':
        return None
    S = re.escape(sep)
    field = rf' *(?:"(?:[^"]|"")*+"[^{S}\r\n]*|[^"{S} \r\n][^{S}\r\n]*)?'
    return re.compile(rf"{field}(?:{S}{field})*(?:\r\n|\r|\n)?")


def _quote_state(line: str, quoted: bool, sep) -> bool:
    """Whether a quoted field is still open at the end of ``line``, given whether one was open
    at its start: a quote opens a field only at a field's start (after the separator and the
    spaces the reader skips), "" inside one is an escaped quote, and a quote elsewhere is a
    character of the value.  A separator that is not one literal string (a regular
    expression, or none given): quotes counted by parity, an escaped one counting twice."""
    if '"' not in line:
        return quoted           # no quote: nothing opens or closes (most lines; the walk is slow)
    if isinstance(sep, str) and len(sep) > 1 and sep != r"\s+":
        # a separator of several characters is read by pandas' Python engine as a regular
        # expression, which honours no quotes: every line is its own record
        return False
    if not isinstance(sep, str) or not sep or (len(sep) > 1 and re.escape(sep) != sep):
        return quoted ^ (line.count('"') % 2 == 1)
    return _quote_walk(line, quoted, sep)[0]


def _quote_walk(line: str, quoted: bool, sep: str) -> tuple[bool, int]:
    """:func:`_quote_state`'s walk of ``line`` (``sep`` one literal string): whether a quoted
    field is open at its end, and how many separators it met outside quoted fields (a blank
    at a field's start is skipped before it is read as a separator, as the reader skips it)."""
    i, n, start, seps = 0, len(line), True, 0
    while i < n:
        c = line[i]
        if quoted:
            if c == '"':
                if i + 1 < n and line[i + 1] == '"':
                    i += 2
                    continue
                quoted, start = False, False
            i += 1
            continue
        if start and c == " ":
            i += 1                                  # skipped after a separator
            continue
        if line.startswith(sep, i):
            start, i, seps = True, i + len(sep), seps + 1
            continue
        if c in "\r\n":
            start = True
        elif start and c == '"':
            quoted, start = True, False
        else:
            start = False
        i += 1
    return quoted, seps


#: the opening bytes of table formats that are not CSV, each with a byte no text line holds
#: (a NUL or another control byte), and what to call them
_BINARY_TABLES = ((b"PAR1\x15", "a Parquet file"), (b"PAR1\x19", "a Parquet file"),
                  (b"ARROW1\x00\x00", "an Arrow (Feather) file"),
                  (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an Excel (.xls) workbook"),
                  (b"SQLite format 3\x00", "an SQLite database"),
                  (b"PK\x03\x04", "a zip archive (a spreadsheet workbook, or a CSV to unzip first)"))


def _binary_table_kind(path) -> str | None:
    """What a file that could not be read as CSV is, when its opening bytes are those of a
    binary table format (read as text it was refused with advice about encodings); None
    otherwise.  Asked only once the CSV read has failed, so it changes the words of a refusal
    that happens anyway, and it reads the opening bytes only, where a signature must be
    followed by a byte no text holds: a CSV's own record can never make it answer."""
    if Path(str(path)).suffix.lower() == ".zip":
        # a .csv.zip is decompressed like .gz: its failure is about the CSV inside, in the same
        # words whichever reader met it (the line filters hand pandas the member's text)
        return None
    try:
        with open(path, "rb") as f:
            head = f.read(16)
    except (OSError, TypeError):
        return None
    return next((kind for magic, kind in _BINARY_TABLES if head.startswith(magic)), None)


def _opening_bytes(path, n: int = 4) -> bytes:
    """The first ``n`` bytes of the file's text: decompressed for the suffixes pandas reads
    compressed (.gz, .bz2, .xz, .zip), as they are otherwise; empty when unreadable."""
    import zipfile

    opener = _opener(path)
    if opener is None:
        return b""
    try:
        with opener(path, "rb") as f:
            return f.read(n)
    except (OSError, EOFError, TypeError, ValueError, lzma.LZMAError, zipfile.BadZipFile):
        return b""


def _opener(path):
    """The function that opens ``path`` as pandas reads it: gzip's, bz2's or lzma's for .gz,
    .bz2 and .xz, the one member of a .zip, ``open`` for other names; None for archives this
    module does not open (.zst, .tar and its compressed forms), which are then read by
    pandas alone (no line filters, no opening-bytes checks)."""
    import bz2
    import gzip

    name = Path(str(path)).name.lower()
    if name.endswith((".zst", ".tar", ".tgz", ".tbz2", ".txz", ".tar.gz", ".tar.bz2", ".tar.xz")):
        return None
    return {".gz": gzip.open, ".bz2": bz2.open, ".xz": lzma.open,
            ".zip": _open_zip_member}.get(Path(str(path)).suffix.lower(), open)


def _zip_member(path) -> str:
    """The one entry of a .zip archive, by pandas' rule (exactly one entry, folders counted),
    or a refusal that depends on the archive's listing alone: so that pandas and the line
    filters, whichever reads the file, read the same member or none."""
    import zipfile

    try:
        with zipfile.ZipFile(path) as zf:
            names = zf.namelist()
    except (zipfile.BadZipFile, OSError) as e:
        raise CLIError(f"{str(path)!r} cannot be read as a .zip archive ({type(e).__name__})") from None
    if len(names) != 1:
        raise CLIError(f"{str(path)!r}: a .zip must hold exactly one file, the CSV (this one "
                       f"lists another entry or a folder); zip the CSV alone")
    return names[0]


def _open_zip_member(path, mode="rb", encoding=None, newline=None, errors=None):
    """The one file of a .zip archive (:func:`_zip_member`), in ``mode``."""
    import io as _io
    import zipfile

    member = _zip_member(path)
    try:
        with zipfile.ZipFile(path) as zf:
            data = zf.read(member)
    except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError) as e:
        raise CLIError(f"{str(path)!r} cannot be read as a .zip archive ({type(e).__name__})") from None
    raw = _io.BytesIO(data)
    return (_io.TextIOWrapper(raw, encoding=encoding, newline=newline, errors=errors)
            if "t" in mode else raw)


def _byte_order_mark(path) -> str | None:
    """The byte-order mark the file opens with: 'utf-8', 'utf-16' (FF FE or FE FF) or None."""
    head = _opening_bytes(path)
    if head.startswith(b"\xef\xbb\xbf"):
        return "utf-8"
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    return None


def _refuse_byte_order_mark(path, fmt: dict, name) -> None:
    """Refuse, before reading, a file whose byte-order mark contradicts the declared encoding:
    a UTF-8 mark read as cp1252 turns the first column's name into 'ï»¿name' (the file would
    lack that column), a UTF-16 one read as anything but UTF-16 is not text at all.  The
    opening bytes are the file's format, not a record."""
    import codecs

    bom = _byte_order_mark(path)
    if bom is None:
        return
    enc = fmt.get("encoding")
    codec = codecs.lookup(enc).name if enc else "utf-8"
    if bom == "utf-8" and codec not in ("utf-8", "utf-8-sig"):
        raise CLIError(f"{str(name)!r} starts with the UTF-8 byte-order mark (EF BB BF, as "
                       f"Excel's 'CSV UTF-8' writes it), but the layout declares encoding "
                       f"{enc!r}: it is UTF-8 text, so pass --encoding utf-8 (or set "
                       f"\"encoding\": \"utf-8\" in the schema file)")
    if bom == "utf-16" and not codec.startswith(("utf-16", "utf-32")):
        raise CLIError(f"{str(name)!r} starts with a UTF-16 byte-order mark (FF FE or FE FF, as "
                       f"Excel's 'Unicode text' writes it), but the layout declares "
                       + (f"encoding {enc!r}" if enc else "no encoding (UTF-8)")
                       + ": it is UTF-16 text, so pass --encoding utf-16 (such files usually "
                         "separate their fields with tabs: --sep tab), or save it again as "
                         "'CSV UTF-8'")


def _line_ending(path) -> str:
    """The line ending a CSV file's first line ends with: "\\r\\n" (a Windows file) or "\\n".
    The parts ``split`` writes end their lines as the file did (a diff of a CRLF file against
    its LF parts showed every line changed)."""
    head = _opening_bytes(path, 1 << 16)      # decompressed, as pandas reads it
    at = head.find(b"\n")
    return "\r\n" if at > 0 and head[at - 1:at] == b"\r" else "\n"


def _data_file(path) -> Path:
    """``path`` as a Path if it is a regular file, else a clear error (not found, a folder, or
    a pipe / device, which cannot be read the several times a CSV read needs)."""
    path = Path(path)
    if path.is_file():
        if path.name.lower().endswith((".json", ".json.gz")):
            # one of dpforest's own files given as the data (fit model.json ...): named as the
            # other commands name it, not "target column 'y' is not in 'model.json'"
            from .file_kinds import dpforest_file_kind, wrong_kind

            kind = dpforest_file_kind(path)
            if kind is not None:
                raise CLIError(wrong_kind(path, "data", kind))
        return path
    if not path.exists():
        raise CLIError(f"data file {str(path)!r} not found" + (
            " (standard input is read by dpforest predict only: save it to a file)"
            if str(path) == "-" else ""))
    if path.is_dir():
        # a folder of parquet files is a Dask dataset: the command line reads CSV files only
        # (also a hive-partitioned dataset's files, in folders below: the first found ends it)
        parquet = next(path.rglob("*.parquet"), None) is not None
        raise CLIError(f"data file {str(path)!r} is a folder, not a CSV file" + (
            ": a folder of parquet files is read by the Python API (X = dd.read_parquet(folder); "
            "dpforest.dask_data.predict_partitions(model, X) gives a Dask Series of predictions, "
            "partitioned like X, which to_frame().to_parquet(...) writes back), or write it as "
            "one CSV file" if parquet else ""))
    raise CLIError(f"data file {str(path)!r} is not a regular file (a pipe or a device); the CSV "
                   f"is read more than once, so save it to a file first")


def _refuse_excel_separator_line(path) -> None:
    """Refuse a file whose first line is Excel's separator hint (``sep=;``), with the fix: it
    is no header and no record, and read as the header it made every record "a different
    number of fields", whose only offered way out (--comment) would skip records too.  The
    file's opening bytes only, called where the layout has a header (the first line is then
    the header's place, never a record: with ``"header": false`` it is a record, and left to
    the reader)."""
    head = _opening_bytes(path, 16).lstrip(b"\xef\xbb\xbf")
    match = re.match(rb"sep=(.)\r?\n", head)
    if match:
        sep = match.group(1).decode("latin-1")
        raise CLIError(f"{str(path)!r} starts with Excel's separator line 'sep={sep}', which is "
                       f"neither a header nor a record: delete that first line (the header "
                       f"follows it) and read the file with --sep {sep!r}")


def _as_declared(col, read):
    """``col`` (text, missing values NaN) with each text given its declared value by ``read``,
    one call per distinct text; an object column, missing values NaN."""
    import numpy as np
    import pandas as pd

    codes, texts = pd.factorize(col, use_na_sentinel=True)
    values = np.empty(len(texts) + 1, dtype=object)
    for i, t in enumerate(texts):
        values[i] = read(t)
    values[-1] = np.nan                                    # code -1: a missing value
    return pd.Series(values[codes], index=col.index, name=col.name, dtype=object)


def _booleans_as_numbers(col):
    """A numeric feature's column with each ``true`` / ``false`` text (any case) read as 1 / 0.

    pandas reads a column whose every field is ``True`` or ``False`` as booleans (1 and 0 to the
    encoder), but the same ``True`` stays text -- and is refused as non-numeric -- once another
    record in the column holds ``1.5``: one record would decide how the others are read.  Read
    value by value, a boolean text is always 1 or 0.  Columns pandas read as numbers or booleans
    have no text to convert and are returned as they are."""
    import pandas as pd

    if pd.api.types.is_numeric_dtype(col.dtype) or pd.api.types.is_bool_dtype(col.dtype):
        return col
    # blanks around the text as around a number ('True ' as '1 '): each value read on its own
    low = col.str.strip().str.lower() if isinstance(col.dtype, pd.StringDtype) else \
        col.map(lambda v: v.strip().lower() if isinstance(v, str) else None)
    if not ((low == "true") | (low == "false")).any():
        return col
    out = col.astype(object)
    out[low == "true"] = 1.0
    out[low == "false"] = 0.0
    return out


def _shared_text_form(declared) -> bool:
    """Two declared values with one text form (``1`` and ``"1"``, ``True`` and ``"True"``)."""
    declared = list(declared)
    return len({str(c) for c in declared}) != len(declared)


def _column_markers(fmt: dict, cols, schema, target) -> dict:
    """Each column's missing-value markers: the listed ``na_values`` and (with ``default_na``)
    pandas' own, else the empty field -- less, in a categorical column, the text forms of its
    declared categories, and in the target column those of the classes and the ``label_map``
    spellings.  A declared value is never read as missing; public: the schema and the options."""
    from ..schema import reads_declared_values
    base = set(fmt["na_values"]) | (set(PANDAS_NA_MARKERS) if fmt["default_na"] else {""})
    keep = {f.name: {str(c) for c in f.categories} for f in schema.features
            if reads_declared_values(f)}
    if target is not None:
        keep[target] = {str(c) for c in schema.classes} | set(fmt["label_map"])
    return {c: base - keep.get(c, set()) for c in cols}


class _WholeFileNeeded(Exception):
    """A chunked read met what only the whole file's read handles (a numeral past float range
    in a column pandas read as decimals): the caller reads the whole file instead."""


def read_csv(path, schema, target=None, *, fmt=None, require_target=False, drop=(),
             drop_if_present=(), name_extra=False, chunksize=None, on_chunk=None,
             refuse_spanning=True):
    """Read ``path`` with the layout ``fmt`` and return (X with the schema's columns, y or None).
    With ``chunksize``: an iterator of such pairs, ``chunksize`` records each, read as the
    whole file is (it raises :class:`_WholeFileNeeded` where a chunk cannot be), calling
    ``on_chunk`` after each chunk is read with the bytes of the file read so far, or None
    (:func:`_disk_position`).

    ``drop``: columns to remove, which must be there (the user named them); ``drop_if_present``:
    columns removed where they occur (those a model saved from its fit's ``--drop``: new data
    need not carry an identifier the model never read).  ``name_extra``: keep the file's
    columns the schema does not declare (after its own), for the check to report by name
    (``schema-check``, the data owner's tool, only: a header written from one-hot encoded data
    names record values; elsewhere they are refused unnamed), and say
    where a file that cannot be read as CSV goes wrong (pandas' line numbers).

    Categorical columns and the target are read as text, and each text is given its declared
    value on its own (:func:`_text_reader`: ``"1"`` is the category 1, ``"01"`` stays text unless
    it spells a declared number), so one record never changes how the others are read; a code
    like ``"01"`` declared as a string is not turned into the number 1.  Declared values that
    share a text form (``1`` and ``"1"``) are refused first, from the schema alone.  A declared
    category or class is never read as missing (:func:`_column_markers`).
    ``fmt["label_map"]`` renames label spellings (e.g. ``">50K."``) to declared classes before
    the labels are matched.  ``refuse_spanning``: refuse a value over several lines where no
    declared value has one (:func:`_refuse_spanning_values`), which a reading of private records
    needs; ``predict``, whose new records are no one's private data, reads such a value (a
    quoted note kept with ``--keep``).
    """
    from ..schema import reads_declared_values, reads_numbers
    fmt = _check_csv_format(fmt or {}, "CSV format")
    for f in schema.features:
        if reads_declared_values(f) and _shared_text_form(f.categories):
            raise CLIError(f"column {f.name!r}: two of its declared values have the same text "
                           f"form (such as 1 and \"1\"), so a CSV value cannot tell them apart; "
                           f"keep one of them in the schema")
    if target is not None and _shared_text_form(schema.classes):
        raise CLIError(f"target column {target!r}: two of the declared classes have the same text "
                       f"form (such as 1 and \"1\"), so a CSV label cannot tell them apart; keep "
                       f"one of them in the schema")
    path = _data_file(path)
    readers = {f.name: _text_reader(f.categories) for f in schema.features
               if reads_declared_values(f)}
    if target is not None:
        readers[target] = _text_reader(schema.classes)
    cols = _file_columns(path, fmt, detail=name_extra)
    marked = _has_marks(fmt)
    # in a declared layout numeric columns are read as text and converted value by value
    as_text = set(readers) | ({f.name for f in schema.features if reads_numbers(f)}
                              if marked else set())
    open_quote = refuse_spanning and not name_extra and _open_quote_words(schema, target, fmt)
    with _open_quote_refusal(path, fmt, open_quote):
        frames = _read_frame(path, fmt, dtype={k: str for k in as_text if k in cols},
                             na=_column_markers(fmt, cols, schema, target), detail=name_extra,
                             chunksize=chunksize, on_chunk=on_chunk)
    args = (path, schema, target, fmt, require_target, drop, drop_if_present, name_extra,
            readers, as_text, cols, marked, chunksize is not None, refuse_spanning)
    if chunksize is None:
        return _records(frames, *args)
    return _records_of_chunks(frames, args, path, fmt, open_quote)


def _records_of_chunks(frames, args, path, fmt, open_quote):
    """:func:`_records` of each chunk, a chunk that cannot be read refused as
    :func:`_open_quote_refusal` says."""
    while True:
        with _open_quote_refusal(path, fmt, open_quote):
            try:
                df = next(frames)
            except StopIteration:
                return
        yield _records(df, *args)


def _open_quote_words(schema, target, fmt: dict) -> bool:
    """Whether a file read with ``fmt`` for ``schema`` that pandas refuses for its field
    counts is to be refused in :data:`_OPEN_QUOTE`'s words where a quote is left open at a
    line's end: a one-character separator (the only reader that honours quotes), read
    record by record (not one per line), and no declared value over several lines (which a
    quoted field may then legitimately hold).  Public: the schema and the layout only."""
    return (len(fmt["sep"]) == 1 and not _one_per_line(fmt)
            and not any(f.kind == "categorical" and _spanning(f.categories)
                        for f in schema.features)
            and not (target is not None and _spanning(schema.classes)))


@contextlib.contextmanager
def _open_quote_refusal(path, fmt: dict, applies: bool):
    """Refuse a file that pandas cannot read for its field counts in the open-quote words
    (:data:`_OPEN_QUOTE`) where one of its lines ends inside a quoted field (``applies``:
    :func:`_open_quote_words`).  An open quote is closed by a later record's quote, and the
    line it then makes has as many fields as that later record's quoting gives: one
    record's open quote would otherwise be refused as a quote left open or as a field count,
    by how a later record is quoted.  Where no line ends inside a quote, the field count's
    words stand."""
    try:
        yield
    except CLIError as e:
        if applies and str(e).endswith(_field_count(fmt)) and not hasattr(path, "read") \
                and _line_ends_quoted(path, fmt):
            raise CLIError(f"cannot read {str(path)!r} as CSV: {_OPEN_QUOTE}") from None
        raise


def _line_ends_quoted(path, fmt: dict) -> bool:
    """Whether a line of the file ends inside a quoted field, as the reader reads quotes
    (:func:`_quote_state`, from the first line on; comment lines outside quotes passed over);
    False where the text cannot be read (the reader's own refusal stands)."""
    if _opener(path) is None:
        return False                 # an archive pandas alone reads
    comment, quoted = fmt.get("comment"), False
    try:
        with _open_text(path, fmt.get("encoding"), _text_errors(fmt)) as f:
            for line in f:
                if not quoted and comment is not None and line.startswith(comment):
                    continue
                quoted = _quote_state(line, quoted, fmt["sep"])
                if quoted:
                    return True
    except (OSError, UnicodeError, LookupError, EOFError, CLIError):
        return False
    return False


def _records(df, path, schema, target, fmt, require_target, drop, drop_if_present, name_extra,
             readers, as_text, cols, marked, chunk, refuse_spanning=True):
    """:func:`read_csv`'s reading of the records of ``df`` (the whole file, or a chunk of it:
    ``chunk``), as read by :func:`_read_frame`."""
    from ..schema import reads_numbers
    df.columns = [str(c) for c in df.columns]
    if refuse_spanning and not _one_per_line(fmt):
        # (read one record per line, no kept line holds a line break: nothing to look for)
        _refuse_spanning_values(df, path, schema, target, detail=name_extra)
    if not marked:
        import numpy as np

        overflow = [f.name for f in schema.features if reads_numbers(f) and f.name in df.columns
                    and df[f.name].dtype.kind == "f" and np.isinf(df[f.name].to_numpy()).any()]
        if overflow and chunk:
            raise _WholeFileNeeded()
        if overflow:
            # pandas reads a numeral past float range as inf in a column of decimals but as the
            # integer itself in one of whole numbers: those columns' texts instead, which the
            # schema reads each on its own (such a numeral as the largest float, 'inf' as inf)
            text = _read_frame(path, fmt, dtype={k: str for k in as_text | set(overflow) if k in cols},
                               na=_column_markers(fmt, cols, schema, target), detail=name_extra)
            text.columns = [str(c) for c in text.columns]
            for k in overflow:
                df[k] = text[k].to_numpy(dtype=object)
    for k, read in readers.items():
        if read is not None and k in df.columns and k != target:
            df[k] = _as_declared(df[k], read)
    for f in schema.features:
        if reads_numbers(f) and f.name in df.columns and f.name != target:
            df[f.name] = (_marked_numbers(df[f.name], fmt)[0] if marked else
                          _booleans_as_numbers(df[f.name]))
    y = None
    if target is not None:
        if target in df.columns:
            y = df.pop(target)
            read, lm = readers[target], fmt["label_map"]
            if lm:
                # a label_map value is a declared class, or (a string) the text of one
                def relabel(text, read=read or (lambda t: t)):
                    v = lm.get(text, text)
                    return read(v) if isinstance(v, str) else v
                y = _as_declared(y, relabel)
            elif read is not None:
                y = _as_declared(y, read)
        elif require_target:
            # the header is not listed: without one it is the first record
            # the look-alike hint only where the header holds every feature's name: then it
            # is a header, not a first record read as one (whose values it would quote)
            header = set(schema.feature_names) <= set(map(str, df.columns))
            alike = _look_alike_hint(target, df.columns, fmt) if header else ""
            raise CLIError(f"target column {target!r} is not in {str(path)!r} (check the "
                           "header, or give the column names with --no-header/--columns"
                           f"{_other_separator_hint(df.columns, fmt, schema.feature_names)}"
                           f"{alike})")
    if target is not None and target in schema.feature_names:
        raise CLIError(f"target column {target!r} is also declared as a feature in the schema")
    drop = _expanded_drop(drop, df.columns)
    for c in drop:
        if c in schema.feature_names:
            # said before whether the file has it: "the file lacks 'age'" sent the user to
            # a header that holds it
            raise CLIError(f"--drop column {c!r} is a feature the schema declares: a model reads "
                           f"every declared feature; remove it from --drop (or from the schema "
                           f"file, to fit without it)")
        if c == target:
            # the target was taken out of the frame above: "not in the file" was false
            raise CLIError(f"--drop column {c!r} is the target: it is never a feature, so "
                           f"there is nothing to drop; remove it from --drop")
        if c not in df.columns:
            raise absent_column("--drop", c, df.columns, path, fmt, schema.feature_names,
                                target)
    # a column whose header field is empty (pandas' 'Unnamed: 6' after a trailing separator,
    # or an unnamed index column) can be no feature: dropped, from the header alone, unless
    # the schema or the target names it so
    unnamed = [c for c in df.attrs.get("empty_header", ()) if c in df.columns and c not in drop
               and c != target and c not in schema.feature_names]
    df = df.drop(columns=list(drop) + [c for c in dict.fromkeys(list(drop_if_present) + unnamed)
                                       if c in df.columns and c not in drop])
    missing = [n for n in schema.feature_names if n not in df.columns]
    if missing:
        import unicodedata

        # the header holds each missing name in another Unicode normalisation (NFD, as macOS
        # writes 'ä' as a + accent): said by the schema's names only, and only where the header
        # then holds every schema name -- a header, not a first record read as one (whose
        # values a hint shown or not would tell)
        header = bool(fmt is None or (fmt.get("header", True) and not fmt.get("columns")))
        nfc = {unicodedata.normalize("NFC", str(c)) for c in df.columns}
        if header and all(unicodedata.normalize("NFC", m) in nfc for m in missing):
            raise CLIError(f"{str(path)!r} lacks the schema's column(s) {missing} (the header "
                           f"has each of them in another Unicode normalisation -- NFC or NFD: "
                           f"the same letters, encoded differently, as macOS can write them: "
                           f"write the header in the schema's normalisation, e.g. both in NFC)")
        # one hint whatever the file's first line holds: without a header it is a record, so
        # which hint showed (a name in another case, say) would tell its values
        hint = (" (names are case-sensitive, and a blank beside a separator is part of the "
                "name: 'age ,' reads 'age '; check the header line, or give the names with "
                "--no-header/--columns" + (f"; is the target {target!r} right?" if target else "")
                # every column missing: most often another separator than the layout's,
                # named where the header, cut at it, holds every schema column (as fit's)
                + (((_other_separator_hint(df.columns, fmt, schema.feature_names)
                     if fmt is not None else "")
                    .replace("; is the file", "; every column is missing: is the file", 1)
                    or f"; every column is missing: is the file separated by "
                       f"{(fmt or {}).get('sep') or ','!r}, as the layout says (--sep)?")
                   if len(missing) == len(schema.feature_names) else "") + ")")
        # a column declared with missing values can be added empty (as predict in Python
        # advises): from the schema and the names alone
        by_name = {f.name: f for f in schema.features}
        empty = [m for m in missing if by_name[m].allow_missing]
        # (every column missing: the separator is the likelier cause, said alone)
        if empty and len(missing) < len(schema.feature_names):
            one = len(empty) == 1
            # where the names come from --columns, not a header line, the empty column is a
            # name there and an empty field in each record (the layout is public)
            how = ("the name in the header, nothing in each record's field" if header else
                   f"{'its name' if one else 'their names'} in --columns, an empty field in "
                   f"each record")
            hint = (f" ({', '.join(repr(m) for m in empty)} {'allows' if one else 'allow'} "
                    f"missing values: where the file lacks {'it' if one else 'them'}, add "
                    f"{'it as an empty column' if one else 'them as empty columns'} ({how}), "
                    f"and each record is read with that value missing; if the file has "
                    f"{'it' if one else 'them'} under another spelling: " + hint[2:])
        raise CLIError(f"{str(path)!r} lacks the schema's column(s) {missing}{hint}")
    extra = [c for c in df.columns if c not in schema.feature_names]
    if name_extra:
        # the data owner's check reports them beside the values' problems, as Schema.check does
        # for a frame, instead of stopping at them; and says how many columns with an empty
        # header field it left out (which every command leaves out)
        out = df[list(schema.feature_names) + extra]
        out.attrs["left_out_unnamed"] = len(unnamed)
        return out, y
    if extra:
        named = (" (not named here: a header can hold record values; 'dpforest schema-check' "
                 "lists them, with --schema a schema file or the model file)")
        # a model saved from Python carries no target name: the labels' column of a test file
        # is then one of these (said whatever the columns are: their names are not read here)
        label = ("; if one is the labels' column (a model saved from Python names none), "
                 "name it with --target COL" if target is None else "")
        raise CLIError(f"{str(path)!r} has columns not in the schema{named}; pass --drop COL "
                       f"for each (or declare them in the schema file: a model's schema is "
                       f"fixed, so for predict or evaluate that means a new fit){label}")
    return df[schema.feature_names], y


def _expanded_drop(drop, columns) -> list:
    """``--drop`` names as the file has them: a name that is a column stays whole (a name may
    hold a comma or end in a blank); one that is not, but of whose comma-separated parts (blanks
    around them stripped) any is, stands for those parts ("--drop id,notes", as --keep), so
    that a list with one misspelt name is refused for that name, not as a whole."""
    have = {str(c) for c in columns}
    out = []
    for d in drop:
        parts = [p.strip() for p in str(d).split(",") if p.strip()]
        out += [d] if d in have or "," not in str(d) or not any(p in have for p in parts) else parts
    return list(dict.fromkeys(out))


def _other_separator_hint(names, fmt: dict, expected=None) -> str:
    """'; is the file separated by ';'? (--sep ';')' when the header was read as one field
    holding another usual separator (a ';' or tab file read with ','); '' otherwise.  From the
    header only (no hint for a file without one, whose first line is a record).  With
    ``expected`` (the schema's feature names: fit) only where that field, cut at the mark,
    holds every one of them -- a header, not a first record read as one, whose content the
    hint would tell."""
    names = [str(c) for c in names]
    if not fmt.get("header", True) or fmt.get("columns") or len(names) != 1:
        return ""
    for mark, option in ((";", "';'"), ("\t", "tab"), (",", "','"), ("|", "'|'")):
        if mark != fmt["sep"] and mark in names[0] and (
                expected is None or set(expected) <= set(names[0].split(mark))):
            return f"; is the file separated by {mark!r}? (--sep {option})"
    return ""


def absent_column(option: str, name: str, names, path, fmt: dict, expected=(),
                  target=None) -> CLIError:
    """The refusal of an option's column (``--person``, ``--group``, ``--drop``) the file lacks:
    with the other-separator hint and, where the header holds every one of ``expected`` (the
    schema's feature names: a header, not a first record read as one, whose values the hint
    would quote), the header's name spelled closest to it ('patientid' for 'patient_id'),
    never a feature or the ``target``, which the option may not name."""
    import difflib

    names = [str(c) for c in names]
    hint = _other_separator_hint(names, fmt, list(expected) or None)
    if not hint and set(expected) <= set(names) and fmt.get("header", True) \
            and not fmt.get("columns"):
        # neither a declared feature nor the target: no option may name those
        others = [c for c in names if c not in set(expected) and c != target]
        close = difflib.get_close_matches(name, others, n=1, cutoff=0.6) or \
            [c for c in others if c.replace("_", "").casefold() == name.replace("_", "").casefold()]
        hint = f"; did you mean {close[0]!r}?" if close else ""
    return CLIError(f"{option} column {name!r} is not in {str(path)!r}"
                    + (f" ({hint[2:]})" if hint else ""))


def _look_alike_hint(name: str, names, fmt: dict) -> str:
    """'; the header has 'Name ', which differs only in ...' where one header field equals
    ``name`` once both are put in one Unicode form, stripped of surrounding blanks and
    case-folded (a trailing blank in a header exported from a spreadsheet); '' otherwise.
    From the header only (no hint for a file without one, whose first line is a record)."""
    import unicodedata

    if not fmt.get("header", True) or fmt.get("columns"):
        return ""

    def plain(t):
        return unicodedata.normalize("NFC", str(t)).strip().casefold()

    alike = [str(c) for c in names if plain(c) == plain(name) and str(c) != name]
    if len(alike) != 1:
        return ""
    return (f"; the header has {alike[0]!r}, which differs from it only in surrounding blanks, "
            f"case or Unicode form: give it as the header spells it")


def _file_columns(path, fmt, detail=False) -> list[str]:
    """The field names of a CSV file under the layout ``fmt`` (its header, or ``columns``)."""
    return fmt["columns"] or [str(c) for c in
                              _read_frame(_data_file(path), fmt, nrows=0, detail=detail).columns]
