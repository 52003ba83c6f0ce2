"""Batch 208's probe of the misses on ling_language_type4 (ε 0.1 and 0.5): the default refitted
on the grid's splits 0-9, 3 fits each (seeds s, 100+s, 200+s), in three forms:
  A  as in the grid (categorical_split='auto');
  B  categorical_split='mixed' (one-vs-rest and multiway candidates, multiway charged per level);
  C  as in the grid, but without ace_mode and codemirror_mode (154 and 104 levels over 583
     training records: the columns the default's IdentifierColumnWarning names).
For each: mean accuracy ± SE over the 30 fits, the root's feature / children, predicted
classes, fits under the majority rate, and the fits with a multiway ace_mode / codemirror_mode
node anywhere in the tree against the rest.  Then non-private
scikit-learn single trees (depth 1-3, the harness's ordinal encoding) on the same 10 splits, for
scale.  Run from the export with UNSEEN_TABLES / UNSEEN_DIR set."""
import os
import sys
import warnings
from collections import Counter

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402
from dpforest.benchmarks.harness import encode  # noqa: E402
from sklearn.tree import DecisionTreeClassifier  # noqa: E402

warnings.simplefilter("ignore")
print("#", dpforest.__file__, dpforest.__version__, flush=True)
full = tables.load_all(["ling_language_type4"])["ling_language_type4"]
X, y = tables._ling()
X = X.drop(columns=["ace_mode", "codemirror_mode"])
small = tables._finish("ling_language_type4_noace", X.copy(), y, source="probe", what="probe")

FORMS = {"A auto": (full, {}), "B mixed": (full, {"categorical_split": "mixed"}),
         "C no ace/codemirror": (small, {})}
for eps in (0.1, 0.5):
    for form, (ds, kw) in FORMS.items():
        accs, roots, ncls, under, wide = [], Counter(), [], 0, []
        for seed in range(10):
            Xtr, ytr, Xte, yte = bd.split(ds, seed)
            ytr_a, yte_a = np.asarray(ytr), np.asarray(yte)
            maj = np.mean(yte_a == Counter(ytr_a).most_common(1)[0][0])
            for rs in (seed, 100 + seed, 200 + seed):
                m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=rs,
                                                progress=False, **kw).fit(Xtr, ytr)
                p = m.predict(Xte)
                a = float(np.mean(p == yte_a))
                accs.append(a)
                under += a < maj - 1e-9
                ncls.append(len(set(p)))
                t = m.trees_[0]
                nch = t.n_children()
                wide.append(any(not t.is_leaf[i] and nch[i] > 2 and m.feature_names_in_[
                    t.feature[i]] in ("ace_mode", "codemirror_mode") for i in range(t.n_nodes)))
                if t.is_leaf[0]:
                    roots["leaf"] += 1
                else:
                    roots[f"{m.feature_names_in_[t.feature[0]]}/{t.n_children()[0]}"] += 1
        accs = np.array(accs)
        print(f"eps={eps} {form:22s} acc {accs.mean():.3f} ± {accs.std(ddof=1)/np.sqrt(len(accs)):.3f} "
              f"(30 fits; majority {maj:.3f}); under majority {under}/30; predicted classes "
              f"{min(ncls)}-{max(ncls)}; roots {dict(roots.most_common(6))}", flush=True)
        wide = np.array(wide)
        if wide.any():
            print(f"    fits with a multiway ace_mode / codemirror_mode node anywhere: {wide.sum()}/30, "
                  f"acc {accs[wide].mean():.3f}; the other {(~wide).sum()}: "
                  f"{accs[~wide].mean() if (~wide).any() else float('nan'):.3f}", flush=True)
# non-private single trees, same splits
for depth in (1, 2, 3):
    accs = []
    for seed in range(10):
        Xtr, ytr, Xte, yte = bd.split(full, seed)
        s = full.schema
        clf = DecisionTreeClassifier(max_depth=depth, random_state=seed)
        clf.fit(encode(Xtr, s, "ordinal_imputed"), s.encode_labels(ytr))
        accs.append(np.mean(clf.predict(encode(Xte, s, "ordinal_imputed")) == s.encode_labels(yte)))
    print(f"non-private tree depth {depth}: {np.mean(accs):.3f} ± {np.std(accs, ddof=1)/np.sqrt(10):.3f}")
