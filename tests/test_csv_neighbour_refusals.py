"""Whether a CSV file is refused, and in which words, must not follow a record other than the
one at fault: pairs of files that differ by one valid record are read alike (the command
line's reader, without a pinned budget)."""

from __future__ import annotations

import pytest

from dpforest import Categorical, Numeric, Schema
from dpforest._cli.common import CLIError
from dpforest._cli.csv_reading import _OPEN_QUOTE, read_csv


def _outcome(path, schema, fmt=None):
    """'read' with the number of records, or the refusal's words after the file's name."""
    try:
        X, _ = read_csv(path, schema, "y", fmt=fmt or {}, require_target=True, drop=["notes"]
                        if "notes" in path.read_text().splitlines()[0] else ())
    except CLIError as e:
        return str(e).split(" as CSV: ", 1)[-1]
    return f"read {len(X)}"


SCHEMA = Schema([Numeric("age", 0, 100), Categorical("color", ["red", "green", "blue"]),
                 Numeric("inc", 0, 10000, allow_missing=True)], classes=["a", "b"])


@pytest.mark.parametrize("sep", ["; ", ", ", "\t\t"])
def test_trailing_separator_ending_in_a_blank_is_read_alike_first_or_later(tmp_path, sep):
    """pandas' reader for a separator of several characters strips each line's white space, so
    a trailing separator ending in a blank is no extra field further down; the first
    record's check counted it as one and refused the file only when that record came first."""
    head = sep.join(["age", "color", "inc", "y", "notes"])
    odd = sep.join(["33", "red", "200", "a", "hello"]) + sep
    good = [sep.join(["31", "red", "100", "a", "ok"]), sep.join(["45", "green", "2500", "b", "x"])]
    other = sep.join(["50", "blue", "300", "b", "fine"])
    seen = set()
    for i, lines in enumerate(([odd] + good, [other, odd] + good, good + [odd])):
        (tmp_path / f"f{i}.csv").write_text("\n".join([head] + lines) + "\n")
        seen.add(_outcome(tmp_path / f"f{i}.csv", SCHEMA, {"sep": sep})[:4])
    assert seen == {"read"}


def test_an_open_quote_in_a_column_with_multiline_categories_is_refused_wherever_closed(tmp_path):
    """A column some of whose declared values span lines still refuses a merged value that is
    none of them: a quote left open, closed by a later record's quote, made one record of two
    lines, which --conform read as a missing value."""
    schema = Schema([Numeric("age", 0, 100),
                     Categorical("color", ["red", "green", "blue", "two\nlines"],
                                 allow_missing=True),
                     Numeric("inc", 0, 10000, allow_missing=True)], classes=["a", "b"])
    base = 'age,color,inc,y\n31,red,100,a\n45,green,2500,b\n33,"red,200,a\n'
    (tmp_path / "a.csv").write_text(base)
    (tmp_path / "b.csv").write_text(base + '44,"blue",1,b\n')
    said = {_outcome(tmp_path / f, schema) for f in ("a.csv", "b.csv")}
    assert said == {_OPEN_QUOTE}
    # a declared value over two lines is read as it is
    (tmp_path / "c.csv").write_text('age,color,inc,y\n31,red,100,a\n45,"two\nlines",2500,b\n')
    assert _outcome(tmp_path / "c.csv", schema) == "read 2"


@pytest.mark.parametrize("sep", [",", ";"])
def test_an_open_quote_is_refused_in_its_words_however_a_later_record_is_quoted(tmp_path, sep):
    """The quote a later record opens with closes the open one, and the line that makes has
    that record's quoting's field count: refused as an open quote in every case."""
    rows = ["age,color,inc,y", "31,red,100,a", '33,"red,200,a']
    later = ("44,blue,1,b", '"44",blue,1,b', '44,"blue",1,b', "44,blue,1,b,")
    said = set()
    for i, tail in enumerate(later):
        text = "\n".join(rows + [tail]) + "\n"
        (tmp_path / f"f{i}.csv").write_text(text.replace(",", sep))
        said.add(_outcome(tmp_path / f"f{i}.csv", SCHEMA, {"sep": sep}))
    assert said == {_OPEN_QUOTE}
    # a file without an open quote keeps the field count's words
    (tmp_path / "long.csv").write_text("\n".join(["age,color,inc,y", "31,red,100,a",
                                                  "44,blue,1,b,x,y"]).replace(",", sep) + "\n")
    assert "different number of fields" in _outcome(tmp_path / "long.csv", SCHEMA, {"sep": sep})


