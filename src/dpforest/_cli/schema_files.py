"""Schema files for the command line: the template written from column names and dtypes, the
hints for columns a schema cannot take as they are, and reading a schema file.  Everything here
reads names, dtypes and the user's declarations; no message quotes a record's value."""

from __future__ import annotations

import itertools
import json
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .common import DEFAULT_CSV_FORMAT, PLACEHOLDER, CLIError
from ..text_values import PANDAS_NA_MARKERS
from .csv_reading import _all_marked_numbers, _check_csv_format, _number_pattern, _unmarked_texts

if TYPE_CHECKING:
    from ..schema import Schema


#: the template's ``_hint`` for a numeric column pandas read as decimals: meant for whole
#: numbers read so because of an empty cell (codes with a gap), and kept only where the values
#: are whole (:func:`_drop_whole_number_hint`)
_WHOLE_AS_DECIMALS_HINT = ("decimal numbers, or whole numbers with a missing value somewhere "
                           "(read as decimals): if they are codes of categories, replace this "
                           "entry with {\"type\": \"categorical\", \"categories\": [every "
                           "code], \"allow_missing\": true}; if whole numbers such as counts or "
                           "ages, set integer: true")


def _json_kind(value) -> str:
    """What JSON calls ``value``'s type (for a message about a schema file's shape)."""
    return {dict: "object", str: "string", bool: "true/false", type(None): "null"}.get(
        type(value), "number" if isinstance(value, (int, float)) else type(value).__name__)


def schema_template(columns, dtypes, target=None, csv_format=None) -> dict:
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
            whole = pd.api.types.is_integer_dtype(dt)
            feats.append({"name": name, "type": "numeric",
                          "lower": f"{PLACEHOLDER}: public lower bound (number)>",
                          "upper": f"{PLACEHOLDER}: public upper bound (number)>",
                          # integer stays false whatever pandas read: a flag copied from the
                          # records' dtype (every value whole, none missing) would reach the
                          # model's grid if kept unchecked; the hint asks for the definition
                          "n_bins": None, "allow_missing": False, "integer": False,
                          # whole numbers are often codes: split on as numbers, codes of
                          # regions or products would be ordered by an accident of coding
                          **({"_hint": "read as whole numbers: if they are codes of categories "
                                       "(1 = north, 2 = south, ...), replace this entry with "
                                       "{\"type\": \"categorical\", \"categories\": [every "
                                       "code]}, the codes as the CSV writes them; if whole by "
                                       "their definition (counts, ages in years, scores), set "
                                       "integer: true"} if whole else
                             # pandas reads whole numbers with an empty cell as decimals, so
                             # codes with a gap reach here too (from the dtype alone: no value
                             # read; the command drops it where a value is fractional)
                             {"_hint": _WHOLE_AS_DECIMALS_HINT}
                             if pd.api.types.is_float_dtype(dt) else {})})
        else:
            feats.append({"name": name, "type": "categorical",
                          "categories": [f"{PLACEHOLDER}: every possible value, as in the CSV>"],
                          "allow_missing": False})
    return {
        "_help": ("dpforest schema file, drafted from the data file by its owner (the column "
                  "types and any '_hint' were read from the records: remove the hints before "
                  "sharing it). Replace every '<FILL IN ...>' with public knowledge "
                  "(documentation, code books, regulations) -- never with values computed from "
                  "the data. Numeric: lower/upper bounds (n_bins: candidate bins, default "
                  "'n_bins' below; or 'cuts': explicit cut points). Categorical: the full list "
                  "of possible values; a categorical whose values have a documented order "
                  "(grades, 'disagree' ... 'agree') may instead be written {\"type\": "
                  "\"ordinal\", \"levels\": [lowest, ..., highest]}, split by that order. "
                  "allow_missing: true gives missing values their own code. "
                  "integer: true when a numeric column holds whole numbers (counts, ages, scores). "
                  "classes: all class labels of the target column (strings unless the column is "
                  "numeric). na_values: extra CSV missing-value markers such as '?' (default_na: "
                  "false leaves out pandas' own markers such as NA). "
                  "An identifier or free-text column: delete its entry and pass --drop COL "
                  "(a person id with several rows per person: --person COL "
                  "--max-rows-per-person K instead). "
                  "sep, header, columns, comment, decimal, thousands, amount_signs, encoding, "
                  "label_map: how the CSV "
                  "files are written (decimal: ',' for numbers written 1,5; thousands: the mark "
                  "inside 1.234,5 or 1,234.5; amount_signs: true where numbers carry a currency "
                  "sign in front or a per cent sign behind, $12.50 or 12%; encoding: e.g. "
                  "'cp1252', default UTF-8) "
                  "(kept in the model, so predict/evaluate read test files the same way). "
                  "See docs/cli.md in dpforest's source tree."),
        "target": target if target is not None else f"{PLACEHOLDER}: name of the label column>",
        "classes": [f"{PLACEHOLDER}: every class label>"],
        "features": feats,
        "out_of_bounds": "error",
        "n_bins": 32,
        **{**DEFAULT_CSV_FORMAT, **(csv_format or {})},
    }


