"""Mechanism check: cur and snr with the joint split-and-label draw off for both."""
import sys
sys.path.insert(0, "/work/main/benchmarks/dev")
from variants_mwsnr import _Cur, _Snr


class _CurNJ(_Cur):
    _joint_labels = False


class _SnrNJ(_Snr):
    _joint_labels = False


VARIANTS = {"curnj": lambda e, s, r: _CurNJ(epsilon=e, schema=s, random_state=r, progress=False),
            "snrnj": lambda e, s, r: _SnrNJ(epsilon=e, schema=s, random_state=r, progress=False)}
