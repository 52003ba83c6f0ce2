"""Batch 242's tables, from Debian bookworm's r-cran-dslabs 0.7.4-1 (`apt-get download
r-cran-dslabs=0.7.4-1`, md5 checked, `dpkg-deb -x` under UNSEEN_DIR/ex: nothing is installed).
The data are read once by extract_r242.py into CSVs.

dslabs' `polls_us_election_2016` ("Fivethirtyeight 2016 Poll Data"; "Poll results from US 2016
presidential elections aggregated from HuffPost Pollster, RealClearPolitics, polling firms, and
news reports"; the original csv is FiveThirtyEight's president_general_polls_2016.csv): 4,208
polls, state, start / end date, pollster, 538's pollster grade, sample size, population polled,
raw and 538-adjusted shares for Clinton, Trump, Johnson, McMullin.

Candidates (target, classes and columns fixed before the pre-check, /tmp/unseen242/CHOICE):
- dslabs_polls2016_population -- population (lv / rv / v / a: likely voters, registered voters,
  voters, adults), from state, pollster, grade (categorical), samplesize, rawpoll_clinton,
  rawpoll_trump, rawpoll_johnson, enddate (days since 1970), fieldwork_days (enddate - startdate).
  Not used: adjpoll_* (538's adjustment uses the population type), rawpoll_mcmullin (missing in
  4,178), startdate (only through fieldwork_days).
Reserve, used only if that table fails the pre-check:
- dslabs_trump_source_pre2016 -- trump_tweets before 2016-01-01 UTC, source (device / service,
  sources with >= 100 tweets in the subset) from year, hour, weekday, is_retweet, is_reply,
  retweet_count, favorite_count and counts built from the text.
"""
from __future__ import annotations

import os as _os
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen242"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC_P = ("Debian r-cran-dslabs 0.7.4-1, polls_us_election_2016 (FiveThirtyEight's 2016 "
         "presidential general-election polls, 4,208)")
SRC_T = ("Debian r-cran-dslabs 0.7.4-1, trump_tweets (Trump Twitter Archive, 2009-2017), "
         "tweets before 2016")


def dslabs_polls2016_population():
    df = pd.read_csv(BASE / "polls_us_election_2016.csv", keep_default_na=False, na_values=["NA"])
    assert df.shape == (4208, 15), df.shape
    y = df["population"]
    X = pd.DataFrame({
        "state": df["state"].astype(str),
        "pollster": df["pollster"].astype(str),
        "grade": df["grade"].where(df["grade"].notna(), None),
        "samplesize": df["samplesize"].astype(float),
        "rawpoll_clinton": df["rawpoll_clinton"].astype(float),
        "rawpoll_trump": df["rawpoll_trump"].astype(float),
        "rawpoll_johnson": df["rawpoll_johnson"].astype(float),
        "enddate": df["enddate"].astype(float),
        "fieldwork_days": (df["enddate"] - df["startdate"]).astype(float),
    })
    return _finish("dslabs_polls2016_population", X, y, source=SRC_P,
                   what="population polled (lv / rv / v / a). state, pollster, grade "
                        "(categorical), samplesize, rawpoll_clinton / trump / johnson, enddate, "
                        "fieldwork_days; not used: adjpoll_* (538's likely-voter adjustment uses "
                        "the target), rawpoll_mcmullin; bounds by convention.")


def dslabs_trump_source_pre2016():
    df = pd.read_csv(BASE / "trump_tweets.csv", keep_default_na=False, na_values=["NA"],
                     dtype={"id_str": str, "in_reply_to_user_id_str": str}, lineterminator="\n")
    assert df.shape == (20761, 8), df.shape
    ts = pd.to_datetime(df["created_at"], unit="s")
    df = df[ts < pd.Timestamp("2016-01-01")].copy()
    ts = pd.to_datetime(df["created_at"], unit="s")
    counts = df["source"].value_counts()
    df = df[df["source"].isin(counts[counts >= 100].index)]
    ts = ts.loc[df.index]
    text = df["text"].fillna("").astype(str)
    X = pd.DataFrame({
        "year": ts.dt.year.astype(float),
        "hour": ts.dt.hour.astype(float),
        "weekday": ts.dt.day_name(),
        "is_retweet": df["is_retweet"].astype(str),
        "is_reply": df["in_reply_to_user_id_str"].notna().map({True: "yes", False: "no"}),
        "retweet_count": df["retweet_count"].astype(float),
        "favorite_count": df["favorite_count"].astype(float),
        "n_chars": text.str.len().astype(float),
        "n_hashtags": text.str.count("#").astype(float),
        "n_mentions": text.str.count("@").astype(float),
        "has_link": text.str.contains("http").astype(float),
        "starts_with_quote": text.str.startswith('"').astype(float),
    })
    return _finish("dslabs_trump_source_pre2016", X, df["source"], source=SRC_T,
                   what="source (device / service, >= 100 tweets). year, hour, weekday, "
                        "is_retweet, is_reply, counts and text counts; bounds by convention.")


LOADERS = {f.__name__: f for f in [dslabs_polls2016_population, dslabs_trump_source_pre2016]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
