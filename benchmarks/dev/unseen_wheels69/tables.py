"""Sixty-ninth batch of unseen tables for judging dpforest's default: music (folk-tune
collections in ABC notation that a music-analysis toolkit's wheel ships as its corpus), from one
PyPI package whose wheel ships the data (no earlier batch used it):

- music21 10.5.1 ("A Toolkit for Computer-Aided Musical Analysis and Computational Musicology";
  `pip download --no-deps music21==10.5.1`, a pure-Python wheel; BSD; the corpus files keep their
  own terms, `music21/corpus/*/license.txt`): its wheel ships, under music21/corpus/,
  - essenFolksong/*.abc: the Essen Folksong Collection (Helmut Schaffrath's EsAC encodings of
    European and Chinese folk songs, converted to ABC by Seymour Shlien; permission for
    non-commercial distribution, its license.txt): 8,514 tunes in 31 files, each a melody with its
    title, EsAC number, origin (`O:`, e.g. "Europa, Mitteleuropa, Deutschland", "Luxemburg",
    "China, Shaanxi, Zizhou"), genre (`R:`), meter, unit note length and key;
  - ryansMammoth/*.abc: Ryan's Mammoth Collection (Boston, 1883; 1,059 fiddle tunes transcribed
    to ABC by volunteers, one file a tune), each with its title, its tune type (`R:`: reel,
    hornpipe, jig, strathspey, clog, ...), meter, unit note length and key;
  - oneills1850/*.abc: O'Neill's Music of Ireland (1903; about 2,000 tunes, transcribed by
    Norbert Paap and others), 893 with a tune type (`R:`).

Candidates (README: the pre-check's order):
- essen_song_origin -- where a folk song was collected (the `O:` field grouped: Germany, China,
  Luxembourg, Lorraine, elsewhere) from its notated melody: meter, unit length, key signature and
  mode, numbers of notes, rests, bars and lines, length, durations, range and register, intervals,
  the share of notes on each scale degree (counted from the key's tonic letter), the first and the
  last note's degree, accidentals, ties: the 8,462 tunes of the 27 collection files (the four
  music21 test files left out), 5 classes;
- ryans_tune_type -- the tune type of a fiddle tune in Ryan's Mammoth Collection (its `R:` field:
  reel, hornpipe, jig, strathspey, clog) from the same melody columns, its counts of slurs,
  tuplets, repeat signs, endings and chords, and of chord symbols / fingerings and annotations in
  quotes, grace-note groups and decorations (bowings, staccato dots, trills, rolls, fermatas):
  the 1,008 tunes of the five types with 30 or more tunes, 5 classes.
Reserves, each kept only if the table it stands for fails: essen_song_origin3 (the same songs and
columns, the origin in 3 groups: China, Germany, elsewhere including Luxembourg and Lorraine; for
the first) and oneills_tune_type (the tune type of the tunes of O'Neill's collection that state
one: reel, hornpipe, jig including double jig, slip jig, air; for the second).

The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/<package>
(see run_all.sh).  Nothing is installed and nothing is imported from the package: the ABC files
are read as text and parsed here (a small reader of the ABC 1.6 note syntax: notes with
accidentals and octave marks, lengths, broken rhythm, rests, chords, grace notes, quoted
annotations, decorations, ties, slurs, tuplets and bar lines; a tuplet's notes keep their
written lengths, a chord counts as its first note, grace notes are not counted as notes, and a
key or meter change inside a tune is ignored: the header's first values are used).

None of the names appears in benchmarks/dev/unseen_wheels/used_names.txt or in the dataset
columns of benchmarks/results/**/*.csv (see the README).  Same conventions as
benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and print_summary, imported by
path).  Bounds and levels: all by the suite's convention (the loaded range or levels treated as
public).  Dropped everywhere: the title, the numbers (`X:`, EsAC `N:`), notes, sources,
transcribers, composers, the genre text of the Essen songs and every header field but meter, unit
length and key; the note text itself (only counts and shares are kept).
"""
from __future__ import annotations

import os as _os
import re
import runpy
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen69")
EX = Path(BASE) / "ex"

# the first batch's conventions (_finish, load_all, print_summary), its module read by path
_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "music21" / "music21" / "corpus"
_SOURCE_ESSEN = ("music21 10.5.1 corpus/essenFolksong/*.abc (the Essen Folksong Collection, "
                 "Schaffrath's EsAC encodings in Shlien's ABC)")
_SOURCE_RYAN = ("music21 10.5.1 corpus/ryansMammoth/*.abc (Ryan's Mammoth Collection, 1883, "
                "in ABC)")
_SOURCE_ONEILL = ("music21 10.5.1 corpus/oneills1850/*.abc (O'Neill's Music of Ireland, 1903, "
                  "in ABC)")
