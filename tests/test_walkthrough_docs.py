"""The registry walkthrough (docs/walkthrough_registry.md) runs as written: its Python blocks
are executed in order in one namespace, and what the page says of their results holds."""
from __future__ import annotations

import re
import warnings
from pathlib import Path

import numpy as np

PAGE = Path(__file__).resolve().parents[1] / "docs" / "walkthrough_registry.md"


def _blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), flags=re.S)


def test_the_registry_walkthrough_runs_and_keeps_its_promises(capsys):
    blocks = _blocks()
    assert len(blocks) >= 7
    ns: dict = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for code in blocks:
            exec(compile(code, str(PAGE), "exec"), ns)
    model, schema = ns["model"], ns["schema"]
    # the guarantee per patient: 2 rows at 0.5 each
    assert model.ledger_.epsilon == 0.5
    assert model.person_bound_["person_epsilon"] == 1.0 and model.person_bound_["max_rows"] == 2
    # the split kept each patient on one side
    assert set(ns["X_tr"].patient_id).isdisjoint(ns["X_te"].patient_id)
    # the public preprocessing left no sentinel and no stray spelling for the schema to refuse
    assert ns["X"]["creatinine"].max() < 15 and set(ns["X"]["ward"]) <= {"ICU", "Cardiology", "Surgery"}
    schema.encode(ns["X"])
    # the handed-over file predicts as the model does
    np.testing.assert_array_equal(ns["again"].predict(ns["new"]), model.predict(ns["new"]))
    assert "patient" in ns["statement_markdown"](ns["again"]) or "person" in \
        ns["statement_markdown"](ns["again"])
    # the page's claims about skipping the ward mapping: fit refuses the column by name; a
    # schema whose ward allows missing values reads the stray spellings as missing, saying so
    import pytest

    import dpforest as d

    raw_ward = ns["X"].assign(ward=ns["raw"]["ward"])
    with pytest.raises(d.SchemaError, match="column 'ward'"):
        schema.encode(raw_ward)
    loose = d.Schema([f if f.name != "ward" else d.Categorical(
        "ward", ["ICU", "Cardiology", "Surgery"], allow_missing=True) for f in schema.features],
        classes=list(schema.classes))
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        loose.conform(raw_ward)
    assert any("only in letter case or surrounding spaces" in str(w.message) for w in said)
    out = capsys.readouterr().out
    assert "Release statement" in out
