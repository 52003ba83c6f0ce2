"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  Bank names repeat in part within a country (families:
"Sparkasse ...", "Volksbank ...", "Raiffeisenbank ...", "Bank Spoldzielczy w ...", "Banca di
Credito Cooperativo di ...", "... Kredito unija"), and names of one family have near-equal
feature rows, so the harness's stratified 70 / 30 split can put a test bank beside training banks
of the same family.  Groups: the name's first word and its last word (case folded).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen100 by
default): ``python3 benchmarks/dev/unseen_wheels100/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table
(benchmarks/dev/unseen_wheels/grouped_probe.py)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


for name, ccs in (("schwifty_bank_country", ["DE", "GB", "PL", "ES", "IT", "LT", "FR"]),
                  ("schwifty_bank_at_ch", ["AT", "CH"])):
    names = tables._raw(ccs).name.reset_index(drop=True)
    ds = tables.load_all([name])[name]
    assert len(names) == len(ds.y)
    words = names.str.lower().str.split()
    probe(ds, class_conflicts=True, groups={"first words": words.str[0].to_numpy(), "last words": words.str[-1].to_numpy()})
