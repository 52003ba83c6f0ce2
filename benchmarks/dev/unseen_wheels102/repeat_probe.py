"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test row in training.  OMIM diseases come in numbered series of one family
("Developmental and epileptic encephalopathy 96", "Spinocerebellar ataxia 48", "Ehlers-Danlos
syndrome, type ...") whose annotations are often curated together and give near-equal phenotype
profiles, and several diseases share a gene, so the harness's stratified 70 / 30 split can put a
test disease beside training diseases of its family.  Groups: the disease name's family (the
name, case folded, cut at its first comma or ';' with a trailing series number / letter, "type
N" removed) and the disease's gene (the first gene listed for it in genes_to_phenotype.txt, sorted
by symbol; a disease with no gene is its own group).

Run after run_all.sh unzipped the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen102 by
default): ``python3 benchmarks/dev/unseen_wheels102/repeat_probe.py``.  Scikit-learn only: prints
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


def family(name):
    s = re.split(r"[,;]", name.lower())[0]
    s = re.sub(r"\btype\b", " ", s)
    s = re.sub(r"(\s+[0-9]+[a-z]?|\s+[a-z])+\s*$", "", s.strip())
    return re.sub(r"\s+", " ", s).strip()


a = tables._annotations()
names = a.groupby("database_id").disease_name.first()
g2p = pd.read_csv(tables._DIR / "genes_to_phenotype.txt", sep="\t", dtype=str)
gene = g2p.groupby("disease_id").gene_symbol.agg(lambda v: sorted(set(v))[0])
y_all, _ = tables._onset()
for name, ids in (("hpo_omim_onset", list(y_all.index)),
                  ("hpo_omim_congenital_infantile",
                   list(y_all[y_all.isin(["Congenital onset", "Infantile onset"])].index))):
    ds = tables.load_all([name])[name]
    assert len(ids) == len(ds.y)
    fam = pd.Series([family(names[i]) for i in ids]).to_numpy()
    gen = pd.Series([gene.get(i, i) for i in ids]).to_numpy()
    probe(ds, class_conflicts=True, groups={"name families": fam, "genes": gen})
