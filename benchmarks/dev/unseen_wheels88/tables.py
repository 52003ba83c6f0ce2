"""Batch 88's tables: the x86-64 and Knights Corner (k1om) instruction sets as Marat Dukhan's
Opcodes database describes them, shipped in the source distribution of opcodes 0.3.14
(`opcodes-0.3.14/opcodes/x86_64.xml`, `k1om.xml`, and `x86.xml` for a reserve; 2-clause BSD,
(c) Georgia Institute of Technology 2014-2017, Facebook 2017).  One row is one instruction
form (an instruction with one operand signature: `ADD r32, imm8` and `ADD r32, r32` are two).

Candidates (README: the pre-check's order):
- x64_form_isa -- which instruction-set extension family an x86-64 instruction form belongs to,
  from the form's `<ISA>` tags (a form with no tag is base x86-64): avx512 (any AVX512* tag),
  amd_only (XOP, FMA4, TBM, 3DNow!, 3DNow!+, SSE4A, MONITORX, CLZERO, FEMMS, PREFETCH), avx2,
  avx (AVX, F16C, FMA3), sse (SSE-SSE4.2, SSSE3, AES, PCLMULQDQ, SHA), mmx (MMX, MMX+), general
  (no tag, or only scalar-integer / system tags: CMOV, BMI, BMI2, ADX, LZCNT, POPCNT, MOVBE,
  RDRAND, RDSEED, RDTSC, RDTSCP, CPUID, MONITOR, PREFETCHW, PREFETCHWT1), in that order of
  precedence -- from the form's operands and its encoding's bytes: 7 classes, all 6,026 forms
  of x86_64.xml.
- knc_form_op -- what kind of operation a Knights Corner (Xeon Phi, k1om) instruction form
  performs, from the instruction's summary line by the ordered rules of _OP_RULES below:
  control (jumps, calls, returns, interrupts, system call), system (flags, MXCSR, CPUID, time
  stamp, prefetch, cache eviction, no-op, pause, stall, ...), compare (compare, logical compare,
  set byte on condition, compare-and-exchange), arith (add, subtract, multiply, fused
  multiply-add, divide, increment, decrement, negate, min / max, exchange-and-add), logic
  (logical / bitwise operations, shifts, rotates, bit tests and scans, bit counts, byte swap),
  convert (conversions, rounding, fix-up, exponent / mantissa extraction, approximations,
  scaling), move (moves, loads, stores, push / pop, exchange, broadcast, gather / scatter, pack /
  unpack, blend, permute, shuffle, align, effective address, table look-up) -- from the same
  columns: 7 classes, all 1,253 forms of k1om.xml.
Columns of both: the number of explicit operands, of inputs, of outputs and of implicit
operands; for operand positions 1-4 the operand's kind (categorical: gpr, fixed (a named
register: al, ax, eax, rax, cl, xmm0), mm, xmm, ymm, zmm, mask, mem, vsib, imm, rel, const
(the constants 1 and 3), rounding ({er} / {sae}), none) and its width in bits (0 where none or
unknown); whether any operand is merge-masked, zero-masked, or a broadcast / swizzled memory
operand; of the first encoding: its legacy prefix bytes (categorical), number of opcode bytes,
first and last opcode byte, whether it has a ModRM byte, the ModRM reg field when it is a fixed
opcode extension (-1 otherwise), immediate bytes, whether an operand register sits in an
immediate byte, a code offset (rel) or a data offset; and the number of encodings.
Dropped: the mnemonic (Instruction name, gas-name, go-name), the summary (it names the
operation), the ISA tags (they are the first target), the encoding scheme (which of REX, VEX,
EVEX, XOP, MVEX the form uses, and their fields: VEX / EVEX name the extension family almost
outright), the xmm-mode / mmx-mode attributes (they say whether a form is SSE or AVX, MMX or
x87) and the NaCl metadata (nacl-version, nacl-zero-extends-outputs, cancelling-inputs).
Reserves, each kept only if the table it stands for fails: x86_form_isa (the 5,661 forms of
the 32-bit x86.xml, the same target and columns; for the first) and knc_vector_form_op (the 350
MVEX-encoded Knights Corner vector forms of k1om.xml, the same target and columns; for the
second).

The sdist is downloaded into $UNSEEN_DIR/sdist and unpacked into $UNSEEN_DIR/ex/opcodes (see
run_all.sh).  Nothing is installed, built or imported from the package: the XML files are
read here with xml.etree.ElementTree.
Same conventions as benchmarks/dev/unseen_wheels/tables.py (its _finish, load_all and
print_summary, imported by path).  Bounds and levels: all by the suite's convention (the
loaded range treated as public).
"""
from __future__ import annotations

