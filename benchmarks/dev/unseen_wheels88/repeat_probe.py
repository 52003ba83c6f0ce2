"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  An instruction comes in many forms that differ only in
an operand's width or in register against memory (ADD r32, imm8 / ADD r64, imm8 / ADD m32,
imm8 ...; VADDPS xmm / ymm / zmm, masked or not), and the forms of one instruction share its
opcode bytes and its class; neighbouring instructions (ADD / ADC / SUB / SBB, the 32 Jcc) share
the operand signatures and differ in an opcode byte.  Groups: for both tables, the instruction
(the mnemonic: all its forms held out together) and equal feature rows; for the x86-64 forms
also the mnemonic's stem (the mnemonic less a leading V and trailing digits / PS / PD / SS / SD
/ B / W / D / Q, so that ADDPS, VADDPS, VADDPD fall together).  The harness's stratified 70 / 30
split puts most test forms beside training forms of the same instruction.

Run after run_all.sh fetched the sdist (tables.py reads it under UNSEEN_DIR, /tmp/unseen88 by
default): ``python3 benchmarks/dev/unseen_wheels88/repeat_probe.py``.  Scikit-learn only
(categorical columns coded as integers); for each table prints the forest's accuracy on one
stratified split (seed 0) and on splits that hold whole groups out (GroupShuffleSplit, 30 % of
the groups, seeds 0-2), the majority rate of each and the share of test rows whose group has rows
in training; then how many rows share their feature row with another row."""
import os
import re
import sys

import numpy as np
import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GroupShuffleSplit, train_test_split

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)


def fit(X, y, tr, te, seed):
    m = RandomForestClassifier(100, random_state=seed, n_jobs=1).fit(X[tr], y[tr])
    top = pd.Series(y[tr]).value_counts().index[0]
    return m.score(X[te], y[te]), np.mean(y[te] == top)


def probe(ds, groups, keyname):
    Xd = ds.X.copy()
    for c in Xd.columns:
        if not pd.api.types.is_numeric_dtype(Xd[c]):
            Xd[c] = pd.factorize(Xd[c])[0]
    X = Xd.to_numpy(dtype=float)
    y = ds.y.to_numpy()
    idx = np.arange(len(y))
    tr, te = train_test_split(idx, test_size=0.3, random_state=0, stratify=y)
    print(f"{ds.name}: {len(y)} rows", flush=True)
    print("  stratified split (seed 0): RF %.3f, majority %.3f" % fit(X, y, tr, te, 0)
          + "; test rows whose group is in training: "
          + ", ".join(f"{w} {np.mean(np.isin(g[te], g[tr])):.3f}" for w, g in groups.items()),
          flush=True)
    for what, g in groups.items():
        print(f"  {len(np.unique(g))} {what}")
        for seed in range(3):
            tr, te = next(GroupShuffleSplit(1, test_size=0.3, random_state=seed).split(X, y, g))
            print(f"    {what} held out (seed {seed}): RF %.3f, majority %.3f"
                  % fit(X, y, tr, te, seed)
                  + f", {len(te)} test rows, test classes "
                  + str(pd.Series(y[te]).value_counts().to_dict()), flush=True)
    n = pd.DataFrame({"k": groups[keyname], "y": y})
    n = n.groupby("k")["y"].agg(["size", "nunique"])
    print(f"  {keyname}: {len(n)} distinct of {len(y)}; "
          f"{int(n[n['size'] > 1]['size'].sum())} rows in {int((n['size'] > 1).sum())} repeated "
          f"rows, {int(n[n['nunique'] > 1]['size'].sum())} rows in "
          f"{int((n['nunique'] > 1).sum())} with more than one class")


def key(df):
    return pd.util.hash_pandas_object(df, index=False).astype(str).to_numpy()


def stem(name):
    s = re.sub(r"^V(?=[A-Z])", "", name)
    s = re.sub(r"\d+$", "", s)
    return re.sub(r"(PS|PD|SS|SD|B|W|D|Q)$", "", s) or name


# x86-64 forms (the same row order as tables._forms)
f = tables._forms("x86_64.xml")
ds = tables.x64_form_isa()
assert len(f) == len(ds.y) and (f["_isa"].to_numpy() == ds.y.to_numpy()).all()
probe(ds, {"instruction (mnemonic)": f["_name"].to_numpy(),
           "mnemonic stem": f["_name"].map(stem).to_numpy(),
           "equal feature rows": key(ds.X)},
      "equal feature rows")

# Knights Corner forms
f = tables._forms("k1om.xml")
ds = tables.knc_form_op()
assert len(f) == len(ds.y) and (f["_op"].to_numpy() == ds.y.to_numpy()).all()
probe(ds, {"instruction (mnemonic)": f["_name"].to_numpy(),
           "equal feature rows": key(ds.X)},
      "equal feature rows")
