"""Depth-rule variants for many classes, measured by *coupled* fits (no library change).

The machinery (today's default fitted once, each variant refitted only where its depths differ,
with n̂ forced to the value the default drew) is ../wide_depth/wide_depth_eval.py's; this file
gives it the three many-class variants and its defaults: the export in /tmp/exportmc and
outside tables of at most 86,000 rows (MC_MAXROWS; MC_CMIN / MC_CMAX pick the class counts).

    PYTHONPATH=/tmp/exportmc/src python3 manyclass_depth_eval.py TABLESPEC OUT.csv [SEEDS] [EPS]

TABLESPEC as wide_depth_eval.py's: ``unseen:BATCH:NAME,...``, ``auto:OFFSET:LIMIT[:MINF]`` or
``bench:NAME,...``.
"""
from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("REFIT_EXPORT", "/tmp/exportmc")
os.environ.setdefault("MC_MAXROWS", "86000")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "wide_depth"))

import wide_depth_eval as W  # noqa: E402

D, ORIG = W.D, W.ORIG


def _parts(n, eps, M, C, maxd):
    """today's rule, step by step (mirrors dpforest.forests.default.auto_depth)"""
    scale = D.REF_LOG_CANDIDATES / math.log(max(M, 3)) if M else 1.0
    ne = max(float(n), 1.0) * float(eps) * scale
    floor0 = max(D.MIN_AUTO_DEPTH, math.ceil(math.log2(max(int(C), 2))))
    lne = math.log2(max(ne, 1.0))
    cap = (math.floor(math.log2(max(float(n), 1.0) / D.MIN_LEAF_RECORDS))
           if D.MIN_LEAF_RECORDS else 10**6)
    raw = min(round(lne - D.DEPTH_OFFSET), cap)
    d_cur = ORIG(n, eps, M, C, maxd)
    return lne, floor0, raw, cap, d_cur


def halfC(n, eps, M=None, C=2, maxd=D.MAX_AUTO_DEPTH, F=1):
    """V1: offset reduced by ½·log2(C/2), never below today's depth (C ≥ 3)"""
    lne, floor0, raw, cap, d = _parts(n, eps, M, C, maxd)
    if int(C) < 3:
        return d
    r1 = min(round(lne - D.DEPTH_OFFSET + 0.5 * math.log2(int(C) / 2)), cap)
    if r1 <= floor0:            # acts only beyond the full class floor (large n·ε)
        return d
    return int(min(max(d, r1), maxd))


def plus1(n, eps, M=None, C=2, maxd=D.MAX_AUTO_DEPTH, F=1):
    """V2: one more level where C ≥ 6 and today's raw depth is ≥ ⌈log2 C⌉ + 2"""
    lne, floor0, raw, cap, d = _parts(n, eps, M, C, maxd)
    if int(C) >= 6 and raw >= floor0 + 2:
        return int(max(d, min(d + 1, cap, maxd)))
    return d


def fullC2(n, eps, M=None, C=2, maxd=D.MAX_AUTO_DEPTH, F=1):
    """V3: offset reduced by log2(C/2), capped at today + 2 (C ≥ 6)"""
    lne, floor0, raw, cap, d = _parts(n, eps, M, C, maxd)
    if int(C) < 6:
        return d
    r3 = min(round(lne - D.DEPTH_OFFSET + math.log2(int(C) / 2)), cap, d + 2)
    if r3 <= floor0:            # acts only beyond the full class floor (large n·ε)
        return d
    return int(min(max(d, r3), maxd))


VARIANTS = {"halfC": halfC, "plus1": plus1, "fullC2": fullC2}
W.VARIANTS = VARIANTS      # the Recording estimator looks its rule up there

if __name__ == "__main__":
    W.main()
