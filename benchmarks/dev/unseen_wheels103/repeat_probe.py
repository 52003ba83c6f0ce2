"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  A fund is often listed several times, once per share
class ("... A Acc EUR", "... I Dis USD Hedged", Brazilian "... FIC FIM" feeder and master
quotas), with near-equal metadata and the same asset class, and one issuer runs many funds whose
listings were added together (neighbouring Investing.com ids and ISINs), so the harness's
stratified 70 / 30 split can put a test fund beside its own share classes in training.  Groups:
the fund's name family (the name, case folded, with currency codes, share-class words and
letters, digits and bracketed text removed) and its issuer (a fund with no issuer is its own
group).

Run after run_all.sh untarred the sdist (tables.py reads it under UNSEEN_DIR, /tmp/unseen103 by
default): ``python3 benchmarks/dev/unseen_wheels103/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import re
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

_DROP = re.compile(r"\b(?:acc|accumulation|inc|income|dis|dist|distribution|cap|hdg|hedged|"
                   r"class|cl|eur|usd|gbp|chf|jpy|sek|nok|dkk|aud|cad|sgd|hkd|cnh|cny|pln|czk|"
                   r"zar|brl|mxn|inr|[a-z])\b")


def family(name):
    s = re.sub(r"\(.*?\)|\[.*?\]", " ", name.lower())
    s = re.sub(r"[0-9]+", " ", s)
    s = _DROP.sub(" ", re.sub(r"[^a-z ]", " ", s))
    return re.sub(r"\s+", " ", s).strip()


f = pd.read_csv(tables._FILE, dtype=str, keep_default_na=False, na_values=[""])
for name, countries, classes in (
        ("investpy_fund_asset_class", ["brazil", "canada", "india", "luxembourg", "mexico"],
         ["equity", "bond", "other"]),
        ("investpy_fund_japan_bond", ["japan"], ["equity", "bond"])):
    ds = tables.load_all([name])[name]
    sub = f[f.country.isin(countries) & f.asset_class.isin(classes)].reset_index(drop=True)
    assert len(sub) == len(ds.y) and (sub.asset_class.to_numpy() == ds.y.to_numpy()).all()
    fam = sub.name.fillna("").map(family).to_numpy()
    iss = sub.issuer.fillna(pd.Series([f"none{i}" for i in range(len(sub))])).to_numpy()
    probe(ds, class_conflicts=True, groups={"name families": fam, "issuers": iss})
