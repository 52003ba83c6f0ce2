"""Redraw the recorded paper-reproduction plots from their own ``summary.csv`` (no refit: the
numbers are the record's), after a change to ``dpforest.experiments.plots``.

Each folder's paper, grid size and data sets are read from the first lines of its
``summary.md`` (written by ``dpforest reproduce``); the accounting is 'paper' where the summary
holds a ``@paper`` line.  Only PNGs the folder already holds are rewritten.

Usage: ``python3 benchmarks/dev/replot_results.py docs/results/full/dprf docs/results/snr ...``
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

import pandas as pd

from dpforest.experiments.grids import experiment
from dpforest.experiments.plots import plot_experiment


def replot(folder: Path) -> list[str]:
    head = (folder / "summary.md").read_text().splitlines()[:4]
    paper = re.search(r"`dpforest reproduce ([\w-]+)", head[0]).group(1)
    size = re.search(r"Grid: (\w+);", "\n".join(head)).group(1)
    datasets = re.search(r"datasets: ([\w, ]+)\.", "\n".join(head)).group(1).split(", ")
    summary = pd.read_csv(folder / "summary.csv")
    accounting = "paper" if summary["algorithm"].astype(str).str.endswith("@paper").any() else "sound"
    exp = experiment(paper, size, datasets=datasets, accounting=accounting)
    before = {p.name for p in folder.glob("*.png")}
    with tempfile.TemporaryDirectory() as tmp:
        drawn = plot_experiment(exp, summary, Path(tmp))
        written = []
        for p in drawn:
            p = Path(p)
            if p.name in before:                     # only what the record already shows
                (folder / p.name).write_bytes(p.read_bytes())
                written.append(p.name)
    missing = sorted(before - set(written))
    return written + [f"(not redrawn: {m})" for m in missing]


if __name__ == "__main__":
    for f in sys.argv[1:]:
        print(f, replot(Path(f)))
