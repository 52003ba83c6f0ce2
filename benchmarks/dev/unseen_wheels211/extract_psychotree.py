"""Batch 211: two data sets of Debian bookworm's r-cran-psychotree 0.16-0-1 and the reserve of
r-cran-sparr 2.2-17-1 (both extracted with dpkg-deb -x; nothing installed), written as CSVs that
tables.py reads.  psychotree keeps plain .rda files; SPISA holds a 1075 x 45 matrix column and
EuropeanValuesStudy a `paircomp` column, which the shared r_package_data.py's pandas conversion
cannot put in a data frame, so the files are read with rdata 1.1.0 directly, the data.frame and
paircomp classes kept as (list, attributes).

    python3 extract_psychotree.py PSYCHOTREE_DIR SPARR_DIR OUT_DIR [ADEGENET_DIR]

(The adegenet part was added after the pre-check, when evs_first_goal and the reserve had failed:
see CHOICE's addendum.)

- SPISA -> spisa.csv: q1..q45 (0/1), gender, age, semester (1..10, '>10' -> 11), elite,
  spon (ordered levels never .. daily -> 0..6).
- EuropeanValuesStudy -> evs.csv: the covariates (country2 kept in the CSV, not used), plus the
  six paired comparisons (1:2, 1:3, 2:3, 1:4, 2:4, 3:4 of order, decisions, prices, freedom;
  1 = the first-named item preferred, -1 the second, empty = not implied by the double choice)
  and first_goal, the item preferred in all three of its comparisons.
- sparr fmd -> fmd.csv: x, y, case (case / control), day (cases only); fmd_window.csv.
- adegenet microbov (a genind S4 object; its class kept as its attributes) -> microbov.csv:
  breed, coun, spe, and per locus the two allele sizes (bp), smaller first, from the 704 x 373
  allele-count table (NaN where the genotype is missing); microbov_alleles.csv: each locus's
  documented allele list (all.names), smallest and largest size.
"""
import os
import sys
import warnings

import numpy as np
import pandas as pd
import rdata


def load(path):
    cm = dict(rdata.conversion.DEFAULT_CLASS_MAP)
    cm["data.frame"] = lambda obj, attrs: (obj, attrs)
    cm["paircomp"] = lambda obj, attrs: (obj, attrs)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return rdata.conversion.convert(rdata.parser.parse_file(path), cm)


def cat(v):
    return pd.Series(pd.Categorical(v)).astype(object).where(pd.notna(pd.Series(v)), None)


ptree, sparr, out = sys.argv[1:4]
adeg = sys.argv[4] if len(sys.argv) > 4 else None

# ---- SPISA
d, _ = load(os.path.join(ptree, "data", "SPISA.rda"))["SPISA"]
items = np.asarray(d["spisa"], float)
assert items.shape == (1075, 45) and set(np.unique(items)) <= {0.0, 1.0}
df = pd.DataFrame(items.astype(int), columns=[f"q{i}" for i in range(1, 46)])
df["gender"] = np.asarray(d["gender"]).astype(str)
df["age"] = np.asarray(d["age"], float)
sem = d["semester"]
assert list(sem.categories) == [str(i) for i in range(1, 11)] + [">10"]
df["semester"] = sem.codes.astype(int) + 1
df["elite"] = np.asarray(d["elite"]).astype(str)
spon = d["spon"]
assert list(spon.categories) == ["never", "<1/month", "1-3/month", "1/week", "2-3/week",
                                 "4-5/week", "daily"]
df["spon"] = spon.codes.astype(int)
assert (df[["semester", "spon"]] >= 0).all().all()
df.to_csv(os.path.join(out, "spisa.csv"), index=False)
print(f"spisa: {df.shape}; gender {df.gender.value_counts().to_dict()}; elite "
      f"{df.elite.value_counts().to_dict()}; semester {df.semester.value_counts().sort_index().to_dict()}; "
      f"spon {df.spon.value_counts().sort_index().to_dict()}; age {df.age.min()}-{df.age.max()}; "
      f"mean item score {items.mean():.3f}")

# ---- EuropeanValuesStudy
d, _ = load(os.path.join(ptree, "data", "EuropeanValuesStudy.rda"))["EuropeanValuesStudy"]
pc, pa = d["paircomp"]
pc = np.asarray(pc, float)
labels = [str(x) for x in pa["labels"]]
pairs = [str(x) for x in pa["dimnames"][1]]
assert labels == ["order", "decisions", "prices", "freedom"], labels
assert pairs == ["1:2", "1:3", "2:3", "1:4", "2:4", "3:4"], pairs
ev = pd.DataFrame({c: cat(d[c]) for c in ["country", "gender", "marital", "employment",
                                           "occupation"]})
