"""Which features the default's internal nodes split on (and with how many children), on the
same 24 check refits as catsplit.py (splits 0-2, every eps, the export)."""
import os, sys
from collections import Counter
sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables
import dpforest
from dpforest.benchmarks import datasets as bd
print("#", dpforest.__file__, dpforest.__version__, flush=True)
for name in ("dnd_monster_type", "dnd_spell_school"):
    ds = tables.load_all([name])[name]
    for eps in (0.1, 0.5, 1.0, 2.0):
        for seed in range(3):
            Xtr, ytr, Xte, yte = bd.split(ds, seed)
            m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed,
                                            progress=False).fit(Xtr, ytr)
            names = list(m.feature_names_in_)
            c = Counter()
            for t in m.trees_:
                nch = t.n_children()
                for i in range(t.n_nodes):
                    if not t.is_leaf[i]:
                        c[f"{names[t.feature[i]]}/{nch[i]}"] += 1
            print(f"{name} eps={eps} seed={seed} {m.categorical_split_} depth={m.max_depth_} "
                  f"nodes(feature/children)={dict(c)}", flush=True)
