"""Summaries of the coupled many-class depth fits (manyclass_depth_eval.py rows).

    python3 benchmarks/dev/manyclass_depth/analyze.py > benchmarks/results/manyclass_depth/summary.md
    PHASE=confirm python3 ...     # seeds >= 5 only (fresh splits); PHASE=main: seeds 0-4

Paired differences variant − today per fit (0 exactly where the variant asks the same depths).
SE over fits and over tables (a table's mean difference as the unit).  Sets: "many" = C ≥ 6,
"control" = C ≤ 5.  The two tables that motivated the question (pines_bands20, ocv_letter_aj10)
are left out of every pooled line and shown apart.  Flips: on outside tables with recorded peer
rows (seeds 0-2, the same splits), a (table, ε) cell is within when today's mean over seeds 0-2
is at least the best other DP method's recorded mean or within √(SE² + SE²) of it
(unseen_pooled.py's rule; copied from ../wide_depth/analyze.py).
"""
import os
import re
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[3]
R = ROOT / "benchmarks/results/manyclass_depth"
VARS = ["halfC", "plus1", "fullC2"]
DP = ["snr", "private-rdt", "boosting", "dp-ebm"]
SEEN = {"pines_bands20", "ocv_letter_aj10"}
PHASE = os.environ.get("PHASE", "all")


def rows():
    out = []
    for f in sorted(R.glob("rows_*.csv")):
        r = pd.read_csv(f)
        out.append(r)
    r = pd.concat(out, ignore_index=True).drop_duplicates(["group", "dataset", "epsilon", "seed"])
    if PHASE == "confirm":
        r = r[r.seed >= 5]
    elif PHASE == "main":
        r = r[r.seed < 5]
    r["set"] = np.where(r.C >= 6, "many", "control")
    r["cls"] = pd.cut(r.C, [0, 2, 5, 9, 10**6], labels=["2", "3-5", "6-9", "10+"])
    r["band"] = pd.cut(r.n_train * r.epsilon, [0, 300, 3000, np.inf],
                       labels=["<300", "300-3k", ">=3k"], right=False)
    return r


def fmt(m, s):
    return f"{m:+.4f} ± {s:.4f}"


def se(x):
    return x.std(ddof=1) / np.sqrt(len(x)) if len(x) > 1 else float("nan")


def block(r, by, label):
    lines = [f"| set | {label} | tables | fits | " + " | ".join(
        f"{v}: diff ± SE(tables) [SE fits] (changed)" for v in VARS) + " |", "|" + "---|" * (4 + len(VARS))]
    for st in ["many", "control"]:
        x0 = r[r.set == st]
        for k, x in ([("all", x0)] if by is None else x0.groupby(by, observed=True)):
            if x.empty:
                continue
            parts = []
            for v in VARS:
                dd = x[f"acc_{v}"] - x.acc_cur
                tm = dd.groupby(x.dataset).mean()
                parts.append(f"{fmt(dd.mean(), se(tm))} [{se(dd):.4f}] ({int((x[f'd_{v}'] != x.d_cur).sum())})")
            lines.append(f"| {st} | {k if not isinstance(k, float) else f'{k:g}'} | {x.dataset.nunique()} | "
                         f"{len(x)} | " + " | ".join(parts) + " |")
    return "\n".join(lines)


def transitions(r):
    lines = ["| variant | set | d_cur | Δdepth | fits | tables | mean diff ± SE (fits) |", "|" + "---|" * 7]
    for v in VARS:
        for st in ["many", "control"]:
            x = r[(r.set == st) & (r[f"d_{v}"] != r.d_cur)]
            for (dc, dd_), y in x.groupby([x.d_cur.clip(upper=7), x[f"d_{v}"] - x.d_cur]):
                dd = y[f"acc_{v}"] - y.acc_cur
                lines.append(f"| {v} | {st} | {int(dc)}{'+' if dc == 7 else ''} | +{int(dd_)} | {len(y)} | "
                             f"{y.dataset.nunique()} | {fmt(dd.mean(), se(dd))} |")
    return "\n".join(lines)


def cells2se(r):
    out = {v: ([], []) for v in VARS}
    for (ds, e), x in r.groupby(["dataset", "epsilon"]):
        for v in VARS:
            dd = x[f"acc_{v}"] - x.acc_cur
            if (dd == 0).all() or len(dd) < 2:
                continue
            m, s = dd.mean(), se(dd)
            if abs(m) > 2 * s:
                out[v][0 if m > 0 else 1].append(
                    f"{ds} ε{e:g} (C={int(x.C.iloc[0])}, n={int(x.n_train.iloc[0])}, d {x.d_cur.mean():.1f}→"
                    f"{x[f'd_{v}'].mean():.1f}) {fmt(m, s)}")
    lines = []
    for v in VARS:
        for st in ["many", "control"]:
            names = set(r[r.set == st].dataset)
            b = [c for c in out[v][0] if c.split(" ")[0] in names]
            w = [c for c in out[v][1] if c.split(" ")[0] in names]
            lines.append(f"- **{v}, {st}**: {len(b)} better / {len(w)} worse")
            lines += [f"  - better: {c}" for c in b] + [f"  - worse: {c}" for c in w]
    return "\n".join(lines)


def _batch(p):
    m = re.search(r"unseen_wheels(\d*)$", p.parent.name)
    return int(m.group(1) or 1)


