"""dpforest._jit: the kernels compile where numba cannot keep its cache (read-only installs)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dpforest import _jit


def test_cache_falls_back_to_none_where_numba_has_no_locator(monkeypatch):
    calls = []
    real = _jit._numba_njit

    def fake(**options):
        calls.append(options)
        if options.get("cache"):
            def refuse(fn):
                raise RuntimeError(f"cannot cache function {fn.__name__!r}: no locator available "
                                   f"for file 'x.py'")
            return refuse
        return real(**options)

    monkeypatch.setattr(_jit, "_numba_njit", fake)

    @_jit.njit(cache=True, nogil=True)
    def twice(x):
        return 2 * x

    assert twice(21) == 42
    assert calls == [{"cache": True, "nogil": True}, {"cache": False, "nogil": True}]


def test_other_errors_are_not_swallowed(monkeypatch):
    def fake(**options):
        def refuse(fn):
            raise RuntimeError("something else")
        return refuse

    monkeypatch.setattr(_jit, "_numba_njit", fake)
    with pytest.raises(RuntimeError, match="something else"):
        _jit.njit(cache=True)(lambda x: x)


@pytest.mark.slow
def test_the_package_imports_and_fits_from_a_read_only_copy(tmp_path):
    """A copy of the package whose __pycache__ folders cannot be created (files stand in their
    place) and no writable home: numba finds no cache locator, and dpforest still fits."""
    import dpforest

    src = Path(dpforest.__file__).parent
    shutil.copytree(src, tmp_path / "dpforest", ignore=shutil.ignore_patterns("__pycache__"))
    for folder in [p for p in (tmp_path / "dpforest").rglob("*") if p.is_dir()] + [tmp_path / "dpforest"]:
        (folder / "__pycache__").touch()
    (tmp_path / "notadir").touch()
    env = {**os.environ, "HOME": str(tmp_path / "notadir" / "h"),
           "XDG_CACHE_HOME": str(tmp_path / "notadir" / "c"), "PYTHONPATH": str(tmp_path),
           "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("NUMBA_CACHE_DIR", None)
    code = ("import dpforest, numpy as np, pandas as pd\n"
            "X = pd.DataFrame({'a': np.linspace(0, 1, 200)}); y = (X['a'] > 0.5).astype(int)\n"
            "s = dpforest.Schema([dpforest.Numeric('a', 0, 1)], classes=[0, 1])\n"
            "m = dpforest.DPForestClassifier(2.0, s, progress=False).fit(X, y)\n"
            "print(dpforest.__file__, m.ledger_.epsilon)\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert str(tmp_path) in out.stdout and out.stdout.split()[-1] == "2.0"


@pytest.mark.parametrize("C, top", [(2, 1), (3, 2), (10, 1), (10, 4), (10, 10), (10, 16),
                                    (300, 64), (300, 299), (1000, 2)])
def test_top_m_count_kernel_sums_each_childs_m_largest_counts(C, top):
    """The kernel's top-m count (the look-ahead levels' utility) against a full sort of each
    child's class counts: equal to the bit, at few classes and at many (where the kernel keeps
    a heap of the m largest instead of sorting the C counts of every child)."""
    import numpy as np

    from dpforest._kernels import binary_scores

    rng = np.random.default_rng(C * 1000 + top)
    m, S, K = 3, 2, 4
    hist = rng.integers(0, 40, size=(m, S, K, C)).astype(np.float64)
    hist[0, 0, 1] = 0.0                                  # an empty code: children with ties at 0
    v = np.ones((m, S, K), dtype=bool)
    out = np.full((m, S, 2 * K), np.nan)
    binary_scores(hist, v, v, out, "top", top)
    total = hist.sum(axis=2)

    def top_sum(counts):
        return np.sort(counts, axis=-1)[..., ::-1][..., :top].sum(axis=-1)

    left_thr = np.cumsum(hist, axis=2)                      # codes <= t left
    want_thr = top_sum(left_thr) + top_sum(total[:, :, None] - left_thr)
    want_ovr = top_sum(hist) + top_sum(total[:, :, None] - hist)
    np.testing.assert_array_equal(out[:, :, :K], want_thr)
    np.testing.assert_array_equal(out[:, :, K:], want_ovr)
