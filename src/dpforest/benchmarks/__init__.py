"""Public benchmark suite: many datasets with declared public schemas, a harness that fits
every method on the same public splits, and the Markdown/CSV/PNG report (``dpforest benchmark``).

* :mod:`dpforest.benchmarks.datasets` -- :data:`~dpforest.benchmarks.datasets.SUITE` and
  :func:`~dpforest.benchmarks.datasets.load`.
* :mod:`dpforest.benchmarks.harness` -- :class:`~dpforest.benchmarks.harness.Method`,
  :data:`~dpforest.benchmarks.harness.METHODS` and :func:`~dpforest.benchmarks.harness.run`.
"""
