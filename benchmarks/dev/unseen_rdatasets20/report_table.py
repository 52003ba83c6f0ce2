import pandas as pd
o = pd.read_csv("summary.csv")
ab = {"snr": "S", "private-rdt": "R", "diffprfs": "P", "dp-ebm": "E"}
lines = ["| table (n_train, C) | maj | RF | ε=0.1 default / best other | ε=1 | ε=5 |", "|---|---|---|---|---|---|"]
for t, g in o.groupby("table", sort=False):
    g = g.set_index("eps")
    cells = []
    for e in (0.1, 1.0, 5.0):
        r = g.loc[e]
        flag = "**" if r.behind2se or r.below_maj else ""
        cells.append(f"{flag}{r.default:.3f}±{r.d_se:.3f}{flag} / {r.other:.3f}±{r.o_se:.3f} {ab[r.best_other]}")
    r = g.iloc[0]
    lines.append(f"| {t} ({r.n_train}, {r.C}) | {r.majority:.3f} | {r.rf:.3f} | " + " | ".join(cells) + " |")
open("summary.md", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
