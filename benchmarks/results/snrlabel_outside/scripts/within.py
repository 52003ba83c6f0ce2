"""The acting cells judged as the outside batches judge theirs (seeds 0-2 against each batch's
recorded peer rows, unseen_pooled.cells), once with cur's rows and once with snr_nojoint's.
    python3 within.py ../rows.csv"""
import os as _os
ROOT = _os.path.abspath(_os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "../../../.."))
import sys; sys.path.insert(0, ROOT + '/benchmarks/dev')
import pandas as pd
from unseen_pooled import cells
rows = pd.concat([pd.read_csv(f) for f in sys.argv[1:]])
rows['batch'] = rows.group.str[1:].astype(int)
for v in ['cur', 'snr_nojoint']:
    r = rows[(rows.method == v) & rows.seed.isin([0,1,2])].copy()
    r['method'] = 'default'
    cols = pd.read_csv(ROOT + '/benchmarks/results/unseen_wheels95/results.csv', nrows=1).columns
    r = r[[c for c in cols if c in r.columns] + ['batch']]
    c = cells(r)
    key = set(zip(rows.batch, rows.dataset, rows.epsilon))
    c = c[[k in key for k in zip(c.batch, c.dataset, c.epsilon)]]
    print(v, len(c), 'within', int(c.within.sum()), 'best', int((c.gap>=0).sum()), 'mean gap', round(c.gap.mean(),4), 'below maj', int(c.below_majority.sum()))
