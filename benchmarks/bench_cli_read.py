"""How long ``dpforest predict`` takes to read a large CSV, plain and with the layouts that make
it filter lines first (``--comment``; Excel's rows of separators only), against pandas'
``read_csv`` of the same file in the same process.

    PYTHONPATH=src python3 benchmarks/bench_cli_read.py [--rows 1500000] [--repeats 2]

The filter reads the file line by line to follow quoted fields (a line inside a quoted value is
never a comment), so it costs a Python pass over the lines; this prints that cost as a ratio.
The model is fitted on generated data (one tree of the default forest; predicting is a small
part of the command's time).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
from bench_fit import timed as _best     # the best of a few wall-clock runs


def main():
    from dpforest.cli import main as cli

    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=1_500_000)
    ap.add_argument("--repeats", type=int, default=2)
    a = ap.parse_args()
    rng = np.random.default_rng(0)
    n = a.rows
    df = pd.DataFrame({"a": rng.normal(size=n).round(4), "b": rng.integers(0, 100, n),
                       "c": rng.choice(["x", "y", "z"], n)})
    df["y"] = np.where(df["a"] + (df["c"] == "x") > 0.5, "p", "q")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        df.to_csv(tmp / "plain.csv", index=False)
        text = (tmp / "plain.csv").read_text()
        head, body = text.split("\n", 1)
        (tmp / "comment.csv").write_text(f"# exported 2026-11-29\n{head}\n{body}")
        # a row of separators only every 100,000 lines (an Excel export's empty rows)
        lines = body.splitlines(keepends=True)
        for i in range(len(lines) - 1, 0, -100_000):
            lines.insert(i, ",,,\n")
        (tmp / "excel.csv").write_text(head + "\n" + "".join(lines))
        (tmp / "s.json").write_text(json.dumps({
            "target": "y", "classes": ["p", "q"], "features": [
                {"name": "a", "type": "numeric", "lower": -5, "upper": 5},
                {"name": "b", "type": "numeric", "lower": 0, "upper": 100},
                {"name": "c", "type": "categorical", "categories": ["x", "y", "z"]}]}))
        df.head(20_000).to_csv(tmp / "train.csv", index=False)
        quiet = contextlib.redirect_stdout(io.StringIO())
        with quiet:
            cli(["fit", str(tmp / "train.csv"), "--schema", str(tmp / "s.json"), "--epsilon", "1",
                 "--no-progress", "-o", str(tmp / "m.json"), "--random-state", "0"])
        ref = _best(lambda: pd.read_csv(tmp / "plain.csv"), a.repeats)
        print(f"{n:,} rows; pandas.read_csv of the plain file: {ref:.2f} s")
        for name, extra in (("plain", []), ("comment", ["--comment", "#"]), ("excel", [])):
            def run():
                with contextlib.redirect_stdout(io.StringIO()), \
                        contextlib.redirect_stderr(io.StringIO()):
                    rc = cli(["predict", str(tmp / "m.json"), str(tmp / f"{name}.csv"),
                              "--target", "y", "-o", str(tmp / "out.csv"), "--force"] + extra)
                assert rc == 0, rc
            t = _best(run, a.repeats)
            print(f"predict, {name:8s} file: {t:6.2f} s  ({t / ref:4.1f}x pandas.read_csv)")


if __name__ == "__main__":
    main()