import os as _os
import re
import runpy
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pandas as pd

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen88")
EX = Path(BASE) / "ex"

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_DIR = EX / "opcodes" / "opcodes-0.3.14" / "opcodes"
_SRC = "opcodes 0.3.14 sdist opcodes/{} (the Opcodes database of instruction forms, {})"

_AMD = {"XOP", "FMA4", "TBM", "3dnow!", "3dnow!+", "SSE4A", "MONITORX", "CLZERO", "FEMMS",
        "PREFETCH"}
_AVX = {"AVX", "F16C", "FMA3"}
_SSE = {"SSE", "SSE2", "SSE3", "SSSE3", "SSE4.1", "SSE4.2", "AES", "PCLMULQDQ", "SHA"}
_MMX = {"MMX", "MMX+"}


def _isa_family(tags):
    t = set(tags)
    if any(x.startswith("AVX512") for x in t):
        return "avx512"
    for name, group in (("amd_only", _AMD), ("avx2", {"AVX2"}), ("avx", _AVX), ("sse", _SSE),
                        ("mmx", _MMX)):
        if t & group:
            return name
    return "general"


# ordered: the first rule whose pattern matches the start of the summary gives the class
_OP_RULES = [
    ("control", r"Jump|Call |Call to Interrupt|Return from|Fast System Call"),
    ("system", r"Load MXCSR|Store MXCSR|Clear .* Flag|Set .* Flag|Complement Carry|"
               r"CPU Identification|Read Time-Stamp|No Operation|Spin Loop|Stall|Undefined|"
               r"Get Value of Extended|Set Performance|Prefetch|Sparse Prefetch|Evict"),
    ("compare", r"Compare|Logical Compare|Set byte if"),
    ("arith", r"Add|Subtract|Reverse Subtract|Multiply|Fused|Signed Multiply|Unsigned Multiply|"
              r"Signed Divide|Unsigned Divide|Increment|Decrement|Two's Complement|Maximum|"
              r"Minimum|Exchange and Add"),
    ("logic", r"Logical|Bitwise|One's Complement|Logical Shift|Arithmetic Shift|Shift|"
              r"Variable Shift|Integer Double Precision Shift|Rotate|Bit |Byte Swap|Count|"
              r"Initialized Trailing Zero"),
    ("convert", r"Convert|Round|Fix Up|Extract Exponents|Extract Normalized|Approximation|Scale"),
    ("move", r"Move|Load|Store|Non-globally|Push|Pop|Exchange|Broadcast|Gather|Scatter|Pack|"
             r"Blend|Permute|Shuffle|Align|Extract Vector Mask|Swap and Merge|Table Look-up"),
]


def _op_kind(summary):
    for name, pat in _OP_RULES:
        if re.match(pat, summary):
            return name
    raise ValueError(f"no rule for {summary!r}")


_FIXED = {"al": 8, "cl": 8, "ax": 16, "eax": 32, "rax": 64, "xmm0": 128}


def _operand(t):
    """kind, bits, merge-masked, zero-masked, broadcast / swizzle of one operand type."""
    masked, zeroed = "{k}" in t, "{z}" in t
    bc = "bcst" in t or bool(re.match(r"(B64|BC[fi]32|C[fi]32|S)\(", t))
    base = re.sub(r"\{[kz]\}", "", t)
    m = re.match(r"(?:B64|BC[fi]32|C[fi]32|S)\((.*)\)$", base)
    if m:
        base = m.group(1)
    base = base.split("/")[0]
    if base in _FIXED:
        return "fixed", _FIXED[base], masked, zeroed, bc
    if base in ("1", "3"):
        return "const", 8, masked, zeroed, bc
    if base in ("{er}", "{sae}"):
        return "rounding", 0, masked, zeroed, bc
    if base == "k":
        return "mask", 16, masked, zeroed, bc
    if base == "mm":
        return "mm", 64, masked, zeroed, bc
    for kind, bits in (("xmm", 128), ("ymm", 256), ("zmm", 512)):
        if base == kind:
            return kind, bits, masked, zeroed, bc
    for pre, kind in (("moffs", "mem"), ("imm", "imm"), ("rel", "rel"), ("r", "gpr"),
                      ("m", "mem")):
        if base.startswith(pre) and re.fullmatch(r"\d*", base[len(pre):]):
            return kind, int(base[len(pre):] or 0), masked, zeroed, bc
    m = re.fullmatch(r"vm(32|64)([xyz])", base)
    if m:
        return "vsib", {"x": 128, "y": 256, "z": 512}[m.group(2)], masked, zeroed, bc
    raise ValueError(f"operand type {t!r}")


