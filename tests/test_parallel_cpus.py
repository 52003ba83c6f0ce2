"""n_jobs=-1 means the CPUs this process may use (joblib.cpu_count: affinity, cgroup quota),
not the machine's count (os.cpu_count)."""

from __future__ import annotations

import os

import joblib
import pytest

from dpforest import _parallel


@pytest.fixture()
def limited(monkeypatch):
    """A process limited to 3 CPUs on a machine that has 64."""
    monkeypatch.setattr(joblib, "cpu_count", lambda *a, **k: 3)
    monkeypatch.setattr(os, "cpu_count", lambda: 64)


def test_negative_n_jobs_count_from_the_usable_cpus(limited):
    assert _parallel.cpu_count() == 3
    assert _parallel.effective_n_jobs(-1) == 3
    assert _parallel.effective_n_jobs(-2) == 2
    assert _parallel.effective_n_jobs(-3) == 1
    assert _parallel.effective_n_jobs(-10) == 1            # never below one
    with _parallel.using(-1):
        assert _parallel.current() == 3


def test_none_and_positive_n_jobs_are_unchanged(limited):
    assert _parallel.effective_n_jobs(None) == 1           # scikit-learn's default: one
    assert _parallel.effective_n_jobs(5) == 5              # an explicit count is the caller's
    assert _parallel.effective_n_jobs(100) == 100
    with pytest.raises(ValueError, match="n_jobs"):
        _parallel.effective_n_jobs(0)


def test_the_thread_pool_is_sized_from_the_usable_cpus(limited, monkeypatch):
    monkeypatch.setattr(_parallel, "_pool", None)
    monkeypatch.setattr(_parallel, "_pool_size", 0)
    _parallel._executor(2)
    assert _parallel._pool_size == 3
    pool = _parallel._pool
    monkeypatch.setattr(_parallel, "_pool", None)         # the test's pool is not kept
    pool.shutdown(wait=True)


def test_a_zero_or_odd_cpu_count_still_gives_one_worker(monkeypatch):
    monkeypatch.setattr(joblib, "cpu_count", lambda *a, **k: 0)
    assert _parallel.effective_n_jobs(-1) == 1
