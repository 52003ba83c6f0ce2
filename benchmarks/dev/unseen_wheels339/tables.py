"""Batch 339's tables, from one package of the npm registry (fetched with `npm pack
howtocook-mcp@0.2.2`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/htc: nothing is installed or run from the package):
- howtocook-mcp 0.2.2 (ISC, "worry", github.com/worryzyy/howtocook-mcp): all_recipes.json, the 322
  recipes of the HowToCook cookbook (github.com/Anduin2017/HowToCook, a community-written Chinese
  cookbook) parsed into records: category (the cookbook's folder), stated difficulty (1-5 stars),
  ingredient lines, steps, images, notes.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen339/CHOICE):
- htc_category10 -- a recipe's category as the cookbook files it (10 classes: meat dish, vegetable
  dish, staple, aquatic, breakfast, drink, soup, dessert, semi-finished, condiment) from its stated
  difficulty, the sizes of its record (ingredient lines, steps, images, notes, introduction length)
  and 23 yes/no flags for broad ingredients named in its ingredient lines.
- htc_difficulty5 (reserve) -- the stated difficulty (1-5) from the same columns plus the category.
Dropped: id and source_path (they hold the category folder), name, tags (= the category), the texts
themselves, servings (always 1), the times and quantities (all null in the file).
"""
from __future__ import annotations

import json
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen339"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

RECIPES = BASE / "ex/htc/package/all_recipes.json"
SRC = ("npm howtocook-mcp 0.2.2, all_recipes.json (the HowToCook community cookbook, "
       "github.com/Anduin2017/HowToCook, parsed into 322 recipe records)")
CATEGORY_EN = {"荤菜": "meat_dish", "素菜": "vegetable_dish", "主食": "staple", "水产": "aquatic",
               "早餐": "breakfast", "饮品": "drink", "汤": "soup", "甜品": "dessert",
               "半成品加工": "semi_finished", "调料": "condiment"}
FLAGS = {  # column -> pattern searched in the recipe's ingredient lines (name + line text)
    "egg": r"蛋", "sugar": r"糖", "salt": r"盐", "oil": r"油", "water": r"水",
    "soy": r"生抽|老抽|酱油", "scallion": r"葱", "ginger": r"姜", "garlic": r"蒜",
    "chili": r"辣椒", "milk": r"奶", "flour_starch": r"粉", "rice": r"米", "noodle_dough": r"面",
    "pork": r"猪", "beef": r"牛(?!奶|油)", "chicken": r"鸡(?!蛋|精)", "fish": r"鱼",
    "shellfish": r"虾|蟹|贝|蛤|蚝|蛏", "tofu": r"豆腐", "vinegar": r"醋", "cooking_wine": r"料酒",
    "ice": r"冰块|冰水",
}


def _rows():
    with open(RECIPES, encoding="utf-8") as f:
        d = json.load(f)
    assert len(d) == 322, len(d)
    rows, cat, diff = [], [], []
    for r in d:
        text = " ".join(f"{i.get('name') or ''} {i.get('text_quantity') or ''}"
                        for i in r["ingredients"])
        row = {
            "n_ingredients": float(len(r["ingredients"])),
            "n_steps": float(len(r["steps"])),
            "n_images": float(len(r["images"])),
            "n_notes": float(len(r.get("additional_notes") or [])),
            "desc_chars": float(len(r.get("description") or "")),
        }
        for k, pat in FLAGS.items():
            row[k] = "yes" if re.search(pat, text) else "no"
        rows.append(row)
        cat.append(CATEGORY_EN[r["category"]])
        diff.append(int(r["difficulty"]))
    return pd.DataFrame(rows), pd.Series(cat), pd.Series(diff)


def htc_category10():
    X, cat, diff = _rows()
    X.insert(0, "difficulty", diff.astype(float).values)
    return _finish("htc_category10", X, cat, declared=[Numeric("difficulty", 1, 5)], source=SRC,
                   what="A recipe's category as the HowToCook cookbook files it (10 classes), from "
                        "its stated difficulty (1-5 stars, documented), the sizes of its record "
                        "(ingredient lines, steps, images, notes, introduction length) and 23 "
                        "yes/no flags for broad ingredients named in its ingredient lines.  "
                        "Counts and flags by convention (full-data range treated as public).")


def htc_difficulty5():
    X, cat, diff = _rows()
    X.insert(0, "category", cat.values)
    return _finish("htc_difficulty5", X, diff.astype(str), source=SRC,
                   what="A recipe's stated difficulty (1-5 stars) from its category and the same "
                        "columns.  Ranges and codes by convention.")


LOADERS = {f.__name__: f for f in [htc_category10, htc_difficulty5]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