#: a full date as a column name (31.12.2023, 2023-12-31 10:00): a first line of such names is
#: likely a record; narrower than the values' hint below, since headers such as 2023-01 (a
#: month's column), 2019-20 (a season) or 9:30 (a time slot) are common in wide tables
_DATE_NAME = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}"
                        r"([ T]\d{1,2}:\d{2}(:\d{2}([.,]\d+)?)?)?"
                        r"( ?(Z|UTC|GMT|[+-]\d{2}:?\d{2}))?", re.IGNORECASE)
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_SAS_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
_TIME = r"\d{1,2}:\d{2}(:\d{2}([.,]\d+)?)?( ?[ap]\.?m\.?)?( ?(Z|UTC|GMT|[+-]\d{2}:?\d{2}))?"
#: a date (31.12.2023, 2023/12/31, 2023-12, 31 Dec 2023, December 31, 2023), with or without
#: a time, or a time of day alone (13:45, 1:45 PM); a month name alone is not one (a category),
#: nor a season such as 2019-20 (its second number is no month)
_DATE_LIKE = re.compile(r"((\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{4}[./-](0?[1-9]|1[0-2])"
                        rf"|\d{{1,2}}\.?[ -]{_MONTH}[ -]\d{{2,4}}|{_MONTH} \d{{1,2}}(st|nd|rd|th)?,? \d{{4}})"
                        rf"([ T]{_TIME})?|{_TIME}"
                        # SAS's DATE9. and DATETIME. exports: 12DEC2024, 12DEC2024:10:30:00
                        rf"|\d{{1,2}}{_SAS_MONTH}\d{{2,4}}(:{_TIME})?)", re.IGNORECASE)
#: an amount or a share: a currency sign in front or behind (12,00 €), a per cent sign behind
_AMOUNT_MARKS = re.compile(r"^[-+]?\s*[$€£¥]\s*|\s*[%$€£¥]$")


def _looks_like_a_value(name: str, fmt: dict) -> bool:
    """A column name that reads as a number (in the file's own marks, amounts and per cents
    included) or a date, with or without a time and a time zone."""
    text = _AMOUNT_MARKS.sub("", name.strip())
    if fmt.get("thousands"):
        text = text.replace(fmt["thousands"], "")
    text = text.replace(fmt.get("decimal") or ".", ".")
    try:
        float(text)
        return True
    except ValueError:
        return bool(_DATE_NAME.fullmatch(name.strip()))


#: thousands marks that are spaces: (mark, its name, its JSON escape, a shell's spelling)
_SPACE_THOUSANDS = (("\u00a0", "a no-break space (U+00A0)", "\\u00a0", "$'\\u00a0'"),
                    ("\u202f", "a narrow no-break space (U+202F)", "\\u202f", "$'\\u202f'"),
                    (" ", "a space", " ", "' '"))


def _thousands_beside(fmt: dict) -> str:
    """The thousands mark the file's decimal mark leaves: '.' beside a decimal ',', else ','."""
    return "." if (fmt.get("decimal") or ".") == "," else ","


