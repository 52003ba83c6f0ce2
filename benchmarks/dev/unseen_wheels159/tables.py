"""Batch 159's tables: quantum-computing hardware calibration, from one wheel: qiskit-ibm-runtime
0.51.0 (Apache-2.0; IBM's Qiskit Runtime client).  Its qiskit_ibm_runtime/fake_provider/backends/
<name>/{conf,props}_<name>.json are "system snapshots" of IBM Quantum devices: the configuration
(processor family, coupling map) and one day's calibration (per qubit T1, T2, frequency,
anharmonicity, readout errors; per gate error and length).  One row a physical qubit.

Candidates (targets, classes and columns fixed before the pre-check; README):
- qpu_family -- a qubit's processor family (conf `processor_type.family`): Eagle, Heron,
  Nighthawk, Falcon, Hummingbird: every backend whose conf names one of these five families,
  except `fractional` (a 5-qubit test variant whose calibration repeats an older device's), 5
  classes.
- qpu_falcon27_rev -- the 27-qubit Falcon chips: revision 4 or a later revision (5.1 / 5.11 / 8),
  2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- qpu_family4 (for the first) -- without Hummingbird: 4 classes.
- qpu_hummingbird_vs_falcon27 (for the second) -- a qubit of a 65-qubit Hummingbird or of a
  27-qubit Falcon chip: 2 classes.
Columns (the same for all): numeric t1_us, t2_us, freq_ghz, anharm_ghz (missing on the devices
whose snapshot does not carry them), readout_error, p_meas0_prep1, p_meas1_prep0, readout_len_ns,
sx_error, twoq_err_mean / twoq_err_min / twoq_len_mean (the two-qubit gates -- cx, ecr or cz --
on the qubit's couplers; error 1.0, the value IBM gives a coupler out of service, left out of
the mean and min); categorical degree (the qubit's couplers in the coupling map, as text) and
dead_coupler (no / yes: a coupler of the qubit has two-qubit error 1.0).  Dropped: backend name,
qubit index (identifiers), snapshot dates, backend version, basis-gate names (the two-qubit gate
name cx / ecr / cz restates the family), processor revision (the target of the second table).
Levels of dead_coupler declared; the rest by the suite's convention (full-data range treated as
public).
"""
from __future__ import annotations

import glob
import json
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen159")
FP = Path(BASE) / "ex" / "qir" / "qiskit_ibm_runtime" / "fake_provider" / "backends"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]
_SRC = ("qiskit-ibm-runtime 0.51.0 wheel qiskit_ibm_runtime/fake_provider/backends/*/"
        "{conf,props}_*.json (IBM Quantum device snapshots)")
_FAMS = ["Eagle", "Heron", "Nighthawk", "Falcon", "Hummingbird"]
_TWOQ = {"cx", "ecr", "cz"}


def _load(path):
    with open(path) as fh:
        return json.load(fh)


@lru_cache(None)
def _raw():
    rows = []
    for d in sorted(glob.glob(str(FP) + "/*/")):
        name = _os.path.basename(d.rstrip("/"))
        if name == "fractional":
            continue
        cf = glob.glob(d + "conf_*.json")
        pf = glob.glob(d + "props_*.json")
        if not cf or not pf:
            continue
        conf, props = _load(cf[0]), _load(pf[0])
        pt = conf.get("processor_type") or {}
        fam = pt.get("family")
        if fam not in _FAMS:
            continue
        nq = conf["n_qubits"]
        nbr = [set() for _ in range(nq)]
        for a, b in conf.get("coupling_map") or []:
            nbr[a].add(b)
            nbr[b].add(a)
        sx = {}
        twoq = [[] for _ in range(nq)]
        tlen = [[] for _ in range(nq)]
        for g in props["gates"]:
            par = {p["name"]: p["value"] for p in g["parameters"]}
            if g["gate"] == "sx":
                sx[g["qubits"][0]] = par.get("gate_error")
            elif g["gate"] in _TWOQ and len(g["qubits"]) == 2:
                for q in g["qubits"]:
                    if "gate_error" in par:
                        twoq[q].append(par["gate_error"])
                    if "gate_length" in par:
                        tlen[q].append(par["gate_length"])
        for i, q in enumerate(props["qubits"]):
            v = {p["name"]: p["value"] for p in q}
            live = [e for e in twoq[i] if e < 1.0]
            rows.append({
                "backend": name, "family": fam, "revision": str(pt.get("revision")),
                "qubit": i,
                "t1_us": v.get("T1"), "t2_us": v.get("T2"), "freq_ghz": v.get("frequency"),
                "anharm_ghz": v.get("anharmonicity"), "readout_error": v.get("readout_error"),
                "p_meas0_prep1": v.get("prob_meas0_prep1"),
                "p_meas1_prep0": v.get("prob_meas1_prep0"),
                "readout_len_ns": v.get("readout_length"), "sx_error": sx.get(i),
                "twoq_err_mean": float(np.mean(live)) if live else None,
                "twoq_err_min": float(np.min(live)) if live else None,
                "twoq_len_mean": float(np.mean(tlen[i])) if tlen[i] else None,
                "degree": str(len(nbr[i])),
                "dead_coupler": "yes" if any(e >= 1.0 for e in twoq[i]) else "no",
                "nq": nq})
    return pd.DataFrame(rows)


COLS = ["t1_us", "t2_us", "freq_ghz", "anharm_ghz", "readout_error", "p_meas0_prep1",
        "p_meas1_prep0", "readout_len_ns", "sx_error", "twoq_err_mean", "twoq_err_min",
        "twoq_len_mean", "degree", "dead_coupler"]


def _rows(name):
    d = _raw()
    f27 = (d.family == "Falcon") & (d.nq == 27)
    if name == "qpu_family":
        return d, d.family
    if name == "qpu_family4":
        d = d[d.family != "Hummingbird"]
        return d, d.family
    if name == "qpu_falcon27_rev":
        d = d[f27]
        return d, d.revision.map(lambda r: "r4" if r == "4" else "r5plus")
    if name == "qpu_hummingbird_vs_falcon27":
        d = d[f27 | (d.family == "Hummingbird")]
        return d, d.family
    raise KeyError(name)


_WHAT = {"qpu_family": "A qubit's processor family (5 classes) from its calibration.",
         "qpu_family4": "A qubit's processor family (4 classes, no Hummingbird).",
         "qpu_falcon27_rev": "A 27-qubit Falcon qubit's processor revision: 4 or later.",
         "qpu_hummingbird_vs_falcon27": "Hummingbird (65-qubit) or 27-qubit Falcon qubit."}


def _make(name):
    d, y = _rows(name)
    X = d[COLS].reset_index(drop=True)
    decl = [Categorical("dead_coupler", ["no", "yes"])]
    return _finish(name, X, y.reset_index(drop=True), declared=decl, source=_SRC,
                   what=_WHAT[name] + "  Dropped: backend, qubit index, dates, gate names, "
                   "revision")


def qpu_family():
    return _make("qpu_family")


def qpu_family4():
    return _make("qpu_family4")


def qpu_falcon27_rev():
    return _make("qpu_falcon27_rev")


def qpu_hummingbird_vs_falcon27():
    return _make("qpu_hummingbird_vs_falcon27")


def keys_of(name):
    """Group keys for repeat_probe.py (no model): each row's backend (device)."""
    d, _ = _rows(name)
    return (d.backend.tolist(),)


LOADERS = {f.__name__: f for f in [qpu_family, qpu_falcon27_rev, qpu_family4,
                                   qpu_hummingbird_vs_falcon27]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
