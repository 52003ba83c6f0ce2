"""The pooled outside record of today's fitting code (the refit of batches 1-94, each later batch's
record), and the same with the acting cells' default rows replaced by snr_nojoint's (seeds 0-2).
    python3 today_new.py ../rows.csv"""
import os as _os
ROOT = _os.path.abspath(_os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "../../../.."))
import sys; sys.path.insert(0, ROOT + '/benchmarks/dev')
import pandas as pd, numpy as np
from unseen_pooled import cells, _batch
from pathlib import Path
# today's default rows: the refit of batches 1-94, each batch's own record from 95 on
old = pd.read_csv(ROOT + '/benchmarks/results/unseen_refit/rows.csv'); old = old[old.method == 'default']
recs = []
for f in sorted(Path(ROOT + '/benchmarks/results').glob('unseen_wheels*/results.csv')):
    b = _batch(f)
    if b >= 95:
        r = pd.read_csv(f); r = r[r.method == 'default']; r['batch'] = b; recs.append(r)
today = pd.concat([old[old.batch <= 94]] + recs, ignore_index=True)
# the candidate's rows where it acts (seeds 0-2 of the paired runs, the same splits)
new = pd.concat([pd.read_csv(f) for f in sys.argv[1:]])
new = new[(new.method == 'snr_nojoint') & new.seed.isin([0, 1, 2])].copy()
new['batch'] = new.group.str[1:].astype(int); new['method'] = 'default'
key = lambda df: list(zip(df.batch, df.dataset, df.epsilon))
acted = set(key(new))
swapped = pd.concat([today[[k not in acted for k in key(today)]], new[today.columns.intersection(new.columns)]], ignore_index=True)
for name, rows in (('today', today), ('with the gate', swapped)):
    c = cells(rows)
    print(f"{name}: {int(c.within.sum())} of {len(c)} within one SE ({c.within.mean():.1%}), best {int((c.gap >= 0).sum())}, "
          f"by eps {c.groupby('epsilon').within.sum().astype(int).tolist()}, below majority {int(c.below_majority.sum())}, left out {c.attrs['left_out']}")
    b = pd.cut(c.n_eps, [0, 30, 100, 300, 1000, np.inf])
    print('   by n*eps', c.groupby(b, observed=True).within.agg(['sum', 'size']).values.tolist())