def _text_column_hint(col, fmt: dict) -> str | None:
    """Why a column of numbers or dates was read as text, for the template's ``_hint``: every
    present value an amount or a share ($12.50, 56.7%), a number with a thousands mark the
    layout does not declare (1,234), or a date.  A data-owner hint read from the values, like
    the dtypes the template starts from; None otherwise."""
    import pandas as pd

    # every test below is "any value" or "every value": the distinct values decide it (a
    # 500,000-row file's column of a few thousand codes took seconds of regex per column)
    values = pd.Series(col.dropna().unique(), dtype=object)
    if values.empty or not all(isinstance(v, str) for v in values):
        return None
    texts = values.str.strip()
    # each "every value" test stops at the first value that fails it (a column of names or
    # codes fails them all at once), and whether any value holds a mark is asked of all the
    # values joined (by a character no mark is): a 500,000-row column of distinct codes took
    # two seconds of per-value tests.  Python's re, as pandas' methods use on object Series
    words = texts.tolist()
    joined = "\0".join(words)
    if all(w.startswith("'") for w in words) and \
            _numbers_read(texts.str[1:].str.strip(), {**fmt, "thousands": fmt.get("thousands")}):
        # a spreadsheet's "number stored as text" ('00123, '4711): read as an identifier
        return ("read as text: every value begins with an apostrophe, as a spreadsheet writes "
                "a number stored as text; write the column without the apostrophes (e.g. "
                "format the cells as numbers, or strip them with pandas), then make this entry "
                "numeric, or keep it categorical if the numbers are codes (leading zeros kept)")
    # (a match needs a currency sign or a per cent sign)
    if any(c in joined for c in "$€£¥%") and any(_AMOUNT_MARKS.search(w) for w in words):
        plain = texts.str.replace(_AMOUNT_MARKS, "", regex=True)
        # (tried with ',' beside a decimal ',', '€1.234,50' never read as a number and the
        # column was called an identifier, with the --decimal ',' the tool's own first
        # message asks for)
        mark = _thousands_beside(fmt)
        read = _numbers_read(plain.str.strip(), {**fmt, "thousands": fmt.get("thousands") or mark})
        if read:
            return ("read as text: its values carry a currency sign or a per cent sign; "
                    "declare \"amount_signs\": true below (--amount-signs), and the thousands "
                    f"mark if the amounts have one (\"thousands\": \"{mark}\"), and make this "
                    "entry numeric: an amount then reads without its sign ('$1,234.50' as "
                    "1234.5) and a share as its number ('12%' as 12: bounds 0-100)"
                    + _MARKERS_TOO * (read == "mostly"))
    if fmt.get("thousands") is None:
        mark = _thousands_beside(fmt)
        if _all_marked_numbers(texts, {**fmt, "thousands": mark}):
            return (f"read as text: numbers written with {mark!r} between thousands; declare "
                    f"\"thousands\": \"{mark}\" below (--thousands '{mark}') and make this entry "
                    f"numeric")
        # a space between thousands, as French or Swedish spreadsheets write them (Excel's is
        # a no-break space; CLDR's French one a narrow no-break space)
        for mark, named, escaped, shell in _SPACE_THOUSANDS:
            if mark in joined and \
                    _all_marked_numbers(texts, {**fmt, "thousands": mark}):
                return (f"read as text: numbers written with {named} between thousands; declare "
                        f"\"thousands\": \"{escaped}\" below (--thousands {shell}) and make "
                        f"this entry numeric")
    # (the signs removed below hold no comma: the values hold one where plain does)
    if (fmt.get("decimal") or ".") != "," and fmt.get("thousands") != "," and "," in joined:
        # 69,7 or 4.097,31 or 12,00 € in a layout that does not declare the decimal comma
        plain = texts.str.replace(_AMOUNT_MARKS, "", regex=True).str.replace(
            r"\s*[$€£¥]$", "", regex=True)
        # the thousands mark such numbers use: '.' (4.097,31) or a space (31 939,38, as
        # French and Swedish spreadsheets write them)
        marks = ([(fmt["thousands"], None, None)] if fmt.get("thousands") else
                 [(".", "'.'", "\".\", --thousands '.'")] +
                 [(m, named, f"\"{esc}\", --thousands {sh}") for m, named, esc, sh in _SPACE_THOUSANDS])
        for mark, named, how in marks:
            read = _numbers_read(plain.str.strip(), {**fmt, "decimal": ",", "thousands": mark})
            if not read:
                continue
            signs = " (and its currency or per cent signs: \"amount_signs\": true, or " \
                    "--amount-signs)" if not plain.equals(texts) else ""
            # 4.097,31 also needs its thousands mark declared, or it stays unreadable
            grouped = (f" and thousands {named} (\"thousands\": {how})"
                       if named and plain.str.contains(mark, regex=False).any() else "")
            return ("read as text: numbers written with ',' as the decimal mark: declare "
                    "decimal ',' (\"decimal\": \",\" below, or --decimal ','; the fields are "
                    f"then separated by another mark, usually --sep ';'){grouped} and make this "
                    f"entry numeric{signs}" + _MARKERS_TOO * (read == "mostly"))
    if all(_DATE_LIKE.fullmatch(w) for w in words):
        return ("read as text: dates or times, which dpforest does not read; convert them to "
                "numbers (days since a public origin, a year, a month) with public bounds, or "
                "delete this entry and pass --drop COL")
    if all(_WITH_UNIT.fullmatch(w) for w in words):
        return ("read as text: every value is a number followed by a word, as a unit is (90 kg, "
                "5 mg/dl); if they are measurements, write the column without the unit, in one "
                "unit throughout (e.g. with pandas), and make this entry numeric; if they are "
                "codes, keep it categorical")
    # both hints below allow at most _FEW_OTHER_TEXTS texts other than numbers
    number = re.compile(_number_pattern(fmt))
    if _more_than(_FEW_OTHER_TEXTS, (w for w in words if number.fullmatch(w) is None)):
        return None
    numbers = texts.str.fullmatch(_number_pattern(fmt)).to_numpy(dtype=bool)
    if numbers.sum() >= _MOSTLY_NUMBERS and (~numbers).sum() <= _FEW_OTHER_TEXTS:
        # a statistics office's export: '..' or '-' for a missing figure, a second header
        # line, a total or a footnote in the column
        return ("read as text: most of its values are numbers, but a few other texts stand "
                "among them -- a missing-value marker (declare it: \"na_values\" below, or "
                "--na-values), a second header line, or a total or footnote line (delete those "
                "lines from the file); then make this entry numeric")
    others = (~numbers).sum()
    if numbers.sum() >= 3 and others <= 2 and \
            not texts[~numbers].str.contains(r"[^\W\d_]", regex=True).any():
        # few distinct numbers (a small count, a score) beside one or two texts without a
        # letter ('-', '..', '?'): a marker, most likely; or codes with a symbol among them
        return ("read as text: its values are numbers but for one or two other texts without "
                "a letter, as a missing-value marker is ('-', '..', '?'): if they mark a missing "
                "value, declare them (\"na_values\" below, or --na-values) and make this entry "
                "numeric; if the numbers are codes of categories, keep it categorical and list "
                "every code")
    if numbers.sum() >= 3 and others <= 2 and \
            texts[~numbers].str.lower().str.strip().isin(_MISSING_WORDS).all():
        # few distinct numbers (days in hospital, a count) beside a word that says a value
        # is not known ('unknown', 'not recorded')
        return ("read as text: its values are numbers but for one or two words that say a "
                "value is not known: declare them as missing-value markers (\"na_values\" "
                "below, or --na-values) and make this entry numeric; if the numbers are codes "
                "of categories, keep it categorical and list every code")
    return None