_ESSEN_TEST = {"test0.abc", "test1.abc", "testd.abc", "teste.abc"}   # music21's test files


def _tunes(files):
    """Each tune of the ABC files: a dict of its header fields (first value of each) and body."""
    out = []
    for f in files:
        text = Path(f).read_text(encoding="latin-1")
        cur = None
        for line in text.splitlines():
            s = line.rstrip()
            if s.startswith("X:"):
                cur = {"_file": Path(f).name, "_body": []}
                out.append(cur)
                continue
            if cur is None or s.startswith("%"):
                continue
            m = re.match(r"^([A-Za-z]):(.*)$", s)
            if m and (not cur["_body"] or m.group(1) in "TNRZSOKMLQPWw"):
                k, v = m.group(1), m.group(2).strip()
                if k == "K" and "K" in cur:          # a key change inside the body
                    continue
                if k in "wW":
                    continue
                cur.setdefault(k, v)
                continue
            if s.strip():
                cur["_body"].append(s)
    return out


_MAJOR = {"C": 0, "G": 1, "D": 2, "A": 3, "E": 4, "B": 5, "F#": 6, "C#": 7, "F": -1,
          "Bb": -2, "Eb": -3, "Ab": -4, "Db": -5, "Gb": -6, "Cb": -7}
_MODE = {"maj": 0, "ion": 0, "min": -3, "m": -3, "aeo": -3, "dor": -2, "mix": -1, "lyd": 1,
         "phr": -4, "loc": -5}


def _key(k):
    """(tonic letter, mode, sharps of the signature) of a K: field."""
    k = (k or "").strip().split(" ")[0] if k else ""
    k = {"H": "B", "Es": "Eb", "Hm": "Bm"}.get(k, k)
    m = re.match(r"^([A-G])([#b]?)(.*)$", k)
    if not m:
        return None, "none", np.nan
    tonic, acc, rest = m.group(1), m.group(2), m.group(3).lower()
    mode = "maj"
    for key in ["maj", "ion", "min", "aeo", "dor", "mix", "lyd", "phr", "loc", "m"]:
        if rest.startswith(key):
            mode = key
            break
    name = {"ion": "major", "maj": "major", "m": "minor", "min": "minor", "aeo": "minor",
            "dor": "dorian", "mix": "mixolydian", "lyd": "lydian", "phr": "phrygian",
            "loc": "locrian"}[mode]
    base = _MAJOR.get(tonic + acc)
    sharps = np.nan if base is None else float(base + _MODE[mode])
    return tonic, name, sharps


_TOKEN = re.compile(r"""
    (?P<quote>"[^"]*")
  | (?P<deco>![^!]*!|\+[^+\s]*\+|[.~uvTH])
  | (?P<grace>\{[^}]*\})
  | (?P<field>\[[A-Za-z]:[^\]]*\])
  | (?P<ending>\[[0-9]|\|[0-9])
  | (?P<bar>:*\|+\]?:*|:+|\[\||\|\])
  | (?P<chord>\[[^\]]*\][0-9]*/*[0-9]*)
  | (?P<tuplet>\(\d(:\d*)*)
  | (?P<slur>[()])
  | (?P<note>(\^\^|\^|__|_|=)?[A-Ga-g][,']*[0-9]*/*[0-9]*)
  | (?P<rest>[zxZ][0-9]*/*[0-9]*)
  | (?P<broken>[<>]+)
  | (?P<tie>-)
""", re.X)
_NOTE = re.compile(r"(\^\^|\^|__|_|=)?([A-Ga-g])([,']*)([0-9]*)(/*)([0-9]*)")
_LETTERS = "CDEFGAB"


def _len(num, slashes, den):
    n = Fraction(int(num)) if num else Fraction(1)
    if slashes:
        d = int(den) if den else 2 ** len(slashes)
        n = n / d
    return n


