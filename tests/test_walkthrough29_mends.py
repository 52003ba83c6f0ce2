"""Mends of an actuary's, a data engineer's and a statistician's walkthrough: schema-template
drafting in declared number marks, Unicode normalisation in refusals, encoding and duration
hints, report columns with wide characters."""
from __future__ import annotations

import json
import unicodedata
import warnings

import numpy as np
import pandas as pd
import pytest

from dpforest import Categorical, DPForestClassifier, Numeric, Schema
from dpforest.cli import main
from dpforest.privacy.ledger import Ledger
from dpforest.schema import OutOfDomainError, SchemaError


def _template(tmp_path, capsys, body, *args, encoding="utf-8"):
    (tmp_path / "d.csv").write_bytes(body.encode(encoding))
    rc = main(["schema-template", str(tmp_path / "d.csv"), "-o", str(tmp_path / "t.json"),
               "--force", *args])
    err = capsys.readouterr().err
    assert rc == 0, err
    return {f["name"]: f for f in json.loads((tmp_path / "t.json").read_text("utf-8"))["features"]}


@pytest.mark.parametrize("sep, marks", [(";", ["--decimal", ","]), (",", ["--thousands", " "])])
def test_template_drafts_a_boolean_column_with_empty_cells_as_booleans_under_marks(
        tmp_path, capsys, sep, marks):
    """pandas reads True / False with an empty cell as objects; the marks' reading of numbers
    counted true / false as 1 / 0 and drafted the column numeric ("decimal numbers")."""
    body = ("a;b;label\nTrue;1,5;x\nFalse;2,5;y\n;3,5;x\nTrue;4,5;y\n" if sep == ";" else
            "a,b,label\nTrue,1,x\nFalse,2,y\n,3,x\nTrue,4,y\n")
    feats = _template(tmp_path, capsys, body, "--target", "label", "--sep", sep, *marks)
    assert feats["a"]["type"] == "categorical" and feats["a"]["categories"] == [False, True]
    assert feats["b"]["type"] == "numeric"


def test_template_reads_thousands_marked_whole_numbers_as_fit_does(tmp_path, capsys):
    """Under decimal ',' alone, 1.000 is no number to fit (which refuses the column as
    non-numeric), but pandas read it 1.0 and the template drafted plain numbers: now the
    column is drafted as the text fit reads, with the thousands hint."""
    body = "Menge;Ziel\n1.000;ja\n2;nein\n3.500;ja\n4;nein\n"
    feats = _template(tmp_path, capsys, body, "--target", "Ziel", "--sep", ";", "--decimal", ",")
    assert feats["Menge"]["type"] == "categorical"
    assert "declare \"thousands\": \".\"" in feats["Menge"]["_hint"]
    # declared, the marks read them as the numbers they are
    feats = _template(tmp_path, capsys, body, "--target", "Ziel", "--sep", ";", "--decimal", ",",
                      "--thousands", ".")
    assert feats["Menge"]["type"] == "numeric"
    # and fit agrees with the first draft: under decimal ',' alone it refuses them as numbers
    doc = {"features": [{"name": "Menge", "type": "numeric", "lower": 0, "upper": 1e5}],
           "classes": ["ja", "nein"], "target": "Ziel", "sep": ";", "decimal": ","}
    (tmp_path / "s.json").write_text(json.dumps(doc))
    rc = main(["fit", str(tmp_path / "d.csv"), "--schema", str(tmp_path / "s.json"),
               "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m.json")])
    assert rc == 2 and "non-numeric values" in capsys.readouterr().err


def _model():
    schema = Schema([Numeric("Alter", 0, 100),
                     Categorical("Präfektur", ["Köln", "東京"], allow_missing=True)],
                    classes=["a", "b"])
    rng = np.random.default_rng(0)
    X = pd.DataFrame({"Alter": rng.integers(0, 100, 200),
                      "Präfektur": rng.choice(["Köln", "東京"], 200)})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = DPForestClassifier(1.0, schema, random_state=0).fit(X, rng.choice(["a", "b"], 200))
    return model, X


