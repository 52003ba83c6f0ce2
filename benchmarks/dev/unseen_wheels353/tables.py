"""Batch 353's table, from one package of the npm registry (fetched with `npm pack
@webref/idl@3.85.0`, checked against the registry's dist.integrity, extracted with tar under
UNSEEN_DIR/ex/webrefidl: nothing is installed or run from the package):
- @webref/idl 3.85.0 (MIT, W3C; "Web IDL definitions of the web platform", github.com/w3c/webref):
  334 `*.idl` files, the Web IDL blocks that W3C's Reffy crawler extracted from the latest
  versions of the web platform's specifications (each file names its spec and URL on a
  `// Source:` line), read here as text with a small Python tokenizer (no JavaScript is run).

Candidate (target, classes and columns fixed before the pre-check, /tmp/unseen353/CHOICE):
- idl_iface_exposure4 -- one row per (non-partial, non-mixin, non-callback) IDL interface:
  in which JavaScript global scopes the interface is exposed, from its `[Exposed=...]`
  extended attribute, in 4 classes: window_only (Exposed=Window), window_and_workers (Window
  plus dedicated / shared / service workers), everywhere_or_worklets (`*`, or Window plus
  worklets), no_window (workers and / or worklets only).  Columns: counts of the interface's
  own members by kind (attributes, read-only, static, operations, constants, constructors,
  EventHandler attributes, Promise-returning operations, special getters / setters /
  deleters, iterable / maplike / setlike / stringifier declarations), the
  same counts over all its partial definitions, the number of partial blocks and of files
  adding to it, the number of mixins it includes, whether it inherits and its inheritance
  depth, its other extended attributes (SecureContext, LegacyNoInterfaceObject, Global,
  Serializable, Transferable, others), member-level SecureContext / Legacy* / [NewObject] /
  [SameObject] counts, and how many member types name a DOM tree type (Node, Element,
  Document, Window, HTML* / SVG* / MathML*).  Not used: names, the spec file / organisation /
  URL (they near-identify groups nested in one class: e.g. all WebGL extensions are
  Window+Worker), the parent's name, and every member-level or partial-level `[Exposed]`
  annotation (they restate the target).
Reserve, used only if the candidate fails the pre-check:
- idl_iface_window_only2 -- the same rows and columns, target: is the interface exposed on
  Window only (yes / no).
"""
from __future__ import annotations

import collections
import glob
import os as _os
import re
import runpy
import sys
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = Path(_os.environ.get("UNSEEN_DIR", "/tmp/unseen353"))

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

IDIR = BASE / "ex/webrefidl/package"
SRC = ("npm @webref/idl 3.85.0, the 334 *.idl files (Web IDL extracted by W3C's webref / "
       "Reffy from the web platform's specifications, MIT)")
DOMRE = re.compile(r"\b(Node|Element|Document|Window|DocumentFragment|ShadowRoot|Text|Attr|"
                   r"HTML\w*|SVG\w*|MathML\w*)\b")


def _strip_comments(t):
    t = re.sub(r"/\*.*?\*/", " ", t, flags=re.S)
    return re.sub(r"//[^\n]*", " ", t)


def _bracket_end(t, i, op, cl):
    d = 0
    for j in range(i, len(t)):
        if t[j] == op:
            d += 1
        elif t[j] == cl:
            d -= 1
            if d == 0:
                return j
    raise ValueError("unbalanced")


def _split_top(t):
    i, n, out = 0, len(t), []
    while i < n:
        while i < n and t[i].isspace():
            i += 1
        if i >= n:
            break
        ext = ""
        if t[i] == "[":
            j = _bracket_end(t, i, "[", "]")
            ext, i = t[i + 1:j], j + 1
            while i < n and t[i].isspace():
                i += 1
        j = i
        while j < n and t[j] not in "{;":
            j += 1
        header, body = t[i:j].strip(), None
        if j < n and t[j] == "{":
            k = _bracket_end(t, j, "{", "}")
            body = t[j + 1:k]
            while k < n and t[k] != ";":
                k += 1
            i = k + 1
        else:
            i = j + 1
        out.append((ext, header, body))
    return out


def _members(body):
    res, d, cur = [], 0, ""
    for ch in body:
        if ch in "[(<{":
            d += 1
        elif ch in ")]>}":
            d -= 1
        if ch == ";" and d == 0:
            if cur.strip():
                res.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return res


def _split_ext(m):
    m, ext = m.strip(), ""
    if m.startswith("["):
        j = _bracket_end(m, 0, "[", "]")
        ext, m = m[1:j], m[j + 1:].strip()
    return ext, m


def _counts(body):
    c = collections.Counter()
    for mem in _members(body or ""):
        ext, m = _split_ext(mem)
        c["n_members"] += 1
        if "SecureContext" in ext:
            c["n_m_secure"] += 1
        if re.search(r"\bLegacy\w+|\bReplaceable\b|\bPutForwards\b", ext):
            c["n_m_legacy"] += 1
        if "NewObject" in ext:
            c["n_m_newobject"] += 1
        if "SameObject" in ext:
            c["n_m_sameobject"] += 1
        words = m.split()
        if not words:
            continue
        static = words[0] == "static"
        if static:
            c["n_static"] += 1
            words = words[1:]
        w0 = words[0] if words else ""
        c["n_dom_type_refs"] += len(DOMRE.findall(re.sub(r"\(.*", "", m) if "attribute" not in m
                                                  else m))
        if w0 == "const":
            c["n_const"] += 1
        elif w0 == "constructor" or m.startswith("constructor("):
            c["n_constructor"] += 1
        elif re.match(r"(readonly\s+|inherit\s+)*attribute\b", " ".join(words)):
            c["n_attr"] += 1
            if "readonly" in words[:2]:
                c["n_readonly"] += 1
            if re.search(r"\bEventHandler\b", m):
                c["n_eventhandler"] += 1
        elif re.match(r"(async\s+)?iterable\s*<", " ".join(words)):
            c["n_async_iterable" if w0 == "async" else "n_iterable"] += 1
        elif re.match(r"(readonly\s+)?maplike\s*<", " ".join(words)):
            c["n_maplike"] += 1
        elif re.match(r"(readonly\s+)?setlike\s*<", " ".join(words)):
            c["n_setlike"] += 1
        elif w0 == "stringifier":
            c["n_stringifier"] += 1
        elif w0 in ("getter", "setter", "deleter"):
            c["n_special_op"] += 1
        else:
            c["n_op"] += 1
            if re.match(r"Promise\s*<", m):
                c["n_promise_op"] += 1
    return c


