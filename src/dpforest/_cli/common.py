"""What every part of the command line shares: its user-error exceptions, the exit status of a
release its budget refuses, and the default CSV layout."""

from __future__ import annotations


PLACEHOLDER = "<FILL IN"


# How a CSV file is written.  Declared in the schema file (or on the command line), stored in the
# model file as ``csv_format_``, so predict/evaluate read new files exactly as fit read the
# training file.  All of it is the user's public description of the file layout.
DEFAULT_CSV_FORMAT = {
    "sep": ",",          # field separator (spaces after it are skipped)
    "na_values": [],     # extra missing-value markers, e.g. ["?"]
    "default_na": True,  # pandas' markers (NA, N/A, NaN, null, ...) too; False: only na_values
                         # and the empty cell (a declared category or class is never missing)
    "header": True,      # False: the file has no header row; then "columns" names the fields
    "columns": None,     # every field's name, in file order (needed when header is False)
    "comment": None,     # a line starting with this character is skipped, e.g. "|"
    "decimal": ".",      # the decimal mark of numbers, e.g. "," in a European export (1,5)
    "thousands": None,   # a digit-group mark inside numbers, e.g. "." in 1.234,5 or "," in 1,234.5
    "amount_signs": False,  # True: numbers may carry a currency sign ($ € £ ¥, in front or
                            # behind) or a per cent sign behind, dropped ("$1,234.50" 1234.5,
                            # "12,00 €" 12.0 under decimal ",", "12%" 12)
    "encoding": None,    # the file's text encoding, e.g. "cp1252" (None: UTF-8, with or without BOM)
    "label_map": {},     # label text -> class, e.g. {">50K.": ">50K"} for a test file's spelling
}


class CLIError(Exception):
    """A user error: printed as one message, exit status 2."""


#: the exit status of a release refused because its budget has too little left: not 2, so a
#: scheduled job can tell "out of budget, stop running" from "bad input, fix it" (3 is taken by
#: ``budget`` for a file booking more than its total, and by ``audit --strict``)
EXIT_BUDGET_EXHAUSTED = 4


class BudgetExhaustedError(CLIError):
    """A release refused by its privacy budget (more ε than it has left): printed as one
    message, exit status :data:`EXIT_BUDGET_EXHAUSTED`."""
