"""schema-template's and the CSV reader's shortcuts answer as the full tests did: the hints'
tests that stop at their answer, the verdict on a column's distinct texts, the values read
once per distinct text, and the first-line check read in steps and remembered per file."""

import os

import numpy as np
import pandas as pd
import pytest

from dpforest import cli
from dpforest._cli import csv_reading
from dpforest._cli.csv_reading import (MAX_CSV_COLUMNS, _check_csv_format, _every_value_marked,
                                       _marked_floats, _marked_numbers, _refuse_wide_first_line)
from dpforest._cli.schema_files import _FEW_OTHER_TEXTS, _MOSTLY_NUMBERS, _text_column_hint
from dpforest.cli import CLIError, main


def _hint(values, **fmt):
    return _text_column_hint(pd.Series(values, dtype="str"), _check_csv_format(fmt, "test"))


@pytest.mark.parametrize("others, hinted", [(_FEW_OTHER_TEXTS, True),
                                            (_FEW_OTHER_TEXTS + 1, False)])
def test_the_mostly_numbers_hint_still_allows_exactly_the_few_other_texts(others, hinted):
    """The test stops once more than _FEW_OTHER_TEXTS texts are no numbers: exactly that many
    still get the hint, one more does not (wherever the others stand)."""
    numbers = [str(i) for i in range(_MOSTLY_NUMBERS)]
    words = [f"note{i}" for i in range(others)]
    values = words[:2] + numbers + words[2:]
    hint = _hint(values)
    assert (hint is not None and "most of its values are numbers" in hint) is hinted, hint


@pytest.mark.parametrize("others, hinted", [(_FEW_OTHER_TEXTS, True),
                                            (_FEW_OTHER_TEXTS + 1, False)])
def test_the_decimal_comma_hint_still_allows_exactly_the_few_other_texts(others, hinted):
    """_numbers_read stops once more than _FEW_OTHER_TEXTS texts are neither numbers nor
    true / false: exactly that many others still read as 'mostly' numbers."""
    values = [f"{i},5" for i in range(_MOSTLY_NUMBERS)] + [f"n{i}" for i in range(others)]
    hint = _hint(values)
    assert (hint is not None and "',' as the decimal mark" in hint
            and "a few other texts stand among them too" in hint) is hinted, hint


def test_every_value_tests_look_past_the_first_values():
    """An "every value" test that stops at a failing value still fails on the last one, and a
    mark held by the last value only is still seen."""
    dates = [f"2023-01-{d:02d}" for d in range(1, 29)]
    assert "dates or times" in _hint(dates)
    assert _hint(dates + ["soon"]) is None
    assert "currency sign" in _hint([f"{i}.50" for i in range(30)] + ["$1.50"])
    assert "per cent sign" in _hint([f"{i}.5" for i in range(30)] + ["7.5%"])
    assert "no-break space" in _hint([f"{i}" for i in range(30)] + ["12\u00a0345"])


@pytest.mark.parametrize("fmt", [{"decimal": ",", "sep": ";"},
                                 {"decimal": ",", "thousands": ".", "sep": ";"}])
def test_the_verdict_on_distinct_texts_is_the_full_reads(fmt):
    """_every_value_marked decides on a column's distinct texts, the first few first: a text
    that is no number after those few still fails the column, as _marked_numbers' verdict
    does; true / false, blanks around a number and missing values pass."""
    fmt = _check_csv_format(fmt, "test")
    rng = np.random.default_rng(0)
    good = [f" {v:.2f} ".replace(".", ",") for v in rng.random(200)] + ["TRUE", "false"]
    for extra in ([], ["1.5"], ["abc"], ["1,5x"]):
        col = pd.Series(good * 3 + [None] + extra, dtype="str")
        assert _every_value_marked(col, fmt) == _marked_numbers(col, fmt)[1], extra
    assert _every_value_marked(pd.Series([None, np.nan], dtype=object), fmt) \
        == _marked_numbers(pd.Series([None, np.nan], dtype=object), fmt)[1]


def test_values_read_once_per_distinct_text_are_the_full_reads():
    """_marked_floats spreads each distinct text's value over its rows: the same floats,
    index and name as reading every row, missing values NaN."""
    fmt = _check_csv_format({"decimal": ",", "thousands": ".", "sep": ";"}, "test")
    texts = ["1.234,5", " 7,25", "7,25", "true", "-0,5", None, "1e3", "inf", "1" + "0" * 400]
    col = pd.Series(texts * 4, dtype="str", index=np.arange(36) * 2 + 5, name="amount")
    got = _marked_floats(col, fmt)
    want = _marked_numbers(col, fmt)[0].astype(float)
    pd.testing.assert_series_equal(got, want)


def _write(path, text: str, **kw) -> None:
    path.write_text(text, newline="", **kw)


def _wide_line(sep=",") -> str:
    return sep.join(f"c{i}" for i in range(MAX_CSV_COLUMNS + 1))


