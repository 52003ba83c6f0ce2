"""A private choice between the greedy tree and the SNR forest at large n·ε (measured, not
adopted; results in benchmarks/results/largechoice/).

The default (``regime='greedy'``) grows one greedy tree; ``regime='random'`` grows an SNR forest of
random multiway trees.  On a table whose class is carried by the combination of two wide factors
(the Mastercard BIN register of outside batch 47) the SNR forest leads by 3-4 points; a private
choice between the two lost 4 points on small tables (each candidate sees a third of the
records).  These variants measure that choice where n·ε >= 3,000, where giving up records costs
the greedy tree about one level of depth:

* ``cur``: the default, ``DPForestClassifier(epsilon, schema)``;
* ``choice0``: ``PrivateModelSelector([greedy, random], validation_share=0.3, refit_share=0)``
  (release='winner', scoring='error': one permute-and-flip selection; each candidate fitted on
  35 % of the records at the whole ε, the winner used as fitted);
* ``choice_half``: the same with ``refit_share=0.5`` (the selection at ε/2, the winner refitted
  on all records at ε/2);
* ``random``: ``DPForestClassifier(epsilon, schema, regime='random')`` alone (reference).

Each factory takes (epsilon, schema, seed); the seed seeds the estimator's public draws and the
selector's assignment of records to parts (never the noise).

    cd benchmarks/results/largechoice/scripts && PYTHONPATH=<clean export>/src python3 run.py \\
        CELLS.csv ROWS.csv 6
"""
import dpforest as d
from dpforest.model_selection import PrivateModelSelector


def _cur(e, s, r):
    return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False)


def _random(e, s, r):
    return d.DPForestClassifier(epsilon=e, schema=s, random_state=r, progress=False, regime="random")


def _choice(refit_share):
    def make(e, s, r):
        cands = [d.DPForestClassifier(schema=s, random_state=r, progress=False, regime="greedy"),
                 d.DPForestClassifier(schema=s, random_state=r, progress=False, regime="random")]
        return PrivateModelSelector(cands, epsilon=e, schema=s, validation_share=0.3,
                                    refit_share=refit_share, random_state=r)
    return make


VARIANTS = {"cur": _cur, "choice0": _choice(0.0), "choice_half": _choice(0.5), "random": _random}
