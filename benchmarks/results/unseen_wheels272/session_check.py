"""Batch 272 side check (not part of the grid): the non-private forest on gs_emg_gesture's windows
with (a) the grid's kind of split (stratified 70/30, seeds 100-102) and (b) leave-one-session-out
(train on 3 sessions, test on the 4th), to see how much of its accuracy rests on neighbouring
windows of one recording falling on both sides of a row-wise split."""
import os, runpy
import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import train_test_split
T = runpy.run_path(os.environ["UNSEEN_TABLES"] + "/tables.py")
d = pd.read_csv(T["EMG"])
sess = []
for (exp, lab), g in d.groupby(["exp", "label"], sort=True):
    sess += [exp] * (len(g) // T["W"])
X, y = T["_windows"](False)
sess = np.array(sess)
assert len(sess) == len(X)
for s in (100, 101, 102):
    a, b, ya, yb = train_test_split(X, y, test_size=0.3, stratify=y, random_state=s)
    rf = RandomForestClassifier(n_estimators=100, random_state=0, n_jobs=1).fit(a, ya)
    print(f"row-wise split seed {s}: {rf.score(b, yb):.3f}")
for s in np.unique(sess):
    m = sess == s
    rf = RandomForestClassifier(n_estimators=100, random_state=0, n_jobs=1).fit(X[~m], y[~m])
    print(f"leave session {s} out: {rf.score(X[m], y[m]):.3f} (n test {m.sum()})")