def flips(r):
    res = {}
    for f in sorted((ROOT / "benchmarks/results").glob("unseen_wheels*/results.csv")):
        b = _batch(f)
        rec = pd.read_csv(f)
        rec = rec[rec.seed.isin([0, 1, 2]) & rec.method.isin(DP) & (rec.error.isna() | (rec.error == ""))]
        for (ds, e), x in rec.groupby(["dataset", "epsilon"]):
            g = x.groupby("method").accuracy
            m, s = g.mean(), g.std(ddof=1) / np.sqrt(g.size())
            k = m.idxmax()
            res[(f"u{b}", ds, float(e))] = (m[k], s[k], k)
    out = []
    mine = r[r.seed.isin([0, 1, 2])]
    for (grp, ds, e), x in mine.groupby(["group", "dataset", "epsilon"]):
        if (grp, ds, float(e)) not in res or len(x) < 3:
            continue
        bm, bs, b = res[(grp, ds, float(e))]
        row = dict(dataset=ds, epsilon=e, set=x.set.iloc[0], best=b, best_acc=bm)
        for v in ["cur"] + VARS:
            a = x[f"acc_{v}"]
            gap = a.mean() - bm
            row[f"within_{v}"] = bool(gap >= 0 or abs(gap) <= np.hypot(se(a), bs))
            row[f"acc_{v}"] = a.mean()
        out.append(row)
    c = pd.DataFrame(out)
    if c.empty:
        return "(no seeds 0-2 in this phase: no recorded peer rows to compare with)", c
    lines = ["| set | cells | within today | " + " | ".join(f"{v}: within, lost, won" for v in VARS) + " |",
             "|" + "---|" * (3 + len(VARS))]
    for st in ["many", "control"]:
        y = c[c.set == st]
        if y.empty:
            continue
        parts = []
        for v in VARS:
            lost = int((y.within_cur & ~y[f"within_{v}"]).sum())
            won = int((~y.within_cur & y[f"within_{v}"]).sum())
            parts.append(f"{int(y[f'within_{v}'].sum())}, {lost}, {won}")
        lines.append(f"| {st} | {len(y)} | {int(y.within_cur.sum())} | " + " | ".join(parts) + " |")
    moved = c[np.column_stack([c.within_cur != c[f"within_{v}"] for v in VARS]).any(axis=1)]
    return "\n".join(lines), moved


def main():
    r_all = rows()
    r = r_all[~r_all.dataset.isin(SEEN)]
    print(f"# Many-class depth variants: coupled fits (phase: {PHASE})\n")
    for st in ["many", "control"]:
        x = r[r.set == st]
        print(f"- {st}: {x.dataset.nunique()} tables, {len(x)} (table, ε, split) rows, C "
              f"{int(x.C.min()) if len(x) else 0}-{int(x.C.max()) if len(x) else 0}, n_train "
              f"{int(x.n_train.min()) if len(x) else 0}-{int(x.n_train.max()) if len(x) else 0}")
    print(f"- ledger check: {int(r_all.ledger_ok.astype(bool).sum())} of {len(r_all)} rows have every "
          f"fit's ledger_.epsilon == ε")
    print("\nMotivating tables (pines_bands20, ocv_letter_aj10) are excluded below; see the last section.\n")
    print("## By ε\n"); print(block(r, "epsilon", "ε"))
    print("\n## Pooled\n"); print(block(r, None, "all"))
    print("\n## By band of n·ε (train rows × ε)\n"); print(block(r, "band", "n·ε"))
    print("\n## By class count\n"); print(block(r, "cls", "C"))
    print("\n## By class count and band\n"); print(block(r, ["cls", "band"], "C, n·ε"))
    print("\n## Where the depth changes (per changed fit)\n"); print(transitions(r))
    print("\n## (table, ε) cells beyond 2 SE (paired over the cell's splits)\n"); print(cells2se(r))
    t, moved = flips(r)
    print("\n## Within one SE of the best other DP method (seeds 0-2, recorded peers)\n"); print(t)
    if len(moved):
        print("\nMoved cells:\n")
        for m in moved.itertuples():
            print(f"- {m.dataset} ε{m.epsilon:g}: best {m.best} {m.best_acc:.3f}; today "
                  f"{m.acc_cur:.3f} ({'in' if m.within_cur else 'out'}); " + "; ".join(
                      f"{v} {getattr(m, 'acc_' + v):.3f} ({'in' if getattr(m, 'within_' + v) else 'out'})"
                      for v in VARS))
    s = r_all[r_all.dataset.isin(SEEN)]
    if len(s):
        print("\n## Motivating tables (not evidence)\n")
        lines = ["| table | ε | splits | d_cur | " + " | ".join(f"{v}: d, diff ± SE" for v in VARS) + " |",
                 "|" + "---|" * (4 + len(VARS))]
        for (ds, e), x in s.groupby(["dataset", "epsilon"]):
            lines.append(f"| {ds} | {e:g} | {len(x)} | {x.d_cur.mean():.1f} | " + " | ".join(
                f"{x[f'd_{v}'].mean():.1f}, {fmt((x[f'acc_{v}'] - x.acc_cur).mean(), se(x[f'acc_{v}'] - x.acc_cur))}"
                for v in VARS) + " |")
        print("\n".join(lines))


if __name__ == "__main__":
    main()
