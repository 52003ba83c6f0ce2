"""How much of the non-private forest's accuracy on this batch's two tables comes from near-repeats
of a test endpoint in training.  The catalogue lists one model many times: once per provider
that serves it (openai/gpt-4o, azure/gpt-4o, openrouter/openai/gpt-4o, ...), once per region
(bedrock us. / eu. / apac. prefixes) and once per dated version, each its own entry with nearly
the same prices, limits and flags.  Groups: the model's base name (the entry's name after the
last "/", region prefix and ":" suffix removed, lower case), and the coarser first word of that
base name (a crude model family: gpt, claude, gemini, llama, ...).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen124 by
default): ``python3 benchmarks/dev/unseen_wheels124/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)

_REGION = re.compile(r"^(us|eu|apac|global|jp|au|ca|us-gov)\.")


def _base(name):
    b = name.lower().rsplit("/", 1)[-1]
    b = _REGION.sub("", b)
    return b.split(":", 1)[0]


def _family(base):
    return re.split(r"[-_.@ ]", base, maxsplit=1)[0]


for name in ("llm_mode", "llm_chat_vision"):
    ds = tables.load_all([name])[name]
    base = [_base(n) for n in tables.names_of(name)]
    assert len(base) == len(ds.y)
    probe(ds, class_conflicts=True,
          groups={"base name": np.array(base),
                  "first word": np.array([_family(b) for b in base])})