def _form_row(form):
    ops = form.findall("Operand")
    row = {"n_operands": len(ops),
           "n_inputs": sum(o.get("input") == "true" for o in ops),
           "n_outputs": sum(o.get("output") == "true" for o in ops),
           "n_implicit": len(form.findall("ImplicitOperand"))}
    masked = zeroed = bc = False
    for i in range(4):
        if i < len(ops):
            kind, bits, mk, zr, b = _operand(ops[i].get("type"))
            masked, zeroed, bc = masked or mk, zeroed or zr, bc or b
        else:
            kind, bits = "none", 0
        row[f"op{i + 1}_kind"], row[f"op{i + 1}_bits"] = kind, bits
    row.update(any_masked=int(masked), any_zero_masked=int(zeroed), any_broadcast=int(bc))
    encs = form.findall("Encoding")
    e = encs[0]
    pre = [p.get("byte") for p in e.findall("Prefix")]
    opc = [int(o.get("byte"), 16) for o in e.findall("Opcode")]
    modrm = e.find("ModRM")
    reg = modrm.get("reg") if modrm is not None else None
    row.update(
        prefixes="+".join(pre) if pre else "none", n_opcode_bytes=len(opc),
        opcode_first=opc[0] if opc else -1, opcode_last=opc[-1] if opc else -1,
        has_modrm=int(modrm is not None),
        modrm_reg_fixed=int(reg) if reg is not None and not reg.startswith("#") else -1,
        imm_bytes=sum(int(x.get("size")) for x in e.findall("Immediate")),
        register_byte=int(e.find("RegisterByte") is not None),
        code_offset=int(e.find("CodeOffset") is not None),
        data_offset=int(e.find("DataOffset") is not None),
        n_encodings=len(encs))
    return row


@lru_cache(maxsize=None)
def _forms(fname):
    rows = []
    for ins in ET.parse(_DIR / fname).getroot():
        for form in ins.findall("InstructionForm"):
            row = _form_row(form)
            row["_isa"] = _isa_family(i.get("id") for i in form.findall("ISA"))
            # the operation rules are written for k1om's summaries only
            row["_op"] = _op_kind(ins.get("summary")) if fname == "k1om.xml" else None
            row["_name"] = ins.get("name")
            row["_mvex"] = any(e.find("MVEX") is not None for e in form.findall("Encoding"))
            rows.append(row)
    return pd.DataFrame(rows)


_META = ["_isa", "_op", "_name", "_mvex"]


def _isa_table(name, fname, what_set):
    t = _forms(fname)
    what = ("Which instruction-set extension family an instruction form of the " + what_set
            + " belongs to (avx512, amd_only, avx2, avx, sse, mmx, general), from its operands "
              "and encoding bytes.  Dropped: mnemonic, summary, ISA tags, encoding scheme "
              "(REX / VEX / EVEX / XOP), xmm / mmx mode, NaCl metadata")
    return _finish(name, t.drop(columns=_META), t["_isa"], what=what,
                   source=_SRC.format(fname, what_set))


def _op_table(name, vector_only):
    t = _forms("k1om.xml")
    if vector_only:
        t = t[t["_mvex"]]
    what = ("What kind of operation a Knights Corner instruction form performs (control, "
            "system, compare, arith, logic, convert, move; from the summary line by ordered "
            "rules), from its operands and encoding bytes.  Dropped: mnemonic, summary, "
            "encoding scheme (REX / VEX / MVEX)")
    return _finish(name, t.drop(columns=_META), t["_op"], what=what,
                   source=_SRC.format("k1om.xml", "Knights Corner, Xeon Phi"
                                      + (", MVEX vector forms" if vector_only else "")))


def x64_form_isa():
    return _isa_table("x64_form_isa", "x86_64.xml", "x86-64 instruction set")


def knc_form_op():
    return _op_table("knc_form_op", vector_only=False)


def x86_form_isa():
    return _isa_table("x86_form_isa", "x86.xml", "32-bit x86 instruction set")


def knc_vector_form_op():
    return _op_table("knc_vector_form_op", vector_only=True)


LOADERS = {f.__name__: f for f in [x64_form_isa, knc_form_op, x86_form_isa,
                                   knc_vector_form_op]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=30, source_width=70)
