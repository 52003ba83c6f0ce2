"""Summarise $UNSEEN_DIR/results.csv: python analyze.py [results.csv] > report.md"""
import os as _os
HERE = _os.path.dirname(_os.path.abspath(__file__))
#: where run_all.sh downloads the wheels and writes results (UNSEEN_DIR)
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen")
import sys
import numpy as np, pandas as pd
# the tables module: this batch's, or another batch's folder (UNSEEN_TABLES)
sys.path.insert(0, _os.environ.get("UNSEEN_TABLES", HERE))
f = sys.argv[1] if len(sys.argv) > 1 else _os.path.join(BASE, "results.csv")
#: the per-cell table: $UNSEEN_DIR/cells.csv when UNSEEN_DIR is set (the batch scripts run from
#: there and copy it), else beside the results file and named after it (results_refit_10.csv ->
#: cells_refit_10.csv): a refit summarised by hand no longer fails on a missing /tmp/unseen
_stem = _os.path.splitext(_os.path.basename(f))[0]
_name = "cells" + _stem.removeprefix("results") if _stem.startswith("results") else f"cells_{_stem}"
CELLS = (_os.path.join(_os.environ["UNSEEN_DIR"], "cells.csv") if _os.environ.get("UNSEEN_DIR")
         else _os.path.join(_os.path.dirname(_os.path.abspath(f)), _name + ".csv"))
r = pd.read_csv(f)
bad = r[r.error.notna() & (r.error != "")]
if len(bad):
    print("ERRORS:\n", bad[["dataset", "method", "epsilon", "seed", "error"]].to_string())
DP = ["default", "snr", "private-rdt", "boosting", "dp-ebm"]
def ms(a):
    a = np.asarray(a, float)
    return a.mean(), (a.std(ddof=1) / np.sqrt(len(a)) if len(a) > 1 else np.nan)
cells, const_cells = [], []
meta = r.groupby("dataset").agg(n_train=("n_train", "first"), n_test=("n_test", "first")).to_dict("index")
import tables
info = {}
for k, fn in tables.LOADERS.items():
    pass
order = list(dict.fromkeys(r.dataset))
for ds in order:
    d = r[r.dataset == ds]
    n = meta[ds]["n_train"] + meta[ds]["n_test"]
    maj_m, maj_se = ms(d[d.method == "default"].groupby("seed").majority.first())
    rf = d[d.method == "sklearn-rf"].accuracy
    rf_m, rf_se = ms(rf)
    print(f"\n### {ds}  (n={n}, majority={maj_m:.3f}; sklearn RF(100) non-private={rf_m:.3f} ± {rf_se:.3f})\n")
    print("| ε | default | SNR | PrivateRDT | DPBoosting | DP-EBM | best other DP | gap (def−best) | SE diff | within 1 SE | default constant? |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for e in sorted(d.epsilon.dropna().unique()):
        de = d[d.epsilon == e]
        stats = {}
        for m in DP:
            a = de[de.method == m].sort_values("seed")
            if len(a):
                stats[m] = (*ms(a.accuracy), a)
        dm, dse, da = stats["default"]
        others = {m: v for m, v in stats.items() if m != "default"}
        best = max(others, key=lambda m: others[m][0])
        bm, bse, _ = others[best]
        gap = dm - bm
        se = np.sqrt(dse**2 + bse**2)
        within = gap >= 0 or abs(gap) <= se
        constant = bool((np.abs(da.accuracy.values - da.majority.values) < 1e-12).all() and (da.n_pred_classes == 1).all())
        beats = max(v[0] - maj_m for v in others.values())
        flag = constant and beats > 0.01
        cells.append(dict(dataset=ds, eps=e, default=dm, default_se=dse, best=best, best_acc=bm, best_se=bse,
                          gap=gap, se=se, within=within, is_best=gap >= 0, constant=constant, flag_constant=flag,
                          maj=maj_m, rf=rf_m))
        fmt = lambda m: (f"{stats[m][0]:.3f}±{stats[m][1]:.3f}" if m in stats else "—")
        print(f"| {e:g} | **{dm:.3f}±{dse:.3f}** | {fmt('snr')} | {fmt('private-rdt')} | {fmt('boosting')} | {fmt('dp-ebm')} | "
              f"{best} {bm:.3f} | {gap:+.3f} | {se:.3f} | {'yes' if within else 'NO'} | {'CONSTANT' if constant else ''}{' (peer beats maj by %.3f)' % beats if flag else ''} |")
c = pd.DataFrame(cells)
c.to_csv(CELLS, index=False)
print(f"\n## Summary over {len(c)} (dataset, ε) cells\n")
print(f"- default best (gap ≥ 0): {int(c.is_best.sum())}/{len(c)}")
print(f"- default best or within 1 SE of the best other DP method: {int(c.within.sum())}/{len(c)}")
print(f"- default constant on every split: {int(c.constant.sum())}; of which a peer beats majority by > 1 pt: {int(c.flag_constant.sum())}")
print(f"- mean gap default − best other: {c.gap.mean():+.4f}; median {c.gap.median():+.4f}")
print(f"- default above majority by > 1 pt: {int((c.default - c.maj > 0.01).sum())}/{len(c)}")
print("\nPer ε:")
print(c.groupby("eps").agg(within=("within", "sum"), best=("is_best", "sum"), cells=("within", "size"), mean_gap=("gap", "mean")).to_string())
print("\nWorst gaps:")
print(c.sort_values("gap").head(12)[["dataset", "eps", "default", "best", "best_acc", "gap", "se", "maj", "rf", "constant"]].to_string(index=False))
print("\nConstant cells:")
print(c[c.constant][["dataset", "eps", "default", "maj", "best", "best_acc"]].to_string(index=False))
# below-majority behaviour of the default, per split
dd = r[r.method == "default"].copy()
dd["below_maj"] = dd.accuracy < dd.majority - 1e-12
dd["const"] = dd.n_pred_classes == 1
dd["const_minority"] = dd.const & (dd.accuracy < dd.majority - 1e-12)
print(f"\nDefault fits (splits): {len(dd)}; constant predictor on {int(dd.const.sum())}, of which a "
      f"constant NON-majority class on {int(dd.const_minority.sum())}")
print("Cells where the default's mean is below the majority rate by > 1 pt:")
print(c[c.default < c.maj - 0.01][["dataset", "eps", "default", "maj", "best", "best_acc"]].to_string(index=False))
print("\nConstant non-majority fits by (dataset, eps):")
print(dd[dd.const_minority].groupby(["dataset", "epsilon"]).size().to_string())
