#!/usr/bin/env python3
"""The diagnostic-ID shim between lib/Sema's checker and Clang's tree
(docs/fork.md, "One rule source").

The checker reports through helpers that take the message as a string
literal: Checker::error/warning/note, BodyChecker::error and hintWarning. In
the plugin each literal becomes a custom diagnostic ID at run time. In the
fork each must be a diagnostic of Clang's .td files. This script collects the
literals of the shared files and writes, for Clang's tree:

  clang/include/clang/Basic/DiagnosticCUDATileKinds.td
      one Error/Warning/Note per message, warnings in -Wcutile, hint
      warnings in -Wcutile-hints (both groups in DiagnosticGroups.td);
  clang/lib/Sema/CUDATileDiagIDs.inc
      CUDA_TILE_DIAG("message", err_cuda_tile_...) lines, from which the
      fork's helpers map a literal to its diag:: ID (a StringSwitch).

The patch also carries include/cutile/Hints.h, the hint rules that the
checker, code generation and the fork's attribute handling share, verbatim as
clang/include/clang/Sema/CUDATileHints.h.

It also writes the series' patch that carries them
(clang-patches/0002-...patch), in git-format-patch form with a fixed header
so that the same sources give the same bytes; make fork-check regenerates it
and fails when the committed one differs (a message changed in lib/Sema
without make fork-patches).

usage: gen-diag-shim.py --sema lib/Sema --out DIR      (writes the two files)
       gen-diag-shim.py --sema lib/Sema --list         (name, kind, text)
       gen-diag-shim.py --sema lib/Sema --patch OUT --tree TREE
           (TREE: the clang tree the patch applies to, for its context)
"""
import difflib
import argparse
import os
import re
import sys

# The files the fork shares with the plugin (the rest of lib/Sema is the
# plugin's host code: attributes as plugin attributes, hint keys through an
# ExternalSemaSource, the token watcher).
SHARED = ["TileRules.h", "SemaCommon.h", "ToolkitHelpers.h", "TileRules.cpp",
          "TileRulesCallees.cpp", "TileRulesDecls.cpp", "TileRulesHints.cpp",
          "TileRulesLaunch.cpp", "TileRulesStmts.cpp", "TileRulesTypes.cpp",
          "ToolkitHelpers.cpp"]

# helper name -> (kind, index of the message argument)
HELPERS = {"error": ("Error", 1), "warning": ("Warning", 1), "note": ("Note", 1),
           "hintWarning": ("HintWarning", 2)}

STRING = r'"(?:[^"\\\n]|\\.)*"'


def strip_comments(text):
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def split_args(text, start):
    """Arguments of the call whose '(' is at text[start]; None if unbalanced."""
    depth, i, args, cur = 0, start, [], []
    while i < len(text):
        c = text[i]
        if c == '"':
            m = re.compile(STRING).match(text, i)
            cur.append(m.group(0))
            i = m.end()
            continue
        if c in "([{":
            depth += 1
            if depth == 1:
                i += 1
                continue
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append("".join(cur).strip())
                return args
        elif c == "," and depth == 1:
            args.append("".join(cur).strip())
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    return None


def literal(arg, consts):
    """The text of a message argument: adjacent literals joined, or a named
    constant; None when it is neither."""
    if re.fullmatch(r"(\s*%s\s*)+" % STRING, arg):
        return "".join(bytes(s[1:-1], "utf-8").decode("unicode_escape")
                       for s in re.findall(STRING, arg))
    name = arg.split("::")[-1].strip()
    return consts.get(name)


def collect(sema):
    texts = {f: strip_comments(open(os.path.join(sema, f)).read()) for f in SHARED}
    consts = {}
    for t in texts.values():
        for m in re.finditer(r"constexpr\s+char\s+(\w+)\s*\[\]\s*=\s*((?:\s*%s)+)\s*;" % STRING, t):
            consts[m.group(1)] = literal(m.group(2), {})
    diags, problems = [], []
    for f, t in texts.items():
        for m in re.finditer(r"(?<![\w.>:])(error|warning|note|hintWarning)\s*(?=\()", t):
            kind, idx = HELPERS[m.group(1)]
            args = split_args(t, m.end())
            line = t.count("\n", 0, m.start()) + 1
            if args is None or len(args) <= idx:
                continue  # a declaration or a call of another shape
            # Declarations of the helpers themselves take a parameter here.
            if re.match(r"(const\s+char|llvm::StringRef|StringRef)\b", args[idx]):
                continue
            text = literal(args[idx], consts)
            if text is None:
                problems.append("%s:%d: %s(...) with a message that is not a literal: %s"
                                % (f, line, m.group(1), args[idx][:60]))
                continue
            diags.append((kind, text, f, line))
    return diags, problems


