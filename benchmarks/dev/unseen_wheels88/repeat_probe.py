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
(categorical columns coded as integers): prints :func:`grouped_probe.probe`'s figures for each
table (benchmarks/dev/unseen_wheels/grouped_probe.py; with each held-out split's test
classes)."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import coded, key, probe  # noqa: E402  (shared by the batches)


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
      X=coded(ds.X), test_classes=True, repeats="equal feature rows")

# Knights Corner forms
f = tables._forms("k1om.xml")
ds = tables.knc_form_op()
assert len(f) == len(ds.y) and (f["_op"].to_numpy() == ds.y.to_numpy()).all()
probe(ds, {"instruction (mnemonic)": f["_name"].to_numpy(),
           "equal feature rows": key(ds.X)},
      X=coded(ds.X), test_classes=True, repeats="equal feature rows")