def _melody(tune):
    """Counts and shares of a tune's notated melody (the body's first voice as written)."""
    unit = tune.get("L", "")
    try:
        unit_q = float(Fraction(unit.replace(" ", ""))) * 4 if unit else 0.5
    except (ValueError, ZeroDivisionError):
        unit_q = 0.5
    tonic, mode, sharps = _key(tune.get("K"))
    notes, durs, rests, acc = [], [], 0, 0
    c = {"quote": 0, "deco": 0, "grace": 0, "bar": 0, "ending": 0, "repeat": 0, "chord": 0,
         "tuplet": 0, "slur": 0, "tie": 0, "field": 0}
    pending = None                                  # broken rhythm waiting for the next note
    lines = 0
    for line in tune["_body"]:
        line = line.split("%")[0]
        if not line.strip():
            continue
        lines += 1
        for m in _TOKEN.finditer(line):
            kind = m.lastgroup
            t = m.group(0)
            if kind in ("note", "rest", "chord"):
                if kind == "chord":
                    c["chord"] += 1
                    inner = _NOTE.findall(t)
                    if not inner:
                        continue
                    a, letter, octs, num, sl, den = inner[0]
                    rest_dur = re.search(r"\]([0-9]*)(/*)([0-9]*)$", t)
                    d = _len(*rest_dur.groups()) if rest_dur else Fraction(1)
                    d *= _len(num, sl, den)
                    is_rest = False
                elif kind == "note":
                    a, letter, octs, num, sl, den = _NOTE.match(t).groups()
                    d = _len(num, sl, den)
                    is_rest = False
                else:
                    mm = re.match(r"[zxZ]([0-9]*)(/*)([0-9]*)", t)
                    d = _len(*mm.groups())
                    is_rest = True
                if pending is not None:
                    d = d * pending
                    pending = None
                if is_rest:
                    rests += 1
                    durs.append((float(d) * unit_q, True))
                    continue
                if a:
                    acc += 1
                step = _LETTERS.index(letter.upper()) + (35 if letter.islower() else 28)
                step += 7 * octs.count("'") - 7 * octs.count(",")
                notes.append(step)
                durs.append((float(d) * unit_q, False))
            elif kind == "broken":
                if not durs:
                    continue
                k = len(t)
                f = Fraction(2 ** (k + 1) - 1, 2 ** k)          # > 3/2, >> 7/4
                last, isr = durs[-1]
                if t[0] == ">":
                    durs[-1] = (last * float(f), isr)
                    pending = 2 - f
                else:
                    durs[-1] = (last * float(2 - f), isr)
                    pending = f
            elif kind == "bar":
                c["bar"] += 1
                if ":" in t:
                    c["repeat"] += 1
            else:
                c[kind] += 1
    nd = [d for d, r in durs if not r]
    iv = np.diff(notes) if len(notes) > 1 else np.array([])
    out = {"notes": float(len(notes)), "rests": float(rests), "bars": float(c["bar"]),
           "lines": float(lines), "length_quarters": float(sum(d for d, _ in durs))}
    out["mean_note_quarters"] = float(np.mean(nd)) if nd else np.nan
    out["distinct_durations"] = float(len({round(d, 4) for d in nd}))
    out["short_note_share"] = float(np.mean([d < 0.5 for d in nd])) if nd else np.nan
    out["long_note_share"] = float(np.mean([d >= 2 for d in nd])) if nd else np.nan
    out["dotted_share"] = (float(np.mean([abs(np.log2(d) - round(np.log2(d))) > 1e-6
                                          for d in nd if d > 0])) if nd else np.nan)
    out["range_steps"] = float(max(notes) - min(notes)) if notes else np.nan
    out["highest_step"] = float(max(notes)) if notes else np.nan
    out["lowest_step"] = float(min(notes)) if notes else np.nan
    a = np.abs(iv)
    out["mean_interval"] = float(a.mean()) if len(a) else np.nan
    out["max_interval"] = float(a.max()) if len(a) else np.nan
    out["repeat_share"] = float(np.mean(a == 0)) if len(a) else np.nan
    out["step_share"] = float(np.mean(a == 1)) if len(a) else np.nan
    out["leap_share"] = float(np.mean(a >= 3)) if len(a) else np.nan
    out["up_share"] = float(np.mean(iv > 0)) if len(a) else np.nan
    out["accidentals_per_note"] = float(acc / len(notes)) if notes else np.nan
    if tonic is not None and notes:
        t0 = _LETTERS.index(tonic)
        deg = [(s - t0) % 7 for s in notes]
        for k in range(7):
            out[f"degree{k + 1}_share"] = float(np.mean([d == k for d in deg]))
        out["first_degree"] = float(deg[0] + 1)
        out["last_degree"] = float(deg[-1] + 1)
    else:
        for k in range(7):
            out[f"degree{k + 1}_share"] = np.nan
        out["first_degree"] = out["last_degree"] = np.nan
    for k in ["tie", "slur", "tuplet", "repeat", "ending", "chord"]:
        out[k + "s"] = float(c[k])
    out["key_sharps"] = sharps
    out["_quote"], out["_deco"], out["_grace"] = float(c["quote"]), float(c["deco"]), \
        float(c["grace"])
    meter = (tune.get("M") or "none").replace(" ", "")
    out["meter"] = meter
    out["unit_length"] = (tune.get("L") or "none").replace(" ", "")
    out["key_mode"] = mode
    return out


def _frame(tunes, extra=False):
    X = pd.DataFrame([_melody(t) for t in tunes])
    if extra:
        X = X.rename(columns={"_quote": "quoted_annotations", "_deco": "decorations",
                              "_grace": "grace_groups"})
    else:
        X = X.drop(columns=["_quote", "_deco", "_grace"])
    for col in ["meter", "unit_length", "key_mode"]:
        X[col] = X[col].astype(object)
    num = [c for c in X.columns if c not in ("meter", "unit_length", "key_mode")]
    X[num] = X[num].astype(float)
    return X