#: words that mark a value not known, in exports (the numbers-but-a-word hint): pandas' own
#: markers (left as text where default_na is off) and the words exports add
_MISSING_WORDS = frozenset({m.lower() for m in PANDAS_NA_MARKERS if m}) | frozenset({
    "unknown", "unk", "not known", "n/k", "missing", "nil", "not recorded", "not available",
    "not applicable", "no data", "undisclosed", "not stated"})


#: said after a hint on a column whose values are numbers but for a few other texts
_MARKERS_TOO = ("; a few other texts stand among them too -- a missing-value marker (declare "
                "it: \"na_values\" below, or --na-values), or a stray line (delete it)")


def _numbers_read(texts, fmt: dict) -> str | None:
    """'all' where every text is a number in ``fmt``'s marks, 'mostly' where at least
    ``_MOSTLY_NUMBERS`` are and at most ``_FEW_OTHER_TEXTS`` others stand among them (markers
    such as '-' or '?'), else None (``texts``: a column's distinct stripped values)."""
    others = list(itertools.islice(_unmarked_texts(texts, fmt), _FEW_OTHER_TEXTS + 1))
    if len(others) > _FEW_OTHER_TEXTS:
        return None                      # neither all, nor all but a few
    if not others:
        return "all"
    good = texts.str.fullmatch(_number_pattern(fmt)).to_numpy(dtype=bool)
    return "mostly" if good.sum() >= _MOSTLY_NUMBERS and (~good).sum() <= _FEW_OTHER_TEXTS \
        else None


