"""categorical_split_ of the default refitted on the grid's splits 0-2 at every eps (the export)."""
import os, sys
import numpy as np
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
            p = m.predict(Xte)
            rf = getattr(m, "root_features_", None)
            print(f"{name} eps={eps} seed={seed} categorical_split_={m.categorical_split_} "
                  f"n_estimators_={m.n_estimators_} max_depth_={m.max_depth_} "
                  f"acc={np.mean(p == np.asarray(yte)):.3f} "
                  f"pred_classes={len(set(p))} root_features_={rf}", flush=True)