ev["birthyear"] = np.asarray(d["birthyear"], float)
ev["eduage"] = np.asarray(d["eduage"], float)
inc = d["income"]
assert list(inc.categories) == [str(i) for i in range(1, 11)], list(inc.categories)
ev["income"] = pd.Series(inc.codes.astype(float) + 1).where(inc.codes >= 0, np.nan)
ev["country2"] = np.asarray(d["country2"]).astype(str)
wins = np.zeros((len(pc), 4), int)
for j, p in enumerate(pairs):
    a, b = (int(s) - 1 for s in p.split(":"))
    wins[:, a] += pc[:, j] == 1
    wins[:, b] += pc[:, j] == -1
    ev[f"pc_{labels[a]}_{labels[b]}"] = pc[:, j]
assert (np.isnan(pc).sum(1) == 1).all(), "every respondent should have exactly 5 comparisons"
top = wins == 3
assert (top.sum(1) == 1).all(), "exactly one item should win all three of its comparisons"
ev["first_goal"] = np.array(labels)[top.argmax(1)]
ev.to_csv(os.path.join(out, "evs.csv"), index=False)
print(f"evs: {ev.shape}; first_goal {ev.first_goal.value_counts().to_dict()}; "
      f"countries {ev.country.nunique()}; missing {ev.isna().sum()[ev.isna().sum() > 0].to_dict()}")

# ---- sparr fmd (reserve)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    f = rdata.read_rda(os.path.join(sparr, "data", "fmd.rda"))["fmd"]
rows = []
for part, lab in (("cases", "case"), ("controls", "control")):
    o = f[part]
    n = int(np.asarray(o["n"])[0])
    x, y = np.asarray(o["x"], float), np.asarray(o["y"], float)
    day = np.asarray(o["marks"], float) if part == "cases" else np.full(n, np.nan)
    assert len(x) == n
    rows.append(pd.DataFrame({"x": x, "y": y, "case": lab, "day": day}))
fm = pd.concat(rows, ignore_index=True)
fm.to_csv(os.path.join(out, "fmd.csv"), index=False)
w = f["cases"]["window"]
pd.DataFrame([[*map(float, np.asarray(w["xrange"])), *map(float, np.asarray(w["yrange"]))]],
             columns=["xmin", "xmax", "ymin", "ymax"]).to_csv(os.path.join(out, "fmd_window.csv"),
                                                              index=False)
print(f"fmd: {fm.shape}; case {fm.case.value_counts().to_dict()}; window x {np.asarray(w['xrange'])} "
      f"y {np.asarray(w['yrange'])}")

# ---- adegenet microbov (added after the pre-check; CHOICE addendum)
if adeg:
    cm = dict(rdata.conversion.DEFAULT_CLASS_MAP)
    cm["genind"] = lambda obj, attrs: attrs
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        g = rdata.conversion.convert(rdata.parser.parse_file(
            os.path.join(adeg, "data", "microbov.rda")), cm)["microbov"]
    tab = g["tab"]
    counts = np.asarray(tab.values, float)
    cols = [str(c) for c in tab.coords["dim_1"].values]
    assert counts.shape == (704, 373), counts.shape
    assert list(np.asarray(g["ploidy"])) == [2] * 704
    loci = [str(c) for c in g["loc.n.all"].coords["dim_0"].values]
    nall = [int(v) for v in np.asarray(g["loc.n.all"])]
    assert sum(nall) == 373 and len(loci) == 30
    mb = pd.DataFrame({"breed": np.asarray(g["other"]["breed"]).astype(str),
                       "coun": np.asarray(g["other"]["coun"]).astype(str),
                       "spe": np.asarray(g["other"]["spe"]).astype(str)})
    rng, j = [], 0
    for loc, k in zip(loci, nall):
        block = counts[:, j:j + k]
        names = cols[j:j + k]
        assert all(n.split(".")[0] == loc for n in names), (loc, names[:3])
        sizes = np.array([float(n.split(".", 1)[1]) for n in names])
        a1 = np.full(len(mb), np.nan)
        a2 = np.full(len(mb), np.nan)
        for i in range(len(mb)):
            row = block[i]
            if np.isnan(row).any():
                assert np.isnan(row).all()
                continue
            assert row.sum() == 2, (loc, i, row)
            al = np.repeat(sizes, row.astype(int))
            a1[i], a2[i] = al.min(), al.max()
        mb[f"{loc}_a1"], mb[f"{loc}_a2"] = a1, a2
        rng.append((loc, sizes.min(), sizes.max(), k))
        j += k
    mb.to_csv(os.path.join(out, "microbov.csv"), index=False)
    pd.DataFrame(rng, columns=["locus", "min", "max", "n_alleles"]).to_csv(
        os.path.join(out, "microbov_alleles.csv"), index=False)
    miss = mb.filter(like="_a1").isna()
    print(f"microbov: {mb.shape}; breed {mb.breed.value_counts().to_dict()}; coun "
          f"{mb.coun.value_counts().to_dict()}; spe {mb.spe.value_counts().to_dict()}; missing "
          f"genotypes {int(miss.values.sum())} of {miss.size} ({miss.any(axis=1).sum()} animals)")
