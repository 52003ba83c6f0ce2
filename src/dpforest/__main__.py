"""``python -m dpforest``: the ``dpforest`` command line (:func:`dpforest.cli.main`)."""

import sys

from .cli import main

if __name__ == "__main__":  # pragma: no cover -- run as a module; the test calls it in a subprocess
    sys.exit(main())
