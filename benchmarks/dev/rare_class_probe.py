"""How well the forests *rank* a rare class (ROC AUC, average precision) and how calibrated
their probabilities are, beside their accuracy.

    DPFOREST_DATA=../shared/datasets python3 benchmarks/dev/rare_class_probe.py \
        [--sets gen2,gen05,default,caravan,adult] [--epsilons 0.5,2] [--seeds 3] [--jobs 2] [--out DIR]

A user with 0.5-5 % positives (fraud, a rare diagnosis) thresholds ``predict_proba`` rather than
taking ``predict`` (which is the majority class almost everywhere), so the ranking is what they
use.  ``gen2`` / ``gen05``: ``make_classification`` with 2 % / 0.5 % positives, 60,000 rows,
10 features (4 informative), bounds declared from the generator's design (+-8, clipped);
the others are the suite's tables (binary).  Methods (``-priormix``: the same fit predicting
with ``postproc_eval.py``'s ``prior-mix`` leaf rule, a measured alternative): the default, the default with noisy
counts in every leaf (``leaf_release='counts'``), the default with its depth set by hand (the
rule's depth minus 2 and 4), DPBoosting, the SNR forest.
"""
from __future__ import annotations

import argparse
import sys
import warnings
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.metrics import average_precision_score, roc_auc_score

from dpforest import DPBoostingClassifier, DPForestClassifier, SNRForestClassifier
from dpforest.benchmarks import datasets as bd
from dpforest.schema import Numeric, Schema

sys.path.insert(0, str(Path(__file__).resolve().parent))     # postproc_eval, its sibling
from postproc_eval import rule_table  # noqa: E402


def _generated(rate: float) -> bd.BenchDataset:
    from sklearn.datasets import make_classification
    X, y = make_classification(n_samples=60_000, n_features=10, n_informative=4, n_redundant=2,
                               weights=[1 - rate, rate], flip_y=0.0, class_sep=1.0,
                               random_state=7)
    names = [f"x{j}" for j in range(10)]
    schema = Schema([Numeric(n, -8.0, 8.0) for n in names], [0, 1], out_of_bounds="clip")
    return bd.BenchDataset(f"gen{rate:g}", pd.DataFrame(X, columns=names), pd.Series(y),
                           schema, "declared from the generator", "generated")


def _load(name):
    return {"gen2": lambda: _generated(0.02), "gen05": lambda: _generated(0.005)}.get(
        name, lambda: bd.load(name))()


METHODS = {
    "default": lambda e, s, r: DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "counts": lambda e, s, r: DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False,
                                                 leaf_release="counts"),
    "boosting": lambda e, s, r: DPBoostingClassifier(epsilon=e, schema=s, random_state=r, progress=False),
    "snr": lambda e, s, r: SNRForestClassifier(epsilon=e, schema=s, random_state=r, progress=False),
}


def _job(args):
    name, eps, seed = args
    ds = _load(name)
    Xtr, ytr, Xte, yte = bd.split(ds, seed)
    classes = list(ds.schema.classes)
    pos = classes[int(np.argmin(pd.Series(ytr).value_counts().reindex(classes).fillna(0).to_numpy()))]
    yb = (np.asarray(yte) == pos).astype(int)
    rows = []
    depth = None
    for meth, make in list(METHODS.items()) + [("depth-2", None), ("depth-4", None)]:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            if make is None:
                k = int(meth.split("-")[1])
                m = DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed, progress=False,
                                       leaf_release="counts", max_depth=max(1, depth - k))
            else:
                m = make(eps, ds.schema, seed)
            m.fit(Xtr, ytr)
        if meth == "default":
            depth = int(m.max_depth_)
        arms = [(meth, None)]
        if isinstance(m, DPForestClassifier) and getattr(m, "leaf_release_", "") == "counts":
            arms.append((meth + "-priormix", "prior-mix"))     # the same fit, postproc_eval's rule
        for arm, rule in arms:
            for t in m.trees_ if rule else ():
                t.smoothed_leaf_proba = (lambda tab=rule_table(m, t, rule): tab)
            p = m.predict_proba(Xte)[:, list(m.classes_).index(pos)]
            pred = m.predict(Xte)
            for t in m.trees_ if rule else ():
                del t.smoothed_leaf_proba
            rows.append(dict(dataset=name, epsilon=eps, seed=seed, method=arm, rate=yb.mean(),
                             accuracy=float(np.mean(np.asarray(pred) == np.asarray(yte))),
                             auc=roc_auc_score(yb, p), ap=average_precision_score(yb, p),
                             mean_p=float(p.mean()), depth=getattr(m, "max_depth_", np.nan)))
    return rows


def main(argv=None):
    a = argparse.ArgumentParser()
    a.add_argument("--sets", default="gen2,gen05,default,caravan,adult")
    a.add_argument("--epsilons", default="0.5,2")
    a.add_argument("--seeds", type=int, default=3)
    a.add_argument("--jobs", type=int, default=2)
    a.add_argument("--out", default="/tmp/rare_class")
    o = a.parse_args(argv)
    jobs = [(n, float(e), s) for n in o.sets.split(",") for e in o.epsilons.split(",")
            for s in range(o.seeds)]
    with ProcessPoolExecutor(o.jobs) as ex:
        rows = [r for rs in ex.map(_job, jobs) for r in rs]
    df = pd.DataFrame(rows)
    Path(o.out).mkdir(parents=True, exist_ok=True)
    df.to_csv(Path(o.out) / "rows.csv", index=False)
    g = df.groupby(["dataset", "epsilon", "method"])[["accuracy", "auc", "ap", "mean_p", "rate", "depth"]].mean()
    print(g.round(3).to_string())


if __name__ == "__main__":
    main(sys.argv[1:])
