"""Batch 257's tables, from one package of the npm registry (fetched with `npm pack
qpp-measures-data@5.5.4`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/qpp: nothing is installed or run from the package):
- qpp-measures-data 5.5.4 ("Quality Payment Program Measures Data Repository", CMSgov, MIT):
  measures/2022/measures-data.json, one record per measure of the Merit-based Incentive Payment
  System (MIPS) for performance year 2022, with its schema measures/2022/measures-schema.yaml.

Candidates (targets, classes and columns fixed before the pre-check, /tmp/unseen257/CHOICE):
- qpp_domain2022 -- a quality measure's National Quality Strategy domain (6 classes) from its
  measure type, metric type, inverse / risk-adjusted / registry flags, first performance year,
  specialty sets and submission methods.  Dropped: title, description, measureId, NQF / eCQM ids
  (only "has one" kept), primarySteward and the strata (they name groups nested in a domain),
  isHighPriority (CMS defines it partly by the domain).
Reserve, used only if the chosen table fails the pre-check:
- qpp_type2022 -- the same rows; target the measure type (process / outcome /
  patientReportedOutcome / other), the domain as a column instead.
"""
from __future__ import annotations

import collections
import json
import os as _os
import runpy
import sys
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen257")) / "ex" / "qpp" / "package"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

SRC = "npm qpp-measures-data 5.5.4, measures/2022/measures-data.json (CMS QPP / MIPS 2022)"
# measures-schema.yaml (2022): the measureTypes and metricType enums
MEASURE_TYPES = ["efficiency", "intermediateOutcome", "outcome", "patientEngagementExperience",
                 "process", "structure", "patientReportedOutcome"]
METRIC_TYPES = ["boolean", "proportion", "singlePerformanceRate", "multiPerformanceRate",
                "registrySinglePerformanceRate", "registryMultiPerformanceRate", "nonProportion",
                "cahps", "costScore"]
METHODS = {"registry": "sm_registry", "electronicHealthRecord": "sm_ehr", "claims": "sm_claims",
           "certifiedSurveyVendor": "sm_survey", "cmsWebInterface": "sm_webinterface",
           "administrativeClaims": "sm_adminclaims"}
DOMAINS = {"effective clinical care": "Effective Clinical Care",
           "communication and care coordination": "Communication and Care Coordination",
           "patient safety": "Patient Safety",
           "person and caregiver centered experience and outcomes":
               "Person and Caregiver-Centered Experience and Outcomes",
           "efficiency and cost reduction": "Efficiency and Cost Reduction",
           "community/population health": "Community/Population Health"}


def _b(v):
    return "1" if bool(v) else "0"


@lru_cache(None)
def _measures():
    with open(BASE / "measures" / "2022" / "measures-data.json", encoding="utf-8") as f:
        recs = [r for r in json.load(f) if r.get("category") == "quality"]
    assert len(recs) == 516, len(recs)
    recs = [r for r in recs if r.get("nationalQualityStrategyDomain")]
    sets = collections.Counter(s for r in recs for s in (r.get("measureSets") or []))
    keep_sets = sorted(s for s, n in sets.items() if n >= 10)
    rows, dom, mtype = [], [], []
    for r in recs:
        d = r["nationalQualityStrategyDomain"].lower().replace("-", " ")
        dom.append(DOMAINS[d])
        mtype.append(r["measureType"])
        ms = set(r.get("measureSets") or [])
        sm = set(r.get("submissionMethods") or [])
        row = {"measureType": r["measureType"], "metricType": r["metricType"],
               "isInverse": _b(r.get("isInverse")), "isRiskAdjusted": _b(r.get("isRiskAdjusted")),
               "isRegistryMeasure": _b(r.get("isRegistryMeasure")),
               "firstPerformanceYear": float(r["firstPerformanceYear"]),
               "n_measure_sets": float(len(ms))}
        for s in keep_sets:
            row["set_" + s] = _b(s in ms)
        for m, c in METHODS.items():
            row[c] = _b(m in sm)
        row["has_nqf_id"] = _b(r.get("nqfId"))
        row["has_emeasure_id"] = _b(r.get("eMeasureId"))
        rows.append(row)
    X = pd.DataFrame(rows)
    assert len(X) == 506 and len(keep_sets) == 31, (len(X), len(keep_sets))
    return X, pd.Series(dom), pd.Series(mtype)


def qpp_domain2022():
    X, dom, _ = _measures()
    decl = [Categorical("measureType", MEASURE_TYPES), Categorical("metricType", METRIC_TYPES)]
    return _finish("qpp_domain2022", X.copy(), dom, declared=decl, source=SRC,
                   what="A MIPS 2022 quality measure's National Quality Strategy domain (6) from "
                   "measure type and metric type (codes from measures-schema.yaml), inverse / "
                   "risk-adjusted / registry flags, first performance year, specialty sets (31 "
                   "sets with >= 10 measures, 0/1, and their count), submission methods (0/1), "
                   "has an NQF id / eCQM id.  No title, description, ids, steward, strata or "
                   "isHighPriority.  Year, count and 0/1 codes by convention.")


def qpp_type2022():
    X, dom, mt = _measures()
    y = mt.map(lambda t: t if t in ("process", "outcome", "patientReportedOutcome") else "other")
    X = X.drop(columns=["measureType"]).assign(domain=dom.values)
    decl = [Categorical("metricType", METRIC_TYPES), Categorical("domain", list(DOMAINS.values()))]
    return _finish("qpp_type2022", X, y, declared=decl, source=SRC,
                   what="A MIPS 2022 quality measure's type (process / outcome / "
                   "patientReportedOutcome / other) from the NQS domain and the other columns of "
                   "qpp_domain2022.")


LOADERS = {f.__name__: f for f in [qpp_domain2022, qpp_type2022]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
