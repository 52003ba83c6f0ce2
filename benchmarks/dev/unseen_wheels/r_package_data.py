"""The data sets of an installed R package, read in Python: the outside batches' reader for
Debian's ``r-cran-*`` packages (``apt-get download r-cran-NAME``; ``dpkg-deb -x FILE.deb DIR``).

An installed R package keeps its data either as a lazy-load data base (``data/Rdata.rdx``, an
index, and ``data/Rdata.rdb``, one compressed serialized R object per data set) or as plain
``.rda`` / ``.RData`` files.  Both are R's serialization format, which the PyPI package
``rdata`` (1.1.0, MIT; ``pip install rdata==1.1.0`` or the project's ``outside`` extra) parses
and converts to pandas; this module only finds the objects and undoes the lazy-load data
base's per-object compression (R's ``lazyLoadDBinsertValue``: a 4-byte big-endian length, then,
for compression types 2 and 3, one byte naming the method -- ``'Z'`` a raw LZMA2 stream,
``'2'`` bzip2, ``'1'`` zlib, ``'0'`` none -- and for type 1 a zlib stream).

    from r_package_data import data_sets
    tables = data_sets("DIR/usr/lib/R/site-library/NAME")   # {name: DataFrame or other}
"""
from __future__ import annotations

import bz2
import gzip
import lzma
import os
import struct
import warnings
import zlib
from pathlib import Path


def _convert(raw: bytes):
    import rdata

    with warnings.catch_warnings():
        # R classes rdata has no constructor for (tibbles, Dates) come back as their base
        # objects, which is what the batches read; "Unknown file type" is a bare serialization
        warnings.simplefilter("ignore")
        return rdata.conversion.convert(rdata.parser.parse_data(raw, expand_altrep=True))


def _inflate(blob: bytes, compression: int) -> bytes:
    body = blob[4:]                      # the serialization's length comes first
    if compression in (2, 3):
        method, body = body[:1], body[1:]
        if method == b"Z":               # R's xz setting: raw LZMA2, preset 9 extreme
            return lzma.decompress(body, format=lzma.FORMAT_RAW, filters=[
                {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}])
        if method == b"2":
            return bz2.decompress(body)
        if method == b"1":
            return zlib.decompress(body)
        if method == b"0":
            return body
        raise ValueError(f"unknown lazy-load compression {method!r}")
    return zlib.decompress(body)


def lazy_load(data_dir, names=None) -> dict:
    """The objects of ``data_dir``'s lazy-load data base (``Rdata.rdx`` / ``Rdata.rdb``): all,
    or those named in ``names``."""
    data_dir = Path(data_dir)
    with open(data_dir / "Rdata.rdx", "rb") as f:
        rdx = f.read()
    # the index is a gzip file in current R, a bare zlib stream after its length in older R
    index = _convert(gzip.decompress(rdx) if rdx[:2] == b"\x1f\x8b" else zlib.decompress(rdx[4:]))
    compressed = index.get("compressed", 1)
    try:
        compression = int(compressed[0]) if hasattr(compressed, "__len__") else int(compressed)
    except (TypeError, ValueError):
        compression = 1
    with open(data_dir / "Rdata.rdb", "rb") as f:
        rdb = f.read()
    out = {}
    for name, (offset, length) in index["variables"].items():
        if names is not None and str(name) not in names:
            continue
        offset, length = int(offset), int(length)
        out[str(name)] = _convert(_inflate(rdb[offset:offset + length], compression))
    return out


def data_sets(package_dir, names=None) -> dict:
    """The data sets of the installed R package at ``package_dir`` (its ``data/`` folder), by
    name: a lazy-load data base's objects and those of any ``.rda`` / ``.RData`` file; with
    ``names``, only those (an object ``rdata`` cannot convert -- a data frame with a matrix
    column, say -- then stops no other)."""
    import rdata

    data_dir = Path(package_dir) / "data"
    out = {}
    if (data_dir / "Rdata.rdx").exists():
        out.update(lazy_load(data_dir, names))
    for f in sorted(os.listdir(data_dir)) if data_dir.exists() else ():
        if f.lower().endswith((".rda", ".rdata")):
            if names is not None and f.rsplit(".", 1)[0] not in names:
                continue
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                out.update(rdata.read_rda(str(data_dir / f)))
    return out


def data_set(package_dir, name: str):
    """One data set of the installed R package at ``package_dir``."""
    found = data_sets(package_dir, names={name})
    if name not in found:
        raise KeyError(f"no data set {name!r} in {package_dir}")
    return found[name]


def help_text(package_dir, topic: str) -> str:
    """The text of help page ``topic`` of the installed package at ``package_dir``, roughly:
    the printable strings of its serialized Rd object in ``help/NAME.rdb``, in order (the Rd
    structure and its environment references are not parsed; enough to read a data set's
    description, source, and its columns' meanings and units)."""
    import re

    help_dir = Path(package_dir) / "help"
    name = Path(package_dir).name
    with open(help_dir / f"{name}.rdx", "rb") as f:
        rdx = f.read()
    index = _convert(gzip.decompress(rdx) if rdx[:2] == b"\x1f\x8b" else zlib.decompress(rdx[4:]))
    compressed = index.get("compressed", 1)
    try:
        compression = int(compressed[0]) if hasattr(compressed, "__len__") else int(compressed)
    except (TypeError, ValueError):
        compression = 1
    offset, length = (int(v) for v in index["variables"][topic])
    with open(help_dir / f"{name}.rdb", "rb") as f:
        f.seek(offset)
        raw = _inflate(f.read(length), compression)
    # a CHARSXP: its 4-byte header (type 9, the encoding in the level bits: ASCII 0x40000,
    # UTF-8 0x8000, Latin-1 0x4000, native 0), a 4-byte big-endian length, the bytes; matching
    # the ASCII header alone dropped every sentence with an accented letter (a name, a unit)
    pieces, i = [], 0
    for m in re.finditer(rb"\x00(\x04\x00|\x00\x80|\x00\x40|\x00\x00)\x09(....)", raw):
        n = struct.unpack(">i", m.group(2))[0]
        if 0 < n < 100_000 and m.end() >= i:
            piece = raw[m.end():m.end() + n].decode(
                "latin-1" if m.group(1) == b"\x00\x40" else "utf-8", "replace")
            i = m.end() + n
            if piece in _RD_NOISE or piece.startswith("env::"):
                continue
            # an Rd tag (\title, \format, ...) closes the section it follows
            pieces.append(f"  [{piece[1:]}]\n" if re.fullmatch(r"\\[a-zA-Z]+", piece) else piece)
    return "".join(pieces)


#: the serialized Rd structure's own names (attributes and tag kinds), not the page's text
_RD_NOISE = {"Rd_tag", "TEXT", "RCODE", "VERB", "COMMENT", "srcref", "srcfile", "class",
             "Rd", "LIST", "UNKNOWN", "USERMACRO", "macros", "names", "dim", "dimnames"}


def help_topics(package_dir) -> list[str]:
    """The help pages of the installed package at ``package_dir``."""
    help_dir = Path(package_dir) / "help"
    name = Path(package_dir).name
    with open(help_dir / f"{name}.rdx", "rb") as f:
        rdx = f.read()
    index = _convert(gzip.decompress(rdx) if rdx[:2] == b"\x1f\x8b" else zlib.decompress(rdx[4:]))
    return [str(k) for k in index["variables"]]
