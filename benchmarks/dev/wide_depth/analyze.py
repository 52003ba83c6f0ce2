"""Summaries of the coupled depth-variant fits (wide_depth_eval.py rows).

    python3 benchmarks/dev/wide_depth/analyze.py > benchmarks/results/wide_depth/summary.md

Paired differences variant − cur per fit (0 exactly where the variant asks the same depths);
SE two ways: over fits, and over tables (each table's mean difference, the tables as the
independent units).  "Flips": on outside tables with recorded peer rows (seeds 0-2, the same
splits), a (table, ε) cell is *within* when cur's mean over seeds 0-2 is at least the best other
DP method's recorded mean or within √(SE_cur² + SE_best²) of it (unseen_pooled.py's rule); a
flip counts cells that move from within to not (lost) or back (won) under the variant.
"""
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[3]
R = ROOT / "benchmarks/results/wide_depth"
VARS = ["capM", "softM", "lnF", "stump2", "shallow"]
DP = ["snr", "private-rdt", "boosting", "dp-ebm"]      # the other DP methods (unseen_pooled.DP)


def rows():
    out = []
    for name, phase in [("rows_wide.csv", "explore"), ("rows_control.csv", "explore"),
                        ("rows_auto.csv", "confirm"), ("rows_confirm.csv", "confirm")]:
        f = R / name
        if f.exists():
            r = pd.read_csv(f)
            r["set"] = np.where(r.F >= 40, "wide", "control")
            r["phase"] = phase
            out.append(r)
    r = pd.concat(out, ignore_index=True).drop_duplicates(["group", "dataset", "epsilon", "seed"])
    r = r[r.phase.isin(PHASES)]
    # post hoc (chosen after the exploratory rows): capM's depth only where today's rule gives a
    # stump, else today's.  Exact from the coupled rows: capM is at most one level deeper, so
    # stump2 asks either cur's depth or capM's (the leave-out call aside, which never binds here)
    up = r.d_cur == 1
    r["d_stump2"] = np.where(up, r.d_capM, r.d_cur)
    r["acc_stump2"] = np.where(up, r.acc_capM, r.acc_cur)
    # post hoc: capM's depth where today's rule gives at most 2 levels
    up = r.d_cur <= 2
    r["d_shallow"] = np.where(up, r.d_capM, r.d_cur)
    r["acc_shallow"] = np.where(up, r.acc_capM, r.acc_cur)
    r["lnM"] = np.log(pd.to_numeric(r.M, errors="coerce").astype(float).clip(lower=3))
    return r


import os
PHASES = os.environ.get("PHASES", "explore,confirm").split(",")


def transitions(r):
    lines = ["| variant | set | d_cur → d_var | fits | tables | mean diff ± SE (fits) |",
             "|" + "---|" * 6]
    for v in VARS:
        for st in ["wide", "control"]:
            x = r[(r.set == st) & (r[f"d_{v}"] != r.d_cur)]
            for dc, y in x.groupby(x.d_cur.clip(upper=4)):
                dd = y[f"acc_{v}"] - y.acc_cur
                se = dd.std(ddof=1) / np.sqrt(len(dd)) if len(dd) > 1 else float("nan")
                lab = f"{int(dc)} → {int(dc) + 1}" if dc < 4 else "≥4 → +1"
                lines.append(f"| {v} | {st} | {lab} | {len(y)} | {y.dataset.nunique()} | "
                             f"{fmt(dd.mean(), se)} |")
    return "\n".join(lines)


def fmt(m, s):
    return f"{m:+.4f} ± {s:.4f}"


def paired(r):
    lines = ["| set | ε | tables | fits | variant | changed fits | mean diff ± SE (fits) | "
             "± SE (tables) | changed-fit mean diff |", "|" + "---|" * 9]
    for st in ["wide", "control"]:
        for e in sorted(r.epsilon.unique()):
            x = r[(r.set == st) & (r.epsilon == e)]
            if x.empty:
                continue
            for v in VARS:
                dd = x[f"acc_{v}"] - x.acc_cur
                ch = x[f"d_{v}"] != x.d_cur
                se_f = dd.std(ddof=1) / np.sqrt(len(dd))
                tm = dd.groupby(x.dataset).mean()
                se_t = tm.std(ddof=1) / np.sqrt(len(tm))
                chm = dd[ch].mean() if ch.any() else float("nan")
                lines.append(f"| {st} | {e:g} | {x.dataset.nunique()} | {len(x)} | {v} | "
                             f"{int(ch.sum())} | {fmt(dd.mean(), se_f)} | ± {se_t:.4f} | "
                             f"{chm:+.4f} |")
    return "\n".join(lines)