def _more_than(n: int, items) -> bool:
    """Whether the iterable ``items`` yields more than ``n`` items, read no further than that."""
    return next(itertools.islice(items, n, None), _NONE_LEFT) is not _NONE_LEFT


_NONE_LEFT = object()


#: a text column with at least this many distinct numbers beside at most ``_FEW_OTHER_TEXTS``
#: distinct other texts is a numeric column with markers or stray lines in it
_MOSTLY_NUMBERS, _FEW_OTHER_TEXTS = 20, 5


#: a number followed by a unit ("90 kg", "12.5mg/dl", "37 °C"), not an ordinal ("1st", "2nd")
_WITH_UNIT = re.compile(r"[-+]?\d+([.,]\d+)?\s*(?!(st|nd|rd|th)$)[^\W\d_][^\s\d]*(/[^\W\d_]+)?"
                        r"|[-+]?\d+([.,]\d+)?\s*°\s*[CFK]", re.IGNORECASE)


#: an identifier-like column, for the template's ``_hint``: more than this many distinct present
#: values (a small file's column of 30 distinct values is too short to tell an id from a
#: category, and 50 categories is still a list one can declare) ...
_ID_MIN_DISTINCT = 50
#: ... and at least this share of its present values distinct: nearly one value per record, a
#: record key (a category holds several records per value) ...
_ID_SHARE = 0.9
#: ... or, for an id repeated over a person's rows (12,344 ids in 15,524 rows is 80 %), at least
#: this share for text, whose values would then average fewer than two records each (useless as
#: a category, and a list as long as the file; free text lands here too), and for whole numbers
#: only when they also fill at least this share of the range between their smallest and largest
#: (ids numbered in sequence): amounts in whole units, such as Adult's fnlwgt (66 % distinct in
#: the training file, 79 % in the test file), spread thinly over a wide range.  Decimal numbers
#: are measurements, never flagged.
_ID_SHARE_REPEATED = 0.5
#: ... or, for an id repeated over a household's rows (3,249 households of 1-6 respondents in
#: 8,000 rows is 41 %), at least this share where the column also has at least
#: ``_ID_MANY_DISTINCT`` distinct values (the line the fit's IdentifierColumnWarning draws: 100
#: or more categories of at most four records each); a small file's ages or an 80-level category
#: have fewer
_ID_SHARE_HOUSEHOLD, _ID_MANY_DISTINCT = 0.25, 100
#: ... or, for an id repeated over many visits (1,500 patients of about 6 rows each is 17 %), at
#: least this share where the column has at least this many distinct values (the fit's second
#: line: 1,000 or more categories of at most 16 records each)
_ID_SHARE_VISITS, _ID_VERY_MANY_DISTINCT = 1 / 16, 1000


#: a column name that says "identifier": id, uuid or guid as the whole name or its last word
#: (customer_id, record-ID, user id), or as a capitalised last word (customerId, patientID);
#: not a word that ends so (paid, grid, valid)
_ID_NAME = re.compile(r"(^|[\s_.\-])(id|uuid|guid)$", re.IGNORECASE)
_ID_NAME_CAMEL = re.compile(r"[a-z](Id|ID|Uuid|UUID|Guid|GUID)$")


