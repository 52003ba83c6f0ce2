"""Peak memory and time of ``dpforest predict`` on a large CSV: the file read a chunk of
records at a time (the default above 64 MB on disk) against the whole file read at once (the
behaviour below that size), and a plain pandas loop over the same file in chunks
(``read_csv(chunksize=200_000)`` -> ``predict_proba`` -> append) as the reference.  Each runs
in its own process, measured by ``/usr/bin/time -v`` (maximum resident set size).

    python3 benchmarks/bench_cli_predict_memory.py [--rows 1500000]

The table: 5 numeric and 3 categorical columns and an identifier, kept in the output with
``--keep id``, probabilities with ``--proba``.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd


def run(code: str) -> tuple[float, float]:
    """Wall seconds and peak resident MB of ``python3 -c code``."""
    t = time.perf_counter()
    out = subprocess.run(["/usr/bin/time", "-v", sys.executable, "-c", code],
                         capture_output=True, text=True)
    wall = time.perf_counter() - t
    if out.returncode != 0:
        raise SystemExit(out.stderr[-3000:])
    kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", out.stderr).group(1))
    return wall, kb / 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=1_500_000)
    a = ap.parse_args()
    rng = np.random.default_rng(0)
    n = a.rows
    df = pd.DataFrame({"id": [f"r{i:08d}" for i in range(n)]})
    for j in range(5):
        df[f"x{j}"] = rng.uniform(0, 100, n).round(3)
    for j, levels in enumerate((["a", "b", "c"], ["north", "south", "east", "west"], ["u", "v"])):
        df[f"c{j}"] = rng.choice(levels, n)
    df["y"] = np.where(df["x0"] + 20 * (df["c0"] == "a") > 60, "yes", "no")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        data = tmp / "big.csv"
        df.to_csv(data, index=False)
        schema = tmp / "schema.json"
        import json

        schema.write_text(json.dumps({
            "features": [{"name": f"x{j}", "type": "numeric", "lower": 0, "upper": 100} for j in range(5)]
            + [{"name": f"c{j}", "type": "categorical", "categories": levels}
               for j, levels in enumerate((["a", "b", "c"], ["north", "south", "east", "west"], ["u", "v"]))],
            "classes": ["no", "yes"], "target": "y"}))
        train = tmp / "train.csv"
        df.head(50_000).to_csv(train, index=False)
        model = tmp / "m.json.gz"
        from dpforest.cli import main as cli

        # the fit's own report to stderr, away from this script's table; a raise, not an
        # assert (python -O drops those)
        with contextlib.redirect_stdout(sys.stderr):
            rc = cli(["fit", str(train), "--schema", str(schema), "--epsilon", "1", "--drop", "id",
                      "-o", str(model), "--no-progress"])
        if rc != 0:
            raise SystemExit(f"the fit exited {rc}")
        size = data.stat().st_size / 2**20
        args = [str(model), str(data), "--keep", "id", "--proba", "--no-progress", "--force"]
        rows = []
        for label, setup in (("chunks (default above 64 MB)", ""),
                             ("whole file", "c.PREDICT_STREAM_BYTES = 1 << 62; ")):
            out = tmp / "out.csv"
            code = (f"import sys, dpforest.cli as c; {setup}"
                    f"sys.exit(c.main(['predict', *{args!r}, '-o', {str(out)!r}]))")
            rows.append((label, *run(code)))
            if label.startswith("chunks"):
                chunked = pd.read_csv(out, dtype=str)
            else:
                assert pd.read_csv(out, dtype=str).equals(chunked), "outputs differ"
        loop = (f"import pandas as pd, dpforest\n"
                f"m = dpforest.load_model({str(model)!r})\n"
                f"parts = []\n"
                f"for ch in pd.read_csv({str(data)!r}, chunksize=200_000):\n"
                f"    X = ch[m.schema_.feature_names]\n"
                f"    p = m.predict_proba(X)\n"
                f"    o = pd.DataFrame(p, columns=['proba_' + str(c) for c in m.classes_])\n"
                f"    o.insert(0, 'prediction', m.classes_[p.argmax(1)])\n"
                f"    o.insert(0, 'id', ch['id'].to_numpy())\n"
                f"    parts.append(o.to_csv(None, index=False, header=not parts))\n"
                f"open({str(tmp / 'loop.csv')!r}, 'w').write(''.join(parts))\n")
        rows.append(("pandas chunked loop (reference)", *run(loop)))
    print(f"dpforest predict --keep id --proba on {n:,} rows ({size:.0f} MB CSV), own process each")
    print(f"{'how':<34} {'wall s':>7} {'peak MB':>8} {'MB vs loop':>10}")
    ref = rows[-1][2]
    for label, wall, mb in rows:
        print(f"{label:<34} {wall:>7.1f} {mb:>8.0f} {mb / ref:>10.2f}")


if __name__ == "__main__":
    main()