@lru_cache(maxsize=None)
def _essen():
    files = sorted(p for p in (_DIR / "essenFolksong").glob("*.abc") if p.name not in _ESSEN_TEST)
    return tuple(t for t in _tunes(files) if t["_body"])


def _origin(o):
    o = o or ""
    if "China" in o or o.startswith("Yunnan"):      # one song of han2.abc: "Yunnan, Menghai"
        return "China"
    if "Luxemburg" in o:
        return "Luxembourg"
    if "Lothringen" in o:
        return "Lorraine"
    if "Deutschland" in o:
        return "Germany"
    return "elsewhere"


_WHAT_MEL = ("its notated melody: meter, unit note length, key signature (sharps) and mode; "
             "numbers of notes, rests, bar lines and lines; length in quarter notes, mean note "
             "length, distinct lengths, shares of short (< eighth), long (>= half) and dotted "
             "notes; range, highest and lowest note (diatonic steps), mean and largest interval, "
             "shares of repeated notes, steps, leaps (>= a fourth) and rising intervals, "
             "accidentals per note; the share of notes on each scale degree counted from the "
             "key's tonic letter, the first and the last note's degree; ties (and, where the "
             "ABC has them, slurs, tuplets, repeat signs, endings and chords)")


# the Essen ABC has no slur, tuplet, repeat sign, ending or chord: those columns, all zero there,
# are left out of its tables
_ESSEN_NONE = ["slurs", "tuplets", "repeats", "endings", "chords"]


def essen_song_origin():
    tunes = _essen()
    X = _frame(tunes).drop(columns=_ESSEN_NONE)
    y = pd.Series([_origin(t.get("O")) for t in tunes])
    what = ("Where a folk song of the Essen collection was collected (its O: field grouped: "
            "Germany, China, Luxembourg, Lorraine, elsewhere) from " + _WHAT_MEL + ".  Dropped: "
            "the title, EsAC number, notes, genre (R:) and the note text.")
    return _finish("essen_song_origin", X, y, source=_SOURCE_ESSEN, what=what)


def essen_song_origin3():
    tunes = _essen()
    X = _frame(tunes).drop(columns=_ESSEN_NONE)
    g = {"China": "China", "Germany": "Germany"}
    y = pd.Series([g.get(_origin(t.get("O")), "elsewhere") for t in tunes])
    what = ("The origin of an Essen folk song in 3 groups (China, Germany, elsewhere including "
            "Luxembourg and Lorraine) from the columns of essen_song_origin.")
    return _finish("essen_song_origin3", X, y, source=_SOURCE_ESSEN, what=what)


def _type(r):
    r = (r or "").strip().lower()
    return {"slipjig": "slip jig", "fling": "highland fling", "double jig": "jig"}.get(r, r)


def ryans_tune_type():
    tunes = [t for t in _tunes(sorted((_DIR / "ryansMammoth").glob("*.abc"))) if t["_body"]]
    keep = {"reel", "hornpipe", "jig", "strathspey", "clog"}
    tunes = [t for t in tunes if _type(t.get("R")) in keep]
    X = _frame(tunes, extra=True)
    y = pd.Series([_type(t.get("R")) for t in tunes])
    what = ("The tune type of a fiddle tune of Ryan's Mammoth Collection (its R: field: reel, "
            "hornpipe, jig, strathspey, clog; the types with 30 or more tunes) from "
            + _WHAT_MEL + "; and its counts of quoted chord symbols / fingerings / annotations, "
            "grace-note groups and decorations (bowings u / v, staccato dots, trills, rolls, "
            "fermatas, !...! marks).  Dropped: the title (it often names the type), "
            "book number, notes, composer, transcriber and the note text.")
    return _finish("ryans_tune_type", X, y, source=_SOURCE_RYAN, what=what)


def oneills_tune_type():
    tunes = [t for t in _tunes(sorted((_DIR / "oneills1850").glob("*.abc"))) if t["_body"]]
    keep = {"reel", "hornpipe", "jig", "slip jig", "air"}
    tunes = [t for t in tunes if _type(t.get("R")) in keep]
    X = _frame(tunes, extra=True)
    y = pd.Series([_type(t.get("R")) for t in tunes])
    what = ("The tune type of a tune of O'Neill's collection that states one (R: reel, "
            "hornpipe, jig including double jig, slip jig, air) from the columns of "
            "ryans_tune_type.")
    return _finish("oneills_tune_type", X, y, source=_SOURCE_ONEILL, what=what)


LOADERS = {f.__name__: f for f in [essen_song_origin, ryans_tune_type,
                                   essen_song_origin3, oneills_tune_type]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
