"""scotch_chivas: how much of the target the survey's filter implies.  bayesm::Scotch holds only
respondents "who report consuming scotch", so a row whose other 20 brand flags are all 0 must have
drunk Chivas Regal.  Prints the target by the number of other brands, the accuracy of the rule
"yes iff no other brand" on all rows, and the distinct rows (no respondent key: no group probe).
``UNSEEN_DIR=/tmp/unseen186 python3 benchmarks/dev/unseen_wheels186/filter_check.py``"""
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402

s = tables._data("bayesm", "Scotch").astype(int)
y = s["Chivas.Regal"]
o = s.drop(columns="Chivas.Regal").sum(axis=1)
print("rows", len(s), "; rows with no brand at all", int((s.sum(axis=1) == 0).sum()))
print(pd.crosstab(o.clip(upper=4).rename("other brands (4 = 4+)"), y.rename("Chivas"),
                  margins=True))
print("rule 'yes iff no other brand', all rows: acc %.3f" % ((o == 0).astype(int) == y).mean())
print("distinct rows", len(s.drop_duplicates()), "; distinct feature rows",
      len(s.drop(columns="Chivas.Regal").drop_duplicates()))
X = s.drop(columns="Chivas.Regal")
key = X.astype(str).agg("".join, axis=1)
both = y.groupby(key).nunique()
print("feature rows occurring with both classes", int((both > 1).sum()), "covering",
      int(key.isin(both[both > 1].index).sum()), "rows")
