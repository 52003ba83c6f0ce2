"""Batch 151's tables: a live game's item catalogue, from one wheel: tf2-data 1.1.0 (MIT; offish's
tf2-data, "Item schemas, unusual effects, SKUs ... for TF2 trading").  Its
tf2_data/json/schema_items.json (11,497 items) is Team Fortress 2's item schema as Valve's Steam
Web API (IEconItems_440/GetSchemaItems) returns it: one record per item definition (defindex,
names, item class and type, slot, quality, level range, capabilities, attributes, styles, the
player classes that can use it).

Candidates (targets, classes and columns fixed before the pre-check; README):
- tf2_single_class_item -- for an item usable by exactly one of the nine player classes, which
  class (Scout, Soldier, Pyro, Demoman, Heavy, Engineer, Medic, Sniper, Spy): 2,101 rows, 9 classes.
- tf2_cosmetic_is_hat -- for a class-restricted cosmetic (slot "misc", `used_by_classes` given),
  whether its type is "Hat" (404) or another cosmetic type (1,122): 1,526 rows, 2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- tf2_cosmetic_type10 (for the first) -- a class-restricted cosmetic's type among the ten
  commonest (Hat, Costume Piece, Mask, Helmet, Apparel, Coat, Hair, Shirt, Facial Hair, Mascot):
  1,416 rows, 10 classes.
- tf2_proper_name (for the second) -- whether a class-restricted item's name is a proper name
  (`proper_name`, shown with "The"): 2,236 rows, 2 classes.
Columns: numeric min_ilevel, max_ilevel, item_quality, n_attributes, n_capabilities (true
capability flags), n_styles, name_len (item_name characters), desc_len (description characters,
0 when none), n_classes (classes that can use it; not in the first table, where it is 1);
categorical slot (the schema's slots, "none" when missing; not in the hat table, where it is
misc), craft_class, drop_type, holiday, proper_name (not in the proper-name reserve), has_model,
in_set.  Dropped: defindex, name, item_name, item_type_name (except as the hat target), item_class
(tf_weapon_minigun etc. name a class's weapon), image paths, model path, description text and
attribute names (they name classes), used_by_classes (the target), per_class_loadout_slots.
Bounds: the suite's convention (full-data range treated as public); slot levels as the schema
lists them, yes/no levels declared, the other categorical levels data-derived (README).
"""
from __future__ import annotations

import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen151")
JSON = Path(BASE) / "ex" / "tf2" / "tf2_data" / "json" / "schema_items.json"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = "tf2-data 1.1.0 wheel tf2_data/json/schema_items.json (TF2 item schema, Steam Web API)"
CLASSES = ["Scout", "Soldier", "Pyro", "Demoman", "Heavy", "Engineer", "Medic", "Sniper", "Spy"]
SLOTS = ["primary", "secondary", "melee", "pda", "pda2", "building", "misc", "taunt", "action",
         "utility", "none"]
TYPES10 = ["Hat", "Costume Piece", "Mask", "Helmet", "Apparel", "Coat", "Hair", "Shirt",
           "Facial Hair", "Mascot"]


@lru_cache(None)
def _raw():
    with open(JSON) as fh:
        return tuple(json.load(fh))


def _yn(b):
    return "yes" if b else "no"


def _row(x):
    return {"min_ilevel": x.get("min_ilevel"), "max_ilevel": x.get("max_ilevel"),
            "item_quality": x.get("item_quality"),
            "n_attributes": len(x.get("attributes") or []),
            "n_capabilities": sum(bool(v) for v in (x.get("capabilities") or {}).values()),
            "n_styles": len(x.get("styles") or []),
            "name_len": len(x.get("item_name") or ""),
            "desc_len": len(x.get("item_description") or ""),
            "n_classes": len(x.get("used_by_classes") or []),
            "slot": x.get("item_slot") or "none",
            "craft_class": x.get("craft_class") or "none",
            "drop_type": x.get("drop_type") or "missing",
            "holiday": x.get("holiday_restriction") or "none",
            "proper_name": _yn(x.get("proper_name")),
            "has_model": _yn(x.get("model_player")),
            "in_set": _yn(x.get("item_set"))}


def _items(name):
    it = [x for x in _raw() if x.get("used_by_classes")]
    if name == "tf2_single_class_item":
        return [x for x in it if len(x["used_by_classes"]) == 1]
    if name == "tf2_cosmetic_is_hat":
        return [x for x in it if x.get("item_slot") == "misc"]
    if name == "tf2_cosmetic_type10":
        return [x for x in it if x.get("item_slot") == "misc" and x.get("item_type_name") in TYPES10]
    return it


def _make(name, target, drop, what):
    items = _items(name)
    X = pd.DataFrame([_row(x) for x in items]).drop(columns=drop)
    y = pd.Series([target(x) for x in items])
    decl = [Categorical(c, ["no", "yes"]) for c in ["proper_name", "has_model", "in_set"]
            if c in X.columns]
    if "slot" in X.columns:
        decl.append(Categorical("slot", SLOTS))
    return _finish(name, X, y, declared=decl, source=_SRC,
                   what=what + "  Dropped: defindex, names, item class/type, paths, texts")


def tf2_single_class_item():
    return _make("tf2_single_class_item", lambda x: x["used_by_classes"][0], ["n_classes"],
                 "Which of the nine player classes a single-class TF2 item is for.")


def tf2_cosmetic_is_hat():
    return _make("tf2_cosmetic_is_hat",
                 lambda x: "hat" if x.get("item_type_name") == "Hat" else "other", ["slot"],
                 "Whether a class-restricted TF2 cosmetic is a Hat.")


def tf2_cosmetic_type10():
    return _make("tf2_cosmetic_type10", lambda x: x["item_type_name"], ["slot"],
                 "A class-restricted TF2 cosmetic's type among the ten commonest.")


def tf2_proper_name():
    return _make("tf2_proper_name", lambda x: _yn(x.get("proper_name")), ["proper_name"],
                 "Whether a class-restricted TF2 item's name is a proper name.")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's item set (its own defindex when it
    is in none) and the folder of its backpack image (one workshop submission or update)."""
    items = _items(name)
    return ([x.get("item_set") or "d%d" % x["defindex"] for x in items],
            [(x.get("image_inventory") or "").rsplit("/", 1)[0] for x in items])


LOADERS = {f.__name__: f for f in [tf2_single_class_item, tf2_cosmetic_is_hat,
                                   tf2_cosmetic_type10, tf2_proper_name]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