@pytest.mark.parametrize("first", ["age", "color"])
def test_a_mark_opening_a_record_of_a_file_without_header_is_read_alike_anywhere(tmp_path, first):
    """Without a header the first record's line starts with the file's byte-order mark: the
    reader drops it there, so a U+FEFF opening a record further down is dropped too (it was
    refused there and read at the top: one record's fate followed whether another stood
    before it).  The rest of the column is read as before."""
    cols = ["age", "color", "inc", "y"] if first == "age" else ["color", "age", "inc", "y"]
    fmt = {"header": False, "columns": cols}

    def line(age, color, inc, label):
        vals = {"age": age, "color": color, "inc": inc, "y": label}
        return ",".join(vals[c] for c in cols)

    mark = "\ufeff"
    odd, good, other = line("33", "red", "200", "a"), line("31", "red", "100", "a"), \
        line("50", "blue", "300", "b")
    (tmp_path / "top.csv").write_text(mark + odd + "\n" + good + "\n", encoding="utf-8")
    (tmp_path / "later.csv").write_text(other + "\n" + mark + odd + "\n" + good + "\n",
                                        encoding="utf-8")
    X_top, y_top = read_csv(tmp_path / "top.csv", SCHEMA, "y", fmt=fmt, require_target=True)
    X_later, _ = read_csv(tmp_path / "later.csv", SCHEMA, "y", fmt=fmt, require_target=True)
    assert X_top["age"].tolist() == [33, 31] and X_later["age"].tolist() == [50, 33, 31]
    assert X_later["color"].tolist() == ["blue", "red", "red"]
    # read in chunks alike
    chunks = list(read_csv(tmp_path / "later.csv", SCHEMA, "y", fmt=fmt, require_target=True,
                           chunksize=1))
    assert [c[0]["age"].tolist() for c in chunks] == [[50], [33], [31]]
    # a value that is no number after the mark stays text (the fit refuses it by its column)
    (tmp_path / "bad.csv").write_text(other + "\n" + mark + odd.replace("33", "x3") + "\n",
                                      encoding="utf-8")
    X_bad, _ = read_csv(tmp_path / "bad.csv", SCHEMA, "y", fmt=fmt, require_target=True)
    assert X_bad["age"].tolist() == ["50", "x3"]


@pytest.mark.parametrize("value", ["", "NA", '"blue"', '"x,y"'])
def test_a_marked_first_value_is_read_as_at_the_top_missing_markers_and_quotes_too(tmp_path,
                                                                                   value):
    """The mark is dropped from the line before the reader reads it, so an empty first
    value, a missing-value marker or a quoted one behind it reads as it does at the top of
    the file (dropped from the value read, "\ufeffNA" was the text "NA", not missing)."""
    schema = Schema([Categorical("color", ["red", "blue", "x,y"], allow_missing=True),
                     Numeric("age", 0, 100)], classes=["a", "b"])
    fmt = {"header": False, "columns": ["color", "age", "y"]}
    rec = f"{value},33,a"
    (tmp_path / "top.csv").write_text("\ufeff" + rec + "\nred,31,b\n", encoding="utf-8")
    (tmp_path / "later.csv").write_text("blue,50,b\n\ufeff" + rec + "\nred,31,b\n",
                                        encoding="utf-8")
    top, _ = read_csv(tmp_path / "top.csv", schema, "y", fmt=fmt, require_target=True)
    later, _ = read_csv(tmp_path / "later.csv", schema, "y", fmt=fmt, require_target=True)
    pd_top, pd_later = top["color"].iloc[0], later["color"].iloc[1]
    assert (pd_top != pd_top and pd_later != pd_later) or pd_top == pd_later, (pd_top, pd_later)
    assert top["age"].tolist()[0] == later["age"].tolist()[1] == 33


def test_an_archive_with_a_long_record_keeps_the_field_count_words(tmp_path):
    """The open-quote check reads the file's lines; an archive the reader alone opens (a
    .tar.gz) is passed over, so its refusal keeps its own words (it was told that comment
    lines cannot be read in such an archive)."""
    import io
    import tarfile

    data = "age,color,inc,y\n31,red,100,a\n44,blue,1,b,x\n".encode()
    with tarfile.open(tmp_path / "f.tar.gz", "w:gz") as tar:
        info = tarfile.TarInfo("f.csv")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    with pytest.raises(CLIError, match="different number of fields"):
        read_csv(tmp_path / "f.tar.gz", SCHEMA, "y", require_target=True)


