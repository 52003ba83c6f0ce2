"""Tree building blocks shared by the forests: the level-wise DP growth engine
(:mod:`~dpforest.tree.grower`) with its budget schedules (:mod:`~dpforest.tree.budget`,
:mod:`~dpforest.tree.schedules`), split scorers and their sensitivities
(:mod:`~dpforest.tree.scorers`, :mod:`~dpforest.tree.ig_gr`), public candidate grids
(:mod:`~dpforest.tree.grids`), data-independent random trees
(:mod:`~dpforest.tree.random_trees`), pruning on released counts
(:mod:`~dpforest.tree.pruning`) and the flat-array fitted tree
(:class:`~dpforest.tree.model.FlatTree`) that every model stores and predicts with.
"""