def _identifier_name_hint(name: str) -> str | None:
    """The template's ``_hint`` for a column whose name says it is an identifier, whatever its
    values: customer numbers spread thinly over a wide range, two rows a customer, read as
    amounts by :func:`_identifier_hint`.  From the name alone."""
    name = name.strip()
    if _ID_NAME.search(name) is None and _ID_NAME_CAMEL.search(name) is None:
        return None
    return ("named like an identifier: if it numbers records or people (a record or customer "
            "number), it carries nothing a model can learn for new records: drop it (delete "
            "this entry and pass --drop COL), or use it as --person COL --max-rows-per-person K "
            "(deleting this entry too) if it names a person; if it codes something new records "
            "share (a store, a product), keep it as a categorical column of every code")


def _whole_numbers(values) -> bool:
    """Whether every present value of the numeric column ``values`` is a finite whole number."""
    import numpy as np

    v = values.dropna().to_numpy(dtype=float)
    return bool(np.isfinite(v).all() and (np.floor(v) == v).all())


def _drop_whole_number_hint(feature: dict, values) -> None:
    """Drop the template's hint for whole numbers read as decimals from a numeric entry whose
    ``values`` (the column as read) hold a fractional one: incomes of 26313.93 or scores of
    0.42 are no codes and no counts, and the hint's advice (categorical, integer: true) would
    mislead there.  A data-owner step read from the values, like the dtypes; says nothing."""
    if feature.get("_hint") == _WHOLE_AS_DECIMALS_HINT and not _whole_numbers(values):
        del feature["_hint"]


def _identifier_hint(values, numeric: bool) -> str | None:
    """The template's ``_hint`` for a column that looks like an identifier (see
    ``_ID_MIN_DISTINCT``): ``values`` the column as read (numbers for a numeric column), None
    otherwise.  A data-owner hint read from the values, like the dtypes; it says no value and
    no count."""
    present = values.dropna()
    if len(present) <= _ID_MIN_DISTINCT:
        return None
    if numeric:
        if not _whole_numbers(present):
            return None                          # decimals: a measurement
        v = present.to_numpy(dtype=float)
    distinct = present.nunique()
    if distinct <= _ID_MIN_DISTINCT:
        return None
    share = distinct / len(present)
    if share < _ID_SHARE_REPEATED and not (share >= _ID_SHARE_HOUSEHOLD
                                           and distinct >= _ID_MANY_DISTINCT) \
            and not (share >= _ID_SHARE_VISITS and distinct >= _ID_VERY_MANY_DISTINCT):
        return None
    if numeric and share < _ID_SHARE and distinct < _ID_SHARE_REPEATED * (v.max() - v.min() + 1):
        return None
    return ("looks like an identifier (most of its values are distinct, or each repeats over a "
            "few rows only): drop it (delete this "
            "entry and pass --drop COL), or use it as --person COL --max-rows-per-person K "
            "(deleting this entry too) if it names a person"
            + ("; if it is a measurement in whole units (an amount, a count), ignore this"
               if numeric else "; free text is dropped the same way"))


#: the template's ``_hint`` for a column with empty cells (read from the values, no count)
_EMPTY_CELLS_HINT = ("has empty cells (or missing-value markers), which fit refuses while "
                     "allow_missing is false: set allow_missing: true if a value can be missing "
                     "in the population (the template does not copy that from the records)")
#: a template hint for a column with no value at all (its type is then pandas' guess)
_ALL_EMPTY_HINT = ("every cell of this column is empty (or a missing-value marker) in this file, "
                   "so its type is a guess: if it never holds a value, delete this entry and "
                   "pass --drop COL")
def _na_words_hint(words) -> str:
    """The template's hint for a categorical column some of whose empty cells are pandas'
    missing-value words (``words``: those of :data:`PANDAS_NA_MARKERS` found, read from the
    records by the data owner's tool)."""
    listed = ", ".join(repr(w) for w in words)
    return (f"some of its cells read as missing hold the text{'s' * (len(words) > 1)} "
            f"{listed}, which pandas reads as missing by default: if that is a value of this column (R's level 'None', 'NA' "
            f"for North America), declare it among the categories -- a declared value is read "
            f"as itself, never as missing")


#: a template hint for every column of a file with a header and no record
_NO_RECORDS_HINT = ("the file has a header and no record, so this column's type is a guess "
                    "(categorical): declare its type and domain from the documentation")


