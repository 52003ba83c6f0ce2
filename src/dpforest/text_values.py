"""How a text names a declared value, as the command line reads a CSV's categories and classes
(and :meth:`dpforest.Schema.conform` reads JSON-style text with ``loose_text=True``): one
reading, fixed by the declared values alone, shared by both."""
from __future__ import annotations

import numbers
import re

#: pandas' default missing-value markers (the list ``read_csv``'s documentation gives for
#: ``keep_default_na``), spelled out so that the command line can drop a column's declared
#: values from it and the API's refusal can name a declared category pandas reads as missing
PANDAS_NA_MARKERS = frozenset({
    "", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
    "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null"})

__all__ = ["spelt_number", "text_reader"]

_INTEGER_TEXT = re.compile(r"[+-]?[0-9]+")
# one way to match each text (no backtracking over long digit runs)
_DECIMAL_TEXT = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
                           r"|[+-]?inf(?:inity)?", re.IGNORECASE)


def spelt_number(text):
    """The number (or boolean) a CSV text spells, as pandas' parser reads a numeric (or boolean)
    column: ``"1"``, ``"+01"``, ``"1.0"``, ``"1."``, ``"1e0"``, ``"inf"``, surrounding blanks
    ignored, ``"true"`` / ``"FALSE"`` in any case; None for any other text.  It reads the text
    alone: integers exactly (not through a float), never NaN."""
    t = text.strip(" \t\r\n\f\v")
    low = t.lower()
    if low in ("true", "false"):
        return low == "true"
    if _INTEGER_TEXT.fullmatch(t):
        try:
            return int(t)
        except ValueError:           # more digits than Python converts: no declared value's size
            return float(t)
    if _DECIMAL_TEXT.fullmatch(t):
        return float(t)
    return None


def text_reader(declared):
    """The function giving a CSV text its declared value, fixed by the declared values alone (so
    one record's text never changes how another record is read): the value whose text form
    (``str``) it is; else, for a text spelling a number (:func:`spelt_number`), the declared number
    (or boolean) equal to it -- the spellings pandas' type guessing matched before, such as
    ``"1.0"`` for 1 or ``"true"`` for True; else the text itself (refused by the schema as
    outside the declared values).  None when that is always the text (every value a string)."""
    import numpy as np              # (the command line imports this module before numpy)

    declared = list(declared)
    if all(isinstance(c, str) for c in declared):
        return None
    exact = {str(c): c for c in declared}
    numeric = {c: c for c in declared
               if isinstance(c, (numbers.Number, np.bool_)) and not isinstance(c, str)}

    def read(text):
        if text in exact:
            return exact[text]
        if numeric:
            x = spelt_number(text)
            if x is not None and x in numeric:     # == between numbers: 1.0 == 1, True == 1
                return numeric[x]
        return text
    return read
