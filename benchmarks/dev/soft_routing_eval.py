"""Soft routing at prediction time: does blending the two children of a threshold split help?

    python3 benchmarks/dev/soft_routing_eval.py --limit 400 --seeds 3 --out DIR
    python3 benchmarks/dev/paired_diff.py DIR/rows.csv --ref hard

A DP tree's thresholds are drawn with noise, so a record a grid step or two from its node's
threshold may belong on the other side.  Soft routing sends it down both children, the far one
with weight σ(−d/s), d the record's distance to the threshold in grid intervals (public codes)
and s a width in intervals, and predicts from the weighted mix of the leaves' distributions.
Categorical and missing-value routes stay hard.  It reads only the released model, so every
(table, ε, split) is fitted once and every width predicts from that same fit (paired, as in
``postproc_eval.py``).  Tables: ``auto_tables.py``'s 382 automatic ones.
"""
from __future__ import annotations


import numpy as np

from auto_tables import fit_default_on_split, paired_main

WIDTHS = (0.5, 1.0, 2.0, 4.0)


def _threshold(row: np.ndarray, start: int):
    """Last code routed left when ``row`` is a 0…0 1…1 threshold route over codes ≥ start."""
    r = row[start:]
    if r[0] != 0 or r[-1] != 1 or np.any((r != 0) & (r != 1)) or np.count_nonzero(np.diff(r)) != 1:
        return None
    return start + int(np.argmax(r)) - 1


def soft_votes(model, codes: np.ndarray, s: float, chunk_cells: int = 20_000_000) -> np.ndarray:
    """Summed leaf tables with soft threshold routing of width ``s`` (s = 0: hard routing)."""
    schema = model.schema_
    n_codes, numeric, missing = schema.n_codes(), schema.is_numeric(), schema.missing_code()
    codes = codes.astype(np.int64)
    out = np.zeros((len(codes), schema.n_classes))
    for tree, tab in zip(model.trees_, model._leaf_tables()):
        tab = np.nan_to_num(tab)
        step = max(1, chunk_cells // tree.n_nodes)
        splits = {}
        for node in np.flatnonzero(tree.feature >= 0):
            f = int(tree.feature[node])
            row = tree.node_route(node)[:n_codes[f]].astype(np.int64)
            t = _threshold(row, 1 if missing[f] == 0 else 0) if numeric[f] and s > 0 else None
            splits[node] = (f, row, t)
        for a in range(0, len(codes), step):
            c = codes[a:a + step]
            idx = np.arange(len(c))
            W = np.zeros((len(c), tree.n_nodes))
            W[:, 0] = 1.0
            for node, (f, row, t) in splits.items():     # parents are stored before children
                w, cs, x = W[:, node], int(tree.child_start[node]), c[:, f]
                if t is None:
                    np.add.at(W, (idx, cs + row[x]), w)
                    continue
                p = 1.0 / (1.0 + np.exp(-(x - t - 0.5) / s))
                if missing[f] == 0:
                    p = np.where(x == 0, 0.0, p)
                W[:, cs + 1] += w * p
                W[:, cs] += w * (1.0 - p)
            out[a:a + step] += W @ tab
    return out


def _job(args):
    spec, eps, seed = args
    ds, (Xtr, ytr, Xte, yte), m = fit_default_on_split(spec, eps, seed)
    truth = m.schema_.encode_labels(yte)
    codes = m.schema_.encode(Xte)
    base = dict(dataset=ds.name, epsilon=eps, seed=seed, n_train=len(Xtr), error="",
                n_classes=ds.schema.n_classes, n_features=ds.schema.n_features)
    rows = []
    for name, s in [("hard", 0.0)] + [(f"soft-{w:g}", w) for w in WIDTHS]:
        pred = soft_votes(m, codes, s).argmax(1)
        rows.append(dict(base, method=name, accuracy=float(np.mean(pred == truth))))
    return rows


def main(argv=None):
    paired_main(_job, "/tmp/soft_routing", argv)


if __name__ == "__main__":
    main()