def test_a_column_name_in_another_unicode_normalisation_is_said_so():
    """An NFD column name was reported missing, with the advice to add it as an empty column."""
    model, X = _model()
    nfd = unicodedata.normalize("NFD", "Präfektur")
    with pytest.raises(SchemaError) as e:
        model.predict(X.rename(columns={"Präfektur": nfd}))
    msg = str(e.value)
    assert "Unicode normalisation" in msg and "NFC and NFD" in msg
    assert "empty column" not in msg
    # a column truly missing keeps its advice
    with pytest.raises(SchemaError) as e:
        model.predict(X.drop(columns="Präfektur"))
    assert "empty column" in str(e.value) and "Unicode" not in str(e.value)


def test_the_undeclared_category_message_names_unicode_normalisation():
    """Fixed text, whatever the value: NFD 'Köln' is not the declared NFC one."""
    model, X = _model()
    Z = X.copy()
    Z.loc[0, "Präfektur"] = unicodedata.normalize("NFD", "Köln")
    with pytest.raises(OutOfDomainError) as e:
        model.predict(Z)
    assert "Unicode normalisation, NFC or NFD" in str(e.value)


def test_cli_says_a_header_in_another_unicode_normalisation(tmp_path, capsys):
    rows = "Alter,Präfektur,y\n" + "".join(f"{i % 90},{'Köln' if i % 2 else '東京'},{'ab'[i % 3 == 0]}\n"
                                           for i in range(60))
    (tmp_path / "tr.csv").write_text(rows, encoding="utf-8")
    (tmp_path / "nfd.csv").write_text(unicodedata.normalize("NFD", rows), encoding="utf-8")
    doc = {"features": [{"name": "Alter", "type": "numeric", "lower": 0, "upper": 100},
                        {"name": "Präfektur", "type": "categorical", "categories": ["Köln", "東京"]}],
           "classes": ["a", "b"], "target": "y"}
    (tmp_path / "s.json").write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    assert main(["fit", str(tmp_path / "tr.csv"), "--schema", str(tmp_path / "s.json"),
                 "--epsilon", "1", "--no-progress", "-o", str(tmp_path / "m.json")]) == 0
    capsys.readouterr()
    rc = main(["predict", str(tmp_path / "m.json"), str(tmp_path / "nfd.csv"),
               "-o", str(tmp_path / "p.csv")])
    err = capsys.readouterr().err
    assert rc == 2 and "lacks the schema's column(s) ['Präfektur']" in err
    assert "Unicode normalisation" in err and "NFD" in err


def test_the_encoding_hint_names_cp932(tmp_path, capsys):
    """A Shift-JIS export (Excel in Japan) was pointed at cp1252 only."""
    (tmp_path / "d.csv").write_bytes("解約,年齢\nはい,30\nいいえ,40\n".encode("cp932"))
    rc = main(["schema-template", str(tmp_path / "d.csv"), "--target", "解約",
               "-o", str(tmp_path / "t.json")])
    err = capsys.readouterr().err
    assert rc == 2 and "--encoding cp932" in err and "--encoding cp1252" in err


def test_fit_suggests_total_seconds_for_a_duration_column():
    X = pd.DataFrame({"dur": pd.to_timedelta(np.arange(20), unit="D")})
    with pytest.raises(SchemaError, match=r"total_seconds\(\)"):
        DPForestClassifier(1, Schema([Numeric("dur", 0, 100)], classes=[0, 1])).fit(
            X, np.arange(20) % 2)


def _columns(text):
    """Terminal columns of ``text``: two for a wide (CJK) character, none for an accent."""
    return sum(0 if unicodedata.combining(ch) else
               2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def test_ledger_report_lines_up_wide_characters():
    """CJK feature names take two terminal columns a letter: the ε column was pushed out."""
    ledger = Ledger()
    ledger.charge("dataset size (hyper-parameter rules)", 0.03)
    ledger.charge("numeric grid histogram (年齢)", 0.025)
    ledger.charge("numeric grid histogram (Präfektur)", 0.025)
    rows = [line for line in ledger.report().splitlines() if line.endswith("(1 query)")]
    assert len(rows) == 3
    ends = {_columns(line[:line.index("(1 query)")]) for line in rows}
    assert len(ends) == 1, ledger.report()
