"""Under a budget that pins the schema the command line reads its data file one record per
line: a line that does not parse under the pinned layout (an unclosed quote, a value spanning
two lines, a field too many, a byte that is not UTF-8) is left out on its own, wherever it
sits, as a record that does not fit the schema is -- never a refusal, which would tell a data
set from the same data set plus one malformed record at no epsilon.  Without a budget those
files are refused as before."""

from __future__ import annotations

import csv
import json
from argparse import Namespace

import numpy as np
import pandas as pd
import pytest

import dpforest as d
from dpforest import PrivacyBudget
from dpforest._cli import csv_reading
from dpforest._cli.common import DEFAULT_CSV_FORMAT, CLIError
from dpforest.cli import _person_ids, _pinned_layout, main
from dpforest.io import load_model, load_schema
from dpforest.privacy.record_filter import _rows, _valid_records

#: one malformed line of each kind, in the columns x (numeric), c (categorical), y (target)
BAD = {
    "quote": b'7,"a,yes',               # a quote opened and never closed
    "span": b'7,"a\nb",yes',            # a quoted value written over two lines
    "fields": b"7,a,yes,1",             # one field more than the header
    "byte": b"7,a\xff,yes",             # a byte that is not UTF-8
}

#: where the bad line goes: after the header, among the records, last
WHERE = ("start", "middle", "end")

#: what the unpinned reading says of each kind (unchanged by the pin); the spanning value is
#: good CSV but no declared value spans lines, so it is refused as an open quote is (an open
#: quote is closed by a later record's quote, the lines between read as one such value)
UNPINNED = {"quote": "as CSV: " + csv_reading._OPEN_QUOTE,
            "span": "as CSV: " + csv_reading._OPEN_QUOTE,
            "fields": "as CSV: " + csv_reading._field_count(DEFAULT_CSV_FORMAT),
            "byte": "as CSV: it is not UTF-8 text (declare its encoding, e.g. --encoding cp1252 "
                    "for a Windows or Excel export in Western Europe, --encoding cp932 for one "
                    "in Japan (Shift-JIS), or convert it to UTF-8)"}


def _data(n=200, seed=0):
    """D: a numeric and a categorical feature and a two-class label, with its schema."""
    rng = np.random.default_rng(seed)
    x = np.round(rng.uniform(0, 100, n), 2)
    c = rng.choice(["a", "b", "c"], n)
    y = np.where((x > 50) ^ (c == "c"), "yes", "no")
    schema = d.Schema([d.Numeric("x", 0, 100), d.Categorical("c", ["a", "b", "c"])],
                      classes=["no", "yes"])
    return pd.DataFrame({"x": x, "c": c, "y": y}), schema


@pytest.fixture(scope="module")
def owner(tmp_path_factory):
    """The data set D as a CSV, its schema file, and the folder they are in."""
    p = tmp_path_factory.mktemp("pinned_lines")
    df, schema = _data()
    df.to_csv(p / "d.csv", index=False)
    doc = schema.to_dict()
    doc["target"] = "y"
    (p / "schema.json").write_text(json.dumps(doc))
    return p