def name_for(kind, text, used):
    prefix = {"Error": "err", "Warning": "warn", "HintWarning": "warn", "Note": "note"}[kind]
    words = re.sub(r"%\w*\d", " ", text)
    words = re.findall(r"[a-z0-9]+", words.lower().replace("__", ""))
    stop = {"a", "an", "the", "is", "in", "of", "and", "to", "be", "not", "are", "it"}
    words = [w for w in words if w not in stop][:6]
    base = "%s_cuda_tile_%s" % (prefix, "_".join(words) or "message")
    name, n = base, 2
    while name in used:
        name, n = "%s_%d" % (base, n), n + 1
    used.add(name)
    return name


def td_string(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def generate(diags):
    seen, entries, used = set(), [], set()
    for kind, text, f, line in diags:
        if (kind, text) in seen:
            continue
        seen.add((kind, text))
        entries.append((name_for(kind, text, used), kind, text))
    td = ["// Generated by scripts/fork/gen-diag-shim.py from cutile-clang's lib/Sema",
          "// (the checker shared by the plugin and the fork); do not edit.", "",
          'let Component = "Sema" in {',
          'let CategoryName = "CUDA Tile Issue" in {', ""]
    inc = ["// Generated by scripts/fork/gen-diag-shim.py; do not edit.",
           "// CUDA_TILE_DIAG(message text, diagnostic name)"]
    for name, kind, text in entries:
        if kind == "Error":
            td.append("def %s : Error<%s>;" % (name, td_string(text)))
        elif kind == "Note":
            td.append("def %s : Note<%s>;" % (name, td_string(text)))
        else:
            group = "CUDATileHints" if kind == "HintWarning" else "CUDATile"
            td.append("def %s : Warning<%s>,\n  InGroup<%s>;" % (name, td_string(text), group))
        c = text.replace("\\", "\\\\").replace('"', '\\"')
        inc.append('CUDA_TILE_DIAG("%s", %s)' % (c, name))
    td += ["", "} // CategoryName", "} // Component", ""]
    return "\n".join(td), "\n".join(inc) + "\n", entries


PATCH_NAME = "0002-clang-CUDA-Add-the-diagnostics-and-hint-rules-of-CUDA-Tile.patch"

HEADER = """From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
From: cutile-clang <cutile-clang@users.noreply.invalid>
Subject: [PATCH] [clang][CUDA] Add the diagnostics and hint rules of CUDA
 Tile

The rules of CUDA Tile code (what a tile function may contain and call, how
tile kernels are launched, which cutile::hint values take effect) report
%(n)d diagnostics. They are Clang diagnostics in their own file,
DiagnosticCUDATileKinds.td (category "CUDA Tile Issue"), with two warning
groups: -Wcutile for the rules that are warnings and -Wcutile-hints, part of
it, for hints that take no effect (nvcc warns about those and ignores the
hint, and so does Clang).

The checker that reports them is shared with the cutile-clang plugin and
identifies a diagnostic by its message; getCUDATileDiagID maps the message
to its ID. This file, DiagnosticCUDATileKinds.td and CUDATileDiagIDs.inc are
generated from the checker's sources by cutile-clang's
scripts/fork/gen-diag-shim.py.

CUDATileHints.h holds the rules of cutile::hint that the attribute, the
checker and code generation share: the kinds, where each applies, the
architectures and the values each kind takes. It is cutile-clang's
include/cutile/Hints.h, unchanged.

Sema's diagnostic ID space grows by %(n)d (4,868 before, 5,000 reserved).
---
"""

TEST = """// The CUDA Tile warning groups: -Wcutile holds the warnings of the tile
// rules and -Wcutile-hints, the cutile::hint values that take no effect.
//
// RUN: diagtool tree --internal -Wcutile | FileCheck -strict-whitespace %%s
// RUN: %%clang_cc1 -fsyntax-only -Werror -Wcutile -Wno-cutile-hints -Werror=cutile-hints %%s
//
// CHECK:      {{^}}-Wcutile{{$}}
// CHECK-NEXT: {{^}}  -Wcutile-hints{{$}}
%(dag)s
int x;
"""

CPP = """//===- SemaCUDATileDiags.cpp - Diagnostic IDs of the CUDA Tile rules -----===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The CUDA Tile rule checker is shared with the cutile-clang plugin, where
// each message is a custom diagnostic; here each is a diagnostic of
// DiagnosticCUDATileKinds.td, found by its message text.
//
//===----------------------------------------------------------------------===//

#include "SemaCUDATileDiags.h"
#include "clang/Basic/DiagnosticSema.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

unsigned clang::getCUDATileDiagID(llvm::StringRef Message) {
  return llvm::StringSwitch<unsigned>(Message)
#define CUDA_TILE_DIAG(TEXT, NAME) .Case(TEXT, diag::NAME)
#include "CUDATileDiagIDs.inc"
#undef CUDA_TILE_DIAG
      .Default(0);
}
"""

H = """//===- SemaCUDATileDiags.h - Diagnostic IDs of the CUDA Tile rules -*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_SEMA_SEMACUDATILEDIAGS_H
#define LLVM_CLANG_LIB_SEMA_SEMACUDATILEDIAGS_H

#include "llvm/ADT/StringRef.h"

namespace clang {

/// The ID of the CUDA Tile rule diagnostic with this message text, or 0 when
/// no diagnostic has it.
unsigned getCUDATileDiagID(llvm::StringRef Message);

} // namespace clang

#endif // LLVM_CLANG_LIB_SEMA_SEMACUDATILEDIAGS_H
"""

GROUPS = """
// CUDA Tile C++: the rules of tile code that are warnings, and the
// cutile::hint values and placements that take no effect.
def CUDATileHints : DiagGroup<"cutile-hints">;
def CUDATile : DiagGroup<"cutile", [CUDATileHints]>;
"""


def file_diff(path, old, new):
    """git-style diff of one file; old None for a new file."""
    a = [] if old is None else old.splitlines(True)
    b = new.splitlines(True)
    out = ["diff --git a/%s b/%s\n" % (path, path)]
    if old is None:
        out.append("new file mode 100644\n")
    lines = list(difflib.unified_diff(a, b, "a/" + path if old is not None else "/dev/null",
                                      "b/" + path, n=3))
    if lines:
        lines[0] = lines[0].rstrip() + "\n"
        lines[1] = lines[1].rstrip() + "\n"
        # difflib writes @@ -0,0 for a new file as git does.
    out += lines
    return "".join(out)


def insert_after(text, anchor, addition, path):
    if text.count(anchor) != 1:
        sys.exit("gen-diag-shim: %s: anchor not found once: %r" % (path, anchor))
    return text.replace(anchor, anchor + addition)


def make_patch(tree, td, inc, entries, hints):
    def read(rel):
        return open(os.path.join(tree, rel)).read()
    parts = []
    rel = "clang/include/clang/Basic/Diagnostic.td"
    old = read(rel)
    parts.append(file_diff(rel, old, insert_after(
        old, 'include "DiagnosticSemaKinds.td"\n', 'include "DiagnosticCUDATileKinds.td"\n', rel)))
    rel = "clang/include/clang/Basic/DiagnosticCUDATileKinds.td"
    parts.append(file_diff(rel, None, td))
    rel = "clang/include/clang/Basic/DiagnosticGroups.td"
    old = read(rel)
    parts.append(file_diff(rel, old, insert_after(
        old, 'def CudaCompat : DiagGroup<"cuda-compat">;\n', GROUPS, rel)))
    rel = "clang/lib/Sema/CMakeLists.txt"
    old = read(rel)
    parts.append(file_diff(rel, old, insert_after(old, "  SemaCUDA.cpp\n",
                                                  "  SemaCUDATileDiags.cpp\n", rel)))
    parts.append(file_diff("clang/include/clang/Sema/CUDATileHints.h", None, hints))
    parts.append(file_diff("clang/lib/Sema/CUDATileDiagIDs.inc", None, inc))
    parts.append(file_diff("clang/lib/Sema/SemaCUDATileDiags.cpp", None, CPP))
    parts.append(file_diff("clang/lib/Sema/SemaCUDATileDiags.h", None, H))
    dag = []
    for name, kind, _ in entries:
        if kind == "HintWarning":
            dag.append("// CHECK-DAG:  {{^}}    %s{{$}}" % name)
    for name, kind, _ in entries:
        if kind == "Warning":
            dag.append("// CHECK-DAG:  {{^}}  %s{{$}}" % name)
    parts.append(file_diff("clang/test/Misc/warning-flags-cutile.c", None,
                           TEST % {"dag": "\n".join(dag)}))
    return HEADER % {"n": len(entries)} + "\n" + "".join(parts) + "--\n2.39.5\n\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sema", required=True)
    ap.add_argument("--out")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--patch")
    ap.add_argument("--tree")
    ap.add_argument("--hints", help="default: SEMA/../../include/cutile/Hints.h")
    a = ap.parse_args()
    diags, problems = collect(a.sema)
    for p in problems:
        print("gen-diag-shim: " + p, file=sys.stderr)
    td, inc, entries = generate(diags)
    if a.list:
        for name, kind, text in entries:
            print("%-60s %-11s %s" % (name, kind, text))
    if a.out:
        os.makedirs(a.out, exist_ok=True)
        open(os.path.join(a.out, "DiagnosticCUDATileKinds.td"), "w").write(td)
        open(os.path.join(a.out, "CUDATileDiagIDs.inc"), "w").write(inc)
    if a.patch:
        hints = open(a.hints or os.path.join(a.sema, "..", "..", "include", "cutile",
                                             "Hints.h")).read()
        text = make_patch(a.tree, td, inc, entries, hints)
        with open(a.patch, "w") as f:
            f.write(text)
    print("gen-diag-shim: %d call sites, %d diagnostics, %d not literal"
          % (len(diags), len(entries), len(problems)), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
