"""Near-repeats in batch 201's two tables: how much of the non-private forest's accuracy comes
from test rows whose group also has rows in training.
- wc_cities_capital4: one row per city; group: the country (241; holding whole countries out,
  which removes the country's own mix of capital statuses, the table's strongest column).
- sa_spam2: one row per message; groups: the thread (the Subject with leading "Re:" / "Fwd:"
  parts and spaces removed, lower-cased: a discussion's replies, or one spam sent with one
  subject many times) and the exact text body (the same body sent more than once).

Run after run_all.sh extracted the tarballs (tables.py reads them under UNSEEN_DIR,
/tmp/unseen201 by default): ``python3 benchmarks/dev/unseen_wheels201/repeat_probe.py``.
Scikit-learn only: prints :func:`grouped_probe.probe`'s figures
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import email
import email.policy
import hashlib
import json
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

name = "wc_cities_capital4"
ds = tables.load_all([name])[name]
raw = json.loads((tables.BASE / "cities" / "package" / "data" / "cities.json")
                 .read_text(encoding="utf-8"))
assert len(raw) == len(ds.y)
country = np.array([r["country"] for r in raw])
assert (country == ds.X["country"].to_numpy()).all()
probe(ds, class_conflicts=True, groups={"country": country})

name = "sa_spam2"
ds = tables.load_all([name])[name]
root = tables.BASE / "ns" / "package" / "spam-assassin" / "data"
thread, body = [], []
_PREFIX = re.compile(r"^\s*((re|fwd?|fw)\s*(\[\d+\])?\s*:\s*)+", re.I)
for g in tables.SA_GROUPS:
    for f in sorted((root / g).glob("*.json")):
        msg = email.message_from_string(json.loads(f.read_text(encoding="utf-8"))["text"],
                                        policy=email.policy.compat32)
        subj = _PREFIX.sub("", str(msg.get("Subject") or ""))
        thread.append(re.sub(r"\s+", " ", subj).strip().lower())
        text, _, _, _ = tables._text_parts(msg)
        body.append(hashlib.md5(text.encode("latin-1", "replace")).hexdigest())
assert len(thread) == len(ds.y)
probe(ds, class_conflicts=True, groups={"thread": np.array(thread), "body": np.array(body)})