def _with_bad_line(p, kind: str, where: str):
    """D's file with the bad line of ``kind`` inserted at ``where``; its path."""
    head, *records = (p / "d.csv").read_bytes().rstrip(b"\n").split(b"\n")
    at = {"start": 0, "middle": len(records) // 2, "end": len(records)}[where]
    lines = [head, *records[:at], BAD[kind], *records[at:]]
    out = p / f"{kind}_{where}.csv"
    out.write_bytes(b"\n".join(lines) + b"\n")
    return out


def _budget(p, name: str):
    """A new budget file that pins the schema file's schema and layout."""
    path = p / name
    assert main(["budget", str(path), "--create", "--total", "5", "--schema",
                 str(p / "schema.json")]) == 0
    return path


def _pinned_read(p, path, budget):
    """``path`` read as ``fit --budget`` reads it: the layout the budget sets, then the
    records that fit the pinned schema."""
    fmt = _pinned_layout(Namespace(budget=str(budget), data=str(path)),
                         PrivacyBudget.open(budget), dict(DEFAULT_CSV_FORMAT))
    schema = load_schema(p / "schema.json")
    X, y = csv_reading.read_csv(path, schema, "y", fmt=fmt, require_target=True)
    keep = _valid_records(schema, X, y)
    return X, y, _rows(X, keep), _rows(y, keep)


def _rows_of(X, y) -> list[tuple]:
    """The records as (x, c, y) tuples, numbers as floats (a text in the numeric column reads
    the column as texts, each record on its own)."""
    x = pd.to_numeric(X["x"], errors="coerce").tolist()
    return list(zip(x, X["c"].tolist(), y.tolist()))


def _is_within(short: list, long: list) -> bool:
    """Whether ``short`` is ``long`` less some of its items, the rest in order."""
    it = iter(long)
    return all(any(a == b for b in it) for a in short)


@pytest.mark.parametrize("where", WHERE)
@pytest.mark.parametrize("kind", sorted(BAD))
def test_a_bad_line_adds_at_most_one_record_and_refuses_nothing(owner, kind, where):
    """D plus one bad line, wherever it sits, reads as D's records plus at most one more (the
    pieces of the bad line read on their own), and once the records that do not fit the schema
    are left out, as D exactly: the file is never refused."""
    budget = _budget(owner, f"read_{kind}_{where}.json")
    X0, y0, X0k, y0k = _pinned_read(owner, owner / "d.csv", budget)
    X1, y1, X1k, y1k = _pinned_read(owner, _with_bad_line(owner, kind, where), budget)
    assert len(X0) <= len(X1) <= len(X0) + 1
    assert _is_within(_rows_of(X0, y0), _rows_of(X1, y1))
    assert _rows_of(X1k, y1k) == _rows_of(X0k, y0k) and len(X0k) == len(X0) == 200
    if kind == "span":
        # a value over two lines is two lines: the first, whose quote is open at its end, left
        # out; the second read on its own (two fields: no label), then left out by the schema
        extra = [r for r in _rows_of(X1, y1) if r not in _rows_of(X0, y0)]
        assert X1["x"].tolist().count('b"') == 1 and len(extra) == 1 and pd.isna(extra[0][2])


def test_a_quote_left_open_takes_no_later_record_with_it(owner):
    """In a file whose texts are quoted, an unclosed quote was closed by the next record's
    first quote: the two records read as one (left out by the schema), D's record lost
    without a word -- one record deciding whether another is read.  One record per line, the
    open line alone is left out."""
    df, _ = _data()
    head, *records = df.to_csv(index=False, quoting=csv.QUOTE_NONNUMERIC).rstrip("\n").split("\n")
    path = owner / "quoted_open.csv"
    path.write_text("\n".join([head, *records[:100], '7,"a,yes', *records[100:]]) + "\n")
    (owner / "quoted.csv").write_text("\n".join([head, *records]) + "\n")
    budget = _budget(owner, "quoted.json")
    X0, y0, _, _ = _pinned_read(owner, owner / "quoted.csv", budget)
    X1, y1, _, _ = _pinned_read(owner, path, budget)
    assert _rows_of(X1, y1) == _rows_of(X0, y0) and len(X0) == 200


def test_a_first_record_with_a_field_too_many_changes_no_later_record(owner):
    """pandas reads a first record's extra field by another rule than a later one's: with
    ``index_col=False`` it drops the field and then reads every record at that width, so a
    later record with the same extra field was read (truncated) too.  One record per line,
    each such line is left out wherever it sits."""
    head, *records = (owner / "d.csv").read_bytes().rstrip(b"\n").split(b"\n")
    path = owner / "two_wide.csv"
    path.write_bytes(b"\n".join([head, b"7,a,yes,1", *records, b"8,b,no,2"]) + b"\n")
    budget = _budget(owner, "two_wide.json")
    X0, y0, _, _ = _pinned_read(owner, owner / "d.csv", budget)
    X1, y1, _, _ = _pinned_read(owner, path, budget)
    assert _rows_of(X1, y1) == _rows_of(X0, y0)


@pytest.mark.parametrize("kind, where", [("quote", "start"), ("span", "middle"),
                                         ("fields", "start"), ("byte", "end")])
def test_a_pinned_fit_of_a_file_with_a_bad_line_books_as_on_d(owner, kind, where, capsys):
    """``dpforest fit --budget`` of D plus one bad line succeeds and books the epsilon the fit
    of D books (the records it reads are D's: the test above)."""
    budget = _budget(owner, f"fit_{kind}.json")
    path = _with_bad_line(owner, kind, where)
    models = {}
    for name, data in (("d", owner / "d.csv"), (kind, path)):
        before = PrivacyBudget.open(budget).spent
        out = owner / f"m_{kind}_{name}.json"
        rc = main(["fit", str(data), "--schema", str(owner / "schema.json"), "--epsilon",
                   "0.5", "--algorithm", "diffprfs", "--n-estimators", "4", "--max-depth", "3",
                   "--random-state", "0", "--no-progress", "-o", str(out),
                   "--budget", str(budget)])
        err = capsys.readouterr().err
        assert rc == 0, err
        assert PrivacyBudget.open(budget).spent - before == pytest.approx(0.5)
        models[name] = load_model(out)
    # the model carries the layout, never how this run read its file (a key no model file may
    # hold: the model above would not have loaded)
    assert models[kind].csv_format_ == models["d"].csv_format_
    assert csv_reading.ONE_RECORD_PER_LINE not in models[kind].csv_format_


@pytest.mark.parametrize("kind", sorted(BAD))
def test_without_a_budget_the_bad_line_is_refused_as_before(owner, kind, capsys):
    """The unpinned reading is unchanged: each file is refused, saying what is wrong."""
    path = _with_bad_line(owner, kind, "middle")
    rc = main(["fit", str(path), "--schema", str(owner / "schema.json"), "--epsilon", "0.5",
               "--no-progress", "-o", str(owner / f"u_{kind}.json")])
    err = capsys.readouterr().err
    assert rc == 2 and UNPINNED[kind] in err and "the layout the budget sets" not in err, err
    if kind != "span":
        with pytest.raises(CLIError) as e:
            csv_reading.read_csv(path, load_schema(owner / "schema.json"), "y",
                                 fmt=dict(DEFAULT_CSV_FORMAT))
        assert str(e.value) == f"cannot read {str(path)!r} {UNPINNED[kind]}"


def test_a_pinned_evaluate_leaves_a_bad_test_line_out(owner, capsys):
    """``evaluate --budget`` with a budget that pins the schema reads the test file the same
    way: a bad line is left out, the release booked."""
    assert main(["fit", str(owner / "d.csv"), "--schema", str(owner / "schema.json"),
                 "--epsilon", "1", "--algorithm", "diffprfs", "--n-estimators", "4",
                 "--max-depth", "3", "--random-state", "0", "--no-progress",
                 "-o", str(owner / "ev_model.json")]) == 0
    budget = _budget(owner, "ev.json")
    for kind in sorted(BAD):
        capsys.readouterr()
        rc = main(["evaluate", str(owner / "ev_model.json"),
                   str(_with_bad_line(owner, kind, "start")), "--epsilon", "0.25",
                   "--budget", str(budget)])
        assert rc == 0, capsys.readouterr().err
    assert PrivacyBudget.open(budget).spent == pytest.approx(1.0)


def test_the_header_is_layout_and_may_still_refuse(owner, capsys):
    """The header line is no record: one that leaves a quote open is refused (the fixed
    message), nothing booked."""
    head, *records = (owner / "d.csv").read_bytes().rstrip(b"\n").split(b"\n")
    path = owner / "open_header.csv"
    path.write_bytes(b"\n".join([b'x,"c,y', *records]) + b"\n")
    budget = _budget(owner, "header.json")
    rc = main(["fit", str(path), "--schema", str(owner / "schema.json"), "--epsilon", "0.5",
               "--no-progress", "-o", str(owner / "h.json"), "--budget", str(budget)])
    assert rc == 2 and "the layout the budget sets" in capsys.readouterr().err
    assert PrivacyBudget.open(budget).spent == 0


def test_an_archive_only_pandas_opens_is_refused_by_its_name(owner, capsys):
    """A .zst or .tar file cannot be read line by line: under the pin it is refused from its
    name, saying so, before it is opened (nothing of its records decides it)."""
    budget = _budget(owner, "zst.json")
    rc = main(["fit", str(owner / "d.csv.zst"), "--schema", str(owner / "schema.json"),
               "--epsilon", "0.5", "--no-progress", "-o", str(owner / "z.json"),
               "--budget", str(budget)])
    assert rc == 2 and "decompress it first" in capsys.readouterr().err
    assert PrivacyBudget.open(budget).spent == 0


def test_person_ids_are_read_row_for_row_with_the_records(owner):
    """A fit with --person reads the id column apart from the records: one record per line,
    both leave out the same lines, so each record keeps its own id."""
    df, _ = _data()
    df.insert(0, "id", [f"p{i}" for i in range(len(df))])
    head, *records = df.to_csv(index=False).encode().rstrip(b"\n").split(b"\n")
    lines = [head, b'x1,7,"a,yes', *records[:50], b"x2,7,a,yes,1", *records[50:],
             b"x3,7,a\xff,yes"]
    path = owner / "ids.csv"
    path.write_bytes(b"\n".join(lines) + b"\n")
    budget = _budget(owner, "ids.json")
    fmt = _pinned_layout(Namespace(budget=str(budget), data=str(path)),
                         PrivacyBudget.open(budget), dict(DEFAULT_CSV_FORMAT))
    X, _ = csv_reading.read_csv(path, load_schema(owner / "schema.json"), "y", fmt=fmt,
                                drop=["id"])
    ids = _person_ids(path, fmt, "id")
    assert len(ids) == len(X) == 201
    assert list(ids[:200]) == list(df["id"]) and ids[200] == "x3"


def _layout_budget(p, name: str, **layout):
    """A new budget that pins the schema of ``p``'s schema file read with ``layout``."""
    doc = json.loads((p / "schema.json").read_text())
    doc.update(layout)
    (p / f"{name}.schema.json").write_text(json.dumps(doc))
    path = p / f"{name}.json"
    assert main(["budget", str(path), "--create", "--total", "5", "--schema",
                 str(p / f"{name}.schema.json")]) == 0
    return path


def _plain_rows(X, y) -> list[tuple]:
    """The records as (x, c, y) tuples, x a float where it is a number or a number's text (in
    either mark), else its text: comparable whichever way the column was read."""
    def number(v):
        if isinstance(v, str):
            try:
                return float(v.strip().replace(",", "."))
            except ValueError:
                return ("text", v)
        return float(v) if isinstance(v, (int, float, np.number)) else ("text", str(v))
    return list(zip(map(number, X["x"].tolist()), X["c"].tolist(), y.tolist()))


def _written(df, sep: str, decimal: str, eol: str, quote: bool, header: bool) -> list[bytes]:
    """D's lines (the header first if ``header``), each with its end, as a layout writes them."""
    lines = [sep.join(["x", "c", "y"])] if header else []
    for x, c, label in zip(df["x"], df["c"], df["y"]):
        text = f'"{c}"' if quote and c != "b" else c
        lines.append(sep.join([repr(float(x)).replace(".", decimal), text, label]))
    return [(line + eol).encode() for line in lines]


def _reads_with_line(p, name: str, budget, lines: list[bytes], odd: bytes, wheres):
    """D's ``lines`` written to ``name``.csv and read under ``budget`` (all 40 records kept),
    then D with the line ``odd`` inserted before each of ``wheres``: the first read and the
    list of the others, each as :func:`_pinned_read` gives it."""
    (p / f"{name}.csv").write_bytes(b"".join(lines))
    first = _pinned_read(p, p / f"{name}.csv", budget)
    assert len(first[2]) == len(first[0]) == 40
    reads = []
    for where in wheres:
        path = p / f"{name}_{where}.csv"
        path.write_bytes(b"".join(lines[:where] + [odd] + lines[where:]))
        reads.append(_pinned_read(p, path, budget))
    return first, reads


def test_a_lone_carriage_return_takes_no_record_with_it_under_a_long_separator(owner):
    """A separator of several characters is read by pandas' Python engine, which split the
    filtered text at \\n only: a line ending in a lone \\r ('junk\\r') took the next record
    into it ('junk\\r7.5' read as its x, the record then left out by the schema), and a file
    whose lines all end in \\r was read as one line (refused as a header naming a column
    twice).  One record per line, a lone \\r ends the line as it does in the file (as the
    unpinned reading reads both files)."""
    df, _ = _data(n=40)
    budget = _layout_budget(owner, "pipes", sep="||")
    for eol in ("\r\n", "\r"):
        lines = _written(df, "||", ".", eol, False, True)
        (X0, y0, X0k, y0k), reads = _reads_with_line(owner, "pipes", budget, lines, b"junk\r",
                                                     (1, 20, 40))
        for X1, y1, X1k, y1k in reads:
            assert len(X1) == 41 and _is_within(_plain_rows(X0, y0), _plain_rows(X1, y1))
            assert _plain_rows(X1k, y1k) == _plain_rows(X0k, y0k)


def test_a_first_record_opening_with_a_blank_after_a_lone_carriage_return_refuses_nothing(owner, capsys):
    """Under a blank separator in a file of lone \\r line ends, pandas' C engine reads a
    separator that opens a line as opening an empty field too: a first record ' 7 a no' had
    four fields, was read as the header's width plus one and refused the file (a pinned fit
    and evaluate exited 2 on D plus that line, 0 on D, at no epsilon), while further down the
    same line was left out.  A lone \\r now ends its line as \\n whatever the separator."""
    df, _ = _data(n=40)
    budget = _layout_budget(owner, "blanks_cr", sep=" ")
    lines = _written(df, " ", ".", "\r", False, True)
    (X0, y0, X0k, y0k), reads = _reads_with_line(owner, "blanks_cr", budget, lines,
                                                 b" 7 a no\r", (1, 20, 41))
    for X1, y1, X1k, y1k in reads:
        assert len(X1) <= 41 and _is_within(_plain_rows(X0, y0), _plain_rows(X1, y1))
        assert _is_within(_plain_rows(X0k, y0k), _plain_rows(X1k, y1k)) and len(X1k) <= 41
    rc = main(["fit", str(owner / "blanks_cr_1.csv"), "--schema",
               str(owner / "blanks_cr.schema.json"), "--epsilon", "0.5", "--no-progress",
               "-o", str(owner / "blanks_cr.model.json"), "--budget", str(budget)])
    assert rc == 0, capsys.readouterr().err


@pytest.mark.parametrize("encoding, safe", [
    (None, True), ("utf-8", True), ("utf-8-sig", True), ("cp1252", True), ("latin-1", True),
    ("cp932", True), ("gb18030", True), ("big5", True),
    ("utf-16", False), ("utf-16-le", False), ("utf-32", False), ("utf-7", False),
    ("iso2022_jp", False), ("hz", False), ("unicode_escape", False),
    ("raw_unicode_escape", False)])
def test_which_encodings_decode_line_by_line(encoding, safe):
    """One record per line needs an encoding in which no record's bytes change how the next
    lines decode: an odd byte in UTF-16, an open shift in ISO-2022-JP or HZ, a '+' in UTF-7,
    a trailing backslash or an escaped line break in the escape codecs all did (every later
    record lost, or one line read as two)."""
    assert csv_reading.decodes_line_by_line(encoding) is safe


def test_an_encoding_not_read_line_by_line_is_refused_by_its_name(owner, capsys):
    """With UTF-16, one inserted line of an odd number of bytes shifted every later record
    out of alignment, so the pinned fit saw none of them (a noisy size near 0 against about
    300 on D).  Such an encoding is refused from the layout alone: when the budget is made,
    and when a budget or an evaluation would read a file one record per line with it."""
    doc = json.loads((owner / "schema.json").read_text())
    doc["encoding"] = "utf-16"
    (owner / "utf16.schema.json").write_text(json.dumps(doc))
    rc = main(["budget", str(owner / "utf16.json"), "--create", "--total", "5", "--schema",
               str(owner / "utf16.schema.json")])
    assert rc == 2 and "convert the file to UTF-8" in capsys.readouterr().err
    assert not (owner / "utf16.json").exists()
    from dpforest.cli import _one_record_per_line
    with pytest.raises(CLIError, match="one record's bytes can change how the lines after it"):
        _one_record_per_line(owner / "d.csv", "utf-7")
    assert _one_record_per_line(owner / "d.csv", "cp1252") == {csv_reading.ONE_RECORD_PER_LINE: True}


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGALRM"), reason="needs SIGALRM")
def test_a_line_opening_with_many_blanks_reads_in_time_under_a_blank_separator(owner):
    """The pattern of a line of separators only ('[ ]*(?: [ ]*)+' for the separator ' ') took
    time exponential in the blanks that open a line, when another character follows: one record
    of 40 blanks and an 'x' held the read for hours (1.3 s at 24 blanks, four times more with
    every two).  Such a separator is now matched as blanks, at once, pinned or not (the same
    lines: a run of at least as many blanks)."""
    import signal

    class _TooSlow(Exception):
        pass

    def alarm(signum, frame):
        raise _TooSlow()

    df, _ = _data(n=40)
    budget = _layout_budget(owner, "blanks", sep=" ")
    lines = _written(df, " ", ".", "\n", True, True)
    (owner / "blanks.csv").write_bytes(b"".join(lines))
    path = owner / "blanks_odd.csv"
    path.write_bytes(b"".join(lines[:20] + [b" " * 40 + b"x\n", b"   \n"] + lines[20:]))
    X0, y0, _, _ = _pinned_read(owner, owner / "blanks.csv", budget)
    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(30)
    try:
        X1, y1, X1k, y1k = _pinned_read(owner, path, budget)
        for sep in (" ", "  "):                     # the unpinned reading's pattern too
            pattern = csv_reading._separator_only_line(sep)
            assert pattern.fullmatch(" " * 60 + "x") is None
            assert [bool(pattern.fullmatch(" " * k)) for k in range(4)] == \
                [False] + [k >= len(sep) for k in range(1, 4)]
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert len(X1) == 41 and _is_within(_plain_rows(X0, y0), _plain_rows(X1, y1))
    assert _plain_rows(X1k, y1k) == _plain_rows(X0, y0)


@pytest.mark.parametrize("sep", [";", "||"])
@pytest.mark.parametrize("opening", [b"# exported\n", b"\xef\xbb\xbf"])
def test_a_first_record_opening_with_a_byte_order_mark_takes_no_record_with_it(owner, sep,
                                                                                opening):
    """Without a header, a record that opens the text pandas reads -- after a comment line, or
    after the file's own byte-order mark (an Excel export) -- and starts with U+FEFF then a
    quote: pandas skipped the U+FEFF there and opened a quoted field the line filter had read
    as a quote inside a value, so the field ran on into D's records ('a quoted field is not
    closed': the file refused); its Python engine (a separator of several characters) refused
    such a first field.  Without a header a U+FEFF opening any line is dropped before the line
    is read (the file's byte-order mark opens the first record's line), so the line is read as
    it would be anywhere: its quote opens a field, and the line is judged as such -- left out
    where it leaves the field open -- never taking another record with it."""
    df, _ = _data(n=30)
    budget = _layout_budget(owner, f"bom{len(sep)}{len(opening)}", sep=sep, header=False,
                            columns=["x", "c", "y"], comment="#")
    lines = _written(df, sep, ".", "\n", sep == ";", False)
    (owner / "bom_d.csv").write_bytes(opening + b"".join(lines))
    X0, y0, X0k, y0k = _pinned_read(owner, owner / "bom_d.csv", budget)
    assert len(X0k) == len(X0) == 30
    for odd in ('\ufeff"a' + sep + "b\n", '\ufeff"7' + sep + 'a"' + sep + "yes\n"):
        path = owner / "bom_odd.csv"
        path.write_bytes(opening + odd.encode() + b"".join(lines))
        X1, y1, X1k, y1k = _pinned_read(owner, path, budget)
        # D's records read as they are, with at most the odd line's own record before them
        assert len(X1) in (30, 31) and _plain_rows(X1, y1)[len(X1) - 30:] == _plain_rows(X0, y0)
        assert _plain_rows(X1k, y1k)[len(X1k) - len(X0k):] == _plain_rows(X0k, y0k)
        # and the same line further down is read alike
        path.write_bytes(opening + lines[0] + odd.encode() + b"".join(lines[1:]))
        X2, y2, _, _ = _pinned_read(owner, path, budget)
        assert len(X2) == len(X1)


#: the mini-fuzz's layouts: (layout keys, line end, whether texts are quoted)
FUZZ_LAYOUTS = (({}, "\n", True),
                ({"sep": ";", "decimal": ",", "comment": "#"}, "\r", True),
                ({"sep": "\t", "header": False, "columns": ["x", "c", "y"]}, "\r\n", True),
                ({"sep": " "}, "\n", True),
                ({"sep": "||"}, "\r\n", False))

#: what an odd line is made of (with the layout's separator and comment mark)
FUZZ_PIECES = (b'"', b'""', b'" ', b' "', b" ", b"\t", b"x", b"7", b"7.5", b"a", b"yes", b"#",
               b"\x00", "\ufeff".encode(), b"\xff", b"\xe2\x82", "é".encode(), b"\r")


def test_a_mini_fuzz_of_odd_lines_adds_at_most_one_record(owner):
    """200 files, each D (60 records) in one of five layouts with one odd line inserted -- made
    of quotes (open, escaped, after blanks), separators, blanks, NUL, a byte-order mark, bytes
    that are not UTF-8, a lone \\r inside -- at a random place, with a random line end: none
    is refused, and each reads as D's records with at most one more per physical line of the
    odd one, every record of D unchanged and in order (fixed seed)."""
    import re

    df, _ = _data(n=60, seed=3)
    cases = {}
    for k, (layout, eol, quote) in enumerate(FUZZ_LAYOUTS):
        budget = _layout_budget(owner, f"fuzz{k}", **layout)
        sep = layout.get("sep", ",")
        header = layout.get("header", True)
        lines = _written(df, sep, layout.get("decimal", "."), eol, quote, header)
        (owner / f"fuzz{k}.csv").write_bytes(b"".join(lines))
        X0, y0, X0k, y0k = _pinned_read(owner, owner / f"fuzz{k}.csv", budget)
        assert len(X0k) == len(X0) == 60
        cases[k] = (budget, sep.encode(), lines, _plain_rows(X0, y0), _plain_rows(X0k, y0k))
    for i in range(200):
        rng = np.random.default_rng([20261206, i])
        k = i % len(FUZZ_LAYOUTS)
        budget, sep, lines, rows0, kept0 = cases[k]
        pieces = FUZZ_PIECES + (sep, sep, sep * 3)
        odd = b"".join(pieces[j] for j in rng.integers(0, len(pieces), int(rng.integers(0, 14))))
        odd += (b"\n", b"\r", b"\r\n", b"")[int(rng.integers(0, 4))]
        at = int(rng.integers(1 if FUZZ_LAYOUTS[k][0].get("header", True) else 0, len(lines) + 1))
        if at < len(lines) and not re.search(rb"[\r\n]\Z", odd):
            odd += b"\n"
        path = owner / f"fuzz{k}_{i}.csv"
        path.write_bytes(b"".join(lines[:at] + [odd] + lines[at:]))
        X1, y1, X1k, y1k = _pinned_read(owner, path, budget)
        more = max(1, len(re.split(rb"\r\n|\r|\n", odd.rstrip(b"\r\n"))))
        rows1, kept1 = _plain_rows(X1, y1), _plain_rows(X1k, y1k)
        assert len(rows0) <= len(rows1) <= len(rows0) + more and _is_within(rows0, rows1), (i, odd)
        assert len(kept0) <= len(kept1) <= len(kept0) + more and _is_within(kept0, kept1), (i, odd)
        path.unlink()


def test_a_pinned_fit_prints_its_released_noisy_size(owner, tmp_path, capsys):
    """A walkthrough's Excel re-save (another encoding: every currency sign unreadable) fitted
    under a pinned budget on about 2 % of its records with nothing but the fixed note; the fit
    now prints the noisy size it released with the model (no count of what was left out), so
    that a file the schema mostly refused is seen at once.  The same line, by the released
    figure alone, on both neighbours; none for a fit that released no size."""
    budget = _budget(owner, "size.json")
    out = tmp_path / "m.json"
    capsys.readouterr()
    assert main(["fit", str(owner / "d.csv"), "--schema", str(owner / "schema.json"),
                 "--epsilon", "1", "--budget", str(budget), "--random-state", "0",
                 "--no-progress", "-o", str(out)]) == 0
    text = capsys.readouterr().out
    n = load_model(out).noisy_n_
    assert f"the fit read about {max(n, 0):.0f} records by its noisy size" in text
    assert "noise sd 47" in text                        # discrete Laplace at 0.03 of epsilon 1
    assert main(["fit", str(owner / "d.csv"), "--schema", str(owner / "schema.json"),
                 "--epsilon", "1", "--budget", str(budget), "--algorithm", "dprf",
                 "--no-progress", "-o", str(tmp_path / "r.json")]) == 0
    assert "by its noisy size" not in capsys.readouterr().out


def test_schema_check_names_where_a_value_spans_lines(owner, tmp_path, capsys):
    """A walkthrough's Excel export held a note column with line breaks inside quotes: fit
    and even schema-check, the owner's tool, refused it without a column or a fix.  Both now
    give the fix; schema-check names the column and the record (the fit's words stay the same
    whatever the later records hold, as an open quote's)."""
    df, _ = _data(60)
    df.insert(2, "note", "ok")
    df.loc[13, "note"] = "first line\nsecond line"
    df.to_csv(tmp_path / "notes.csv", index=False)
    err = _fails_with(capsys, ["schema-check", str(tmp_path / "notes.csv"), "--schema",
                               str(owner / "schema.json"), "--drop", "note"])
    assert "column 'note', record 14 of those read" in err and "str.replace" in err
    err = _fails_with(capsys, ["fit", str(tmp_path / "notes.csv"), "--schema",
                               str(owner / "schema.json"), "--drop", "note", "--epsilon", "1",
                               "--no-progress", "-o", str(tmp_path / "m.json")])
    assert "str.replace" in err and "record 14" not in err and "schema-check names the column" in err


def _fails_with(capsys, argv) -> str:
    assert main(argv) == 2
    return capsys.readouterr().err


def test_a_separator_hint_as_a_headerless_files_first_record_is_left_out(tmp_path, capsys):
    """Excel's "sep=;" line is refused only where a header is expected (the line is then the
    header's place, layout); in a headerless layout the first line is a record, and under a
    pinned budget it is left out like any malformed record (a review: refusing it there told
    the file from the same file without that record)."""
    df, schema = _data(120)
    df.to_csv(tmp_path / "d.csv", index=False, header=False)
    (tmp_path / "d1.csv").write_text("sep=;\n" + (tmp_path / "d.csv").read_text())
    doc = schema.to_dict()
    doc.update(target="y", header=False, columns=["x", "c", "y"])
    (tmp_path / "s.json").write_text(json.dumps(doc))
    for name in ("d", "d1"):
        budget = tmp_path / f"b_{name}.json"
        assert main(["budget", str(budget), "--create", "--total", "5", "--schema",
                     str(tmp_path / "s.json")]) == 0
        assert main(["fit", str(tmp_path / f"{name}.csv"), "--schema", str(tmp_path / "s.json"),
                     "--epsilon", "1", "--budget", str(budget), "--no-progress",
                     "-o", str(tmp_path / f"m_{name}.json")]) == 0
    assert "separator line" not in capsys.readouterr().err
