"""The command line's parts (the commands themselves are in :mod:`dpforest.cli`)."""
