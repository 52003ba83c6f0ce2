"""Reproduce the papers' experiments: grids per paper, a runner, metrics and plots.

Entry points: :func:`dpforest.experiments.runner.run_experiment` with an
:class:`~dpforest.experiments.grids.Experiment` from :func:`~dpforest.experiments.grids.experiment`
(or ``dpforest reproduce PAPER`` on the command line).
"""
