"""Paired differences snr_nojoint − cur of ROWS.csv (run.py rows), over fits and over cells, by the
largest categorical domain k, leaves·4/n·ε, n·ε, ε and class count (cells from ../cells_all.csv).
    python3 analyze.py ../rows.csv"""
import pandas as pd, numpy as np, sys
rows = pd.concat([pd.read_csv(f) for f in sys.argv[1:]])
a = pd.read_csv(__import__('os').path.join(__import__('os').path.dirname(__file__), '..', 'cells_all.csv'))
p = rows.pivot_table(index=['group','key','epsilon','seed'], columns='method', values='accuracy')
d = (p.snr_nojoint - p.cur).rename('d').reset_index()
d = d.merge(a[['group','key','epsilon','k','leaves','n_eps','n_classes','depth_rule']], on=['group','key','epsilon'])
d['ratio'] = 4*d.leaves/d.n_eps
def s(x): return f"{x.mean():+.4f} ± {x.std(ddof=1)/np.sqrt(len(x)):.4f} ({len(x)} fits, {x.groupby([d.group, d.key, d.epsilon]).ngroups if False else ''})"
cell = d.groupby(['group','key','epsilon']).agg(d=('d','mean'), k=('k','first'), ratio=('ratio','first'), n_eps=('n_eps','first'), C=('n_classes','first'))
print('fits', len(d), f"{d.d.mean():+.4f} ± {d.d.std(ddof=1)/np.sqrt(len(d)):.4f}")
print('cells', len(cell), f"{cell.d.mean():+.4f} ± {cell.d.std(ddof=1)/np.sqrt(len(cell)):.4f}")
for name, b in [('k', pd.cut(cell.k, [0, 9, 29, 1e9])), ('ratio', pd.cut(cell.ratio, [0, 4, 16, 64, 1e12])), ('n_eps', pd.cut(cell.n_eps, [0, 50, 100, 300])), ('eps', cell.index.get_level_values(2)), ('C', pd.cut(cell.C,[0,2,3,5,99]))]:
    g = cell.groupby(b, observed=True).d
    print(name); print(pd.DataFrame({'cells': g.size(), 'mean': g.mean().round(4), 'se': (g.std(ddof=1)/np.sqrt(g.size())).round(4)}))
print('better/worse by >0.02:', (cell.d > 0.02).sum(), (cell.d < -0.02).sum())
