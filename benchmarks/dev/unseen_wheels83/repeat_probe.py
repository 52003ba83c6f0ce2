"""How much of the non-private forest's accuracy on this batch's two tables comes from having
near-repeats of a test glyph in training.  A font family draws one character in several faces
(STIX regular / bold / italic / bold italic; Computer Modern roman / bold / italic / sans /
typewriter share the character set of the text fonts), so a stratified split puts most test
glyphs beside training glyphs of the same character in another face: the forest may learn how the
faces differ on one character rather than what a face looks like.  Groups: the glyph name (the
same character across faces; the tables drop it, this probe reads it again from the fonts in the
loaders' order), and, as in the earlier batches, equal feature rows.

Run after run_all.sh fetched the wheel (tables.py reads it under UNSEEN_DIR, /tmp/unseen83 by
default): ``python3 benchmarks/dev/unseen_wheels83/repeat_probe.py``.  Scikit-learn only: prints
:func:`grouped_probe.probe`'s figures for each table (benchmarks/dev/unseen_wheels/grouped_probe.py;
with each held-out split's test classes)."""
import logging
import os
import sys
import warnings

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tables  # noqa: E402  (this batch's loaders)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                "unseen_wheels"))
from grouped_probe import probe  # noqa: E402  (shared by the batches)


def names(files):
    """The glyph names of the rows the loaders keep, in their order."""
    from fontTools.ttLib import TTFont
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    out = []
    for fname in files:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            f = TTFont(str(tables._TTF / fname))
        glyf = f["glyf"]
        for n in f.getGlyphOrder():
            g = glyf[n]
            if g.numberOfContours == 0 or len(g.getCoordinates(glyf)[0]) == 0:
                continue
            out.append(n)
    return np.array(out)


for ds, files in ((tables.stix_glyph_style(), tables._STIX), (tables.cm_glyph_font(), tables._CM)):
    key = ds.X.astype(str).agg("|".join, axis=1).to_numpy()
    g = names(files)
    assert len(g) == len(ds.y)
    probe(ds, {"glyph names (the same character across faces)": g, "equal feature rows": key},
          X=ds.X.to_numpy(dtype=float), test_classes=True, repeats="equal feature rows")