def _add_hint(feature: dict, hint: str, first: bool = False) -> None:
    """Add ``hint`` to a template entry's ``_hint`` (one string, hints as sentences)."""
    old = feature.get("_hint")
    if not old:
        feature["_hint"] = hint
    elif first:
        feature["_hint"] = f"{hint}. Also: {old}"
    else:
        feature["_hint"] = f"{old}. Also: {hint}"


def _names_recur_as_values(frame) -> bool:
    """Whether a column's name is also one of its values (text compared stripped): a header
    seldom names a column after one of its entries, while a record read as the header (a
    ward, a sex, a label) usually recurs in the rows below.  A data-owner check: it reads the
    values, and only its yes or no is used, to refuse before anything is written."""
    for col in frame.columns:
        name = str(col).strip()
        if not name:
            continue
        values = frame[col]
        if values.dtype.kind in "OSU" or str(values.dtype) in ("string", "category"):
            if (values.dropna().astype(str).str.strip() == name).any():
                return True
    return False


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


#: the largest schema file read (a schema of 100,000 declared categories is a few MB)
MAX_SCHEMA_BYTES = 64 * 2 ** 20


def load_schema_file(path) -> tuple:
    """Read a schema file: returns (Schema, target or None, CSV layout dict)."""
    from .._plain_file import FileTooLargeError, NotPlainFileError, read_plain_file
    from ..schema import Schema, SchemaError

    path = Path(path)
    try:
        # a device or pipe (/dev/zero) would be read for ever, a huge file whole: a schema
        # is a small regular file
        raw = read_plain_file(path, MAX_SCHEMA_BYTES)
    except NotPlainFileError:
        raise CLIError(f"schema file {str(path)!r} is not a regular file") from None
    except FileTooLargeError:
        raise CLIError(f"schema file {str(path)!r} is larger than {MAX_SCHEMA_BYTES:,} bytes: "
                       f"no schema is (is it the data file?)") from None
    except FileNotFoundError:
        raise CLIError(f"schema file {str(path)!r} not found") from None
    except OSError as e:
        raise CLIError(f"schema file {str(path)!r} cannot be read ({type(e).__name__})") from None
    from ..io import opens_as_json_object

    if not opens_as_json_object(raw):
        # most likely the data file given by mistake: one message whatever its records hold
        # (whether they are UTF-8, the parser's position in the first of them)
        raise CLIError(f"schema file {str(path)!r} is not a JSON object: it does not start "
                       f"with '{{' and a quoted key (is it the data file?)")
    from ..io import MAX_NESTING, _nesting_depth

    text = None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    if text is not None and _nesting_depth(text) > MAX_NESTING:
        # json.loads would recurse that deep (a RecursionError traceback); a schema is shallow
        raise CLIError(f"schema file {str(path)!r} is nested more than {MAX_NESTING} levels deep")
    try:
        doc = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        # the codec's message quotes a byte and its position
        raise CLIError(f"schema file {str(path)!r} is not UTF-8 text") from None
    except json.JSONDecodeError as e:
        # a JSON document with a mistake: where it is helps the user mend their own file
        raise CLIError(f"schema file {str(path)!r} is not valid JSON: {e}"
                       f"{_json_slip_hint(e)}") from None
    except ValueError:
        # Python's limit on integer digits (a bound written with 5,000 digits)
        raise CLIError(f"schema file {str(path)!r} holds a number too long to read") from None
    if not isinstance(doc, dict):
        raise CLIError(f"schema file {str(path)!r} must hold a JSON object")
    todo = _placeholders(doc)
    if todo:
        shown = ", ".join(todo[:8]) + (f" and {len(todo) - 8} more" if len(todo) > 8 else "")
        raise CLIError(
            f"schema file {str(path)!r} still has {len(todo)} unfilled '<FILL IN ...>' "
            f"placeholder(s): {shown}. Fill them from public documentation (never from the data) "
            f"-- see dpforest schema-template --help")
    if not isinstance(doc.get("features"), list):
        from .file_kinds import kind_by_format, wrong_kind

        # a model or budget file given as the schema: said so, by its 'format' alone
        kind = kind_by_format(doc)
        if kind:
            raise CLIError(wrong_kind(path, "schema", kind))
        # a mapping of column name to entry is the natural first guess: say the shape wanted
        got = ("" if "features" not in doc else
               f" (it holds a JSON {_json_kind(doc['features'])})")
        raise CLIError(f"schema file {str(path)!r} lacks a 'features' list{got}: write one entry "
                       f"per column, in order, each with its name, as "
                       f"[{{\"name\": \"age\", \"type\": \"numeric\", \"lower\": 0, "
                       f"\"upper\": 120}}, ...] (dpforest schema-template drafts it)")
    try:
        schema = Schema.from_dict(doc)
    except (SchemaError, ValueError, TypeError) as e:
        raise CLIError(f"schema file {str(path)!r} is invalid: {e}") from None
    except OverflowError:
        # a bound written as a huge integer (10**400) is no float
        raise CLIError(f"schema file {str(path)!r} is invalid: a number too large for a "
                       f"float") from None
    target = doc.get("target")
    if target is not None and not isinstance(target, str):
        raise CLIError(f"schema file {str(path)!r}: its target must be the label column's name "
                       f"(a string)")
    fmt = _check_csv_format({k: doc[k] for k in DEFAULT_CSV_FORMAT if k in doc},
                            f"schema file {str(path)!r}")
    fmt["label_map"] = _declared_label_map(fmt["label_map"], schema, path)
    _warn_leading_spaces(schema, path)
    hinted = sum(isinstance(f, dict) and "_hint" in f for f in doc["features"])
    if hinted:
        # schema-template's notes were read from the owner's records (whole numbers, empty
        # cells, identifier-like columns): they must not travel with a file that is shared
        print(f"dpforest: note: schema file {str(path)!r} still holds {hinted} '_hint' note(s) "
              f"of schema-template, which were read from the records (not private): remove "
              f"them before the file is shared or published", file=sys.stderr)
    return schema, target, fmt



