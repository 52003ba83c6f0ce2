"""Does the default lose accuracy on sa_spam2's heavy-tailed counts?  The message counts
(body_chars 0-195,328, body_lines, links 0-3,131, '!' and '$' counts, non-text parts, subject
characters and '!') are declared by the suite's convention over their full range; the default's
multi-scale grid should resolve them anyway.  This refits the default on the grid's splits 0-9 at
each ε, once on the table as run and once with those eight columns replaced by log2(1 + x) (a
public, monotone recoding: the same orderings, another candidate grid), and prints both means.
DP fits on public data, a probe, not a result; `random_state` does not fix the DP noise.

    UNSEEN_DIR=/tmp/unseen201 UNSEEN_TABLES=benchmarks/dev/unseen_wheels201 \\
        python3 benchmarks/dev/unseen_wheels201/log_count_probe.py
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.environ["UNSEEN_TABLES"])
import tables  # noqa: E402
import dpforest  # noqa: E402
from dpforest.benchmarks import datasets as bd  # noqa: E402

COUNTS = ["body_chars", "body_lines", "links", "body_exclaim", "body_dollar", "nontext_parts",
          "subject_chars", "subject_exclaim"]
print("#", dpforest.__file__, dpforest.__version__, flush=True)
X, g = tables._spam()
y = g.where(g == "spam", "ham")
as_run = tables._finish("sa_spam2", X.copy(), y, source="probe", what="as run")
Xl = X.copy()
for c in COUNTS:
    Xl[c] = np.log2(1.0 + Xl[c])
logged = tables._finish("sa_spam2_log", Xl, y, source="probe", what="log2(1+x) counts")
print("counts recoded:", ", ".join(COUNTS))
for eps in (0.1, 0.5, 1.0, 2.0):
    res = {}
    for ds in (as_run, logged):
        accs = []
        for seed in range(10):
            Xtr, ytr, Xte, yte = bd.split(ds, seed)
            m = dpforest.DPForestClassifier(epsilon=eps, schema=ds.schema, random_state=seed,
                                            progress=False).fit(Xtr, ytr)
            accs.append(float(np.mean(m.predict(Xte) == np.asarray(yte))))
        res[ds.name] = (np.mean(accs), np.std(accs, ddof=1) / np.sqrt(len(accs)))
    (a, sa), (b, sb) = res["sa_spam2"], res["sa_spam2_log"]
    print(f"eps={eps}: as run {a:.3f} ± {sa:.3f}; log counts {b:.3f} ± {sb:.3f}; "
          f"difference {b - a:+.3f}", flush=True)
