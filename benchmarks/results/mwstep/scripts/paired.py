"""Paired differences of each variant against a reference method (default ``cur``) in rows of
mwpath's run.py: overall, by epsilon, by group, and the cells that move most.
    python3 paired.py ROWS.csv[,ROWS2.csv] [REF]"""
import sys

import pandas as pd
r = pd.concat([pd.read_csv(f) for f in sys.argv[1].split(',')])
ref = sys.argv[2] if len(sys.argv) > 2 else 'cur'
p = r.pivot_table(index=['group','key','epsilon','seed'], columns='method', values='accuracy')
for v in [c for c in p.columns if c != ref]:
    d = (p[v]-p[ref]).dropna()
    cell = d.groupby(level=[0,1,2]).mean(); cse = d.groupby(level=[0,1,2]).sem()
    print(f"{v}-{ref}: {d.mean():+.4f} ± {d.sem():.4f}  ({len(d)} pairs, {len(cell)} cells; better/worse by >2SE: {(cell>2*cse).sum()}/{(cell<-2*cse).sum()})")
    print('   by eps', ' / '.join(f"{e}: {g.mean():+.4f}±{g.sem():.4f}" for e, g in d.groupby(level=2)))
    print('   by group', ' / '.join(f"{e}: {g.mean():+.4f}±{g.sem():.4f} ({len(g)//6})" for e, g in d.groupby(level=0)))
    w = cell.sort_values()
    print('   worst', ', '.join(f"{k[1][:28]}@{k[2]} {x:+.3f}" for k, x in w.head(6).items()))
    print('   best ', ', '.join(f"{k[1][:28]}@{k[2]} {x:+.3f}" for k, x in w.tail(6).items()))
