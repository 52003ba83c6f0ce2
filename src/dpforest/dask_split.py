"""``dpforest.model_selection.train_test_split`` on a Dask DataFrame: the in-memory split's sides.

In memory a record's side is a keyed hash of the public seed and its sampler key: its content
as the schema reads it, mixed with its rank among identical copies
(:meth:`dpforest.data.PrivateData.assign_parts`).  A Dask fit's door keys its partitions the
same way (:mod:`dpforest.dask_data`, stages "encoding partitions", "ranking copies", "keying
partitions"): each partition is encoded and ranked where it lives, its copies in earlier
partitions counted from every partition's distinct content hashes, so the keys are the
in-memory door's whatever the partitioning.  Here those steps are the tasks of a lazy graph:

1. each partition encoded and ranked (:func:`dask_data._encode_partition`, which refuses what
   the schema refuses, as the in-memory split does);
2. one task merges the partitions' distinct hash pairs and counts into each partition's copy
   offsets (:func:`dask_data._copy_offsets`) -- on a worker, not the driver;
3. each partition's keys and sides, by the in-memory door's own ``assign_parts`` (with
   ``groups``, ``assign_group_parts`` on the partition's ids: no step 2);
4. each output partition is its input partition's rows of one side, in their order.

Nothing is computed when the split is called: the driver reads the collections' metadata only
(columns, dtypes, the number of partitions), no count and no record.  The four parts share the
graph, so computing or fitting them together (a fit on ``X_train, y_train`` does) runs it once;
each part computed on its own runs steps 1-3 again.
"""

from __future__ import annotations

import numpy as np

from .schema import Schema, is_dask_collection

__all__ = ["split_collection"]


def split_collection(X_in, y_in, X, y, groups, schema: Schema, seed: int, shares) -> tuple:
    """(X_train, X_test, y_train, y_test) of a Dask DataFrame and its label Series, lazily.

    ``X_in``, ``y_in``: the collections as given (their rows are returned: an id column named
    by ``groups`` stays); ``X``, ``y``: as the records are read (the id column dropped, y as
    the fit checks gave it); ``groups``: None or a Dask Series of ids partitioned like X;
    ``shares``: the train and test shares."""
    import dask

    from ._dask_logs import guard_worker_logs
    from .dask_data import (_check_text_forms, _copy_offsets, _hash_counts, _paired_parts,
                            _parts, refuse_layout, refuse_unordered_steps)

    _refuse_mixed(X, y, groups)
    refuse_layout(schema, X)       # a lacking or undeclared column: now, from the metadata
    # the split's tasks run when the caller computes the parts, outside dpforest's own compute,
    # which registers this: on a distributed client a failing task's log line must not quote a
    # record either (nothing on a local scheduler)
    guard_worker_logs()
    _check_text_forms(schema, X, y)              # from the schema and dtypes alone
    refuse_unordered_steps(X=X, y=y, groups=groups)     # from the expressions alone
    xs, ys = _paired_parts(X, y)
    ranked = [dask.delayed(_ranked)(schema, a, b) for a, b in zip(xs, ys)]
    if groups is None:
        offsets = dask.delayed(_copy_offsets)([dask.delayed(_hash_counts)(r) for r in ranked])
        sides = [dask.delayed(_sides)(r, offsets, i, seed, shares, schema)
                 for i, r in enumerate(ranked)]
    else:
        sides = [dask.delayed(_group_sides)(r, g, a, seed, shares, schema)
                 for r, g, a in zip(ranked, _parts(groups), xs)]
    return (_part(X_in, sides, 0), _part(X_in, sides, 1),
            _part(y_in, sides, 0), _part(y_in, sides, 1))


def _refuse_mixed(X, y, groups) -> None:
    """A Dask X with in-memory y or ids (or the other way round) is refused before anything is
    read: their rows pair with X's partitions only as collections partitioned alike.  Said from
    types and partition counts (metadata) alone."""
    if not is_dask_collection(X) or not hasattr(X, "columns"):
        raise TypeError("train_test_split with a Dask y or groups takes a Dask DataFrame X "
                        "partitioned like them (the other columns of the same Dask DataFrame)")
    if not is_dask_collection(y) or not hasattr(y, "index"):
        raise TypeError("train_test_split with a Dask DataFrame X takes y as a Dask Series "
                        "partitioned like X (e.g. the label column of the same Dask DataFrame)")
    if groups is not None and (not is_dask_collection(groups) or not hasattr(groups, "index")
                               or groups.npartitions != X.npartitions):
        raise TypeError("groups with a Dask DataFrame X must be the name of X's id column "
                        "(groups='id') or a Dask Series partitioned like X")


def _ranked(schema: Schema, X, y) -> tuple:
    """One partition encoded (validated) and ranked as a Dask fit's door does it, its codes and
    labels let go (None): no side needs them, and the graph keeps every partition's result
    until step 2 has read them all."""
    from .dask_data import _encode_partition

    return (None, None) + _encode_partition(schema, X, y)[2:]


def _sides(ranked: tuple, offsets: list, i: int, seed: int, shares, schema: Schema) -> np.ndarray:
    """Partition ``i``'s sides: its sampler keys (its ranks raised by the copies in earlier
    partitions) through the in-memory door's ``assign_parts``."""
    from .dask_data import _local_door, _with_keys

    keys = _with_keys(ranked, offsets[i])[2]
    return _local_door(None, None, keys, 0, schema).assign_parts(seed, shares)


def _group_sides(ranked: tuple, ids, X, seed: int, shares, schema: Schema) -> np.ndarray:
    """A partition's sides with ``groups``: each row's from its own group id, checked as in
    memory (aligned with X's rows, none missing); ``ranked`` only orders the task after the
    partition's records were validated."""
    from .dask_data import _local_door
    from .model_selection import _group_ids

    n = len(ranked[2])            # the partition's ranks: one a record
    return _local_door(None, None, None, 0, schema).assign_group_parts(
        seed, shares, _group_ids(ids, X, n))


def _pick(part, side: np.ndarray, k: int):
    """The partition's rows on side ``k``, in their order."""
    return part.iloc[np.flatnonzero(side == k)]


def _part(collection, sides: list, k: int):
    """The lazy collection of ``collection``'s rows on side ``k``, partitioned as it is: its
    divisions still bound each partition's index (a subset of its rows keeps within them)."""
    import dask
    import dask.dataframe as dd

    from .dask_data import _parts

    picked = [dask.delayed(_pick)(p, s, k) for p, s in zip(_parts(collection), sides)]
    return dd.from_delayed(picked, meta=collection._meta, divisions=collection.divisions,
                           verify_meta=False)