def _cli(*args) -> int:
    from dpforest.cli import main

    return main([str(a) for a in args])


def test_a_pinned_fit_and_evaluation_leave_out_a_marker_the_layout_does_not_read_as_missing(
        tmp_path, capsys):
    """With "default_na": false, "NA" is text: the pinned budget's filter read it as missing
    (so kept the record) while the fit, given the file as read, refused its column -- one
    record refused a pinned fit, by name, at no epsilon.  Judged as the file's layout reads
    it, the record is left out and both files fit and evaluate."""
    import json

    doc = {"target": "y", "classes": ["no", "yes"], "default_na": False,
           "features": [{"name": "x", "type": "numeric", "lower": -100, "upper": 100,
                         "allow_missing": True},
                        {"name": "c", "type": "categorical", "categories": ["a", "b"],
                         "allow_missing": True}]}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    base = "x,c,y\n1,a,yes\n2,b,no\n3,a,no\n"
    (tmp_path / "A.csv").write_text(base)
    (tmp_path / "B.csv").write_text(base + "NA,a,yes\n1,NA,no\n")
    assert _cli("budget", tmp_path / "b.json", "--create", "--total", "10", "--schema",
                tmp_path / "s.json") == 0
    assert _cli("budget", tmp_path / "tb.json", "--create", "--total", "10", "--schema",
                tmp_path / "s.json") == 0
    for name in ("A", "B"):
        assert _cli("fit", tmp_path / f"{name}.csv", "--schema", tmp_path / "s.json",
                    "--epsilon", "0.5", "-o", tmp_path / f"m{name}.json", "--budget",
                    tmp_path / "b.json") == 0
        assert _cli("evaluate", tmp_path / "mA.json", tmp_path / f"{name}.csv", "--epsilon",
                    "0.5", "--budget", tmp_path / "tb.json") == 0
    assert "error" not in capsys.readouterr().err


@pytest.mark.parametrize("case", ["conform-no-label", "drop-header-only", "no-header-empty"])
def test_split_with_no_record_left_writes_two_empty_parts(tmp_path, case):
    """A split whose every record is left out (--conform, unlabelled) or that has none crashed
    with a traceback, where one more record made it succeed: the exit code told whether any
    record was left.  It writes two empty parts, as for any other file."""
    import json

    doc = {"target": "y", "classes": ["no", "yes"],
           "features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 100},
                        {"name": "color", "type": "categorical", "categories": ["red", "blue"]}]}
    extra, text = [], ""
    if case == "conform-no-label":
        text, extra = "age,color,y\n50,red,\n", ["--conform"]
    elif case == "drop-header-only":
        text, extra = "age,color,n,y\n", ["--drop", "n"]
    else:
        doc.update(header=False, columns=["age", "color", "y"])
    (tmp_path / "s.json").write_text(json.dumps(doc))
    (tmp_path / "d.csv").write_text(text)
    assert _cli("split", tmp_path / "d.csv", "--schema", tmp_path / "s.json", "--train",
                tmp_path / "tr.csv", "--test", tmp_path / "te.csv", "--random-state", "1",
                *extra) == 0
    assert (tmp_path / "tr.csv").exists() and (tmp_path / "te.csv").exists()


def test_split_without_header_ends_lines_alike_whatever_the_first_record_ends_with(tmp_path):
    """Without a header the first line is a record: its line ending (CRLF) set the endings of
    both parts, so a record in the training part changed the test file's bytes."""
    import json

    doc = {"target": "y", "classes": ["no", "yes"], "header": False,
           "columns": ["age", "color", "y"],
           "features": [{"name": "age", "type": "numeric", "lower": 0, "upper": 100},
                        {"name": "color", "type": "categorical", "categories": ["red", "blue"]}]}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    rest = "".join(f"{10 + i},red,yes\n" for i in range(6))
    outs = []
    for name, text in (("a", "50,red,no\r\n" + rest), ("b", rest)):
        (tmp_path / f"{name}.csv").write_bytes(text.encode())
        assert _cli("split", tmp_path / f"{name}.csv", "--schema", tmp_path / "s.json",
                    "--train", tmp_path / f"tr{name}.csv", "--test", tmp_path / f"te{name}.csv",
                    "--random-state", "1") == 0
        outs.append((tmp_path / f"te{name}.csv").read_bytes())
    assert b"\r" not in outs[0] + outs[1]