def by_table(r):
    lines = ["| table | set | n_train | F | C | ln M | ε | splits | d_cur | " +
             " | ".join(f"{v}: d, diff ± SE" for v in VARS) + " |", "|" + "---|" * (9 + len(VARS))]
    for (ds, e), x in r.groupby(["dataset", "epsilon"]):
        if not any((x[f"d_{v}"] != x.d_cur).any() for v in VARS):
            continue
        cells = []
        for v in VARS:
            dd = x[f"acc_{v}"] - x.acc_cur
            cells.append(f"{x[f'd_{v}'].mean():.1f}, {fmt(dd.mean(), dd.std(ddof=1) / np.sqrt(len(dd)))}")
        lines.append(f"| {ds} | {x.set.iloc[0]} | {int(x.n_train.iloc[0])} | {int(x.F.iloc[0])} | "
                     f"{int(x.C.iloc[0])} | {x.lnM.mean():.1f} | {e:g} | {len(x)} | "
                     f"{x.d_cur.mean():.1f} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def flips(r):
    res = {}
    for f in sorted((ROOT / "benchmarks/results").glob("unseen_wheels*/results.csv")):
        rec = pd.read_csv(f)
        rec = rec[rec.seed.isin([0, 1, 2]) & rec.method.isin(DP)
                  & (rec.error.isna() | (rec.error == ""))]
        for (ds, e), x in rec.groupby(["dataset", "epsilon"]):
            if ds in set(r.dataset):
                g = x.groupby("method").accuracy
                m, s = g.mean(), g.std(ddof=1) / np.sqrt(g.size())
                b = m.idxmax()
                res[(ds, float(e))] = (m[b], s[b], b)
    out = []
    mine = r[r.seed.isin([0, 1, 2]) & r.group.astype(str).str.startswith("u")]
    for (ds, e), x in mine.groupby(["dataset", "epsilon"]):
        if (ds, float(e)) not in res or len(x) < 3:
            continue
        bm, bs, b = res[(ds, float(e))]
        row = dict(dataset=ds, epsilon=e, set=x.set.iloc[0], best=b, best_acc=bm)
        for v in ["cur"] + VARS:
            a = x[f"acc_{v}"]
            gap = a.mean() - bm
            row[f"within_{v}"] = bool(gap >= 0 or abs(gap) <= np.hypot(a.std(ddof=1) / np.sqrt(len(a)), bs))
            row[f"acc_{v}"] = a.mean()
        out.append(row)
    c = pd.DataFrame(out, columns=["dataset", "epsilon", "set", "best", "best_acc"]
                     + [f"{p}_{v}" for v in ["cur"] + VARS for p in ("within", "acc")])
    lines = ["| set | cells | within cur | " + " | ".join(f"{v}: within, lost, won" for v in VARS)
             + " |", "|" + "---|" * (3 + len(VARS))]
    for st in ["wide", "control"]:
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
    r = rows()
    t = r.groupby(["set", "dataset"]).agg(n_train=("n_train", "first"), F=("F", "first"),
                                          C=("C", "first"), lnM=("lnM", "mean"),
                                          splits=("seed", "nunique"))
    print(f"# Wide-depth variants: coupled fits (phases: {', '.join(PHASES)})\n")
    print(f"{len(r)} (table, ε, split) rows, {r.dataset.nunique()} tables "
          f"({(t.reset_index().set == 'wide').sum()} wide with F ≥ 40, "
          f"{(t.reset_index().set == 'control').sum()} control)\n")
    print("## Paired differences (variant − cur)\n")
    print(paired(r))
    print("\n## Pooled over ε\n")
    for st in ["wide", "control"]:
        x = r[r.set == st]
        for v in VARS:
            dd = x[f"acc_{v}"] - x.acc_cur
            tm = dd.groupby(x.dataset).mean()
            print(f"- {st} {v}: {fmt(dd.mean(), dd.std(ddof=1) / np.sqrt(len(dd)))} (fits, "
                  f"{len(dd)}), ± {tm.std(ddof=1) / np.sqrt(len(tm)):.4f} over {len(tm)} tables; "
                  f"changed fits {int((x[f'd_{v}'] != x.d_cur).sum())}")
    print("\n## By the depth today's rule gives, fits the variant changes\n")
    print(transitions(r))
    print("\n## (table, ε) cells better / worse by more than 2 SE (paired over splits)\n")
    print("| set | " + " | ".join(VARS) + " |\n|" + "---|" * (1 + len(VARS)))
    for st in ["wide", "control"]:
        x = r[r.set == st]
        parts = []
        for v in VARS:
            g = (x[f"acc_{v}"] - x.acc_cur).groupby([x.dataset, x.epsilon])
            m, se = g.mean(), g.std(ddof=1) / np.sqrt(g.size())
            parts.append(f"{int((m > 2 * se).sum())} / {int((m < -2 * se).sum())}")
        print(f"| {st} | " + " | ".join(parts) + " |")
    print("\n## Cells the variants change (table, ε)\n")
    print(by_table(r))
    print("\n## Within one SE of the best other DP method (outside tables, seeds 0-2, recorded "
          "peers)\n")
    ft, moved = flips(r)
    print(ft)
    if len(moved):
        print("\nCells that move:\n")
        print(moved.round(3).to_string(index=False))
    print("\n## Tables\n")
    print(t.round(1).to_string())


if __name__ == "__main__":
    main()