KEYS = ["n_members", "n_attr", "n_readonly", "n_static", "n_op", "n_const", "n_constructor",
        "n_eventhandler", "n_promise_op", "n_special_op", "n_iterable",
        "n_maplike", "n_setlike", "n_stringifier", "n_m_secure", "n_m_legacy",
        "n_m_newobject", "n_m_sameobject", "n_dom_type_refs"]
PKEYS = ["n_members", "n_attr", "n_op", "n_eventhandler", "n_promise_op", "n_dom_type_refs",
         "n_m_secure"]


def _exposure(ext):
    m = re.search(r"Exposed\s*=\s*(\([^)]*\)|[\w*]+)", ext)
    if not m:
        return None
    s = set(m.group(1).strip("()").replace(" ", "").split(","))
    if "*" in s:
        return "everywhere_or_worklets"
    if "Window" not in s:
        return "no_window"
    rest = s - {"Window"}
    if not rest:
        return "window_only"
    if any("Worklet" in x for x in rest) or rest - {"Worker", "DedicatedWorker",
                                                     "SharedWorker", "ServiceWorker"}:
        return "everywhere_or_worklets"
    return "window_and_workers"


def _interfaces():
    files = sorted(glob.glob(str(IDIR / "*.idl")))
    assert len(files) == 334, len(files)
    main, partials, includes = {}, collections.defaultdict(list), collections.Counter()
    for f in files:
        with open(f, encoding="utf-8") as fh:
            text = _strip_comments(fh.read())
        for ext, header, body in _split_top(text):
            h = header.split()
            if len(h) >= 3 and h[1] == "includes":
                includes[h[0]] += 1
            elif h[:2] == ["partial", "interface"] and (len(h) < 3 or h[2] != "mixin"):
                partials[h[2]].append((Path(f).stem, body))
            elif h[:1] == ["interface"] and (len(h) < 2 or h[1] != "mixin"):
                m = re.match(r"interface\s+(\w+)\s*(?::\s*(\w+))?", header)
                main[m.group(1)] = (ext, m.group(2), body)
    return main, partials, includes


def _table():
    main, partials, includes = _interfaces()
    parent = {k: v[1] for k, v in main.items()}

    def depth(k):
        d = 0
        while parent.get(k):
            k, d = parent[k], d + 1
        return d

    rows, y = [], []
    for name in sorted(main):
        ext, par, body = main[name]
        lab = _exposure(ext)
        if lab is None:
            continue
        c = _counts(body)
        r = {k: c.get(k, 0) for k in KEYS}
        pc = collections.Counter()
        for _, b in partials.get(name, []):
            pc.update(_counts(b))
        for k in PKEYS:
            r["p_" + k] = pc.get(k, 0)
        r["n_partial_blocks"] = len(partials.get(name, []))
        r["n_partial_files"] = len({f for f, _ in partials.get(name, [])})
        r["n_includes"] = includes.get(name, 0)
        r["inherits"] = int(par is not None)
        r["inherit_depth"] = depth(name)
        r["x_secure_context"] = int(bool(re.search(r"\bSecureContext\b", ext)))
        r["x_legacy_no_iface_obj"] = int("LegacyNoInterfaceObject" in ext)
        r["x_global"] = int(bool(re.search(r"\bGlobal\b", ext)))
        r["x_serializable"] = int("Serializable" in ext)
        r["x_transferable"] = int("Transferable" in ext)
        others = [a for a in re.split(r",(?![^()]*\))", ext)
                  if a.strip() and not re.match(r"\s*(Exposed|SecureContext|LegacyNoInterfaceObject"
                                                r"|Global|Serializable|Transferable)\b", a)]
        r["x_other_count"] = len(others)
        rows.append(r)
        y.append(lab)
    return pd.DataFrame(rows), pd.Series(y)


WHAT4 = ("In which JavaScript global scopes a Web IDL interface is exposed (its [Exposed] "
         "extended attribute in 4 groups: Window only / Window and workers / everywhere or "
         "worklets / no Window), from counts of its own and its partial definitions' members by "
         "kind, its mixins, inheritance, other extended attributes and references to DOM tree "
         "types.  Bounds by the suite's convention (full-data range public).")


def idl_iface_exposure4():
    X, y = _table()
    return _finish("idl_iface_exposure4", X, y, source=SRC, what=WHAT4)


def idl_iface_window_only2():
    X, y = _table()
    y = (y == "window_only").map({True: "window_only", False: "not_window_only"})
    return _finish("idl_iface_window_only2", X, y, source=SRC,
                   what="Is a Web IDL interface exposed on Window only, from the same "
                        "columns.  Bounds by the suite's convention (full-data range public).")


LOADERS = {f.__name__: f for f in [idl_iface_exposure4, idl_iface_window_only2]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=28, source_width=70)