def _declared_label_map(label_map: dict, schema: Schema, path) -> dict:
    """The schema file's ``label_map`` with each value a declared class: a class as written,
    or the text of one (\"1\" for the class 1) read as that class; a value that is neither is
    refused before any record is read (a fit then spent its ε on a model whose file every
    loader refused)."""
    classes = list(schema.classes)
    by_text = {str(c): c for c in classes}
    out = {}
    for text, value in label_map.items():
        if any(value == c and type(value) is type(c) for c in classes):
            out[text] = value
        elif isinstance(value, str) and value in by_text:
            out[text] = by_text[value]
        else:
            raise CLIError(f"schema file {str(path)!r}: its label_map maps {text!r} to a value "
                           f"that is not one of the declared classes")
    return out


def _json_slip_hint(e: json.JSONDecodeError) -> str:
    """A hint for the slips people make writing JSON by hand, read from the text just before
    the decoder stopped (the user's own schema file, which holds no record): a comma after a
    list's or an object's last item (Python, R and JavaScript allow it; JSON does not)."""
    before = e.doc[:e.pos].rstrip()
    after = e.doc[e.pos:].lstrip()[:1]
    if before.endswith(",") and after in ("]", "}"):
        return (" (a comma after the last item of a list or object: JSON does not allow it; "
                "remove that comma)")
    return ""


def _warn_leading_spaces(schema: Schema, path) -> None:
    """The CSV reader skips spaces after a separator, so a declared class or category that
    begins with one is read unquoted as its neighbour without them (' 7' as '7'): said, naming
    the public declaration, since no record can show it."""
    from ..schema import reads_declared_values
    spaced = [("the classes", c) for c in schema.classes if isinstance(c, str) and c[:1].isspace()]
    spaced += [(f"column {f.name!r}", c) for f in schema.features if reads_declared_values(f)
               for c in f.categories if isinstance(c, str) and c[:1].isspace()]
    if spaced:
        where, value = spaced[0]
        import warnings

        warnings.warn(
            f"schema file {str(path)!r}: {where} declare{'s' if where.startswith('column') else ''} "
            f"{value!r}, which begins with a space"
            + (f" ({len(spaced) - 1} more such value{'s' * (len(spaced) > 2)})" if len(spaced) > 1 else "")
            + ": the CSV reader skips spaces after a separator, so such a value is read as "
              "written only when it is quoted in the file (pandas' to_csv does not quote it: "
              "pass quoting=csv.QUOTE_NONNUMERIC)", UserWarning, stacklevel=2)