def test_the_first_line_check_is_made_again_for_a_changed_file(tmp_path):
    """The answer is kept for the file as it is: rewritten between two reads (one command can
    read a file several times), the file is judged anew, both ways."""
    f = tmp_path / "d.csv"
    fmt = {"sep": ",", "encoding": None}
    _write(f, "a,b\n1,2\n")
    _refuse_wide_first_line(f, fmt, "d.csv")
    _write(f, _wide_line() + "\n")
    with pytest.raises(CLIError, match="has more than 100,000 fields"):
        _refuse_wide_first_line(f, fmt, "d.csv")
    with pytest.raises(CLIError, match="has more than 100,000 fields"):
        _refuse_wide_first_line(f, fmt, "d.csv")         # remembered: refused again
    _write(f, "a,b\n1,2\n")
    _refuse_wide_first_line(f, fmt, "d.csv")
    # another separator is another count of the same file
    _write(f, _wide_line(";") + "\n")
    _refuse_wide_first_line(f, fmt, "d.csv")
    with pytest.raises(CLIError, match="has more than 100,000 fields"):
        _refuse_wide_first_line(f, {"sep": ";", "encoding": None}, "d.csv")


def test_the_first_line_is_read_once_for_a_file_read_twice(tmp_path, monkeypatch):
    """The answer is remembered: a second check of the unchanged file reads nothing, and a
    rewrite of the same size (another first line, the same length) is read anew."""
    f = tmp_path / "d.csv"
    fmt = {"sep": ",", "encoding": None}
    _write(f, "a,b\n1,2\n")
    reads = []
    real = csv_reading._first_line_too_wide
    monkeypatch.setattr(csv_reading, "_first_line_too_wide",
                        lambda path, fmt: reads.append(path) or real(path, fmt))
    csv_reading._WIDE_FIRST_LINE_SEEN.clear()
    _refuse_wide_first_line(f, fmt, "d.csv")
    _refuse_wide_first_line(f, fmt, "d.csv")
    assert len(reads) == 1
    st = os.stat(f)
    _write(f, "x,y\n3,4\n")                         # same size; another modification time
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    _refuse_wide_first_line(f, fmt, "d.csv")
    assert len(reads) == 2


def test_a_command_keeps_no_first_line_answer_for_the_next(tmp_path, capsys):
    f = tmp_path / "d.csv"
    _write(f, "x,y\n" + "1,a\n2,b\n" * 30)
    assert main(["schema-template", str(f), "--target", "y", "-o", str(tmp_path / "s.json"),
                 "--no-progress"]) == 0
    assert not cli._WIDE_FIRST_LINE_SEEN


@pytest.mark.parametrize("text, encoding, refused", [
    (_wide_line() + "\n1\n", None, True),
    (_wide_line() + "\r1\r", None, True),                   # old Mac line ends
    (_wide_line(), None, True),                             # no line break at all
    (_wide_line("::") + "\n", None, True),                  # a separator straddling the steps
    ("a," + "x" * 300_000 + "\n1,2\n", None, False),        # a long first line of two fields
    ("," * (MAX_CSV_COLUMNS - 1) + "\n", None, False),      # exactly the most fields
    ("a" * 65_536 + "\n" + _wide_line() + "\n", None, False),   # the break at a step's end
    ("\ufeff" + _wide_line() + "\n", None, True),           # after a byte-order mark
    (_wide_line() + "\n", "utf-16", True),
])
def test_the_first_line_read_in_steps_counts_as_the_whole_read(tmp_path, text, encoding, refused):
    f = tmp_path / "d.csv"
    _write(f, text, encoding=encoding or "utf-8")
    sep = "::" if "::" in text[:10] else ","
    csv_reading._WIDE_FIRST_LINE_SEEN.clear()
    if refused:
        with pytest.raises(CLIError, match="has more than 100,000 fields"):
            _refuse_wide_first_line(f, {"sep": sep, "encoding": encoding}, "d.csv")
    else:
        _refuse_wide_first_line(f, {"sep": sep, "encoding": encoding}, "d.csv")


def test_a_wide_first_line_before_undecodable_text_is_left_to_the_reader(tmp_path):
    """The whole 16 MB read met the bytes that do not decode and left the refusal to the
    reader (in its words): reading the first line alone does not refuse such a file here."""
    f = tmp_path / "d.csv"
    f.write_bytes(_wide_line().encode() + b"\n\xff\xfe\n")
    csv_reading._WIDE_FIRST_LINE_SEEN.clear()
    _refuse_wide_first_line(f, {"sep": ",", "encoding": None}, "d.csv")
    csv_reading._WIDE_FIRST_LINE_SEEN.clear()
    with pytest.raises(CLIError, match="has more than 100,000 fields"):
        _refuse_wide_first_line(f, {"sep": ",", "encoding": "latin-1"}, "d.csv")


def test_a_compressed_file_is_still_judged(tmp_path):
    """A .gz file takes the whole 16 MB read (the steps are an uncompressed file's): its wide
    first line is refused."""
    import gzip

    f = tmp_path / "d.csv.gz"
    f.write_bytes(gzip.compress((_wide_line() + "\n1\n").encode()))
    csv_reading._WIDE_FIRST_LINE_SEEN.clear()
    with pytest.raises(CLIError, match="has more than 100,000 fields"):
        _refuse_wide_first_line(f, {"sep": ",", "encoding": None}, "d.csv.gz")
