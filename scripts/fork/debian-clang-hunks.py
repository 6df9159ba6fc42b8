#!/usr/bin/env python3
"""Prints the parts of Debian's patches (in their series order) that touch
clang/ or cmake/, so that they can be applied to a tree holding only those
two directories of the llvm-toolchain source.

Debian's patches apply to the whole monorepo with -p1 (quilt's default; no
entry of llvm-toolchain-22's series names another level). A patch is a list
of per-file diffs, each starting at a `--- ` line followed by `+++ `; any
preamble (`Index:`, `diff --git`, descriptions) belongs to no file and is
dropped. Output: one filtered patch per input patch, written to OUTDIR under
the same name (flattened), and the list of those that kept anything on
stdout, in order.

usage: debian-clang-hunks.py DEBIAN_PATCHES_DIR OUTDIR [PREFIX...]
(PREFIX: the top-level directories to keep; default clang/ and cmake/.)
"""
import os
import sys

KEEP = ("clang/", "cmake/")


def file_diffs(lines):
    """Yields (path after -p1, lines of that file's diff)."""
    i, n = 0, len(lines)
    while i < n:
        if lines[i].startswith("--- ") and i + 1 < n and lines[i + 1].startswith("+++ "):
            new = lines[i + 1][4:].split("\t")[0].strip()
            old = lines[i][4:].split("\t")[0].strip()
            name = new if new != "/dev/null" else old
            path = name.split("/", 1)[1] if "/" in name else name
            j = i + 2
            # A file's diff is its hunks; it ends where a line is neither a
            # hunk header nor hunk content.
            while j < n and (lines[j].startswith(("@@", " ", "+", "-", "\\"))
                             or lines[j] == "\n"):
                if lines[j].startswith("--- ") and j + 1 < n and lines[j + 1].startswith("+++ "):
                    break
                j += 1
            yield path, lines[i:j]
            i = j
        else:
            i += 1


def main():
    src, out = sys.argv[1], sys.argv[2]
    keep = tuple(p.rstrip("/") + "/" for p in sys.argv[3:]) or KEEP
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(src, "series")) as f:
        series = [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
    for name in series:
        with open(os.path.join(src, name), errors="surrogateescape") as f:
            lines = f.readlines()
        kept = [d for p, d in file_diffs(lines) if p.startswith(keep)]
        if not kept:
            continue
        flat = name.replace("/", "__")
        with open(os.path.join(out, flat), "w", errors="surrogateescape") as f:
            for d in kept:
                f.writelines(d)
        print(flat)


if __name__ == "__main__":
    main()
