#!/usr/bin/env python3
"""Runs every TableGen step of Clang's include/clang tree with Debian's
installed tblgen binaries, as the CMake files of that tree describe them,
and compares or lists the results.

  tblgen.py --src CLANG_DIR --out OUTDIR [--compare INSTALLED_INCLUDE]
            [--jobs N] [--only REGEX]

CLANG_DIR is the clang/ of the source tree. Each `clang_tablegen(OUT args
SOURCE td ...)` (and the one `tablegen(LLVM Options.inc ...)`) in
CLANG_DIR/include/clang/**/CMakeLists.txt becomes one run of
/usr/lib/llvm-22/bin/clang-tblgen (llvm-tblgen for Options.inc) writing
OUTDIR/clang/<dir>/OUT, with the include path CMake gives it: the
CMakeLists' own directory, clang/include and LLVM's installed include.

--compare: byte-compare each output with INSTALLED_INCLUDE/clang/<dir>/OUT
and exit 1 on any difference. Without it, exit 1 when any tblgen run fails.
The CIR tree is skipped (Debian builds without CIR; none of its .inc files
are installed).
"""
import argparse
import concurrent.futures as cf
import filecmp
import os
import re
import subprocess
import sys

LLVM = "/usr/lib/llvm-22"


def calls(text, name):
    """(args) of each `name(...)` call, comments removed, tokens split."""
    text = re.sub(r"#[^\n]*", "", text)
    for m in re.finditer(r"\b%s\s*\(([^)]*)\)" % re.escape(name), text):
        yield m.group(1).split()


def steps(clang):
    inc = os.path.join(clang, "include", "clang")
    for d, _, files in os.walk(inc):
        if "CMakeLists.txt" not in files or "/CIR" in d:
            continue
        text = open(os.path.join(d, "CMakeLists.txt")).read()
        # clang_diag_gen(component) is a macro over clang_tablegen: expand it.
        macros = {}
        for m in re.finditer(r"macro\((\w+)\s+(\w+)\)(.*?)endmacro", text, re.S):
            macros[m.group(1)] = (m.group(2), m.group(3))
            text = text.replace(m.group(0), "")
        for mname, (param, body) in macros.items():
            for args in calls(text, mname):
                text += body.replace("${%s}" % param, args[0])
        rel = os.path.relpath(d, os.path.join(clang, "include"))
        for args in calls(text, "clang_tablegen"):
            args = [a.replace("${CMAKE_CURRENT_SOURCE_DIR}", d) for a in args]
            out, rest = args[0], args[1:]
            src = rest[rest.index("SOURCE") + 1]
            opts = rest[: rest.index("SOURCE")]
            yield ("clang-tblgen", d, rel, out, src, opts)
        for args in calls(text, "tablegen"):
            src = [a[1] for a in calls(text, "set") if a[0] == "LLVM_TARGET_DEFINITIONS"][0]
            yield ("llvm-tblgen", d, rel, args[1], src, args[2:])


def run(step, clang, outdir):
    tool, d, rel, out, src, opts = step
    src_path = os.path.normpath(os.path.join(d, src))
    includes = [d, os.path.join(clang, "include"), os.path.join(LLVM, "include")]
    dst = os.path.join(outdir, rel, out)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    cmd = [os.path.join(LLVM, "bin", tool), src_path, "-o", dst]
    for i in includes:
        cmd += ["-I", i]
    cmd += opts
    p = subprocess.run(cmd, capture_output=True, text=True)
    return step, p.returncode, p.stderr, dst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--compare")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only", help="regex: run only outputs whose path matches")
    a = ap.parse_args()
    todo = list(steps(a.src))
    if a.only:
        todo = [s for s in todo if re.search(a.only, os.path.join(s[2], s[3]))]
    bad = 0
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for step, rc, err, dst in ex.map(lambda s: run(s, a.src, a.out), todo):
            name = os.path.join(step[2], step[3])
            if rc:
                bad += 1
                print("tblgen failed: %s\n%s" % (name, err.strip()), file=sys.stderr)
                continue
            if a.compare and not name.endswith(".json"):
                ref = os.path.join(a.compare, name)
                if not os.path.exists(ref):
                    bad += 1
                    print("not installed: %s" % name, file=sys.stderr)
                elif not filecmp.cmp(dst, ref, shallow=False):
                    bad += 1
                    print("differs from installed: %s" % name, file=sys.stderr)
    n = sum(1 for s in todo if not s[3].endswith(".json"))
    print("tblgen: %d outputs (.inc), %d problems" % (n, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
