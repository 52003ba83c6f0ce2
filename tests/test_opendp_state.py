"""A fit leaves a host program's OpenDP as it found it: polars is not imported (opendp.prelude
would import it, with its threads and ``_RJEM_MALLOC_CONF``), and the process-wide "contrib"
feature is enabled only while dpforest constructs its measurements, then restored."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import numpy as np
import pytest

from dpforest.privacy import mechanisms

_FIT = r"""
import json, os, sys, threading, warnings
warnings.simplefilter("ignore")
HOST_CONTRIB = {host!r}
if HOST_CONTRIB:
    from opendp.mod import enable_features
    enable_features("contrib")
import numpy as np, dpforest
from dpforest.privacy import mechanisms
rng = np.random.default_rng(0)
X = rng.normal(size=(300, 2))
y = (X[:, 0] > 0).astype(int)
schema = dpforest.Schema.from_bounds([-4, -4], [4, 4], classes=[0, 1])
model = dpforest.DPForestClassifier(epsilon=1.0, schema=schema, progress=False).fit(X, y)
model.predict_proba(X)
from opendp.mod import GLOBAL_FEATURES
after_fit = "contrib" in GLOBAL_FEATURES
# the OpenDP fallback sampler: a measurement built (and cached) now, called with contrib off
pick = mechanisms._select_opendp(np.array([0.0, 3.0, 1.0]), 1.0, 1.0, True)
again = mechanisms._select_opendp(np.array([0.0, 3.0, 1.0]), 1.0, 1.0, True)
print(json.dumps({{
    "polars": "polars" in sys.modules,
    "prelude": "opendp.prelude" in sys.modules,
    "opendp": "opendp" in sys.modules,
    "rjem": "_RJEM_MALLOC_CONF" in os.environ,
    "contrib_after_fit": after_fit,
    "contrib_at_end": "contrib" in GLOBAL_FEATURES,
    "picks": [int(pick), int(again)],
    "threads": sorted(t.name for t in threading.enumerate()),
}}))
"""


def _run(host_contrib: bool) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "_RJEM_MALLOC_CONF"}
    out = subprocess.run([sys.executable, "-c", _FIT.format(host=host_contrib)], capture_output=True,
                         text=True, timeout=600, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("host_contrib", [False, True], ids=["host-without-contrib", "host-with-contrib"])
def test_a_fit_leaves_opendp_as_the_host_had_it(host_contrib):
    got = _run(host_contrib)
    assert got["opendp"]                      # the fit did certify its mechanisms with OpenDP
    assert not got["polars"] and not got["prelude"]
    assert not got["rjem"]
    assert got["contrib_after_fit"] is host_contrib
    assert got["contrib_at_end"] is host_contrib
    assert all(0 <= p < 3 for p in got["picks"])
    assert not any("polars" in t for t in got["threads"])


@pytest.fixture()
def contrib_off():
    """This process's OpenDP features as the test found them afterwards, "contrib" off during."""
    from opendp.mod import GLOBAL_FEATURES

    saved = set(GLOBAL_FEATURES)
    GLOBAL_FEATURES.discard("contrib")
    yield GLOBAL_FEATURES
    GLOBAL_FEATURES.clear()
    GLOBAL_FEATURES.update(saved)


def test_constructing_restores_the_feature_and_built_measurements_still_work(contrib_off):
    from opendp.mod import OpenDPException

    meas = mechanisms._noisy_max.__wrapped__(1.0, 1.0, True)   # not the cached one: built now
    assert "contrib" not in contrib_off
    assert meas.map(1.0) <= 1.0 + 1e-9
    assert int(meas(np.array([0.0, 5.0, 1.0]))) in (0, 1, 2)     # sampling needs no feature
    mechanisms._certify_count.__wrapped__(0.5, 1)
    assert "contrib" not in contrib_off
    # and the host still cannot build a contrib measurement itself: nothing was left enabled
    dp = mechanisms._opendp()
    with pytest.raises(OpenDPException, match="contrib"):
        dp.m.make_laplace(dp.vector_domain(dp.atom_domain(T=int)), dp.l1_distance(T=int), scale=1.0)


def test_a_construction_that_fails_restores_the_feature(contrib_off):
    dp = mechanisms._opendp()
    with pytest.raises(RuntimeError, match="boom"):
        with mechanisms._contrib():
            assert "contrib" in contrib_off
            raise RuntimeError("boom")
    assert "contrib" not in contrib_off
    contrib_off.add("contrib")                     # a host that had it keeps it
    with mechanisms._contrib():
        pass
    assert "contrib" in contrib_off
    assert dp is mechanisms._opendp()


def test_concurrent_constructions_never_see_the_feature_taken_away(contrib_off):
    """Without the lock, one thread's restore could disable "contrib" while another was
    constructing (it took the first's temporary "contrib" for the host's)."""
    errors, start = [], threading.Barrier(8)

    def work(k):
        try:
            start.wait()
            for j in range(40):
                eps = 0.1 + 0.001 * (k * 40 + j)       # uncached: every call constructs
                mechanisms._noisy_max.__wrapped__(eps, 1.0, bool(j % 2))
                mechanisms._certify_count.__wrapped__(eps, 1)
        except Exception as e:                          # noqa: BLE001 -- reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[:3]
    assert "contrib" not in contrib_off


@pytest.mark.parametrize("locked", [True, False], ids=["with-lock", "without-lock"])
def test_the_lock_is_what_keeps_a_second_construction_sound(contrib_off, monkeypatch, locked):
    """The test above can fail: without the lock, a second fit entering while the first holds
    its temporary "contrib" takes it for the host's, and the first's restore then removes it in
    the middle of the second's construction (forced here by pauses inside the blocks)."""
    import contextlib
    import time

    if not locked:
        monkeypatch.setattr(mechanisms, "_FEATURES_LOCK", contextlib.nullcontext())
    inside_second, start = [], threading.Barrier(2)

    def first():
        with mechanisms._contrib():
            start.wait()
            time.sleep(0.1)

    def second():
        start.wait()
        with mechanisms._contrib():
            time.sleep(0.3)                       # the first leaves its block meanwhile
            inside_second.append("contrib" in contrib_off)

    threads = [threading.Thread(target=f) for f in (first, second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert inside_second == [locked]
    assert "contrib" not in contrib_off
